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
  call void @llvm.dbg.value(metadata i8* %6, metadata !1372, metadata !DIExpression()) #11, !dbg !1554
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #11, !dbg !1556
  %8 = trunc i64 %7 to i32, !dbg !1556
  br label %9, !dbg !1548

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 36, %2 ], !dbg !1548
  call void @llvm.dbg.value(metadata i32 %10, metadata !1543, metadata !DIExpression()), !dbg !1546
  %11 = tail call noundef float @_Z3runIfET_i(i32 noundef %10), !dbg !1557
  call void @llvm.dbg.value(metadata float %11, metadata !1544, metadata !DIExpression()), !dbg !1546
  %12 = tail call noundef i64 @_Z3runIlET_i(i32 noundef %10), !dbg !1558
  call void @llvm.dbg.value(metadata i64 %12, metadata !1545, metadata !DIExpression()), !dbg !1546
  %13 = fpext float %11 to double, !dbg !1559
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %13, i64 noundef %12), !dbg !1560
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
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12, !dbg !1610
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
  br i1 %9, label %17, label %10, !dbg !1633

10:                                               ; preds = %8
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !1638
  call void @llvm.dbg.value(metadata i64 %5, metadata !1637, metadata !DIExpression()), !dbg !1638
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !1646
  call void @llvm.dbg.value(metadata i64 %5, metadata !1643, metadata !DIExpression()), !dbg !1646
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !1646
  %11 = shl nuw nsw i64 %5, 2, !dbg !1648
  %12 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %11) #13, !dbg !1649
  %13 = bitcast i8* %12 to float*, !dbg !1650
  call void @llvm.dbg.value(metadata float* %13, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %13, i64 %5), metadata !1567, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()), !dbg !1656
  call void @llvm.dbg.value(metadata i64 %5, metadata !1654, metadata !DIExpression()), !dbg !1656
  call void @llvm.dbg.value(metadata float* undef, metadata !1655, metadata !DIExpression()), !dbg !1656
  call void @llvm.dbg.value(metadata float* %13, metadata !1659, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata i64 %5, metadata !1665, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata float* undef, metadata !1666, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !1672
  call void @llvm.dbg.value(metadata float* %13, metadata !1674, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata i64 %5, metadata !1679, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata float* undef, metadata !1680, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata i8 1, metadata !1681, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata float* %13, metadata !1685, metadata !DIExpression()), !dbg !1694
  call void @llvm.dbg.value(metadata i64 %5, metadata !1692, metadata !DIExpression()), !dbg !1694
  call void @llvm.dbg.value(metadata float* undef, metadata !1693, metadata !DIExpression()), !dbg !1694
  call void @llvm.dbg.value(metadata float* %13, metadata !1696, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata i64 %5, metadata !1700, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata float* undef, metadata !1701, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata float* %13, metadata !1706, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.value(metadata i64 %5, metadata !1721, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.value(metadata float* undef, metadata !1722, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !1728
  call void @llvm.dbg.value(metadata float* %13, metadata !1729, metadata !DIExpression()), !dbg !1738
  call void @llvm.dbg.value(metadata !DIArgList(float* %13, i64 %5), metadata !1734, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1738
  call void @llvm.dbg.value(metadata float* undef, metadata !1735, metadata !DIExpression()), !dbg !1738
  call void @llvm.dbg.value(metadata float* %13, metadata !1740, metadata !DIExpression()), !dbg !1755
  call void @llvm.dbg.value(metadata !DIArgList(float* %13, i64 %5), metadata !1751, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1755
  call void @llvm.dbg.value(metadata float* undef, metadata !1752, metadata !DIExpression()), !dbg !1755
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1753, metadata !DIExpression()), !dbg !1755
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 4 %12, i8 0, i64 %11, i1 false), !dbg !1757, !tbaa !1760
  call void @llvm.dbg.value(metadata i32 undef, metadata !1740, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1755
  call void @llvm.dbg.value(metadata float* %13, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* undef, metadata !1567, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1581, metadata !DIExpression()), !dbg !1762
  call void @llvm.dbg.value(metadata i32 %2, metadata !1584, metadata !DIExpression()), !dbg !1762
  call void @llvm.dbg.value(metadata i32 %0, metadata !1585, metadata !DIExpression()), !dbg !1762
  call void @llvm.dbg.value(metadata i32 %2, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 %0, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1592, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata i64 %5, metadata !1595, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata float* undef, metadata !1596, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1597, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata i64 %5, metadata !1601, metadata !DIExpression()), !dbg !1766
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !1766
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.value(metadata i64 %5, metadata !1614, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !1768
  call void @llvm.dbg.value(metadata float* null, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !1770
  call void @llvm.dbg.value(metadata i64 %5, metadata !1622, metadata !DIExpression()), !dbg !1770
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !1772
  call void @llvm.dbg.value(metadata i64 %5, metadata !1629, metadata !DIExpression()), !dbg !1772
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !1774
  call void @llvm.dbg.value(metadata i64 %5, metadata !1637, metadata !DIExpression()), !dbg !1774
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata i64 %5, metadata !1643, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !1776
  %14 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %11) #13
          to label %15 unwind label %104, !dbg !1778

15:                                               ; preds = %10
  %16 = bitcast i8* %14 to float*, !dbg !1779
  call void @llvm.dbg.value(metadata float* %16, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %16, i64 %5), metadata !1568, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()), !dbg !1780
  call void @llvm.dbg.value(metadata i64 %5, metadata !1654, metadata !DIExpression()), !dbg !1780
  call void @llvm.dbg.value(metadata float* undef, metadata !1655, metadata !DIExpression()), !dbg !1780
  call void @llvm.dbg.value(metadata float* %16, metadata !1659, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.value(metadata i64 %5, metadata !1665, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.value(metadata float* undef, metadata !1666, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !1782
  call void @llvm.dbg.value(metadata float* %16, metadata !1674, metadata !DIExpression()), !dbg !1784
  call void @llvm.dbg.value(metadata i64 %5, metadata !1679, metadata !DIExpression()), !dbg !1784
  call void @llvm.dbg.value(metadata float* undef, metadata !1680, metadata !DIExpression()), !dbg !1784
  call void @llvm.dbg.value(metadata i8 1, metadata !1681, metadata !DIExpression()), !dbg !1784
  call void @llvm.dbg.value(metadata float* %16, metadata !1685, metadata !DIExpression()), !dbg !1786
  call void @llvm.dbg.value(metadata i64 %5, metadata !1692, metadata !DIExpression()), !dbg !1786
  call void @llvm.dbg.value(metadata float* undef, metadata !1693, metadata !DIExpression()), !dbg !1786
  call void @llvm.dbg.value(metadata float* %16, metadata !1696, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata i64 %5, metadata !1700, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata float* undef, metadata !1701, metadata !DIExpression()), !dbg !1788
  call void @llvm.dbg.value(metadata float* %16, metadata !1706, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata i64 %5, metadata !1721, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata float* undef, metadata !1722, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata float* %16, metadata !1729, metadata !DIExpression()), !dbg !1793
  call void @llvm.dbg.value(metadata !DIArgList(float* %16, i64 %5), metadata !1734, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1793
  call void @llvm.dbg.value(metadata float* undef, metadata !1735, metadata !DIExpression()), !dbg !1793
  call void @llvm.dbg.value(metadata float* %16, metadata !1740, metadata !DIExpression()), !dbg !1795
  call void @llvm.dbg.value(metadata !DIArgList(float* %16, i64 %5), metadata !1751, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1795
  call void @llvm.dbg.value(metadata float* undef, metadata !1752, metadata !DIExpression()), !dbg !1795
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1753, metadata !DIExpression()), !dbg !1795
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 4 %14, i8 0, i64 %11, i1 false), !dbg !1797, !tbaa !1760
  call void @llvm.dbg.value(metadata i32 undef, metadata !1740, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1795
  br label %17, !dbg !1798

17:                                               ; preds = %15, %8
  %18 = phi float* [ %13, %15 ], [ null, %8 ]
  %19 = phi float* [ %16, %15 ], [ null, %8 ], !dbg !1770
  call void @llvm.dbg.value(metadata float* %19, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* undef, metadata !1568, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1581, metadata !DIExpression()), !dbg !1799
  call void @llvm.dbg.value(metadata i32 %0, metadata !1584, metadata !DIExpression()), !dbg !1799
  call void @llvm.dbg.value(metadata i32 %0, metadata !1585, metadata !DIExpression()), !dbg !1799
  call void @llvm.dbg.value(metadata i32 %0, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 %0, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !1579
  %20 = mul nsw i64 %3, %3, !dbg !1801
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1592, metadata !DIExpression()), !dbg !1802
  call void @llvm.dbg.value(metadata i64 %20, metadata !1595, metadata !DIExpression()), !dbg !1802
  call void @llvm.dbg.value(metadata float* undef, metadata !1596, metadata !DIExpression()), !dbg !1802
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1597, metadata !DIExpression()), !dbg !1802
  call void @llvm.dbg.value(metadata i64 %20, metadata !1601, metadata !DIExpression()), !dbg !1804
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !1804
  %21 = icmp ugt i64 %20, 2305843009213693951, !dbg !1806
  br i1 %21, label %22, label %24, !dbg !1807

22:                                               ; preds = %17
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12
          to label %23 unwind label %106, !dbg !1808

23:                                               ; preds = %22
  unreachable, !dbg !1808

24:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !1809
  call void @llvm.dbg.value(metadata i64 %20, metadata !1614, metadata !DIExpression()), !dbg !1809
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !1809
  call void @llvm.dbg.value(metadata float* null, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.value(metadata i64 %20, metadata !1622, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !1813
  call void @llvm.dbg.value(metadata i64 %20, metadata !1629, metadata !DIExpression()), !dbg !1813
  %25 = icmp eq i64 %20, 0, !dbg !1815
  br i1 %25, label %32, label %26, !dbg !1816

26:                                               ; preds = %24
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !1817
  call void @llvm.dbg.value(metadata i64 %20, metadata !1637, metadata !DIExpression()), !dbg !1817
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !1819
  call void @llvm.dbg.value(metadata i64 %20, metadata !1643, metadata !DIExpression()), !dbg !1819
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !1819
  %27 = shl nuw nsw i64 %20, 2, !dbg !1821
  %28 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %27) #13
          to label %29 unwind label %106, !dbg !1822

29:                                               ; preds = %26
  %30 = bitcast i8* %28 to float*, !dbg !1823
  call void @llvm.dbg.value(metadata float* %30, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  %31 = getelementptr inbounds float, float* %30, i64 %20, !dbg !1824
  call void @llvm.dbg.value(metadata float* %31, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()), !dbg !1825
  call void @llvm.dbg.value(metadata i64 %20, metadata !1654, metadata !DIExpression()), !dbg !1825
  call void @llvm.dbg.value(metadata float* undef, metadata !1655, metadata !DIExpression()), !dbg !1825
  call void @llvm.dbg.value(metadata float* %30, metadata !1659, metadata !DIExpression()), !dbg !1827
  call void @llvm.dbg.value(metadata i64 %20, metadata !1665, metadata !DIExpression()), !dbg !1827
  call void @llvm.dbg.value(metadata float* undef, metadata !1666, metadata !DIExpression()), !dbg !1827
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !1827
  call void @llvm.dbg.value(metadata float* %30, metadata !1674, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata i64 %20, metadata !1679, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata float* undef, metadata !1680, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata i8 1, metadata !1681, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata float* %30, metadata !1685, metadata !DIExpression()), !dbg !1831
  call void @llvm.dbg.value(metadata i64 %20, metadata !1692, metadata !DIExpression()), !dbg !1831
  call void @llvm.dbg.value(metadata float* undef, metadata !1693, metadata !DIExpression()), !dbg !1831
  call void @llvm.dbg.value(metadata float* %30, metadata !1696, metadata !DIExpression()), !dbg !1833
  call void @llvm.dbg.value(metadata i64 %20, metadata !1700, metadata !DIExpression()), !dbg !1833
  call void @llvm.dbg.value(metadata float* undef, metadata !1701, metadata !DIExpression()), !dbg !1833
  call void @llvm.dbg.value(metadata float* %30, metadata !1706, metadata !DIExpression()), !dbg !1835
  call void @llvm.dbg.value(metadata i64 %20, metadata !1721, metadata !DIExpression()), !dbg !1835
  call void @llvm.dbg.value(metadata float* undef, metadata !1722, metadata !DIExpression()), !dbg !1835
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !1837
  call void @llvm.dbg.value(metadata float* %30, metadata !1729, metadata !DIExpression()), !dbg !1838
  call void @llvm.dbg.value(metadata float* %31, metadata !1734, metadata !DIExpression()), !dbg !1838
  call void @llvm.dbg.value(metadata float* undef, metadata !1735, metadata !DIExpression()), !dbg !1838
  call void @llvm.dbg.value(metadata float* %30, metadata !1740, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.value(metadata float* %31, metadata !1751, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.value(metadata float* undef, metadata !1752, metadata !DIExpression()), !dbg !1840
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1753, metadata !DIExpression()), !dbg !1840
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 4 %28, i8 0, i64 %27, i1 false), !dbg !1842, !tbaa !1760
  call void @llvm.dbg.value(metadata i32 undef, metadata !1740, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1840
  br label %32, !dbg !1843

32:                                               ; preds = %24, %29
  %33 = phi float* [ %30, %29 ], [ null, %24 ], !dbg !1811
  %34 = phi float* [ %31, %29 ], [ null, %24 ], !dbg !1835
  call void @llvm.dbg.value(metadata float* %33, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* %34, metadata !1569, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 0, metadata !1570, metadata !DIExpression()), !dbg !1844
  %35 = icmp sgt i32 %0, 0, !dbg !1845
  br i1 %35, label %36, label %128, !dbg !1846

36:                                               ; preds = %32
  %37 = call i32 @llvm.smax.i32(i32 %2, i32 1), !dbg !1846
  %38 = zext i32 %0 to i64, !dbg !1845
  %39 = zext i32 %37 to i64
  br label %40, !dbg !1846

40:                                               ; preds = %108, %36
  %41 = phi i64 [ 0, %36 ], [ %109, %108 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !1570, metadata !DIExpression()), !dbg !1844
  call void @llvm.dbg.value(metadata i32 0, metadata !1572, metadata !DIExpression()), !dbg !1847
  %42 = mul nsw i64 %41, %4
  %43 = trunc i64 %41 to i32
  br label %111, !dbg !1848

44:                                               ; preds = %108
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1849, metadata !DIExpression()), !dbg !1868
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1856, metadata !DIExpression()), !dbg !1868
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1857, metadata !DIExpression()), !dbg !1868
  call void @llvm.dbg.value(metadata i32 0, metadata !1858, metadata !DIExpression()), !dbg !1870
  br i1 %35, label %45, label %128, !dbg !1871

45:                                               ; preds = %44
  %46 = zext i32 %0 to i64, !dbg !1872
  %47 = zext i32 %2 to i64
  %48 = and i64 %47, 1
  %49 = icmp eq i32 %2, 1
  %50 = and i64 %47, 4294967294
  %51 = icmp eq i64 %48, 0
  br label %52, !dbg !1871

52:                                               ; preds = %45, %58
  %53 = phi i64 [ 0, %45 ], [ %59, %58 ]
  call void @llvm.dbg.value(metadata i64 %53, metadata !1858, metadata !DIExpression()), !dbg !1870
  call void @llvm.dbg.value(metadata i32 0, metadata !1860, metadata !DIExpression()), !dbg !1873
  %54 = mul nsw i64 %53, %4
  %55 = mul nsw i64 %53, %3
  br label %56, !dbg !1874

56:                                               ; preds = %74, %52
  %57 = phi i64 [ 0, %52 ], [ %78, %74 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !1860, metadata !DIExpression()), !dbg !1873
  call void @llvm.dbg.value(metadata i32 0, metadata !1866, metadata !DIExpression()), !dbg !1875
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1863, metadata !DIExpression()), !dbg !1876
  br i1 %49, label %61, label %80, !dbg !1877

58:                                               ; preds = %74
  %59 = add nuw nsw i64 %53, 1, !dbg !1878
  call void @llvm.dbg.value(metadata i64 %59, metadata !1858, metadata !DIExpression()), !dbg !1870
  %60 = icmp eq i64 %59, %46, !dbg !1872
  br i1 %60, label %128, label %52, !dbg !1871, !llvm.loop !1879

61:                                               ; preds = %80, %56
  %62 = phi float [ undef, %56 ], [ %100, %80 ]
  %63 = phi i64 [ 0, %56 ], [ %101, %80 ]
  %64 = phi float [ 0.000000e+00, %56 ], [ %100, %80 ]
  br i1 %51, label %74, label %65, !dbg !1877

65:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i64 %63, metadata !1866, metadata !DIExpression()), !dbg !1875
  call void @llvm.dbg.value(metadata float %64, metadata !1863, metadata !DIExpression()), !dbg !1876
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1882, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata i64 %53, metadata !1885, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata i64 %63, metadata !1886, metadata !DIExpression()), !dbg !1888
  %66 = add nsw i64 %63, %54, !dbg !1891
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1892, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1897
  call void @llvm.dbg.value(metadata i64 %66, metadata !1895, metadata !DIExpression()), !dbg !1897
  %67 = getelementptr inbounds float, float* %18, i64 %66, !dbg !1899
  %68 = load float, float* %67, align 4, !dbg !1900, !tbaa !1760
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1882, metadata !DIExpression()), !dbg !1901
  call void @llvm.dbg.value(metadata i64 %63, metadata !1885, metadata !DIExpression()), !dbg !1901
  call void @llvm.dbg.value(metadata i64 %57, metadata !1886, metadata !DIExpression()), !dbg !1901
  %69 = mul nsw i64 %63, %3, !dbg !1903
  %70 = add nsw i64 %69, %57, !dbg !1904
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1892, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1905
  call void @llvm.dbg.value(metadata i64 %70, metadata !1895, metadata !DIExpression()), !dbg !1905
  %71 = getelementptr inbounds float, float* %19, i64 %70, !dbg !1907
  %72 = load float, float* %71, align 4, !dbg !1908, !tbaa !1760
  %73 = tail call float @llvm.fmuladd.f32(float %68, float %72, float %64), !dbg !1909
  call void @llvm.dbg.value(metadata float %73, metadata !1863, metadata !DIExpression()), !dbg !1876
  call void @llvm.dbg.value(metadata i64 %63, metadata !1866, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !1875
  br label %74, !dbg !1910

74:                                               ; preds = %61, %65
  %75 = phi float [ %62, %61 ], [ %73, %65 ], !dbg !1909
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1913, metadata !DIExpression()), !dbg !1917
  call void @llvm.dbg.value(metadata i64 %53, metadata !1914, metadata !DIExpression()), !dbg !1917
  call void @llvm.dbg.value(metadata i64 %57, metadata !1915, metadata !DIExpression()), !dbg !1917
  %76 = add nsw i64 %57, %55, !dbg !1910
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1918, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1922
  call void @llvm.dbg.value(metadata i64 %76, metadata !1921, metadata !DIExpression()), !dbg !1922
  %77 = getelementptr inbounds float, float* %33, i64 %76, !dbg !1924
  store float %75, float* %77, align 4, !dbg !1925, !tbaa !1760
  %78 = add nuw nsw i64 %57, 1, !dbg !1926
  call void @llvm.dbg.value(metadata i64 %78, metadata !1860, metadata !DIExpression()), !dbg !1873
  %79 = icmp eq i64 %78, %46, !dbg !1927
  br i1 %79, label %58, label %56, !dbg !1874, !llvm.loop !1928

80:                                               ; preds = %56, %80
  %81 = phi i64 [ %101, %80 ], [ 0, %56 ]
  %82 = phi float [ %100, %80 ], [ 0.000000e+00, %56 ]
  %83 = phi i64 [ %102, %80 ], [ 0, %56 ]
  call void @llvm.dbg.value(metadata i64 %81, metadata !1866, metadata !DIExpression()), !dbg !1875
  call void @llvm.dbg.value(metadata float %82, metadata !1863, metadata !DIExpression()), !dbg !1876
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1882, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata i64 %53, metadata !1885, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata i64 %81, metadata !1886, metadata !DIExpression()), !dbg !1888
  %84 = add nsw i64 %81, %54, !dbg !1891
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1892, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1897
  call void @llvm.dbg.value(metadata i64 %84, metadata !1895, metadata !DIExpression()), !dbg !1897
  %85 = getelementptr inbounds float, float* %18, i64 %84, !dbg !1899
  %86 = load float, float* %85, align 4, !dbg !1900, !tbaa !1760
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1882, metadata !DIExpression()), !dbg !1901
  call void @llvm.dbg.value(metadata i64 %81, metadata !1885, metadata !DIExpression()), !dbg !1901
  call void @llvm.dbg.value(metadata i64 %57, metadata !1886, metadata !DIExpression()), !dbg !1901
  %87 = mul nsw i64 %81, %3, !dbg !1903
  %88 = add nsw i64 %87, %57, !dbg !1904
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1892, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1905
  call void @llvm.dbg.value(metadata i64 %88, metadata !1895, metadata !DIExpression()), !dbg !1905
  %89 = getelementptr inbounds float, float* %19, i64 %88, !dbg !1907
  %90 = load float, float* %89, align 4, !dbg !1908, !tbaa !1760
  %91 = tail call float @llvm.fmuladd.f32(float %86, float %90, float %82), !dbg !1909
  call void @llvm.dbg.value(metadata float %91, metadata !1863, metadata !DIExpression()), !dbg !1876
  %92 = or i64 %81, 1, !dbg !1930
  call void @llvm.dbg.value(metadata i64 %92, metadata !1866, metadata !DIExpression()), !dbg !1875
  call void @llvm.dbg.value(metadata i64 %92, metadata !1866, metadata !DIExpression()), !dbg !1875
  call void @llvm.dbg.value(metadata float %91, metadata !1863, metadata !DIExpression()), !dbg !1876
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1882, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata i64 %53, metadata !1885, metadata !DIExpression()), !dbg !1888
  call void @llvm.dbg.value(metadata i64 %92, metadata !1886, metadata !DIExpression()), !dbg !1888
  %93 = add nsw i64 %92, %54, !dbg !1891
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1892, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1897
  call void @llvm.dbg.value(metadata i64 %93, metadata !1895, metadata !DIExpression()), !dbg !1897
  %94 = getelementptr inbounds float, float* %18, i64 %93, !dbg !1899
  %95 = load float, float* %94, align 4, !dbg !1900, !tbaa !1760
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1882, metadata !DIExpression()), !dbg !1901
  call void @llvm.dbg.value(metadata i64 %92, metadata !1885, metadata !DIExpression()), !dbg !1901
  call void @llvm.dbg.value(metadata i64 %57, metadata !1886, metadata !DIExpression()), !dbg !1901
  %96 = mul nsw i64 %92, %3, !dbg !1903
  %97 = add nsw i64 %96, %57, !dbg !1904
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1892, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1905
  call void @llvm.dbg.value(metadata i64 %97, metadata !1895, metadata !DIExpression()), !dbg !1905
  %98 = getelementptr inbounds float, float* %19, i64 %97, !dbg !1907
  %99 = load float, float* %98, align 4, !dbg !1908, !tbaa !1760
  %100 = tail call float @llvm.fmuladd.f32(float %95, float %99, float %91), !dbg !1909
  call void @llvm.dbg.value(metadata float %100, metadata !1863, metadata !DIExpression()), !dbg !1876
  %101 = add nuw nsw i64 %81, 2, !dbg !1930
  call void @llvm.dbg.value(metadata i64 %101, metadata !1866, metadata !DIExpression()), !dbg !1875
  %102 = add nuw nsw i64 %83, 2, !dbg !1877
  %103 = icmp eq i64 %102, %50, !dbg !1877
  br i1 %103, label %61, label %80, !dbg !1877, !llvm.loop !1931

104:                                              ; preds = %10
  %105 = landingpad { i8*, i32 }
          cleanup, !dbg !1933
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1934, metadata !DIExpression()) #11, !dbg !1940
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1942, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1945
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1948, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1951
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1954, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1959
  call void @llvm.dbg.value(metadata float* %13, metadata !1957, metadata !DIExpression()) #11, !dbg !1959
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %13), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1959
  br label %291, !dbg !1962

106:                                              ; preds = %26, %22
  %107 = landingpad { i8*, i32 }
          cleanup, !dbg !1933
  br label %284, !dbg !1933

108:                                              ; preds = %111
  %109 = add nuw nsw i64 %41, 1, !dbg !1963
  call void @llvm.dbg.value(metadata i64 %109, metadata !1570, metadata !DIExpression()), !dbg !1844
  %110 = icmp eq i64 %109, %38, !dbg !1845
  br i1 %110, label %44, label %40, !dbg !1846, !llvm.loop !1964

111:                                              ; preds = %40, %111
  %112 = phi i64 [ 0, %40 ], [ %126, %111 ]
  call void @llvm.dbg.value(metadata i64 %112, metadata !1572, metadata !DIExpression()), !dbg !1847
  %113 = add nuw nsw i64 %112, %41, !dbg !1966
  %114 = trunc i64 %113 to i32, !dbg !1969
  %115 = urem i32 %114, 5, !dbg !1969
  %116 = sitofp i32 %115 to float, !dbg !1970
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1913, metadata !DIExpression()), !dbg !1971
  call void @llvm.dbg.value(metadata i64 %41, metadata !1914, metadata !DIExpression()), !dbg !1971
  call void @llvm.dbg.value(metadata i64 %112, metadata !1915, metadata !DIExpression()), !dbg !1971
  %117 = add nsw i64 %42, %112, !dbg !1973
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1918, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1974
  call void @llvm.dbg.value(metadata i64 %117, metadata !1921, metadata !DIExpression()), !dbg !1974
  %118 = getelementptr inbounds float, float* %18, i64 %117, !dbg !1976
  store float %116, float* %118, align 4, !dbg !1977, !tbaa !1760
  %119 = trunc i64 %112 to i32, !dbg !1978
  %120 = mul nsw i32 %119, %43, !dbg !1978
  %121 = urem i32 %120, 3, !dbg !1979
  %122 = sitofp i32 %121 to float, !dbg !1980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1913, metadata !DIExpression()), !dbg !1981
  call void @llvm.dbg.value(metadata i64 %112, metadata !1914, metadata !DIExpression()), !dbg !1981
  call void @llvm.dbg.value(metadata i64 %41, metadata !1915, metadata !DIExpression()), !dbg !1981
  %123 = mul nsw i64 %112, %3, !dbg !1983
  %124 = add nsw i64 %123, %41, !dbg !1984
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1918, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1985
  call void @llvm.dbg.value(metadata i64 %124, metadata !1921, metadata !DIExpression()), !dbg !1985
  %125 = getelementptr inbounds float, float* %19, i64 %124, !dbg !1987
  store float %122, float* %125, align 4, !dbg !1988, !tbaa !1760
  %126 = add nuw nsw i64 %112, 1, !dbg !1989
  call void @llvm.dbg.value(metadata i64 %126, metadata !1572, metadata !DIExpression()), !dbg !1847
  %127 = icmp eq i64 %126, %39, !dbg !1990
  br i1 %127, label %108, label %111, !dbg !1848, !llvm.loop !1991

128:                                              ; preds = %58, %32, %44
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1993, metadata !DIExpression()), !dbg !1998
  call void @llvm.dbg.value(metadata i64 %3, metadata !1996, metadata !DIExpression()), !dbg !1998
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1997, metadata !DIExpression()), !dbg !1998
  call void @llvm.dbg.value(metadata i64 %3, metadata !1601, metadata !DIExpression()), !dbg !2000
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !2000
  %129 = icmp slt i32 %0, 0, !dbg !2002
  br i1 %129, label %130, label %132, !dbg !2003

130:                                              ; preds = %128
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12
          to label %131 unwind label %257, !dbg !2004

131:                                              ; preds = %130
  unreachable, !dbg !2004

132:                                              ; preds = %128
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !2005
  call void @llvm.dbg.value(metadata i64 %3, metadata !1614, metadata !DIExpression()), !dbg !2005
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !2005
  call void @llvm.dbg.value(metadata float* null, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !2007
  call void @llvm.dbg.value(metadata i64 %3, metadata !1622, metadata !DIExpression()), !dbg !2007
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !2009
  call void @llvm.dbg.value(metadata i64 %3, metadata !1629, metadata !DIExpression()), !dbg !2009
  %133 = icmp eq i32 %0, 0, !dbg !2011
  br i1 %133, label %154, label %134, !dbg !2012

134:                                              ; preds = %132
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata i64 %3, metadata !1637, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !2015
  call void @llvm.dbg.value(metadata i64 %3, metadata !1643, metadata !DIExpression()), !dbg !2015
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !2015
  %135 = shl nuw nsw i64 %3, 2, !dbg !2017
  %136 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %135) #13
          to label %137 unwind label %257, !dbg !2018

137:                                              ; preds = %134
  %138 = bitcast i8* %136 to float*, !dbg !2019
  call void @llvm.dbg.value(metadata float* %138, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %138, i64 %3), metadata !1575, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2020, metadata !DIExpression()), !dbg !2024
  call void @llvm.dbg.value(metadata i64 %3, metadata !2023, metadata !DIExpression()), !dbg !2024
  call void @llvm.dbg.value(metadata float* %138, metadata !2027, metadata !DIExpression()), !dbg !2034
  call void @llvm.dbg.value(metadata i64 %3, metadata !2032, metadata !DIExpression()), !dbg !2034
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2033, metadata !DIExpression()), !dbg !2034
  call void @llvm.dbg.value(metadata float* %138, metadata !2036, metadata !DIExpression()), !dbg !2044
  call void @llvm.dbg.value(metadata i64 %3, metadata !2041, metadata !DIExpression()), !dbg !2044
  call void @llvm.dbg.value(metadata i8 1, metadata !2042, metadata !DIExpression()), !dbg !2044
  call void @llvm.dbg.value(metadata float* %138, metadata !2046, metadata !DIExpression()), !dbg !2060
  call void @llvm.dbg.value(metadata i64 %3, metadata !2051, metadata !DIExpression()), !dbg !2060
  call void @llvm.dbg.value(metadata float* %138, metadata !2052, metadata !DIExpression()), !dbg !2062
  call void @llvm.dbg.value(metadata float* %138, metadata !2063, metadata !DIExpression()), !dbg !2071
  store float 0.000000e+00, float* %138, align 4, !dbg !2073, !tbaa !1760
  %139 = getelementptr float, float* %138, i64 1, !dbg !2074
  call void @llvm.dbg.value(metadata float* %139, metadata !2046, metadata !DIExpression()), !dbg !2060
  call void @llvm.dbg.value(metadata float* %139, metadata !1696, metadata !DIExpression()), !dbg !2075
  call void @llvm.dbg.value(metadata i64 %3, metadata !1700, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2075
  call void @llvm.dbg.value(metadata float* %138, metadata !1701, metadata !DIExpression()), !dbg !2075
  call void @llvm.dbg.value(metadata float* %139, metadata !1706, metadata !DIExpression()), !dbg !2077
  call void @llvm.dbg.value(metadata i64 %3, metadata !1721, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2077
  call void @llvm.dbg.value(metadata float* %138, metadata !1722, metadata !DIExpression()), !dbg !2077
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !2079
  %140 = icmp eq i32 %0, 1, !dbg !2080
  br i1 %140, label %145, label %141, !dbg !2082

141:                                              ; preds = %137
  %142 = getelementptr inbounds float, float* %138, i64 %3, !dbg !2083
  call void @llvm.dbg.value(metadata float* %142, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  %143 = bitcast float* %139 to i8*, !dbg !2060
  call void @llvm.dbg.value(metadata float* %139, metadata !1729, metadata !DIExpression()), !dbg !2084
  call void @llvm.dbg.value(metadata float* %138, metadata !1735, metadata !DIExpression()), !dbg !2084
  call void @llvm.dbg.value(metadata float* %138, metadata !1752, metadata !DIExpression()), !dbg !2086
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1753, metadata !DIExpression()), !dbg !2086
  call void @llvm.dbg.value(metadata float* %139, metadata !1740, metadata !DIExpression()), !dbg !2086
  %144 = add nsw i64 %135, -4, !dbg !2088
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %143, i8 0, i64 %144, i1 false), !dbg !2089, !tbaa !1760
  call void @llvm.dbg.value(metadata i32 undef, metadata !1740, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2086
  br label %145, !dbg !2090

145:                                              ; preds = %137, %141
  %146 = phi float* [ %142, %141 ], [ %139, %137 ]
  call void @llvm.dbg.value(metadata float* undef, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* undef, metadata !2046, metadata !DIExpression()), !dbg !2060
  call void @llvm.dbg.value(metadata float* undef, metadata !1575, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1993, metadata !DIExpression()), !dbg !2091
  call void @llvm.dbg.value(metadata i64 %3, metadata !1996, metadata !DIExpression()), !dbg !2091
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1997, metadata !DIExpression()), !dbg !2091
  call void @llvm.dbg.value(metadata i64 %3, metadata !1601, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1604, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1611, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata i64 %3, metadata !1614, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1615, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata float* null, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* null, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1619, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata i64 %3, metadata !1622, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1626, metadata !DIExpression()), !dbg !2099
  call void @llvm.dbg.value(metadata i64 %3, metadata !1629, metadata !DIExpression()), !dbg !2099
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1634, metadata !DIExpression()), !dbg !2101
  call void @llvm.dbg.value(metadata i64 %3, metadata !1637, metadata !DIExpression()), !dbg !2101
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1640, metadata !DIExpression()), !dbg !2103
  call void @llvm.dbg.value(metadata i64 %3, metadata !1643, metadata !DIExpression()), !dbg !2103
  call void @llvm.dbg.value(metadata i8* null, metadata !1644, metadata !DIExpression()), !dbg !2103
  %147 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %135) #13
          to label %148 unwind label %259, !dbg !2105

148:                                              ; preds = %145
  %149 = bitcast i8* %147 to float*, !dbg !2106
  call void @llvm.dbg.value(metadata float* %149, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata !DIArgList(float* %149, i64 %3), metadata !1576, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2020, metadata !DIExpression()), !dbg !2107
  call void @llvm.dbg.value(metadata i64 %3, metadata !2023, metadata !DIExpression()), !dbg !2107
  call void @llvm.dbg.value(metadata float* %149, metadata !2027, metadata !DIExpression()), !dbg !2109
  call void @llvm.dbg.value(metadata i64 %3, metadata !2032, metadata !DIExpression()), !dbg !2109
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2033, metadata !DIExpression()), !dbg !2109
  call void @llvm.dbg.value(metadata float* %149, metadata !2036, metadata !DIExpression()), !dbg !2111
  call void @llvm.dbg.value(metadata i64 %3, metadata !2041, metadata !DIExpression()), !dbg !2111
  call void @llvm.dbg.value(metadata i8 1, metadata !2042, metadata !DIExpression()), !dbg !2111
  call void @llvm.dbg.value(metadata float* %149, metadata !2046, metadata !DIExpression()), !dbg !2113
  call void @llvm.dbg.value(metadata i64 %3, metadata !2051, metadata !DIExpression()), !dbg !2113
  call void @llvm.dbg.value(metadata float* %149, metadata !2052, metadata !DIExpression()), !dbg !2115
  call void @llvm.dbg.value(metadata float* %149, metadata !2063, metadata !DIExpression()), !dbg !2116
  store float 0.000000e+00, float* %149, align 4, !dbg !2118, !tbaa !1760
  call void @llvm.dbg.value(metadata float* %149, metadata !2046, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2113
  call void @llvm.dbg.value(metadata float* %149, metadata !1696, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2119
  call void @llvm.dbg.value(metadata i64 %3, metadata !1700, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2119
  call void @llvm.dbg.value(metadata float* %149, metadata !1701, metadata !DIExpression()), !dbg !2119
  call void @llvm.dbg.value(metadata float* %149, metadata !1706, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2121
  call void @llvm.dbg.value(metadata i64 %3, metadata !1721, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2121
  call void @llvm.dbg.value(metadata float* %149, metadata !1722, metadata !DIExpression()), !dbg !2121
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1723, metadata !DIExpression()), !dbg !2123
  br i1 %140, label %154, label %150, !dbg !2124

150:                                              ; preds = %148
  %151 = getelementptr float, float* %149, i64 1, !dbg !2125
  call void @llvm.dbg.value(metadata float* %151, metadata !2046, metadata !DIExpression()), !dbg !2113
  call void @llvm.dbg.value(metadata float* %151, metadata !1696, metadata !DIExpression()), !dbg !2119
  call void @llvm.dbg.value(metadata float* %151, metadata !1706, metadata !DIExpression()), !dbg !2121
  %152 = bitcast float* %151 to i8*, !dbg !2113
  call void @llvm.dbg.value(metadata float* %149, metadata !1729, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2126
  call void @llvm.dbg.value(metadata float* %149, metadata !1735, metadata !DIExpression()), !dbg !2126
  call void @llvm.dbg.value(metadata float* %149, metadata !1752, metadata !DIExpression()), !dbg !2128
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !1753, metadata !DIExpression()), !dbg !2128
  call void @llvm.dbg.value(metadata float* %149, metadata !1740, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2128
  %153 = add nsw i64 %135, -4, !dbg !2130
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %152, i8 0, i64 %153, i1 false), !dbg !2131, !tbaa !1760
  call void @llvm.dbg.value(metadata i32 undef, metadata !1740, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !2128
  br label %154, !dbg !2132

154:                                              ; preds = %150, %148, %132
  %155 = phi float* [ %146, %148 ], [ %146, %150 ], [ null, %132 ]
  %156 = phi float* [ %138, %148 ], [ %138, %150 ], [ null, %132 ]
  %157 = phi float* [ %149, %148 ], [ %149, %150 ], [ null, %132 ], !dbg !2097
  call void @llvm.dbg.value(metadata float* %157, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata float* undef, metadata !2046, metadata !DIExpression()), !dbg !2113
  call void @llvm.dbg.value(metadata float* undef, metadata !1576, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1579
  call void @llvm.dbg.value(metadata i32 0, metadata !1577, metadata !DIExpression()), !dbg !2133
  br i1 %35, label %158, label %160, !dbg !2134

158:                                              ; preds = %154
  %159 = zext i32 %0 to i64, !dbg !2135
  br label %261, !dbg !2134

160:                                              ; preds = %261, %154
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2137, metadata !DIExpression()), !dbg !2147
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2141, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2149
  call void @llvm.dbg.value(metadata float* %34, metadata !2144, metadata !DIExpression()), !dbg !2149
  call void @llvm.dbg.value(metadata float* %33, metadata !2143, metadata !DIExpression()), !dbg !2149
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !2140, metadata !DIExpression()), !dbg !2147
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2150, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2156, metadata !DIExpression()), !dbg !2157
  %161 = icmp eq float* %33, %34, !dbg !2159
  br i1 %161, label %169, label %162, !dbg !2160

162:                                              ; preds = %160, %162
  %163 = phi float [ %166, %162 ], [ 0.000000e+00, %160 ]
  %164 = phi float* [ %167, %162 ], [ %33, %160 ]
  call void @llvm.dbg.value(metadata float %163, metadata !2140, metadata !DIExpression()), !dbg !2147
  call void @llvm.dbg.value(metadata float* %164, metadata !2143, metadata !DIExpression()), !dbg !2149
  call void @llvm.dbg.value(metadata float* %164, metadata !2145, metadata !DIExpression()), !dbg !2161
  %165 = load float, float* %164, align 4, !dbg !2162, !tbaa !1760
  %166 = fadd float %163, %165, !dbg !2163
  call void @llvm.dbg.value(metadata float %166, metadata !2140, metadata !DIExpression()), !dbg !2147
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2164, metadata !DIExpression()), !dbg !2168
  %167 = getelementptr inbounds float, float* %164, i64 1, !dbg !2170
  call void @llvm.dbg.value(metadata float* %167, metadata !2143, metadata !DIExpression()), !dbg !2149
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2150, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2156, metadata !DIExpression()), !dbg !2157
  %168 = icmp eq float* %167, %34, !dbg !2159
  br i1 %168, label %169, label %162, !dbg !2160, !llvm.loop !2171

169:                                              ; preds = %162, %160
  %170 = phi float [ 0.000000e+00, %160 ], [ %166, %162 ], !dbg !2147
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2174, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2179, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata i64 0, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  %171 = ptrtoint float* %155 to i64
  %172 = ptrtoint float* %156 to i64
  %173 = sub i64 %171, %172
  %174 = icmp eq i64 %173, 0, !dbg !2186
  br i1 %174, label %233, label %175, !dbg !2188

175:                                              ; preds = %169
  %176 = ashr i64 %173, 2
  %177 = tail call i64 @llvm.umax.i64(i64 %176, i64 1) #11, !dbg !2188
  %178 = add i64 %177, -1, !dbg !2188
  %179 = and i64 %177, 3, !dbg !2188
  %180 = icmp ult i64 %178, 3, !dbg !2188
  br i1 %180, label %213, label %181, !dbg !2188

181:                                              ; preds = %175
  %182 = and i64 %177, -4, !dbg !2188
  br label %183, !dbg !2188

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %210, %183 ]
  %185 = phi float [ 0.000000e+00, %181 ], [ %209, %183 ]
  %186 = phi i64 [ 0, %181 ], [ %211, %183 ]
  call void @llvm.dbg.value(metadata i64 %184, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata float %185, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2189
  call void @llvm.dbg.value(metadata i64 %184, metadata !1895, metadata !DIExpression()) #11, !dbg !2189
  %187 = getelementptr inbounds float, float* %156, i64 %184, !dbg !2191
  %188 = load float, float* %187, align 4, !dbg !2192, !tbaa !1760
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2193
  call void @llvm.dbg.value(metadata i64 %184, metadata !1895, metadata !DIExpression()) #11, !dbg !2193
  %189 = getelementptr inbounds float, float* %157, i64 %184, !dbg !2195
  %190 = load float, float* %189, align 4, !dbg !2196, !tbaa !1760
  %191 = tail call float @llvm.fmuladd.f32(float %188, float %190, float %185) #11, !dbg !2197
  call void @llvm.dbg.value(metadata float %191, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  %192 = or i64 %184, 1, !dbg !2198
  call void @llvm.dbg.value(metadata i64 %192, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata i64 %192, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata float %191, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2189
  call void @llvm.dbg.value(metadata i64 %192, metadata !1895, metadata !DIExpression()) #11, !dbg !2189
  %193 = getelementptr inbounds float, float* %156, i64 %192, !dbg !2191
  %194 = load float, float* %193, align 4, !dbg !2192, !tbaa !1760
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2193
  call void @llvm.dbg.value(metadata i64 %192, metadata !1895, metadata !DIExpression()) #11, !dbg !2193
  %195 = getelementptr inbounds float, float* %157, i64 %192, !dbg !2195
  %196 = load float, float* %195, align 4, !dbg !2196, !tbaa !1760
  %197 = tail call float @llvm.fmuladd.f32(float %194, float %196, float %191) #11, !dbg !2197
  call void @llvm.dbg.value(metadata float %197, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  %198 = or i64 %184, 2, !dbg !2198
  call void @llvm.dbg.value(metadata i64 %198, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata i64 %198, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata float %197, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2189
  call void @llvm.dbg.value(metadata i64 %198, metadata !1895, metadata !DIExpression()) #11, !dbg !2189
  %199 = getelementptr inbounds float, float* %156, i64 %198, !dbg !2191
  %200 = load float, float* %199, align 4, !dbg !2192, !tbaa !1760
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2193
  call void @llvm.dbg.value(metadata i64 %198, metadata !1895, metadata !DIExpression()) #11, !dbg !2193
  %201 = getelementptr inbounds float, float* %157, i64 %198, !dbg !2195
  %202 = load float, float* %201, align 4, !dbg !2196, !tbaa !1760
  %203 = tail call float @llvm.fmuladd.f32(float %200, float %202, float %197) #11, !dbg !2197
  call void @llvm.dbg.value(metadata float %203, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  %204 = or i64 %184, 3, !dbg !2198
  call void @llvm.dbg.value(metadata i64 %204, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata i64 %204, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata float %203, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2189
  call void @llvm.dbg.value(metadata i64 %204, metadata !1895, metadata !DIExpression()) #11, !dbg !2189
  %205 = getelementptr inbounds float, float* %156, i64 %204, !dbg !2191
  %206 = load float, float* %205, align 4, !dbg !2192, !tbaa !1760
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2193
  call void @llvm.dbg.value(metadata i64 %204, metadata !1895, metadata !DIExpression()) #11, !dbg !2193
  %207 = getelementptr inbounds float, float* %157, i64 %204, !dbg !2195
  %208 = load float, float* %207, align 4, !dbg !2196, !tbaa !1760
  %209 = tail call float @llvm.fmuladd.f32(float %206, float %208, float %203) #11, !dbg !2197
  call void @llvm.dbg.value(metadata float %209, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  %210 = add nuw i64 %184, 4, !dbg !2198
  call void @llvm.dbg.value(metadata i64 %210, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  %211 = add i64 %186, 4, !dbg !2188
  %212 = icmp eq i64 %211, %182, !dbg !2188
  br i1 %212, label %213, label %183, !dbg !2188, !llvm.loop !2199

213:                                              ; preds = %183, %175
  %214 = phi float [ undef, %175 ], [ %209, %183 ]
  %215 = phi i64 [ 0, %175 ], [ %210, %183 ]
  %216 = phi float [ 0.000000e+00, %175 ], [ %209, %183 ]
  %217 = icmp eq i64 %179, 0, !dbg !2188
  br i1 %217, label %230, label %218, !dbg !2188

218:                                              ; preds = %213, %218
  %219 = phi i64 [ %227, %218 ], [ %215, %213 ]
  %220 = phi float [ %226, %218 ], [ %216, %213 ]
  %221 = phi i64 [ %228, %218 ], [ 0, %213 ]
  call void @llvm.dbg.value(metadata i64 %219, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  call void @llvm.dbg.value(metadata float %220, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2189
  call void @llvm.dbg.value(metadata i64 %219, metadata !1895, metadata !DIExpression()) #11, !dbg !2189
  %222 = getelementptr inbounds float, float* %156, i64 %219, !dbg !2191
  %223 = load float, float* %222, align 4, !dbg !2192, !tbaa !1760
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1892, metadata !DIExpression()) #11, !dbg !2193
  call void @llvm.dbg.value(metadata i64 %219, metadata !1895, metadata !DIExpression()) #11, !dbg !2193
  %224 = getelementptr inbounds float, float* %157, i64 %219, !dbg !2195
  %225 = load float, float* %224, align 4, !dbg !2196, !tbaa !1760
  %226 = tail call float @llvm.fmuladd.f32(float %223, float %225, float %220) #11, !dbg !2197
  call void @llvm.dbg.value(metadata float %226, metadata !2180, metadata !DIExpression()) #11, !dbg !2183
  %227 = add nuw i64 %219, 1, !dbg !2198
  call void @llvm.dbg.value(metadata i64 %227, metadata !2181, metadata !DIExpression()) #11, !dbg !2185
  %228 = add i64 %221, 1, !dbg !2188
  %229 = icmp eq i64 %228, %179, !dbg !2188
  br i1 %229, label %230, label %218, !dbg !2188, !llvm.loop !2201

230:                                              ; preds = %218, %213
  %231 = phi float [ %214, %213 ], [ %226, %218 ], !dbg !2197
  %232 = fadd float %170, %231, !dbg !2203
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1942, metadata !DIExpression()) #11, !dbg !2204
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1948, metadata !DIExpression()) #11, !dbg !2206
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1954, metadata !DIExpression()) #11, !dbg !2208
  call void @llvm.dbg.value(metadata float* %157, metadata !1957, metadata !DIExpression()) #11, !dbg !2208
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %157), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2208
  br label %236, !dbg !2210

233:                                              ; preds = %169
  %234 = fadd float %170, 0.000000e+00, !dbg !2203
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1942, metadata !DIExpression()) #11, !dbg !2204
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1948, metadata !DIExpression()) #11, !dbg !2206
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1954, metadata !DIExpression()) #11, !dbg !2208
  call void @llvm.dbg.value(metadata float* %157, metadata !1957, metadata !DIExpression()) #11, !dbg !2208
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %157), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2208
  %235 = icmp eq float* %157, null, !dbg !2211
  br i1 %235, label %239, label %236, !dbg !2210

236:                                              ; preds = %230, %233
  %237 = phi float [ %232, %230 ], [ %234, %233 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2213, metadata !DIExpression()) #11, !dbg !2218
  call void @llvm.dbg.value(metadata float* %157, metadata !2216, metadata !DIExpression()) #11, !dbg !2218
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %157), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2218
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2220, metadata !DIExpression()) #11, !dbg !2225
  call void @llvm.dbg.value(metadata float* %157, metadata !2223, metadata !DIExpression()) #11, !dbg !2225
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %157), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2225
  %238 = bitcast float* %157 to i8*, !dbg !2227
  tail call void @_ZdlPv(i8* noundef %238) #14, !dbg !2228
  br label %239, !dbg !2229

239:                                              ; preds = %233, %236
  %240 = phi float [ %234, %233 ], [ %237, %236 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1942, metadata !DIExpression()) #11, !dbg !2230
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1948, metadata !DIExpression()) #11, !dbg !2232
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1954, metadata !DIExpression()) #11, !dbg !2234
  call void @llvm.dbg.value(metadata float* undef, metadata !1957, metadata !DIExpression()) #11, !dbg !2234
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* undef), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2234
  %241 = icmp eq float* %156, null, !dbg !2236
  br i1 %241, label %244, label %242, !dbg !2237

242:                                              ; preds = %239
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2213, metadata !DIExpression()) #11, !dbg !2238
  call void @llvm.dbg.value(metadata float* undef, metadata !2216, metadata !DIExpression()) #11, !dbg !2238
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* undef), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2238
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2220, metadata !DIExpression()) #11, !dbg !2240
  call void @llvm.dbg.value(metadata float* undef, metadata !2223, metadata !DIExpression()) #11, !dbg !2240
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* undef), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2240
  %243 = bitcast float* %156 to i8*, !dbg !2242
  tail call void @_ZdlPv(i8* noundef %243) #14, !dbg !2243
  br label %244, !dbg !2244

244:                                              ; preds = %239, %242
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1934, metadata !DIExpression()) #11, !dbg !2245
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1942, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2247
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1948, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2249
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1954, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2251
  call void @llvm.dbg.value(metadata float* %33, metadata !1957, metadata !DIExpression()) #11, !dbg !2251
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %33), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2251
  %245 = icmp eq float* %33, null, !dbg !2253
  br i1 %245, label %248, label %246, !dbg !2254

246:                                              ; preds = %244
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2213, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2255
  call void @llvm.dbg.value(metadata float* %33, metadata !2216, metadata !DIExpression()) #11, !dbg !2255
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %33), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2255
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2220, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2257
  call void @llvm.dbg.value(metadata float* %33, metadata !2223, metadata !DIExpression()) #11, !dbg !2257
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %33), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2257
  %247 = bitcast float* %33 to i8*, !dbg !2259
  tail call void @_ZdlPv(i8* noundef %247) #14, !dbg !2260
  br label %248, !dbg !2261

248:                                              ; preds = %244, %246
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1934, metadata !DIExpression()) #11, !dbg !2262
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1942, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2264
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1948, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2266
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1954, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2268
  call void @llvm.dbg.value(metadata float* %19, metadata !1957, metadata !DIExpression()) #11, !dbg !2268
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %19), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2268
  %249 = icmp eq float* %19, null, !dbg !2270
  br i1 %249, label %252, label %250, !dbg !2271

250:                                              ; preds = %248
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2213, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2272
  call void @llvm.dbg.value(metadata float* %19, metadata !2216, metadata !DIExpression()) #11, !dbg !2272
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %19), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2272
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2220, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2274
  call void @llvm.dbg.value(metadata float* %19, metadata !2223, metadata !DIExpression()) #11, !dbg !2274
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %19), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2274
  %251 = bitcast float* %19 to i8*, !dbg !2276
  tail call void @_ZdlPv(i8* noundef %251) #14, !dbg !2277
  br label %252, !dbg !2278

252:                                              ; preds = %248, %250
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1934, metadata !DIExpression()) #11, !dbg !2279
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1942, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2281
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1948, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2283
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1954, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2285
  call void @llvm.dbg.value(metadata float* %13, metadata !1957, metadata !DIExpression()) #11, !dbg !2285
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %13), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2285
  %253 = icmp eq float* %18, null, !dbg !2287
  br i1 %253, label %256, label %254, !dbg !2288

254:                                              ; preds = %252
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2213, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2289
  call void @llvm.dbg.value(metadata float* %13, metadata !2216, metadata !DIExpression()) #11, !dbg !2289
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %13), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2289
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2220, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2291
  call void @llvm.dbg.value(metadata float* %13, metadata !2223, metadata !DIExpression()) #11, !dbg !2291
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %13), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2291
  %255 = bitcast float* %18 to i8*, !dbg !2293
  tail call void @_ZdlPv(i8* noundef %255) #14, !dbg !2294
  br label %256, !dbg !2295

256:                                              ; preds = %252, %254
  ret float %240, !dbg !1933

257:                                              ; preds = %134, %130
  %258 = landingpad { i8*, i32 }
          cleanup, !dbg !1933
  br label %279, !dbg !2296

259:                                              ; preds = %145
  %260 = landingpad { i8*, i32 }
          cleanup, !dbg !1933
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1942, metadata !DIExpression()) #11, !dbg !2297
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1948, metadata !DIExpression()) #11, !dbg !2299
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1954, metadata !DIExpression()) #11, !dbg !2301
  call void @llvm.dbg.value(metadata float* undef, metadata !1957, metadata !DIExpression()) #11, !dbg !2301
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* undef), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2301
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2213, metadata !DIExpression()) #11, !dbg !2303
  call void @llvm.dbg.value(metadata float* undef, metadata !2216, metadata !DIExpression()) #11, !dbg !2303
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* undef), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2303
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2220, metadata !DIExpression()) #11, !dbg !2305
  call void @llvm.dbg.value(metadata float* undef, metadata !2223, metadata !DIExpression()) #11, !dbg !2305
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* undef), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2305
  tail call void @_ZdlPv(i8* noundef nonnull %136) #14, !dbg !2307
  br label %279, !dbg !1933

261:                                              ; preds = %158, %261
  %262 = phi i64 [ 0, %158 ], [ %277, %261 ]
  call void @llvm.dbg.value(metadata i64 %262, metadata !1577, metadata !DIExpression()), !dbg !2133
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1913, metadata !DIExpression()), !dbg !2308
  call void @llvm.dbg.value(metadata i64 %262, metadata !1914, metadata !DIExpression()), !dbg !2308
  call void @llvm.dbg.value(metadata i64 %262, metadata !1915, metadata !DIExpression()), !dbg !2308
  %263 = mul nsw i64 %262, %3, !dbg !2311
  %264 = add nsw i64 %263, %262, !dbg !2312
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1918, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2313
  call void @llvm.dbg.value(metadata i64 %264, metadata !1921, metadata !DIExpression()), !dbg !2313
  %265 = getelementptr inbounds float, float* %33, i64 %264, !dbg !2315
  %266 = load float, float* %265, align 4, !dbg !2316, !tbaa !1760
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1918, metadata !DIExpression()), !dbg !2317
  call void @llvm.dbg.value(metadata i64 %262, metadata !1921, metadata !DIExpression()), !dbg !2317
  %267 = getelementptr inbounds float, float* %156, i64 %262, !dbg !2319
  store float %266, float* %267, align 4, !dbg !2320, !tbaa !1760
  %268 = trunc i64 %262 to i32, !dbg !2321
  %269 = xor i32 %268, -1, !dbg !2321
  %270 = add i32 %269, %0, !dbg !2321
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1913, metadata !DIExpression()), !dbg !2322
  call void @llvm.dbg.value(metadata i32 %270, metadata !1914, metadata !DIExpression()), !dbg !2322
  call void @llvm.dbg.value(metadata i64 %262, metadata !1915, metadata !DIExpression()), !dbg !2322
  %271 = sext i32 %270 to i64, !dbg !2324
  %272 = mul nsw i64 %271, %3, !dbg !2325
  %273 = add nsw i64 %272, %262, !dbg !2326
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1918, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2327
  call void @llvm.dbg.value(metadata i64 %273, metadata !1921, metadata !DIExpression()), !dbg !2327
  %274 = getelementptr inbounds float, float* %33, i64 %273, !dbg !2329
  %275 = load float, float* %274, align 4, !dbg !2330, !tbaa !1760
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1918, metadata !DIExpression()), !dbg !2331
  call void @llvm.dbg.value(metadata i64 %262, metadata !1921, metadata !DIExpression()), !dbg !2331
  %276 = getelementptr inbounds float, float* %157, i64 %262, !dbg !2333
  store float %275, float* %276, align 4, !dbg !2334, !tbaa !1760
  %277 = add nuw nsw i64 %262, 1, !dbg !2335
  call void @llvm.dbg.value(metadata i64 %277, metadata !1577, metadata !DIExpression()), !dbg !2133
  %278 = icmp eq i64 %277, %159, !dbg !2135
  br i1 %278, label %160, label %261, !dbg !2134, !llvm.loop !2336

279:                                              ; preds = %257, %259
  %280 = phi { i8*, i32 } [ %260, %259 ], [ %258, %257 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1934, metadata !DIExpression()) #11, !dbg !2338
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1942, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2340
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1948, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2342
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1954, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2344
  call void @llvm.dbg.value(metadata float* %33, metadata !1957, metadata !DIExpression()) #11, !dbg !2344
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %33), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2344
  %281 = icmp eq float* %33, null, !dbg !2346
  br i1 %281, label %284, label %282, !dbg !2347

282:                                              ; preds = %279
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2213, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2348
  call void @llvm.dbg.value(metadata float* %33, metadata !2216, metadata !DIExpression()) #11, !dbg !2348
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %33), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2348
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2220, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2350
  call void @llvm.dbg.value(metadata float* %33, metadata !2223, metadata !DIExpression()) #11, !dbg !2350
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %33), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2350
  %283 = bitcast float* %33 to i8*, !dbg !2352
  tail call void @_ZdlPv(i8* noundef %283) #14, !dbg !2353
  br label %284, !dbg !2354

284:                                              ; preds = %282, %279, %106
  %285 = phi { i8*, i32 } [ %107, %106 ], [ %280, %279 ], [ %280, %282 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1934, metadata !DIExpression()) #11, !dbg !2355
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1942, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2357
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1948, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2359
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1954, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2361
  call void @llvm.dbg.value(metadata float* %19, metadata !1957, metadata !DIExpression()) #11, !dbg !2361
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %19), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2361
  %286 = icmp eq float* %19, null, !dbg !2363
  br i1 %286, label %289, label %287, !dbg !2364

287:                                              ; preds = %284
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2213, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2365
  call void @llvm.dbg.value(metadata float* %19, metadata !2216, metadata !DIExpression()) #11, !dbg !2365
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %19), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2365
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2220, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2367
  call void @llvm.dbg.value(metadata float* %19, metadata !2223, metadata !DIExpression()) #11, !dbg !2367
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %19), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2367
  %288 = bitcast float* %19 to i8*, !dbg !2369
  tail call void @_ZdlPv(i8* noundef %288) #14, !dbg !2370
  br label %289, !dbg !2371

289:                                              ; preds = %287, %284
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1934, metadata !DIExpression()) #11, !dbg !1940
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1942, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1945
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1948, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1951
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1954, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1959
  call void @llvm.dbg.value(metadata float* %13, metadata !1957, metadata !DIExpression()) #11, !dbg !1959
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %13), metadata !1958, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1959
  %290 = icmp eq float* %18, null, !dbg !2372
  br i1 %290, label %295, label %291, !dbg !1962

291:                                              ; preds = %104, %289
  %292 = phi { i8*, i32 } [ %105, %104 ], [ %285, %289 ]
  %293 = phi float* [ %13, %104 ], [ %18, %289 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2213, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2373
  call void @llvm.dbg.value(metadata float* %13, metadata !2216, metadata !DIExpression()) #11, !dbg !2373
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %13), metadata !2217, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2373
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !2220, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2375
  call void @llvm.dbg.value(metadata float* %13, metadata !2223, metadata !DIExpression()) #11, !dbg !2375
  call void @llvm.dbg.value(metadata !DIArgList(float* undef, float* %13), metadata !2224, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2375
  %294 = bitcast float* %293 to i8*, !dbg !2377
  tail call void @_ZdlPv(i8* noundef %294) #14, !dbg !2378
  br label %295, !dbg !2379

295:                                              ; preds = %289, %291
  %296 = phi { i8*, i32 } [ %285, %289 ], [ %292, %291 ]
  resume { i8*, i32 } %296, !dbg !1933
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i64 @_Z3runIlET_i(i32 noundef %0) local_unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2380 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !2384, metadata !DIExpression()), !dbg !2397
  %2 = add i32 %0, 2, !dbg !2398
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2399, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata i32 %0, metadata !2402, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata i32 %2, metadata !2403, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata i32 %0, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !2397
  call void @llvm.dbg.value(metadata i32 %2, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !2397
  %3 = sext i32 %0 to i64, !dbg !2407
  %4 = sext i32 %2 to i64, !dbg !2408
  %5 = mul nsw i64 %4, %3, !dbg !2409
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2410, metadata !DIExpression()), !dbg !2417
  call void @llvm.dbg.value(metadata i64 %5, metadata !2413, metadata !DIExpression()), !dbg !2417
  call void @llvm.dbg.value(metadata i64* undef, metadata !2414, metadata !DIExpression()), !dbg !2417
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2415, metadata !DIExpression()), !dbg !2417
  call void @llvm.dbg.value(metadata i64 %5, metadata !2419, metadata !DIExpression()), !dbg !2423
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2422, metadata !DIExpression()), !dbg !2423
  %6 = icmp ugt i64 %5, 1152921504606846975, !dbg !2425
  br i1 %6, label %7, label %8, !dbg !2427

7:                                                ; preds = %1
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12, !dbg !2428
  unreachable, !dbg !2428

8:                                                ; preds = %1
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2429, metadata !DIExpression()), !dbg !2435
  call void @llvm.dbg.value(metadata i64 %5, metadata !2432, metadata !DIExpression()), !dbg !2435
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2433, metadata !DIExpression()), !dbg !2435
  call void @llvm.dbg.value(metadata i64* null, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2437, metadata !DIExpression()), !dbg !2441
  call void @llvm.dbg.value(metadata i64 %5, metadata !2440, metadata !DIExpression()), !dbg !2441
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2444, metadata !DIExpression()), !dbg !2448
  call void @llvm.dbg.value(metadata i64 %5, metadata !2447, metadata !DIExpression()), !dbg !2448
  %9 = icmp eq i64 %5, 0, !dbg !2450
  br i1 %9, label %17, label %10, !dbg !2451

10:                                               ; preds = %8
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2452, metadata !DIExpression()), !dbg !2456
  call void @llvm.dbg.value(metadata i64 %5, metadata !2455, metadata !DIExpression()), !dbg !2456
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2458, metadata !DIExpression()), !dbg !2464
  call void @llvm.dbg.value(metadata i64 %5, metadata !2461, metadata !DIExpression()), !dbg !2464
  call void @llvm.dbg.value(metadata i8* null, metadata !2462, metadata !DIExpression()), !dbg !2464
  %11 = shl nuw nsw i64 %5, 3, !dbg !2466
  %12 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %11) #13, !dbg !2467
  %13 = bitcast i8* %12 to i64*, !dbg !2468
  call void @llvm.dbg.value(metadata i64* %13, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata !DIArgList(i64* %13, i64 %5), metadata !2385, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2474
  call void @llvm.dbg.value(metadata i64 %5, metadata !2472, metadata !DIExpression()), !dbg !2474
  call void @llvm.dbg.value(metadata i64* undef, metadata !2473, metadata !DIExpression()), !dbg !2474
  call void @llvm.dbg.value(metadata i64* %13, metadata !2477, metadata !DIExpression()), !dbg !2488
  call void @llvm.dbg.value(metadata i64 %5, metadata !2482, metadata !DIExpression()), !dbg !2488
  call void @llvm.dbg.value(metadata i64* undef, metadata !2483, metadata !DIExpression()), !dbg !2488
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2484, metadata !DIExpression()), !dbg !2488
  call void @llvm.dbg.value(metadata i64* %13, metadata !2490, metadata !DIExpression()), !dbg !2499
  call void @llvm.dbg.value(metadata i64 %5, metadata !2495, metadata !DIExpression()), !dbg !2499
  call void @llvm.dbg.value(metadata i64* undef, metadata !2496, metadata !DIExpression()), !dbg !2499
  call void @llvm.dbg.value(metadata i8 1, metadata !2497, metadata !DIExpression()), !dbg !2499
  call void @llvm.dbg.value(metadata i64* %13, metadata !2501, metadata !DIExpression()), !dbg !2507
  call void @llvm.dbg.value(metadata i64 %5, metadata !2505, metadata !DIExpression()), !dbg !2507
  call void @llvm.dbg.value(metadata i64* undef, metadata !2506, metadata !DIExpression()), !dbg !2507
  call void @llvm.dbg.value(metadata i64* %13, metadata !2509, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata i64 %5, metadata !2512, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata i64* undef, metadata !2513, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata i64* %13, metadata !2518, metadata !DIExpression()), !dbg !2528
  call void @llvm.dbg.value(metadata i64 %5, metadata !2523, metadata !DIExpression()), !dbg !2528
  call void @llvm.dbg.value(metadata i64* undef, metadata !2524, metadata !DIExpression()), !dbg !2528
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2525, metadata !DIExpression()), !dbg !2530
  call void @llvm.dbg.value(metadata i64* %13, metadata !2531, metadata !DIExpression()), !dbg !2540
  call void @llvm.dbg.value(metadata !DIArgList(i64* %13, i64 %5), metadata !2536, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2540
  call void @llvm.dbg.value(metadata i64* undef, metadata !2537, metadata !DIExpression()), !dbg !2540
  call void @llvm.dbg.value(metadata i64* %13, metadata !2542, metadata !DIExpression()), !dbg !2551
  call void @llvm.dbg.value(metadata !DIArgList(i64* %13, i64 %5), metadata !2547, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2551
  call void @llvm.dbg.value(metadata i64* undef, metadata !2548, metadata !DIExpression()), !dbg !2551
  call void @llvm.dbg.value(metadata i64 0, metadata !2549, metadata !DIExpression()), !dbg !2551
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %12, i8 0, i64 %11, i1 false), !dbg !2553, !tbaa !2556
  call void @llvm.dbg.value(metadata i32 undef, metadata !2542, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2551
  call void @llvm.dbg.value(metadata i64* %13, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* undef, metadata !2385, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2399, metadata !DIExpression()), !dbg !2558
  call void @llvm.dbg.value(metadata i32 %2, metadata !2402, metadata !DIExpression()), !dbg !2558
  call void @llvm.dbg.value(metadata i32 %0, metadata !2403, metadata !DIExpression()), !dbg !2558
  call void @llvm.dbg.value(metadata i32 %2, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !2397
  call void @llvm.dbg.value(metadata i32 %0, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2410, metadata !DIExpression()), !dbg !2560
  call void @llvm.dbg.value(metadata i64 %5, metadata !2413, metadata !DIExpression()), !dbg !2560
  call void @llvm.dbg.value(metadata i64* undef, metadata !2414, metadata !DIExpression()), !dbg !2560
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2415, metadata !DIExpression()), !dbg !2560
  call void @llvm.dbg.value(metadata i64 %5, metadata !2419, metadata !DIExpression()), !dbg !2562
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2422, metadata !DIExpression()), !dbg !2562
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2429, metadata !DIExpression()), !dbg !2564
  call void @llvm.dbg.value(metadata i64 %5, metadata !2432, metadata !DIExpression()), !dbg !2564
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2433, metadata !DIExpression()), !dbg !2564
  call void @llvm.dbg.value(metadata i64* null, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2437, metadata !DIExpression()), !dbg !2566
  call void @llvm.dbg.value(metadata i64 %5, metadata !2440, metadata !DIExpression()), !dbg !2566
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2444, metadata !DIExpression()), !dbg !2568
  call void @llvm.dbg.value(metadata i64 %5, metadata !2447, metadata !DIExpression()), !dbg !2568
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2452, metadata !DIExpression()), !dbg !2570
  call void @llvm.dbg.value(metadata i64 %5, metadata !2455, metadata !DIExpression()), !dbg !2570
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2458, metadata !DIExpression()), !dbg !2572
  call void @llvm.dbg.value(metadata i64 %5, metadata !2461, metadata !DIExpression()), !dbg !2572
  call void @llvm.dbg.value(metadata i8* null, metadata !2462, metadata !DIExpression()), !dbg !2572
  %14 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %11) #13
          to label %15 unwind label %109, !dbg !2574

15:                                               ; preds = %10
  %16 = bitcast i8* %14 to i64*, !dbg !2575
  call void @llvm.dbg.value(metadata i64* %16, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata !DIArgList(i64* %16, i64 %5), metadata !2386, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2576
  call void @llvm.dbg.value(metadata i64 %5, metadata !2472, metadata !DIExpression()), !dbg !2576
  call void @llvm.dbg.value(metadata i64* undef, metadata !2473, metadata !DIExpression()), !dbg !2576
  call void @llvm.dbg.value(metadata i64* %16, metadata !2477, metadata !DIExpression()), !dbg !2578
  call void @llvm.dbg.value(metadata i64 %5, metadata !2482, metadata !DIExpression()), !dbg !2578
  call void @llvm.dbg.value(metadata i64* undef, metadata !2483, metadata !DIExpression()), !dbg !2578
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2484, metadata !DIExpression()), !dbg !2578
  call void @llvm.dbg.value(metadata i64* %16, metadata !2490, metadata !DIExpression()), !dbg !2580
  call void @llvm.dbg.value(metadata i64 %5, metadata !2495, metadata !DIExpression()), !dbg !2580
  call void @llvm.dbg.value(metadata i64* undef, metadata !2496, metadata !DIExpression()), !dbg !2580
  call void @llvm.dbg.value(metadata i8 1, metadata !2497, metadata !DIExpression()), !dbg !2580
  call void @llvm.dbg.value(metadata i64* %16, metadata !2501, metadata !DIExpression()), !dbg !2582
  call void @llvm.dbg.value(metadata i64 %5, metadata !2505, metadata !DIExpression()), !dbg !2582
  call void @llvm.dbg.value(metadata i64* undef, metadata !2506, metadata !DIExpression()), !dbg !2582
  call void @llvm.dbg.value(metadata i64* %16, metadata !2509, metadata !DIExpression()), !dbg !2584
  call void @llvm.dbg.value(metadata i64 %5, metadata !2512, metadata !DIExpression()), !dbg !2584
  call void @llvm.dbg.value(metadata i64* undef, metadata !2513, metadata !DIExpression()), !dbg !2584
  call void @llvm.dbg.value(metadata i64* %16, metadata !2518, metadata !DIExpression()), !dbg !2586
  call void @llvm.dbg.value(metadata i64 %5, metadata !2523, metadata !DIExpression()), !dbg !2586
  call void @llvm.dbg.value(metadata i64* undef, metadata !2524, metadata !DIExpression()), !dbg !2586
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2525, metadata !DIExpression()), !dbg !2588
  call void @llvm.dbg.value(metadata i64* %16, metadata !2531, metadata !DIExpression()), !dbg !2589
  call void @llvm.dbg.value(metadata !DIArgList(i64* %16, i64 %5), metadata !2536, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2589
  call void @llvm.dbg.value(metadata i64* undef, metadata !2537, metadata !DIExpression()), !dbg !2589
  call void @llvm.dbg.value(metadata i64* %16, metadata !2542, metadata !DIExpression()), !dbg !2591
  call void @llvm.dbg.value(metadata !DIArgList(i64* %16, i64 %5), metadata !2547, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2591
  call void @llvm.dbg.value(metadata i64* undef, metadata !2548, metadata !DIExpression()), !dbg !2591
  call void @llvm.dbg.value(metadata i64 0, metadata !2549, metadata !DIExpression()), !dbg !2591
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %14, i8 0, i64 %11, i1 false), !dbg !2593, !tbaa !2556
  call void @llvm.dbg.value(metadata i32 undef, metadata !2542, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2591
  br label %17, !dbg !2594

17:                                               ; preds = %15, %8
  %18 = phi i64* [ %13, %15 ], [ null, %8 ]
  %19 = phi i64* [ %16, %15 ], [ null, %8 ], !dbg !2566
  call void @llvm.dbg.value(metadata i64* %19, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* undef, metadata !2386, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2399, metadata !DIExpression()), !dbg !2595
  call void @llvm.dbg.value(metadata i32 %0, metadata !2402, metadata !DIExpression()), !dbg !2595
  call void @llvm.dbg.value(metadata i32 %0, metadata !2403, metadata !DIExpression()), !dbg !2595
  call void @llvm.dbg.value(metadata i32 %0, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !2397
  call void @llvm.dbg.value(metadata i32 %0, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !2397
  %20 = mul nsw i64 %3, %3, !dbg !2597
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2410, metadata !DIExpression()), !dbg !2598
  call void @llvm.dbg.value(metadata i64 %20, metadata !2413, metadata !DIExpression()), !dbg !2598
  call void @llvm.dbg.value(metadata i64* undef, metadata !2414, metadata !DIExpression()), !dbg !2598
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2415, metadata !DIExpression()), !dbg !2598
  call void @llvm.dbg.value(metadata i64 %20, metadata !2419, metadata !DIExpression()), !dbg !2600
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2422, metadata !DIExpression()), !dbg !2600
  %21 = icmp ugt i64 %20, 1152921504606846975, !dbg !2602
  br i1 %21, label %22, label %24, !dbg !2603

22:                                               ; preds = %17
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12
          to label %23 unwind label %111, !dbg !2604

23:                                               ; preds = %22
  unreachable, !dbg !2604

24:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2429, metadata !DIExpression()), !dbg !2605
  call void @llvm.dbg.value(metadata i64 %20, metadata !2432, metadata !DIExpression()), !dbg !2605
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2433, metadata !DIExpression()), !dbg !2605
  call void @llvm.dbg.value(metadata i64* null, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2437, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata i64 %20, metadata !2440, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2444, metadata !DIExpression()), !dbg !2609
  call void @llvm.dbg.value(metadata i64 %20, metadata !2447, metadata !DIExpression()), !dbg !2609
  %25 = icmp eq i64 %20, 0, !dbg !2611
  br i1 %25, label %32, label %26, !dbg !2612

26:                                               ; preds = %24
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2452, metadata !DIExpression()), !dbg !2613
  call void @llvm.dbg.value(metadata i64 %20, metadata !2455, metadata !DIExpression()), !dbg !2613
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2458, metadata !DIExpression()), !dbg !2615
  call void @llvm.dbg.value(metadata i64 %20, metadata !2461, metadata !DIExpression()), !dbg !2615
  call void @llvm.dbg.value(metadata i8* null, metadata !2462, metadata !DIExpression()), !dbg !2615
  %27 = shl nuw nsw i64 %20, 3, !dbg !2617
  %28 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %27) #13
          to label %29 unwind label %111, !dbg !2618

29:                                               ; preds = %26
  %30 = bitcast i8* %28 to i64*, !dbg !2619
  call void @llvm.dbg.value(metadata i64* %30, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  %31 = getelementptr inbounds i64, i64* %30, i64 %20, !dbg !2620
  call void @llvm.dbg.value(metadata i64* %31, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2469, metadata !DIExpression()), !dbg !2621
  call void @llvm.dbg.value(metadata i64 %20, metadata !2472, metadata !DIExpression()), !dbg !2621
  call void @llvm.dbg.value(metadata i64* undef, metadata !2473, metadata !DIExpression()), !dbg !2621
  call void @llvm.dbg.value(metadata i64* %30, metadata !2477, metadata !DIExpression()), !dbg !2623
  call void @llvm.dbg.value(metadata i64 %20, metadata !2482, metadata !DIExpression()), !dbg !2623
  call void @llvm.dbg.value(metadata i64* undef, metadata !2483, metadata !DIExpression()), !dbg !2623
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2484, metadata !DIExpression()), !dbg !2623
  call void @llvm.dbg.value(metadata i64* %30, metadata !2490, metadata !DIExpression()), !dbg !2625
  call void @llvm.dbg.value(metadata i64 %20, metadata !2495, metadata !DIExpression()), !dbg !2625
  call void @llvm.dbg.value(metadata i64* undef, metadata !2496, metadata !DIExpression()), !dbg !2625
  call void @llvm.dbg.value(metadata i8 1, metadata !2497, metadata !DIExpression()), !dbg !2625
  call void @llvm.dbg.value(metadata i64* %30, metadata !2501, metadata !DIExpression()), !dbg !2627
  call void @llvm.dbg.value(metadata i64 %20, metadata !2505, metadata !DIExpression()), !dbg !2627
  call void @llvm.dbg.value(metadata i64* undef, metadata !2506, metadata !DIExpression()), !dbg !2627
  call void @llvm.dbg.value(metadata i64* %30, metadata !2509, metadata !DIExpression()), !dbg !2629
  call void @llvm.dbg.value(metadata i64 %20, metadata !2512, metadata !DIExpression()), !dbg !2629
  call void @llvm.dbg.value(metadata i64* undef, metadata !2513, metadata !DIExpression()), !dbg !2629
  call void @llvm.dbg.value(metadata i64* %30, metadata !2518, metadata !DIExpression()), !dbg !2631
  call void @llvm.dbg.value(metadata i64 %20, metadata !2523, metadata !DIExpression()), !dbg !2631
  call void @llvm.dbg.value(metadata i64* undef, metadata !2524, metadata !DIExpression()), !dbg !2631
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2525, metadata !DIExpression()), !dbg !2633
  call void @llvm.dbg.value(metadata i64* %30, metadata !2531, metadata !DIExpression()), !dbg !2634
  call void @llvm.dbg.value(metadata i64* %31, metadata !2536, metadata !DIExpression()), !dbg !2634
  call void @llvm.dbg.value(metadata i64* undef, metadata !2537, metadata !DIExpression()), !dbg !2634
  call void @llvm.dbg.value(metadata i64* %30, metadata !2542, metadata !DIExpression()), !dbg !2636
  call void @llvm.dbg.value(metadata i64* %31, metadata !2547, metadata !DIExpression()), !dbg !2636
  call void @llvm.dbg.value(metadata i64* undef, metadata !2548, metadata !DIExpression()), !dbg !2636
  call void @llvm.dbg.value(metadata i64 0, metadata !2549, metadata !DIExpression()), !dbg !2636
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %28, i8 0, i64 %27, i1 false), !dbg !2638, !tbaa !2556
  call void @llvm.dbg.value(metadata i32 undef, metadata !2542, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2636
  br label %32, !dbg !2639

32:                                               ; preds = %24, %29
  %33 = phi i64* [ %30, %29 ], [ null, %24 ], !dbg !2607
  %34 = phi i64* [ %31, %29 ], [ null, %24 ], !dbg !2631
  %35 = ptrtoint i64* %34 to i64, !dbg !2397
  %36 = ptrtoint i64* %33 to i64, !dbg !2397
  call void @llvm.dbg.value(metadata i64* %33, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* %34, metadata !2387, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i32 0, metadata !2388, metadata !DIExpression()), !dbg !2640
  %37 = icmp sgt i32 %0, 0, !dbg !2641
  br i1 %37, label %38, label %133, !dbg !2642

38:                                               ; preds = %32
  %39 = call i32 @llvm.smax.i32(i32 %2, i32 1), !dbg !2642
  %40 = zext i32 %0 to i64, !dbg !2641
  %41 = zext i32 %39 to i64
  br label %42, !dbg !2642

42:                                               ; preds = %113, %38
  %43 = phi i64 [ 0, %38 ], [ %114, %113 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !2388, metadata !DIExpression()), !dbg !2640
  call void @llvm.dbg.value(metadata i32 0, metadata !2390, metadata !DIExpression()), !dbg !2643
  %44 = mul nsw i64 %43, %4
  %45 = trunc i64 %43 to i32
  br label %116, !dbg !2644

46:                                               ; preds = %113
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2645, metadata !DIExpression()), !dbg !2664
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2652, metadata !DIExpression()), !dbg !2664
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2653, metadata !DIExpression()), !dbg !2664
  call void @llvm.dbg.value(metadata i32 0, metadata !2654, metadata !DIExpression()), !dbg !2666
  br i1 %37, label %47, label %133, !dbg !2667

47:                                               ; preds = %46
  %48 = zext i32 %0 to i64, !dbg !2668
  %49 = zext i32 %2 to i64
  %50 = and i64 %49, 1
  %51 = icmp eq i32 %2, 1
  %52 = and i64 %49, 4294967294
  %53 = icmp eq i64 %50, 0
  br label %54, !dbg !2667

54:                                               ; preds = %47, %60
  %55 = phi i64 [ 0, %47 ], [ %61, %60 ]
  call void @llvm.dbg.value(metadata i64 %55, metadata !2654, metadata !DIExpression()), !dbg !2666
  call void @llvm.dbg.value(metadata i32 0, metadata !2656, metadata !DIExpression()), !dbg !2669
  %56 = mul nsw i64 %55, %4
  %57 = mul nsw i64 %55, %3
  br label %58, !dbg !2670

58:                                               ; preds = %77, %54
  %59 = phi i64 [ 0, %54 ], [ %81, %77 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !2656, metadata !DIExpression()), !dbg !2669
  call void @llvm.dbg.value(metadata i32 0, metadata !2662, metadata !DIExpression()), !dbg !2671
  call void @llvm.dbg.value(metadata i64 0, metadata !2659, metadata !DIExpression()), !dbg !2672
  br i1 %51, label %63, label %83, !dbg !2673

60:                                               ; preds = %77
  %61 = add nuw nsw i64 %55, 1, !dbg !2674
  call void @llvm.dbg.value(metadata i64 %61, metadata !2654, metadata !DIExpression()), !dbg !2666
  %62 = icmp eq i64 %61, %48, !dbg !2668
  br i1 %62, label %133, label %54, !dbg !2667, !llvm.loop !2675

63:                                               ; preds = %83, %58
  %64 = phi i64 [ undef, %58 ], [ %105, %83 ]
  %65 = phi i64 [ 0, %58 ], [ %106, %83 ]
  %66 = phi i64 [ 0, %58 ], [ %105, %83 ]
  br i1 %53, label %77, label %67, !dbg !2673

67:                                               ; preds = %63
  call void @llvm.dbg.value(metadata i64 %65, metadata !2662, metadata !DIExpression()), !dbg !2671
  call void @llvm.dbg.value(metadata i64 %66, metadata !2659, metadata !DIExpression()), !dbg !2672
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2677, metadata !DIExpression()), !dbg !2683
  call void @llvm.dbg.value(metadata i64 %55, metadata !2680, metadata !DIExpression()), !dbg !2683
  call void @llvm.dbg.value(metadata i64 %65, metadata !2681, metadata !DIExpression()), !dbg !2683
  %68 = add nsw i64 %65, %56, !dbg !2686
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2687, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2692
  call void @llvm.dbg.value(metadata i64 %68, metadata !2690, metadata !DIExpression()), !dbg !2692
  %69 = getelementptr inbounds i64, i64* %18, i64 %68, !dbg !2694
  %70 = load i64, i64* %69, align 8, !dbg !2695, !tbaa !2556
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2677, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 %65, metadata !2680, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 %59, metadata !2681, metadata !DIExpression()), !dbg !2696
  %71 = mul nsw i64 %65, %3, !dbg !2698
  %72 = add nsw i64 %71, %59, !dbg !2699
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2687, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2700
  call void @llvm.dbg.value(metadata i64 %72, metadata !2690, metadata !DIExpression()), !dbg !2700
  %73 = getelementptr inbounds i64, i64* %19, i64 %72, !dbg !2702
  %74 = load i64, i64* %73, align 8, !dbg !2703, !tbaa !2556
  %75 = mul nsw i64 %74, %70, !dbg !2704
  %76 = add nsw i64 %75, %66, !dbg !2705
  call void @llvm.dbg.value(metadata i64 %76, metadata !2659, metadata !DIExpression()), !dbg !2672
  call void @llvm.dbg.value(metadata i64 %65, metadata !2662, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !2671
  br label %77, !dbg !2706

77:                                               ; preds = %63, %67
  %78 = phi i64 [ %64, %63 ], [ %76, %67 ], !dbg !2705
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2709, metadata !DIExpression()), !dbg !2713
  call void @llvm.dbg.value(metadata i64 %55, metadata !2710, metadata !DIExpression()), !dbg !2713
  call void @llvm.dbg.value(metadata i64 %59, metadata !2711, metadata !DIExpression()), !dbg !2713
  %79 = add nsw i64 %59, %57, !dbg !2706
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2714, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2718
  call void @llvm.dbg.value(metadata i64 %79, metadata !2717, metadata !DIExpression()), !dbg !2718
  %80 = getelementptr inbounds i64, i64* %33, i64 %79, !dbg !2720
  store i64 %78, i64* %80, align 8, !dbg !2721, !tbaa !2556
  %81 = add nuw nsw i64 %59, 1, !dbg !2722
  call void @llvm.dbg.value(metadata i64 %81, metadata !2656, metadata !DIExpression()), !dbg !2669
  %82 = icmp eq i64 %81, %48, !dbg !2723
  br i1 %82, label %60, label %58, !dbg !2670, !llvm.loop !2724

83:                                               ; preds = %58, %83
  %84 = phi i64 [ %106, %83 ], [ 0, %58 ]
  %85 = phi i64 [ %105, %83 ], [ 0, %58 ]
  %86 = phi i64 [ %107, %83 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !2662, metadata !DIExpression()), !dbg !2671
  call void @llvm.dbg.value(metadata i64 %85, metadata !2659, metadata !DIExpression()), !dbg !2672
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2677, metadata !DIExpression()), !dbg !2683
  call void @llvm.dbg.value(metadata i64 %55, metadata !2680, metadata !DIExpression()), !dbg !2683
  call void @llvm.dbg.value(metadata i64 %84, metadata !2681, metadata !DIExpression()), !dbg !2683
  %87 = add nsw i64 %84, %56, !dbg !2686
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2687, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2692
  call void @llvm.dbg.value(metadata i64 %87, metadata !2690, metadata !DIExpression()), !dbg !2692
  %88 = getelementptr inbounds i64, i64* %18, i64 %87, !dbg !2694
  %89 = load i64, i64* %88, align 8, !dbg !2695, !tbaa !2556
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2677, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 %84, metadata !2680, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 %59, metadata !2681, metadata !DIExpression()), !dbg !2696
  %90 = mul nsw i64 %84, %3, !dbg !2698
  %91 = add nsw i64 %90, %59, !dbg !2699
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2687, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2700
  call void @llvm.dbg.value(metadata i64 %91, metadata !2690, metadata !DIExpression()), !dbg !2700
  %92 = getelementptr inbounds i64, i64* %19, i64 %91, !dbg !2702
  %93 = load i64, i64* %92, align 8, !dbg !2703, !tbaa !2556
  %94 = mul nsw i64 %93, %89, !dbg !2704
  %95 = add nsw i64 %94, %85, !dbg !2705
  call void @llvm.dbg.value(metadata i64 %95, metadata !2659, metadata !DIExpression()), !dbg !2672
  %96 = or i64 %84, 1, !dbg !2726
  call void @llvm.dbg.value(metadata i64 %96, metadata !2662, metadata !DIExpression()), !dbg !2671
  call void @llvm.dbg.value(metadata i64 %96, metadata !2662, metadata !DIExpression()), !dbg !2671
  call void @llvm.dbg.value(metadata i64 %95, metadata !2659, metadata !DIExpression()), !dbg !2672
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2677, metadata !DIExpression()), !dbg !2683
  call void @llvm.dbg.value(metadata i64 %55, metadata !2680, metadata !DIExpression()), !dbg !2683
  call void @llvm.dbg.value(metadata i64 %96, metadata !2681, metadata !DIExpression()), !dbg !2683
  %97 = add nsw i64 %96, %56, !dbg !2686
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2687, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2692
  call void @llvm.dbg.value(metadata i64 %97, metadata !2690, metadata !DIExpression()), !dbg !2692
  %98 = getelementptr inbounds i64, i64* %18, i64 %97, !dbg !2694
  %99 = load i64, i64* %98, align 8, !dbg !2695, !tbaa !2556
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2677, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 %96, metadata !2680, metadata !DIExpression()), !dbg !2696
  call void @llvm.dbg.value(metadata i64 %59, metadata !2681, metadata !DIExpression()), !dbg !2696
  %100 = mul nsw i64 %96, %3, !dbg !2698
  %101 = add nsw i64 %100, %59, !dbg !2699
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2687, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2700
  call void @llvm.dbg.value(metadata i64 %101, metadata !2690, metadata !DIExpression()), !dbg !2700
  %102 = getelementptr inbounds i64, i64* %19, i64 %101, !dbg !2702
  %103 = load i64, i64* %102, align 8, !dbg !2703, !tbaa !2556
  %104 = mul nsw i64 %103, %99, !dbg !2704
  %105 = add nsw i64 %104, %95, !dbg !2705
  call void @llvm.dbg.value(metadata i64 %105, metadata !2659, metadata !DIExpression()), !dbg !2672
  %106 = add nuw nsw i64 %84, 2, !dbg !2726
  call void @llvm.dbg.value(metadata i64 %106, metadata !2662, metadata !DIExpression()), !dbg !2671
  %107 = add nuw nsw i64 %86, 2, !dbg !2673
  %108 = icmp eq i64 %107, %52, !dbg !2673
  br i1 %108, label %63, label %83, !dbg !2673, !llvm.loop !2727

109:                                              ; preds = %10
  %110 = landingpad { i8*, i32 }
          cleanup, !dbg !2729
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2730, metadata !DIExpression()) #11, !dbg !2736
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2738, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2741
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2744, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2747
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2750, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2755
  call void @llvm.dbg.value(metadata i64* %13, metadata !2753, metadata !DIExpression()) #11, !dbg !2755
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %13), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2755
  br label %429, !dbg !2758

111:                                              ; preds = %26, %22
  %112 = landingpad { i8*, i32 }
          cleanup, !dbg !2729
  br label %422, !dbg !2729

113:                                              ; preds = %116
  %114 = add nuw nsw i64 %43, 1, !dbg !2759
  call void @llvm.dbg.value(metadata i64 %114, metadata !2388, metadata !DIExpression()), !dbg !2640
  %115 = icmp eq i64 %114, %40, !dbg !2641
  br i1 %115, label %46, label %42, !dbg !2642, !llvm.loop !2760

116:                                              ; preds = %42, %116
  %117 = phi i64 [ 0, %42 ], [ %131, %116 ]
  call void @llvm.dbg.value(metadata i64 %117, metadata !2390, metadata !DIExpression()), !dbg !2643
  %118 = add nuw nsw i64 %117, %43, !dbg !2762
  %119 = trunc i64 %118 to i32, !dbg !2765
  %120 = urem i32 %119, 5, !dbg !2765
  %121 = zext i32 %120 to i64, !dbg !2766
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2709, metadata !DIExpression()), !dbg !2767
  call void @llvm.dbg.value(metadata i64 %43, metadata !2710, metadata !DIExpression()), !dbg !2767
  call void @llvm.dbg.value(metadata i64 %117, metadata !2711, metadata !DIExpression()), !dbg !2767
  %122 = add nsw i64 %44, %117, !dbg !2769
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2714, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2770
  call void @llvm.dbg.value(metadata i64 %122, metadata !2717, metadata !DIExpression()), !dbg !2770
  %123 = getelementptr inbounds i64, i64* %18, i64 %122, !dbg !2772
  store i64 %121, i64* %123, align 8, !dbg !2773, !tbaa !2556
  %124 = trunc i64 %117 to i32, !dbg !2774
  %125 = mul nsw i32 %124, %45, !dbg !2774
  %126 = urem i32 %125, 3, !dbg !2775
  %127 = zext i32 %126 to i64, !dbg !2776
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2709, metadata !DIExpression()), !dbg !2777
  call void @llvm.dbg.value(metadata i64 %117, metadata !2710, metadata !DIExpression()), !dbg !2777
  call void @llvm.dbg.value(metadata i64 %43, metadata !2711, metadata !DIExpression()), !dbg !2777
  %128 = mul nsw i64 %117, %3, !dbg !2779
  %129 = add nsw i64 %128, %43, !dbg !2780
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2714, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2781
  call void @llvm.dbg.value(metadata i64 %129, metadata !2717, metadata !DIExpression()), !dbg !2781
  %130 = getelementptr inbounds i64, i64* %19, i64 %129, !dbg !2783
  store i64 %127, i64* %130, align 8, !dbg !2784, !tbaa !2556
  %131 = add nuw nsw i64 %117, 1, !dbg !2785
  call void @llvm.dbg.value(metadata i64 %131, metadata !2390, metadata !DIExpression()), !dbg !2643
  %132 = icmp eq i64 %131, %41, !dbg !2786
  br i1 %132, label %113, label %116, !dbg !2644, !llvm.loop !2787

133:                                              ; preds = %60, %32, %46
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2789, metadata !DIExpression()), !dbg !2794
  call void @llvm.dbg.value(metadata i64 %3, metadata !2792, metadata !DIExpression()), !dbg !2794
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2793, metadata !DIExpression()), !dbg !2794
  call void @llvm.dbg.value(metadata i64 %3, metadata !2419, metadata !DIExpression()), !dbg !2796
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2422, metadata !DIExpression()), !dbg !2796
  %134 = icmp slt i32 %0, 0, !dbg !2798
  br i1 %134, label %135, label %137, !dbg !2799

135:                                              ; preds = %133
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12
          to label %136 unwind label %395, !dbg !2800

136:                                              ; preds = %135
  unreachable, !dbg !2800

137:                                              ; preds = %133
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2429, metadata !DIExpression()), !dbg !2801
  call void @llvm.dbg.value(metadata i64 %3, metadata !2432, metadata !DIExpression()), !dbg !2801
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2433, metadata !DIExpression()), !dbg !2801
  call void @llvm.dbg.value(metadata i64* null, metadata !2393, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2393, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2393, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2437, metadata !DIExpression()), !dbg !2803
  call void @llvm.dbg.value(metadata i64 %3, metadata !2440, metadata !DIExpression()), !dbg !2803
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2444, metadata !DIExpression()), !dbg !2805
  call void @llvm.dbg.value(metadata i64 %3, metadata !2447, metadata !DIExpression()), !dbg !2805
  %138 = icmp eq i32 %0, 0, !dbg !2807
  br i1 %138, label %159, label %139, !dbg !2808

139:                                              ; preds = %137
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2452, metadata !DIExpression()), !dbg !2809
  call void @llvm.dbg.value(metadata i64 %3, metadata !2455, metadata !DIExpression()), !dbg !2809
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2458, metadata !DIExpression()), !dbg !2811
  call void @llvm.dbg.value(metadata i64 %3, metadata !2461, metadata !DIExpression()), !dbg !2811
  call void @llvm.dbg.value(metadata i8* null, metadata !2462, metadata !DIExpression()), !dbg !2811
  %140 = shl nuw nsw i64 %3, 3, !dbg !2813
  %141 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %140) #13
          to label %142 unwind label %395, !dbg !2814

142:                                              ; preds = %139
  %143 = bitcast i8* %141 to i64*, !dbg !2815
  call void @llvm.dbg.value(metadata i64* %143, metadata !2393, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata !DIArgList(i64* %143, i64 %3), metadata !2393, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2816, metadata !DIExpression()), !dbg !2820
  call void @llvm.dbg.value(metadata i64 %3, metadata !2819, metadata !DIExpression()), !dbg !2820
  call void @llvm.dbg.value(metadata i64* %143, metadata !2823, metadata !DIExpression()), !dbg !2830
  call void @llvm.dbg.value(metadata i64 %3, metadata !2828, metadata !DIExpression()), !dbg !2830
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2829, metadata !DIExpression()), !dbg !2830
  call void @llvm.dbg.value(metadata i64* %143, metadata !2832, metadata !DIExpression()), !dbg !2840
  call void @llvm.dbg.value(metadata i64 %3, metadata !2837, metadata !DIExpression()), !dbg !2840
  call void @llvm.dbg.value(metadata i8 1, metadata !2838, metadata !DIExpression()), !dbg !2840
  call void @llvm.dbg.value(metadata i64* %143, metadata !2842, metadata !DIExpression()), !dbg !2855
  call void @llvm.dbg.value(metadata i64 %3, metadata !2846, metadata !DIExpression()), !dbg !2855
  call void @llvm.dbg.value(metadata i64* %143, metadata !2847, metadata !DIExpression()), !dbg !2857
  call void @llvm.dbg.value(metadata i64* %143, metadata !2858, metadata !DIExpression()), !dbg !2864
  store i64 0, i64* %143, align 8, !dbg !2866, !tbaa !2556
  %144 = getelementptr i64, i64* %143, i64 1, !dbg !2867
  call void @llvm.dbg.value(metadata i64* %144, metadata !2842, metadata !DIExpression()), !dbg !2855
  call void @llvm.dbg.value(metadata i64* %144, metadata !2509, metadata !DIExpression()), !dbg !2868
  call void @llvm.dbg.value(metadata i64 %3, metadata !2512, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2868
  call void @llvm.dbg.value(metadata i64* %143, metadata !2513, metadata !DIExpression()), !dbg !2868
  call void @llvm.dbg.value(metadata i64* %144, metadata !2518, metadata !DIExpression()), !dbg !2870
  call void @llvm.dbg.value(metadata i64 %3, metadata !2523, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2870
  call void @llvm.dbg.value(metadata i64* %143, metadata !2524, metadata !DIExpression()), !dbg !2870
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2525, metadata !DIExpression()), !dbg !2872
  %145 = icmp eq i32 %0, 1, !dbg !2873
  br i1 %145, label %150, label %146, !dbg !2875

146:                                              ; preds = %142
  %147 = getelementptr inbounds i64, i64* %143, i64 %3, !dbg !2876
  call void @llvm.dbg.value(metadata i64* %147, metadata !2393, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  %148 = bitcast i64* %144 to i8*, !dbg !2855
  call void @llvm.dbg.value(metadata i64* %144, metadata !2531, metadata !DIExpression()), !dbg !2877
  call void @llvm.dbg.value(metadata i64* %143, metadata !2537, metadata !DIExpression()), !dbg !2877
  call void @llvm.dbg.value(metadata i64* %143, metadata !2548, metadata !DIExpression()), !dbg !2879
  call void @llvm.dbg.value(metadata i64 0, metadata !2549, metadata !DIExpression()), !dbg !2879
  call void @llvm.dbg.value(metadata i64* %144, metadata !2542, metadata !DIExpression()), !dbg !2879
  %149 = add nsw i64 %140, -8, !dbg !2881
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %148, i8 0, i64 %149, i1 false), !dbg !2882, !tbaa !2556
  call void @llvm.dbg.value(metadata i32 undef, metadata !2542, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2879
  br label %150, !dbg !2883

150:                                              ; preds = %142, %146
  %151 = phi i64* [ %147, %146 ], [ %144, %142 ]
  call void @llvm.dbg.value(metadata i64* undef, metadata !2393, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* undef, metadata !2842, metadata !DIExpression()), !dbg !2855
  call void @llvm.dbg.value(metadata i64* undef, metadata !2393, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2789, metadata !DIExpression()), !dbg !2884
  call void @llvm.dbg.value(metadata i64 %3, metadata !2792, metadata !DIExpression()), !dbg !2884
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2793, metadata !DIExpression()), !dbg !2884
  call void @llvm.dbg.value(metadata i64 %3, metadata !2419, metadata !DIExpression()), !dbg !2886
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2422, metadata !DIExpression()), !dbg !2886
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2429, metadata !DIExpression()), !dbg !2888
  call void @llvm.dbg.value(metadata i64 %3, metadata !2432, metadata !DIExpression()), !dbg !2888
  call void @llvm.dbg.value(metadata %"class.std::allocator.3"* undef, metadata !2433, metadata !DIExpression()), !dbg !2888
  call void @llvm.dbg.value(metadata i64* null, metadata !2394, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2394, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* null, metadata !2394, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2437, metadata !DIExpression()), !dbg !2890
  call void @llvm.dbg.value(metadata i64 %3, metadata !2440, metadata !DIExpression()), !dbg !2890
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2444, metadata !DIExpression()), !dbg !2892
  call void @llvm.dbg.value(metadata i64 %3, metadata !2447, metadata !DIExpression()), !dbg !2892
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2452, metadata !DIExpression()), !dbg !2894
  call void @llvm.dbg.value(metadata i64 %3, metadata !2455, metadata !DIExpression()), !dbg !2894
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2458, metadata !DIExpression()), !dbg !2896
  call void @llvm.dbg.value(metadata i64 %3, metadata !2461, metadata !DIExpression()), !dbg !2896
  call void @llvm.dbg.value(metadata i8* null, metadata !2462, metadata !DIExpression()), !dbg !2896
  %152 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %140) #13
          to label %153 unwind label %397, !dbg !2898

153:                                              ; preds = %150
  %154 = bitcast i8* %152 to i64*, !dbg !2899
  call void @llvm.dbg.value(metadata i64* %154, metadata !2394, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata !DIArgList(i64* %154, i64 %3), metadata !2394, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2816, metadata !DIExpression()), !dbg !2900
  call void @llvm.dbg.value(metadata i64 %3, metadata !2819, metadata !DIExpression()), !dbg !2900
  call void @llvm.dbg.value(metadata i64* %154, metadata !2823, metadata !DIExpression()), !dbg !2902
  call void @llvm.dbg.value(metadata i64 %3, metadata !2828, metadata !DIExpression()), !dbg !2902
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2829, metadata !DIExpression()), !dbg !2902
  call void @llvm.dbg.value(metadata i64* %154, metadata !2832, metadata !DIExpression()), !dbg !2904
  call void @llvm.dbg.value(metadata i64 %3, metadata !2837, metadata !DIExpression()), !dbg !2904
  call void @llvm.dbg.value(metadata i8 1, metadata !2838, metadata !DIExpression()), !dbg !2904
  call void @llvm.dbg.value(metadata i64* %154, metadata !2842, metadata !DIExpression()), !dbg !2906
  call void @llvm.dbg.value(metadata i64 %3, metadata !2846, metadata !DIExpression()), !dbg !2906
  call void @llvm.dbg.value(metadata i64* %154, metadata !2847, metadata !DIExpression()), !dbg !2908
  call void @llvm.dbg.value(metadata i64* %154, metadata !2858, metadata !DIExpression()), !dbg !2909
  store i64 0, i64* %154, align 8, !dbg !2911, !tbaa !2556
  call void @llvm.dbg.value(metadata i64* %154, metadata !2842, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2906
  call void @llvm.dbg.value(metadata i64* %154, metadata !2509, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2912
  call void @llvm.dbg.value(metadata i64 %3, metadata !2512, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2912
  call void @llvm.dbg.value(metadata i64* %154, metadata !2513, metadata !DIExpression()), !dbg !2912
  call void @llvm.dbg.value(metadata i64* %154, metadata !2518, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2914
  call void @llvm.dbg.value(metadata i64 %3, metadata !2523, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2914
  call void @llvm.dbg.value(metadata i64* %154, metadata !2524, metadata !DIExpression()), !dbg !2914
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2525, metadata !DIExpression()), !dbg !2916
  br i1 %145, label %159, label %155, !dbg !2917

155:                                              ; preds = %153
  %156 = getelementptr i64, i64* %154, i64 1, !dbg !2918
  call void @llvm.dbg.value(metadata i64* %156, metadata !2842, metadata !DIExpression()), !dbg !2906
  call void @llvm.dbg.value(metadata i64* %156, metadata !2509, metadata !DIExpression()), !dbg !2912
  call void @llvm.dbg.value(metadata i64* %156, metadata !2518, metadata !DIExpression()), !dbg !2914
  %157 = bitcast i64* %156 to i8*, !dbg !2906
  call void @llvm.dbg.value(metadata i64* %154, metadata !2531, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2919
  call void @llvm.dbg.value(metadata i64* %154, metadata !2537, metadata !DIExpression()), !dbg !2919
  call void @llvm.dbg.value(metadata i64* %154, metadata !2548, metadata !DIExpression()), !dbg !2921
  call void @llvm.dbg.value(metadata i64 0, metadata !2549, metadata !DIExpression()), !dbg !2921
  call void @llvm.dbg.value(metadata i64* %154, metadata !2542, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2921
  %158 = add nsw i64 %140, -8, !dbg !2923
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %157, i8 0, i64 %158, i1 false), !dbg !2924, !tbaa !2556
  call void @llvm.dbg.value(metadata i32 undef, metadata !2542, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2921
  br label %159, !dbg !2925

159:                                              ; preds = %155, %153, %137
  %160 = phi i64* [ %151, %153 ], [ %151, %155 ], [ null, %137 ]
  %161 = phi i64* [ %143, %153 ], [ %143, %155 ], [ null, %137 ]
  %162 = phi i64* [ %154, %153 ], [ %154, %155 ], [ null, %137 ], !dbg !2890
  call void @llvm.dbg.value(metadata i64* %162, metadata !2394, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i64* undef, metadata !2842, metadata !DIExpression()), !dbg !2906
  call void @llvm.dbg.value(metadata i64* undef, metadata !2394, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !2397
  call void @llvm.dbg.value(metadata i32 0, metadata !2395, metadata !DIExpression()), !dbg !2926
  br i1 %37, label %163, label %165, !dbg !2927

163:                                              ; preds = %159
  %164 = zext i32 %0 to i64, !dbg !2928
  br label %399, !dbg !2927

165:                                              ; preds = %399, %159
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2930, metadata !DIExpression()), !dbg !2940
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2934, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2942
  call void @llvm.dbg.value(metadata i64* %34, metadata !2937, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata i64* %33, metadata !2936, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata i64 0, metadata !2933, metadata !DIExpression()), !dbg !2940
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2943, metadata !DIExpression()), !dbg !2950
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2949, metadata !DIExpression()), !dbg !2950
  %166 = icmp eq i64* %33, %34, !dbg !2952
  br i1 %166, label %265, label %167, !dbg !2953

167:                                              ; preds = %165
  %168 = add i64 %35, -8, !dbg !2954
  %169 = sub i64 %168, %36, !dbg !2954
  %170 = lshr i64 %169, 3, !dbg !2954
  %171 = add nuw nsw i64 %170, 1, !dbg !2954
  %172 = icmp ult i64 %169, 24, !dbg !2954
  br i1 %172, label %255, label %173, !dbg !2954

173:                                              ; preds = %167
  %174 = and i64 %171, 4611686018427387900, !dbg !2954
  %175 = getelementptr i64, i64* %33, i64 %174, !dbg !2954
  %176 = add nsw i64 %174, -4, !dbg !2954
  %177 = lshr exact i64 %176, 2, !dbg !2954
  %178 = add nuw nsw i64 %177, 1, !dbg !2954
  %179 = and i64 %178, 3, !dbg !2954
  %180 = icmp ult i64 %176, 12, !dbg !2954
  br i1 %180, label %226, label %181, !dbg !2954

181:                                              ; preds = %173
  %182 = and i64 %178, 9223372036854775804, !dbg !2954
  br label %183, !dbg !2954

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %223, %183 ]
  %185 = phi <2 x i64> [ zeroinitializer, %181 ], [ %221, %183 ]
  %186 = phi <2 x i64> [ zeroinitializer, %181 ], [ %222, %183 ]
  %187 = phi i64 [ 0, %181 ], [ %224, %183 ]
  %188 = getelementptr i64, i64* %33, i64 %184
  %189 = bitcast i64* %188 to <2 x i64>*, !dbg !2955
  %190 = load <2 x i64>, <2 x i64>* %189, align 8, !dbg !2955, !tbaa !2556
  %191 = getelementptr i64, i64* %188, i64 2, !dbg !2955
  %192 = bitcast i64* %191 to <2 x i64>*, !dbg !2955
  %193 = load <2 x i64>, <2 x i64>* %192, align 8, !dbg !2955, !tbaa !2556
  %194 = add <2 x i64> %190, %185, !dbg !2956
  %195 = add <2 x i64> %193, %186, !dbg !2956
  %196 = or i64 %184, 4
  %197 = getelementptr i64, i64* %33, i64 %196
  %198 = bitcast i64* %197 to <2 x i64>*, !dbg !2955
  %199 = load <2 x i64>, <2 x i64>* %198, align 8, !dbg !2955, !tbaa !2556
  %200 = getelementptr i64, i64* %197, i64 2, !dbg !2955
  %201 = bitcast i64* %200 to <2 x i64>*, !dbg !2955
  %202 = load <2 x i64>, <2 x i64>* %201, align 8, !dbg !2955, !tbaa !2556
  %203 = add <2 x i64> %199, %194, !dbg !2956
  %204 = add <2 x i64> %202, %195, !dbg !2956
  %205 = or i64 %184, 8
  %206 = getelementptr i64, i64* %33, i64 %205
  %207 = bitcast i64* %206 to <2 x i64>*, !dbg !2955
  %208 = load <2 x i64>, <2 x i64>* %207, align 8, !dbg !2955, !tbaa !2556
  %209 = getelementptr i64, i64* %206, i64 2, !dbg !2955
  %210 = bitcast i64* %209 to <2 x i64>*, !dbg !2955
  %211 = load <2 x i64>, <2 x i64>* %210, align 8, !dbg !2955, !tbaa !2556
  %212 = add <2 x i64> %208, %203, !dbg !2956
  %213 = add <2 x i64> %211, %204, !dbg !2956
  %214 = or i64 %184, 12
  %215 = getelementptr i64, i64* %33, i64 %214
  %216 = bitcast i64* %215 to <2 x i64>*, !dbg !2955
  %217 = load <2 x i64>, <2 x i64>* %216, align 8, !dbg !2955, !tbaa !2556
  %218 = getelementptr i64, i64* %215, i64 2, !dbg !2955
  %219 = bitcast i64* %218 to <2 x i64>*, !dbg !2955
  %220 = load <2 x i64>, <2 x i64>* %219, align 8, !dbg !2955, !tbaa !2556
  %221 = add <2 x i64> %217, %212, !dbg !2956
  %222 = add <2 x i64> %220, %213, !dbg !2956
  %223 = add nuw i64 %184, 16
  %224 = add nuw i64 %187, 4
  %225 = icmp eq i64 %224, %182
  br i1 %225, label %226, label %183, !llvm.loop !2957

226:                                              ; preds = %183, %173
  %227 = phi <2 x i64> [ undef, %173 ], [ %221, %183 ]
  %228 = phi <2 x i64> [ undef, %173 ], [ %222, %183 ]
  %229 = phi i64 [ 0, %173 ], [ %223, %183 ]
  %230 = phi <2 x i64> [ zeroinitializer, %173 ], [ %221, %183 ]
  %231 = phi <2 x i64> [ zeroinitializer, %173 ], [ %222, %183 ]
  %232 = icmp eq i64 %179, 0
  br i1 %232, label %249, label %233

233:                                              ; preds = %226, %233
  %234 = phi i64 [ %246, %233 ], [ %229, %226 ]
  %235 = phi <2 x i64> [ %244, %233 ], [ %230, %226 ]
  %236 = phi <2 x i64> [ %245, %233 ], [ %231, %226 ]
  %237 = phi i64 [ %247, %233 ], [ 0, %226 ]
  %238 = getelementptr i64, i64* %33, i64 %234
  %239 = bitcast i64* %238 to <2 x i64>*, !dbg !2955
  %240 = load <2 x i64>, <2 x i64>* %239, align 8, !dbg !2955, !tbaa !2556
  %241 = getelementptr i64, i64* %238, i64 2, !dbg !2955
  %242 = bitcast i64* %241 to <2 x i64>*, !dbg !2955
  %243 = load <2 x i64>, <2 x i64>* %242, align 8, !dbg !2955, !tbaa !2556
  %244 = add <2 x i64> %240, %235, !dbg !2956
  %245 = add <2 x i64> %243, %236, !dbg !2956
  %246 = add nuw i64 %234, 4
  %247 = add i64 %237, 1
  %248 = icmp eq i64 %247, %179
  br i1 %248, label %249, label %233, !llvm.loop !2960

249:                                              ; preds = %233, %226
  %250 = phi <2 x i64> [ %227, %226 ], [ %244, %233 ], !dbg !2956
  %251 = phi <2 x i64> [ %228, %226 ], [ %245, %233 ], !dbg !2956
  %252 = add <2 x i64> %251, %250, !dbg !2953
  %253 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %252), !dbg !2953
  %254 = icmp eq i64 %171, %174, !dbg !2953
  br i1 %254, label %265, label %255, !dbg !2953

255:                                              ; preds = %167, %249
  %256 = phi i64 [ 0, %167 ], [ %253, %249 ]
  %257 = phi i64* [ %33, %167 ], [ %175, %249 ]
  br label %258, !dbg !2954

258:                                              ; preds = %255, %258
  %259 = phi i64 [ %262, %258 ], [ %256, %255 ]
  %260 = phi i64* [ %263, %258 ], [ %257, %255 ]
  call void @llvm.dbg.value(metadata i64 %259, metadata !2933, metadata !DIExpression()), !dbg !2940
  call void @llvm.dbg.value(metadata i64* %260, metadata !2936, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata i64* %260, metadata !2938, metadata !DIExpression()), !dbg !2961
  %261 = load i64, i64* %260, align 8, !dbg !2955, !tbaa !2556
  %262 = add nsw i64 %261, %259, !dbg !2956
  call void @llvm.dbg.value(metadata i64 %262, metadata !2933, metadata !DIExpression()), !dbg !2940
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2962, metadata !DIExpression()), !dbg !2966
  %263 = getelementptr inbounds i64, i64* %260, i64 1, !dbg !2968
  call void @llvm.dbg.value(metadata i64* %263, metadata !2936, metadata !DIExpression()), !dbg !2942
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2943, metadata !DIExpression()), !dbg !2950
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2949, metadata !DIExpression()), !dbg !2950
  %264 = icmp eq i64* %263, %34, !dbg !2952
  br i1 %264, label %265, label %258, !dbg !2953, !llvm.loop !2969

265:                                              ; preds = %258, %249, %165
  %266 = phi i64 [ 0, %165 ], [ %253, %249 ], [ %262, %258 ], !dbg !2940
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2971, metadata !DIExpression()) #11, !dbg !2980
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2976, metadata !DIExpression()) #11, !dbg !2980
  call void @llvm.dbg.value(metadata i64 0, metadata !2977, metadata !DIExpression()) #11, !dbg !2980
  call void @llvm.dbg.value(metadata i64 0, metadata !2978, metadata !DIExpression()) #11, !dbg !2982
  %267 = ptrtoint i64* %160 to i64
  %268 = ptrtoint i64* %161 to i64
  %269 = sub i64 %267, %268
  %270 = icmp eq i64 %269, 0, !dbg !2983
  br i1 %270, label %372, label %271, !dbg !2985

271:                                              ; preds = %265
  %272 = ashr i64 %269, 3
  %273 = tail call i64 @llvm.umax.i64(i64 %272, i64 1) #11, !dbg !2985
  %274 = icmp ult i64 %273, 4, !dbg !2985
  br i1 %274, label %355, label %275, !dbg !2985

275:                                              ; preds = %271
  %276 = and i64 %273, -4, !dbg !2985
  %277 = add i64 %276, -4, !dbg !2985
  %278 = lshr exact i64 %277, 2, !dbg !2985
  %279 = add nuw nsw i64 %278, 1, !dbg !2985
  %280 = and i64 %279, 1, !dbg !2985
  %281 = icmp eq i64 %277, 0, !dbg !2985
  br i1 %281, label %325, label %282, !dbg !2985

282:                                              ; preds = %275
  %283 = and i64 %279, 9223372036854775806, !dbg !2985
  br label %284, !dbg !2985

284:                                              ; preds = %284, %282
  %285 = phi i64 [ 0, %282 ], [ %322, %284 ], !dbg !2986
  %286 = phi <2 x i64> [ zeroinitializer, %282 ], [ %320, %284 ]
  %287 = phi <2 x i64> [ zeroinitializer, %282 ], [ %321, %284 ]
  %288 = phi i64 [ 0, %282 ], [ %323, %284 ]
  %289 = getelementptr inbounds i64, i64* %161, i64 %285, !dbg !2986
  %290 = bitcast i64* %289 to <2 x i64>*, !dbg !2987
  %291 = load <2 x i64>, <2 x i64>* %290, align 8, !dbg !2987, !tbaa !2556
  %292 = getelementptr inbounds i64, i64* %289, i64 2, !dbg !2987
  %293 = bitcast i64* %292 to <2 x i64>*, !dbg !2987
  %294 = load <2 x i64>, <2 x i64>* %293, align 8, !dbg !2987, !tbaa !2556
  %295 = getelementptr inbounds i64, i64* %162, i64 %285, !dbg !2986
  %296 = bitcast i64* %295 to <2 x i64>*, !dbg !2988
  %297 = load <2 x i64>, <2 x i64>* %296, align 8, !dbg !2988, !tbaa !2556
  %298 = getelementptr inbounds i64, i64* %295, i64 2, !dbg !2988
  %299 = bitcast i64* %298 to <2 x i64>*, !dbg !2988
  %300 = load <2 x i64>, <2 x i64>* %299, align 8, !dbg !2988, !tbaa !2556
  %301 = mul nsw <2 x i64> %297, %291, !dbg !2989
  %302 = mul nsw <2 x i64> %300, %294, !dbg !2989
  %303 = add <2 x i64> %301, %286, !dbg !2990
  %304 = add <2 x i64> %302, %287, !dbg !2990
  %305 = or i64 %285, 4, !dbg !2986
  %306 = getelementptr inbounds i64, i64* %161, i64 %305, !dbg !2986
  %307 = bitcast i64* %306 to <2 x i64>*, !dbg !2987
  %308 = load <2 x i64>, <2 x i64>* %307, align 8, !dbg !2987, !tbaa !2556
  %309 = getelementptr inbounds i64, i64* %306, i64 2, !dbg !2987
  %310 = bitcast i64* %309 to <2 x i64>*, !dbg !2987
  %311 = load <2 x i64>, <2 x i64>* %310, align 8, !dbg !2987, !tbaa !2556
  %312 = getelementptr inbounds i64, i64* %162, i64 %305, !dbg !2986
  %313 = bitcast i64* %312 to <2 x i64>*, !dbg !2988
  %314 = load <2 x i64>, <2 x i64>* %313, align 8, !dbg !2988, !tbaa !2556
  %315 = getelementptr inbounds i64, i64* %312, i64 2, !dbg !2988
  %316 = bitcast i64* %315 to <2 x i64>*, !dbg !2988
  %317 = load <2 x i64>, <2 x i64>* %316, align 8, !dbg !2988, !tbaa !2556
  %318 = mul nsw <2 x i64> %314, %308, !dbg !2989
  %319 = mul nsw <2 x i64> %317, %311, !dbg !2989
  %320 = add <2 x i64> %318, %303, !dbg !2990
  %321 = add <2 x i64> %319, %304, !dbg !2990
  %322 = add nuw i64 %285, 8, !dbg !2986
  %323 = add i64 %288, 2, !dbg !2986
  %324 = icmp eq i64 %323, %283, !dbg !2986
  br i1 %324, label %325, label %284, !dbg !2986, !llvm.loop !2991

325:                                              ; preds = %284, %275
  %326 = phi <2 x i64> [ undef, %275 ], [ %320, %284 ]
  %327 = phi <2 x i64> [ undef, %275 ], [ %321, %284 ]
  %328 = phi i64 [ 0, %275 ], [ %322, %284 ]
  %329 = phi <2 x i64> [ zeroinitializer, %275 ], [ %320, %284 ]
  %330 = phi <2 x i64> [ zeroinitializer, %275 ], [ %321, %284 ]
  %331 = icmp eq i64 %280, 0, !dbg !2986
  br i1 %331, label %349, label %332, !dbg !2986

332:                                              ; preds = %325
  %333 = getelementptr inbounds i64, i64* %161, i64 %328, !dbg !2986
  %334 = bitcast i64* %333 to <2 x i64>*, !dbg !2987
  %335 = load <2 x i64>, <2 x i64>* %334, align 8, !dbg !2987, !tbaa !2556
  %336 = getelementptr inbounds i64, i64* %333, i64 2, !dbg !2987
  %337 = bitcast i64* %336 to <2 x i64>*, !dbg !2987
  %338 = load <2 x i64>, <2 x i64>* %337, align 8, !dbg !2987, !tbaa !2556
  %339 = getelementptr inbounds i64, i64* %162, i64 %328, !dbg !2986
  %340 = bitcast i64* %339 to <2 x i64>*, !dbg !2988
  %341 = load <2 x i64>, <2 x i64>* %340, align 8, !dbg !2988, !tbaa !2556
  %342 = getelementptr inbounds i64, i64* %339, i64 2, !dbg !2988
  %343 = bitcast i64* %342 to <2 x i64>*, !dbg !2988
  %344 = load <2 x i64>, <2 x i64>* %343, align 8, !dbg !2988, !tbaa !2556
  %345 = mul nsw <2 x i64> %341, %335, !dbg !2989
  %346 = mul nsw <2 x i64> %344, %338, !dbg !2989
  %347 = add <2 x i64> %345, %329, !dbg !2990
  %348 = add <2 x i64> %346, %330, !dbg !2990
  br label %349, !dbg !2985

349:                                              ; preds = %325, %332
  %350 = phi <2 x i64> [ %326, %325 ], [ %347, %332 ], !dbg !2990
  %351 = phi <2 x i64> [ %327, %325 ], [ %348, %332 ], !dbg !2990
  %352 = add <2 x i64> %351, %350, !dbg !2985
  %353 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %352), !dbg !2985
  %354 = icmp eq i64 %273, %276, !dbg !2985
  br i1 %354, label %369, label %355, !dbg !2985

355:                                              ; preds = %271, %349
  %356 = phi i64 [ 0, %271 ], [ %276, %349 ]
  %357 = phi i64 [ 0, %271 ], [ %353, %349 ]
  br label %358, !dbg !2985

358:                                              ; preds = %355, %358
  %359 = phi i64 [ %367, %358 ], [ %356, %355 ]
  %360 = phi i64 [ %366, %358 ], [ %357, %355 ]
  call void @llvm.dbg.value(metadata i64 %359, metadata !2978, metadata !DIExpression()) #11, !dbg !2982
  call void @llvm.dbg.value(metadata i64 %360, metadata !2977, metadata !DIExpression()) #11, !dbg !2980
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2687, metadata !DIExpression()) #11, !dbg !2993
  call void @llvm.dbg.value(metadata i64 %359, metadata !2690, metadata !DIExpression()) #11, !dbg !2993
  %361 = getelementptr inbounds i64, i64* %161, i64 %359, !dbg !2995
  %362 = load i64, i64* %361, align 8, !dbg !2987, !tbaa !2556
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2687, metadata !DIExpression()) #11, !dbg !2996
  call void @llvm.dbg.value(metadata i64 %359, metadata !2690, metadata !DIExpression()) #11, !dbg !2996
  %363 = getelementptr inbounds i64, i64* %162, i64 %359, !dbg !2998
  %364 = load i64, i64* %363, align 8, !dbg !2988, !tbaa !2556
  %365 = mul nsw i64 %364, %362, !dbg !2989
  %366 = add nsw i64 %365, %360, !dbg !2990
  call void @llvm.dbg.value(metadata i64 %366, metadata !2977, metadata !DIExpression()) #11, !dbg !2980
  %367 = add nuw i64 %359, 1, !dbg !2986
  call void @llvm.dbg.value(metadata i64 %367, metadata !2978, metadata !DIExpression()) #11, !dbg !2982
  %368 = icmp eq i64 %367, %273, !dbg !2983
  br i1 %368, label %369, label %358, !dbg !2985, !llvm.loop !2999

369:                                              ; preds = %358, %349
  %370 = phi i64 [ %353, %349 ], [ %366, %358 ], !dbg !2990
  %371 = add nsw i64 %370, %266, !dbg !3000
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2738, metadata !DIExpression()) #11, !dbg !3001
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2744, metadata !DIExpression()) #11, !dbg !3003
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2750, metadata !DIExpression()) #11, !dbg !3005
  call void @llvm.dbg.value(metadata i64* %162, metadata !2753, metadata !DIExpression()) #11, !dbg !3005
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %162), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3005
  br label %374, !dbg !3007

372:                                              ; preds = %265
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2738, metadata !DIExpression()) #11, !dbg !3001
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2744, metadata !DIExpression()) #11, !dbg !3003
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2750, metadata !DIExpression()) #11, !dbg !3005
  call void @llvm.dbg.value(metadata i64* %162, metadata !2753, metadata !DIExpression()) #11, !dbg !3005
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %162), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3005
  %373 = icmp eq i64* %162, null, !dbg !3008
  br i1 %373, label %377, label %374, !dbg !3007

374:                                              ; preds = %369, %372
  %375 = phi i64 [ %371, %369 ], [ %266, %372 ]
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3010, metadata !DIExpression()) #11, !dbg !3015
  call void @llvm.dbg.value(metadata i64* %162, metadata !3013, metadata !DIExpression()) #11, !dbg !3015
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %162), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3015
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3017, metadata !DIExpression()) #11, !dbg !3022
  call void @llvm.dbg.value(metadata i64* %162, metadata !3020, metadata !DIExpression()) #11, !dbg !3022
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %162), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3022
  %376 = bitcast i64* %162 to i8*, !dbg !3024
  tail call void @_ZdlPv(i8* noundef %376) #14, !dbg !3025
  br label %377, !dbg !3026

377:                                              ; preds = %372, %374
  %378 = phi i64 [ %266, %372 ], [ %375, %374 ]
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2738, metadata !DIExpression()) #11, !dbg !3027
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2744, metadata !DIExpression()) #11, !dbg !3029
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2750, metadata !DIExpression()) #11, !dbg !3031
  call void @llvm.dbg.value(metadata i64* undef, metadata !2753, metadata !DIExpression()) #11, !dbg !3031
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* undef), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3031
  %379 = icmp eq i64* %161, null, !dbg !3033
  br i1 %379, label %382, label %380, !dbg !3034

380:                                              ; preds = %377
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3010, metadata !DIExpression()) #11, !dbg !3035
  call void @llvm.dbg.value(metadata i64* undef, metadata !3013, metadata !DIExpression()) #11, !dbg !3035
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* undef), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3035
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3017, metadata !DIExpression()) #11, !dbg !3037
  call void @llvm.dbg.value(metadata i64* undef, metadata !3020, metadata !DIExpression()) #11, !dbg !3037
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* undef), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3037
  %381 = bitcast i64* %161 to i8*, !dbg !3039
  tail call void @_ZdlPv(i8* noundef %381) #14, !dbg !3040
  br label %382, !dbg !3041

382:                                              ; preds = %377, %380
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2730, metadata !DIExpression()) #11, !dbg !3042
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2738, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3044
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2744, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3046
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2750, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3048
  call void @llvm.dbg.value(metadata i64* %33, metadata !2753, metadata !DIExpression()) #11, !dbg !3048
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %33), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3048
  %383 = icmp eq i64* %33, null, !dbg !3050
  br i1 %383, label %386, label %384, !dbg !3051

384:                                              ; preds = %382
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3010, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3052
  call void @llvm.dbg.value(metadata i64* %33, metadata !3013, metadata !DIExpression()) #11, !dbg !3052
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %33), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3052
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3017, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3054
  call void @llvm.dbg.value(metadata i64* %33, metadata !3020, metadata !DIExpression()) #11, !dbg !3054
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %33), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3054
  %385 = bitcast i64* %33 to i8*, !dbg !3056
  tail call void @_ZdlPv(i8* noundef %385) #14, !dbg !3057
  br label %386, !dbg !3058

386:                                              ; preds = %382, %384
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2730, metadata !DIExpression()) #11, !dbg !3059
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2738, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3061
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2744, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3063
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2750, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3065
  call void @llvm.dbg.value(metadata i64* %19, metadata !2753, metadata !DIExpression()) #11, !dbg !3065
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %19), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3065
  %387 = icmp eq i64* %19, null, !dbg !3067
  br i1 %387, label %390, label %388, !dbg !3068

388:                                              ; preds = %386
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3010, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3069
  call void @llvm.dbg.value(metadata i64* %19, metadata !3013, metadata !DIExpression()) #11, !dbg !3069
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %19), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3069
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3017, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3071
  call void @llvm.dbg.value(metadata i64* %19, metadata !3020, metadata !DIExpression()) #11, !dbg !3071
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %19), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3071
  %389 = bitcast i64* %19 to i8*, !dbg !3073
  tail call void @_ZdlPv(i8* noundef %389) #14, !dbg !3074
  br label %390, !dbg !3075

390:                                              ; preds = %386, %388
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2730, metadata !DIExpression()) #11, !dbg !3076
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2738, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3078
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2744, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3080
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2750, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3082
  call void @llvm.dbg.value(metadata i64* %13, metadata !2753, metadata !DIExpression()) #11, !dbg !3082
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %13), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3082
  %391 = icmp eq i64* %18, null, !dbg !3084
  br i1 %391, label %394, label %392, !dbg !3085

392:                                              ; preds = %390
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3010, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3086
  call void @llvm.dbg.value(metadata i64* %13, metadata !3013, metadata !DIExpression()) #11, !dbg !3086
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %13), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3086
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3017, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3088
  call void @llvm.dbg.value(metadata i64* %13, metadata !3020, metadata !DIExpression()) #11, !dbg !3088
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %13), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3088
  %393 = bitcast i64* %18 to i8*, !dbg !3090
  tail call void @_ZdlPv(i8* noundef %393) #14, !dbg !3091
  br label %394, !dbg !3092

394:                                              ; preds = %390, %392
  ret i64 %378, !dbg !2729

395:                                              ; preds = %139, %135
  %396 = landingpad { i8*, i32 }
          cleanup, !dbg !2729
  br label %417, !dbg !3093

397:                                              ; preds = %150
  %398 = landingpad { i8*, i32 }
          cleanup, !dbg !2729
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2738, metadata !DIExpression()) #11, !dbg !3094
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2744, metadata !DIExpression()) #11, !dbg !3096
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2750, metadata !DIExpression()) #11, !dbg !3098
  call void @llvm.dbg.value(metadata i64* undef, metadata !2753, metadata !DIExpression()) #11, !dbg !3098
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* undef), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3098
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3010, metadata !DIExpression()) #11, !dbg !3100
  call void @llvm.dbg.value(metadata i64* undef, metadata !3013, metadata !DIExpression()) #11, !dbg !3100
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* undef), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3100
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !3017, metadata !DIExpression()) #11, !dbg !3102
  call void @llvm.dbg.value(metadata i64* undef, metadata !3020, metadata !DIExpression()) #11, !dbg !3102
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* undef), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3102
  tail call void @_ZdlPv(i8* noundef nonnull %141) #14, !dbg !3104
  br label %417, !dbg !2729

399:                                              ; preds = %163, %399
  %400 = phi i64 [ 0, %163 ], [ %415, %399 ]
  call void @llvm.dbg.value(metadata i64 %400, metadata !2395, metadata !DIExpression()), !dbg !2926
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2709, metadata !DIExpression()), !dbg !3105
  call void @llvm.dbg.value(metadata i64 %400, metadata !2710, metadata !DIExpression()), !dbg !3105
  call void @llvm.dbg.value(metadata i64 %400, metadata !2711, metadata !DIExpression()), !dbg !3105
  %401 = mul nsw i64 %400, %3, !dbg !3108
  %402 = add nsw i64 %401, %400, !dbg !3109
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2714, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !3110
  call void @llvm.dbg.value(metadata i64 %402, metadata !2717, metadata !DIExpression()), !dbg !3110
  %403 = getelementptr inbounds i64, i64* %33, i64 %402, !dbg !3112
  %404 = load i64, i64* %403, align 8, !dbg !3113, !tbaa !2556
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2714, metadata !DIExpression()), !dbg !3114
  call void @llvm.dbg.value(metadata i64 %400, metadata !2717, metadata !DIExpression()), !dbg !3114
  %405 = getelementptr inbounds i64, i64* %161, i64 %400, !dbg !3116
  store i64 %404, i64* %405, align 8, !dbg !3117, !tbaa !2556
  %406 = trunc i64 %400 to i32, !dbg !3118
  %407 = xor i32 %406, -1, !dbg !3118
  %408 = add i32 %407, %0, !dbg !3118
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2709, metadata !DIExpression()), !dbg !3119
  call void @llvm.dbg.value(metadata i32 %408, metadata !2710, metadata !DIExpression()), !dbg !3119
  call void @llvm.dbg.value(metadata i64 %400, metadata !2711, metadata !DIExpression()), !dbg !3119
  %409 = sext i32 %408 to i64, !dbg !3121
  %410 = mul nsw i64 %409, %3, !dbg !3122
  %411 = add nsw i64 %410, %400, !dbg !3123
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2714, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !3124
  call void @llvm.dbg.value(metadata i64 %411, metadata !2717, metadata !DIExpression()), !dbg !3124
  %412 = getelementptr inbounds i64, i64* %33, i64 %411, !dbg !3126
  %413 = load i64, i64* %412, align 8, !dbg !3127, !tbaa !2556
  call void @llvm.dbg.value(metadata %"class.std::vector.1"* undef, metadata !2714, metadata !DIExpression()), !dbg !3128
  call void @llvm.dbg.value(metadata i64 %400, metadata !2717, metadata !DIExpression()), !dbg !3128
  %414 = getelementptr inbounds i64, i64* %162, i64 %400, !dbg !3130
  store i64 %413, i64* %414, align 8, !dbg !3131, !tbaa !2556
  %415 = add nuw nsw i64 %400, 1, !dbg !3132
  call void @llvm.dbg.value(metadata i64 %415, metadata !2395, metadata !DIExpression()), !dbg !2926
  %416 = icmp eq i64 %415, %164, !dbg !2928
  br i1 %416, label %165, label %399, !dbg !2927, !llvm.loop !3133

417:                                              ; preds = %395, %397
  %418 = phi { i8*, i32 } [ %398, %397 ], [ %396, %395 ]
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2730, metadata !DIExpression()) #11, !dbg !3135
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2738, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3137
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2744, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3139
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2750, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3141
  call void @llvm.dbg.value(metadata i64* %33, metadata !2753, metadata !DIExpression()) #11, !dbg !3141
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %33), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3141
  %419 = icmp eq i64* %33, null, !dbg !3143
  br i1 %419, label %422, label %420, !dbg !3144

420:                                              ; preds = %417
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3010, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3145
  call void @llvm.dbg.value(metadata i64* %33, metadata !3013, metadata !DIExpression()) #11, !dbg !3145
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %33), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3145
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3017, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3147
  call void @llvm.dbg.value(metadata i64* %33, metadata !3020, metadata !DIExpression()) #11, !dbg !3147
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %33), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3147
  %421 = bitcast i64* %33 to i8*, !dbg !3149
  tail call void @_ZdlPv(i8* noundef %421) #14, !dbg !3150
  br label %422, !dbg !3151

422:                                              ; preds = %420, %417, %111
  %423 = phi { i8*, i32 } [ %112, %111 ], [ %418, %417 ], [ %418, %420 ]
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2730, metadata !DIExpression()) #11, !dbg !3152
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2738, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3154
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2744, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3156
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2750, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3158
  call void @llvm.dbg.value(metadata i64* %19, metadata !2753, metadata !DIExpression()) #11, !dbg !3158
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %19), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3158
  %424 = icmp eq i64* %19, null, !dbg !3160
  br i1 %424, label %427, label %425, !dbg !3161

425:                                              ; preds = %422
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3010, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3162
  call void @llvm.dbg.value(metadata i64* %19, metadata !3013, metadata !DIExpression()) #11, !dbg !3162
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %19), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3162
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3017, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3164
  call void @llvm.dbg.value(metadata i64* %19, metadata !3020, metadata !DIExpression()) #11, !dbg !3164
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %19), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3164
  %426 = bitcast i64* %19 to i8*, !dbg !3166
  tail call void @_ZdlPv(i8* noundef %426) #14, !dbg !3167
  br label %427, !dbg !3168

427:                                              ; preds = %425, %422
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2730, metadata !DIExpression()) #11, !dbg !2736
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2738, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2741
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2744, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2747
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !2750, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2755
  call void @llvm.dbg.value(metadata i64* %13, metadata !2753, metadata !DIExpression()) #11, !dbg !2755
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %13), metadata !2754, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2755
  %428 = icmp eq i64* %18, null, !dbg !3169
  br i1 %428, label %433, label %429, !dbg !2758

429:                                              ; preds = %109, %427
  %430 = phi { i8*, i32 } [ %110, %109 ], [ %423, %427 ]
  %431 = phi i64* [ %13, %109 ], [ %18, %427 ]
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3010, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3170
  call void @llvm.dbg.value(metadata i64* %13, metadata !3013, metadata !DIExpression()) #11, !dbg !3170
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %13), metadata !3014, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3170
  call void @llvm.dbg.value(metadata %class.Matrix.0* undef, metadata !3017, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !3172
  call void @llvm.dbg.value(metadata i64* %13, metadata !3020, metadata !DIExpression()) #11, !dbg !3172
  call void @llvm.dbg.value(metadata !DIArgList(i64* undef, i64* %13), metadata !3021, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !3172
  %432 = bitcast i64* %431 to i8*, !dbg !3174
  tail call void @_ZdlPv(i8* noundef %432) #14, !dbg !3175
  br label %433, !dbg !3176

433:                                              ; preds = %427, %429
  %434 = phi { i8*, i32 } [ %423, %427 ], [ %430, %429 ]
  resume { i8*, i32 } %434, !dbg !2729
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

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #10

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
attributes #10 = { nofree nosync nounwind readnone willreturn }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

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
!1729 = !DILocalVariable(name: "__first", arg: 1, scope: !1730, file: !1698, line: 967, type: !38)
!1730 = distinct !DISubprogram(name: "__fill_a<float *, float>", linkageName: "_ZSt8__fill_aIPffEvT_S1_RKT0_", scope: !14, file: !1698, line: 967, type: !1731, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1736, retainedNodes: !1733)
!1731 = !DISubroutineType(types: !1732)
!1732 = !{null, !38, !38, !74}
!1733 = !{!1729, !1734, !1735}
!1734 = !DILocalVariable(name: "__last", arg: 2, scope: !1730, file: !1698, line: 967, type: !38)
!1735 = !DILocalVariable(name: "__value", arg: 3, scope: !1730, file: !1698, line: 967, type: !74)
!1736 = !{!1737, !91}
!1737 = !DITemplateTypeParameter(name: "_FIte", type: !38)
!1738 = !DILocation(line: 0, scope: !1730, inlinedAt: !1739)
!1739 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !1727)
!1740 = !DILocalVariable(name: "__first", arg: 1, scope: !1741, file: !1698, line: 917, type: !38)
!1741 = distinct !DISubprogram(name: "__fill_a1<float *, float>", linkageName: "_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !14, file: !1698, line: 917, type: !1742, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1754, retainedNodes: !1750)
!1742 = !DISubroutineType(types: !1743)
!1743 = !{!1744, !38, !38, !74}
!1744 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1746, file: !1745, line: 50, baseType: null)
!1745 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: ".")
!1746 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !28, file: !1745, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1747, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1747 = !{!1748, !1749}
!1748 = !DITemplateValueParameter(type: !134, value: i8 1)
!1749 = !DITemplateTypeParameter(type: null)
!1750 = !{!1740, !1751, !1752, !1753}
!1751 = !DILocalVariable(name: "__last", arg: 2, scope: !1741, file: !1698, line: 917, type: !38)
!1752 = !DILocalVariable(name: "__value", arg: 3, scope: !1741, file: !1698, line: 918, type: !74)
!1753 = !DILocalVariable(name: "__tmp", scope: !1741, file: !1698, line: 920, type: !72)
!1754 = !{!1669, !91}
!1755 = !DILocation(line: 0, scope: !1741, inlinedAt: !1756)
!1756 = distinct !DILocation(line: 968, column: 7, scope: !1730, inlinedAt: !1739)
!1757 = !DILocation(line: 922, column: 11, scope: !1758, inlinedAt: !1756)
!1758 = distinct !DILexicalBlock(scope: !1759, file: !1698, line: 921, column: 7)
!1759 = distinct !DILexicalBlock(scope: !1741, file: !1698, line: 921, column: 7)
!1760 = !{!1761, !1761, i64 0}
!1761 = !{!"float", !1552, i64 0}
!1762 = !DILocation(line: 0, scope: !1582, inlinedAt: !1763)
!1763 = distinct !DILocation(line: 49, column: 26, scope: !1562)
!1764 = !DILocation(line: 0, scope: !1593, inlinedAt: !1765)
!1765 = distinct !DILocation(line: 13, column: 38, scope: !1582, inlinedAt: !1763)
!1766 = !DILocation(line: 0, scope: !1602, inlinedAt: !1767)
!1767 = distinct !DILocation(line: 566, column: 15, scope: !1593, inlinedAt: !1765)
!1768 = !DILocation(line: 0, scope: !1612, inlinedAt: !1769)
!1769 = distinct !DILocation(line: 566, column: 9, scope: !1593, inlinedAt: !1765)
!1770 = !DILocation(line: 0, scope: !1620, inlinedAt: !1771)
!1771 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !1769)
!1772 = !DILocation(line: 0, scope: !1627, inlinedAt: !1773)
!1773 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !1771)
!1774 = !DILocation(line: 0, scope: !1635, inlinedAt: !1775)
!1775 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !1773)
!1776 = !DILocation(line: 0, scope: !1641, inlinedAt: !1777)
!1777 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !1775)
!1778 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !1777)
!1779 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !1777)
!1780 = !DILocation(line: 0, scope: !1652, inlinedAt: !1781)
!1781 = distinct !DILocation(line: 567, column: 9, scope: !1658, inlinedAt: !1765)
!1782 = !DILocation(line: 0, scope: !1660, inlinedAt: !1783)
!1783 = distinct !DILocation(line: 1702, column: 4, scope: !1652, inlinedAt: !1781)
!1784 = !DILocation(line: 0, scope: !1675, inlinedAt: !1785)
!1785 = distinct !DILocation(line: 467, column: 14, scope: !1660, inlinedAt: !1783)
!1786 = !DILocation(line: 0, scope: !1686, inlinedAt: !1787)
!1787 = distinct !DILocation(line: 326, column: 14, scope: !1675, inlinedAt: !1785)
!1788 = !DILocation(line: 0, scope: !1697, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 294, column: 18, scope: !1686, inlinedAt: !1787)
!1790 = !DILocation(line: 0, scope: !1707, inlinedAt: !1791)
!1791 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !1789)
!1792 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !1791)
!1793 = !DILocation(line: 0, scope: !1730, inlinedAt: !1794)
!1794 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !1791)
!1795 = !DILocation(line: 0, scope: !1741, inlinedAt: !1796)
!1796 = distinct !DILocation(line: 968, column: 7, scope: !1730, inlinedAt: !1794)
!1797 = !DILocation(line: 922, column: 11, scope: !1758, inlinedAt: !1796)
!1798 = !DILocation(line: 1701, column: 16, scope: !1652, inlinedAt: !1781)
!1799 = !DILocation(line: 0, scope: !1582, inlinedAt: !1800)
!1800 = distinct !DILocation(line: 49, column: 39, scope: !1562)
!1801 = !DILocation(line: 13, column: 63, scope: !1582, inlinedAt: !1800)
!1802 = !DILocation(line: 0, scope: !1593, inlinedAt: !1803)
!1803 = distinct !DILocation(line: 13, column: 38, scope: !1582, inlinedAt: !1800)
!1804 = !DILocation(line: 0, scope: !1602, inlinedAt: !1805)
!1805 = distinct !DILocation(line: 566, column: 15, scope: !1593, inlinedAt: !1803)
!1806 = !DILocation(line: 1904, column: 10, scope: !1608, inlinedAt: !1805)
!1807 = !DILocation(line: 1904, column: 6, scope: !1602, inlinedAt: !1805)
!1808 = !DILocation(line: 1905, column: 4, scope: !1608, inlinedAt: !1805)
!1809 = !DILocation(line: 0, scope: !1612, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 566, column: 9, scope: !1593, inlinedAt: !1803)
!1811 = !DILocation(line: 0, scope: !1620, inlinedAt: !1812)
!1812 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !1810)
!1813 = !DILocation(line: 0, scope: !1627, inlinedAt: !1814)
!1814 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !1812)
!1815 = !DILocation(line: 378, column: 13, scope: !1627, inlinedAt: !1814)
!1816 = !DILocation(line: 378, column: 9, scope: !1627, inlinedAt: !1814)
!1817 = !DILocation(line: 0, scope: !1635, inlinedAt: !1818)
!1818 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !1814)
!1819 = !DILocation(line: 0, scope: !1641, inlinedAt: !1820)
!1820 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !1818)
!1821 = !DILocation(line: 137, column: 53, scope: !1641, inlinedAt: !1820)
!1822 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !1820)
!1823 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !1820)
!1824 = !DILocation(line: 397, column: 59, scope: !1620, inlinedAt: !1812)
!1825 = !DILocation(line: 0, scope: !1652, inlinedAt: !1826)
!1826 = distinct !DILocation(line: 567, column: 9, scope: !1658, inlinedAt: !1803)
!1827 = !DILocation(line: 0, scope: !1660, inlinedAt: !1828)
!1828 = distinct !DILocation(line: 1702, column: 4, scope: !1652, inlinedAt: !1826)
!1829 = !DILocation(line: 0, scope: !1675, inlinedAt: !1830)
!1830 = distinct !DILocation(line: 467, column: 14, scope: !1660, inlinedAt: !1828)
!1831 = !DILocation(line: 0, scope: !1686, inlinedAt: !1832)
!1832 = distinct !DILocation(line: 326, column: 14, scope: !1675, inlinedAt: !1830)
!1833 = !DILocation(line: 0, scope: !1697, inlinedAt: !1834)
!1834 = distinct !DILocation(line: 294, column: 18, scope: !1686, inlinedAt: !1832)
!1835 = !DILocation(line: 0, scope: !1707, inlinedAt: !1836)
!1836 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !1834)
!1837 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !1836)
!1838 = !DILocation(line: 0, scope: !1730, inlinedAt: !1839)
!1839 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !1836)
!1840 = !DILocation(line: 0, scope: !1741, inlinedAt: !1841)
!1841 = distinct !DILocation(line: 968, column: 7, scope: !1730, inlinedAt: !1839)
!1842 = !DILocation(line: 922, column: 11, scope: !1758, inlinedAt: !1841)
!1843 = !DILocation(line: 1701, column: 16, scope: !1652, inlinedAt: !1826)
!1844 = !DILocation(line: 0, scope: !1571)
!1845 = !DILocation(line: 50, column: 21, scope: !1574)
!1846 = !DILocation(line: 50, column: 3, scope: !1571)
!1847 = !DILocation(line: 0, scope: !1573)
!1848 = !DILocation(line: 51, column: 5, scope: !1573)
!1849 = !DILocalVariable(name: "a", arg: 1, scope: !1850, file: !1, line: 28, type: !1853)
!1850 = distinct !DISubprogram(name: "kernel_multiply<float>", linkageName: "_Z15kernel_multiplyIfEvRK6MatrixIT_ES4_RS2_", scope: !1, file: !1, line: 28, type: !1851, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1074, retainedNodes: !1855)
!1851 = !DISubroutineType(types: !1852)
!1852 = !{null, !1853, !1853, !1854}
!1853 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1063, size: 64)
!1854 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1050, size: 64)
!1855 = !{!1849, !1856, !1857, !1858, !1860, !1863, !1866}
!1856 = !DILocalVariable(name: "b", arg: 2, scope: !1850, file: !1, line: 28, type: !1853)
!1857 = !DILocalVariable(name: "out", arg: 3, scope: !1850, file: !1, line: 28, type: !1854)
!1858 = !DILocalVariable(name: "i", scope: !1859, file: !1, line: 30, type: !3)
!1859 = distinct !DILexicalBlock(scope: !1850, file: !1, line: 30, column: 3)
!1860 = !DILocalVariable(name: "j", scope: !1861, file: !1, line: 31, type: !3)
!1861 = distinct !DILexicalBlock(scope: !1862, file: !1, line: 31, column: 5)
!1862 = distinct !DILexicalBlock(scope: !1859, file: !1, line: 30, column: 3)
!1863 = !DILocalVariable(name: "s", scope: !1864, file: !1, line: 32, type: !7)
!1864 = distinct !DILexicalBlock(scope: !1865, file: !1, line: 31, column: 40)
!1865 = distinct !DILexicalBlock(scope: !1861, file: !1, line: 31, column: 5)
!1866 = !DILocalVariable(name: "k", scope: !1867, file: !1, line: 33, type: !3)
!1867 = distinct !DILexicalBlock(scope: !1864, file: !1, line: 33, column: 7)
!1868 = !DILocation(line: 0, scope: !1850, inlinedAt: !1869)
!1869 = distinct !DILocation(line: 55, column: 3, scope: !1562)
!1870 = !DILocation(line: 0, scope: !1859, inlinedAt: !1869)
!1871 = !DILocation(line: 30, column: 3, scope: !1859, inlinedAt: !1869)
!1872 = !DILocation(line: 30, column: 21, scope: !1862, inlinedAt: !1869)
!1873 = !DILocation(line: 0, scope: !1861, inlinedAt: !1869)
!1874 = !DILocation(line: 31, column: 5, scope: !1861, inlinedAt: !1869)
!1875 = !DILocation(line: 0, scope: !1867, inlinedAt: !1869)
!1876 = !DILocation(line: 0, scope: !1864, inlinedAt: !1869)
!1877 = !DILocation(line: 33, column: 7, scope: !1867, inlinedAt: !1869)
!1878 = !DILocation(line: 30, column: 34, scope: !1862, inlinedAt: !1869)
!1879 = distinct !{!1879, !1871, !1880, !1881}
!1880 = !DILocation(line: 36, column: 5, scope: !1859, inlinedAt: !1869)
!1881 = !{!"llvm.loop.mustprogress"}
!1882 = !DILocalVariable(name: "this", arg: 1, scope: !1883, type: !1887, flags: DIFlagArtificial | DIFlagObjectPointer)
!1883 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIfEclEii", scope: !1050, file: !1, line: 17, type: !1069, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1068, retainedNodes: !1884)
!1884 = !{!1882, !1885, !1886}
!1885 = !DILocalVariable(name: "i", arg: 2, scope: !1883, file: !1, line: 17, type: !3)
!1886 = !DILocalVariable(name: "j", arg: 3, scope: !1883, file: !1, line: 17, type: !3)
!1887 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1063, size: 64)
!1888 = !DILocation(line: 0, scope: !1883, inlinedAt: !1889)
!1889 = distinct !DILocation(line: 34, column: 14, scope: !1890, inlinedAt: !1869)
!1890 = distinct !DILexicalBlock(scope: !1867, file: !1, line: 33, column: 7)
!1891 = !DILocation(line: 17, column: 81, scope: !1883, inlinedAt: !1889)
!1892 = !DILocalVariable(name: "this", arg: 1, scope: !1893, type: !1896, flags: DIFlagArtificial | DIFlagObjectPointer)
!1893 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIfSaIfEEixEm", scope: !13, file: !12, line: 1140, type: !464, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !463, retainedNodes: !1894)
!1894 = !{!1892, !1895}
!1895 = !DILocalVariable(name: "__n", arg: 2, scope: !1893, file: !12, line: 1140, type: !298)
!1896 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!1897 = !DILocation(line: 0, scope: !1893, inlinedAt: !1898)
!1898 = distinct !DILocation(line: 17, column: 52, scope: !1883, inlinedAt: !1889)
!1899 = !DILocation(line: 1143, column: 34, scope: !1893, inlinedAt: !1898)
!1900 = !DILocation(line: 34, column: 14, scope: !1890, inlinedAt: !1869)
!1901 = !DILocation(line: 0, scope: !1883, inlinedAt: !1902)
!1902 = distinct !DILocation(line: 34, column: 24, scope: !1890, inlinedAt: !1869)
!1903 = !DILocation(line: 17, column: 77, scope: !1883, inlinedAt: !1902)
!1904 = !DILocation(line: 17, column: 81, scope: !1883, inlinedAt: !1902)
!1905 = !DILocation(line: 0, scope: !1893, inlinedAt: !1906)
!1906 = distinct !DILocation(line: 17, column: 52, scope: !1883, inlinedAt: !1902)
!1907 = !DILocation(line: 1143, column: 34, scope: !1893, inlinedAt: !1906)
!1908 = !DILocation(line: 34, column: 24, scope: !1890, inlinedAt: !1869)
!1909 = !DILocation(line: 34, column: 11, scope: !1890, inlinedAt: !1869)
!1910 = !DILocation(line: 16, column: 69, scope: !1911, inlinedAt: !1916)
!1911 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIfEclEii", scope: !1050, file: !1, line: 16, type: !1066, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1065, retainedNodes: !1912)
!1912 = !{!1913, !1914, !1915}
!1913 = !DILocalVariable(name: "this", arg: 1, scope: !1911, type: !1586, flags: DIFlagArtificial | DIFlagObjectPointer)
!1914 = !DILocalVariable(name: "i", arg: 2, scope: !1911, file: !1, line: 16, type: !3)
!1915 = !DILocalVariable(name: "j", arg: 3, scope: !1911, file: !1, line: 16, type: !3)
!1916 = distinct !DILocation(line: 35, column: 7, scope: !1864, inlinedAt: !1869)
!1917 = !DILocation(line: 0, scope: !1911, inlinedAt: !1916)
!1918 = !DILocalVariable(name: "this", arg: 1, scope: !1919, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!1919 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIfSaIfEEixEm", scope: !13, file: !12, line: 1121, type: !456, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !455, retainedNodes: !1920)
!1920 = !{!1918, !1921}
!1921 = !DILocalVariable(name: "__n", arg: 2, scope: !1919, file: !12, line: 1121, type: !298)
!1922 = !DILocation(line: 0, scope: !1919, inlinedAt: !1923)
!1923 = distinct !DILocation(line: 16, column: 40, scope: !1911, inlinedAt: !1916)
!1924 = !DILocation(line: 1124, column: 34, scope: !1919, inlinedAt: !1923)
!1925 = !DILocation(line: 35, column: 17, scope: !1864, inlinedAt: !1869)
!1926 = !DILocation(line: 31, column: 36, scope: !1865, inlinedAt: !1869)
!1927 = !DILocation(line: 31, column: 23, scope: !1865, inlinedAt: !1869)
!1928 = distinct !{!1928, !1874, !1929, !1881}
!1929 = !DILocation(line: 36, column: 5, scope: !1861, inlinedAt: !1869)
!1930 = !DILocation(line: 33, column: 38, scope: !1890, inlinedAt: !1869)
!1931 = distinct !{!1931, !1877, !1932, !1881}
!1932 = !DILocation(line: 34, column: 30, scope: !1867, inlinedAt: !1869)
!1933 = !DILocation(line: 62, column: 1, scope: !1562)
!1934 = !DILocalVariable(name: "this", arg: 1, scope: !1935, type: !1586, flags: DIFlagArtificial | DIFlagObjectPointer)
!1935 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixIfED2Ev", scope: !1050, file: !1, line: 8, type: !1936, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1938, retainedNodes: !1939)
!1936 = !DISubroutineType(types: !1937)
!1937 = !{null, !1058}
!1938 = !DISubprogram(name: "~Matrix", scope: !1050, type: !1936, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1939 = !{!1934}
!1940 = !DILocation(line: 0, scope: !1935, inlinedAt: !1941)
!1941 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!1942 = !DILocalVariable(name: "this", arg: 1, scope: !1943, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!1943 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIfSaIfEED2Ev", scope: !13, file: !12, line: 728, type: !286, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !338, retainedNodes: !1944)
!1944 = !{!1942}
!1945 = !DILocation(line: 0, scope: !1943, inlinedAt: !1946)
!1946 = distinct !DILocation(line: 8, column: 29, scope: !1947, inlinedAt: !1941)
!1947 = distinct !DILexicalBlock(scope: !1935, file: !1, line: 8, column: 29)
!1948 = !DILocalVariable(name: "this", arg: 1, scope: !1949, type: !1616, flags: DIFlagArtificial | DIFlagObjectPointer)
!1949 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIfSaIfEED2Ev", scope: !17, file: !12, line: 364, type: !203, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !229, retainedNodes: !1950)
!1950 = !{!1948}
!1951 = !DILocation(line: 0, scope: !1949, inlinedAt: !1952)
!1952 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !1946)
!1953 = distinct !DILexicalBlock(scope: !1943, file: !12, line: 729, column: 7)
!1954 = !DILocalVariable(name: "this", arg: 1, scope: !1955, type: !1616, flags: DIFlagArtificial | DIFlagObjectPointer)
!1955 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm", scope: !17, file: !12, line: 383, type: !234, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !233, retainedNodes: !1956)
!1956 = !{!1954, !1957, !1958}
!1957 = !DILocalVariable(name: "__p", arg: 2, scope: !1955, file: !12, line: 383, type: !147)
!1958 = !DILocalVariable(name: "__n", arg: 3, scope: !1955, file: !12, line: 383, type: !79)
!1959 = !DILocation(line: 0, scope: !1955, inlinedAt: !1960)
!1960 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !1952)
!1961 = distinct !DILexicalBlock(scope: !1949, file: !12, line: 365, column: 7)
!1962 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !1960)
!1963 = !DILocation(line: 50, column: 27, scope: !1574)
!1964 = distinct !{!1964, !1846, !1965, !1881}
!1965 = !DILocation(line: 54, column: 5, scope: !1571)
!1966 = !DILocation(line: 52, column: 35, scope: !1967)
!1967 = distinct !DILexicalBlock(scope: !1968, file: !1, line: 51, column: 37)
!1968 = distinct !DILexicalBlock(scope: !1573, file: !1, line: 51, column: 5)
!1969 = !DILocation(line: 52, column: 40, scope: !1967)
!1970 = !DILocation(line: 52, column: 32, scope: !1967)
!1971 = !DILocation(line: 0, scope: !1911, inlinedAt: !1972)
!1972 = distinct !DILocation(line: 52, column: 7, scope: !1967)
!1973 = !DILocation(line: 16, column: 69, scope: !1911, inlinedAt: !1972)
!1974 = !DILocation(line: 0, scope: !1919, inlinedAt: !1975)
!1975 = distinct !DILocation(line: 16, column: 40, scope: !1911, inlinedAt: !1972)
!1976 = !DILocation(line: 1124, column: 34, scope: !1919, inlinedAt: !1975)
!1977 = !DILocation(line: 52, column: 15, scope: !1967)
!1978 = !DILocation(line: 53, column: 35, scope: !1967)
!1979 = !DILocation(line: 53, column: 40, scope: !1967)
!1980 = !DILocation(line: 53, column: 32, scope: !1967)
!1981 = !DILocation(line: 0, scope: !1911, inlinedAt: !1982)
!1982 = distinct !DILocation(line: 53, column: 7, scope: !1967)
!1983 = !DILocation(line: 16, column: 65, scope: !1911, inlinedAt: !1982)
!1984 = !DILocation(line: 16, column: 69, scope: !1911, inlinedAt: !1982)
!1985 = !DILocation(line: 0, scope: !1919, inlinedAt: !1986)
!1986 = distinct !DILocation(line: 16, column: 40, scope: !1911, inlinedAt: !1982)
!1987 = !DILocation(line: 1124, column: 34, scope: !1919, inlinedAt: !1986)
!1988 = !DILocation(line: 53, column: 15, scope: !1967)
!1989 = !DILocation(line: 51, column: 33, scope: !1968)
!1990 = !DILocation(line: 51, column: 23, scope: !1968)
!1991 = distinct !{!1991, !1848, !1992, !1881}
!1992 = !DILocation(line: 54, column: 5, scope: !1573)
!1993 = !DILocalVariable(name: "this", arg: 1, scope: !1994, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!1994 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIfSaIfEEC2EmRKS0_", scope: !13, file: !12, line: 551, type: !296, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !295, retainedNodes: !1995)
!1995 = !{!1993, !1996, !1997}
!1996 = !DILocalVariable(name: "__n", arg: 2, scope: !1994, file: !12, line: 551, type: !298)
!1997 = !DILocalVariable(name: "__a", arg: 3, scope: !1994, file: !12, line: 551, type: !292)
!1998 = !DILocation(line: 0, scope: !1994, inlinedAt: !1999)
!1999 = distinct !DILocation(line: 56, column: 18, scope: !1562)
!2000 = !DILocation(line: 0, scope: !1602, inlinedAt: !2001)
!2001 = distinct !DILocation(line: 552, column: 15, scope: !1994, inlinedAt: !1999)
!2002 = !DILocation(line: 1904, column: 10, scope: !1608, inlinedAt: !2001)
!2003 = !DILocation(line: 1904, column: 6, scope: !1602, inlinedAt: !2001)
!2004 = !DILocation(line: 1905, column: 4, scope: !1608, inlinedAt: !2001)
!2005 = !DILocation(line: 0, scope: !1612, inlinedAt: !2006)
!2006 = distinct !DILocation(line: 552, column: 9, scope: !1994, inlinedAt: !1999)
!2007 = !DILocation(line: 0, scope: !1620, inlinedAt: !2008)
!2008 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !2006)
!2009 = !DILocation(line: 0, scope: !1627, inlinedAt: !2010)
!2010 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !2008)
!2011 = !DILocation(line: 378, column: 13, scope: !1627, inlinedAt: !2010)
!2012 = !DILocation(line: 378, column: 9, scope: !1627, inlinedAt: !2010)
!2013 = !DILocation(line: 0, scope: !1635, inlinedAt: !2014)
!2014 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !2010)
!2015 = !DILocation(line: 0, scope: !1641, inlinedAt: !2016)
!2016 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !2014)
!2017 = !DILocation(line: 137, column: 53, scope: !1641, inlinedAt: !2016)
!2018 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !2016)
!2019 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !2016)
!2020 = !DILocalVariable(name: "this", arg: 1, scope: !2021, type: !1598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2021 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIfSaIfEE21_M_default_initializeEm", scope: !13, file: !12, line: 1710, type: !446, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !520, retainedNodes: !2022)
!2022 = !{!2020, !2023}
!2023 = !DILocalVariable(name: "__n", arg: 2, scope: !2021, file: !12, line: 1710, type: !298)
!2024 = !DILocation(line: 0, scope: !2021, inlinedAt: !2025)
!2025 = distinct !DILocation(line: 553, column: 9, scope: !2026, inlinedAt: !1999)
!2026 = distinct !DILexicalBlock(scope: !1994, file: !12, line: 553, column: 7)
!2027 = !DILocalVariable(name: "__first", arg: 1, scope: !2028, file: !1661, line: 764, type: !38)
!2028 = distinct !DISubprogram(name: "__uninitialized_default_n_a<float *, unsigned long, float>", linkageName: "_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E", scope: !14, file: !1661, line: 764, type: !2029, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1682, retainedNodes: !2031)
!2029 = !DISubroutineType(types: !2030)
!2030 = !{!38, !38, !10, !104}
!2031 = !{!2027, !2032, !2033}
!2032 = !DILocalVariable(name: "__n", arg: 2, scope: !2028, file: !1661, line: 764, type: !10)
!2033 = !DILocalVariable(arg: 3, scope: !2028, file: !1661, line: 765, type: !104)
!2034 = !DILocation(line: 0, scope: !2028, inlinedAt: !2035)
!2035 = distinct !DILocation(line: 1713, column: 4, scope: !2021, inlinedAt: !2025)
!2036 = !DILocalVariable(name: "__first", arg: 1, scope: !2037, file: !1661, line: 691, type: !38)
!2037 = distinct !DISubprogram(name: "__uninitialized_default_n<float *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPfmET_S1_T0_", scope: !14, file: !1661, line: 691, type: !2038, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2043, retainedNodes: !2040)
!2038 = !DISubroutineType(types: !2039)
!2039 = !{!38, !38, !10}
!2040 = !{!2036, !2041, !2042}
!2041 = !DILocalVariable(name: "__n", arg: 2, scope: !2037, file: !1661, line: 691, type: !10)
!2042 = !DILocalVariable(name: "__can_fill", scope: !2037, file: !1661, line: 696, type: !246)
!2043 = !{!1669, !1670}
!2044 = !DILocation(line: 0, scope: !2037, inlinedAt: !2045)
!2045 = distinct !DILocation(line: 766, column: 14, scope: !2028, inlinedAt: !2035)
!2046 = !DILocalVariable(name: "__first", arg: 1, scope: !2047, file: !1661, line: 655, type: !38)
!2047 = distinct !DISubprogram(name: "__uninit_default_n<float *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_", scope: !2048, file: !1661, line: 655, type: !2038, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2043, declaration: !2049, retainedNodes: !2050)
!2048 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !14, file: !1661, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1688, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!2049 = !DISubprogram(name: "__uninit_default_n<float *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_", scope: !2048, file: !1661, line: 655, type: !2038, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2043)
!2050 = !{!2046, !2051, !2052}
!2051 = !DILocalVariable(name: "__n", arg: 2, scope: !2047, file: !1661, line: 655, type: !10)
!2052 = !DILocalVariable(name: "__val", scope: !2053, file: !1661, line: 659, type: !2055)
!2053 = distinct !DILexicalBlock(scope: !2054, file: !1661, line: 658, column: 6)
!2054 = distinct !DILexicalBlock(scope: !2047, file: !1661, line: 657, column: 8)
!2055 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2056, size: 64)
!2056 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !2057, file: !382, line: 213, baseType: !7)
!2057 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<float *>", scope: !14, file: !382, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !2058, identifier: "_ZTSSt15iterator_traitsIPfE")
!2058 = !{!2059}
!2059 = !DITemplateTypeParameter(name: "_Iterator", type: !38)
!2060 = !DILocation(line: 0, scope: !2047, inlinedAt: !2061)
!2061 = distinct !DILocation(line: 699, column: 14, scope: !2037, inlinedAt: !2045)
!2062 = !DILocation(line: 0, scope: !2053, inlinedAt: !2061)
!2063 = !DILocalVariable(name: "__p", arg: 1, scope: !2064, file: !2065, line: 109, type: !38)
!2064 = distinct !DISubprogram(name: "_Construct<float>", linkageName: "_ZSt10_ConstructIfJEEvPT_DpOT0_", scope: !14, file: !2065, line: 109, type: !2066, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2069, retainedNodes: !2068)
!2065 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2066 = !DISubroutineType(types: !2067)
!2067 = !{null, !38}
!2068 = !{!2063}
!2069 = !{!91, !2070}
!2070 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !141)
!2071 = !DILocation(line: 0, scope: !2064, inlinedAt: !2072)
!2072 = distinct !DILocation(line: 661, column: 8, scope: !2053, inlinedAt: !2061)
!2073 = !DILocation(line: 119, column: 7, scope: !2064, inlinedAt: !2072)
!2074 = !DILocation(line: 662, column: 8, scope: !2053, inlinedAt: !2061)
!2075 = !DILocation(line: 0, scope: !1697, inlinedAt: !2076)
!2076 = distinct !DILocation(line: 663, column: 18, scope: !2053, inlinedAt: !2061)
!2077 = !DILocation(line: 0, scope: !1707, inlinedAt: !2078)
!2078 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !2076)
!2079 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !2078)
!2080 = !DILocation(line: 1114, column: 15, scope: !2081, inlinedAt: !2078)
!2081 = distinct !DILexicalBlock(scope: !1707, file: !1698, line: 1114, column: 11)
!2082 = !DILocation(line: 1114, column: 11, scope: !1707, inlinedAt: !2078)
!2083 = !DILocation(line: 397, column: 59, scope: !1620, inlinedAt: !2008)
!2084 = !DILocation(line: 0, scope: !1730, inlinedAt: !2085)
!2085 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !2078)
!2086 = !DILocation(line: 0, scope: !1741, inlinedAt: !2087)
!2087 = distinct !DILocation(line: 968, column: 7, scope: !1730, inlinedAt: !2085)
!2088 = !DILocation(line: 921, column: 7, scope: !1759, inlinedAt: !2087)
!2089 = !DILocation(line: 922, column: 11, scope: !1758, inlinedAt: !2087)
!2090 = !DILocation(line: 665, column: 4, scope: !2047, inlinedAt: !2061)
!2091 = !DILocation(line: 0, scope: !1994, inlinedAt: !2092)
!2092 = distinct !DILocation(line: 56, column: 24, scope: !1562)
!2093 = !DILocation(line: 0, scope: !1602, inlinedAt: !2094)
!2094 = distinct !DILocation(line: 552, column: 15, scope: !1994, inlinedAt: !2092)
!2095 = !DILocation(line: 0, scope: !1612, inlinedAt: !2096)
!2096 = distinct !DILocation(line: 552, column: 9, scope: !1994, inlinedAt: !2092)
!2097 = !DILocation(line: 0, scope: !1620, inlinedAt: !2098)
!2098 = distinct !DILocation(line: 332, column: 9, scope: !1625, inlinedAt: !2096)
!2099 = !DILocation(line: 0, scope: !1627, inlinedAt: !2100)
!2100 = distinct !DILocation(line: 395, column: 33, scope: !1620, inlinedAt: !2098)
!2101 = !DILocation(line: 0, scope: !1635, inlinedAt: !2102)
!2102 = distinct !DILocation(line: 378, column: 20, scope: !1627, inlinedAt: !2100)
!2103 = !DILocation(line: 0, scope: !1641, inlinedAt: !2104)
!2104 = distinct !DILocation(line: 464, column: 20, scope: !1635, inlinedAt: !2102)
!2105 = !DILocation(line: 137, column: 27, scope: !1641, inlinedAt: !2104)
!2106 = !DILocation(line: 137, column: 9, scope: !1641, inlinedAt: !2104)
!2107 = !DILocation(line: 0, scope: !2021, inlinedAt: !2108)
!2108 = distinct !DILocation(line: 553, column: 9, scope: !2026, inlinedAt: !2092)
!2109 = !DILocation(line: 0, scope: !2028, inlinedAt: !2110)
!2110 = distinct !DILocation(line: 1713, column: 4, scope: !2021, inlinedAt: !2108)
!2111 = !DILocation(line: 0, scope: !2037, inlinedAt: !2112)
!2112 = distinct !DILocation(line: 766, column: 14, scope: !2028, inlinedAt: !2110)
!2113 = !DILocation(line: 0, scope: !2047, inlinedAt: !2114)
!2114 = distinct !DILocation(line: 699, column: 14, scope: !2037, inlinedAt: !2112)
!2115 = !DILocation(line: 0, scope: !2053, inlinedAt: !2114)
!2116 = !DILocation(line: 0, scope: !2064, inlinedAt: !2117)
!2117 = distinct !DILocation(line: 661, column: 8, scope: !2053, inlinedAt: !2114)
!2118 = !DILocation(line: 119, column: 7, scope: !2064, inlinedAt: !2117)
!2119 = !DILocation(line: 0, scope: !1697, inlinedAt: !2120)
!2120 = distinct !DILocation(line: 663, column: 18, scope: !2053, inlinedAt: !2114)
!2121 = !DILocation(line: 0, scope: !1707, inlinedAt: !2122)
!2122 = distinct !DILocation(line: 1148, column: 14, scope: !1697, inlinedAt: !2120)
!2123 = !DILocation(line: 1109, column: 40, scope: !1707, inlinedAt: !2122)
!2124 = !DILocation(line: 1114, column: 11, scope: !1707, inlinedAt: !2122)
!2125 = !DILocation(line: 662, column: 8, scope: !2053, inlinedAt: !2114)
!2126 = !DILocation(line: 0, scope: !1730, inlinedAt: !2127)
!2127 = distinct !DILocation(line: 1119, column: 7, scope: !1707, inlinedAt: !2122)
!2128 = !DILocation(line: 0, scope: !1741, inlinedAt: !2129)
!2129 = distinct !DILocation(line: 968, column: 7, scope: !1730, inlinedAt: !2127)
!2130 = !DILocation(line: 921, column: 7, scope: !1759, inlinedAt: !2129)
!2131 = !DILocation(line: 922, column: 11, scope: !1758, inlinedAt: !2129)
!2132 = !DILocation(line: 665, column: 4, scope: !2047, inlinedAt: !2114)
!2133 = !DILocation(line: 0, scope: !1578)
!2134 = !DILocation(line: 57, column: 3, scope: !1578)
!2135 = !DILocation(line: 57, column: 21, scope: !2136)
!2136 = distinct !DILexicalBlock(scope: !1578, file: !1, line: 57, column: 3)
!2137 = !DILocalVariable(name: "this", arg: 1, scope: !2138, type: !1887, flags: DIFlagArtificial | DIFlagObjectPointer)
!2138 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIfE3sumEv", scope: !1050, file: !1, line: 18, type: !1072, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1071, retainedNodes: !2139)
!2139 = !{!2137, !2140, !2141, !2143, !2144, !2145}
!2140 = !DILocalVariable(name: "s", scope: !2138, file: !1, line: 20, type: !7)
!2141 = !DILocalVariable(name: "__range2", scope: !2142, type: !308, flags: DIFlagArtificial)
!2142 = distinct !DILexicalBlock(scope: !2138, file: !1, line: 21, column: 5)
!2143 = !DILocalVariable(name: "__begin0", scope: !2142, type: !364, flags: DIFlagArtificial)
!2144 = !DILocalVariable(name: "__end0", scope: !2142, type: !364, flags: DIFlagArtificial)
!2145 = !DILocalVariable(name: "x", scope: !2146, file: !1, line: 21, type: !74)
!2146 = distinct !DILexicalBlock(scope: !2142, file: !1, line: 21, column: 5)
!2147 = !DILocation(line: 0, scope: !2138, inlinedAt: !2148)
!2148 = distinct !DILocation(line: 61, column: 12, scope: !1562)
!2149 = !DILocation(line: 0, scope: !2142, inlinedAt: !2148)
!2150 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2151, file: !360, line: 1237, type: !2154)
!2151 = distinct !DISubprogram(name: "operator!=<const float *, std::vector<float, std::allocator<float> > >", linkageName: "_ZN9__gnu_cxxneIPKfSt6vectorIfSaIfEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !28, file: !360, line: 1237, type: !2152, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !420, retainedNodes: !2155)
!2152 = !DISubroutineType(types: !2153)
!2153 = !{!134, !2154, !2154}
!2154 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !387, size: 64)
!2155 = !{!2150, !2156}
!2156 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2151, file: !360, line: 1238, type: !2154)
!2157 = !DILocation(line: 0, scope: !2151, inlinedAt: !2158)
!2158 = distinct !DILocation(line: 21, column: 21, scope: !2142, inlinedAt: !2148)
!2159 = !DILocation(line: 1240, column: 27, scope: !2151, inlinedAt: !2158)
!2160 = !DILocation(line: 21, column: 21, scope: !2142, inlinedAt: !2148)
!2161 = !DILocation(line: 0, scope: !2146, inlinedAt: !2148)
!2162 = !DILocation(line: 22, column: 12, scope: !2146, inlinedAt: !2148)
!2163 = !DILocation(line: 22, column: 9, scope: !2146, inlinedAt: !2148)
!2164 = !DILocalVariable(name: "this", arg: 1, scope: !2165, type: !2167, flags: DIFlagArtificial | DIFlagObjectPointer)
!2165 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv", scope: !365, file: !360, line: 1105, type: !394, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !393, retainedNodes: !2166)
!2166 = !{!2164}
!2167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!2168 = !DILocation(line: 0, scope: !2165, inlinedAt: !2169)
!2169 = distinct !DILocation(line: 21, column: 21, scope: !2142, inlinedAt: !2148)
!2170 = !DILocation(line: 1107, column: 2, scope: !2165, inlinedAt: !2169)
!2171 = distinct !{!2171, !2172, !2173}
!2172 = !DILocation(line: 21, column: 5, scope: !2142, inlinedAt: !2148)
!2173 = !DILocation(line: 22, column: 12, scope: !2142, inlinedAt: !2148)
!2174 = !DILocalVariable(name: "x", arg: 1, scope: !2175, file: !1, line: 39, type: !308)
!2175 = distinct !DISubprogram(name: "dot<float>", linkageName: "_Z3dotIfET_RKSt6vectorIS0_SaIS0_EES5_", scope: !1, file: !1, line: 39, type: !2176, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1074, retainedNodes: !2178)
!2176 = !DISubroutineType(types: !2177)
!2177 = !{!7, !308, !308}
!2178 = !{!2174, !2179, !2180, !2181}
!2179 = !DILocalVariable(name: "y", arg: 2, scope: !2175, file: !1, line: 39, type: !308)
!2180 = !DILocalVariable(name: "s", scope: !2175, file: !1, line: 41, type: !7)
!2181 = !DILocalVariable(name: "i", scope: !2182, file: !1, line: 42, type: !8)
!2182 = distinct !DILexicalBlock(scope: !2175, file: !1, line: 42, column: 3)
!2183 = !DILocation(line: 0, scope: !2175, inlinedAt: !2184)
!2184 = distinct !DILocation(line: 61, column: 20, scope: !1562)
!2185 = !DILocation(line: 0, scope: !2182, inlinedAt: !2184)
!2186 = !DILocation(line: 42, column: 24, scope: !2187, inlinedAt: !2184)
!2187 = distinct !DILexicalBlock(scope: !2182, file: !1, line: 42, column: 3)
!2188 = !DILocation(line: 42, column: 3, scope: !2182, inlinedAt: !2184)
!2189 = !DILocation(line: 0, scope: !1893, inlinedAt: !2190)
!2190 = distinct !DILocation(line: 43, column: 10, scope: !2187, inlinedAt: !2184)
!2191 = !DILocation(line: 1143, column: 34, scope: !1893, inlinedAt: !2190)
!2192 = !DILocation(line: 43, column: 10, scope: !2187, inlinedAt: !2184)
!2193 = !DILocation(line: 0, scope: !1893, inlinedAt: !2194)
!2194 = distinct !DILocation(line: 43, column: 17, scope: !2187, inlinedAt: !2184)
!2195 = !DILocation(line: 1143, column: 34, scope: !1893, inlinedAt: !2194)
!2196 = !DILocation(line: 43, column: 17, scope: !2187, inlinedAt: !2184)
!2197 = !DILocation(line: 43, column: 7, scope: !2187, inlinedAt: !2184)
!2198 = !DILocation(line: 42, column: 37, scope: !2187, inlinedAt: !2184)
!2199 = distinct !{!2199, !2188, !2200, !1881}
!2200 = !DILocation(line: 43, column: 20, scope: !2182, inlinedAt: !2184)
!2201 = distinct !{!2201, !2202}
!2202 = !{!"llvm.loop.unroll.disable"}
!2203 = !DILocation(line: 61, column: 18, scope: !1562)
!2204 = !DILocation(line: 0, scope: !1943, inlinedAt: !2205)
!2205 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2206 = !DILocation(line: 0, scope: !1949, inlinedAt: !2207)
!2207 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2205)
!2208 = !DILocation(line: 0, scope: !1955, inlinedAt: !2209)
!2209 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2207)
!2210 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !2209)
!2211 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !2209)
!2212 = distinct !DILexicalBlock(scope: !1955, file: !12, line: 386, column: 6)
!2213 = !DILocalVariable(name: "__a", arg: 1, scope: !2214, file: !32, line: 495, type: !39)
!2214 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm", scope: !31, file: !32, line: 495, type: !112, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !111, retainedNodes: !2215)
!2215 = !{!2213, !2216, !2217}
!2216 = !DILocalVariable(name: "__p", arg: 2, scope: !2214, file: !32, line: 495, type: !37)
!2217 = !DILocalVariable(name: "__n", arg: 3, scope: !2214, file: !32, line: 495, type: !106)
!2218 = !DILocation(line: 0, scope: !2214, inlinedAt: !2219)
!2219 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2209)
!2220 = !DILocalVariable(name: "this", arg: 1, scope: !2221, type: !1645, flags: DIFlagArtificial | DIFlagObjectPointer)
!2221 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIfE10deallocateEPfm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !83, retainedNodes: !2222)
!2222 = !{!2220, !2223, !2224}
!2223 = !DILocalVariable(name: "__p", arg: 2, scope: !2221, file: !48, line: 142, type: !38)
!2224 = !DILocalVariable(name: "__n", arg: 3, scope: !2221, file: !48, line: 142, type: !78)
!2225 = !DILocation(line: 0, scope: !2221, inlinedAt: !2226)
!2226 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2219)
!2227 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2226)
!2228 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2226)
!2229 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2209)
!2230 = !DILocation(line: 0, scope: !1943, inlinedAt: !2231)
!2231 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2232 = !DILocation(line: 0, scope: !1949, inlinedAt: !2233)
!2233 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2231)
!2234 = !DILocation(line: 0, scope: !1955, inlinedAt: !2235)
!2235 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2233)
!2236 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !2235)
!2237 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !2235)
!2238 = !DILocation(line: 0, scope: !2214, inlinedAt: !2239)
!2239 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2235)
!2240 = !DILocation(line: 0, scope: !2221, inlinedAt: !2241)
!2241 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2239)
!2242 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2241)
!2243 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2241)
!2244 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2235)
!2245 = !DILocation(line: 0, scope: !1935, inlinedAt: !2246)
!2246 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2247 = !DILocation(line: 0, scope: !1943, inlinedAt: !2248)
!2248 = distinct !DILocation(line: 8, column: 29, scope: !1947, inlinedAt: !2246)
!2249 = !DILocation(line: 0, scope: !1949, inlinedAt: !2250)
!2250 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2248)
!2251 = !DILocation(line: 0, scope: !1955, inlinedAt: !2252)
!2252 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2250)
!2253 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !2252)
!2254 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !2252)
!2255 = !DILocation(line: 0, scope: !2214, inlinedAt: !2256)
!2256 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2252)
!2257 = !DILocation(line: 0, scope: !2221, inlinedAt: !2258)
!2258 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2256)
!2259 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2258)
!2260 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2258)
!2261 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2252)
!2262 = !DILocation(line: 0, scope: !1935, inlinedAt: !2263)
!2263 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2264 = !DILocation(line: 0, scope: !1943, inlinedAt: !2265)
!2265 = distinct !DILocation(line: 8, column: 29, scope: !1947, inlinedAt: !2263)
!2266 = !DILocation(line: 0, scope: !1949, inlinedAt: !2267)
!2267 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2265)
!2268 = !DILocation(line: 0, scope: !1955, inlinedAt: !2269)
!2269 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2267)
!2270 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !2269)
!2271 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !2269)
!2272 = !DILocation(line: 0, scope: !2214, inlinedAt: !2273)
!2273 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2269)
!2274 = !DILocation(line: 0, scope: !2221, inlinedAt: !2275)
!2275 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2273)
!2276 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2275)
!2277 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2275)
!2278 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2269)
!2279 = !DILocation(line: 0, scope: !1935, inlinedAt: !2280)
!2280 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2281 = !DILocation(line: 0, scope: !1943, inlinedAt: !2282)
!2282 = distinct !DILocation(line: 8, column: 29, scope: !1947, inlinedAt: !2280)
!2283 = !DILocation(line: 0, scope: !1949, inlinedAt: !2284)
!2284 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2282)
!2285 = !DILocation(line: 0, scope: !1955, inlinedAt: !2286)
!2286 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2284)
!2287 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !2286)
!2288 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !2286)
!2289 = !DILocation(line: 0, scope: !2214, inlinedAt: !2290)
!2290 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2286)
!2291 = !DILocation(line: 0, scope: !2221, inlinedAt: !2292)
!2292 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2290)
!2293 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2292)
!2294 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2292)
!2295 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2286)
!2296 = !DILocation(line: 56, column: 18, scope: !1562)
!2297 = !DILocation(line: 0, scope: !1943, inlinedAt: !2298)
!2298 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2299 = !DILocation(line: 0, scope: !1949, inlinedAt: !2300)
!2300 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2298)
!2301 = !DILocation(line: 0, scope: !1955, inlinedAt: !2302)
!2302 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2300)
!2303 = !DILocation(line: 0, scope: !2214, inlinedAt: !2304)
!2304 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2302)
!2305 = !DILocation(line: 0, scope: !2221, inlinedAt: !2306)
!2306 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2304)
!2307 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2306)
!2308 = !DILocation(line: 0, scope: !1911, inlinedAt: !2309)
!2309 = distinct !DILocation(line: 58, column: 12, scope: !2310)
!2310 = distinct !DILexicalBlock(scope: !2136, file: !1, line: 57, column: 31)
!2311 = !DILocation(line: 16, column: 65, scope: !1911, inlinedAt: !2309)
!2312 = !DILocation(line: 16, column: 69, scope: !1911, inlinedAt: !2309)
!2313 = !DILocation(line: 0, scope: !1919, inlinedAt: !2314)
!2314 = distinct !DILocation(line: 16, column: 40, scope: !1911, inlinedAt: !2309)
!2315 = !DILocation(line: 1124, column: 34, scope: !1919, inlinedAt: !2314)
!2316 = !DILocation(line: 58, column: 12, scope: !2310)
!2317 = !DILocation(line: 0, scope: !1919, inlinedAt: !2318)
!2318 = distinct !DILocation(line: 58, column: 5, scope: !2310)
!2319 = !DILocation(line: 1124, column: 34, scope: !1919, inlinedAt: !2318)
!2320 = !DILocation(line: 58, column: 10, scope: !2310)
!2321 = !DILocation(line: 59, column: 20, scope: !2310)
!2322 = !DILocation(line: 0, scope: !1911, inlinedAt: !2323)
!2323 = distinct !DILocation(line: 59, column: 12, scope: !2310)
!2324 = !DILocation(line: 16, column: 62, scope: !1911, inlinedAt: !2323)
!2325 = !DILocation(line: 16, column: 65, scope: !1911, inlinedAt: !2323)
!2326 = !DILocation(line: 16, column: 69, scope: !1911, inlinedAt: !2323)
!2327 = !DILocation(line: 0, scope: !1919, inlinedAt: !2328)
!2328 = distinct !DILocation(line: 16, column: 40, scope: !1911, inlinedAt: !2323)
!2329 = !DILocation(line: 1124, column: 34, scope: !1919, inlinedAt: !2328)
!2330 = !DILocation(line: 59, column: 12, scope: !2310)
!2331 = !DILocation(line: 0, scope: !1919, inlinedAt: !2332)
!2332 = distinct !DILocation(line: 59, column: 5, scope: !2310)
!2333 = !DILocation(line: 1124, column: 34, scope: !1919, inlinedAt: !2332)
!2334 = !DILocation(line: 59, column: 10, scope: !2310)
!2335 = !DILocation(line: 57, column: 27, scope: !2136)
!2336 = distinct !{!2336, !2134, !2337, !1881}
!2337 = !DILocation(line: 60, column: 3, scope: !1578)
!2338 = !DILocation(line: 0, scope: !1935, inlinedAt: !2339)
!2339 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2340 = !DILocation(line: 0, scope: !1943, inlinedAt: !2341)
!2341 = distinct !DILocation(line: 8, column: 29, scope: !1947, inlinedAt: !2339)
!2342 = !DILocation(line: 0, scope: !1949, inlinedAt: !2343)
!2343 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2341)
!2344 = !DILocation(line: 0, scope: !1955, inlinedAt: !2345)
!2345 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2343)
!2346 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !2345)
!2347 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !2345)
!2348 = !DILocation(line: 0, scope: !2214, inlinedAt: !2349)
!2349 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2345)
!2350 = !DILocation(line: 0, scope: !2221, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2349)
!2352 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2351)
!2353 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2351)
!2354 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2345)
!2355 = !DILocation(line: 0, scope: !1935, inlinedAt: !2356)
!2356 = distinct !DILocation(line: 62, column: 1, scope: !1562)
!2357 = !DILocation(line: 0, scope: !1943, inlinedAt: !2358)
!2358 = distinct !DILocation(line: 8, column: 29, scope: !1947, inlinedAt: !2356)
!2359 = !DILocation(line: 0, scope: !1949, inlinedAt: !2360)
!2360 = distinct !DILocation(line: 733, column: 7, scope: !1953, inlinedAt: !2358)
!2361 = !DILocation(line: 0, scope: !1955, inlinedAt: !2362)
!2362 = distinct !DILocation(line: 366, column: 2, scope: !1961, inlinedAt: !2360)
!2363 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !2362)
!2364 = !DILocation(line: 386, column: 6, scope: !1955, inlinedAt: !2362)
!2365 = !DILocation(line: 0, scope: !2214, inlinedAt: !2366)
!2366 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2362)
!2367 = !DILocation(line: 0, scope: !2221, inlinedAt: !2368)
!2368 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2366)
!2369 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2368)
!2370 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2368)
!2371 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !2362)
!2372 = !DILocation(line: 386, column: 6, scope: !2212, inlinedAt: !1960)
!2373 = !DILocation(line: 0, scope: !2214, inlinedAt: !2374)
!2374 = distinct !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !1960)
!2375 = !DILocation(line: 0, scope: !2221, inlinedAt: !2376)
!2376 = distinct !DILocation(line: 496, column: 13, scope: !2214, inlinedAt: !2374)
!2377 = !DILocation(line: 158, column: 27, scope: !2221, inlinedAt: !2376)
!2378 = !DILocation(line: 158, column: 2, scope: !2221, inlinedAt: !2376)
!2379 = !DILocation(line: 387, column: 4, scope: !2212, inlinedAt: !1960)
!2380 = distinct !DISubprogram(name: "run<long>", linkageName: "_Z3runIlET_i", scope: !1, file: !1, line: 47, type: !2381, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1100, retainedNodes: !2383)
!2381 = !DISubroutineType(types: !2382)
!2382 = !{!408, !3}
!2383 = !{!2384, !2385, !2386, !2387, !2388, !2390, !2393, !2394, !2395}
!2384 = !DILocalVariable(name: "n", arg: 1, scope: !2380, file: !1, line: 47, type: !3)
!2385 = !DILocalVariable(name: "a", scope: !2380, file: !1, line: 49, type: !1076)
!2386 = !DILocalVariable(name: "b", scope: !2380, file: !1, line: 49, type: !1076)
!2387 = !DILocalVariable(name: "c", scope: !2380, file: !1, line: 49, type: !1076)
!2388 = !DILocalVariable(name: "i", scope: !2389, file: !1, line: 50, type: !3)
!2389 = distinct !DILexicalBlock(scope: !2380, file: !1, line: 50, column: 3)
!2390 = !DILocalVariable(name: "j", scope: !2391, file: !1, line: 51, type: !3)
!2391 = distinct !DILexicalBlock(scope: !2392, file: !1, line: 51, column: 5)
!2392 = distinct !DILexicalBlock(scope: !2389, file: !1, line: 50, column: 3)
!2393 = !DILocalVariable(name: "x", scope: !2380, file: !1, line: 56, type: !562)
!2394 = !DILocalVariable(name: "y", scope: !2380, file: !1, line: 56, type: !562)
!2395 = !DILocalVariable(name: "i", scope: !2396, file: !1, line: 57, type: !3)
!2396 = distinct !DILexicalBlock(scope: !2380, file: !1, line: 57, column: 3)
!2397 = !DILocation(line: 0, scope: !2380)
!2398 = !DILocation(line: 49, column: 20, scope: !2380)
!2399 = !DILocalVariable(name: "this", arg: 1, scope: !2400, type: !2404, flags: DIFlagArtificial | DIFlagObjectPointer)
!2400 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixIlEC2Eii", scope: !1076, file: !1, line: 13, type: !1082, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1081, retainedNodes: !2401)
!2401 = !{!2399, !2402, !2403}
!2402 = !DILocalVariable(name: "r", arg: 2, scope: !2400, file: !1, line: 13, type: !3)
!2403 = !DILocalVariable(name: "c", arg: 3, scope: !2400, file: !1, line: 13, type: !3)
!2404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1076, size: 64)
!2405 = !DILocation(line: 0, scope: !2400, inlinedAt: !2406)
!2406 = distinct !DILocation(line: 49, column: 13, scope: !2380)
!2407 = !DILocation(line: 13, column: 60, scope: !2400, inlinedAt: !2406)
!2408 = !DILocation(line: 13, column: 65, scope: !2400, inlinedAt: !2406)
!2409 = !DILocation(line: 13, column: 63, scope: !2400, inlinedAt: !2406)
!2410 = !DILocalVariable(name: "this", arg: 1, scope: !2411, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!2411 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIlSaIlEEC2EmRKlRKS0_", scope: !562, file: !12, line: 564, type: !797, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !796, retainedNodes: !2412)
!2412 = !{!2410, !2413, !2414, !2415}
!2413 = !DILocalVariable(name: "__n", arg: 2, scope: !2411, file: !12, line: 564, type: !298)
!2414 = !DILocalVariable(name: "__value", arg: 3, scope: !2411, file: !12, line: 564, type: !799)
!2415 = !DILocalVariable(name: "__a", arg: 4, scope: !2411, file: !12, line: 565, type: !790)
!2416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64)
!2417 = !DILocation(line: 0, scope: !2411, inlinedAt: !2418)
!2418 = distinct !DILocation(line: 13, column: 38, scope: !2400, inlinedAt: !2406)
!2419 = !DILocalVariable(name: "__n", arg: 1, scope: !2420, file: !12, line: 1902, type: !298)
!2420 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_", scope: !562, file: !12, line: 1902, type: !1028, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1027, retainedNodes: !2421)
!2421 = !{!2419, !2422}
!2422 = !DILocalVariable(name: "__a", arg: 2, scope: !2420, file: !12, line: 1902, type: !790)
!2423 = !DILocation(line: 0, scope: !2420, inlinedAt: !2424)
!2424 = distinct !DILocation(line: 566, column: 15, scope: !2411, inlinedAt: !2418)
!2425 = !DILocation(line: 1904, column: 10, scope: !2426, inlinedAt: !2424)
!2426 = distinct !DILexicalBlock(scope: !2420, file: !12, line: 1904, column: 6)
!2427 = !DILocation(line: 1904, column: 6, scope: !2420, inlinedAt: !2424)
!2428 = !DILocation(line: 1905, column: 4, scope: !2426, inlinedAt: !2424)
!2429 = !DILocalVariable(name: "this", arg: 1, scope: !2430, type: !2434, flags: DIFlagArtificial | DIFlagObjectPointer)
!2430 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIlSaIlEEC2EmRKS0_", scope: !565, file: !12, line: 330, type: !745, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !744, retainedNodes: !2431)
!2431 = !{!2429, !2432, !2433}
!2432 = !DILocalVariable(name: "__n", arg: 2, scope: !2430, file: !12, line: 330, type: !79)
!2433 = !DILocalVariable(name: "__a", arg: 3, scope: !2430, file: !12, line: 330, type: !739)
!2434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64)
!2435 = !DILocation(line: 0, scope: !2430, inlinedAt: !2436)
!2436 = distinct !DILocation(line: 566, column: 9, scope: !2411, inlinedAt: !2418)
!2437 = !DILocalVariable(name: "this", arg: 1, scope: !2438, type: !2434, flags: DIFlagArtificial | DIFlagObjectPointer)
!2438 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm", scope: !565, file: !12, line: 393, type: !742, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !767, retainedNodes: !2439)
!2439 = !{!2437, !2440}
!2440 = !DILocalVariable(name: "__n", arg: 2, scope: !2438, file: !12, line: 393, type: !79)
!2441 = !DILocation(line: 0, scope: !2438, inlinedAt: !2442)
!2442 = distinct !DILocation(line: 332, column: 9, scope: !2443, inlinedAt: !2436)
!2443 = distinct !DILexicalBlock(scope: !2430, file: !12, line: 332, column: 7)
!2444 = !DILocalVariable(name: "this", arg: 1, scope: !2445, type: !2434, flags: DIFlagArtificial | DIFlagObjectPointer)
!2445 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm", scope: !565, file: !12, line: 375, type: !762, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !761, retainedNodes: !2446)
!2446 = !{!2444, !2447}
!2447 = !DILocalVariable(name: "__n", arg: 2, scope: !2445, file: !12, line: 375, type: !79)
!2448 = !DILocation(line: 0, scope: !2445, inlinedAt: !2449)
!2449 = distinct !DILocation(line: 395, column: 33, scope: !2438, inlinedAt: !2442)
!2450 = !DILocation(line: 378, column: 13, scope: !2445, inlinedAt: !2449)
!2451 = !DILocation(line: 378, column: 9, scope: !2445, inlinedAt: !2449)
!2452 = !DILocalVariable(name: "__a", arg: 1, scope: !2453, file: !32, line: 463, type: !584)
!2453 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIlEE8allocateERS0_m", scope: !577, file: !32, line: 463, type: !580, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !579, retainedNodes: !2454)
!2454 = !{!2452, !2455}
!2455 = !DILocalVariable(name: "__n", arg: 2, scope: !2453, file: !32, line: 463, type: !106)
!2456 = !DILocation(line: 0, scope: !2453, inlinedAt: !2457)
!2457 = distinct !DILocation(line: 378, column: 20, scope: !2445, inlinedAt: !2449)
!2458 = !DILocalVariable(name: "this", arg: 1, scope: !2459, type: !2463, flags: DIFlagArtificial | DIFlagObjectPointer)
!2459 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIlE8allocateEmPKv", scope: !590, file: !48, line: 112, type: !618, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !617, retainedNodes: !2460)
!2460 = !{!2458, !2461, !2462}
!2461 = !DILocalVariable(name: "__n", arg: 2, scope: !2459, file: !48, line: 112, type: !78)
!2462 = !DILocalVariable(arg: 3, scope: !2459, file: !48, line: 112, type: !81)
!2463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !590, size: 64)
!2464 = !DILocation(line: 0, scope: !2459, inlinedAt: !2465)
!2465 = distinct !DILocation(line: 464, column: 20, scope: !2453, inlinedAt: !2457)
!2466 = !DILocation(line: 137, column: 53, scope: !2459, inlinedAt: !2465)
!2467 = !DILocation(line: 137, column: 27, scope: !2459, inlinedAt: !2465)
!2468 = !DILocation(line: 137, column: 9, scope: !2459, inlinedAt: !2465)
!2469 = !DILocalVariable(name: "this", arg: 1, scope: !2470, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!2470 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl", scope: !562, file: !12, line: 1699, type: !846, scopeLine: 1700, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1011, retainedNodes: !2471)
!2471 = !{!2469, !2472, !2473}
!2472 = !DILocalVariable(name: "__n", arg: 2, scope: !2470, file: !12, line: 1699, type: !298)
!2473 = !DILocalVariable(name: "__value", arg: 3, scope: !2470, file: !12, line: 1699, type: !799)
!2474 = !DILocation(line: 0, scope: !2470, inlinedAt: !2475)
!2475 = distinct !DILocation(line: 567, column: 9, scope: !2476, inlinedAt: !2418)
!2476 = distinct !DILexicalBlock(scope: !2411, file: !12, line: 567, column: 7)
!2477 = !DILocalVariable(name: "__first", arg: 1, scope: !2478, file: !1661, line: 460, type: !583)
!2478 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<long *, unsigned long, long, long>", linkageName: "_ZSt24__uninitialized_fill_n_aIPlmllET_S1_T0_RKT1_RSaIT2_E", scope: !14, file: !1661, line: 460, type: !2479, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2485, retainedNodes: !2481)
!2479 = !DISubroutineType(types: !2480)
!2480 = !{!583, !583, !10, !616, !641}
!2481 = !{!2477, !2482, !2483, !2484}
!2482 = !DILocalVariable(name: "__n", arg: 2, scope: !2478, file: !1661, line: 460, type: !10)
!2483 = !DILocalVariable(name: "__x", arg: 3, scope: !2478, file: !1661, line: 461, type: !616)
!2484 = !DILocalVariable(arg: 4, scope: !2478, file: !1661, line: 461, type: !641)
!2485 = !{!2486, !1670, !628, !2487}
!2486 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !583)
!2487 = !DITemplateTypeParameter(name: "_Tp2", type: !408)
!2488 = !DILocation(line: 0, scope: !2478, inlinedAt: !2489)
!2489 = distinct !DILocation(line: 1702, column: 4, scope: !2470, inlinedAt: !2475)
!2490 = !DILocalVariable(name: "__first", arg: 1, scope: !2491, file: !1661, line: 312, type: !583)
!2491 = distinct !DISubprogram(name: "uninitialized_fill_n<long *, unsigned long, long>", linkageName: "_ZSt20uninitialized_fill_nIPlmlET_S1_T0_RKT1_", scope: !14, file: !1661, line: 312, type: !2492, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2498, retainedNodes: !2494)
!2492 = !DISubroutineType(types: !2493)
!2493 = !{!583, !583, !10, !616}
!2494 = !{!2490, !2495, !2496, !2497}
!2495 = !DILocalVariable(name: "__n", arg: 2, scope: !2491, file: !1661, line: 312, type: !10)
!2496 = !DILocalVariable(name: "__x", arg: 3, scope: !2491, file: !1661, line: 312, type: !616)
!2497 = !DILocalVariable(name: "__can_fill", scope: !2491, file: !1661, line: 319, type: !246)
!2498 = !{!2486, !1670, !628}
!2499 = !DILocation(line: 0, scope: !2491, inlinedAt: !2500)
!2500 = distinct !DILocation(line: 467, column: 14, scope: !2478, inlinedAt: !2489)
!2501 = !DILocalVariable(name: "__first", arg: 1, scope: !2502, file: !1661, line: 292, type: !583)
!2502 = distinct !DISubprogram(name: "__uninit_fill_n<long *, unsigned long, long>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_", scope: !1687, file: !1661, line: 292, type: !2492, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2498, declaration: !2503, retainedNodes: !2504)
!2503 = !DISubprogram(name: "__uninit_fill_n<long *, unsigned long, long>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_", scope: !1687, file: !1661, line: 292, type: !2492, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2498)
!2504 = !{!2501, !2505, !2506}
!2505 = !DILocalVariable(name: "__n", arg: 2, scope: !2502, file: !1661, line: 292, type: !10)
!2506 = !DILocalVariable(name: "__x", arg: 3, scope: !2502, file: !1661, line: 293, type: !616)
!2507 = !DILocation(line: 0, scope: !2502, inlinedAt: !2508)
!2508 = distinct !DILocation(line: 326, column: 14, scope: !2491, inlinedAt: !2500)
!2509 = !DILocalVariable(name: "__first", arg: 1, scope: !2510, file: !1698, line: 1143, type: !583)
!2510 = distinct !DISubprogram(name: "fill_n<long *, unsigned long, long>", linkageName: "_ZSt6fill_nIPlmlET_S1_T0_RKT1_", scope: !14, file: !1698, line: 1143, type: !2492, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2514, retainedNodes: !2511)
!2511 = !{!2509, !2512, !2513}
!2512 = !DILocalVariable(name: "__n", arg: 2, scope: !2510, file: !1698, line: 1143, type: !10)
!2513 = !DILocalVariable(name: "__value", arg: 3, scope: !2510, file: !1698, line: 1143, type: !616)
!2514 = !{!2515, !1670, !628}
!2515 = !DITemplateTypeParameter(name: "_OI", type: !583)
!2516 = !DILocation(line: 0, scope: !2510, inlinedAt: !2517)
!2517 = distinct !DILocation(line: 294, column: 18, scope: !2502, inlinedAt: !2508)
!2518 = !DILocalVariable(name: "__first", arg: 1, scope: !2519, file: !1698, line: 1108, type: !583)
!2519 = distinct !DISubprogram(name: "__fill_n_a<long *, unsigned long, long>", linkageName: "_ZSt10__fill_n_aIPlmlET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !14, file: !1698, line: 1108, type: !2520, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2526, retainedNodes: !2522)
!2520 = !DISubroutineType(types: !2521)
!2521 = !{!583, !583, !10, !616, !1710}
!2522 = !{!2518, !2523, !2524, !2525}
!2523 = !DILocalVariable(name: "__n", arg: 2, scope: !2519, file: !1698, line: 1108, type: !10)
!2524 = !DILocalVariable(name: "__value", arg: 3, scope: !2519, file: !1698, line: 1108, type: !616)
!2525 = !DILocalVariable(arg: 4, scope: !2519, file: !1698, line: 1109, type: !1710)
!2526 = !{!2527, !1670, !628}
!2527 = !DITemplateTypeParameter(name: "_OutputIterator", type: !583)
!2528 = !DILocation(line: 0, scope: !2519, inlinedAt: !2529)
!2529 = distinct !DILocation(line: 1148, column: 14, scope: !2510, inlinedAt: !2517)
!2530 = !DILocation(line: 1109, column: 40, scope: !2519, inlinedAt: !2529)
!2531 = !DILocalVariable(name: "__first", arg: 1, scope: !2532, file: !1698, line: 967, type: !583)
!2532 = distinct !DISubprogram(name: "__fill_a<long *, long>", linkageName: "_ZSt8__fill_aIPllEvT_S1_RKT0_", scope: !14, file: !1698, line: 967, type: !2533, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2538, retainedNodes: !2535)
!2533 = !DISubroutineType(types: !2534)
!2534 = !{null, !583, !583, !616}
!2535 = !{!2531, !2536, !2537}
!2536 = !DILocalVariable(name: "__last", arg: 2, scope: !2532, file: !1698, line: 967, type: !583)
!2537 = !DILocalVariable(name: "__value", arg: 3, scope: !2532, file: !1698, line: 967, type: !616)
!2538 = !{!2539, !628}
!2539 = !DITemplateTypeParameter(name: "_FIte", type: !583)
!2540 = !DILocation(line: 0, scope: !2532, inlinedAt: !2541)
!2541 = distinct !DILocation(line: 1119, column: 7, scope: !2519, inlinedAt: !2529)
!2542 = !DILocalVariable(name: "__first", arg: 1, scope: !2543, file: !1698, line: 917, type: !583)
!2543 = distinct !DISubprogram(name: "__fill_a1<long *, long>", linkageName: "_ZSt9__fill_a1IPllEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !14, file: !1698, line: 917, type: !2544, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2550, retainedNodes: !2546)
!2544 = !DISubroutineType(types: !2545)
!2545 = !{!1744, !583, !583, !616}
!2546 = !{!2542, !2547, !2548, !2549}
!2547 = !DILocalVariable(name: "__last", arg: 2, scope: !2543, file: !1698, line: 917, type: !583)
!2548 = !DILocalVariable(name: "__value", arg: 3, scope: !2543, file: !1698, line: 918, type: !616)
!2549 = !DILocalVariable(name: "__tmp", scope: !2543, file: !1698, line: 920, type: !614)
!2550 = !{!2486, !628}
!2551 = !DILocation(line: 0, scope: !2543, inlinedAt: !2552)
!2552 = distinct !DILocation(line: 968, column: 7, scope: !2532, inlinedAt: !2541)
!2553 = !DILocation(line: 922, column: 11, scope: !2554, inlinedAt: !2552)
!2554 = distinct !DILexicalBlock(scope: !2555, file: !1698, line: 921, column: 7)
!2555 = distinct !DILexicalBlock(scope: !2543, file: !1698, line: 921, column: 7)
!2556 = !{!2557, !2557, i64 0}
!2557 = !{!"long", !1552, i64 0}
!2558 = !DILocation(line: 0, scope: !2400, inlinedAt: !2559)
!2559 = distinct !DILocation(line: 49, column: 26, scope: !2380)
!2560 = !DILocation(line: 0, scope: !2411, inlinedAt: !2561)
!2561 = distinct !DILocation(line: 13, column: 38, scope: !2400, inlinedAt: !2559)
!2562 = !DILocation(line: 0, scope: !2420, inlinedAt: !2563)
!2563 = distinct !DILocation(line: 566, column: 15, scope: !2411, inlinedAt: !2561)
!2564 = !DILocation(line: 0, scope: !2430, inlinedAt: !2565)
!2565 = distinct !DILocation(line: 566, column: 9, scope: !2411, inlinedAt: !2561)
!2566 = !DILocation(line: 0, scope: !2438, inlinedAt: !2567)
!2567 = distinct !DILocation(line: 332, column: 9, scope: !2443, inlinedAt: !2565)
!2568 = !DILocation(line: 0, scope: !2445, inlinedAt: !2569)
!2569 = distinct !DILocation(line: 395, column: 33, scope: !2438, inlinedAt: !2567)
!2570 = !DILocation(line: 0, scope: !2453, inlinedAt: !2571)
!2571 = distinct !DILocation(line: 378, column: 20, scope: !2445, inlinedAt: !2569)
!2572 = !DILocation(line: 0, scope: !2459, inlinedAt: !2573)
!2573 = distinct !DILocation(line: 464, column: 20, scope: !2453, inlinedAt: !2571)
!2574 = !DILocation(line: 137, column: 27, scope: !2459, inlinedAt: !2573)
!2575 = !DILocation(line: 137, column: 9, scope: !2459, inlinedAt: !2573)
!2576 = !DILocation(line: 0, scope: !2470, inlinedAt: !2577)
!2577 = distinct !DILocation(line: 567, column: 9, scope: !2476, inlinedAt: !2561)
!2578 = !DILocation(line: 0, scope: !2478, inlinedAt: !2579)
!2579 = distinct !DILocation(line: 1702, column: 4, scope: !2470, inlinedAt: !2577)
!2580 = !DILocation(line: 0, scope: !2491, inlinedAt: !2581)
!2581 = distinct !DILocation(line: 467, column: 14, scope: !2478, inlinedAt: !2579)
!2582 = !DILocation(line: 0, scope: !2502, inlinedAt: !2583)
!2583 = distinct !DILocation(line: 326, column: 14, scope: !2491, inlinedAt: !2581)
!2584 = !DILocation(line: 0, scope: !2510, inlinedAt: !2585)
!2585 = distinct !DILocation(line: 294, column: 18, scope: !2502, inlinedAt: !2583)
!2586 = !DILocation(line: 0, scope: !2519, inlinedAt: !2587)
!2587 = distinct !DILocation(line: 1148, column: 14, scope: !2510, inlinedAt: !2585)
!2588 = !DILocation(line: 1109, column: 40, scope: !2519, inlinedAt: !2587)
!2589 = !DILocation(line: 0, scope: !2532, inlinedAt: !2590)
!2590 = distinct !DILocation(line: 1119, column: 7, scope: !2519, inlinedAt: !2587)
!2591 = !DILocation(line: 0, scope: !2543, inlinedAt: !2592)
!2592 = distinct !DILocation(line: 968, column: 7, scope: !2532, inlinedAt: !2590)
!2593 = !DILocation(line: 922, column: 11, scope: !2554, inlinedAt: !2592)
!2594 = !DILocation(line: 1701, column: 16, scope: !2470, inlinedAt: !2577)
!2595 = !DILocation(line: 0, scope: !2400, inlinedAt: !2596)
!2596 = distinct !DILocation(line: 49, column: 39, scope: !2380)
!2597 = !DILocation(line: 13, column: 63, scope: !2400, inlinedAt: !2596)
!2598 = !DILocation(line: 0, scope: !2411, inlinedAt: !2599)
!2599 = distinct !DILocation(line: 13, column: 38, scope: !2400, inlinedAt: !2596)
!2600 = !DILocation(line: 0, scope: !2420, inlinedAt: !2601)
!2601 = distinct !DILocation(line: 566, column: 15, scope: !2411, inlinedAt: !2599)
!2602 = !DILocation(line: 1904, column: 10, scope: !2426, inlinedAt: !2601)
!2603 = !DILocation(line: 1904, column: 6, scope: !2420, inlinedAt: !2601)
!2604 = !DILocation(line: 1905, column: 4, scope: !2426, inlinedAt: !2601)
!2605 = !DILocation(line: 0, scope: !2430, inlinedAt: !2606)
!2606 = distinct !DILocation(line: 566, column: 9, scope: !2411, inlinedAt: !2599)
!2607 = !DILocation(line: 0, scope: !2438, inlinedAt: !2608)
!2608 = distinct !DILocation(line: 332, column: 9, scope: !2443, inlinedAt: !2606)
!2609 = !DILocation(line: 0, scope: !2445, inlinedAt: !2610)
!2610 = distinct !DILocation(line: 395, column: 33, scope: !2438, inlinedAt: !2608)
!2611 = !DILocation(line: 378, column: 13, scope: !2445, inlinedAt: !2610)
!2612 = !DILocation(line: 378, column: 9, scope: !2445, inlinedAt: !2610)
!2613 = !DILocation(line: 0, scope: !2453, inlinedAt: !2614)
!2614 = distinct !DILocation(line: 378, column: 20, scope: !2445, inlinedAt: !2610)
!2615 = !DILocation(line: 0, scope: !2459, inlinedAt: !2616)
!2616 = distinct !DILocation(line: 464, column: 20, scope: !2453, inlinedAt: !2614)
!2617 = !DILocation(line: 137, column: 53, scope: !2459, inlinedAt: !2616)
!2618 = !DILocation(line: 137, column: 27, scope: !2459, inlinedAt: !2616)
!2619 = !DILocation(line: 137, column: 9, scope: !2459, inlinedAt: !2616)
!2620 = !DILocation(line: 397, column: 59, scope: !2438, inlinedAt: !2608)
!2621 = !DILocation(line: 0, scope: !2470, inlinedAt: !2622)
!2622 = distinct !DILocation(line: 567, column: 9, scope: !2476, inlinedAt: !2599)
!2623 = !DILocation(line: 0, scope: !2478, inlinedAt: !2624)
!2624 = distinct !DILocation(line: 1702, column: 4, scope: !2470, inlinedAt: !2622)
!2625 = !DILocation(line: 0, scope: !2491, inlinedAt: !2626)
!2626 = distinct !DILocation(line: 467, column: 14, scope: !2478, inlinedAt: !2624)
!2627 = !DILocation(line: 0, scope: !2502, inlinedAt: !2628)
!2628 = distinct !DILocation(line: 326, column: 14, scope: !2491, inlinedAt: !2626)
!2629 = !DILocation(line: 0, scope: !2510, inlinedAt: !2630)
!2630 = distinct !DILocation(line: 294, column: 18, scope: !2502, inlinedAt: !2628)
!2631 = !DILocation(line: 0, scope: !2519, inlinedAt: !2632)
!2632 = distinct !DILocation(line: 1148, column: 14, scope: !2510, inlinedAt: !2630)
!2633 = !DILocation(line: 1109, column: 40, scope: !2519, inlinedAt: !2632)
!2634 = !DILocation(line: 0, scope: !2532, inlinedAt: !2635)
!2635 = distinct !DILocation(line: 1119, column: 7, scope: !2519, inlinedAt: !2632)
!2636 = !DILocation(line: 0, scope: !2543, inlinedAt: !2637)
!2637 = distinct !DILocation(line: 968, column: 7, scope: !2532, inlinedAt: !2635)
!2638 = !DILocation(line: 922, column: 11, scope: !2554, inlinedAt: !2637)
!2639 = !DILocation(line: 1701, column: 16, scope: !2470, inlinedAt: !2622)
!2640 = !DILocation(line: 0, scope: !2389)
!2641 = !DILocation(line: 50, column: 21, scope: !2392)
!2642 = !DILocation(line: 50, column: 3, scope: !2389)
!2643 = !DILocation(line: 0, scope: !2391)
!2644 = !DILocation(line: 51, column: 5, scope: !2391)
!2645 = !DILocalVariable(name: "a", arg: 1, scope: !2646, file: !1, line: 28, type: !2649)
!2646 = distinct !DISubprogram(name: "kernel_multiply<long>", linkageName: "_Z15kernel_multiplyIlEvRK6MatrixIT_ES4_RS2_", scope: !1, file: !1, line: 28, type: !2647, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1100, retainedNodes: !2651)
!2647 = !DISubroutineType(types: !2648)
!2648 = !{null, !2649, !2649, !2650}
!2649 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1089, size: 64)
!2650 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1076, size: 64)
!2651 = !{!2645, !2652, !2653, !2654, !2656, !2659, !2662}
!2652 = !DILocalVariable(name: "b", arg: 2, scope: !2646, file: !1, line: 28, type: !2649)
!2653 = !DILocalVariable(name: "out", arg: 3, scope: !2646, file: !1, line: 28, type: !2650)
!2654 = !DILocalVariable(name: "i", scope: !2655, file: !1, line: 30, type: !3)
!2655 = distinct !DILexicalBlock(scope: !2646, file: !1, line: 30, column: 3)
!2656 = !DILocalVariable(name: "j", scope: !2657, file: !1, line: 31, type: !3)
!2657 = distinct !DILexicalBlock(scope: !2658, file: !1, line: 31, column: 5)
!2658 = distinct !DILexicalBlock(scope: !2655, file: !1, line: 30, column: 3)
!2659 = !DILocalVariable(name: "s", scope: !2660, file: !1, line: 32, type: !408)
!2660 = distinct !DILexicalBlock(scope: !2661, file: !1, line: 31, column: 40)
!2661 = distinct !DILexicalBlock(scope: !2657, file: !1, line: 31, column: 5)
!2662 = !DILocalVariable(name: "k", scope: !2663, file: !1, line: 33, type: !3)
!2663 = distinct !DILexicalBlock(scope: !2660, file: !1, line: 33, column: 7)
!2664 = !DILocation(line: 0, scope: !2646, inlinedAt: !2665)
!2665 = distinct !DILocation(line: 55, column: 3, scope: !2380)
!2666 = !DILocation(line: 0, scope: !2655, inlinedAt: !2665)
!2667 = !DILocation(line: 30, column: 3, scope: !2655, inlinedAt: !2665)
!2668 = !DILocation(line: 30, column: 21, scope: !2658, inlinedAt: !2665)
!2669 = !DILocation(line: 0, scope: !2657, inlinedAt: !2665)
!2670 = !DILocation(line: 31, column: 5, scope: !2657, inlinedAt: !2665)
!2671 = !DILocation(line: 0, scope: !2663, inlinedAt: !2665)
!2672 = !DILocation(line: 0, scope: !2660, inlinedAt: !2665)
!2673 = !DILocation(line: 33, column: 7, scope: !2663, inlinedAt: !2665)
!2674 = !DILocation(line: 30, column: 34, scope: !2658, inlinedAt: !2665)
!2675 = distinct !{!2675, !2667, !2676, !1881}
!2676 = !DILocation(line: 36, column: 5, scope: !2655, inlinedAt: !2665)
!2677 = !DILocalVariable(name: "this", arg: 1, scope: !2678, type: !2682, flags: DIFlagArtificial | DIFlagObjectPointer)
!2678 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIlEclEii", scope: !1076, file: !1, line: 17, type: !1095, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1094, retainedNodes: !2679)
!2679 = !{!2677, !2680, !2681}
!2680 = !DILocalVariable(name: "i", arg: 2, scope: !2678, file: !1, line: 17, type: !3)
!2681 = !DILocalVariable(name: "j", arg: 3, scope: !2678, file: !1, line: 17, type: !3)
!2682 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1089, size: 64)
!2683 = !DILocation(line: 0, scope: !2678, inlinedAt: !2684)
!2684 = distinct !DILocation(line: 34, column: 14, scope: !2685, inlinedAt: !2665)
!2685 = distinct !DILexicalBlock(scope: !2663, file: !1, line: 33, column: 7)
!2686 = !DILocation(line: 17, column: 81, scope: !2678, inlinedAt: !2684)
!2687 = !DILocalVariable(name: "this", arg: 1, scope: !2688, type: !2691, flags: DIFlagArtificial | DIFlagObjectPointer)
!2688 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIlSaIlEEixEm", scope: !562, file: !12, line: 1140, type: !956, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !955, retainedNodes: !2689)
!2689 = !{!2687, !2690}
!2690 = !DILocalVariable(name: "__n", arg: 2, scope: !2688, file: !12, line: 1140, type: !298)
!2691 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !806, size: 64)
!2692 = !DILocation(line: 0, scope: !2688, inlinedAt: !2693)
!2693 = distinct !DILocation(line: 17, column: 52, scope: !2678, inlinedAt: !2684)
!2694 = !DILocation(line: 1143, column: 34, scope: !2688, inlinedAt: !2693)
!2695 = !DILocation(line: 34, column: 14, scope: !2685, inlinedAt: !2665)
!2696 = !DILocation(line: 0, scope: !2678, inlinedAt: !2697)
!2697 = distinct !DILocation(line: 34, column: 24, scope: !2685, inlinedAt: !2665)
!2698 = !DILocation(line: 17, column: 77, scope: !2678, inlinedAt: !2697)
!2699 = !DILocation(line: 17, column: 81, scope: !2678, inlinedAt: !2697)
!2700 = !DILocation(line: 0, scope: !2688, inlinedAt: !2701)
!2701 = distinct !DILocation(line: 17, column: 52, scope: !2678, inlinedAt: !2697)
!2702 = !DILocation(line: 1143, column: 34, scope: !2688, inlinedAt: !2701)
!2703 = !DILocation(line: 34, column: 24, scope: !2685, inlinedAt: !2665)
!2704 = !DILocation(line: 34, column: 22, scope: !2685, inlinedAt: !2665)
!2705 = !DILocation(line: 34, column: 11, scope: !2685, inlinedAt: !2665)
!2706 = !DILocation(line: 16, column: 69, scope: !2707, inlinedAt: !2712)
!2707 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIlEclEii", scope: !1076, file: !1, line: 16, type: !1092, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1091, retainedNodes: !2708)
!2708 = !{!2709, !2710, !2711}
!2709 = !DILocalVariable(name: "this", arg: 1, scope: !2707, type: !2404, flags: DIFlagArtificial | DIFlagObjectPointer)
!2710 = !DILocalVariable(name: "i", arg: 2, scope: !2707, file: !1, line: 16, type: !3)
!2711 = !DILocalVariable(name: "j", arg: 3, scope: !2707, file: !1, line: 16, type: !3)
!2712 = distinct !DILocation(line: 35, column: 7, scope: !2660, inlinedAt: !2665)
!2713 = !DILocation(line: 0, scope: !2707, inlinedAt: !2712)
!2714 = !DILocalVariable(name: "this", arg: 1, scope: !2715, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!2715 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIlSaIlEEixEm", scope: !562, file: !12, line: 1121, type: !948, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !947, retainedNodes: !2716)
!2716 = !{!2714, !2717}
!2717 = !DILocalVariable(name: "__n", arg: 2, scope: !2715, file: !12, line: 1121, type: !298)
!2718 = !DILocation(line: 0, scope: !2715, inlinedAt: !2719)
!2719 = distinct !DILocation(line: 16, column: 40, scope: !2707, inlinedAt: !2712)
!2720 = !DILocation(line: 1124, column: 34, scope: !2715, inlinedAt: !2719)
!2721 = !DILocation(line: 35, column: 17, scope: !2660, inlinedAt: !2665)
!2722 = !DILocation(line: 31, column: 36, scope: !2661, inlinedAt: !2665)
!2723 = !DILocation(line: 31, column: 23, scope: !2661, inlinedAt: !2665)
!2724 = distinct !{!2724, !2670, !2725, !1881}
!2725 = !DILocation(line: 36, column: 5, scope: !2657, inlinedAt: !2665)
!2726 = !DILocation(line: 33, column: 38, scope: !2685, inlinedAt: !2665)
!2727 = distinct !{!2727, !2673, !2728, !1881}
!2728 = !DILocation(line: 34, column: 30, scope: !2663, inlinedAt: !2665)
!2729 = !DILocation(line: 62, column: 1, scope: !2380)
!2730 = !DILocalVariable(name: "this", arg: 1, scope: !2731, type: !2404, flags: DIFlagArtificial | DIFlagObjectPointer)
!2731 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixIlED2Ev", scope: !1076, file: !1, line: 8, type: !2732, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !2734, retainedNodes: !2735)
!2732 = !DISubroutineType(types: !2733)
!2733 = !{null, !1084}
!2734 = !DISubprogram(name: "~Matrix", scope: !1076, type: !2732, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2735 = !{!2730}
!2736 = !DILocation(line: 0, scope: !2731, inlinedAt: !2737)
!2737 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!2738 = !DILocalVariable(name: "this", arg: 1, scope: !2739, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!2739 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIlSaIlEED2Ev", scope: !562, file: !12, line: 728, type: !784, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !834, retainedNodes: !2740)
!2740 = !{!2738}
!2741 = !DILocation(line: 0, scope: !2739, inlinedAt: !2742)
!2742 = distinct !DILocation(line: 8, column: 29, scope: !2743, inlinedAt: !2737)
!2743 = distinct !DILexicalBlock(scope: !2731, file: !1, line: 8, column: 29)
!2744 = !DILocalVariable(name: "this", arg: 1, scope: !2745, type: !2434, flags: DIFlagArtificial | DIFlagObjectPointer)
!2745 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIlSaIlEED2Ev", scope: !565, file: !12, line: 364, type: !734, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !760, retainedNodes: !2746)
!2746 = !{!2744}
!2747 = !DILocation(line: 0, scope: !2745, inlinedAt: !2748)
!2748 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !2742)
!2749 = distinct !DILexicalBlock(scope: !2739, file: !12, line: 729, column: 7)
!2750 = !DILocalVariable(name: "this", arg: 1, scope: !2751, type: !2434, flags: DIFlagArtificial | DIFlagObjectPointer)
!2751 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm", scope: !565, file: !12, line: 383, type: !765, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !764, retainedNodes: !2752)
!2752 = !{!2750, !2753, !2754}
!2753 = !DILocalVariable(name: "__p", arg: 2, scope: !2751, file: !12, line: 383, type: !678)
!2754 = !DILocalVariable(name: "__n", arg: 3, scope: !2751, file: !12, line: 383, type: !79)
!2755 = !DILocation(line: 0, scope: !2751, inlinedAt: !2756)
!2756 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !2748)
!2757 = distinct !DILexicalBlock(scope: !2745, file: !12, line: 365, column: 7)
!2758 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !2756)
!2759 = !DILocation(line: 50, column: 27, scope: !2392)
!2760 = distinct !{!2760, !2642, !2761, !1881}
!2761 = !DILocation(line: 54, column: 5, scope: !2389)
!2762 = !DILocation(line: 52, column: 35, scope: !2763)
!2763 = distinct !DILexicalBlock(scope: !2764, file: !1, line: 51, column: 37)
!2764 = distinct !DILexicalBlock(scope: !2391, file: !1, line: 51, column: 5)
!2765 = !DILocation(line: 52, column: 40, scope: !2763)
!2766 = !DILocation(line: 52, column: 32, scope: !2763)
!2767 = !DILocation(line: 0, scope: !2707, inlinedAt: !2768)
!2768 = distinct !DILocation(line: 52, column: 7, scope: !2763)
!2769 = !DILocation(line: 16, column: 69, scope: !2707, inlinedAt: !2768)
!2770 = !DILocation(line: 0, scope: !2715, inlinedAt: !2771)
!2771 = distinct !DILocation(line: 16, column: 40, scope: !2707, inlinedAt: !2768)
!2772 = !DILocation(line: 1124, column: 34, scope: !2715, inlinedAt: !2771)
!2773 = !DILocation(line: 52, column: 15, scope: !2763)
!2774 = !DILocation(line: 53, column: 35, scope: !2763)
!2775 = !DILocation(line: 53, column: 40, scope: !2763)
!2776 = !DILocation(line: 53, column: 32, scope: !2763)
!2777 = !DILocation(line: 0, scope: !2707, inlinedAt: !2778)
!2778 = distinct !DILocation(line: 53, column: 7, scope: !2763)
!2779 = !DILocation(line: 16, column: 65, scope: !2707, inlinedAt: !2778)
!2780 = !DILocation(line: 16, column: 69, scope: !2707, inlinedAt: !2778)
!2781 = !DILocation(line: 0, scope: !2715, inlinedAt: !2782)
!2782 = distinct !DILocation(line: 16, column: 40, scope: !2707, inlinedAt: !2778)
!2783 = !DILocation(line: 1124, column: 34, scope: !2715, inlinedAt: !2782)
!2784 = !DILocation(line: 53, column: 15, scope: !2763)
!2785 = !DILocation(line: 51, column: 33, scope: !2764)
!2786 = !DILocation(line: 51, column: 23, scope: !2764)
!2787 = distinct !{!2787, !2644, !2788, !1881}
!2788 = !DILocation(line: 54, column: 5, scope: !2391)
!2789 = !DILocalVariable(name: "this", arg: 1, scope: !2790, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!2790 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIlSaIlEEC2EmRKS0_", scope: !562, file: !12, line: 551, type: !794, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !793, retainedNodes: !2791)
!2791 = !{!2789, !2792, !2793}
!2792 = !DILocalVariable(name: "__n", arg: 2, scope: !2790, file: !12, line: 551, type: !298)
!2793 = !DILocalVariable(name: "__a", arg: 3, scope: !2790, file: !12, line: 551, type: !790)
!2794 = !DILocation(line: 0, scope: !2790, inlinedAt: !2795)
!2795 = distinct !DILocation(line: 56, column: 18, scope: !2380)
!2796 = !DILocation(line: 0, scope: !2420, inlinedAt: !2797)
!2797 = distinct !DILocation(line: 552, column: 15, scope: !2790, inlinedAt: !2795)
!2798 = !DILocation(line: 1904, column: 10, scope: !2426, inlinedAt: !2797)
!2799 = !DILocation(line: 1904, column: 6, scope: !2420, inlinedAt: !2797)
!2800 = !DILocation(line: 1905, column: 4, scope: !2426, inlinedAt: !2797)
!2801 = !DILocation(line: 0, scope: !2430, inlinedAt: !2802)
!2802 = distinct !DILocation(line: 552, column: 9, scope: !2790, inlinedAt: !2795)
!2803 = !DILocation(line: 0, scope: !2438, inlinedAt: !2804)
!2804 = distinct !DILocation(line: 332, column: 9, scope: !2443, inlinedAt: !2802)
!2805 = !DILocation(line: 0, scope: !2445, inlinedAt: !2806)
!2806 = distinct !DILocation(line: 395, column: 33, scope: !2438, inlinedAt: !2804)
!2807 = !DILocation(line: 378, column: 13, scope: !2445, inlinedAt: !2806)
!2808 = !DILocation(line: 378, column: 9, scope: !2445, inlinedAt: !2806)
!2809 = !DILocation(line: 0, scope: !2453, inlinedAt: !2810)
!2810 = distinct !DILocation(line: 378, column: 20, scope: !2445, inlinedAt: !2806)
!2811 = !DILocation(line: 0, scope: !2459, inlinedAt: !2812)
!2812 = distinct !DILocation(line: 464, column: 20, scope: !2453, inlinedAt: !2810)
!2813 = !DILocation(line: 137, column: 53, scope: !2459, inlinedAt: !2812)
!2814 = !DILocation(line: 137, column: 27, scope: !2459, inlinedAt: !2812)
!2815 = !DILocation(line: 137, column: 9, scope: !2459, inlinedAt: !2812)
!2816 = !DILocalVariable(name: "this", arg: 1, scope: !2817, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!2817 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIlSaIlEE21_M_default_initializeEm", scope: !562, file: !12, line: 1710, type: !938, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1012, retainedNodes: !2818)
!2818 = !{!2816, !2819}
!2819 = !DILocalVariable(name: "__n", arg: 2, scope: !2817, file: !12, line: 1710, type: !298)
!2820 = !DILocation(line: 0, scope: !2817, inlinedAt: !2821)
!2821 = distinct !DILocation(line: 553, column: 9, scope: !2822, inlinedAt: !2795)
!2822 = distinct !DILexicalBlock(scope: !2790, file: !12, line: 553, column: 7)
!2823 = !DILocalVariable(name: "__first", arg: 1, scope: !2824, file: !1661, line: 764, type: !583)
!2824 = distinct !DISubprogram(name: "__uninitialized_default_n_a<long *, unsigned long, long>", linkageName: "_ZSt27__uninitialized_default_n_aIPlmlET_S1_T0_RSaIT1_E", scope: !14, file: !1661, line: 764, type: !2825, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2498, retainedNodes: !2827)
!2825 = !DISubroutineType(types: !2826)
!2826 = !{!583, !583, !10, !641}
!2827 = !{!2823, !2828, !2829}
!2828 = !DILocalVariable(name: "__n", arg: 2, scope: !2824, file: !1661, line: 764, type: !10)
!2829 = !DILocalVariable(arg: 3, scope: !2824, file: !1661, line: 765, type: !641)
!2830 = !DILocation(line: 0, scope: !2824, inlinedAt: !2831)
!2831 = distinct !DILocation(line: 1713, column: 4, scope: !2817, inlinedAt: !2821)
!2832 = !DILocalVariable(name: "__first", arg: 1, scope: !2833, file: !1661, line: 691, type: !583)
!2833 = distinct !DISubprogram(name: "__uninitialized_default_n<long *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPlmET_S1_T0_", scope: !14, file: !1661, line: 691, type: !2834, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2839, retainedNodes: !2836)
!2834 = !DISubroutineType(types: !2835)
!2835 = !{!583, !583, !10}
!2836 = !{!2832, !2837, !2838}
!2837 = !DILocalVariable(name: "__n", arg: 2, scope: !2833, file: !1661, line: 691, type: !10)
!2838 = !DILocalVariable(name: "__can_fill", scope: !2833, file: !1661, line: 696, type: !246)
!2839 = !{!2486, !1670}
!2840 = !DILocation(line: 0, scope: !2833, inlinedAt: !2841)
!2841 = distinct !DILocation(line: 766, column: 14, scope: !2824, inlinedAt: !2831)
!2842 = !DILocalVariable(name: "__first", arg: 1, scope: !2843, file: !1661, line: 655, type: !583)
!2843 = distinct !DISubprogram(name: "__uninit_default_n<long *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_", scope: !2048, file: !1661, line: 655, type: !2834, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2839, declaration: !2844, retainedNodes: !2845)
!2844 = !DISubprogram(name: "__uninit_default_n<long *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_", scope: !2048, file: !1661, line: 655, type: !2834, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2839)
!2845 = !{!2842, !2846, !2847}
!2846 = !DILocalVariable(name: "__n", arg: 2, scope: !2843, file: !1661, line: 655, type: !10)
!2847 = !DILocalVariable(name: "__val", scope: !2848, file: !1661, line: 659, type: !2850)
!2848 = distinct !DILexicalBlock(scope: !2849, file: !1661, line: 658, column: 6)
!2849 = distinct !DILexicalBlock(scope: !2843, file: !1661, line: 657, column: 8)
!2850 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2851, size: 64)
!2851 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !2852, file: !382, line: 213, baseType: !408)
!2852 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<long *>", scope: !14, file: !382, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !2853, identifier: "_ZTSSt15iterator_traitsIPlE")
!2853 = !{!2854}
!2854 = !DITemplateTypeParameter(name: "_Iterator", type: !583)
!2855 = !DILocation(line: 0, scope: !2843, inlinedAt: !2856)
!2856 = distinct !DILocation(line: 699, column: 14, scope: !2833, inlinedAt: !2841)
!2857 = !DILocation(line: 0, scope: !2848, inlinedAt: !2856)
!2858 = !DILocalVariable(name: "__p", arg: 1, scope: !2859, file: !2065, line: 109, type: !583)
!2859 = distinct !DISubprogram(name: "_Construct<long>", linkageName: "_ZSt10_ConstructIlJEEvPT_DpOT0_", scope: !14, file: !2065, line: 109, type: !2860, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2863, retainedNodes: !2862)
!2860 = !DISubroutineType(types: !2861)
!2861 = !{null, !583}
!2862 = !{!2858}
!2863 = !{!628, !2070}
!2864 = !DILocation(line: 0, scope: !2859, inlinedAt: !2865)
!2865 = distinct !DILocation(line: 661, column: 8, scope: !2848, inlinedAt: !2856)
!2866 = !DILocation(line: 119, column: 7, scope: !2859, inlinedAt: !2865)
!2867 = !DILocation(line: 662, column: 8, scope: !2848, inlinedAt: !2856)
!2868 = !DILocation(line: 0, scope: !2510, inlinedAt: !2869)
!2869 = distinct !DILocation(line: 663, column: 18, scope: !2848, inlinedAt: !2856)
!2870 = !DILocation(line: 0, scope: !2519, inlinedAt: !2871)
!2871 = distinct !DILocation(line: 1148, column: 14, scope: !2510, inlinedAt: !2869)
!2872 = !DILocation(line: 1109, column: 40, scope: !2519, inlinedAt: !2871)
!2873 = !DILocation(line: 1114, column: 15, scope: !2874, inlinedAt: !2871)
!2874 = distinct !DILexicalBlock(scope: !2519, file: !1698, line: 1114, column: 11)
!2875 = !DILocation(line: 1114, column: 11, scope: !2519, inlinedAt: !2871)
!2876 = !DILocation(line: 397, column: 59, scope: !2438, inlinedAt: !2804)
!2877 = !DILocation(line: 0, scope: !2532, inlinedAt: !2878)
!2878 = distinct !DILocation(line: 1119, column: 7, scope: !2519, inlinedAt: !2871)
!2879 = !DILocation(line: 0, scope: !2543, inlinedAt: !2880)
!2880 = distinct !DILocation(line: 968, column: 7, scope: !2532, inlinedAt: !2878)
!2881 = !DILocation(line: 921, column: 7, scope: !2555, inlinedAt: !2880)
!2882 = !DILocation(line: 922, column: 11, scope: !2554, inlinedAt: !2880)
!2883 = !DILocation(line: 665, column: 4, scope: !2843, inlinedAt: !2856)
!2884 = !DILocation(line: 0, scope: !2790, inlinedAt: !2885)
!2885 = distinct !DILocation(line: 56, column: 24, scope: !2380)
!2886 = !DILocation(line: 0, scope: !2420, inlinedAt: !2887)
!2887 = distinct !DILocation(line: 552, column: 15, scope: !2790, inlinedAt: !2885)
!2888 = !DILocation(line: 0, scope: !2430, inlinedAt: !2889)
!2889 = distinct !DILocation(line: 552, column: 9, scope: !2790, inlinedAt: !2885)
!2890 = !DILocation(line: 0, scope: !2438, inlinedAt: !2891)
!2891 = distinct !DILocation(line: 332, column: 9, scope: !2443, inlinedAt: !2889)
!2892 = !DILocation(line: 0, scope: !2445, inlinedAt: !2893)
!2893 = distinct !DILocation(line: 395, column: 33, scope: !2438, inlinedAt: !2891)
!2894 = !DILocation(line: 0, scope: !2453, inlinedAt: !2895)
!2895 = distinct !DILocation(line: 378, column: 20, scope: !2445, inlinedAt: !2893)
!2896 = !DILocation(line: 0, scope: !2459, inlinedAt: !2897)
!2897 = distinct !DILocation(line: 464, column: 20, scope: !2453, inlinedAt: !2895)
!2898 = !DILocation(line: 137, column: 27, scope: !2459, inlinedAt: !2897)
!2899 = !DILocation(line: 137, column: 9, scope: !2459, inlinedAt: !2897)
!2900 = !DILocation(line: 0, scope: !2817, inlinedAt: !2901)
!2901 = distinct !DILocation(line: 553, column: 9, scope: !2822, inlinedAt: !2885)
!2902 = !DILocation(line: 0, scope: !2824, inlinedAt: !2903)
!2903 = distinct !DILocation(line: 1713, column: 4, scope: !2817, inlinedAt: !2901)
!2904 = !DILocation(line: 0, scope: !2833, inlinedAt: !2905)
!2905 = distinct !DILocation(line: 766, column: 14, scope: !2824, inlinedAt: !2903)
!2906 = !DILocation(line: 0, scope: !2843, inlinedAt: !2907)
!2907 = distinct !DILocation(line: 699, column: 14, scope: !2833, inlinedAt: !2905)
!2908 = !DILocation(line: 0, scope: !2848, inlinedAt: !2907)
!2909 = !DILocation(line: 0, scope: !2859, inlinedAt: !2910)
!2910 = distinct !DILocation(line: 661, column: 8, scope: !2848, inlinedAt: !2907)
!2911 = !DILocation(line: 119, column: 7, scope: !2859, inlinedAt: !2910)
!2912 = !DILocation(line: 0, scope: !2510, inlinedAt: !2913)
!2913 = distinct !DILocation(line: 663, column: 18, scope: !2848, inlinedAt: !2907)
!2914 = !DILocation(line: 0, scope: !2519, inlinedAt: !2915)
!2915 = distinct !DILocation(line: 1148, column: 14, scope: !2510, inlinedAt: !2913)
!2916 = !DILocation(line: 1109, column: 40, scope: !2519, inlinedAt: !2915)
!2917 = !DILocation(line: 1114, column: 11, scope: !2519, inlinedAt: !2915)
!2918 = !DILocation(line: 662, column: 8, scope: !2848, inlinedAt: !2907)
!2919 = !DILocation(line: 0, scope: !2532, inlinedAt: !2920)
!2920 = distinct !DILocation(line: 1119, column: 7, scope: !2519, inlinedAt: !2915)
!2921 = !DILocation(line: 0, scope: !2543, inlinedAt: !2922)
!2922 = distinct !DILocation(line: 968, column: 7, scope: !2532, inlinedAt: !2920)
!2923 = !DILocation(line: 921, column: 7, scope: !2555, inlinedAt: !2922)
!2924 = !DILocation(line: 922, column: 11, scope: !2554, inlinedAt: !2922)
!2925 = !DILocation(line: 665, column: 4, scope: !2843, inlinedAt: !2907)
!2926 = !DILocation(line: 0, scope: !2396)
!2927 = !DILocation(line: 57, column: 3, scope: !2396)
!2928 = !DILocation(line: 57, column: 21, scope: !2929)
!2929 = distinct !DILexicalBlock(scope: !2396, file: !1, line: 57, column: 3)
!2930 = !DILocalVariable(name: "this", arg: 1, scope: !2931, type: !2682, flags: DIFlagArtificial | DIFlagObjectPointer)
!2931 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIlE3sumEv", scope: !1076, file: !1, line: 18, type: !1098, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1097, retainedNodes: !2932)
!2932 = !{!2930, !2933, !2934, !2936, !2937, !2938}
!2933 = !DILocalVariable(name: "s", scope: !2931, file: !1, line: 20, type: !408)
!2934 = !DILocalVariable(name: "__range2", scope: !2935, type: !805, flags: DIFlagArtificial)
!2935 = distinct !DILexicalBlock(scope: !2931, file: !1, line: 21, column: 5)
!2936 = !DILocalVariable(name: "__begin0", scope: !2935, type: !859, flags: DIFlagArtificial)
!2937 = !DILocalVariable(name: "__end0", scope: !2935, type: !859, flags: DIFlagArtificial)
!2938 = !DILocalVariable(name: "x", scope: !2939, file: !1, line: 21, type: !616)
!2939 = distinct !DILexicalBlock(scope: !2935, file: !1, line: 21, column: 5)
!2940 = !DILocation(line: 0, scope: !2931, inlinedAt: !2941)
!2941 = distinct !DILocation(line: 61, column: 12, scope: !2380)
!2942 = !DILocation(line: 0, scope: !2935, inlinedAt: !2941)
!2943 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2944, file: !360, line: 1237, type: !2947)
!2944 = distinct !DISubprogram(name: "operator!=<const long *, std::vector<long, std::allocator<long> > >", linkageName: "_ZN9__gnu_cxxneIPKlSt6vectorIlSaIlEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !28, file: !360, line: 1237, type: !2945, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !912, retainedNodes: !2948)
!2945 = !DISubroutineType(types: !2946)
!2946 = !{!134, !2947, !2947}
!2947 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !881, size: 64)
!2948 = !{!2943, !2949}
!2949 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2944, file: !360, line: 1238, type: !2947)
!2950 = !DILocation(line: 0, scope: !2944, inlinedAt: !2951)
!2951 = distinct !DILocation(line: 21, column: 21, scope: !2935, inlinedAt: !2941)
!2952 = !DILocation(line: 1240, column: 27, scope: !2944, inlinedAt: !2951)
!2953 = !DILocation(line: 21, column: 21, scope: !2935, inlinedAt: !2941)
!2954 = !DILocation(line: 21, column: 5, scope: !2935, inlinedAt: !2941)
!2955 = !DILocation(line: 22, column: 12, scope: !2939, inlinedAt: !2941)
!2956 = !DILocation(line: 22, column: 9, scope: !2939, inlinedAt: !2941)
!2957 = distinct !{!2957, !2954, !2958, !2959}
!2958 = !DILocation(line: 22, column: 12, scope: !2935, inlinedAt: !2941)
!2959 = !{!"llvm.loop.isvectorized", i32 1}
!2960 = distinct !{!2960, !2202}
!2961 = !DILocation(line: 0, scope: !2939, inlinedAt: !2941)
!2962 = !DILocalVariable(name: "this", arg: 1, scope: !2963, type: !2965, flags: DIFlagArtificial | DIFlagObjectPointer)
!2963 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv", scope: !860, file: !360, line: 1105, type: !888, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !887, retainedNodes: !2964)
!2964 = !{!2962}
!2965 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !860, size: 64)
!2966 = !DILocation(line: 0, scope: !2963, inlinedAt: !2967)
!2967 = distinct !DILocation(line: 21, column: 21, scope: !2935, inlinedAt: !2941)
!2968 = !DILocation(line: 1107, column: 2, scope: !2963, inlinedAt: !2967)
!2969 = distinct !{!2969, !2954, !2958, !2970, !2959}
!2970 = !{!"llvm.loop.unroll.runtime.disable"}
!2971 = !DILocalVariable(name: "x", arg: 1, scope: !2972, file: !1, line: 39, type: !805)
!2972 = distinct !DISubprogram(name: "dot<long>", linkageName: "_Z3dotIlET_RKSt6vectorIS0_SaIS0_EES5_", scope: !1, file: !1, line: 39, type: !2973, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1100, retainedNodes: !2975)
!2973 = !DISubroutineType(types: !2974)
!2974 = !{!408, !805, !805}
!2975 = !{!2971, !2976, !2977, !2978}
!2976 = !DILocalVariable(name: "y", arg: 2, scope: !2972, file: !1, line: 39, type: !805)
!2977 = !DILocalVariable(name: "s", scope: !2972, file: !1, line: 41, type: !408)
!2978 = !DILocalVariable(name: "i", scope: !2979, file: !1, line: 42, type: !8)
!2979 = distinct !DILexicalBlock(scope: !2972, file: !1, line: 42, column: 3)
!2980 = !DILocation(line: 0, scope: !2972, inlinedAt: !2981)
!2981 = distinct !DILocation(line: 61, column: 20, scope: !2380)
!2982 = !DILocation(line: 0, scope: !2979, inlinedAt: !2981)
!2983 = !DILocation(line: 42, column: 24, scope: !2984, inlinedAt: !2981)
!2984 = distinct !DILexicalBlock(scope: !2979, file: !1, line: 42, column: 3)
!2985 = !DILocation(line: 42, column: 3, scope: !2979, inlinedAt: !2981)
!2986 = !DILocation(line: 42, column: 37, scope: !2984, inlinedAt: !2981)
!2987 = !DILocation(line: 43, column: 10, scope: !2984, inlinedAt: !2981)
!2988 = !DILocation(line: 43, column: 17, scope: !2984, inlinedAt: !2981)
!2989 = !DILocation(line: 43, column: 15, scope: !2984, inlinedAt: !2981)
!2990 = !DILocation(line: 43, column: 7, scope: !2984, inlinedAt: !2981)
!2991 = distinct !{!2991, !2985, !2992, !1881, !2959}
!2992 = !DILocation(line: 43, column: 20, scope: !2979, inlinedAt: !2981)
!2993 = !DILocation(line: 0, scope: !2688, inlinedAt: !2994)
!2994 = distinct !DILocation(line: 43, column: 10, scope: !2984, inlinedAt: !2981)
!2995 = !DILocation(line: 1143, column: 34, scope: !2688, inlinedAt: !2994)
!2996 = !DILocation(line: 0, scope: !2688, inlinedAt: !2997)
!2997 = distinct !DILocation(line: 43, column: 17, scope: !2984, inlinedAt: !2981)
!2998 = !DILocation(line: 1143, column: 34, scope: !2688, inlinedAt: !2997)
!2999 = distinct !{!2999, !2985, !2992, !1881, !2970, !2959}
!3000 = !DILocation(line: 61, column: 18, scope: !2380)
!3001 = !DILocation(line: 0, scope: !2739, inlinedAt: !3002)
!3002 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3003 = !DILocation(line: 0, scope: !2745, inlinedAt: !3004)
!3004 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3002)
!3005 = !DILocation(line: 0, scope: !2751, inlinedAt: !3006)
!3006 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3004)
!3007 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !3006)
!3008 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3006)
!3009 = distinct !DILexicalBlock(scope: !2751, file: !12, line: 386, column: 6)
!3010 = !DILocalVariable(name: "__a", arg: 1, scope: !3011, file: !32, line: 495, type: !584)
!3011 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm", scope: !577, file: !32, line: 495, type: !647, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !646, retainedNodes: !3012)
!3012 = !{!3010, !3013, !3014}
!3013 = !DILocalVariable(name: "__p", arg: 2, scope: !3011, file: !32, line: 495, type: !582)
!3014 = !DILocalVariable(name: "__n", arg: 3, scope: !3011, file: !32, line: 495, type: !106)
!3015 = !DILocation(line: 0, scope: !3011, inlinedAt: !3016)
!3016 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3006)
!3017 = !DILocalVariable(name: "this", arg: 1, scope: !3018, type: !2463, flags: DIFlagArtificial | DIFlagObjectPointer)
!3018 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIlE10deallocateEPlm", scope: !590, file: !48, line: 142, type: !621, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !620, retainedNodes: !3019)
!3019 = !{!3017, !3020, !3021}
!3020 = !DILocalVariable(name: "__p", arg: 2, scope: !3018, file: !48, line: 142, type: !583)
!3021 = !DILocalVariable(name: "__n", arg: 3, scope: !3018, file: !48, line: 142, type: !78)
!3022 = !DILocation(line: 0, scope: !3018, inlinedAt: !3023)
!3023 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3016)
!3024 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3023)
!3025 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3023)
!3026 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3006)
!3027 = !DILocation(line: 0, scope: !2739, inlinedAt: !3028)
!3028 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3029 = !DILocation(line: 0, scope: !2745, inlinedAt: !3030)
!3030 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3028)
!3031 = !DILocation(line: 0, scope: !2751, inlinedAt: !3032)
!3032 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3030)
!3033 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3032)
!3034 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !3032)
!3035 = !DILocation(line: 0, scope: !3011, inlinedAt: !3036)
!3036 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3032)
!3037 = !DILocation(line: 0, scope: !3018, inlinedAt: !3038)
!3038 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3036)
!3039 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3038)
!3040 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3038)
!3041 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3032)
!3042 = !DILocation(line: 0, scope: !2731, inlinedAt: !3043)
!3043 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3044 = !DILocation(line: 0, scope: !2739, inlinedAt: !3045)
!3045 = distinct !DILocation(line: 8, column: 29, scope: !2743, inlinedAt: !3043)
!3046 = !DILocation(line: 0, scope: !2745, inlinedAt: !3047)
!3047 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3045)
!3048 = !DILocation(line: 0, scope: !2751, inlinedAt: !3049)
!3049 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3047)
!3050 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3049)
!3051 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !3049)
!3052 = !DILocation(line: 0, scope: !3011, inlinedAt: !3053)
!3053 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3049)
!3054 = !DILocation(line: 0, scope: !3018, inlinedAt: !3055)
!3055 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3053)
!3056 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3055)
!3057 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3055)
!3058 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3049)
!3059 = !DILocation(line: 0, scope: !2731, inlinedAt: !3060)
!3060 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3061 = !DILocation(line: 0, scope: !2739, inlinedAt: !3062)
!3062 = distinct !DILocation(line: 8, column: 29, scope: !2743, inlinedAt: !3060)
!3063 = !DILocation(line: 0, scope: !2745, inlinedAt: !3064)
!3064 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3062)
!3065 = !DILocation(line: 0, scope: !2751, inlinedAt: !3066)
!3066 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3064)
!3067 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3066)
!3068 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !3066)
!3069 = !DILocation(line: 0, scope: !3011, inlinedAt: !3070)
!3070 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3066)
!3071 = !DILocation(line: 0, scope: !3018, inlinedAt: !3072)
!3072 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3070)
!3073 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3072)
!3074 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3072)
!3075 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3066)
!3076 = !DILocation(line: 0, scope: !2731, inlinedAt: !3077)
!3077 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3078 = !DILocation(line: 0, scope: !2739, inlinedAt: !3079)
!3079 = distinct !DILocation(line: 8, column: 29, scope: !2743, inlinedAt: !3077)
!3080 = !DILocation(line: 0, scope: !2745, inlinedAt: !3081)
!3081 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3079)
!3082 = !DILocation(line: 0, scope: !2751, inlinedAt: !3083)
!3083 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3081)
!3084 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3083)
!3085 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !3083)
!3086 = !DILocation(line: 0, scope: !3011, inlinedAt: !3087)
!3087 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3083)
!3088 = !DILocation(line: 0, scope: !3018, inlinedAt: !3089)
!3089 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3087)
!3090 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3089)
!3091 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3089)
!3092 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3083)
!3093 = !DILocation(line: 56, column: 18, scope: !2380)
!3094 = !DILocation(line: 0, scope: !2739, inlinedAt: !3095)
!3095 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3096 = !DILocation(line: 0, scope: !2745, inlinedAt: !3097)
!3097 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3095)
!3098 = !DILocation(line: 0, scope: !2751, inlinedAt: !3099)
!3099 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3097)
!3100 = !DILocation(line: 0, scope: !3011, inlinedAt: !3101)
!3101 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3099)
!3102 = !DILocation(line: 0, scope: !3018, inlinedAt: !3103)
!3103 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3101)
!3104 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3103)
!3105 = !DILocation(line: 0, scope: !2707, inlinedAt: !3106)
!3106 = distinct !DILocation(line: 58, column: 12, scope: !3107)
!3107 = distinct !DILexicalBlock(scope: !2929, file: !1, line: 57, column: 31)
!3108 = !DILocation(line: 16, column: 65, scope: !2707, inlinedAt: !3106)
!3109 = !DILocation(line: 16, column: 69, scope: !2707, inlinedAt: !3106)
!3110 = !DILocation(line: 0, scope: !2715, inlinedAt: !3111)
!3111 = distinct !DILocation(line: 16, column: 40, scope: !2707, inlinedAt: !3106)
!3112 = !DILocation(line: 1124, column: 34, scope: !2715, inlinedAt: !3111)
!3113 = !DILocation(line: 58, column: 12, scope: !3107)
!3114 = !DILocation(line: 0, scope: !2715, inlinedAt: !3115)
!3115 = distinct !DILocation(line: 58, column: 5, scope: !3107)
!3116 = !DILocation(line: 1124, column: 34, scope: !2715, inlinedAt: !3115)
!3117 = !DILocation(line: 58, column: 10, scope: !3107)
!3118 = !DILocation(line: 59, column: 20, scope: !3107)
!3119 = !DILocation(line: 0, scope: !2707, inlinedAt: !3120)
!3120 = distinct !DILocation(line: 59, column: 12, scope: !3107)
!3121 = !DILocation(line: 16, column: 62, scope: !2707, inlinedAt: !3120)
!3122 = !DILocation(line: 16, column: 65, scope: !2707, inlinedAt: !3120)
!3123 = !DILocation(line: 16, column: 69, scope: !2707, inlinedAt: !3120)
!3124 = !DILocation(line: 0, scope: !2715, inlinedAt: !3125)
!3125 = distinct !DILocation(line: 16, column: 40, scope: !2707, inlinedAt: !3120)
!3126 = !DILocation(line: 1124, column: 34, scope: !2715, inlinedAt: !3125)
!3127 = !DILocation(line: 59, column: 12, scope: !3107)
!3128 = !DILocation(line: 0, scope: !2715, inlinedAt: !3129)
!3129 = distinct !DILocation(line: 59, column: 5, scope: !3107)
!3130 = !DILocation(line: 1124, column: 34, scope: !2715, inlinedAt: !3129)
!3131 = !DILocation(line: 59, column: 10, scope: !3107)
!3132 = !DILocation(line: 57, column: 27, scope: !2929)
!3133 = distinct !{!3133, !2927, !3134, !1881}
!3134 = !DILocation(line: 60, column: 3, scope: !2396)
!3135 = !DILocation(line: 0, scope: !2731, inlinedAt: !3136)
!3136 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3137 = !DILocation(line: 0, scope: !2739, inlinedAt: !3138)
!3138 = distinct !DILocation(line: 8, column: 29, scope: !2743, inlinedAt: !3136)
!3139 = !DILocation(line: 0, scope: !2745, inlinedAt: !3140)
!3140 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3138)
!3141 = !DILocation(line: 0, scope: !2751, inlinedAt: !3142)
!3142 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3140)
!3143 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3142)
!3144 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !3142)
!3145 = !DILocation(line: 0, scope: !3011, inlinedAt: !3146)
!3146 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3142)
!3147 = !DILocation(line: 0, scope: !3018, inlinedAt: !3148)
!3148 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3146)
!3149 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3148)
!3150 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3148)
!3151 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3142)
!3152 = !DILocation(line: 0, scope: !2731, inlinedAt: !3153)
!3153 = distinct !DILocation(line: 62, column: 1, scope: !2380)
!3154 = !DILocation(line: 0, scope: !2739, inlinedAt: !3155)
!3155 = distinct !DILocation(line: 8, column: 29, scope: !2743, inlinedAt: !3153)
!3156 = !DILocation(line: 0, scope: !2745, inlinedAt: !3157)
!3157 = distinct !DILocation(line: 733, column: 7, scope: !2749, inlinedAt: !3155)
!3158 = !DILocation(line: 0, scope: !2751, inlinedAt: !3159)
!3159 = distinct !DILocation(line: 366, column: 2, scope: !2757, inlinedAt: !3157)
!3160 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !3159)
!3161 = !DILocation(line: 386, column: 6, scope: !2751, inlinedAt: !3159)
!3162 = !DILocation(line: 0, scope: !3011, inlinedAt: !3163)
!3163 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3159)
!3164 = !DILocation(line: 0, scope: !3018, inlinedAt: !3165)
!3165 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3163)
!3166 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3165)
!3167 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3165)
!3168 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !3159)
!3169 = !DILocation(line: 386, column: 6, scope: !3009, inlinedAt: !2756)
!3170 = !DILocation(line: 0, scope: !3011, inlinedAt: !3171)
!3171 = distinct !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !2756)
!3172 = !DILocation(line: 0, scope: !3018, inlinedAt: !3173)
!3173 = distinct !DILocation(line: 496, column: 13, scope: !3011, inlinedAt: !3171)
!3174 = !DILocation(line: 158, column: 27, scope: !3018, inlinedAt: !3173)
!3175 = !DILocation(line: 158, column: 2, scope: !3018, inlinedAt: !3173)
!3176 = !DILocation(line: 387, column: 4, scope: !3009, inlinedAt: !2756)
