; ModuleID = 'vector.cpp'
source_filename = "vector.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.__gnu_cxx::__normal_iterator" = type { double* }
%"class.std::allocator" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"struct.std::integral_constant" = type { i8 }

$_ZNSt6vectorIdSaIdEEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEE9push_backEOd = comdat any

$_ZNSt6vectorIdSaIdEE5beginEv = comdat any

$_ZNSt6vectorIdSaIdEE3endEv = comdat any

$_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEEC2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev = comdat any

$_ZNSaIdEC2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseIdSaIdEED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev = comdat any

$_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm = comdat any

$_ZNSt15__new_allocatorIdE10deallocateEPdm = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt15__new_allocatorIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_ = comdat any

$_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_ = comdat any

$_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_ = comdat any

$_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE = comdat any

$_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_ = comdat any

$_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc = comdat any

$_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm = comdat any

$_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv = comdat any

$_ZNKSt6vectorIdSaIdEE8max_sizeEv = comdat any

$_ZNKSt6vectorIdSaIdEE4sizeEv = comdat any

$_ZSt3maxImERKT_S2_S2_ = comdat any

$_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_ = comdat any

$_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$_ZNKSt15__new_allocatorIdE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIdE11_M_max_sizeEv = comdat any

$_ZNSt16allocator_traitsISaIdEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIdE8allocateEmPKv = comdat any

$_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE = comdat any

$_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_ = comdat any

$_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E = comdat any

$_ZSt12__niter_baseIPdET_S1_ = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_ = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !760 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::vector", align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca %"class.std::vector"*, align 8
  %14 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %15 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %16 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !764, metadata !DIExpression()), !dbg !765
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !766, metadata !DIExpression()), !dbg !767
  call void @llvm.dbg.declare(metadata i32* %6, metadata !768, metadata !DIExpression()), !dbg !769
  %17 = load i32, i32* %4, align 4, !dbg !770
  %18 = icmp sgt i32 %17, 1, !dbg !771
  %19 = zext i1 %18 to i64, !dbg !770
  %20 = select i1 %18, i32 1000, i32 100, !dbg !770
  store i32 %20, i32* %6, align 4, !dbg !769
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !772, metadata !DIExpression()), !dbg !773
  call void @_ZNSt6vectorIdSaIdEEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #11, !dbg !773
  call void @llvm.dbg.declare(metadata i32* %8, metadata !774, metadata !DIExpression()), !dbg !776
  store i32 0, i32* %8, align 4, !dbg !776
  br label %21, !dbg !777

21:                                               ; preds = %30, %2
  %22 = load i32, i32* %8, align 4, !dbg !778
  %23 = load i32, i32* %6, align 4, !dbg !780
  %24 = icmp slt i32 %22, %23, !dbg !781
  br i1 %24, label %25, label %37, !dbg !782

25:                                               ; preds = %21
  %26 = load i32, i32* %8, align 4, !dbg !783
  %27 = sitofp i32 %26 to double, !dbg !783
  %28 = fmul double %27, 5.000000e-01, !dbg !784
  store double %28, double* %9, align 8, !dbg !783
  invoke void @_ZNSt6vectorIdSaIdEE9push_backEOd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, double* noundef nonnull align 8 dereferenceable(8) %9)
          to label %29 unwind label %33, !dbg !785

29:                                               ; preds = %25
  br label %30, !dbg !786

30:                                               ; preds = %29
  %31 = load i32, i32* %8, align 4, !dbg !787
  %32 = add nsw i32 %31, 1, !dbg !787
  store i32 %32, i32* %8, align 4, !dbg !787
  br label %21, !dbg !788, !llvm.loop !789

33:                                               ; preds = %54, %25
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !792
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !792
  store i8* %35, i8** %10, align 8, !dbg !792
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !792
  store i32 %36, i32* %11, align 4, !dbg !792
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #11, !dbg !793
  br label %59, !dbg !793

37:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata double* %12, metadata !794, metadata !DIExpression()), !dbg !795
  store double 0.000000e+00, double* %12, align 8, !dbg !795
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %13, metadata !796, metadata !DIExpression()), !dbg !798
  store %"class.std::vector"* %7, %"class.std::vector"** %13, align 8, !dbg !799
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %14, metadata !800, metadata !DIExpression()), !dbg !798
  %38 = load %"class.std::vector"*, %"class.std::vector"** %13, align 8, !dbg !801
  %39 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %38) #11, !dbg !801
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %14, i32 0, i32 0, !dbg !801
  store double* %39, double** %40, align 8, !dbg !801
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %15, metadata !802, metadata !DIExpression()), !dbg !798
  %41 = load %"class.std::vector"*, %"class.std::vector"** %13, align 8, !dbg !801
  %42 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %41) #11, !dbg !801
  %43 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %15, i32 0, i32 0, !dbg !801
  store double* %42, double** %43, align 8, !dbg !801
  br label %44, !dbg !801

44:                                               ; preds = %52, %37
  %45 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %14, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %15) #11, !dbg !801
  br i1 %45, label %46, label %54, !dbg !801

46:                                               ; preds = %44
  call void @llvm.dbg.declare(metadata double* %16, metadata !803, metadata !DIExpression()), !dbg !805
  %47 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %14) #11, !dbg !806
  %48 = load double, double* %47, align 8, !dbg !806
  store double %48, double* %16, align 8, !dbg !805
  %49 = load double, double* %16, align 8, !dbg !807
  %50 = load double, double* %12, align 8, !dbg !808
  %51 = fadd double %50, %49, !dbg !808
  store double %51, double* %12, align 8, !dbg !808
  br label %52, !dbg !809

52:                                               ; preds = %46
  %53 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %14) #11, !dbg !801
  br label %44, !dbg !801, !llvm.loop !810

54:                                               ; preds = %44
  %55 = load double, double* %12, align 8, !dbg !812
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %55)
          to label %57 unwind label %33, !dbg !813

57:                                               ; preds = %54
  store i32 0, i32* %3, align 4, !dbg !814
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #11, !dbg !793
  %58 = load i32, i32* %3, align 4, !dbg !793
  ret i32 %58, !dbg !793

59:                                               ; preds = %33
  %60 = load i8*, i8** %10, align 8, !dbg !793
  %61 = load i32, i32* %11, align 4, !dbg !793
  %62 = insertvalue { i8*, i32 } undef, i8* %60, 0, !dbg !793
  %63 = insertvalue { i8*, i32 } %62, i32 %61, 1, !dbg !793
  resume { i8*, i32 } %63, !dbg !793
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 !dbg !815 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !816, metadata !DIExpression()), !dbg !818
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !819
  call void @_ZNSt12_Vector_baseIdSaIdEEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #11, !dbg !820
  ret void, !dbg !819
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE9push_backEOd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #3 comdat align 2 !dbg !821 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca double*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !822, metadata !DIExpression()), !dbg !823
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !824, metadata !DIExpression()), !dbg !825
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = load double*, double** %4, align 8, !dbg !826
  %7 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %6) #11, !dbg !827
  call void @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef nonnull align 8 dereferenceable(8) %7), !dbg !828
  ret void, !dbg !829
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !830 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !831, metadata !DIExpression()), !dbg !832
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !833
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !833
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !834
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !835
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #11, !dbg !836
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !837
  %10 = load double*, double** %9, align 8, !dbg !837
  ret double* %10, !dbg !837
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !838 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !839, metadata !DIExpression()), !dbg !840
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !841
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !841
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !842
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !843
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %8) #11, !dbg !844
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !845
  %10 = load double*, double** %9, align 8, !dbg !845
  ret double* %10, !dbg !845
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !846 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !850, metadata !DIExpression()), !dbg !851
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !852, metadata !DIExpression()), !dbg !853
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !854
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #11, !dbg !855
  %7 = load double*, double** %6, align 8, !dbg !855
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !856
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #11, !dbg !857
  %10 = load double*, double** %9, align 8, !dbg !857
  %11 = icmp ne double* %7, %10, !dbg !858
  ret i1 %11, !dbg !859
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !860 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !861, metadata !DIExpression()), !dbg !863
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !864
  %5 = load double*, double** %4, align 8, !dbg !864
  ret double* %5, !dbg !865
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !866 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !867, metadata !DIExpression()), !dbg !869
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !870
  %5 = load double*, double** %4, align 8, !dbg !871
  %6 = getelementptr inbounds double, double* %5, i32 1, !dbg !871
  store double* %6, double** %4, align 8, !dbg !871
  ret %"class.__gnu_cxx::__normal_iterator"* %3, !dbg !872
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !873 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !874, metadata !DIExpression()), !dbg !875
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !876
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !876
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !878
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !879
  %10 = load double*, double** %9, align 8, !dbg !879
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !880
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !880
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !881
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !882
  %15 = load double*, double** %14, align 8, !dbg !882
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !883
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #11, !dbg !883
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !884

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !885
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #11, !dbg !885
  ret void, !dbg !886

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !885
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !885
  store i8* %22, i8** %3, align 8, !dbg !885
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !885
  store i32 %23, i32* %4, align 4, !dbg !885
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !885
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #11, !dbg !885
  br label %25, !dbg !885

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !885
  call void @__clang_call_terminate(i8* %26) #12, !dbg !885
  unreachable, !dbg !885
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 !dbg !887 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !888, metadata !DIExpression()), !dbg !890
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !891
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %4) #11, !dbg !891
  ret void, !dbg !892
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 !dbg !893 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !894, metadata !DIExpression()), !dbg !896
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !897
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #11, !dbg !898
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !897
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %5) #11, !dbg !899
  ret void, !dbg !900
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 !dbg !901 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !902, metadata !DIExpression()), !dbg !904
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !905
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #11, !dbg !906
  ret void, !dbg !907
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 !dbg !908 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !909, metadata !DIExpression()), !dbg !911
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !912
  store double* null, double** %4, align 8, !dbg !912
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !913
  store double* null, double** %5, align 8, !dbg !913
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !914
  store double* null, double** %6, align 8, !dbg !914
  ret void, !dbg !915
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 !dbg !916 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !917, metadata !DIExpression()), !dbg !919
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !920
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #3 comdat !dbg !921 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !926, metadata !DIExpression()), !dbg !927
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !928, metadata !DIExpression()), !dbg !929
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !930, metadata !DIExpression()), !dbg !931
  %7 = load double*, double** %4, align 8, !dbg !932
  %8 = load double*, double** %5, align 8, !dbg !933
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !934
  ret void, !dbg !935
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !936 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !937, metadata !DIExpression()), !dbg !938
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !939
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !940
  ret %"class.std::allocator"* %5, !dbg !941
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !942 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !943, metadata !DIExpression()), !dbg !944
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !945
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !945
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !947
  %9 = load double*, double** %8, align 8, !dbg !947
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !948
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !948
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !949
  %13 = load double*, double** %12, align 8, !dbg !949
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !950
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !950
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !951
  %17 = load double*, double** %16, align 8, !dbg !951
  %18 = ptrtoint double* %13 to i64, !dbg !952
  %19 = ptrtoint double* %17 to i64, !dbg !952
  %20 = sub i64 %18, %19, !dbg !952
  %21 = sdiv exact i64 %20, 8, !dbg !952
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !953

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !954
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #11, !dbg !954
  ret void, !dbg !955

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !954
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !954
  store i8* %26, i8** %3, align 8, !dbg !954
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !954
  store i32 %27, i32* %4, align 4, !dbg !954
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !954
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #11, !dbg !954
  br label %29, !dbg !954

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !954
  call void @__clang_call_terminate(i8* %30) #12, !dbg !954
  unreachable, !dbg !954
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #11
  call void @_ZSt9terminatev() #12
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #3 comdat !dbg !956 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !961, metadata !DIExpression()), !dbg !962
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !963, metadata !DIExpression()), !dbg !964
  %5 = load double*, double** %3, align 8, !dbg !965
  %6 = load double*, double** %4, align 8, !dbg !966
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !967
  ret void, !dbg !968
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #4 comdat align 2 !dbg !969 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !974, metadata !DIExpression()), !dbg !975
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !976, metadata !DIExpression()), !dbg !977
  ret void, !dbg !978
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !979 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !980, metadata !DIExpression()), !dbg !981
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !982, metadata !DIExpression()), !dbg !983
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !984, metadata !DIExpression()), !dbg !985
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !986
  %9 = icmp ne double* %8, null, !dbg !986
  br i1 %9, label %10, label %15, !dbg !988

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !989
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !989
  %13 = load double*, double** %5, align 8, !dbg !990
  %14 = load i64, i64* %6, align 8, !dbg !991
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !992
  br label %15, !dbg !992

15:                                               ; preds = %10, %3
  ret void, !dbg !993
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 !dbg !994 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !996, metadata !DIExpression()), !dbg !997
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !998
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #11, !dbg !998
  ret void, !dbg !1000
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !1001 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1002, metadata !DIExpression()), !dbg !1003
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1004, metadata !DIExpression()), !dbg !1005
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1006, metadata !DIExpression()), !dbg !1007
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1008
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1008
  %9 = load double*, double** %5, align 8, !dbg !1009
  %10 = load i64, i64* %6, align 8, !dbg !1010
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !1011
  ret void, !dbg !1012
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #4 comdat align 2 !dbg !1013 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1014, metadata !DIExpression()), !dbg !1015
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1016, metadata !DIExpression()), !dbg !1017
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1018, metadata !DIExpression()), !dbg !1019
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1020
  %9 = bitcast double* %8 to i8*, !dbg !1020
  call void @_ZdlPv(i8* noundef %9) #13, !dbg !1021
  ret void, !dbg !1022
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 !dbg !1023 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1024, metadata !DIExpression()), !dbg !1025
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1026
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #11, !dbg !1026
  ret void, !dbg !1028
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 !dbg !1029 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1030, metadata !DIExpression()), !dbg !1031
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1032
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef nonnull align 8 dereferenceable(8) %1) #3 comdat align 2 !dbg !1033 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca double*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1042, metadata !DIExpression()), !dbg !1043
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1044, metadata !DIExpression()), !dbg !1045
  %6 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %7 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1046
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1046
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1048
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 1, !dbg !1049
  %11 = load double*, double** %10, align 8, !dbg !1049
  %12 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1050
  %13 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %12, i32 0, i32 0, !dbg !1050
  %14 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %13 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1051
  %15 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %14, i32 0, i32 2, !dbg !1052
  %16 = load double*, double** %15, align 8, !dbg !1052
  %17 = icmp ne double* %11, %16, !dbg !1053
  br i1 %17, label %18, label %35, !dbg !1054

18:                                               ; preds = %2
  %19 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1055
  %20 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %19, i32 0, i32 0, !dbg !1055
  %21 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %20 to %"class.std::allocator"*, !dbg !1057
  %22 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1058
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !1058
  %24 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1059
  %25 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !1060
  %26 = load double*, double** %25, align 8, !dbg !1060
  %27 = load double*, double** %4, align 8, !dbg !1061
  %28 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %27) #11, !dbg !1062
  call void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %21, double* noundef %26, double* noundef nonnull align 8 dereferenceable(8) %28) #11, !dbg !1063
  %29 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1064
  %30 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %29, i32 0, i32 0, !dbg !1064
  %31 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %30 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1065
  %32 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %31, i32 0, i32 1, !dbg !1066
  %33 = load double*, double** %32, align 8, !dbg !1067
  %34 = getelementptr inbounds double, double* %33, i32 1, !dbg !1067
  store double* %34, double** %32, align 8, !dbg !1067
  br label %42, !dbg !1068

35:                                               ; preds = %2
  %36 = call double* @_ZNSt6vectorIdSaIdEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6) #11, !dbg !1069
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1069
  store double* %36, double** %37, align 8, !dbg !1069
  %38 = load double*, double** %4, align 8, !dbg !1070
  %39 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %38) #11, !dbg !1071
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1072
  %41 = load double*, double** %40, align 8, !dbg !1072
  call void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6, double* %41, double* noundef nonnull align 8 dereferenceable(8) %39), !dbg !1072
  br label %42

42:                                               ; preds = %35, %18
  ret void, !dbg !1073
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_(double* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat !dbg !1074 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1083, metadata !DIExpression()), !dbg !1084
  %3 = load double*, double** %2, align 8, !dbg !1085
  ret double* %3, !dbg !1086
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #4 comdat align 2 !dbg !1087 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1093, metadata !DIExpression()), !dbg !1094
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1095, metadata !DIExpression()), !dbg !1096
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1097, metadata !DIExpression()), !dbg !1098
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1099
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1099
  %9 = load double*, double** %5, align 8, !dbg !1100
  %10 = load double*, double** %6, align 8, !dbg !1101
  %11 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %10) #11, !dbg !1102
  call void @_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, double* noundef nonnull align 8 dereferenceable(8) %11) #11, !dbg !1103
  ret void, !dbg !1104
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat !dbg !1105 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1111, metadata !DIExpression()), !dbg !1112
  %3 = load double*, double** %2, align 8, !dbg !1113
  ret double* %3, !dbg !1114
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* %1, double* noundef nonnull align 8 dereferenceable(8) %2) #3 comdat align 2 !dbg !1115 {
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
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !1119, metadata !DIExpression()), !dbg !1120
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1121, metadata !DIExpression()), !dbg !1122
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1123, metadata !DIExpression()), !dbg !1124
  %15 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1125, metadata !DIExpression()), !dbg !1127
  %16 = call noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 1, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0)), !dbg !1128
  store i64 %16, i64* %7, align 8, !dbg !1127
  call void @llvm.dbg.declare(metadata double** %8, metadata !1129, metadata !DIExpression()), !dbg !1130
  %17 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1131
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %17, i32 0, i32 0, !dbg !1131
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1132
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1133
  %21 = load double*, double** %20, align 8, !dbg !1133
  store double* %21, double** %8, align 8, !dbg !1130
  call void @llvm.dbg.declare(metadata double** %9, metadata !1134, metadata !DIExpression()), !dbg !1135
  %22 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1136
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !1136
  %24 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1137
  %25 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !1138
  %26 = load double*, double** %25, align 8, !dbg !1138
  store double* %26, double** %9, align 8, !dbg !1135
  call void @llvm.dbg.declare(metadata i64* %10, metadata !1139, metadata !DIExpression()), !dbg !1140
  %27 = call double* @_ZNSt6vectorIdSaIdEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15) #11, !dbg !1141
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !1141
  store double* %27, double** %28, align 8, !dbg !1141
  %29 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %11) #11, !dbg !1142
  store i64 %29, i64* %10, align 8, !dbg !1140
  call void @llvm.dbg.declare(metadata double** %12, metadata !1143, metadata !DIExpression()), !dbg !1144
  %30 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1145
  %31 = load i64, i64* %7, align 8, !dbg !1146
  %32 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %30, i64 noundef %31), !dbg !1145
  store double* %32, double** %12, align 8, !dbg !1144
  call void @llvm.dbg.declare(metadata double** %13, metadata !1147, metadata !DIExpression()), !dbg !1148
  %33 = load double*, double** %12, align 8, !dbg !1149
  store double* %33, double** %13, align 8, !dbg !1148
  %34 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1150
  %35 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %34, i32 0, i32 0, !dbg !1150
  %36 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %35 to %"class.std::allocator"*, !dbg !1152
  %37 = load double*, double** %12, align 8, !dbg !1153
  %38 = load i64, i64* %10, align 8, !dbg !1154
  %39 = getelementptr inbounds double, double* %37, i64 %38, !dbg !1155
  %40 = load double*, double** %6, align 8, !dbg !1156
  %41 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %40) #11, !dbg !1157
  call void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %36, double* noundef %39, double* noundef nonnull align 8 dereferenceable(8) %41) #11, !dbg !1158
  store double* null, double** %13, align 8, !dbg !1159
  %42 = load double*, double** %8, align 8, !dbg !1160
  %43 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #11, !dbg !1163
  %44 = load double*, double** %43, align 8, !dbg !1163
  %45 = load double*, double** %12, align 8, !dbg !1164
  %46 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1165
  %47 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %46) #11, !dbg !1165
  %48 = call noundef double* @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(double* noundef %42, double* noundef %44, double* noundef %45, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %47) #11, !dbg !1166
  store double* %48, double** %13, align 8, !dbg !1167
  %49 = load double*, double** %13, align 8, !dbg !1168
  %50 = getelementptr inbounds double, double* %49, i32 1, !dbg !1168
  store double* %50, double** %13, align 8, !dbg !1168
  %51 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #11, !dbg !1169
  %52 = load double*, double** %51, align 8, !dbg !1169
  %53 = load double*, double** %9, align 8, !dbg !1170
  %54 = load double*, double** %13, align 8, !dbg !1171
  %55 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1172
  %56 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %55) #11, !dbg !1172
  %57 = call noundef double* @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(double* noundef %52, double* noundef %53, double* noundef %54, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %56) #11, !dbg !1173
  store double* %57, double** %13, align 8, !dbg !1174
  %58 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1175
  %59 = load double*, double** %8, align 8, !dbg !1176
  %60 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1177
  %61 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %60, i32 0, i32 0, !dbg !1177
  %62 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %61 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1178
  %63 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %62, i32 0, i32 2, !dbg !1179
  %64 = load double*, double** %63, align 8, !dbg !1179
  %65 = load double*, double** %8, align 8, !dbg !1180
  %66 = ptrtoint double* %64 to i64, !dbg !1181
  %67 = ptrtoint double* %65 to i64, !dbg !1181
  %68 = sub i64 %66, %67, !dbg !1181
  %69 = sdiv exact i64 %68, 8, !dbg !1181
  call void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %58, double* noundef %59, i64 noundef %69), !dbg !1175
  %70 = load double*, double** %12, align 8, !dbg !1182
  %71 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1183
  %72 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %71, i32 0, i32 0, !dbg !1183
  %73 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %72 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1184
  %74 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %73, i32 0, i32 0, !dbg !1185
  store double* %70, double** %74, align 8, !dbg !1186
  %75 = load double*, double** %13, align 8, !dbg !1187
  %76 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1188
  %77 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %76, i32 0, i32 0, !dbg !1188
  %78 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %77 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1189
  %79 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %78, i32 0, i32 1, !dbg !1190
  store double* %75, double** %79, align 8, !dbg !1191
  %80 = load double*, double** %12, align 8, !dbg !1192
  %81 = load i64, i64* %7, align 8, !dbg !1193
  %82 = getelementptr inbounds double, double* %80, i64 %81, !dbg !1194
  %83 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1195
  %84 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %83, i32 0, i32 0, !dbg !1195
  %85 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %84 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1196
  %86 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %85, i32 0, i32 2, !dbg !1197
  store double* %82, double** %86, align 8, !dbg !1198
  ret void, !dbg !1199
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #4 comdat align 2 !dbg !1200 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1204, metadata !DIExpression()), !dbg !1205
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1206, metadata !DIExpression()), !dbg !1207
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1208, metadata !DIExpression()), !dbg !1209
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1210
  %9 = bitcast double* %8 to i8*, !dbg !1210
  %10 = bitcast i8* %9 to double*, !dbg !1211
  %11 = load double*, double** %6, align 8, !dbg !1212
  %12 = call noundef nonnull align 8 dereferenceable(8) double* @_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE(double* noundef nonnull align 8 dereferenceable(8) %11) #11, !dbg !1213
  %13 = load double, double* %12, align 8, !dbg !1213
  store double %13, double* %10, align 8, !dbg !1211
  ret void, !dbg !1214
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i8* noundef %2) #3 comdat align 2 !dbg !1215 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1216, metadata !DIExpression()), !dbg !1218
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1219, metadata !DIExpression()), !dbg !1220
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1221, metadata !DIExpression()), !dbg !1222
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #11, !dbg !1223
  %11 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #11, !dbg !1225
  %12 = sub i64 %10, %11, !dbg !1226
  %13 = load i64, i64* %5, align 8, !dbg !1227
  %14 = icmp ult i64 %12, %13, !dbg !1228
  br i1 %14, label %15, label %17, !dbg !1229

15:                                               ; preds = %3
  %16 = load i8*, i8** %6, align 8, !dbg !1230
  call void @_ZSt20__throw_length_errorPKc(i8* noundef %16) #14, !dbg !1231
  unreachable, !dbg !1231

17:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1232, metadata !DIExpression()), !dbg !1233
  %18 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #11, !dbg !1234
  %19 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #11, !dbg !1235
  store i64 %19, i64* %8, align 8, !dbg !1235
  %20 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %8, i64* noundef nonnull align 8 dereferenceable(8) %5), !dbg !1236
  %21 = load i64, i64* %20, align 8, !dbg !1236
  %22 = add i64 %18, %21, !dbg !1237
  store i64 %22, i64* %7, align 8, !dbg !1233
  %23 = load i64, i64* %7, align 8, !dbg !1238
  %24 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #11, !dbg !1239
  %25 = icmp ult i64 %23, %24, !dbg !1240
  br i1 %25, label %30, label %26, !dbg !1241

26:                                               ; preds = %17
  %27 = load i64, i64* %7, align 8, !dbg !1242
  %28 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #11, !dbg !1243
  %29 = icmp ugt i64 %27, %28, !dbg !1244
  br i1 %29, label %30, label %32, !dbg !1245

30:                                               ; preds = %26, %17
  %31 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #11, !dbg !1246
  br label %34, !dbg !1245

32:                                               ; preds = %26
  %33 = load i64, i64* %7, align 8, !dbg !1247
  br label %34, !dbg !1245

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %31, %30 ], [ %33, %32 ], !dbg !1245
  ret i64 %35, !dbg !1248
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1249 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1252, metadata !DIExpression()), !dbg !1253
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !1254, metadata !DIExpression()), !dbg !1255
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !1256
  %6 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #11, !dbg !1257
  %7 = load double*, double** %6, align 8, !dbg !1257
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !1258
  %9 = call noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #11, !dbg !1259
  %10 = load double*, double** %9, align 8, !dbg !1259
  %11 = ptrtoint double* %7 to i64, !dbg !1260
  %12 = ptrtoint double* %10 to i64, !dbg !1260
  %13 = sub i64 %11, %12, !dbg !1260
  %14 = sdiv exact i64 %13, 8, !dbg !1260
  ret i64 %14, !dbg !1261
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !1262 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1263, metadata !DIExpression()), !dbg !1264
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1265, metadata !DIExpression()), !dbg !1266
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1267
  %7 = icmp ne i64 %6, 0, !dbg !1268
  br i1 %7, label %8, label %13, !dbg !1267

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1269
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1269
  %11 = load i64, i64* %4, align 8, !dbg !1270
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1271
  br label %14, !dbg !1267

13:                                               ; preds = %2
  br label %14, !dbg !1267

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !1267
  ret double* %15, !dbg !1272
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat align 2 !dbg !15 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca %"struct.std::integral_constant", align 1
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1273, metadata !DIExpression()), !dbg !1274
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1275, metadata !DIExpression()), !dbg !1276
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1277, metadata !DIExpression()), !dbg !1278
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1279, metadata !DIExpression()), !dbg !1280
  %10 = load double*, double** %5, align 8, !dbg !1281
  %11 = load double*, double** %6, align 8, !dbg !1282
  %12 = load double*, double** %7, align 8, !dbg !1283
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1284
  %14 = call noundef double* @_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE(double* noundef %10, double* noundef %11, double* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #11, !dbg !1285
  ret double* %14, !dbg !1286
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double** @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !1287 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1288, metadata !DIExpression()), !dbg !1289
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1290
  ret double** %4, !dbg !1291
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1292 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1293, metadata !DIExpression()), !dbg !1294
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1295
  %5 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #11, !dbg !1295
  %6 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #11, !dbg !1296
  ret i64 %6, !dbg !1297
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1298 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1299, metadata !DIExpression()), !dbg !1300
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1301
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !1301
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1302
  %7 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !1303
  %8 = load double*, double** %7, align 8, !dbg !1303
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1304
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1304
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1305
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !1306
  %13 = load double*, double** %12, align 8, !dbg !1306
  %14 = ptrtoint double* %8 to i64, !dbg !1307
  %15 = ptrtoint double* %13 to i64, !dbg !1307
  %16 = sub i64 %14, %15, !dbg !1307
  %17 = sdiv exact i64 %16, 8, !dbg !1307
  ret i64 %17, !dbg !1308
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1309 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1317, metadata !DIExpression()), !dbg !1318
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1319, metadata !DIExpression()), !dbg !1320
  %6 = load i64*, i64** %4, align 8, !dbg !1321
  %7 = load i64, i64* %6, align 8, !dbg !1321
  %8 = load i64*, i64** %5, align 8, !dbg !1323
  %9 = load i64, i64* %8, align 8, !dbg !1323
  %10 = icmp ult i64 %7, %9, !dbg !1324
  br i1 %10, label %11, label %13, !dbg !1325

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1326
  store i64* %12, i64** %3, align 8, !dbg !1327
  br label %15, !dbg !1327

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1328
  store i64* %14, i64** %3, align 8, !dbg !1329
  br label %15, !dbg !1329

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1330
  ret i64* %16, !dbg !1330
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1331 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1332, metadata !DIExpression()), !dbg !1333
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1334, metadata !DIExpression()), !dbg !1336
  store i64 1152921504606846975, i64* %3, align 8, !dbg !1336
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1337, metadata !DIExpression()), !dbg !1338
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1339
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #11, !dbg !1340
  store i64 %6, i64* %4, align 8, !dbg !1338
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1341

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1341
  ret i64 %9, !dbg !1342

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1341
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1341
  call void @__clang_call_terminate(i8* %12) #12, !dbg !1341
  unreachable, !dbg !1341
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1343 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1344, metadata !DIExpression()), !dbg !1346
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1347
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1348
  ret %"class.std::allocator"* %5, !dbg !1349
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1350 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1351, metadata !DIExpression()), !dbg !1352
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1353
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1353
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #11, !dbg !1354
  ret i64 %5, !dbg !1355
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1356 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1357, metadata !DIExpression()), !dbg !1358
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1359, metadata !DIExpression()), !dbg !1360
  %6 = load i64*, i64** %5, align 8, !dbg !1361
  %7 = load i64, i64* %6, align 8, !dbg !1361
  %8 = load i64*, i64** %4, align 8, !dbg !1363
  %9 = load i64, i64* %8, align 8, !dbg !1363
  %10 = icmp ult i64 %7, %9, !dbg !1364
  br i1 %10, label %11, label %13, !dbg !1365

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1366
  store i64* %12, i64** %3, align 8, !dbg !1367
  br label %15, !dbg !1367

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1368
  store i64* %14, i64** %3, align 8, !dbg !1369
  br label %15, !dbg !1369

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1370
  ret i64* %16, !dbg !1370
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1371 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1372, metadata !DIExpression()), !dbg !1374
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #11, !dbg !1375
  ret i64 %4, !dbg !1376
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1377 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1378, metadata !DIExpression()), !dbg !1379
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !1380
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #3 comdat align 2 !dbg !1381 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1382, metadata !DIExpression()), !dbg !1383
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1384, metadata !DIExpression()), !dbg !1385
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1386
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1386
  %7 = load i64, i64* %4, align 8, !dbg !1387
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1388
  ret double* %8, !dbg !1389
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #3 comdat align 2 !dbg !1390 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1391, metadata !DIExpression()), !dbg !1392
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1393, metadata !DIExpression()), !dbg !1394
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1395, metadata !DIExpression()), !dbg !1396
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1397
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #11, !dbg !1399
  %10 = icmp ugt i64 %8, %9, !dbg !1400
  br i1 %10, label %11, label %16, !dbg !1401

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1402
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !1405
  br i1 %13, label %14, label %15, !dbg !1406

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #14, !dbg !1407
  unreachable, !dbg !1407

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #14, !dbg !1408
  unreachable, !dbg !1408

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1409
  %18 = mul i64 %17, 8, !dbg !1410
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #15, !dbg !1411
  %20 = bitcast i8* %19 to double*, !dbg !1412
  ret double* %20, !dbg !1413
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #8

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat align 2 !dbg !1414 {
  %5 = alloca %"struct.std::integral_constant", align 1
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1415, metadata !DIExpression()), !dbg !1416
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1417, metadata !DIExpression()), !dbg !1418
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !1419, metadata !DIExpression()), !dbg !1420
  store %"class.std::allocator"* %3, %"class.std::allocator"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %9, metadata !1421, metadata !DIExpression()), !dbg !1422
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* %5, metadata !1423, metadata !DIExpression()), !dbg !1424
  %10 = load double*, double** %6, align 8, !dbg !1425
  %11 = load double*, double** %7, align 8, !dbg !1426
  %12 = load double*, double** %8, align 8, !dbg !1427
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %9, align 8, !dbg !1428
  %14 = call noundef double* @_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_(double* noundef %10, double* noundef %11, double* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #11, !dbg !1429
  ret double* %14, !dbg !1430
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat !dbg !1431 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1438, metadata !DIExpression()), !dbg !1439
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1440, metadata !DIExpression()), !dbg !1441
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1442, metadata !DIExpression()), !dbg !1443
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1444, metadata !DIExpression()), !dbg !1445
  %9 = load double*, double** %5, align 8, !dbg !1446
  %10 = call noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %9) #11, !dbg !1447
  %11 = load double*, double** %6, align 8, !dbg !1448
  %12 = call noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %11) #11, !dbg !1449
  %13 = load double*, double** %7, align 8, !dbg !1450
  %14 = call noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %13) #11, !dbg !1451
  %15 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1452
  %16 = call noundef double* @_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(double* noundef %10, double* noundef %12, double* noundef %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %15) #11, !dbg !1453
  ret double* %16, !dbg !1454
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(double* noundef %0, double* noundef %1, double* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat !dbg !1455 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca i64, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1464, metadata !DIExpression()), !dbg !1465
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1466, metadata !DIExpression()), !dbg !1467
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1468, metadata !DIExpression()), !dbg !1469
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1470, metadata !DIExpression()), !dbg !1471
  call void @llvm.dbg.declare(metadata i64* %9, metadata !1472, metadata !DIExpression()), !dbg !1473
  %10 = load double*, double** %6, align 8, !dbg !1474
  %11 = load double*, double** %5, align 8, !dbg !1475
  %12 = ptrtoint double* %10 to i64, !dbg !1476
  %13 = ptrtoint double* %11 to i64, !dbg !1476
  %14 = sub i64 %12, %13, !dbg !1476
  %15 = sdiv exact i64 %14, 8, !dbg !1476
  store i64 %15, i64* %9, align 8, !dbg !1473
  %16 = load i64, i64* %9, align 8, !dbg !1477
  %17 = icmp sgt i64 %16, 0, !dbg !1479
  br i1 %17, label %18, label %25, !dbg !1480

18:                                               ; preds = %4
  %19 = load double*, double** %7, align 8, !dbg !1481
  %20 = bitcast double* %19 to i8*, !dbg !1483
  %21 = load double*, double** %5, align 8, !dbg !1484
  %22 = bitcast double* %21 to i8*, !dbg !1483
  %23 = load i64, i64* %9, align 8, !dbg !1485
  %24 = mul i64 %23, 8, !dbg !1486
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %20, i8* align 8 %22, i64 %24, i1 false), !dbg !1483
  br label %25, !dbg !1487

25:                                               ; preds = %18, %4
  %26 = load double*, double** %7, align 8, !dbg !1488
  %27 = load i64, i64* %9, align 8, !dbg !1489
  %28 = getelementptr inbounds double, double* %26, i64 %27, !dbg !1490
  ret double* %28, !dbg !1491
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt12__niter_baseIPdET_S1_(double* noundef %0) #4 comdat !dbg !1492 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1495, metadata !DIExpression()), !dbg !1496
  %3 = load double*, double** %2, align 8, !dbg !1497
  ret double* %3, !dbg !1498
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, double** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 !dbg !1499 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca double**, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1500, metadata !DIExpression()), !dbg !1501
  store double** %1, double*** %4, align 8
  call void @llvm.dbg.declare(metadata double*** %4, metadata !1502, metadata !DIExpression()), !dbg !1503
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1504
  %7 = load double**, double*** %4, align 8, !dbg !1505
  %8 = load double*, double** %7, align 8, !dbg !1505
  store double* %8, double** %6, align 8, !dbg !1504
  ret void, !dbg !1506
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!752, !753, !754, !755, !756, !757, !758}
!llvm.ident = !{!759}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !560, splitDebugInlining: false, nameTableKind: None)
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
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !15, file: !5, line: 506, baseType: !559)
!15 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !16, file: !5, line: 499, type: !281, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !280, retainedNodes: !138)
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
!36 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !33, file: !34, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
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
!51 = !DISubprogram(name: "__new_allocator", scope: !48, file: !49, line: 80, type: !52, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = !DISubprogram(name: "__new_allocator", scope: !48, file: !49, line: 83, type: !56, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !54, !58}
!58 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!60 = !DISubprogram(name: "~__new_allocator", scope: !48, file: !49, line: 90, type: !52, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!61 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !48, file: !49, line: 93, type: !62, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !65, !66}
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !48, file: !49, line: 63, baseType: !12)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !48, file: !49, line: 65, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !13, size: 64)
!68 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !48, file: !49, line: 97, type: !69, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !65, !74}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !48, file: !49, line: 64, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !48, file: !49, line: 66, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !73, size: 64)
!76 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !48, file: !49, line: 112, type: !77, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!77 = !DISubroutineType(types: !78)
!78 = !{!12, !54, !79, !10}
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !49, line: 60, baseType: !6)
!80 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !48, file: !49, line: 142, type: !81, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !54, !12, !79}
!83 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !48, file: !49, line: 167, type: !84, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!84 = !DISubroutineType(types: !85)
!85 = !{!79, !65}
!86 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !48, file: !49, line: 210, type: !84, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!87 = !{!88}
!88 = !DITemplateTypeParameter(name: "_Tp", type: !13)
!89 = !DISubprogram(name: "allocator", scope: !42, file: !43, line: 156, type: !90, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DISubprogram(name: "allocator", scope: !42, file: !43, line: 159, type: !94, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !92, !96}
!96 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!98 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !42, file: !43, line: 164, type: !99, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !92, !96}
!101 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !42, size: 64)
!102 = !DISubprogram(name: "~allocator", scope: !42, file: !43, line: 174, type: !90, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !34, line: 435, baseType: !6)
!104 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !33, file: !34, line: 477, type: !105, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!105 = !DISubroutineType(types: !106)
!106 = !{!39, !40, !103, !107}
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !34, line: 429, baseType: !10)
!108 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !33, file: !34, line: 495, type: !109, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !40, !39, !103}
!111 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !33, file: !34, line: 547, type: !112, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !115}
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !33, file: !34, line: 435, baseType: !6)
!115 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!117 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !33, file: !34, line: 562, type: !118, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{!41, !115}
!120 = !{!121}
!121 = !DITemplateTypeParameter(name: "_Alloc", type: !42)
!122 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !29, file: !27, line: 97, type: !123, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!42, !96}
!125 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !29, file: !27, line: 100, type: !126, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !101, !101}
!128 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !29, file: !27, line: 103, type: !129, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{!131}
!131 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!132 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !29, file: !27, line: 106, type: !129, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!133 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !29, file: !27, line: 109, type: !129, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!134 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !29, file: !27, line: 112, type: !129, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!135 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !29, file: !27, line: 115, type: !129, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
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
!148 = !DISubprogram(name: "_Vector_impl_data", scope: !141, file: !5, line: 99, type: !149, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !DISubprogram(name: "_Vector_impl_data", scope: !141, file: !5, line: 105, type: !153, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !151, !155}
!155 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !141, size: 64)
!156 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !141, file: !5, line: 113, type: !157, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !151, !159}
!159 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!161 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !141, file: !5, line: 122, type: !162, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !151, !164}
!164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !141, size: 64)
!165 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 137, type: !166, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 143, type: !170, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !168, !172}
!172 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!174 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 151, type: !175, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !168, !177}
!177 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !22, size: 64)
!178 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 156, type: !179, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !168, !181}
!181 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !25, size: 64)
!182 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 161, type: !183, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !168, !181, !177}
!185 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !19, file: !5, line: 298, type: !186, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!186 = !DISubroutineType(types: !187)
!187 = !{!188, !189}
!188 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!190 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !19, file: !5, line: 303, type: !191, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!191 = !DISubroutineType(types: !192)
!192 = !{!172, !193}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!195 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !19, file: !5, line: 308, type: !196, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!196 = !DISubroutineType(types: !197)
!197 = !{!198, !193}
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !19, file: !5, line: 294, baseType: !42)
!199 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 312, type: !200, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !189}
!202 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 318, type: !203, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !189, !205}
!205 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !198)
!207 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 324, type: !208, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !189, !6}
!210 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 330, type: !211, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !189, !6, !205}
!213 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 335, type: !214, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !189, !216}
!216 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !19, size: 64)
!217 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 340, type: !218, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !189, !181}
!220 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 344, type: !221, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !189, !216, !205}
!223 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 358, type: !224, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !189, !205, !216}
!226 = !DISubprogram(name: "~_Vector_base", scope: !19, file: !5, line: 364, type: !200, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !19, file: !5, line: 375, type: !228, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!228 = !DISubroutineType(types: !229)
!229 = !{!144, !189, !6}
!230 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !19, file: !5, line: 383, type: !231, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !189, !144, !6}
!233 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !19, file: !5, line: 393, type: !208, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!234 = !{!88, !121}
!235 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !16, file: !5, line: 465, type: !236, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!236 = !DISubroutineType(types: !237)
!237 = !{!131, !238}
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !8, file: !239, line: 82, baseType: !240)
!239 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !8, file: !239, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !241, templateParams: !251, identifier: "_ZTSSt17integral_constantIbLb1EE")
!241 = !{!242, !244, !250}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !240, file: !239, line: 64, baseType: !243, flags: DIFlagStaticMember, extraData: i1 true)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!244 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !240, file: !239, line: 67, type: !245, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!245 = !DISubroutineType(types: !246)
!246 = !{!247, !248}
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !240, file: !239, line: 65, baseType: !131)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !240)
!250 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !240, file: !239, line: 72, type: !245, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!251 = !{!252, !253}
!252 = !DITemplateTypeParameter(name: "_Tp", type: !131)
!253 = !DITemplateValueParameter(name: "__v", type: !131, value: i8 1)
!254 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !16, file: !5, line: 474, type: !255, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!255 = !DISubroutineType(types: !256)
!256 = !{!131, !257}
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !8, file: !239, line: 85, baseType: !258)
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !8, file: !239, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !259, templateParams: !268, identifier: "_ZTSSt17integral_constantIbLb0EE")
!259 = !{!260, !261, !267}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !258, file: !239, line: 64, baseType: !243, flags: DIFlagStaticMember, extraData: i1 false)
!261 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !258, file: !239, line: 67, type: !262, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!262 = !DISubroutineType(types: !263)
!263 = !{!264, !265}
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !258, file: !239, line: 65, baseType: !131)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !258)
!267 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !258, file: !239, line: 72, type: !262, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!268 = !{!252, !269}
!269 = !DITemplateValueParameter(name: "__v", type: !131, value: i8 0)
!270 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !16, file: !5, line: 478, type: !129, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!271 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !16, file: !5, line: 487, type: !272, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!272 = !DISubroutineType(types: !273)
!273 = !{!274, !274, !274, !274, !275, !238}
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !16, file: !5, line: 449, baseType: !144)
!275 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !16, file: !5, line: 444, baseType: !25)
!277 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !16, file: !5, line: 494, type: !278, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!278 = !DISubroutineType(types: !279)
!279 = !{!274, !274, !274, !274, !275, !257}
!280 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !16, file: !5, line: 499, type: !281, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!281 = !DISubroutineType(types: !282)
!282 = !{!274, !274, !274, !274, !275}
!283 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 526, type: !284, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 537, type: !288, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !286, !290}
!290 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !292)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !16, file: !5, line: 460, baseType: !42)
!293 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 551, type: !294, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !286, !4, !290}
!296 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 564, type: !297, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !286, !4, !299, !290}
!299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !16, file: !5, line: 448, baseType: !13)
!302 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 596, type: !303, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !286, !305}
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!307 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 615, type: !308, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !286, !310}
!310 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16, size: 64)
!311 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 619, type: !312, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !286, !305, !314}
!314 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !8, file: !239, line: 128, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !318, file: !239, line: 125, baseType: !42)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !8, file: !239, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !319, identifier: "_ZTSSt15__type_identityISaIdEE")
!319 = !{!320}
!320 = !DITemplateTypeParameter(name: "_Type", type: !42)
!321 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 630, type: !322, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !286, !310, !290, !238}
!324 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 635, type: !325, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !286, !310, !290, !257}
!327 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 654, type: !328, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !286, !310, !314}
!330 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 673, type: !331, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !286, !333, !290}
!333 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !8, file: !334, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!334 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!335 = !DISubprogram(name: "~vector", scope: !16, file: !5, line: 728, type: !284, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!336 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !16, file: !5, line: 746, type: !337, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!337 = !DISubroutineType(types: !338)
!338 = !{!339, !286, !305}
!339 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !16, file: !5, line: 761, type: !341, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{!339, !286, !310}
!343 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !16, file: !5, line: 783, type: !344, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!344 = !DISubroutineType(types: !345)
!345 = !{!339, !286, !333}
!346 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !16, file: !5, line: 803, type: !347, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !286, !4, !299}
!349 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !16, file: !5, line: 850, type: !350, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !286, !333}
!352 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !16, file: !5, line: 868, type: !353, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!353 = !DISubroutineType(types: !354)
!354 = !{!355, !286}
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !16, file: !5, line: 453, baseType: !356)
!356 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !30, file: !357, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !358, templateParams: !413, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!357 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!358 = !{!359, !360, !364, !369, !380, !385, !389, !393, !394, !395, !402, !405, !408, !409, !410}
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !356, file: !357, line: 1046, baseType: !12, size: 64, flags: DIFlagProtected)
!360 = !DISubprogram(name: "__normal_iterator", scope: !356, file: !357, line: 1068, type: !361, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !363}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DISubprogram(name: "__normal_iterator", scope: !356, file: !357, line: 1072, type: !365, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !363, !367}
!367 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!369 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !356, file: !357, line: 1095, type: !370, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
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
!380 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !356, file: !357, line: 1100, type: !381, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!381 = !DISubroutineType(types: !382)
!382 = !{!383, !378}
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !356, file: !357, line: 1062, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !375, file: !374, line: 215, baseType: !12)
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
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !8, file: !7, line: 299, baseType: !401)
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
!414 = !DITemplateTypeParameter(name: "_Container", type: !16)
!415 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !16, file: !5, line: 878, type: !416, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!416 = !DISubroutineType(types: !417)
!417 = !{!418, !420}
!418 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !16, file: !5, line: 455, baseType: !419)
!419 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !30, file: !357, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!421 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !16, file: !5, line: 888, type: !353, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!422 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !16, file: !5, line: 898, type: !416, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!423 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !16, file: !5, line: 908, type: !424, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!424 = !DISubroutineType(types: !425)
!425 = !{!426, !286}
!426 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !16, file: !5, line: 457, baseType: !427)
!427 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !8, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!428 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !16, file: !5, line: 918, type: !429, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!429 = !DISubroutineType(types: !430)
!430 = !{!431, !420}
!431 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !16, file: !5, line: 456, baseType: !432)
!432 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !8, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!433 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !16, file: !5, line: 928, type: !424, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!434 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !16, file: !5, line: 938, type: !429, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!435 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !16, file: !5, line: 949, type: !416, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !16, file: !5, line: 959, type: !416, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!437 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !16, file: !5, line: 969, type: !429, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!438 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !16, file: !5, line: 979, type: !429, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!439 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !16, file: !5, line: 987, type: !440, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!440 = !DISubroutineType(types: !441)
!441 = !{!4, !420}
!442 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !16, file: !5, line: 993, type: !440, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!443 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !16, file: !5, line: 1008, type: !444, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !286, !4}
!446 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !16, file: !5, line: 1029, type: !347, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !16, file: !5, line: 1063, type: !284, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!448 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !16, file: !5, line: 1073, type: !440, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!449 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !16, file: !5, line: 1083, type: !450, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!450 = !DISubroutineType(types: !451)
!451 = !{!131, !420}
!452 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !16, file: !5, line: 1105, type: !444, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!453 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !16, file: !5, line: 1121, type: !454, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!454 = !DISubroutineType(types: !455)
!455 = !{!456, !286, !4}
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !16, file: !5, line: 451, baseType: !457)
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !29, file: !27, line: 62, baseType: !458)
!458 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !459, size: 64)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !29, file: !27, line: 56, baseType: !460)
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !33, file: !34, line: 417, baseType: !13)
!461 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !16, file: !5, line: 1140, type: !462, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!462 = !DISubroutineType(types: !463)
!463 = !{!464, !420, !4}
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !16, file: !5, line: 452, baseType: !465)
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !29, file: !27, line: 63, baseType: !466)
!466 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !467, size: 64)
!467 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !459)
!468 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !16, file: !5, line: 1150, type: !469, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!469 = !DISubroutineType(types: !470)
!470 = !{null, !420, !4}
!471 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !16, file: !5, line: 1173, type: !454, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!472 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !16, file: !5, line: 1192, type: !462, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!473 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !16, file: !5, line: 1204, type: !474, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!474 = !DISubroutineType(types: !475)
!475 = !{!456, !286}
!476 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !16, file: !5, line: 1216, type: !477, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!477 = !DISubroutineType(types: !478)
!478 = !{!464, !420}
!479 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !16, file: !5, line: 1228, type: !474, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!480 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !16, file: !5, line: 1240, type: !477, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!481 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !16, file: !5, line: 1255, type: !482, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!482 = !DISubroutineType(types: !483)
!483 = !{!12, !286}
!484 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !16, file: !5, line: 1260, type: !485, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!485 = !DISubroutineType(types: !486)
!486 = !{!72, !420}
!487 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !16, file: !5, line: 1276, type: !488, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!488 = !DISubroutineType(types: !489)
!489 = !{null, !286, !299}
!490 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !16, file: !5, line: 1293, type: !491, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!491 = !DISubroutineType(types: !492)
!492 = !{null, !286, !493}
!493 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !301, size: 64)
!494 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !16, file: !5, line: 1317, type: !284, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!495 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !16, file: !5, line: 1357, type: !496, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{!355, !286, !418, !299}
!498 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !16, file: !5, line: 1388, type: !499, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!499 = !DISubroutineType(types: !500)
!500 = !{!355, !286, !418, !493}
!501 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !16, file: !5, line: 1406, type: !502, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!502 = !DISubroutineType(types: !503)
!503 = !{!355, !286, !418, !333}
!504 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !16, file: !5, line: 1432, type: !505, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!505 = !DISubroutineType(types: !506)
!506 = !{!355, !286, !418, !4, !299}
!507 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !16, file: !5, line: 1529, type: !508, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!508 = !DISubroutineType(types: !509)
!509 = !{!355, !286, !418}
!510 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !16, file: !5, line: 1557, type: !511, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!511 = !DISubroutineType(types: !512)
!512 = !{!355, !286, !418, !418}
!513 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !16, file: !5, line: 1581, type: !514, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!514 = !DISubroutineType(types: !515)
!515 = !{null, !286, !339}
!516 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !16, file: !5, line: 1600, type: !284, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!517 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !16, file: !5, line: 1699, type: !347, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!518 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !16, file: !5, line: 1710, type: !444, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!519 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !16, file: !5, line: 1757, type: !347, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!520 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !16, file: !5, line: 1801, type: !521, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!521 = !DISubroutineType(types: !522)
!522 = !{null, !286, !355, !4, !299}
!523 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !16, file: !5, line: 1807, type: !444, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!524 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !16, file: !5, line: 1811, type: !525, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!525 = !DISubroutineType(types: !526)
!526 = !{!131, !286}
!527 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !16, file: !5, line: 1873, type: !499, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!528 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !16, file: !5, line: 1884, type: !499, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!529 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !16, file: !5, line: 1891, type: !530, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!530 = !DISubroutineType(types: !531)
!531 = !{!532, !420, !4, !533}
!532 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !16, file: !5, line: 458, baseType: !6)
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !534, size: 64)
!534 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !535)
!535 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!536 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !16, file: !5, line: 1902, type: !537, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!537 = !DISubroutineType(types: !538)
!538 = !{!532, !4, !290}
!539 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !16, file: !5, line: 1911, type: !540, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!540 = !DISubroutineType(types: !541)
!541 = !{!532, !542}
!542 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !543, size: 64)
!543 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !276)
!544 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !16, file: !5, line: 1928, type: !545, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !286, !274}
!547 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !16, file: !5, line: 1941, type: !548, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!548 = !DISubroutineType(types: !549)
!549 = !{!355, !286, !355}
!550 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !16, file: !5, line: 1945, type: !551, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!551 = !DISubroutineType(types: !552)
!552 = !{!355, !286, !355, !355}
!553 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !16, file: !5, line: 1954, type: !554, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!554 = !DISubroutineType(types: !555)
!555 = !{null, !286, !310, !238}
!556 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !16, file: !5, line: 1966, type: !557, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!557 = !DISubroutineType(types: !558)
!558 = !{null, !286, !310, !257}
!559 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !8, file: !239, line: 90, baseType: !240)
!560 = !{!561, !567, !573, !578, !582, !584, !586, !588, !590, !597, !603, !608, !612, !616, !620, !627, !631, !633, !637, !643, !647, !652, !654, !658, !662, !666, !668, !672, !676, !678, !682, !684, !686, !690, !694, !698, !702, !706, !710, !712, !719, !723, !727, !731, !733, !735, !739, !743, !744, !745, !746, !747, !748}
!561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !562, file: !566, line: 98)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !563, line: 7, baseType: !564)
!563 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!564 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !565, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!565 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!566 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !568, file: !566, line: 99)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !569, line: 84, baseType: !570)
!569 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!570 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !571, line: 14, baseType: !572)
!571 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!572 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !571, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !574, file: !566, line: 101)
!574 = !DISubprogram(name: "clearerr", scope: !569, file: !569, line: 786, type: !575, flags: DIFlagPrototyped, spFlags: 0)
!575 = !DISubroutineType(types: !576)
!576 = !{null, !577}
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64)
!578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !579, file: !566, line: 102)
!579 = !DISubprogram(name: "fclose", scope: !569, file: !569, line: 178, type: !580, flags: DIFlagPrototyped, spFlags: 0)
!580 = !DISubroutineType(types: !581)
!581 = !{!392, !577}
!582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !583, file: !566, line: 103)
!583 = !DISubprogram(name: "feof", scope: !569, file: !569, line: 788, type: !580, flags: DIFlagPrototyped, spFlags: 0)
!584 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !585, file: !566, line: 104)
!585 = !DISubprogram(name: "ferror", scope: !569, file: !569, line: 790, type: !580, flags: DIFlagPrototyped, spFlags: 0)
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !587, file: !566, line: 105)
!587 = !DISubprogram(name: "fflush", scope: !569, file: !569, line: 230, type: !580, flags: DIFlagPrototyped, spFlags: 0)
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !589, file: !566, line: 106)
!589 = !DISubprogram(name: "fgetc", scope: !569, file: !569, line: 513, type: !580, flags: DIFlagPrototyped, spFlags: 0)
!590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !591, file: !566, line: 107)
!591 = !DISubprogram(name: "fgetpos", scope: !569, file: !569, line: 760, type: !592, flags: DIFlagPrototyped, spFlags: 0)
!592 = !DISubroutineType(types: !593)
!593 = !{!392, !594, !595}
!594 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !577)
!595 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !596)
!596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !568, size: 64)
!597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !598, file: !566, line: 108)
!598 = !DISubprogram(name: "fgets", scope: !569, file: !569, line: 592, type: !599, flags: DIFlagPrototyped, spFlags: 0)
!599 = !DISubroutineType(types: !600)
!600 = !{!601, !602, !392, !594}
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!602 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !601)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !604, file: !566, line: 109)
!604 = !DISubprogram(name: "fopen", scope: !569, file: !569, line: 258, type: !605, flags: DIFlagPrototyped, spFlags: 0)
!605 = !DISubroutineType(types: !606)
!606 = !{!577, !607, !607}
!607 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !533)
!608 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !609, file: !566, line: 110)
!609 = !DISubprogram(name: "fprintf", scope: !569, file: !569, line: 350, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!610 = !DISubroutineType(types: !611)
!611 = !{!392, !594, !607, null}
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !613, file: !566, line: 111)
!613 = !DISubprogram(name: "fputc", scope: !569, file: !569, line: 549, type: !614, flags: DIFlagPrototyped, spFlags: 0)
!614 = !DISubroutineType(types: !615)
!615 = !{!392, !392, !577}
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !617, file: !566, line: 112)
!617 = !DISubprogram(name: "fputs", scope: !569, file: !569, line: 655, type: !618, flags: DIFlagPrototyped, spFlags: 0)
!618 = !DISubroutineType(types: !619)
!619 = !{!392, !607, !594}
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !621, file: !566, line: 113)
!621 = !DISubprogram(name: "fread", scope: !569, file: !569, line: 675, type: !622, flags: DIFlagPrototyped, spFlags: 0)
!622 = !DISubroutineType(types: !623)
!623 = !{!624, !626, !624, !624, !594}
!624 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !625, line: 46, baseType: !9)
!625 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!626 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3)
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !628, file: !566, line: 114)
!628 = !DISubprogram(name: "freopen", scope: !569, file: !569, line: 265, type: !629, flags: DIFlagPrototyped, spFlags: 0)
!629 = !DISubroutineType(types: !630)
!630 = !{!577, !607, !607, !594}
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !632, file: !566, line: 115)
!632 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !569, file: !569, line: 434, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !634, file: !566, line: 116)
!634 = !DISubprogram(name: "fseek", scope: !569, file: !569, line: 713, type: !635, flags: DIFlagPrototyped, spFlags: 0)
!635 = !DISubroutineType(types: !636)
!636 = !{!392, !577, !401, !392}
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !638, file: !566, line: 117)
!638 = !DISubprogram(name: "fsetpos", scope: !569, file: !569, line: 765, type: !639, flags: DIFlagPrototyped, spFlags: 0)
!639 = !DISubroutineType(types: !640)
!640 = !{!392, !577, !641}
!641 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !642, size: 64)
!642 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !568)
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !644, file: !566, line: 118)
!644 = !DISubprogram(name: "ftell", scope: !569, file: !569, line: 718, type: !645, flags: DIFlagPrototyped, spFlags: 0)
!645 = !DISubroutineType(types: !646)
!646 = !{!401, !577}
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !648, file: !566, line: 119)
!648 = !DISubprogram(name: "fwrite", scope: !569, file: !569, line: 681, type: !649, flags: DIFlagPrototyped, spFlags: 0)
!649 = !DISubroutineType(types: !650)
!650 = !{!624, !651, !624, !624, !594}
!651 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !10)
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !653, file: !566, line: 120)
!653 = !DISubprogram(name: "getc", scope: !569, file: !569, line: 514, type: !580, flags: DIFlagPrototyped, spFlags: 0)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !655, file: !566, line: 121)
!655 = !DISubprogram(name: "getchar", scope: !569, file: !569, line: 520, type: !656, flags: DIFlagPrototyped, spFlags: 0)
!656 = !DISubroutineType(types: !657)
!657 = !{!392}
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !659, file: !566, line: 126)
!659 = !DISubprogram(name: "perror", scope: !569, file: !569, line: 804, type: !660, flags: DIFlagPrototyped, spFlags: 0)
!660 = !DISubroutineType(types: !661)
!661 = !{null, !533}
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !663, file: !566, line: 127)
!663 = !DISubprogram(name: "printf", scope: !569, file: !569, line: 356, type: !664, flags: DIFlagPrototyped, spFlags: 0)
!664 = !DISubroutineType(types: !665)
!665 = !{!392, !607, null}
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !667, file: !566, line: 128)
!667 = !DISubprogram(name: "putc", scope: !569, file: !569, line: 550, type: !614, flags: DIFlagPrototyped, spFlags: 0)
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !669, file: !566, line: 129)
!669 = !DISubprogram(name: "putchar", scope: !569, file: !569, line: 556, type: !670, flags: DIFlagPrototyped, spFlags: 0)
!670 = !DISubroutineType(types: !671)
!671 = !{!392, !392}
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !673, file: !566, line: 130)
!673 = !DISubprogram(name: "puts", scope: !569, file: !569, line: 661, type: !674, flags: DIFlagPrototyped, spFlags: 0)
!674 = !DISubroutineType(types: !675)
!675 = !{!392, !533}
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !677, file: !566, line: 131)
!677 = !DISubprogram(name: "remove", scope: !569, file: !569, line: 152, type: !674, flags: DIFlagPrototyped, spFlags: 0)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !679, file: !566, line: 132)
!679 = !DISubprogram(name: "rename", scope: !569, file: !569, line: 154, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!680 = !DISubroutineType(types: !681)
!681 = !{!392, !533, !533}
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !683, file: !566, line: 133)
!683 = !DISubprogram(name: "rewind", scope: !569, file: !569, line: 723, type: !575, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !685, file: !566, line: 134)
!685 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !569, file: !569, line: 437, type: !664, flags: DIFlagPrototyped, spFlags: 0)
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !687, file: !566, line: 135)
!687 = !DISubprogram(name: "setbuf", scope: !569, file: !569, line: 328, type: !688, flags: DIFlagPrototyped, spFlags: 0)
!688 = !DISubroutineType(types: !689)
!689 = !{null, !594, !602}
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !691, file: !566, line: 136)
!691 = !DISubprogram(name: "setvbuf", scope: !569, file: !569, line: 332, type: !692, flags: DIFlagPrototyped, spFlags: 0)
!692 = !DISubroutineType(types: !693)
!693 = !{!392, !594, !602, !392, !624}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !695, file: !566, line: 137)
!695 = !DISubprogram(name: "sprintf", scope: !569, file: !569, line: 358, type: !696, flags: DIFlagPrototyped, spFlags: 0)
!696 = !DISubroutineType(types: !697)
!697 = !{!392, !602, !607, null}
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !699, file: !566, line: 138)
!699 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !569, file: !569, line: 439, type: !700, flags: DIFlagPrototyped, spFlags: 0)
!700 = !DISubroutineType(types: !701)
!701 = !{!392, !607, !607, null}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !703, file: !566, line: 139)
!703 = !DISubprogram(name: "tmpfile", scope: !569, file: !569, line: 188, type: !704, flags: DIFlagPrototyped, spFlags: 0)
!704 = !DISubroutineType(types: !705)
!705 = !{!577}
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !707, file: !566, line: 141)
!707 = !DISubprogram(name: "tmpnam", scope: !569, file: !569, line: 205, type: !708, flags: DIFlagPrototyped, spFlags: 0)
!708 = !DISubroutineType(types: !709)
!709 = !{!601, !601}
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !711, file: !566, line: 143)
!711 = !DISubprogram(name: "ungetc", scope: !569, file: !569, line: 668, type: !614, flags: DIFlagPrototyped, spFlags: 0)
!712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !713, file: !566, line: 144)
!713 = !DISubprogram(name: "vfprintf", scope: !569, file: !569, line: 365, type: !714, flags: DIFlagPrototyped, spFlags: 0)
!714 = !DISubroutineType(types: !715)
!715 = !{!392, !594, !607, !716}
!716 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !717, size: 64)
!717 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !718, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!718 = !DIFile(filename: "vector.cpp", directory: ".")
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !720, file: !566, line: 145)
!720 = !DISubprogram(name: "vprintf", scope: !569, file: !569, line: 371, type: !721, flags: DIFlagPrototyped, spFlags: 0)
!721 = !DISubroutineType(types: !722)
!722 = !{!392, !607, !716}
!723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !724, file: !566, line: 146)
!724 = !DISubprogram(name: "vsprintf", scope: !569, file: !569, line: 373, type: !725, flags: DIFlagPrototyped, spFlags: 0)
!725 = !DISubroutineType(types: !726)
!726 = !{!392, !602, !607, !716}
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !728, file: !566, line: 175)
!728 = !DISubprogram(name: "snprintf", scope: !569, file: !569, line: 378, type: !729, flags: DIFlagPrototyped, spFlags: 0)
!729 = !DISubroutineType(types: !730)
!730 = !{!392, !602, !624, !607, null}
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !732, file: !566, line: 176)
!732 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !569, file: !569, line: 479, type: !714, flags: DIFlagPrototyped, spFlags: 0)
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !734, file: !566, line: 177)
!734 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !569, file: !569, line: 484, type: !721, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !736, file: !566, line: 178)
!736 = !DISubprogram(name: "vsnprintf", scope: !569, file: !569, line: 382, type: !737, flags: DIFlagPrototyped, spFlags: 0)
!737 = !DISubroutineType(types: !738)
!738 = !{!392, !602, !624, !607, !716}
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !740, file: !566, line: 179)
!740 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !569, file: !569, line: 487, type: !741, flags: DIFlagPrototyped, spFlags: 0)
!741 = !DISubroutineType(types: !742)
!742 = !{!392, !607, !607, !716}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !728, file: !566, line: 185)
!744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !732, file: !566, line: 186)
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !734, file: !566, line: 187)
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !736, file: !566, line: 188)
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !740, file: !566, line: 189)
!748 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !749, entity: !750, file: !751, line: 58)
!749 = !DINamespace(name: "__gnu_debug", scope: null)
!750 = !DINamespace(name: "__debug", scope: !8)
!751 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!752 = !{i32 7, !"Dwarf Version", i32 5}
!753 = !{i32 2, !"Debug Info Version", i32 3}
!754 = !{i32 1, !"wchar_size", i32 4}
!755 = !{i32 7, !"PIC Level", i32 2}
!756 = !{i32 7, !"PIE Level", i32 2}
!757 = !{i32 7, !"uwtable", i32 1}
!758 = !{i32 7, !"frame-pointer", i32 2}
!759 = !{!"Debian clang version 14.0.6"}
!760 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !761, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !138)
!761 = !DISubroutineType(types: !762)
!762 = !{!392, !392, !763}
!763 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !601, size: 64)
!764 = !DILocalVariable(name: "argc", arg: 1, scope: !760, file: !1, line: 5, type: !392)
!765 = !DILocation(line: 5, column: 14, scope: !760)
!766 = !DILocalVariable(name: "argv", arg: 2, scope: !760, file: !1, line: 5, type: !763)
!767 = !DILocation(line: 5, column: 27, scope: !760)
!768 = !DILocalVariable(name: "n", scope: !760, file: !1, line: 6, type: !392)
!769 = !DILocation(line: 6, column: 7, scope: !760)
!770 = !DILocation(line: 6, column: 11, scope: !760)
!771 = !DILocation(line: 6, column: 16, scope: !760)
!772 = !DILocalVariable(name: "v", scope: !760, file: !1, line: 7, type: !16)
!773 = !DILocation(line: 7, column: 23, scope: !760)
!774 = !DILocalVariable(name: "i", scope: !775, file: !1, line: 8, type: !392)
!775 = distinct !DILexicalBlock(scope: !760, file: !1, line: 8, column: 3)
!776 = !DILocation(line: 8, column: 12, scope: !775)
!777 = !DILocation(line: 8, column: 8, scope: !775)
!778 = !DILocation(line: 8, column: 19, scope: !779)
!779 = distinct !DILexicalBlock(scope: !775, file: !1, line: 8, column: 3)
!780 = !DILocation(line: 8, column: 23, scope: !779)
!781 = !DILocation(line: 8, column: 21, scope: !779)
!782 = !DILocation(line: 8, column: 3, scope: !775)
!783 = !DILocation(line: 9, column: 17, scope: !779)
!784 = !DILocation(line: 9, column: 19, scope: !779)
!785 = !DILocation(line: 9, column: 7, scope: !779)
!786 = !DILocation(line: 9, column: 5, scope: !779)
!787 = !DILocation(line: 8, column: 27, scope: !779)
!788 = !DILocation(line: 8, column: 3, scope: !779)
!789 = distinct !{!789, !782, !790, !791}
!790 = !DILocation(line: 9, column: 24, scope: !775)
!791 = !{!"llvm.loop.mustprogress"}
!792 = !DILocation(line: 15, column: 1, scope: !779)
!793 = !DILocation(line: 15, column: 1, scope: !760)
!794 = !DILocalVariable(name: "sum", scope: !760, file: !1, line: 10, type: !13)
!795 = !DILocation(line: 10, column: 10, scope: !760)
!796 = !DILocalVariable(name: "__range1", scope: !797, type: !339, flags: DIFlagArtificial)
!797 = distinct !DILexicalBlock(scope: !760, file: !1, line: 11, column: 3)
!798 = !DILocation(line: 0, scope: !797)
!799 = !DILocation(line: 11, column: 19, scope: !797)
!800 = !DILocalVariable(name: "__begin1", scope: !797, type: !355, flags: DIFlagArtificial)
!801 = !DILocation(line: 11, column: 17, scope: !797)
!802 = !DILocalVariable(name: "__end1", scope: !797, type: !355, flags: DIFlagArtificial)
!803 = !DILocalVariable(name: "x", scope: !804, file: !1, line: 11, type: !13)
!804 = distinct !DILexicalBlock(scope: !797, file: !1, line: 11, column: 3)
!805 = !DILocation(line: 11, column: 15, scope: !804)
!806 = !DILocation(line: 11, column: 17, scope: !804)
!807 = !DILocation(line: 12, column: 12, scope: !804)
!808 = !DILocation(line: 12, column: 9, scope: !804)
!809 = !DILocation(line: 11, column: 3, scope: !797)
!810 = distinct !{!810, !809, !811}
!811 = !DILocation(line: 12, column: 12, scope: !797)
!812 = !DILocation(line: 13, column: 23, scope: !760)
!813 = !DILocation(line: 13, column: 3, scope: !760)
!814 = !DILocation(line: 14, column: 3, scope: !760)
!815 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2Ev", scope: !16, file: !5, line: 526, type: !284, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !283, retainedNodes: !138)
!816 = !DILocalVariable(name: "this", arg: 1, scope: !815, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!817 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!818 = !DILocation(line: 0, scope: !815)
!819 = !DILocation(line: 526, column: 24, scope: !815)
!820 = !DILocation(line: 526, column: 7, scope: !815)
!821 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !16, file: !5, line: 1293, type: !491, scopeLine: 1294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !490, retainedNodes: !138)
!822 = !DILocalVariable(name: "this", arg: 1, scope: !821, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!823 = !DILocation(line: 0, scope: !821)
!824 = !DILocalVariable(name: "__x", arg: 2, scope: !821, file: !5, line: 1293, type: !493)
!825 = !DILocation(line: 1293, column: 30, scope: !821)
!826 = !DILocation(line: 1294, column: 32, scope: !821)
!827 = !DILocation(line: 1294, column: 22, scope: !821)
!828 = !DILocation(line: 1294, column: 9, scope: !821)
!829 = !DILocation(line: 1294, column: 39, scope: !821)
!830 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !16, file: !5, line: 868, type: !353, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !352, retainedNodes: !138)
!831 = !DILocalVariable(name: "this", arg: 1, scope: !830, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!832 = !DILocation(line: 0, scope: !830)
!833 = !DILocation(line: 869, column: 31, scope: !830)
!834 = !DILocation(line: 869, column: 25, scope: !830)
!835 = !DILocation(line: 869, column: 39, scope: !830)
!836 = !DILocation(line: 869, column: 16, scope: !830)
!837 = !DILocation(line: 869, column: 9, scope: !830)
!838 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !16, file: !5, line: 888, type: !353, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !421, retainedNodes: !138)
!839 = !DILocalVariable(name: "this", arg: 1, scope: !838, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!840 = !DILocation(line: 0, scope: !838)
!841 = !DILocation(line: 889, column: 31, scope: !838)
!842 = !DILocation(line: 889, column: 25, scope: !838)
!843 = !DILocation(line: 889, column: 39, scope: !838)
!844 = !DILocation(line: 889, column: 16, scope: !838)
!845 = !DILocation(line: 889, column: 9, scope: !838)
!846 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !30, file: !357, line: 1237, type: !847, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !413, retainedNodes: !138)
!847 = !DISubroutineType(types: !848)
!848 = !{!131, !849, !849}
!849 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !379, size: 64)
!850 = !DILocalVariable(name: "__lhs", arg: 1, scope: !846, file: !357, line: 1237, type: !849)
!851 = !DILocation(line: 1237, column: 64, scope: !846)
!852 = !DILocalVariable(name: "__rhs", arg: 2, scope: !846, file: !357, line: 1238, type: !849)
!853 = !DILocation(line: 1238, column: 57, scope: !846)
!854 = !DILocation(line: 1240, column: 14, scope: !846)
!855 = !DILocation(line: 1240, column: 20, scope: !846)
!856 = !DILocation(line: 1240, column: 30, scope: !846)
!857 = !DILocation(line: 1240, column: 36, scope: !846)
!858 = !DILocation(line: 1240, column: 27, scope: !846)
!859 = !DILocation(line: 1240, column: 7, scope: !846)
!860 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !356, file: !357, line: 1095, type: !370, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !369, retainedNodes: !138)
!861 = !DILocalVariable(name: "this", arg: 1, scope: !860, type: !862, flags: DIFlagArtificial | DIFlagObjectPointer)
!862 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!863 = !DILocation(line: 0, scope: !860)
!864 = !DILocation(line: 1096, column: 17, scope: !860)
!865 = !DILocation(line: 1096, column: 9, scope: !860)
!866 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !356, file: !357, line: 1105, type: !386, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !385, retainedNodes: !138)
!867 = !DILocalVariable(name: "this", arg: 1, scope: !866, type: !868, flags: DIFlagArtificial | DIFlagObjectPointer)
!868 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!869 = !DILocation(line: 0, scope: !866)
!870 = !DILocation(line: 1107, column: 4, scope: !866)
!871 = !DILocation(line: 1107, column: 2, scope: !866)
!872 = !DILocation(line: 1108, column: 2, scope: !866)
!873 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !16, file: !5, line: 728, type: !284, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !335, retainedNodes: !138)
!874 = !DILocalVariable(name: "this", arg: 1, scope: !873, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!875 = !DILocation(line: 0, scope: !873)
!876 = !DILocation(line: 730, column: 22, scope: !877)
!877 = distinct !DILexicalBlock(scope: !873, file: !5, line: 729, column: 7)
!878 = !DILocation(line: 730, column: 16, scope: !877)
!879 = !DILocation(line: 730, column: 30, scope: !877)
!880 = !DILocation(line: 730, column: 46, scope: !877)
!881 = !DILocation(line: 730, column: 40, scope: !877)
!882 = !DILocation(line: 730, column: 54, scope: !877)
!883 = !DILocation(line: 731, column: 9, scope: !877)
!884 = !DILocation(line: 730, column: 2, scope: !877)
!885 = !DILocation(line: 733, column: 7, scope: !877)
!886 = !DILocation(line: 733, column: 7, scope: !873)
!887 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2Ev", scope: !19, file: !5, line: 312, type: !200, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !199, retainedNodes: !138)
!888 = !DILocalVariable(name: "this", arg: 1, scope: !887, type: !889, flags: DIFlagArtificial | DIFlagObjectPointer)
!889 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!890 = !DILocation(line: 0, scope: !887)
!891 = !DILocation(line: 312, column: 7, scope: !887)
!892 = !DILocation(line: 312, column: 30, scope: !887)
!893 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev", scope: !22, file: !5, line: 137, type: !166, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !165, retainedNodes: !138)
!894 = !DILocalVariable(name: "this", arg: 1, scope: !893, type: !895, flags: DIFlagArtificial | DIFlagObjectPointer)
!895 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!896 = !DILocation(line: 0, scope: !893)
!897 = !DILocation(line: 140, column: 2, scope: !893)
!898 = !DILocation(line: 139, column: 4, scope: !893)
!899 = !DILocation(line: 137, column: 2, scope: !893)
!900 = !DILocation(line: 140, column: 4, scope: !893)
!901 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !42, file: !43, line: 156, type: !90, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !89, retainedNodes: !138)
!902 = !DILocalVariable(name: "this", arg: 1, scope: !901, type: !903, flags: DIFlagArtificial | DIFlagObjectPointer)
!903 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!904 = !DILocation(line: 0, scope: !901)
!905 = !DILocation(line: 156, column: 36, scope: !901)
!906 = !DILocation(line: 156, column: 7, scope: !901)
!907 = !DILocation(line: 156, column: 38, scope: !901)
!908 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !141, file: !5, line: 99, type: !149, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !148, retainedNodes: !138)
!909 = !DILocalVariable(name: "this", arg: 1, scope: !908, type: !910, flags: DIFlagArtificial | DIFlagObjectPointer)
!910 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!911 = !DILocation(line: 0, scope: !908)
!912 = !DILocation(line: 100, column: 4, scope: !908)
!913 = !DILocation(line: 100, column: 16, scope: !908)
!914 = !DILocation(line: 100, column: 29, scope: !908)
!915 = !DILocation(line: 101, column: 4, scope: !908)
!916 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !48, file: !49, line: 80, type: !52, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !51, retainedNodes: !138)
!917 = !DILocalVariable(name: "this", arg: 1, scope: !916, type: !918, flags: DIFlagArtificial | DIFlagObjectPointer)
!918 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!919 = !DILocation(line: 0, scope: !916)
!920 = !DILocation(line: 80, column: 49, scope: !916)
!921 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !8, file: !34, line: 847, type: !922, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !924, retainedNodes: !138)
!922 = !DISubroutineType(types: !923)
!923 = !{null, !12, !12, !101}
!924 = !{!925, !88}
!925 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !12)
!926 = !DILocalVariable(name: "__first", arg: 1, scope: !921, file: !34, line: 847, type: !12)
!927 = !DILocation(line: 847, column: 31, scope: !921)
!928 = !DILocalVariable(name: "__last", arg: 2, scope: !921, file: !34, line: 847, type: !12)
!929 = !DILocation(line: 847, column: 57, scope: !921)
!930 = !DILocalVariable(arg: 3, scope: !921, file: !34, line: 848, type: !101)
!931 = !DILocation(line: 848, column: 22, scope: !921)
!932 = !DILocation(line: 850, column: 16, scope: !921)
!933 = !DILocation(line: 850, column: 25, scope: !921)
!934 = !DILocation(line: 850, column: 7, scope: !921)
!935 = !DILocation(line: 851, column: 5, scope: !921)
!936 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !19, file: !5, line: 298, type: !186, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !185, retainedNodes: !138)
!937 = !DILocalVariable(name: "this", arg: 1, scope: !936, type: !889, flags: DIFlagArtificial | DIFlagObjectPointer)
!938 = !DILocation(line: 0, scope: !936)
!939 = !DILocation(line: 299, column: 22, scope: !936)
!940 = !DILocation(line: 299, column: 16, scope: !936)
!941 = !DILocation(line: 299, column: 9, scope: !936)
!942 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !19, file: !5, line: 364, type: !200, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !226, retainedNodes: !138)
!943 = !DILocalVariable(name: "this", arg: 1, scope: !942, type: !889, flags: DIFlagArtificial | DIFlagObjectPointer)
!944 = !DILocation(line: 0, scope: !942)
!945 = !DILocation(line: 366, column: 16, scope: !946)
!946 = distinct !DILexicalBlock(scope: !942, file: !5, line: 365, column: 7)
!947 = !DILocation(line: 366, column: 24, scope: !946)
!948 = !DILocation(line: 367, column: 9, scope: !946)
!949 = !DILocation(line: 367, column: 17, scope: !946)
!950 = !DILocation(line: 367, column: 37, scope: !946)
!951 = !DILocation(line: 367, column: 45, scope: !946)
!952 = !DILocation(line: 367, column: 35, scope: !946)
!953 = !DILocation(line: 366, column: 2, scope: !946)
!954 = !DILocation(line: 368, column: 7, scope: !946)
!955 = !DILocation(line: 368, column: 7, scope: !942)
!956 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !8, file: !957, line: 182, type: !958, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !960, retainedNodes: !138)
!957 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!958 = !DISubroutineType(types: !959)
!959 = !{null, !12, !12}
!960 = !{!925}
!961 = !DILocalVariable(name: "__first", arg: 1, scope: !956, file: !957, line: 182, type: !12)
!962 = !DILocation(line: 182, column: 31, scope: !956)
!963 = !DILocalVariable(name: "__last", arg: 2, scope: !956, file: !957, line: 182, type: !12)
!964 = !DILocation(line: 182, column: 57, scope: !956)
!965 = !DILocation(line: 196, column: 12, scope: !956)
!966 = !DILocation(line: 196, column: 21, scope: !956)
!967 = !DILocation(line: 195, column: 7, scope: !956)
!968 = !DILocation(line: 197, column: 5, scope: !956)
!969 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !970, file: !957, line: 172, type: !958, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !960, declaration: !973, retainedNodes: !138)
!970 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !8, file: !957, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !971, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!971 = !{!972}
!972 = !DITemplateValueParameter(type: !131, value: i8 1)
!973 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !970, file: !957, line: 172, type: !958, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !960)
!974 = !DILocalVariable(arg: 1, scope: !969, file: !957, line: 172, type: !12)
!975 = !DILocation(line: 172, column: 35, scope: !969)
!976 = !DILocalVariable(arg: 2, scope: !969, file: !957, line: 172, type: !12)
!977 = !DILocation(line: 172, column: 53, scope: !969)
!978 = !DILocation(line: 172, column: 57, scope: !969)
!979 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !19, file: !5, line: 383, type: !231, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !230, retainedNodes: !138)
!980 = !DILocalVariable(name: "this", arg: 1, scope: !979, type: !889, flags: DIFlagArtificial | DIFlagObjectPointer)
!981 = !DILocation(line: 0, scope: !979)
!982 = !DILocalVariable(name: "__p", arg: 2, scope: !979, file: !5, line: 383, type: !144)
!983 = !DILocation(line: 383, column: 29, scope: !979)
!984 = !DILocalVariable(name: "__n", arg: 3, scope: !979, file: !5, line: 383, type: !6)
!985 = !DILocation(line: 383, column: 41, scope: !979)
!986 = !DILocation(line: 386, column: 6, scope: !987)
!987 = distinct !DILexicalBlock(scope: !979, file: !5, line: 386, column: 6)
!988 = !DILocation(line: 386, column: 6, scope: !979)
!989 = !DILocation(line: 387, column: 20, scope: !987)
!990 = !DILocation(line: 387, column: 29, scope: !987)
!991 = !DILocation(line: 387, column: 34, scope: !987)
!992 = !DILocation(line: 387, column: 4, scope: !987)
!993 = !DILocation(line: 388, column: 7, scope: !979)
!994 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !22, file: !5, line: 133, type: !166, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !995, retainedNodes: !138)
!995 = !DISubprogram(name: "~_Vector_impl", scope: !22, type: !166, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!996 = !DILocalVariable(name: "this", arg: 1, scope: !994, type: !895, flags: DIFlagArtificial | DIFlagObjectPointer)
!997 = !DILocation(line: 0, scope: !994)
!998 = !DILocation(line: 133, column: 14, scope: !999)
!999 = distinct !DILexicalBlock(scope: !994, file: !5, line: 133, column: 14)
!1000 = !DILocation(line: 133, column: 14, scope: !994)
!1001 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !33, file: !34, line: 495, type: !109, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !108, retainedNodes: !138)
!1002 = !DILocalVariable(name: "__a", arg: 1, scope: !1001, file: !34, line: 495, type: !40)
!1003 = !DILocation(line: 495, column: 34, scope: !1001)
!1004 = !DILocalVariable(name: "__p", arg: 2, scope: !1001, file: !34, line: 495, type: !39)
!1005 = !DILocation(line: 495, column: 47, scope: !1001)
!1006 = !DILocalVariable(name: "__n", arg: 3, scope: !1001, file: !34, line: 495, type: !103)
!1007 = !DILocation(line: 495, column: 62, scope: !1001)
!1008 = !DILocation(line: 496, column: 9, scope: !1001)
!1009 = !DILocation(line: 496, column: 24, scope: !1001)
!1010 = !DILocation(line: 496, column: 29, scope: !1001)
!1011 = !DILocation(line: 496, column: 13, scope: !1001)
!1012 = !DILocation(line: 496, column: 35, scope: !1001)
!1013 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !48, file: !49, line: 142, type: !81, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !80, retainedNodes: !138)
!1014 = !DILocalVariable(name: "this", arg: 1, scope: !1013, type: !918, flags: DIFlagArtificial | DIFlagObjectPointer)
!1015 = !DILocation(line: 0, scope: !1013)
!1016 = !DILocalVariable(name: "__p", arg: 2, scope: !1013, file: !49, line: 142, type: !12)
!1017 = !DILocation(line: 142, column: 23, scope: !1013)
!1018 = !DILocalVariable(name: "__n", arg: 3, scope: !1013, file: !49, line: 142, type: !79)
!1019 = !DILocation(line: 142, column: 38, scope: !1013)
!1020 = !DILocation(line: 158, column: 27, scope: !1013)
!1021 = !DILocation(line: 158, column: 2, scope: !1013)
!1022 = !DILocation(line: 159, column: 7, scope: !1013)
!1023 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !42, file: !43, line: 174, type: !90, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !138)
!1024 = !DILocalVariable(name: "this", arg: 1, scope: !1023, type: !903, flags: DIFlagArtificial | DIFlagObjectPointer)
!1025 = !DILocation(line: 0, scope: !1023)
!1026 = !DILocation(line: 174, column: 39, scope: !1027)
!1027 = distinct !DILexicalBlock(scope: !1023, file: !43, line: 174, column: 37)
!1028 = !DILocation(line: 174, column: 39, scope: !1023)
!1029 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !48, file: !49, line: 90, type: !52, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !60, retainedNodes: !138)
!1030 = !DILocalVariable(name: "this", arg: 1, scope: !1029, type: !918, flags: DIFlagArtificial | DIFlagObjectPointer)
!1031 = !DILocation(line: 0, scope: !1029)
!1032 = !DILocation(line: 90, column: 50, scope: !1029)
!1033 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !16, file: !1034, line: 112, type: !1035, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1039, declaration: !1038, retainedNodes: !138)
!1034 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1035 = !DISubroutineType(types: !1036)
!1036 = !{null, !286, !1037}
!1037 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !13, size: 64)
!1038 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !16, file: !5, line: 1303, type: !1035, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !1039)
!1039 = !{!1040}
!1040 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !1041)
!1041 = !{!137}
!1042 = !DILocalVariable(name: "this", arg: 1, scope: !1033, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!1043 = !DILocation(line: 0, scope: !1033)
!1044 = !DILocalVariable(name: "__args", arg: 2, scope: !1033, file: !5, line: 1303, type: !1037)
!1045 = !DILocation(line: 1303, column: 26, scope: !1033)
!1046 = !DILocation(line: 114, column: 12, scope: !1047)
!1047 = distinct !DILexicalBlock(scope: !1033, file: !1034, line: 114, column: 6)
!1048 = !DILocation(line: 114, column: 6, scope: !1047)
!1049 = !DILocation(line: 114, column: 20, scope: !1047)
!1050 = !DILocation(line: 114, column: 39, scope: !1047)
!1051 = !DILocation(line: 114, column: 33, scope: !1047)
!1052 = !DILocation(line: 114, column: 47, scope: !1047)
!1053 = !DILocation(line: 114, column: 30, scope: !1047)
!1054 = !DILocation(line: 114, column: 6, scope: !1033)
!1055 = !DILocation(line: 117, column: 37, scope: !1056)
!1056 = distinct !DILexicalBlock(scope: !1047, file: !1034, line: 115, column: 4)
!1057 = !DILocation(line: 117, column: 31, scope: !1056)
!1058 = !DILocation(line: 117, column: 52, scope: !1056)
!1059 = !DILocation(line: 117, column: 46, scope: !1056)
!1060 = !DILocation(line: 117, column: 60, scope: !1056)
!1061 = !DILocation(line: 118, column: 30, scope: !1056)
!1062 = !DILocation(line: 118, column: 10, scope: !1056)
!1063 = !DILocation(line: 117, column: 6, scope: !1056)
!1064 = !DILocation(line: 119, column: 14, scope: !1056)
!1065 = !DILocation(line: 119, column: 8, scope: !1056)
!1066 = !DILocation(line: 119, column: 22, scope: !1056)
!1067 = !DILocation(line: 119, column: 6, scope: !1056)
!1068 = !DILocation(line: 121, column: 4, scope: !1056)
!1069 = !DILocation(line: 123, column: 22, scope: !1047)
!1070 = !DILocation(line: 123, column: 49, scope: !1047)
!1071 = !DILocation(line: 123, column: 29, scope: !1047)
!1072 = !DILocation(line: 123, column: 4, scope: !1047)
!1073 = !DILocation(line: 127, column: 7, scope: !1033)
!1074 = distinct !DISubprogram(name: "move<double &>", linkageName: "_ZSt4moveIRdEONSt16remove_referenceIT_E4typeEOS2_", scope: !8, file: !1075, line: 104, type: !1076, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1081, retainedNodes: !138)
!1075 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!1076 = !DISubroutineType(types: !1077)
!1077 = !{!1078, !67}
!1078 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1079, size: 64)
!1079 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1080, file: !239, line: 1633, baseType: !13)
!1080 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<double &>", scope: !8, file: !239, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !1081, identifier: "_ZTSSt16remove_referenceIRdE")
!1081 = !{!1082}
!1082 = !DITemplateTypeParameter(name: "_Tp", type: !67)
!1083 = !DILocalVariable(name: "__t", arg: 1, scope: !1074, file: !1075, line: 104, type: !67)
!1084 = !DILocation(line: 104, column: 16, scope: !1074)
!1085 = !DILocation(line: 105, column: 71, scope: !1074)
!1086 = !DILocation(line: 105, column: 7, scope: !1074)
!1087 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !33, file: !34, line: 511, type: !1088, scopeLine: 514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1091, declaration: !1090, retainedNodes: !138)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{null, !40, !12, !1037}
!1090 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !33, file: !34, line: 511, type: !1088, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1091)
!1091 = !{!1092, !1040}
!1092 = !DITemplateTypeParameter(name: "_Up", type: !13)
!1093 = !DILocalVariable(name: "__a", arg: 1, scope: !1087, file: !34, line: 511, type: !40)
!1094 = !DILocation(line: 511, column: 28, scope: !1087)
!1095 = !DILocalVariable(name: "__p", arg: 2, scope: !1087, file: !34, line: 511, type: !12)
!1096 = !DILocation(line: 511, column: 66, scope: !1087)
!1097 = !DILocalVariable(name: "__args", arg: 3, scope: !1087, file: !34, line: 512, type: !1037)
!1098 = !DILocation(line: 512, column: 16, scope: !1087)
!1099 = !DILocation(line: 516, column: 4, scope: !1087)
!1100 = !DILocation(line: 516, column: 18, scope: !1087)
!1101 = !DILocation(line: 516, column: 43, scope: !1087)
!1102 = !DILocation(line: 516, column: 23, scope: !1087)
!1103 = !DILocation(line: 516, column: 8, scope: !1087)
!1104 = !DILocation(line: 520, column: 2, scope: !1087)
!1105 = distinct !DISubprogram(name: "forward<double>", linkageName: "_ZSt7forwardIdEOT_RNSt16remove_referenceIS0_E4typeE", scope: !8, file: !1075, line: 77, type: !1106, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !87, retainedNodes: !138)
!1106 = !DISubroutineType(types: !1107)
!1107 = !{!1037, !1108}
!1108 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1109, size: 64)
!1109 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1110, file: !239, line: 1629, baseType: !13)
!1110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<double>", scope: !8, file: !239, line: 1628, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !87, identifier: "_ZTSSt16remove_referenceIdE")
!1111 = !DILocalVariable(name: "__t", arg: 1, scope: !1105, file: !1075, line: 77, type: !1108)
!1112 = !DILocation(line: 77, column: 56, scope: !1105)
!1113 = !DILocation(line: 78, column: 33, scope: !1105)
!1114 = !DILocation(line: 78, column: 7, scope: !1105)
!1115 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !16, file: !1034, line: 440, type: !1116, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1039, declaration: !1118, retainedNodes: !138)
!1116 = !DISubroutineType(types: !1117)
!1117 = !{null, !286, !355, !1037}
!1118 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !16, file: !5, line: 1868, type: !1116, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0, templateParams: !1039)
!1119 = !DILocalVariable(name: "this", arg: 1, scope: !1115, type: !817, flags: DIFlagArtificial | DIFlagObjectPointer)
!1120 = !DILocation(line: 0, scope: !1115)
!1121 = !DILocalVariable(name: "__position", arg: 2, scope: !1115, file: !5, line: 1868, type: !355)
!1122 = !DILocation(line: 1868, column: 29, scope: !1115)
!1123 = !DILocalVariable(name: "__args", arg: 3, scope: !1115, file: !5, line: 1868, type: !1037)
!1124 = !DILocation(line: 1868, column: 52, scope: !1115)
!1125 = !DILocalVariable(name: "__len", scope: !1115, file: !1034, line: 448, type: !1126)
!1126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1127 = !DILocation(line: 448, column: 23, scope: !1115)
!1128 = !DILocation(line: 449, column: 2, scope: !1115)
!1129 = !DILocalVariable(name: "__old_start", scope: !1115, file: !1034, line: 450, type: !274)
!1130 = !DILocation(line: 450, column: 15, scope: !1115)
!1131 = !DILocation(line: 450, column: 35, scope: !1115)
!1132 = !DILocation(line: 450, column: 29, scope: !1115)
!1133 = !DILocation(line: 450, column: 43, scope: !1115)
!1134 = !DILocalVariable(name: "__old_finish", scope: !1115, file: !1034, line: 451, type: !274)
!1135 = !DILocation(line: 451, column: 15, scope: !1115)
!1136 = !DILocation(line: 451, column: 36, scope: !1115)
!1137 = !DILocation(line: 451, column: 30, scope: !1115)
!1138 = !DILocation(line: 451, column: 44, scope: !1115)
!1139 = !DILocalVariable(name: "__elems_before", scope: !1115, file: !1034, line: 452, type: !1126)
!1140 = !DILocation(line: 452, column: 23, scope: !1115)
!1141 = !DILocation(line: 452, column: 53, scope: !1115)
!1142 = !DILocation(line: 452, column: 51, scope: !1115)
!1143 = !DILocalVariable(name: "__new_start", scope: !1115, file: !1034, line: 453, type: !274)
!1144 = !DILocation(line: 453, column: 15, scope: !1115)
!1145 = !DILocation(line: 453, column: 33, scope: !1115)
!1146 = !DILocation(line: 453, column: 45, scope: !1115)
!1147 = !DILocalVariable(name: "__new_finish", scope: !1115, file: !1034, line: 454, type: !274)
!1148 = !DILocation(line: 454, column: 15, scope: !1115)
!1149 = !DILocation(line: 454, column: 28, scope: !1115)
!1150 = !DILocation(line: 462, column: 35, scope: !1151)
!1151 = distinct !DILexicalBlock(scope: !1115, file: !1034, line: 456, column: 2)
!1152 = !DILocation(line: 462, column: 29, scope: !1151)
!1153 = !DILocation(line: 463, column: 8, scope: !1151)
!1154 = !DILocation(line: 463, column: 22, scope: !1151)
!1155 = !DILocation(line: 463, column: 20, scope: !1151)
!1156 = !DILocation(line: 465, column: 28, scope: !1151)
!1157 = !DILocation(line: 465, column: 8, scope: !1151)
!1158 = !DILocation(line: 462, column: 4, scope: !1151)
!1159 = !DILocation(line: 469, column: 17, scope: !1151)
!1160 = !DILocation(line: 474, column: 35, scope: !1161)
!1161 = distinct !DILexicalBlock(scope: !1162, file: !1034, line: 473, column: 6)
!1162 = distinct !DILexicalBlock(scope: !1151, file: !1034, line: 472, column: 29)
!1163 = !DILocation(line: 474, column: 59, scope: !1161)
!1164 = !DILocation(line: 475, column: 7, scope: !1161)
!1165 = !DILocation(line: 475, column: 20, scope: !1161)
!1166 = !DILocation(line: 474, column: 23, scope: !1161)
!1167 = !DILocation(line: 474, column: 21, scope: !1161)
!1168 = !DILocation(line: 477, column: 8, scope: !1161)
!1169 = !DILocation(line: 479, column: 46, scope: !1161)
!1170 = !DILocation(line: 479, column: 54, scope: !1161)
!1171 = !DILocation(line: 480, column: 7, scope: !1161)
!1172 = !DILocation(line: 480, column: 21, scope: !1161)
!1173 = !DILocation(line: 479, column: 23, scope: !1161)
!1174 = !DILocation(line: 479, column: 21, scope: !1161)
!1175 = !DILocation(line: 513, column: 7, scope: !1115)
!1176 = !DILocation(line: 513, column: 21, scope: !1115)
!1177 = !DILocation(line: 514, column: 13, scope: !1115)
!1178 = !DILocation(line: 514, column: 7, scope: !1115)
!1179 = !DILocation(line: 514, column: 21, scope: !1115)
!1180 = !DILocation(line: 514, column: 41, scope: !1115)
!1181 = !DILocation(line: 514, column: 39, scope: !1115)
!1182 = !DILocation(line: 515, column: 32, scope: !1115)
!1183 = !DILocation(line: 515, column: 13, scope: !1115)
!1184 = !DILocation(line: 515, column: 7, scope: !1115)
!1185 = !DILocation(line: 515, column: 21, scope: !1115)
!1186 = !DILocation(line: 515, column: 30, scope: !1115)
!1187 = !DILocation(line: 516, column: 33, scope: !1115)
!1188 = !DILocation(line: 516, column: 13, scope: !1115)
!1189 = !DILocation(line: 516, column: 7, scope: !1115)
!1190 = !DILocation(line: 516, column: 21, scope: !1115)
!1191 = !DILocation(line: 516, column: 31, scope: !1115)
!1192 = !DILocation(line: 517, column: 41, scope: !1115)
!1193 = !DILocation(line: 517, column: 55, scope: !1115)
!1194 = !DILocation(line: 517, column: 53, scope: !1115)
!1195 = !DILocation(line: 517, column: 13, scope: !1115)
!1196 = !DILocation(line: 517, column: 7, scope: !1115)
!1197 = !DILocation(line: 517, column: 21, scope: !1115)
!1198 = !DILocation(line: 517, column: 39, scope: !1115)
!1199 = !DILocation(line: 518, column: 5, scope: !1115)
!1200 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !48, file: !49, line: 173, type: !1201, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1091, declaration: !1203, retainedNodes: !138)
!1201 = !DISubroutineType(types: !1202)
!1202 = !{null, !54, !12, !1037}
!1203 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !48, file: !49, line: 173, type: !1201, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !1091)
!1204 = !DILocalVariable(name: "this", arg: 1, scope: !1200, type: !918, flags: DIFlagArtificial | DIFlagObjectPointer)
!1205 = !DILocation(line: 0, scope: !1200)
!1206 = !DILocalVariable(name: "__p", arg: 2, scope: !1200, file: !49, line: 173, type: !12)
!1207 = !DILocation(line: 173, column: 17, scope: !1200)
!1208 = !DILocalVariable(name: "__args", arg: 3, scope: !1200, file: !49, line: 173, type: !1037)
!1209 = !DILocation(line: 173, column: 33, scope: !1200)
!1210 = !DILocation(line: 175, column: 18, scope: !1200)
!1211 = !DILocation(line: 175, column: 4, scope: !1200)
!1212 = !DILocation(line: 175, column: 47, scope: !1200)
!1213 = !DILocation(line: 175, column: 27, scope: !1200)
!1214 = !DILocation(line: 175, column: 60, scope: !1200)
!1215 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !16, file: !5, line: 1891, type: !530, scopeLine: 1892, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !529, retainedNodes: !138)
!1216 = !DILocalVariable(name: "this", arg: 1, scope: !1215, type: !1217, flags: DIFlagArtificial | DIFlagObjectPointer)
!1217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!1218 = !DILocation(line: 0, scope: !1215)
!1219 = !DILocalVariable(name: "__n", arg: 2, scope: !1215, file: !5, line: 1891, type: !4)
!1220 = !DILocation(line: 1891, column: 30, scope: !1215)
!1221 = !DILocalVariable(name: "__s", arg: 3, scope: !1215, file: !5, line: 1891, type: !533)
!1222 = !DILocation(line: 1891, column: 47, scope: !1215)
!1223 = !DILocation(line: 1893, column: 6, scope: !1224)
!1224 = distinct !DILexicalBlock(scope: !1215, file: !5, line: 1893, column: 6)
!1225 = !DILocation(line: 1893, column: 19, scope: !1224)
!1226 = !DILocation(line: 1893, column: 17, scope: !1224)
!1227 = !DILocation(line: 1893, column: 28, scope: !1224)
!1228 = !DILocation(line: 1893, column: 26, scope: !1224)
!1229 = !DILocation(line: 1893, column: 6, scope: !1215)
!1230 = !DILocation(line: 1894, column: 25, scope: !1224)
!1231 = !DILocation(line: 1894, column: 4, scope: !1224)
!1232 = !DILocalVariable(name: "__len", scope: !1215, file: !5, line: 1896, type: !1126)
!1233 = !DILocation(line: 1896, column: 18, scope: !1215)
!1234 = !DILocation(line: 1896, column: 26, scope: !1215)
!1235 = !DILocation(line: 1896, column: 46, scope: !1215)
!1236 = !DILocation(line: 1896, column: 35, scope: !1215)
!1237 = !DILocation(line: 1896, column: 33, scope: !1215)
!1238 = !DILocation(line: 1897, column: 10, scope: !1215)
!1239 = !DILocation(line: 1897, column: 18, scope: !1215)
!1240 = !DILocation(line: 1897, column: 16, scope: !1215)
!1241 = !DILocation(line: 1897, column: 25, scope: !1215)
!1242 = !DILocation(line: 1897, column: 28, scope: !1215)
!1243 = !DILocation(line: 1897, column: 36, scope: !1215)
!1244 = !DILocation(line: 1897, column: 34, scope: !1215)
!1245 = !DILocation(line: 1897, column: 9, scope: !1215)
!1246 = !DILocation(line: 1897, column: 50, scope: !1215)
!1247 = !DILocation(line: 1897, column: 63, scope: !1215)
!1248 = !DILocation(line: 1897, column: 2, scope: !1215)
!1249 = distinct !DISubprogram(name: "operator-<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !30, file: !357, line: 1330, type: !1250, scopeLine: 1333, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !413, retainedNodes: !138)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{!398, !849, !849}
!1252 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1249, file: !357, line: 1330, type: !849)
!1253 = !DILocation(line: 1330, column: 63, scope: !1249)
!1254 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1249, file: !357, line: 1331, type: !849)
!1255 = !DILocation(line: 1331, column: 56, scope: !1249)
!1256 = !DILocation(line: 1333, column: 14, scope: !1249)
!1257 = !DILocation(line: 1333, column: 20, scope: !1249)
!1258 = !DILocation(line: 1333, column: 29, scope: !1249)
!1259 = !DILocation(line: 1333, column: 35, scope: !1249)
!1260 = !DILocation(line: 1333, column: 27, scope: !1249)
!1261 = !DILocation(line: 1333, column: 7, scope: !1249)
!1262 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !19, file: !5, line: 375, type: !228, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !227, retainedNodes: !138)
!1263 = !DILocalVariable(name: "this", arg: 1, scope: !1262, type: !889, flags: DIFlagArtificial | DIFlagObjectPointer)
!1264 = !DILocation(line: 0, scope: !1262)
!1265 = !DILocalVariable(name: "__n", arg: 2, scope: !1262, file: !5, line: 375, type: !6)
!1266 = !DILocation(line: 375, column: 26, scope: !1262)
!1267 = !DILocation(line: 378, column: 9, scope: !1262)
!1268 = !DILocation(line: 378, column: 13, scope: !1262)
!1269 = !DILocation(line: 378, column: 34, scope: !1262)
!1270 = !DILocation(line: 378, column: 43, scope: !1262)
!1271 = !DILocation(line: 378, column: 20, scope: !1262)
!1272 = !DILocation(line: 378, column: 2, scope: !1262)
!1273 = !DILocalVariable(name: "__first", arg: 1, scope: !15, file: !5, line: 499, type: !274)
!1274 = !DILocation(line: 499, column: 27, scope: !15)
!1275 = !DILocalVariable(name: "__last", arg: 2, scope: !15, file: !5, line: 499, type: !274)
!1276 = !DILocation(line: 499, column: 44, scope: !15)
!1277 = !DILocalVariable(name: "__result", arg: 3, scope: !15, file: !5, line: 499, type: !274)
!1278 = !DILocation(line: 499, column: 60, scope: !15)
!1279 = !DILocalVariable(name: "__alloc", arg: 4, scope: !15, file: !5, line: 500, type: !275)
!1280 = !DILocation(line: 500, column: 21, scope: !15)
!1281 = !DILocation(line: 507, column: 24, scope: !15)
!1282 = !DILocation(line: 507, column: 33, scope: !15)
!1283 = !DILocation(line: 507, column: 41, scope: !15)
!1284 = !DILocation(line: 507, column: 51, scope: !15)
!1285 = !DILocation(line: 507, column: 9, scope: !15)
!1286 = !DILocation(line: 507, column: 2, scope: !15)
!1287 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !356, file: !357, line: 1158, type: !411, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !410, retainedNodes: !138)
!1288 = !DILocalVariable(name: "this", arg: 1, scope: !1287, type: !862, flags: DIFlagArtificial | DIFlagObjectPointer)
!1289 = !DILocation(line: 0, scope: !1287)
!1290 = !DILocation(line: 1159, column: 16, scope: !1287)
!1291 = !DILocation(line: 1159, column: 9, scope: !1287)
!1292 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !16, file: !5, line: 993, type: !440, scopeLine: 994, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !442, retainedNodes: !138)
!1293 = !DILocalVariable(name: "this", arg: 1, scope: !1292, type: !1217, flags: DIFlagArtificial | DIFlagObjectPointer)
!1294 = !DILocation(line: 0, scope: !1292)
!1295 = !DILocation(line: 994, column: 28, scope: !1292)
!1296 = !DILocation(line: 994, column: 16, scope: !1292)
!1297 = !DILocation(line: 994, column: 9, scope: !1292)
!1298 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !16, file: !5, line: 987, type: !440, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !439, retainedNodes: !138)
!1299 = !DILocalVariable(name: "this", arg: 1, scope: !1298, type: !1217, flags: DIFlagArtificial | DIFlagObjectPointer)
!1300 = !DILocation(line: 0, scope: !1298)
!1301 = !DILocation(line: 988, column: 32, scope: !1298)
!1302 = !DILocation(line: 988, column: 26, scope: !1298)
!1303 = !DILocation(line: 988, column: 40, scope: !1298)
!1304 = !DILocation(line: 988, column: 58, scope: !1298)
!1305 = !DILocation(line: 988, column: 52, scope: !1298)
!1306 = !DILocation(line: 988, column: 66, scope: !1298)
!1307 = !DILocation(line: 988, column: 50, scope: !1298)
!1308 = !DILocation(line: 988, column: 9, scope: !1298)
!1309 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !8, file: !1310, line: 254, type: !1311, scopeLine: 255, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1315, retainedNodes: !138)
!1310 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1311 = !DISubroutineType(types: !1312)
!1312 = !{!1313, !1313, !1313}
!1313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1314, size: 64)
!1314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!1315 = !{!1316}
!1316 = !DITemplateTypeParameter(name: "_Tp", type: !9)
!1317 = !DILocalVariable(name: "__a", arg: 1, scope: !1309, file: !1310, line: 254, type: !1313)
!1318 = !DILocation(line: 254, column: 20, scope: !1309)
!1319 = !DILocalVariable(name: "__b", arg: 2, scope: !1309, file: !1310, line: 254, type: !1313)
!1320 = !DILocation(line: 254, column: 36, scope: !1309)
!1321 = !DILocation(line: 259, column: 11, scope: !1322)
!1322 = distinct !DILexicalBlock(scope: !1309, file: !1310, line: 259, column: 11)
!1323 = !DILocation(line: 259, column: 17, scope: !1322)
!1324 = !DILocation(line: 259, column: 15, scope: !1322)
!1325 = !DILocation(line: 259, column: 11, scope: !1309)
!1326 = !DILocation(line: 260, column: 9, scope: !1322)
!1327 = !DILocation(line: 260, column: 2, scope: !1322)
!1328 = !DILocation(line: 261, column: 14, scope: !1309)
!1329 = !DILocation(line: 261, column: 7, scope: !1309)
!1330 = !DILocation(line: 262, column: 5, scope: !1309)
!1331 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !16, file: !5, line: 1911, type: !540, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !539, retainedNodes: !138)
!1332 = !DILocalVariable(name: "__a", arg: 1, scope: !1331, file: !5, line: 1911, type: !542)
!1333 = !DILocation(line: 1911, column: 41, scope: !1331)
!1334 = !DILocalVariable(name: "__diffmax", scope: !1331, file: !5, line: 1916, type: !1335)
!1335 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!1336 = !DILocation(line: 1916, column: 15, scope: !1331)
!1337 = !DILocalVariable(name: "__allocmax", scope: !1331, file: !5, line: 1918, type: !1335)
!1338 = !DILocation(line: 1918, column: 15, scope: !1331)
!1339 = !DILocation(line: 1918, column: 52, scope: !1331)
!1340 = !DILocation(line: 1918, column: 28, scope: !1331)
!1341 = !DILocation(line: 1919, column: 9, scope: !1331)
!1342 = !DILocation(line: 1919, column: 2, scope: !1331)
!1343 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !19, file: !5, line: 303, type: !191, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !190, retainedNodes: !138)
!1344 = !DILocalVariable(name: "this", arg: 1, scope: !1343, type: !1345, flags: DIFlagArtificial | DIFlagObjectPointer)
!1345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!1346 = !DILocation(line: 0, scope: !1343)
!1347 = !DILocation(line: 304, column: 22, scope: !1343)
!1348 = !DILocation(line: 304, column: 16, scope: !1343)
!1349 = !DILocation(line: 304, column: 9, scope: !1343)
!1350 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !33, file: !34, line: 547, type: !112, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !111, retainedNodes: !138)
!1351 = !DILocalVariable(name: "__a", arg: 1, scope: !1350, file: !34, line: 547, type: !115)
!1352 = !DILocation(line: 547, column: 38, scope: !1350)
!1353 = !DILocation(line: 550, column: 9, scope: !1350)
!1354 = !DILocation(line: 550, column: 13, scope: !1350)
!1355 = !DILocation(line: 550, column: 2, scope: !1350)
!1356 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !8, file: !1310, line: 230, type: !1311, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1315, retainedNodes: !138)
!1357 = !DILocalVariable(name: "__a", arg: 1, scope: !1356, file: !1310, line: 230, type: !1313)
!1358 = !DILocation(line: 230, column: 20, scope: !1356)
!1359 = !DILocalVariable(name: "__b", arg: 2, scope: !1356, file: !1310, line: 230, type: !1313)
!1360 = !DILocation(line: 230, column: 36, scope: !1356)
!1361 = !DILocation(line: 235, column: 11, scope: !1362)
!1362 = distinct !DILexicalBlock(scope: !1356, file: !1310, line: 235, column: 11)
!1363 = !DILocation(line: 235, column: 17, scope: !1362)
!1364 = !DILocation(line: 235, column: 15, scope: !1362)
!1365 = !DILocation(line: 235, column: 11, scope: !1356)
!1366 = !DILocation(line: 236, column: 9, scope: !1362)
!1367 = !DILocation(line: 236, column: 2, scope: !1362)
!1368 = !DILocation(line: 237, column: 14, scope: !1356)
!1369 = !DILocation(line: 237, column: 7, scope: !1356)
!1370 = !DILocation(line: 238, column: 5, scope: !1356)
!1371 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !48, file: !49, line: 167, type: !84, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !83, retainedNodes: !138)
!1372 = !DILocalVariable(name: "this", arg: 1, scope: !1371, type: !1373, flags: DIFlagArtificial | DIFlagObjectPointer)
!1373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!1374 = !DILocation(line: 0, scope: !1371)
!1375 = !DILocation(line: 168, column: 16, scope: !1371)
!1376 = !DILocation(line: 168, column: 9, scope: !1371)
!1377 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !48, file: !49, line: 210, type: !84, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !86, retainedNodes: !138)
!1378 = !DILocalVariable(name: "this", arg: 1, scope: !1377, type: !1373, flags: DIFlagArtificial | DIFlagObjectPointer)
!1379 = !DILocation(line: 0, scope: !1377)
!1380 = !DILocation(line: 213, column: 2, scope: !1377)
!1381 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !33, file: !34, line: 463, type: !37, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !36, retainedNodes: !138)
!1382 = !DILocalVariable(name: "__a", arg: 1, scope: !1381, file: !34, line: 463, type: !40)
!1383 = !DILocation(line: 463, column: 32, scope: !1381)
!1384 = !DILocalVariable(name: "__n", arg: 2, scope: !1381, file: !34, line: 463, type: !103)
!1385 = !DILocation(line: 463, column: 47, scope: !1381)
!1386 = !DILocation(line: 464, column: 16, scope: !1381)
!1387 = !DILocation(line: 464, column: 29, scope: !1381)
!1388 = !DILocation(line: 464, column: 20, scope: !1381)
!1389 = !DILocation(line: 464, column: 9, scope: !1381)
!1390 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !48, file: !49, line: 112, type: !77, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !76, retainedNodes: !138)
!1391 = !DILocalVariable(name: "this", arg: 1, scope: !1390, type: !918, flags: DIFlagArtificial | DIFlagObjectPointer)
!1392 = !DILocation(line: 0, scope: !1390)
!1393 = !DILocalVariable(name: "__n", arg: 2, scope: !1390, file: !49, line: 112, type: !79)
!1394 = !DILocation(line: 112, column: 26, scope: !1390)
!1395 = !DILocalVariable(arg: 3, scope: !1390, file: !49, line: 112, type: !10)
!1396 = !DILocation(line: 112, column: 43, scope: !1390)
!1397 = !DILocation(line: 120, column: 23, scope: !1398)
!1398 = distinct !DILexicalBlock(scope: !1390, file: !49, line: 120, column: 6)
!1399 = !DILocation(line: 120, column: 35, scope: !1398)
!1400 = !DILocation(line: 120, column: 27, scope: !1398)
!1401 = !DILocation(line: 120, column: 6, scope: !1390)
!1402 = !DILocation(line: 124, column: 10, scope: !1403)
!1403 = distinct !DILexicalBlock(scope: !1404, file: !49, line: 124, column: 10)
!1404 = distinct !DILexicalBlock(scope: !1398, file: !49, line: 121, column: 4)
!1405 = !DILocation(line: 124, column: 14, scope: !1403)
!1406 = !DILocation(line: 124, column: 10, scope: !1404)
!1407 = !DILocation(line: 125, column: 8, scope: !1403)
!1408 = !DILocation(line: 126, column: 6, scope: !1404)
!1409 = !DILocation(line: 137, column: 49, scope: !1390)
!1410 = !DILocation(line: 137, column: 53, scope: !1390)
!1411 = !DILocation(line: 137, column: 27, scope: !1390)
!1412 = !DILocation(line: 137, column: 9, scope: !1390)
!1413 = !DILocation(line: 137, column: 2, scope: !1390)
!1414 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !16, file: !5, line: 487, type: !272, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !271, retainedNodes: !138)
!1415 = !DILocalVariable(name: "__first", arg: 1, scope: !1414, file: !5, line: 487, type: !274)
!1416 = !DILocation(line: 487, column: 30, scope: !1414)
!1417 = !DILocalVariable(name: "__last", arg: 2, scope: !1414, file: !5, line: 487, type: !274)
!1418 = !DILocation(line: 487, column: 47, scope: !1414)
!1419 = !DILocalVariable(name: "__result", arg: 3, scope: !1414, file: !5, line: 487, type: !274)
!1420 = !DILocation(line: 487, column: 63, scope: !1414)
!1421 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1414, file: !5, line: 488, type: !275)
!1422 = !DILocation(line: 488, column: 24, scope: !1414)
!1423 = !DILocalVariable(arg: 5, scope: !1414, file: !5, line: 488, type: !238)
!1424 = !DILocation(line: 488, column: 42, scope: !1414)
!1425 = !DILocation(line: 490, column: 27, scope: !1414)
!1426 = !DILocation(line: 490, column: 36, scope: !1414)
!1427 = !DILocation(line: 490, column: 44, scope: !1414)
!1428 = !DILocation(line: 490, column: 54, scope: !1414)
!1429 = !DILocation(line: 490, column: 9, scope: !1414)
!1430 = !DILocation(line: 490, column: 2, scope: !1414)
!1431 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !8, file: !1432, line: 1127, type: !1433, scopeLine: 1132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1435, retainedNodes: !138)
!1432 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1433 = !DISubroutineType(types: !1434)
!1434 = !{!12, !12, !12, !12, !101}
!1435 = !{!1436, !925, !1437}
!1436 = !DITemplateTypeParameter(name: "_InputIterator", type: !12)
!1437 = !DITemplateTypeParameter(name: "_Allocator", type: !42)
!1438 = !DILocalVariable(name: "__first", arg: 1, scope: !1431, file: !1432, line: 1127, type: !12)
!1439 = !DILocation(line: 1127, column: 33, scope: !1431)
!1440 = !DILocalVariable(name: "__last", arg: 2, scope: !1431, file: !1432, line: 1127, type: !12)
!1441 = !DILocation(line: 1127, column: 57, scope: !1431)
!1442 = !DILocalVariable(name: "__result", arg: 3, scope: !1431, file: !1432, line: 1128, type: !12)
!1443 = !DILocation(line: 1128, column: 21, scope: !1431)
!1444 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1431, file: !1432, line: 1128, type: !101)
!1445 = !DILocation(line: 1128, column: 43, scope: !1431)
!1446 = !DILocation(line: 1133, column: 52, scope: !1431)
!1447 = !DILocation(line: 1133, column: 34, scope: !1431)
!1448 = !DILocation(line: 1134, column: 24, scope: !1431)
!1449 = !DILocation(line: 1134, column: 6, scope: !1431)
!1450 = !DILocation(line: 1135, column: 24, scope: !1431)
!1451 = !DILocation(line: 1135, column: 6, scope: !1431)
!1452 = !DILocation(line: 1135, column: 35, scope: !1431)
!1453 = !DILocation(line: 1133, column: 14, scope: !1431)
!1454 = !DILocation(line: 1133, column: 7, scope: !1431)
!1455 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !8, file: !1432, line: 1100, type: !1456, scopeLine: 1103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1463, retainedNodes: !138)
!1456 = !DISubroutineType(types: !1457)
!1457 = !{!1458, !12, !12, !12, !101}
!1458 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !8, file: !239, line: 2240, baseType: !1459)
!1459 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1460, file: !239, line: 2234, baseType: !12)
!1460 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !8, file: !239, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !1461, identifier: "_ZTSSt9enable_ifILb1EPdE")
!1461 = !{!972, !1462}
!1462 = !DITemplateTypeParameter(name: "_Tp", type: !12)
!1463 = !{!88, !1092}
!1464 = !DILocalVariable(name: "__first", arg: 1, scope: !1455, file: !1432, line: 1100, type: !12)
!1465 = !DILocation(line: 1100, column: 25, scope: !1455)
!1466 = !DILocalVariable(name: "__last", arg: 2, scope: !1455, file: !1432, line: 1100, type: !12)
!1467 = !DILocation(line: 1100, column: 39, scope: !1455)
!1468 = !DILocalVariable(name: "__result", arg: 3, scope: !1455, file: !1432, line: 1101, type: !12)
!1469 = !DILocation(line: 1101, column: 11, scope: !1455)
!1470 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1455, file: !1432, line: 1102, type: !101)
!1471 = !DILocation(line: 1102, column: 43, scope: !1455)
!1472 = !DILocalVariable(name: "__count", scope: !1455, file: !1432, line: 1104, type: !400)
!1473 = !DILocation(line: 1104, column: 17, scope: !1455)
!1474 = !DILocation(line: 1104, column: 27, scope: !1455)
!1475 = !DILocation(line: 1104, column: 36, scope: !1455)
!1476 = !DILocation(line: 1104, column: 34, scope: !1455)
!1477 = !DILocation(line: 1105, column: 11, scope: !1478)
!1478 = distinct !DILexicalBlock(scope: !1455, file: !1432, line: 1105, column: 11)
!1479 = !DILocation(line: 1105, column: 19, scope: !1478)
!1480 = !DILocation(line: 1105, column: 11, scope: !1455)
!1481 = !DILocation(line: 1117, column: 22, scope: !1482)
!1482 = distinct !DILexicalBlock(scope: !1478, file: !1432, line: 1106, column: 2)
!1483 = !DILocation(line: 1117, column: 4, scope: !1482)
!1484 = !DILocation(line: 1117, column: 32, scope: !1482)
!1485 = !DILocation(line: 1117, column: 41, scope: !1482)
!1486 = !DILocation(line: 1117, column: 49, scope: !1482)
!1487 = !DILocation(line: 1118, column: 2, scope: !1482)
!1488 = !DILocation(line: 1119, column: 14, scope: !1455)
!1489 = !DILocation(line: 1119, column: 25, scope: !1455)
!1490 = !DILocation(line: 1119, column: 23, scope: !1455)
!1491 = !DILocation(line: 1119, column: 7, scope: !1455)
!1492 = distinct !DISubprogram(name: "__niter_base<double *>", linkageName: "_ZSt12__niter_baseIPdET_S1_", scope: !8, file: !1310, line: 313, type: !1493, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !376, retainedNodes: !138)
!1493 = !DISubroutineType(types: !1494)
!1494 = !{!12, !12}
!1495 = !DILocalVariable(name: "__it", arg: 1, scope: !1492, file: !1310, line: 313, type: !12)
!1496 = !DILocation(line: 313, column: 28, scope: !1492)
!1497 = !DILocation(line: 315, column: 14, scope: !1492)
!1498 = !DILocation(line: 315, column: 7, scope: !1492)
!1499 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_", scope: !356, file: !357, line: 1072, type: !365, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !364, retainedNodes: !138)
!1500 = !DILocalVariable(name: "this", arg: 1, scope: !1499, type: !868, flags: DIFlagArtificial | DIFlagObjectPointer)
!1501 = !DILocation(line: 0, scope: !1499)
!1502 = !DILocalVariable(name: "__i", arg: 2, scope: !1499, file: !357, line: 1072, type: !367)
!1503 = !DILocation(line: 1072, column: 42, scope: !1499)
!1504 = !DILocation(line: 1073, column: 9, scope: !1499)
!1505 = !DILocation(line: 1073, column: 20, scope: !1499)
!1506 = !DILocation(line: 1073, column: 27, scope: !1499)
