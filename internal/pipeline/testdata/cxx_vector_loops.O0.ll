; ModuleID = 'cxx_vector_loops.cpp'
source_filename = "cxx_vector_loops.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::allocator.2" = type { i8 }
%struct.Mat = type { i32, i32, %"class.std::vector" }
%"class.__gnu_cxx::__normal_iterator" = type { double* }
%"class.std::__new_allocator" = type { i8 }
%"class.__gnu_cxx::__normal_iterator.5" = type { double* }
%"class.std::__new_allocator.3" = type { i8 }
%"class.__gnu_cxx::__normal_iterator.6" = type { i32* }
%"struct.std::random_access_iterator_tag" = type { i8 }

$_ZNSaIdEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEEC2EmRKS0_ = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEEixEm = comdat any

$_ZNSt6vectorIdSaIdEEC2ERKS1_ = comdat any

$_ZNSaIiEC2Ev = comdat any

$_ZNSt6vectorIiSaIiEEC2EmRKiRKS0_ = comdat any

$_ZNSaIiED2Ev = comdat any

$_ZN3MatC2Eii = comdat any

$_ZN3Mat2atEii = comdat any

$_ZSt4fillIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_ = comdat any

$_ZNSt6vectorIdSaIdEE5beginEv = comdat any

$_ZNSt6vectorIdSaIdEE3endEv = comdat any

$_ZSt10accumulateIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdET0_T_S8_S7_ = comdat any

$_ZN3MatD2Ev = comdat any

$_ZNSt6vectorIiSaIiEED2Ev = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv = comdat any

$_ZNKSt6vectorIdSaIdEE5beginEv = comdat any

$_ZNKSt6vectorIdSaIdEE3endEv = comdat any

$_ZN9__gnu_cxxneIPKdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESB_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEC2ERKS2_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv = comdat any

$_ZNKSt6vectorIdSaIdEE4sizeEv = comdat any

$_ZNKSt6vectorIdSaIdEEixEm = comdat any

$_ZNKSt6vectorIiSaIiEE5beginEv = comdat any

$_ZN9__gnu_cxxneIPKiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESB_ = comdat any

$_ZNKSt6vectorIiSaIiEE3endEv = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEC2ERKS2_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEE4baseEv = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

$_ZNSt15__new_allocatorIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIdSaIdEE21_M_default_initializeEm = comdat any

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

$_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm = comdat any

$_ZNSt15__new_allocatorIdE10deallocateEPdm = comdat any

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_ = comdat any

$_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_ = comdat any

$_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPddET0_T_SA_S9_RSaIT1_E = comdat any

$_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_ = comdat any

$_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_ = comdat any

$_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdEET0_T_SC_SB_ = comdat any

$_ZSt4copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_ = comdat any

$_ZSt13__copy_move_aILb0EN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET1_T0_SA_S9_ = comdat any

$_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEET_S8_ = comdat any

$_ZSt12__niter_wrapIPdET_RKS1_S1_ = comdat any

$_ZSt14__copy_move_a1ILb0EPKdPdET1_T0_S4_S3_ = comdat any

$_ZSt12__niter_baseIPKdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS5_T0_EE = comdat any

$_ZSt12__niter_baseIPdET_S1_ = comdat any

$_ZSt14__copy_move_a2ILb0EPKdPdET1_T0_S4_S3_ = comdat any

$_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIdEEPT_PKS3_S6_S4_ = comdat any

$_ZNSt15__new_allocatorIiEC2Ev = comdat any

$_ZNSt15__new_allocatorIiED2Ev = comdat any

$_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi = comdat any

$_ZNSt12_Vector_baseIiSaIiEED2Ev = comdat any

$_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_ = comdat any

$_ZNSaIiEC2ERKS_ = comdat any

$_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_ = comdat any

$_ZNKSt15__new_allocatorIiE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIiE11_M_max_sizeEv = comdat any

$_ZNSt15__new_allocatorIiEC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm = comdat any

$_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaIiEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIiE8allocateEmPKv = comdat any

$_ZSt24__uninitialized_fill_n_aIPimiiET_S1_T0_RKT1_RSaIT2_E = comdat any

$_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt20uninitialized_fill_nIPimiET_S1_T0_RKT1_ = comdat any

$_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPimiEET_S3_T0_RKT1_ = comdat any

$_ZSt6fill_nIPimiET_S1_T0_RKT1_ = comdat any

$_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt8__fill_aIPiiEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim = comdat any

$_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim = comdat any

$_ZNSt15__new_allocatorIiE10deallocateEPim = comdat any

$_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPiEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_ = comdat any

$_ZSt8__fill_aIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_ = comdat any

$_ZSt9__fill_a1IPdSt6vectorIdSaIdEEdEvN9__gnu_cxx17__normal_iteratorIT_T0_EES8_RKT1_ = comdat any

@.str = private unnamed_addr constant [8 x i8] c"%f %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1495 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %"class.std::vector", align 8
  %10 = alloca %"class.std::allocator", align 1
  %11 = alloca i8*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %"class.std::vector", align 8
  %15 = alloca %"class.std::vector.0", align 8
  %16 = alloca i32, align 4
  %17 = alloca %"class.std::allocator.2", align 1
  %18 = alloca %struct.Mat, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %22 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %26 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %27 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1498, metadata !DIExpression()), !dbg !1499
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !1500, metadata !DIExpression()), !dbg !1501
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1502, metadata !DIExpression()), !dbg !1503
  %28 = load i32, i32* %4, align 4, !dbg !1504
  %29 = icmp sgt i32 %28, 1, !dbg !1505
  br i1 %29, label %30, label %35, !dbg !1504

30:                                               ; preds = %2
  %31 = load i8**, i8*** %5, align 8, !dbg !1506
  %32 = getelementptr inbounds i8*, i8** %31, i64 1, !dbg !1506
  %33 = load i8*, i8** %32, align 8, !dbg !1506
  %34 = call i32 @atoi(i8* noundef %33) #13, !dbg !1507
  br label %36, !dbg !1504

35:                                               ; preds = %2
  br label %36, !dbg !1504

36:                                               ; preds = %35, %30
  %37 = phi i32 [ %34, %30 ], [ 1000, %35 ], !dbg !1504
  store i32 %37, i32* %6, align 4, !dbg !1503
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1508, metadata !DIExpression()), !dbg !1509
  %38 = load i32, i32* %4, align 4, !dbg !1510
  %39 = icmp sgt i32 %38, 2, !dbg !1511
  br i1 %39, label %40, label %45, !dbg !1510

40:                                               ; preds = %36
  %41 = load i8**, i8*** %5, align 8, !dbg !1512
  %42 = getelementptr inbounds i8*, i8** %41, i64 2, !dbg !1512
  %43 = load i8*, i8** %42, align 8, !dbg !1512
  %44 = call i32 @atoi(i8* noundef %43) #13, !dbg !1513
  br label %46, !dbg !1510

45:                                               ; preds = %36
  br label %46, !dbg !1510

46:                                               ; preds = %45, %40
  %47 = phi i32 [ %44, %40 ], [ 40, %45 ], !dbg !1510
  store i32 %47, i32* %7, align 4, !dbg !1509
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1514, metadata !DIExpression()), !dbg !1515
  %48 = load i32, i32* %4, align 4, !dbg !1516
  %49 = icmp sgt i32 %48, 3, !dbg !1517
  br i1 %49, label %50, label %55, !dbg !1516

50:                                               ; preds = %46
  %51 = load i8**, i8*** %5, align 8, !dbg !1518
  %52 = getelementptr inbounds i8*, i8** %51, i64 3, !dbg !1518
  %53 = load i8*, i8** %52, align 8, !dbg !1518
  %54 = call i32 @atoi(i8* noundef %53) #13, !dbg !1519
  br label %56, !dbg !1516

55:                                               ; preds = %46
  br label %56, !dbg !1516

56:                                               ; preds = %55, %50
  %57 = phi i32 [ %54, %50 ], [ 30, %55 ], !dbg !1516
  store i32 %57, i32* %8, align 4, !dbg !1515
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %9, metadata !1520, metadata !DIExpression()), !dbg !1521
  %58 = load i32, i32* %6, align 4, !dbg !1522
  %59 = sext i32 %58 to i64, !dbg !1522
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10) #14, !dbg !1521
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %59, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10)
          to label %60 unwind label %75, !dbg !1521

60:                                               ; preds = %56
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10) #14, !dbg !1521
  call void @llvm.dbg.declare(metadata i32* %13, metadata !1523, metadata !DIExpression()), !dbg !1525
  store i32 0, i32* %13, align 4, !dbg !1525
  br label %61, !dbg !1526

61:                                               ; preds = %72, %60
  %62 = load i32, i32* %13, align 4, !dbg !1527
  %63 = load i32, i32* %6, align 4, !dbg !1529
  %64 = icmp slt i32 %62, %63, !dbg !1530
  br i1 %64, label %65, label %79, !dbg !1531

65:                                               ; preds = %61
  %66 = load i32, i32* %13, align 4, !dbg !1532
  %67 = srem i32 %66, 13, !dbg !1533
  %68 = sitofp i32 %67 to double, !dbg !1532
  %69 = load i32, i32* %13, align 4, !dbg !1534
  %70 = sext i32 %69 to i64, !dbg !1534
  %71 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %70) #14, !dbg !1535
  store double %68, double* %71, align 8, !dbg !1536
  br label %72, !dbg !1535

72:                                               ; preds = %65
  %73 = load i32, i32* %13, align 4, !dbg !1537
  %74 = add nsw i32 %73, 1, !dbg !1537
  store i32 %74, i32* %13, align 4, !dbg !1537
  br label %61, !dbg !1538, !llvm.loop !1539

75:                                               ; preds = %56
  %76 = landingpad { i8*, i32 }
          cleanup, !dbg !1542
  %77 = extractvalue { i8*, i32 } %76, 0, !dbg !1542
  store i8* %77, i8** %11, align 8, !dbg !1542
  %78 = extractvalue { i8*, i32 } %76, 1, !dbg !1542
  store i32 %78, i32* %12, align 4, !dbg !1542
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10) #14, !dbg !1521
  br label %176, !dbg !1521

79:                                               ; preds = %61
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %14, metadata !1543, metadata !DIExpression()), !dbg !1544
  invoke void @_ZNSt6vectorIdSaIdEEC2ERKS1_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9)
          to label %80 unwind label %111, !dbg !1544

80:                                               ; preds = %79
  invoke void @_ZL5scaleRSt6vectorIdSaIdEEd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14, double noundef 5.000000e-01)
          to label %81 unwind label %115, !dbg !1545

81:                                               ; preds = %80
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"* %15, metadata !1546, metadata !DIExpression()), !dbg !1547
  %82 = load i32, i32* %6, align 4, !dbg !1548
  %83 = sext i32 %82 to i64, !dbg !1548
  store i32 7, i32* %16, align 4, !dbg !1549
  call void @_ZNSaIiEC2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %17) #14, !dbg !1547
  invoke void @_ZNSt6vectorIiSaIiEEC2EmRKiRKS0_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %83, i32* noundef nonnull align 4 dereferenceable(4) %16, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %84 unwind label %119, !dbg !1547

84:                                               ; preds = %81
  call void @_ZNSaIiED2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %17) #14, !dbg !1547
  call void @llvm.dbg.declare(metadata %struct.Mat* %18, metadata !1550, metadata !DIExpression()), !dbg !1551
  %85 = load i32, i32* %7, align 4, !dbg !1552
  %86 = load i32, i32* %8, align 4, !dbg !1553
  invoke void @_ZN3MatC2Eii(%struct.Mat* noundef nonnull align 8 dereferenceable(32) %18, i32 noundef %85, i32 noundef %86)
          to label %87 unwind label %123, !dbg !1551

87:                                               ; preds = %84
  call void @llvm.dbg.declare(metadata i32* %19, metadata !1554, metadata !DIExpression()), !dbg !1556
  store i32 0, i32* %19, align 4, !dbg !1556
  br label %88, !dbg !1557

88:                                               ; preds = %132, %87
  %89 = load i32, i32* %19, align 4, !dbg !1558
  %90 = getelementptr inbounds %struct.Mat, %struct.Mat* %18, i32 0, i32 0, !dbg !1560
  %91 = load i32, i32* %90, align 8, !dbg !1560
  %92 = icmp slt i32 %89, %91, !dbg !1561
  br i1 %92, label %93, label %135, !dbg !1562

93:                                               ; preds = %88
  call void @llvm.dbg.declare(metadata i32* %20, metadata !1563, metadata !DIExpression()), !dbg !1565
  store i32 0, i32* %20, align 4, !dbg !1565
  br label %94, !dbg !1566

94:                                               ; preds = %108, %93
  %95 = load i32, i32* %20, align 4, !dbg !1567
  %96 = getelementptr inbounds %struct.Mat, %struct.Mat* %18, i32 0, i32 1, !dbg !1569
  %97 = load i32, i32* %96, align 4, !dbg !1569
  %98 = icmp slt i32 %95, %97, !dbg !1570
  br i1 %98, label %99, label %131, !dbg !1571

99:                                               ; preds = %94
  %100 = load i32, i32* %19, align 4, !dbg !1572
  %101 = load i32, i32* %20, align 4, !dbg !1573
  %102 = sub nsw i32 %100, %101, !dbg !1574
  %103 = sitofp i32 %102 to double, !dbg !1572
  %104 = load i32, i32* %19, align 4, !dbg !1575
  %105 = load i32, i32* %20, align 4, !dbg !1576
  %106 = invoke noundef nonnull align 8 dereferenceable(8) double* @_ZN3Mat2atEii(%struct.Mat* noundef nonnull align 8 dereferenceable(32) %18, i32 noundef %104, i32 noundef %105)
          to label %107 unwind label %127, !dbg !1577

107:                                              ; preds = %99
  store double %103, double* %106, align 8, !dbg !1578
  br label %108, !dbg !1579

108:                                              ; preds = %107
  %109 = load i32, i32* %20, align 4, !dbg !1580
  %110 = add nsw i32 %109, 1, !dbg !1580
  store i32 %110, i32* %20, align 4, !dbg !1580
  br label %94, !dbg !1581, !llvm.loop !1582

111:                                              ; preds = %79
  %112 = landingpad { i8*, i32 }
          cleanup, !dbg !1542
  %113 = extractvalue { i8*, i32 } %112, 0, !dbg !1542
  store i8* %113, i8** %11, align 8, !dbg !1542
  %114 = extractvalue { i8*, i32 } %112, 1, !dbg !1542
  store i32 %114, i32* %12, align 4, !dbg !1542
  br label %175, !dbg !1542

115:                                              ; preds = %80
  %116 = landingpad { i8*, i32 }
          cleanup, !dbg !1542
  %117 = extractvalue { i8*, i32 } %116, 0, !dbg !1542
  store i8* %117, i8** %11, align 8, !dbg !1542
  %118 = extractvalue { i8*, i32 } %116, 1, !dbg !1542
  store i32 %118, i32* %12, align 4, !dbg !1542
  br label %174, !dbg !1542

119:                                              ; preds = %81
  %120 = landingpad { i8*, i32 }
          cleanup, !dbg !1542
  %121 = extractvalue { i8*, i32 } %120, 0, !dbg !1542
  store i8* %121, i8** %11, align 8, !dbg !1542
  %122 = extractvalue { i8*, i32 } %120, 1, !dbg !1542
  store i32 %122, i32* %12, align 4, !dbg !1542
  call void @_ZNSaIiED2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %17) #14, !dbg !1547
  br label %174, !dbg !1547

123:                                              ; preds = %84
  %124 = landingpad { i8*, i32 }
          cleanup, !dbg !1542
  %125 = extractvalue { i8*, i32 } %124, 0, !dbg !1542
  store i8* %125, i8** %11, align 8, !dbg !1542
  %126 = extractvalue { i8*, i32 } %124, 1, !dbg !1542
  store i32 %126, i32* %12, align 4, !dbg !1542
  br label %173, !dbg !1542

127:                                              ; preds = %167, %163, %152, %148, %146, %144, %135, %99
  %128 = landingpad { i8*, i32 }
          cleanup, !dbg !1584
  %129 = extractvalue { i8*, i32 } %128, 0, !dbg !1584
  store i8* %129, i8** %11, align 8, !dbg !1584
  %130 = extractvalue { i8*, i32 } %128, 1, !dbg !1584
  store i32 %130, i32* %12, align 4, !dbg !1584
  call void @_ZN3MatD2Ev(%struct.Mat* noundef nonnull align 8 dereferenceable(32) %18) #14, !dbg !1542
  br label %173, !dbg !1542

131:                                              ; preds = %94
  br label %132, !dbg !1583

132:                                              ; preds = %131
  %133 = load i32, i32* %19, align 4, !dbg !1585
  %134 = add nsw i32 %133, 1, !dbg !1585
  store i32 %134, i32* %19, align 4, !dbg !1585
  br label %88, !dbg !1586, !llvm.loop !1587

135:                                              ; preds = %88
  %136 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14) #14, !dbg !1589
  %137 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %21, i32 0, i32 0, !dbg !1589
  store double* %136, double** %137, align 8, !dbg !1589
  %138 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14) #14, !dbg !1590
  %139 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %22, i32 0, i32 0, !dbg !1590
  store double* %138, double** %139, align 8, !dbg !1590
  store double 2.000000e+00, double* %23, align 8, !dbg !1591
  %140 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %21, i32 0, i32 0, !dbg !1592
  %141 = load double*, double** %140, align 8, !dbg !1592
  %142 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %22, i32 0, i32 0, !dbg !1592
  %143 = load double*, double** %142, align 8, !dbg !1592
  invoke void @_ZSt4fillIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_(double* %141, double* %143, double* noundef nonnull align 8 dereferenceable(8) %23)
          to label %144 unwind label %127, !dbg !1592

144:                                              ; preds = %135
  call void @llvm.dbg.declare(metadata double* %24, metadata !1593, metadata !DIExpression()), !dbg !1594
  %145 = invoke noundef double @_ZL9sum_rangeRKSt6vectorIdSaIdEE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9)
          to label %146 unwind label %127, !dbg !1595

146:                                              ; preds = %144
  %147 = invoke noundef double @_ZL9sum_indexRKSt6vectorIdSaIdEE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14)
          to label %148 unwind label %127, !dbg !1596

148:                                              ; preds = %146
  %149 = fadd double %145, %147, !dbg !1597
  %150 = getelementptr inbounds %struct.Mat, %struct.Mat* %18, i32 0, i32 2, !dbg !1598
  %151 = invoke noundef double @_ZL9sum_rangeRKSt6vectorIdSaIdEE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %150)
          to label %152 unwind label %127, !dbg !1599

152:                                              ; preds = %148
  %153 = fadd double %149, %151, !dbg !1600
  store double %153, double* %24, align 8, !dbg !1594
  %154 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #14, !dbg !1601
  %155 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %25, i32 0, i32 0, !dbg !1601
  store double* %154, double** %155, align 8, !dbg !1601
  %156 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #14, !dbg !1602
  %157 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %26, i32 0, i32 0, !dbg !1602
  store double* %156, double** %157, align 8, !dbg !1602
  %158 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %25, i32 0, i32 0, !dbg !1603
  %159 = load double*, double** %158, align 8, !dbg !1603
  %160 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %26, i32 0, i32 0, !dbg !1603
  %161 = load double*, double** %160, align 8, !dbg !1603
  %162 = invoke noundef double @_ZSt10accumulateIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdET0_T_S8_S7_(double* %159, double* %161, double noundef 0.000000e+00)
          to label %163 unwind label %127, !dbg !1603

163:                                              ; preds = %152
  %164 = load double, double* %24, align 8, !dbg !1604
  %165 = fadd double %164, %162, !dbg !1604
  store double %165, double* %24, align 8, !dbg !1604
  call void @llvm.dbg.declare(metadata i64* %27, metadata !1605, metadata !DIExpression()), !dbg !1606
  %166 = invoke noundef i64 @_ZL10count_iterRKSt6vectorIiSaIiEE(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %15)
          to label %167 unwind label %127, !dbg !1607

167:                                              ; preds = %163
  store i64 %166, i64* %27, align 8, !dbg !1606
  %168 = load double, double* %24, align 8, !dbg !1608
  %169 = load i64, i64* %27, align 8, !dbg !1609
  %170 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), double noundef %168, i64 noundef %169)
          to label %171 unwind label %127, !dbg !1610

171:                                              ; preds = %167
  store i32 0, i32* %3, align 4, !dbg !1611
  call void @_ZN3MatD2Ev(%struct.Mat* noundef nonnull align 8 dereferenceable(32) %18) #14, !dbg !1542
  call void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %15) #14, !dbg !1542
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14) #14, !dbg !1542
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #14, !dbg !1542
  %172 = load i32, i32* %3, align 4, !dbg !1542
  ret i32 %172, !dbg !1542

173:                                              ; preds = %127, %123
  call void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %15) #14, !dbg !1542
  br label %174, !dbg !1542

174:                                              ; preds = %173, %119, %115
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14) #14, !dbg !1542
  br label %175, !dbg !1542

175:                                              ; preds = %174, %111
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #14, !dbg !1542
  br label %176, !dbg !1542

176:                                              ; preds = %175, %75
  %177 = load i8*, i8** %11, align 8, !dbg !1521
  %178 = load i32, i32* %12, align 4, !dbg !1521
  %179 = insertvalue { i8*, i32 } undef, i8* %177, 0, !dbg !1521
  %180 = insertvalue { i8*, i32 } %179, i32 %178, 1, !dbg !1521
  resume { i8*, i32 } %180, !dbg !1521
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1612 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1613, metadata !DIExpression()), !dbg !1615
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1616
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !1617
  ret void, !dbg !1618
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1619 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1620, metadata !DIExpression()), !dbg !1622
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1623, metadata !DIExpression()), !dbg !1624
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1625, metadata !DIExpression()), !dbg !1626
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1627
  %11 = load i64, i64* %5, align 8, !dbg !1628
  %12 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1629
  %13 = call noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !1630
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1631
  call void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1632
  %15 = load i64, i64* %5, align 8, !dbg !1633
  invoke void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !1635

16:                                               ; preds = %3
  ret void, !dbg !1636

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !1637
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !1637
  store i8* %19, i8** %7, align 8, !dbg !1637
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !1637
  store i32 %20, i32* %8, align 4, !dbg !1637
  %21 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1637
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %21) #14, !dbg !1637
  br label %22, !dbg !1637

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !1637
  %24 = load i32, i32* %8, align 4, !dbg !1637
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !1637
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !1637
  resume { i8*, i32 } %26, !dbg !1637
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1638 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1639, metadata !DIExpression()), !dbg !1640
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1641
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !1641
  ret void, !dbg !1643
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1644 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1645, metadata !DIExpression()), !dbg !1646
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1647, metadata !DIExpression()), !dbg !1648
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1649
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1649
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1650
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1651
  %10 = load double*, double** %9, align 8, !dbg !1651
  %11 = load i64, i64* %4, align 8, !dbg !1652
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1653
  ret double* %12, !dbg !1654
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2ERKS1_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1655 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1656, metadata !DIExpression()), !dbg !1657
  store %"class.std::vector"* %1, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1658, metadata !DIExpression()), !dbg !1659
  %10 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %11 = bitcast %"class.std::vector"* %10 to %"struct.std::_Vector_base"*, !dbg !1660
  %12 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1661
  %13 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12) #14, !dbg !1662
  %14 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1663
  %15 = bitcast %"class.std::vector"* %14 to %"struct.std::_Vector_base"*, !dbg !1663
  %16 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %15) #14, !dbg !1664
  call void @_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_(%"class.std::allocator"* sret(%"class.std::allocator") align 1 %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !1665
  invoke void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5)
          to label %17 unwind label %41, !dbg !1666

17:                                               ; preds = %2
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !1666
  %18 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1667
  %19 = call double* @_ZNKSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %18) #14, !dbg !1669
  %20 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %8, i32 0, i32 0, !dbg !1669
  store double* %19, double** %20, align 8, !dbg !1669
  %21 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1670
  %22 = call double* @_ZNKSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %21) #14, !dbg !1671
  %23 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %9, i32 0, i32 0, !dbg !1671
  store double* %22, double** %23, align 8, !dbg !1671
  %24 = bitcast %"class.std::vector"* %10 to %"struct.std::_Vector_base"*, !dbg !1672
  %25 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %24, i32 0, i32 0, !dbg !1672
  %26 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %25 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1673
  %27 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %26, i32 0, i32 0, !dbg !1674
  %28 = load double*, double** %27, align 8, !dbg !1674
  %29 = bitcast %"class.std::vector"* %10 to %"struct.std::_Vector_base"*, !dbg !1675
  %30 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %29) #14, !dbg !1675
  %31 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %8, i32 0, i32 0, !dbg !1676
  %32 = load double*, double** %31, align 8, !dbg !1676
  %33 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %9, i32 0, i32 0, !dbg !1676
  %34 = load double*, double** %33, align 8, !dbg !1676
  %35 = invoke noundef double* @_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPddET0_T_SA_S9_RSaIT1_E(double* %32, double* %34, double* noundef %28, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %30)
          to label %36 unwind label %45, !dbg !1676

36:                                               ; preds = %17
  %37 = bitcast %"class.std::vector"* %10 to %"struct.std::_Vector_base"*, !dbg !1677
  %38 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %37, i32 0, i32 0, !dbg !1677
  %39 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %38 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1678
  %40 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %39, i32 0, i32 1, !dbg !1679
  store double* %35, double** %40, align 8, !dbg !1680
  ret void, !dbg !1681

41:                                               ; preds = %2
  %42 = landingpad { i8*, i32 }
          cleanup, !dbg !1681
  %43 = extractvalue { i8*, i32 } %42, 0, !dbg !1681
  store i8* %43, i8** %6, align 8, !dbg !1681
  %44 = extractvalue { i8*, i32 } %42, 1, !dbg !1681
  store i32 %44, i32* %7, align 4, !dbg !1681
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !1666
  br label %50, !dbg !1666

45:                                               ; preds = %17
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !1682
  %47 = extractvalue { i8*, i32 } %46, 0, !dbg !1682
  store i8* %47, i8** %6, align 8, !dbg !1682
  %48 = extractvalue { i8*, i32 } %46, 1, !dbg !1682
  store i32 %48, i32* %7, align 4, !dbg !1682
  %49 = bitcast %"class.std::vector"* %10 to %"struct.std::_Vector_base"*, !dbg !1682
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %49) #14, !dbg !1682
  br label %50, !dbg !1682

50:                                               ; preds = %45, %41
  %51 = load i8*, i8** %6, align 8, !dbg !1666
  %52 = load i32, i32* %7, align 4, !dbg !1666
  %53 = insertvalue { i8*, i32 } undef, i8* %51, 0, !dbg !1666
  %54 = insertvalue { i8*, i32 } %53, i32 %52, 1, !dbg !1666
  resume { i8*, i32 } %54, !dbg !1666
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5scaleRSt6vectorIdSaIdEEd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) #5 !dbg !1683 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca double, align 8
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca double*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1686, metadata !DIExpression()), !dbg !1687
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !1688, metadata !DIExpression()), !dbg !1689
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !1690, metadata !DIExpression()), !dbg !1692
  %9 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1693
  store %"class.std::vector"* %9, %"class.std::vector"** %5, align 8, !dbg !1693
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !1694, metadata !DIExpression()), !dbg !1692
  %10 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8, !dbg !1695
  %11 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10) #14, !dbg !1695
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !1695
  store double* %11, double** %12, align 8, !dbg !1695
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %7, metadata !1696, metadata !DIExpression()), !dbg !1692
  %13 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8, !dbg !1695
  %14 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #14, !dbg !1695
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !1695
  store double* %14, double** %15, align 8, !dbg !1695
  br label %16, !dbg !1695

16:                                               ; preds = %24, %2
  %17 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %7) #14, !dbg !1695
  br i1 %17, label %18, label %26, !dbg !1695

18:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata double** %8, metadata !1697, metadata !DIExpression()), !dbg !1699
  %19 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #14, !dbg !1700
  store double* %19, double** %8, align 8, !dbg !1699
  %20 = load double, double* %4, align 8, !dbg !1701
  %21 = load double*, double** %8, align 8, !dbg !1702
  %22 = load double, double* %21, align 8, !dbg !1703
  %23 = fmul double %22, %20, !dbg !1703
  store double %23, double* %21, align 8, !dbg !1703
  br label %24, !dbg !1704

24:                                               ; preds = %18
  %25 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #14, !dbg !1695
  br label %16, !dbg !1695, !llvm.loop !1705

26:                                               ; preds = %16
  ret void, !dbg !1707
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiEC2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1708 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !1709, metadata !DIExpression()), !dbg !1711
  %3 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8
  %4 = bitcast %"class.std::allocator.2"* %3 to %"class.std::__new_allocator.3"*, !dbg !1712
  call void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !1713
  ret void, !dbg !1714
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEEC2EmRKiRKS0_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1715 {
  %5 = alloca %"class.std::vector.0"*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.2"*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %5, metadata !1716, metadata !DIExpression()), !dbg !1718
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1719, metadata !DIExpression()), !dbg !1720
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !1721, metadata !DIExpression()), !dbg !1722
  store %"class.std::allocator.2"* %3, %"class.std::allocator.2"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %8, metadata !1723, metadata !DIExpression()), !dbg !1724
  %11 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8
  %12 = bitcast %"class.std::vector.0"* %11 to %"struct.std::_Vector_base.1"*, !dbg !1725
  %13 = load i64, i64* %6, align 8, !dbg !1726
  %14 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %8, align 8, !dbg !1727
  %15 = call noundef i64 @_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_(i64 noundef %13, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1728
  %16 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %8, align 8, !dbg !1729
  call void @_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %15, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !1730
  %17 = load i64, i64* %6, align 8, !dbg !1731
  %18 = load i32*, i32** %7, align 8, !dbg !1733
  invoke void @_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %17, i32* noundef nonnull align 4 dereferenceable(4) %18)
          to label %19 unwind label %20, !dbg !1734

19:                                               ; preds = %4
  ret void, !dbg !1735

20:                                               ; preds = %4
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !1736
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1736
  store i8* %22, i8** %9, align 8, !dbg !1736
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1736
  store i32 %23, i32* %10, align 4, !dbg !1736
  %24 = bitcast %"class.std::vector.0"* %11 to %"struct.std::_Vector_base.1"*, !dbg !1736
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %24) #14, !dbg !1736
  br label %25, !dbg !1736

25:                                               ; preds = %20
  %26 = load i8*, i8** %9, align 8, !dbg !1736
  %27 = load i32, i32* %10, align 4, !dbg !1736
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !1736
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !1736
  resume { i8*, i32 } %29, !dbg !1736
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiED2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1737 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !1738, metadata !DIExpression()), !dbg !1739
  %3 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8
  %4 = bitcast %"class.std::allocator.2"* %3 to %"class.std::__new_allocator.3"*, !dbg !1740
  call void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !1740
  ret void, !dbg !1742
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3MatC2Eii(%struct.Mat* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1743 {
  %4 = alloca %struct.Mat*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::allocator", align 1
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  store %struct.Mat* %0, %struct.Mat** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Mat** %4, metadata !1744, metadata !DIExpression()), !dbg !1746
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1747, metadata !DIExpression()), !dbg !1748
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1749, metadata !DIExpression()), !dbg !1750
  %10 = load %struct.Mat*, %struct.Mat** %4, align 8
  %11 = getelementptr inbounds %struct.Mat, %struct.Mat* %10, i32 0, i32 0, !dbg !1751
  %12 = load i32, i32* %5, align 4, !dbg !1752
  store i32 %12, i32* %11, align 8, !dbg !1751
  %13 = getelementptr inbounds %struct.Mat, %struct.Mat* %10, i32 0, i32 1, !dbg !1753
  %14 = load i32, i32* %6, align 4, !dbg !1754
  store i32 %14, i32* %13, align 4, !dbg !1753
  %15 = getelementptr inbounds %struct.Mat, %struct.Mat* %10, i32 0, i32 2, !dbg !1755
  %16 = load i32, i32* %5, align 4, !dbg !1756
  %17 = sext i32 %16 to i64, !dbg !1756
  %18 = load i32, i32* %6, align 4, !dbg !1757
  %19 = sext i32 %18 to i64, !dbg !1757
  %20 = mul i64 %17, %19, !dbg !1758
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !1755
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %20, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7)
          to label %21 unwind label %22, !dbg !1755

21:                                               ; preds = %3
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !1755
  ret void, !dbg !1759

22:                                               ; preds = %3
  %23 = landingpad { i8*, i32 }
          cleanup, !dbg !1759
  %24 = extractvalue { i8*, i32 } %23, 0, !dbg !1759
  store i8* %24, i8** %8, align 8, !dbg !1759
  %25 = extractvalue { i8*, i32 } %23, 1, !dbg !1759
  store i32 %25, i32* %9, align 4, !dbg !1759
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !1755
  br label %26, !dbg !1755

26:                                               ; preds = %22
  %27 = load i8*, i8** %8, align 8, !dbg !1755
  %28 = load i32, i32* %9, align 4, !dbg !1755
  %29 = insertvalue { i8*, i32 } undef, i8* %27, 0, !dbg !1755
  %30 = insertvalue { i8*, i32 } %29, i32 %28, 1, !dbg !1755
  resume { i8*, i32 } %30, !dbg !1755
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZN3Mat2atEii(%struct.Mat* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #5 comdat align 2 !dbg !1760 {
  %4 = alloca %struct.Mat*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.Mat* %0, %struct.Mat** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Mat** %4, metadata !1761, metadata !DIExpression()), !dbg !1762
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1763, metadata !DIExpression()), !dbg !1764
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1765, metadata !DIExpression()), !dbg !1766
  %7 = load %struct.Mat*, %struct.Mat** %4, align 8
  %8 = getelementptr inbounds %struct.Mat, %struct.Mat* %7, i32 0, i32 2, !dbg !1767
  %9 = load i32, i32* %5, align 4, !dbg !1768
  %10 = sext i32 %9 to i64, !dbg !1768
  %11 = getelementptr inbounds %struct.Mat, %struct.Mat* %7, i32 0, i32 1, !dbg !1769
  %12 = load i32, i32* %11, align 4, !dbg !1769
  %13 = sext i32 %12 to i64, !dbg !1769
  %14 = mul i64 %10, %13, !dbg !1770
  %15 = load i32, i32* %6, align 4, !dbg !1771
  %16 = sext i32 %15 to i64, !dbg !1771
  %17 = add i64 %14, %16, !dbg !1772
  %18 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #14, !dbg !1767
  ret double* %18, !dbg !1773
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt4fillIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_(double* %0, double* %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !1774 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca double*, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %9, align 8
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %10, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1780, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1783, metadata !DIExpression()), !dbg !1784
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1785, metadata !DIExpression()), !dbg !1786
  %11 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !1787
  %12 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1787
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 8, i1 false), !dbg !1787
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !1788
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1788
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !1788
  %15 = load double*, double** %6, align 8, !dbg !1789
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !1790
  %17 = load double*, double** %16, align 8, !dbg !1790
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !1790
  %19 = load double*, double** %18, align 8, !dbg !1790
  call void @_ZSt8__fill_aIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_(double* %17, double* %19, double* noundef nonnull align 8 dereferenceable(8) %15), !dbg !1790
  ret void, !dbg !1791
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !1792 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1793, metadata !DIExpression()), !dbg !1794
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1795
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1795
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1796
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1797
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !1798
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1799
  %10 = load double*, double** %9, align 8, !dbg !1799
  ret double* %10, !dbg !1799
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !1800 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1801, metadata !DIExpression()), !dbg !1802
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1803
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1803
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1804
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !1805
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !1806
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1807
  %10 = load double*, double** %9, align 8, !dbg !1807
  ret double* %10, !dbg !1807
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL9sum_rangeRKSt6vectorIdSaIdEE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #5 !dbg !1808 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca double, align 8
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %7 = alloca double, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1811, metadata !DIExpression()), !dbg !1812
  call void @llvm.dbg.declare(metadata double* %3, metadata !1813, metadata !DIExpression()), !dbg !1814
  store double 0.000000e+00, double* %3, align 8, !dbg !1814
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1815, metadata !DIExpression()), !dbg !1817
  %8 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1818
  store %"class.std::vector"* %8, %"class.std::vector"** %4, align 8, !dbg !1818
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %5, metadata !1819, metadata !DIExpression()), !dbg !1817
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1820
  %10 = call double* @_ZNKSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #14, !dbg !1820
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %5, i32 0, i32 0, !dbg !1820
  store double* %10, double** %11, align 8, !dbg !1820
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %6, metadata !1821, metadata !DIExpression()), !dbg !1817
  %12 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1820
  %13 = call double* @_ZNKSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12) #14, !dbg !1820
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %6, i32 0, i32 0, !dbg !1820
  store double* %13, double** %14, align 8, !dbg !1820
  br label %15, !dbg !1820

15:                                               ; preds = %23, %1
  %16 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPKdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %6) #14, !dbg !1820
  br i1 %16, label %17, label %25, !dbg !1820

17:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata double* %7, metadata !1822, metadata !DIExpression()), !dbg !1824
  %18 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !1825
  %19 = load double, double* %18, align 8, !dbg !1825
  store double %19, double* %7, align 8, !dbg !1824
  %20 = load double, double* %7, align 8, !dbg !1826
  %21 = load double, double* %3, align 8, !dbg !1827
  %22 = fadd double %21, %20, !dbg !1827
  store double %22, double* %3, align 8, !dbg !1827
  br label %23, !dbg !1828

23:                                               ; preds = %17
  %24 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.5"* @_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !1820
  br label %15, !dbg !1820, !llvm.loop !1829

25:                                               ; preds = %15
  %26 = load double, double* %3, align 8, !dbg !1831
  ret double %26, !dbg !1832
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL9sum_indexRKSt6vectorIdSaIdEE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #5 !dbg !1833 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1834, metadata !DIExpression()), !dbg !1835
  call void @llvm.dbg.declare(metadata double* %3, metadata !1836, metadata !DIExpression()), !dbg !1837
  store double 0.000000e+00, double* %3, align 8, !dbg !1837
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1838, metadata !DIExpression()), !dbg !1840
  store i64 0, i64* %4, align 8, !dbg !1840
  br label %5, !dbg !1841

5:                                                ; preds = %19, %1
  %6 = load i64, i64* %4, align 8, !dbg !1842
  %7 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1844
  %8 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #14, !dbg !1845
  %9 = icmp ult i64 %6, %8, !dbg !1846
  br i1 %9, label %10, label %22, !dbg !1847

10:                                               ; preds = %5
  %11 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1848
  %12 = load i64, i64* %4, align 8, !dbg !1849
  %13 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %12) #14, !dbg !1848
  %14 = load double, double* %13, align 8, !dbg !1848
  %15 = load i64, i64* %4, align 8, !dbg !1850
  %16 = uitofp i64 %15 to double, !dbg !1850
  %17 = load double, double* %3, align 8, !dbg !1851
  %18 = call double @llvm.fmuladd.f64(double %14, double %16, double %17), !dbg !1851
  store double %18, double* %3, align 8, !dbg !1851
  br label %19, !dbg !1852

19:                                               ; preds = %10
  %20 = load i64, i64* %4, align 8, !dbg !1853
  %21 = add i64 %20, 1, !dbg !1853
  store i64 %21, i64* %4, align 8, !dbg !1853
  br label %5, !dbg !1854, !llvm.loop !1855

22:                                               ; preds = %5
  %23 = load double, double* %3, align 8, !dbg !1857
  ret double %23, !dbg !1858
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt10accumulateIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdET0_T_S8_S7_(double* %0, double* %1, double noundef %2) #5 comdat !dbg !1859 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %7, align 8
  %8 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1865, metadata !DIExpression()), !dbg !1866
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1867, metadata !DIExpression()), !dbg !1868
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !1869, metadata !DIExpression()), !dbg !1870
  br label %9, !dbg !1871

9:                                                ; preds = %16, %3
  %10 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !1872
  br i1 %10, label %11, label %18, !dbg !1875

11:                                               ; preds = %9
  %12 = load double, double* %6, align 8, !dbg !1876
  %13 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !1877
  %14 = load double, double* %13, align 8, !dbg !1877
  %15 = fadd double %12, %14, !dbg !1878
  store double %15, double* %6, align 8, !dbg !1879
  br label %16, !dbg !1880

16:                                               ; preds = %11
  %17 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !1881
  br label %9, !dbg !1882, !llvm.loop !1883

18:                                               ; preds = %9
  %19 = load double, double* %6, align 8, !dbg !1885
  ret double %19, !dbg !1886
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @_ZL10count_iterRKSt6vectorIiSaIiEE(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #5 !dbg !1887 {
  %2 = alloca %"class.std::vector.0"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !1890, metadata !DIExpression()), !dbg !1891
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1892, metadata !DIExpression()), !dbg !1893
  store i64 0, i64* %3, align 8, !dbg !1893
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"* %4, metadata !1894, metadata !DIExpression()), !dbg !1896
  %6 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !1897
  %7 = call i32* @_ZNKSt6vectorIiSaIiEE5beginEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %6) #14, !dbg !1898
  %8 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %4, i32 0, i32 0, !dbg !1898
  store i32* %7, i32** %8, align 8, !dbg !1898
  br label %9, !dbg !1899

9:                                                ; preds = %20, %1
  %10 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !1900
  %11 = call i32* @_ZNKSt6vectorIiSaIiEE3endEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %10) #14, !dbg !1902
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %5, i32 0, i32 0, !dbg !1902
  store i32* %11, i32** %12, align 8, !dbg !1902
  %13 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPKiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !1903
  br i1 %13, label %14, label %22, !dbg !1904

14:                                               ; preds = %9
  %15 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEdeEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !1905
  %16 = load i32, i32* %15, align 4, !dbg !1905
  %17 = sext i32 %16 to i64, !dbg !1905
  %18 = load i64, i64* %3, align 8, !dbg !1906
  %19 = add nsw i64 %18, %17, !dbg !1906
  store i64 %19, i64* %3, align 8, !dbg !1906
  br label %20, !dbg !1907

20:                                               ; preds = %14
  %21 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.6"* @_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !1908
  br label %9, !dbg !1909, !llvm.loop !1910

22:                                               ; preds = %9
  %23 = load i64, i64* %3, align 8, !dbg !1912
  ret i64 %23, !dbg !1913
}

declare i32 @printf(i8* noundef, ...) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3MatD2Ev(%struct.Mat* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 !dbg !1914 {
  %2 = alloca %struct.Mat*, align 8
  store %struct.Mat* %0, %struct.Mat** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Mat** %2, metadata !1918, metadata !DIExpression()), !dbg !1919
  %3 = load %struct.Mat*, %struct.Mat** %2, align 8
  %4 = getelementptr inbounds %struct.Mat, %struct.Mat* %3, i32 0, i32 2, !dbg !1920
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4) #14, !dbg !1920
  ret void, !dbg !1922
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1923 {
  %2 = alloca %"class.std::vector.0"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !1924, metadata !DIExpression()), !dbg !1925
  %5 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8
  %6 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !1926
  %7 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %6, i32 0, i32 0, !dbg !1926
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1928
  %9 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1929
  %10 = load i32*, i32** %9, align 8, !dbg !1929
  %11 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !1930
  %12 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %11, i32 0, i32 0, !dbg !1930
  %13 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1931
  %14 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1932
  %15 = load i32*, i32** %14, align 8, !dbg !1932
  %16 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !1933
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %16) #14, !dbg !1933
  invoke void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %10, i32* noundef %15, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1934

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !1935
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %19) #14, !dbg !1935
  ret void, !dbg !1936

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1935
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1935
  store i8* %22, i8** %3, align 8, !dbg !1935
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1935
  store i32 %23, i32* %4, align 4, !dbg !1935
  %24 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !1935
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %24) #14, !dbg !1935
  br label %25, !dbg !1935

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1935
  call void @__clang_call_terminate(i8* %26) #15, !dbg !1935
  unreachable, !dbg !1935
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1937 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1938, metadata !DIExpression()), !dbg !1939
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1940
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1940
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1942
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1943
  %10 = load double*, double** %9, align 8, !dbg !1943
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1944
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1944
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1945
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1946
  %15 = load double*, double** %14, align 8, !dbg !1946
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1947
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #14, !dbg !1947
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1948

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1949
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #14, !dbg !1949
  ret void, !dbg !1950

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1949
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1949
  store i8* %22, i8** %3, align 8, !dbg !1949
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1949
  store i32 %23, i32* %4, align 4, !dbg !1949
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1949
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #14, !dbg !1949
  br label %25, !dbg !1949

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1949
  call void @__clang_call_terminate(i8* %26) #15, !dbg !1949
  unreachable, !dbg !1949
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #5 comdat !dbg !1951 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1955, metadata !DIExpression()), !dbg !1956
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !1957, metadata !DIExpression()), !dbg !1958
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !1959
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !1960
  %7 = load double*, double** %6, align 8, !dbg !1960
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !1961
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !1962
  %10 = load double*, double** %9, align 8, !dbg !1962
  %11 = icmp ne double* %7, %10, !dbg !1963
  ret i1 %11, !dbg !1964
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !1965 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1966, metadata !DIExpression()), !dbg !1968
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1969
  %5 = load double*, double** %4, align 8, !dbg !1969
  ret double* %5, !dbg !1970
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !1971 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1972, metadata !DIExpression()), !dbg !1974
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1975
  %5 = load double*, double** %4, align 8, !dbg !1976
  %6 = getelementptr inbounds double, double* %5, i32 1, !dbg !1976
  store double* %6, double** %4, align 8, !dbg !1976
  ret %"class.__gnu_cxx::__normal_iterator"* %3, !dbg !1977
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !1978 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1979, metadata !DIExpression()), !dbg !1980
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1981
  ret double** %4, !dbg !1982
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNKSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !1983 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1984, metadata !DIExpression()), !dbg !1986
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1987
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1987
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1988
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1989
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !1990
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %2, i32 0, i32 0, !dbg !1991
  %10 = load double*, double** %9, align 8, !dbg !1991
  ret double* %10, !dbg !1991
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNKSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !1992 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1993, metadata !DIExpression()), !dbg !1994
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1995
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1995
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1996
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !1997
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !1998
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %2, i32 0, i32 0, !dbg !1999
  %10 = load double*, double** %9, align 8, !dbg !1999
  ret double* %10, !dbg !1999
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPKdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %1) #5 comdat !dbg !2000 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.5"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.5"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.5"* %0, %"class.__gnu_cxx::__normal_iterator.5"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"** %3, metadata !2004, metadata !DIExpression()), !dbg !2005
  store %"class.__gnu_cxx::__normal_iterator.5"* %1, %"class.__gnu_cxx::__normal_iterator.5"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"** %4, metadata !2006, metadata !DIExpression()), !dbg !2007
  %5 = load %"class.__gnu_cxx::__normal_iterator.5"*, %"class.__gnu_cxx::__normal_iterator.5"** %3, align 8, !dbg !2008
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !2009
  %7 = load double*, double** %6, align 8, !dbg !2009
  %8 = load %"class.__gnu_cxx::__normal_iterator.5"*, %"class.__gnu_cxx::__normal_iterator.5"** %4, align 8, !dbg !2010
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !2011
  %10 = load double*, double** %9, align 8, !dbg !2011
  %11 = icmp ne double* %7, %10, !dbg !2012
  ret i1 %11, !dbg !2013
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !2014 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.5"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.5"* %0, %"class.__gnu_cxx::__normal_iterator.5"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"** %2, metadata !2015, metadata !DIExpression()), !dbg !2017
  %3 = load %"class.__gnu_cxx::__normal_iterator.5"*, %"class.__gnu_cxx::__normal_iterator.5"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %3, i32 0, i32 0, !dbg !2018
  %5 = load double*, double** %4, align 8, !dbg !2018
  ret double* %5, !dbg !2019
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.5"* @_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !2020 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.5"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.5"* %0, %"class.__gnu_cxx::__normal_iterator.5"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"** %2, metadata !2021, metadata !DIExpression()), !dbg !2023
  %3 = load %"class.__gnu_cxx::__normal_iterator.5"*, %"class.__gnu_cxx::__normal_iterator.5"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %3, i32 0, i32 0, !dbg !2024
  %5 = load double*, double** %4, align 8, !dbg !2025
  %6 = getelementptr inbounds double, double* %5, i32 1, !dbg !2025
  store double* %6, double** %4, align 8, !dbg !2025
  ret %"class.__gnu_cxx::__normal_iterator.5"* %3, !dbg !2026
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %0, double** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 !dbg !2027 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.5"*, align 8
  %4 = alloca double**, align 8
  store %"class.__gnu_cxx::__normal_iterator.5"* %0, %"class.__gnu_cxx::__normal_iterator.5"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"** %3, metadata !2028, metadata !DIExpression()), !dbg !2029
  store double** %1, double*** %4, align 8
  call void @llvm.dbg.declare(metadata double*** %4, metadata !2030, metadata !DIExpression()), !dbg !2031
  %5 = load %"class.__gnu_cxx::__normal_iterator.5"*, %"class.__gnu_cxx::__normal_iterator.5"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %5, i32 0, i32 0, !dbg !2032
  %7 = load double**, double*** %4, align 8, !dbg !2033
  %8 = load double*, double** %7, align 8, !dbg !2033
  store double* %8, double** %6, align 8, !dbg !2032
  ret void, !dbg !2034
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !2035 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.5"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.5"* %0, %"class.__gnu_cxx::__normal_iterator.5"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"** %2, metadata !2036, metadata !DIExpression()), !dbg !2037
  %3 = load %"class.__gnu_cxx::__normal_iterator.5"*, %"class.__gnu_cxx::__normal_iterator.5"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %3, i32 0, i32 0, !dbg !2038
  ret double** %4, !dbg !2039
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !2040 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !2041, metadata !DIExpression()), !dbg !2042
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2043
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !2043
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2044
  %7 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !2045
  %8 = load double*, double** %7, align 8, !dbg !2045
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2046
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !2046
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2047
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !2048
  %13 = load double*, double** %12, align 8, !dbg !2048
  %14 = ptrtoint double* %8 to i64, !dbg !2049
  %15 = ptrtoint double* %13 to i64, !dbg !2049
  %16 = sub i64 %14, %15, !dbg !2049
  %17 = sdiv exact i64 %16, 8, !dbg !2049
  ret i64 %17, !dbg !2050
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !2051 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2052, metadata !DIExpression()), !dbg !2053
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2054, metadata !DIExpression()), !dbg !2055
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2056
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !2056
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2057
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2058
  %10 = load double*, double** %9, align 8, !dbg !2058
  %11 = load i64, i64* %4, align 8, !dbg !2059
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !2060
  ret double* %12, !dbg !2061
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNKSt6vectorIiSaIiEE5beginEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !2062 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  %3 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !2063, metadata !DIExpression()), !dbg !2065
  %4 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %5 = bitcast %"class.std::vector.0"* %4 to %"struct.std::_Vector_base.1"*, !dbg !2066
  %6 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2066
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2067
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2068
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !2069
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %2, i32 0, i32 0, !dbg !2070
  %10 = load i32*, i32** %9, align 8, !dbg !2070
  ret i32* %10, !dbg !2070
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPKiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %1) #5 comdat !dbg !2071 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %3, metadata !2075, metadata !DIExpression()), !dbg !2076
  store %"class.__gnu_cxx::__normal_iterator.6"* %1, %"class.__gnu_cxx::__normal_iterator.6"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %4, metadata !2077, metadata !DIExpression()), !dbg !2078
  %5 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8, !dbg !2079
  %6 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !2080
  %7 = load i32*, i32** %6, align 8, !dbg !2080
  %8 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %4, align 8, !dbg !2081
  %9 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !2082
  %10 = load i32*, i32** %9, align 8, !dbg !2082
  %11 = icmp ne i32* %7, %10, !dbg !2083
  ret i1 %11, !dbg !2084
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNKSt6vectorIiSaIiEE3endEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !2085 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  %3 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !2086, metadata !DIExpression()), !dbg !2087
  %4 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %5 = bitcast %"class.std::vector.0"* %4 to %"struct.std::_Vector_base.1"*, !dbg !2088
  %6 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2088
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2089
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !2090
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !2091
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %2, i32 0, i32 0, !dbg !2092
  %10 = load i32*, i32** %9, align 8, !dbg !2092
  ret i32* %10, !dbg !2092
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEdeEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !2093 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %2, metadata !2094, metadata !DIExpression()), !dbg !2096
  %3 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %3, i32 0, i32 0, !dbg !2097
  %5 = load i32*, i32** %4, align 8, !dbg !2097
  ret i32* %5, !dbg !2098
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.6"* @_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !2099 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %2, metadata !2100, metadata !DIExpression()), !dbg !2102
  %3 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %3, i32 0, i32 0, !dbg !2103
  %5 = load i32*, i32** %4, align 8, !dbg !2104
  %6 = getelementptr inbounds i32, i32* %5, i32 1, !dbg !2104
  store i32* %6, i32** %4, align 8, !dbg !2104
  ret %"class.__gnu_cxx::__normal_iterator.6"* %3, !dbg !2105
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0, i32** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 !dbg !2106 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  %4 = alloca i32**, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %3, metadata !2107, metadata !DIExpression()), !dbg !2108
  store i32** %1, i32*** %4, align 8
  call void @llvm.dbg.declare(metadata i32*** %4, metadata !2109, metadata !DIExpression()), !dbg !2110
  %5 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %5, i32 0, i32 0, !dbg !2111
  %7 = load i32**, i32*** %4, align 8, !dbg !2112
  %8 = load i32*, i32** %7, align 8, !dbg !2112
  store i32* %8, i32** %6, align 8, !dbg !2111
  ret void, !dbg !2113
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat align 2 !dbg !2114 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %2, metadata !2115, metadata !DIExpression()), !dbg !2116
  %3 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %3, i32 0, i32 0, !dbg !2117
  ret i32** %4, !dbg !2118
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !2119 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2120, metadata !DIExpression()), !dbg !2122
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2123
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !2124 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2125, metadata !DIExpression()), !dbg !2126
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2127
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #6 comdat align 2 !dbg !2128 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2129, metadata !DIExpression()), !dbg !2130
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2131, metadata !DIExpression()), !dbg !2132
  %6 = load i64, i64* %3, align 8, !dbg !2133
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2135
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !2136
  %8 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !2137
  %9 = icmp ugt i64 %6, %8, !dbg !2138
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !2133
  br i1 %9, label %10, label %11, !dbg !2139

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #16, !dbg !2140
  unreachable, !dbg !2140

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !2141
  ret i64 %12, !dbg !2142
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2143 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !2144, metadata !DIExpression()), !dbg !2146
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2147, metadata !DIExpression()), !dbg !2148
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2149, metadata !DIExpression()), !dbg !2150
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !2151
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !2152
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #14, !dbg !2151
  %12 = load i64, i64* %5, align 8, !dbg !2153
  invoke void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !2155

13:                                               ; preds = %3
  ret void, !dbg !2156

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !2157
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !2157
  store i8* %16, i8** %7, align 8, !dbg !2157
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !2157
  store i32 %17, i32* %8, align 4, !dbg !2157
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #14, !dbg !2157
  br label %18, !dbg !2157

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !2157
  %20 = load i32, i32* %8, align 4, !dbg !2157
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !2157
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !2157
  resume { i8*, i32 } %22, !dbg !2157
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !2158 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2159, metadata !DIExpression()), !dbg !2160
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2161, metadata !DIExpression()), !dbg !2162
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2163
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !2163
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2164
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2165
  %10 = load double*, double** %9, align 8, !dbg !2165
  %11 = load i64, i64* %4, align 8, !dbg !2166
  %12 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2167
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12) #14, !dbg !2167
  %14 = call noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %10, i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !2168
  %15 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2169
  %16 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %15, i32 0, i32 0, !dbg !2169
  %17 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2170
  %18 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !2171
  store double* %14, double** %18, align 8, !dbg !2172
  ret void, !dbg !2173
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2174 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2175, metadata !DIExpression()), !dbg !2176
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2177
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2177
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2179
  %9 = load double*, double** %8, align 8, !dbg !2179
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2180
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2180
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !2181
  %13 = load double*, double** %12, align 8, !dbg !2181
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2182
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2182
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !2183
  %17 = load double*, double** %16, align 8, !dbg !2183
  %18 = ptrtoint double* %13 to i64, !dbg !2184
  %19 = ptrtoint double* %17 to i64, !dbg !2184
  %20 = sub i64 %18, %19, !dbg !2184
  %21 = sdiv exact i64 %20, 8, !dbg !2184
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !2185

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2186
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #14, !dbg !2186
  ret void, !dbg !2187

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2186
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !2186
  store i8* %26, i8** %3, align 8, !dbg !2186
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !2186
  store i32 %27, i32* %4, align 4, !dbg !2186
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2186
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #14, !dbg !2186
  br label %29, !dbg !2186

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !2186
  call void @__clang_call_terminate(i8* %30) #15, !dbg !2186
  unreachable, !dbg !2186
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2188 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2189, metadata !DIExpression()), !dbg !2190
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2191, metadata !DIExpression()), !dbg !2193
  store i64 1152921504606846975, i64* %3, align 8, !dbg !2193
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2194, metadata !DIExpression()), !dbg !2195
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !2196
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !2197
  store i64 %6, i64* %4, align 8, !dbg !2195
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !2198

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !2198
  ret i64 %9, !dbg !2199

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2198
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !2198
  call void @__clang_call_terminate(i8* %12) #15, !dbg !2198
  unreachable, !dbg !2198
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !2200 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !2201, metadata !DIExpression()), !dbg !2202
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2203, metadata !DIExpression()), !dbg !2204
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !2205
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2206
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2206
  call void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #14, !dbg !2207
  ret void, !dbg !2208
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !2209 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2210, metadata !DIExpression()), !dbg !2211
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !2212
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !2212
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !2213
  ret i64 %5, !dbg !2214
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #5 comdat !dbg !2215 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !2222, metadata !DIExpression()), !dbg !2223
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !2224, metadata !DIExpression()), !dbg !2225
  %6 = load i64*, i64** %5, align 8, !dbg !2226
  %7 = load i64, i64* %6, align 8, !dbg !2226
  %8 = load i64*, i64** %4, align 8, !dbg !2228
  %9 = load i64, i64* %8, align 8, !dbg !2228
  %10 = icmp ult i64 %7, %9, !dbg !2229
  br i1 %10, label %11, label %13, !dbg !2230

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !2231
  store i64* %12, i64** %3, align 8, !dbg !2232
  br label %15, !dbg !2232

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !2233
  store i64* %14, i64** %3, align 8, !dbg !2234
  br label %15, !dbg !2234

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !2235
  ret i64* %16, !dbg !2235
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !2236 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2237, metadata !DIExpression()), !dbg !2239
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #14, !dbg !2240
  ret i64 %4, !dbg !2241
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !2242 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2243, metadata !DIExpression()), !dbg !2244
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !2245
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !2246 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !2247, metadata !DIExpression()), !dbg !2248
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2249, metadata !DIExpression()), !dbg !2250
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !2251
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !2252 {
  %3 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, metadata !2253, metadata !DIExpression()), !dbg !2255
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2256, metadata !DIExpression()), !dbg !2257
  %5 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !2258
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2259
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !2260
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2258
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #14, !dbg !2261
  ret void, !dbg !2262
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !2263 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !2264, metadata !DIExpression()), !dbg !2265
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2266, metadata !DIExpression()), !dbg !2267
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2268
  %7 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !2269
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2270
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2271
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !2272
  store double* %7, double** %10, align 8, !dbg !2273
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2274
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2275
  %13 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !2276
  %14 = load double*, double** %13, align 8, !dbg !2276
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2277
  %16 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2278
  %17 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !2279
  store double* %14, double** %17, align 8, !dbg !2280
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2281
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2282
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !2283
  %21 = load double*, double** %20, align 8, !dbg !2283
  %22 = load i64, i64* %4, align 8, !dbg !2284
  %23 = getelementptr inbounds double, double* %21, i64 %22, !dbg !2285
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2286
  %25 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2287
  %26 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !2288
  store double* %23, double** %26, align 8, !dbg !2289
  ret void, !dbg !2290
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !2291 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !2293, metadata !DIExpression()), !dbg !2294
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !2295
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !2295
  ret void, !dbg !2297
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !2298 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !2299, metadata !DIExpression()), !dbg !2301
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !2302
  store double* null, double** %4, align 8, !dbg !2302
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !2303
  store double* null, double** %5, align 8, !dbg !2303
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !2304
  store double* null, double** %6, align 8, !dbg !2304
  ret void, !dbg !2305
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !2306 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !2307, metadata !DIExpression()), !dbg !2308
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2309, metadata !DIExpression()), !dbg !2310
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2311
  %7 = icmp ne i64 %6, 0, !dbg !2312
  br i1 %7, label %8, label %13, !dbg !2311

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2313
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !2313
  %11 = load i64, i64* %4, align 8, !dbg !2314
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !2315
  br label %14, !dbg !2311

13:                                               ; preds = %2
  br label %14, !dbg !2311

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !2311
  ret double* %15, !dbg !2316
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #6 comdat align 2 !dbg !2317 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !2318, metadata !DIExpression()), !dbg !2319
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2320, metadata !DIExpression()), !dbg !2321
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !2322
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !2322
  %7 = load i64, i64* %4, align 8, !dbg !2323
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !2324
  ret double* %8, !dbg !2325
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #6 comdat align 2 !dbg !2326 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2327, metadata !DIExpression()), !dbg !2328
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2329, metadata !DIExpression()), !dbg !2330
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2331, metadata !DIExpression()), !dbg !2332
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !2333
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !2335
  %10 = icmp ugt i64 %8, %9, !dbg !2336
  br i1 %10, label %11, label %16, !dbg !2337

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !2338
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !2341
  br i1 %13, label %14, label %15, !dbg !2342

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #16, !dbg !2343
  unreachable, !dbg !2343

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #16, !dbg !2344
  unreachable, !dbg !2344

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !2345
  %18 = mul i64 %17, 8, !dbg !2346
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #17, !dbg !2347
  %20 = bitcast i8* %19 to double*, !dbg !2348
  ret double* %20, !dbg !2349
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #8

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #6 comdat !dbg !2350 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2357, metadata !DIExpression()), !dbg !2358
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2359, metadata !DIExpression()), !dbg !2360
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2361, metadata !DIExpression()), !dbg !2362
  %7 = load double*, double** %4, align 8, !dbg !2363
  %8 = load i64, i64* %5, align 8, !dbg !2364
  %9 = call noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %7, i64 noundef %8), !dbg !2365
  ret double* %9, !dbg !2366
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !2367 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2368, metadata !DIExpression()), !dbg !2369
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !2370
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !2371
  ret %"class.std::allocator"* %5, !dbg !2372
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %0, i64 noundef %1) #6 comdat !dbg !2373 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !2377, metadata !DIExpression()), !dbg !2378
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2379, metadata !DIExpression()), !dbg !2380
  call void @llvm.dbg.declare(metadata i8* %5, metadata !2381, metadata !DIExpression()), !dbg !2382
  store i8 1, i8* %5, align 1, !dbg !2382
  %6 = load double*, double** %3, align 8, !dbg !2383
  %7 = load i64, i64* %4, align 8, !dbg !2384
  %8 = call noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %6, i64 noundef %7), !dbg !2385
  ret double* %8, !dbg !2386
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %0, i64 noundef %1) #6 comdat align 2 !dbg !2387 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !2392, metadata !DIExpression()), !dbg !2393
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2394, metadata !DIExpression()), !dbg !2395
  %6 = load i64, i64* %4, align 8, !dbg !2396
  %7 = icmp ugt i64 %6, 0, !dbg !2398
  br i1 %7, label %8, label %19, !dbg !2399

8:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata double** %5, metadata !2400, metadata !DIExpression()), !dbg !2404
  %9 = load double*, double** %3, align 8, !dbg !2405
  %10 = call noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %9) #14, !dbg !2406
  store double* %10, double** %5, align 8, !dbg !2404
  %11 = load double*, double** %5, align 8, !dbg !2407
  call void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %11), !dbg !2408
  %12 = load double*, double** %3, align 8, !dbg !2409
  %13 = getelementptr inbounds double, double* %12, i32 1, !dbg !2409
  store double* %13, double** %3, align 8, !dbg !2409
  %14 = load double*, double** %3, align 8, !dbg !2410
  %15 = load i64, i64* %4, align 8, !dbg !2411
  %16 = sub i64 %15, 1, !dbg !2412
  %17 = load double*, double** %5, align 8, !dbg !2413
  %18 = call noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %14, i64 noundef %16, double* noundef nonnull align 8 dereferenceable(8) %17), !dbg !2414
  store double* %18, double** %3, align 8, !dbg !2415
  br label %19, !dbg !2416

19:                                               ; preds = %8, %2
  %20 = load double*, double** %3, align 8, !dbg !2417
  ret double* %20, !dbg !2418
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat !dbg !2419 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !2423, metadata !DIExpression()), !dbg !2424
  %3 = load double*, double** %2, align 8, !dbg !2425
  ret double* %3, !dbg !2426
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %0) #5 comdat !dbg !2427 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !2433, metadata !DIExpression()), !dbg !2434
  %3 = load double*, double** %2, align 8, !dbg !2435
  %4 = bitcast double* %3 to i8*, !dbg !2435
  %5 = bitcast i8* %4 to double*, !dbg !2436
  store double 0.000000e+00, double* %5, align 8, !dbg !2436
  ret void, !dbg !2437
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !2438 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2443, metadata !DIExpression()), !dbg !2444
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2445, metadata !DIExpression()), !dbg !2446
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2447, metadata !DIExpression()), !dbg !2448
  %9 = load double*, double** %4, align 8, !dbg !2449
  %10 = load i64, i64* %5, align 8, !dbg !2450
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !2451
  %12 = load double*, double** %6, align 8, !dbg !2452
  call void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %4), !dbg !2453
  %13 = call noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %9, i64 noundef %11, double* noundef nonnull align 8 dereferenceable(8) %12), !dbg !2454
  ret double* %13, !dbg !2455
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !2456 {
  %4 = alloca double*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca double*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2471, metadata !DIExpression()), !dbg !2472
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2473, metadata !DIExpression()), !dbg !2474
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !2475, metadata !DIExpression()), !dbg !2476
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !2477, metadata !DIExpression()), !dbg !2478
  %9 = load i64, i64* %7, align 8, !dbg !2479
  %10 = icmp ule i64 %9, 0, !dbg !2481
  br i1 %10, label %11, label %13, !dbg !2482

11:                                               ; preds = %3
  %12 = load double*, double** %6, align 8, !dbg !2483
  store double* %12, double** %4, align 8, !dbg !2484
  br label %22, !dbg !2484

13:                                               ; preds = %3
  %14 = load double*, double** %6, align 8, !dbg !2485
  %15 = load double*, double** %6, align 8, !dbg !2486
  %16 = load i64, i64* %7, align 8, !dbg !2487
  %17 = getelementptr inbounds double, double* %15, i64 %16, !dbg !2488
  %18 = load double*, double** %8, align 8, !dbg !2489
  call void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %14, double* noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18), !dbg !2490
  %19 = load double*, double** %6, align 8, !dbg !2491
  %20 = load i64, i64* %7, align 8, !dbg !2492
  %21 = getelementptr inbounds double, double* %19, i64 %20, !dbg !2493
  store double* %21, double** %4, align 8, !dbg !2494
  br label %22, !dbg !2494

22:                                               ; preds = %13, %11
  %23 = load double*, double** %4, align 8, !dbg !2495
  ret double* %23, !dbg !2495
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #5 comdat !dbg !2496 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !2499, metadata !DIExpression()), !dbg !2500
  %3 = load i64, i64* %2, align 8, !dbg !2501
  ret i64 %3, !dbg !2502
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %0) #5 comdat !dbg !2503 {
  %2 = alloca double**, align 8
  store double** %0, double*** %2, align 8
  call void @llvm.dbg.declare(metadata double*** %2, metadata !2509, metadata !DIExpression()), !dbg !2510
  ret void, !dbg !2511
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !2512 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2517, metadata !DIExpression()), !dbg !2518
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2519, metadata !DIExpression()), !dbg !2520
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2521, metadata !DIExpression()), !dbg !2522
  %7 = load double*, double** %4, align 8, !dbg !2523
  %8 = load double*, double** %5, align 8, !dbg !2524
  %9 = load double*, double** %6, align 8, !dbg !2525
  call void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %7, double* noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !2526
  ret void, !dbg !2527
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !2528 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2538, metadata !DIExpression()), !dbg !2539
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2540, metadata !DIExpression()), !dbg !2541
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2542, metadata !DIExpression()), !dbg !2543
  call void @llvm.dbg.declare(metadata double* %7, metadata !2544, metadata !DIExpression()), !dbg !2545
  %8 = load double*, double** %6, align 8, !dbg !2546
  %9 = load double, double* %8, align 8, !dbg !2546
  store double %9, double* %7, align 8, !dbg !2545
  br label %10, !dbg !2547

10:                                               ; preds = %17, %3
  %11 = load double*, double** %4, align 8, !dbg !2548
  %12 = load double*, double** %5, align 8, !dbg !2551
  %13 = icmp ne double* %11, %12, !dbg !2552
  br i1 %13, label %14, label %20, !dbg !2553

14:                                               ; preds = %10
  %15 = load double, double* %7, align 8, !dbg !2554
  %16 = load double*, double** %4, align 8, !dbg !2555
  store double %15, double* %16, align 8, !dbg !2556
  br label %17, !dbg !2557

17:                                               ; preds = %14
  %18 = load double*, double** %4, align 8, !dbg !2558
  %19 = getelementptr inbounds double, double* %18, i32 1, !dbg !2558
  store double* %19, double** %4, align 8, !dbg !2558
  br label %10, !dbg !2559, !llvm.loop !2560

20:                                               ; preds = %10
  ret void, !dbg !2562
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !2563 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !2564, metadata !DIExpression()), !dbg !2565
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2566, metadata !DIExpression()), !dbg !2567
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2568, metadata !DIExpression()), !dbg !2569
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !2570
  %9 = icmp ne double* %8, null, !dbg !2570
  br i1 %9, label %10, label %15, !dbg !2572

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !2573
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !2573
  %13 = load double*, double** %5, align 8, !dbg !2574
  %14 = load i64, i64* %6, align 8, !dbg !2575
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !2576
  br label %15, !dbg !2576

15:                                               ; preds = %10, %3
  ret void, !dbg !2577
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !2578 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2579, metadata !DIExpression()), !dbg !2580
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2581, metadata !DIExpression()), !dbg !2582
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2583, metadata !DIExpression()), !dbg !2584
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2585
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2585
  %9 = load double*, double** %5, align 8, !dbg !2586
  %10 = load i64, i64* %6, align 8, !dbg !2587
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !2588
  ret void, !dbg !2589
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !2590 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2591, metadata !DIExpression()), !dbg !2592
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2593, metadata !DIExpression()), !dbg !2594
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2595, metadata !DIExpression()), !dbg !2596
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !2597
  %9 = bitcast double* %8 to i8*, !dbg !2597
  call void @_ZdlPv(i8* noundef %9) #18, !dbg !2598
  ret void, !dbg !2599
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #6 comdat !dbg !2600 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2603, metadata !DIExpression()), !dbg !2604
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2605, metadata !DIExpression()), !dbg !2606
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2607, metadata !DIExpression()), !dbg !2608
  %7 = load double*, double** %4, align 8, !dbg !2609
  %8 = load double*, double** %5, align 8, !dbg !2610
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !2611
  ret void, !dbg !2612
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #6 comdat !dbg !2613 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !2617, metadata !DIExpression()), !dbg !2618
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2619, metadata !DIExpression()), !dbg !2620
  %5 = load double*, double** %3, align 8, !dbg !2621
  %6 = load double*, double** %4, align 8, !dbg !2622
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !2623
  ret void, !dbg !2624
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #5 comdat align 2 !dbg !2625 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !2629, metadata !DIExpression()), !dbg !2630
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2631, metadata !DIExpression()), !dbg !2632
  ret void, !dbg !2633
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, double** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 !dbg !2634 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca double**, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !2635, metadata !DIExpression()), !dbg !2636
  store double** %1, double*** %4, align 8
  call void @llvm.dbg.declare(metadata double*** %4, metadata !2637, metadata !DIExpression()), !dbg !2638
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2639
  %7 = load double**, double*** %4, align 8, !dbg !2640
  %8 = load double*, double** %7, align 8, !dbg !2640
  store double* %8, double** %6, align 8, !dbg !2639
  ret void, !dbg !2641
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_(%"class.std::allocator"* noalias sret(%"class.std::allocator") align 1 %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #6 comdat align 2 !dbg !2642 {
  %3 = alloca i8*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = bitcast %"class.std::allocator"* %0 to i8*
  store i8* %5, i8** %3, align 8
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2643, metadata !DIExpression()), !dbg !2644
  %6 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2645
  call void @_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_(%"class.std::allocator"* sret(%"class.std::allocator") align 1 %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6), !dbg !2646
  ret void, !dbg !2647
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !2648 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2649, metadata !DIExpression()), !dbg !2651
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !2652
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !2653
  ret %"class.std::allocator"* %5, !dbg !2654
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPddET0_T_SA_S9_RSaIT1_E(double* %0, double* %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #6 comdat !dbg !2655 {
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %5, i32 0, i32 0
  store double* %0, double** %11, align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %6, i32 0, i32 0
  store double* %1, double** %12, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %5, metadata !2660, metadata !DIExpression()), !dbg !2661
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %6, metadata !2662, metadata !DIExpression()), !dbg !2663
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !2664, metadata !DIExpression()), !dbg !2665
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !2666, metadata !DIExpression()), !dbg !2667
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %9 to i8*, !dbg !2668
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %5 to i8*, !dbg !2668
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !2668
  %15 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %10 to i8*, !dbg !2669
  %16 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %6 to i8*, !dbg !2669
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 %16, i64 8, i1 false), !dbg !2669
  %17 = load double*, double** %7, align 8, !dbg !2670
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %9, i32 0, i32 0, !dbg !2671
  %19 = load double*, double** %18, align 8, !dbg !2671
  %20 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %10, i32 0, i32 0, !dbg !2671
  %21 = load double*, double** %20, align 8, !dbg !2671
  %22 = call noundef double* @_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_(double* %19, double* %21, double* noundef %17), !dbg !2671
  ret double* %22, !dbg !2672
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_(%"class.std::allocator"* noalias sret(%"class.std::allocator") align 1 %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #5 comdat align 2 !dbg !2673 {
  %3 = alloca i8*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = bitcast %"class.std::allocator"* %0 to i8*
  store i8* %5, i8** %3, align 8
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2674, metadata !DIExpression()), !dbg !2675
  %6 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2676
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6) #14, !dbg !2676
  ret void, !dbg !2677
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_(double* %0, double* %1, double* noundef %2) #6 comdat !dbg !2678 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %6 = alloca double*, align 8
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %4, i32 0, i32 0
  store double* %0, double** %11, align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %5, i32 0, i32 0
  store double* %1, double** %12, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %4, metadata !2682, metadata !DIExpression()), !dbg !2683
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %5, metadata !2684, metadata !DIExpression()), !dbg !2685
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2686, metadata !DIExpression()), !dbg !2687
  call void @llvm.dbg.declare(metadata i8* %7, metadata !2688, metadata !DIExpression()), !dbg !2689
  store i8 1, i8* %7, align 1, !dbg !2689
  call void @llvm.dbg.declare(metadata i8* %8, metadata !2690, metadata !DIExpression()), !dbg !2691
  store i8 1, i8* %8, align 1, !dbg !2691
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %9 to i8*, !dbg !2692
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %4 to i8*, !dbg !2692
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !2692
  %15 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %10 to i8*, !dbg !2693
  %16 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %5 to i8*, !dbg !2693
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 %16, i64 8, i1 false), !dbg !2693
  %17 = load double*, double** %6, align 8, !dbg !2694
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %9, i32 0, i32 0, !dbg !2695
  %19 = load double*, double** %18, align 8, !dbg !2695
  %20 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %10, i32 0, i32 0, !dbg !2695
  %21 = load double*, double** %20, align 8, !dbg !2695
  %22 = call noundef double* @_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdEET0_T_SC_SB_(double* %19, double* %21, double* noundef %17), !dbg !2695
  ret double* %22, !dbg !2696
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdEET0_T_SC_SB_(double* %0, double* %1, double* noundef %2) #6 comdat align 2 !dbg !2697 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %6 = alloca double*, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %4, i32 0, i32 0
  store double* %0, double** %9, align 8
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %5, i32 0, i32 0
  store double* %1, double** %10, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %4, metadata !2702, metadata !DIExpression()), !dbg !2703
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %5, metadata !2704, metadata !DIExpression()), !dbg !2705
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2706, metadata !DIExpression()), !dbg !2707
  %11 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %7 to i8*, !dbg !2708
  %12 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %4 to i8*, !dbg !2708
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 8, i1 false), !dbg !2708
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %8 to i8*, !dbg !2709
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %5 to i8*, !dbg !2709
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !2709
  %15 = load double*, double** %6, align 8, !dbg !2710
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %7, i32 0, i32 0, !dbg !2711
  %17 = load double*, double** %16, align 8, !dbg !2711
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %8, i32 0, i32 0, !dbg !2711
  %19 = load double*, double** %18, align 8, !dbg !2711
  %20 = call noundef double* @_ZSt4copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_(double* %17, double* %19, double* noundef %15), !dbg !2711
  ret double* %20, !dbg !2712
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt4copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_(double* %0, double* %1, double* noundef %2) #6 comdat !dbg !2713 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %6 = alloca double*, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %4, i32 0, i32 0
  store double* %0, double** %11, align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %5, i32 0, i32 0
  store double* %1, double** %12, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %4, metadata !2716, metadata !DIExpression()), !dbg !2717
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %5, metadata !2718, metadata !DIExpression()), !dbg !2719
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2720, metadata !DIExpression()), !dbg !2721
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %8 to i8*, !dbg !2722
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %4 to i8*, !dbg !2722
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !2722
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %8, i32 0, i32 0, !dbg !2723
  %16 = load double*, double** %15, align 8, !dbg !2723
  %17 = call double* @_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEET_S8_(double* %16), !dbg !2723
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %7, i32 0, i32 0, !dbg !2723
  store double* %17, double** %18, align 8, !dbg !2723
  %19 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %10 to i8*, !dbg !2724
  %20 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %5 to i8*, !dbg !2724
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %19, i8* align 8 %20, i64 8, i1 false), !dbg !2724
  %21 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %10, i32 0, i32 0, !dbg !2725
  %22 = load double*, double** %21, align 8, !dbg !2725
  %23 = call double* @_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEET_S8_(double* %22), !dbg !2725
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %9, i32 0, i32 0, !dbg !2725
  store double* %23, double** %24, align 8, !dbg !2725
  %25 = load double*, double** %6, align 8, !dbg !2726
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %7, i32 0, i32 0, !dbg !2727
  %27 = load double*, double** %26, align 8, !dbg !2727
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %9, i32 0, i32 0, !dbg !2727
  %29 = load double*, double** %28, align 8, !dbg !2727
  %30 = call noundef double* @_ZSt13__copy_move_aILb0EN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET1_T0_SA_S9_(double* %27, double* %29, double* noundef %25), !dbg !2727
  ret double* %30, !dbg !2728
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt13__copy_move_aILb0EN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET1_T0_SA_S9_(double* %0, double* %1, double* noundef %2) #6 comdat !dbg !2729 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %6 = alloca double*, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %4, i32 0, i32 0
  store double* %0, double** %9, align 8
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %5, i32 0, i32 0
  store double* %1, double** %10, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %4, metadata !2734, metadata !DIExpression()), !dbg !2735
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %5, metadata !2736, metadata !DIExpression()), !dbg !2737
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2738, metadata !DIExpression()), !dbg !2739
  %11 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %7 to i8*, !dbg !2740
  %12 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %4 to i8*, !dbg !2740
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 8, i1 false), !dbg !2740
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %7, i32 0, i32 0, !dbg !2741
  %14 = load double*, double** %13, align 8, !dbg !2741
  %15 = call noundef double* @_ZSt12__niter_baseIPKdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS5_T0_EE(double* %14) #14, !dbg !2741
  %16 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %8 to i8*, !dbg !2742
  %17 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %5 to i8*, !dbg !2742
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 8, i1 false), !dbg !2742
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %8, i32 0, i32 0, !dbg !2743
  %19 = load double*, double** %18, align 8, !dbg !2743
  %20 = call noundef double* @_ZSt12__niter_baseIPKdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS5_T0_EE(double* %19) #14, !dbg !2743
  %21 = load double*, double** %6, align 8, !dbg !2744
  %22 = call noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %21) #14, !dbg !2745
  %23 = call noundef double* @_ZSt14__copy_move_a1ILb0EPKdPdET1_T0_S4_S3_(double* noundef %15, double* noundef %20, double* noundef %22), !dbg !2746
  %24 = call noundef double* @_ZSt12__niter_wrapIPdET_RKS1_S1_(double** noundef nonnull align 8 dereferenceable(8) %6, double* noundef %23), !dbg !2747
  ret double* %24, !dbg !2748
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEET_S8_(double* %0) #5 comdat !dbg !2749 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %3, i32 0, i32 0
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %3, metadata !2755, metadata !DIExpression()), !dbg !2756
  %5 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %2 to i8*, !dbg !2757
  %6 = bitcast %"class.__gnu_cxx::__normal_iterator.5"* %3 to i8*, !dbg !2757
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 %6, i64 8, i1 false), !dbg !2757
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %2, i32 0, i32 0, !dbg !2758
  %8 = load double*, double** %7, align 8, !dbg !2758
  ret double* %8, !dbg !2758
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__niter_wrapIPdET_RKS1_S1_(double** noundef nonnull align 8 dereferenceable(8) %0, double* noundef %1) #5 comdat !dbg !2759 {
  %3 = alloca double**, align 8
  %4 = alloca double*, align 8
  store double** %0, double*** %3, align 8
  call void @llvm.dbg.declare(metadata double*** %3, metadata !2762, metadata !DIExpression()), !dbg !2763
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2764, metadata !DIExpression()), !dbg !2765
  %5 = load double*, double** %4, align 8, !dbg !2766
  ret double* %5, !dbg !2767
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt14__copy_move_a1ILb0EPKdPdET1_T0_S4_S3_(double* noundef %0, double* noundef %1, double* noundef %2) #6 comdat !dbg !2768 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2773, metadata !DIExpression()), !dbg !2774
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2775, metadata !DIExpression()), !dbg !2776
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2777, metadata !DIExpression()), !dbg !2778
  %7 = load double*, double** %4, align 8, !dbg !2779
  %8 = load double*, double** %5, align 8, !dbg !2780
  %9 = load double*, double** %6, align 8, !dbg !2781
  %10 = call noundef double* @_ZSt14__copy_move_a2ILb0EPKdPdET1_T0_S4_S3_(double* noundef %7, double* noundef %8, double* noundef %9), !dbg !2782
  ret double* %10, !dbg !2783
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__niter_baseIPKdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS5_T0_EE(double* %0) #5 comdat !dbg !2784 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.5", align 8
  %3 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.5", %"class.__gnu_cxx::__normal_iterator.5"* %2, i32 0, i32 0
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.5"* %2, metadata !2787, metadata !DIExpression()), !dbg !2788
  %4 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.5"* noundef nonnull align 8 dereferenceable(8) %2) #14, !dbg !2789
  %5 = load double*, double** %4, align 8, !dbg !2789
  ret double* %5, !dbg !2790
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %0) #5 comdat !dbg !2791 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !2794, metadata !DIExpression()), !dbg !2795
  %3 = load double*, double** %2, align 8, !dbg !2796
  ret double* %3, !dbg !2797
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt14__copy_move_a2ILb0EPKdPdET1_T0_S4_S3_(double* noundef %0, double* noundef %1, double* noundef %2) #6 comdat !dbg !2798 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2799, metadata !DIExpression()), !dbg !2800
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2801, metadata !DIExpression()), !dbg !2802
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2803, metadata !DIExpression()), !dbg !2804
  %7 = load double*, double** %4, align 8, !dbg !2805
  %8 = load double*, double** %5, align 8, !dbg !2806
  %9 = load double*, double** %6, align 8, !dbg !2807
  %10 = call noundef double* @_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIdEEPT_PKS3_S6_S4_(double* noundef %7, double* noundef %8, double* noundef %9), !dbg !2808
  ret double* %10, !dbg !2809
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIdEEPT_PKS3_S6_S4_(double* noundef %0, double* noundef %1, double* noundef %2) #5 comdat align 2 !dbg !2810 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2816, metadata !DIExpression()), !dbg !2817
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2818, metadata !DIExpression()), !dbg !2819
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2820, metadata !DIExpression()), !dbg !2821
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2822, metadata !DIExpression()), !dbg !2824
  %8 = load double*, double** %5, align 8, !dbg !2825
  %9 = load double*, double** %4, align 8, !dbg !2826
  %10 = ptrtoint double* %8 to i64, !dbg !2827
  %11 = ptrtoint double* %9 to i64, !dbg !2827
  %12 = sub i64 %10, %11, !dbg !2827
  %13 = sdiv exact i64 %12, 8, !dbg !2827
  store i64 %13, i64* %7, align 8, !dbg !2824
  %14 = load i64, i64* %7, align 8, !dbg !2828
  %15 = icmp ne i64 %14, 0, !dbg !2828
  br i1 %15, label %16, label %23, !dbg !2830

16:                                               ; preds = %3
  %17 = load double*, double** %6, align 8, !dbg !2831
  %18 = bitcast double* %17 to i8*, !dbg !2832
  %19 = load double*, double** %4, align 8, !dbg !2833
  %20 = bitcast double* %19 to i8*, !dbg !2832
  %21 = load i64, i64* %7, align 8, !dbg !2834
  %22 = mul i64 8, %21, !dbg !2835
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %18, i8* align 8 %20, i64 %22, i1 false), !dbg !2832
  br label %23, !dbg !2832

23:                                               ; preds = %16, %3
  %24 = load double*, double** %6, align 8, !dbg !2836
  %25 = load i64, i64* %7, align 8, !dbg !2837
  %26 = getelementptr inbounds double, double* %24, i64 %25, !dbg !2838
  ret double* %26, !dbg !2839
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #12

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !2840 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2841, metadata !DIExpression()), !dbg !2843
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  ret void, !dbg !2844
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !2845 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2846, metadata !DIExpression()), !dbg !2847
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  ret void, !dbg !2848
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %1) #6 comdat align 2 !dbg !2849 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator.2"*, align 8
  %5 = alloca %"class.std::allocator.2", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2850, metadata !DIExpression()), !dbg !2851
  store %"class.std::allocator.2"* %1, %"class.std::allocator.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %4, metadata !2852, metadata !DIExpression()), !dbg !2853
  %6 = load i64, i64* %3, align 8, !dbg !2854
  %7 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %4, align 8, !dbg !2856
  call void @_ZNSaIiEC2ERKS_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !2857
  %8 = call noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !2858
  %9 = icmp ugt i64 %6, %8, !dbg !2859
  call void @_ZNSaIiED2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !2854
  br i1 %9, label %10, label %11, !dbg !2860

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #16, !dbg !2861
  unreachable, !dbg !2861

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !2862
  ret i64 %12, !dbg !2863
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2864 {
  %4 = alloca %"struct.std::_Vector_base.1"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator.2"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %4, metadata !2865, metadata !DIExpression()), !dbg !2867
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2868, metadata !DIExpression()), !dbg !2869
  store %"class.std::allocator.2"* %2, %"class.std::allocator.2"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %6, metadata !2870, metadata !DIExpression()), !dbg !2871
  %9 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %9, i32 0, i32 0, !dbg !2872
  %11 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %6, align 8, !dbg !2873
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %11) #14, !dbg !2872
  %12 = load i64, i64* %5, align 8, !dbg !2874
  invoke void @_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !2876

13:                                               ; preds = %3
  ret void, !dbg !2877

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !2878
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !2878
  store i8* %16, i8** %7, align 8, !dbg !2878
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !2878
  store i32 %17, i32* %8, align 4, !dbg !2878
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #14, !dbg !2878
  br label %18, !dbg !2878

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !2878
  %20 = load i32, i32* %8, align 4, !dbg !2878
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !2878
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !2878
  resume { i8*, i32 } %22, !dbg !2878
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #6 comdat align 2 !dbg !2879 {
  %4 = alloca %"class.std::vector.0"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %4, metadata !2880, metadata !DIExpression()), !dbg !2881
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2882, metadata !DIExpression()), !dbg !2883
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2884, metadata !DIExpression()), !dbg !2885
  %7 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8
  %8 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !2886
  %9 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %8, i32 0, i32 0, !dbg !2886
  %10 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %9 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2887
  %11 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %10, i32 0, i32 0, !dbg !2888
  %12 = load i32*, i32** %11, align 8, !dbg !2888
  %13 = load i64, i64* %5, align 8, !dbg !2889
  %14 = load i32*, i32** %6, align 8, !dbg !2890
  %15 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !2891
  %16 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %15) #14, !dbg !2891
  %17 = call noundef i32* @_ZSt24__uninitialized_fill_n_aIPimiiET_S1_T0_RKT1_RSaIT2_E(i32* noundef %12, i64 noundef %13, i32* noundef nonnull align 4 dereferenceable(4) %14, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !2892
  %18 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !2893
  %19 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %18, i32 0, i32 0, !dbg !2893
  %20 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %19 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2894
  %21 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %20, i32 0, i32 1, !dbg !2895
  store i32* %17, i32** %21, align 8, !dbg !2896
  ret void, !dbg !2897
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2898 {
  %2 = alloca %"struct.std::_Vector_base.1"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %2, metadata !2899, metadata !DIExpression()), !dbg !2900
  %5 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2901
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2901
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2903
  %9 = load i32*, i32** %8, align 8, !dbg !2903
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2904
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2904
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !2905
  %13 = load i32*, i32** %12, align 8, !dbg !2905
  %14 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2906
  %15 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2906
  %16 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !2907
  %17 = load i32*, i32** %16, align 8, !dbg !2907
  %18 = ptrtoint i32* %13 to i64, !dbg !2908
  %19 = ptrtoint i32* %17 to i64, !dbg !2908
  %20 = sub i64 %18, %19, !dbg !2908
  %21 = sdiv exact i64 %20, 4, !dbg !2908
  invoke void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %5, i32* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !2909

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2910
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #14, !dbg !2910
  ret void, !dbg !2911

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2910
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !2910
  store i8* %26, i8** %3, align 8, !dbg !2910
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !2910
  store i32 %27, i32* %4, align 4, !dbg !2910
  %28 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2910
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #14, !dbg !2910
  br label %29, !dbg !2910

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !2910
  call void @__clang_call_terminate(i8* %30) #15, !dbg !2910
  unreachable, !dbg !2910
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !2912 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !2913, metadata !DIExpression()), !dbg !2914
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2915, metadata !DIExpression()), !dbg !2916
  store i64 2305843009213693951, i64* %3, align 8, !dbg !2916
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2917, metadata !DIExpression()), !dbg !2918
  %5 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8, !dbg !2919
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %5) #14, !dbg !2920
  store i64 %6, i64* %4, align 8, !dbg !2918
  %7 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4), !dbg !2921
  %8 = load i64, i64* %7, align 8, !dbg !2921
  ret i64 %8, !dbg !2922
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiEC2ERKS_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !2923 {
  %3 = alloca %"class.std::allocator.2"*, align 8
  %4 = alloca %"class.std::allocator.2"*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %3, metadata !2924, metadata !DIExpression()), !dbg !2925
  store %"class.std::allocator.2"* %1, %"class.std::allocator.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %4, metadata !2926, metadata !DIExpression()), !dbg !2927
  %5 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %3, align 8
  %6 = bitcast %"class.std::allocator.2"* %5 to %"class.std::__new_allocator.3"*, !dbg !2928
  %7 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %4, align 8, !dbg !2929
  %8 = bitcast %"class.std::allocator.2"* %7 to %"class.std::__new_allocator.3"*, !dbg !2929
  call void @_ZNSt15__new_allocatorIiEC2ERKS0_(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %8) #14, !dbg !2930
  ret void, !dbg !2931
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !2932 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !2933, metadata !DIExpression()), !dbg !2934
  %3 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8, !dbg !2935
  %4 = bitcast %"class.std::allocator.2"* %3 to %"class.std::__new_allocator.3"*, !dbg !2935
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !2936
  ret i64 %5, !dbg !2937
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !2938 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2939, metadata !DIExpression()), !dbg !2941
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %3) #14, !dbg !2942
  ret i64 %4, !dbg !2943
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !2944 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2945, metadata !DIExpression()), !dbg !2946
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  ret i64 2305843009213693951, !dbg !2947
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiEC2ERKS0_(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !2948 {
  %3 = alloca %"class.std::__new_allocator.3"*, align 8
  %4 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %3, metadata !2949, metadata !DIExpression()), !dbg !2950
  store %"class.std::__new_allocator.3"* %1, %"class.std::__new_allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %4, metadata !2951, metadata !DIExpression()), !dbg !2952
  %5 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %3, align 8
  ret void, !dbg !2953
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !2954 {
  %3 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator.2"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %3, metadata !2955, metadata !DIExpression()), !dbg !2957
  store %"class.std::allocator.2"* %1, %"class.std::allocator.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %4, metadata !2958, metadata !DIExpression()), !dbg !2959
  %5 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"class.std::allocator.2"*, !dbg !2960
  %7 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %4, align 8, !dbg !2961
  call void @_ZNSaIiEC2ERKS_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !2962
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2960
  call void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #14, !dbg !2963
  ret void, !dbg !2964
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !2965 {
  %3 = alloca %"struct.std::_Vector_base.1"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %3, metadata !2966, metadata !DIExpression()), !dbg !2967
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2968, metadata !DIExpression()), !dbg !2969
  %5 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2970
  %7 = call noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !2971
  %8 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2972
  %9 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2973
  %10 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !2974
  store i32* %7, i32** %10, align 8, !dbg !2975
  %11 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2976
  %12 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2977
  %13 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !2978
  %14 = load i32*, i32** %13, align 8, !dbg !2978
  %15 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2979
  %16 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2980
  %17 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !2981
  store i32* %14, i32** %17, align 8, !dbg !2982
  %18 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2983
  %19 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2984
  %20 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !2985
  %21 = load i32*, i32** %20, align 8, !dbg !2985
  %22 = load i64, i64* %4, align 8, !dbg !2986
  %23 = getelementptr inbounds i32, i32* %21, i64 %22, !dbg !2987
  %24 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2988
  %25 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2989
  %26 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !2990
  store i32* %23, i32** %26, align 8, !dbg !2991
  ret void, !dbg !2992
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !2993 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, metadata !2995, metadata !DIExpression()), !dbg !2996
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"class.std::allocator.2"*, !dbg !2997
  call void @_ZNSaIiED2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %4) #14, !dbg !2997
  ret void, !dbg !2999
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !3000 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, metadata !3001, metadata !DIExpression()), !dbg !3003
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !3004
  store i32* null, i32** %4, align 8, !dbg !3004
  %5 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !3005
  store i32* null, i32** %5, align 8, !dbg !3005
  %6 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !3006
  store i32* null, i32** %6, align 8, !dbg !3006
  ret void, !dbg !3007
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !3008 {
  %3 = alloca %"struct.std::_Vector_base.1"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %3, metadata !3009, metadata !DIExpression()), !dbg !3010
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3011, metadata !DIExpression()), !dbg !3012
  %5 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !3013
  %7 = icmp ne i64 %6, 0, !dbg !3014
  br i1 %7, label %8, label %13, !dbg !3013

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !3015
  %10 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %9 to %"class.std::allocator.2"*, !dbg !3015
  %11 = load i64, i64* %4, align 8, !dbg !3016
  %12 = call noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !3017
  br label %14, !dbg !3013

13:                                               ; preds = %2
  br label %14, !dbg !3013

14:                                               ; preds = %13, %8
  %15 = phi i32* [ %12, %8 ], [ null, %13 ], !dbg !3013
  ret i32* %15, !dbg !3018
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #6 comdat align 2 !dbg !3019 {
  %3 = alloca %"class.std::allocator.2"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %3, metadata !3020, metadata !DIExpression()), !dbg !3021
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3022, metadata !DIExpression()), !dbg !3023
  %5 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %3, align 8, !dbg !3024
  %6 = bitcast %"class.std::allocator.2"* %5 to %"class.std::__new_allocator.3"*, !dbg !3024
  %7 = load i64, i64* %4, align 8, !dbg !3025
  %8 = call noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !3026
  ret i32* %8, !dbg !3027
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #6 comdat align 2 !dbg !3028 {
  %4 = alloca %"class.std::__new_allocator.3"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %4, metadata !3029, metadata !DIExpression()), !dbg !3030
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3031, metadata !DIExpression()), !dbg !3032
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !3033, metadata !DIExpression()), !dbg !3034
  %7 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !3035
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %7) #14, !dbg !3037
  %10 = icmp ugt i64 %8, %9, !dbg !3038
  br i1 %10, label %11, label %16, !dbg !3039

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !3040
  %13 = icmp ugt i64 %12, 4611686018427387903, !dbg !3043
  br i1 %13, label %14, label %15, !dbg !3044

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #16, !dbg !3045
  unreachable, !dbg !3045

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #16, !dbg !3046
  unreachable, !dbg !3046

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !3047
  %18 = mul i64 %17, 4, !dbg !3048
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #17, !dbg !3049
  %20 = bitcast i8* %19 to i32*, !dbg !3050
  ret i32* %20, !dbg !3051
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt24__uninitialized_fill_n_aIPimiiET_S1_T0_RKT1_RSaIT2_E(i32* noundef %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %3) #6 comdat !dbg !3052 {
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.2"*, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3058, metadata !DIExpression()), !dbg !3059
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3060, metadata !DIExpression()), !dbg !3061
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3062, metadata !DIExpression()), !dbg !3063
  store %"class.std::allocator.2"* %3, %"class.std::allocator.2"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %8, metadata !3064, metadata !DIExpression()), !dbg !3065
  %9 = load i32*, i32** %5, align 8, !dbg !3066
  %10 = load i64, i64* %6, align 8, !dbg !3067
  %11 = load i32*, i32** %7, align 8, !dbg !3068
  %12 = call noundef i32* @_ZSt20uninitialized_fill_nIPimiET_S1_T0_RKT1_(i32* noundef %9, i64 noundef %10, i32* noundef nonnull align 4 dereferenceable(4) %11), !dbg !3069
  ret i32* %12, !dbg !3070
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !3071 {
  %2 = alloca %"struct.std::_Vector_base.1"*, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %2, metadata !3072, metadata !DIExpression()), !dbg !3073
  %3 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %3, i32 0, i32 0, !dbg !3074
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %4 to %"class.std::allocator.2"*, !dbg !3075
  ret %"class.std::allocator.2"* %5, !dbg !3076
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt20uninitialized_fill_nIPimiET_S1_T0_RKT1_(i32* noundef %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #6 comdat !dbg !3077 {
  %4 = alloca i32*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i8, align 1
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3081, metadata !DIExpression()), !dbg !3082
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3083, metadata !DIExpression()), !dbg !3084
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3085, metadata !DIExpression()), !dbg !3086
  call void @llvm.dbg.declare(metadata i8* %7, metadata !3087, metadata !DIExpression()), !dbg !3088
  store i8 1, i8* %7, align 1, !dbg !3088
  %8 = load i32*, i32** %4, align 8, !dbg !3089
  %9 = load i64, i64* %5, align 8, !dbg !3090
  %10 = load i32*, i32** %6, align 8, !dbg !3091
  %11 = call noundef i32* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPimiEET_S3_T0_RKT1_(i32* noundef %8, i64 noundef %9, i32* noundef nonnull align 4 dereferenceable(4) %10), !dbg !3092
  ret i32* %11, !dbg !3093
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPimiEET_S3_T0_RKT1_(i32* noundef %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #6 comdat align 2 !dbg !3094 {
  %4 = alloca i32*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3097, metadata !DIExpression()), !dbg !3098
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3099, metadata !DIExpression()), !dbg !3100
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3101, metadata !DIExpression()), !dbg !3102
  %7 = load i32*, i32** %4, align 8, !dbg !3103
  %8 = load i64, i64* %5, align 8, !dbg !3104
  %9 = load i32*, i32** %6, align 8, !dbg !3105
  %10 = call noundef i32* @_ZSt6fill_nIPimiET_S1_T0_RKT1_(i32* noundef %7, i64 noundef %8, i32* noundef nonnull align 4 dereferenceable(4) %9), !dbg !3106
  ret i32* %10, !dbg !3107
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt6fill_nIPimiET_S1_T0_RKT1_(i32* noundef %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #6 comdat !dbg !3108 {
  %4 = alloca i32*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3111, metadata !DIExpression()), !dbg !3112
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3113, metadata !DIExpression()), !dbg !3114
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3115, metadata !DIExpression()), !dbg !3116
  %9 = load i32*, i32** %4, align 8, !dbg !3117
  %10 = load i64, i64* %5, align 8, !dbg !3118
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !3119
  %12 = load i32*, i32** %6, align 8, !dbg !3120
  call void @_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_(i32** noundef nonnull align 8 dereferenceable(8) %4), !dbg !3121
  %13 = call noundef i32* @_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag(i32* noundef %9, i64 noundef %11, i32* noundef nonnull align 4 dereferenceable(4) %12), !dbg !3122
  ret i32* %13, !dbg !3123
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag(i32* noundef %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #6 comdat !dbg !3124 {
  %4 = alloca i32*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca i32*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32*, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3129, metadata !DIExpression()), !dbg !3130
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !3131, metadata !DIExpression()), !dbg !3132
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !3133, metadata !DIExpression()), !dbg !3134
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !3135, metadata !DIExpression()), !dbg !3136
  %9 = load i64, i64* %7, align 8, !dbg !3137
  %10 = icmp ule i64 %9, 0, !dbg !3139
  br i1 %10, label %11, label %13, !dbg !3140

11:                                               ; preds = %3
  %12 = load i32*, i32** %6, align 8, !dbg !3141
  store i32* %12, i32** %4, align 8, !dbg !3142
  br label %22, !dbg !3142

13:                                               ; preds = %3
  %14 = load i32*, i32** %6, align 8, !dbg !3143
  %15 = load i32*, i32** %6, align 8, !dbg !3144
  %16 = load i64, i64* %7, align 8, !dbg !3145
  %17 = getelementptr inbounds i32, i32* %15, i64 %16, !dbg !3146
  %18 = load i32*, i32** %8, align 8, !dbg !3147
  call void @_ZSt8__fill_aIPiiEvT_S1_RKT0_(i32* noundef %14, i32* noundef %17, i32* noundef nonnull align 4 dereferenceable(4) %18), !dbg !3148
  %19 = load i32*, i32** %6, align 8, !dbg !3149
  %20 = load i64, i64* %7, align 8, !dbg !3150
  %21 = getelementptr inbounds i32, i32* %19, i64 %20, !dbg !3151
  store i32* %21, i32** %4, align 8, !dbg !3152
  br label %22, !dbg !3152

22:                                               ; preds = %13, %11
  %23 = load i32*, i32** %4, align 8, !dbg !3153
  ret i32* %23, !dbg !3153
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_(i32** noundef nonnull align 8 dereferenceable(8) %0) #5 comdat !dbg !3154 {
  %2 = alloca i32**, align 8
  store i32** %0, i32*** %2, align 8
  call void @llvm.dbg.declare(metadata i32*** %2, metadata !3165, metadata !DIExpression()), !dbg !3166
  ret void, !dbg !3167
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPiiEvT_S1_RKT0_(i32* noundef %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #6 comdat !dbg !3168 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3173, metadata !DIExpression()), !dbg !3174
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3175, metadata !DIExpression()), !dbg !3176
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3177, metadata !DIExpression()), !dbg !3178
  %7 = load i32*, i32** %4, align 8, !dbg !3179
  %8 = load i32*, i32** %5, align 8, !dbg !3180
  %9 = load i32*, i32** %6, align 8, !dbg !3181
  call void @_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(i32* noundef %7, i32* noundef %8, i32* noundef nonnull align 4 dereferenceable(4) %9), !dbg !3182
  ret void, !dbg !3183
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(i32* noundef %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #5 comdat !dbg !3184 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3188, metadata !DIExpression()), !dbg !3189
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3190, metadata !DIExpression()), !dbg !3191
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3192, metadata !DIExpression()), !dbg !3193
  call void @llvm.dbg.declare(metadata i32* %7, metadata !3194, metadata !DIExpression()), !dbg !3195
  %8 = load i32*, i32** %6, align 8, !dbg !3196
  %9 = load i32, i32* %8, align 4, !dbg !3196
  store i32 %9, i32* %7, align 4, !dbg !3195
  br label %10, !dbg !3197

10:                                               ; preds = %17, %3
  %11 = load i32*, i32** %4, align 8, !dbg !3198
  %12 = load i32*, i32** %5, align 8, !dbg !3201
  %13 = icmp ne i32* %11, %12, !dbg !3202
  br i1 %13, label %14, label %20, !dbg !3203

14:                                               ; preds = %10
  %15 = load i32, i32* %7, align 4, !dbg !3204
  %16 = load i32*, i32** %4, align 8, !dbg !3205
  store i32 %15, i32* %16, align 4, !dbg !3206
  br label %17, !dbg !3207

17:                                               ; preds = %14
  %18 = load i32*, i32** %4, align 8, !dbg !3208
  %19 = getelementptr inbounds i32, i32* %18, i32 1, !dbg !3208
  store i32* %19, i32** %4, align 8, !dbg !3208
  br label %10, !dbg !3209, !llvm.loop !3210

20:                                               ; preds = %10
  ret void, !dbg !3212
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !3213 {
  %4 = alloca %"struct.std::_Vector_base.1"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %4, metadata !3214, metadata !DIExpression()), !dbg !3215
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3216, metadata !DIExpression()), !dbg !3217
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3218, metadata !DIExpression()), !dbg !3219
  %7 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !3220
  %9 = icmp ne i32* %8, null, !dbg !3220
  br i1 %9, label %10, label %15, !dbg !3222

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %7, i32 0, i32 0, !dbg !3223
  %12 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %11 to %"class.std::allocator.2"*, !dbg !3223
  %13 = load i32*, i32** %5, align 8, !dbg !3224
  %14 = load i64, i64* %6, align 8, !dbg !3225
  call void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %12, i32* noundef %13, i64 noundef %14), !dbg !3226
  br label %15, !dbg !3226

15:                                               ; preds = %10, %3
  ret void, !dbg !3227
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !3228 {
  %4 = alloca %"class.std::allocator.2"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %4, metadata !3229, metadata !DIExpression()), !dbg !3230
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3231, metadata !DIExpression()), !dbg !3232
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3233, metadata !DIExpression()), !dbg !3234
  %7 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %4, align 8, !dbg !3235
  %8 = bitcast %"class.std::allocator.2"* %7 to %"class.std::__new_allocator.3"*, !dbg !3235
  %9 = load i32*, i32** %5, align 8, !dbg !3236
  %10 = load i64, i64* %6, align 8, !dbg !3237
  call void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i64 noundef %10), !dbg !3238
  ret void, !dbg !3239
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !3240 {
  %4 = alloca %"class.std::__new_allocator.3"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %4, metadata !3241, metadata !DIExpression()), !dbg !3242
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3243, metadata !DIExpression()), !dbg !3244
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3245, metadata !DIExpression()), !dbg !3246
  %7 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !3247
  %9 = bitcast i32* %8 to i8*, !dbg !3247
  call void @_ZdlPv(i8* noundef %9) #18, !dbg !3248
  ret void, !dbg !3249
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %0, i32* noundef %1, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %2) #6 comdat !dbg !3250 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca %"class.std::allocator.2"*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3253, metadata !DIExpression()), !dbg !3254
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3255, metadata !DIExpression()), !dbg !3256
  store %"class.std::allocator.2"* %2, %"class.std::allocator.2"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %6, metadata !3257, metadata !DIExpression()), !dbg !3258
  %7 = load i32*, i32** %4, align 8, !dbg !3259
  %8 = load i32*, i32** %5, align 8, !dbg !3260
  call void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %7, i32* noundef %8), !dbg !3261
  ret void, !dbg !3262
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %0, i32* noundef %1) #6 comdat !dbg !3263 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !3267, metadata !DIExpression()), !dbg !3268
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3269, metadata !DIExpression()), !dbg !3270
  %5 = load i32*, i32** %3, align 8, !dbg !3271
  %6 = load i32*, i32** %4, align 8, !dbg !3272
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %5, i32* noundef %6), !dbg !3273
  ret void, !dbg !3274
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %0, i32* noundef %1) #5 comdat align 2 !dbg !3275 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !3277, metadata !DIExpression()), !dbg !3278
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3279, metadata !DIExpression()), !dbg !3280
  ret void, !dbg !3281
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_(double* %0, double* %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !3282 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca double*, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %9, align 8
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %10, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !3285, metadata !DIExpression()), !dbg !3286
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !3287, metadata !DIExpression()), !dbg !3288
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !3289, metadata !DIExpression()), !dbg !3290
  %11 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !3291
  %12 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !3291
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 8, i1 false), !dbg !3291
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !3292
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !3292
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !3292
  %15 = load double*, double** %6, align 8, !dbg !3293
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !3294
  %17 = load double*, double** %16, align 8, !dbg !3294
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !3294
  %19 = load double*, double** %18, align 8, !dbg !3294
  call void @_ZSt9__fill_a1IPdSt6vectorIdSaIdEEdEvN9__gnu_cxx17__normal_iteratorIT_T0_EES8_RKT1_(double* %17, double* %19, double* noundef nonnull align 8 dereferenceable(8) %15), !dbg !3294
  ret void, !dbg !3295
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPdSt6vectorIdSaIdEEdEvN9__gnu_cxx17__normal_iteratorIT_T0_EES8_RKT1_(double* %0, double* %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !3296 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca double*, align 8
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %7, align 8
  %8 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !3300, metadata !DIExpression()), !dbg !3301
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !3302, metadata !DIExpression()), !dbg !3303
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !3304, metadata !DIExpression()), !dbg !3305
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !3306
  %10 = load double*, double** %9, align 8, !dbg !3306
  %11 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !3307
  %12 = load double*, double** %11, align 8, !dbg !3307
  %13 = load double*, double** %6, align 8, !dbg !3308
  call void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %10, double* noundef %12, double* noundef nonnull align 8 dereferenceable(8) %13), !dbg !3309
  ret void, !dbg !3310
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { argmemonly nofree nounwind willreturn }
attributes #13 = { nounwind readonly willreturn }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1487, !1488, !1489, !1490, !1491, !1492, !1493}
!llvm.ident = !{!1494}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !1112, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_vector_loops.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "5326b219981666d26b5e7457a07dfea4")
!2 = !{!3, !6, !34, !295, !610, !275, !75, !77, !33, !1099, !355, !826, !632, !356, !1100, !557, !1045, !37, !43, !8, !12, !15, !140, !635, !639, !611, !614, !617, !724}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !8, file: !7, line: 455, baseType: !557)
!7 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!8 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !9, file: !7, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !10, templateParams: !233, identifier: "_ZTSSt6vectorIdSaIdEE")
!9 = !DINamespace(name: "std", scope: null)
!10 = !{!11, !234, !253, !269, !270, !276, !279, !282, !286, !292, !296, !302, !307, !311, !321, !324, !327, !330, !335, !336, !340, !343, !346, !349, !352, !415, !419, !420, !421, !426, !431, !432, !433, !434, !435, !436, !437, !440, !441, !444, !445, !446, !447, !450, !451, !459, !466, !469, !470, !471, !474, !477, !478, !479, !482, !485, !488, !492, !493, !496, !499, !502, !505, !508, !511, !514, !515, !516, !517, !518, !521, !522, !525, !526, !527, !534, !537, !542, !545, !548, !551, !554}
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
!274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !8, file: !7, line: 444, baseType: !18)
!276 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !8, file: !7, line: 494, type: !277, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!277 = !DISubroutineType(types: !278)
!278 = !{!273, !273, !273, !273, !274, !256}
!279 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !8, file: !7, line: 499, type: !280, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!280 = !DISubroutineType(types: !281)
!281 = !{!273, !273, !273, !273, !274}
!282 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 526, type: !283, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !285}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!286 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 537, type: !287, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !285, !289}
!289 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !290, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !8, file: !7, line: 460, baseType: !37)
!292 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 551, type: !293, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !285, !295, !289}
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !7, line: 458, baseType: !75)
!296 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 564, type: !297, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !285, !295, !299, !289}
!299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !8, file: !7, line: 448, baseType: !34)
!302 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 596, type: !303, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !285, !305}
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!307 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 615, type: !308, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !285, !310}
!310 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !8, size: 64)
!311 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 619, type: !312, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !285, !305, !314}
!314 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !9, file: !238, line: 128, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !318, file: !238, line: 125, baseType: !37)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !9, file: !238, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !319, identifier: "_ZTSSt15__type_identityISaIdEE")
!319 = !{!320}
!320 = !DITemplateTypeParameter(name: "_Type", type: !37)
!321 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 630, type: !322, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !285, !310, !289, !237}
!324 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 635, type: !325, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !285, !310, !289, !256}
!327 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 654, type: !328, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !285, !310, !314}
!330 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 673, type: !331, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !285, !333, !289}
!333 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !9, file: !334, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!334 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!335 = !DISubprogram(name: "~vector", scope: !8, file: !7, line: 728, type: !283, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!336 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !8, file: !7, line: 746, type: !337, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!337 = !DISubroutineType(types: !338)
!338 = !{!339, !285, !305}
!339 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !8, file: !7, line: 761, type: !341, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{!339, !285, !310}
!343 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !8, file: !7, line: 783, type: !344, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!344 = !DISubroutineType(types: !345)
!345 = !{!339, !285, !333}
!346 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !8, file: !7, line: 803, type: !347, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !285, !295, !299}
!349 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !8, file: !7, line: 850, type: !350, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !285, !333}
!352 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !8, file: !7, line: 868, type: !353, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!353 = !DISubroutineType(types: !354)
!354 = !{!355, !285}
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !8, file: !7, line: 453, baseType: !356)
!356 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !23, file: !357, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !358, templateParams: !413, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!357 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!358 = !{!359, !360, !364, !369, !380, !385, !389, !393, !394, !395, !402, !405, !408, !409, !410}
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !356, file: !357, line: 1046, baseType: !33, size: 64, flags: DIFlagProtected)
!360 = !DISubprogram(name: "__normal_iterator", scope: !356, file: !357, line: 1068, type: !361, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !363}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DISubprogram(name: "__normal_iterator", scope: !356, file: !357, line: 1072, type: !365, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !363, !367}
!367 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!369 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !356, file: !357, line: 1095, type: !370, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!370 = !DISubroutineType(types: !371)
!371 = !{!372, !378}
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !356, file: !357, line: 1061, baseType: !373)
!373 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !375, file: !374, line: 216, baseType: !62)
!374 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!375 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !9, file: !374, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !376, identifier: "_ZTSSt15iterator_traitsIPdE")
!376 = !{!377}
!377 = !DITemplateTypeParameter(name: "_Iterator", type: !33)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !356)
!380 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !356, file: !357, line: 1100, type: !381, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!381 = !DISubroutineType(types: !382)
!382 = !{!383, !378}
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !356, file: !357, line: 1062, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !375, file: !374, line: 215, baseType: !33)
!385 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !356, file: !357, line: 1105, type: !386, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !363}
!388 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !356, size: 64)
!389 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEi", scope: !356, file: !357, line: 1113, type: !390, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!390 = !DISubroutineType(types: !391)
!391 = !{!356, !363, !392}
!392 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!393 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !356, file: !357, line: 1119, type: !386, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!394 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEi", scope: !356, file: !357, line: 1127, type: !390, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!395 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEixEl", scope: !356, file: !357, line: 1133, type: !396, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!372, !378, !398}
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !356, file: !357, line: 1060, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !375, file: !374, line: 214, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !9, file: !76, line: 299, baseType: !401)
!401 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!402 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEpLEl", scope: !356, file: !357, line: 1138, type: !403, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!403 = !DISubroutineType(types: !404)
!404 = !{!388, !363, !398}
!405 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !356, file: !357, line: 1143, type: !406, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!406 = !DISubroutineType(types: !407)
!407 = !{!356, !378, !398}
!408 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmIEl", scope: !356, file: !357, line: 1148, type: !403, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!409 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !356, file: !357, line: 1153, type: !406, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!410 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !356, file: !357, line: 1158, type: !411, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!411 = !DISubroutineType(types: !412)
!412 = !{!367, !378}
!413 = !{!377, !414}
!414 = !DITemplateTypeParameter(name: "_Container", type: !8)
!415 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !8, file: !7, line: 878, type: !416, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!416 = !DISubroutineType(types: !417)
!417 = !{!6, !418}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !8, file: !7, line: 888, type: !353, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!420 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !8, file: !7, line: 898, type: !416, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!421 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !8, file: !7, line: 908, type: !422, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!422 = !DISubroutineType(types: !423)
!423 = !{!424, !285}
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !8, file: !7, line: 457, baseType: !425)
!425 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !9, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!426 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !8, file: !7, line: 918, type: !427, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubroutineType(types: !428)
!428 = !{!429, !418}
!429 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !8, file: !7, line: 456, baseType: !430)
!430 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !9, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!431 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !8, file: !7, line: 928, type: !422, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!432 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !8, file: !7, line: 938, type: !427, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!433 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !8, file: !7, line: 949, type: !416, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!434 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !8, file: !7, line: 959, type: !416, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!435 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !8, file: !7, line: 969, type: !427, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !8, file: !7, line: 979, type: !427, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!437 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !8, file: !7, line: 987, type: !438, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!438 = !DISubroutineType(types: !439)
!439 = !{!295, !418}
!440 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !8, file: !7, line: 993, type: !438, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!441 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !8, file: !7, line: 1008, type: !442, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!442 = !DISubroutineType(types: !443)
!443 = !{null, !285, !295}
!444 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !8, file: !7, line: 1029, type: !347, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!445 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !8, file: !7, line: 1063, type: !283, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!446 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !8, file: !7, line: 1073, type: !438, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !8, file: !7, line: 1083, type: !448, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!448 = !DISubroutineType(types: !449)
!449 = !{!130, !418}
!450 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !8, file: !7, line: 1105, type: !442, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!451 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1121, type: !452, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!452 = !DISubroutineType(types: !453)
!453 = !{!454, !285, !295}
!454 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !8, file: !7, line: 451, baseType: !455)
!455 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !22, file: !20, line: 62, baseType: !456)
!456 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !457, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !22, file: !20, line: 56, baseType: !458)
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !26, file: !27, line: 417, baseType: !34)
!459 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1140, type: !460, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!460 = !DISubroutineType(types: !461)
!461 = !{!462, !418, !295}
!462 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !8, file: !7, line: 452, baseType: !463)
!463 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !22, file: !20, line: 63, baseType: !464)
!464 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !465, size: 64)
!465 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !457)
!466 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !8, file: !7, line: 1150, type: !467, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!467 = !DISubroutineType(types: !468)
!468 = !{null, !418, !295}
!469 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !8, file: !7, line: 1173, type: !452, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!470 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !8, file: !7, line: 1192, type: !460, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!471 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !8, file: !7, line: 1204, type: !472, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!472 = !DISubroutineType(types: !473)
!473 = !{!454, !285}
!474 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !8, file: !7, line: 1216, type: !475, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!475 = !DISubroutineType(types: !476)
!476 = !{!462, !418}
!477 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !8, file: !7, line: 1228, type: !472, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!478 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !8, file: !7, line: 1240, type: !475, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!479 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !8, file: !7, line: 1255, type: !480, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!480 = !DISubroutineType(types: !481)
!481 = !{!33, !285}
!482 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !8, file: !7, line: 1260, type: !483, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!483 = !DISubroutineType(types: !484)
!484 = !{!67, !418}
!485 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !8, file: !7, line: 1276, type: !486, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!486 = !DISubroutineType(types: !487)
!487 = !{null, !285, !299}
!488 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !8, file: !7, line: 1293, type: !489, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !285, !491}
!491 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !301, size: 64)
!492 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !8, file: !7, line: 1317, type: !283, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!493 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !8, file: !7, line: 1357, type: !494, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!494 = !DISubroutineType(types: !495)
!495 = !{!355, !285, !6, !299}
!496 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !8, file: !7, line: 1388, type: !497, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!497 = !DISubroutineType(types: !498)
!498 = !{!355, !285, !6, !491}
!499 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !8, file: !7, line: 1406, type: !500, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!500 = !DISubroutineType(types: !501)
!501 = !{!355, !285, !6, !333}
!502 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !8, file: !7, line: 1432, type: !503, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!503 = !DISubroutineType(types: !504)
!504 = !{!355, !285, !6, !295, !299}
!505 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !8, file: !7, line: 1529, type: !506, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!506 = !DISubroutineType(types: !507)
!507 = !{!355, !285, !6}
!508 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !8, file: !7, line: 1557, type: !509, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!509 = !DISubroutineType(types: !510)
!510 = !{!355, !285, !6, !6}
!511 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !8, file: !7, line: 1581, type: !512, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !285, !339}
!514 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !8, file: !7, line: 1600, type: !283, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!515 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !8, file: !7, line: 1699, type: !347, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!516 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !8, file: !7, line: 1710, type: !442, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!517 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !8, file: !7, line: 1757, type: !347, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!518 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !8, file: !7, line: 1801, type: !519, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!519 = !DISubroutineType(types: !520)
!520 = !{null, !285, !355, !295, !299}
!521 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !8, file: !7, line: 1807, type: !442, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!522 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !8, file: !7, line: 1811, type: !523, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!523 = !DISubroutineType(types: !524)
!524 = !{!130, !285}
!525 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !8, file: !7, line: 1873, type: !497, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!526 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !8, file: !7, line: 1884, type: !497, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!527 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !8, file: !7, line: 1891, type: !528, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!528 = !DISubroutineType(types: !529)
!529 = !{!530, !418, !295, !531}
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !8, file: !7, line: 458, baseType: !75)
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !532, size: 64)
!532 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !533)
!533 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!534 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !8, file: !7, line: 1902, type: !535, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!535 = !DISubroutineType(types: !536)
!536 = !{!530, !295, !289}
!537 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !8, file: !7, line: 1911, type: !538, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!538 = !DISubroutineType(types: !539)
!539 = !{!530, !540}
!540 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !541, size: 64)
!541 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !275)
!542 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !8, file: !7, line: 1928, type: !543, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!543 = !DISubroutineType(types: !544)
!544 = !{null, !285, !273}
!545 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !8, file: !7, line: 1941, type: !546, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!546 = !DISubroutineType(types: !547)
!547 = !{!355, !285, !355}
!548 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !8, file: !7, line: 1945, type: !549, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!549 = !DISubroutineType(types: !550)
!550 = !{!355, !285, !355, !355}
!551 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !8, file: !7, line: 1954, type: !552, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!552 = !DISubroutineType(types: !553)
!553 = !{null, !285, !310, !237}
!554 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !8, file: !7, line: 1966, type: !555, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!555 = !DISubroutineType(types: !556)
!556 = !{null, !285, !310, !256}
!557 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !23, file: !357, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !558, templateParams: !609, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!558 = !{!559, !560, !564, !569, !579, !584, !588, !591, !592, !593, !598, !601, !604, !605, !606}
!559 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !557, file: !357, line: 1046, baseType: !67, size: 64, flags: DIFlagProtected)
!560 = !DISubprogram(name: "__normal_iterator", scope: !557, file: !357, line: 1068, type: !561, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!561 = !DISubroutineType(types: !562)
!562 = !{null, !563}
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !557, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!564 = !DISubprogram(name: "__normal_iterator", scope: !557, file: !357, line: 1072, type: !565, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!565 = !DISubroutineType(types: !566)
!566 = !{null, !563, !567}
!567 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !568, size: 64)
!568 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!569 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEdeEv", scope: !557, file: !357, line: 1095, type: !570, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!570 = !DISubroutineType(types: !571)
!571 = !{!572, !577}
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !557, file: !357, line: 1061, baseType: !573)
!573 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !574, file: !374, line: 227, baseType: !70)
!574 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const double *>", scope: !9, file: !374, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !575, identifier: "_ZTSSt15iterator_traitsIPKdE")
!575 = !{!576}
!576 = !DITemplateTypeParameter(name: "_Iterator", type: !67)
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !578, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!578 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !557)
!579 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEptEv", scope: !557, file: !357, line: 1100, type: !580, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!580 = !DISubroutineType(types: !581)
!581 = !{!582, !577}
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !557, file: !357, line: 1062, baseType: !583)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !574, file: !374, line: 226, baseType: !67)
!584 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEv", scope: !557, file: !357, line: 1105, type: !585, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!585 = !DISubroutineType(types: !586)
!586 = !{!587, !563}
!587 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !557, size: 64)
!588 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEi", scope: !557, file: !357, line: 1113, type: !589, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!589 = !DISubroutineType(types: !590)
!590 = !{!557, !563, !392}
!591 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmmEv", scope: !557, file: !357, line: 1119, type: !585, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!592 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmmEi", scope: !557, file: !357, line: 1127, type: !589, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!593 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEixEl", scope: !557, file: !357, line: 1133, type: !594, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!594 = !DISubroutineType(types: !595)
!595 = !{!572, !577, !596}
!596 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !557, file: !357, line: 1060, baseType: !597)
!597 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !574, file: !374, line: 225, baseType: !400)
!598 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEpLEl", scope: !557, file: !357, line: 1138, type: !599, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!599 = !DISubroutineType(types: !600)
!600 = !{!587, !563, !596}
!601 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEplEl", scope: !557, file: !357, line: 1143, type: !602, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!602 = !DISubroutineType(types: !603)
!603 = !{!557, !577, !596}
!604 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmIEl", scope: !557, file: !357, line: 1148, type: !599, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!605 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmiEl", scope: !557, file: !357, line: 1153, type: !602, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!606 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv", scope: !557, file: !357, line: 1158, type: !607, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!607 = !DISubroutineType(types: !608)
!608 = !{!567, !577}
!609 = !{!576, !414}
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !611, file: !7, line: 455, baseType: !1045)
!611 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !9, file: !7, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !612, templateParams: !817, identifier: "_ZTSSt6vectorIiSaIiEE")
!612 = !{!613, !818, !819, !820, !821, !827, !830, !833, !837, !843, !846, !852, !857, !861, !871, !874, !877, !880, !884, !885, !889, !892, !895, !898, !901, !906, !910, !911, !912, !917, !922, !923, !924, !925, !926, !927, !928, !931, !932, !935, !936, !937, !938, !941, !942, !950, !957, !960, !961, !962, !965, !968, !969, !970, !973, !976, !979, !983, !984, !987, !990, !993, !996, !999, !1002, !1005, !1006, !1007, !1008, !1009, !1012, !1013, !1016, !1017, !1018, !1022, !1025, !1030, !1033, !1036, !1039, !1042}
!613 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !611, baseType: !614, flags: DIFlagProtected, extraData: i32 0)
!614 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !9, file: !7, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !615, templateParams: !817, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!615 = !{!616, !768, !773, !778, !782, !785, !790, !793, !796, !800, !803, !806, !809, !810, !813, !816}
!616 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !614, file: !7, line: 371, baseType: !617, size: 192)
!617 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !614, file: !7, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !618, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!618 = !{!619, !723, !748, !752, !757, !761, !765}
!619 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !617, baseType: !620, extraData: i32 0)
!620 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !614, file: !7, line: 88, baseType: !621)
!621 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !622, file: !20, line: 120, baseType: !722)
!622 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !623, file: !20, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !676, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!623 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !23, file: !20, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !624, templateParams: !720, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!624 = !{!625, !709, !712, !715, !716, !717, !718, !719}
!625 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !623, baseType: !626, extraData: i32 0)
!626 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !9, file: !27, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !627, templateParams: !707, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!627 = !{!628, !692, !695, !698, !704}
!628 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !626, file: !27, line: 463, type: !629, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!629 = !DISubroutineType(types: !630)
!630 = !{!631, !633, !102}
!631 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !626, file: !27, line: 420, baseType: !632)
!632 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!633 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !634, size: 64)
!634 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !626, file: !27, line: 414, baseType: !635)
!635 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !9, file: !38, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !636, templateParams: !676, identifier: "_ZTSSaIiE")
!636 = !{!637, !678, !682, !687, !691}
!637 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !635, baseType: !638, flags: DIFlagPublic, extraData: i32 0)
!638 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !9, file: !42, line: 47, baseType: !639)
!639 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !9, file: !44, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !640, templateParams: !676, identifier: "_ZTSSt15__new_allocatorIiE")
!640 = !{!641, !645, !650, !651, !658, !666, !669, !672, !675}
!641 = !DISubprogram(name: "__new_allocator", scope: !639, file: !44, line: 80, type: !642, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!642 = !DISubroutineType(types: !643)
!643 = !{null, !644}
!644 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !639, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!645 = !DISubprogram(name: "__new_allocator", scope: !639, file: !44, line: 83, type: !646, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!646 = !DISubroutineType(types: !647)
!647 = !{null, !644, !648}
!648 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !649, size: 64)
!649 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !639)
!650 = !DISubprogram(name: "~__new_allocator", scope: !639, file: !44, line: 90, type: !642, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!651 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !639, file: !44, line: 93, type: !652, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!652 = !DISubroutineType(types: !653)
!653 = !{!654, !655, !656}
!654 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !639, file: !44, line: 63, baseType: !632)
!655 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!656 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !639, file: !44, line: 65, baseType: !657)
!657 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !392, size: 64)
!658 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !639, file: !44, line: 97, type: !659, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!659 = !DISubroutineType(types: !660)
!660 = !{!661, !655, !664}
!661 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !639, file: !44, line: 64, baseType: !662)
!662 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !663, size: 64)
!663 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !392)
!664 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !639, file: !44, line: 66, baseType: !665)
!665 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !663, size: 64)
!666 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !639, file: !44, line: 112, type: !667, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!667 = !DISubroutineType(types: !668)
!668 = !{!632, !644, !74, !77}
!669 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !639, file: !44, line: 142, type: !670, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!670 = !DISubroutineType(types: !671)
!671 = !{null, !644, !632, !74}
!672 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !639, file: !44, line: 167, type: !673, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!673 = !DISubroutineType(types: !674)
!674 = !{!74, !655}
!675 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !639, file: !44, line: 210, type: !673, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!676 = !{!677}
!677 = !DITemplateTypeParameter(name: "_Tp", type: !392)
!678 = !DISubprogram(name: "allocator", scope: !635, file: !38, line: 156, type: !679, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!679 = !DISubroutineType(types: !680)
!680 = !{null, !681}
!681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !635, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!682 = !DISubprogram(name: "allocator", scope: !635, file: !38, line: 159, type: !683, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!683 = !DISubroutineType(types: !684)
!684 = !{null, !681, !685}
!685 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !686, size: 64)
!686 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !635)
!687 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !635, file: !38, line: 164, type: !688, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!688 = !DISubroutineType(types: !689)
!689 = !{!690, !681, !685}
!690 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !635, size: 64)
!691 = !DISubprogram(name: "~allocator", scope: !635, file: !38, line: 174, type: !679, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!692 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !626, file: !27, line: 477, type: !693, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!693 = !DISubroutineType(types: !694)
!694 = !{!631, !633, !102, !106}
!695 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !626, file: !27, line: 495, type: !696, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!696 = !DISubroutineType(types: !697)
!697 = !{null, !633, !631, !102}
!698 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !626, file: !27, line: 547, type: !699, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!699 = !DISubroutineType(types: !700)
!700 = !{!701, !702}
!701 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !626, file: !27, line: 435, baseType: !75)
!702 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !703, size: 64)
!703 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !634)
!704 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !626, file: !27, line: 562, type: !705, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!705 = !DISubroutineType(types: !706)
!706 = !{!634, !702}
!707 = !{!708}
!708 = !DITemplateTypeParameter(name: "_Alloc", type: !635)
!709 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !623, file: !20, line: 97, type: !710, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!710 = !DISubroutineType(types: !711)
!711 = !{!635, !685}
!712 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !623, file: !20, line: 100, type: !713, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!713 = !DISubroutineType(types: !714)
!714 = !{null, !690, !690}
!715 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !623, file: !20, line: 103, type: !128, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!716 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !623, file: !20, line: 106, type: !128, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!717 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !623, file: !20, line: 109, type: !128, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!718 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !623, file: !20, line: 112, type: !128, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!719 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !623, file: !20, line: 115, type: !128, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!720 = !{!708, !721}
!721 = !DITemplateTypeParameter(type: !392)
!722 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<int>", scope: !626, file: !27, line: 450, baseType: !635)
!723 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !617, baseType: !724, extraData: i32 0)
!724 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !614, file: !7, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !725, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!725 = !{!726, !729, !730, !731, !735, !739, !744}
!726 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !724, file: !7, line: 94, baseType: !727, size: 64)
!727 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !614, file: !7, line: 90, baseType: !728)
!728 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !623, file: !20, line: 57, baseType: !631)
!729 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !724, file: !7, line: 95, baseType: !727, size: 64, offset: 64)
!730 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !724, file: !7, line: 96, baseType: !727, size: 64, offset: 128)
!731 = !DISubprogram(name: "_Vector_impl_data", scope: !724, file: !7, line: 99, type: !732, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!732 = !DISubroutineType(types: !733)
!733 = !{null, !734}
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !724, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!735 = !DISubprogram(name: "_Vector_impl_data", scope: !724, file: !7, line: 105, type: !736, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!736 = !DISubroutineType(types: !737)
!737 = !{null, !734, !738}
!738 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !724, size: 64)
!739 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !724, file: !7, line: 113, type: !740, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!740 = !DISubroutineType(types: !741)
!741 = !{null, !734, !742}
!742 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !743, size: 64)
!743 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !724)
!744 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !724, file: !7, line: 122, type: !745, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!745 = !DISubroutineType(types: !746)
!746 = !{null, !734, !747}
!747 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !724, size: 64)
!748 = !DISubprogram(name: "_Vector_impl", scope: !617, file: !7, line: 137, type: !749, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!749 = !DISubroutineType(types: !750)
!750 = !{null, !751}
!751 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!752 = !DISubprogram(name: "_Vector_impl", scope: !617, file: !7, line: 143, type: !753, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{null, !751, !755}
!755 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !756, size: 64)
!756 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !620)
!757 = !DISubprogram(name: "_Vector_impl", scope: !617, file: !7, line: 151, type: !758, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!758 = !DISubroutineType(types: !759)
!759 = !{null, !751, !760}
!760 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !617, size: 64)
!761 = !DISubprogram(name: "_Vector_impl", scope: !617, file: !7, line: 156, type: !762, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!762 = !DISubroutineType(types: !763)
!763 = !{null, !751, !764}
!764 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !620, size: 64)
!765 = !DISubprogram(name: "_Vector_impl", scope: !617, file: !7, line: 161, type: !766, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!766 = !DISubroutineType(types: !767)
!767 = !{null, !751, !764, !760}
!768 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !614, file: !7, line: 298, type: !769, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{!771, !772}
!771 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !620, size: 64)
!772 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !614, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!773 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !614, file: !7, line: 303, type: !774, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!774 = !DISubroutineType(types: !775)
!775 = !{!755, !776}
!776 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !777, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!777 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !614)
!778 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !614, file: !7, line: 308, type: !779, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!779 = !DISubroutineType(types: !780)
!780 = !{!781, !776}
!781 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !614, file: !7, line: 294, baseType: !635)
!782 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 312, type: !783, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!783 = !DISubroutineType(types: !784)
!784 = !{null, !772}
!785 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 318, type: !786, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!786 = !DISubroutineType(types: !787)
!787 = !{null, !772, !788}
!788 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !789, size: 64)
!789 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !781)
!790 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 324, type: !791, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!791 = !DISubroutineType(types: !792)
!792 = !{null, !772, !75}
!793 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 330, type: !794, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !772, !75, !788}
!796 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 335, type: !797, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!797 = !DISubroutineType(types: !798)
!798 = !{null, !772, !799}
!799 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !614, size: 64)
!800 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 340, type: !801, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!801 = !DISubroutineType(types: !802)
!802 = !{null, !772, !764}
!803 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 344, type: !804, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!804 = !DISubroutineType(types: !805)
!805 = !{null, !772, !799, !788}
!806 = !DISubprogram(name: "_Vector_base", scope: !614, file: !7, line: 358, type: !807, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!807 = !DISubroutineType(types: !808)
!808 = !{null, !772, !788, !799}
!809 = !DISubprogram(name: "~_Vector_base", scope: !614, file: !7, line: 364, type: !783, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!810 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !614, file: !7, line: 375, type: !811, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!811 = !DISubroutineType(types: !812)
!812 = !{!727, !772, !75}
!813 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !614, file: !7, line: 383, type: !814, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!814 = !DISubroutineType(types: !815)
!815 = !{null, !772, !727, !75}
!816 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !614, file: !7, line: 393, type: !791, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!817 = !{!677, !708}
!818 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !611, file: !7, line: 465, type: !235, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!819 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !611, file: !7, line: 474, type: !254, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!820 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !611, file: !7, line: 478, type: !128, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!821 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !611, file: !7, line: 487, type: !822, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!822 = !DISubroutineType(types: !823)
!823 = !{!824, !824, !824, !824, !825, !237}
!824 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !611, file: !7, line: 449, baseType: !727)
!825 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !826, size: 64)
!826 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !611, file: !7, line: 444, baseType: !620)
!827 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !611, file: !7, line: 494, type: !828, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!828 = !DISubroutineType(types: !829)
!829 = !{!824, !824, !824, !824, !825, !256}
!830 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !611, file: !7, line: 499, type: !831, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!831 = !DISubroutineType(types: !832)
!832 = !{!824, !824, !824, !824, !825}
!833 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 526, type: !834, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!834 = !DISubroutineType(types: !835)
!835 = !{null, !836}
!836 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !611, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!837 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 537, type: !838, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!838 = !DISubroutineType(types: !839)
!839 = !{null, !836, !840}
!840 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !841, size: 64)
!841 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !842)
!842 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !611, file: !7, line: 460, baseType: !635)
!843 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 551, type: !844, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!844 = !DISubroutineType(types: !845)
!845 = !{null, !836, !295, !840}
!846 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 564, type: !847, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!847 = !DISubroutineType(types: !848)
!848 = !{null, !836, !295, !849, !840}
!849 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !850, size: 64)
!850 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !851)
!851 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !611, file: !7, line: 448, baseType: !392)
!852 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 596, type: !853, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!853 = !DISubroutineType(types: !854)
!854 = !{null, !836, !855}
!855 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !856, size: 64)
!856 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !611)
!857 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 615, type: !858, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!858 = !DISubroutineType(types: !859)
!859 = !{null, !836, !860}
!860 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !611, size: 64)
!861 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 619, type: !862, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!862 = !DISubroutineType(types: !863)
!863 = !{null, !836, !855, !864}
!864 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !865, size: 64)
!865 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !866)
!866 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !9, file: !238, line: 128, baseType: !867)
!867 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !868, file: !238, line: 125, baseType: !635)
!868 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !9, file: !238, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !869, identifier: "_ZTSSt15__type_identityISaIiEE")
!869 = !{!870}
!870 = !DITemplateTypeParameter(name: "_Type", type: !635)
!871 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 630, type: !872, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!872 = !DISubroutineType(types: !873)
!873 = !{null, !836, !860, !840, !237}
!874 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 635, type: !875, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!875 = !DISubroutineType(types: !876)
!876 = !{null, !836, !860, !840, !256}
!877 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 654, type: !878, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!878 = !DISubroutineType(types: !879)
!879 = !{null, !836, !860, !864}
!880 = !DISubprogram(name: "vector", scope: !611, file: !7, line: 673, type: !881, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!881 = !DISubroutineType(types: !882)
!882 = !{null, !836, !883, !840}
!883 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !9, file: !334, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!884 = !DISubprogram(name: "~vector", scope: !611, file: !7, line: 728, type: !834, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!885 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !611, file: !7, line: 746, type: !886, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!886 = !DISubroutineType(types: !887)
!887 = !{!888, !836, !855}
!888 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !611, size: 64)
!889 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !611, file: !7, line: 761, type: !890, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!890 = !DISubroutineType(types: !891)
!891 = !{!888, !836, !860}
!892 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !611, file: !7, line: 783, type: !893, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!893 = !DISubroutineType(types: !894)
!894 = !{!888, !836, !883}
!895 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !611, file: !7, line: 803, type: !896, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!896 = !DISubroutineType(types: !897)
!897 = !{null, !836, !295, !849}
!898 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !611, file: !7, line: 850, type: !899, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!899 = !DISubroutineType(types: !900)
!900 = !{null, !836, !883}
!901 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !611, file: !7, line: 868, type: !902, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!902 = !DISubroutineType(types: !903)
!903 = !{!904, !836}
!904 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !611, file: !7, line: 453, baseType: !905)
!905 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !23, file: !357, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!906 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !611, file: !7, line: 878, type: !907, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!907 = !DISubroutineType(types: !908)
!908 = !{!610, !909}
!909 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !856, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!910 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !611, file: !7, line: 888, type: !902, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!911 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !611, file: !7, line: 898, type: !907, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!912 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !611, file: !7, line: 908, type: !913, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!913 = !DISubroutineType(types: !914)
!914 = !{!915, !836}
!915 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !611, file: !7, line: 457, baseType: !916)
!916 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !9, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!917 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !611, file: !7, line: 918, type: !918, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!918 = !DISubroutineType(types: !919)
!919 = !{!920, !909}
!920 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !611, file: !7, line: 456, baseType: !921)
!921 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !9, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!922 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !611, file: !7, line: 928, type: !913, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!923 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !611, file: !7, line: 938, type: !918, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!924 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !611, file: !7, line: 949, type: !907, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!925 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !611, file: !7, line: 959, type: !907, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!926 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !611, file: !7, line: 969, type: !918, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!927 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !611, file: !7, line: 979, type: !918, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!928 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !611, file: !7, line: 987, type: !929, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!929 = !DISubroutineType(types: !930)
!930 = !{!295, !909}
!931 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !611, file: !7, line: 993, type: !929, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!932 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !611, file: !7, line: 1008, type: !933, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!933 = !DISubroutineType(types: !934)
!934 = !{null, !836, !295}
!935 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !611, file: !7, line: 1029, type: !896, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!936 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !611, file: !7, line: 1063, type: !834, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!937 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !611, file: !7, line: 1073, type: !929, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!938 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !611, file: !7, line: 1083, type: !939, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!939 = !DISubroutineType(types: !940)
!940 = !{!130, !909}
!941 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !611, file: !7, line: 1105, type: !933, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!942 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !611, file: !7, line: 1121, type: !943, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!943 = !DISubroutineType(types: !944)
!944 = !{!945, !836, !295}
!945 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !611, file: !7, line: 451, baseType: !946)
!946 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !623, file: !20, line: 62, baseType: !947)
!947 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !948, size: 64)
!948 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !623, file: !20, line: 56, baseType: !949)
!949 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !626, file: !27, line: 417, baseType: !392)
!950 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !611, file: !7, line: 1140, type: !951, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!951 = !DISubroutineType(types: !952)
!952 = !{!953, !909, !295}
!953 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !611, file: !7, line: 452, baseType: !954)
!954 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !623, file: !20, line: 63, baseType: !955)
!955 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !956, size: 64)
!956 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !948)
!957 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !611, file: !7, line: 1150, type: !958, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!958 = !DISubroutineType(types: !959)
!959 = !{null, !909, !295}
!960 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !611, file: !7, line: 1173, type: !943, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!961 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !611, file: !7, line: 1192, type: !951, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!962 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !611, file: !7, line: 1204, type: !963, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!963 = !DISubroutineType(types: !964)
!964 = !{!945, !836}
!965 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !611, file: !7, line: 1216, type: !966, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!966 = !DISubroutineType(types: !967)
!967 = !{!953, !909}
!968 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !611, file: !7, line: 1228, type: !963, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!969 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !611, file: !7, line: 1240, type: !966, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!970 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !611, file: !7, line: 1255, type: !971, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!971 = !DISubroutineType(types: !972)
!972 = !{!632, !836}
!973 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !611, file: !7, line: 1260, type: !974, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!974 = !DISubroutineType(types: !975)
!975 = !{!662, !909}
!976 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !611, file: !7, line: 1276, type: !977, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!977 = !DISubroutineType(types: !978)
!978 = !{null, !836, !849}
!979 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !611, file: !7, line: 1293, type: !980, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!980 = !DISubroutineType(types: !981)
!981 = !{null, !836, !982}
!982 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !851, size: 64)
!983 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !611, file: !7, line: 1317, type: !834, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!984 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !611, file: !7, line: 1357, type: !985, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!985 = !DISubroutineType(types: !986)
!986 = !{!904, !836, !610, !849}
!987 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !611, file: !7, line: 1388, type: !988, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!988 = !DISubroutineType(types: !989)
!989 = !{!904, !836, !610, !982}
!990 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !611, file: !7, line: 1406, type: !991, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!991 = !DISubroutineType(types: !992)
!992 = !{!904, !836, !610, !883}
!993 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !611, file: !7, line: 1432, type: !994, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!994 = !DISubroutineType(types: !995)
!995 = !{!904, !836, !610, !295, !849}
!996 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !611, file: !7, line: 1529, type: !997, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!997 = !DISubroutineType(types: !998)
!998 = !{!904, !836, !610}
!999 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !611, file: !7, line: 1557, type: !1000, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1000 = !DISubroutineType(types: !1001)
!1001 = !{!904, !836, !610, !610}
!1002 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !611, file: !7, line: 1581, type: !1003, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{null, !836, !888}
!1005 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !611, file: !7, line: 1600, type: !834, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1006 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !611, file: !7, line: 1699, type: !896, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1007 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !611, file: !7, line: 1710, type: !933, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1008 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !611, file: !7, line: 1757, type: !896, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1009 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !611, file: !7, line: 1801, type: !1010, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1010 = !DISubroutineType(types: !1011)
!1011 = !{null, !836, !904, !295, !849}
!1012 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !611, file: !7, line: 1807, type: !933, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1013 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !611, file: !7, line: 1811, type: !1014, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1014 = !DISubroutineType(types: !1015)
!1015 = !{!130, !836}
!1016 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !611, file: !7, line: 1873, type: !988, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1017 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !611, file: !7, line: 1884, type: !988, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1018 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !611, file: !7, line: 1891, type: !1019, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1019 = !DISubroutineType(types: !1020)
!1020 = !{!1021, !909, !295, !531}
!1021 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !611, file: !7, line: 458, baseType: !75)
!1022 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !611, file: !7, line: 1902, type: !1023, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!1023 = !DISubroutineType(types: !1024)
!1024 = !{!1021, !295, !840}
!1025 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !611, file: !7, line: 1911, type: !1026, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!1026 = !DISubroutineType(types: !1027)
!1027 = !{!1021, !1028}
!1028 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1029, size: 64)
!1029 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !826)
!1030 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !611, file: !7, line: 1928, type: !1031, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{null, !836, !824}
!1033 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !611, file: !7, line: 1941, type: !1034, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1034 = !DISubroutineType(types: !1035)
!1035 = !{!904, !836, !904}
!1036 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !611, file: !7, line: 1945, type: !1037, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1037 = !DISubroutineType(types: !1038)
!1038 = !{!904, !836, !904, !904}
!1039 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !611, file: !7, line: 1954, type: !1040, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{null, !836, !860, !237}
!1042 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !611, file: !7, line: 1966, type: !1043, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{null, !836, !860, !256}
!1045 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !23, file: !357, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1046, templateParams: !1097, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!1046 = !{!1047, !1048, !1052, !1057, !1067, !1072, !1076, !1079, !1080, !1081, !1086, !1089, !1092, !1093, !1094}
!1047 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !1045, file: !357, line: 1046, baseType: !662, size: 64, flags: DIFlagProtected)
!1048 = !DISubprogram(name: "__normal_iterator", scope: !1045, file: !357, line: 1068, type: !1049, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1049 = !DISubroutineType(types: !1050)
!1050 = !{null, !1051}
!1051 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1045, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1052 = !DISubprogram(name: "__normal_iterator", scope: !1045, file: !357, line: 1072, type: !1053, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!1053 = !DISubroutineType(types: !1054)
!1054 = !{null, !1051, !1055}
!1055 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1056, size: 64)
!1056 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !662)
!1057 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEdeEv", scope: !1045, file: !357, line: 1095, type: !1058, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1058 = !DISubroutineType(types: !1059)
!1059 = !{!1060, !1065}
!1060 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1045, file: !357, line: 1061, baseType: !1061)
!1061 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1062, file: !374, line: 227, baseType: !665)
!1062 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const int *>", scope: !9, file: !374, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1063, identifier: "_ZTSSt15iterator_traitsIPKiE")
!1063 = !{!1064}
!1064 = !DITemplateTypeParameter(name: "_Iterator", type: !662)
!1065 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1066, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1066 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1045)
!1067 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEptEv", scope: !1045, file: !357, line: 1100, type: !1068, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!1070, !1065}
!1070 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1045, file: !357, line: 1062, baseType: !1071)
!1071 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1062, file: !374, line: 226, baseType: !662)
!1072 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEv", scope: !1045, file: !357, line: 1105, type: !1073, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1073 = !DISubroutineType(types: !1074)
!1074 = !{!1075, !1051}
!1075 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1045, size: 64)
!1076 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEi", scope: !1045, file: !357, line: 1113, type: !1077, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!1045, !1051, !392}
!1079 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmmEv", scope: !1045, file: !357, line: 1119, type: !1073, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1080 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmmEi", scope: !1045, file: !357, line: 1127, type: !1077, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1081 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEixEl", scope: !1045, file: !357, line: 1133, type: !1082, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{!1060, !1065, !1084}
!1084 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1045, file: !357, line: 1060, baseType: !1085)
!1085 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1062, file: !374, line: 225, baseType: !400)
!1086 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEpLEl", scope: !1045, file: !357, line: 1138, type: !1087, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1087 = !DISubroutineType(types: !1088)
!1088 = !{!1075, !1051, !1084}
!1089 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEplEl", scope: !1045, file: !357, line: 1143, type: !1090, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{!1045, !1065, !1084}
!1092 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmIEl", scope: !1045, file: !357, line: 1148, type: !1087, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1093 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmiEl", scope: !1045, file: !357, line: 1153, type: !1090, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1094 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEE4baseEv", scope: !1045, file: !357, line: 1158, type: !1095, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!1055, !1065}
!1097 = !{!1064, !1098}
!1098 = !DITemplateTypeParameter(name: "_Container", type: !611)
!1099 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!1100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mat", file: !1, line: 13, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1101, identifier: "_ZTS3Mat")
!1101 = !{!1102, !1103, !1104, !1105, !1109}
!1102 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !1100, file: !1, line: 14, baseType: !392, size: 32)
!1103 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !1100, file: !1, line: 14, baseType: !392, size: 32, offset: 32)
!1104 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1100, file: !1, line: 15, baseType: !8, size: 192, offset: 64)
!1105 = !DISubprogram(name: "Mat", scope: !1100, file: !1, line: 16, type: !1106, scopeLine: 16, flags: DIFlagPrototyped, spFlags: 0)
!1106 = !DISubroutineType(types: !1107)
!1107 = !{null, !1108, !392, !392}
!1108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1100, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1109 = !DISubprogram(name: "at", linkageName: "_ZN3Mat2atEii", scope: !1100, file: !1, line: 17, type: !1110, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!1110 = !DISubroutineType(types: !1111)
!1111 = !{!62, !1108, !392, !392}
!1112 = !{!1113, !1119, !1125, !1130, !1134, !1136, !1138, !1140, !1142, !1149, !1155, !1160, !1164, !1168, !1172, !1177, !1181, !1183, !1187, !1193, !1197, !1202, !1204, !1208, !1212, !1216, !1218, !1222, !1226, !1228, !1232, !1234, !1236, !1240, !1244, !1248, !1252, !1256, !1260, !1262, !1269, !1273, !1277, !1281, !1283, !1285, !1289, !1293, !1294, !1295, !1296, !1297, !1298, !1302, !1306, !1312, !1316, !1321, !1323, !1327, !1329, !1333, !1341, !1345, !1349, !1353, !1357, !1361, !1365, !1369, !1373, !1377, !1384, !1388, !1392, !1394, !1396, !1400, !1405, !1411, !1415, !1419, !1421, !1428, !1432, !1439, !1441, !1445, !1449, !1453, !1457, !1462, !1467, !1472, !1473, !1474, !1475, !1477, !1478, !1479, !1480, !1481, !1482, !1483}
!1113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1114, file: !1118, line: 98)
!1114 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1115, line: 7, baseType: !1116)
!1115 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1116 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1117, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!1117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1118 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!1119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1120, file: !1118, line: 99)
!1120 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1121, line: 84, baseType: !1122)
!1121 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1123, line: 14, baseType: !1124)
!1123 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1124 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1123, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1126, file: !1118, line: 101)
!1126 = !DISubprogram(name: "clearerr", scope: !1121, file: !1121, line: 786, type: !1127, flags: DIFlagPrototyped, spFlags: 0)
!1127 = !DISubroutineType(types: !1128)
!1128 = !{null, !1129}
!1129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1114, size: 64)
!1130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1131, file: !1118, line: 102)
!1131 = !DISubprogram(name: "fclose", scope: !1121, file: !1121, line: 178, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1132 = !DISubroutineType(types: !1133)
!1133 = !{!392, !1129}
!1134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1135, file: !1118, line: 103)
!1135 = !DISubprogram(name: "feof", scope: !1121, file: !1121, line: 788, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1137, file: !1118, line: 104)
!1137 = !DISubprogram(name: "ferror", scope: !1121, file: !1121, line: 790, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1139, file: !1118, line: 105)
!1139 = !DISubprogram(name: "fflush", scope: !1121, file: !1121, line: 230, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1141, file: !1118, line: 106)
!1141 = !DISubprogram(name: "fgetc", scope: !1121, file: !1121, line: 513, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1143, file: !1118, line: 107)
!1143 = !DISubprogram(name: "fgetpos", scope: !1121, file: !1121, line: 760, type: !1144, flags: DIFlagPrototyped, spFlags: 0)
!1144 = !DISubroutineType(types: !1145)
!1145 = !{!392, !1146, !1147}
!1146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1129)
!1147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1148)
!1148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1120, size: 64)
!1149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1150, file: !1118, line: 108)
!1150 = !DISubprogram(name: "fgets", scope: !1121, file: !1121, line: 592, type: !1151, flags: DIFlagPrototyped, spFlags: 0)
!1151 = !DISubroutineType(types: !1152)
!1152 = !{!1153, !1154, !392, !1146}
!1153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!1154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1153)
!1155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1156, file: !1118, line: 109)
!1156 = !DISubprogram(name: "fopen", scope: !1121, file: !1121, line: 258, type: !1157, flags: DIFlagPrototyped, spFlags: 0)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!1129, !1159, !1159}
!1159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !531)
!1160 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1161, file: !1118, line: 110)
!1161 = !DISubprogram(name: "fprintf", scope: !1121, file: !1121, line: 350, type: !1162, flags: DIFlagPrototyped, spFlags: 0)
!1162 = !DISubroutineType(types: !1163)
!1163 = !{!392, !1146, !1159, null}
!1164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1165, file: !1118, line: 111)
!1165 = !DISubprogram(name: "fputc", scope: !1121, file: !1121, line: 549, type: !1166, flags: DIFlagPrototyped, spFlags: 0)
!1166 = !DISubroutineType(types: !1167)
!1167 = !{!392, !392, !1129}
!1168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1169, file: !1118, line: 112)
!1169 = !DISubprogram(name: "fputs", scope: !1121, file: !1121, line: 655, type: !1170, flags: DIFlagPrototyped, spFlags: 0)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{!392, !1159, !1146}
!1172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1173, file: !1118, line: 113)
!1173 = !DISubprogram(name: "fread", scope: !1121, file: !1121, line: 675, type: !1174, flags: DIFlagPrototyped, spFlags: 0)
!1174 = !DISubroutineType(types: !1175)
!1175 = !{!3, !1176, !3, !3, !1146}
!1176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1099)
!1177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1178, file: !1118, line: 114)
!1178 = !DISubprogram(name: "freopen", scope: !1121, file: !1121, line: 265, type: !1179, flags: DIFlagPrototyped, spFlags: 0)
!1179 = !DISubroutineType(types: !1180)
!1180 = !{!1129, !1159, !1159, !1146}
!1181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1182, file: !1118, line: 115)
!1182 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1121, file: !1121, line: 434, type: !1162, flags: DIFlagPrototyped, spFlags: 0)
!1183 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1184, file: !1118, line: 116)
!1184 = !DISubprogram(name: "fseek", scope: !1121, file: !1121, line: 713, type: !1185, flags: DIFlagPrototyped, spFlags: 0)
!1185 = !DISubroutineType(types: !1186)
!1186 = !{!392, !1129, !401, !392}
!1187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1188, file: !1118, line: 117)
!1188 = !DISubprogram(name: "fsetpos", scope: !1121, file: !1121, line: 765, type: !1189, flags: DIFlagPrototyped, spFlags: 0)
!1189 = !DISubroutineType(types: !1190)
!1190 = !{!392, !1129, !1191}
!1191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1192, size: 64)
!1192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1120)
!1193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1194, file: !1118, line: 118)
!1194 = !DISubprogram(name: "ftell", scope: !1121, file: !1121, line: 718, type: !1195, flags: DIFlagPrototyped, spFlags: 0)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{!401, !1129}
!1197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1198, file: !1118, line: 119)
!1198 = !DISubprogram(name: "fwrite", scope: !1121, file: !1121, line: 681, type: !1199, flags: DIFlagPrototyped, spFlags: 0)
!1199 = !DISubroutineType(types: !1200)
!1200 = !{!3, !1201, !3, !3, !1146}
!1201 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!1202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1203, file: !1118, line: 120)
!1203 = !DISubprogram(name: "getc", scope: !1121, file: !1121, line: 514, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1205, file: !1118, line: 121)
!1205 = !DISubprogram(name: "getchar", scope: !1121, file: !1121, line: 520, type: !1206, flags: DIFlagPrototyped, spFlags: 0)
!1206 = !DISubroutineType(types: !1207)
!1207 = !{!392}
!1208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1209, file: !1118, line: 126)
!1209 = !DISubprogram(name: "perror", scope: !1121, file: !1121, line: 804, type: !1210, flags: DIFlagPrototyped, spFlags: 0)
!1210 = !DISubroutineType(types: !1211)
!1211 = !{null, !531}
!1212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1213, file: !1118, line: 127)
!1213 = !DISubprogram(name: "printf", scope: !1121, file: !1121, line: 356, type: !1214, flags: DIFlagPrototyped, spFlags: 0)
!1214 = !DISubroutineType(types: !1215)
!1215 = !{!392, !1159, null}
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1217, file: !1118, line: 128)
!1217 = !DISubprogram(name: "putc", scope: !1121, file: !1121, line: 550, type: !1166, flags: DIFlagPrototyped, spFlags: 0)
!1218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1219, file: !1118, line: 129)
!1219 = !DISubprogram(name: "putchar", scope: !1121, file: !1121, line: 556, type: !1220, flags: DIFlagPrototyped, spFlags: 0)
!1220 = !DISubroutineType(types: !1221)
!1221 = !{!392, !392}
!1222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1223, file: !1118, line: 130)
!1223 = !DISubprogram(name: "puts", scope: !1121, file: !1121, line: 661, type: !1224, flags: DIFlagPrototyped, spFlags: 0)
!1224 = !DISubroutineType(types: !1225)
!1225 = !{!392, !531}
!1226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1227, file: !1118, line: 131)
!1227 = !DISubprogram(name: "remove", scope: !1121, file: !1121, line: 152, type: !1224, flags: DIFlagPrototyped, spFlags: 0)
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1229, file: !1118, line: 132)
!1229 = !DISubprogram(name: "rename", scope: !1121, file: !1121, line: 154, type: !1230, flags: DIFlagPrototyped, spFlags: 0)
!1230 = !DISubroutineType(types: !1231)
!1231 = !{!392, !531, !531}
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1233, file: !1118, line: 133)
!1233 = !DISubprogram(name: "rewind", scope: !1121, file: !1121, line: 723, type: !1127, flags: DIFlagPrototyped, spFlags: 0)
!1234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1235, file: !1118, line: 134)
!1235 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1121, file: !1121, line: 437, type: !1214, flags: DIFlagPrototyped, spFlags: 0)
!1236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1237, file: !1118, line: 135)
!1237 = !DISubprogram(name: "setbuf", scope: !1121, file: !1121, line: 328, type: !1238, flags: DIFlagPrototyped, spFlags: 0)
!1238 = !DISubroutineType(types: !1239)
!1239 = !{null, !1146, !1154}
!1240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1241, file: !1118, line: 136)
!1241 = !DISubprogram(name: "setvbuf", scope: !1121, file: !1121, line: 332, type: !1242, flags: DIFlagPrototyped, spFlags: 0)
!1242 = !DISubroutineType(types: !1243)
!1243 = !{!392, !1146, !1154, !392, !3}
!1244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1245, file: !1118, line: 137)
!1245 = !DISubprogram(name: "sprintf", scope: !1121, file: !1121, line: 358, type: !1246, flags: DIFlagPrototyped, spFlags: 0)
!1246 = !DISubroutineType(types: !1247)
!1247 = !{!392, !1154, !1159, null}
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1249, file: !1118, line: 138)
!1249 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1121, file: !1121, line: 439, type: !1250, flags: DIFlagPrototyped, spFlags: 0)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{!392, !1159, !1159, null}
!1252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1253, file: !1118, line: 139)
!1253 = !DISubprogram(name: "tmpfile", scope: !1121, file: !1121, line: 188, type: !1254, flags: DIFlagPrototyped, spFlags: 0)
!1254 = !DISubroutineType(types: !1255)
!1255 = !{!1129}
!1256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1257, file: !1118, line: 141)
!1257 = !DISubprogram(name: "tmpnam", scope: !1121, file: !1121, line: 205, type: !1258, flags: DIFlagPrototyped, spFlags: 0)
!1258 = !DISubroutineType(types: !1259)
!1259 = !{!1153, !1153}
!1260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1261, file: !1118, line: 143)
!1261 = !DISubprogram(name: "ungetc", scope: !1121, file: !1121, line: 668, type: !1166, flags: DIFlagPrototyped, spFlags: 0)
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1263, file: !1118, line: 144)
!1263 = !DISubprogram(name: "vfprintf", scope: !1121, file: !1121, line: 365, type: !1264, flags: DIFlagPrototyped, spFlags: 0)
!1264 = !DISubroutineType(types: !1265)
!1265 = !{!392, !1146, !1159, !1266}
!1266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1267, size: 64)
!1267 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !1268, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!1268 = !DIFile(filename: "cxx_vector_loops.cpp", directory: "/work/main/internal/pipeline/testdata")
!1269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1270, file: !1118, line: 145)
!1270 = !DISubprogram(name: "vprintf", scope: !1121, file: !1121, line: 371, type: !1271, flags: DIFlagPrototyped, spFlags: 0)
!1271 = !DISubroutineType(types: !1272)
!1272 = !{!392, !1159, !1266}
!1273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1274, file: !1118, line: 146)
!1274 = !DISubprogram(name: "vsprintf", scope: !1121, file: !1121, line: 373, type: !1275, flags: DIFlagPrototyped, spFlags: 0)
!1275 = !DISubroutineType(types: !1276)
!1276 = !{!392, !1154, !1159, !1266}
!1277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1278, file: !1118, line: 175)
!1278 = !DISubprogram(name: "snprintf", scope: !1121, file: !1121, line: 378, type: !1279, flags: DIFlagPrototyped, spFlags: 0)
!1279 = !DISubroutineType(types: !1280)
!1280 = !{!392, !1154, !3, !1159, null}
!1281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1282, file: !1118, line: 176)
!1282 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1121, file: !1121, line: 479, type: !1264, flags: DIFlagPrototyped, spFlags: 0)
!1283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1284, file: !1118, line: 177)
!1284 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1121, file: !1121, line: 484, type: !1271, flags: DIFlagPrototyped, spFlags: 0)
!1285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1286, file: !1118, line: 178)
!1286 = !DISubprogram(name: "vsnprintf", scope: !1121, file: !1121, line: 382, type: !1287, flags: DIFlagPrototyped, spFlags: 0)
!1287 = !DISubroutineType(types: !1288)
!1288 = !{!392, !1154, !3, !1159, !1266}
!1289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1290, file: !1118, line: 179)
!1290 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1121, file: !1121, line: 487, type: !1291, flags: DIFlagPrototyped, spFlags: 0)
!1291 = !DISubroutineType(types: !1292)
!1292 = !{!392, !1159, !1159, !1266}
!1293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1278, file: !1118, line: 185)
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1282, file: !1118, line: 186)
!1295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1284, file: !1118, line: 187)
!1296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1286, file: !1118, line: 188)
!1297 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1290, file: !1118, line: 189)
!1298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1299, file: !1301, line: 52)
!1299 = !DISubprogram(name: "abs", scope: !1300, file: !1300, line: 861, type: !1220, flags: DIFlagPrototyped, spFlags: 0)
!1300 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1301 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!1302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1303, file: !1305, line: 127)
!1303 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1300, line: 63, baseType: !1304)
!1304 = !DICompositeType(tag: DW_TAG_structure_type, file: !1300, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1305 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!1306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1307, file: !1305, line: 128)
!1307 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1300, line: 71, baseType: !1308)
!1308 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1300, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1309, identifier: "_ZTS6ldiv_t")
!1309 = !{!1310, !1311}
!1310 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1308, file: !1300, line: 69, baseType: !401, size: 64)
!1311 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1308, file: !1300, line: 70, baseType: !401, size: 64, offset: 64)
!1312 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1313, file: !1305, line: 130)
!1313 = !DISubprogram(name: "abort", scope: !1300, file: !1300, line: 611, type: !1314, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1314 = !DISubroutineType(types: !1315)
!1315 = !{null}
!1316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1317, file: !1305, line: 134)
!1317 = !DISubprogram(name: "atexit", scope: !1300, file: !1300, line: 615, type: !1318, flags: DIFlagPrototyped, spFlags: 0)
!1318 = !DISubroutineType(types: !1319)
!1319 = !{!392, !1320}
!1320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1314, size: 64)
!1321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1322, file: !1305, line: 137)
!1322 = !DISubprogram(name: "at_quick_exit", scope: !1300, file: !1300, line: 620, type: !1318, flags: DIFlagPrototyped, spFlags: 0)
!1323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1324, file: !1305, line: 140)
!1324 = !DISubprogram(name: "atof", scope: !1300, file: !1300, line: 102, type: !1325, flags: DIFlagPrototyped, spFlags: 0)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!34, !531}
!1327 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1328, file: !1305, line: 141)
!1328 = !DISubprogram(name: "atoi", scope: !1300, file: !1300, line: 105, type: !1224, flags: DIFlagPrototyped, spFlags: 0)
!1329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1330, file: !1305, line: 142)
!1330 = !DISubprogram(name: "atol", scope: !1300, file: !1300, line: 108, type: !1331, flags: DIFlagPrototyped, spFlags: 0)
!1331 = !DISubroutineType(types: !1332)
!1332 = !{!401, !531}
!1333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1334, file: !1305, line: 143)
!1334 = !DISubprogram(name: "bsearch", scope: !1300, file: !1300, line: 841, type: !1335, flags: DIFlagPrototyped, spFlags: 0)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!1099, !77, !77, !3, !3, !1337}
!1337 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1300, line: 829, baseType: !1338)
!1338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1339, size: 64)
!1339 = !DISubroutineType(types: !1340)
!1340 = !{!392, !77, !77}
!1341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1342, file: !1305, line: 144)
!1342 = !DISubprogram(name: "calloc", scope: !1300, file: !1300, line: 556, type: !1343, flags: DIFlagPrototyped, spFlags: 0)
!1343 = !DISubroutineType(types: !1344)
!1344 = !{!1099, !3, !3}
!1345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1346, file: !1305, line: 145)
!1346 = !DISubprogram(name: "div", scope: !1300, file: !1300, line: 873, type: !1347, flags: DIFlagPrototyped, spFlags: 0)
!1347 = !DISubroutineType(types: !1348)
!1348 = !{!1303, !392, !392}
!1349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1350, file: !1305, line: 146)
!1350 = !DISubprogram(name: "exit", scope: !1300, file: !1300, line: 637, type: !1351, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{null, !392}
!1353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1354, file: !1305, line: 147)
!1354 = !DISubprogram(name: "free", scope: !1300, file: !1300, line: 568, type: !1355, flags: DIFlagPrototyped, spFlags: 0)
!1355 = !DISubroutineType(types: !1356)
!1356 = !{null, !1099}
!1357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1358, file: !1305, line: 148)
!1358 = !DISubprogram(name: "getenv", scope: !1300, file: !1300, line: 654, type: !1359, flags: DIFlagPrototyped, spFlags: 0)
!1359 = !DISubroutineType(types: !1360)
!1360 = !{!1153, !531}
!1361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1362, file: !1305, line: 149)
!1362 = !DISubprogram(name: "labs", scope: !1300, file: !1300, line: 862, type: !1363, flags: DIFlagPrototyped, spFlags: 0)
!1363 = !DISubroutineType(types: !1364)
!1364 = !{!401, !401}
!1365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1366, file: !1305, line: 150)
!1366 = !DISubprogram(name: "ldiv", scope: !1300, file: !1300, line: 875, type: !1367, flags: DIFlagPrototyped, spFlags: 0)
!1367 = !DISubroutineType(types: !1368)
!1368 = !{!1307, !401, !401}
!1369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1370, file: !1305, line: 151)
!1370 = !DISubprogram(name: "malloc", scope: !1300, file: !1300, line: 553, type: !1371, flags: DIFlagPrototyped, spFlags: 0)
!1371 = !DISubroutineType(types: !1372)
!1372 = !{!1099, !3}
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1374, file: !1305, line: 153)
!1374 = !DISubprogram(name: "mblen", scope: !1300, file: !1300, line: 943, type: !1375, flags: DIFlagPrototyped, spFlags: 0)
!1375 = !DISubroutineType(types: !1376)
!1376 = !{!392, !531, !3}
!1377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1378, file: !1305, line: 154)
!1378 = !DISubprogram(name: "mbstowcs", scope: !1300, file: !1300, line: 954, type: !1379, flags: DIFlagPrototyped, spFlags: 0)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{!3, !1381, !1159, !3}
!1381 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1382)
!1382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1383, size: 64)
!1383 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1385, file: !1305, line: 155)
!1385 = !DISubprogram(name: "mbtowc", scope: !1300, file: !1300, line: 946, type: !1386, flags: DIFlagPrototyped, spFlags: 0)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{!392, !1381, !1159, !3}
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1389, file: !1305, line: 157)
!1389 = !DISubprogram(name: "qsort", scope: !1300, file: !1300, line: 851, type: !1390, flags: DIFlagPrototyped, spFlags: 0)
!1390 = !DISubroutineType(types: !1391)
!1391 = !{null, !1099, !3, !3, !1337}
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1393, file: !1305, line: 160)
!1393 = !DISubprogram(name: "quick_exit", scope: !1300, file: !1300, line: 643, type: !1351, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1395, file: !1305, line: 163)
!1395 = !DISubprogram(name: "rand", scope: !1300, file: !1300, line: 454, type: !1206, flags: DIFlagPrototyped, spFlags: 0)
!1396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1397, file: !1305, line: 164)
!1397 = !DISubprogram(name: "realloc", scope: !1300, file: !1300, line: 564, type: !1398, flags: DIFlagPrototyped, spFlags: 0)
!1398 = !DISubroutineType(types: !1399)
!1399 = !{!1099, !1099, !3}
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1401, file: !1305, line: 165)
!1401 = !DISubprogram(name: "srand", scope: !1300, file: !1300, line: 456, type: !1402, flags: DIFlagPrototyped, spFlags: 0)
!1402 = !DISubroutineType(types: !1403)
!1403 = !{null, !1404}
!1404 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1406, file: !1305, line: 166)
!1406 = !DISubprogram(name: "strtod", scope: !1300, file: !1300, line: 118, type: !1407, flags: DIFlagPrototyped, spFlags: 0)
!1407 = !DISubroutineType(types: !1408)
!1408 = !{!34, !1159, !1409}
!1409 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1410)
!1410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1153, size: 64)
!1411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1412, file: !1305, line: 167)
!1412 = !DISubprogram(name: "strtol", scope: !1300, file: !1300, line: 177, type: !1413, flags: DIFlagPrototyped, spFlags: 0)
!1413 = !DISubroutineType(types: !1414)
!1414 = !{!401, !1159, !1409, !392}
!1415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1416, file: !1305, line: 168)
!1416 = !DISubprogram(name: "strtoul", scope: !1300, file: !1300, line: 181, type: !1417, flags: DIFlagPrototyped, spFlags: 0)
!1417 = !DISubroutineType(types: !1418)
!1418 = !{!5, !1159, !1409, !392}
!1419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1420, file: !1305, line: 169)
!1420 = !DISubprogram(name: "system", scope: !1300, file: !1300, line: 804, type: !1224, flags: DIFlagPrototyped, spFlags: 0)
!1421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1422, file: !1305, line: 171)
!1422 = !DISubprogram(name: "wcstombs", scope: !1300, file: !1300, line: 958, type: !1423, flags: DIFlagPrototyped, spFlags: 0)
!1423 = !DISubroutineType(types: !1424)
!1424 = !{!3, !1154, !1425, !3}
!1425 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1426)
!1426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1427, size: 64)
!1427 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1383)
!1428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1429, file: !1305, line: 172)
!1429 = !DISubprogram(name: "wctomb", scope: !1300, file: !1300, line: 950, type: !1430, flags: DIFlagPrototyped, spFlags: 0)
!1430 = !DISubroutineType(types: !1431)
!1431 = !{!392, !1153, !1383}
!1432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1433, file: !1305, line: 200)
!1433 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1300, line: 81, baseType: !1434)
!1434 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1300, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1435, identifier: "_ZTS7lldiv_t")
!1435 = !{!1436, !1438}
!1436 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1434, file: !1300, line: 79, baseType: !1437, size: 64)
!1437 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1438 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1434, file: !1300, line: 80, baseType: !1437, size: 64, offset: 64)
!1439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1440, file: !1305, line: 206)
!1440 = !DISubprogram(name: "_Exit", scope: !1300, file: !1300, line: 649, type: !1351, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1442, file: !1305, line: 210)
!1442 = !DISubprogram(name: "llabs", scope: !1300, file: !1300, line: 865, type: !1443, flags: DIFlagPrototyped, spFlags: 0)
!1443 = !DISubroutineType(types: !1444)
!1444 = !{!1437, !1437}
!1445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1446, file: !1305, line: 216)
!1446 = !DISubprogram(name: "lldiv", scope: !1300, file: !1300, line: 879, type: !1447, flags: DIFlagPrototyped, spFlags: 0)
!1447 = !DISubroutineType(types: !1448)
!1448 = !{!1433, !1437, !1437}
!1449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1450, file: !1305, line: 227)
!1450 = !DISubprogram(name: "atoll", scope: !1300, file: !1300, line: 113, type: !1451, flags: DIFlagPrototyped, spFlags: 0)
!1451 = !DISubroutineType(types: !1452)
!1452 = !{!1437, !531}
!1453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1454, file: !1305, line: 228)
!1454 = !DISubprogram(name: "strtoll", scope: !1300, file: !1300, line: 201, type: !1455, flags: DIFlagPrototyped, spFlags: 0)
!1455 = !DISubroutineType(types: !1456)
!1456 = !{!1437, !1159, !1409, !392}
!1457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1458, file: !1305, line: 229)
!1458 = !DISubprogram(name: "strtoull", scope: !1300, file: !1300, line: 206, type: !1459, flags: DIFlagPrototyped, spFlags: 0)
!1459 = !DISubroutineType(types: !1460)
!1460 = !{!1461, !1159, !1409, !392}
!1461 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1463, file: !1305, line: 231)
!1463 = !DISubprogram(name: "strtof", scope: !1300, file: !1300, line: 124, type: !1464, flags: DIFlagPrototyped, spFlags: 0)
!1464 = !DISubroutineType(types: !1465)
!1465 = !{!1466, !1159, !1409}
!1466 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !1468, file: !1305, line: 232)
!1468 = !DISubprogram(name: "strtold", scope: !1300, file: !1300, line: 127, type: !1469, flags: DIFlagPrototyped, spFlags: 0)
!1469 = !DISubroutineType(types: !1470)
!1470 = !{!1471, !1159, !1409}
!1471 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1433, file: !1305, line: 240)
!1473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1440, file: !1305, line: 242)
!1474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1442, file: !1305, line: 244)
!1475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1476, file: !1305, line: 245)
!1476 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !23, file: !1305, line: 213, type: !1447, flags: DIFlagPrototyped, spFlags: 0)
!1477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1446, file: !1305, line: 246)
!1478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1450, file: !1305, line: 248)
!1479 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1463, file: !1305, line: 249)
!1480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1454, file: !1305, line: 250)
!1481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1458, file: !1305, line: 251)
!1482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !1468, file: !1305, line: 252)
!1483 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1484, entity: !1485, file: !1486, line: 58)
!1484 = !DINamespace(name: "__gnu_debug", scope: null)
!1485 = !DINamespace(name: "__debug", scope: !9)
!1486 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1487 = !{i32 7, !"Dwarf Version", i32 5}
!1488 = !{i32 2, !"Debug Info Version", i32 3}
!1489 = !{i32 1, !"wchar_size", i32 4}
!1490 = !{i32 7, !"PIC Level", i32 2}
!1491 = !{i32 7, !"PIE Level", i32 2}
!1492 = !{i32 7, !"uwtable", i32 1}
!1493 = !{i32 7, !"frame-pointer", i32 2}
!1494 = !{!"Debian clang version 14.0.6"}
!1495 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !1496, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1496 = !DISubroutineType(types: !1497)
!1497 = !{!392, !392, !1410}
!1498 = !DILocalVariable(name: "argc", arg: 1, scope: !1495, file: !1, line: 46, type: !392)
!1499 = !DILocation(line: 46, column: 14, scope: !1495)
!1500 = !DILocalVariable(name: "argv", arg: 2, scope: !1495, file: !1, line: 46, type: !1410)
!1501 = !DILocation(line: 46, column: 27, scope: !1495)
!1502 = !DILocalVariable(name: "n", scope: !1495, file: !1, line: 47, type: !392)
!1503 = !DILocation(line: 47, column: 7, scope: !1495)
!1504 = !DILocation(line: 47, column: 11, scope: !1495)
!1505 = !DILocation(line: 47, column: 16, scope: !1495)
!1506 = !DILocation(line: 47, column: 27, scope: !1495)
!1507 = !DILocation(line: 47, column: 22, scope: !1495)
!1508 = !DILocalVariable(name: "r", scope: !1495, file: !1, line: 48, type: !392)
!1509 = !DILocation(line: 48, column: 7, scope: !1495)
!1510 = !DILocation(line: 48, column: 11, scope: !1495)
!1511 = !DILocation(line: 48, column: 16, scope: !1495)
!1512 = !DILocation(line: 48, column: 27, scope: !1495)
!1513 = !DILocation(line: 48, column: 22, scope: !1495)
!1514 = !DILocalVariable(name: "c", scope: !1495, file: !1, line: 49, type: !392)
!1515 = !DILocation(line: 49, column: 7, scope: !1495)
!1516 = !DILocation(line: 49, column: 11, scope: !1495)
!1517 = !DILocation(line: 49, column: 16, scope: !1495)
!1518 = !DILocation(line: 49, column: 27, scope: !1495)
!1519 = !DILocation(line: 49, column: 22, scope: !1495)
!1520 = !DILocalVariable(name: "a", scope: !1495, file: !1, line: 50, type: !8)
!1521 = !DILocation(line: 50, column: 23, scope: !1495)
!1522 = !DILocation(line: 50, column: 25, scope: !1495)
!1523 = !DILocalVariable(name: "i", scope: !1524, file: !1, line: 51, type: !392)
!1524 = distinct !DILexicalBlock(scope: !1495, file: !1, line: 51, column: 3)
!1525 = !DILocation(line: 51, column: 12, scope: !1524)
!1526 = !DILocation(line: 51, column: 8, scope: !1524)
!1527 = !DILocation(line: 51, column: 19, scope: !1528)
!1528 = distinct !DILexicalBlock(scope: !1524, file: !1, line: 51, column: 3)
!1529 = !DILocation(line: 51, column: 23, scope: !1528)
!1530 = !DILocation(line: 51, column: 21, scope: !1528)
!1531 = !DILocation(line: 51, column: 3, scope: !1524)
!1532 = !DILocation(line: 52, column: 12, scope: !1528)
!1533 = !DILocation(line: 52, column: 14, scope: !1528)
!1534 = !DILocation(line: 52, column: 7, scope: !1528)
!1535 = !DILocation(line: 52, column: 5, scope: !1528)
!1536 = !DILocation(line: 52, column: 10, scope: !1528)
!1537 = !DILocation(line: 51, column: 27, scope: !1528)
!1538 = !DILocation(line: 51, column: 3, scope: !1528)
!1539 = distinct !{!1539, !1531, !1540, !1541}
!1540 = !DILocation(line: 52, column: 16, scope: !1524)
!1541 = !{!"llvm.loop.mustprogress"}
!1542 = !DILocation(line: 66, column: 1, scope: !1495)
!1543 = !DILocalVariable(name: "b", scope: !1495, file: !1, line: 53, type: !8)
!1544 = !DILocation(line: 53, column: 23, scope: !1495)
!1545 = !DILocation(line: 54, column: 3, scope: !1495)
!1546 = !DILocalVariable(name: "k", scope: !1495, file: !1, line: 55, type: !611)
!1547 = !DILocation(line: 55, column: 20, scope: !1495)
!1548 = !DILocation(line: 55, column: 22, scope: !1495)
!1549 = !DILocation(line: 55, column: 25, scope: !1495)
!1550 = !DILocalVariable(name: "m", scope: !1495, file: !1, line: 56, type: !1100)
!1551 = !DILocation(line: 56, column: 7, scope: !1495)
!1552 = !DILocation(line: 56, column: 9, scope: !1495)
!1553 = !DILocation(line: 56, column: 12, scope: !1495)
!1554 = !DILocalVariable(name: "i", scope: !1555, file: !1, line: 57, type: !392)
!1555 = distinct !DILexicalBlock(scope: !1495, file: !1, line: 57, column: 3)
!1556 = !DILocation(line: 57, column: 12, scope: !1555)
!1557 = !DILocation(line: 57, column: 8, scope: !1555)
!1558 = !DILocation(line: 57, column: 19, scope: !1559)
!1559 = distinct !DILexicalBlock(scope: !1555, file: !1, line: 57, column: 3)
!1560 = !DILocation(line: 57, column: 25, scope: !1559)
!1561 = !DILocation(line: 57, column: 21, scope: !1559)
!1562 = !DILocation(line: 57, column: 3, scope: !1555)
!1563 = !DILocalVariable(name: "j", scope: !1564, file: !1, line: 58, type: !392)
!1564 = distinct !DILexicalBlock(scope: !1559, file: !1, line: 58, column: 5)
!1565 = !DILocation(line: 58, column: 14, scope: !1564)
!1566 = !DILocation(line: 58, column: 10, scope: !1564)
!1567 = !DILocation(line: 58, column: 21, scope: !1568)
!1568 = distinct !DILexicalBlock(scope: !1564, file: !1, line: 58, column: 5)
!1569 = !DILocation(line: 58, column: 27, scope: !1568)
!1570 = !DILocation(line: 58, column: 23, scope: !1568)
!1571 = !DILocation(line: 58, column: 5, scope: !1564)
!1572 = !DILocation(line: 59, column: 20, scope: !1568)
!1573 = !DILocation(line: 59, column: 24, scope: !1568)
!1574 = !DILocation(line: 59, column: 22, scope: !1568)
!1575 = !DILocation(line: 59, column: 12, scope: !1568)
!1576 = !DILocation(line: 59, column: 15, scope: !1568)
!1577 = !DILocation(line: 59, column: 9, scope: !1568)
!1578 = !DILocation(line: 59, column: 18, scope: !1568)
!1579 = !DILocation(line: 59, column: 7, scope: !1568)
!1580 = !DILocation(line: 58, column: 34, scope: !1568)
!1581 = !DILocation(line: 58, column: 5, scope: !1568)
!1582 = distinct !{!1582, !1571, !1583, !1541}
!1583 = !DILocation(line: 59, column: 24, scope: !1564)
!1584 = !DILocation(line: 66, column: 1, scope: !1568)
!1585 = !DILocation(line: 57, column: 32, scope: !1559)
!1586 = !DILocation(line: 57, column: 3, scope: !1559)
!1587 = distinct !{!1587, !1562, !1588, !1541}
!1588 = !DILocation(line: 59, column: 24, scope: !1555)
!1589 = !DILocation(line: 60, column: 15, scope: !1495)
!1590 = !DILocation(line: 60, column: 26, scope: !1495)
!1591 = !DILocation(line: 60, column: 33, scope: !1495)
!1592 = !DILocation(line: 60, column: 3, scope: !1495)
!1593 = !DILocalVariable(name: "s", scope: !1495, file: !1, line: 61, type: !34)
!1594 = !DILocation(line: 61, column: 10, scope: !1495)
!1595 = !DILocation(line: 61, column: 14, scope: !1495)
!1596 = !DILocation(line: 61, column: 29, scope: !1495)
!1597 = !DILocation(line: 61, column: 27, scope: !1495)
!1598 = !DILocation(line: 61, column: 56, scope: !1495)
!1599 = !DILocation(line: 61, column: 44, scope: !1495)
!1600 = !DILocation(line: 61, column: 42, scope: !1495)
!1601 = !DILocation(line: 62, column: 26, scope: !1495)
!1602 = !DILocation(line: 62, column: 37, scope: !1495)
!1603 = !DILocation(line: 62, column: 8, scope: !1495)
!1604 = !DILocation(line: 62, column: 5, scope: !1495)
!1605 = !DILocalVariable(name: "t", scope: !1495, file: !1, line: 63, type: !401)
!1606 = !DILocation(line: 63, column: 8, scope: !1495)
!1607 = !DILocation(line: 63, column: 12, scope: !1495)
!1608 = !DILocation(line: 64, column: 22, scope: !1495)
!1609 = !DILocation(line: 64, column: 25, scope: !1495)
!1610 = !DILocation(line: 64, column: 3, scope: !1495)
!1611 = !DILocation(line: 65, column: 3, scope: !1495)
!1612 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !37, file: !38, line: 156, type: !89, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !137)
!1613 = !DILocalVariable(name: "this", arg: 1, scope: !1612, type: !1614, flags: DIFlagArtificial | DIFlagObjectPointer)
!1614 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!1615 = !DILocation(line: 0, scope: !1612)
!1616 = !DILocation(line: 156, column: 36, scope: !1612)
!1617 = !DILocation(line: 156, column: 7, scope: !1612)
!1618 = !DILocation(line: 156, column: 38, scope: !1612)
!1619 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !8, file: !7, line: 551, type: !293, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !292, retainedNodes: !137)
!1620 = !DILocalVariable(name: "this", arg: 1, scope: !1619, type: !1621, flags: DIFlagArtificial | DIFlagObjectPointer)
!1621 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!1622 = !DILocation(line: 0, scope: !1619)
!1623 = !DILocalVariable(name: "__n", arg: 2, scope: !1619, file: !7, line: 551, type: !295)
!1624 = !DILocation(line: 551, column: 24, scope: !1619)
!1625 = !DILocalVariable(name: "__a", arg: 3, scope: !1619, file: !7, line: 551, type: !289)
!1626 = !DILocation(line: 551, column: 51, scope: !1619)
!1627 = !DILocation(line: 553, column: 7, scope: !1619)
!1628 = !DILocation(line: 552, column: 33, scope: !1619)
!1629 = !DILocation(line: 552, column: 38, scope: !1619)
!1630 = !DILocation(line: 552, column: 15, scope: !1619)
!1631 = !DILocation(line: 552, column: 44, scope: !1619)
!1632 = !DILocation(line: 552, column: 9, scope: !1619)
!1633 = !DILocation(line: 553, column: 31, scope: !1634)
!1634 = distinct !DILexicalBlock(scope: !1619, file: !7, line: 553, column: 7)
!1635 = !DILocation(line: 553, column: 9, scope: !1634)
!1636 = !DILocation(line: 553, column: 37, scope: !1619)
!1637 = !DILocation(line: 553, column: 37, scope: !1634)
!1638 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !37, file: !38, line: 174, type: !89, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !101, retainedNodes: !137)
!1639 = !DILocalVariable(name: "this", arg: 1, scope: !1638, type: !1614, flags: DIFlagArtificial | DIFlagObjectPointer)
!1640 = !DILocation(line: 0, scope: !1638)
!1641 = !DILocation(line: 174, column: 39, scope: !1642)
!1642 = distinct !DILexicalBlock(scope: !1638, file: !38, line: 174, column: 37)
!1643 = !DILocation(line: 174, column: 39, scope: !1638)
!1644 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1121, type: !452, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !451, retainedNodes: !137)
!1645 = !DILocalVariable(name: "this", arg: 1, scope: !1644, type: !1621, flags: DIFlagArtificial | DIFlagObjectPointer)
!1646 = !DILocation(line: 0, scope: !1644)
!1647 = !DILocalVariable(name: "__n", arg: 2, scope: !1644, file: !7, line: 1121, type: !295)
!1648 = !DILocation(line: 1121, column: 28, scope: !1644)
!1649 = !DILocation(line: 1124, column: 17, scope: !1644)
!1650 = !DILocation(line: 1124, column: 11, scope: !1644)
!1651 = !DILocation(line: 1124, column: 25, scope: !1644)
!1652 = !DILocation(line: 1124, column: 36, scope: !1644)
!1653 = !DILocation(line: 1124, column: 34, scope: !1644)
!1654 = !DILocation(line: 1124, column: 2, scope: !1644)
!1655 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2ERKS1_", scope: !8, file: !7, line: 596, type: !303, scopeLine: 599, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !302, retainedNodes: !137)
!1656 = !DILocalVariable(name: "this", arg: 1, scope: !1655, type: !1621, flags: DIFlagArtificial | DIFlagObjectPointer)
!1657 = !DILocation(line: 0, scope: !1655)
!1658 = !DILocalVariable(name: "__x", arg: 2, scope: !1655, file: !7, line: 596, type: !305)
!1659 = !DILocation(line: 596, column: 28, scope: !1655)
!1660 = !DILocation(line: 599, column: 7, scope: !1655)
!1661 = !DILocation(line: 597, column: 15, scope: !1655)
!1662 = !DILocation(line: 597, column: 19, scope: !1655)
!1663 = !DILocation(line: 598, column: 35, scope: !1655)
!1664 = !DILocation(line: 598, column: 39, scope: !1655)
!1665 = !DILocation(line: 598, column: 2, scope: !1655)
!1666 = !DILocation(line: 597, column: 9, scope: !1655)
!1667 = !DILocation(line: 601, column: 32, scope: !1668)
!1668 = distinct !DILexicalBlock(scope: !1655, file: !7, line: 599, column: 7)
!1669 = !DILocation(line: 601, column: 36, scope: !1668)
!1670 = !DILocation(line: 601, column: 45, scope: !1668)
!1671 = !DILocation(line: 601, column: 49, scope: !1668)
!1672 = !DILocation(line: 602, column: 17, scope: !1668)
!1673 = !DILocation(line: 602, column: 11, scope: !1668)
!1674 = !DILocation(line: 602, column: 25, scope: !1668)
!1675 = !DILocation(line: 603, column: 11, scope: !1668)
!1676 = !DILocation(line: 601, column: 4, scope: !1668)
!1677 = !DILocation(line: 600, column: 8, scope: !1668)
!1678 = !DILocation(line: 600, column: 2, scope: !1668)
!1679 = !DILocation(line: 600, column: 16, scope: !1668)
!1680 = !DILocation(line: 600, column: 26, scope: !1668)
!1681 = !DILocation(line: 604, column: 7, scope: !1655)
!1682 = !DILocation(line: 604, column: 7, scope: !1668)
!1683 = distinct !DISubprogram(name: "scale", linkageName: "_ZL5scaleRSt6vectorIdSaIdEEd", scope: !1, file: !1, line: 41, type: !1684, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1684 = !DISubroutineType(types: !1685)
!1685 = !{null, !339, !34}
!1686 = !DILocalVariable(name: "v", arg: 1, scope: !1683, file: !1, line: 41, type: !339)
!1687 = !DILocation(line: 41, column: 40, scope: !1683)
!1688 = !DILocalVariable(name: "a", arg: 2, scope: !1683, file: !1, line: 41, type: !34)
!1689 = !DILocation(line: 41, column: 50, scope: !1683)
!1690 = !DILocalVariable(name: "__range1", scope: !1691, type: !339, flags: DIFlagArtificial)
!1691 = distinct !DILexicalBlock(scope: !1683, file: !1, line: 42, column: 3)
!1692 = !DILocation(line: 0, scope: !1691)
!1693 = !DILocation(line: 42, column: 18, scope: !1691)
!1694 = !DILocalVariable(name: "__begin1", scope: !1691, type: !355, flags: DIFlagArtificial)
!1695 = !DILocation(line: 42, column: 16, scope: !1691)
!1696 = !DILocalVariable(name: "__end1", scope: !1691, type: !355, flags: DIFlagArtificial)
!1697 = !DILocalVariable(name: "x", scope: !1698, file: !1, line: 42, type: !62)
!1698 = distinct !DILexicalBlock(scope: !1691, file: !1, line: 42, column: 3)
!1699 = !DILocation(line: 42, column: 14, scope: !1698)
!1700 = !DILocation(line: 42, column: 16, scope: !1698)
!1701 = !DILocation(line: 43, column: 10, scope: !1698)
!1702 = !DILocation(line: 43, column: 5, scope: !1698)
!1703 = !DILocation(line: 43, column: 7, scope: !1698)
!1704 = !DILocation(line: 42, column: 3, scope: !1691)
!1705 = distinct !{!1705, !1704, !1706}
!1706 = !DILocation(line: 43, column: 10, scope: !1691)
!1707 = !DILocation(line: 44, column: 1, scope: !1683)
!1708 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIiEC2Ev", scope: !635, file: !38, line: 156, type: !679, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !678, retainedNodes: !137)
!1709 = !DILocalVariable(name: "this", arg: 1, scope: !1708, type: !1710, flags: DIFlagArtificial | DIFlagObjectPointer)
!1710 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !635, size: 64)
!1711 = !DILocation(line: 0, scope: !1708)
!1712 = !DILocation(line: 156, column: 36, scope: !1708)
!1713 = !DILocation(line: 156, column: 7, scope: !1708)
!1714 = !DILocation(line: 156, column: 38, scope: !1708)
!1715 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2EmRKiRKS0_", scope: !611, file: !7, line: 564, type: !847, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !846, retainedNodes: !137)
!1716 = !DILocalVariable(name: "this", arg: 1, scope: !1715, type: !1717, flags: DIFlagArtificial | DIFlagObjectPointer)
!1717 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !611, size: 64)
!1718 = !DILocation(line: 0, scope: !1715)
!1719 = !DILocalVariable(name: "__n", arg: 2, scope: !1715, file: !7, line: 564, type: !295)
!1720 = !DILocation(line: 564, column: 24, scope: !1715)
!1721 = !DILocalVariable(name: "__value", arg: 3, scope: !1715, file: !7, line: 564, type: !849)
!1722 = !DILocation(line: 564, column: 47, scope: !1715)
!1723 = !DILocalVariable(name: "__a", arg: 4, scope: !1715, file: !7, line: 565, type: !840)
!1724 = !DILocation(line: 565, column: 29, scope: !1715)
!1725 = !DILocation(line: 567, column: 7, scope: !1715)
!1726 = !DILocation(line: 566, column: 33, scope: !1715)
!1727 = !DILocation(line: 566, column: 38, scope: !1715)
!1728 = !DILocation(line: 566, column: 15, scope: !1715)
!1729 = !DILocation(line: 566, column: 44, scope: !1715)
!1730 = !DILocation(line: 566, column: 9, scope: !1715)
!1731 = !DILocation(line: 567, column: 28, scope: !1732)
!1732 = distinct !DILexicalBlock(scope: !1715, file: !7, line: 567, column: 7)
!1733 = !DILocation(line: 567, column: 33, scope: !1732)
!1734 = !DILocation(line: 567, column: 9, scope: !1732)
!1735 = !DILocation(line: 567, column: 43, scope: !1715)
!1736 = !DILocation(line: 567, column: 43, scope: !1732)
!1737 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIiED2Ev", scope: !635, file: !38, line: 174, type: !679, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !691, retainedNodes: !137)
!1738 = !DILocalVariable(name: "this", arg: 1, scope: !1737, type: !1710, flags: DIFlagArtificial | DIFlagObjectPointer)
!1739 = !DILocation(line: 0, scope: !1737)
!1740 = !DILocation(line: 174, column: 39, scope: !1741)
!1741 = distinct !DILexicalBlock(scope: !1737, file: !38, line: 174, column: 37)
!1742 = !DILocation(line: 174, column: 39, scope: !1737)
!1743 = distinct !DISubprogram(name: "Mat", linkageName: "_ZN3MatC2Eii", scope: !1100, file: !1, line: 16, type: !1106, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1105, retainedNodes: !137)
!1744 = !DILocalVariable(name: "this", arg: 1, scope: !1743, type: !1745, flags: DIFlagArtificial | DIFlagObjectPointer)
!1745 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1100, size: 64)
!1746 = !DILocation(line: 0, scope: !1743)
!1747 = !DILocalVariable(name: "r", arg: 2, scope: !1743, file: !1, line: 16, type: !392)
!1748 = !DILocation(line: 16, column: 11, scope: !1743)
!1749 = !DILocalVariable(name: "c", arg: 3, scope: !1743, file: !1, line: 16, type: !392)
!1750 = !DILocation(line: 16, column: 18, scope: !1743)
!1751 = !DILocation(line: 16, column: 23, scope: !1743)
!1752 = !DILocation(line: 16, column: 28, scope: !1743)
!1753 = !DILocation(line: 16, column: 32, scope: !1743)
!1754 = !DILocation(line: 16, column: 37, scope: !1743)
!1755 = !DILocation(line: 16, column: 41, scope: !1743)
!1756 = !DILocation(line: 16, column: 51, scope: !1743)
!1757 = !DILocation(line: 16, column: 55, scope: !1743)
!1758 = !DILocation(line: 16, column: 53, scope: !1743)
!1759 = !DILocation(line: 16, column: 59, scope: !1743)
!1760 = distinct !DISubprogram(name: "at", linkageName: "_ZN3Mat2atEii", scope: !1100, file: !1, line: 17, type: !1110, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1109, retainedNodes: !137)
!1761 = !DILocalVariable(name: "this", arg: 1, scope: !1760, type: !1745, flags: DIFlagArtificial | DIFlagObjectPointer)
!1762 = !DILocation(line: 0, scope: !1760)
!1763 = !DILocalVariable(name: "i", arg: 2, scope: !1760, file: !1, line: 17, type: !392)
!1764 = !DILocation(line: 17, column: 18, scope: !1760)
!1765 = !DILocalVariable(name: "j", arg: 3, scope: !1760, file: !1, line: 17, type: !392)
!1766 = !DILocation(line: 17, column: 25, scope: !1760)
!1767 = !DILocation(line: 17, column: 37, scope: !1760)
!1768 = !DILocation(line: 17, column: 47, scope: !1760)
!1769 = !DILocation(line: 17, column: 51, scope: !1760)
!1770 = !DILocation(line: 17, column: 49, scope: !1760)
!1771 = !DILocation(line: 17, column: 58, scope: !1760)
!1772 = !DILocation(line: 17, column: 56, scope: !1760)
!1773 = !DILocation(line: 17, column: 30, scope: !1760)
!1774 = distinct !DISubprogram(name: "fill<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZSt4fillIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_", scope: !9, file: !1775, line: 991, type: !1776, scopeLine: 992, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1778, retainedNodes: !137)
!1775 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1776 = !DISubroutineType(types: !1777)
!1777 = !{null, !356, !356, !70}
!1778 = !{!1779, !87}
!1779 = !DITemplateTypeParameter(name: "_FIter", type: !356)
!1780 = !DILocalVariable(name: "__first", arg: 1, scope: !1774, file: !1781, line: 270, type: !356)
!1781 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: "")
!1782 = !DILocation(line: 270, column: 16, scope: !1774)
!1783 = !DILocalVariable(name: "__last", arg: 2, scope: !1774, file: !1781, line: 270, type: !356)
!1784 = !DILocation(line: 270, column: 24, scope: !1774)
!1785 = !DILocalVariable(name: "__value", arg: 3, scope: !1774, file: !1781, line: 270, type: !70)
!1786 = !DILocation(line: 270, column: 36, scope: !1774)
!1787 = !DILocation(line: 998, column: 21, scope: !1774)
!1788 = !DILocation(line: 998, column: 30, scope: !1774)
!1789 = !DILocation(line: 998, column: 38, scope: !1774)
!1790 = !DILocation(line: 998, column: 7, scope: !1774)
!1791 = !DILocation(line: 999, column: 5, scope: !1774)
!1792 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !8, file: !7, line: 868, type: !353, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !352, retainedNodes: !137)
!1793 = !DILocalVariable(name: "this", arg: 1, scope: !1792, type: !1621, flags: DIFlagArtificial | DIFlagObjectPointer)
!1794 = !DILocation(line: 0, scope: !1792)
!1795 = !DILocation(line: 869, column: 31, scope: !1792)
!1796 = !DILocation(line: 869, column: 25, scope: !1792)
!1797 = !DILocation(line: 869, column: 39, scope: !1792)
!1798 = !DILocation(line: 869, column: 16, scope: !1792)
!1799 = !DILocation(line: 869, column: 9, scope: !1792)
!1800 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !8, file: !7, line: 888, type: !353, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !419, retainedNodes: !137)
!1801 = !DILocalVariable(name: "this", arg: 1, scope: !1800, type: !1621, flags: DIFlagArtificial | DIFlagObjectPointer)
!1802 = !DILocation(line: 0, scope: !1800)
!1803 = !DILocation(line: 889, column: 31, scope: !1800)
!1804 = !DILocation(line: 889, column: 25, scope: !1800)
!1805 = !DILocation(line: 889, column: 39, scope: !1800)
!1806 = !DILocation(line: 889, column: 16, scope: !1800)
!1807 = !DILocation(line: 889, column: 9, scope: !1800)
!1808 = distinct !DISubprogram(name: "sum_range", linkageName: "_ZL9sum_rangeRKSt6vectorIdSaIdEE", scope: !1, file: !1, line: 20, type: !1809, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1809 = !DISubroutineType(types: !1810)
!1810 = !{!34, !305}
!1811 = !DILocalVariable(name: "v", arg: 1, scope: !1808, file: !1, line: 20, type: !305)
!1812 = !DILocation(line: 20, column: 52, scope: !1808)
!1813 = !DILocalVariable(name: "s", scope: !1808, file: !1, line: 21, type: !34)
!1814 = !DILocation(line: 21, column: 10, scope: !1808)
!1815 = !DILocalVariable(name: "__range1", scope: !1816, type: !305, flags: DIFlagArtificial)
!1816 = distinct !DILexicalBlock(scope: !1808, file: !1, line: 22, column: 3)
!1817 = !DILocation(line: 0, scope: !1816)
!1818 = !DILocation(line: 22, column: 19, scope: !1816)
!1819 = !DILocalVariable(name: "__begin1", scope: !1816, type: !6, flags: DIFlagArtificial)
!1820 = !DILocation(line: 22, column: 17, scope: !1816)
!1821 = !DILocalVariable(name: "__end1", scope: !1816, type: !6, flags: DIFlagArtificial)
!1822 = !DILocalVariable(name: "x", scope: !1823, file: !1, line: 22, type: !34)
!1823 = distinct !DILexicalBlock(scope: !1816, file: !1, line: 22, column: 3)
!1824 = !DILocation(line: 22, column: 15, scope: !1823)
!1825 = !DILocation(line: 22, column: 17, scope: !1823)
!1826 = !DILocation(line: 23, column: 10, scope: !1823)
!1827 = !DILocation(line: 23, column: 7, scope: !1823)
!1828 = !DILocation(line: 22, column: 3, scope: !1816)
!1829 = distinct !{!1829, !1828, !1830}
!1830 = !DILocation(line: 23, column: 10, scope: !1816)
!1831 = !DILocation(line: 24, column: 10, scope: !1808)
!1832 = !DILocation(line: 24, column: 3, scope: !1808)
!1833 = distinct !DISubprogram(name: "sum_index", linkageName: "_ZL9sum_indexRKSt6vectorIdSaIdEE", scope: !1, file: !1, line: 27, type: !1809, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1834 = !DILocalVariable(name: "v", arg: 1, scope: !1833, file: !1, line: 27, type: !305)
!1835 = !DILocation(line: 27, column: 52, scope: !1833)
!1836 = !DILocalVariable(name: "s", scope: !1833, file: !1, line: 28, type: !34)
!1837 = !DILocation(line: 28, column: 10, scope: !1833)
!1838 = !DILocalVariable(name: "i", scope: !1839, file: !1, line: 29, type: !3)
!1839 = distinct !DILexicalBlock(scope: !1833, file: !1, line: 29, column: 3)
!1840 = !DILocation(line: 29, column: 15, scope: !1839)
!1841 = !DILocation(line: 29, column: 8, scope: !1839)
!1842 = !DILocation(line: 29, column: 22, scope: !1843)
!1843 = distinct !DILexicalBlock(scope: !1839, file: !1, line: 29, column: 3)
!1844 = !DILocation(line: 29, column: 26, scope: !1843)
!1845 = !DILocation(line: 29, column: 28, scope: !1843)
!1846 = !DILocation(line: 29, column: 24, scope: !1843)
!1847 = !DILocation(line: 29, column: 3, scope: !1839)
!1848 = !DILocation(line: 30, column: 10, scope: !1843)
!1849 = !DILocation(line: 30, column: 12, scope: !1843)
!1850 = !DILocation(line: 30, column: 25, scope: !1843)
!1851 = !DILocation(line: 30, column: 7, scope: !1843)
!1852 = !DILocation(line: 30, column: 5, scope: !1843)
!1853 = !DILocation(line: 29, column: 37, scope: !1843)
!1854 = !DILocation(line: 29, column: 3, scope: !1843)
!1855 = distinct !{!1855, !1847, !1856, !1541}
!1856 = !DILocation(line: 30, column: 25, scope: !1839)
!1857 = !DILocation(line: 31, column: 10, scope: !1833)
!1858 = !DILocation(line: 31, column: 3, scope: !1833)
!1859 = distinct !DISubprogram(name: "accumulate<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZSt10accumulateIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdET0_T_S8_S7_", scope: !9, file: !1860, line: 134, type: !1861, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1863, retainedNodes: !137)
!1860 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_numeric.h", directory: "", checksumkind: CSK_MD5, checksum: "36db7ae47394e395415a70ef7cf15fa3")
!1861 = !DISubroutineType(types: !1862)
!1862 = !{!34, !356, !356, !34}
!1863 = !{!1864, !87}
!1864 = !DITemplateTypeParameter(name: "_InputIterator", type: !356)
!1865 = !DILocalVariable(name: "__first", arg: 1, scope: !1859, file: !1860, line: 134, type: !356)
!1866 = !DILocation(line: 134, column: 31, scope: !1859)
!1867 = !DILocalVariable(name: "__last", arg: 2, scope: !1859, file: !1860, line: 134, type: !356)
!1868 = !DILocation(line: 134, column: 55, scope: !1859)
!1869 = !DILocalVariable(name: "__init", arg: 3, scope: !1859, file: !1860, line: 134, type: !34)
!1870 = !DILocation(line: 134, column: 67, scope: !1859)
!1871 = !DILocation(line: 140, column: 7, scope: !1859)
!1872 = !DILocation(line: 140, column: 22, scope: !1873)
!1873 = distinct !DILexicalBlock(scope: !1874, file: !1860, line: 140, column: 7)
!1874 = distinct !DILexicalBlock(scope: !1859, file: !1860, line: 140, column: 7)
!1875 = !DILocation(line: 140, column: 7, scope: !1874)
!1876 = !DILocation(line: 141, column: 11, scope: !1873)
!1877 = !DILocation(line: 141, column: 41, scope: !1873)
!1878 = !DILocation(line: 141, column: 39, scope: !1873)
!1879 = !DILocation(line: 141, column: 9, scope: !1873)
!1880 = !DILocation(line: 141, column: 2, scope: !1873)
!1881 = !DILocation(line: 140, column: 33, scope: !1873)
!1882 = !DILocation(line: 140, column: 7, scope: !1873)
!1883 = distinct !{!1883, !1875, !1884, !1541}
!1884 = !DILocation(line: 141, column: 42, scope: !1874)
!1885 = !DILocation(line: 142, column: 14, scope: !1859)
!1886 = !DILocation(line: 142, column: 7, scope: !1859)
!1887 = distinct !DISubprogram(name: "count_iter", linkageName: "_ZL10count_iterRKSt6vectorIiSaIiEE", scope: !1, file: !1, line: 34, type: !1888, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1888 = !DISubroutineType(types: !1889)
!1889 = !{!401, !855}
!1890 = !DILocalVariable(name: "v", arg: 1, scope: !1887, file: !1, line: 34, type: !855)
!1891 = !DILocation(line: 34, column: 48, scope: !1887)
!1892 = !DILocalVariable(name: "c", scope: !1887, file: !1, line: 35, type: !401)
!1893 = !DILocation(line: 35, column: 8, scope: !1887)
!1894 = !DILocalVariable(name: "it", scope: !1895, file: !1, line: 36, type: !610)
!1895 = distinct !DILexicalBlock(scope: !1887, file: !1, line: 36, column: 3)
!1896 = !DILocation(line: 36, column: 41, scope: !1895)
!1897 = !DILocation(line: 36, column: 46, scope: !1895)
!1898 = !DILocation(line: 36, column: 48, scope: !1895)
!1899 = !DILocation(line: 36, column: 8, scope: !1895)
!1900 = !DILocation(line: 36, column: 63, scope: !1901)
!1901 = distinct !DILexicalBlock(scope: !1895, file: !1, line: 36, column: 3)
!1902 = !DILocation(line: 36, column: 65, scope: !1901)
!1903 = !DILocation(line: 36, column: 60, scope: !1901)
!1904 = !DILocation(line: 36, column: 3, scope: !1895)
!1905 = !DILocation(line: 37, column: 10, scope: !1901)
!1906 = !DILocation(line: 37, column: 7, scope: !1901)
!1907 = !DILocation(line: 37, column: 5, scope: !1901)
!1908 = !DILocation(line: 36, column: 72, scope: !1901)
!1909 = !DILocation(line: 36, column: 3, scope: !1901)
!1910 = distinct !{!1910, !1904, !1911, !1541}
!1911 = !DILocation(line: 37, column: 11, scope: !1895)
!1912 = !DILocation(line: 38, column: 10, scope: !1887)
!1913 = !DILocation(line: 38, column: 3, scope: !1887)
!1914 = distinct !DISubprogram(name: "~Mat", linkageName: "_ZN3MatD2Ev", scope: !1100, file: !1, line: 13, type: !1915, scopeLine: 13, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1917, retainedNodes: !137)
!1915 = !DISubroutineType(types: !1916)
!1916 = !{null, !1108}
!1917 = !DISubprogram(name: "~Mat", scope: !1100, type: !1915, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1918 = !DILocalVariable(name: "this", arg: 1, scope: !1914, type: !1745, flags: DIFlagArtificial | DIFlagObjectPointer)
!1919 = !DILocation(line: 0, scope: !1914)
!1920 = !DILocation(line: 13, column: 8, scope: !1921)
!1921 = distinct !DILexicalBlock(scope: !1914, file: !1, line: 13, column: 8)
!1922 = !DILocation(line: 13, column: 8, scope: !1914)
!1923 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !611, file: !7, line: 728, type: !834, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !884, retainedNodes: !137)
!1924 = !DILocalVariable(name: "this", arg: 1, scope: !1923, type: !1717, flags: DIFlagArtificial | DIFlagObjectPointer)
!1925 = !DILocation(line: 0, scope: !1923)
!1926 = !DILocation(line: 730, column: 22, scope: !1927)
!1927 = distinct !DILexicalBlock(scope: !1923, file: !7, line: 729, column: 7)
!1928 = !DILocation(line: 730, column: 16, scope: !1927)
!1929 = !DILocation(line: 730, column: 30, scope: !1927)
!1930 = !DILocation(line: 730, column: 46, scope: !1927)
!1931 = !DILocation(line: 730, column: 40, scope: !1927)
!1932 = !DILocation(line: 730, column: 54, scope: !1927)
!1933 = !DILocation(line: 731, column: 9, scope: !1927)
!1934 = !DILocation(line: 730, column: 2, scope: !1927)
!1935 = !DILocation(line: 733, column: 7, scope: !1927)
!1936 = !DILocation(line: 733, column: 7, scope: !1923)
!1937 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !8, file: !7, line: 728, type: !283, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !335, retainedNodes: !137)
!1938 = !DILocalVariable(name: "this", arg: 1, scope: !1937, type: !1621, flags: DIFlagArtificial | DIFlagObjectPointer)
!1939 = !DILocation(line: 0, scope: !1937)
!1940 = !DILocation(line: 730, column: 22, scope: !1941)
!1941 = distinct !DILexicalBlock(scope: !1937, file: !7, line: 729, column: 7)
!1942 = !DILocation(line: 730, column: 16, scope: !1941)
!1943 = !DILocation(line: 730, column: 30, scope: !1941)
!1944 = !DILocation(line: 730, column: 46, scope: !1941)
!1945 = !DILocation(line: 730, column: 40, scope: !1941)
!1946 = !DILocation(line: 730, column: 54, scope: !1941)
!1947 = !DILocation(line: 731, column: 9, scope: !1941)
!1948 = !DILocation(line: 730, column: 2, scope: !1941)
!1949 = !DILocation(line: 733, column: 7, scope: !1941)
!1950 = !DILocation(line: 733, column: 7, scope: !1937)
!1951 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !23, file: !357, line: 1237, type: !1952, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !413, retainedNodes: !137)
!1952 = !DISubroutineType(types: !1953)
!1953 = !{!130, !1954, !1954}
!1954 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !379, size: 64)
!1955 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1951, file: !357, line: 1237, type: !1954)
!1956 = !DILocation(line: 1237, column: 64, scope: !1951)
!1957 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1951, file: !357, line: 1238, type: !1954)
!1958 = !DILocation(line: 1238, column: 57, scope: !1951)
!1959 = !DILocation(line: 1240, column: 14, scope: !1951)
!1960 = !DILocation(line: 1240, column: 20, scope: !1951)
!1961 = !DILocation(line: 1240, column: 30, scope: !1951)
!1962 = !DILocation(line: 1240, column: 36, scope: !1951)
!1963 = !DILocation(line: 1240, column: 27, scope: !1951)
!1964 = !DILocation(line: 1240, column: 7, scope: !1951)
!1965 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !356, file: !357, line: 1095, type: !370, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !369, retainedNodes: !137)
!1966 = !DILocalVariable(name: "this", arg: 1, scope: !1965, type: !1967, flags: DIFlagArtificial | DIFlagObjectPointer)
!1967 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!1968 = !DILocation(line: 0, scope: !1965)
!1969 = !DILocation(line: 1096, column: 17, scope: !1965)
!1970 = !DILocation(line: 1096, column: 9, scope: !1965)
!1971 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !356, file: !357, line: 1105, type: !386, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !385, retainedNodes: !137)
!1972 = !DILocalVariable(name: "this", arg: 1, scope: !1971, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!1973 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!1974 = !DILocation(line: 0, scope: !1971)
!1975 = !DILocation(line: 1107, column: 4, scope: !1971)
!1976 = !DILocation(line: 1107, column: 2, scope: !1971)
!1977 = !DILocation(line: 1108, column: 2, scope: !1971)
!1978 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !356, file: !357, line: 1158, type: !411, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !410, retainedNodes: !137)
!1979 = !DILocalVariable(name: "this", arg: 1, scope: !1978, type: !1967, flags: DIFlagArtificial | DIFlagObjectPointer)
!1980 = !DILocation(line: 0, scope: !1978)
!1981 = !DILocation(line: 1159, column: 16, scope: !1978)
!1982 = !DILocation(line: 1159, column: 9, scope: !1978)
!1983 = distinct !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !8, file: !7, line: 878, type: !416, scopeLine: 879, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !415, retainedNodes: !137)
!1984 = !DILocalVariable(name: "this", arg: 1, scope: !1983, type: !1985, flags: DIFlagArtificial | DIFlagObjectPointer)
!1985 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!1986 = !DILocation(line: 0, scope: !1983)
!1987 = !DILocation(line: 879, column: 37, scope: !1983)
!1988 = !DILocation(line: 879, column: 31, scope: !1983)
!1989 = !DILocation(line: 879, column: 45, scope: !1983)
!1990 = !DILocation(line: 879, column: 16, scope: !1983)
!1991 = !DILocation(line: 879, column: 9, scope: !1983)
!1992 = distinct !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !8, file: !7, line: 898, type: !416, scopeLine: 899, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !420, retainedNodes: !137)
!1993 = !DILocalVariable(name: "this", arg: 1, scope: !1992, type: !1985, flags: DIFlagArtificial | DIFlagObjectPointer)
!1994 = !DILocation(line: 0, scope: !1992)
!1995 = !DILocation(line: 899, column: 37, scope: !1992)
!1996 = !DILocation(line: 899, column: 31, scope: !1992)
!1997 = !DILocation(line: 899, column: 45, scope: !1992)
!1998 = !DILocation(line: 899, column: 16, scope: !1992)
!1999 = !DILocation(line: 899, column: 9, scope: !1992)
!2000 = distinct !DISubprogram(name: "operator!=<const double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPKdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !23, file: !357, line: 1237, type: !2001, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !609, retainedNodes: !137)
!2001 = !DISubroutineType(types: !2002)
!2002 = !{!130, !2003, !2003}
!2003 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !578, size: 64)
!2004 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2000, file: !357, line: 1237, type: !2003)
!2005 = !DILocation(line: 1237, column: 64, scope: !2000)
!2006 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2000, file: !357, line: 1238, type: !2003)
!2007 = !DILocation(line: 1238, column: 57, scope: !2000)
!2008 = !DILocation(line: 1240, column: 14, scope: !2000)
!2009 = !DILocation(line: 1240, column: 20, scope: !2000)
!2010 = !DILocation(line: 1240, column: 30, scope: !2000)
!2011 = !DILocation(line: 1240, column: 36, scope: !2000)
!2012 = !DILocation(line: 1240, column: 27, scope: !2000)
!2013 = !DILocation(line: 1240, column: 7, scope: !2000)
!2014 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEdeEv", scope: !557, file: !357, line: 1095, type: !570, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !569, retainedNodes: !137)
!2015 = !DILocalVariable(name: "this", arg: 1, scope: !2014, type: !2016, flags: DIFlagArtificial | DIFlagObjectPointer)
!2016 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !578, size: 64)
!2017 = !DILocation(line: 0, scope: !2014)
!2018 = !DILocation(line: 1096, column: 17, scope: !2014)
!2019 = !DILocation(line: 1096, column: 9, scope: !2014)
!2020 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEv", scope: !557, file: !357, line: 1105, type: !585, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !584, retainedNodes: !137)
!2021 = !DILocalVariable(name: "this", arg: 1, scope: !2020, type: !2022, flags: DIFlagArtificial | DIFlagObjectPointer)
!2022 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !557, size: 64)
!2023 = !DILocation(line: 0, scope: !2020)
!2024 = !DILocation(line: 1107, column: 4, scope: !2020)
!2025 = !DILocation(line: 1107, column: 2, scope: !2020)
!2026 = !DILocation(line: 1108, column: 2, scope: !2020)
!2027 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEC2ERKS2_", scope: !557, file: !357, line: 1072, type: !565, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !564, retainedNodes: !137)
!2028 = !DILocalVariable(name: "this", arg: 1, scope: !2027, type: !2022, flags: DIFlagArtificial | DIFlagObjectPointer)
!2029 = !DILocation(line: 0, scope: !2027)
!2030 = !DILocalVariable(name: "__i", arg: 2, scope: !2027, file: !357, line: 1072, type: !567)
!2031 = !DILocation(line: 1072, column: 42, scope: !2027)
!2032 = !DILocation(line: 1073, column: 9, scope: !2027)
!2033 = !DILocation(line: 1073, column: 20, scope: !2027)
!2034 = !DILocation(line: 1073, column: 27, scope: !2027)
!2035 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv", scope: !557, file: !357, line: 1158, type: !607, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !606, retainedNodes: !137)
!2036 = !DILocalVariable(name: "this", arg: 1, scope: !2035, type: !2016, flags: DIFlagArtificial | DIFlagObjectPointer)
!2037 = !DILocation(line: 0, scope: !2035)
!2038 = !DILocation(line: 1159, column: 16, scope: !2035)
!2039 = !DILocation(line: 1159, column: 9, scope: !2035)
!2040 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !8, file: !7, line: 987, type: !438, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !437, retainedNodes: !137)
!2041 = !DILocalVariable(name: "this", arg: 1, scope: !2040, type: !1985, flags: DIFlagArtificial | DIFlagObjectPointer)
!2042 = !DILocation(line: 0, scope: !2040)
!2043 = !DILocation(line: 988, column: 32, scope: !2040)
!2044 = !DILocation(line: 988, column: 26, scope: !2040)
!2045 = !DILocation(line: 988, column: 40, scope: !2040)
!2046 = !DILocation(line: 988, column: 58, scope: !2040)
!2047 = !DILocation(line: 988, column: 52, scope: !2040)
!2048 = !DILocation(line: 988, column: 66, scope: !2040)
!2049 = !DILocation(line: 988, column: 50, scope: !2040)
!2050 = !DILocation(line: 988, column: 9, scope: !2040)
!2051 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1140, type: !460, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !459, retainedNodes: !137)
!2052 = !DILocalVariable(name: "this", arg: 1, scope: !2051, type: !1985, flags: DIFlagArtificial | DIFlagObjectPointer)
!2053 = !DILocation(line: 0, scope: !2051)
!2054 = !DILocalVariable(name: "__n", arg: 2, scope: !2051, file: !7, line: 1140, type: !295)
!2055 = !DILocation(line: 1140, column: 28, scope: !2051)
!2056 = !DILocation(line: 1143, column: 17, scope: !2051)
!2057 = !DILocation(line: 1143, column: 11, scope: !2051)
!2058 = !DILocation(line: 1143, column: 25, scope: !2051)
!2059 = !DILocation(line: 1143, column: 36, scope: !2051)
!2060 = !DILocation(line: 1143, column: 34, scope: !2051)
!2061 = !DILocation(line: 1143, column: 2, scope: !2051)
!2062 = distinct !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !611, file: !7, line: 878, type: !907, scopeLine: 879, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !906, retainedNodes: !137)
!2063 = !DILocalVariable(name: "this", arg: 1, scope: !2062, type: !2064, flags: DIFlagArtificial | DIFlagObjectPointer)
!2064 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !856, size: 64)
!2065 = !DILocation(line: 0, scope: !2062)
!2066 = !DILocation(line: 879, column: 37, scope: !2062)
!2067 = !DILocation(line: 879, column: 31, scope: !2062)
!2068 = !DILocation(line: 879, column: 45, scope: !2062)
!2069 = !DILocation(line: 879, column: 16, scope: !2062)
!2070 = !DILocation(line: 879, column: 9, scope: !2062)
!2071 = distinct !DISubprogram(name: "operator!=<const int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxneIPKiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !23, file: !357, line: 1237, type: !2072, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1097, retainedNodes: !137)
!2072 = !DISubroutineType(types: !2073)
!2073 = !{!130, !2074, !2074}
!2074 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1066, size: 64)
!2075 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2071, file: !357, line: 1237, type: !2074)
!2076 = !DILocation(line: 1237, column: 64, scope: !2071)
!2077 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2071, file: !357, line: 1238, type: !2074)
!2078 = !DILocation(line: 1238, column: 57, scope: !2071)
!2079 = !DILocation(line: 1240, column: 14, scope: !2071)
!2080 = !DILocation(line: 1240, column: 20, scope: !2071)
!2081 = !DILocation(line: 1240, column: 30, scope: !2071)
!2082 = !DILocation(line: 1240, column: 36, scope: !2071)
!2083 = !DILocation(line: 1240, column: 27, scope: !2071)
!2084 = !DILocation(line: 1240, column: 7, scope: !2071)
!2085 = distinct !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !611, file: !7, line: 898, type: !907, scopeLine: 899, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !911, retainedNodes: !137)
!2086 = !DILocalVariable(name: "this", arg: 1, scope: !2085, type: !2064, flags: DIFlagArtificial | DIFlagObjectPointer)
!2087 = !DILocation(line: 0, scope: !2085)
!2088 = !DILocation(line: 899, column: 37, scope: !2085)
!2089 = !DILocation(line: 899, column: 31, scope: !2085)
!2090 = !DILocation(line: 899, column: 45, scope: !2085)
!2091 = !DILocation(line: 899, column: 16, scope: !2085)
!2092 = !DILocation(line: 899, column: 9, scope: !2085)
!2093 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEdeEv", scope: !1045, file: !357, line: 1095, type: !1058, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1057, retainedNodes: !137)
!2094 = !DILocalVariable(name: "this", arg: 1, scope: !2093, type: !2095, flags: DIFlagArtificial | DIFlagObjectPointer)
!2095 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1066, size: 64)
!2096 = !DILocation(line: 0, scope: !2093)
!2097 = !DILocation(line: 1096, column: 17, scope: !2093)
!2098 = !DILocation(line: 1096, column: 9, scope: !2093)
!2099 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEv", scope: !1045, file: !357, line: 1105, type: !1073, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1072, retainedNodes: !137)
!2100 = !DILocalVariable(name: "this", arg: 1, scope: !2099, type: !2101, flags: DIFlagArtificial | DIFlagObjectPointer)
!2101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1045, size: 64)
!2102 = !DILocation(line: 0, scope: !2099)
!2103 = !DILocation(line: 1107, column: 4, scope: !2099)
!2104 = !DILocation(line: 1107, column: 2, scope: !2099)
!2105 = !DILocation(line: 1108, column: 2, scope: !2099)
!2106 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEC2ERKS2_", scope: !1045, file: !357, line: 1072, type: !1053, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1052, retainedNodes: !137)
!2107 = !DILocalVariable(name: "this", arg: 1, scope: !2106, type: !2101, flags: DIFlagArtificial | DIFlagObjectPointer)
!2108 = !DILocation(line: 0, scope: !2106)
!2109 = !DILocalVariable(name: "__i", arg: 2, scope: !2106, file: !357, line: 1072, type: !1055)
!2110 = !DILocation(line: 1072, column: 42, scope: !2106)
!2111 = !DILocation(line: 1073, column: 9, scope: !2106)
!2112 = !DILocation(line: 1073, column: 20, scope: !2106)
!2113 = !DILocation(line: 1073, column: 27, scope: !2106)
!2114 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEE4baseEv", scope: !1045, file: !357, line: 1158, type: !1095, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1094, retainedNodes: !137)
!2115 = !DILocalVariable(name: "this", arg: 1, scope: !2114, type: !2095, flags: DIFlagArtificial | DIFlagObjectPointer)
!2116 = !DILocation(line: 0, scope: !2114)
!2117 = !DILocation(line: 1159, column: 16, scope: !2114)
!2118 = !DILocation(line: 1159, column: 9, scope: !2114)
!2119 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !43, file: !44, line: 80, type: !47, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !137)
!2120 = !DILocalVariable(name: "this", arg: 1, scope: !2119, type: !2121, flags: DIFlagArtificial | DIFlagObjectPointer)
!2121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!2122 = !DILocation(line: 0, scope: !2119)
!2123 = !DILocation(line: 80, column: 49, scope: !2119)
!2124 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !43, file: !44, line: 90, type: !47, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !55, retainedNodes: !137)
!2125 = !DILocalVariable(name: "this", arg: 1, scope: !2124, type: !2121, flags: DIFlagArtificial | DIFlagObjectPointer)
!2126 = !DILocation(line: 0, scope: !2124)
!2127 = !DILocation(line: 90, column: 50, scope: !2124)
!2128 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !8, file: !7, line: 1902, type: !535, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !534, retainedNodes: !137)
!2129 = !DILocalVariable(name: "__n", arg: 1, scope: !2128, file: !7, line: 1902, type: !295)
!2130 = !DILocation(line: 1902, column: 35, scope: !2128)
!2131 = !DILocalVariable(name: "__a", arg: 2, scope: !2128, file: !7, line: 1902, type: !289)
!2132 = !DILocation(line: 1902, column: 62, scope: !2128)
!2133 = !DILocation(line: 1904, column: 6, scope: !2134)
!2134 = distinct !DILexicalBlock(scope: !2128, file: !7, line: 1904, column: 6)
!2135 = !DILocation(line: 1904, column: 39, scope: !2134)
!2136 = !DILocation(line: 1904, column: 24, scope: !2134)
!2137 = !DILocation(line: 1904, column: 12, scope: !2134)
!2138 = !DILocation(line: 1904, column: 10, scope: !2134)
!2139 = !DILocation(line: 1904, column: 6, scope: !2128)
!2140 = !DILocation(line: 1905, column: 4, scope: !2134)
!2141 = !DILocation(line: 1907, column: 9, scope: !2128)
!2142 = !DILocation(line: 1907, column: 2, scope: !2128)
!2143 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !12, file: !7, line: 330, type: !210, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !209, retainedNodes: !137)
!2144 = !DILocalVariable(name: "this", arg: 1, scope: !2143, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!2146 = !DILocation(line: 0, scope: !2143)
!2147 = !DILocalVariable(name: "__n", arg: 2, scope: !2143, file: !7, line: 330, type: !75)
!2148 = !DILocation(line: 330, column: 27, scope: !2143)
!2149 = !DILocalVariable(name: "__a", arg: 3, scope: !2143, file: !7, line: 330, type: !204)
!2150 = !DILocation(line: 330, column: 54, scope: !2143)
!2151 = !DILocation(line: 331, column: 9, scope: !2143)
!2152 = !DILocation(line: 331, column: 17, scope: !2143)
!2153 = !DILocation(line: 332, column: 27, scope: !2154)
!2154 = distinct !DILexicalBlock(scope: !2143, file: !7, line: 332, column: 7)
!2155 = !DILocation(line: 332, column: 9, scope: !2154)
!2156 = !DILocation(line: 332, column: 33, scope: !2143)
!2157 = !DILocation(line: 332, column: 33, scope: !2154)
!2158 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !8, file: !7, line: 1710, type: !442, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !516, retainedNodes: !137)
!2159 = !DILocalVariable(name: "this", arg: 1, scope: !2158, type: !1621, flags: DIFlagArtificial | DIFlagObjectPointer)
!2160 = !DILocation(line: 0, scope: !2158)
!2161 = !DILocalVariable(name: "__n", arg: 2, scope: !2158, file: !7, line: 1710, type: !295)
!2162 = !DILocation(line: 1710, column: 39, scope: !2158)
!2163 = !DILocation(line: 1713, column: 43, scope: !2158)
!2164 = !DILocation(line: 1713, column: 37, scope: !2158)
!2165 = !DILocation(line: 1713, column: 51, scope: !2158)
!2166 = !DILocation(line: 1713, column: 61, scope: !2158)
!2167 = !DILocation(line: 1714, column: 9, scope: !2158)
!2168 = !DILocation(line: 1713, column: 4, scope: !2158)
!2169 = !DILocation(line: 1712, column: 8, scope: !2158)
!2170 = !DILocation(line: 1712, column: 2, scope: !2158)
!2171 = !DILocation(line: 1712, column: 16, scope: !2158)
!2172 = !DILocation(line: 1712, column: 26, scope: !2158)
!2173 = !DILocation(line: 1715, column: 7, scope: !2158)
!2174 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !12, file: !7, line: 364, type: !199, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !225, retainedNodes: !137)
!2175 = !DILocalVariable(name: "this", arg: 1, scope: !2174, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2176 = !DILocation(line: 0, scope: !2174)
!2177 = !DILocation(line: 366, column: 16, scope: !2178)
!2178 = distinct !DILexicalBlock(scope: !2174, file: !7, line: 365, column: 7)
!2179 = !DILocation(line: 366, column: 24, scope: !2178)
!2180 = !DILocation(line: 367, column: 9, scope: !2178)
!2181 = !DILocation(line: 367, column: 17, scope: !2178)
!2182 = !DILocation(line: 367, column: 37, scope: !2178)
!2183 = !DILocation(line: 367, column: 45, scope: !2178)
!2184 = !DILocation(line: 367, column: 35, scope: !2178)
!2185 = !DILocation(line: 366, column: 2, scope: !2178)
!2186 = !DILocation(line: 368, column: 7, scope: !2178)
!2187 = !DILocation(line: 368, column: 7, scope: !2174)
!2188 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !8, file: !7, line: 1911, type: !538, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !537, retainedNodes: !137)
!2189 = !DILocalVariable(name: "__a", arg: 1, scope: !2188, file: !7, line: 1911, type: !540)
!2190 = !DILocation(line: 1911, column: 41, scope: !2188)
!2191 = !DILocalVariable(name: "__diffmax", scope: !2188, file: !7, line: 1916, type: !2192)
!2192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!2193 = !DILocation(line: 1916, column: 15, scope: !2188)
!2194 = !DILocalVariable(name: "__allocmax", scope: !2188, file: !7, line: 1918, type: !2192)
!2195 = !DILocation(line: 1918, column: 15, scope: !2188)
!2196 = !DILocation(line: 1918, column: 52, scope: !2188)
!2197 = !DILocation(line: 1918, column: 28, scope: !2188)
!2198 = !DILocation(line: 1919, column: 9, scope: !2188)
!2199 = !DILocation(line: 1919, column: 2, scope: !2188)
!2200 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2ERKS_", scope: !37, file: !38, line: 159, type: !93, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !92, retainedNodes: !137)
!2201 = !DILocalVariable(name: "this", arg: 1, scope: !2200, type: !1614, flags: DIFlagArtificial | DIFlagObjectPointer)
!2202 = !DILocation(line: 0, scope: !2200)
!2203 = !DILocalVariable(name: "__a", arg: 2, scope: !2200, file: !38, line: 159, type: !95)
!2204 = !DILocation(line: 159, column: 34, scope: !2200)
!2205 = !DILocation(line: 160, column: 36, scope: !2200)
!2206 = !DILocation(line: 160, column: 31, scope: !2200)
!2207 = !DILocation(line: 160, column: 9, scope: !2200)
!2208 = !DILocation(line: 160, column: 38, scope: !2200)
!2209 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !26, file: !27, line: 547, type: !111, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !110, retainedNodes: !137)
!2210 = !DILocalVariable(name: "__a", arg: 1, scope: !2209, file: !27, line: 547, type: !114)
!2211 = !DILocation(line: 547, column: 38, scope: !2209)
!2212 = !DILocation(line: 550, column: 9, scope: !2209)
!2213 = !DILocation(line: 550, column: 13, scope: !2209)
!2214 = !DILocation(line: 550, column: 2, scope: !2209)
!2215 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !9, file: !1775, line: 230, type: !2216, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2220, retainedNodes: !137)
!2216 = !DISubroutineType(types: !2217)
!2217 = !{!2218, !2218, !2218}
!2218 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2219, size: 64)
!2219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!2220 = !{!2221}
!2221 = !DITemplateTypeParameter(name: "_Tp", type: !5)
!2222 = !DILocalVariable(name: "__a", arg: 1, scope: !2215, file: !1775, line: 230, type: !2218)
!2223 = !DILocation(line: 230, column: 20, scope: !2215)
!2224 = !DILocalVariable(name: "__b", arg: 2, scope: !2215, file: !1775, line: 230, type: !2218)
!2225 = !DILocation(line: 230, column: 36, scope: !2215)
!2226 = !DILocation(line: 235, column: 11, scope: !2227)
!2227 = distinct !DILexicalBlock(scope: !2215, file: !1775, line: 235, column: 11)
!2228 = !DILocation(line: 235, column: 17, scope: !2227)
!2229 = !DILocation(line: 235, column: 15, scope: !2227)
!2230 = !DILocation(line: 235, column: 11, scope: !2215)
!2231 = !DILocation(line: 236, column: 9, scope: !2227)
!2232 = !DILocation(line: 236, column: 2, scope: !2227)
!2233 = !DILocation(line: 237, column: 14, scope: !2215)
!2234 = !DILocation(line: 237, column: 7, scope: !2215)
!2235 = !DILocation(line: 238, column: 5, scope: !2215)
!2236 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !43, file: !44, line: 167, type: !83, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !82, retainedNodes: !137)
!2237 = !DILocalVariable(name: "this", arg: 1, scope: !2236, type: !2238, flags: DIFlagArtificial | DIFlagObjectPointer)
!2238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!2239 = !DILocation(line: 0, scope: !2236)
!2240 = !DILocation(line: 168, column: 16, scope: !2236)
!2241 = !DILocation(line: 168, column: 9, scope: !2236)
!2242 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !43, file: !44, line: 210, type: !83, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !85, retainedNodes: !137)
!2243 = !DILocalVariable(name: "this", arg: 1, scope: !2242, type: !2238, flags: DIFlagArtificial | DIFlagObjectPointer)
!2244 = !DILocation(line: 0, scope: !2242)
!2245 = !DILocation(line: 213, column: 2, scope: !2242)
!2246 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2ERKS0_", scope: !43, file: !44, line: 83, type: !51, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !50, retainedNodes: !137)
!2247 = !DILocalVariable(name: "this", arg: 1, scope: !2246, type: !2121, flags: DIFlagArtificial | DIFlagObjectPointer)
!2248 = !DILocation(line: 0, scope: !2246)
!2249 = !DILocalVariable(arg: 2, scope: !2246, file: !44, line: 83, type: !53)
!2250 = !DILocation(line: 83, column: 45, scope: !2246)
!2251 = !DILocation(line: 83, column: 71, scope: !2246)
!2252 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !15, file: !7, line: 143, type: !169, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !168, retainedNodes: !137)
!2253 = !DILocalVariable(name: "this", arg: 1, scope: !2252, type: !2254, flags: DIFlagArtificial | DIFlagObjectPointer)
!2254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!2255 = !DILocation(line: 0, scope: !2252)
!2256 = !DILocalVariable(name: "__a", arg: 2, scope: !2252, file: !7, line: 143, type: !171)
!2257 = !DILocation(line: 143, column: 37, scope: !2252)
!2258 = !DILocation(line: 145, column: 2, scope: !2252)
!2259 = !DILocation(line: 144, column: 19, scope: !2252)
!2260 = !DILocation(line: 144, column: 4, scope: !2252)
!2261 = !DILocation(line: 143, column: 2, scope: !2252)
!2262 = !DILocation(line: 145, column: 4, scope: !2252)
!2263 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !12, file: !7, line: 393, type: !207, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !232, retainedNodes: !137)
!2264 = !DILocalVariable(name: "this", arg: 1, scope: !2263, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2265 = !DILocation(line: 0, scope: !2263)
!2266 = !DILocalVariable(name: "__n", arg: 2, scope: !2263, file: !7, line: 393, type: !75)
!2267 = !DILocation(line: 393, column: 32, scope: !2263)
!2268 = !DILocation(line: 395, column: 45, scope: !2263)
!2269 = !DILocation(line: 395, column: 33, scope: !2263)
!2270 = !DILocation(line: 395, column: 8, scope: !2263)
!2271 = !DILocation(line: 395, column: 2, scope: !2263)
!2272 = !DILocation(line: 395, column: 16, scope: !2263)
!2273 = !DILocation(line: 395, column: 25, scope: !2263)
!2274 = !DILocation(line: 396, column: 34, scope: !2263)
!2275 = !DILocation(line: 396, column: 28, scope: !2263)
!2276 = !DILocation(line: 396, column: 42, scope: !2263)
!2277 = !DILocation(line: 396, column: 8, scope: !2263)
!2278 = !DILocation(line: 396, column: 2, scope: !2263)
!2279 = !DILocation(line: 396, column: 16, scope: !2263)
!2280 = !DILocation(line: 396, column: 26, scope: !2263)
!2281 = !DILocation(line: 397, column: 42, scope: !2263)
!2282 = !DILocation(line: 397, column: 36, scope: !2263)
!2283 = !DILocation(line: 397, column: 50, scope: !2263)
!2284 = !DILocation(line: 397, column: 61, scope: !2263)
!2285 = !DILocation(line: 397, column: 59, scope: !2263)
!2286 = !DILocation(line: 397, column: 8, scope: !2263)
!2287 = !DILocation(line: 397, column: 2, scope: !2263)
!2288 = !DILocation(line: 397, column: 16, scope: !2263)
!2289 = !DILocation(line: 397, column: 34, scope: !2263)
!2290 = !DILocation(line: 398, column: 7, scope: !2263)
!2291 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !15, file: !7, line: 133, type: !165, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !2292, retainedNodes: !137)
!2292 = !DISubprogram(name: "~_Vector_impl", scope: !15, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2293 = !DILocalVariable(name: "this", arg: 1, scope: !2291, type: !2254, flags: DIFlagArtificial | DIFlagObjectPointer)
!2294 = !DILocation(line: 0, scope: !2291)
!2295 = !DILocation(line: 133, column: 14, scope: !2296)
!2296 = distinct !DILexicalBlock(scope: !2291, file: !7, line: 133, column: 14)
!2297 = !DILocation(line: 133, column: 14, scope: !2291)
!2298 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !140, file: !7, line: 99, type: !148, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !147, retainedNodes: !137)
!2299 = !DILocalVariable(name: "this", arg: 1, scope: !2298, type: !2300, flags: DIFlagArtificial | DIFlagObjectPointer)
!2300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!2301 = !DILocation(line: 0, scope: !2298)
!2302 = !DILocation(line: 100, column: 4, scope: !2298)
!2303 = !DILocation(line: 100, column: 16, scope: !2298)
!2304 = !DILocation(line: 100, column: 29, scope: !2298)
!2305 = !DILocation(line: 101, column: 4, scope: !2298)
!2306 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !12, file: !7, line: 375, type: !227, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !226, retainedNodes: !137)
!2307 = !DILocalVariable(name: "this", arg: 1, scope: !2306, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2308 = !DILocation(line: 0, scope: !2306)
!2309 = !DILocalVariable(name: "__n", arg: 2, scope: !2306, file: !7, line: 375, type: !75)
!2310 = !DILocation(line: 375, column: 26, scope: !2306)
!2311 = !DILocation(line: 378, column: 9, scope: !2306)
!2312 = !DILocation(line: 378, column: 13, scope: !2306)
!2313 = !DILocation(line: 378, column: 34, scope: !2306)
!2314 = !DILocation(line: 378, column: 43, scope: !2306)
!2315 = !DILocation(line: 378, column: 20, scope: !2306)
!2316 = !DILocation(line: 378, column: 2, scope: !2306)
!2317 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !26, file: !27, line: 463, type: !30, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !137)
!2318 = !DILocalVariable(name: "__a", arg: 1, scope: !2317, file: !27, line: 463, type: !35)
!2319 = !DILocation(line: 463, column: 32, scope: !2317)
!2320 = !DILocalVariable(name: "__n", arg: 2, scope: !2317, file: !27, line: 463, type: !102)
!2321 = !DILocation(line: 463, column: 47, scope: !2317)
!2322 = !DILocation(line: 464, column: 16, scope: !2317)
!2323 = !DILocation(line: 464, column: 29, scope: !2317)
!2324 = !DILocation(line: 464, column: 20, scope: !2317)
!2325 = !DILocation(line: 464, column: 9, scope: !2317)
!2326 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !71, retainedNodes: !137)
!2327 = !DILocalVariable(name: "this", arg: 1, scope: !2326, type: !2121, flags: DIFlagArtificial | DIFlagObjectPointer)
!2328 = !DILocation(line: 0, scope: !2326)
!2329 = !DILocalVariable(name: "__n", arg: 2, scope: !2326, file: !44, line: 112, type: !74)
!2330 = !DILocation(line: 112, column: 26, scope: !2326)
!2331 = !DILocalVariable(arg: 3, scope: !2326, file: !44, line: 112, type: !77)
!2332 = !DILocation(line: 112, column: 43, scope: !2326)
!2333 = !DILocation(line: 120, column: 23, scope: !2334)
!2334 = distinct !DILexicalBlock(scope: !2326, file: !44, line: 120, column: 6)
!2335 = !DILocation(line: 120, column: 35, scope: !2334)
!2336 = !DILocation(line: 120, column: 27, scope: !2334)
!2337 = !DILocation(line: 120, column: 6, scope: !2326)
!2338 = !DILocation(line: 124, column: 10, scope: !2339)
!2339 = distinct !DILexicalBlock(scope: !2340, file: !44, line: 124, column: 10)
!2340 = distinct !DILexicalBlock(scope: !2334, file: !44, line: 121, column: 4)
!2341 = !DILocation(line: 124, column: 14, scope: !2339)
!2342 = !DILocation(line: 124, column: 10, scope: !2340)
!2343 = !DILocation(line: 125, column: 8, scope: !2339)
!2344 = !DILocation(line: 126, column: 6, scope: !2340)
!2345 = !DILocation(line: 137, column: 49, scope: !2326)
!2346 = !DILocation(line: 137, column: 53, scope: !2326)
!2347 = !DILocation(line: 137, column: 27, scope: !2326)
!2348 = !DILocation(line: 137, column: 9, scope: !2326)
!2349 = !DILocation(line: 137, column: 2, scope: !2326)
!2350 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !9, file: !2351, line: 764, type: !2352, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2354, retainedNodes: !137)
!2351 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!2352 = !DISubroutineType(types: !2353)
!2353 = !{!33, !33, !5, !100}
!2354 = !{!2355, !2356, !87}
!2355 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !33)
!2356 = !DITemplateTypeParameter(name: "_Size", type: !5)
!2357 = !DILocalVariable(name: "__first", arg: 1, scope: !2350, file: !2351, line: 764, type: !33)
!2358 = !DILocation(line: 764, column: 50, scope: !2350)
!2359 = !DILocalVariable(name: "__n", arg: 2, scope: !2350, file: !2351, line: 764, type: !5)
!2360 = !DILocation(line: 764, column: 65, scope: !2350)
!2361 = !DILocalVariable(arg: 3, scope: !2350, file: !2351, line: 765, type: !100)
!2362 = !DILocation(line: 765, column: 20, scope: !2350)
!2363 = !DILocation(line: 766, column: 45, scope: !2350)
!2364 = !DILocation(line: 766, column: 54, scope: !2350)
!2365 = !DILocation(line: 766, column: 14, scope: !2350)
!2366 = !DILocation(line: 766, column: 7, scope: !2350)
!2367 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !12, file: !7, line: 298, type: !185, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !184, retainedNodes: !137)
!2368 = !DILocalVariable(name: "this", arg: 1, scope: !2367, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2369 = !DILocation(line: 0, scope: !2367)
!2370 = !DILocation(line: 299, column: 22, scope: !2367)
!2371 = !DILocation(line: 299, column: 16, scope: !2367)
!2372 = !DILocation(line: 299, column: 9, scope: !2367)
!2373 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !9, file: !2351, line: 691, type: !2374, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2376, retainedNodes: !137)
!2374 = !DISubroutineType(types: !2375)
!2375 = !{!33, !33, !5}
!2376 = !{!2355, !2356}
!2377 = !DILocalVariable(name: "__first", arg: 1, scope: !2373, file: !2351, line: 691, type: !33)
!2378 = !DILocation(line: 691, column: 48, scope: !2373)
!2379 = !DILocalVariable(name: "__n", arg: 2, scope: !2373, file: !2351, line: 691, type: !5)
!2380 = !DILocation(line: 691, column: 63, scope: !2373)
!2381 = !DILocalVariable(name: "__can_fill", scope: !2373, file: !2351, line: 696, type: !242)
!2382 = !DILocation(line: 696, column: 22, scope: !2373)
!2383 = !DILocation(line: 701, column: 21, scope: !2373)
!2384 = !DILocation(line: 701, column: 30, scope: !2373)
!2385 = !DILocation(line: 699, column: 14, scope: !2373)
!2386 = !DILocation(line: 699, column: 7, scope: !2373)
!2387 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !2388, file: !2351, line: 655, type: !2374, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2376, declaration: !2391, retainedNodes: !137)
!2388 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !9, file: !2351, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2389, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!2389 = !{!2390}
!2390 = !DITemplateValueParameter(name: "_TrivialValueType", type: !130, value: i8 1)
!2391 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !2388, file: !2351, line: 655, type: !2374, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2376)
!2392 = !DILocalVariable(name: "__first", arg: 1, scope: !2387, file: !2351, line: 655, type: !33)
!2393 = !DILocation(line: 655, column: 45, scope: !2387)
!2394 = !DILocalVariable(name: "__n", arg: 2, scope: !2387, file: !2351, line: 655, type: !5)
!2395 = !DILocation(line: 655, column: 60, scope: !2387)
!2396 = !DILocation(line: 657, column: 8, scope: !2397)
!2397 = distinct !DILexicalBlock(scope: !2387, file: !2351, line: 657, column: 8)
!2398 = !DILocation(line: 657, column: 12, scope: !2397)
!2399 = !DILocation(line: 657, column: 8, scope: !2387)
!2400 = !DILocalVariable(name: "__val", scope: !2401, file: !2351, line: 659, type: !2402)
!2401 = distinct !DILexicalBlock(scope: !2397, file: !2351, line: 658, column: 6)
!2402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2403, size: 64)
!2403 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !375, file: !374, line: 213, baseType: !34)
!2404 = !DILocation(line: 659, column: 64, scope: !2401)
!2405 = !DILocation(line: 660, column: 23, scope: !2401)
!2406 = !DILocation(line: 660, column: 5, scope: !2401)
!2407 = !DILocation(line: 661, column: 24, scope: !2401)
!2408 = !DILocation(line: 661, column: 8, scope: !2401)
!2409 = !DILocation(line: 662, column: 8, scope: !2401)
!2410 = !DILocation(line: 663, column: 30, scope: !2401)
!2411 = !DILocation(line: 663, column: 39, scope: !2401)
!2412 = !DILocation(line: 663, column: 43, scope: !2401)
!2413 = !DILocation(line: 663, column: 49, scope: !2401)
!2414 = !DILocation(line: 663, column: 18, scope: !2401)
!2415 = !DILocation(line: 663, column: 16, scope: !2401)
!2416 = !DILocation(line: 664, column: 6, scope: !2401)
!2417 = !DILocation(line: 665, column: 11, scope: !2387)
!2418 = !DILocation(line: 665, column: 4, scope: !2387)
!2419 = distinct !DISubprogram(name: "__addressof<double>", linkageName: "_ZSt11__addressofIdEPT_RS0_", scope: !9, file: !2420, line: 49, type: !2421, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !86, retainedNodes: !137)
!2420 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2421 = !DISubroutineType(types: !2422)
!2422 = !{!33, !62}
!2423 = !DILocalVariable(name: "__r", arg: 1, scope: !2419, file: !2420, line: 49, type: !62)
!2424 = !DILocation(line: 49, column: 22, scope: !2419)
!2425 = !DILocation(line: 50, column: 34, scope: !2419)
!2426 = !DILocation(line: 50, column: 7, scope: !2419)
!2427 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !9, file: !2428, line: 109, type: !2429, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2431, retainedNodes: !137)
!2428 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2429 = !DISubroutineType(types: !2430)
!2430 = !{null, !33}
!2431 = !{!87, !2432}
!2432 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !137)
!2433 = !DILocalVariable(name: "__p", arg: 1, scope: !2427, file: !2428, line: 109, type: !33)
!2434 = !DILocation(line: 109, column: 21, scope: !2427)
!2435 = !DILocation(line: 119, column: 20, scope: !2427)
!2436 = !DILocation(line: 119, column: 7, scope: !2427)
!2437 = !DILocation(line: 120, column: 5, scope: !2427)
!2438 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !9, file: !1775, line: 1143, type: !2439, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2441, retainedNodes: !137)
!2439 = !DISubroutineType(types: !2440)
!2440 = !{!33, !33, !5, !70}
!2441 = !{!2442, !2356, !87}
!2442 = !DITemplateTypeParameter(name: "_OIter", type: !33)
!2443 = !DILocalVariable(name: "__first", arg: 1, scope: !2438, file: !1781, line: 275, type: !33)
!2444 = !DILocation(line: 275, column: 18, scope: !2438)
!2445 = !DILocalVariable(name: "__n", arg: 2, scope: !2438, file: !1781, line: 275, type: !5)
!2446 = !DILocation(line: 275, column: 25, scope: !2438)
!2447 = !DILocalVariable(name: "__value", arg: 3, scope: !2438, file: !1781, line: 275, type: !70)
!2448 = !DILocation(line: 275, column: 37, scope: !2438)
!2449 = !DILocation(line: 1148, column: 30, scope: !2438)
!2450 = !DILocation(line: 1148, column: 62, scope: !2438)
!2451 = !DILocation(line: 1148, column: 39, scope: !2438)
!2452 = !DILocation(line: 1148, column: 68, scope: !2438)
!2453 = !DILocation(line: 1149, column: 11, scope: !2438)
!2454 = !DILocation(line: 1148, column: 14, scope: !2438)
!2455 = !DILocation(line: 1148, column: 7, scope: !2438)
!2456 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !9, file: !1775, line: 1108, type: !2457, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2469, retainedNodes: !137)
!2457 = !DISubroutineType(types: !2458)
!2458 = !{!33, !33, !5, !70, !2459}
!2459 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !9, file: !374, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !2460, identifier: "_ZTSSt26random_access_iterator_tag")
!2460 = !{!2461}
!2461 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2459, baseType: !2462, extraData: i32 0)
!2462 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !9, file: !374, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !2463, identifier: "_ZTSSt26bidirectional_iterator_tag")
!2463 = !{!2464}
!2464 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2462, baseType: !2465, extraData: i32 0)
!2465 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !9, file: !374, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !2466, identifier: "_ZTSSt20forward_iterator_tag")
!2466 = !{!2467}
!2467 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2465, baseType: !2468, extraData: i32 0)
!2468 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !9, file: !374, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !137, identifier: "_ZTSSt18input_iterator_tag")
!2469 = !{!2470, !2356, !87}
!2470 = !DITemplateTypeParameter(name: "_OutputIterator", type: !33)
!2471 = !DILocalVariable(name: "__first", arg: 1, scope: !2456, file: !1775, line: 1108, type: !33)
!2472 = !DILocation(line: 1108, column: 32, scope: !2456)
!2473 = !DILocalVariable(name: "__n", arg: 2, scope: !2456, file: !1775, line: 1108, type: !5)
!2474 = !DILocation(line: 1108, column: 47, scope: !2456)
!2475 = !DILocalVariable(name: "__value", arg: 3, scope: !2456, file: !1775, line: 1108, type: !70)
!2476 = !DILocation(line: 1108, column: 63, scope: !2456)
!2477 = !DILocalVariable(arg: 4, scope: !2456, file: !1775, line: 1109, type: !2459)
!2478 = !DILocation(line: 1109, column: 40, scope: !2456)
!2479 = !DILocation(line: 1114, column: 11, scope: !2480)
!2480 = distinct !DILexicalBlock(scope: !2456, file: !1775, line: 1114, column: 11)
!2481 = !DILocation(line: 1114, column: 15, scope: !2480)
!2482 = !DILocation(line: 1114, column: 11, scope: !2456)
!2483 = !DILocation(line: 1115, column: 9, scope: !2480)
!2484 = !DILocation(line: 1115, column: 2, scope: !2480)
!2485 = !DILocation(line: 1119, column: 21, scope: !2456)
!2486 = !DILocation(line: 1119, column: 30, scope: !2456)
!2487 = !DILocation(line: 1119, column: 40, scope: !2456)
!2488 = !DILocation(line: 1119, column: 38, scope: !2456)
!2489 = !DILocation(line: 1119, column: 45, scope: !2456)
!2490 = !DILocation(line: 1119, column: 7, scope: !2456)
!2491 = !DILocation(line: 1120, column: 14, scope: !2456)
!2492 = !DILocation(line: 1120, column: 24, scope: !2456)
!2493 = !DILocation(line: 1120, column: 22, scope: !2456)
!2494 = !DILocation(line: 1120, column: 7, scope: !2456)
!2495 = !DILocation(line: 1121, column: 5, scope: !2456)
!2496 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !9, file: !1775, line: 1009, type: !2497, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!2497 = !DISubroutineType(types: !2498)
!2498 = !{!5, !5}
!2499 = !DILocalVariable(name: "__n", arg: 1, scope: !2496, file: !1775, line: 1009, type: !5)
!2500 = !DILocation(line: 1009, column: 35, scope: !2496)
!2501 = !DILocation(line: 1009, column: 49, scope: !2496)
!2502 = !DILocation(line: 1009, column: 42, scope: !2496)
!2503 = distinct !DISubprogram(name: "__iterator_category<double *>", linkageName: "_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !9, file: !374, line: 238, type: !2504, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2507, retainedNodes: !137)
!2504 = !DISubroutineType(types: !2505)
!2505 = !{!2506, !367}
!2506 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !375, file: !374, line: 212, baseType: !2459)
!2507 = !{!2508}
!2508 = !DITemplateTypeParameter(name: "_Iter", type: !33)
!2509 = !DILocalVariable(arg: 1, scope: !2503, file: !374, line: 238, type: !367)
!2510 = !DILocation(line: 238, column: 37, scope: !2503)
!2511 = !DILocation(line: 239, column: 7, scope: !2503)
!2512 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !9, file: !1775, line: 967, type: !2513, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2515, retainedNodes: !137)
!2513 = !DISubroutineType(types: !2514)
!2514 = !{null, !33, !33, !70}
!2515 = !{!2516, !87}
!2516 = !DITemplateTypeParameter(name: "_FIte", type: !33)
!2517 = !DILocalVariable(name: "__first", arg: 1, scope: !2512, file: !1775, line: 967, type: !33)
!2518 = !DILocation(line: 967, column: 20, scope: !2512)
!2519 = !DILocalVariable(name: "__last", arg: 2, scope: !2512, file: !1775, line: 967, type: !33)
!2520 = !DILocation(line: 967, column: 35, scope: !2512)
!2521 = !DILocalVariable(name: "__value", arg: 3, scope: !2512, file: !1775, line: 967, type: !70)
!2522 = !DILocation(line: 967, column: 54, scope: !2512)
!2523 = !DILocation(line: 968, column: 22, scope: !2512)
!2524 = !DILocation(line: 968, column: 31, scope: !2512)
!2525 = !DILocation(line: 968, column: 39, scope: !2512)
!2526 = !DILocation(line: 968, column: 7, scope: !2512)
!2527 = !DILocation(line: 968, column: 49, scope: !2512)
!2528 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !9, file: !1775, line: 917, type: !2529, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2537, retainedNodes: !137)
!2529 = !DISubroutineType(types: !2530)
!2530 = !{!2531, !33, !33, !70}
!2531 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !2533, file: !2532, line: 50, baseType: null)
!2532 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!2533 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !23, file: !2532, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2534, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!2534 = !{!2535, !2536}
!2535 = !DITemplateValueParameter(type: !130, value: i8 1)
!2536 = !DITemplateTypeParameter(type: null)
!2537 = !{!2355, !87}
!2538 = !DILocalVariable(name: "__first", arg: 1, scope: !2528, file: !1775, line: 917, type: !33)
!2539 = !DILocation(line: 917, column: 32, scope: !2528)
!2540 = !DILocalVariable(name: "__last", arg: 2, scope: !2528, file: !1775, line: 917, type: !33)
!2541 = !DILocation(line: 917, column: 58, scope: !2528)
!2542 = !DILocalVariable(name: "__value", arg: 3, scope: !2528, file: !1775, line: 918, type: !70)
!2543 = !DILocation(line: 918, column: 19, scope: !2528)
!2544 = !DILocalVariable(name: "__tmp", scope: !2528, file: !1775, line: 920, type: !68)
!2545 = !DILocation(line: 920, column: 17, scope: !2528)
!2546 = !DILocation(line: 920, column: 25, scope: !2528)
!2547 = !DILocation(line: 921, column: 7, scope: !2528)
!2548 = !DILocation(line: 921, column: 14, scope: !2549)
!2549 = distinct !DILexicalBlock(scope: !2550, file: !1775, line: 921, column: 7)
!2550 = distinct !DILexicalBlock(scope: !2528, file: !1775, line: 921, column: 7)
!2551 = !DILocation(line: 921, column: 25, scope: !2549)
!2552 = !DILocation(line: 921, column: 22, scope: !2549)
!2553 = !DILocation(line: 921, column: 7, scope: !2550)
!2554 = !DILocation(line: 922, column: 13, scope: !2549)
!2555 = !DILocation(line: 922, column: 3, scope: !2549)
!2556 = !DILocation(line: 922, column: 11, scope: !2549)
!2557 = !DILocation(line: 922, column: 2, scope: !2549)
!2558 = !DILocation(line: 921, column: 33, scope: !2549)
!2559 = !DILocation(line: 921, column: 7, scope: !2549)
!2560 = distinct !{!2560, !2553, !2561, !1541}
!2561 = !DILocation(line: 922, column: 13, scope: !2550)
!2562 = !DILocation(line: 923, column: 5, scope: !2528)
!2563 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !12, file: !7, line: 383, type: !230, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !229, retainedNodes: !137)
!2564 = !DILocalVariable(name: "this", arg: 1, scope: !2563, type: !2145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2565 = !DILocation(line: 0, scope: !2563)
!2566 = !DILocalVariable(name: "__p", arg: 2, scope: !2563, file: !7, line: 383, type: !143)
!2567 = !DILocation(line: 383, column: 29, scope: !2563)
!2568 = !DILocalVariable(name: "__n", arg: 3, scope: !2563, file: !7, line: 383, type: !75)
!2569 = !DILocation(line: 383, column: 41, scope: !2563)
!2570 = !DILocation(line: 386, column: 6, scope: !2571)
!2571 = distinct !DILexicalBlock(scope: !2563, file: !7, line: 386, column: 6)
!2572 = !DILocation(line: 386, column: 6, scope: !2563)
!2573 = !DILocation(line: 387, column: 20, scope: !2571)
!2574 = !DILocation(line: 387, column: 29, scope: !2571)
!2575 = !DILocation(line: 387, column: 34, scope: !2571)
!2576 = !DILocation(line: 387, column: 4, scope: !2571)
!2577 = !DILocation(line: 388, column: 7, scope: !2563)
!2578 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !26, file: !27, line: 495, type: !108, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !107, retainedNodes: !137)
!2579 = !DILocalVariable(name: "__a", arg: 1, scope: !2578, file: !27, line: 495, type: !35)
!2580 = !DILocation(line: 495, column: 34, scope: !2578)
!2581 = !DILocalVariable(name: "__p", arg: 2, scope: !2578, file: !27, line: 495, type: !32)
!2582 = !DILocation(line: 495, column: 47, scope: !2578)
!2583 = !DILocalVariable(name: "__n", arg: 3, scope: !2578, file: !27, line: 495, type: !102)
!2584 = !DILocation(line: 495, column: 62, scope: !2578)
!2585 = !DILocation(line: 496, column: 9, scope: !2578)
!2586 = !DILocation(line: 496, column: 24, scope: !2578)
!2587 = !DILocation(line: 496, column: 29, scope: !2578)
!2588 = !DILocation(line: 496, column: 13, scope: !2578)
!2589 = !DILocation(line: 496, column: 35, scope: !2578)
!2590 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !43, file: !44, line: 142, type: !80, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !79, retainedNodes: !137)
!2591 = !DILocalVariable(name: "this", arg: 1, scope: !2590, type: !2121, flags: DIFlagArtificial | DIFlagObjectPointer)
!2592 = !DILocation(line: 0, scope: !2590)
!2593 = !DILocalVariable(name: "__p", arg: 2, scope: !2590, file: !44, line: 142, type: !33)
!2594 = !DILocation(line: 142, column: 23, scope: !2590)
!2595 = !DILocalVariable(name: "__n", arg: 3, scope: !2590, file: !44, line: 142, type: !74)
!2596 = !DILocation(line: 142, column: 38, scope: !2590)
!2597 = !DILocation(line: 158, column: 27, scope: !2590)
!2598 = !DILocation(line: 158, column: 2, scope: !2590)
!2599 = !DILocation(line: 159, column: 7, scope: !2590)
!2600 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !9, file: !27, line: 847, type: !2601, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2537, retainedNodes: !137)
!2601 = !DISubroutineType(types: !2602)
!2602 = !{null, !33, !33, !100}
!2603 = !DILocalVariable(name: "__first", arg: 1, scope: !2600, file: !27, line: 847, type: !33)
!2604 = !DILocation(line: 847, column: 31, scope: !2600)
!2605 = !DILocalVariable(name: "__last", arg: 2, scope: !2600, file: !27, line: 847, type: !33)
!2606 = !DILocation(line: 847, column: 57, scope: !2600)
!2607 = !DILocalVariable(arg: 3, scope: !2600, file: !27, line: 848, type: !100)
!2608 = !DILocation(line: 848, column: 22, scope: !2600)
!2609 = !DILocation(line: 850, column: 16, scope: !2600)
!2610 = !DILocation(line: 850, column: 25, scope: !2600)
!2611 = !DILocation(line: 850, column: 7, scope: !2600)
!2612 = !DILocation(line: 851, column: 5, scope: !2600)
!2613 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !9, file: !2428, line: 182, type: !2614, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2616, retainedNodes: !137)
!2614 = !DISubroutineType(types: !2615)
!2615 = !{null, !33, !33}
!2616 = !{!2355}
!2617 = !DILocalVariable(name: "__first", arg: 1, scope: !2613, file: !2428, line: 182, type: !33)
!2618 = !DILocation(line: 182, column: 31, scope: !2613)
!2619 = !DILocalVariable(name: "__last", arg: 2, scope: !2613, file: !2428, line: 182, type: !33)
!2620 = !DILocation(line: 182, column: 57, scope: !2613)
!2621 = !DILocation(line: 196, column: 12, scope: !2613)
!2622 = !DILocation(line: 196, column: 21, scope: !2613)
!2623 = !DILocation(line: 195, column: 7, scope: !2613)
!2624 = !DILocation(line: 197, column: 5, scope: !2613)
!2625 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !2626, file: !2428, line: 172, type: !2614, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2616, declaration: !2628, retainedNodes: !137)
!2626 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !9, file: !2428, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2627, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!2627 = !{!2535}
!2628 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !2626, file: !2428, line: 172, type: !2614, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2616)
!2629 = !DILocalVariable(arg: 1, scope: !2625, file: !2428, line: 172, type: !33)
!2630 = !DILocation(line: 172, column: 35, scope: !2625)
!2631 = !DILocalVariable(arg: 2, scope: !2625, file: !2428, line: 172, type: !33)
!2632 = !DILocation(line: 172, column: 53, scope: !2625)
!2633 = !DILocation(line: 172, column: 57, scope: !2625)
!2634 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_", scope: !356, file: !357, line: 1072, type: !365, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !364, retainedNodes: !137)
!2635 = !DILocalVariable(name: "this", arg: 1, scope: !2634, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!2636 = !DILocation(line: 0, scope: !2634)
!2637 = !DILocalVariable(name: "__i", arg: 2, scope: !2634, file: !357, line: 1072, type: !367)
!2638 = !DILocation(line: 1072, column: 42, scope: !2634)
!2639 = !DILocation(line: 1073, column: 9, scope: !2634)
!2640 = !DILocation(line: 1073, column: 20, scope: !2634)
!2641 = !DILocation(line: 1073, column: 27, scope: !2634)
!2642 = distinct !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !22, file: !20, line: 97, type: !122, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !121, retainedNodes: !137)
!2643 = !DILocalVariable(name: "__a", arg: 1, scope: !2642, file: !20, line: 97, type: !95)
!2644 = !DILocation(line: 97, column: 61, scope: !2642)
!2645 = !DILocation(line: 98, column: 64, scope: !2642)
!2646 = !DILocation(line: 98, column: 14, scope: !2642)
!2647 = !DILocation(line: 98, column: 7, scope: !2642)
!2648 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !12, file: !7, line: 303, type: !190, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !189, retainedNodes: !137)
!2649 = !DILocalVariable(name: "this", arg: 1, scope: !2648, type: !2650, flags: DIFlagArtificial | DIFlagObjectPointer)
!2650 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!2651 = !DILocation(line: 0, scope: !2648)
!2652 = !DILocation(line: 304, column: 22, scope: !2648)
!2653 = !DILocation(line: 304, column: 16, scope: !2648)
!2654 = !DILocation(line: 304, column: 9, scope: !2648)
!2655 = distinct !DISubprogram(name: "__uninitialized_copy_a<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *, double>", linkageName: "_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPddET0_T_SA_S9_RSaIT1_E", scope: !9, file: !2351, line: 365, type: !2656, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2658, retainedNodes: !137)
!2656 = !DISubroutineType(types: !2657)
!2657 = !{!33, !557, !557, !33, !100}
!2658 = !{!2659, !2355, !87}
!2659 = !DITemplateTypeParameter(name: "_InputIterator", type: !557)
!2660 = !DILocalVariable(name: "__first", arg: 1, scope: !2655, file: !2351, line: 365, type: !557)
!2661 = !DILocation(line: 365, column: 43, scope: !2655)
!2662 = !DILocalVariable(name: "__last", arg: 2, scope: !2655, file: !2351, line: 365, type: !557)
!2663 = !DILocation(line: 365, column: 67, scope: !2655)
!2664 = !DILocalVariable(name: "__result", arg: 3, scope: !2655, file: !2351, line: 366, type: !33)
!2665 = !DILocation(line: 366, column: 24, scope: !2655)
!2666 = !DILocalVariable(arg: 4, scope: !2655, file: !2351, line: 366, type: !100)
!2667 = !DILocation(line: 366, column: 49, scope: !2655)
!2668 = !DILocation(line: 372, column: 38, scope: !2655)
!2669 = !DILocation(line: 372, column: 47, scope: !2655)
!2670 = !DILocation(line: 372, column: 55, scope: !2655)
!2671 = !DILocation(line: 372, column: 14, scope: !2655)
!2672 = !DILocation(line: 372, column: 7, scope: !2655)
!2673 = distinct !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !26, file: !27, line: 562, type: !117, scopeLine: 563, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !116, retainedNodes: !137)
!2674 = !DILocalVariable(name: "__rhs", arg: 1, scope: !2673, file: !27, line: 562, type: !114)
!2675 = !DILocation(line: 562, column: 67, scope: !2673)
!2676 = !DILocation(line: 563, column: 16, scope: !2673)
!2677 = !DILocation(line: 563, column: 9, scope: !2673)
!2678 = distinct !DISubprogram(name: "uninitialized_copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_", scope: !9, file: !2351, line: 163, type: !2679, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2681, retainedNodes: !137)
!2679 = !DISubroutineType(types: !2680)
!2680 = !{!33, !557, !557, !33}
!2681 = !{!2659, !2355}
!2682 = !DILocalVariable(name: "__first", arg: 1, scope: !2678, file: !2351, line: 163, type: !557)
!2683 = !DILocation(line: 163, column: 39, scope: !2678)
!2684 = !DILocalVariable(name: "__last", arg: 2, scope: !2678, file: !2351, line: 163, type: !557)
!2685 = !DILocation(line: 163, column: 63, scope: !2678)
!2686 = !DILocalVariable(name: "__result", arg: 3, scope: !2678, file: !2351, line: 164, type: !33)
!2687 = !DILocation(line: 164, column: 27, scope: !2678)
!2688 = !DILocalVariable(name: "__can_memmove", scope: !2678, file: !2351, line: 174, type: !242)
!2689 = !DILocation(line: 174, column: 18, scope: !2678)
!2690 = !DILocalVariable(name: "__assignable", scope: !2678, file: !2351, line: 181, type: !242)
!2691 = !DILocation(line: 181, column: 18, scope: !2678)
!2692 = !DILocation(line: 185, column: 16, scope: !2678)
!2693 = !DILocation(line: 185, column: 25, scope: !2678)
!2694 = !DILocation(line: 185, column: 33, scope: !2678)
!2695 = !DILocation(line: 184, column: 14, scope: !2678)
!2696 = !DILocation(line: 184, column: 7, scope: !2678)
!2697 = distinct !DISubprogram(name: "__uninit_copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdEET0_T_SC_SB_", scope: !2698, file: !2351, line: 145, type: !2679, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2681, declaration: !2701, retainedNodes: !137)
!2698 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_copy<true>", scope: !9, file: !2351, line: 141, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2699, identifier: "_ZTSSt20__uninitialized_copyILb1EE")
!2699 = !{!2700}
!2700 = !DITemplateValueParameter(name: "_TrivialValueTypes", type: !130, value: i8 1)
!2701 = !DISubprogram(name: "__uninit_copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdEET0_T_SC_SB_", scope: !2698, file: !2351, line: 145, type: !2679, scopeLine: 145, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2681)
!2702 = !DILocalVariable(name: "__first", arg: 1, scope: !2697, file: !2351, line: 145, type: !557)
!2703 = !DILocation(line: 145, column: 38, scope: !2697)
!2704 = !DILocalVariable(name: "__last", arg: 2, scope: !2697, file: !2351, line: 145, type: !557)
!2705 = !DILocation(line: 145, column: 62, scope: !2697)
!2706 = !DILocalVariable(name: "__result", arg: 3, scope: !2697, file: !2351, line: 146, type: !33)
!2707 = !DILocation(line: 146, column: 26, scope: !2697)
!2708 = !DILocation(line: 147, column: 28, scope: !2697)
!2709 = !DILocation(line: 147, column: 37, scope: !2697)
!2710 = !DILocation(line: 147, column: 45, scope: !2697)
!2711 = !DILocation(line: 147, column: 18, scope: !2697)
!2712 = !DILocation(line: 147, column: 11, scope: !2697)
!2713 = distinct !DISubprogram(name: "copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZSt4copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_", scope: !9, file: !1775, line: 611, type: !2679, scopeLine: 612, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2714, retainedNodes: !137)
!2714 = !{!2715, !2442}
!2715 = !DITemplateTypeParameter(name: "_IIter", type: !557)
!2716 = !DILocalVariable(name: "__first", arg: 1, scope: !2713, file: !1781, line: 235, type: !557)
!2717 = !DILocation(line: 235, column: 16, scope: !2713)
!2718 = !DILocalVariable(name: "__last", arg: 2, scope: !2713, file: !1781, line: 235, type: !557)
!2719 = !DILocation(line: 235, column: 24, scope: !2713)
!2720 = !DILocalVariable(name: "__result", arg: 3, scope: !2713, file: !1781, line: 235, type: !33)
!2721 = !DILocation(line: 235, column: 32, scope: !2713)
!2722 = !DILocation(line: 620, column: 26, scope: !2713)
!2723 = !DILocation(line: 620, column: 8, scope: !2713)
!2724 = !DILocation(line: 620, column: 54, scope: !2713)
!2725 = !DILocation(line: 620, column: 36, scope: !2713)
!2726 = !DILocation(line: 620, column: 63, scope: !2713)
!2727 = !DILocation(line: 619, column: 14, scope: !2713)
!2728 = !DILocation(line: 619, column: 7, scope: !2713)
!2729 = distinct !DISubprogram(name: "__copy_move_a<false, __gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZSt13__copy_move_aILb0EN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET1_T0_SA_S9_", scope: !9, file: !1775, line: 527, type: !2679, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2730, retainedNodes: !137)
!2730 = !{!2731, !2732, !2733}
!2731 = !DITemplateValueParameter(name: "_IsMove", type: !130, value: i8 0)
!2732 = !DITemplateTypeParameter(name: "_II", type: !557)
!2733 = !DITemplateTypeParameter(name: "_OI", type: !33)
!2734 = !DILocalVariable(name: "__first", arg: 1, scope: !2729, file: !1775, line: 527, type: !557)
!2735 = !DILocation(line: 527, column: 23, scope: !2729)
!2736 = !DILocalVariable(name: "__last", arg: 2, scope: !2729, file: !1775, line: 527, type: !557)
!2737 = !DILocation(line: 527, column: 36, scope: !2729)
!2738 = !DILocalVariable(name: "__result", arg: 3, scope: !2729, file: !1775, line: 527, type: !33)
!2739 = !DILocation(line: 527, column: 48, scope: !2729)
!2740 = !DILocation(line: 530, column: 50, scope: !2729)
!2741 = !DILocation(line: 530, column: 32, scope: !2729)
!2742 = !DILocation(line: 531, column: 29, scope: !2729)
!2743 = !DILocation(line: 531, column: 11, scope: !2729)
!2744 = !DILocation(line: 532, column: 29, scope: !2729)
!2745 = !DILocation(line: 532, column: 11, scope: !2729)
!2746 = !DILocation(line: 530, column: 3, scope: !2729)
!2747 = !DILocation(line: 529, column: 14, scope: !2729)
!2748 = !DILocation(line: 529, column: 7, scope: !2729)
!2749 = distinct !DISubprogram(name: "__miter_base<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEET_S8_", scope: !9, file: !2750, line: 562, type: !2751, scopeLine: 563, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2753, retainedNodes: !137)
!2750 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/cpp_type_traits.h", directory: "")
!2751 = !DISubroutineType(types: !2752)
!2752 = !{!557, !557}
!2753 = !{!2754}
!2754 = !DITemplateTypeParameter(name: "_Iterator", type: !557)
!2755 = !DILocalVariable(name: "__it", arg: 1, scope: !2749, file: !2750, line: 562, type: !557)
!2756 = !DILocation(line: 562, column: 28, scope: !2749)
!2757 = !DILocation(line: 563, column: 14, scope: !2749)
!2758 = !DILocation(line: 563, column: 7, scope: !2749)
!2759 = distinct !DISubprogram(name: "__niter_wrap<double *>", linkageName: "_ZSt12__niter_wrapIPdET_RKS1_S1_", scope: !9, file: !1775, line: 335, type: !2760, scopeLine: 336, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !376, retainedNodes: !137)
!2760 = !DISubroutineType(types: !2761)
!2761 = !{!33, !367, !33}
!2762 = !DILocalVariable(arg: 1, scope: !2759, file: !1775, line: 335, type: !367)
!2763 = !DILocation(line: 335, column: 34, scope: !2759)
!2764 = !DILocalVariable(name: "__res", arg: 2, scope: !2759, file: !1775, line: 335, type: !33)
!2765 = !DILocation(line: 335, column: 46, scope: !2759)
!2766 = !DILocation(line: 336, column: 14, scope: !2759)
!2767 = !DILocation(line: 336, column: 7, scope: !2759)
!2768 = distinct !DISubprogram(name: "__copy_move_a1<false, const double *, double *>", linkageName: "_ZSt14__copy_move_a1ILb0EPKdPdET1_T0_S4_S3_", scope: !9, file: !1775, line: 521, type: !2769, scopeLine: 522, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2771, retainedNodes: !137)
!2769 = !DISubroutineType(types: !2770)
!2770 = !{!33, !67, !67, !33}
!2771 = !{!2731, !2772, !2733}
!2772 = !DITemplateTypeParameter(name: "_II", type: !67)
!2773 = !DILocalVariable(name: "__first", arg: 1, scope: !2768, file: !1775, line: 521, type: !67)
!2774 = !DILocation(line: 521, column: 24, scope: !2768)
!2775 = !DILocalVariable(name: "__last", arg: 2, scope: !2768, file: !1775, line: 521, type: !67)
!2776 = !DILocation(line: 521, column: 37, scope: !2768)
!2777 = !DILocalVariable(name: "__result", arg: 3, scope: !2768, file: !1775, line: 521, type: !33)
!2778 = !DILocation(line: 521, column: 49, scope: !2768)
!2779 = !DILocation(line: 522, column: 43, scope: !2768)
!2780 = !DILocation(line: 522, column: 52, scope: !2768)
!2781 = !DILocation(line: 522, column: 60, scope: !2768)
!2782 = !DILocation(line: 522, column: 14, scope: !2768)
!2783 = !DILocation(line: 522, column: 7, scope: !2768)
!2784 = distinct !DISubprogram(name: "__niter_base<const double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZSt12__niter_baseIPKdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS5_T0_EE", scope: !9, file: !357, line: 1353, type: !2785, scopeLine: 1355, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !609, retainedNodes: !137)
!2785 = !DISubroutineType(types: !2786)
!2786 = !{!67, !557}
!2787 = !DILocalVariable(name: "__it", arg: 1, scope: !2784, file: !357, line: 1353, type: !557)
!2788 = !DILocation(line: 1353, column: 70, scope: !2784)
!2789 = !DILocation(line: 1355, column: 19, scope: !2784)
!2790 = !DILocation(line: 1355, column: 7, scope: !2784)
!2791 = distinct !DISubprogram(name: "__niter_base<double *>", linkageName: "_ZSt12__niter_baseIPdET_S1_", scope: !9, file: !1775, line: 313, type: !2792, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !376, retainedNodes: !137)
!2792 = !DISubroutineType(types: !2793)
!2793 = !{!33, !33}
!2794 = !DILocalVariable(name: "__it", arg: 1, scope: !2791, file: !1775, line: 313, type: !33)
!2795 = !DILocation(line: 313, column: 28, scope: !2791)
!2796 = !DILocation(line: 315, column: 14, scope: !2791)
!2797 = !DILocation(line: 315, column: 7, scope: !2791)
!2798 = distinct !DISubprogram(name: "__copy_move_a2<false, const double *, double *>", linkageName: "_ZSt14__copy_move_a2ILb0EPKdPdET1_T0_S4_S3_", scope: !9, file: !1775, line: 486, type: !2769, scopeLine: 487, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2771, retainedNodes: !137)
!2799 = !DILocalVariable(name: "__first", arg: 1, scope: !2798, file: !1775, line: 486, type: !67)
!2800 = !DILocation(line: 486, column: 24, scope: !2798)
!2801 = !DILocalVariable(name: "__last", arg: 2, scope: !2798, file: !1775, line: 486, type: !67)
!2802 = !DILocation(line: 486, column: 37, scope: !2798)
!2803 = !DILocalVariable(name: "__result", arg: 3, scope: !2798, file: !1775, line: 486, type: !33)
!2804 = !DILocation(line: 486, column: 49, scope: !2798)
!2805 = !DILocation(line: 495, column: 31, scope: !2798)
!2806 = !DILocation(line: 495, column: 40, scope: !2798)
!2807 = !DILocation(line: 495, column: 48, scope: !2798)
!2808 = !DILocation(line: 494, column: 14, scope: !2798)
!2809 = !DILocation(line: 494, column: 7, scope: !2798)
!2810 = distinct !DISubprogram(name: "__copy_m<double>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIdEEPT_PKS3_S6_S4_", scope: !2811, file: !1775, line: 420, type: !2769, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !86, declaration: !2815, retainedNodes: !137)
!2811 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move<false, true, std::random_access_iterator_tag>", scope: !9, file: !1775, line: 415, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2812, identifier: "_ZTSSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE")
!2812 = !{!2731, !2813, !2814}
!2813 = !DITemplateValueParameter(name: "_IsSimple", type: !130, value: i8 1)
!2814 = !DITemplateTypeParameter(name: "_Category", type: !2459)
!2815 = !DISubprogram(name: "__copy_m<double>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIdEEPT_PKS3_S6_S4_", scope: !2811, file: !1775, line: 420, type: !2769, scopeLine: 420, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !86)
!2816 = !DILocalVariable(name: "__first", arg: 1, scope: !2810, file: !1775, line: 420, type: !67)
!2817 = !DILocation(line: 420, column: 22, scope: !2810)
!2818 = !DILocalVariable(name: "__last", arg: 2, scope: !2810, file: !1775, line: 420, type: !67)
!2819 = !DILocation(line: 420, column: 42, scope: !2810)
!2820 = !DILocalVariable(name: "__result", arg: 3, scope: !2810, file: !1775, line: 420, type: !33)
!2821 = !DILocation(line: 420, column: 55, scope: !2810)
!2822 = !DILocalVariable(name: "_Num", scope: !2810, file: !1775, line: 429, type: !2823)
!2823 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !400)
!2824 = !DILocation(line: 429, column: 20, scope: !2810)
!2825 = !DILocation(line: 429, column: 27, scope: !2810)
!2826 = !DILocation(line: 429, column: 36, scope: !2810)
!2827 = !DILocation(line: 429, column: 34, scope: !2810)
!2828 = !DILocation(line: 430, column: 8, scope: !2829)
!2829 = distinct !DILexicalBlock(scope: !2810, file: !1775, line: 430, column: 8)
!2830 = !DILocation(line: 430, column: 8, scope: !2810)
!2831 = !DILocation(line: 431, column: 24, scope: !2829)
!2832 = !DILocation(line: 431, column: 6, scope: !2829)
!2833 = !DILocation(line: 431, column: 34, scope: !2829)
!2834 = !DILocation(line: 431, column: 57, scope: !2829)
!2835 = !DILocation(line: 431, column: 55, scope: !2829)
!2836 = !DILocation(line: 432, column: 11, scope: !2810)
!2837 = !DILocation(line: 432, column: 22, scope: !2810)
!2838 = !DILocation(line: 432, column: 20, scope: !2810)
!2839 = !DILocation(line: 432, column: 4, scope: !2810)
!2840 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIiEC2Ev", scope: !639, file: !44, line: 80, type: !642, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !641, retainedNodes: !137)
!2841 = !DILocalVariable(name: "this", arg: 1, scope: !2840, type: !2842, flags: DIFlagArtificial | DIFlagObjectPointer)
!2842 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !639, size: 64)
!2843 = !DILocation(line: 0, scope: !2840)
!2844 = !DILocation(line: 80, column: 49, scope: !2840)
!2845 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIiED2Ev", scope: !639, file: !44, line: 90, type: !642, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !650, retainedNodes: !137)
!2846 = !DILocalVariable(name: "this", arg: 1, scope: !2845, type: !2842, flags: DIFlagArtificial | DIFlagObjectPointer)
!2847 = !DILocation(line: 0, scope: !2845)
!2848 = !DILocation(line: 90, column: 50, scope: !2845)
!2849 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !611, file: !7, line: 1902, type: !1023, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1022, retainedNodes: !137)
!2850 = !DILocalVariable(name: "__n", arg: 1, scope: !2849, file: !7, line: 1902, type: !295)
!2851 = !DILocation(line: 1902, column: 35, scope: !2849)
!2852 = !DILocalVariable(name: "__a", arg: 2, scope: !2849, file: !7, line: 1902, type: !840)
!2853 = !DILocation(line: 1902, column: 62, scope: !2849)
!2854 = !DILocation(line: 1904, column: 6, scope: !2855)
!2855 = distinct !DILexicalBlock(scope: !2849, file: !7, line: 1904, column: 6)
!2856 = !DILocation(line: 1904, column: 39, scope: !2855)
!2857 = !DILocation(line: 1904, column: 24, scope: !2855)
!2858 = !DILocation(line: 1904, column: 12, scope: !2855)
!2859 = !DILocation(line: 1904, column: 10, scope: !2855)
!2860 = !DILocation(line: 1904, column: 6, scope: !2849)
!2861 = !DILocation(line: 1905, column: 4, scope: !2855)
!2862 = !DILocation(line: 1907, column: 9, scope: !2849)
!2863 = !DILocation(line: 1907, column: 2, scope: !2849)
!2864 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_", scope: !614, file: !7, line: 330, type: !794, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !793, retainedNodes: !137)
!2865 = !DILocalVariable(name: "this", arg: 1, scope: !2864, type: !2866, flags: DIFlagArtificial | DIFlagObjectPointer)
!2866 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !614, size: 64)
!2867 = !DILocation(line: 0, scope: !2864)
!2868 = !DILocalVariable(name: "__n", arg: 2, scope: !2864, file: !7, line: 330, type: !75)
!2869 = !DILocation(line: 330, column: 27, scope: !2864)
!2870 = !DILocalVariable(name: "__a", arg: 3, scope: !2864, file: !7, line: 330, type: !788)
!2871 = !DILocation(line: 330, column: 54, scope: !2864)
!2872 = !DILocation(line: 331, column: 9, scope: !2864)
!2873 = !DILocation(line: 331, column: 17, scope: !2864)
!2874 = !DILocation(line: 332, column: 27, scope: !2875)
!2875 = distinct !DILexicalBlock(scope: !2864, file: !7, line: 332, column: 7)
!2876 = !DILocation(line: 332, column: 9, scope: !2875)
!2877 = !DILocation(line: 332, column: 33, scope: !2864)
!2878 = !DILocation(line: 332, column: 33, scope: !2875)
!2879 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !611, file: !7, line: 1699, type: !896, scopeLine: 1700, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1006, retainedNodes: !137)
!2880 = !DILocalVariable(name: "this", arg: 1, scope: !2879, type: !1717, flags: DIFlagArtificial | DIFlagObjectPointer)
!2881 = !DILocation(line: 0, scope: !2879)
!2882 = !DILocalVariable(name: "__n", arg: 2, scope: !2879, file: !7, line: 1699, type: !295)
!2883 = !DILocation(line: 1699, column: 36, scope: !2879)
!2884 = !DILocalVariable(name: "__value", arg: 3, scope: !2879, file: !7, line: 1699, type: !849)
!2885 = !DILocation(line: 1699, column: 59, scope: !2879)
!2886 = !DILocation(line: 1702, column: 40, scope: !2879)
!2887 = !DILocation(line: 1702, column: 34, scope: !2879)
!2888 = !DILocation(line: 1702, column: 48, scope: !2879)
!2889 = !DILocation(line: 1702, column: 58, scope: !2879)
!2890 = !DILocation(line: 1702, column: 63, scope: !2879)
!2891 = !DILocation(line: 1703, column: 6, scope: !2879)
!2892 = !DILocation(line: 1702, column: 4, scope: !2879)
!2893 = !DILocation(line: 1701, column: 8, scope: !2879)
!2894 = !DILocation(line: 1701, column: 2, scope: !2879)
!2895 = !DILocation(line: 1701, column: 16, scope: !2879)
!2896 = !DILocation(line: 1701, column: 26, scope: !2879)
!2897 = !DILocation(line: 1704, column: 7, scope: !2879)
!2898 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !614, file: !7, line: 364, type: !783, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !809, retainedNodes: !137)
!2899 = !DILocalVariable(name: "this", arg: 1, scope: !2898, type: !2866, flags: DIFlagArtificial | DIFlagObjectPointer)
!2900 = !DILocation(line: 0, scope: !2898)
!2901 = !DILocation(line: 366, column: 16, scope: !2902)
!2902 = distinct !DILexicalBlock(scope: !2898, file: !7, line: 365, column: 7)
!2903 = !DILocation(line: 366, column: 24, scope: !2902)
!2904 = !DILocation(line: 367, column: 9, scope: !2902)
!2905 = !DILocation(line: 367, column: 17, scope: !2902)
!2906 = !DILocation(line: 367, column: 37, scope: !2902)
!2907 = !DILocation(line: 367, column: 45, scope: !2902)
!2908 = !DILocation(line: 367, column: 35, scope: !2902)
!2909 = !DILocation(line: 366, column: 2, scope: !2902)
!2910 = !DILocation(line: 368, column: 7, scope: !2902)
!2911 = !DILocation(line: 368, column: 7, scope: !2898)
!2912 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !611, file: !7, line: 1911, type: !1026, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1025, retainedNodes: !137)
!2913 = !DILocalVariable(name: "__a", arg: 1, scope: !2912, file: !7, line: 1911, type: !1028)
!2914 = !DILocation(line: 1911, column: 41, scope: !2912)
!2915 = !DILocalVariable(name: "__diffmax", scope: !2912, file: !7, line: 1916, type: !2192)
!2916 = !DILocation(line: 1916, column: 15, scope: !2912)
!2917 = !DILocalVariable(name: "__allocmax", scope: !2912, file: !7, line: 1918, type: !2192)
!2918 = !DILocation(line: 1918, column: 15, scope: !2912)
!2919 = !DILocation(line: 1918, column: 52, scope: !2912)
!2920 = !DILocation(line: 1918, column: 28, scope: !2912)
!2921 = !DILocation(line: 1919, column: 9, scope: !2912)
!2922 = !DILocation(line: 1919, column: 2, scope: !2912)
!2923 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIiEC2ERKS_", scope: !635, file: !38, line: 159, type: !683, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !682, retainedNodes: !137)
!2924 = !DILocalVariable(name: "this", arg: 1, scope: !2923, type: !1710, flags: DIFlagArtificial | DIFlagObjectPointer)
!2925 = !DILocation(line: 0, scope: !2923)
!2926 = !DILocalVariable(name: "__a", arg: 2, scope: !2923, file: !38, line: 159, type: !685)
!2927 = !DILocation(line: 159, column: 34, scope: !2923)
!2928 = !DILocation(line: 160, column: 36, scope: !2923)
!2929 = !DILocation(line: 160, column: 31, scope: !2923)
!2930 = !DILocation(line: 160, column: 9, scope: !2923)
!2931 = !DILocation(line: 160, column: 38, scope: !2923)
!2932 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !626, file: !27, line: 547, type: !699, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !698, retainedNodes: !137)
!2933 = !DILocalVariable(name: "__a", arg: 1, scope: !2932, file: !27, line: 547, type: !702)
!2934 = !DILocation(line: 547, column: 38, scope: !2932)
!2935 = !DILocation(line: 550, column: 9, scope: !2932)
!2936 = !DILocation(line: 550, column: 13, scope: !2932)
!2937 = !DILocation(line: 550, column: 2, scope: !2932)
!2938 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !639, file: !44, line: 167, type: !673, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !672, retainedNodes: !137)
!2939 = !DILocalVariable(name: "this", arg: 1, scope: !2938, type: !2940, flags: DIFlagArtificial | DIFlagObjectPointer)
!2940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64)
!2941 = !DILocation(line: 0, scope: !2938)
!2942 = !DILocation(line: 168, column: 16, scope: !2938)
!2943 = !DILocation(line: 168, column: 9, scope: !2938)
!2944 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !639, file: !44, line: 210, type: !673, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !675, retainedNodes: !137)
!2945 = !DILocalVariable(name: "this", arg: 1, scope: !2944, type: !2940, flags: DIFlagArtificial | DIFlagObjectPointer)
!2946 = !DILocation(line: 0, scope: !2944)
!2947 = !DILocation(line: 213, column: 2, scope: !2944)
!2948 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIiEC2ERKS0_", scope: !639, file: !44, line: 83, type: !646, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !645, retainedNodes: !137)
!2949 = !DILocalVariable(name: "this", arg: 1, scope: !2948, type: !2842, flags: DIFlagArtificial | DIFlagObjectPointer)
!2950 = !DILocation(line: 0, scope: !2948)
!2951 = !DILocalVariable(arg: 2, scope: !2948, file: !44, line: 83, type: !648)
!2952 = !DILocation(line: 83, column: 45, scope: !2948)
!2953 = !DILocation(line: 83, column: 71, scope: !2948)
!2954 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_", scope: !617, file: !7, line: 143, type: !753, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !752, retainedNodes: !137)
!2955 = !DILocalVariable(name: "this", arg: 1, scope: !2954, type: !2956, flags: DIFlagArtificial | DIFlagObjectPointer)
!2956 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64)
!2957 = !DILocation(line: 0, scope: !2954)
!2958 = !DILocalVariable(name: "__a", arg: 2, scope: !2954, file: !7, line: 143, type: !755)
!2959 = !DILocation(line: 143, column: 37, scope: !2954)
!2960 = !DILocation(line: 145, column: 2, scope: !2954)
!2961 = !DILocation(line: 144, column: 19, scope: !2954)
!2962 = !DILocation(line: 144, column: 4, scope: !2954)
!2963 = !DILocation(line: 143, column: 2, scope: !2954)
!2964 = !DILocation(line: 145, column: 4, scope: !2954)
!2965 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !614, file: !7, line: 393, type: !791, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !816, retainedNodes: !137)
!2966 = !DILocalVariable(name: "this", arg: 1, scope: !2965, type: !2866, flags: DIFlagArtificial | DIFlagObjectPointer)
!2967 = !DILocation(line: 0, scope: !2965)
!2968 = !DILocalVariable(name: "__n", arg: 2, scope: !2965, file: !7, line: 393, type: !75)
!2969 = !DILocation(line: 393, column: 32, scope: !2965)
!2970 = !DILocation(line: 395, column: 45, scope: !2965)
!2971 = !DILocation(line: 395, column: 33, scope: !2965)
!2972 = !DILocation(line: 395, column: 8, scope: !2965)
!2973 = !DILocation(line: 395, column: 2, scope: !2965)
!2974 = !DILocation(line: 395, column: 16, scope: !2965)
!2975 = !DILocation(line: 395, column: 25, scope: !2965)
!2976 = !DILocation(line: 396, column: 34, scope: !2965)
!2977 = !DILocation(line: 396, column: 28, scope: !2965)
!2978 = !DILocation(line: 396, column: 42, scope: !2965)
!2979 = !DILocation(line: 396, column: 8, scope: !2965)
!2980 = !DILocation(line: 396, column: 2, scope: !2965)
!2981 = !DILocation(line: 396, column: 16, scope: !2965)
!2982 = !DILocation(line: 396, column: 26, scope: !2965)
!2983 = !DILocation(line: 397, column: 42, scope: !2965)
!2984 = !DILocation(line: 397, column: 36, scope: !2965)
!2985 = !DILocation(line: 397, column: 50, scope: !2965)
!2986 = !DILocation(line: 397, column: 61, scope: !2965)
!2987 = !DILocation(line: 397, column: 59, scope: !2965)
!2988 = !DILocation(line: 397, column: 8, scope: !2965)
!2989 = !DILocation(line: 397, column: 2, scope: !2965)
!2990 = !DILocation(line: 397, column: 16, scope: !2965)
!2991 = !DILocation(line: 397, column: 34, scope: !2965)
!2992 = !DILocation(line: 398, column: 7, scope: !2965)
!2993 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev", scope: !617, file: !7, line: 133, type: !749, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !2994, retainedNodes: !137)
!2994 = !DISubprogram(name: "~_Vector_impl", scope: !617, type: !749, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2995 = !DILocalVariable(name: "this", arg: 1, scope: !2993, type: !2956, flags: DIFlagArtificial | DIFlagObjectPointer)
!2996 = !DILocation(line: 0, scope: !2993)
!2997 = !DILocation(line: 133, column: 14, scope: !2998)
!2998 = distinct !DILexicalBlock(scope: !2993, file: !7, line: 133, column: 14)
!2999 = !DILocation(line: 133, column: 14, scope: !2993)
!3000 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !724, file: !7, line: 99, type: !732, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !731, retainedNodes: !137)
!3001 = !DILocalVariable(name: "this", arg: 1, scope: !3000, type: !3002, flags: DIFlagArtificial | DIFlagObjectPointer)
!3002 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !724, size: 64)
!3003 = !DILocation(line: 0, scope: !3000)
!3004 = !DILocation(line: 100, column: 4, scope: !3000)
!3005 = !DILocation(line: 100, column: 16, scope: !3000)
!3006 = !DILocation(line: 100, column: 29, scope: !3000)
!3007 = !DILocation(line: 101, column: 4, scope: !3000)
!3008 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !614, file: !7, line: 375, type: !811, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !810, retainedNodes: !137)
!3009 = !DILocalVariable(name: "this", arg: 1, scope: !3008, type: !2866, flags: DIFlagArtificial | DIFlagObjectPointer)
!3010 = !DILocation(line: 0, scope: !3008)
!3011 = !DILocalVariable(name: "__n", arg: 2, scope: !3008, file: !7, line: 375, type: !75)
!3012 = !DILocation(line: 375, column: 26, scope: !3008)
!3013 = !DILocation(line: 378, column: 9, scope: !3008)
!3014 = !DILocation(line: 378, column: 13, scope: !3008)
!3015 = !DILocation(line: 378, column: 34, scope: !3008)
!3016 = !DILocation(line: 378, column: 43, scope: !3008)
!3017 = !DILocation(line: 378, column: 20, scope: !3008)
!3018 = !DILocation(line: 378, column: 2, scope: !3008)
!3019 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !626, file: !27, line: 463, type: !629, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !628, retainedNodes: !137)
!3020 = !DILocalVariable(name: "__a", arg: 1, scope: !3019, file: !27, line: 463, type: !633)
!3021 = !DILocation(line: 463, column: 32, scope: !3019)
!3022 = !DILocalVariable(name: "__n", arg: 2, scope: !3019, file: !27, line: 463, type: !102)
!3023 = !DILocation(line: 463, column: 47, scope: !3019)
!3024 = !DILocation(line: 464, column: 16, scope: !3019)
!3025 = !DILocation(line: 464, column: 29, scope: !3019)
!3026 = !DILocation(line: 464, column: 20, scope: !3019)
!3027 = !DILocation(line: 464, column: 9, scope: !3019)
!3028 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !639, file: !44, line: 112, type: !667, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !666, retainedNodes: !137)
!3029 = !DILocalVariable(name: "this", arg: 1, scope: !3028, type: !2842, flags: DIFlagArtificial | DIFlagObjectPointer)
!3030 = !DILocation(line: 0, scope: !3028)
!3031 = !DILocalVariable(name: "__n", arg: 2, scope: !3028, file: !44, line: 112, type: !74)
!3032 = !DILocation(line: 112, column: 26, scope: !3028)
!3033 = !DILocalVariable(arg: 3, scope: !3028, file: !44, line: 112, type: !77)
!3034 = !DILocation(line: 112, column: 43, scope: !3028)
!3035 = !DILocation(line: 120, column: 23, scope: !3036)
!3036 = distinct !DILexicalBlock(scope: !3028, file: !44, line: 120, column: 6)
!3037 = !DILocation(line: 120, column: 35, scope: !3036)
!3038 = !DILocation(line: 120, column: 27, scope: !3036)
!3039 = !DILocation(line: 120, column: 6, scope: !3028)
!3040 = !DILocation(line: 124, column: 10, scope: !3041)
!3041 = distinct !DILexicalBlock(scope: !3042, file: !44, line: 124, column: 10)
!3042 = distinct !DILexicalBlock(scope: !3036, file: !44, line: 121, column: 4)
!3043 = !DILocation(line: 124, column: 14, scope: !3041)
!3044 = !DILocation(line: 124, column: 10, scope: !3042)
!3045 = !DILocation(line: 125, column: 8, scope: !3041)
!3046 = !DILocation(line: 126, column: 6, scope: !3042)
!3047 = !DILocation(line: 137, column: 49, scope: !3028)
!3048 = !DILocation(line: 137, column: 53, scope: !3028)
!3049 = !DILocation(line: 137, column: 27, scope: !3028)
!3050 = !DILocation(line: 137, column: 9, scope: !3028)
!3051 = !DILocation(line: 137, column: 2, scope: !3028)
!3052 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<int *, unsigned long, int, int>", linkageName: "_ZSt24__uninitialized_fill_n_aIPimiiET_S1_T0_RKT1_RSaIT2_E", scope: !9, file: !2351, line: 460, type: !3053, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3055, retainedNodes: !137)
!3053 = !DISubroutineType(types: !3054)
!3054 = !{!632, !632, !5, !665, !690}
!3055 = !{!3056, !2356, !677, !3057}
!3056 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !632)
!3057 = !DITemplateTypeParameter(name: "_Tp2", type: !392)
!3058 = !DILocalVariable(name: "__first", arg: 1, scope: !3052, file: !2351, line: 460, type: !632)
!3059 = !DILocation(line: 460, column: 47, scope: !3052)
!3060 = !DILocalVariable(name: "__n", arg: 2, scope: !3052, file: !2351, line: 460, type: !5)
!3061 = !DILocation(line: 460, column: 62, scope: !3052)
!3062 = !DILocalVariable(name: "__x", arg: 3, scope: !3052, file: !2351, line: 461, type: !665)
!3063 = !DILocation(line: 461, column: 20, scope: !3052)
!3064 = !DILocalVariable(arg: 4, scope: !3052, file: !2351, line: 461, type: !690)
!3065 = !DILocation(line: 461, column: 41, scope: !3052)
!3066 = !DILocation(line: 467, column: 40, scope: !3052)
!3067 = !DILocation(line: 467, column: 49, scope: !3052)
!3068 = !DILocation(line: 467, column: 54, scope: !3052)
!3069 = !DILocation(line: 467, column: 14, scope: !3052)
!3070 = !DILocation(line: 467, column: 7, scope: !3052)
!3071 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !614, file: !7, line: 298, type: !769, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !768, retainedNodes: !137)
!3072 = !DILocalVariable(name: "this", arg: 1, scope: !3071, type: !2866, flags: DIFlagArtificial | DIFlagObjectPointer)
!3073 = !DILocation(line: 0, scope: !3071)
!3074 = !DILocation(line: 299, column: 22, scope: !3071)
!3075 = !DILocation(line: 299, column: 16, scope: !3071)
!3076 = !DILocation(line: 299, column: 9, scope: !3071)
!3077 = distinct !DISubprogram(name: "uninitialized_fill_n<int *, unsigned long, int>", linkageName: "_ZSt20uninitialized_fill_nIPimiET_S1_T0_RKT1_", scope: !9, file: !2351, line: 312, type: !3078, scopeLine: 313, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3080, retainedNodes: !137)
!3078 = !DISubroutineType(types: !3079)
!3079 = !{!632, !632, !5, !665}
!3080 = !{!3056, !2356, !677}
!3081 = !DILocalVariable(name: "__first", arg: 1, scope: !3077, file: !2351, line: 312, type: !632)
!3082 = !DILocation(line: 312, column: 43, scope: !3077)
!3083 = !DILocalVariable(name: "__n", arg: 2, scope: !3077, file: !2351, line: 312, type: !5)
!3084 = !DILocation(line: 312, column: 58, scope: !3077)
!3085 = !DILocalVariable(name: "__x", arg: 3, scope: !3077, file: !2351, line: 312, type: !665)
!3086 = !DILocation(line: 312, column: 74, scope: !3077)
!3087 = !DILocalVariable(name: "__can_fill", scope: !3077, file: !2351, line: 319, type: !242)
!3088 = !DILocation(line: 319, column: 18, scope: !3077)
!3089 = !DILocation(line: 327, column: 18, scope: !3077)
!3090 = !DILocation(line: 327, column: 27, scope: !3077)
!3091 = !DILocation(line: 327, column: 32, scope: !3077)
!3092 = !DILocation(line: 326, column: 14, scope: !3077)
!3093 = !DILocation(line: 326, column: 7, scope: !3077)
!3094 = distinct !DISubprogram(name: "__uninit_fill_n<int *, unsigned long, int>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPimiEET_S3_T0_RKT1_", scope: !3095, file: !2351, line: 292, type: !3078, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3080, declaration: !3096, retainedNodes: !137)
!3095 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !9, file: !2351, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2389, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!3096 = !DISubprogram(name: "__uninit_fill_n<int *, unsigned long, int>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPimiEET_S3_T0_RKT1_", scope: !3095, file: !2351, line: 292, type: !3078, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !3080)
!3097 = !DILocalVariable(name: "__first", arg: 1, scope: !3094, file: !2351, line: 292, type: !632)
!3098 = !DILocation(line: 292, column: 42, scope: !3094)
!3099 = !DILocalVariable(name: "__n", arg: 2, scope: !3094, file: !2351, line: 292, type: !5)
!3100 = !DILocation(line: 292, column: 57, scope: !3094)
!3101 = !DILocalVariable(name: "__x", arg: 3, scope: !3094, file: !2351, line: 293, type: !665)
!3102 = !DILocation(line: 293, column: 15, scope: !3094)
!3103 = !DILocation(line: 294, column: 30, scope: !3094)
!3104 = !DILocation(line: 294, column: 39, scope: !3094)
!3105 = !DILocation(line: 294, column: 44, scope: !3094)
!3106 = !DILocation(line: 294, column: 18, scope: !3094)
!3107 = !DILocation(line: 294, column: 11, scope: !3094)
!3108 = distinct !DISubprogram(name: "fill_n<int *, unsigned long, int>", linkageName: "_ZSt6fill_nIPimiET_S1_T0_RKT1_", scope: !9, file: !1775, line: 1143, type: !3078, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3109, retainedNodes: !137)
!3109 = !{!3110, !2356, !677}
!3110 = !DITemplateTypeParameter(name: "_OIter", type: !632)
!3111 = !DILocalVariable(name: "__first", arg: 1, scope: !3108, file: !1781, line: 275, type: !632)
!3112 = !DILocation(line: 275, column: 18, scope: !3108)
!3113 = !DILocalVariable(name: "__n", arg: 2, scope: !3108, file: !1781, line: 275, type: !5)
!3114 = !DILocation(line: 275, column: 25, scope: !3108)
!3115 = !DILocalVariable(name: "__value", arg: 3, scope: !3108, file: !1781, line: 275, type: !665)
!3116 = !DILocation(line: 275, column: 37, scope: !3108)
!3117 = !DILocation(line: 1148, column: 30, scope: !3108)
!3118 = !DILocation(line: 1148, column: 62, scope: !3108)
!3119 = !DILocation(line: 1148, column: 39, scope: !3108)
!3120 = !DILocation(line: 1148, column: 68, scope: !3108)
!3121 = !DILocation(line: 1149, column: 11, scope: !3108)
!3122 = !DILocation(line: 1148, column: 14, scope: !3108)
!3123 = !DILocation(line: 1148, column: 7, scope: !3108)
!3124 = distinct !DISubprogram(name: "__fill_n_a<int *, unsigned long, int>", linkageName: "_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !9, file: !1775, line: 1108, type: !3125, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3127, retainedNodes: !137)
!3125 = !DISubroutineType(types: !3126)
!3126 = !{!632, !632, !5, !665, !2459}
!3127 = !{!3128, !2356, !677}
!3128 = !DITemplateTypeParameter(name: "_OutputIterator", type: !632)
!3129 = !DILocalVariable(name: "__first", arg: 1, scope: !3124, file: !1775, line: 1108, type: !632)
!3130 = !DILocation(line: 1108, column: 32, scope: !3124)
!3131 = !DILocalVariable(name: "__n", arg: 2, scope: !3124, file: !1775, line: 1108, type: !5)
!3132 = !DILocation(line: 1108, column: 47, scope: !3124)
!3133 = !DILocalVariable(name: "__value", arg: 3, scope: !3124, file: !1775, line: 1108, type: !665)
!3134 = !DILocation(line: 1108, column: 63, scope: !3124)
!3135 = !DILocalVariable(arg: 4, scope: !3124, file: !1775, line: 1109, type: !2459)
!3136 = !DILocation(line: 1109, column: 40, scope: !3124)
!3137 = !DILocation(line: 1114, column: 11, scope: !3138)
!3138 = distinct !DILexicalBlock(scope: !3124, file: !1775, line: 1114, column: 11)
!3139 = !DILocation(line: 1114, column: 15, scope: !3138)
!3140 = !DILocation(line: 1114, column: 11, scope: !3124)
!3141 = !DILocation(line: 1115, column: 9, scope: !3138)
!3142 = !DILocation(line: 1115, column: 2, scope: !3138)
!3143 = !DILocation(line: 1119, column: 21, scope: !3124)
!3144 = !DILocation(line: 1119, column: 30, scope: !3124)
!3145 = !DILocation(line: 1119, column: 40, scope: !3124)
!3146 = !DILocation(line: 1119, column: 38, scope: !3124)
!3147 = !DILocation(line: 1119, column: 45, scope: !3124)
!3148 = !DILocation(line: 1119, column: 7, scope: !3124)
!3149 = !DILocation(line: 1120, column: 14, scope: !3124)
!3150 = !DILocation(line: 1120, column: 24, scope: !3124)
!3151 = !DILocation(line: 1120, column: 22, scope: !3124)
!3152 = !DILocation(line: 1120, column: 7, scope: !3124)
!3153 = !DILocation(line: 1121, column: 5, scope: !3124)
!3154 = distinct !DISubprogram(name: "__iterator_category<int *>", linkageName: "_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !9, file: !374, line: 238, type: !3155, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3163, retainedNodes: !137)
!3155 = !DISubroutineType(types: !3156)
!3156 = !{!3157, !3161}
!3157 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !3158, file: !374, line: 212, baseType: !2459)
!3158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<int *>", scope: !9, file: !374, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !3159, identifier: "_ZTSSt15iterator_traitsIPiE")
!3159 = !{!3160}
!3160 = !DITemplateTypeParameter(name: "_Iterator", type: !632)
!3161 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3162, size: 64)
!3162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !632)
!3163 = !{!3164}
!3164 = !DITemplateTypeParameter(name: "_Iter", type: !632)
!3165 = !DILocalVariable(arg: 1, scope: !3154, file: !374, line: 238, type: !3161)
!3166 = !DILocation(line: 238, column: 37, scope: !3154)
!3167 = !DILocation(line: 239, column: 7, scope: !3154)
!3168 = distinct !DISubprogram(name: "__fill_a<int *, int>", linkageName: "_ZSt8__fill_aIPiiEvT_S1_RKT0_", scope: !9, file: !1775, line: 967, type: !3169, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3171, retainedNodes: !137)
!3169 = !DISubroutineType(types: !3170)
!3170 = !{null, !632, !632, !665}
!3171 = !{!3172, !677}
!3172 = !DITemplateTypeParameter(name: "_FIte", type: !632)
!3173 = !DILocalVariable(name: "__first", arg: 1, scope: !3168, file: !1775, line: 967, type: !632)
!3174 = !DILocation(line: 967, column: 20, scope: !3168)
!3175 = !DILocalVariable(name: "__last", arg: 2, scope: !3168, file: !1775, line: 967, type: !632)
!3176 = !DILocation(line: 967, column: 35, scope: !3168)
!3177 = !DILocalVariable(name: "__value", arg: 3, scope: !3168, file: !1775, line: 967, type: !665)
!3178 = !DILocation(line: 967, column: 54, scope: !3168)
!3179 = !DILocation(line: 968, column: 22, scope: !3168)
!3180 = !DILocation(line: 968, column: 31, scope: !3168)
!3181 = !DILocation(line: 968, column: 39, scope: !3168)
!3182 = !DILocation(line: 968, column: 7, scope: !3168)
!3183 = !DILocation(line: 968, column: 49, scope: !3168)
!3184 = distinct !DISubprogram(name: "__fill_a1<int *, int>", linkageName: "_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !9, file: !1775, line: 917, type: !3185, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3187, retainedNodes: !137)
!3185 = !DISubroutineType(types: !3186)
!3186 = !{!2531, !632, !632, !665}
!3187 = !{!3056, !677}
!3188 = !DILocalVariable(name: "__first", arg: 1, scope: !3184, file: !1775, line: 917, type: !632)
!3189 = !DILocation(line: 917, column: 32, scope: !3184)
!3190 = !DILocalVariable(name: "__last", arg: 2, scope: !3184, file: !1775, line: 917, type: !632)
!3191 = !DILocation(line: 917, column: 58, scope: !3184)
!3192 = !DILocalVariable(name: "__value", arg: 3, scope: !3184, file: !1775, line: 918, type: !665)
!3193 = !DILocation(line: 918, column: 19, scope: !3184)
!3194 = !DILocalVariable(name: "__tmp", scope: !3184, file: !1775, line: 920, type: !663)
!3195 = !DILocation(line: 920, column: 17, scope: !3184)
!3196 = !DILocation(line: 920, column: 25, scope: !3184)
!3197 = !DILocation(line: 921, column: 7, scope: !3184)
!3198 = !DILocation(line: 921, column: 14, scope: !3199)
!3199 = distinct !DILexicalBlock(scope: !3200, file: !1775, line: 921, column: 7)
!3200 = distinct !DILexicalBlock(scope: !3184, file: !1775, line: 921, column: 7)
!3201 = !DILocation(line: 921, column: 25, scope: !3199)
!3202 = !DILocation(line: 921, column: 22, scope: !3199)
!3203 = !DILocation(line: 921, column: 7, scope: !3200)
!3204 = !DILocation(line: 922, column: 13, scope: !3199)
!3205 = !DILocation(line: 922, column: 3, scope: !3199)
!3206 = !DILocation(line: 922, column: 11, scope: !3199)
!3207 = !DILocation(line: 922, column: 2, scope: !3199)
!3208 = !DILocation(line: 921, column: 33, scope: !3199)
!3209 = !DILocation(line: 921, column: 7, scope: !3199)
!3210 = distinct !{!3210, !3203, !3211, !1541}
!3211 = !DILocation(line: 922, column: 13, scope: !3200)
!3212 = !DILocation(line: 923, column: 5, scope: !3184)
!3213 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !614, file: !7, line: 383, type: !814, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !813, retainedNodes: !137)
!3214 = !DILocalVariable(name: "this", arg: 1, scope: !3213, type: !2866, flags: DIFlagArtificial | DIFlagObjectPointer)
!3215 = !DILocation(line: 0, scope: !3213)
!3216 = !DILocalVariable(name: "__p", arg: 2, scope: !3213, file: !7, line: 383, type: !727)
!3217 = !DILocation(line: 383, column: 29, scope: !3213)
!3218 = !DILocalVariable(name: "__n", arg: 3, scope: !3213, file: !7, line: 383, type: !75)
!3219 = !DILocation(line: 383, column: 41, scope: !3213)
!3220 = !DILocation(line: 386, column: 6, scope: !3221)
!3221 = distinct !DILexicalBlock(scope: !3213, file: !7, line: 386, column: 6)
!3222 = !DILocation(line: 386, column: 6, scope: !3213)
!3223 = !DILocation(line: 387, column: 20, scope: !3221)
!3224 = !DILocation(line: 387, column: 29, scope: !3221)
!3225 = !DILocation(line: 387, column: 34, scope: !3221)
!3226 = !DILocation(line: 387, column: 4, scope: !3221)
!3227 = !DILocation(line: 388, column: 7, scope: !3213)
!3228 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !626, file: !27, line: 495, type: !696, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !695, retainedNodes: !137)
!3229 = !DILocalVariable(name: "__a", arg: 1, scope: !3228, file: !27, line: 495, type: !633)
!3230 = !DILocation(line: 495, column: 34, scope: !3228)
!3231 = !DILocalVariable(name: "__p", arg: 2, scope: !3228, file: !27, line: 495, type: !631)
!3232 = !DILocation(line: 495, column: 47, scope: !3228)
!3233 = !DILocalVariable(name: "__n", arg: 3, scope: !3228, file: !27, line: 495, type: !102)
!3234 = !DILocation(line: 495, column: 62, scope: !3228)
!3235 = !DILocation(line: 496, column: 9, scope: !3228)
!3236 = !DILocation(line: 496, column: 24, scope: !3228)
!3237 = !DILocation(line: 496, column: 29, scope: !3228)
!3238 = !DILocation(line: 496, column: 13, scope: !3228)
!3239 = !DILocation(line: 496, column: 35, scope: !3228)
!3240 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !639, file: !44, line: 142, type: !670, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !669, retainedNodes: !137)
!3241 = !DILocalVariable(name: "this", arg: 1, scope: !3240, type: !2842, flags: DIFlagArtificial | DIFlagObjectPointer)
!3242 = !DILocation(line: 0, scope: !3240)
!3243 = !DILocalVariable(name: "__p", arg: 2, scope: !3240, file: !44, line: 142, type: !632)
!3244 = !DILocation(line: 142, column: 23, scope: !3240)
!3245 = !DILocalVariable(name: "__n", arg: 3, scope: !3240, file: !44, line: 142, type: !74)
!3246 = !DILocation(line: 142, column: 38, scope: !3240)
!3247 = !DILocation(line: 158, column: 27, scope: !3240)
!3248 = !DILocation(line: 158, column: 2, scope: !3240)
!3249 = !DILocation(line: 159, column: 7, scope: !3240)
!3250 = distinct !DISubprogram(name: "_Destroy<int *, int>", linkageName: "_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E", scope: !9, file: !27, line: 847, type: !3251, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3187, retainedNodes: !137)
!3251 = !DISubroutineType(types: !3252)
!3252 = !{null, !632, !632, !690}
!3253 = !DILocalVariable(name: "__first", arg: 1, scope: !3250, file: !27, line: 847, type: !632)
!3254 = !DILocation(line: 847, column: 31, scope: !3250)
!3255 = !DILocalVariable(name: "__last", arg: 2, scope: !3250, file: !27, line: 847, type: !632)
!3256 = !DILocation(line: 847, column: 57, scope: !3250)
!3257 = !DILocalVariable(arg: 3, scope: !3250, file: !27, line: 848, type: !690)
!3258 = !DILocation(line: 848, column: 22, scope: !3250)
!3259 = !DILocation(line: 850, column: 16, scope: !3250)
!3260 = !DILocation(line: 850, column: 25, scope: !3250)
!3261 = !DILocation(line: 850, column: 7, scope: !3250)
!3262 = !DILocation(line: 851, column: 5, scope: !3250)
!3263 = distinct !DISubprogram(name: "_Destroy<int *>", linkageName: "_ZSt8_DestroyIPiEvT_S1_", scope: !9, file: !2428, line: 182, type: !3264, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3266, retainedNodes: !137)
!3264 = !DISubroutineType(types: !3265)
!3265 = !{null, !632, !632}
!3266 = !{!3056}
!3267 = !DILocalVariable(name: "__first", arg: 1, scope: !3263, file: !2428, line: 182, type: !632)
!3268 = !DILocation(line: 182, column: 31, scope: !3263)
!3269 = !DILocalVariable(name: "__last", arg: 2, scope: !3263, file: !2428, line: 182, type: !632)
!3270 = !DILocation(line: 182, column: 57, scope: !3263)
!3271 = !DILocation(line: 196, column: 12, scope: !3263)
!3272 = !DILocation(line: 196, column: 21, scope: !3263)
!3273 = !DILocation(line: 195, column: 7, scope: !3263)
!3274 = !DILocation(line: 197, column: 5, scope: !3263)
!3275 = distinct !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2626, file: !2428, line: 172, type: !3264, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3266, declaration: !3276, retainedNodes: !137)
!3276 = !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2626, file: !2428, line: 172, type: !3264, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !3266)
!3277 = !DILocalVariable(arg: 1, scope: !3275, file: !2428, line: 172, type: !632)
!3278 = !DILocation(line: 172, column: 35, scope: !3275)
!3279 = !DILocalVariable(arg: 2, scope: !3275, file: !2428, line: 172, type: !632)
!3280 = !DILocation(line: 172, column: 53, scope: !3275)
!3281 = !DILocation(line: 172, column: 57, scope: !3275)
!3282 = distinct !DISubprogram(name: "__fill_a<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZSt8__fill_aIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_", scope: !9, file: !1775, line: 967, type: !1776, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3283, retainedNodes: !137)
!3283 = !{!3284, !87}
!3284 = !DITemplateTypeParameter(name: "_FIte", type: !356)
!3285 = !DILocalVariable(name: "__first", arg: 1, scope: !3282, file: !1775, line: 967, type: !356)
!3286 = !DILocation(line: 967, column: 20, scope: !3282)
!3287 = !DILocalVariable(name: "__last", arg: 2, scope: !3282, file: !1775, line: 967, type: !356)
!3288 = !DILocation(line: 967, column: 35, scope: !3282)
!3289 = !DILocalVariable(name: "__value", arg: 3, scope: !3282, file: !1775, line: 967, type: !70)
!3290 = !DILocation(line: 967, column: 54, scope: !3282)
!3291 = !DILocation(line: 968, column: 22, scope: !3282)
!3292 = !DILocation(line: 968, column: 31, scope: !3282)
!3293 = !DILocation(line: 968, column: 39, scope: !3282)
!3294 = !DILocation(line: 968, column: 7, scope: !3282)
!3295 = !DILocation(line: 968, column: 49, scope: !3282)
!3296 = distinct !DISubprogram(name: "__fill_a1<double *, std::vector<double, std::allocator<double> >, double>", linkageName: "_ZSt9__fill_a1IPdSt6vectorIdSaIdEEdEvN9__gnu_cxx17__normal_iteratorIT_T0_EES8_RKT1_", scope: !9, file: !1775, line: 948, type: !1776, scopeLine: 951, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3297, retainedNodes: !137)
!3297 = !{!3298, !3299, !87}
!3298 = !DITemplateTypeParameter(name: "_Ite", type: !33)
!3299 = !DITemplateTypeParameter(name: "_Cont", type: !8)
!3300 = !DILocalVariable(name: "__first", arg: 1, scope: !3296, file: !1775, line: 948, type: !356)
!3301 = !DILocation(line: 948, column: 59, scope: !3296)
!3302 = !DILocalVariable(name: "__last", arg: 2, scope: !3296, file: !1775, line: 949, type: !356)
!3303 = !DILocation(line: 949, column: 52, scope: !3296)
!3304 = !DILocalVariable(name: "__value", arg: 3, scope: !3296, file: !1775, line: 950, type: !70)
!3305 = !DILocation(line: 950, column: 19, scope: !3296)
!3306 = !DILocation(line: 951, column: 30, scope: !3296)
!3307 = !DILocation(line: 951, column: 45, scope: !3296)
!3308 = !DILocation(line: 951, column: 53, scope: !3296)
!3309 = !DILocation(line: 951, column: 7, scope: !3296)
!3310 = !DILocation(line: 951, column: 63, scope: !3296)
