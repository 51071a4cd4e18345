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
  %12 = load i32, i32* %2, align 4, !dbg !1533, !tbaa !1505
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1534), !dbg !1533
  %13 = bitcast [1 x i8*]* %11 to i8*, !dbg !1537
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !1537
  call void @llvm.dbg.value(metadata i32* %0, metadata !1540, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* undef, metadata !1541, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* undef, metadata !1542, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1543, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i64* %4, metadata !1544, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32 %12, metadata !1546, metadata !DIExpression()) #3, !dbg !1537
  %14 = add nsw i32 %12, -1, !dbg !1569
  call void @llvm.dbg.value(metadata i32 %14, metadata !1546, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32 0, metadata !1547, metadata !DIExpression()) #3, !dbg !1537
  %15 = icmp sgt i32 %12, 0, !dbg !1569
  br i1 %15, label %16, label %183, !dbg !1569

16:                                               ; preds = %5
  %17 = bitcast i32* %6 to i8*, !dbg !1569
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #3, !dbg !1569, !noalias !1534
  call void @llvm.dbg.value(metadata i32 0, metadata !1548, metadata !DIExpression()) #3, !dbg !1537
  store i32 0, i32* %6, align 4, !dbg !1570, !tbaa !1505, !noalias !1534
  %18 = bitcast i32* %7 to i8*, !dbg !1569
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #3, !dbg !1569, !noalias !1534
  call void @llvm.dbg.value(metadata i32 %14, metadata !1549, metadata !DIExpression()) #3, !dbg !1537
  store i32 %14, i32* %7, align 4, !dbg !1570, !tbaa !1505, !noalias !1534
  %19 = bitcast i32* %8 to i8*, !dbg !1569
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #3, !dbg !1569, !noalias !1534
  call void @llvm.dbg.value(metadata i32 1, metadata !1550, metadata !DIExpression()) #3, !dbg !1537
  store i32 1, i32* %8, align 4, !dbg !1570, !tbaa !1505, !noalias !1534
  %20 = bitcast i32* %9 to i8*, !dbg !1569
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #3, !dbg !1569, !noalias !1534
  call void @llvm.dbg.value(metadata i32 0, metadata !1551, metadata !DIExpression()) #3, !dbg !1537
  store i32 0, i32* %9, align 4, !dbg !1570, !tbaa !1505, !noalias !1534
  %21 = bitcast i64* %10 to i8*, !dbg !1569
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #3, !dbg !1569, !noalias !1534
  call void @llvm.dbg.value(metadata i64 0, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  store i64 0, i64* %10, align 8, !dbg !1571, !tbaa !1485, !noalias !1534
  %22 = load i32, i32* %0, align 4, !dbg !1569, !tbaa !1505, !alias.scope !1534
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %22, i32 1073741860, i32 0, i32 %14, i32 1, i32 1) #3, !dbg !1569, !noalias !1534
  call void @llvm.dbg.value(metadata i32* %6, metadata !1548, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %7, metadata !1549, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %8, metadata !1550, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %9, metadata !1551, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  %23 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %22, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8) #3, !dbg !1569, !noalias !1534
  %24 = icmp eq i32 %23, 0, !dbg !1569
  br i1 %24, label %172, label %25, !dbg !1569

25:                                               ; preds = %16
  %26 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %3, i64 0, i32 0, i32 0, i32 0, i32 0
  br label %31, !dbg !1569

27:                                               ; preds = %150, %31
  %28 = phi i64 [ %32, %31 ], [ %152, %150 ]
  store i64 %28, i64* %10, align 8, !tbaa !1485, !noalias !1534
  call void @llvm.dbg.value(metadata i32* %6, metadata !1548, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %7, metadata !1549, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %8, metadata !1550, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32* %9, metadata !1551, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1537
  %29 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %22, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8) #3, !dbg !1569, !noalias !1534
  %30 = icmp eq i32 %29, 0, !dbg !1569
  br i1 %30, label %172, label %31, !dbg !1569, !llvm.loop !1572

31:                                               ; preds = %27, %25
  %32 = phi i64 [ 0, %25 ], [ %28, %27 ]
  %33 = load i32, i32* %6, align 4, !dbg !1570, !tbaa !1505, !noalias !1534
  call void @llvm.dbg.value(metadata i32 %33, metadata !1548, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32 %33, metadata !1545, metadata !DIExpression()) #3, !dbg !1537
  %34 = load i32, i32* %7, align 4, !dbg !1570, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  call void @llvm.dbg.value(metadata i32 %34, metadata !1549, metadata !DIExpression()) #3, !dbg !1537
  %35 = icmp sgt i32 %33, %34, !dbg !1569
  br i1 %35, label %27, label %36, !dbg !1569

36:                                               ; preds = %31
  %37 = load %"class.std::vector.0"*, %"class.std::vector.0"** %26, align 8, !tbaa !1501, !noalias !1534, !llvm.access.group !1575
  %38 = sext i32 %33 to i64, !dbg !1569
  br label %39, !dbg !1569

39:                                               ; preds = %150, %36
  %40 = phi i32 [ %34, %36 ], [ %151, %150 ]
  %41 = phi i64 [ %38, %36 ], [ %153, %150 ]
  %42 = phi i64 [ %32, %36 ], [ %152, %150 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !1545, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i64 %41, metadata !1547, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %41), metadata !1553, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1576
  call void @llvm.dbg.value(metadata i32 1, metadata !1555, metadata !DIExpression()) #3, !dbg !1576
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %41), metadata !1556, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1577
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %41), metadata !1578, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1581
  %43 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %37, i64 %41, i32 0, i32 0, i32 0, i32 0, !dbg !1583
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1584, metadata !DIExpression()) #3, !dbg !1589
  call void @llvm.dbg.value(metadata i32** %43, metadata !1587, metadata !DIExpression()) #3, !dbg !1589
  %44 = load i32*, i32** %43, align 8, !dbg !1591, !tbaa !1592, !noalias !1534, !llvm.access.group !1575
  call void @llvm.dbg.value(metadata i32* %44, metadata !1558, metadata !DIExpression()) #3, !dbg !1577
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %37, i64 %41), metadata !1593, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !1596
  %45 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %37, i64 %41, i32 0, i32 0, i32 0, i32 1, !dbg !1598
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1584, metadata !DIExpression()) #3, !dbg !1599
  call void @llvm.dbg.value(metadata i32** %45, metadata !1587, metadata !DIExpression()) #3, !dbg !1599
  %46 = load i32*, i32** %45, align 8, !dbg !1601, !tbaa !1592, !noalias !1534, !llvm.access.group !1575
  call void @llvm.dbg.value(metadata i32* %46, metadata !1559, metadata !DIExpression()) #3, !dbg !1577
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1602, metadata !DIExpression()) #3, !dbg !1609
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1608, metadata !DIExpression()) #3, !dbg !1609
  %47 = icmp eq i32* %44, %46, !dbg !1611
  br i1 %47, label %150, label %48, !dbg !1612

48:                                               ; preds = %39
  %49 = ptrtoint i32* %46 to i64, !dbg !1577
  %50 = ptrtoint i32* %44 to i64, !dbg !1577
  %51 = add i64 %49, -4, !dbg !1613
  %52 = sub i64 %51, %50, !dbg !1613
  %53 = lshr i64 %52, 2, !dbg !1613
  %54 = add nuw nsw i64 %53, 1, !dbg !1613
  %55 = icmp ult i64 %52, 28, !dbg !1613
  br i1 %55, label %120, label %56, !dbg !1613

56:                                               ; preds = %48
  %57 = and i64 %54, 9223372036854775800, !dbg !1613
  %58 = getelementptr i32, i32* %44, i64 %57, !dbg !1613
  %59 = add nsw i64 %57, -8, !dbg !1613
  %60 = lshr exact i64 %59, 3, !dbg !1613
  %61 = add nuw nsw i64 %60, 1, !dbg !1613
  %62 = and i64 %61, 1, !dbg !1613
  %63 = icmp eq i64 %59, 0, !dbg !1613
  br i1 %63, label %95, label %64, !dbg !1613

64:                                               ; preds = %56
  %65 = and i64 %61, 4611686018427387902, !dbg !1613
  br label %66, !dbg !1613

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %92, %66 ]
  %68 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %64 ], [ %90, %66 ]
  %69 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %64 ], [ %91, %66 ]
  %70 = phi i64 [ 0, %64 ], [ %93, %66 ]
  %71 = getelementptr i32, i32* %44, i64 %67
  %72 = bitcast i32* %71 to <4 x i32>*, !dbg !1614
  %73 = load <4 x i32>, <4 x i32>* %72, align 4, !dbg !1614, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %74 = getelementptr i32, i32* %71, i64 4, !dbg !1614
  %75 = bitcast i32* %74 to <4 x i32>*, !dbg !1614
  %76 = load <4 x i32>, <4 x i32>* %75, align 4, !dbg !1614, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %77 = icmp sgt <4 x i32> %73, %68, !dbg !1615
  %78 = icmp sgt <4 x i32> %76, %69, !dbg !1615
  %79 = select <4 x i1> %77, <4 x i32> %73, <4 x i32> %68, !dbg !1617
  %80 = select <4 x i1> %78, <4 x i32> %76, <4 x i32> %69, !dbg !1617
  %81 = or i64 %67, 8
  %82 = getelementptr i32, i32* %44, i64 %81
  %83 = bitcast i32* %82 to <4 x i32>*, !dbg !1614
  %84 = load <4 x i32>, <4 x i32>* %83, align 4, !dbg !1614, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %85 = getelementptr i32, i32* %82, i64 4, !dbg !1614
  %86 = bitcast i32* %85 to <4 x i32>*, !dbg !1614
  %87 = load <4 x i32>, <4 x i32>* %86, align 4, !dbg !1614, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %88 = icmp sgt <4 x i32> %84, %79, !dbg !1615
  %89 = icmp sgt <4 x i32> %87, %80, !dbg !1615
  %90 = select <4 x i1> %88, <4 x i32> %84, <4 x i32> %79, !dbg !1617
  %91 = select <4 x i1> %89, <4 x i32> %87, <4 x i32> %80, !dbg !1617
  %92 = add nuw i64 %67, 16
  %93 = add i64 %70, 2
  %94 = icmp eq i64 %93, %65
  br i1 %94, label %95, label %66, !llvm.loop !1618

95:                                               ; preds = %66, %56
  %96 = phi <4 x i32> [ undef, %56 ], [ %90, %66 ]
  %97 = phi <4 x i32> [ undef, %56 ], [ %91, %66 ]
  %98 = phi i64 [ 0, %56 ], [ %92, %66 ]
  %99 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %56 ], [ %90, %66 ]
  %100 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %56 ], [ %91, %66 ]
  %101 = icmp eq i64 %62, 0
  br i1 %101, label %113, label %102

102:                                              ; preds = %95
  %103 = getelementptr i32, i32* %44, i64 %98
  %104 = bitcast i32* %103 to <4 x i32>*, !dbg !1614
  %105 = load <4 x i32>, <4 x i32>* %104, align 4, !dbg !1614, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %106 = getelementptr i32, i32* %103, i64 4, !dbg !1614
  %107 = bitcast i32* %106 to <4 x i32>*, !dbg !1614
  %108 = load <4 x i32>, <4 x i32>* %107, align 4, !dbg !1614, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %109 = icmp sgt <4 x i32> %105, %99, !dbg !1615
  %110 = icmp sgt <4 x i32> %108, %100, !dbg !1615
  %111 = select <4 x i1> %109, <4 x i32> %105, <4 x i32> %99, !dbg !1617
  %112 = select <4 x i1> %110, <4 x i32> %108, <4 x i32> %100, !dbg !1617
  br label %113, !dbg !1612

113:                                              ; preds = %95, %102
  %114 = phi <4 x i32> [ %96, %95 ], [ %111, %102 ], !dbg !1617
  %115 = phi <4 x i32> [ %97, %95 ], [ %112, %102 ], !dbg !1617
  %116 = icmp sgt <4 x i32> %114, %115, !dbg !1612
  %117 = select <4 x i1> %116, <4 x i32> %114, <4 x i32> %115, !dbg !1612
  %118 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %117), !dbg !1612
  %119 = icmp eq i64 %54, %57, !dbg !1612
  br i1 %119, label %123, label %120, !dbg !1612

120:                                              ; preds = %48, %113
  %121 = phi i32 [ 1, %48 ], [ %118, %113 ]
  %122 = phi i32* [ %44, %48 ], [ %58, %113 ]
  br label %139, !dbg !1613

123:                                              ; preds = %139, %113
  %124 = phi i32 [ %118, %113 ], [ %144, %139 ], !dbg !1617
  call void @llvm.dbg.value(metadata i32* %44, metadata !1564, metadata !DIExpression()) #3, !dbg !1621
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1602, metadata !DIExpression()) #3, !dbg !1622
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1608, metadata !DIExpression()) #3, !dbg !1622
  %125 = and i64 %54, 1, !dbg !1624
  %126 = icmp eq i64 %125, 0, !dbg !1624
  br i1 %126, label %134, label %127, !dbg !1624

127:                                              ; preds = %123
  call void @llvm.dbg.value(metadata i32* %44, metadata !1564, metadata !DIExpression()) #3, !dbg !1621
  call void @llvm.dbg.value(metadata i32* %44, metadata !1566, metadata !DIExpression()) #3, !dbg !1625
  %128 = load i32, i32* %44, align 4, !dbg !1626, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %129 = mul nsw i32 %128, 1000, !dbg !1628
  %130 = sdiv i32 %129, %124, !dbg !1629
  store i32 %130, i32* %44, align 4, !dbg !1630, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %131 = sext i32 %130 to i64, !dbg !1631
  call void @llvm.dbg.value(metadata i64 %42, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %132 = add nsw i64 %42, %131, !dbg !1632
  call void @llvm.dbg.value(metadata i64 %132, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1633, metadata !DIExpression()) #3, !dbg !1636
  %133 = getelementptr inbounds i32, i32* %44, i64 1, !dbg !1638
  call void @llvm.dbg.value(metadata i32* %133, metadata !1564, metadata !DIExpression()) #3, !dbg !1621
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1602, metadata !DIExpression()) #3, !dbg !1622
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1608, metadata !DIExpression()) #3, !dbg !1622
  br label %134, !dbg !1624

134:                                              ; preds = %127, %123
  %135 = phi i64 [ undef, %123 ], [ %132, %127 ]
  %136 = phi i32* [ %44, %123 ], [ %133, %127 ]
  %137 = phi i64 [ %42, %123 ], [ %132, %127 ]
  %138 = icmp ult i64 %52, 4, !dbg !1624
  br i1 %138, label %147, label %156, !dbg !1624

139:                                              ; preds = %120, %139
  %140 = phi i32 [ %144, %139 ], [ %121, %120 ]
  %141 = phi i32* [ %145, %139 ], [ %122, %120 ]
  call void @llvm.dbg.value(metadata i32 %140, metadata !1555, metadata !DIExpression()) #3, !dbg !1576
  call void @llvm.dbg.value(metadata i32* %141, metadata !1558, metadata !DIExpression()) #3, !dbg !1577
  %142 = load i32, i32* %141, align 4, !dbg !1614, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  call void @llvm.dbg.value(metadata i32 %142, metadata !1560, metadata !DIExpression()) #3, !dbg !1639
  %143 = icmp sgt i32 %142, %140, !dbg !1615
  %144 = select i1 %143, i32 %142, i32 %140, !dbg !1617
  call void @llvm.dbg.value(metadata i32 %144, metadata !1555, metadata !DIExpression()) #3, !dbg !1576
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1633, metadata !DIExpression()) #3, !dbg !1640
  %145 = getelementptr inbounds i32, i32* %141, i64 1, !dbg !1642
  call void @llvm.dbg.value(metadata i32* %145, metadata !1558, metadata !DIExpression()) #3, !dbg !1577
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1602, metadata !DIExpression()) #3, !dbg !1609
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1608, metadata !DIExpression()) #3, !dbg !1609
  %146 = icmp eq i32* %145, %46, !dbg !1611
  br i1 %146, label %123, label %139, !dbg !1612, !llvm.loop !1643

147:                                              ; preds = %156, %134
  %148 = phi i64 [ %135, %134 ], [ %169, %156 ], !dbg !1632
  %149 = load i32, i32* %7, align 4, !dbg !1570, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  br label %150, !dbg !1569

150:                                              ; preds = %147, %39
  %151 = phi i32 [ %149, %147 ], [ %40, %39 ], !dbg !1570
  %152 = phi i64 [ %148, %147 ], [ %42, %39 ]
  %153 = add nsw i64 %41, 1, !dbg !1569
  call void @llvm.dbg.value(metadata i64 %153, metadata !1545, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata i32 %151, metadata !1549, metadata !DIExpression()) #3, !dbg !1537
  %154 = sext i32 %151 to i64, !dbg !1569
  %155 = icmp slt i64 %41, %154, !dbg !1569
  br i1 %155, label %39, label %27, !dbg !1569, !llvm.loop !1645

156:                                              ; preds = %134, %156
  %157 = phi i32* [ %170, %156 ], [ %136, %134 ]
  %158 = phi i64 [ %169, %156 ], [ %137, %134 ]
  call void @llvm.dbg.value(metadata i32* %157, metadata !1564, metadata !DIExpression()) #3, !dbg !1621
  call void @llvm.dbg.value(metadata i32* %157, metadata !1566, metadata !DIExpression()) #3, !dbg !1625
  %159 = load i32, i32* %157, align 4, !dbg !1626, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %160 = mul nsw i32 %159, 1000, !dbg !1628
  %161 = sdiv i32 %160, %124, !dbg !1629
  store i32 %161, i32* %157, align 4, !dbg !1630, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %162 = sext i32 %161 to i64, !dbg !1631
  call void @llvm.dbg.value(metadata i64 %158, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %163 = add nsw i64 %158, %162, !dbg !1632
  call void @llvm.dbg.value(metadata i64 %163, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1633, metadata !DIExpression()) #3, !dbg !1636
  %164 = getelementptr inbounds i32, i32* %157, i64 1, !dbg !1638
  call void @llvm.dbg.value(metadata i32* %164, metadata !1564, metadata !DIExpression()) #3, !dbg !1621
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1602, metadata !DIExpression()) #3, !dbg !1622
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1608, metadata !DIExpression()) #3, !dbg !1622
  call void @llvm.dbg.value(metadata i32* %164, metadata !1564, metadata !DIExpression()) #3, !dbg !1621
  call void @llvm.dbg.value(metadata i32* %164, metadata !1566, metadata !DIExpression()) #3, !dbg !1625
  %165 = load i32, i32* %164, align 4, !dbg !1626, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %166 = mul nsw i32 %165, 1000, !dbg !1628
  %167 = sdiv i32 %166, %124, !dbg !1629
  store i32 %167, i32* %164, align 4, !dbg !1630, !tbaa !1505, !noalias !1534, !llvm.access.group !1575
  %168 = sext i32 %167 to i64, !dbg !1631
  call void @llvm.dbg.value(metadata i64 %163, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %169 = add nsw i64 %163, %168, !dbg !1632
  call void @llvm.dbg.value(metadata i64 %169, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1633, metadata !DIExpression()) #3, !dbg !1636
  %170 = getelementptr inbounds i32, i32* %157, i64 2, !dbg !1638
  call void @llvm.dbg.value(metadata i32* %170, metadata !1564, metadata !DIExpression()) #3, !dbg !1621
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1602, metadata !DIExpression()) #3, !dbg !1622
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1608, metadata !DIExpression()) #3, !dbg !1622
  %171 = icmp eq i32* %170, %46, !dbg !1647
  br i1 %171, label %147, label %156, !dbg !1648, !llvm.loop !1649

172:                                              ; preds = %27, %16
  %173 = bitcast [1 x i8*]* %11 to i64**, !dbg !1573
  store i64* %10, i64** %173, align 8, !dbg !1573, !noalias !1534
  %174 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @3, i32 %22, i32 1, i64 8, i8* nonnull %13, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !1573, !noalias !1534
  switch i32 %174, label %182 [
    i32 1, label %175
    i32 2, label %179
  ], !dbg !1573

175:                                              ; preds = %172
  %176 = load i64, i64* %4, align 8, !dbg !1571, !tbaa !1485, !noalias !1534
  %177 = load i64, i64* %10, align 8, !dbg !1571, !tbaa !1485, !noalias !1534
  call void @llvm.dbg.value(metadata i64 %177, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %178 = add nsw i64 %177, %176, !dbg !1651
  store i64 %178, i64* %4, align 8, !dbg !1651, !tbaa !1485, !noalias !1534
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @3, i32 %22, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !1573, !noalias !1534
  br label %182, !dbg !1573

179:                                              ; preds = %172
  %180 = load i64, i64* %10, align 8, !dbg !1571, !tbaa !1485, !noalias !1534
  call void @llvm.dbg.value(metadata i64 %180, metadata !1552, metadata !DIExpression()) #3, !dbg !1537
  %181 = atomicrmw add i64* %4, i64 %180 monotonic, align 8, !dbg !1573, !noalias !1534
  br label %182, !dbg !1573

182:                                              ; preds = %179, %175, %172
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #3, !dbg !1573, !noalias !1534
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #3, !dbg !1573, !noalias !1534
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #3, !dbg !1573, !noalias !1534
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #3, !dbg !1573, !noalias !1534
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #3, !dbg !1573, !noalias !1534
  br label %183, !dbg !1573

183:                                              ; preds = %5, %182
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !1652
  ret void, !dbg !1533
}

; Function Attrs: nounwind
declare !callback !1653 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1655 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::vector", align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !1659, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata i8** %1, metadata !1660, metadata !DIExpression()), !dbg !1675
  %6 = icmp sgt i32 %0, 1, !dbg !1676
  br i1 %6, label %9, label %7, !dbg !1677

7:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %13, metadata !1661, metadata !DIExpression()), !dbg !1675
  %8 = bitcast %"class.std::vector"* %5 to i8*, !dbg !1678
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %8) #3, !dbg !1678
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %5, metadata !1662, metadata !DIExpression()), !dbg !1679
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1680, metadata !DIExpression()), !dbg !1686
  call void @llvm.dbg.value(metadata i64 %15, metadata !1683, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1686
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1684, metadata !DIExpression()), !dbg !1686
  call void @llvm.dbg.value(metadata i64 %15, metadata !1688, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1692
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1691, metadata !DIExpression()), !dbg !1692
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1694, metadata !DIExpression()), !dbg !1700
  call void @llvm.dbg.value(metadata i64 %15, metadata !1697, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1700
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1698, metadata !DIExpression()), !dbg !1700
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1702, metadata !DIExpression()) #3, !dbg !1707
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1705, metadata !DIExpression()) #3, !dbg !1707
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1709, metadata !DIExpression()) #3, !dbg !1713
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1715, metadata !DIExpression()), !dbg !1719
  call void @llvm.dbg.value(metadata i64 %15, metadata !1718, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1719
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1722, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.value(metadata i64 %15, metadata !1725, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1726
  br label %22, !dbg !1728

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1729
  %11 = load i8*, i8** %10, align 8, !dbg !1729, !tbaa !1592
  call void @llvm.dbg.value(metadata i8* %11, metadata !1271, metadata !DIExpression()) #3, !dbg !1730
  %12 = tail call i64 @strtol(i8* nocapture noundef nonnull %11, i8** noundef null, i32 noundef 10) #3, !dbg !1732
  %13 = trunc i64 %12 to i32, !dbg !1732
  call void @llvm.dbg.value(metadata i32 %13, metadata !1661, metadata !DIExpression()), !dbg !1675
  %14 = bitcast %"class.std::vector"* %5 to i8*, !dbg !1678
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %14) #3, !dbg !1678
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %5, metadata !1662, metadata !DIExpression()), !dbg !1679
  %15 = shl i64 %12, 32, !dbg !1733
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1680, metadata !DIExpression()), !dbg !1686
  call void @llvm.dbg.value(metadata i64 %15, metadata !1683, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1686
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1684, metadata !DIExpression()), !dbg !1686
  call void @llvm.dbg.value(metadata i64 %15, metadata !1688, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1692
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1691, metadata !DIExpression()), !dbg !1692
  %16 = icmp slt i64 %15, 0, !dbg !1734
  br i1 %16, label %17, label %18, !dbg !1736

17:                                               ; preds = %9
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #19, !dbg !1737
  unreachable, !dbg !1737

18:                                               ; preds = %9
  %19 = and i64 %12, 4294967295, !dbg !1733
  call void @llvm.dbg.value(metadata i64 %19, metadata !1683, metadata !DIExpression()), !dbg !1686
  call void @llvm.dbg.value(metadata i64 %19, metadata !1688, metadata !DIExpression()), !dbg !1692
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1694, metadata !DIExpression()), !dbg !1700
  call void @llvm.dbg.value(metadata i64 %15, metadata !1697, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1700
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1698, metadata !DIExpression()), !dbg !1700
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1702, metadata !DIExpression()) #3, !dbg !1707
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1705, metadata !DIExpression()) #3, !dbg !1707
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1709, metadata !DIExpression()) #3, !dbg !1713
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1715, metadata !DIExpression()), !dbg !1719
  call void @llvm.dbg.value(metadata i64 %15, metadata !1718, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1719
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1722, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.value(metadata i64 %15, metadata !1725, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1726
  %20 = icmp eq i64 %15, 0, !dbg !1738
  br i1 %20, label %21, label %22, !dbg !1728

21:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1739, metadata !DIExpression()), !dbg !1743
  call void @llvm.dbg.value(metadata i64 %15, metadata !1742, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1743
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1746, metadata !DIExpression()), !dbg !1757
  call void @llvm.dbg.value(metadata i64 %15, metadata !1752, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1757
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1753, metadata !DIExpression()), !dbg !1757
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1759, metadata !DIExpression()), !dbg !1767
  call void @llvm.dbg.value(metadata i64 %15, metadata !1764, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1767
  call void @llvm.dbg.value(metadata i8 1, metadata !1765, metadata !DIExpression()), !dbg !1767
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1769, metadata !DIExpression()), !dbg !1778
  call void @llvm.dbg.value(metadata i64 %15, metadata !1776, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1778
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1777, metadata !DIExpression()), !dbg !1778
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %14, i8 0, i64 24, i1 false), !dbg !1780
  br label %31, !dbg !1781

22:                                               ; preds = %7, %18
  %23 = phi i32 [ 600, %7 ], [ %13, %18 ]
  %24 = phi i64 [ 600, %7 ], [ %19, %18 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1784, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata i64 %15, metadata !1787, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1788
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1790, metadata !DIExpression()), !dbg !1796
  call void @llvm.dbg.value(metadata i64 %15, metadata !1793, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1796
  call void @llvm.dbg.value(metadata i8* null, metadata !1794, metadata !DIExpression()), !dbg !1796
  %25 = mul nuw nsw i64 %24, 24, !dbg !1798
  %26 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %25) #20, !dbg !1799
  %27 = bitcast i8* %26 to %"class.std::vector.0"*, !dbg !1800
  %28 = bitcast %"class.std::vector"* %5 to i8**, !dbg !1801
  store i8* %26, i8** %28, align 8, !dbg !1801, !tbaa !1501
  %29 = getelementptr %"class.std::vector.0", %"class.std::vector.0"* %27, i64 %24, !dbg !1802
  %30 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %5, i64 0, i32 0, i32 0, i32 0, i32 2, !dbg !1803
  store %"class.std::vector.0"* %29, %"class.std::vector.0"** %30, align 8, !dbg !1804, !tbaa !1805
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1739, metadata !DIExpression()), !dbg !1743
  call void @llvm.dbg.value(metadata i64 %15, metadata !1742, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1743
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1746, metadata !DIExpression()), !dbg !1757
  call void @llvm.dbg.value(metadata i64 %15, metadata !1752, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1757
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1753, metadata !DIExpression()), !dbg !1757
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1759, metadata !DIExpression()), !dbg !1767
  call void @llvm.dbg.value(metadata i64 %15, metadata !1764, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1767
  call void @llvm.dbg.value(metadata i8 1, metadata !1765, metadata !DIExpression()), !dbg !1767
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1769, metadata !DIExpression()), !dbg !1778
  call void @llvm.dbg.value(metadata i64 %15, metadata !1776, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1778
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %27, metadata !1777, metadata !DIExpression()), !dbg !1778
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %26, i8 0, i64 %25, i1 false), !dbg !1806
  call void @llvm.dbg.value(metadata i32 undef, metadata !1831, metadata !DIExpression()), !dbg !1836
  call void @llvm.dbg.value(metadata i32 undef, metadata !1824, metadata !DIExpression()), !dbg !1837
  call void @llvm.dbg.value(metadata i32 undef, metadata !1819, metadata !DIExpression()), !dbg !1838
  call void @llvm.dbg.value(metadata i32 undef, metadata !1814, metadata !DIExpression()), !dbg !1839
  call void @llvm.dbg.value(metadata i32 undef, metadata !1809, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.value(metadata i32 undef, metadata !1776, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1778
  call void @llvm.dbg.value(metadata i32 undef, metadata !1777, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !1778
  br label %31, !dbg !1841

31:                                               ; preds = %22, %21
  %32 = phi %"class.std::vector.0"* [ %27, %22 ], [ null, %21 ]
  %33 = phi i32 [ %23, %22 ], [ %13, %21 ]
  %34 = phi %"class.std::vector.0"* [ %29, %22 ], [ null, %21 ], !dbg !1778
  %35 = bitcast %"class.std::vector"* %5 to i8*
  %36 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %5, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !1842
  store %"class.std::vector.0"* %34, %"class.std::vector.0"** %36, align 8, !dbg !1843, !tbaa !1497
  call void @llvm.dbg.value(metadata i32 6, metadata !1663, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata i32 0, metadata !1664, metadata !DIExpression()), !dbg !1844
  %37 = icmp sgt i32 %33, 0, !dbg !1845
  br i1 %37, label %38, label %40, !dbg !1846

38:                                               ; preds = %31
  %39 = zext i32 %33 to i64, !dbg !1845
  br label %60, !dbg !1846

40:                                               ; preds = %114, %31
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1479, metadata !DIExpression()) #3, !dbg !1847
  %41 = bitcast i64* %3 to i8*, !dbg !1849
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %41) #3, !dbg !1849
  call void @llvm.dbg.value(metadata i64 0, metadata !1480, metadata !DIExpression()) #3, !dbg !1847
  store i64 0, i64* %3, align 8, !dbg !1850, !tbaa !1485
  %42 = bitcast i32* %4 to i8*, !dbg !1851
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %42) #3, !dbg !1851
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1490, metadata !DIExpression()) #3, !dbg !1852
  %43 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %5, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1854
  %44 = ptrtoint %"class.std::vector.0"* %34 to i64, !dbg !1855
  %45 = ptrtoint %"class.std::vector.0"* %32 to i64, !dbg !1855
  %46 = sub i64 %44, %45, !dbg !1855
  %47 = sdiv exact i64 %46, 24, !dbg !1855
  %48 = trunc i64 %47 to i32, !dbg !1856
  call void @llvm.dbg.value(metadata i32 %48, metadata !1481, metadata !DIExpression()) #3, !dbg !1847
  store i32 %48, i32* %4, align 4, !dbg !1857, !tbaa !1505
  call void @llvm.dbg.value(metadata i64* %3, metadata !1480, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1847
  call void @llvm.dbg.value(metadata i32* %4, metadata !1481, metadata !DIExpression(DW_OP_deref)) #3, !dbg !1847
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, %"class.std::vector"*, i64*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %4, %"class.std::vector"* nonnull %5, i64* nonnull %3) #3, !dbg !1858
  %49 = load i64, i64* %3, align 8, !dbg !1859, !tbaa !1485
  call void @llvm.dbg.value(metadata i64 %49, metadata !1480, metadata !DIExpression()) #3, !dbg !1847
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %42) #3, !dbg !1860
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41) #3, !dbg !1860
  call void @llvm.dbg.value(metadata i64 %49, metadata !1671, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata i64 0, metadata !1672, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata i32 0, metadata !1673, metadata !DIExpression()), !dbg !1861
  br i1 %37, label %50, label %198, !dbg !1862

50:                                               ; preds = %40
  %51 = load %"class.std::vector.0"*, %"class.std::vector.0"** %43, align 8, !tbaa !1501
  %52 = zext i32 %33 to i64, !dbg !1862
  %53 = add nsw i64 %52, -1, !dbg !1862
  %54 = udiv i64 %53, 7, !dbg !1862
  %55 = add nuw nsw i64 %54, 1, !dbg !1862
  %56 = and i64 %55, 3, !dbg !1862
  %57 = icmp ult i64 %53, 21, !dbg !1862
  br i1 %57, label %181, label %58, !dbg !1862

58:                                               ; preds = %50
  %59 = and i64 %55, 9223372036854775804, !dbg !1862
  br label %222, !dbg !1862

60:                                               ; preds = %38, %114
  %61 = phi i64 [ 0, %38 ], [ %115, %114 ]
  %62 = phi i32 [ 1, %38 ], [ %116, %114 ]
  %63 = phi i32 [ 6, %38 ], [ %127, %114 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !1664, metadata !DIExpression()), !dbg !1844
  call void @llvm.dbg.value(metadata i32 %63, metadata !1663, metadata !DIExpression()), !dbg !1675
  %64 = trunc i64 %61 to i32, !dbg !1863
  %65 = urem i32 %64, 50, !dbg !1863
  %66 = sub i32 %65, %64, !dbg !1863
  %67 = urem i32 %64, 50, !dbg !1863
  %68 = add nuw nsw i32 %67, 1, !dbg !1864
  %69 = urem i32 %64, 61, !dbg !1865
  %70 = icmp eq i32 %69, 0, !dbg !1866
  %71 = select i1 %70, i32 300, i32 0, !dbg !1867
  %72 = add nuw nsw i32 %68, %71, !dbg !1868
  call void @llvm.dbg.value(metadata i32 %72, metadata !1666, metadata !DIExpression()), !dbg !1869
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1870, metadata !DIExpression()), !dbg !1874
  call void @llvm.dbg.value(metadata i64 %61, metadata !1873, metadata !DIExpression()), !dbg !1874
  %73 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %32, i64 %61, !dbg !1876
  %74 = zext i32 %72 to i64, !dbg !1877
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1878, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata i64 %74, metadata !1882, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1890, metadata !DIExpression()), !dbg !1893
  %75 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %32, i64 %61, i32 0, i32 0, i32 0, i32 2, !dbg !1895
  %76 = load i32*, i32** %75, align 8, !dbg !1895, !tbaa !1896
  %77 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %73, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1898
  %78 = load i32*, i32** %77, align 8, !dbg !1898, !tbaa !1899
  %79 = ptrtoint i32* %76 to i64, !dbg !1900
  %80 = ptrtoint i32* %78 to i64, !dbg !1900
  %81 = sub i64 %79, %80, !dbg !1900
  %82 = ashr exact i64 %81, 2, !dbg !1900
  %83 = icmp ult i64 %82, %74, !dbg !1901
  %84 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %32, i64 %61, i32 0, i32 0, i32 0, i32 1
  %85 = load i32*, i32** %84, align 8, !dbg !1869, !tbaa !1902
  br i1 %83, label %86, label %105, !dbg !1903

86:                                               ; preds = %60
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1904, metadata !DIExpression()), !dbg !1907
  %87 = ptrtoint i32* %85 to i64, !dbg !1909
  %88 = sub i64 %87, %80, !dbg !1909
  %89 = ashr exact i64 %88, 2, !dbg !1909
  call void @llvm.dbg.value(metadata i64 %89, metadata !1883, metadata !DIExpression()), !dbg !1910
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1911, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata i64 %74, metadata !1914, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1919, metadata !DIExpression()), !dbg !1923
  call void @llvm.dbg.value(metadata i64 %74, metadata !1922, metadata !DIExpression()), !dbg !1923
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1925, metadata !DIExpression()), !dbg !1931
  call void @llvm.dbg.value(metadata i64 %74, metadata !1928, metadata !DIExpression()), !dbg !1931
  call void @llvm.dbg.value(metadata i8* null, metadata !1929, metadata !DIExpression()), !dbg !1931
  %90 = shl nuw nsw i64 %74, 2, !dbg !1933
  %91 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %90) #20
          to label %92 unwind label %118, !dbg !1934

92:                                               ; preds = %86
  %93 = bitcast i8* %91 to i32*, !dbg !1935
  call void @llvm.dbg.value(metadata i32* %93, metadata !1887, metadata !DIExpression()), !dbg !1910
  call void @llvm.dbg.value(metadata i32* %78, metadata !994, metadata !DIExpression()) #3, !dbg !1936
  call void @llvm.dbg.value(metadata i32* %85, metadata !995, metadata !DIExpression()) #3, !dbg !1936
  call void @llvm.dbg.value(metadata i32* %93, metadata !996, metadata !DIExpression()) #3, !dbg !1936
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !997, metadata !DIExpression()) #3, !dbg !1936
  call void @llvm.dbg.value(metadata i32* %78, metadata !1938, metadata !DIExpression()) #3, !dbg !1945
  call void @llvm.dbg.value(metadata i32* %85, metadata !1941, metadata !DIExpression()) #3, !dbg !1945
  call void @llvm.dbg.value(metadata i32* %93, metadata !1942, metadata !DIExpression()) #3, !dbg !1945
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1943, metadata !DIExpression()) #3, !dbg !1945
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1944, metadata !DIExpression()) #3, !dbg !1947
  call void @llvm.dbg.value(metadata i32* %78, metadata !1948, metadata !DIExpression()) #3, !dbg !1960
  call void @llvm.dbg.value(metadata i32* %85, metadata !1953, metadata !DIExpression()) #3, !dbg !1960
  call void @llvm.dbg.value(metadata i32* %93, metadata !1954, metadata !DIExpression()) #3, !dbg !1960
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1955, metadata !DIExpression()) #3, !dbg !1960
  call void @llvm.dbg.value(metadata i32* %78, metadata !1962, metadata !DIExpression()) #3, !dbg !1979
  call void @llvm.dbg.value(metadata i32* %85, metadata !1973, metadata !DIExpression()) #3, !dbg !1979
  call void @llvm.dbg.value(metadata i32* %93, metadata !1974, metadata !DIExpression()) #3, !dbg !1979
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1975, metadata !DIExpression()) #3, !dbg !1979
  call void @llvm.dbg.value(metadata i64 %88, metadata !1976, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !1979
  %94 = icmp sgt i64 %88, 0, !dbg !1981
  br i1 %94, label %95, label %97, !dbg !1983

95:                                               ; preds = %92
  %96 = bitcast i32* %78 to i8*, !dbg !1984
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %91, i8* align 4 %96, i64 %88, i1 false) #3, !dbg !1984
  br label %97, !dbg !1986

97:                                               ; preds = %95, %92
  call void @llvm.dbg.value(metadata i64 %89, metadata !1976, metadata !DIExpression()) #3, !dbg !1979
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1987, metadata !DIExpression()), !dbg !1992
  call void @llvm.dbg.value(metadata i32* %78, metadata !1990, metadata !DIExpression()), !dbg !1992
  call void @llvm.dbg.value(metadata i64 %81, metadata !1991, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !1992
  %98 = icmp eq i32* %78, null, !dbg !1994
  br i1 %98, label %101, label %99, !dbg !1996

99:                                               ; preds = %97
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !1997, metadata !DIExpression()), !dbg !2002
  call void @llvm.dbg.value(metadata i32* %78, metadata !2000, metadata !DIExpression()), !dbg !2002
  call void @llvm.dbg.value(metadata i64 %81, metadata !2001, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !2002
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %73, metadata !2004, metadata !DIExpression()) #3, !dbg !2009
  call void @llvm.dbg.value(metadata i32* %78, metadata !2007, metadata !DIExpression()) #3, !dbg !2009
  call void @llvm.dbg.value(metadata i64 %81, metadata !2008, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2009
  %100 = bitcast i32* %78 to i8*, !dbg !2011
  tail call void @_ZdlPv(i8* noundef %100) #21, !dbg !2012
  br label %101, !dbg !2013

101:                                              ; preds = %99, %97
  %102 = bitcast %"class.std::vector.0"* %73 to i8**, !dbg !2014
  store i8* %91, i8** %102, align 8, !dbg !2014, !tbaa !1899
  %103 = getelementptr inbounds i32, i32* %93, i64 %89, !dbg !2015
  store i32* %103, i32** %84, align 8, !dbg !2016, !tbaa !1902
  %104 = getelementptr inbounds i32, i32* %93, i64 %74, !dbg !2017
  store i32* %104, i32** %75, align 8, !dbg !2018, !tbaa !1896
  br label %105, !dbg !2019

105:                                              ; preds = %60, %101
  %106 = phi i32* [ %103, %101 ], [ %85, %60 ], !dbg !2020
  %107 = phi i32* [ %93, %101 ], [ %78, %60 ]
  %108 = phi i32* [ %104, %101 ], [ %76, %60 ]
  %109 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %32, i64 %61, i32 0, i32 0, i32 0, i32 1
  call void @llvm.dbg.value(metadata i32 0, metadata !1669, metadata !DIExpression()), !dbg !2041
  call void @llvm.dbg.value(metadata i32 %63, metadata !1663, metadata !DIExpression()), !dbg !1675
  %110 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %32, i64 %61, i32 0, i32 0, i32 0, i32 0
  %111 = add i32 %71, %62, !dbg !2042
  %112 = add i32 %66, %111, !dbg !2042
  %113 = call i32 @llvm.umax.i32(i32 %112, i32 1), !dbg !2042
  br label %120, !dbg !2042

114:                                              ; preds = %169
  %115 = add nuw nsw i64 %61, 1, !dbg !2043
  call void @llvm.dbg.value(metadata i64 %115, metadata !1664, metadata !DIExpression()), !dbg !1844
  call void @llvm.dbg.value(metadata i32 %127, metadata !1663, metadata !DIExpression()), !dbg !1675
  %116 = add nuw i32 %62, 1, !dbg !1846
  %117 = icmp eq i64 %115, %39, !dbg !1845
  br i1 %117, label %40, label %60, !dbg !1846, !llvm.loop !2044

118:                                              ; preds = %86
  %119 = landingpad { i8*, i32 }
          cleanup, !dbg !2047
  br label %179, !dbg !2047

120:                                              ; preds = %105, %169
  %121 = phi i32* [ %107, %105 ], [ %170, %169 ]
  %122 = phi i32* [ %108, %105 ], [ %171, %169 ], !dbg !2048
  %123 = phi i32* [ %106, %105 ], [ %172, %169 ], !dbg !2020
  %124 = phi i32 [ 0, %105 ], [ %173, %169 ]
  %125 = phi i32 [ %63, %105 ], [ %127, %169 ]
  call void @llvm.dbg.value(metadata i32 %124, metadata !1669, metadata !DIExpression()), !dbg !2041
  call void @llvm.dbg.value(metadata i32 %125, metadata !1663, metadata !DIExpression()), !dbg !1675
  %126 = mul i32 %125, 1664525, !dbg !2049
  %127 = add i32 %126, 1013904223, !dbg !2050
  call void @llvm.dbg.value(metadata i32 %127, metadata !1663, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1870, metadata !DIExpression()), !dbg !2051
  call void @llvm.dbg.value(metadata i64 %61, metadata !1873, metadata !DIExpression()), !dbg !2051
  %128 = lshr i32 %127, 10, !dbg !2053
  %129 = urem i32 %128, 5000, !dbg !2054
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2036, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2055
  call void @llvm.dbg.value(metadata i32* undef, metadata !2037, metadata !DIExpression()), !dbg !2055
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2031, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2056
  call void @llvm.dbg.value(metadata i32* undef, metadata !2032, metadata !DIExpression()), !dbg !2056
  %130 = icmp eq i32* %123, %122, !dbg !2057
  br i1 %130, label %133, label %131, !dbg !2058

131:                                              ; preds = %120
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2059, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2068
  call void @llvm.dbg.value(metadata i32* %123, metadata !2066, metadata !DIExpression()), !dbg !2068
  call void @llvm.dbg.value(metadata i32* undef, metadata !2067, metadata !DIExpression()), !dbg !2068
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2071, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2079
  call void @llvm.dbg.value(metadata i32* %123, metadata !2077, metadata !DIExpression()), !dbg !2079
  call void @llvm.dbg.value(metadata i32* undef, metadata !2078, metadata !DIExpression()), !dbg !2079
  store i32 %129, i32* %123, align 4, !dbg !2081, !tbaa !1505
  %132 = getelementptr inbounds i32, i32* %123, i64 1, !dbg !2082
  store i32* %132, i32** %109, align 8, !dbg !2082, !tbaa !1902
  br label %169, !dbg !2083

133:                                              ; preds = %120
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2036, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2055
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2031, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2056
  call void @llvm.dbg.value(metadata i32* %123, metadata !2084, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2090, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2098
  call void @llvm.dbg.value(metadata i32* undef, metadata !2091, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2100, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2106
  call void @llvm.dbg.value(metadata i64 1, metadata !2103, metadata !DIExpression()), !dbg !2106
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), metadata !2104, metadata !DIExpression()), !dbg !2106
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1904, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2108
  %134 = ptrtoint i32* %122 to i64, !dbg !2111
  %135 = ptrtoint i32* %121 to i64, !dbg !2111
  %136 = sub i64 %134, %135, !dbg !2111
  %137 = ashr exact i64 %136, 2, !dbg !2111
  %138 = icmp eq i64 %136, 9223372036854775804, !dbg !2112
  br i1 %138, label %139, label %141, !dbg !2113

139:                                              ; preds = %133
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0)) #19
          to label %140 unwind label %177, !dbg !2114

140:                                              ; preds = %139
  unreachable, !dbg !2114

141:                                              ; preds = %133
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1904, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2115
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1904, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2117
  call void @llvm.dbg.value(metadata i64* undef, metadata !2119, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata i64* undef, metadata !2127, metadata !DIExpression()), !dbg !2130
  %142 = icmp eq i64 %136, 0, !dbg !2132
  %143 = select i1 %142, i64 1, i64 %137, !dbg !2134
  %144 = add nsw i64 %143, %137, !dbg !2135
  call void @llvm.dbg.value(metadata i64 %144, metadata !2105, metadata !DIExpression()), !dbg !2106
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1904, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2136
  %145 = icmp ult i64 %144, %137, !dbg !2138
  %146 = icmp ugt i64 %144, 2305843009213693951
  %147 = or i1 %145, %146, !dbg !2139
  %148 = select i1 %147, i64 2305843009213693951, i64 %144, !dbg !2139
  call void @llvm.dbg.value(metadata i64 %148, metadata !2092, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* %121, metadata !2093, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* %123, metadata !2094, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i64 %137, metadata !2095, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1911, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2140
  call void @llvm.dbg.value(metadata i64 %148, metadata !1914, metadata !DIExpression()), !dbg !2140
  %149 = icmp eq i64 %148, 0, !dbg !2142
  br i1 %149, label %155, label %150, !dbg !2143

150:                                              ; preds = %141
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1919, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2144
  call void @llvm.dbg.value(metadata i64 %148, metadata !1922, metadata !DIExpression()), !dbg !2144
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1925, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2146
  call void @llvm.dbg.value(metadata i64 %148, metadata !1928, metadata !DIExpression()), !dbg !2146
  call void @llvm.dbg.value(metadata i8* null, metadata !1929, metadata !DIExpression()), !dbg !2146
  %151 = shl nuw nsw i64 %148, 2, !dbg !2148
  %152 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %151) #20
          to label %153 unwind label %175, !dbg !2149

153:                                              ; preds = %150
  %154 = bitcast i8* %152 to i32*, !dbg !2150
  br label %155, !dbg !2143

155:                                              ; preds = %153, %141
  %156 = phi i32* [ %154, %153 ], [ null, %141 ], !dbg !2143
  call void @llvm.dbg.value(metadata i32* %156, metadata !2096, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* %156, metadata !2097, metadata !DIExpression()), !dbg !2098
  %157 = getelementptr inbounds i32, i32* %156, i64 %137, !dbg !2151
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2059, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2153
  call void @llvm.dbg.value(metadata i32* %157, metadata !2066, metadata !DIExpression()), !dbg !2153
  call void @llvm.dbg.value(metadata i32* undef, metadata !2067, metadata !DIExpression()), !dbg !2153
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2071, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2155
  call void @llvm.dbg.value(metadata i32* %157, metadata !2077, metadata !DIExpression()), !dbg !2155
  call void @llvm.dbg.value(metadata i32* undef, metadata !2078, metadata !DIExpression()), !dbg !2155
  store i32 %129, i32* %157, align 4, !dbg !2157, !tbaa !1505
  call void @llvm.dbg.value(metadata i32* null, metadata !2097, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* %121, metadata !994, metadata !DIExpression()) #3, !dbg !2158
  call void @llvm.dbg.value(metadata i32* %123, metadata !995, metadata !DIExpression()) #3, !dbg !2158
  call void @llvm.dbg.value(metadata i32* %156, metadata !996, metadata !DIExpression()) #3, !dbg !2158
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !997, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2158
  call void @llvm.dbg.value(metadata i32* %121, metadata !1938, metadata !DIExpression()) #3, !dbg !2162
  call void @llvm.dbg.value(metadata i32* %123, metadata !1941, metadata !DIExpression()) #3, !dbg !2162
  call void @llvm.dbg.value(metadata i32* %156, metadata !1942, metadata !DIExpression()) #3, !dbg !2162
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1943, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2162
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1944, metadata !DIExpression()) #3, !dbg !2164
  call void @llvm.dbg.value(metadata i32* %121, metadata !1948, metadata !DIExpression()) #3, !dbg !2165
  call void @llvm.dbg.value(metadata i32* %123, metadata !1953, metadata !DIExpression()) #3, !dbg !2165
  call void @llvm.dbg.value(metadata i32* %156, metadata !1954, metadata !DIExpression()) #3, !dbg !2165
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1955, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2165
  call void @llvm.dbg.value(metadata i32* %121, metadata !1962, metadata !DIExpression()) #3, !dbg !2167
  call void @llvm.dbg.value(metadata i32* %123, metadata !1973, metadata !DIExpression()) #3, !dbg !2167
  call void @llvm.dbg.value(metadata i32* %156, metadata !1974, metadata !DIExpression()) #3, !dbg !2167
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1975, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2167
  call void @llvm.dbg.value(metadata i64 %136, metadata !1976, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2167
  %158 = icmp sgt i64 %136, 0, !dbg !2169
  br i1 %158, label %159, label %162, !dbg !2170

159:                                              ; preds = %155
  %160 = bitcast i32* %156 to i8*, !dbg !2171
  %161 = bitcast i32* %121 to i8*, !dbg !2171
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 %160, i8* align 4 %161, i64 %136, i1 false) #3, !dbg !2171
  br label %162, !dbg !2172

162:                                              ; preds = %159, %155
  call void @llvm.dbg.value(metadata i64 %137, metadata !1976, metadata !DIExpression()) #3, !dbg !2167
  call void @llvm.dbg.value(metadata i32* %157, metadata !2097, metadata !DIExpression()), !dbg !2098
  %163 = getelementptr inbounds i32, i32* %157, i64 1, !dbg !2173
  call void @llvm.dbg.value(metadata i32* %163, metadata !2097, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* %123, metadata !994, metadata !DIExpression()) #3, !dbg !2174
  call void @llvm.dbg.value(metadata i32* %123, metadata !995, metadata !DIExpression()) #3, !dbg !2174
  call void @llvm.dbg.value(metadata i32* %163, metadata !996, metadata !DIExpression()) #3, !dbg !2174
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !997, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2174
  call void @llvm.dbg.value(metadata i32* %123, metadata !1938, metadata !DIExpression()) #3, !dbg !2176
  call void @llvm.dbg.value(metadata i32* %123, metadata !1941, metadata !DIExpression()) #3, !dbg !2176
  call void @llvm.dbg.value(metadata i32* %163, metadata !1942, metadata !DIExpression()) #3, !dbg !2176
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1943, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2176
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1944, metadata !DIExpression()) #3, !dbg !2178
  call void @llvm.dbg.value(metadata i32* %123, metadata !1948, metadata !DIExpression()) #3, !dbg !2179
  call void @llvm.dbg.value(metadata i32* %123, metadata !1953, metadata !DIExpression()) #3, !dbg !2179
  call void @llvm.dbg.value(metadata i32* %163, metadata !1954, metadata !DIExpression()) #3, !dbg !2179
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1955, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2179
  call void @llvm.dbg.value(metadata i32* %123, metadata !1962, metadata !DIExpression()) #3, !dbg !2181
  call void @llvm.dbg.value(metadata i32* %123, metadata !1973, metadata !DIExpression()) #3, !dbg !2181
  call void @llvm.dbg.value(metadata i32* %163, metadata !1974, metadata !DIExpression()) #3, !dbg !2181
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1975, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2181
  call void @llvm.dbg.value(metadata i64 0, metadata !1976, metadata !DIExpression(DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2181
  call void @llvm.dbg.value(metadata !DIArgList(i32* %163, i64 0), metadata !2097, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shra, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2098
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1987, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2183
  call void @llvm.dbg.value(metadata i32* %121, metadata !1990, metadata !DIExpression()), !dbg !2183
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 %135), metadata !1991, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !2183
  %164 = icmp eq i32* %121, null, !dbg !2185
  br i1 %164, label %167, label %165, !dbg !2186

165:                                              ; preds = %162
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !1997, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2187
  call void @llvm.dbg.value(metadata i32* %121, metadata !2000, metadata !DIExpression()), !dbg !2187
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 %135), metadata !2001, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)), !dbg !2187
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %32, i64 %61), metadata !2004, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)) #3, !dbg !2189
  call void @llvm.dbg.value(metadata i32* %121, metadata !2007, metadata !DIExpression()) #3, !dbg !2189
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i64 %135), metadata !2008, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2189
  %166 = bitcast i32* %121 to i8*, !dbg !2191
  tail call void @_ZdlPv(i8* noundef %166) #21, !dbg !2192
  br label %167, !dbg !2193

167:                                              ; preds = %165, %162
  call void @llvm.dbg.value(metadata i64 0, metadata !1976, metadata !DIExpression()) #3, !dbg !2181
  call void @llvm.dbg.value(metadata i32* %163, metadata !2097, metadata !DIExpression()), !dbg !2098
  store i32* %156, i32** %110, align 8, !dbg !2194, !tbaa !1899
  store i32* %163, i32** %109, align 8, !dbg !2195, !tbaa !1902
  %168 = getelementptr inbounds i32, i32* %156, i64 %148, !dbg !2196
  store i32* %168, i32** %75, align 8, !dbg !2197, !tbaa !1896
  br label %169

169:                                              ; preds = %167, %131
  %170 = phi i32* [ %156, %167 ], [ %121, %131 ]
  %171 = phi i32* [ %168, %167 ], [ %122, %131 ]
  %172 = phi i32* [ %163, %167 ], [ %132, %131 ]
  %173 = add nuw i32 %124, 1, !dbg !2198
  call void @llvm.dbg.value(metadata i32 %173, metadata !1669, metadata !DIExpression()), !dbg !2041
  call void @llvm.dbg.value(metadata i32 %127, metadata !1663, metadata !DIExpression()), !dbg !1675
  %174 = icmp eq i32 %173, %113, !dbg !2199
  br i1 %174, label %114, label %120, !dbg !2042, !llvm.loop !2200

175:                                              ; preds = %150
  %176 = landingpad { i8*, i32 }
          cleanup, !dbg !2202
  br label %179, !dbg !2202

177:                                              ; preds = %139
  %178 = landingpad { i8*, i32 }
          cleanup, !dbg !2202
  br label %179, !dbg !2202

179:                                              ; preds = %175, %177, %118
  %180 = phi { i8*, i32 } [ %119, %118 ], [ %176, %175 ], [ %178, %177 ]
  call void @_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %5) #3, !dbg !2203
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %35) #3, !dbg !2203
  resume { i8*, i32 } %180, !dbg !2203

181:                                              ; preds = %222, %50
  %182 = phi i64 [ undef, %50 ], [ %248, %222 ]
  %183 = phi i64 [ 0, %50 ], [ %249, %222 ]
  %184 = phi i64 [ 0, %50 ], [ %248, %222 ]
  %185 = icmp eq i64 %56, 0, !dbg !1862
  br i1 %185, label %198, label %186, !dbg !1862

186:                                              ; preds = %181, %186
  %187 = phi i64 [ %195, %186 ], [ %183, %181 ]
  %188 = phi i64 [ %194, %186 ], [ %184, %181 ]
  %189 = phi i64 [ %196, %186 ], [ 0, %181 ]
  call void @llvm.dbg.value(metadata i64 %187, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %188, metadata !1672, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1870, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata i64 %187, metadata !1873, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %51, i64 %187), metadata !2207, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2211
  call void @llvm.dbg.value(metadata i64 0, metadata !2210, metadata !DIExpression()), !dbg !2211
  %190 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %51, i64 %187, i32 0, i32 0, i32 0, i32 0, !dbg !2213
  %191 = load i32*, i32** %190, align 8, !dbg !2213, !tbaa !1899
  %192 = load i32, i32* %191, align 4, !dbg !2214, !tbaa !1505
  %193 = sext i32 %192 to i64, !dbg !2214
  %194 = add nsw i64 %188, %193, !dbg !2215
  call void @llvm.dbg.value(metadata i64 %194, metadata !1672, metadata !DIExpression()), !dbg !1675
  %195 = add nuw nsw i64 %187, 7, !dbg !2216
  call void @llvm.dbg.value(metadata i64 %195, metadata !1673, metadata !DIExpression()), !dbg !1861
  %196 = add i64 %189, 1, !dbg !1862
  %197 = icmp eq i64 %196, %56, !dbg !1862
  br i1 %197, label %198, label %186, !dbg !1862, !llvm.loop !2217

198:                                              ; preds = %181, %186, %40
  %199 = phi i64 [ 0, %40 ], [ %182, %181 ], [ %194, %186 ], !dbg !1675
  %200 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i64 noundef %49, i64 noundef %199), !dbg !2219
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2220, metadata !DIExpression()) #3, !dbg !2223
  %201 = load %"class.std::vector.0"*, %"class.std::vector.0"** %43, align 8, !dbg !2225, !tbaa !1501
  %202 = load %"class.std::vector.0"*, %"class.std::vector.0"** %36, align 8, !dbg !2227, !tbaa !1497
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %201, metadata !2228, metadata !DIExpression()) #3, !dbg !2236
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %202, metadata !2233, metadata !DIExpression()) #3, !dbg !2236
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2234, metadata !DIExpression()) #3, !dbg !2236
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %201, metadata !2238, metadata !DIExpression()) #3, !dbg !2245
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %202, metadata !2243, metadata !DIExpression()) #3, !dbg !2245
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %201, metadata !2247, metadata !DIExpression()) #3, !dbg !2255
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %202, metadata !2254, metadata !DIExpression()) #3, !dbg !2255
  %203 = icmp eq %"class.std::vector.0"* %201, %202, !dbg !2257
  br i1 %203, label %216, label %204, !dbg !2260

204:                                              ; preds = %198, %211
  %205 = phi %"class.std::vector.0"* [ %212, %211 ], [ %201, %198 ]
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %205, metadata !2247, metadata !DIExpression()) #3, !dbg !2255
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %205, metadata !2261, metadata !DIExpression()) #3, !dbg !2264
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %205, metadata !2266, metadata !DIExpression()) #3, !dbg !2269
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %205, metadata !2271, metadata !DIExpression()) #3, !dbg !2274
  %206 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %205, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2277
  %207 = load i32*, i32** %206, align 8, !dbg !2277, !tbaa !1899
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %205, metadata !1987, metadata !DIExpression()) #3, !dbg !2279
  call void @llvm.dbg.value(metadata i32* %207, metadata !1990, metadata !DIExpression()) #3, !dbg !2279
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %207), metadata !1991, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2279
  %208 = icmp eq i32* %207, null, !dbg !2281
  br i1 %208, label %211, label %209, !dbg !2282

209:                                              ; preds = %204
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %205, metadata !1997, metadata !DIExpression()) #3, !dbg !2283
  call void @llvm.dbg.value(metadata i32* %207, metadata !2000, metadata !DIExpression()) #3, !dbg !2283
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %207), metadata !2001, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2283
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %205, metadata !2004, metadata !DIExpression()) #3, !dbg !2285
  call void @llvm.dbg.value(metadata i32* %207, metadata !2007, metadata !DIExpression()) #3, !dbg !2285
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %207), metadata !2008, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2285
  %210 = bitcast i32* %207 to i8*, !dbg !2287
  call void @_ZdlPv(i8* noundef %210) #21, !dbg !2288
  br label %211, !dbg !2289

211:                                              ; preds = %209, %204
  %212 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %205, i64 1, !dbg !2290
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %212, metadata !2247, metadata !DIExpression()) #3, !dbg !2255
  %213 = icmp eq %"class.std::vector.0"* %212, %202, !dbg !2257
  br i1 %213, label %214, label %204, !dbg !2260, !llvm.loop !2291

214:                                              ; preds = %211
  %215 = load %"class.std::vector.0"*, %"class.std::vector.0"** %43, align 8, !dbg !2293, !tbaa !1501
  br label %216, !dbg !2293

216:                                              ; preds = %214, %198
  %217 = phi %"class.std::vector.0"* [ %215, %214 ], [ %201, %198 ], !dbg !2293
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2297, metadata !DIExpression()) #3, !dbg !2299
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2300, metadata !DIExpression()) #3, !dbg !2305
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %217, metadata !2303, metadata !DIExpression()) #3, !dbg !2305
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %217), metadata !2304, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2305
  %218 = icmp eq %"class.std::vector.0"* %217, null, !dbg !2307
  br i1 %218, label %221, label %219, !dbg !2309

219:                                              ; preds = %216
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2310, metadata !DIExpression()) #3, !dbg !2315
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %217, metadata !2313, metadata !DIExpression()) #3, !dbg !2315
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %217), metadata !2314, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2315
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !2317, metadata !DIExpression()) #3, !dbg !2322
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %217, metadata !2320, metadata !DIExpression()) #3, !dbg !2322
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %217), metadata !2321, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2322
  %220 = bitcast %"class.std::vector.0"* %217 to i8*, !dbg !2324
  call void @_ZdlPv(i8* noundef %220) #21, !dbg !2325
  br label %221, !dbg !2326

221:                                              ; preds = %216, %219
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %35) #3, !dbg !2203
  ret i32 0, !dbg !2203

222:                                              ; preds = %222, %58
  %223 = phi i64 [ 0, %58 ], [ %249, %222 ]
  %224 = phi i64 [ 0, %58 ], [ %248, %222 ]
  %225 = phi i64 [ 0, %58 ], [ %250, %222 ]
  call void @llvm.dbg.value(metadata i64 %223, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %224, metadata !1672, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1870, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata i64 %223, metadata !1873, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %51, i64 %223), metadata !2207, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2211
  call void @llvm.dbg.value(metadata i64 0, metadata !2210, metadata !DIExpression()), !dbg !2211
  %226 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %51, i64 %223, i32 0, i32 0, i32 0, i32 0, !dbg !2213
  %227 = load i32*, i32** %226, align 8, !dbg !2213, !tbaa !1899
  %228 = load i32, i32* %227, align 4, !dbg !2214, !tbaa !1505
  %229 = sext i32 %228 to i64, !dbg !2214
  %230 = add nsw i64 %224, %229, !dbg !2215
  call void @llvm.dbg.value(metadata i64 %230, metadata !1672, metadata !DIExpression()), !dbg !1675
  %231 = add nuw nsw i64 %223, 7, !dbg !2216
  call void @llvm.dbg.value(metadata i64 %231, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %231, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %230, metadata !1672, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1870, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata i64 %231, metadata !1873, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %51, i64 %231), metadata !2207, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2211
  call void @llvm.dbg.value(metadata i64 0, metadata !2210, metadata !DIExpression()), !dbg !2211
  %232 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %51, i64 %231, i32 0, i32 0, i32 0, i32 0, !dbg !2213
  %233 = load i32*, i32** %232, align 8, !dbg !2213, !tbaa !1899
  %234 = load i32, i32* %233, align 4, !dbg !2214, !tbaa !1505
  %235 = sext i32 %234 to i64, !dbg !2214
  %236 = add nsw i64 %230, %235, !dbg !2215
  call void @llvm.dbg.value(metadata i64 %236, metadata !1672, metadata !DIExpression()), !dbg !1675
  %237 = add nuw nsw i64 %223, 14, !dbg !2216
  call void @llvm.dbg.value(metadata i64 %237, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %237, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %236, metadata !1672, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1870, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata i64 %237, metadata !1873, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %51, i64 %237), metadata !2207, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2211
  call void @llvm.dbg.value(metadata i64 0, metadata !2210, metadata !DIExpression()), !dbg !2211
  %238 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %51, i64 %237, i32 0, i32 0, i32 0, i32 0, !dbg !2213
  %239 = load i32*, i32** %238, align 8, !dbg !2213, !tbaa !1899
  %240 = load i32, i32* %239, align 4, !dbg !2214, !tbaa !1505
  %241 = sext i32 %240 to i64, !dbg !2214
  %242 = add nsw i64 %236, %241, !dbg !2215
  call void @llvm.dbg.value(metadata i64 %242, metadata !1672, metadata !DIExpression()), !dbg !1675
  %243 = add nuw nsw i64 %223, 21, !dbg !2216
  call void @llvm.dbg.value(metadata i64 %243, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %243, metadata !1673, metadata !DIExpression()), !dbg !1861
  call void @llvm.dbg.value(metadata i64 %242, metadata !1672, metadata !DIExpression()), !dbg !1675
  call void @llvm.dbg.value(metadata %"class.std::vector"* %5, metadata !1870, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata i64 %243, metadata !1873, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* %51, i64 %243), metadata !2207, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2211
  call void @llvm.dbg.value(metadata i64 0, metadata !2210, metadata !DIExpression()), !dbg !2211
  %244 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %51, i64 %243, i32 0, i32 0, i32 0, i32 0, !dbg !2213
  %245 = load i32*, i32** %244, align 8, !dbg !2213, !tbaa !1899
  %246 = load i32, i32* %245, align 4, !dbg !2214, !tbaa !1505
  %247 = sext i32 %246 to i64, !dbg !2214
  %248 = add nsw i64 %242, %247, !dbg !2215
  call void @llvm.dbg.value(metadata i64 %248, metadata !1672, metadata !DIExpression()), !dbg !1675
  %249 = add nuw nsw i64 %223, 28, !dbg !2216
  call void @llvm.dbg.value(metadata i64 %249, metadata !1673, metadata !DIExpression()), !dbg !1861
  %250 = add i64 %225, 4, !dbg !1862
  %251 = icmp eq i64 %250, %59, !dbg !1862
  br i1 %251, label %181, label %222, !dbg !1862, !llvm.loop !2327
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2221 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2220, metadata !DIExpression()), !dbg !2329
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2330
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !2330, !tbaa !1501
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !2331
  %5 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8, !dbg !2331, !tbaa !1497
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %3, metadata !2228, metadata !DIExpression()), !dbg !2332
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %5, metadata !2233, metadata !DIExpression()), !dbg !2332
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2234, metadata !DIExpression()), !dbg !2332
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %3, metadata !2238, metadata !DIExpression()), !dbg !2334
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %5, metadata !2243, metadata !DIExpression()), !dbg !2334
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %3, metadata !2247, metadata !DIExpression()), !dbg !2336
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %5, metadata !2254, metadata !DIExpression()), !dbg !2336
  %6 = icmp eq %"class.std::vector.0"* %3, %5, !dbg !2338
  br i1 %6, label %19, label %7, !dbg !2339

7:                                                ; preds = %1, %14
  %8 = phi %"class.std::vector.0"* [ %15, %14 ], [ %3, %1 ]
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2247, metadata !DIExpression()), !dbg !2336
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2261, metadata !DIExpression()) #3, !dbg !2340
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2266, metadata !DIExpression()) #3, !dbg !2342
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2271, metadata !DIExpression()) #3, !dbg !2344
  %9 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %8, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2346
  %10 = load i32*, i32** %9, align 8, !dbg !2346, !tbaa !1899
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !1987, metadata !DIExpression()) #3, !dbg !2347
  call void @llvm.dbg.value(metadata i32* %10, metadata !1990, metadata !DIExpression()) #3, !dbg !2347
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %10), metadata !1991, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2347
  %11 = icmp eq i32* %10, null, !dbg !2349
  br i1 %11, label %14, label %12, !dbg !2350

12:                                               ; preds = %7
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !1997, metadata !DIExpression()) #3, !dbg !2351
  call void @llvm.dbg.value(metadata i32* %10, metadata !2000, metadata !DIExpression()) #3, !dbg !2351
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %10), metadata !2001, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2351
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %8, metadata !2004, metadata !DIExpression()) #3, !dbg !2353
  call void @llvm.dbg.value(metadata i32* %10, metadata !2007, metadata !DIExpression()) #3, !dbg !2353
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %10), metadata !2008, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #3, !dbg !2353
  %13 = bitcast i32* %10 to i8*, !dbg !2355
  tail call void @_ZdlPv(i8* noundef %13) #21, !dbg !2356
  br label %14, !dbg !2357

14:                                               ; preds = %12, %7
  %15 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %8, i64 1, !dbg !2358
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %15, metadata !2247, metadata !DIExpression()), !dbg !2336
  %16 = icmp eq %"class.std::vector.0"* %15, %5, !dbg !2338
  br i1 %16, label %17, label %7, !dbg !2339, !llvm.loop !2359

17:                                               ; preds = %14
  %18 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !2361, !tbaa !1501
  br label %19, !dbg !2361

19:                                               ; preds = %17, %1
  %20 = phi %"class.std::vector.0"* [ %18, %17 ], [ %3, %1 ], !dbg !2361
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2297, metadata !DIExpression()) #3, !dbg !2363
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2300, metadata !DIExpression()) #3, !dbg !2364
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %20, metadata !2303, metadata !DIExpression()) #3, !dbg !2364
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %20), metadata !2304, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2364
  %21 = icmp eq %"class.std::vector.0"* %20, null, !dbg !2366
  br i1 %21, label %24, label %22, !dbg !2367

22:                                               ; preds = %19
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2310, metadata !DIExpression()) #3, !dbg !2368
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %20, metadata !2313, metadata !DIExpression()) #3, !dbg !2368
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %20), metadata !2314, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2368
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2317, metadata !DIExpression()) #3, !dbg !2370
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* %20, metadata !2320, metadata !DIExpression()) #3, !dbg !2370
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::vector.0"* undef, %"class.std::vector.0"* %20), metadata !2321, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #3, !dbg !2370
  %23 = bitcast %"class.std::vector.0"* %20 to i8*, !dbg !2372
  tail call void @_ZdlPv(i8* noundef %23) #21, !dbg !2373
  br label %24, !dbg !2374

24:                                               ; preds = %19, %22
  ret void, !dbg !2375
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #12

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #14

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #15

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #16

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #17

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #16

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #18

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
attributes #16 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #17 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #18 = { nofree nosync nounwind readnone willreturn }
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
!1533 = !DILocation(line: 14, column: 1, scope: !1520)
!1534 = !{!1535}
!1535 = distinct !{!1535, !1536, !".omp_outlined._debug__: argument 0"}
!1536 = distinct !{!1536, !".omp_outlined._debug__"}
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
!1569 = !DILocation(line: 15, column: 3, scope: !1538, inlinedAt: !1568)
!1570 = !DILocation(line: 15, column: 8, scope: !1538, inlinedAt: !1568)
!1571 = !DILocation(line: 14, column: 57, scope: !1538, inlinedAt: !1568)
!1572 = distinct !{!1572, !1573, !1574}
!1573 = !DILocation(line: 14, column: 1, scope: !1538, inlinedAt: !1568)
!1574 = !DILocation(line: 14, column: 63, scope: !1538, inlinedAt: !1568)
!1575 = distinct !{}
!1576 = !DILocation(line: 0, scope: !1554, inlinedAt: !1568)
!1577 = !DILocation(line: 0, scope: !1557, inlinedAt: !1568)
!1578 = !DILocalVariable(name: "this", arg: 1, scope: !1579, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1579 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !11, file: !5, line: 868, type: !351, scopeLine: 869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !350, retainedNodes: !1580)
!1580 = !{!1578}
!1581 = !DILocation(line: 0, scope: !1579, inlinedAt: !1582)
!1582 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1583 = !DILocation(line: 869, column: 39, scope: !1579, inlinedAt: !1582)
!1584 = !DILocalVariable(name: "this", arg: 1, scope: !1585, type: !1588, flags: DIFlagArtificial | DIFlagObjectPointer)
!1585 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_", scope: !498, file: !358, line: 1072, type: !506, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !505, retainedNodes: !1586)
!1586 = !{!1584, !1587}
!1587 = !DILocalVariable(name: "__i", arg: 2, scope: !1585, file: !358, line: 1072, type: !508)
!1588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64)
!1589 = !DILocation(line: 0, scope: !1585, inlinedAt: !1590)
!1590 = distinct !DILocation(line: 869, column: 16, scope: !1579, inlinedAt: !1582)
!1591 = !DILocation(line: 1073, column: 20, scope: !1585, inlinedAt: !1590)
!1592 = !{!1499, !1499, i64 0}
!1593 = !DILocalVariable(name: "this", arg: 1, scope: !1594, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1594 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !11, file: !5, line: 888, type: !351, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !360, retainedNodes: !1595)
!1595 = !{!1593}
!1596 = !DILocation(line: 0, scope: !1594, inlinedAt: !1597)
!1597 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1598 = !DILocation(line: 889, column: 39, scope: !1594, inlinedAt: !1597)
!1599 = !DILocation(line: 0, scope: !1585, inlinedAt: !1600)
!1600 = distinct !DILocation(line: 889, column: 16, scope: !1594, inlinedAt: !1597)
!1601 = !DILocation(line: 1073, column: 20, scope: !1585, inlinedAt: !1600)
!1602 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1603, file: !358, line: 1237, type: !1606)
!1603 = distinct !DISubprogram(name: "operator!=<int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxneIPiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !25, file: !358, line: 1237, type: !1604, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !553, retainedNodes: !1607)
!1604 = !DISubroutineType(types: !1605)
!1605 = !{!129, !1606, !1606}
!1606 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !520, size: 64)
!1607 = !{!1602, !1608}
!1608 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1603, file: !358, line: 1238, type: !1606)
!1609 = !DILocation(line: 0, scope: !1603, inlinedAt: !1610)
!1610 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1611 = !DILocation(line: 1240, column: 27, scope: !1603, inlinedAt: !1610)
!1612 = !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1613 = !DILocation(line: 18, column: 5, scope: !1557, inlinedAt: !1568)
!1614 = !DILocation(line: 18, column: 16, scope: !1561, inlinedAt: !1568)
!1615 = !DILocation(line: 19, column: 13, scope: !1616, inlinedAt: !1568)
!1616 = distinct !DILexicalBlock(scope: !1561, file: !1, line: 19, column: 11)
!1617 = !DILocation(line: 19, column: 11, scope: !1561, inlinedAt: !1568)
!1618 = distinct !{!1618, !1613, !1619, !1620}
!1619 = !DILocation(line: 20, column: 14, scope: !1557, inlinedAt: !1568)
!1620 = !{!"llvm.loop.isvectorized", i32 1}
!1621 = !DILocation(line: 0, scope: !1563, inlinedAt: !1568)
!1622 = !DILocation(line: 0, scope: !1603, inlinedAt: !1623)
!1623 = distinct !DILocation(line: 21, column: 17, scope: !1563, inlinedAt: !1568)
!1624 = !DILocation(line: 21, column: 5, scope: !1563, inlinedAt: !1568)
!1625 = !DILocation(line: 0, scope: !1567, inlinedAt: !1568)
!1626 = !DILocation(line: 22, column: 11, scope: !1627, inlinedAt: !1568)
!1627 = distinct !DILexicalBlock(scope: !1567, file: !1, line: 21, column: 24)
!1628 = !DILocation(line: 22, column: 13, scope: !1627, inlinedAt: !1568)
!1629 = !DILocation(line: 22, column: 20, scope: !1627, inlinedAt: !1568)
!1630 = !DILocation(line: 22, column: 9, scope: !1627, inlinedAt: !1568)
!1631 = !DILocation(line: 23, column: 16, scope: !1627, inlinedAt: !1568)
!1632 = !DILocation(line: 23, column: 13, scope: !1627, inlinedAt: !1568)
!1633 = !DILocalVariable(name: "this", arg: 1, scope: !1634, type: !1588, flags: DIFlagArtificial | DIFlagObjectPointer)
!1634 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv", scope: !498, file: !358, line: 1105, type: !527, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !526, retainedNodes: !1635)
!1635 = !{!1633}
!1636 = !DILocation(line: 0, scope: !1634, inlinedAt: !1637)
!1637 = distinct !DILocation(line: 21, column: 17, scope: !1563, inlinedAt: !1568)
!1638 = !DILocation(line: 1107, column: 2, scope: !1634, inlinedAt: !1637)
!1639 = !DILocation(line: 0, scope: !1561, inlinedAt: !1568)
!1640 = !DILocation(line: 0, scope: !1634, inlinedAt: !1641)
!1641 = distinct !DILocation(line: 18, column: 16, scope: !1557, inlinedAt: !1568)
!1642 = !DILocation(line: 1107, column: 2, scope: !1634, inlinedAt: !1641)
!1643 = distinct !{!1643, !1613, !1619, !1644, !1620}
!1644 = !{!"llvm.loop.unroll.runtime.disable"}
!1645 = distinct !{!1645, !1573, !1574, !1646}
!1646 = !{!"llvm.loop.parallel_accesses", !1575}
!1647 = !DILocation(line: 1240, column: 27, scope: !1603, inlinedAt: !1623)
!1648 = !DILocation(line: 21, column: 17, scope: !1563, inlinedAt: !1568)
!1649 = distinct !{!1649, !1624, !1650}
!1650 = !DILocation(line: 24, column: 5, scope: !1563, inlinedAt: !1568)
!1651 = !DILocation(line: 14, column: 53, scope: !1538, inlinedAt: !1568)
!1652 = !DILocation(line: 25, column: 3, scope: !1538, inlinedAt: !1568)
!1653 = !{!1654}
!1654 = !{i64 2, i64 -1, i64 -1, i1 true}
!1655 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 29, type: !1656, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1658)
!1656 = !DISubroutineType(types: !1657)
!1657 = !{!3, !3, !555}
!1658 = !{!1659, !1660, !1661, !1662, !1663, !1664, !1666, !1669, !1671, !1672, !1673}
!1659 = !DILocalVariable(name: "argc", arg: 1, scope: !1655, file: !1, line: 29, type: !3)
!1660 = !DILocalVariable(name: "argv", arg: 2, scope: !1655, file: !1, line: 29, type: !555)
!1661 = !DILocalVariable(name: "n", scope: !1655, file: !1, line: 31, type: !3)
!1662 = !DILocalVariable(name: "rows", scope: !1655, file: !1, line: 32, type: !558)
!1663 = !DILocalVariable(name: "s", scope: !1655, file: !1, line: 33, type: !1348)
!1664 = !DILocalVariable(name: "r", scope: !1665, file: !1, line: 34, type: !3)
!1665 = distinct !DILexicalBlock(scope: !1655, file: !1, line: 34, column: 3)
!1666 = !DILocalVariable(name: "len", scope: !1667, file: !1, line: 35, type: !3)
!1667 = distinct !DILexicalBlock(scope: !1668, file: !1, line: 34, column: 31)
!1668 = distinct !DILexicalBlock(scope: !1665, file: !1, line: 34, column: 3)
!1669 = !DILocalVariable(name: "k", scope: !1670, file: !1, line: 37, type: !3)
!1670 = distinct !DILexicalBlock(scope: !1667, file: !1, line: 37, column: 5)
!1671 = !DILocalVariable(name: "total", scope: !1655, file: !1, line: 42, type: !541)
!1672 = !DILocalVariable(name: "chk", scope: !1655, file: !1, line: 43, type: !541)
!1673 = !DILocalVariable(name: "r", scope: !1674, file: !1, line: 44, type: !3)
!1674 = distinct !DILexicalBlock(scope: !1655, file: !1, line: 44, column: 3)
!1675 = !DILocation(line: 0, scope: !1655)
!1676 = !DILocation(line: 31, column: 16, scope: !1655)
!1677 = !DILocation(line: 31, column: 11, scope: !1655)
!1678 = !DILocation(line: 32, column: 3, scope: !1655)
!1679 = !DILocation(line: 32, column: 33, scope: !1655)
!1680 = !DILocalVariable(name: "this", arg: 1, scope: !1681, type: !1685, flags: DIFlagArtificial | DIFlagObjectPointer)
!1681 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEC2EmRKS2_", scope: !558, file: !5, line: 551, type: !787, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !786, retainedNodes: !1682)
!1682 = !{!1680, !1683, !1684}
!1683 = !DILocalVariable(name: "__n", arg: 2, scope: !1681, file: !5, line: 551, type: !4)
!1684 = !DILocalVariable(name: "__a", arg: 3, scope: !1681, file: !5, line: 551, type: !783)
!1685 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !558, size: 64)
!1686 = !DILocation(line: 0, scope: !1681, inlinedAt: !1687)
!1687 = distinct !DILocation(line: 32, column: 33, scope: !1655)
!1688 = !DILocalVariable(name: "__n", arg: 1, scope: !1689, file: !5, line: 1902, type: !4)
!1689 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_", scope: !558, file: !5, line: 1902, type: !968, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !967, retainedNodes: !1690)
!1690 = !{!1688, !1691}
!1691 = !DILocalVariable(name: "__a", arg: 2, scope: !1689, file: !5, line: 1902, type: !783)
!1692 = !DILocation(line: 0, scope: !1689, inlinedAt: !1693)
!1693 = distinct !DILocation(line: 552, column: 15, scope: !1681, inlinedAt: !1687)
!1694 = !DILocalVariable(name: "this", arg: 1, scope: !1695, type: !1699, flags: DIFlagArtificial | DIFlagObjectPointer)
!1695 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EEC2EmRKS3_", scope: !561, file: !5, line: 330, type: !738, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !737, retainedNodes: !1696)
!1696 = !{!1694, !1697, !1698}
!1697 = !DILocalVariable(name: "__n", arg: 2, scope: !1695, file: !5, line: 330, type: !6)
!1698 = !DILocalVariable(name: "__a", arg: 3, scope: !1695, file: !5, line: 330, type: !732)
!1699 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !561, size: 64)
!1700 = !DILocation(line: 0, scope: !1695, inlinedAt: !1701)
!1701 = distinct !DILocation(line: 552, column: 9, scope: !1681, inlinedAt: !1687)
!1702 = !DILocalVariable(name: "this", arg: 1, scope: !1703, type: !1706, flags: DIFlagArtificial | DIFlagObjectPointer)
!1703 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implC2ERKS3_", scope: !564, file: !5, line: 143, type: !697, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !696, retainedNodes: !1704)
!1704 = !{!1702, !1705}
!1705 = !DILocalVariable(name: "__a", arg: 2, scope: !1703, file: !5, line: 143, type: !699)
!1706 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !564, size: 64)
!1707 = !DILocation(line: 0, scope: !1703, inlinedAt: !1708)
!1708 = distinct !DILocation(line: 331, column: 9, scope: !1695, inlinedAt: !1701)
!1709 = !DILocalVariable(name: "this", arg: 1, scope: !1710, type: !1712, flags: DIFlagArtificial | DIFlagObjectPointer)
!1710 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataC2Ev", scope: !668, file: !5, line: 99, type: !676, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !675, retainedNodes: !1711)
!1711 = !{!1709}
!1712 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !668, size: 64)
!1713 = !DILocation(line: 0, scope: !1710, inlinedAt: !1714)
!1714 = distinct !DILocation(line: 143, column: 2, scope: !1703, inlinedAt: !1708)
!1715 = !DILocalVariable(name: "this", arg: 1, scope: !1716, type: !1699, flags: DIFlagArtificial | DIFlagObjectPointer)
!1716 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm", scope: !561, file: !5, line: 393, type: !735, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !760, retainedNodes: !1717)
!1717 = !{!1715, !1718}
!1718 = !DILocalVariable(name: "__n", arg: 2, scope: !1716, file: !5, line: 393, type: !6)
!1719 = !DILocation(line: 0, scope: !1716, inlinedAt: !1720)
!1720 = distinct !DILocation(line: 332, column: 9, scope: !1721, inlinedAt: !1701)
!1721 = distinct !DILexicalBlock(scope: !1695, file: !5, line: 332, column: 7)
!1722 = !DILocalVariable(name: "this", arg: 1, scope: !1723, type: !1699, flags: DIFlagArtificial | DIFlagObjectPointer)
!1723 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm", scope: !561, file: !5, line: 375, type: !755, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !754, retainedNodes: !1724)
!1724 = !{!1722, !1725}
!1725 = !DILocalVariable(name: "__n", arg: 2, scope: !1723, file: !5, line: 375, type: !6)
!1726 = !DILocation(line: 0, scope: !1723, inlinedAt: !1727)
!1727 = distinct !DILocation(line: 395, column: 33, scope: !1716, inlinedAt: !1720)
!1728 = !DILocation(line: 378, column: 9, scope: !1723, inlinedAt: !1727)
!1729 = !DILocation(line: 31, column: 32, scope: !1655)
!1730 = !DILocation(line: 0, scope: !1269, inlinedAt: !1731)
!1731 = distinct !DILocation(line: 31, column: 22, scope: !1655)
!1732 = !DILocation(line: 364, column: 16, scope: !1269, inlinedAt: !1731)
!1733 = !DILocation(line: 32, column: 38, scope: !1655)
!1734 = !DILocation(line: 1904, column: 10, scope: !1735, inlinedAt: !1693)
!1735 = distinct !DILexicalBlock(scope: !1689, file: !5, line: 1904, column: 6)
!1736 = !DILocation(line: 1904, column: 6, scope: !1689, inlinedAt: !1693)
!1737 = !DILocation(line: 1905, column: 4, scope: !1735, inlinedAt: !1693)
!1738 = !DILocation(line: 378, column: 13, scope: !1723, inlinedAt: !1727)
!1739 = !DILocalVariable(name: "this", arg: 1, scope: !1740, type: !1685, flags: DIFlagArtificial | DIFlagObjectPointer)
!1740 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm", scope: !558, file: !5, line: 1710, type: !878, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !952, retainedNodes: !1741)
!1741 = !{!1739, !1742}
!1742 = !DILocalVariable(name: "__n", arg: 2, scope: !1740, file: !5, line: 1710, type: !4)
!1743 = !DILocation(line: 0, scope: !1740, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 553, column: 9, scope: !1745, inlinedAt: !1687)
!1745 = distinct !DILexicalBlock(scope: !1681, file: !5, line: 553, column: 7)
!1746 = !DILocalVariable(name: "__first", arg: 1, scope: !1747, file: !1748, line: 764, type: !579)
!1747 = distinct !DISubprogram(name: "__uninitialized_default_n_a<std::vector<int, std::allocator<int> > *, unsigned long, std::vector<int, std::allocator<int> > >", linkageName: "_ZSt27__uninitialized_default_n_aIPSt6vectorIiSaIiEEmS2_ET_S4_T0_RSaIT1_E", scope: !8, file: !1748, line: 764, type: !1749, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1754, retainedNodes: !1751)
!1748 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1749 = !DISubroutineType(types: !1750)
!1750 = !{!579, !579, !9, !634}
!1751 = !{!1746, !1752, !1753}
!1752 = !DILocalVariable(name: "__n", arg: 2, scope: !1747, file: !1748, line: 764, type: !9)
!1753 = !DILocalVariable(arg: 3, scope: !1747, file: !1748, line: 765, type: !634)
!1754 = !{!1755, !1756, !621}
!1755 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !579)
!1756 = !DITemplateTypeParameter(name: "_Size", type: !9)
!1757 = !DILocation(line: 0, scope: !1747, inlinedAt: !1758)
!1758 = distinct !DILocation(line: 1713, column: 4, scope: !1740, inlinedAt: !1744)
!1759 = !DILocalVariable(name: "__first", arg: 1, scope: !1760, file: !1748, line: 691, type: !579)
!1760 = distinct !DISubprogram(name: "__uninitialized_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPSt6vectorIiSaIiEEmET_S4_T0_", scope: !8, file: !1748, line: 691, type: !1761, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1766, retainedNodes: !1763)
!1761 = !DISubroutineType(types: !1762)
!1762 = !{!579, !579, !9}
!1763 = !{!1759, !1764, !1765}
!1764 = !DILocalVariable(name: "__n", arg: 2, scope: !1760, file: !1748, line: 691, type: !9)
!1765 = !DILocalVariable(name: "__can_fill", scope: !1760, file: !1748, line: 696, type: !241)
!1766 = !{!1755, !1756}
!1767 = !DILocation(line: 0, scope: !1760, inlinedAt: !1768)
!1768 = distinct !DILocation(line: 766, column: 14, scope: !1747, inlinedAt: !1758)
!1769 = !DILocalVariable(name: "__first", arg: 1, scope: !1770, file: !1748, line: 632, type: !579)
!1770 = distinct !DISubprogram(name: "__uninit_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_", scope: !1771, file: !1748, line: 632, type: !1761, scopeLine: 633, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1766, declaration: !1774, retainedNodes: !1775)
!1771 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<false>", scope: !8, file: !1748, line: 627, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !1772, identifier: "_ZTSSt27__uninitialized_default_n_1ILb0EE")
!1772 = !{!1773}
!1773 = !DITemplateValueParameter(name: "_TrivialValueType", type: !129, value: i8 0)
!1774 = !DISubprogram(name: "__uninit_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_", scope: !1771, file: !1748, line: 632, type: !1761, scopeLine: 632, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1766)
!1775 = !{!1769, !1776, !1777}
!1776 = !DILocalVariable(name: "__n", arg: 2, scope: !1770, file: !1748, line: 632, type: !9)
!1777 = !DILocalVariable(name: "__cur", scope: !1770, file: !1748, line: 634, type: !579)
!1778 = !DILocation(line: 0, scope: !1770, inlinedAt: !1779)
!1779 = distinct !DILocation(line: 699, column: 14, scope: !1760, inlinedAt: !1768)
!1780 = !DILocation(line: 396, column: 26, scope: !1716, inlinedAt: !1720)
!1781 = !DILocation(line: 637, column: 8, scope: !1782, inlinedAt: !1779)
!1782 = distinct !DILexicalBlock(scope: !1783, file: !1748, line: 637, column: 8)
!1783 = distinct !DILexicalBlock(scope: !1770, file: !1748, line: 636, column: 6)
!1784 = !DILocalVariable(name: "__a", arg: 1, scope: !1785, file: !29, line: 463, type: !580)
!1785 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m", scope: !573, file: !29, line: 463, type: !576, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !575, retainedNodes: !1786)
!1786 = !{!1784, !1787}
!1787 = !DILocalVariable(name: "__n", arg: 2, scope: !1785, file: !29, line: 463, type: !101)
!1788 = !DILocation(line: 0, scope: !1785, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 378, column: 20, scope: !1723, inlinedAt: !1727)
!1790 = !DILocalVariable(name: "this", arg: 1, scope: !1791, type: !1795, flags: DIFlagArtificial | DIFlagObjectPointer)
!1791 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv", scope: !586, file: !45, line: 112, type: !611, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !610, retainedNodes: !1792)
!1792 = !{!1790, !1793, !1794}
!1793 = !DILocalVariable(name: "__n", arg: 2, scope: !1791, file: !45, line: 112, type: !75)
!1794 = !DILocalVariable(arg: 3, scope: !1791, file: !45, line: 112, type: !76)
!1795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !586, size: 64)
!1796 = !DILocation(line: 0, scope: !1791, inlinedAt: !1797)
!1797 = distinct !DILocation(line: 464, column: 20, scope: !1785, inlinedAt: !1789)
!1798 = !DILocation(line: 137, column: 53, scope: !1791, inlinedAt: !1797)
!1799 = !DILocation(line: 137, column: 27, scope: !1791, inlinedAt: !1797)
!1800 = !DILocation(line: 137, column: 9, scope: !1791, inlinedAt: !1797)
!1801 = !DILocation(line: 395, column: 25, scope: !1716, inlinedAt: !1720)
!1802 = !DILocation(line: 397, column: 59, scope: !1716, inlinedAt: !1720)
!1803 = !DILocation(line: 397, column: 16, scope: !1716, inlinedAt: !1720)
!1804 = !DILocation(line: 397, column: 34, scope: !1716, inlinedAt: !1720)
!1805 = !{!1498, !1499, i64 16}
!1806 = !DILocation(line: 100, column: 16, scope: !1807, inlinedAt: !1811)
!1807 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !139, file: !5, line: 99, type: !147, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !146, retainedNodes: !1808)
!1808 = !{!1809}
!1809 = !DILocalVariable(name: "this", arg: 1, scope: !1807, type: !1810, flags: DIFlagArtificial | DIFlagObjectPointer)
!1810 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!1811 = distinct !DILocation(line: 137, column: 2, scope: !1812, inlinedAt: !1816)
!1812 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev", scope: !17, file: !5, line: 137, type: !164, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !163, retainedNodes: !1813)
!1813 = !{!1814}
!1814 = !DILocalVariable(name: "this", arg: 1, scope: !1812, type: !1815, flags: DIFlagArtificial | DIFlagObjectPointer)
!1815 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1816 = distinct !DILocation(line: 312, column: 7, scope: !1817, inlinedAt: !1821)
!1817 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2Ev", scope: !14, file: !5, line: 312, type: !198, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !197, retainedNodes: !1818)
!1818 = !{!1819}
!1819 = !DILocalVariable(name: "this", arg: 1, scope: !1817, type: !1820, flags: DIFlagArtificial | DIFlagObjectPointer)
!1820 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!1821 = distinct !DILocation(line: 526, column: 7, scope: !1822, inlinedAt: !1825)
!1822 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2Ev", scope: !11, file: !5, line: 526, type: !282, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !281, retainedNodes: !1823)
!1823 = !{!1824}
!1824 = !DILocalVariable(name: "this", arg: 1, scope: !1822, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1825 = distinct !DILocation(line: 119, column: 25, scope: !1826, inlinedAt: !1834)
!1826 = distinct !DISubprogram(name: "_Construct<std::vector<int, std::allocator<int> > >", linkageName: "_ZSt10_ConstructISt6vectorIiSaIiEEJEEvPT_DpOT0_", scope: !8, file: !1827, line: 109, type: !1828, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1832, retainedNodes: !1830)
!1827 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1828 = !DISubroutineType(types: !1829)
!1829 = !{null, !579}
!1830 = !{!1831}
!1831 = !DILocalVariable(name: "__p", arg: 1, scope: !1826, file: !1827, line: 109, type: !579)
!1832 = !{!621, !1833}
!1833 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !136)
!1834 = distinct !DILocation(line: 638, column: 3, scope: !1835, inlinedAt: !1779)
!1835 = distinct !DILexicalBlock(scope: !1782, file: !1748, line: 637, column: 8)
!1836 = !DILocation(line: 0, scope: !1826, inlinedAt: !1834)
!1837 = !DILocation(line: 0, scope: !1822, inlinedAt: !1825)
!1838 = !DILocation(line: 0, scope: !1817, inlinedAt: !1821)
!1839 = !DILocation(line: 0, scope: !1812, inlinedAt: !1816)
!1840 = !DILocation(line: 0, scope: !1807, inlinedAt: !1811)
!1841 = !DILocation(line: 639, column: 8, scope: !1783, inlinedAt: !1779)
!1842 = !DILocation(line: 1712, column: 16, scope: !1740, inlinedAt: !1744)
!1843 = !DILocation(line: 1712, column: 26, scope: !1740, inlinedAt: !1744)
!1844 = !DILocation(line: 0, scope: !1665)
!1845 = !DILocation(line: 34, column: 21, scope: !1668)
!1846 = !DILocation(line: 34, column: 3, scope: !1665)
!1847 = !DILocation(line: 0, scope: !1475, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 42, column: 16, scope: !1655)
!1849 = !DILocation(line: 12, column: 3, scope: !1475, inlinedAt: !1848)
!1850 = !DILocation(line: 12, column: 8, scope: !1475, inlinedAt: !1848)
!1851 = !DILocation(line: 13, column: 3, scope: !1475, inlinedAt: !1848)
!1852 = !DILocation(line: 0, scope: !1491, inlinedAt: !1853)
!1853 = distinct !DILocation(line: 13, column: 37, scope: !1475, inlinedAt: !1848)
!1854 = !DILocation(line: 988, column: 66, scope: !1491, inlinedAt: !1853)
!1855 = !DILocation(line: 988, column: 50, scope: !1491, inlinedAt: !1853)
!1856 = !DILocation(line: 13, column: 32, scope: !1475, inlinedAt: !1848)
!1857 = !DILocation(line: 13, column: 7, scope: !1475, inlinedAt: !1848)
!1858 = !DILocation(line: 14, column: 1, scope: !1475, inlinedAt: !1848)
!1859 = !DILocation(line: 26, column: 10, scope: !1475, inlinedAt: !1848)
!1860 = !DILocation(line: 27, column: 1, scope: !1475, inlinedAt: !1848)
!1861 = !DILocation(line: 0, scope: !1674)
!1862 = !DILocation(line: 44, column: 3, scope: !1674)
!1863 = !DILocation(line: 35, column: 21, scope: !1667)
!1864 = !DILocation(line: 35, column: 17, scope: !1667)
!1865 = !DILocation(line: 35, column: 31, scope: !1667)
!1866 = !DILocation(line: 35, column: 36, scope: !1667)
!1867 = !DILocation(line: 35, column: 29, scope: !1667)
!1868 = !DILocation(line: 35, column: 26, scope: !1667)
!1869 = !DILocation(line: 0, scope: !1667)
!1870 = !DILocalVariable(name: "this", arg: 1, scope: !1871, type: !1685, flags: DIFlagArtificial | DIFlagObjectPointer)
!1871 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm", scope: !558, file: !5, line: 1121, type: !888, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !887, retainedNodes: !1872)
!1872 = !{!1870, !1873}
!1873 = !DILocalVariable(name: "__n", arg: 2, scope: !1871, file: !5, line: 1121, type: !4)
!1874 = !DILocation(line: 0, scope: !1871, inlinedAt: !1875)
!1875 = distinct !DILocation(line: 36, column: 5, scope: !1667)
!1876 = !DILocation(line: 1124, column: 34, scope: !1871, inlinedAt: !1875)
!1877 = !DILocation(line: 36, column: 21, scope: !1667)
!1878 = !DILocalVariable(name: "this", arg: 1, scope: !1879, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!1879 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !11, file: !1880, line: 68, type: !383, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !391, retainedNodes: !1881)
!1880 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1881 = !{!1878, !1882, !1883, !1887}
!1882 = !DILocalVariable(name: "__n", arg: 2, scope: !1879, file: !5, line: 1105, type: !4)
!1883 = !DILocalVariable(name: "__old_size", scope: !1884, file: !1880, line: 74, type: !1886)
!1884 = distinct !DILexicalBlock(scope: !1885, file: !1880, line: 73, column: 2)
!1885 = distinct !DILexicalBlock(scope: !1879, file: !1880, line: 72, column: 11)
!1886 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1887 = !DILocalVariable(name: "__tmp", scope: !1884, file: !1880, line: 75, type: !272)
!1888 = !DILocation(line: 0, scope: !1879, inlinedAt: !1889)
!1889 = distinct !DILocation(line: 36, column: 13, scope: !1667)
!1890 = !DILocalVariable(name: "this", arg: 1, scope: !1891, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!1891 = distinct !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !11, file: !5, line: 1073, type: !379, scopeLine: 1074, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !387, retainedNodes: !1892)
!1892 = !{!1890}
!1893 = !DILocation(line: 0, scope: !1891, inlinedAt: !1894)
!1894 = distinct !DILocation(line: 72, column: 17, scope: !1885, inlinedAt: !1889)
!1895 = !DILocation(line: 1074, column: 40, scope: !1891, inlinedAt: !1894)
!1896 = !{!1897, !1499, i64 16}
!1897 = !{!"_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE", !1499, i64 0, !1499, i64 8, !1499, i64 16}
!1898 = !DILocation(line: 1075, column: 21, scope: !1891, inlinedAt: !1894)
!1899 = !{!1897, !1499, i64 0}
!1900 = !DILocation(line: 1075, column: 5, scope: !1891, inlinedAt: !1894)
!1901 = !DILocation(line: 72, column: 28, scope: !1885, inlinedAt: !1889)
!1902 = !{!1897, !1499, i64 8}
!1903 = !DILocation(line: 72, column: 11, scope: !1879, inlinedAt: !1889)
!1904 = !DILocalVariable(name: "this", arg: 1, scope: !1905, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!1905 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !11, file: !5, line: 987, type: !379, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !378, retainedNodes: !1906)
!1906 = !{!1904}
!1907 = !DILocation(line: 0, scope: !1905, inlinedAt: !1908)
!1908 = distinct !DILocation(line: 74, column: 33, scope: !1884, inlinedAt: !1889)
!1909 = !DILocation(line: 988, column: 50, scope: !1905, inlinedAt: !1908)
!1910 = !DILocation(line: 0, scope: !1884, inlinedAt: !1889)
!1911 = !DILocalVariable(name: "this", arg: 1, scope: !1912, type: !1820, flags: DIFlagArtificial | DIFlagObjectPointer)
!1912 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !14, file: !5, line: 375, type: !226, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !225, retainedNodes: !1913)
!1913 = !{!1911, !1914}
!1914 = !DILocalVariable(name: "__n", arg: 2, scope: !1912, file: !5, line: 375, type: !6)
!1915 = !DILocation(line: 0, scope: !1912, inlinedAt: !1916)
!1916 = distinct !DILocation(line: 79, column: 22, scope: !1917, inlinedAt: !1889)
!1917 = distinct !DILexicalBlock(scope: !1918, file: !1880, line: 78, column: 6)
!1918 = distinct !DILexicalBlock(scope: !1884, file: !1880, line: 77, column: 29)
!1919 = !DILocalVariable(name: "__a", arg: 1, scope: !1920, file: !29, line: 463, type: !36)
!1920 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !28, file: !29, line: 463, type: !32, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !31, retainedNodes: !1921)
!1921 = !{!1919, !1922}
!1922 = !DILocalVariable(name: "__n", arg: 2, scope: !1920, file: !29, line: 463, type: !101)
!1923 = !DILocation(line: 0, scope: !1920, inlinedAt: !1924)
!1924 = distinct !DILocation(line: 378, column: 20, scope: !1912, inlinedAt: !1916)
!1925 = !DILocalVariable(name: "this", arg: 1, scope: !1926, type: !1930, flags: DIFlagArtificial | DIFlagObjectPointer)
!1926 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !44, file: !45, line: 112, type: !73, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !72, retainedNodes: !1927)
!1927 = !{!1925, !1928, !1929}
!1928 = !DILocalVariable(name: "__n", arg: 2, scope: !1926, file: !45, line: 112, type: !75)
!1929 = !DILocalVariable(arg: 3, scope: !1926, file: !45, line: 112, type: !76)
!1930 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!1931 = !DILocation(line: 0, scope: !1926, inlinedAt: !1932)
!1932 = distinct !DILocation(line: 464, column: 20, scope: !1920, inlinedAt: !1924)
!1933 = !DILocation(line: 137, column: 53, scope: !1926, inlinedAt: !1932)
!1934 = !DILocation(line: 137, column: 27, scope: !1926, inlinedAt: !1932)
!1935 = !DILocation(line: 137, column: 9, scope: !1926, inlinedAt: !1932)
!1936 = !DILocation(line: 0, scope: !992, inlinedAt: !1937)
!1937 = distinct !DILocation(line: 80, column: 8, scope: !1917, inlinedAt: !1889)
!1938 = !DILocalVariable(name: "__first", arg: 1, scope: !1939, file: !5, line: 487, type: !272)
!1939 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !11, file: !5, line: 487, type: !270, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !269, retainedNodes: !1940)
!1940 = !{!1938, !1941, !1942, !1943, !1944}
!1941 = !DILocalVariable(name: "__last", arg: 2, scope: !1939, file: !5, line: 487, type: !272)
!1942 = !DILocalVariable(name: "__result", arg: 3, scope: !1939, file: !5, line: 487, type: !272)
!1943 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1939, file: !5, line: 488, type: !273)
!1944 = !DILocalVariable(arg: 5, scope: !1939, file: !5, line: 488, type: !236)
!1945 = !DILocation(line: 0, scope: !1939, inlinedAt: !1946)
!1946 = distinct !DILocation(line: 507, column: 9, scope: !992, inlinedAt: !1937)
!1947 = !DILocation(line: 488, column: 42, scope: !1939, inlinedAt: !1946)
!1948 = !DILocalVariable(name: "__first", arg: 1, scope: !1949, file: !1748, line: 1127, type: !35)
!1949 = distinct !DISubprogram(name: "__relocate_a<int *, int *, std::allocator<int> >", linkageName: "_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_", scope: !8, file: !1748, line: 1127, type: !1950, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1956, retainedNodes: !1952)
!1950 = !DISubroutineType(types: !1951)
!1951 = !{!35, !35, !35, !35, !99}
!1952 = !{!1948, !1953, !1954, !1955}
!1953 = !DILocalVariable(name: "__last", arg: 2, scope: !1949, file: !1748, line: 1127, type: !35)
!1954 = !DILocalVariable(name: "__result", arg: 3, scope: !1949, file: !1748, line: 1128, type: !35)
!1955 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1949, file: !1748, line: 1128, type: !99)
!1956 = !{!1957, !1958, !1959}
!1957 = !DITemplateTypeParameter(name: "_InputIterator", type: !35)
!1958 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !35)
!1959 = !DITemplateTypeParameter(name: "_Allocator", type: !38)
!1960 = !DILocation(line: 0, scope: !1949, inlinedAt: !1961)
!1961 = distinct !DILocation(line: 490, column: 9, scope: !1939, inlinedAt: !1946)
!1962 = !DILocalVariable(name: "__first", arg: 1, scope: !1963, file: !1748, line: 1100, type: !35)
!1963 = distinct !DISubprogram(name: "__relocate_a_1<int, int>", linkageName: "_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !8, file: !1748, line: 1100, type: !1964, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1977, retainedNodes: !1972)
!1964 = !DISubroutineType(types: !1965)
!1965 = !{!1966, !35, !35, !35, !99}
!1966 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<int>::value, int *>", scope: !8, file: !237, line: 2240, baseType: !1967)
!1967 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1968, file: !237, line: 2234, baseType: !35)
!1968 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, int *>", scope: !8, file: !237, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !1969, identifier: "_ZTSSt9enable_ifILb1EPiE")
!1969 = !{!1970, !1971}
!1970 = !DITemplateValueParameter(type: !129, value: i8 1)
!1971 = !DITemplateTypeParameter(name: "_Tp", type: !35)
!1972 = !{!1962, !1973, !1974, !1975, !1976}
!1973 = !DILocalVariable(name: "__last", arg: 2, scope: !1963, file: !1748, line: 1100, type: !35)
!1974 = !DILocalVariable(name: "__result", arg: 3, scope: !1963, file: !1748, line: 1101, type: !35)
!1975 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1963, file: !1748, line: 1102, type: !99)
!1976 = !DILocalVariable(name: "__count", scope: !1963, file: !1748, line: 1104, type: !540)
!1977 = !{!86, !1978}
!1978 = !DITemplateTypeParameter(name: "_Up", type: !3)
!1979 = !DILocation(line: 0, scope: !1963, inlinedAt: !1980)
!1980 = distinct !DILocation(line: 1133, column: 14, scope: !1949, inlinedAt: !1961)
!1981 = !DILocation(line: 1105, column: 19, scope: !1982, inlinedAt: !1980)
!1982 = distinct !DILexicalBlock(scope: !1963, file: !1748, line: 1105, column: 11)
!1983 = !DILocation(line: 1105, column: 11, scope: !1963, inlinedAt: !1980)
!1984 = !DILocation(line: 1117, column: 4, scope: !1985, inlinedAt: !1980)
!1985 = distinct !DILexicalBlock(scope: !1982, file: !1748, line: 1106, column: 2)
!1986 = !DILocation(line: 1118, column: 2, scope: !1985, inlinedAt: !1980)
!1987 = !DILocalVariable(name: "this", arg: 1, scope: !1988, type: !1820, flags: DIFlagArtificial | DIFlagObjectPointer)
!1988 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !14, file: !5, line: 383, type: !229, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !228, retainedNodes: !1989)
!1989 = !{!1987, !1990, !1991}
!1990 = !DILocalVariable(name: "__p", arg: 2, scope: !1988, file: !5, line: 383, type: !142)
!1991 = !DILocalVariable(name: "__n", arg: 3, scope: !1988, file: !5, line: 383, type: !6)
!1992 = !DILocation(line: 0, scope: !1988, inlinedAt: !1993)
!1993 = distinct !DILocation(line: 93, column: 4, scope: !1884, inlinedAt: !1889)
!1994 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !1993)
!1995 = distinct !DILexicalBlock(scope: !1988, file: !5, line: 386, column: 6)
!1996 = !DILocation(line: 386, column: 6, scope: !1988, inlinedAt: !1993)
!1997 = !DILocalVariable(name: "__a", arg: 1, scope: !1998, file: !29, line: 495, type: !36)
!1998 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !28, file: !29, line: 495, type: !107, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !106, retainedNodes: !1999)
!1999 = !{!1997, !2000, !2001}
!2000 = !DILocalVariable(name: "__p", arg: 2, scope: !1998, file: !29, line: 495, type: !34)
!2001 = !DILocalVariable(name: "__n", arg: 3, scope: !1998, file: !29, line: 495, type: !101)
!2002 = !DILocation(line: 0, scope: !1998, inlinedAt: !2003)
!2003 = distinct !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !1993)
!2004 = !DILocalVariable(name: "this", arg: 1, scope: !2005, type: !1930, flags: DIFlagArtificial | DIFlagObjectPointer)
!2005 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !44, file: !45, line: 142, type: !79, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !78, retainedNodes: !2006)
!2006 = !{!2004, !2007, !2008}
!2007 = !DILocalVariable(name: "__p", arg: 2, scope: !2005, file: !45, line: 142, type: !35)
!2008 = !DILocalVariable(name: "__n", arg: 3, scope: !2005, file: !45, line: 142, type: !75)
!2009 = !DILocation(line: 0, scope: !2005, inlinedAt: !2010)
!2010 = distinct !DILocation(line: 496, column: 13, scope: !1998, inlinedAt: !2003)
!2011 = !DILocation(line: 158, column: 27, scope: !2005, inlinedAt: !2010)
!2012 = !DILocation(line: 158, column: 2, scope: !2005, inlinedAt: !2010)
!2013 = !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !1993)
!2014 = !DILocation(line: 96, column: 27, scope: !1884, inlinedAt: !1889)
!2015 = !DILocation(line: 97, column: 36, scope: !1884, inlinedAt: !1889)
!2016 = !DILocation(line: 97, column: 28, scope: !1884, inlinedAt: !1889)
!2017 = !DILocation(line: 98, column: 61, scope: !1884, inlinedAt: !1889)
!2018 = !DILocation(line: 98, column: 36, scope: !1884, inlinedAt: !1889)
!2019 = !DILocation(line: 99, column: 2, scope: !1884, inlinedAt: !1889)
!2020 = !DILocation(line: 114, column: 20, scope: !2021, inlinedAt: !2033)
!2021 = distinct !DILexicalBlock(scope: !2022, file: !1880, line: 114, column: 6)
!2022 = distinct !DISubprogram(name: "emplace_back<int>", linkageName: "_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_", scope: !11, file: !1880, line: 112, type: !2023, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2027, declaration: !2026, retainedNodes: !2030)
!2023 = !DISubroutineType(types: !2024)
!2024 = !{null, !284, !2025}
!2025 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !3, size: 64)
!2026 = !DISubprogram(name: "emplace_back<int>", linkageName: "_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_", scope: !11, file: !5, line: 1303, type: !2023, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2027)
!2027 = !{!2028}
!2028 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2029)
!2029 = !{!135}
!2030 = !{!2031, !2032}
!2031 = !DILocalVariable(name: "this", arg: 1, scope: !2022, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2032 = !DILocalVariable(name: "__args", arg: 2, scope: !2022, file: !5, line: 1303, type: !2025)
!2033 = distinct !DILocation(line: 1294, column: 9, scope: !2034, inlinedAt: !2038)
!2034 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !11, file: !5, line: 1293, type: !430, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !429, retainedNodes: !2035)
!2035 = !{!2036, !2037}
!2036 = !DILocalVariable(name: "this", arg: 1, scope: !2034, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2037 = !DILocalVariable(name: "__x", arg: 2, scope: !2034, file: !5, line: 1293, type: !432)
!2038 = distinct !DILocation(line: 39, column: 15, scope: !2039)
!2039 = distinct !DILexicalBlock(scope: !2040, file: !1, line: 37, column: 35)
!2040 = distinct !DILexicalBlock(scope: !1670, file: !1, line: 37, column: 5)
!2041 = !DILocation(line: 0, scope: !1670)
!2042 = !DILocation(line: 37, column: 5, scope: !1670)
!2043 = !DILocation(line: 34, column: 27, scope: !1668)
!2044 = distinct !{!2044, !1846, !2045, !2046}
!2045 = !DILocation(line: 41, column: 3, scope: !1665)
!2046 = !{!"llvm.loop.mustprogress"}
!2047 = !DILocation(line: 48, column: 1, scope: !1667)
!2048 = !DILocation(line: 114, column: 47, scope: !2021, inlinedAt: !2033)
!2049 = !DILocation(line: 38, column: 13, scope: !2039)
!2050 = !DILocation(line: 38, column: 24, scope: !2039)
!2051 = !DILocation(line: 0, scope: !1871, inlinedAt: !2052)
!2052 = distinct !DILocation(line: 39, column: 7, scope: !2039)
!2053 = !DILocation(line: 39, column: 45, scope: !2039)
!2054 = !DILocation(line: 39, column: 52, scope: !2039)
!2055 = !DILocation(line: 0, scope: !2034, inlinedAt: !2038)
!2056 = !DILocation(line: 0, scope: !2022, inlinedAt: !2033)
!2057 = !DILocation(line: 114, column: 30, scope: !2021, inlinedAt: !2033)
!2058 = !DILocation(line: 114, column: 6, scope: !2022, inlinedAt: !2033)
!2059 = !DILocalVariable(name: "__a", arg: 1, scope: !2060, file: !29, line: 511, type: !36)
!2060 = distinct !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_", scope: !28, file: !29, line: 511, type: !2061, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2064, declaration: !2063, retainedNodes: !2065)
!2061 = !DISubroutineType(types: !2062)
!2062 = !{null, !36, !35, !2025}
!2063 = !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_", scope: !28, file: !29, line: 511, type: !2061, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2064)
!2064 = !{!1978, !2028}
!2065 = !{!2059, !2066, !2067}
!2066 = !DILocalVariable(name: "__p", arg: 2, scope: !2060, file: !29, line: 511, type: !35)
!2067 = !DILocalVariable(name: "__args", arg: 3, scope: !2060, file: !29, line: 512, type: !2025)
!2068 = !DILocation(line: 0, scope: !2060, inlinedAt: !2069)
!2069 = distinct !DILocation(line: 117, column: 6, scope: !2070, inlinedAt: !2033)
!2070 = distinct !DILexicalBlock(scope: !2021, file: !1880, line: 115, column: 4)
!2071 = !DILocalVariable(name: "this", arg: 1, scope: !2072, type: !1930, flags: DIFlagArtificial | DIFlagObjectPointer)
!2072 = distinct !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_", scope: !44, file: !45, line: 173, type: !2073, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2064, declaration: !2075, retainedNodes: !2076)
!2073 = !DISubroutineType(types: !2074)
!2074 = !{null, !50, !35, !2025}
!2075 = !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_", scope: !44, file: !45, line: 173, type: !2073, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2064)
!2076 = !{!2071, !2077, !2078}
!2077 = !DILocalVariable(name: "__p", arg: 2, scope: !2072, file: !45, line: 173, type: !35)
!2078 = !DILocalVariable(name: "__args", arg: 3, scope: !2072, file: !45, line: 173, type: !2025)
!2079 = !DILocation(line: 0, scope: !2072, inlinedAt: !2080)
!2080 = distinct !DILocation(line: 516, column: 8, scope: !2060, inlinedAt: !2069)
!2081 = !DILocation(line: 175, column: 4, scope: !2072, inlinedAt: !2080)
!2082 = !DILocation(line: 119, column: 6, scope: !2070, inlinedAt: !2033)
!2083 = !DILocation(line: 121, column: 4, scope: !2070, inlinedAt: !2033)
!2084 = !DILocalVariable(name: "__position", arg: 2, scope: !2085, file: !5, line: 1868, type: !10)
!2085 = distinct !DISubprogram(name: "_M_realloc_insert<int>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !11, file: !1880, line: 440, type: !2086, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2027, declaration: !2088, retainedNodes: !2089)
!2086 = !DISubroutineType(types: !2087)
!2087 = !{null, !284, !10, !2025}
!2088 = !DISubprogram(name: "_M_realloc_insert<int>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !11, file: !5, line: 1868, type: !2086, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2027)
!2089 = !{!2090, !2084, !2091, !2092, !2093, !2094, !2095, !2096, !2097}
!2090 = !DILocalVariable(name: "this", arg: 1, scope: !2085, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2091 = !DILocalVariable(name: "__args", arg: 3, scope: !2085, file: !5, line: 1868, type: !2025)
!2092 = !DILocalVariable(name: "__len", scope: !2085, file: !1880, line: 448, type: !1886)
!2093 = !DILocalVariable(name: "__old_start", scope: !2085, file: !1880, line: 450, type: !272)
!2094 = !DILocalVariable(name: "__old_finish", scope: !2085, file: !1880, line: 451, type: !272)
!2095 = !DILocalVariable(name: "__elems_before", scope: !2085, file: !1880, line: 452, type: !1886)
!2096 = !DILocalVariable(name: "__new_start", scope: !2085, file: !1880, line: 453, type: !272)
!2097 = !DILocalVariable(name: "__new_finish", scope: !2085, file: !1880, line: 454, type: !272)
!2098 = !DILocation(line: 0, scope: !2085, inlinedAt: !2099)
!2099 = distinct !DILocation(line: 123, column: 4, scope: !2021, inlinedAt: !2033)
!2100 = !DILocalVariable(name: "this", arg: 1, scope: !2101, type: !608, flags: DIFlagArtificial | DIFlagObjectPointer)
!2101 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !11, file: !5, line: 1891, type: !469, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !468, retainedNodes: !2102)
!2102 = !{!2100, !2103, !2104, !2105}
!2103 = !DILocalVariable(name: "__n", arg: 2, scope: !2101, file: !5, line: 1891, type: !4)
!2104 = !DILocalVariable(name: "__s", arg: 3, scope: !2101, file: !5, line: 1891, type: !472)
!2105 = !DILocalVariable(name: "__len", scope: !2101, file: !5, line: 1896, type: !1886)
!2106 = !DILocation(line: 0, scope: !2101, inlinedAt: !2107)
!2107 = distinct !DILocation(line: 449, column: 2, scope: !2085, inlinedAt: !2099)
!2108 = !DILocation(line: 0, scope: !1905, inlinedAt: !2109)
!2109 = distinct !DILocation(line: 1893, column: 19, scope: !2110, inlinedAt: !2107)
!2110 = distinct !DILexicalBlock(scope: !2101, file: !5, line: 1893, column: 6)
!2111 = !DILocation(line: 988, column: 50, scope: !1905, inlinedAt: !2109)
!2112 = !DILocation(line: 1893, column: 26, scope: !2110, inlinedAt: !2107)
!2113 = !DILocation(line: 1893, column: 6, scope: !2101, inlinedAt: !2107)
!2114 = !DILocation(line: 1894, column: 4, scope: !2110, inlinedAt: !2107)
!2115 = !DILocation(line: 0, scope: !1905, inlinedAt: !2116)
!2116 = distinct !DILocation(line: 1896, column: 26, scope: !2101, inlinedAt: !2107)
!2117 = !DILocation(line: 0, scope: !1905, inlinedAt: !2118)
!2118 = distinct !DILocation(line: 1896, column: 46, scope: !2101, inlinedAt: !2107)
!2119 = !DILocalVariable(name: "__a", arg: 1, scope: !2120, file: !2121, line: 254, type: !2124)
!2120 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !8, file: !2121, line: 254, type: !2122, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2128, retainedNodes: !2126)
!2121 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!2122 = !DISubroutineType(types: !2123)
!2123 = !{!2124, !2124, !2124}
!2124 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2125, size: 64)
!2125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!2126 = !{!2119, !2127}
!2127 = !DILocalVariable(name: "__b", arg: 2, scope: !2120, file: !2121, line: 254, type: !2124)
!2128 = !{!2129}
!2129 = !DITemplateTypeParameter(name: "_Tp", type: !9)
!2130 = !DILocation(line: 0, scope: !2120, inlinedAt: !2131)
!2131 = distinct !DILocation(line: 1896, column: 35, scope: !2101, inlinedAt: !2107)
!2132 = !DILocation(line: 259, column: 15, scope: !2133, inlinedAt: !2131)
!2133 = distinct !DILexicalBlock(scope: !2120, file: !2121, line: 259, column: 11)
!2134 = !DILocation(line: 1896, column: 35, scope: !2101, inlinedAt: !2107)
!2135 = !DILocation(line: 1896, column: 33, scope: !2101, inlinedAt: !2107)
!2136 = !DILocation(line: 0, scope: !1905, inlinedAt: !2137)
!2137 = distinct !DILocation(line: 1897, column: 18, scope: !2101, inlinedAt: !2107)
!2138 = !DILocation(line: 1897, column: 16, scope: !2101, inlinedAt: !2107)
!2139 = !DILocation(line: 1897, column: 25, scope: !2101, inlinedAt: !2107)
!2140 = !DILocation(line: 0, scope: !1912, inlinedAt: !2141)
!2141 = distinct !DILocation(line: 453, column: 33, scope: !2085, inlinedAt: !2099)
!2142 = !DILocation(line: 378, column: 13, scope: !1912, inlinedAt: !2141)
!2143 = !DILocation(line: 378, column: 9, scope: !1912, inlinedAt: !2141)
!2144 = !DILocation(line: 0, scope: !1920, inlinedAt: !2145)
!2145 = distinct !DILocation(line: 378, column: 20, scope: !1912, inlinedAt: !2141)
!2146 = !DILocation(line: 0, scope: !1926, inlinedAt: !2147)
!2147 = distinct !DILocation(line: 464, column: 20, scope: !1920, inlinedAt: !2145)
!2148 = !DILocation(line: 137, column: 53, scope: !1926, inlinedAt: !2147)
!2149 = !DILocation(line: 137, column: 27, scope: !1926, inlinedAt: !2147)
!2150 = !DILocation(line: 137, column: 9, scope: !1926, inlinedAt: !2147)
!2151 = !DILocation(line: 463, column: 20, scope: !2152, inlinedAt: !2099)
!2152 = distinct !DILexicalBlock(scope: !2085, file: !1880, line: 456, column: 2)
!2153 = !DILocation(line: 0, scope: !2060, inlinedAt: !2154)
!2154 = distinct !DILocation(line: 462, column: 4, scope: !2152, inlinedAt: !2099)
!2155 = !DILocation(line: 0, scope: !2072, inlinedAt: !2156)
!2156 = distinct !DILocation(line: 516, column: 8, scope: !2060, inlinedAt: !2154)
!2157 = !DILocation(line: 175, column: 4, scope: !2072, inlinedAt: !2156)
!2158 = !DILocation(line: 0, scope: !992, inlinedAt: !2159)
!2159 = distinct !DILocation(line: 474, column: 23, scope: !2160, inlinedAt: !2099)
!2160 = distinct !DILexicalBlock(scope: !2161, file: !1880, line: 473, column: 6)
!2161 = distinct !DILexicalBlock(scope: !2152, file: !1880, line: 472, column: 29)
!2162 = !DILocation(line: 0, scope: !1939, inlinedAt: !2163)
!2163 = distinct !DILocation(line: 507, column: 9, scope: !992, inlinedAt: !2159)
!2164 = !DILocation(line: 488, column: 42, scope: !1939, inlinedAt: !2163)
!2165 = !DILocation(line: 0, scope: !1949, inlinedAt: !2166)
!2166 = distinct !DILocation(line: 490, column: 9, scope: !1939, inlinedAt: !2163)
!2167 = !DILocation(line: 0, scope: !1963, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 1133, column: 14, scope: !1949, inlinedAt: !2166)
!2169 = !DILocation(line: 1105, column: 19, scope: !1982, inlinedAt: !2168)
!2170 = !DILocation(line: 1105, column: 11, scope: !1963, inlinedAt: !2168)
!2171 = !DILocation(line: 1117, column: 4, scope: !1985, inlinedAt: !2168)
!2172 = !DILocation(line: 1118, column: 2, scope: !1985, inlinedAt: !2168)
!2173 = !DILocation(line: 477, column: 8, scope: !2160, inlinedAt: !2099)
!2174 = !DILocation(line: 0, scope: !992, inlinedAt: !2175)
!2175 = distinct !DILocation(line: 479, column: 23, scope: !2160, inlinedAt: !2099)
!2176 = !DILocation(line: 0, scope: !1939, inlinedAt: !2177)
!2177 = distinct !DILocation(line: 507, column: 9, scope: !992, inlinedAt: !2175)
!2178 = !DILocation(line: 488, column: 42, scope: !1939, inlinedAt: !2177)
!2179 = !DILocation(line: 0, scope: !1949, inlinedAt: !2180)
!2180 = distinct !DILocation(line: 490, column: 9, scope: !1939, inlinedAt: !2177)
!2181 = !DILocation(line: 0, scope: !1963, inlinedAt: !2182)
!2182 = distinct !DILocation(line: 1133, column: 14, scope: !1949, inlinedAt: !2180)
!2183 = !DILocation(line: 0, scope: !1988, inlinedAt: !2184)
!2184 = distinct !DILocation(line: 513, column: 7, scope: !2085, inlinedAt: !2099)
!2185 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !2184)
!2186 = !DILocation(line: 386, column: 6, scope: !1988, inlinedAt: !2184)
!2187 = !DILocation(line: 0, scope: !1998, inlinedAt: !2188)
!2188 = distinct !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !2184)
!2189 = !DILocation(line: 0, scope: !2005, inlinedAt: !2190)
!2190 = distinct !DILocation(line: 496, column: 13, scope: !1998, inlinedAt: !2188)
!2191 = !DILocation(line: 158, column: 27, scope: !2005, inlinedAt: !2190)
!2192 = !DILocation(line: 158, column: 2, scope: !2005, inlinedAt: !2190)
!2193 = !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !2184)
!2194 = !DILocation(line: 515, column: 30, scope: !2085, inlinedAt: !2099)
!2195 = !DILocation(line: 516, column: 31, scope: !2085, inlinedAt: !2099)
!2196 = !DILocation(line: 517, column: 53, scope: !2085, inlinedAt: !2099)
!2197 = !DILocation(line: 517, column: 39, scope: !2085, inlinedAt: !2099)
!2198 = !DILocation(line: 37, column: 31, scope: !2040)
!2199 = !DILocation(line: 37, column: 23, scope: !2040)
!2200 = distinct !{!2200, !2042, !2201, !2046}
!2201 = !DILocation(line: 40, column: 5, scope: !1670)
!2202 = !DILocation(line: 48, column: 1, scope: !2039)
!2203 = !DILocation(line: 48, column: 1, scope: !1655)
!2204 = !DILocation(line: 0, scope: !1871, inlinedAt: !2205)
!2205 = distinct !DILocation(line: 45, column: 12, scope: !2206)
!2206 = distinct !DILexicalBlock(scope: !1674, file: !1, line: 44, column: 3)
!2207 = !DILocalVariable(name: "this", arg: 1, scope: !2208, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2208 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !11, file: !5, line: 1121, type: !393, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !392, retainedNodes: !2209)
!2209 = !{!2207, !2210}
!2210 = !DILocalVariable(name: "__n", arg: 2, scope: !2208, file: !5, line: 1121, type: !4)
!2211 = !DILocation(line: 0, scope: !2208, inlinedAt: !2212)
!2212 = distinct !DILocation(line: 45, column: 12, scope: !2206)
!2213 = !DILocation(line: 1124, column: 25, scope: !2208, inlinedAt: !2212)
!2214 = !DILocation(line: 45, column: 12, scope: !2206)
!2215 = !DILocation(line: 45, column: 9, scope: !2206)
!2216 = !DILocation(line: 44, column: 28, scope: !2206)
!2217 = distinct !{!2217, !2218}
!2218 = !{!"llvm.loop.unroll.disable"}
!2219 = !DILocation(line: 46, column: 3, scope: !1655)
!2220 = !DILocalVariable(name: "this", arg: 1, scope: !2221, type: !1685, flags: DIFlagArtificial | DIFlagObjectPointer)
!2221 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev", scope: !558, file: !5, line: 728, type: !777, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !827, retainedNodes: !2222)
!2222 = !{!2220}
!2223 = !DILocation(line: 0, scope: !2221, inlinedAt: !2224)
!2224 = distinct !DILocation(line: 48, column: 1, scope: !1655)
!2225 = !DILocation(line: 730, column: 30, scope: !2226, inlinedAt: !2224)
!2226 = distinct !DILexicalBlock(scope: !2221, file: !5, line: 729, column: 7)
!2227 = !DILocation(line: 730, column: 54, scope: !2226, inlinedAt: !2224)
!2228 = !DILocalVariable(name: "__first", arg: 1, scope: !2229, file: !29, line: 847, type: !579)
!2229 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > *, std::vector<int, std::allocator<int> > >", linkageName: "_ZSt8_DestroyIPSt6vectorIiSaIiEES2_EvT_S4_RSaIT0_E", scope: !8, file: !29, line: 847, type: !2230, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2235, retainedNodes: !2232)
!2230 = !DISubroutineType(types: !2231)
!2231 = !{null, !579, !579, !634}
!2232 = !{!2228, !2233, !2234}
!2233 = !DILocalVariable(name: "__last", arg: 2, scope: !2229, file: !29, line: 847, type: !579)
!2234 = !DILocalVariable(arg: 3, scope: !2229, file: !29, line: 848, type: !634)
!2235 = !{!1755, !621}
!2236 = !DILocation(line: 0, scope: !2229, inlinedAt: !2237)
!2237 = distinct !DILocation(line: 730, column: 2, scope: !2226, inlinedAt: !2224)
!2238 = !DILocalVariable(name: "__first", arg: 1, scope: !2239, file: !1827, line: 182, type: !579)
!2239 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZSt8_DestroyIPSt6vectorIiSaIiEEEvT_S4_", scope: !8, file: !1827, line: 182, type: !2240, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2244, retainedNodes: !2242)
!2240 = !DISubroutineType(types: !2241)
!2241 = !{null, !579, !579}
!2242 = !{!2238, !2243}
!2243 = !DILocalVariable(name: "__last", arg: 2, scope: !2239, file: !1827, line: 182, type: !579)
!2244 = !{!1755}
!2245 = !DILocation(line: 0, scope: !2239, inlinedAt: !2246)
!2246 = distinct !DILocation(line: 850, column: 7, scope: !2229, inlinedAt: !2237)
!2247 = !DILocalVariable(name: "__first", arg: 1, scope: !2248, file: !1827, line: 160, type: !579)
!2248 = distinct !DISubprogram(name: "__destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_", scope: !2249, file: !1827, line: 160, type: !2240, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2244, declaration: !2252, retainedNodes: !2253)
!2249 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !8, file: !1827, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !2250, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!2250 = !{!2251}
!2251 = !DITemplateValueParameter(type: !129, value: i8 0)
!2252 = !DISubprogram(name: "__destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_", scope: !2249, file: !1827, line: 160, type: !2240, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2244)
!2253 = !{!2247, !2254}
!2254 = !DILocalVariable(name: "__last", arg: 2, scope: !2248, file: !1827, line: 160, type: !579)
!2255 = !DILocation(line: 0, scope: !2248, inlinedAt: !2256)
!2256 = distinct !DILocation(line: 195, column: 7, scope: !2239, inlinedAt: !2246)
!2257 = !DILocation(line: 162, column: 19, scope: !2258, inlinedAt: !2256)
!2258 = distinct !DILexicalBlock(scope: !2259, file: !1827, line: 162, column: 4)
!2259 = distinct !DILexicalBlock(scope: !2248, file: !1827, line: 162, column: 4)
!2260 = !DILocation(line: 162, column: 4, scope: !2259, inlinedAt: !2256)
!2261 = !DILocalVariable(name: "__pointer", arg: 1, scope: !2262, file: !1827, line: 146, type: !579)
!2262 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > >", linkageName: "_ZSt8_DestroyISt6vectorIiSaIiEEEvPT_", scope: !8, file: !1827, line: 146, type: !1828, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !620, retainedNodes: !2263)
!2263 = !{!2261}
!2264 = !DILocation(line: 0, scope: !2262, inlinedAt: !2265)
!2265 = distinct !DILocation(line: 163, column: 6, scope: !2258, inlinedAt: !2256)
!2266 = !DILocalVariable(name: "this", arg: 1, scope: !2267, type: !579, flags: DIFlagArtificial | DIFlagObjectPointer)
!2267 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !11, file: !5, line: 728, type: !282, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !333, retainedNodes: !2268)
!2268 = !{!2266}
!2269 = !DILocation(line: 0, scope: !2267, inlinedAt: !2270)
!2270 = distinct !DILocation(line: 151, column: 19, scope: !2262, inlinedAt: !2265)
!2271 = !DILocalVariable(name: "this", arg: 1, scope: !2272, type: !1820, flags: DIFlagArtificial | DIFlagObjectPointer)
!2272 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !14, file: !5, line: 364, type: !198, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !224, retainedNodes: !2273)
!2273 = !{!2271}
!2274 = !DILocation(line: 0, scope: !2272, inlinedAt: !2275)
!2275 = distinct !DILocation(line: 733, column: 7, scope: !2276, inlinedAt: !2270)
!2276 = distinct !DILexicalBlock(scope: !2267, file: !5, line: 729, column: 7)
!2277 = !DILocation(line: 366, column: 24, scope: !2278, inlinedAt: !2275)
!2278 = distinct !DILexicalBlock(scope: !2272, file: !5, line: 365, column: 7)
!2279 = !DILocation(line: 0, scope: !1988, inlinedAt: !2280)
!2280 = distinct !DILocation(line: 366, column: 2, scope: !2278, inlinedAt: !2275)
!2281 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !2280)
!2282 = !DILocation(line: 386, column: 6, scope: !1988, inlinedAt: !2280)
!2283 = !DILocation(line: 0, scope: !1998, inlinedAt: !2284)
!2284 = distinct !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !2280)
!2285 = !DILocation(line: 0, scope: !2005, inlinedAt: !2286)
!2286 = distinct !DILocation(line: 496, column: 13, scope: !1998, inlinedAt: !2284)
!2287 = !DILocation(line: 158, column: 27, scope: !2005, inlinedAt: !2286)
!2288 = !DILocation(line: 158, column: 2, scope: !2005, inlinedAt: !2286)
!2289 = !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !2280)
!2290 = !DILocation(line: 162, column: 30, scope: !2258, inlinedAt: !2256)
!2291 = distinct !{!2291, !2260, !2292, !2046}
!2292 = !DILocation(line: 163, column: 46, scope: !2259, inlinedAt: !2256)
!2293 = !DILocation(line: 366, column: 24, scope: !2294, inlinedAt: !2298)
!2294 = distinct !DILexicalBlock(scope: !2295, file: !5, line: 365, column: 7)
!2295 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev", scope: !561, file: !5, line: 364, type: !727, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !753, retainedNodes: !2296)
!2296 = !{!2297}
!2297 = !DILocalVariable(name: "this", arg: 1, scope: !2295, type: !1699, flags: DIFlagArtificial | DIFlagObjectPointer)
!2298 = distinct !DILocation(line: 733, column: 7, scope: !2226, inlinedAt: !2224)
!2299 = !DILocation(line: 0, scope: !2295, inlinedAt: !2298)
!2300 = !DILocalVariable(name: "this", arg: 1, scope: !2301, type: !1699, flags: DIFlagArtificial | DIFlagObjectPointer)
!2301 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m", scope: !561, file: !5, line: 383, type: !758, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !757, retainedNodes: !2302)
!2302 = !{!2300, !2303, !2304}
!2303 = !DILocalVariable(name: "__p", arg: 2, scope: !2301, file: !5, line: 383, type: !671)
!2304 = !DILocalVariable(name: "__n", arg: 3, scope: !2301, file: !5, line: 383, type: !6)
!2305 = !DILocation(line: 0, scope: !2301, inlinedAt: !2306)
!2306 = distinct !DILocation(line: 366, column: 2, scope: !2294, inlinedAt: !2298)
!2307 = !DILocation(line: 386, column: 6, scope: !2308, inlinedAt: !2306)
!2308 = distinct !DILexicalBlock(scope: !2301, file: !5, line: 386, column: 6)
!2309 = !DILocation(line: 386, column: 6, scope: !2301, inlinedAt: !2306)
!2310 = !DILocalVariable(name: "__a", arg: 1, scope: !2311, file: !29, line: 495, type: !580)
!2311 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m", scope: !573, file: !29, line: 495, type: !640, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !639, retainedNodes: !2312)
!2312 = !{!2310, !2313, !2314}
!2313 = !DILocalVariable(name: "__p", arg: 2, scope: !2311, file: !29, line: 495, type: !578)
!2314 = !DILocalVariable(name: "__n", arg: 3, scope: !2311, file: !29, line: 495, type: !101)
!2315 = !DILocation(line: 0, scope: !2311, inlinedAt: !2316)
!2316 = distinct !DILocation(line: 387, column: 4, scope: !2308, inlinedAt: !2306)
!2317 = !DILocalVariable(name: "this", arg: 1, scope: !2318, type: !1795, flags: DIFlagArtificial | DIFlagObjectPointer)
!2318 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m", scope: !586, file: !45, line: 142, type: !614, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !613, retainedNodes: !2319)
!2319 = !{!2317, !2320, !2321}
!2320 = !DILocalVariable(name: "__p", arg: 2, scope: !2318, file: !45, line: 142, type: !579)
!2321 = !DILocalVariable(name: "__n", arg: 3, scope: !2318, file: !45, line: 142, type: !75)
!2322 = !DILocation(line: 0, scope: !2318, inlinedAt: !2323)
!2323 = distinct !DILocation(line: 496, column: 13, scope: !2311, inlinedAt: !2316)
!2324 = !DILocation(line: 158, column: 27, scope: !2318, inlinedAt: !2323)
!2325 = !DILocation(line: 158, column: 2, scope: !2318, inlinedAt: !2323)
!2326 = !DILocation(line: 387, column: 4, scope: !2308, inlinedAt: !2306)
!2327 = distinct !{!2327, !1862, !2328, !2046}
!2328 = !DILocation(line: 45, column: 21, scope: !1674)
!2329 = !DILocation(line: 0, scope: !2221)
!2330 = !DILocation(line: 730, column: 30, scope: !2226)
!2331 = !DILocation(line: 730, column: 54, scope: !2226)
!2332 = !DILocation(line: 0, scope: !2229, inlinedAt: !2333)
!2333 = distinct !DILocation(line: 730, column: 2, scope: !2226)
!2334 = !DILocation(line: 0, scope: !2239, inlinedAt: !2335)
!2335 = distinct !DILocation(line: 850, column: 7, scope: !2229, inlinedAt: !2333)
!2336 = !DILocation(line: 0, scope: !2248, inlinedAt: !2337)
!2337 = distinct !DILocation(line: 195, column: 7, scope: !2239, inlinedAt: !2335)
!2338 = !DILocation(line: 162, column: 19, scope: !2258, inlinedAt: !2337)
!2339 = !DILocation(line: 162, column: 4, scope: !2259, inlinedAt: !2337)
!2340 = !DILocation(line: 0, scope: !2262, inlinedAt: !2341)
!2341 = distinct !DILocation(line: 163, column: 6, scope: !2258, inlinedAt: !2337)
!2342 = !DILocation(line: 0, scope: !2267, inlinedAt: !2343)
!2343 = distinct !DILocation(line: 151, column: 19, scope: !2262, inlinedAt: !2341)
!2344 = !DILocation(line: 0, scope: !2272, inlinedAt: !2345)
!2345 = distinct !DILocation(line: 733, column: 7, scope: !2276, inlinedAt: !2343)
!2346 = !DILocation(line: 366, column: 24, scope: !2278, inlinedAt: !2345)
!2347 = !DILocation(line: 0, scope: !1988, inlinedAt: !2348)
!2348 = distinct !DILocation(line: 366, column: 2, scope: !2278, inlinedAt: !2345)
!2349 = !DILocation(line: 386, column: 6, scope: !1995, inlinedAt: !2348)
!2350 = !DILocation(line: 386, column: 6, scope: !1988, inlinedAt: !2348)
!2351 = !DILocation(line: 0, scope: !1998, inlinedAt: !2352)
!2352 = distinct !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !2348)
!2353 = !DILocation(line: 0, scope: !2005, inlinedAt: !2354)
!2354 = distinct !DILocation(line: 496, column: 13, scope: !1998, inlinedAt: !2352)
!2355 = !DILocation(line: 158, column: 27, scope: !2005, inlinedAt: !2354)
!2356 = !DILocation(line: 158, column: 2, scope: !2005, inlinedAt: !2354)
!2357 = !DILocation(line: 387, column: 4, scope: !1995, inlinedAt: !2348)
!2358 = !DILocation(line: 162, column: 30, scope: !2258, inlinedAt: !2337)
!2359 = distinct !{!2359, !2339, !2360, !2046}
!2360 = !DILocation(line: 163, column: 46, scope: !2259, inlinedAt: !2337)
!2361 = !DILocation(line: 366, column: 24, scope: !2294, inlinedAt: !2362)
!2362 = distinct !DILocation(line: 733, column: 7, scope: !2226)
!2363 = !DILocation(line: 0, scope: !2295, inlinedAt: !2362)
!2364 = !DILocation(line: 0, scope: !2301, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 366, column: 2, scope: !2294, inlinedAt: !2362)
!2366 = !DILocation(line: 386, column: 6, scope: !2308, inlinedAt: !2365)
!2367 = !DILocation(line: 386, column: 6, scope: !2301, inlinedAt: !2365)
!2368 = !DILocation(line: 0, scope: !2311, inlinedAt: !2369)
!2369 = distinct !DILocation(line: 387, column: 4, scope: !2308, inlinedAt: !2365)
!2370 = !DILocation(line: 0, scope: !2318, inlinedAt: !2371)
!2371 = distinct !DILocation(line: 496, column: 13, scope: !2311, inlinedAt: !2369)
!2372 = !DILocation(line: 158, column: 27, scope: !2318, inlinedAt: !2371)
!2373 = !DILocation(line: 158, column: 2, scope: !2318, inlinedAt: !2371)
!2374 = !DILocation(line: 387, column: 4, scope: !2308, inlinedAt: !2365)
!2375 = !DILocation(line: 733, column: 7, scope: !2221)
