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
%"struct.std::random_access_iterator_tag" = type { i8 }
%"class.__gnu_cxx::__normal_iterator" = type { float* }
%class.Matrix.0 = type { i32, i32, %"class.std::vector.1" }
%"class.std::vector.1" = type { %"struct.std::_Vector_base.2" }
%"struct.std::_Vector_base.2" = type { %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl" }
%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl" = type { %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data" }
%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data" = type { i64*, i64*, i64* }
%"class.std::allocator.3" = type { i8 }
%"class.__gnu_cxx::__normal_iterator.6" = type { i64* }

$_Z3runIfET_i = comdat any

$_Z3runIlET_i = comdat any

@.str = private unnamed_addr constant [21 x i8] c"float %.1f long %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !1537 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !1541, metadata !DIExpression()), !dbg !1546
  call void @llvm.dbg.value(metadata i8** %1, metadata !1542, metadata !DIExpression()), !dbg !1546
  %3 = icmp sgt i32 %0, 1, !dbg !1547
  br i1 %3, label %4, label %9, !dbg !1548

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1549
  %6 = load i8*, i8** %5, align 8, !dbg !1549, !tbaa !1550
  call void @llvm.dbg.value(metadata i8* %6, metadata !1372, metadata !DIExpression()) #10, !dbg !1554
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #10, !dbg !1556
  %8 = trunc i64 %7 to i32, !dbg !1556
  br label %9, !dbg !1548

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 36, %2 ], !dbg !1548
  call void @llvm.dbg.value(metadata i32 %10, metadata !1543, metadata !DIExpression()), !dbg !1546
  %11 = call noundef float @_Z3runIfET_i(i32 noundef %10), !dbg !1557
  call void @llvm.dbg.value(metadata float %11, metadata !1544, metadata !DIExpression()), !dbg !1546
  %12 = call noundef i64 @_Z3runIlET_i(i32 noundef %10), !dbg !1558
  call void @llvm.dbg.value(metadata i64 %12, metadata !1545, metadata !DIExpression()), !dbg !1546
  %13 = fpext float %11 to double, !dbg !1559
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %13, i64 noundef %12), !dbg !1560
  ret i32 0, !dbg !1561
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: uwtable
define linkonce_odr dso_local noundef float @_Z3runIfET_i(i32 noundef %0) local_unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1562 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !1566, metadata !DIExpression()), !dbg !1579
  %2 = add i32 %0, 2, !dbg !1580
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1581, metadata !DIExpression()), !dbg !1587
  call void @llvm.dbg.value(metadata i32 %0, metadata !1584, metadata !DIExpression()), !dbg !1587
  call void @llvm.dbg.value(metadata i32 %2, metadata !1585, metadata !DIExpression()), !dbg !1587
  call void @llvm.dbg.value(metadata i32 %0, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 %2, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !1579
  %3 = sext i32 %0 to i64, !dbg !1589
  %4 = sext i32 %2 to i64, !dbg !1590
  %5 = mul nsw i64 %4, %3, !dbg !1591
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1592, metadata !DIExpression()), !dbg !1599
  call void @llvm.dbg.value(metadata i64 %5, metadata !1595, metadata !DIExpression()), !dbg !1599
  call void @llvm.dbg.value(metadata float* undef, metadata !1596, metadata !DIExpression()), !dbg !1599
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1597, metadata !DIExpression()), !dbg !1599
  call void @llvm.dbg.value(metadata i64 %5, metadata !1601, metadata !DIExpression()), !dbg !1605
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !1605
  %6 = icmp ugt i64 %5, 2305843009213693951, !dbg !1607
  br i1 %6, label %7, label %8, !dbg !1609

7:                                                ; preds = %1
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #11, !dbg !1610
  unreachable, !dbg !1610

8:                                                ; preds = %1
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !1617
  call void @llvm.dbg.value(metadata i64 %5, metadata !1614, metadata !DIExpression()), !dbg !1617
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !1617
  call void @llvm.dbg.value(metadata float* null, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !1623
  call void @llvm.dbg.value(metadata i64 %5, metadata !1622, metadata !DIExpression()), !dbg !1623
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !1630
  call void @llvm.dbg.value(metadata i64 %5, metadata !1629, metadata !DIExpression()), !dbg !1630
  %9 = icmp eq i64 %5, 0, !dbg !1632
  br i1 %9, label %14, label %10, !dbg !1633

10:                                               ; preds = %8
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !1638
  call void @llvm.dbg.value(metadata i64 %5, metadata !1637, metadata !DIExpression()), !dbg !1638
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !1646
  call void @llvm.dbg.value(metadata i64 %5, metadata !1643, metadata !DIExpression()), !dbg !1646
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !1646
  %11 = shl i64 %5, 2, !dbg !1648
  %12 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %11) #12, !dbg !1649
  %13 = bitcast i8* %12 to float*, !dbg !1650
  br label %14, !dbg !1633

14:                                               ; preds = %10, %8
  %15 = phi float* [ %13, %10 ], [ null, %8 ], !dbg !1633
  call void @llvm.dbg.value(metadata float* %15, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* %15, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %15, i64 %5), metadata !1567, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()), !dbg !1656
  call void @llvm.dbg.value(metadata i64 %5, metadata !1654, metadata !DIExpression()), !dbg !1656
  call void @llvm.dbg.value(metadata float* undef, metadata !1655, metadata !DIExpression()), !dbg !1656
  call void @llvm.dbg.value(metadata float* %15, metadata !1659, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata i64 %5, metadata !1665, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata float* undef, metadata !1666, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata float* %15, metadata !1674, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata i64 %5, metadata !1679, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata float* undef, metadata !1680, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata i8 1, metadata !1681, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata float* %15, metadata !1685, metadata !DIExpression()), !dbg !1694
  call void @llvm.dbg.value(metadata i64 %5, metadata !1692, metadata !DIExpression()), !dbg !1694
  call void @llvm.dbg.value(metadata float* undef, metadata !1693, metadata !DIExpression()), !dbg !1694
  call void @llvm.dbg.value(metadata float* %15, metadata !1696, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata i64 %5, metadata !1700, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata float* undef, metadata !1701, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata float* %15, metadata !1706, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.value(metadata i64 %5, metadata !1721, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.value(metadata float* undef, metadata !1722, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !1728
  br i1 %9, label %23, label %16, !dbg !1729

16:                                               ; preds = %14
  %17 = bitcast float* %15 to i8*, !dbg !1730
  %18 = shl i64 %5, 2, !dbg !1731
  call void @llvm.memset.p0i8.i64(i8* align 4 %17, i8 0, i64 %18, i1 false), !dbg !1759, !tbaa !1761
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression()), !dbg !1763
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1763
  call void @llvm.dbg.value(metadata float* undef, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1581, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata i32 %2, metadata !1584, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata i32 %0, metadata !1585, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata i32 %2, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 %0, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1592, metadata !DIExpression()), !dbg !1766
  call void @llvm.dbg.value(metadata i64 %5, metadata !1595, metadata !DIExpression()), !dbg !1766
  call void @llvm.dbg.value(metadata float* undef, metadata !1596, metadata !DIExpression()), !dbg !1766
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1597, metadata !DIExpression()), !dbg !1766
  call void @llvm.dbg.value(metadata i64 %5, metadata !1601, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !1770
  call void @llvm.dbg.value(metadata i64 %5, metadata !1614, metadata !DIExpression()), !dbg !1770
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !1770
  call void @llvm.dbg.value(metadata float* null, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !1772
  call void @llvm.dbg.value(metadata i64 %5, metadata !1622, metadata !DIExpression()), !dbg !1772
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !1774
  call void @llvm.dbg.value(metadata i64 %5, metadata !1629, metadata !DIExpression()), !dbg !1774
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata i64 %5, metadata !1637, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !1778
  call void @llvm.dbg.value(metadata i64 %5, metadata !1643, metadata !DIExpression()), !dbg !1778
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !1778
  %19 = shl i64 %5, 2, !dbg !1780
  %20 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %19) #12
          to label %21 unwind label %89, !dbg !1781

21:                                               ; preds = %16
  %22 = bitcast i8* %20 to float*, !dbg !1782
  br label %23, !dbg !1783

23:                                               ; preds = %14, %21
  %24 = phi float* [ %22, %21 ], [ null, %14 ], !dbg !1783
  call void @llvm.dbg.value(metadata float* %24, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* %24, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %24, i64 %5), metadata !1568, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()), !dbg !1784
  call void @llvm.dbg.value(metadata i64 %5, metadata !1654, metadata !DIExpression()), !dbg !1784
  call void @llvm.dbg.value(metadata float* undef, metadata !1655, metadata !DIExpression()), !dbg !1784
  call void @llvm.dbg.value(metadata float* %24, metadata !1659, metadata !DIExpression()), !dbg !1786
  call void @llvm.dbg.value(metadata i64 %5, metadata !1665, metadata !DIExpression()), !dbg !1786
  call void @llvm.dbg.value(metadata float* undef, metadata !1666, metadata !DIExpression()), !dbg !1786
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !1786
  call void @llvm.dbg.value(metadata float* %24, metadata !1674, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata i64 %5, metadata !1679, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata float* undef, metadata !1680, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata i8 1, metadata !1681, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata float* %24, metadata !1685, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata i64 %5, metadata !1692, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata float* undef, metadata !1693, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata float* %24, metadata !1696, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata i64 %5, metadata !1700, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata float* undef, metadata !1701, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata float* %24, metadata !1706, metadata !DIExpression()), !dbg !1794
  call void @llvm.dbg.value(metadata i64 %5, metadata !1721, metadata !DIExpression()), !dbg !1794
  call void @llvm.dbg.value(metadata float* undef, metadata !1722, metadata !DIExpression()), !dbg !1794
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !1796
  br i1 %9, label %28, label %25, !dbg !1797

25:                                               ; preds = %23
  %26 = bitcast float* %24 to i8*, !dbg !1798
  %27 = shl i64 %5, 2, !dbg !1799
  call void @llvm.memset.p0i8.i64(i8* align 4 %26, i8 0, i64 %27, i1 false), !dbg !1802, !tbaa !1761
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression()), !dbg !1803
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1803
  br label %28, !dbg !1804

28:                                               ; preds = %25, %23
  call void @llvm.dbg.value(metadata float* undef, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1581, metadata !DIExpression()), !dbg !1805
  call void @llvm.dbg.value(metadata i32 %0, metadata !1584, metadata !DIExpression()), !dbg !1805
  call void @llvm.dbg.value(metadata i32 %0, metadata !1585, metadata !DIExpression()), !dbg !1805
  call void @llvm.dbg.value(metadata i32 %0, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 %0, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !1579
  %29 = mul nsw i64 %3, %3, !dbg !1807
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1592, metadata !DIExpression()), !dbg !1808
  call void @llvm.dbg.value(metadata i64 %29, metadata !1595, metadata !DIExpression()), !dbg !1808
  call void @llvm.dbg.value(metadata float* undef, metadata !1596, metadata !DIExpression()), !dbg !1808
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1597, metadata !DIExpression()), !dbg !1808
  call void @llvm.dbg.value(metadata i64 %29, metadata !1601, metadata !DIExpression()), !dbg !1810
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !1810
  %30 = icmp ugt i64 %29, 2305843009213693951, !dbg !1812
  br i1 %30, label %31, label %33, !dbg !1813

31:                                               ; preds = %28
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #11
          to label %32 unwind label %91, !dbg !1814

32:                                               ; preds = %31
  unreachable, !dbg !1814

33:                                               ; preds = %28
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !1815
  call void @llvm.dbg.value(metadata i64 %29, metadata !1614, metadata !DIExpression()), !dbg !1815
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !1815
  call void @llvm.dbg.value(metadata float* null, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !1817
  call void @llvm.dbg.value(metadata i64 %29, metadata !1622, metadata !DIExpression()), !dbg !1817
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !1819
  call void @llvm.dbg.value(metadata i64 %29, metadata !1629, metadata !DIExpression()), !dbg !1819
  %34 = icmp eq i64 %29, 0, !dbg !1821
  br i1 %34, label %40, label %35, !dbg !1822

35:                                               ; preds = %33
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !1823
  call void @llvm.dbg.value(metadata i64 %29, metadata !1637, metadata !DIExpression()), !dbg !1823
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !1825
  call void @llvm.dbg.value(metadata i64 %29, metadata !1643, metadata !DIExpression()), !dbg !1825
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !1825
  %36 = shl i64 %29, 2, !dbg !1827
  %37 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %36) #12
          to label %38 unwind label %91, !dbg !1828

38:                                               ; preds = %35
  %39 = bitcast i8* %37 to float*, !dbg !1829
  br label %40, !dbg !1822

40:                                               ; preds = %38, %33
  %41 = phi float* [ %39, %38 ], [ null, %33 ], !dbg !1822
  call void @llvm.dbg.value(metadata float* %41, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* %41, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %41, i64 %29), metadata !1569, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata i64 %29, metadata !1654, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata float* undef, metadata !1655, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata float* %41, metadata !1659, metadata !DIExpression()), !dbg !1832
  call void @llvm.dbg.value(metadata i64 %29, metadata !1665, metadata !DIExpression()), !dbg !1832
  call void @llvm.dbg.value(metadata float* undef, metadata !1666, metadata !DIExpression()), !dbg !1832
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !1832
  call void @llvm.dbg.value(metadata float* %41, metadata !1674, metadata !DIExpression()), !dbg !1834
  call void @llvm.dbg.value(metadata i64 %29, metadata !1679, metadata !DIExpression()), !dbg !1834
  call void @llvm.dbg.value(metadata float* undef, metadata !1680, metadata !DIExpression()), !dbg !1834
  call void @llvm.dbg.value(metadata i8 1, metadata !1681, metadata !DIExpression()), !dbg !1834
  call void @llvm.dbg.value(metadata float* %41, metadata !1685, metadata !DIExpression()), !dbg !1836
  call void @llvm.dbg.value(metadata i64 %29, metadata !1692, metadata !DIExpression()), !dbg !1836
  call void @llvm.dbg.value(metadata float* undef, metadata !1693, metadata !DIExpression()), !dbg !1836
  call void @llvm.dbg.value(metadata float* %41, metadata !1696, metadata !DIExpression()), !dbg !1838
  call void @llvm.dbg.value(metadata i64 %29, metadata !1700, metadata !DIExpression()), !dbg !1838
  call void @llvm.dbg.value(metadata float* undef, metadata !1701, metadata !DIExpression()), !dbg !1838
  call void @llvm.dbg.value(metadata float* %41, metadata !1706, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.value(metadata i64 %29, metadata !1721, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.value(metadata float* undef, metadata !1722, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !1842
  br i1 %34, label %46, label %42, !dbg !1843

42:                                               ; preds = %40
  %43 = getelementptr inbounds float, float* %41, i64 %29, !dbg !1844
  call void @llvm.dbg.value(metadata float* %43, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  %44 = bitcast float* %41 to i8*, !dbg !1845
  %45 = shl i64 %29, 2, !dbg !1846
  call void @llvm.memset.p0i8.i64(i8* align 4 %44, i8 0, i64 %45, i1 false), !dbg !1849, !tbaa !1761
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression()), !dbg !1850
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1850
  br label %46, !dbg !1851

46:                                               ; preds = %40, %42
  %47 = phi float* [ %41, %40 ], [ %43, %42 ], !dbg !1840
  call void @llvm.dbg.value(metadata float* %47, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 0, metadata !1570, metadata !DIExpression()), !dbg !1852
  %48 = icmp sgt i32 %0, 0, !dbg !1853
  br i1 %48, label %49, label %57, !dbg !1854

49:                                               ; preds = %46
  %50 = call i32 @llvm.smax.i32(i32 %2, i32 1), !dbg !1854
  %51 = zext i32 %0 to i64, !dbg !1853
  %52 = zext i32 %50 to i64
  br label %53, !dbg !1854

53:                                               ; preds = %49, %93
  %54 = phi i64 [ 0, %49 ], [ %94, %93 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !1570, metadata !DIExpression()), !dbg !1852
  call void @llvm.dbg.value(metadata i32 0, metadata !1572, metadata !DIExpression()), !dbg !1855
  %55 = mul nsw i64 %54, %4
  %56 = trunc i64 %54 to i32
  br label %96, !dbg !1856

57:                                               ; preds = %93, %46
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1857, metadata !DIExpression()), !dbg !1876
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1864, metadata !DIExpression()), !dbg !1876
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1865, metadata !DIExpression()), !dbg !1876
  call void @llvm.dbg.value(metadata i32 0, metadata !1866, metadata !DIExpression()), !dbg !1878
  call void @llvm.dbg.value(metadata i32 0, metadata !1866, metadata !DIExpression()), !dbg !1878
  %58 = icmp sgt i32 %0, 0, !dbg !1879
  br i1 %58, label %59, label %113, !dbg !1880

59:                                               ; preds = %57
  %60 = zext i32 %0 to i64, !dbg !1879
  %61 = zext i32 %2 to i64
  br label %62, !dbg !1880

62:                                               ; preds = %68, %59
  %63 = phi i64 [ 0, %59 ], [ %69, %68 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !1866, metadata !DIExpression()), !dbg !1878
  call void @llvm.dbg.value(metadata i32 0, metadata !1868, metadata !DIExpression()), !dbg !1881
  %64 = mul nsw i64 %63, %4
  %65 = mul nsw i64 %63, %3
  br label %66, !dbg !1882

66:                                               ; preds = %71, %62
  %67 = phi i64 [ 0, %62 ], [ %74, %71 ]
  call void @llvm.dbg.value(metadata i64 %67, metadata !1868, metadata !DIExpression()), !dbg !1881
  call void @llvm.dbg.value(metadata i32 0, metadata !1874, metadata !DIExpression()), !dbg !1883
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1871, metadata !DIExpression()), !dbg !1884
  br label %76, !dbg !1885

68:                                               ; preds = %71
  %69 = add nuw nsw i64 %63, 1, !dbg !1886
  call void @llvm.dbg.value(metadata i64 %69, metadata !1866, metadata !DIExpression()), !dbg !1878
  %70 = icmp eq i64 %69, %60, !dbg !1879
  br i1 %70, label %113, label %62, !dbg !1880, !llvm.loop !1887

71:                                               ; preds = %76
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1891, metadata !DIExpression()), !dbg !1896
  call void @llvm.dbg.value(metadata i64 %63, metadata !1894, metadata !DIExpression()), !dbg !1896
  call void @llvm.dbg.value(metadata i64 %67, metadata !1895, metadata !DIExpression()), !dbg !1896
  %72 = add nsw i64 %67, %65, !dbg !1898
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1899, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1903
  call void @llvm.dbg.value(metadata i64 %72, metadata !1902, metadata !DIExpression()), !dbg !1903
  %73 = getelementptr inbounds float, float* %41, i64 %72, !dbg !1905
  store float %86, float* %73, align 4, !dbg !1906, !tbaa !1761
  %74 = add nuw nsw i64 %67, 1, !dbg !1907
  call void @llvm.dbg.value(metadata i64 %74, metadata !1868, metadata !DIExpression()), !dbg !1881
  %75 = icmp eq i64 %74, %60, !dbg !1908
  br i1 %75, label %68, label %66, !dbg !1882, !llvm.loop !1909

76:                                               ; preds = %76, %66
  %77 = phi i64 [ 0, %66 ], [ %87, %76 ]
  %78 = phi float [ 0.000000e+00, %66 ], [ %86, %76 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !1874, metadata !DIExpression()), !dbg !1883
  call void @llvm.dbg.value(metadata float %78, metadata !1871, metadata !DIExpression()), !dbg !1884
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1911, metadata !DIExpression()), !dbg !1917
  call void @llvm.dbg.value(metadata i64 %63, metadata !1914, metadata !DIExpression()), !dbg !1917
  call void @llvm.dbg.value(metadata i64 %77, metadata !1915, metadata !DIExpression()), !dbg !1917
  %79 = add nsw i64 %77, %64, !dbg !1920
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1921, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1926
  call void @llvm.dbg.value(metadata i64 %79, metadata !1924, metadata !DIExpression()), !dbg !1926
  %80 = getelementptr inbounds float, float* %15, i64 %79, !dbg !1928
  %81 = load float, float* %80, align 4, !dbg !1929, !tbaa !1761
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1911, metadata !DIExpression()), !dbg !1930
  call void @llvm.dbg.value(metadata i64 %77, metadata !1914, metadata !DIExpression()), !dbg !1930
  call void @llvm.dbg.value(metadata i64 %67, metadata !1915, metadata !DIExpression()), !dbg !1930
  %82 = mul nsw i64 %77, %3, !dbg !1932
  %83 = add nsw i64 %82, %67, !dbg !1933
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1921, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1934
  call void @llvm.dbg.value(metadata i64 %83, metadata !1924, metadata !DIExpression()), !dbg !1934
  %84 = getelementptr inbounds float, float* %24, i64 %83, !dbg !1936
  %85 = load float, float* %84, align 4, !dbg !1937, !tbaa !1761
  %86 = call float @llvm.fmuladd.f32(float %81, float %85, float %78), !dbg !1938
  call void @llvm.dbg.value(metadata float %86, metadata !1871, metadata !DIExpression()), !dbg !1884
  %87 = add nuw nsw i64 %77, 1, !dbg !1939
  call void @llvm.dbg.value(metadata i64 %87, metadata !1874, metadata !DIExpression()), !dbg !1883
  %88 = icmp eq i64 %87, %61, !dbg !1940
  br i1 %88, label %71, label %76, !dbg !1885, !llvm.loop !1941

89:                                               ; preds = %16
  %90 = landingpad { i8*, i32 }
          cleanup, !dbg !1943
  br label %240, !dbg !1943

91:                                               ; preds = %35, %31
  %92 = landingpad { i8*, i32 }
          cleanup, !dbg !1943
  br label %235, !dbg !1943

93:                                               ; preds = %96
  %94 = add nuw nsw i64 %54, 1, !dbg !1944
  call void @llvm.dbg.value(metadata i64 %94, metadata !1570, metadata !DIExpression()), !dbg !1852
  %95 = icmp eq i64 %94, %51, !dbg !1853
  br i1 %95, label %57, label %53, !dbg !1854, !llvm.loop !1945

96:                                               ; preds = %53, %96
  %97 = phi i64 [ 0, %53 ], [ %111, %96 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !1572, metadata !DIExpression()), !dbg !1855
  %98 = add nuw nsw i64 %97, %54, !dbg !1947
  %99 = trunc i64 %98 to i32, !dbg !1950
  %100 = urem i32 %99, 5, !dbg !1950
  %101 = sitofp i32 %100 to float, !dbg !1951
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1891, metadata !DIExpression()), !dbg !1952
  call void @llvm.dbg.value(metadata i64 %54, metadata !1894, metadata !DIExpression()), !dbg !1952
  call void @llvm.dbg.value(metadata i64 %97, metadata !1895, metadata !DIExpression()), !dbg !1952
  %102 = add nsw i64 %55, %97, !dbg !1954
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1899, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1955
  call void @llvm.dbg.value(metadata i64 %102, metadata !1902, metadata !DIExpression()), !dbg !1955
  %103 = getelementptr inbounds float, float* %15, i64 %102, !dbg !1957
  store float %101, float* %103, align 4, !dbg !1958, !tbaa !1761
  %104 = trunc i64 %97 to i32, !dbg !1959
  %105 = mul nsw i32 %104, %56, !dbg !1959
  %106 = urem i32 %105, 3, !dbg !1960
  %107 = sitofp i32 %106 to float, !dbg !1961
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1891, metadata !DIExpression()), !dbg !1962
  call void @llvm.dbg.value(metadata i64 %97, metadata !1894, metadata !DIExpression()), !dbg !1962
  call void @llvm.dbg.value(metadata i64 %54, metadata !1895, metadata !DIExpression()), !dbg !1962
  %108 = mul nsw i64 %97, %3, !dbg !1964
  %109 = add nsw i64 %108, %54, !dbg !1965
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1899, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1966
  call void @llvm.dbg.value(metadata i64 %109, metadata !1902, metadata !DIExpression()), !dbg !1966
  %110 = getelementptr inbounds float, float* %24, i64 %109, !dbg !1968
  store float %107, float* %110, align 4, !dbg !1969, !tbaa !1761
  %111 = add nuw nsw i64 %97, 1, !dbg !1970
  call void @llvm.dbg.value(metadata i64 %111, metadata !1572, metadata !DIExpression()), !dbg !1855
  %112 = icmp eq i64 %111, %52, !dbg !1971
  br i1 %112, label %93, label %96, !dbg !1856, !llvm.loop !1972

113:                                              ; preds = %68, %57
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1974, metadata !DIExpression()), !dbg !1979
  call void @llvm.dbg.value(metadata i64 %3, metadata !1977, metadata !DIExpression()), !dbg !1979
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1978, metadata !DIExpression()), !dbg !1979
  call void @llvm.dbg.value(metadata i64 %3, metadata !1601, metadata !DIExpression()), !dbg !1981
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !1981
  %114 = icmp slt i32 %0, 0, !dbg !1983
  br i1 %114, label %115, label %117, !dbg !1984

115:                                              ; preds = %113
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #11
          to label %116 unwind label %205, !dbg !1985

116:                                              ; preds = %115
  unreachable, !dbg !1985

117:                                              ; preds = %113
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !1986
  call void @llvm.dbg.value(metadata i64 %3, metadata !1614, metadata !DIExpression()), !dbg !1986
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !1986
  call void @llvm.dbg.value(metadata float* null, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !1988
  call void @llvm.dbg.value(metadata i64 %3, metadata !1622, metadata !DIExpression()), !dbg !1988
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !1990
  call void @llvm.dbg.value(metadata i64 %3, metadata !1629, metadata !DIExpression()), !dbg !1990
  %118 = icmp eq i32 %0, 0, !dbg !1992
  br i1 %118, label %124, label %119, !dbg !1993

119:                                              ; preds = %117
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !1994
  call void @llvm.dbg.value(metadata i64 %3, metadata !1637, metadata !DIExpression()), !dbg !1994
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !1996
  call void @llvm.dbg.value(metadata i64 %3, metadata !1643, metadata !DIExpression()), !dbg !1996
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !1996
  %120 = shl nsw i64 %3, 2, !dbg !1998
  %121 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %120) #12
          to label %122 unwind label %205, !dbg !1999

122:                                              ; preds = %119
  %123 = bitcast i8* %121 to float*, !dbg !2000
  br label %124, !dbg !1993

124:                                              ; preds = %122, %117
  %125 = phi float* [ %123, %122 ], [ null, %117 ], !dbg !1993
  call void @llvm.dbg.value(metadata float* %125, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* %125, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %125, i64 %3), metadata !1575, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2001, metadata !DIExpression()), !dbg !2005
  call void @llvm.dbg.value(metadata i64 %3, metadata !2004, metadata !DIExpression()), !dbg !2005
  call void @llvm.dbg.value(metadata float* %125, metadata !2008, metadata !DIExpression()), !dbg !2015
  call void @llvm.dbg.value(metadata i64 %3, metadata !2013, metadata !DIExpression()), !dbg !2015
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2014, metadata !DIExpression()), !dbg !2015
  call void @llvm.dbg.value(metadata float* %125, metadata !2017, metadata !DIExpression()), !dbg !2025
  call void @llvm.dbg.value(metadata i64 %3, metadata !2022, metadata !DIExpression()), !dbg !2025
  call void @llvm.dbg.value(metadata i8 1, metadata !2023, metadata !DIExpression()), !dbg !2025
  call void @llvm.dbg.value(metadata float* %125, metadata !2027, metadata !DIExpression()), !dbg !2041
  call void @llvm.dbg.value(metadata i64 %3, metadata !2032, metadata !DIExpression()), !dbg !2041
  br i1 %118, label %134, label %126, !dbg !2043

126:                                              ; preds = %124
  call void @llvm.dbg.value(metadata float* %125, metadata !2033, metadata !DIExpression()), !dbg !2044
  call void @llvm.dbg.value(metadata float* %125, metadata !2045, metadata !DIExpression()), !dbg !2053
  store float 0.000000e+00, float* %125, align 4, !dbg !2055, !tbaa !1761
  %127 = getelementptr float, float* %125, i64 1, !dbg !2056
  call void @llvm.dbg.value(metadata float* %127, metadata !2027, metadata !DIExpression()), !dbg !2041
  call void @llvm.dbg.value(metadata float* %127, metadata !1696, metadata !DIExpression()), !dbg !2057
  call void @llvm.dbg.value(metadata i64 %3, metadata !1700, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2057
  call void @llvm.dbg.value(metadata float* %125, metadata !1701, metadata !DIExpression()), !dbg !2057
  call void @llvm.dbg.value(metadata float* %127, metadata !1706, metadata !DIExpression()), !dbg !2059
  call void @llvm.dbg.value(metadata i64 %3, metadata !1721, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2059
  call void @llvm.dbg.value(metadata float* %125, metadata !1722, metadata !DIExpression()), !dbg !2059
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !2061
  %128 = icmp eq i32 %0, 1, !dbg !2062
  br i1 %128, label %134, label %129, !dbg !2064

129:                                              ; preds = %126
  %130 = bitcast float* %127 to i8*, !dbg !2041
  call void @llvm.dbg.value(metadata float* %127, metadata !1753, metadata !DIExpression()), !dbg !2065
  call void @llvm.dbg.value(metadata float* %125, metadata !1755, metadata !DIExpression()), !dbg !2065
  call void @llvm.dbg.value(metadata float* %127, metadata !1743, metadata !DIExpression()), !dbg !2067
  call void @llvm.dbg.value(metadata float* %125, metadata !1745, metadata !DIExpression()), !dbg !2067
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1746, metadata !DIExpression()), !dbg !2067
  call void @llvm.dbg.value(metadata float* %127, metadata !1743, metadata !DIExpression()), !dbg !2067
  %131 = shl nsw i64 %3, 2, !dbg !2069
  %132 = add nsw i64 %131, -4, !dbg !2069
  call void @llvm.memset.p0i8.i64(i8* align 4 %130, i8 0, i64 %132, i1 false), !dbg !2070, !tbaa !1761
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression()), !dbg !2067
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2067
  %133 = getelementptr inbounds float, float* %125, i64 %3, !dbg !2071
  br label %134, !dbg !2072

134:                                              ; preds = %124, %126, %129
  %135 = phi float* [ %125, %124 ], [ %127, %126 ], [ %133, %129 ]
  call void @llvm.dbg.value(metadata float* %135, metadata !2027, metadata !DIExpression()), !dbg !2041
  call void @llvm.dbg.value(metadata float* %135, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1974, metadata !DIExpression()), !dbg !2073
  call void @llvm.dbg.value(metadata i64 %3, metadata !1977, metadata !DIExpression()), !dbg !2073
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1978, metadata !DIExpression()), !dbg !2073
  call void @llvm.dbg.value(metadata i64 %3, metadata !1601, metadata !DIExpression()), !dbg !2075
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !2075
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !2077
  call void @llvm.dbg.value(metadata i64 %3, metadata !1614, metadata !DIExpression()), !dbg !2077
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !2077
  call void @llvm.dbg.value(metadata float* null, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !2079
  call void @llvm.dbg.value(metadata i64 %3, metadata !1622, metadata !DIExpression()), !dbg !2079
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !2081
  call void @llvm.dbg.value(metadata i64 %3, metadata !1629, metadata !DIExpression()), !dbg !2081
  br i1 %118, label %141, label %136, !dbg !2083

136:                                              ; preds = %134
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !2084
  call void @llvm.dbg.value(metadata i64 %3, metadata !1637, metadata !DIExpression()), !dbg !2084
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !2086
  call void @llvm.dbg.value(metadata i64 %3, metadata !1643, metadata !DIExpression()), !dbg !2086
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !2086
  %137 = shl nsw i64 %3, 2, !dbg !2088
  %138 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %137) #12
          to label %139 unwind label %207, !dbg !2089

139:                                              ; preds = %136
  %140 = bitcast i8* %138 to float*, !dbg !2090
  br label %141, !dbg !2083

141:                                              ; preds = %139, %134
  %142 = phi float* [ %140, %139 ], [ null, %134 ], !dbg !2083
  call void @llvm.dbg.value(metadata float* %142, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* %142, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %142, i64 %3), metadata !1576, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2001, metadata !DIExpression()), !dbg !2091
  call void @llvm.dbg.value(metadata i64 %3, metadata !2004, metadata !DIExpression()), !dbg !2091
  call void @llvm.dbg.value(metadata float* %142, metadata !2008, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata i64 %3, metadata !2013, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2014, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata float* %142, metadata !2017, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata i64 %3, metadata !2022, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata i8 1, metadata !2023, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata float* %142, metadata !2027, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata i64 %3, metadata !2032, metadata !DIExpression()), !dbg !2097
  br i1 %118, label %150, label %143, !dbg !2099

143:                                              ; preds = %141
  call void @llvm.dbg.value(metadata float* %142, metadata !2033, metadata !DIExpression()), !dbg !2100
  call void @llvm.dbg.value(metadata float* %142, metadata !2045, metadata !DIExpression()), !dbg !2101
  store float 0.000000e+00, float* %142, align 4, !dbg !2103, !tbaa !1761
  call void @llvm.dbg.value(metadata float* %142, metadata !2027, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2097
  call void @llvm.dbg.value(metadata float* %142, metadata !1696, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2104
  call void @llvm.dbg.value(metadata i64 %3, metadata !1700, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2104
  call void @llvm.dbg.value(metadata float* %142, metadata !1701, metadata !DIExpression()), !dbg !2104
  call void @llvm.dbg.value(metadata float* %142, metadata !1706, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2106
  call void @llvm.dbg.value(metadata i64 %3, metadata !1721, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2106
  call void @llvm.dbg.value(metadata float* %142, metadata !1722, metadata !DIExpression()), !dbg !2106
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !2108
  %144 = icmp eq i32 %0, 1, !dbg !2109
  br i1 %144, label %150, label %145, !dbg !2110

145:                                              ; preds = %143
  %146 = getelementptr float, float* %142, i64 1, !dbg !2111
  call void @llvm.dbg.value(metadata float* %146, metadata !2027, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata float* %146, metadata !1696, metadata !DIExpression()), !dbg !2104
  call void @llvm.dbg.value(metadata float* %146, metadata !1706, metadata !DIExpression()), !dbg !2106
  %147 = bitcast float* %146 to i8*, !dbg !2097
  call void @llvm.dbg.value(metadata float* %142, metadata !1753, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2112
  call void @llvm.dbg.value(metadata float* %142, metadata !1755, metadata !DIExpression()), !dbg !2112
  call void @llvm.dbg.value(metadata float* %142, metadata !1743, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2114
  call void @llvm.dbg.value(metadata float* %142, metadata !1745, metadata !DIExpression()), !dbg !2114
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1746, metadata !DIExpression()), !dbg !2114
  call void @llvm.dbg.value(metadata float* %142, metadata !1743, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2114
  %148 = shl nsw i64 %3, 2, !dbg !2116
  %149 = add nsw i64 %148, -4, !dbg !2116
  call void @llvm.memset.p0i8.i64(i8* align 4 %147, i8 0, i64 %149, i1 false), !dbg !2117, !tbaa !1761
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression()), !dbg !2114
  call void @llvm.dbg.value(metadata i32 undef, metadata !1743, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2114
  br label %150, !dbg !2118

150:                                              ; preds = %145, %143, %141
  call void @llvm.dbg.value(metadata float* undef, metadata !2027, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata float* undef, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 0, metadata !1577, metadata !DIExpression()), !dbg !2119
  %151 = icmp sgt i32 %0, 0, !dbg !2120
  br i1 %151, label %152, label %154, !dbg !2122

152:                                              ; preds = %150
  %153 = zext i32 %0 to i64, !dbg !2120
  br label %212, !dbg !2122

154:                                              ; preds = %212, %150
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2123, metadata !DIExpression()), !dbg !2133
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !2126, metadata !DIExpression()), !dbg !2133
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2127, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2135
  call void @llvm.dbg.value(metadata float* %41, metadata !2129, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata float* %47, metadata !2130, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata float* %41, metadata !2129, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !2126, metadata !DIExpression()), !dbg !2133
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2136, metadata !DIExpression()), !dbg !2143
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2142, metadata !DIExpression()), !dbg !2143
  %155 = icmp eq float* %41, %47, !dbg !2145
  br i1 %155, label %163, label %156, !dbg !2146

156:                                              ; preds = %154, %156
  %157 = phi float [ %160, %156 ], [ 0.000000e+00, %154 ]
  %158 = phi float* [ %161, %156 ], [ %41, %154 ]
  call void @llvm.dbg.value(metadata float %157, metadata !2126, metadata !DIExpression()), !dbg !2133
  call void @llvm.dbg.value(metadata float* %158, metadata !2129, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata float* %158, metadata !2131, metadata !DIExpression()), !dbg !2147
  %159 = load float, float* %158, align 4, !dbg !2148, !tbaa !1761
  %160 = fadd float %157, %159, !dbg !2149
  call void @llvm.dbg.value(metadata float %160, metadata !2126, metadata !DIExpression()), !dbg !2133
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2150, metadata !DIExpression()), !dbg !2154
  %161 = getelementptr inbounds float, float* %158, i64 1, !dbg !2156
  call void @llvm.dbg.value(metadata float* %161, metadata !2129, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2136, metadata !DIExpression()), !dbg !2143
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2142, metadata !DIExpression()), !dbg !2143
  %162 = icmp eq float* %161, %47, !dbg !2145
  br i1 %162, label %163, label %156, !dbg !2146, !llvm.loop !2157

163:                                              ; preds = %156, %154
  %164 = phi float [ 0.000000e+00, %154 ], [ %160, %156 ], !dbg !2133
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2160, metadata !DIExpression()) #10, !dbg !2169
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2165, metadata !DIExpression()) #10, !dbg !2169
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !2166, metadata !DIExpression()) #10, !dbg !2169
  call void @llvm.dbg.value(metadata i64 0, metadata !2167, metadata !DIExpression()) #10, !dbg !2171
  %165 = ptrtoint float* %135 to i64
  %166 = ptrtoint float* %125 to i64
  %167 = sub i64 %165, %166
  call void @llvm.dbg.value(metadata i64 0, metadata !2167, metadata !DIExpression()) #10, !dbg !2171
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !2166, metadata !DIExpression()) #10, !dbg !2169
  %168 = icmp eq i64 %167, 0, !dbg !2172
  br i1 %168, label %182, label %169, !dbg !2174

169:                                              ; preds = %163
  %170 = ashr i64 %167, 2
  %171 = call i64 @llvm.umax.i64(i64 %170, i64 1) #10, !dbg !2174
  br label %172, !dbg !2174

172:                                              ; preds = %172, %169
  %173 = phi i64 [ 0, %169 ], [ %180, %172 ]
  %174 = phi float [ 0.000000e+00, %169 ], [ %179, %172 ]
  call void @llvm.dbg.value(metadata i64 %173, metadata !2167, metadata !DIExpression()) #10, !dbg !2171
  call void @llvm.dbg.value(metadata float %174, metadata !2166, metadata !DIExpression()) #10, !dbg !2169
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1921, metadata !DIExpression()) #10, !dbg !2175
  call void @llvm.dbg.value(metadata i64 %173, metadata !1924, metadata !DIExpression()) #10, !dbg !2175
  %175 = getelementptr inbounds float, float* %125, i64 %173, !dbg !2177
  %176 = load float, float* %175, align 4, !dbg !2178, !tbaa !1761
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1921, metadata !DIExpression()) #10, !dbg !2179
  call void @llvm.dbg.value(metadata i64 %173, metadata !1924, metadata !DIExpression()) #10, !dbg !2179
  %177 = getelementptr inbounds float, float* %142, i64 %173, !dbg !2181
  %178 = load float, float* %177, align 4, !dbg !2182, !tbaa !1761
  %179 = call float @llvm.fmuladd.f32(float %176, float %178, float %174) #10, !dbg !2183
  call void @llvm.dbg.value(metadata float %179, metadata !2166, metadata !DIExpression()) #10, !dbg !2169
  %180 = add nuw i64 %173, 1, !dbg !2184
  call void @llvm.dbg.value(metadata i64 %180, metadata !2167, metadata !DIExpression()) #10, !dbg !2171
  %181 = icmp eq i64 %180, %171, !dbg !2172
  br i1 %181, label %182, label %172, !dbg !2174, !llvm.loop !2185

182:                                              ; preds = %172, %163
  %183 = phi float [ 0.000000e+00, %163 ], [ %179, %172 ], !dbg !2169
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2187, metadata !DIExpression()) #10, !dbg !2190
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2192, metadata !DIExpression()) #10, !dbg !2195
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2198, metadata !DIExpression()) #10, !dbg !2203
  call void @llvm.dbg.value(metadata float* %142, metadata !2201, metadata !DIExpression()) #10, !dbg !2203
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %142), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2203
  %184 = icmp eq float* %142, null, !dbg !2206
  br i1 %184, label %187, label %185, !dbg !2208

185:                                              ; preds = %182
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2209, metadata !DIExpression()) #10, !dbg !2214
  call void @llvm.dbg.value(metadata float* %142, metadata !2212, metadata !DIExpression()) #10, !dbg !2214
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %142), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2214
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2216, metadata !DIExpression()) #10, !dbg !2221
  call void @llvm.dbg.value(metadata float* %142, metadata !2219, metadata !DIExpression()) #10, !dbg !2221
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %142), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2221
  %186 = bitcast float* %142 to i8*, !dbg !2223
  call void @_ZdlPv(i8* noundef %186) #13, !dbg !2224
  br label %187, !dbg !2225

187:                                              ; preds = %182, %185
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2187, metadata !DIExpression()) #10, !dbg !2226
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2192, metadata !DIExpression()) #10, !dbg !2228
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2198, metadata !DIExpression()) #10, !dbg !2230
  call void @llvm.dbg.value(metadata float* %125, metadata !2201, metadata !DIExpression()) #10, !dbg !2230
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %125), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2230
  %188 = icmp eq float* %125, null, !dbg !2232
  br i1 %188, label %191, label %189, !dbg !2233

189:                                              ; preds = %187
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2209, metadata !DIExpression()) #10, !dbg !2234
  call void @llvm.dbg.value(metadata float* %125, metadata !2212, metadata !DIExpression()) #10, !dbg !2234
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %125), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2234
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2216, metadata !DIExpression()) #10, !dbg !2236
  call void @llvm.dbg.value(metadata float* %125, metadata !2219, metadata !DIExpression()) #10, !dbg !2236
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %125), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2236
  %190 = bitcast float* %125 to i8*, !dbg !2238
  call void @_ZdlPv(i8* noundef %190) #13, !dbg !2239
  br label %191, !dbg !2240

191:                                              ; preds = %187, %189
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2241, metadata !DIExpression()) #10, !dbg !2247
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2249
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2192, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2252
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2198, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2254
  call void @llvm.dbg.value(metadata float* %41, metadata !2201, metadata !DIExpression()) #10, !dbg !2254
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %41), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2254
  %192 = icmp eq float* %41, null, !dbg !2256
  br i1 %192, label %195, label %193, !dbg !2257

193:                                              ; preds = %191
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2258
  call void @llvm.dbg.value(metadata float* %41, metadata !2212, metadata !DIExpression()) #10, !dbg !2258
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %41), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2258
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2216, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2260
  call void @llvm.dbg.value(metadata float* %41, metadata !2219, metadata !DIExpression()) #10, !dbg !2260
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %41), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2260
  %194 = bitcast float* %41 to i8*, !dbg !2262
  call void @_ZdlPv(i8* noundef %194) #13, !dbg !2263
  br label %195, !dbg !2264

195:                                              ; preds = %191, %193
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2241, metadata !DIExpression()) #10, !dbg !2265
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2267
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2192, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2269
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2198, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2271
  call void @llvm.dbg.value(metadata float* %24, metadata !2201, metadata !DIExpression()) #10, !dbg !2271
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %24), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2271
  %196 = icmp eq float* %24, null, !dbg !2273
  br i1 %196, label %199, label %197, !dbg !2274

197:                                              ; preds = %195
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2275
  call void @llvm.dbg.value(metadata float* %24, metadata !2212, metadata !DIExpression()) #10, !dbg !2275
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %24), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2275
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2216, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2277
  call void @llvm.dbg.value(metadata float* %24, metadata !2219, metadata !DIExpression()) #10, !dbg !2277
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %24), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2277
  %198 = bitcast float* %24 to i8*, !dbg !2279
  call void @_ZdlPv(i8* noundef %198) #13, !dbg !2280
  br label %199, !dbg !2281

199:                                              ; preds = %195, %197
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2241, metadata !DIExpression()) #10, !dbg !2282
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2284
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2192, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2286
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2198, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2288
  call void @llvm.dbg.value(metadata float* %15, metadata !2201, metadata !DIExpression()) #10, !dbg !2288
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %15), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2288
  %200 = icmp eq float* %15, null, !dbg !2290
  br i1 %200, label %203, label %201, !dbg !2291

201:                                              ; preds = %199
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2292
  call void @llvm.dbg.value(metadata float* %15, metadata !2212, metadata !DIExpression()) #10, !dbg !2292
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %15), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2292
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2216, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2294
  call void @llvm.dbg.value(metadata float* %15, metadata !2219, metadata !DIExpression()) #10, !dbg !2294
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %15), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2294
  %202 = bitcast float* %15 to i8*, !dbg !2296
  call void @_ZdlPv(i8* noundef %202) #13, !dbg !2297
  br label %203, !dbg !2298

203:                                              ; preds = %199, %201
  %204 = fadd float %164, %183, !dbg !2299
  ret float %204, !dbg !1943

205:                                              ; preds = %119, %115
  %206 = landingpad { i8*, i32 }
          cleanup, !dbg !1943
  br label %230, !dbg !2300

207:                                              ; preds = %136
  %208 = landingpad { i8*, i32 }
          cleanup, !dbg !1943
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2187, metadata !DIExpression()) #10, !dbg !2301
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2192, metadata !DIExpression()) #10, !dbg !2303
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2198, metadata !DIExpression()) #10, !dbg !2305
  call void @llvm.dbg.value(metadata float* %125, metadata !2201, metadata !DIExpression()) #10, !dbg !2305
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %125), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2305
  %209 = icmp eq float* %125, null, !dbg !2307
  br i1 %209, label %230, label %210, !dbg !2308

210:                                              ; preds = %207
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2209, metadata !DIExpression()) #10, !dbg !2309
  call void @llvm.dbg.value(metadata float* %125, metadata !2212, metadata !DIExpression()) #10, !dbg !2309
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %125), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2309
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2216, metadata !DIExpression()) #10, !dbg !2311
  call void @llvm.dbg.value(metadata float* %125, metadata !2219, metadata !DIExpression()) #10, !dbg !2311
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %125), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2311
  %211 = bitcast float* %125 to i8*, !dbg !2313
  call void @_ZdlPv(i8* noundef %211) #13, !dbg !2314
  br label %230, !dbg !2315

212:                                              ; preds = %152, %212
  %213 = phi i64 [ 0, %152 ], [ %228, %212 ]
  call void @llvm.dbg.value(metadata i64 %213, metadata !1577, metadata !DIExpression()), !dbg !2119
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1891, metadata !DIExpression()), !dbg !2316
  call void @llvm.dbg.value(metadata i64 %213, metadata !1894, metadata !DIExpression()), !dbg !2316
  call void @llvm.dbg.value(metadata i64 %213, metadata !1895, metadata !DIExpression()), !dbg !2316
  %214 = mul nsw i64 %213, %3, !dbg !2319
  %215 = add nsw i64 %214, %213, !dbg !2320
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1899, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2321
  call void @llvm.dbg.value(metadata i64 %215, metadata !1902, metadata !DIExpression()), !dbg !2321
  %216 = getelementptr inbounds float, float* %41, i64 %215, !dbg !2323
  %217 = load float, float* %216, align 4, !dbg !2324, !tbaa !1761
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1899, metadata !DIExpression()), !dbg !2325
  call void @llvm.dbg.value(metadata i64 %213, metadata !1902, metadata !DIExpression()), !dbg !2325
  %218 = getelementptr inbounds float, float* %125, i64 %213, !dbg !2327
  store float %217, float* %218, align 4, !dbg !2328, !tbaa !1761
  %219 = trunc i64 %213 to i32, !dbg !2329
  %220 = xor i32 %219, -1, !dbg !2329
  %221 = add i32 %220, %0, !dbg !2329
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1891, metadata !DIExpression()), !dbg !2330
  call void @llvm.dbg.value(metadata i32 %221, metadata !1894, metadata !DIExpression()), !dbg !2330
  call void @llvm.dbg.value(metadata i64 %213, metadata !1895, metadata !DIExpression()), !dbg !2330
  %222 = sext i32 %221 to i64, !dbg !2332
  %223 = mul nsw i64 %222, %3, !dbg !2333
  %224 = add i64 %223, %213, !dbg !2334
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1899, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2335
  call void @llvm.dbg.value(metadata i64 %224, metadata !1902, metadata !DIExpression()), !dbg !2335
  %225 = getelementptr inbounds float, float* %41, i64 %224, !dbg !2337
  %226 = load float, float* %225, align 4, !dbg !2338, !tbaa !1761
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1899, metadata !DIExpression()), !dbg !2339
  call void @llvm.dbg.value(metadata i64 %213, metadata !1902, metadata !DIExpression()), !dbg !2339
  %227 = getelementptr inbounds float, float* %142, i64 %213, !dbg !2341
  store float %226, float* %227, align 4, !dbg !2342, !tbaa !1761
  %228 = add nuw nsw i64 %213, 1, !dbg !2343
  call void @llvm.dbg.value(metadata i64 %228, metadata !1577, metadata !DIExpression()), !dbg !2119
  %229 = icmp eq i64 %228, %153, !dbg !2120
  br i1 %229, label %154, label %212, !dbg !2122, !llvm.loop !2344

230:                                              ; preds = %205, %207, %210
  %231 = phi { i8*, i32 } [ %206, %205 ], [ %208, %207 ], [ %208, %210 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2241, metadata !DIExpression()) #10, !dbg !2346
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2348
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2192, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2350
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2198, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2352
  call void @llvm.dbg.value(metadata float* %41, metadata !2201, metadata !DIExpression()) #10, !dbg !2352
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %41), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2352
  %232 = icmp eq float* %41, null, !dbg !2354
  br i1 %232, label %235, label %233, !dbg !2355

233:                                              ; preds = %230
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2356
  call void @llvm.dbg.value(metadata float* %41, metadata !2212, metadata !DIExpression()) #10, !dbg !2356
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %41), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2356
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2216, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2358
  call void @llvm.dbg.value(metadata float* %41, metadata !2219, metadata !DIExpression()) #10, !dbg !2358
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %41), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2358
  %234 = bitcast float* %41 to i8*, !dbg !2360
  call void @_ZdlPv(i8* noundef %234) #13, !dbg !2361
  br label %235, !dbg !2362

235:                                              ; preds = %233, %230, %91
  %236 = phi { i8*, i32 } [ %92, %91 ], [ %231, %230 ], [ %231, %233 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2241, metadata !DIExpression()) #10, !dbg !2363
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2365
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2192, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2367
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2198, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2369
  call void @llvm.dbg.value(metadata float* %24, metadata !2201, metadata !DIExpression()) #10, !dbg !2369
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %24), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2369
  %237 = icmp eq float* %24, null, !dbg !2371
  br i1 %237, label %240, label %238, !dbg !2372

238:                                              ; preds = %235
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2373
  call void @llvm.dbg.value(metadata float* %24, metadata !2212, metadata !DIExpression()) #10, !dbg !2373
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %24), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2373
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2216, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2375
  call void @llvm.dbg.value(metadata float* %24, metadata !2219, metadata !DIExpression()) #10, !dbg !2375
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %24), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2375
  %239 = bitcast float* %24 to i8*, !dbg !2377
  call void @_ZdlPv(i8* noundef %239) #13, !dbg !2378
  br label %240, !dbg !2379

240:                                              ; preds = %238, %235, %89
  %241 = phi { i8*, i32 } [ %90, %89 ], [ %236, %235 ], [ %236, %238 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2241, metadata !DIExpression()) #10, !dbg !2380
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2382
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2192, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2384
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2198, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2386
  call void @llvm.dbg.value(metadata float* %15, metadata !2201, metadata !DIExpression()) #10, !dbg !2386
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %15), metadata !2202, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2386
  %242 = icmp eq float* %15, null, !dbg !2388
  br i1 %242, label %245, label %243, !dbg !2389

243:                                              ; preds = %240
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2390
  call void @llvm.dbg.value(metadata float* %15, metadata !2212, metadata !DIExpression()) #10, !dbg !2390
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %15), metadata !2213, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2390
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2216, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !2392
  call void @llvm.dbg.value(metadata float* %15, metadata !2219, metadata !DIExpression()) #10, !dbg !2392
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %15), metadata !2220, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !2392
  %244 = bitcast float* %15 to i8*, !dbg !2394
  call void @_ZdlPv(i8* noundef %244) #13, !dbg !2395
  br label %245, !dbg !2396

245:                                              ; preds = %240, %243
  resume { i8*, i32 } %241, !dbg !1943
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i64 @_Z3runIlET_i(i32 noundef %0) local_unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2397 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !2401, metadata !DIExpression()), !dbg !2414
  %2 = add i32 %0, 2, !dbg !2415
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2416, metadata !DIExpression()), !dbg !2422
  call void @llvm.dbg.value(metadata i32 %0, metadata !2419, metadata !DIExpression()), !dbg !2422
  call void @llvm.dbg.value(metadata i32 %2, metadata !2420, metadata !DIExpression()), !dbg !2422
  call void @llvm.dbg.value(metadata i32 %0, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !2414
  call void @llvm.dbg.value(metadata i32 %2, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !2414
  %3 = sext i32 %0 to i64, !dbg !2424
  %4 = sext i32 %2 to i64, !dbg !2425
  %5 = mul nsw i64 %4, %3, !dbg !2426
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2427, metadata !DIExpression()), !dbg !2434
  call void @llvm.dbg.value(metadata i64 %5, metadata !2430, metadata !DIExpression()), !dbg !2434
  call void @llvm.dbg.value(metadata i64* undef, metadata !2431, metadata !DIExpression()), !dbg !2434
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2432, metadata !DIExpression()), !dbg !2434
  call void @llvm.dbg.value(metadata i64 %5, metadata !2436, metadata !DIExpression()), !dbg !2440
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2439, metadata !DIExpression()), !dbg !2440
  %6 = icmp ugt i64 %5, 1152921504606846975, !dbg !2442
  br i1 %6, label %7, label %8, !dbg !2444

7:                                                ; preds = %1
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #11, !dbg !2445
  unreachable, !dbg !2445

8:                                                ; preds = %1
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2446, metadata !DIExpression()), !dbg !2452
  call void @llvm.dbg.value(metadata i64 %5, metadata !2449, metadata !DIExpression()), !dbg !2452
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2450, metadata !DIExpression()), !dbg !2452
  call void @llvm.dbg.value(metadata i64* null, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2454, metadata !DIExpression()), !dbg !2458
  call void @llvm.dbg.value(metadata i64 %5, metadata !2457, metadata !DIExpression()), !dbg !2458
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2461, metadata !DIExpression()), !dbg !2465
  call void @llvm.dbg.value(metadata i64 %5, metadata !2464, metadata !DIExpression()), !dbg !2465
  %9 = icmp eq i64 %5, 0, !dbg !2467
  br i1 %9, label %14, label %10, !dbg !2468

10:                                               ; preds = %8
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2473
  call void @llvm.dbg.value(metadata i64 %5, metadata !2472, metadata !DIExpression()), !dbg !2473
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2475, metadata !DIExpression()), !dbg !2481
  call void @llvm.dbg.value(metadata i64 %5, metadata !2478, metadata !DIExpression()), !dbg !2481
  call void @llvm.dbg.value(metadata i8* null, metadata !2479, metadata !DIExpression()), !dbg !2481
  %11 = shl i64 %5, 3, !dbg !2483
  %12 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %11) #12, !dbg !2484
  %13 = bitcast i8* %12 to i64*, !dbg !2485
  br label %14, !dbg !2468

14:                                               ; preds = %10, %8
  %15 = phi i64* [ %13, %10 ], [ null, %8 ], !dbg !2468
  call void @llvm.dbg.value(metadata i64* %15, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* %15, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata !DIArgList(i64* %15, i64 %5), metadata !2402, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2486, metadata !DIExpression()), !dbg !2491
  call void @llvm.dbg.value(metadata i64 %5, metadata !2489, metadata !DIExpression()), !dbg !2491
  call void @llvm.dbg.value(metadata i64* undef, metadata !2490, metadata !DIExpression()), !dbg !2491
  call void @llvm.dbg.value(metadata i64* %15, metadata !2494, metadata !DIExpression()), !dbg !2505
  call void @llvm.dbg.value(metadata i64 %5, metadata !2499, metadata !DIExpression()), !dbg !2505
  call void @llvm.dbg.value(metadata i64* undef, metadata !2500, metadata !DIExpression()), !dbg !2505
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2501, metadata !DIExpression()), !dbg !2505
  call void @llvm.dbg.value(metadata i64* %15, metadata !2507, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata i64 %5, metadata !2512, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata i64* undef, metadata !2513, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata i8 1, metadata !2514, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata i64* %15, metadata !2518, metadata !DIExpression()), !dbg !2524
  call void @llvm.dbg.value(metadata i64 %5, metadata !2522, metadata !DIExpression()), !dbg !2524
  call void @llvm.dbg.value(metadata i64* undef, metadata !2523, metadata !DIExpression()), !dbg !2524
  call void @llvm.dbg.value(metadata i64* %15, metadata !2526, metadata !DIExpression()), !dbg !2533
  call void @llvm.dbg.value(metadata i64 %5, metadata !2529, metadata !DIExpression()), !dbg !2533
  call void @llvm.dbg.value(metadata i64* undef, metadata !2530, metadata !DIExpression()), !dbg !2533
  call void @llvm.dbg.value(metadata i64* %15, metadata !2535, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.value(metadata i64 %5, metadata !2540, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.value(metadata i64* undef, metadata !2541, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2542, metadata !DIExpression()), !dbg !2547
  br i1 %9, label %23, label %16, !dbg !2548

16:                                               ; preds = %14
  %17 = bitcast i64* %15 to i8*, !dbg !2549
  %18 = shl i64 %5, 3, !dbg !2550
  call void @llvm.memset.p0i8.i64(i8* align 8 %17, i8 0, i64 %18, i1 false), !dbg !2572, !tbaa !2574
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression()), !dbg !2576
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2576
  call void @llvm.dbg.value(metadata i64* undef, metadata !2402, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2416, metadata !DIExpression()), !dbg !2577
  call void @llvm.dbg.value(metadata i32 %2, metadata !2419, metadata !DIExpression()), !dbg !2577
  call void @llvm.dbg.value(metadata i32 %0, metadata !2420, metadata !DIExpression()), !dbg !2577
  call void @llvm.dbg.value(metadata i32 %2, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !2414
  call void @llvm.dbg.value(metadata i32 %0, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2427, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata i64 %5, metadata !2430, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata i64* undef, metadata !2431, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2432, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata i64 %5, metadata !2436, metadata !DIExpression()), !dbg !2581
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2439, metadata !DIExpression()), !dbg !2581
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2446, metadata !DIExpression()), !dbg !2583
  call void @llvm.dbg.value(metadata i64 %5, metadata !2449, metadata !DIExpression()), !dbg !2583
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2450, metadata !DIExpression()), !dbg !2583
  call void @llvm.dbg.value(metadata i64* null, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2454, metadata !DIExpression()), !dbg !2585
  call void @llvm.dbg.value(metadata i64 %5, metadata !2457, metadata !DIExpression()), !dbg !2585
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2461, metadata !DIExpression()), !dbg !2587
  call void @llvm.dbg.value(metadata i64 %5, metadata !2464, metadata !DIExpression()), !dbg !2587
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2589
  call void @llvm.dbg.value(metadata i64 %5, metadata !2472, metadata !DIExpression()), !dbg !2589
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2475, metadata !DIExpression()), !dbg !2591
  call void @llvm.dbg.value(metadata i64 %5, metadata !2478, metadata !DIExpression()), !dbg !2591
  call void @llvm.dbg.value(metadata i8* null, metadata !2479, metadata !DIExpression()), !dbg !2591
  %19 = shl i64 %5, 3, !dbg !2593
  %20 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %19) #12
          to label %21 unwind label %90, !dbg !2594

21:                                               ; preds = %16
  %22 = bitcast i8* %20 to i64*, !dbg !2595
  br label %23, !dbg !2596

23:                                               ; preds = %14, %21
  %24 = phi i64* [ %22, %21 ], [ null, %14 ], !dbg !2596
  call void @llvm.dbg.value(metadata i64* %24, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* %24, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata !DIArgList(i64* %24, i64 %5), metadata !2403, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2486, metadata !DIExpression()), !dbg !2597
  call void @llvm.dbg.value(metadata i64 %5, metadata !2489, metadata !DIExpression()), !dbg !2597
  call void @llvm.dbg.value(metadata i64* undef, metadata !2490, metadata !DIExpression()), !dbg !2597
  call void @llvm.dbg.value(metadata i64* %24, metadata !2494, metadata !DIExpression()), !dbg !2599
  call void @llvm.dbg.value(metadata i64 %5, metadata !2499, metadata !DIExpression()), !dbg !2599
  call void @llvm.dbg.value(metadata i64* undef, metadata !2500, metadata !DIExpression()), !dbg !2599
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2501, metadata !DIExpression()), !dbg !2599
  call void @llvm.dbg.value(metadata i64* %24, metadata !2507, metadata !DIExpression()), !dbg !2601
  call void @llvm.dbg.value(metadata i64 %5, metadata !2512, metadata !DIExpression()), !dbg !2601
  call void @llvm.dbg.value(metadata i64* undef, metadata !2513, metadata !DIExpression()), !dbg !2601
  call void @llvm.dbg.value(metadata i8 1, metadata !2514, metadata !DIExpression()), !dbg !2601
  call void @llvm.dbg.value(metadata i64* %24, metadata !2518, metadata !DIExpression()), !dbg !2603
  call void @llvm.dbg.value(metadata i64 %5, metadata !2522, metadata !DIExpression()), !dbg !2603
  call void @llvm.dbg.value(metadata i64* undef, metadata !2523, metadata !DIExpression()), !dbg !2603
  call void @llvm.dbg.value(metadata i64* %24, metadata !2526, metadata !DIExpression()), !dbg !2605
  call void @llvm.dbg.value(metadata i64 %5, metadata !2529, metadata !DIExpression()), !dbg !2605
  call void @llvm.dbg.value(metadata i64* undef, metadata !2530, metadata !DIExpression()), !dbg !2605
  call void @llvm.dbg.value(metadata i64* %24, metadata !2535, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata i64 %5, metadata !2540, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata i64* undef, metadata !2541, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2542, metadata !DIExpression()), !dbg !2609
  br i1 %9, label %28, label %25, !dbg !2610

25:                                               ; preds = %23
  %26 = bitcast i64* %24 to i8*, !dbg !2611
  %27 = shl i64 %5, 3, !dbg !2612
  call void @llvm.memset.p0i8.i64(i8* align 8 %26, i8 0, i64 %27, i1 false), !dbg !2615, !tbaa !2574
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression()), !dbg !2616
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2616
  br label %28, !dbg !2617

28:                                               ; preds = %25, %23
  call void @llvm.dbg.value(metadata i64* undef, metadata !2403, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2416, metadata !DIExpression()), !dbg !2618
  call void @llvm.dbg.value(metadata i32 %0, metadata !2419, metadata !DIExpression()), !dbg !2618
  call void @llvm.dbg.value(metadata i32 %0, metadata !2420, metadata !DIExpression()), !dbg !2618
  call void @llvm.dbg.value(metadata i32 %0, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !2414
  call void @llvm.dbg.value(metadata i32 %0, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !2414
  %29 = mul nsw i64 %3, %3, !dbg !2620
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2427, metadata !DIExpression()), !dbg !2621
  call void @llvm.dbg.value(metadata i64 %29, metadata !2430, metadata !DIExpression()), !dbg !2621
  call void @llvm.dbg.value(metadata i64* undef, metadata !2431, metadata !DIExpression()), !dbg !2621
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2432, metadata !DIExpression()), !dbg !2621
  call void @llvm.dbg.value(metadata i64 %29, metadata !2436, metadata !DIExpression()), !dbg !2623
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2439, metadata !DIExpression()), !dbg !2623
  %30 = icmp ugt i64 %29, 1152921504606846975, !dbg !2625
  br i1 %30, label %31, label %33, !dbg !2626

31:                                               ; preds = %28
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #11
          to label %32 unwind label %92, !dbg !2627

32:                                               ; preds = %31
  unreachable, !dbg !2627

33:                                               ; preds = %28
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2446, metadata !DIExpression()), !dbg !2628
  call void @llvm.dbg.value(metadata i64 %29, metadata !2449, metadata !DIExpression()), !dbg !2628
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2450, metadata !DIExpression()), !dbg !2628
  call void @llvm.dbg.value(metadata i64* null, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2454, metadata !DIExpression()), !dbg !2630
  call void @llvm.dbg.value(metadata i64 %29, metadata !2457, metadata !DIExpression()), !dbg !2630
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2461, metadata !DIExpression()), !dbg !2632
  call void @llvm.dbg.value(metadata i64 %29, metadata !2464, metadata !DIExpression()), !dbg !2632
  %34 = icmp eq i64 %29, 0, !dbg !2634
  br i1 %34, label %40, label %35, !dbg !2635

35:                                               ; preds = %33
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2636
  call void @llvm.dbg.value(metadata i64 %29, metadata !2472, metadata !DIExpression()), !dbg !2636
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2475, metadata !DIExpression()), !dbg !2638
  call void @llvm.dbg.value(metadata i64 %29, metadata !2478, metadata !DIExpression()), !dbg !2638
  call void @llvm.dbg.value(metadata i8* null, metadata !2479, metadata !DIExpression()), !dbg !2638
  %36 = shl i64 %29, 3, !dbg !2640
  %37 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %36) #12
          to label %38 unwind label %92, !dbg !2641

38:                                               ; preds = %35
  %39 = bitcast i8* %37 to i64*, !dbg !2642
  br label %40, !dbg !2635

40:                                               ; preds = %38, %33
  %41 = phi i64* [ %39, %38 ], [ null, %33 ], !dbg !2635
  call void @llvm.dbg.value(metadata i64* %41, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* %41, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata !DIArgList(i64* %41, i64 %29), metadata !2404, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2486, metadata !DIExpression()), !dbg !2643
  call void @llvm.dbg.value(metadata i64 %29, metadata !2489, metadata !DIExpression()), !dbg !2643
  call void @llvm.dbg.value(metadata i64* undef, metadata !2490, metadata !DIExpression()), !dbg !2643
  call void @llvm.dbg.value(metadata i64* %41, metadata !2494, metadata !DIExpression()), !dbg !2645
  call void @llvm.dbg.value(metadata i64 %29, metadata !2499, metadata !DIExpression()), !dbg !2645
  call void @llvm.dbg.value(metadata i64* undef, metadata !2500, metadata !DIExpression()), !dbg !2645
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2501, metadata !DIExpression()), !dbg !2645
  call void @llvm.dbg.value(metadata i64* %41, metadata !2507, metadata !DIExpression()), !dbg !2647
  call void @llvm.dbg.value(metadata i64 %29, metadata !2512, metadata !DIExpression()), !dbg !2647
  call void @llvm.dbg.value(metadata i64* undef, metadata !2513, metadata !DIExpression()), !dbg !2647
  call void @llvm.dbg.value(metadata i8 1, metadata !2514, metadata !DIExpression()), !dbg !2647
  call void @llvm.dbg.value(metadata i64* %41, metadata !2518, metadata !DIExpression()), !dbg !2649
  call void @llvm.dbg.value(metadata i64 %29, metadata !2522, metadata !DIExpression()), !dbg !2649
  call void @llvm.dbg.value(metadata i64* undef, metadata !2523, metadata !DIExpression()), !dbg !2649
  call void @llvm.dbg.value(metadata i64* %41, metadata !2526, metadata !DIExpression()), !dbg !2651
  call void @llvm.dbg.value(metadata i64 %29, metadata !2529, metadata !DIExpression()), !dbg !2651
  call void @llvm.dbg.value(metadata i64* undef, metadata !2530, metadata !DIExpression()), !dbg !2651
  call void @llvm.dbg.value(metadata i64* %41, metadata !2535, metadata !DIExpression()), !dbg !2653
  call void @llvm.dbg.value(metadata i64 %29, metadata !2540, metadata !DIExpression()), !dbg !2653
  call void @llvm.dbg.value(metadata i64* undef, metadata !2541, metadata !DIExpression()), !dbg !2653
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2542, metadata !DIExpression()), !dbg !2655
  br i1 %34, label %46, label %42, !dbg !2656

42:                                               ; preds = %40
  %43 = getelementptr inbounds i64, i64* %41, i64 %29, !dbg !2657
  call void @llvm.dbg.value(metadata i64* %43, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2414
  %44 = bitcast i64* %41 to i8*, !dbg !2658
  %45 = shl i64 %29, 3, !dbg !2659
  call void @llvm.memset.p0i8.i64(i8* align 8 %44, i8 0, i64 %45, i1 false), !dbg !2662, !tbaa !2574
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression()), !dbg !2663
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2663
  br label %46, !dbg !2664

46:                                               ; preds = %40, %42
  %47 = phi i64* [ %41, %40 ], [ %43, %42 ], !dbg !2653
  call void @llvm.dbg.value(metadata i64* %47, metadata !2404, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i32 0, metadata !2405, metadata !DIExpression()), !dbg !2665
  %48 = icmp sgt i32 %0, 0, !dbg !2666
  br i1 %48, label %49, label %57, !dbg !2667

49:                                               ; preds = %46
  %50 = call i32 @llvm.smax.i32(i32 %2, i32 1), !dbg !2667
  %51 = zext i32 %0 to i64, !dbg !2666
  %52 = zext i32 %50 to i64
  br label %53, !dbg !2667

53:                                               ; preds = %49, %94
  %54 = phi i64 [ 0, %49 ], [ %95, %94 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !2405, metadata !DIExpression()), !dbg !2665
  call void @llvm.dbg.value(metadata i32 0, metadata !2407, metadata !DIExpression()), !dbg !2668
  %55 = mul nsw i64 %54, %4
  %56 = trunc i64 %54 to i32
  br label %97, !dbg !2669

57:                                               ; preds = %94, %46
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2670, metadata !DIExpression()), !dbg !2689
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2677, metadata !DIExpression()), !dbg !2689
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2678, metadata !DIExpression()), !dbg !2689
  call void @llvm.dbg.value(metadata i32 0, metadata !2679, metadata !DIExpression()), !dbg !2691
  call void @llvm.dbg.value(metadata i32 0, metadata !2679, metadata !DIExpression()), !dbg !2691
  %58 = icmp sgt i32 %0, 0, !dbg !2692
  br i1 %58, label %59, label %114, !dbg !2693

59:                                               ; preds = %57
  %60 = zext i32 %0 to i64, !dbg !2692
  %61 = zext i32 %2 to i64
  br label %62, !dbg !2693

62:                                               ; preds = %68, %59
  %63 = phi i64 [ 0, %59 ], [ %69, %68 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !2679, metadata !DIExpression()), !dbg !2691
  call void @llvm.dbg.value(metadata i32 0, metadata !2681, metadata !DIExpression()), !dbg !2694
  %64 = mul nsw i64 %63, %4
  %65 = mul nsw i64 %63, %3
  br label %66, !dbg !2695

66:                                               ; preds = %71, %62
  %67 = phi i64 [ 0, %62 ], [ %74, %71 ]
  call void @llvm.dbg.value(metadata i64 %67, metadata !2681, metadata !DIExpression()), !dbg !2694
  call void @llvm.dbg.value(metadata i32 0, metadata !2687, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 0, metadata !2684, metadata !DIExpression()), !dbg !2697
  br label %76, !dbg !2698

68:                                               ; preds = %71
  %69 = add nuw nsw i64 %63, 1, !dbg !2699
  call void @llvm.dbg.value(metadata i64 %69, metadata !2679, metadata !DIExpression()), !dbg !2691
  %70 = icmp eq i64 %69, %60, !dbg !2692
  br i1 %70, label %114, label %62, !dbg !2693, !llvm.loop !2700

71:                                               ; preds = %76
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2702, metadata !DIExpression()), !dbg !2707
  call void @llvm.dbg.value(metadata i64 %63, metadata !2705, metadata !DIExpression()), !dbg !2707
  call void @llvm.dbg.value(metadata i64 %67, metadata !2706, metadata !DIExpression()), !dbg !2707
  %72 = add nsw i64 %67, %65, !dbg !2709
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2710, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2714
  call void @llvm.dbg.value(metadata i64 %72, metadata !2713, metadata !DIExpression()), !dbg !2714
  %73 = getelementptr inbounds i64, i64* %41, i64 %72, !dbg !2716
  store i64 %87, i64* %73, align 8, !dbg !2717, !tbaa !2574
  %74 = add nuw nsw i64 %67, 1, !dbg !2718
  call void @llvm.dbg.value(metadata i64 %74, metadata !2681, metadata !DIExpression()), !dbg !2694
  %75 = icmp eq i64 %74, %60, !dbg !2719
  br i1 %75, label %68, label %66, !dbg !2695, !llvm.loop !2720

76:                                               ; preds = %76, %66
  %77 = phi i64 [ 0, %66 ], [ %88, %76 ]
  %78 = phi i64 [ 0, %66 ], [ %87, %76 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !2687, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 %78, metadata !2684, metadata !DIExpression()), !dbg !2697
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2722, metadata !DIExpression()), !dbg !2728
  call void @llvm.dbg.value(metadata i64 %63, metadata !2725, metadata !DIExpression()), !dbg !2728
  call void @llvm.dbg.value(metadata i64 %77, metadata !2726, metadata !DIExpression()), !dbg !2728
  %79 = add nsw i64 %77, %64, !dbg !2731
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2732, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2737
  call void @llvm.dbg.value(metadata i64 %79, metadata !2735, metadata !DIExpression()), !dbg !2737
  %80 = getelementptr inbounds i64, i64* %15, i64 %79, !dbg !2739
  %81 = load i64, i64* %80, align 8, !dbg !2740, !tbaa !2574
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2722, metadata !DIExpression()), !dbg !2741
  call void @llvm.dbg.value(metadata i64 %77, metadata !2725, metadata !DIExpression()), !dbg !2741
  call void @llvm.dbg.value(metadata i64 %67, metadata !2726, metadata !DIExpression()), !dbg !2741
  %82 = mul nsw i64 %77, %3, !dbg !2743
  %83 = add nsw i64 %82, %67, !dbg !2744
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2732, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2745
  call void @llvm.dbg.value(metadata i64 %83, metadata !2735, metadata !DIExpression()), !dbg !2745
  %84 = getelementptr inbounds i64, i64* %24, i64 %83, !dbg !2747
  %85 = load i64, i64* %84, align 8, !dbg !2748, !tbaa !2574
  %86 = mul nsw i64 %85, %81, !dbg !2749
  %87 = add nsw i64 %86, %78, !dbg !2750
  call void @llvm.dbg.value(metadata i64 %87, metadata !2684, metadata !DIExpression()), !dbg !2697
  %88 = add nuw nsw i64 %77, 1, !dbg !2751
  call void @llvm.dbg.value(metadata i64 %88, metadata !2687, metadata !DIExpression()), !dbg !2696
  %89 = icmp eq i64 %88, %61, !dbg !2752
  br i1 %89, label %71, label %76, !dbg !2698, !llvm.loop !2753

90:                                               ; preds = %16
  %91 = landingpad { i8*, i32 }
          cleanup, !dbg !2755
  br label %242, !dbg !2755

92:                                               ; preds = %35, %31
  %93 = landingpad { i8*, i32 }
          cleanup, !dbg !2755
  br label %237, !dbg !2755

94:                                               ; preds = %97
  %95 = add nuw nsw i64 %54, 1, !dbg !2756
  call void @llvm.dbg.value(metadata i64 %95, metadata !2405, metadata !DIExpression()), !dbg !2665
  %96 = icmp eq i64 %95, %51, !dbg !2666
  br i1 %96, label %57, label %53, !dbg !2667, !llvm.loop !2757

97:                                               ; preds = %53, %97
  %98 = phi i64 [ 0, %53 ], [ %112, %97 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !2407, metadata !DIExpression()), !dbg !2668
  %99 = add nuw nsw i64 %98, %54, !dbg !2759
  %100 = trunc i64 %99 to i32, !dbg !2762
  %101 = urem i32 %100, 5, !dbg !2762
  %102 = zext i32 %101 to i64, !dbg !2763
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2702, metadata !DIExpression()), !dbg !2764
  call void @llvm.dbg.value(metadata i64 %54, metadata !2705, metadata !DIExpression()), !dbg !2764
  call void @llvm.dbg.value(metadata i64 %98, metadata !2706, metadata !DIExpression()), !dbg !2764
  %103 = add nsw i64 %55, %98, !dbg !2766
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2710, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2767
  call void @llvm.dbg.value(metadata i64 %103, metadata !2713, metadata !DIExpression()), !dbg !2767
  %104 = getelementptr inbounds i64, i64* %15, i64 %103, !dbg !2769
  store i64 %102, i64* %104, align 8, !dbg !2770, !tbaa !2574
  %105 = trunc i64 %98 to i32, !dbg !2771
  %106 = mul nsw i32 %105, %56, !dbg !2771
  %107 = urem i32 %106, 3, !dbg !2772
  %108 = zext i32 %107 to i64, !dbg !2773
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2702, metadata !DIExpression()), !dbg !2774
  call void @llvm.dbg.value(metadata i64 %98, metadata !2705, metadata !DIExpression()), !dbg !2774
  call void @llvm.dbg.value(metadata i64 %54, metadata !2706, metadata !DIExpression()), !dbg !2774
  %109 = mul nsw i64 %98, %3, !dbg !2776
  %110 = add nsw i64 %109, %54, !dbg !2777
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2710, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2778
  call void @llvm.dbg.value(metadata i64 %110, metadata !2713, metadata !DIExpression()), !dbg !2778
  %111 = getelementptr inbounds i64, i64* %24, i64 %110, !dbg !2780
  store i64 %108, i64* %111, align 8, !dbg !2781, !tbaa !2574
  %112 = add nuw nsw i64 %98, 1, !dbg !2782
  call void @llvm.dbg.value(metadata i64 %112, metadata !2407, metadata !DIExpression()), !dbg !2668
  %113 = icmp eq i64 %112, %52, !dbg !2783
  br i1 %113, label %94, label %97, !dbg !2669, !llvm.loop !2784

114:                                              ; preds = %68, %57
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2786, metadata !DIExpression()), !dbg !2791
  call void @llvm.dbg.value(metadata i64 %3, metadata !2789, metadata !DIExpression()), !dbg !2791
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2790, metadata !DIExpression()), !dbg !2791
  call void @llvm.dbg.value(metadata i64 %3, metadata !2436, metadata !DIExpression()), !dbg !2793
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2439, metadata !DIExpression()), !dbg !2793
  %115 = icmp slt i32 %0, 0, !dbg !2795
  br i1 %115, label %116, label %118, !dbg !2796

116:                                              ; preds = %114
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #11
          to label %117 unwind label %207, !dbg !2797

117:                                              ; preds = %116
  unreachable, !dbg !2797

118:                                              ; preds = %114
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2446, metadata !DIExpression()), !dbg !2798
  call void @llvm.dbg.value(metadata i64 %3, metadata !2449, metadata !DIExpression()), !dbg !2798
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2450, metadata !DIExpression()), !dbg !2798
  call void @llvm.dbg.value(metadata i64* null, metadata !2410, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2410, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2410, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2454, metadata !DIExpression()), !dbg !2800
  call void @llvm.dbg.value(metadata i64 %3, metadata !2457, metadata !DIExpression()), !dbg !2800
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2461, metadata !DIExpression()), !dbg !2802
  call void @llvm.dbg.value(metadata i64 %3, metadata !2464, metadata !DIExpression()), !dbg !2802
  %119 = icmp eq i32 %0, 0, !dbg !2804
  br i1 %119, label %125, label %120, !dbg !2805

120:                                              ; preds = %118
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2806
  call void @llvm.dbg.value(metadata i64 %3, metadata !2472, metadata !DIExpression()), !dbg !2806
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2475, metadata !DIExpression()), !dbg !2808
  call void @llvm.dbg.value(metadata i64 %3, metadata !2478, metadata !DIExpression()), !dbg !2808
  call void @llvm.dbg.value(metadata i8* null, metadata !2479, metadata !DIExpression()), !dbg !2808
  %121 = shl nsw i64 %3, 3, !dbg !2810
  %122 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %121) #12
          to label %123 unwind label %207, !dbg !2811

123:                                              ; preds = %120
  %124 = bitcast i8* %122 to i64*, !dbg !2812
  br label %125, !dbg !2805

125:                                              ; preds = %123, %118
  %126 = phi i64* [ %124, %123 ], [ null, %118 ], !dbg !2805
  call void @llvm.dbg.value(metadata i64* %126, metadata !2410, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* %126, metadata !2410, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata !DIArgList(i64* %126, i64 %3), metadata !2410, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2813, metadata !DIExpression()), !dbg !2817
  call void @llvm.dbg.value(metadata i64 %3, metadata !2816, metadata !DIExpression()), !dbg !2817
  call void @llvm.dbg.value(metadata i64* %126, metadata !2820, metadata !DIExpression()), !dbg !2827
  call void @llvm.dbg.value(metadata i64 %3, metadata !2825, metadata !DIExpression()), !dbg !2827
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2826, metadata !DIExpression()), !dbg !2827
  call void @llvm.dbg.value(metadata i64* %126, metadata !2829, metadata !DIExpression()), !dbg !2837
  call void @llvm.dbg.value(metadata i64 %3, metadata !2834, metadata !DIExpression()), !dbg !2837
  call void @llvm.dbg.value(metadata i8 1, metadata !2835, metadata !DIExpression()), !dbg !2837
  call void @llvm.dbg.value(metadata i64* %126, metadata !2839, metadata !DIExpression()), !dbg !2852
  call void @llvm.dbg.value(metadata i64 %3, metadata !2843, metadata !DIExpression()), !dbg !2852
  br i1 %119, label %135, label %127, !dbg !2854

127:                                              ; preds = %125
  call void @llvm.dbg.value(metadata i64* %126, metadata !2844, metadata !DIExpression()), !dbg !2855
  call void @llvm.dbg.value(metadata i64* %126, metadata !2856, metadata !DIExpression()), !dbg !2862
  store i64 0, i64* %126, align 8, !dbg !2864, !tbaa !2574
  %128 = getelementptr i64, i64* %126, i64 1, !dbg !2865
  call void @llvm.dbg.value(metadata i64* %128, metadata !2839, metadata !DIExpression()), !dbg !2852
  call void @llvm.dbg.value(metadata i64* %128, metadata !2526, metadata !DIExpression()), !dbg !2866
  call void @llvm.dbg.value(metadata i64 %3, metadata !2529, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2866
  call void @llvm.dbg.value(metadata i64* %126, metadata !2530, metadata !DIExpression()), !dbg !2866
  call void @llvm.dbg.value(metadata i64* %128, metadata !2535, metadata !DIExpression()), !dbg !2868
  call void @llvm.dbg.value(metadata i64 %3, metadata !2540, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2868
  call void @llvm.dbg.value(metadata i64* %126, metadata !2541, metadata !DIExpression()), !dbg !2868
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2542, metadata !DIExpression()), !dbg !2870
  %129 = icmp eq i32 %0, 1, !dbg !2871
  br i1 %129, label %135, label %130, !dbg !2873

130:                                              ; preds = %127
  %131 = bitcast i64* %128 to i8*, !dbg !2852
  call void @llvm.dbg.value(metadata i64* %128, metadata !2566, metadata !DIExpression()), !dbg !2874
  call void @llvm.dbg.value(metadata i64* %126, metadata !2568, metadata !DIExpression()), !dbg !2874
  call void @llvm.dbg.value(metadata i64* %128, metadata !2556, metadata !DIExpression()), !dbg !2876
  call void @llvm.dbg.value(metadata i64* %126, metadata !2558, metadata !DIExpression()), !dbg !2876
  call void @llvm.dbg.value(metadata i64 0, metadata !2559, metadata !DIExpression()), !dbg !2876
  call void @llvm.dbg.value(metadata i64* %128, metadata !2556, metadata !DIExpression()), !dbg !2876
  %132 = shl nsw i64 %3, 3, !dbg !2878
  %133 = add nsw i64 %132, -8, !dbg !2878
  call void @llvm.memset.p0i8.i64(i8* align 8 %131, i8 0, i64 %133, i1 false), !dbg !2879, !tbaa !2574
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression()), !dbg !2876
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2876
  %134 = getelementptr inbounds i64, i64* %126, i64 %3, !dbg !2880
  br label %135, !dbg !2881

135:                                              ; preds = %125, %127, %130
  %136 = phi i64* [ %126, %125 ], [ %128, %127 ], [ %134, %130 ]
  call void @llvm.dbg.value(metadata i64* %136, metadata !2839, metadata !DIExpression()), !dbg !2852
  call void @llvm.dbg.value(metadata i64* %136, metadata !2410, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2786, metadata !DIExpression()), !dbg !2882
  call void @llvm.dbg.value(metadata i64 %3, metadata !2789, metadata !DIExpression()), !dbg !2882
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2790, metadata !DIExpression()), !dbg !2882
  call void @llvm.dbg.value(metadata i64 %3, metadata !2436, metadata !DIExpression()), !dbg !2884
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2439, metadata !DIExpression()), !dbg !2884
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2446, metadata !DIExpression()), !dbg !2886
  call void @llvm.dbg.value(metadata i64 %3, metadata !2449, metadata !DIExpression()), !dbg !2886
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2450, metadata !DIExpression()), !dbg !2886
  call void @llvm.dbg.value(metadata i64* null, metadata !2411, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2411, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* null, metadata !2411, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2454, metadata !DIExpression()), !dbg !2888
  call void @llvm.dbg.value(metadata i64 %3, metadata !2457, metadata !DIExpression()), !dbg !2888
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2461, metadata !DIExpression()), !dbg !2890
  call void @llvm.dbg.value(metadata i64 %3, metadata !2464, metadata !DIExpression()), !dbg !2890
  br i1 %119, label %142, label %137, !dbg !2892

137:                                              ; preds = %135
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2893
  call void @llvm.dbg.value(metadata i64 %3, metadata !2472, metadata !DIExpression()), !dbg !2893
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2475, metadata !DIExpression()), !dbg !2895
  call void @llvm.dbg.value(metadata i64 %3, metadata !2478, metadata !DIExpression()), !dbg !2895
  call void @llvm.dbg.value(metadata i8* null, metadata !2479, metadata !DIExpression()), !dbg !2895
  %138 = shl nsw i64 %3, 3, !dbg !2897
  %139 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %138) #12
          to label %140 unwind label %209, !dbg !2898

140:                                              ; preds = %137
  %141 = bitcast i8* %139 to i64*, !dbg !2899
  br label %142, !dbg !2892

142:                                              ; preds = %140, %135
  %143 = phi i64* [ %141, %140 ], [ null, %135 ], !dbg !2892
  call void @llvm.dbg.value(metadata i64* %143, metadata !2411, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i64* %143, metadata !2411, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata !DIArgList(i64* %143, i64 %3), metadata !2411, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2813, metadata !DIExpression()), !dbg !2900
  call void @llvm.dbg.value(metadata i64 %3, metadata !2816, metadata !DIExpression()), !dbg !2900
  call void @llvm.dbg.value(metadata i64* %143, metadata !2820, metadata !DIExpression()), !dbg !2902
  call void @llvm.dbg.value(metadata i64 %3, metadata !2825, metadata !DIExpression()), !dbg !2902
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2826, metadata !DIExpression()), !dbg !2902
  call void @llvm.dbg.value(metadata i64* %143, metadata !2829, metadata !DIExpression()), !dbg !2904
  call void @llvm.dbg.value(metadata i64 %3, metadata !2834, metadata !DIExpression()), !dbg !2904
  call void @llvm.dbg.value(metadata i8 1, metadata !2835, metadata !DIExpression()), !dbg !2904
  call void @llvm.dbg.value(metadata i64* %143, metadata !2839, metadata !DIExpression()), !dbg !2906
  call void @llvm.dbg.value(metadata i64 %3, metadata !2843, metadata !DIExpression()), !dbg !2906
  br i1 %119, label %151, label %144, !dbg !2908

144:                                              ; preds = %142
  call void @llvm.dbg.value(metadata i64* %143, metadata !2844, metadata !DIExpression()), !dbg !2909
  call void @llvm.dbg.value(metadata i64* %143, metadata !2856, metadata !DIExpression()), !dbg !2910
  store i64 0, i64* %143, align 8, !dbg !2912, !tbaa !2574
  call void @llvm.dbg.value(metadata i64* %143, metadata !2839, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2906
  call void @llvm.dbg.value(metadata i64* %143, metadata !2526, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2913
  call void @llvm.dbg.value(metadata i64 %3, metadata !2529, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2913
  call void @llvm.dbg.value(metadata i64* %143, metadata !2530, metadata !DIExpression()), !dbg !2913
  call void @llvm.dbg.value(metadata i64* %143, metadata !2535, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2915
  call void @llvm.dbg.value(metadata i64 %3, metadata !2540, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2915
  call void @llvm.dbg.value(metadata i64* %143, metadata !2541, metadata !DIExpression()), !dbg !2915
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2542, metadata !DIExpression()), !dbg !2917
  %145 = icmp eq i32 %0, 1, !dbg !2918
  br i1 %145, label %151, label %146, !dbg !2919

146:                                              ; preds = %144
  %147 = getelementptr i64, i64* %143, i64 1, !dbg !2920
  call void @llvm.dbg.value(metadata i64* %147, metadata !2839, metadata !DIExpression()), !dbg !2906
  call void @llvm.dbg.value(metadata i64* %147, metadata !2526, metadata !DIExpression()), !dbg !2913
  call void @llvm.dbg.value(metadata i64* %147, metadata !2535, metadata !DIExpression()), !dbg !2915
  %148 = bitcast i64* %147 to i8*, !dbg !2906
  call void @llvm.dbg.value(metadata i64* %143, metadata !2566, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2921
  call void @llvm.dbg.value(metadata i64* %143, metadata !2568, metadata !DIExpression()), !dbg !2921
  call void @llvm.dbg.value(metadata i64* %143, metadata !2556, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2923
  call void @llvm.dbg.value(metadata i64* %143, metadata !2558, metadata !DIExpression()), !dbg !2923
  call void @llvm.dbg.value(metadata i64 0, metadata !2559, metadata !DIExpression()), !dbg !2923
  call void @llvm.dbg.value(metadata i64* %143, metadata !2556, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2923
  %149 = shl nsw i64 %3, 3, !dbg !2925
  %150 = add nsw i64 %149, -8, !dbg !2925
  call void @llvm.memset.p0i8.i64(i8* align 8 %148, i8 0, i64 %150, i1 false), !dbg !2926, !tbaa !2574
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression()), !dbg !2923
  call void @llvm.dbg.value(metadata i32 undef, metadata !2556, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2923
  br label %151, !dbg !2927

151:                                              ; preds = %146, %144, %142
  call void @llvm.dbg.value(metadata i64* undef, metadata !2839, metadata !DIExpression()), !dbg !2906
  call void @llvm.dbg.value(metadata i64* undef, metadata !2411, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2414
  call void @llvm.dbg.value(metadata i32 0, metadata !2412, metadata !DIExpression()), !dbg !2928
  %152 = icmp sgt i32 %0, 0, !dbg !2929
  br i1 %152, label %153, label %155, !dbg !2931

153:                                              ; preds = %151
  %154 = zext i32 %0 to i64, !dbg !2929
  br label %214, !dbg !2931

155:                                              ; preds = %214, %151
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2932, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata i64 0, metadata !2935, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2936, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2944
  call void @llvm.dbg.value(metadata i64* %41, metadata !2938, metadata !DIExpression()), !dbg !2944
  call void @llvm.dbg.value(metadata i64* %47, metadata !2939, metadata !DIExpression()), !dbg !2944
  call void @llvm.dbg.value(metadata i64* %41, metadata !2938, metadata !DIExpression()), !dbg !2944
  call void @llvm.dbg.value(metadata i64 0, metadata !2935, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2945, metadata !DIExpression()), !dbg !2952
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2951, metadata !DIExpression()), !dbg !2952
  %156 = icmp eq i64* %41, %47, !dbg !2954
  br i1 %156, label %164, label %157, !dbg !2955

157:                                              ; preds = %155, %157
  %158 = phi i64 [ %161, %157 ], [ 0, %155 ]
  %159 = phi i64* [ %162, %157 ], [ %41, %155 ]
  call void @llvm.dbg.value(metadata i64 %158, metadata !2935, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata i64* %159, metadata !2938, metadata !DIExpression()), !dbg !2944
  call void @llvm.dbg.value(metadata i64* %159, metadata !2940, metadata !DIExpression()), !dbg !2956
  %160 = load i64, i64* %159, align 8, !dbg !2957, !tbaa !2574
  %161 = add nsw i64 %160, %158, !dbg !2958
  call void @llvm.dbg.value(metadata i64 %161, metadata !2935, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2959, metadata !DIExpression()), !dbg !2963
  %162 = getelementptr inbounds i64, i64* %159, i64 1, !dbg !2965
  call void @llvm.dbg.value(metadata i64* %162, metadata !2938, metadata !DIExpression()), !dbg !2944
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2945, metadata !DIExpression()), !dbg !2952
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2951, metadata !DIExpression()), !dbg !2952
  %163 = icmp eq i64* %162, %47, !dbg !2954
  br i1 %163, label %164, label %157, !dbg !2955, !llvm.loop !2966

164:                                              ; preds = %157, %155
  %165 = phi i64 [ 0, %155 ], [ %161, %157 ], !dbg !2942
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2969, metadata !DIExpression()) #10, !dbg !2978
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2974, metadata !DIExpression()) #10, !dbg !2978
  call void @llvm.dbg.value(metadata i64 0, metadata !2975, metadata !DIExpression()) #10, !dbg !2978
  call void @llvm.dbg.value(metadata i64 0, metadata !2976, metadata !DIExpression()) #10, !dbg !2980
  %166 = ptrtoint i64* %136 to i64
  %167 = ptrtoint i64* %126 to i64
  %168 = sub i64 %166, %167
  call void @llvm.dbg.value(metadata i64 0, metadata !2976, metadata !DIExpression()) #10, !dbg !2980
  call void @llvm.dbg.value(metadata i64 0, metadata !2975, metadata !DIExpression()) #10, !dbg !2978
  %169 = icmp eq i64 %168, 0, !dbg !2981
  br i1 %169, label %184, label %170, !dbg !2983

170:                                              ; preds = %164
  %171 = ashr i64 %168, 3
  %172 = call i64 @llvm.umax.i64(i64 %171, i64 1) #10, !dbg !2983
  br label %173, !dbg !2983

173:                                              ; preds = %173, %170
  %174 = phi i64 [ 0, %170 ], [ %182, %173 ]
  %175 = phi i64 [ 0, %170 ], [ %181, %173 ]
  call void @llvm.dbg.value(metadata i64 %174, metadata !2976, metadata !DIExpression()) #10, !dbg !2980
  call void @llvm.dbg.value(metadata i64 %175, metadata !2975, metadata !DIExpression()) #10, !dbg !2978
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2732, metadata !DIExpression()) #10, !dbg !2984
  call void @llvm.dbg.value(metadata i64 %174, metadata !2735, metadata !DIExpression()) #10, !dbg !2984
  %176 = getelementptr inbounds i64, i64* %126, i64 %174, !dbg !2986
  %177 = load i64, i64* %176, align 8, !dbg !2987, !tbaa !2574
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2732, metadata !DIExpression()) #10, !dbg !2988
  call void @llvm.dbg.value(metadata i64 %174, metadata !2735, metadata !DIExpression()) #10, !dbg !2988
  %178 = getelementptr inbounds i64, i64* %143, i64 %174, !dbg !2990
  %179 = load i64, i64* %178, align 8, !dbg !2991, !tbaa !2574
  %180 = mul nsw i64 %179, %177, !dbg !2992
  %181 = add nsw i64 %180, %175, !dbg !2993
  call void @llvm.dbg.value(metadata i64 %181, metadata !2975, metadata !DIExpression()) #10, !dbg !2978
  %182 = add nuw i64 %174, 1, !dbg !2994
  call void @llvm.dbg.value(metadata i64 %182, metadata !2976, metadata !DIExpression()) #10, !dbg !2980
  %183 = icmp eq i64 %182, %172, !dbg !2981
  br i1 %183, label %184, label %173, !dbg !2983, !llvm.loop !2995

184:                                              ; preds = %173, %164
  %185 = phi i64 [ 0, %164 ], [ %181, %173 ], !dbg !2978
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2997, metadata !DIExpression()) #10, !dbg !3000
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3002, metadata !DIExpression()) #10, !dbg !3005
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3008, metadata !DIExpression()) #10, !dbg !3013
  call void @llvm.dbg.value(metadata i64* %143, metadata !3011, metadata !DIExpression()) #10, !dbg !3013
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %143), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3013
  %186 = icmp eq i64* %143, null, !dbg !3016
  br i1 %186, label %189, label %187, !dbg !3018

187:                                              ; preds = %184
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3019, metadata !DIExpression()) #10, !dbg !3024
  call void @llvm.dbg.value(metadata i64* %143, metadata !3022, metadata !DIExpression()) #10, !dbg !3024
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %143), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3024
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3026, metadata !DIExpression()) #10, !dbg !3031
  call void @llvm.dbg.value(metadata i64* %143, metadata !3029, metadata !DIExpression()) #10, !dbg !3031
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %143), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3031
  %188 = bitcast i64* %143 to i8*, !dbg !3033
  call void @_ZdlPv(i8* noundef %188) #13, !dbg !3034
  br label %189, !dbg !3035

189:                                              ; preds = %184, %187
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2997, metadata !DIExpression()) #10, !dbg !3036
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3002, metadata !DIExpression()) #10, !dbg !3038
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3008, metadata !DIExpression()) #10, !dbg !3040
  call void @llvm.dbg.value(metadata i64* %126, metadata !3011, metadata !DIExpression()) #10, !dbg !3040
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %126), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3040
  %190 = icmp eq i64* %126, null, !dbg !3042
  br i1 %190, label %193, label %191, !dbg !3043

191:                                              ; preds = %189
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3019, metadata !DIExpression()) #10, !dbg !3044
  call void @llvm.dbg.value(metadata i64* %126, metadata !3022, metadata !DIExpression()) #10, !dbg !3044
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %126), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3044
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3026, metadata !DIExpression()) #10, !dbg !3046
  call void @llvm.dbg.value(metadata i64* %126, metadata !3029, metadata !DIExpression()) #10, !dbg !3046
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %126), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3046
  %192 = bitcast i64* %126 to i8*, !dbg !3048
  call void @_ZdlPv(i8* noundef %192) #13, !dbg !3049
  br label %193, !dbg !3050

193:                                              ; preds = %189, %191
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3051, metadata !DIExpression()) #10, !dbg !3057
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2997, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3059
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3002, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3062
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3008, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3064
  call void @llvm.dbg.value(metadata i64* %41, metadata !3011, metadata !DIExpression()) #10, !dbg !3064
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %41), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3064
  %194 = icmp eq i64* %41, null, !dbg !3066
  br i1 %194, label %197, label %195, !dbg !3067

195:                                              ; preds = %193
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3019, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3068
  call void @llvm.dbg.value(metadata i64* %41, metadata !3022, metadata !DIExpression()) #10, !dbg !3068
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %41), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3068
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3026, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3070
  call void @llvm.dbg.value(metadata i64* %41, metadata !3029, metadata !DIExpression()) #10, !dbg !3070
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %41), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3070
  %196 = bitcast i64* %41 to i8*, !dbg !3072
  call void @_ZdlPv(i8* noundef %196) #13, !dbg !3073
  br label %197, !dbg !3074

197:                                              ; preds = %193, %195
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3051, metadata !DIExpression()) #10, !dbg !3075
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2997, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3077
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3002, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3079
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3008, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3081
  call void @llvm.dbg.value(metadata i64* %24, metadata !3011, metadata !DIExpression()) #10, !dbg !3081
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %24), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3081
  %198 = icmp eq i64* %24, null, !dbg !3083
  br i1 %198, label %201, label %199, !dbg !3084

199:                                              ; preds = %197
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3019, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3085
  call void @llvm.dbg.value(metadata i64* %24, metadata !3022, metadata !DIExpression()) #10, !dbg !3085
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %24), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3085
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3026, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3087
  call void @llvm.dbg.value(metadata i64* %24, metadata !3029, metadata !DIExpression()) #10, !dbg !3087
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %24), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3087
  %200 = bitcast i64* %24 to i8*, !dbg !3089
  call void @_ZdlPv(i8* noundef %200) #13, !dbg !3090
  br label %201, !dbg !3091

201:                                              ; preds = %197, %199
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3051, metadata !DIExpression()) #10, !dbg !3092
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2997, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3094
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3002, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3096
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3008, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3098
  call void @llvm.dbg.value(metadata i64* %15, metadata !3011, metadata !DIExpression()) #10, !dbg !3098
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %15), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3098
  %202 = icmp eq i64* %15, null, !dbg !3100
  br i1 %202, label %205, label %203, !dbg !3101

203:                                              ; preds = %201
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3019, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3102
  call void @llvm.dbg.value(metadata i64* %15, metadata !3022, metadata !DIExpression()) #10, !dbg !3102
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %15), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3102
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3026, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3104
  call void @llvm.dbg.value(metadata i64* %15, metadata !3029, metadata !DIExpression()) #10, !dbg !3104
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %15), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3104
  %204 = bitcast i64* %15 to i8*, !dbg !3106
  call void @_ZdlPv(i8* noundef %204) #13, !dbg !3107
  br label %205, !dbg !3108

205:                                              ; preds = %201, %203
  %206 = add nsw i64 %185, %165, !dbg !3109
  ret i64 %206, !dbg !2755

207:                                              ; preds = %120, %116
  %208 = landingpad { i8*, i32 }
          cleanup, !dbg !2755
  br label %232, !dbg !3110

209:                                              ; preds = %137
  %210 = landingpad { i8*, i32 }
          cleanup, !dbg !2755
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2997, metadata !DIExpression()) #10, !dbg !3111
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3002, metadata !DIExpression()) #10, !dbg !3113
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3008, metadata !DIExpression()) #10, !dbg !3115
  call void @llvm.dbg.value(metadata i64* %126, metadata !3011, metadata !DIExpression()) #10, !dbg !3115
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %126), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3115
  %211 = icmp eq i64* %126, null, !dbg !3117
  br i1 %211, label %232, label %212, !dbg !3118

212:                                              ; preds = %209
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3019, metadata !DIExpression()) #10, !dbg !3119
  call void @llvm.dbg.value(metadata i64* %126, metadata !3022, metadata !DIExpression()) #10, !dbg !3119
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %126), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3119
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3026, metadata !DIExpression()) #10, !dbg !3121
  call void @llvm.dbg.value(metadata i64* %126, metadata !3029, metadata !DIExpression()) #10, !dbg !3121
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %126), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3121
  %213 = bitcast i64* %126 to i8*, !dbg !3123
  call void @_ZdlPv(i8* noundef %213) #13, !dbg !3124
  br label %232, !dbg !3125

214:                                              ; preds = %153, %214
  %215 = phi i64 [ 0, %153 ], [ %230, %214 ]
  call void @llvm.dbg.value(metadata i64 %215, metadata !2412, metadata !DIExpression()), !dbg !2928
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2702, metadata !DIExpression()), !dbg !3126
  call void @llvm.dbg.value(metadata i64 %215, metadata !2705, metadata !DIExpression()), !dbg !3126
  call void @llvm.dbg.value(metadata i64 %215, metadata !2706, metadata !DIExpression()), !dbg !3126
  %216 = mul nsw i64 %215, %3, !dbg !3129
  %217 = add nsw i64 %216, %215, !dbg !3130
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2710, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !3131
  call void @llvm.dbg.value(metadata i64 %217, metadata !2713, metadata !DIExpression()), !dbg !3131
  %218 = getelementptr inbounds i64, i64* %41, i64 %217, !dbg !3133
  %219 = load i64, i64* %218, align 8, !dbg !3134, !tbaa !2574
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2710, metadata !DIExpression()), !dbg !3135
  call void @llvm.dbg.value(metadata i64 %215, metadata !2713, metadata !DIExpression()), !dbg !3135
  %220 = getelementptr inbounds i64, i64* %126, i64 %215, !dbg !3137
  store i64 %219, i64* %220, align 8, !dbg !3138, !tbaa !2574
  %221 = trunc i64 %215 to i32, !dbg !3139
  %222 = xor i32 %221, -1, !dbg !3139
  %223 = add i32 %222, %0, !dbg !3139
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2702, metadata !DIExpression()), !dbg !3140
  call void @llvm.dbg.value(metadata i32 %223, metadata !2705, metadata !DIExpression()), !dbg !3140
  call void @llvm.dbg.value(metadata i64 %215, metadata !2706, metadata !DIExpression()), !dbg !3140
  %224 = sext i32 %223 to i64, !dbg !3142
  %225 = mul nsw i64 %224, %3, !dbg !3143
  %226 = add i64 %225, %215, !dbg !3144
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2710, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !3145
  call void @llvm.dbg.value(metadata i64 %226, metadata !2713, metadata !DIExpression()), !dbg !3145
  %227 = getelementptr inbounds i64, i64* %41, i64 %226, !dbg !3147
  %228 = load i64, i64* %227, align 8, !dbg !3148, !tbaa !2574
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2710, metadata !DIExpression()), !dbg !3149
  call void @llvm.dbg.value(metadata i64 %215, metadata !2713, metadata !DIExpression()), !dbg !3149
  %229 = getelementptr inbounds i64, i64* %143, i64 %215, !dbg !3151
  store i64 %228, i64* %229, align 8, !dbg !3152, !tbaa !2574
  %230 = add nuw nsw i64 %215, 1, !dbg !3153
  call void @llvm.dbg.value(metadata i64 %230, metadata !2412, metadata !DIExpression()), !dbg !2928
  %231 = icmp eq i64 %230, %154, !dbg !2929
  br i1 %231, label %155, label %214, !dbg !2931, !llvm.loop !3154

232:                                              ; preds = %207, %209, %212
  %233 = phi { i8*, i32 } [ %208, %207 ], [ %210, %209 ], [ %210, %212 ]
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3051, metadata !DIExpression()) #10, !dbg !3156
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2997, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3158
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3002, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3160
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3008, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3162
  call void @llvm.dbg.value(metadata i64* %41, metadata !3011, metadata !DIExpression()) #10, !dbg !3162
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %41), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3162
  %234 = icmp eq i64* %41, null, !dbg !3164
  br i1 %234, label %237, label %235, !dbg !3165

235:                                              ; preds = %232
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3019, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3166
  call void @llvm.dbg.value(metadata i64* %41, metadata !3022, metadata !DIExpression()) #10, !dbg !3166
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %41), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3166
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3026, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3168
  call void @llvm.dbg.value(metadata i64* %41, metadata !3029, metadata !DIExpression()) #10, !dbg !3168
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %41), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3168
  %236 = bitcast i64* %41 to i8*, !dbg !3170
  call void @_ZdlPv(i8* noundef %236) #13, !dbg !3171
  br label %237, !dbg !3172

237:                                              ; preds = %235, %232, %92
  %238 = phi { i8*, i32 } [ %93, %92 ], [ %233, %232 ], [ %233, %235 ]
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3051, metadata !DIExpression()) #10, !dbg !3173
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2997, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3175
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3002, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3177
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3008, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3179
  call void @llvm.dbg.value(metadata i64* %24, metadata !3011, metadata !DIExpression()) #10, !dbg !3179
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %24), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3179
  %239 = icmp eq i64* %24, null, !dbg !3181
  br i1 %239, label %242, label %240, !dbg !3182

240:                                              ; preds = %237
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3019, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3183
  call void @llvm.dbg.value(metadata i64* %24, metadata !3022, metadata !DIExpression()) #10, !dbg !3183
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %24), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3183
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3026, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3185
  call void @llvm.dbg.value(metadata i64* %24, metadata !3029, metadata !DIExpression()) #10, !dbg !3185
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %24), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3185
  %241 = bitcast i64* %24 to i8*, !dbg !3187
  call void @_ZdlPv(i8* noundef %241) #13, !dbg !3188
  br label %242, !dbg !3189

242:                                              ; preds = %240, %237, %90
  %243 = phi { i8*, i32 } [ %91, %90 ], [ %238, %237 ], [ %238, %240 ]
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3051, metadata !DIExpression()) #10, !dbg !3190
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2997, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3192
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3002, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3194
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3008, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3196
  call void @llvm.dbg.value(metadata i64* %15, metadata !3011, metadata !DIExpression()) #10, !dbg !3196
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %15), metadata !3012, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3196
  %244 = icmp eq i64* %15, null, !dbg !3198
  br i1 %244, label %247, label %245, !dbg !3199

245:                                              ; preds = %242
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3019, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3200
  call void @llvm.dbg.value(metadata i64* %15, metadata !3022, metadata !DIExpression()) #10, !dbg !3200
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %15), metadata !3023, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3200
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3026, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !3202
  call void @llvm.dbg.value(metadata i64* %15, metadata !3029, metadata !DIExpression()) #10, !dbg !3202
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %15), metadata !3030, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !3202
  %246 = bitcast i64* %15 to i8*, !dbg !3204
  call void @_ZdlPv(i8* noundef %246) #13, !dbg !3205
  br label %247, !dbg !3206

247:                                              ; preds = %242, %245
  resume { i8*, i32 } %243, !dbg !2755
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { argmemonly nofree nounwind willreturn writeonly }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1530, !1531, !1532, !1533, !1534, !1535}
!llvm.ident = !{!1536}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !1102, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "template_matrix.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "f6ac8b4a39704f9bd56d68b0dd8ca029")
!2 = !{!3, !4, !7, !8, !11, !79, !81, !38, !560, !364, !298, !408, !561, !583, !859, !1050, !13, !365, !41, !47, !17, !20, !144, !1076, !562, !860, !586, !590, !565, !568, !675}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !13, file: !12, line: 444, baseType: !23)
!12 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: ".", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!13 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<float, std::allocator<float> >", scope: !14, file: !12, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !15, templateParams: !237, identifier: "_ZTSSt6vectorIfSaIfEE")
!14 = !DINamespace(name: "std", scope: null)
!15 = !{!16, !238, !257, !273, !274, !279, !282, !285, !289, !295, !299, !305, !310, !314, !324, !327, !330, !333, !338, !339, !343, !346, !349, !352, !355, !361, !423, !424, !425, !430, !435, !436, !437, !438, !439, !440, !441, !444, !445, !448, !449, !450, !451, !454, !455, !463, !470, !473, !474, !475, !478, !481, !482, !483, !486, !489, !492, !496, !497, !500, !503, !506, !509, !512, !515, !518, !519, !520, !521, !522, !525, !526, !529, !530, !531, !537, !540, !545, !548, !551, !554, !557}
!16 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !13, baseType: !17, flags: DIFlagProtected, extraData: i32 0)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<float, std::allocator<float> >", scope: !14, file: !12, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !18, templateParams: !237, identifier: "_ZTSSt12_Vector_baseIfSaIfEE")
!18 = !{!19, !188, !193, !198, !202, !205, !210, !213, !216, !220, !223, !226, !229, !230, !233, !236}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !17, file: !12, line: 371, baseType: !20, size: 192)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !17, file: !12, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE")
!21 = !{!22, !143, !168, !172, !177, !181, !185}
!22 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !20, baseType: !23, extraData: i32 0)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !17, file: !12, line: 88, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !26, file: !25, line: 120, baseType: !142)
!25 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: ".")
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<float>", scope: !27, file: !25, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !90, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIfEfE6rebindIfEE")
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<float>, float>", scope: !28, file: !25, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !29, templateParams: !139, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIfEfEE")
!28 = !DINamespace(name: "__gnu_cxx", scope: null)
!29 = !{!30, !125, !128, !131, !135, !136, !137, !138}
!30 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !27, baseType: !31, extraData: i32 0)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<float> >", scope: !14, file: !32, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !33, templateParams: !123, identifier: "_ZTSSt16allocator_traitsISaIfEE")
!32 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: ".", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!33 = !{!34, !107, !111, !114, !120}
!34 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIfEE8allocateERS0_m", scope: !31, file: !32, line: 463, type: !35, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !39, !106}
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !31, file: !32, line: 420, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !31, file: !32, line: 414, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<float>", scope: !14, file: !42, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !43, templateParams: !90, identifier: "_ZTSSaIfE")
!42 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!43 = !{!44, !92, !96, !101, !105}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !41, baseType: !45, flags: DIFlagPublic, extraData: i32 0)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<float>", scope: !14, file: !46, line: 47, baseType: !47)
!46 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!47 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<float>", scope: !14, file: !48, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !49, templateParams: !90, identifier: "_ZTSSt15__new_allocatorIfE")
!48 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!49 = !{!50, !54, !59, !60, !67, !75, !83, !86, !89}
!50 = !DISubprogram(name: "__new_allocator", scope: !47, file: !48, line: 80, type: !51, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!54 = !DISubprogram(name: "__new_allocator", scope: !47, file: !48, line: 83, type: !55, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !53, !57}
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!59 = !DISubprogram(name: "~__new_allocator", scope: !47, file: !48, line: 90, type: !51, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIfE7addressERf", scope: !47, file: !48, line: 93, type: !61, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !47, file: !48, line: 63, baseType: !38)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !47, file: !48, line: 65, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!67 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIfE7addressERKf", scope: !47, file: !48, line: 97, type: !68, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !64, !73}
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !47, file: !48, line: 64, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !47, file: !48, line: 66, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !72, size: 64)
!75 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIfE8allocateEmPKv", scope: !47, file: !48, line: 112, type: !76, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{!38, !53, !78, !81}
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !48, line: 60, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !14, file: !80, line: 298, baseType: !10)
!80 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: ".", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!83 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIfE10deallocateEPfm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !53, !38, !78}
!86 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIfE8max_sizeEv", scope: !47, file: !48, line: 167, type: !87, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(types: !88)
!88 = !{!78, !64}
!89 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIfE11_M_max_sizeEv", scope: !47, file: !48, line: 210, type: !87, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !{!91}
!91 = !DITemplateTypeParameter(name: "_Tp", type: !7)
!92 = !DISubprogram(name: "allocator", scope: !41, file: !42, line: 156, type: !93, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!96 = !DISubprogram(name: "allocator", scope: !41, file: !42, line: 159, type: !97, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !95, !99}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!101 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIfEaSERKS_", scope: !41, file: !42, line: 164, type: !102, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !95, !99}
!104 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !41, size: 64)
!105 = !DISubprogram(name: "~allocator", scope: !41, file: !42, line: 174, type: !93, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !32, line: 435, baseType: !79)
!107 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIfEE8allocateERS0_mPKv", scope: !31, file: !32, line: 477, type: !108, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!37, !39, !106, !110}
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !32, line: 429, baseType: !81)
!111 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm", scope: !31, file: !32, line: 495, type: !112, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !39, !37, !106}
!114 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_", scope: !31, file: !32, line: 547, type: !115, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !31, file: !32, line: 435, baseType: !79)
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!120 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIfEE37select_on_container_copy_constructionERKS0_", scope: !31, file: !32, line: 562, type: !121, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!40, !118}
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "_Alloc", type: !41)
!125 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE17_S_select_on_copyERKS1_", scope: !27, file: !25, line: 97, type: !126, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!41, !99}
!128 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE10_S_on_swapERS1_S3_", scope: !27, file: !25, line: 100, type: !129, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !104, !104}
!131 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE27_S_propagate_on_copy_assignEv", scope: !27, file: !25, line: 103, type: !132, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!134}
!134 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!135 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE27_S_propagate_on_move_assignEv", scope: !27, file: !25, line: 106, type: !132, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE20_S_propagate_on_swapEv", scope: !27, file: !25, line: 109, type: !132, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!137 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE15_S_always_equalEv", scope: !27, file: !25, line: 112, type: !132, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!138 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE15_S_nothrow_moveEv", scope: !27, file: !25, line: 115, type: !132, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!139 = !{!124, !140}
!140 = !DITemplateTypeParameter(type: !7)
!141 = !{}
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<float>", scope: !31, file: !32, line: 450, baseType: !41)
!143 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !20, baseType: !144, extraData: i32 0)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !17, file: !12, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !145, identifier: "_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE")
!145 = !{!146, !149, !150, !151, !155, !159, !164}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !144, file: !12, line: 94, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !17, file: !12, line: 90, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !27, file: !25, line: 57, baseType: !37)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !144, file: !12, line: 95, baseType: !147, size: 64, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !144, file: !12, line: 96, baseType: !147, size: 64, offset: 128)
!151 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !12, line: 99, type: !152, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !12, line: 105, type: !156, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !154, !158}
!158 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !144, size: 64)
!159 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !144, file: !12, line: 113, type: !160, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !154, !162}
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!164 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !144, file: !12, line: 122, type: !165, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !154, !167}
!167 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !144, size: 64)
!168 = !DISubprogram(name: "_Vector_impl", scope: !20, file: !12, line: 137, type: !169, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DISubprogram(name: "_Vector_impl", scope: !20, file: !12, line: 143, type: !173, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !171, !175}
!175 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!177 = !DISubprogram(name: "_Vector_impl", scope: !20, file: !12, line: 151, type: !178, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !171, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !20, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !20, file: !12, line: 156, type: !182, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !171, !184}
!184 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !23, size: 64)
!185 = !DISubprogram(name: "_Vector_impl", scope: !20, file: !12, line: 161, type: !186, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !171, !184, !180}
!188 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv", scope: !17, file: !12, line: 298, type: !189, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !192}
!191 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !23, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv", scope: !17, file: !12, line: 303, type: !194, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!175, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!198 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIfSaIfEE13get_allocatorEv", scope: !17, file: !12, line: 308, type: !199, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !196}
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !17, file: !12, line: 294, baseType: !41)
!202 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 312, type: !203, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !192}
!205 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 318, type: !206, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !192, !208}
!208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !201)
!210 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 324, type: !211, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !192, !79}
!213 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 330, type: !214, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !192, !79, !208}
!216 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 335, type: !217, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !192, !219}
!219 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !17, size: 64)
!220 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 340, type: !221, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !192, !184}
!223 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 344, type: !224, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !192, !219, !208}
!226 = !DISubprogram(name: "_Vector_base", scope: !17, file: !12, line: 358, type: !227, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !192, !208, !219}
!229 = !DISubprogram(name: "~_Vector_base", scope: !17, file: !12, line: 364, type: !203, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm", scope: !17, file: !12, line: 375, type: !231, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!147, !192, !79}
!233 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm", scope: !17, file: !12, line: 383, type: !234, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !192, !147, !79}
!236 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm", scope: !17, file: !12, line: 393, type: !211, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !{!91, !124}
!238 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIfSaIfEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !13, file: !12, line: 465, type: !239, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!134, !241}
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !14, file: !242, line: 82, baseType: !243)
!242 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !14, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !244, templateParams: !254, identifier: "_ZTSSt17integral_constantIbLb1EE")
!244 = !{!245, !247, !253}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !243, file: !242, line: 64, baseType: !246, flags: DIFlagStaticMember, extraData: i1 true)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!247 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !243, file: !242, line: 67, type: !248, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !251}
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !243, file: !242, line: 65, baseType: !134)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!253 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !243, file: !242, line: 72, type: !248, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !{!255, !256}
!255 = !DITemplateTypeParameter(name: "_Tp", type: !134)
!256 = !DITemplateValueParameter(name: "__v", type: !134, value: i8 1)
!257 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIfSaIfEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !13, file: !12, line: 474, type: !258, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!134, !260}
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !14, file: !242, line: 85, baseType: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !14, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !262, templateParams: !271, identifier: "_ZTSSt17integral_constantIbLb0EE")
!262 = !{!263, !264, !270}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !261, file: !242, line: 64, baseType: !246, flags: DIFlagStaticMember, extraData: i1 false)
!264 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !261, file: !242, line: 67, type: !265, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!267, !268}
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !261, file: !242, line: 65, baseType: !134)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !261)
!270 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !261, file: !242, line: 72, type: !265, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !{!255, !272}
!272 = !DITemplateValueParameter(name: "__v", type: !134, value: i8 0)
!273 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIfSaIfEE15_S_use_relocateEv", scope: !13, file: !12, line: 478, type: !132, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!274 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIfSaIfEE14_S_do_relocateEPfS2_S2_RS0_St17integral_constantIbLb1EE", scope: !13, file: !12, line: 487, type: !275, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !277, !277, !277, !278, !241}
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !13, file: !12, line: 449, baseType: !147)
!278 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !11, size: 64)
!279 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIfSaIfEE14_S_do_relocateEPfS2_S2_RS0_St17integral_constantIbLb0EE", scope: !13, file: !12, line: 494, type: !280, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!277, !277, !277, !277, !278, !260}
!282 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIfSaIfEE11_S_relocateEPfS2_S2_RS0_", scope: !13, file: !12, line: 499, type: !283, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!277, !277, !277, !277, !278}
!285 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 526, type: !286, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!289 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 537, type: !290, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !288, !292}
!292 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !294)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !13, file: !12, line: 460, baseType: !41)
!295 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 551, type: !296, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !288, !298, !292}
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !12, line: 458, baseType: !79)
!299 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 564, type: !300, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !288, !298, !302, !292}
!302 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !304)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !13, file: !12, line: 448, baseType: !7)
!305 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 596, type: !306, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !288, !308}
!308 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!310 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 615, type: !311, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !288, !313}
!313 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !13, size: 64)
!314 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 619, type: !315, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !288, !308, !317}
!317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<float> >", scope: !14, file: !242, line: 128, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !321, file: !242, line: 125, baseType: !41)
!321 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<float> >", scope: !14, file: !242, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !322, identifier: "_ZTSSt15__type_identityISaIfEE")
!322 = !{!323}
!323 = !DITemplateTypeParameter(name: "_Type", type: !41)
!324 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 630, type: !325, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !288, !313, !292, !241}
!327 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 635, type: !328, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !288, !313, !292, !260}
!330 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 654, type: !331, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !288, !313, !317}
!333 = !DISubprogram(name: "vector", scope: !13, file: !12, line: 673, type: !334, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !288, !336, !292}
!336 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<float>", scope: !14, file: !337, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIfE")
!337 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!338 = !DISubprogram(name: "~vector", scope: !13, file: !12, line: 728, type: !286, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIfSaIfEEaSERKS1_", scope: !13, file: !12, line: 746, type: !340, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!342, !288, !308}
!342 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !13, size: 64)
!343 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIfSaIfEEaSEOS1_", scope: !13, file: !12, line: 761, type: !344, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!342, !288, !313}
!346 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIfSaIfEEaSESt16initializer_listIfE", scope: !13, file: !12, line: 783, type: !347, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!342, !288, !336}
!349 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIfSaIfEE6assignEmRKf", scope: !13, file: !12, line: 803, type: !350, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !288, !298, !302}
!352 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIfSaIfEE6assignESt16initializer_listIfE", scope: !13, file: !12, line: 850, type: !353, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !288, !336}
!355 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIfSaIfEE5beginEv", scope: !13, file: !12, line: 868, type: !356, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!358, !288}
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !13, file: !12, line: 453, baseType: !359)
!359 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<float *, std::vector<float, std::allocator<float> > >", scope: !28, file: !360, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPfSt6vectorIfSaIfEEEE")
!360 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!361 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIfSaIfEE5beginEv", scope: !13, file: !12, line: 878, type: !362, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!364, !422}
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !13, file: !12, line: 455, baseType: !365)
!365 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const float *, std::vector<float, std::allocator<float> > >", scope: !28, file: !360, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !366, templateParams: !420, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEE")
!366 = !{!367, !368, !372, !377, !388, !393, !397, !400, !401, !402, !409, !412, !415, !416, !417}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !365, file: !360, line: 1046, baseType: !71, size: 64, flags: DIFlagProtected)
!368 = !DISubprogram(name: "__normal_iterator", scope: !365, file: !360, line: 1068, type: !369, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !371}
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DISubprogram(name: "__normal_iterator", scope: !365, file: !360, line: 1072, type: !373, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{null, !371, !375}
!375 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!377 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEdeEv", scope: !365, file: !360, line: 1095, type: !378, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!380, !386}
!380 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !365, file: !360, line: 1061, baseType: !381)
!381 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !383, file: !382, line: 227, baseType: !74)
!382 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: ".")
!383 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const float *>", scope: !14, file: !382, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !384, identifier: "_ZTSSt15iterator_traitsIPKfE")
!384 = !{!385}
!385 = !DITemplateTypeParameter(name: "_Iterator", type: !71)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !365)
!388 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEptEv", scope: !365, file: !360, line: 1100, type: !389, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{!391, !386}
!391 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !365, file: !360, line: 1062, baseType: !392)
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !383, file: !382, line: 226, baseType: !71)
!393 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv", scope: !365, file: !360, line: 1105, type: !394, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{!396, !371}
!396 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !365, size: 64)
!397 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEi", scope: !365, file: !360, line: 1113, type: !398, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!365, !371, !3}
!400 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmmEv", scope: !365, file: !360, line: 1119, type: !394, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmmEi", scope: !365, file: !360, line: 1127, type: !398, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEixEl", scope: !365, file: !360, line: 1133, type: !403, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!380, !386, !405}
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !365, file: !360, line: 1060, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !383, file: !382, line: 225, baseType: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !14, file: !80, line: 299, baseType: !408)
!408 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!409 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEpLEl", scope: !365, file: !360, line: 1138, type: !410, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!396, !371, !405}
!412 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEplEl", scope: !365, file: !360, line: 1143, type: !413, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{!365, !386, !405}
!415 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmIEl", scope: !365, file: !360, line: 1148, type: !410, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmiEl", scope: !365, file: !360, line: 1153, type: !413, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEE4baseEv", scope: !365, file: !360, line: 1158, type: !418, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!375, !386}
!420 = !{!385, !421}
!421 = !DITemplateTypeParameter(name: "_Container", type: !13)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!423 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIfSaIfEE3endEv", scope: !13, file: !12, line: 888, type: !356, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIfSaIfEE3endEv", scope: !13, file: !12, line: 898, type: !362, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIfSaIfEE6rbeginEv", scope: !13, file: !12, line: 908, type: !426, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!428, !288}
!428 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !13, file: !12, line: 457, baseType: !429)
!429 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<float *, std::vector<float, std::allocator<float> > > >", scope: !14, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPfSt6vectorIfSaIfEEEEE")
!430 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIfSaIfEE6rbeginEv", scope: !13, file: !12, line: 918, type: !431, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!433, !422}
!433 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !13, file: !12, line: 456, baseType: !434)
!434 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const float *, std::vector<float, std::allocator<float> > > >", scope: !14, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEEE")
!435 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIfSaIfEE4rendEv", scope: !13, file: !12, line: 928, type: !426, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIfSaIfEE4rendEv", scope: !13, file: !12, line: 938, type: !431, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIfSaIfEE6cbeginEv", scope: !13, file: !12, line: 949, type: !362, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIfSaIfEE4cendEv", scope: !13, file: !12, line: 959, type: !362, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIfSaIfEE7crbeginEv", scope: !13, file: !12, line: 969, type: !431, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIfSaIfEE5crendEv", scope: !13, file: !12, line: 979, type: !431, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIfSaIfEE4sizeEv", scope: !13, file: !12, line: 987, type: !442, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!298, !422}
!444 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIfSaIfEE8max_sizeEv", scope: !13, file: !12, line: 993, type: !442, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIfSaIfEE6resizeEm", scope: !13, file: !12, line: 1008, type: !446, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{null, !288, !298}
!448 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIfSaIfEE6resizeEmRKf", scope: !13, file: !12, line: 1029, type: !350, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIfSaIfEE13shrink_to_fitEv", scope: !13, file: !12, line: 1063, type: !286, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIfSaIfEE8capacityEv", scope: !13, file: !12, line: 1073, type: !442, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIfSaIfEE5emptyEv", scope: !13, file: !12, line: 1083, type: !452, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!134, !422}
!454 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIfSaIfEE7reserveEm", scope: !13, file: !12, line: 1105, type: !446, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIfSaIfEEixEm", scope: !13, file: !12, line: 1121, type: !456, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubroutineType(types: !457)
!457 = !{!458, !288, !298}
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !13, file: !12, line: 451, baseType: !459)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !27, file: !25, line: 62, baseType: !460)
!460 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !461, size: 64)
!461 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !27, file: !25, line: 56, baseType: !462)
!462 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !31, file: !32, line: 417, baseType: !7)
!463 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIfSaIfEEixEm", scope: !13, file: !12, line: 1140, type: !464, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!466, !422, !298}
!466 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !13, file: !12, line: 452, baseType: !467)
!467 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !27, file: !25, line: 63, baseType: !468)
!468 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !469, size: 64)
!469 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !461)
!470 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIfSaIfEE14_M_range_checkEm", scope: !13, file: !12, line: 1150, type: !471, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubroutineType(types: !472)
!472 = !{null, !422, !298}
!473 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIfSaIfEE2atEm", scope: !13, file: !12, line: 1173, type: !456, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIfSaIfEE2atEm", scope: !13, file: !12, line: 1192, type: !464, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIfSaIfEE5frontEv", scope: !13, file: !12, line: 1204, type: !476, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!458, !288}
!478 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIfSaIfEE5frontEv", scope: !13, file: !12, line: 1216, type: !479, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{!466, !422}
!481 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIfSaIfEE4backEv", scope: !13, file: !12, line: 1228, type: !476, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIfSaIfEE4backEv", scope: !13, file: !12, line: 1240, type: !479, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIfSaIfEE4dataEv", scope: !13, file: !12, line: 1255, type: !484, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{!38, !288}
!486 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIfSaIfEE4dataEv", scope: !13, file: !12, line: 1260, type: !487, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubroutineType(types: !488)
!488 = !{!71, !422}
!489 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIfSaIfEE9push_backERKf", scope: !13, file: !12, line: 1276, type: !490, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !288, !302}
!492 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIfSaIfEE9push_backEOf", scope: !13, file: !12, line: 1293, type: !493, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !288, !495}
!495 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !304, size: 64)
!496 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIfSaIfEE8pop_backEv", scope: !13, file: !12, line: 1317, type: !286, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EERS4_", scope: !13, file: !12, line: 1357, type: !498, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubroutineType(types: !499)
!499 = !{!358, !288, !364, !302}
!500 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EEOf", scope: !13, file: !12, line: 1388, type: !501, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!501 = !DISubroutineType(types: !502)
!502 = !{!358, !288, !364, !495}
!503 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EESt16initializer_listIfE", scope: !13, file: !12, line: 1406, type: !504, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DISubroutineType(types: !505)
!505 = !{!358, !288, !364, !336}
!506 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EEmRS4_", scope: !13, file: !12, line: 1432, type: !507, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DISubroutineType(types: !508)
!508 = !{!358, !288, !364, !298, !302}
!509 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIfSaIfEE5eraseEN9__gnu_cxx17__normal_iteratorIPKfS1_EE", scope: !13, file: !12, line: 1529, type: !510, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DISubroutineType(types: !511)
!511 = !{!358, !288, !364}
!512 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIfSaIfEE5eraseEN9__gnu_cxx17__normal_iteratorIPKfS1_EES6_", scope: !13, file: !12, line: 1557, type: !513, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubroutineType(types: !514)
!514 = !{!358, !288, !364, !364}
!515 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIfSaIfEE4swapERS1_", scope: !13, file: !12, line: 1581, type: !516, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{null, !288, !342}
!518 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIfSaIfEE5clearEv", scope: !13, file: !12, line: 1600, type: !286, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf", scope: !13, file: !12, line: 1699, type: !350, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIfSaIfEE21_M_default_initializeEm", scope: !13, file: !12, line: 1710, type: !446, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf", scope: !13, file: !12, line: 1757, type: !350, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIfSaIfEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPfS1_EEmRKf", scope: !13, file: !12, line: 1801, type: !523, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{null, !288, !358, !298, !302}
!525 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIfSaIfEE17_M_default_appendEm", scope: !13, file: !12, line: 1807, type: !446, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIfSaIfEE16_M_shrink_to_fitEv", scope: !13, file: !12, line: 1811, type: !527, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubroutineType(types: !528)
!528 = !{!134, !288}
!529 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIfSaIfEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKfS1_EEOf", scope: !13, file: !12, line: 1873, type: !501, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIfSaIfEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKfS1_EEOf", scope: !13, file: !12, line: 1884, type: !501, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!531 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIfSaIfEE12_M_check_lenEmPKc", scope: !13, file: !12, line: 1891, type: !532, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!534, !422, !298, !535}
!534 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !13, file: !12, line: 458, baseType: !79)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !536, size: 64)
!536 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!537 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_", scope: !13, file: !12, line: 1902, type: !538, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!538 = !DISubroutineType(types: !539)
!539 = !{!534, !298, !292}
!540 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_", scope: !13, file: !12, line: 1911, type: !541, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!541 = !DISubroutineType(types: !542)
!542 = !{!534, !543}
!543 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !544, size: 64)
!544 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!545 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIfSaIfEE15_M_erase_at_endEPf", scope: !13, file: !12, line: 1928, type: !546, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DISubroutineType(types: !547)
!547 = !{null, !288, !277}
!548 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIfSaIfEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPfS1_EE", scope: !13, file: !12, line: 1941, type: !549, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubroutineType(types: !550)
!550 = !{!358, !288, !358}
!551 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIfSaIfEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPfS1_EES5_", scope: !13, file: !12, line: 1945, type: !552, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubroutineType(types: !553)
!553 = !{!358, !288, !358, !358}
!554 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIfSaIfEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !13, file: !12, line: 1954, type: !555, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!555 = !DISubroutineType(types: !556)
!556 = !{null, !288, !313, !241}
!557 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIfSaIfEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !13, file: !12, line: 1966, type: !558, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubroutineType(types: !559)
!559 = !{null, !288, !313, !260}
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !562, file: !12, line: 444, baseType: !571)
!562 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<long, std::allocator<long> >", scope: !14, file: !12, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !563, templateParams: !768, identifier: "_ZTSSt6vectorIlSaIlEE")
!563 = !{!564, !769, !770, !771, !772, !777, !780, !783, !787, !793, !796, !802, !807, !811, !821, !824, !827, !830, !834, !835, !839, !842, !845, !848, !851, !856, !915, !916, !917, !922, !927, !928, !929, !930, !931, !932, !933, !936, !937, !940, !941, !942, !943, !946, !947, !955, !962, !965, !966, !967, !970, !973, !974, !975, !978, !981, !984, !988, !989, !992, !995, !998, !1001, !1004, !1007, !1010, !1011, !1012, !1013, !1014, !1017, !1018, !1021, !1022, !1023, !1027, !1030, !1035, !1038, !1041, !1044, !1047}
!564 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !562, baseType: !565, flags: DIFlagProtected, extraData: i32 0)
!565 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<long, std::allocator<long> >", scope: !14, file: !12, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !566, templateParams: !768, identifier: "_ZTSSt12_Vector_baseIlSaIlEE")
!566 = !{!567, !719, !724, !729, !733, !736, !741, !744, !747, !751, !754, !757, !760, !761, !764, !767}
!567 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !565, file: !12, line: 371, baseType: !568, size: 192)
!568 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !565, file: !12, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !569, identifier: "_ZTSNSt12_Vector_baseIlSaIlEE12_Vector_implE")
!569 = !{!570, !674, !699, !703, !708, !712, !716}
!570 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !568, baseType: !571, extraData: i32 0)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !565, file: !12, line: 88, baseType: !572)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !573, file: !25, line: 120, baseType: !673)
!573 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<long>", scope: !574, file: !25, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !627, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIlElE6rebindIlEE")
!574 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<long>, long>", scope: !28, file: !25, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !575, templateParams: !671, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIlElEE")
!575 = !{!576, !660, !663, !666, !667, !668, !669, !670}
!576 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !574, baseType: !577, extraData: i32 0)
!577 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<long> >", scope: !14, file: !32, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !578, templateParams: !658, identifier: "_ZTSSt16allocator_traitsISaIlEE")
!578 = !{!579, !643, !646, !649, !655}
!579 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIlEE8allocateERS0_m", scope: !577, file: !32, line: 463, type: !580, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!580 = !DISubroutineType(types: !581)
!581 = !{!582, !584, !106}
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !577, file: !32, line: 420, baseType: !583)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !408, size: 64)
!584 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !585, size: 64)
!585 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !577, file: !32, line: 414, baseType: !586)
!586 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<long>", scope: !14, file: !42, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !587, templateParams: !627, identifier: "_ZTSSaIlE")
!587 = !{!588, !629, !633, !638, !642}
!588 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !586, baseType: !589, flags: DIFlagPublic, extraData: i32 0)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<long>", scope: !14, file: !46, line: 47, baseType: !590)
!590 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<long>", scope: !14, file: !48, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !591, templateParams: !627, identifier: "_ZTSSt15__new_allocatorIlE")
!591 = !{!592, !596, !601, !602, !609, !617, !620, !623, !626}
!592 = !DISubprogram(name: "__new_allocator", scope: !590, file: !48, line: 80, type: !593, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubroutineType(types: !594)
!594 = !{null, !595}
!595 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !590, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!596 = !DISubprogram(name: "__new_allocator", scope: !590, file: !48, line: 83, type: !597, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubroutineType(types: !598)
!598 = !{null, !595, !599}
!599 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !600, size: 64)
!600 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !590)
!601 = !DISubprogram(name: "~__new_allocator", scope: !590, file: !48, line: 90, type: !593, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIlE7addressERl", scope: !590, file: !48, line: 93, type: !603, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{!605, !606, !607}
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !590, file: !48, line: 63, baseType: !583)
!606 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !600, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !590, file: !48, line: 65, baseType: !608)
!608 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !408, size: 64)
!609 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIlE7addressERKl", scope: !590, file: !48, line: 97, type: !610, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DISubroutineType(types: !611)
!611 = !{!612, !606, !615}
!612 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !590, file: !48, line: 64, baseType: !613)
!613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !614, size: 64)
!614 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !408)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !590, file: !48, line: 66, baseType: !616)
!616 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !614, size: 64)
!617 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIlE8allocateEmPKv", scope: !590, file: !48, line: 112, type: !618, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!583, !595, !78, !81}
!620 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIlE10deallocateEPlm", scope: !590, file: !48, line: 142, type: !621, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !595, !583, !78}
!623 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIlE8max_sizeEv", scope: !590, file: !48, line: 167, type: !624, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!624 = !DISubroutineType(types: !625)
!625 = !{!78, !606}
!626 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIlE11_M_max_sizeEv", scope: !590, file: !48, line: 210, type: !624, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !{!628}
!628 = !DITemplateTypeParameter(name: "_Tp", type: !408)
!629 = !DISubprogram(name: "allocator", scope: !586, file: !42, line: 156, type: !630, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!630 = !DISubroutineType(types: !631)
!631 = !{null, !632}
!632 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !586, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!633 = !DISubprogram(name: "allocator", scope: !586, file: !42, line: 159, type: !634, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{null, !632, !636}
!636 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !637, size: 64)
!637 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !586)
!638 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIlEaSERKS_", scope: !586, file: !42, line: 164, type: !639, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!639 = !DISubroutineType(types: !640)
!640 = !{!641, !632, !636}
!641 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !586, size: 64)
!642 = !DISubprogram(name: "~allocator", scope: !586, file: !42, line: 174, type: !630, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIlEE8allocateERS0_mPKv", scope: !577, file: !32, line: 477, type: !644, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!582, !584, !106, !110}
!646 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm", scope: !577, file: !32, line: 495, type: !647, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{null, !584, !582, !106}
!649 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIlEE8max_sizeERKS0_", scope: !577, file: !32, line: 547, type: !650, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!650 = !DISubroutineType(types: !651)
!651 = !{!652, !653}
!652 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !577, file: !32, line: 435, baseType: !79)
!653 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !654, size: 64)
!654 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !585)
!655 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIlEE37select_on_container_copy_constructionERKS0_", scope: !577, file: !32, line: 562, type: !656, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!656 = !DISubroutineType(types: !657)
!657 = !{!585, !653}
!658 = !{!659}
!659 = !DITemplateTypeParameter(name: "_Alloc", type: !586)
!660 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE17_S_select_on_copyERKS1_", scope: !574, file: !25, line: 97, type: !661, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!661 = !DISubroutineType(types: !662)
!662 = !{!586, !636}
!663 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE10_S_on_swapERS1_S3_", scope: !574, file: !25, line: 100, type: !664, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!664 = !DISubroutineType(types: !665)
!665 = !{null, !641, !641}
!666 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE27_S_propagate_on_copy_assignEv", scope: !574, file: !25, line: 103, type: !132, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!667 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE27_S_propagate_on_move_assignEv", scope: !574, file: !25, line: 106, type: !132, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!668 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE20_S_propagate_on_swapEv", scope: !574, file: !25, line: 109, type: !132, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!669 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE15_S_always_equalEv", scope: !574, file: !25, line: 112, type: !132, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!670 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE15_S_nothrow_moveEv", scope: !574, file: !25, line: 115, type: !132, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!671 = !{!659, !672}
!672 = !DITemplateTypeParameter(type: !408)
!673 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<long>", scope: !577, file: !32, line: 450, baseType: !586)
!674 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !568, baseType: !675, extraData: i32 0)
!675 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !565, file: !12, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !676, identifier: "_ZTSNSt12_Vector_baseIlSaIlEE17_Vector_impl_dataE")
!676 = !{!677, !680, !681, !682, !686, !690, !695}
!677 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !675, file: !12, line: 94, baseType: !678, size: 64)
!678 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !565, file: !12, line: 90, baseType: !679)
!679 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !574, file: !25, line: 57, baseType: !582)
!680 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !675, file: !12, line: 95, baseType: !678, size: 64, offset: 64)
!681 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !675, file: !12, line: 96, baseType: !678, size: 64, offset: 128)
!682 = !DISubprogram(name: "_Vector_impl_data", scope: !675, file: !12, line: 99, type: !683, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!683 = !DISubroutineType(types: !684)
!684 = !{null, !685}
!685 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !675, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!686 = !DISubprogram(name: "_Vector_impl_data", scope: !675, file: !12, line: 105, type: !687, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DISubroutineType(types: !688)
!688 = !{null, !685, !689}
!689 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !675, size: 64)
!690 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !675, file: !12, line: 113, type: !691, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DISubroutineType(types: !692)
!692 = !{null, !685, !693}
!693 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !694, size: 64)
!694 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !675)
!695 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !675, file: !12, line: 122, type: !696, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!696 = !DISubroutineType(types: !697)
!697 = !{null, !685, !698}
!698 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !675, size: 64)
!699 = !DISubprogram(name: "_Vector_impl", scope: !568, file: !12, line: 137, type: !700, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!700 = !DISubroutineType(types: !701)
!701 = !{null, !702}
!702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !568, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!703 = !DISubprogram(name: "_Vector_impl", scope: !568, file: !12, line: 143, type: !704, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DISubroutineType(types: !705)
!705 = !{null, !702, !706}
!706 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !707, size: 64)
!707 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !571)
!708 = !DISubprogram(name: "_Vector_impl", scope: !568, file: !12, line: 151, type: !709, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DISubroutineType(types: !710)
!710 = !{null, !702, !711}
!711 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !568, size: 64)
!712 = !DISubprogram(name: "_Vector_impl", scope: !568, file: !12, line: 156, type: !713, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{null, !702, !715}
!715 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !571, size: 64)
!716 = !DISubprogram(name: "_Vector_impl", scope: !568, file: !12, line: 161, type: !717, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DISubroutineType(types: !718)
!718 = !{null, !702, !715, !711}
!719 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv", scope: !565, file: !12, line: 298, type: !720, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!720 = !DISubroutineType(types: !721)
!721 = !{!722, !723}
!722 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !571, size: 64)
!723 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!724 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv", scope: !565, file: !12, line: 303, type: !725, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DISubroutineType(types: !726)
!726 = !{!706, !727}
!727 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !728, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!728 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !565)
!729 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIlSaIlEE13get_allocatorEv", scope: !565, file: !12, line: 308, type: !730, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{!732, !727}
!732 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !565, file: !12, line: 294, baseType: !586)
!733 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 312, type: !734, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubroutineType(types: !735)
!735 = !{null, !723}
!736 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 318, type: !737, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubroutineType(types: !738)
!738 = !{null, !723, !739}
!739 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !740, size: 64)
!740 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !732)
!741 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 324, type: !742, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubroutineType(types: !743)
!743 = !{null, !723, !79}
!744 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 330, type: !745, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{null, !723, !79, !739}
!747 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 335, type: !748, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{null, !723, !750}
!750 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !565, size: 64)
!751 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 340, type: !752, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubroutineType(types: !753)
!753 = !{null, !723, !715}
!754 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 344, type: !755, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{null, !723, !750, !739}
!757 = !DISubprogram(name: "_Vector_base", scope: !565, file: !12, line: 358, type: !758, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!758 = !DISubroutineType(types: !759)
!759 = !{null, !723, !739, !750}
!760 = !DISubprogram(name: "~_Vector_base", scope: !565, file: !12, line: 364, type: !734, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm", scope: !565, file: !12, line: 375, type: !762, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DISubroutineType(types: !763)
!763 = !{!678, !723, !79}
!764 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm", scope: !565, file: !12, line: 383, type: !765, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{null, !723, !678, !79}
!767 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm", scope: !565, file: !12, line: 393, type: !742, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !{!628, !659}
!769 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIlSaIlEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !562, file: !12, line: 465, type: !239, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!770 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIlSaIlEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !562, file: !12, line: 474, type: !258, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!771 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIlSaIlEE15_S_use_relocateEv", scope: !562, file: !12, line: 478, type: !132, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!772 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIlSaIlEE14_S_do_relocateEPlS2_S2_RS0_St17integral_constantIbLb1EE", scope: !562, file: !12, line: 487, type: !773, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!773 = !DISubroutineType(types: !774)
!774 = !{!775, !775, !775, !775, !776, !241}
!775 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !562, file: !12, line: 449, baseType: !678)
!776 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !561, size: 64)
!777 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIlSaIlEE14_S_do_relocateEPlS2_S2_RS0_St17integral_constantIbLb0EE", scope: !562, file: !12, line: 494, type: !778, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!778 = !DISubroutineType(types: !779)
!779 = !{!775, !775, !775, !775, !776, !260}
!780 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIlSaIlEE11_S_relocateEPlS2_S2_RS0_", scope: !562, file: !12, line: 499, type: !781, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!775, !775, !775, !775, !776}
!783 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 526, type: !784, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!784 = !DISubroutineType(types: !785)
!785 = !{null, !786}
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!787 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 537, type: !788, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DISubroutineType(types: !789)
!789 = !{null, !786, !790}
!790 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!791 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !792)
!792 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !562, file: !12, line: 460, baseType: !586)
!793 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 551, type: !794, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !786, !298, !790}
!796 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 564, type: !797, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!797 = !DISubroutineType(types: !798)
!798 = !{null, !786, !298, !799, !790}
!799 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !800, size: 64)
!800 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !801)
!801 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !562, file: !12, line: 448, baseType: !408)
!802 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 596, type: !803, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !786, !805}
!805 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !806, size: 64)
!806 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !562)
!807 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 615, type: !808, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!808 = !DISubroutineType(types: !809)
!809 = !{null, !786, !810}
!810 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !562, size: 64)
!811 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 619, type: !812, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!812 = !DISubroutineType(types: !813)
!813 = !{null, !786, !805, !814}
!814 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !815, size: 64)
!815 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !816)
!816 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<long> >", scope: !14, file: !242, line: 128, baseType: !817)
!817 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !818, file: !242, line: 125, baseType: !586)
!818 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<long> >", scope: !14, file: !242, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !819, identifier: "_ZTSSt15__type_identityISaIlEE")
!819 = !{!820}
!820 = !DITemplateTypeParameter(name: "_Type", type: !586)
!821 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 630, type: !822, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DISubroutineType(types: !823)
!823 = !{null, !786, !810, !790, !241}
!824 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 635, type: !825, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!825 = !DISubroutineType(types: !826)
!826 = !{null, !786, !810, !790, !260}
!827 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 654, type: !828, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DISubroutineType(types: !829)
!829 = !{null, !786, !810, !814}
!830 = !DISubprogram(name: "vector", scope: !562, file: !12, line: 673, type: !831, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!831 = !DISubroutineType(types: !832)
!832 = !{null, !786, !833, !790}
!833 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<long>", scope: !14, file: !337, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIlE")
!834 = !DISubprogram(name: "~vector", scope: !562, file: !12, line: 728, type: !784, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!835 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIlSaIlEEaSERKS1_", scope: !562, file: !12, line: 746, type: !836, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!838, !786, !805}
!838 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !562, size: 64)
!839 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIlSaIlEEaSEOS1_", scope: !562, file: !12, line: 761, type: !840, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{!838, !786, !810}
!842 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIlSaIlEEaSESt16initializer_listIlE", scope: !562, file: !12, line: 783, type: !843, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubroutineType(types: !844)
!844 = !{!838, !786, !833}
!845 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIlSaIlEE6assignEmRKl", scope: !562, file: !12, line: 803, type: !846, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!846 = !DISubroutineType(types: !847)
!847 = !{null, !786, !298, !799}
!848 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIlSaIlEE6assignESt16initializer_listIlE", scope: !562, file: !12, line: 850, type: !849, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!849 = !DISubroutineType(types: !850)
!850 = !{null, !786, !833}
!851 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIlSaIlEE5beginEv", scope: !562, file: !12, line: 868, type: !852, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DISubroutineType(types: !853)
!853 = !{!854, !786}
!854 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !562, file: !12, line: 453, baseType: !855)
!855 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<long *, std::vector<long, std::allocator<long> > >", scope: !28, file: !360, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPlSt6vectorIlSaIlEEEE")
!856 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIlSaIlEE5beginEv", scope: !562, file: !12, line: 878, type: !857, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!857 = !DISubroutineType(types: !858)
!858 = !{!859, !914}
!859 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !562, file: !12, line: 455, baseType: !860)
!860 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const long *, std::vector<long, std::allocator<long> > >", scope: !28, file: !360, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !861, templateParams: !912, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEE")
!861 = !{!862, !863, !867, !872, !882, !887, !891, !894, !895, !896, !901, !904, !907, !908, !909}
!862 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !860, file: !360, line: 1046, baseType: !613, size: 64, flags: DIFlagProtected)
!863 = !DISubprogram(name: "__normal_iterator", scope: !860, file: !360, line: 1068, type: !864, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{null, !866}
!866 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !860, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!867 = !DISubprogram(name: "__normal_iterator", scope: !860, file: !360, line: 1072, type: !868, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DISubroutineType(types: !869)
!869 = !{null, !866, !870}
!870 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !871, size: 64)
!871 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !613)
!872 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEdeEv", scope: !860, file: !360, line: 1095, type: !873, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!873 = !DISubroutineType(types: !874)
!874 = !{!875, !880}
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !860, file: !360, line: 1061, baseType: !876)
!876 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !877, file: !382, line: 227, baseType: !616)
!877 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const long *>", scope: !14, file: !382, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !878, identifier: "_ZTSSt15iterator_traitsIPKlE")
!878 = !{!879}
!879 = !DITemplateTypeParameter(name: "_Iterator", type: !613)
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !881, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!881 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !860)
!882 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEptEv", scope: !860, file: !360, line: 1100, type: !883, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!883 = !DISubroutineType(types: !884)
!884 = !{!885, !880}
!885 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !860, file: !360, line: 1062, baseType: !886)
!886 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !877, file: !382, line: 226, baseType: !613)
!887 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv", scope: !860, file: !360, line: 1105, type: !888, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!888 = !DISubroutineType(types: !889)
!889 = !{!890, !866}
!890 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !860, size: 64)
!891 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEi", scope: !860, file: !360, line: 1113, type: !892, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!892 = !DISubroutineType(types: !893)
!893 = !{!860, !866, !3}
!894 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmmEv", scope: !860, file: !360, line: 1119, type: !888, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!895 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmmEi", scope: !860, file: !360, line: 1127, type: !892, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!896 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEixEl", scope: !860, file: !360, line: 1133, type: !897, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!897 = !DISubroutineType(types: !898)
!898 = !{!875, !880, !899}
!899 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !860, file: !360, line: 1060, baseType: !900)
!900 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !877, file: !382, line: 225, baseType: !407)
!901 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEpLEl", scope: !860, file: !360, line: 1138, type: !902, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!902 = !DISubroutineType(types: !903)
!903 = !{!890, !866, !899}
!904 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEplEl", scope: !860, file: !360, line: 1143, type: !905, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!905 = !DISubroutineType(types: !906)
!906 = !{!860, !880, !899}
!907 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmIEl", scope: !860, file: !360, line: 1148, type: !902, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!908 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmiEl", scope: !860, file: !360, line: 1153, type: !905, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!909 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEE4baseEv", scope: !860, file: !360, line: 1158, type: !910, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!910 = !DISubroutineType(types: !911)
!911 = !{!870, !880}
!912 = !{!879, !913}
!913 = !DITemplateTypeParameter(name: "_Container", type: !562)
!914 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !806, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!915 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIlSaIlEE3endEv", scope: !562, file: !12, line: 888, type: !852, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!916 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIlSaIlEE3endEv", scope: !562, file: !12, line: 898, type: !857, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!917 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIlSaIlEE6rbeginEv", scope: !562, file: !12, line: 908, type: !918, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!918 = !DISubroutineType(types: !919)
!919 = !{!920, !786}
!920 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !562, file: !12, line: 457, baseType: !921)
!921 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<long *, std::vector<long, std::allocator<long> > > >", scope: !14, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPlSt6vectorIlSaIlEEEEE")
!922 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIlSaIlEE6rbeginEv", scope: !562, file: !12, line: 918, type: !923, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{!925, !914}
!925 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !562, file: !12, line: 456, baseType: !926)
!926 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const long *, std::vector<long, std::allocator<long> > > >", scope: !14, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEEE")
!927 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIlSaIlEE4rendEv", scope: !562, file: !12, line: 928, type: !918, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!928 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIlSaIlEE4rendEv", scope: !562, file: !12, line: 938, type: !923, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIlSaIlEE6cbeginEv", scope: !562, file: !12, line: 949, type: !857, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIlSaIlEE4cendEv", scope: !562, file: !12, line: 959, type: !857, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!931 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIlSaIlEE7crbeginEv", scope: !562, file: !12, line: 969, type: !923, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!932 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIlSaIlEE5crendEv", scope: !562, file: !12, line: 979, type: !923, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!933 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIlSaIlEE4sizeEv", scope: !562, file: !12, line: 987, type: !934, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!934 = !DISubroutineType(types: !935)
!935 = !{!298, !914}
!936 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIlSaIlEE8max_sizeEv", scope: !562, file: !12, line: 993, type: !934, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIlSaIlEE6resizeEm", scope: !562, file: !12, line: 1008, type: !938, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DISubroutineType(types: !939)
!939 = !{null, !786, !298}
!940 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIlSaIlEE6resizeEmRKl", scope: !562, file: !12, line: 1029, type: !846, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!941 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIlSaIlEE13shrink_to_fitEv", scope: !562, file: !12, line: 1063, type: !784, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIlSaIlEE8capacityEv", scope: !562, file: !12, line: 1073, type: !934, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!943 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIlSaIlEE5emptyEv", scope: !562, file: !12, line: 1083, type: !944, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!944 = !DISubroutineType(types: !945)
!945 = !{!134, !914}
!946 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIlSaIlEE7reserveEm", scope: !562, file: !12, line: 1105, type: !938, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!947 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIlSaIlEEixEm", scope: !562, file: !12, line: 1121, type: !948, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!948 = !DISubroutineType(types: !949)
!949 = !{!950, !786, !298}
!950 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !562, file: !12, line: 451, baseType: !951)
!951 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !574, file: !25, line: 62, baseType: !952)
!952 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !953, size: 64)
!953 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !574, file: !25, line: 56, baseType: !954)
!954 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !577, file: !32, line: 417, baseType: !408)
!955 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIlSaIlEEixEm", scope: !562, file: !12, line: 1140, type: !956, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!956 = !DISubroutineType(types: !957)
!957 = !{!958, !914, !298}
!958 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !562, file: !12, line: 452, baseType: !959)
!959 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !574, file: !25, line: 63, baseType: !960)
!960 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !961, size: 64)
!961 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !953)
!962 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIlSaIlEE14_M_range_checkEm", scope: !562, file: !12, line: 1150, type: !963, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!963 = !DISubroutineType(types: !964)
!964 = !{null, !914, !298}
!965 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIlSaIlEE2atEm", scope: !562, file: !12, line: 1173, type: !948, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!966 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIlSaIlEE2atEm", scope: !562, file: !12, line: 1192, type: !956, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!967 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIlSaIlEE5frontEv", scope: !562, file: !12, line: 1204, type: !968, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!968 = !DISubroutineType(types: !969)
!969 = !{!950, !786}
!970 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIlSaIlEE5frontEv", scope: !562, file: !12, line: 1216, type: !971, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!971 = !DISubroutineType(types: !972)
!972 = !{!958, !914}
!973 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIlSaIlEE4backEv", scope: !562, file: !12, line: 1228, type: !968, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!974 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIlSaIlEE4backEv", scope: !562, file: !12, line: 1240, type: !971, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!975 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIlSaIlEE4dataEv", scope: !562, file: !12, line: 1255, type: !976, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!976 = !DISubroutineType(types: !977)
!977 = !{!583, !786}
!978 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIlSaIlEE4dataEv", scope: !562, file: !12, line: 1260, type: !979, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!979 = !DISubroutineType(types: !980)
!980 = !{!613, !914}
!981 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIlSaIlEE9push_backERKl", scope: !562, file: !12, line: 1276, type: !982, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!982 = !DISubroutineType(types: !983)
!983 = !{null, !786, !799}
!984 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIlSaIlEE9push_backEOl", scope: !562, file: !12, line: 1293, type: !985, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!985 = !DISubroutineType(types: !986)
!986 = !{null, !786, !987}
!987 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !801, size: 64)
!988 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIlSaIlEE8pop_backEv", scope: !562, file: !12, line: 1317, type: !784, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!989 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EERS4_", scope: !562, file: !12, line: 1357, type: !990, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!990 = !DISubroutineType(types: !991)
!991 = !{!854, !786, !859, !799}
!992 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EEOl", scope: !562, file: !12, line: 1388, type: !993, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!993 = !DISubroutineType(types: !994)
!994 = !{!854, !786, !859, !987}
!995 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EESt16initializer_listIlE", scope: !562, file: !12, line: 1406, type: !996, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!996 = !DISubroutineType(types: !997)
!997 = !{!854, !786, !859, !833}
!998 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EEmRS4_", scope: !562, file: !12, line: 1432, type: !999, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!854, !786, !859, !298, !799}
!1001 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIlSaIlEE5eraseEN9__gnu_cxx17__normal_iteratorIPKlS1_EE", scope: !562, file: !12, line: 1529, type: !1002, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1002 = !DISubroutineType(types: !1003)
!1003 = !{!854, !786, !859}
!1004 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIlSaIlEE5eraseEN9__gnu_cxx17__normal_iteratorIPKlS1_EES6_", scope: !562, file: !12, line: 1557, type: !1005, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1005 = !DISubroutineType(types: !1006)
!1006 = !{!854, !786, !859, !859}
!1007 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIlSaIlEE4swapERS1_", scope: !562, file: !12, line: 1581, type: !1008, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1008 = !DISubroutineType(types: !1009)
!1009 = !{null, !786, !838}
!1010 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIlSaIlEE5clearEv", scope: !562, file: !12, line: 1600, type: !784, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1011 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl", scope: !562, file: !12, line: 1699, type: !846, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1012 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIlSaIlEE21_M_default_initializeEm", scope: !562, file: !12, line: 1710, type: !938, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1013 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIlSaIlEE14_M_fill_assignEmRKl", scope: !562, file: !12, line: 1757, type: !846, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1014 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIlSaIlEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPlS1_EEmRKl", scope: !562, file: !12, line: 1801, type: !1015, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1015 = !DISubroutineType(types: !1016)
!1016 = !{null, !786, !854, !298, !799}
!1017 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIlSaIlEE17_M_default_appendEm", scope: !562, file: !12, line: 1807, type: !938, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1018 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIlSaIlEE16_M_shrink_to_fitEv", scope: !562, file: !12, line: 1811, type: !1019, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1019 = !DISubroutineType(types: !1020)
!1020 = !{!134, !786}
!1021 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIlSaIlEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKlS1_EEOl", scope: !562, file: !12, line: 1873, type: !993, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1022 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIlSaIlEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKlS1_EEOl", scope: !562, file: !12, line: 1884, type: !993, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1023 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIlSaIlEE12_M_check_lenEmPKc", scope: !562, file: !12, line: 1891, type: !1024, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{!1026, !914, !298, !535}
!1026 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !562, file: !12, line: 458, baseType: !79)
!1027 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_", scope: !562, file: !12, line: 1902, type: !1028, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{!1026, !298, !790}
!1030 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIlSaIlEE11_S_max_sizeERKS0_", scope: !562, file: !12, line: 1911, type: !1031, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!1026, !1033}
!1033 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1034, size: 64)
!1034 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !561)
!1035 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIlSaIlEE15_M_erase_at_endEPl", scope: !562, file: !12, line: 1928, type: !1036, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{null, !786, !775}
!1038 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIlSaIlEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPlS1_EE", scope: !562, file: !12, line: 1941, type: !1039, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1039 = !DISubroutineType(types: !1040)
!1040 = !{!854, !786, !854}
!1041 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIlSaIlEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPlS1_EES5_", scope: !562, file: !12, line: 1945, type: !1042, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{!854, !786, !854, !854}
!1044 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIlSaIlEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !562, file: !12, line: 1954, type: !1045, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{null, !786, !810, !241}
!1047 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIlSaIlEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !562, file: !12, line: 1966, type: !1048, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{null, !786, !810, !260}
!1050 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix<float>", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1051, templateParams: !1074, identifier: "_ZTS6MatrixIfE")
!1051 = !{!1052, !1053, !1054, !1055, !1059, !1064, !1065, !1068, !1071}
!1052 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !1050, file: !1, line: 9, baseType: !3, size: 32)
!1053 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !1050, file: !1, line: 9, baseType: !3, size: 32, offset: 32)
!1054 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1050, file: !1, line: 10, baseType: !13, size: 192, offset: 64)
!1055 = !DISubprogram(name: "Matrix", scope: !1050, file: !1, line: 13, type: !1056, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1056 = !DISubroutineType(types: !1057)
!1057 = !{null, !1058, !3, !3}
!1058 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1050, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1059 = !DISubprogram(name: "rows", linkageName: "_ZNK6MatrixIfE4rowsEv", scope: !1050, file: !1, line: 14, type: !1060, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1060 = !DISubroutineType(types: !1061)
!1061 = !{!3, !1062}
!1062 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1063, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1063 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1050)
!1064 = !DISubprogram(name: "cols", linkageName: "_ZNK6MatrixIfE4colsEv", scope: !1050, file: !1, line: 15, type: !1060, scopeLine: 15, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1065 = !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIfEclEii", scope: !1050, file: !1, line: 16, type: !1066, scopeLine: 16, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1066 = !DISubroutineType(types: !1067)
!1067 = !{!66, !1058, !3, !3}
!1068 = !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIfEclEii", scope: !1050, file: !1, line: 17, type: !1069, scopeLine: 17, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1069 = !DISubroutineType(types: !1070)
!1070 = !{!74, !1062, !3, !3}
!1071 = !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIfE3sumEv", scope: !1050, file: !1, line: 18, type: !1072, scopeLine: 18, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1072 = !DISubroutineType(types: !1073)
!1073 = !{!7, !1062}
!1074 = !{!1075}
!1075 = !DITemplateTypeParameter(name: "T", type: !7)
!1076 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix<long>", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1077, templateParams: !1100, identifier: "_ZTS6MatrixIlE")
!1077 = !{!1078, !1079, !1080, !1081, !1085, !1090, !1091, !1094, !1097}
!1078 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !1076, file: !1, line: 9, baseType: !3, size: 32)
!1079 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !1076, file: !1, line: 9, baseType: !3, size: 32, offset: 32)
!1080 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1076, file: !1, line: 10, baseType: !562, size: 192, offset: 64)
!1081 = !DISubprogram(name: "Matrix", scope: !1076, file: !1, line: 13, type: !1082, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{null, !1084, !3, !3}
!1084 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1076, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1085 = !DISubprogram(name: "rows", linkageName: "_ZNK6MatrixIlE4rowsEv", scope: !1076, file: !1, line: 14, type: !1086, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{!3, !1088}
!1088 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1089, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1089 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1076)
!1090 = !DISubprogram(name: "cols", linkageName: "_ZNK6MatrixIlE4colsEv", scope: !1076, file: !1, line: 15, type: !1086, scopeLine: 15, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1091 = !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIlEclEii", scope: !1076, file: !1, line: 16, type: !1092, scopeLine: 16, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1092 = !DISubroutineType(types: !1093)
!1093 = !{!608, !1084, !3, !3}
!1094 = !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIlEclEii", scope: !1076, file: !1, line: 17, type: !1095, scopeLine: 17, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!616, !1088, !3, !3}
!1097 = !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIlE3sumEv", scope: !1076, file: !1, line: 18, type: !1098, scopeLine: 18, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1098 = !DISubroutineType(types: !1099)
!1099 = !{!408, !1088}
!1100 = !{!1101}
!1101 = !DITemplateTypeParameter(name: "T", type: !408)
!1102 = !{!1103, !1159, !1165, !1170, !1174, !1176, !1178, !1180, !1182, !1189, !1194, !1199, !1203, !1207, !1211, !1216, !1220, !1222, !1226, !1232, !1236, !1241, !1243, !1248, !1252, !1256, !1258, !1262, !1266, !1268, !1272, !1274, !1276, !1280, !1284, !1288, !1292, !1296, !1300, !1302, !1309, !1313, !1317, !1321, !1323, !1325, !1329, !1333, !1334, !1335, !1336, !1337, !1338, !1342, !1346, !1352, !1356, !1361, !1363, !1369, !1373, !1377, !1386, !1390, !1394, !1398, !1402, !1406, !1410, !1414, !1418, !1422, !1429, !1433, !1437, !1439, !1441, !1445, !1450, !1455, !1459, !1463, !1465, !1472, !1476, !1483, !1485, !1489, !1493, !1497, !1501, !1506, !1510, !1515, !1516, !1517, !1518, !1520, !1521, !1522, !1523, !1524, !1525, !1526}
!1103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1104, file: !1158, line: 98)
!1104 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1105, line: 7, baseType: !1106)
!1105 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1107, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1108, identifier: "_ZTS8_IO_FILE")
!1107 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1108 = !{!1109, !1110, !1111, !1112, !1113, !1114, !1115, !1116, !1117, !1118, !1119, !1120, !1121, !1124, !1126, !1127, !1128, !1131, !1133, !1135, !1139, !1142, !1144, !1147, !1150, !1151, !1152, !1153, !1154}
!1109 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1106, file: !1107, line: 51, baseType: !3, size: 32)
!1110 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1106, file: !1107, line: 54, baseType: !5, size: 64, offset: 64)
!1111 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1106, file: !1107, line: 55, baseType: !5, size: 64, offset: 128)
!1112 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1106, file: !1107, line: 56, baseType: !5, size: 64, offset: 192)
!1113 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1106, file: !1107, line: 57, baseType: !5, size: 64, offset: 256)
!1114 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1106, file: !1107, line: 58, baseType: !5, size: 64, offset: 320)
!1115 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1106, file: !1107, line: 59, baseType: !5, size: 64, offset: 384)
!1116 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1106, file: !1107, line: 60, baseType: !5, size: 64, offset: 448)
!1117 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1106, file: !1107, line: 61, baseType: !5, size: 64, offset: 512)
!1118 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1106, file: !1107, line: 64, baseType: !5, size: 64, offset: 576)
!1119 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1106, file: !1107, line: 65, baseType: !5, size: 64, offset: 640)
!1120 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1106, file: !1107, line: 66, baseType: !5, size: 64, offset: 704)
!1121 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1106, file: !1107, line: 68, baseType: !1122, size: 64, offset: 768)
!1122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1123, size: 64)
!1123 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1107, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!1124 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1106, file: !1107, line: 70, baseType: !1125, size: 64, offset: 832)
!1125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1106, size: 64)
!1126 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1106, file: !1107, line: 72, baseType: !3, size: 32, offset: 896)
!1127 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1106, file: !1107, line: 73, baseType: !3, size: 32, offset: 928)
!1128 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1106, file: !1107, line: 74, baseType: !1129, size: 64, offset: 960)
!1129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1130, line: 152, baseType: !408)
!1130 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1131 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1106, file: !1107, line: 77, baseType: !1132, size: 16, offset: 1024)
!1132 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1133 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1106, file: !1107, line: 78, baseType: !1134, size: 8, offset: 1040)
!1134 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1135 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1106, file: !1107, line: 79, baseType: !1136, size: 8, offset: 1048)
!1136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !1137)
!1137 = !{!1138}
!1138 = !DISubrange(count: 1)
!1139 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1106, file: !1107, line: 81, baseType: !1140, size: 64, offset: 1088)
!1140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1141, size: 64)
!1141 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1107, line: 43, baseType: null)
!1142 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1106, file: !1107, line: 89, baseType: !1143, size: 64, offset: 1152)
!1143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1130, line: 153, baseType: !408)
!1144 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1106, file: !1107, line: 91, baseType: !1145, size: 64, offset: 1216)
!1145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1146, size: 64)
!1146 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1107, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!1147 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1106, file: !1107, line: 92, baseType: !1148, size: 64, offset: 1280)
!1148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1149, size: 64)
!1149 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1107, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!1150 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1106, file: !1107, line: 93, baseType: !1125, size: 64, offset: 1344)
!1151 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1106, file: !1107, line: 94, baseType: !560, size: 64, offset: 1408)
!1152 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1106, file: !1107, line: 95, baseType: !8, size: 64, offset: 1472)
!1153 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1106, file: !1107, line: 96, baseType: !3, size: 32, offset: 1536)
!1154 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1106, file: !1107, line: 98, baseType: !1155, size: 160, offset: 1568)
!1155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !1156)
!1156 = !{!1157}
!1157 = !DISubrange(count: 20)
!1158 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!1159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1160, file: !1158, line: 99)
!1160 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1161, line: 84, baseType: !1162)
!1161 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1162 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1163, line: 14, baseType: !1164)
!1163 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1164 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1163, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1166, file: !1158, line: 101)
!1166 = !DISubprogram(name: "clearerr", scope: !1161, file: !1161, line: 786, type: !1167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{null, !1169}
!1169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1104, size: 64)
!1170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1171, file: !1158, line: 102)
!1171 = !DISubprogram(name: "fclose", scope: !1161, file: !1161, line: 178, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1172 = !DISubroutineType(types: !1173)
!1173 = !{!3, !1169}
!1174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1175, file: !1158, line: 103)
!1175 = !DISubprogram(name: "feof", scope: !1161, file: !1161, line: 788, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1177, file: !1158, line: 104)
!1177 = !DISubprogram(name: "ferror", scope: !1161, file: !1161, line: 790, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1179, file: !1158, line: 105)
!1179 = !DISubprogram(name: "fflush", scope: !1161, file: !1161, line: 230, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1181, file: !1158, line: 106)
!1181 = !DISubprogram(name: "fgetc", scope: !1161, file: !1161, line: 513, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1183, file: !1158, line: 107)
!1183 = !DISubprogram(name: "fgetpos", scope: !1161, file: !1161, line: 760, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{!3, !1186, !1187}
!1186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1169)
!1187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1188)
!1188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1160, size: 64)
!1189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1190, file: !1158, line: 108)
!1190 = !DISubprogram(name: "fgets", scope: !1161, file: !1161, line: 592, type: !1191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1191 = !DISubroutineType(types: !1192)
!1192 = !{!5, !1193, !3, !1186}
!1193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!1194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1195, file: !1158, line: 109)
!1195 = !DISubprogram(name: "fopen", scope: !1161, file: !1161, line: 258, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{!1169, !1198, !1198}
!1198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !535)
!1199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1200, file: !1158, line: 110)
!1200 = !DISubprogram(name: "fprintf", scope: !1161, file: !1161, line: 350, type: !1201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1201 = !DISubroutineType(types: !1202)
!1202 = !{!3, !1186, !1198, null}
!1203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1204, file: !1158, line: 111)
!1204 = !DISubprogram(name: "fputc", scope: !1161, file: !1161, line: 549, type: !1205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1205 = !DISubroutineType(types: !1206)
!1206 = !{!3, !3, !1169}
!1207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1208, file: !1158, line: 112)
!1208 = !DISubprogram(name: "fputs", scope: !1161, file: !1161, line: 655, type: !1209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1209 = !DISubroutineType(types: !1210)
!1210 = !{!3, !1198, !1186}
!1211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1212, file: !1158, line: 113)
!1212 = !DISubprogram(name: "fread", scope: !1161, file: !1161, line: 675, type: !1213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{!8, !1215, !8, !8, !1186}
!1215 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !560)
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1217, file: !1158, line: 114)
!1217 = !DISubprogram(name: "freopen", scope: !1161, file: !1161, line: 265, type: !1218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1218 = !DISubroutineType(types: !1219)
!1219 = !{!1169, !1198, !1198, !1186}
!1220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1221, file: !1158, line: 115)
!1221 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1161, file: !1161, line: 434, type: !1201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1223, file: !1158, line: 116)
!1223 = !DISubprogram(name: "fseek", scope: !1161, file: !1161, line: 713, type: !1224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1224 = !DISubroutineType(types: !1225)
!1225 = !{!3, !1169, !408, !3}
!1226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1227, file: !1158, line: 117)
!1227 = !DISubprogram(name: "fsetpos", scope: !1161, file: !1161, line: 765, type: !1228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1228 = !DISubroutineType(types: !1229)
!1229 = !{!3, !1169, !1230}
!1230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1231, size: 64)
!1231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1160)
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1233, file: !1158, line: 118)
!1233 = !DISubprogram(name: "ftell", scope: !1161, file: !1161, line: 718, type: !1234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1234 = !DISubroutineType(types: !1235)
!1235 = !{!408, !1169}
!1236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1237, file: !1158, line: 119)
!1237 = !DISubprogram(name: "fwrite", scope: !1161, file: !1161, line: 681, type: !1238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1238 = !DISubroutineType(types: !1239)
!1239 = !{!8, !1240, !8, !8, !1186}
!1240 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!1241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1242, file: !1158, line: 120)
!1242 = !DISubprogram(name: "getc", scope: !1161, file: !1161, line: 514, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1244, file: !1158, line: 121)
!1244 = !DISubprogram(name: "getchar", scope: !1245, file: !1245, line: 47, type: !1246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1245 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1246 = !DISubroutineType(types: !1247)
!1247 = !{!3}
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1249, file: !1158, line: 126)
!1249 = !DISubprogram(name: "perror", scope: !1161, file: !1161, line: 804, type: !1250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{null, !535}
!1252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1253, file: !1158, line: 127)
!1253 = !DISubprogram(name: "printf", scope: !1161, file: !1161, line: 356, type: !1254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1254 = !DISubroutineType(types: !1255)
!1255 = !{!3, !1198, null}
!1256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1257, file: !1158, line: 128)
!1257 = !DISubprogram(name: "putc", scope: !1161, file: !1161, line: 550, type: !1205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1259, file: !1158, line: 129)
!1259 = !DISubprogram(name: "putchar", scope: !1245, file: !1245, line: 82, type: !1260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1260 = !DISubroutineType(types: !1261)
!1261 = !{!3, !3}
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1263, file: !1158, line: 130)
!1263 = !DISubprogram(name: "puts", scope: !1161, file: !1161, line: 661, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1264 = !DISubroutineType(types: !1265)
!1265 = !{!3, !535}
!1266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1267, file: !1158, line: 131)
!1267 = !DISubprogram(name: "remove", scope: !1161, file: !1161, line: 152, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1269, file: !1158, line: 132)
!1269 = !DISubprogram(name: "rename", scope: !1161, file: !1161, line: 154, type: !1270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1270 = !DISubroutineType(types: !1271)
!1271 = !{!3, !535, !535}
!1272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1273, file: !1158, line: 133)
!1273 = !DISubprogram(name: "rewind", scope: !1161, file: !1161, line: 723, type: !1167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1275, file: !1158, line: 134)
!1275 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1161, file: !1161, line: 437, type: !1254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1277, file: !1158, line: 135)
!1277 = !DISubprogram(name: "setbuf", scope: !1161, file: !1161, line: 328, type: !1278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{null, !1186, !1193}
!1280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1281, file: !1158, line: 136)
!1281 = !DISubprogram(name: "setvbuf", scope: !1161, file: !1161, line: 332, type: !1282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1282 = !DISubroutineType(types: !1283)
!1283 = !{!3, !1186, !1193, !3, !8}
!1284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1285, file: !1158, line: 137)
!1285 = !DISubprogram(name: "sprintf", scope: !1161, file: !1161, line: 358, type: !1286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DISubroutineType(types: !1287)
!1287 = !{!3, !1193, !1198, null}
!1288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1289, file: !1158, line: 138)
!1289 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1161, file: !1161, line: 439, type: !1290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1290 = !DISubroutineType(types: !1291)
!1291 = !{!3, !1198, !1198, null}
!1292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1293, file: !1158, line: 139)
!1293 = !DISubprogram(name: "tmpfile", scope: !1161, file: !1161, line: 188, type: !1294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1294 = !DISubroutineType(types: !1295)
!1295 = !{!1169}
!1296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1297, file: !1158, line: 141)
!1297 = !DISubprogram(name: "tmpnam", scope: !1161, file: !1161, line: 205, type: !1298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!5, !5}
!1300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1301, file: !1158, line: 143)
!1301 = !DISubprogram(name: "ungetc", scope: !1161, file: !1161, line: 668, type: !1205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1303, file: !1158, line: 144)
!1303 = !DISubprogram(name: "vfprintf", scope: !1161, file: !1161, line: 365, type: !1304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!3, !1186, !1198, !1306}
!1306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1307, size: 64)
!1307 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !1308, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!1308 = !DIFile(filename: "template_matrix.cpp", directory: ".")
!1309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1310, file: !1158, line: 145)
!1310 = !DISubprogram(name: "vprintf", scope: !1245, file: !1245, line: 39, type: !1311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1311 = !DISubroutineType(types: !1312)
!1312 = !{!3, !1198, !1306}
!1313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1314, file: !1158, line: 146)
!1314 = !DISubprogram(name: "vsprintf", scope: !1161, file: !1161, line: 373, type: !1315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1315 = !DISubroutineType(types: !1316)
!1316 = !{!3, !1193, !1198, !1306}
!1317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1318, file: !1158, line: 175)
!1318 = !DISubprogram(name: "snprintf", scope: !1161, file: !1161, line: 378, type: !1319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1319 = !DISubroutineType(types: !1320)
!1320 = !{!3, !1193, !8, !1198, null}
!1321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1322, file: !1158, line: 176)
!1322 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1161, file: !1161, line: 479, type: !1304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1324, file: !1158, line: 177)
!1324 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1161, file: !1161, line: 484, type: !1311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1326, file: !1158, line: 178)
!1326 = !DISubprogram(name: "vsnprintf", scope: !1161, file: !1161, line: 382, type: !1327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1327 = !DISubroutineType(types: !1328)
!1328 = !{!3, !1193, !8, !1198, !1306}
!1329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1330, file: !1158, line: 179)
!1330 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1161, file: !1161, line: 487, type: !1331, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1331 = !DISubroutineType(types: !1332)
!1332 = !{!3, !1198, !1198, !1306}
!1333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1318, file: !1158, line: 185)
!1334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1322, file: !1158, line: 186)
!1335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1324, file: !1158, line: 187)
!1336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1326, file: !1158, line: 188)
!1337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1330, file: !1158, line: 189)
!1338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1339, file: !1341, line: 52)
!1339 = !DISubprogram(name: "abs", scope: !1340, file: !1340, line: 861, type: !1260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1340 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1341 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!1342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1343, file: !1345, line: 127)
!1343 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1340, line: 63, baseType: !1344)
!1344 = !DICompositeType(tag: DW_TAG_structure_type, file: !1340, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1345 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!1346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1347, file: !1345, line: 128)
!1347 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1340, line: 71, baseType: !1348)
!1348 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1340, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1349, identifier: "_ZTS6ldiv_t")
!1349 = !{!1350, !1351}
!1350 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1348, file: !1340, line: 69, baseType: !408, size: 64)
!1351 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1348, file: !1340, line: 70, baseType: !408, size: 64, offset: 64)
!1352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1353, file: !1345, line: 130)
!1353 = !DISubprogram(name: "abort", scope: !1340, file: !1340, line: 611, type: !1354, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1354 = !DISubroutineType(types: !1355)
!1355 = !{null}
!1356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1357, file: !1345, line: 134)
!1357 = !DISubprogram(name: "atexit", scope: !1340, file: !1340, line: 615, type: !1358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1358 = !DISubroutineType(types: !1359)
!1359 = !{!3, !1360}
!1360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1354, size: 64)
!1361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1362, file: !1345, line: 137)
!1362 = !DISubprogram(name: "at_quick_exit", scope: !1340, file: !1340, line: 620, type: !1358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1364, file: !1345, line: 140)
!1364 = !DISubprogram(name: "atof", scope: !1365, file: !1365, line: 25, type: !1366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1365 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: ".", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1366 = !DISubroutineType(types: !1367)
!1367 = !{!1368, !535}
!1368 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1370, file: !1345, line: 141)
!1370 = distinct !DISubprogram(name: "atoi", scope: !1340, file: !1340, line: 362, type: !1264, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1371)
!1371 = !{!1372}
!1372 = !DILocalVariable(name: "__nptr", arg: 1, scope: !1370, file: !1340, line: 362, type: !535)
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1374, file: !1345, line: 142)
!1374 = !DISubprogram(name: "atol", scope: !1340, file: !1340, line: 367, type: !1375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1375 = !DISubroutineType(types: !1376)
!1376 = !{!408, !535}
!1377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1378, file: !1345, line: 143)
!1378 = !DISubprogram(name: "bsearch", scope: !1379, file: !1379, line: 20, type: !1380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1379 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: ".", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1380 = !DISubroutineType(types: !1381)
!1381 = !{!560, !81, !81, !8, !8, !1382}
!1382 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1340, line: 829, baseType: !1383)
!1383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1384, size: 64)
!1384 = !DISubroutineType(types: !1385)
!1385 = !{!3, !81, !81}
!1386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1387, file: !1345, line: 144)
!1387 = !DISubprogram(name: "calloc", scope: !1340, file: !1340, line: 556, type: !1388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1388 = !DISubroutineType(types: !1389)
!1389 = !{!560, !8, !8}
!1390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1391, file: !1345, line: 145)
!1391 = !DISubprogram(name: "div", scope: !1340, file: !1340, line: 873, type: !1392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1392 = !DISubroutineType(types: !1393)
!1393 = !{!1343, !3, !3}
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1395, file: !1345, line: 146)
!1395 = !DISubprogram(name: "exit", scope: !1340, file: !1340, line: 637, type: !1396, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1396 = !DISubroutineType(types: !1397)
!1397 = !{null, !3}
!1398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1399, file: !1345, line: 147)
!1399 = !DISubprogram(name: "free", scope: !1340, file: !1340, line: 568, type: !1400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1400 = !DISubroutineType(types: !1401)
!1401 = !{null, !560}
!1402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1403, file: !1345, line: 148)
!1403 = !DISubprogram(name: "getenv", scope: !1340, file: !1340, line: 654, type: !1404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1404 = !DISubroutineType(types: !1405)
!1405 = !{!5, !535}
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1407, file: !1345, line: 149)
!1407 = !DISubprogram(name: "labs", scope: !1340, file: !1340, line: 862, type: !1408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1408 = !DISubroutineType(types: !1409)
!1409 = !{!408, !408}
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1411, file: !1345, line: 150)
!1411 = !DISubprogram(name: "ldiv", scope: !1340, file: !1340, line: 875, type: !1412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1412 = !DISubroutineType(types: !1413)
!1413 = !{!1347, !408, !408}
!1414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1415, file: !1345, line: 151)
!1415 = !DISubprogram(name: "malloc", scope: !1340, file: !1340, line: 553, type: !1416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1416 = !DISubroutineType(types: !1417)
!1417 = !{!560, !8}
!1418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1419, file: !1345, line: 153)
!1419 = !DISubprogram(name: "mblen", scope: !1340, file: !1340, line: 943, type: !1420, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1420 = !DISubroutineType(types: !1421)
!1421 = !{!3, !535, !8}
!1422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1423, file: !1345, line: 154)
!1423 = !DISubprogram(name: "mbstowcs", scope: !1340, file: !1340, line: 954, type: !1424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1424 = !DISubroutineType(types: !1425)
!1425 = !{!8, !1426, !1198, !8}
!1426 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1427)
!1427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1428, size: 64)
!1428 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1430, file: !1345, line: 155)
!1430 = !DISubprogram(name: "mbtowc", scope: !1340, file: !1340, line: 946, type: !1431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1431 = !DISubroutineType(types: !1432)
!1432 = !{!3, !1426, !1198, !8}
!1433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1434, file: !1345, line: 157)
!1434 = !DISubprogram(name: "qsort", scope: !1340, file: !1340, line: 851, type: !1435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{null, !560, !8, !8, !1382}
!1437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1438, file: !1345, line: 160)
!1438 = !DISubprogram(name: "quick_exit", scope: !1340, file: !1340, line: 643, type: !1396, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1440, file: !1345, line: 163)
!1440 = !DISubprogram(name: "rand", scope: !1340, file: !1340, line: 454, type: !1246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1442, file: !1345, line: 164)
!1442 = !DISubprogram(name: "realloc", scope: !1340, file: !1340, line: 564, type: !1443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1443 = !DISubroutineType(types: !1444)
!1444 = !{!560, !560, !8}
!1445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1446, file: !1345, line: 165)
!1446 = !DISubprogram(name: "srand", scope: !1340, file: !1340, line: 456, type: !1447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1447 = !DISubroutineType(types: !1448)
!1448 = !{null, !1449}
!1449 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1451, file: !1345, line: 166)
!1451 = !DISubprogram(name: "strtod", scope: !1340, file: !1340, line: 118, type: !1452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1452 = !DISubroutineType(types: !1453)
!1453 = !{!1368, !1198, !1454}
!1454 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!1455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1456, file: !1345, line: 167)
!1456 = !DISubprogram(name: "strtol", scope: !1340, file: !1340, line: 177, type: !1457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1457 = !DISubroutineType(types: !1458)
!1458 = !{!408, !1198, !1454, !3}
!1459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1460, file: !1345, line: 168)
!1460 = !DISubprogram(name: "strtoul", scope: !1340, file: !1340, line: 181, type: !1461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1461 = !DISubroutineType(types: !1462)
!1462 = !{!10, !1198, !1454, !3}
!1463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1464, file: !1345, line: 169)
!1464 = !DISubprogram(name: "system", scope: !1340, file: !1340, line: 804, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1466, file: !1345, line: 171)
!1466 = !DISubprogram(name: "wcstombs", scope: !1340, file: !1340, line: 958, type: !1467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1467 = !DISubroutineType(types: !1468)
!1468 = !{!8, !1193, !1469, !8}
!1469 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1470)
!1470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1471, size: 64)
!1471 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1428)
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1473, file: !1345, line: 172)
!1473 = !DISubprogram(name: "wctomb", scope: !1340, file: !1340, line: 950, type: !1474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1474 = !DISubroutineType(types: !1475)
!1475 = !{!3, !5, !1428}
!1476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1477, file: !1345, line: 200)
!1477 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1340, line: 81, baseType: !1478)
!1478 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1340, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1479, identifier: "_ZTS7lldiv_t")
!1479 = !{!1480, !1482}
!1480 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1478, file: !1340, line: 79, baseType: !1481, size: 64)
!1481 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1482 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1478, file: !1340, line: 80, baseType: !1481, size: 64, offset: 64)
!1483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1484, file: !1345, line: 206)
!1484 = !DISubprogram(name: "_Exit", scope: !1340, file: !1340, line: 649, type: !1396, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1486, file: !1345, line: 210)
!1486 = !DISubprogram(name: "llabs", scope: !1340, file: !1340, line: 865, type: !1487, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1487 = !DISubroutineType(types: !1488)
!1488 = !{!1481, !1481}
!1489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1490, file: !1345, line: 216)
!1490 = !DISubprogram(name: "lldiv", scope: !1340, file: !1340, line: 879, type: !1491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1491 = !DISubroutineType(types: !1492)
!1492 = !{!1477, !1481, !1481}
!1493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1494, file: !1345, line: 227)
!1494 = !DISubprogram(name: "atoll", scope: !1340, file: !1340, line: 374, type: !1495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1495 = !DISubroutineType(types: !1496)
!1496 = !{!1481, !535}
!1497 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1498, file: !1345, line: 228)
!1498 = !DISubprogram(name: "strtoll", scope: !1340, file: !1340, line: 201, type: !1499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1499 = !DISubroutineType(types: !1500)
!1500 = !{!1481, !1198, !1454, !3}
!1501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1502, file: !1345, line: 229)
!1502 = !DISubprogram(name: "strtoull", scope: !1340, file: !1340, line: 206, type: !1503, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1503 = !DISubroutineType(types: !1504)
!1504 = !{!1505, !1198, !1454, !3}
!1505 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1507, file: !1345, line: 231)
!1507 = !DISubprogram(name: "strtof", scope: !1340, file: !1340, line: 124, type: !1508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1508 = !DISubroutineType(types: !1509)
!1509 = !{!7, !1198, !1454}
!1510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !1511, file: !1345, line: 232)
!1511 = !DISubprogram(name: "strtold", scope: !1340, file: !1340, line: 127, type: !1512, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1512 = !DISubroutineType(types: !1513)
!1513 = !{!1514, !1198, !1454}
!1514 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1515 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1477, file: !1345, line: 240)
!1516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1484, file: !1345, line: 242)
!1517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1486, file: !1345, line: 244)
!1518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1519, file: !1345, line: 245)
!1519 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !28, file: !1345, line: 213, type: !1491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1490, file: !1345, line: 246)
!1521 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1494, file: !1345, line: 248)
!1522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1507, file: !1345, line: 249)
!1523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1498, file: !1345, line: 250)
!1524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1502, file: !1345, line: 251)
!1525 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !14, entity: !1511, file: !1345, line: 252)
!1526 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1527, entity: !1528, file: !1529, line: 58)
!1527 = !DINamespace(name: "__gnu_debug", scope: null)
!1528 = !DINamespace(name: "__debug", scope: !14)
!1529 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1530 = !{i32 7, !"Dwarf Version", i32 5}
!1531 = !{i32 2, !"Debug Info Version", i32 3}
!1532 = !{i32 1, !"wchar_size", i32 4}
!1533 = !{i32 7, !"PIC Level", i32 2}
!1534 = !{i32 7, !"PIE Level", i32 2}
!1535 = !{i32 7, !"uwtable", i32 1}
!1536 = !{!"Debian clang version 14.0.6"}
!1537 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 64, type: !1538, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1540)
!1538 = !DISubroutineType(types: !1539)
!1539 = !{!3, !3, !4}
!1540 = !{!1541, !1542, !1543, !1544, !1545}
!1541 = !DILocalVariable(name: "argc", arg: 1, scope: !1537, file: !1, line: 64, type: !3)
!1542 = !DILocalVariable(name: "argv", arg: 2, scope: !1537, file: !1, line: 64, type: !4)
!1543 = !DILocalVariable(name: "n", scope: !1537, file: !1, line: 66, type: !3)
!1544 = !DILocalVariable(name: "f", scope: !1537, file: !1, line: 67, type: !7)
!1545 = !DILocalVariable(name: "l", scope: !1537, file: !1, line: 68, type: !408)
!1546 = !DILocation(line: 0, scope: !1537)
!1547 = !DILocation(line: 66, column: 16, scope: !1537)
!1548 = !DILocation(line: 66, column: 11, scope: !1537)
!1549 = !DILocation(line: 66, column: 32, scope: !1537)
!1550 = !{!1551, !1551, i64 0}
!1551 = !{!"any pointer", !1552, i64 0}
!1552 = !{!"omnipotent char", !1553, i64 0}
!1553 = !{!"Simple C++ TBAA"}
!1554 = !DILocation(line: 0, scope: !1370, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 66, column: 22, scope: !1537)
!1556 = !DILocation(line: 364, column: 16, scope: !1370, inlinedAt: !1555)
!1557 = !DILocation(line: 67, column: 13, scope: !1537)
!1558 = !DILocation(line: 68, column: 12, scope: !1537)
!1559 = !DILocation(line: 69, column: 40, scope: !1537)
!1560 = !DILocation(line: 69, column: 3, scope: !1537)
!1561 = !DILocation(line: 70, column: 3, scope: !1537)
!1562 = distinct !DISubprogram(name: "run<float>", linkageName: "_Z3runIfET_i", scope: !1, file: !1, line: 47, type: !1563, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1074, retainedNodes: !1565)
!1563 = !DISubroutineType(types: !1564)
!1564 = !{!7, !3}
!1565 = !{!1566, !1567, !1568, !1569, !1570, !1572, !1575, !1576, !1577}
!1566 = !DILocalVariable(name: "n", arg: 1, scope: !1562, file: !1, line: 47, type: !3)
!1567 = !DILocalVariable(name: "a", scope: !1562, file: !1, line: 49, type: !1050)
!1568 = !DILocalVariable(name: "b", scope: !1562, file: !1, line: 49, type: !1050)
!1569 = !DILocalVariable(name: "c", scope: !1562, file: !1, line: 49, type: !1050)
!1570 = !DILocalVariable(name: "i", scope: !1571, file: !1, line: 50, type: !3)
!1571 = distinct !DILexicalBlock(scope: !1562, file: !1, line: 50, column: 3)
!1572 = !DILocalVariable(name: "j", scope: !1573, file: !1, line: 51, type: !3)
!1573 = distinct !DILexicalBlock(scope: !1574, file: !1, line: 51, column: 5)
!1574 = distinct !DILexicalBlock(scope: !1571, file: !1, line: 50, column: 3)
!1575 = !DILocalVariable(name: "x", scope: !1562, file: !1, line: 56, type: !13)
!1576 = !DILocalVariable(name: "y", scope: !1562, file: !1, line: 56, type: !13)
!1577 = !DILocalVariable(name: "i", scope: !1578, file: !1, line: 57, type: !3)
!1578 = distinct !DILexicalBlock(scope: !1562, file: !1, line: 57, column: 3)
!1579 = !DILocation(line: 0, scope: !1562)
!1580 = !DILocation(line: 49, column: 20, scope: !1562)
!1581 = !DILocalVariable(name: "this", arg: 1, scope: !1582, type: !1586, flags: DIFlagArtificial | DIFlagObjectPointer)
!1582 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixIfEC2Eii", scope: !1050, file: !1, line: 13, type: !1056, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1055, retainedNodes: !1583)
!1583 = !{!1581, !1584, !1585}
!1584 = !DILocalVariable(name: "r", arg: 2, scope: !1582, file: !1, line: 13, type: !3)
!1585 = !DILocalVariable(name: "c", arg: 3, scope: !1582, file: !1, line: 13, type: !3)
!1586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1050, size: 64)
!1587 = !DILocation(line: 0, scope: !1582, inlinedAt: !1588)
!1588 = distinct !DILocation(line: 49, column: 13, scope: !1562)
!1589 = !DILocation(line: 13, column: 60, scope: !1582, inlinedAt: !1588)
!1590 = !DILocation(line: 13, column: 65, scope: !1582, inlinedAt: !1588)
!1591 = !DILocation(line: 13, column: 63, scope: !1582, inlinedAt: !1588)
!1592 = !DILocalVariable(name: "this", arg: 1, scope: !1593, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!1593 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_", scope: !13, file: !12, line: 564, type: !300, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !299, retainedNodes: !1594)
!1594 = !{!1592, !1595, !1596, !1597}
!1595 = !DILocalVariable(name: "__n", arg: 2, scope: !1593, file: !12, line: 564, type: !298)
!1596 = !DILocalVariable(name: "__value", arg: 3, scope: !1593, file: !12, line: 564, type: !302)
!1597 = !DILocalVariable(name: "__a", arg: 4, scope: !1593, file: !12, line: 565, type: !292)
!1598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!1599 = !DILocation(line: 0, scope: !1593, inlinedAt: !1600)
!1600 = distinct !DILocation(line: 13, column: 38, scope: !1582, inlinedAt: !1588)
!1601 = !DILocalVariable(name: "__n", arg: 1, scope: !1602, file: !12, line: 1902, type: !298)
!1602 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_", scope: !13, file: !12, line: 1902, type: !538, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !537, retainedNodes: !1603)
!1603 = !{!1601, !1604}
!1604 = !DILocalVariable(name: "__a", arg: 2, scope: !1602, file: !12, line: 1902, type: !292)
!1605 = !DILocation(line: 0, scope: !1602, inlinedAt: !1606)
!1606 = distinct !DILocation(line: 566, column: 15, scope: !1593, inlinedAt: !1600)
!1607 = !DILocation(line: 1904, column: 10, scope: !1608, inlinedAt: !1606)
!1608 = distinct !DILexicalBlock(scope: !1602, file: !12, line: 1904, column: 6)
!1609 = !DILocation(line: 1904, column: 6, scope: !1602, inlinedAt: !1606)
!1610 = !DILocation(line: 1905, column: 4, scope: !1608, inlinedAt: !1606)
!1611 = !DILocalVariable(name: "this", arg: 1, scope: !1612, type: !1616, flags: DIFlagArtificial | DIFlagObjectPointer)
!1612 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_", scope: !17, file: !12, line: 330, type: !214, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !213, retainedNodes: !1613)
!1613 = !{!1611, !1614, !1615}
!1614 = !DILocalVariable(name: "__n", arg: 2, scope: !1612, file: !12, line: 330, type: !79)
!1615 = !DILocalVariable(name: "__a", arg: 3, scope: !1612, file: !12, line: 330, type: !208)
!1616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!1617 = !DILocation(line: 0, scope: !1612, inlinedAt: !1618)
!1618 = distinct !DILocation(line: 566, column: 9, scope: !1593, inlinedAt: !1600)
!1619 = !DILocalVariable(name: "this", arg: 1, scope: !1620, type: !1616, flags: DIFlagArtificial | DIFlagObjectPointer)
!1620 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm", scope: !17, file: !12, line: 393, type: !211, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !236, retainedNodes: !1621)
!1621 = !{!1619, !1622}
!1622 = !DILocalVariable(name: "__n", arg: 2, scope: !1620, file: !12, line: 393, type: !79)
!1623 = !DILocation(line: 0, scope: !1620, inlinedAt: !1624)
!1624 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !1618)
!1625 = distinct !DILexicalBlock(scope: !1612, file: !12, line: 332, column: 7)
!1626 = !DILocalVariable(name: "this", arg: 1, scope: !1627, type: !1616, flags: DIFlagArtificial | DIFlagObjectPointer)
!1627 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm", scope: !17, file: !12, line: 375, type: !231, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !230, retainedNodes: !1628)
!1628 = !{!1626, !1629}
!1629 = !DILocalVariable(name: "__n", arg: 2, scope: !1627, file: !12, line: 375, type: !79)
!1630 = !DILocation(line: 0, scope: !1627, inlinedAt: !1631)
!1631 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !1624)
!1632 = !DILocation(line: 378, column: 13, scope: !1627, inlinedAt: !1631)
!1633 = !DILocation(line: 378, column: 9, scope: !1627, inlinedAt: !1631)
!1634 = !DILocalVariable(name: "__a", arg: 1, scope: !1635, file: !32, line: 463, type: !39)
!1635 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIfEE8allocateERS0_m", scope: !31, file: !32, line: 463, type: !35, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !34, retainedNodes: !1636)
!1636 = !{!1634, !1637}
!1637 = !DILocalVariable(name: "__n", arg: 2, scope: !1635, file: !32, line: 463, type: !106)
!1638 = !DILocation(line: 0, scope: !1635, inlinedAt: !1639)
!1639 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !1631)
!1640 = !DILocalVariable(name: "this", arg: 1, scope: !1641, type: !1645, flags: DIFlagArtificial | DIFlagObjectPointer)
!1641 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIfE8allocateEmPKv", scope: !47, file: !48, line: 112, type: !76, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !75, retainedNodes: !1642)
!1642 = !{!1640, !1643, !1644}
!1643 = !DILocalVariable(name: "__n", arg: 2, scope: !1641, file: !48, line: 112, type: !78)
!1644 = !DILocalVariable(arg: 3, scope: !1641, file: !48, line: 112, type: !81)
!1645 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!1646 = !DILocation(line: 0, scope: !1641, inlinedAt: !1647)
!1647 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !1639)
!1648 = !DILocation(line: 137, column: 53, scope: !1641, inlinedAt: !1647)
!1649 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !1647)
!1650 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !1647)
!1651 = !DILocalVariable(name: "this", arg: 1, scope: !1652, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!1652 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf", scope: !13, file: !12, line: 1699, type: !350, scopeLine: 1700, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !519, retainedNodes: !1653)
!1653 = !{!1651, !1654, !1655}
!1654 = !DILocalVariable(name: "__n", arg: 2, scope: !1652, file: !12, line: 1699, type: !298)
!1655 = !DILocalVariable(name: "__value", arg: 3, scope: !1652, file: !12, line: 1699, type: !302)
!1656 = !DILocation(line: 0, scope: !1652, inlinedAt: !1657)
!1657 = distinct !DILocation(line: 567, column: 9, scope: !1658, inlinedAt: !1600)
!1658 = distinct !DILexicalBlock(scope: !1593, file: !12, line: 567, column: 7)
!1659 = !DILocalVariable(name: "__first", arg: 1, scope: !1660, file: !1661, line: 460, type: !38)
!1660 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<float *, unsigned long, float, float>", linkageName: "_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E", scope: !14, file: !1661, line: 460, type: !1662, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1668, retainedNodes: !1664)
!1661 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1662 = !DISubroutineType(types: !1663)
!1663 = !{!38, !38, !10, !74, !104}
!1664 = !{!1659, !1665, !1666, !1667}
!1665 = !DILocalVariable(name: "__n", arg: 2, scope: !1660, file: !1661, line: 460, type: !10)
!1666 = !DILocalVariable(name: "__x", arg: 3, scope: !1660, file: !1661, line: 461, type: !74)
!1667 = !DILocalVariable(arg: 4, scope: !1660, file: !1661, line: 461, type: !104)
!1668 = !{!1669, !1670, !91, !1671}
!1669 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !38)
!1670 = !DITemplateTypeParameter(name: "_Size", type: !10)
!1671 = !DITemplateTypeParameter(name: "_Tp2", type: !7)
!1672 = !DILocation(line: 0, scope: !1660, inlinedAt: !1673)
!1673 = distinct !DILocation(line: 1702, column: 4, scope: !1652, inlinedAt: !1657)
!1674 = !DILocalVariable(name: "__first", arg: 1, scope: !1675, file: !1661, line: 312, type: !38)
!1675 = distinct !DISubprogram(name: "uninitialized_fill_n<float *, unsigned long, float>", linkageName: "_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_", scope: !14, file: !1661, line: 312, type: !1676, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1682, retainedNodes: !1678)
!1676 = !DISubroutineType(types: !1677)
!1677 = !{!38, !38, !10, !74}
!1678 = !{!1674, !1679, !1680, !1681}
!1679 = !DILocalVariable(name: "__n", arg: 2, scope: !1675, file: !1661, line: 312, type: !10)
!1680 = !DILocalVariable(name: "__x", arg: 3, scope: !1675, file: !1661, line: 312, type: !74)
!1681 = !DILocalVariable(name: "__can_fill", scope: !1675, file: !1661, line: 319, type: !246)
!1682 = !{!1669, !1670, !91}
!1683 = !DILocation(line: 0, scope: !1675, inlinedAt: !1684)
!1684 = distinct !DILocation(line: 467, column: 14, scope: !1660, inlinedAt: !1673)
!1685 = !DILocalVariable(name: "__first", arg: 1, scope: !1686, file: !1661, line: 292, type: !38)
!1686 = distinct !DISubprogram(name: "__uninit_fill_n<float *, unsigned long, float>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_", scope: !1687, file: !1661, line: 292, type: !1676, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1682, declaration: !1690, retainedNodes: !1691)
!1687 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !14, file: !1661, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1688, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!1688 = !{!1689}
!1689 = !DITemplateValueParameter(name: "_TrivialValueType", type: !134, value: i8 1)
!1690 = !DISubprogram(name: "__uninit_fill_n<float *, unsigned long, float>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_", scope: !1687, file: !1661, line: 292, type: !1676, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1682)
!1691 = !{!1685, !1692, !1693}
!1692 = !DILocalVariable(name: "__n", arg: 2, scope: !1686, file: !1661, line: 292, type: !10)
!1693 = !DILocalVariable(name: "__x", arg: 3, scope: !1686, file: !1661, line: 293, type: !74)
!1694 = !DILocation(line: 0, scope: !1686, inlinedAt: !1695)
!1695 = distinct !DILocation(line: 326, column: 14, scope: !1675, inlinedAt: !1684)
!1696 = !DILocalVariable(name: "__first", arg: 1, scope: !1697, file: !1698, line: 1143, type: !38)
!1697 = distinct !DISubprogram(name: "fill_n<float *, unsigned long, float>", linkageName: "_ZSt6fill_nIPfmfET_S1_T0_RKT1_", scope: !14, file: !1698, line: 1143, type: !1676, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1702, retainedNodes: !1699)
!1698 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1699 = !{!1696, !1700, !1701}
!1700 = !DILocalVariable(name: "__n", arg: 2, scope: !1697, file: !1698, line: 1143, type: !10)
!1701 = !DILocalVariable(name: "__value", arg: 3, scope: !1697, file: !1698, line: 1143, type: !74)
!1702 = !{!1703, !1670, !91}
!1703 = !DITemplateTypeParameter(name: "_OI", type: !38)
!1704 = !DILocation(line: 0, scope: !1697, inlinedAt: !1705)
!1705 = distinct !DILocation(line: 294, column: 18, scope: !1686, inlinedAt: !1695)
!1706 = !DILocalVariable(name: "__first", arg: 1, scope: !1707, file: !1698, line: 1108, type: !38)
!1707 = distinct !DISubprogram(name: "__fill_n_a<float *, unsigned long, float>", linkageName: "_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !14, file: !1698, line: 1108, type: !1708, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1724, retainedNodes: !1720)
!1708 = !DISubroutineType(types: !1709)
!1709 = !{!38, !38, !10, !74, !1710}
!1710 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !14, file: !382, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1711, identifier: "_ZTSSt26random_access_iterator_tag")
!1711 = !{!1712}
!1712 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1710, baseType: !1713, extraData: i32 0)
!1713 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !14, file: !382, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1714, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1714 = !{!1715}
!1715 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1713, baseType: !1716, extraData: i32 0)
!1716 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !14, file: !382, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1717, identifier: "_ZTSSt20forward_iterator_tag")
!1717 = !{!1718}
!1718 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1716, baseType: !1719, extraData: i32 0)
!1719 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !14, file: !382, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !141, identifier: "_ZTSSt18input_iterator_tag")
!1720 = !{!1706, !1721, !1722, !1723}
!1721 = !DILocalVariable(name: "__n", arg: 2, scope: !1707, file: !1698, line: 1108, type: !10)
!1722 = !DILocalVariable(name: "__value", arg: 3, scope: !1707, file: !1698, line: 1108, type: !74)
!1723 = !DILocalVariable(arg: 4, scope: !1707, file: !1698, line: 1109, type: !1710)
!1724 = !{!1725, !1670, !91}
!1725 = !DITemplateTypeParameter(name: "_OutputIterator", type: !38)
!1726 = !DILocation(line: 0, scope: !1707, inlinedAt: !1727)
!1727 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !1705)
!1728 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !1727)
!1729 = !DILocation(line: 1114, column: 11, scope: !1707, inlinedAt: !1727)
!1730 = !DILocation(line: 395, column: 16, scope: !1620, inlinedAt: !1624)
!1731 = !DILocation(line: 921, column: 7, scope: !1732, inlinedAt: !1748)
!1732 = distinct !DILexicalBlock(scope: !1733, file: !1698, line: 921, column: 7)
!1733 = distinct !DISubprogram(name: "__fill_a1<float *, float>", linkageName: "_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !14, file: !1698, line: 917, type: !1734, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1747, retainedNodes: !1742)
!1734 = !DISubroutineType(types: !1735)
!1735 = !{!1736, !38, !38, !74}
!1736 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1738, file: !1737, line: 50, baseType: null)
!1737 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: ".")
!1738 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !28, file: !1737, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1739, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1739 = !{!1740, !1741}
!1740 = !DITemplateValueParameter(type: !134, value: i8 1)
!1741 = !DITemplateTypeParameter(type: null)
!1742 = !{!1743, !1744, !1745, !1746}
!1743 = !DILocalVariable(name: "__first", arg: 1, scope: !1733, file: !1698, line: 917, type: !38)
!1744 = !DILocalVariable(name: "__last", arg: 2, scope: !1733, file: !1698, line: 917, type: !38)
!1745 = !DILocalVariable(name: "__value", arg: 3, scope: !1733, file: !1698, line: 918, type: !74)
!1746 = !DILocalVariable(name: "__tmp", scope: !1733, file: !1698, line: 920, type: !72)
!1747 = !{!1669, !91}
!1748 = distinct !DILocation(line: 968, column: 7, scope: !1749, inlinedAt: !1758)
!1749 = distinct !DISubprogram(name: "__fill_a<float *, float>", linkageName: "_ZSt8__fill_aIPffEvT_S1_RKT0_", scope: !14, file: !1698, line: 967, type: !1750, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1756, retainedNodes: !1752)
!1750 = !DISubroutineType(types: !1751)
!1751 = !{null, !38, !38, !74}
!1752 = !{!1753, !1754, !1755}
!1753 = !DILocalVariable(name: "__first", arg: 1, scope: !1749, file: !1698, line: 967, type: !38)
!1754 = !DILocalVariable(name: "__last", arg: 2, scope: !1749, file: !1698, line: 967, type: !38)
!1755 = !DILocalVariable(name: "__value", arg: 3, scope: !1749, file: !1698, line: 967, type: !74)
!1756 = !{!1757, !91}
!1757 = !DITemplateTypeParameter(name: "_FIte", type: !38)
!1758 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !1727)
!1759 = !DILocation(line: 922, column: 11, scope: !1760, inlinedAt: !1748)
!1760 = distinct !DILexicalBlock(scope: !1732, file: !1698, line: 921, column: 7)
!1761 = !{!1762, !1762, i64 0}
!1762 = !{!"float", !1552, i64 0}
!1763 = !DILocation(line: 0, scope: !1733, inlinedAt: !1748)
!1764 = !DILocation(line: 0, scope: !1582, inlinedAt: !1765)
!1765 = distinct !DILocation(line: 49, column: 26, scope: !1562)
!1766 = !DILocation(line: 0, scope: !1593, inlinedAt: !1767)
!1767 = distinct !DILocation(line: 13, column: 38, scope: !1582, inlinedAt: !1765)
!1768 = !DILocation(line: 0, scope: !1602, inlinedAt: !1769)
!1769 = distinct !DILocation(line: 566, column: 15, scope: !1593, inlinedAt: !1767)
!1770 = !DILocation(line: 0, scope: !1612, inlinedAt: !1771)
!1771 = distinct !DILocation(line: 566, column: 9, scope: !1593, inlinedAt: !1767)
!1772 = !DILocation(line: 0, scope: !1620, inlinedAt: !1773)
!1773 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !1771)
!1774 = !DILocation(line: 0, scope: !1627, inlinedAt: !1775)
!1775 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !1773)
!1776 = !DILocation(line: 0, scope: !1635, inlinedAt: !1777)
!1777 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !1775)
!1778 = !DILocation(line: 0, scope: !1641, inlinedAt: !1779)
!1779 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !1777)
!1780 = !DILocation(line: 137, column: 53, scope: !1641, inlinedAt: !1779)
!1781 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !1779)
!1782 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !1779)
!1783 = !DILocation(line: 378, column: 9, scope: !1627, inlinedAt: !1775)
!1784 = !DILocation(line: 0, scope: !1652, inlinedAt: !1785)
!1785 = distinct !DILocation(line: 567, column: 9, scope: !1658, inlinedAt: !1767)
!1786 = !DILocation(line: 0, scope: !1660, inlinedAt: !1787)
!1787 = distinct !DILocation(line: 1702, column: 4, scope: !1652, inlinedAt: !1785)
!1788 = !DILocation(line: 0, scope: !1675, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 467, column: 14, scope: !1660, inlinedAt: !1787)
!1790 = !DILocation(line: 0, scope: !1686, inlinedAt: !1791)
!1791 = distinct !DILocation(line: 326, column: 14, scope: !1675, inlinedAt: !1789)
!1792 = !DILocation(line: 0, scope: !1697, inlinedAt: !1793)
!1793 = distinct !DILocation(line: 294, column: 18, scope: !1686, inlinedAt: !1791)
!1794 = !DILocation(line: 0, scope: !1707, inlinedAt: !1795)
!1795 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !1793)
!1796 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !1795)
!1797 = !DILocation(line: 1114, column: 11, scope: !1707, inlinedAt: !1795)
!1798 = !DILocation(line: 395, column: 16, scope: !1620, inlinedAt: !1773)
!1799 = !DILocation(line: 921, column: 7, scope: !1732, inlinedAt: !1800)
!1800 = distinct !DILocation(line: 968, column: 7, scope: !1749, inlinedAt: !1801)
!1801 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !1795)
!1802 = !DILocation(line: 922, column: 11, scope: !1760, inlinedAt: !1800)
!1803 = !DILocation(line: 0, scope: !1733, inlinedAt: !1800)
!1804 = !DILocation(line: 1701, column: 26, scope: !1652, inlinedAt: !1785)
!1805 = !DILocation(line: 0, scope: !1582, inlinedAt: !1806)
!1806 = distinct !DILocation(line: 49, column: 39, scope: !1562)
!1807 = !DILocation(line: 13, column: 63, scope: !1582, inlinedAt: !1806)
!1808 = !DILocation(line: 0, scope: !1593, inlinedAt: !1809)
!1809 = distinct !DILocation(line: 13, column: 38, scope: !1582, inlinedAt: !1806)
!1810 = !DILocation(line: 0, scope: !1602, inlinedAt: !1811)
!1811 = distinct !DILocation(line: 566, column: 15, scope: !1593, inlinedAt: !1809)
!1812 = !DILocation(line: 1904, column: 10, scope: !1608, inlinedAt: !1811)
!1813 = !DILocation(line: 1904, column: 6, scope: !1602, inlinedAt: !1811)
!1814 = !DILocation(line: 1905, column: 4, scope: !1608, inlinedAt: !1811)
!1815 = !DILocation(line: 0, scope: !1612, inlinedAt: !1816)
!1816 = distinct !DILocation(line: 566, column: 9, scope: !1593, inlinedAt: !1809)
!1817 = !DILocation(line: 0, scope: !1620, inlinedAt: !1818)
!1818 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !1816)
!1819 = !DILocation(line: 0, scope: !1627, inlinedAt: !1820)
!1820 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !1818)
!1821 = !DILocation(line: 378, column: 13, scope: !1627, inlinedAt: !1820)
!1822 = !DILocation(line: 378, column: 9, scope: !1627, inlinedAt: !1820)
!1823 = !DILocation(line: 0, scope: !1635, inlinedAt: !1824)
!1824 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !1820)
!1825 = !DILocation(line: 0, scope: !1641, inlinedAt: !1826)
!1826 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !1824)
!1827 = !DILocation(line: 137, column: 53, scope: !1641, inlinedAt: !1826)
!1828 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !1826)
!1829 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !1826)
!1830 = !DILocation(line: 0, scope: !1652, inlinedAt: !1831)
!1831 = distinct !DILocation(line: 567, column: 9, scope: !1658, inlinedAt: !1809)
!1832 = !DILocation(line: 0, scope: !1660, inlinedAt: !1833)
!1833 = distinct !DILocation(line: 1702, column: 4, scope: !1652, inlinedAt: !1831)
!1834 = !DILocation(line: 0, scope: !1675, inlinedAt: !1835)
!1835 = distinct !DILocation(line: 467, column: 14, scope: !1660, inlinedAt: !1833)
!1836 = !DILocation(line: 0, scope: !1686, inlinedAt: !1837)
!1837 = distinct !DILocation(line: 326, column: 14, scope: !1675, inlinedAt: !1835)
!1838 = !DILocation(line: 0, scope: !1697, inlinedAt: !1839)
!1839 = distinct !DILocation(line: 294, column: 18, scope: !1686, inlinedAt: !1837)
!1840 = !DILocation(line: 0, scope: !1707, inlinedAt: !1841)
!1841 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !1839)
!1842 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !1841)
!1843 = !DILocation(line: 1114, column: 11, scope: !1707, inlinedAt: !1841)
!1844 = !DILocation(line: 397, column: 59, scope: !1620, inlinedAt: !1818)
!1845 = !DILocation(line: 395, column: 16, scope: !1620, inlinedAt: !1818)
!1846 = !DILocation(line: 921, column: 7, scope: !1732, inlinedAt: !1847)
!1847 = distinct !DILocation(line: 968, column: 7, scope: !1749, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !1841)
!1849 = !DILocation(line: 922, column: 11, scope: !1760, inlinedAt: !1847)
!1850 = !DILocation(line: 0, scope: !1733, inlinedAt: !1847)
!1851 = !DILocation(line: 1701, column: 26, scope: !1652, inlinedAt: !1831)
!1852 = !DILocation(line: 0, scope: !1571)
!1853 = !DILocation(line: 50, column: 21, scope: !1574)
!1854 = !DILocation(line: 50, column: 3, scope: !1571)
!1855 = !DILocation(line: 0, scope: !1573)
!1856 = !DILocation(line: 51, column: 5, scope: !1573)
!1857 = !DILocalVariable(name: "a", arg: 1, scope: !1858, file: !1, line: 28, type: !1861)
!1858 = distinct !DISubprogram(name: "kernel_multiply<float>", linkageName: "_Z15kernel_multiplyIfEvRK6MatrixIT_ES4_RS2_", scope: !1, file: !1, line: 28, type: !1859, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1074, retainedNodes: !1863)
!1859 = !DISubroutineType(types: !1860)
!1860 = !{null, !1861, !1861, !1862}
!1861 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1063, size: 64)
!1862 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1050, size: 64)
!1863 = !{!1857, !1864, !1865, !1866, !1868, !1871, !1874}
!1864 = !DILocalVariable(name: "b", arg: 2, scope: !1858, file: !1, line: 28, type: !1861)
!1865 = !DILocalVariable(name: "out", arg: 3, scope: !1858, file: !1, line: 28, type: !1862)
!1866 = !DILocalVariable(name: "i", scope: !1867, file: !1, line: 30, type: !3)
!1867 = distinct !DILexicalBlock(scope: !1858, file: !1, line: 30, column: 3)
!1868 = !DILocalVariable(name: "j", scope: !1869, file: !1, line: 31, type: !3)
!1869 = distinct !DILexicalBlock(scope: !1870, file: !1, line: 31, column: 5)
!1870 = distinct !DILexicalBlock(scope: !1867, file: !1, line: 30, column: 3)
!1871 = !DILocalVariable(name: "s", scope: !1872, file: !1, line: 32, type: !7)
!1872 = distinct !DILexicalBlock(scope: !1873, file: !1, line: 31, column: 40)
!1873 = distinct !DILexicalBlock(scope: !1869, file: !1, line: 31, column: 5)
!1874 = !DILocalVariable(name: "k", scope: !1875, file: !1, line: 33, type: !3)
!1875 = distinct !DILexicalBlock(scope: !1872, file: !1, line: 33, column: 7)
!1876 = !DILocation(line: 0, scope: !1858, inlinedAt: !1877)
!1877 = distinct !DILocation(line: 55, column: 3, scope: !1562)
!1878 = !DILocation(line: 0, scope: !1867, inlinedAt: !1877)
!1879 = !DILocation(line: 30, column: 21, scope: !1870, inlinedAt: !1877)
!1880 = !DILocation(line: 30, column: 3, scope: !1867, inlinedAt: !1877)
!1881 = !DILocation(line: 0, scope: !1869, inlinedAt: !1877)
!1882 = !DILocation(line: 31, column: 5, scope: !1869, inlinedAt: !1877)
!1883 = !DILocation(line: 0, scope: !1875, inlinedAt: !1877)
!1884 = !DILocation(line: 0, scope: !1872, inlinedAt: !1877)
!1885 = !DILocation(line: 33, column: 7, scope: !1875, inlinedAt: !1877)
!1886 = !DILocation(line: 30, column: 34, scope: !1870, inlinedAt: !1877)
!1887 = distinct !{!1887, !1880, !1888, !1889, !1890}
!1888 = !DILocation(line: 36, column: 5, scope: !1867, inlinedAt: !1877)
!1889 = !{!"llvm.loop.mustprogress"}
!1890 = !{!"llvm.loop.unroll.disable"}
!1891 = !DILocalVariable(name: "this", arg: 1, scope: !1892, type: !1586, flags: DIFlagArtificial | DIFlagObjectPointer)
!1892 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIfEclEii", scope: !1050, file: !1, line: 16, type: !1066, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1065, retainedNodes: !1893)
!1893 = !{!1891, !1894, !1895}
!1894 = !DILocalVariable(name: "i", arg: 2, scope: !1892, file: !1, line: 16, type: !3)
!1895 = !DILocalVariable(name: "j", arg: 3, scope: !1892, file: !1, line: 16, type: !3)
!1896 = !DILocation(line: 0, scope: !1892, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 35, column: 7, scope: !1872, inlinedAt: !1877)
!1898 = !DILocation(line: 16, column: 69, scope: !1892, inlinedAt: !1897)
!1899 = !DILocalVariable(name: "this", arg: 1, scope: !1900, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!1900 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIfSaIfEEixEm", scope: !13, file: !12, line: 1121, type: !456, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !455, retainedNodes: !1901)
!1901 = !{!1899, !1902}
!1902 = !DILocalVariable(name: "__n", arg: 2, scope: !1900, file: !12, line: 1121, type: !298)
!1903 = !DILocation(line: 0, scope: !1900, inlinedAt: !1904)
!1904 = distinct !DILocation(line: 16, column: 40, scope: !1892, inlinedAt: !1897)
!1905 = !DILocation(line: 1124, column: 34, scope: !1900, inlinedAt: !1904)
!1906 = !DILocation(line: 35, column: 17, scope: !1872, inlinedAt: !1877)
!1907 = !DILocation(line: 31, column: 36, scope: !1873, inlinedAt: !1877)
!1908 = !DILocation(line: 31, column: 23, scope: !1873, inlinedAt: !1877)
!1909 = distinct !{!1909, !1882, !1910, !1889, !1890}
!1910 = !DILocation(line: 36, column: 5, scope: !1869, inlinedAt: !1877)
!1911 = !DILocalVariable(name: "this", arg: 1, scope: !1912, type: !1916, flags: DIFlagArtificial | DIFlagObjectPointer)
!1912 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIfEclEii", scope: !1050, file: !1, line: 17, type: !1069, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1068, retainedNodes: !1913)
!1913 = !{!1911, !1914, !1915}
!1914 = !DILocalVariable(name: "i", arg: 2, scope: !1912, file: !1, line: 17, type: !3)
!1915 = !DILocalVariable(name: "j", arg: 3, scope: !1912, file: !1, line: 17, type: !3)
!1916 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1063, size: 64)
!1917 = !DILocation(line: 0, scope: !1912, inlinedAt: !1918)
!1918 = distinct !DILocation(line: 34, column: 14, scope: !1919, inlinedAt: !1877)
!1919 = distinct !DILexicalBlock(scope: !1875, file: !1, line: 33, column: 7)
!1920 = !DILocation(line: 17, column: 81, scope: !1912, inlinedAt: !1918)
!1921 = !DILocalVariable(name: "this", arg: 1, scope: !1922, type: !1925, flags: DIFlagArtificial | DIFlagObjectPointer)
!1922 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIfSaIfEEixEm", scope: !13, file: !12, line: 1140, type: !464, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !463, retainedNodes: !1923)
!1923 = !{!1921, !1924}
!1924 = !DILocalVariable(name: "__n", arg: 2, scope: !1922, file: !12, line: 1140, type: !298)
!1925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!1926 = !DILocation(line: 0, scope: !1922, inlinedAt: !1927)
!1927 = distinct !DILocation(line: 17, column: 52, scope: !1912, inlinedAt: !1918)
!1928 = !DILocation(line: 1143, column: 34, scope: !1922, inlinedAt: !1927)
!1929 = !DILocation(line: 34, column: 14, scope: !1919, inlinedAt: !1877)
!1930 = !DILocation(line: 0, scope: !1912, inlinedAt: !1931)
!1931 = distinct !DILocation(line: 34, column: 24, scope: !1919, inlinedAt: !1877)
!1932 = !DILocation(line: 17, column: 77, scope: !1912, inlinedAt: !1931)
!1933 = !DILocation(line: 17, column: 81, scope: !1912, inlinedAt: !1931)
!1934 = !DILocation(line: 0, scope: !1922, inlinedAt: !1935)
!1935 = distinct !DILocation(line: 17, column: 52, scope: !1912, inlinedAt: !1931)
!1936 = !DILocation(line: 1143, column: 34, scope: !1922, inlinedAt: !1935)
!1937 = !DILocation(line: 34, column: 24, scope: !1919, inlinedAt: !1877)
!1938 = !DILocation(line: 34, column: 11, scope: !1919, inlinedAt: !1877)
!1939 = !DILocation(line: 33, column: 38, scope: !1919, inlinedAt: !1877)
!1940 = !DILocation(line: 33, column: 25, scope: !1919, inlinedAt: !1877)
!1941 = distinct !{!1941, !1885, !1942, !1889, !1890}
!1942 = !DILocation(line: 34, column: 30, scope: !1875, inlinedAt: !1877)
!1943 = !DILocation(line: 62, column: 1, scope: !1562)
!1944 = !DILocation(line: 50, column: 27, scope: !1574)
!1945 = distinct !{!1945, !1854, !1946, !1889, !1890}
!1946 = !DILocation(line: 54, column: 5, scope: !1571)
!1947 = !DILocation(line: 52, column: 35, scope: !1948)
!1948 = distinct !DILexicalBlock(scope: !1949, file: !1, line: 51, column: 37)
!1949 = distinct !DILexicalBlock(scope: !1573, file: !1, line: 51, column: 5)
!1950 = !DILocation(line: 52, column: 40, scope: !1948)
!1951 = !DILocation(line: 52, column: 32, scope: !1948)
!1952 = !DILocation(line: 0, scope: !1892, inlinedAt: !1953)
!1953 = distinct !DILocation(line: 52, column: 7, scope: !1948)
!1954 = !DILocation(line: 16, column: 69, scope: !1892, inlinedAt: !1953)
!1955 = !DILocation(line: 0, scope: !1900, inlinedAt: !1956)
!1956 = distinct !DILocation(line: 16, column: 40, scope: !1892, inlinedAt: !1953)
!1957 = !DILocation(line: 1124, column: 34, scope: !1900, inlinedAt: !1956)
!1958 = !DILocation(line: 52, column: 15, scope: !1948)
!1959 = !DILocation(line: 53, column: 35, scope: !1948)
!1960 = !DILocation(line: 53, column: 40, scope: !1948)
!1961 = !DILocation(line: 53, column: 32, scope: !1948)
!1962 = !DILocation(line: 0, scope: !1892, inlinedAt: !1963)
!1963 = distinct !DILocation(line: 53, column: 7, scope: !1948)
!1964 = !DILocation(line: 16, column: 65, scope: !1892, inlinedAt: !1963)
!1965 = !DILocation(line: 16, column: 69, scope: !1892, inlinedAt: !1963)
!1966 = !DILocation(line: 0, scope: !1900, inlinedAt: !1967)
!1967 = distinct !DILocation(line: 16, column: 40, scope: !1892, inlinedAt: !1963)
!1968 = !DILocation(line: 1124, column: 34, scope: !1900, inlinedAt: !1967)
!1969 = !DILocation(line: 53, column: 15, scope: !1948)
!1970 = !DILocation(line: 51, column: 33, scope: !1949)
!1971 = !DILocation(line: 51, column: 23, scope: !1949)
!1972 = distinct !{!1972, !1856, !1973, !1889, !1890}
!1973 = !DILocation(line: 54, column: 5, scope: !1573)
!1974 = !DILocalVariable(name: "this", arg: 1, scope: !1975, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!1975 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIfSaIfEEC2EmRKS0_", scope: !13, file: !12, line: 551, type: !296, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !295, retainedNodes: !1976)
!1976 = !{!1974, !1977, !1978}
!1977 = !DILocalVariable(name: "__n", arg: 2, scope: !1975, file: !12, line: 551, type: !298)
!1978 = !DILocalVariable(name: "__a", arg: 3, scope: !1975, file: !12, line: 551, type: !292)
!1979 = !DILocation(line: 0, scope: !1975, inlinedAt: !1980)
!1980 = distinct !DILocation(line: 56, column: 18, scope: !1562)
!1981 = !DILocation(line: 0, scope: !1602, inlinedAt: !1982)
!1982 = distinct !DILocation(line: 552, column: 15, scope: !1975, inlinedAt: !1980)
!1983 = !DILocation(line: 1904, column: 10, scope: !1608, inlinedAt: !1982)
!1984 = !DILocation(line: 1904, column: 6, scope: !1602, inlinedAt: !1982)
!1985 = !DILocation(line: 1905, column: 4, scope: !1608, inlinedAt: !1982)
!1986 = !DILocation(line: 0, scope: !1612, inlinedAt: !1987)
!1987 = distinct !DILocation(line: 552, column: 9, scope: !1975, inlinedAt: !1980)
!1988 = !DILocation(line: 0, scope: !1620, inlinedAt: !1989)
!1989 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !1987)
!1990 = !DILocation(line: 0, scope: !1627, inlinedAt: !1991)
!1991 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !1989)
!1992 = !DILocation(line: 378, column: 13, scope: !1627, inlinedAt: !1991)
!1993 = !DILocation(line: 378, column: 9, scope: !1627, inlinedAt: !1991)
!1994 = !DILocation(line: 0, scope: !1635, inlinedAt: !1995)
!1995 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !1991)
!1996 = !DILocation(line: 0, scope: !1641, inlinedAt: !1997)
!1997 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !1995)
!1998 = !DILocation(line: 137, column: 53, scope: !1641, inlinedAt: !1997)
!1999 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !1997)
!2000 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !1997)
!2001 = !DILocalVariable(name: "this", arg: 1, scope: !2002, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2002 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIfSaIfEE21_M_default_initializeEm", scope: !13, file: !12, line: 1710, type: !446, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !520, retainedNodes: !2003)
!2003 = !{!2001, !2004}
!2004 = !DILocalVariable(name: "__n", arg: 2, scope: !2002, file: !12, line: 1710, type: !298)
!2005 = !DILocation(line: 0, scope: !2002, inlinedAt: !2006)
!2006 = distinct !DILocation(line: 553, column: 9, scope: !2007, inlinedAt: !1980)
!2007 = distinct !DILexicalBlock(scope: !1975, file: !12, line: 553, column: 7)
!2008 = !DILocalVariable(name: "__first", arg: 1, scope: !2009, file: !1661, line: 764, type: !38)
!2009 = distinct !DISubprogram(name: "__uninitialized_default_n_a<float *, unsigned long, float>", linkageName: "_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E", scope: !14, file: !1661, line: 764, type: !2010, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1682, retainedNodes: !2012)
!2010 = !DISubroutineType(types: !2011)
!2011 = !{!38, !38, !10, !104}
!2012 = !{!2008, !2013, !2014}
!2013 = !DILocalVariable(name: "__n", arg: 2, scope: !2009, file: !1661, line: 764, type: !10)
!2014 = !DILocalVariable(arg: 3, scope: !2009, file: !1661, line: 765, type: !104)
!2015 = !DILocation(line: 0, scope: !2009, inlinedAt: !2016)
!2016 = distinct !DILocation(line: 1713, column: 4, scope: !2002, inlinedAt: !2006)
!2017 = !DILocalVariable(name: "__first", arg: 1, scope: !2018, file: !1661, line: 691, type: !38)
!2018 = distinct !DISubprogram(name: "__uninitialized_default_n<float *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPfmET_S1_T0_", scope: !14, file: !1661, line: 691, type: !2019, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2024, retainedNodes: !2021)
!2019 = !DISubroutineType(types: !2020)
!2020 = !{!38, !38, !10}
!2021 = !{!2017, !2022, !2023}
!2022 = !DILocalVariable(name: "__n", arg: 2, scope: !2018, file: !1661, line: 691, type: !10)
!2023 = !DILocalVariable(name: "__can_fill", scope: !2018, file: !1661, line: 696, type: !246)
!2024 = !{!1669, !1670}
!2025 = !DILocation(line: 0, scope: !2018, inlinedAt: !2026)
!2026 = distinct !DILocation(line: 766, column: 14, scope: !2009, inlinedAt: !2016)
!2027 = !DILocalVariable(name: "__first", arg: 1, scope: !2028, file: !1661, line: 655, type: !38)
!2028 = distinct !DISubprogram(name: "__uninit_default_n<float *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_", scope: !2029, file: !1661, line: 655, type: !2019, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2024, declaration: !2030, retainedNodes: !2031)
!2029 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !14, file: !1661, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1688, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!2030 = !DISubprogram(name: "__uninit_default_n<float *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_", scope: !2029, file: !1661, line: 655, type: !2019, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2024)
!2031 = !{!2027, !2032, !2033}
!2032 = !DILocalVariable(name: "__n", arg: 2, scope: !2028, file: !1661, line: 655, type: !10)
!2033 = !DILocalVariable(name: "__val", scope: !2034, file: !1661, line: 659, type: !2036)
!2034 = distinct !DILexicalBlock(scope: !2035, file: !1661, line: 658, column: 6)
!2035 = distinct !DILexicalBlock(scope: !2028, file: !1661, line: 657, column: 8)
!2036 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2037, size: 64)
!2037 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !2038, file: !382, line: 213, baseType: !7)
!2038 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<float *>", scope: !14, file: !382, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !2039, identifier: "_ZTSSt15iterator_traitsIPfE")
!2039 = !{!2040}
!2040 = !DITemplateTypeParameter(name: "_Iterator", type: !38)
!2041 = !DILocation(line: 0, scope: !2028, inlinedAt: !2042)
!2042 = distinct !DILocation(line: 699, column: 14, scope: !2018, inlinedAt: !2026)
!2043 = !DILocation(line: 657, column: 8, scope: !2028, inlinedAt: !2042)
!2044 = !DILocation(line: 0, scope: !2034, inlinedAt: !2042)
!2045 = !DILocalVariable(name: "__p", arg: 1, scope: !2046, file: !2047, line: 109, type: !38)
!2046 = distinct !DISubprogram(name: "_Construct<float>", linkageName: "_ZSt10_ConstructIfJEEvPT_DpOT0_", scope: !14, file: !2047, line: 109, type: !2048, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2051, retainedNodes: !2050)
!2047 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2048 = !DISubroutineType(types: !2049)
!2049 = !{null, !38}
!2050 = !{!2045}
!2051 = !{!91, !2052}
!2052 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !141)
!2053 = !DILocation(line: 0, scope: !2046, inlinedAt: !2054)
!2054 = distinct !DILocation(line: 661, column: 8, scope: !2034, inlinedAt: !2042)
!2055 = !DILocation(line: 119, column: 7, scope: !2046, inlinedAt: !2054)
!2056 = !DILocation(line: 662, column: 8, scope: !2034, inlinedAt: !2042)
!2057 = !DILocation(line: 0, scope: !1697, inlinedAt: !2058)
!2058 = distinct !DILocation(line: 663, column: 18, scope: !2034, inlinedAt: !2042)
!2059 = !DILocation(line: 0, scope: !1707, inlinedAt: !2060)
!2060 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !2058)
!2061 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !2060)
!2062 = !DILocation(line: 1114, column: 15, scope: !2063, inlinedAt: !2060)
!2063 = distinct !DILexicalBlock(scope: !1707, file: !1698, line: 1114, column: 11)
!2064 = !DILocation(line: 1114, column: 11, scope: !1707, inlinedAt: !2060)
!2065 = !DILocation(line: 0, scope: !1749, inlinedAt: !2066)
!2066 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !2060)
!2067 = !DILocation(line: 0, scope: !1733, inlinedAt: !2068)
!2068 = distinct !DILocation(line: 968, column: 7, scope: !1749, inlinedAt: !2066)
!2069 = !DILocation(line: 921, column: 7, scope: !1732, inlinedAt: !2068)
!2070 = !DILocation(line: 922, column: 11, scope: !1760, inlinedAt: !2068)
!2071 = !DILocation(line: 1119, column: 38, scope: !1707, inlinedAt: !2060)
!2072 = !DILocation(line: 665, column: 4, scope: !2028, inlinedAt: !2042)
!2073 = !DILocation(line: 0, scope: !1975, inlinedAt: !2074)
!2074 = distinct !DILocation(line: 56, column: 24, scope: !1562)
!2075 = !DILocation(line: 0, scope: !1602, inlinedAt: !2076)
!2076 = distinct !DILocation(line: 552, column: 15, scope: !1975, inlinedAt: !2074)
!2077 = !DILocation(line: 0, scope: !1612, inlinedAt: !2078)
!2078 = distinct !DILocation(line: 552, column: 9, scope: !1975, inlinedAt: !2074)
!2079 = !DILocation(line: 0, scope: !1620, inlinedAt: !2080)
!2080 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !2078)
!2081 = !DILocation(line: 0, scope: !1627, inlinedAt: !2082)
!2082 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !2080)
!2083 = !DILocation(line: 378, column: 9, scope: !1627, inlinedAt: !2082)
!2084 = !DILocation(line: 0, scope: !1635, inlinedAt: !2085)
!2085 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !2082)
!2086 = !DILocation(line: 0, scope: !1641, inlinedAt: !2087)
!2087 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !2085)
!2088 = !DILocation(line: 137, column: 53, scope: !1641, inlinedAt: !2087)
!2089 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !2087)
!2090 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !2087)
!2091 = !DILocation(line: 0, scope: !2002, inlinedAt: !2092)
!2092 = distinct !DILocation(line: 553, column: 9, scope: !2007, inlinedAt: !2074)
!2093 = !DILocation(line: 0, scope: !2009, inlinedAt: !2094)
!2094 = distinct !DILocation(line: 1713, column: 4, scope: !2002, inlinedAt: !2092)
!2095 = !DILocation(line: 0, scope: !2018, inlinedAt: !2096)
!2096 = distinct !DILocation(line: 766, column: 14, scope: !2009, inlinedAt: !2094)
!2097 = !DILocation(line: 0, scope: !2028, inlinedAt: !2098)
!2098 = distinct !DILocation(line: 699, column: 14, scope: !2018, inlinedAt: !2096)
!2099 = !DILocation(line: 657, column: 8, scope: !2028, inlinedAt: !2098)
!2100 = !DILocation(line: 0, scope: !2034, inlinedAt: !2098)
!2101 = !DILocation(line: 0, scope: !2046, inlinedAt: !2102)
!2102 = distinct !DILocation(line: 661, column: 8, scope: !2034, inlinedAt: !2098)
!2103 = !DILocation(line: 119, column: 7, scope: !2046, inlinedAt: !2102)
!2104 = !DILocation(line: 0, scope: !1697, inlinedAt: !2105)
!2105 = distinct !DILocation(line: 663, column: 18, scope: !2034, inlinedAt: !2098)
!2106 = !DILocation(line: 0, scope: !1707, inlinedAt: !2107)
!2107 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !2105)
!2108 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !2107)
!2109 = !DILocation(line: 1114, column: 15, scope: !2063, inlinedAt: !2107)
!2110 = !DILocation(line: 1114, column: 11, scope: !1707, inlinedAt: !2107)
!2111 = !DILocation(line: 662, column: 8, scope: !2034, inlinedAt: !2098)
!2112 = !DILocation(line: 0, scope: !1749, inlinedAt: !2113)
!2113 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !2107)
!2114 = !DILocation(line: 0, scope: !1733, inlinedAt: !2115)
!2115 = distinct !DILocation(line: 968, column: 7, scope: !1749, inlinedAt: !2113)
!2116 = !DILocation(line: 921, column: 7, scope: !1732, inlinedAt: !2115)
!2117 = !DILocation(line: 922, column: 11, scope: !1760, inlinedAt: !2115)
!2118 = !DILocation(line: 665, column: 4, scope: !2028, inlinedAt: !2098)
!2119 = !DILocation(line: 0, scope: !1578)
!2120 = !DILocation(line: 57, column: 21, scope: !2121)
!2121 = distinct !DILexicalBlock(scope: !1578, file: !1, line: 57, column: 3)
!2122 = !DILocation(line: 57, column: 3, scope: !1578)
!2123 = !DILocalVariable(name: "this", arg: 1, scope: !2124, type: !1916, flags: DIFlagArtificial | DIFlagObjectPointer)
!2124 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIfE3sumEv", scope: !1050, file: !1, line: 18, type: !1072, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1071, retainedNodes: !2125)
!2125 = !{!2123, !2126, !2127, !2129, !2130, !2131}
!2126 = !DILocalVariable(name: "s", scope: !2124, file: !1, line: 20, type: !7)
!2127 = !DILocalVariable(name: "__range2", scope: !2128, type: !308, flags: DIFlagArtificial)
!2128 = distinct !DILexicalBlock(scope: !2124, file: !1, line: 21, column: 5)
!2129 = !DILocalVariable(name: "__begin0", scope: !2128, type: !364, flags: DIFlagArtificial)
!2130 = !DILocalVariable(name: "__end0", scope: !2128, type: !364, flags: DIFlagArtificial)
!2131 = !DILocalVariable(name: "x", scope: !2132, file: !1, line: 21, type: !74)
!2132 = distinct !DILexicalBlock(scope: !2128, file: !1, line: 21, column: 5)
!2133 = !DILocation(line: 0, scope: !2124, inlinedAt: !2134)
!2134 = distinct !DILocation(line: 61, column: 12, scope: !1562)
!2135 = !DILocation(line: 0, scope: !2128, inlinedAt: !2134)
!2136 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2137, file: !360, line: 1237, type: !2140)
!2137 = distinct !DISubprogram(name: "operator!=<const float *, std::vector<float, std::allocator<float> > >", linkageName: "_ZN9__gnu_cxxneIPKfSt6vectorIfSaIfEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !28, file: !360, line: 1237, type: !2138, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !420, retainedNodes: !2141)
!2138 = !DISubroutineType(types: !2139)
!2139 = !{!134, !2140, !2140}
!2140 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !387, size: 64)
!2141 = !{!2136, !2142}
!2142 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2137, file: !360, line: 1238, type: !2140)
!2143 = !DILocation(line: 0, scope: !2137, inlinedAt: !2144)
!2144 = distinct !DILocation(line: 21, column: 21, scope: !2128, inlinedAt: !2134)
!2145 = !DILocation(line: 1240, column: 27, scope: !2137, inlinedAt: !2144)
!2146 = !DILocation(line: 21, column: 21, scope: !2128, inlinedAt: !2134)
!2147 = !DILocation(line: 0, scope: !2132, inlinedAt: !2134)
!2148 = !DILocation(line: 22, column: 12, scope: !2132, inlinedAt: !2134)
!2149 = !DILocation(line: 22, column: 9, scope: !2132, inlinedAt: !2134)
!2150 = !DILocalVariable(name: "this", arg: 1, scope: !2151, type: !2153, flags: DIFlagArtificial | DIFlagObjectPointer)
!2151 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv", scope: !365, file: !360, line: 1105, type: !394, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !393, retainedNodes: !2152)
!2152 = !{!2150}
!2153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!2154 = !DILocation(line: 0, scope: !2151, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 21, column: 21, scope: !2128, inlinedAt: !2134)
!2156 = !DILocation(line: 1107, column: 2, scope: !2151, inlinedAt: !2155)
!2157 = distinct !{!2157, !2158, !2159, !1890}
!2158 = !DILocation(line: 21, column: 5, scope: !2128, inlinedAt: !2134)
!2159 = !DILocation(line: 22, column: 12, scope: !2128, inlinedAt: !2134)
!2160 = !DILocalVariable(name: "x", arg: 1, scope: !2161, file: !1, line: 39, type: !308)
!2161 = distinct !DISubprogram(name: "dot<float>", linkageName: "_Z3dotIfET_RKSt6vectorIS0_SaIS0_EES5_", scope: !1, file: !1, line: 39, type: !2162, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1074, retainedNodes: !2164)
!2162 = !DISubroutineType(types: !2163)
!2163 = !{!7, !308, !308}
!2164 = !{!2160, !2165, !2166, !2167}
!2165 = !DILocalVariable(name: "y", arg: 2, scope: !2161, file: !1, line: 39, type: !308)
!2166 = !DILocalVariable(name: "s", scope: !2161, file: !1, line: 41, type: !7)
!2167 = !DILocalVariable(name: "i", scope: !2168, file: !1, line: 42, type: !8)
!2168 = distinct !DILexicalBlock(scope: !2161, file: !1, line: 42, column: 3)
!2169 = !DILocation(line: 0, scope: !2161, inlinedAt: !2170)
!2170 = distinct !DILocation(line: 61, column: 20, scope: !1562)
!2171 = !DILocation(line: 0, scope: !2168, inlinedAt: !2170)
!2172 = !DILocation(line: 42, column: 24, scope: !2173, inlinedAt: !2170)
!2173 = distinct !DILexicalBlock(scope: !2168, file: !1, line: 42, column: 3)
!2174 = !DILocation(line: 42, column: 3, scope: !2168, inlinedAt: !2170)
!2175 = !DILocation(line: 0, scope: !1922, inlinedAt: !2176)
!2176 = distinct !DILocation(line: 43, column: 10, scope: !2173, inlinedAt: !2170)
!2177 = !DILocation(line: 1143, column: 34, scope: !1922, inlinedAt: !2176)
!2178 = !DILocation(line: 43, column: 10, scope: !2173, inlinedAt: !2170)
!2179 = !DILocation(line: 0, scope: !1922, inlinedAt: !2180)
!2180 = distinct !DILocation(line: 43, column: 17, scope: !2173, inlinedAt: !2170)
!2181 = !DILocation(line: 1143, column: 34, scope: !1922, inlinedAt: !2180)
!2182 = !DILocation(line: 43, column: 17, scope: !2173, inlinedAt: !2170)
!2183 = !DILocation(line: 43, column: 7, scope: !2173, inlinedAt: !2170)
!2184 = !DILocation(line: 42, column: 37, scope: !2173, inlinedAt: !2170)
!2185 = distinct !{!2185, !2174, !2186, !1889, !1890}
!2186 = !DILocation(line: 43, column: 20, scope: !2168, inlinedAt: !2170)
!2187 = !DILocalVariable(name: "this", arg: 1, scope: !2188, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2188 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIfSaIfEED2Ev", scope: !13, file: !12, line: 728, type: !286, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !338, retainedNodes: !2189)
!2189 = !{!2187}
!2190 = !DILocation(line: 0, scope: !2188, inlinedAt: !2191)
!2191 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2192 = !DILocalVariable(name: "this", arg: 1, scope: !2193, type: !1616, flags: DIFlagArtificial | DIFlagObjectPointer)
!2193 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIfSaIfEED2Ev", scope: !17, file: !12, line: 364, type: !203, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !229, retainedNodes: !2194)
!2194 = !{!2192}
!2195 = !DILocation(line: 0, scope: !2193, inlinedAt: !2196)
!2196 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2191)
!2197 = distinct !DILexicalBlock(scope: !2188, file: !12, line: 729, column: 7)
!2198 = !DILocalVariable(name: "this", arg: 1, scope: !2199, type: !1616, flags: DIFlagArtificial | DIFlagObjectPointer)
!2199 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm", scope: !17, file: !12, line: 383, type: !234, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !233, retainedNodes: !2200)
!2200 = !{!2198, !2201, !2202}
!2201 = !DILocalVariable(name: "__p", arg: 2, scope: !2199, file: !12, line: 383, type: !147)
!2202 = !DILocalVariable(name: "__n", arg: 3, scope: !2199, file: !12, line: 383, type: !79)
!2203 = !DILocation(line: 0, scope: !2199, inlinedAt: !2204)
!2204 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2196)
!2205 = distinct !DILexicalBlock(scope: !2193, file: !12, line: 365, column: 7)
!2206 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2204)
!2207 = distinct !DILexicalBlock(scope: !2199, file: !12, line: 386, column: 6)
!2208 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2204)
!2209 = !DILocalVariable(name: "__a", arg: 1, scope: !2210, file: !32, line: 495, type: !39)
!2210 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm", scope: !31, file: !32, line: 495, type: !112, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !111, retainedNodes: !2211)
!2211 = !{!2209, !2212, !2213}
!2212 = !DILocalVariable(name: "__p", arg: 2, scope: !2210, file: !32, line: 495, type: !37)
!2213 = !DILocalVariable(name: "__n", arg: 3, scope: !2210, file: !32, line: 495, type: !106)
!2214 = !DILocation(line: 0, scope: !2210, inlinedAt: !2215)
!2215 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2204)
!2216 = !DILocalVariable(name: "this", arg: 1, scope: !2217, type: !1645, flags: DIFlagArtificial | DIFlagObjectPointer)
!2217 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIfE10deallocateEPfm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !83, retainedNodes: !2218)
!2218 = !{!2216, !2219, !2220}
!2219 = !DILocalVariable(name: "__p", arg: 2, scope: !2217, file: !48, line: 142, type: !38)
!2220 = !DILocalVariable(name: "__n", arg: 3, scope: !2217, file: !48, line: 142, type: !78)
!2221 = !DILocation(line: 0, scope: !2217, inlinedAt: !2222)
!2222 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2215)
!2223 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2222)
!2224 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2222)
!2225 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2204)
!2226 = !DILocation(line: 0, scope: !2188, inlinedAt: !2227)
!2227 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2228 = !DILocation(line: 0, scope: !2193, inlinedAt: !2229)
!2229 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2227)
!2230 = !DILocation(line: 0, scope: !2199, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2229)
!2232 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2231)
!2233 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2231)
!2234 = !DILocation(line: 0, scope: !2210, inlinedAt: !2235)
!2235 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2231)
!2236 = !DILocation(line: 0, scope: !2217, inlinedAt: !2237)
!2237 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2235)
!2238 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2237)
!2239 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2237)
!2240 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2231)
!2241 = !DILocalVariable(name: "this", arg: 1, scope: !2242, type: !1586, flags: DIFlagArtificial | DIFlagObjectPointer)
!2242 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixIfED2Ev", scope: !1050, file: !1, line: 8, type: !2243, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !2245, retainedNodes: !2246)
!2243 = !DISubroutineType(types: !2244)
!2244 = !{null, !1058}
!2245 = !DISubprogram(name: "~Matrix", scope: !1050, type: !2243, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2246 = !{!2241}
!2247 = !DILocation(line: 0, scope: !2242, inlinedAt: !2248)
!2248 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2249 = !DILocation(line: 0, scope: !2188, inlinedAt: !2250)
!2250 = distinct !DILocation(line: 8, column: 29, scope: !2251, inlinedAt: !2248)
!2251 = distinct !DILexicalBlock(scope: !2242, file: !1, line: 8, column: 29)
!2252 = !DILocation(line: 0, scope: !2193, inlinedAt: !2253)
!2253 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2250)
!2254 = !DILocation(line: 0, scope: !2199, inlinedAt: !2255)
!2255 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2253)
!2256 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2255)
!2257 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2255)
!2258 = !DILocation(line: 0, scope: !2210, inlinedAt: !2259)
!2259 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2255)
!2260 = !DILocation(line: 0, scope: !2217, inlinedAt: !2261)
!2261 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2259)
!2262 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2261)
!2263 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2261)
!2264 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2255)
!2265 = !DILocation(line: 0, scope: !2242, inlinedAt: !2266)
!2266 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2267 = !DILocation(line: 0, scope: !2188, inlinedAt: !2268)
!2268 = distinct !DILocation(line: 8, column: 29, scope: !2251, inlinedAt: !2266)
!2269 = !DILocation(line: 0, scope: !2193, inlinedAt: !2270)
!2270 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2268)
!2271 = !DILocation(line: 0, scope: !2199, inlinedAt: !2272)
!2272 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2270)
!2273 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2272)
!2274 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2272)
!2275 = !DILocation(line: 0, scope: !2210, inlinedAt: !2276)
!2276 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2272)
!2277 = !DILocation(line: 0, scope: !2217, inlinedAt: !2278)
!2278 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2276)
!2279 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2278)
!2280 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2278)
!2281 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2272)
!2282 = !DILocation(line: 0, scope: !2242, inlinedAt: !2283)
!2283 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2284 = !DILocation(line: 0, scope: !2188, inlinedAt: !2285)
!2285 = distinct !DILocation(line: 8, column: 29, scope: !2251, inlinedAt: !2283)
!2286 = !DILocation(line: 0, scope: !2193, inlinedAt: !2287)
!2287 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2285)
!2288 = !DILocation(line: 0, scope: !2199, inlinedAt: !2289)
!2289 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2287)
!2290 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2289)
!2291 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2289)
!2292 = !DILocation(line: 0, scope: !2210, inlinedAt: !2293)
!2293 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2289)
!2294 = !DILocation(line: 0, scope: !2217, inlinedAt: !2295)
!2295 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2293)
!2296 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2295)
!2297 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2295)
!2298 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2289)
!2299 = !DILocation(line: 61, column: 18, scope: !1562)
!2300 = !DILocation(line: 56, column: 18, scope: !1562)
!2301 = !DILocation(line: 0, scope: !2188, inlinedAt: !2302)
!2302 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2303 = !DILocation(line: 0, scope: !2193, inlinedAt: !2304)
!2304 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2302)
!2305 = !DILocation(line: 0, scope: !2199, inlinedAt: !2306)
!2306 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2304)
!2307 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2306)
!2308 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2306)
!2309 = !DILocation(line: 0, scope: !2210, inlinedAt: !2310)
!2310 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2306)
!2311 = !DILocation(line: 0, scope: !2217, inlinedAt: !2312)
!2312 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2310)
!2313 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2312)
!2314 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2312)
!2315 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2306)
!2316 = !DILocation(line: 0, scope: !1892, inlinedAt: !2317)
!2317 = distinct !DILocation(line: 58, column: 12, scope: !2318)
!2318 = distinct !DILexicalBlock(scope: !2121, file: !1, line: 57, column: 31)
!2319 = !DILocation(line: 16, column: 65, scope: !1892, inlinedAt: !2317)
!2320 = !DILocation(line: 16, column: 69, scope: !1892, inlinedAt: !2317)
!2321 = !DILocation(line: 0, scope: !1900, inlinedAt: !2322)
!2322 = distinct !DILocation(line: 16, column: 40, scope: !1892, inlinedAt: !2317)
!2323 = !DILocation(line: 1124, column: 34, scope: !1900, inlinedAt: !2322)
!2324 = !DILocation(line: 58, column: 12, scope: !2318)
!2325 = !DILocation(line: 0, scope: !1900, inlinedAt: !2326)
!2326 = distinct !DILocation(line: 58, column: 5, scope: !2318)
!2327 = !DILocation(line: 1124, column: 34, scope: !1900, inlinedAt: !2326)
!2328 = !DILocation(line: 58, column: 10, scope: !2318)
!2329 = !DILocation(line: 59, column: 20, scope: !2318)
!2330 = !DILocation(line: 0, scope: !1892, inlinedAt: !2331)
!2331 = distinct !DILocation(line: 59, column: 12, scope: !2318)
!2332 = !DILocation(line: 16, column: 62, scope: !1892, inlinedAt: !2331)
!2333 = !DILocation(line: 16, column: 65, scope: !1892, inlinedAt: !2331)
!2334 = !DILocation(line: 16, column: 69, scope: !1892, inlinedAt: !2331)
!2335 = !DILocation(line: 0, scope: !1900, inlinedAt: !2336)
!2336 = distinct !DILocation(line: 16, column: 40, scope: !1892, inlinedAt: !2331)
!2337 = !DILocation(line: 1124, column: 34, scope: !1900, inlinedAt: !2336)
!2338 = !DILocation(line: 59, column: 12, scope: !2318)
!2339 = !DILocation(line: 0, scope: !1900, inlinedAt: !2340)
!2340 = distinct !DILocation(line: 59, column: 5, scope: !2318)
!2341 = !DILocation(line: 1124, column: 34, scope: !1900, inlinedAt: !2340)
!2342 = !DILocation(line: 59, column: 10, scope: !2318)
!2343 = !DILocation(line: 57, column: 27, scope: !2121)
!2344 = distinct !{!2344, !2122, !2345, !1889, !1890}
!2345 = !DILocation(line: 60, column: 3, scope: !1578)
!2346 = !DILocation(line: 0, scope: !2242, inlinedAt: !2347)
!2347 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2348 = !DILocation(line: 0, scope: !2188, inlinedAt: !2349)
!2349 = distinct !DILocation(line: 8, column: 29, scope: !2251, inlinedAt: !2347)
!2350 = !DILocation(line: 0, scope: !2193, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2349)
!2352 = !DILocation(line: 0, scope: !2199, inlinedAt: !2353)
!2353 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2351)
!2354 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2353)
!2355 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2353)
!2356 = !DILocation(line: 0, scope: !2210, inlinedAt: !2357)
!2357 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2353)
!2358 = !DILocation(line: 0, scope: !2217, inlinedAt: !2359)
!2359 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2357)
!2360 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2359)
!2361 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2359)
!2362 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2353)
!2363 = !DILocation(line: 0, scope: !2242, inlinedAt: !2364)
!2364 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2365 = !DILocation(line: 0, scope: !2188, inlinedAt: !2366)
!2366 = distinct !DILocation(line: 8, column: 29, scope: !2251, inlinedAt: !2364)
!2367 = !DILocation(line: 0, scope: !2193, inlinedAt: !2368)
!2368 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2366)
!2369 = !DILocation(line: 0, scope: !2199, inlinedAt: !2370)
!2370 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2368)
!2371 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2370)
!2372 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2370)
!2373 = !DILocation(line: 0, scope: !2210, inlinedAt: !2374)
!2374 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2370)
!2375 = !DILocation(line: 0, scope: !2217, inlinedAt: !2376)
!2376 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2374)
!2377 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2376)
!2378 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2376)
!2379 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2370)
!2380 = !DILocation(line: 0, scope: !2242, inlinedAt: !2381)
!2381 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2382 = !DILocation(line: 0, scope: !2188, inlinedAt: !2383)
!2383 = distinct !DILocation(line: 8, column: 29, scope: !2251, inlinedAt: !2381)
!2384 = !DILocation(line: 0, scope: !2193, inlinedAt: !2385)
!2385 = distinct !DILocation(line: 733, column: 7, scope: !2197, inlinedAt: !2383)
!2386 = !DILocation(line: 0, scope: !2199, inlinedAt: !2387)
!2387 = distinct !DILocation(line: 366, column: 2, scope: !2205, inlinedAt: !2385)
!2388 = !DILocation(line: 386, column: 6, scope: !2207, inlinedAt: !2387)
!2389 = !DILocation(line: 386, column: 6, scope: !2199, inlinedAt: !2387)
!2390 = !DILocation(line: 0, scope: !2210, inlinedAt: !2391)
!2391 = distinct !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2387)
!2392 = !DILocation(line: 0, scope: !2217, inlinedAt: !2393)
!2393 = distinct !DILocation(line: 496, column: 13, scope: !2210, inlinedAt: !2391)
!2394 = !DILocation(line: 158, column: 27, scope: !2217, inlinedAt: !2393)
!2395 = !DILocation(line: 158, column: 2, scope: !2217, inlinedAt: !2393)
!2396 = !DILocation(line: 387, column: 4, scope: !2207, inlinedAt: !2387)
!2397 = distinct !DISubprogram(name: "run<long>", linkageName: "_Z3runIlET_i", scope: !1, file: !1, line: 47, type: !2398, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1100, retainedNodes: !2400)
!2398 = !DISubroutineType(types: !2399)
!2399 = !{!408, !3}
!2400 = !{!2401, !2402, !2403, !2404, !2405, !2407, !2410, !2411, !2412}
!2401 = !DILocalVariable(name: "n", arg: 1, scope: !2397, file: !1, line: 47, type: !3)
!2402 = !DILocalVariable(name: "a", scope: !2397, file: !1, line: 49, type: !1076)
!2403 = !DILocalVariable(name: "b", scope: !2397, file: !1, line: 49, type: !1076)
!2404 = !DILocalVariable(name: "c", scope: !2397, file: !1, line: 49, type: !1076)
!2405 = !DILocalVariable(name: "i", scope: !2406, file: !1, line: 50, type: !3)
!2406 = distinct !DILexicalBlock(scope: !2397, file: !1, line: 50, column: 3)
!2407 = !DILocalVariable(name: "j", scope: !2408, file: !1, line: 51, type: !3)
!2408 = distinct !DILexicalBlock(scope: !2409, file: !1, line: 51, column: 5)
!2409 = distinct !DILexicalBlock(scope: !2406, file: !1, line: 50, column: 3)
!2410 = !DILocalVariable(name: "x", scope: !2397, file: !1, line: 56, type: !562)
!2411 = !DILocalVariable(name: "y", scope: !2397, file: !1, line: 56, type: !562)
!2412 = !DILocalVariable(name: "i", scope: !2413, file: !1, line: 57, type: !3)
!2413 = distinct !DILexicalBlock(scope: !2397, file: !1, line: 57, column: 3)
!2414 = !DILocation(line: 0, scope: !2397)
!2415 = !DILocation(line: 49, column: 20, scope: !2397)
!2416 = !DILocalVariable(name: "this", arg: 1, scope: !2417, type: !2421, flags: DIFlagArtificial | DIFlagObjectPointer)
!2417 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixIlEC2Eii", scope: !1076, file: !1, line: 13, type: !1082, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1081, retainedNodes: !2418)
!2418 = !{!2416, !2419, !2420}
!2419 = !DILocalVariable(name: "r", arg: 2, scope: !2417, file: !1, line: 13, type: !3)
!2420 = !DILocalVariable(name: "c", arg: 3, scope: !2417, file: !1, line: 13, type: !3)
!2421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1076, size: 64)
!2422 = !DILocation(line: 0, scope: !2417, inlinedAt: !2423)
!2423 = distinct !DILocation(line: 49, column: 13, scope: !2397)
!2424 = !DILocation(line: 13, column: 60, scope: !2417, inlinedAt: !2423)
!2425 = !DILocation(line: 13, column: 65, scope: !2417, inlinedAt: !2423)
!2426 = !DILocation(line: 13, column: 63, scope: !2417, inlinedAt: !2423)
!2427 = !DILocalVariable(name: "this", arg: 1, scope: !2428, type: !2433, flags: DIFlagArtificial | DIFlagObjectPointer)
!2428 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIlSaIlEEC2EmRKlRKS0_", scope: !562, file: !12, line: 564, type: !797, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !796, retainedNodes: !2429)
!2429 = !{!2427, !2430, !2431, !2432}
!2430 = !DILocalVariable(name: "__n", arg: 2, scope: !2428, file: !12, line: 564, type: !298)
!2431 = !DILocalVariable(name: "__value", arg: 3, scope: !2428, file: !12, line: 564, type: !799)
!2432 = !DILocalVariable(name: "__a", arg: 4, scope: !2428, file: !12, line: 565, type: !790)
!2433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64)
!2434 = !DILocation(line: 0, scope: !2428, inlinedAt: !2435)
!2435 = distinct !DILocation(line: 13, column: 38, scope: !2417, inlinedAt: !2423)
!2436 = !DILocalVariable(name: "__n", arg: 1, scope: !2437, file: !12, line: 1902, type: !298)
!2437 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_", scope: !562, file: !12, line: 1902, type: !1028, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1027, retainedNodes: !2438)
!2438 = !{!2436, !2439}
!2439 = !DILocalVariable(name: "__a", arg: 2, scope: !2437, file: !12, line: 1902, type: !790)
!2440 = !DILocation(line: 0, scope: !2437, inlinedAt: !2441)
!2441 = distinct !DILocation(line: 566, column: 15, scope: !2428, inlinedAt: !2435)
!2442 = !DILocation(line: 1904, column: 10, scope: !2443, inlinedAt: !2441)
!2443 = distinct !DILexicalBlock(scope: !2437, file: !12, line: 1904, column: 6)
!2444 = !DILocation(line: 1904, column: 6, scope: !2437, inlinedAt: !2441)
!2445 = !DILocation(line: 1905, column: 4, scope: !2443, inlinedAt: !2441)
!2446 = !DILocalVariable(name: "this", arg: 1, scope: !2447, type: !2451, flags: DIFlagArtificial | DIFlagObjectPointer)
!2447 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIlSaIlEEC2EmRKS0_", scope: !565, file: !12, line: 330, type: !745, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !744, retainedNodes: !2448)
!2448 = !{!2446, !2449, !2450}
!2449 = !DILocalVariable(name: "__n", arg: 2, scope: !2447, file: !12, line: 330, type: !79)
!2450 = !DILocalVariable(name: "__a", arg: 3, scope: !2447, file: !12, line: 330, type: !739)
!2451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64)
!2452 = !DILocation(line: 0, scope: !2447, inlinedAt: !2453)
!2453 = distinct !DILocation(line: 566, column: 9, scope: !2428, inlinedAt: !2435)
!2454 = !DILocalVariable(name: "this", arg: 1, scope: !2455, type: !2451, flags: DIFlagArtificial | DIFlagObjectPointer)
!2455 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm", scope: !565, file: !12, line: 393, type: !742, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !767, retainedNodes: !2456)
!2456 = !{!2454, !2457}
!2457 = !DILocalVariable(name: "__n", arg: 2, scope: !2455, file: !12, line: 393, type: !79)
!2458 = !DILocation(line: 0, scope: !2455, inlinedAt: !2459)
!2459 = distinct !DILocation(line: 332, column: 9, scope: !2460, inlinedAt: !2453)
!2460 = distinct !DILexicalBlock(scope: !2447, file: !12, line: 332, column: 7)
!2461 = !DILocalVariable(name: "this", arg: 1, scope: !2462, type: !2451, flags: DIFlagArtificial | DIFlagObjectPointer)
!2462 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm", scope: !565, file: !12, line: 375, type: !762, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !761, retainedNodes: !2463)
!2463 = !{!2461, !2464}
!2464 = !DILocalVariable(name: "__n", arg: 2, scope: !2462, file: !12, line: 375, type: !79)
!2465 = !DILocation(line: 0, scope: !2462, inlinedAt: !2466)
!2466 = distinct !DILocation(line: 395, column: 33, scope: !2455, inlinedAt: !2459)
!2467 = !DILocation(line: 378, column: 13, scope: !2462, inlinedAt: !2466)
!2468 = !DILocation(line: 378, column: 9, scope: !2462, inlinedAt: !2466)
!2469 = !DILocalVariable(name: "__a", arg: 1, scope: !2470, file: !32, line: 463, type: !584)
!2470 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIlEE8allocateERS0_m", scope: !577, file: !32, line: 463, type: !580, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !579, retainedNodes: !2471)
!2471 = !{!2469, !2472}
!2472 = !DILocalVariable(name: "__n", arg: 2, scope: !2470, file: !32, line: 463, type: !106)
!2473 = !DILocation(line: 0, scope: !2470, inlinedAt: !2474)
!2474 = distinct !DILocation(line: 378, column: 20, scope: !2462, inlinedAt: !2466)
!2475 = !DILocalVariable(name: "this", arg: 1, scope: !2476, type: !2480, flags: DIFlagArtificial | DIFlagObjectPointer)
!2476 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIlE8allocateEmPKv", scope: !590, file: !48, line: 112, type: !618, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !617, retainedNodes: !2477)
!2477 = !{!2475, !2478, !2479}
!2478 = !DILocalVariable(name: "__n", arg: 2, scope: !2476, file: !48, line: 112, type: !78)
!2479 = !DILocalVariable(arg: 3, scope: !2476, file: !48, line: 112, type: !81)
!2480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !590, size: 64)
!2481 = !DILocation(line: 0, scope: !2476, inlinedAt: !2482)
!2482 = distinct !DILocation(line: 464, column: 20, scope: !2470, inlinedAt: !2474)
!2483 = !DILocation(line: 137, column: 53, scope: !2476, inlinedAt: !2482)
!2484 = !DILocation(line: 137, column: 27, scope: !2476, inlinedAt: !2482)
!2485 = !DILocation(line: 137, column: 9, scope: !2476, inlinedAt: !2482)
!2486 = !DILocalVariable(name: "this", arg: 1, scope: !2487, type: !2433, flags: DIFlagArtificial | DIFlagObjectPointer)
!2487 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl", scope: !562, file: !12, line: 1699, type: !846, scopeLine: 1700, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1011, retainedNodes: !2488)
!2488 = !{!2486, !2489, !2490}
!2489 = !DILocalVariable(name: "__n", arg: 2, scope: !2487, file: !12, line: 1699, type: !298)
!2490 = !DILocalVariable(name: "__value", arg: 3, scope: !2487, file: !12, line: 1699, type: !799)
!2491 = !DILocation(line: 0, scope: !2487, inlinedAt: !2492)
!2492 = distinct !DILocation(line: 567, column: 9, scope: !2493, inlinedAt: !2435)
!2493 = distinct !DILexicalBlock(scope: !2428, file: !12, line: 567, column: 7)
!2494 = !DILocalVariable(name: "__first", arg: 1, scope: !2495, file: !1661, line: 460, type: !583)
!2495 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<long *, unsigned long, long, long>", linkageName: "_ZSt24__uninitialized_fill_n_aIPlmllET_S1_T0_RKT1_RSaIT2_E", scope: !14, file: !1661, line: 460, type: !2496, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2502, retainedNodes: !2498)
!2496 = !DISubroutineType(types: !2497)
!2497 = !{!583, !583, !10, !616, !641}
!2498 = !{!2494, !2499, !2500, !2501}
!2499 = !DILocalVariable(name: "__n", arg: 2, scope: !2495, file: !1661, line: 460, type: !10)
!2500 = !DILocalVariable(name: "__x", arg: 3, scope: !2495, file: !1661, line: 461, type: !616)
!2501 = !DILocalVariable(arg: 4, scope: !2495, file: !1661, line: 461, type: !641)
!2502 = !{!2503, !1670, !628, !2504}
!2503 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !583)
!2504 = !DITemplateTypeParameter(name: "_Tp2", type: !408)
!2505 = !DILocation(line: 0, scope: !2495, inlinedAt: !2506)
!2506 = distinct !DILocation(line: 1702, column: 4, scope: !2487, inlinedAt: !2492)
!2507 = !DILocalVariable(name: "__first", arg: 1, scope: !2508, file: !1661, line: 312, type: !583)
!2508 = distinct !DISubprogram(name: "uninitialized_fill_n<long *, unsigned long, long>", linkageName: "_ZSt20uninitialized_fill_nIPlmlET_S1_T0_RKT1_", scope: !14, file: !1661, line: 312, type: !2509, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2515, retainedNodes: !2511)
!2509 = !DISubroutineType(types: !2510)
!2510 = !{!583, !583, !10, !616}
!2511 = !{!2507, !2512, !2513, !2514}
!2512 = !DILocalVariable(name: "__n", arg: 2, scope: !2508, file: !1661, line: 312, type: !10)
!2513 = !DILocalVariable(name: "__x", arg: 3, scope: !2508, file: !1661, line: 312, type: !616)
!2514 = !DILocalVariable(name: "__can_fill", scope: !2508, file: !1661, line: 319, type: !246)
!2515 = !{!2503, !1670, !628}
!2516 = !DILocation(line: 0, scope: !2508, inlinedAt: !2517)
!2517 = distinct !DILocation(line: 467, column: 14, scope: !2495, inlinedAt: !2506)
!2518 = !DILocalVariable(name: "__first", arg: 1, scope: !2519, file: !1661, line: 292, type: !583)
!2519 = distinct !DISubprogram(name: "__uninit_fill_n<long *, unsigned long, long>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_", scope: !1687, file: !1661, line: 292, type: !2509, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2515, declaration: !2520, retainedNodes: !2521)
!2520 = !DISubprogram(name: "__uninit_fill_n<long *, unsigned long, long>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_", scope: !1687, file: !1661, line: 292, type: !2509, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2515)
!2521 = !{!2518, !2522, !2523}
!2522 = !DILocalVariable(name: "__n", arg: 2, scope: !2519, file: !1661, line: 292, type: !10)
!2523 = !DILocalVariable(name: "__x", arg: 3, scope: !2519, file: !1661, line: 293, type: !616)
!2524 = !DILocation(line: 0, scope: !2519, inlinedAt: !2525)
!2525 = distinct !DILocation(line: 326, column: 14, scope: !2508, inlinedAt: !2517)
!2526 = !DILocalVariable(name: "__first", arg: 1, scope: !2527, file: !1698, line: 1143, type: !583)
!2527 = distinct !DISubprogram(name: "fill_n<long *, unsigned long, long>", linkageName: "_ZSt6fill_nIPlmlET_S1_T0_RKT1_", scope: !14, file: !1698, line: 1143, type: !2509, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2531, retainedNodes: !2528)
!2528 = !{!2526, !2529, !2530}
!2529 = !DILocalVariable(name: "__n", arg: 2, scope: !2527, file: !1698, line: 1143, type: !10)
!2530 = !DILocalVariable(name: "__value", arg: 3, scope: !2527, file: !1698, line: 1143, type: !616)
!2531 = !{!2532, !1670, !628}
!2532 = !DITemplateTypeParameter(name: "_OI", type: !583)
!2533 = !DILocation(line: 0, scope: !2527, inlinedAt: !2534)
!2534 = distinct !DILocation(line: 294, column: 18, scope: !2519, inlinedAt: !2525)
!2535 = !DILocalVariable(name: "__first", arg: 1, scope: !2536, file: !1698, line: 1108, type: !583)
!2536 = distinct !DISubprogram(name: "__fill_n_a<long *, unsigned long, long>", linkageName: "_ZSt10__fill_n_aIPlmlET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !14, file: !1698, line: 1108, type: !2537, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2543, retainedNodes: !2539)
!2537 = !DISubroutineType(types: !2538)
!2538 = !{!583, !583, !10, !616, !1710}
!2539 = !{!2535, !2540, !2541, !2542}
!2540 = !DILocalVariable(name: "__n", arg: 2, scope: !2536, file: !1698, line: 1108, type: !10)
!2541 = !DILocalVariable(name: "__value", arg: 3, scope: !2536, file: !1698, line: 1108, type: !616)
!2542 = !DILocalVariable(arg: 4, scope: !2536, file: !1698, line: 1109, type: !1710)
!2543 = !{!2544, !1670, !628}
!2544 = !DITemplateTypeParameter(name: "_OutputIterator", type: !583)
!2545 = !DILocation(line: 0, scope: !2536, inlinedAt: !2546)
!2546 = distinct !DILocation(line: 1148, column: 14, scope: !2527, inlinedAt: !2534)
!2547 = !DILocation(line: 1109, column: 40, scope: !2536, inlinedAt: !2546)
!2548 = !DILocation(line: 1114, column: 11, scope: !2536, inlinedAt: !2546)
!2549 = !DILocation(line: 395, column: 16, scope: !2455, inlinedAt: !2459)
!2550 = !DILocation(line: 921, column: 7, scope: !2551, inlinedAt: !2561)
!2551 = distinct !DILexicalBlock(scope: !2552, file: !1698, line: 921, column: 7)
!2552 = distinct !DISubprogram(name: "__fill_a1<long *, long>", linkageName: "_ZSt9__fill_a1IPllEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !14, file: !1698, line: 917, type: !2553, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2560, retainedNodes: !2555)
!2553 = !DISubroutineType(types: !2554)
!2554 = !{!1736, !583, !583, !616}
!2555 = !{!2556, !2557, !2558, !2559}
!2556 = !DILocalVariable(name: "__first", arg: 1, scope: !2552, file: !1698, line: 917, type: !583)
!2557 = !DILocalVariable(name: "__last", arg: 2, scope: !2552, file: !1698, line: 917, type: !583)
!2558 = !DILocalVariable(name: "__value", arg: 3, scope: !2552, file: !1698, line: 918, type: !616)
!2559 = !DILocalVariable(name: "__tmp", scope: !2552, file: !1698, line: 920, type: !614)
!2560 = !{!2503, !628}
!2561 = distinct !DILocation(line: 968, column: 7, scope: !2562, inlinedAt: !2571)
!2562 = distinct !DISubprogram(name: "__fill_a<long *, long>", linkageName: "_ZSt8__fill_aIPllEvT_S1_RKT0_", scope: !14, file: !1698, line: 967, type: !2563, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2569, retainedNodes: !2565)
!2563 = !DISubroutineType(types: !2564)
!2564 = !{null, !583, !583, !616}
!2565 = !{!2566, !2567, !2568}
!2566 = !DILocalVariable(name: "__first", arg: 1, scope: !2562, file: !1698, line: 967, type: !583)
!2567 = !DILocalVariable(name: "__last", arg: 2, scope: !2562, file: !1698, line: 967, type: !583)
!2568 = !DILocalVariable(name: "__value", arg: 3, scope: !2562, file: !1698, line: 967, type: !616)
!2569 = !{!2570, !628}
!2570 = !DITemplateTypeParameter(name: "_FIte", type: !583)
!2571 = distinct !DILocation(line: 1119, column: 7, scope: !2536, inlinedAt: !2546)
!2572 = !DILocation(line: 922, column: 11, scope: !2573, inlinedAt: !2561)
!2573 = distinct !DILexicalBlock(scope: !2551, file: !1698, line: 921, column: 7)
!2574 = !{!2575, !2575, i64 0}
!2575 = !{!"long", !1552, i64 0}
!2576 = !DILocation(line: 0, scope: !2552, inlinedAt: !2561)
!2577 = !DILocation(line: 0, scope: !2417, inlinedAt: !2578)
!2578 = distinct !DILocation(line: 49, column: 26, scope: !2397)
!2579 = !DILocation(line: 0, scope: !2428, inlinedAt: !2580)
!2580 = distinct !DILocation(line: 13, column: 38, scope: !2417, inlinedAt: !2578)
!2581 = !DILocation(line: 0, scope: !2437, inlinedAt: !2582)
!2582 = distinct !DILocation(line: 566, column: 15, scope: !2428, inlinedAt: !2580)
!2583 = !DILocation(line: 0, scope: !2447, inlinedAt: !2584)
!2584 = distinct !DILocation(line: 566, column: 9, scope: !2428, inlinedAt: !2580)
!2585 = !DILocation(line: 0, scope: !2455, inlinedAt: !2586)
!2586 = distinct !DILocation(line: 332, column: 9, scope: !2460, inlinedAt: !2584)
!2587 = !DILocation(line: 0, scope: !2462, inlinedAt: !2588)
!2588 = distinct !DILocation(line: 395, column: 33, scope: !2455, inlinedAt: !2586)
!2589 = !DILocation(line: 0, scope: !2470, inlinedAt: !2590)
!2590 = distinct !DILocation(line: 378, column: 20, scope: !2462, inlinedAt: !2588)
!2591 = !DILocation(line: 0, scope: !2476, inlinedAt: !2592)
!2592 = distinct !DILocation(line: 464, column: 20, scope: !2470, inlinedAt: !2590)
!2593 = !DILocation(line: 137, column: 53, scope: !2476, inlinedAt: !2592)
!2594 = !DILocation(line: 137, column: 27, scope: !2476, inlinedAt: !2592)
!2595 = !DILocation(line: 137, column: 9, scope: !2476, inlinedAt: !2592)
!2596 = !DILocation(line: 378, column: 9, scope: !2462, inlinedAt: !2588)
!2597 = !DILocation(line: 0, scope: !2487, inlinedAt: !2598)
!2598 = distinct !DILocation(line: 567, column: 9, scope: !2493, inlinedAt: !2580)
!2599 = !DILocation(line: 0, scope: !2495, inlinedAt: !2600)
!2600 = distinct !DILocation(line: 1702, column: 4, scope: !2487, inlinedAt: !2598)
!2601 = !DILocation(line: 0, scope: !2508, inlinedAt: !2602)
!2602 = distinct !DILocation(line: 467, column: 14, scope: !2495, inlinedAt: !2600)
!2603 = !DILocation(line: 0, scope: !2519, inlinedAt: !2604)
!2604 = distinct !DILocation(line: 326, column: 14, scope: !2508, inlinedAt: !2602)
!2605 = !DILocation(line: 0, scope: !2527, inlinedAt: !2606)
!2606 = distinct !DILocation(line: 294, column: 18, scope: !2519, inlinedAt: !2604)
!2607 = !DILocation(line: 0, scope: !2536, inlinedAt: !2608)
!2608 = distinct !DILocation(line: 1148, column: 14, scope: !2527, inlinedAt: !2606)
!2609 = !DILocation(line: 1109, column: 40, scope: !2536, inlinedAt: !2608)
!2610 = !DILocation(line: 1114, column: 11, scope: !2536, inlinedAt: !2608)
!2611 = !DILocation(line: 395, column: 16, scope: !2455, inlinedAt: !2586)
!2612 = !DILocation(line: 921, column: 7, scope: !2551, inlinedAt: !2613)
!2613 = distinct !DILocation(line: 968, column: 7, scope: !2562, inlinedAt: !2614)
!2614 = distinct !DILocation(line: 1119, column: 7, scope: !2536, inlinedAt: !2608)
!2615 = !DILocation(line: 922, column: 11, scope: !2573, inlinedAt: !2613)
!2616 = !DILocation(line: 0, scope: !2552, inlinedAt: !2613)
!2617 = !DILocation(line: 1701, column: 26, scope: !2487, inlinedAt: !2598)
!2618 = !DILocation(line: 0, scope: !2417, inlinedAt: !2619)
!2619 = distinct !DILocation(line: 49, column: 39, scope: !2397)
!2620 = !DILocation(line: 13, column: 63, scope: !2417, inlinedAt: !2619)
!2621 = !DILocation(line: 0, scope: !2428, inlinedAt: !2622)
!2622 = distinct !DILocation(line: 13, column: 38, scope: !2417, inlinedAt: !2619)
!2623 = !DILocation(line: 0, scope: !2437, inlinedAt: !2624)
!2624 = distinct !DILocation(line: 566, column: 15, scope: !2428, inlinedAt: !2622)
!2625 = !DILocation(line: 1904, column: 10, scope: !2443, inlinedAt: !2624)
!2626 = !DILocation(line: 1904, column: 6, scope: !2437, inlinedAt: !2624)
!2627 = !DILocation(line: 1905, column: 4, scope: !2443, inlinedAt: !2624)
!2628 = !DILocation(line: 0, scope: !2447, inlinedAt: !2629)
!2629 = distinct !DILocation(line: 566, column: 9, scope: !2428, inlinedAt: !2622)
!2630 = !DILocation(line: 0, scope: !2455, inlinedAt: !2631)
!2631 = distinct !DILocation(line: 332, column: 9, scope: !2460, inlinedAt: !2629)
!2632 = !DILocation(line: 0, scope: !2462, inlinedAt: !2633)
!2633 = distinct !DILocation(line: 395, column: 33, scope: !2455, inlinedAt: !2631)
!2634 = !DILocation(line: 378, column: 13, scope: !2462, inlinedAt: !2633)
!2635 = !DILocation(line: 378, column: 9, scope: !2462, inlinedAt: !2633)
!2636 = !DILocation(line: 0, scope: !2470, inlinedAt: !2637)
!2637 = distinct !DILocation(line: 378, column: 20, scope: !2462, inlinedAt: !2633)
!2638 = !DILocation(line: 0, scope: !2476, inlinedAt: !2639)
!2639 = distinct !DILocation(line: 464, column: 20, scope: !2470, inlinedAt: !2637)
!2640 = !DILocation(line: 137, column: 53, scope: !2476, inlinedAt: !2639)
!2641 = !DILocation(line: 137, column: 27, scope: !2476, inlinedAt: !2639)
!2642 = !DILocation(line: 137, column: 9, scope: !2476, inlinedAt: !2639)
!2643 = !DILocation(line: 0, scope: !2487, inlinedAt: !2644)
!2644 = distinct !DILocation(line: 567, column: 9, scope: !2493, inlinedAt: !2622)
!2645 = !DILocation(line: 0, scope: !2495, inlinedAt: !2646)
!2646 = distinct !DILocation(line: 1702, column: 4, scope: !2487, inlinedAt: !2644)
!2647 = !DILocation(line: 0, scope: !2508, inlinedAt: !2648)
!2648 = distinct !DILocation(line: 467, column: 14, scope: !2495, inlinedAt: !2646)
!2649 = !DILocation(line: 0, scope: !2519, inlinedAt: !2650)
!2650 = distinct !DILocation(line: 326, column: 14, scope: !2508, inlinedAt: !2648)
!2651 = !DILocation(line: 0, scope: !2527, inlinedAt: !2652)
!2652 = distinct !DILocation(line: 294, column: 18, scope: !2519, inlinedAt: !2650)
!2653 = !DILocation(line: 0, scope: !2536, inlinedAt: !2654)
!2654 = distinct !DILocation(line: 1148, column: 14, scope: !2527, inlinedAt: !2652)
!2655 = !DILocation(line: 1109, column: 40, scope: !2536, inlinedAt: !2654)
!2656 = !DILocation(line: 1114, column: 11, scope: !2536, inlinedAt: !2654)
!2657 = !DILocation(line: 397, column: 59, scope: !2455, inlinedAt: !2631)
!2658 = !DILocation(line: 395, column: 16, scope: !2455, inlinedAt: !2631)
!2659 = !DILocation(line: 921, column: 7, scope: !2551, inlinedAt: !2660)
!2660 = distinct !DILocation(line: 968, column: 7, scope: !2562, inlinedAt: !2661)
!2661 = distinct !DILocation(line: 1119, column: 7, scope: !2536, inlinedAt: !2654)
!2662 = !DILocation(line: 922, column: 11, scope: !2573, inlinedAt: !2660)
!2663 = !DILocation(line: 0, scope: !2552, inlinedAt: !2660)
!2664 = !DILocation(line: 1701, column: 26, scope: !2487, inlinedAt: !2644)
!2665 = !DILocation(line: 0, scope: !2406)
!2666 = !DILocation(line: 50, column: 21, scope: !2409)
!2667 = !DILocation(line: 50, column: 3, scope: !2406)
!2668 = !DILocation(line: 0, scope: !2408)
!2669 = !DILocation(line: 51, column: 5, scope: !2408)
!2670 = !DILocalVariable(name: "a", arg: 1, scope: !2671, file: !1, line: 28, type: !2674)
!2671 = distinct !DISubprogram(name: "kernel_multiply<long>", linkageName: "_Z15kernel_multiplyIlEvRK6MatrixIT_ES4_RS2_", scope: !1, file: !1, line: 28, type: !2672, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1100, retainedNodes: !2676)
!2672 = !DISubroutineType(types: !2673)
!2673 = !{null, !2674, !2674, !2675}
!2674 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1089, size: 64)
!2675 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1076, size: 64)
!2676 = !{!2670, !2677, !2678, !2679, !2681, !2684, !2687}
!2677 = !DILocalVariable(name: "b", arg: 2, scope: !2671, file: !1, line: 28, type: !2674)
!2678 = !DILocalVariable(name: "out", arg: 3, scope: !2671, file: !1, line: 28, type: !2675)
!2679 = !DILocalVariable(name: "i", scope: !2680, file: !1, line: 30, type: !3)
!2680 = distinct !DILexicalBlock(scope: !2671, file: !1, line: 30, column: 3)
!2681 = !DILocalVariable(name: "j", scope: !2682, file: !1, line: 31, type: !3)
!2682 = distinct !DILexicalBlock(scope: !2683, file: !1, line: 31, column: 5)
!2683 = distinct !DILexicalBlock(scope: !2680, file: !1, line: 30, column: 3)
!2684 = !DILocalVariable(name: "s", scope: !2685, file: !1, line: 32, type: !408)
!2685 = distinct !DILexicalBlock(scope: !2686, file: !1, line: 31, column: 40)
!2686 = distinct !DILexicalBlock(scope: !2682, file: !1, line: 31, column: 5)
!2687 = !DILocalVariable(name: "k", scope: !2688, file: !1, line: 33, type: !3)
!2688 = distinct !DILexicalBlock(scope: !2685, file: !1, line: 33, column: 7)
!2689 = !DILocation(line: 0, scope: !2671, inlinedAt: !2690)
!2690 = distinct !DILocation(line: 55, column: 3, scope: !2397)
!2691 = !DILocation(line: 0, scope: !2680, inlinedAt: !2690)
!2692 = !DILocation(line: 30, column: 21, scope: !2683, inlinedAt: !2690)
!2693 = !DILocation(line: 30, column: 3, scope: !2680, inlinedAt: !2690)
!2694 = !DILocation(line: 0, scope: !2682, inlinedAt: !2690)
!2695 = !DILocation(line: 31, column: 5, scope: !2682, inlinedAt: !2690)
!2696 = !DILocation(line: 0, scope: !2688, inlinedAt: !2690)
!2697 = !DILocation(line: 0, scope: !2685, inlinedAt: !2690)
!2698 = !DILocation(line: 33, column: 7, scope: !2688, inlinedAt: !2690)
!2699 = !DILocation(line: 30, column: 34, scope: !2683, inlinedAt: !2690)
!2700 = distinct !{!2700, !2693, !2701, !1889, !1890}
!2701 = !DILocation(line: 36, column: 5, scope: !2680, inlinedAt: !2690)
!2702 = !DILocalVariable(name: "this", arg: 1, scope: !2703, type: !2421, flags: DIFlagArtificial | DIFlagObjectPointer)
!2703 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIlEclEii", scope: !1076, file: !1, line: 16, type: !1092, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1091, retainedNodes: !2704)
!2704 = !{!2702, !2705, !2706}
!2705 = !DILocalVariable(name: "i", arg: 2, scope: !2703, file: !1, line: 16, type: !3)
!2706 = !DILocalVariable(name: "j", arg: 3, scope: !2703, file: !1, line: 16, type: !3)
!2707 = !DILocation(line: 0, scope: !2703, inlinedAt: !2708)
!2708 = distinct !DILocation(line: 35, column: 7, scope: !2685, inlinedAt: !2690)
!2709 = !DILocation(line: 16, column: 69, scope: !2703, inlinedAt: !2708)
!2710 = !DILocalVariable(name: "this", arg: 1, scope: !2711, type: !2433, flags: DIFlagArtificial | DIFlagObjectPointer)
!2711 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIlSaIlEEixEm", scope: !562, file: !12, line: 1121, type: !948, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !947, retainedNodes: !2712)
!2712 = !{!2710, !2713}
!2713 = !DILocalVariable(name: "__n", arg: 2, scope: !2711, file: !12, line: 1121, type: !298)
!2714 = !DILocation(line: 0, scope: !2711, inlinedAt: !2715)
!2715 = distinct !DILocation(line: 16, column: 40, scope: !2703, inlinedAt: !2708)
!2716 = !DILocation(line: 1124, column: 34, scope: !2711, inlinedAt: !2715)
!2717 = !DILocation(line: 35, column: 17, scope: !2685, inlinedAt: !2690)
!2718 = !DILocation(line: 31, column: 36, scope: !2686, inlinedAt: !2690)
!2719 = !DILocation(line: 31, column: 23, scope: !2686, inlinedAt: !2690)
!2720 = distinct !{!2720, !2695, !2721, !1889, !1890}
!2721 = !DILocation(line: 36, column: 5, scope: !2682, inlinedAt: !2690)
!2722 = !DILocalVariable(name: "this", arg: 1, scope: !2723, type: !2727, flags: DIFlagArtificial | DIFlagObjectPointer)
!2723 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIlEclEii", scope: !1076, file: !1, line: 17, type: !1095, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1094, retainedNodes: !2724)
!2724 = !{!2722, !2725, !2726}
!2725 = !DILocalVariable(name: "i", arg: 2, scope: !2723, file: !1, line: 17, type: !3)
!2726 = !DILocalVariable(name: "j", arg: 3, scope: !2723, file: !1, line: 17, type: !3)
!2727 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1089, size: 64)
!2728 = !DILocation(line: 0, scope: !2723, inlinedAt: !2729)
!2729 = distinct !DILocation(line: 34, column: 14, scope: !2730, inlinedAt: !2690)
!2730 = distinct !DILexicalBlock(scope: !2688, file: !1, line: 33, column: 7)
!2731 = !DILocation(line: 17, column: 81, scope: !2723, inlinedAt: !2729)
!2732 = !DILocalVariable(name: "this", arg: 1, scope: !2733, type: !2736, flags: DIFlagArtificial | DIFlagObjectPointer)
!2733 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIlSaIlEEixEm", scope: !562, file: !12, line: 1140, type: !956, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !955, retainedNodes: !2734)
!2734 = !{!2732, !2735}
!2735 = !DILocalVariable(name: "__n", arg: 2, scope: !2733, file: !12, line: 1140, type: !298)
!2736 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !806, size: 64)
!2737 = !DILocation(line: 0, scope: !2733, inlinedAt: !2738)
!2738 = distinct !DILocation(line: 17, column: 52, scope: !2723, inlinedAt: !2729)
!2739 = !DILocation(line: 1143, column: 34, scope: !2733, inlinedAt: !2738)
!2740 = !DILocation(line: 34, column: 14, scope: !2730, inlinedAt: !2690)
!2741 = !DILocation(line: 0, scope: !2723, inlinedAt: !2742)
!2742 = distinct !DILocation(line: 34, column: 24, scope: !2730, inlinedAt: !2690)
!2743 = !DILocation(line: 17, column: 77, scope: !2723, inlinedAt: !2742)
!2744 = !DILocation(line: 17, column: 81, scope: !2723, inlinedAt: !2742)
!2745 = !DILocation(line: 0, scope: !2733, inlinedAt: !2746)
!2746 = distinct !DILocation(line: 17, column: 52, scope: !2723, inlinedAt: !2742)
!2747 = !DILocation(line: 1143, column: 34, scope: !2733, inlinedAt: !2746)
!2748 = !DILocation(line: 34, column: 24, scope: !2730, inlinedAt: !2690)
!2749 = !DILocation(line: 34, column: 22, scope: !2730, inlinedAt: !2690)
!2750 = !DILocation(line: 34, column: 11, scope: !2730, inlinedAt: !2690)
!2751 = !DILocation(line: 33, column: 38, scope: !2730, inlinedAt: !2690)
!2752 = !DILocation(line: 33, column: 25, scope: !2730, inlinedAt: !2690)
!2753 = distinct !{!2753, !2698, !2754, !1889, !1890}
!2754 = !DILocation(line: 34, column: 30, scope: !2688, inlinedAt: !2690)
!2755 = !DILocation(line: 62, column: 1, scope: !2397)
!2756 = !DILocation(line: 50, column: 27, scope: !2409)
!2757 = distinct !{!2757, !2667, !2758, !1889, !1890}
!2758 = !DILocation(line: 54, column: 5, scope: !2406)
!2759 = !DILocation(line: 52, column: 35, scope: !2760)
!2760 = distinct !DILexicalBlock(scope: !2761, file: !1, line: 51, column: 37)
!2761 = distinct !DILexicalBlock(scope: !2408, file: !1, line: 51, column: 5)
!2762 = !DILocation(line: 52, column: 40, scope: !2760)
!2763 = !DILocation(line: 52, column: 32, scope: !2760)
!2764 = !DILocation(line: 0, scope: !2703, inlinedAt: !2765)
!2765 = distinct !DILocation(line: 52, column: 7, scope: !2760)
!2766 = !DILocation(line: 16, column: 69, scope: !2703, inlinedAt: !2765)
!2767 = !DILocation(line: 0, scope: !2711, inlinedAt: !2768)
!2768 = distinct !DILocation(line: 16, column: 40, scope: !2703, inlinedAt: !2765)
!2769 = !DILocation(line: 1124, column: 34, scope: !2711, inlinedAt: !2768)
!2770 = !DILocation(line: 52, column: 15, scope: !2760)
!2771 = !DILocation(line: 53, column: 35, scope: !2760)
!2772 = !DILocation(line: 53, column: 40, scope: !2760)
!2773 = !DILocation(line: 53, column: 32, scope: !2760)
!2774 = !DILocation(line: 0, scope: !2703, inlinedAt: !2775)
!2775 = distinct !DILocation(line: 53, column: 7, scope: !2760)
!2776 = !DILocation(line: 16, column: 65, scope: !2703, inlinedAt: !2775)
!2777 = !DILocation(line: 16, column: 69, scope: !2703, inlinedAt: !2775)
!2778 = !DILocation(line: 0, scope: !2711, inlinedAt: !2779)
!2779 = distinct !DILocation(line: 16, column: 40, scope: !2703, inlinedAt: !2775)
!2780 = !DILocation(line: 1124, column: 34, scope: !2711, inlinedAt: !2779)
!2781 = !DILocation(line: 53, column: 15, scope: !2760)
!2782 = !DILocation(line: 51, column: 33, scope: !2761)
!2783 = !DILocation(line: 51, column: 23, scope: !2761)
!2784 = distinct !{!2784, !2669, !2785, !1889, !1890}
!2785 = !DILocation(line: 54, column: 5, scope: !2408)
!2786 = !DILocalVariable(name: "this", arg: 1, scope: !2787, type: !2433, flags: DIFlagArtificial | DIFlagObjectPointer)
!2787 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIlSaIlEEC2EmRKS0_", scope: !562, file: !12, line: 551, type: !794, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !793, retainedNodes: !2788)
!2788 = !{!2786, !2789, !2790}
!2789 = !DILocalVariable(name: "__n", arg: 2, scope: !2787, file: !12, line: 551, type: !298)
!2790 = !DILocalVariable(name: "__a", arg: 3, scope: !2787, file: !12, line: 551, type: !790)
!2791 = !DILocation(line: 0, scope: !2787, inlinedAt: !2792)
!2792 = distinct !DILocation(line: 56, column: 18, scope: !2397)
!2793 = !DILocation(line: 0, scope: !2437, inlinedAt: !2794)
!2794 = distinct !DILocation(line: 552, column: 15, scope: !2787, inlinedAt: !2792)
!2795 = !DILocation(line: 1904, column: 10, scope: !2443, inlinedAt: !2794)
!2796 = !DILocation(line: 1904, column: 6, scope: !2437, inlinedAt: !2794)
!2797 = !DILocation(line: 1905, column: 4, scope: !2443, inlinedAt: !2794)
!2798 = !DILocation(line: 0, scope: !2447, inlinedAt: !2799)
!2799 = distinct !DILocation(line: 552, column: 9, scope: !2787, inlinedAt: !2792)
!2800 = !DILocation(line: 0, scope: !2455, inlinedAt: !2801)
!2801 = distinct !DILocation(line: 332, column: 9, scope: !2460, inlinedAt: !2799)
!2802 = !DILocation(line: 0, scope: !2462, inlinedAt: !2803)
!2803 = distinct !DILocation(line: 395, column: 33, scope: !2455, inlinedAt: !2801)
!2804 = !DILocation(line: 378, column: 13, scope: !2462, inlinedAt: !2803)
!2805 = !DILocation(line: 378, column: 9, scope: !2462, inlinedAt: !2803)
!2806 = !DILocation(line: 0, scope: !2470, inlinedAt: !2807)
!2807 = distinct !DILocation(line: 378, column: 20, scope: !2462, inlinedAt: !2803)
!2808 = !DILocation(line: 0, scope: !2476, inlinedAt: !2809)
!2809 = distinct !DILocation(line: 464, column: 20, scope: !2470, inlinedAt: !2807)
!2810 = !DILocation(line: 137, column: 53, scope: !2476, inlinedAt: !2809)
!2811 = !DILocation(line: 137, column: 27, scope: !2476, inlinedAt: !2809)
!2812 = !DILocation(line: 137, column: 9, scope: !2476, inlinedAt: !2809)
!2813 = !DILocalVariable(name: "this", arg: 1, scope: !2814, type: !2433, flags: DIFlagArtificial | DIFlagObjectPointer)
!2814 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIlSaIlEE21_M_default_initializeEm", scope: !562, file: !12, line: 1710, type: !938, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1012, retainedNodes: !2815)
!2815 = !{!2813, !2816}
!2816 = !DILocalVariable(name: "__n", arg: 2, scope: !2814, file: !12, line: 1710, type: !298)
!2817 = !DILocation(line: 0, scope: !2814, inlinedAt: !2818)
!2818 = distinct !DILocation(line: 553, column: 9, scope: !2819, inlinedAt: !2792)
!2819 = distinct !DILexicalBlock(scope: !2787, file: !12, line: 553, column: 7)
!2820 = !DILocalVariable(name: "__first", arg: 1, scope: !2821, file: !1661, line: 764, type: !583)
!2821 = distinct !DISubprogram(name: "__uninitialized_default_n_a<long *, unsigned long, long>", linkageName: "_ZSt27__uninitialized_default_n_aIPlmlET_S1_T0_RSaIT1_E", scope: !14, file: !1661, line: 764, type: !2822, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2515, retainedNodes: !2824)
!2822 = !DISubroutineType(types: !2823)
!2823 = !{!583, !583, !10, !641}
!2824 = !{!2820, !2825, !2826}
!2825 = !DILocalVariable(name: "__n", arg: 2, scope: !2821, file: !1661, line: 764, type: !10)
!2826 = !DILocalVariable(arg: 3, scope: !2821, file: !1661, line: 765, type: !641)
!2827 = !DILocation(line: 0, scope: !2821, inlinedAt: !2828)
!2828 = distinct !DILocation(line: 1713, column: 4, scope: !2814, inlinedAt: !2818)
!2829 = !DILocalVariable(name: "__first", arg: 1, scope: !2830, file: !1661, line: 691, type: !583)
!2830 = distinct !DISubprogram(name: "__uninitialized_default_n<long *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPlmET_S1_T0_", scope: !14, file: !1661, line: 691, type: !2831, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2836, retainedNodes: !2833)
!2831 = !DISubroutineType(types: !2832)
!2832 = !{!583, !583, !10}
!2833 = !{!2829, !2834, !2835}
!2834 = !DILocalVariable(name: "__n", arg: 2, scope: !2830, file: !1661, line: 691, type: !10)
!2835 = !DILocalVariable(name: "__can_fill", scope: !2830, file: !1661, line: 696, type: !246)
!2836 = !{!2503, !1670}
!2837 = !DILocation(line: 0, scope: !2830, inlinedAt: !2838)
!2838 = distinct !DILocation(line: 766, column: 14, scope: !2821, inlinedAt: !2828)
!2839 = !DILocalVariable(name: "__first", arg: 1, scope: !2840, file: !1661, line: 655, type: !583)
!2840 = distinct !DISubprogram(name: "__uninit_default_n<long *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_", scope: !2029, file: !1661, line: 655, type: !2831, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2836, declaration: !2841, retainedNodes: !2842)
!2841 = !DISubprogram(name: "__uninit_default_n<long *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_", scope: !2029, file: !1661, line: 655, type: !2831, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2836)
!2842 = !{!2839, !2843, !2844}
!2843 = !DILocalVariable(name: "__n", arg: 2, scope: !2840, file: !1661, line: 655, type: !10)
!2844 = !DILocalVariable(name: "__val", scope: !2845, file: !1661, line: 659, type: !2847)
!2845 = distinct !DILexicalBlock(scope: !2846, file: !1661, line: 658, column: 6)
!2846 = distinct !DILexicalBlock(scope: !2840, file: !1661, line: 657, column: 8)
!2847 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2848, size: 64)
!2848 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !2849, file: !382, line: 213, baseType: !408)
!2849 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<long *>", scope: !14, file: !382, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !2850, identifier: "_ZTSSt15iterator_traitsIPlE")
!2850 = !{!2851}
!2851 = !DITemplateTypeParameter(name: "_Iterator", type: !583)
!2852 = !DILocation(line: 0, scope: !2840, inlinedAt: !2853)
!2853 = distinct !DILocation(line: 699, column: 14, scope: !2830, inlinedAt: !2838)
!2854 = !DILocation(line: 657, column: 8, scope: !2840, inlinedAt: !2853)
!2855 = !DILocation(line: 0, scope: !2845, inlinedAt: !2853)
!2856 = !DILocalVariable(name: "__p", arg: 1, scope: !2857, file: !2047, line: 109, type: !583)
!2857 = distinct !DISubprogram(name: "_Construct<long>", linkageName: "_ZSt10_ConstructIlJEEvPT_DpOT0_", scope: !14, file: !2047, line: 109, type: !2858, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2861, retainedNodes: !2860)
!2858 = !DISubroutineType(types: !2859)
!2859 = !{null, !583}
!2860 = !{!2856}
!2861 = !{!628, !2052}
!2862 = !DILocation(line: 0, scope: !2857, inlinedAt: !2863)
!2863 = distinct !DILocation(line: 661, column: 8, scope: !2845, inlinedAt: !2853)
!2864 = !DILocation(line: 119, column: 7, scope: !2857, inlinedAt: !2863)
!2865 = !DILocation(line: 662, column: 8, scope: !2845, inlinedAt: !2853)
!2866 = !DILocation(line: 0, scope: !2527, inlinedAt: !2867)
!2867 = distinct !DILocation(line: 663, column: 18, scope: !2845, inlinedAt: !2853)
!2868 = !DILocation(line: 0, scope: !2536, inlinedAt: !2869)
!2869 = distinct !DILocation(line: 1148, column: 14, scope: !2527, inlinedAt: !2867)
!2870 = !DILocation(line: 1109, column: 40, scope: !2536, inlinedAt: !2869)
!2871 = !DILocation(line: 1114, column: 15, scope: !2872, inlinedAt: !2869)
!2872 = distinct !DILexicalBlock(scope: !2536, file: !1698, line: 1114, column: 11)
!2873 = !DILocation(line: 1114, column: 11, scope: !2536, inlinedAt: !2869)
!2874 = !DILocation(line: 0, scope: !2562, inlinedAt: !2875)
!2875 = distinct !DILocation(line: 1119, column: 7, scope: !2536, inlinedAt: !2869)
!2876 = !DILocation(line: 0, scope: !2552, inlinedAt: !2877)
!2877 = distinct !DILocation(line: 968, column: 7, scope: !2562, inlinedAt: !2875)
!2878 = !DILocation(line: 921, column: 7, scope: !2551, inlinedAt: !2877)
!2879 = !DILocation(line: 922, column: 11, scope: !2573, inlinedAt: !2877)
!2880 = !DILocation(line: 1119, column: 38, scope: !2536, inlinedAt: !2869)
!2881 = !DILocation(line: 665, column: 4, scope: !2840, inlinedAt: !2853)
!2882 = !DILocation(line: 0, scope: !2787, inlinedAt: !2883)
!2883 = distinct !DILocation(line: 56, column: 24, scope: !2397)
!2884 = !DILocation(line: 0, scope: !2437, inlinedAt: !2885)
!2885 = distinct !DILocation(line: 552, column: 15, scope: !2787, inlinedAt: !2883)
!2886 = !DILocation(line: 0, scope: !2447, inlinedAt: !2887)
!2887 = distinct !DILocation(line: 552, column: 9, scope: !2787, inlinedAt: !2883)
!2888 = !DILocation(line: 0, scope: !2455, inlinedAt: !2889)
!2889 = distinct !DILocation(line: 332, column: 9, scope: !2460, inlinedAt: !2887)
!2890 = !DILocation(line: 0, scope: !2462, inlinedAt: !2891)
!2891 = distinct !DILocation(line: 395, column: 33, scope: !2455, inlinedAt: !2889)
!2892 = !DILocation(line: 378, column: 9, scope: !2462, inlinedAt: !2891)
!2893 = !DILocation(line: 0, scope: !2470, inlinedAt: !2894)
!2894 = distinct !DILocation(line: 378, column: 20, scope: !2462, inlinedAt: !2891)
!2895 = !DILocation(line: 0, scope: !2476, inlinedAt: !2896)
!2896 = distinct !DILocation(line: 464, column: 20, scope: !2470, inlinedAt: !2894)
!2897 = !DILocation(line: 137, column: 53, scope: !2476, inlinedAt: !2896)
!2898 = !DILocation(line: 137, column: 27, scope: !2476, inlinedAt: !2896)
!2899 = !DILocation(line: 137, column: 9, scope: !2476, inlinedAt: !2896)
!2900 = !DILocation(line: 0, scope: !2814, inlinedAt: !2901)
!2901 = distinct !DILocation(line: 553, column: 9, scope: !2819, inlinedAt: !2883)
!2902 = !DILocation(line: 0, scope: !2821, inlinedAt: !2903)
!2903 = distinct !DILocation(line: 1713, column: 4, scope: !2814, inlinedAt: !2901)
!2904 = !DILocation(line: 0, scope: !2830, inlinedAt: !2905)
!2905 = distinct !DILocation(line: 766, column: 14, scope: !2821, inlinedAt: !2903)
!2906 = !DILocation(line: 0, scope: !2840, inlinedAt: !2907)
!2907 = distinct !DILocation(line: 699, column: 14, scope: !2830, inlinedAt: !2905)
!2908 = !DILocation(line: 657, column: 8, scope: !2840, inlinedAt: !2907)
!2909 = !DILocation(line: 0, scope: !2845, inlinedAt: !2907)
!2910 = !DILocation(line: 0, scope: !2857, inlinedAt: !2911)
!2911 = distinct !DILocation(line: 661, column: 8, scope: !2845, inlinedAt: !2907)
!2912 = !DILocation(line: 119, column: 7, scope: !2857, inlinedAt: !2911)
!2913 = !DILocation(line: 0, scope: !2527, inlinedAt: !2914)
!2914 = distinct !DILocation(line: 663, column: 18, scope: !2845, inlinedAt: !2907)
!2915 = !DILocation(line: 0, scope: !2536, inlinedAt: !2916)
!2916 = distinct !DILocation(line: 1148, column: 14, scope: !2527, inlinedAt: !2914)
!2917 = !DILocation(line: 1109, column: 40, scope: !2536, inlinedAt: !2916)
!2918 = !DILocation(line: 1114, column: 15, scope: !2872, inlinedAt: !2916)
!2919 = !DILocation(line: 1114, column: 11, scope: !2536, inlinedAt: !2916)
!2920 = !DILocation(line: 662, column: 8, scope: !2845, inlinedAt: !2907)
!2921 = !DILocation(line: 0, scope: !2562, inlinedAt: !2922)
!2922 = distinct !DILocation(line: 1119, column: 7, scope: !2536, inlinedAt: !2916)
!2923 = !DILocation(line: 0, scope: !2552, inlinedAt: !2924)
!2924 = distinct !DILocation(line: 968, column: 7, scope: !2562, inlinedAt: !2922)
!2925 = !DILocation(line: 921, column: 7, scope: !2551, inlinedAt: !2924)
!2926 = !DILocation(line: 922, column: 11, scope: !2573, inlinedAt: !2924)
!2927 = !DILocation(line: 665, column: 4, scope: !2840, inlinedAt: !2907)
!2928 = !DILocation(line: 0, scope: !2413)
!2929 = !DILocation(line: 57, column: 21, scope: !2930)
!2930 = distinct !DILexicalBlock(scope: !2413, file: !1, line: 57, column: 3)
!2931 = !DILocation(line: 57, column: 3, scope: !2413)
!2932 = !DILocalVariable(name: "this", arg: 1, scope: !2933, type: !2727, flags: DIFlagArtificial | DIFlagObjectPointer)
!2933 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIlE3sumEv", scope: !1076, file: !1, line: 18, type: !1098, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1097, retainedNodes: !2934)
!2934 = !{!2932, !2935, !2936, !2938, !2939, !2940}
!2935 = !DILocalVariable(name: "s", scope: !2933, file: !1, line: 20, type: !408)
!2936 = !DILocalVariable(name: "__range2", scope: !2937, type: !805, flags: DIFlagArtificial)
!2937 = distinct !DILexicalBlock(scope: !2933, file: !1, line: 21, column: 5)
!2938 = !DILocalVariable(name: "__begin0", scope: !2937, type: !859, flags: DIFlagArtificial)
!2939 = !DILocalVariable(name: "__end0", scope: !2937, type: !859, flags: DIFlagArtificial)
!2940 = !DILocalVariable(name: "x", scope: !2941, file: !1, line: 21, type: !616)
!2941 = distinct !DILexicalBlock(scope: !2937, file: !1, line: 21, column: 5)
!2942 = !DILocation(line: 0, scope: !2933, inlinedAt: !2943)
!2943 = distinct !DILocation(line: 61, column: 12, scope: !2397)
!2944 = !DILocation(line: 0, scope: !2937, inlinedAt: !2943)
!2945 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2946, file: !360, line: 1237, type: !2949)
!2946 = distinct !DISubprogram(name: "operator!=<const long *, std::vector<long, std::allocator<long> > >", linkageName: "_ZN9__gnu_cxxneIPKlSt6vectorIlSaIlEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !28, file: !360, line: 1237, type: !2947, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !912, retainedNodes: !2950)
!2947 = !DISubroutineType(types: !2948)
!2948 = !{!134, !2949, !2949}
!2949 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !881, size: 64)
!2950 = !{!2945, !2951}
!2951 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2946, file: !360, line: 1238, type: !2949)
!2952 = !DILocation(line: 0, scope: !2946, inlinedAt: !2953)
!2953 = distinct !DILocation(line: 21, column: 21, scope: !2937, inlinedAt: !2943)
!2954 = !DILocation(line: 1240, column: 27, scope: !2946, inlinedAt: !2953)
!2955 = !DILocation(line: 21, column: 21, scope: !2937, inlinedAt: !2943)
!2956 = !DILocation(line: 0, scope: !2941, inlinedAt: !2943)
!2957 = !DILocation(line: 22, column: 12, scope: !2941, inlinedAt: !2943)
!2958 = !DILocation(line: 22, column: 9, scope: !2941, inlinedAt: !2943)
!2959 = !DILocalVariable(name: "this", arg: 1, scope: !2960, type: !2962, flags: DIFlagArtificial | DIFlagObjectPointer)
!2960 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv", scope: !860, file: !360, line: 1105, type: !888, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !887, retainedNodes: !2961)
!2961 = !{!2959}
!2962 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !860, size: 64)
!2963 = !DILocation(line: 0, scope: !2960, inlinedAt: !2964)
!2964 = distinct !DILocation(line: 21, column: 21, scope: !2937, inlinedAt: !2943)
!2965 = !DILocation(line: 1107, column: 2, scope: !2960, inlinedAt: !2964)
!2966 = distinct !{!2966, !2967, !2968, !1890}
!2967 = !DILocation(line: 21, column: 5, scope: !2937, inlinedAt: !2943)
!2968 = !DILocation(line: 22, column: 12, scope: !2937, inlinedAt: !2943)
!2969 = !DILocalVariable(name: "x", arg: 1, scope: !2970, file: !1, line: 39, type: !805)
!2970 = distinct !DISubprogram(name: "dot<long>", linkageName: "_Z3dotIlET_RKSt6vectorIS0_SaIS0_EES5_", scope: !1, file: !1, line: 39, type: !2971, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1100, retainedNodes: !2973)
!2971 = !DISubroutineType(types: !2972)
!2972 = !{!408, !805, !805}
!2973 = !{!2969, !2974, !2975, !2976}
!2974 = !DILocalVariable(name: "y", arg: 2, scope: !2970, file: !1, line: 39, type: !805)
!2975 = !DILocalVariable(name: "s", scope: !2970, file: !1, line: 41, type: !408)
!2976 = !DILocalVariable(name: "i", scope: !2977, file: !1, line: 42, type: !8)
!2977 = distinct !DILexicalBlock(scope: !2970, file: !1, line: 42, column: 3)
!2978 = !DILocation(line: 0, scope: !2970, inlinedAt: !2979)
!2979 = distinct !DILocation(line: 61, column: 20, scope: !2397)
!2980 = !DILocation(line: 0, scope: !2977, inlinedAt: !2979)
!2981 = !DILocation(line: 42, column: 24, scope: !2982, inlinedAt: !2979)
!2982 = distinct !DILexicalBlock(scope: !2977, file: !1, line: 42, column: 3)
!2983 = !DILocation(line: 42, column: 3, scope: !2977, inlinedAt: !2979)
!2984 = !DILocation(line: 0, scope: !2733, inlinedAt: !2985)
!2985 = distinct !DILocation(line: 43, column: 10, scope: !2982, inlinedAt: !2979)
!2986 = !DILocation(line: 1143, column: 34, scope: !2733, inlinedAt: !2985)
!2987 = !DILocation(line: 43, column: 10, scope: !2982, inlinedAt: !2979)
!2988 = !DILocation(line: 0, scope: !2733, inlinedAt: !2989)
!2989 = distinct !DILocation(line: 43, column: 17, scope: !2982, inlinedAt: !2979)
!2990 = !DILocation(line: 1143, column: 34, scope: !2733, inlinedAt: !2989)
!2991 = !DILocation(line: 43, column: 17, scope: !2982, inlinedAt: !2979)
!2992 = !DILocation(line: 43, column: 15, scope: !2982, inlinedAt: !2979)
!2993 = !DILocation(line: 43, column: 7, scope: !2982, inlinedAt: !2979)
!2994 = !DILocation(line: 42, column: 37, scope: !2982, inlinedAt: !2979)
!2995 = distinct !{!2995, !2983, !2996, !1889, !1890}
!2996 = !DILocation(line: 43, column: 20, scope: !2977, inlinedAt: !2979)
!2997 = !DILocalVariable(name: "this", arg: 1, scope: !2998, type: !2433, flags: DIFlagArtificial | DIFlagObjectPointer)
!2998 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIlSaIlEED2Ev", scope: !562, file: !12, line: 728, type: !784, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !834, retainedNodes: !2999)
!2999 = !{!2997}
!3000 = !DILocation(line: 0, scope: !2998, inlinedAt: !3001)
!3001 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3002 = !DILocalVariable(name: "this", arg: 1, scope: !3003, type: !2451, flags: DIFlagArtificial | DIFlagObjectPointer)
!3003 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIlSaIlEED2Ev", scope: !565, file: !12, line: 364, type: !734, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !760, retainedNodes: !3004)
!3004 = !{!3002}
!3005 = !DILocation(line: 0, scope: !3003, inlinedAt: !3006)
!3006 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3001)
!3007 = distinct !DILexicalBlock(scope: !2998, file: !12, line: 729, column: 7)
!3008 = !DILocalVariable(name: "this", arg: 1, scope: !3009, type: !2451, flags: DIFlagArtificial | DIFlagObjectPointer)
!3009 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm", scope: !565, file: !12, line: 383, type: !765, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !764, retainedNodes: !3010)
!3010 = !{!3008, !3011, !3012}
!3011 = !DILocalVariable(name: "__p", arg: 2, scope: !3009, file: !12, line: 383, type: !678)
!3012 = !DILocalVariable(name: "__n", arg: 3, scope: !3009, file: !12, line: 383, type: !79)
!3013 = !DILocation(line: 0, scope: !3009, inlinedAt: !3014)
!3014 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3006)
!3015 = distinct !DILexicalBlock(scope: !3003, file: !12, line: 365, column: 7)
!3016 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3014)
!3017 = distinct !DILexicalBlock(scope: !3009, file: !12, line: 386, column: 6)
!3018 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3014)
!3019 = !DILocalVariable(name: "__a", arg: 1, scope: !3020, file: !32, line: 495, type: !584)
!3020 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm", scope: !577, file: !32, line: 495, type: !647, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !646, retainedNodes: !3021)
!3021 = !{!3019, !3022, !3023}
!3022 = !DILocalVariable(name: "__p", arg: 2, scope: !3020, file: !32, line: 495, type: !582)
!3023 = !DILocalVariable(name: "__n", arg: 3, scope: !3020, file: !32, line: 495, type: !106)
!3024 = !DILocation(line: 0, scope: !3020, inlinedAt: !3025)
!3025 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3014)
!3026 = !DILocalVariable(name: "this", arg: 1, scope: !3027, type: !2480, flags: DIFlagArtificial | DIFlagObjectPointer)
!3027 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIlE10deallocateEPlm", scope: !590, file: !48, line: 142, type: !621, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !620, retainedNodes: !3028)
!3028 = !{!3026, !3029, !3030}
!3029 = !DILocalVariable(name: "__p", arg: 2, scope: !3027, file: !48, line: 142, type: !583)
!3030 = !DILocalVariable(name: "__n", arg: 3, scope: !3027, file: !48, line: 142, type: !78)
!3031 = !DILocation(line: 0, scope: !3027, inlinedAt: !3032)
!3032 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3025)
!3033 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3032)
!3034 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3032)
!3035 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3014)
!3036 = !DILocation(line: 0, scope: !2998, inlinedAt: !3037)
!3037 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3038 = !DILocation(line: 0, scope: !3003, inlinedAt: !3039)
!3039 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3037)
!3040 = !DILocation(line: 0, scope: !3009, inlinedAt: !3041)
!3041 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3039)
!3042 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3041)
!3043 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3041)
!3044 = !DILocation(line: 0, scope: !3020, inlinedAt: !3045)
!3045 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3041)
!3046 = !DILocation(line: 0, scope: !3027, inlinedAt: !3047)
!3047 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3045)
!3048 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3047)
!3049 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3047)
!3050 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3041)
!3051 = !DILocalVariable(name: "this", arg: 1, scope: !3052, type: !2421, flags: DIFlagArtificial | DIFlagObjectPointer)
!3052 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixIlED2Ev", scope: !1076, file: !1, line: 8, type: !3053, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !3055, retainedNodes: !3056)
!3053 = !DISubroutineType(types: !3054)
!3054 = !{null, !1084}
!3055 = !DISubprogram(name: "~Matrix", scope: !1076, type: !3053, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3056 = !{!3051}
!3057 = !DILocation(line: 0, scope: !3052, inlinedAt: !3058)
!3058 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3059 = !DILocation(line: 0, scope: !2998, inlinedAt: !3060)
!3060 = distinct !DILocation(line: 8, column: 29, scope: !3061, inlinedAt: !3058)
!3061 = distinct !DILexicalBlock(scope: !3052, file: !1, line: 8, column: 29)
!3062 = !DILocation(line: 0, scope: !3003, inlinedAt: !3063)
!3063 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3060)
!3064 = !DILocation(line: 0, scope: !3009, inlinedAt: !3065)
!3065 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3063)
!3066 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3065)
!3067 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3065)
!3068 = !DILocation(line: 0, scope: !3020, inlinedAt: !3069)
!3069 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3065)
!3070 = !DILocation(line: 0, scope: !3027, inlinedAt: !3071)
!3071 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3069)
!3072 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3071)
!3073 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3071)
!3074 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3065)
!3075 = !DILocation(line: 0, scope: !3052, inlinedAt: !3076)
!3076 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3077 = !DILocation(line: 0, scope: !2998, inlinedAt: !3078)
!3078 = distinct !DILocation(line: 8, column: 29, scope: !3061, inlinedAt: !3076)
!3079 = !DILocation(line: 0, scope: !3003, inlinedAt: !3080)
!3080 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3078)
!3081 = !DILocation(line: 0, scope: !3009, inlinedAt: !3082)
!3082 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3080)
!3083 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3082)
!3084 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3082)
!3085 = !DILocation(line: 0, scope: !3020, inlinedAt: !3086)
!3086 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3082)
!3087 = !DILocation(line: 0, scope: !3027, inlinedAt: !3088)
!3088 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3086)
!3089 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3088)
!3090 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3088)
!3091 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3082)
!3092 = !DILocation(line: 0, scope: !3052, inlinedAt: !3093)
!3093 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3094 = !DILocation(line: 0, scope: !2998, inlinedAt: !3095)
!3095 = distinct !DILocation(line: 8, column: 29, scope: !3061, inlinedAt: !3093)
!3096 = !DILocation(line: 0, scope: !3003, inlinedAt: !3097)
!3097 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3095)
!3098 = !DILocation(line: 0, scope: !3009, inlinedAt: !3099)
!3099 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3097)
!3100 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3099)
!3101 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3099)
!3102 = !DILocation(line: 0, scope: !3020, inlinedAt: !3103)
!3103 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3099)
!3104 = !DILocation(line: 0, scope: !3027, inlinedAt: !3105)
!3105 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3103)
!3106 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3105)
!3107 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3105)
!3108 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3099)
!3109 = !DILocation(line: 61, column: 18, scope: !2397)
!3110 = !DILocation(line: 56, column: 18, scope: !2397)
!3111 = !DILocation(line: 0, scope: !2998, inlinedAt: !3112)
!3112 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3113 = !DILocation(line: 0, scope: !3003, inlinedAt: !3114)
!3114 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3112)
!3115 = !DILocation(line: 0, scope: !3009, inlinedAt: !3116)
!3116 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3114)
!3117 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3116)
!3118 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3116)
!3119 = !DILocation(line: 0, scope: !3020, inlinedAt: !3120)
!3120 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3116)
!3121 = !DILocation(line: 0, scope: !3027, inlinedAt: !3122)
!3122 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3120)
!3123 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3122)
!3124 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3122)
!3125 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3116)
!3126 = !DILocation(line: 0, scope: !2703, inlinedAt: !3127)
!3127 = distinct !DILocation(line: 58, column: 12, scope: !3128)
!3128 = distinct !DILexicalBlock(scope: !2930, file: !1, line: 57, column: 31)
!3129 = !DILocation(line: 16, column: 65, scope: !2703, inlinedAt: !3127)
!3130 = !DILocation(line: 16, column: 69, scope: !2703, inlinedAt: !3127)
!3131 = !DILocation(line: 0, scope: !2711, inlinedAt: !3132)
!3132 = distinct !DILocation(line: 16, column: 40, scope: !2703, inlinedAt: !3127)
!3133 = !DILocation(line: 1124, column: 34, scope: !2711, inlinedAt: !3132)
!3134 = !DILocation(line: 58, column: 12, scope: !3128)
!3135 = !DILocation(line: 0, scope: !2711, inlinedAt: !3136)
!3136 = distinct !DILocation(line: 58, column: 5, scope: !3128)
!3137 = !DILocation(line: 1124, column: 34, scope: !2711, inlinedAt: !3136)
!3138 = !DILocation(line: 58, column: 10, scope: !3128)
!3139 = !DILocation(line: 59, column: 20, scope: !3128)
!3140 = !DILocation(line: 0, scope: !2703, inlinedAt: !3141)
!3141 = distinct !DILocation(line: 59, column: 12, scope: !3128)
!3142 = !DILocation(line: 16, column: 62, scope: !2703, inlinedAt: !3141)
!3143 = !DILocation(line: 16, column: 65, scope: !2703, inlinedAt: !3141)
!3144 = !DILocation(line: 16, column: 69, scope: !2703, inlinedAt: !3141)
!3145 = !DILocation(line: 0, scope: !2711, inlinedAt: !3146)
!3146 = distinct !DILocation(line: 16, column: 40, scope: !2703, inlinedAt: !3141)
!3147 = !DILocation(line: 1124, column: 34, scope: !2711, inlinedAt: !3146)
!3148 = !DILocation(line: 59, column: 12, scope: !3128)
!3149 = !DILocation(line: 0, scope: !2711, inlinedAt: !3150)
!3150 = distinct !DILocation(line: 59, column: 5, scope: !3128)
!3151 = !DILocation(line: 1124, column: 34, scope: !2711, inlinedAt: !3150)
!3152 = !DILocation(line: 59, column: 10, scope: !3128)
!3153 = !DILocation(line: 57, column: 27, scope: !2930)
!3154 = distinct !{!3154, !2931, !3155, !1889, !1890}
!3155 = !DILocation(line: 60, column: 3, scope: !2413)
!3156 = !DILocation(line: 0, scope: !3052, inlinedAt: !3157)
!3157 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3158 = !DILocation(line: 0, scope: !2998, inlinedAt: !3159)
!3159 = distinct !DILocation(line: 8, column: 29, scope: !3061, inlinedAt: !3157)
!3160 = !DILocation(line: 0, scope: !3003, inlinedAt: !3161)
!3161 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3159)
!3162 = !DILocation(line: 0, scope: !3009, inlinedAt: !3163)
!3163 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3161)
!3164 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3163)
!3165 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3163)
!3166 = !DILocation(line: 0, scope: !3020, inlinedAt: !3167)
!3167 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3163)
!3168 = !DILocation(line: 0, scope: !3027, inlinedAt: !3169)
!3169 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3167)
!3170 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3169)
!3171 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3169)
!3172 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3163)
!3173 = !DILocation(line: 0, scope: !3052, inlinedAt: !3174)
!3174 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3175 = !DILocation(line: 0, scope: !2998, inlinedAt: !3176)
!3176 = distinct !DILocation(line: 8, column: 29, scope: !3061, inlinedAt: !3174)
!3177 = !DILocation(line: 0, scope: !3003, inlinedAt: !3178)
!3178 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3176)
!3179 = !DILocation(line: 0, scope: !3009, inlinedAt: !3180)
!3180 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3178)
!3181 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3180)
!3182 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3180)
!3183 = !DILocation(line: 0, scope: !3020, inlinedAt: !3184)
!3184 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3180)
!3185 = !DILocation(line: 0, scope: !3027, inlinedAt: !3186)
!3186 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3184)
!3187 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3186)
!3188 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3186)
!3189 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3180)
!3190 = !DILocation(line: 0, scope: !3052, inlinedAt: !3191)
!3191 = distinct !DILocation(line: 62, column: 1, scope: !2397)
!3192 = !DILocation(line: 0, scope: !2998, inlinedAt: !3193)
!3193 = distinct !DILocation(line: 8, column: 29, scope: !3061, inlinedAt: !3191)
!3194 = !DILocation(line: 0, scope: !3003, inlinedAt: !3195)
!3195 = distinct !DILocation(line: 733, column: 7, scope: !3007, inlinedAt: !3193)
!3196 = !DILocation(line: 0, scope: !3009, inlinedAt: !3197)
!3197 = distinct !DILocation(line: 366, column: 2, scope: !3015, inlinedAt: !3195)
!3198 = !DILocation(line: 386, column: 6, scope: !3017, inlinedAt: !3197)
!3199 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3197)
!3200 = !DILocation(line: 0, scope: !3020, inlinedAt: !3201)
!3201 = distinct !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3197)
!3202 = !DILocation(line: 0, scope: !3027, inlinedAt: !3203)
!3203 = distinct !DILocation(line: 496, column: 13, scope: !3020, inlinedAt: !3201)
!3204 = !DILocation(line: 158, column: 27, scope: !3027, inlinedAt: !3203)
!3205 = !DILocation(line: 158, column: 2, scope: !3027, inlinedAt: !3203)
!3206 = !DILocation(line: 387, column: 4, scope: !3017, inlinedAt: !3197)
