; ModuleID = 'fields_ctor.cpp'
source_filename = "fields_ctor.cpp"
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

$_ZN6Matrix2atEii = comdat any

$_ZN6MatrixD2Ev = comdat any

$_ZNSaIdEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEEC2EmRKS0_ = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

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

$_ZNSt15__new_allocatorIdED2Ev = comdat any

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

$_ZNSt6vectorIdSaIdEEixEm = comdat any

$_ZNK6Matrix4rowsEv = comdat any

$_ZNK6Matrix4colsEv = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !905 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %class.Matrix, align 8
  %9 = alloca %class.Matrix, align 8
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !908, metadata !DIExpression()), !dbg !909
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !910, metadata !DIExpression()), !dbg !911
  call void @llvm.dbg.declare(metadata i32* %6, metadata !912, metadata !DIExpression()), !dbg !913
  %14 = load i32, i32* %4, align 4, !dbg !914
  %15 = icmp sgt i32 %14, 1, !dbg !915
  br i1 %15, label %16, label %21, !dbg !914

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !916
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !916
  %19 = load i8*, i8** %18, align 8, !dbg !916
  %20 = call i32 @atoi(i8* noundef %19) #12, !dbg !917
  br label %22, !dbg !914

21:                                               ; preds = %2
  br label %22, !dbg !914

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 60, %21 ], !dbg !914
  store i32 %23, i32* %6, align 4, !dbg !913
  call void @llvm.dbg.declare(metadata i32* %7, metadata !918, metadata !DIExpression()), !dbg !919
  %24 = load i32, i32* %4, align 4, !dbg !920
  %25 = icmp sgt i32 %24, 2, !dbg !921
  br i1 %25, label %26, label %31, !dbg !920

26:                                               ; preds = %22
  %27 = load i8**, i8*** %5, align 8, !dbg !922
  %28 = getelementptr inbounds i8*, i8** %27, i64 2, !dbg !922
  %29 = load i8*, i8** %28, align 8, !dbg !922
  %30 = call i32 @atoi(i8* noundef %29) #12, !dbg !923
  br label %32, !dbg !920

31:                                               ; preds = %22
  br label %32, !dbg !920

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 40, %31 ], !dbg !920
  store i32 %33, i32* %7, align 4, !dbg !919
  call void @llvm.dbg.declare(metadata %class.Matrix* %8, metadata !924, metadata !DIExpression()), !dbg !925
  %34 = load i32, i32* %6, align 4, !dbg !926
  %35 = load i32, i32* %7, align 4, !dbg !927
  call void @_ZN6MatrixC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8, i32 noundef %34, i32 noundef %35), !dbg !925
  call void @llvm.dbg.declare(metadata %class.Matrix* %9, metadata !928, metadata !DIExpression()), !dbg !929
  %36 = load i32, i32* %7, align 4, !dbg !930
  %37 = load i32, i32* %6, align 4, !dbg !931
  invoke void @_ZN6MatrixC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %9, i32 noundef %36, i32 noundef %37)
          to label %38 unwind label %60, !dbg !929

38:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32* %12, metadata !932, metadata !DIExpression()), !dbg !934
  store i32 0, i32* %12, align 4, !dbg !934
  br label %39, !dbg !935

39:                                               ; preds = %69, %38
  %40 = load i32, i32* %12, align 4, !dbg !936
  %41 = load i32, i32* %6, align 4, !dbg !938
  %42 = icmp slt i32 %40, %41, !dbg !939
  br i1 %42, label %43, label %72, !dbg !940

43:                                               ; preds = %39
  call void @llvm.dbg.declare(metadata i32* %13, metadata !941, metadata !DIExpression()), !dbg !943
  store i32 0, i32* %13, align 4, !dbg !943
  br label %44, !dbg !944

44:                                               ; preds = %57, %43
  %45 = load i32, i32* %13, align 4, !dbg !945
  %46 = load i32, i32* %7, align 4, !dbg !947
  %47 = icmp slt i32 %45, %46, !dbg !948
  br i1 %47, label %48, label %68, !dbg !949

48:                                               ; preds = %44
  %49 = load i32, i32* %12, align 4, !dbg !950
  %50 = load i32, i32* %13, align 4, !dbg !951
  %51 = add nsw i32 %49, %50, !dbg !952
  %52 = sitofp i32 %51 to double, !dbg !950
  %53 = load i32, i32* %12, align 4, !dbg !953
  %54 = load i32, i32* %13, align 4, !dbg !954
  %55 = invoke noundef nonnull align 8 dereferenceable(8) double* @_ZN6Matrix2atEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8, i32 noundef %53, i32 noundef %54)
          to label %56 unwind label %64, !dbg !955

56:                                               ; preds = %48
  store double %52, double* %55, align 8, !dbg !956
  br label %57, !dbg !957

57:                                               ; preds = %56
  %58 = load i32, i32* %13, align 4, !dbg !958
  %59 = add nsw i32 %58, 1, !dbg !958
  store i32 %59, i32* %13, align 4, !dbg !958
  br label %44, !dbg !959, !llvm.loop !960

60:                                               ; preds = %32
  %61 = landingpad { i8*, i32 }
          cleanup, !dbg !963
  %62 = extractvalue { i8*, i32 } %61, 0, !dbg !963
  store i8* %62, i8** %10, align 8, !dbg !963
  %63 = extractvalue { i8*, i32 } %61, 1, !dbg !963
  store i32 %63, i32* %11, align 4, !dbg !963
  br label %80, !dbg !963

64:                                               ; preds = %75, %73, %72, %48
  %65 = landingpad { i8*, i32 }
          cleanup, !dbg !964
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !964
  store i8* %66, i8** %10, align 8, !dbg !964
  %67 = extractvalue { i8*, i32 } %65, 1, !dbg !964
  store i32 %67, i32* %11, align 4, !dbg !964
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %9) #13, !dbg !963
  br label %80, !dbg !963

68:                                               ; preds = %44
  br label %69, !dbg !961

69:                                               ; preds = %68
  %70 = load i32, i32* %12, align 4, !dbg !965
  %71 = add nsw i32 %70, 1, !dbg !965
  store i32 %71, i32* %12, align 4, !dbg !965
  br label %39, !dbg !966, !llvm.loop !967

72:                                               ; preds = %39
  invoke void @_ZL9transposeR6MatrixS0_(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %9)
          to label %73 unwind label %64, !dbg !969

73:                                               ; preds = %72
  %74 = invoke noundef nonnull align 8 dereferenceable(8) double* @_ZN6Matrix2atEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %9, i32 noundef 3, i32 noundef 4)
          to label %75 unwind label %64, !dbg !970

75:                                               ; preds = %73
  %76 = load double, double* %74, align 8, !dbg !970
  %77 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %76)
          to label %78 unwind label %64, !dbg !971

78:                                               ; preds = %75
  store i32 0, i32* %3, align 4, !dbg !972
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %9) #13, !dbg !963
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8) #13, !dbg !963
  %79 = load i32, i32* %3, align 4, !dbg !963
  ret i32 %79, !dbg !963

80:                                               ; preds = %64, %60
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8) #13, !dbg !963
  br label %81, !dbg !963

81:                                               ; preds = %80
  %82 = load i8*, i8** %10, align 8, !dbg !963
  %83 = load i32, i32* %11, align 4, !dbg !963
  %84 = insertvalue { i8*, i32 } undef, i8* %82, 0, !dbg !963
  %85 = insertvalue { i8*, i32 } %84, i32 %83, 1, !dbg !963
  resume { i8*, i32 } %85, !dbg !963
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !973 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::allocator", align 1
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !974, metadata !DIExpression()), !dbg !976
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !977, metadata !DIExpression()), !dbg !978
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !979, metadata !DIExpression()), !dbg !980
  %10 = load %class.Matrix*, %class.Matrix** %4, align 8
  %11 = getelementptr inbounds %class.Matrix, %class.Matrix* %10, i32 0, i32 0, !dbg !981
  %12 = load i32, i32* %5, align 4, !dbg !982
  store i32 %12, i32* %11, align 8, !dbg !981
  %13 = getelementptr inbounds %class.Matrix, %class.Matrix* %10, i32 0, i32 1, !dbg !983
  %14 = load i32, i32* %6, align 4, !dbg !984
  store i32 %14, i32* %13, align 4, !dbg !983
  %15 = getelementptr inbounds %class.Matrix, %class.Matrix* %10, i32 0, i32 2, !dbg !985
  %16 = load i32, i32* %5, align 4, !dbg !986
  %17 = sext i32 %16 to i64, !dbg !986
  %18 = load i32, i32* %6, align 4, !dbg !987
  %19 = sext i32 %18 to i64, !dbg !987
  %20 = mul i64 %17, %19, !dbg !988
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !985
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %20, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7)
          to label %21 unwind label %22, !dbg !985

21:                                               ; preds = %3
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !985
  ret void, !dbg !989

22:                                               ; preds = %3
  %23 = landingpad { i8*, i32 }
          cleanup, !dbg !989
  %24 = extractvalue { i8*, i32 } %23, 0, !dbg !989
  store i8* %24, i8** %8, align 8, !dbg !989
  %25 = extractvalue { i8*, i32 } %23, 1, !dbg !989
  store i32 %25, i32* %9, align 4, !dbg !989
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !985
  br label %26, !dbg !985

26:                                               ; preds = %22
  %27 = load i8*, i8** %8, align 8, !dbg !985
  %28 = load i32, i32* %9, align 4, !dbg !985
  %29 = insertvalue { i8*, i32 } undef, i8* %27, 0, !dbg !985
  %30 = insertvalue { i8*, i32 } %29, i32 %28, 1, !dbg !985
  resume { i8*, i32 } %30, !dbg !985
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZN6Matrix2atEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #4 comdat align 2 !dbg !990 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !991, metadata !DIExpression()), !dbg !992
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !993, metadata !DIExpression()), !dbg !994
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !995, metadata !DIExpression()), !dbg !996
  %7 = load %class.Matrix*, %class.Matrix** %4, align 8
  %8 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 2, !dbg !997
  %9 = load i32, i32* %5, align 4, !dbg !998
  %10 = sext i32 %9 to i64, !dbg !998
  %11 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 1, !dbg !999
  %12 = load i32, i32* %11, align 4, !dbg !999
  %13 = sext i32 %12 to i64, !dbg !999
  %14 = mul i64 %10, %13, !dbg !1000
  %15 = load i32, i32* %6, align 4, !dbg !1001
  %16 = sext i32 %15 to i64, !dbg !1001
  %17 = add i64 %14, %16, !dbg !1002
  %18 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #13, !dbg !997
  ret double* %18, !dbg !1003
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL9transposeR6MatrixS0_(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %1) #5 !dbg !1004 {
  %3 = alloca %class.Matrix*, align 8
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %3, metadata !1008, metadata !DIExpression()), !dbg !1009
  store %class.Matrix* %1, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !1010, metadata !DIExpression()), !dbg !1011
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1012, metadata !DIExpression()), !dbg !1014
  store i32 0, i32* %5, align 4, !dbg !1014
  br label %7, !dbg !1015

7:                                                ; preds = %32, %2
  %8 = load i32, i32* %5, align 4, !dbg !1016
  %9 = load %class.Matrix*, %class.Matrix** %3, align 8, !dbg !1018
  %10 = call noundef i32 @_ZNK6Matrix4rowsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %9), !dbg !1019
  %11 = icmp slt i32 %8, %10, !dbg !1020
  br i1 %11, label %12, label %35, !dbg !1021

12:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1022, metadata !DIExpression()), !dbg !1024
  store i32 0, i32* %6, align 4, !dbg !1024
  br label %13, !dbg !1025

13:                                               ; preds = %28, %12
  %14 = load i32, i32* %6, align 4, !dbg !1026
  %15 = load %class.Matrix*, %class.Matrix** %3, align 8, !dbg !1028
  %16 = call noundef i32 @_ZNK6Matrix4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %15), !dbg !1029
  %17 = icmp slt i32 %14, %16, !dbg !1030
  br i1 %17, label %18, label %31, !dbg !1031

18:                                               ; preds = %13
  %19 = load %class.Matrix*, %class.Matrix** %3, align 8, !dbg !1032
  %20 = load i32, i32* %5, align 4, !dbg !1033
  %21 = load i32, i32* %6, align 4, !dbg !1034
  %22 = call noundef nonnull align 8 dereferenceable(8) double* @_ZN6Matrix2atEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %19, i32 noundef %20, i32 noundef %21), !dbg !1035
  %23 = load double, double* %22, align 8, !dbg !1035
  %24 = load %class.Matrix*, %class.Matrix** %4, align 8, !dbg !1036
  %25 = load i32, i32* %6, align 4, !dbg !1037
  %26 = load i32, i32* %5, align 4, !dbg !1038
  %27 = call noundef nonnull align 8 dereferenceable(8) double* @_ZN6Matrix2atEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %24, i32 noundef %25, i32 noundef %26), !dbg !1039
  store double %23, double* %27, align 8, !dbg !1040
  br label %28, !dbg !1036

28:                                               ; preds = %18
  %29 = load i32, i32* %6, align 4, !dbg !1041
  %30 = add nsw i32 %29, 1, !dbg !1041
  store i32 %30, i32* %6, align 4, !dbg !1041
  br label %13, !dbg !1042, !llvm.loop !1043

31:                                               ; preds = %13
  br label %32, !dbg !1044

32:                                               ; preds = %31
  %33 = load i32, i32* %5, align 4, !dbg !1045
  %34 = add nsw i32 %33, 1, !dbg !1045
  store i32 %34, i32* %5, align 4, !dbg !1045
  br label %7, !dbg !1046, !llvm.loop !1047

35:                                               ; preds = %7
  ret void, !dbg !1049
}

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !1050 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1054, metadata !DIExpression()), !dbg !1055
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 2, !dbg !1056
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !1056
  ret void, !dbg !1058
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1059 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1060, metadata !DIExpression()), !dbg !1062
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1063
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1064
  ret void, !dbg !1065
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1066 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1067, metadata !DIExpression()), !dbg !1069
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1070, metadata !DIExpression()), !dbg !1071
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1072, metadata !DIExpression()), !dbg !1073
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1074
  %11 = load i64, i64* %5, align 8, !dbg !1075
  %12 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1076
  %13 = call noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !1077
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1078
  call void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1079
  %15 = load i64, i64* %5, align 8, !dbg !1080
  invoke void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !1082

16:                                               ; preds = %3
  ret void, !dbg !1083

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !1084
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !1084
  store i8* %19, i8** %7, align 8, !dbg !1084
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !1084
  store i32 %20, i32* %8, align 4, !dbg !1084
  %21 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1084
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %21) #13, !dbg !1084
  br label %22, !dbg !1084

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !1084
  %24 = load i32, i32* %8, align 4, !dbg !1084
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !1084
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !1084
  resume { i8*, i32 } %26, !dbg !1084
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1085 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1086, metadata !DIExpression()), !dbg !1087
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1088
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1088
  ret void, !dbg !1090
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1091 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1092, metadata !DIExpression()), !dbg !1094
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1095
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #5 comdat align 2 !dbg !1096 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1097, metadata !DIExpression()), !dbg !1098
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1099, metadata !DIExpression()), !dbg !1100
  %6 = load i64, i64* %3, align 8, !dbg !1101
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1103
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1104
  %8 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1105
  %9 = icmp ugt i64 %6, %8, !dbg !1106
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1101
  br i1 %9, label %10, label %11, !dbg !1107

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #14, !dbg !1108
  unreachable, !dbg !1108

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1109
  ret i64 %12, !dbg !1110
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1111 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1112, metadata !DIExpression()), !dbg !1114
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1115, metadata !DIExpression()), !dbg !1116
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1117, metadata !DIExpression()), !dbg !1118
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1119
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1120
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1119
  %12 = load i64, i64* %5, align 8, !dbg !1121
  invoke void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1123

13:                                               ; preds = %3
  ret void, !dbg !1124

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !1125
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !1125
  store i8* %16, i8** %7, align 8, !dbg !1125
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !1125
  store i32 %17, i32* %8, align 4, !dbg !1125
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1125
  br label %18, !dbg !1125

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !1125
  %20 = load i32, i32* %8, align 4, !dbg !1125
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !1125
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !1125
  resume { i8*, i32 } %22, !dbg !1125
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1126 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1127, metadata !DIExpression()), !dbg !1128
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1129, metadata !DIExpression()), !dbg !1130
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1131
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1131
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1132
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1133
  %10 = load double*, double** %9, align 8, !dbg !1133
  %11 = load i64, i64* %4, align 8, !dbg !1134
  %12 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1135
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !1135
  %14 = call noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %10, i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !1136
  %15 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1137
  %16 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %15, i32 0, i32 0, !dbg !1137
  %17 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1138
  %18 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !1139
  store double* %14, double** %18, align 8, !dbg !1140
  ret void, !dbg !1141
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1142 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1143, metadata !DIExpression()), !dbg !1144
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1145
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1145
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1147
  %9 = load double*, double** %8, align 8, !dbg !1147
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1148
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1148
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1149
  %13 = load double*, double** %12, align 8, !dbg !1149
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1150
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1150
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1151
  %17 = load double*, double** %16, align 8, !dbg !1151
  %18 = ptrtoint double* %13 to i64, !dbg !1152
  %19 = ptrtoint double* %17 to i64, !dbg !1152
  %20 = sub i64 %18, %19, !dbg !1152
  %21 = sdiv exact i64 %20, 8, !dbg !1152
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1153

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1154
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #13, !dbg !1154
  ret void, !dbg !1155

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1154
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1154
  store i8* %26, i8** %3, align 8, !dbg !1154
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1154
  store i32 %27, i32* %4, align 4, !dbg !1154
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1154
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #13, !dbg !1154
  br label %29, !dbg !1154

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1154
  call void @__clang_call_terminate(i8* %30) #15, !dbg !1154
  unreachable, !dbg !1154
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1156 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1157, metadata !DIExpression()), !dbg !1158
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1159, metadata !DIExpression()), !dbg !1161
  store i64 1152921504606846975, i64* %3, align 8, !dbg !1161
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1162, metadata !DIExpression()), !dbg !1163
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1164
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1165
  store i64 %6, i64* %4, align 8, !dbg !1163
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1166

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1166
  ret i64 %9, !dbg !1167

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1166
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1166
  call void @__clang_call_terminate(i8* %12) #15, !dbg !1166
  unreachable, !dbg !1166
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !1168 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1169, metadata !DIExpression()), !dbg !1170
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1171, metadata !DIExpression()), !dbg !1172
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1173
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1174
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1174
  call void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1175
  ret void, !dbg !1176
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1177 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1178, metadata !DIExpression()), !dbg !1179
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1180
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1180
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1181
  ret i64 %5, !dbg !1182
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1183 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1191, metadata !DIExpression()), !dbg !1192
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1193, metadata !DIExpression()), !dbg !1194
  %6 = load i64*, i64** %5, align 8, !dbg !1195
  %7 = load i64, i64* %6, align 8, !dbg !1195
  %8 = load i64*, i64** %4, align 8, !dbg !1197
  %9 = load i64, i64* %8, align 8, !dbg !1197
  %10 = icmp ult i64 %7, %9, !dbg !1198
  br i1 %10, label %11, label %13, !dbg !1199

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1200
  store i64* %12, i64** %3, align 8, !dbg !1201
  br label %15, !dbg !1201

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1202
  store i64* %14, i64** %3, align 8, !dbg !1203
  br label %15, !dbg !1203

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1204
  ret i64* %16, !dbg !1204
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
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1205 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1206, metadata !DIExpression()), !dbg !1208
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #13, !dbg !1209
  ret i64 %4, !dbg !1210
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1211 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1212, metadata !DIExpression()), !dbg !1213
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !1214
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !1215 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !1216, metadata !DIExpression()), !dbg !1217
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1218, metadata !DIExpression()), !dbg !1219
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !1220
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !1221 {
  %3 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, metadata !1222, metadata !DIExpression()), !dbg !1224
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1225, metadata !DIExpression()), !dbg !1226
  %5 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !1227
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1228
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1229
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1227
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #13, !dbg !1230
  ret void, !dbg !1231
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1232 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1233, metadata !DIExpression()), !dbg !1234
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1235, metadata !DIExpression()), !dbg !1236
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1237
  %7 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !1238
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1239
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1240
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !1241
  store double* %7, double** %10, align 8, !dbg !1242
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1243
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1244
  %13 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !1245
  %14 = load double*, double** %13, align 8, !dbg !1245
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1246
  %16 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1247
  %17 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !1248
  store double* %14, double** %17, align 8, !dbg !1249
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1250
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1251
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1252
  %21 = load double*, double** %20, align 8, !dbg !1252
  %22 = load i64, i64* %4, align 8, !dbg !1253
  %23 = getelementptr inbounds double, double* %21, i64 %22, !dbg !1254
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1255
  %25 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1256
  %26 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !1257
  store double* %23, double** %26, align 8, !dbg !1258
  ret void, !dbg !1259
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !1260 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !1262, metadata !DIExpression()), !dbg !1263
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1264
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1264
  ret void, !dbg !1266
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !1267 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !1268, metadata !DIExpression()), !dbg !1270
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1271
  store double* null, double** %4, align 8, !dbg !1271
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1272
  store double* null, double** %5, align 8, !dbg !1272
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1273
  store double* null, double** %6, align 8, !dbg !1273
  ret void, !dbg !1274
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1275 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1276, metadata !DIExpression()), !dbg !1277
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1278, metadata !DIExpression()), !dbg !1279
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1280
  %7 = icmp ne i64 %6, 0, !dbg !1281
  br i1 %7, label %8, label %13, !dbg !1280

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1282
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1282
  %11 = load i64, i64* %4, align 8, !dbg !1283
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1284
  br label %14, !dbg !1280

13:                                               ; preds = %2
  br label %14, !dbg !1280

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !1280
  ret double* %15, !dbg !1285
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #5 comdat align 2 !dbg !1286 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1287, metadata !DIExpression()), !dbg !1288
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1289, metadata !DIExpression()), !dbg !1290
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1291
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1291
  %7 = load i64, i64* %4, align 8, !dbg !1292
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1293
  ret double* %8, !dbg !1294
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #5 comdat align 2 !dbg !1295 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1296, metadata !DIExpression()), !dbg !1297
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1298, metadata !DIExpression()), !dbg !1299
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1300, metadata !DIExpression()), !dbg !1301
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1302
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1304
  %10 = icmp ugt i64 %8, %9, !dbg !1305
  br i1 %10, label %11, label %16, !dbg !1306

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1307
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !1310
  br i1 %13, label %14, label %15, !dbg !1311

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #14, !dbg !1312
  unreachable, !dbg !1312

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #14, !dbg !1313
  unreachable, !dbg !1313

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1314
  %18 = mul i64 %17, 8, !dbg !1315
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !1316
  %20 = bitcast i8* %19 to double*, !dbg !1317
  ret double* %20, !dbg !1318
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #8

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1319 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1320, metadata !DIExpression()), !dbg !1321
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1322
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #5 comdat !dbg !1323 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1330, metadata !DIExpression()), !dbg !1331
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1332, metadata !DIExpression()), !dbg !1333
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1334, metadata !DIExpression()), !dbg !1335
  %7 = load double*, double** %4, align 8, !dbg !1336
  %8 = load i64, i64* %5, align 8, !dbg !1337
  %9 = call noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %7, i64 noundef %8), !dbg !1338
  ret double* %9, !dbg !1339
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1340 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1341, metadata !DIExpression()), !dbg !1342
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1343
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1344
  ret %"class.std::allocator"* %5, !dbg !1345
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %0, i64 noundef %1) #5 comdat !dbg !1346 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1350, metadata !DIExpression()), !dbg !1351
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1352, metadata !DIExpression()), !dbg !1353
  call void @llvm.dbg.declare(metadata i8* %5, metadata !1354, metadata !DIExpression()), !dbg !1355
  store i8 1, i8* %5, align 1, !dbg !1355
  %6 = load double*, double** %3, align 8, !dbg !1356
  %7 = load i64, i64* %4, align 8, !dbg !1357
  %8 = call noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %6, i64 noundef %7), !dbg !1358
  ret double* %8, !dbg !1359
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %0, i64 noundef %1) #5 comdat align 2 !dbg !1360 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1365, metadata !DIExpression()), !dbg !1366
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1367, metadata !DIExpression()), !dbg !1368
  %6 = load i64, i64* %4, align 8, !dbg !1369
  %7 = icmp ugt i64 %6, 0, !dbg !1371
  br i1 %7, label %8, label %19, !dbg !1372

8:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata double** %5, metadata !1373, metadata !DIExpression()), !dbg !1381
  %9 = load double*, double** %3, align 8, !dbg !1382
  %10 = call noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %9) #13, !dbg !1383
  store double* %10, double** %5, align 8, !dbg !1381
  %11 = load double*, double** %5, align 8, !dbg !1384
  call void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %11), !dbg !1385
  %12 = load double*, double** %3, align 8, !dbg !1386
  %13 = getelementptr inbounds double, double* %12, i32 1, !dbg !1386
  store double* %13, double** %3, align 8, !dbg !1386
  %14 = load double*, double** %3, align 8, !dbg !1387
  %15 = load i64, i64* %4, align 8, !dbg !1388
  %16 = sub i64 %15, 1, !dbg !1389
  %17 = load double*, double** %5, align 8, !dbg !1390
  %18 = call noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %14, i64 noundef %16, double* noundef nonnull align 8 dereferenceable(8) %17), !dbg !1391
  store double* %18, double** %3, align 8, !dbg !1392
  br label %19, !dbg !1393

19:                                               ; preds = %8, %2
  %20 = load double*, double** %3, align 8, !dbg !1394
  ret double* %20, !dbg !1395
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat !dbg !1396 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1400, metadata !DIExpression()), !dbg !1401
  %3 = load double*, double** %2, align 8, !dbg !1402
  ret double* %3, !dbg !1403
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %0) #4 comdat !dbg !1404 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1410, metadata !DIExpression()), !dbg !1411
  %3 = load double*, double** %2, align 8, !dbg !1412
  %4 = bitcast double* %3 to i8*, !dbg !1412
  %5 = bitcast i8* %4 to double*, !dbg !1413
  store double 0.000000e+00, double* %5, align 8, !dbg !1413
  ret void, !dbg !1414
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1415 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1420, metadata !DIExpression()), !dbg !1421
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1422, metadata !DIExpression()), !dbg !1423
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1424, metadata !DIExpression()), !dbg !1425
  %9 = load double*, double** %4, align 8, !dbg !1426
  %10 = load i64, i64* %5, align 8, !dbg !1427
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !1428
  %12 = load double*, double** %6, align 8, !dbg !1429
  call void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %4), !dbg !1430
  %13 = call noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %9, i64 noundef %11, double* noundef nonnull align 8 dereferenceable(8) %12), !dbg !1431
  ret double* %13, !dbg !1432
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1433 {
  %4 = alloca double*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca double*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1448, metadata !DIExpression()), !dbg !1449
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1450, metadata !DIExpression()), !dbg !1451
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !1452, metadata !DIExpression()), !dbg !1453
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !1454, metadata !DIExpression()), !dbg !1455
  %9 = load i64, i64* %7, align 8, !dbg !1456
  %10 = icmp ule i64 %9, 0, !dbg !1458
  br i1 %10, label %11, label %13, !dbg !1459

11:                                               ; preds = %3
  %12 = load double*, double** %6, align 8, !dbg !1460
  store double* %12, double** %4, align 8, !dbg !1461
  br label %22, !dbg !1461

13:                                               ; preds = %3
  %14 = load double*, double** %6, align 8, !dbg !1462
  %15 = load double*, double** %6, align 8, !dbg !1463
  %16 = load i64, i64* %7, align 8, !dbg !1464
  %17 = getelementptr inbounds double, double* %15, i64 %16, !dbg !1465
  %18 = load double*, double** %8, align 8, !dbg !1466
  call void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %14, double* noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18), !dbg !1467
  %19 = load double*, double** %6, align 8, !dbg !1468
  %20 = load i64, i64* %7, align 8, !dbg !1469
  %21 = getelementptr inbounds double, double* %19, i64 %20, !dbg !1470
  store double* %21, double** %4, align 8, !dbg !1471
  br label %22, !dbg !1471

22:                                               ; preds = %13, %11
  %23 = load double*, double** %4, align 8, !dbg !1472
  ret double* %23, !dbg !1472
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #4 comdat !dbg !1473 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !1476, metadata !DIExpression()), !dbg !1477
  %3 = load i64, i64* %2, align 8, !dbg !1478
  ret i64 %3, !dbg !1479
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %0) #4 comdat !dbg !1480 {
  %2 = alloca double**, align 8
  store double** %0, double*** %2, align 8
  call void @llvm.dbg.declare(metadata double*** %2, metadata !1488, metadata !DIExpression()), !dbg !1489
  ret void, !dbg !1490
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1491 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1496, metadata !DIExpression()), !dbg !1497
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1498, metadata !DIExpression()), !dbg !1499
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1500, metadata !DIExpression()), !dbg !1501
  %7 = load double*, double** %4, align 8, !dbg !1502
  %8 = load double*, double** %5, align 8, !dbg !1503
  %9 = load double*, double** %6, align 8, !dbg !1504
  call void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %7, double* noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1505
  ret void, !dbg !1506
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #4 comdat !dbg !1507 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1517, metadata !DIExpression()), !dbg !1518
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1519, metadata !DIExpression()), !dbg !1520
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1521, metadata !DIExpression()), !dbg !1522
  call void @llvm.dbg.declare(metadata double* %7, metadata !1523, metadata !DIExpression()), !dbg !1524
  %8 = load double*, double** %6, align 8, !dbg !1525
  %9 = load double, double* %8, align 8, !dbg !1525
  store double %9, double* %7, align 8, !dbg !1524
  br label %10, !dbg !1526

10:                                               ; preds = %17, %3
  %11 = load double*, double** %4, align 8, !dbg !1527
  %12 = load double*, double** %5, align 8, !dbg !1530
  %13 = icmp ne double* %11, %12, !dbg !1531
  br i1 %13, label %14, label %20, !dbg !1532

14:                                               ; preds = %10
  %15 = load double, double* %7, align 8, !dbg !1533
  %16 = load double*, double** %4, align 8, !dbg !1534
  store double %15, double* %16, align 8, !dbg !1535
  br label %17, !dbg !1536

17:                                               ; preds = %14
  %18 = load double*, double** %4, align 8, !dbg !1537
  %19 = getelementptr inbounds double, double* %18, i32 1, !dbg !1537
  store double* %19, double** %4, align 8, !dbg !1537
  br label %10, !dbg !1538, !llvm.loop !1539

20:                                               ; preds = %10
  ret void, !dbg !1541
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !1542 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1543, metadata !DIExpression()), !dbg !1544
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1545, metadata !DIExpression()), !dbg !1546
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1547, metadata !DIExpression()), !dbg !1548
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1549
  %9 = icmp ne double* %8, null, !dbg !1549
  br i1 %9, label %10, label %15, !dbg !1551

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1552
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1552
  %13 = load double*, double** %5, align 8, !dbg !1553
  %14 = load i64, i64* %6, align 8, !dbg !1554
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !1555
  br label %15, !dbg !1555

15:                                               ; preds = %10, %3
  ret void, !dbg !1556
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !1557 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1558, metadata !DIExpression()), !dbg !1559
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1560, metadata !DIExpression()), !dbg !1561
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1562, metadata !DIExpression()), !dbg !1563
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1564
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1564
  %9 = load double*, double** %5, align 8, !dbg !1565
  %10 = load i64, i64* %6, align 8, !dbg !1566
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !1567
  ret void, !dbg !1568
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #4 comdat align 2 !dbg !1569 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1570, metadata !DIExpression()), !dbg !1571
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1572, metadata !DIExpression()), !dbg !1573
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1574, metadata !DIExpression()), !dbg !1575
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1576
  %9 = bitcast double* %8 to i8*, !dbg !1576
  call void @_ZdlPv(i8* noundef %9) #17, !dbg !1577
  ret void, !dbg !1578
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #4 comdat align 2 !dbg !1579 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1580, metadata !DIExpression()), !dbg !1581
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1582, metadata !DIExpression()), !dbg !1583
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1584
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1584
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1585
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1586
  %10 = load double*, double** %9, align 8, !dbg !1586
  %11 = load i64, i64* %4, align 8, !dbg !1587
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1588
  ret double* %12, !dbg !1589
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Matrix4rowsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #4 comdat align 2 !dbg !1590 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1591, metadata !DIExpression()), !dbg !1593
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 0, !dbg !1594
  %5 = load i32, i32* %4, align 8, !dbg !1594
  ret i32 %5, !dbg !1595
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Matrix4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #4 comdat align 2 !dbg !1596 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1597, metadata !DIExpression()), !dbg !1598
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 1, !dbg !1599
  %5 = load i32, i32* %4, align 4, !dbg !1599
  ret i32 %5, !dbg !1600
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1601 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1602, metadata !DIExpression()), !dbg !1603
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1604
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1604
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1606
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1607
  %10 = load double*, double** %9, align 8, !dbg !1607
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1608
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1608
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1609
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1610
  %15 = load double*, double** %14, align 8, !dbg !1610
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1611
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #13, !dbg !1611
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1612

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1613
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #13, !dbg !1613
  ret void, !dbg !1614

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1613
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1613
  store i8* %22, i8** %3, align 8, !dbg !1613
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1613
  store i32 %23, i32* %4, align 4, !dbg !1613
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1613
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !1613
  br label %25, !dbg !1613

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1613
  call void @__clang_call_terminate(i8* %26) #15, !dbg !1613
  unreachable, !dbg !1613
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #5 comdat !dbg !1615 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1618, metadata !DIExpression()), !dbg !1619
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1620, metadata !DIExpression()), !dbg !1621
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1622, metadata !DIExpression()), !dbg !1623
  %7 = load double*, double** %4, align 8, !dbg !1624
  %8 = load double*, double** %5, align 8, !dbg !1625
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !1626
  ret void, !dbg !1627
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #5 comdat !dbg !1628 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1632, metadata !DIExpression()), !dbg !1633
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1634, metadata !DIExpression()), !dbg !1635
  %5 = load double*, double** %3, align 8, !dbg !1636
  %6 = load double*, double** %4, align 8, !dbg !1637
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !1638
  ret void, !dbg !1639
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #4 comdat align 2 !dbg !1640 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1644, metadata !DIExpression()), !dbg !1645
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1646, metadata !DIExpression()), !dbg !1647
  ret void, !dbg !1648
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
!llvm.module.flags = !{!897, !898, !899, !900, !901, !902, !903}
!llvm.ident = !{!904}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !521, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fields_ctor.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e15908a61cc0b813e0551c7872083f99")
!2 = !{!3, !6, !75, !77, !33, !501, !502, !37, !43, !8, !12, !15, !140}
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
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!502 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !503, identifier: "_ZTS6Matrix")
!503 = !{!504, !506, !507, !508, !512, !515, !520}
!504 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !502, file: !1, line: 16, baseType: !505, size: 32)
!505 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !502, file: !1, line: 16, baseType: !505, size: 32, offset: 32)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !502, file: !1, line: 17, baseType: !8, size: 192, offset: 64)
!508 = !DISubprogram(name: "Matrix", scope: !502, file: !1, line: 10, type: !509, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !511, !505, !505}
!511 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !502, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!512 = !DISubprogram(name: "at", linkageName: "_ZN6Matrix2atEii", scope: !502, file: !1, line: 11, type: !513, scopeLine: 11, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!513 = !DISubroutineType(types: !514)
!514 = !{!62, !511, !505, !505}
!515 = !DISubprogram(name: "rows", linkageName: "_ZNK6Matrix4rowsEv", scope: !502, file: !1, line: 12, type: !516, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!516 = !DISubroutineType(types: !517)
!517 = !{!505, !518}
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !519, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!519 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !502)
!520 = !DISubprogram(name: "cols", linkageName: "_ZNK6Matrix4colsEv", scope: !502, file: !1, line: 13, type: !516, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!521 = !{!522, !528, !534, !539, !543, !545, !547, !549, !551, !558, !564, !569, !573, !577, !581, !586, !590, !592, !597, !603, !607, !612, !614, !618, !622, !626, !628, !632, !636, !638, !642, !644, !646, !650, !654, !658, !662, !666, !670, !672, !679, !683, !687, !691, !693, !695, !699, !703, !704, !705, !706, !707, !708, !712, !716, !722, !726, !731, !733, !737, !739, !743, !751, !755, !759, !763, !767, !771, !775, !779, !783, !787, !794, !798, !802, !804, !806, !810, !815, !821, !825, !829, !831, !838, !842, !849, !851, !855, !859, !863, !867, !872, !877, !882, !883, !884, !885, !887, !888, !889, !890, !891, !892, !893}
!522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !523, file: !527, line: 98)
!523 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !524, line: 7, baseType: !525)
!524 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!525 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !526, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!526 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!527 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !529, file: !527, line: 99)
!529 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !530, line: 84, baseType: !531)
!530 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!531 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !532, line: 14, baseType: !533)
!532 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!533 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !532, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !535, file: !527, line: 101)
!535 = !DISubprogram(name: "clearerr", scope: !530, file: !530, line: 786, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !538}
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !523, size: 64)
!539 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !540, file: !527, line: 102)
!540 = !DISubprogram(name: "fclose", scope: !530, file: !530, line: 178, type: !541, flags: DIFlagPrototyped, spFlags: 0)
!541 = !DISubroutineType(types: !542)
!542 = !{!505, !538}
!543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !544, file: !527, line: 103)
!544 = !DISubprogram(name: "feof", scope: !530, file: !530, line: 788, type: !541, flags: DIFlagPrototyped, spFlags: 0)
!545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !546, file: !527, line: 104)
!546 = !DISubprogram(name: "ferror", scope: !530, file: !530, line: 790, type: !541, flags: DIFlagPrototyped, spFlags: 0)
!547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !548, file: !527, line: 105)
!548 = !DISubprogram(name: "fflush", scope: !530, file: !530, line: 230, type: !541, flags: DIFlagPrototyped, spFlags: 0)
!549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !550, file: !527, line: 106)
!550 = !DISubprogram(name: "fgetc", scope: !530, file: !530, line: 513, type: !541, flags: DIFlagPrototyped, spFlags: 0)
!551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !552, file: !527, line: 107)
!552 = !DISubprogram(name: "fgetpos", scope: !530, file: !530, line: 760, type: !553, flags: DIFlagPrototyped, spFlags: 0)
!553 = !DISubroutineType(types: !554)
!554 = !{!505, !555, !556}
!555 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !538)
!556 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !557)
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !529, size: 64)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !559, file: !527, line: 108)
!559 = !DISubprogram(name: "fgets", scope: !530, file: !530, line: 592, type: !560, flags: DIFlagPrototyped, spFlags: 0)
!560 = !DISubroutineType(types: !561)
!561 = !{!562, !563, !505, !555}
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64)
!563 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !562)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !565, file: !527, line: 109)
!565 = !DISubprogram(name: "fopen", scope: !530, file: !530, line: 258, type: !566, flags: DIFlagPrototyped, spFlags: 0)
!566 = !DISubroutineType(types: !567)
!567 = !{!538, !568, !568}
!568 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !475)
!569 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !570, file: !527, line: 110)
!570 = !DISubprogram(name: "fprintf", scope: !530, file: !530, line: 350, type: !571, flags: DIFlagPrototyped, spFlags: 0)
!571 = !DISubroutineType(types: !572)
!572 = !{!505, !555, !568, null}
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !574, file: !527, line: 111)
!574 = !DISubprogram(name: "fputc", scope: !530, file: !530, line: 549, type: !575, flags: DIFlagPrototyped, spFlags: 0)
!575 = !DISubroutineType(types: !576)
!576 = !{!505, !505, !538}
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !578, file: !527, line: 112)
!578 = !DISubprogram(name: "fputs", scope: !530, file: !530, line: 655, type: !579, flags: DIFlagPrototyped, spFlags: 0)
!579 = !DISubroutineType(types: !580)
!580 = !{!505, !568, !555}
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !582, file: !527, line: 113)
!582 = !DISubprogram(name: "fread", scope: !530, file: !530, line: 675, type: !583, flags: DIFlagPrototyped, spFlags: 0)
!583 = !DISubroutineType(types: !584)
!584 = !{!3, !585, !3, !3, !555}
!585 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !501)
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !587, file: !527, line: 114)
!587 = !DISubprogram(name: "freopen", scope: !530, file: !530, line: 265, type: !588, flags: DIFlagPrototyped, spFlags: 0)
!588 = !DISubroutineType(types: !589)
!589 = !{!538, !568, !568, !555}
!590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !591, file: !527, line: 115)
!591 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !530, file: !530, line: 434, type: !571, flags: DIFlagPrototyped, spFlags: 0)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !593, file: !527, line: 116)
!593 = !DISubprogram(name: "fseek", scope: !530, file: !530, line: 713, type: !594, flags: DIFlagPrototyped, spFlags: 0)
!594 = !DISubroutineType(types: !595)
!595 = !{!505, !538, !596, !505}
!596 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !598, file: !527, line: 117)
!598 = !DISubprogram(name: "fsetpos", scope: !530, file: !530, line: 765, type: !599, flags: DIFlagPrototyped, spFlags: 0)
!599 = !DISubroutineType(types: !600)
!600 = !{!505, !538, !601}
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !602, size: 64)
!602 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !529)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !604, file: !527, line: 118)
!604 = !DISubprogram(name: "ftell", scope: !530, file: !530, line: 718, type: !605, flags: DIFlagPrototyped, spFlags: 0)
!605 = !DISubroutineType(types: !606)
!606 = !{!596, !538}
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !608, file: !527, line: 119)
!608 = !DISubprogram(name: "fwrite", scope: !530, file: !530, line: 681, type: !609, flags: DIFlagPrototyped, spFlags: 0)
!609 = !DISubroutineType(types: !610)
!610 = !{!3, !611, !3, !3, !555}
!611 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !613, file: !527, line: 120)
!613 = !DISubprogram(name: "getc", scope: !530, file: !530, line: 514, type: !541, flags: DIFlagPrototyped, spFlags: 0)
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !615, file: !527, line: 121)
!615 = !DISubprogram(name: "getchar", scope: !530, file: !530, line: 520, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!616 = !DISubroutineType(types: !617)
!617 = !{!505}
!618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !619, file: !527, line: 126)
!619 = !DISubprogram(name: "perror", scope: !530, file: !530, line: 804, type: !620, flags: DIFlagPrototyped, spFlags: 0)
!620 = !DISubroutineType(types: !621)
!621 = !{null, !475}
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !623, file: !527, line: 127)
!623 = !DISubprogram(name: "printf", scope: !530, file: !530, line: 356, type: !624, flags: DIFlagPrototyped, spFlags: 0)
!624 = !DISubroutineType(types: !625)
!625 = !{!505, !568, null}
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !627, file: !527, line: 128)
!627 = !DISubprogram(name: "putc", scope: !530, file: !530, line: 550, type: !575, flags: DIFlagPrototyped, spFlags: 0)
!628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !629, file: !527, line: 129)
!629 = !DISubprogram(name: "putchar", scope: !530, file: !530, line: 556, type: !630, flags: DIFlagPrototyped, spFlags: 0)
!630 = !DISubroutineType(types: !631)
!631 = !{!505, !505}
!632 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !633, file: !527, line: 130)
!633 = !DISubprogram(name: "puts", scope: !530, file: !530, line: 661, type: !634, flags: DIFlagPrototyped, spFlags: 0)
!634 = !DISubroutineType(types: !635)
!635 = !{!505, !475}
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !637, file: !527, line: 131)
!637 = !DISubprogram(name: "remove", scope: !530, file: !530, line: 152, type: !634, flags: DIFlagPrototyped, spFlags: 0)
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !639, file: !527, line: 132)
!639 = !DISubprogram(name: "rename", scope: !530, file: !530, line: 154, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!640 = !DISubroutineType(types: !641)
!641 = !{!505, !475, !475}
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !643, file: !527, line: 133)
!643 = !DISubprogram(name: "rewind", scope: !530, file: !530, line: 723, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !645, file: !527, line: 134)
!645 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !530, file: !530, line: 437, type: !624, flags: DIFlagPrototyped, spFlags: 0)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !647, file: !527, line: 135)
!647 = !DISubprogram(name: "setbuf", scope: !530, file: !530, line: 328, type: !648, flags: DIFlagPrototyped, spFlags: 0)
!648 = !DISubroutineType(types: !649)
!649 = !{null, !555, !563}
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !651, file: !527, line: 136)
!651 = !DISubprogram(name: "setvbuf", scope: !530, file: !530, line: 332, type: !652, flags: DIFlagPrototyped, spFlags: 0)
!652 = !DISubroutineType(types: !653)
!653 = !{!505, !555, !563, !505, !3}
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !655, file: !527, line: 137)
!655 = !DISubprogram(name: "sprintf", scope: !530, file: !530, line: 358, type: !656, flags: DIFlagPrototyped, spFlags: 0)
!656 = !DISubroutineType(types: !657)
!657 = !{!505, !563, !568, null}
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !659, file: !527, line: 138)
!659 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !530, file: !530, line: 439, type: !660, flags: DIFlagPrototyped, spFlags: 0)
!660 = !DISubroutineType(types: !661)
!661 = !{!505, !568, !568, null}
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !663, file: !527, line: 139)
!663 = !DISubprogram(name: "tmpfile", scope: !530, file: !530, line: 188, type: !664, flags: DIFlagPrototyped, spFlags: 0)
!664 = !DISubroutineType(types: !665)
!665 = !{!538}
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !667, file: !527, line: 141)
!667 = !DISubprogram(name: "tmpnam", scope: !530, file: !530, line: 205, type: !668, flags: DIFlagPrototyped, spFlags: 0)
!668 = !DISubroutineType(types: !669)
!669 = !{!562, !562}
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !671, file: !527, line: 143)
!671 = !DISubprogram(name: "ungetc", scope: !530, file: !530, line: 668, type: !575, flags: DIFlagPrototyped, spFlags: 0)
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !673, file: !527, line: 144)
!673 = !DISubprogram(name: "vfprintf", scope: !530, file: !530, line: 365, type: !674, flags: DIFlagPrototyped, spFlags: 0)
!674 = !DISubroutineType(types: !675)
!675 = !{!505, !555, !568, !676}
!676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !677, size: 64)
!677 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !678, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!678 = !DIFile(filename: "fields_ctor.cpp", directory: "/work/main/internal/pipeline/testdata")
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !680, file: !527, line: 145)
!680 = !DISubprogram(name: "vprintf", scope: !530, file: !530, line: 371, type: !681, flags: DIFlagPrototyped, spFlags: 0)
!681 = !DISubroutineType(types: !682)
!682 = !{!505, !568, !676}
!683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !684, file: !527, line: 146)
!684 = !DISubprogram(name: "vsprintf", scope: !530, file: !530, line: 373, type: !685, flags: DIFlagPrototyped, spFlags: 0)
!685 = !DISubroutineType(types: !686)
!686 = !{!505, !563, !568, !676}
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !688, file: !527, line: 175)
!688 = !DISubprogram(name: "snprintf", scope: !530, file: !530, line: 378, type: !689, flags: DIFlagPrototyped, spFlags: 0)
!689 = !DISubroutineType(types: !690)
!690 = !{!505, !563, !3, !568, null}
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !692, file: !527, line: 176)
!692 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !530, file: !530, line: 479, type: !674, flags: DIFlagPrototyped, spFlags: 0)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !694, file: !527, line: 177)
!694 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !530, file: !530, line: 484, type: !681, flags: DIFlagPrototyped, spFlags: 0)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !696, file: !527, line: 178)
!696 = !DISubprogram(name: "vsnprintf", scope: !530, file: !530, line: 382, type: !697, flags: DIFlagPrototyped, spFlags: 0)
!697 = !DISubroutineType(types: !698)
!698 = !{!505, !563, !3, !568, !676}
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !700, file: !527, line: 179)
!700 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !530, file: !530, line: 487, type: !701, flags: DIFlagPrototyped, spFlags: 0)
!701 = !DISubroutineType(types: !702)
!702 = !{!505, !568, !568, !676}
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !688, file: !527, line: 185)
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !692, file: !527, line: 186)
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !694, file: !527, line: 187)
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !696, file: !527, line: 188)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !700, file: !527, line: 189)
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !709, file: !711, line: 52)
!709 = !DISubprogram(name: "abs", scope: !710, file: !710, line: 861, type: !630, flags: DIFlagPrototyped, spFlags: 0)
!710 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!711 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !713, file: !715, line: 127)
!713 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !710, line: 63, baseType: !714)
!714 = !DICompositeType(tag: DW_TAG_structure_type, file: !710, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!715 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!716 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !717, file: !715, line: 128)
!717 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !710, line: 71, baseType: !718)
!718 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !710, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !719, identifier: "_ZTS6ldiv_t")
!719 = !{!720, !721}
!720 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !718, file: !710, line: 69, baseType: !596, size: 64)
!721 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !718, file: !710, line: 70, baseType: !596, size: 64, offset: 64)
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !723, file: !715, line: 130)
!723 = !DISubprogram(name: "abort", scope: !710, file: !710, line: 611, type: !724, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!724 = !DISubroutineType(types: !725)
!725 = !{null}
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !727, file: !715, line: 134)
!727 = !DISubprogram(name: "atexit", scope: !710, file: !710, line: 615, type: !728, flags: DIFlagPrototyped, spFlags: 0)
!728 = !DISubroutineType(types: !729)
!729 = !{!505, !730}
!730 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !724, size: 64)
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !732, file: !715, line: 137)
!732 = !DISubprogram(name: "at_quick_exit", scope: !710, file: !710, line: 620, type: !728, flags: DIFlagPrototyped, spFlags: 0)
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !734, file: !715, line: 140)
!734 = !DISubprogram(name: "atof", scope: !710, file: !710, line: 102, type: !735, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DISubroutineType(types: !736)
!736 = !{!34, !475}
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !738, file: !715, line: 141)
!738 = !DISubprogram(name: "atoi", scope: !710, file: !710, line: 105, type: !634, flags: DIFlagPrototyped, spFlags: 0)
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !740, file: !715, line: 142)
!740 = !DISubprogram(name: "atol", scope: !710, file: !710, line: 108, type: !741, flags: DIFlagPrototyped, spFlags: 0)
!741 = !DISubroutineType(types: !742)
!742 = !{!596, !475}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !744, file: !715, line: 143)
!744 = !DISubprogram(name: "bsearch", scope: !710, file: !710, line: 841, type: !745, flags: DIFlagPrototyped, spFlags: 0)
!745 = !DISubroutineType(types: !746)
!746 = !{!501, !77, !77, !3, !3, !747}
!747 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !710, line: 829, baseType: !748)
!748 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !749, size: 64)
!749 = !DISubroutineType(types: !750)
!750 = !{!505, !77, !77}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !752, file: !715, line: 144)
!752 = !DISubprogram(name: "calloc", scope: !710, file: !710, line: 556, type: !753, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{!501, !3, !3}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !756, file: !715, line: 145)
!756 = !DISubprogram(name: "div", scope: !710, file: !710, line: 873, type: !757, flags: DIFlagPrototyped, spFlags: 0)
!757 = !DISubroutineType(types: !758)
!758 = !{!713, !505, !505}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !760, file: !715, line: 146)
!760 = !DISubprogram(name: "exit", scope: !710, file: !710, line: 637, type: !761, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!761 = !DISubroutineType(types: !762)
!762 = !{null, !505}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !764, file: !715, line: 147)
!764 = !DISubprogram(name: "free", scope: !710, file: !710, line: 568, type: !765, flags: DIFlagPrototyped, spFlags: 0)
!765 = !DISubroutineType(types: !766)
!766 = !{null, !501}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !768, file: !715, line: 148)
!768 = !DISubprogram(name: "getenv", scope: !710, file: !710, line: 654, type: !769, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{!562, !475}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !772, file: !715, line: 149)
!772 = !DISubprogram(name: "labs", scope: !710, file: !710, line: 862, type: !773, flags: DIFlagPrototyped, spFlags: 0)
!773 = !DISubroutineType(types: !774)
!774 = !{!596, !596}
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !776, file: !715, line: 150)
!776 = !DISubprogram(name: "ldiv", scope: !710, file: !710, line: 875, type: !777, flags: DIFlagPrototyped, spFlags: 0)
!777 = !DISubroutineType(types: !778)
!778 = !{!717, !596, !596}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !780, file: !715, line: 151)
!780 = !DISubprogram(name: "malloc", scope: !710, file: !710, line: 553, type: !781, flags: DIFlagPrototyped, spFlags: 0)
!781 = !DISubroutineType(types: !782)
!782 = !{!501, !3}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !784, file: !715, line: 153)
!784 = !DISubprogram(name: "mblen", scope: !710, file: !710, line: 943, type: !785, flags: DIFlagPrototyped, spFlags: 0)
!785 = !DISubroutineType(types: !786)
!786 = !{!505, !475, !3}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !788, file: !715, line: 154)
!788 = !DISubprogram(name: "mbstowcs", scope: !710, file: !710, line: 954, type: !789, flags: DIFlagPrototyped, spFlags: 0)
!789 = !DISubroutineType(types: !790)
!790 = !{!3, !791, !568, !3}
!791 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !792)
!792 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !793, size: 64)
!793 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !795, file: !715, line: 155)
!795 = !DISubprogram(name: "mbtowc", scope: !710, file: !710, line: 946, type: !796, flags: DIFlagPrototyped, spFlags: 0)
!796 = !DISubroutineType(types: !797)
!797 = !{!505, !791, !568, !3}
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !799, file: !715, line: 157)
!799 = !DISubprogram(name: "qsort", scope: !710, file: !710, line: 851, type: !800, flags: DIFlagPrototyped, spFlags: 0)
!800 = !DISubroutineType(types: !801)
!801 = !{null, !501, !3, !3, !747}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !803, file: !715, line: 160)
!803 = !DISubprogram(name: "quick_exit", scope: !710, file: !710, line: 643, type: !761, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !805, file: !715, line: 163)
!805 = !DISubprogram(name: "rand", scope: !710, file: !710, line: 454, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !807, file: !715, line: 164)
!807 = !DISubprogram(name: "realloc", scope: !710, file: !710, line: 564, type: !808, flags: DIFlagPrototyped, spFlags: 0)
!808 = !DISubroutineType(types: !809)
!809 = !{!501, !501, !3}
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !811, file: !715, line: 165)
!811 = !DISubprogram(name: "srand", scope: !710, file: !710, line: 456, type: !812, flags: DIFlagPrototyped, spFlags: 0)
!812 = !DISubroutineType(types: !813)
!813 = !{null, !814}
!814 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !816, file: !715, line: 166)
!816 = !DISubprogram(name: "strtod", scope: !710, file: !710, line: 118, type: !817, flags: DIFlagPrototyped, spFlags: 0)
!817 = !DISubroutineType(types: !818)
!818 = !{!34, !568, !819}
!819 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !820)
!820 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64)
!821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !822, file: !715, line: 167)
!822 = !DISubprogram(name: "strtol", scope: !710, file: !710, line: 177, type: !823, flags: DIFlagPrototyped, spFlags: 0)
!823 = !DISubroutineType(types: !824)
!824 = !{!596, !568, !819, !505}
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !826, file: !715, line: 168)
!826 = !DISubprogram(name: "strtoul", scope: !710, file: !710, line: 181, type: !827, flags: DIFlagPrototyped, spFlags: 0)
!827 = !DISubroutineType(types: !828)
!828 = !{!5, !568, !819, !505}
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !830, file: !715, line: 169)
!830 = !DISubprogram(name: "system", scope: !710, file: !710, line: 804, type: !634, flags: DIFlagPrototyped, spFlags: 0)
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !832, file: !715, line: 171)
!832 = !DISubprogram(name: "wcstombs", scope: !710, file: !710, line: 958, type: !833, flags: DIFlagPrototyped, spFlags: 0)
!833 = !DISubroutineType(types: !834)
!834 = !{!3, !563, !835, !3}
!835 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !836)
!836 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !837, size: 64)
!837 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !793)
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !839, file: !715, line: 172)
!839 = !DISubprogram(name: "wctomb", scope: !710, file: !710, line: 950, type: !840, flags: DIFlagPrototyped, spFlags: 0)
!840 = !DISubroutineType(types: !841)
!841 = !{!505, !562, !793}
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !843, file: !715, line: 200)
!843 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !710, line: 81, baseType: !844)
!844 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !710, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !845, identifier: "_ZTS7lldiv_t")
!845 = !{!846, !848}
!846 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !844, file: !710, line: 79, baseType: !847, size: 64)
!847 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!848 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !844, file: !710, line: 80, baseType: !847, size: 64, offset: 64)
!849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !850, file: !715, line: 206)
!850 = !DISubprogram(name: "_Exit", scope: !710, file: !710, line: 649, type: !761, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !852, file: !715, line: 210)
!852 = !DISubprogram(name: "llabs", scope: !710, file: !710, line: 865, type: !853, flags: DIFlagPrototyped, spFlags: 0)
!853 = !DISubroutineType(types: !854)
!854 = !{!847, !847}
!855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !856, file: !715, line: 216)
!856 = !DISubprogram(name: "lldiv", scope: !710, file: !710, line: 879, type: !857, flags: DIFlagPrototyped, spFlags: 0)
!857 = !DISubroutineType(types: !858)
!858 = !{!843, !847, !847}
!859 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !860, file: !715, line: 227)
!860 = !DISubprogram(name: "atoll", scope: !710, file: !710, line: 113, type: !861, flags: DIFlagPrototyped, spFlags: 0)
!861 = !DISubroutineType(types: !862)
!862 = !{!847, !475}
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !864, file: !715, line: 228)
!864 = !DISubprogram(name: "strtoll", scope: !710, file: !710, line: 201, type: !865, flags: DIFlagPrototyped, spFlags: 0)
!865 = !DISubroutineType(types: !866)
!866 = !{!847, !568, !819, !505}
!867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !868, file: !715, line: 229)
!868 = !DISubprogram(name: "strtoull", scope: !710, file: !710, line: 206, type: !869, flags: DIFlagPrototyped, spFlags: 0)
!869 = !DISubroutineType(types: !870)
!870 = !{!871, !568, !819, !505}
!871 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !873, file: !715, line: 231)
!873 = !DISubprogram(name: "strtof", scope: !710, file: !710, line: 124, type: !874, flags: DIFlagPrototyped, spFlags: 0)
!874 = !DISubroutineType(types: !875)
!875 = !{!876, !568, !819}
!876 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !878, file: !715, line: 232)
!878 = !DISubprogram(name: "strtold", scope: !710, file: !710, line: 127, type: !879, flags: DIFlagPrototyped, spFlags: 0)
!879 = !DISubroutineType(types: !880)
!880 = !{!881, !568, !819}
!881 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !843, file: !715, line: 240)
!883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !850, file: !715, line: 242)
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !852, file: !715, line: 244)
!885 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !886, file: !715, line: 245)
!886 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !23, file: !715, line: 213, type: !857, flags: DIFlagPrototyped, spFlags: 0)
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !856, file: !715, line: 246)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !860, file: !715, line: 248)
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !873, file: !715, line: 249)
!890 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !864, file: !715, line: 250)
!891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !868, file: !715, line: 251)
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !878, file: !715, line: 252)
!893 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !894, entity: !895, file: !896, line: 58)
!894 = !DINamespace(name: "__gnu_debug", scope: null)
!895 = !DINamespace(name: "__debug", scope: !9)
!896 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!897 = !{i32 7, !"Dwarf Version", i32 5}
!898 = !{i32 2, !"Debug Info Version", i32 3}
!899 = !{i32 1, !"wchar_size", i32 4}
!900 = !{i32 7, !"PIC Level", i32 2}
!901 = !{i32 7, !"PIE Level", i32 2}
!902 = !{i32 7, !"uwtable", i32 1}
!903 = !{i32 7, !"frame-pointer", i32 2}
!904 = !{!"Debian clang version 14.0.6"}
!905 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !906, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!906 = !DISubroutineType(types: !907)
!907 = !{!505, !505, !820}
!908 = !DILocalVariable(name: "argc", arg: 1, scope: !905, file: !1, line: 26, type: !505)
!909 = !DILocation(line: 26, column: 14, scope: !905)
!910 = !DILocalVariable(name: "argv", arg: 2, scope: !905, file: !1, line: 26, type: !820)
!911 = !DILocation(line: 26, column: 27, scope: !905)
!912 = !DILocalVariable(name: "n", scope: !905, file: !1, line: 27, type: !505)
!913 = !DILocation(line: 27, column: 7, scope: !905)
!914 = !DILocation(line: 27, column: 11, scope: !905)
!915 = !DILocation(line: 27, column: 16, scope: !905)
!916 = !DILocation(line: 27, column: 32, scope: !905)
!917 = !DILocation(line: 27, column: 22, scope: !905)
!918 = !DILocalVariable(name: "m", scope: !905, file: !1, line: 28, type: !505)
!919 = !DILocation(line: 28, column: 7, scope: !905)
!920 = !DILocation(line: 28, column: 11, scope: !905)
!921 = !DILocation(line: 28, column: 16, scope: !905)
!922 = !DILocation(line: 28, column: 32, scope: !905)
!923 = !DILocation(line: 28, column: 22, scope: !905)
!924 = !DILocalVariable(name: "a", scope: !905, file: !1, line: 29, type: !502)
!925 = !DILocation(line: 29, column: 10, scope: !905)
!926 = !DILocation(line: 29, column: 12, scope: !905)
!927 = !DILocation(line: 29, column: 15, scope: !905)
!928 = !DILocalVariable(name: "b", scope: !905, file: !1, line: 29, type: !502)
!929 = !DILocation(line: 29, column: 19, scope: !905)
!930 = !DILocation(line: 29, column: 21, scope: !905)
!931 = !DILocation(line: 29, column: 24, scope: !905)
!932 = !DILocalVariable(name: "i", scope: !933, file: !1, line: 30, type: !505)
!933 = distinct !DILexicalBlock(scope: !905, file: !1, line: 30, column: 3)
!934 = !DILocation(line: 30, column: 12, scope: !933)
!935 = !DILocation(line: 30, column: 8, scope: !933)
!936 = !DILocation(line: 30, column: 19, scope: !937)
!937 = distinct !DILexicalBlock(scope: !933, file: !1, line: 30, column: 3)
!938 = !DILocation(line: 30, column: 23, scope: !937)
!939 = !DILocation(line: 30, column: 21, scope: !937)
!940 = !DILocation(line: 30, column: 3, scope: !933)
!941 = !DILocalVariable(name: "j", scope: !942, file: !1, line: 31, type: !505)
!942 = distinct !DILexicalBlock(scope: !937, file: !1, line: 31, column: 5)
!943 = !DILocation(line: 31, column: 14, scope: !942)
!944 = !DILocation(line: 31, column: 10, scope: !942)
!945 = !DILocation(line: 31, column: 21, scope: !946)
!946 = distinct !DILexicalBlock(scope: !942, file: !1, line: 31, column: 5)
!947 = !DILocation(line: 31, column: 25, scope: !946)
!948 = !DILocation(line: 31, column: 23, scope: !946)
!949 = !DILocation(line: 31, column: 5, scope: !942)
!950 = !DILocation(line: 32, column: 20, scope: !946)
!951 = !DILocation(line: 32, column: 24, scope: !946)
!952 = !DILocation(line: 32, column: 22, scope: !946)
!953 = !DILocation(line: 32, column: 12, scope: !946)
!954 = !DILocation(line: 32, column: 15, scope: !946)
!955 = !DILocation(line: 32, column: 9, scope: !946)
!956 = !DILocation(line: 32, column: 18, scope: !946)
!957 = !DILocation(line: 32, column: 7, scope: !946)
!958 = !DILocation(line: 31, column: 28, scope: !946)
!959 = !DILocation(line: 31, column: 5, scope: !946)
!960 = distinct !{!960, !949, !961, !962}
!961 = !DILocation(line: 32, column: 24, scope: !942)
!962 = !{!"llvm.loop.mustprogress"}
!963 = !DILocation(line: 36, column: 1, scope: !905)
!964 = !DILocation(line: 36, column: 1, scope: !946)
!965 = !DILocation(line: 30, column: 26, scope: !937)
!966 = !DILocation(line: 30, column: 3, scope: !937)
!967 = distinct !{!967, !940, !968, !962}
!968 = !DILocation(line: 32, column: 24, scope: !933)
!969 = !DILocation(line: 33, column: 3, scope: !905)
!970 = !DILocation(line: 34, column: 25, scope: !905)
!971 = !DILocation(line: 34, column: 3, scope: !905)
!972 = !DILocation(line: 35, column: 3, scope: !905)
!973 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixC2Eii", scope: !502, file: !1, line: 10, type: !509, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !508, retainedNodes: !137)
!974 = !DILocalVariable(name: "this", arg: 1, scope: !973, type: !975, flags: DIFlagArtificial | DIFlagObjectPointer)
!975 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !502, size: 64)
!976 = !DILocation(line: 0, scope: !973)
!977 = !DILocalVariable(name: "r", arg: 2, scope: !973, file: !1, line: 10, type: !505)
!978 = !DILocation(line: 10, column: 14, scope: !973)
!979 = !DILocalVariable(name: "c", arg: 3, scope: !973, file: !1, line: 10, type: !505)
!980 = !DILocation(line: 10, column: 21, scope: !973)
!981 = !DILocation(line: 10, column: 26, scope: !973)
!982 = !DILocation(line: 10, column: 32, scope: !973)
!983 = !DILocation(line: 10, column: 36, scope: !973)
!984 = !DILocation(line: 10, column: 42, scope: !973)
!985 = !DILocation(line: 10, column: 46, scope: !973)
!986 = !DILocation(line: 10, column: 72, scope: !973)
!987 = !DILocation(line: 10, column: 77, scope: !973)
!988 = !DILocation(line: 10, column: 75, scope: !973)
!989 = !DILocation(line: 10, column: 81, scope: !973)
!990 = distinct !DISubprogram(name: "at", linkageName: "_ZN6Matrix2atEii", scope: !502, file: !1, line: 11, type: !513, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !512, retainedNodes: !137)
!991 = !DILocalVariable(name: "this", arg: 1, scope: !990, type: !975, flags: DIFlagArtificial | DIFlagObjectPointer)
!992 = !DILocation(line: 0, scope: !990)
!993 = !DILocalVariable(name: "i", arg: 2, scope: !990, file: !1, line: 11, type: !505)
!994 = !DILocation(line: 11, column: 18, scope: !990)
!995 = !DILocalVariable(name: "j", arg: 3, scope: !990, file: !1, line: 11, type: !505)
!996 = !DILocation(line: 11, column: 25, scope: !990)
!997 = !DILocation(line: 11, column: 37, scope: !990)
!998 = !DILocation(line: 11, column: 63, scope: !990)
!999 = !DILocation(line: 11, column: 68, scope: !990)
!1000 = !DILocation(line: 11, column: 66, scope: !990)
!1001 = !DILocation(line: 11, column: 76, scope: !990)
!1002 = !DILocation(line: 11, column: 74, scope: !990)
!1003 = !DILocation(line: 11, column: 30, scope: !990)
!1004 = distinct !DISubprogram(name: "transpose", linkageName: "_ZL9transposeR6MatrixS0_", scope: !1, file: !1, line: 20, type: !1005, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1005 = !DISubroutineType(types: !1006)
!1006 = !{null, !1007, !1007}
!1007 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !502, size: 64)
!1008 = !DILocalVariable(name: "a", arg: 1, scope: !1004, file: !1, line: 20, type: !1007)
!1009 = !DILocation(line: 20, column: 31, scope: !1004)
!1010 = !DILocalVariable(name: "b", arg: 2, scope: !1004, file: !1, line: 20, type: !1007)
!1011 = !DILocation(line: 20, column: 42, scope: !1004)
!1012 = !DILocalVariable(name: "i", scope: !1013, file: !1, line: 21, type: !505)
!1013 = distinct !DILexicalBlock(scope: !1004, file: !1, line: 21, column: 3)
!1014 = !DILocation(line: 21, column: 12, scope: !1013)
!1015 = !DILocation(line: 21, column: 8, scope: !1013)
!1016 = !DILocation(line: 21, column: 19, scope: !1017)
!1017 = distinct !DILexicalBlock(scope: !1013, file: !1, line: 21, column: 3)
!1018 = !DILocation(line: 21, column: 23, scope: !1017)
!1019 = !DILocation(line: 21, column: 25, scope: !1017)
!1020 = !DILocation(line: 21, column: 21, scope: !1017)
!1021 = !DILocation(line: 21, column: 3, scope: !1013)
!1022 = !DILocalVariable(name: "j", scope: !1023, file: !1, line: 22, type: !505)
!1023 = distinct !DILexicalBlock(scope: !1017, file: !1, line: 22, column: 5)
!1024 = !DILocation(line: 22, column: 14, scope: !1023)
!1025 = !DILocation(line: 22, column: 10, scope: !1023)
!1026 = !DILocation(line: 22, column: 21, scope: !1027)
!1027 = distinct !DILexicalBlock(scope: !1023, file: !1, line: 22, column: 5)
!1028 = !DILocation(line: 22, column: 25, scope: !1027)
!1029 = !DILocation(line: 22, column: 27, scope: !1027)
!1030 = !DILocation(line: 22, column: 23, scope: !1027)
!1031 = !DILocation(line: 22, column: 5, scope: !1023)
!1032 = !DILocation(line: 23, column: 20, scope: !1027)
!1033 = !DILocation(line: 23, column: 25, scope: !1027)
!1034 = !DILocation(line: 23, column: 28, scope: !1027)
!1035 = !DILocation(line: 23, column: 22, scope: !1027)
!1036 = !DILocation(line: 23, column: 7, scope: !1027)
!1037 = !DILocation(line: 23, column: 12, scope: !1027)
!1038 = !DILocation(line: 23, column: 15, scope: !1027)
!1039 = !DILocation(line: 23, column: 9, scope: !1027)
!1040 = !DILocation(line: 23, column: 18, scope: !1027)
!1041 = !DILocation(line: 22, column: 35, scope: !1027)
!1042 = !DILocation(line: 22, column: 5, scope: !1027)
!1043 = distinct !{!1043, !1031, !1044, !962}
!1044 = !DILocation(line: 23, column: 29, scope: !1023)
!1045 = !DILocation(line: 21, column: 33, scope: !1017)
!1046 = !DILocation(line: 21, column: 3, scope: !1017)
!1047 = distinct !{!1047, !1021, !1048, !962}
!1048 = !DILocation(line: 23, column: 29, scope: !1013)
!1049 = !DILocation(line: 24, column: 1, scope: !1004)
!1050 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixD2Ev", scope: !502, file: !1, line: 8, type: !1051, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1053, retainedNodes: !137)
!1051 = !DISubroutineType(types: !1052)
!1052 = !{null, !511}
!1053 = !DISubprogram(name: "~Matrix", scope: !502, type: !1051, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1054 = !DILocalVariable(name: "this", arg: 1, scope: !1050, type: !975, flags: DIFlagArtificial | DIFlagObjectPointer)
!1055 = !DILocation(line: 0, scope: !1050)
!1056 = !DILocation(line: 8, column: 7, scope: !1057)
!1057 = distinct !DILexicalBlock(scope: !1050, file: !1, line: 8, column: 7)
!1058 = !DILocation(line: 8, column: 7, scope: !1050)
!1059 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !37, file: !38, line: 156, type: !89, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !137)
!1060 = !DILocalVariable(name: "this", arg: 1, scope: !1059, type: !1061, flags: DIFlagArtificial | DIFlagObjectPointer)
!1061 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!1062 = !DILocation(line: 0, scope: !1059)
!1063 = !DILocation(line: 156, column: 36, scope: !1059)
!1064 = !DILocation(line: 156, column: 7, scope: !1059)
!1065 = !DILocation(line: 156, column: 38, scope: !1059)
!1066 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !8, file: !7, line: 551, type: !292, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !291, retainedNodes: !137)
!1067 = !DILocalVariable(name: "this", arg: 1, scope: !1066, type: !1068, flags: DIFlagArtificial | DIFlagObjectPointer)
!1068 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!1069 = !DILocation(line: 0, scope: !1066)
!1070 = !DILocalVariable(name: "__n", arg: 2, scope: !1066, file: !7, line: 551, type: !294)
!1071 = !DILocation(line: 551, column: 24, scope: !1066)
!1072 = !DILocalVariable(name: "__a", arg: 3, scope: !1066, file: !7, line: 551, type: !288)
!1073 = !DILocation(line: 551, column: 51, scope: !1066)
!1074 = !DILocation(line: 553, column: 7, scope: !1066)
!1075 = !DILocation(line: 552, column: 33, scope: !1066)
!1076 = !DILocation(line: 552, column: 38, scope: !1066)
!1077 = !DILocation(line: 552, column: 15, scope: !1066)
!1078 = !DILocation(line: 552, column: 44, scope: !1066)
!1079 = !DILocation(line: 552, column: 9, scope: !1066)
!1080 = !DILocation(line: 553, column: 31, scope: !1081)
!1081 = distinct !DILexicalBlock(scope: !1066, file: !7, line: 553, column: 7)
!1082 = !DILocation(line: 553, column: 9, scope: !1081)
!1083 = !DILocation(line: 553, column: 37, scope: !1066)
!1084 = !DILocation(line: 553, column: 37, scope: !1081)
!1085 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !37, file: !38, line: 174, type: !89, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !101, retainedNodes: !137)
!1086 = !DILocalVariable(name: "this", arg: 1, scope: !1085, type: !1061, flags: DIFlagArtificial | DIFlagObjectPointer)
!1087 = !DILocation(line: 0, scope: !1085)
!1088 = !DILocation(line: 174, column: 39, scope: !1089)
!1089 = distinct !DILexicalBlock(scope: !1085, file: !38, line: 174, column: 37)
!1090 = !DILocation(line: 174, column: 39, scope: !1085)
!1091 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !43, file: !44, line: 80, type: !47, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !137)
!1092 = !DILocalVariable(name: "this", arg: 1, scope: !1091, type: !1093, flags: DIFlagArtificial | DIFlagObjectPointer)
!1093 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!1094 = !DILocation(line: 0, scope: !1091)
!1095 = !DILocation(line: 80, column: 49, scope: !1091)
!1096 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !8, file: !7, line: 1902, type: !479, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !478, retainedNodes: !137)
!1097 = !DILocalVariable(name: "__n", arg: 1, scope: !1096, file: !7, line: 1902, type: !294)
!1098 = !DILocation(line: 1902, column: 35, scope: !1096)
!1099 = !DILocalVariable(name: "__a", arg: 2, scope: !1096, file: !7, line: 1902, type: !288)
!1100 = !DILocation(line: 1902, column: 62, scope: !1096)
!1101 = !DILocation(line: 1904, column: 6, scope: !1102)
!1102 = distinct !DILexicalBlock(scope: !1096, file: !7, line: 1904, column: 6)
!1103 = !DILocation(line: 1904, column: 39, scope: !1102)
!1104 = !DILocation(line: 1904, column: 24, scope: !1102)
!1105 = !DILocation(line: 1904, column: 12, scope: !1102)
!1106 = !DILocation(line: 1904, column: 10, scope: !1102)
!1107 = !DILocation(line: 1904, column: 6, scope: !1096)
!1108 = !DILocation(line: 1905, column: 4, scope: !1102)
!1109 = !DILocation(line: 1907, column: 9, scope: !1096)
!1110 = !DILocation(line: 1907, column: 2, scope: !1096)
!1111 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !12, file: !7, line: 330, type: !210, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !209, retainedNodes: !137)
!1112 = !DILocalVariable(name: "this", arg: 1, scope: !1111, type: !1113, flags: DIFlagArtificial | DIFlagObjectPointer)
!1113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!1114 = !DILocation(line: 0, scope: !1111)
!1115 = !DILocalVariable(name: "__n", arg: 2, scope: !1111, file: !7, line: 330, type: !75)
!1116 = !DILocation(line: 330, column: 27, scope: !1111)
!1117 = !DILocalVariable(name: "__a", arg: 3, scope: !1111, file: !7, line: 330, type: !204)
!1118 = !DILocation(line: 330, column: 54, scope: !1111)
!1119 = !DILocation(line: 331, column: 9, scope: !1111)
!1120 = !DILocation(line: 331, column: 17, scope: !1111)
!1121 = !DILocation(line: 332, column: 27, scope: !1122)
!1122 = distinct !DILexicalBlock(scope: !1111, file: !7, line: 332, column: 7)
!1123 = !DILocation(line: 332, column: 9, scope: !1122)
!1124 = !DILocation(line: 332, column: 33, scope: !1111)
!1125 = !DILocation(line: 332, column: 33, scope: !1122)
!1126 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !8, file: !7, line: 1710, type: !386, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !460, retainedNodes: !137)
!1127 = !DILocalVariable(name: "this", arg: 1, scope: !1126, type: !1068, flags: DIFlagArtificial | DIFlagObjectPointer)
!1128 = !DILocation(line: 0, scope: !1126)
!1129 = !DILocalVariable(name: "__n", arg: 2, scope: !1126, file: !7, line: 1710, type: !294)
!1130 = !DILocation(line: 1710, column: 39, scope: !1126)
!1131 = !DILocation(line: 1713, column: 43, scope: !1126)
!1132 = !DILocation(line: 1713, column: 37, scope: !1126)
!1133 = !DILocation(line: 1713, column: 51, scope: !1126)
!1134 = !DILocation(line: 1713, column: 61, scope: !1126)
!1135 = !DILocation(line: 1714, column: 9, scope: !1126)
!1136 = !DILocation(line: 1713, column: 4, scope: !1126)
!1137 = !DILocation(line: 1712, column: 8, scope: !1126)
!1138 = !DILocation(line: 1712, column: 2, scope: !1126)
!1139 = !DILocation(line: 1712, column: 16, scope: !1126)
!1140 = !DILocation(line: 1712, column: 26, scope: !1126)
!1141 = !DILocation(line: 1715, column: 7, scope: !1126)
!1142 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !12, file: !7, line: 364, type: !199, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !225, retainedNodes: !137)
!1143 = !DILocalVariable(name: "this", arg: 1, scope: !1142, type: !1113, flags: DIFlagArtificial | DIFlagObjectPointer)
!1144 = !DILocation(line: 0, scope: !1142)
!1145 = !DILocation(line: 366, column: 16, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1142, file: !7, line: 365, column: 7)
!1147 = !DILocation(line: 366, column: 24, scope: !1146)
!1148 = !DILocation(line: 367, column: 9, scope: !1146)
!1149 = !DILocation(line: 367, column: 17, scope: !1146)
!1150 = !DILocation(line: 367, column: 37, scope: !1146)
!1151 = !DILocation(line: 367, column: 45, scope: !1146)
!1152 = !DILocation(line: 367, column: 35, scope: !1146)
!1153 = !DILocation(line: 366, column: 2, scope: !1146)
!1154 = !DILocation(line: 368, column: 7, scope: !1146)
!1155 = !DILocation(line: 368, column: 7, scope: !1142)
!1156 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !8, file: !7, line: 1911, type: !482, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !481, retainedNodes: !137)
!1157 = !DILocalVariable(name: "__a", arg: 1, scope: !1156, file: !7, line: 1911, type: !484)
!1158 = !DILocation(line: 1911, column: 41, scope: !1156)
!1159 = !DILocalVariable(name: "__diffmax", scope: !1156, file: !7, line: 1916, type: !1160)
!1160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!1161 = !DILocation(line: 1916, column: 15, scope: !1156)
!1162 = !DILocalVariable(name: "__allocmax", scope: !1156, file: !7, line: 1918, type: !1160)
!1163 = !DILocation(line: 1918, column: 15, scope: !1156)
!1164 = !DILocation(line: 1918, column: 52, scope: !1156)
!1165 = !DILocation(line: 1918, column: 28, scope: !1156)
!1166 = !DILocation(line: 1919, column: 9, scope: !1156)
!1167 = !DILocation(line: 1919, column: 2, scope: !1156)
!1168 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2ERKS_", scope: !37, file: !38, line: 159, type: !93, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !92, retainedNodes: !137)
!1169 = !DILocalVariable(name: "this", arg: 1, scope: !1168, type: !1061, flags: DIFlagArtificial | DIFlagObjectPointer)
!1170 = !DILocation(line: 0, scope: !1168)
!1171 = !DILocalVariable(name: "__a", arg: 2, scope: !1168, file: !38, line: 159, type: !95)
!1172 = !DILocation(line: 159, column: 34, scope: !1168)
!1173 = !DILocation(line: 160, column: 36, scope: !1168)
!1174 = !DILocation(line: 160, column: 31, scope: !1168)
!1175 = !DILocation(line: 160, column: 9, scope: !1168)
!1176 = !DILocation(line: 160, column: 38, scope: !1168)
!1177 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !26, file: !27, line: 547, type: !111, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !110, retainedNodes: !137)
!1178 = !DILocalVariable(name: "__a", arg: 1, scope: !1177, file: !27, line: 547, type: !114)
!1179 = !DILocation(line: 547, column: 38, scope: !1177)
!1180 = !DILocation(line: 550, column: 9, scope: !1177)
!1181 = !DILocation(line: 550, column: 13, scope: !1177)
!1182 = !DILocation(line: 550, column: 2, scope: !1177)
!1183 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !9, file: !1184, line: 230, type: !1185, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1189, retainedNodes: !137)
!1184 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1185 = !DISubroutineType(types: !1186)
!1186 = !{!1187, !1187, !1187}
!1187 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1188, size: 64)
!1188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!1189 = !{!1190}
!1190 = !DITemplateTypeParameter(name: "_Tp", type: !5)
!1191 = !DILocalVariable(name: "__a", arg: 1, scope: !1183, file: !1184, line: 230, type: !1187)
!1192 = !DILocation(line: 230, column: 20, scope: !1183)
!1193 = !DILocalVariable(name: "__b", arg: 2, scope: !1183, file: !1184, line: 230, type: !1187)
!1194 = !DILocation(line: 230, column: 36, scope: !1183)
!1195 = !DILocation(line: 235, column: 11, scope: !1196)
!1196 = distinct !DILexicalBlock(scope: !1183, file: !1184, line: 235, column: 11)
!1197 = !DILocation(line: 235, column: 17, scope: !1196)
!1198 = !DILocation(line: 235, column: 15, scope: !1196)
!1199 = !DILocation(line: 235, column: 11, scope: !1183)
!1200 = !DILocation(line: 236, column: 9, scope: !1196)
!1201 = !DILocation(line: 236, column: 2, scope: !1196)
!1202 = !DILocation(line: 237, column: 14, scope: !1183)
!1203 = !DILocation(line: 237, column: 7, scope: !1183)
!1204 = !DILocation(line: 238, column: 5, scope: !1183)
!1205 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !43, file: !44, line: 167, type: !83, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !82, retainedNodes: !137)
!1206 = !DILocalVariable(name: "this", arg: 1, scope: !1205, type: !1207, flags: DIFlagArtificial | DIFlagObjectPointer)
!1207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!1208 = !DILocation(line: 0, scope: !1205)
!1209 = !DILocation(line: 168, column: 16, scope: !1205)
!1210 = !DILocation(line: 168, column: 9, scope: !1205)
!1211 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !43, file: !44, line: 210, type: !83, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !85, retainedNodes: !137)
!1212 = !DILocalVariable(name: "this", arg: 1, scope: !1211, type: !1207, flags: DIFlagArtificial | DIFlagObjectPointer)
!1213 = !DILocation(line: 0, scope: !1211)
!1214 = !DILocation(line: 213, column: 2, scope: !1211)
!1215 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2ERKS0_", scope: !43, file: !44, line: 83, type: !51, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !50, retainedNodes: !137)
!1216 = !DILocalVariable(name: "this", arg: 1, scope: !1215, type: !1093, flags: DIFlagArtificial | DIFlagObjectPointer)
!1217 = !DILocation(line: 0, scope: !1215)
!1218 = !DILocalVariable(arg: 2, scope: !1215, file: !44, line: 83, type: !53)
!1219 = !DILocation(line: 83, column: 45, scope: !1215)
!1220 = !DILocation(line: 83, column: 71, scope: !1215)
!1221 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !15, file: !7, line: 143, type: !169, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !168, retainedNodes: !137)
!1222 = !DILocalVariable(name: "this", arg: 1, scope: !1221, type: !1223, flags: DIFlagArtificial | DIFlagObjectPointer)
!1223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!1224 = !DILocation(line: 0, scope: !1221)
!1225 = !DILocalVariable(name: "__a", arg: 2, scope: !1221, file: !7, line: 143, type: !171)
!1226 = !DILocation(line: 143, column: 37, scope: !1221)
!1227 = !DILocation(line: 145, column: 2, scope: !1221)
!1228 = !DILocation(line: 144, column: 19, scope: !1221)
!1229 = !DILocation(line: 144, column: 4, scope: !1221)
!1230 = !DILocation(line: 143, column: 2, scope: !1221)
!1231 = !DILocation(line: 145, column: 4, scope: !1221)
!1232 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !12, file: !7, line: 393, type: !207, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !232, retainedNodes: !137)
!1233 = !DILocalVariable(name: "this", arg: 1, scope: !1232, type: !1113, flags: DIFlagArtificial | DIFlagObjectPointer)
!1234 = !DILocation(line: 0, scope: !1232)
!1235 = !DILocalVariable(name: "__n", arg: 2, scope: !1232, file: !7, line: 393, type: !75)
!1236 = !DILocation(line: 393, column: 32, scope: !1232)
!1237 = !DILocation(line: 395, column: 45, scope: !1232)
!1238 = !DILocation(line: 395, column: 33, scope: !1232)
!1239 = !DILocation(line: 395, column: 8, scope: !1232)
!1240 = !DILocation(line: 395, column: 2, scope: !1232)
!1241 = !DILocation(line: 395, column: 16, scope: !1232)
!1242 = !DILocation(line: 395, column: 25, scope: !1232)
!1243 = !DILocation(line: 396, column: 34, scope: !1232)
!1244 = !DILocation(line: 396, column: 28, scope: !1232)
!1245 = !DILocation(line: 396, column: 42, scope: !1232)
!1246 = !DILocation(line: 396, column: 8, scope: !1232)
!1247 = !DILocation(line: 396, column: 2, scope: !1232)
!1248 = !DILocation(line: 396, column: 16, scope: !1232)
!1249 = !DILocation(line: 396, column: 26, scope: !1232)
!1250 = !DILocation(line: 397, column: 42, scope: !1232)
!1251 = !DILocation(line: 397, column: 36, scope: !1232)
!1252 = !DILocation(line: 397, column: 50, scope: !1232)
!1253 = !DILocation(line: 397, column: 61, scope: !1232)
!1254 = !DILocation(line: 397, column: 59, scope: !1232)
!1255 = !DILocation(line: 397, column: 8, scope: !1232)
!1256 = !DILocation(line: 397, column: 2, scope: !1232)
!1257 = !DILocation(line: 397, column: 16, scope: !1232)
!1258 = !DILocation(line: 397, column: 34, scope: !1232)
!1259 = !DILocation(line: 398, column: 7, scope: !1232)
!1260 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !15, file: !7, line: 133, type: !165, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1261, retainedNodes: !137)
!1261 = !DISubprogram(name: "~_Vector_impl", scope: !15, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1262 = !DILocalVariable(name: "this", arg: 1, scope: !1260, type: !1223, flags: DIFlagArtificial | DIFlagObjectPointer)
!1263 = !DILocation(line: 0, scope: !1260)
!1264 = !DILocation(line: 133, column: 14, scope: !1265)
!1265 = distinct !DILexicalBlock(scope: !1260, file: !7, line: 133, column: 14)
!1266 = !DILocation(line: 133, column: 14, scope: !1260)
!1267 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !140, file: !7, line: 99, type: !148, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !147, retainedNodes: !137)
!1268 = !DILocalVariable(name: "this", arg: 1, scope: !1267, type: !1269, flags: DIFlagArtificial | DIFlagObjectPointer)
!1269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!1270 = !DILocation(line: 0, scope: !1267)
!1271 = !DILocation(line: 100, column: 4, scope: !1267)
!1272 = !DILocation(line: 100, column: 16, scope: !1267)
!1273 = !DILocation(line: 100, column: 29, scope: !1267)
!1274 = !DILocation(line: 101, column: 4, scope: !1267)
!1275 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !12, file: !7, line: 375, type: !227, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !226, retainedNodes: !137)
!1276 = !DILocalVariable(name: "this", arg: 1, scope: !1275, type: !1113, flags: DIFlagArtificial | DIFlagObjectPointer)
!1277 = !DILocation(line: 0, scope: !1275)
!1278 = !DILocalVariable(name: "__n", arg: 2, scope: !1275, file: !7, line: 375, type: !75)
!1279 = !DILocation(line: 375, column: 26, scope: !1275)
!1280 = !DILocation(line: 378, column: 9, scope: !1275)
!1281 = !DILocation(line: 378, column: 13, scope: !1275)
!1282 = !DILocation(line: 378, column: 34, scope: !1275)
!1283 = !DILocation(line: 378, column: 43, scope: !1275)
!1284 = !DILocation(line: 378, column: 20, scope: !1275)
!1285 = !DILocation(line: 378, column: 2, scope: !1275)
!1286 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !26, file: !27, line: 463, type: !30, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !137)
!1287 = !DILocalVariable(name: "__a", arg: 1, scope: !1286, file: !27, line: 463, type: !35)
!1288 = !DILocation(line: 463, column: 32, scope: !1286)
!1289 = !DILocalVariable(name: "__n", arg: 2, scope: !1286, file: !27, line: 463, type: !102)
!1290 = !DILocation(line: 463, column: 47, scope: !1286)
!1291 = !DILocation(line: 464, column: 16, scope: !1286)
!1292 = !DILocation(line: 464, column: 29, scope: !1286)
!1293 = !DILocation(line: 464, column: 20, scope: !1286)
!1294 = !DILocation(line: 464, column: 9, scope: !1286)
!1295 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !71, retainedNodes: !137)
!1296 = !DILocalVariable(name: "this", arg: 1, scope: !1295, type: !1093, flags: DIFlagArtificial | DIFlagObjectPointer)
!1297 = !DILocation(line: 0, scope: !1295)
!1298 = !DILocalVariable(name: "__n", arg: 2, scope: !1295, file: !44, line: 112, type: !74)
!1299 = !DILocation(line: 112, column: 26, scope: !1295)
!1300 = !DILocalVariable(arg: 3, scope: !1295, file: !44, line: 112, type: !77)
!1301 = !DILocation(line: 112, column: 43, scope: !1295)
!1302 = !DILocation(line: 120, column: 23, scope: !1303)
!1303 = distinct !DILexicalBlock(scope: !1295, file: !44, line: 120, column: 6)
!1304 = !DILocation(line: 120, column: 35, scope: !1303)
!1305 = !DILocation(line: 120, column: 27, scope: !1303)
!1306 = !DILocation(line: 120, column: 6, scope: !1295)
!1307 = !DILocation(line: 124, column: 10, scope: !1308)
!1308 = distinct !DILexicalBlock(scope: !1309, file: !44, line: 124, column: 10)
!1309 = distinct !DILexicalBlock(scope: !1303, file: !44, line: 121, column: 4)
!1310 = !DILocation(line: 124, column: 14, scope: !1308)
!1311 = !DILocation(line: 124, column: 10, scope: !1309)
!1312 = !DILocation(line: 125, column: 8, scope: !1308)
!1313 = !DILocation(line: 126, column: 6, scope: !1309)
!1314 = !DILocation(line: 137, column: 49, scope: !1295)
!1315 = !DILocation(line: 137, column: 53, scope: !1295)
!1316 = !DILocation(line: 137, column: 27, scope: !1295)
!1317 = !DILocation(line: 137, column: 9, scope: !1295)
!1318 = !DILocation(line: 137, column: 2, scope: !1295)
!1319 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !43, file: !44, line: 90, type: !47, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !55, retainedNodes: !137)
!1320 = !DILocalVariable(name: "this", arg: 1, scope: !1319, type: !1093, flags: DIFlagArtificial | DIFlagObjectPointer)
!1321 = !DILocation(line: 0, scope: !1319)
!1322 = !DILocation(line: 90, column: 50, scope: !1319)
!1323 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !9, file: !1324, line: 764, type: !1325, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1327, retainedNodes: !137)
!1324 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!33, !33, !5, !100}
!1327 = !{!1328, !1329, !87}
!1328 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !33)
!1329 = !DITemplateTypeParameter(name: "_Size", type: !5)
!1330 = !DILocalVariable(name: "__first", arg: 1, scope: !1323, file: !1324, line: 764, type: !33)
!1331 = !DILocation(line: 764, column: 50, scope: !1323)
!1332 = !DILocalVariable(name: "__n", arg: 2, scope: !1323, file: !1324, line: 764, type: !5)
!1333 = !DILocation(line: 764, column: 65, scope: !1323)
!1334 = !DILocalVariable(arg: 3, scope: !1323, file: !1324, line: 765, type: !100)
!1335 = !DILocation(line: 765, column: 20, scope: !1323)
!1336 = !DILocation(line: 766, column: 45, scope: !1323)
!1337 = !DILocation(line: 766, column: 54, scope: !1323)
!1338 = !DILocation(line: 766, column: 14, scope: !1323)
!1339 = !DILocation(line: 766, column: 7, scope: !1323)
!1340 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !12, file: !7, line: 298, type: !185, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !184, retainedNodes: !137)
!1341 = !DILocalVariable(name: "this", arg: 1, scope: !1340, type: !1113, flags: DIFlagArtificial | DIFlagObjectPointer)
!1342 = !DILocation(line: 0, scope: !1340)
!1343 = !DILocation(line: 299, column: 22, scope: !1340)
!1344 = !DILocation(line: 299, column: 16, scope: !1340)
!1345 = !DILocation(line: 299, column: 9, scope: !1340)
!1346 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !9, file: !1324, line: 691, type: !1347, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1349, retainedNodes: !137)
!1347 = !DISubroutineType(types: !1348)
!1348 = !{!33, !33, !5}
!1349 = !{!1328, !1329}
!1350 = !DILocalVariable(name: "__first", arg: 1, scope: !1346, file: !1324, line: 691, type: !33)
!1351 = !DILocation(line: 691, column: 48, scope: !1346)
!1352 = !DILocalVariable(name: "__n", arg: 2, scope: !1346, file: !1324, line: 691, type: !5)
!1353 = !DILocation(line: 691, column: 63, scope: !1346)
!1354 = !DILocalVariable(name: "__can_fill", scope: !1346, file: !1324, line: 696, type: !242)
!1355 = !DILocation(line: 696, column: 22, scope: !1346)
!1356 = !DILocation(line: 701, column: 21, scope: !1346)
!1357 = !DILocation(line: 701, column: 30, scope: !1346)
!1358 = !DILocation(line: 699, column: 14, scope: !1346)
!1359 = !DILocation(line: 699, column: 7, scope: !1346)
!1360 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1361, file: !1324, line: 655, type: !1347, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1349, declaration: !1364, retainedNodes: !137)
!1361 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !9, file: !1324, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1362, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1362 = !{!1363}
!1363 = !DITemplateValueParameter(name: "_TrivialValueType", type: !130, value: i8 1)
!1364 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1361, file: !1324, line: 655, type: !1347, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1349)
!1365 = !DILocalVariable(name: "__first", arg: 1, scope: !1360, file: !1324, line: 655, type: !33)
!1366 = !DILocation(line: 655, column: 45, scope: !1360)
!1367 = !DILocalVariable(name: "__n", arg: 2, scope: !1360, file: !1324, line: 655, type: !5)
!1368 = !DILocation(line: 655, column: 60, scope: !1360)
!1369 = !DILocation(line: 657, column: 8, scope: !1370)
!1370 = distinct !DILexicalBlock(scope: !1360, file: !1324, line: 657, column: 8)
!1371 = !DILocation(line: 657, column: 12, scope: !1370)
!1372 = !DILocation(line: 657, column: 8, scope: !1360)
!1373 = !DILocalVariable(name: "__val", scope: !1374, file: !1324, line: 659, type: !1375)
!1374 = distinct !DILexicalBlock(scope: !1370, file: !1324, line: 658, column: 6)
!1375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1376, size: 64)
!1376 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1378, file: !1377, line: 213, baseType: !34)
!1377 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1378 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !9, file: !1377, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1379, identifier: "_ZTSSt15iterator_traitsIPdE")
!1379 = !{!1380}
!1380 = !DITemplateTypeParameter(name: "_Iterator", type: !33)
!1381 = !DILocation(line: 659, column: 64, scope: !1374)
!1382 = !DILocation(line: 660, column: 23, scope: !1374)
!1383 = !DILocation(line: 660, column: 5, scope: !1374)
!1384 = !DILocation(line: 661, column: 24, scope: !1374)
!1385 = !DILocation(line: 661, column: 8, scope: !1374)
!1386 = !DILocation(line: 662, column: 8, scope: !1374)
!1387 = !DILocation(line: 663, column: 30, scope: !1374)
!1388 = !DILocation(line: 663, column: 39, scope: !1374)
!1389 = !DILocation(line: 663, column: 43, scope: !1374)
!1390 = !DILocation(line: 663, column: 49, scope: !1374)
!1391 = !DILocation(line: 663, column: 18, scope: !1374)
!1392 = !DILocation(line: 663, column: 16, scope: !1374)
!1393 = !DILocation(line: 664, column: 6, scope: !1374)
!1394 = !DILocation(line: 665, column: 11, scope: !1360)
!1395 = !DILocation(line: 665, column: 4, scope: !1360)
!1396 = distinct !DISubprogram(name: "__addressof<double>", linkageName: "_ZSt11__addressofIdEPT_RS0_", scope: !9, file: !1397, line: 49, type: !1398, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !86, retainedNodes: !137)
!1397 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!1398 = !DISubroutineType(types: !1399)
!1399 = !{!33, !62}
!1400 = !DILocalVariable(name: "__r", arg: 1, scope: !1396, file: !1397, line: 49, type: !62)
!1401 = !DILocation(line: 49, column: 22, scope: !1396)
!1402 = !DILocation(line: 50, column: 34, scope: !1396)
!1403 = !DILocation(line: 50, column: 7, scope: !1396)
!1404 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !9, file: !1405, line: 109, type: !1406, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1408, retainedNodes: !137)
!1405 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1406 = !DISubroutineType(types: !1407)
!1407 = !{null, !33}
!1408 = !{!87, !1409}
!1409 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !137)
!1410 = !DILocalVariable(name: "__p", arg: 1, scope: !1404, file: !1405, line: 109, type: !33)
!1411 = !DILocation(line: 109, column: 21, scope: !1404)
!1412 = !DILocation(line: 119, column: 20, scope: !1404)
!1413 = !DILocation(line: 119, column: 7, scope: !1404)
!1414 = !DILocation(line: 120, column: 5, scope: !1404)
!1415 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !9, file: !1184, line: 1143, type: !1416, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1418, retainedNodes: !137)
!1416 = !DISubroutineType(types: !1417)
!1417 = !{!33, !33, !5, !70}
!1418 = !{!1419, !1329, !87}
!1419 = !DITemplateTypeParameter(name: "_OI", type: !33)
!1420 = !DILocalVariable(name: "__first", arg: 1, scope: !1415, file: !1184, line: 1143, type: !33)
!1421 = !DILocation(line: 1143, column: 16, scope: !1415)
!1422 = !DILocalVariable(name: "__n", arg: 2, scope: !1415, file: !1184, line: 1143, type: !5)
!1423 = !DILocation(line: 1143, column: 31, scope: !1415)
!1424 = !DILocalVariable(name: "__value", arg: 3, scope: !1415, file: !1184, line: 1143, type: !70)
!1425 = !DILocation(line: 1143, column: 47, scope: !1415)
!1426 = !DILocation(line: 1148, column: 30, scope: !1415)
!1427 = !DILocation(line: 1148, column: 62, scope: !1415)
!1428 = !DILocation(line: 1148, column: 39, scope: !1415)
!1429 = !DILocation(line: 1148, column: 68, scope: !1415)
!1430 = !DILocation(line: 1149, column: 11, scope: !1415)
!1431 = !DILocation(line: 1148, column: 14, scope: !1415)
!1432 = !DILocation(line: 1148, column: 7, scope: !1415)
!1433 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !9, file: !1184, line: 1108, type: !1434, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1446, retainedNodes: !137)
!1434 = !DISubroutineType(types: !1435)
!1435 = !{!33, !33, !5, !70, !1436}
!1436 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !9, file: !1377, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1437, identifier: "_ZTSSt26random_access_iterator_tag")
!1437 = !{!1438}
!1438 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1436, baseType: !1439, extraData: i32 0)
!1439 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !9, file: !1377, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1440, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1440 = !{!1441}
!1441 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1439, baseType: !1442, extraData: i32 0)
!1442 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !9, file: !1377, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1443, identifier: "_ZTSSt20forward_iterator_tag")
!1443 = !{!1444}
!1444 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1442, baseType: !1445, extraData: i32 0)
!1445 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !9, file: !1377, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !137, identifier: "_ZTSSt18input_iterator_tag")
!1446 = !{!1447, !1329, !87}
!1447 = !DITemplateTypeParameter(name: "_OutputIterator", type: !33)
!1448 = !DILocalVariable(name: "__first", arg: 1, scope: !1433, file: !1184, line: 1108, type: !33)
!1449 = !DILocation(line: 1108, column: 32, scope: !1433)
!1450 = !DILocalVariable(name: "__n", arg: 2, scope: !1433, file: !1184, line: 1108, type: !5)
!1451 = !DILocation(line: 1108, column: 47, scope: !1433)
!1452 = !DILocalVariable(name: "__value", arg: 3, scope: !1433, file: !1184, line: 1108, type: !70)
!1453 = !DILocation(line: 1108, column: 63, scope: !1433)
!1454 = !DILocalVariable(arg: 4, scope: !1433, file: !1184, line: 1109, type: !1436)
!1455 = !DILocation(line: 1109, column: 40, scope: !1433)
!1456 = !DILocation(line: 1114, column: 11, scope: !1457)
!1457 = distinct !DILexicalBlock(scope: !1433, file: !1184, line: 1114, column: 11)
!1458 = !DILocation(line: 1114, column: 15, scope: !1457)
!1459 = !DILocation(line: 1114, column: 11, scope: !1433)
!1460 = !DILocation(line: 1115, column: 9, scope: !1457)
!1461 = !DILocation(line: 1115, column: 2, scope: !1457)
!1462 = !DILocation(line: 1119, column: 21, scope: !1433)
!1463 = !DILocation(line: 1119, column: 30, scope: !1433)
!1464 = !DILocation(line: 1119, column: 40, scope: !1433)
!1465 = !DILocation(line: 1119, column: 38, scope: !1433)
!1466 = !DILocation(line: 1119, column: 45, scope: !1433)
!1467 = !DILocation(line: 1119, column: 7, scope: !1433)
!1468 = !DILocation(line: 1120, column: 14, scope: !1433)
!1469 = !DILocation(line: 1120, column: 24, scope: !1433)
!1470 = !DILocation(line: 1120, column: 22, scope: !1433)
!1471 = !DILocation(line: 1120, column: 7, scope: !1433)
!1472 = !DILocation(line: 1121, column: 5, scope: !1433)
!1473 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !9, file: !1184, line: 1009, type: !1474, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1474 = !DISubroutineType(types: !1475)
!1475 = !{!5, !5}
!1476 = !DILocalVariable(name: "__n", arg: 1, scope: !1473, file: !1184, line: 1009, type: !5)
!1477 = !DILocation(line: 1009, column: 35, scope: !1473)
!1478 = !DILocation(line: 1009, column: 49, scope: !1473)
!1479 = !DILocation(line: 1009, column: 42, scope: !1473)
!1480 = distinct !DISubprogram(name: "__iterator_category<double *>", linkageName: "_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !9, file: !1377, line: 238, type: !1481, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1486, retainedNodes: !137)
!1481 = !DISubroutineType(types: !1482)
!1482 = !{!1483, !1484}
!1483 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !1378, file: !1377, line: 212, baseType: !1436)
!1484 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1485, size: 64)
!1485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!1486 = !{!1487}
!1487 = !DITemplateTypeParameter(name: "_Iter", type: !33)
!1488 = !DILocalVariable(arg: 1, scope: !1480, file: !1377, line: 238, type: !1484)
!1489 = !DILocation(line: 238, column: 37, scope: !1480)
!1490 = !DILocation(line: 239, column: 7, scope: !1480)
!1491 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !9, file: !1184, line: 967, type: !1492, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1494, retainedNodes: !137)
!1492 = !DISubroutineType(types: !1493)
!1493 = !{null, !33, !33, !70}
!1494 = !{!1495, !87}
!1495 = !DITemplateTypeParameter(name: "_FIte", type: !33)
!1496 = !DILocalVariable(name: "__first", arg: 1, scope: !1491, file: !1184, line: 967, type: !33)
!1497 = !DILocation(line: 967, column: 20, scope: !1491)
!1498 = !DILocalVariable(name: "__last", arg: 2, scope: !1491, file: !1184, line: 967, type: !33)
!1499 = !DILocation(line: 967, column: 35, scope: !1491)
!1500 = !DILocalVariable(name: "__value", arg: 3, scope: !1491, file: !1184, line: 967, type: !70)
!1501 = !DILocation(line: 967, column: 54, scope: !1491)
!1502 = !DILocation(line: 968, column: 22, scope: !1491)
!1503 = !DILocation(line: 968, column: 31, scope: !1491)
!1504 = !DILocation(line: 968, column: 39, scope: !1491)
!1505 = !DILocation(line: 968, column: 7, scope: !1491)
!1506 = !DILocation(line: 968, column: 49, scope: !1491)
!1507 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !9, file: !1184, line: 917, type: !1508, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1516, retainedNodes: !137)
!1508 = !DISubroutineType(types: !1509)
!1509 = !{!1510, !33, !33, !70}
!1510 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1512, file: !1511, line: 50, baseType: null)
!1511 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1512 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !23, file: !1511, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1513, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1513 = !{!1514, !1515}
!1514 = !DITemplateValueParameter(type: !130, value: i8 1)
!1515 = !DITemplateTypeParameter(type: null)
!1516 = !{!1328, !87}
!1517 = !DILocalVariable(name: "__first", arg: 1, scope: !1507, file: !1184, line: 917, type: !33)
!1518 = !DILocation(line: 917, column: 32, scope: !1507)
!1519 = !DILocalVariable(name: "__last", arg: 2, scope: !1507, file: !1184, line: 917, type: !33)
!1520 = !DILocation(line: 917, column: 58, scope: !1507)
!1521 = !DILocalVariable(name: "__value", arg: 3, scope: !1507, file: !1184, line: 918, type: !70)
!1522 = !DILocation(line: 918, column: 19, scope: !1507)
!1523 = !DILocalVariable(name: "__tmp", scope: !1507, file: !1184, line: 920, type: !68)
!1524 = !DILocation(line: 920, column: 17, scope: !1507)
!1525 = !DILocation(line: 920, column: 25, scope: !1507)
!1526 = !DILocation(line: 921, column: 7, scope: !1507)
!1527 = !DILocation(line: 921, column: 14, scope: !1528)
!1528 = distinct !DILexicalBlock(scope: !1529, file: !1184, line: 921, column: 7)
!1529 = distinct !DILexicalBlock(scope: !1507, file: !1184, line: 921, column: 7)
!1530 = !DILocation(line: 921, column: 25, scope: !1528)
!1531 = !DILocation(line: 921, column: 22, scope: !1528)
!1532 = !DILocation(line: 921, column: 7, scope: !1529)
!1533 = !DILocation(line: 922, column: 13, scope: !1528)
!1534 = !DILocation(line: 922, column: 3, scope: !1528)
!1535 = !DILocation(line: 922, column: 11, scope: !1528)
!1536 = !DILocation(line: 922, column: 2, scope: !1528)
!1537 = !DILocation(line: 921, column: 33, scope: !1528)
!1538 = !DILocation(line: 921, column: 7, scope: !1528)
!1539 = distinct !{!1539, !1532, !1540, !962}
!1540 = !DILocation(line: 922, column: 13, scope: !1529)
!1541 = !DILocation(line: 923, column: 5, scope: !1507)
!1542 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !12, file: !7, line: 383, type: !230, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !229, retainedNodes: !137)
!1543 = !DILocalVariable(name: "this", arg: 1, scope: !1542, type: !1113, flags: DIFlagArtificial | DIFlagObjectPointer)
!1544 = !DILocation(line: 0, scope: !1542)
!1545 = !DILocalVariable(name: "__p", arg: 2, scope: !1542, file: !7, line: 383, type: !143)
!1546 = !DILocation(line: 383, column: 29, scope: !1542)
!1547 = !DILocalVariable(name: "__n", arg: 3, scope: !1542, file: !7, line: 383, type: !75)
!1548 = !DILocation(line: 383, column: 41, scope: !1542)
!1549 = !DILocation(line: 386, column: 6, scope: !1550)
!1550 = distinct !DILexicalBlock(scope: !1542, file: !7, line: 386, column: 6)
!1551 = !DILocation(line: 386, column: 6, scope: !1542)
!1552 = !DILocation(line: 387, column: 20, scope: !1550)
!1553 = !DILocation(line: 387, column: 29, scope: !1550)
!1554 = !DILocation(line: 387, column: 34, scope: !1550)
!1555 = !DILocation(line: 387, column: 4, scope: !1550)
!1556 = !DILocation(line: 388, column: 7, scope: !1542)
!1557 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !26, file: !27, line: 495, type: !108, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !107, retainedNodes: !137)
!1558 = !DILocalVariable(name: "__a", arg: 1, scope: !1557, file: !27, line: 495, type: !35)
!1559 = !DILocation(line: 495, column: 34, scope: !1557)
!1560 = !DILocalVariable(name: "__p", arg: 2, scope: !1557, file: !27, line: 495, type: !32)
!1561 = !DILocation(line: 495, column: 47, scope: !1557)
!1562 = !DILocalVariable(name: "__n", arg: 3, scope: !1557, file: !27, line: 495, type: !102)
!1563 = !DILocation(line: 495, column: 62, scope: !1557)
!1564 = !DILocation(line: 496, column: 9, scope: !1557)
!1565 = !DILocation(line: 496, column: 24, scope: !1557)
!1566 = !DILocation(line: 496, column: 29, scope: !1557)
!1567 = !DILocation(line: 496, column: 13, scope: !1557)
!1568 = !DILocation(line: 496, column: 35, scope: !1557)
!1569 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !43, file: !44, line: 142, type: !80, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !79, retainedNodes: !137)
!1570 = !DILocalVariable(name: "this", arg: 1, scope: !1569, type: !1093, flags: DIFlagArtificial | DIFlagObjectPointer)
!1571 = !DILocation(line: 0, scope: !1569)
!1572 = !DILocalVariable(name: "__p", arg: 2, scope: !1569, file: !44, line: 142, type: !33)
!1573 = !DILocation(line: 142, column: 23, scope: !1569)
!1574 = !DILocalVariable(name: "__n", arg: 3, scope: !1569, file: !44, line: 142, type: !74)
!1575 = !DILocation(line: 142, column: 38, scope: !1569)
!1576 = !DILocation(line: 158, column: 27, scope: !1569)
!1577 = !DILocation(line: 158, column: 2, scope: !1569)
!1578 = !DILocation(line: 159, column: 7, scope: !1569)
!1579 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1121, type: !396, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !395, retainedNodes: !137)
!1580 = !DILocalVariable(name: "this", arg: 1, scope: !1579, type: !1068, flags: DIFlagArtificial | DIFlagObjectPointer)
!1581 = !DILocation(line: 0, scope: !1579)
!1582 = !DILocalVariable(name: "__n", arg: 2, scope: !1579, file: !7, line: 1121, type: !294)
!1583 = !DILocation(line: 1121, column: 28, scope: !1579)
!1584 = !DILocation(line: 1124, column: 17, scope: !1579)
!1585 = !DILocation(line: 1124, column: 11, scope: !1579)
!1586 = !DILocation(line: 1124, column: 25, scope: !1579)
!1587 = !DILocation(line: 1124, column: 36, scope: !1579)
!1588 = !DILocation(line: 1124, column: 34, scope: !1579)
!1589 = !DILocation(line: 1124, column: 2, scope: !1579)
!1590 = distinct !DISubprogram(name: "rows", linkageName: "_ZNK6Matrix4rowsEv", scope: !502, file: !1, line: 12, type: !516, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !515, retainedNodes: !137)
!1591 = !DILocalVariable(name: "this", arg: 1, scope: !1590, type: !1592, flags: DIFlagArtificial | DIFlagObjectPointer)
!1592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !519, size: 64)
!1593 = !DILocation(line: 0, scope: !1590)
!1594 = !DILocation(line: 12, column: 29, scope: !1590)
!1595 = !DILocation(line: 12, column: 22, scope: !1590)
!1596 = distinct !DISubprogram(name: "cols", linkageName: "_ZNK6Matrix4colsEv", scope: !502, file: !1, line: 13, type: !516, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !520, retainedNodes: !137)
!1597 = !DILocalVariable(name: "this", arg: 1, scope: !1596, type: !1592, flags: DIFlagArtificial | DIFlagObjectPointer)
!1598 = !DILocation(line: 0, scope: !1596)
!1599 = !DILocation(line: 13, column: 29, scope: !1596)
!1600 = !DILocation(line: 13, column: 22, scope: !1596)
!1601 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !8, file: !7, line: 728, type: !282, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !334, retainedNodes: !137)
!1602 = !DILocalVariable(name: "this", arg: 1, scope: !1601, type: !1068, flags: DIFlagArtificial | DIFlagObjectPointer)
!1603 = !DILocation(line: 0, scope: !1601)
!1604 = !DILocation(line: 730, column: 22, scope: !1605)
!1605 = distinct !DILexicalBlock(scope: !1601, file: !7, line: 729, column: 7)
!1606 = !DILocation(line: 730, column: 16, scope: !1605)
!1607 = !DILocation(line: 730, column: 30, scope: !1605)
!1608 = !DILocation(line: 730, column: 46, scope: !1605)
!1609 = !DILocation(line: 730, column: 40, scope: !1605)
!1610 = !DILocation(line: 730, column: 54, scope: !1605)
!1611 = !DILocation(line: 731, column: 9, scope: !1605)
!1612 = !DILocation(line: 730, column: 2, scope: !1605)
!1613 = !DILocation(line: 733, column: 7, scope: !1605)
!1614 = !DILocation(line: 733, column: 7, scope: !1601)
!1615 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !9, file: !27, line: 847, type: !1616, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1516, retainedNodes: !137)
!1616 = !DISubroutineType(types: !1617)
!1617 = !{null, !33, !33, !100}
!1618 = !DILocalVariable(name: "__first", arg: 1, scope: !1615, file: !27, line: 847, type: !33)
!1619 = !DILocation(line: 847, column: 31, scope: !1615)
!1620 = !DILocalVariable(name: "__last", arg: 2, scope: !1615, file: !27, line: 847, type: !33)
!1621 = !DILocation(line: 847, column: 57, scope: !1615)
!1622 = !DILocalVariable(arg: 3, scope: !1615, file: !27, line: 848, type: !100)
!1623 = !DILocation(line: 848, column: 22, scope: !1615)
!1624 = !DILocation(line: 850, column: 16, scope: !1615)
!1625 = !DILocation(line: 850, column: 25, scope: !1615)
!1626 = !DILocation(line: 850, column: 7, scope: !1615)
!1627 = !DILocation(line: 851, column: 5, scope: !1615)
!1628 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !9, file: !1405, line: 182, type: !1629, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1631, retainedNodes: !137)
!1629 = !DISubroutineType(types: !1630)
!1630 = !{null, !33, !33}
!1631 = !{!1328}
!1632 = !DILocalVariable(name: "__first", arg: 1, scope: !1628, file: !1405, line: 182, type: !33)
!1633 = !DILocation(line: 182, column: 31, scope: !1628)
!1634 = !DILocalVariable(name: "__last", arg: 2, scope: !1628, file: !1405, line: 182, type: !33)
!1635 = !DILocation(line: 182, column: 57, scope: !1628)
!1636 = !DILocation(line: 196, column: 12, scope: !1628)
!1637 = !DILocation(line: 196, column: 21, scope: !1628)
!1638 = !DILocation(line: 195, column: 7, scope: !1628)
!1639 = !DILocation(line: 197, column: 5, scope: !1628)
!1640 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1641, file: !1405, line: 172, type: !1629, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1631, declaration: !1643, retainedNodes: !137)
!1641 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !9, file: !1405, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1642, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!1642 = !{!1514}
!1643 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1641, file: !1405, line: 172, type: !1629, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1631)
!1644 = !DILocalVariable(arg: 1, scope: !1640, file: !1405, line: 172, type: !33)
!1645 = !DILocation(line: 172, column: 35, scope: !1640)
!1646 = !DILocalVariable(arg: 2, scope: !1640, file: !1405, line: 172, type: !33)
!1647 = !DILocation(line: 172, column: 53, scope: !1640)
!1648 = !DILocation(line: 172, column: 57, scope: !1640)
