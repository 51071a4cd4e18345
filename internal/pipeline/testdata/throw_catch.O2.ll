; ModuleID = 'throw_catch.cpp'
source_filename = "throw_catch.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::invalid_argument" = type { %"class.std::logic_error" }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%struct.Invalid = type <{ %"class.std::runtime_error", i32, [4 x i8] }>

$_ZN7InvalidD0Ev = comdat any

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
@_ZTV7Invalid = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Invalid to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*), i8* bitcast (void (%struct.Invalid*)* @_ZN7InvalidD0Ev to i8*), i8* bitcast (i8* (%"class.std::runtime_error"*)* @_ZNKSt13runtime_error4whatEv to i8*)] }, comdat, align 8
@_ZL3lcg = internal unnamed_addr global i32 12345, align 4, !dbg !0

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1350 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !1354, metadata !DIExpression()), !dbg !1363
  call void @llvm.dbg.value(metadata i8** %1, metadata !1355, metadata !DIExpression()), !dbg !1363
  %3 = icmp sgt i32 %0, 1, !dbg !1364
  br i1 %3, label %4, label %27, !dbg !1365

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1366
  %6 = load i8*, i8** %5, align 8, !dbg !1366, !tbaa !1367
  call void @llvm.dbg.value(metadata i8* %6, metadata !797, metadata !DIExpression()) #12, !dbg !1371
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #12, !dbg !1373
  %8 = trunc i64 %7 to i32, !dbg !1373
  call void @llvm.dbg.value(metadata i32 %8, metadata !1356, metadata !DIExpression()), !dbg !1363
  %9 = icmp eq i32 %0, 2, !dbg !1374
  br i1 %9, label %15, label %10, !dbg !1375

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !1376
  %12 = load i8*, i8** %11, align 8, !dbg !1376, !tbaa !1367
  call void @llvm.dbg.value(metadata i8* %12, metadata !797, metadata !DIExpression()) #12, !dbg !1377
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #12, !dbg !1379
  %14 = trunc i64 %13 to i32, !dbg !1379
  br label %15, !dbg !1375

15:                                               ; preds = %4, %10
  %16 = phi i32 [ %14, %10 ], [ 1, %4 ], !dbg !1375
  call void @llvm.dbg.value(metadata i32 %16, metadata !1357, metadata !DIExpression()), !dbg !1363
  %17 = icmp slt i32 %8, 1, !dbg !1380
  br i1 %17, label %18, label %24, !dbg !1382

18:                                               ; preds = %15
  %19 = tail call i8* @__cxa_allocate_exception(i64 16) #12, !dbg !1383
  %20 = bitcast i8* %19 to %"class.std::invalid_argument"*, !dbg !1383
  invoke void @_ZNSt16invalid_argumentC1EPKc(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16) %20, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0))
          to label %21 unwind label %22, !dbg !1384

21:                                               ; preds = %18
  tail call void @__cxa_throw(i8* %19, i8* bitcast (i8** @_ZTISt16invalid_argument to i8*), i8* bitcast (void (%"class.std::invalid_argument"*)* @_ZNSt16invalid_argumentD1Ev to i8*)) #13, !dbg !1383
  unreachable, !dbg !1383

22:                                               ; preds = %18
  %23 = landingpad { i8*, i32 }
          cleanup, !dbg !1385
  tail call void @__cxa_free_exception(i8* %19) #12, !dbg !1383
  br label %192, !dbg !1383

24:                                               ; preds = %15
  %25 = and i64 %7, 4294967295, !dbg !1386
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1387, metadata !DIExpression()), !dbg !1393
  call void @llvm.dbg.value(metadata i64 %25, metadata !1390, metadata !DIExpression()), !dbg !1393
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1391, metadata !DIExpression()), !dbg !1393
  call void @llvm.dbg.value(metadata i64 %25, metadata !1395, metadata !DIExpression()), !dbg !1399
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1398, metadata !DIExpression()), !dbg !1399
  %26 = and i64 %7, 4294967295, !dbg !1401
  br label %27, !dbg !1401

27:                                               ; preds = %24, %2
  %28 = phi i64 [ %25, %24 ], [ 1000, %2 ]
  %29 = phi i64 [ %26, %24 ], [ 1000, %2 ]
  %30 = phi i32 [ %16, %24 ], [ 1, %2 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1402, metadata !DIExpression()), !dbg !1408
  call void @llvm.dbg.value(metadata i64 %25, metadata !1405, metadata !DIExpression()), !dbg !1408
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1406, metadata !DIExpression()), !dbg !1408
  call void @llvm.dbg.value(metadata i32* null, metadata !1358, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1363
  call void @llvm.dbg.value(metadata i32* null, metadata !1358, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1363
  call void @llvm.dbg.value(metadata i32* null, metadata !1358, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1363
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1410, metadata !DIExpression()), !dbg !1414
  call void @llvm.dbg.value(metadata i64 %25, metadata !1413, metadata !DIExpression()), !dbg !1414
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1417, metadata !DIExpression()), !dbg !1421
  call void @llvm.dbg.value(metadata i64 %25, metadata !1420, metadata !DIExpression()), !dbg !1421
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1423, metadata !DIExpression()), !dbg !1427
  call void @llvm.dbg.value(metadata i64 %25, metadata !1426, metadata !DIExpression()), !dbg !1427
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1429, metadata !DIExpression()), !dbg !1435
  call void @llvm.dbg.value(metadata i64 %25, metadata !1432, metadata !DIExpression()), !dbg !1435
  call void @llvm.dbg.value(metadata i8* null, metadata !1433, metadata !DIExpression()), !dbg !1435
  %31 = shl nuw nsw i64 %28, 2, !dbg !1437
  %32 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %31) #14, !dbg !1438
  %33 = bitcast i8* %32 to i32*, !dbg !1439
  call void @llvm.dbg.value(metadata i32* %33, metadata !1358, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1363
  call void @llvm.dbg.value(metadata !DIArgList(i32* %33, i64 %28), metadata !1358, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !1363
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1440, metadata !DIExpression()), !dbg !1444
  call void @llvm.dbg.value(metadata i64 %25, metadata !1443, metadata !DIExpression()), !dbg !1444
  call void @llvm.dbg.value(metadata i32* %33, metadata !1447, metadata !DIExpression()), !dbg !1458
  call void @llvm.dbg.value(metadata i64 %25, metadata !1453, metadata !DIExpression()), !dbg !1458
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1454, metadata !DIExpression()), !dbg !1458
  call void @llvm.dbg.value(metadata i32* %33, metadata !1460, metadata !DIExpression()), !dbg !1468
  call void @llvm.dbg.value(metadata i64 %25, metadata !1465, metadata !DIExpression()), !dbg !1468
  call void @llvm.dbg.value(metadata i8 1, metadata !1466, metadata !DIExpression()), !dbg !1468
  call void @llvm.dbg.value(metadata i32* %33, metadata !1470, metadata !DIExpression()), !dbg !1487
  call void @llvm.dbg.value(metadata i64 %25, metadata !1477, metadata !DIExpression()), !dbg !1487
  call void @llvm.dbg.value(metadata i32* %33, metadata !1478, metadata !DIExpression()), !dbg !1489
  call void @llvm.dbg.value(metadata i32* %33, metadata !1490, metadata !DIExpression()), !dbg !1498
  store i32 0, i32* %33, align 4, !dbg !1500, !tbaa !1501
  %34 = getelementptr i32, i32* %33, i64 1, !dbg !1503
  call void @llvm.dbg.value(metadata i32* %34, metadata !1470, metadata !DIExpression()), !dbg !1487
  call void @llvm.dbg.value(metadata i32* %34, metadata !1504, metadata !DIExpression()), !dbg !1514
  call void @llvm.dbg.value(metadata i64 %25, metadata !1510, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1514
  call void @llvm.dbg.value(metadata i32* %33, metadata !1511, metadata !DIExpression()), !dbg !1514
  call void @llvm.dbg.value(metadata i32* %34, metadata !1516, metadata !DIExpression()), !dbg !1536
  call void @llvm.dbg.value(metadata i64 %25, metadata !1531, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1536
  call void @llvm.dbg.value(metadata i32* %33, metadata !1532, metadata !DIExpression()), !dbg !1536
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1533, metadata !DIExpression()), !dbg !1538
  %35 = icmp eq i64 %28, 1, !dbg !1539
  br i1 %35, label %40, label %36, !dbg !1541

36:                                               ; preds = %27
  %37 = getelementptr inbounds i32, i32* %33, i64 %28, !dbg !1542
  call void @llvm.dbg.value(metadata i32* %37, metadata !1358, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1363
  %38 = bitcast i32* %34 to i8*, !dbg !1487
  call void @llvm.dbg.value(metadata i32* %34, metadata !1543, metadata !DIExpression()), !dbg !1552
  call void @llvm.dbg.value(metadata i32* %33, metadata !1549, metadata !DIExpression()), !dbg !1552
  call void @llvm.dbg.value(metadata i32* %33, metadata !1554, metadata !DIExpression()), !dbg !1569
  call void @llvm.dbg.value(metadata i32 0, metadata !1567, metadata !DIExpression()), !dbg !1569
  call void @llvm.dbg.value(metadata i32* %34, metadata !1565, metadata !DIExpression()), !dbg !1569
  %39 = add nsw i64 %31, -4, !dbg !1571
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %38, i8 0, i64 %39, i1 false), !dbg !1573, !tbaa !1501
  call void @llvm.dbg.value(metadata i32 undef, metadata !1565, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1569
  br label %40, !dbg !1575

40:                                               ; preds = %27, %36
  %41 = phi i32* [ %34, %27 ], [ %37, %36 ]
  call void @llvm.dbg.value(metadata i32* %33, metadata !1358, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1363
  call void @llvm.dbg.value(metadata i32* %41, metadata !1470, metadata !DIExpression()), !dbg !1487
  call void @llvm.dbg.value(metadata i32* %41, metadata !1358, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1363
  call void @llvm.dbg.value(metadata i32 0, metadata !1359, metadata !DIExpression()), !dbg !1576
  %42 = icmp ult i64 %29, 8, !dbg !1577
  br i1 %42, label %105, label %43, !dbg !1577

43:                                               ; preds = %40
  %44 = and i64 %29, 4294967288, !dbg !1577
  %45 = add nsw i64 %44, -8, !dbg !1577
  %46 = lshr exact i64 %45, 3, !dbg !1577
  %47 = add nuw nsw i64 %46, 1, !dbg !1577
  %48 = and i64 %47, 3, !dbg !1577
  %49 = icmp ult i64 %45, 24, !dbg !1577
  br i1 %49, label %86, label %50, !dbg !1577

50:                                               ; preds = %43
  %51 = and i64 %47, 4611686018427387900, !dbg !1577
  br label %52, !dbg !1577

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %82, %52 ], !dbg !1578
  %54 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %50 ], [ %83, %52 ], !dbg !1580
  %55 = phi i64 [ 0, %50 ], [ %84, %52 ]
  %56 = add <4 x i32> %54, <i32 4, i32 4, i32 4, i32 4>, !dbg !1580
  %57 = getelementptr inbounds i32, i32* %33, i64 %53, !dbg !1578
  %58 = bitcast i32* %57 to <4 x i32>*, !dbg !1580
  store <4 x i32> %54, <4 x i32>* %58, align 4, !dbg !1580, !tbaa !1501
  %59 = getelementptr inbounds i32, i32* %57, i64 4, !dbg !1580
  %60 = bitcast i32* %59 to <4 x i32>*, !dbg !1580
  store <4 x i32> %56, <4 x i32>* %60, align 4, !dbg !1580, !tbaa !1501
  %61 = or i64 %53, 8, !dbg !1578
  %62 = add <4 x i32> %54, <i32 8, i32 8, i32 8, i32 8>, !dbg !1580
  %63 = add <4 x i32> %54, <i32 12, i32 12, i32 12, i32 12>, !dbg !1580
  %64 = getelementptr inbounds i32, i32* %33, i64 %61, !dbg !1578
  %65 = bitcast i32* %64 to <4 x i32>*, !dbg !1580
  store <4 x i32> %62, <4 x i32>* %65, align 4, !dbg !1580, !tbaa !1501
  %66 = getelementptr inbounds i32, i32* %64, i64 4, !dbg !1580
  %67 = bitcast i32* %66 to <4 x i32>*, !dbg !1580
  store <4 x i32> %63, <4 x i32>* %67, align 4, !dbg !1580, !tbaa !1501
  %68 = or i64 %53, 16, !dbg !1578
  %69 = add <4 x i32> %54, <i32 16, i32 16, i32 16, i32 16>, !dbg !1580
  %70 = add <4 x i32> %54, <i32 20, i32 20, i32 20, i32 20>, !dbg !1580
  %71 = getelementptr inbounds i32, i32* %33, i64 %68, !dbg !1578
  %72 = bitcast i32* %71 to <4 x i32>*, !dbg !1580
  store <4 x i32> %69, <4 x i32>* %72, align 4, !dbg !1580, !tbaa !1501
  %73 = getelementptr inbounds i32, i32* %71, i64 4, !dbg !1580
  %74 = bitcast i32* %73 to <4 x i32>*, !dbg !1580
  store <4 x i32> %70, <4 x i32>* %74, align 4, !dbg !1580, !tbaa !1501
  %75 = or i64 %53, 24, !dbg !1578
  %76 = add <4 x i32> %54, <i32 24, i32 24, i32 24, i32 24>, !dbg !1580
  %77 = add <4 x i32> %54, <i32 28, i32 28, i32 28, i32 28>, !dbg !1580
  %78 = getelementptr inbounds i32, i32* %33, i64 %75, !dbg !1578
  %79 = bitcast i32* %78 to <4 x i32>*, !dbg !1580
  store <4 x i32> %76, <4 x i32>* %79, align 4, !dbg !1580, !tbaa !1501
  %80 = getelementptr inbounds i32, i32* %78, i64 4, !dbg !1580
  %81 = bitcast i32* %80 to <4 x i32>*, !dbg !1580
  store <4 x i32> %77, <4 x i32>* %81, align 4, !dbg !1580, !tbaa !1501
  %82 = add nuw i64 %53, 32, !dbg !1578
  %83 = add <4 x i32> %54, <i32 32, i32 32, i32 32, i32 32>, !dbg !1580
  %84 = add i64 %55, 4, !dbg !1578
  %85 = icmp eq i64 %84, %51, !dbg !1578
  br i1 %85, label %86, label %52, !dbg !1578, !llvm.loop !1581

86:                                               ; preds = %52, %43
  %87 = phi i64 [ 0, %43 ], [ %82, %52 ]
  %88 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %43 ], [ %83, %52 ]
  %89 = icmp eq i64 %48, 0, !dbg !1578
  br i1 %89, label %103, label %90, !dbg !1578

90:                                               ; preds = %86, %90
  %91 = phi i64 [ %99, %90 ], [ %87, %86 ], !dbg !1578
  %92 = phi <4 x i32> [ %100, %90 ], [ %88, %86 ], !dbg !1580
  %93 = phi i64 [ %101, %90 ], [ 0, %86 ]
  %94 = add <4 x i32> %92, <i32 4, i32 4, i32 4, i32 4>, !dbg !1580
  %95 = getelementptr inbounds i32, i32* %33, i64 %91, !dbg !1578
  %96 = bitcast i32* %95 to <4 x i32>*, !dbg !1580
  store <4 x i32> %92, <4 x i32>* %96, align 4, !dbg !1580, !tbaa !1501
  %97 = getelementptr inbounds i32, i32* %95, i64 4, !dbg !1580
  %98 = bitcast i32* %97 to <4 x i32>*, !dbg !1580
  store <4 x i32> %94, <4 x i32>* %98, align 4, !dbg !1580, !tbaa !1501
  %99 = add nuw i64 %91, 8, !dbg !1578
  %100 = add <4 x i32> %92, <i32 8, i32 8, i32 8, i32 8>, !dbg !1580
  %101 = add i64 %93, 1, !dbg !1578
  %102 = icmp eq i64 %101, %48, !dbg !1578
  br i1 %102, label %103, label %90, !dbg !1578, !llvm.loop !1585

103:                                              ; preds = %90, %86
  %104 = icmp eq i64 %29, %44, !dbg !1577
  br i1 %104, label %107, label %105, !dbg !1577

105:                                              ; preds = %40, %103
  %106 = phi i64 [ 0, %40 ], [ %44, %103 ]
  br label %178, !dbg !1577

107:                                              ; preds = %178, %103
  call void @llvm.dbg.value(metadata i32 0, metadata !1361, metadata !DIExpression()), !dbg !1363
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1587, metadata !DIExpression()), !dbg !1602
  call void @llvm.dbg.value(metadata i32 %16, metadata !1592, metadata !DIExpression()), !dbg !1602
  call void @llvm.dbg.value(metadata i32* undef, metadata !1593, metadata !DIExpression()), !dbg !1602
  call void @llvm.dbg.value(metadata i64 0, metadata !1594, metadata !DIExpression()), !dbg !1602
  call void @llvm.dbg.value(metadata i64 0, metadata !1595, metadata !DIExpression()), !dbg !1604
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1605, metadata !DIExpression()), !dbg !1609
  %108 = icmp eq i32* %41, %33, !dbg !1611
  br i1 %108, label %184, label %109, !dbg !1612

109:                                              ; preds = %107
  %110 = icmp eq i32 %30, 1
  %111 = icmp eq i32 %30, 2
  %112 = ptrtoint i8* %32 to i64
  br label %113, !dbg !1612

113:                                              ; preds = %169, %109
  %114 = phi i32 [ 0, %109 ], [ %170, %169 ], !dbg !1363
  %115 = phi i32* [ %41, %109 ], [ %171, %169 ]
  %116 = phi i64 [ 0, %109 ], [ %172, %169 ]
  %117 = phi i64 [ 0, %109 ], [ %173, %169 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !1594, metadata !DIExpression()), !dbg !1602
  call void @llvm.dbg.value(metadata i64 %117, metadata !1595, metadata !DIExpression()), !dbg !1604
  %118 = trunc i64 %117 to i32, !dbg !1613
  call void @llvm.dbg.value(metadata i32 %118, metadata !1615, metadata !DIExpression()), !dbg !1621
  call void @llvm.dbg.value(metadata i32 %16, metadata !1620, metadata !DIExpression()), !dbg !1621
  %119 = srem i32 %118, 7
  %120 = icmp eq i32 %119, 3
  %121 = and i1 %110, %120, !dbg !1623
  br i1 %121, label %122, label %132, !dbg !1623

122:                                              ; preds = %113
  %123 = tail call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !1625
  call void @llvm.dbg.value(metadata i8* %123, metadata !1626, metadata !DIExpression()), !dbg !1631
  call void @llvm.dbg.value(metadata i32 %118, metadata !1629, metadata !DIExpression()), !dbg !1631
  %124 = bitcast i8* %123 to %"class.std::runtime_error"*, !dbg !1633
  invoke void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %124, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0))
          to label %125 unwind label %130, !dbg !1634

125:                                              ; preds = %122
  call void @llvm.dbg.value(metadata i8* %123, metadata !1626, metadata !DIExpression()), !dbg !1631
  %126 = bitcast i8* %123 to i32 (...)***, !dbg !1633
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Invalid, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %126, align 8, !dbg !1633, !tbaa !1635
  %127 = getelementptr inbounds i8, i8* %123, i64 16, !dbg !1637
  %128 = bitcast i8* %127 to i32*, !dbg !1637
  store i32 %118, i32* %128, align 8, !dbg !1637, !tbaa !1638
  invoke void @__cxa_throw(i8* nonnull %123, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Invalid to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*)) #13
          to label %129 unwind label %158, !dbg !1625

129:                                              ; preds = %125
  unreachable, !dbg !1625

130:                                              ; preds = %122
  %131 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt13runtime_error to i8*), !dbg !1640
  br label %151, !dbg !1625

132:                                              ; preds = %113
  br i1 %111, label %133, label %154, !dbg !1641

133:                                              ; preds = %132
  %134 = load i32, i32* @_ZL3lcg, align 4, !dbg !1643, !tbaa !1501
  %135 = mul i32 %134, 1103515245, !dbg !1648
  %136 = add i32 %135, 12345, !dbg !1649
  store i32 %136, i32* @_ZL3lcg, align 4, !dbg !1650, !tbaa !1501
  %137 = lshr i32 %136, 16, !dbg !1651
  %138 = trunc i32 %137 to i16, !dbg !1652
  %139 = urem i16 %138, 5, !dbg !1652
  %140 = icmp eq i16 %139, 0, !dbg !1653
  br i1 %140, label %141, label %154, !dbg !1654

141:                                              ; preds = %133
  %142 = tail call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !1655
  call void @llvm.dbg.value(metadata i8* %142, metadata !1626, metadata !DIExpression()), !dbg !1656
  call void @llvm.dbg.value(metadata i32 %118, metadata !1629, metadata !DIExpression()), !dbg !1656
  %143 = bitcast i8* %142 to %"class.std::runtime_error"*, !dbg !1658
  invoke void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %143, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0))
          to label %144 unwind label %149, !dbg !1659

144:                                              ; preds = %141
  call void @llvm.dbg.value(metadata i8* %142, metadata !1626, metadata !DIExpression()), !dbg !1656
  %145 = bitcast i8* %142 to i32 (...)***, !dbg !1658
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Invalid, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %145, align 8, !dbg !1658, !tbaa !1635
  %146 = getelementptr inbounds i8, i8* %142, i64 16, !dbg !1660
  %147 = bitcast i8* %146 to i32*, !dbg !1660
  store i32 %118, i32* %147, align 8, !dbg !1660, !tbaa !1638
  invoke void @__cxa_throw(i8* nonnull %142, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Invalid to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*)) #13
          to label %148 unwind label %158, !dbg !1655

148:                                              ; preds = %144
  unreachable, !dbg !1655

149:                                              ; preds = %141
  %150 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt13runtime_error to i8*), !dbg !1661
  br label %151, !dbg !1655

151:                                              ; preds = %149, %130
  %152 = phi i8* [ %142, %149 ], [ %123, %130 ]
  %153 = phi { i8*, i32 } [ %150, %149 ], [ %131, %130 ]
  tail call void @__cxa_free_exception(i8* %152) #12, !dbg !1621
  br label %160

154:                                              ; preds = %133, %132
  %155 = shl nsw i32 %118, 1, !dbg !1662
  %156 = sext i32 %155 to i64, !dbg !1663
  %157 = add nsw i64 %116, %156, !dbg !1664
  call void @llvm.dbg.value(metadata i64 %157, metadata !1594, metadata !DIExpression()), !dbg !1602
  br label %169, !dbg !1665

158:                                              ; preds = %144, %125
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt13runtime_error to i8*), !dbg !1666
  br label %160, !dbg !1666

160:                                              ; preds = %158, %151
  %161 = phi { i8*, i32 } [ %159, %158 ], [ %153, %151 ]
  %162 = extractvalue { i8*, i32 } %161, 1, !dbg !1666
  %163 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt13runtime_error to i8*)) #12, !dbg !1665
  %164 = icmp eq i32 %162, %163, !dbg !1665
  br i1 %164, label %165, label %190, !dbg !1665

165:                                              ; preds = %160
  %166 = extractvalue { i8*, i32 } %161, 0, !dbg !1666
  %167 = tail call i8* @__cxa_begin_catch(i8* %166) #12, !dbg !1665
  call void @llvm.dbg.value(metadata i8* %167, metadata !1597, metadata !DIExpression()), !dbg !1667
  %168 = add nsw i32 %114, 1, !dbg !1668
  invoke void @__cxa_end_catch()
          to label %169 unwind label %188, !dbg !1670

169:                                              ; preds = %165, %154
  %170 = phi i32 [ %114, %154 ], [ %168, %165 ], !dbg !1363
  %171 = phi i32* [ %115, %154 ], [ %41, %165 ], !dbg !1671
  %172 = phi i64 [ %157, %154 ], [ %116, %165 ], !dbg !1602
  call void @llvm.dbg.value(metadata i64 %172, metadata !1594, metadata !DIExpression()), !dbg !1602
  %173 = add nuw i64 %117, 1, !dbg !1672
  call void @llvm.dbg.value(metadata i64 %173, metadata !1595, metadata !DIExpression()), !dbg !1604
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1605, metadata !DIExpression()), !dbg !1609
  %174 = ptrtoint i32* %171 to i64, !dbg !1673
  %175 = sub i64 %174, %112, !dbg !1673
  %176 = ashr exact i64 %175, 2, !dbg !1673
  %177 = icmp ult i64 %173, %176, !dbg !1611
  br i1 %177, label %113, label %184, !dbg !1612, !llvm.loop !1674

178:                                              ; preds = %105, %178
  %179 = phi i64 [ %182, %178 ], [ %106, %105 ]
  call void @llvm.dbg.value(metadata i64 %179, metadata !1359, metadata !DIExpression()), !dbg !1576
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1676, metadata !DIExpression()), !dbg !1680
  call void @llvm.dbg.value(metadata i64 %179, metadata !1679, metadata !DIExpression()), !dbg !1680
  %180 = getelementptr inbounds i32, i32* %33, i64 %179, !dbg !1682
  %181 = trunc i64 %179 to i32, !dbg !1580
  store i32 %181, i32* %180, align 4, !dbg !1580, !tbaa !1501
  %182 = add nuw nsw i64 %179, 1, !dbg !1578
  call void @llvm.dbg.value(metadata i64 %182, metadata !1359, metadata !DIExpression()), !dbg !1576
  %183 = icmp eq i64 %182, %29, !dbg !1683
  br i1 %183, label %107, label %178, !dbg !1577, !llvm.loop !1684

184:                                              ; preds = %169, %107
  %185 = phi i32 [ 0, %107 ], [ %170, %169 ], !dbg !1363
  %186 = phi i64 [ 0, %107 ], [ %172, %169 ], !dbg !1602
  call void @llvm.dbg.value(metadata i64 %186, metadata !1362, metadata !DIExpression()), !dbg !1363
  call void @llvm.dbg.value(metadata i32 %185, metadata !1361, metadata !DIExpression()), !dbg !1363
  %187 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %186, i32 noundef %185), !dbg !1686
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1687, metadata !DIExpression()) #12, !dbg !1690
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1692, metadata !DIExpression()) #12, !dbg !1695
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1698, metadata !DIExpression()) #12, !dbg !1703
  call void @llvm.dbg.value(metadata i32* %33, metadata !1701, metadata !DIExpression()) #12, !dbg !1703
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %33), metadata !1702, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1703
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1706, metadata !DIExpression()) #12, !dbg !1711
  call void @llvm.dbg.value(metadata i32* %33, metadata !1709, metadata !DIExpression()) #12, !dbg !1711
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %33), metadata !1710, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1711
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1714, metadata !DIExpression()) #12, !dbg !1719
  call void @llvm.dbg.value(metadata i32* %33, metadata !1717, metadata !DIExpression()) #12, !dbg !1719
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %33), metadata !1718, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1719
  tail call void @_ZdlPv(i8* noundef nonnull %32) #15, !dbg !1721
  ret i32 0, !dbg !1722

188:                                              ; preds = %165
  %189 = landingpad { i8*, i32 }
          cleanup, !dbg !1722
  br label %190, !dbg !1722

190:                                              ; preds = %160, %188
  %191 = phi { i8*, i32 } [ %189, %188 ], [ %161, %160 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1687, metadata !DIExpression()) #12, !dbg !1723
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1692, metadata !DIExpression()) #12, !dbg !1725
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1698, metadata !DIExpression()) #12, !dbg !1727
  call void @llvm.dbg.value(metadata i32* %33, metadata !1701, metadata !DIExpression()) #12, !dbg !1727
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %33), metadata !1702, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1727
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1706, metadata !DIExpression()) #12, !dbg !1729
  call void @llvm.dbg.value(metadata i32* %33, metadata !1709, metadata !DIExpression()) #12, !dbg !1729
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %33), metadata !1710, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1729
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1714, metadata !DIExpression()) #12, !dbg !1731
  call void @llvm.dbg.value(metadata i32* %33, metadata !1717, metadata !DIExpression()) #12, !dbg !1731
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %33), metadata !1718, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1731
  tail call void @_ZdlPv(i8* noundef nonnull %32) #15, !dbg !1733
  br label %192, !dbg !1722

192:                                              ; preds = %190, %22
  %193 = phi { i8*, i32 } [ %23, %22 ], [ %191, %190 ]
  resume { i8*, i32 } %193, !dbg !1722
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt16invalid_argumentC1EPKc(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #2

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN7InvalidD0Ev(%struct.Invalid* noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #7 comdat align 2 !dbg !1734 {
  call void @llvm.dbg.value(metadata %struct.Invalid* %0, metadata !1739, metadata !DIExpression()), !dbg !1740
  %2 = getelementptr inbounds %struct.Invalid, %struct.Invalid* %0, i64 0, i32 0, !dbg !1741
  tail call void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(20) %2) #12, !dbg !1741
  %3 = bitcast %struct.Invalid* %0 to i8*, !dbg !1741
  tail call void @_ZdlPv(i8* noundef nonnull %3) #15, !dbg !1741
  ret void, !dbg !1741
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt13runtime_error4whatEv(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #11

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone }
attributes #7 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { argmemonly nofree nounwind willreturn writeonly }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!1343, !1344, !1345, !1346, !1347, !1348}
!llvm.ident = !{!1349}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lcg", linkageName: "_ZL3lcg", scope: !2, file: !3, line: 16, type: !730, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !517, imports: !518, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "throw_catch.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "69c21ca9fa37dae2a75ef558b5fd2b3e")
!4 = !{!5, !8, !9, !12, !17, !28, !14, !94, !53, !516, !56, !62, !29, !32, !35, !157}
!5 = !DICompositeType(tag: DW_TAG_class_type, name: "invalid_argument", scope: !7, file: !6, line: 168, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16invalid_argument")
!6 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!7 = !DINamespace(name: "std", scope: null)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !13, line: 458, baseType: !14)
!13 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !7, file: !15, line: 298, baseType: !16)
!15 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!16 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Invalid", file: !3, line: 11, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !18, vtableHolder: !26, identifier: "_ZTS7Invalid")
!18 = !{!19, !21, !22}
!19 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !20, extraData: i32 0)
!20 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !7, file: !6, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!21 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !17, file: !3, line: 12, baseType: !8, size: 32, offset: 128)
!22 = !DISubprogram(name: "Invalid", scope: !17, file: !3, line: 13, type: !23, scopeLine: 13, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !8}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!26 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !7, file: !27, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!27 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !29, file: !13, line: 444, baseType: !38)
!29 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !7, file: !13, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !30, templateParams: !250, identifier: "_ZTSSt6vectorIiSaIiEE")
!30 = !{!31, !251, !270, !286, !287, !292, !295, !298, !302, !308, !311, !317, !322, !326, !336, !339, !342, !345, !350, !351, !355, !358, !361, !364, !367, !373, !379, !380, !381, !386, !391, !392, !393, !394, !395, !396, !397, !400, !401, !404, !405, !406, !407, !410, !411, !419, !426, !429, !430, !431, !434, !437, !438, !439, !442, !445, !448, !452, !453, !456, !459, !462, !465, !468, !471, !474, !475, !476, !477, !478, !481, !482, !485, !486, !487, !493, !496, !501, !504, !507, !510, !513}
!31 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !29, baseType: !32, flags: DIFlagProtected, extraData: i32 0)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !7, file: !13, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !33, templateParams: !250, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!33 = !{!34, !201, !206, !211, !215, !218, !223, !226, !229, !233, !236, !239, !242, !243, !246, !249}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !32, file: !13, line: 371, baseType: !35, size: 192)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !32, file: !13, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!36 = !{!37, !156, !181, !185, !190, !194, !198}
!37 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !35, baseType: !38, extraData: i32 0)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !32, file: !13, line: 88, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !41, file: !40, line: 120, baseType: !155)
!40 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !42, file: !40, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !154, templateParams: !103, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !43, file: !40, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !44, templateParams: !152, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!43 = !DINamespace(name: "__gnu_cxx", scope: null)
!44 = !{!45, !138, !141, !144, !148, !149, !150, !151}
!45 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !42, baseType: !46, extraData: i32 0)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !7, file: !47, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !48, templateParams: !136, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!47 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!48 = !{!49, !120, !124, !127, !133}
!49 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !46, file: !47, line: 463, type: !50, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !54, !119}
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !46, file: !47, line: 420, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !46, file: !47, line: 414, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !7, file: !57, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !58, templateParams: !103, identifier: "_ZTSSaIiE")
!57 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!58 = !{!59, !105, !109, !114, !118}
!59 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !56, baseType: !60, flags: DIFlagPublic, extraData: i32 0)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !7, file: !61, line: 47, baseType: !62)
!61 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!62 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !7, file: !63, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !64, templateParams: !103, identifier: "_ZTSSt15__new_allocatorIiE")
!63 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!64 = !{!65, !69, !74, !75, !82, !90, !96, !99, !102}
!65 = !DISubprogram(name: "__new_allocator", scope: !62, file: !63, line: 80, type: !66, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!69 = !DISubprogram(name: "__new_allocator", scope: !62, file: !63, line: 83, type: !70, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubroutineType(types: !71)
!71 = !{null, !68, !72}
!72 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!74 = !DISubprogram(name: "~__new_allocator", scope: !62, file: !63, line: 90, type: !66, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !62, file: !63, line: 93, type: !76, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !79, !80}
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !62, file: !63, line: 63, baseType: !53)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !62, file: !63, line: 65, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!82 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !62, file: !63, line: 97, type: !83, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!83 = !DISubroutineType(types: !84)
!84 = !{!85, !79, !88}
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !62, file: !63, line: 64, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !62, file: !63, line: 66, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !87, size: 64)
!90 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !62, file: !63, line: 112, type: !91, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!53, !68, !93, !94}
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !63, line: 60, baseType: !14)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!96 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !62, file: !63, line: 142, type: !97, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !68, !53, !93}
!99 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !62, file: !63, line: 167, type: !100, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!93, !79}
!102 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !62, file: !63, line: 210, type: !100, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !{!104}
!104 = !DITemplateTypeParameter(name: "_Tp", type: !8)
!105 = !DISubprogram(name: "allocator", scope: !56, file: !57, line: 156, type: !106, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!109 = !DISubprogram(name: "allocator", scope: !56, file: !57, line: 159, type: !110, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !108, !112}
!112 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!114 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !56, file: !57, line: 164, type: !115, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !108, !112}
!117 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !56, size: 64)
!118 = !DISubprogram(name: "~allocator", scope: !56, file: !57, line: 174, type: !106, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !47, line: 435, baseType: !14)
!120 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !46, file: !47, line: 477, type: !121, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!52, !54, !119, !123}
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !47, line: 429, baseType: !94)
!124 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !46, file: !47, line: 495, type: !125, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !54, !52, !119}
!127 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !46, file: !47, line: 547, type: !128, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!130, !131}
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !46, file: !47, line: 435, baseType: !14)
!131 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!133 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !46, file: !47, line: 562, type: !134, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{!55, !131}
!136 = !{!137}
!137 = !DITemplateTypeParameter(name: "_Alloc", type: !56)
!138 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !42, file: !40, line: 97, type: !139, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!139 = !DISubroutineType(types: !140)
!140 = !{!56, !112}
!141 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !42, file: !40, line: 100, type: !142, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !117, !117}
!144 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !42, file: !40, line: 103, type: !145, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!147}
!147 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!148 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !42, file: !40, line: 106, type: !145, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!149 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !42, file: !40, line: 109, type: !145, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!150 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !42, file: !40, line: 112, type: !145, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!151 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !42, file: !40, line: 115, type: !145, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!152 = !{!137, !153}
!153 = !DITemplateTypeParameter(type: !8)
!154 = !{}
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<int>", scope: !46, file: !47, line: 450, baseType: !56)
!156 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !35, baseType: !157, extraData: i32 0)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !32, file: !13, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !158, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!158 = !{!159, !162, !163, !164, !168, !172, !177}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !157, file: !13, line: 94, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !32, file: !13, line: 90, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !42, file: !40, line: 57, baseType: !52)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !157, file: !13, line: 95, baseType: !160, size: 64, offset: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !157, file: !13, line: 96, baseType: !160, size: 64, offset: 128)
!164 = !DISubprogram(name: "_Vector_impl_data", scope: !157, file: !13, line: 99, type: !165, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "_Vector_impl_data", scope: !157, file: !13, line: 105, type: !169, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !167, !171}
!171 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !157, size: 64)
!172 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !157, file: !13, line: 113, type: !173, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !167, !175}
!175 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !157)
!177 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !157, file: !13, line: 122, type: !178, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !167, !180}
!180 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !157, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !35, file: !13, line: 137, type: !182, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !184}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!185 = !DISubprogram(name: "_Vector_impl", scope: !35, file: !13, line: 143, type: !186, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !184, !188}
!188 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!190 = !DISubprogram(name: "_Vector_impl", scope: !35, file: !13, line: 151, type: !191, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !184, !193}
!193 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !35, size: 64)
!194 = !DISubprogram(name: "_Vector_impl", scope: !35, file: !13, line: 156, type: !195, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !184, !197}
!197 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !38, size: 64)
!198 = !DISubprogram(name: "_Vector_impl", scope: !35, file: !13, line: 161, type: !199, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !184, !197, !193}
!201 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !32, file: !13, line: 298, type: !202, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!204, !205}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!206 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !32, file: !13, line: 303, type: !207, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!188, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!211 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !32, file: !13, line: 308, type: !212, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{!214, !209}
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !32, file: !13, line: 294, baseType: !56)
!215 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 312, type: !216, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !205}
!218 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 318, type: !219, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !205, !221}
!221 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!223 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 324, type: !224, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !205, !14}
!226 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 330, type: !227, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !205, !14, !221}
!229 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 335, type: !230, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !205, !232}
!232 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !32, size: 64)
!233 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 340, type: !234, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !205, !197}
!236 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 344, type: !237, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !205, !232, !221}
!239 = !DISubprogram(name: "_Vector_base", scope: !32, file: !13, line: 358, type: !240, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !205, !221, !232}
!242 = !DISubprogram(name: "~_Vector_base", scope: !32, file: !13, line: 364, type: !216, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !32, file: !13, line: 375, type: !244, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DISubroutineType(types: !245)
!245 = !{!160, !205, !14}
!246 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !32, file: !13, line: 383, type: !247, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DISubroutineType(types: !248)
!248 = !{null, !205, !160, !14}
!249 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !32, file: !13, line: 393, type: !224, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !{!104, !137}
!251 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !29, file: !13, line: 465, type: !252, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!147, !254}
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !7, file: !255, line: 82, baseType: !256)
!255 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!256 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !7, file: !255, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !257, templateParams: !267, identifier: "_ZTSSt17integral_constantIbLb1EE")
!257 = !{!258, !260, !266}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !256, file: !255, line: 64, baseType: !259, flags: DIFlagStaticMember, extraData: i1 true)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!260 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !256, file: !255, line: 67, type: !261, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!263, !264}
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !256, file: !255, line: 65, baseType: !147)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !256)
!266 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !256, file: !255, line: 72, type: !261, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !{!268, !269}
!268 = !DITemplateTypeParameter(name: "_Tp", type: !147)
!269 = !DITemplateValueParameter(name: "__v", type: !147, value: i8 1)
!270 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !29, file: !13, line: 474, type: !271, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!147, !273}
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !7, file: !255, line: 85, baseType: !274)
!274 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !7, file: !255, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !275, templateParams: !284, identifier: "_ZTSSt17integral_constantIbLb0EE")
!275 = !{!276, !277, !283}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !274, file: !255, line: 64, baseType: !259, flags: DIFlagStaticMember, extraData: i1 false)
!277 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !274, file: !255, line: 67, type: !278, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!280, !281}
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !274, file: !255, line: 65, baseType: !147)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!282 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !274)
!283 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !274, file: !255, line: 72, type: !278, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !{!268, !285}
!285 = !DITemplateValueParameter(name: "__v", type: !147, value: i8 0)
!286 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !29, file: !13, line: 478, type: !145, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!287 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !29, file: !13, line: 487, type: !288, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!290, !290, !290, !290, !291, !254}
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !29, file: !13, line: 449, baseType: !160)
!291 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !28, size: 64)
!292 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !29, file: !13, line: 494, type: !293, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{!290, !290, !290, !290, !291, !273}
!295 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !29, file: !13, line: 499, type: !296, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{!290, !290, !290, !290, !291}
!298 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 526, type: !299, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DISubroutineType(types: !300)
!300 = !{null, !301}
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!302 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 537, type: !303, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !301, !305}
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !307)
!307 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !29, file: !13, line: 460, baseType: !56)
!308 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 551, type: !309, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !301, !12, !305}
!311 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 564, type: !312, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !301, !12, !314, !305}
!314 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !29, file: !13, line: 448, baseType: !8)
!317 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 596, type: !318, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !301, !320}
!320 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !321, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!322 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 615, type: !323, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{null, !301, !325}
!325 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !29, size: 64)
!326 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 619, type: !327, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !301, !320, !329}
!329 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !330, size: 64)
!330 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !331)
!331 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !7, file: !255, line: 128, baseType: !332)
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !333, file: !255, line: 125, baseType: !56)
!333 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !7, file: !255, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !154, templateParams: !334, identifier: "_ZTSSt15__type_identityISaIiEE")
!334 = !{!335}
!335 = !DITemplateTypeParameter(name: "_Type", type: !56)
!336 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 630, type: !337, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubroutineType(types: !338)
!338 = !{null, !301, !325, !305, !254}
!339 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 635, type: !340, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !301, !325, !305, !273}
!342 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 654, type: !343, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DISubroutineType(types: !344)
!344 = !{null, !301, !325, !329}
!345 = !DISubprogram(name: "vector", scope: !29, file: !13, line: 673, type: !346, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !301, !348, !305}
!348 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !7, file: !349, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!349 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!350 = !DISubprogram(name: "~vector", scope: !29, file: !13, line: 728, type: !299, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !29, file: !13, line: 746, type: !352, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DISubroutineType(types: !353)
!353 = !{!354, !301, !320}
!354 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!355 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !29, file: !13, line: 761, type: !356, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!354, !301, !325}
!358 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !29, file: !13, line: 783, type: !359, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!354, !301, !348}
!361 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !29, file: !13, line: 803, type: !362, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{null, !301, !12, !314}
!364 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !29, file: !13, line: 850, type: !365, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !301, !348}
!367 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !29, file: !13, line: 868, type: !368, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!370, !301}
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !29, file: !13, line: 453, baseType: !371)
!371 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !43, file: !372, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!372 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!373 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !29, file: !13, line: 878, type: !374, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !378}
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !29, file: !13, line: 455, baseType: !377)
!377 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !43, file: !372, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !29, file: !13, line: 888, type: !368, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !29, file: !13, line: 898, type: !374, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !29, file: !13, line: 908, type: !382, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubroutineType(types: !383)
!383 = !{!384, !301}
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !29, file: !13, line: 457, baseType: !385)
!385 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !7, file: !372, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!386 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !29, file: !13, line: 918, type: !387, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{!389, !378}
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !29, file: !13, line: 456, baseType: !390)
!390 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !7, file: !372, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!391 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !29, file: !13, line: 928, type: !382, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !29, file: !13, line: 938, type: !387, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !29, file: !13, line: 949, type: !374, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !29, file: !13, line: 959, type: !374, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !29, file: !13, line: 969, type: !387, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !29, file: !13, line: 979, type: !387, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !29, file: !13, line: 987, type: !398, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!12, !378}
!400 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !29, file: !13, line: 993, type: !398, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !29, file: !13, line: 1008, type: !402, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{null, !301, !12}
!404 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !29, file: !13, line: 1029, type: !362, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !29, file: !13, line: 1063, type: !299, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !29, file: !13, line: 1073, type: !398, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !29, file: !13, line: 1083, type: !408, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!147, !378}
!410 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !29, file: !13, line: 1105, type: !402, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !29, file: !13, line: 1121, type: !412, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!414, !301, !12}
!414 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !29, file: !13, line: 451, baseType: !415)
!415 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !42, file: !40, line: 62, baseType: !416)
!416 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !417, size: 64)
!417 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !42, file: !40, line: 56, baseType: !418)
!418 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !46, file: !47, line: 417, baseType: !8)
!419 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !29, file: !13, line: 1140, type: !420, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!422, !378, !12}
!422 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !29, file: !13, line: 452, baseType: !423)
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !42, file: !40, line: 63, baseType: !424)
!424 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !425, size: 64)
!425 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !417)
!426 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !29, file: !13, line: 1150, type: !427, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubroutineType(types: !428)
!428 = !{null, !378, !12}
!429 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !29, file: !13, line: 1173, type: !412, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !29, file: !13, line: 1192, type: !420, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !29, file: !13, line: 1204, type: !432, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!414, !301}
!434 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !29, file: !13, line: 1216, type: !435, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!422, !378}
!437 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !29, file: !13, line: 1228, type: !432, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !29, file: !13, line: 1240, type: !435, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !29, file: !13, line: 1255, type: !440, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!53, !301}
!442 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !29, file: !13, line: 1260, type: !443, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!86, !378}
!445 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !29, file: !13, line: 1276, type: !446, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{null, !301, !314}
!448 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !29, file: !13, line: 1293, type: !449, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !301, !451}
!451 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !316, size: 64)
!452 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !29, file: !13, line: 1317, type: !299, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !29, file: !13, line: 1357, type: !454, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{!370, !301, !376, !314}
!456 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !29, file: !13, line: 1388, type: !457, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!370, !301, !376, !451}
!459 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !29, file: !13, line: 1406, type: !460, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{!370, !301, !376, !348}
!462 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !29, file: !13, line: 1432, type: !463, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!370, !301, !376, !12, !314}
!465 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !29, file: !13, line: 1529, type: !466, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DISubroutineType(types: !467)
!467 = !{!370, !301, !376}
!468 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !29, file: !13, line: 1557, type: !469, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DISubroutineType(types: !470)
!470 = !{!370, !301, !376, !376}
!471 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !29, file: !13, line: 1581, type: !472, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubroutineType(types: !473)
!473 = !{null, !301, !354}
!474 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !29, file: !13, line: 1600, type: !299, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !29, file: !13, line: 1699, type: !362, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !29, file: !13, line: 1710, type: !402, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !29, file: !13, line: 1757, type: !362, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !29, file: !13, line: 1801, type: !479, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{null, !301, !370, !12, !314}
!481 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !29, file: !13, line: 1807, type: !402, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !29, file: !13, line: 1811, type: !483, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubroutineType(types: !484)
!484 = !{!147, !301}
!485 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !29, file: !13, line: 1873, type: !457, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !29, file: !13, line: 1884, type: !457, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !29, file: !13, line: 1891, type: !488, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!490, !378, !12, !491}
!490 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !29, file: !13, line: 458, baseType: !14)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !492, size: 64)
!492 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!493 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !29, file: !13, line: 1902, type: !494, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!494 = !DISubroutineType(types: !495)
!495 = !{!490, !12, !305}
!496 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !29, file: !13, line: 1911, type: !497, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{!490, !499}
!499 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !500, size: 64)
!500 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!501 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !29, file: !13, line: 1928, type: !502, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubroutineType(types: !503)
!503 = !{null, !301, !290}
!504 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !29, file: !13, line: 1941, type: !505, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!505 = !DISubroutineType(types: !506)
!506 = !{!370, !301, !370}
!507 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !29, file: !13, line: 1945, type: !508, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DISubroutineType(types: !509)
!509 = !{!370, !301, !370, !370}
!510 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !29, file: !13, line: 1954, type: !511, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!511 = !DISubroutineType(types: !512)
!512 = !{null, !301, !325, !254}
!513 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !29, file: !13, line: 1966, type: !514, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DISubroutineType(types: !515)
!515 = !{null, !301, !325, !273}
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!517 = !{!0}
!518 = !{!519, !578, !584, !589, !593, !595, !597, !599, !601, !608, !613, !618, !622, !626, !630, !635, !639, !641, !645, !651, !655, !660, !662, !667, !671, !675, !677, !681, !685, !687, !691, !693, !695, !699, !703, !707, !711, !715, !719, !721, !734, !738, !742, !746, !748, !750, !754, !758, !759, !760, !761, !762, !763, !767, !771, !777, !781, !786, !788, !794, !798, !802, !811, !815, !819, !823, !827, !831, !835, !839, !843, !847, !854, !858, !862, !864, !866, !870, !874, !879, !883, !887, !889, !896, !900, !907, !909, !913, !917, !921, !925, !930, !935, !940, !941, !942, !943, !945, !946, !947, !948, !949, !950, !951, !955, !959, !976, !979, !984, !991, !996, !1000, !1004, !1008, !1012, !1014, !1016, !1020, !1026, !1030, !1036, !1042, !1044, !1048, !1052, !1056, !1060, !1064, !1066, !1070, !1074, !1078, !1080, !1084, !1088, !1092, !1094, !1096, !1100, !1108, !1112, !1116, !1120, !1122, !1128, !1130, !1136, !1140, !1144, !1148, !1152, !1156, !1160, !1162, !1164, !1168, !1172, !1176, !1178, !1182, !1186, !1188, !1190, !1194, !1198, !1202, !1206, !1207, !1208, !1209, !1210, !1211, !1212, !1213, !1214, !1215, !1216, !1221, !1225, !1228, !1231, !1234, !1236, !1238, !1240, !1243, !1246, !1249, !1252, !1255, !1257, !1262, !1265, !1268, !1271, !1273, !1275, !1277, !1279, !1282, !1285, !1288, !1291, !1294, !1296, !1300, !1304, !1309, !1313, !1315, !1317, !1319, !1321, !1323, !1325, !1327, !1329, !1331, !1333, !1335, !1337, !1339}
!519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !520, file: !577, line: 98)
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !521, line: 7, baseType: !522)
!521 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!522 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !523, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !524, identifier: "_ZTS8_IO_FILE")
!523 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!524 = !{!525, !526, !527, !528, !529, !530, !531, !532, !533, !534, !535, !536, !537, !540, !542, !543, !544, !548, !550, !552, !556, !559, !561, !564, !567, !568, !569, !572, !573}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !522, file: !523, line: 51, baseType: !8, size: 32)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !522, file: !523, line: 54, baseType: !10, size: 64, offset: 64)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !522, file: !523, line: 55, baseType: !10, size: 64, offset: 128)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !522, file: !523, line: 56, baseType: !10, size: 64, offset: 192)
!529 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !522, file: !523, line: 57, baseType: !10, size: 64, offset: 256)
!530 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !522, file: !523, line: 58, baseType: !10, size: 64, offset: 320)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !522, file: !523, line: 59, baseType: !10, size: 64, offset: 384)
!532 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !522, file: !523, line: 60, baseType: !10, size: 64, offset: 448)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !522, file: !523, line: 61, baseType: !10, size: 64, offset: 512)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !522, file: !523, line: 64, baseType: !10, size: 64, offset: 576)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !522, file: !523, line: 65, baseType: !10, size: 64, offset: 640)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !522, file: !523, line: 66, baseType: !10, size: 64, offset: 704)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !522, file: !523, line: 68, baseType: !538, size: 64, offset: 768)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64)
!539 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !523, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!540 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !522, file: !523, line: 70, baseType: !541, size: 64, offset: 832)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !522, size: 64)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !522, file: !523, line: 72, baseType: !8, size: 32, offset: 896)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !522, file: !523, line: 73, baseType: !8, size: 32, offset: 928)
!544 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !522, file: !523, line: 74, baseType: !545, size: 64, offset: 960)
!545 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !546, line: 152, baseType: !547)
!546 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!547 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!548 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !522, file: !523, line: 77, baseType: !549, size: 16, offset: 1024)
!549 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !522, file: !523, line: 78, baseType: !551, size: 8, offset: 1040)
!551 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !522, file: !523, line: 79, baseType: !553, size: 8, offset: 1048)
!553 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 8, elements: !554)
!554 = !{!555}
!555 = !DISubrange(count: 1)
!556 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !522, file: !523, line: 81, baseType: !557, size: 64, offset: 1088)
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !558, size: 64)
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !523, line: 43, baseType: null)
!559 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !522, file: !523, line: 89, baseType: !560, size: 64, offset: 1152)
!560 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !546, line: 153, baseType: !547)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !522, file: !523, line: 91, baseType: !562, size: 64, offset: 1216)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !563, size: 64)
!563 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !523, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!564 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !522, file: !523, line: 92, baseType: !565, size: 64, offset: 1280)
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !566, size: 64)
!566 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !523, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!567 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !522, file: !523, line: 93, baseType: !541, size: 64, offset: 1344)
!568 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !522, file: !523, line: 94, baseType: !516, size: 64, offset: 1408)
!569 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !522, file: !523, line: 95, baseType: !570, size: 64, offset: 1472)
!570 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !571, line: 46, baseType: !16)
!571 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!572 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !522, file: !523, line: 96, baseType: !8, size: 32, offset: 1536)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !522, file: !523, line: 98, baseType: !574, size: 160, offset: 1568)
!574 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 160, elements: !575)
!575 = !{!576}
!576 = !DISubrange(count: 20)
!577 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !579, file: !577, line: 99)
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !580, line: 84, baseType: !581)
!580 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !582, line: 14, baseType: !583)
!582 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!583 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !582, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!584 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !585, file: !577, line: 101)
!585 = !DISubprogram(name: "clearerr", scope: !580, file: !580, line: 786, type: !586, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!586 = !DISubroutineType(types: !587)
!587 = !{null, !588}
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !590, file: !577, line: 102)
!590 = !DISubprogram(name: "fclose", scope: !580, file: !580, line: 178, type: !591, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!591 = !DISubroutineType(types: !592)
!592 = !{!8, !588}
!593 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !594, file: !577, line: 103)
!594 = !DISubprogram(name: "feof", scope: !580, file: !580, line: 788, type: !591, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !596, file: !577, line: 104)
!596 = !DISubprogram(name: "ferror", scope: !580, file: !580, line: 790, type: !591, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !598, file: !577, line: 105)
!598 = !DISubprogram(name: "fflush", scope: !580, file: !580, line: 230, type: !591, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !600, file: !577, line: 106)
!600 = !DISubprogram(name: "fgetc", scope: !580, file: !580, line: 513, type: !591, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !602, file: !577, line: 107)
!602 = !DISubprogram(name: "fgetpos", scope: !580, file: !580, line: 760, type: !603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{!8, !605, !606}
!605 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !588)
!606 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !607)
!607 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !579, size: 64)
!608 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !609, file: !577, line: 108)
!609 = !DISubprogram(name: "fgets", scope: !580, file: !580, line: 592, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DISubroutineType(types: !611)
!611 = !{!10, !612, !8, !605}
!612 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !10)
!613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !614, file: !577, line: 109)
!614 = !DISubprogram(name: "fopen", scope: !580, file: !580, line: 258, type: !615, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DISubroutineType(types: !616)
!616 = !{!588, !617, !617}
!617 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !491)
!618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !619, file: !577, line: 110)
!619 = !DISubprogram(name: "fprintf", scope: !580, file: !580, line: 350, type: !620, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !DISubroutineType(types: !621)
!621 = !{!8, !605, !617, null}
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !623, file: !577, line: 111)
!623 = !DISubprogram(name: "fputc", scope: !580, file: !580, line: 549, type: !624, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!624 = !DISubroutineType(types: !625)
!625 = !{!8, !8, !588}
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !627, file: !577, line: 112)
!627 = !DISubprogram(name: "fputs", scope: !580, file: !580, line: 655, type: !628, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!628 = !DISubroutineType(types: !629)
!629 = !{!8, !617, !605}
!630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !631, file: !577, line: 113)
!631 = !DISubprogram(name: "fread", scope: !580, file: !580, line: 675, type: !632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubroutineType(types: !633)
!633 = !{!570, !634, !570, !570, !605}
!634 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !516)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !636, file: !577, line: 114)
!636 = !DISubprogram(name: "freopen", scope: !580, file: !580, line: 265, type: !637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{!588, !617, !617, !605}
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !640, file: !577, line: 115)
!640 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !580, file: !580, line: 434, type: !620, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !642, file: !577, line: 116)
!642 = !DISubprogram(name: "fseek", scope: !580, file: !580, line: 713, type: !643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DISubroutineType(types: !644)
!644 = !{!8, !588, !547, !8}
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !646, file: !577, line: 117)
!646 = !DISubprogram(name: "fsetpos", scope: !580, file: !580, line: 765, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{!8, !588, !649}
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !650, size: 64)
!650 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !579)
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !652, file: !577, line: 118)
!652 = !DISubprogram(name: "ftell", scope: !580, file: !580, line: 718, type: !653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DISubroutineType(types: !654)
!654 = !{!547, !588}
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !656, file: !577, line: 119)
!656 = !DISubprogram(name: "fwrite", scope: !580, file: !580, line: 681, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!657 = !DISubroutineType(types: !658)
!658 = !{!570, !659, !570, !570, !605}
!659 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !661, file: !577, line: 120)
!661 = !DISubprogram(name: "getc", scope: !580, file: !580, line: 514, type: !591, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !663, file: !577, line: 121)
!663 = !DISubprogram(name: "getchar", scope: !664, file: !664, line: 47, type: !665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!665 = !DISubroutineType(types: !666)
!666 = !{!8}
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !668, file: !577, line: 126)
!668 = !DISubprogram(name: "perror", scope: !580, file: !580, line: 804, type: !669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DISubroutineType(types: !670)
!670 = !{null, !491}
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !672, file: !577, line: 127)
!672 = !DISubprogram(name: "printf", scope: !580, file: !580, line: 356, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!8, !617, null}
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !676, file: !577, line: 128)
!676 = !DISubprogram(name: "putc", scope: !580, file: !580, line: 550, type: !624, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !678, file: !577, line: 129)
!678 = !DISubprogram(name: "putchar", scope: !664, file: !664, line: 82, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DISubroutineType(types: !680)
!680 = !{!8, !8}
!681 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !682, file: !577, line: 130)
!682 = !DISubprogram(name: "puts", scope: !580, file: !580, line: 661, type: !683, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!683 = !DISubroutineType(types: !684)
!684 = !{!8, !491}
!685 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !686, file: !577, line: 131)
!686 = !DISubprogram(name: "remove", scope: !580, file: !580, line: 152, type: !683, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !688, file: !577, line: 132)
!688 = !DISubprogram(name: "rename", scope: !580, file: !580, line: 154, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DISubroutineType(types: !690)
!690 = !{!8, !491, !491}
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !692, file: !577, line: 133)
!692 = !DISubprogram(name: "rewind", scope: !580, file: !580, line: 723, type: !586, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !694, file: !577, line: 134)
!694 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !580, file: !580, line: 437, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !696, file: !577, line: 135)
!696 = !DISubprogram(name: "setbuf", scope: !580, file: !580, line: 328, type: !697, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DISubroutineType(types: !698)
!698 = !{null, !605, !612}
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !700, file: !577, line: 136)
!700 = !DISubprogram(name: "setvbuf", scope: !580, file: !580, line: 332, type: !701, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DISubroutineType(types: !702)
!702 = !{!8, !605, !612, !8, !570}
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !704, file: !577, line: 137)
!704 = !DISubprogram(name: "sprintf", scope: !580, file: !580, line: 358, type: !705, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DISubroutineType(types: !706)
!706 = !{!8, !612, !617, null}
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !708, file: !577, line: 138)
!708 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !580, file: !580, line: 439, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DISubroutineType(types: !710)
!710 = !{!8, !617, !617, null}
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !712, file: !577, line: 139)
!712 = !DISubprogram(name: "tmpfile", scope: !580, file: !580, line: 188, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{!588}
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !716, file: !577, line: 141)
!716 = !DISubprogram(name: "tmpnam", scope: !580, file: !580, line: 205, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DISubroutineType(types: !718)
!718 = !{!10, !10}
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !720, file: !577, line: 143)
!720 = !DISubprogram(name: "ungetc", scope: !580, file: !580, line: 668, type: !624, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !722, file: !577, line: 144)
!722 = !DISubprogram(name: "vfprintf", scope: !580, file: !580, line: 365, type: !723, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!723 = !DISubroutineType(types: !724)
!724 = !{!8, !605, !617, !725}
!725 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64)
!726 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !727, identifier: "_ZTS13__va_list_tag")
!727 = !{!728, !731, !732, !733}
!728 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !726, file: !729, baseType: !730, size: 32)
!729 = !DIFile(filename: "throw_catch.cpp", directory: "/work/main/internal/pipeline/testdata")
!730 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!731 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !726, file: !729, baseType: !730, size: 32, offset: 32)
!732 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !726, file: !729, baseType: !516, size: 64, offset: 64)
!733 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !726, file: !729, baseType: !516, size: 64, offset: 128)
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !735, file: !577, line: 145)
!735 = !DISubprogram(name: "vprintf", scope: !664, file: !664, line: 39, type: !736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubroutineType(types: !737)
!737 = !{!8, !617, !725}
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !739, file: !577, line: 146)
!739 = !DISubprogram(name: "vsprintf", scope: !580, file: !580, line: 373, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{!8, !612, !617, !725}
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !743, file: !577, line: 175)
!743 = !DISubprogram(name: "snprintf", scope: !580, file: !580, line: 378, type: !744, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{!8, !612, !570, !617, null}
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !747, file: !577, line: 176)
!747 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !580, file: !580, line: 479, type: !723, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !749, file: !577, line: 177)
!749 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !580, file: !580, line: 484, type: !736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !751, file: !577, line: 178)
!751 = !DISubprogram(name: "vsnprintf", scope: !580, file: !580, line: 382, type: !752, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubroutineType(types: !753)
!753 = !{!8, !612, !570, !617, !725}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !755, file: !577, line: 179)
!755 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !580, file: !580, line: 487, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!8, !617, !617, !725}
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !743, file: !577, line: 185)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !747, file: !577, line: 186)
!760 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !749, file: !577, line: 187)
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !751, file: !577, line: 188)
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !755, file: !577, line: 189)
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !764, file: !766, line: 52)
!764 = !DISubprogram(name: "abs", scope: !765, file: !765, line: 861, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!766 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !768, file: !770, line: 127)
!768 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !765, line: 63, baseType: !769)
!769 = !DICompositeType(tag: DW_TAG_structure_type, file: !765, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!770 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !772, file: !770, line: 128)
!772 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !765, line: 71, baseType: !773)
!773 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !765, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !774, identifier: "_ZTS6ldiv_t")
!774 = !{!775, !776}
!775 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !773, file: !765, line: 69, baseType: !547, size: 64)
!776 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !773, file: !765, line: 70, baseType: !547, size: 64, offset: 64)
!777 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !778, file: !770, line: 130)
!778 = !DISubprogram(name: "abort", scope: !765, file: !765, line: 611, type: !779, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!779 = !DISubroutineType(types: !780)
!780 = !{null}
!781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !782, file: !770, line: 134)
!782 = !DISubprogram(name: "atexit", scope: !765, file: !765, line: 615, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!783 = !DISubroutineType(types: !784)
!784 = !{!8, !785}
!785 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64)
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !787, file: !770, line: 137)
!787 = !DISubprogram(name: "at_quick_exit", scope: !765, file: !765, line: 620, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !789, file: !770, line: 140)
!789 = !DISubprogram(name: "atof", scope: !790, file: !790, line: 25, type: !791, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!790 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!791 = !DISubroutineType(types: !792)
!792 = !{!793, !491}
!793 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !795, file: !770, line: 141)
!795 = distinct !DISubprogram(name: "atoi", scope: !765, file: !765, line: 362, type: !683, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !796)
!796 = !{!797}
!797 = !DILocalVariable(name: "__nptr", arg: 1, scope: !795, file: !765, line: 362, type: !491)
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !799, file: !770, line: 142)
!799 = !DISubprogram(name: "atol", scope: !765, file: !765, line: 367, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{!547, !491}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !803, file: !770, line: 143)
!803 = !DISubprogram(name: "bsearch", scope: !804, file: !804, line: 20, type: !805, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!804 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!805 = !DISubroutineType(types: !806)
!806 = !{!516, !94, !94, !570, !570, !807}
!807 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !765, line: 829, baseType: !808)
!808 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !809, size: 64)
!809 = !DISubroutineType(types: !810)
!810 = !{!8, !94, !94}
!811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !812, file: !770, line: 144)
!812 = !DISubprogram(name: "calloc", scope: !765, file: !765, line: 556, type: !813, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!813 = !DISubroutineType(types: !814)
!814 = !{!516, !570, !570}
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !816, file: !770, line: 145)
!816 = !DISubprogram(name: "div", scope: !765, file: !765, line: 873, type: !817, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!817 = !DISubroutineType(types: !818)
!818 = !{!768, !8, !8}
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !820, file: !770, line: 146)
!820 = !DISubprogram(name: "exit", scope: !765, file: !765, line: 637, type: !821, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!821 = !DISubroutineType(types: !822)
!822 = !{null, !8}
!823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !824, file: !770, line: 147)
!824 = !DISubprogram(name: "free", scope: !765, file: !765, line: 568, type: !825, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!825 = !DISubroutineType(types: !826)
!826 = !{null, !516}
!827 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !828, file: !770, line: 148)
!828 = !DISubprogram(name: "getenv", scope: !765, file: !765, line: 654, type: !829, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!829 = !DISubroutineType(types: !830)
!830 = !{!10, !491}
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !832, file: !770, line: 149)
!832 = !DISubprogram(name: "labs", scope: !765, file: !765, line: 862, type: !833, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!547, !547}
!835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !836, file: !770, line: 150)
!836 = !DISubprogram(name: "ldiv", scope: !765, file: !765, line: 875, type: !837, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!837 = !DISubroutineType(types: !838)
!838 = !{!772, !547, !547}
!839 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !840, file: !770, line: 151)
!840 = !DISubprogram(name: "malloc", scope: !765, file: !765, line: 553, type: !841, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!841 = !DISubroutineType(types: !842)
!842 = !{!516, !570}
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !844, file: !770, line: 153)
!844 = !DISubprogram(name: "mblen", scope: !765, file: !765, line: 943, type: !845, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubroutineType(types: !846)
!846 = !{!8, !491, !570}
!847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !848, file: !770, line: 154)
!848 = !DISubprogram(name: "mbstowcs", scope: !765, file: !765, line: 954, type: !849, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!849 = !DISubroutineType(types: !850)
!850 = !{!570, !851, !617, !570}
!851 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !852)
!852 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !853, size: 64)
!853 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !855, file: !770, line: 155)
!855 = !DISubprogram(name: "mbtowc", scope: !765, file: !765, line: 946, type: !856, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DISubroutineType(types: !857)
!857 = !{!8, !851, !617, !570}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !859, file: !770, line: 157)
!859 = !DISubprogram(name: "qsort", scope: !765, file: !765, line: 851, type: !860, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DISubroutineType(types: !861)
!861 = !{null, !516, !570, !570, !807}
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !863, file: !770, line: 160)
!863 = !DISubprogram(name: "quick_exit", scope: !765, file: !765, line: 643, type: !821, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !865, file: !770, line: 163)
!865 = !DISubprogram(name: "rand", scope: !765, file: !765, line: 454, type: !665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !867, file: !770, line: 164)
!867 = !DISubprogram(name: "realloc", scope: !765, file: !765, line: 564, type: !868, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DISubroutineType(types: !869)
!869 = !{!516, !516, !570}
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !871, file: !770, line: 165)
!871 = !DISubprogram(name: "srand", scope: !765, file: !765, line: 456, type: !872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubroutineType(types: !873)
!873 = !{null, !730}
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !875, file: !770, line: 166)
!875 = !DISubprogram(name: "strtod", scope: !765, file: !765, line: 118, type: !876, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DISubroutineType(types: !877)
!877 = !{!793, !617, !878}
!878 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !880, file: !770, line: 167)
!880 = !DISubprogram(name: "strtol", scope: !765, file: !765, line: 177, type: !881, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!881 = !DISubroutineType(types: !882)
!882 = !{!547, !617, !878, !8}
!883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !884, file: !770, line: 168)
!884 = !DISubprogram(name: "strtoul", scope: !765, file: !765, line: 181, type: !885, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!885 = !DISubroutineType(types: !886)
!886 = !{!16, !617, !878, !8}
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !888, file: !770, line: 169)
!888 = !DISubprogram(name: "system", scope: !765, file: !765, line: 804, type: !683, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !890, file: !770, line: 171)
!890 = !DISubprogram(name: "wcstombs", scope: !765, file: !765, line: 958, type: !891, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DISubroutineType(types: !892)
!892 = !{!570, !612, !893, !570}
!893 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !894)
!894 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !895, size: 64)
!895 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !853)
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !897, file: !770, line: 172)
!897 = !DISubprogram(name: "wctomb", scope: !765, file: !765, line: 950, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{!8, !10, !853}
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !901, file: !770, line: 200)
!901 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !765, line: 81, baseType: !902)
!902 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !765, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !903, identifier: "_ZTS7lldiv_t")
!903 = !{!904, !906}
!904 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !902, file: !765, line: 79, baseType: !905, size: 64)
!905 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!906 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !902, file: !765, line: 80, baseType: !905, size: 64, offset: 64)
!907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !908, file: !770, line: 206)
!908 = !DISubprogram(name: "_Exit", scope: !765, file: !765, line: 649, type: !821, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !910, file: !770, line: 210)
!910 = !DISubprogram(name: "llabs", scope: !765, file: !765, line: 865, type: !911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!911 = !DISubroutineType(types: !912)
!912 = !{!905, !905}
!913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !914, file: !770, line: 216)
!914 = !DISubprogram(name: "lldiv", scope: !765, file: !765, line: 879, type: !915, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!915 = !DISubroutineType(types: !916)
!916 = !{!901, !905, !905}
!917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !918, file: !770, line: 227)
!918 = !DISubprogram(name: "atoll", scope: !765, file: !765, line: 374, type: !919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DISubroutineType(types: !920)
!920 = !{!905, !491}
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !922, file: !770, line: 228)
!922 = !DISubprogram(name: "strtoll", scope: !765, file: !765, line: 201, type: !923, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{!905, !617, !878, !8}
!925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !926, file: !770, line: 229)
!926 = !DISubprogram(name: "strtoull", scope: !765, file: !765, line: 206, type: !927, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!927 = !DISubroutineType(types: !928)
!928 = !{!929, !617, !878, !8}
!929 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !931, file: !770, line: 231)
!931 = !DISubprogram(name: "strtof", scope: !765, file: !765, line: 124, type: !932, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!932 = !DISubroutineType(types: !933)
!933 = !{!934, !617, !878}
!934 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !936, file: !770, line: 232)
!936 = !DISubprogram(name: "strtold", scope: !765, file: !765, line: 127, type: !937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DISubroutineType(types: !938)
!938 = !{!939, !617, !878}
!939 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !901, file: !770, line: 240)
!941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !908, file: !770, line: 242)
!942 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !910, file: !770, line: 244)
!943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !944, file: !770, line: 245)
!944 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !43, file: !770, line: 213, type: !915, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !914, file: !770, line: 246)
!946 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !918, file: !770, line: 248)
!947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !931, file: !770, line: 249)
!948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !922, file: !770, line: 250)
!949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !926, file: !770, line: 251)
!950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !936, file: !770, line: 252)
!951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !952, file: !953, line: 68)
!952 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !954, file: !953, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!953 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!954 = !DINamespace(name: "__exception_ptr", scope: !7)
!955 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !954, entity: !956, file: !953, line: 84)
!956 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !7, file: !953, line: 80, type: !957, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!957 = !DISubroutineType(types: !958)
!958 = !{null, !952}
!959 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !960, file: !975, line: 64)
!960 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !961, line: 6, baseType: !962)
!961 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!962 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !963, line: 21, baseType: !964)
!963 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!964 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !963, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !965, identifier: "_ZTS11__mbstate_t")
!965 = !{!966, !967}
!966 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !964, file: !963, line: 15, baseType: !8, size: 32)
!967 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !964, file: !963, line: 20, baseType: !968, size: 32, offset: 32)
!968 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !964, file: !963, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !969, identifier: "_ZTSN11__mbstate_tUt_E")
!969 = !{!970, !971}
!970 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !968, file: !963, line: 18, baseType: !730, size: 32)
!971 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !968, file: !963, line: 19, baseType: !972, size: 32)
!972 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !973)
!973 = !{!974}
!974 = !DISubrange(count: 4)
!975 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!976 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !977, file: !975, line: 141)
!977 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !978, line: 20, baseType: !730)
!978 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!979 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !980, file: !975, line: 143)
!980 = !DISubprogram(name: "btowc", scope: !981, file: !981, line: 319, type: !982, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!981 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!982 = !DISubroutineType(types: !983)
!983 = !{!977, !8}
!984 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !985, file: !975, line: 144)
!985 = !DISubprogram(name: "fgetwc", scope: !981, file: !981, line: 744, type: !986, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!986 = !DISubroutineType(types: !987)
!987 = !{!977, !988}
!988 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !989, size: 64)
!989 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !990, line: 5, baseType: !522)
!990 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!991 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !992, file: !975, line: 145)
!992 = !DISubprogram(name: "fgetws", scope: !981, file: !981, line: 773, type: !993, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!993 = !DISubroutineType(types: !994)
!994 = !{!852, !851, !8, !995}
!995 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !988)
!996 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !997, file: !975, line: 146)
!997 = !DISubprogram(name: "fputwc", scope: !981, file: !981, line: 758, type: !998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!998 = !DISubroutineType(types: !999)
!999 = !{!977, !853, !988}
!1000 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1001, file: !975, line: 147)
!1001 = !DISubprogram(name: "fputws", scope: !981, file: !981, line: 780, type: !1002, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1002 = !DISubroutineType(types: !1003)
!1003 = !{!8, !893, !995}
!1004 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1005, file: !975, line: 148)
!1005 = !DISubprogram(name: "fwide", scope: !981, file: !981, line: 588, type: !1006, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1006 = !DISubroutineType(types: !1007)
!1007 = !{!8, !988, !8}
!1008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1009, file: !975, line: 149)
!1009 = !DISubprogram(name: "fwprintf", scope: !981, file: !981, line: 595, type: !1010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1010 = !DISubroutineType(types: !1011)
!1011 = !{!8, !995, !893, null}
!1012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1013, file: !975, line: 150)
!1013 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !981, file: !981, line: 657, type: !1010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1014 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1015, file: !975, line: 151)
!1015 = !DISubprogram(name: "getwc", scope: !981, file: !981, line: 745, type: !986, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1017, file: !975, line: 152)
!1017 = !DISubprogram(name: "getwchar", scope: !981, file: !981, line: 751, type: !1018, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1018 = !DISubroutineType(types: !1019)
!1019 = !{!977}
!1020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1021, file: !975, line: 153)
!1021 = !DISubprogram(name: "mbrlen", scope: !981, file: !981, line: 330, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!570, !617, !570, !1024}
!1024 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1025)
!1025 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !960, size: 64)
!1026 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1027, file: !975, line: 154)
!1027 = !DISubprogram(name: "mbrtowc", scope: !981, file: !981, line: 297, type: !1028, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{!570, !851, !617, !570, !1024}
!1030 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1031, file: !975, line: 155)
!1031 = !DISubprogram(name: "mbsinit", scope: !981, file: !981, line: 293, type: !1032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1032 = !DISubroutineType(types: !1033)
!1033 = !{!8, !1034}
!1034 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1035, size: 64)
!1035 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !960)
!1036 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1037, file: !975, line: 156)
!1037 = !DISubprogram(name: "mbsrtowcs", scope: !981, file: !981, line: 338, type: !1038, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1038 = !DISubroutineType(types: !1039)
!1039 = !{!570, !851, !1040, !570, !1024}
!1040 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1041)
!1041 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !491, size: 64)
!1042 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1043, file: !975, line: 157)
!1043 = !DISubprogram(name: "putwc", scope: !981, file: !981, line: 759, type: !998, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1044 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1045, file: !975, line: 158)
!1045 = !DISubprogram(name: "putwchar", scope: !981, file: !981, line: 765, type: !1046, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!977, !853}
!1048 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1049, file: !975, line: 160)
!1049 = !DISubprogram(name: "swprintf", scope: !981, file: !981, line: 605, type: !1050, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1050 = !DISubroutineType(types: !1051)
!1051 = !{!8, !851, !570, !893, null}
!1052 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1053, file: !975, line: 162)
!1053 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !981, file: !981, line: 664, type: !1054, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1054 = !DISubroutineType(types: !1055)
!1055 = !{!8, !893, !893, null}
!1056 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1057, file: !975, line: 163)
!1057 = !DISubprogram(name: "ungetwc", scope: !981, file: !981, line: 788, type: !1058, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1058 = !DISubroutineType(types: !1059)
!1059 = !{!977, !977, !988}
!1060 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1061, file: !975, line: 164)
!1061 = !DISubprogram(name: "vfwprintf", scope: !981, file: !981, line: 613, type: !1062, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1062 = !DISubroutineType(types: !1063)
!1063 = !{!8, !995, !893, !725}
!1064 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1065, file: !975, line: 166)
!1065 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !981, file: !981, line: 711, type: !1062, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1066 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1067, file: !975, line: 169)
!1067 = !DISubprogram(name: "vswprintf", scope: !981, file: !981, line: 626, type: !1068, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!8, !851, !570, !893, !725}
!1070 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1071, file: !975, line: 172)
!1071 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !981, file: !981, line: 718, type: !1072, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1072 = !DISubroutineType(types: !1073)
!1073 = !{!8, !893, !893, !725}
!1074 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1075, file: !975, line: 174)
!1075 = !DISubprogram(name: "vwprintf", scope: !981, file: !981, line: 621, type: !1076, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1076 = !DISubroutineType(types: !1077)
!1077 = !{!8, !893, !725}
!1078 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1079, file: !975, line: 176)
!1079 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !981, file: !981, line: 715, type: !1076, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1080 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1081, file: !975, line: 178)
!1081 = !DISubprogram(name: "wcrtomb", scope: !981, file: !981, line: 302, type: !1082, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{!570, !612, !853, !1024}
!1084 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1085, file: !975, line: 179)
!1085 = !DISubprogram(name: "wcscat", scope: !981, file: !981, line: 97, type: !1086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{!852, !851, !893}
!1088 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1089, file: !975, line: 180)
!1089 = !DISubprogram(name: "wcscmp", scope: !981, file: !981, line: 106, type: !1090, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{!8, !894, !894}
!1092 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1093, file: !975, line: 181)
!1093 = !DISubprogram(name: "wcscoll", scope: !981, file: !981, line: 131, type: !1090, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1095, file: !975, line: 182)
!1095 = !DISubprogram(name: "wcscpy", scope: !981, file: !981, line: 87, type: !1086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1096 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1097, file: !975, line: 183)
!1097 = !DISubprogram(name: "wcscspn", scope: !981, file: !981, line: 188, type: !1098, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1098 = !DISubroutineType(types: !1099)
!1099 = !{!570, !894, !894}
!1100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1101, file: !975, line: 184)
!1101 = !DISubprogram(name: "wcsftime", scope: !981, file: !981, line: 852, type: !1102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1102 = !DISubroutineType(types: !1103)
!1103 = !{!570, !851, !570, !893, !1104}
!1104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1105)
!1105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1106, size: 64)
!1106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1107)
!1107 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !981, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1109, file: !975, line: 185)
!1109 = !DISubprogram(name: "wcslen", scope: !981, file: !981, line: 223, type: !1110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1110 = !DISubroutineType(types: !1111)
!1111 = !{!570, !894}
!1112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1113, file: !975, line: 186)
!1113 = !DISubprogram(name: "wcsncat", scope: !981, file: !981, line: 101, type: !1114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1114 = !DISubroutineType(types: !1115)
!1115 = !{!852, !851, !893, !570}
!1116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1117, file: !975, line: 187)
!1117 = !DISubprogram(name: "wcsncmp", scope: !981, file: !981, line: 109, type: !1118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1118 = !DISubroutineType(types: !1119)
!1119 = !{!8, !894, !894, !570}
!1120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1121, file: !975, line: 188)
!1121 = !DISubprogram(name: "wcsncpy", scope: !981, file: !981, line: 92, type: !1114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1123, file: !975, line: 189)
!1123 = !DISubprogram(name: "wcsrtombs", scope: !981, file: !981, line: 344, type: !1124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1124 = !DISubroutineType(types: !1125)
!1125 = !{!570, !612, !1126, !570, !1024}
!1126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1127)
!1127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !894, size: 64)
!1128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1129, file: !975, line: 190)
!1129 = !DISubprogram(name: "wcsspn", scope: !981, file: !981, line: 192, type: !1098, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1131, file: !975, line: 191)
!1131 = !DISubprogram(name: "wcstod", scope: !981, file: !981, line: 378, type: !1132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1132 = !DISubroutineType(types: !1133)
!1133 = !{!793, !893, !1134}
!1134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1135)
!1135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !852, size: 64)
!1136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1137, file: !975, line: 193)
!1137 = !DISubprogram(name: "wcstof", scope: !981, file: !981, line: 383, type: !1138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1138 = !DISubroutineType(types: !1139)
!1139 = !{!934, !893, !1134}
!1140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1141, file: !975, line: 195)
!1141 = !DISubprogram(name: "wcstok", scope: !981, file: !981, line: 218, type: !1142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1142 = !DISubroutineType(types: !1143)
!1143 = !{!852, !851, !893, !1134}
!1144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1145, file: !975, line: 196)
!1145 = !DISubprogram(name: "wcstol", scope: !981, file: !981, line: 429, type: !1146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1146 = !DISubroutineType(types: !1147)
!1147 = !{!547, !893, !1134, !8}
!1148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1149, file: !975, line: 197)
!1149 = !DISubprogram(name: "wcstoul", scope: !981, file: !981, line: 434, type: !1150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1150 = !DISubroutineType(types: !1151)
!1151 = !{!16, !893, !1134, !8}
!1152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1153, file: !975, line: 198)
!1153 = !DISubprogram(name: "wcsxfrm", scope: !981, file: !981, line: 135, type: !1154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!570, !851, !893, !570}
!1156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1157, file: !975, line: 199)
!1157 = !DISubprogram(name: "wctob", scope: !981, file: !981, line: 325, type: !1158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!8, !977}
!1160 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1161, file: !975, line: 200)
!1161 = !DISubprogram(name: "wmemcmp", scope: !981, file: !981, line: 259, type: !1118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1163, file: !975, line: 201)
!1163 = !DISubprogram(name: "wmemcpy", scope: !981, file: !981, line: 263, type: !1114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1165, file: !975, line: 202)
!1165 = !DISubprogram(name: "wmemmove", scope: !981, file: !981, line: 268, type: !1166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1166 = !DISubroutineType(types: !1167)
!1167 = !{!852, !852, !894, !570}
!1168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1169, file: !975, line: 203)
!1169 = !DISubprogram(name: "wmemset", scope: !981, file: !981, line: 272, type: !1170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{!852, !852, !853, !570}
!1172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1173, file: !975, line: 204)
!1173 = !DISubprogram(name: "wprintf", scope: !981, file: !981, line: 602, type: !1174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1174 = !DISubroutineType(types: !1175)
!1175 = !{!8, !893, null}
!1176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1177, file: !975, line: 205)
!1177 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !981, file: !981, line: 661, type: !1174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1179, file: !975, line: 206)
!1179 = !DISubprogram(name: "wcschr", scope: !981, file: !981, line: 165, type: !1180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1180 = !DISubroutineType(types: !1181)
!1181 = !{!852, !894, !853}
!1182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1183, file: !975, line: 207)
!1183 = !DISubprogram(name: "wcspbrk", scope: !981, file: !981, line: 202, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{!852, !894, !894}
!1186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1187, file: !975, line: 208)
!1187 = !DISubprogram(name: "wcsrchr", scope: !981, file: !981, line: 175, type: !1180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1189, file: !975, line: 209)
!1189 = !DISubprogram(name: "wcsstr", scope: !981, file: !981, line: 213, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1191, file: !975, line: 210)
!1191 = !DISubprogram(name: "wmemchr", scope: !981, file: !981, line: 254, type: !1192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{!852, !894, !853, !570}
!1194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !1195, file: !975, line: 251)
!1195 = !DISubprogram(name: "wcstold", scope: !981, file: !981, line: 385, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{!939, !893, !1134}
!1198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !1199, file: !975, line: 260)
!1199 = !DISubprogram(name: "wcstoll", scope: !981, file: !981, line: 442, type: !1200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1200 = !DISubroutineType(types: !1201)
!1201 = !{!905, !893, !1134, !8}
!1202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !43, entity: !1203, file: !975, line: 261)
!1203 = !DISubprogram(name: "wcstoull", scope: !981, file: !981, line: 449, type: !1204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{!929, !893, !1134, !8}
!1206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1195, file: !975, line: 267)
!1207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1199, file: !975, line: 268)
!1208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1203, file: !975, line: 269)
!1209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1137, file: !975, line: 283)
!1210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1065, file: !975, line: 286)
!1211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1071, file: !975, line: 289)
!1212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1079, file: !975, line: 292)
!1213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1195, file: !975, line: 296)
!1214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1199, file: !975, line: 297)
!1215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1203, file: !975, line: 298)
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1217, file: !1220, line: 47)
!1217 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1218, line: 24, baseType: !1219)
!1218 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1219 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !546, line: 37, baseType: !551)
!1220 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!1221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1222, file: !1220, line: 48)
!1222 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1218, line: 25, baseType: !1223)
!1223 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !546, line: 39, baseType: !1224)
!1224 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1226, file: !1220, line: 49)
!1226 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1218, line: 26, baseType: !1227)
!1227 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !546, line: 41, baseType: !8)
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1229, file: !1220, line: 50)
!1229 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1218, line: 27, baseType: !1230)
!1230 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !546, line: 44, baseType: !547)
!1231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1232, file: !1220, line: 52)
!1232 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1233, line: 58, baseType: !551)
!1233 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1235, file: !1220, line: 53)
!1235 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1233, line: 60, baseType: !547)
!1236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1237, file: !1220, line: 54)
!1237 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1233, line: 61, baseType: !547)
!1238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1239, file: !1220, line: 55)
!1239 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1233, line: 62, baseType: !547)
!1240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1241, file: !1220, line: 57)
!1241 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1233, line: 43, baseType: !1242)
!1242 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !546, line: 52, baseType: !1219)
!1243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1244, file: !1220, line: 58)
!1244 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1233, line: 44, baseType: !1245)
!1245 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !546, line: 54, baseType: !1223)
!1246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1247, file: !1220, line: 59)
!1247 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1233, line: 45, baseType: !1248)
!1248 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !546, line: 56, baseType: !1227)
!1249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1250, file: !1220, line: 60)
!1250 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1233, line: 46, baseType: !1251)
!1251 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !546, line: 58, baseType: !1230)
!1252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1253, file: !1220, line: 62)
!1253 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1233, line: 101, baseType: !1254)
!1254 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !546, line: 72, baseType: !547)
!1255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1256, file: !1220, line: 63)
!1256 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1233, line: 87, baseType: !547)
!1257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1258, file: !1220, line: 65)
!1258 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1259, line: 24, baseType: !1260)
!1259 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1260 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !546, line: 38, baseType: !1261)
!1261 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1263, file: !1220, line: 66)
!1263 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1259, line: 25, baseType: !1264)
!1264 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !546, line: 40, baseType: !549)
!1265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1266, file: !1220, line: 67)
!1266 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1259, line: 26, baseType: !1267)
!1267 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !546, line: 42, baseType: !730)
!1268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1269, file: !1220, line: 68)
!1269 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1259, line: 27, baseType: !1270)
!1270 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !546, line: 45, baseType: !16)
!1271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1272, file: !1220, line: 70)
!1272 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1233, line: 71, baseType: !1261)
!1273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1274, file: !1220, line: 71)
!1274 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1233, line: 73, baseType: !16)
!1275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1276, file: !1220, line: 72)
!1276 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1233, line: 74, baseType: !16)
!1277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1278, file: !1220, line: 73)
!1278 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1233, line: 75, baseType: !16)
!1279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1280, file: !1220, line: 75)
!1280 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1233, line: 49, baseType: !1281)
!1281 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !546, line: 53, baseType: !1260)
!1282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1283, file: !1220, line: 76)
!1283 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1233, line: 50, baseType: !1284)
!1284 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !546, line: 55, baseType: !1264)
!1285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1286, file: !1220, line: 77)
!1286 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1233, line: 51, baseType: !1287)
!1287 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !546, line: 57, baseType: !1267)
!1288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1289, file: !1220, line: 78)
!1289 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1233, line: 52, baseType: !1290)
!1290 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !546, line: 59, baseType: !1270)
!1291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1292, file: !1220, line: 80)
!1292 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1233, line: 102, baseType: !1293)
!1293 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !546, line: 73, baseType: !16)
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1295, file: !1220, line: 81)
!1295 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1233, line: 90, baseType: !16)
!1296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1297, file: !1299, line: 53)
!1297 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1298, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1298 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1299 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!1300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1301, file: !1299, line: 54)
!1301 = !DISubprogram(name: "setlocale", scope: !1298, file: !1298, line: 122, type: !1302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1302 = !DISubroutineType(types: !1303)
!1303 = !{!10, !8, !491}
!1304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1305, file: !1299, line: 55)
!1305 = !DISubprogram(name: "localeconv", scope: !1298, file: !1298, line: 125, type: !1306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!1308}
!1308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1297, size: 64)
!1309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1310, file: !1312, line: 64)
!1310 = !DISubprogram(name: "isalnum", scope: !1311, file: !1311, line: 108, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1311 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1312 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!1313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1314, file: !1312, line: 65)
!1314 = !DISubprogram(name: "isalpha", scope: !1311, file: !1311, line: 109, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1316, file: !1312, line: 66)
!1316 = !DISubprogram(name: "iscntrl", scope: !1311, file: !1311, line: 110, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1318, file: !1312, line: 67)
!1318 = !DISubprogram(name: "isdigit", scope: !1311, file: !1311, line: 111, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1319 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1320, file: !1312, line: 68)
!1320 = !DISubprogram(name: "isgraph", scope: !1311, file: !1311, line: 113, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1322, file: !1312, line: 69)
!1322 = !DISubprogram(name: "islower", scope: !1311, file: !1311, line: 112, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1324, file: !1312, line: 70)
!1324 = !DISubprogram(name: "isprint", scope: !1311, file: !1311, line: 114, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1326, file: !1312, line: 71)
!1326 = !DISubprogram(name: "ispunct", scope: !1311, file: !1311, line: 115, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1327 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1328, file: !1312, line: 72)
!1328 = !DISubprogram(name: "isspace", scope: !1311, file: !1311, line: 116, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1330, file: !1312, line: 73)
!1330 = !DISubprogram(name: "isupper", scope: !1311, file: !1311, line: 117, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1332, file: !1312, line: 74)
!1332 = !DISubprogram(name: "isxdigit", scope: !1311, file: !1311, line: 118, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1334, file: !1312, line: 75)
!1334 = !DISubprogram(name: "tolower", scope: !1311, file: !1311, line: 122, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1336, file: !1312, line: 76)
!1336 = !DISubprogram(name: "toupper", scope: !1311, file: !1311, line: 125, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1338, file: !1312, line: 87)
!1338 = !DISubprogram(name: "isblank", scope: !1311, file: !1311, line: 130, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1339 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1340, entity: !1341, file: !1342, line: 58)
!1340 = !DINamespace(name: "__gnu_debug", scope: null)
!1341 = !DINamespace(name: "__debug", scope: !7)
!1342 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1343 = !{i32 7, !"Dwarf Version", i32 5}
!1344 = !{i32 2, !"Debug Info Version", i32 3}
!1345 = !{i32 1, !"wchar_size", i32 4}
!1346 = !{i32 7, !"PIC Level", i32 2}
!1347 = !{i32 7, !"PIE Level", i32 2}
!1348 = !{i32 7, !"uwtable", i32 1}
!1349 = !{!"Debian clang version 14.0.6"}
!1350 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !1351, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1353)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{!8, !8, !9}
!1353 = !{!1354, !1355, !1356, !1357, !1358, !1359, !1361, !1362}
!1354 = !DILocalVariable(name: "argc", arg: 1, scope: !1350, file: !3, line: 41, type: !8)
!1355 = !DILocalVariable(name: "argv", arg: 2, scope: !1350, file: !3, line: 41, type: !9)
!1356 = !DILocalVariable(name: "n", scope: !1350, file: !3, line: 43, type: !8)
!1357 = !DILocalVariable(name: "mode", scope: !1350, file: !3, line: 44, type: !8)
!1358 = !DILocalVariable(name: "xs", scope: !1350, file: !3, line: 47, type: !29)
!1359 = !DILocalVariable(name: "i", scope: !1360, file: !3, line: 48, type: !8)
!1360 = distinct !DILexicalBlock(scope: !1350, file: !3, line: 48, column: 3)
!1361 = !DILocalVariable(name: "bad", scope: !1350, file: !3, line: 50, type: !8)
!1362 = !DILocalVariable(name: "s", scope: !1350, file: !3, line: 51, type: !547)
!1363 = !DILocation(line: 0, scope: !1350)
!1364 = !DILocation(line: 43, column: 16, scope: !1350)
!1365 = !DILocation(line: 43, column: 11, scope: !1350)
!1366 = !DILocation(line: 43, column: 32, scope: !1350)
!1367 = !{!1368, !1368, i64 0}
!1368 = !{!"any pointer", !1369, i64 0}
!1369 = !{!"omnipotent char", !1370, i64 0}
!1370 = !{!"Simple C++ TBAA"}
!1371 = !DILocation(line: 0, scope: !795, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 43, column: 22, scope: !1350)
!1373 = !DILocation(line: 364, column: 16, scope: !795, inlinedAt: !1372)
!1374 = !DILocation(line: 44, column: 19, scope: !1350)
!1375 = !DILocation(line: 44, column: 14, scope: !1350)
!1376 = !DILocation(line: 44, column: 35, scope: !1350)
!1377 = !DILocation(line: 0, scope: !795, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 44, column: 25, scope: !1350)
!1379 = !DILocation(line: 364, column: 16, scope: !795, inlinedAt: !1378)
!1380 = !DILocation(line: 45, column: 9, scope: !1381)
!1381 = distinct !DILexicalBlock(scope: !1350, file: !3, line: 45, column: 7)
!1382 = !DILocation(line: 45, column: 7, scope: !1350)
!1383 = !DILocation(line: 46, column: 5, scope: !1381)
!1384 = !DILocation(line: 46, column: 11, scope: !1381)
!1385 = !DILocation(line: 54, column: 1, scope: !1381)
!1386 = !DILocation(line: 47, column: 23, scope: !1350)
!1387 = !DILocalVariable(name: "this", arg: 1, scope: !1388, type: !1392, flags: DIFlagArtificial | DIFlagObjectPointer)
!1388 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2EmRKS0_", scope: !29, file: !13, line: 551, type: !309, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !308, retainedNodes: !1389)
!1389 = !{!1387, !1390, !1391}
!1390 = !DILocalVariable(name: "__n", arg: 2, scope: !1388, file: !13, line: 551, type: !12)
!1391 = !DILocalVariable(name: "__a", arg: 3, scope: !1388, file: !13, line: 551, type: !305)
!1392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!1393 = !DILocation(line: 0, scope: !1388, inlinedAt: !1394)
!1394 = distinct !DILocation(line: 47, column: 20, scope: !1350)
!1395 = !DILocalVariable(name: "__n", arg: 1, scope: !1396, file: !13, line: 1902, type: !12)
!1396 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !29, file: !13, line: 1902, type: !494, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !493, retainedNodes: !1397)
!1397 = !{!1395, !1398}
!1398 = !DILocalVariable(name: "__a", arg: 2, scope: !1396, file: !13, line: 1902, type: !305)
!1399 = !DILocation(line: 0, scope: !1396, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 552, column: 15, scope: !1388, inlinedAt: !1394)
!1401 = !DILocation(line: 1904, column: 6, scope: !1396, inlinedAt: !1400)
!1402 = !DILocalVariable(name: "this", arg: 1, scope: !1403, type: !1407, flags: DIFlagArtificial | DIFlagObjectPointer)
!1403 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_", scope: !32, file: !13, line: 330, type: !227, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !226, retainedNodes: !1404)
!1404 = !{!1402, !1405, !1406}
!1405 = !DILocalVariable(name: "__n", arg: 2, scope: !1403, file: !13, line: 330, type: !14)
!1406 = !DILocalVariable(name: "__a", arg: 3, scope: !1403, file: !13, line: 330, type: !221)
!1407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!1408 = !DILocation(line: 0, scope: !1403, inlinedAt: !1409)
!1409 = distinct !DILocation(line: 552, column: 9, scope: !1388, inlinedAt: !1394)
!1410 = !DILocalVariable(name: "this", arg: 1, scope: !1411, type: !1407, flags: DIFlagArtificial | DIFlagObjectPointer)
!1411 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !32, file: !13, line: 393, type: !224, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !249, retainedNodes: !1412)
!1412 = !{!1410, !1413}
!1413 = !DILocalVariable(name: "__n", arg: 2, scope: !1411, file: !13, line: 393, type: !14)
!1414 = !DILocation(line: 0, scope: !1411, inlinedAt: !1415)
!1415 = distinct !DILocation(line: 332, column: 9, scope: !1416, inlinedAt: !1409)
!1416 = distinct !DILexicalBlock(scope: !1403, file: !13, line: 332, column: 7)
!1417 = !DILocalVariable(name: "this", arg: 1, scope: !1418, type: !1407, flags: DIFlagArtificial | DIFlagObjectPointer)
!1418 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !32, file: !13, line: 375, type: !244, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !243, retainedNodes: !1419)
!1419 = !{!1417, !1420}
!1420 = !DILocalVariable(name: "__n", arg: 2, scope: !1418, file: !13, line: 375, type: !14)
!1421 = !DILocation(line: 0, scope: !1418, inlinedAt: !1422)
!1422 = distinct !DILocation(line: 395, column: 33, scope: !1411, inlinedAt: !1415)
!1423 = !DILocalVariable(name: "__a", arg: 1, scope: !1424, file: !47, line: 463, type: !54)
!1424 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !46, file: !47, line: 463, type: !50, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !49, retainedNodes: !1425)
!1425 = !{!1423, !1426}
!1426 = !DILocalVariable(name: "__n", arg: 2, scope: !1424, file: !47, line: 463, type: !119)
!1427 = !DILocation(line: 0, scope: !1424, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 378, column: 20, scope: !1418, inlinedAt: !1422)
!1429 = !DILocalVariable(name: "this", arg: 1, scope: !1430, type: !1434, flags: DIFlagArtificial | DIFlagObjectPointer)
!1430 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !62, file: !63, line: 112, type: !91, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !90, retainedNodes: !1431)
!1431 = !{!1429, !1432, !1433}
!1432 = !DILocalVariable(name: "__n", arg: 2, scope: !1430, file: !63, line: 112, type: !93)
!1433 = !DILocalVariable(arg: 3, scope: !1430, file: !63, line: 112, type: !94)
!1434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!1435 = !DILocation(line: 0, scope: !1430, inlinedAt: !1436)
!1436 = distinct !DILocation(line: 464, column: 20, scope: !1424, inlinedAt: !1428)
!1437 = !DILocation(line: 137, column: 53, scope: !1430, inlinedAt: !1436)
!1438 = !DILocation(line: 137, column: 27, scope: !1430, inlinedAt: !1436)
!1439 = !DILocation(line: 137, column: 9, scope: !1430, inlinedAt: !1436)
!1440 = !DILocalVariable(name: "this", arg: 1, scope: !1441, type: !1392, flags: DIFlagArtificial | DIFlagObjectPointer)
!1441 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !29, file: !13, line: 1710, type: !402, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !476, retainedNodes: !1442)
!1442 = !{!1440, !1443}
!1443 = !DILocalVariable(name: "__n", arg: 2, scope: !1441, file: !13, line: 1710, type: !12)
!1444 = !DILocation(line: 0, scope: !1441, inlinedAt: !1445)
!1445 = distinct !DILocation(line: 553, column: 9, scope: !1446, inlinedAt: !1394)
!1446 = distinct !DILexicalBlock(scope: !1388, file: !13, line: 553, column: 7)
!1447 = !DILocalVariable(name: "__first", arg: 1, scope: !1448, file: !1449, line: 764, type: !53)
!1448 = distinct !DISubprogram(name: "__uninitialized_default_n_a<int *, unsigned long, int>", linkageName: "_ZSt27__uninitialized_default_n_aIPimiET_S1_T0_RSaIT1_E", scope: !7, file: !1449, line: 764, type: !1450, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1455, retainedNodes: !1452)
!1449 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1450 = !DISubroutineType(types: !1451)
!1451 = !{!53, !53, !16, !117}
!1452 = !{!1447, !1453, !1454}
!1453 = !DILocalVariable(name: "__n", arg: 2, scope: !1448, file: !1449, line: 764, type: !16)
!1454 = !DILocalVariable(arg: 3, scope: !1448, file: !1449, line: 765, type: !117)
!1455 = !{!1456, !1457, !104}
!1456 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !53)
!1457 = !DITemplateTypeParameter(name: "_Size", type: !16)
!1458 = !DILocation(line: 0, scope: !1448, inlinedAt: !1459)
!1459 = distinct !DILocation(line: 1713, column: 4, scope: !1441, inlinedAt: !1445)
!1460 = !DILocalVariable(name: "__first", arg: 1, scope: !1461, file: !1449, line: 691, type: !53)
!1461 = distinct !DISubprogram(name: "__uninitialized_default_n<int *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPimET_S1_T0_", scope: !7, file: !1449, line: 691, type: !1462, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1467, retainedNodes: !1464)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{!53, !53, !16}
!1464 = !{!1460, !1465, !1466}
!1465 = !DILocalVariable(name: "__n", arg: 2, scope: !1461, file: !1449, line: 691, type: !16)
!1466 = !DILocalVariable(name: "__can_fill", scope: !1461, file: !1449, line: 696, type: !259)
!1467 = !{!1456, !1457}
!1468 = !DILocation(line: 0, scope: !1461, inlinedAt: !1469)
!1469 = distinct !DILocation(line: 766, column: 14, scope: !1448, inlinedAt: !1459)
!1470 = !DILocalVariable(name: "__first", arg: 1, scope: !1471, file: !1449, line: 655, type: !53)
!1471 = distinct !DISubprogram(name: "__uninit_default_n<int *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_", scope: !1472, file: !1449, line: 655, type: !1462, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1467, declaration: !1475, retainedNodes: !1476)
!1472 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !7, file: !1449, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !154, templateParams: !1473, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1473 = !{!1474}
!1474 = !DITemplateValueParameter(name: "_TrivialValueType", type: !147, value: i8 1)
!1475 = !DISubprogram(name: "__uninit_default_n<int *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_", scope: !1472, file: !1449, line: 655, type: !1462, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1467)
!1476 = !{!1470, !1477, !1478}
!1477 = !DILocalVariable(name: "__n", arg: 2, scope: !1471, file: !1449, line: 655, type: !16)
!1478 = !DILocalVariable(name: "__val", scope: !1479, file: !1449, line: 659, type: !1481)
!1479 = distinct !DILexicalBlock(scope: !1480, file: !1449, line: 658, column: 6)
!1480 = distinct !DILexicalBlock(scope: !1471, file: !1449, line: 657, column: 8)
!1481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1482, size: 64)
!1482 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1484, file: !1483, line: 213, baseType: !8)
!1483 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1484 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<int *>", scope: !7, file: !1483, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !154, templateParams: !1485, identifier: "_ZTSSt15iterator_traitsIPiE")
!1485 = !{!1486}
!1486 = !DITemplateTypeParameter(name: "_Iterator", type: !53)
!1487 = !DILocation(line: 0, scope: !1471, inlinedAt: !1488)
!1488 = distinct !DILocation(line: 699, column: 14, scope: !1461, inlinedAt: !1469)
!1489 = !DILocation(line: 0, scope: !1479, inlinedAt: !1488)
!1490 = !DILocalVariable(name: "__p", arg: 1, scope: !1491, file: !1492, line: 109, type: !53)
!1491 = distinct !DISubprogram(name: "_Construct<int>", linkageName: "_ZSt10_ConstructIiJEEvPT_DpOT0_", scope: !7, file: !1492, line: 109, type: !1493, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1496, retainedNodes: !1495)
!1492 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1493 = !DISubroutineType(types: !1494)
!1494 = !{null, !53}
!1495 = !{!1490}
!1496 = !{!104, !1497}
!1497 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !154)
!1498 = !DILocation(line: 0, scope: !1491, inlinedAt: !1499)
!1499 = distinct !DILocation(line: 661, column: 8, scope: !1479, inlinedAt: !1488)
!1500 = !DILocation(line: 119, column: 7, scope: !1491, inlinedAt: !1499)
!1501 = !{!1502, !1502, i64 0}
!1502 = !{!"int", !1369, i64 0}
!1503 = !DILocation(line: 662, column: 8, scope: !1479, inlinedAt: !1488)
!1504 = !DILocalVariable(name: "__first", arg: 1, scope: !1505, file: !1506, line: 1143, type: !53)
!1505 = distinct !DISubprogram(name: "fill_n<int *, unsigned long, int>", linkageName: "_ZSt6fill_nIPimiET_S1_T0_RKT1_", scope: !7, file: !1506, line: 1143, type: !1507, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1512, retainedNodes: !1509)
!1506 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1507 = !DISubroutineType(types: !1508)
!1508 = !{!53, !53, !16, !89}
!1509 = !{!1504, !1510, !1511}
!1510 = !DILocalVariable(name: "__n", arg: 2, scope: !1505, file: !1506, line: 1143, type: !16)
!1511 = !DILocalVariable(name: "__value", arg: 3, scope: !1505, file: !1506, line: 1143, type: !89)
!1512 = !{!1513, !1457, !104}
!1513 = !DITemplateTypeParameter(name: "_OI", type: !53)
!1514 = !DILocation(line: 0, scope: !1505, inlinedAt: !1515)
!1515 = distinct !DILocation(line: 663, column: 18, scope: !1479, inlinedAt: !1488)
!1516 = !DILocalVariable(name: "__first", arg: 1, scope: !1517, file: !1506, line: 1108, type: !53)
!1517 = distinct !DISubprogram(name: "__fill_n_a<int *, unsigned long, int>", linkageName: "_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !7, file: !1506, line: 1108, type: !1518, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1534, retainedNodes: !1530)
!1518 = !DISubroutineType(types: !1519)
!1519 = !{!53, !53, !16, !89, !1520}
!1520 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !7, file: !1483, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1521, identifier: "_ZTSSt26random_access_iterator_tag")
!1521 = !{!1522}
!1522 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1520, baseType: !1523, extraData: i32 0)
!1523 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !7, file: !1483, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1524, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1524 = !{!1525}
!1525 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1523, baseType: !1526, extraData: i32 0)
!1526 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !7, file: !1483, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1527, identifier: "_ZTSSt20forward_iterator_tag")
!1527 = !{!1528}
!1528 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1526, baseType: !1529, extraData: i32 0)
!1529 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !7, file: !1483, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !154, identifier: "_ZTSSt18input_iterator_tag")
!1530 = !{!1516, !1531, !1532, !1533}
!1531 = !DILocalVariable(name: "__n", arg: 2, scope: !1517, file: !1506, line: 1108, type: !16)
!1532 = !DILocalVariable(name: "__value", arg: 3, scope: !1517, file: !1506, line: 1108, type: !89)
!1533 = !DILocalVariable(arg: 4, scope: !1517, file: !1506, line: 1109, type: !1520)
!1534 = !{!1535, !1457, !104}
!1535 = !DITemplateTypeParameter(name: "_OutputIterator", type: !53)
!1536 = !DILocation(line: 0, scope: !1517, inlinedAt: !1537)
!1537 = distinct !DILocation(line: 1148, column: 14, scope: !1505, inlinedAt: !1515)
!1538 = !DILocation(line: 1109, column: 40, scope: !1517, inlinedAt: !1537)
!1539 = !DILocation(line: 1114, column: 15, scope: !1540, inlinedAt: !1537)
!1540 = distinct !DILexicalBlock(scope: !1517, file: !1506, line: 1114, column: 11)
!1541 = !DILocation(line: 1114, column: 11, scope: !1517, inlinedAt: !1537)
!1542 = !DILocation(line: 397, column: 59, scope: !1411, inlinedAt: !1415)
!1543 = !DILocalVariable(name: "__first", arg: 1, scope: !1544, file: !1506, line: 967, type: !53)
!1544 = distinct !DISubprogram(name: "__fill_a<int *, int>", linkageName: "_ZSt8__fill_aIPiiEvT_S1_RKT0_", scope: !7, file: !1506, line: 967, type: !1545, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1550, retainedNodes: !1547)
!1545 = !DISubroutineType(types: !1546)
!1546 = !{null, !53, !53, !89}
!1547 = !{!1543, !1548, !1549}
!1548 = !DILocalVariable(name: "__last", arg: 2, scope: !1544, file: !1506, line: 967, type: !53)
!1549 = !DILocalVariable(name: "__value", arg: 3, scope: !1544, file: !1506, line: 967, type: !89)
!1550 = !{!1551, !104}
!1551 = !DITemplateTypeParameter(name: "_FIte", type: !53)
!1552 = !DILocation(line: 0, scope: !1544, inlinedAt: !1553)
!1553 = distinct !DILocation(line: 1119, column: 7, scope: !1517, inlinedAt: !1537)
!1554 = !DILocalVariable(name: "__value", arg: 3, scope: !1555, file: !1506, line: 918, type: !89)
!1555 = distinct !DISubprogram(name: "__fill_a1<int *, int>", linkageName: "_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !7, file: !1506, line: 917, type: !1556, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1568, retainedNodes: !1564)
!1556 = !DISubroutineType(types: !1557)
!1557 = !{!1558, !53, !53, !89}
!1558 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1560, file: !1559, line: 50, baseType: null)
!1559 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1560 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !43, file: !1559, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !154, templateParams: !1561, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1561 = !{!1562, !1563}
!1562 = !DITemplateValueParameter(type: !147, value: i8 1)
!1563 = !DITemplateTypeParameter(type: null)
!1564 = !{!1565, !1566, !1554, !1567}
!1565 = !DILocalVariable(name: "__first", arg: 1, scope: !1555, file: !1506, line: 917, type: !53)
!1566 = !DILocalVariable(name: "__last", arg: 2, scope: !1555, file: !1506, line: 917, type: !53)
!1567 = !DILocalVariable(name: "__tmp", scope: !1555, file: !1506, line: 920, type: !87)
!1568 = !{!1456, !104}
!1569 = !DILocation(line: 0, scope: !1555, inlinedAt: !1570)
!1570 = distinct !DILocation(line: 968, column: 7, scope: !1544, inlinedAt: !1553)
!1571 = !DILocation(line: 921, column: 7, scope: !1572, inlinedAt: !1570)
!1572 = distinct !DILexicalBlock(scope: !1555, file: !1506, line: 921, column: 7)
!1573 = !DILocation(line: 922, column: 11, scope: !1574, inlinedAt: !1570)
!1574 = distinct !DILexicalBlock(scope: !1572, file: !1506, line: 921, column: 7)
!1575 = !DILocation(line: 665, column: 4, scope: !1471, inlinedAt: !1488)
!1576 = !DILocation(line: 0, scope: !1360)
!1577 = !DILocation(line: 48, column: 3, scope: !1360)
!1578 = !DILocation(line: 48, column: 27, scope: !1579)
!1579 = distinct !DILexicalBlock(scope: !1360, file: !3, line: 48, column: 3)
!1580 = !DILocation(line: 49, column: 11, scope: !1579)
!1581 = distinct !{!1581, !1577, !1582, !1583, !1584}
!1582 = !DILocation(line: 49, column: 13, scope: !1360)
!1583 = !{!"llvm.loop.mustprogress"}
!1584 = !{!"llvm.loop.isvectorized", i32 1}
!1585 = distinct !{!1585, !1586}
!1586 = !{!"llvm.loop.unroll.disable"}
!1587 = !DILocalVariable(name: "xs", arg: 1, scope: !1588, file: !3, line: 28, type: !320)
!1588 = distinct !DISubprogram(name: "sum_checked", linkageName: "_ZL11sum_checkedRKSt6vectorIiSaIiEEiPi", scope: !3, file: !3, line: 28, type: !1589, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1591)
!1589 = !DISubroutineType(types: !1590)
!1590 = !{!547, !320, !8, !53}
!1591 = !{!1587, !1592, !1593, !1594, !1595, !1597}
!1592 = !DILocalVariable(name: "mode", arg: 2, scope: !1588, file: !3, line: 28, type: !8)
!1593 = !DILocalVariable(name: "bad", arg: 3, scope: !1588, file: !3, line: 28, type: !53)
!1594 = !DILocalVariable(name: "s", scope: !1588, file: !3, line: 30, type: !547)
!1595 = !DILocalVariable(name: "i", scope: !1596, file: !3, line: 31, type: !570)
!1596 = distinct !DILexicalBlock(scope: !1588, file: !3, line: 31, column: 3)
!1597 = !DILocalVariable(name: "e", scope: !1598, file: !3, line: 34, type: !1600)
!1598 = distinct !DILexicalBlock(scope: !1599, file: !3, line: 31, column: 42)
!1599 = distinct !DILexicalBlock(scope: !1596, file: !3, line: 31, column: 3)
!1600 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1601, size: 64)
!1601 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!1602 = !DILocation(line: 0, scope: !1588, inlinedAt: !1603)
!1603 = distinct !DILocation(line: 51, column: 12, scope: !1350)
!1604 = !DILocation(line: 0, scope: !1596, inlinedAt: !1603)
!1605 = !DILocalVariable(name: "this", arg: 1, scope: !1606, type: !1608, flags: DIFlagArtificial | DIFlagObjectPointer)
!1606 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !29, file: !13, line: 987, type: !398, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !397, retainedNodes: !1607)
!1607 = !{!1605}
!1608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!1609 = !DILocation(line: 0, scope: !1606, inlinedAt: !1610)
!1610 = distinct !DILocation(line: 31, column: 29, scope: !1599, inlinedAt: !1603)
!1611 = !DILocation(line: 31, column: 24, scope: !1599, inlinedAt: !1603)
!1612 = !DILocation(line: 31, column: 3, scope: !1596, inlinedAt: !1603)
!1613 = !DILocation(line: 33, column: 35, scope: !1614, inlinedAt: !1603)
!1614 = distinct !DILexicalBlock(scope: !1598, file: !3, line: 32, column: 9)
!1615 = !DILocalVariable(name: "v", arg: 1, scope: !1616, file: !3, line: 19, type: !8)
!1616 = distinct !DISubprogram(name: "check", linkageName: "_ZL5checkii", scope: !3, file: !3, line: 19, type: !1617, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1619)
!1617 = !DISubroutineType(types: !1618)
!1618 = !{!8, !8, !8}
!1619 = !{!1615, !1620}
!1620 = !DILocalVariable(name: "mode", arg: 2, scope: !1616, file: !3, line: 19, type: !8)
!1621 = !DILocation(line: 0, scope: !1616, inlinedAt: !1622)
!1622 = distinct !DILocation(line: 33, column: 12, scope: !1614, inlinedAt: !1603)
!1623 = !DILocation(line: 21, column: 17, scope: !1624, inlinedAt: !1622)
!1624 = distinct !DILexicalBlock(scope: !1616, file: !3, line: 21, column: 7)
!1625 = !DILocation(line: 22, column: 5, scope: !1624, inlinedAt: !1622)
!1626 = !DILocalVariable(name: "this", arg: 1, scope: !1627, type: !1630, flags: DIFlagArtificial | DIFlagObjectPointer)
!1627 = distinct !DISubprogram(name: "Invalid", linkageName: "_ZN7InvalidC2Ei", scope: !17, file: !3, line: 13, type: !23, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !22, retainedNodes: !1628)
!1628 = !{!1626, !1629}
!1629 = !DILocalVariable(name: "v", arg: 2, scope: !1627, file: !3, line: 13, type: !8)
!1630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1631 = !DILocation(line: 0, scope: !1627, inlinedAt: !1632)
!1632 = distinct !DILocation(line: 22, column: 11, scope: !1624, inlinedAt: !1622)
!1633 = !DILocation(line: 13, column: 75, scope: !1627, inlinedAt: !1632)
!1634 = !DILocation(line: 13, column: 29, scope: !1627, inlinedAt: !1632)
!1635 = !{!1636, !1636, i64 0}
!1636 = !{!"vtable pointer", !1370, i64 0}
!1637 = !DILocation(line: 13, column: 66, scope: !1627, inlinedAt: !1632)
!1638 = !{!1639, !1502, i64 16}
!1639 = !{!"_ZTS7Invalid", !1502, i64 16}
!1640 = !DILocation(line: 26, column: 1, scope: !1624, inlinedAt: !1622)
!1641 = !DILocation(line: 23, column: 17, scope: !1642, inlinedAt: !1622)
!1642 = distinct !DILexicalBlock(scope: !1616, file: !3, line: 23, column: 7)
!1643 = !DILocation(line: 17, column: 45, scope: !1644, inlinedAt: !1647)
!1644 = distinct !DISubprogram(name: "next_rand", linkageName: "_ZL9next_randv", scope: !3, file: !3, line: 17, type: !1645, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !154)
!1645 = !DISubroutineType(types: !1646)
!1646 = !{!730}
!1647 = distinct !DILocation(line: 23, column: 20, scope: !1642, inlinedAt: !1622)
!1648 = !DILocation(line: 17, column: 49, scope: !1644, inlinedAt: !1647)
!1649 = !DILocation(line: 17, column: 63, scope: !1644, inlinedAt: !1647)
!1650 = !DILocation(line: 17, column: 43, scope: !1644, inlinedAt: !1647)
!1651 = !DILocation(line: 17, column: 73, scope: !1644, inlinedAt: !1647)
!1652 = !DILocation(line: 23, column: 32, scope: !1642, inlinedAt: !1622)
!1653 = !DILocation(line: 23, column: 36, scope: !1642, inlinedAt: !1622)
!1654 = !DILocation(line: 23, column: 7, scope: !1616, inlinedAt: !1622)
!1655 = !DILocation(line: 24, column: 5, scope: !1642, inlinedAt: !1622)
!1656 = !DILocation(line: 0, scope: !1627, inlinedAt: !1657)
!1657 = distinct !DILocation(line: 24, column: 11, scope: !1642, inlinedAt: !1622)
!1658 = !DILocation(line: 13, column: 75, scope: !1627, inlinedAt: !1657)
!1659 = !DILocation(line: 13, column: 29, scope: !1627, inlinedAt: !1657)
!1660 = !DILocation(line: 13, column: 66, scope: !1627, inlinedAt: !1657)
!1661 = !DILocation(line: 26, column: 1, scope: !1642, inlinedAt: !1622)
!1662 = !DILocation(line: 25, column: 12, scope: !1616, inlinedAt: !1622)
!1663 = !DILocation(line: 33, column: 12, scope: !1614, inlinedAt: !1603)
!1664 = !DILocation(line: 33, column: 9, scope: !1614, inlinedAt: !1603)
!1665 = !DILocation(line: 34, column: 5, scope: !1614, inlinedAt: !1603)
!1666 = !DILocation(line: 39, column: 1, scope: !1614, inlinedAt: !1603)
!1667 = !DILocation(line: 0, scope: !1598, inlinedAt: !1603)
!1668 = !DILocation(line: 35, column: 13, scope: !1669, inlinedAt: !1603)
!1669 = distinct !DILexicalBlock(scope: !1598, file: !3, line: 34, column: 43)
!1670 = !DILocation(line: 36, column: 5, scope: !1669, inlinedAt: !1603)
!1671 = !DILocation(line: 988, column: 40, scope: !1606, inlinedAt: !1610)
!1672 = !DILocation(line: 31, column: 38, scope: !1599, inlinedAt: !1603)
!1673 = !DILocation(line: 988, column: 50, scope: !1606, inlinedAt: !1610)
!1674 = distinct !{!1674, !1612, !1675, !1583}
!1675 = !DILocation(line: 37, column: 3, scope: !1596, inlinedAt: !1603)
!1676 = !DILocalVariable(name: "this", arg: 1, scope: !1677, type: !1392, flags: DIFlagArtificial | DIFlagObjectPointer)
!1677 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !29, file: !13, line: 1121, type: !412, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !411, retainedNodes: !1678)
!1678 = !{!1676, !1679}
!1679 = !DILocalVariable(name: "__n", arg: 2, scope: !1677, file: !13, line: 1121, type: !12)
!1680 = !DILocation(line: 0, scope: !1677, inlinedAt: !1681)
!1681 = distinct !DILocation(line: 49, column: 5, scope: !1579)
!1682 = !DILocation(line: 1124, column: 34, scope: !1677, inlinedAt: !1681)
!1683 = !DILocation(line: 48, column: 21, scope: !1579)
!1684 = distinct !{!1684, !1577, !1582, !1583, !1685, !1584}
!1685 = !{!"llvm.loop.unroll.runtime.disable"}
!1686 = !DILocation(line: 52, column: 3, scope: !1350)
!1687 = !DILocalVariable(name: "this", arg: 1, scope: !1688, type: !1392, flags: DIFlagArtificial | DIFlagObjectPointer)
!1688 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !29, file: !13, line: 728, type: !299, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !350, retainedNodes: !1689)
!1689 = !{!1687}
!1690 = !DILocation(line: 0, scope: !1688, inlinedAt: !1691)
!1691 = distinct !DILocation(line: 54, column: 1, scope: !1350)
!1692 = !DILocalVariable(name: "this", arg: 1, scope: !1693, type: !1407, flags: DIFlagArtificial | DIFlagObjectPointer)
!1693 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !32, file: !13, line: 364, type: !216, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !242, retainedNodes: !1694)
!1694 = !{!1692}
!1695 = !DILocation(line: 0, scope: !1693, inlinedAt: !1696)
!1696 = distinct !DILocation(line: 733, column: 7, scope: !1697, inlinedAt: !1691)
!1697 = distinct !DILexicalBlock(scope: !1688, file: !13, line: 729, column: 7)
!1698 = !DILocalVariable(name: "this", arg: 1, scope: !1699, type: !1407, flags: DIFlagArtificial | DIFlagObjectPointer)
!1699 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !32, file: !13, line: 383, type: !247, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !246, retainedNodes: !1700)
!1700 = !{!1698, !1701, !1702}
!1701 = !DILocalVariable(name: "__p", arg: 2, scope: !1699, file: !13, line: 383, type: !160)
!1702 = !DILocalVariable(name: "__n", arg: 3, scope: !1699, file: !13, line: 383, type: !14)
!1703 = !DILocation(line: 0, scope: !1699, inlinedAt: !1704)
!1704 = distinct !DILocation(line: 366, column: 2, scope: !1705, inlinedAt: !1696)
!1705 = distinct !DILexicalBlock(scope: !1693, file: !13, line: 365, column: 7)
!1706 = !DILocalVariable(name: "__a", arg: 1, scope: !1707, file: !47, line: 495, type: !54)
!1707 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !46, file: !47, line: 495, type: !125, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !124, retainedNodes: !1708)
!1708 = !{!1706, !1709, !1710}
!1709 = !DILocalVariable(name: "__p", arg: 2, scope: !1707, file: !47, line: 495, type: !52)
!1710 = !DILocalVariable(name: "__n", arg: 3, scope: !1707, file: !47, line: 495, type: !119)
!1711 = !DILocation(line: 0, scope: !1707, inlinedAt: !1712)
!1712 = distinct !DILocation(line: 387, column: 4, scope: !1713, inlinedAt: !1704)
!1713 = distinct !DILexicalBlock(scope: !1699, file: !13, line: 386, column: 6)
!1714 = !DILocalVariable(name: "this", arg: 1, scope: !1715, type: !1434, flags: DIFlagArtificial | DIFlagObjectPointer)
!1715 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !62, file: !63, line: 142, type: !97, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !96, retainedNodes: !1716)
!1716 = !{!1714, !1717, !1718}
!1717 = !DILocalVariable(name: "__p", arg: 2, scope: !1715, file: !63, line: 142, type: !53)
!1718 = !DILocalVariable(name: "__n", arg: 3, scope: !1715, file: !63, line: 142, type: !93)
!1719 = !DILocation(line: 0, scope: !1715, inlinedAt: !1720)
!1720 = distinct !DILocation(line: 496, column: 13, scope: !1707, inlinedAt: !1712)
!1721 = !DILocation(line: 158, column: 2, scope: !1715, inlinedAt: !1720)
!1722 = !DILocation(line: 54, column: 1, scope: !1350)
!1723 = !DILocation(line: 0, scope: !1688, inlinedAt: !1724)
!1724 = distinct !DILocation(line: 54, column: 1, scope: !1350)
!1725 = !DILocation(line: 0, scope: !1693, inlinedAt: !1726)
!1726 = distinct !DILocation(line: 733, column: 7, scope: !1697, inlinedAt: !1724)
!1727 = !DILocation(line: 0, scope: !1699, inlinedAt: !1728)
!1728 = distinct !DILocation(line: 366, column: 2, scope: !1705, inlinedAt: !1726)
!1729 = !DILocation(line: 0, scope: !1707, inlinedAt: !1730)
!1730 = distinct !DILocation(line: 387, column: 4, scope: !1713, inlinedAt: !1728)
!1731 = !DILocation(line: 0, scope: !1715, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 496, column: 13, scope: !1707, inlinedAt: !1730)
!1733 = !DILocation(line: 158, column: 2, scope: !1715, inlinedAt: !1732)
!1734 = distinct !DISubprogram(name: "~Invalid", linkageName: "_ZN7InvalidD0Ev", scope: !17, file: !3, line: 11, type: !1735, scopeLine: 11, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !1737, retainedNodes: !1738)
!1735 = !DISubroutineType(types: !1736)
!1736 = !{null, !25}
!1737 = !DISubprogram(name: "~Invalid", scope: !17, type: !1735, containingType: !17, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1738 = !{!1739}
!1739 = !DILocalVariable(name: "this", arg: 1, scope: !1734, type: !1630, flags: DIFlagArtificial | DIFlagObjectPointer)
!1740 = !DILocation(line: 0, scope: !1734)
!1741 = !DILocation(line: 11, column: 8, scope: !1734)
