; ModuleID = 'vector_stats.cpp'
source_filename = "vector_stats.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Summary = type { double, double, double, double, double }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.__gnu_cxx::__normal_iterator" = type { double* }
%"struct.__gnu_cxx::__ops::_Iter_less_iter" = type { i8 }
%"class.std::allocator" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"struct.std::integral_constant" = type { i8 }
%"struct.__gnu_cxx::__ops::_Iter_less_val" = type { i8 }
%"struct.__gnu_cxx::__ops::_Val_less_iter" = type { i8 }

$_ZNSt6vectorIdSaIdEEixEm = comdat any

$_ZNSt6vectorIdSaIdEE5beginEv = comdat any

$_ZNSt6vectorIdSaIdEE3endEv = comdat any

$_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv = comdat any

$_ZNKSt6vectorIdSaIdEE4sizeEv = comdat any

$_ZSt4sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEEvT_S7_ = comdat any

$_ZNSt6vectorIdSaIdEEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEE9push_backEOd = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEEC2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev = comdat any

$_ZNSaIdEC2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEE7reserveEm = comdat any

$_ZNKSt6vectorIdSaIdEEixEm = comdat any

$_ZNKSt6vectorIdSaIdEE8max_sizeEv = comdat any

$_ZNKSt6vectorIdSaIdEE8capacityEv = comdat any

$_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm = comdat any

$_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm = comdat any

$_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_ = comdat any

$_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$__clang_call_terminate = comdat any

$_ZNKSt15__new_allocatorIdE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIdE11_M_max_sizeEv = comdat any

$_ZNSt16allocator_traitsISaIdEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIdE8allocateEmPKv = comdat any

$_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE = comdat any

$_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_ = comdat any

$_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E = comdat any

$_ZSt12__niter_baseIPdET_S1_ = comdat any

$_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm = comdat any

$_ZNSt15__new_allocatorIdE10deallocateEPdm = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv = comdat any

$_ZSt6__sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_ = comdat any

$_ZN9__gnu_cxx5__ops16__iter_less_iterEv = comdat any

$_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_ = comdat any

$_ZSt4__lgl = comdat any

$_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_ = comdat any

$_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_ = comdat any

$_ZSt14__partial_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_ = comdat any

$_ZSt27__unguarded_partition_pivotIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_T0_ = comdat any

$_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_ = comdat any

$_ZSt11__sort_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_ = comdat any

$_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_ = comdat any

$_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_ = comdat any

$_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_ = comdat any

$_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_RT0_ = comdat any

$_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl = comdat any

$_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_ = comdat any

$_ZSt4moveIRN9__gnu_cxx5__ops15_Iter_less_iterEEONSt16remove_referenceIT_E4typeEOS5_ = comdat any

$_ZN9__gnu_cxx5__ops14_Iter_less_valC2ENS0_15_Iter_less_iterE = comdat any

$_ZSt11__push_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops14_Iter_less_valEEvT_T0_SA_T1_RT2_ = comdat any

$_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_ = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv = comdat any

$_ZSt22__move_median_to_firstIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_S9_T0_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl = comdat any

$_ZSt21__unguarded_partitionIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_S9_T0_ = comdat any

$_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_ = comdat any

$_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_ = comdat any

$_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_ = comdat any

$_ZSt26__unguarded_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_ = comdat any

$_ZN9__gnu_cxxeqIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_ = comdat any

$_ZSt13move_backwardIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET0_T_S8_S7_ = comdat any

$_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_ = comdat any

$_ZN9__gnu_cxx5__ops15__val_comp_iterENS0_15_Iter_less_iterE = comdat any

$_ZSt22__copy_move_backward_aILb1EN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET1_T0_S8_S7_ = comdat any

$_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEET_S7_ = comdat any

$_ZSt12__niter_wrapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES2_ET_S7_T0_ = comdat any

$_ZSt23__copy_move_backward_a1ILb1EPdS0_ET1_T0_S2_S1_ = comdat any

$_ZSt12__niter_baseIPdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS4_T0_EE = comdat any

$_ZSt23__copy_move_backward_a2ILb1EPdS0_ET1_T0_S2_S1_ = comdat any

$_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_ = comdat any

$_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_ = comdat any

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseIdSaIdEED2Ev = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt15__new_allocatorIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_ = comdat any

$_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_ = comdat any

$_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE = comdat any

$_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_ = comdat any

$_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc = comdat any

$_ZSt3maxImERKT_S2_S2_ = comdat any

@.str = private unnamed_addr constant [58 x i8] c"mean %.4f var %.4f lo %.2f hi %.2f median %.2f tail %.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"vector::reserve\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z12kernel_statsRSt6vectorIdSaIdEE(%struct.Summary* noalias sret(%struct.Summary) align 8 %0, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1) #0 !dbg !985 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca double, align 8
  %8 = alloca %"class.std::vector"*, align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca double, align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store %"class.std::vector"* %1, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !995, metadata !DIExpression()), !dbg !996
  call void @llvm.dbg.declare(metadata %struct.Summary* %0, metadata !997, metadata !DIExpression()), !dbg !998
  %16 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 0, !dbg !999
  store double 0.000000e+00, double* %16, align 8, !dbg !999
  %17 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 1, !dbg !999
  store double 0.000000e+00, double* %17, align 8, !dbg !999
  %18 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 2, !dbg !999
  %19 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1000
  %20 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %19, i64 noundef 0) #12, !dbg !1000
  %21 = load double, double* %20, align 8, !dbg !1000
  store double %21, double* %18, align 8, !dbg !999
  %22 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 3, !dbg !999
  %23 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1001
  %24 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %23, i64 noundef 0) #12, !dbg !1001
  %25 = load double, double* %24, align 8, !dbg !1001
  store double %25, double* %22, align 8, !dbg !999
  %26 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 4, !dbg !999
  store double 0.000000e+00, double* %26, align 8, !dbg !999
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1002, metadata !DIExpression()), !dbg !1004
  %27 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1005
  store %"class.std::vector"* %27, %"class.std::vector"** %4, align 8, !dbg !1005
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1006, metadata !DIExpression()), !dbg !1004
  %28 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1007
  %29 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %28) #12, !dbg !1007
  %30 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1007
  store double* %29, double** %30, align 8, !dbg !1007
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !1008, metadata !DIExpression()), !dbg !1004
  %31 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1007
  %32 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %31) #12, !dbg !1007
  %33 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !1007
  store double* %32, double** %33, align 8, !dbg !1007
  br label %34, !dbg !1007

34:                                               ; preds = %43, %2
  %35 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !1007
  br i1 %35, label %36, label %45, !dbg !1007

36:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata double* %7, metadata !1009, metadata !DIExpression()), !dbg !1011
  %37 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !1012
  %38 = load double, double* %37, align 8, !dbg !1012
  store double %38, double* %7, align 8, !dbg !1011
  %39 = load double, double* %7, align 8, !dbg !1013
  %40 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 0, !dbg !1014
  %41 = load double, double* %40, align 8, !dbg !1015
  %42 = fadd double %41, %39, !dbg !1015
  store double %42, double* %40, align 8, !dbg !1015
  br label %43, !dbg !1016

43:                                               ; preds = %36
  %44 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !1007
  br label %34, !dbg !1007, !llvm.loop !1017

45:                                               ; preds = %34
  %46 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1019
  %47 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %46) #12, !dbg !1020
  %48 = uitofp i64 %47 to double, !dbg !1019
  %49 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 0, !dbg !1021
  %50 = load double, double* %49, align 8, !dbg !1022
  %51 = fdiv double %50, %48, !dbg !1022
  store double %51, double* %49, align 8, !dbg !1022
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %8, metadata !1023, metadata !DIExpression()), !dbg !1025
  %52 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1026
  store %"class.std::vector"* %52, %"class.std::vector"** %8, align 8, !dbg !1026
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %9, metadata !1027, metadata !DIExpression()), !dbg !1025
  %53 = load %"class.std::vector"*, %"class.std::vector"** %8, align 8, !dbg !1028
  %54 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %53) #12, !dbg !1028
  %55 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1028
  store double* %54, double** %55, align 8, !dbg !1028
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %10, metadata !1029, metadata !DIExpression()), !dbg !1025
  %56 = load %"class.std::vector"*, %"class.std::vector"** %8, align 8, !dbg !1028
  %57 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %56) #12, !dbg !1028
  %58 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !1028
  store double* %57, double** %58, align 8, !dbg !1028
  br label %59, !dbg !1028

59:                                               ; preds = %75, %45
  %60 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %9, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %10) #12, !dbg !1028
  br i1 %60, label %61, label %77, !dbg !1028

61:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata double* %11, metadata !1030, metadata !DIExpression()), !dbg !1032
  %62 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !1033
  %63 = load double, double* %62, align 8, !dbg !1033
  store double %63, double* %11, align 8, !dbg !1032
  %64 = load double, double* %11, align 8, !dbg !1034
  %65 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 0, !dbg !1035
  %66 = load double, double* %65, align 8, !dbg !1035
  %67 = fsub double %64, %66, !dbg !1036
  %68 = load double, double* %11, align 8, !dbg !1037
  %69 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 0, !dbg !1038
  %70 = load double, double* %69, align 8, !dbg !1038
  %71 = fsub double %68, %70, !dbg !1039
  %72 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 1, !dbg !1040
  %73 = load double, double* %72, align 8, !dbg !1041
  %74 = call double @llvm.fmuladd.f64(double %67, double %71, double %73), !dbg !1041
  store double %74, double* %72, align 8, !dbg !1041
  br label %75, !dbg !1042

75:                                               ; preds = %61
  %76 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !1028
  br label %59, !dbg !1028, !llvm.loop !1043

77:                                               ; preds = %59
  %78 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1045
  %79 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %78) #12, !dbg !1046
  %80 = uitofp i64 %79 to double, !dbg !1045
  %81 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 1, !dbg !1047
  %82 = load double, double* %81, align 8, !dbg !1048
  %83 = fdiv double %82, %80, !dbg !1048
  store double %83, double* %81, align 8, !dbg !1048
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %12, metadata !1049, metadata !DIExpression()), !dbg !1051
  %84 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1052
  %85 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %84) #12, !dbg !1053
  %86 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !1053
  store double* %85, double** %86, align 8, !dbg !1053
  br label %87, !dbg !1054

87:                                               ; preds = %113, %77
  %88 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1055
  %89 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %88) #12, !dbg !1057
  %90 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !1057
  store double* %89, double** %90, align 8, !dbg !1057
  %91 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %12, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %13) #12, !dbg !1058
  br i1 %91, label %92, label %115, !dbg !1059

92:                                               ; preds = %87
  %93 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %12) #12, !dbg !1060
  %94 = load double, double* %93, align 8, !dbg !1060
  %95 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 2, !dbg !1063
  %96 = load double, double* %95, align 8, !dbg !1063
  %97 = fcmp olt double %94, %96, !dbg !1064
  br i1 %97, label %98, label %102, !dbg !1065

98:                                               ; preds = %92
  %99 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %12) #12, !dbg !1066
  %100 = load double, double* %99, align 8, !dbg !1066
  %101 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 2, !dbg !1067
  store double %100, double* %101, align 8, !dbg !1068
  br label %102, !dbg !1069

102:                                              ; preds = %98, %92
  %103 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %12) #12, !dbg !1070
  %104 = load double, double* %103, align 8, !dbg !1070
  %105 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 3, !dbg !1072
  %106 = load double, double* %105, align 8, !dbg !1072
  %107 = fcmp ogt double %104, %106, !dbg !1073
  br i1 %107, label %108, label %112, !dbg !1074

108:                                              ; preds = %102
  %109 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %12) #12, !dbg !1075
  %110 = load double, double* %109, align 8, !dbg !1075
  %111 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 3, !dbg !1076
  store double %110, double* %111, align 8, !dbg !1077
  br label %112, !dbg !1078

112:                                              ; preds = %108, %102
  br label %113, !dbg !1079

113:                                              ; preds = %112
  %114 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %12) #12, !dbg !1080
  br label %87, !dbg !1081, !llvm.loop !1082

115:                                              ; preds = %87
  %116 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1085
  %117 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %116) #12, !dbg !1086
  %118 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !1086
  store double* %117, double** %118, align 8, !dbg !1086
  %119 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1087
  %120 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %119) #12, !dbg !1088
  %121 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !1088
  store double* %120, double** %121, align 8, !dbg !1088
  %122 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !1089
  %123 = load double*, double** %122, align 8, !dbg !1089
  %124 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !1089
  %125 = load double*, double** %124, align 8, !dbg !1089
  call void @_ZSt4sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEEvT_S7_(double* %123, double* %125), !dbg !1089
  %126 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1090
  %127 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1091
  %128 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %127) #12, !dbg !1092
  %129 = udiv i64 %128, 2, !dbg !1093
  %130 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %126, i64 noundef %129) #12, !dbg !1090
  %131 = load double, double* %130, align 8, !dbg !1090
  %132 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i32 0, i32 4, !dbg !1094
  store double %131, double* %132, align 8, !dbg !1095
  ret void, !dbg !1096
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 !dbg !1097 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1098, metadata !DIExpression()), !dbg !1100
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1101, metadata !DIExpression()), !dbg !1102
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1103
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1103
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1104
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1105
  %10 = load double*, double** %9, align 8, !dbg !1105
  %11 = load i64, i64* %4, align 8, !dbg !1106
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1107
  ret double* %12, !dbg !1108
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 !dbg !1109 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1110, metadata !DIExpression()), !dbg !1111
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1112
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1112
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1113
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1114
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !1115
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1116
  %10 = load double*, double** %9, align 8, !dbg !1116
  ret double* %10, !dbg !1116
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 !dbg !1117 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1118, metadata !DIExpression()), !dbg !1119
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1120
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1120
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1121
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !1122
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !1123
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1124
  %10 = load double*, double** %9, align 8, !dbg !1124
  ret double* %10, !dbg !1124
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #2 comdat !dbg !1125 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1129, metadata !DIExpression()), !dbg !1130
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !1131, metadata !DIExpression()), !dbg !1132
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !1133
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !1134
  %7 = load double*, double** %6, align 8, !dbg !1134
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !1135
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !1136
  %10 = load double*, double** %9, align 8, !dbg !1136
  %11 = icmp ne double* %7, %10, !dbg !1137
  ret i1 %11, !dbg !1138
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !1139 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1140, metadata !DIExpression()), !dbg !1142
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1143
  %5 = load double*, double** %4, align 8, !dbg !1143
  ret double* %5, !dbg !1144
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !1145 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1146, metadata !DIExpression()), !dbg !1148
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1149
  %5 = load double*, double** %4, align 8, !dbg !1150
  %6 = getelementptr inbounds double, double* %5, i32 1, !dbg !1150
  store double* %6, double** %4, align 8, !dbg !1150
  ret %"class.__gnu_cxx::__normal_iterator"* %3, !dbg !1151
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 !dbg !1152 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1153, metadata !DIExpression()), !dbg !1155
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1156
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !1156
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1157
  %7 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !1158
  %8 = load double*, double** %7, align 8, !dbg !1158
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1159
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1159
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1160
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !1161
  %13 = load double*, double** %12, align 8, !dbg !1161
  %14 = ptrtoint double* %8 to i64, !dbg !1162
  %15 = ptrtoint double* %13 to i64, !dbg !1162
  %16 = sub i64 %14, %15, !dbg !1162
  %17 = sdiv exact i64 %16, 8, !dbg !1162
  ret i64 %17, !dbg !1163
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt4sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEEvT_S7_(double* %0, double* %1) #0 comdat !dbg !1164 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %8 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0
  store double* %0, double** %9, align 8
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %10, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %3, metadata !1168, metadata !DIExpression()), !dbg !1169
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1170, metadata !DIExpression()), !dbg !1171
  %11 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1172
  %12 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !1172
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 8, i1 false), !dbg !1172
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !1173
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1173
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !1173
  call void @_ZN9__gnu_cxx5__ops16__iter_less_iterEv(), !dbg !1174
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1175
  %16 = load double*, double** %15, align 8, !dbg !1175
  %17 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !1175
  %18 = load double*, double** %17, align 8, !dbg !1175
  call void @_ZSt6__sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %16, double* %18), !dbg !1175
  ret void, !dbg !1176
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1177 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::vector", align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i8*, align 8
  %12 = alloca i32, align 4
  %13 = alloca %"class.std::vector", align 8
  %14 = alloca %struct.Summary, align 8
  %15 = alloca double, align 8
  %16 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1180, metadata !DIExpression()), !dbg !1181
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !1182, metadata !DIExpression()), !dbg !1183
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1184, metadata !DIExpression()), !dbg !1185
  %17 = load i32, i32* %4, align 4, !dbg !1186
  %18 = icmp sgt i32 %17, 1, !dbg !1187
  br i1 %18, label %19, label %24, !dbg !1186

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !1188
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !1188
  %22 = load i8*, i8** %21, align 8, !dbg !1188
  %23 = call i32 @atoi(i8* noundef %22) #13, !dbg !1189
  br label %25, !dbg !1186

24:                                               ; preds = %2
  br label %25, !dbg !1186

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 8000, %24 ], !dbg !1186
  store i32 %26, i32* %6, align 4, !dbg !1185
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !1190, metadata !DIExpression()), !dbg !1191
  call void @_ZNSt6vectorIdSaIdEEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #12, !dbg !1191
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1192, metadata !DIExpression()), !dbg !1193
  store i32 1234, i32* %8, align 4, !dbg !1193
  call void @llvm.dbg.declare(metadata i32* %9, metadata !1194, metadata !DIExpression()), !dbg !1196
  store i32 0, i32* %9, align 4, !dbg !1196
  br label %27, !dbg !1197

27:                                               ; preds = %41, %25
  %28 = load i32, i32* %9, align 4, !dbg !1198
  %29 = load i32, i32* %6, align 4, !dbg !1200
  %30 = icmp slt i32 %28, %29, !dbg !1201
  br i1 %30, label %31, label %48, !dbg !1202

31:                                               ; preds = %27
  %32 = load i32, i32* %8, align 4, !dbg !1203
  %33 = mul i32 %32, 1664525, !dbg !1205
  %34 = add i32 %33, 1013904223, !dbg !1206
  store i32 %34, i32* %8, align 4, !dbg !1207
  %35 = load i32, i32* %8, align 4, !dbg !1208
  %36 = lshr i32 %35, 8, !dbg !1209
  %37 = urem i32 %36, 10000, !dbg !1210
  %38 = uitofp i32 %37 to double, !dbg !1211
  %39 = fdiv double %38, 1.000000e+02, !dbg !1212
  store double %39, double* %10, align 8, !dbg !1211
  invoke void @_ZNSt6vectorIdSaIdEE9push_backEOd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, double* noundef nonnull align 8 dereferenceable(8) %10)
          to label %40 unwind label %44, !dbg !1213

40:                                               ; preds = %31
  br label %41, !dbg !1214

41:                                               ; preds = %40
  %42 = load i32, i32* %9, align 4, !dbg !1215
  %43 = add nsw i32 %42, 1, !dbg !1215
  store i32 %43, i32* %9, align 4, !dbg !1215
  br label %27, !dbg !1216, !llvm.loop !1217

44:                                               ; preds = %48, %31
  %45 = landingpad { i8*, i32 }
          cleanup, !dbg !1219
  %46 = extractvalue { i8*, i32 } %45, 0, !dbg !1219
  store i8* %46, i8** %11, align 8, !dbg !1219
  %47 = extractvalue { i8*, i32 } %45, 1, !dbg !1219
  store i32 %47, i32* %12, align 4, !dbg !1219
  br label %85, !dbg !1219

48:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %13, metadata !1220, metadata !DIExpression()), !dbg !1221
  invoke void @_ZL14moving_averageRKSt6vectorIdSaIdEEm(%"class.std::vector"* sret(%"class.std::vector") align 8 %13, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, i64 noundef 16)
          to label %49 unwind label %44, !dbg !1222

49:                                               ; preds = %48
  call void @llvm.dbg.declare(metadata %struct.Summary* %14, metadata !1223, metadata !DIExpression()), !dbg !1224
  invoke void @_Z12kernel_statsRSt6vectorIdSaIdEE(%struct.Summary* sret(%struct.Summary) align 8 %14, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7)
          to label %50 unwind label %66, !dbg !1225

50:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata double* %15, metadata !1226, metadata !DIExpression()), !dbg !1227
  store double 0.000000e+00, double* %15, align 8, !dbg !1227
  call void @llvm.dbg.declare(metadata i64* %16, metadata !1228, metadata !DIExpression()), !dbg !1230
  %51 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #12, !dbg !1231
  %52 = sub i64 %51, 100, !dbg !1232
  store i64 %52, i64* %16, align 8, !dbg !1230
  br label %53, !dbg !1233

53:                                               ; preds = %63, %50
  %54 = load i64, i64* %16, align 8, !dbg !1234
  %55 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #12, !dbg !1236
  %56 = icmp ult i64 %54, %55, !dbg !1237
  br i1 %56, label %57, label %70, !dbg !1238

57:                                               ; preds = %53
  %58 = load i64, i64* %16, align 8, !dbg !1239
  %59 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, i64 noundef %58) #12, !dbg !1240
  %60 = load double, double* %59, align 8, !dbg !1240
  %61 = load double, double* %15, align 8, !dbg !1241
  %62 = fadd double %61, %60, !dbg !1241
  store double %62, double* %15, align 8, !dbg !1241
  br label %63, !dbg !1242

63:                                               ; preds = %57
  %64 = load i64, i64* %16, align 8, !dbg !1243
  %65 = add i64 %64, 1, !dbg !1243
  store i64 %65, i64* %16, align 8, !dbg !1243
  br label %53, !dbg !1244, !llvm.loop !1245

66:                                               ; preds = %70, %49
  %67 = landingpad { i8*, i32 }
          cleanup, !dbg !1247
  %68 = extractvalue { i8*, i32 } %67, 0, !dbg !1247
  store i8* %68, i8** %11, align 8, !dbg !1247
  %69 = extractvalue { i8*, i32 } %67, 1, !dbg !1247
  store i32 %69, i32* %12, align 4, !dbg !1247
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #12, !dbg !1247
  br label %85, !dbg !1247

70:                                               ; preds = %53
  %71 = getelementptr inbounds %struct.Summary, %struct.Summary* %14, i32 0, i32 0, !dbg !1248
  %72 = load double, double* %71, align 8, !dbg !1248
  %73 = getelementptr inbounds %struct.Summary, %struct.Summary* %14, i32 0, i32 1, !dbg !1249
  %74 = load double, double* %73, align 8, !dbg !1249
  %75 = getelementptr inbounds %struct.Summary, %struct.Summary* %14, i32 0, i32 2, !dbg !1250
  %76 = load double, double* %75, align 8, !dbg !1250
  %77 = getelementptr inbounds %struct.Summary, %struct.Summary* %14, i32 0, i32 3, !dbg !1251
  %78 = load double, double* %77, align 8, !dbg !1251
  %79 = getelementptr inbounds %struct.Summary, %struct.Summary* %14, i32 0, i32 4, !dbg !1252
  %80 = load double, double* %79, align 8, !dbg !1252
  %81 = load double, double* %15, align 8, !dbg !1253
  %82 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str, i64 0, i64 0), double noundef %72, double noundef %74, double noundef %76, double noundef %78, double noundef %80, double noundef %81)
          to label %83 unwind label %66, !dbg !1254

83:                                               ; preds = %70
  store i32 0, i32* %3, align 4, !dbg !1255
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #12, !dbg !1247
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #12, !dbg !1247
  %84 = load i32, i32* %3, align 4, !dbg !1247
  ret i32 %84, !dbg !1247

85:                                               ; preds = %66, %44
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #12, !dbg !1247
  br label %86, !dbg !1247

86:                                               ; preds = %85
  %87 = load i8*, i8** %11, align 8, !dbg !1247
  %88 = load i32, i32* %12, align 4, !dbg !1247
  %89 = insertvalue { i8*, i32 } undef, i8* %87, 0, !dbg !1247
  %90 = insertvalue { i8*, i32 } %89, i32 %88, 1, !dbg !1247
  resume { i8*, i32 } %90, !dbg !1247
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1256 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1257, metadata !DIExpression()), !dbg !1258
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1259
  call void @_ZNSt12_Vector_baseIdSaIdEEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !1260
  ret void, !dbg !1259
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE9push_backEOd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 !dbg !1261 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca double*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1262, metadata !DIExpression()), !dbg !1263
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1264, metadata !DIExpression()), !dbg !1265
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = load double*, double** %4, align 8, !dbg !1266
  %7 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !1267
  call void @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef nonnull align 8 dereferenceable(8) %7), !dbg !1268
  ret void, !dbg !1269
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL14moving_averageRKSt6vectorIdSaIdEEm(%"class.std::vector"* noalias sret(%"class.std::vector") align 8 %0, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1, i64 noundef %2) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1270 {
  %4 = alloca i8*, align 8
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i1, align 1
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = bitcast %"class.std::vector"* %0 to i8*
  store i8* %13, i8** %4, align 8
  store %"class.std::vector"* %1, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !1273, metadata !DIExpression()), !dbg !1274
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1275, metadata !DIExpression()), !dbg !1276
  store i1 false, i1* %7, align 1, !dbg !1277
  call void @llvm.dbg.declare(metadata i8** %4, metadata !1278, metadata !DIExpression(DW_OP_deref)), !dbg !1279
  call void @_ZNSt6vectorIdSaIdEEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #12, !dbg !1279
  %14 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8, !dbg !1280
  %15 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14) #12, !dbg !1281
  invoke void @_ZNSt6vectorIdSaIdEE7reserveEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %15)
          to label %16 unwind label %41, !dbg !1282

16:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata double* %10, metadata !1283, metadata !DIExpression()), !dbg !1284
  store double 0.000000e+00, double* %10, align 8, !dbg !1284
  call void @llvm.dbg.declare(metadata i64* %11, metadata !1285, metadata !DIExpression()), !dbg !1287
  store i64 0, i64* %11, align 8, !dbg !1287
  br label %17, !dbg !1288

17:                                               ; preds = %60, %16
  %18 = load i64, i64* %11, align 8, !dbg !1289
  %19 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8, !dbg !1291
  %20 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %19) #12, !dbg !1292
  %21 = icmp ult i64 %18, %20, !dbg !1293
  br i1 %21, label %22, label %63, !dbg !1294

22:                                               ; preds = %17
  %23 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8, !dbg !1295
  %24 = load i64, i64* %11, align 8, !dbg !1297
  %25 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %23, i64 noundef %24) #12, !dbg !1295
  %26 = load double, double* %25, align 8, !dbg !1295
  %27 = load double, double* %10, align 8, !dbg !1298
  %28 = fadd double %27, %26, !dbg !1298
  store double %28, double* %10, align 8, !dbg !1298
  %29 = load i64, i64* %11, align 8, !dbg !1299
  %30 = load i64, i64* %6, align 8, !dbg !1301
  %31 = icmp uge i64 %29, %30, !dbg !1302
  br i1 %31, label %32, label %45, !dbg !1303

32:                                               ; preds = %22
  %33 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8, !dbg !1304
  %34 = load i64, i64* %11, align 8, !dbg !1305
  %35 = load i64, i64* %6, align 8, !dbg !1306
  %36 = sub i64 %34, %35, !dbg !1307
  %37 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %33, i64 noundef %36) #12, !dbg !1304
  %38 = load double, double* %37, align 8, !dbg !1304
  %39 = load double, double* %10, align 8, !dbg !1308
  %40 = fsub double %39, %38, !dbg !1308
  store double %40, double* %10, align 8, !dbg !1308
  br label %45, !dbg !1309

41:                                               ; preds = %55, %3
  %42 = landingpad { i8*, i32 }
          cleanup, !dbg !1310
  %43 = extractvalue { i8*, i32 } %42, 0, !dbg !1310
  store i8* %43, i8** %8, align 8, !dbg !1310
  %44 = extractvalue { i8*, i32 } %42, 1, !dbg !1310
  store i32 %44, i32* %9, align 4, !dbg !1310
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #12, !dbg !1310
  br label %67, !dbg !1310

45:                                               ; preds = %32, %22
  %46 = load double, double* %10, align 8, !dbg !1311
  %47 = load i64, i64* %11, align 8, !dbg !1312
  %48 = load i64, i64* %6, align 8, !dbg !1313
  %49 = icmp ult i64 %47, %48, !dbg !1314
  br i1 %49, label %50, label %53, !dbg !1312

50:                                               ; preds = %45
  %51 = load i64, i64* %11, align 8, !dbg !1315
  %52 = add i64 %51, 1, !dbg !1316
  br label %55, !dbg !1312

53:                                               ; preds = %45
  %54 = load i64, i64* %6, align 8, !dbg !1317
  br label %55, !dbg !1312

55:                                               ; preds = %53, %50
  %56 = phi i64 [ %52, %50 ], [ %54, %53 ], !dbg !1312
  %57 = uitofp i64 %56 to double, !dbg !1318
  %58 = fdiv double %46, %57, !dbg !1319
  store double %58, double* %12, align 8, !dbg !1311
  invoke void @_ZNSt6vectorIdSaIdEE9push_backEOd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef nonnull align 8 dereferenceable(8) %12)
          to label %59 unwind label %41, !dbg !1320

59:                                               ; preds = %55
  br label %60, !dbg !1321

60:                                               ; preds = %59
  %61 = load i64, i64* %11, align 8, !dbg !1322
  %62 = add i64 %61, 1, !dbg !1322
  store i64 %62, i64* %11, align 8, !dbg !1322
  br label %17, !dbg !1323, !llvm.loop !1324

63:                                               ; preds = %17
  store i1 true, i1* %7, align 1, !dbg !1326
  %64 = load i1, i1* %7, align 1, !dbg !1310
  br i1 %64, label %66, label %65, !dbg !1310

65:                                               ; preds = %63
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #12, !dbg !1310
  br label %66, !dbg !1310

66:                                               ; preds = %65, %63
  ret void, !dbg !1310

67:                                               ; preds = %41
  %68 = load i8*, i8** %8, align 8, !dbg !1310
  %69 = load i32, i32* %9, align 4, !dbg !1310
  %70 = insertvalue { i8*, i32 } undef, i8* %68, 0, !dbg !1310
  %71 = insertvalue { i8*, i32 } %70, i32 %69, 1, !dbg !1310
  resume { i8*, i32 } %71, !dbg !1310
}

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1327 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1328, metadata !DIExpression()), !dbg !1329
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1330
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1330
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1332
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1333
  %10 = load double*, double** %9, align 8, !dbg !1333
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1334
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1334
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1335
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1336
  %15 = load double*, double** %14, align 8, !dbg !1336
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1337
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #12, !dbg !1337
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1338

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1339
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #12, !dbg !1339
  ret void, !dbg !1340

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1339
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1339
  store i8* %22, i8** %3, align 8, !dbg !1339
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1339
  store i32 %23, i32* %4, align 4, !dbg !1339
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1339
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #12, !dbg !1339
  br label %25, !dbg !1339

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1339
  call void @__clang_call_terminate(i8* %26) #14, !dbg !1339
  unreachable, !dbg !1339
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1341 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1342, metadata !DIExpression()), !dbg !1344
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1345
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !1345
  ret void, !dbg !1346
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1347 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !1348, metadata !DIExpression()), !dbg !1350
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1351
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !1352
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1351
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %5) #12, !dbg !1353
  ret void, !dbg !1354
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1355 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1356, metadata !DIExpression()), !dbg !1358
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1359
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !1360
  ret void, !dbg !1361
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1362 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !1363, metadata !DIExpression()), !dbg !1365
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1366
  store double* null, double** %4, align 8, !dbg !1366
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1367
  store double* null, double** %5, align 8, !dbg !1367
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1368
  store double* null, double** %6, align 8, !dbg !1368
  ret void, !dbg !1369
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1370 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1371, metadata !DIExpression()), !dbg !1373
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1374
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE7reserveEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #0 comdat align 2 !dbg !1375 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1377, metadata !DIExpression()), !dbg !1378
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1379, metadata !DIExpression()), !dbg !1380
  %7 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %8 = load i64, i64* %4, align 8, !dbg !1381
  %9 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #12, !dbg !1383
  %10 = icmp ugt i64 %8, %9, !dbg !1384
  br i1 %10, label %11, label %12, !dbg !1385

11:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0)) #15, !dbg !1386
  unreachable, !dbg !1386

12:                                               ; preds = %2
  %13 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8capacityEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #12, !dbg !1387
  %14 = load i64, i64* %4, align 8, !dbg !1389
  %15 = icmp ult i64 %13, %14, !dbg !1390
  br i1 %15, label %16, label %78, !dbg !1391

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1392, metadata !DIExpression()), !dbg !1395
  %17 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #12, !dbg !1396
  store i64 %17, i64* %5, align 8, !dbg !1395
  call void @llvm.dbg.declare(metadata double** %6, metadata !1397, metadata !DIExpression()), !dbg !1398
  %18 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1399
  %19 = load i64, i64* %4, align 8, !dbg !1402
  %20 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %18, i64 noundef %19), !dbg !1399
  store double* %20, double** %6, align 8, !dbg !1403
  %21 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1404
  %22 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %21, i32 0, i32 0, !dbg !1404
  %23 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %22 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1405
  %24 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %23, i32 0, i32 0, !dbg !1406
  %25 = load double*, double** %24, align 8, !dbg !1406
  %26 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1407
  %27 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %26, i32 0, i32 0, !dbg !1407
  %28 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %27 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1408
  %29 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %28, i32 0, i32 1, !dbg !1409
  %30 = load double*, double** %29, align 8, !dbg !1409
  %31 = load double*, double** %6, align 8, !dbg !1410
  %32 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1411
  %33 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %32) #12, !dbg !1411
  %34 = call noundef double* @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(double* noundef %25, double* noundef %30, double* noundef %31, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %33) #12, !dbg !1412
  %35 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1413
  %36 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1414
  %37 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %36, i32 0, i32 0, !dbg !1414
  %38 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %37 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1415
  %39 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %38, i32 0, i32 0, !dbg !1416
  %40 = load double*, double** %39, align 8, !dbg !1416
  %41 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1417
  %42 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %41, i32 0, i32 0, !dbg !1417
  %43 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %42 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1418
  %44 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %43, i32 0, i32 2, !dbg !1419
  %45 = load double*, double** %44, align 8, !dbg !1419
  %46 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1420
  %47 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %46, i32 0, i32 0, !dbg !1420
  %48 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %47 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1421
  %49 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %48, i32 0, i32 0, !dbg !1422
  %50 = load double*, double** %49, align 8, !dbg !1422
  %51 = ptrtoint double* %45 to i64, !dbg !1423
  %52 = ptrtoint double* %50 to i64, !dbg !1423
  %53 = sub i64 %51, %52, !dbg !1423
  %54 = sdiv exact i64 %53, 8, !dbg !1423
  call void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %35, double* noundef %40, i64 noundef %54), !dbg !1413
  %55 = load double*, double** %6, align 8, !dbg !1424
  %56 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1425
  %57 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %56, i32 0, i32 0, !dbg !1425
  %58 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %57 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1426
  %59 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %58, i32 0, i32 0, !dbg !1427
  store double* %55, double** %59, align 8, !dbg !1428
  %60 = load double*, double** %6, align 8, !dbg !1429
  %61 = load i64, i64* %5, align 8, !dbg !1430
  %62 = getelementptr inbounds double, double* %60, i64 %61, !dbg !1431
  %63 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1432
  %64 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %63, i32 0, i32 0, !dbg !1432
  %65 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %64 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1433
  %66 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %65, i32 0, i32 1, !dbg !1434
  store double* %62, double** %66, align 8, !dbg !1435
  %67 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1436
  %68 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %67, i32 0, i32 0, !dbg !1436
  %69 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %68 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1437
  %70 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %69, i32 0, i32 0, !dbg !1438
  %71 = load double*, double** %70, align 8, !dbg !1438
  %72 = load i64, i64* %4, align 8, !dbg !1439
  %73 = getelementptr inbounds double, double* %71, i64 %72, !dbg !1440
  %74 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1441
  %75 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %74, i32 0, i32 0, !dbg !1441
  %76 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %75 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1442
  %77 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %76, i32 0, i32 2, !dbg !1443
  store double* %73, double** %77, align 8, !dbg !1444
  br label %78, !dbg !1445

78:                                               ; preds = %16, %12
  ret void, !dbg !1446
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #2 comdat align 2 !dbg !1447 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1448, metadata !DIExpression()), !dbg !1449
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1450, metadata !DIExpression()), !dbg !1451
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1452
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1452
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1453
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1454
  %10 = load double*, double** %9, align 8, !dbg !1454
  %11 = load i64, i64* %4, align 8, !dbg !1455
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1456
  ret double* %12, !dbg !1457
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 !dbg !1458 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1459, metadata !DIExpression()), !dbg !1460
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1461
  %5 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !1461
  %6 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !1462
  ret i64 %6, !dbg !1463
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE8capacityEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 !dbg !1464 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1465, metadata !DIExpression()), !dbg !1466
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1467
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !1467
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1468
  %7 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %6, i32 0, i32 2, !dbg !1469
  %8 = load double*, double** %7, align 8, !dbg !1469
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1470
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1470
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1471
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !1472
  %13 = load double*, double** %12, align 8, !dbg !1472
  %14 = ptrtoint double* %8 to i64, !dbg !1473
  %15 = ptrtoint double* %13 to i64, !dbg !1473
  %16 = sub i64 %14, %15, !dbg !1473
  %17 = sdiv exact i64 %16, 8, !dbg !1473
  ret i64 %17, !dbg !1474
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #0 comdat align 2 !dbg !1475 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1476, metadata !DIExpression()), !dbg !1477
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1478, metadata !DIExpression()), !dbg !1479
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1480
  %7 = icmp ne i64 %6, 0, !dbg !1481
  br i1 %7, label %8, label %13, !dbg !1480

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1482
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1482
  %11 = load i64, i64* %4, align 8, !dbg !1483
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1484
  br label %14, !dbg !1480

13:                                               ; preds = %2
  br label %14, !dbg !1480

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !1480
  ret double* %15, !dbg !1485
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #2 comdat align 2 !dbg !20 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca %"struct.std::integral_constant", align 1
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1486, metadata !DIExpression()), !dbg !1487
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1488, metadata !DIExpression()), !dbg !1489
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1490, metadata !DIExpression()), !dbg !1491
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1492, metadata !DIExpression()), !dbg !1493
  %10 = load double*, double** %5, align 8, !dbg !1494
  %11 = load double*, double** %6, align 8, !dbg !1495
  %12 = load double*, double** %7, align 8, !dbg !1496
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1497
  %14 = call noundef double* @_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE(double* noundef %10, double* noundef %11, double* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #12, !dbg !1498
  ret double* %14, !dbg !1499
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 !dbg !1500 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1501, metadata !DIExpression()), !dbg !1502
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1503
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1504
  ret %"class.std::allocator"* %5, !dbg !1505
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !1506 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1507, metadata !DIExpression()), !dbg !1508
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1509, metadata !DIExpression()), !dbg !1510
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1511, metadata !DIExpression()), !dbg !1512
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1513
  %9 = icmp ne double* %8, null, !dbg !1513
  br i1 %9, label %10, label %15, !dbg !1515

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1516
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1516
  %13 = load double*, double** %5, align 8, !dbg !1517
  %14 = load i64, i64* %6, align 8, !dbg !1518
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !1519
  br label %15, !dbg !1519

15:                                               ; preds = %10, %3
  ret void, !dbg !1520
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1521 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1522, metadata !DIExpression()), !dbg !1523
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1524, metadata !DIExpression()), !dbg !1526
  store i64 1152921504606846975, i64* %3, align 8, !dbg !1526
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1527, metadata !DIExpression()), !dbg !1528
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1529
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !1530
  store i64 %6, i64* %4, align 8, !dbg !1528
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1531

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1531
  ret i64 %9, !dbg !1532

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1531
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1531
  call void @__clang_call_terminate(i8* %12) #14, !dbg !1531
  unreachable, !dbg !1531
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #2 comdat align 2 !dbg !1533 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1534, metadata !DIExpression()), !dbg !1536
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1537
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1538
  ret %"class.std::allocator"* %5, !dbg !1539
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !1540 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1541, metadata !DIExpression()), !dbg !1542
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1543
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1543
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !1544
  ret i64 %5, !dbg !1545
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #2 comdat !dbg !1546 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1554, metadata !DIExpression()), !dbg !1555
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1556, metadata !DIExpression()), !dbg !1557
  %6 = load i64*, i64** %5, align 8, !dbg !1558
  %7 = load i64, i64* %6, align 8, !dbg !1558
  %8 = load i64*, i64** %4, align 8, !dbg !1560
  %9 = load i64, i64* %8, align 8, !dbg !1560
  %10 = icmp ult i64 %7, %9, !dbg !1561
  br i1 %10, label %11, label %13, !dbg !1562

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1563
  store i64* %12, i64** %3, align 8, !dbg !1564
  br label %15, !dbg !1564

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1565
  store i64* %14, i64** %3, align 8, !dbg !1566
  br label %15, !dbg !1566

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1567
  ret i64* %16, !dbg !1567
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #8 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #14
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !1568 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1569, metadata !DIExpression()), !dbg !1571
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !1572
  ret i64 %4, !dbg !1573
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 !dbg !1574 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1575, metadata !DIExpression()), !dbg !1576
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !1577
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #0 comdat align 2 !dbg !1578 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1579, metadata !DIExpression()), !dbg !1580
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1581, metadata !DIExpression()), !dbg !1582
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1583
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1583
  %7 = load i64, i64* %4, align 8, !dbg !1584
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1585
  ret double* %8, !dbg !1586
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #0 comdat align 2 !dbg !1587 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1588, metadata !DIExpression()), !dbg !1589
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1590, metadata !DIExpression()), !dbg !1591
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1592, metadata !DIExpression()), !dbg !1593
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1594
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #12, !dbg !1596
  %10 = icmp ugt i64 %8, %9, !dbg !1597
  br i1 %10, label %11, label %16, !dbg !1598

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1599
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !1602
  br i1 %13, label %14, label %15, !dbg !1603

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #15, !dbg !1604
  unreachable, !dbg !1604

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #15, !dbg !1605
  unreachable, !dbg !1605

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1606
  %18 = mul i64 %17, 8, !dbg !1607
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !1608
  %20 = bitcast i8* %19 to double*, !dbg !1609
  ret double* %20, !dbg !1610
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #7

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #2 comdat align 2 !dbg !1611 {
  %5 = alloca %"struct.std::integral_constant", align 1
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1612, metadata !DIExpression()), !dbg !1613
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1614, metadata !DIExpression()), !dbg !1615
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !1616, metadata !DIExpression()), !dbg !1617
  store %"class.std::allocator"* %3, %"class.std::allocator"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %9, metadata !1618, metadata !DIExpression()), !dbg !1619
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* %5, metadata !1620, metadata !DIExpression()), !dbg !1621
  %10 = load double*, double** %6, align 8, !dbg !1622
  %11 = load double*, double** %7, align 8, !dbg !1623
  %12 = load double*, double** %8, align 8, !dbg !1624
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %9, align 8, !dbg !1625
  %14 = call noundef double* @_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_(double* noundef %10, double* noundef %11, double* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #12, !dbg !1626
  ret double* %14, !dbg !1627
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #2 comdat !dbg !1628 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1636, metadata !DIExpression()), !dbg !1637
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1638, metadata !DIExpression()), !dbg !1639
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1640, metadata !DIExpression()), !dbg !1641
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1642, metadata !DIExpression()), !dbg !1643
  %9 = load double*, double** %5, align 8, !dbg !1644
  %10 = call noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %9) #12, !dbg !1645
  %11 = load double*, double** %6, align 8, !dbg !1646
  %12 = call noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %11) #12, !dbg !1647
  %13 = load double*, double** %7, align 8, !dbg !1648
  %14 = call noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %13) #12, !dbg !1649
  %15 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1650
  %16 = call noundef double* @_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(double* noundef %10, double* noundef %12, double* noundef %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %15) #12, !dbg !1651
  ret double* %16, !dbg !1652
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #2 comdat !dbg !1653 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca i64, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1664, metadata !DIExpression()), !dbg !1665
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1666, metadata !DIExpression()), !dbg !1667
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1668, metadata !DIExpression()), !dbg !1669
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1670, metadata !DIExpression()), !dbg !1671
  call void @llvm.dbg.declare(metadata i64* %9, metadata !1672, metadata !DIExpression()), !dbg !1673
  %10 = load double*, double** %6, align 8, !dbg !1674
  %11 = load double*, double** %5, align 8, !dbg !1675
  %12 = ptrtoint double* %10 to i64, !dbg !1676
  %13 = ptrtoint double* %11 to i64, !dbg !1676
  %14 = sub i64 %12, %13, !dbg !1676
  %15 = sdiv exact i64 %14, 8, !dbg !1676
  store i64 %15, i64* %9, align 8, !dbg !1673
  %16 = load i64, i64* %9, align 8, !dbg !1677
  %17 = icmp sgt i64 %16, 0, !dbg !1679
  br i1 %17, label %18, label %25, !dbg !1680

18:                                               ; preds = %4
  %19 = load double*, double** %7, align 8, !dbg !1681
  %20 = bitcast double* %19 to i8*, !dbg !1683
  %21 = load double*, double** %5, align 8, !dbg !1684
  %22 = bitcast double* %21 to i8*, !dbg !1683
  %23 = load i64, i64* %9, align 8, !dbg !1685
  %24 = mul i64 %23, 8, !dbg !1686
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %20, i8* align 8 %22, i64 %24, i1 false), !dbg !1683
  br label %25, !dbg !1687

25:                                               ; preds = %18, %4
  %26 = load double*, double** %7, align 8, !dbg !1688
  %27 = load i64, i64* %9, align 8, !dbg !1689
  %28 = getelementptr inbounds double, double* %26, i64 %27, !dbg !1690
  ret double* %28, !dbg !1691
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %0) #2 comdat !dbg !1692 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1695, metadata !DIExpression()), !dbg !1696
  %3 = load double*, double** %2, align 8, !dbg !1697
  ret double* %3, !dbg !1698
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !1699 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1700, metadata !DIExpression()), !dbg !1701
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1702, metadata !DIExpression()), !dbg !1703
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1704, metadata !DIExpression()), !dbg !1705
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1706
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1706
  %9 = load double*, double** %5, align 8, !dbg !1707
  %10 = load i64, i64* %6, align 8, !dbg !1708
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !1709
  ret void, !dbg !1710
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #2 comdat align 2 !dbg !1711 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1712, metadata !DIExpression()), !dbg !1713
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1714, metadata !DIExpression()), !dbg !1715
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1716, metadata !DIExpression()), !dbg !1717
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1718
  %9 = bitcast double* %8 to i8*, !dbg !1718
  call void @_ZdlPv(i8* noundef %9) #17, !dbg !1719
  ret void, !dbg !1720
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, double** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #5 comdat align 2 !dbg !1721 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca double**, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1722, metadata !DIExpression()), !dbg !1723
  store double** %1, double*** %4, align 8
  call void @llvm.dbg.declare(metadata double*** %4, metadata !1724, metadata !DIExpression()), !dbg !1725
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1726
  %7 = load double**, double*** %4, align 8, !dbg !1727
  %8 = load double*, double** %7, align 8, !dbg !1727
  store double* %8, double** %6, align 8, !dbg !1726
  ret void, !dbg !1728
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !1729 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1730, metadata !DIExpression()), !dbg !1731
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1732
  ret double** %4, !dbg !1733
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt6__sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %0, double* %1) #0 comdat !dbg !1734 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0
  store double* %0, double** %12, align 8
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %13, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %3, metadata !1737, metadata !DIExpression()), !dbg !1738
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1739, metadata !DIExpression()), !dbg !1740
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %5, metadata !1741, metadata !DIExpression()), !dbg !1742
  %14 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !1743
  br i1 %14, label %15, label %35, !dbg !1745

15:                                               ; preds = %2
  %16 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !1746
  %17 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !1746
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 8, i1 false), !dbg !1746
  %18 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !1748
  %19 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1748
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %18, i8* align 8 %19, i64 8, i1 false), !dbg !1748
  %20 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3) #12, !dbg !1749
  %21 = call noundef i64 @_ZSt4__lgl(i64 noundef %20), !dbg !1750
  %22 = mul nsw i64 %21, 2, !dbg !1751
  %23 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !1752
  %24 = load double*, double** %23, align 8, !dbg !1752
  %25 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !1752
  %26 = load double*, double** %25, align 8, !dbg !1752
  call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* %24, double* %26, i64 noundef %22), !dbg !1752
  %27 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !1753
  %28 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !1753
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %27, i8* align 8 %28, i64 8, i1 false), !dbg !1753
  %29 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1754
  %30 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1754
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %29, i8* align 8 %30, i64 8, i1 false), !dbg !1754
  %31 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1755
  %32 = load double*, double** %31, align 8, !dbg !1755
  %33 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !1755
  %34 = load double*, double** %33, align 8, !dbg !1755
  call void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %32, double* %34), !dbg !1755
  br label %35, !dbg !1756

35:                                               ; preds = %15, %2
  ret void, !dbg !1757
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx5__ops16__iter_less_iterEv() #2 comdat !dbg !1758 {
  ret void, !dbg !1761
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* %0, double* %1, i64 noundef %2) #0 comdat !dbg !1762 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %7 = alloca i64, align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %16 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %17 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %18 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %19 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %19, align 8
  %20 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %20, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1767, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1769, metadata !DIExpression()), !dbg !1770
  store i64 %2, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1771, metadata !DIExpression()), !dbg !1772
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %6, metadata !1773, metadata !DIExpression()), !dbg !1774
  br label %21, !dbg !1775

21:                                               ; preds = %40, %3
  %22 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !1776
  %23 = icmp sgt i64 %22, 16, !dbg !1777
  br i1 %23, label %24, label %64, !dbg !1775

24:                                               ; preds = %21
  %25 = load i64, i64* %7, align 8, !dbg !1778
  %26 = icmp eq i64 %25, 0, !dbg !1781
  br i1 %26, label %27, label %40, !dbg !1782

27:                                               ; preds = %24
  %28 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !1783
  %29 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1783
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %28, i8* align 8 %29, i64 8, i1 false), !dbg !1783
  %30 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !1785
  %31 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1785
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 8 %31, i64 8, i1 false), !dbg !1785
  %32 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1786
  %33 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1786
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %32, i8* align 8 %33, i64 8, i1 false), !dbg !1786
  %34 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !1787
  %35 = load double*, double** %34, align 8, !dbg !1787
  %36 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1787
  %37 = load double*, double** %36, align 8, !dbg !1787
  %38 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !1787
  %39 = load double*, double** %38, align 8, !dbg !1787
  call void @_ZSt14__partial_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_(double* %35, double* %37, double* %39), !dbg !1787
  br label %64, !dbg !1788

40:                                               ; preds = %24
  %41 = load i64, i64* %7, align 8, !dbg !1789
  %42 = add nsw i64 %41, -1, !dbg !1789
  store i64 %42, i64* %7, align 8, !dbg !1789
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %12, metadata !1790, metadata !DIExpression()), !dbg !1791
  %43 = bitcast %"class.__gnu_cxx::__normal_iterator"* %13 to i8*, !dbg !1792
  %44 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1792
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %43, i8* align 8 %44, i64 8, i1 false), !dbg !1792
  %45 = bitcast %"class.__gnu_cxx::__normal_iterator"* %14 to i8*, !dbg !1793
  %46 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1793
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %45, i8* align 8 %46, i64 8, i1 false), !dbg !1793
  %47 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !1794
  %48 = load double*, double** %47, align 8, !dbg !1794
  %49 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !1794
  %50 = load double*, double** %49, align 8, !dbg !1794
  %51 = call double* @_ZSt27__unguarded_partition_pivotIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_T0_(double* %48, double* %50), !dbg !1794
  %52 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !1794
  store double* %51, double** %52, align 8, !dbg !1794
  %53 = bitcast %"class.__gnu_cxx::__normal_iterator"* %16 to i8*, !dbg !1795
  %54 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !1795
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %53, i8* align 8 %54, i64 8, i1 false), !dbg !1795
  %55 = bitcast %"class.__gnu_cxx::__normal_iterator"* %17 to i8*, !dbg !1796
  %56 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1796
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %55, i8* align 8 %56, i64 8, i1 false), !dbg !1796
  %57 = load i64, i64* %7, align 8, !dbg !1797
  %58 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %16, i32 0, i32 0, !dbg !1798
  %59 = load double*, double** %58, align 8, !dbg !1798
  %60 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %17, i32 0, i32 0, !dbg !1798
  %61 = load double*, double** %60, align 8, !dbg !1798
  call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* %59, double* %61, i64 noundef %57), !dbg !1798
  %62 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1799
  %63 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !1799
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %62, i8* align 8 %63, i64 8, i1 false), !dbg !1799
  br label %21, !dbg !1775, !llvm.loop !1800

64:                                               ; preds = %27, %21
  ret void, !dbg !1802
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt4__lgl(i64 noundef %0) #2 comdat !dbg !1803 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !1804, metadata !DIExpression()), !dbg !1805
  %3 = load i64, i64* %2, align 8, !dbg !1806
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 true), !dbg !1807
  %5 = trunc i64 %4 to i32, !dbg !1807
  %6 = sub nsw i32 63, %5, !dbg !1808
  %7 = sext i32 %6 to i64, !dbg !1809
  ret i64 %7, !dbg !1810
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #2 comdat !dbg !1811 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1814, metadata !DIExpression()), !dbg !1815
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !1816, metadata !DIExpression()), !dbg !1817
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !1818
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !1819
  %7 = load double*, double** %6, align 8, !dbg !1819
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !1820
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !1821
  %10 = load double*, double** %9, align 8, !dbg !1821
  %11 = ptrtoint double* %7 to i64, !dbg !1822
  %12 = ptrtoint double* %10 to i64, !dbg !1822
  %13 = sub i64 %11, %12, !dbg !1822
  %14 = sdiv exact i64 %13, 8, !dbg !1822
  ret i64 %14, !dbg !1823
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %0, double* %1) #0 comdat !dbg !1824 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0
  store double* %0, double** %15, align 8
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %16, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %3, metadata !1825, metadata !DIExpression()), !dbg !1826
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1827, metadata !DIExpression()), !dbg !1828
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %5, metadata !1829, metadata !DIExpression()), !dbg !1830
  %17 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3) #12, !dbg !1831
  %18 = icmp sgt i64 %17, 16, !dbg !1833
  br i1 %18, label %19, label %36, !dbg !1834

19:                                               ; preds = %2
  %20 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !1835
  %21 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !1835
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %20, i8* align 8 %21, i64 8, i1 false), !dbg !1835
  %22 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3, i64 noundef 16) #12, !dbg !1837
  %23 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !1837
  store double* %22, double** %23, align 8, !dbg !1837
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !1838
  %25 = load double*, double** %24, align 8, !dbg !1838
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !1838
  %27 = load double*, double** %26, align 8, !dbg !1838
  call void @_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %25, double* %27), !dbg !1838
  %28 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3, i64 noundef 16) #12, !dbg !1839
  %29 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1839
  store double* %28, double** %29, align 8, !dbg !1839
  %30 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1840
  %31 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1840
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 8 %31, i64 8, i1 false), !dbg !1840
  %32 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1841
  %33 = load double*, double** %32, align 8, !dbg !1841
  %34 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !1841
  %35 = load double*, double** %34, align 8, !dbg !1841
  call void @_ZSt26__unguarded_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %33, double* %35), !dbg !1841
  br label %45, !dbg !1842

36:                                               ; preds = %2
  %37 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !1843
  %38 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !1843
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %37, i8* align 8 %38, i64 8, i1 false), !dbg !1843
  %39 = bitcast %"class.__gnu_cxx::__normal_iterator"* %13 to i8*, !dbg !1844
  %40 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1844
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %39, i8* align 8 %40, i64 8, i1 false), !dbg !1844
  %41 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !1845
  %42 = load double*, double** %41, align 8, !dbg !1845
  %43 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !1845
  %44 = load double*, double** %43, align 8, !dbg !1845
  call void @_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %42, double* %44), !dbg !1845
  br label %45

45:                                               ; preds = %36, %19
  ret void, !dbg !1846
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt14__partial_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_(double* %0, double* %1, double* %2) #0 comdat !dbg !1847 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %14, align 8
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %15, align 8
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %2, double** %16, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1850, metadata !DIExpression()), !dbg !1851
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1852, metadata !DIExpression()), !dbg !1853
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !1854, metadata !DIExpression()), !dbg !1855
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %7, metadata !1856, metadata !DIExpression()), !dbg !1857
  %17 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !1858
  %18 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1858
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 8, i1 false), !dbg !1858
  %19 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !1859
  %20 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1859
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %19, i8* align 8 %20, i64 8, i1 false), !dbg !1859
  %21 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1860
  %22 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !1860
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %21, i8* align 8 %22, i64 8, i1 false), !dbg !1860
  %23 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !1861
  %24 = load double*, double** %23, align 8, !dbg !1861
  %25 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1861
  %26 = load double*, double** %25, align 8, !dbg !1861
  %27 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !1861
  %28 = load double*, double** %27, align 8, !dbg !1861
  call void @_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_(double* %24, double* %26, double* %28), !dbg !1861
  %29 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !1862
  %30 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1862
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %29, i8* align 8 %30, i64 8, i1 false), !dbg !1862
  %31 = bitcast %"class.__gnu_cxx::__normal_iterator"* %13 to i8*, !dbg !1863
  %32 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1863
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %31, i8* align 8 %32, i64 8, i1 false), !dbg !1863
  %33 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !1864
  %34 = load double*, double** %33, align 8, !dbg !1864
  %35 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !1864
  %36 = load double*, double** %35, align 8, !dbg !1864
  call void @_ZSt11__sort_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_(double* %34, double* %36, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %7), !dbg !1864
  ret void, !dbg !1865
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local double* @_ZSt27__unguarded_partition_pivotIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_T0_(double* %0, double* %1) #0 comdat !dbg !1866 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %16 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %17 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %17, align 8
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %18, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1869, metadata !DIExpression()), !dbg !1870
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1871, metadata !DIExpression()), !dbg !1872
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %6, metadata !1873, metadata !DIExpression()), !dbg !1874
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %7, metadata !1875, metadata !DIExpression()), !dbg !1876
  %19 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !1877
  %20 = sdiv i64 %19, 2, !dbg !1878
  %21 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, i64 noundef %20) #12, !dbg !1879
  %22 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !1879
  store double* %21, double** %22, align 8, !dbg !1879
  %23 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !1880
  %24 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1880
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %23, i8* align 8 %24, i64 8, i1 false), !dbg !1880
  %25 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 1) #12, !dbg !1881
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1881
  store double* %25, double** %26, align 8, !dbg !1881
  %27 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1882
  %28 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !1882
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %27, i8* align 8 %28, i64 8, i1 false), !dbg !1882
  %29 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, i64 noundef 1) #12, !dbg !1883
  %30 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !1883
  store double* %29, double** %30, align 8, !dbg !1883
  %31 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !1884
  %32 = load double*, double** %31, align 8, !dbg !1884
  %33 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1884
  %34 = load double*, double** %33, align 8, !dbg !1884
  %35 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !1884
  %36 = load double*, double** %35, align 8, !dbg !1884
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !1884
  %38 = load double*, double** %37, align 8, !dbg !1884
  call void @_ZSt22__move_median_to_firstIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_S9_T0_(double* %32, double* %34, double* %36, double* %38), !dbg !1884
  %39 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 1) #12, !dbg !1885
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !1885
  store double* %39, double** %40, align 8, !dbg !1885
  %41 = bitcast %"class.__gnu_cxx::__normal_iterator"* %14 to i8*, !dbg !1886
  %42 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1886
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %41, i8* align 8 %42, i64 8, i1 false), !dbg !1886
  %43 = bitcast %"class.__gnu_cxx::__normal_iterator"* %15 to i8*, !dbg !1887
  %44 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1887
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %43, i8* align 8 %44, i64 8, i1 false), !dbg !1887
  %45 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !1888
  %46 = load double*, double** %45, align 8, !dbg !1888
  %47 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !1888
  %48 = load double*, double** %47, align 8, !dbg !1888
  %49 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !1888
  %50 = load double*, double** %49, align 8, !dbg !1888
  %51 = call double* @_ZSt21__unguarded_partitionIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_S9_T0_(double* %46, double* %48, double* %50), !dbg !1888
  %52 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1888
  store double* %51, double** %52, align 8, !dbg !1888
  %53 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1889
  %54 = load double*, double** %53, align 8, !dbg !1889
  ret double* %54, !dbg !1889
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_(double* %0, double* %1, double* %2) #0 comdat !dbg !1890 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %16, align 8
  %17 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %17, align 8
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %2, double** %18, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1891, metadata !DIExpression()), !dbg !1892
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1893, metadata !DIExpression()), !dbg !1894
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !1895, metadata !DIExpression()), !dbg !1896
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %7, metadata !1897, metadata !DIExpression()), !dbg !1898
  %19 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !1899
  %20 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1899
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %19, i8* align 8 %20, i64 8, i1 false), !dbg !1899
  %21 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !1900
  %22 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1900
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %21, i8* align 8 %22, i64 8, i1 false), !dbg !1900
  %23 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !1901
  %24 = load double*, double** %23, align 8, !dbg !1901
  %25 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1901
  %26 = load double*, double** %25, align 8, !dbg !1901
  call void @_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_(double* %24, double* %26, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %7), !dbg !1901
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %10, metadata !1902, metadata !DIExpression()), !dbg !1904
  %27 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1905
  %28 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1905
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %27, i8* align 8 %28, i64 8, i1 false), !dbg !1905
  br label %29, !dbg !1906

29:                                               ; preds = %55, %3
  %30 = call noundef zeroext i1 @_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %10, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !1907
  br i1 %30, label %31, label %57, !dbg !1909

31:                                               ; preds = %29
  %32 = bitcast %"class.__gnu_cxx::__normal_iterator"* %11 to i8*, !dbg !1910
  %33 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1910
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %32, i8* align 8 %33, i64 8, i1 false), !dbg !1910
  %34 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !1912
  %35 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1912
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %34, i8* align 8 %35, i64 8, i1 false), !dbg !1912
  %36 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !1913
  %37 = load double*, double** %36, align 8, !dbg !1913
  %38 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !1913
  %39 = load double*, double** %38, align 8, !dbg !1913
  %40 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %7, double* %37, double* %39), !dbg !1913
  br i1 %40, label %41, label %54, !dbg !1914

41:                                               ; preds = %31
  %42 = bitcast %"class.__gnu_cxx::__normal_iterator"* %13 to i8*, !dbg !1915
  %43 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1915
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %42, i8* align 8 %43, i64 8, i1 false), !dbg !1915
  %44 = bitcast %"class.__gnu_cxx::__normal_iterator"* %14 to i8*, !dbg !1916
  %45 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1916
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %44, i8* align 8 %45, i64 8, i1 false), !dbg !1916
  %46 = bitcast %"class.__gnu_cxx::__normal_iterator"* %15 to i8*, !dbg !1917
  %47 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !1917
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 %47, i64 8, i1 false), !dbg !1917
  %48 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !1918
  %49 = load double*, double** %48, align 8, !dbg !1918
  %50 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !1918
  %51 = load double*, double** %50, align 8, !dbg !1918
  %52 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !1918
  %53 = load double*, double** %52, align 8, !dbg !1918
  call void @_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_RT0_(double* %49, double* %51, double* %53, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %7), !dbg !1918
  br label %54, !dbg !1918

54:                                               ; preds = %41, %31
  br label %55, !dbg !1919

55:                                               ; preds = %54
  %56 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %10) #12, !dbg !1920
  br label %29, !dbg !1921, !llvm.loop !1922

57:                                               ; preds = %29
  ret void, !dbg !1924
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt11__sort_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_(double* %0, double* %1, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %2) #0 comdat !dbg !1925 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %10, align 8
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %11, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1928, metadata !DIExpression()), !dbg !1929
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1930, metadata !DIExpression()), !dbg !1931
  store %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %2, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, metadata !1932, metadata !DIExpression()), !dbg !1933
  br label %12, !dbg !1934

12:                                               ; preds = %15, %3
  %13 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !1935
  %14 = icmp sgt i64 %13, 1, !dbg !1936
  br i1 %14, label %15, label %30, !dbg !1934

15:                                               ; preds = %12
  %16 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !1937
  %17 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !1939
  %18 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1939
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 8, i1 false), !dbg !1939
  %19 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !1940
  %20 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1940
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %19, i8* align 8 %20, i64 8, i1 false), !dbg !1940
  %21 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !1941
  %22 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !1941
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %21, i8* align 8 %22, i64 8, i1 false), !dbg !1941
  %23 = load %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, align 8, !dbg !1942
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !1943
  %25 = load double*, double** %24, align 8, !dbg !1943
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !1943
  %27 = load double*, double** %26, align 8, !dbg !1943
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !1943
  %29 = load double*, double** %28, align 8, !dbg !1943
  call void @_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_RT0_(double* %25, double* %27, double* %29, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %23), !dbg !1943
  br label %12, !dbg !1934, !llvm.loop !1944

30:                                               ; preds = %12
  ret void, !dbg !1946
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_(double* %0, double* %1, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %2) #0 comdat !dbg !1947 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %13, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %1, double** %14, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1948, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1950, metadata !DIExpression()), !dbg !1951
  store %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %2, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, metadata !1952, metadata !DIExpression()), !dbg !1953
  %15 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !1954
  %16 = icmp slt i64 %15, 2, !dbg !1956
  br i1 %16, label %17, label %18, !dbg !1957

17:                                               ; preds = %3
  br label %45, !dbg !1958

18:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1959, metadata !DIExpression()), !dbg !1962
  %19 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !1963
  store i64 %19, i64* %7, align 8, !dbg !1962
  call void @llvm.dbg.declare(metadata i64* %8, metadata !1964, metadata !DIExpression()), !dbg !1965
  %20 = load i64, i64* %7, align 8, !dbg !1966
  %21 = sub nsw i64 %20, 2, !dbg !1967
  %22 = sdiv i64 %21, 2, !dbg !1968
  store i64 %22, i64* %8, align 8, !dbg !1965
  br label %23, !dbg !1969

23:                                               ; preds = %18, %42
  call void @llvm.dbg.declare(metadata double* %9, metadata !1970, metadata !DIExpression()), !dbg !1976
  %24 = load i64, i64* %8, align 8, !dbg !1977
  %25 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, i64 noundef %24) #12, !dbg !1977
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !1977
  store double* %25, double** %26, align 8, !dbg !1977
  %27 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %10) #12, !dbg !1977
  %28 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %27) #12, !dbg !1977
  %29 = load double, double* %28, align 8, !dbg !1977
  store double %29, double* %9, align 8, !dbg !1976
  %30 = bitcast %"class.__gnu_cxx::__normal_iterator"* %11 to i8*, !dbg !1978
  %31 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !1978
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 8 %31, i64 8, i1 false), !dbg !1978
  %32 = load i64, i64* %8, align 8, !dbg !1979
  %33 = load i64, i64* %7, align 8, !dbg !1980
  %34 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !1981
  %35 = load double, double* %34, align 8, !dbg !1981
  %36 = load %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, align 8, !dbg !1982
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !1983
  %38 = load double*, double** %37, align 8, !dbg !1983
  call void @_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_(double* %38, i64 noundef %32, i64 noundef %33, double noundef %35), !dbg !1983
  %39 = load i64, i64* %8, align 8, !dbg !1984
  %40 = icmp eq i64 %39, 0, !dbg !1986
  br i1 %40, label %41, label %42, !dbg !1987

41:                                               ; preds = %23
  br label %45, !dbg !1988

42:                                               ; preds = %23
  %43 = load i64, i64* %8, align 8, !dbg !1989
  %44 = add nsw i64 %43, -1, !dbg !1989
  store i64 %44, i64* %8, align 8, !dbg !1989
  br label %23, !dbg !1969, !llvm.loop !1990

45:                                               ; preds = %41, %17
  ret void, !dbg !1992
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #2 comdat !dbg !1993 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1994, metadata !DIExpression()), !dbg !1995
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !1996, metadata !DIExpression()), !dbg !1997
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !1998
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !1999
  %7 = load double*, double** %6, align 8, !dbg !1999
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !2000
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2001
  %10 = load double*, double** %9, align 8, !dbg !2001
  %11 = icmp ult double* %7, %10, !dbg !2002
  ret i1 %11, !dbg !2003
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %0, double* %1, double* %2) #2 comdat align 2 !dbg !2004 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, align 8
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %7, align 8
  %8 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %2, double** %8, align 8
  store %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %0, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, metadata !2013, metadata !DIExpression()), !dbg !2015
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2016, metadata !DIExpression()), !dbg !2017
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2018, metadata !DIExpression()), !dbg !2019
  %9 = load %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %6, align 8
  %10 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2020
  %11 = load double, double* %10, align 8, !dbg !2020
  %12 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2021
  %13 = load double, double* %12, align 8, !dbg !2021
  %14 = fcmp olt double %11, %13, !dbg !2022
  ret i1 %14, !dbg !2023
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_RT0_(double* %0, double* %1, double* %2, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat !dbg !567 {
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, align 8
  %9 = alloca double, align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %0, double** %12, align 8
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %1, double** %13, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0
  store double* %2, double** %14, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2024, metadata !DIExpression()), !dbg !2025
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2026, metadata !DIExpression()), !dbg !2027
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %7, metadata !2028, metadata !DIExpression()), !dbg !2029
  store %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %3, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %8, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %8, metadata !2030, metadata !DIExpression()), !dbg !2031
  call void @llvm.dbg.declare(metadata double* %9, metadata !2032, metadata !DIExpression()), !dbg !2034
  %15 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %7) #12, !dbg !2035
  %16 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %15) #12, !dbg !2035
  %17 = load double, double* %16, align 8, !dbg !2035
  store double %17, double* %9, align 8, !dbg !2034
  %18 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2036
  %19 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %18) #12, !dbg !2036
  %20 = load double, double* %19, align 8, !dbg !2036
  %21 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %7) #12, !dbg !2037
  store double %20, double* %21, align 8, !dbg !2038
  %22 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !2039
  %23 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2039
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %22, i8* align 8 %23, i64 8, i1 false), !dbg !2039
  %24 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2040
  %25 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !2041
  %26 = load double, double* %25, align 8, !dbg !2041
  %27 = load %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %8, align 8, !dbg !2042
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !2043
  %29 = load double*, double** %28, align 8, !dbg !2043
  call void @_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_(double* %29, i64 noundef 0, i64 noundef %24, double noundef %26), !dbg !2043
  ret void, !dbg !2044
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !2045 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !2054, metadata !DIExpression()), !dbg !2055
  %3 = load double*, double** %2, align 8, !dbg !2056
  ret double* %3, !dbg !2057
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #2 comdat align 2 !dbg !2058 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !2059, metadata !DIExpression()), !dbg !2060
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2061, metadata !DIExpression()), !dbg !2062
  %7 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  %8 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !2063
  %9 = load double*, double** %8, align 8, !dbg !2063
  %10 = load i64, i64* %5, align 8, !dbg !2064
  %11 = getelementptr inbounds double, double* %9, i64 %10, !dbg !2065
  store double* %11, double** %6, align 8, !dbg !2063
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2066
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2067
  %13 = load double*, double** %12, align 8, !dbg !2067
  ret double* %13, !dbg !2067
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_(double* %0, i64 noundef %1, i64 noundef %2, double noundef %3) #0 comdat !dbg !2068 {
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %16 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %17 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %18 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_val", align 1
  %19 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %20 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %21 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %0, double** %21, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2073, metadata !DIExpression()), !dbg !2074
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2075, metadata !DIExpression()), !dbg !2076
  store i64 %2, i64* %8, align 8
  call void @llvm.dbg.declare(metadata i64* %8, metadata !2077, metadata !DIExpression()), !dbg !2078
  store double %3, double* %9, align 8
  call void @llvm.dbg.declare(metadata double* %9, metadata !2079, metadata !DIExpression()), !dbg !2080
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %6, metadata !2081, metadata !DIExpression()), !dbg !2082
  call void @llvm.dbg.declare(metadata i64* %10, metadata !2083, metadata !DIExpression()), !dbg !2085
  %22 = load i64, i64* %7, align 8, !dbg !2086
  store i64 %22, i64* %10, align 8, !dbg !2085
  call void @llvm.dbg.declare(metadata i64* %11, metadata !2087, metadata !DIExpression()), !dbg !2088
  %23 = load i64, i64* %7, align 8, !dbg !2089
  store i64 %23, i64* %11, align 8, !dbg !2088
  br label %24, !dbg !2090

24:                                               ; preds = %49, %4
  %25 = load i64, i64* %11, align 8, !dbg !2091
  %26 = load i64, i64* %8, align 8, !dbg !2092
  %27 = sub nsw i64 %26, 1, !dbg !2093
  %28 = sdiv i64 %27, 2, !dbg !2094
  %29 = icmp slt i64 %25, %28, !dbg !2095
  br i1 %29, label %30, label %61, !dbg !2090

30:                                               ; preds = %24
  %31 = load i64, i64* %11, align 8, !dbg !2096
  %32 = add nsw i64 %31, 1, !dbg !2098
  %33 = mul nsw i64 2, %32, !dbg !2099
  store i64 %33, i64* %11, align 8, !dbg !2100
  %34 = load i64, i64* %11, align 8, !dbg !2101
  %35 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %34) #12, !dbg !2103
  %36 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2103
  store double* %35, double** %36, align 8, !dbg !2103
  %37 = load i64, i64* %11, align 8, !dbg !2104
  %38 = sub nsw i64 %37, 1, !dbg !2105
  %39 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %38) #12, !dbg !2106
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !2106
  store double* %39, double** %40, align 8, !dbg !2106
  %41 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2107
  %42 = load double*, double** %41, align 8, !dbg !2107
  %43 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !2107
  %44 = load double*, double** %43, align 8, !dbg !2107
  %45 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %6, double* %42, double* %44), !dbg !2107
  br i1 %45, label %46, label %49, !dbg !2108

46:                                               ; preds = %30
  %47 = load i64, i64* %11, align 8, !dbg !2109
  %48 = add nsw i64 %47, -1, !dbg !2109
  store i64 %48, i64* %11, align 8, !dbg !2109
  br label %49, !dbg !2110

49:                                               ; preds = %46, %30
  %50 = load i64, i64* %11, align 8, !dbg !2111
  %51 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %50) #12, !dbg !2111
  %52 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !2111
  store double* %51, double** %52, align 8, !dbg !2111
  %53 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %14) #12, !dbg !2111
  %54 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %53) #12, !dbg !2111
  %55 = load double, double* %54, align 8, !dbg !2111
  %56 = load i64, i64* %7, align 8, !dbg !2112
  %57 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %56) #12, !dbg !2113
  %58 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !2113
  store double* %57, double** %58, align 8, !dbg !2113
  %59 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %15) #12, !dbg !2114
  store double %55, double* %59, align 8, !dbg !2115
  %60 = load i64, i64* %11, align 8, !dbg !2116
  store i64 %60, i64* %7, align 8, !dbg !2117
  br label %24, !dbg !2090, !llvm.loop !2118

61:                                               ; preds = %24
  %62 = load i64, i64* %8, align 8, !dbg !2120
  %63 = and i64 %62, 1, !dbg !2122
  %64 = icmp eq i64 %63, 0, !dbg !2123
  br i1 %64, label %65, label %88, !dbg !2124

65:                                               ; preds = %61
  %66 = load i64, i64* %11, align 8, !dbg !2125
  %67 = load i64, i64* %8, align 8, !dbg !2126
  %68 = sub nsw i64 %67, 2, !dbg !2127
  %69 = sdiv i64 %68, 2, !dbg !2128
  %70 = icmp eq i64 %66, %69, !dbg !2129
  br i1 %70, label %71, label %88, !dbg !2130

71:                                               ; preds = %65
  %72 = load i64, i64* %11, align 8, !dbg !2131
  %73 = add nsw i64 %72, 1, !dbg !2133
  %74 = mul nsw i64 2, %73, !dbg !2134
  store i64 %74, i64* %11, align 8, !dbg !2135
  %75 = load i64, i64* %11, align 8, !dbg !2136
  %76 = sub nsw i64 %75, 1, !dbg !2136
  %77 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %76) #12, !dbg !2136
  %78 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %16, i32 0, i32 0, !dbg !2136
  store double* %77, double** %78, align 8, !dbg !2136
  %79 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %16) #12, !dbg !2136
  %80 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %79) #12, !dbg !2136
  %81 = load double, double* %80, align 8, !dbg !2136
  %82 = load i64, i64* %7, align 8, !dbg !2137
  %83 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, i64 noundef %82) #12, !dbg !2138
  %84 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %17, i32 0, i32 0, !dbg !2138
  store double* %83, double** %84, align 8, !dbg !2138
  %85 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %17) #12, !dbg !2139
  store double %81, double* %85, align 8, !dbg !2140
  %86 = load i64, i64* %11, align 8, !dbg !2141
  %87 = sub nsw i64 %86, 1, !dbg !2142
  store i64 %87, i64* %7, align 8, !dbg !2143
  br label %88, !dbg !2144

88:                                               ; preds = %71, %65, %61
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* %18, metadata !2145, metadata !DIExpression()), !dbg !2146
  %89 = call noundef nonnull align 1 dereferenceable(1) %"struct.__gnu_cxx::__ops::_Iter_less_iter"* @_ZSt4moveIRN9__gnu_cxx5__ops15_Iter_less_iterEEONSt16remove_referenceIT_E4typeEOS5_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %6) #12, !dbg !2147
  call void @_ZN9__gnu_cxx5__ops14_Iter_less_valC2ENS0_15_Iter_less_iterE(%"struct.__gnu_cxx::__ops::_Iter_less_val"* noundef nonnull align 1 dereferenceable(1) %18), !dbg !2146
  %90 = bitcast %"class.__gnu_cxx::__normal_iterator"* %20 to i8*, !dbg !2148
  %91 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2148
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %90, i8* align 8 %91, i64 8, i1 false), !dbg !2148
  %92 = load i64, i64* %7, align 8, !dbg !2149
  %93 = load i64, i64* %10, align 8, !dbg !2150
  %94 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !2151
  %95 = load double, double* %94, align 8, !dbg !2151
  %96 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %20, i32 0, i32 0, !dbg !2152
  %97 = load double*, double** %96, align 8, !dbg !2152
  call void @_ZSt11__push_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops14_Iter_less_valEEvT_T0_SA_T1_RT2_(double* %97, i64 noundef %92, i64 noundef %93, double noundef %95, %"struct.__gnu_cxx::__ops::_Iter_less_val"* noundef nonnull align 1 dereferenceable(1) %18), !dbg !2152
  ret void, !dbg !2153
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"struct.__gnu_cxx::__ops::_Iter_less_iter"* @_ZSt4moveIRN9__gnu_cxx5__ops15_Iter_less_iterEEONSt16remove_referenceIT_E4typeEOS5_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %0) #2 comdat !dbg !2154 {
  %2 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, align 8
  store %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %0, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %2, metadata !2162, metadata !DIExpression()), !dbg !2163
  %3 = load %"struct.__gnu_cxx::__ops::_Iter_less_iter"*, %"struct.__gnu_cxx::__ops::_Iter_less_iter"** %2, align 8, !dbg !2164
  ret %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %3, !dbg !2165
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx5__ops14_Iter_less_valC2ENS0_15_Iter_less_iterE(%"struct.__gnu_cxx::__ops::_Iter_less_val"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !2166 {
  %2 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %3 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_val"*, align 8
  store %"struct.__gnu_cxx::__ops::_Iter_less_val"* %0, %"struct.__gnu_cxx::__ops::_Iter_less_val"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"** %3, metadata !2167, metadata !DIExpression()), !dbg !2169
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %2, metadata !2170, metadata !DIExpression()), !dbg !2171
  %4 = load %"struct.__gnu_cxx::__ops::_Iter_less_val"*, %"struct.__gnu_cxx::__ops::_Iter_less_val"** %3, align 8
  ret void, !dbg !2172
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt11__push_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops14_Iter_less_valEEvT_T0_SA_T1_RT2_(double* %0, i64 noundef %1, i64 noundef %2, double noundef %3, %"struct.__gnu_cxx::__ops::_Iter_less_val"* noundef nonnull align 1 dereferenceable(1) %4) #0 comdat !dbg !2173 {
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_val"*, align 8
  %11 = alloca i64, align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %0, double** %16, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2179, metadata !DIExpression()), !dbg !2180
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2181, metadata !DIExpression()), !dbg !2182
  store i64 %2, i64* %8, align 8
  call void @llvm.dbg.declare(metadata i64* %8, metadata !2183, metadata !DIExpression()), !dbg !2184
  store double %3, double* %9, align 8
  call void @llvm.dbg.declare(metadata double* %9, metadata !2185, metadata !DIExpression()), !dbg !2186
  store %"struct.__gnu_cxx::__ops::_Iter_less_val"* %4, %"struct.__gnu_cxx::__ops::_Iter_less_val"** %10, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"** %10, metadata !2187, metadata !DIExpression()), !dbg !2188
  call void @llvm.dbg.declare(metadata i64* %11, metadata !2189, metadata !DIExpression()), !dbg !2190
  %17 = load i64, i64* %7, align 8, !dbg !2191
  %18 = sub nsw i64 %17, 1, !dbg !2192
  %19 = sdiv i64 %18, 2, !dbg !2193
  store i64 %19, i64* %11, align 8, !dbg !2190
  br label %20, !dbg !2194

20:                                               ; preds = %34, %5
  %21 = load i64, i64* %7, align 8, !dbg !2195
  %22 = load i64, i64* %8, align 8, !dbg !2196
  %23 = icmp sgt i64 %21, %22, !dbg !2197
  br i1 %23, label %24, label %32, !dbg !2198

24:                                               ; preds = %20
  %25 = load %"struct.__gnu_cxx::__ops::_Iter_less_val"*, %"struct.__gnu_cxx::__ops::_Iter_less_val"** %10, align 8, !dbg !2199
  %26 = load i64, i64* %11, align 8, !dbg !2200
  %27 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, i64 noundef %26) #12, !dbg !2201
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2201
  store double* %27, double** %28, align 8, !dbg !2201
  %29 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2199
  %30 = load double*, double** %29, align 8, !dbg !2199
  %31 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_(%"struct.__gnu_cxx::__ops::_Iter_less_val"* noundef nonnull align 1 dereferenceable(1) %25, double* %30, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !2199
  br label %32

32:                                               ; preds = %24, %20
  %33 = phi i1 [ false, %20 ], [ %31, %24 ], !dbg !2202
  br i1 %33, label %34, label %49, !dbg !2194

34:                                               ; preds = %32
  %35 = load i64, i64* %11, align 8, !dbg !2203
  %36 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, i64 noundef %35) #12, !dbg !2203
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !2203
  store double* %36, double** %37, align 8, !dbg !2203
  %38 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %13) #12, !dbg !2203
  %39 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %38) #12, !dbg !2203
  %40 = load double, double* %39, align 8, !dbg !2203
  %41 = load i64, i64* %7, align 8, !dbg !2205
  %42 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, i64 noundef %41) #12, !dbg !2206
  %43 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !2206
  store double* %42, double** %43, align 8, !dbg !2206
  %44 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %14) #12, !dbg !2207
  store double %40, double* %44, align 8, !dbg !2208
  %45 = load i64, i64* %11, align 8, !dbg !2209
  store i64 %45, i64* %7, align 8, !dbg !2210
  %46 = load i64, i64* %7, align 8, !dbg !2211
  %47 = sub nsw i64 %46, 1, !dbg !2212
  %48 = sdiv i64 %47, 2, !dbg !2213
  store i64 %48, i64* %11, align 8, !dbg !2214
  br label %20, !dbg !2194, !llvm.loop !2215

49:                                               ; preds = %32
  %50 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !2217
  %51 = load double, double* %50, align 8, !dbg !2217
  %52 = load i64, i64* %7, align 8, !dbg !2218
  %53 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, i64 noundef %52) #12, !dbg !2219
  %54 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !2219
  store double* %53, double** %54, align 8, !dbg !2219
  %55 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %15) #12, !dbg !2220
  store double %51, double* %55, align 8, !dbg !2221
  ret void, !dbg !2222
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_(%"struct.__gnu_cxx::__ops::_Iter_less_val"* noundef nonnull align 1 dereferenceable(1) %0, double* %1, double* noundef nonnull align 8 dereferenceable(8) %2) #2 comdat align 2 !dbg !2223 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_val"*, align 8
  %6 = alloca double*, align 8
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %7, align 8
  store %"struct.__gnu_cxx::__ops::_Iter_less_val"* %0, %"struct.__gnu_cxx::__ops::_Iter_less_val"** %5, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"** %5, metadata !2231, metadata !DIExpression()), !dbg !2233
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2234, metadata !DIExpression()), !dbg !2235
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2236, metadata !DIExpression()), !dbg !2237
  %8 = load %"struct.__gnu_cxx::__ops::_Iter_less_val"*, %"struct.__gnu_cxx::__ops::_Iter_less_val"** %5, align 8
  %9 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2238
  %10 = load double, double* %9, align 8, !dbg !2238
  %11 = load double*, double** %6, align 8, !dbg !2239
  %12 = load double, double* %11, align 8, !dbg !2239
  %13 = fcmp olt double %10, %12, !dbg !2240
  ret i1 %13, !dbg !2241
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !2242 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !2243, metadata !DIExpression()), !dbg !2244
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2245
  %5 = load double*, double** %4, align 8, !dbg !2246
  %6 = getelementptr inbounds double, double* %5, i32 -1, !dbg !2246
  store double* %6, double** %4, align 8, !dbg !2246
  ret %"class.__gnu_cxx::__normal_iterator"* %3, !dbg !2247
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt22__move_median_to_firstIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_S9_T0_(double* %0, double* %1, double* %2, double* %3) #0 comdat !dbg !2248 {
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %16 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %17 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %18 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %19 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %20 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %21 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %22 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %23 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %24 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %25 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %26 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %27 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %28 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %29 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %30 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %31 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %32 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %0, double** %32, align 8
  %33 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %1, double** %33, align 8
  %34 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0
  store double* %2, double** %34, align 8
  %35 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0
  store double* %3, double** %35, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2252, metadata !DIExpression()), !dbg !2253
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2254, metadata !DIExpression()), !dbg !2255
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %7, metadata !2256, metadata !DIExpression()), !dbg !2257
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %8, metadata !2258, metadata !DIExpression()), !dbg !2259
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %9, metadata !2260, metadata !DIExpression()), !dbg !2261
  %36 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !2262
  %37 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2262
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %36, i8* align 8 %37, i64 8, i1 false), !dbg !2262
  %38 = bitcast %"class.__gnu_cxx::__normal_iterator"* %11 to i8*, !dbg !2264
  %39 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2264
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %38, i8* align 8 %39, i64 8, i1 false), !dbg !2264
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !2265
  %41 = load double*, double** %40, align 8, !dbg !2265
  %42 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2265
  %43 = load double*, double** %42, align 8, !dbg !2265
  %44 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %9, double* %41, double* %43), !dbg !2265
  br i1 %44, label %45, label %94, !dbg !2266

45:                                               ; preds = %4
  %46 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !2267
  %47 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2267
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 %47, i64 8, i1 false), !dbg !2267
  %48 = bitcast %"class.__gnu_cxx::__normal_iterator"* %13 to i8*, !dbg !2270
  %49 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2270
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %48, i8* align 8 %49, i64 8, i1 false), !dbg !2270
  %50 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2271
  %51 = load double*, double** %50, align 8, !dbg !2271
  %52 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !2271
  %53 = load double*, double** %52, align 8, !dbg !2271
  %54 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %9, double* %51, double* %53), !dbg !2271
  br i1 %54, label %55, label %64, !dbg !2272

55:                                               ; preds = %45
  %56 = bitcast %"class.__gnu_cxx::__normal_iterator"* %14 to i8*, !dbg !2273
  %57 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2273
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %56, i8* align 8 %57, i64 8, i1 false), !dbg !2273
  %58 = bitcast %"class.__gnu_cxx::__normal_iterator"* %15 to i8*, !dbg !2274
  %59 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2274
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %58, i8* align 8 %59, i64 8, i1 false), !dbg !2274
  %60 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !2275
  %61 = load double*, double** %60, align 8, !dbg !2275
  %62 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !2275
  %63 = load double*, double** %62, align 8, !dbg !2275
  call void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %61, double* %63), !dbg !2275
  br label %93, !dbg !2275

64:                                               ; preds = %45
  %65 = bitcast %"class.__gnu_cxx::__normal_iterator"* %16 to i8*, !dbg !2276
  %66 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2276
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %65, i8* align 8 %66, i64 8, i1 false), !dbg !2276
  %67 = bitcast %"class.__gnu_cxx::__normal_iterator"* %17 to i8*, !dbg !2278
  %68 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2278
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %67, i8* align 8 %68, i64 8, i1 false), !dbg !2278
  %69 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %16, i32 0, i32 0, !dbg !2279
  %70 = load double*, double** %69, align 8, !dbg !2279
  %71 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %17, i32 0, i32 0, !dbg !2279
  %72 = load double*, double** %71, align 8, !dbg !2279
  %73 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %9, double* %70, double* %72), !dbg !2279
  br i1 %73, label %74, label %83, !dbg !2280

74:                                               ; preds = %64
  %75 = bitcast %"class.__gnu_cxx::__normal_iterator"* %18 to i8*, !dbg !2281
  %76 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2281
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %75, i8* align 8 %76, i64 8, i1 false), !dbg !2281
  %77 = bitcast %"class.__gnu_cxx::__normal_iterator"* %19 to i8*, !dbg !2282
  %78 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2282
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %77, i8* align 8 %78, i64 8, i1 false), !dbg !2282
  %79 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %18, i32 0, i32 0, !dbg !2283
  %80 = load double*, double** %79, align 8, !dbg !2283
  %81 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %19, i32 0, i32 0, !dbg !2283
  %82 = load double*, double** %81, align 8, !dbg !2283
  call void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %80, double* %82), !dbg !2283
  br label %92, !dbg !2283

83:                                               ; preds = %64
  %84 = bitcast %"class.__gnu_cxx::__normal_iterator"* %20 to i8*, !dbg !2284
  %85 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2284
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %84, i8* align 8 %85, i64 8, i1 false), !dbg !2284
  %86 = bitcast %"class.__gnu_cxx::__normal_iterator"* %21 to i8*, !dbg !2285
  %87 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2285
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %86, i8* align 8 %87, i64 8, i1 false), !dbg !2285
  %88 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %20, i32 0, i32 0, !dbg !2286
  %89 = load double*, double** %88, align 8, !dbg !2286
  %90 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %21, i32 0, i32 0, !dbg !2286
  %91 = load double*, double** %90, align 8, !dbg !2286
  call void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %89, double* %91), !dbg !2286
  br label %92

92:                                               ; preds = %83, %74
  br label %93

93:                                               ; preds = %92, %55
  br label %143, !dbg !2287

94:                                               ; preds = %4
  %95 = bitcast %"class.__gnu_cxx::__normal_iterator"* %22 to i8*, !dbg !2288
  %96 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2288
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %95, i8* align 8 %96, i64 8, i1 false), !dbg !2288
  %97 = bitcast %"class.__gnu_cxx::__normal_iterator"* %23 to i8*, !dbg !2290
  %98 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2290
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %97, i8* align 8 %98, i64 8, i1 false), !dbg !2290
  %99 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %22, i32 0, i32 0, !dbg !2291
  %100 = load double*, double** %99, align 8, !dbg !2291
  %101 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %23, i32 0, i32 0, !dbg !2291
  %102 = load double*, double** %101, align 8, !dbg !2291
  %103 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %9, double* %100, double* %102), !dbg !2291
  br i1 %103, label %104, label %113, !dbg !2292

104:                                              ; preds = %94
  %105 = bitcast %"class.__gnu_cxx::__normal_iterator"* %24 to i8*, !dbg !2293
  %106 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2293
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %105, i8* align 8 %106, i64 8, i1 false), !dbg !2293
  %107 = bitcast %"class.__gnu_cxx::__normal_iterator"* %25 to i8*, !dbg !2294
  %108 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2294
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %107, i8* align 8 %108, i64 8, i1 false), !dbg !2294
  %109 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %24, i32 0, i32 0, !dbg !2295
  %110 = load double*, double** %109, align 8, !dbg !2295
  %111 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %25, i32 0, i32 0, !dbg !2295
  %112 = load double*, double** %111, align 8, !dbg !2295
  call void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %110, double* %112), !dbg !2295
  br label %142, !dbg !2295

113:                                              ; preds = %94
  %114 = bitcast %"class.__gnu_cxx::__normal_iterator"* %26 to i8*, !dbg !2296
  %115 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2296
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %114, i8* align 8 %115, i64 8, i1 false), !dbg !2296
  %116 = bitcast %"class.__gnu_cxx::__normal_iterator"* %27 to i8*, !dbg !2298
  %117 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2298
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %116, i8* align 8 %117, i64 8, i1 false), !dbg !2298
  %118 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %26, i32 0, i32 0, !dbg !2299
  %119 = load double*, double** %118, align 8, !dbg !2299
  %120 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %27, i32 0, i32 0, !dbg !2299
  %121 = load double*, double** %120, align 8, !dbg !2299
  %122 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %9, double* %119, double* %121), !dbg !2299
  br i1 %122, label %123, label %132, !dbg !2300

123:                                              ; preds = %113
  %124 = bitcast %"class.__gnu_cxx::__normal_iterator"* %28 to i8*, !dbg !2301
  %125 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2301
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %124, i8* align 8 %125, i64 8, i1 false), !dbg !2301
  %126 = bitcast %"class.__gnu_cxx::__normal_iterator"* %29 to i8*, !dbg !2302
  %127 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2302
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %126, i8* align 8 %127, i64 8, i1 false), !dbg !2302
  %128 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %28, i32 0, i32 0, !dbg !2303
  %129 = load double*, double** %128, align 8, !dbg !2303
  %130 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %29, i32 0, i32 0, !dbg !2303
  %131 = load double*, double** %130, align 8, !dbg !2303
  call void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %129, double* %131), !dbg !2303
  br label %141, !dbg !2303

132:                                              ; preds = %113
  %133 = bitcast %"class.__gnu_cxx::__normal_iterator"* %30 to i8*, !dbg !2304
  %134 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2304
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %133, i8* align 8 %134, i64 8, i1 false), !dbg !2304
  %135 = bitcast %"class.__gnu_cxx::__normal_iterator"* %31 to i8*, !dbg !2305
  %136 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2305
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %135, i8* align 8 %136, i64 8, i1 false), !dbg !2305
  %137 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %30, i32 0, i32 0, !dbg !2306
  %138 = load double*, double** %137, align 8, !dbg !2306
  %139 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %31, i32 0, i32 0, !dbg !2306
  %140 = load double*, double** %139, align 8, !dbg !2306
  call void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %138, double* %140), !dbg !2306
  br label %141

141:                                              ; preds = %132, %123
  br label %142

142:                                              ; preds = %141, %104
  br label %143

143:                                              ; preds = %142, %93
  ret void, !dbg !2307
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #2 comdat align 2 !dbg !2308 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !2309, metadata !DIExpression()), !dbg !2310
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2311, metadata !DIExpression()), !dbg !2312
  %7 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  %8 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !2313
  %9 = load double*, double** %8, align 8, !dbg !2313
  %10 = load i64, i64* %5, align 8, !dbg !2314
  %11 = sub i64 0, %10, !dbg !2315
  %12 = getelementptr inbounds double, double* %9, i64 %11, !dbg !2315
  store double* %12, double** %6, align 8, !dbg !2313
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2316
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2317
  %14 = load double*, double** %13, align 8, !dbg !2317
  ret double* %14, !dbg !2317
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZSt21__unguarded_partitionIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_S9_T0_(double* %0, double* %1, double* %2) #2 comdat !dbg !2318 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %0, double** %15, align 8
  %16 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %1, double** %16, align 8
  %17 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0
  store double* %2, double** %17, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2321, metadata !DIExpression()), !dbg !2322
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2323, metadata !DIExpression()), !dbg !2324
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %7, metadata !2325, metadata !DIExpression()), !dbg !2326
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %8, metadata !2327, metadata !DIExpression()), !dbg !2328
  br label %18, !dbg !2329

18:                                               ; preds = %3, %52
  br label %19, !dbg !2330

19:                                               ; preds = %29, %18
  %20 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !2332
  %21 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2332
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %20, i8* align 8 %21, i64 8, i1 false), !dbg !2332
  %22 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !2333
  %23 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2333
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %22, i8* align 8 %23, i64 8, i1 false), !dbg !2333
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !2334
  %25 = load double*, double** %24, align 8, !dbg !2334
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !2334
  %27 = load double*, double** %26, align 8, !dbg !2334
  %28 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %8, double* %25, double* %27), !dbg !2334
  br i1 %28, label %29, label %31, !dbg !2330

29:                                               ; preds = %19
  %30 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2335
  br label %19, !dbg !2330, !llvm.loop !2336

31:                                               ; preds = %19
  %32 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2338
  br label %33, !dbg !2339

33:                                               ; preds = %43, %31
  %34 = bitcast %"class.__gnu_cxx::__normal_iterator"* %11 to i8*, !dbg !2340
  %35 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2340
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %34, i8* align 8 %35, i64 8, i1 false), !dbg !2340
  %36 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !2341
  %37 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2341
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %36, i8* align 8 %37, i64 8, i1 false), !dbg !2341
  %38 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2342
  %39 = load double*, double** %38, align 8, !dbg !2342
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2342
  %41 = load double*, double** %40, align 8, !dbg !2342
  %42 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %8, double* %39, double* %41), !dbg !2342
  br i1 %42, label %43, label %45, !dbg !2339

43:                                               ; preds = %33
  %44 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2343
  br label %33, !dbg !2339, !llvm.loop !2344

45:                                               ; preds = %33
  %46 = call noundef zeroext i1 @_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2346
  br i1 %46, label %52, label %47, !dbg !2348

47:                                               ; preds = %45
  %48 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !2349
  %49 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2349
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %48, i8* align 8 %49, i64 8, i1 false), !dbg !2349
  %50 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0, !dbg !2350
  %51 = load double*, double** %50, align 8, !dbg !2350
  ret double* %51, !dbg !2350

52:                                               ; preds = %45
  %53 = bitcast %"class.__gnu_cxx::__normal_iterator"* %13 to i8*, !dbg !2351
  %54 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2351
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %53, i8* align 8 %54, i64 8, i1 false), !dbg !2351
  %55 = bitcast %"class.__gnu_cxx::__normal_iterator"* %14 to i8*, !dbg !2352
  %56 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2352
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %55, i8* align 8 %56, i64 8, i1 false), !dbg !2352
  %57 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !2353
  %58 = load double*, double** %57, align 8, !dbg !2353
  %59 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !2353
  %60 = load double*, double** %59, align 8, !dbg !2353
  call void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %58, double* %60), !dbg !2353
  %61 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2354
  br label %18, !dbg !2329, !llvm.loop !2355
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_(double* %0, double* %1) #2 comdat !dbg !2357 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0
  store double* %0, double** %5, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %3, metadata !2361, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2364, metadata !DIExpression()), !dbg !2365
  %7 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3) #12, !dbg !2366
  %8 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2367
  call void @_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(double* noundef nonnull align 8 dereferenceable(8) %7, double* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2368
  ret void, !dbg !2369
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(double* noundef nonnull align 8 dereferenceable(8) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #2 comdat !dbg !2370 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  %5 = alloca double, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !2377, metadata !DIExpression()), !dbg !2378
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2379, metadata !DIExpression()), !dbg !2380
  call void @llvm.dbg.declare(metadata double* %5, metadata !2381, metadata !DIExpression()), !dbg !2382
  %6 = load double*, double** %3, align 8, !dbg !2383
  %7 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2383
  %8 = load double, double* %7, align 8, !dbg !2383
  store double %8, double* %5, align 8, !dbg !2382
  %9 = load double*, double** %4, align 8, !dbg !2384
  %10 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !2384
  %11 = load double, double* %10, align 8, !dbg !2384
  %12 = load double*, double** %3, align 8, !dbg !2385
  store double %11, double* %12, align 8, !dbg !2386
  %13 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2387
  %14 = load double, double* %13, align 8, !dbg !2387
  %15 = load double*, double** %4, align 8, !dbg !2388
  store double %14, double* %15, align 8, !dbg !2389
  ret void, !dbg !2390
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %0, double* %1) #0 comdat !dbg !2391 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca double, align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"struct.__gnu_cxx::__ops::_Val_less_iter", align 1
  %16 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %17 = alloca %"struct.__gnu_cxx::__ops::_Val_less_iter", align 1
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0
  store double* %0, double** %18, align 8
  %19 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %19, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %3, metadata !2392, metadata !DIExpression()), !dbg !2393
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2394, metadata !DIExpression()), !dbg !2395
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %5, metadata !2396, metadata !DIExpression()), !dbg !2397
  %20 = call noundef zeroext i1 @_ZN9__gnu_cxxeqIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2398
  br i1 %20, label %21, label %22, !dbg !2400

21:                                               ; preds = %2
  br label %66, !dbg !2401

22:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2402, metadata !DIExpression()), !dbg !2404
  %23 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3, i64 noundef 1) #12, !dbg !2405
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !2405
  store double* %23, double** %24, align 8, !dbg !2405
  br label %25, !dbg !2406

25:                                               ; preds = %64, %22
  %26 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2407
  br i1 %26, label %27, label %66, !dbg !2409

27:                                               ; preds = %25
  %28 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2410
  %29 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2410
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %28, i8* align 8 %29, i64 8, i1 false), !dbg !2410
  %30 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2413
  %31 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !2413
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 8 %31, i64 8, i1 false), !dbg !2413
  %32 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !2414
  %33 = load double*, double** %32, align 8, !dbg !2414
  %34 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !2414
  %35 = load double*, double** %34, align 8, !dbg !2414
  %36 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_(%"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %5, double* %33, double* %35), !dbg !2414
  br i1 %36, label %37, label %58, !dbg !2415

37:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata double* %9, metadata !2416, metadata !DIExpression()), !dbg !2418
  %38 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2419
  %39 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %38) #12, !dbg !2419
  %40 = load double, double* %39, align 8, !dbg !2419
  store double %40, double* %9, align 8, !dbg !2418
  %41 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !2420
  %42 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !2420
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %41, i8* align 8 %42, i64 8, i1 false), !dbg !2420
  %43 = bitcast %"class.__gnu_cxx::__normal_iterator"* %11 to i8*, !dbg !2420
  %44 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2420
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %43, i8* align 8 %44, i64 8, i1 false), !dbg !2420
  %45 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, i64 noundef 1) #12, !dbg !2420
  %46 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2420
  store double* %45, double** %46, align 8, !dbg !2420
  %47 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !2420
  %48 = load double*, double** %47, align 8, !dbg !2420
  %49 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2420
  %50 = load double*, double** %49, align 8, !dbg !2420
  %51 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2420
  %52 = load double*, double** %51, align 8, !dbg !2420
  %53 = call double* @_ZSt13move_backwardIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET0_T_S8_S7_(double* %48, double* %50, double* %52), !dbg !2420
  %54 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %13, i32 0, i32 0, !dbg !2420
  store double* %53, double** %54, align 8, !dbg !2420
  %55 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !2421
  %56 = load double, double* %55, align 8, !dbg !2421
  %57 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %3) #12, !dbg !2422
  store double %56, double* %57, align 8, !dbg !2423
  br label %63, !dbg !2424

58:                                               ; preds = %27
  %59 = bitcast %"class.__gnu_cxx::__normal_iterator"* %14 to i8*, !dbg !2425
  %60 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2425
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %59, i8* align 8 %60, i64 8, i1 false), !dbg !2425
  call void @_ZN9__gnu_cxx5__ops15__val_comp_iterENS0_15_Iter_less_iterE(), !dbg !2426
  %61 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !2427
  %62 = load double*, double** %61, align 8, !dbg !2427
  call void @_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_(double* %62), !dbg !2427
  br label %63

63:                                               ; preds = %58, %37
  br label %64, !dbg !2428

64:                                               ; preds = %63
  %65 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2429
  br label %25, !dbg !2430, !llvm.loop !2431

66:                                               ; preds = %21, %25
  ret void, !dbg !2433
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt26__unguarded_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %0, double* %1) #0 comdat !dbg !2434 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"struct.__gnu_cxx::__ops::_Val_less_iter", align 1
  %9 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  %10 = alloca %"struct.__gnu_cxx::__ops::_Val_less_iter", align 1
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0
  store double* %0, double** %11, align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %12, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %3, metadata !2435, metadata !DIExpression()), !dbg !2436
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2437, metadata !DIExpression()), !dbg !2438
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %5, metadata !2439, metadata !DIExpression()), !dbg !2440
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2441, metadata !DIExpression()), !dbg !2443
  %13 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2444
  %14 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !2444
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 8, i1 false), !dbg !2444
  br label %15, !dbg !2445

15:                                               ; preds = %22, %2
  %16 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2446
  br i1 %16, label %17, label %24, !dbg !2448

17:                                               ; preds = %15
  %18 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2449
  %19 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2449
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %18, i8* align 8 %19, i64 8, i1 false), !dbg !2449
  call void @_ZN9__gnu_cxx5__ops15__val_comp_iterENS0_15_Iter_less_iterE(), !dbg !2450
  %20 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0, !dbg !2451
  %21 = load double*, double** %20, align 8, !dbg !2451
  call void @_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_(double* %21), !dbg !2451
  br label %22, !dbg !2451

22:                                               ; preds = %17
  %23 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2452
  br label %15, !dbg !2453, !llvm.loop !2454

24:                                               ; preds = %15
  ret void, !dbg !2456
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxeqIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #2 comdat !dbg !2457 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !2458, metadata !DIExpression()), !dbg !2459
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !2460, metadata !DIExpression()), !dbg !2461
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !2462
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2463
  %7 = load double*, double** %6, align 8, !dbg !2463
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !2464
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2465
  %10 = load double*, double** %9, align 8, !dbg !2465
  %11 = icmp eq double* %7, %10, !dbg !2466
  ret i1 %11, !dbg !2467
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local double* @_ZSt13move_backwardIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET0_T_S8_S7_(double* %0, double* %1, double* %2) #0 comdat !dbg !2468 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %0, double** %13, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %1, double** %14, align 8
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0
  store double* %2, double** %15, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2474, metadata !DIExpression()), !dbg !2475
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2476, metadata !DIExpression()), !dbg !2477
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %7, metadata !2478, metadata !DIExpression()), !dbg !2479
  %16 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !2480
  %17 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2480
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 8, i1 false), !dbg !2480
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !2481
  %19 = load double*, double** %18, align 8, !dbg !2481
  %20 = call double* @_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEET_S7_(double* %19), !dbg !2481
  %21 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !2481
  store double* %20, double** %21, align 8, !dbg !2481
  %22 = bitcast %"class.__gnu_cxx::__normal_iterator"* %11 to i8*, !dbg !2482
  %23 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2482
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %22, i8* align 8 %23, i64 8, i1 false), !dbg !2482
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2483
  %25 = load double*, double** %24, align 8, !dbg !2483
  %26 = call double* @_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEET_S7_(double* %25), !dbg !2483
  %27 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !2483
  store double* %26, double** %27, align 8, !dbg !2483
  %28 = bitcast %"class.__gnu_cxx::__normal_iterator"* %12 to i8*, !dbg !2484
  %29 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2484
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %28, i8* align 8 %29, i64 8, i1 false), !dbg !2484
  %30 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !2485
  %31 = load double*, double** %30, align 8, !dbg !2485
  %32 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !2485
  %33 = load double*, double** %32, align 8, !dbg !2485
  %34 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %12, i32 0, i32 0, !dbg !2485
  %35 = load double*, double** %34, align 8, !dbg !2485
  %36 = call double* @_ZSt22__copy_move_backward_aILb1EN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET1_T0_S8_S7_(double* %31, double* %33, double* %35), !dbg !2485
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0, !dbg !2485
  store double* %36, double** %37, align 8, !dbg !2485
  %38 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0, !dbg !2486
  %39 = load double*, double** %38, align 8, !dbg !2486
  ret double* %39, !dbg !2486
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_(double* %0) #0 comdat !dbg !2487 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"struct.__gnu_cxx::__ops::_Val_less_iter", align 1
  %4 = alloca double, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0
  store double* %0, double** %7, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %2, metadata !2492, metadata !DIExpression()), !dbg !2493
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* %3, metadata !2494, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.declare(metadata double* %4, metadata !2496, metadata !DIExpression()), !dbg !2497
  %8 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2) #12, !dbg !2498
  %9 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2498
  %10 = load double, double* %9, align 8, !dbg !2498
  store double %10, double* %4, align 8, !dbg !2497
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2499, metadata !DIExpression()), !dbg !2500
  %11 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2501
  %12 = bitcast %"class.__gnu_cxx::__normal_iterator"* %2 to i8*, !dbg !2501
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 8, i1 false), !dbg !2501
  %13 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2502
  br label %14, !dbg !2503

14:                                               ; preds = %20, %1
  %15 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2504
  %16 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2504
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 %16, i64 8, i1 false), !dbg !2504
  %17 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !2505
  %18 = load double*, double** %17, align 8, !dbg !2505
  %19 = call noundef zeroext i1 @_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_(%"struct.__gnu_cxx::__ops::_Val_less_iter"* noundef nonnull align 1 dereferenceable(1) %3, double* noundef nonnull align 8 dereferenceable(8) %4, double* %18), !dbg !2505
  br i1 %19, label %20, label %28, !dbg !2503

20:                                               ; preds = %14
  %21 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2506
  %22 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %21) #12, !dbg !2506
  %23 = load double, double* %22, align 8, !dbg !2506
  %24 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2) #12, !dbg !2508
  store double %23, double* %24, align 8, !dbg !2509
  %25 = bitcast %"class.__gnu_cxx::__normal_iterator"* %2 to i8*, !dbg !2510
  %26 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2510
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %25, i8* align 8 %26, i64 8, i1 false), !dbg !2510
  %27 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2511
  br label %14, !dbg !2503, !llvm.loop !2512

28:                                               ; preds = %14
  %29 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2514
  %30 = load double, double* %29, align 8, !dbg !2514
  %31 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2) #12, !dbg !2515
  store double %30, double* %31, align 8, !dbg !2516
  ret void, !dbg !2517
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx5__ops15__val_comp_iterENS0_15_Iter_less_iterE() #2 comdat !dbg !2518 {
  %1 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %1, metadata !2521, metadata !DIExpression()), !dbg !2522
  ret void, !dbg !2523
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local double* @_ZSt22__copy_move_backward_aILb1EN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET1_T0_S8_S7_(double* %0, double* %1, double* %2) #0 comdat !dbg !2524 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %9 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0
  store double* %0, double** %12, align 8
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0
  store double* %1, double** %13, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %7, i32 0, i32 0
  store double* %2, double** %14, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !2529, metadata !DIExpression()), !dbg !2530
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !2531, metadata !DIExpression()), !dbg !2532
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %7, metadata !2533, metadata !DIExpression()), !dbg !2534
  %15 = bitcast %"class.__gnu_cxx::__normal_iterator"* %8 to i8*, !dbg !2535
  %16 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2535
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 %16, i64 8, i1 false), !dbg !2535
  %17 = bitcast %"class.__gnu_cxx::__normal_iterator"* %9 to i8*, !dbg !2536
  %18 = bitcast %"class.__gnu_cxx::__normal_iterator"* %5 to i8*, !dbg !2536
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 8, i1 false), !dbg !2536
  %19 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %9, i32 0, i32 0, !dbg !2537
  %20 = load double*, double** %19, align 8, !dbg !2537
  %21 = call noundef double* @_ZSt12__niter_baseIPdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS4_T0_EE(double* %20) #12, !dbg !2537
  %22 = bitcast %"class.__gnu_cxx::__normal_iterator"* %10 to i8*, !dbg !2538
  %23 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2538
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %22, i8* align 8 %23, i64 8, i1 false), !dbg !2538
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %10, i32 0, i32 0, !dbg !2539
  %25 = load double*, double** %24, align 8, !dbg !2539
  %26 = call noundef double* @_ZSt12__niter_baseIPdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS4_T0_EE(double* %25) #12, !dbg !2539
  %27 = bitcast %"class.__gnu_cxx::__normal_iterator"* %11 to i8*, !dbg !2540
  %28 = bitcast %"class.__gnu_cxx::__normal_iterator"* %7 to i8*, !dbg !2540
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %27, i8* align 8 %28, i64 8, i1 false), !dbg !2540
  %29 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2541
  %30 = load double*, double** %29, align 8, !dbg !2541
  %31 = call noundef double* @_ZSt12__niter_baseIPdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS4_T0_EE(double* %30) #12, !dbg !2541
  %32 = call noundef double* @_ZSt23__copy_move_backward_a1ILb1EPdS0_ET1_T0_S2_S1_(double* noundef %21, double* noundef %26, double* noundef %31), !dbg !2542
  %33 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %8, i32 0, i32 0, !dbg !2543
  %34 = load double*, double** %33, align 8, !dbg !2543
  %35 = call double* @_ZSt12__niter_wrapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES2_ET_S7_T0_(double* %34, double* noundef %32), !dbg !2543
  %36 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0, !dbg !2543
  store double* %35, double** %36, align 8, !dbg !2543
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0, !dbg !2544
  %38 = load double*, double** %37, align 8, !dbg !2544
  ret double* %38, !dbg !2544
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEET_S7_(double* %0) #2 comdat !dbg !2545 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %3, metadata !2550, metadata !DIExpression()), !dbg !2551
  %5 = bitcast %"class.__gnu_cxx::__normal_iterator"* %2 to i8*, !dbg !2552
  %6 = bitcast %"class.__gnu_cxx::__normal_iterator"* %3 to i8*, !dbg !2552
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 %6, i64 8, i1 false), !dbg !2552
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !2553
  %8 = load double*, double** %7, align 8, !dbg !2553
  ret double* %8, !dbg !2553
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZSt12__niter_wrapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES2_ET_S7_T0_(double* %0, double* noundef %1) #2 comdat !dbg !2554 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %0, double** %7, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2560, metadata !DIExpression()), !dbg !2561
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2562, metadata !DIExpression()), !dbg !2563
  %8 = load double*, double** %5, align 8, !dbg !2564
  %9 = bitcast %"class.__gnu_cxx::__normal_iterator"* %6 to i8*, !dbg !2565
  %10 = bitcast %"class.__gnu_cxx::__normal_iterator"* %4 to i8*, !dbg !2565
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %9, i8* align 8 %10, i64 8, i1 false), !dbg !2565
  %11 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !2566
  %12 = load double*, double** %11, align 8, !dbg !2566
  %13 = call noundef double* @_ZSt12__niter_baseIPdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS4_T0_EE(double* %12) #12, !dbg !2566
  %14 = ptrtoint double* %8 to i64, !dbg !2567
  %15 = ptrtoint double* %13 to i64, !dbg !2567
  %16 = sub i64 %14, %15, !dbg !2567
  %17 = sdiv exact i64 %16, 8, !dbg !2567
  %18 = call double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, i64 noundef %17) #12, !dbg !2568
  %19 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2568
  store double* %18, double** %19, align 8, !dbg !2568
  %20 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2569
  %21 = load double*, double** %20, align 8, !dbg !2569
  ret double* %21, !dbg !2569
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt23__copy_move_backward_a1ILb1EPdS0_ET1_T0_S2_S1_(double* noundef %0, double* noundef %1, double* noundef %2) #0 comdat !dbg !2570 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2576, metadata !DIExpression()), !dbg !2577
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2578, metadata !DIExpression()), !dbg !2579
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2580, metadata !DIExpression()), !dbg !2581
  %7 = load double*, double** %4, align 8, !dbg !2582
  %8 = load double*, double** %5, align 8, !dbg !2583
  %9 = load double*, double** %6, align 8, !dbg !2584
  %10 = call noundef double* @_ZSt23__copy_move_backward_a2ILb1EPdS0_ET1_T0_S2_S1_(double* noundef %7, double* noundef %8, double* noundef %9), !dbg !2585
  ret double* %10, !dbg !2586
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__niter_baseIPdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS4_T0_EE(double* %0) #2 comdat !dbg !2587 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %2, metadata !2590, metadata !DIExpression()), !dbg !2591
  %4 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2) #12, !dbg !2592
  %5 = load double*, double** %4, align 8, !dbg !2592
  ret double* %5, !dbg !2593
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt23__copy_move_backward_a2ILb1EPdS0_ET1_T0_S2_S1_(double* noundef %0, double* noundef %1, double* noundef %2) #0 comdat !dbg !2594 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2595, metadata !DIExpression()), !dbg !2596
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2597, metadata !DIExpression()), !dbg !2598
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2599, metadata !DIExpression()), !dbg !2600
  %7 = load double*, double** %4, align 8, !dbg !2601
  %8 = load double*, double** %5, align 8, !dbg !2602
  %9 = load double*, double** %6, align 8, !dbg !2603
  %10 = call noundef double* @_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_(double* noundef %7, double* noundef %8, double* noundef %9), !dbg !2604
  ret double* %10, !dbg !2605
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_(double* noundef %0, double* noundef %1, double* noundef %2) #2 comdat align 2 !dbg !2606 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2624, metadata !DIExpression()), !dbg !2625
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2626, metadata !DIExpression()), !dbg !2627
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2628, metadata !DIExpression()), !dbg !2629
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2630, metadata !DIExpression()), !dbg !2632
  %8 = load double*, double** %5, align 8, !dbg !2633
  %9 = load double*, double** %4, align 8, !dbg !2634
  %10 = ptrtoint double* %8 to i64, !dbg !2635
  %11 = ptrtoint double* %9 to i64, !dbg !2635
  %12 = sub i64 %10, %11, !dbg !2635
  %13 = sdiv exact i64 %12, 8, !dbg !2635
  store i64 %13, i64* %7, align 8, !dbg !2632
  %14 = load i64, i64* %7, align 8, !dbg !2636
  %15 = icmp ne i64 %14, 0, !dbg !2636
  br i1 %15, label %16, label %26, !dbg !2638

16:                                               ; preds = %3
  %17 = load double*, double** %6, align 8, !dbg !2639
  %18 = load i64, i64* %7, align 8, !dbg !2640
  %19 = sub i64 0, %18, !dbg !2641
  %20 = getelementptr inbounds double, double* %17, i64 %19, !dbg !2641
  %21 = bitcast double* %20 to i8*, !dbg !2642
  %22 = load double*, double** %4, align 8, !dbg !2643
  %23 = bitcast double* %22 to i8*, !dbg !2642
  %24 = load i64, i64* %7, align 8, !dbg !2644
  %25 = mul i64 8, %24, !dbg !2645
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %21, i8* align 8 %23, i64 %25, i1 false), !dbg !2642
  br label %26, !dbg !2642

26:                                               ; preds = %16, %3
  %27 = load double*, double** %6, align 8, !dbg !2646
  %28 = load i64, i64* %7, align 8, !dbg !2647
  %29 = sub i64 0, %28, !dbg !2648
  %30 = getelementptr inbounds double, double* %27, i64 %29, !dbg !2648
  ret double* %30, !dbg !2649
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_(%"struct.__gnu_cxx::__ops::_Val_less_iter"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef nonnull align 8 dereferenceable(8) %1, double* %2) #2 comdat align 2 !dbg !2650 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"struct.__gnu_cxx::__ops::_Val_less_iter"*, align 8
  %6 = alloca double*, align 8
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %2, double** %7, align 8
  store %"struct.__gnu_cxx::__ops::_Val_less_iter"* %0, %"struct.__gnu_cxx::__ops::_Val_less_iter"** %5, align 8
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"** %5, metadata !2657, metadata !DIExpression()), !dbg !2659
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2660, metadata !DIExpression()), !dbg !2661
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2662, metadata !DIExpression()), !dbg !2663
  %8 = load %"struct.__gnu_cxx::__ops::_Val_less_iter"*, %"struct.__gnu_cxx::__ops::_Val_less_iter"** %5, align 8
  %9 = load double*, double** %6, align 8, !dbg !2664
  %10 = load double, double* %9, align 8, !dbg !2664
  %11 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2665
  %12 = load double, double* %11, align 8, !dbg !2665
  %13 = fcmp olt double %10, %12, !dbg !2666
  ret i1 %13, !dbg !2667
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #0 comdat !dbg !2668 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2672, metadata !DIExpression()), !dbg !2673
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2674, metadata !DIExpression()), !dbg !2675
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2676, metadata !DIExpression()), !dbg !2677
  %7 = load double*, double** %4, align 8, !dbg !2678
  %8 = load double*, double** %5, align 8, !dbg !2679
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !2680
  ret void, !dbg !2681
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2682 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2683, metadata !DIExpression()), !dbg !2684
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2685
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2685
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2687
  %9 = load double*, double** %8, align 8, !dbg !2687
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2688
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2688
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !2689
  %13 = load double*, double** %12, align 8, !dbg !2689
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2690
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2690
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !2691
  %17 = load double*, double** %16, align 8, !dbg !2691
  %18 = ptrtoint double* %13 to i64, !dbg !2692
  %19 = ptrtoint double* %17 to i64, !dbg !2692
  %20 = sub i64 %18, %19, !dbg !2692
  %21 = sdiv exact i64 %20, 8, !dbg !2692
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !2693

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2694
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #12, !dbg !2694
  ret void, !dbg !2695

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2694
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !2694
  store i8* %26, i8** %3, align 8, !dbg !2694
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !2694
  store i32 %27, i32* %4, align 4, !dbg !2694
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2694
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #12, !dbg !2694
  br label %29, !dbg !2694

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !2694
  call void @__clang_call_terminate(i8* %30) #14, !dbg !2694
  unreachable, !dbg !2694
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #0 comdat !dbg !2696 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !2701, metadata !DIExpression()), !dbg !2702
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2703, metadata !DIExpression()), !dbg !2704
  %5 = load double*, double** %3, align 8, !dbg !2705
  %6 = load double*, double** %4, align 8, !dbg !2706
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !2707
  ret void, !dbg !2708
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #2 comdat align 2 !dbg !2709 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !2713, metadata !DIExpression()), !dbg !2714
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2715, metadata !DIExpression()), !dbg !2716
  ret void, !dbg !2717
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !2718 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !2720, metadata !DIExpression()), !dbg !2721
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !2722
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2722
  ret void, !dbg !2724
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !2725 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2726, metadata !DIExpression()), !dbg !2727
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !2728
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2728
  ret void, !dbg !2730
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !2731 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2732, metadata !DIExpression()), !dbg !2733
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2734
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 !dbg !2735 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca double*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2743, metadata !DIExpression()), !dbg !2744
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !2745, metadata !DIExpression()), !dbg !2746
  %6 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %7 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2747
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !2747
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2749
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 1, !dbg !2750
  %11 = load double*, double** %10, align 8, !dbg !2750
  %12 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2751
  %13 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %12, i32 0, i32 0, !dbg !2751
  %14 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %13 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2752
  %15 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %14, i32 0, i32 2, !dbg !2753
  %16 = load double*, double** %15, align 8, !dbg !2753
  %17 = icmp ne double* %11, %16, !dbg !2754
  br i1 %17, label %18, label %35, !dbg !2755

18:                                               ; preds = %2
  %19 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2756
  %20 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %19, i32 0, i32 0, !dbg !2756
  %21 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %20 to %"class.std::allocator"*, !dbg !2758
  %22 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2759
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !2759
  %24 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2760
  %25 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !2761
  %26 = load double*, double** %25, align 8, !dbg !2761
  %27 = load double*, double** %4, align 8, !dbg !2762
  %28 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %27) #12, !dbg !2763
  call void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %21, double* noundef %26, double* noundef nonnull align 8 dereferenceable(8) %28) #12, !dbg !2764
  %29 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2765
  %30 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %29, i32 0, i32 0, !dbg !2765
  %31 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %30 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2766
  %32 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %31, i32 0, i32 1, !dbg !2767
  %33 = load double*, double** %32, align 8, !dbg !2768
  %34 = getelementptr inbounds double, double* %33, i32 1, !dbg !2768
  store double* %34, double** %32, align 8, !dbg !2768
  br label %42, !dbg !2769

35:                                               ; preds = %2
  %36 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6) #12, !dbg !2770
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2770
  store double* %36, double** %37, align 8, !dbg !2770
  %38 = load double*, double** %4, align 8, !dbg !2771
  %39 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %38) #12, !dbg !2772
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2773
  %41 = load double*, double** %40, align 8, !dbg !2773
  call void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6, double* %41, double* noundef nonnull align 8 dereferenceable(8) %39), !dbg !2773
  br label %42

42:                                               ; preds = %35, %18
  ret void, !dbg !2774
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #2 comdat align 2 !dbg !2775 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2780, metadata !DIExpression()), !dbg !2781
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2782, metadata !DIExpression()), !dbg !2783
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2784, metadata !DIExpression()), !dbg !2785
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2786
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2786
  %9 = load double*, double** %5, align 8, !dbg !2787
  %10 = load double*, double** %6, align 8, !dbg !2788
  %11 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %10) #12, !dbg !2789
  call void @_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, double* noundef nonnull align 8 dereferenceable(8) %11) #12, !dbg !2790
  ret void, !dbg !2791
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %0) #2 comdat !dbg !2792 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !2798, metadata !DIExpression()), !dbg !2799
  %3 = load double*, double** %2, align 8, !dbg !2800
  ret double* %3, !dbg !2801
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* %1, double* noundef nonnull align 8 dereferenceable(8) %2) #0 comdat align 2 !dbg !2802 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca double*, align 8
  %13 = alloca double*, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store double* %1, double** %14, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !2806, metadata !DIExpression()), !dbg !2807
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2808, metadata !DIExpression()), !dbg !2809
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2810, metadata !DIExpression()), !dbg !2811
  %15 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2812, metadata !DIExpression()), !dbg !2813
  %16 = call noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 1, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)), !dbg !2814
  store i64 %16, i64* %7, align 8, !dbg !2813
  call void @llvm.dbg.declare(metadata double** %8, metadata !2815, metadata !DIExpression()), !dbg !2816
  %17 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2817
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %17, i32 0, i32 0, !dbg !2817
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2818
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !2819
  %21 = load double*, double** %20, align 8, !dbg !2819
  store double* %21, double** %8, align 8, !dbg !2816
  call void @llvm.dbg.declare(metadata double** %9, metadata !2820, metadata !DIExpression()), !dbg !2821
  %22 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2822
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !2822
  %24 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2823
  %25 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !2824
  %26 = load double*, double** %25, align 8, !dbg !2824
  store double* %26, double** %9, align 8, !dbg !2821
  call void @llvm.dbg.declare(metadata i64* %10, metadata !2825, metadata !DIExpression()), !dbg !2826
  %27 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15) #12, !dbg !2827
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2827
  store double* %27, double** %28, align 8, !dbg !2827
  %29 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %11) #12, !dbg !2828
  store i64 %29, i64* %10, align 8, !dbg !2826
  call void @llvm.dbg.declare(metadata double** %12, metadata !2829, metadata !DIExpression()), !dbg !2830
  %30 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2831
  %31 = load i64, i64* %7, align 8, !dbg !2832
  %32 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %30, i64 noundef %31), !dbg !2831
  store double* %32, double** %12, align 8, !dbg !2830
  call void @llvm.dbg.declare(metadata double** %13, metadata !2833, metadata !DIExpression()), !dbg !2834
  %33 = load double*, double** %12, align 8, !dbg !2835
  store double* %33, double** %13, align 8, !dbg !2834
  %34 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2836
  %35 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %34, i32 0, i32 0, !dbg !2836
  %36 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %35 to %"class.std::allocator"*, !dbg !2838
  %37 = load double*, double** %12, align 8, !dbg !2839
  %38 = load i64, i64* %10, align 8, !dbg !2840
  %39 = getelementptr inbounds double, double* %37, i64 %38, !dbg !2841
  %40 = load double*, double** %6, align 8, !dbg !2842
  %41 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %40) #12, !dbg !2843
  call void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %36, double* noundef %39, double* noundef nonnull align 8 dereferenceable(8) %41) #12, !dbg !2844
  store double* null, double** %13, align 8, !dbg !2845
  %42 = load double*, double** %8, align 8, !dbg !2846
  %43 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2849
  %44 = load double*, double** %43, align 8, !dbg !2849
  %45 = load double*, double** %12, align 8, !dbg !2850
  %46 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2851
  %47 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %46) #12, !dbg !2851
  %48 = call noundef double* @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(double* noundef %42, double* noundef %44, double* noundef %45, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %47) #12, !dbg !2852
  store double* %48, double** %13, align 8, !dbg !2853
  %49 = load double*, double** %13, align 8, !dbg !2854
  %50 = getelementptr inbounds double, double* %49, i32 1, !dbg !2854
  store double* %50, double** %13, align 8, !dbg !2854
  %51 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2855
  %52 = load double*, double** %51, align 8, !dbg !2855
  %53 = load double*, double** %9, align 8, !dbg !2856
  %54 = load double*, double** %13, align 8, !dbg !2857
  %55 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2858
  %56 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %55) #12, !dbg !2858
  %57 = call noundef double* @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(double* noundef %52, double* noundef %53, double* noundef %54, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %56) #12, !dbg !2859
  store double* %57, double** %13, align 8, !dbg !2860
  %58 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2861
  %59 = load double*, double** %8, align 8, !dbg !2862
  %60 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2863
  %61 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %60, i32 0, i32 0, !dbg !2863
  %62 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %61 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2864
  %63 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %62, i32 0, i32 2, !dbg !2865
  %64 = load double*, double** %63, align 8, !dbg !2865
  %65 = load double*, double** %8, align 8, !dbg !2866
  %66 = ptrtoint double* %64 to i64, !dbg !2867
  %67 = ptrtoint double* %65 to i64, !dbg !2867
  %68 = sub i64 %66, %67, !dbg !2867
  %69 = sdiv exact i64 %68, 8, !dbg !2867
  call void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %58, double* noundef %59, i64 noundef %69), !dbg !2861
  %70 = load double*, double** %12, align 8, !dbg !2868
  %71 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2869
  %72 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %71, i32 0, i32 0, !dbg !2869
  %73 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %72 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2870
  %74 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %73, i32 0, i32 0, !dbg !2871
  store double* %70, double** %74, align 8, !dbg !2872
  %75 = load double*, double** %13, align 8, !dbg !2873
  %76 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2874
  %77 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %76, i32 0, i32 0, !dbg !2874
  %78 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %77 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2875
  %79 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %78, i32 0, i32 1, !dbg !2876
  store double* %75, double** %79, align 8, !dbg !2877
  %80 = load double*, double** %12, align 8, !dbg !2878
  %81 = load i64, i64* %7, align 8, !dbg !2879
  %82 = getelementptr inbounds double, double* %80, i64 %81, !dbg !2880
  %83 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2881
  %84 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %83, i32 0, i32 0, !dbg !2881
  %85 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %84 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !2882
  %86 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %85, i32 0, i32 2, !dbg !2883
  store double* %82, double** %86, align 8, !dbg !2884
  ret void, !dbg !2885
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #2 comdat align 2 !dbg !2886 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2890, metadata !DIExpression()), !dbg !2891
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !2892, metadata !DIExpression()), !dbg !2893
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !2894, metadata !DIExpression()), !dbg !2895
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !2896
  %9 = bitcast double* %8 to i8*, !dbg !2896
  %10 = bitcast i8* %9 to double*, !dbg !2897
  %11 = load double*, double** %6, align 8, !dbg !2898
  %12 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %11) #12, !dbg !2899
  %13 = load double, double* %12, align 8, !dbg !2899
  store double %13, double* %10, align 8, !dbg !2897
  ret void, !dbg !2900
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i8* noundef %2) #0 comdat align 2 !dbg !2901 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !2902, metadata !DIExpression()), !dbg !2903
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2904, metadata !DIExpression()), !dbg !2905
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2906, metadata !DIExpression()), !dbg !2907
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2908
  %11 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2910
  %12 = sub i64 %10, %11, !dbg !2911
  %13 = load i64, i64* %5, align 8, !dbg !2912
  %14 = icmp ult i64 %12, %13, !dbg !2913
  br i1 %14, label %15, label %17, !dbg !2914

15:                                               ; preds = %3
  %16 = load i8*, i8** %6, align 8, !dbg !2915
  call void @_ZSt20__throw_length_errorPKc(i8* noundef %16) #15, !dbg !2916
  unreachable, !dbg !2916

17:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2917, metadata !DIExpression()), !dbg !2918
  %18 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2919
  %19 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2920
  store i64 %19, i64* %8, align 8, !dbg !2920
  %20 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %8, i64* noundef nonnull align 8 dereferenceable(8) %5), !dbg !2921
  %21 = load i64, i64* %20, align 8, !dbg !2921
  %22 = add i64 %18, %21, !dbg !2922
  store i64 %22, i64* %7, align 8, !dbg !2918
  %23 = load i64, i64* %7, align 8, !dbg !2923
  %24 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2924
  %25 = icmp ult i64 %23, %24, !dbg !2925
  br i1 %25, label %30, label %26, !dbg !2926

26:                                               ; preds = %17
  %27 = load i64, i64* %7, align 8, !dbg !2927
  %28 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2928
  %29 = icmp ugt i64 %27, %28, !dbg !2929
  br i1 %29, label %30, label %32, !dbg !2930

30:                                               ; preds = %26, %17
  %31 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2931
  br label %34, !dbg !2930

32:                                               ; preds = %26
  %33 = load i64, i64* %7, align 8, !dbg !2932
  br label %34, !dbg !2930

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %31, %30 ], [ %33, %32 ], !dbg !2930
  ret i64 %35, !dbg !2933
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #2 comdat !dbg !2934 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !2935, metadata !DIExpression()), !dbg !2936
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !2937, metadata !DIExpression()), !dbg !2938
  %6 = load i64*, i64** %4, align 8, !dbg !2939
  %7 = load i64, i64* %6, align 8, !dbg !2939
  %8 = load i64*, i64** %5, align 8, !dbg !2941
  %9 = load i64, i64* %8, align 8, !dbg !2941
  %10 = icmp ult i64 %7, %9, !dbg !2942
  br i1 %10, label %11, label %13, !dbg !2943

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !2944
  store i64* %12, i64** %3, align 8, !dbg !2945
  br label %15, !dbg !2945

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !2946
  store i64* %14, i64** %3, align 8, !dbg !2947
  br label %15, !dbg !2947

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !2948
  ret i64* %16, !dbg !2948
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { nounwind readonly willreturn }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!977, !978, !979, !980, !981, !982, !983}
!llvm.ident = !{!984}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, imports: !601, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_stats.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "821c484d2cca5d4f83b22239eab7e89f")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !5, file: !4, line: 1838, baseType: !6, size: 32, elements: !7)
!4 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algo.h", directory: ".", checksumkind: CSK_MD5, checksum: "1f80f17ff9e3b6ed9cc1dacee5649bef")
!5 = !DINamespace(name: "std", scope: null)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8}
!8 = !DIEnumerator(name: "_S_threshold", value: 16, isUnsigned: true)
!9 = !{!10, !13, !15, !17, !19, !360, !397, !361, !565, !582, !21, !24, !27, !47, !53, !146, !583, !592}
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !5, file: !11, line: 298, baseType: !12)
!11 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: ".", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!12 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !14, line: 458, baseType: !10)
!14 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: ".", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !20, file: !14, line: 506, baseType: !564)
!20 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !21, file: !14, line: 499, type: !286, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !285, retainedNodes: !143)
!21 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !5, file: !14, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !22, templateParams: !239, identifier: "_ZTSSt6vectorIdSaIdEE")
!22 = !{!23, !240, !259, !275, !276, !282, !285, !288, !292, !298, !301, !307, !312, !316, !326, !329, !332, !335, !340, !341, !345, !348, !351, !354, !357, !420, !426, !427, !428, !433, !438, !439, !440, !441, !442, !443, !444, !447, !448, !451, !452, !453, !454, !457, !458, !466, !473, !476, !477, !478, !481, !484, !485, !486, !489, !492, !495, !499, !500, !503, !506, !509, !512, !515, !518, !521, !522, !523, !524, !525, !528, !529, !532, !533, !534, !541, !544, !549, !552, !555, !558, !561}
!23 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !21, baseType: !24, flags: DIFlagProtected, extraData: i32 0)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !5, file: !14, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !25, templateParams: !239, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!25 = !{!26, !190, !195, !200, !204, !207, !212, !215, !218, !222, !225, !228, !231, !232, !235, !238}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !24, file: !14, line: 371, baseType: !27, size: 192)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !24, file: !14, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !28, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!28 = !{!29, !145, !170, !174, !179, !183, !187}
!29 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !27, baseType: !30, extraData: i32 0)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !24, file: !14, line: 88, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !33, file: !32, line: 120, baseType: !144)
!32 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: ".")
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !34, file: !32, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !92, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !35, file: !32, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !36, templateParams: !141, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!35 = !DINamespace(name: "__gnu_cxx", scope: null)
!36 = !{!37, !127, !130, !133, !137, !138, !139, !140}
!37 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !34, baseType: !38, extraData: i32 0)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !5, file: !39, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !40, templateParams: !125, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!39 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: ".", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!40 = !{!41, !109, !113, !116, !122}
!41 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !38, file: !39, line: 463, type: !42, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !45, !108}
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !38, file: !39, line: 420, baseType: !17)
!45 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !38, file: !39, line: 414, baseType: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !5, file: !48, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !49, templateParams: !92, identifier: "_ZTSSaIdE")
!48 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!49 = !{!50, !94, !98, !103, !107}
!50 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !47, baseType: !51, flags: DIFlagPublic, extraData: i32 0)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !5, file: !52, line: 47, baseType: !53)
!52 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!53 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !5, file: !54, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !55, templateParams: !92, identifier: "_ZTSSt15__new_allocatorIdE")
!54 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!55 = !{!56, !60, !65, !66, !73, !81, !85, !88, !91}
!56 = !DISubprogram(name: "__new_allocator", scope: !53, file: !54, line: 80, type: !57, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!60 = !DISubprogram(name: "__new_allocator", scope: !53, file: !54, line: 83, type: !61, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !59, !63}
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!65 = !DISubprogram(name: "~__new_allocator", scope: !53, file: !54, line: 90, type: !57, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!66 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !53, file: !54, line: 93, type: !67, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !70, !71}
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !53, file: !54, line: 63, baseType: !17)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !53, file: !54, line: 65, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!73 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !53, file: !54, line: 97, type: !74, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!74 = !DISubroutineType(types: !75)
!75 = !{!76, !70, !79}
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !53, file: !54, line: 64, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !53, file: !54, line: 66, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !78, size: 64)
!81 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !53, file: !54, line: 112, type: !82, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!82 = !DISubroutineType(types: !83)
!83 = !{!17, !59, !84, !15}
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !54, line: 60, baseType: !10)
!85 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !53, file: !54, line: 142, type: !86, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !59, !17, !84}
!88 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !53, file: !54, line: 167, type: !89, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{!84, !70}
!91 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !53, file: !54, line: 210, type: !89, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!92 = !{!93}
!93 = !DITemplateTypeParameter(name: "_Tp", type: !18)
!94 = !DISubprogram(name: "allocator", scope: !47, file: !48, line: 156, type: !95, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!98 = !DISubprogram(name: "allocator", scope: !47, file: !48, line: 159, type: !99, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !97, !101}
!101 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!103 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !47, file: !48, line: 164, type: !104, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!104 = !DISubroutineType(types: !105)
!105 = !{!106, !97, !101}
!106 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !47, size: 64)
!107 = !DISubprogram(name: "~allocator", scope: !47, file: !48, line: 174, type: !95, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !39, line: 435, baseType: !10)
!109 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !38, file: !39, line: 477, type: !110, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!110 = !DISubroutineType(types: !111)
!111 = !{!44, !45, !108, !112}
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !39, line: 429, baseType: !15)
!113 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !38, file: !39, line: 495, type: !114, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !45, !44, !108}
!116 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !38, file: !39, line: 547, type: !117, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !38, file: !39, line: 435, baseType: !10)
!120 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!122 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !38, file: !39, line: 562, type: !123, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!46, !120}
!125 = !{!126}
!126 = !DITemplateTypeParameter(name: "_Alloc", type: !47)
!127 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !34, file: !32, line: 97, type: !128, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!128 = !DISubroutineType(types: !129)
!129 = !{!47, !101}
!130 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !34, file: !32, line: 100, type: !131, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !106, !106}
!133 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !34, file: !32, line: 103, type: !134, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!134 = !DISubroutineType(types: !135)
!135 = !{!136}
!136 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!137 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !34, file: !32, line: 106, type: !134, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!138 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !34, file: !32, line: 109, type: !134, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!139 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !34, file: !32, line: 112, type: !134, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!140 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !34, file: !32, line: 115, type: !134, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!141 = !{!126, !142}
!142 = !DITemplateTypeParameter(type: !18)
!143 = !{}
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !38, file: !39, line: 450, baseType: !47)
!145 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !27, baseType: !146, extraData: i32 0)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !24, file: !14, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !147, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!147 = !{!148, !151, !152, !153, !157, !161, !166}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !146, file: !14, line: 94, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !24, file: !14, line: 90, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !34, file: !32, line: 57, baseType: !44)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !146, file: !14, line: 95, baseType: !149, size: 64, offset: 64)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !146, file: !14, line: 96, baseType: !149, size: 64, offset: 128)
!153 = !DISubprogram(name: "_Vector_impl_data", scope: !146, file: !14, line: 99, type: !154, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!157 = !DISubprogram(name: "_Vector_impl_data", scope: !146, file: !14, line: 105, type: !158, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !156, !160}
!160 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !146, size: 64)
!161 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !146, file: !14, line: 113, type: !162, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !156, !164}
!164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!166 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !146, file: !14, line: 122, type: !167, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !156, !169}
!169 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !146, size: 64)
!170 = !DISubprogram(name: "_Vector_impl", scope: !27, file: !14, line: 137, type: !171, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!174 = !DISubprogram(name: "_Vector_impl", scope: !27, file: !14, line: 143, type: !175, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !173, !177}
!177 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!179 = !DISubprogram(name: "_Vector_impl", scope: !27, file: !14, line: 151, type: !180, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !173, !182}
!182 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !27, size: 64)
!183 = !DISubprogram(name: "_Vector_impl", scope: !27, file: !14, line: 156, type: !184, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !173, !186}
!186 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !30, size: 64)
!187 = !DISubprogram(name: "_Vector_impl", scope: !27, file: !14, line: 161, type: !188, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !173, !186, !182}
!190 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !24, file: !14, line: 298, type: !191, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!191 = !DISubroutineType(types: !192)
!192 = !{!193, !194}
!193 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!195 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !24, file: !14, line: 303, type: !196, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!196 = !DISubroutineType(types: !197)
!197 = !{!177, !198}
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!200 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !24, file: !14, line: 308, type: !201, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!201 = !DISubroutineType(types: !202)
!202 = !{!203, !198}
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !24, file: !14, line: 294, baseType: !47)
!204 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 312, type: !205, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !194}
!207 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 318, type: !208, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !194, !210}
!210 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !203)
!212 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 324, type: !213, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !194, !10}
!215 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 330, type: !216, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !194, !10, !210}
!218 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 335, type: !219, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !194, !221}
!221 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !24, size: 64)
!222 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 340, type: !223, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !194, !186}
!225 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 344, type: !226, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !194, !221, !210}
!228 = !DISubprogram(name: "_Vector_base", scope: !24, file: !14, line: 358, type: !229, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !194, !210, !221}
!231 = !DISubprogram(name: "~_Vector_base", scope: !24, file: !14, line: 364, type: !205, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!232 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !24, file: !14, line: 375, type: !233, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!233 = !DISubroutineType(types: !234)
!234 = !{!149, !194, !10}
!235 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !24, file: !14, line: 383, type: !236, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !194, !149, !10}
!238 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !24, file: !14, line: 393, type: !213, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!239 = !{!93, !126}
!240 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !21, file: !14, line: 465, type: !241, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!241 = !DISubroutineType(types: !242)
!242 = !{!136, !243}
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !5, file: !244, line: 82, baseType: !245)
!244 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!245 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !5, file: !244, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !246, templateParams: !256, identifier: "_ZTSSt17integral_constantIbLb1EE")
!246 = !{!247, !249, !255}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !245, file: !244, line: 64, baseType: !248, flags: DIFlagStaticMember, extraData: i1 true)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!249 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !245, file: !244, line: 67, type: !250, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!250 = !DISubroutineType(types: !251)
!251 = !{!252, !253}
!252 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !245, file: !244, line: 65, baseType: !136)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !245)
!255 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !245, file: !244, line: 72, type: !250, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!256 = !{!257, !258}
!257 = !DITemplateTypeParameter(name: "_Tp", type: !136)
!258 = !DITemplateValueParameter(name: "__v", type: !136, value: i8 1)
!259 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !21, file: !14, line: 474, type: !260, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!260 = !DISubroutineType(types: !261)
!261 = !{!136, !262}
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !5, file: !244, line: 85, baseType: !263)
!263 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !5, file: !244, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !264, templateParams: !273, identifier: "_ZTSSt17integral_constantIbLb0EE")
!264 = !{!265, !266, !272}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !263, file: !244, line: 64, baseType: !248, flags: DIFlagStaticMember, extraData: i1 false)
!266 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !263, file: !244, line: 67, type: !267, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!267 = !DISubroutineType(types: !268)
!268 = !{!269, !270}
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !263, file: !244, line: 65, baseType: !136)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !263)
!272 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !263, file: !244, line: 72, type: !267, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!273 = !{!257, !274}
!274 = !DITemplateValueParameter(name: "__v", type: !136, value: i8 0)
!275 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !21, file: !14, line: 478, type: !134, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!276 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !21, file: !14, line: 487, type: !277, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!277 = !DISubroutineType(types: !278)
!278 = !{!279, !279, !279, !279, !280, !243}
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !21, file: !14, line: 449, baseType: !149)
!280 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !281, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !21, file: !14, line: 444, baseType: !30)
!282 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !21, file: !14, line: 494, type: !283, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!283 = !DISubroutineType(types: !284)
!284 = !{!279, !279, !279, !279, !280, !262}
!285 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !21, file: !14, line: 499, type: !286, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{!279, !279, !279, !279, !280}
!288 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 526, type: !289, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !291}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 537, type: !293, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !291, !295}
!295 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !297)
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !21, file: !14, line: 460, baseType: !47)
!298 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 551, type: !299, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!299 = !DISubroutineType(types: !300)
!300 = !{null, !291, !13, !295}
!301 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 564, type: !302, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !291, !13, !304, !295}
!304 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !21, file: !14, line: 448, baseType: !18)
!307 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 596, type: !308, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !291, !310}
!310 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!312 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 615, type: !313, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !291, !315}
!315 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !21, size: 64)
!316 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 619, type: !317, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !291, !310, !319}
!319 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !320, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !5, file: !244, line: 128, baseType: !322)
!322 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !323, file: !244, line: 125, baseType: !47)
!323 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !5, file: !244, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !324, identifier: "_ZTSSt15__type_identityISaIdEE")
!324 = !{!325}
!325 = !DITemplateTypeParameter(name: "_Type", type: !47)
!326 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 630, type: !327, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !291, !315, !295, !243}
!329 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 635, type: !330, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !291, !315, !295, !262}
!332 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 654, type: !333, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!333 = !DISubroutineType(types: !334)
!334 = !{null, !291, !315, !319}
!335 = !DISubprogram(name: "vector", scope: !21, file: !14, line: 673, type: !336, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !291, !338, !295}
!338 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !5, file: !339, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!339 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!340 = !DISubprogram(name: "~vector", scope: !21, file: !14, line: 728, type: !289, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!341 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !21, file: !14, line: 746, type: !342, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!342 = !DISubroutineType(types: !343)
!343 = !{!344, !291, !310}
!344 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!345 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !21, file: !14, line: 761, type: !346, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!346 = !DISubroutineType(types: !347)
!347 = !{!344, !291, !315}
!348 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !21, file: !14, line: 783, type: !349, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!349 = !DISubroutineType(types: !350)
!350 = !{!344, !291, !338}
!351 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !21, file: !14, line: 803, type: !352, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!352 = !DISubroutineType(types: !353)
!353 = !{null, !291, !13, !304}
!354 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !21, file: !14, line: 850, type: !355, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!355 = !DISubroutineType(types: !356)
!356 = !{null, !291, !338}
!357 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !21, file: !14, line: 868, type: !358, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!358 = !DISubroutineType(types: !359)
!359 = !{!360, !291}
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !21, file: !14, line: 453, baseType: !361)
!361 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !35, file: !362, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !363, templateParams: !418, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!362 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!363 = !{!364, !365, !369, !374, !385, !390, !394, !398, !399, !400, !407, !410, !413, !414, !415}
!364 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !361, file: !362, line: 1046, baseType: !17, size: 64, flags: DIFlagProtected)
!365 = !DISubprogram(name: "__normal_iterator", scope: !361, file: !362, line: 1068, type: !366, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!366 = !DISubroutineType(types: !367)
!367 = !{null, !368}
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!369 = !DISubprogram(name: "__normal_iterator", scope: !361, file: !362, line: 1072, type: !370, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!370 = !DISubroutineType(types: !371)
!371 = !{null, !368, !372}
!372 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !373, size: 64)
!373 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!374 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !361, file: !362, line: 1095, type: !375, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!375 = !DISubroutineType(types: !376)
!376 = !{!377, !383}
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !361, file: !362, line: 1061, baseType: !378)
!378 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !380, file: !379, line: 216, baseType: !72)
!379 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: ".")
!380 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !5, file: !379, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !381, identifier: "_ZTSSt15iterator_traitsIPdE")
!381 = !{!382}
!382 = !DITemplateTypeParameter(name: "_Iterator", type: !17)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !361)
!385 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !361, file: !362, line: 1100, type: !386, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !383}
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !361, file: !362, line: 1062, baseType: !389)
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !380, file: !379, line: 215, baseType: !17)
!390 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !361, file: !362, line: 1105, type: !391, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!391 = !DISubroutineType(types: !392)
!392 = !{!393, !368}
!393 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !361, size: 64)
!394 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEi", scope: !361, file: !362, line: 1113, type: !395, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!395 = !DISubroutineType(types: !396)
!396 = !{!361, !368, !397}
!397 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!398 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !361, file: !362, line: 1119, type: !391, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!399 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEi", scope: !361, file: !362, line: 1127, type: !395, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!400 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEixEl", scope: !361, file: !362, line: 1133, type: !401, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!401 = !DISubroutineType(types: !402)
!402 = !{!377, !383, !403}
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !361, file: !362, line: 1060, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !380, file: !379, line: 214, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !5, file: !11, line: 299, baseType: !406)
!406 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!407 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEpLEl", scope: !361, file: !362, line: 1138, type: !408, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!408 = !DISubroutineType(types: !409)
!409 = !{!393, !368, !403}
!410 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !361, file: !362, line: 1143, type: !411, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!411 = !DISubroutineType(types: !412)
!412 = !{!361, !383, !403}
!413 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmIEl", scope: !361, file: !362, line: 1148, type: !408, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !361, file: !362, line: 1153, type: !411, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!415 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !361, file: !362, line: 1158, type: !416, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!416 = !DISubroutineType(types: !417)
!417 = !{!372, !383}
!418 = !{!382, !419}
!419 = !DITemplateTypeParameter(name: "_Container", type: !21)
!420 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !21, file: !14, line: 878, type: !421, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!421 = !DISubroutineType(types: !422)
!422 = !{!423, !425}
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !21, file: !14, line: 455, baseType: !424)
!424 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !35, file: !362, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!426 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !21, file: !14, line: 888, type: !358, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !21, file: !14, line: 898, type: !421, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!428 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !21, file: !14, line: 908, type: !429, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!429 = !DISubroutineType(types: !430)
!430 = !{!431, !291}
!431 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !21, file: !14, line: 457, baseType: !432)
!432 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !5, file: !362, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!433 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !21, file: !14, line: 918, type: !434, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!434 = !DISubroutineType(types: !435)
!435 = !{!436, !425}
!436 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !21, file: !14, line: 456, baseType: !437)
!437 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !5, file: !362, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!438 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !21, file: !14, line: 928, type: !429, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!439 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !21, file: !14, line: 938, type: !434, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!440 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !21, file: !14, line: 949, type: !421, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!441 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !21, file: !14, line: 959, type: !421, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!442 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !21, file: !14, line: 969, type: !434, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!443 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !21, file: !14, line: 979, type: !434, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!444 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !21, file: !14, line: 987, type: !445, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!445 = !DISubroutineType(types: !446)
!446 = !{!13, !425}
!447 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !21, file: !14, line: 993, type: !445, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!448 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !21, file: !14, line: 1008, type: !449, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !291, !13}
!451 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !21, file: !14, line: 1029, type: !352, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!452 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !21, file: !14, line: 1063, type: !289, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!453 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !21, file: !14, line: 1073, type: !445, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!454 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !21, file: !14, line: 1083, type: !455, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!455 = !DISubroutineType(types: !456)
!456 = !{!136, !425}
!457 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !21, file: !14, line: 1105, type: !449, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!458 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !21, file: !14, line: 1121, type: !459, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!459 = !DISubroutineType(types: !460)
!460 = !{!461, !291, !13}
!461 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !21, file: !14, line: 451, baseType: !462)
!462 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !34, file: !32, line: 62, baseType: !463)
!463 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !464, size: 64)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !34, file: !32, line: 56, baseType: !465)
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !38, file: !39, line: 417, baseType: !18)
!466 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !21, file: !14, line: 1140, type: !467, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!467 = !DISubroutineType(types: !468)
!468 = !{!469, !425, !13}
!469 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !21, file: !14, line: 452, baseType: !470)
!470 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !34, file: !32, line: 63, baseType: !471)
!471 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !472, size: 64)
!472 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !464)
!473 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !21, file: !14, line: 1150, type: !474, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!474 = !DISubroutineType(types: !475)
!475 = !{null, !425, !13}
!476 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !21, file: !14, line: 1173, type: !459, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!477 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !21, file: !14, line: 1192, type: !467, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!478 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !21, file: !14, line: 1204, type: !479, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!479 = !DISubroutineType(types: !480)
!480 = !{!461, !291}
!481 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !21, file: !14, line: 1216, type: !482, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!482 = !DISubroutineType(types: !483)
!483 = !{!469, !425}
!484 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !21, file: !14, line: 1228, type: !479, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!485 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !21, file: !14, line: 1240, type: !482, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!486 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !21, file: !14, line: 1255, type: !487, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!487 = !DISubroutineType(types: !488)
!488 = !{!17, !291}
!489 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !21, file: !14, line: 1260, type: !490, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!490 = !DISubroutineType(types: !491)
!491 = !{!77, !425}
!492 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !21, file: !14, line: 1276, type: !493, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !291, !304}
!495 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !21, file: !14, line: 1293, type: !496, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !291, !498}
!498 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !306, size: 64)
!499 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !21, file: !14, line: 1317, type: !289, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!500 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !21, file: !14, line: 1357, type: !501, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!501 = !DISubroutineType(types: !502)
!502 = !{!360, !291, !423, !304}
!503 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !21, file: !14, line: 1388, type: !504, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!504 = !DISubroutineType(types: !505)
!505 = !{!360, !291, !423, !498}
!506 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !21, file: !14, line: 1406, type: !507, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!507 = !DISubroutineType(types: !508)
!508 = !{!360, !291, !423, !338}
!509 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !21, file: !14, line: 1432, type: !510, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!510 = !DISubroutineType(types: !511)
!511 = !{!360, !291, !423, !13, !304}
!512 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !21, file: !14, line: 1529, type: !513, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!513 = !DISubroutineType(types: !514)
!514 = !{!360, !291, !423}
!515 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !21, file: !14, line: 1557, type: !516, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!516 = !DISubroutineType(types: !517)
!517 = !{!360, !291, !423, !423}
!518 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !21, file: !14, line: 1581, type: !519, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!519 = !DISubroutineType(types: !520)
!520 = !{null, !291, !344}
!521 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !21, file: !14, line: 1600, type: !289, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!522 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !21, file: !14, line: 1699, type: !352, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!523 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !21, file: !14, line: 1710, type: !449, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!524 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !21, file: !14, line: 1757, type: !352, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!525 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !21, file: !14, line: 1801, type: !526, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!526 = !DISubroutineType(types: !527)
!527 = !{null, !291, !360, !13, !304}
!528 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !21, file: !14, line: 1807, type: !449, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!529 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !21, file: !14, line: 1811, type: !530, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!530 = !DISubroutineType(types: !531)
!531 = !{!136, !291}
!532 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !21, file: !14, line: 1873, type: !504, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!533 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !21, file: !14, line: 1884, type: !504, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!534 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !21, file: !14, line: 1891, type: !535, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!535 = !DISubroutineType(types: !536)
!536 = !{!537, !425, !13, !538}
!537 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !21, file: !14, line: 458, baseType: !10)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64)
!539 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !540)
!540 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!541 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !21, file: !14, line: 1902, type: !542, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!542 = !DISubroutineType(types: !543)
!543 = !{!537, !13, !295}
!544 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !21, file: !14, line: 1911, type: !545, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!545 = !DISubroutineType(types: !546)
!546 = !{!537, !547}
!547 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !548, size: 64)
!548 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !281)
!549 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !21, file: !14, line: 1928, type: !550, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!550 = !DISubroutineType(types: !551)
!551 = !{null, !291, !279}
!552 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !21, file: !14, line: 1941, type: !553, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!553 = !DISubroutineType(types: !554)
!554 = !{!360, !291, !360}
!555 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !21, file: !14, line: 1945, type: !556, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!556 = !DISubroutineType(types: !557)
!557 = !{!360, !291, !360, !360}
!558 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !21, file: !14, line: 1954, type: !559, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!559 = !DISubroutineType(types: !560)
!560 = !{null, !291, !315, !243}
!561 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !21, file: !14, line: 1966, type: !562, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!562 = !DISubroutineType(types: !563)
!563 = !{null, !291, !315, !262}
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !5, file: !244, line: 90, baseType: !245)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "_DistanceType", scope: !567, file: !566, line: 260, baseType: !577)
!566 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_heap.h", directory: ".", checksumkind: CSK_MD5, checksum: "6af963f90d2b295e1816b415f43c6e38")
!567 = distinct !DISubprogram(name: "__pop_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_RT0_", scope: !5, file: !566, line: 254, type: !568, scopeLine: 256, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!568 = !DISubroutineType(types: !569)
!569 = !{null, !361, !361, !361, !570}
!570 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !571, size: 64)
!571 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Iter_less_iter", scope: !573, file: !572, line: 39, size: 8, flags: DIFlagTypePassByValue, elements: !143, identifier: "_ZTSN9__gnu_cxx5__ops15_Iter_less_iterE")
!572 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/predefined_ops.h", directory: ".", checksumkind: CSK_MD5, checksum: "a42f8fd86dfe94e0818cf65d60c0c495")
!573 = !DINamespace(name: "__ops", scope: !35)
!574 = !{!575, !576}
!575 = !DITemplateTypeParameter(name: "_RandomAccessIterator", type: !361)
!576 = !DITemplateTypeParameter(name: "_Compare", type: !571)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !578, file: !379, line: 170, baseType: !403)
!578 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__iterator_traits<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, void>", scope: !5, file: !379, line: 161, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !579, identifier: "_ZTSSt17__iterator_traitsIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEvE")
!579 = !{!580, !581}
!580 = !DITemplateTypeParameter(name: "_Iterator", type: !361)
!581 = !DITemplateTypeParameter(type: null)
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!583 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Iter_less_val", scope: !573, file: !572, line: 53, size: 8, flags: DIFlagTypePassByValue, elements: !584, identifier: "_ZTSN9__gnu_cxx5__ops14_Iter_less_valE")
!584 = !{!585, !589}
!585 = !DISubprogram(name: "_Iter_less_val", scope: !583, file: !572, line: 56, type: !586, scopeLine: 56, flags: DIFlagPrototyped, spFlags: 0)
!586 = !DISubroutineType(types: !587)
!587 = !{null, !588}
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !583, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!589 = !DISubprogram(name: "_Iter_less_val", scope: !583, file: !572, line: 63, type: !590, scopeLine: 63, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !588, !571}
!592 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Val_less_iter", scope: !573, file: !572, line: 82, size: 8, flags: DIFlagTypePassByValue, elements: !593, identifier: "_ZTSN9__gnu_cxx5__ops14_Val_less_iterE")
!593 = !{!594, !598}
!594 = !DISubprogram(name: "_Val_less_iter", scope: !592, file: !572, line: 85, type: !595, scopeLine: 85, flags: DIFlagPrototyped, spFlags: 0)
!595 = !DISubroutineType(types: !596)
!596 = !{null, !597}
!597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !592, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!598 = !DISubprogram(name: "_Val_less_iter", scope: !592, file: !572, line: 92, type: !599, scopeLine: 92, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!599 = !DISubroutineType(types: !600)
!600 = !{null, !597, !571}
!601 = !{!602, !606, !612, !616, !622, !626, !631, !633, !637, !641, !645, !655, !659, !663, !667, !671, !676, !680, !684, !688, !692, !700, !704, !708, !710, !714, !718, !722, !728, !732, !736, !738, !746, !750, !757, !759, !763, !767, !771, !775, !780, !785, !790, !791, !792, !793, !795, !796, !797, !798, !799, !800, !801, !807, !813, !818, !822, !824, !826, !828, !830, !837, !841, !845, !849, !853, !857, !862, !866, !868, !872, !878, !882, !887, !889, !891, !895, !899, !901, !903, !905, !907, !911, !913, !915, !919, !923, !927, !931, !935, !939, !941, !948, !952, !956, !960, !962, !964, !968, !972, !973, !974, !975, !976}
!602 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !603, entity: !604, file: !605, line: 58)
!603 = !DINamespace(name: "__gnu_debug", scope: null)
!604 = !DINamespace(name: "__debug", scope: !5)
!605 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !607, file: !611, line: 52)
!607 = !DISubprogram(name: "abs", scope: !608, file: !608, line: 861, type: !609, flags: DIFlagPrototyped, spFlags: 0)
!608 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!609 = !DISubroutineType(types: !610)
!610 = !{!397, !397}
!611 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !613, file: !615, line: 127)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !608, line: 63, baseType: !614)
!614 = !DICompositeType(tag: DW_TAG_structure_type, file: !608, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!615 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !617, file: !615, line: 128)
!617 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !608, line: 71, baseType: !618)
!618 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !608, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !619, identifier: "_ZTS6ldiv_t")
!619 = !{!620, !621}
!620 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !618, file: !608, line: 69, baseType: !406, size: 64)
!621 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !618, file: !608, line: 70, baseType: !406, size: 64, offset: 64)
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !623, file: !615, line: 130)
!623 = !DISubprogram(name: "abort", scope: !608, file: !608, line: 611, type: !624, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!624 = !DISubroutineType(types: !625)
!625 = !{null}
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !627, file: !615, line: 134)
!627 = !DISubprogram(name: "atexit", scope: !608, file: !608, line: 615, type: !628, flags: DIFlagPrototyped, spFlags: 0)
!628 = !DISubroutineType(types: !629)
!629 = !{!397, !630}
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !624, size: 64)
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !632, file: !615, line: 137)
!632 = !DISubprogram(name: "at_quick_exit", scope: !608, file: !608, line: 620, type: !628, flags: DIFlagPrototyped, spFlags: 0)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !634, file: !615, line: 140)
!634 = !DISubprogram(name: "atof", scope: !608, file: !608, line: 102, type: !635, flags: DIFlagPrototyped, spFlags: 0)
!635 = !DISubroutineType(types: !636)
!636 = !{!18, !538}
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !638, file: !615, line: 141)
!638 = !DISubprogram(name: "atoi", scope: !608, file: !608, line: 105, type: !639, flags: DIFlagPrototyped, spFlags: 0)
!639 = !DISubroutineType(types: !640)
!640 = !{!397, !538}
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !642, file: !615, line: 142)
!642 = !DISubprogram(name: "atol", scope: !608, file: !608, line: 108, type: !643, flags: DIFlagPrototyped, spFlags: 0)
!643 = !DISubroutineType(types: !644)
!644 = !{!406, !538}
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !646, file: !615, line: 143)
!646 = !DISubprogram(name: "bsearch", scope: !608, file: !608, line: 841, type: !647, flags: DIFlagPrototyped, spFlags: 0)
!647 = !DISubroutineType(types: !648)
!648 = !{!582, !15, !15, !649, !649, !651}
!649 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !650, line: 46, baseType: !12)
!650 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!651 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !608, line: 829, baseType: !652)
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !653, size: 64)
!653 = !DISubroutineType(types: !654)
!654 = !{!397, !15, !15}
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !656, file: !615, line: 144)
!656 = !DISubprogram(name: "calloc", scope: !608, file: !608, line: 556, type: !657, flags: DIFlagPrototyped, spFlags: 0)
!657 = !DISubroutineType(types: !658)
!658 = !{!582, !649, !649}
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !660, file: !615, line: 145)
!660 = !DISubprogram(name: "div", scope: !608, file: !608, line: 873, type: !661, flags: DIFlagPrototyped, spFlags: 0)
!661 = !DISubroutineType(types: !662)
!662 = !{!613, !397, !397}
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !664, file: !615, line: 146)
!664 = !DISubprogram(name: "exit", scope: !608, file: !608, line: 637, type: !665, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!665 = !DISubroutineType(types: !666)
!666 = !{null, !397}
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !668, file: !615, line: 147)
!668 = !DISubprogram(name: "free", scope: !608, file: !608, line: 568, type: !669, flags: DIFlagPrototyped, spFlags: 0)
!669 = !DISubroutineType(types: !670)
!670 = !{null, !582}
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !672, file: !615, line: 148)
!672 = !DISubprogram(name: "getenv", scope: !608, file: !608, line: 654, type: !673, flags: DIFlagPrototyped, spFlags: 0)
!673 = !DISubroutineType(types: !674)
!674 = !{!675, !538}
!675 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !540, size: 64)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !677, file: !615, line: 149)
!677 = !DISubprogram(name: "labs", scope: !608, file: !608, line: 862, type: !678, flags: DIFlagPrototyped, spFlags: 0)
!678 = !DISubroutineType(types: !679)
!679 = !{!406, !406}
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !681, file: !615, line: 150)
!681 = !DISubprogram(name: "ldiv", scope: !608, file: !608, line: 875, type: !682, flags: DIFlagPrototyped, spFlags: 0)
!682 = !DISubroutineType(types: !683)
!683 = !{!617, !406, !406}
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !685, file: !615, line: 151)
!685 = !DISubprogram(name: "malloc", scope: !608, file: !608, line: 553, type: !686, flags: DIFlagPrototyped, spFlags: 0)
!686 = !DISubroutineType(types: !687)
!687 = !{!582, !649}
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !689, file: !615, line: 153)
!689 = !DISubprogram(name: "mblen", scope: !608, file: !608, line: 943, type: !690, flags: DIFlagPrototyped, spFlags: 0)
!690 = !DISubroutineType(types: !691)
!691 = !{!397, !538, !649}
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !693, file: !615, line: 154)
!693 = !DISubprogram(name: "mbstowcs", scope: !608, file: !608, line: 954, type: !694, flags: DIFlagPrototyped, spFlags: 0)
!694 = !DISubroutineType(types: !695)
!695 = !{!649, !696, !699, !649}
!696 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !697)
!697 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !698, size: 64)
!698 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!699 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !538)
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !701, file: !615, line: 155)
!701 = !DISubprogram(name: "mbtowc", scope: !608, file: !608, line: 946, type: !702, flags: DIFlagPrototyped, spFlags: 0)
!702 = !DISubroutineType(types: !703)
!703 = !{!397, !696, !699, !649}
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !705, file: !615, line: 157)
!705 = !DISubprogram(name: "qsort", scope: !608, file: !608, line: 851, type: !706, flags: DIFlagPrototyped, spFlags: 0)
!706 = !DISubroutineType(types: !707)
!707 = !{null, !582, !649, !649, !651}
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !709, file: !615, line: 160)
!709 = !DISubprogram(name: "quick_exit", scope: !608, file: !608, line: 643, type: !665, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !711, file: !615, line: 163)
!711 = !DISubprogram(name: "rand", scope: !608, file: !608, line: 454, type: !712, flags: DIFlagPrototyped, spFlags: 0)
!712 = !DISubroutineType(types: !713)
!713 = !{!397}
!714 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !715, file: !615, line: 164)
!715 = !DISubprogram(name: "realloc", scope: !608, file: !608, line: 564, type: !716, flags: DIFlagPrototyped, spFlags: 0)
!716 = !DISubroutineType(types: !717)
!717 = !{!582, !582, !649}
!718 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !719, file: !615, line: 165)
!719 = !DISubprogram(name: "srand", scope: !608, file: !608, line: 456, type: !720, flags: DIFlagPrototyped, spFlags: 0)
!720 = !DISubroutineType(types: !721)
!721 = !{null, !6}
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !723, file: !615, line: 166)
!723 = !DISubprogram(name: "strtod", scope: !608, file: !608, line: 118, type: !724, flags: DIFlagPrototyped, spFlags: 0)
!724 = !DISubroutineType(types: !725)
!725 = !{!18, !699, !726}
!726 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !727)
!727 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !675, size: 64)
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !729, file: !615, line: 167)
!729 = !DISubprogram(name: "strtol", scope: !608, file: !608, line: 177, type: !730, flags: DIFlagPrototyped, spFlags: 0)
!730 = !DISubroutineType(types: !731)
!731 = !{!406, !699, !726, !397}
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !733, file: !615, line: 168)
!733 = !DISubprogram(name: "strtoul", scope: !608, file: !608, line: 181, type: !734, flags: DIFlagPrototyped, spFlags: 0)
!734 = !DISubroutineType(types: !735)
!735 = !{!12, !699, !726, !397}
!736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !737, file: !615, line: 169)
!737 = !DISubprogram(name: "system", scope: !608, file: !608, line: 804, type: !639, flags: DIFlagPrototyped, spFlags: 0)
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !739, file: !615, line: 171)
!739 = !DISubprogram(name: "wcstombs", scope: !608, file: !608, line: 958, type: !740, flags: DIFlagPrototyped, spFlags: 0)
!740 = !DISubroutineType(types: !741)
!741 = !{!649, !742, !743, !649}
!742 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !675)
!743 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !744)
!744 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !745, size: 64)
!745 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !698)
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !747, file: !615, line: 172)
!747 = !DISubprogram(name: "wctomb", scope: !608, file: !608, line: 950, type: !748, flags: DIFlagPrototyped, spFlags: 0)
!748 = !DISubroutineType(types: !749)
!749 = !{!397, !675, !698}
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !751, file: !615, line: 200)
!751 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !608, line: 81, baseType: !752)
!752 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !608, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !753, identifier: "_ZTS7lldiv_t")
!753 = !{!754, !756}
!754 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !752, file: !608, line: 79, baseType: !755, size: 64)
!755 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!756 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !752, file: !608, line: 80, baseType: !755, size: 64, offset: 64)
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !758, file: !615, line: 206)
!758 = !DISubprogram(name: "_Exit", scope: !608, file: !608, line: 649, type: !665, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !760, file: !615, line: 210)
!760 = !DISubprogram(name: "llabs", scope: !608, file: !608, line: 865, type: !761, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DISubroutineType(types: !762)
!762 = !{!755, !755}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !764, file: !615, line: 216)
!764 = !DISubprogram(name: "lldiv", scope: !608, file: !608, line: 879, type: !765, flags: DIFlagPrototyped, spFlags: 0)
!765 = !DISubroutineType(types: !766)
!766 = !{!751, !755, !755}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !768, file: !615, line: 227)
!768 = !DISubprogram(name: "atoll", scope: !608, file: !608, line: 113, type: !769, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{!755, !538}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !772, file: !615, line: 228)
!772 = !DISubprogram(name: "strtoll", scope: !608, file: !608, line: 201, type: !773, flags: DIFlagPrototyped, spFlags: 0)
!773 = !DISubroutineType(types: !774)
!774 = !{!755, !699, !726, !397}
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !776, file: !615, line: 229)
!776 = !DISubprogram(name: "strtoull", scope: !608, file: !608, line: 206, type: !777, flags: DIFlagPrototyped, spFlags: 0)
!777 = !DISubroutineType(types: !778)
!778 = !{!779, !699, !726, !397}
!779 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !781, file: !615, line: 231)
!781 = !DISubprogram(name: "strtof", scope: !608, file: !608, line: 124, type: !782, flags: DIFlagPrototyped, spFlags: 0)
!782 = !DISubroutineType(types: !783)
!783 = !{!784, !699, !726}
!784 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !786, file: !615, line: 232)
!786 = !DISubprogram(name: "strtold", scope: !608, file: !608, line: 127, type: !787, flags: DIFlagPrototyped, spFlags: 0)
!787 = !DISubroutineType(types: !788)
!788 = !{!789, !699, !726}
!789 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !751, file: !615, line: 240)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !758, file: !615, line: 242)
!792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !760, file: !615, line: 244)
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !794, file: !615, line: 245)
!794 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !35, file: !615, line: 213, type: !765, flags: DIFlagPrototyped, spFlags: 0)
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !764, file: !615, line: 246)
!796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !768, file: !615, line: 248)
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !781, file: !615, line: 249)
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !772, file: !615, line: 250)
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !776, file: !615, line: 251)
!800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !786, file: !615, line: 252)
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !802, file: !806, line: 98)
!802 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !803, line: 7, baseType: !804)
!803 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!804 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !805, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!805 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!806 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !808, file: !806, line: 99)
!808 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !809, line: 84, baseType: !810)
!809 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!810 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !811, line: 14, baseType: !812)
!811 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!812 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !811, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !814, file: !806, line: 101)
!814 = !DISubprogram(name: "clearerr", scope: !809, file: !809, line: 786, type: !815, flags: DIFlagPrototyped, spFlags: 0)
!815 = !DISubroutineType(types: !816)
!816 = !{null, !817}
!817 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !802, size: 64)
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !819, file: !806, line: 102)
!819 = !DISubprogram(name: "fclose", scope: !809, file: !809, line: 178, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!820 = !DISubroutineType(types: !821)
!821 = !{!397, !817}
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !823, file: !806, line: 103)
!823 = !DISubprogram(name: "feof", scope: !809, file: !809, line: 788, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !825, file: !806, line: 104)
!825 = !DISubprogram(name: "ferror", scope: !809, file: !809, line: 790, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !827, file: !806, line: 105)
!827 = !DISubprogram(name: "fflush", scope: !809, file: !809, line: 230, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !829, file: !806, line: 106)
!829 = !DISubprogram(name: "fgetc", scope: !809, file: !809, line: 513, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !831, file: !806, line: 107)
!831 = !DISubprogram(name: "fgetpos", scope: !809, file: !809, line: 760, type: !832, flags: DIFlagPrototyped, spFlags: 0)
!832 = !DISubroutineType(types: !833)
!833 = !{!397, !834, !835}
!834 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !817)
!835 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !836)
!836 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !808, size: 64)
!837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !838, file: !806, line: 108)
!838 = !DISubprogram(name: "fgets", scope: !809, file: !809, line: 592, type: !839, flags: DIFlagPrototyped, spFlags: 0)
!839 = !DISubroutineType(types: !840)
!840 = !{!675, !742, !397, !834}
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !842, file: !806, line: 109)
!842 = !DISubprogram(name: "fopen", scope: !809, file: !809, line: 258, type: !843, flags: DIFlagPrototyped, spFlags: 0)
!843 = !DISubroutineType(types: !844)
!844 = !{!817, !699, !699}
!845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !846, file: !806, line: 110)
!846 = !DISubprogram(name: "fprintf", scope: !809, file: !809, line: 350, type: !847, flags: DIFlagPrototyped, spFlags: 0)
!847 = !DISubroutineType(types: !848)
!848 = !{!397, !834, !699, null}
!849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !850, file: !806, line: 111)
!850 = !DISubprogram(name: "fputc", scope: !809, file: !809, line: 549, type: !851, flags: DIFlagPrototyped, spFlags: 0)
!851 = !DISubroutineType(types: !852)
!852 = !{!397, !397, !817}
!853 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !854, file: !806, line: 112)
!854 = !DISubprogram(name: "fputs", scope: !809, file: !809, line: 655, type: !855, flags: DIFlagPrototyped, spFlags: 0)
!855 = !DISubroutineType(types: !856)
!856 = !{!397, !699, !834}
!857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !858, file: !806, line: 113)
!858 = !DISubprogram(name: "fread", scope: !809, file: !809, line: 675, type: !859, flags: DIFlagPrototyped, spFlags: 0)
!859 = !DISubroutineType(types: !860)
!860 = !{!649, !861, !649, !649, !834}
!861 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !582)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !863, file: !806, line: 114)
!863 = !DISubprogram(name: "freopen", scope: !809, file: !809, line: 265, type: !864, flags: DIFlagPrototyped, spFlags: 0)
!864 = !DISubroutineType(types: !865)
!865 = !{!817, !699, !699, !834}
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !867, file: !806, line: 115)
!867 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !809, file: !809, line: 434, type: !847, flags: DIFlagPrototyped, spFlags: 0)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !869, file: !806, line: 116)
!869 = !DISubprogram(name: "fseek", scope: !809, file: !809, line: 713, type: !870, flags: DIFlagPrototyped, spFlags: 0)
!870 = !DISubroutineType(types: !871)
!871 = !{!397, !817, !406, !397}
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !873, file: !806, line: 117)
!873 = !DISubprogram(name: "fsetpos", scope: !809, file: !809, line: 765, type: !874, flags: DIFlagPrototyped, spFlags: 0)
!874 = !DISubroutineType(types: !875)
!875 = !{!397, !817, !876}
!876 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !877, size: 64)
!877 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !808)
!878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !879, file: !806, line: 118)
!879 = !DISubprogram(name: "ftell", scope: !809, file: !809, line: 718, type: !880, flags: DIFlagPrototyped, spFlags: 0)
!880 = !DISubroutineType(types: !881)
!881 = !{!406, !817}
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !883, file: !806, line: 119)
!883 = !DISubprogram(name: "fwrite", scope: !809, file: !809, line: 681, type: !884, flags: DIFlagPrototyped, spFlags: 0)
!884 = !DISubroutineType(types: !885)
!885 = !{!649, !886, !649, !649, !834}
!886 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !888, file: !806, line: 120)
!888 = !DISubprogram(name: "getc", scope: !809, file: !809, line: 514, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !890, file: !806, line: 121)
!890 = !DISubprogram(name: "getchar", scope: !809, file: !809, line: 520, type: !712, flags: DIFlagPrototyped, spFlags: 0)
!891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !892, file: !806, line: 126)
!892 = !DISubprogram(name: "perror", scope: !809, file: !809, line: 804, type: !893, flags: DIFlagPrototyped, spFlags: 0)
!893 = !DISubroutineType(types: !894)
!894 = !{null, !538}
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !896, file: !806, line: 127)
!896 = !DISubprogram(name: "printf", scope: !809, file: !809, line: 356, type: !897, flags: DIFlagPrototyped, spFlags: 0)
!897 = !DISubroutineType(types: !898)
!898 = !{!397, !699, null}
!899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !900, file: !806, line: 128)
!900 = !DISubprogram(name: "putc", scope: !809, file: !809, line: 550, type: !851, flags: DIFlagPrototyped, spFlags: 0)
!901 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !902, file: !806, line: 129)
!902 = !DISubprogram(name: "putchar", scope: !809, file: !809, line: 556, type: !609, flags: DIFlagPrototyped, spFlags: 0)
!903 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !904, file: !806, line: 130)
!904 = !DISubprogram(name: "puts", scope: !809, file: !809, line: 661, type: !639, flags: DIFlagPrototyped, spFlags: 0)
!905 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !906, file: !806, line: 131)
!906 = !DISubprogram(name: "remove", scope: !809, file: !809, line: 152, type: !639, flags: DIFlagPrototyped, spFlags: 0)
!907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !908, file: !806, line: 132)
!908 = !DISubprogram(name: "rename", scope: !809, file: !809, line: 154, type: !909, flags: DIFlagPrototyped, spFlags: 0)
!909 = !DISubroutineType(types: !910)
!910 = !{!397, !538, !538}
!911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !912, file: !806, line: 133)
!912 = !DISubprogram(name: "rewind", scope: !809, file: !809, line: 723, type: !815, flags: DIFlagPrototyped, spFlags: 0)
!913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !914, file: !806, line: 134)
!914 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !809, file: !809, line: 437, type: !897, flags: DIFlagPrototyped, spFlags: 0)
!915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !916, file: !806, line: 135)
!916 = !DISubprogram(name: "setbuf", scope: !809, file: !809, line: 328, type: !917, flags: DIFlagPrototyped, spFlags: 0)
!917 = !DISubroutineType(types: !918)
!918 = !{null, !834, !742}
!919 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !920, file: !806, line: 136)
!920 = !DISubprogram(name: "setvbuf", scope: !809, file: !809, line: 332, type: !921, flags: DIFlagPrototyped, spFlags: 0)
!921 = !DISubroutineType(types: !922)
!922 = !{!397, !834, !742, !397, !649}
!923 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !924, file: !806, line: 137)
!924 = !DISubprogram(name: "sprintf", scope: !809, file: !809, line: 358, type: !925, flags: DIFlagPrototyped, spFlags: 0)
!925 = !DISubroutineType(types: !926)
!926 = !{!397, !742, !699, null}
!927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !928, file: !806, line: 138)
!928 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !809, file: !809, line: 439, type: !929, flags: DIFlagPrototyped, spFlags: 0)
!929 = !DISubroutineType(types: !930)
!930 = !{!397, !699, !699, null}
!931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !932, file: !806, line: 139)
!932 = !DISubprogram(name: "tmpfile", scope: !809, file: !809, line: 188, type: !933, flags: DIFlagPrototyped, spFlags: 0)
!933 = !DISubroutineType(types: !934)
!934 = !{!817}
!935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !936, file: !806, line: 141)
!936 = !DISubprogram(name: "tmpnam", scope: !809, file: !809, line: 205, type: !937, flags: DIFlagPrototyped, spFlags: 0)
!937 = !DISubroutineType(types: !938)
!938 = !{!675, !675}
!939 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !940, file: !806, line: 143)
!940 = !DISubprogram(name: "ungetc", scope: !809, file: !809, line: 668, type: !851, flags: DIFlagPrototyped, spFlags: 0)
!941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !942, file: !806, line: 144)
!942 = !DISubprogram(name: "vfprintf", scope: !809, file: !809, line: 365, type: !943, flags: DIFlagPrototyped, spFlags: 0)
!943 = !DISubroutineType(types: !944)
!944 = !{!397, !834, !699, !945}
!945 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !946, size: 64)
!946 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !947, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!947 = !DIFile(filename: "vector_stats.cpp", directory: ".")
!948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !949, file: !806, line: 145)
!949 = !DISubprogram(name: "vprintf", scope: !809, file: !809, line: 371, type: !950, flags: DIFlagPrototyped, spFlags: 0)
!950 = !DISubroutineType(types: !951)
!951 = !{!397, !699, !945}
!952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !953, file: !806, line: 146)
!953 = !DISubprogram(name: "vsprintf", scope: !809, file: !809, line: 373, type: !954, flags: DIFlagPrototyped, spFlags: 0)
!954 = !DISubroutineType(types: !955)
!955 = !{!397, !742, !699, !945}
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !957, file: !806, line: 175)
!957 = !DISubprogram(name: "snprintf", scope: !809, file: !809, line: 378, type: !958, flags: DIFlagPrototyped, spFlags: 0)
!958 = !DISubroutineType(types: !959)
!959 = !{!397, !742, !649, !699, null}
!960 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !961, file: !806, line: 176)
!961 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !809, file: !809, line: 479, type: !943, flags: DIFlagPrototyped, spFlags: 0)
!962 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !963, file: !806, line: 177)
!963 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !809, file: !809, line: 484, type: !950, flags: DIFlagPrototyped, spFlags: 0)
!964 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !965, file: !806, line: 178)
!965 = !DISubprogram(name: "vsnprintf", scope: !809, file: !809, line: 382, type: !966, flags: DIFlagPrototyped, spFlags: 0)
!966 = !DISubroutineType(types: !967)
!967 = !{!397, !742, !649, !699, !945}
!968 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !35, entity: !969, file: !806, line: 179)
!969 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !809, file: !809, line: 487, type: !970, flags: DIFlagPrototyped, spFlags: 0)
!970 = !DISubroutineType(types: !971)
!971 = !{!397, !699, !699, !945}
!972 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !957, file: !806, line: 185)
!973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !961, file: !806, line: 186)
!974 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !963, file: !806, line: 187)
!975 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !965, file: !806, line: 188)
!976 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !969, file: !806, line: 189)
!977 = !{i32 7, !"Dwarf Version", i32 5}
!978 = !{i32 2, !"Debug Info Version", i32 3}
!979 = !{i32 1, !"wchar_size", i32 4}
!980 = !{i32 7, !"PIC Level", i32 2}
!981 = !{i32 7, !"PIE Level", i32 2}
!982 = !{i32 7, !"uwtable", i32 1}
!983 = !{i32 7, !"frame-pointer", i32 2}
!984 = !{!"Debian clang version 14.0.6"}
!985 = distinct !DISubprogram(name: "kernel_stats", linkageName: "_Z12kernel_statsRSt6vectorIdSaIdEE", scope: !1, file: !1, line: 13, type: !986, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !143)
!986 = !DISubroutineType(types: !987)
!987 = !{!988, !344}
!988 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Summary", file: !1, line: 9, size: 320, flags: DIFlagTypePassByValue, elements: !989, identifier: "_ZTS7Summary")
!989 = !{!990, !991, !992, !993, !994}
!990 = !DIDerivedType(tag: DW_TAG_member, name: "mean", scope: !988, file: !1, line: 10, baseType: !18, size: 64)
!991 = !DIDerivedType(tag: DW_TAG_member, name: "var", scope: !988, file: !1, line: 10, baseType: !18, size: 64, offset: 64)
!992 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !988, file: !1, line: 10, baseType: !18, size: 64, offset: 128)
!993 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !988, file: !1, line: 10, baseType: !18, size: 64, offset: 192)
!994 = !DIDerivedType(tag: DW_TAG_member, name: "median", scope: !988, file: !1, line: 10, baseType: !18, size: 64, offset: 256)
!995 = !DILocalVariable(name: "v", arg: 1, scope: !985, file: !1, line: 13, type: !344)
!996 = !DILocation(line: 13, column: 43, scope: !985)
!997 = !DILocalVariable(name: "s", scope: !985, file: !1, line: 15, type: !988)
!998 = !DILocation(line: 15, column: 11, scope: !985)
!999 = !DILocation(line: 15, column: 12, scope: !985)
!1000 = !DILocation(line: 15, column: 23, scope: !985)
!1001 = !DILocation(line: 15, column: 29, scope: !985)
!1002 = !DILocalVariable(name: "__range1", scope: !1003, type: !344, flags: DIFlagArtificial)
!1003 = distinct !DILexicalBlock(scope: !985, file: !1, line: 16, column: 3)
!1004 = !DILocation(line: 0, scope: !1003)
!1005 = !DILocation(line: 16, column: 19, scope: !1003)
!1006 = !DILocalVariable(name: "__begin1", scope: !1003, type: !360, flags: DIFlagArtificial)
!1007 = !DILocation(line: 16, column: 17, scope: !1003)
!1008 = !DILocalVariable(name: "__end1", scope: !1003, type: !360, flags: DIFlagArtificial)
!1009 = !DILocalVariable(name: "x", scope: !1010, file: !1, line: 16, type: !18)
!1010 = distinct !DILexicalBlock(scope: !1003, file: !1, line: 16, column: 3)
!1011 = !DILocation(line: 16, column: 15, scope: !1010)
!1012 = !DILocation(line: 16, column: 17, scope: !1010)
!1013 = !DILocation(line: 17, column: 15, scope: !1010)
!1014 = !DILocation(line: 17, column: 7, scope: !1010)
!1015 = !DILocation(line: 17, column: 12, scope: !1010)
!1016 = !DILocation(line: 16, column: 3, scope: !1003)
!1017 = distinct !{!1017, !1016, !1018}
!1018 = !DILocation(line: 17, column: 15, scope: !1003)
!1019 = !DILocation(line: 18, column: 13, scope: !985)
!1020 = !DILocation(line: 18, column: 15, scope: !985)
!1021 = !DILocation(line: 18, column: 5, scope: !985)
!1022 = !DILocation(line: 18, column: 10, scope: !985)
!1023 = !DILocalVariable(name: "__range1", scope: !1024, type: !344, flags: DIFlagArtificial)
!1024 = distinct !DILexicalBlock(scope: !985, file: !1, line: 19, column: 3)
!1025 = !DILocation(line: 0, scope: !1024)
!1026 = !DILocation(line: 19, column: 19, scope: !1024)
!1027 = !DILocalVariable(name: "__begin1", scope: !1024, type: !360, flags: DIFlagArtificial)
!1028 = !DILocation(line: 19, column: 17, scope: !1024)
!1029 = !DILocalVariable(name: "__end1", scope: !1024, type: !360, flags: DIFlagArtificial)
!1030 = !DILocalVariable(name: "x", scope: !1031, file: !1, line: 19, type: !18)
!1031 = distinct !DILexicalBlock(scope: !1024, file: !1, line: 19, column: 3)
!1032 = !DILocation(line: 19, column: 15, scope: !1031)
!1033 = !DILocation(line: 19, column: 17, scope: !1031)
!1034 = !DILocation(line: 20, column: 15, scope: !1031)
!1035 = !DILocation(line: 20, column: 21, scope: !1031)
!1036 = !DILocation(line: 20, column: 17, scope: !1031)
!1037 = !DILocation(line: 20, column: 30, scope: !1031)
!1038 = !DILocation(line: 20, column: 36, scope: !1031)
!1039 = !DILocation(line: 20, column: 32, scope: !1031)
!1040 = !DILocation(line: 20, column: 7, scope: !1031)
!1041 = !DILocation(line: 20, column: 11, scope: !1031)
!1042 = !DILocation(line: 19, column: 3, scope: !1024)
!1043 = distinct !{!1043, !1042, !1044}
!1044 = !DILocation(line: 20, column: 40, scope: !1024)
!1045 = !DILocation(line: 21, column: 12, scope: !985)
!1046 = !DILocation(line: 21, column: 14, scope: !985)
!1047 = !DILocation(line: 21, column: 5, scope: !985)
!1048 = !DILocation(line: 21, column: 9, scope: !985)
!1049 = !DILocalVariable(name: "it", scope: !1050, file: !1, line: 22, type: !360)
!1050 = distinct !DILexicalBlock(scope: !985, file: !1, line: 22, column: 3)
!1051 = !DILocation(line: 22, column: 13, scope: !1050)
!1052 = !DILocation(line: 22, column: 18, scope: !1050)
!1053 = !DILocation(line: 22, column: 20, scope: !1050)
!1054 = !DILocation(line: 22, column: 8, scope: !1050)
!1055 = !DILocation(line: 22, column: 35, scope: !1056)
!1056 = distinct !DILexicalBlock(scope: !1050, file: !1, line: 22, column: 3)
!1057 = !DILocation(line: 22, column: 37, scope: !1056)
!1058 = !DILocation(line: 22, column: 32, scope: !1056)
!1059 = !DILocation(line: 22, column: 3, scope: !1050)
!1060 = !DILocation(line: 23, column: 9, scope: !1061)
!1061 = distinct !DILexicalBlock(scope: !1062, file: !1, line: 23, column: 9)
!1062 = distinct !DILexicalBlock(scope: !1056, file: !1, line: 22, column: 50)
!1063 = !DILocation(line: 23, column: 17, scope: !1061)
!1064 = !DILocation(line: 23, column: 13, scope: !1061)
!1065 = !DILocation(line: 23, column: 9, scope: !1062)
!1066 = !DILocation(line: 24, column: 14, scope: !1061)
!1067 = !DILocation(line: 24, column: 9, scope: !1061)
!1068 = !DILocation(line: 24, column: 12, scope: !1061)
!1069 = !DILocation(line: 24, column: 7, scope: !1061)
!1070 = !DILocation(line: 25, column: 9, scope: !1071)
!1071 = distinct !DILexicalBlock(scope: !1062, file: !1, line: 25, column: 9)
!1072 = !DILocation(line: 25, column: 17, scope: !1071)
!1073 = !DILocation(line: 25, column: 13, scope: !1071)
!1074 = !DILocation(line: 25, column: 9, scope: !1062)
!1075 = !DILocation(line: 26, column: 14, scope: !1071)
!1076 = !DILocation(line: 26, column: 9, scope: !1071)
!1077 = !DILocation(line: 26, column: 12, scope: !1071)
!1078 = !DILocation(line: 26, column: 7, scope: !1071)
!1079 = !DILocation(line: 27, column: 3, scope: !1062)
!1080 = !DILocation(line: 22, column: 44, scope: !1056)
!1081 = !DILocation(line: 22, column: 3, scope: !1056)
!1082 = distinct !{!1082, !1059, !1083, !1084}
!1083 = !DILocation(line: 27, column: 3, scope: !1050)
!1084 = !{!"llvm.loop.mustprogress"}
!1085 = !DILocation(line: 28, column: 13, scope: !985)
!1086 = !DILocation(line: 28, column: 15, scope: !985)
!1087 = !DILocation(line: 28, column: 24, scope: !985)
!1088 = !DILocation(line: 28, column: 26, scope: !985)
!1089 = !DILocation(line: 28, column: 3, scope: !985)
!1090 = !DILocation(line: 29, column: 14, scope: !985)
!1091 = !DILocation(line: 29, column: 16, scope: !985)
!1092 = !DILocation(line: 29, column: 18, scope: !985)
!1093 = !DILocation(line: 29, column: 25, scope: !985)
!1094 = !DILocation(line: 29, column: 5, scope: !985)
!1095 = !DILocation(line: 29, column: 12, scope: !985)
!1096 = !DILocation(line: 30, column: 3, scope: !985)
!1097 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !21, file: !14, line: 1121, type: !459, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !458, retainedNodes: !143)
!1098 = !DILocalVariable(name: "this", arg: 1, scope: !1097, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!1099 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!1100 = !DILocation(line: 0, scope: !1097)
!1101 = !DILocalVariable(name: "__n", arg: 2, scope: !1097, file: !14, line: 1121, type: !13)
!1102 = !DILocation(line: 1121, column: 28, scope: !1097)
!1103 = !DILocation(line: 1124, column: 17, scope: !1097)
!1104 = !DILocation(line: 1124, column: 11, scope: !1097)
!1105 = !DILocation(line: 1124, column: 25, scope: !1097)
!1106 = !DILocation(line: 1124, column: 36, scope: !1097)
!1107 = !DILocation(line: 1124, column: 34, scope: !1097)
!1108 = !DILocation(line: 1124, column: 2, scope: !1097)
!1109 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !21, file: !14, line: 868, type: !358, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !357, retainedNodes: !143)
!1110 = !DILocalVariable(name: "this", arg: 1, scope: !1109, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!1111 = !DILocation(line: 0, scope: !1109)
!1112 = !DILocation(line: 869, column: 31, scope: !1109)
!1113 = !DILocation(line: 869, column: 25, scope: !1109)
!1114 = !DILocation(line: 869, column: 39, scope: !1109)
!1115 = !DILocation(line: 869, column: 16, scope: !1109)
!1116 = !DILocation(line: 869, column: 9, scope: !1109)
!1117 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !21, file: !14, line: 888, type: !358, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !426, retainedNodes: !143)
!1118 = !DILocalVariable(name: "this", arg: 1, scope: !1117, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!1119 = !DILocation(line: 0, scope: !1117)
!1120 = !DILocation(line: 889, column: 31, scope: !1117)
!1121 = !DILocation(line: 889, column: 25, scope: !1117)
!1122 = !DILocation(line: 889, column: 39, scope: !1117)
!1123 = !DILocation(line: 889, column: 16, scope: !1117)
!1124 = !DILocation(line: 889, column: 9, scope: !1117)
!1125 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !35, file: !362, line: 1237, type: !1126, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !418, retainedNodes: !143)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{!136, !1128, !1128}
!1128 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !384, size: 64)
!1129 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1125, file: !362, line: 1237, type: !1128)
!1130 = !DILocation(line: 1237, column: 64, scope: !1125)
!1131 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1125, file: !362, line: 1238, type: !1128)
!1132 = !DILocation(line: 1238, column: 57, scope: !1125)
!1133 = !DILocation(line: 1240, column: 14, scope: !1125)
!1134 = !DILocation(line: 1240, column: 20, scope: !1125)
!1135 = !DILocation(line: 1240, column: 30, scope: !1125)
!1136 = !DILocation(line: 1240, column: 36, scope: !1125)
!1137 = !DILocation(line: 1240, column: 27, scope: !1125)
!1138 = !DILocation(line: 1240, column: 7, scope: !1125)
!1139 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !361, file: !362, line: 1095, type: !375, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !374, retainedNodes: !143)
!1140 = !DILocalVariable(name: "this", arg: 1, scope: !1139, type: !1141, flags: DIFlagArtificial | DIFlagObjectPointer)
!1141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!1142 = !DILocation(line: 0, scope: !1139)
!1143 = !DILocation(line: 1096, column: 17, scope: !1139)
!1144 = !DILocation(line: 1096, column: 9, scope: !1139)
!1145 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !361, file: !362, line: 1105, type: !391, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !390, retainedNodes: !143)
!1146 = !DILocalVariable(name: "this", arg: 1, scope: !1145, type: !1147, flags: DIFlagArtificial | DIFlagObjectPointer)
!1147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!1148 = !DILocation(line: 0, scope: !1145)
!1149 = !DILocation(line: 1107, column: 4, scope: !1145)
!1150 = !DILocation(line: 1107, column: 2, scope: !1145)
!1151 = !DILocation(line: 1108, column: 2, scope: !1145)
!1152 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !21, file: !14, line: 987, type: !445, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !444, retainedNodes: !143)
!1153 = !DILocalVariable(name: "this", arg: 1, scope: !1152, type: !1154, flags: DIFlagArtificial | DIFlagObjectPointer)
!1154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!1155 = !DILocation(line: 0, scope: !1152)
!1156 = !DILocation(line: 988, column: 32, scope: !1152)
!1157 = !DILocation(line: 988, column: 26, scope: !1152)
!1158 = !DILocation(line: 988, column: 40, scope: !1152)
!1159 = !DILocation(line: 988, column: 58, scope: !1152)
!1160 = !DILocation(line: 988, column: 52, scope: !1152)
!1161 = !DILocation(line: 988, column: 66, scope: !1152)
!1162 = !DILocation(line: 988, column: 50, scope: !1152)
!1163 = !DILocation(line: 988, column: 9, scope: !1152)
!1164 = distinct !DISubprogram(name: "sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt4sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEEvT_S7_", scope: !5, file: !4, line: 4810, type: !1165, scopeLine: 4811, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1167, retainedNodes: !143)
!1165 = !DISubroutineType(types: !1166)
!1166 = !{null, !361, !361}
!1167 = !{!575}
!1168 = !DILocalVariable(name: "__first", arg: 1, scope: !1164, file: !4, line: 4810, type: !361)
!1169 = !DILocation(line: 4810, column: 32, scope: !1164)
!1170 = !DILocalVariable(name: "__last", arg: 2, scope: !1164, file: !4, line: 4810, type: !361)
!1171 = !DILocation(line: 4810, column: 63, scope: !1164)
!1172 = !DILocation(line: 4820, column: 19, scope: !1164)
!1173 = !DILocation(line: 4820, column: 28, scope: !1164)
!1174 = !DILocation(line: 4820, column: 36, scope: !1164)
!1175 = !DILocation(line: 4820, column: 7, scope: !1164)
!1176 = !DILocation(line: 4821, column: 5, scope: !1164)
!1177 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 47, type: !1178, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !143)
!1178 = !DISubroutineType(types: !1179)
!1179 = !{!397, !397, !727}
!1180 = !DILocalVariable(name: "argc", arg: 1, scope: !1177, file: !1, line: 47, type: !397)
!1181 = !DILocation(line: 47, column: 14, scope: !1177)
!1182 = !DILocalVariable(name: "argv", arg: 2, scope: !1177, file: !1, line: 47, type: !727)
!1183 = !DILocation(line: 47, column: 27, scope: !1177)
!1184 = !DILocalVariable(name: "n", scope: !1177, file: !1, line: 49, type: !397)
!1185 = !DILocation(line: 49, column: 7, scope: !1177)
!1186 = !DILocation(line: 49, column: 11, scope: !1177)
!1187 = !DILocation(line: 49, column: 16, scope: !1177)
!1188 = !DILocation(line: 49, column: 32, scope: !1177)
!1189 = !DILocation(line: 49, column: 22, scope: !1177)
!1190 = !DILocalVariable(name: "v", scope: !1177, file: !1, line: 50, type: !21)
!1191 = !DILocation(line: 50, column: 23, scope: !1177)
!1192 = !DILocalVariable(name: "s", scope: !1177, file: !1, line: 51, type: !6)
!1193 = !DILocation(line: 51, column: 12, scope: !1177)
!1194 = !DILocalVariable(name: "i", scope: !1195, file: !1, line: 52, type: !397)
!1195 = distinct !DILexicalBlock(scope: !1177, file: !1, line: 52, column: 3)
!1196 = !DILocation(line: 52, column: 12, scope: !1195)
!1197 = !DILocation(line: 52, column: 8, scope: !1195)
!1198 = !DILocation(line: 52, column: 19, scope: !1199)
!1199 = distinct !DILexicalBlock(scope: !1195, file: !1, line: 52, column: 3)
!1200 = !DILocation(line: 52, column: 23, scope: !1199)
!1201 = !DILocation(line: 52, column: 21, scope: !1199)
!1202 = !DILocation(line: 52, column: 3, scope: !1195)
!1203 = !DILocation(line: 53, column: 9, scope: !1204)
!1204 = distinct !DILexicalBlock(scope: !1199, file: !1, line: 52, column: 31)
!1205 = !DILocation(line: 53, column: 11, scope: !1204)
!1206 = !DILocation(line: 53, column: 22, scope: !1204)
!1207 = !DILocation(line: 53, column: 7, scope: !1204)
!1208 = !DILocation(line: 54, column: 18, scope: !1204)
!1209 = !DILocation(line: 54, column: 20, scope: !1204)
!1210 = !DILocation(line: 54, column: 26, scope: !1204)
!1211 = !DILocation(line: 54, column: 17, scope: !1204)
!1212 = !DILocation(line: 54, column: 34, scope: !1204)
!1213 = !DILocation(line: 54, column: 7, scope: !1204)
!1214 = !DILocation(line: 55, column: 3, scope: !1204)
!1215 = !DILocation(line: 52, column: 27, scope: !1199)
!1216 = !DILocation(line: 52, column: 3, scope: !1199)
!1217 = distinct !{!1217, !1202, !1218, !1084}
!1218 = !DILocation(line: 55, column: 3, scope: !1195)
!1219 = !DILocation(line: 64, column: 1, scope: !1204)
!1220 = !DILocalVariable(name: "ma", scope: !1177, file: !1, line: 56, type: !21)
!1221 = !DILocation(line: 56, column: 23, scope: !1177)
!1222 = !DILocation(line: 56, column: 28, scope: !1177)
!1223 = !DILocalVariable(name: "r", scope: !1177, file: !1, line: 57, type: !988)
!1224 = !DILocation(line: 57, column: 11, scope: !1177)
!1225 = !DILocation(line: 57, column: 15, scope: !1177)
!1226 = !DILocalVariable(name: "tail", scope: !1177, file: !1, line: 58, type: !18)
!1227 = !DILocation(line: 58, column: 10, scope: !1177)
!1228 = !DILocalVariable(name: "i", scope: !1229, file: !1, line: 59, type: !649)
!1229 = distinct !DILexicalBlock(scope: !1177, file: !1, line: 59, column: 3)
!1230 = !DILocation(line: 59, column: 15, scope: !1229)
!1231 = !DILocation(line: 59, column: 22, scope: !1229)
!1232 = !DILocation(line: 59, column: 29, scope: !1229)
!1233 = !DILocation(line: 59, column: 8, scope: !1229)
!1234 = !DILocation(line: 59, column: 36, scope: !1235)
!1235 = distinct !DILexicalBlock(scope: !1229, file: !1, line: 59, column: 3)
!1236 = !DILocation(line: 59, column: 43, scope: !1235)
!1237 = !DILocation(line: 59, column: 38, scope: !1235)
!1238 = !DILocation(line: 59, column: 3, scope: !1229)
!1239 = !DILocation(line: 60, column: 16, scope: !1235)
!1240 = !DILocation(line: 60, column: 13, scope: !1235)
!1241 = !DILocation(line: 60, column: 10, scope: !1235)
!1242 = !DILocation(line: 60, column: 5, scope: !1235)
!1243 = !DILocation(line: 59, column: 52, scope: !1235)
!1244 = !DILocation(line: 59, column: 3, scope: !1235)
!1245 = distinct !{!1245, !1238, !1246, !1084}
!1246 = !DILocation(line: 60, column: 17, scope: !1229)
!1247 = !DILocation(line: 64, column: 1, scope: !1177)
!1248 = !DILocation(line: 62, column: 17, scope: !1177)
!1249 = !DILocation(line: 62, column: 25, scope: !1177)
!1250 = !DILocation(line: 62, column: 32, scope: !1177)
!1251 = !DILocation(line: 62, column: 38, scope: !1177)
!1252 = !DILocation(line: 62, column: 44, scope: !1177)
!1253 = !DILocation(line: 62, column: 52, scope: !1177)
!1254 = !DILocation(line: 61, column: 3, scope: !1177)
!1255 = !DILocation(line: 63, column: 3, scope: !1177)
!1256 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2Ev", scope: !21, file: !14, line: 526, type: !289, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !288, retainedNodes: !143)
!1257 = !DILocalVariable(name: "this", arg: 1, scope: !1256, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!1258 = !DILocation(line: 0, scope: !1256)
!1259 = !DILocation(line: 526, column: 24, scope: !1256)
!1260 = !DILocation(line: 526, column: 7, scope: !1256)
!1261 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !21, file: !14, line: 1293, type: !496, scopeLine: 1294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !495, retainedNodes: !143)
!1262 = !DILocalVariable(name: "this", arg: 1, scope: !1261, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!1263 = !DILocation(line: 0, scope: !1261)
!1264 = !DILocalVariable(name: "__x", arg: 2, scope: !1261, file: !14, line: 1293, type: !498)
!1265 = !DILocation(line: 1293, column: 30, scope: !1261)
!1266 = !DILocation(line: 1294, column: 32, scope: !1261)
!1267 = !DILocation(line: 1294, column: 22, scope: !1261)
!1268 = !DILocation(line: 1294, column: 9, scope: !1261)
!1269 = !DILocation(line: 1294, column: 39, scope: !1261)
!1270 = distinct !DISubprogram(name: "moving_average", linkageName: "_ZL14moving_averageRKSt6vectorIdSaIdEEm", scope: !1, file: !1, line: 33, type: !1271, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !143)
!1271 = !DISubroutineType(types: !1272)
!1272 = !{!21, !310, !649}
!1273 = !DILocalVariable(name: "v", arg: 1, scope: !1270, file: !1, line: 33, type: !310)
!1274 = !DILocation(line: 33, column: 70, scope: !1270)
!1275 = !DILocalVariable(name: "w", arg: 2, scope: !1270, file: !1, line: 33, type: !649)
!1276 = !DILocation(line: 33, column: 80, scope: !1270)
!1277 = !DILocation(line: 35, column: 3, scope: !1270)
!1278 = !DILocalVariable(name: "out", scope: !1270, file: !1, line: 35, type: !21)
!1279 = !DILocation(line: 35, column: 23, scope: !1270)
!1280 = !DILocation(line: 36, column: 15, scope: !1270)
!1281 = !DILocation(line: 36, column: 17, scope: !1270)
!1282 = !DILocation(line: 36, column: 7, scope: !1270)
!1283 = !DILocalVariable(name: "acc", scope: !1270, file: !1, line: 37, type: !18)
!1284 = !DILocation(line: 37, column: 10, scope: !1270)
!1285 = !DILocalVariable(name: "i", scope: !1286, file: !1, line: 38, type: !649)
!1286 = distinct !DILexicalBlock(scope: !1270, file: !1, line: 38, column: 3)
!1287 = !DILocation(line: 38, column: 15, scope: !1286)
!1288 = !DILocation(line: 38, column: 8, scope: !1286)
!1289 = !DILocation(line: 38, column: 22, scope: !1290)
!1290 = distinct !DILexicalBlock(scope: !1286, file: !1, line: 38, column: 3)
!1291 = !DILocation(line: 38, column: 26, scope: !1290)
!1292 = !DILocation(line: 38, column: 28, scope: !1290)
!1293 = !DILocation(line: 38, column: 24, scope: !1290)
!1294 = !DILocation(line: 38, column: 3, scope: !1286)
!1295 = !DILocation(line: 39, column: 12, scope: !1296)
!1296 = distinct !DILexicalBlock(scope: !1290, file: !1, line: 38, column: 41)
!1297 = !DILocation(line: 39, column: 14, scope: !1296)
!1298 = !DILocation(line: 39, column: 9, scope: !1296)
!1299 = !DILocation(line: 40, column: 9, scope: !1300)
!1300 = distinct !DILexicalBlock(scope: !1296, file: !1, line: 40, column: 9)
!1301 = !DILocation(line: 40, column: 14, scope: !1300)
!1302 = !DILocation(line: 40, column: 11, scope: !1300)
!1303 = !DILocation(line: 40, column: 9, scope: !1296)
!1304 = !DILocation(line: 41, column: 14, scope: !1300)
!1305 = !DILocation(line: 41, column: 16, scope: !1300)
!1306 = !DILocation(line: 41, column: 20, scope: !1300)
!1307 = !DILocation(line: 41, column: 18, scope: !1300)
!1308 = !DILocation(line: 41, column: 11, scope: !1300)
!1309 = !DILocation(line: 41, column: 7, scope: !1300)
!1310 = !DILocation(line: 45, column: 1, scope: !1270)
!1311 = !DILocation(line: 42, column: 19, scope: !1296)
!1312 = !DILocation(line: 42, column: 26, scope: !1296)
!1313 = !DILocation(line: 42, column: 30, scope: !1296)
!1314 = !DILocation(line: 42, column: 28, scope: !1296)
!1315 = !DILocation(line: 42, column: 34, scope: !1296)
!1316 = !DILocation(line: 42, column: 36, scope: !1296)
!1317 = !DILocation(line: 42, column: 42, scope: !1296)
!1318 = !DILocation(line: 42, column: 25, scope: !1296)
!1319 = !DILocation(line: 42, column: 23, scope: !1296)
!1320 = !DILocation(line: 42, column: 9, scope: !1296)
!1321 = !DILocation(line: 43, column: 3, scope: !1296)
!1322 = !DILocation(line: 38, column: 37, scope: !1290)
!1323 = !DILocation(line: 38, column: 3, scope: !1290)
!1324 = distinct !{!1324, !1294, !1325, !1084}
!1325 = !DILocation(line: 43, column: 3, scope: !1286)
!1326 = !DILocation(line: 44, column: 3, scope: !1270)
!1327 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !21, file: !14, line: 728, type: !289, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !340, retainedNodes: !143)
!1328 = !DILocalVariable(name: "this", arg: 1, scope: !1327, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!1329 = !DILocation(line: 0, scope: !1327)
!1330 = !DILocation(line: 730, column: 22, scope: !1331)
!1331 = distinct !DILexicalBlock(scope: !1327, file: !14, line: 729, column: 7)
!1332 = !DILocation(line: 730, column: 16, scope: !1331)
!1333 = !DILocation(line: 730, column: 30, scope: !1331)
!1334 = !DILocation(line: 730, column: 46, scope: !1331)
!1335 = !DILocation(line: 730, column: 40, scope: !1331)
!1336 = !DILocation(line: 730, column: 54, scope: !1331)
!1337 = !DILocation(line: 731, column: 9, scope: !1331)
!1338 = !DILocation(line: 730, column: 2, scope: !1331)
!1339 = !DILocation(line: 733, column: 7, scope: !1331)
!1340 = !DILocation(line: 733, column: 7, scope: !1327)
!1341 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2Ev", scope: !24, file: !14, line: 312, type: !205, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !204, retainedNodes: !143)
!1342 = !DILocalVariable(name: "this", arg: 1, scope: !1341, type: !1343, flags: DIFlagArtificial | DIFlagObjectPointer)
!1343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!1344 = !DILocation(line: 0, scope: !1341)
!1345 = !DILocation(line: 312, column: 7, scope: !1341)
!1346 = !DILocation(line: 312, column: 30, scope: !1341)
!1347 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev", scope: !27, file: !14, line: 137, type: !171, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !170, retainedNodes: !143)
!1348 = !DILocalVariable(name: "this", arg: 1, scope: !1347, type: !1349, flags: DIFlagArtificial | DIFlagObjectPointer)
!1349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!1350 = !DILocation(line: 0, scope: !1347)
!1351 = !DILocation(line: 140, column: 2, scope: !1347)
!1352 = !DILocation(line: 139, column: 4, scope: !1347)
!1353 = !DILocation(line: 137, column: 2, scope: !1347)
!1354 = !DILocation(line: 140, column: 4, scope: !1347)
!1355 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !47, file: !48, line: 156, type: !95, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !94, retainedNodes: !143)
!1356 = !DILocalVariable(name: "this", arg: 1, scope: !1355, type: !1357, flags: DIFlagArtificial | DIFlagObjectPointer)
!1357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!1358 = !DILocation(line: 0, scope: !1355)
!1359 = !DILocation(line: 156, column: 36, scope: !1355)
!1360 = !DILocation(line: 156, column: 7, scope: !1355)
!1361 = !DILocation(line: 156, column: 38, scope: !1355)
!1362 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !146, file: !14, line: 99, type: !154, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !153, retainedNodes: !143)
!1363 = !DILocalVariable(name: "this", arg: 1, scope: !1362, type: !1364, flags: DIFlagArtificial | DIFlagObjectPointer)
!1364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!1365 = !DILocation(line: 0, scope: !1362)
!1366 = !DILocation(line: 100, column: 4, scope: !1362)
!1367 = !DILocation(line: 100, column: 16, scope: !1362)
!1368 = !DILocation(line: 100, column: 29, scope: !1362)
!1369 = !DILocation(line: 101, column: 4, scope: !1362)
!1370 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !53, file: !54, line: 80, type: !57, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !56, retainedNodes: !143)
!1371 = !DILocalVariable(name: "this", arg: 1, scope: !1370, type: !1372, flags: DIFlagArtificial | DIFlagObjectPointer)
!1372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!1373 = !DILocation(line: 0, scope: !1370)
!1374 = !DILocation(line: 80, column: 49, scope: !1370)
!1375 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !21, file: !1376, line: 68, type: !449, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !457, retainedNodes: !143)
!1376 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1377 = !DILocalVariable(name: "this", arg: 1, scope: !1375, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!1378 = !DILocation(line: 0, scope: !1375)
!1379 = !DILocalVariable(name: "__n", arg: 2, scope: !1375, file: !14, line: 1105, type: !13)
!1380 = !DILocation(line: 1105, column: 25, scope: !1375)
!1381 = !DILocation(line: 70, column: 11, scope: !1382)
!1382 = distinct !DILexicalBlock(scope: !1375, file: !1376, line: 70, column: 11)
!1383 = !DILocation(line: 70, column: 23, scope: !1382)
!1384 = !DILocation(line: 70, column: 15, scope: !1382)
!1385 = !DILocation(line: 70, column: 11, scope: !1375)
!1386 = !DILocation(line: 71, column: 2, scope: !1382)
!1387 = !DILocation(line: 72, column: 17, scope: !1388)
!1388 = distinct !DILexicalBlock(scope: !1375, file: !1376, line: 72, column: 11)
!1389 = !DILocation(line: 72, column: 30, scope: !1388)
!1390 = !DILocation(line: 72, column: 28, scope: !1388)
!1391 = !DILocation(line: 72, column: 11, scope: !1375)
!1392 = !DILocalVariable(name: "__old_size", scope: !1393, file: !1376, line: 74, type: !1394)
!1393 = distinct !DILexicalBlock(scope: !1388, file: !1376, line: 73, column: 2)
!1394 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!1395 = !DILocation(line: 74, column: 20, scope: !1393)
!1396 = !DILocation(line: 74, column: 33, scope: !1393)
!1397 = !DILocalVariable(name: "__tmp", scope: !1393, file: !1376, line: 75, type: !279)
!1398 = !DILocation(line: 75, column: 12, scope: !1393)
!1399 = !DILocation(line: 79, column: 22, scope: !1400)
!1400 = distinct !DILexicalBlock(scope: !1401, file: !1376, line: 78, column: 6)
!1401 = distinct !DILexicalBlock(scope: !1393, file: !1376, line: 77, column: 29)
!1402 = !DILocation(line: 79, column: 34, scope: !1400)
!1403 = !DILocation(line: 79, column: 14, scope: !1400)
!1404 = !DILocation(line: 80, column: 26, scope: !1400)
!1405 = !DILocation(line: 80, column: 20, scope: !1400)
!1406 = !DILocation(line: 80, column: 34, scope: !1400)
!1407 = !DILocation(line: 80, column: 50, scope: !1400)
!1408 = !DILocation(line: 80, column: 44, scope: !1400)
!1409 = !DILocation(line: 80, column: 58, scope: !1400)
!1410 = !DILocation(line: 81, column: 6, scope: !1400)
!1411 = !DILocation(line: 81, column: 13, scope: !1400)
!1412 = !DILocation(line: 80, column: 8, scope: !1400)
!1413 = !DILocation(line: 93, column: 4, scope: !1393)
!1414 = !DILocation(line: 93, column: 24, scope: !1393)
!1415 = !DILocation(line: 93, column: 18, scope: !1393)
!1416 = !DILocation(line: 93, column: 32, scope: !1393)
!1417 = !DILocation(line: 94, column: 10, scope: !1393)
!1418 = !DILocation(line: 94, column: 4, scope: !1393)
!1419 = !DILocation(line: 94, column: 18, scope: !1393)
!1420 = !DILocation(line: 95, column: 12, scope: !1393)
!1421 = !DILocation(line: 95, column: 6, scope: !1393)
!1422 = !DILocation(line: 95, column: 20, scope: !1393)
!1423 = !DILocation(line: 95, column: 4, scope: !1393)
!1424 = !DILocation(line: 96, column: 29, scope: !1393)
!1425 = !DILocation(line: 96, column: 10, scope: !1393)
!1426 = !DILocation(line: 96, column: 4, scope: !1393)
!1427 = !DILocation(line: 96, column: 18, scope: !1393)
!1428 = !DILocation(line: 96, column: 27, scope: !1393)
!1429 = !DILocation(line: 97, column: 30, scope: !1393)
!1430 = !DILocation(line: 97, column: 38, scope: !1393)
!1431 = !DILocation(line: 97, column: 36, scope: !1393)
!1432 = !DILocation(line: 97, column: 10, scope: !1393)
!1433 = !DILocation(line: 97, column: 4, scope: !1393)
!1434 = !DILocation(line: 97, column: 18, scope: !1393)
!1435 = !DILocation(line: 97, column: 28, scope: !1393)
!1436 = !DILocation(line: 98, column: 44, scope: !1393)
!1437 = !DILocation(line: 98, column: 38, scope: !1393)
!1438 = !DILocation(line: 98, column: 52, scope: !1393)
!1439 = !DILocation(line: 98, column: 63, scope: !1393)
!1440 = !DILocation(line: 98, column: 61, scope: !1393)
!1441 = !DILocation(line: 98, column: 10, scope: !1393)
!1442 = !DILocation(line: 98, column: 4, scope: !1393)
!1443 = !DILocation(line: 98, column: 18, scope: !1393)
!1444 = !DILocation(line: 98, column: 36, scope: !1393)
!1445 = !DILocation(line: 99, column: 2, scope: !1393)
!1446 = !DILocation(line: 100, column: 5, scope: !1375)
!1447 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !21, file: !14, line: 1140, type: !467, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !466, retainedNodes: !143)
!1448 = !DILocalVariable(name: "this", arg: 1, scope: !1447, type: !1154, flags: DIFlagArtificial | DIFlagObjectPointer)
!1449 = !DILocation(line: 0, scope: !1447)
!1450 = !DILocalVariable(name: "__n", arg: 2, scope: !1447, file: !14, line: 1140, type: !13)
!1451 = !DILocation(line: 1140, column: 28, scope: !1447)
!1452 = !DILocation(line: 1143, column: 17, scope: !1447)
!1453 = !DILocation(line: 1143, column: 11, scope: !1447)
!1454 = !DILocation(line: 1143, column: 25, scope: !1447)
!1455 = !DILocation(line: 1143, column: 36, scope: !1447)
!1456 = !DILocation(line: 1143, column: 34, scope: !1447)
!1457 = !DILocation(line: 1143, column: 2, scope: !1447)
!1458 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !21, file: !14, line: 993, type: !445, scopeLine: 994, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !447, retainedNodes: !143)
!1459 = !DILocalVariable(name: "this", arg: 1, scope: !1458, type: !1154, flags: DIFlagArtificial | DIFlagObjectPointer)
!1460 = !DILocation(line: 0, scope: !1458)
!1461 = !DILocation(line: 994, column: 28, scope: !1458)
!1462 = !DILocation(line: 994, column: 16, scope: !1458)
!1463 = !DILocation(line: 994, column: 9, scope: !1458)
!1464 = distinct !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !21, file: !14, line: 1073, type: !445, scopeLine: 1074, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !453, retainedNodes: !143)
!1465 = !DILocalVariable(name: "this", arg: 1, scope: !1464, type: !1154, flags: DIFlagArtificial | DIFlagObjectPointer)
!1466 = !DILocation(line: 0, scope: !1464)
!1467 = !DILocation(line: 1074, column: 32, scope: !1464)
!1468 = !DILocation(line: 1074, column: 26, scope: !1464)
!1469 = !DILocation(line: 1074, column: 40, scope: !1464)
!1470 = !DILocation(line: 1075, column: 13, scope: !1464)
!1471 = !DILocation(line: 1075, column: 7, scope: !1464)
!1472 = !DILocation(line: 1075, column: 21, scope: !1464)
!1473 = !DILocation(line: 1075, column: 5, scope: !1464)
!1474 = !DILocation(line: 1074, column: 9, scope: !1464)
!1475 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !24, file: !14, line: 375, type: !233, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !232, retainedNodes: !143)
!1476 = !DILocalVariable(name: "this", arg: 1, scope: !1475, type: !1343, flags: DIFlagArtificial | DIFlagObjectPointer)
!1477 = !DILocation(line: 0, scope: !1475)
!1478 = !DILocalVariable(name: "__n", arg: 2, scope: !1475, file: !14, line: 375, type: !10)
!1479 = !DILocation(line: 375, column: 26, scope: !1475)
!1480 = !DILocation(line: 378, column: 9, scope: !1475)
!1481 = !DILocation(line: 378, column: 13, scope: !1475)
!1482 = !DILocation(line: 378, column: 34, scope: !1475)
!1483 = !DILocation(line: 378, column: 43, scope: !1475)
!1484 = !DILocation(line: 378, column: 20, scope: !1475)
!1485 = !DILocation(line: 378, column: 2, scope: !1475)
!1486 = !DILocalVariable(name: "__first", arg: 1, scope: !20, file: !14, line: 499, type: !279)
!1487 = !DILocation(line: 499, column: 27, scope: !20)
!1488 = !DILocalVariable(name: "__last", arg: 2, scope: !20, file: !14, line: 499, type: !279)
!1489 = !DILocation(line: 499, column: 44, scope: !20)
!1490 = !DILocalVariable(name: "__result", arg: 3, scope: !20, file: !14, line: 499, type: !279)
!1491 = !DILocation(line: 499, column: 60, scope: !20)
!1492 = !DILocalVariable(name: "__alloc", arg: 4, scope: !20, file: !14, line: 500, type: !280)
!1493 = !DILocation(line: 500, column: 21, scope: !20)
!1494 = !DILocation(line: 507, column: 24, scope: !20)
!1495 = !DILocation(line: 507, column: 33, scope: !20)
!1496 = !DILocation(line: 507, column: 41, scope: !20)
!1497 = !DILocation(line: 507, column: 51, scope: !20)
!1498 = !DILocation(line: 507, column: 9, scope: !20)
!1499 = !DILocation(line: 507, column: 2, scope: !20)
!1500 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !24, file: !14, line: 298, type: !191, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !190, retainedNodes: !143)
!1501 = !DILocalVariable(name: "this", arg: 1, scope: !1500, type: !1343, flags: DIFlagArtificial | DIFlagObjectPointer)
!1502 = !DILocation(line: 0, scope: !1500)
!1503 = !DILocation(line: 299, column: 22, scope: !1500)
!1504 = !DILocation(line: 299, column: 16, scope: !1500)
!1505 = !DILocation(line: 299, column: 9, scope: !1500)
!1506 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !24, file: !14, line: 383, type: !236, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !235, retainedNodes: !143)
!1507 = !DILocalVariable(name: "this", arg: 1, scope: !1506, type: !1343, flags: DIFlagArtificial | DIFlagObjectPointer)
!1508 = !DILocation(line: 0, scope: !1506)
!1509 = !DILocalVariable(name: "__p", arg: 2, scope: !1506, file: !14, line: 383, type: !149)
!1510 = !DILocation(line: 383, column: 29, scope: !1506)
!1511 = !DILocalVariable(name: "__n", arg: 3, scope: !1506, file: !14, line: 383, type: !10)
!1512 = !DILocation(line: 383, column: 41, scope: !1506)
!1513 = !DILocation(line: 386, column: 6, scope: !1514)
!1514 = distinct !DILexicalBlock(scope: !1506, file: !14, line: 386, column: 6)
!1515 = !DILocation(line: 386, column: 6, scope: !1506)
!1516 = !DILocation(line: 387, column: 20, scope: !1514)
!1517 = !DILocation(line: 387, column: 29, scope: !1514)
!1518 = !DILocation(line: 387, column: 34, scope: !1514)
!1519 = !DILocation(line: 387, column: 4, scope: !1514)
!1520 = !DILocation(line: 388, column: 7, scope: !1506)
!1521 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !21, file: !14, line: 1911, type: !545, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !544, retainedNodes: !143)
!1522 = !DILocalVariable(name: "__a", arg: 1, scope: !1521, file: !14, line: 1911, type: !547)
!1523 = !DILocation(line: 1911, column: 41, scope: !1521)
!1524 = !DILocalVariable(name: "__diffmax", scope: !1521, file: !14, line: 1916, type: !1525)
!1525 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!1526 = !DILocation(line: 1916, column: 15, scope: !1521)
!1527 = !DILocalVariable(name: "__allocmax", scope: !1521, file: !14, line: 1918, type: !1525)
!1528 = !DILocation(line: 1918, column: 15, scope: !1521)
!1529 = !DILocation(line: 1918, column: 52, scope: !1521)
!1530 = !DILocation(line: 1918, column: 28, scope: !1521)
!1531 = !DILocation(line: 1919, column: 9, scope: !1521)
!1532 = !DILocation(line: 1919, column: 2, scope: !1521)
!1533 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !24, file: !14, line: 303, type: !196, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !195, retainedNodes: !143)
!1534 = !DILocalVariable(name: "this", arg: 1, scope: !1533, type: !1535, flags: DIFlagArtificial | DIFlagObjectPointer)
!1535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!1536 = !DILocation(line: 0, scope: !1533)
!1537 = !DILocation(line: 304, column: 22, scope: !1533)
!1538 = !DILocation(line: 304, column: 16, scope: !1533)
!1539 = !DILocation(line: 304, column: 9, scope: !1533)
!1540 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !38, file: !39, line: 547, type: !117, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !116, retainedNodes: !143)
!1541 = !DILocalVariable(name: "__a", arg: 1, scope: !1540, file: !39, line: 547, type: !120)
!1542 = !DILocation(line: 547, column: 38, scope: !1540)
!1543 = !DILocation(line: 550, column: 9, scope: !1540)
!1544 = !DILocation(line: 550, column: 13, scope: !1540)
!1545 = !DILocation(line: 550, column: 2, scope: !1540)
!1546 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !5, file: !1547, line: 230, type: !1548, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1552, retainedNodes: !143)
!1547 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1548 = !DISubroutineType(types: !1549)
!1549 = !{!1550, !1550, !1550}
!1550 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1551, size: 64)
!1551 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!1552 = !{!1553}
!1553 = !DITemplateTypeParameter(name: "_Tp", type: !12)
!1554 = !DILocalVariable(name: "__a", arg: 1, scope: !1546, file: !1547, line: 230, type: !1550)
!1555 = !DILocation(line: 230, column: 20, scope: !1546)
!1556 = !DILocalVariable(name: "__b", arg: 2, scope: !1546, file: !1547, line: 230, type: !1550)
!1557 = !DILocation(line: 230, column: 36, scope: !1546)
!1558 = !DILocation(line: 235, column: 11, scope: !1559)
!1559 = distinct !DILexicalBlock(scope: !1546, file: !1547, line: 235, column: 11)
!1560 = !DILocation(line: 235, column: 17, scope: !1559)
!1561 = !DILocation(line: 235, column: 15, scope: !1559)
!1562 = !DILocation(line: 235, column: 11, scope: !1546)
!1563 = !DILocation(line: 236, column: 9, scope: !1559)
!1564 = !DILocation(line: 236, column: 2, scope: !1559)
!1565 = !DILocation(line: 237, column: 14, scope: !1546)
!1566 = !DILocation(line: 237, column: 7, scope: !1546)
!1567 = !DILocation(line: 238, column: 5, scope: !1546)
!1568 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !53, file: !54, line: 167, type: !89, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !143)
!1569 = !DILocalVariable(name: "this", arg: 1, scope: !1568, type: !1570, flags: DIFlagArtificial | DIFlagObjectPointer)
!1570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!1571 = !DILocation(line: 0, scope: !1568)
!1572 = !DILocation(line: 168, column: 16, scope: !1568)
!1573 = !DILocation(line: 168, column: 9, scope: !1568)
!1574 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !53, file: !54, line: 210, type: !89, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !91, retainedNodes: !143)
!1575 = !DILocalVariable(name: "this", arg: 1, scope: !1574, type: !1570, flags: DIFlagArtificial | DIFlagObjectPointer)
!1576 = !DILocation(line: 0, scope: !1574)
!1577 = !DILocation(line: 213, column: 2, scope: !1574)
!1578 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !38, file: !39, line: 463, type: !42, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !41, retainedNodes: !143)
!1579 = !DILocalVariable(name: "__a", arg: 1, scope: !1578, file: !39, line: 463, type: !45)
!1580 = !DILocation(line: 463, column: 32, scope: !1578)
!1581 = !DILocalVariable(name: "__n", arg: 2, scope: !1578, file: !39, line: 463, type: !108)
!1582 = !DILocation(line: 463, column: 47, scope: !1578)
!1583 = !DILocation(line: 464, column: 16, scope: !1578)
!1584 = !DILocation(line: 464, column: 29, scope: !1578)
!1585 = !DILocation(line: 464, column: 20, scope: !1578)
!1586 = !DILocation(line: 464, column: 9, scope: !1578)
!1587 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !53, file: !54, line: 112, type: !82, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !81, retainedNodes: !143)
!1588 = !DILocalVariable(name: "this", arg: 1, scope: !1587, type: !1372, flags: DIFlagArtificial | DIFlagObjectPointer)
!1589 = !DILocation(line: 0, scope: !1587)
!1590 = !DILocalVariable(name: "__n", arg: 2, scope: !1587, file: !54, line: 112, type: !84)
!1591 = !DILocation(line: 112, column: 26, scope: !1587)
!1592 = !DILocalVariable(arg: 3, scope: !1587, file: !54, line: 112, type: !15)
!1593 = !DILocation(line: 112, column: 43, scope: !1587)
!1594 = !DILocation(line: 120, column: 23, scope: !1595)
!1595 = distinct !DILexicalBlock(scope: !1587, file: !54, line: 120, column: 6)
!1596 = !DILocation(line: 120, column: 35, scope: !1595)
!1597 = !DILocation(line: 120, column: 27, scope: !1595)
!1598 = !DILocation(line: 120, column: 6, scope: !1587)
!1599 = !DILocation(line: 124, column: 10, scope: !1600)
!1600 = distinct !DILexicalBlock(scope: !1601, file: !54, line: 124, column: 10)
!1601 = distinct !DILexicalBlock(scope: !1595, file: !54, line: 121, column: 4)
!1602 = !DILocation(line: 124, column: 14, scope: !1600)
!1603 = !DILocation(line: 124, column: 10, scope: !1601)
!1604 = !DILocation(line: 125, column: 8, scope: !1600)
!1605 = !DILocation(line: 126, column: 6, scope: !1601)
!1606 = !DILocation(line: 137, column: 49, scope: !1587)
!1607 = !DILocation(line: 137, column: 53, scope: !1587)
!1608 = !DILocation(line: 137, column: 27, scope: !1587)
!1609 = !DILocation(line: 137, column: 9, scope: !1587)
!1610 = !DILocation(line: 137, column: 2, scope: !1587)
!1611 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !21, file: !14, line: 487, type: !277, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !276, retainedNodes: !143)
!1612 = !DILocalVariable(name: "__first", arg: 1, scope: !1611, file: !14, line: 487, type: !279)
!1613 = !DILocation(line: 487, column: 30, scope: !1611)
!1614 = !DILocalVariable(name: "__last", arg: 2, scope: !1611, file: !14, line: 487, type: !279)
!1615 = !DILocation(line: 487, column: 47, scope: !1611)
!1616 = !DILocalVariable(name: "__result", arg: 3, scope: !1611, file: !14, line: 487, type: !279)
!1617 = !DILocation(line: 487, column: 63, scope: !1611)
!1618 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1611, file: !14, line: 488, type: !280)
!1619 = !DILocation(line: 488, column: 24, scope: !1611)
!1620 = !DILocalVariable(arg: 5, scope: !1611, file: !14, line: 488, type: !243)
!1621 = !DILocation(line: 488, column: 42, scope: !1611)
!1622 = !DILocation(line: 490, column: 27, scope: !1611)
!1623 = !DILocation(line: 490, column: 36, scope: !1611)
!1624 = !DILocation(line: 490, column: 44, scope: !1611)
!1625 = !DILocation(line: 490, column: 54, scope: !1611)
!1626 = !DILocation(line: 490, column: 9, scope: !1611)
!1627 = !DILocation(line: 490, column: 2, scope: !1611)
!1628 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !5, file: !1629, line: 1127, type: !1630, scopeLine: 1132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1632, retainedNodes: !143)
!1629 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1630 = !DISubroutineType(types: !1631)
!1631 = !{!17, !17, !17, !17, !106}
!1632 = !{!1633, !1634, !1635}
!1633 = !DITemplateTypeParameter(name: "_InputIterator", type: !17)
!1634 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !17)
!1635 = !DITemplateTypeParameter(name: "_Allocator", type: !47)
!1636 = !DILocalVariable(name: "__first", arg: 1, scope: !1628, file: !1629, line: 1127, type: !17)
!1637 = !DILocation(line: 1127, column: 33, scope: !1628)
!1638 = !DILocalVariable(name: "__last", arg: 2, scope: !1628, file: !1629, line: 1127, type: !17)
!1639 = !DILocation(line: 1127, column: 57, scope: !1628)
!1640 = !DILocalVariable(name: "__result", arg: 3, scope: !1628, file: !1629, line: 1128, type: !17)
!1641 = !DILocation(line: 1128, column: 21, scope: !1628)
!1642 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1628, file: !1629, line: 1128, type: !106)
!1643 = !DILocation(line: 1128, column: 43, scope: !1628)
!1644 = !DILocation(line: 1133, column: 52, scope: !1628)
!1645 = !DILocation(line: 1133, column: 34, scope: !1628)
!1646 = !DILocation(line: 1134, column: 24, scope: !1628)
!1647 = !DILocation(line: 1134, column: 6, scope: !1628)
!1648 = !DILocation(line: 1135, column: 24, scope: !1628)
!1649 = !DILocation(line: 1135, column: 6, scope: !1628)
!1650 = !DILocation(line: 1135, column: 35, scope: !1628)
!1651 = !DILocation(line: 1133, column: 14, scope: !1628)
!1652 = !DILocation(line: 1133, column: 7, scope: !1628)
!1653 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !5, file: !1629, line: 1100, type: !1654, scopeLine: 1103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1662, retainedNodes: !143)
!1654 = !DISubroutineType(types: !1655)
!1655 = !{!1656, !17, !17, !17, !106}
!1656 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !5, file: !244, line: 2240, baseType: !1657)
!1657 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1658, file: !244, line: 2234, baseType: !17)
!1658 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !5, file: !244, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !1659, identifier: "_ZTSSt9enable_ifILb1EPdE")
!1659 = !{!1660, !1661}
!1660 = !DITemplateValueParameter(type: !136, value: i8 1)
!1661 = !DITemplateTypeParameter(name: "_Tp", type: !17)
!1662 = !{!93, !1663}
!1663 = !DITemplateTypeParameter(name: "_Up", type: !18)
!1664 = !DILocalVariable(name: "__first", arg: 1, scope: !1653, file: !1629, line: 1100, type: !17)
!1665 = !DILocation(line: 1100, column: 25, scope: !1653)
!1666 = !DILocalVariable(name: "__last", arg: 2, scope: !1653, file: !1629, line: 1100, type: !17)
!1667 = !DILocation(line: 1100, column: 39, scope: !1653)
!1668 = !DILocalVariable(name: "__result", arg: 3, scope: !1653, file: !1629, line: 1101, type: !17)
!1669 = !DILocation(line: 1101, column: 11, scope: !1653)
!1670 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1653, file: !1629, line: 1102, type: !106)
!1671 = !DILocation(line: 1102, column: 43, scope: !1653)
!1672 = !DILocalVariable(name: "__count", scope: !1653, file: !1629, line: 1104, type: !405)
!1673 = !DILocation(line: 1104, column: 17, scope: !1653)
!1674 = !DILocation(line: 1104, column: 27, scope: !1653)
!1675 = !DILocation(line: 1104, column: 36, scope: !1653)
!1676 = !DILocation(line: 1104, column: 34, scope: !1653)
!1677 = !DILocation(line: 1105, column: 11, scope: !1678)
!1678 = distinct !DILexicalBlock(scope: !1653, file: !1629, line: 1105, column: 11)
!1679 = !DILocation(line: 1105, column: 19, scope: !1678)
!1680 = !DILocation(line: 1105, column: 11, scope: !1653)
!1681 = !DILocation(line: 1117, column: 22, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !1678, file: !1629, line: 1106, column: 2)
!1683 = !DILocation(line: 1117, column: 4, scope: !1682)
!1684 = !DILocation(line: 1117, column: 32, scope: !1682)
!1685 = !DILocation(line: 1117, column: 41, scope: !1682)
!1686 = !DILocation(line: 1117, column: 49, scope: !1682)
!1687 = !DILocation(line: 1118, column: 2, scope: !1682)
!1688 = !DILocation(line: 1119, column: 14, scope: !1653)
!1689 = !DILocation(line: 1119, column: 25, scope: !1653)
!1690 = !DILocation(line: 1119, column: 23, scope: !1653)
!1691 = !DILocation(line: 1119, column: 7, scope: !1653)
!1692 = distinct !DISubprogram(name: "__niter_base<double *>", linkageName: "_ZSt12__niter_baseIPdET_S1_", scope: !5, file: !1547, line: 313, type: !1693, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !381, retainedNodes: !143)
!1693 = !DISubroutineType(types: !1694)
!1694 = !{!17, !17}
!1695 = !DILocalVariable(name: "__it", arg: 1, scope: !1692, file: !1547, line: 313, type: !17)
!1696 = !DILocation(line: 313, column: 28, scope: !1692)
!1697 = !DILocation(line: 315, column: 14, scope: !1692)
!1698 = !DILocation(line: 315, column: 7, scope: !1692)
!1699 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !38, file: !39, line: 495, type: !114, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !113, retainedNodes: !143)
!1700 = !DILocalVariable(name: "__a", arg: 1, scope: !1699, file: !39, line: 495, type: !45)
!1701 = !DILocation(line: 495, column: 34, scope: !1699)
!1702 = !DILocalVariable(name: "__p", arg: 2, scope: !1699, file: !39, line: 495, type: !44)
!1703 = !DILocation(line: 495, column: 47, scope: !1699)
!1704 = !DILocalVariable(name: "__n", arg: 3, scope: !1699, file: !39, line: 495, type: !108)
!1705 = !DILocation(line: 495, column: 62, scope: !1699)
!1706 = !DILocation(line: 496, column: 9, scope: !1699)
!1707 = !DILocation(line: 496, column: 24, scope: !1699)
!1708 = !DILocation(line: 496, column: 29, scope: !1699)
!1709 = !DILocation(line: 496, column: 13, scope: !1699)
!1710 = !DILocation(line: 496, column: 35, scope: !1699)
!1711 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !53, file: !54, line: 142, type: !86, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !85, retainedNodes: !143)
!1712 = !DILocalVariable(name: "this", arg: 1, scope: !1711, type: !1372, flags: DIFlagArtificial | DIFlagObjectPointer)
!1713 = !DILocation(line: 0, scope: !1711)
!1714 = !DILocalVariable(name: "__p", arg: 2, scope: !1711, file: !54, line: 142, type: !17)
!1715 = !DILocation(line: 142, column: 23, scope: !1711)
!1716 = !DILocalVariable(name: "__n", arg: 3, scope: !1711, file: !54, line: 142, type: !84)
!1717 = !DILocation(line: 142, column: 38, scope: !1711)
!1718 = !DILocation(line: 158, column: 27, scope: !1711)
!1719 = !DILocation(line: 158, column: 2, scope: !1711)
!1720 = !DILocation(line: 159, column: 7, scope: !1711)
!1721 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_", scope: !361, file: !362, line: 1072, type: !370, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !369, retainedNodes: !143)
!1722 = !DILocalVariable(name: "this", arg: 1, scope: !1721, type: !1147, flags: DIFlagArtificial | DIFlagObjectPointer)
!1723 = !DILocation(line: 0, scope: !1721)
!1724 = !DILocalVariable(name: "__i", arg: 2, scope: !1721, file: !362, line: 1072, type: !372)
!1725 = !DILocation(line: 1072, column: 42, scope: !1721)
!1726 = !DILocation(line: 1073, column: 9, scope: !1721)
!1727 = !DILocation(line: 1073, column: 20, scope: !1721)
!1728 = !DILocation(line: 1073, column: 27, scope: !1721)
!1729 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !361, file: !362, line: 1158, type: !416, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !415, retainedNodes: !143)
!1730 = !DILocalVariable(name: "this", arg: 1, scope: !1729, type: !1141, flags: DIFlagArtificial | DIFlagObjectPointer)
!1731 = !DILocation(line: 0, scope: !1729)
!1732 = !DILocation(line: 1159, column: 16, scope: !1729)
!1733 = !DILocation(line: 1159, column: 9, scope: !1729)
!1734 = distinct !DISubprogram(name: "__sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt6__sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1932, type: !1735, scopeLine: 1934, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!1735 = !DISubroutineType(types: !1736)
!1736 = !{null, !361, !361, !571}
!1737 = !DILocalVariable(name: "__first", arg: 1, scope: !1734, file: !4, line: 1932, type: !361)
!1738 = !DILocation(line: 1932, column: 34, scope: !1734)
!1739 = !DILocalVariable(name: "__last", arg: 2, scope: !1734, file: !4, line: 1932, type: !361)
!1740 = !DILocation(line: 1932, column: 65, scope: !1734)
!1741 = !DILocalVariable(name: "__comp", arg: 3, scope: !1734, file: !4, line: 1933, type: !571)
!1742 = !DILocation(line: 1933, column: 14, scope: !1734)
!1743 = !DILocation(line: 1935, column: 19, scope: !1744)
!1744 = distinct !DILexicalBlock(scope: !1734, file: !4, line: 1935, column: 11)
!1745 = !DILocation(line: 1935, column: 11, scope: !1734)
!1746 = !DILocation(line: 1937, column: 26, scope: !1747)
!1747 = distinct !DILexicalBlock(scope: !1744, file: !4, line: 1936, column: 2)
!1748 = !DILocation(line: 1937, column: 35, scope: !1747)
!1749 = !DILocation(line: 1938, column: 22, scope: !1747)
!1750 = !DILocation(line: 1938, column: 5, scope: !1747)
!1751 = !DILocation(line: 1938, column: 33, scope: !1747)
!1752 = !DILocation(line: 1937, column: 4, scope: !1747)
!1753 = !DILocation(line: 1940, column: 32, scope: !1747)
!1754 = !DILocation(line: 1940, column: 41, scope: !1747)
!1755 = !DILocation(line: 1940, column: 4, scope: !1747)
!1756 = !DILocation(line: 1941, column: 2, scope: !1747)
!1757 = !DILocation(line: 1942, column: 5, scope: !1734)
!1758 = distinct !DISubprogram(name: "__iter_less_iter", linkageName: "_ZN9__gnu_cxx5__ops16__iter_less_iterEv", scope: !573, file: !572, line: 50, type: !1759, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !143)
!1759 = !DISubroutineType(types: !1760)
!1760 = !{!571}
!1761 = !DILocation(line: 51, column: 5, scope: !1758)
!1762 = distinct !DISubprogram(name: "__introsort_loop<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_", scope: !5, file: !4, line: 1908, type: !1763, scopeLine: 1911, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1765, retainedNodes: !143)
!1763 = !DISubroutineType(types: !1764)
!1764 = !{null, !361, !361, !406, !571}
!1765 = !{!575, !1766, !576}
!1766 = !DITemplateTypeParameter(name: "_Size", type: !406)
!1767 = !DILocalVariable(name: "__first", arg: 1, scope: !1762, file: !4, line: 1908, type: !361)
!1768 = !DILocation(line: 1908, column: 44, scope: !1762)
!1769 = !DILocalVariable(name: "__last", arg: 2, scope: !1762, file: !4, line: 1909, type: !361)
!1770 = !DILocation(line: 1909, column: 30, scope: !1762)
!1771 = !DILocalVariable(name: "__depth_limit", arg: 3, scope: !1762, file: !4, line: 1910, type: !406)
!1772 = !DILocation(line: 1910, column: 14, scope: !1762)
!1773 = !DILocalVariable(name: "__comp", arg: 4, scope: !1762, file: !4, line: 1910, type: !571)
!1774 = !DILocation(line: 1910, column: 38, scope: !1762)
!1775 = !DILocation(line: 1912, column: 7, scope: !1762)
!1776 = !DILocation(line: 1912, column: 21, scope: !1762)
!1777 = !DILocation(line: 1912, column: 31, scope: !1762)
!1778 = !DILocation(line: 1914, column: 8, scope: !1779)
!1779 = distinct !DILexicalBlock(scope: !1780, file: !4, line: 1914, column: 8)
!1780 = distinct !DILexicalBlock(scope: !1762, file: !4, line: 1913, column: 2)
!1781 = !DILocation(line: 1914, column: 22, scope: !1779)
!1782 = !DILocation(line: 1914, column: 8, scope: !1780)
!1783 = !DILocation(line: 1916, column: 28, scope: !1784)
!1784 = distinct !DILexicalBlock(scope: !1779, file: !4, line: 1915, column: 6)
!1785 = !DILocation(line: 1916, column: 37, scope: !1784)
!1786 = !DILocation(line: 1916, column: 45, scope: !1784)
!1787 = !DILocation(line: 1916, column: 8, scope: !1784)
!1788 = !DILocation(line: 1917, column: 8, scope: !1784)
!1789 = !DILocation(line: 1919, column: 4, scope: !1780)
!1790 = !DILocalVariable(name: "__cut", scope: !1780, file: !4, line: 1920, type: !361)
!1791 = !DILocation(line: 1920, column: 26, scope: !1780)
!1792 = !DILocation(line: 1921, column: 39, scope: !1780)
!1793 = !DILocation(line: 1921, column: 48, scope: !1780)
!1794 = !DILocation(line: 1921, column: 6, scope: !1780)
!1795 = !DILocation(line: 1922, column: 26, scope: !1780)
!1796 = !DILocation(line: 1922, column: 33, scope: !1780)
!1797 = !DILocation(line: 1922, column: 41, scope: !1780)
!1798 = !DILocation(line: 1922, column: 4, scope: !1780)
!1799 = !DILocation(line: 1923, column: 11, scope: !1780)
!1800 = distinct !{!1800, !1775, !1801, !1084}
!1801 = !DILocation(line: 1924, column: 2, scope: !1762)
!1802 = !DILocation(line: 1925, column: 5, scope: !1762)
!1803 = distinct !DISubprogram(name: "__lg", linkageName: "_ZSt4__lgl", scope: !5, file: !1547, line: 1513, type: !678, scopeLine: 1514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !143)
!1804 = !DILocalVariable(name: "__n", arg: 1, scope: !1803, file: !1547, line: 1513, type: !406)
!1805 = !DILocation(line: 1513, column: 13, scope: !1803)
!1806 = !DILocation(line: 1514, column: 66, scope: !1803)
!1807 = !DILocation(line: 1514, column: 51, scope: !1803)
!1808 = !DILocation(line: 1514, column: 49, scope: !1803)
!1809 = !DILocation(line: 1514, column: 12, scope: !1803)
!1810 = !DILocation(line: 1514, column: 5, scope: !1803)
!1811 = distinct !DISubprogram(name: "operator-<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !35, file: !362, line: 1330, type: !1812, scopeLine: 1333, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !418, retainedNodes: !143)
!1812 = !DISubroutineType(types: !1813)
!1813 = !{!403, !1128, !1128}
!1814 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1811, file: !362, line: 1330, type: !1128)
!1815 = !DILocation(line: 1330, column: 63, scope: !1811)
!1816 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1811, file: !362, line: 1331, type: !1128)
!1817 = !DILocation(line: 1331, column: 56, scope: !1811)
!1818 = !DILocation(line: 1333, column: 14, scope: !1811)
!1819 = !DILocation(line: 1333, column: 20, scope: !1811)
!1820 = !DILocation(line: 1333, column: 29, scope: !1811)
!1821 = !DILocation(line: 1333, column: 35, scope: !1811)
!1822 = !DILocation(line: 1333, column: 27, scope: !1811)
!1823 = !DILocation(line: 1333, column: 7, scope: !1811)
!1824 = distinct !DISubprogram(name: "__final_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1844, type: !1735, scopeLine: 1846, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!1825 = !DILocalVariable(name: "__first", arg: 1, scope: !1824, file: !4, line: 1844, type: !361)
!1826 = !DILocation(line: 1844, column: 50, scope: !1824)
!1827 = !DILocalVariable(name: "__last", arg: 2, scope: !1824, file: !4, line: 1845, type: !361)
!1828 = !DILocation(line: 1845, column: 29, scope: !1824)
!1829 = !DILocalVariable(name: "__comp", arg: 3, scope: !1824, file: !4, line: 1845, type: !571)
!1830 = !DILocation(line: 1845, column: 46, scope: !1824)
!1831 = !DILocation(line: 1847, column: 18, scope: !1832)
!1832 = distinct !DILexicalBlock(scope: !1824, file: !4, line: 1847, column: 11)
!1833 = !DILocation(line: 1847, column: 28, scope: !1832)
!1834 = !DILocation(line: 1847, column: 11, scope: !1824)
!1835 = !DILocation(line: 1849, column: 26, scope: !1836)
!1836 = distinct !DILexicalBlock(scope: !1832, file: !4, line: 1848, column: 2)
!1837 = !DILocation(line: 1849, column: 43, scope: !1836)
!1838 = !DILocation(line: 1849, column: 4, scope: !1836)
!1839 = !DILocation(line: 1850, column: 44, scope: !1836)
!1840 = !DILocation(line: 1850, column: 65, scope: !1836)
!1841 = !DILocation(line: 1850, column: 4, scope: !1836)
!1842 = !DILocation(line: 1852, column: 2, scope: !1836)
!1843 = !DILocation(line: 1854, column: 24, scope: !1832)
!1844 = !DILocation(line: 1854, column: 33, scope: !1832)
!1845 = !DILocation(line: 1854, column: 2, scope: !1832)
!1846 = !DILocation(line: 1855, column: 5, scope: !1824)
!1847 = distinct !DISubprogram(name: "__partial_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt14__partial_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1895, type: !1848, scopeLine: 1899, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!1848 = !DISubroutineType(types: !1849)
!1849 = !{null, !361, !361, !361, !571}
!1850 = !DILocalVariable(name: "__first", arg: 1, scope: !1847, file: !4, line: 1895, type: !361)
!1851 = !DILocation(line: 1895, column: 42, scope: !1847)
!1852 = !DILocalVariable(name: "__middle", arg: 2, scope: !1847, file: !4, line: 1896, type: !361)
!1853 = !DILocation(line: 1896, column: 28, scope: !1847)
!1854 = !DILocalVariable(name: "__last", arg: 3, scope: !1847, file: !4, line: 1897, type: !361)
!1855 = !DILocation(line: 1897, column: 28, scope: !1847)
!1856 = !DILocalVariable(name: "__comp", arg: 4, scope: !1847, file: !4, line: 1898, type: !571)
!1857 = !DILocation(line: 1898, column: 15, scope: !1847)
!1858 = !DILocation(line: 1900, column: 26, scope: !1847)
!1859 = !DILocation(line: 1900, column: 35, scope: !1847)
!1860 = !DILocation(line: 1900, column: 45, scope: !1847)
!1861 = !DILocation(line: 1900, column: 7, scope: !1847)
!1862 = !DILocation(line: 1901, column: 24, scope: !1847)
!1863 = !DILocation(line: 1901, column: 33, scope: !1847)
!1864 = !DILocation(line: 1901, column: 7, scope: !1847)
!1865 = !DILocation(line: 1902, column: 5, scope: !1847)
!1866 = distinct !DISubprogram(name: "__unguarded_partition_pivot<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt27__unguarded_partition_pivotIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_T0_", scope: !5, file: !4, line: 1883, type: !1867, scopeLine: 1885, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!1867 = !DISubroutineType(types: !1868)
!1868 = !{!361, !361, !361, !571}
!1869 = !DILocalVariable(name: "__first", arg: 1, scope: !1866, file: !4, line: 1883, type: !361)
!1870 = !DILocation(line: 1883, column: 55, scope: !1866)
!1871 = !DILocalVariable(name: "__last", arg: 2, scope: !1866, file: !4, line: 1884, type: !361)
!1872 = !DILocation(line: 1884, column: 27, scope: !1866)
!1873 = !DILocalVariable(name: "__comp", arg: 3, scope: !1866, file: !4, line: 1884, type: !571)
!1874 = !DILocation(line: 1884, column: 44, scope: !1866)
!1875 = !DILocalVariable(name: "__mid", scope: !1866, file: !4, line: 1886, type: !361)
!1876 = !DILocation(line: 1886, column: 29, scope: !1866)
!1877 = !DILocation(line: 1886, column: 55, scope: !1866)
!1878 = !DILocation(line: 1886, column: 66, scope: !1866)
!1879 = !DILocation(line: 1886, column: 45, scope: !1866)
!1880 = !DILocation(line: 1887, column: 35, scope: !1866)
!1881 = !DILocation(line: 1887, column: 52, scope: !1866)
!1882 = !DILocation(line: 1887, column: 57, scope: !1866)
!1883 = !DILocation(line: 1887, column: 71, scope: !1866)
!1884 = !DILocation(line: 1887, column: 7, scope: !1866)
!1885 = !DILocation(line: 1889, column: 49, scope: !1866)
!1886 = !DILocation(line: 1889, column: 54, scope: !1866)
!1887 = !DILocation(line: 1889, column: 62, scope: !1866)
!1888 = !DILocation(line: 1889, column: 14, scope: !1866)
!1889 = !DILocation(line: 1889, column: 7, scope: !1866)
!1890 = distinct !DISubprogram(name: "__heap_select<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1625, type: !1848, scopeLine: 1628, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!1891 = !DILocalVariable(name: "__first", arg: 1, scope: !1890, file: !4, line: 1625, type: !361)
!1892 = !DILocation(line: 1625, column: 41, scope: !1890)
!1893 = !DILocalVariable(name: "__middle", arg: 2, scope: !1890, file: !4, line: 1626, type: !361)
!1894 = !DILocation(line: 1626, column: 27, scope: !1890)
!1895 = !DILocalVariable(name: "__last", arg: 3, scope: !1890, file: !4, line: 1627, type: !361)
!1896 = !DILocation(line: 1627, column: 27, scope: !1890)
!1897 = !DILocalVariable(name: "__comp", arg: 4, scope: !1890, file: !4, line: 1627, type: !571)
!1898 = !DILocation(line: 1627, column: 44, scope: !1890)
!1899 = !DILocation(line: 1629, column: 24, scope: !1890)
!1900 = !DILocation(line: 1629, column: 33, scope: !1890)
!1901 = !DILocation(line: 1629, column: 7, scope: !1890)
!1902 = !DILocalVariable(name: "__i", scope: !1903, file: !4, line: 1630, type: !361)
!1903 = distinct !DILexicalBlock(scope: !1890, file: !4, line: 1630, column: 7)
!1904 = !DILocation(line: 1630, column: 34, scope: !1903)
!1905 = !DILocation(line: 1630, column: 40, scope: !1903)
!1906 = !DILocation(line: 1630, column: 12, scope: !1903)
!1907 = !DILocation(line: 1630, column: 54, scope: !1908)
!1908 = distinct !DILexicalBlock(scope: !1903, file: !4, line: 1630, column: 7)
!1909 = !DILocation(line: 1630, column: 7, scope: !1903)
!1910 = !DILocation(line: 1631, column: 13, scope: !1911)
!1911 = distinct !DILexicalBlock(scope: !1908, file: !4, line: 1631, column: 6)
!1912 = !DILocation(line: 1631, column: 18, scope: !1911)
!1913 = !DILocation(line: 1631, column: 6, scope: !1911)
!1914 = !DILocation(line: 1631, column: 6, scope: !1908)
!1915 = !DILocation(line: 1632, column: 20, scope: !1911)
!1916 = !DILocation(line: 1632, column: 29, scope: !1911)
!1917 = !DILocation(line: 1632, column: 39, scope: !1911)
!1918 = !DILocation(line: 1632, column: 4, scope: !1911)
!1919 = !DILocation(line: 1631, column: 25, scope: !1911)
!1920 = !DILocation(line: 1630, column: 64, scope: !1908)
!1921 = !DILocation(line: 1630, column: 7, scope: !1908)
!1922 = distinct !{!1922, !1909, !1923, !1084}
!1923 = !DILocation(line: 1632, column: 50, scope: !1903)
!1924 = !DILocation(line: 1633, column: 5, scope: !1890)
!1925 = distinct !DISubprogram(name: "__sort_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__sort_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !566, line: 419, type: !1926, scopeLine: 421, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!1926 = !DISubroutineType(types: !1927)
!1927 = !{null, !361, !361, !570}
!1928 = !DILocalVariable(name: "__first", arg: 1, scope: !1925, file: !566, line: 419, type: !361)
!1929 = !DILocation(line: 419, column: 39, scope: !1925)
!1930 = !DILocalVariable(name: "__last", arg: 2, scope: !1925, file: !566, line: 419, type: !361)
!1931 = !DILocation(line: 419, column: 70, scope: !1925)
!1932 = !DILocalVariable(name: "__comp", arg: 3, scope: !1925, file: !566, line: 420, type: !570)
!1933 = !DILocation(line: 420, column: 13, scope: !1925)
!1934 = !DILocation(line: 422, column: 7, scope: !1925)
!1935 = !DILocation(line: 422, column: 21, scope: !1925)
!1936 = !DILocation(line: 422, column: 31, scope: !1925)
!1937 = !DILocation(line: 424, column: 4, scope: !1938)
!1938 = distinct !DILexicalBlock(scope: !1925, file: !566, line: 423, column: 2)
!1939 = !DILocation(line: 425, column: 20, scope: !1938)
!1940 = !DILocation(line: 425, column: 29, scope: !1938)
!1941 = !DILocation(line: 425, column: 37, scope: !1938)
!1942 = !DILocation(line: 425, column: 45, scope: !1938)
!1943 = !DILocation(line: 425, column: 4, scope: !1938)
!1944 = distinct !{!1944, !1934, !1945, !1084}
!1945 = !DILocation(line: 426, column: 2, scope: !1925)
!1946 = !DILocation(line: 427, column: 5, scope: !1925)
!1947 = distinct !DISubprogram(name: "__make_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !566, line: 340, type: !1926, scopeLine: 342, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!1948 = !DILocalVariable(name: "__first", arg: 1, scope: !1947, file: !566, line: 340, type: !361)
!1949 = !DILocation(line: 340, column: 39, scope: !1947)
!1950 = !DILocalVariable(name: "__last", arg: 2, scope: !1947, file: !566, line: 340, type: !361)
!1951 = !DILocation(line: 340, column: 70, scope: !1947)
!1952 = !DILocalVariable(name: "__comp", arg: 3, scope: !1947, file: !566, line: 341, type: !570)
!1953 = !DILocation(line: 341, column: 13, scope: !1947)
!1954 = !DILocation(line: 348, column: 18, scope: !1955)
!1955 = distinct !DILexicalBlock(scope: !1947, file: !566, line: 348, column: 11)
!1956 = !DILocation(line: 348, column: 28, scope: !1955)
!1957 = !DILocation(line: 348, column: 11, scope: !1947)
!1958 = !DILocation(line: 349, column: 2, scope: !1955)
!1959 = !DILocalVariable(name: "__len", scope: !1947, file: !566, line: 351, type: !1960)
!1960 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1961)
!1961 = !DIDerivedType(tag: DW_TAG_typedef, name: "_DistanceType", scope: !1947, file: !566, line: 346, baseType: !577)
!1962 = !DILocation(line: 351, column: 27, scope: !1947)
!1963 = !DILocation(line: 351, column: 42, scope: !1947)
!1964 = !DILocalVariable(name: "__parent", scope: !1947, file: !566, line: 352, type: !1961)
!1965 = !DILocation(line: 352, column: 21, scope: !1947)
!1966 = !DILocation(line: 352, column: 33, scope: !1947)
!1967 = !DILocation(line: 352, column: 39, scope: !1947)
!1968 = !DILocation(line: 352, column: 44, scope: !1947)
!1969 = !DILocation(line: 353, column: 7, scope: !1947)
!1970 = !DILocalVariable(name: "__value", scope: !1971, file: !566, line: 355, type: !1972)
!1971 = distinct !DILexicalBlock(scope: !1947, file: !566, line: 354, column: 2)
!1972 = !DIDerivedType(tag: DW_TAG_typedef, name: "_ValueType", scope: !1947, file: !566, line: 344, baseType: !1973)
!1973 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !578, file: !379, line: 169, baseType: !1974)
!1974 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !361, file: !362, line: 1059, baseType: !1975)
!1975 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !380, file: !379, line: 213, baseType: !18)
!1976 = !DILocation(line: 355, column: 15, scope: !1971)
!1977 = !DILocation(line: 355, column: 25, scope: !1971)
!1978 = !DILocation(line: 356, column: 23, scope: !1971)
!1979 = !DILocation(line: 356, column: 32, scope: !1971)
!1980 = !DILocation(line: 356, column: 42, scope: !1971)
!1981 = !DILocation(line: 356, column: 49, scope: !1971)
!1982 = !DILocation(line: 357, column: 9, scope: !1971)
!1983 = !DILocation(line: 356, column: 4, scope: !1971)
!1984 = !DILocation(line: 358, column: 8, scope: !1985)
!1985 = distinct !DILexicalBlock(scope: !1971, file: !566, line: 358, column: 8)
!1986 = !DILocation(line: 358, column: 17, scope: !1985)
!1987 = !DILocation(line: 358, column: 8, scope: !1971)
!1988 = !DILocation(line: 359, column: 6, scope: !1985)
!1989 = !DILocation(line: 360, column: 12, scope: !1971)
!1990 = distinct !{!1990, !1969, !1991, !1084}
!1991 = !DILocation(line: 361, column: 2, scope: !1947)
!1992 = !DILocation(line: 362, column: 5, scope: !1947)
!1993 = distinct !DISubprogram(name: "operator<<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !35, file: !362, line: 1254, type: !1126, scopeLine: 1257, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !418, retainedNodes: !143)
!1994 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1993, file: !362, line: 1254, type: !1128)
!1995 = !DILocation(line: 1254, column: 63, scope: !1993)
!1996 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1993, file: !362, line: 1255, type: !1128)
!1997 = !DILocation(line: 1255, column: 56, scope: !1993)
!1998 = !DILocation(line: 1257, column: 14, scope: !1993)
!1999 = !DILocation(line: 1257, column: 20, scope: !1993)
!2000 = !DILocation(line: 1257, column: 29, scope: !1993)
!2001 = !DILocation(line: 1257, column: 35, scope: !1993)
!2002 = !DILocation(line: 1257, column: 27, scope: !1993)
!2003 = !DILocation(line: 1257, column: 7, scope: !1993)
!2004 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !571, file: !572, line: 44, type: !2005, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2010, declaration: !2009, retainedNodes: !143)
!2005 = !DISubroutineType(types: !2006)
!2006 = !{!136, !2007, !361, !361}
!2007 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2008, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2008 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !571)
!2009 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !571, file: !572, line: 44, type: !2005, scopeLine: 44, flags: DIFlagPrototyped, spFlags: 0, templateParams: !2010)
!2010 = !{!2011, !2012}
!2011 = !DITemplateTypeParameter(name: "_Iterator1", type: !361)
!2012 = !DITemplateTypeParameter(name: "_Iterator2", type: !361)
!2013 = !DILocalVariable(name: "this", arg: 1, scope: !2004, type: !2014, flags: DIFlagArtificial | DIFlagObjectPointer)
!2014 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2008, size: 64)
!2015 = !DILocation(line: 0, scope: !2004)
!2016 = !DILocalVariable(name: "__it1", arg: 2, scope: !2004, file: !572, line: 44, type: !361)
!2017 = !DILocation(line: 44, column: 29, scope: !2004)
!2018 = !DILocalVariable(name: "__it2", arg: 3, scope: !2004, file: !572, line: 44, type: !361)
!2019 = !DILocation(line: 44, column: 47, scope: !2004)
!2020 = !DILocation(line: 45, column: 16, scope: !2004)
!2021 = !DILocation(line: 45, column: 25, scope: !2004)
!2022 = !DILocation(line: 45, column: 23, scope: !2004)
!2023 = !DILocation(line: 45, column: 9, scope: !2004)
!2024 = !DILocalVariable(name: "__first", arg: 1, scope: !567, file: !566, line: 254, type: !361)
!2025 = !DILocation(line: 254, column: 38, scope: !567)
!2026 = !DILocalVariable(name: "__last", arg: 2, scope: !567, file: !566, line: 254, type: !361)
!2027 = !DILocation(line: 254, column: 69, scope: !567)
!2028 = !DILocalVariable(name: "__result", arg: 3, scope: !567, file: !566, line: 255, type: !361)
!2029 = !DILocation(line: 255, column: 31, scope: !567)
!2030 = !DILocalVariable(name: "__comp", arg: 4, scope: !567, file: !566, line: 255, type: !570)
!2031 = !DILocation(line: 255, column: 51, scope: !567)
!2032 = !DILocalVariable(name: "__value", scope: !567, file: !566, line: 262, type: !2033)
!2033 = !DIDerivedType(tag: DW_TAG_typedef, name: "_ValueType", scope: !567, file: !566, line: 258, baseType: !1973)
!2034 = !DILocation(line: 262, column: 18, scope: !567)
!2035 = !DILocation(line: 262, column: 28, scope: !567)
!2036 = !DILocation(line: 263, column: 19, scope: !567)
!2037 = !DILocation(line: 263, column: 7, scope: !567)
!2038 = !DILocation(line: 263, column: 17, scope: !567)
!2039 = !DILocation(line: 264, column: 26, scope: !567)
!2040 = !DILocation(line: 265, column: 26, scope: !567)
!2041 = !DILocation(line: 266, column: 5, scope: !567)
!2042 = !DILocation(line: 266, column: 29, scope: !567)
!2043 = !DILocation(line: 264, column: 7, scope: !567)
!2044 = !DILocation(line: 267, column: 5, scope: !567)
!2045 = distinct !DISubprogram(name: "move<double &>", linkageName: "_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_", scope: !5, file: !2046, line: 104, type: !2047, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2052, retainedNodes: !143)
!2046 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: ".", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2047 = !DISubroutineType(types: !2048)
!2048 = !{!2049, !72}
!2049 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2050, size: 64)
!2050 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2051, file: !244, line: 1633, baseType: !18)
!2051 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<double &>", scope: !5, file: !244, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !2052, identifier: "_ZTSSt16remove_referenceIRdE")
!2052 = !{!2053}
!2053 = !DITemplateTypeParameter(name: "_Tp", type: !72)
!2054 = !DILocalVariable(name: "__t", arg: 1, scope: !2045, file: !2046, line: 104, type: !72)
!2055 = !DILocation(line: 104, column: 16, scope: !2045)
!2056 = !DILocation(line: 105, column: 71, scope: !2045)
!2057 = !DILocation(line: 105, column: 7, scope: !2045)
!2058 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !361, file: !362, line: 1143, type: !411, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !410, retainedNodes: !143)
!2059 = !DILocalVariable(name: "this", arg: 1, scope: !2058, type: !1141, flags: DIFlagArtificial | DIFlagObjectPointer)
!2060 = !DILocation(line: 0, scope: !2058)
!2061 = !DILocalVariable(name: "__n", arg: 2, scope: !2058, file: !362, line: 1143, type: !403)
!2062 = !DILocation(line: 1143, column: 33, scope: !2058)
!2063 = !DILocation(line: 1144, column: 34, scope: !2058)
!2064 = !DILocation(line: 1144, column: 47, scope: !2058)
!2065 = !DILocation(line: 1144, column: 45, scope: !2058)
!2066 = !DILocation(line: 1144, column: 16, scope: !2058)
!2067 = !DILocation(line: 1144, column: 9, scope: !2058)
!2068 = distinct !DISubprogram(name: "__adjust_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_", scope: !5, file: !566, line: 224, type: !2069, scopeLine: 226, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2071, retainedNodes: !143)
!2069 = !DISubroutineType(types: !2070)
!2070 = !{null, !361, !406, !406, !18, !571}
!2071 = !{!575, !2072, !93, !576}
!2072 = !DITemplateTypeParameter(name: "_Distance", type: !406)
!2073 = !DILocalVariable(name: "__first", arg: 1, scope: !2068, file: !566, line: 224, type: !361)
!2074 = !DILocation(line: 224, column: 41, scope: !2068)
!2075 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !2068, file: !566, line: 224, type: !406)
!2076 = !DILocation(line: 224, column: 60, scope: !2068)
!2077 = !DILocalVariable(name: "__len", arg: 3, scope: !2068, file: !566, line: 225, type: !406)
!2078 = !DILocation(line: 225, column: 15, scope: !2068)
!2079 = !DILocalVariable(name: "__value", arg: 4, scope: !2068, file: !566, line: 225, type: !18)
!2080 = !DILocation(line: 225, column: 26, scope: !2068)
!2081 = !DILocalVariable(name: "__comp", arg: 5, scope: !2068, file: !566, line: 225, type: !571)
!2082 = !DILocation(line: 225, column: 44, scope: !2068)
!2083 = !DILocalVariable(name: "__topIndex", scope: !2068, file: !566, line: 227, type: !2084)
!2084 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !406)
!2085 = !DILocation(line: 227, column: 23, scope: !2068)
!2086 = !DILocation(line: 227, column: 36, scope: !2068)
!2087 = !DILocalVariable(name: "__secondChild", scope: !2068, file: !566, line: 228, type: !406)
!2088 = !DILocation(line: 228, column: 17, scope: !2068)
!2089 = !DILocation(line: 228, column: 33, scope: !2068)
!2090 = !DILocation(line: 229, column: 7, scope: !2068)
!2091 = !DILocation(line: 229, column: 14, scope: !2068)
!2092 = !DILocation(line: 229, column: 31, scope: !2068)
!2093 = !DILocation(line: 229, column: 37, scope: !2068)
!2094 = !DILocation(line: 229, column: 42, scope: !2068)
!2095 = !DILocation(line: 229, column: 28, scope: !2068)
!2096 = !DILocation(line: 231, column: 25, scope: !2097)
!2097 = distinct !DILexicalBlock(scope: !2068, file: !566, line: 230, column: 2)
!2098 = !DILocation(line: 231, column: 39, scope: !2097)
!2099 = !DILocation(line: 231, column: 22, scope: !2097)
!2100 = !DILocation(line: 231, column: 18, scope: !2097)
!2101 = !DILocation(line: 232, column: 25, scope: !2102)
!2102 = distinct !DILexicalBlock(scope: !2097, file: !566, line: 232, column: 8)
!2103 = !DILocation(line: 232, column: 23, scope: !2102)
!2104 = !DILocation(line: 233, column: 19, scope: !2102)
!2105 = !DILocation(line: 233, column: 33, scope: !2102)
!2106 = !DILocation(line: 233, column: 16, scope: !2102)
!2107 = !DILocation(line: 232, column: 8, scope: !2102)
!2108 = !DILocation(line: 232, column: 8, scope: !2097)
!2109 = !DILocation(line: 234, column: 19, scope: !2102)
!2110 = !DILocation(line: 234, column: 6, scope: !2102)
!2111 = !DILocation(line: 235, column: 31, scope: !2097)
!2112 = !DILocation(line: 235, column: 16, scope: !2097)
!2113 = !DILocation(line: 235, column: 14, scope: !2097)
!2114 = !DILocation(line: 235, column: 4, scope: !2097)
!2115 = !DILocation(line: 235, column: 29, scope: !2097)
!2116 = !DILocation(line: 236, column: 18, scope: !2097)
!2117 = !DILocation(line: 236, column: 16, scope: !2097)
!2118 = distinct !{!2118, !2090, !2119, !1084}
!2119 = !DILocation(line: 237, column: 2, scope: !2068)
!2120 = !DILocation(line: 238, column: 12, scope: !2121)
!2121 = distinct !DILexicalBlock(scope: !2068, file: !566, line: 238, column: 11)
!2122 = !DILocation(line: 238, column: 18, scope: !2121)
!2123 = !DILocation(line: 238, column: 23, scope: !2121)
!2124 = !DILocation(line: 238, column: 28, scope: !2121)
!2125 = !DILocation(line: 238, column: 31, scope: !2121)
!2126 = !DILocation(line: 238, column: 49, scope: !2121)
!2127 = !DILocation(line: 238, column: 55, scope: !2121)
!2128 = !DILocation(line: 238, column: 60, scope: !2121)
!2129 = !DILocation(line: 238, column: 45, scope: !2121)
!2130 = !DILocation(line: 238, column: 11, scope: !2068)
!2131 = !DILocation(line: 240, column: 25, scope: !2132)
!2132 = distinct !DILexicalBlock(scope: !2121, file: !566, line: 239, column: 2)
!2133 = !DILocation(line: 240, column: 39, scope: !2132)
!2134 = !DILocation(line: 240, column: 22, scope: !2132)
!2135 = !DILocation(line: 240, column: 18, scope: !2132)
!2136 = !DILocation(line: 241, column: 31, scope: !2132)
!2137 = !DILocation(line: 241, column: 16, scope: !2132)
!2138 = !DILocation(line: 241, column: 14, scope: !2132)
!2139 = !DILocation(line: 241, column: 4, scope: !2132)
!2140 = !DILocation(line: 241, column: 29, scope: !2132)
!2141 = !DILocation(line: 243, column: 18, scope: !2132)
!2142 = !DILocation(line: 243, column: 32, scope: !2132)
!2143 = !DILocation(line: 243, column: 16, scope: !2132)
!2144 = !DILocation(line: 244, column: 2, scope: !2132)
!2145 = !DILocalVariable(name: "__cmp", scope: !2068, file: !566, line: 246, type: !583)
!2146 = !DILocation(line: 246, column: 2, scope: !2068)
!2147 = !DILocation(line: 246, column: 8, scope: !2068)
!2148 = !DILocation(line: 247, column: 24, scope: !2068)
!2149 = !DILocation(line: 247, column: 33, scope: !2068)
!2150 = !DILocation(line: 247, column: 46, scope: !2068)
!2151 = !DILocation(line: 248, column: 10, scope: !2068)
!2152 = !DILocation(line: 247, column: 7, scope: !2068)
!2153 = !DILocation(line: 249, column: 5, scope: !2068)
!2154 = distinct !DISubprogram(name: "move<__gnu_cxx::__ops::_Iter_less_iter &>", linkageName: "_ZSt4moveIRN9__gnu_cxx5__ops15_Iter_less_iterEEONSt16remove_referenceIT_E4typeEOS5_", scope: !5, file: !2046, line: 104, type: !2155, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2160, retainedNodes: !143)
!2155 = !DISubroutineType(types: !2156)
!2156 = !{!2157, !570}
!2157 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2158, size: 64)
!2158 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2159, file: !244, line: 1633, baseType: !571)
!2159 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<__gnu_cxx::__ops::_Iter_less_iter &>", scope: !5, file: !244, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !2160, identifier: "_ZTSSt16remove_referenceIRN9__gnu_cxx5__ops15_Iter_less_iterEE")
!2160 = !{!2161}
!2161 = !DITemplateTypeParameter(name: "_Tp", type: !570)
!2162 = !DILocalVariable(name: "__t", arg: 1, scope: !2154, file: !2046, line: 104, type: !570)
!2163 = !DILocation(line: 104, column: 16, scope: !2154)
!2164 = !DILocation(line: 105, column: 71, scope: !2154)
!2165 = !DILocation(line: 105, column: 7, scope: !2154)
!2166 = distinct !DISubprogram(name: "_Iter_less_val", linkageName: "_ZN9__gnu_cxx5__ops14_Iter_less_valC2ENS0_15_Iter_less_iterE", scope: !583, file: !572, line: 63, type: !590, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !589, retainedNodes: !143)
!2167 = !DILocalVariable(name: "this", arg: 1, scope: !2166, type: !2168, flags: DIFlagArtificial | DIFlagObjectPointer)
!2168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !583, size: 64)
!2169 = !DILocation(line: 0, scope: !2166)
!2170 = !DILocalVariable(arg: 2, scope: !2166, file: !572, line: 63, type: !571)
!2171 = !DILocation(line: 63, column: 35, scope: !2166)
!2172 = !DILocation(line: 63, column: 39, scope: !2166)
!2173 = distinct !DISubprogram(name: "__push_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_val>", linkageName: "_ZSt11__push_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops14_Iter_less_valEEvT_T0_SA_T1_RT2_", scope: !5, file: !566, line: 135, type: !2174, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2177, retainedNodes: !143)
!2174 = !DISubroutineType(types: !2175)
!2175 = !{null, !361, !406, !406, !18, !2176}
!2176 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !583, size: 64)
!2177 = !{!575, !2072, !93, !2178}
!2178 = !DITemplateTypeParameter(name: "_Compare", type: !583)
!2179 = !DILocalVariable(name: "__first", arg: 1, scope: !2173, file: !566, line: 135, type: !361)
!2180 = !DILocation(line: 135, column: 39, scope: !2173)
!2181 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !2173, file: !566, line: 136, type: !406)
!2182 = !DILocation(line: 136, column: 13, scope: !2173)
!2183 = !DILocalVariable(name: "__topIndex", arg: 3, scope: !2173, file: !566, line: 136, type: !406)
!2184 = !DILocation(line: 136, column: 36, scope: !2173)
!2185 = !DILocalVariable(name: "__value", arg: 4, scope: !2173, file: !566, line: 136, type: !18)
!2186 = !DILocation(line: 136, column: 52, scope: !2173)
!2187 = !DILocalVariable(name: "__comp", arg: 5, scope: !2173, file: !566, line: 137, type: !2176)
!2188 = !DILocation(line: 137, column: 13, scope: !2173)
!2189 = !DILocalVariable(name: "__parent", scope: !2173, file: !566, line: 139, type: !406)
!2190 = !DILocation(line: 139, column: 17, scope: !2173)
!2191 = !DILocation(line: 139, column: 29, scope: !2173)
!2192 = !DILocation(line: 139, column: 41, scope: !2173)
!2193 = !DILocation(line: 139, column: 46, scope: !2173)
!2194 = !DILocation(line: 140, column: 7, scope: !2173)
!2195 = !DILocation(line: 140, column: 14, scope: !2173)
!2196 = !DILocation(line: 140, column: 28, scope: !2173)
!2197 = !DILocation(line: 140, column: 26, scope: !2173)
!2198 = !DILocation(line: 140, column: 39, scope: !2173)
!2199 = !DILocation(line: 140, column: 42, scope: !2173)
!2200 = !DILocation(line: 140, column: 59, scope: !2173)
!2201 = !DILocation(line: 140, column: 57, scope: !2173)
!2202 = !DILocation(line: 0, scope: !2173)
!2203 = !DILocation(line: 142, column: 31, scope: !2204)
!2204 = distinct !DILexicalBlock(scope: !2173, file: !566, line: 141, column: 2)
!2205 = !DILocation(line: 142, column: 16, scope: !2204)
!2206 = !DILocation(line: 142, column: 14, scope: !2204)
!2207 = !DILocation(line: 142, column: 4, scope: !2204)
!2208 = !DILocation(line: 142, column: 29, scope: !2204)
!2209 = !DILocation(line: 143, column: 18, scope: !2204)
!2210 = !DILocation(line: 143, column: 16, scope: !2204)
!2211 = !DILocation(line: 144, column: 16, scope: !2204)
!2212 = !DILocation(line: 144, column: 28, scope: !2204)
!2213 = !DILocation(line: 144, column: 33, scope: !2204)
!2214 = !DILocation(line: 144, column: 13, scope: !2204)
!2215 = distinct !{!2215, !2194, !2216, !1084}
!2216 = !DILocation(line: 145, column: 2, scope: !2173)
!2217 = !DILocation(line: 146, column: 34, scope: !2173)
!2218 = !DILocation(line: 146, column: 19, scope: !2173)
!2219 = !DILocation(line: 146, column: 17, scope: !2173)
!2220 = !DILocation(line: 146, column: 7, scope: !2173)
!2221 = !DILocation(line: 146, column: 32, scope: !2173)
!2222 = !DILocation(line: 147, column: 5, scope: !2173)
!2223 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !583, file: !572, line: 68, type: !2224, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2229, declaration: !2228, retainedNodes: !143)
!2224 = !DISubroutineType(types: !2225)
!2225 = !{!136, !2226, !361, !72}
!2226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2227, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !583)
!2228 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !583, file: !572, line: 68, type: !2224, scopeLine: 68, flags: DIFlagPrototyped, spFlags: 0, templateParams: !2229)
!2229 = !{!580, !2230}
!2230 = !DITemplateTypeParameter(name: "_Value", type: !18)
!2231 = !DILocalVariable(name: "this", arg: 1, scope: !2223, type: !2232, flags: DIFlagArtificial | DIFlagObjectPointer)
!2232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2227, size: 64)
!2233 = !DILocation(line: 0, scope: !2223)
!2234 = !DILocalVariable(name: "__it", arg: 2, scope: !2223, file: !572, line: 68, type: !361)
!2235 = !DILocation(line: 68, column: 28, scope: !2223)
!2236 = !DILocalVariable(name: "__val", arg: 3, scope: !2223, file: !572, line: 68, type: !72)
!2237 = !DILocation(line: 68, column: 42, scope: !2223)
!2238 = !DILocation(line: 69, column: 16, scope: !2223)
!2239 = !DILocation(line: 69, column: 24, scope: !2223)
!2240 = !DILocation(line: 69, column: 22, scope: !2223)
!2241 = !DILocation(line: 69, column: 9, scope: !2223)
!2242 = distinct !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !361, file: !362, line: 1119, type: !391, scopeLine: 1120, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !398, retainedNodes: !143)
!2243 = !DILocalVariable(name: "this", arg: 1, scope: !2242, type: !1147, flags: DIFlagArtificial | DIFlagObjectPointer)
!2244 = !DILocation(line: 0, scope: !2242)
!2245 = !DILocation(line: 1121, column: 4, scope: !2242)
!2246 = !DILocation(line: 1121, column: 2, scope: !2242)
!2247 = !DILocation(line: 1122, column: 2, scope: !2242)
!2248 = distinct !DISubprogram(name: "__move_median_to_first<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__move_median_to_firstIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_S9_T0_", scope: !5, file: !4, line: 82, type: !2249, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2251, retainedNodes: !143)
!2249 = !DISubroutineType(types: !2250)
!2250 = !{null, !361, !361, !361, !361, !571}
!2251 = !{!580, !576}
!2252 = !DILocalVariable(name: "__result", arg: 1, scope: !2248, file: !4, line: 82, type: !361)
!2253 = !DILocation(line: 82, column: 38, scope: !2248)
!2254 = !DILocalVariable(name: "__a", arg: 2, scope: !2248, file: !4, line: 82, type: !361)
!2255 = !DILocation(line: 82, column: 57, scope: !2248)
!2256 = !DILocalVariable(name: "__b", arg: 3, scope: !2248, file: !4, line: 82, type: !361)
!2257 = !DILocation(line: 82, column: 72, scope: !2248)
!2258 = !DILocalVariable(name: "__c", arg: 4, scope: !2248, file: !4, line: 83, type: !361)
!2259 = !DILocation(line: 83, column: 17, scope: !2248)
!2260 = !DILocalVariable(name: "__comp", arg: 5, scope: !2248, file: !4, line: 83, type: !571)
!2261 = !DILocation(line: 83, column: 31, scope: !2248)
!2262 = !DILocation(line: 85, column: 18, scope: !2263)
!2263 = distinct !DILexicalBlock(scope: !2248, file: !4, line: 85, column: 11)
!2264 = !DILocation(line: 85, column: 23, scope: !2263)
!2265 = !DILocation(line: 85, column: 11, scope: !2263)
!2266 = !DILocation(line: 85, column: 11, scope: !2248)
!2267 = !DILocation(line: 87, column: 15, scope: !2268)
!2268 = distinct !DILexicalBlock(scope: !2269, file: !4, line: 87, column: 8)
!2269 = distinct !DILexicalBlock(scope: !2263, file: !4, line: 86, column: 2)
!2270 = !DILocation(line: 87, column: 20, scope: !2268)
!2271 = !DILocation(line: 87, column: 8, scope: !2268)
!2272 = !DILocation(line: 87, column: 8, scope: !2269)
!2273 = !DILocation(line: 88, column: 21, scope: !2268)
!2274 = !DILocation(line: 88, column: 31, scope: !2268)
!2275 = !DILocation(line: 88, column: 6, scope: !2268)
!2276 = !DILocation(line: 89, column: 20, scope: !2277)
!2277 = distinct !DILexicalBlock(scope: !2268, file: !4, line: 89, column: 13)
!2278 = !DILocation(line: 89, column: 25, scope: !2277)
!2279 = !DILocation(line: 89, column: 13, scope: !2277)
!2280 = !DILocation(line: 89, column: 13, scope: !2268)
!2281 = !DILocation(line: 90, column: 21, scope: !2277)
!2282 = !DILocation(line: 90, column: 31, scope: !2277)
!2283 = !DILocation(line: 90, column: 6, scope: !2277)
!2284 = !DILocation(line: 92, column: 21, scope: !2277)
!2285 = !DILocation(line: 92, column: 31, scope: !2277)
!2286 = !DILocation(line: 92, column: 6, scope: !2277)
!2287 = !DILocation(line: 93, column: 2, scope: !2269)
!2288 = !DILocation(line: 94, column: 23, scope: !2289)
!2289 = distinct !DILexicalBlock(scope: !2263, file: !4, line: 94, column: 16)
!2290 = !DILocation(line: 94, column: 28, scope: !2289)
!2291 = !DILocation(line: 94, column: 16, scope: !2289)
!2292 = !DILocation(line: 94, column: 16, scope: !2263)
!2293 = !DILocation(line: 95, column: 17, scope: !2289)
!2294 = !DILocation(line: 95, column: 27, scope: !2289)
!2295 = !DILocation(line: 95, column: 2, scope: !2289)
!2296 = !DILocation(line: 96, column: 23, scope: !2297)
!2297 = distinct !DILexicalBlock(scope: !2289, file: !4, line: 96, column: 16)
!2298 = !DILocation(line: 96, column: 28, scope: !2297)
!2299 = !DILocation(line: 96, column: 16, scope: !2297)
!2300 = !DILocation(line: 96, column: 16, scope: !2289)
!2301 = !DILocation(line: 97, column: 17, scope: !2297)
!2302 = !DILocation(line: 97, column: 27, scope: !2297)
!2303 = !DILocation(line: 97, column: 2, scope: !2297)
!2304 = !DILocation(line: 99, column: 17, scope: !2297)
!2305 = !DILocation(line: 99, column: 27, scope: !2297)
!2306 = !DILocation(line: 99, column: 2, scope: !2297)
!2307 = !DILocation(line: 100, column: 5, scope: !2248)
!2308 = distinct !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !361, file: !362, line: 1153, type: !411, scopeLine: 1154, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !414, retainedNodes: !143)
!2309 = !DILocalVariable(name: "this", arg: 1, scope: !2308, type: !1141, flags: DIFlagArtificial | DIFlagObjectPointer)
!2310 = !DILocation(line: 0, scope: !2308)
!2311 = !DILocalVariable(name: "__n", arg: 2, scope: !2308, file: !362, line: 1153, type: !403)
!2312 = !DILocation(line: 1153, column: 33, scope: !2308)
!2313 = !DILocation(line: 1154, column: 34, scope: !2308)
!2314 = !DILocation(line: 1154, column: 47, scope: !2308)
!2315 = !DILocation(line: 1154, column: 45, scope: !2308)
!2316 = !DILocation(line: 1154, column: 16, scope: !2308)
!2317 = !DILocation(line: 1154, column: 9, scope: !2308)
!2318 = distinct !DISubprogram(name: "__unguarded_partition<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt21__unguarded_partitionIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_S9_T0_", scope: !5, file: !4, line: 1861, type: !2319, scopeLine: 1864, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!2319 = !DISubroutineType(types: !2320)
!2320 = !{!361, !361, !361, !361, !571}
!2321 = !DILocalVariable(name: "__first", arg: 1, scope: !2318, file: !4, line: 1861, type: !361)
!2322 = !DILocation(line: 1861, column: 49, scope: !2318)
!2323 = !DILocalVariable(name: "__last", arg: 2, scope: !2318, file: !4, line: 1862, type: !361)
!2324 = !DILocation(line: 1862, column: 28, scope: !2318)
!2325 = !DILocalVariable(name: "__pivot", arg: 3, scope: !2318, file: !4, line: 1863, type: !361)
!2326 = !DILocation(line: 1863, column: 28, scope: !2318)
!2327 = !DILocalVariable(name: "__comp", arg: 4, scope: !2318, file: !4, line: 1863, type: !571)
!2328 = !DILocation(line: 1863, column: 46, scope: !2318)
!2329 = !DILocation(line: 1865, column: 7, scope: !2318)
!2330 = !DILocation(line: 1867, column: 4, scope: !2331)
!2331 = distinct !DILexicalBlock(scope: !2318, file: !4, line: 1866, column: 2)
!2332 = !DILocation(line: 1867, column: 18, scope: !2331)
!2333 = !DILocation(line: 1867, column: 27, scope: !2331)
!2334 = !DILocation(line: 1867, column: 11, scope: !2331)
!2335 = !DILocation(line: 1868, column: 6, scope: !2331)
!2336 = distinct !{!2336, !2330, !2337, !1084}
!2337 = !DILocation(line: 1868, column: 8, scope: !2331)
!2338 = !DILocation(line: 1869, column: 4, scope: !2331)
!2339 = !DILocation(line: 1870, column: 4, scope: !2331)
!2340 = !DILocation(line: 1870, column: 18, scope: !2331)
!2341 = !DILocation(line: 1870, column: 27, scope: !2331)
!2342 = !DILocation(line: 1870, column: 11, scope: !2331)
!2343 = !DILocation(line: 1871, column: 6, scope: !2331)
!2344 = distinct !{!2344, !2339, !2345, !1084}
!2345 = !DILocation(line: 1871, column: 8, scope: !2331)
!2346 = !DILocation(line: 1872, column: 18, scope: !2347)
!2347 = distinct !DILexicalBlock(scope: !2331, file: !4, line: 1872, column: 8)
!2348 = !DILocation(line: 1872, column: 8, scope: !2331)
!2349 = !DILocation(line: 1873, column: 13, scope: !2347)
!2350 = !DILocation(line: 1873, column: 6, scope: !2347)
!2351 = !DILocation(line: 1874, column: 19, scope: !2331)
!2352 = !DILocation(line: 1874, column: 28, scope: !2331)
!2353 = !DILocation(line: 1874, column: 4, scope: !2331)
!2354 = !DILocation(line: 1875, column: 4, scope: !2331)
!2355 = distinct !{!2355, !2329, !2356, !1084}
!2356 = !DILocation(line: 1876, column: 2, scope: !2318)
!2357 = distinct !DISubprogram(name: "iter_swap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_", scope: !5, file: !1547, line: 152, type: !1165, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2358, retainedNodes: !143)
!2358 = !{!2359, !2360}
!2359 = !DITemplateTypeParameter(name: "_FIter1", type: !361)
!2360 = !DITemplateTypeParameter(name: "_FIter2", type: !361)
!2361 = !DILocalVariable(name: "__a", arg: 1, scope: !2357, file: !2362, line: 382, type: !361)
!2362 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: ".")
!2363 = !DILocation(line: 382, column: 22, scope: !2357)
!2364 = !DILocalVariable(name: "__b", arg: 2, scope: !2357, file: !2362, line: 382, type: !361)
!2365 = !DILocation(line: 382, column: 31, scope: !2357)
!2366 = !DILocation(line: 182, column: 12, scope: !2357)
!2367 = !DILocation(line: 182, column: 18, scope: !2357)
!2368 = !DILocation(line: 182, column: 7, scope: !2357)
!2369 = !DILocation(line: 184, column: 5, scope: !2357)
!2370 = distinct !DISubprogram(name: "swap<double>", linkageName: "_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_", scope: !5, file: !2046, line: 196, type: !2371, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !92, retainedNodes: !143)
!2371 = !DISubroutineType(types: !2372)
!2372 = !{!2373, !72, !72}
!2373 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2374, file: !244, line: 2234, baseType: null)
!2374 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, void>", scope: !5, file: !244, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !2375, identifier: "_ZTSSt9enable_ifILb1EvE")
!2375 = !{!1660, !2376}
!2376 = !DITemplateTypeParameter(name: "_Tp", type: null, defaulted: true)
!2377 = !DILocalVariable(name: "__a", arg: 1, scope: !2370, file: !2046, line: 196, type: !72)
!2378 = !DILocation(line: 196, column: 15, scope: !2370)
!2379 = !DILocalVariable(name: "__b", arg: 2, scope: !2370, file: !2046, line: 196, type: !72)
!2380 = !DILocation(line: 196, column: 25, scope: !2370)
!2381 = !DILocalVariable(name: "__tmp", scope: !2370, file: !2046, line: 204, type: !18)
!2382 = !DILocation(line: 204, column: 11, scope: !2370)
!2383 = !DILocation(line: 204, column: 19, scope: !2370)
!2384 = !DILocation(line: 205, column: 13, scope: !2370)
!2385 = !DILocation(line: 205, column: 7, scope: !2370)
!2386 = !DILocation(line: 205, column: 11, scope: !2370)
!2387 = !DILocation(line: 206, column: 13, scope: !2370)
!2388 = !DILocation(line: 206, column: 7, scope: !2370)
!2389 = !DILocation(line: 206, column: 11, scope: !2370)
!2390 = !DILocation(line: 207, column: 5, scope: !2370)
!2391 = distinct !DISubprogram(name: "__insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1802, type: !1735, scopeLine: 1804, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!2392 = !DILocalVariable(name: "__first", arg: 1, scope: !2391, file: !4, line: 1802, type: !361)
!2393 = !DILocation(line: 1802, column: 44, scope: !2391)
!2394 = !DILocalVariable(name: "__last", arg: 2, scope: !2391, file: !4, line: 1803, type: !361)
!2395 = !DILocation(line: 1803, column: 30, scope: !2391)
!2396 = !DILocalVariable(name: "__comp", arg: 3, scope: !2391, file: !4, line: 1803, type: !571)
!2397 = !DILocation(line: 1803, column: 47, scope: !2391)
!2398 = !DILocation(line: 1805, column: 19, scope: !2399)
!2399 = distinct !DILexicalBlock(scope: !2391, file: !4, line: 1805, column: 11)
!2400 = !DILocation(line: 1805, column: 11, scope: !2391)
!2401 = !DILocation(line: 1805, column: 30, scope: !2399)
!2402 = !DILocalVariable(name: "__i", scope: !2403, file: !4, line: 1807, type: !361)
!2403 = distinct !DILexicalBlock(scope: !2391, file: !4, line: 1807, column: 7)
!2404 = !DILocation(line: 1807, column: 34, scope: !2403)
!2405 = !DILocation(line: 1807, column: 48, scope: !2403)
!2406 = !DILocation(line: 1807, column: 12, scope: !2403)
!2407 = !DILocation(line: 1807, column: 57, scope: !2408)
!2408 = distinct !DILexicalBlock(scope: !2403, file: !4, line: 1807, column: 7)
!2409 = !DILocation(line: 1807, column: 7, scope: !2403)
!2410 = !DILocation(line: 1809, column: 15, scope: !2411)
!2411 = distinct !DILexicalBlock(scope: !2412, file: !4, line: 1809, column: 8)
!2412 = distinct !DILexicalBlock(scope: !2408, file: !4, line: 1808, column: 2)
!2413 = !DILocation(line: 1809, column: 20, scope: !2411)
!2414 = !DILocation(line: 1809, column: 8, scope: !2411)
!2415 = !DILocation(line: 1809, column: 8, scope: !2412)
!2416 = !DILocalVariable(name: "__val", scope: !2417, file: !4, line: 1812, type: !1973)
!2417 = distinct !DILexicalBlock(scope: !2411, file: !4, line: 1810, column: 6)
!2418 = !DILocation(line: 1812, column: 3, scope: !2417)
!2419 = !DILocation(line: 1812, column: 11, scope: !2417)
!2420 = !DILocation(line: 1813, column: 8, scope: !2417)
!2421 = !DILocation(line: 1814, column: 19, scope: !2417)
!2422 = !DILocation(line: 1814, column: 8, scope: !2417)
!2423 = !DILocation(line: 1814, column: 17, scope: !2417)
!2424 = !DILocation(line: 1815, column: 6, scope: !2417)
!2425 = !DILocation(line: 1817, column: 37, scope: !2411)
!2426 = !DILocation(line: 1818, column: 5, scope: !2411)
!2427 = !DILocation(line: 1817, column: 6, scope: !2411)
!2428 = !DILocation(line: 1819, column: 2, scope: !2412)
!2429 = !DILocation(line: 1807, column: 68, scope: !2408)
!2430 = !DILocation(line: 1807, column: 7, scope: !2408)
!2431 = distinct !{!2431, !2409, !2432, !1084}
!2432 = !DILocation(line: 1819, column: 2, scope: !2403)
!2433 = !DILocation(line: 1820, column: 5, scope: !2391)
!2434 = distinct !DISubprogram(name: "__unguarded_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt26__unguarded_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1826, type: !1735, scopeLine: 1828, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !574, retainedNodes: !143)
!2435 = !DILocalVariable(name: "__first", arg: 1, scope: !2434, file: !4, line: 1826, type: !361)
!2436 = !DILocation(line: 1826, column: 54, scope: !2434)
!2437 = !DILocalVariable(name: "__last", arg: 2, scope: !2434, file: !4, line: 1827, type: !361)
!2438 = !DILocation(line: 1827, column: 33, scope: !2434)
!2439 = !DILocalVariable(name: "__comp", arg: 3, scope: !2434, file: !4, line: 1827, type: !571)
!2440 = !DILocation(line: 1827, column: 50, scope: !2434)
!2441 = !DILocalVariable(name: "__i", scope: !2442, file: !4, line: 1829, type: !361)
!2442 = distinct !DILexicalBlock(scope: !2434, file: !4, line: 1829, column: 7)
!2443 = !DILocation(line: 1829, column: 34, scope: !2442)
!2444 = !DILocation(line: 1829, column: 40, scope: !2442)
!2445 = !DILocation(line: 1829, column: 12, scope: !2442)
!2446 = !DILocation(line: 1829, column: 53, scope: !2447)
!2447 = distinct !DILexicalBlock(scope: !2442, file: !4, line: 1829, column: 7)
!2448 = !DILocation(line: 1829, column: 7, scope: !2442)
!2449 = !DILocation(line: 1830, column: 33, scope: !2447)
!2450 = !DILocation(line: 1831, column: 5, scope: !2447)
!2451 = !DILocation(line: 1830, column: 2, scope: !2447)
!2452 = !DILocation(line: 1829, column: 64, scope: !2447)
!2453 = !DILocation(line: 1829, column: 7, scope: !2447)
!2454 = distinct !{!2454, !2448, !2455, !1084}
!2455 = !DILocation(line: 1831, column: 46, scope: !2442)
!2456 = !DILocation(line: 1832, column: 5, scope: !2434)
!2457 = distinct !DISubprogram(name: "operator==<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxeqIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !35, file: !362, line: 1221, type: !1126, scopeLine: 1224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !418, retainedNodes: !143)
!2458 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2457, file: !362, line: 1221, type: !1128)
!2459 = !DILocation(line: 1221, column: 64, scope: !2457)
!2460 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2457, file: !362, line: 1222, type: !1128)
!2461 = !DILocation(line: 1222, column: 57, scope: !2457)
!2462 = !DILocation(line: 1224, column: 14, scope: !2457)
!2463 = !DILocation(line: 1224, column: 20, scope: !2457)
!2464 = !DILocation(line: 1224, column: 30, scope: !2457)
!2465 = !DILocation(line: 1224, column: 36, scope: !2457)
!2466 = !DILocation(line: 1224, column: 27, scope: !2457)
!2467 = !DILocation(line: 1224, column: 7, scope: !2457)
!2468 = distinct !DISubprogram(name: "move_backward<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt13move_backwardIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET0_T_S8_S7_", scope: !5, file: !1547, line: 883, type: !2469, scopeLine: 884, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2471, retainedNodes: !143)
!2469 = !DISubroutineType(types: !2470)
!2470 = !{!361, !361, !361, !361}
!2471 = !{!2472, !2473}
!2472 = !DITemplateTypeParameter(name: "_BI1", type: !361)
!2473 = !DITemplateTypeParameter(name: "_BI2", type: !361)
!2474 = !DILocalVariable(name: "__first", arg: 1, scope: !2468, file: !1547, line: 883, type: !361)
!2475 = !DILocation(line: 883, column: 24, scope: !2468)
!2476 = !DILocalVariable(name: "__last", arg: 2, scope: !2468, file: !1547, line: 883, type: !361)
!2477 = !DILocation(line: 883, column: 38, scope: !2468)
!2478 = !DILocalVariable(name: "__result", arg: 3, scope: !2468, file: !1547, line: 883, type: !361)
!2479 = !DILocation(line: 883, column: 51, scope: !2468)
!2480 = !DILocation(line: 892, column: 66, scope: !2468)
!2481 = !DILocation(line: 892, column: 48, scope: !2468)
!2482 = !DILocation(line: 893, column: 31, scope: !2468)
!2483 = !DILocation(line: 893, column: 13, scope: !2468)
!2484 = !DILocation(line: 894, column: 13, scope: !2468)
!2485 = !DILocation(line: 892, column: 14, scope: !2468)
!2486 = !DILocation(line: 892, column: 7, scope: !2468)
!2487 = distinct !DISubprogram(name: "__unguarded_linear_insert<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Val_less_iter>", linkageName: "_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_", scope: !5, file: !4, line: 1782, type: !2488, scopeLine: 1784, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2490, retainedNodes: !143)
!2488 = !DISubroutineType(types: !2489)
!2489 = !{null, !361, !592}
!2490 = !{!575, !2491}
!2491 = !DITemplateTypeParameter(name: "_Compare", type: !592)
!2492 = !DILocalVariable(name: "__last", arg: 1, scope: !2487, file: !4, line: 1782, type: !361)
!2493 = !DILocation(line: 1782, column: 53, scope: !2487)
!2494 = !DILocalVariable(name: "__comp", arg: 2, scope: !2487, file: !4, line: 1783, type: !592)
!2495 = !DILocation(line: 1783, column: 19, scope: !2487)
!2496 = !DILocalVariable(name: "__val", scope: !2487, file: !4, line: 1786, type: !1973)
!2497 = !DILocation(line: 1786, column: 2, scope: !2487)
!2498 = !DILocation(line: 1786, column: 10, scope: !2487)
!2499 = !DILocalVariable(name: "__next", scope: !2487, file: !4, line: 1787, type: !361)
!2500 = !DILocation(line: 1787, column: 29, scope: !2487)
!2501 = !DILocation(line: 1787, column: 38, scope: !2487)
!2502 = !DILocation(line: 1788, column: 7, scope: !2487)
!2503 = !DILocation(line: 1789, column: 7, scope: !2487)
!2504 = !DILocation(line: 1789, column: 28, scope: !2487)
!2505 = !DILocation(line: 1789, column: 14, scope: !2487)
!2506 = !DILocation(line: 1791, column: 14, scope: !2507)
!2507 = distinct !DILexicalBlock(scope: !2487, file: !4, line: 1790, column: 2)
!2508 = !DILocation(line: 1791, column: 4, scope: !2507)
!2509 = !DILocation(line: 1791, column: 12, scope: !2507)
!2510 = !DILocation(line: 1792, column: 11, scope: !2507)
!2511 = !DILocation(line: 1793, column: 4, scope: !2507)
!2512 = distinct !{!2512, !2503, !2513, !1084}
!2513 = !DILocation(line: 1794, column: 2, scope: !2487)
!2514 = !DILocation(line: 1795, column: 17, scope: !2487)
!2515 = !DILocation(line: 1795, column: 7, scope: !2487)
!2516 = !DILocation(line: 1795, column: 15, scope: !2487)
!2517 = !DILocation(line: 1796, column: 5, scope: !2487)
!2518 = distinct !DISubprogram(name: "__val_comp_iter", linkageName: "_ZN9__gnu_cxx5__ops15__val_comp_iterENS0_15_Iter_less_iterE", scope: !573, file: !572, line: 108, type: !2519, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !143)
!2519 = !DISubroutineType(types: !2520)
!2520 = !{!592, !571}
!2521 = !DILocalVariable(arg: 1, scope: !2518, file: !572, line: 108, type: !571)
!2522 = !DILocation(line: 108, column: 34, scope: !2518)
!2523 = !DILocation(line: 109, column: 5, scope: !2518)
!2524 = distinct !DISubprogram(name: "__copy_move_backward_a<true, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt22__copy_move_backward_aILb1EN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET1_T0_S8_S7_", scope: !5, file: !1547, line: 796, type: !2469, scopeLine: 797, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2525, retainedNodes: !143)
!2525 = !{!2526, !2527, !2528}
!2526 = !DITemplateValueParameter(name: "_IsMove", type: !136, value: i8 1)
!2527 = !DITemplateTypeParameter(name: "_II", type: !361)
!2528 = !DITemplateTypeParameter(name: "_OI", type: !361)
!2529 = !DILocalVariable(name: "__first", arg: 1, scope: !2524, file: !1547, line: 796, type: !361)
!2530 = !DILocation(line: 796, column: 32, scope: !2524)
!2531 = !DILocalVariable(name: "__last", arg: 2, scope: !2524, file: !1547, line: 796, type: !361)
!2532 = !DILocation(line: 796, column: 45, scope: !2524)
!2533 = !DILocalVariable(name: "__result", arg: 3, scope: !2524, file: !1547, line: 796, type: !361)
!2534 = !DILocation(line: 796, column: 57, scope: !2524)
!2535 = !DILocation(line: 798, column: 32, scope: !2524)
!2536 = !DILocation(line: 800, column: 24, scope: !2524)
!2537 = !DILocation(line: 800, column: 6, scope: !2524)
!2538 = !DILocation(line: 800, column: 52, scope: !2524)
!2539 = !DILocation(line: 800, column: 34, scope: !2524)
!2540 = !DILocation(line: 801, column: 24, scope: !2524)
!2541 = !DILocation(line: 801, column: 6, scope: !2524)
!2542 = !DILocation(line: 799, column: 3, scope: !2524)
!2543 = !DILocation(line: 798, column: 14, scope: !2524)
!2544 = !DILocation(line: 798, column: 7, scope: !2524)
!2545 = distinct !DISubprogram(name: "__miter_base<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt12__miter_baseIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEET_S7_", scope: !5, file: !2546, line: 562, type: !2547, scopeLine: 563, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2549, retainedNodes: !143)
!2546 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/cpp_type_traits.h", directory: ".")
!2547 = !DISubroutineType(types: !2548)
!2548 = !{!361, !361}
!2549 = !{!580}
!2550 = !DILocalVariable(name: "__it", arg: 1, scope: !2545, file: !2546, line: 562, type: !361)
!2551 = !DILocation(line: 562, column: 28, scope: !2545)
!2552 = !DILocation(line: 563, column: 14, scope: !2545)
!2553 = !DILocation(line: 563, column: 7, scope: !2545)
!2554 = distinct !DISubprogram(name: "__niter_wrap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZSt12__niter_wrapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES2_ET_S7_T0_", scope: !5, file: !1547, line: 328, type: !2555, scopeLine: 329, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2557, retainedNodes: !143)
!2555 = !DISubroutineType(types: !2556)
!2556 = !{!361, !361, !17}
!2557 = !{!2558, !2559}
!2558 = !DITemplateTypeParameter(name: "_From", type: !361)
!2559 = !DITemplateTypeParameter(name: "_To", type: !17)
!2560 = !DILocalVariable(name: "__from", arg: 1, scope: !2554, file: !1547, line: 328, type: !361)
!2561 = !DILocation(line: 328, column: 24, scope: !2554)
!2562 = !DILocalVariable(name: "__res", arg: 2, scope: !2554, file: !1547, line: 328, type: !17)
!2563 = !DILocation(line: 328, column: 36, scope: !2554)
!2564 = !DILocation(line: 329, column: 24, scope: !2554)
!2565 = !DILocation(line: 329, column: 50, scope: !2554)
!2566 = !DILocation(line: 329, column: 32, scope: !2554)
!2567 = !DILocation(line: 329, column: 30, scope: !2554)
!2568 = !DILocation(line: 329, column: 21, scope: !2554)
!2569 = !DILocation(line: 329, column: 7, scope: !2554)
!2570 = distinct !DISubprogram(name: "__copy_move_backward_a1<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a1ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1547, line: 768, type: !2571, scopeLine: 769, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2573, retainedNodes: !143)
!2571 = !DISubroutineType(types: !2572)
!2572 = !{!17, !17, !17, !17}
!2573 = !{!2526, !2574, !2575}
!2574 = !DITemplateTypeParameter(name: "_BI1", type: !17)
!2575 = !DITemplateTypeParameter(name: "_BI2", type: !17)
!2576 = !DILocalVariable(name: "__first", arg: 1, scope: !2570, file: !1547, line: 768, type: !17)
!2577 = !DILocation(line: 768, column: 34, scope: !2570)
!2578 = !DILocalVariable(name: "__last", arg: 2, scope: !2570, file: !1547, line: 768, type: !17)
!2579 = !DILocation(line: 768, column: 48, scope: !2570)
!2580 = !DILocalVariable(name: "__result", arg: 3, scope: !2570, file: !1547, line: 768, type: !17)
!2581 = !DILocation(line: 768, column: 61, scope: !2570)
!2582 = !DILocation(line: 769, column: 52, scope: !2570)
!2583 = !DILocation(line: 769, column: 61, scope: !2570)
!2584 = !DILocation(line: 769, column: 69, scope: !2570)
!2585 = !DILocation(line: 769, column: 14, scope: !2570)
!2586 = !DILocation(line: 769, column: 7, scope: !2570)
!2587 = distinct !DISubprogram(name: "__niter_base<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZSt12__niter_baseIPdSt6vectorIdSaIdEEET_N9__gnu_cxx17__normal_iteratorIS4_T0_EE", scope: !5, file: !362, line: 1353, type: !2588, scopeLine: 1355, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !418, retainedNodes: !143)
!2588 = !DISubroutineType(types: !2589)
!2589 = !{!17, !361}
!2590 = !DILocalVariable(name: "__it", arg: 1, scope: !2587, file: !362, line: 1353, type: !361)
!2591 = !DILocation(line: 1353, column: 70, scope: !2587)
!2592 = !DILocation(line: 1355, column: 19, scope: !2587)
!2593 = !DILocation(line: 1355, column: 7, scope: !2587)
!2594 = distinct !DISubprogram(name: "__copy_move_backward_a2<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a2ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1547, line: 750, type: !2571, scopeLine: 751, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2573, retainedNodes: !143)
!2595 = !DILocalVariable(name: "__first", arg: 1, scope: !2594, file: !1547, line: 750, type: !17)
!2596 = !DILocation(line: 750, column: 34, scope: !2594)
!2597 = !DILocalVariable(name: "__last", arg: 2, scope: !2594, file: !1547, line: 750, type: !17)
!2598 = !DILocation(line: 750, column: 48, scope: !2594)
!2599 = !DILocalVariable(name: "__result", arg: 3, scope: !2594, file: !1547, line: 750, type: !17)
!2600 = !DILocation(line: 750, column: 61, scope: !2594)
!2601 = !DILocation(line: 760, column: 38, scope: !2594)
!2602 = !DILocation(line: 761, column: 10, scope: !2594)
!2603 = !DILocation(line: 762, column: 10, scope: !2594)
!2604 = !DILocation(line: 758, column: 14, scope: !2594)
!2605 = !DILocation(line: 758, column: 7, scope: !2594)
!2606 = distinct !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2607, file: !1547, line: 731, type: !2621, scopeLine: 732, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !92, declaration: !2623, retainedNodes: !143)
!2607 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move_backward<true, true, std::random_access_iterator_tag>", scope: !5, file: !1547, line: 726, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !2608, identifier: "_ZTSSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE")
!2608 = !{!2526, !2609, !2610}
!2609 = !DITemplateValueParameter(name: "_IsSimple", type: !136, value: i8 1)
!2610 = !DITemplateTypeParameter(name: "_Category", type: !2611)
!2611 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !5, file: !379, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !2612, identifier: "_ZTSSt26random_access_iterator_tag")
!2612 = !{!2613}
!2613 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2611, baseType: !2614, extraData: i32 0)
!2614 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !5, file: !379, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !2615, identifier: "_ZTSSt26bidirectional_iterator_tag")
!2615 = !{!2616}
!2616 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2614, baseType: !2617, extraData: i32 0)
!2617 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !5, file: !379, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !2618, identifier: "_ZTSSt20forward_iterator_tag")
!2618 = !{!2619}
!2619 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2617, baseType: !2620, extraData: i32 0)
!2620 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !5, file: !379, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !143, identifier: "_ZTSSt18input_iterator_tag")
!2621 = !DISubroutineType(types: !2622)
!2622 = !{!17, !77, !77, !17}
!2623 = !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2607, file: !1547, line: 731, type: !2621, scopeLine: 731, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !92)
!2624 = !DILocalVariable(name: "__first", arg: 1, scope: !2606, file: !1547, line: 731, type: !77)
!2625 = !DILocation(line: 731, column: 27, scope: !2606)
!2626 = !DILocalVariable(name: "__last", arg: 2, scope: !2606, file: !1547, line: 731, type: !77)
!2627 = !DILocation(line: 731, column: 47, scope: !2606)
!2628 = !DILocalVariable(name: "__result", arg: 3, scope: !2606, file: !1547, line: 731, type: !17)
!2629 = !DILocation(line: 731, column: 60, scope: !2606)
!2630 = !DILocalVariable(name: "_Num", scope: !2606, file: !1547, line: 740, type: !2631)
!2631 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !405)
!2632 = !DILocation(line: 740, column: 20, scope: !2606)
!2633 = !DILocation(line: 740, column: 27, scope: !2606)
!2634 = !DILocation(line: 740, column: 36, scope: !2606)
!2635 = !DILocation(line: 740, column: 34, scope: !2606)
!2636 = !DILocation(line: 741, column: 8, scope: !2637)
!2637 = distinct !DILexicalBlock(scope: !2606, file: !1547, line: 741, column: 8)
!2638 = !DILocation(line: 741, column: 8, scope: !2606)
!2639 = !DILocation(line: 742, column: 24, scope: !2637)
!2640 = !DILocation(line: 742, column: 35, scope: !2637)
!2641 = !DILocation(line: 742, column: 33, scope: !2637)
!2642 = !DILocation(line: 742, column: 6, scope: !2637)
!2643 = !DILocation(line: 742, column: 41, scope: !2637)
!2644 = !DILocation(line: 742, column: 64, scope: !2637)
!2645 = !DILocation(line: 742, column: 62, scope: !2637)
!2646 = !DILocation(line: 743, column: 11, scope: !2606)
!2647 = !DILocation(line: 743, column: 22, scope: !2606)
!2648 = !DILocation(line: 743, column: 20, scope: !2606)
!2649 = !DILocation(line: 743, column: 4, scope: !2606)
!2650 = distinct !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !592, file: !572, line: 97, type: !2651, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2656, declaration: !2655, retainedNodes: !143)
!2651 = !DISubroutineType(types: !2652)
!2652 = !{!136, !2653, !72, !361}
!2653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2654, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2654 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !592)
!2655 = !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !592, file: !572, line: 97, type: !2651, scopeLine: 97, flags: DIFlagPrototyped, spFlags: 0, templateParams: !2656)
!2656 = !{!2230, !580}
!2657 = !DILocalVariable(name: "this", arg: 1, scope: !2650, type: !2658, flags: DIFlagArtificial | DIFlagObjectPointer)
!2658 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2654, size: 64)
!2659 = !DILocation(line: 0, scope: !2650)
!2660 = !DILocalVariable(name: "__val", arg: 2, scope: !2650, file: !572, line: 97, type: !72)
!2661 = !DILocation(line: 97, column: 26, scope: !2650)
!2662 = !DILocalVariable(name: "__it", arg: 3, scope: !2650, file: !572, line: 97, type: !361)
!2663 = !DILocation(line: 97, column: 43, scope: !2650)
!2664 = !DILocation(line: 98, column: 16, scope: !2650)
!2665 = !DILocation(line: 98, column: 24, scope: !2650)
!2666 = !DILocation(line: 98, column: 22, scope: !2650)
!2667 = !DILocation(line: 98, column: 9, scope: !2650)
!2668 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !5, file: !39, line: 847, type: !2669, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2671, retainedNodes: !143)
!2669 = !DISubroutineType(types: !2670)
!2670 = !{null, !17, !17, !106}
!2671 = !{!1634, !93}
!2672 = !DILocalVariable(name: "__first", arg: 1, scope: !2668, file: !39, line: 847, type: !17)
!2673 = !DILocation(line: 847, column: 31, scope: !2668)
!2674 = !DILocalVariable(name: "__last", arg: 2, scope: !2668, file: !39, line: 847, type: !17)
!2675 = !DILocation(line: 847, column: 57, scope: !2668)
!2676 = !DILocalVariable(arg: 3, scope: !2668, file: !39, line: 848, type: !106)
!2677 = !DILocation(line: 848, column: 22, scope: !2668)
!2678 = !DILocation(line: 850, column: 16, scope: !2668)
!2679 = !DILocation(line: 850, column: 25, scope: !2668)
!2680 = !DILocation(line: 850, column: 7, scope: !2668)
!2681 = !DILocation(line: 851, column: 5, scope: !2668)
!2682 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !24, file: !14, line: 364, type: !205, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !231, retainedNodes: !143)
!2683 = !DILocalVariable(name: "this", arg: 1, scope: !2682, type: !1343, flags: DIFlagArtificial | DIFlagObjectPointer)
!2684 = !DILocation(line: 0, scope: !2682)
!2685 = !DILocation(line: 366, column: 16, scope: !2686)
!2686 = distinct !DILexicalBlock(scope: !2682, file: !14, line: 365, column: 7)
!2687 = !DILocation(line: 366, column: 24, scope: !2686)
!2688 = !DILocation(line: 367, column: 9, scope: !2686)
!2689 = !DILocation(line: 367, column: 17, scope: !2686)
!2690 = !DILocation(line: 367, column: 37, scope: !2686)
!2691 = !DILocation(line: 367, column: 45, scope: !2686)
!2692 = !DILocation(line: 367, column: 35, scope: !2686)
!2693 = !DILocation(line: 366, column: 2, scope: !2686)
!2694 = !DILocation(line: 368, column: 7, scope: !2686)
!2695 = !DILocation(line: 368, column: 7, scope: !2682)
!2696 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !5, file: !2697, line: 182, type: !2698, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2700, retainedNodes: !143)
!2697 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2698 = !DISubroutineType(types: !2699)
!2699 = !{null, !17, !17}
!2700 = !{!1634}
!2701 = !DILocalVariable(name: "__first", arg: 1, scope: !2696, file: !2697, line: 182, type: !17)
!2702 = !DILocation(line: 182, column: 31, scope: !2696)
!2703 = !DILocalVariable(name: "__last", arg: 2, scope: !2696, file: !2697, line: 182, type: !17)
!2704 = !DILocation(line: 182, column: 57, scope: !2696)
!2705 = !DILocation(line: 196, column: 12, scope: !2696)
!2706 = !DILocation(line: 196, column: 21, scope: !2696)
!2707 = !DILocation(line: 195, column: 7, scope: !2696)
!2708 = !DILocation(line: 197, column: 5, scope: !2696)
!2709 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !2710, file: !2697, line: 172, type: !2698, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2700, declaration: !2712, retainedNodes: !143)
!2710 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !5, file: !2697, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !2711, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!2711 = !{!1660}
!2712 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !2710, file: !2697, line: 172, type: !2698, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2700)
!2713 = !DILocalVariable(arg: 1, scope: !2709, file: !2697, line: 172, type: !17)
!2714 = !DILocation(line: 172, column: 35, scope: !2709)
!2715 = !DILocalVariable(arg: 2, scope: !2709, file: !2697, line: 172, type: !17)
!2716 = !DILocation(line: 172, column: 53, scope: !2709)
!2717 = !DILocation(line: 172, column: 57, scope: !2709)
!2718 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !27, file: !14, line: 133, type: !171, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !2719, retainedNodes: !143)
!2719 = !DISubprogram(name: "~_Vector_impl", scope: !27, type: !171, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2720 = !DILocalVariable(name: "this", arg: 1, scope: !2718, type: !1349, flags: DIFlagArtificial | DIFlagObjectPointer)
!2721 = !DILocation(line: 0, scope: !2718)
!2722 = !DILocation(line: 133, column: 14, scope: !2723)
!2723 = distinct !DILexicalBlock(scope: !2718, file: !14, line: 133, column: 14)
!2724 = !DILocation(line: 133, column: 14, scope: !2718)
!2725 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !47, file: !48, line: 174, type: !95, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !107, retainedNodes: !143)
!2726 = !DILocalVariable(name: "this", arg: 1, scope: !2725, type: !1357, flags: DIFlagArtificial | DIFlagObjectPointer)
!2727 = !DILocation(line: 0, scope: !2725)
!2728 = !DILocation(line: 174, column: 39, scope: !2729)
!2729 = distinct !DILexicalBlock(scope: !2725, file: !48, line: 174, column: 37)
!2730 = !DILocation(line: 174, column: 39, scope: !2725)
!2731 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !53, file: !54, line: 90, type: !57, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !65, retainedNodes: !143)
!2732 = !DILocalVariable(name: "this", arg: 1, scope: !2731, type: !1372, flags: DIFlagArtificial | DIFlagObjectPointer)
!2733 = !DILocation(line: 0, scope: !2731)
!2734 = !DILocation(line: 90, column: 50, scope: !2731)
!2735 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !21, file: !1376, line: 112, type: !2736, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2740, declaration: !2739, retainedNodes: !143)
!2736 = !DISubroutineType(types: !2737)
!2737 = !{null, !291, !2738}
!2738 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !18, size: 64)
!2739 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !21, file: !14, line: 1303, type: !2736, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !2740)
!2740 = !{!2741}
!2741 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2742)
!2742 = !{!142}
!2743 = !DILocalVariable(name: "this", arg: 1, scope: !2735, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!2744 = !DILocation(line: 0, scope: !2735)
!2745 = !DILocalVariable(name: "__args", arg: 2, scope: !2735, file: !14, line: 1303, type: !2738)
!2746 = !DILocation(line: 1303, column: 26, scope: !2735)
!2747 = !DILocation(line: 114, column: 12, scope: !2748)
!2748 = distinct !DILexicalBlock(scope: !2735, file: !1376, line: 114, column: 6)
!2749 = !DILocation(line: 114, column: 6, scope: !2748)
!2750 = !DILocation(line: 114, column: 20, scope: !2748)
!2751 = !DILocation(line: 114, column: 39, scope: !2748)
!2752 = !DILocation(line: 114, column: 33, scope: !2748)
!2753 = !DILocation(line: 114, column: 47, scope: !2748)
!2754 = !DILocation(line: 114, column: 30, scope: !2748)
!2755 = !DILocation(line: 114, column: 6, scope: !2735)
!2756 = !DILocation(line: 117, column: 37, scope: !2757)
!2757 = distinct !DILexicalBlock(scope: !2748, file: !1376, line: 115, column: 4)
!2758 = !DILocation(line: 117, column: 31, scope: !2757)
!2759 = !DILocation(line: 117, column: 52, scope: !2757)
!2760 = !DILocation(line: 117, column: 46, scope: !2757)
!2761 = !DILocation(line: 117, column: 60, scope: !2757)
!2762 = !DILocation(line: 118, column: 30, scope: !2757)
!2763 = !DILocation(line: 118, column: 10, scope: !2757)
!2764 = !DILocation(line: 117, column: 6, scope: !2757)
!2765 = !DILocation(line: 119, column: 14, scope: !2757)
!2766 = !DILocation(line: 119, column: 8, scope: !2757)
!2767 = !DILocation(line: 119, column: 22, scope: !2757)
!2768 = !DILocation(line: 119, column: 6, scope: !2757)
!2769 = !DILocation(line: 121, column: 4, scope: !2757)
!2770 = !DILocation(line: 123, column: 22, scope: !2748)
!2771 = !DILocation(line: 123, column: 49, scope: !2748)
!2772 = !DILocation(line: 123, column: 29, scope: !2748)
!2773 = !DILocation(line: 123, column: 4, scope: !2748)
!2774 = !DILocation(line: 127, column: 7, scope: !2735)
!2775 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !38, file: !39, line: 511, type: !2776, scopeLine: 514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2779, declaration: !2778, retainedNodes: !143)
!2776 = !DISubroutineType(types: !2777)
!2777 = !{null, !45, !17, !2738}
!2778 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !38, file: !39, line: 511, type: !2776, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2779)
!2779 = !{!1663, !2741}
!2780 = !DILocalVariable(name: "__a", arg: 1, scope: !2775, file: !39, line: 511, type: !45)
!2781 = !DILocation(line: 511, column: 28, scope: !2775)
!2782 = !DILocalVariable(name: "__p", arg: 2, scope: !2775, file: !39, line: 511, type: !17)
!2783 = !DILocation(line: 511, column: 66, scope: !2775)
!2784 = !DILocalVariable(name: "__args", arg: 3, scope: !2775, file: !39, line: 512, type: !2738)
!2785 = !DILocation(line: 512, column: 16, scope: !2775)
!2786 = !DILocation(line: 516, column: 4, scope: !2775)
!2787 = !DILocation(line: 516, column: 18, scope: !2775)
!2788 = !DILocation(line: 516, column: 43, scope: !2775)
!2789 = !DILocation(line: 516, column: 23, scope: !2775)
!2790 = !DILocation(line: 516, column: 8, scope: !2775)
!2791 = !DILocation(line: 520, column: 2, scope: !2775)
!2792 = distinct !DISubprogram(name: "forward<double>", linkageName: "_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE", scope: !5, file: !2046, line: 77, type: !2793, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !92, retainedNodes: !143)
!2793 = !DISubroutineType(types: !2794)
!2794 = !{!2738, !2795}
!2795 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2796, size: 64)
!2796 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2797, file: !244, line: 1629, baseType: !18)
!2797 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<double>", scope: !5, file: !244, line: 1628, size: 8, flags: DIFlagTypePassByValue, elements: !143, templateParams: !92, identifier: "_ZTSSt16remove_referenceIdE")
!2798 = !DILocalVariable(name: "__t", arg: 1, scope: !2792, file: !2046, line: 77, type: !2795)
!2799 = !DILocation(line: 77, column: 56, scope: !2792)
!2800 = !DILocation(line: 78, column: 33, scope: !2792)
!2801 = !DILocation(line: 78, column: 7, scope: !2792)
!2802 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !21, file: !1376, line: 440, type: !2803, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2740, declaration: !2805, retainedNodes: !143)
!2803 = !DISubroutineType(types: !2804)
!2804 = !{null, !291, !360, !2738}
!2805 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !21, file: !14, line: 1868, type: !2803, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0, templateParams: !2740)
!2806 = !DILocalVariable(name: "this", arg: 1, scope: !2802, type: !1099, flags: DIFlagArtificial | DIFlagObjectPointer)
!2807 = !DILocation(line: 0, scope: !2802)
!2808 = !DILocalVariable(name: "__position", arg: 2, scope: !2802, file: !14, line: 1868, type: !360)
!2809 = !DILocation(line: 1868, column: 29, scope: !2802)
!2810 = !DILocalVariable(name: "__args", arg: 3, scope: !2802, file: !14, line: 1868, type: !2738)
!2811 = !DILocation(line: 1868, column: 52, scope: !2802)
!2812 = !DILocalVariable(name: "__len", scope: !2802, file: !1376, line: 448, type: !1394)
!2813 = !DILocation(line: 448, column: 23, scope: !2802)
!2814 = !DILocation(line: 449, column: 2, scope: !2802)
!2815 = !DILocalVariable(name: "__old_start", scope: !2802, file: !1376, line: 450, type: !279)
!2816 = !DILocation(line: 450, column: 15, scope: !2802)
!2817 = !DILocation(line: 450, column: 35, scope: !2802)
!2818 = !DILocation(line: 450, column: 29, scope: !2802)
!2819 = !DILocation(line: 450, column: 43, scope: !2802)
!2820 = !DILocalVariable(name: "__old_finish", scope: !2802, file: !1376, line: 451, type: !279)
!2821 = !DILocation(line: 451, column: 15, scope: !2802)
!2822 = !DILocation(line: 451, column: 36, scope: !2802)
!2823 = !DILocation(line: 451, column: 30, scope: !2802)
!2824 = !DILocation(line: 451, column: 44, scope: !2802)
!2825 = !DILocalVariable(name: "__elems_before", scope: !2802, file: !1376, line: 452, type: !1394)
!2826 = !DILocation(line: 452, column: 23, scope: !2802)
!2827 = !DILocation(line: 452, column: 53, scope: !2802)
!2828 = !DILocation(line: 452, column: 51, scope: !2802)
!2829 = !DILocalVariable(name: "__new_start", scope: !2802, file: !1376, line: 453, type: !279)
!2830 = !DILocation(line: 453, column: 15, scope: !2802)
!2831 = !DILocation(line: 453, column: 33, scope: !2802)
!2832 = !DILocation(line: 453, column: 45, scope: !2802)
!2833 = !DILocalVariable(name: "__new_finish", scope: !2802, file: !1376, line: 454, type: !279)
!2834 = !DILocation(line: 454, column: 15, scope: !2802)
!2835 = !DILocation(line: 454, column: 28, scope: !2802)
!2836 = !DILocation(line: 462, column: 35, scope: !2837)
!2837 = distinct !DILexicalBlock(scope: !2802, file: !1376, line: 456, column: 2)
!2838 = !DILocation(line: 462, column: 29, scope: !2837)
!2839 = !DILocation(line: 463, column: 8, scope: !2837)
!2840 = !DILocation(line: 463, column: 22, scope: !2837)
!2841 = !DILocation(line: 463, column: 20, scope: !2837)
!2842 = !DILocation(line: 465, column: 28, scope: !2837)
!2843 = !DILocation(line: 465, column: 8, scope: !2837)
!2844 = !DILocation(line: 462, column: 4, scope: !2837)
!2845 = !DILocation(line: 469, column: 17, scope: !2837)
!2846 = !DILocation(line: 474, column: 35, scope: !2847)
!2847 = distinct !DILexicalBlock(scope: !2848, file: !1376, line: 473, column: 6)
!2848 = distinct !DILexicalBlock(scope: !2837, file: !1376, line: 472, column: 29)
!2849 = !DILocation(line: 474, column: 59, scope: !2847)
!2850 = !DILocation(line: 475, column: 7, scope: !2847)
!2851 = !DILocation(line: 475, column: 20, scope: !2847)
!2852 = !DILocation(line: 474, column: 23, scope: !2847)
!2853 = !DILocation(line: 474, column: 21, scope: !2847)
!2854 = !DILocation(line: 477, column: 8, scope: !2847)
!2855 = !DILocation(line: 479, column: 46, scope: !2847)
!2856 = !DILocation(line: 479, column: 54, scope: !2847)
!2857 = !DILocation(line: 480, column: 7, scope: !2847)
!2858 = !DILocation(line: 480, column: 21, scope: !2847)
!2859 = !DILocation(line: 479, column: 23, scope: !2847)
!2860 = !DILocation(line: 479, column: 21, scope: !2847)
!2861 = !DILocation(line: 513, column: 7, scope: !2802)
!2862 = !DILocation(line: 513, column: 21, scope: !2802)
!2863 = !DILocation(line: 514, column: 13, scope: !2802)
!2864 = !DILocation(line: 514, column: 7, scope: !2802)
!2865 = !DILocation(line: 514, column: 21, scope: !2802)
!2866 = !DILocation(line: 514, column: 41, scope: !2802)
!2867 = !DILocation(line: 514, column: 39, scope: !2802)
!2868 = !DILocation(line: 515, column: 32, scope: !2802)
!2869 = !DILocation(line: 515, column: 13, scope: !2802)
!2870 = !DILocation(line: 515, column: 7, scope: !2802)
!2871 = !DILocation(line: 515, column: 21, scope: !2802)
!2872 = !DILocation(line: 515, column: 30, scope: !2802)
!2873 = !DILocation(line: 516, column: 33, scope: !2802)
!2874 = !DILocation(line: 516, column: 13, scope: !2802)
!2875 = !DILocation(line: 516, column: 7, scope: !2802)
!2876 = !DILocation(line: 516, column: 21, scope: !2802)
!2877 = !DILocation(line: 516, column: 31, scope: !2802)
!2878 = !DILocation(line: 517, column: 41, scope: !2802)
!2879 = !DILocation(line: 517, column: 55, scope: !2802)
!2880 = !DILocation(line: 517, column: 53, scope: !2802)
!2881 = !DILocation(line: 517, column: 13, scope: !2802)
!2882 = !DILocation(line: 517, column: 7, scope: !2802)
!2883 = !DILocation(line: 517, column: 21, scope: !2802)
!2884 = !DILocation(line: 517, column: 39, scope: !2802)
!2885 = !DILocation(line: 518, column: 5, scope: !2802)
!2886 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !53, file: !54, line: 173, type: !2887, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2779, declaration: !2889, retainedNodes: !143)
!2887 = !DISubroutineType(types: !2888)
!2888 = !{null, !59, !17, !2738}
!2889 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !53, file: !54, line: 173, type: !2887, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !2779)
!2890 = !DILocalVariable(name: "this", arg: 1, scope: !2886, type: !1372, flags: DIFlagArtificial | DIFlagObjectPointer)
!2891 = !DILocation(line: 0, scope: !2886)
!2892 = !DILocalVariable(name: "__p", arg: 2, scope: !2886, file: !54, line: 173, type: !17)
!2893 = !DILocation(line: 173, column: 17, scope: !2886)
!2894 = !DILocalVariable(name: "__args", arg: 3, scope: !2886, file: !54, line: 173, type: !2738)
!2895 = !DILocation(line: 173, column: 33, scope: !2886)
!2896 = !DILocation(line: 175, column: 18, scope: !2886)
!2897 = !DILocation(line: 175, column: 4, scope: !2886)
!2898 = !DILocation(line: 175, column: 47, scope: !2886)
!2899 = !DILocation(line: 175, column: 27, scope: !2886)
!2900 = !DILocation(line: 175, column: 60, scope: !2886)
!2901 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !21, file: !14, line: 1891, type: !535, scopeLine: 1892, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !534, retainedNodes: !143)
!2902 = !DILocalVariable(name: "this", arg: 1, scope: !2901, type: !1154, flags: DIFlagArtificial | DIFlagObjectPointer)
!2903 = !DILocation(line: 0, scope: !2901)
!2904 = !DILocalVariable(name: "__n", arg: 2, scope: !2901, file: !14, line: 1891, type: !13)
!2905 = !DILocation(line: 1891, column: 30, scope: !2901)
!2906 = !DILocalVariable(name: "__s", arg: 3, scope: !2901, file: !14, line: 1891, type: !538)
!2907 = !DILocation(line: 1891, column: 47, scope: !2901)
!2908 = !DILocation(line: 1893, column: 6, scope: !2909)
!2909 = distinct !DILexicalBlock(scope: !2901, file: !14, line: 1893, column: 6)
!2910 = !DILocation(line: 1893, column: 19, scope: !2909)
!2911 = !DILocation(line: 1893, column: 17, scope: !2909)
!2912 = !DILocation(line: 1893, column: 28, scope: !2909)
!2913 = !DILocation(line: 1893, column: 26, scope: !2909)
!2914 = !DILocation(line: 1893, column: 6, scope: !2901)
!2915 = !DILocation(line: 1894, column: 25, scope: !2909)
!2916 = !DILocation(line: 1894, column: 4, scope: !2909)
!2917 = !DILocalVariable(name: "__len", scope: !2901, file: !14, line: 1896, type: !1394)
!2918 = !DILocation(line: 1896, column: 18, scope: !2901)
!2919 = !DILocation(line: 1896, column: 26, scope: !2901)
!2920 = !DILocation(line: 1896, column: 46, scope: !2901)
!2921 = !DILocation(line: 1896, column: 35, scope: !2901)
!2922 = !DILocation(line: 1896, column: 33, scope: !2901)
!2923 = !DILocation(line: 1897, column: 10, scope: !2901)
!2924 = !DILocation(line: 1897, column: 18, scope: !2901)
!2925 = !DILocation(line: 1897, column: 16, scope: !2901)
!2926 = !DILocation(line: 1897, column: 25, scope: !2901)
!2927 = !DILocation(line: 1897, column: 28, scope: !2901)
!2928 = !DILocation(line: 1897, column: 36, scope: !2901)
!2929 = !DILocation(line: 1897, column: 34, scope: !2901)
!2930 = !DILocation(line: 1897, column: 9, scope: !2901)
!2931 = !DILocation(line: 1897, column: 50, scope: !2901)
!2932 = !DILocation(line: 1897, column: 63, scope: !2901)
!2933 = !DILocation(line: 1897, column: 2, scope: !2901)
!2934 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !5, file: !1547, line: 254, type: !1548, scopeLine: 255, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1552, retainedNodes: !143)
!2935 = !DILocalVariable(name: "__a", arg: 1, scope: !2934, file: !2362, line: 407, type: !1550)
!2936 = !DILocation(line: 407, column: 19, scope: !2934)
!2937 = !DILocalVariable(name: "__b", arg: 2, scope: !2934, file: !2362, line: 407, type: !1550)
!2938 = !DILocation(line: 407, column: 31, scope: !2934)
!2939 = !DILocation(line: 259, column: 11, scope: !2940)
!2940 = distinct !DILexicalBlock(scope: !2934, file: !1547, line: 259, column: 11)
!2941 = !DILocation(line: 259, column: 17, scope: !2940)
!2942 = !DILocation(line: 259, column: 15, scope: !2940)
!2943 = !DILocation(line: 259, column: 11, scope: !2934)
!2944 = !DILocation(line: 260, column: 9, scope: !2940)
!2945 = !DILocation(line: 260, column: 2, scope: !2940)
!2946 = !DILocation(line: 261, column: 14, scope: !2934)
!2947 = !DILocation(line: 261, column: 7, scope: !2934)
!2948 = !DILocation(line: 262, column: 5, scope: !2934)
