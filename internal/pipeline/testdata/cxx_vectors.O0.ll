; ModuleID = 'cxx_vectors.cpp'
source_filename = "cxx_vectors.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Field = type { i32, %"class.std::vector", %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

$_ZN5FieldC2Ei = comdat any

$_ZNSt6vectorIdSaIdEEixEm = comdat any

$_ZNSaIdEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEEC2EmRKS0_ = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZN5FieldD2Ev = comdat any

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

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !896 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Field, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8*, align 8
  %12 = alloca i32, align 4
  %13 = alloca %"class.std::vector", align 8
  %14 = alloca %"class.std::allocator", align 1
  %15 = alloca %"class.std::vector", align 8
  %16 = alloca %"class.std::allocator", align 1
  %17 = alloca %"class.std::vector", align 8
  %18 = alloca %"class.std::allocator", align 1
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !899, metadata !DIExpression()), !dbg !900
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !901, metadata !DIExpression()), !dbg !902
  call void @llvm.dbg.declare(metadata i32* %6, metadata !903, metadata !DIExpression()), !dbg !904
  %22 = load i32, i32* %4, align 4, !dbg !905
  %23 = icmp sgt i32 %22, 1, !dbg !906
  br i1 %23, label %24, label %29, !dbg !905

24:                                               ; preds = %2
  %25 = load i8**, i8*** %5, align 8, !dbg !907
  %26 = getelementptr inbounds i8*, i8** %25, i64 1, !dbg !907
  %27 = load i8*, i8** %26, align 8, !dbg !907
  %28 = call i32 @atoi(i8* noundef %27) #12, !dbg !908
  br label %30, !dbg !905

29:                                               ; preds = %2
  br label %30, !dbg !905

30:                                               ; preds = %29, %24
  %31 = phi i32 [ %28, %24 ], [ 1000, %29 ], !dbg !905
  store i32 %31, i32* %6, align 4, !dbg !904
  call void @llvm.dbg.declare(metadata i32* %7, metadata !909, metadata !DIExpression()), !dbg !910
  %32 = load i32, i32* %4, align 4, !dbg !911
  %33 = icmp sgt i32 %32, 2, !dbg !912
  br i1 %33, label %34, label %39, !dbg !911

34:                                               ; preds = %30
  %35 = load i8**, i8*** %5, align 8, !dbg !913
  %36 = getelementptr inbounds i8*, i8** %35, i64 2, !dbg !913
  %37 = load i8*, i8** %36, align 8, !dbg !913
  %38 = call i32 @atoi(i8* noundef %37) #12, !dbg !914
  br label %40, !dbg !911

39:                                               ; preds = %30
  br label %40, !dbg !911

40:                                               ; preds = %39, %34
  %41 = phi i32 [ %38, %34 ], [ 100, %39 ], !dbg !911
  store i32 %41, i32* %7, align 4, !dbg !910
  call void @llvm.dbg.declare(metadata %struct.Field* %8, metadata !915, metadata !DIExpression()), !dbg !916
  %42 = load i32, i32* %6, align 4, !dbg !917
  call void @_ZN5FieldC2Ei(%struct.Field* noundef nonnull align 8 dereferenceable(56) %8, i32 noundef %42), !dbg !916
  call void @llvm.dbg.declare(metadata i32* %9, metadata !918, metadata !DIExpression()), !dbg !920
  store i32 0, i32* %9, align 4, !dbg !920
  br label %43, !dbg !921

43:                                               ; preds = %55, %40
  %44 = load i32, i32* %9, align 4, !dbg !922
  %45 = load i32, i32* %6, align 4, !dbg !924
  %46 = icmp slt i32 %44, %45, !dbg !925
  br i1 %46, label %47, label %58, !dbg !926

47:                                               ; preds = %43
  %48 = load i32, i32* %9, align 4, !dbg !927
  %49 = srem i32 %48, 7, !dbg !928
  %50 = sitofp i32 %49 to double, !dbg !927
  %51 = getelementptr inbounds %struct.Field, %struct.Field* %8, i32 0, i32 1, !dbg !929
  %52 = load i32, i32* %9, align 4, !dbg !930
  %53 = sext i32 %52 to i64, !dbg !930
  %54 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %51, i64 noundef %53) #13, !dbg !931
  store double %50, double* %54, align 8, !dbg !932
  br label %55, !dbg !931

55:                                               ; preds = %47
  %56 = load i32, i32* %9, align 4, !dbg !933
  %57 = add nsw i32 %56, 1, !dbg !933
  store i32 %57, i32* %9, align 4, !dbg !933
  br label %43, !dbg !934, !llvm.loop !935

58:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !938, metadata !DIExpression()), !dbg !940
  store i32 0, i32* %10, align 4, !dbg !940
  br label %59, !dbg !941

59:                                               ; preds = %64, %58
  %60 = load i32, i32* %10, align 4, !dbg !942
  %61 = icmp slt i32 %60, 3, !dbg !944
  br i1 %61, label %62, label %71, !dbg !945

62:                                               ; preds = %59
  invoke void @_ZL5relaxR5Fieldd(%struct.Field* noundef nonnull align 8 dereferenceable(56) %8, double noundef 5.000000e-01)
          to label %63 unwind label %67, !dbg !946

63:                                               ; preds = %62
  br label %64, !dbg !946

64:                                               ; preds = %63
  %65 = load i32, i32* %10, align 4, !dbg !947
  %66 = add nsw i32 %65, 1, !dbg !947
  store i32 %66, i32* %10, align 4, !dbg !947
  br label %59, !dbg !948, !llvm.loop !949

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          cleanup, !dbg !951
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !951
  store i8* %69, i8** %11, align 8, !dbg !951
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !951
  store i32 %70, i32* %12, align 4, !dbg !951
  br label %162, !dbg !951

71:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %13, metadata !952, metadata !DIExpression()), !dbg !953
  %72 = load i32, i32* %7, align 4, !dbg !954
  %73 = load i32, i32* %7, align 4, !dbg !955
  %74 = mul nsw i32 %72, %73, !dbg !956
  %75 = sext i32 %74 to i64, !dbg !954
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14) #13, !dbg !953
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, i64 noundef %75, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14)
          to label %76 unwind label %108, !dbg !953

76:                                               ; preds = %71
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14) #13, !dbg !953
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %15, metadata !957, metadata !DIExpression()), !dbg !958
  %77 = load i32, i32* %7, align 4, !dbg !959
  %78 = sext i32 %77 to i64, !dbg !959
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16) #13, !dbg !958
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %78, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16)
          to label %79 unwind label %112, !dbg !958

79:                                               ; preds = %76
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16) #13, !dbg !958
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %17, metadata !960, metadata !DIExpression()), !dbg !961
  %80 = load i32, i32* %7, align 4, !dbg !962
  %81 = sext i32 %80 to i64, !dbg !962
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %18) #13, !dbg !961
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %17, i64 noundef %81, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %18)
          to label %82 unwind label %116, !dbg !961

82:                                               ; preds = %79
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %18) #13, !dbg !961
  call void @llvm.dbg.declare(metadata i32* %19, metadata !963, metadata !DIExpression()), !dbg !965
  store i32 0, i32* %19, align 4, !dbg !965
  br label %83, !dbg !966

83:                                               ; preds = %121, %82
  %84 = load i32, i32* %19, align 4, !dbg !967
  %85 = load i32, i32* %7, align 4, !dbg !969
  %86 = icmp slt i32 %84, %85, !dbg !970
  br i1 %86, label %87, label %124, !dbg !971

87:                                               ; preds = %83
  call void @llvm.dbg.declare(metadata i32* %20, metadata !972, metadata !DIExpression()), !dbg !974
  store i32 0, i32* %20, align 4, !dbg !974
  br label %88, !dbg !975

88:                                               ; preds = %105, %87
  %89 = load i32, i32* %20, align 4, !dbg !976
  %90 = load i32, i32* %7, align 4, !dbg !978
  %91 = icmp slt i32 %89, %90, !dbg !979
  br i1 %91, label %92, label %120, !dbg !980

92:                                               ; preds = %88
  %93 = load i32, i32* %19, align 4, !dbg !981
  %94 = load i32, i32* %20, align 4, !dbg !982
  %95 = add nsw i32 %93, %94, !dbg !983
  %96 = srem i32 %95, 5, !dbg !984
  %97 = sitofp i32 %96 to double, !dbg !985
  %98 = load i32, i32* %19, align 4, !dbg !986
  %99 = load i32, i32* %7, align 4, !dbg !987
  %100 = mul nsw i32 %98, %99, !dbg !988
  %101 = load i32, i32* %20, align 4, !dbg !989
  %102 = add nsw i32 %100, %101, !dbg !990
  %103 = sext i32 %102 to i64, !dbg !986
  %104 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, i64 noundef %103) #13, !dbg !991
  store double %97, double* %104, align 8, !dbg !992
  br label %105, !dbg !991

105:                                              ; preds = %92
  %106 = load i32, i32* %20, align 4, !dbg !993
  %107 = add nsw i32 %106, 1, !dbg !993
  store i32 %107, i32* %20, align 4, !dbg !993
  br label %88, !dbg !994, !llvm.loop !995

108:                                              ; preds = %71
  %109 = landingpad { i8*, i32 }
          cleanup, !dbg !997
  %110 = extractvalue { i8*, i32 } %109, 0, !dbg !997
  store i8* %110, i8** %11, align 8, !dbg !997
  %111 = extractvalue { i8*, i32 } %109, 1, !dbg !997
  store i32 %111, i32* %12, align 4, !dbg !997
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14) #13, !dbg !953
  br label %162, !dbg !953

112:                                              ; preds = %76
  %113 = landingpad { i8*, i32 }
          cleanup, !dbg !997
  %114 = extractvalue { i8*, i32 } %113, 0, !dbg !997
  store i8* %114, i8** %11, align 8, !dbg !997
  %115 = extractvalue { i8*, i32 } %113, 1, !dbg !997
  store i32 %115, i32* %12, align 4, !dbg !997
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16) #13, !dbg !958
  br label %161, !dbg !958

116:                                              ; preds = %79
  %117 = landingpad { i8*, i32 }
          cleanup, !dbg !997
  %118 = extractvalue { i8*, i32 } %117, 0, !dbg !997
  store i8* %118, i8** %11, align 8, !dbg !997
  %119 = extractvalue { i8*, i32 } %117, 1, !dbg !997
  store i32 %119, i32* %12, align 4, !dbg !997
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %18) #13, !dbg !961
  br label %160, !dbg !961

120:                                              ; preds = %88
  br label %121, !dbg !996

121:                                              ; preds = %120
  %122 = load i32, i32* %19, align 4, !dbg !998
  %123 = add nsw i32 %122, 1, !dbg !998
  store i32 %123, i32* %19, align 4, !dbg !998
  br label %83, !dbg !999, !llvm.loop !1000

124:                                              ; preds = %83
  call void @llvm.dbg.declare(metadata i32* %21, metadata !1002, metadata !DIExpression()), !dbg !1004
  store i32 0, i32* %21, align 4, !dbg !1004
  br label %125, !dbg !1005

125:                                              ; preds = %135, %124
  %126 = load i32, i32* %21, align 4, !dbg !1006
  %127 = load i32, i32* %7, align 4, !dbg !1008
  %128 = icmp slt i32 %126, %127, !dbg !1009
  br i1 %128, label %129, label %138, !dbg !1010

129:                                              ; preds = %125
  %130 = load i32, i32* %21, align 4, !dbg !1011
  %131 = sitofp i32 %130 to double, !dbg !1011
  %132 = load i32, i32* %21, align 4, !dbg !1012
  %133 = sext i32 %132 to i64, !dbg !1012
  %134 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %133) #13, !dbg !1013
  store double %131, double* %134, align 8, !dbg !1014
  br label %135, !dbg !1013

135:                                              ; preds = %129
  %136 = load i32, i32* %21, align 4, !dbg !1015
  %137 = add nsw i32 %136, 1, !dbg !1015
  store i32 %137, i32* %21, align 4, !dbg !1015
  br label %125, !dbg !1016, !llvm.loop !1017

138:                                              ; preds = %125
  %139 = load i32, i32* %7, align 4, !dbg !1019
  %140 = load i32, i32* %7, align 4, !dbg !1020
  invoke void @_ZL6matveciiRKSt6vectorIdSaIdEES3_RS1_(i32 noundef %139, i32 noundef %140, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %17)
          to label %141 unwind label %156, !dbg !1021

141:                                              ; preds = %138
  %142 = getelementptr inbounds %struct.Field, %struct.Field* %8, i32 0, i32 2, !dbg !1022
  %143 = load i32, i32* %6, align 4, !dbg !1023
  %144 = sdiv i32 %143, 2, !dbg !1024
  %145 = sext i32 %144 to i64, !dbg !1023
  %146 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %142, i64 noundef %145) #13, !dbg !1025
  %147 = load double, double* %146, align 8, !dbg !1025
  %148 = load i32, i32* %7, align 4, !dbg !1026
  %149 = sdiv i32 %148, 2, !dbg !1027
  %150 = sext i32 %149 to i64, !dbg !1026
  %151 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %17, i64 noundef %150) #13, !dbg !1028
  %152 = load double, double* %151, align 8, !dbg !1028
  %153 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %147, double noundef %152)
          to label %154 unwind label %156, !dbg !1029

154:                                              ; preds = %141
  store i32 0, i32* %3, align 4, !dbg !1030
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %17) #13, !dbg !997
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15) #13, !dbg !997
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #13, !dbg !997
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(56) %8) #13, !dbg !997
  %155 = load i32, i32* %3, align 4, !dbg !997
  ret i32 %155, !dbg !997

156:                                              ; preds = %141, %138
  %157 = landingpad { i8*, i32 }
          cleanup, !dbg !997
  %158 = extractvalue { i8*, i32 } %157, 0, !dbg !997
  store i8* %158, i8** %11, align 8, !dbg !997
  %159 = extractvalue { i8*, i32 } %157, 1, !dbg !997
  store i32 %159, i32* %12, align 4, !dbg !997
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %17) #13, !dbg !997
  br label %160, !dbg !997

160:                                              ; preds = %156, %116
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15) #13, !dbg !997
  br label %161, !dbg !997

161:                                              ; preds = %160, %112
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #13, !dbg !997
  br label %162, !dbg !997

162:                                              ; preds = %161, %108, %67
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(56) %8) #13, !dbg !997
  br label %163, !dbg !997

163:                                              ; preds = %162
  %164 = load i8*, i8** %11, align 8, !dbg !997
  %165 = load i32, i32* %12, align 4, !dbg !997
  %166 = insertvalue { i8*, i32 } undef, i8* %164, 0, !dbg !997
  %167 = insertvalue { i8*, i32 } %166, i32 %165, 1, !dbg !997
  resume { i8*, i32 } %167, !dbg !997
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5FieldC2Ei(%struct.Field* noundef nonnull align 8 dereferenceable(56) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1031 {
  %3 = alloca %struct.Field*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::allocator", align 1
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::allocator", align 1
  store %struct.Field* %0, %struct.Field** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %3, metadata !1032, metadata !DIExpression()), !dbg !1034
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1035, metadata !DIExpression()), !dbg !1036
  %9 = load %struct.Field*, %struct.Field** %3, align 8
  %10 = getelementptr inbounds %struct.Field, %struct.Field* %9, i32 0, i32 0, !dbg !1037
  %11 = load i32, i32* %4, align 4, !dbg !1038
  store i32 %11, i32* %10, align 8, !dbg !1037
  %12 = getelementptr inbounds %struct.Field, %struct.Field* %9, i32 0, i32 1, !dbg !1039
  %13 = load i32, i32* %4, align 4, !dbg !1040
  %14 = sext i32 %13 to i64, !dbg !1040
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1039
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5)
          to label %15 unwind label %20, !dbg !1039

15:                                               ; preds = %2
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1039
  %16 = getelementptr inbounds %struct.Field, %struct.Field* %9, i32 0, i32 2, !dbg !1041
  %17 = load i32, i32* %4, align 4, !dbg !1042
  %18 = sext i32 %17 to i64, !dbg !1042
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1041
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %16, i64 noundef %18, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8)
          to label %19 unwind label %24, !dbg !1041

19:                                               ; preds = %15
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1041
  ret void, !dbg !1043

20:                                               ; preds = %2
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !1043
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1043
  store i8* %22, i8** %6, align 8, !dbg !1043
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1043
  store i32 %23, i32* %7, align 4, !dbg !1043
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1039
  br label %28, !dbg !1039

24:                                               ; preds = %15
  %25 = landingpad { i8*, i32 }
          cleanup, !dbg !1043
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1043
  store i8* %26, i8** %6, align 8, !dbg !1043
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1043
  store i32 %27, i32* %7, align 4, !dbg !1043
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1041
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !1044
  br label %28, !dbg !1044

28:                                               ; preds = %24, %20
  %29 = load i8*, i8** %6, align 8, !dbg !1039
  %30 = load i32, i32* %7, align 4, !dbg !1039
  %31 = insertvalue { i8*, i32 } undef, i8* %29, 0, !dbg !1039
  %32 = insertvalue { i8*, i32 } %31, i32 %30, 1, !dbg !1039
  resume { i8*, i32 } %32, !dbg !1039
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #4 comdat align 2 !dbg !1046 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1047, metadata !DIExpression()), !dbg !1049
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1050, metadata !DIExpression()), !dbg !1051
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1052
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1052
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1053
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1054
  %10 = load double*, double** %9, align 8, !dbg !1054
  %11 = load i64, i64* %4, align 8, !dbg !1055
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1056
  ret double* %12, !dbg !1057
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL5relaxR5Fieldd(%struct.Field* noundef nonnull align 8 dereferenceable(56) %0, double noundef %1) #4 !dbg !1058 {
  %3 = alloca %struct.Field*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store %struct.Field* %0, %struct.Field** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %3, metadata !1062, metadata !DIExpression()), !dbg !1063
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !1064, metadata !DIExpression()), !dbg !1065
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1066, metadata !DIExpression()), !dbg !1068
  store i32 1, i32* %5, align 4, !dbg !1068
  br label %6, !dbg !1069

6:                                                ; preds = %46, %2
  %7 = load i32, i32* %5, align 4, !dbg !1070
  %8 = load %struct.Field*, %struct.Field** %3, align 8, !dbg !1072
  %9 = getelementptr inbounds %struct.Field, %struct.Field* %8, i32 0, i32 0, !dbg !1073
  %10 = load i32, i32* %9, align 8, !dbg !1073
  %11 = sub nsw i32 %10, 1, !dbg !1074
  %12 = icmp slt i32 %7, %11, !dbg !1075
  br i1 %12, label %13, label %49, !dbg !1076

13:                                               ; preds = %6
  %14 = load double, double* %4, align 8, !dbg !1077
  %15 = fsub double 1.000000e+00, %14, !dbg !1078
  %16 = load %struct.Field*, %struct.Field** %3, align 8, !dbg !1079
  %17 = getelementptr inbounds %struct.Field, %struct.Field* %16, i32 0, i32 2, !dbg !1080
  %18 = load i32, i32* %5, align 4, !dbg !1081
  %19 = sext i32 %18 to i64, !dbg !1081
  %20 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %17, i64 noundef %19) #13, !dbg !1079
  %21 = load double, double* %20, align 8, !dbg !1079
  %22 = load double, double* %4, align 8, !dbg !1082
  %23 = fmul double %22, 5.000000e-01, !dbg !1083
  %24 = load %struct.Field*, %struct.Field** %3, align 8, !dbg !1084
  %25 = getelementptr inbounds %struct.Field, %struct.Field* %24, i32 0, i32 1, !dbg !1085
  %26 = load i32, i32* %5, align 4, !dbg !1086
  %27 = sub nsw i32 %26, 1, !dbg !1087
  %28 = sext i32 %27 to i64, !dbg !1086
  %29 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %25, i64 noundef %28) #13, !dbg !1084
  %30 = load double, double* %29, align 8, !dbg !1084
  %31 = load %struct.Field*, %struct.Field** %3, align 8, !dbg !1088
  %32 = getelementptr inbounds %struct.Field, %struct.Field* %31, i32 0, i32 1, !dbg !1089
  %33 = load i32, i32* %5, align 4, !dbg !1090
  %34 = add nsw i32 %33, 1, !dbg !1091
  %35 = sext i32 %34 to i64, !dbg !1090
  %36 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %32, i64 noundef %35) #13, !dbg !1088
  %37 = load double, double* %36, align 8, !dbg !1088
  %38 = fadd double %30, %37, !dbg !1092
  %39 = fmul double %23, %38, !dbg !1093
  %40 = call double @llvm.fmuladd.f64(double %15, double %21, double %39), !dbg !1094
  %41 = load %struct.Field*, %struct.Field** %3, align 8, !dbg !1095
  %42 = getelementptr inbounds %struct.Field, %struct.Field* %41, i32 0, i32 2, !dbg !1096
  %43 = load i32, i32* %5, align 4, !dbg !1097
  %44 = sext i32 %43 to i64, !dbg !1097
  %45 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %42, i64 noundef %44) #13, !dbg !1095
  store double %40, double* %45, align 8, !dbg !1098
  br label %46, !dbg !1095

46:                                               ; preds = %13
  %47 = load i32, i32* %5, align 4, !dbg !1099
  %48 = add nsw i32 %47, 1, !dbg !1099
  store i32 %48, i32* %5, align 4, !dbg !1099
  br label %6, !dbg !1100, !llvm.loop !1101

49:                                               ; preds = %6
  ret void, !dbg !1103
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1104 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1105, metadata !DIExpression()), !dbg !1107
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1108
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1109
  ret void, !dbg !1110
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1111 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1112, metadata !DIExpression()), !dbg !1113
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1114, metadata !DIExpression()), !dbg !1115
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1116, metadata !DIExpression()), !dbg !1117
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1118
  %11 = load i64, i64* %5, align 8, !dbg !1119
  %12 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1120
  %13 = call noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !1121
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1122
  call void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1123
  %15 = load i64, i64* %5, align 8, !dbg !1124
  invoke void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !1126

16:                                               ; preds = %3
  ret void, !dbg !1127

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !1128
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !1128
  store i8* %19, i8** %7, align 8, !dbg !1128
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !1128
  store i32 %20, i32* %8, align 4, !dbg !1128
  %21 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1128
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %21) #13, !dbg !1128
  br label %22, !dbg !1128

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !1128
  %24 = load i32, i32* %8, align 4, !dbg !1128
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !1128
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !1128
  resume { i8*, i32 } %26, !dbg !1128
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1129 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1130, metadata !DIExpression()), !dbg !1131
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1132
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1132
  ret void, !dbg !1134
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL6matveciiRKSt6vectorIdSaIdEES3_RS1_(i32 noundef %0, i32 noundef %1, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %2, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %3, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4) #4 !dbg !1135 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::vector"*, align 8
  %9 = alloca %"class.std::vector"*, align 8
  %10 = alloca %"class.std::vector"*, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1138, metadata !DIExpression()), !dbg !1139
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1140, metadata !DIExpression()), !dbg !1141
  store %"class.std::vector"* %2, %"class.std::vector"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %8, metadata !1142, metadata !DIExpression()), !dbg !1143
  store %"class.std::vector"* %3, %"class.std::vector"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %9, metadata !1144, metadata !DIExpression()), !dbg !1145
  store %"class.std::vector"* %4, %"class.std::vector"** %10, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %10, metadata !1146, metadata !DIExpression()), !dbg !1147
  call void @llvm.dbg.declare(metadata i32* %11, metadata !1148, metadata !DIExpression()), !dbg !1150
  store i32 0, i32* %11, align 4, !dbg !1150
  br label %14, !dbg !1151

14:                                               ; preds = %49, %5
  %15 = load i32, i32* %11, align 4, !dbg !1152
  %16 = load i32, i32* %6, align 4, !dbg !1154
  %17 = icmp slt i32 %15, %16, !dbg !1155
  br i1 %17, label %18, label %52, !dbg !1156

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata double* %12, metadata !1157, metadata !DIExpression()), !dbg !1159
  store double 0.000000e+00, double* %12, align 8, !dbg !1159
  call void @llvm.dbg.declare(metadata i32* %13, metadata !1160, metadata !DIExpression()), !dbg !1162
  store i32 0, i32* %13, align 4, !dbg !1162
  br label %19, !dbg !1163

19:                                               ; preds = %40, %18
  %20 = load i32, i32* %13, align 4, !dbg !1164
  %21 = load i32, i32* %7, align 4, !dbg !1166
  %22 = icmp slt i32 %20, %21, !dbg !1167
  br i1 %22, label %23, label %43, !dbg !1168

23:                                               ; preds = %19
  %24 = load %"class.std::vector"*, %"class.std::vector"** %8, align 8, !dbg !1169
  %25 = load i32, i32* %11, align 4, !dbg !1170
  %26 = load i32, i32* %7, align 4, !dbg !1171
  %27 = mul nsw i32 %25, %26, !dbg !1172
  %28 = load i32, i32* %13, align 4, !dbg !1173
  %29 = add nsw i32 %27, %28, !dbg !1174
  %30 = sext i32 %29 to i64, !dbg !1170
  %31 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %24, i64 noundef %30) #13, !dbg !1169
  %32 = load double, double* %31, align 8, !dbg !1169
  %33 = load %"class.std::vector"*, %"class.std::vector"** %9, align 8, !dbg !1175
  %34 = load i32, i32* %13, align 4, !dbg !1176
  %35 = sext i32 %34 to i64, !dbg !1176
  %36 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %33, i64 noundef %35) #13, !dbg !1175
  %37 = load double, double* %36, align 8, !dbg !1175
  %38 = load double, double* %12, align 8, !dbg !1177
  %39 = call double @llvm.fmuladd.f64(double %32, double %37, double %38), !dbg !1177
  store double %39, double* %12, align 8, !dbg !1177
  br label %40, !dbg !1178

40:                                               ; preds = %23
  %41 = load i32, i32* %13, align 4, !dbg !1179
  %42 = add nsw i32 %41, 1, !dbg !1179
  store i32 %42, i32* %13, align 4, !dbg !1179
  br label %19, !dbg !1180, !llvm.loop !1181

43:                                               ; preds = %19
  %44 = load double, double* %12, align 8, !dbg !1183
  %45 = load %"class.std::vector"*, %"class.std::vector"** %10, align 8, !dbg !1184
  %46 = load i32, i32* %11, align 4, !dbg !1185
  %47 = sext i32 %46 to i64, !dbg !1185
  %48 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %45, i64 noundef %47) #13, !dbg !1184
  store double %44, double* %48, align 8, !dbg !1186
  br label %49, !dbg !1187

49:                                               ; preds = %43
  %50 = load i32, i32* %11, align 4, !dbg !1188
  %51 = add nsw i32 %50, 1, !dbg !1188
  store i32 %51, i32* %11, align 4, !dbg !1188
  br label %14, !dbg !1189, !llvm.loop !1190

52:                                               ; preds = %14
  ret void, !dbg !1192
}

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1193 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1194, metadata !DIExpression()), !dbg !1195
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1196
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1196
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1198
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1199
  %10 = load double*, double** %9, align 8, !dbg !1199
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1200
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1200
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1201
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1202
  %15 = load double*, double** %14, align 8, !dbg !1202
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1203
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #13, !dbg !1203
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1204

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1205
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #13, !dbg !1205
  ret void, !dbg !1206

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1205
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1205
  store i8* %22, i8** %3, align 8, !dbg !1205
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1205
  store i32 %23, i32* %4, align 4, !dbg !1205
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1205
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !1205
  br label %25, !dbg !1205

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1205
  call void @__clang_call_terminate(i8* %26) #14, !dbg !1205
  unreachable, !dbg !1205
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #5 comdat align 2 !dbg !1207 {
  %2 = alloca %struct.Field*, align 8
  store %struct.Field* %0, %struct.Field** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %2, metadata !1211, metadata !DIExpression()), !dbg !1212
  %3 = load %struct.Field*, %struct.Field** %2, align 8
  %4 = getelementptr inbounds %struct.Field, %struct.Field* %3, i32 0, i32 2, !dbg !1213
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !1213
  %5 = getelementptr inbounds %struct.Field, %struct.Field* %3, i32 0, i32 1, !dbg !1213
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %5) #13, !dbg !1213
  ret void, !dbg !1215
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #4 comdat align 2 !dbg !1216 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1217, metadata !DIExpression()), !dbg !1219
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1220, metadata !DIExpression()), !dbg !1221
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1222
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1222
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1223
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1224
  %10 = load double*, double** %9, align 8, !dbg !1224
  %11 = load i64, i64* %4, align 8, !dbg !1225
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1226
  ret double* %12, !dbg !1227
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1228 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1229, metadata !DIExpression()), !dbg !1231
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1232
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1233 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1234, metadata !DIExpression()), !dbg !1235
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1236
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #7 comdat align 2 !dbg !1237 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1238, metadata !DIExpression()), !dbg !1239
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1240, metadata !DIExpression()), !dbg !1241
  %6 = load i64, i64* %3, align 8, !dbg !1242
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1244
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1245
  %8 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1246
  %9 = icmp ugt i64 %6, %8, !dbg !1247
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1242
  br i1 %9, label %10, label %11, !dbg !1248

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #15, !dbg !1249
  unreachable, !dbg !1249

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1250
  ret i64 %12, !dbg !1251
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1252 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1253, metadata !DIExpression()), !dbg !1255
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1256, metadata !DIExpression()), !dbg !1257
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1258, metadata !DIExpression()), !dbg !1259
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1260
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1261
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1260
  %12 = load i64, i64* %5, align 8, !dbg !1262
  invoke void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1264

13:                                               ; preds = %3
  ret void, !dbg !1265

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !1266
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !1266
  store i8* %16, i8** %7, align 8, !dbg !1266
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !1266
  store i32 %17, i32* %8, align 4, !dbg !1266
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1266
  br label %18, !dbg !1266

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !1266
  %20 = load i32, i32* %8, align 4, !dbg !1266
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !1266
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !1266
  resume { i8*, i32 } %22, !dbg !1266
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #7 comdat align 2 !dbg !1267 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1268, metadata !DIExpression()), !dbg !1269
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1270, metadata !DIExpression()), !dbg !1271
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1272
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1272
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1273
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1274
  %10 = load double*, double** %9, align 8, !dbg !1274
  %11 = load i64, i64* %4, align 8, !dbg !1275
  %12 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1276
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !1276
  %14 = call noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %10, i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !1277
  %15 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1278
  %16 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %15, i32 0, i32 0, !dbg !1278
  %17 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1279
  %18 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !1280
  store double* %14, double** %18, align 8, !dbg !1281
  ret void, !dbg !1282
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1283 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1284, metadata !DIExpression()), !dbg !1285
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1286
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1286
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1288
  %9 = load double*, double** %8, align 8, !dbg !1288
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1289
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1289
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1290
  %13 = load double*, double** %12, align 8, !dbg !1290
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1291
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1291
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1292
  %17 = load double*, double** %16, align 8, !dbg !1292
  %18 = ptrtoint double* %13 to i64, !dbg !1293
  %19 = ptrtoint double* %17 to i64, !dbg !1293
  %20 = sub i64 %18, %19, !dbg !1293
  %21 = sdiv exact i64 %20, 8, !dbg !1293
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1294

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1295
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #13, !dbg !1295
  ret void, !dbg !1296

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1295
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1295
  store i8* %26, i8** %3, align 8, !dbg !1295
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1295
  store i32 %27, i32* %4, align 4, !dbg !1295
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1295
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #13, !dbg !1295
  br label %29, !dbg !1295

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1295
  call void @__clang_call_terminate(i8* %30) #14, !dbg !1295
  unreachable, !dbg !1295
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1297 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1298, metadata !DIExpression()), !dbg !1299
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1300, metadata !DIExpression()), !dbg !1302
  store i64 1152921504606846975, i64* %3, align 8, !dbg !1302
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1303, metadata !DIExpression()), !dbg !1304
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1305
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1306
  store i64 %6, i64* %4, align 8, !dbg !1304
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1307

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1307
  ret i64 %9, !dbg !1308

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1307
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1307
  call void @__clang_call_terminate(i8* %12) #14, !dbg !1307
  unreachable, !dbg !1307
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #5 comdat align 2 !dbg !1309 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1310, metadata !DIExpression()), !dbg !1311
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1312, metadata !DIExpression()), !dbg !1313
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1314
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1315
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1315
  call void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1316
  ret void, !dbg !1317
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1318 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1319, metadata !DIExpression()), !dbg !1320
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1321
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1321
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1322
  ret i64 %5, !dbg !1323
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1324 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1332, metadata !DIExpression()), !dbg !1333
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1334, metadata !DIExpression()), !dbg !1335
  %6 = load i64*, i64** %5, align 8, !dbg !1336
  %7 = load i64, i64* %6, align 8, !dbg !1336
  %8 = load i64*, i64** %4, align 8, !dbg !1338
  %9 = load i64, i64* %8, align 8, !dbg !1338
  %10 = icmp ult i64 %7, %9, !dbg !1339
  br i1 %10, label %11, label %13, !dbg !1340

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1341
  store i64* %12, i64** %3, align 8, !dbg !1342
  br label %15, !dbg !1342

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1343
  store i64* %14, i64** %3, align 8, !dbg !1344
  br label %15, !dbg !1344

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1345
  ret i64* %16, !dbg !1345
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
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1346 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1347, metadata !DIExpression()), !dbg !1349
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #13, !dbg !1350
  ret i64 %4, !dbg !1351
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1352 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1353, metadata !DIExpression()), !dbg !1354
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !1355
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #5 comdat align 2 !dbg !1356 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !1357, metadata !DIExpression()), !dbg !1358
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1359, metadata !DIExpression()), !dbg !1360
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !1361
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #5 comdat align 2 !dbg !1362 {
  %3 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, metadata !1363, metadata !DIExpression()), !dbg !1365
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1366, metadata !DIExpression()), !dbg !1367
  %5 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !1368
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1369
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1370
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1368
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #13, !dbg !1371
  ret void, !dbg !1372
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #7 comdat align 2 !dbg !1373 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1374, metadata !DIExpression()), !dbg !1375
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1376, metadata !DIExpression()), !dbg !1377
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1378
  %7 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !1379
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1380
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1381
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !1382
  store double* %7, double** %10, align 8, !dbg !1383
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1384
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1385
  %13 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !1386
  %14 = load double*, double** %13, align 8, !dbg !1386
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1387
  %16 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1388
  %17 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !1389
  store double* %14, double** %17, align 8, !dbg !1390
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1391
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1392
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1393
  %21 = load double*, double** %20, align 8, !dbg !1393
  %22 = load i64, i64* %4, align 8, !dbg !1394
  %23 = getelementptr inbounds double, double* %21, i64 %22, !dbg !1395
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1396
  %25 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1397
  %26 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !1398
  store double* %23, double** %26, align 8, !dbg !1399
  ret void, !dbg !1400
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1401 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !1403, metadata !DIExpression()), !dbg !1404
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1405
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1405
  ret void, !dbg !1407
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1408 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !1409, metadata !DIExpression()), !dbg !1411
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1412
  store double* null, double** %4, align 8, !dbg !1412
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1413
  store double* null, double** %5, align 8, !dbg !1413
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1414
  store double* null, double** %6, align 8, !dbg !1414
  ret void, !dbg !1415
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #7 comdat align 2 !dbg !1416 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1417, metadata !DIExpression()), !dbg !1418
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1419, metadata !DIExpression()), !dbg !1420
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1421
  %7 = icmp ne i64 %6, 0, !dbg !1422
  br i1 %7, label %8, label %13, !dbg !1421

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1423
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1423
  %11 = load i64, i64* %4, align 8, !dbg !1424
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1425
  br label %14, !dbg !1421

13:                                               ; preds = %2
  br label %14, !dbg !1421

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !1421
  ret double* %15, !dbg !1426
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #7 comdat align 2 !dbg !1427 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1428, metadata !DIExpression()), !dbg !1429
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1430, metadata !DIExpression()), !dbg !1431
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1432
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1432
  %7 = load i64, i64* %4, align 8, !dbg !1433
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1434
  ret double* %8, !dbg !1435
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #7 comdat align 2 !dbg !1436 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1437, metadata !DIExpression()), !dbg !1438
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1439, metadata !DIExpression()), !dbg !1440
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1441, metadata !DIExpression()), !dbg !1442
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1443
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1445
  %10 = icmp ugt i64 %8, %9, !dbg !1446
  br i1 %10, label %11, label %16, !dbg !1447

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1448
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !1451
  br i1 %13, label %14, label %15, !dbg !1452

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #15, !dbg !1453
  unreachable, !dbg !1453

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #15, !dbg !1454
  unreachable, !dbg !1454

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1455
  %18 = mul i64 %17, 8, !dbg !1456
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !1457
  %20 = bitcast i8* %19 to double*, !dbg !1458
  ret double* %20, !dbg !1459
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #8

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #7 comdat !dbg !1460 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1467, metadata !DIExpression()), !dbg !1468
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1469, metadata !DIExpression()), !dbg !1470
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1471, metadata !DIExpression()), !dbg !1472
  %7 = load double*, double** %4, align 8, !dbg !1473
  %8 = load i64, i64* %5, align 8, !dbg !1474
  %9 = call noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %7, i64 noundef %8), !dbg !1475
  ret double* %9, !dbg !1476
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1477 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1478, metadata !DIExpression()), !dbg !1479
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1480
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1481
  ret %"class.std::allocator"* %5, !dbg !1482
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %0, i64 noundef %1) #7 comdat !dbg !1483 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1487, metadata !DIExpression()), !dbg !1488
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1489, metadata !DIExpression()), !dbg !1490
  call void @llvm.dbg.declare(metadata i8* %5, metadata !1491, metadata !DIExpression()), !dbg !1492
  store i8 1, i8* %5, align 1, !dbg !1492
  %6 = load double*, double** %3, align 8, !dbg !1493
  %7 = load i64, i64* %4, align 8, !dbg !1494
  %8 = call noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %6, i64 noundef %7), !dbg !1495
  ret double* %8, !dbg !1496
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %0, i64 noundef %1) #7 comdat align 2 !dbg !1497 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1502, metadata !DIExpression()), !dbg !1503
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1504, metadata !DIExpression()), !dbg !1505
  %6 = load i64, i64* %4, align 8, !dbg !1506
  %7 = icmp ugt i64 %6, 0, !dbg !1508
  br i1 %7, label %8, label %19, !dbg !1509

8:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata double** %5, metadata !1510, metadata !DIExpression()), !dbg !1518
  %9 = load double*, double** %3, align 8, !dbg !1519
  %10 = call noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %9) #13, !dbg !1520
  store double* %10, double** %5, align 8, !dbg !1518
  %11 = load double*, double** %5, align 8, !dbg !1521
  call void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %11), !dbg !1522
  %12 = load double*, double** %3, align 8, !dbg !1523
  %13 = getelementptr inbounds double, double* %12, i32 1, !dbg !1523
  store double* %13, double** %3, align 8, !dbg !1523
  %14 = load double*, double** %3, align 8, !dbg !1524
  %15 = load i64, i64* %4, align 8, !dbg !1525
  %16 = sub i64 %15, 1, !dbg !1526
  %17 = load double*, double** %5, align 8, !dbg !1527
  %18 = call noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %14, i64 noundef %16, double* noundef nonnull align 8 dereferenceable(8) %17), !dbg !1528
  store double* %18, double** %3, align 8, !dbg !1529
  br label %19, !dbg !1530

19:                                               ; preds = %8, %2
  %20 = load double*, double** %3, align 8, !dbg !1531
  ret double* %20, !dbg !1532
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat !dbg !1533 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1537, metadata !DIExpression()), !dbg !1538
  %3 = load double*, double** %2, align 8, !dbg !1539
  ret double* %3, !dbg !1540
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %0) #4 comdat !dbg !1541 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1547, metadata !DIExpression()), !dbg !1548
  %3 = load double*, double** %2, align 8, !dbg !1549
  %4 = bitcast double* %3 to i8*, !dbg !1549
  %5 = bitcast i8* %4 to double*, !dbg !1550
  store double 0.000000e+00, double* %5, align 8, !dbg !1550
  ret void, !dbg !1551
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #7 comdat !dbg !1552 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1557, metadata !DIExpression()), !dbg !1558
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1559, metadata !DIExpression()), !dbg !1560
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1561, metadata !DIExpression()), !dbg !1562
  %9 = load double*, double** %4, align 8, !dbg !1563
  %10 = load i64, i64* %5, align 8, !dbg !1564
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !1565
  %12 = load double*, double** %6, align 8, !dbg !1566
  call void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %4), !dbg !1567
  %13 = call noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %9, i64 noundef %11, double* noundef nonnull align 8 dereferenceable(8) %12), !dbg !1568
  ret double* %13, !dbg !1569
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #7 comdat !dbg !1570 {
  %4 = alloca double*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca double*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1585, metadata !DIExpression()), !dbg !1586
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1587, metadata !DIExpression()), !dbg !1588
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !1589, metadata !DIExpression()), !dbg !1590
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !1591, metadata !DIExpression()), !dbg !1592
  %9 = load i64, i64* %7, align 8, !dbg !1593
  %10 = icmp ule i64 %9, 0, !dbg !1595
  br i1 %10, label %11, label %13, !dbg !1596

11:                                               ; preds = %3
  %12 = load double*, double** %6, align 8, !dbg !1597
  store double* %12, double** %4, align 8, !dbg !1598
  br label %22, !dbg !1598

13:                                               ; preds = %3
  %14 = load double*, double** %6, align 8, !dbg !1599
  %15 = load double*, double** %6, align 8, !dbg !1600
  %16 = load i64, i64* %7, align 8, !dbg !1601
  %17 = getelementptr inbounds double, double* %15, i64 %16, !dbg !1602
  %18 = load double*, double** %8, align 8, !dbg !1603
  call void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %14, double* noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18), !dbg !1604
  %19 = load double*, double** %6, align 8, !dbg !1605
  %20 = load i64, i64* %7, align 8, !dbg !1606
  %21 = getelementptr inbounds double, double* %19, i64 %20, !dbg !1607
  store double* %21, double** %4, align 8, !dbg !1608
  br label %22, !dbg !1608

22:                                               ; preds = %13, %11
  %23 = load double*, double** %4, align 8, !dbg !1609
  ret double* %23, !dbg !1609
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #4 comdat !dbg !1610 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !1613, metadata !DIExpression()), !dbg !1614
  %3 = load i64, i64* %2, align 8, !dbg !1615
  ret i64 %3, !dbg !1616
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %0) #4 comdat !dbg !1617 {
  %2 = alloca double**, align 8
  store double** %0, double*** %2, align 8
  call void @llvm.dbg.declare(metadata double*** %2, metadata !1625, metadata !DIExpression()), !dbg !1626
  ret void, !dbg !1627
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #7 comdat !dbg !1628 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1633, metadata !DIExpression()), !dbg !1634
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1635, metadata !DIExpression()), !dbg !1636
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1637, metadata !DIExpression()), !dbg !1638
  %7 = load double*, double** %4, align 8, !dbg !1639
  %8 = load double*, double** %5, align 8, !dbg !1640
  %9 = load double*, double** %6, align 8, !dbg !1641
  call void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %7, double* noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1642
  ret void, !dbg !1643
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #4 comdat !dbg !1644 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1654, metadata !DIExpression()), !dbg !1655
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1656, metadata !DIExpression()), !dbg !1657
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1658, metadata !DIExpression()), !dbg !1659
  call void @llvm.dbg.declare(metadata double* %7, metadata !1660, metadata !DIExpression()), !dbg !1661
  %8 = load double*, double** %6, align 8, !dbg !1662
  %9 = load double, double* %8, align 8, !dbg !1662
  store double %9, double* %7, align 8, !dbg !1661
  br label %10, !dbg !1663

10:                                               ; preds = %17, %3
  %11 = load double*, double** %4, align 8, !dbg !1664
  %12 = load double*, double** %5, align 8, !dbg !1667
  %13 = icmp ne double* %11, %12, !dbg !1668
  br i1 %13, label %14, label %20, !dbg !1669

14:                                               ; preds = %10
  %15 = load double, double* %7, align 8, !dbg !1670
  %16 = load double*, double** %4, align 8, !dbg !1671
  store double %15, double* %16, align 8, !dbg !1672
  br label %17, !dbg !1673

17:                                               ; preds = %14
  %18 = load double*, double** %4, align 8, !dbg !1674
  %19 = getelementptr inbounds double, double* %18, i32 1, !dbg !1674
  store double* %19, double** %4, align 8, !dbg !1674
  br label %10, !dbg !1675, !llvm.loop !1676

20:                                               ; preds = %10
  ret void, !dbg !1678
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #7 comdat align 2 !dbg !1679 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1680, metadata !DIExpression()), !dbg !1681
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1682, metadata !DIExpression()), !dbg !1683
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1684, metadata !DIExpression()), !dbg !1685
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1686
  %9 = icmp ne double* %8, null, !dbg !1686
  br i1 %9, label %10, label %15, !dbg !1688

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1689
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1689
  %13 = load double*, double** %5, align 8, !dbg !1690
  %14 = load i64, i64* %6, align 8, !dbg !1691
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !1692
  br label %15, !dbg !1692

15:                                               ; preds = %10, %3
  ret void, !dbg !1693
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #7 comdat align 2 !dbg !1694 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1695, metadata !DIExpression()), !dbg !1696
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1697, metadata !DIExpression()), !dbg !1698
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1699, metadata !DIExpression()), !dbg !1700
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1701
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1701
  %9 = load double*, double** %5, align 8, !dbg !1702
  %10 = load i64, i64* %6, align 8, !dbg !1703
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !1704
  ret void, !dbg !1705
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #4 comdat align 2 !dbg !1706 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1707, metadata !DIExpression()), !dbg !1708
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1709, metadata !DIExpression()), !dbg !1710
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1711, metadata !DIExpression()), !dbg !1712
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1713
  %9 = bitcast double* %8 to i8*, !dbg !1713
  call void @_ZdlPv(i8* noundef %9) #17, !dbg !1714
  ret void, !dbg !1715
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #7 comdat !dbg !1716 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1719, metadata !DIExpression()), !dbg !1720
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1721, metadata !DIExpression()), !dbg !1722
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1723, metadata !DIExpression()), !dbg !1724
  %7 = load double*, double** %4, align 8, !dbg !1725
  %8 = load double*, double** %5, align 8, !dbg !1726
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !1727
  ret void, !dbg !1728
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #7 comdat !dbg !1729 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1733, metadata !DIExpression()), !dbg !1734
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1735, metadata !DIExpression()), !dbg !1736
  %5 = load double*, double** %3, align 8, !dbg !1737
  %6 = load double*, double** %4, align 8, !dbg !1738
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !1739
  ret void, !dbg !1740
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #4 comdat align 2 !dbg !1741 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1745, metadata !DIExpression()), !dbg !1746
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1747, metadata !DIExpression()), !dbg !1748
  ret void, !dbg !1749
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!llvm.module.flags = !{!888, !889, !890, !891, !892, !893, !894}
!llvm.ident = !{!895}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !510, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_vectors.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e0656d472ab69c45bd79b0bde65f78bb")
!2 = !{!3, !72, !75, !30, !499, !500, !34, !40, !5, !9, !12, !138}
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
!500 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Field", file: !1, line: 12, size: 448, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !501, identifier: "_ZTS5Field")
!501 = !{!502, !504, !505, !506}
!502 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !500, file: !1, line: 13, baseType: !503, size: 32)
!503 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !500, file: !1, line: 14, baseType: !5, size: 192, offset: 64)
!505 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !500, file: !1, line: 14, baseType: !5, size: 192, offset: 256)
!506 = !DISubprogram(name: "Field", scope: !500, file: !1, line: 15, type: !507, scopeLine: 15, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!507 = !DISubroutineType(types: !508)
!508 = !{null, !509, !503}
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !500, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!510 = !{!511, !517, !523, !528, !532, !534, !536, !538, !540, !547, !553, !558, !562, !566, !570, !577, !581, !583, !588, !594, !598, !603, !605, !609, !613, !617, !619, !623, !627, !629, !633, !635, !637, !641, !645, !649, !653, !657, !661, !663, !670, !674, !678, !682, !684, !686, !690, !694, !695, !696, !697, !698, !699, !703, !707, !713, !717, !722, !724, !728, !730, !734, !742, !746, !750, !754, !758, !762, !766, !770, !774, !778, !785, !789, !793, !795, !797, !801, !806, !812, !816, !820, !822, !829, !833, !840, !842, !846, !850, !854, !858, !863, !868, !873, !874, !875, !876, !878, !879, !880, !881, !882, !883, !884}
!511 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !512, file: !516, line: 98)
!512 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !513, line: 7, baseType: !514)
!513 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!514 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !515, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!515 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!516 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !518, file: !516, line: 99)
!518 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !519, line: 84, baseType: !520)
!519 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !521, line: 14, baseType: !522)
!521 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!522 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !521, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !524, file: !516, line: 101)
!524 = !DISubprogram(name: "clearerr", scope: !519, file: !519, line: 786, type: !525, flags: DIFlagPrototyped, spFlags: 0)
!525 = !DISubroutineType(types: !526)
!526 = !{null, !527}
!527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !512, size: 64)
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !529, file: !516, line: 102)
!529 = !DISubprogram(name: "fclose", scope: !519, file: !519, line: 178, type: !530, flags: DIFlagPrototyped, spFlags: 0)
!530 = !DISubroutineType(types: !531)
!531 = !{!503, !527}
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !533, file: !516, line: 103)
!533 = !DISubprogram(name: "feof", scope: !519, file: !519, line: 788, type: !530, flags: DIFlagPrototyped, spFlags: 0)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !535, file: !516, line: 104)
!535 = !DISubprogram(name: "ferror", scope: !519, file: !519, line: 790, type: !530, flags: DIFlagPrototyped, spFlags: 0)
!536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !537, file: !516, line: 105)
!537 = !DISubprogram(name: "fflush", scope: !519, file: !519, line: 230, type: !530, flags: DIFlagPrototyped, spFlags: 0)
!538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !539, file: !516, line: 106)
!539 = !DISubprogram(name: "fgetc", scope: !519, file: !519, line: 513, type: !530, flags: DIFlagPrototyped, spFlags: 0)
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !541, file: !516, line: 107)
!541 = !DISubprogram(name: "fgetpos", scope: !519, file: !519, line: 760, type: !542, flags: DIFlagPrototyped, spFlags: 0)
!542 = !DISubroutineType(types: !543)
!543 = !{!503, !544, !545}
!544 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !527)
!545 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !546)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64)
!547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !548, file: !516, line: 108)
!548 = !DISubprogram(name: "fgets", scope: !519, file: !519, line: 592, type: !549, flags: DIFlagPrototyped, spFlags: 0)
!549 = !DISubroutineType(types: !550)
!550 = !{!551, !552, !503, !544}
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !475, size: 64)
!552 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !551)
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !554, file: !516, line: 109)
!554 = !DISubprogram(name: "fopen", scope: !519, file: !519, line: 258, type: !555, flags: DIFlagPrototyped, spFlags: 0)
!555 = !DISubroutineType(types: !556)
!556 = !{!527, !557, !557}
!557 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !473)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !559, file: !516, line: 110)
!559 = !DISubprogram(name: "fprintf", scope: !519, file: !519, line: 350, type: !560, flags: DIFlagPrototyped, spFlags: 0)
!560 = !DISubroutineType(types: !561)
!561 = !{!503, !544, !557, null}
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !563, file: !516, line: 111)
!563 = !DISubprogram(name: "fputc", scope: !519, file: !519, line: 549, type: !564, flags: DIFlagPrototyped, spFlags: 0)
!564 = !DISubroutineType(types: !565)
!565 = !{!503, !503, !527}
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !567, file: !516, line: 112)
!567 = !DISubprogram(name: "fputs", scope: !519, file: !519, line: 655, type: !568, flags: DIFlagPrototyped, spFlags: 0)
!568 = !DISubroutineType(types: !569)
!569 = !{!503, !557, !544}
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !571, file: !516, line: 113)
!571 = !DISubprogram(name: "fread", scope: !519, file: !519, line: 675, type: !572, flags: DIFlagPrototyped, spFlags: 0)
!572 = !DISubroutineType(types: !573)
!573 = !{!574, !576, !574, !574, !544}
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !575, line: 46, baseType: !74)
!575 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!576 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !499)
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !578, file: !516, line: 114)
!578 = !DISubprogram(name: "freopen", scope: !519, file: !519, line: 265, type: !579, flags: DIFlagPrototyped, spFlags: 0)
!579 = !DISubroutineType(types: !580)
!580 = !{!527, !557, !557, !544}
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !582, file: !516, line: 115)
!582 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !519, file: !519, line: 434, type: !560, flags: DIFlagPrototyped, spFlags: 0)
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !584, file: !516, line: 116)
!584 = !DISubprogram(name: "fseek", scope: !519, file: !519, line: 713, type: !585, flags: DIFlagPrototyped, spFlags: 0)
!585 = !DISubroutineType(types: !586)
!586 = !{!503, !527, !587, !503}
!587 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !589, file: !516, line: 117)
!589 = !DISubprogram(name: "fsetpos", scope: !519, file: !519, line: 765, type: !590, flags: DIFlagPrototyped, spFlags: 0)
!590 = !DISubroutineType(types: !591)
!591 = !{!503, !527, !592}
!592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !593, size: 64)
!593 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !518)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !595, file: !516, line: 118)
!595 = !DISubprogram(name: "ftell", scope: !519, file: !519, line: 718, type: !596, flags: DIFlagPrototyped, spFlags: 0)
!596 = !DISubroutineType(types: !597)
!597 = !{!587, !527}
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !599, file: !516, line: 119)
!599 = !DISubprogram(name: "fwrite", scope: !519, file: !519, line: 681, type: !600, flags: DIFlagPrototyped, spFlags: 0)
!600 = !DISubroutineType(types: !601)
!601 = !{!574, !602, !574, !574, !544}
!602 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !604, file: !516, line: 120)
!604 = !DISubprogram(name: "getc", scope: !519, file: !519, line: 514, type: !530, flags: DIFlagPrototyped, spFlags: 0)
!605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !606, file: !516, line: 121)
!606 = !DISubprogram(name: "getchar", scope: !519, file: !519, line: 520, type: !607, flags: DIFlagPrototyped, spFlags: 0)
!607 = !DISubroutineType(types: !608)
!608 = !{!503}
!609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !610, file: !516, line: 126)
!610 = !DISubprogram(name: "perror", scope: !519, file: !519, line: 804, type: !611, flags: DIFlagPrototyped, spFlags: 0)
!611 = !DISubroutineType(types: !612)
!612 = !{null, !473}
!613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !614, file: !516, line: 127)
!614 = !DISubprogram(name: "printf", scope: !519, file: !519, line: 356, type: !615, flags: DIFlagPrototyped, spFlags: 0)
!615 = !DISubroutineType(types: !616)
!616 = !{!503, !557, null}
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !618, file: !516, line: 128)
!618 = !DISubprogram(name: "putc", scope: !519, file: !519, line: 550, type: !564, flags: DIFlagPrototyped, spFlags: 0)
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !620, file: !516, line: 129)
!620 = !DISubprogram(name: "putchar", scope: !519, file: !519, line: 556, type: !621, flags: DIFlagPrototyped, spFlags: 0)
!621 = !DISubroutineType(types: !622)
!622 = !{!503, !503}
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !624, file: !516, line: 130)
!624 = !DISubprogram(name: "puts", scope: !519, file: !519, line: 661, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!625 = !DISubroutineType(types: !626)
!626 = !{!503, !473}
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !628, file: !516, line: 131)
!628 = !DISubprogram(name: "remove", scope: !519, file: !519, line: 152, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !630, file: !516, line: 132)
!630 = !DISubprogram(name: "rename", scope: !519, file: !519, line: 154, type: !631, flags: DIFlagPrototyped, spFlags: 0)
!631 = !DISubroutineType(types: !632)
!632 = !{!503, !473, !473}
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !634, file: !516, line: 133)
!634 = !DISubprogram(name: "rewind", scope: !519, file: !519, line: 723, type: !525, flags: DIFlagPrototyped, spFlags: 0)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !636, file: !516, line: 134)
!636 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !519, file: !519, line: 437, type: !615, flags: DIFlagPrototyped, spFlags: 0)
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !638, file: !516, line: 135)
!638 = !DISubprogram(name: "setbuf", scope: !519, file: !519, line: 328, type: !639, flags: DIFlagPrototyped, spFlags: 0)
!639 = !DISubroutineType(types: !640)
!640 = !{null, !544, !552}
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !642, file: !516, line: 136)
!642 = !DISubprogram(name: "setvbuf", scope: !519, file: !519, line: 332, type: !643, flags: DIFlagPrototyped, spFlags: 0)
!643 = !DISubroutineType(types: !644)
!644 = !{!503, !544, !552, !503, !574}
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !646, file: !516, line: 137)
!646 = !DISubprogram(name: "sprintf", scope: !519, file: !519, line: 358, type: !647, flags: DIFlagPrototyped, spFlags: 0)
!647 = !DISubroutineType(types: !648)
!648 = !{!503, !552, !557, null}
!649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !650, file: !516, line: 138)
!650 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !519, file: !519, line: 439, type: !651, flags: DIFlagPrototyped, spFlags: 0)
!651 = !DISubroutineType(types: !652)
!652 = !{!503, !557, !557, null}
!653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !654, file: !516, line: 139)
!654 = !DISubprogram(name: "tmpfile", scope: !519, file: !519, line: 188, type: !655, flags: DIFlagPrototyped, spFlags: 0)
!655 = !DISubroutineType(types: !656)
!656 = !{!527}
!657 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !658, file: !516, line: 141)
!658 = !DISubprogram(name: "tmpnam", scope: !519, file: !519, line: 205, type: !659, flags: DIFlagPrototyped, spFlags: 0)
!659 = !DISubroutineType(types: !660)
!660 = !{!551, !551}
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !662, file: !516, line: 143)
!662 = !DISubprogram(name: "ungetc", scope: !519, file: !519, line: 668, type: !564, flags: DIFlagPrototyped, spFlags: 0)
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !664, file: !516, line: 144)
!664 = !DISubprogram(name: "vfprintf", scope: !519, file: !519, line: 365, type: !665, flags: DIFlagPrototyped, spFlags: 0)
!665 = !DISubroutineType(types: !666)
!666 = !{!503, !544, !557, !667}
!667 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !668, size: 64)
!668 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !669, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!669 = !DIFile(filename: "cxx_vectors.cpp", directory: "/work/main/internal/pipeline/testdata")
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !671, file: !516, line: 145)
!671 = !DISubprogram(name: "vprintf", scope: !519, file: !519, line: 371, type: !672, flags: DIFlagPrototyped, spFlags: 0)
!672 = !DISubroutineType(types: !673)
!673 = !{!503, !557, !667}
!674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !675, file: !516, line: 146)
!675 = !DISubprogram(name: "vsprintf", scope: !519, file: !519, line: 373, type: !676, flags: DIFlagPrototyped, spFlags: 0)
!676 = !DISubroutineType(types: !677)
!677 = !{!503, !552, !557, !667}
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !679, file: !516, line: 175)
!679 = !DISubprogram(name: "snprintf", scope: !519, file: !519, line: 378, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!680 = !DISubroutineType(types: !681)
!681 = !{!503, !552, !574, !557, null}
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !683, file: !516, line: 176)
!683 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !519, file: !519, line: 479, type: !665, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !685, file: !516, line: 177)
!685 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !519, file: !519, line: 484, type: !672, flags: DIFlagPrototyped, spFlags: 0)
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !687, file: !516, line: 178)
!687 = !DISubprogram(name: "vsnprintf", scope: !519, file: !519, line: 382, type: !688, flags: DIFlagPrototyped, spFlags: 0)
!688 = !DISubroutineType(types: !689)
!689 = !{!503, !552, !574, !557, !667}
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !691, file: !516, line: 179)
!691 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !519, file: !519, line: 487, type: !692, flags: DIFlagPrototyped, spFlags: 0)
!692 = !DISubroutineType(types: !693)
!693 = !{!503, !557, !557, !667}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !679, file: !516, line: 185)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !683, file: !516, line: 186)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !685, file: !516, line: 187)
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !687, file: !516, line: 188)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !691, file: !516, line: 189)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !700, file: !702, line: 52)
!700 = !DISubprogram(name: "abs", scope: !701, file: !701, line: 861, type: !621, flags: DIFlagPrototyped, spFlags: 0)
!701 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!702 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !704, file: !706, line: 127)
!704 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !701, line: 63, baseType: !705)
!705 = !DICompositeType(tag: DW_TAG_structure_type, file: !701, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!706 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !708, file: !706, line: 128)
!708 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !701, line: 71, baseType: !709)
!709 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !701, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !710, identifier: "_ZTS6ldiv_t")
!710 = !{!711, !712}
!711 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !709, file: !701, line: 69, baseType: !587, size: 64)
!712 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !709, file: !701, line: 70, baseType: !587, size: 64, offset: 64)
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !714, file: !706, line: 130)
!714 = !DISubprogram(name: "abort", scope: !701, file: !701, line: 611, type: !715, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!715 = !DISubroutineType(types: !716)
!716 = !{null}
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !718, file: !706, line: 134)
!718 = !DISubprogram(name: "atexit", scope: !701, file: !701, line: 615, type: !719, flags: DIFlagPrototyped, spFlags: 0)
!719 = !DISubroutineType(types: !720)
!720 = !{!503, !721}
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !715, size: 64)
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !723, file: !706, line: 137)
!723 = !DISubprogram(name: "at_quick_exit", scope: !701, file: !701, line: 620, type: !719, flags: DIFlagPrototyped, spFlags: 0)
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !725, file: !706, line: 140)
!725 = !DISubprogram(name: "atof", scope: !701, file: !701, line: 102, type: !726, flags: DIFlagPrototyped, spFlags: 0)
!726 = !DISubroutineType(types: !727)
!727 = !{!31, !473}
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !729, file: !706, line: 141)
!729 = !DISubprogram(name: "atoi", scope: !701, file: !701, line: 105, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!730 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !731, file: !706, line: 142)
!731 = !DISubprogram(name: "atol", scope: !701, file: !701, line: 108, type: !732, flags: DIFlagPrototyped, spFlags: 0)
!732 = !DISubroutineType(types: !733)
!733 = !{!587, !473}
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !735, file: !706, line: 143)
!735 = !DISubprogram(name: "bsearch", scope: !701, file: !701, line: 841, type: !736, flags: DIFlagPrototyped, spFlags: 0)
!736 = !DISubroutineType(types: !737)
!737 = !{!499, !75, !75, !574, !574, !738}
!738 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !701, line: 829, baseType: !739)
!739 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !740, size: 64)
!740 = !DISubroutineType(types: !741)
!741 = !{!503, !75, !75}
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !743, file: !706, line: 144)
!743 = !DISubprogram(name: "calloc", scope: !701, file: !701, line: 556, type: !744, flags: DIFlagPrototyped, spFlags: 0)
!744 = !DISubroutineType(types: !745)
!745 = !{!499, !574, !574}
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !747, file: !706, line: 145)
!747 = !DISubprogram(name: "div", scope: !701, file: !701, line: 873, type: !748, flags: DIFlagPrototyped, spFlags: 0)
!748 = !DISubroutineType(types: !749)
!749 = !{!704, !503, !503}
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !751, file: !706, line: 146)
!751 = !DISubprogram(name: "exit", scope: !701, file: !701, line: 637, type: !752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!752 = !DISubroutineType(types: !753)
!753 = !{null, !503}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !755, file: !706, line: 147)
!755 = !DISubprogram(name: "free", scope: !701, file: !701, line: 568, type: !756, flags: DIFlagPrototyped, spFlags: 0)
!756 = !DISubroutineType(types: !757)
!757 = !{null, !499}
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !759, file: !706, line: 148)
!759 = !DISubprogram(name: "getenv", scope: !701, file: !701, line: 654, type: !760, flags: DIFlagPrototyped, spFlags: 0)
!760 = !DISubroutineType(types: !761)
!761 = !{!551, !473}
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !763, file: !706, line: 149)
!763 = !DISubprogram(name: "labs", scope: !701, file: !701, line: 862, type: !764, flags: DIFlagPrototyped, spFlags: 0)
!764 = !DISubroutineType(types: !765)
!765 = !{!587, !587}
!766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !767, file: !706, line: 150)
!767 = !DISubprogram(name: "ldiv", scope: !701, file: !701, line: 875, type: !768, flags: DIFlagPrototyped, spFlags: 0)
!768 = !DISubroutineType(types: !769)
!769 = !{!708, !587, !587}
!770 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !771, file: !706, line: 151)
!771 = !DISubprogram(name: "malloc", scope: !701, file: !701, line: 553, type: !772, flags: DIFlagPrototyped, spFlags: 0)
!772 = !DISubroutineType(types: !773)
!773 = !{!499, !574}
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !775, file: !706, line: 153)
!775 = !DISubprogram(name: "mblen", scope: !701, file: !701, line: 943, type: !776, flags: DIFlagPrototyped, spFlags: 0)
!776 = !DISubroutineType(types: !777)
!777 = !{!503, !473, !574}
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !779, file: !706, line: 154)
!779 = !DISubprogram(name: "mbstowcs", scope: !701, file: !701, line: 954, type: !780, flags: DIFlagPrototyped, spFlags: 0)
!780 = !DISubroutineType(types: !781)
!781 = !{!574, !782, !557, !574}
!782 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !783)
!783 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !784, size: 64)
!784 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !786, file: !706, line: 155)
!786 = !DISubprogram(name: "mbtowc", scope: !701, file: !701, line: 946, type: !787, flags: DIFlagPrototyped, spFlags: 0)
!787 = !DISubroutineType(types: !788)
!788 = !{!503, !782, !557, !574}
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !790, file: !706, line: 157)
!790 = !DISubprogram(name: "qsort", scope: !701, file: !701, line: 851, type: !791, flags: DIFlagPrototyped, spFlags: 0)
!791 = !DISubroutineType(types: !792)
!792 = !{null, !499, !574, !574, !738}
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !794, file: !706, line: 160)
!794 = !DISubprogram(name: "quick_exit", scope: !701, file: !701, line: 643, type: !752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !796, file: !706, line: 163)
!796 = !DISubprogram(name: "rand", scope: !701, file: !701, line: 454, type: !607, flags: DIFlagPrototyped, spFlags: 0)
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !798, file: !706, line: 164)
!798 = !DISubprogram(name: "realloc", scope: !701, file: !701, line: 564, type: !799, flags: DIFlagPrototyped, spFlags: 0)
!799 = !DISubroutineType(types: !800)
!800 = !{!499, !499, !574}
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !802, file: !706, line: 165)
!802 = !DISubprogram(name: "srand", scope: !701, file: !701, line: 456, type: !803, flags: DIFlagPrototyped, spFlags: 0)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !805}
!805 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !807, file: !706, line: 166)
!807 = !DISubprogram(name: "strtod", scope: !701, file: !701, line: 118, type: !808, flags: DIFlagPrototyped, spFlags: 0)
!808 = !DISubroutineType(types: !809)
!809 = !{!31, !557, !810}
!810 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !811)
!811 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !551, size: 64)
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !813, file: !706, line: 167)
!813 = !DISubprogram(name: "strtol", scope: !701, file: !701, line: 177, type: !814, flags: DIFlagPrototyped, spFlags: 0)
!814 = !DISubroutineType(types: !815)
!815 = !{!587, !557, !810, !503}
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !817, file: !706, line: 168)
!817 = !DISubprogram(name: "strtoul", scope: !701, file: !701, line: 181, type: !818, flags: DIFlagPrototyped, spFlags: 0)
!818 = !DISubroutineType(types: !819)
!819 = !{!74, !557, !810, !503}
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !821, file: !706, line: 169)
!821 = !DISubprogram(name: "system", scope: !701, file: !701, line: 804, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !823, file: !706, line: 171)
!823 = !DISubprogram(name: "wcstombs", scope: !701, file: !701, line: 958, type: !824, flags: DIFlagPrototyped, spFlags: 0)
!824 = !DISubroutineType(types: !825)
!825 = !{!574, !552, !826, !574}
!826 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !827)
!827 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !828, size: 64)
!828 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !784)
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !830, file: !706, line: 172)
!830 = !DISubprogram(name: "wctomb", scope: !701, file: !701, line: 950, type: !831, flags: DIFlagPrototyped, spFlags: 0)
!831 = !DISubroutineType(types: !832)
!832 = !{!503, !551, !784}
!833 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !834, file: !706, line: 200)
!834 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !701, line: 81, baseType: !835)
!835 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !701, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !836, identifier: "_ZTS7lldiv_t")
!836 = !{!837, !839}
!837 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !835, file: !701, line: 79, baseType: !838, size: 64)
!838 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!839 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !835, file: !701, line: 80, baseType: !838, size: 64, offset: 64)
!840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !841, file: !706, line: 206)
!841 = !DISubprogram(name: "_Exit", scope: !701, file: !701, line: 649, type: !752, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !843, file: !706, line: 210)
!843 = !DISubprogram(name: "llabs", scope: !701, file: !701, line: 865, type: !844, flags: DIFlagPrototyped, spFlags: 0)
!844 = !DISubroutineType(types: !845)
!845 = !{!838, !838}
!846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !847, file: !706, line: 216)
!847 = !DISubprogram(name: "lldiv", scope: !701, file: !701, line: 879, type: !848, flags: DIFlagPrototyped, spFlags: 0)
!848 = !DISubroutineType(types: !849)
!849 = !{!834, !838, !838}
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !851, file: !706, line: 227)
!851 = !DISubprogram(name: "atoll", scope: !701, file: !701, line: 113, type: !852, flags: DIFlagPrototyped, spFlags: 0)
!852 = !DISubroutineType(types: !853)
!853 = !{!838, !473}
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !855, file: !706, line: 228)
!855 = !DISubprogram(name: "strtoll", scope: !701, file: !701, line: 201, type: !856, flags: DIFlagPrototyped, spFlags: 0)
!856 = !DISubroutineType(types: !857)
!857 = !{!838, !557, !810, !503}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !859, file: !706, line: 229)
!859 = !DISubprogram(name: "strtoull", scope: !701, file: !701, line: 206, type: !860, flags: DIFlagPrototyped, spFlags: 0)
!860 = !DISubroutineType(types: !861)
!861 = !{!862, !557, !810, !503}
!862 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !864, file: !706, line: 231)
!864 = !DISubprogram(name: "strtof", scope: !701, file: !701, line: 124, type: !865, flags: DIFlagPrototyped, spFlags: 0)
!865 = !DISubroutineType(types: !866)
!866 = !{!867, !557, !810}
!867 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !869, file: !706, line: 232)
!869 = !DISubprogram(name: "strtold", scope: !701, file: !701, line: 127, type: !870, flags: DIFlagPrototyped, spFlags: 0)
!870 = !DISubroutineType(types: !871)
!871 = !{!872, !557, !810}
!872 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !834, file: !706, line: 240)
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !841, file: !706, line: 242)
!875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !843, file: !706, line: 244)
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !877, file: !706, line: 245)
!877 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !20, file: !706, line: 213, type: !848, flags: DIFlagPrototyped, spFlags: 0)
!878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !847, file: !706, line: 246)
!879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !851, file: !706, line: 248)
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !864, file: !706, line: 249)
!881 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !855, file: !706, line: 250)
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !859, file: !706, line: 251)
!883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !869, file: !706, line: 252)
!884 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !885, entity: !886, file: !887, line: 58)
!885 = !DINamespace(name: "__gnu_debug", scope: null)
!886 = !DINamespace(name: "__debug", scope: !6)
!887 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!888 = !{i32 7, !"Dwarf Version", i32 5}
!889 = !{i32 2, !"Debug Info Version", i32 3}
!890 = !{i32 1, !"wchar_size", i32 4}
!891 = !{i32 7, !"PIC Level", i32 2}
!892 = !{i32 7, !"PIE Level", i32 2}
!893 = !{i32 7, !"uwtable", i32 1}
!894 = !{i32 7, !"frame-pointer", i32 2}
!895 = !{!"Debian clang version 14.0.6"}
!896 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 32, type: !897, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !135)
!897 = !DISubroutineType(types: !898)
!898 = !{!503, !503, !811}
!899 = !DILocalVariable(name: "argc", arg: 1, scope: !896, file: !1, line: 32, type: !503)
!900 = !DILocation(line: 32, column: 14, scope: !896)
!901 = !DILocalVariable(name: "argv", arg: 2, scope: !896, file: !1, line: 32, type: !811)
!902 = !DILocation(line: 32, column: 27, scope: !896)
!903 = !DILocalVariable(name: "n", scope: !896, file: !1, line: 33, type: !503)
!904 = !DILocation(line: 33, column: 7, scope: !896)
!905 = !DILocation(line: 33, column: 11, scope: !896)
!906 = !DILocation(line: 33, column: 16, scope: !896)
!907 = !DILocation(line: 33, column: 32, scope: !896)
!908 = !DILocation(line: 33, column: 22, scope: !896)
!909 = !DILocalVariable(name: "m", scope: !896, file: !1, line: 34, type: !503)
!910 = !DILocation(line: 34, column: 7, scope: !896)
!911 = !DILocation(line: 34, column: 11, scope: !896)
!912 = !DILocation(line: 34, column: 16, scope: !896)
!913 = !DILocation(line: 34, column: 32, scope: !896)
!914 = !DILocation(line: 34, column: 22, scope: !896)
!915 = !DILocalVariable(name: "f", scope: !896, file: !1, line: 35, type: !500)
!916 = !DILocation(line: 35, column: 9, scope: !896)
!917 = !DILocation(line: 35, column: 11, scope: !896)
!918 = !DILocalVariable(name: "i", scope: !919, file: !1, line: 36, type: !503)
!919 = distinct !DILexicalBlock(scope: !896, file: !1, line: 36, column: 3)
!920 = !DILocation(line: 36, column: 12, scope: !919)
!921 = !DILocation(line: 36, column: 8, scope: !919)
!922 = !DILocation(line: 36, column: 19, scope: !923)
!923 = distinct !DILexicalBlock(scope: !919, file: !1, line: 36, column: 3)
!924 = !DILocation(line: 36, column: 23, scope: !923)
!925 = !DILocation(line: 36, column: 21, scope: !923)
!926 = !DILocation(line: 36, column: 3, scope: !919)
!927 = !DILocation(line: 37, column: 14, scope: !923)
!928 = !DILocation(line: 37, column: 16, scope: !923)
!929 = !DILocation(line: 37, column: 7, scope: !923)
!930 = !DILocation(line: 37, column: 9, scope: !923)
!931 = !DILocation(line: 37, column: 5, scope: !923)
!932 = !DILocation(line: 37, column: 12, scope: !923)
!933 = !DILocation(line: 36, column: 27, scope: !923)
!934 = !DILocation(line: 36, column: 3, scope: !923)
!935 = distinct !{!935, !926, !936, !937}
!936 = !DILocation(line: 37, column: 18, scope: !919)
!937 = !{!"llvm.loop.mustprogress"}
!938 = !DILocalVariable(name: "s", scope: !939, file: !1, line: 38, type: !503)
!939 = distinct !DILexicalBlock(scope: !896, file: !1, line: 38, column: 3)
!940 = !DILocation(line: 38, column: 12, scope: !939)
!941 = !DILocation(line: 38, column: 8, scope: !939)
!942 = !DILocation(line: 38, column: 19, scope: !943)
!943 = distinct !DILexicalBlock(scope: !939, file: !1, line: 38, column: 3)
!944 = !DILocation(line: 38, column: 21, scope: !943)
!945 = !DILocation(line: 38, column: 3, scope: !939)
!946 = !DILocation(line: 39, column: 5, scope: !943)
!947 = !DILocation(line: 38, column: 27, scope: !943)
!948 = !DILocation(line: 38, column: 3, scope: !943)
!949 = distinct !{!949, !945, !950, !937}
!950 = !DILocation(line: 39, column: 17, scope: !939)
!951 = !DILocation(line: 49, column: 1, scope: !943)
!952 = !DILocalVariable(name: "a", scope: !896, file: !1, line: 40, type: !5)
!953 = !DILocation(line: 40, column: 23, scope: !896)
!954 = !DILocation(line: 40, column: 25, scope: !896)
!955 = !DILocation(line: 40, column: 29, scope: !896)
!956 = !DILocation(line: 40, column: 27, scope: !896)
!957 = !DILocalVariable(name: "x", scope: !896, file: !1, line: 40, type: !5)
!958 = !DILocation(line: 40, column: 33, scope: !896)
!959 = !DILocation(line: 40, column: 35, scope: !896)
!960 = !DILocalVariable(name: "y", scope: !896, file: !1, line: 40, type: !5)
!961 = !DILocation(line: 40, column: 39, scope: !896)
!962 = !DILocation(line: 40, column: 41, scope: !896)
!963 = !DILocalVariable(name: "i", scope: !964, file: !1, line: 41, type: !503)
!964 = distinct !DILexicalBlock(scope: !896, file: !1, line: 41, column: 3)
!965 = !DILocation(line: 41, column: 12, scope: !964)
!966 = !DILocation(line: 41, column: 8, scope: !964)
!967 = !DILocation(line: 41, column: 19, scope: !968)
!968 = distinct !DILexicalBlock(scope: !964, file: !1, line: 41, column: 3)
!969 = !DILocation(line: 41, column: 23, scope: !968)
!970 = !DILocation(line: 41, column: 21, scope: !968)
!971 = !DILocation(line: 41, column: 3, scope: !964)
!972 = !DILocalVariable(name: "j", scope: !973, file: !1, line: 42, type: !503)
!973 = distinct !DILexicalBlock(scope: !968, file: !1, line: 42, column: 5)
!974 = !DILocation(line: 42, column: 14, scope: !973)
!975 = !DILocation(line: 42, column: 10, scope: !973)
!976 = !DILocation(line: 42, column: 21, scope: !977)
!977 = distinct !DILexicalBlock(scope: !973, file: !1, line: 42, column: 5)
!978 = !DILocation(line: 42, column: 25, scope: !977)
!979 = !DILocation(line: 42, column: 23, scope: !977)
!980 = !DILocation(line: 42, column: 5, scope: !973)
!981 = !DILocation(line: 43, column: 23, scope: !977)
!982 = !DILocation(line: 43, column: 27, scope: !977)
!983 = !DILocation(line: 43, column: 25, scope: !977)
!984 = !DILocation(line: 43, column: 30, scope: !977)
!985 = !DILocation(line: 43, column: 22, scope: !977)
!986 = !DILocation(line: 43, column: 9, scope: !977)
!987 = !DILocation(line: 43, column: 13, scope: !977)
!988 = !DILocation(line: 43, column: 11, scope: !977)
!989 = !DILocation(line: 43, column: 17, scope: !977)
!990 = !DILocation(line: 43, column: 15, scope: !977)
!991 = !DILocation(line: 43, column: 7, scope: !977)
!992 = !DILocation(line: 43, column: 20, scope: !977)
!993 = !DILocation(line: 42, column: 29, scope: !977)
!994 = !DILocation(line: 42, column: 5, scope: !977)
!995 = distinct !{!995, !980, !996, !937}
!996 = !DILocation(line: 43, column: 32, scope: !973)
!997 = !DILocation(line: 49, column: 1, scope: !896)
!998 = !DILocation(line: 41, column: 27, scope: !968)
!999 = !DILocation(line: 41, column: 3, scope: !968)
!1000 = distinct !{!1000, !971, !1001, !937}
!1001 = !DILocation(line: 43, column: 32, scope: !964)
!1002 = !DILocalVariable(name: "j", scope: !1003, file: !1, line: 44, type: !503)
!1003 = distinct !DILexicalBlock(scope: !896, file: !1, line: 44, column: 3)
!1004 = !DILocation(line: 44, column: 12, scope: !1003)
!1005 = !DILocation(line: 44, column: 8, scope: !1003)
!1006 = !DILocation(line: 44, column: 19, scope: !1007)
!1007 = distinct !DILexicalBlock(scope: !1003, file: !1, line: 44, column: 3)
!1008 = !DILocation(line: 44, column: 23, scope: !1007)
!1009 = !DILocation(line: 44, column: 21, scope: !1007)
!1010 = !DILocation(line: 44, column: 3, scope: !1003)
!1011 = !DILocation(line: 45, column: 12, scope: !1007)
!1012 = !DILocation(line: 45, column: 7, scope: !1007)
!1013 = !DILocation(line: 45, column: 5, scope: !1007)
!1014 = !DILocation(line: 45, column: 10, scope: !1007)
!1015 = !DILocation(line: 44, column: 27, scope: !1007)
!1016 = !DILocation(line: 44, column: 3, scope: !1007)
!1017 = distinct !{!1017, !1010, !1018, !937}
!1018 = !DILocation(line: 45, column: 12, scope: !1003)
!1019 = !DILocation(line: 46, column: 10, scope: !896)
!1020 = !DILocation(line: 46, column: 13, scope: !896)
!1021 = !DILocation(line: 46, column: 3, scope: !896)
!1022 = !DILocation(line: 47, column: 28, scope: !896)
!1023 = !DILocation(line: 47, column: 30, scope: !896)
!1024 = !DILocation(line: 47, column: 32, scope: !896)
!1025 = !DILocation(line: 47, column: 26, scope: !896)
!1026 = !DILocation(line: 47, column: 40, scope: !896)
!1027 = !DILocation(line: 47, column: 42, scope: !896)
!1028 = !DILocation(line: 47, column: 38, scope: !896)
!1029 = !DILocation(line: 47, column: 3, scope: !896)
!1030 = !DILocation(line: 48, column: 3, scope: !896)
!1031 = distinct !DISubprogram(name: "Field", linkageName: "_ZN5FieldC2Ei", scope: !500, file: !1, line: 15, type: !507, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !506, retainedNodes: !135)
!1032 = !DILocalVariable(name: "this", arg: 1, scope: !1031, type: !1033, flags: DIFlagArtificial | DIFlagObjectPointer)
!1033 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !500, size: 64)
!1034 = !DILocation(line: 0, scope: !1031)
!1035 = !DILocalVariable(name: "n", arg: 2, scope: !1031, file: !1, line: 15, type: !503)
!1036 = !DILocation(line: 15, column: 22, scope: !1031)
!1037 = !DILocation(line: 15, column: 27, scope: !1031)
!1038 = !DILocation(line: 15, column: 29, scope: !1031)
!1039 = !DILocation(line: 15, column: 33, scope: !1031)
!1040 = !DILocation(line: 15, column: 35, scope: !1031)
!1041 = !DILocation(line: 15, column: 39, scope: !1031)
!1042 = !DILocation(line: 15, column: 41, scope: !1031)
!1043 = !DILocation(line: 15, column: 45, scope: !1031)
!1044 = !DILocation(line: 15, column: 45, scope: !1045)
!1045 = distinct !DILexicalBlock(scope: !1031, file: !1, line: 15, column: 44)
!1046 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1121, type: !394, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !393, retainedNodes: !135)
!1047 = !DILocalVariable(name: "this", arg: 1, scope: !1046, type: !1048, flags: DIFlagArtificial | DIFlagObjectPointer)
!1048 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!1049 = !DILocation(line: 0, scope: !1046)
!1050 = !DILocalVariable(name: "__n", arg: 2, scope: !1046, file: !4, line: 1121, type: !292)
!1051 = !DILocation(line: 1121, column: 28, scope: !1046)
!1052 = !DILocation(line: 1124, column: 17, scope: !1046)
!1053 = !DILocation(line: 1124, column: 11, scope: !1046)
!1054 = !DILocation(line: 1124, column: 25, scope: !1046)
!1055 = !DILocation(line: 1124, column: 36, scope: !1046)
!1056 = !DILocation(line: 1124, column: 34, scope: !1046)
!1057 = !DILocation(line: 1124, column: 2, scope: !1046)
!1058 = distinct !DISubprogram(name: "relax", linkageName: "_ZL5relaxR5Fieldd", scope: !1, file: !1, line: 18, type: !1059, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !135)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{null, !1061, !31}
!1061 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !500, size: 64)
!1062 = !DILocalVariable(name: "f", arg: 1, scope: !1058, file: !1, line: 18, type: !1061)
!1063 = !DILocation(line: 18, column: 26, scope: !1058)
!1064 = !DILocalVariable(name: "w", arg: 2, scope: !1058, file: !1, line: 18, type: !31)
!1065 = !DILocation(line: 18, column: 36, scope: !1058)
!1066 = !DILocalVariable(name: "i", scope: !1067, file: !1, line: 19, type: !503)
!1067 = distinct !DILexicalBlock(scope: !1058, file: !1, line: 19, column: 3)
!1068 = !DILocation(line: 19, column: 12, scope: !1067)
!1069 = !DILocation(line: 19, column: 8, scope: !1067)
!1070 = !DILocation(line: 19, column: 19, scope: !1071)
!1071 = distinct !DILexicalBlock(scope: !1067, file: !1, line: 19, column: 3)
!1072 = !DILocation(line: 19, column: 23, scope: !1071)
!1073 = !DILocation(line: 19, column: 25, scope: !1071)
!1074 = !DILocation(line: 19, column: 27, scope: !1071)
!1075 = !DILocation(line: 19, column: 21, scope: !1071)
!1076 = !DILocation(line: 19, column: 3, scope: !1067)
!1077 = !DILocation(line: 20, column: 19, scope: !1071)
!1078 = !DILocation(line: 20, column: 17, scope: !1071)
!1079 = !DILocation(line: 20, column: 24, scope: !1071)
!1080 = !DILocation(line: 20, column: 26, scope: !1071)
!1081 = !DILocation(line: 20, column: 28, scope: !1071)
!1082 = !DILocation(line: 20, column: 33, scope: !1071)
!1083 = !DILocation(line: 20, column: 35, scope: !1071)
!1084 = !DILocation(line: 20, column: 44, scope: !1071)
!1085 = !DILocation(line: 20, column: 46, scope: !1071)
!1086 = !DILocation(line: 20, column: 48, scope: !1071)
!1087 = !DILocation(line: 20, column: 50, scope: !1071)
!1088 = !DILocation(line: 20, column: 57, scope: !1071)
!1089 = !DILocation(line: 20, column: 59, scope: !1071)
!1090 = !DILocation(line: 20, column: 61, scope: !1071)
!1091 = !DILocation(line: 20, column: 63, scope: !1071)
!1092 = !DILocation(line: 20, column: 55, scope: !1071)
!1093 = !DILocation(line: 20, column: 41, scope: !1071)
!1094 = !DILocation(line: 20, column: 31, scope: !1071)
!1095 = !DILocation(line: 20, column: 5, scope: !1071)
!1096 = !DILocation(line: 20, column: 7, scope: !1071)
!1097 = !DILocation(line: 20, column: 9, scope: !1071)
!1098 = !DILocation(line: 20, column: 12, scope: !1071)
!1099 = !DILocation(line: 19, column: 33, scope: !1071)
!1100 = !DILocation(line: 19, column: 3, scope: !1071)
!1101 = distinct !{!1101, !1076, !1102, !937}
!1102 = !DILocation(line: 20, column: 67, scope: !1067)
!1103 = !DILocation(line: 21, column: 1, scope: !1058)
!1104 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !34, file: !35, line: 156, type: !87, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !86, retainedNodes: !135)
!1105 = !DILocalVariable(name: "this", arg: 1, scope: !1104, type: !1106, flags: DIFlagArtificial | DIFlagObjectPointer)
!1106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!1107 = !DILocation(line: 0, scope: !1104)
!1108 = !DILocation(line: 156, column: 36, scope: !1104)
!1109 = !DILocation(line: 156, column: 7, scope: !1104)
!1110 = !DILocation(line: 156, column: 38, scope: !1104)
!1111 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !5, file: !4, line: 551, type: !290, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !289, retainedNodes: !135)
!1112 = !DILocalVariable(name: "this", arg: 1, scope: !1111, type: !1048, flags: DIFlagArtificial | DIFlagObjectPointer)
!1113 = !DILocation(line: 0, scope: !1111)
!1114 = !DILocalVariable(name: "__n", arg: 2, scope: !1111, file: !4, line: 551, type: !292)
!1115 = !DILocation(line: 551, column: 24, scope: !1111)
!1116 = !DILocalVariable(name: "__a", arg: 3, scope: !1111, file: !4, line: 551, type: !286)
!1117 = !DILocation(line: 551, column: 51, scope: !1111)
!1118 = !DILocation(line: 553, column: 7, scope: !1111)
!1119 = !DILocation(line: 552, column: 33, scope: !1111)
!1120 = !DILocation(line: 552, column: 38, scope: !1111)
!1121 = !DILocation(line: 552, column: 15, scope: !1111)
!1122 = !DILocation(line: 552, column: 44, scope: !1111)
!1123 = !DILocation(line: 552, column: 9, scope: !1111)
!1124 = !DILocation(line: 553, column: 31, scope: !1125)
!1125 = distinct !DILexicalBlock(scope: !1111, file: !4, line: 553, column: 7)
!1126 = !DILocation(line: 553, column: 9, scope: !1125)
!1127 = !DILocation(line: 553, column: 37, scope: !1111)
!1128 = !DILocation(line: 553, column: 37, scope: !1125)
!1129 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !34, file: !35, line: 174, type: !87, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !99, retainedNodes: !135)
!1130 = !DILocalVariable(name: "this", arg: 1, scope: !1129, type: !1106, flags: DIFlagArtificial | DIFlagObjectPointer)
!1131 = !DILocation(line: 0, scope: !1129)
!1132 = !DILocation(line: 174, column: 39, scope: !1133)
!1133 = distinct !DILexicalBlock(scope: !1129, file: !35, line: 174, column: 37)
!1134 = !DILocation(line: 174, column: 39, scope: !1129)
!1135 = distinct !DISubprogram(name: "matvec", linkageName: "_ZL6matveciiRKSt6vectorIdSaIdEES3_RS1_", scope: !1, file: !1, line: 23, type: !1136, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !135)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{null, !503, !503, !302, !302, !336}
!1138 = !DILocalVariable(name: "n", arg: 1, scope: !1135, file: !1, line: 23, type: !503)
!1139 = !DILocation(line: 23, column: 24, scope: !1135)
!1140 = !DILocalVariable(name: "m", arg: 2, scope: !1135, file: !1, line: 23, type: !503)
!1141 = !DILocation(line: 23, column: 31, scope: !1135)
!1142 = !DILocalVariable(name: "a", arg: 3, scope: !1135, file: !1, line: 23, type: !302)
!1143 = !DILocation(line: 23, column: 61, scope: !1135)
!1144 = !DILocalVariable(name: "x", arg: 4, scope: !1135, file: !1, line: 23, type: !302)
!1145 = !DILocation(line: 23, column: 91, scope: !1135)
!1146 = !DILocalVariable(name: "y", arg: 5, scope: !1135, file: !1, line: 23, type: !336)
!1147 = !DILocation(line: 23, column: 115, scope: !1135)
!1148 = !DILocalVariable(name: "i", scope: !1149, file: !1, line: 24, type: !503)
!1149 = distinct !DILexicalBlock(scope: !1135, file: !1, line: 24, column: 3)
!1150 = !DILocation(line: 24, column: 12, scope: !1149)
!1151 = !DILocation(line: 24, column: 8, scope: !1149)
!1152 = !DILocation(line: 24, column: 19, scope: !1153)
!1153 = distinct !DILexicalBlock(scope: !1149, file: !1, line: 24, column: 3)
!1154 = !DILocation(line: 24, column: 23, scope: !1153)
!1155 = !DILocation(line: 24, column: 21, scope: !1153)
!1156 = !DILocation(line: 24, column: 3, scope: !1149)
!1157 = !DILocalVariable(name: "s", scope: !1158, file: !1, line: 25, type: !31)
!1158 = distinct !DILexicalBlock(scope: !1153, file: !1, line: 24, column: 31)
!1159 = !DILocation(line: 25, column: 12, scope: !1158)
!1160 = !DILocalVariable(name: "j", scope: !1161, file: !1, line: 26, type: !503)
!1161 = distinct !DILexicalBlock(scope: !1158, file: !1, line: 26, column: 5)
!1162 = !DILocation(line: 26, column: 14, scope: !1161)
!1163 = !DILocation(line: 26, column: 10, scope: !1161)
!1164 = !DILocation(line: 26, column: 21, scope: !1165)
!1165 = distinct !DILexicalBlock(scope: !1161, file: !1, line: 26, column: 5)
!1166 = !DILocation(line: 26, column: 25, scope: !1165)
!1167 = !DILocation(line: 26, column: 23, scope: !1165)
!1168 = !DILocation(line: 26, column: 5, scope: !1161)
!1169 = !DILocation(line: 27, column: 12, scope: !1165)
!1170 = !DILocation(line: 27, column: 14, scope: !1165)
!1171 = !DILocation(line: 27, column: 18, scope: !1165)
!1172 = !DILocation(line: 27, column: 16, scope: !1165)
!1173 = !DILocation(line: 27, column: 22, scope: !1165)
!1174 = !DILocation(line: 27, column: 20, scope: !1165)
!1175 = !DILocation(line: 27, column: 27, scope: !1165)
!1176 = !DILocation(line: 27, column: 29, scope: !1165)
!1177 = !DILocation(line: 27, column: 9, scope: !1165)
!1178 = !DILocation(line: 27, column: 7, scope: !1165)
!1179 = !DILocation(line: 26, column: 29, scope: !1165)
!1180 = !DILocation(line: 26, column: 5, scope: !1165)
!1181 = distinct !{!1181, !1168, !1182, !937}
!1182 = !DILocation(line: 27, column: 30, scope: !1161)
!1183 = !DILocation(line: 28, column: 12, scope: !1158)
!1184 = !DILocation(line: 28, column: 5, scope: !1158)
!1185 = !DILocation(line: 28, column: 7, scope: !1158)
!1186 = !DILocation(line: 28, column: 10, scope: !1158)
!1187 = !DILocation(line: 29, column: 3, scope: !1158)
!1188 = !DILocation(line: 24, column: 27, scope: !1153)
!1189 = !DILocation(line: 24, column: 3, scope: !1153)
!1190 = distinct !{!1190, !1156, !1191, !937}
!1191 = !DILocation(line: 29, column: 3, scope: !1149)
!1192 = !DILocation(line: 30, column: 1, scope: !1135)
!1193 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !5, file: !4, line: 728, type: !280, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !332, retainedNodes: !135)
!1194 = !DILocalVariable(name: "this", arg: 1, scope: !1193, type: !1048, flags: DIFlagArtificial | DIFlagObjectPointer)
!1195 = !DILocation(line: 0, scope: !1193)
!1196 = !DILocation(line: 730, column: 22, scope: !1197)
!1197 = distinct !DILexicalBlock(scope: !1193, file: !4, line: 729, column: 7)
!1198 = !DILocation(line: 730, column: 16, scope: !1197)
!1199 = !DILocation(line: 730, column: 30, scope: !1197)
!1200 = !DILocation(line: 730, column: 46, scope: !1197)
!1201 = !DILocation(line: 730, column: 40, scope: !1197)
!1202 = !DILocation(line: 730, column: 54, scope: !1197)
!1203 = !DILocation(line: 731, column: 9, scope: !1197)
!1204 = !DILocation(line: 730, column: 2, scope: !1197)
!1205 = !DILocation(line: 733, column: 7, scope: !1197)
!1206 = !DILocation(line: 733, column: 7, scope: !1193)
!1207 = distinct !DISubprogram(name: "~Field", linkageName: "_ZN5FieldD2Ev", scope: !500, file: !1, line: 12, type: !1208, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1210, retainedNodes: !135)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{null, !509}
!1210 = !DISubprogram(name: "~Field", scope: !500, type: !1208, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1211 = !DILocalVariable(name: "this", arg: 1, scope: !1207, type: !1033, flags: DIFlagArtificial | DIFlagObjectPointer)
!1212 = !DILocation(line: 0, scope: !1207)
!1213 = !DILocation(line: 12, column: 8, scope: !1214)
!1214 = distinct !DILexicalBlock(scope: !1207, file: !1, line: 12, column: 8)
!1215 = !DILocation(line: 12, column: 8, scope: !1207)
!1216 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1140, type: !402, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !401, retainedNodes: !135)
!1217 = !DILocalVariable(name: "this", arg: 1, scope: !1216, type: !1218, flags: DIFlagArtificial | DIFlagObjectPointer)
!1218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!1219 = !DILocation(line: 0, scope: !1216)
!1220 = !DILocalVariable(name: "__n", arg: 2, scope: !1216, file: !4, line: 1140, type: !292)
!1221 = !DILocation(line: 1140, column: 28, scope: !1216)
!1222 = !DILocation(line: 1143, column: 17, scope: !1216)
!1223 = !DILocation(line: 1143, column: 11, scope: !1216)
!1224 = !DILocation(line: 1143, column: 25, scope: !1216)
!1225 = !DILocation(line: 1143, column: 36, scope: !1216)
!1226 = !DILocation(line: 1143, column: 34, scope: !1216)
!1227 = !DILocation(line: 1143, column: 2, scope: !1216)
!1228 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !40, file: !41, line: 80, type: !44, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !43, retainedNodes: !135)
!1229 = !DILocalVariable(name: "this", arg: 1, scope: !1228, type: !1230, flags: DIFlagArtificial | DIFlagObjectPointer)
!1230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!1231 = !DILocation(line: 0, scope: !1228)
!1232 = !DILocation(line: 80, column: 49, scope: !1228)
!1233 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !40, file: !41, line: 90, type: !44, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !52, retainedNodes: !135)
!1234 = !DILocalVariable(name: "this", arg: 1, scope: !1233, type: !1230, flags: DIFlagArtificial | DIFlagObjectPointer)
!1235 = !DILocation(line: 0, scope: !1233)
!1236 = !DILocation(line: 90, column: 50, scope: !1233)
!1237 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !5, file: !4, line: 1902, type: !477, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !476, retainedNodes: !135)
!1238 = !DILocalVariable(name: "__n", arg: 1, scope: !1237, file: !4, line: 1902, type: !292)
!1239 = !DILocation(line: 1902, column: 35, scope: !1237)
!1240 = !DILocalVariable(name: "__a", arg: 2, scope: !1237, file: !4, line: 1902, type: !286)
!1241 = !DILocation(line: 1902, column: 62, scope: !1237)
!1242 = !DILocation(line: 1904, column: 6, scope: !1243)
!1243 = distinct !DILexicalBlock(scope: !1237, file: !4, line: 1904, column: 6)
!1244 = !DILocation(line: 1904, column: 39, scope: !1243)
!1245 = !DILocation(line: 1904, column: 24, scope: !1243)
!1246 = !DILocation(line: 1904, column: 12, scope: !1243)
!1247 = !DILocation(line: 1904, column: 10, scope: !1243)
!1248 = !DILocation(line: 1904, column: 6, scope: !1237)
!1249 = !DILocation(line: 1905, column: 4, scope: !1243)
!1250 = !DILocation(line: 1907, column: 9, scope: !1237)
!1251 = !DILocation(line: 1907, column: 2, scope: !1237)
!1252 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !9, file: !4, line: 330, type: !208, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !207, retainedNodes: !135)
!1253 = !DILocalVariable(name: "this", arg: 1, scope: !1252, type: !1254, flags: DIFlagArtificial | DIFlagObjectPointer)
!1254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!1255 = !DILocation(line: 0, scope: !1252)
!1256 = !DILocalVariable(name: "__n", arg: 2, scope: !1252, file: !4, line: 330, type: !72)
!1257 = !DILocation(line: 330, column: 27, scope: !1252)
!1258 = !DILocalVariable(name: "__a", arg: 3, scope: !1252, file: !4, line: 330, type: !202)
!1259 = !DILocation(line: 330, column: 54, scope: !1252)
!1260 = !DILocation(line: 331, column: 9, scope: !1252)
!1261 = !DILocation(line: 331, column: 17, scope: !1252)
!1262 = !DILocation(line: 332, column: 27, scope: !1263)
!1263 = distinct !DILexicalBlock(scope: !1252, file: !4, line: 332, column: 7)
!1264 = !DILocation(line: 332, column: 9, scope: !1263)
!1265 = !DILocation(line: 332, column: 33, scope: !1252)
!1266 = !DILocation(line: 332, column: 33, scope: !1263)
!1267 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !5, file: !4, line: 1710, type: !384, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !458, retainedNodes: !135)
!1268 = !DILocalVariable(name: "this", arg: 1, scope: !1267, type: !1048, flags: DIFlagArtificial | DIFlagObjectPointer)
!1269 = !DILocation(line: 0, scope: !1267)
!1270 = !DILocalVariable(name: "__n", arg: 2, scope: !1267, file: !4, line: 1710, type: !292)
!1271 = !DILocation(line: 1710, column: 39, scope: !1267)
!1272 = !DILocation(line: 1713, column: 43, scope: !1267)
!1273 = !DILocation(line: 1713, column: 37, scope: !1267)
!1274 = !DILocation(line: 1713, column: 51, scope: !1267)
!1275 = !DILocation(line: 1713, column: 61, scope: !1267)
!1276 = !DILocation(line: 1714, column: 9, scope: !1267)
!1277 = !DILocation(line: 1713, column: 4, scope: !1267)
!1278 = !DILocation(line: 1712, column: 8, scope: !1267)
!1279 = !DILocation(line: 1712, column: 2, scope: !1267)
!1280 = !DILocation(line: 1712, column: 16, scope: !1267)
!1281 = !DILocation(line: 1712, column: 26, scope: !1267)
!1282 = !DILocation(line: 1715, column: 7, scope: !1267)
!1283 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !9, file: !4, line: 364, type: !197, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !223, retainedNodes: !135)
!1284 = !DILocalVariable(name: "this", arg: 1, scope: !1283, type: !1254, flags: DIFlagArtificial | DIFlagObjectPointer)
!1285 = !DILocation(line: 0, scope: !1283)
!1286 = !DILocation(line: 366, column: 16, scope: !1287)
!1287 = distinct !DILexicalBlock(scope: !1283, file: !4, line: 365, column: 7)
!1288 = !DILocation(line: 366, column: 24, scope: !1287)
!1289 = !DILocation(line: 367, column: 9, scope: !1287)
!1290 = !DILocation(line: 367, column: 17, scope: !1287)
!1291 = !DILocation(line: 367, column: 37, scope: !1287)
!1292 = !DILocation(line: 367, column: 45, scope: !1287)
!1293 = !DILocation(line: 367, column: 35, scope: !1287)
!1294 = !DILocation(line: 366, column: 2, scope: !1287)
!1295 = !DILocation(line: 368, column: 7, scope: !1287)
!1296 = !DILocation(line: 368, column: 7, scope: !1283)
!1297 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !5, file: !4, line: 1911, type: !480, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !479, retainedNodes: !135)
!1298 = !DILocalVariable(name: "__a", arg: 1, scope: !1297, file: !4, line: 1911, type: !482)
!1299 = !DILocation(line: 1911, column: 41, scope: !1297)
!1300 = !DILocalVariable(name: "__diffmax", scope: !1297, file: !4, line: 1916, type: !1301)
!1301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!1302 = !DILocation(line: 1916, column: 15, scope: !1297)
!1303 = !DILocalVariable(name: "__allocmax", scope: !1297, file: !4, line: 1918, type: !1301)
!1304 = !DILocation(line: 1918, column: 15, scope: !1297)
!1305 = !DILocation(line: 1918, column: 52, scope: !1297)
!1306 = !DILocation(line: 1918, column: 28, scope: !1297)
!1307 = !DILocation(line: 1919, column: 9, scope: !1297)
!1308 = !DILocation(line: 1919, column: 2, scope: !1297)
!1309 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2ERKS_", scope: !34, file: !35, line: 159, type: !91, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !135)
!1310 = !DILocalVariable(name: "this", arg: 1, scope: !1309, type: !1106, flags: DIFlagArtificial | DIFlagObjectPointer)
!1311 = !DILocation(line: 0, scope: !1309)
!1312 = !DILocalVariable(name: "__a", arg: 2, scope: !1309, file: !35, line: 159, type: !93)
!1313 = !DILocation(line: 159, column: 34, scope: !1309)
!1314 = !DILocation(line: 160, column: 36, scope: !1309)
!1315 = !DILocation(line: 160, column: 31, scope: !1309)
!1316 = !DILocation(line: 160, column: 9, scope: !1309)
!1317 = !DILocation(line: 160, column: 38, scope: !1309)
!1318 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !23, file: !24, line: 547, type: !109, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !108, retainedNodes: !135)
!1319 = !DILocalVariable(name: "__a", arg: 1, scope: !1318, file: !24, line: 547, type: !112)
!1320 = !DILocation(line: 547, column: 38, scope: !1318)
!1321 = !DILocation(line: 550, column: 9, scope: !1318)
!1322 = !DILocation(line: 550, column: 13, scope: !1318)
!1323 = !DILocation(line: 550, column: 2, scope: !1318)
!1324 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !6, file: !1325, line: 230, type: !1326, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1330, retainedNodes: !135)
!1325 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1326 = !DISubroutineType(types: !1327)
!1327 = !{!1328, !1328, !1328}
!1328 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1329, size: 64)
!1329 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!1330 = !{!1331}
!1331 = !DITemplateTypeParameter(name: "_Tp", type: !74)
!1332 = !DILocalVariable(name: "__a", arg: 1, scope: !1324, file: !1325, line: 230, type: !1328)
!1333 = !DILocation(line: 230, column: 20, scope: !1324)
!1334 = !DILocalVariable(name: "__b", arg: 2, scope: !1324, file: !1325, line: 230, type: !1328)
!1335 = !DILocation(line: 230, column: 36, scope: !1324)
!1336 = !DILocation(line: 235, column: 11, scope: !1337)
!1337 = distinct !DILexicalBlock(scope: !1324, file: !1325, line: 235, column: 11)
!1338 = !DILocation(line: 235, column: 17, scope: !1337)
!1339 = !DILocation(line: 235, column: 15, scope: !1337)
!1340 = !DILocation(line: 235, column: 11, scope: !1324)
!1341 = !DILocation(line: 236, column: 9, scope: !1337)
!1342 = !DILocation(line: 236, column: 2, scope: !1337)
!1343 = !DILocation(line: 237, column: 14, scope: !1324)
!1344 = !DILocation(line: 237, column: 7, scope: !1324)
!1345 = !DILocation(line: 238, column: 5, scope: !1324)
!1346 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !40, file: !41, line: 167, type: !81, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !80, retainedNodes: !135)
!1347 = !DILocalVariable(name: "this", arg: 1, scope: !1346, type: !1348, flags: DIFlagArtificial | DIFlagObjectPointer)
!1348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!1349 = !DILocation(line: 0, scope: !1346)
!1350 = !DILocation(line: 168, column: 16, scope: !1346)
!1351 = !DILocation(line: 168, column: 9, scope: !1346)
!1352 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !40, file: !41, line: 210, type: !81, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !83, retainedNodes: !135)
!1353 = !DILocalVariable(name: "this", arg: 1, scope: !1352, type: !1348, flags: DIFlagArtificial | DIFlagObjectPointer)
!1354 = !DILocation(line: 0, scope: !1352)
!1355 = !DILocation(line: 213, column: 2, scope: !1352)
!1356 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2ERKS0_", scope: !40, file: !41, line: 83, type: !48, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !47, retainedNodes: !135)
!1357 = !DILocalVariable(name: "this", arg: 1, scope: !1356, type: !1230, flags: DIFlagArtificial | DIFlagObjectPointer)
!1358 = !DILocation(line: 0, scope: !1356)
!1359 = !DILocalVariable(arg: 2, scope: !1356, file: !41, line: 83, type: !50)
!1360 = !DILocation(line: 83, column: 45, scope: !1356)
!1361 = !DILocation(line: 83, column: 71, scope: !1356)
!1362 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !12, file: !4, line: 143, type: !167, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !166, retainedNodes: !135)
!1363 = !DILocalVariable(name: "this", arg: 1, scope: !1362, type: !1364, flags: DIFlagArtificial | DIFlagObjectPointer)
!1364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!1365 = !DILocation(line: 0, scope: !1362)
!1366 = !DILocalVariable(name: "__a", arg: 2, scope: !1362, file: !4, line: 143, type: !169)
!1367 = !DILocation(line: 143, column: 37, scope: !1362)
!1368 = !DILocation(line: 145, column: 2, scope: !1362)
!1369 = !DILocation(line: 144, column: 19, scope: !1362)
!1370 = !DILocation(line: 144, column: 4, scope: !1362)
!1371 = !DILocation(line: 143, column: 2, scope: !1362)
!1372 = !DILocation(line: 145, column: 4, scope: !1362)
!1373 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !9, file: !4, line: 393, type: !205, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !230, retainedNodes: !135)
!1374 = !DILocalVariable(name: "this", arg: 1, scope: !1373, type: !1254, flags: DIFlagArtificial | DIFlagObjectPointer)
!1375 = !DILocation(line: 0, scope: !1373)
!1376 = !DILocalVariable(name: "__n", arg: 2, scope: !1373, file: !4, line: 393, type: !72)
!1377 = !DILocation(line: 393, column: 32, scope: !1373)
!1378 = !DILocation(line: 395, column: 45, scope: !1373)
!1379 = !DILocation(line: 395, column: 33, scope: !1373)
!1380 = !DILocation(line: 395, column: 8, scope: !1373)
!1381 = !DILocation(line: 395, column: 2, scope: !1373)
!1382 = !DILocation(line: 395, column: 16, scope: !1373)
!1383 = !DILocation(line: 395, column: 25, scope: !1373)
!1384 = !DILocation(line: 396, column: 34, scope: !1373)
!1385 = !DILocation(line: 396, column: 28, scope: !1373)
!1386 = !DILocation(line: 396, column: 42, scope: !1373)
!1387 = !DILocation(line: 396, column: 8, scope: !1373)
!1388 = !DILocation(line: 396, column: 2, scope: !1373)
!1389 = !DILocation(line: 396, column: 16, scope: !1373)
!1390 = !DILocation(line: 396, column: 26, scope: !1373)
!1391 = !DILocation(line: 397, column: 42, scope: !1373)
!1392 = !DILocation(line: 397, column: 36, scope: !1373)
!1393 = !DILocation(line: 397, column: 50, scope: !1373)
!1394 = !DILocation(line: 397, column: 61, scope: !1373)
!1395 = !DILocation(line: 397, column: 59, scope: !1373)
!1396 = !DILocation(line: 397, column: 8, scope: !1373)
!1397 = !DILocation(line: 397, column: 2, scope: !1373)
!1398 = !DILocation(line: 397, column: 16, scope: !1373)
!1399 = !DILocation(line: 397, column: 34, scope: !1373)
!1400 = !DILocation(line: 398, column: 7, scope: !1373)
!1401 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !12, file: !4, line: 133, type: !163, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1402, retainedNodes: !135)
!1402 = !DISubprogram(name: "~_Vector_impl", scope: !12, type: !163, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1403 = !DILocalVariable(name: "this", arg: 1, scope: !1401, type: !1364, flags: DIFlagArtificial | DIFlagObjectPointer)
!1404 = !DILocation(line: 0, scope: !1401)
!1405 = !DILocation(line: 133, column: 14, scope: !1406)
!1406 = distinct !DILexicalBlock(scope: !1401, file: !4, line: 133, column: 14)
!1407 = !DILocation(line: 133, column: 14, scope: !1401)
!1408 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !138, file: !4, line: 99, type: !146, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !145, retainedNodes: !135)
!1409 = !DILocalVariable(name: "this", arg: 1, scope: !1408, type: !1410, flags: DIFlagArtificial | DIFlagObjectPointer)
!1410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!1411 = !DILocation(line: 0, scope: !1408)
!1412 = !DILocation(line: 100, column: 4, scope: !1408)
!1413 = !DILocation(line: 100, column: 16, scope: !1408)
!1414 = !DILocation(line: 100, column: 29, scope: !1408)
!1415 = !DILocation(line: 101, column: 4, scope: !1408)
!1416 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !9, file: !4, line: 375, type: !225, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !224, retainedNodes: !135)
!1417 = !DILocalVariable(name: "this", arg: 1, scope: !1416, type: !1254, flags: DIFlagArtificial | DIFlagObjectPointer)
!1418 = !DILocation(line: 0, scope: !1416)
!1419 = !DILocalVariable(name: "__n", arg: 2, scope: !1416, file: !4, line: 375, type: !72)
!1420 = !DILocation(line: 375, column: 26, scope: !1416)
!1421 = !DILocation(line: 378, column: 9, scope: !1416)
!1422 = !DILocation(line: 378, column: 13, scope: !1416)
!1423 = !DILocation(line: 378, column: 34, scope: !1416)
!1424 = !DILocation(line: 378, column: 43, scope: !1416)
!1425 = !DILocation(line: 378, column: 20, scope: !1416)
!1426 = !DILocation(line: 378, column: 2, scope: !1416)
!1427 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !23, file: !24, line: 463, type: !27, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !26, retainedNodes: !135)
!1428 = !DILocalVariable(name: "__a", arg: 1, scope: !1427, file: !24, line: 463, type: !32)
!1429 = !DILocation(line: 463, column: 32, scope: !1427)
!1430 = !DILocalVariable(name: "__n", arg: 2, scope: !1427, file: !24, line: 463, type: !100)
!1431 = !DILocation(line: 463, column: 47, scope: !1427)
!1432 = !DILocation(line: 464, column: 16, scope: !1427)
!1433 = !DILocation(line: 464, column: 29, scope: !1427)
!1434 = !DILocation(line: 464, column: 20, scope: !1427)
!1435 = !DILocation(line: 464, column: 9, scope: !1427)
!1436 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !40, file: !41, line: 112, type: !69, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !68, retainedNodes: !135)
!1437 = !DILocalVariable(name: "this", arg: 1, scope: !1436, type: !1230, flags: DIFlagArtificial | DIFlagObjectPointer)
!1438 = !DILocation(line: 0, scope: !1436)
!1439 = !DILocalVariable(name: "__n", arg: 2, scope: !1436, file: !41, line: 112, type: !71)
!1440 = !DILocation(line: 112, column: 26, scope: !1436)
!1441 = !DILocalVariable(arg: 3, scope: !1436, file: !41, line: 112, type: !75)
!1442 = !DILocation(line: 112, column: 43, scope: !1436)
!1443 = !DILocation(line: 120, column: 23, scope: !1444)
!1444 = distinct !DILexicalBlock(scope: !1436, file: !41, line: 120, column: 6)
!1445 = !DILocation(line: 120, column: 35, scope: !1444)
!1446 = !DILocation(line: 120, column: 27, scope: !1444)
!1447 = !DILocation(line: 120, column: 6, scope: !1436)
!1448 = !DILocation(line: 124, column: 10, scope: !1449)
!1449 = distinct !DILexicalBlock(scope: !1450, file: !41, line: 124, column: 10)
!1450 = distinct !DILexicalBlock(scope: !1444, file: !41, line: 121, column: 4)
!1451 = !DILocation(line: 124, column: 14, scope: !1449)
!1452 = !DILocation(line: 124, column: 10, scope: !1450)
!1453 = !DILocation(line: 125, column: 8, scope: !1449)
!1454 = !DILocation(line: 126, column: 6, scope: !1450)
!1455 = !DILocation(line: 137, column: 49, scope: !1436)
!1456 = !DILocation(line: 137, column: 53, scope: !1436)
!1457 = !DILocation(line: 137, column: 27, scope: !1436)
!1458 = !DILocation(line: 137, column: 9, scope: !1436)
!1459 = !DILocation(line: 137, column: 2, scope: !1436)
!1460 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !6, file: !1461, line: 764, type: !1462, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1464, retainedNodes: !135)
!1461 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1462 = !DISubroutineType(types: !1463)
!1463 = !{!30, !30, !74, !98}
!1464 = !{!1465, !1466, !85}
!1465 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !30)
!1466 = !DITemplateTypeParameter(name: "_Size", type: !74)
!1467 = !DILocalVariable(name: "__first", arg: 1, scope: !1460, file: !1461, line: 764, type: !30)
!1468 = !DILocation(line: 764, column: 50, scope: !1460)
!1469 = !DILocalVariable(name: "__n", arg: 2, scope: !1460, file: !1461, line: 764, type: !74)
!1470 = !DILocation(line: 764, column: 65, scope: !1460)
!1471 = !DILocalVariable(arg: 3, scope: !1460, file: !1461, line: 765, type: !98)
!1472 = !DILocation(line: 765, column: 20, scope: !1460)
!1473 = !DILocation(line: 766, column: 45, scope: !1460)
!1474 = !DILocation(line: 766, column: 54, scope: !1460)
!1475 = !DILocation(line: 766, column: 14, scope: !1460)
!1476 = !DILocation(line: 766, column: 7, scope: !1460)
!1477 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !9, file: !4, line: 298, type: !183, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !182, retainedNodes: !135)
!1478 = !DILocalVariable(name: "this", arg: 1, scope: !1477, type: !1254, flags: DIFlagArtificial | DIFlagObjectPointer)
!1479 = !DILocation(line: 0, scope: !1477)
!1480 = !DILocation(line: 299, column: 22, scope: !1477)
!1481 = !DILocation(line: 299, column: 16, scope: !1477)
!1482 = !DILocation(line: 299, column: 9, scope: !1477)
!1483 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !6, file: !1461, line: 691, type: !1484, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1486, retainedNodes: !135)
!1484 = !DISubroutineType(types: !1485)
!1485 = !{!30, !30, !74}
!1486 = !{!1465, !1466}
!1487 = !DILocalVariable(name: "__first", arg: 1, scope: !1483, file: !1461, line: 691, type: !30)
!1488 = !DILocation(line: 691, column: 48, scope: !1483)
!1489 = !DILocalVariable(name: "__n", arg: 2, scope: !1483, file: !1461, line: 691, type: !74)
!1490 = !DILocation(line: 691, column: 63, scope: !1483)
!1491 = !DILocalVariable(name: "__can_fill", scope: !1483, file: !1461, line: 696, type: !240)
!1492 = !DILocation(line: 696, column: 22, scope: !1483)
!1493 = !DILocation(line: 701, column: 21, scope: !1483)
!1494 = !DILocation(line: 701, column: 30, scope: !1483)
!1495 = !DILocation(line: 699, column: 14, scope: !1483)
!1496 = !DILocation(line: 699, column: 7, scope: !1483)
!1497 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1498, file: !1461, line: 655, type: !1484, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1486, declaration: !1501, retainedNodes: !135)
!1498 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !6, file: !1461, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1499, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1499 = !{!1500}
!1500 = !DITemplateValueParameter(name: "_TrivialValueType", type: !128, value: i8 1)
!1501 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1498, file: !1461, line: 655, type: !1484, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1486)
!1502 = !DILocalVariable(name: "__first", arg: 1, scope: !1497, file: !1461, line: 655, type: !30)
!1503 = !DILocation(line: 655, column: 45, scope: !1497)
!1504 = !DILocalVariable(name: "__n", arg: 2, scope: !1497, file: !1461, line: 655, type: !74)
!1505 = !DILocation(line: 655, column: 60, scope: !1497)
!1506 = !DILocation(line: 657, column: 8, scope: !1507)
!1507 = distinct !DILexicalBlock(scope: !1497, file: !1461, line: 657, column: 8)
!1508 = !DILocation(line: 657, column: 12, scope: !1507)
!1509 = !DILocation(line: 657, column: 8, scope: !1497)
!1510 = !DILocalVariable(name: "__val", scope: !1511, file: !1461, line: 659, type: !1512)
!1511 = distinct !DILexicalBlock(scope: !1507, file: !1461, line: 658, column: 6)
!1512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1513, size: 64)
!1513 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1515, file: !1514, line: 213, baseType: !31)
!1514 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1515 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !6, file: !1514, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1516, identifier: "_ZTSSt15iterator_traitsIPdE")
!1516 = !{!1517}
!1517 = !DITemplateTypeParameter(name: "_Iterator", type: !30)
!1518 = !DILocation(line: 659, column: 64, scope: !1511)
!1519 = !DILocation(line: 660, column: 23, scope: !1511)
!1520 = !DILocation(line: 660, column: 5, scope: !1511)
!1521 = !DILocation(line: 661, column: 24, scope: !1511)
!1522 = !DILocation(line: 661, column: 8, scope: !1511)
!1523 = !DILocation(line: 662, column: 8, scope: !1511)
!1524 = !DILocation(line: 663, column: 30, scope: !1511)
!1525 = !DILocation(line: 663, column: 39, scope: !1511)
!1526 = !DILocation(line: 663, column: 43, scope: !1511)
!1527 = !DILocation(line: 663, column: 49, scope: !1511)
!1528 = !DILocation(line: 663, column: 18, scope: !1511)
!1529 = !DILocation(line: 663, column: 16, scope: !1511)
!1530 = !DILocation(line: 664, column: 6, scope: !1511)
!1531 = !DILocation(line: 665, column: 11, scope: !1497)
!1532 = !DILocation(line: 665, column: 4, scope: !1497)
!1533 = distinct !DISubprogram(name: "__addressof<double>", linkageName: "_ZSt11__addressofIdEPT_RS0_", scope: !6, file: !1534, line: 49, type: !1535, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !84, retainedNodes: !135)
!1534 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!1535 = !DISubroutineType(types: !1536)
!1536 = !{!30, !59}
!1537 = !DILocalVariable(name: "__r", arg: 1, scope: !1533, file: !1534, line: 49, type: !59)
!1538 = !DILocation(line: 49, column: 22, scope: !1533)
!1539 = !DILocation(line: 50, column: 34, scope: !1533)
!1540 = !DILocation(line: 50, column: 7, scope: !1533)
!1541 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !6, file: !1542, line: 109, type: !1543, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1545, retainedNodes: !135)
!1542 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1543 = !DISubroutineType(types: !1544)
!1544 = !{null, !30}
!1545 = !{!85, !1546}
!1546 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !135)
!1547 = !DILocalVariable(name: "__p", arg: 1, scope: !1541, file: !1542, line: 109, type: !30)
!1548 = !DILocation(line: 109, column: 21, scope: !1541)
!1549 = !DILocation(line: 119, column: 20, scope: !1541)
!1550 = !DILocation(line: 119, column: 7, scope: !1541)
!1551 = !DILocation(line: 120, column: 5, scope: !1541)
!1552 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !6, file: !1325, line: 1143, type: !1553, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1555, retainedNodes: !135)
!1553 = !DISubroutineType(types: !1554)
!1554 = !{!30, !30, !74, !67}
!1555 = !{!1556, !1466, !85}
!1556 = !DITemplateTypeParameter(name: "_OI", type: !30)
!1557 = !DILocalVariable(name: "__first", arg: 1, scope: !1552, file: !1325, line: 1143, type: !30)
!1558 = !DILocation(line: 1143, column: 16, scope: !1552)
!1559 = !DILocalVariable(name: "__n", arg: 2, scope: !1552, file: !1325, line: 1143, type: !74)
!1560 = !DILocation(line: 1143, column: 31, scope: !1552)
!1561 = !DILocalVariable(name: "__value", arg: 3, scope: !1552, file: !1325, line: 1143, type: !67)
!1562 = !DILocation(line: 1143, column: 47, scope: !1552)
!1563 = !DILocation(line: 1148, column: 30, scope: !1552)
!1564 = !DILocation(line: 1148, column: 62, scope: !1552)
!1565 = !DILocation(line: 1148, column: 39, scope: !1552)
!1566 = !DILocation(line: 1148, column: 68, scope: !1552)
!1567 = !DILocation(line: 1149, column: 11, scope: !1552)
!1568 = !DILocation(line: 1148, column: 14, scope: !1552)
!1569 = !DILocation(line: 1148, column: 7, scope: !1552)
!1570 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !6, file: !1325, line: 1108, type: !1571, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1583, retainedNodes: !135)
!1571 = !DISubroutineType(types: !1572)
!1572 = !{!30, !30, !74, !67, !1573}
!1573 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !6, file: !1514, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1574, identifier: "_ZTSSt26random_access_iterator_tag")
!1574 = !{!1575}
!1575 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1573, baseType: !1576, extraData: i32 0)
!1576 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !6, file: !1514, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1577, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1577 = !{!1578}
!1578 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1576, baseType: !1579, extraData: i32 0)
!1579 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !6, file: !1514, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1580, identifier: "_ZTSSt20forward_iterator_tag")
!1580 = !{!1581}
!1581 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1579, baseType: !1582, extraData: i32 0)
!1582 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !6, file: !1514, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !135, identifier: "_ZTSSt18input_iterator_tag")
!1583 = !{!1584, !1466, !85}
!1584 = !DITemplateTypeParameter(name: "_OutputIterator", type: !30)
!1585 = !DILocalVariable(name: "__first", arg: 1, scope: !1570, file: !1325, line: 1108, type: !30)
!1586 = !DILocation(line: 1108, column: 32, scope: !1570)
!1587 = !DILocalVariable(name: "__n", arg: 2, scope: !1570, file: !1325, line: 1108, type: !74)
!1588 = !DILocation(line: 1108, column: 47, scope: !1570)
!1589 = !DILocalVariable(name: "__value", arg: 3, scope: !1570, file: !1325, line: 1108, type: !67)
!1590 = !DILocation(line: 1108, column: 63, scope: !1570)
!1591 = !DILocalVariable(arg: 4, scope: !1570, file: !1325, line: 1109, type: !1573)
!1592 = !DILocation(line: 1109, column: 40, scope: !1570)
!1593 = !DILocation(line: 1114, column: 11, scope: !1594)
!1594 = distinct !DILexicalBlock(scope: !1570, file: !1325, line: 1114, column: 11)
!1595 = !DILocation(line: 1114, column: 15, scope: !1594)
!1596 = !DILocation(line: 1114, column: 11, scope: !1570)
!1597 = !DILocation(line: 1115, column: 9, scope: !1594)
!1598 = !DILocation(line: 1115, column: 2, scope: !1594)
!1599 = !DILocation(line: 1119, column: 21, scope: !1570)
!1600 = !DILocation(line: 1119, column: 30, scope: !1570)
!1601 = !DILocation(line: 1119, column: 40, scope: !1570)
!1602 = !DILocation(line: 1119, column: 38, scope: !1570)
!1603 = !DILocation(line: 1119, column: 45, scope: !1570)
!1604 = !DILocation(line: 1119, column: 7, scope: !1570)
!1605 = !DILocation(line: 1120, column: 14, scope: !1570)
!1606 = !DILocation(line: 1120, column: 24, scope: !1570)
!1607 = !DILocation(line: 1120, column: 22, scope: !1570)
!1608 = !DILocation(line: 1120, column: 7, scope: !1570)
!1609 = !DILocation(line: 1121, column: 5, scope: !1570)
!1610 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !6, file: !1325, line: 1009, type: !1611, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !135)
!1611 = !DISubroutineType(types: !1612)
!1612 = !{!74, !74}
!1613 = !DILocalVariable(name: "__n", arg: 1, scope: !1610, file: !1325, line: 1009, type: !74)
!1614 = !DILocation(line: 1009, column: 35, scope: !1610)
!1615 = !DILocation(line: 1009, column: 49, scope: !1610)
!1616 = !DILocation(line: 1009, column: 42, scope: !1610)
!1617 = distinct !DISubprogram(name: "__iterator_category<double *>", linkageName: "_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !6, file: !1514, line: 238, type: !1618, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1623, retainedNodes: !135)
!1618 = !DISubroutineType(types: !1619)
!1619 = !{!1620, !1621}
!1620 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !1515, file: !1514, line: 212, baseType: !1573)
!1621 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1622, size: 64)
!1622 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!1623 = !{!1624}
!1624 = !DITemplateTypeParameter(name: "_Iter", type: !30)
!1625 = !DILocalVariable(arg: 1, scope: !1617, file: !1514, line: 238, type: !1621)
!1626 = !DILocation(line: 238, column: 37, scope: !1617)
!1627 = !DILocation(line: 239, column: 7, scope: !1617)
!1628 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !6, file: !1325, line: 967, type: !1629, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1631, retainedNodes: !135)
!1629 = !DISubroutineType(types: !1630)
!1630 = !{null, !30, !30, !67}
!1631 = !{!1632, !85}
!1632 = !DITemplateTypeParameter(name: "_FIte", type: !30)
!1633 = !DILocalVariable(name: "__first", arg: 1, scope: !1628, file: !1325, line: 967, type: !30)
!1634 = !DILocation(line: 967, column: 20, scope: !1628)
!1635 = !DILocalVariable(name: "__last", arg: 2, scope: !1628, file: !1325, line: 967, type: !30)
!1636 = !DILocation(line: 967, column: 35, scope: !1628)
!1637 = !DILocalVariable(name: "__value", arg: 3, scope: !1628, file: !1325, line: 967, type: !67)
!1638 = !DILocation(line: 967, column: 54, scope: !1628)
!1639 = !DILocation(line: 968, column: 22, scope: !1628)
!1640 = !DILocation(line: 968, column: 31, scope: !1628)
!1641 = !DILocation(line: 968, column: 39, scope: !1628)
!1642 = !DILocation(line: 968, column: 7, scope: !1628)
!1643 = !DILocation(line: 968, column: 49, scope: !1628)
!1644 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !6, file: !1325, line: 917, type: !1645, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1653, retainedNodes: !135)
!1645 = !DISubroutineType(types: !1646)
!1646 = !{!1647, !30, !30, !67}
!1647 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1649, file: !1648, line: 50, baseType: null)
!1648 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1649 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !20, file: !1648, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1650, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1650 = !{!1651, !1652}
!1651 = !DITemplateValueParameter(type: !128, value: i8 1)
!1652 = !DITemplateTypeParameter(type: null)
!1653 = !{!1465, !85}
!1654 = !DILocalVariable(name: "__first", arg: 1, scope: !1644, file: !1325, line: 917, type: !30)
!1655 = !DILocation(line: 917, column: 32, scope: !1644)
!1656 = !DILocalVariable(name: "__last", arg: 2, scope: !1644, file: !1325, line: 917, type: !30)
!1657 = !DILocation(line: 917, column: 58, scope: !1644)
!1658 = !DILocalVariable(name: "__value", arg: 3, scope: !1644, file: !1325, line: 918, type: !67)
!1659 = !DILocation(line: 918, column: 19, scope: !1644)
!1660 = !DILocalVariable(name: "__tmp", scope: !1644, file: !1325, line: 920, type: !65)
!1661 = !DILocation(line: 920, column: 17, scope: !1644)
!1662 = !DILocation(line: 920, column: 25, scope: !1644)
!1663 = !DILocation(line: 921, column: 7, scope: !1644)
!1664 = !DILocation(line: 921, column: 14, scope: !1665)
!1665 = distinct !DILexicalBlock(scope: !1666, file: !1325, line: 921, column: 7)
!1666 = distinct !DILexicalBlock(scope: !1644, file: !1325, line: 921, column: 7)
!1667 = !DILocation(line: 921, column: 25, scope: !1665)
!1668 = !DILocation(line: 921, column: 22, scope: !1665)
!1669 = !DILocation(line: 921, column: 7, scope: !1666)
!1670 = !DILocation(line: 922, column: 13, scope: !1665)
!1671 = !DILocation(line: 922, column: 3, scope: !1665)
!1672 = !DILocation(line: 922, column: 11, scope: !1665)
!1673 = !DILocation(line: 922, column: 2, scope: !1665)
!1674 = !DILocation(line: 921, column: 33, scope: !1665)
!1675 = !DILocation(line: 921, column: 7, scope: !1665)
!1676 = distinct !{!1676, !1669, !1677, !937}
!1677 = !DILocation(line: 922, column: 13, scope: !1666)
!1678 = !DILocation(line: 923, column: 5, scope: !1644)
!1679 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !9, file: !4, line: 383, type: !228, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !227, retainedNodes: !135)
!1680 = !DILocalVariable(name: "this", arg: 1, scope: !1679, type: !1254, flags: DIFlagArtificial | DIFlagObjectPointer)
!1681 = !DILocation(line: 0, scope: !1679)
!1682 = !DILocalVariable(name: "__p", arg: 2, scope: !1679, file: !4, line: 383, type: !141)
!1683 = !DILocation(line: 383, column: 29, scope: !1679)
!1684 = !DILocalVariable(name: "__n", arg: 3, scope: !1679, file: !4, line: 383, type: !72)
!1685 = !DILocation(line: 383, column: 41, scope: !1679)
!1686 = !DILocation(line: 386, column: 6, scope: !1687)
!1687 = distinct !DILexicalBlock(scope: !1679, file: !4, line: 386, column: 6)
!1688 = !DILocation(line: 386, column: 6, scope: !1679)
!1689 = !DILocation(line: 387, column: 20, scope: !1687)
!1690 = !DILocation(line: 387, column: 29, scope: !1687)
!1691 = !DILocation(line: 387, column: 34, scope: !1687)
!1692 = !DILocation(line: 387, column: 4, scope: !1687)
!1693 = !DILocation(line: 388, column: 7, scope: !1679)
!1694 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !23, file: !24, line: 495, type: !106, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !135)
!1695 = !DILocalVariable(name: "__a", arg: 1, scope: !1694, file: !24, line: 495, type: !32)
!1696 = !DILocation(line: 495, column: 34, scope: !1694)
!1697 = !DILocalVariable(name: "__p", arg: 2, scope: !1694, file: !24, line: 495, type: !29)
!1698 = !DILocation(line: 495, column: 47, scope: !1694)
!1699 = !DILocalVariable(name: "__n", arg: 3, scope: !1694, file: !24, line: 495, type: !100)
!1700 = !DILocation(line: 495, column: 62, scope: !1694)
!1701 = !DILocation(line: 496, column: 9, scope: !1694)
!1702 = !DILocation(line: 496, column: 24, scope: !1694)
!1703 = !DILocation(line: 496, column: 29, scope: !1694)
!1704 = !DILocation(line: 496, column: 13, scope: !1694)
!1705 = !DILocation(line: 496, column: 35, scope: !1694)
!1706 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !40, file: !41, line: 142, type: !78, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !77, retainedNodes: !135)
!1707 = !DILocalVariable(name: "this", arg: 1, scope: !1706, type: !1230, flags: DIFlagArtificial | DIFlagObjectPointer)
!1708 = !DILocation(line: 0, scope: !1706)
!1709 = !DILocalVariable(name: "__p", arg: 2, scope: !1706, file: !41, line: 142, type: !30)
!1710 = !DILocation(line: 142, column: 23, scope: !1706)
!1711 = !DILocalVariable(name: "__n", arg: 3, scope: !1706, file: !41, line: 142, type: !71)
!1712 = !DILocation(line: 142, column: 38, scope: !1706)
!1713 = !DILocation(line: 158, column: 27, scope: !1706)
!1714 = !DILocation(line: 158, column: 2, scope: !1706)
!1715 = !DILocation(line: 159, column: 7, scope: !1706)
!1716 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !6, file: !24, line: 847, type: !1717, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1653, retainedNodes: !135)
!1717 = !DISubroutineType(types: !1718)
!1718 = !{null, !30, !30, !98}
!1719 = !DILocalVariable(name: "__first", arg: 1, scope: !1716, file: !24, line: 847, type: !30)
!1720 = !DILocation(line: 847, column: 31, scope: !1716)
!1721 = !DILocalVariable(name: "__last", arg: 2, scope: !1716, file: !24, line: 847, type: !30)
!1722 = !DILocation(line: 847, column: 57, scope: !1716)
!1723 = !DILocalVariable(arg: 3, scope: !1716, file: !24, line: 848, type: !98)
!1724 = !DILocation(line: 848, column: 22, scope: !1716)
!1725 = !DILocation(line: 850, column: 16, scope: !1716)
!1726 = !DILocation(line: 850, column: 25, scope: !1716)
!1727 = !DILocation(line: 850, column: 7, scope: !1716)
!1728 = !DILocation(line: 851, column: 5, scope: !1716)
!1729 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !6, file: !1542, line: 182, type: !1730, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1732, retainedNodes: !135)
!1730 = !DISubroutineType(types: !1731)
!1731 = !{null, !30, !30}
!1732 = !{!1465}
!1733 = !DILocalVariable(name: "__first", arg: 1, scope: !1729, file: !1542, line: 182, type: !30)
!1734 = !DILocation(line: 182, column: 31, scope: !1729)
!1735 = !DILocalVariable(name: "__last", arg: 2, scope: !1729, file: !1542, line: 182, type: !30)
!1736 = !DILocation(line: 182, column: 57, scope: !1729)
!1737 = !DILocation(line: 196, column: 12, scope: !1729)
!1738 = !DILocation(line: 196, column: 21, scope: !1729)
!1739 = !DILocation(line: 195, column: 7, scope: !1729)
!1740 = !DILocation(line: 197, column: 5, scope: !1729)
!1741 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1742, file: !1542, line: 172, type: !1730, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1732, declaration: !1744, retainedNodes: !135)
!1742 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !6, file: !1542, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1743, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!1743 = !{!1651}
!1744 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1742, file: !1542, line: 172, type: !1730, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1732)
!1745 = !DILocalVariable(arg: 1, scope: !1741, file: !1542, line: 172, type: !30)
!1746 = !DILocation(line: 172, column: 35, scope: !1741)
!1747 = !DILocalVariable(arg: 2, scope: !1741, file: !1542, line: 172, type: !30)
!1748 = !DILocation(line: 172, column: 53, scope: !1741)
!1749 = !DILocation(line: 172, column: 57, scope: !1741)
