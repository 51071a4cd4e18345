; ModuleID = 'throw_catch.cpp'
source_filename = "throw_catch.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::allocator" = type { i8 }
%"class.std::invalid_argument" = type { %"class.std::logic_error" }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }
%"class.std::__new_allocator" = type { i8 }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%struct.Invalid = type <{ %"class.std::runtime_error", i32, [4 x i8] }>
%"struct.std::random_access_iterator_tag" = type { i8 }

$_ZNSaIiEC2Ev = comdat any

$_ZNSt6vectorIiSaIiEEC2EmRKS0_ = comdat any

$_ZNSaIiED2Ev = comdat any

$_ZNSt6vectorIiSaIiEEixEm = comdat any

$_ZNSt6vectorIiSaIiEED2Ev = comdat any

$_ZNKSt6vectorIiSaIiEE4sizeEv = comdat any

$_ZN7InvalidC2Ei = comdat any

$_ZN7InvalidD2Ev = comdat any

$_ZN7InvalidD0Ev = comdat any

$_ZNSt15__new_allocatorIiEC2Ev = comdat any

$_ZNSt15__new_allocatorIiED2Ev = comdat any

$_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIiSaIiEE21_M_default_initializeEm = comdat any

$_ZNSt12_Vector_baseIiSaIiEED2Ev = comdat any

$_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_ = comdat any

$_ZNSaIiEC2ERKS_ = comdat any

$_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$__clang_call_terminate = comdat any

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

$_ZSt27__uninitialized_default_n_aIPimiET_S1_T0_RSaIT1_E = comdat any

$_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt25__uninitialized_default_nIPimET_S1_T0_ = comdat any

$_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_ = comdat any

$_ZSt11__addressofIiEPT_RS0_ = comdat any

$_ZSt10_ConstructIiJEEvPT_DpOT0_ = comdat any

$_ZSt6fill_nIPimiET_S1_T0_RKT1_ = comdat any

$_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt17__size_to_integerm = comdat any

$_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt8__fill_aIPiiEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim = comdat any

$_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim = comdat any

$_ZNSt15__new_allocatorIiE10deallocateEPim = comdat any

$_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPiEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_ = comdat any

$_ZTS7Invalid = comdat any

$_ZTI7Invalid = comdat any

$_ZTV7Invalid = comdat any

@.str = private unnamed_addr constant [26 x i8] c"the size must be positive\00", align 1
@_ZTISt16invalid_argument = external constant i8*
@.str.1 = private unnamed_addr constant [21 x i8] c"sum %ld, %d invalid\0A\00", align 1
@_ZTISt13runtime_error = external constant i8*
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Invalid = linkonce_odr dso_local constant [9 x i8] c"7Invalid\00", comdat, align 1
@_ZTI7Invalid = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Invalid, i32 0, i32 0), i8* bitcast (i8** @_ZTISt13runtime_error to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"invalid value\00", align 1
@_ZTV7Invalid = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Invalid to i8*), i8* bitcast (void (%struct.Invalid*)* @_ZN7InvalidD2Ev to i8*), i8* bitcast (void (%struct.Invalid*)* @_ZN7InvalidD0Ev to i8*), i8* bitcast (i8* (%"class.std::runtime_error"*)* @_ZNKSt13runtime_error4whatEv to i8*)] }, comdat, align 8
@_ZL3lcg = internal global i32 12345, align 4, !dbg !0
@.str.3 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1299 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca %"class.std::vector", align 8
  %11 = alloca %"class.std::allocator", align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1302, metadata !DIExpression()), !dbg !1303
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !1304, metadata !DIExpression()), !dbg !1305
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1306, metadata !DIExpression()), !dbg !1307
  %15 = load i32, i32* %4, align 4, !dbg !1308
  %16 = icmp sgt i32 %15, 1, !dbg !1309
  br i1 %16, label %17, label %22, !dbg !1308

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !1310
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !1310
  %20 = load i8*, i8** %19, align 8, !dbg !1310
  %21 = call i32 @atoi(i8* noundef %20) #14, !dbg !1311
  br label %23, !dbg !1308

22:                                               ; preds = %2
  br label %23, !dbg !1308

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1000, %22 ], !dbg !1308
  store i32 %24, i32* %6, align 4, !dbg !1307
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1312, metadata !DIExpression()), !dbg !1313
  %25 = load i32, i32* %4, align 4, !dbg !1314
  %26 = icmp sgt i32 %25, 2, !dbg !1315
  br i1 %26, label %27, label %32, !dbg !1314

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !1316
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !1316
  %30 = load i8*, i8** %29, align 8, !dbg !1316
  %31 = call i32 @atoi(i8* noundef %30) #14, !dbg !1317
  br label %33, !dbg !1314

32:                                               ; preds = %23
  br label %33, !dbg !1314

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 1, %32 ], !dbg !1314
  store i32 %34, i32* %7, align 4, !dbg !1313
  %35 = load i32, i32* %6, align 4, !dbg !1318
  %36 = icmp sle i32 %35, 0, !dbg !1320
  br i1 %36, label %37, label %45, !dbg !1321

37:                                               ; preds = %33
  %38 = call i8* @__cxa_allocate_exception(i64 16) #15, !dbg !1322
  %39 = bitcast i8* %38 to %"class.std::invalid_argument"*, !dbg !1322
  invoke void @_ZNSt16invalid_argumentC1EPKc(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16) %39, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0))
          to label %40 unwind label %41, !dbg !1323

40:                                               ; preds = %37
  call void @__cxa_throw(i8* %38, i8* bitcast (i8** @_ZTISt16invalid_argument to i8*), i8* bitcast (void (%"class.std::invalid_argument"*)* @_ZNSt16invalid_argumentD1Ev to i8*)) #16, !dbg !1322
  unreachable, !dbg !1322

41:                                               ; preds = %37
  %42 = landingpad { i8*, i32 }
          cleanup, !dbg !1324
  %43 = extractvalue { i8*, i32 } %42, 0, !dbg !1324
  store i8* %43, i8** %8, align 8, !dbg !1324
  %44 = extractvalue { i8*, i32 } %42, 1, !dbg !1324
  store i32 %44, i32* %9, align 4, !dbg !1324
  call void @__cxa_free_exception(i8* %38) #15, !dbg !1322
  br label %78, !dbg !1322

45:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %10, metadata !1325, metadata !DIExpression()), !dbg !1326
  %46 = load i32, i32* %6, align 4, !dbg !1327
  %47 = sext i32 %46 to i64, !dbg !1327
  call void @_ZNSaIiEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #15, !dbg !1326
  invoke void @_ZNSt6vectorIiSaIiEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %47, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11)
          to label %48 unwind label %61, !dbg !1326

48:                                               ; preds = %45
  call void @_ZNSaIiED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #15, !dbg !1326
  call void @llvm.dbg.declare(metadata i32* %12, metadata !1328, metadata !DIExpression()), !dbg !1330
  store i32 0, i32* %12, align 4, !dbg !1330
  br label %49, !dbg !1331

49:                                               ; preds = %58, %48
  %50 = load i32, i32* %12, align 4, !dbg !1332
  %51 = load i32, i32* %6, align 4, !dbg !1334
  %52 = icmp slt i32 %50, %51, !dbg !1335
  br i1 %52, label %53, label %65, !dbg !1336

53:                                               ; preds = %49
  %54 = load i32, i32* %12, align 4, !dbg !1337
  %55 = load i32, i32* %12, align 4, !dbg !1338
  %56 = sext i32 %55 to i64, !dbg !1338
  %57 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZNSt6vectorIiSaIiEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %56) #15, !dbg !1339
  store i32 %54, i32* %57, align 4, !dbg !1340
  br label %58, !dbg !1339

58:                                               ; preds = %53
  %59 = load i32, i32* %12, align 4, !dbg !1341
  %60 = add nsw i32 %59, 1, !dbg !1341
  store i32 %60, i32* %12, align 4, !dbg !1341
  br label %49, !dbg !1342, !llvm.loop !1343

61:                                               ; preds = %45
  %62 = landingpad { i8*, i32 }
          cleanup, !dbg !1346
  %63 = extractvalue { i8*, i32 } %62, 0, !dbg !1346
  store i8* %63, i8** %8, align 8, !dbg !1346
  %64 = extractvalue { i8*, i32 } %62, 1, !dbg !1346
  store i32 %64, i32* %9, align 4, !dbg !1346
  call void @_ZNSaIiED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #15, !dbg !1326
  br label %78, !dbg !1326

65:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata i32* %13, metadata !1347, metadata !DIExpression()), !dbg !1348
  store i32 0, i32* %13, align 4, !dbg !1348
  call void @llvm.dbg.declare(metadata i64* %14, metadata !1349, metadata !DIExpression()), !dbg !1350
  %66 = load i32, i32* %7, align 4, !dbg !1351
  %67 = invoke noundef i64 @_ZL11sum_checkedRKSt6vectorIiSaIiEEiPi(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10, i32 noundef %66, i32* noundef %13)
          to label %68 unwind label %74, !dbg !1352

68:                                               ; preds = %65
  store i64 %67, i64* %14, align 8, !dbg !1350
  %69 = load i64, i64* %14, align 8, !dbg !1353
  %70 = load i32, i32* %13, align 4, !dbg !1354
  %71 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %69, i32 noundef %70)
          to label %72 unwind label %74, !dbg !1355

72:                                               ; preds = %68
  store i32 0, i32* %3, align 4, !dbg !1356
  call void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10) #15, !dbg !1346
  %73 = load i32, i32* %3, align 4, !dbg !1346
  ret i32 %73, !dbg !1346

74:                                               ; preds = %68, %65
  %75 = landingpad { i8*, i32 }
          cleanup, !dbg !1346
  %76 = extractvalue { i8*, i32 } %75, 0, !dbg !1346
  store i8* %76, i8** %8, align 8, !dbg !1346
  %77 = extractvalue { i8*, i32 } %75, 1, !dbg !1346
  store i32 %77, i32* %9, align 4, !dbg !1346
  call void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10) #15, !dbg !1346
  br label %78, !dbg !1346

78:                                               ; preds = %74, %61, %41
  %79 = load i8*, i8** %8, align 8, !dbg !1322
  %80 = load i32, i32* %9, align 4, !dbg !1322
  %81 = insertvalue { i8*, i32 } undef, i8* %79, 0, !dbg !1322
  %82 = insertvalue { i8*, i32 } %81, i32 %80, 1, !dbg !1322
  resume { i8*, i32 } %82, !dbg !1322
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

declare i8* @__cxa_allocate_exception(i64)

declare void @_ZNSt16invalid_argumentC1EPKc(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1357 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1358, metadata !DIExpression()), !dbg !1360
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1361
  call void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #15, !dbg !1362
  ret void, !dbg !1363
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1364 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1365, metadata !DIExpression()), !dbg !1367
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1368, metadata !DIExpression()), !dbg !1369
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1370, metadata !DIExpression()), !dbg !1371
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1372
  %11 = load i64, i64* %5, align 8, !dbg !1373
  %12 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1374
  %13 = call noundef i64 @_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_(i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !1375
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1376
  call void @_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1377
  %15 = load i64, i64* %5, align 8, !dbg !1378
  invoke void @_ZNSt6vectorIiSaIiEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !1380

16:                                               ; preds = %3
  ret void, !dbg !1381

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !1382
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !1382
  store i8* %19, i8** %7, align 8, !dbg !1382
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !1382
  store i32 %20, i32* %8, align 4, !dbg !1382
  %21 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1382
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %21) #15, !dbg !1382
  br label %22, !dbg !1382

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !1382
  %24 = load i32, i32* %8, align 4, !dbg !1382
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !1382
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !1382
  resume { i8*, i32 } %26, !dbg !1382
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1383 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1384, metadata !DIExpression()), !dbg !1385
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1386
  call void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #15, !dbg !1386
  ret void, !dbg !1388
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZNSt6vectorIiSaIiEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #7 comdat align 2 !dbg !1389 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1390, metadata !DIExpression()), !dbg !1391
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1392, metadata !DIExpression()), !dbg !1393
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1394
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1394
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1395
  %9 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1396
  %10 = load i32*, i32** %9, align 8, !dbg !1396
  %11 = load i64, i64* %4, align 8, !dbg !1397
  %12 = getelementptr inbounds i32, i32* %10, i64 %11, !dbg !1398
  ret i32* %12, !dbg !1399
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL11sum_checkedRKSt6vectorIiSaIiEEiPi(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i32* noundef %2) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1400 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"class.std::runtime_error"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1403, metadata !DIExpression()), !dbg !1404
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1405, metadata !DIExpression()), !dbg !1406
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1407, metadata !DIExpression()), !dbg !1408
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1409, metadata !DIExpression()), !dbg !1410
  store i64 0, i64* %7, align 8, !dbg !1410
  call void @llvm.dbg.declare(metadata i64* %8, metadata !1411, metadata !DIExpression()), !dbg !1413
  store i64 0, i64* %8, align 8, !dbg !1413
  br label %12, !dbg !1414

12:                                               ; preds = %42, %3
  %13 = load i64, i64* %8, align 8, !dbg !1415
  %14 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1417
  %15 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %14) #15, !dbg !1418
  %16 = icmp ult i64 %13, %15, !dbg !1419
  br i1 %16, label %17, label %45, !dbg !1420

17:                                               ; preds = %12
  %18 = load i64, i64* %8, align 8, !dbg !1421
  %19 = trunc i64 %18 to i32, !dbg !1421
  %20 = load i32, i32* %5, align 4, !dbg !1424
  %21 = invoke noundef i32 @_ZL5checkii(i32 noundef %19, i32 noundef %20)
          to label %22 unwind label %26, !dbg !1425

22:                                               ; preds = %17
  %23 = sext i32 %21 to i64, !dbg !1425
  %24 = load i64, i64* %7, align 8, !dbg !1426
  %25 = add nsw i64 %24, %23, !dbg !1426
  store i64 %25, i64* %7, align 8, !dbg !1426
  br label %41, !dbg !1427

26:                                               ; preds = %17
  %27 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt13runtime_error to i8*), !dbg !1428
  %28 = extractvalue { i8*, i32 } %27, 0, !dbg !1428
  store i8* %28, i8** %9, align 8, !dbg !1428
  %29 = extractvalue { i8*, i32 } %27, 1, !dbg !1428
  store i32 %29, i32* %10, align 4, !dbg !1428
  br label %30, !dbg !1428

30:                                               ; preds = %26
  %31 = load i32, i32* %10, align 4, !dbg !1427
  %32 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt13runtime_error to i8*)) #15, !dbg !1427
  %33 = icmp eq i32 %31, %32, !dbg !1427
  br i1 %33, label %34, label %47, !dbg !1427

34:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata %"class.std::runtime_error"** %11, metadata !1429, metadata !DIExpression()), !dbg !1432
  %35 = load i8*, i8** %9, align 8, !dbg !1427
  %36 = call i8* @__cxa_begin_catch(i8* %35) #15, !dbg !1427
  %37 = bitcast i8* %36 to %"class.std::runtime_error"*, !dbg !1427
  store %"class.std::runtime_error"* %37, %"class.std::runtime_error"** %11, align 8, !dbg !1427
  %38 = load i32*, i32** %6, align 8, !dbg !1433
  %39 = load i32, i32* %38, align 4, !dbg !1435
  %40 = add nsw i32 %39, 1, !dbg !1435
  store i32 %40, i32* %38, align 4, !dbg !1435
  call void @__cxa_end_catch(), !dbg !1436
  br label %41, !dbg !1436

41:                                               ; preds = %34, %22
  br label %42, !dbg !1437

42:                                               ; preds = %41
  %43 = load i64, i64* %8, align 8, !dbg !1438
  %44 = add i64 %43, 1, !dbg !1438
  store i64 %44, i64* %8, align 8, !dbg !1438
  br label %12, !dbg !1439, !llvm.loop !1440

45:                                               ; preds = %12
  %46 = load i64, i64* %7, align 8, !dbg !1442
  ret i64 %46, !dbg !1443

47:                                               ; preds = %30
  %48 = load i8*, i8** %9, align 8, !dbg !1427
  %49 = load i32, i32* %10, align 4, !dbg !1427
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0, !dbg !1427
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1, !dbg !1427
  resume { i8*, i32 } %51, !dbg !1427
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1444 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1445, metadata !DIExpression()), !dbg !1446
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1447
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1447
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1449
  %9 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1450
  %10 = load i32*, i32** %9, align 8, !dbg !1450
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1451
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1451
  %13 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1452
  %14 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1453
  %15 = load i32*, i32** %14, align 8, !dbg !1453
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1454
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #15, !dbg !1454
  invoke void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %10, i32* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1455

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1456
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #15, !dbg !1456
  ret void, !dbg !1457

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1456
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1456
  store i8* %22, i8** %3, align 8, !dbg !1456
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1456
  store i32 %23, i32* %4, align 4, !dbg !1456
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1456
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #15, !dbg !1456
  br label %25, !dbg !1456

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1456
  call void @__clang_call_terminate(i8* %26) #17, !dbg !1456
  unreachable, !dbg !1456
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #7 comdat align 2 !dbg !1458 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1459, metadata !DIExpression()), !dbg !1461
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1462
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !1462
  %6 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1463
  %7 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !1464
  %8 = load i32*, i32** %7, align 8, !dbg !1464
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1465
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1465
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1466
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !1467
  %13 = load i32*, i32** %12, align 8, !dbg !1467
  %14 = ptrtoint i32* %8 to i64, !dbg !1468
  %15 = ptrtoint i32* %13 to i64, !dbg !1468
  %16 = sub i64 %14, %15, !dbg !1468
  %17 = sdiv exact i64 %16, 4, !dbg !1468
  ret i64 %17, !dbg !1469
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5checkii(i32 noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1470 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !1473, metadata !DIExpression()), !dbg !1474
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1475, metadata !DIExpression()), !dbg !1476
  %7 = load i32, i32* %4, align 4, !dbg !1477
  %8 = icmp eq i32 %7, 1, !dbg !1479
  br i1 %8, label %9, label %22, !dbg !1480

9:                                                ; preds = %2
  %10 = load i32, i32* %3, align 4, !dbg !1481
  %11 = srem i32 %10, 7, !dbg !1482
  %12 = icmp eq i32 %11, 3, !dbg !1483
  br i1 %12, label %13, label %22, !dbg !1484

13:                                               ; preds = %9
  %14 = call i8* @__cxa_allocate_exception(i64 24) #15, !dbg !1485
  %15 = bitcast i8* %14 to %struct.Invalid*, !dbg !1485
  %16 = load i32, i32* %3, align 4, !dbg !1486
  invoke void @_ZN7InvalidC2Ei(%struct.Invalid* noundef nonnull align 8 dereferenceable(20) %15, i32 noundef %16)
          to label %17 unwind label %18, !dbg !1487

17:                                               ; preds = %13
  call void @__cxa_throw(i8* %14, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Invalid to i8*), i8* bitcast (void (%struct.Invalid*)* @_ZN7InvalidD2Ev to i8*)) #16, !dbg !1485
  unreachable, !dbg !1485

18:                                               ; preds = %13
  %19 = landingpad { i8*, i32 }
          cleanup, !dbg !1488
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !1488
  store i8* %20, i8** %5, align 8, !dbg !1488
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !1488
  store i32 %21, i32* %6, align 4, !dbg !1488
  call void @__cxa_free_exception(i8* %14) #15, !dbg !1485
  br label %41, !dbg !1485

22:                                               ; preds = %9, %2
  %23 = load i32, i32* %4, align 4, !dbg !1489
  %24 = icmp eq i32 %23, 2, !dbg !1491
  br i1 %24, label %25, label %38, !dbg !1492

25:                                               ; preds = %22
  %26 = call noundef i32 @_ZL9next_randv(), !dbg !1493
  %27 = urem i32 %26, 5, !dbg !1494
  %28 = icmp eq i32 %27, 0, !dbg !1495
  br i1 %28, label %29, label %38, !dbg !1496

29:                                               ; preds = %25
  %30 = call i8* @__cxa_allocate_exception(i64 24) #15, !dbg !1497
  %31 = bitcast i8* %30 to %struct.Invalid*, !dbg !1497
  %32 = load i32, i32* %3, align 4, !dbg !1498
  invoke void @_ZN7InvalidC2Ei(%struct.Invalid* noundef nonnull align 8 dereferenceable(20) %31, i32 noundef %32)
          to label %33 unwind label %34, !dbg !1499

33:                                               ; preds = %29
  call void @__cxa_throw(i8* %30, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Invalid to i8*), i8* bitcast (void (%struct.Invalid*)* @_ZN7InvalidD2Ev to i8*)) #16, !dbg !1497
  unreachable, !dbg !1497

34:                                               ; preds = %29
  %35 = landingpad { i8*, i32 }
          cleanup, !dbg !1500
  %36 = extractvalue { i8*, i32 } %35, 0, !dbg !1500
  store i8* %36, i8** %5, align 8, !dbg !1500
  %37 = extractvalue { i8*, i32 } %35, 1, !dbg !1500
  store i32 %37, i32* %6, align 4, !dbg !1500
  call void @__cxa_free_exception(i8* %30) #15, !dbg !1497
  br label %41, !dbg !1497

38:                                               ; preds = %25, %22
  %39 = load i32, i32* %3, align 4, !dbg !1501
  %40 = mul nsw i32 %39, 2, !dbg !1502
  ret i32 %40, !dbg !1503

41:                                               ; preds = %34, %18
  %42 = load i8*, i8** %5, align 8, !dbg !1485
  %43 = load i32, i32* %6, align 4, !dbg !1485
  %44 = insertvalue { i8*, i32 } undef, i8* %42, 0, !dbg !1485
  %45 = insertvalue { i8*, i32 } %44, i32 %43, 1, !dbg !1485
  resume { i8*, i32 } %45, !dbg !1485
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #9

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7InvalidC2Ei(%struct.Invalid* noundef nonnull align 8 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !1504 {
  %3 = alloca %struct.Invalid*, align 8
  %4 = alloca i32, align 4
  store %struct.Invalid* %0, %struct.Invalid** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Invalid** %3, metadata !1505, metadata !DIExpression()), !dbg !1507
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1508, metadata !DIExpression()), !dbg !1509
  %5 = load %struct.Invalid*, %struct.Invalid** %3, align 8
  %6 = bitcast %struct.Invalid* %5 to %"class.std::runtime_error"*, !dbg !1510
  call void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %6, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0)), !dbg !1511
  %7 = bitcast %struct.Invalid* %5 to i32 (...)***, !dbg !1510
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Invalid, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8, !dbg !1510
  %8 = getelementptr inbounds %struct.Invalid, %struct.Invalid* %5, i32 0, i32 1, !dbg !1512
  %9 = load i32, i32* %4, align 4, !dbg !1513
  store i32 %9, i32* %8, align 8, !dbg !1512
  ret void, !dbg !1514
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7InvalidD2Ev(%struct.Invalid* noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #5 comdat align 2 !dbg !1515 {
  %2 = alloca %struct.Invalid*, align 8
  store %struct.Invalid* %0, %struct.Invalid** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Invalid** %2, metadata !1519, metadata !DIExpression()), !dbg !1520
  %3 = load %struct.Invalid*, %struct.Invalid** %2, align 8
  %4 = bitcast %struct.Invalid* %3 to %"class.std::runtime_error"*, !dbg !1521
  call void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %4) #15, !dbg !1521
  ret void, !dbg !1523
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9next_randv() #7 !dbg !1524 {
  %1 = load i32, i32* @_ZL3lcg, align 4, !dbg !1527
  %2 = mul i32 %1, 1103515245, !dbg !1528
  %3 = add i32 %2, 12345, !dbg !1529
  store i32 %3, i32* @_ZL3lcg, align 4, !dbg !1530
  %4 = lshr i32 %3, 16, !dbg !1531
  ret i32 %4, !dbg !1532
}

declare void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7InvalidD0Ev(%struct.Invalid* noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #5 comdat align 2 !dbg !1533 {
  %2 = alloca %struct.Invalid*, align 8
  store %struct.Invalid* %0, %struct.Invalid** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Invalid** %2, metadata !1534, metadata !DIExpression()), !dbg !1535
  %3 = load %struct.Invalid*, %struct.Invalid** %2, align 8
  call void @_ZN7InvalidD2Ev(%struct.Invalid* noundef nonnull align 8 dereferenceable(20) %3) #15, !dbg !1536
  %4 = bitcast %struct.Invalid* %3 to i8*, !dbg !1536
  call void @_ZdlPv(i8* noundef %4) #18, !dbg !1536
  ret void, !dbg !1536
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt13runtime_error4whatEv(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1537 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1538, metadata !DIExpression()), !dbg !1540
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1541
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 !dbg !1542 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1543, metadata !DIExpression()), !dbg !1544
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1545
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #8 comdat align 2 !dbg !1546 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1547, metadata !DIExpression()), !dbg !1548
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1549, metadata !DIExpression()), !dbg !1550
  %6 = load i64, i64* %3, align 8, !dbg !1551
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1553
  call void @_ZNSaIiEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #15, !dbg !1554
  %8 = call noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #15, !dbg !1555
  %9 = icmp ugt i64 %6, %8, !dbg !1556
  call void @_ZNSaIiED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #15, !dbg !1551
  br i1 %9, label %10, label %11, !dbg !1557

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.3, i64 0, i64 0)) #16, !dbg !1558
  unreachable, !dbg !1558

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1559
  ret i64 %12, !dbg !1560
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1561 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1562, metadata !DIExpression()), !dbg !1564
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1565, metadata !DIExpression()), !dbg !1566
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1567, metadata !DIExpression()), !dbg !1568
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1569
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1570
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #15, !dbg !1569
  %12 = load i64, i64* %5, align 8, !dbg !1571
  invoke void @_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1573

13:                                               ; preds = %3
  ret void, !dbg !1574

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !1575
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !1575
  store i8* %16, i8** %7, align 8, !dbg !1575
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !1575
  store i32 %17, i32* %8, align 4, !dbg !1575
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #15, !dbg !1575
  br label %18, !dbg !1575

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !1575
  %20 = load i32, i32* %8, align 4, !dbg !1575
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !1575
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !1575
  resume { i8*, i32 } %22, !dbg !1575
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #8 comdat align 2 !dbg !1576 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1577, metadata !DIExpression()), !dbg !1578
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1579, metadata !DIExpression()), !dbg !1580
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1581
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1581
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1582
  %9 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1583
  %10 = load i32*, i32** %9, align 8, !dbg !1583
  %11 = load i64, i64* %4, align 8, !dbg !1584
  %12 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1585
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12) #15, !dbg !1585
  %14 = call noundef i32* @_ZSt27__uninitialized_default_n_aIPimiET_S1_T0_RSaIT1_E(i32* noundef %10, i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !1586
  %15 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1587
  %16 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %15, i32 0, i32 0, !dbg !1587
  %17 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1588
  %18 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !1589
  store i32* %14, i32** %18, align 8, !dbg !1590
  ret void, !dbg !1591
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1592 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1593, metadata !DIExpression()), !dbg !1594
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1595
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1595
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1597
  %9 = load i32*, i32** %8, align 8, !dbg !1597
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1598
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1598
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1599
  %13 = load i32*, i32** %12, align 8, !dbg !1599
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1600
  %15 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1600
  %16 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1601
  %17 = load i32*, i32** %16, align 8, !dbg !1601
  %18 = ptrtoint i32* %13 to i64, !dbg !1602
  %19 = ptrtoint i32* %17 to i64, !dbg !1602
  %20 = sub i64 %18, %19, !dbg !1602
  %21 = sdiv exact i64 %20, 4, !dbg !1602
  invoke void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i32* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1603

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1604
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #15, !dbg !1604
  ret void, !dbg !1605

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1604
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1604
  store i8* %26, i8** %3, align 8, !dbg !1604
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1604
  store i32 %27, i32* %4, align 4, !dbg !1604
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1604
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #15, !dbg !1604
  br label %29, !dbg !1604

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1604
  call void @__clang_call_terminate(i8* %30) #17, !dbg !1604
  unreachable, !dbg !1604
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1606 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1607, metadata !DIExpression()), !dbg !1608
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1609, metadata !DIExpression()), !dbg !1611
  store i64 2305843009213693951, i64* %3, align 8, !dbg !1611
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1612, metadata !DIExpression()), !dbg !1613
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1614
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #15, !dbg !1615
  store i64 %6, i64* %4, align 8, !dbg !1613
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1616

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1616
  ret i64 %9, !dbg !1617

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1616
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1616
  call void @__clang_call_terminate(i8* %12) #17, !dbg !1616
  unreachable, !dbg !1616
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #5 comdat align 2 !dbg !1618 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1619, metadata !DIExpression()), !dbg !1620
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1621, metadata !DIExpression()), !dbg !1622
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1623
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1624
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1624
  call void @_ZNSt15__new_allocatorIiEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #15, !dbg !1625
  ret void, !dbg !1626
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #11

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 !dbg !1627 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1628, metadata !DIExpression()), !dbg !1629
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1630
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1630
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #15, !dbg !1631
  ret i64 %5, !dbg !1632
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #7 comdat !dbg !1633 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1641, metadata !DIExpression()), !dbg !1642
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1643, metadata !DIExpression()), !dbg !1644
  %6 = load i64*, i64** %5, align 8, !dbg !1645
  %7 = load i64, i64* %6, align 8, !dbg !1645
  %8 = load i64*, i64** %4, align 8, !dbg !1647
  %9 = load i64, i64* %8, align 8, !dbg !1647
  %10 = icmp ult i64 %7, %9, !dbg !1648
  br i1 %10, label %11, label %13, !dbg !1649

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1650
  store i64* %12, i64** %3, align 8, !dbg !1651
  br label %15, !dbg !1651

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1652
  store i64* %14, i64** %3, align 8, !dbg !1653
  br label %15, !dbg !1653

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1654
  ret i64* %16, !dbg !1654
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #12 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #15
  call void @_ZSt9terminatev() #17
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 !dbg !1655 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1656, metadata !DIExpression()), !dbg !1658
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #15, !dbg !1659
  ret i64 %4, !dbg !1660
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 !dbg !1661 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1662, metadata !DIExpression()), !dbg !1663
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 2305843009213693951, !dbg !1664
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #5 comdat align 2 !dbg !1665 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !1666, metadata !DIExpression()), !dbg !1667
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1668, metadata !DIExpression()), !dbg !1669
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !1670
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #5 comdat align 2 !dbg !1671 {
  %3 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %3, metadata !1672, metadata !DIExpression()), !dbg !1674
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1675, metadata !DIExpression()), !dbg !1676
  %5 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !1677
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1678
  call void @_ZNSaIiEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #15, !dbg !1679
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1677
  call void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #15, !dbg !1680
  ret void, !dbg !1681
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #8 comdat align 2 !dbg !1682 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1683, metadata !DIExpression()), !dbg !1684
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1685, metadata !DIExpression()), !dbg !1686
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1687
  %7 = call noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !1688
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1689
  %9 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1690
  %10 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !1691
  store i32* %7, i32** %10, align 8, !dbg !1692
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1693
  %12 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1694
  %13 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !1695
  %14 = load i32*, i32** %13, align 8, !dbg !1695
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1696
  %16 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1697
  %17 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !1698
  store i32* %14, i32** %17, align 8, !dbg !1699
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1700
  %19 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1701
  %20 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1702
  %21 = load i32*, i32** %20, align 8, !dbg !1702
  %22 = load i64, i64* %4, align 8, !dbg !1703
  %23 = getelementptr inbounds i32, i32* %21, i64 %22, !dbg !1704
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1705
  %25 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1706
  %26 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !1707
  store i32* %23, i32** %26, align 8, !dbg !1708
  ret void, !dbg !1709
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1710 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, metadata !1712, metadata !DIExpression()), !dbg !1713
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1714
  call void @_ZNSaIiED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #15, !dbg !1714
  ret void, !dbg !1716
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 !dbg !1717 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, metadata !1718, metadata !DIExpression()), !dbg !1720
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1721
  store i32* null, i32** %4, align 8, !dbg !1721
  %5 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1722
  store i32* null, i32** %5, align 8, !dbg !1722
  %6 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1723
  store i32* null, i32** %6, align 8, !dbg !1723
  ret void, !dbg !1724
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #8 comdat align 2 !dbg !1725 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1726, metadata !DIExpression()), !dbg !1727
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1728, metadata !DIExpression()), !dbg !1729
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1730
  %7 = icmp ne i64 %6, 0, !dbg !1731
  br i1 %7, label %8, label %13, !dbg !1730

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1732
  %10 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1732
  %11 = load i64, i64* %4, align 8, !dbg !1733
  %12 = call noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1734
  br label %14, !dbg !1730

13:                                               ; preds = %2
  br label %14, !dbg !1730

14:                                               ; preds = %13, %8
  %15 = phi i32* [ %12, %8 ], [ null, %13 ], !dbg !1730
  ret i32* %15, !dbg !1735
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #8 comdat align 2 !dbg !1736 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1737, metadata !DIExpression()), !dbg !1738
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1739, metadata !DIExpression()), !dbg !1740
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1741
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1741
  %7 = load i64, i64* %4, align 8, !dbg !1742
  %8 = call noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1743
  ret i32* %8, !dbg !1744
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #8 comdat align 2 !dbg !1745 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1746, metadata !DIExpression()), !dbg !1747
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1748, metadata !DIExpression()), !dbg !1749
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1750, metadata !DIExpression()), !dbg !1751
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1752
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #15, !dbg !1754
  %10 = icmp ugt i64 %8, %9, !dbg !1755
  br i1 %10, label %11, label %16, !dbg !1756

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1757
  %13 = icmp ugt i64 %12, 4611686018427387903, !dbg !1760
  br i1 %13, label %14, label %15, !dbg !1761

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #16, !dbg !1762
  unreachable, !dbg !1762

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #16, !dbg !1763
  unreachable, !dbg !1763

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1764
  %18 = mul i64 %17, 4, !dbg !1765
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #19, !dbg !1766
  %20 = bitcast i8* %19 to i32*, !dbg !1767
  ret i32* %20, !dbg !1768
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #11

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #13

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt27__uninitialized_default_n_aIPimiET_S1_T0_RSaIT1_E(i32* noundef %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #8 comdat !dbg !1769 {
  %4 = alloca i32*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !1776, metadata !DIExpression()), !dbg !1777
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1778, metadata !DIExpression()), !dbg !1779
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1780, metadata !DIExpression()), !dbg !1781
  %7 = load i32*, i32** %4, align 8, !dbg !1782
  %8 = load i64, i64* %5, align 8, !dbg !1783
  %9 = call noundef i32* @_ZSt25__uninitialized_default_nIPimET_S1_T0_(i32* noundef %7, i64 noundef %8), !dbg !1784
  ret i32* %9, !dbg !1785
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #7 comdat align 2 !dbg !1786 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1787, metadata !DIExpression()), !dbg !1788
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1789
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1790
  ret %"class.std::allocator"* %5, !dbg !1791
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt25__uninitialized_default_nIPimET_S1_T0_(i32* noundef %0, i64 noundef %1) #8 comdat !dbg !1792 {
  %3 = alloca i32*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !1796, metadata !DIExpression()), !dbg !1797
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1798, metadata !DIExpression()), !dbg !1799
  call void @llvm.dbg.declare(metadata i8* %5, metadata !1800, metadata !DIExpression()), !dbg !1801
  store i8 1, i8* %5, align 1, !dbg !1801
  %6 = load i32*, i32** %3, align 8, !dbg !1802
  %7 = load i64, i64* %4, align 8, !dbg !1803
  %8 = call noundef i32* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_(i32* noundef %6, i64 noundef %7), !dbg !1804
  ret i32* %8, !dbg !1805
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_(i32* noundef %0, i64 noundef %1) #8 comdat align 2 !dbg !1806 {
  %3 = alloca i32*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !1811, metadata !DIExpression()), !dbg !1812
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1813, metadata !DIExpression()), !dbg !1814
  %6 = load i64, i64* %4, align 8, !dbg !1815
  %7 = icmp ugt i64 %6, 0, !dbg !1817
  br i1 %7, label %8, label %19, !dbg !1818

8:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata i32** %5, metadata !1819, metadata !DIExpression()), !dbg !1827
  %9 = load i32*, i32** %3, align 8, !dbg !1828
  %10 = call noundef i32* @_ZSt11__addressofIiEPT_RS0_(i32* noundef nonnull align 4 dereferenceable(4) %9) #15, !dbg !1829
  store i32* %10, i32** %5, align 8, !dbg !1827
  %11 = load i32*, i32** %5, align 8, !dbg !1830
  call void @_ZSt10_ConstructIiJEEvPT_DpOT0_(i32* noundef %11), !dbg !1831
  %12 = load i32*, i32** %3, align 8, !dbg !1832
  %13 = getelementptr inbounds i32, i32* %12, i32 1, !dbg !1832
  store i32* %13, i32** %3, align 8, !dbg !1832
  %14 = load i32*, i32** %3, align 8, !dbg !1833
  %15 = load i64, i64* %4, align 8, !dbg !1834
  %16 = sub i64 %15, 1, !dbg !1835
  %17 = load i32*, i32** %5, align 8, !dbg !1836
  %18 = call noundef i32* @_ZSt6fill_nIPimiET_S1_T0_RKT1_(i32* noundef %14, i64 noundef %16, i32* noundef nonnull align 4 dereferenceable(4) %17), !dbg !1837
  store i32* %18, i32** %3, align 8, !dbg !1838
  br label %19, !dbg !1839

19:                                               ; preds = %8, %2
  %20 = load i32*, i32** %3, align 8, !dbg !1840
  ret i32* %20, !dbg !1841
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt11__addressofIiEPT_RS0_(i32* noundef nonnull align 4 dereferenceable(4) %0) #7 comdat !dbg !1842 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !1846, metadata !DIExpression()), !dbg !1847
  %3 = load i32*, i32** %2, align 8, !dbg !1848
  ret i32* %3, !dbg !1849
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIiJEEvPT_DpOT0_(i32* noundef %0) #7 comdat !dbg !1850 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !1856, metadata !DIExpression()), !dbg !1857
  %3 = load i32*, i32** %2, align 8, !dbg !1858
  %4 = bitcast i32* %3 to i8*, !dbg !1858
  %5 = bitcast i8* %4 to i32*, !dbg !1859
  store i32 0, i32* %5, align 4, !dbg !1859
  ret void, !dbg !1860
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt6fill_nIPimiET_S1_T0_RKT1_(i32* noundef %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #8 comdat !dbg !1861 {
  %4 = alloca i32*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !1866, metadata !DIExpression()), !dbg !1867
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1868, metadata !DIExpression()), !dbg !1869
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1870, metadata !DIExpression()), !dbg !1871
  %9 = load i32*, i32** %4, align 8, !dbg !1872
  %10 = load i64, i64* %5, align 8, !dbg !1873
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !1874
  %12 = load i32*, i32** %6, align 8, !dbg !1875
  call void @_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_(i32** noundef nonnull align 8 dereferenceable(8) %4), !dbg !1876
  %13 = call noundef i32* @_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag(i32* noundef %9, i64 noundef %11, i32* noundef nonnull align 4 dereferenceable(4) %12), !dbg !1877
  ret i32* %13, !dbg !1878
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag(i32* noundef %0, i64 noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #8 comdat !dbg !1879 {
  %4 = alloca i32*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca i32*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32*, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1894, metadata !DIExpression()), !dbg !1895
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1896, metadata !DIExpression()), !dbg !1897
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !1898, metadata !DIExpression()), !dbg !1899
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !1900, metadata !DIExpression()), !dbg !1901
  %9 = load i64, i64* %7, align 8, !dbg !1902
  %10 = icmp ule i64 %9, 0, !dbg !1904
  br i1 %10, label %11, label %13, !dbg !1905

11:                                               ; preds = %3
  %12 = load i32*, i32** %6, align 8, !dbg !1906
  store i32* %12, i32** %4, align 8, !dbg !1907
  br label %22, !dbg !1907

13:                                               ; preds = %3
  %14 = load i32*, i32** %6, align 8, !dbg !1908
  %15 = load i32*, i32** %6, align 8, !dbg !1909
  %16 = load i64, i64* %7, align 8, !dbg !1910
  %17 = getelementptr inbounds i32, i32* %15, i64 %16, !dbg !1911
  %18 = load i32*, i32** %8, align 8, !dbg !1912
  call void @_ZSt8__fill_aIPiiEvT_S1_RKT0_(i32* noundef %14, i32* noundef %17, i32* noundef nonnull align 4 dereferenceable(4) %18), !dbg !1913
  %19 = load i32*, i32** %6, align 8, !dbg !1914
  %20 = load i64, i64* %7, align 8, !dbg !1915
  %21 = getelementptr inbounds i32, i32* %19, i64 %20, !dbg !1916
  store i32* %21, i32** %4, align 8, !dbg !1917
  br label %22, !dbg !1917

22:                                               ; preds = %13, %11
  %23 = load i32*, i32** %4, align 8, !dbg !1918
  ret i32* %23, !dbg !1918
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #7 comdat !dbg !1919 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !1922, metadata !DIExpression()), !dbg !1923
  %3 = load i64, i64* %2, align 8, !dbg !1924
  ret i64 %3, !dbg !1925
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_(i32** noundef nonnull align 8 dereferenceable(8) %0) #7 comdat !dbg !1926 {
  %2 = alloca i32**, align 8
  store i32** %0, i32*** %2, align 8
  call void @llvm.dbg.declare(metadata i32*** %2, metadata !1934, metadata !DIExpression()), !dbg !1935
  ret void, !dbg !1936
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPiiEvT_S1_RKT0_(i32* noundef %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #8 comdat !dbg !1937 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !1942, metadata !DIExpression()), !dbg !1943
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !1944, metadata !DIExpression()), !dbg !1945
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1946, metadata !DIExpression()), !dbg !1947
  %7 = load i32*, i32** %4, align 8, !dbg !1948
  %8 = load i32*, i32** %5, align 8, !dbg !1949
  %9 = load i32*, i32** %6, align 8, !dbg !1950
  call void @_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(i32* noundef %7, i32* noundef %8, i32* noundef nonnull align 4 dereferenceable(4) %9), !dbg !1951
  ret void, !dbg !1952
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(i32* noundef %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #7 comdat !dbg !1953 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !1963, metadata !DIExpression()), !dbg !1964
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !1965, metadata !DIExpression()), !dbg !1966
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1967, metadata !DIExpression()), !dbg !1968
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1969, metadata !DIExpression()), !dbg !1970
  %8 = load i32*, i32** %6, align 8, !dbg !1971
  %9 = load i32, i32* %8, align 4, !dbg !1971
  store i32 %9, i32* %7, align 4, !dbg !1970
  br label %10, !dbg !1972

10:                                               ; preds = %17, %3
  %11 = load i32*, i32** %4, align 8, !dbg !1973
  %12 = load i32*, i32** %5, align 8, !dbg !1976
  %13 = icmp ne i32* %11, %12, !dbg !1977
  br i1 %13, label %14, label %20, !dbg !1978

14:                                               ; preds = %10
  %15 = load i32, i32* %7, align 4, !dbg !1979
  %16 = load i32*, i32** %4, align 8, !dbg !1980
  store i32 %15, i32* %16, align 4, !dbg !1981
  br label %17, !dbg !1982

17:                                               ; preds = %14
  %18 = load i32*, i32** %4, align 8, !dbg !1983
  %19 = getelementptr inbounds i32, i32* %18, i32 1, !dbg !1983
  store i32* %19, i32** %4, align 8, !dbg !1983
  br label %10, !dbg !1984, !llvm.loop !1985

20:                                               ; preds = %10
  ret void, !dbg !1987
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef %1, i64 noundef %2) #8 comdat align 2 !dbg !1988 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1989, metadata !DIExpression()), !dbg !1990
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !1991, metadata !DIExpression()), !dbg !1992
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1993, metadata !DIExpression()), !dbg !1994
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !1995
  %9 = icmp ne i32* %8, null, !dbg !1995
  br i1 %9, label %10, label %15, !dbg !1997

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1998
  %12 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1998
  %13 = load i32*, i32** %5, align 8, !dbg !1999
  %14 = load i64, i64* %6, align 8, !dbg !2000
  call void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, i32* noundef %13, i64 noundef %14), !dbg !2001
  br label %15, !dbg !2001

15:                                               ; preds = %10, %3
  ret void, !dbg !2002
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #8 comdat align 2 !dbg !2003 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2004, metadata !DIExpression()), !dbg !2005
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2006, metadata !DIExpression()), !dbg !2007
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2008, metadata !DIExpression()), !dbg !2009
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2010
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2010
  %9 = load i32*, i32** %5, align 8, !dbg !2011
  %10 = load i64, i64* %6, align 8, !dbg !2012
  call void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i64 noundef %10), !dbg !2013
  ret void, !dbg !2014
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #7 comdat align 2 !dbg !2015 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2016, metadata !DIExpression()), !dbg !2017
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2018, metadata !DIExpression()), !dbg !2019
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2020, metadata !DIExpression()), !dbg !2021
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !2022
  %9 = bitcast i32* %8 to i8*, !dbg !2022
  call void @_ZdlPv(i8* noundef %9) #18, !dbg !2023
  ret void, !dbg !2024
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %0, i32* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #8 comdat !dbg !2025 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2028, metadata !DIExpression()), !dbg !2029
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2030, metadata !DIExpression()), !dbg !2031
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2032, metadata !DIExpression()), !dbg !2033
  %7 = load i32*, i32** %4, align 8, !dbg !2034
  %8 = load i32*, i32** %5, align 8, !dbg !2035
  call void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %7, i32* noundef %8), !dbg !2036
  ret void, !dbg !2037
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %0, i32* noundef %1) #8 comdat !dbg !2038 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !2042, metadata !DIExpression()), !dbg !2043
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2044, metadata !DIExpression()), !dbg !2045
  %5 = load i32*, i32** %3, align 8, !dbg !2046
  %6 = load i32*, i32** %4, align 8, !dbg !2047
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %5, i32* noundef %6), !dbg !2048
  ret void, !dbg !2049
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %0, i32* noundef %1) #7 comdat align 2 !dbg !2050 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !2054, metadata !DIExpression()), !dbg !2055
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2056, metadata !DIExpression()), !dbg !2057
  ret void, !dbg !2058
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind readnone }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noinline noreturn nounwind }
attributes #13 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind readonly willreturn }
attributes #15 = { nounwind }
attributes #16 = { noreturn }
attributes #17 = { noreturn nounwind }
attributes #18 = { builtin nounwind }
attributes #19 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!1291, !1292, !1293, !1294, !1295, !1296, !1297}
!llvm.ident = !{!1298}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lcg", linkageName: "_ZL3lcg", scope: !2, file: !3, line: 16, type: !678, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !515, imports: !516, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "throw_catch.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "69c21ca9fa37dae2a75ef558b5fd2b3e")
!4 = !{!5, !8, !9, !14, !25, !11, !91, !50, !514, !53, !59, !26, !29, !32, !154}
!5 = !DICompositeType(tag: DW_TAG_class_type, name: "invalid_argument", scope: !7, file: !6, line: 168, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!6 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!7 = !DINamespace(name: "std", scope: null)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !10, line: 458, baseType: !11)
!10 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !7, file: !12, line: 298, baseType: !13)
!12 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Invalid", file: !3, line: 11, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !15, vtableHolder: !23, identifier: "_ZTS7Invalid")
!15 = !{!16, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !14, baseType: !17, extraData: i32 0)
!17 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !7, file: !6, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !14, file: !3, line: 12, baseType: !8, size: 32, offset: 128)
!19 = !DISubprogram(name: "Invalid", scope: !14, file: !3, line: 13, type: !20, scopeLine: 13, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !8}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!23 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !7, file: !24, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!24 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !26, file: !10, line: 444, baseType: !35)
!26 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !7, file: !10, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !27, templateParams: !247, identifier: "_ZTSSt6vectorIiSaIiEE")
!27 = !{!28, !248, !267, !283, !284, !289, !292, !295, !299, !305, !308, !314, !319, !323, !333, !336, !339, !342, !347, !348, !352, !355, !358, !361, !364, !370, !376, !377, !378, !383, !388, !389, !390, !391, !392, !393, !394, !397, !398, !401, !402, !403, !404, !407, !408, !416, !423, !426, !427, !428, !431, !434, !435, !436, !439, !442, !445, !449, !450, !453, !456, !459, !462, !465, !468, !471, !472, !473, !474, !475, !478, !479, !482, !483, !484, !491, !494, !499, !502, !505, !508, !511}
!28 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !26, baseType: !29, flags: DIFlagProtected, extraData: i32 0)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !7, file: !10, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !30, templateParams: !247, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!30 = !{!31, !198, !203, !208, !212, !215, !220, !223, !226, !230, !233, !236, !239, !240, !243, !246}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !29, file: !10, line: 371, baseType: !32, size: 192)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !29, file: !10, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !33, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!33 = !{!34, !153, !178, !182, !187, !191, !195}
!34 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !32, baseType: !35, extraData: i32 0)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !29, file: !10, line: 88, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !38, file: !37, line: 120, baseType: !152)
!37 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !39, file: !37, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !151, templateParams: !100, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !40, file: !37, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !41, templateParams: !149, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!40 = !DINamespace(name: "__gnu_cxx", scope: null)
!41 = !{!42, !135, !138, !141, !145, !146, !147, !148}
!42 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !39, baseType: !43, extraData: i32 0)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !7, file: !44, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !45, templateParams: !133, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!44 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!45 = !{!46, !117, !121, !124, !130}
!46 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !43, file: !44, line: 463, type: !47, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !51, !116}
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !43, file: !44, line: 420, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !43, file: !44, line: 414, baseType: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !7, file: !54, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !55, templateParams: !100, identifier: "_ZTSSaIiE")
!54 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!55 = !{!56, !102, !106, !111, !115}
!56 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !53, baseType: !57, flags: DIFlagPublic, extraData: i32 0)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !7, file: !58, line: 47, baseType: !59)
!58 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!59 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !7, file: !60, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !61, templateParams: !100, identifier: "_ZTSSt15__new_allocatorIiE")
!60 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!61 = !{!62, !66, !71, !72, !79, !87, !93, !96, !99}
!62 = !DISubprogram(name: "__new_allocator", scope: !59, file: !60, line: 80, type: !63, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!66 = !DISubprogram(name: "__new_allocator", scope: !59, file: !60, line: 83, type: !67, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !65, !69}
!69 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!71 = !DISubprogram(name: "~__new_allocator", scope: !59, file: !60, line: 90, type: !63, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!72 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !59, file: !60, line: 93, type: !73, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !76, !77}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !59, file: !60, line: 63, baseType: !50)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !59, file: !60, line: 65, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!79 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !59, file: !60, line: 97, type: !80, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !76, !85}
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !59, file: !60, line: 64, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !59, file: !60, line: 66, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !84, size: 64)
!87 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !59, file: !60, line: 112, type: !88, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!88 = !DISubroutineType(types: !89)
!89 = !{!50, !65, !90, !91}
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !60, line: 60, baseType: !11)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!93 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !59, file: !60, line: 142, type: !94, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !65, !50, !90}
!96 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !59, file: !60, line: 167, type: !97, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!97 = !DISubroutineType(types: !98)
!98 = !{!90, !76}
!99 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !59, file: !60, line: 210, type: !97, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!100 = !{!101}
!101 = !DITemplateTypeParameter(name: "_Tp", type: !8)
!102 = !DISubprogram(name: "allocator", scope: !53, file: !54, line: 156, type: !103, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!106 = !DISubprogram(name: "allocator", scope: !53, file: !54, line: 159, type: !107, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !105, !109}
!109 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!111 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !53, file: !54, line: 164, type: !112, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !105, !109}
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !53, size: 64)
!115 = !DISubprogram(name: "~allocator", scope: !53, file: !54, line: 174, type: !103, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !44, line: 435, baseType: !11)
!117 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !43, file: !44, line: 477, type: !118, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{!49, !51, !116, !120}
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !44, line: 429, baseType: !91)
!121 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !43, file: !44, line: 495, type: !122, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !51, !49, !116}
!124 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !43, file: !44, line: 547, type: !125, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!125 = !DISubroutineType(types: !126)
!126 = !{!127, !128}
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !43, file: !44, line: 435, baseType: !11)
!128 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!130 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !43, file: !44, line: 562, type: !131, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!131 = !DISubroutineType(types: !132)
!132 = !{!52, !128}
!133 = !{!134}
!134 = !DITemplateTypeParameter(name: "_Alloc", type: !53)
!135 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !39, file: !37, line: 97, type: !136, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!136 = !DISubroutineType(types: !137)
!137 = !{!53, !109}
!138 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !39, file: !37, line: 100, type: !139, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !114, !114}
!141 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !39, file: !37, line: 103, type: !142, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!142 = !DISubroutineType(types: !143)
!143 = !{!144}
!144 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!145 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !39, file: !37, line: 106, type: !142, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!146 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !39, file: !37, line: 109, type: !142, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!147 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !39, file: !37, line: 112, type: !142, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!148 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !39, file: !37, line: 115, type: !142, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!149 = !{!134, !150}
!150 = !DITemplateTypeParameter(type: !8)
!151 = !{}
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<int>", scope: !43, file: !44, line: 450, baseType: !53)
!153 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !32, baseType: !154, extraData: i32 0)
!154 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !29, file: !10, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !155, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!155 = !{!156, !159, !160, !161, !165, !169, !174}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !154, file: !10, line: 94, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !29, file: !10, line: 90, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !39, file: !37, line: 57, baseType: !49)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !154, file: !10, line: 95, baseType: !157, size: 64, offset: 64)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !154, file: !10, line: 96, baseType: !157, size: 64, offset: 128)
!161 = !DISubprogram(name: "_Vector_impl_data", scope: !154, file: !10, line: 99, type: !162, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!165 = !DISubprogram(name: "_Vector_impl_data", scope: !154, file: !10, line: 105, type: !166, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !164, !168}
!168 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !154, size: 64)
!169 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !154, file: !10, line: 113, type: !170, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !164, !172}
!172 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !154)
!174 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !154, file: !10, line: 122, type: !175, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !164, !177}
!177 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !154, size: 64)
!178 = !DISubprogram(name: "_Vector_impl", scope: !32, file: !10, line: 137, type: !179, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!182 = !DISubprogram(name: "_Vector_impl", scope: !32, file: !10, line: 143, type: !183, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !181, !185}
!185 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !186, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!187 = !DISubprogram(name: "_Vector_impl", scope: !32, file: !10, line: 151, type: !188, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !181, !190}
!190 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !32, size: 64)
!191 = !DISubprogram(name: "_Vector_impl", scope: !32, file: !10, line: 156, type: !192, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !181, !194}
!194 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !35, size: 64)
!195 = !DISubprogram(name: "_Vector_impl", scope: !32, file: !10, line: 161, type: !196, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !181, !194, !190}
!198 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !29, file: !10, line: 298, type: !199, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !202}
!201 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !35, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!203 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !29, file: !10, line: 303, type: !204, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!204 = !DISubroutineType(types: !205)
!205 = !{!185, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!208 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !29, file: !10, line: 308, type: !209, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!209 = !DISubroutineType(types: !210)
!210 = !{!211, !206}
!211 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !29, file: !10, line: 294, baseType: !53)
!212 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 312, type: !213, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !202}
!215 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 318, type: !216, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !202, !218}
!218 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !211)
!220 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 324, type: !221, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !202, !11}
!223 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 330, type: !224, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !202, !11, !218}
!226 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 335, type: !227, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !202, !229}
!229 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !29, size: 64)
!230 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 340, type: !231, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !202, !194}
!233 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 344, type: !234, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !202, !229, !218}
!236 = !DISubprogram(name: "_Vector_base", scope: !29, file: !10, line: 358, type: !237, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !202, !218, !229}
!239 = !DISubprogram(name: "~_Vector_base", scope: !29, file: !10, line: 364, type: !213, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!240 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !29, file: !10, line: 375, type: !241, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!241 = !DISubroutineType(types: !242)
!242 = !{!157, !202, !11}
!243 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !29, file: !10, line: 383, type: !244, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !202, !157, !11}
!246 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !29, file: !10, line: 393, type: !221, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!247 = !{!101, !134}
!248 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !26, file: !10, line: 465, type: !249, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!249 = !DISubroutineType(types: !250)
!250 = !{!144, !251}
!251 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !7, file: !252, line: 82, baseType: !253)
!252 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!253 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !7, file: !252, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !254, templateParams: !264, identifier: "_ZTSSt17integral_constantIbLb1EE")
!254 = !{!255, !257, !263}
!255 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !253, file: !252, line: 64, baseType: !256, flags: DIFlagStaticMember, extraData: i1 true)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!257 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !253, file: !252, line: 67, type: !258, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!258 = !DISubroutineType(types: !259)
!259 = !{!260, !261}
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !253, file: !252, line: 65, baseType: !144)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !253)
!263 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !253, file: !252, line: 72, type: !258, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!264 = !{!265, !266}
!265 = !DITemplateTypeParameter(name: "_Tp", type: !144)
!266 = !DITemplateValueParameter(name: "__v", type: !144, value: i8 1)
!267 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !26, file: !10, line: 474, type: !268, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!268 = !DISubroutineType(types: !269)
!269 = !{!144, !270}
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !7, file: !252, line: 85, baseType: !271)
!271 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !7, file: !252, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !272, templateParams: !281, identifier: "_ZTSSt17integral_constantIbLb0EE")
!272 = !{!273, !274, !280}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !271, file: !252, line: 64, baseType: !256, flags: DIFlagStaticMember, extraData: i1 false)
!274 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !271, file: !252, line: 67, type: !275, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !278}
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !271, file: !252, line: 65, baseType: !144)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !279, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !271)
!280 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !271, file: !252, line: 72, type: !275, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!281 = !{!265, !282}
!282 = !DITemplateValueParameter(name: "__v", type: !144, value: i8 0)
!283 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !26, file: !10, line: 478, type: !142, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!284 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !26, file: !10, line: 487, type: !285, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!285 = !DISubroutineType(types: !286)
!286 = !{!287, !287, !287, !287, !288, !251}
!287 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !26, file: !10, line: 449, baseType: !157)
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!289 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !26, file: !10, line: 494, type: !290, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!290 = !DISubroutineType(types: !291)
!291 = !{!287, !287, !287, !287, !288, !270}
!292 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !26, file: !10, line: 499, type: !293, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!293 = !DISubroutineType(types: !294)
!294 = !{!287, !287, !287, !287, !288}
!295 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 526, type: !296, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !298}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!299 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 537, type: !300, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !298, !302}
!302 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !304)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !26, file: !10, line: 460, baseType: !53)
!305 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 551, type: !306, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !298, !9, !302}
!308 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 564, type: !309, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !298, !9, !311, !302}
!311 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !313)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !26, file: !10, line: 448, baseType: !8)
!314 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 596, type: !315, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !298, !317}
!317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!319 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 615, type: !320, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!320 = !DISubroutineType(types: !321)
!321 = !{null, !298, !322}
!322 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !26, size: 64)
!323 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 619, type: !324, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !298, !317, !326}
!326 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !327, size: 64)
!327 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !328)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !7, file: !252, line: 128, baseType: !329)
!329 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !330, file: !252, line: 125, baseType: !53)
!330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !7, file: !252, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !151, templateParams: !331, identifier: "_ZTSSt15__type_identityISaIiEE")
!331 = !{!332}
!332 = !DITemplateTypeParameter(name: "_Type", type: !53)
!333 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 630, type: !334, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !298, !322, !302, !251}
!336 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 635, type: !337, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!337 = !DISubroutineType(types: !338)
!338 = !{null, !298, !322, !302, !270}
!339 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 654, type: !340, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !298, !322, !326}
!342 = !DISubprogram(name: "vector", scope: !26, file: !10, line: 673, type: !343, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!343 = !DISubroutineType(types: !344)
!344 = !{null, !298, !345, !302}
!345 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !7, file: !346, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!346 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!347 = !DISubprogram(name: "~vector", scope: !26, file: !10, line: 728, type: !296, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!348 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !26, file: !10, line: 746, type: !349, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!349 = !DISubroutineType(types: !350)
!350 = !{!351, !298, !317}
!351 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!352 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !26, file: !10, line: 761, type: !353, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!353 = !DISubroutineType(types: !354)
!354 = !{!351, !298, !322}
!355 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !26, file: !10, line: 783, type: !356, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!356 = !DISubroutineType(types: !357)
!357 = !{!351, !298, !345}
!358 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !26, file: !10, line: 803, type: !359, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!359 = !DISubroutineType(types: !360)
!360 = !{null, !298, !9, !311}
!361 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !26, file: !10, line: 850, type: !362, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!362 = !DISubroutineType(types: !363)
!363 = !{null, !298, !345}
!364 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !26, file: !10, line: 868, type: !365, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!365 = !DISubroutineType(types: !366)
!366 = !{!367, !298}
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !26, file: !10, line: 453, baseType: !368)
!368 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !40, file: !369, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!369 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!370 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !26, file: !10, line: 878, type: !371, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!371 = !DISubroutineType(types: !372)
!372 = !{!373, !375}
!373 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !26, file: !10, line: 455, baseType: !374)
!374 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !40, file: !369, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!376 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !26, file: !10, line: 888, type: !365, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!377 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !26, file: !10, line: 898, type: !371, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!378 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !26, file: !10, line: 908, type: !379, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!379 = !DISubroutineType(types: !380)
!380 = !{!381, !298}
!381 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !26, file: !10, line: 457, baseType: !382)
!382 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !7, file: !369, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!383 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !26, file: !10, line: 918, type: !384, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!384 = !DISubroutineType(types: !385)
!385 = !{!386, !375}
!386 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !26, file: !10, line: 456, baseType: !387)
!387 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !7, file: !369, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!388 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !26, file: !10, line: 928, type: !379, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!389 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !26, file: !10, line: 938, type: !384, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!390 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !26, file: !10, line: 949, type: !371, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!391 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !26, file: !10, line: 959, type: !371, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!392 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !26, file: !10, line: 969, type: !384, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!393 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !26, file: !10, line: 979, type: !384, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!394 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !26, file: !10, line: 987, type: !395, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!395 = !DISubroutineType(types: !396)
!396 = !{!9, !375}
!397 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !26, file: !10, line: 993, type: !395, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!398 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !26, file: !10, line: 1008, type: !399, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!399 = !DISubroutineType(types: !400)
!400 = !{null, !298, !9}
!401 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !26, file: !10, line: 1029, type: !359, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!402 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !26, file: !10, line: 1063, type: !296, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!403 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !26, file: !10, line: 1073, type: !395, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!404 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !26, file: !10, line: 1083, type: !405, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!405 = !DISubroutineType(types: !406)
!406 = !{!144, !375}
!407 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !26, file: !10, line: 1105, type: !399, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!408 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !26, file: !10, line: 1121, type: !409, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!409 = !DISubroutineType(types: !410)
!410 = !{!411, !298, !9}
!411 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !26, file: !10, line: 451, baseType: !412)
!412 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !39, file: !37, line: 62, baseType: !413)
!413 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !414, size: 64)
!414 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !39, file: !37, line: 56, baseType: !415)
!415 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !43, file: !44, line: 417, baseType: !8)
!416 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !26, file: !10, line: 1140, type: !417, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!417 = !DISubroutineType(types: !418)
!418 = !{!419, !375, !9}
!419 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !26, file: !10, line: 452, baseType: !420)
!420 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !39, file: !37, line: 63, baseType: !421)
!421 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !422, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !414)
!423 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !26, file: !10, line: 1150, type: !424, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!424 = !DISubroutineType(types: !425)
!425 = !{null, !375, !9}
!426 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !26, file: !10, line: 1173, type: !409, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !26, file: !10, line: 1192, type: !417, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!428 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !26, file: !10, line: 1204, type: !429, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!429 = !DISubroutineType(types: !430)
!430 = !{!411, !298}
!431 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !26, file: !10, line: 1216, type: !432, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!432 = !DISubroutineType(types: !433)
!433 = !{!419, !375}
!434 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !26, file: !10, line: 1228, type: !429, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!435 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !26, file: !10, line: 1240, type: !432, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !26, file: !10, line: 1255, type: !437, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!437 = !DISubroutineType(types: !438)
!438 = !{!50, !298}
!439 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !26, file: !10, line: 1260, type: !440, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!440 = !DISubroutineType(types: !441)
!441 = !{!83, !375}
!442 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !26, file: !10, line: 1276, type: !443, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !298, !311}
!445 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !26, file: !10, line: 1293, type: !446, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!446 = !DISubroutineType(types: !447)
!447 = !{null, !298, !448}
!448 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !313, size: 64)
!449 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !26, file: !10, line: 1317, type: !296, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!450 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !26, file: !10, line: 1357, type: !451, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!451 = !DISubroutineType(types: !452)
!452 = !{!367, !298, !373, !311}
!453 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !26, file: !10, line: 1388, type: !454, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!454 = !DISubroutineType(types: !455)
!455 = !{!367, !298, !373, !448}
!456 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !26, file: !10, line: 1406, type: !457, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!457 = !DISubroutineType(types: !458)
!458 = !{!367, !298, !373, !345}
!459 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !26, file: !10, line: 1432, type: !460, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!460 = !DISubroutineType(types: !461)
!461 = !{!367, !298, !373, !9, !311}
!462 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !26, file: !10, line: 1529, type: !463, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!463 = !DISubroutineType(types: !464)
!464 = !{!367, !298, !373}
!465 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !26, file: !10, line: 1557, type: !466, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!466 = !DISubroutineType(types: !467)
!467 = !{!367, !298, !373, !373}
!468 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !26, file: !10, line: 1581, type: !469, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!469 = !DISubroutineType(types: !470)
!470 = !{null, !298, !351}
!471 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !26, file: !10, line: 1600, type: !296, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!472 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !26, file: !10, line: 1699, type: !359, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!473 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !26, file: !10, line: 1710, type: !399, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!474 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !26, file: !10, line: 1757, type: !359, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!475 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !26, file: !10, line: 1801, type: !476, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!476 = !DISubroutineType(types: !477)
!477 = !{null, !298, !367, !9, !311}
!478 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !26, file: !10, line: 1807, type: !399, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!479 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !26, file: !10, line: 1811, type: !480, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!480 = !DISubroutineType(types: !481)
!481 = !{!144, !298}
!482 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !26, file: !10, line: 1873, type: !454, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!483 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !26, file: !10, line: 1884, type: !454, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!484 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !26, file: !10, line: 1891, type: !485, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!485 = !DISubroutineType(types: !486)
!486 = !{!487, !375, !9, !488}
!487 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !26, file: !10, line: 458, baseType: !11)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !489, size: 64)
!489 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !490)
!490 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!491 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !26, file: !10, line: 1902, type: !492, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!492 = !DISubroutineType(types: !493)
!493 = !{!487, !9, !302}
!494 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !26, file: !10, line: 1911, type: !495, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!495 = !DISubroutineType(types: !496)
!496 = !{!487, !497}
!497 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !498, size: 64)
!498 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!499 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !26, file: !10, line: 1928, type: !500, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!500 = !DISubroutineType(types: !501)
!501 = !{null, !298, !287}
!502 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !26, file: !10, line: 1941, type: !503, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!503 = !DISubroutineType(types: !504)
!504 = !{!367, !298, !367}
!505 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !26, file: !10, line: 1945, type: !506, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!506 = !DISubroutineType(types: !507)
!507 = !{!367, !298, !367, !367}
!508 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !26, file: !10, line: 1954, type: !509, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !298, !322, !251}
!511 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !26, file: !10, line: 1966, type: !512, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !298, !322, !270}
!514 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!515 = !{!0}
!516 = !{!517, !523, !529, !534, !538, !540, !542, !544, !546, !553, !559, !564, !568, !572, !576, !583, !587, !589, !594, !600, !604, !609, !611, !615, !619, !623, !625, !629, !633, !635, !639, !641, !643, !647, !651, !655, !659, !663, !667, !669, !682, !686, !690, !694, !696, !698, !702, !706, !707, !708, !709, !710, !711, !715, !719, !725, !729, !734, !736, !741, !743, !747, !755, !759, !763, !767, !771, !775, !779, !783, !787, !791, !798, !802, !806, !808, !810, !814, !818, !824, !828, !832, !834, !841, !845, !852, !854, !858, !862, !866, !870, !875, !880, !885, !886, !887, !888, !890, !891, !892, !893, !894, !895, !896, !900, !904, !921, !924, !929, !936, !941, !945, !949, !953, !957, !959, !961, !965, !971, !975, !981, !987, !989, !993, !997, !1001, !1005, !1009, !1011, !1015, !1019, !1023, !1025, !1029, !1033, !1037, !1039, !1041, !1045, !1053, !1057, !1061, !1065, !1067, !1073, !1075, !1081, !1085, !1089, !1093, !1097, !1101, !1105, !1107, !1109, !1113, !1117, !1121, !1123, !1127, !1131, !1133, !1135, !1139, !1143, !1147, !1151, !1152, !1153, !1154, !1155, !1156, !1157, !1158, !1159, !1160, !1161, !1168, !1172, !1175, !1178, !1181, !1183, !1185, !1187, !1190, !1193, !1196, !1199, !1202, !1204, !1209, !1213, !1216, !1219, !1221, !1223, !1225, !1227, !1230, !1233, !1236, !1239, !1242, !1244, !1248, !1252, !1257, !1261, !1263, !1265, !1267, !1269, !1271, !1273, !1275, !1277, !1279, !1281, !1283, !1285, !1287}
!517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !518, file: !522, line: 98)
!518 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !519, line: 7, baseType: !520)
!519 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!520 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !521, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!521 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!522 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !524, file: !522, line: 99)
!524 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !525, line: 84, baseType: !526)
!525 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!526 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !527, line: 14, baseType: !528)
!527 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!528 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !527, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !530, file: !522, line: 101)
!530 = !DISubprogram(name: "clearerr", scope: !525, file: !525, line: 786, type: !531, flags: DIFlagPrototyped, spFlags: 0)
!531 = !DISubroutineType(types: !532)
!532 = !{null, !533}
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !535, file: !522, line: 102)
!535 = !DISubprogram(name: "fclose", scope: !525, file: !525, line: 178, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{!8, !533}
!538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !539, file: !522, line: 103)
!539 = !DISubprogram(name: "feof", scope: !525, file: !525, line: 788, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !541, file: !522, line: 104)
!541 = !DISubprogram(name: "ferror", scope: !525, file: !525, line: 790, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !543, file: !522, line: 105)
!543 = !DISubprogram(name: "fflush", scope: !525, file: !525, line: 230, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !545, file: !522, line: 106)
!545 = !DISubprogram(name: "fgetc", scope: !525, file: !525, line: 513, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !547, file: !522, line: 107)
!547 = !DISubprogram(name: "fgetpos", scope: !525, file: !525, line: 760, type: !548, flags: DIFlagPrototyped, spFlags: 0)
!548 = !DISubroutineType(types: !549)
!549 = !{!8, !550, !551}
!550 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !533)
!551 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !552)
!552 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !524, size: 64)
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !554, file: !522, line: 108)
!554 = !DISubprogram(name: "fgets", scope: !525, file: !525, line: 592, type: !555, flags: DIFlagPrototyped, spFlags: 0)
!555 = !DISubroutineType(types: !556)
!556 = !{!557, !558, !8, !550}
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64)
!558 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !557)
!559 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !560, file: !522, line: 109)
!560 = !DISubprogram(name: "fopen", scope: !525, file: !525, line: 258, type: !561, flags: DIFlagPrototyped, spFlags: 0)
!561 = !DISubroutineType(types: !562)
!562 = !{!533, !563, !563}
!563 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !488)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !565, file: !522, line: 110)
!565 = !DISubprogram(name: "fprintf", scope: !525, file: !525, line: 350, type: !566, flags: DIFlagPrototyped, spFlags: 0)
!566 = !DISubroutineType(types: !567)
!567 = !{!8, !550, !563, null}
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !569, file: !522, line: 111)
!569 = !DISubprogram(name: "fputc", scope: !525, file: !525, line: 549, type: !570, flags: DIFlagPrototyped, spFlags: 0)
!570 = !DISubroutineType(types: !571)
!571 = !{!8, !8, !533}
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !573, file: !522, line: 112)
!573 = !DISubprogram(name: "fputs", scope: !525, file: !525, line: 655, type: !574, flags: DIFlagPrototyped, spFlags: 0)
!574 = !DISubroutineType(types: !575)
!575 = !{!8, !563, !550}
!576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !577, file: !522, line: 113)
!577 = !DISubprogram(name: "fread", scope: !525, file: !525, line: 675, type: !578, flags: DIFlagPrototyped, spFlags: 0)
!578 = !DISubroutineType(types: !579)
!579 = !{!580, !582, !580, !580, !550}
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !581, line: 46, baseType: !13)
!581 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!582 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !514)
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !584, file: !522, line: 114)
!584 = !DISubprogram(name: "freopen", scope: !525, file: !525, line: 265, type: !585, flags: DIFlagPrototyped, spFlags: 0)
!585 = !DISubroutineType(types: !586)
!586 = !{!533, !563, !563, !550}
!587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !588, file: !522, line: 115)
!588 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !525, file: !525, line: 434, type: !566, flags: DIFlagPrototyped, spFlags: 0)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !590, file: !522, line: 116)
!590 = !DISubprogram(name: "fseek", scope: !525, file: !525, line: 713, type: !591, flags: DIFlagPrototyped, spFlags: 0)
!591 = !DISubroutineType(types: !592)
!592 = !{!8, !533, !593, !8}
!593 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !595, file: !522, line: 117)
!595 = !DISubprogram(name: "fsetpos", scope: !525, file: !525, line: 765, type: !596, flags: DIFlagPrototyped, spFlags: 0)
!596 = !DISubroutineType(types: !597)
!597 = !{!8, !533, !598}
!598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !599, size: 64)
!599 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !524)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !601, file: !522, line: 118)
!601 = !DISubprogram(name: "ftell", scope: !525, file: !525, line: 718, type: !602, flags: DIFlagPrototyped, spFlags: 0)
!602 = !DISubroutineType(types: !603)
!603 = !{!593, !533}
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !605, file: !522, line: 119)
!605 = !DISubprogram(name: "fwrite", scope: !525, file: !525, line: 681, type: !606, flags: DIFlagPrototyped, spFlags: 0)
!606 = !DISubroutineType(types: !607)
!607 = !{!580, !608, !580, !580, !550}
!608 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !610, file: !522, line: 120)
!610 = !DISubprogram(name: "getc", scope: !525, file: !525, line: 514, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !612, file: !522, line: 121)
!612 = !DISubprogram(name: "getchar", scope: !525, file: !525, line: 520, type: !613, flags: DIFlagPrototyped, spFlags: 0)
!613 = !DISubroutineType(types: !614)
!614 = !{!8}
!615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !616, file: !522, line: 126)
!616 = !DISubprogram(name: "perror", scope: !525, file: !525, line: 804, type: !617, flags: DIFlagPrototyped, spFlags: 0)
!617 = !DISubroutineType(types: !618)
!618 = !{null, !488}
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !620, file: !522, line: 127)
!620 = !DISubprogram(name: "printf", scope: !525, file: !525, line: 356, type: !621, flags: DIFlagPrototyped, spFlags: 0)
!621 = !DISubroutineType(types: !622)
!622 = !{!8, !563, null}
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !624, file: !522, line: 128)
!624 = !DISubprogram(name: "putc", scope: !525, file: !525, line: 550, type: !570, flags: DIFlagPrototyped, spFlags: 0)
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !626, file: !522, line: 129)
!626 = !DISubprogram(name: "putchar", scope: !525, file: !525, line: 556, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!627 = !DISubroutineType(types: !628)
!628 = !{!8, !8}
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !630, file: !522, line: 130)
!630 = !DISubprogram(name: "puts", scope: !525, file: !525, line: 661, type: !631, flags: DIFlagPrototyped, spFlags: 0)
!631 = !DISubroutineType(types: !632)
!632 = !{!8, !488}
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !634, file: !522, line: 131)
!634 = !DISubprogram(name: "remove", scope: !525, file: !525, line: 152, type: !631, flags: DIFlagPrototyped, spFlags: 0)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !636, file: !522, line: 132)
!636 = !DISubprogram(name: "rename", scope: !525, file: !525, line: 154, type: !637, flags: DIFlagPrototyped, spFlags: 0)
!637 = !DISubroutineType(types: !638)
!638 = !{!8, !488, !488}
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !640, file: !522, line: 133)
!640 = !DISubprogram(name: "rewind", scope: !525, file: !525, line: 723, type: !531, flags: DIFlagPrototyped, spFlags: 0)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !642, file: !522, line: 134)
!642 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !525, file: !525, line: 437, type: !621, flags: DIFlagPrototyped, spFlags: 0)
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !644, file: !522, line: 135)
!644 = !DISubprogram(name: "setbuf", scope: !525, file: !525, line: 328, type: !645, flags: DIFlagPrototyped, spFlags: 0)
!645 = !DISubroutineType(types: !646)
!646 = !{null, !550, !558}
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !648, file: !522, line: 136)
!648 = !DISubprogram(name: "setvbuf", scope: !525, file: !525, line: 332, type: !649, flags: DIFlagPrototyped, spFlags: 0)
!649 = !DISubroutineType(types: !650)
!650 = !{!8, !550, !558, !8, !580}
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !652, file: !522, line: 137)
!652 = !DISubprogram(name: "sprintf", scope: !525, file: !525, line: 358, type: !653, flags: DIFlagPrototyped, spFlags: 0)
!653 = !DISubroutineType(types: !654)
!654 = !{!8, !558, !563, null}
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !656, file: !522, line: 138)
!656 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !525, file: !525, line: 439, type: !657, flags: DIFlagPrototyped, spFlags: 0)
!657 = !DISubroutineType(types: !658)
!658 = !{!8, !563, !563, null}
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !660, file: !522, line: 139)
!660 = !DISubprogram(name: "tmpfile", scope: !525, file: !525, line: 188, type: !661, flags: DIFlagPrototyped, spFlags: 0)
!661 = !DISubroutineType(types: !662)
!662 = !{!533}
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !664, file: !522, line: 141)
!664 = !DISubprogram(name: "tmpnam", scope: !525, file: !525, line: 205, type: !665, flags: DIFlagPrototyped, spFlags: 0)
!665 = !DISubroutineType(types: !666)
!666 = !{!557, !557}
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !668, file: !522, line: 143)
!668 = !DISubprogram(name: "ungetc", scope: !525, file: !525, line: 668, type: !570, flags: DIFlagPrototyped, spFlags: 0)
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !670, file: !522, line: 144)
!670 = !DISubprogram(name: "vfprintf", scope: !525, file: !525, line: 365, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!671 = !DISubroutineType(types: !672)
!672 = !{!8, !550, !563, !673}
!673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !674, size: 64)
!674 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !675, identifier: "_ZTS13__va_list_tag")
!675 = !{!676, !679, !680, !681}
!676 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !674, file: !677, baseType: !678, size: 32)
!677 = !DIFile(filename: "throw_catch.cpp", directory: "/work/main/internal/pipeline/testdata")
!678 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!679 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !674, file: !677, baseType: !678, size: 32, offset: 32)
!680 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !674, file: !677, baseType: !514, size: 64, offset: 64)
!681 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !674, file: !677, baseType: !514, size: 64, offset: 128)
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !683, file: !522, line: 145)
!683 = !DISubprogram(name: "vprintf", scope: !525, file: !525, line: 371, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DISubroutineType(types: !685)
!685 = !{!8, !563, !673}
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !687, file: !522, line: 146)
!687 = !DISubprogram(name: "vsprintf", scope: !525, file: !525, line: 373, type: !688, flags: DIFlagPrototyped, spFlags: 0)
!688 = !DISubroutineType(types: !689)
!689 = !{!8, !558, !563, !673}
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !691, file: !522, line: 175)
!691 = !DISubprogram(name: "snprintf", scope: !525, file: !525, line: 378, type: !692, flags: DIFlagPrototyped, spFlags: 0)
!692 = !DISubroutineType(types: !693)
!693 = !{!8, !558, !580, !563, null}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !695, file: !522, line: 176)
!695 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !525, file: !525, line: 479, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !697, file: !522, line: 177)
!697 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !525, file: !525, line: 484, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !699, file: !522, line: 178)
!699 = !DISubprogram(name: "vsnprintf", scope: !525, file: !525, line: 382, type: !700, flags: DIFlagPrototyped, spFlags: 0)
!700 = !DISubroutineType(types: !701)
!701 = !{!8, !558, !580, !563, !673}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !703, file: !522, line: 179)
!703 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !525, file: !525, line: 487, type: !704, flags: DIFlagPrototyped, spFlags: 0)
!704 = !DISubroutineType(types: !705)
!705 = !{!8, !563, !563, !673}
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !691, file: !522, line: 185)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !695, file: !522, line: 186)
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !697, file: !522, line: 187)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !699, file: !522, line: 188)
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !703, file: !522, line: 189)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !712, file: !714, line: 52)
!712 = !DISubprogram(name: "abs", scope: !713, file: !713, line: 861, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!713 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!714 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !716, file: !718, line: 127)
!716 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !713, line: 63, baseType: !717)
!717 = !DICompositeType(tag: DW_TAG_structure_type, file: !713, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!718 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !720, file: !718, line: 128)
!720 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !713, line: 71, baseType: !721)
!721 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !713, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !722, identifier: "_ZTS6ldiv_t")
!722 = !{!723, !724}
!723 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !721, file: !713, line: 69, baseType: !593, size: 64)
!724 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !721, file: !713, line: 70, baseType: !593, size: 64, offset: 64)
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !726, file: !718, line: 130)
!726 = !DISubprogram(name: "abort", scope: !713, file: !713, line: 611, type: !727, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!727 = !DISubroutineType(types: !728)
!728 = !{null}
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !730, file: !718, line: 134)
!730 = !DISubprogram(name: "atexit", scope: !713, file: !713, line: 615, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!731 = !DISubroutineType(types: !732)
!732 = !{!8, !733}
!733 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !727, size: 64)
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !735, file: !718, line: 137)
!735 = !DISubprogram(name: "at_quick_exit", scope: !713, file: !713, line: 620, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !737, file: !718, line: 140)
!737 = !DISubprogram(name: "atof", scope: !713, file: !713, line: 102, type: !738, flags: DIFlagPrototyped, spFlags: 0)
!738 = !DISubroutineType(types: !739)
!739 = !{!740, !488}
!740 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !742, file: !718, line: 141)
!742 = !DISubprogram(name: "atoi", scope: !713, file: !713, line: 105, type: !631, flags: DIFlagPrototyped, spFlags: 0)
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !744, file: !718, line: 142)
!744 = !DISubprogram(name: "atol", scope: !713, file: !713, line: 108, type: !745, flags: DIFlagPrototyped, spFlags: 0)
!745 = !DISubroutineType(types: !746)
!746 = !{!593, !488}
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !748, file: !718, line: 143)
!748 = !DISubprogram(name: "bsearch", scope: !713, file: !713, line: 841, type: !749, flags: DIFlagPrototyped, spFlags: 0)
!749 = !DISubroutineType(types: !750)
!750 = !{!514, !91, !91, !580, !580, !751}
!751 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !713, line: 829, baseType: !752)
!752 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !753, size: 64)
!753 = !DISubroutineType(types: !754)
!754 = !{!8, !91, !91}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !756, file: !718, line: 144)
!756 = !DISubprogram(name: "calloc", scope: !713, file: !713, line: 556, type: !757, flags: DIFlagPrototyped, spFlags: 0)
!757 = !DISubroutineType(types: !758)
!758 = !{!514, !580, !580}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !760, file: !718, line: 145)
!760 = !DISubprogram(name: "div", scope: !713, file: !713, line: 873, type: !761, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DISubroutineType(types: !762)
!762 = !{!716, !8, !8}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !764, file: !718, line: 146)
!764 = !DISubprogram(name: "exit", scope: !713, file: !713, line: 637, type: !765, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!765 = !DISubroutineType(types: !766)
!766 = !{null, !8}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !768, file: !718, line: 147)
!768 = !DISubprogram(name: "free", scope: !713, file: !713, line: 568, type: !769, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{null, !514}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !772, file: !718, line: 148)
!772 = !DISubprogram(name: "getenv", scope: !713, file: !713, line: 654, type: !773, flags: DIFlagPrototyped, spFlags: 0)
!773 = !DISubroutineType(types: !774)
!774 = !{!557, !488}
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !776, file: !718, line: 149)
!776 = !DISubprogram(name: "labs", scope: !713, file: !713, line: 862, type: !777, flags: DIFlagPrototyped, spFlags: 0)
!777 = !DISubroutineType(types: !778)
!778 = !{!593, !593}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !780, file: !718, line: 150)
!780 = !DISubprogram(name: "ldiv", scope: !713, file: !713, line: 875, type: !781, flags: DIFlagPrototyped, spFlags: 0)
!781 = !DISubroutineType(types: !782)
!782 = !{!720, !593, !593}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !784, file: !718, line: 151)
!784 = !DISubprogram(name: "malloc", scope: !713, file: !713, line: 553, type: !785, flags: DIFlagPrototyped, spFlags: 0)
!785 = !DISubroutineType(types: !786)
!786 = !{!514, !580}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !788, file: !718, line: 153)
!788 = !DISubprogram(name: "mblen", scope: !713, file: !713, line: 943, type: !789, flags: DIFlagPrototyped, spFlags: 0)
!789 = !DISubroutineType(types: !790)
!790 = !{!8, !488, !580}
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !792, file: !718, line: 154)
!792 = !DISubprogram(name: "mbstowcs", scope: !713, file: !713, line: 954, type: !793, flags: DIFlagPrototyped, spFlags: 0)
!793 = !DISubroutineType(types: !794)
!794 = !{!580, !795, !563, !580}
!795 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !796)
!796 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !797, size: 64)
!797 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !799, file: !718, line: 155)
!799 = !DISubprogram(name: "mbtowc", scope: !713, file: !713, line: 946, type: !800, flags: DIFlagPrototyped, spFlags: 0)
!800 = !DISubroutineType(types: !801)
!801 = !{!8, !795, !563, !580}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !803, file: !718, line: 157)
!803 = !DISubprogram(name: "qsort", scope: !713, file: !713, line: 851, type: !804, flags: DIFlagPrototyped, spFlags: 0)
!804 = !DISubroutineType(types: !805)
!805 = !{null, !514, !580, !580, !751}
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !807, file: !718, line: 160)
!807 = !DISubprogram(name: "quick_exit", scope: !713, file: !713, line: 643, type: !765, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !809, file: !718, line: 163)
!809 = !DISubprogram(name: "rand", scope: !713, file: !713, line: 454, type: !613, flags: DIFlagPrototyped, spFlags: 0)
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !811, file: !718, line: 164)
!811 = !DISubprogram(name: "realloc", scope: !713, file: !713, line: 564, type: !812, flags: DIFlagPrototyped, spFlags: 0)
!812 = !DISubroutineType(types: !813)
!813 = !{!514, !514, !580}
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !815, file: !718, line: 165)
!815 = !DISubprogram(name: "srand", scope: !713, file: !713, line: 456, type: !816, flags: DIFlagPrototyped, spFlags: 0)
!816 = !DISubroutineType(types: !817)
!817 = !{null, !678}
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !819, file: !718, line: 166)
!819 = !DISubprogram(name: "strtod", scope: !713, file: !713, line: 118, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!820 = !DISubroutineType(types: !821)
!821 = !{!740, !563, !822}
!822 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !823)
!823 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !557, size: 64)
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !825, file: !718, line: 167)
!825 = !DISubprogram(name: "strtol", scope: !713, file: !713, line: 177, type: !826, flags: DIFlagPrototyped, spFlags: 0)
!826 = !DISubroutineType(types: !827)
!827 = !{!593, !563, !822, !8}
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !829, file: !718, line: 168)
!829 = !DISubprogram(name: "strtoul", scope: !713, file: !713, line: 181, type: !830, flags: DIFlagPrototyped, spFlags: 0)
!830 = !DISubroutineType(types: !831)
!831 = !{!13, !563, !822, !8}
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !833, file: !718, line: 169)
!833 = !DISubprogram(name: "system", scope: !713, file: !713, line: 804, type: !631, flags: DIFlagPrototyped, spFlags: 0)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !835, file: !718, line: 171)
!835 = !DISubprogram(name: "wcstombs", scope: !713, file: !713, line: 958, type: !836, flags: DIFlagPrototyped, spFlags: 0)
!836 = !DISubroutineType(types: !837)
!837 = !{!580, !558, !838, !580}
!838 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !839)
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 64)
!840 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !797)
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !842, file: !718, line: 172)
!842 = !DISubprogram(name: "wctomb", scope: !713, file: !713, line: 950, type: !843, flags: DIFlagPrototyped, spFlags: 0)
!843 = !DISubroutineType(types: !844)
!844 = !{!8, !557, !797}
!845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !846, file: !718, line: 200)
!846 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !713, line: 81, baseType: !847)
!847 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !713, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !848, identifier: "_ZTS7lldiv_t")
!848 = !{!849, !851}
!849 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !847, file: !713, line: 79, baseType: !850, size: 64)
!850 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!851 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !847, file: !713, line: 80, baseType: !850, size: 64, offset: 64)
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !853, file: !718, line: 206)
!853 = !DISubprogram(name: "_Exit", scope: !713, file: !713, line: 649, type: !765, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !855, file: !718, line: 210)
!855 = !DISubprogram(name: "llabs", scope: !713, file: !713, line: 865, type: !856, flags: DIFlagPrototyped, spFlags: 0)
!856 = !DISubroutineType(types: !857)
!857 = !{!850, !850}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !859, file: !718, line: 216)
!859 = !DISubprogram(name: "lldiv", scope: !713, file: !713, line: 879, type: !860, flags: DIFlagPrototyped, spFlags: 0)
!860 = !DISubroutineType(types: !861)
!861 = !{!846, !850, !850}
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !863, file: !718, line: 227)
!863 = !DISubprogram(name: "atoll", scope: !713, file: !713, line: 113, type: !864, flags: DIFlagPrototyped, spFlags: 0)
!864 = !DISubroutineType(types: !865)
!865 = !{!850, !488}
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !867, file: !718, line: 228)
!867 = !DISubprogram(name: "strtoll", scope: !713, file: !713, line: 201, type: !868, flags: DIFlagPrototyped, spFlags: 0)
!868 = !DISubroutineType(types: !869)
!869 = !{!850, !563, !822, !8}
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !871, file: !718, line: 229)
!871 = !DISubprogram(name: "strtoull", scope: !713, file: !713, line: 206, type: !872, flags: DIFlagPrototyped, spFlags: 0)
!872 = !DISubroutineType(types: !873)
!873 = !{!874, !563, !822, !8}
!874 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !876, file: !718, line: 231)
!876 = !DISubprogram(name: "strtof", scope: !713, file: !713, line: 124, type: !877, flags: DIFlagPrototyped, spFlags: 0)
!877 = !DISubroutineType(types: !878)
!878 = !{!879, !563, !822}
!879 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !881, file: !718, line: 232)
!881 = !DISubprogram(name: "strtold", scope: !713, file: !713, line: 127, type: !882, flags: DIFlagPrototyped, spFlags: 0)
!882 = !DISubroutineType(types: !883)
!883 = !{!884, !563, !822}
!884 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!885 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !846, file: !718, line: 240)
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !853, file: !718, line: 242)
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !855, file: !718, line: 244)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !889, file: !718, line: 245)
!889 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !40, file: !718, line: 213, type: !860, flags: DIFlagPrototyped, spFlags: 0)
!890 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !859, file: !718, line: 246)
!891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !863, file: !718, line: 248)
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !876, file: !718, line: 249)
!893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !867, file: !718, line: 250)
!894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !871, file: !718, line: 251)
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !881, file: !718, line: 252)
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !897, file: !898, line: 68)
!897 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !899, file: !898, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!898 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!899 = !DINamespace(name: "__exception_ptr", scope: !7)
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !899, entity: !901, file: !898, line: 84)
!901 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !7, file: !898, line: 80, type: !902, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!902 = !DISubroutineType(types: !903)
!903 = !{null, !897}
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !905, file: !920, line: 64)
!905 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !906, line: 6, baseType: !907)
!906 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!907 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !908, line: 21, baseType: !909)
!908 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!909 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !908, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !910, identifier: "_ZTS11__mbstate_t")
!910 = !{!911, !912}
!911 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !909, file: !908, line: 15, baseType: !8, size: 32)
!912 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !909, file: !908, line: 20, baseType: !913, size: 32, offset: 32)
!913 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !909, file: !908, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !914, identifier: "_ZTSN11__mbstate_tUt_E")
!914 = !{!915, !916}
!915 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !913, file: !908, line: 18, baseType: !678, size: 32)
!916 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !913, file: !908, line: 19, baseType: !917, size: 32)
!917 = !DICompositeType(tag: DW_TAG_array_type, baseType: !490, size: 32, elements: !918)
!918 = !{!919}
!919 = !DISubrange(count: 4)
!920 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !922, file: !920, line: 141)
!922 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !923, line: 20, baseType: !678)
!923 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!924 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !925, file: !920, line: 143)
!925 = !DISubprogram(name: "btowc", scope: !926, file: !926, line: 285, type: !927, flags: DIFlagPrototyped, spFlags: 0)
!926 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!927 = !DISubroutineType(types: !928)
!928 = !{!922, !8}
!929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !930, file: !920, line: 144)
!930 = !DISubprogram(name: "fgetwc", scope: !926, file: !926, line: 744, type: !931, flags: DIFlagPrototyped, spFlags: 0)
!931 = !DISubroutineType(types: !932)
!932 = !{!922, !933}
!933 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !934, size: 64)
!934 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !935, line: 5, baseType: !520)
!935 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !937, file: !920, line: 145)
!937 = !DISubprogram(name: "fgetws", scope: !926, file: !926, line: 773, type: !938, flags: DIFlagPrototyped, spFlags: 0)
!938 = !DISubroutineType(types: !939)
!939 = !{!796, !795, !8, !940}
!940 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !933)
!941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !942, file: !920, line: 146)
!942 = !DISubprogram(name: "fputwc", scope: !926, file: !926, line: 758, type: !943, flags: DIFlagPrototyped, spFlags: 0)
!943 = !DISubroutineType(types: !944)
!944 = !{!922, !797, !933}
!945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !946, file: !920, line: 147)
!946 = !DISubprogram(name: "fputws", scope: !926, file: !926, line: 780, type: !947, flags: DIFlagPrototyped, spFlags: 0)
!947 = !DISubroutineType(types: !948)
!948 = !{!8, !838, !940}
!949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !950, file: !920, line: 148)
!950 = !DISubprogram(name: "fwide", scope: !926, file: !926, line: 588, type: !951, flags: DIFlagPrototyped, spFlags: 0)
!951 = !DISubroutineType(types: !952)
!952 = !{!8, !933, !8}
!953 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !954, file: !920, line: 149)
!954 = !DISubprogram(name: "fwprintf", scope: !926, file: !926, line: 595, type: !955, flags: DIFlagPrototyped, spFlags: 0)
!955 = !DISubroutineType(types: !956)
!956 = !{!8, !940, !838, null}
!957 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !958, file: !920, line: 150)
!958 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !926, file: !926, line: 657, type: !955, flags: DIFlagPrototyped, spFlags: 0)
!959 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !960, file: !920, line: 151)
!960 = !DISubprogram(name: "getwc", scope: !926, file: !926, line: 745, type: !931, flags: DIFlagPrototyped, spFlags: 0)
!961 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !962, file: !920, line: 152)
!962 = !DISubprogram(name: "getwchar", scope: !926, file: !926, line: 751, type: !963, flags: DIFlagPrototyped, spFlags: 0)
!963 = !DISubroutineType(types: !964)
!964 = !{!922}
!965 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !966, file: !920, line: 153)
!966 = !DISubprogram(name: "mbrlen", scope: !926, file: !926, line: 308, type: !967, flags: DIFlagPrototyped, spFlags: 0)
!967 = !DISubroutineType(types: !968)
!968 = !{!580, !563, !580, !969}
!969 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !970)
!970 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !905, size: 64)
!971 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !972, file: !920, line: 154)
!972 = !DISubprogram(name: "mbrtowc", scope: !926, file: !926, line: 297, type: !973, flags: DIFlagPrototyped, spFlags: 0)
!973 = !DISubroutineType(types: !974)
!974 = !{!580, !795, !563, !580, !969}
!975 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !976, file: !920, line: 155)
!976 = !DISubprogram(name: "mbsinit", scope: !926, file: !926, line: 293, type: !977, flags: DIFlagPrototyped, spFlags: 0)
!977 = !DISubroutineType(types: !978)
!978 = !{!8, !979}
!979 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !980, size: 64)
!980 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !905)
!981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !982, file: !920, line: 156)
!982 = !DISubprogram(name: "mbsrtowcs", scope: !926, file: !926, line: 338, type: !983, flags: DIFlagPrototyped, spFlags: 0)
!983 = !DISubroutineType(types: !984)
!984 = !{!580, !795, !985, !580, !969}
!985 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !986)
!986 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !488, size: 64)
!987 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !988, file: !920, line: 157)
!988 = !DISubprogram(name: "putwc", scope: !926, file: !926, line: 759, type: !943, flags: DIFlagPrototyped, spFlags: 0)
!989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !990, file: !920, line: 158)
!990 = !DISubprogram(name: "putwchar", scope: !926, file: !926, line: 765, type: !991, flags: DIFlagPrototyped, spFlags: 0)
!991 = !DISubroutineType(types: !992)
!992 = !{!922, !797}
!993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !994, file: !920, line: 160)
!994 = !DISubprogram(name: "swprintf", scope: !926, file: !926, line: 605, type: !995, flags: DIFlagPrototyped, spFlags: 0)
!995 = !DISubroutineType(types: !996)
!996 = !{!8, !795, !580, !838, null}
!997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !998, file: !920, line: 162)
!998 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !926, file: !926, line: 664, type: !999, flags: DIFlagPrototyped, spFlags: 0)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!8, !838, !838, null}
!1001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1002, file: !920, line: 163)
!1002 = !DISubprogram(name: "ungetwc", scope: !926, file: !926, line: 788, type: !1003, flags: DIFlagPrototyped, spFlags: 0)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!922, !922, !933}
!1005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1006, file: !920, line: 164)
!1006 = !DISubprogram(name: "vfwprintf", scope: !926, file: !926, line: 613, type: !1007, flags: DIFlagPrototyped, spFlags: 0)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{!8, !940, !838, !673}
!1009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1010, file: !920, line: 166)
!1010 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !926, file: !926, line: 711, type: !1007, flags: DIFlagPrototyped, spFlags: 0)
!1011 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1012, file: !920, line: 169)
!1012 = !DISubprogram(name: "vswprintf", scope: !926, file: !926, line: 626, type: !1013, flags: DIFlagPrototyped, spFlags: 0)
!1013 = !DISubroutineType(types: !1014)
!1014 = !{!8, !795, !580, !838, !673}
!1015 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1016, file: !920, line: 172)
!1016 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !926, file: !926, line: 718, type: !1017, flags: DIFlagPrototyped, spFlags: 0)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!8, !838, !838, !673}
!1019 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1020, file: !920, line: 174)
!1020 = !DISubprogram(name: "vwprintf", scope: !926, file: !926, line: 621, type: !1021, flags: DIFlagPrototyped, spFlags: 0)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{!8, !838, !673}
!1023 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1024, file: !920, line: 176)
!1024 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !926, file: !926, line: 715, type: !1021, flags: DIFlagPrototyped, spFlags: 0)
!1025 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1026, file: !920, line: 178)
!1026 = !DISubprogram(name: "wcrtomb", scope: !926, file: !926, line: 302, type: !1027, flags: DIFlagPrototyped, spFlags: 0)
!1027 = !DISubroutineType(types: !1028)
!1028 = !{!580, !558, !797, !969}
!1029 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1030, file: !920, line: 179)
!1030 = !DISubprogram(name: "wcscat", scope: !926, file: !926, line: 97, type: !1031, flags: DIFlagPrototyped, spFlags: 0)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!796, !795, !838}
!1033 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1034, file: !920, line: 180)
!1034 = !DISubprogram(name: "wcscmp", scope: !926, file: !926, line: 106, type: !1035, flags: DIFlagPrototyped, spFlags: 0)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{!8, !839, !839}
!1037 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1038, file: !920, line: 181)
!1038 = !DISubprogram(name: "wcscoll", scope: !926, file: !926, line: 131, type: !1035, flags: DIFlagPrototyped, spFlags: 0)
!1039 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1040, file: !920, line: 182)
!1040 = !DISubprogram(name: "wcscpy", scope: !926, file: !926, line: 87, type: !1031, flags: DIFlagPrototyped, spFlags: 0)
!1041 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1042, file: !920, line: 183)
!1042 = !DISubprogram(name: "wcscspn", scope: !926, file: !926, line: 188, type: !1043, flags: DIFlagPrototyped, spFlags: 0)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{!580, !839, !839}
!1045 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1046, file: !920, line: 184)
!1046 = !DISubprogram(name: "wcsftime", scope: !926, file: !926, line: 852, type: !1047, flags: DIFlagPrototyped, spFlags: 0)
!1047 = !DISubroutineType(types: !1048)
!1048 = !{!580, !795, !580, !838, !1049}
!1049 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1050)
!1050 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1051, size: 64)
!1051 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1052)
!1052 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !926, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1054, file: !920, line: 185)
!1054 = !DISubprogram(name: "wcslen", scope: !926, file: !926, line: 223, type: !1055, flags: DIFlagPrototyped, spFlags: 0)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!580, !839}
!1057 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1058, file: !920, line: 186)
!1058 = !DISubprogram(name: "wcsncat", scope: !926, file: !926, line: 101, type: !1059, flags: DIFlagPrototyped, spFlags: 0)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!796, !795, !838, !580}
!1061 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1062, file: !920, line: 187)
!1062 = !DISubprogram(name: "wcsncmp", scope: !926, file: !926, line: 109, type: !1063, flags: DIFlagPrototyped, spFlags: 0)
!1063 = !DISubroutineType(types: !1064)
!1064 = !{!8, !839, !839, !580}
!1065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1066, file: !920, line: 188)
!1066 = !DISubprogram(name: "wcsncpy", scope: !926, file: !926, line: 92, type: !1059, flags: DIFlagPrototyped, spFlags: 0)
!1067 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1068, file: !920, line: 189)
!1068 = !DISubprogram(name: "wcsrtombs", scope: !926, file: !926, line: 344, type: !1069, flags: DIFlagPrototyped, spFlags: 0)
!1069 = !DISubroutineType(types: !1070)
!1070 = !{!580, !558, !1071, !580, !969}
!1071 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1072)
!1072 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !839, size: 64)
!1073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1074, file: !920, line: 190)
!1074 = !DISubprogram(name: "wcsspn", scope: !926, file: !926, line: 192, type: !1043, flags: DIFlagPrototyped, spFlags: 0)
!1075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1076, file: !920, line: 191)
!1076 = !DISubprogram(name: "wcstod", scope: !926, file: !926, line: 378, type: !1077, flags: DIFlagPrototyped, spFlags: 0)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!740, !838, !1079}
!1079 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1080)
!1080 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !796, size: 64)
!1081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1082, file: !920, line: 193)
!1082 = !DISubprogram(name: "wcstof", scope: !926, file: !926, line: 383, type: !1083, flags: DIFlagPrototyped, spFlags: 0)
!1083 = !DISubroutineType(types: !1084)
!1084 = !{!879, !838, !1079}
!1085 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1086, file: !920, line: 195)
!1086 = !DISubprogram(name: "wcstok", scope: !926, file: !926, line: 218, type: !1087, flags: DIFlagPrototyped, spFlags: 0)
!1087 = !DISubroutineType(types: !1088)
!1088 = !{!796, !795, !838, !1079}
!1089 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1090, file: !920, line: 196)
!1090 = !DISubprogram(name: "wcstol", scope: !926, file: !926, line: 429, type: !1091, flags: DIFlagPrototyped, spFlags: 0)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{!593, !838, !1079, !8}
!1093 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1094, file: !920, line: 197)
!1094 = !DISubprogram(name: "wcstoul", scope: !926, file: !926, line: 434, type: !1095, flags: DIFlagPrototyped, spFlags: 0)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!13, !838, !1079, !8}
!1097 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1098, file: !920, line: 198)
!1098 = !DISubprogram(name: "wcsxfrm", scope: !926, file: !926, line: 135, type: !1099, flags: DIFlagPrototyped, spFlags: 0)
!1099 = !DISubroutineType(types: !1100)
!1100 = !{!580, !795, !838, !580}
!1101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1102, file: !920, line: 199)
!1102 = !DISubprogram(name: "wctob", scope: !926, file: !926, line: 289, type: !1103, flags: DIFlagPrototyped, spFlags: 0)
!1103 = !DISubroutineType(types: !1104)
!1104 = !{!8, !922}
!1105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1106, file: !920, line: 200)
!1106 = !DISubprogram(name: "wmemcmp", scope: !926, file: !926, line: 259, type: !1063, flags: DIFlagPrototyped, spFlags: 0)
!1107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1108, file: !920, line: 201)
!1108 = !DISubprogram(name: "wmemcpy", scope: !926, file: !926, line: 263, type: !1059, flags: DIFlagPrototyped, spFlags: 0)
!1109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1110, file: !920, line: 202)
!1110 = !DISubprogram(name: "wmemmove", scope: !926, file: !926, line: 268, type: !1111, flags: DIFlagPrototyped, spFlags: 0)
!1111 = !DISubroutineType(types: !1112)
!1112 = !{!796, !796, !839, !580}
!1113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1114, file: !920, line: 203)
!1114 = !DISubprogram(name: "wmemset", scope: !926, file: !926, line: 272, type: !1115, flags: DIFlagPrototyped, spFlags: 0)
!1115 = !DISubroutineType(types: !1116)
!1116 = !{!796, !796, !797, !580}
!1117 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1118, file: !920, line: 204)
!1118 = !DISubprogram(name: "wprintf", scope: !926, file: !926, line: 602, type: !1119, flags: DIFlagPrototyped, spFlags: 0)
!1119 = !DISubroutineType(types: !1120)
!1120 = !{!8, !838, null}
!1121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1122, file: !920, line: 205)
!1122 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !926, file: !926, line: 661, type: !1119, flags: DIFlagPrototyped, spFlags: 0)
!1123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1124, file: !920, line: 206)
!1124 = !DISubprogram(name: "wcschr", scope: !926, file: !926, line: 165, type: !1125, flags: DIFlagPrototyped, spFlags: 0)
!1125 = !DISubroutineType(types: !1126)
!1126 = !{!796, !839, !797}
!1127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1128, file: !920, line: 207)
!1128 = !DISubprogram(name: "wcspbrk", scope: !926, file: !926, line: 202, type: !1129, flags: DIFlagPrototyped, spFlags: 0)
!1129 = !DISubroutineType(types: !1130)
!1130 = !{!796, !839, !839}
!1131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1132, file: !920, line: 208)
!1132 = !DISubprogram(name: "wcsrchr", scope: !926, file: !926, line: 175, type: !1125, flags: DIFlagPrototyped, spFlags: 0)
!1133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1134, file: !920, line: 209)
!1134 = !DISubprogram(name: "wcsstr", scope: !926, file: !926, line: 213, type: !1129, flags: DIFlagPrototyped, spFlags: 0)
!1135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1136, file: !920, line: 210)
!1136 = !DISubprogram(name: "wmemchr", scope: !926, file: !926, line: 254, type: !1137, flags: DIFlagPrototyped, spFlags: 0)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{!796, !839, !797, !580}
!1139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !1140, file: !920, line: 251)
!1140 = !DISubprogram(name: "wcstold", scope: !926, file: !926, line: 385, type: !1141, flags: DIFlagPrototyped, spFlags: 0)
!1141 = !DISubroutineType(types: !1142)
!1142 = !{!884, !838, !1079}
!1143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !1144, file: !920, line: 260)
!1144 = !DISubprogram(name: "wcstoll", scope: !926, file: !926, line: 442, type: !1145, flags: DIFlagPrototyped, spFlags: 0)
!1145 = !DISubroutineType(types: !1146)
!1146 = !{!850, !838, !1079, !8}
!1147 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !40, entity: !1148, file: !920, line: 261)
!1148 = !DISubprogram(name: "wcstoull", scope: !926, file: !926, line: 449, type: !1149, flags: DIFlagPrototyped, spFlags: 0)
!1149 = !DISubroutineType(types: !1150)
!1150 = !{!874, !838, !1079, !8}
!1151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1140, file: !920, line: 267)
!1152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1144, file: !920, line: 268)
!1153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1148, file: !920, line: 269)
!1154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1082, file: !920, line: 283)
!1155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1010, file: !920, line: 286)
!1156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1016, file: !920, line: 289)
!1157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1024, file: !920, line: 292)
!1158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1140, file: !920, line: 296)
!1159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1144, file: !920, line: 297)
!1160 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1148, file: !920, line: 298)
!1161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1162, file: !1167, line: 47)
!1162 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1163, line: 24, baseType: !1164)
!1163 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1165, line: 37, baseType: !1166)
!1165 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1166 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1167 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!1168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1169, file: !1167, line: 48)
!1169 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1163, line: 25, baseType: !1170)
!1170 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1165, line: 39, baseType: !1171)
!1171 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1173, file: !1167, line: 49)
!1173 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1163, line: 26, baseType: !1174)
!1174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1165, line: 41, baseType: !8)
!1175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1176, file: !1167, line: 50)
!1176 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1163, line: 27, baseType: !1177)
!1177 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1165, line: 44, baseType: !593)
!1178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1179, file: !1167, line: 52)
!1179 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1180, line: 58, baseType: !1166)
!1180 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1182, file: !1167, line: 53)
!1182 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1180, line: 60, baseType: !593)
!1183 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1184, file: !1167, line: 54)
!1184 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1180, line: 61, baseType: !593)
!1185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1186, file: !1167, line: 55)
!1186 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1180, line: 62, baseType: !593)
!1187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1188, file: !1167, line: 57)
!1188 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1180, line: 43, baseType: !1189)
!1189 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1165, line: 52, baseType: !1164)
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1191, file: !1167, line: 58)
!1191 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1180, line: 44, baseType: !1192)
!1192 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1165, line: 54, baseType: !1170)
!1193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1194, file: !1167, line: 59)
!1194 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1180, line: 45, baseType: !1195)
!1195 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1165, line: 56, baseType: !1174)
!1196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1197, file: !1167, line: 60)
!1197 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1180, line: 46, baseType: !1198)
!1198 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1165, line: 58, baseType: !1177)
!1199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1200, file: !1167, line: 62)
!1200 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1180, line: 101, baseType: !1201)
!1201 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1165, line: 72, baseType: !593)
!1202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1203, file: !1167, line: 63)
!1203 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1180, line: 87, baseType: !593)
!1204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1205, file: !1167, line: 65)
!1205 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1206, line: 24, baseType: !1207)
!1206 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1207 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1165, line: 38, baseType: !1208)
!1208 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1210, file: !1167, line: 66)
!1210 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1206, line: 25, baseType: !1211)
!1211 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1165, line: 40, baseType: !1212)
!1212 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1214, file: !1167, line: 67)
!1214 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1206, line: 26, baseType: !1215)
!1215 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1165, line: 42, baseType: !678)
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1217, file: !1167, line: 68)
!1217 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1206, line: 27, baseType: !1218)
!1218 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1165, line: 45, baseType: !13)
!1219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1220, file: !1167, line: 70)
!1220 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1180, line: 71, baseType: !1208)
!1221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1222, file: !1167, line: 71)
!1222 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1180, line: 73, baseType: !13)
!1223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1224, file: !1167, line: 72)
!1224 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1180, line: 74, baseType: !13)
!1225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1226, file: !1167, line: 73)
!1226 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1180, line: 75, baseType: !13)
!1227 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1228, file: !1167, line: 75)
!1228 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1180, line: 49, baseType: !1229)
!1229 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1165, line: 53, baseType: !1207)
!1230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1231, file: !1167, line: 76)
!1231 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1180, line: 50, baseType: !1232)
!1232 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1165, line: 55, baseType: !1211)
!1233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1234, file: !1167, line: 77)
!1234 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1180, line: 51, baseType: !1235)
!1235 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1165, line: 57, baseType: !1215)
!1236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1237, file: !1167, line: 78)
!1237 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1180, line: 52, baseType: !1238)
!1238 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1165, line: 59, baseType: !1218)
!1239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1240, file: !1167, line: 80)
!1240 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1180, line: 102, baseType: !1241)
!1241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1165, line: 73, baseType: !13)
!1242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1243, file: !1167, line: 81)
!1243 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1180, line: 90, baseType: !13)
!1244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1245, file: !1247, line: 53)
!1245 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1246, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1246 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1247 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1249, file: !1247, line: 54)
!1249 = !DISubprogram(name: "setlocale", scope: !1246, file: !1246, line: 122, type: !1250, flags: DIFlagPrototyped, spFlags: 0)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{!557, !8, !488}
!1252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1253, file: !1247, line: 55)
!1253 = !DISubprogram(name: "localeconv", scope: !1246, file: !1246, line: 125, type: !1254, flags: DIFlagPrototyped, spFlags: 0)
!1254 = !DISubroutineType(types: !1255)
!1255 = !{!1256}
!1256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1245, size: 64)
!1257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1258, file: !1260, line: 64)
!1258 = !DISubprogram(name: "isalnum", scope: !1259, file: !1259, line: 108, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1259 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1260 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!1261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1262, file: !1260, line: 65)
!1262 = !DISubprogram(name: "isalpha", scope: !1259, file: !1259, line: 109, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1264, file: !1260, line: 66)
!1264 = !DISubprogram(name: "iscntrl", scope: !1259, file: !1259, line: 110, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1266, file: !1260, line: 67)
!1266 = !DISubprogram(name: "isdigit", scope: !1259, file: !1259, line: 111, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1268, file: !1260, line: 68)
!1268 = !DISubprogram(name: "isgraph", scope: !1259, file: !1259, line: 113, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1270, file: !1260, line: 69)
!1270 = !DISubprogram(name: "islower", scope: !1259, file: !1259, line: 112, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1272, file: !1260, line: 70)
!1272 = !DISubprogram(name: "isprint", scope: !1259, file: !1259, line: 114, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1274, file: !1260, line: 71)
!1274 = !DISubprogram(name: "ispunct", scope: !1259, file: !1259, line: 115, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1276, file: !1260, line: 72)
!1276 = !DISubprogram(name: "isspace", scope: !1259, file: !1259, line: 116, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1278, file: !1260, line: 73)
!1278 = !DISubprogram(name: "isupper", scope: !1259, file: !1259, line: 117, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1280, file: !1260, line: 74)
!1280 = !DISubprogram(name: "isxdigit", scope: !1259, file: !1259, line: 118, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1282, file: !1260, line: 75)
!1282 = !DISubprogram(name: "tolower", scope: !1259, file: !1259, line: 122, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1284, file: !1260, line: 76)
!1284 = !DISubprogram(name: "toupper", scope: !1259, file: !1259, line: 125, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1286, file: !1260, line: 87)
!1286 = !DISubprogram(name: "isblank", scope: !1259, file: !1259, line: 130, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!1287 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1288, entity: !1289, file: !1290, line: 58)
!1288 = !DINamespace(name: "__gnu_debug", scope: null)
!1289 = !DINamespace(name: "__debug", scope: !7)
!1290 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1291 = !{i32 7, !"Dwarf Version", i32 5}
!1292 = !{i32 2, !"Debug Info Version", i32 3}
!1293 = !{i32 1, !"wchar_size", i32 4}
!1294 = !{i32 7, !"PIC Level", i32 2}
!1295 = !{i32 7, !"PIE Level", i32 2}
!1296 = !{i32 7, !"uwtable", i32 1}
!1297 = !{i32 7, !"frame-pointer", i32 2}
!1298 = !{!"Debian clang version 14.0.6"}
!1299 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !1300, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !151)
!1300 = !DISubroutineType(types: !1301)
!1301 = !{!8, !8, !823}
!1302 = !DILocalVariable(name: "argc", arg: 1, scope: !1299, file: !3, line: 41, type: !8)
!1303 = !DILocation(line: 41, column: 14, scope: !1299)
!1304 = !DILocalVariable(name: "argv", arg: 2, scope: !1299, file: !3, line: 41, type: !823)
!1305 = !DILocation(line: 41, column: 27, scope: !1299)
!1306 = !DILocalVariable(name: "n", scope: !1299, file: !3, line: 43, type: !8)
!1307 = !DILocation(line: 43, column: 7, scope: !1299)
!1308 = !DILocation(line: 43, column: 11, scope: !1299)
!1309 = !DILocation(line: 43, column: 16, scope: !1299)
!1310 = !DILocation(line: 43, column: 32, scope: !1299)
!1311 = !DILocation(line: 43, column: 22, scope: !1299)
!1312 = !DILocalVariable(name: "mode", scope: !1299, file: !3, line: 44, type: !8)
!1313 = !DILocation(line: 44, column: 7, scope: !1299)
!1314 = !DILocation(line: 44, column: 14, scope: !1299)
!1315 = !DILocation(line: 44, column: 19, scope: !1299)
!1316 = !DILocation(line: 44, column: 35, scope: !1299)
!1317 = !DILocation(line: 44, column: 25, scope: !1299)
!1318 = !DILocation(line: 45, column: 7, scope: !1319)
!1319 = distinct !DILexicalBlock(scope: !1299, file: !3, line: 45, column: 7)
!1320 = !DILocation(line: 45, column: 9, scope: !1319)
!1321 = !DILocation(line: 45, column: 7, scope: !1299)
!1322 = !DILocation(line: 46, column: 5, scope: !1319)
!1323 = !DILocation(line: 46, column: 11, scope: !1319)
!1324 = !DILocation(line: 54, column: 1, scope: !1319)
!1325 = !DILocalVariable(name: "xs", scope: !1299, file: !3, line: 47, type: !26)
!1326 = !DILocation(line: 47, column: 20, scope: !1299)
!1327 = !DILocation(line: 47, column: 23, scope: !1299)
!1328 = !DILocalVariable(name: "i", scope: !1329, file: !3, line: 48, type: !8)
!1329 = distinct !DILexicalBlock(scope: !1299, file: !3, line: 48, column: 3)
!1330 = !DILocation(line: 48, column: 12, scope: !1329)
!1331 = !DILocation(line: 48, column: 8, scope: !1329)
!1332 = !DILocation(line: 48, column: 19, scope: !1333)
!1333 = distinct !DILexicalBlock(scope: !1329, file: !3, line: 48, column: 3)
!1334 = !DILocation(line: 48, column: 23, scope: !1333)
!1335 = !DILocation(line: 48, column: 21, scope: !1333)
!1336 = !DILocation(line: 48, column: 3, scope: !1329)
!1337 = !DILocation(line: 49, column: 13, scope: !1333)
!1338 = !DILocation(line: 49, column: 8, scope: !1333)
!1339 = !DILocation(line: 49, column: 5, scope: !1333)
!1340 = !DILocation(line: 49, column: 11, scope: !1333)
!1341 = !DILocation(line: 48, column: 27, scope: !1333)
!1342 = !DILocation(line: 48, column: 3, scope: !1333)
!1343 = distinct !{!1343, !1336, !1344, !1345}
!1344 = !DILocation(line: 49, column: 13, scope: !1329)
!1345 = !{!"llvm.loop.mustprogress"}
!1346 = !DILocation(line: 54, column: 1, scope: !1299)
!1347 = !DILocalVariable(name: "bad", scope: !1299, file: !3, line: 50, type: !8)
!1348 = !DILocation(line: 50, column: 7, scope: !1299)
!1349 = !DILocalVariable(name: "s", scope: !1299, file: !3, line: 51, type: !593)
!1350 = !DILocation(line: 51, column: 8, scope: !1299)
!1351 = !DILocation(line: 51, column: 28, scope: !1299)
!1352 = !DILocation(line: 51, column: 12, scope: !1299)
!1353 = !DILocation(line: 52, column: 40, scope: !1299)
!1354 = !DILocation(line: 52, column: 43, scope: !1299)
!1355 = !DILocation(line: 52, column: 3, scope: !1299)
!1356 = !DILocation(line: 53, column: 3, scope: !1299)
!1357 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIiEC2Ev", scope: !53, file: !54, line: 156, type: !103, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !102, retainedNodes: !151)
!1358 = !DILocalVariable(name: "this", arg: 1, scope: !1357, type: !1359, flags: DIFlagArtificial | DIFlagObjectPointer)
!1359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!1360 = !DILocation(line: 0, scope: !1357)
!1361 = !DILocation(line: 156, column: 36, scope: !1357)
!1362 = !DILocation(line: 156, column: 7, scope: !1357)
!1363 = !DILocation(line: 156, column: 38, scope: !1357)
!1364 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2EmRKS0_", scope: !26, file: !10, line: 551, type: !306, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !305, retainedNodes: !151)
!1365 = !DILocalVariable(name: "this", arg: 1, scope: !1364, type: !1366, flags: DIFlagArtificial | DIFlagObjectPointer)
!1366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!1367 = !DILocation(line: 0, scope: !1364)
!1368 = !DILocalVariable(name: "__n", arg: 2, scope: !1364, file: !10, line: 551, type: !9)
!1369 = !DILocation(line: 551, column: 24, scope: !1364)
!1370 = !DILocalVariable(name: "__a", arg: 3, scope: !1364, file: !10, line: 551, type: !302)
!1371 = !DILocation(line: 551, column: 51, scope: !1364)
!1372 = !DILocation(line: 553, column: 7, scope: !1364)
!1373 = !DILocation(line: 552, column: 33, scope: !1364)
!1374 = !DILocation(line: 552, column: 38, scope: !1364)
!1375 = !DILocation(line: 552, column: 15, scope: !1364)
!1376 = !DILocation(line: 552, column: 44, scope: !1364)
!1377 = !DILocation(line: 552, column: 9, scope: !1364)
!1378 = !DILocation(line: 553, column: 31, scope: !1379)
!1379 = distinct !DILexicalBlock(scope: !1364, file: !10, line: 553, column: 7)
!1380 = !DILocation(line: 553, column: 9, scope: !1379)
!1381 = !DILocation(line: 553, column: 37, scope: !1364)
!1382 = !DILocation(line: 553, column: 37, scope: !1379)
!1383 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIiED2Ev", scope: !53, file: !54, line: 174, type: !103, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !115, retainedNodes: !151)
!1384 = !DILocalVariable(name: "this", arg: 1, scope: !1383, type: !1359, flags: DIFlagArtificial | DIFlagObjectPointer)
!1385 = !DILocation(line: 0, scope: !1383)
!1386 = !DILocation(line: 174, column: 39, scope: !1387)
!1387 = distinct !DILexicalBlock(scope: !1383, file: !54, line: 174, column: 37)
!1388 = !DILocation(line: 174, column: 39, scope: !1383)
!1389 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !26, file: !10, line: 1121, type: !409, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !408, retainedNodes: !151)
!1390 = !DILocalVariable(name: "this", arg: 1, scope: !1389, type: !1366, flags: DIFlagArtificial | DIFlagObjectPointer)
!1391 = !DILocation(line: 0, scope: !1389)
!1392 = !DILocalVariable(name: "__n", arg: 2, scope: !1389, file: !10, line: 1121, type: !9)
!1393 = !DILocation(line: 1121, column: 28, scope: !1389)
!1394 = !DILocation(line: 1124, column: 17, scope: !1389)
!1395 = !DILocation(line: 1124, column: 11, scope: !1389)
!1396 = !DILocation(line: 1124, column: 25, scope: !1389)
!1397 = !DILocation(line: 1124, column: 36, scope: !1389)
!1398 = !DILocation(line: 1124, column: 34, scope: !1389)
!1399 = !DILocation(line: 1124, column: 2, scope: !1389)
!1400 = distinct !DISubprogram(name: "sum_checked", linkageName: "_ZL11sum_checkedRKSt6vectorIiSaIiEEiPi", scope: !3, file: !3, line: 28, type: !1401, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !151)
!1401 = !DISubroutineType(types: !1402)
!1402 = !{!593, !317, !8, !50}
!1403 = !DILocalVariable(name: "xs", arg: 1, scope: !1400, file: !3, line: 28, type: !317)
!1404 = !DILocation(line: 28, column: 49, scope: !1400)
!1405 = !DILocalVariable(name: "mode", arg: 2, scope: !1400, file: !3, line: 28, type: !8)
!1406 = !DILocation(line: 28, column: 57, scope: !1400)
!1407 = !DILocalVariable(name: "bad", arg: 3, scope: !1400, file: !3, line: 28, type: !50)
!1408 = !DILocation(line: 28, column: 68, scope: !1400)
!1409 = !DILocalVariable(name: "s", scope: !1400, file: !3, line: 30, type: !593)
!1410 = !DILocation(line: 30, column: 8, scope: !1400)
!1411 = !DILocalVariable(name: "i", scope: !1412, file: !3, line: 31, type: !580)
!1412 = distinct !DILexicalBlock(scope: !1400, file: !3, line: 31, column: 3)
!1413 = !DILocation(line: 31, column: 15, scope: !1412)
!1414 = !DILocation(line: 31, column: 8, scope: !1412)
!1415 = !DILocation(line: 31, column: 22, scope: !1416)
!1416 = distinct !DILexicalBlock(scope: !1412, file: !3, line: 31, column: 3)
!1417 = !DILocation(line: 31, column: 26, scope: !1416)
!1418 = !DILocation(line: 31, column: 29, scope: !1416)
!1419 = !DILocation(line: 31, column: 24, scope: !1416)
!1420 = !DILocation(line: 31, column: 3, scope: !1412)
!1421 = !DILocation(line: 33, column: 35, scope: !1422)
!1422 = distinct !DILexicalBlock(scope: !1423, file: !3, line: 32, column: 9)
!1423 = distinct !DILexicalBlock(scope: !1416, file: !3, line: 31, column: 42)
!1424 = !DILocation(line: 33, column: 39, scope: !1422)
!1425 = !DILocation(line: 33, column: 12, scope: !1422)
!1426 = !DILocation(line: 33, column: 9, scope: !1422)
!1427 = !DILocation(line: 34, column: 5, scope: !1422)
!1428 = !DILocation(line: 39, column: 1, scope: !1422)
!1429 = !DILocalVariable(name: "e", scope: !1423, file: !3, line: 34, type: !1430)
!1430 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1431, size: 64)
!1431 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!1432 = !DILocation(line: 34, column: 40, scope: !1423)
!1433 = !DILocation(line: 35, column: 9, scope: !1434)
!1434 = distinct !DILexicalBlock(scope: !1423, file: !3, line: 34, column: 43)
!1435 = !DILocation(line: 35, column: 13, scope: !1434)
!1436 = !DILocation(line: 36, column: 5, scope: !1434)
!1437 = !DILocation(line: 37, column: 3, scope: !1423)
!1438 = !DILocation(line: 31, column: 38, scope: !1416)
!1439 = !DILocation(line: 31, column: 3, scope: !1416)
!1440 = distinct !{!1440, !1420, !1441, !1345}
!1441 = !DILocation(line: 37, column: 3, scope: !1412)
!1442 = !DILocation(line: 38, column: 10, scope: !1400)
!1443 = !DILocation(line: 38, column: 3, scope: !1400)
!1444 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !26, file: !10, line: 728, type: !296, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !347, retainedNodes: !151)
!1445 = !DILocalVariable(name: "this", arg: 1, scope: !1444, type: !1366, flags: DIFlagArtificial | DIFlagObjectPointer)
!1446 = !DILocation(line: 0, scope: !1444)
!1447 = !DILocation(line: 730, column: 22, scope: !1448)
!1448 = distinct !DILexicalBlock(scope: !1444, file: !10, line: 729, column: 7)
!1449 = !DILocation(line: 730, column: 16, scope: !1448)
!1450 = !DILocation(line: 730, column: 30, scope: !1448)
!1451 = !DILocation(line: 730, column: 46, scope: !1448)
!1452 = !DILocation(line: 730, column: 40, scope: !1448)
!1453 = !DILocation(line: 730, column: 54, scope: !1448)
!1454 = !DILocation(line: 731, column: 9, scope: !1448)
!1455 = !DILocation(line: 730, column: 2, scope: !1448)
!1456 = !DILocation(line: 733, column: 7, scope: !1448)
!1457 = !DILocation(line: 733, column: 7, scope: !1444)
!1458 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !26, file: !10, line: 987, type: !395, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !394, retainedNodes: !151)
!1459 = !DILocalVariable(name: "this", arg: 1, scope: !1458, type: !1460, flags: DIFlagArtificial | DIFlagObjectPointer)
!1460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!1461 = !DILocation(line: 0, scope: !1458)
!1462 = !DILocation(line: 988, column: 32, scope: !1458)
!1463 = !DILocation(line: 988, column: 26, scope: !1458)
!1464 = !DILocation(line: 988, column: 40, scope: !1458)
!1465 = !DILocation(line: 988, column: 58, scope: !1458)
!1466 = !DILocation(line: 988, column: 52, scope: !1458)
!1467 = !DILocation(line: 988, column: 66, scope: !1458)
!1468 = !DILocation(line: 988, column: 50, scope: !1458)
!1469 = !DILocation(line: 988, column: 9, scope: !1458)
!1470 = distinct !DISubprogram(name: "check", linkageName: "_ZL5checkii", scope: !3, file: !3, line: 19, type: !1471, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !151)
!1471 = !DISubroutineType(types: !1472)
!1472 = !{!8, !8, !8}
!1473 = !DILocalVariable(name: "v", arg: 1, scope: !1470, file: !3, line: 19, type: !8)
!1474 = !DILocation(line: 19, column: 22, scope: !1470)
!1475 = !DILocalVariable(name: "mode", arg: 2, scope: !1470, file: !3, line: 19, type: !8)
!1476 = !DILocation(line: 19, column: 29, scope: !1470)
!1477 = !DILocation(line: 21, column: 7, scope: !1478)
!1478 = distinct !DILexicalBlock(scope: !1470, file: !3, line: 21, column: 7)
!1479 = !DILocation(line: 21, column: 12, scope: !1478)
!1480 = !DILocation(line: 21, column: 17, scope: !1478)
!1481 = !DILocation(line: 21, column: 20, scope: !1478)
!1482 = !DILocation(line: 21, column: 22, scope: !1478)
!1483 = !DILocation(line: 21, column: 26, scope: !1478)
!1484 = !DILocation(line: 21, column: 7, scope: !1470)
!1485 = !DILocation(line: 22, column: 5, scope: !1478)
!1486 = !DILocation(line: 22, column: 19, scope: !1478)
!1487 = !DILocation(line: 22, column: 11, scope: !1478)
!1488 = !DILocation(line: 26, column: 1, scope: !1478)
!1489 = !DILocation(line: 23, column: 7, scope: !1490)
!1490 = distinct !DILexicalBlock(scope: !1470, file: !3, line: 23, column: 7)
!1491 = !DILocation(line: 23, column: 12, scope: !1490)
!1492 = !DILocation(line: 23, column: 17, scope: !1490)
!1493 = !DILocation(line: 23, column: 20, scope: !1490)
!1494 = !DILocation(line: 23, column: 32, scope: !1490)
!1495 = !DILocation(line: 23, column: 36, scope: !1490)
!1496 = !DILocation(line: 23, column: 7, scope: !1470)
!1497 = !DILocation(line: 24, column: 5, scope: !1490)
!1498 = !DILocation(line: 24, column: 19, scope: !1490)
!1499 = !DILocation(line: 24, column: 11, scope: !1490)
!1500 = !DILocation(line: 26, column: 1, scope: !1490)
!1501 = !DILocation(line: 25, column: 10, scope: !1470)
!1502 = !DILocation(line: 25, column: 12, scope: !1470)
!1503 = !DILocation(line: 25, column: 3, scope: !1470)
!1504 = distinct !DISubprogram(name: "Invalid", linkageName: "_ZN7InvalidC2Ei", scope: !14, file: !3, line: 13, type: !20, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !151)
!1505 = !DILocalVariable(name: "this", arg: 1, scope: !1504, type: !1506, flags: DIFlagArtificial | DIFlagObjectPointer)
!1506 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!1507 = !DILocation(line: 0, scope: !1504)
!1508 = !DILocalVariable(name: "v", arg: 2, scope: !1504, file: !3, line: 13, type: !8)
!1509 = !DILocation(line: 13, column: 24, scope: !1504)
!1510 = !DILocation(line: 13, column: 75, scope: !1504)
!1511 = !DILocation(line: 13, column: 29, scope: !1504)
!1512 = !DILocation(line: 13, column: 66, scope: !1504)
!1513 = !DILocation(line: 13, column: 72, scope: !1504)
!1514 = !DILocation(line: 13, column: 76, scope: !1504)
!1515 = distinct !DISubprogram(name: "~Invalid", linkageName: "_ZN7InvalidD2Ev", scope: !14, file: !3, line: 11, type: !1516, scopeLine: 11, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1518, retainedNodes: !151)
!1516 = !DISubroutineType(types: !1517)
!1517 = !{null, !22}
!1518 = !DISubprogram(name: "~Invalid", scope: !14, type: !1516, containingType: !14, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!1519 = !DILocalVariable(name: "this", arg: 1, scope: !1515, type: !1506, flags: DIFlagArtificial | DIFlagObjectPointer)
!1520 = !DILocation(line: 0, scope: !1515)
!1521 = !DILocation(line: 11, column: 8, scope: !1522)
!1522 = distinct !DILexicalBlock(scope: !1515, file: !3, line: 11, column: 8)
!1523 = !DILocation(line: 11, column: 8, scope: !1515)
!1524 = distinct !DISubprogram(name: "next_rand", linkageName: "_ZL9next_randv", scope: !3, file: !3, line: 17, type: !1525, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !151)
!1525 = !DISubroutineType(types: !1526)
!1526 = !{!678}
!1527 = !DILocation(line: 17, column: 45, scope: !1524)
!1528 = !DILocation(line: 17, column: 49, scope: !1524)
!1529 = !DILocation(line: 17, column: 63, scope: !1524)
!1530 = !DILocation(line: 17, column: 43, scope: !1524)
!1531 = !DILocation(line: 17, column: 73, scope: !1524)
!1532 = !DILocation(line: 17, column: 31, scope: !1524)
!1533 = distinct !DISubprogram(name: "~Invalid", linkageName: "_ZN7InvalidD0Ev", scope: !14, file: !3, line: 11, type: !1516, scopeLine: 11, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1518, retainedNodes: !151)
!1534 = !DILocalVariable(name: "this", arg: 1, scope: !1533, type: !1506, flags: DIFlagArtificial | DIFlagObjectPointer)
!1535 = !DILocation(line: 0, scope: !1533)
!1536 = !DILocation(line: 11, column: 8, scope: !1533)
!1537 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIiEC2Ev", scope: !59, file: !60, line: 80, type: !63, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !62, retainedNodes: !151)
!1538 = !DILocalVariable(name: "this", arg: 1, scope: !1537, type: !1539, flags: DIFlagArtificial | DIFlagObjectPointer)
!1539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!1540 = !DILocation(line: 0, scope: !1537)
!1541 = !DILocation(line: 80, column: 49, scope: !1537)
!1542 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIiED2Ev", scope: !59, file: !60, line: 90, type: !63, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !71, retainedNodes: !151)
!1543 = !DILocalVariable(name: "this", arg: 1, scope: !1542, type: !1539, flags: DIFlagArtificial | DIFlagObjectPointer)
!1544 = !DILocation(line: 0, scope: !1542)
!1545 = !DILocation(line: 90, column: 50, scope: !1542)
!1546 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !26, file: !10, line: 1902, type: !492, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !491, retainedNodes: !151)
!1547 = !DILocalVariable(name: "__n", arg: 1, scope: !1546, file: !10, line: 1902, type: !9)
!1548 = !DILocation(line: 1902, column: 35, scope: !1546)
!1549 = !DILocalVariable(name: "__a", arg: 2, scope: !1546, file: !10, line: 1902, type: !302)
!1550 = !DILocation(line: 1902, column: 62, scope: !1546)
!1551 = !DILocation(line: 1904, column: 6, scope: !1552)
!1552 = distinct !DILexicalBlock(scope: !1546, file: !10, line: 1904, column: 6)
!1553 = !DILocation(line: 1904, column: 39, scope: !1552)
!1554 = !DILocation(line: 1904, column: 24, scope: !1552)
!1555 = !DILocation(line: 1904, column: 12, scope: !1552)
!1556 = !DILocation(line: 1904, column: 10, scope: !1552)
!1557 = !DILocation(line: 1904, column: 6, scope: !1546)
!1558 = !DILocation(line: 1905, column: 4, scope: !1552)
!1559 = !DILocation(line: 1907, column: 9, scope: !1546)
!1560 = !DILocation(line: 1907, column: 2, scope: !1546)
!1561 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_", scope: !29, file: !10, line: 330, type: !224, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !223, retainedNodes: !151)
!1562 = !DILocalVariable(name: "this", arg: 1, scope: !1561, type: !1563, flags: DIFlagArtificial | DIFlagObjectPointer)
!1563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!1564 = !DILocation(line: 0, scope: !1561)
!1565 = !DILocalVariable(name: "__n", arg: 2, scope: !1561, file: !10, line: 330, type: !11)
!1566 = !DILocation(line: 330, column: 27, scope: !1561)
!1567 = !DILocalVariable(name: "__a", arg: 3, scope: !1561, file: !10, line: 330, type: !218)
!1568 = !DILocation(line: 330, column: 54, scope: !1561)
!1569 = !DILocation(line: 331, column: 9, scope: !1561)
!1570 = !DILocation(line: 331, column: 17, scope: !1561)
!1571 = !DILocation(line: 332, column: 27, scope: !1572)
!1572 = distinct !DILexicalBlock(scope: !1561, file: !10, line: 332, column: 7)
!1573 = !DILocation(line: 332, column: 9, scope: !1572)
!1574 = !DILocation(line: 332, column: 33, scope: !1561)
!1575 = !DILocation(line: 332, column: 33, scope: !1572)
!1576 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !26, file: !10, line: 1710, type: !399, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !473, retainedNodes: !151)
!1577 = !DILocalVariable(name: "this", arg: 1, scope: !1576, type: !1366, flags: DIFlagArtificial | DIFlagObjectPointer)
!1578 = !DILocation(line: 0, scope: !1576)
!1579 = !DILocalVariable(name: "__n", arg: 2, scope: !1576, file: !10, line: 1710, type: !9)
!1580 = !DILocation(line: 1710, column: 39, scope: !1576)
!1581 = !DILocation(line: 1713, column: 43, scope: !1576)
!1582 = !DILocation(line: 1713, column: 37, scope: !1576)
!1583 = !DILocation(line: 1713, column: 51, scope: !1576)
!1584 = !DILocation(line: 1713, column: 61, scope: !1576)
!1585 = !DILocation(line: 1714, column: 9, scope: !1576)
!1586 = !DILocation(line: 1713, column: 4, scope: !1576)
!1587 = !DILocation(line: 1712, column: 8, scope: !1576)
!1588 = !DILocation(line: 1712, column: 2, scope: !1576)
!1589 = !DILocation(line: 1712, column: 16, scope: !1576)
!1590 = !DILocation(line: 1712, column: 26, scope: !1576)
!1591 = !DILocation(line: 1715, column: 7, scope: !1576)
!1592 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !29, file: !10, line: 364, type: !213, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !239, retainedNodes: !151)
!1593 = !DILocalVariable(name: "this", arg: 1, scope: !1592, type: !1563, flags: DIFlagArtificial | DIFlagObjectPointer)
!1594 = !DILocation(line: 0, scope: !1592)
!1595 = !DILocation(line: 366, column: 16, scope: !1596)
!1596 = distinct !DILexicalBlock(scope: !1592, file: !10, line: 365, column: 7)
!1597 = !DILocation(line: 366, column: 24, scope: !1596)
!1598 = !DILocation(line: 367, column: 9, scope: !1596)
!1599 = !DILocation(line: 367, column: 17, scope: !1596)
!1600 = !DILocation(line: 367, column: 37, scope: !1596)
!1601 = !DILocation(line: 367, column: 45, scope: !1596)
!1602 = !DILocation(line: 367, column: 35, scope: !1596)
!1603 = !DILocation(line: 366, column: 2, scope: !1596)
!1604 = !DILocation(line: 368, column: 7, scope: !1596)
!1605 = !DILocation(line: 368, column: 7, scope: !1592)
!1606 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !26, file: !10, line: 1911, type: !495, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !494, retainedNodes: !151)
!1607 = !DILocalVariable(name: "__a", arg: 1, scope: !1606, file: !10, line: 1911, type: !497)
!1608 = !DILocation(line: 1911, column: 41, scope: !1606)
!1609 = !DILocalVariable(name: "__diffmax", scope: !1606, file: !10, line: 1916, type: !1610)
!1610 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!1611 = !DILocation(line: 1916, column: 15, scope: !1606)
!1612 = !DILocalVariable(name: "__allocmax", scope: !1606, file: !10, line: 1918, type: !1610)
!1613 = !DILocation(line: 1918, column: 15, scope: !1606)
!1614 = !DILocation(line: 1918, column: 52, scope: !1606)
!1615 = !DILocation(line: 1918, column: 28, scope: !1606)
!1616 = !DILocation(line: 1919, column: 9, scope: !1606)
!1617 = !DILocation(line: 1919, column: 2, scope: !1606)
!1618 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIiEC2ERKS_", scope: !53, file: !54, line: 159, type: !107, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !106, retainedNodes: !151)
!1619 = !DILocalVariable(name: "this", arg: 1, scope: !1618, type: !1359, flags: DIFlagArtificial | DIFlagObjectPointer)
!1620 = !DILocation(line: 0, scope: !1618)
!1621 = !DILocalVariable(name: "__a", arg: 2, scope: !1618, file: !54, line: 159, type: !109)
!1622 = !DILocation(line: 159, column: 34, scope: !1618)
!1623 = !DILocation(line: 160, column: 36, scope: !1618)
!1624 = !DILocation(line: 160, column: 31, scope: !1618)
!1625 = !DILocation(line: 160, column: 9, scope: !1618)
!1626 = !DILocation(line: 160, column: 38, scope: !1618)
!1627 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !43, file: !44, line: 547, type: !125, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !124, retainedNodes: !151)
!1628 = !DILocalVariable(name: "__a", arg: 1, scope: !1627, file: !44, line: 547, type: !128)
!1629 = !DILocation(line: 547, column: 38, scope: !1627)
!1630 = !DILocation(line: 550, column: 9, scope: !1627)
!1631 = !DILocation(line: 550, column: 13, scope: !1627)
!1632 = !DILocation(line: 550, column: 2, scope: !1627)
!1633 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !7, file: !1634, line: 230, type: !1635, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1639, retainedNodes: !151)
!1634 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1635 = !DISubroutineType(types: !1636)
!1636 = !{!1637, !1637, !1637}
!1637 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1638, size: 64)
!1638 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!1639 = !{!1640}
!1640 = !DITemplateTypeParameter(name: "_Tp", type: !13)
!1641 = !DILocalVariable(name: "__a", arg: 1, scope: !1633, file: !1634, line: 230, type: !1637)
!1642 = !DILocation(line: 230, column: 20, scope: !1633)
!1643 = !DILocalVariable(name: "__b", arg: 2, scope: !1633, file: !1634, line: 230, type: !1637)
!1644 = !DILocation(line: 230, column: 36, scope: !1633)
!1645 = !DILocation(line: 235, column: 11, scope: !1646)
!1646 = distinct !DILexicalBlock(scope: !1633, file: !1634, line: 235, column: 11)
!1647 = !DILocation(line: 235, column: 17, scope: !1646)
!1648 = !DILocation(line: 235, column: 15, scope: !1646)
!1649 = !DILocation(line: 235, column: 11, scope: !1633)
!1650 = !DILocation(line: 236, column: 9, scope: !1646)
!1651 = !DILocation(line: 236, column: 2, scope: !1646)
!1652 = !DILocation(line: 237, column: 14, scope: !1633)
!1653 = !DILocation(line: 237, column: 7, scope: !1633)
!1654 = !DILocation(line: 238, column: 5, scope: !1633)
!1655 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !59, file: !60, line: 167, type: !97, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !96, retainedNodes: !151)
!1656 = !DILocalVariable(name: "this", arg: 1, scope: !1655, type: !1657, flags: DIFlagArtificial | DIFlagObjectPointer)
!1657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!1658 = !DILocation(line: 0, scope: !1655)
!1659 = !DILocation(line: 168, column: 16, scope: !1655)
!1660 = !DILocation(line: 168, column: 9, scope: !1655)
!1661 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !59, file: !60, line: 210, type: !97, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !99, retainedNodes: !151)
!1662 = !DILocalVariable(name: "this", arg: 1, scope: !1661, type: !1657, flags: DIFlagArtificial | DIFlagObjectPointer)
!1663 = !DILocation(line: 0, scope: !1661)
!1664 = !DILocation(line: 213, column: 2, scope: !1661)
!1665 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIiEC2ERKS0_", scope: !59, file: !60, line: 83, type: !67, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !66, retainedNodes: !151)
!1666 = !DILocalVariable(name: "this", arg: 1, scope: !1665, type: !1539, flags: DIFlagArtificial | DIFlagObjectPointer)
!1667 = !DILocation(line: 0, scope: !1665)
!1668 = !DILocalVariable(arg: 2, scope: !1665, file: !60, line: 83, type: !69)
!1669 = !DILocation(line: 83, column: 45, scope: !1665)
!1670 = !DILocation(line: 83, column: 71, scope: !1665)
!1671 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2ERKS0_", scope: !32, file: !10, line: 143, type: !183, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !182, retainedNodes: !151)
!1672 = !DILocalVariable(name: "this", arg: 1, scope: !1671, type: !1673, flags: DIFlagArtificial | DIFlagObjectPointer)
!1673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!1674 = !DILocation(line: 0, scope: !1671)
!1675 = !DILocalVariable(name: "__a", arg: 2, scope: !1671, file: !10, line: 143, type: !185)
!1676 = !DILocation(line: 143, column: 37, scope: !1671)
!1677 = !DILocation(line: 145, column: 2, scope: !1671)
!1678 = !DILocation(line: 144, column: 19, scope: !1671)
!1679 = !DILocation(line: 144, column: 4, scope: !1671)
!1680 = !DILocation(line: 143, column: 2, scope: !1671)
!1681 = !DILocation(line: 145, column: 4, scope: !1671)
!1682 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !29, file: !10, line: 393, type: !221, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !246, retainedNodes: !151)
!1683 = !DILocalVariable(name: "this", arg: 1, scope: !1682, type: !1563, flags: DIFlagArtificial | DIFlagObjectPointer)
!1684 = !DILocation(line: 0, scope: !1682)
!1685 = !DILocalVariable(name: "__n", arg: 2, scope: !1682, file: !10, line: 393, type: !11)
!1686 = !DILocation(line: 393, column: 32, scope: !1682)
!1687 = !DILocation(line: 395, column: 45, scope: !1682)
!1688 = !DILocation(line: 395, column: 33, scope: !1682)
!1689 = !DILocation(line: 395, column: 8, scope: !1682)
!1690 = !DILocation(line: 395, column: 2, scope: !1682)
!1691 = !DILocation(line: 395, column: 16, scope: !1682)
!1692 = !DILocation(line: 395, column: 25, scope: !1682)
!1693 = !DILocation(line: 396, column: 34, scope: !1682)
!1694 = !DILocation(line: 396, column: 28, scope: !1682)
!1695 = !DILocation(line: 396, column: 42, scope: !1682)
!1696 = !DILocation(line: 396, column: 8, scope: !1682)
!1697 = !DILocation(line: 396, column: 2, scope: !1682)
!1698 = !DILocation(line: 396, column: 16, scope: !1682)
!1699 = !DILocation(line: 396, column: 26, scope: !1682)
!1700 = !DILocation(line: 397, column: 42, scope: !1682)
!1701 = !DILocation(line: 397, column: 36, scope: !1682)
!1702 = !DILocation(line: 397, column: 50, scope: !1682)
!1703 = !DILocation(line: 397, column: 61, scope: !1682)
!1704 = !DILocation(line: 397, column: 59, scope: !1682)
!1705 = !DILocation(line: 397, column: 8, scope: !1682)
!1706 = !DILocation(line: 397, column: 2, scope: !1682)
!1707 = !DILocation(line: 397, column: 16, scope: !1682)
!1708 = !DILocation(line: 397, column: 34, scope: !1682)
!1709 = !DILocation(line: 398, column: 7, scope: !1682)
!1710 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev", scope: !32, file: !10, line: 133, type: !179, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1711, retainedNodes: !151)
!1711 = !DISubprogram(name: "~_Vector_impl", scope: !32, type: !179, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1712 = !DILocalVariable(name: "this", arg: 1, scope: !1710, type: !1673, flags: DIFlagArtificial | DIFlagObjectPointer)
!1713 = !DILocation(line: 0, scope: !1710)
!1714 = !DILocation(line: 133, column: 14, scope: !1715)
!1715 = distinct !DILexicalBlock(scope: !1710, file: !10, line: 133, column: 14)
!1716 = !DILocation(line: 133, column: 14, scope: !1710)
!1717 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !154, file: !10, line: 99, type: !162, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !161, retainedNodes: !151)
!1718 = !DILocalVariable(name: "this", arg: 1, scope: !1717, type: !1719, flags: DIFlagArtificial | DIFlagObjectPointer)
!1719 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!1720 = !DILocation(line: 0, scope: !1717)
!1721 = !DILocation(line: 100, column: 4, scope: !1717)
!1722 = !DILocation(line: 100, column: 16, scope: !1717)
!1723 = !DILocation(line: 100, column: 29, scope: !1717)
!1724 = !DILocation(line: 101, column: 4, scope: !1717)
!1725 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !29, file: !10, line: 375, type: !241, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !240, retainedNodes: !151)
!1726 = !DILocalVariable(name: "this", arg: 1, scope: !1725, type: !1563, flags: DIFlagArtificial | DIFlagObjectPointer)
!1727 = !DILocation(line: 0, scope: !1725)
!1728 = !DILocalVariable(name: "__n", arg: 2, scope: !1725, file: !10, line: 375, type: !11)
!1729 = !DILocation(line: 375, column: 26, scope: !1725)
!1730 = !DILocation(line: 378, column: 9, scope: !1725)
!1731 = !DILocation(line: 378, column: 13, scope: !1725)
!1732 = !DILocation(line: 378, column: 34, scope: !1725)
!1733 = !DILocation(line: 378, column: 43, scope: !1725)
!1734 = !DILocation(line: 378, column: 20, scope: !1725)
!1735 = !DILocation(line: 378, column: 2, scope: !1725)
!1736 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !43, file: !44, line: 463, type: !47, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !46, retainedNodes: !151)
!1737 = !DILocalVariable(name: "__a", arg: 1, scope: !1736, file: !44, line: 463, type: !51)
!1738 = !DILocation(line: 463, column: 32, scope: !1736)
!1739 = !DILocalVariable(name: "__n", arg: 2, scope: !1736, file: !44, line: 463, type: !116)
!1740 = !DILocation(line: 463, column: 47, scope: !1736)
!1741 = !DILocation(line: 464, column: 16, scope: !1736)
!1742 = !DILocation(line: 464, column: 29, scope: !1736)
!1743 = !DILocation(line: 464, column: 20, scope: !1736)
!1744 = !DILocation(line: 464, column: 9, scope: !1736)
!1745 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !59, file: !60, line: 112, type: !88, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !87, retainedNodes: !151)
!1746 = !DILocalVariable(name: "this", arg: 1, scope: !1745, type: !1539, flags: DIFlagArtificial | DIFlagObjectPointer)
!1747 = !DILocation(line: 0, scope: !1745)
!1748 = !DILocalVariable(name: "__n", arg: 2, scope: !1745, file: !60, line: 112, type: !90)
!1749 = !DILocation(line: 112, column: 26, scope: !1745)
!1750 = !DILocalVariable(arg: 3, scope: !1745, file: !60, line: 112, type: !91)
!1751 = !DILocation(line: 112, column: 43, scope: !1745)
!1752 = !DILocation(line: 120, column: 23, scope: !1753)
!1753 = distinct !DILexicalBlock(scope: !1745, file: !60, line: 120, column: 6)
!1754 = !DILocation(line: 120, column: 35, scope: !1753)
!1755 = !DILocation(line: 120, column: 27, scope: !1753)
!1756 = !DILocation(line: 120, column: 6, scope: !1745)
!1757 = !DILocation(line: 124, column: 10, scope: !1758)
!1758 = distinct !DILexicalBlock(scope: !1759, file: !60, line: 124, column: 10)
!1759 = distinct !DILexicalBlock(scope: !1753, file: !60, line: 121, column: 4)
!1760 = !DILocation(line: 124, column: 14, scope: !1758)
!1761 = !DILocation(line: 124, column: 10, scope: !1759)
!1762 = !DILocation(line: 125, column: 8, scope: !1758)
!1763 = !DILocation(line: 126, column: 6, scope: !1759)
!1764 = !DILocation(line: 137, column: 49, scope: !1745)
!1765 = !DILocation(line: 137, column: 53, scope: !1745)
!1766 = !DILocation(line: 137, column: 27, scope: !1745)
!1767 = !DILocation(line: 137, column: 9, scope: !1745)
!1768 = !DILocation(line: 137, column: 2, scope: !1745)
!1769 = distinct !DISubprogram(name: "__uninitialized_default_n_a<int *, unsigned long, int>", linkageName: "_ZSt27__uninitialized_default_n_aIPimiET_S1_T0_RSaIT1_E", scope: !7, file: !1770, line: 764, type: !1771, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1773, retainedNodes: !151)
!1770 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1771 = !DISubroutineType(types: !1772)
!1772 = !{!50, !50, !13, !114}
!1773 = !{!1774, !1775, !101}
!1774 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !50)
!1775 = !DITemplateTypeParameter(name: "_Size", type: !13)
!1776 = !DILocalVariable(name: "__first", arg: 1, scope: !1769, file: !1770, line: 764, type: !50)
!1777 = !DILocation(line: 764, column: 50, scope: !1769)
!1778 = !DILocalVariable(name: "__n", arg: 2, scope: !1769, file: !1770, line: 764, type: !13)
!1779 = !DILocation(line: 764, column: 65, scope: !1769)
!1780 = !DILocalVariable(arg: 3, scope: !1769, file: !1770, line: 765, type: !114)
!1781 = !DILocation(line: 765, column: 20, scope: !1769)
!1782 = !DILocation(line: 766, column: 45, scope: !1769)
!1783 = !DILocation(line: 766, column: 54, scope: !1769)
!1784 = !DILocation(line: 766, column: 14, scope: !1769)
!1785 = !DILocation(line: 766, column: 7, scope: !1769)
!1786 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !29, file: !10, line: 298, type: !199, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !198, retainedNodes: !151)
!1787 = !DILocalVariable(name: "this", arg: 1, scope: !1786, type: !1563, flags: DIFlagArtificial | DIFlagObjectPointer)
!1788 = !DILocation(line: 0, scope: !1786)
!1789 = !DILocation(line: 299, column: 22, scope: !1786)
!1790 = !DILocation(line: 299, column: 16, scope: !1786)
!1791 = !DILocation(line: 299, column: 9, scope: !1786)
!1792 = distinct !DISubprogram(name: "__uninitialized_default_n<int *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPimET_S1_T0_", scope: !7, file: !1770, line: 691, type: !1793, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1795, retainedNodes: !151)
!1793 = !DISubroutineType(types: !1794)
!1794 = !{!50, !50, !13}
!1795 = !{!1774, !1775}
!1796 = !DILocalVariable(name: "__first", arg: 1, scope: !1792, file: !1770, line: 691, type: !50)
!1797 = !DILocation(line: 691, column: 48, scope: !1792)
!1798 = !DILocalVariable(name: "__n", arg: 2, scope: !1792, file: !1770, line: 691, type: !13)
!1799 = !DILocation(line: 691, column: 63, scope: !1792)
!1800 = !DILocalVariable(name: "__can_fill", scope: !1792, file: !1770, line: 696, type: !256)
!1801 = !DILocation(line: 696, column: 22, scope: !1792)
!1802 = !DILocation(line: 701, column: 21, scope: !1792)
!1803 = !DILocation(line: 701, column: 30, scope: !1792)
!1804 = !DILocation(line: 699, column: 14, scope: !1792)
!1805 = !DILocation(line: 699, column: 7, scope: !1792)
!1806 = distinct !DISubprogram(name: "__uninit_default_n<int *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_", scope: !1807, file: !1770, line: 655, type: !1793, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1795, declaration: !1810, retainedNodes: !151)
!1807 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !7, file: !1770, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !151, templateParams: !1808, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1808 = !{!1809}
!1809 = !DITemplateValueParameter(name: "_TrivialValueType", type: !144, value: i8 1)
!1810 = !DISubprogram(name: "__uninit_default_n<int *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_", scope: !1807, file: !1770, line: 655, type: !1793, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1795)
!1811 = !DILocalVariable(name: "__first", arg: 1, scope: !1806, file: !1770, line: 655, type: !50)
!1812 = !DILocation(line: 655, column: 45, scope: !1806)
!1813 = !DILocalVariable(name: "__n", arg: 2, scope: !1806, file: !1770, line: 655, type: !13)
!1814 = !DILocation(line: 655, column: 60, scope: !1806)
!1815 = !DILocation(line: 657, column: 8, scope: !1816)
!1816 = distinct !DILexicalBlock(scope: !1806, file: !1770, line: 657, column: 8)
!1817 = !DILocation(line: 657, column: 12, scope: !1816)
!1818 = !DILocation(line: 657, column: 8, scope: !1806)
!1819 = !DILocalVariable(name: "__val", scope: !1820, file: !1770, line: 659, type: !1821)
!1820 = distinct !DILexicalBlock(scope: !1816, file: !1770, line: 658, column: 6)
!1821 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1822, size: 64)
!1822 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1824, file: !1823, line: 213, baseType: !8)
!1823 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1824 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<int *>", scope: !7, file: !1823, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !151, templateParams: !1825, identifier: "_ZTSSt15iterator_traitsIPiE")
!1825 = !{!1826}
!1826 = !DITemplateTypeParameter(name: "_Iterator", type: !50)
!1827 = !DILocation(line: 659, column: 64, scope: !1820)
!1828 = !DILocation(line: 660, column: 23, scope: !1820)
!1829 = !DILocation(line: 660, column: 5, scope: !1820)
!1830 = !DILocation(line: 661, column: 24, scope: !1820)
!1831 = !DILocation(line: 661, column: 8, scope: !1820)
!1832 = !DILocation(line: 662, column: 8, scope: !1820)
!1833 = !DILocation(line: 663, column: 30, scope: !1820)
!1834 = !DILocation(line: 663, column: 39, scope: !1820)
!1835 = !DILocation(line: 663, column: 43, scope: !1820)
!1836 = !DILocation(line: 663, column: 49, scope: !1820)
!1837 = !DILocation(line: 663, column: 18, scope: !1820)
!1838 = !DILocation(line: 663, column: 16, scope: !1820)
!1839 = !DILocation(line: 664, column: 6, scope: !1820)
!1840 = !DILocation(line: 665, column: 11, scope: !1806)
!1841 = !DILocation(line: 665, column: 4, scope: !1806)
!1842 = distinct !DISubprogram(name: "__addressof<int>", linkageName: "_ZSt11__addressofIiEPT_RS0_", scope: !7, file: !1843, line: 49, type: !1844, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !100, retainedNodes: !151)
!1843 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!1844 = !DISubroutineType(types: !1845)
!1845 = !{!50, !78}
!1846 = !DILocalVariable(name: "__r", arg: 1, scope: !1842, file: !1843, line: 49, type: !78)
!1847 = !DILocation(line: 49, column: 22, scope: !1842)
!1848 = !DILocation(line: 50, column: 34, scope: !1842)
!1849 = !DILocation(line: 50, column: 7, scope: !1842)
!1850 = distinct !DISubprogram(name: "_Construct<int>", linkageName: "_ZSt10_ConstructIiJEEvPT_DpOT0_", scope: !7, file: !1851, line: 109, type: !1852, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1854, retainedNodes: !151)
!1851 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1852 = !DISubroutineType(types: !1853)
!1853 = !{null, !50}
!1854 = !{!101, !1855}
!1855 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !151)
!1856 = !DILocalVariable(name: "__p", arg: 1, scope: !1850, file: !1851, line: 109, type: !50)
!1857 = !DILocation(line: 109, column: 21, scope: !1850)
!1858 = !DILocation(line: 119, column: 20, scope: !1850)
!1859 = !DILocation(line: 119, column: 7, scope: !1850)
!1860 = !DILocation(line: 120, column: 5, scope: !1850)
!1861 = distinct !DISubprogram(name: "fill_n<int *, unsigned long, int>", linkageName: "_ZSt6fill_nIPimiET_S1_T0_RKT1_", scope: !7, file: !1634, line: 1143, type: !1862, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1864, retainedNodes: !151)
!1862 = !DISubroutineType(types: !1863)
!1863 = !{!50, !50, !13, !86}
!1864 = !{!1865, !1775, !101}
!1865 = !DITemplateTypeParameter(name: "_OI", type: !50)
!1866 = !DILocalVariable(name: "__first", arg: 1, scope: !1861, file: !1634, line: 1143, type: !50)
!1867 = !DILocation(line: 1143, column: 16, scope: !1861)
!1868 = !DILocalVariable(name: "__n", arg: 2, scope: !1861, file: !1634, line: 1143, type: !13)
!1869 = !DILocation(line: 1143, column: 31, scope: !1861)
!1870 = !DILocalVariable(name: "__value", arg: 3, scope: !1861, file: !1634, line: 1143, type: !86)
!1871 = !DILocation(line: 1143, column: 47, scope: !1861)
!1872 = !DILocation(line: 1148, column: 30, scope: !1861)
!1873 = !DILocation(line: 1148, column: 62, scope: !1861)
!1874 = !DILocation(line: 1148, column: 39, scope: !1861)
!1875 = !DILocation(line: 1148, column: 68, scope: !1861)
!1876 = !DILocation(line: 1149, column: 11, scope: !1861)
!1877 = !DILocation(line: 1148, column: 14, scope: !1861)
!1878 = !DILocation(line: 1148, column: 7, scope: !1861)
!1879 = distinct !DISubprogram(name: "__fill_n_a<int *, unsigned long, int>", linkageName: "_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !7, file: !1634, line: 1108, type: !1880, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1892, retainedNodes: !151)
!1880 = !DISubroutineType(types: !1881)
!1881 = !{!50, !50, !13, !86, !1882}
!1882 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !7, file: !1823, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1883, identifier: "_ZTSSt26random_access_iterator_tag")
!1883 = !{!1884}
!1884 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1882, baseType: !1885, extraData: i32 0)
!1885 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !7, file: !1823, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1886, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1886 = !{!1887}
!1887 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1885, baseType: !1888, extraData: i32 0)
!1888 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !7, file: !1823, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1889, identifier: "_ZTSSt20forward_iterator_tag")
!1889 = !{!1890}
!1890 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1888, baseType: !1891, extraData: i32 0)
!1891 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !7, file: !1823, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !151, identifier: "_ZTSSt18input_iterator_tag")
!1892 = !{!1893, !1775, !101}
!1893 = !DITemplateTypeParameter(name: "_OutputIterator", type: !50)
!1894 = !DILocalVariable(name: "__first", arg: 1, scope: !1879, file: !1634, line: 1108, type: !50)
!1895 = !DILocation(line: 1108, column: 32, scope: !1879)
!1896 = !DILocalVariable(name: "__n", arg: 2, scope: !1879, file: !1634, line: 1108, type: !13)
!1897 = !DILocation(line: 1108, column: 47, scope: !1879)
!1898 = !DILocalVariable(name: "__value", arg: 3, scope: !1879, file: !1634, line: 1108, type: !86)
!1899 = !DILocation(line: 1108, column: 63, scope: !1879)
!1900 = !DILocalVariable(arg: 4, scope: !1879, file: !1634, line: 1109, type: !1882)
!1901 = !DILocation(line: 1109, column: 40, scope: !1879)
!1902 = !DILocation(line: 1114, column: 11, scope: !1903)
!1903 = distinct !DILexicalBlock(scope: !1879, file: !1634, line: 1114, column: 11)
!1904 = !DILocation(line: 1114, column: 15, scope: !1903)
!1905 = !DILocation(line: 1114, column: 11, scope: !1879)
!1906 = !DILocation(line: 1115, column: 9, scope: !1903)
!1907 = !DILocation(line: 1115, column: 2, scope: !1903)
!1908 = !DILocation(line: 1119, column: 21, scope: !1879)
!1909 = !DILocation(line: 1119, column: 30, scope: !1879)
!1910 = !DILocation(line: 1119, column: 40, scope: !1879)
!1911 = !DILocation(line: 1119, column: 38, scope: !1879)
!1912 = !DILocation(line: 1119, column: 45, scope: !1879)
!1913 = !DILocation(line: 1119, column: 7, scope: !1879)
!1914 = !DILocation(line: 1120, column: 14, scope: !1879)
!1915 = !DILocation(line: 1120, column: 24, scope: !1879)
!1916 = !DILocation(line: 1120, column: 22, scope: !1879)
!1917 = !DILocation(line: 1120, column: 7, scope: !1879)
!1918 = !DILocation(line: 1121, column: 5, scope: !1879)
!1919 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !7, file: !1634, line: 1009, type: !1920, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !151)
!1920 = !DISubroutineType(types: !1921)
!1921 = !{!13, !13}
!1922 = !DILocalVariable(name: "__n", arg: 1, scope: !1919, file: !1634, line: 1009, type: !13)
!1923 = !DILocation(line: 1009, column: 35, scope: !1919)
!1924 = !DILocation(line: 1009, column: 49, scope: !1919)
!1925 = !DILocation(line: 1009, column: 42, scope: !1919)
!1926 = distinct !DISubprogram(name: "__iterator_category<int *>", linkageName: "_ZSt19__iterator_categoryIPiENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !7, file: !1823, line: 238, type: !1927, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1932, retainedNodes: !151)
!1927 = !DISubroutineType(types: !1928)
!1928 = !{!1929, !1930}
!1929 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !1824, file: !1823, line: 212, baseType: !1882)
!1930 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1931, size: 64)
!1931 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!1932 = !{!1933}
!1933 = !DITemplateTypeParameter(name: "_Iter", type: !50)
!1934 = !DILocalVariable(arg: 1, scope: !1926, file: !1823, line: 238, type: !1930)
!1935 = !DILocation(line: 238, column: 37, scope: !1926)
!1936 = !DILocation(line: 239, column: 7, scope: !1926)
!1937 = distinct !DISubprogram(name: "__fill_a<int *, int>", linkageName: "_ZSt8__fill_aIPiiEvT_S1_RKT0_", scope: !7, file: !1634, line: 967, type: !1938, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1940, retainedNodes: !151)
!1938 = !DISubroutineType(types: !1939)
!1939 = !{null, !50, !50, !86}
!1940 = !{!1941, !101}
!1941 = !DITemplateTypeParameter(name: "_FIte", type: !50)
!1942 = !DILocalVariable(name: "__first", arg: 1, scope: !1937, file: !1634, line: 967, type: !50)
!1943 = !DILocation(line: 967, column: 20, scope: !1937)
!1944 = !DILocalVariable(name: "__last", arg: 2, scope: !1937, file: !1634, line: 967, type: !50)
!1945 = !DILocation(line: 967, column: 35, scope: !1937)
!1946 = !DILocalVariable(name: "__value", arg: 3, scope: !1937, file: !1634, line: 967, type: !86)
!1947 = !DILocation(line: 967, column: 54, scope: !1937)
!1948 = !DILocation(line: 968, column: 22, scope: !1937)
!1949 = !DILocation(line: 968, column: 31, scope: !1937)
!1950 = !DILocation(line: 968, column: 39, scope: !1937)
!1951 = !DILocation(line: 968, column: 7, scope: !1937)
!1952 = !DILocation(line: 968, column: 49, scope: !1937)
!1953 = distinct !DISubprogram(name: "__fill_a1<int *, int>", linkageName: "_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !7, file: !1634, line: 917, type: !1954, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1962, retainedNodes: !151)
!1954 = !DISubroutineType(types: !1955)
!1955 = !{!1956, !50, !50, !86}
!1956 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1958, file: !1957, line: 50, baseType: null)
!1957 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1958 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !40, file: !1957, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !151, templateParams: !1959, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1959 = !{!1960, !1961}
!1960 = !DITemplateValueParameter(type: !144, value: i8 1)
!1961 = !DITemplateTypeParameter(type: null)
!1962 = !{!1774, !101}
!1963 = !DILocalVariable(name: "__first", arg: 1, scope: !1953, file: !1634, line: 917, type: !50)
!1964 = !DILocation(line: 917, column: 32, scope: !1953)
!1965 = !DILocalVariable(name: "__last", arg: 2, scope: !1953, file: !1634, line: 917, type: !50)
!1966 = !DILocation(line: 917, column: 58, scope: !1953)
!1967 = !DILocalVariable(name: "__value", arg: 3, scope: !1953, file: !1634, line: 918, type: !86)
!1968 = !DILocation(line: 918, column: 19, scope: !1953)
!1969 = !DILocalVariable(name: "__tmp", scope: !1953, file: !1634, line: 920, type: !84)
!1970 = !DILocation(line: 920, column: 17, scope: !1953)
!1971 = !DILocation(line: 920, column: 25, scope: !1953)
!1972 = !DILocation(line: 921, column: 7, scope: !1953)
!1973 = !DILocation(line: 921, column: 14, scope: !1974)
!1974 = distinct !DILexicalBlock(scope: !1975, file: !1634, line: 921, column: 7)
!1975 = distinct !DILexicalBlock(scope: !1953, file: !1634, line: 921, column: 7)
!1976 = !DILocation(line: 921, column: 25, scope: !1974)
!1977 = !DILocation(line: 921, column: 22, scope: !1974)
!1978 = !DILocation(line: 921, column: 7, scope: !1975)
!1979 = !DILocation(line: 922, column: 13, scope: !1974)
!1980 = !DILocation(line: 922, column: 3, scope: !1974)
!1981 = !DILocation(line: 922, column: 11, scope: !1974)
!1982 = !DILocation(line: 922, column: 2, scope: !1974)
!1983 = !DILocation(line: 921, column: 33, scope: !1974)
!1984 = !DILocation(line: 921, column: 7, scope: !1974)
!1985 = distinct !{!1985, !1978, !1986, !1345}
!1986 = !DILocation(line: 922, column: 13, scope: !1975)
!1987 = !DILocation(line: 923, column: 5, scope: !1953)
!1988 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !29, file: !10, line: 383, type: !244, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !243, retainedNodes: !151)
!1989 = !DILocalVariable(name: "this", arg: 1, scope: !1988, type: !1563, flags: DIFlagArtificial | DIFlagObjectPointer)
!1990 = !DILocation(line: 0, scope: !1988)
!1991 = !DILocalVariable(name: "__p", arg: 2, scope: !1988, file: !10, line: 383, type: !157)
!1992 = !DILocation(line: 383, column: 29, scope: !1988)
!1993 = !DILocalVariable(name: "__n", arg: 3, scope: !1988, file: !10, line: 383, type: !11)
!1994 = !DILocation(line: 383, column: 41, scope: !1988)
!1995 = !DILocation(line: 386, column: 6, scope: !1996)
!1996 = distinct !DILexicalBlock(scope: !1988, file: !10, line: 386, column: 6)
!1997 = !DILocation(line: 386, column: 6, scope: !1988)
!1998 = !DILocation(line: 387, column: 20, scope: !1996)
!1999 = !DILocation(line: 387, column: 29, scope: !1996)
!2000 = !DILocation(line: 387, column: 34, scope: !1996)
!2001 = !DILocation(line: 387, column: 4, scope: !1996)
!2002 = !DILocation(line: 388, column: 7, scope: !1988)
!2003 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !43, file: !44, line: 495, type: !122, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !121, retainedNodes: !151)
!2004 = !DILocalVariable(name: "__a", arg: 1, scope: !2003, file: !44, line: 495, type: !51)
!2005 = !DILocation(line: 495, column: 34, scope: !2003)
!2006 = !DILocalVariable(name: "__p", arg: 2, scope: !2003, file: !44, line: 495, type: !49)
!2007 = !DILocation(line: 495, column: 47, scope: !2003)
!2008 = !DILocalVariable(name: "__n", arg: 3, scope: !2003, file: !44, line: 495, type: !116)
!2009 = !DILocation(line: 495, column: 62, scope: !2003)
!2010 = !DILocation(line: 496, column: 9, scope: !2003)
!2011 = !DILocation(line: 496, column: 24, scope: !2003)
!2012 = !DILocation(line: 496, column: 29, scope: !2003)
!2013 = !DILocation(line: 496, column: 13, scope: !2003)
!2014 = !DILocation(line: 496, column: 35, scope: !2003)
!2015 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !59, file: !60, line: 142, type: !94, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !93, retainedNodes: !151)
!2016 = !DILocalVariable(name: "this", arg: 1, scope: !2015, type: !1539, flags: DIFlagArtificial | DIFlagObjectPointer)
!2017 = !DILocation(line: 0, scope: !2015)
!2018 = !DILocalVariable(name: "__p", arg: 2, scope: !2015, file: !60, line: 142, type: !50)
!2019 = !DILocation(line: 142, column: 23, scope: !2015)
!2020 = !DILocalVariable(name: "__n", arg: 3, scope: !2015, file: !60, line: 142, type: !90)
!2021 = !DILocation(line: 142, column: 38, scope: !2015)
!2022 = !DILocation(line: 158, column: 27, scope: !2015)
!2023 = !DILocation(line: 158, column: 2, scope: !2015)
!2024 = !DILocation(line: 159, column: 7, scope: !2015)
!2025 = distinct !DISubprogram(name: "_Destroy<int *, int>", linkageName: "_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E", scope: !7, file: !44, line: 847, type: !2026, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1962, retainedNodes: !151)
!2026 = !DISubroutineType(types: !2027)
!2027 = !{null, !50, !50, !114}
!2028 = !DILocalVariable(name: "__first", arg: 1, scope: !2025, file: !44, line: 847, type: !50)
!2029 = !DILocation(line: 847, column: 31, scope: !2025)
!2030 = !DILocalVariable(name: "__last", arg: 2, scope: !2025, file: !44, line: 847, type: !50)
!2031 = !DILocation(line: 847, column: 57, scope: !2025)
!2032 = !DILocalVariable(arg: 3, scope: !2025, file: !44, line: 848, type: !114)
!2033 = !DILocation(line: 848, column: 22, scope: !2025)
!2034 = !DILocation(line: 850, column: 16, scope: !2025)
!2035 = !DILocation(line: 850, column: 25, scope: !2025)
!2036 = !DILocation(line: 850, column: 7, scope: !2025)
!2037 = !DILocation(line: 851, column: 5, scope: !2025)
!2038 = distinct !DISubprogram(name: "_Destroy<int *>", linkageName: "_ZSt8_DestroyIPiEvT_S1_", scope: !7, file: !1851, line: 182, type: !2039, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2041, retainedNodes: !151)
!2039 = !DISubroutineType(types: !2040)
!2040 = !{null, !50, !50}
!2041 = !{!1774}
!2042 = !DILocalVariable(name: "__first", arg: 1, scope: !2038, file: !1851, line: 182, type: !50)
!2043 = !DILocation(line: 182, column: 31, scope: !2038)
!2044 = !DILocalVariable(name: "__last", arg: 2, scope: !2038, file: !1851, line: 182, type: !50)
!2045 = !DILocation(line: 182, column: 57, scope: !2038)
!2046 = !DILocation(line: 196, column: 12, scope: !2038)
!2047 = !DILocation(line: 196, column: 21, scope: !2038)
!2048 = !DILocation(line: 195, column: 7, scope: !2038)
!2049 = !DILocation(line: 197, column: 5, scope: !2038)
!2050 = distinct !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2051, file: !1851, line: 172, type: !2039, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2041, declaration: !2053, retainedNodes: !151)
!2051 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !7, file: !1851, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !151, templateParams: !2052, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!2052 = !{!1960}
!2053 = !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2051, file: !1851, line: 172, type: !2039, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2041)
!2054 = !DILocalVariable(arg: 1, scope: !2050, file: !1851, line: 172, type: !50)
!2055 = !DILocation(line: 172, column: 35, scope: !2050)
!2056 = !DILocalVariable(arg: 2, scope: !2050, file: !1851, line: 172, type: !50)
!2057 = !DILocation(line: 172, column: 53, scope: !2050)
!2058 = !DILocation(line: 172, column: 57, scope: !2050)
