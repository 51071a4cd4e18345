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
%"struct.std::integral_constant" = type { i8 }

$_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev = comdat any

$_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_ = comdat any

@0 = private unnamed_addr constant [35 x i8] c";omp_vector.cpp;kernel_rows;14;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@2 = private unnamed_addr constant [36 x i8] c";omp_vector.cpp;kernel_rows;14;63;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [24 x i8] c"total %ld checksum %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef i64 @_Z11kernel_rowsRSt6vectorIS_IiSaIiEESaIS1_EE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) local_unnamed_addr #0 !dbg !1475 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1479, metadata !DIExpression()), !dbg !1482
  %4 = bitcast i64* %2 to i8*, !dbg !1483
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #3, !dbg !1483
  call void @llvm.dbg.value(metadata i64 0, metadata !1480, metadata !DIExpression()), !dbg !1482
  store i64 0, i64* %2, align 8, !dbg !1484, !tbaa !1485
  %5 = bitcast i32* %3 to i8*, !dbg !1489
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #3, !dbg !1489
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1490, metadata !DIExpression()), !dbg !1494
  %6 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !1496
  %7 = load %"class.std::vector.0"*, %"class.std::vector.0"** %6, align 8, !dbg !1496, !tbaa !1497
  %8 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1500
  %9 = load %"class.std::vector.0"*, %"class.std::vector.0"** %8, align 8, !dbg !1500, !tbaa !1501
  %10 = ptrtoint %"class.std::vector.0"* %7 to i64, !dbg !1502
  %11 = ptrtoint %"class.std::vector.0"* %9 to i64, !dbg !1502
  %12 = sub i64 %10, %11, !dbg !1502
  %13 = sdiv exact i64 %12, 24, !dbg !1502
  %14 = trunc i64 %13 to i32, !dbg !1503
  call void @llvm.dbg.value(metadata i32 %14, metadata !1481, metadata !DIExpression()), !dbg !1482
  store i32 %14, i32* %3, align 4, !dbg !1504, !tbaa !1505
  call void @llvm.dbg.value(metadata i64* %2, metadata !1480, metadata !DIExpression(DW_OP_deref)), !dbg !1482
  call void @llvm.dbg.value(metadata i32* %3, metadata !1481, metadata !DIExpression(DW_OP_deref)), !dbg !1482
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, %"class.std::vector"*, i64*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, %"class.std::vector"* nonnull %0, i64* nonnull %2), !dbg !1507
  %15 = load i64, i64* %2, align 8, !dbg !1508, !tbaa !1485
  call void @llvm.dbg.value(metadata i64 %15, metadata !1480, metadata !DIExpression()), !dbg !1482
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #3, !dbg !1509
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #3, !dbg !1509
  ret i64 %15, !dbg !1510
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !1511 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !1514, metadata !DIExpression()), !dbg !1516
  call void @llvm.dbg.value(metadata i8* %1, metadata !1515, metadata !DIExpression()), !dbg !1516
  %3 = bitcast i8* %1 to i64**, !dbg !1517
  %4 = load i64*, i64** %3, align 8, !dbg !1517
  %5 = bitcast i8* %0 to i64**, !dbg !1517
  %6 = load i64*, i64** %5, align 8, !dbg !1517
  %7 = load i64, i64* %6, align 8, !dbg !1518, !tbaa !1485
  %8 = load i64, i64* %4, align 8, !dbg !1518, !tbaa !1485
  %9 = add nsw i64 %8, %7, !dbg !1519
  store i64 %9, i64* %6, align 8, !dbg !1519, !tbaa !1485
  ret void, !dbg !1518
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, %"class.std::vector"* nocapture noundef nonnull readonly align 8 dereferenceable(24) %3, i64* nocapture noundef nonnull align 8 dereferenceable(8) %4) #6 !dbg !1520 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca [1 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %0, metadata !1527, metadata !DIExpression()), !dbg !1532
  call void @llvm.dbg.value(metadata i32* %1, metadata !1528, metadata !DIExpression()), !dbg !1532
  call void @llvm.dbg.value(metadata i32* %2, metadata !1529, metadata !DIExpression()), !dbg !1532
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1530, metadata !DIExpression()), !dbg !1532
  call void @llvm.dbg.value(metadata i64* %4, metadata !1531, metadata !DIExpression()), !dbg !1532
  call void @llvm.experimental.noalias.scope.decl(metadata !1533), !dbg !1536
  %12 = bitcast [1 x i8*]* %11 to i8*, !dbg !1537
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12), !dbg !1537
  call void @llvm.dbg.value(metadata i32* %0, metadata !1540, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* undef, metadata !1541, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %2, metadata !1542, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1543, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i64* %4, metadata !1544, metadata !DIExpression()) #3, !dbg !1537
  %13 = load i32, i32* %2, align 4, !dbg !1569, !tbaa !1505, !noalias !1533
  call void @llvm.dbg.value(metadata i32 %13, metadata !1546, metadata !DIExpression()) #3, !dbg !1537
  %14 = add nsw i32 %13, -1, !dbg !1570
  call void @llvm.dbg.value(metadata i32 %14, metadata !1546, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32 0, metadata !1547, metadata !DIExpression()) #3, !dbg !1537
  %15 = icmp sgt i32 %13, 0, !dbg !1570
  br i1 %15, label %16, label %84, !dbg !1570

16:                                               ; preds = %5
  %17 = bitcast i32* %6 to i8*, !dbg !1570
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #3, !dbg !1570, !noalias !1533
  call void @llvm.dbg.value(metadata i32 0, metadata !1548, metadata !DIExpression()) #3, !dbg !1537
  store i32 0, i32* %6, align 4, !dbg !1571, !tbaa !1505, !noalias !1533
  %18 = bitcast i32* %7 to i8*, !dbg !1570
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #3, !dbg !1570, !noalias !1533
  call void @llvm.dbg.value(metadata i32 %14, metadata !1549, metadata !DIExpression()) #3, !dbg !1537
  store i32 %14, i32* %7, align 4, !dbg !1571, !tbaa !1505, !noalias !1533
  %19 = bitcast i32* %8 to i8*, !dbg !1570
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #3, !dbg !1570, !noalias !1533
  call void @llvm.dbg.value(metadata i32 1, metadata !1550, metadata !DIExpression()) #3, !dbg !1537
  store i32 1, i32* %8, align 4, !dbg !1571, !tbaa !1505, !noalias !1533
  %20 = bitcast i32* %9 to i8*, !dbg !1570
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #3, !dbg !1570, !noalias !1533
  call void @llvm.dbg.value(metadata i32 0, metadata !1551, metadata !DIExpression()) #3, !dbg !1537
  store i32 0, i32* %9, align 4, !dbg !1571, !tbaa !1505, !noalias !1533
  %21 = bitcast i64* %10 to i8*, !dbg !1570
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #3, !dbg !1570, !noalias !1533
  call void @llvm.dbg.value(metadata i64 0, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  store i64 0, i64* %10, align 8, !dbg !1572, !tbaa !1485, !noalias !1533
  %22 = load i32, i32* %0, align 4, !dbg !1570, !tbaa !1505, !alias.scope !1533
  call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %22, i32 1073741860, i32 0, i32 %14, i32 1, i32 1) #3, !dbg !1570, !noalias !1533
  call void @llvm.dbg.value(metadata i32* %6, metadata !1548, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %7, metadata !1549, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %8, metadata !1550, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %9, metadata !1551, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  %23 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %22, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8) #3, !dbg !1570, !noalias !1533
  %24 = icmp eq i32 %23, 0, !dbg !1570
  br i1 %24, label %73, label %25, !dbg !1570

25:                                               ; preds = %16
  %26 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %3, i64 0, i32 0, i32 0, i32 0, i32 0
  br label %31, !dbg !1570

27:                                               ; preds = %57, %31
  %28 = phi i64 [ %33, %31 ], [ %58, %57 ]
  store i64 %28, i64* %10, align 8, !tbaa !1485, !noalias !1533
  call void @llvm.dbg.value(metadata i32* %6, metadata !1548, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %7, metadata !1549, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %8, metadata !1550, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %9, metadata !1551, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  %29 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %22, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8) #3, !dbg !1570, !noalias !1533
  %30 = icmp eq i32 %29, 0, !dbg !1570
  br i1 %30, label %73, label %31, !dbg !1570, !llvm.loop !1573

31:                                               ; preds = %27, %25
  %32 = load i32, i32* %6, align 4, !dbg !1571, !tbaa !1505, !noalias !1533
  call void @llvm.dbg.value(metadata i32 %32, metadata !1548, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32 %32, metadata !1545, metadata !DIExpression()) #3, !dbg !1537
  %33 = load i64, i64* %10, align 8, !tbaa !1485, !noalias !1533
  call void @llvm.dbg.value(metadata i32 %32, metadata !1545, metadata !DIExpression()) #3, !dbg !1537
  %34 = load i32, i32* %7, align 4, !dbg !1571, !tbaa !1505, !noalias !1533, !llvm.access.group !1576
  call void @llvm.dbg.value(metadata i32 %34, metadata !1549, metadata !DIExpression()) #3, !dbg !1537
  %35 = icmp sgt i32 %32, %34, !dbg !1570
  br i1 %35, label %27, label %36, !dbg !1570

36:                                               ; preds = %31
  %37 = load %"class.std::vector.0"*, %"class.std::vector.0"** %26, align 8, !tbaa !1501, !noalias !1533, !llvm.access.group !1576
  %38 = sext i32 %32 to i64, !dbg !1570
  br label %39, !dbg !1570

39:                                               ; preds = %57, %36
  %40 = phi i64 [ %38, %36 ], [ %59, %57 ]
  %41 = phi i64 [ %33, %36 ], [ %58, %57 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !1545, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i64 %40, metadata !1547, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %40), metadata !1553, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1577
  call void @llvm.dbg.value(metadata i32 1, metadata !1555, metadata !DIExpression()) #3, !dbg !1577
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %40), metadata !1556, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1578
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %40), metadata !1579, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1582
  %42 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %37, i64 %40, i32 0, i32 0, i32 0, i32 0, !dbg !1584
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1585, metadata !DIExpression()) #3, !dbg !1590
  call void @llvm.dbg.value(metadata i32** %42, metadata !1588, metadata !DIExpression()) #3, !dbg !1590
  %43 = load i32*, i32** %42, align 8, !dbg !1592, !tbaa !1593, !noalias !1533, !llvm.access.group !1576
  call void @llvm.dbg.value(metadata i32* %43, metadata !1558, metadata !DIExpression()) #3, !dbg !1578
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %40), metadata !1594, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1597
  %44 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %37, i64 %40, i32 0, i32 0, i32 0, i32 1, !dbg !1599
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1585, metadata !DIExpression()) #3, !dbg !1600
  call void @llvm.dbg.value(metadata i32** %44, metadata !1588, metadata !DIExpression()) #3, !dbg !1600
  %45 = load i32*, i32** %44, align 8, !dbg !1602, !tbaa !1593, !noalias !1533, !llvm.access.group !1576
  call void @llvm.dbg.value(metadata i32* %45, metadata !1559, metadata !DIExpression()) #3, !dbg !1578
  call void @llvm.dbg.value(metadata i32* %43, metadata !1558, metadata !DIExpression()) #3, !dbg !1578
  call void @llvm.dbg.value(metadata i32 1, metadata !1555, metadata !DIExpression()) #3, !dbg !1577
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1603, metadata !DIExpression()) #3, !dbg !1610
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1609, metadata !DIExpression()) #3, !dbg !1610
  %46 = icmp eq i32* %43, %45, !dbg !1612
  br i1 %46, label %47, label %49, !dbg !1613

47:                                               ; preds = %49, %39
  %48 = phi i32 [ 1, %39 ], [ %54, %49 ], !dbg !1577
  call void @llvm.dbg.value(metadata i32* %43, metadata !1564, metadata !DIExpression()) #3, !dbg !1614
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1603, metadata !DIExpression()) #3, !dbg !1615
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1609, metadata !DIExpression()) #3, !dbg !1615
  br i1 %46, label %57, label %63, !dbg !1617

49:                                               ; preds = %39, %49
  %50 = phi i32 [ %54, %49 ], [ 1, %39 ]
  %51 = phi i32* [ %55, %49 ], [ %43, %39 ]
  call void @llvm.dbg.value(metadata i32 %50, metadata !1555, metadata !DIExpression()) #3, !dbg !1577
  call void @llvm.dbg.value(metadata i32* %51, metadata !1558, metadata !DIExpression()) #3, !dbg !1578
  %52 = load i32, i32* %51, align 4, !dbg !1618, !tbaa !1505, !noalias !1533, !llvm.access.group !1576
  call void @llvm.dbg.value(metadata i32 %52, metadata !1560, metadata !DIExpression()) #3, !dbg !1619
  %53 = icmp sgt i32 %52, %50, !dbg !1620
  %54 = select i1 %53, i32 %52, i32 %50, !dbg !1622
  call void @llvm.dbg.value(metadata i32 %54, metadata !1555, metadata !DIExpression()) #3, !dbg !1577
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1623, metadata !DIExpression()) #3, !dbg !1626
  %55 = getelementptr inbounds i32, i32* %51, i64 1, !dbg !1628
  call void @llvm.dbg.value(metadata i32* %55, metadata !1558, metadata !DIExpression()) #3, !dbg !1578
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1603, metadata !DIExpression()) #3, !dbg !1610
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1609, metadata !DIExpression()) #3, !dbg !1610
  %56 = icmp eq i32* %55, %45, !dbg !1612
  br i1 %56, label %47, label %49, !dbg !1613, !llvm.loop !1629

57:                                               ; preds = %63, %47
  %58 = phi i64 [ %41, %47 ], [ %70, %63 ]
  %59 = add nsw i64 %40, 1, !dbg !1570
  call void @llvm.dbg.value(metadata i64 %59, metadata !1545, metadata !DIExpression()) #3, !dbg !1537
  %60 = load i32, i32* %7, align 4, !dbg !1571, !tbaa !1505, !noalias !1533, !llvm.access.group !1576
  call void @llvm.dbg.value(metadata i32 %60, metadata !1549, metadata !DIExpression()) #3, !dbg !1537
  %61 = sext i32 %60 to i64, !dbg !1570
  %62 = icmp slt i64 %40, %61, !dbg !1570
  br i1 %62, label %39, label %27, !dbg !1570, !llvm.loop !1633

63:                                               ; preds = %47, %63
  %64 = phi i32* [ %71, %63 ], [ %43, %47 ]
  %65 = phi i64 [ %70, %63 ], [ %41, %47 ]
  call void @llvm.dbg.value(metadata i32* %64, metadata !1564, metadata !DIExpression()) #3, !dbg !1614
  call void @llvm.dbg.value(metadata i32* %64, metadata !1566, metadata !DIExpression()) #3, !dbg !1635
  %66 = load i32, i32* %64, align 4, !dbg !1636, !tbaa !1505, !noalias !1533, !llvm.access.group !1576
  %67 = mul nsw i32 %66, 1000, !dbg !1638
  %68 = sdiv i32 %67, %48, !dbg !1639
  store i32 %68, i32* %64, align 4, !dbg !1640, !tbaa !1505, !noalias !1533, !llvm.access.group !1576
  %69 = sext i32 %68 to i64, !dbg !1641
  call void @llvm.dbg.value(metadata i64 %65, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %70 = add nsw i64 %65, %69, !dbg !1642
  call void @llvm.dbg.value(metadata i64 %70, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1623, metadata !DIExpression()) #3, !dbg !1643
  %71 = getelementptr inbounds i32, i32* %64, i64 1, !dbg !1645
  call void @llvm.dbg.value(metadata i32* %71, metadata !1564, metadata !DIExpression()) #3, !dbg !1614
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1603, metadata !DIExpression()) #3, !dbg !1615
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1609, metadata !DIExpression()) #3, !dbg !1615
  %72 = icmp eq i32* %71, %45, !dbg !1646
  br i1 %72, label %57, label %63, !dbg !1617, !llvm.loop !1647

73:                                               ; preds = %27, %16
  %74 = bitcast [1 x i8*]* %11 to i64**, !dbg !1574
  store i64* %10, i64** %74, align 8, !dbg !1574, !noalias !1533
  %75 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @3, i32 %22, i32 1, i64 8, i8* nonnull %12, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !1574, !noalias !1533
  switch i32 %75, label %83 [
    i32 1, label %76
    i32 2, label %80
  ], !dbg !1574

76:                                               ; preds = %73
  %77 = load i64, i64* %4, align 8, !dbg !1572, !tbaa !1485, !noalias !1533
  %78 = load i64, i64* %10, align 8, !dbg !1572, !tbaa !1485, !noalias !1533
  call void @llvm.dbg.value(metadata i64 %78, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %79 = add nsw i64 %78, %77, !dbg !1650
  store i64 %79, i64* %4, align 8, !dbg !1650, !tbaa !1485, !noalias !1533
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @3, i32 %22, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !1574, !noalias !1533
  br label %83, !dbg !1574

80:                                               ; preds = %73
  %81 = load i64, i64* %10, align 8, !dbg !1572, !tbaa !1485, !noalias !1533
  call void @llvm.dbg.value(metadata i64 %81, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %82 = atomicrmw add i64* %4, i64 %81 monotonic, align 8, !dbg !1574, !noalias !1533
  br label %83, !dbg !1574

83:                                               ; preds = %80, %76, %73
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #3, !dbg !1574, !noalias !1533
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #3, !dbg !1574, !noalias !1533
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #3, !dbg !1574, !noalias !1533
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #3, !dbg !1574, !noalias !1533
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #3, !dbg !1574, !noalias !1533
  br label %84, !dbg !1574

84:                                               ; preds = %5, %83
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12), !dbg !1651
  ret void, !dbg !1536
}

; Function Attrs: nounwind
declare !callback !1652 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1654 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::vector", align 8
  %6 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !1658, metadata !DIExpression()), !dbg !1674
  call void @llvm.dbg.value(metadata i8** %1, metadata !1659, metadata !DIExpression()), !dbg !1674
  %7 = icmp sgt i32 %0, 1, !dbg !1675
  br i1 %7, label %8, label %13, !dbg !1676

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1677
  %10 = load i8*, i8** %9, align 8, !dbg !1677, !tbaa !1593
  call void @llvm.dbg.value(metadata i8* %10, metadata !1271, metadata !DIExpression()) #3, !dbg !1678
  %11 = call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #3, !dbg !1680
  %12 = trunc i64 %11 to i32, !dbg !1680
  br label %13, !dbg !1676

13:                                               ; preds = %2, %8
  %14 = phi i32 [ %12, %8 ], [ 600, %2 ], !dbg !1676
  call void @llvm.dbg.value(metadata i32 %14, metadata !1660, metadata !DIExpression()), !dbg !1674
  %15 = bitcast %"class.std::vector"* %5 to i8*, !dbg !1681
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %15) #3, !dbg !1681
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %5, metadata !1661, metadata !DIExpression()), !dbg !1682
  %16 = sext i32 %14 to i64, !dbg !1683
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1684, metadata !DIExpression()), !dbg !1690
  call void @llvm.dbg.value(metadata i64 %16, metadata !1687, metadata !DIExpression()), !dbg !1690
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1688, metadata !DIExpression()), !dbg !1690
  call void @llvm.dbg.value(metadata i64 %16, metadata !1692, metadata !DIExpression()), !dbg !1696
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1695, metadata !DIExpression()), !dbg !1696
  %17 = icmp slt i32 %14, 0, !dbg !1698
  br i1 %17, label %18, label %19, !dbg !1700

18:                                               ; preds = %13
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #19, !dbg !1701
  unreachable, !dbg !1701

19:                                               ; preds = %13
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1702, metadata !DIExpression()), !dbg !1708
  call void @llvm.dbg.value(metadata i64 %16, metadata !1705, metadata !DIExpression()), !dbg !1708
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1706, metadata !DIExpression()), !dbg !1708
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1710, metadata !DIExpression()) #3, !dbg !1715
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1713, metadata !DIExpression()) #3, !dbg !1715
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1717, metadata !DIExpression()) #3, !dbg !1721
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %15, i8 0, i64 24, i1 false) #3, !dbg !1723
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1724, metadata !DIExpression()), !dbg !1728
  call void @llvm.dbg.value(metadata i64 %16, metadata !1727, metadata !DIExpression()), !dbg !1728
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1731, metadata !DIExpression()), !dbg !1735
  call void @llvm.dbg.value(metadata i64 %16, metadata !1734, metadata !DIExpression()), !dbg !1735
  %20 = icmp eq i32 %14, 0, !dbg !1737
  br i1 %20, label %25, label %21, !dbg !1738

21:                                               ; preds = %19
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1739, metadata !DIExpression()), !dbg !1743
  call void @llvm.dbg.value(metadata i64 %16, metadata !1742, metadata !DIExpression()), !dbg !1743
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1745, metadata !DIExpression()), !dbg !1751
  call void @llvm.dbg.value(metadata i64 %16, metadata !1748, metadata !DIExpression()), !dbg !1751
  call void @llvm.dbg.value(metadata i8* null, metadata !1749, metadata !DIExpression()), !dbg !1751
  %22 = mul nsw i64 %16, 24, !dbg !1753
  %23 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %22) #20, !dbg !1754
  %24 = bitcast i8* %23 to %"class.std::vector.0"*, !dbg !1755
  br label %25, !dbg !1738

25:                                               ; preds = %21, %19
  %26 = phi %"class.std::vector.0"* [ %24, %21 ], [ null, %19 ], !dbg !1738
  %27 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %5, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1756
  store %"class.std::vector.0"* %26, %"class.std::vector.0"** %27, align 8, !dbg !1757, !tbaa !1501
  %28 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %5, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !1758
  store %"class.std::vector.0"* %26, %"class.std::vector.0"** %28, align 8, !dbg !1759, !tbaa !1497
  %29 = getelementptr %"class.std::vector.0", %"class.std::vector.0"* %26, i64 %16, !dbg !1760
  %30 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %5, i64 0, i32 0, i32 0, i32 0, i32 2, !dbg !1761
  store %"class.std::vector.0"* %29, %"class.std::vector.0"** %30, align 8, !dbg !1762, !tbaa !1763
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1764, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.value(metadata i64 %16, metadata !1767, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %26, metadata !1771, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.value(metadata i64 %16, metadata !1777, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1778, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %26, metadata !1784, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata i64 %16, metadata !1789, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata i8 1, metadata !1790, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %26, metadata !1794, metadata !DIExpression()), !dbg !1803
  call void @llvm.dbg.value(metadata i64 %16, metadata !1801, metadata !DIExpression()), !dbg !1803
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %26, metadata !1802, metadata !DIExpression()), !dbg !1803
  br i1 %20, label %34, label %31, !dbg !1805

31:                                               ; preds = %25
  %32 = bitcast %"class.std::vector.0"* %26 to i8*, !dbg !1808
  %33 = mul nuw nsw i64 %16, 24, !dbg !1805
  call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %33, i1 false), !dbg !1810
  call void @llvm.dbg.value(metadata i32 undef, metadata !1802, metadata !DIExpression()), !dbg !1803
  call void @llvm.dbg.value(metadata i32 undef, metadata !1801, metadata !DIExpression()), !dbg !1803
  call void @llvm.dbg.value(metadata i32 undef, metadata !1835, metadata !DIExpression()), !dbg !1839
  call void @llvm.dbg.value(metadata i32 undef, metadata !1828, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.value(metadata i32 undef, metadata !1823, metadata !DIExpression()), !dbg !1841
  call void @llvm.dbg.value(metadata i32 undef, metadata !1818, metadata !DIExpression()), !dbg !1842
  call void @llvm.dbg.value(metadata i32 undef, metadata !1813, metadata !DIExpression()), !dbg !1843
  call void @llvm.dbg.value(metadata i32 undef, metadata !1801, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1803
  call void @llvm.dbg.value(metadata i32 undef, metadata !1802, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !1803
  br label %34, !dbg !1844

34:                                               ; preds = %25, %31
  %35 = phi %"class.std::vector.0"* [ %26, %25 ], [ %29, %31 ], !dbg !1803
  store %"class.std::vector.0"* %35, %"class.std::vector.0"** %28, align 8, !dbg !1845, !tbaa !1497
  call void @llvm.dbg.value(metadata i32 6, metadata !1662, metadata !DIExpression()), !dbg !1674
  call void @llvm.dbg.value(metadata i32 0, metadata !1663, metadata !DIExpression()), !dbg !1846
  %36 = icmp sgt i32 %14, 0, !dbg !1847
  br i1 %36, label %37, label %40, !dbg !1848

37:                                               ; preds = %34
  %38 = bitcast i32* %6 to i8*
  %39 = zext i32 %14 to i64, !dbg !1847
  br label %55, !dbg !1848

40:                                               ; preds = %107, %34
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1479, metadata !DIExpression()) #3, !dbg !1849
  %41 = bitcast i64* %3 to i8*, !dbg !1851
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %41) #3, !dbg !1851
  call void @llvm.dbg.value(metadata i64 0, metadata !1480, metadata !DIExpression()) #3, !dbg !1849
  store i64 0, i64* %3, align 8, !dbg !1852, !tbaa !1485
  %42 = bitcast i32* %4 to i8*, !dbg !1853
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %42) #3, !dbg !1853
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1490, metadata !DIExpression()) #3, !dbg !1854
  %43 = load %"class.std::vector.0"*, %"class.std::vector.0"** %28, align 8, !dbg !1856, !tbaa !1497
  %44 = load %"class.std::vector.0"*, %"class.std::vector.0"** %27, align 8, !dbg !1857, !tbaa !1501
  %45 = ptrtoint %"class.std::vector.0"* %43 to i64, !dbg !1858
  %46 = ptrtoint %"class.std::vector.0"* %44 to i64, !dbg !1858
  %47 = sub i64 %45, %46, !dbg !1858
  %48 = sdiv exact i64 %47, 24, !dbg !1858
  %49 = trunc i64 %48 to i32, !dbg !1859
  call void @llvm.dbg.value(metadata i32 %49, metadata !1481, metadata !DIExpression()) #3, !dbg !1849
  store i32 %49, i32* %4, align 4, !dbg !1860, !tbaa !1505
  call void @llvm.dbg.value(metadata i64* %3, metadata !1480, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1849
  call void @llvm.dbg.value(metadata i32* %4, metadata !1481, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1849
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, %"class.std::vector"*, i64*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %4, %"class.std::vector"* nonnull %5, i64* nonnull %3) #3, !dbg !1861
  %50 = load i64, i64* %3, align 8, !dbg !1862, !tbaa !1485
  call void @llvm.dbg.value(metadata i64 %50, metadata !1480, metadata !DIExpression()) #3, !dbg !1849
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %42) #3, !dbg !1863
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41) #3, !dbg !1863
  call void @llvm.dbg.value(metadata i64 %50, metadata !1670, metadata !DIExpression()), !dbg !1674
  call void @llvm.dbg.value(metadata i64 0, metadata !1671, metadata !DIExpression()), !dbg !1674
  call void @llvm.dbg.value(metadata i32 0, metadata !1672, metadata !DIExpression()), !dbg !1864
  %51 = icmp sgt i32 %14, 0, !dbg !1865
  br i1 %51, label %52, label %138, !dbg !1867

52:                                               ; preds = %40
  %53 = load %"class.std::vector.0"*, %"class.std::vector.0"** %27, align 8, !tbaa !1501
  %54 = sext i32 %14 to i64, !dbg !1867
  br label %160, !dbg !1867

55:                                               ; preds = %37, %107
  %56 = phi i64 [ 0, %37 ], [ %108, %107 ]
  %57 = phi i32 [ 1, %37 ], [ %109, %107 ]
  %58 = phi i32 [ 6, %37 ], [ %117, %107 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !1663, metadata !DIExpression()), !dbg !1846
  call void @llvm.dbg.value(metadata i32 %58, metadata !1662, metadata !DIExpression()), !dbg !1674
  %59 = trunc i64 %56 to i32, !dbg !1868
  %60 = urem i32 %59, 50, !dbg !1868
  %61 = sub i32 %60, %59, !dbg !1868
  %62 = trunc i64 %56 to i32, !dbg !1868
  %63 = urem i32 %62, 50, !dbg !1868
  %64 = add nuw nsw i32 %63, 1, !dbg !1869
  %65 = trunc i64 %56 to i32, !dbg !1870
  %66 = urem i32 %65, 61, !dbg !1870
  %67 = icmp eq i32 %66, 0, !dbg !1871
  %68 = select i1 %67, i32 300, i32 0, !dbg !1872
  %69 = add nuw nsw i32 %64, %68, !dbg !1873
  call void @llvm.dbg.value(metadata i32 %69, metadata !1665, metadata !DIExpression()), !dbg !1874
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1875, metadata !DIExpression()), !dbg !1879
  call void @llvm.dbg.value(metadata i64 %56, metadata !1878, metadata !DIExpression()), !dbg !1879
  %70 = load %"class.std::vector.0"*, %"class.std::vector.0"** %27, align 8, !dbg !1881, !tbaa !1501
  %71 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %70, i64 %56, !dbg !1882
  %72 = zext i32 %69 to i64, !dbg !1883
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1884, metadata !DIExpression()), !dbg !1894
  call void @llvm.dbg.value(metadata i64 %72, metadata !1888, metadata !DIExpression()), !dbg !1894
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1896, metadata !DIExpression()), !dbg !1899
  %73 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %70, i64 %56, i32 0, i32 0, i32 0, i32 2, !dbg !1901
  %74 = load i32*, i32** %73, align 8, !dbg !1901, !tbaa !1902
  %75 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %71, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1904
  %76 = load i32*, i32** %75, align 8, !dbg !1904, !tbaa !1905
  %77 = ptrtoint i32* %74 to i64, !dbg !1906
  %78 = ptrtoint i32* %76 to i64, !dbg !1906
  %79 = sub i64 %77, %78, !dbg !1906
  %80 = ashr exact i64 %79, 2, !dbg !1906
  %81 = icmp ult i64 %80, %72, !dbg !1907
  br i1 %81, label %82, label %103, !dbg !1908

82:                                               ; preds = %55
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1909, metadata !DIExpression()), !dbg !1912
  %83 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %70, i64 %56, i32 0, i32 0, i32 0, i32 1, !dbg !1914
  %84 = load i32*, i32** %83, align 8, !dbg !1914, !tbaa !1915
  %85 = ptrtoint i32* %84 to i64, !dbg !1916
  %86 = sub i64 %85, %78, !dbg !1916
  %87 = ashr exact i64 %86, 2, !dbg !1916
  call void @llvm.dbg.value(metadata i64 %87, metadata !1889, metadata !DIExpression()), !dbg !1917
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1918, metadata !DIExpression()), !dbg !1922
  call void @llvm.dbg.value(metadata i64 %72, metadata !1921, metadata !DIExpression()), !dbg !1922
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1926, metadata !DIExpression()), !dbg !1930
  call void @llvm.dbg.value(metadata i64 %72, metadata !1929, metadata !DIExpression()), !dbg !1930
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1932, metadata !DIExpression()), !dbg !1938
  call void @llvm.dbg.value(metadata i64 %72, metadata !1935, metadata !DIExpression()), !dbg !1938
  call void @llvm.dbg.value(metadata i8* null, metadata !1936, metadata !DIExpression()), !dbg !1938
  %88 = shl nuw nsw i64 %72, 2, !dbg !1940
  %89 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %88) #20
          to label %90 unwind label %111, !dbg !1941

90:                                               ; preds = %82
  %91 = bitcast i8* %89 to i32*, !dbg !1942
  call void @llvm.dbg.value(metadata i32* %91, metadata !1893, metadata !DIExpression()), !dbg !1917
  call void @llvm.dbg.value(metadata i32* %76, metadata !994, metadata !DIExpression()) #3, !dbg !1943
  call void @llvm.dbg.value(metadata i32* %84, metadata !995, metadata !DIExpression()) #3, !dbg !1943
  call void @llvm.dbg.value(metadata i32* %91, metadata !996, metadata !DIExpression()) #3, !dbg !1943
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !997, metadata !DIExpression()) #3, !dbg !1943
  call void @llvm.dbg.value(metadata i32* %76, metadata !1945, metadata !DIExpression()) #3, !dbg !1952
  call void @llvm.dbg.value(metadata i32* %84, metadata !1948, metadata !DIExpression()) #3, !dbg !1952
  call void @llvm.dbg.value(metadata i32* %91, metadata !1949, metadata !DIExpression()) #3, !dbg !1952
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1950, metadata !DIExpression()) #3, !dbg !1952
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1951, metadata !DIExpression()) #3, !dbg !1954
  call void @llvm.dbg.value(metadata i32* %76, metadata !1955, metadata !DIExpression()) #3, !dbg !1967
  call void @llvm.dbg.value(metadata i32* %84, metadata !1960, metadata !DIExpression()) #3, !dbg !1967
  call void @llvm.dbg.value(metadata i32* %91, metadata !1961, metadata !DIExpression()) #3, !dbg !1967
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1962, metadata !DIExpression()) #3, !dbg !1967
  call void @llvm.dbg.value(metadata i32* %76, metadata !1969, metadata !DIExpression()) #3, !dbg !1986
  call void @llvm.dbg.value(metadata i32* %84, metadata !1980, metadata !DIExpression()) #3, !dbg !1986
  call void @llvm.dbg.value(metadata i32* %91, metadata !1981, metadata !DIExpression()) #3, !dbg !1986
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1982, metadata !DIExpression()) #3, !dbg !1986
  call void @llvm.dbg.value(metadata i64 %86, metadata !1983, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !1986
  %92 = icmp sgt i64 %86, 0, !dbg !1988
  br i1 %92, label %93, label %95, !dbg !1990

93:                                               ; preds = %90
  %94 = bitcast i32* %76 to i8*, !dbg !1991
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %89, i8* align 4 %94, i64 %86, i1 false) #3, !dbg !1991
  br label %95, !dbg !1993

95:                                               ; preds = %93, %90
  call void @llvm.dbg.value(metadata i64 %87, metadata !1983, metadata !DIExpression()) #3, !dbg !1986
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !1994, metadata !DIExpression()), !dbg !1999
  call void @llvm.dbg.value(metadata i32* %76, metadata !1997, metadata !DIExpression()), !dbg !1999
  call void @llvm.dbg.value(metadata i64 %79, metadata !1998, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !1999
  %96 = icmp eq i32* %76, null, !dbg !2001
  br i1 %96, label %99, label %97, !dbg !2003

97:                                               ; preds = %95
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !2004, metadata !DIExpression()), !dbg !2009
  call void @llvm.dbg.value(metadata i32* %76, metadata !2007, metadata !DIExpression()), !dbg !2009
  call void @llvm.dbg.value(metadata i64 %79, metadata !2008, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !2009
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %71, metadata !2011, metadata !DIExpression()) #3, !dbg !2016
  call void @llvm.dbg.value(metadata i32* %76, metadata !2014, metadata !DIExpression()) #3, !dbg !2016
  call void @llvm.dbg.value(metadata i64 %79, metadata !2015, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2016
  %98 = bitcast i32* %76 to i8*, !dbg !2018
  call void @_ZdlPv(i8* noundef %98) #21, !dbg !2019
  br label %99, !dbg !2020

99:                                               ; preds = %97, %95
  %100 = bitcast %"class.std::vector.0"* %71 to i8**, !dbg !2021
  store i8* %89, i8** %100, align 8, !dbg !2021, !tbaa !1905
  %101 = getelementptr inbounds i32, i32* %91, i64 %87, !dbg !2022
  store i32* %101, i32** %83, align 8, !dbg !2023, !tbaa !1915
  %102 = getelementptr inbounds i32, i32* %91, i64 %72, !dbg !2024
  store i32* %102, i32** %73, align 8, !dbg !2025, !tbaa !1902
  br label %103, !dbg !2026

103:                                              ; preds = %55, %99
  call void @llvm.dbg.value(metadata i32 0, metadata !1668, metadata !DIExpression()), !dbg !2027
  call void @llvm.dbg.value(metadata i32 %58, metadata !1662, metadata !DIExpression()), !dbg !1674
  %104 = add i32 %68, %57, !dbg !2028
  %105 = add i32 %61, %104, !dbg !2028
  %106 = call i32 @llvm.umax.i32(i32 %105, i32 1), !dbg !2028
  br label %113, !dbg !2028

107:                                              ; preds = %130
  %108 = add nuw nsw i64 %56, 1, !dbg !2029
  call void @llvm.dbg.value(metadata i64 %108, metadata !1663, metadata !DIExpression()), !dbg !1846
  call void @llvm.dbg.value(metadata i32 %117, metadata !1662, metadata !DIExpression()), !dbg !1674
  %109 = add nuw i32 %57, 1, !dbg !1848
  %110 = icmp eq i64 %108, %39, !dbg !1847
  br i1 %110, label %40, label %55, !dbg !1848, !llvm.loop !2030

111:                                              ; preds = %82
  %112 = landingpad { i8*, i32 }
          cleanup, !dbg !2033
  br label %136, !dbg !2033

113:                                              ; preds = %103, %130
  %114 = phi i32 [ 0, %103 ], [ %131, %130 ]
  %115 = phi i32 [ %58, %103 ], [ %117, %130 ]
  call void @llvm.dbg.value(metadata i32 %114, metadata !1668, metadata !DIExpression()), !dbg !2027
  call void @llvm.dbg.value(metadata i32 %115, metadata !1662, metadata !DIExpression()), !dbg !1674
  %116 = mul i32 %115, 1664525, !dbg !2034
  %117 = add i32 %116, 1013904223, !dbg !2037
  call void @llvm.dbg.value(metadata i32 %117, metadata !1662, metadata !DIExpression()), !dbg !1674
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1875, metadata !DIExpression()), !dbg !2038
  call void @llvm.dbg.value(metadata i64 %56, metadata !1878, metadata !DIExpression()), !dbg !2038
  %118 = load %"class.std::vector.0"*, %"class.std::vector.0"** %27, align 8, !dbg !2040, !tbaa !1501
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38) #3, !dbg !2041
  %119 = lshr i32 %117, 10, !dbg !2042
  %120 = urem i32 %119, 5000, !dbg !2043
  store i32 %120, i32* %6, align 4, !dbg !2041, !tbaa !1505
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %118, i64 %56), metadata !2044, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2048
  call void @llvm.dbg.value(metadata i32* %6, metadata !2047, metadata !DIExpression()), !dbg !2048
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %118, i64 %56), metadata !2050, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2061
  call void @llvm.dbg.value(metadata i32* %6, metadata !2060, metadata !DIExpression()), !dbg !2061
  %121 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %118, i64 %56, i32 0, i32 0, i32 0, i32 1, !dbg !2063
  %122 = load i32*, i32** %121, align 8, !dbg !2063, !tbaa !1915
  %123 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %118, i64 %56, i32 0, i32 0, i32 0, i32 2, !dbg !2065
  %124 = load i32*, i32** %123, align 8, !dbg !2065, !tbaa !1902
  %125 = icmp eq i32* %122, %124, !dbg !2066
  br i1 %125, label %128, label %126, !dbg !2067

126:                                              ; preds = %113
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %118, i64 %56), metadata !2068, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2077
  call void @llvm.dbg.value(metadata i32* %122, metadata !2075, metadata !DIExpression()), !dbg !2077
  call void @llvm.dbg.value(metadata i32* %6, metadata !2076, metadata !DIExpression()), !dbg !2077
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %118, i64 %56), metadata !2080, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2088
  call void @llvm.dbg.value(metadata i32* %122, metadata !2086, metadata !DIExpression()), !dbg !2088
  call void @llvm.dbg.value(metadata i32* %6, metadata !2087, metadata !DIExpression()), !dbg !2088
  store i32 %120, i32* %122, align 4, !dbg !2090, !tbaa !1505
  %127 = getelementptr inbounds i32, i32* %122, i64 1, !dbg !2091
  store i32* %127, i32** %121, align 8, !dbg !2091, !tbaa !1915
  br label %130, !dbg !2092

128:                                              ; preds = %113
  %129 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %118, i64 %56, !dbg !2093
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %129, metadata !2044, metadata !DIExpression()), !dbg !2048
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %129, metadata !2050, metadata !DIExpression()), !dbg !2061
  invoke void @_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %129, i32* %122, i32* noundef nonnull align 4 dereferenceable(4) %6)
          to label %130 unwind label %133, !dbg !2094

130:                                              ; preds = %126, %128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38) #3, !dbg !2095
  %131 = add nuw i32 %114, 1, !dbg !2096
  call void @llvm.dbg.value(metadata i32 %131, metadata !1668, metadata !DIExpression()), !dbg !2027
  call void @llvm.dbg.value(metadata i32 %117, metadata !1662, metadata !DIExpression()), !dbg !1674
  %132 = icmp eq i32 %131, %106, !dbg !2097
  br i1 %132, label %107, label %113, !dbg !2028, !llvm.loop !2098

133:                                              ; preds = %128
  %134 = landingpad { i8*, i32 }
          cleanup, !dbg !2100
  %135 = bitcast i32* %6 to i8*, !dbg !2041
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %135) #3, !dbg !2095
  br label %136, !dbg !2101

136:                                              ; preds = %133, %111
  %137 = phi { i8*, i32 } [ %134, %133 ], [ %112, %111 ]
  call void @_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %5) #3, !dbg !2102
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %15) #3, !dbg !2102
  resume { i8*, i32 } %137, !dbg !2102

138:                                              ; preds = %160, %40
  %139 = phi i64 [ 0, %40 ], [ %167, %160 ], !dbg !1674
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i64 noundef %50, i64 noundef %139), !dbg !2103
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2104, metadata !DIExpression()) #3, !dbg !2107
  %141 = load %"class.std::vector.0"*, %"class.std::vector.0"** %27, align 8, !dbg !2109, !tbaa !1501
  %142 = load %"class.std::vector.0"*, %"class.std::vector.0"** %28, align 8, !dbg !2111, !tbaa !1497
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %141, metadata !2112, metadata !DIExpression()) #3, !dbg !2120
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %142, metadata !2117, metadata !DIExpression()) #3, !dbg !2120
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2118, metadata !DIExpression()) #3, !dbg !2120
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %141, metadata !2122, metadata !DIExpression()) #3, !dbg !2129
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %142, metadata !2127, metadata !DIExpression()) #3, !dbg !2129
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %141, metadata !2131, metadata !DIExpression()) #3, !dbg !2139
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %142, metadata !2138, metadata !DIExpression()) #3, !dbg !2139
  %143 = icmp eq %"class.std::vector.0"* %141, %142, !dbg !2141
  br i1 %143, label %154, label %144, !dbg !2144

144:                                              ; preds = %138, %151
  %145 = phi %"class.std::vector.0"* [ %152, %151 ], [ %141, %138 ]
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %145, metadata !2131, metadata !DIExpression()) #3, !dbg !2139
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %145, metadata !2145, metadata !DIExpression()) #3, !dbg !2148
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %145, metadata !2150, metadata !DIExpression()) #3, !dbg !2153
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %145, metadata !2155, metadata !DIExpression()) #3, !dbg !2158
  %146 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %145, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2161
  %147 = load i32*, i32** %146, align 8, !dbg !2161, !tbaa !1905
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %145, metadata !1994, metadata !DIExpression()) #3, !dbg !2163
  call void @llvm.dbg.value(metadata i32* %147, metadata !1997, metadata !DIExpression()) #3, !dbg !2163
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %147), metadata !1998, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2163
  %148 = icmp eq i32* %147, null, !dbg !2165
  br i1 %148, label %151, label %149, !dbg !2166

149:                                              ; preds = %144
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %145, metadata !2004, metadata !DIExpression()) #3, !dbg !2167
  call void @llvm.dbg.value(metadata i32* %147, metadata !2007, metadata !DIExpression()) #3, !dbg !2167
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %147), metadata !2008, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2167
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %145, metadata !2011, metadata !DIExpression()) #3, !dbg !2169
  call void @llvm.dbg.value(metadata i32* %147, metadata !2014, metadata !DIExpression()) #3, !dbg !2169
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %147), metadata !2015, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2169
  %150 = bitcast i32* %147 to i8*, !dbg !2171
  call void @_ZdlPv(i8* noundef %150) #21, !dbg !2172
  br label %151, !dbg !2173

151:                                              ; preds = %149, %144
  %152 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %145, i64 1, !dbg !2174
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %152, metadata !2131, metadata !DIExpression()) #3, !dbg !2139
  %153 = icmp eq %"class.std::vector.0"* %152, %142, !dbg !2141
  br i1 %153, label %154, label %144, !dbg !2144, !llvm.loop !2175

154:                                              ; preds = %151, %138
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2177, metadata !DIExpression()) #3, !dbg !2180
  %155 = load %"class.std::vector.0"*, %"class.std::vector.0"** %27, align 8, !dbg !2182, !tbaa !1501
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2184, metadata !DIExpression()) #3, !dbg !2189
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %155, metadata !2187, metadata !DIExpression()) #3, !dbg !2189
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %155), metadata !2188, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2189
  %156 = icmp eq %"class.std::vector.0"* %155, null, !dbg !2191
  br i1 %156, label %159, label %157, !dbg !2193

157:                                              ; preds = %154
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2194, metadata !DIExpression()) #3, !dbg !2199
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %155, metadata !2197, metadata !DIExpression()) #3, !dbg !2199
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %155), metadata !2198, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2199
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2201, metadata !DIExpression()) #3, !dbg !2206
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %155, metadata !2204, metadata !DIExpression()) #3, !dbg !2206
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %155), metadata !2205, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2206
  %158 = bitcast %"class.std::vector.0"* %155 to i8*, !dbg !2208
  call void @_ZdlPv(i8* noundef %158) #21, !dbg !2209
  br label %159, !dbg !2210

159:                                              ; preds = %154, %157
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %15) #3, !dbg !2102
  ret i32 0, !dbg !2102

160:                                              ; preds = %52, %160
  %161 = phi i64 [ 0, %52 ], [ %168, %160 ]
  %162 = phi i64 [ 0, %52 ], [ %167, %160 ]
  call void @llvm.dbg.value(metadata i64 %161, metadata !1672, metadata !DIExpression()), !dbg !1864
  call void @llvm.dbg.value(metadata i64 %162, metadata !1671, metadata !DIExpression()), !dbg !1674
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1875, metadata !DIExpression()), !dbg !2211
  call void @llvm.dbg.value(metadata i64 %161, metadata !1878, metadata !DIExpression()), !dbg !2211
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %53, i64 %161), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2217
  call void @llvm.dbg.value(metadata i64 0, metadata !2216, metadata !DIExpression()), !dbg !2217
  %163 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %53, i64 %161, i32 0, i32 0, i32 0, i32 0, !dbg !2219
  %164 = load i32*, i32** %163, align 8, !dbg !2219, !tbaa !1905
  %165 = load i32, i32* %164, align 4, !dbg !2220, !tbaa !1505
  %166 = sext i32 %165 to i64, !dbg !2220
  %167 = add nsw i64 %162, %166, !dbg !2221
  call void @llvm.dbg.value(metadata i64 %167, metadata !1671, metadata !DIExpression()), !dbg !1674
  %168 = add nuw nsw i64 %161, 7, !dbg !2222
  call void @llvm.dbg.value(metadata i64 %168, metadata !1672, metadata !DIExpression()), !dbg !1864
  %169 = icmp slt i64 %168, %54, !dbg !1865
  br i1 %169, label %160, label %138, !dbg !1867, !llvm.loop !2223
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2105 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2104, metadata !DIExpression()), !dbg !2225
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2226
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !2226, !tbaa !1501
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !2227
  %5 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8, !dbg !2227, !tbaa !1497
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %3, metadata !2112, metadata !DIExpression()), !dbg !2228
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %5, metadata !2117, metadata !DIExpression()), !dbg !2228
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2118, metadata !DIExpression()), !dbg !2228
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %3, metadata !2122, metadata !DIExpression()), !dbg !2230
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %5, metadata !2127, metadata !DIExpression()), !dbg !2230
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %3, metadata !2131, metadata !DIExpression()), !dbg !2232
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %5, metadata !2138, metadata !DIExpression()), !dbg !2232
  %6 = icmp eq %"class.std::vector.0"* %3, %5, !dbg !2234
  br i1 %6, label %17, label %7, !dbg !2235

7:                                                ; preds = %1, %14
  %8 = phi %"class.std::vector.0"* [ %15, %14 ], [ %3, %1 ]
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2131, metadata !DIExpression()), !dbg !2232
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2145, metadata !DIExpression()) #3, !dbg !2236
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2150, metadata !DIExpression()) #3, !dbg !2238
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2155, metadata !DIExpression()) #3, !dbg !2240
  %9 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %8, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2242
  %10 = load i32*, i32** %9, align 8, !dbg !2242, !tbaa !1905
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !1994, metadata !DIExpression()) #3, !dbg !2243
  call void @llvm.dbg.value(metadata i32* %10, metadata !1997, metadata !DIExpression()) #3, !dbg !2243
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %10), metadata !1998, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2243
  %11 = icmp eq i32* %10, null, !dbg !2245
  br i1 %11, label %14, label %12, !dbg !2246

12:                                               ; preds = %7
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2004, metadata !DIExpression()) #3, !dbg !2247
  call void @llvm.dbg.value(metadata i32* %10, metadata !2007, metadata !DIExpression()) #3, !dbg !2247
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %10), metadata !2008, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2247
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2011, metadata !DIExpression()) #3, !dbg !2249
  call void @llvm.dbg.value(metadata i32* %10, metadata !2014, metadata !DIExpression()) #3, !dbg !2249
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %10), metadata !2015, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2249
  %13 = bitcast i32* %10 to i8*, !dbg !2251
  call void @_ZdlPv(i8* noundef %13) #21, !dbg !2252
  br label %14, !dbg !2253

14:                                               ; preds = %12, %7
  %15 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %8, i64 1, !dbg !2254
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %15, metadata !2131, metadata !DIExpression()), !dbg !2232
  %16 = icmp eq %"class.std::vector.0"* %15, %5, !dbg !2234
  br i1 %16, label %17, label %7, !dbg !2235, !llvm.loop !2255

17:                                               ; preds = %14, %1
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2177, metadata !DIExpression()) #3, !dbg !2257
  %18 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2259
  %19 = load %"class.std::vector.0"*, %"class.std::vector.0"** %18, align 8, !dbg !2259, !tbaa !1501
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2184, metadata !DIExpression()) #3, !dbg !2260
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %19, metadata !2187, metadata !DIExpression()) #3, !dbg !2260
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %19), metadata !2188, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2260
  %20 = icmp eq %"class.std::vector.0"* %19, null, !dbg !2262
  br i1 %20, label %23, label %21, !dbg !2263

21:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2194, metadata !DIExpression()) #3, !dbg !2264
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %19, metadata !2197, metadata !DIExpression()) #3, !dbg !2264
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %19), metadata !2198, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2264
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2201, metadata !DIExpression()) #3, !dbg !2266
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %19, metadata !2204, metadata !DIExpression()) #3, !dbg !2266
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %19), metadata !2205, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2266
  %22 = bitcast %"class.std::vector.0"* %19 to i8*, !dbg !2268
  call void @_ZdlPv(i8* noundef %22) #21, !dbg !2269
  br label %23, !dbg !2270

23:                                               ; preds = %17, %21
  ret void, !dbg !2271
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #12

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #14

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #15

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i32* %1, i32* noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #16 comdat align 2 !dbg !2272 {
  call void @llvm.dbg.value(metadata i32* %1, metadata !2278, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !2277, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata i32* %2, metadata !2279, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !2287, metadata !DIExpression()), !dbg !2293
  call void @llvm.dbg.value(metadata i64 1, metadata !2290, metadata !DIExpression()), !dbg !2293
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), metadata !2291, metadata !DIExpression()), !dbg !2293
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1909, metadata !DIExpression()), !dbg !2295
  %4 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !2298
  %5 = load i32*, i32** %4, align 8, !dbg !2298, !tbaa !1915
  %6 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2299
  %7 = load i32*, i32** %6, align 8, !dbg !2299, !tbaa !1905
  %8 = ptrtoint i32* %5 to i64, !dbg !2300
  %9 = ptrtoint i32* %7 to i64, !dbg !2300
  %10 = sub i64 %8, %9, !dbg !2300
  %11 = ashr exact i64 %10, 2, !dbg !2300
  call void @llvm.dbg.value(metadata i64 1, metadata !2290, metadata !DIExpression()), !dbg !2293
  %12 = icmp eq i64 %10, 9223372036854775804, !dbg !2301
  br i1 %12, label %13, label %14, !dbg !2302

13:                                               ; preds = %3
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0)) #19, !dbg !2303
  unreachable, !dbg !2303

14:                                               ; preds = %3
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1909, metadata !DIExpression()), !dbg !2304
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1909, metadata !DIExpression()), !dbg !2306
  call void @llvm.dbg.value(metadata i64* undef, metadata !2308, metadata !DIExpression()), !dbg !2319
  call void @llvm.dbg.value(metadata i64* undef, metadata !2316, metadata !DIExpression()), !dbg !2319
  %15 = icmp eq i64 %10, 0, !dbg !2321
  %16 = select i1 %15, i64 1, i64 %11, !dbg !2323
  %17 = add nsw i64 %16, %11, !dbg !2324
  call void @llvm.dbg.value(metadata i64 %17, metadata !2292, metadata !DIExpression()), !dbg !2293
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1909, metadata !DIExpression()), !dbg !2325
  %18 = icmp ult i64 %17, %11, !dbg !2327
  %19 = icmp ugt i64 %17, 2305843009213693951
  %20 = or i1 %18, %19, !dbg !2328
  %21 = select i1 %20, i64 2305843009213693951, i64 %17, !dbg !2328
  call void @llvm.dbg.value(metadata i64 %21, metadata !2280, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata i32* %7, metadata !2281, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata i32* %5, metadata !2282, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2329, metadata !DIExpression()), !dbg !2335
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2334, metadata !DIExpression()), !dbg !2335
  %22 = ptrtoint i32* %1 to i64, !dbg !2337
  %23 = sub i64 %22, %9, !dbg !2337
  %24 = ashr exact i64 %23, 2, !dbg !2337
  call void @llvm.dbg.value(metadata i64 %24, metadata !2283, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1918, metadata !DIExpression()), !dbg !2338
  call void @llvm.dbg.value(metadata i64 %21, metadata !1921, metadata !DIExpression()), !dbg !2338
  %25 = icmp eq i64 %21, 0, !dbg !2340
  br i1 %25, label %36, label %26, !dbg !2341

26:                                               ; preds = %14
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1926, metadata !DIExpression()), !dbg !2342
  call void @llvm.dbg.value(metadata i64 %21, metadata !1929, metadata !DIExpression()), !dbg !2342
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1932, metadata !DIExpression()), !dbg !2344
  call void @llvm.dbg.value(metadata i64 %21, metadata !1935, metadata !DIExpression()), !dbg !2344
  call void @llvm.dbg.value(metadata i8* null, metadata !1936, metadata !DIExpression()), !dbg !2344
  %27 = icmp ugt i64 %21, 2305843009213693951, !dbg !2346
  br i1 %27, label %28, label %32, !dbg !2348, !prof !2349

28:                                               ; preds = %26
  %29 = icmp ugt i64 %21, 4611686018427387903, !dbg !2350
  br i1 %29, label %30, label %31, !dbg !2353

30:                                               ; preds = %28
  call void @_ZSt28__throw_bad_array_new_lengthv() #19, !dbg !2354
  unreachable, !dbg !2354

31:                                               ; preds = %28
  call void @_ZSt17__throw_bad_allocv() #19, !dbg !2355
  unreachable, !dbg !2355

32:                                               ; preds = %26
  %33 = shl i64 %21, 2, !dbg !2356
  %34 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %33) #20, !dbg !2357
  %35 = bitcast i8* %34 to i32*, !dbg !2358
  br label %36, !dbg !2341

36:                                               ; preds = %14, %32
  %37 = phi i32* [ %35, %32 ], [ null, %14 ], !dbg !2341
  call void @llvm.dbg.value(metadata i32* %37, metadata !2284, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata i32* %37, metadata !2285, metadata !DIExpression()), !dbg !2286
  %38 = getelementptr inbounds i32, i32* %37, i64 %24, !dbg !2359
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !2068, metadata !DIExpression()), !dbg !2361
  call void @llvm.dbg.value(metadata i32* %38, metadata !2075, metadata !DIExpression()), !dbg !2361
  call void @llvm.dbg.value(metadata i32* %2, metadata !2076, metadata !DIExpression()), !dbg !2361
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !2080, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata i32* %38, metadata !2086, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata i32* %2, metadata !2087, metadata !DIExpression()), !dbg !2363
  %39 = load i32, i32* %2, align 4, !dbg !2365, !tbaa !1505
  store i32 %39, i32* %38, align 4, !dbg !2366, !tbaa !1505
  call void @llvm.dbg.value(metadata i32* null, metadata !2285, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata i32* %7, metadata !994, metadata !DIExpression()) #3, !dbg !2367
  call void @llvm.dbg.value(metadata i32* %1, metadata !995, metadata !DIExpression()) #3, !dbg !2367
  call void @llvm.dbg.value(metadata i32* %37, metadata !996, metadata !DIExpression()) #3, !dbg !2367
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !997, metadata !DIExpression()) #3, !dbg !2367
  call void @llvm.dbg.value(metadata i32* %7, metadata !1945, metadata !DIExpression()) #3, !dbg !2371
  call void @llvm.dbg.value(metadata i32* %1, metadata !1948, metadata !DIExpression()) #3, !dbg !2371
  call void @llvm.dbg.value(metadata i32* %37, metadata !1949, metadata !DIExpression()) #3, !dbg !2371
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1950, metadata !DIExpression()) #3, !dbg !2371
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1951, metadata !DIExpression()) #3, !dbg !2373
  call void @llvm.dbg.value(metadata i32* %7, metadata !1955, metadata !DIExpression()) #3, !dbg !2374
  call void @llvm.dbg.value(metadata i32* %1, metadata !1960, metadata !DIExpression()) #3, !dbg !2374
  call void @llvm.dbg.value(metadata i32* %37, metadata !1961, metadata !DIExpression()) #3, !dbg !2374
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1962, metadata !DIExpression()) #3, !dbg !2374
  call void @llvm.dbg.value(metadata i32* %7, metadata !1969, metadata !DIExpression()) #3, !dbg !2376
  call void @llvm.dbg.value(metadata i32* %1, metadata !1980, metadata !DIExpression()) #3, !dbg !2376
  call void @llvm.dbg.value(metadata i32* %37, metadata !1981, metadata !DIExpression()) #3, !dbg !2376
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1982, metadata !DIExpression()) #3, !dbg !2376
  call void @llvm.dbg.value(metadata i64 %23, metadata !1983, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2376
  %40 = icmp sgt i64 %23, 0, !dbg !2378
  br i1 %40, label %41, label %44, !dbg !2379

41:                                               ; preds = %36
  %42 = bitcast i32* %37 to i8*, !dbg !2380
  %43 = bitcast i32* %7 to i8*, !dbg !2380
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 %42, i8* align 4 %43, i64 %23, i1 false) #3, !dbg !2380
  br label %44, !dbg !2381

44:                                               ; preds = %36, %41
  call void @llvm.dbg.value(metadata i64 %24, metadata !1983, metadata !DIExpression()) #3, !dbg !2376
  call void @llvm.dbg.value(metadata i32* %38, metadata !2285, metadata !DIExpression()), !dbg !2286
  %45 = getelementptr inbounds i32, i32* %38, i64 1, !dbg !2382
  call void @llvm.dbg.value(metadata i32* %45, metadata !2285, metadata !DIExpression()), !dbg !2286
  call void @llvm.dbg.value(metadata i32* %1, metadata !994, metadata !DIExpression()) #3, !dbg !2383
  call void @llvm.dbg.value(metadata i32* %5, metadata !995, metadata !DIExpression()) #3, !dbg !2383
  call void @llvm.dbg.value(metadata i32* %45, metadata !996, metadata !DIExpression()) #3, !dbg !2383
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !997, metadata !DIExpression()) #3, !dbg !2383
  call void @llvm.dbg.value(metadata i32* %1, metadata !1945, metadata !DIExpression()) #3, !dbg !2385
  call void @llvm.dbg.value(metadata i32* %5, metadata !1948, metadata !DIExpression()) #3, !dbg !2385
  call void @llvm.dbg.value(metadata i32* %45, metadata !1949, metadata !DIExpression()) #3, !dbg !2385
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1950, metadata !DIExpression()) #3, !dbg !2385
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1951, metadata !DIExpression()) #3, !dbg !2387
  call void @llvm.dbg.value(metadata i32* %1, metadata !1955, metadata !DIExpression()) #3, !dbg !2388
  call void @llvm.dbg.value(metadata i32* %5, metadata !1960, metadata !DIExpression()) #3, !dbg !2388
  call void @llvm.dbg.value(metadata i32* %45, metadata !1961, metadata !DIExpression()) #3, !dbg !2388
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1962, metadata !DIExpression()) #3, !dbg !2388
  call void @llvm.dbg.value(metadata i32* %1, metadata !1969, metadata !DIExpression()) #3, !dbg !2390
  call void @llvm.dbg.value(metadata i32* %5, metadata !1980, metadata !DIExpression()) #3, !dbg !2390
  call void @llvm.dbg.value(metadata i32* %45, metadata !1981, metadata !DIExpression()) #3, !dbg !2390
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1982, metadata !DIExpression()) #3, !dbg !2390
  %46 = sub i64 %8, %22, !dbg !2392
  call void @llvm.dbg.value(metadata i64 %46, metadata !1983, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2390
  %47 = icmp sgt i64 %46, 0, !dbg !2393
  br i1 %47, label %48, label %51, !dbg !2394

48:                                               ; preds = %44
  %49 = bitcast i32* %45 to i8*, !dbg !2395
  %50 = bitcast i32* %1 to i8*, !dbg !2395
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %49, i8* align 4 %50, i64 %46, i1 false) #3, !dbg !2395
  br label %51, !dbg !2396

51:                                               ; preds = %44, %48
  call void @llvm.dbg.value(metadata i64 %46, metadata !1983, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2390
  call void @llvm.dbg.value(metadata !DIArgList(i32* %45, i64 %46), metadata !2285, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shra, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2286
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !1994, metadata !DIExpression()), !dbg !2397
  call void @llvm.dbg.value(metadata i32* %7, metadata !1997, metadata !DIExpression()), !dbg !2397
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 %9), metadata !1998, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !2397
  %52 = icmp eq i32* %7, null, !dbg !2399
  br i1 %52, label %55, label %53, !dbg !2400

53:                                               ; preds = %51
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !2004, metadata !DIExpression()), !dbg !2401
  call void @llvm.dbg.value(metadata i32* %7, metadata !2007, metadata !DIExpression()), !dbg !2401
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 %9), metadata !2008, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !2401
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %0, metadata !2011, metadata !DIExpression()) #3, !dbg !2403
  call void @llvm.dbg.value(metadata i32* %7, metadata !2014, metadata !DIExpression()) #3, !dbg !2403
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 %9), metadata !2015, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2403
  %54 = bitcast i32* %7 to i8*, !dbg !2405
  call void @_ZdlPv(i8* noundef %54) #21, !dbg !2406
  br label %55, !dbg !2407

55:                                               ; preds = %51, %53
  %56 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %0, i64 0, i32 0, i32 0, i32 0, i32 2, !dbg !2408
  %57 = ashr exact i64 %46, 2, !dbg !2392
  call void @llvm.dbg.value(metadata i64 %57, metadata !1983, metadata !DIExpression()) #3, !dbg !2390
  call void @llvm.dbg.value(metadata !DIArgList(i32* %45, i64 %57), metadata !2285, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2286
  %58 = getelementptr inbounds i32, i32* %45, i64 %57, !dbg !2409
  call void @llvm.dbg.value(metadata i32* %58, metadata !2285, metadata !DIExpression()), !dbg !2286
  store i32* %37, i32** %6, align 8, !dbg !2410, !tbaa !1905
  store i32* %58, i32** %4, align 8, !dbg !2411, !tbaa !1915
  %59 = getelementptr inbounds i32, i32* %37, i64 %21, !dbg !2412
  store i32* %59, i32** %56, align 8, !dbg !2413, !tbaa !1902
  ret void, !dbg !2414
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #17

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #18

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #17

attributes #0 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #14 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #16 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #18 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #19 = { noreturn }
attributes #20 = { builtin allocsize(0) }
attributes #21 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1467, !1468, !1469, !1470, !1471, !1472, !1473}
!llvm.ident = !{!1474}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !999, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_vector.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "ca927d8799bd2478b95aace137df72a3")
!2 = !{!3, !4, !10, !555, !557, !6, !76, !579, !990, !35, !991, !498, !582, !586, !558, !561, !564, !668, !11, !14, !17, !38, !44, !139}
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
!31 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !28, file: !29, line: 463, type: !32, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
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
!47 = !DISubprogram(name: "__new_allocator", scope: !44, file: !45, line: 80, type: !48, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DISubprogram(name: "__new_allocator", scope: !44, file: !45, line: 83, type: !52, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !50, !54}
!54 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!56 = !DISubprogram(name: "~__new_allocator", scope: !44, file: !45, line: 90, type: !48, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !44, file: !45, line: 93, type: !58, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !61, !62}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !44, file: !45, line: 63, baseType: !35)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !44, file: !45, line: 65, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!64 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !44, file: !45, line: 97, type: !65, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !61, !70}
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !44, file: !45, line: 64, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !44, file: !45, line: 66, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !69, size: 64)
!72 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !44, file: !45, line: 112, type: !73, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubroutineType(types: !74)
!74 = !{!35, !50, !75, !76}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !45, line: 60, baseType: !6)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!78 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !44, file: !45, line: 142, type: !79, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !50, !35, !75}
!81 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !44, file: !45, line: 167, type: !82, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(types: !83)
!83 = !{!75, !61}
!84 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !44, file: !45, line: 210, type: !82, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !{!86}
!86 = !DITemplateTypeParameter(name: "_Tp", type: !3)
!87 = !DISubprogram(name: "allocator", scope: !38, file: !39, line: 156, type: !88, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DISubroutineType(types: !89)
!89 = !{null, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!91 = !DISubprogram(name: "allocator", scope: !38, file: !39, line: 159, type: !92, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !90, !94}
!94 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!96 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !38, file: !39, line: 164, type: !97, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !90, !94}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64)
!100 = !DISubprogram(name: "~allocator", scope: !38, file: !39, line: 174, type: !88, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !29, line: 435, baseType: !6)
!102 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !28, file: !29, line: 477, type: !103, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!34, !36, !101, !105}
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !29, line: 429, baseType: !76)
!106 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !28, file: !29, line: 495, type: !107, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !36, !34, !101}
!109 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !28, file: !29, line: 547, type: !110, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !28, file: !29, line: 435, baseType: !6)
!113 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!115 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !28, file: !29, line: 562, type: !116, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!37, !113}
!118 = !{!119}
!119 = !DITemplateTypeParameter(name: "_Alloc", type: !38)
!120 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !24, file: !22, line: 97, type: !121, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!38, !94}
!123 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !24, file: !22, line: 100, type: !124, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !99, !99}
!126 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !24, file: !22, line: 103, type: !127, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!129}
!129 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!130 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !24, file: !22, line: 106, type: !127, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!131 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !24, file: !22, line: 109, type: !127, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !24, file: !22, line: 112, type: !127, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!133 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !24, file: !22, line: 115, type: !127, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
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
!146 = !DISubprogram(name: "_Vector_impl_data", scope: !139, file: !5, line: 99, type: !147, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!150 = !DISubprogram(name: "_Vector_impl_data", scope: !139, file: !5, line: 105, type: !151, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !149, !153}
!153 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !139, size: 64)
!154 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !139, file: !5, line: 113, type: !155, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !149, !157}
!157 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!159 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !139, file: !5, line: 122, type: !160, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !149, !162}
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !139, size: 64)
!163 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 137, type: !164, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 143, type: !168, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !166, !170}
!170 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!172 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 151, type: !173, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !166, !175}
!175 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !17, size: 64)
!176 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 156, type: !177, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !166, !179}
!179 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !20, size: 64)
!180 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 161, type: !181, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !166, !179, !175}
!183 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !14, file: !5, line: 298, type: !184, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!186, !187}
!186 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !14, file: !5, line: 303, type: !189, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!170, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!193 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !14, file: !5, line: 308, type: !194, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!196, !191}
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !14, file: !5, line: 294, baseType: !38)
!197 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 312, type: !198, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !187}
!200 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 318, type: !201, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !187, !203}
!203 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !204, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !196)
!205 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 324, type: !206, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !187, !6}
!208 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 330, type: !209, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !187, !6, !203}
!211 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 335, type: !212, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !187, !214}
!214 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !14, size: 64)
!215 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 340, type: !216, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !187, !179}
!218 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 344, type: !219, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !187, !214, !203}
!221 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 358, type: !222, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !187, !203, !214}
!224 = !DISubprogram(name: "~_Vector_base", scope: !14, file: !5, line: 364, type: !198, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !14, file: !5, line: 375, type: !226, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{!142, !187, !6}
!228 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !14, file: !5, line: 383, type: !229, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !187, !142, !6}
!231 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !14, file: !5, line: 393, type: !206, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !{!86, !119}
!233 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !11, file: !5, line: 465, type: !234, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{!129, !236}
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !8, file: !237, line: 82, baseType: !238)
!237 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!238 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !8, file: !237, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !239, templateParams: !249, identifier: "_ZTSSt17integral_constantIbLb1EE")
!239 = !{!240, !242, !248}
!240 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !238, file: !237, line: 64, baseType: !241, flags: DIFlagStaticMember, extraData: i1 true)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!242 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !238, file: !237, line: 67, type: !243, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!245, !246}
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !238, file: !237, line: 65, baseType: !129)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !238)
!248 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !238, file: !237, line: 72, type: !243, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !{!250, !251}
!250 = !DITemplateTypeParameter(name: "_Tp", type: !129)
!251 = !DITemplateValueParameter(name: "__v", type: !129, value: i8 1)
!252 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !11, file: !5, line: 474, type: !253, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!129, !255}
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !8, file: !237, line: 85, baseType: !256)
!256 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !8, file: !237, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !257, templateParams: !266, identifier: "_ZTSSt17integral_constantIbLb0EE")
!257 = !{!258, !259, !265}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !256, file: !237, line: 64, baseType: !241, flags: DIFlagStaticMember, extraData: i1 false)
!259 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !256, file: !237, line: 67, type: !260, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!262, !263}
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !256, file: !237, line: 65, baseType: !129)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !256)
!265 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !256, file: !237, line: 72, type: !260, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !{!250, !267}
!267 = !DITemplateValueParameter(name: "__v", type: !129, value: i8 0)
!268 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !11, file: !5, line: 478, type: !127, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!269 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !11, file: !5, line: 487, type: !270, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{!272, !272, !272, !272, !273, !236}
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !11, file: !5, line: 449, baseType: !142)
!273 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !11, file: !5, line: 444, baseType: !20)
!275 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !11, file: !5, line: 494, type: !276, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!272, !272, !272, !272, !273, !255}
!278 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !11, file: !5, line: 499, type: !279, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!272, !272, !272, !272, !273}
!281 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 526, type: !282, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !284}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 537, type: !286, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !284, !288}
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !11, file: !5, line: 460, baseType: !38)
!291 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 551, type: !292, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !284, !4, !288}
!294 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 564, type: !295, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DISubroutineType(types: !296)
!296 = !{null, !284, !4, !297, !288}
!297 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !299)
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !11, file: !5, line: 448, baseType: !3)
!300 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 596, type: !301, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{null, !284, !303}
!303 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!305 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 615, type: !306, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !284, !308}
!308 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !11, size: 64)
!309 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 619, type: !310, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DISubroutineType(types: !311)
!311 = !{null, !284, !303, !312}
!312 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !314)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !8, file: !237, line: 128, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !316, file: !237, line: 125, baseType: !38)
!316 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !8, file: !237, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !317, identifier: "_ZTSSt15__type_identityISaIiEE")
!317 = !{!318}
!318 = !DITemplateTypeParameter(name: "_Type", type: !38)
!319 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 630, type: !320, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{null, !284, !308, !288, !236}
!322 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 635, type: !323, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{null, !284, !308, !288, !255}
!325 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 654, type: !326, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !284, !308, !312}
!328 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 673, type: !329, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !284, !331, !288}
!331 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !8, file: !332, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!332 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!333 = !DISubprogram(name: "~vector", scope: !11, file: !5, line: 728, type: !282, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !11, file: !5, line: 746, type: !335, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!337, !284, !303}
!337 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !11, size: 64)
!338 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !11, file: !5, line: 761, type: !339, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{!337, !284, !308}
!341 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !11, file: !5, line: 783, type: !342, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{!337, !284, !331}
!344 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !11, file: !5, line: 803, type: !345, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !284, !4, !297}
!347 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !11, file: !5, line: 850, type: !348, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !284, !331}
!350 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !11, file: !5, line: 868, type: !351, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{!10, !284}
!353 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !11, file: !5, line: 878, type: !354, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!356, !359}
!356 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !11, file: !5, line: 455, baseType: !357)
!357 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !25, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!358 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!360 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !11, file: !5, line: 888, type: !351, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !11, file: !5, line: 898, type: !354, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !11, file: !5, line: 908, type: !363, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!365, !284}
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !11, file: !5, line: 457, baseType: !366)
!366 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!367 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !11, file: !5, line: 918, type: !368, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!370, !359}
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !11, file: !5, line: 456, baseType: !371)
!371 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!372 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !11, file: !5, line: 928, type: !363, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !11, file: !5, line: 938, type: !368, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !11, file: !5, line: 949, type: !354, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !11, file: !5, line: 959, type: !354, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !11, file: !5, line: 969, type: !368, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !11, file: !5, line: 979, type: !368, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !11, file: !5, line: 987, type: !379, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{!4, !359}
!381 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !11, file: !5, line: 993, type: !379, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !11, file: !5, line: 1008, type: !383, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{null, !284, !4}
!385 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !11, file: !5, line: 1029, type: !345, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !11, file: !5, line: 1063, type: !282, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !11, file: !5, line: 1073, type: !379, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !11, file: !5, line: 1083, type: !389, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{!129, !359}
!391 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !11, file: !5, line: 1105, type: !383, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !11, file: !5, line: 1121, type: !393, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubroutineType(types: !394)
!394 = !{!395, !284, !4}
!395 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !11, file: !5, line: 451, baseType: !396)
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !24, file: !22, line: 62, baseType: !397)
!397 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !398, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !24, file: !22, line: 56, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !28, file: !29, line: 417, baseType: !3)
!400 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !11, file: !5, line: 1140, type: !401, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubroutineType(types: !402)
!402 = !{!403, !359, !4}
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !11, file: !5, line: 452, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !24, file: !22, line: 63, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !406, size: 64)
!406 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !398)
!407 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !11, file: !5, line: 1150, type: !408, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{null, !359, !4}
!410 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !11, file: !5, line: 1173, type: !393, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !11, file: !5, line: 1192, type: !401, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !11, file: !5, line: 1204, type: !413, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{!395, !284}
!415 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !11, file: !5, line: 1216, type: !416, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{!403, !359}
!418 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !11, file: !5, line: 1228, type: !413, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !11, file: !5, line: 1240, type: !416, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !11, file: !5, line: 1255, type: !421, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubroutineType(types: !422)
!422 = !{!35, !284}
!423 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !11, file: !5, line: 1260, type: !424, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!68, !359}
!426 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !11, file: !5, line: 1276, type: !427, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubroutineType(types: !428)
!428 = !{null, !284, !297}
!429 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !11, file: !5, line: 1293, type: !430, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !284, !432}
!432 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !299, size: 64)
!433 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !11, file: !5, line: 1317, type: !282, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !11, file: !5, line: 1357, type: !435, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!10, !284, !356, !297}
!437 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !11, file: !5, line: 1388, type: !438, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!10, !284, !356, !432}
!440 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !11, file: !5, line: 1406, type: !441, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!10, !284, !356, !331}
!443 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !11, file: !5, line: 1432, type: !444, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{!10, !284, !356, !4, !297}
!446 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !11, file: !5, line: 1529, type: !447, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!10, !284, !356}
!449 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !11, file: !5, line: 1557, type: !450, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubroutineType(types: !451)
!451 = !{!10, !284, !356, !356}
!452 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !11, file: !5, line: 1581, type: !453, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubroutineType(types: !454)
!454 = !{null, !284, !337}
!455 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !11, file: !5, line: 1600, type: !282, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !11, file: !5, line: 1699, type: !345, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !11, file: !5, line: 1710, type: !383, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !11, file: !5, line: 1757, type: !345, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !11, file: !5, line: 1801, type: !460, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !284, !10, !4, !297}
!462 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !11, file: !5, line: 1807, type: !383, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !11, file: !5, line: 1811, type: !464, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!129, !284}
!466 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !11, file: !5, line: 1873, type: !438, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !11, file: !5, line: 1884, type: !438, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !11, file: !5, line: 1891, type: !469, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DISubroutineType(types: !470)
!470 = !{!471, !359, !4, !472}
!471 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !11, file: !5, line: 458, baseType: !6)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !473, size: 64)
!473 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !474)
!474 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!475 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !11, file: !5, line: 1902, type: !476, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!471, !4, !288}
!478 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !11, file: !5, line: 1911, type: !479, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{!471, !481}
!481 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !482, size: 64)
!482 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !274)
!483 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !11, file: !5, line: 1928, type: !484, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{null, !284, !272}
!486 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !11, file: !5, line: 1941, type: !487, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubroutineType(types: !488)
!488 = !{!10, !284, !10}
!489 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !11, file: !5, line: 1945, type: !490, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{!10, !284, !10, !10}
!492 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !11, file: !5, line: 1954, type: !493, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !284, !308, !236}
!495 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !11, file: !5, line: 1966, type: !496, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !284, !308, !255}
!498 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !25, file: !358, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !499, templateParams: !553, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!499 = !{!500, !501, !505, !510, !521, !526, !530, !533, !534, !535, !542, !545, !548, !549, !550}
!500 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !498, file: !358, line: 1046, baseType: !35, size: 64, flags: DIFlagProtected)
!501 = !DISubprogram(name: "__normal_iterator", scope: !498, file: !358, line: 1068, type: !502, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubroutineType(types: !503)
!503 = !{null, !504}
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!505 = !DISubprogram(name: "__normal_iterator", scope: !498, file: !358, line: 1072, type: !506, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !504, !508}
!508 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !509, size: 64)
!509 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!510 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv", scope: !498, file: !358, line: 1095, type: !511, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
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
!521 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEptEv", scope: !498, file: !358, line: 1100, type: !522, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubroutineType(types: !523)
!523 = !{!524, !519}
!524 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !498, file: !358, line: 1062, baseType: !525)
!525 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !516, file: !515, line: 215, baseType: !35)
!526 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv", scope: !498, file: !358, line: 1105, type: !527, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubroutineType(types: !528)
!528 = !{!529, !504}
!529 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !498, size: 64)
!530 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEi", scope: !498, file: !358, line: 1113, type: !531, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!531 = !DISubroutineType(types: !532)
!532 = !{!498, !504, !3}
!533 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmmEv", scope: !498, file: !358, line: 1119, type: !527, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!534 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmmEi", scope: !498, file: !358, line: 1127, type: !531, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEixEl", scope: !498, file: !358, line: 1133, type: !536, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubroutineType(types: !537)
!537 = !{!513, !519, !538}
!538 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !498, file: !358, line: 1060, baseType: !539)
!539 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !516, file: !515, line: 214, baseType: !540)
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !8, file: !7, line: 299, baseType: !541)
!541 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!542 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEpLEl", scope: !498, file: !358, line: 1138, type: !543, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubroutineType(types: !544)
!544 = !{!529, !504, !538}
!545 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEplEl", scope: !498, file: !358, line: 1143, type: !546, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DISubroutineType(types: !547)
!547 = !{!498, !519, !538}
!548 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmIEl", scope: !498, file: !358, line: 1148, type: !543, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmiEl", scope: !498, file: !358, line: 1153, type: !546, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv", scope: !498, file: !358, line: 1158, type: !551, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!551 = !DISubroutineType(types: !552)
!552 = !{!508, !519}
!553 = !{!518, !554}
!554 = !DITemplateTypeParameter(name: "_Container", type: !11)
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !556, size: 64)
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !474, size: 64)
!557 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !558, file: !5, line: 444, baseType: !567)
!558 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !5, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !559, templateParams: !761, identifier: "_ZTSSt6vectorIS_IiSaIiEESaIS1_EE")
!559 = !{!560, !762, !763, !764, !765, !770, !773, !776, !780, !786, !789, !795, !800, !804, !814, !817, !820, !823, !827, !828, !832, !835, !838, !841, !844, !849, !855, !856, !857, !862, !867, !868, !869, !870, !871, !872, !873, !876, !877, !880, !881, !882, !883, !886, !887, !895, !902, !905, !906, !907, !910, !913, !914, !915, !918, !921, !924, !928, !929, !932, !935, !938, !941, !944, !947, !950, !951, !952, !953, !954, !957, !958, !961, !962, !963, !967, !970, !975, !978, !981, !984, !987}
!560 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !558, baseType: !561, flags: DIFlagProtected, extraData: i32 0)
!561 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !5, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !562, templateParams: !761, identifier: "_ZTSSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE")
!562 = !{!563, !712, !717, !722, !726, !729, !734, !737, !740, !744, !747, !750, !753, !754, !757, !760}
!563 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !561, file: !5, line: 371, baseType: !564, size: 192)
!564 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !561, file: !5, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !565, identifier: "_ZTSNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implE")
!565 = !{!566, !667, !692, !696, !701, !705, !709}
!566 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !564, baseType: !567, extraData: i32 0)
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !561, file: !5, line: 88, baseType: !568)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !569, file: !22, line: 120, baseType: !666)
!569 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::vector<int, std::allocator<int> > >", scope: !570, file: !22, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !620, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E6rebindIS3_EE")
!570 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::vector<int, std::allocator<int> > >, std::vector<int, std::allocator<int> > >", scope: !25, file: !22, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !571, templateParams: !664, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_EE")
!571 = !{!572, !653, !656, !659, !660, !661, !662, !663}
!572 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !570, baseType: !573, extraData: i32 0)
!573 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !29, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !574, templateParams: !651, identifier: "_ZTSSt16allocator_traitsISaISt6vectorIiSaIiEEEE")
!574 = !{!575, !636, !639, !642, !648}
!575 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m", scope: !573, file: !29, line: 463, type: !576, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!576 = !DISubroutineType(types: !577)
!577 = !{!578, !580, !101}
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !573, file: !29, line: 420, baseType: !579)
!579 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!580 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !581, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !573, file: !29, line: 414, baseType: !582)
!582 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<std::vector<int, std::allocator<int> > >", scope: !8, file: !39, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !583, templateParams: !620, identifier: "_ZTSSaISt6vectorIiSaIiEEE")
!583 = !{!584, !622, !626, !631, !635}
!584 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !582, baseType: !585, flags: DIFlagPublic, extraData: i32 0)
!585 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<std::vector<int, std::allocator<int> > >", scope: !8, file: !43, line: 47, baseType: !586)
!586 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::vector<int, std::allocator<int> > >", scope: !8, file: !45, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !587, templateParams: !620, identifier: "_ZTSSt15__new_allocatorISt6vectorIiSaIiEEE")
!587 = !{!588, !592, !597, !598, !604, !610, !613, !616, !619}
!588 = !DISubprogram(name: "__new_allocator", scope: !586, file: !45, line: 80, type: !589, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubroutineType(types: !590)
!590 = !{null, !591}
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !586, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!592 = !DISubprogram(name: "__new_allocator", scope: !586, file: !45, line: 83, type: !593, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubroutineType(types: !594)
!594 = !{null, !591, !595}
!595 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !596, size: 64)
!596 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !586)
!597 = !DISubprogram(name: "~__new_allocator", scope: !586, file: !45, line: 90, type: !589, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE7addressERS2_", scope: !586, file: !45, line: 93, type: !599, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DISubroutineType(types: !600)
!600 = !{!601, !602, !603}
!601 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !586, file: !45, line: 63, baseType: !579)
!602 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !596, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !586, file: !45, line: 65, baseType: !337)
!604 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE7addressERKS2_", scope: !586, file: !45, line: 97, type: !605, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!605 = !DISubroutineType(types: !606)
!606 = !{!607, !602, !609}
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !586, file: !45, line: 64, baseType: !608)
!608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!609 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !586, file: !45, line: 66, baseType: !303)
!610 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv", scope: !586, file: !45, line: 112, type: !611, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!611 = !DISubroutineType(types: !612)
!612 = !{!579, !591, !75, !76}
!613 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m", scope: !586, file: !45, line: 142, type: !614, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!614 = !DISubroutineType(types: !615)
!615 = !{null, !591, !579, !75}
!616 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE8max_sizeEv", scope: !586, file: !45, line: 167, type: !617, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DISubroutineType(types: !618)
!618 = !{!75, !602}
!619 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE11_M_max_sizeEv", scope: !586, file: !45, line: 210, type: !617, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !{!621}
!621 = !DITemplateTypeParameter(name: "_Tp", type: !11)
!622 = !DISubprogram(name: "allocator", scope: !582, file: !39, line: 156, type: !623, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{null, !625}
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!626 = !DISubprogram(name: "allocator", scope: !582, file: !39, line: 159, type: !627, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DISubroutineType(types: !628)
!628 = !{null, !625, !629}
!629 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !630, size: 64)
!630 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !582)
!631 = !DISubprogram(name: "operator=", linkageName: "_ZNSaISt6vectorIiSaIiEEEaSERKS2_", scope: !582, file: !39, line: 164, type: !632, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubroutineType(types: !633)
!633 = !{!634, !625, !629}
!634 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !582, size: 64)
!635 = !DISubprogram(name: "~allocator", scope: !582, file: !39, line: 174, type: !623, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!636 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_mPKv", scope: !573, file: !29, line: 477, type: !637, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{!578, !580, !101, !105}
!639 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m", scope: !573, file: !29, line: 495, type: !640, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!640 = !DISubroutineType(types: !641)
!641 = !{null, !580, !578, !101}
!642 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8max_sizeERKS3_", scope: !573, file: !29, line: 547, type: !643, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!643 = !DISubroutineType(types: !644)
!644 = !{!645, !646}
!645 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !573, file: !29, line: 435, baseType: !6)
!646 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !647, size: 64)
!647 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !581)
!648 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE37select_on_container_copy_constructionERKS3_", scope: !573, file: !29, line: 562, type: !649, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!649 = !DISubroutineType(types: !650)
!650 = !{!581, !646}
!651 = !{!652}
!652 = !DITemplateTypeParameter(name: "_Alloc", type: !582)
!653 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E17_S_select_on_copyERKS4_", scope: !570, file: !22, line: 97, type: !654, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!654 = !DISubroutineType(types: !655)
!655 = !{!582, !629}
!656 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E10_S_on_swapERS4_S6_", scope: !570, file: !22, line: 100, type: !657, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!657 = !DISubroutineType(types: !658)
!658 = !{null, !634, !634}
!659 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E27_S_propagate_on_copy_assignEv", scope: !570, file: !22, line: 103, type: !127, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!660 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E27_S_propagate_on_move_assignEv", scope: !570, file: !22, line: 106, type: !127, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!661 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E20_S_propagate_on_swapEv", scope: !570, file: !22, line: 109, type: !127, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!662 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E15_S_always_equalEv", scope: !570, file: !22, line: 112, type: !127, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!663 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E15_S_nothrow_moveEv", scope: !570, file: !22, line: 115, type: !127, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!664 = !{!652, !665}
!665 = !DITemplateTypeParameter(type: !11)
!666 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<std::vector<int, std::allocator<int> > >", scope: !573, file: !29, line: 450, baseType: !582)
!667 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !564, baseType: !668, extraData: i32 0)
!668 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !561, file: !5, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !669, identifier: "_ZTSNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataE")
!669 = !{!670, !673, !674, !675, !679, !683, !688}
!670 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !668, file: !5, line: 94, baseType: !671, size: 64)
!671 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !561, file: !5, line: 90, baseType: !672)
!672 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !570, file: !22, line: 57, baseType: !578)
!673 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !668, file: !5, line: 95, baseType: !671, size: 64, offset: 64)
!674 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !668, file: !5, line: 96, baseType: !671, size: 64, offset: 128)
!675 = !DISubprogram(name: "_Vector_impl_data", scope: !668, file: !5, line: 99, type: !676, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DISubroutineType(types: !677)
!677 = !{null, !678}
!678 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !668, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!679 = !DISubprogram(name: "_Vector_impl_data", scope: !668, file: !5, line: 105, type: !680, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DISubroutineType(types: !681)
!681 = !{null, !678, !682}
!682 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !668, size: 64)
!683 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_data12_M_copy_dataERKS5_", scope: !668, file: !5, line: 113, type: !684, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DISubroutineType(types: !685)
!685 = !{null, !678, !686}
!686 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !687, size: 64)
!687 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !668)
!688 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_data12_M_swap_dataERS5_", scope: !668, file: !5, line: 122, type: !689, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DISubroutineType(types: !690)
!690 = !{null, !678, !691}
!691 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !668, size: 64)
!692 = !DISubprogram(name: "_Vector_impl", scope: !564, file: !5, line: 137, type: !693, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DISubroutineType(types: !694)
!694 = !{null, !695}
!695 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !564, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!696 = !DISubprogram(name: "_Vector_impl", scope: !564, file: !5, line: 143, type: !697, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DISubroutineType(types: !698)
!698 = !{null, !695, !699}
!699 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !700, size: 64)
!700 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !567)
!701 = !DISubprogram(name: "_Vector_impl", scope: !564, file: !5, line: 151, type: !702, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!702 = !DISubroutineType(types: !703)
!703 = !{null, !695, !704}
!704 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !564, size: 64)
!705 = !DISubprogram(name: "_Vector_impl", scope: !564, file: !5, line: 156, type: !706, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!706 = !DISubroutineType(types: !707)
!707 = !{null, !695, !708}
!708 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !567, size: 64)
!709 = !DISubprogram(name: "_Vector_impl", scope: !564, file: !5, line: 161, type: !710, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!710 = !DISubroutineType(types: !711)
!711 = !{null, !695, !708, !704}
!712 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv", scope: !561, file: !5, line: 298, type: !713, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{!715, !716}
!715 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !567, size: 64)
!716 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !561, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!717 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv", scope: !561, file: !5, line: 303, type: !718, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!718 = !DISubroutineType(types: !719)
!719 = !{!699, !720}
!720 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !721, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!721 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !561)
!722 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13get_allocatorEv", scope: !561, file: !5, line: 308, type: !723, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!723 = !DISubroutineType(types: !724)
!724 = !{!725, !720}
!725 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !561, file: !5, line: 294, baseType: !582)
!726 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 312, type: !727, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DISubroutineType(types: !728)
!728 = !{null, !716}
!729 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 318, type: !730, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{null, !716, !732}
!732 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !733, size: 64)
!733 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !725)
!734 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 324, type: !735, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!735 = !DISubroutineType(types: !736)
!736 = !{null, !716, !6}
!737 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 330, type: !738, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubroutineType(types: !739)
!739 = !{null, !716, !6, !732}
!740 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 335, type: !741, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubroutineType(types: !742)
!742 = !{null, !716, !743}
!743 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !561, size: 64)
!744 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 340, type: !745, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{null, !716, !708}
!747 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 344, type: !748, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{null, !716, !743, !732}
!750 = !DISubprogram(name: "_Vector_base", scope: !561, file: !5, line: 358, type: !751, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubroutineType(types: !752)
!752 = !{null, !716, !732, !743}
!753 = !DISubprogram(name: "~_Vector_base", scope: !561, file: !5, line: 364, type: !727, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!754 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm", scope: !561, file: !5, line: 375, type: !755, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{!671, !716, !6}
!757 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m", scope: !561, file: !5, line: 383, type: !758, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!758 = !DISubroutineType(types: !759)
!759 = !{null, !716, !671, !6}
!760 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm", scope: !561, file: !5, line: 393, type: !735, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !{!621, !652}
!762 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !558, file: !5, line: 465, type: !234, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!763 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !558, file: !5, line: 474, type: !253, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!764 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE15_S_use_relocateEv", scope: !558, file: !5, line: 478, type: !127, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!765 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_S_do_relocateEPS1_S4_S4_RS2_St17integral_constantIbLb1EE", scope: !558, file: !5, line: 487, type: !766, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!766 = !DISubroutineType(types: !767)
!767 = !{!768, !768, !768, !768, !769, !236}
!768 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !558, file: !5, line: 449, baseType: !671)
!769 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !557, size: 64)
!770 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_S_do_relocateEPS1_S4_S4_RS2_St17integral_constantIbLb0EE", scope: !558, file: !5, line: 494, type: !771, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{!768, !768, !768, !768, !769, !255}
!773 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_relocateEPS1_S4_S4_RS2_", scope: !558, file: !5, line: 499, type: !774, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!774 = !DISubroutineType(types: !775)
!775 = !{!768, !768, !768, !768, !769}
!776 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 526, type: !777, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{null, !779}
!779 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !558, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!780 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 537, type: !781, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{null, !779, !783}
!783 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !784, size: 64)
!784 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !785)
!785 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !558, file: !5, line: 460, baseType: !582)
!786 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 551, type: !787, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DISubroutineType(types: !788)
!788 = !{null, !779, !4, !783}
!789 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 564, type: !790, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!790 = !DISubroutineType(types: !791)
!791 = !{null, !779, !4, !792, !783}
!792 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !793, size: 64)
!793 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !794)
!794 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !558, file: !5, line: 448, baseType: !11)
!795 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 596, type: !796, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DISubroutineType(types: !797)
!797 = !{null, !779, !798}
!798 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !799, size: 64)
!799 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !558)
!800 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 615, type: !801, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!801 = !DISubroutineType(types: !802)
!802 = !{null, !779, !803}
!803 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !558, size: 64)
!804 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 619, type: !805, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!805 = !DISubroutineType(types: !806)
!806 = !{null, !779, !798, !807}
!807 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !808, size: 64)
!808 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !809)
!809 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !237, line: 128, baseType: !810)
!810 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !811, file: !237, line: 125, baseType: !582)
!811 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !237, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !812, identifier: "_ZTSSt15__type_identityISaISt6vectorIiSaIiEEEE")
!812 = !{!813}
!813 = !DITemplateTypeParameter(name: "_Type", type: !582)
!814 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 630, type: !815, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!815 = !DISubroutineType(types: !816)
!816 = !{null, !779, !803, !783, !236}
!817 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 635, type: !818, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DISubroutineType(types: !819)
!819 = !{null, !779, !803, !783, !255}
!820 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 654, type: !821, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!821 = !DISubroutineType(types: !822)
!822 = !{null, !779, !803, !807}
!823 = !DISubprogram(name: "vector", scope: !558, file: !5, line: 673, type: !824, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{null, !779, !826, !783}
!826 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<std::vector<int, std::allocator<int> > >", scope: !8, file: !332, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listISt6vectorIiSaIiEEE")
!827 = !DISubprogram(name: "~vector", scope: !558, file: !5, line: 728, type: !777, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEaSERKS3_", scope: !558, file: !5, line: 746, type: !829, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!829 = !DISubroutineType(types: !830)
!830 = !{!831, !779, !798}
!831 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !558, size: 64)
!832 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEaSEOS3_", scope: !558, file: !5, line: 761, type: !833, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!831, !779, !803}
!835 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEaSESt16initializer_listIS1_E", scope: !558, file: !5, line: 783, type: !836, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!831, !779, !826}
!838 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6assignEmRKS1_", scope: !558, file: !5, line: 803, type: !839, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!839 = !DISubroutineType(types: !840)
!840 = !{null, !779, !4, !792}
!841 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6assignESt16initializer_listIS1_E", scope: !558, file: !5, line: 850, type: !842, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!842 = !DISubroutineType(types: !843)
!843 = !{null, !779, !826}
!844 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5beginEv", scope: !558, file: !5, line: 868, type: !845, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubroutineType(types: !846)
!846 = !{!847, !779}
!847 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !558, file: !5, line: 453, baseType: !848)
!848 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > >", scope: !25, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPSt6vectorIiSaIiEES1_IS3_SaIS3_EEEE")
!849 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5beginEv", scope: !558, file: !5, line: 878, type: !850, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!850 = !DISubroutineType(types: !851)
!851 = !{!852, !854}
!852 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !558, file: !5, line: 455, baseType: !853)
!853 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > >", scope: !25, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKSt6vectorIiSaIiEES1_IS3_SaIS3_EEEE")
!854 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !799, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!855 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE3endEv", scope: !558, file: !5, line: 888, type: !845, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE3endEv", scope: !558, file: !5, line: 898, type: !850, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!857 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6rbeginEv", scope: !558, file: !5, line: 908, type: !858, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!858 = !DISubroutineType(types: !859)
!859 = !{!860, !779}
!860 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !558, file: !5, line: 457, baseType: !861)
!861 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPSt6vectorIiSaIiEES2_IS4_SaIS4_EEEEE")
!862 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE6rbeginEv", scope: !558, file: !5, line: 918, type: !863, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!863 = !DISubroutineType(types: !864)
!864 = !{!865, !854}
!865 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !558, file: !5, line: 456, baseType: !866)
!866 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKSt6vectorIiSaIiEES2_IS4_SaIS4_EEEEE")
!867 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4rendEv", scope: !558, file: !5, line: 928, type: !858, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4rendEv", scope: !558, file: !5, line: 938, type: !863, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!869 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE6cbeginEv", scope: !558, file: !5, line: 949, type: !850, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!870 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4cendEv", scope: !558, file: !5, line: 959, type: !850, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!871 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE7crbeginEv", scope: !558, file: !5, line: 969, type: !863, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5crendEv", scope: !558, file: !5, line: 979, type: !863, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!873 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4sizeEv", scope: !558, file: !5, line: 987, type: !874, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!874 = !DISubroutineType(types: !875)
!875 = !{!4, !854}
!876 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE8max_sizeEv", scope: !558, file: !5, line: 993, type: !874, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!877 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6resizeEm", scope: !558, file: !5, line: 1008, type: !878, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!878 = !DISubroutineType(types: !879)
!879 = !{null, !779, !4}
!880 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6resizeEmRKS1_", scope: !558, file: !5, line: 1029, type: !839, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!881 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE13shrink_to_fitEv", scope: !558, file: !5, line: 1063, type: !777, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!882 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE8capacityEv", scope: !558, file: !5, line: 1073, type: !874, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!883 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5emptyEv", scope: !558, file: !5, line: 1083, type: !884, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!884 = !DISubroutineType(types: !885)
!885 = !{!129, !854}
!886 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE7reserveEm", scope: !558, file: !5, line: 1105, type: !878, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!887 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm", scope: !558, file: !5, line: 1121, type: !888, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!888 = !DISubroutineType(types: !889)
!889 = !{!890, !779, !4}
!890 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !558, file: !5, line: 451, baseType: !891)
!891 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !570, file: !22, line: 62, baseType: !892)
!892 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !893, size: 64)
!893 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !570, file: !22, line: 56, baseType: !894)
!894 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !573, file: !29, line: 417, baseType: !11)
!895 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EEixEm", scope: !558, file: !5, line: 1140, type: !896, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!896 = !DISubroutineType(types: !897)
!897 = !{!898, !854, !4}
!898 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !558, file: !5, line: 452, baseType: !899)
!899 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !570, file: !22, line: 63, baseType: !900)
!900 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !901, size: 64)
!901 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !893)
!902 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE14_M_range_checkEm", scope: !558, file: !5, line: 1150, type: !903, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!903 = !DISubroutineType(types: !904)
!904 = !{null, !854, !4}
!905 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE2atEm", scope: !558, file: !5, line: 1173, type: !888, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!906 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE2atEm", scope: !558, file: !5, line: 1192, type: !896, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!907 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5frontEv", scope: !558, file: !5, line: 1204, type: !908, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!908 = !DISubroutineType(types: !909)
!909 = !{!890, !779}
!910 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5frontEv", scope: !558, file: !5, line: 1216, type: !911, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!911 = !DISubroutineType(types: !912)
!912 = !{!898, !854}
!913 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4backEv", scope: !558, file: !5, line: 1228, type: !908, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!914 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4backEv", scope: !558, file: !5, line: 1240, type: !911, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!915 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4dataEv", scope: !558, file: !5, line: 1255, type: !916, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!916 = !DISubroutineType(types: !917)
!917 = !{!579, !779}
!918 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4dataEv", scope: !558, file: !5, line: 1260, type: !919, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DISubroutineType(types: !920)
!920 = !{!608, !854}
!921 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE9push_backERKS1_", scope: !558, file: !5, line: 1276, type: !922, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!922 = !DISubroutineType(types: !923)
!923 = !{null, !779, !792}
!924 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE9push_backEOS1_", scope: !558, file: !5, line: 1293, type: !925, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!925 = !DISubroutineType(types: !926)
!926 = !{null, !779, !927}
!927 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !794, size: 64)
!928 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE8pop_backEv", scope: !558, file: !5, line: 1317, type: !777, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EERS6_", scope: !558, file: !5, line: 1357, type: !930, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubroutineType(types: !931)
!931 = !{!847, !779, !852, !792}
!932 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !558, file: !5, line: 1388, type: !933, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!933 = !DISubroutineType(types: !934)
!934 = !{!847, !779, !852, !927}
!935 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EESt16initializer_listIS1_E", scope: !558, file: !5, line: 1406, type: !936, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!936 = !DISubroutineType(types: !937)
!937 = !{!847, !779, !852, !826}
!938 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEmRS6_", scope: !558, file: !5, line: 1432, type: !939, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!939 = !DISubroutineType(types: !940)
!940 = !{!847, !779, !852, !4, !792}
!941 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EE", scope: !558, file: !5, line: 1529, type: !942, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubroutineType(types: !943)
!943 = !{!847, !779, !852}
!944 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EES8_", scope: !558, file: !5, line: 1557, type: !945, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DISubroutineType(types: !946)
!946 = !{!847, !779, !852, !852}
!947 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4swapERS3_", scope: !558, file: !5, line: 1581, type: !948, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!948 = !DISubroutineType(types: !949)
!949 = !{null, !779, !831}
!950 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5clearEv", scope: !558, file: !5, line: 1600, type: !777, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!951 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE18_M_fill_initializeEmRKS1_", scope: !558, file: !5, line: 1699, type: !839, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!952 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm", scope: !558, file: !5, line: 1710, type: !878, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!953 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_fill_assignEmRKS1_", scope: !558, file: !5, line: 1757, type: !839, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!954 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPS1_S3_EEmRKS1_", scope: !558, file: !5, line: 1801, type: !955, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!955 = !DISubroutineType(types: !956)
!956 = !{null, !779, !847, !4, !792}
!957 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_M_default_appendEm", scope: !558, file: !5, line: 1807, type: !878, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE16_M_shrink_to_fitEv", scope: !558, file: !5, line: 1811, type: !959, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!959 = !DISubroutineType(types: !960)
!960 = !{!129, !779}
!961 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !558, file: !5, line: 1873, type: !933, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!962 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !558, file: !5, line: 1884, type: !933, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!963 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE12_M_check_lenEmPKc", scope: !558, file: !5, line: 1891, type: !964, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!964 = !DISubroutineType(types: !965)
!965 = !{!966, !854, !4, !472}
!966 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !558, file: !5, line: 458, baseType: !6)
!967 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_", scope: !558, file: !5, line: 1902, type: !968, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!968 = !DISubroutineType(types: !969)
!969 = !{!966, !4, !783}
!970 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_max_sizeERKS2_", scope: !558, file: !5, line: 1911, type: !971, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!971 = !DISubroutineType(types: !972)
!972 = !{!966, !973}
!973 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !974, size: 64)
!974 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !557)
!975 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE15_M_erase_at_endEPS1_", scope: !558, file: !5, line: 1928, type: !976, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!976 = !DISubroutineType(types: !977)
!977 = !{null, !779, !768}
!978 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS1_S3_EE", scope: !558, file: !5, line: 1941, type: !979, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!979 = !DISubroutineType(types: !980)
!980 = !{!847, !779, !847}
!981 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS1_S3_EES7_", scope: !558, file: !5, line: 1945, type: !982, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!982 = !DISubroutineType(types: !983)
!983 = !{!847, !779, !847, !847}
!984 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_move_assignEOS3_St17integral_constantIbLb1EE", scope: !558, file: !5, line: 1954, type: !985, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!985 = !DISubroutineType(types: !986)
!986 = !{null, !779, !803, !236}
!987 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_move_assignEOS3_St17integral_constantIbLb0EE", scope: !558, file: !5, line: 1966, type: !988, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!988 = !DISubroutineType(types: !989)
!989 = !{null, !779, !803, !255}
!990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!991 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !992, file: !5, line: 506, baseType: !998)
!992 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !11, file: !5, line: 499, type: !279, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !278, retainedNodes: !993)
!993 = !{!994, !995, !996, !997}
!994 = !DILocalVariable(name: "__first", arg: 1, scope: !992, file: !5, line: 499, type: !272)
!995 = !DILocalVariable(name: "__last", arg: 2, scope: !992, file: !5, line: 499, type: !272)
!996 = !DILocalVariable(name: "__result", arg: 3, scope: !992, file: !5, line: 499, type: !272)
!997 = !DILocalVariable(name: "__alloc", arg: 4, scope: !992, file: !5, line: 500, type: !273)
!998 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !8, file: !237, line: 90, baseType: !238)
!999 = !{!1000, !1058, !1064, !1069, !1073, !1075, !1077, !1079, !1081, !1088, !1093, !1098, !1102, !1106, !1110, !1115, !1119, !1121, !1125, !1131, !1135, !1140, !1142, !1147, !1151, !1155, !1157, !1161, !1165, !1167, !1171, !1173, !1175, !1179, !1183, !1187, !1191, !1195, !1199, !1201, !1208, !1212, !1216, !1220, !1222, !1224, !1228, !1232, !1233, !1234, !1235, !1236, !1237, !1241, !1245, !1251, !1255, !1260, !1262, !1268, !1272, !1276, !1285, !1289, !1293, !1297, !1301, !1305, !1309, !1313, !1317, !1321, !1328, !1332, !1336, !1338, !1340, !1344, !1349, !1354, !1358, !1362, !1364, !1371, !1375, !1382, !1384, !1388, !1392, !1396, !1400, !1405, !1410, !1415, !1416, !1417, !1418, !1420, !1421, !1422, !1423, !1424, !1425, !1426, !1428, !1429, !1430, !1431, !1432, !1433, !1434, !1439, !1440, !1441, !1442, !1443, !1444, !1445, !1446, !1447, !1448, !1449, !1450, !1451, !1452, !1453, !1454, !1455, !1456, !1457, !1458, !1459, !1460, !1461, !1462, !1463}
!1000 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1001, file: !1057, line: 98)
!1001 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1002, line: 7, baseType: !1003)
!1002 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1003 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1004, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1005, identifier: "_ZTS8_IO_FILE")
!1004 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1005 = !{!1006, !1007, !1008, !1009, !1010, !1011, !1012, !1013, !1014, !1015, !1016, !1017, !1018, !1021, !1023, !1024, !1025, !1028, !1030, !1032, !1036, !1039, !1041, !1044, !1047, !1048, !1049, !1052, !1053}
!1006 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1003, file: !1004, line: 51, baseType: !3, size: 32)
!1007 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1003, file: !1004, line: 54, baseType: !556, size: 64, offset: 64)
!1008 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1003, file: !1004, line: 55, baseType: !556, size: 64, offset: 128)
!1009 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1003, file: !1004, line: 56, baseType: !556, size: 64, offset: 192)
!1010 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1003, file: !1004, line: 57, baseType: !556, size: 64, offset: 256)
!1011 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1003, file: !1004, line: 58, baseType: !556, size: 64, offset: 320)
!1012 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1003, file: !1004, line: 59, baseType: !556, size: 64, offset: 384)
!1013 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1003, file: !1004, line: 60, baseType: !556, size: 64, offset: 448)
!1014 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1003, file: !1004, line: 61, baseType: !556, size: 64, offset: 512)
!1015 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1003, file: !1004, line: 64, baseType: !556, size: 64, offset: 576)
!1016 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1003, file: !1004, line: 65, baseType: !556, size: 64, offset: 640)
!1017 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1003, file: !1004, line: 66, baseType: !556, size: 64, offset: 704)
!1018 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1003, file: !1004, line: 68, baseType: !1019, size: 64, offset: 768)
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1020, size: 64)
!1020 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1004, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!1021 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1003, file: !1004, line: 70, baseType: !1022, size: 64, offset: 832)
!1022 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1003, size: 64)
!1023 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1003, file: !1004, line: 72, baseType: !3, size: 32, offset: 896)
!1024 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1003, file: !1004, line: 73, baseType: !3, size: 32, offset: 928)
!1025 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1003, file: !1004, line: 74, baseType: !1026, size: 64, offset: 960)
!1026 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1027, line: 152, baseType: !541)
!1027 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1028 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1003, file: !1004, line: 77, baseType: !1029, size: 16, offset: 1024)
!1029 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1030 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1003, file: !1004, line: 78, baseType: !1031, size: 8, offset: 1040)
!1031 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1032 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1003, file: !1004, line: 79, baseType: !1033, size: 8, offset: 1048)
!1033 = !DICompositeType(tag: DW_TAG_array_type, baseType: !474, size: 8, elements: !1034)
!1034 = !{!1035}
!1035 = !DISubrange(count: 1)
!1036 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1003, file: !1004, line: 81, baseType: !1037, size: 64, offset: 1088)
!1037 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1038, size: 64)
!1038 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1004, line: 43, baseType: null)
!1039 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1003, file: !1004, line: 89, baseType: !1040, size: 64, offset: 1152)
!1040 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1027, line: 153, baseType: !541)
!1041 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1003, file: !1004, line: 91, baseType: !1042, size: 64, offset: 1216)
!1042 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1043, size: 64)
!1043 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1004, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!1044 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1003, file: !1004, line: 92, baseType: !1045, size: 64, offset: 1280)
!1045 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1046, size: 64)
!1046 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1004, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!1047 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1003, file: !1004, line: 93, baseType: !1022, size: 64, offset: 1344)
!1048 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1003, file: !1004, line: 94, baseType: !990, size: 64, offset: 1408)
!1049 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1003, file: !1004, line: 95, baseType: !1050, size: 64, offset: 1472)
!1050 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1051, line: 46, baseType: !9)
!1051 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!1052 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1003, file: !1004, line: 96, baseType: !3, size: 32, offset: 1536)
!1053 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1003, file: !1004, line: 98, baseType: !1054, size: 160, offset: 1568)
!1054 = !DICompositeType(tag: DW_TAG_array_type, baseType: !474, size: 160, elements: !1055)
!1055 = !{!1056}
!1056 = !DISubrange(count: 20)
!1057 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!1058 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1059, file: !1057, line: 99)
!1059 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1060, line: 84, baseType: !1061)
!1060 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1061 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1062, line: 14, baseType: !1063)
!1062 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1063 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1062, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1064 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1065, file: !1057, line: 101)
!1065 = !DISubprogram(name: "clearerr", scope: !1060, file: !1060, line: 786, type: !1066, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1066 = !DISubroutineType(types: !1067)
!1067 = !{null, !1068}
!1068 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1001, size: 64)
!1069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1070, file: !1057, line: 102)
!1070 = !DISubprogram(name: "fclose", scope: !1060, file: !1060, line: 178, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!3, !1068}
!1073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1074, file: !1057, line: 103)
!1074 = !DISubprogram(name: "feof", scope: !1060, file: !1060, line: 788, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1076, file: !1057, line: 104)
!1076 = !DISubprogram(name: "ferror", scope: !1060, file: !1060, line: 790, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1078, file: !1057, line: 105)
!1078 = !DISubprogram(name: "fflush", scope: !1060, file: !1060, line: 230, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1079 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1080, file: !1057, line: 106)
!1080 = !DISubprogram(name: "fgetc", scope: !1060, file: !1060, line: 513, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1082, file: !1057, line: 107)
!1082 = !DISubprogram(name: "fgetpos", scope: !1060, file: !1060, line: 760, type: !1083, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1083 = !DISubroutineType(types: !1084)
!1084 = !{!3, !1085, !1086}
!1085 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1068)
!1086 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1087)
!1087 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1059, size: 64)
!1088 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1089, file: !1057, line: 108)
!1089 = !DISubprogram(name: "fgets", scope: !1060, file: !1060, line: 592, type: !1090, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{!556, !1092, !3, !1085}
!1092 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !556)
!1093 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1094, file: !1057, line: 109)
!1094 = !DISubprogram(name: "fopen", scope: !1060, file: !1060, line: 258, type: !1095, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!1068, !1097, !1097}
!1097 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !472)
!1098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1099, file: !1057, line: 110)
!1099 = !DISubprogram(name: "fprintf", scope: !1060, file: !1060, line: 350, type: !1100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1100 = !DISubroutineType(types: !1101)
!1101 = !{!3, !1085, !1097, null}
!1102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1103, file: !1057, line: 111)
!1103 = !DISubprogram(name: "fputc", scope: !1060, file: !1060, line: 549, type: !1104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1104 = !DISubroutineType(types: !1105)
!1105 = !{!3, !3, !1068}
!1106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1107, file: !1057, line: 112)
!1107 = !DISubprogram(name: "fputs", scope: !1060, file: !1060, line: 655, type: !1108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1108 = !DISubroutineType(types: !1109)
!1109 = !{!3, !1097, !1085}
!1110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1111, file: !1057, line: 113)
!1111 = !DISubprogram(name: "fread", scope: !1060, file: !1060, line: 675, type: !1112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!1050, !1114, !1050, !1050, !1085}
!1114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !990)
!1115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1116, file: !1057, line: 114)
!1116 = !DISubprogram(name: "freopen", scope: !1060, file: !1060, line: 265, type: !1117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!1068, !1097, !1097, !1085}
!1119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1120, file: !1057, line: 115)
!1120 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1060, file: !1060, line: 434, type: !1100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1122, file: !1057, line: 116)
!1122 = !DISubprogram(name: "fseek", scope: !1060, file: !1060, line: 713, type: !1123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1123 = !DISubroutineType(types: !1124)
!1124 = !{!3, !1068, !541, !3}
!1125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1126, file: !1057, line: 117)
!1126 = !DISubprogram(name: "fsetpos", scope: !1060, file: !1060, line: 765, type: !1127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1127 = !DISubroutineType(types: !1128)
!1128 = !{!3, !1068, !1129}
!1129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1130, size: 64)
!1130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1059)
!1131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1132, file: !1057, line: 118)
!1132 = !DISubprogram(name: "ftell", scope: !1060, file: !1060, line: 718, type: !1133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1133 = !DISubroutineType(types: !1134)
!1134 = !{!541, !1068}
!1135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1136, file: !1057, line: 119)
!1136 = !DISubprogram(name: "fwrite", scope: !1060, file: !1060, line: 681, type: !1137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{!1050, !1139, !1050, !1050, !1085}
!1139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!1140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1141, file: !1057, line: 120)
!1141 = !DISubprogram(name: "getc", scope: !1060, file: !1060, line: 514, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1143, file: !1057, line: 121)
!1143 = !DISubprogram(name: "getchar", scope: !1144, file: !1144, line: 47, type: !1145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1144 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1145 = !DISubroutineType(types: !1146)
!1146 = !{!3}
!1147 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1148, file: !1057, line: 126)
!1148 = !DISubprogram(name: "perror", scope: !1060, file: !1060, line: 804, type: !1149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1149 = !DISubroutineType(types: !1150)
!1150 = !{null, !472}
!1151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1152, file: !1057, line: 127)
!1152 = !DISubprogram(name: "printf", scope: !1060, file: !1060, line: 356, type: !1153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1153 = !DISubroutineType(types: !1154)
!1154 = !{!3, !1097, null}
!1155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1156, file: !1057, line: 128)
!1156 = !DISubprogram(name: "putc", scope: !1060, file: !1060, line: 550, type: !1104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1158, file: !1057, line: 129)
!1158 = !DISubprogram(name: "putchar", scope: !1144, file: !1144, line: 82, type: !1159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1159 = !DISubroutineType(types: !1160)
!1160 = !{!3, !3}
!1161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1162, file: !1057, line: 130)
!1162 = !DISubprogram(name: "puts", scope: !1060, file: !1060, line: 661, type: !1163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1163 = !DISubroutineType(types: !1164)
!1164 = !{!3, !472}
!1165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1166, file: !1057, line: 131)
!1166 = !DISubprogram(name: "remove", scope: !1060, file: !1060, line: 152, type: !1163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1168, file: !1057, line: 132)
!1168 = !DISubprogram(name: "rename", scope: !1060, file: !1060, line: 154, type: !1169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1169 = !DISubroutineType(types: !1170)
!1170 = !{!3, !472, !472}
!1171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1172, file: !1057, line: 133)
!1172 = !DISubprogram(name: "rewind", scope: !1060, file: !1060, line: 723, type: !1066, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1174, file: !1057, line: 134)
!1174 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1060, file: !1060, line: 437, type: !1153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1176, file: !1057, line: 135)
!1176 = !DISubprogram(name: "setbuf", scope: !1060, file: !1060, line: 328, type: !1177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1177 = !DISubroutineType(types: !1178)
!1178 = !{null, !1085, !1092}
!1179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1180, file: !1057, line: 136)
!1180 = !DISubprogram(name: "setvbuf", scope: !1060, file: !1060, line: 332, type: !1181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1181 = !DISubroutineType(types: !1182)
!1182 = !{!3, !1085, !1092, !3, !1050}
!1183 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1184, file: !1057, line: 137)
!1184 = !DISubprogram(name: "sprintf", scope: !1060, file: !1060, line: 358, type: !1185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1185 = !DISubroutineType(types: !1186)
!1186 = !{!3, !1092, !1097, null}
!1187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1188, file: !1057, line: 138)
!1188 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1060, file: !1060, line: 439, type: !1189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1189 = !DISubroutineType(types: !1190)
!1190 = !{!3, !1097, !1097, null}
!1191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1192, file: !1057, line: 139)
!1192 = !DISubprogram(name: "tmpfile", scope: !1060, file: !1060, line: 188, type: !1193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1193 = !DISubroutineType(types: !1194)
!1194 = !{!1068}
!1195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1196, file: !1057, line: 141)
!1196 = !DISubprogram(name: "tmpnam", scope: !1060, file: !1060, line: 205, type: !1197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1197 = !DISubroutineType(types: !1198)
!1198 = !{!556, !556}
!1199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1200, file: !1057, line: 143)
!1200 = !DISubprogram(name: "ungetc", scope: !1060, file: !1060, line: 668, type: !1104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1202, file: !1057, line: 144)
!1202 = !DISubprogram(name: "vfprintf", scope: !1060, file: !1060, line: 365, type: !1203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1203 = !DISubroutineType(types: !1204)
!1204 = !{!3, !1085, !1097, !1205}
!1205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1206, size: 64)
!1206 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !1207, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!1207 = !DIFile(filename: "omp_vector.cpp", directory: ".")
!1208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1209, file: !1057, line: 145)
!1209 = !DISubprogram(name: "vprintf", scope: !1144, file: !1144, line: 39, type: !1210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1210 = !DISubroutineType(types: !1211)
!1211 = !{!3, !1097, !1205}
!1212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1213, file: !1057, line: 146)
!1213 = !DISubprogram(name: "vsprintf", scope: !1060, file: !1060, line: 373, type: !1214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1214 = !DISubroutineType(types: !1215)
!1215 = !{!3, !1092, !1097, !1205}
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1217, file: !1057, line: 175)
!1217 = !DISubprogram(name: "snprintf", scope: !1060, file: !1060, line: 378, type: !1218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1218 = !DISubroutineType(types: !1219)
!1219 = !{!3, !1092, !1050, !1097, null}
!1220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1221, file: !1057, line: 176)
!1221 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1060, file: !1060, line: 479, type: !1203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1223, file: !1057, line: 177)
!1223 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1060, file: !1060, line: 484, type: !1210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1225, file: !1057, line: 178)
!1225 = !DISubprogram(name: "vsnprintf", scope: !1060, file: !1060, line: 382, type: !1226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{!3, !1092, !1050, !1097, !1205}
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1229, file: !1057, line: 179)
!1229 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1060, file: !1060, line: 487, type: !1230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1230 = !DISubroutineType(types: !1231)
!1231 = !{!3, !1097, !1097, !1205}
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1217, file: !1057, line: 185)
!1233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1221, file: !1057, line: 186)
!1234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1223, file: !1057, line: 187)
!1235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1225, file: !1057, line: 188)
!1236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1229, file: !1057, line: 189)
!1237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1238, file: !1240, line: 52)
!1238 = !DISubprogram(name: "abs", scope: !1239, file: !1239, line: 861, type: !1159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1239 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1240 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!1241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1242, file: !1244, line: 127)
!1242 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1239, line: 63, baseType: !1243)
!1243 = !DICompositeType(tag: DW_TAG_structure_type, file: !1239, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1244 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!1245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1246, file: !1244, line: 128)
!1246 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1239, line: 71, baseType: !1247)
!1247 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1239, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1248, identifier: "_ZTS6ldiv_t")
!1248 = !{!1249, !1250}
!1249 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1247, file: !1239, line: 69, baseType: !541, size: 64)
!1250 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1247, file: !1239, line: 70, baseType: !541, size: 64, offset: 64)
!1251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1252, file: !1244, line: 130)
!1252 = !DISubprogram(name: "abort", scope: !1239, file: !1239, line: 611, type: !1253, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1253 = !DISubroutineType(types: !1254)
!1254 = !{null}
!1255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1256, file: !1244, line: 134)
!1256 = !DISubprogram(name: "atexit", scope: !1239, file: !1239, line: 615, type: !1257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1257 = !DISubroutineType(types: !1258)
!1258 = !{!3, !1259}
!1259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1253, size: 64)
!1260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1261, file: !1244, line: 137)
!1261 = !DISubprogram(name: "at_quick_exit", scope: !1239, file: !1239, line: 620, type: !1257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1263, file: !1244, line: 140)
!1263 = !DISubprogram(name: "atof", scope: !1264, file: !1264, line: 25, type: !1265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1264 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: ".", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1265 = !DISubroutineType(types: !1266)
!1266 = !{!1267, !472}
!1267 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1269, file: !1244, line: 141)
!1269 = distinct !DISubprogram(name: "atoi", scope: !1239, file: !1239, line: 362, type: !1163, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1270)
!1270 = !{!1271}
!1271 = !DILocalVariable(name: "__nptr", arg: 1, scope: !1269, file: !1239, line: 362, type: !472)
!1272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1273, file: !1244, line: 142)
!1273 = !DISubprogram(name: "atol", scope: !1239, file: !1239, line: 367, type: !1274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1274 = !DISubroutineType(types: !1275)
!1275 = !{!541, !472}
!1276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1277, file: !1244, line: 143)
!1277 = !DISubprogram(name: "bsearch", scope: !1278, file: !1278, line: 20, type: !1279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: ".", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1279 = !DISubroutineType(types: !1280)
!1280 = !{!990, !76, !76, !1050, !1050, !1281}
!1281 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1239, line: 829, baseType: !1282)
!1282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1283, size: 64)
!1283 = !DISubroutineType(types: !1284)
!1284 = !{!3, !76, !76}
!1285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1286, file: !1244, line: 144)
!1286 = !DISubprogram(name: "calloc", scope: !1239, file: !1239, line: 556, type: !1287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1287 = !DISubroutineType(types: !1288)
!1288 = !{!990, !1050, !1050}
!1289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1290, file: !1244, line: 145)
!1290 = !DISubprogram(name: "div", scope: !1239, file: !1239, line: 873, type: !1291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1291 = !DISubroutineType(types: !1292)
!1292 = !{!1242, !3, !3}
!1293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1294, file: !1244, line: 146)
!1294 = !DISubprogram(name: "exit", scope: !1239, file: !1239, line: 637, type: !1295, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1295 = !DISubroutineType(types: !1296)
!1296 = !{null, !3}
!1297 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1298, file: !1244, line: 147)
!1298 = !DISubprogram(name: "free", scope: !1239, file: !1239, line: 568, type: !1299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1299 = !DISubroutineType(types: !1300)
!1300 = !{null, !990}
!1301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1302, file: !1244, line: 148)
!1302 = !DISubprogram(name: "getenv", scope: !1239, file: !1239, line: 654, type: !1303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1303 = !DISubroutineType(types: !1304)
!1304 = !{!556, !472}
!1305 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1306, file: !1244, line: 149)
!1306 = !DISubprogram(name: "labs", scope: !1239, file: !1239, line: 862, type: !1307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1307 = !DISubroutineType(types: !1308)
!1308 = !{!541, !541}
!1309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1310, file: !1244, line: 150)
!1310 = !DISubprogram(name: "ldiv", scope: !1239, file: !1239, line: 875, type: !1311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1311 = !DISubroutineType(types: !1312)
!1312 = !{!1246, !541, !541}
!1313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1314, file: !1244, line: 151)
!1314 = !DISubprogram(name: "malloc", scope: !1239, file: !1239, line: 553, type: !1315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1315 = !DISubroutineType(types: !1316)
!1316 = !{!990, !1050}
!1317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1318, file: !1244, line: 153)
!1318 = !DISubprogram(name: "mblen", scope: !1239, file: !1239, line: 943, type: !1319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1319 = !DISubroutineType(types: !1320)
!1320 = !{!3, !472, !1050}
!1321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1322, file: !1244, line: 154)
!1322 = !DISubprogram(name: "mbstowcs", scope: !1239, file: !1239, line: 954, type: !1323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1323 = !DISubroutineType(types: !1324)
!1324 = !{!1050, !1325, !1097, !1050}
!1325 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1326)
!1326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1327, size: 64)
!1327 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1329, file: !1244, line: 155)
!1329 = !DISubprogram(name: "mbtowc", scope: !1239, file: !1239, line: 946, type: !1330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1330 = !DISubroutineType(types: !1331)
!1331 = !{!3, !1325, !1097, !1050}
!1332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1333, file: !1244, line: 157)
!1333 = !DISubprogram(name: "qsort", scope: !1239, file: !1239, line: 851, type: !1334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1334 = !DISubroutineType(types: !1335)
!1335 = !{null, !990, !1050, !1050, !1281}
!1336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1337, file: !1244, line: 160)
!1337 = !DISubprogram(name: "quick_exit", scope: !1239, file: !1239, line: 643, type: !1295, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1339, file: !1244, line: 163)
!1339 = !DISubprogram(name: "rand", scope: !1239, file: !1239, line: 454, type: !1145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1341, file: !1244, line: 164)
!1341 = !DISubprogram(name: "realloc", scope: !1239, file: !1239, line: 564, type: !1342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1342 = !DISubroutineType(types: !1343)
!1343 = !{!990, !990, !1050}
!1344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1345, file: !1244, line: 165)
!1345 = !DISubprogram(name: "srand", scope: !1239, file: !1239, line: 456, type: !1346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1346 = !DISubroutineType(types: !1347)
!1347 = !{null, !1348}
!1348 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1350, file: !1244, line: 166)
!1350 = !DISubprogram(name: "strtod", scope: !1239, file: !1239, line: 118, type: !1351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{!1267, !1097, !1353}
!1353 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !555)
!1354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1355, file: !1244, line: 167)
!1355 = !DISubprogram(name: "strtol", scope: !1239, file: !1239, line: 177, type: !1356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1356 = !DISubroutineType(types: !1357)
!1357 = !{!541, !1097, !1353, !3}
!1358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1359, file: !1244, line: 168)
!1359 = !DISubprogram(name: "strtoul", scope: !1239, file: !1239, line: 181, type: !1360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1360 = !DISubroutineType(types: !1361)
!1361 = !{!9, !1097, !1353, !3}
!1362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1363, file: !1244, line: 169)
!1363 = !DISubprogram(name: "system", scope: !1239, file: !1239, line: 804, type: !1163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1365, file: !1244, line: 171)
!1365 = !DISubprogram(name: "wcstombs", scope: !1239, file: !1239, line: 958, type: !1366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1366 = !DISubroutineType(types: !1367)
!1367 = !{!1050, !1092, !1368, !1050}
!1368 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1369)
!1369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1370, size: 64)
!1370 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1327)
!1371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1372, file: !1244, line: 172)
!1372 = !DISubprogram(name: "wctomb", scope: !1239, file: !1239, line: 950, type: !1373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1373 = !DISubroutineType(types: !1374)
!1374 = !{!3, !556, !1327}
!1375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1376, file: !1244, line: 200)
!1376 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1239, line: 81, baseType: !1377)
!1377 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1239, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1378, identifier: "_ZTS7lldiv_t")
!1378 = !{!1379, !1381}
!1379 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1377, file: !1239, line: 79, baseType: !1380, size: 64)
!1380 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1381 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1377, file: !1239, line: 80, baseType: !1380, size: 64, offset: 64)
!1382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1383, file: !1244, line: 206)
!1383 = !DISubprogram(name: "_Exit", scope: !1239, file: !1239, line: 649, type: !1295, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1385, file: !1244, line: 210)
!1385 = !DISubprogram(name: "llabs", scope: !1239, file: !1239, line: 865, type: !1386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{!1380, !1380}
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1389, file: !1244, line: 216)
!1389 = !DISubprogram(name: "lldiv", scope: !1239, file: !1239, line: 879, type: !1390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1390 = !DISubroutineType(types: !1391)
!1391 = !{!1376, !1380, !1380}
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1393, file: !1244, line: 227)
!1393 = !DISubprogram(name: "atoll", scope: !1239, file: !1239, line: 374, type: !1394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1394 = !DISubroutineType(types: !1395)
!1395 = !{!1380, !472}
!1396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1397, file: !1244, line: 228)
!1397 = !DISubprogram(name: "strtoll", scope: !1239, file: !1239, line: 201, type: !1398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1398 = !DISubroutineType(types: !1399)
!1399 = !{!1380, !1097, !1353, !3}
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1401, file: !1244, line: 229)
!1401 = !DISubprogram(name: "strtoull", scope: !1239, file: !1239, line: 206, type: !1402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1402 = !DISubroutineType(types: !1403)
!1403 = !{!1404, !1097, !1353, !3}
!1404 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1406, file: !1244, line: 231)
!1406 = !DISubprogram(name: "strtof", scope: !1239, file: !1239, line: 124, type: !1407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1407 = !DISubroutineType(types: !1408)
!1408 = !{!1409, !1097, !1353}
!1409 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1411, file: !1244, line: 232)
!1411 = !DISubprogram(name: "strtold", scope: !1239, file: !1239, line: 127, type: !1412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1412 = !DISubroutineType(types: !1413)
!1413 = !{!1414, !1097, !1353}
!1414 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1376, file: !1244, line: 240)
!1416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1383, file: !1244, line: 242)
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1385, file: !1244, line: 244)
!1418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1419, file: !1244, line: 245)
!1419 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !25, file: !1244, line: 213, type: !1390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1389, file: !1244, line: 246)
!1421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1393, file: !1244, line: 248)
!1422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1406, file: !1244, line: 249)
!1423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1397, file: !1244, line: 250)
!1424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1401, file: !1244, line: 251)
!1425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1411, file: !1244, line: 252)
!1426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1252, file: !1427, line: 38)
!1427 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "ce88caced6ed945413de73c65016f4c2")
!1428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1256, file: !1427, line: 39)
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1294, file: !1427, line: 40)
!1430 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1261, file: !1427, line: 43)
!1431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1337, file: !1427, line: 46)
!1432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1242, file: !1427, line: 51)
!1433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1246, file: !1427, line: 52)
!1434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1435, file: !1427, line: 54)
!1435 = !DISubprogram(name: "abs", linkageName: "_ZSt3absg", scope: !8, file: !1240, line: 103, type: !1436, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1436 = !DISubroutineType(types: !1437)
!1437 = !{!1438, !1438}
!1438 = !DIBasicType(name: "__float128", size: 128, encoding: DW_ATE_float)
!1439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1263, file: !1427, line: 55)
!1440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1269, file: !1427, line: 56)
!1441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1273, file: !1427, line: 57)
!1442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1277, file: !1427, line: 58)
!1443 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1286, file: !1427, line: 59)
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1419, file: !1427, line: 60)
!1445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1298, file: !1427, line: 61)
!1446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1302, file: !1427, line: 62)
!1447 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1306, file: !1427, line: 63)
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1310, file: !1427, line: 64)
!1449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1314, file: !1427, line: 65)
!1450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1318, file: !1427, line: 67)
!1451 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1322, file: !1427, line: 68)
!1452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1329, file: !1427, line: 69)
!1453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1333, file: !1427, line: 71)
!1454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1339, file: !1427, line: 72)
!1455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1341, file: !1427, line: 73)
!1456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1345, file: !1427, line: 74)
!1457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1350, file: !1427, line: 75)
!1458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1355, file: !1427, line: 76)
!1459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1359, file: !1427, line: 77)
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1363, file: !1427, line: 78)
!1461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1365, file: !1427, line: 80)
!1462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1372, file: !1427, line: 81)
!1463 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1464, entity: !1465, file: !1466, line: 58)
!1464 = !DINamespace(name: "__gnu_debug", scope: null)
!1465 = !DINamespace(name: "__debug", scope: !8)
!1466 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1467 = !{i32 7, !"Dwarf Version", i32 5}
!1468 = !{i32 2, !"Debug Info Version", i32 3}
!1469 = !{i32 1, !"wchar_size", i32 4}
!1470 = !{i32 7, !"openmp", i32 50}
!1471 = !{i32 7, !"PIC Level", i32 2}
!1472 = !{i32 7, !"PIE Level", i32 2}
!1473 = !{i32 7, !"uwtable", i32 1}
!1474 = !{!"Debian clang version 14.0.6"}
!1475 = distinct !DISubprogram(name: "kernel_rows", linkageName: "_Z11kernel_rowsRSt6vectorIS_IiSaIiEESaIS1_EE", scope: !1, file: !1, line: 10, type: !1476, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1478)
!1476 = !DISubroutineType(types: !1477)
!1477 = !{!541, !831}
!1478 = !{!1479, !1480, !1481}
!1479 = !DILocalVariable(name: "rows", arg: 1, scope: !1475, file: !1, line: 10, type: !831)
!1480 = !DILocalVariable(name: "total", scope: !1475, file: !1, line: 12, type: !541)
!1481 = !DILocalVariable(name: "nrows", scope: !1475, file: !1, line: 13, type: !3)
!1482 = !DILocation(line: 0, scope: !1475)
!1483 = !DILocation(line: 12, column: 3, scope: !1475)
!1484 = !DILocation(line: 12, column: 8, scope: !1475)
!1485 = !{!1486, !1486, i64 0}
!1486 = !{!"long", !1487, i64 0}
!1487 = !{!"omnipotent char", !1488, i64 0}
!1488 = !{!"Simple C++ TBAA"}
!1489 = !DILocation(line: 13, column: 3, scope: !1475)
!1490 = !DILocalVariable(name: "this", arg: 1, scope: !1491, type: !1493, flags: DIFlagArtificial | DIFlagObjectPointer)
!1491 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4sizeEv", scope: !558, file: !5, line: 987, type: !874, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !873, retainedNodes: !1492)
!1492 = !{!1490}
!1493 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !799, size: 64)
!1494 = !DILocation(line: 0, scope: !1491, inlinedAt: !1495)
!1495 = distinct !DILocation(line: 13, column: 37, scope: !1475)
!1496 = !DILocation(line: 988, column: 40, scope: !1491, inlinedAt: !1495)
!1497 = !{!1498, !1499, i64 8}
!1498 = !{!"_ZTSNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataE", !1499, i64 0, !1499, i64 8, !1499, i64 16}
!1499 = !{!"any pointer", !1487, i64 0}
!1500 = !DILocation(line: 988, column: 66, scope: !1491, inlinedAt: !1495)
!1501 = !{!1498, !1499, i64 0}
!1502 = !DILocation(line: 988, column: 50, scope: !1491, inlinedAt: !1495)
!1503 = !DILocation(line: 13, column: 32, scope: !1475)
!1504 = !DILocation(line: 13, column: 7, scope: !1475)
!1505 = !{!1506, !1506, i64 0}
!1506 = !{!"int", !1487, i64 0}
!1507 = !DILocation(line: 14, column: 1, scope: !1475)
!1508 = !DILocation(line: 26, column: 10, scope: !1475)
!1509 = !DILocation(line: 27, column: 1, scope: !1475)
!1510 = !DILocation(line: 26, column: 3, scope: !1475)
!1511 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 14, type: !1512, scopeLine: 14, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1513)
!1512 = !DISubroutineType(types: !136)
!1513 = !{!1514, !1515}
!1514 = !DILocalVariable(arg: 1, scope: !1511, type: !990, flags: DIFlagArtificial)
!1515 = !DILocalVariable(arg: 2, scope: !1511, type: !990, flags: DIFlagArtificial)
!1516 = !DILocation(line: 0, scope: !1511)
!1517 = !DILocation(line: 14, column: 63, scope: !1511)
!1518 = !DILocation(line: 14, column: 57, scope: !1511)
!1519 = !DILocation(line: 14, column: 53, scope: !1511)
!1520 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !1521, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1526)
!1521 = !DISubroutineType(types: !1522)
!1522 = !{null, !1523, !1523, !63, !831, !1525}
!1523 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1524)
!1524 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!1525 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !541, size: 64)
!1526 = !{!1527, !1528, !1529, !1530, !1531}
!1527 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !1520, type: !1523, flags: DIFlagArtificial)
!1528 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !1520, type: !1523, flags: DIFlagArtificial)
!1529 = !DILocalVariable(name: "nrows", arg: 3, scope: !1520, type: !63, flags: DIFlagArtificial)
!1530 = !DILocalVariable(name: "rows", arg: 4, scope: !1520, type: !831, flags: DIFlagArtificial)
!1531 = !DILocalVariable(name: "total", arg: 5, scope: !1520, type: !1525, flags: DIFlagArtificial)
!1532 = !DILocation(line: 0, scope: !1520)
!1533 = !{!1534}
!1534 = distinct !{!1534, !1535, !".omp_outlined._debug__: argument 0"}
!1535 = distinct !{!1535, !".omp_outlined._debug__"}
!1536 = !DILocation(line: 14, column: 1, scope: !1520)
!1537 = !DILocation(line: 0, scope: !1538, inlinedAt: !1568)
!1538 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !1521, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1539)
!1539 = !{!1540, !1541, !1542, !1543, !1544, !1545, !1546, !1546, !1547, !1548, !1549, !1550, !1551, !1552, !1547, !1553, !1555, !1556, !1558, !1559, !1560, !1562, !1564, !1565, !1566}
!1540 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !1538, type: !1523, flags: DIFlagArtificial)
!1541 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !1538, type: !1523, flags: DIFlagArtificial)
!1542 = !DILocalVariable(name: "nrows", arg: 3, scope: !1538, file: !1, line: 13, type: !63)
!1543 = !DILocalVariable(name: "rows", arg: 4, scope: !1538, file: !1, line: 10, type: !831)
!1544 = !DILocalVariable(name: "total", arg: 5, scope: !1538, file: !1, line: 12, type: !1525)
!1545 = !DILocalVariable(name: ".omp.iv", scope: !1538, type: !3, flags: DIFlagArtificial)
!1546 = !DILocalVariable(name: ".capture_expr.", scope: !1538, type: !3, flags: DIFlagArtificial)
!1547 = !DILocalVariable(name: "r", scope: !1538, type: !3, flags: DIFlagArtificial)
!1548 = !DILocalVariable(name: ".omp.lb", scope: !1538, type: !3, flags: DIFlagArtificial)
!1549 = !DILocalVariable(name: ".omp.ub", scope: !1538, type: !3, flags: DIFlagArtificial)
!1550 = !DILocalVariable(name: ".omp.stride", scope: !1538, type: !3, flags: DIFlagArtificial)
!1551 = !DILocalVariable(name: ".omp.is_last", scope: !1538, type: !3, flags: DIFlagArtificial)
!1552 = !DILocalVariable(name: "total", scope: !1538, type: !541, flags: DIFlagArtificial)
!1553 = !DILocalVariable(name: "row", scope: !1554, file: !1, line: 16, type: !337)
!1554 = distinct !DILexicalBlock(scope: !1538, file: !1, line: 15, column: 35)
!1555 = !DILocalVariable(name: "mx", scope: !1554, file: !1, line: 17, type: !3)
!1556 = !DILocalVariable(name: "__range2", scope: !1557, type: !337, flags: DIFlagArtificial)
!1557 = distinct !DILexicalBlock(scope: !1554, file: !1, line: 18, column: 5)
!1558 = !DILocalVariable(name: "__begin2", scope: !1557, type: !10, flags: DIFlagArtificial)
!1559 = !DILocalVariable(name: "__end2", scope: !1557, type: !10, flags: DIFlagArtificial)
!1560 = !DILocalVariable(name: "v", scope: !1561, file: !1, line: 18, type: !3)
!1561 = distinct !DILexicalBlock(scope: !1557, file: !1, line: 18, column: 5)
!1562 = !DILocalVariable(name: "__range2", scope: !1563, type: !337, flags: DIFlagArtificial)
!1563 = distinct !DILexicalBlock(scope: !1554, file: !1, line: 21, column: 5)
!1564 = !DILocalVariable(name: "__begin2", scope: !1563, type: !10, flags: DIFlagArtificial)
!1565 = !DILocalVariable(name: "__end2", scope: !1563, type: !10, flags: DIFlagArtificial)
!1566 = !DILocalVariable(name: "v", scope: !1567, file: !1, line: 21, type: !63)
!1567 = distinct !DILexicalBlock(scope: !1563, file: !1, line: 21, column: 5)
!1568 = distinct !DILocation(line: 14, column: 1, scope: !1520)
!1569 = !DILocation(line: 15, column: 23, scope: !1538, inlinedAt: !1568)
!1570 = !DILocation(line: 15, column: 3, scope: !1538, inlinedAt: !1568)
!1571 = !DILocation(line: 15, column: 8, scope: !1538, inlinedAt: !1568)
!1572 = !DILocation(line: 14, column: 57, scope: !1538, inlinedAt: !1568)
!1573 = distinct !{!1573, !1574, !1575}
!1574 = !DILocation(line: 14, column: 1, scope: !1538, inlinedAt: !1568)
!1575 = !DILocation(line: 14, column: 63, scope: !1538, inlinedAt: !1568)
!1576 = distinct !{}
!1577 = !DILocation(line: 0, scope: !1554, inlinedAt: !1568)
!1578 = !DILocation(line: 0, scope: !1557, inlinedAt: !1568)
!1579 = !DILocalVariable(name: "this", arg: 1, scope: !1580, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1580 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !11, file: !5, line: 868, type: !351, scopeLine: 869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !350, retainedNodes: !1581)
!1581 = !{!1579}
!1582 = !DILocation(line: 0, scope: !1580, inlinedAt: !1583)
!1583 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1584 = !DILocation(line: 869, column: 39, scope: !1580, inlinedAt: !1583)
!1585 = !DILocalVariable(name: "this", arg: 1, scope: !1586, type: !1589, flags: DIFlagArtificial | DIFlagObjectPointer)
!1586 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_", scope: !498, file: !358, line: 1072, type: !506, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !505, retainedNodes: !1587)
!1587 = !{!1585, !1588}
!1588 = !DILocalVariable(name: "__i", arg: 2, scope: !1586, file: !358, line: 1072, type: !508)
!1589 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64)
!1590 = !DILocation(line: 0, scope: !1586, inlinedAt: !1591)
!1591 = distinct !DILocation(line: 869, column: 16, scope: !1580, inlinedAt: !1583)
!1592 = !DILocation(line: 1073, column: 20, scope: !1586, inlinedAt: !1591)
!1593 = !{!1499, !1499, i64 0}
!1594 = !DILocalVariable(name: "this", arg: 1, scope: !1595, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1595 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !11, file: !5, line: 888, type: !351, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !360, retainedNodes: !1596)
!1596 = !{!1594}
!1597 = !DILocation(line: 0, scope: !1595, inlinedAt: !1598)
!1598 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1599 = !DILocation(line: 889, column: 39, scope: !1595, inlinedAt: !1598)
!1600 = !DILocation(line: 0, scope: !1586, inlinedAt: !1601)
!1601 = distinct !DILocation(line: 889, column: 16, scope: !1595, inlinedAt: !1598)
!1602 = !DILocation(line: 1073, column: 20, scope: !1586, inlinedAt: !1601)
!1603 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1604, file: !358, line: 1237, type: !1607)
!1604 = distinct !DISubprogram(name: "operator!=<int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxneIPiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !25, file: !358, line: 1237, type: !1605, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !553, retainedNodes: !1608)
!1605 = !DISubroutineType(types: !1606)
!1606 = !{!129, !1607, !1607}
!1607 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !520, size: 64)
!1608 = !{!1603, !1609}
!1609 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1604, file: !358, line: 1238, type: !1607)
!1610 = !DILocation(line: 0, scope: !1604, inlinedAt: !1611)
!1611 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1612 = !DILocation(line: 1240, column: 27, scope: !1604, inlinedAt: !1611)
!1613 = !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1614 = !DILocation(line: 0, scope: !1563, inlinedAt: !1568)
!1615 = !DILocation(line: 0, scope: !1604, inlinedAt: !1616)
!1616 = distinct !DILocation(line: 21, column: 17, scope: !1563, inlinedAt: !1568)
!1617 = !DILocation(line: 21, column: 17, scope: !1563, inlinedAt: !1568)
!1618 = !DILocation(line: 18, column: 16, scope: !1561, inlinedAt: !1568)
!1619 = !DILocation(line: 0, scope: !1561, inlinedAt: !1568)
!1620 = !DILocation(line: 19, column: 13, scope: !1621, inlinedAt: !1568)
!1621 = distinct !DILexicalBlock(scope: !1561, file: !1, line: 19, column: 11)
!1622 = !DILocation(line: 19, column: 11, scope: !1561, inlinedAt: !1568)
!1623 = !DILocalVariable(name: "this", arg: 1, scope: !1624, type: !1589, flags: DIFlagArtificial | DIFlagObjectPointer)
!1624 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv", scope: !498, file: !358, line: 1105, type: !527, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !526, retainedNodes: !1625)
!1625 = !{!1623}
!1626 = !DILocation(line: 0, scope: !1624, inlinedAt: !1627)
!1627 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1628 = !DILocation(line: 1107, column: 2, scope: !1624, inlinedAt: !1627)
!1629 = distinct !{!1629, !1630, !1631, !1632}
!1630 = !DILocation(line: 18, column: 5, scope: !1557, inlinedAt: !1568)
!1631 = !DILocation(line: 20, column: 14, scope: !1557, inlinedAt: !1568)
!1632 = !{!"llvm.loop.unroll.disable"}
!1633 = distinct !{!1633, !1574, !1575, !1634}
!1634 = !{!"llvm.loop.parallel_accesses", !1576}
!1635 = !DILocation(line: 0, scope: !1567, inlinedAt: !1568)
!1636 = !DILocation(line: 22, column: 11, scope: !1637, inlinedAt: !1568)
!1637 = distinct !DILexicalBlock(scope: !1567, file: !1, line: 21, column: 24)
!1638 = !DILocation(line: 22, column: 13, scope: !1637, inlinedAt: !1568)
!1639 = !DILocation(line: 22, column: 20, scope: !1637, inlinedAt: !1568)
!1640 = !DILocation(line: 22, column: 9, scope: !1637, inlinedAt: !1568)
!1641 = !DILocation(line: 23, column: 16, scope: !1637, inlinedAt: !1568)
!1642 = !DILocation(line: 23, column: 13, scope: !1637, inlinedAt: !1568)
!1643 = !DILocation(line: 0, scope: !1624, inlinedAt: !1644)
!1644 = distinct !DILocation(line: 21, column: 17, scope: !1563, inlinedAt: !1568)
!1645 = !DILocation(line: 1107, column: 2, scope: !1624, inlinedAt: !1644)
!1646 = !DILocation(line: 1240, column: 27, scope: !1604, inlinedAt: !1616)
!1647 = distinct !{!1647, !1648, !1649, !1632}
!1648 = !DILocation(line: 21, column: 5, scope: !1563, inlinedAt: !1568)
!1649 = !DILocation(line: 24, column: 5, scope: !1563, inlinedAt: !1568)
!1650 = !DILocation(line: 14, column: 53, scope: !1538, inlinedAt: !1568)
!1651 = !DILocation(line: 25, column: 3, scope: !1538, inlinedAt: !1568)
!1652 = !{!1653}
!1653 = !{i64 2, i64 -1, i64 -1, i1 true}
!1654 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 29, type: !1655, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1657)
!1655 = !DISubroutineType(types: !1656)
!1656 = !{!3, !3, !555}
!1657 = !{!1658, !1659, !1660, !1661, !1662, !1663, !1665, !1668, !1670, !1671, !1672}
!1658 = !DILocalVariable(name: "argc", arg: 1, scope: !1654, file: !1, line: 29, type: !3)
!1659 = !DILocalVariable(name: "argv", arg: 2, scope: !1654, file: !1, line: 29, type: !555)
!1660 = !DILocalVariable(name: "n", scope: !1654, file: !1, line: 31, type: !3)
!1661 = !DILocalVariable(name: "rows", scope: !1654, file: !1, line: 32, type: !558)
!1662 = !DILocalVariable(name: "s", scope: !1654, file: !1, line: 33, type: !1348)
!1663 = !DILocalVariable(name: "r", scope: !1664, file: !1, line: 34, type: !3)
!1664 = distinct !DILexicalBlock(scope: !1654, file: !1, line: 34, column: 3)
!1665 = !DILocalVariable(name: "len", scope: !1666, file: !1, line: 35, type: !3)
!1666 = distinct !DILexicalBlock(scope: !1667, file: !1, line: 34, column: 31)
!1667 = distinct !DILexicalBlock(scope: !1664, file: !1, line: 34, column: 3)
!1668 = !DILocalVariable(name: "k", scope: !1669, file: !1, line: 37, type: !3)
!1669 = distinct !DILexicalBlock(scope: !1666, file: !1, line: 37, column: 5)
!1670 = !DILocalVariable(name: "total", scope: !1654, file: !1, line: 42, type: !541)
!1671 = !DILocalVariable(name: "chk", scope: !1654, file: !1, line: 43, type: !541)
!1672 = !DILocalVariable(name: "r", scope: !1673, file: !1, line: 44, type: !3)
!1673 = distinct !DILexicalBlock(scope: !1654, file: !1, line: 44, column: 3)
!1674 = !DILocation(line: 0, scope: !1654)
!1675 = !DILocation(line: 31, column: 16, scope: !1654)
!1676 = !DILocation(line: 31, column: 11, scope: !1654)
!1677 = !DILocation(line: 31, column: 32, scope: !1654)
!1678 = !DILocation(line: 0, scope: !1269, inlinedAt: !1679)
!1679 = distinct !DILocation(line: 31, column: 22, scope: !1654)
!1680 = !DILocation(line: 364, column: 16, scope: !1269, inlinedAt: !1679)
!1681 = !DILocation(line: 32, column: 3, scope: !1654)
!1682 = !DILocation(line: 32, column: 33, scope: !1654)
!1683 = !DILocation(line: 32, column: 38, scope: !1654)
!1684 = !DILocalVariable(name: "this", arg: 1, scope: !1685, type: !1689, flags: DIFlagArtificial | DIFlagObjectPointer)
!1685 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEC2EmRKS2_", scope: !558, file: !5, line: 551, type: !787, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !786, retainedNodes: !1686)
!1686 = !{!1684, !1687, !1688}
!1687 = !DILocalVariable(name: "__n", arg: 2, scope: !1685, file: !5, line: 551, type: !4)
!1688 = !DILocalVariable(name: "__a", arg: 3, scope: !1685, file: !5, line: 551, type: !783)
!1689 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !558, size: 64)
!1690 = !DILocation(line: 0, scope: !1685, inlinedAt: !1691)
!1691 = distinct !DILocation(line: 32, column: 33, scope: !1654)
!1692 = !DILocalVariable(name: "__n", arg: 1, scope: !1693, file: !5, line: 1902, type: !4)
!1693 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_", scope: !558, file: !5, line: 1902, type: !968, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !967, retainedNodes: !1694)
!1694 = !{!1692, !1695}
!1695 = !DILocalVariable(name: "__a", arg: 2, scope: !1693, file: !5, line: 1902, type: !783)
!1696 = !DILocation(line: 0, scope: !1693, inlinedAt: !1697)
!1697 = distinct !DILocation(line: 552, column: 15, scope: !1685, inlinedAt: !1691)
!1698 = !DILocation(line: 1904, column: 10, scope: !1699, inlinedAt: !1697)
!1699 = distinct !DILexicalBlock(scope: !1693, file: !5, line: 1904, column: 6)
!1700 = !DILocation(line: 1904, column: 6, scope: !1693, inlinedAt: !1697)
!1701 = !DILocation(line: 1905, column: 4, scope: !1699, inlinedAt: !1697)
!1702 = !DILocalVariable(name: "this", arg: 1, scope: !1703, type: !1707, flags: DIFlagArtificial | DIFlagObjectPointer)
!1703 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EEC2EmRKS3_", scope: !561, file: !5, line: 330, type: !738, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !737, retainedNodes: !1704)
!1704 = !{!1702, !1705, !1706}
!1705 = !DILocalVariable(name: "__n", arg: 2, scope: !1703, file: !5, line: 330, type: !6)
!1706 = !DILocalVariable(name: "__a", arg: 3, scope: !1703, file: !5, line: 330, type: !732)
!1707 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !561, size: 64)
!1708 = !DILocation(line: 0, scope: !1703, inlinedAt: !1709)
!1709 = distinct !DILocation(line: 552, column: 9, scope: !1685, inlinedAt: !1691)
!1710 = !DILocalVariable(name: "this", arg: 1, scope: !1711, type: !1714, flags: DIFlagArtificial | DIFlagObjectPointer)
!1711 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implC2ERKS3_", scope: !564, file: !5, line: 143, type: !697, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !696, retainedNodes: !1712)
!1712 = !{!1710, !1713}
!1713 = !DILocalVariable(name: "__a", arg: 2, scope: !1711, file: !5, line: 143, type: !699)
!1714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !564, size: 64)
!1715 = !DILocation(line: 0, scope: !1711, inlinedAt: !1716)
!1716 = distinct !DILocation(line: 331, column: 9, scope: !1703, inlinedAt: !1709)
!1717 = !DILocalVariable(name: "this", arg: 1, scope: !1718, type: !1720, flags: DIFlagArtificial | DIFlagObjectPointer)
!1718 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataC2Ev", scope: !668, file: !5, line: 99, type: !676, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !675, retainedNodes: !1719)
!1719 = !{!1717}
!1720 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !668, size: 64)
!1721 = !DILocation(line: 0, scope: !1718, inlinedAt: !1722)
!1722 = distinct !DILocation(line: 143, column: 2, scope: !1711, inlinedAt: !1716)
!1723 = !DILocation(line: 100, column: 16, scope: !1718, inlinedAt: !1722)
!1724 = !DILocalVariable(name: "this", arg: 1, scope: !1725, type: !1707, flags: DIFlagArtificial | DIFlagObjectPointer)
!1725 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm", scope: !561, file: !5, line: 393, type: !735, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !760, retainedNodes: !1726)
!1726 = !{!1724, !1727}
!1727 = !DILocalVariable(name: "__n", arg: 2, scope: !1725, file: !5, line: 393, type: !6)
!1728 = !DILocation(line: 0, scope: !1725, inlinedAt: !1729)
!1729 = distinct !DILocation(line: 332, column: 9, scope: !1730, inlinedAt: !1709)
!1730 = distinct !DILexicalBlock(scope: !1703, file: !5, line: 332, column: 7)
!1731 = !DILocalVariable(name: "this", arg: 1, scope: !1732, type: !1707, flags: DIFlagArtificial | DIFlagObjectPointer)
!1732 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm", scope: !561, file: !5, line: 375, type: !755, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !754, retainedNodes: !1733)
!1733 = !{!1731, !1734}
!1734 = !DILocalVariable(name: "__n", arg: 2, scope: !1732, file: !5, line: 375, type: !6)
!1735 = !DILocation(line: 0, scope: !1732, inlinedAt: !1736)
!1736 = distinct !DILocation(line: 395, column: 33, scope: !1725, inlinedAt: !1729)
!1737 = !DILocation(line: 378, column: 13, scope: !1732, inlinedAt: !1736)
!1738 = !DILocation(line: 378, column: 9, scope: !1732, inlinedAt: !1736)
!1739 = !DILocalVariable(name: "__a", arg: 1, scope: !1740, file: !29, line: 463, type: !580)
!1740 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m", scope: !573, file: !29, line: 463, type: !576, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !575, retainedNodes: !1741)
!1741 = !{!1739, !1742}
!1742 = !DILocalVariable(name: "__n", arg: 2, scope: !1740, file: !29, line: 463, type: !101)
!1743 = !DILocation(line: 0, scope: !1740, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 378, column: 20, scope: !1732, inlinedAt: !1736)
!1745 = !DILocalVariable(name: "this", arg: 1, scope: !1746, type: !1750, flags: DIFlagArtificial | DIFlagObjectPointer)
!1746 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv", scope: !586, file: !45, line: 112, type: !611, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !610, retainedNodes: !1747)
!1747 = !{!1745, !1748, !1749}
!1748 = !DILocalVariable(name: "__n", arg: 2, scope: !1746, file: !45, line: 112, type: !75)
!1749 = !DILocalVariable(arg: 3, scope: !1746, file: !45, line: 112, type: !76)
!1750 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !586, size: 64)
!1751 = !DILocation(line: 0, scope: !1746, inlinedAt: !1752)
!1752 = distinct !DILocation(line: 464, column: 20, scope: !1740, inlinedAt: !1744)
!1753 = !DILocation(line: 137, column: 53, scope: !1746, inlinedAt: !1752)
!1754 = !DILocation(line: 137, column: 27, scope: !1746, inlinedAt: !1752)
!1755 = !DILocation(line: 137, column: 9, scope: !1746, inlinedAt: !1752)
!1756 = !DILocation(line: 395, column: 16, scope: !1725, inlinedAt: !1729)
!1757 = !DILocation(line: 395, column: 25, scope: !1725, inlinedAt: !1729)
!1758 = !DILocation(line: 396, column: 16, scope: !1725, inlinedAt: !1729)
!1759 = !DILocation(line: 396, column: 26, scope: !1725, inlinedAt: !1729)
!1760 = !DILocation(line: 397, column: 59, scope: !1725, inlinedAt: !1729)
!1761 = !DILocation(line: 397, column: 16, scope: !1725, inlinedAt: !1729)
!1762 = !DILocation(line: 397, column: 34, scope: !1725, inlinedAt: !1729)
!1763 = !{!1498, !1499, i64 16}
!1764 = !DILocalVariable(name: "this", arg: 1, scope: !1765, type: !1689, flags: DIFlagArtificial | DIFlagObjectPointer)
!1765 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm", scope: !558, file: !5, line: 1710, type: !878, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !952, retainedNodes: !1766)
!1766 = !{!1764, !1767}
!1767 = !DILocalVariable(name: "__n", arg: 2, scope: !1765, file: !5, line: 1710, type: !4)
!1768 = !DILocation(line: 0, scope: !1765, inlinedAt: !1769)
!1769 = distinct !DILocation(line: 553, column: 9, scope: !1770, inlinedAt: !1691)
!1770 = distinct !DILexicalBlock(scope: !1685, file: !5, line: 553, column: 7)
!1771 = !DILocalVariable(name: "__first", arg: 1, scope: !1772, file: !1773, line: 764, type: !579)
!1772 = distinct !DISubprogram(name: "__uninitialized_default_n_a<std::vector<int, std::allocator<int> > *, unsigned long, std::vector<int, std::allocator<int> > >", linkageName: "_ZSt27__uninitialized_default_n_aIPSt6vectorIiSaIiEEmS2_ET_S4_T0_RSaIT1_E", scope: !8, file: !1773, line: 764, type: !1774, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1779, retainedNodes: !1776)
!1773 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1774 = !DISubroutineType(types: !1775)
!1775 = !{!579, !579, !9, !634}
!1776 = !{!1771, !1777, !1778}
!1777 = !DILocalVariable(name: "__n", arg: 2, scope: !1772, file: !1773, line: 764, type: !9)
!1778 = !DILocalVariable(arg: 3, scope: !1772, file: !1773, line: 765, type: !634)
!1779 = !{!1780, !1781, !621}
!1780 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !579)
!1781 = !DITemplateTypeParameter(name: "_Size", type: !9)
!1782 = !DILocation(line: 0, scope: !1772, inlinedAt: !1783)
!1783 = distinct !DILocation(line: 1713, column: 4, scope: !1765, inlinedAt: !1769)
!1784 = !DILocalVariable(name: "__first", arg: 1, scope: !1785, file: !1773, line: 691, type: !579)
!1785 = distinct !DISubprogram(name: "__uninitialized_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPSt6vectorIiSaIiEEmET_S4_T0_", scope: !8, file: !1773, line: 691, type: !1786, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1791, retainedNodes: !1788)
!1786 = !DISubroutineType(types: !1787)
!1787 = !{!579, !579, !9}
!1788 = !{!1784, !1789, !1790}
!1789 = !DILocalVariable(name: "__n", arg: 2, scope: !1785, file: !1773, line: 691, type: !9)
!1790 = !DILocalVariable(name: "__can_fill", scope: !1785, file: !1773, line: 696, type: !241)
!1791 = !{!1780, !1781}
!1792 = !DILocation(line: 0, scope: !1785, inlinedAt: !1793)
!1793 = distinct !DILocation(line: 766, column: 14, scope: !1772, inlinedAt: !1783)
!1794 = !DILocalVariable(name: "__first", arg: 1, scope: !1795, file: !1773, line: 632, type: !579)
!1795 = distinct !DISubprogram(name: "__uninit_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_", scope: !1796, file: !1773, line: 632, type: !1786, scopeLine: 633, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1791, declaration: !1799, retainedNodes: !1800)
!1796 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<false>", scope: !8, file: !1773, line: 627, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !1797, identifier: "_ZTSSt27__uninitialized_default_n_1ILb0EE")
!1797 = !{!1798}
!1798 = !DITemplateValueParameter(name: "_TrivialValueType", type: !129, value: i8 0)
!1799 = !DISubprogram(name: "__uninit_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_", scope: !1796, file: !1773, line: 632, type: !1786, scopeLine: 632, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1791)
!1800 = !{!1794, !1801, !1802}
!1801 = !DILocalVariable(name: "__n", arg: 2, scope: !1795, file: !1773, line: 632, type: !9)
!1802 = !DILocalVariable(name: "__cur", scope: !1795, file: !1773, line: 634, type: !579)
!1803 = !DILocation(line: 0, scope: !1795, inlinedAt: !1804)
!1804 = distinct !DILocation(line: 699, column: 14, scope: !1785, inlinedAt: !1793)
!1805 = !DILocation(line: 637, column: 8, scope: !1806, inlinedAt: !1804)
!1806 = distinct !DILexicalBlock(scope: !1807, file: !1773, line: 637, column: 8)
!1807 = distinct !DILexicalBlock(scope: !1795, file: !1773, line: 636, column: 6)
!1808 = !DILocation(line: 637, column: 19, scope: !1809, inlinedAt: !1804)
!1809 = distinct !DILexicalBlock(scope: !1806, file: !1773, line: 637, column: 8)
!1810 = !DILocation(line: 100, column: 16, scope: !1811, inlinedAt: !1815)
!1811 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !139, file: !5, line: 99, type: !147, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !146, retainedNodes: !1812)
!1812 = !{!1813}
!1813 = !DILocalVariable(name: "this", arg: 1, scope: !1811, type: !1814, flags: DIFlagArtificial | DIFlagObjectPointer)
!1814 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!1815 = distinct !DILocation(line: 137, column: 2, scope: !1816, inlinedAt: !1820)
!1816 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev", scope: !17, file: !5, line: 137, type: !164, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !163, retainedNodes: !1817)
!1817 = !{!1818}
!1818 = !DILocalVariable(name: "this", arg: 1, scope: !1816, type: !1819, flags: DIFlagArtificial | DIFlagObjectPointer)
!1819 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1820 = distinct !DILocation(line: 312, column: 7, scope: !1821, inlinedAt: !1825)
!1821 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2Ev", scope: !14, file: !5, line: 312, type: !198, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !197, retainedNodes: !1822)
!1822 = !{!1823}
!1823 = !DILocalVariable(name: "this", arg: 1, scope: !1821, type: !1824, flags: DIFlagArtificial | DIFlagObjectPointer)
!1824 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!1825 = distinct !DILocation(line: 526, column: 7, scope: !1826, inlinedAt: !1829)
!1826 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2Ev", scope: !11, file: !5, line: 526, type: !282, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !281, retainedNodes: !1827)
!1827 = !{!1828}
!1828 = !DILocalVariable(name: "this", arg: 1, scope: !1826, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1829 = distinct !DILocation(line: 119, column: 25, scope: !1830, inlinedAt: !1838)
!1830 = distinct !DISubprogram(name: "_Construct<std::vector<int, std::allocator<int> > >", linkageName: "_ZSt10_ConstructISt6vectorIiSaIiEEJEEvPT_DpOT0_", scope: !8, file: !1831, line: 109, type: !1832, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1836, retainedNodes: !1834)
!1831 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1832 = !DISubroutineType(types: !1833)
!1833 = !{null, !579}
!1834 = !{!1835}
!1835 = !DILocalVariable(name: "__p", arg: 1, scope: !1830, file: !1831, line: 109, type: !579)
!1836 = !{!621, !1837}
!1837 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !136)
!1838 = distinct !DILocation(line: 638, column: 3, scope: !1809, inlinedAt: !1804)
!1839 = !DILocation(line: 0, scope: !1830, inlinedAt: !1838)
!1840 = !DILocation(line: 0, scope: !1826, inlinedAt: !1829)
!1841 = !DILocation(line: 0, scope: !1821, inlinedAt: !1825)
!1842 = !DILocation(line: 0, scope: !1816, inlinedAt: !1820)
!1843 = !DILocation(line: 0, scope: !1811, inlinedAt: !1815)
!1844 = !DILocation(line: 639, column: 8, scope: !1807, inlinedAt: !1804)
!1845 = !DILocation(line: 1712, column: 26, scope: !1765, inlinedAt: !1769)
!1846 = !DILocation(line: 0, scope: !1664)
!1847 = !DILocation(line: 34, column: 21, scope: !1667)
!1848 = !DILocation(line: 34, column: 3, scope: !1664)
!1849 = !DILocation(line: 0, scope: !1475, inlinedAt: !1850)
!1850 = distinct !DILocation(line: 42, column: 16, scope: !1654)
!1851 = !DILocation(line: 12, column: 3, scope: !1475, inlinedAt: !1850)
!1852 = !DILocation(line: 12, column: 8, scope: !1475, inlinedAt: !1850)
!1853 = !DILocation(line: 13, column: 3, scope: !1475, inlinedAt: !1850)
!1854 = !DILocation(line: 0, scope: !1491, inlinedAt: !1855)
!1855 = distinct !DILocation(line: 13, column: 37, scope: !1475, inlinedAt: !1850)
!1856 = !DILocation(line: 988, column: 40, scope: !1491, inlinedAt: !1855)
!1857 = !DILocation(line: 988, column: 66, scope: !1491, inlinedAt: !1855)
!1858 = !DILocation(line: 988, column: 50, scope: !1491, inlinedAt: !1855)
!1859 = !DILocation(line: 13, column: 32, scope: !1475, inlinedAt: !1850)
!1860 = !DILocation(line: 13, column: 7, scope: !1475, inlinedAt: !1850)
!1861 = !DILocation(line: 14, column: 1, scope: !1475, inlinedAt: !1850)
!1862 = !DILocation(line: 26, column: 10, scope: !1475, inlinedAt: !1850)
!1863 = !DILocation(line: 27, column: 1, scope: !1475, inlinedAt: !1850)
!1864 = !DILocation(line: 0, scope: !1673)
!1865 = !DILocation(line: 44, column: 21, scope: !1866)
!1866 = distinct !DILexicalBlock(scope: !1673, file: !1, line: 44, column: 3)
!1867 = !DILocation(line: 44, column: 3, scope: !1673)
!1868 = !DILocation(line: 35, column: 21, scope: !1666)
!1869 = !DILocation(line: 35, column: 17, scope: !1666)
!1870 = !DILocation(line: 35, column: 31, scope: !1666)
!1871 = !DILocation(line: 35, column: 36, scope: !1666)
!1872 = !DILocation(line: 35, column: 29, scope: !1666)
!1873 = !DILocation(line: 35, column: 26, scope: !1666)
!1874 = !DILocation(line: 0, scope: !1666)
!1875 = !DILocalVariable(name: "this", arg: 1, scope: !1876, type: !1689, flags: DIFlagArtificial | DIFlagObjectPointer)
!1876 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm", scope: !558, file: !5, line: 1121, type: !888, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !887, retainedNodes: !1877)
!1877 = !{!1875, !1878}
!1878 = !DILocalVariable(name: "__n", arg: 2, scope: !1876, file: !5, line: 1121, type: !4)
!1879 = !DILocation(line: 0, scope: !1876, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 36, column: 5, scope: !1666)
!1881 = !DILocation(line: 1124, column: 25, scope: !1876, inlinedAt: !1880)
!1882 = !DILocation(line: 1124, column: 34, scope: !1876, inlinedAt: !1880)
!1883 = !DILocation(line: 36, column: 21, scope: !1666)
!1884 = !DILocalVariable(name: "this", arg: 1, scope: !1885, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1885 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !11, file: !1886, line: 68, type: !383, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !391, retainedNodes: !1887)
!1886 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1887 = !{!1884, !1888, !1889, !1893}
!1888 = !DILocalVariable(name: "__n", arg: 2, scope: !1885, file: !5, line: 1105, type: !4)
!1889 = !DILocalVariable(name: "__old_size", scope: !1890, file: !1886, line: 74, type: !1892)
!1890 = distinct !DILexicalBlock(scope: !1891, file: !1886, line: 73, column: 2)
!1891 = distinct !DILexicalBlock(scope: !1885, file: !1886, line: 72, column: 11)
!1892 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1893 = !DILocalVariable(name: "__tmp", scope: !1890, file: !1886, line: 75, type: !272)
!1894 = !DILocation(line: 0, scope: !1885, inlinedAt: !1895)
!1895 = distinct !DILocation(line: 36, column: 13, scope: !1666)
!1896 = !DILocalVariable(name: "this", arg: 1, scope: !1897, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!1897 = distinct !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !11, file: !5, line: 1073, type: !379, scopeLine: 1074, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !387, retainedNodes: !1898)
!1898 = !{!1896}
!1899 = !DILocation(line: 0, scope: !1897, inlinedAt: !1900)
!1900 = distinct !DILocation(line: 72, column: 17, scope: !1891, inlinedAt: !1895)
!1901 = !DILocation(line: 1074, column: 40, scope: !1897, inlinedAt: !1900)
!1902 = !{!1903, !1499, i64 16}
!1903 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE", !1499, i64 0, !1499, i64 8, !1499, i64 16}
!1904 = !DILocation(line: 1075, column: 21, scope: !1897, inlinedAt: !1900)
!1905 = !{!1903, !1499, i64 0}
!1906 = !DILocation(line: 1075, column: 5, scope: !1897, inlinedAt: !1900)
!1907 = !DILocation(line: 72, column: 28, scope: !1891, inlinedAt: !1895)
!1908 = !DILocation(line: 72, column: 11, scope: !1885, inlinedAt: !1895)
!1909 = !DILocalVariable(name: "this", arg: 1, scope: !1910, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!1910 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !11, file: !5, line: 987, type: !379, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !378, retainedNodes: !1911)
!1911 = !{!1909}
!1912 = !DILocation(line: 0, scope: !1910, inlinedAt: !1913)
!1913 = distinct !DILocation(line: 74, column: 33, scope: !1890, inlinedAt: !1895)
!1914 = !DILocation(line: 988, column: 40, scope: !1910, inlinedAt: !1913)
!1915 = !{!1903, !1499, i64 8}
!1916 = !DILocation(line: 988, column: 50, scope: !1910, inlinedAt: !1913)
!1917 = !DILocation(line: 0, scope: !1890, inlinedAt: !1895)
!1918 = !DILocalVariable(name: "this", arg: 1, scope: !1919, type: !1824, flags: DIFlagArtificial | DIFlagObjectPointer)
!1919 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !14, file: !5, line: 375, type: !226, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !225, retainedNodes: !1920)
!1920 = !{!1918, !1921}
!1921 = !DILocalVariable(name: "__n", arg: 2, scope: !1919, file: !5, line: 375, type: !6)
!1922 = !DILocation(line: 0, scope: !1919, inlinedAt: !1923)
!1923 = distinct !DILocation(line: 79, column: 22, scope: !1924, inlinedAt: !1895)
!1924 = distinct !DILexicalBlock(scope: !1925, file: !1886, line: 78, column: 6)
!1925 = distinct !DILexicalBlock(scope: !1890, file: !1886, line: 77, column: 29)
!1926 = !DILocalVariable(name: "__a", arg: 1, scope: !1927, file: !29, line: 463, type: !36)
!1927 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !28, file: !29, line: 463, type: !32, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !31, retainedNodes: !1928)
!1928 = !{!1926, !1929}
!1929 = !DILocalVariable(name: "__n", arg: 2, scope: !1927, file: !29, line: 463, type: !101)
!1930 = !DILocation(line: 0, scope: !1927, inlinedAt: !1931)
!1931 = distinct !DILocation(line: 378, column: 20, scope: !1919, inlinedAt: !1923)
!1932 = !DILocalVariable(name: "this", arg: 1, scope: !1933, type: !1937, flags: DIFlagArtificial | DIFlagObjectPointer)
!1933 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !44, file: !45, line: 112, type: !73, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !72, retainedNodes: !1934)
!1934 = !{!1932, !1935, !1936}
!1935 = !DILocalVariable(name: "__n", arg: 2, scope: !1933, file: !45, line: 112, type: !75)
!1936 = !DILocalVariable(arg: 3, scope: !1933, file: !45, line: 112, type: !76)
!1937 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!1938 = !DILocation(line: 0, scope: !1933, inlinedAt: !1939)
!1939 = distinct !DILocation(line: 464, column: 20, scope: !1927, inlinedAt: !1931)
!1940 = !DILocation(line: 137, column: 53, scope: !1933, inlinedAt: !1939)
!1941 = !DILocation(line: 137, column: 27, scope: !1933, inlinedAt: !1939)
!1942 = !DILocation(line: 137, column: 9, scope: !1933, inlinedAt: !1939)
!1943 = !DILocation(line: 0, scope: !992, inlinedAt: !1944)
!1944 = distinct !DILocation(line: 80, column: 8, scope: !1924, inlinedAt: !1895)
!1945 = !DILocalVariable(name: "__first", arg: 1, scope: !1946, file: !5, line: 487, type: !272)
!1946 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !11, file: !5, line: 487, type: !270, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !269, retainedNodes: !1947)
!1947 = !{!1945, !1948, !1949, !1950, !1951}
!1948 = !DILocalVariable(name: "__last", arg: 2, scope: !1946, file: !5, line: 487, type: !272)
!1949 = !DILocalVariable(name: "__result", arg: 3, scope: !1946, file: !5, line: 487, type: !272)
!1950 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1946, file: !5, line: 488, type: !273)
!1951 = !DILocalVariable(arg: 5, scope: !1946, file: !5, line: 488, type: !236)
!1952 = !DILocation(line: 0, scope: !1946, inlinedAt: !1953)
!1953 = distinct !DILocation(line: 507, column: 9, scope: !992, inlinedAt: !1944)
!1954 = !DILocation(line: 488, column: 42, scope: !1946, inlinedAt: !1953)
!1955 = !DILocalVariable(name: "__first", arg: 1, scope: !1956, file: !1773, line: 1127, type: !35)
!1956 = distinct !DISubprogram(name: "__relocate_a<int *, int *, std::allocator<int> >", linkageName: "_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_", scope: !8, file: !1773, line: 1127, type: !1957, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1963, retainedNodes: !1959)
!1957 = !DISubroutineType(types: !1958)
!1958 = !{!35, !35, !35, !35, !99}
!1959 = !{!1955, !1960, !1961, !1962}
!1960 = !DILocalVariable(name: "__last", arg: 2, scope: !1956, file: !1773, line: 1127, type: !35)
!1961 = !DILocalVariable(name: "__result", arg: 3, scope: !1956, file: !1773, line: 1128, type: !35)
!1962 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1956, file: !1773, line: 1128, type: !99)
!1963 = !{!1964, !1965, !1966}
!1964 = !DITemplateTypeParameter(name: "_InputIterator", type: !35)
!1965 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !35)
!1966 = !DITemplateTypeParameter(name: "_Allocator", type: !38)
!1967 = !DILocation(line: 0, scope: !1956, inlinedAt: !1968)
!1968 = distinct !DILocation(line: 490, column: 9, scope: !1946, inlinedAt: !1953)
!1969 = !DILocalVariable(name: "__first", arg: 1, scope: !1970, file: !1773, line: 1100, type: !35)
!1970 = distinct !DISubprogram(name: "__relocate_a_1<int, int>", linkageName: "_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !8, file: !1773, line: 1100, type: !1971, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1984, retainedNodes: !1979)
!1971 = !DISubroutineType(types: !1972)
!1972 = !{!1973, !35, !35, !35, !99}
!1973 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<int>::value, int *>", scope: !8, file: !237, line: 2240, baseType: !1974)
!1974 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1975, file: !237, line: 2234, baseType: !35)
!1975 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, int *>", scope: !8, file: !237, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !1976, identifier: "_ZTSSt9enable_ifILb1EPiE")
!1976 = !{!1977, !1978}
!1977 = !DITemplateValueParameter(type: !129, value: i8 1)
!1978 = !DITemplateTypeParameter(name: "_Tp", type: !35)
!1979 = !{!1969, !1980, !1981, !1982, !1983}
!1980 = !DILocalVariable(name: "__last", arg: 2, scope: !1970, file: !1773, line: 1100, type: !35)
!1981 = !DILocalVariable(name: "__result", arg: 3, scope: !1970, file: !1773, line: 1101, type: !35)
!1982 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1970, file: !1773, line: 1102, type: !99)
!1983 = !DILocalVariable(name: "__count", scope: !1970, file: !1773, line: 1104, type: !540)
!1984 = !{!86, !1985}
!1985 = !DITemplateTypeParameter(name: "_Up", type: !3)
!1986 = !DILocation(line: 0, scope: !1970, inlinedAt: !1987)
!1987 = distinct !DILocation(line: 1133, column: 14, scope: !1956, inlinedAt: !1968)
!1988 = !DILocation(line: 1105, column: 19, scope: !1989, inlinedAt: !1987)
!1989 = distinct !DILexicalBlock(scope: !1970, file: !1773, line: 1105, column: 11)
!1990 = !DILocation(line: 1105, column: 11, scope: !1970, inlinedAt: !1987)
!1991 = !DILocation(line: 1117, column: 4, scope: !1992, inlinedAt: !1987)
!1992 = distinct !DILexicalBlock(scope: !1989, file: !1773, line: 1106, column: 2)
!1993 = !DILocation(line: 1118, column: 2, scope: !1992, inlinedAt: !1987)
!1994 = !DILocalVariable(name: "this", arg: 1, scope: !1995, type: !1824, flags: DIFlagArtificial | DIFlagObjectPointer)
!1995 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !14, file: !5, line: 383, type: !229, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !228, retainedNodes: !1996)
!1996 = !{!1994, !1997, !1998}
!1997 = !DILocalVariable(name: "__p", arg: 2, scope: !1995, file: !5, line: 383, type: !142)
!1998 = !DILocalVariable(name: "__n", arg: 3, scope: !1995, file: !5, line: 383, type: !6)
!1999 = !DILocation(line: 0, scope: !1995, inlinedAt: !2000)
!2000 = distinct !DILocation(line: 93, column: 4, scope: !1890, inlinedAt: !1895)
!2001 = !DILocation(line: 386, column: 6, scope: !2002, inlinedAt: !2000)
!2002 = distinct !DILexicalBlock(scope: !1995, file: !5, line: 386, column: 6)
!2003 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !2000)
!2004 = !DILocalVariable(name: "__a", arg: 1, scope: !2005, file: !29, line: 495, type: !36)
!2005 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !28, file: !29, line: 495, type: !107, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !106, retainedNodes: !2006)
!2006 = !{!2004, !2007, !2008}
!2007 = !DILocalVariable(name: "__p", arg: 2, scope: !2005, file: !29, line: 495, type: !34)
!2008 = !DILocalVariable(name: "__n", arg: 3, scope: !2005, file: !29, line: 495, type: !101)
!2009 = !DILocation(line: 0, scope: !2005, inlinedAt: !2010)
!2010 = distinct !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2000)
!2011 = !DILocalVariable(name: "this", arg: 1, scope: !2012, type: !1937, flags: DIFlagArtificial | DIFlagObjectPointer)
!2012 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !44, file: !45, line: 142, type: !79, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !78, retainedNodes: !2013)
!2013 = !{!2011, !2014, !2015}
!2014 = !DILocalVariable(name: "__p", arg: 2, scope: !2012, file: !45, line: 142, type: !35)
!2015 = !DILocalVariable(name: "__n", arg: 3, scope: !2012, file: !45, line: 142, type: !75)
!2016 = !DILocation(line: 0, scope: !2012, inlinedAt: !2017)
!2017 = distinct !DILocation(line: 496, column: 13, scope: !2005, inlinedAt: !2010)
!2018 = !DILocation(line: 158, column: 27, scope: !2012, inlinedAt: !2017)
!2019 = !DILocation(line: 158, column: 2, scope: !2012, inlinedAt: !2017)
!2020 = !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2000)
!2021 = !DILocation(line: 96, column: 27, scope: !1890, inlinedAt: !1895)
!2022 = !DILocation(line: 97, column: 36, scope: !1890, inlinedAt: !1895)
!2023 = !DILocation(line: 97, column: 28, scope: !1890, inlinedAt: !1895)
!2024 = !DILocation(line: 98, column: 61, scope: !1890, inlinedAt: !1895)
!2025 = !DILocation(line: 98, column: 36, scope: !1890, inlinedAt: !1895)
!2026 = !DILocation(line: 99, column: 2, scope: !1890, inlinedAt: !1895)
!2027 = !DILocation(line: 0, scope: !1669)
!2028 = !DILocation(line: 37, column: 5, scope: !1669)
!2029 = !DILocation(line: 34, column: 27, scope: !1667)
!2030 = distinct !{!2030, !1848, !2031, !2032, !1632}
!2031 = !DILocation(line: 41, column: 3, scope: !1664)
!2032 = !{!"llvm.loop.mustprogress"}
!2033 = !DILocation(line: 48, column: 1, scope: !1666)
!2034 = !DILocation(line: 38, column: 13, scope: !2035)
!2035 = distinct !DILexicalBlock(scope: !2036, file: !1, line: 37, column: 35)
!2036 = distinct !DILexicalBlock(scope: !1669, file: !1, line: 37, column: 5)
!2037 = !DILocation(line: 38, column: 24, scope: !2035)
!2038 = !DILocation(line: 0, scope: !1876, inlinedAt: !2039)
!2039 = distinct !DILocation(line: 39, column: 7, scope: !2035)
!2040 = !DILocation(line: 1124, column: 25, scope: !1876, inlinedAt: !2039)
!2041 = !DILocation(line: 39, column: 25, scope: !2035)
!2042 = !DILocation(line: 39, column: 45, scope: !2035)
!2043 = !DILocation(line: 39, column: 52, scope: !2035)
!2044 = !DILocalVariable(name: "this", arg: 1, scope: !2045, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2045 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !11, file: !5, line: 1293, type: !430, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !429, retainedNodes: !2046)
!2046 = !{!2044, !2047}
!2047 = !DILocalVariable(name: "__x", arg: 2, scope: !2045, file: !5, line: 1293, type: !432)
!2048 = !DILocation(line: 0, scope: !2045, inlinedAt: !2049)
!2049 = distinct !DILocation(line: 39, column: 15, scope: !2035)
!2050 = !DILocalVariable(name: "this", arg: 1, scope: !2051, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2051 = distinct !DISubprogram(name: "emplace_back<int>", linkageName: "_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_", scope: !11, file: !1886, line: 112, type: !2052, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2056, declaration: !2055, retainedNodes: !2059)
!2052 = !DISubroutineType(types: !2053)
!2053 = !{null, !284, !2054}
!2054 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !3, size: 64)
!2055 = !DISubprogram(name: "emplace_back<int>", linkageName: "_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_", scope: !11, file: !5, line: 1303, type: !2052, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2056)
!2056 = !{!2057}
!2057 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2058)
!2058 = !{!135}
!2059 = !{!2050, !2060}
!2060 = !DILocalVariable(name: "__args", arg: 2, scope: !2051, file: !5, line: 1303, type: !2054)
!2061 = !DILocation(line: 0, scope: !2051, inlinedAt: !2062)
!2062 = distinct !DILocation(line: 1294, column: 9, scope: !2045, inlinedAt: !2049)
!2063 = !DILocation(line: 114, column: 20, scope: !2064, inlinedAt: !2062)
!2064 = distinct !DILexicalBlock(scope: !2051, file: !1886, line: 114, column: 6)
!2065 = !DILocation(line: 114, column: 47, scope: !2064, inlinedAt: !2062)
!2066 = !DILocation(line: 114, column: 30, scope: !2064, inlinedAt: !2062)
!2067 = !DILocation(line: 114, column: 6, scope: !2051, inlinedAt: !2062)
!2068 = !DILocalVariable(name: "__a", arg: 1, scope: !2069, file: !29, line: 511, type: !36)
!2069 = distinct !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_", scope: !28, file: !29, line: 511, type: !2070, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2073, declaration: !2072, retainedNodes: !2074)
!2070 = !DISubroutineType(types: !2071)
!2071 = !{null, !36, !35, !2054}
!2072 = !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_", scope: !28, file: !29, line: 511, type: !2070, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2073)
!2073 = !{!1985, !2057}
!2074 = !{!2068, !2075, !2076}
!2075 = !DILocalVariable(name: "__p", arg: 2, scope: !2069, file: !29, line: 511, type: !35)
!2076 = !DILocalVariable(name: "__args", arg: 3, scope: !2069, file: !29, line: 512, type: !2054)
!2077 = !DILocation(line: 0, scope: !2069, inlinedAt: !2078)
!2078 = distinct !DILocation(line: 117, column: 6, scope: !2079, inlinedAt: !2062)
!2079 = distinct !DILexicalBlock(scope: !2064, file: !1886, line: 115, column: 4)
!2080 = !DILocalVariable(name: "this", arg: 1, scope: !2081, type: !1937, flags: DIFlagArtificial | DIFlagObjectPointer)
!2081 = distinct !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_", scope: !44, file: !45, line: 173, type: !2082, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2073, declaration: !2084, retainedNodes: !2085)
!2082 = !DISubroutineType(types: !2083)
!2083 = !{null, !50, !35, !2054}
!2084 = !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_", scope: !44, file: !45, line: 173, type: !2082, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2073)
!2085 = !{!2080, !2086, !2087}
!2086 = !DILocalVariable(name: "__p", arg: 2, scope: !2081, file: !45, line: 173, type: !35)
!2087 = !DILocalVariable(name: "__args", arg: 3, scope: !2081, file: !45, line: 173, type: !2054)
!2088 = !DILocation(line: 0, scope: !2081, inlinedAt: !2089)
!2089 = distinct !DILocation(line: 516, column: 8, scope: !2069, inlinedAt: !2078)
!2090 = !DILocation(line: 175, column: 4, scope: !2081, inlinedAt: !2089)
!2091 = !DILocation(line: 119, column: 6, scope: !2079, inlinedAt: !2062)
!2092 = !DILocation(line: 121, column: 4, scope: !2079, inlinedAt: !2062)
!2093 = !DILocation(line: 1124, column: 34, scope: !1876, inlinedAt: !2039)
!2094 = !DILocation(line: 123, column: 4, scope: !2064, inlinedAt: !2062)
!2095 = !DILocation(line: 39, column: 7, scope: !2035)
!2096 = !DILocation(line: 37, column: 31, scope: !2036)
!2097 = !DILocation(line: 37, column: 23, scope: !2036)
!2098 = distinct !{!2098, !2028, !2099, !2032, !1632}
!2099 = !DILocation(line: 40, column: 5, scope: !1669)
!2100 = !DILocation(line: 48, column: 1, scope: !2035)
!2101 = !DILocation(line: 37, column: 5, scope: !2036)
!2102 = !DILocation(line: 48, column: 1, scope: !1654)
!2103 = !DILocation(line: 46, column: 3, scope: !1654)
!2104 = !DILocalVariable(name: "this", arg: 1, scope: !2105, type: !1689, flags: DIFlagArtificial | DIFlagObjectPointer)
!2105 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev", scope: !558, file: !5, line: 728, type: !777, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !827, retainedNodes: !2106)
!2106 = !{!2104}
!2107 = !DILocation(line: 0, scope: !2105, inlinedAt: !2108)
!2108 = distinct !DILocation(line: 48, column: 1, scope: !1654)
!2109 = !DILocation(line: 730, column: 30, scope: !2110, inlinedAt: !2108)
!2110 = distinct !DILexicalBlock(scope: !2105, file: !5, line: 729, column: 7)
!2111 = !DILocation(line: 730, column: 54, scope: !2110, inlinedAt: !2108)
!2112 = !DILocalVariable(name: "__first", arg: 1, scope: !2113, file: !29, line: 847, type: !579)
!2113 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > *, std::vector<int, std::allocator<int> > >", linkageName: "_ZSt8_DestroyIPSt6vectorIiSaIiEES2_EvT_S4_RSaIT0_E", scope: !8, file: !29, line: 847, type: !2114, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2119, retainedNodes: !2116)
!2114 = !DISubroutineType(types: !2115)
!2115 = !{null, !579, !579, !634}
!2116 = !{!2112, !2117, !2118}
!2117 = !DILocalVariable(name: "__last", arg: 2, scope: !2113, file: !29, line: 847, type: !579)
!2118 = !DILocalVariable(arg: 3, scope: !2113, file: !29, line: 848, type: !634)
!2119 = !{!1780, !621}
!2120 = !DILocation(line: 0, scope: !2113, inlinedAt: !2121)
!2121 = distinct !DILocation(line: 730, column: 2, scope: !2110, inlinedAt: !2108)
!2122 = !DILocalVariable(name: "__first", arg: 1, scope: !2123, file: !1831, line: 182, type: !579)
!2123 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZSt8_DestroyIPSt6vectorIiSaIiEEEvT_S4_", scope: !8, file: !1831, line: 182, type: !2124, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2128, retainedNodes: !2126)
!2124 = !DISubroutineType(types: !2125)
!2125 = !{null, !579, !579}
!2126 = !{!2122, !2127}
!2127 = !DILocalVariable(name: "__last", arg: 2, scope: !2123, file: !1831, line: 182, type: !579)
!2128 = !{!1780}
!2129 = !DILocation(line: 0, scope: !2123, inlinedAt: !2130)
!2130 = distinct !DILocation(line: 850, column: 7, scope: !2113, inlinedAt: !2121)
!2131 = !DILocalVariable(name: "__first", arg: 1, scope: !2132, file: !1831, line: 160, type: !579)
!2132 = distinct !DISubprogram(name: "__destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_", scope: !2133, file: !1831, line: 160, type: !2124, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2128, declaration: !2136, retainedNodes: !2137)
!2133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !8, file: !1831, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !2134, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!2134 = !{!2135}
!2135 = !DITemplateValueParameter(type: !129, value: i8 0)
!2136 = !DISubprogram(name: "__destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_", scope: !2133, file: !1831, line: 160, type: !2124, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2128)
!2137 = !{!2131, !2138}
!2138 = !DILocalVariable(name: "__last", arg: 2, scope: !2132, file: !1831, line: 160, type: !579)
!2139 = !DILocation(line: 0, scope: !2132, inlinedAt: !2140)
!2140 = distinct !DILocation(line: 195, column: 7, scope: !2123, inlinedAt: !2130)
!2141 = !DILocation(line: 162, column: 19, scope: !2142, inlinedAt: !2140)
!2142 = distinct !DILexicalBlock(scope: !2143, file: !1831, line: 162, column: 4)
!2143 = distinct !DILexicalBlock(scope: !2132, file: !1831, line: 162, column: 4)
!2144 = !DILocation(line: 162, column: 4, scope: !2143, inlinedAt: !2140)
!2145 = !DILocalVariable(name: "__pointer", arg: 1, scope: !2146, file: !1831, line: 146, type: !579)
!2146 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > >", linkageName: "_ZSt8_DestroyISt6vectorIiSaIiEEEvPT_", scope: !8, file: !1831, line: 146, type: !1832, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !620, retainedNodes: !2147)
!2147 = !{!2145}
!2148 = !DILocation(line: 0, scope: !2146, inlinedAt: !2149)
!2149 = distinct !DILocation(line: 163, column: 6, scope: !2142, inlinedAt: !2140)
!2150 = !DILocalVariable(name: "this", arg: 1, scope: !2151, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2151 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !11, file: !5, line: 728, type: !282, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !333, retainedNodes: !2152)
!2152 = !{!2150}
!2153 = !DILocation(line: 0, scope: !2151, inlinedAt: !2154)
!2154 = distinct !DILocation(line: 151, column: 19, scope: !2146, inlinedAt: !2149)
!2155 = !DILocalVariable(name: "this", arg: 1, scope: !2156, type: !1824, flags: DIFlagArtificial | DIFlagObjectPointer)
!2156 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !14, file: !5, line: 364, type: !198, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !224, retainedNodes: !2157)
!2157 = !{!2155}
!2158 = !DILocation(line: 0, scope: !2156, inlinedAt: !2159)
!2159 = distinct !DILocation(line: 733, column: 7, scope: !2160, inlinedAt: !2154)
!2160 = distinct !DILexicalBlock(scope: !2151, file: !5, line: 729, column: 7)
!2161 = !DILocation(line: 366, column: 24, scope: !2162, inlinedAt: !2159)
!2162 = distinct !DILexicalBlock(scope: !2156, file: !5, line: 365, column: 7)
!2163 = !DILocation(line: 0, scope: !1995, inlinedAt: !2164)
!2164 = distinct !DILocation(line: 366, column: 2, scope: !2162, inlinedAt: !2159)
!2165 = !DILocation(line: 386, column: 6, scope: !2002, inlinedAt: !2164)
!2166 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !2164)
!2167 = !DILocation(line: 0, scope: !2005, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2164)
!2169 = !DILocation(line: 0, scope: !2012, inlinedAt: !2170)
!2170 = distinct !DILocation(line: 496, column: 13, scope: !2005, inlinedAt: !2168)
!2171 = !DILocation(line: 158, column: 27, scope: !2012, inlinedAt: !2170)
!2172 = !DILocation(line: 158, column: 2, scope: !2012, inlinedAt: !2170)
!2173 = !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2164)
!2174 = !DILocation(line: 162, column: 30, scope: !2142, inlinedAt: !2140)
!2175 = distinct !{!2175, !2144, !2176, !2032, !1632}
!2176 = !DILocation(line: 163, column: 46, scope: !2143, inlinedAt: !2140)
!2177 = !DILocalVariable(name: "this", arg: 1, scope: !2178, type: !1707, flags: DIFlagArtificial | DIFlagObjectPointer)
!2178 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev", scope: !561, file: !5, line: 364, type: !727, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !753, retainedNodes: !2179)
!2179 = !{!2177}
!2180 = !DILocation(line: 0, scope: !2178, inlinedAt: !2181)
!2181 = distinct !DILocation(line: 733, column: 7, scope: !2110, inlinedAt: !2108)
!2182 = !DILocation(line: 366, column: 24, scope: !2183, inlinedAt: !2181)
!2183 = distinct !DILexicalBlock(scope: !2178, file: !5, line: 365, column: 7)
!2184 = !DILocalVariable(name: "this", arg: 1, scope: !2185, type: !1707, flags: DIFlagArtificial | DIFlagObjectPointer)
!2185 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m", scope: !561, file: !5, line: 383, type: !758, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !757, retainedNodes: !2186)
!2186 = !{!2184, !2187, !2188}
!2187 = !DILocalVariable(name: "__p", arg: 2, scope: !2185, file: !5, line: 383, type: !671)
!2188 = !DILocalVariable(name: "__n", arg: 3, scope: !2185, file: !5, line: 383, type: !6)
!2189 = !DILocation(line: 0, scope: !2185, inlinedAt: !2190)
!2190 = distinct !DILocation(line: 366, column: 2, scope: !2183, inlinedAt: !2181)
!2191 = !DILocation(line: 386, column: 6, scope: !2192, inlinedAt: !2190)
!2192 = distinct !DILexicalBlock(scope: !2185, file: !5, line: 386, column: 6)
!2193 = !DILocation(line: 386, column: 6, scope: !2185, inlinedAt: !2190)
!2194 = !DILocalVariable(name: "__a", arg: 1, scope: !2195, file: !29, line: 495, type: !580)
!2195 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m", scope: !573, file: !29, line: 495, type: !640, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !639, retainedNodes: !2196)
!2196 = !{!2194, !2197, !2198}
!2197 = !DILocalVariable(name: "__p", arg: 2, scope: !2195, file: !29, line: 495, type: !578)
!2198 = !DILocalVariable(name: "__n", arg: 3, scope: !2195, file: !29, line: 495, type: !101)
!2199 = !DILocation(line: 0, scope: !2195, inlinedAt: !2200)
!2200 = distinct !DILocation(line: 387, column: 4, scope: !2192, inlinedAt: !2190)
!2201 = !DILocalVariable(name: "this", arg: 1, scope: !2202, type: !1750, flags: DIFlagArtificial | DIFlagObjectPointer)
!2202 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m", scope: !586, file: !45, line: 142, type: !614, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !613, retainedNodes: !2203)
!2203 = !{!2201, !2204, !2205}
!2204 = !DILocalVariable(name: "__p", arg: 2, scope: !2202, file: !45, line: 142, type: !579)
!2205 = !DILocalVariable(name: "__n", arg: 3, scope: !2202, file: !45, line: 142, type: !75)
!2206 = !DILocation(line: 0, scope: !2202, inlinedAt: !2207)
!2207 = distinct !DILocation(line: 496, column: 13, scope: !2195, inlinedAt: !2200)
!2208 = !DILocation(line: 158, column: 27, scope: !2202, inlinedAt: !2207)
!2209 = !DILocation(line: 158, column: 2, scope: !2202, inlinedAt: !2207)
!2210 = !DILocation(line: 387, column: 4, scope: !2192, inlinedAt: !2190)
!2211 = !DILocation(line: 0, scope: !1876, inlinedAt: !2212)
!2212 = distinct !DILocation(line: 45, column: 12, scope: !1866)
!2213 = !DILocalVariable(name: "this", arg: 1, scope: !2214, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2214 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !11, file: !5, line: 1121, type: !393, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !392, retainedNodes: !2215)
!2215 = !{!2213, !2216}
!2216 = !DILocalVariable(name: "__n", arg: 2, scope: !2214, file: !5, line: 1121, type: !4)
!2217 = !DILocation(line: 0, scope: !2214, inlinedAt: !2218)
!2218 = distinct !DILocation(line: 45, column: 12, scope: !1866)
!2219 = !DILocation(line: 1124, column: 25, scope: !2214, inlinedAt: !2218)
!2220 = !DILocation(line: 45, column: 12, scope: !1866)
!2221 = !DILocation(line: 45, column: 9, scope: !1866)
!2222 = !DILocation(line: 44, column: 28, scope: !1866)
!2223 = distinct !{!2223, !1867, !2224, !2032, !1632}
!2224 = !DILocation(line: 45, column: 21, scope: !1673)
!2225 = !DILocation(line: 0, scope: !2105)
!2226 = !DILocation(line: 730, column: 30, scope: !2110)
!2227 = !DILocation(line: 730, column: 54, scope: !2110)
!2228 = !DILocation(line: 0, scope: !2113, inlinedAt: !2229)
!2229 = distinct !DILocation(line: 730, column: 2, scope: !2110)
!2230 = !DILocation(line: 0, scope: !2123, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 850, column: 7, scope: !2113, inlinedAt: !2229)
!2232 = !DILocation(line: 0, scope: !2132, inlinedAt: !2233)
!2233 = distinct !DILocation(line: 195, column: 7, scope: !2123, inlinedAt: !2231)
!2234 = !DILocation(line: 162, column: 19, scope: !2142, inlinedAt: !2233)
!2235 = !DILocation(line: 162, column: 4, scope: !2143, inlinedAt: !2233)
!2236 = !DILocation(line: 0, scope: !2146, inlinedAt: !2237)
!2237 = distinct !DILocation(line: 163, column: 6, scope: !2142, inlinedAt: !2233)
!2238 = !DILocation(line: 0, scope: !2151, inlinedAt: !2239)
!2239 = distinct !DILocation(line: 151, column: 19, scope: !2146, inlinedAt: !2237)
!2240 = !DILocation(line: 0, scope: !2156, inlinedAt: !2241)
!2241 = distinct !DILocation(line: 733, column: 7, scope: !2160, inlinedAt: !2239)
!2242 = !DILocation(line: 366, column: 24, scope: !2162, inlinedAt: !2241)
!2243 = !DILocation(line: 0, scope: !1995, inlinedAt: !2244)
!2244 = distinct !DILocation(line: 366, column: 2, scope: !2162, inlinedAt: !2241)
!2245 = !DILocation(line: 386, column: 6, scope: !2002, inlinedAt: !2244)
!2246 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !2244)
!2247 = !DILocation(line: 0, scope: !2005, inlinedAt: !2248)
!2248 = distinct !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2244)
!2249 = !DILocation(line: 0, scope: !2012, inlinedAt: !2250)
!2250 = distinct !DILocation(line: 496, column: 13, scope: !2005, inlinedAt: !2248)
!2251 = !DILocation(line: 158, column: 27, scope: !2012, inlinedAt: !2250)
!2252 = !DILocation(line: 158, column: 2, scope: !2012, inlinedAt: !2250)
!2253 = !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2244)
!2254 = !DILocation(line: 162, column: 30, scope: !2142, inlinedAt: !2233)
!2255 = distinct !{!2255, !2235, !2256, !2032, !1632}
!2256 = !DILocation(line: 163, column: 46, scope: !2143, inlinedAt: !2233)
!2257 = !DILocation(line: 0, scope: !2178, inlinedAt: !2258)
!2258 = distinct !DILocation(line: 733, column: 7, scope: !2110)
!2259 = !DILocation(line: 366, column: 24, scope: !2183, inlinedAt: !2258)
!2260 = !DILocation(line: 0, scope: !2185, inlinedAt: !2261)
!2261 = distinct !DILocation(line: 366, column: 2, scope: !2183, inlinedAt: !2258)
!2262 = !DILocation(line: 386, column: 6, scope: !2192, inlinedAt: !2261)
!2263 = !DILocation(line: 386, column: 6, scope: !2185, inlinedAt: !2261)
!2264 = !DILocation(line: 0, scope: !2195, inlinedAt: !2265)
!2265 = distinct !DILocation(line: 387, column: 4, scope: !2192, inlinedAt: !2261)
!2266 = !DILocation(line: 0, scope: !2202, inlinedAt: !2267)
!2267 = distinct !DILocation(line: 496, column: 13, scope: !2195, inlinedAt: !2265)
!2268 = !DILocation(line: 158, column: 27, scope: !2202, inlinedAt: !2267)
!2269 = !DILocation(line: 158, column: 2, scope: !2202, inlinedAt: !2267)
!2270 = !DILocation(line: 387, column: 4, scope: !2192, inlinedAt: !2261)
!2271 = !DILocation(line: 733, column: 7, scope: !2105)
!2272 = distinct !DISubprogram(name: "_M_realloc_insert<int>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !11, file: !1886, line: 440, type: !2273, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2056, declaration: !2275, retainedNodes: !2276)
!2273 = !DISubroutineType(types: !2274)
!2274 = !{null, !284, !10, !2054}
!2275 = !DISubprogram(name: "_M_realloc_insert<int>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !11, file: !5, line: 1868, type: !2273, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2056)
!2276 = !{!2277, !2278, !2279, !2280, !2281, !2282, !2283, !2284, !2285}
!2277 = !DILocalVariable(name: "this", arg: 1, scope: !2272, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2278 = !DILocalVariable(name: "__position", arg: 2, scope: !2272, file: !5, line: 1868, type: !10)
!2279 = !DILocalVariable(name: "__args", arg: 3, scope: !2272, file: !5, line: 1868, type: !2054)
!2280 = !DILocalVariable(name: "__len", scope: !2272, file: !1886, line: 448, type: !1892)
!2281 = !DILocalVariable(name: "__old_start", scope: !2272, file: !1886, line: 450, type: !272)
!2282 = !DILocalVariable(name: "__old_finish", scope: !2272, file: !1886, line: 451, type: !272)
!2283 = !DILocalVariable(name: "__elems_before", scope: !2272, file: !1886, line: 452, type: !1892)
!2284 = !DILocalVariable(name: "__new_start", scope: !2272, file: !1886, line: 453, type: !272)
!2285 = !DILocalVariable(name: "__new_finish", scope: !2272, file: !1886, line: 454, type: !272)
!2286 = !DILocation(line: 0, scope: !2272)
!2287 = !DILocalVariable(name: "this", arg: 1, scope: !2288, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!2288 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !11, file: !5, line: 1891, type: !469, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !468, retainedNodes: !2289)
!2289 = !{!2287, !2290, !2291, !2292}
!2290 = !DILocalVariable(name: "__n", arg: 2, scope: !2288, file: !5, line: 1891, type: !4)
!2291 = !DILocalVariable(name: "__s", arg: 3, scope: !2288, file: !5, line: 1891, type: !472)
!2292 = !DILocalVariable(name: "__len", scope: !2288, file: !5, line: 1896, type: !1892)
!2293 = !DILocation(line: 0, scope: !2288, inlinedAt: !2294)
!2294 = distinct !DILocation(line: 449, column: 2, scope: !2272)
!2295 = !DILocation(line: 0, scope: !1910, inlinedAt: !2296)
!2296 = distinct !DILocation(line: 1893, column: 19, scope: !2297, inlinedAt: !2294)
!2297 = distinct !DILexicalBlock(scope: !2288, file: !5, line: 1893, column: 6)
!2298 = !DILocation(line: 988, column: 40, scope: !1910, inlinedAt: !2296)
!2299 = !DILocation(line: 988, column: 66, scope: !1910, inlinedAt: !2296)
!2300 = !DILocation(line: 988, column: 50, scope: !1910, inlinedAt: !2296)
!2301 = !DILocation(line: 1893, column: 26, scope: !2297, inlinedAt: !2294)
!2302 = !DILocation(line: 1893, column: 6, scope: !2288, inlinedAt: !2294)
!2303 = !DILocation(line: 1894, column: 4, scope: !2297, inlinedAt: !2294)
!2304 = !DILocation(line: 0, scope: !1910, inlinedAt: !2305)
!2305 = distinct !DILocation(line: 1896, column: 26, scope: !2288, inlinedAt: !2294)
!2306 = !DILocation(line: 0, scope: !1910, inlinedAt: !2307)
!2307 = distinct !DILocation(line: 1896, column: 46, scope: !2288, inlinedAt: !2294)
!2308 = !DILocalVariable(name: "__a", arg: 1, scope: !2309, file: !2310, line: 254, type: !2313)
!2309 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !8, file: !2310, line: 254, type: !2311, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2317, retainedNodes: !2315)
!2310 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!2311 = !DISubroutineType(types: !2312)
!2312 = !{!2313, !2313, !2313}
!2313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2314, size: 64)
!2314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!2315 = !{!2308, !2316}
!2316 = !DILocalVariable(name: "__b", arg: 2, scope: !2309, file: !2310, line: 254, type: !2313)
!2317 = !{!2318}
!2318 = !DITemplateTypeParameter(name: "_Tp", type: !9)
!2319 = !DILocation(line: 0, scope: !2309, inlinedAt: !2320)
!2320 = distinct !DILocation(line: 1896, column: 35, scope: !2288, inlinedAt: !2294)
!2321 = !DILocation(line: 259, column: 15, scope: !2322, inlinedAt: !2320)
!2322 = distinct !DILexicalBlock(scope: !2309, file: !2310, line: 259, column: 11)
!2323 = !DILocation(line: 1896, column: 35, scope: !2288, inlinedAt: !2294)
!2324 = !DILocation(line: 1896, column: 33, scope: !2288, inlinedAt: !2294)
!2325 = !DILocation(line: 0, scope: !1910, inlinedAt: !2326)
!2326 = distinct !DILocation(line: 1897, column: 18, scope: !2288, inlinedAt: !2294)
!2327 = !DILocation(line: 1897, column: 16, scope: !2288, inlinedAt: !2294)
!2328 = !DILocation(line: 1897, column: 25, scope: !2288, inlinedAt: !2294)
!2329 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2330, file: !358, line: 1330, type: !1607)
!2330 = distinct !DISubprogram(name: "operator-<int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !25, file: !358, line: 1330, type: !2331, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !553, retainedNodes: !2333)
!2331 = !DISubroutineType(types: !2332)
!2332 = !{!538, !1607, !1607}
!2333 = !{!2329, !2334}
!2334 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2330, file: !358, line: 1331, type: !1607)
!2335 = !DILocation(line: 0, scope: !2330, inlinedAt: !2336)
!2336 = distinct !DILocation(line: 452, column: 51, scope: !2272)
!2337 = !DILocation(line: 1333, column: 27, scope: !2330, inlinedAt: !2336)
!2338 = !DILocation(line: 0, scope: !1919, inlinedAt: !2339)
!2339 = distinct !DILocation(line: 453, column: 33, scope: !2272)
!2340 = !DILocation(line: 378, column: 13, scope: !1919, inlinedAt: !2339)
!2341 = !DILocation(line: 378, column: 9, scope: !1919, inlinedAt: !2339)
!2342 = !DILocation(line: 0, scope: !1927, inlinedAt: !2343)
!2343 = distinct !DILocation(line: 378, column: 20, scope: !1919, inlinedAt: !2339)
!2344 = !DILocation(line: 0, scope: !1933, inlinedAt: !2345)
!2345 = distinct !DILocation(line: 464, column: 20, scope: !1927, inlinedAt: !2343)
!2346 = !DILocation(line: 120, column: 27, scope: !2347, inlinedAt: !2345)
!2347 = distinct !DILexicalBlock(scope: !1933, file: !45, line: 120, column: 6)
!2348 = !DILocation(line: 120, column: 6, scope: !1933, inlinedAt: !2345)
!2349 = !{!"branch_weights", i32 1, i32 2000}
!2350 = !DILocation(line: 124, column: 14, scope: !2351, inlinedAt: !2345)
!2351 = distinct !DILexicalBlock(scope: !2352, file: !45, line: 124, column: 10)
!2352 = distinct !DILexicalBlock(scope: !2347, file: !45, line: 121, column: 4)
!2353 = !DILocation(line: 124, column: 10, scope: !2352, inlinedAt: !2345)
!2354 = !DILocation(line: 125, column: 8, scope: !2351, inlinedAt: !2345)
!2355 = !DILocation(line: 126, column: 6, scope: !2352, inlinedAt: !2345)
!2356 = !DILocation(line: 137, column: 53, scope: !1933, inlinedAt: !2345)
!2357 = !DILocation(line: 137, column: 27, scope: !1933, inlinedAt: !2345)
!2358 = !DILocation(line: 137, column: 9, scope: !1933, inlinedAt: !2345)
!2359 = !DILocation(line: 463, column: 20, scope: !2360)
!2360 = distinct !DILexicalBlock(scope: !2272, file: !1886, line: 456, column: 2)
!2361 = !DILocation(line: 0, scope: !2069, inlinedAt: !2362)
!2362 = distinct !DILocation(line: 462, column: 4, scope: !2360)
!2363 = !DILocation(line: 0, scope: !2081, inlinedAt: !2364)
!2364 = distinct !DILocation(line: 516, column: 8, scope: !2069, inlinedAt: !2362)
!2365 = !DILocation(line: 175, column: 27, scope: !2081, inlinedAt: !2364)
!2366 = !DILocation(line: 175, column: 4, scope: !2081, inlinedAt: !2364)
!2367 = !DILocation(line: 0, scope: !992, inlinedAt: !2368)
!2368 = distinct !DILocation(line: 474, column: 23, scope: !2369)
!2369 = distinct !DILexicalBlock(scope: !2370, file: !1886, line: 473, column: 6)
!2370 = distinct !DILexicalBlock(scope: !2360, file: !1886, line: 472, column: 29)
!2371 = !DILocation(line: 0, scope: !1946, inlinedAt: !2372)
!2372 = distinct !DILocation(line: 507, column: 9, scope: !992, inlinedAt: !2368)
!2373 = !DILocation(line: 488, column: 42, scope: !1946, inlinedAt: !2372)
!2374 = !DILocation(line: 0, scope: !1956, inlinedAt: !2375)
!2375 = distinct !DILocation(line: 490, column: 9, scope: !1946, inlinedAt: !2372)
!2376 = !DILocation(line: 0, scope: !1970, inlinedAt: !2377)
!2377 = distinct !DILocation(line: 1133, column: 14, scope: !1956, inlinedAt: !2375)
!2378 = !DILocation(line: 1105, column: 19, scope: !1989, inlinedAt: !2377)
!2379 = !DILocation(line: 1105, column: 11, scope: !1970, inlinedAt: !2377)
!2380 = !DILocation(line: 1117, column: 4, scope: !1992, inlinedAt: !2377)
!2381 = !DILocation(line: 1118, column: 2, scope: !1992, inlinedAt: !2377)
!2382 = !DILocation(line: 477, column: 8, scope: !2369)
!2383 = !DILocation(line: 0, scope: !992, inlinedAt: !2384)
!2384 = distinct !DILocation(line: 479, column: 23, scope: !2369)
!2385 = !DILocation(line: 0, scope: !1946, inlinedAt: !2386)
!2386 = distinct !DILocation(line: 507, column: 9, scope: !992, inlinedAt: !2384)
!2387 = !DILocation(line: 488, column: 42, scope: !1946, inlinedAt: !2386)
!2388 = !DILocation(line: 0, scope: !1956, inlinedAt: !2389)
!2389 = distinct !DILocation(line: 490, column: 9, scope: !1946, inlinedAt: !2386)
!2390 = !DILocation(line: 0, scope: !1970, inlinedAt: !2391)
!2391 = distinct !DILocation(line: 1133, column: 14, scope: !1956, inlinedAt: !2389)
!2392 = !DILocation(line: 1104, column: 34, scope: !1970, inlinedAt: !2391)
!2393 = !DILocation(line: 1105, column: 19, scope: !1989, inlinedAt: !2391)
!2394 = !DILocation(line: 1105, column: 11, scope: !1970, inlinedAt: !2391)
!2395 = !DILocation(line: 1117, column: 4, scope: !1992, inlinedAt: !2391)
!2396 = !DILocation(line: 1118, column: 2, scope: !1992, inlinedAt: !2391)
!2397 = !DILocation(line: 0, scope: !1995, inlinedAt: !2398)
!2398 = distinct !DILocation(line: 513, column: 7, scope: !2272)
!2399 = !DILocation(line: 386, column: 6, scope: !2002, inlinedAt: !2398)
!2400 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !2398)
!2401 = !DILocation(line: 0, scope: !2005, inlinedAt: !2402)
!2402 = distinct !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2398)
!2403 = !DILocation(line: 0, scope: !2012, inlinedAt: !2404)
!2404 = distinct !DILocation(line: 496, column: 13, scope: !2005, inlinedAt: !2402)
!2405 = !DILocation(line: 158, column: 27, scope: !2012, inlinedAt: !2404)
!2406 = !DILocation(line: 158, column: 2, scope: !2012, inlinedAt: !2404)
!2407 = !DILocation(line: 387, column: 4, scope: !2002, inlinedAt: !2398)
!2408 = !DILocation(line: 514, column: 21, scope: !2272)
!2409 = !DILocation(line: 1119, column: 23, scope: !1970, inlinedAt: !2391)
!2410 = !DILocation(line: 515, column: 30, scope: !2272)
!2411 = !DILocation(line: 516, column: 31, scope: !2272)
!2412 = !DILocation(line: 517, column: 53, scope: !2272)
!2413 = !DILocation(line: 517, column: 39, scope: !2272)
!2414 = !DILocation(line: 518, column: 5, scope: !2272)
