; ModuleID = 'cxx_vector_loops.cpp'
source_filename = "cxx_vector_loops.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }
%"class.__gnu_cxx::__normal_iterator" = type { double* }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::allocator.2" = type { i8 }
%struct.Mat = type { i32, i32, %"class.std::vector" }
%"class.__gnu_cxx::__normal_iterator.5" = type { double* }
%"class.__gnu_cxx::__normal_iterator.6" = type { i32* }

@.str = private unnamed_addr constant [8 x i8] c"%f %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1549 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !1553, metadata !DIExpression()), !dbg !1571
  call void @llvm.dbg.value(metadata i8** %1, metadata !1554, metadata !DIExpression()), !dbg !1571
  %3 = icmp sgt i32 %0, 1, !dbg !1572
  br i1 %3, label %4, label %30, !dbg !1573

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1574
  %6 = load i8*, i8** %5, align 8, !dbg !1574, !tbaa !1575
  call void @llvm.dbg.value(metadata i8* %6, metadata !1383, metadata !DIExpression()) #11, !dbg !1579
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #11, !dbg !1581
  %8 = trunc i64 %7 to i32, !dbg !1581
  call void @llvm.dbg.value(metadata i32 %8, metadata !1555, metadata !DIExpression()), !dbg !1571
  %9 = icmp eq i32 %0, 2, !dbg !1582
  br i1 %9, label %21, label %10, !dbg !1583

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !1584
  %12 = load i8*, i8** %11, align 8, !dbg !1584, !tbaa !1575
  call void @llvm.dbg.value(metadata i8* %12, metadata !1383, metadata !DIExpression()) #11, !dbg !1585
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #11, !dbg !1587
  %14 = trunc i64 %13 to i32, !dbg !1587
  call void @llvm.dbg.value(metadata i32 %14, metadata !1556, metadata !DIExpression()), !dbg !1571
  %15 = icmp ugt i32 %0, 3, !dbg !1588
  br i1 %15, label %16, label %21, !dbg !1589

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !1590
  %18 = load i8*, i8** %17, align 8, !dbg !1590, !tbaa !1575
  call void @llvm.dbg.value(metadata i8* %18, metadata !1383, metadata !DIExpression()) #11, !dbg !1591
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #11, !dbg !1593
  %20 = trunc i64 %19 to i32, !dbg !1593
  br label %21, !dbg !1589

21:                                               ; preds = %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 40, %4 ]
  %23 = phi i32 [ %20, %16 ], [ 30, %10 ], [ 30, %4 ], !dbg !1589
  call void @llvm.dbg.value(metadata i32 %23, metadata !1557, metadata !DIExpression()), !dbg !1571
  %24 = shl i64 %7, 32, !dbg !1594
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1595, metadata !DIExpression()), !dbg !1601
  call void @llvm.dbg.value(metadata i64 %24, metadata !1598, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1601
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1599, metadata !DIExpression()), !dbg !1601
  call void @llvm.dbg.value(metadata i64 %24, metadata !1603, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1607
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1606, metadata !DIExpression()), !dbg !1607
  %25 = icmp slt i64 %24, 0, !dbg !1609
  br i1 %25, label %26, label %27, !dbg !1611

26:                                               ; preds = %21
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12, !dbg !1612
  unreachable, !dbg !1612

27:                                               ; preds = %21
  %28 = and i64 %7, 4294967295, !dbg !1594
  call void @llvm.dbg.value(metadata i64 %28, metadata !1598, metadata !DIExpression()), !dbg !1601
  call void @llvm.dbg.value(metadata i64 %28, metadata !1603, metadata !DIExpression()), !dbg !1607
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1613, metadata !DIExpression()), !dbg !1619
  call void @llvm.dbg.value(metadata i64 %24, metadata !1616, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1619
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1617, metadata !DIExpression()), !dbg !1619
  call void @llvm.dbg.value(metadata double* null, metadata !1558, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* null, metadata !1558, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* null, metadata !1558, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1621, metadata !DIExpression()), !dbg !1625
  call void @llvm.dbg.value(metadata i64 %24, metadata !1624, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1625
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1628, metadata !DIExpression()), !dbg !1632
  call void @llvm.dbg.value(metadata i64 %24, metadata !1631, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1632
  %29 = icmp eq i64 %24, 0, !dbg !1634
  br i1 %29, label %44, label %30, !dbg !1635

30:                                               ; preds = %2, %27
  %31 = phi i32 [ %22, %27 ], [ 40, %2 ]
  %32 = phi i32 [ %8, %27 ], [ 1000, %2 ]
  %33 = phi i32 [ %23, %27 ], [ 30, %2 ]
  %34 = phi i64 [ %28, %27 ], [ 1000, %2 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1636, metadata !DIExpression()), !dbg !1640
  call void @llvm.dbg.value(metadata i64 %24, metadata !1639, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1640
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1642, metadata !DIExpression()), !dbg !1648
  call void @llvm.dbg.value(metadata i64 %24, metadata !1645, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1648
  call void @llvm.dbg.value(metadata i8* null, metadata !1646, metadata !DIExpression()), !dbg !1648
  %35 = shl nuw nsw i64 %34, 3, !dbg !1650
  %36 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %35) #13, !dbg !1651
  %37 = bitcast i8* %36 to double*, !dbg !1652
  call void @llvm.dbg.value(metadata double* %37, metadata !1558, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata !DIArgList(double* %37, i64 %34), metadata !1558, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1653, metadata !DIExpression()), !dbg !1657
  call void @llvm.dbg.value(metadata i64 %24, metadata !1656, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1657
  call void @llvm.dbg.value(metadata double* %37, metadata !1660, metadata !DIExpression()), !dbg !1671
  call void @llvm.dbg.value(metadata i64 %24, metadata !1666, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1671
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !1671
  call void @llvm.dbg.value(metadata double* %37, metadata !1673, metadata !DIExpression()), !dbg !1681
  call void @llvm.dbg.value(metadata i64 %24, metadata !1678, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1681
  call void @llvm.dbg.value(metadata i8 1, metadata !1679, metadata !DIExpression()), !dbg !1681
  call void @llvm.dbg.value(metadata double* %37, metadata !1683, metadata !DIExpression()), !dbg !1696
  call void @llvm.dbg.value(metadata i64 %24, metadata !1690, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1696
  call void @llvm.dbg.value(metadata double* %37, metadata !1691, metadata !DIExpression()), !dbg !1698
  call void @llvm.dbg.value(metadata double* %37, metadata !1699, metadata !DIExpression()), !dbg !1707
  store double 0.000000e+00, double* %37, align 8, !dbg !1709, !tbaa !1710
  %38 = getelementptr double, double* %37, i64 1, !dbg !1712
  call void @llvm.dbg.value(metadata double* %38, metadata !1683, metadata !DIExpression()), !dbg !1696
  call void @llvm.dbg.value(metadata double* %38, metadata !1713, metadata !DIExpression()), !dbg !1724
  call void @llvm.dbg.value(metadata i64 %24, metadata !1719, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1724
  call void @llvm.dbg.value(metadata double* %37, metadata !1721, metadata !DIExpression()), !dbg !1724
  call void @llvm.dbg.value(metadata double* %38, metadata !1726, metadata !DIExpression()), !dbg !1746
  call void @llvm.dbg.value(metadata i64 %24, metadata !1741, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1746
  call void @llvm.dbg.value(metadata double* %37, metadata !1742, metadata !DIExpression()), !dbg !1746
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1743, metadata !DIExpression()), !dbg !1748
  %39 = icmp eq i64 %34, 1, !dbg !1749
  br i1 %39, label %44, label %40, !dbg !1751

40:                                               ; preds = %30
  %41 = getelementptr inbounds double, double* %37, i64 %34, !dbg !1752
  call void @llvm.dbg.value(metadata double* %41, metadata !1558, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  %42 = bitcast double* %38 to i8*, !dbg !1696
  call void @llvm.dbg.value(metadata double* %38, metadata !1753, metadata !DIExpression()), !dbg !1762
  call void @llvm.dbg.value(metadata double* %37, metadata !1759, metadata !DIExpression()), !dbg !1762
  call void @llvm.dbg.value(metadata double* %37, metadata !1764, metadata !DIExpression()), !dbg !1779
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1777, metadata !DIExpression()), !dbg !1779
  call void @llvm.dbg.value(metadata double* %38, metadata !1775, metadata !DIExpression()), !dbg !1779
  %43 = add nsw i64 %35, -8, !dbg !1781
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %42, i8 0, i64 %43, i1 false), !dbg !1783, !tbaa !1710
  call void @llvm.dbg.value(metadata i32 undef, metadata !1775, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1779
  br label %44, !dbg !1785

44:                                               ; preds = %40, %30, %27
  %45 = phi i1 [ false, %30 ], [ false, %40 ], [ true, %27 ]
  %46 = phi i32 [ %31, %30 ], [ %31, %40 ], [ %22, %27 ]
  %47 = phi i32 [ %32, %30 ], [ %32, %40 ], [ %8, %27 ]
  %48 = phi i32 [ %33, %30 ], [ %33, %40 ], [ %23, %27 ]
  %49 = phi i64 [ 1, %30 ], [ %34, %40 ], [ 0, %27 ]
  %50 = phi double* [ %37, %30 ], [ %37, %40 ], [ null, %27 ], !dbg !1625
  %51 = phi double* [ %38, %30 ], [ %41, %40 ], [ null, %27 ]
  call void @llvm.dbg.value(metadata double* %50, metadata !1558, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* %51, metadata !1683, metadata !DIExpression()), !dbg !1696
  call void @llvm.dbg.value(metadata double* %51, metadata !1558, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata i32 0, metadata !1559, metadata !DIExpression()), !dbg !1786
  %52 = icmp sgt i32 %47, 0, !dbg !1787
  br i1 %52, label %53, label %77, !dbg !1789

53:                                               ; preds = %44
  %54 = zext i32 %47 to i64, !dbg !1787
  %55 = icmp ult i32 %47, 4, !dbg !1789
  br i1 %55, label %75, label %56, !dbg !1789

56:                                               ; preds = %53
  %57 = and i64 %54, 4294967292, !dbg !1789
  br label %58, !dbg !1789

58:                                               ; preds = %58, %56
  %59 = phi i64 [ 0, %56 ], [ %70, %58 ], !dbg !1790
  %60 = phi <2 x i32> [ <i32 0, i32 1>, %56 ], [ %71, %58 ], !dbg !1791
  %61 = add <2 x i32> %60, <i32 2, i32 2>, !dbg !1791
  %62 = urem <2 x i32> %60, <i32 13, i32 13>, !dbg !1791
  %63 = urem <2 x i32> %61, <i32 13, i32 13>, !dbg !1791
  %64 = sitofp <2 x i32> %62 to <2 x double>, !dbg !1792
  %65 = sitofp <2 x i32> %63 to <2 x double>, !dbg !1792
  %66 = getelementptr inbounds double, double* %50, i64 %59, !dbg !1790
  %67 = bitcast double* %66 to <2 x double>*, !dbg !1793
  store <2 x double> %64, <2 x double>* %67, align 8, !dbg !1793, !tbaa !1710
  %68 = getelementptr inbounds double, double* %66, i64 2, !dbg !1793
  %69 = bitcast double* %68 to <2 x double>*, !dbg !1793
  store <2 x double> %65, <2 x double>* %69, align 8, !dbg !1793, !tbaa !1710
  %70 = add nuw i64 %59, 4, !dbg !1790
  %71 = add <2 x i32> %60, <i32 4, i32 4>, !dbg !1791
  %72 = icmp eq i64 %70, %57, !dbg !1790
  br i1 %72, label %73, label %58, !dbg !1790, !llvm.loop !1794

73:                                               ; preds = %58
  %74 = icmp eq i64 %57, %54, !dbg !1789
  br i1 %74, label %77, label %75, !dbg !1789

75:                                               ; preds = %53, %73
  %76 = phi i64 [ 0, %53 ], [ %57, %73 ]
  br label %91, !dbg !1789

77:                                               ; preds = %91, %73, %44
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1798, metadata !DIExpression()), !dbg !1802
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1801, metadata !DIExpression()), !dbg !1802
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1804, metadata !DIExpression()), !dbg !1808
  %78 = ptrtoint double* %51 to i64, !dbg !1810
  %79 = ptrtoint double* %50 to i64, !dbg !1810
  %80 = sub i64 %78, %79, !dbg !1810
  %81 = ashr i64 %80, 3, !dbg !1810
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1613, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.value(metadata i64 %81, metadata !1616, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1617, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.value(metadata double* null, metadata !1561, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* null, metadata !1561, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* null, metadata !1561, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1621, metadata !DIExpression()), !dbg !1813
  call void @llvm.dbg.value(metadata i64 %81, metadata !1624, metadata !DIExpression()), !dbg !1813
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1628, metadata !DIExpression()), !dbg !1815
  call void @llvm.dbg.value(metadata i64 %81, metadata !1631, metadata !DIExpression()), !dbg !1815
  %82 = icmp eq i64 %80, 0, !dbg !1817
  br i1 %82, label %83, label %85, !dbg !1818

83:                                               ; preds = %77
  call void @llvm.dbg.value(metadata i64 %81, metadata !1819, metadata !DIExpression()) #11, !dbg !1834
  %84 = getelementptr inbounds double, double* null, i64 %81, !dbg !1900
  call void @llvm.dbg.value(metadata double* %102, metadata !1561, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1901, metadata !DIExpression()), !dbg !1913
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !1906, metadata !DIExpression()), !dbg !1913
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1907, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata double* %102, metadata !1910, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata double* %100, metadata !1909, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1916, metadata !DIExpression()), !dbg !1923
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1922, metadata !DIExpression()), !dbg !1923
  br label %168, !dbg !1925

85:                                               ; preds = %77
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1636, metadata !DIExpression()), !dbg !1926
  call void @llvm.dbg.value(metadata i64 %81, metadata !1639, metadata !DIExpression()), !dbg !1926
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1642, metadata !DIExpression()), !dbg !1928
  call void @llvm.dbg.value(metadata i64 %81, metadata !1645, metadata !DIExpression()), !dbg !1928
  call void @llvm.dbg.value(metadata i8* null, metadata !1646, metadata !DIExpression()), !dbg !1928
  %86 = icmp ugt i64 %80, 9223372036854775800, !dbg !1930
  br i1 %86, label %87, label %89, !dbg !1932, !prof !1933

87:                                               ; preds = %85
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #12
          to label %88 unwind label %447, !dbg !1934

88:                                               ; preds = %87
  unreachable, !dbg !1934

89:                                               ; preds = %85
  %90 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %80) #13
          to label %99 unwind label %447, !dbg !1937

91:                                               ; preds = %75, %91
  %92 = phi i64 [ %97, %91 ], [ %76, %75 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !1559, metadata !DIExpression()), !dbg !1786
  %93 = trunc i64 %92 to i32, !dbg !1791
  %94 = urem i32 %93, 13, !dbg !1791
  %95 = sitofp i32 %94 to double, !dbg !1792
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1938, metadata !DIExpression()), !dbg !1942
  call void @llvm.dbg.value(metadata i64 %92, metadata !1941, metadata !DIExpression()), !dbg !1942
  %96 = getelementptr inbounds double, double* %50, i64 %92, !dbg !1944
  store double %95, double* %96, align 8, !dbg !1793, !tbaa !1710
  %97 = add nuw nsw i64 %92, 1, !dbg !1790
  call void @llvm.dbg.value(metadata i64 %97, metadata !1559, metadata !DIExpression()), !dbg !1786
  %98 = icmp eq i64 %97, %54, !dbg !1787
  br i1 %98, label %77, label %91, !dbg !1789, !llvm.loop !1945

99:                                               ; preds = %89
  %100 = bitcast i8* %90 to double*, !dbg !1947
  call void @llvm.dbg.value(metadata double* %100, metadata !1561, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* %100, metadata !1561, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata !DIArgList(double* %100, i64 %81), metadata !1561, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* %50, metadata !1893, metadata !DIExpression()), !dbg !1948
  call void @llvm.dbg.value(metadata double* %51, metadata !1894, metadata !DIExpression()), !dbg !1948
  call void @llvm.dbg.value(metadata double* %100, metadata !1895, metadata !DIExpression()), !dbg !1948
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1896, metadata !DIExpression()), !dbg !1948
  call void @llvm.dbg.value(metadata double* %50, metadata !1883, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.value(metadata double* %51, metadata !1884, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.value(metadata double* %100, metadata !1885, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.value(metadata i8 1, metadata !1886, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.value(metadata i8 1, metadata !1887, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.value(metadata double* %50, metadata !1877, metadata !DIExpression()), !dbg !1950
  call void @llvm.dbg.value(metadata double* %51, metadata !1878, metadata !DIExpression()), !dbg !1950
  call void @llvm.dbg.value(metadata double* %100, metadata !1879, metadata !DIExpression()), !dbg !1950
  call void @llvm.dbg.value(metadata double* %50, metadata !1863, metadata !DIExpression()), !dbg !1951
  call void @llvm.dbg.value(metadata double* %51, metadata !1864, metadata !DIExpression()), !dbg !1951
  call void @llvm.dbg.value(metadata double* %100, metadata !1865, metadata !DIExpression()), !dbg !1951
  call void @llvm.dbg.value(metadata double* %50, metadata !1855, metadata !DIExpression()), !dbg !1952
  call void @llvm.dbg.value(metadata double* %51, metadata !1856, metadata !DIExpression()), !dbg !1952
  call void @llvm.dbg.value(metadata double* %100, metadata !1857, metadata !DIExpression()), !dbg !1952
  call void @llvm.dbg.value(metadata double* %50, metadata !1847, metadata !DIExpression()), !dbg !1953
  call void @llvm.dbg.value(metadata double* %51, metadata !1848, metadata !DIExpression()), !dbg !1953
  call void @llvm.dbg.value(metadata double* %100, metadata !1849, metadata !DIExpression()), !dbg !1953
  call void @llvm.dbg.value(metadata double* %50, metadata !1838, metadata !DIExpression()), !dbg !1954
  call void @llvm.dbg.value(metadata double* %51, metadata !1839, metadata !DIExpression()), !dbg !1954
  call void @llvm.dbg.value(metadata double* %100, metadata !1840, metadata !DIExpression()), !dbg !1954
  call void @llvm.dbg.value(metadata double* %50, metadata !1830, metadata !DIExpression()) #11, !dbg !1834
  call void @llvm.dbg.value(metadata double* %51, metadata !1831, metadata !DIExpression()) #11, !dbg !1834
  call void @llvm.dbg.value(metadata double* %100, metadata !1832, metadata !DIExpression()) #11, !dbg !1834
  call void @llvm.dbg.value(metadata i64 %80, metadata !1819, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1834
  %101 = bitcast double* %50 to i8*, !dbg !1955
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %90, i8* align 8 %101, i64 %80, i1 false) #11, !dbg !1955
  call void @llvm.dbg.value(metadata i64 %81, metadata !1819, metadata !DIExpression()) #11, !dbg !1834
  %102 = getelementptr inbounds double, double* %100, i64 %81, !dbg !1900
  call void @llvm.dbg.value(metadata double* %102, metadata !1561, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1901, metadata !DIExpression()), !dbg !1913
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !1906, metadata !DIExpression()), !dbg !1913
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1907, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata double* %102, metadata !1910, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata double* %100, metadata !1909, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1916, metadata !DIExpression()), !dbg !1923
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1922, metadata !DIExpression()), !dbg !1923
  %103 = add i64 %80, -8, !dbg !1957
  %104 = lshr i64 %103, 3, !dbg !1957
  %105 = add nuw nsw i64 %104, 1, !dbg !1957
  %106 = icmp ult i64 %103, 24, !dbg !1957
  br i1 %106, label %160, label %107, !dbg !1957

107:                                              ; preds = %99
  %108 = and i64 %105, 4611686018427387900, !dbg !1957
  %109 = getelementptr double, double* %100, i64 %108, !dbg !1957
  %110 = add nsw i64 %108, -4, !dbg !1957
  %111 = lshr exact i64 %110, 2, !dbg !1957
  %112 = add nuw nsw i64 %111, 1, !dbg !1957
  %113 = and i64 %112, 1, !dbg !1957
  %114 = icmp eq i64 %110, 0, !dbg !1957
  br i1 %114, label %144, label %115, !dbg !1957

115:                                              ; preds = %107
  %116 = and i64 %112, 9223372036854775806, !dbg !1957
  br label %117, !dbg !1957

117:                                              ; preds = %117, %115
  %118 = phi i64 [ 0, %115 ], [ %141, %117 ]
  %119 = phi i64 [ 0, %115 ], [ %142, %117 ]
  %120 = getelementptr double, double* %100, i64 %118
  %121 = bitcast double* %120 to <2 x double>*, !dbg !1958
  %122 = load <2 x double>, <2 x double>* %121, align 8, !dbg !1958, !tbaa !1710
  %123 = getelementptr double, double* %120, i64 2, !dbg !1958
  %124 = bitcast double* %123 to <2 x double>*, !dbg !1958
  %125 = load <2 x double>, <2 x double>* %124, align 8, !dbg !1958, !tbaa !1710
  %126 = fmul <2 x double> %122, <double 5.000000e-01, double 5.000000e-01>, !dbg !1958
  %127 = fmul <2 x double> %125, <double 5.000000e-01, double 5.000000e-01>, !dbg !1958
  %128 = bitcast double* %120 to <2 x double>*, !dbg !1958
  store <2 x double> %126, <2 x double>* %128, align 8, !dbg !1958, !tbaa !1710
  %129 = bitcast double* %123 to <2 x double>*, !dbg !1958
  store <2 x double> %127, <2 x double>* %129, align 8, !dbg !1958, !tbaa !1710
  %130 = or i64 %118, 4
  %131 = getelementptr double, double* %100, i64 %130
  %132 = bitcast double* %131 to <2 x double>*, !dbg !1958
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !1958, !tbaa !1710
  %134 = getelementptr double, double* %131, i64 2, !dbg !1958
  %135 = bitcast double* %134 to <2 x double>*, !dbg !1958
  %136 = load <2 x double>, <2 x double>* %135, align 8, !dbg !1958, !tbaa !1710
  %137 = fmul <2 x double> %133, <double 5.000000e-01, double 5.000000e-01>, !dbg !1958
  %138 = fmul <2 x double> %136, <double 5.000000e-01, double 5.000000e-01>, !dbg !1958
  %139 = bitcast double* %131 to <2 x double>*, !dbg !1958
  store <2 x double> %137, <2 x double>* %139, align 8, !dbg !1958, !tbaa !1710
  %140 = bitcast double* %134 to <2 x double>*, !dbg !1958
  store <2 x double> %138, <2 x double>* %140, align 8, !dbg !1958, !tbaa !1710
  %141 = add nuw i64 %118, 8
  %142 = add i64 %119, 2
  %143 = icmp eq i64 %142, %116
  br i1 %143, label %144, label %117, !llvm.loop !1959

144:                                              ; preds = %117, %107
  %145 = phi i64 [ 0, %107 ], [ %141, %117 ]
  %146 = icmp eq i64 %113, 0
  br i1 %146, label %158, label %147

147:                                              ; preds = %144
  %148 = getelementptr double, double* %100, i64 %145
  %149 = bitcast double* %148 to <2 x double>*, !dbg !1958
  %150 = load <2 x double>, <2 x double>* %149, align 8, !dbg !1958, !tbaa !1710
  %151 = getelementptr double, double* %148, i64 2, !dbg !1958
  %152 = bitcast double* %151 to <2 x double>*, !dbg !1958
  %153 = load <2 x double>, <2 x double>* %152, align 8, !dbg !1958, !tbaa !1710
  %154 = fmul <2 x double> %150, <double 5.000000e-01, double 5.000000e-01>, !dbg !1958
  %155 = fmul <2 x double> %153, <double 5.000000e-01, double 5.000000e-01>, !dbg !1958
  %156 = bitcast double* %148 to <2 x double>*, !dbg !1958
  store <2 x double> %154, <2 x double>* %156, align 8, !dbg !1958, !tbaa !1710
  %157 = bitcast double* %151 to <2 x double>*, !dbg !1958
  store <2 x double> %155, <2 x double>* %157, align 8, !dbg !1958, !tbaa !1710
  br label %158, !dbg !1925

158:                                              ; preds = %144, %147
  %159 = icmp eq i64 %105, %108, !dbg !1925
  br i1 %159, label %168, label %160, !dbg !1925

160:                                              ; preds = %99, %158
  %161 = phi double* [ %100, %99 ], [ %109, %158 ]
  br label %162, !dbg !1957

162:                                              ; preds = %160, %162
  %163 = phi double* [ %166, %162 ], [ %161, %160 ]
  call void @llvm.dbg.value(metadata double* %163, metadata !1909, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata double* %163, metadata !1911, metadata !DIExpression()), !dbg !1961
  %164 = load double, double* %163, align 8, !dbg !1958, !tbaa !1710
  %165 = fmul double %164, 5.000000e-01, !dbg !1958
  store double %165, double* %163, align 8, !dbg !1958, !tbaa !1710
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1962, metadata !DIExpression()), !dbg !1966
  %166 = getelementptr inbounds double, double* %163, i64 1, !dbg !1968
  call void @llvm.dbg.value(metadata double* %166, metadata !1909, metadata !DIExpression()), !dbg !1915
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1916, metadata !DIExpression()), !dbg !1923
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1922, metadata !DIExpression()), !dbg !1923
  %167 = icmp eq double* %166, %102, !dbg !1969
  br i1 %167, label %168, label %162, !dbg !1925, !llvm.loop !1970

168:                                              ; preds = %162, %158, %83
  %169 = phi double* [ %84, %83 ], [ %102, %158 ], [ %102, %162 ]
  %170 = phi double* [ null, %83 ], [ %100, %158 ], [ %100, %162 ]
  %171 = ptrtoint double* %169 to i64, !dbg !1971
  %172 = ptrtoint double* %170 to i64, !dbg !1971
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !1974, metadata !DIExpression()), !dbg !1971
  call void @llvm.dbg.value(metadata i64 %24, metadata !1976, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1971
  call void @llvm.dbg.value(metadata i32* undef, metadata !1977, metadata !DIExpression()), !dbg !1971
  call void @llvm.dbg.value(metadata %"class.std::allocator.2"* undef, metadata !1978, metadata !DIExpression()), !dbg !1971
  call void @llvm.dbg.value(metadata i64 %24, metadata !1980, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1984
  call void @llvm.dbg.value(metadata %"class.std::allocator.2"* undef, metadata !1983, metadata !DIExpression()), !dbg !1984
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !1986, metadata !DIExpression()), !dbg !1992
  call void @llvm.dbg.value(metadata i64 %24, metadata !1989, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1992
  call void @llvm.dbg.value(metadata %"class.std::allocator.2"* undef, metadata !1990, metadata !DIExpression()), !dbg !1992
  call void @llvm.dbg.value(metadata i32* null, metadata !1562, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata i32* null, metadata !1562, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata i32* null, metadata !1562, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !1994, metadata !DIExpression()), !dbg !1998
  call void @llvm.dbg.value(metadata i64 %24, metadata !1997, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1998
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2001, metadata !DIExpression()), !dbg !2005
  call void @llvm.dbg.value(metadata i64 %24, metadata !2004, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2005
  br i1 %45, label %259, label %173, !dbg !2007

173:                                              ; preds = %168
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2008, metadata !DIExpression()), !dbg !2012
  call void @llvm.dbg.value(metadata i64 %24, metadata !2011, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2012
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2014, metadata !DIExpression()), !dbg !2020
  call void @llvm.dbg.value(metadata i64 %24, metadata !2017, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2020
  call void @llvm.dbg.value(metadata i8* null, metadata !2018, metadata !DIExpression()), !dbg !2020
  %174 = shl nuw nsw i64 %49, 2, !dbg !2022
  %175 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %174) #13
          to label %176 unwind label %449, !dbg !2023

176:                                              ; preds = %173
  %177 = bitcast i8* %175 to i32*, !dbg !2024
  call void @llvm.dbg.value(metadata i32* %177, metadata !1562, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  %178 = getelementptr inbounds i32, i32* %177, i64 %49, !dbg !2025
  call void @llvm.dbg.value(metadata i32* %178, metadata !1562, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2026, metadata !DIExpression()), !dbg !2031
  call void @llvm.dbg.value(metadata i64 %24, metadata !2029, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2031
  call void @llvm.dbg.value(metadata i32* undef, metadata !2030, metadata !DIExpression()), !dbg !2031
  call void @llvm.dbg.value(metadata i32* %177, metadata !2034, metadata !DIExpression()), !dbg !2045
  call void @llvm.dbg.value(metadata i64 %24, metadata !2039, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2045
  call void @llvm.dbg.value(metadata i32* undef, metadata !2040, metadata !DIExpression()), !dbg !2045
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2041, metadata !DIExpression()), !dbg !2045
  call void @llvm.dbg.value(metadata i32* %177, metadata !2047, metadata !DIExpression()), !dbg !2056
  call void @llvm.dbg.value(metadata i64 %24, metadata !2052, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2056
  call void @llvm.dbg.value(metadata i32* undef, metadata !2053, metadata !DIExpression()), !dbg !2056
  call void @llvm.dbg.value(metadata i8 1, metadata !2054, metadata !DIExpression()), !dbg !2056
  call void @llvm.dbg.value(metadata i32* %177, metadata !2058, metadata !DIExpression()), !dbg !2065
  call void @llvm.dbg.value(metadata i64 %24, metadata !2063, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2065
  call void @llvm.dbg.value(metadata i32* undef, metadata !2064, metadata !DIExpression()), !dbg !2065
  call void @llvm.dbg.value(metadata i32* %177, metadata !2067, metadata !DIExpression()), !dbg !2074
  call void @llvm.dbg.value(metadata i64 %24, metadata !2070, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2074
  call void @llvm.dbg.value(metadata i32* undef, metadata !2071, metadata !DIExpression()), !dbg !2074
  call void @llvm.dbg.value(metadata i32* %177, metadata !2076, metadata !DIExpression()), !dbg !2086
  call void @llvm.dbg.value(metadata i64 %24, metadata !2081, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !2086
  call void @llvm.dbg.value(metadata i32* undef, metadata !2082, metadata !DIExpression()), !dbg !2086
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !2083, metadata !DIExpression()), !dbg !2088
  call void @llvm.dbg.value(metadata i32* %177, metadata !2089, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* %178, metadata !2094, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* undef, metadata !2095, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i32* %177, metadata !2100, metadata !DIExpression()), !dbg !2109
  call void @llvm.dbg.value(metadata i32* %178, metadata !2105, metadata !DIExpression()), !dbg !2109
  call void @llvm.dbg.value(metadata i32* undef, metadata !2106, metadata !DIExpression()), !dbg !2109
  call void @llvm.dbg.value(metadata i32 7, metadata !2107, metadata !DIExpression()), !dbg !2109
  %179 = add nsw i64 %49, 4611686018427387903, !dbg !2111
  %180 = and i64 %179, 4611686018427387903, !dbg !2111
  %181 = add nuw nsw i64 %180, 1, !dbg !2111
  %182 = icmp ult i64 %180, 7, !dbg !2111
  br i1 %182, label %253, label %183, !dbg !2111

183:                                              ; preds = %176
  %184 = and i64 %181, 9223372036854775800, !dbg !2111
  %185 = getelementptr i32, i32* %177, i64 %184, !dbg !2111
  %186 = add nsw i64 %184, -8, !dbg !2111
  %187 = lshr exact i64 %186, 3, !dbg !2111
  %188 = add nuw nsw i64 %187, 1, !dbg !2111
  %189 = and i64 %188, 7, !dbg !2111
  %190 = icmp ult i64 %186, 56, !dbg !2111
  br i1 %190, label %238, label %191, !dbg !2111

191:                                              ; preds = %183
  %192 = and i64 %188, 4611686018427387896, !dbg !2111
  br label %193, !dbg !2111

193:                                              ; preds = %193, %191
  %194 = phi i64 [ 0, %191 ], [ %235, %193 ]
  %195 = phi i64 [ 0, %191 ], [ %236, %193 ]
  %196 = getelementptr i32, i32* %177, i64 %194
  %197 = bitcast i32* %196 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %197, align 4, !dbg !2113, !tbaa !2115
  %198 = getelementptr i32, i32* %196, i64 4, !dbg !2113
  %199 = bitcast i32* %198 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %199, align 4, !dbg !2113, !tbaa !2115
  %200 = or i64 %194, 8
  %201 = getelementptr i32, i32* %177, i64 %200
  %202 = bitcast i32* %201 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %202, align 4, !dbg !2113, !tbaa !2115
  %203 = getelementptr i32, i32* %201, i64 4, !dbg !2113
  %204 = bitcast i32* %203 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %204, align 4, !dbg !2113, !tbaa !2115
  %205 = or i64 %194, 16
  %206 = getelementptr i32, i32* %177, i64 %205
  %207 = bitcast i32* %206 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %207, align 4, !dbg !2113, !tbaa !2115
  %208 = getelementptr i32, i32* %206, i64 4, !dbg !2113
  %209 = bitcast i32* %208 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %209, align 4, !dbg !2113, !tbaa !2115
  %210 = or i64 %194, 24
  %211 = getelementptr i32, i32* %177, i64 %210
  %212 = bitcast i32* %211 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %212, align 4, !dbg !2113, !tbaa !2115
  %213 = getelementptr i32, i32* %211, i64 4, !dbg !2113
  %214 = bitcast i32* %213 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %214, align 4, !dbg !2113, !tbaa !2115
  %215 = or i64 %194, 32
  %216 = getelementptr i32, i32* %177, i64 %215
  %217 = bitcast i32* %216 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %217, align 4, !dbg !2113, !tbaa !2115
  %218 = getelementptr i32, i32* %216, i64 4, !dbg !2113
  %219 = bitcast i32* %218 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %219, align 4, !dbg !2113, !tbaa !2115
  %220 = or i64 %194, 40
  %221 = getelementptr i32, i32* %177, i64 %220
  %222 = bitcast i32* %221 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %222, align 4, !dbg !2113, !tbaa !2115
  %223 = getelementptr i32, i32* %221, i64 4, !dbg !2113
  %224 = bitcast i32* %223 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %224, align 4, !dbg !2113, !tbaa !2115
  %225 = or i64 %194, 48
  %226 = getelementptr i32, i32* %177, i64 %225
  %227 = bitcast i32* %226 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %227, align 4, !dbg !2113, !tbaa !2115
  %228 = getelementptr i32, i32* %226, i64 4, !dbg !2113
  %229 = bitcast i32* %228 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %229, align 4, !dbg !2113, !tbaa !2115
  %230 = or i64 %194, 56
  %231 = getelementptr i32, i32* %177, i64 %230
  %232 = bitcast i32* %231 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %232, align 4, !dbg !2113, !tbaa !2115
  %233 = getelementptr i32, i32* %231, i64 4, !dbg !2113
  %234 = bitcast i32* %233 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %234, align 4, !dbg !2113, !tbaa !2115
  %235 = add nuw i64 %194, 64
  %236 = add nuw i64 %195, 8
  %237 = icmp eq i64 %236, %192
  br i1 %237, label %238, label %193, !llvm.loop !2117

238:                                              ; preds = %193, %183
  %239 = phi i64 [ 0, %183 ], [ %235, %193 ]
  %240 = icmp eq i64 %189, 0
  br i1 %240, label %251, label %241

241:                                              ; preds = %238, %241
  %242 = phi i64 [ %248, %241 ], [ %239, %238 ]
  %243 = phi i64 [ %249, %241 ], [ 0, %238 ]
  %244 = getelementptr i32, i32* %177, i64 %242
  %245 = bitcast i32* %244 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %245, align 4, !dbg !2113, !tbaa !2115
  %246 = getelementptr i32, i32* %244, i64 4, !dbg !2113
  %247 = bitcast i32* %246 to <4 x i32>*, !dbg !2113
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %247, align 4, !dbg !2113, !tbaa !2115
  %248 = add nuw i64 %242, 8
  %249 = add i64 %243, 1
  %250 = icmp eq i64 %249, %189
  br i1 %250, label %251, label %241, !llvm.loop !2119

251:                                              ; preds = %241, %238
  %252 = icmp eq i64 %181, %184, !dbg !2111
  br i1 %252, label %259, label %253, !dbg !2111

253:                                              ; preds = %176, %251
  %254 = phi i32* [ %177, %176 ], [ %185, %251 ]
  br label %255, !dbg !2111

255:                                              ; preds = %253, %255
  %256 = phi i32* [ %257, %255 ], [ %254, %253 ]
  call void @llvm.dbg.value(metadata i32* %256, metadata !2100, metadata !DIExpression()), !dbg !2109
  store i32 7, i32* %256, align 4, !dbg !2113, !tbaa !2115
  %257 = getelementptr inbounds i32, i32* %256, i64 1, !dbg !2121
  call void @llvm.dbg.value(metadata i32* %257, metadata !2100, metadata !DIExpression()), !dbg !2109
  %258 = icmp eq i32* %257, %178, !dbg !2122
  br i1 %258, label %259, label %255, !dbg !2111, !llvm.loop !2123

259:                                              ; preds = %255, %251, %168
  %260 = phi i32* [ null, %168 ], [ %177, %251 ], [ %177, %255 ], !dbg !1998
  %261 = phi i32* [ null, %168 ], [ %178, %251 ], [ %178, %255 ], !dbg !2086
  %262 = ptrtoint i32* %261 to i64, !dbg !1571
  %263 = ptrtoint i32* %260 to i64, !dbg !1571
  call void @llvm.dbg.value(metadata i32* %260, metadata !1562, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata i32* %261, metadata !1562, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2124, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata i32 %14, metadata !2127, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata i32 %23, metadata !2128, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata i32 %14, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !1571
  call void @llvm.dbg.value(metadata i32 %23, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !1571
  %264 = sext i32 %46 to i64, !dbg !2132
  %265 = sext i32 %48 to i64, !dbg !2133
  %266 = mul nsw i64 %265, %264, !dbg !2134
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1595, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata i64 %266, metadata !1598, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1599, metadata !DIExpression()), !dbg !2135
  call void @llvm.dbg.value(metadata i64 %266, metadata !1603, metadata !DIExpression()), !dbg !2137
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1606, metadata !DIExpression()), !dbg !2137
  %267 = icmp ugt i64 %266, 1152921504606846975, !dbg !2139
  br i1 %267, label %268, label %270, !dbg !2140

268:                                              ; preds = %259
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12
          to label %269 unwind label %451, !dbg !2141

269:                                              ; preds = %268
  unreachable, !dbg !2141

270:                                              ; preds = %259
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1613, metadata !DIExpression()), !dbg !2142
  call void @llvm.dbg.value(metadata i64 %266, metadata !1616, metadata !DIExpression()), !dbg !2142
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1617, metadata !DIExpression()), !dbg !2142
  call void @llvm.dbg.value(metadata double* null, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* null, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* null, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1621, metadata !DIExpression()), !dbg !2144
  call void @llvm.dbg.value(metadata i64 %266, metadata !1624, metadata !DIExpression()), !dbg !2144
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1628, metadata !DIExpression()), !dbg !2146
  call void @llvm.dbg.value(metadata i64 %266, metadata !1631, metadata !DIExpression()), !dbg !2146
  %271 = icmp eq i64 %266, 0, !dbg !2148
  br i1 %271, label %283, label %272, !dbg !2149

272:                                              ; preds = %270
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1636, metadata !DIExpression()), !dbg !2150
  call void @llvm.dbg.value(metadata i64 %266, metadata !1639, metadata !DIExpression()), !dbg !2150
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1642, metadata !DIExpression()), !dbg !2152
  call void @llvm.dbg.value(metadata i64 %266, metadata !1645, metadata !DIExpression()), !dbg !2152
  call void @llvm.dbg.value(metadata i8* null, metadata !1646, metadata !DIExpression()), !dbg !2152
  %273 = shl nuw nsw i64 %266, 3, !dbg !2154
  %274 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %273) #13
          to label %275 unwind label %451, !dbg !2155

275:                                              ; preds = %272
  %276 = bitcast i8* %274 to double*, !dbg !2156
  call void @llvm.dbg.value(metadata double* %276, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata !DIArgList(double* %276, i64 %266), metadata !1563, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1653, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata i64 %266, metadata !1656, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata double* %276, metadata !1660, metadata !DIExpression()), !dbg !2159
  call void @llvm.dbg.value(metadata i64 %266, metadata !1666, metadata !DIExpression()), !dbg !2159
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1667, metadata !DIExpression()), !dbg !2159
  call void @llvm.dbg.value(metadata double* %276, metadata !1673, metadata !DIExpression()), !dbg !2161
  call void @llvm.dbg.value(metadata i64 %266, metadata !1678, metadata !DIExpression()), !dbg !2161
  call void @llvm.dbg.value(metadata i8 1, metadata !1679, metadata !DIExpression()), !dbg !2161
  call void @llvm.dbg.value(metadata double* %276, metadata !1683, metadata !DIExpression()), !dbg !2163
  call void @llvm.dbg.value(metadata i64 %266, metadata !1690, metadata !DIExpression()), !dbg !2163
  call void @llvm.dbg.value(metadata double* %276, metadata !1691, metadata !DIExpression()), !dbg !2165
  call void @llvm.dbg.value(metadata double* %276, metadata !1699, metadata !DIExpression()), !dbg !2166
  store double 0.000000e+00, double* %276, align 8, !dbg !2168, !tbaa !1710
  %277 = getelementptr double, double* %276, i64 1, !dbg !2169
  call void @llvm.dbg.value(metadata double* %277, metadata !1683, metadata !DIExpression()), !dbg !2163
  call void @llvm.dbg.value(metadata double* %277, metadata !1713, metadata !DIExpression()), !dbg !2170
  call void @llvm.dbg.value(metadata i64 %266, metadata !1719, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2170
  call void @llvm.dbg.value(metadata double* %276, metadata !1721, metadata !DIExpression()), !dbg !2170
  call void @llvm.dbg.value(metadata double* %277, metadata !1726, metadata !DIExpression()), !dbg !2172
  call void @llvm.dbg.value(metadata i64 %266, metadata !1741, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !2172
  call void @llvm.dbg.value(metadata double* %276, metadata !1742, metadata !DIExpression()), !dbg !2172
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1743, metadata !DIExpression()), !dbg !2174
  %278 = icmp eq i64 %266, 1, !dbg !2175
  br i1 %278, label %283, label %279, !dbg !2176

279:                                              ; preds = %275
  %280 = getelementptr inbounds double, double* %276, i64 %266, !dbg !2177
  call void @llvm.dbg.value(metadata double* %280, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1571
  %281 = bitcast double* %277 to i8*, !dbg !2163
  call void @llvm.dbg.value(metadata double* %277, metadata !1753, metadata !DIExpression()), !dbg !2178
  call void @llvm.dbg.value(metadata double* %276, metadata !1759, metadata !DIExpression()), !dbg !2178
  call void @llvm.dbg.value(metadata double* %276, metadata !1764, metadata !DIExpression()), !dbg !2180
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1777, metadata !DIExpression()), !dbg !2180
  call void @llvm.dbg.value(metadata double* %277, metadata !1775, metadata !DIExpression()), !dbg !2180
  %282 = add nsw i64 %273, -8, !dbg !2182
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %281, i8 0, i64 %282, i1 false), !dbg !2183, !tbaa !1710
  call void @llvm.dbg.value(metadata i32 undef, metadata !1775, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2180
  br label %283, !dbg !2184

283:                                              ; preds = %270, %275, %279
  %284 = phi double* [ %276, %275 ], [ %276, %279 ], [ null, %270 ], !dbg !2144
  %285 = phi double* [ %277, %275 ], [ %280, %279 ], [ null, %270 ]
  call void @llvm.dbg.value(metadata double* %284, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata double* %285, metadata !1683, metadata !DIExpression()), !dbg !2163
  call void @llvm.dbg.value(metadata double* %285, metadata !1563, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1571
  call void @llvm.dbg.value(metadata i32 0, metadata !1564, metadata !DIExpression()), !dbg !2185
  %286 = icmp sgt i32 %46, 0, !dbg !2186
  br i1 %286, label %287, label %364, !dbg !2187

287:                                              ; preds = %283
  %288 = icmp sgt i32 %48, 0
  %289 = zext i32 %46 to i64, !dbg !2186
  %290 = zext i32 %48 to i64
  %291 = and i64 %290, 4294967292, !dbg !2187
  %292 = add nsw i64 %291, -4, !dbg !2187
  %293 = lshr exact i64 %292, 2, !dbg !2187
  %294 = add nuw nsw i64 %293, 1, !dbg !2187
  %295 = icmp ult i32 %48, 4
  %296 = and i64 %290, 4294967292
  %297 = and i64 %294, 1
  %298 = icmp eq i64 %292, 0
  %299 = and i64 %294, 9223372036854775806
  %300 = icmp eq i64 %297, 0
  %301 = icmp eq i64 %296, %290
  br label %302, !dbg !2187

302:                                              ; preds = %287, %454
  %303 = phi i64 [ 0, %287 ], [ %455, %454 ]
  call void @llvm.dbg.value(metadata i64 %303, metadata !1564, metadata !DIExpression()), !dbg !2185
  call void @llvm.dbg.value(metadata i32 0, metadata !1566, metadata !DIExpression()), !dbg !2188
  br i1 %288, label %304, label %454, !dbg !2189

304:                                              ; preds = %302
  %305 = mul nsw i64 %303, %265
  br i1 %295, label %362, label %306, !dbg !2189

306:                                              ; preds = %304
  %307 = insertelement <2 x i64> poison, i64 %303, i64 0, !dbg !2189
  %308 = shufflevector <2 x i64> %307, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !2189
  %309 = insertelement <2 x i64> poison, i64 %303, i64 0, !dbg !2189
  %310 = shufflevector <2 x i64> %309, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !2189
  br i1 %298, label %345, label %311, !dbg !2189

311:                                              ; preds = %306, %311
  %312 = phi i64 [ %341, %311 ], [ 0, %306 ], !dbg !2190
  %313 = phi <2 x i64> [ %342, %311 ], [ <i64 0, i64 1>, %306 ]
  %314 = phi i64 [ %343, %311 ], [ 0, %306 ]
  %315 = add <2 x i64> %313, <i64 2, i64 2>
  %316 = sub nsw <2 x i64> %308, %313, !dbg !2192
  %317 = sub nsw <2 x i64> %310, %315, !dbg !2192
  %318 = trunc <2 x i64> %316 to <2 x i32>, !dbg !2193
  %319 = trunc <2 x i64> %317 to <2 x i32>, !dbg !2193
  %320 = sitofp <2 x i32> %318 to <2 x double>, !dbg !2193
  %321 = sitofp <2 x i32> %319 to <2 x double>, !dbg !2193
  %322 = add nsw i64 %305, %312, !dbg !2190
  %323 = getelementptr inbounds double, double* %284, i64 %322, !dbg !2190
  %324 = bitcast double* %323 to <2 x double>*, !dbg !2194
  store <2 x double> %320, <2 x double>* %324, align 8, !dbg !2194, !tbaa !1710
  %325 = getelementptr inbounds double, double* %323, i64 2, !dbg !2194
  %326 = bitcast double* %325 to <2 x double>*, !dbg !2194
  store <2 x double> %321, <2 x double>* %326, align 8, !dbg !2194, !tbaa !1710
  %327 = or i64 %312, 4, !dbg !2190
  %328 = add <2 x i64> %313, <i64 4, i64 4>
  %329 = add <2 x i64> %313, <i64 6, i64 6>
  %330 = sub nsw <2 x i64> %308, %328, !dbg !2192
  %331 = sub nsw <2 x i64> %310, %329, !dbg !2192
  %332 = trunc <2 x i64> %330 to <2 x i32>, !dbg !2193
  %333 = trunc <2 x i64> %331 to <2 x i32>, !dbg !2193
  %334 = sitofp <2 x i32> %332 to <2 x double>, !dbg !2193
  %335 = sitofp <2 x i32> %333 to <2 x double>, !dbg !2193
  %336 = add nsw i64 %305, %327, !dbg !2190
  %337 = getelementptr inbounds double, double* %284, i64 %336, !dbg !2190
  %338 = bitcast double* %337 to <2 x double>*, !dbg !2194
  store <2 x double> %334, <2 x double>* %338, align 8, !dbg !2194, !tbaa !1710
  %339 = getelementptr inbounds double, double* %337, i64 2, !dbg !2194
  %340 = bitcast double* %339 to <2 x double>*, !dbg !2194
  store <2 x double> %335, <2 x double>* %340, align 8, !dbg !2194, !tbaa !1710
  %341 = add nuw i64 %312, 8, !dbg !2190
  %342 = add <2 x i64> %313, <i64 8, i64 8>
  %343 = add i64 %314, 2, !dbg !2190
  %344 = icmp eq i64 %343, %299, !dbg !2190
  br i1 %344, label %345, label %311, !dbg !2190, !llvm.loop !2195

345:                                              ; preds = %311, %306
  %346 = phi i64 [ 0, %306 ], [ %341, %311 ]
  %347 = phi <2 x i64> [ <i64 0, i64 1>, %306 ], [ %342, %311 ]
  br i1 %300, label %361, label %348, !dbg !2190

348:                                              ; preds = %345
  %349 = add <2 x i64> %347, <i64 2, i64 2>
  %350 = sub nsw <2 x i64> %308, %347, !dbg !2192
  %351 = sub nsw <2 x i64> %310, %349, !dbg !2192
  %352 = trunc <2 x i64> %350 to <2 x i32>, !dbg !2193
  %353 = trunc <2 x i64> %351 to <2 x i32>, !dbg !2193
  %354 = sitofp <2 x i32> %352 to <2 x double>, !dbg !2193
  %355 = sitofp <2 x i32> %353 to <2 x double>, !dbg !2193
  %356 = add nsw i64 %305, %346, !dbg !2190
  %357 = getelementptr inbounds double, double* %284, i64 %356, !dbg !2190
  %358 = bitcast double* %357 to <2 x double>*, !dbg !2194
  store <2 x double> %354, <2 x double>* %358, align 8, !dbg !2194, !tbaa !1710
  %359 = getelementptr inbounds double, double* %357, i64 2, !dbg !2194
  %360 = bitcast double* %359 to <2 x double>*, !dbg !2194
  store <2 x double> %355, <2 x double>* %360, align 8, !dbg !2194, !tbaa !1710
  br label %361, !dbg !2189

361:                                              ; preds = %345, %348
  br i1 %301, label %454, label %362, !dbg !2189

362:                                              ; preds = %304, %361
  %363 = phi i64 [ 0, %304 ], [ %296, %361 ]
  br label %457, !dbg !2189

364:                                              ; preds = %454, %283
  call void @llvm.dbg.value(metadata double* %100, metadata !2197, metadata !DIExpression()), !dbg !2206
  call void @llvm.dbg.value(metadata double* %102, metadata !2202, metadata !DIExpression()), !dbg !2206
  call void @llvm.dbg.value(metadata double* undef, metadata !2203, metadata !DIExpression()), !dbg !2206
  call void @llvm.dbg.value(metadata double* %100, metadata !2208, metadata !DIExpression()), !dbg !2215
  call void @llvm.dbg.value(metadata double* %102, metadata !2211, metadata !DIExpression()), !dbg !2215
  call void @llvm.dbg.value(metadata double* undef, metadata !2212, metadata !DIExpression()), !dbg !2215
  call void @llvm.dbg.value(metadata double* %100, metadata !2217, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.value(metadata double* %102, metadata !2220, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.value(metadata double* undef, metadata !2221, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.value(metadata double* %102, metadata !1776, metadata !DIExpression()), !dbg !2227
  call void @llvm.dbg.value(metadata double* undef, metadata !1764, metadata !DIExpression()), !dbg !2227
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !1777, metadata !DIExpression()), !dbg !2227
  call void @llvm.dbg.value(metadata double* %100, metadata !1775, metadata !DIExpression()), !dbg !2227
  br i1 %82, label %466, label %365, !dbg !2229

365:                                              ; preds = %364
  %366 = add i64 %171, -8, !dbg !2229
  %367 = sub i64 %366, %172, !dbg !2229
  %368 = lshr i64 %367, 3, !dbg !2229
  %369 = add nuw nsw i64 %368, 1, !dbg !2229
  %370 = icmp ult i64 %367, 24, !dbg !2229
  br i1 %370, label %441, label %371, !dbg !2229

371:                                              ; preds = %365
  %372 = and i64 %369, 4611686018427387900, !dbg !2229
  %373 = getelementptr double, double* %170, i64 %372, !dbg !2229
  %374 = add nsw i64 %372, -4, !dbg !2229
  %375 = lshr exact i64 %374, 2, !dbg !2229
  %376 = add nuw nsw i64 %375, 1, !dbg !2229
  %377 = and i64 %376, 7, !dbg !2229
  %378 = icmp ult i64 %374, 28, !dbg !2229
  br i1 %378, label %426, label %379, !dbg !2229

379:                                              ; preds = %371
  %380 = and i64 %376, 9223372036854775800, !dbg !2229
  br label %381, !dbg !2229

381:                                              ; preds = %381, %379
  %382 = phi i64 [ 0, %379 ], [ %423, %381 ]
  %383 = phi i64 [ 0, %379 ], [ %424, %381 ]
  %384 = getelementptr double, double* %170, i64 %382
  %385 = bitcast double* %384 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %385, align 8, !dbg !2230, !tbaa !1710
  %386 = getelementptr double, double* %384, i64 2, !dbg !2230
  %387 = bitcast double* %386 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %387, align 8, !dbg !2230, !tbaa !1710
  %388 = or i64 %382, 4
  %389 = getelementptr double, double* %170, i64 %388
  %390 = bitcast double* %389 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %390, align 8, !dbg !2230, !tbaa !1710
  %391 = getelementptr double, double* %389, i64 2, !dbg !2230
  %392 = bitcast double* %391 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %392, align 8, !dbg !2230, !tbaa !1710
  %393 = or i64 %382, 8
  %394 = getelementptr double, double* %170, i64 %393
  %395 = bitcast double* %394 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %395, align 8, !dbg !2230, !tbaa !1710
  %396 = getelementptr double, double* %394, i64 2, !dbg !2230
  %397 = bitcast double* %396 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %397, align 8, !dbg !2230, !tbaa !1710
  %398 = or i64 %382, 12
  %399 = getelementptr double, double* %170, i64 %398
  %400 = bitcast double* %399 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %400, align 8, !dbg !2230, !tbaa !1710
  %401 = getelementptr double, double* %399, i64 2, !dbg !2230
  %402 = bitcast double* %401 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %402, align 8, !dbg !2230, !tbaa !1710
  %403 = or i64 %382, 16
  %404 = getelementptr double, double* %170, i64 %403
  %405 = bitcast double* %404 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %405, align 8, !dbg !2230, !tbaa !1710
  %406 = getelementptr double, double* %404, i64 2, !dbg !2230
  %407 = bitcast double* %406 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %407, align 8, !dbg !2230, !tbaa !1710
  %408 = or i64 %382, 20
  %409 = getelementptr double, double* %170, i64 %408
  %410 = bitcast double* %409 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %410, align 8, !dbg !2230, !tbaa !1710
  %411 = getelementptr double, double* %409, i64 2, !dbg !2230
  %412 = bitcast double* %411 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %412, align 8, !dbg !2230, !tbaa !1710
  %413 = or i64 %382, 24
  %414 = getelementptr double, double* %170, i64 %413
  %415 = bitcast double* %414 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %415, align 8, !dbg !2230, !tbaa !1710
  %416 = getelementptr double, double* %414, i64 2, !dbg !2230
  %417 = bitcast double* %416 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %417, align 8, !dbg !2230, !tbaa !1710
  %418 = or i64 %382, 28
  %419 = getelementptr double, double* %170, i64 %418
  %420 = bitcast double* %419 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %420, align 8, !dbg !2230, !tbaa !1710
  %421 = getelementptr double, double* %419, i64 2, !dbg !2230
  %422 = bitcast double* %421 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %422, align 8, !dbg !2230, !tbaa !1710
  %423 = add nuw i64 %382, 32
  %424 = add i64 %383, 8
  %425 = icmp eq i64 %424, %380
  br i1 %425, label %426, label %381, !llvm.loop !2231

426:                                              ; preds = %381, %371
  %427 = phi i64 [ 0, %371 ], [ %423, %381 ]
  %428 = icmp eq i64 %377, 0
  br i1 %428, label %439, label %429

429:                                              ; preds = %426, %429
  %430 = phi i64 [ %436, %429 ], [ %427, %426 ]
  %431 = phi i64 [ %437, %429 ], [ 0, %426 ]
  %432 = getelementptr double, double* %170, i64 %430
  %433 = bitcast double* %432 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %433, align 8, !dbg !2230, !tbaa !1710
  %434 = getelementptr double, double* %432, i64 2, !dbg !2230
  %435 = bitcast double* %434 to <2 x double>*, !dbg !2230
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double>* %435, align 8, !dbg !2230, !tbaa !1710
  %436 = add nuw i64 %430, 4
  %437 = add i64 %431, 1
  %438 = icmp eq i64 %437, %377
  br i1 %438, label %439, label %429, !llvm.loop !2233

439:                                              ; preds = %429, %426
  %440 = icmp eq i64 %369, %372, !dbg !2229
  br i1 %440, label %466, label %441, !dbg !2229

441:                                              ; preds = %365, %439
  %442 = phi double* [ %170, %365 ], [ %373, %439 ]
  br label %443, !dbg !2229

443:                                              ; preds = %441, %443
  %444 = phi double* [ %445, %443 ], [ %442, %441 ]
  call void @llvm.dbg.value(metadata double* %444, metadata !1775, metadata !DIExpression()), !dbg !2227
  store double 2.000000e+00, double* %444, align 8, !dbg !2230, !tbaa !1710
  %445 = getelementptr inbounds double, double* %444, i64 1, !dbg !2234
  call void @llvm.dbg.value(metadata double* %445, metadata !1775, metadata !DIExpression()), !dbg !2227
  %446 = icmp eq double* %445, %169, !dbg !2235
  br i1 %446, label %466, label %443, !dbg !2229, !llvm.loop !2236

447:                                              ; preds = %89, %87
  %448 = landingpad { i8*, i32 }
          cleanup, !dbg !2237
  br label %657, !dbg !2237

449:                                              ; preds = %173
  %450 = landingpad { i8*, i32 }
          cleanup, !dbg !2237
  br label %652, !dbg !2238

451:                                              ; preds = %272, %268
  %452 = landingpad { i8*, i32 }
          cleanup, !dbg !2237
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2239, metadata !DIExpression()) #11, !dbg !2242
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2244, metadata !DIExpression()) #11, !dbg !2247
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2250, metadata !DIExpression()) #11, !dbg !2255
  call void @llvm.dbg.value(metadata i32* %260, metadata !2253, metadata !DIExpression()) #11, !dbg !2255
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %260), metadata !2254, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2255
  %453 = icmp eq i32* %260, null, !dbg !2258
  br i1 %453, label %652, label %650, !dbg !2260

454:                                              ; preds = %457, %361, %302
  %455 = add nuw nsw i64 %303, 1, !dbg !2261
  call void @llvm.dbg.value(metadata i64 %455, metadata !1564, metadata !DIExpression()), !dbg !2185
  %456 = icmp eq i64 %455, %289, !dbg !2186
  br i1 %456, label %364, label %302, !dbg !2187, !llvm.loop !2262

457:                                              ; preds = %362, %457
  %458 = phi i64 [ %464, %457 ], [ %363, %362 ]
  call void @llvm.dbg.value(metadata i64 %458, metadata !1566, metadata !DIExpression()), !dbg !2188
  %459 = sub nsw i64 %303, %458, !dbg !2192
  %460 = trunc i64 %459 to i32, !dbg !2193
  %461 = sitofp i32 %460 to double, !dbg !2193
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2264, metadata !DIExpression()), !dbg !2269
  call void @llvm.dbg.value(metadata i64 %303, metadata !2267, metadata !DIExpression()), !dbg !2269
  call void @llvm.dbg.value(metadata i64 %458, metadata !2268, metadata !DIExpression()), !dbg !2269
  %462 = add nsw i64 %305, %458, !dbg !2271
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !1938, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2272
  call void @llvm.dbg.value(metadata i64 %462, metadata !1941, metadata !DIExpression()), !dbg !2272
  %463 = getelementptr inbounds double, double* %284, i64 %462, !dbg !2274
  store double %461, double* %463, align 8, !dbg !2194, !tbaa !1710
  %464 = add nuw nsw i64 %458, 1, !dbg !2190
  call void @llvm.dbg.value(metadata i64 %464, metadata !1566, metadata !DIExpression()), !dbg !2188
  %465 = icmp eq i64 %464, %290, !dbg !2275
  br i1 %465, label %454, label %457, !dbg !2189, !llvm.loop !2276

466:                                              ; preds = %443, %439, %364
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2277, metadata !DIExpression()), !dbg !2289
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2283, metadata !DIExpression()), !dbg !2291
  call void @llvm.dbg.value(metadata double* %51, metadata !2286, metadata !DIExpression()), !dbg !2291
  call void @llvm.dbg.value(metadata double* %50, metadata !2285, metadata !DIExpression()), !dbg !2291
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !2282, metadata !DIExpression()), !dbg !2289
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2292, metadata !DIExpression()), !dbg !2299
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2298, metadata !DIExpression()), !dbg !2299
  %467 = icmp eq double* %50, %51, !dbg !2301
  br i1 %467, label %475, label %468, !dbg !2302

468:                                              ; preds = %466, %468
  %469 = phi double [ %472, %468 ], [ 0.000000e+00, %466 ]
  %470 = phi double* [ %473, %468 ], [ %50, %466 ]
  call void @llvm.dbg.value(metadata double %469, metadata !2282, metadata !DIExpression()), !dbg !2289
  call void @llvm.dbg.value(metadata double* %470, metadata !2285, metadata !DIExpression()), !dbg !2291
  %471 = load double, double* %470, align 8, !dbg !2303, !tbaa !1710
  call void @llvm.dbg.value(metadata double %471, metadata !2287, metadata !DIExpression()), !dbg !2304
  %472 = fadd double %469, %471, !dbg !2305
  call void @llvm.dbg.value(metadata double %472, metadata !2282, metadata !DIExpression()), !dbg !2289
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2306, metadata !DIExpression()), !dbg !2310
  %473 = getelementptr inbounds double, double* %470, i64 1, !dbg !2312
  call void @llvm.dbg.value(metadata double* %473, metadata !2285, metadata !DIExpression()), !dbg !2291
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2292, metadata !DIExpression()), !dbg !2299
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2298, metadata !DIExpression()), !dbg !2299
  %474 = icmp eq double* %473, %51, !dbg !2301
  br i1 %474, label %475, label %468, !dbg !2302, !llvm.loop !2313

475:                                              ; preds = %468, %466
  %476 = phi double [ 0.000000e+00, %466 ], [ %472, %468 ], !dbg !2289
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2316, metadata !DIExpression()) #11, !dbg !2322
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  call void @llvm.dbg.value(metadata i64 0, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  br i1 %82, label %526, label %477, !dbg !2325

477:                                              ; preds = %475
  %478 = tail call i64 @llvm.umax.i64(i64 %81, i64 1) #11, !dbg !2325
  %479 = add i64 %478, -1, !dbg !2325
  %480 = and i64 %478, 3, !dbg !2325
  %481 = icmp ult i64 %479, 3, !dbg !2325
  br i1 %481, label %510, label %482, !dbg !2325

482:                                              ; preds = %477
  %483 = and i64 %478, -4, !dbg !2325
  br label %484, !dbg !2325

484:                                              ; preds = %484, %482
  %485 = phi i64 [ 0, %482 ], [ %507, %484 ]
  %486 = phi double [ 0.000000e+00, %482 ], [ %506, %484 ]
  %487 = phi i64 [ 0, %482 ], [ %508, %484 ]
  call void @llvm.dbg.value(metadata i64 %485, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata double %486, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2326, metadata !DIExpression()) #11, !dbg !2330
  call void @llvm.dbg.value(metadata i64 %485, metadata !2329, metadata !DIExpression()) #11, !dbg !2330
  %488 = getelementptr inbounds double, double* %170, i64 %485, !dbg !2333
  %489 = load double, double* %488, align 8, !dbg !2334, !tbaa !1710
  %490 = uitofp i64 %485 to double, !dbg !2335
  %491 = tail call double @llvm.fmuladd.f64(double %489, double %490, double %486) #11, !dbg !2336
  call void @llvm.dbg.value(metadata double %491, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  %492 = or i64 %485, 1, !dbg !2337
  call void @llvm.dbg.value(metadata i64 %492, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata i64 %492, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata double %491, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2326, metadata !DIExpression()) #11, !dbg !2330
  call void @llvm.dbg.value(metadata i64 %492, metadata !2329, metadata !DIExpression()) #11, !dbg !2330
  %493 = getelementptr inbounds double, double* %170, i64 %492, !dbg !2333
  %494 = load double, double* %493, align 8, !dbg !2334, !tbaa !1710
  %495 = uitofp i64 %492 to double, !dbg !2335
  %496 = tail call double @llvm.fmuladd.f64(double %494, double %495, double %491) #11, !dbg !2336
  call void @llvm.dbg.value(metadata double %496, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  %497 = or i64 %485, 2, !dbg !2337
  call void @llvm.dbg.value(metadata i64 %497, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata i64 %497, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata double %496, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2326, metadata !DIExpression()) #11, !dbg !2330
  call void @llvm.dbg.value(metadata i64 %497, metadata !2329, metadata !DIExpression()) #11, !dbg !2330
  %498 = getelementptr inbounds double, double* %170, i64 %497, !dbg !2333
  %499 = load double, double* %498, align 8, !dbg !2334, !tbaa !1710
  %500 = uitofp i64 %497 to double, !dbg !2335
  %501 = tail call double @llvm.fmuladd.f64(double %499, double %500, double %496) #11, !dbg !2336
  call void @llvm.dbg.value(metadata double %501, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  %502 = or i64 %485, 3, !dbg !2337
  call void @llvm.dbg.value(metadata i64 %502, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata i64 %502, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata double %501, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2326, metadata !DIExpression()) #11, !dbg !2330
  call void @llvm.dbg.value(metadata i64 %502, metadata !2329, metadata !DIExpression()) #11, !dbg !2330
  %503 = getelementptr inbounds double, double* %170, i64 %502, !dbg !2333
  %504 = load double, double* %503, align 8, !dbg !2334, !tbaa !1710
  %505 = uitofp i64 %502 to double, !dbg !2335
  %506 = tail call double @llvm.fmuladd.f64(double %504, double %505, double %501) #11, !dbg !2336
  call void @llvm.dbg.value(metadata double %506, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  %507 = add nuw i64 %485, 4, !dbg !2337
  call void @llvm.dbg.value(metadata i64 %507, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  %508 = add i64 %487, 4, !dbg !2325
  %509 = icmp eq i64 %508, %483, !dbg !2325
  br i1 %509, label %510, label %484, !dbg !2325, !llvm.loop !2338

510:                                              ; preds = %484, %477
  %511 = phi double [ undef, %477 ], [ %506, %484 ]
  %512 = phi i64 [ 0, %477 ], [ %507, %484 ]
  %513 = phi double [ 0.000000e+00, %477 ], [ %506, %484 ]
  %514 = icmp eq i64 %480, 0, !dbg !2325
  br i1 %514, label %526, label %515, !dbg !2325

515:                                              ; preds = %510, %515
  %516 = phi i64 [ %523, %515 ], [ %512, %510 ]
  %517 = phi double [ %522, %515 ], [ %513, %510 ]
  %518 = phi i64 [ %524, %515 ], [ 0, %510 ]
  call void @llvm.dbg.value(metadata i64 %516, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  call void @llvm.dbg.value(metadata double %517, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2326, metadata !DIExpression()) #11, !dbg !2330
  call void @llvm.dbg.value(metadata i64 %516, metadata !2329, metadata !DIExpression()) #11, !dbg !2330
  %519 = getelementptr inbounds double, double* %170, i64 %516, !dbg !2333
  %520 = load double, double* %519, align 8, !dbg !2334, !tbaa !1710
  %521 = uitofp i64 %516 to double, !dbg !2335
  %522 = tail call double @llvm.fmuladd.f64(double %520, double %521, double %517) #11, !dbg !2336
  call void @llvm.dbg.value(metadata double %522, metadata !2319, metadata !DIExpression()) #11, !dbg !2322
  %523 = add nuw i64 %516, 1, !dbg !2337
  call void @llvm.dbg.value(metadata i64 %523, metadata !2320, metadata !DIExpression()) #11, !dbg !2324
  %524 = add i64 %518, 1, !dbg !2325
  %525 = icmp eq i64 %524, %480, !dbg !2325
  br i1 %525, label %526, label %515, !dbg !2325, !llvm.loop !2340

526:                                              ; preds = %510, %515, %475
  %527 = phi double [ 0.000000e+00, %475 ], [ %511, %510 ], [ %522, %515 ], !dbg !2322
  %528 = fadd double %476, %527, !dbg !2341
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2277, metadata !DIExpression()), !dbg !2342
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2283, metadata !DIExpression()), !dbg !2344
  call void @llvm.dbg.value(metadata double* %285, metadata !2286, metadata !DIExpression()), !dbg !2344
  call void @llvm.dbg.value(metadata double* %284, metadata !2285, metadata !DIExpression()), !dbg !2344
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !2282, metadata !DIExpression()), !dbg !2342
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2292, metadata !DIExpression()), !dbg !2345
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2298, metadata !DIExpression()), !dbg !2345
  %529 = icmp eq double* %284, %285, !dbg !2347
  br i1 %529, label %537, label %530, !dbg !2348

530:                                              ; preds = %526, %530
  %531 = phi double [ %534, %530 ], [ 0.000000e+00, %526 ]
  %532 = phi double* [ %535, %530 ], [ %284, %526 ]
  call void @llvm.dbg.value(metadata double %531, metadata !2282, metadata !DIExpression()), !dbg !2342
  call void @llvm.dbg.value(metadata double* %532, metadata !2285, metadata !DIExpression()), !dbg !2344
  %533 = load double, double* %532, align 8, !dbg !2349, !tbaa !1710
  call void @llvm.dbg.value(metadata double %533, metadata !2287, metadata !DIExpression()), !dbg !2350
  %534 = fadd double %531, %533, !dbg !2351
  call void @llvm.dbg.value(metadata double %534, metadata !2282, metadata !DIExpression()), !dbg !2342
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2306, metadata !DIExpression()), !dbg !2352
  %535 = getelementptr inbounds double, double* %532, i64 1, !dbg !2354
  call void @llvm.dbg.value(metadata double* %535, metadata !2285, metadata !DIExpression()), !dbg !2344
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2292, metadata !DIExpression()), !dbg !2345
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.5"* undef, metadata !2298, metadata !DIExpression()), !dbg !2345
  %536 = icmp eq double* %535, %285, !dbg !2347
  br i1 %536, label %537, label %530, !dbg !2348, !llvm.loop !2355

537:                                              ; preds = %530, %526
  %538 = phi double [ 0.000000e+00, %526 ], [ %534, %530 ], !dbg !2342
  %539 = fadd double %528, %538, !dbg !2358
  call void @llvm.dbg.value(metadata double %539, metadata !1569, metadata !DIExpression()), !dbg !1571
  call void @llvm.dbg.value(metadata double* %50, metadata !2359, metadata !DIExpression()), !dbg !2369
  call void @llvm.dbg.value(metadata double* %51, metadata !2365, metadata !DIExpression()), !dbg !2369
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !2366, metadata !DIExpression()), !dbg !2369
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1916, metadata !DIExpression()), !dbg !2371
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1922, metadata !DIExpression()), !dbg !2371
  br i1 %467, label %547, label %540, !dbg !2375

540:                                              ; preds = %537, %540
  %541 = phi double [ %544, %540 ], [ 0.000000e+00, %537 ]
  %542 = phi double* [ %545, %540 ], [ %50, %537 ]
  call void @llvm.dbg.value(metadata double %541, metadata !2366, metadata !DIExpression()), !dbg !2369
  call void @llvm.dbg.value(metadata double* %542, metadata !2359, metadata !DIExpression()), !dbg !2369
  %543 = load double, double* %542, align 8, !dbg !2376, !tbaa !1710
  %544 = fadd double %541, %543, !dbg !2377
  call void @llvm.dbg.value(metadata double %544, metadata !2366, metadata !DIExpression()), !dbg !2369
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1962, metadata !DIExpression()), !dbg !2378
  %545 = getelementptr inbounds double, double* %542, i64 1, !dbg !2380
  call void @llvm.dbg.value(metadata double* %545, metadata !2359, metadata !DIExpression()), !dbg !2369
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1916, metadata !DIExpression()), !dbg !2371
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1922, metadata !DIExpression()), !dbg !2371
  %546 = icmp eq double* %545, %51, !dbg !2381
  br i1 %546, label %547, label %540, !dbg !2375, !llvm.loop !2382

547:                                              ; preds = %540, %537
  %548 = phi double [ 0.000000e+00, %537 ], [ %544, %540 ]
  %549 = fadd double %539, %548, !dbg !2384
  call void @llvm.dbg.value(metadata double %549, metadata !1569, metadata !DIExpression()), !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2385, metadata !DIExpression()), !dbg !2393
  call void @llvm.dbg.value(metadata i32* %260, metadata !2391, metadata !DIExpression()), !dbg !2395
  call void @llvm.dbg.value(metadata i64 0, metadata !2390, metadata !DIExpression()), !dbg !2393
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2396, metadata !DIExpression()), !dbg !2403
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2402, metadata !DIExpression()), !dbg !2403
  %550 = icmp eq i32* %260, %261, !dbg !2406
  br i1 %550, label %631, label %551, !dbg !2407

551:                                              ; preds = %547
  %552 = add i64 %262, -4, !dbg !2407
  %553 = sub i64 %552, %263, !dbg !2407
  %554 = lshr i64 %553, 2, !dbg !2407
  %555 = add nuw nsw i64 %554, 1, !dbg !2407
  %556 = icmp ult i64 %553, 12, !dbg !2407
  br i1 %556, label %620, label %557, !dbg !2407

557:                                              ; preds = %551
  %558 = and i64 %555, 9223372036854775804, !dbg !2407
  %559 = getelementptr i32, i32* %260, i64 %558, !dbg !2407
  %560 = add nsw i64 %558, -4, !dbg !2407
  %561 = lshr exact i64 %560, 2, !dbg !2407
  %562 = add nuw nsw i64 %561, 1, !dbg !2407
  %563 = and i64 %562, 1, !dbg !2407
  %564 = icmp eq i64 %560, 0, !dbg !2407
  br i1 %564, label %596, label %565, !dbg !2407

565:                                              ; preds = %557
  %566 = and i64 %562, 9223372036854775806, !dbg !2407
  br label %567, !dbg !2407

567:                                              ; preds = %567, %565
  %568 = phi i64 [ 0, %565 ], [ %593, %567 ]
  %569 = phi <2 x i64> [ zeroinitializer, %565 ], [ %591, %567 ]
  %570 = phi <2 x i64> [ zeroinitializer, %565 ], [ %592, %567 ]
  %571 = phi i64 [ 0, %565 ], [ %594, %567 ]
  %572 = getelementptr i32, i32* %260, i64 %568
  %573 = bitcast i32* %572 to <2 x i32>*, !dbg !2408
  %574 = load <2 x i32>, <2 x i32>* %573, align 4, !dbg !2408, !tbaa !2115
  %575 = getelementptr i32, i32* %572, i64 2, !dbg !2408
  %576 = bitcast i32* %575 to <2 x i32>*, !dbg !2408
  %577 = load <2 x i32>, <2 x i32>* %576, align 4, !dbg !2408, !tbaa !2115
  %578 = sext <2 x i32> %574 to <2 x i64>, !dbg !2408
  %579 = sext <2 x i32> %577 to <2 x i64>, !dbg !2408
  %580 = add <2 x i64> %569, %578, !dbg !2409
  %581 = add <2 x i64> %570, %579, !dbg !2409
  %582 = or i64 %568, 4
  %583 = getelementptr i32, i32* %260, i64 %582
  %584 = bitcast i32* %583 to <2 x i32>*, !dbg !2408
  %585 = load <2 x i32>, <2 x i32>* %584, align 4, !dbg !2408, !tbaa !2115
  %586 = getelementptr i32, i32* %583, i64 2, !dbg !2408
  %587 = bitcast i32* %586 to <2 x i32>*, !dbg !2408
  %588 = load <2 x i32>, <2 x i32>* %587, align 4, !dbg !2408, !tbaa !2115
  %589 = sext <2 x i32> %585 to <2 x i64>, !dbg !2408
  %590 = sext <2 x i32> %588 to <2 x i64>, !dbg !2408
  %591 = add <2 x i64> %580, %589, !dbg !2409
  %592 = add <2 x i64> %581, %590, !dbg !2409
  %593 = add nuw i64 %568, 8
  %594 = add i64 %571, 2
  %595 = icmp eq i64 %594, %566
  br i1 %595, label %596, label %567, !llvm.loop !2410

596:                                              ; preds = %567, %557
  %597 = phi <2 x i64> [ undef, %557 ], [ %591, %567 ]
  %598 = phi <2 x i64> [ undef, %557 ], [ %592, %567 ]
  %599 = phi i64 [ 0, %557 ], [ %593, %567 ]
  %600 = phi <2 x i64> [ zeroinitializer, %557 ], [ %591, %567 ]
  %601 = phi <2 x i64> [ zeroinitializer, %557 ], [ %592, %567 ]
  %602 = icmp eq i64 %563, 0
  br i1 %602, label %614, label %603

603:                                              ; preds = %596
  %604 = getelementptr i32, i32* %260, i64 %599
  %605 = bitcast i32* %604 to <2 x i32>*, !dbg !2408
  %606 = load <2 x i32>, <2 x i32>* %605, align 4, !dbg !2408, !tbaa !2115
  %607 = getelementptr i32, i32* %604, i64 2, !dbg !2408
  %608 = bitcast i32* %607 to <2 x i32>*, !dbg !2408
  %609 = load <2 x i32>, <2 x i32>* %608, align 4, !dbg !2408, !tbaa !2115
  %610 = sext <2 x i32> %606 to <2 x i64>, !dbg !2408
  %611 = sext <2 x i32> %609 to <2 x i64>, !dbg !2408
  %612 = add <2 x i64> %600, %610, !dbg !2409
  %613 = add <2 x i64> %601, %611, !dbg !2409
  br label %614, !dbg !2407

614:                                              ; preds = %596, %603
  %615 = phi <2 x i64> [ %597, %596 ], [ %612, %603 ], !dbg !2409
  %616 = phi <2 x i64> [ %598, %596 ], [ %613, %603 ], !dbg !2409
  %617 = add <2 x i64> %616, %615, !dbg !2407
  %618 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %617), !dbg !2407
  %619 = icmp eq i64 %555, %558, !dbg !2407
  br i1 %619, label %631, label %620, !dbg !2407

620:                                              ; preds = %551, %614
  %621 = phi i64 [ 0, %551 ], [ %618, %614 ]
  %622 = phi i32* [ %260, %551 ], [ %559, %614 ]
  br label %623, !dbg !2407

623:                                              ; preds = %620, %623
  %624 = phi i64 [ %628, %623 ], [ %621, %620 ]
  %625 = phi i32* [ %629, %623 ], [ %622, %620 ]
  call void @llvm.dbg.value(metadata i64 %624, metadata !2390, metadata !DIExpression()), !dbg !2393
  call void @llvm.dbg.value(metadata i32* %625, metadata !2391, metadata !DIExpression()), !dbg !2395
  %626 = load i32, i32* %625, align 4, !dbg !2408, !tbaa !2115
  %627 = sext i32 %626 to i64, !dbg !2408
  %628 = add nsw i64 %624, %627, !dbg !2409
  call void @llvm.dbg.value(metadata i64 %628, metadata !2390, metadata !DIExpression()), !dbg !2393
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2412, metadata !DIExpression()), !dbg !2416
  %629 = getelementptr inbounds i32, i32* %625, i64 1, !dbg !2418
  call void @llvm.dbg.value(metadata i32* %629, metadata !2391, metadata !DIExpression()), !dbg !2395
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2396, metadata !DIExpression()), !dbg !2403
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.6"* undef, metadata !2402, metadata !DIExpression()), !dbg !2403
  %630 = icmp eq i32* %629, %261, !dbg !2406
  br i1 %630, label %631, label %623, !dbg !2407, !llvm.loop !2419

631:                                              ; preds = %623, %614, %547
  %632 = phi i64 [ 0, %547 ], [ %618, %614 ], [ %628, %623 ], !dbg !2393
  call void @llvm.dbg.value(metadata i64 %632, metadata !1570, metadata !DIExpression()), !dbg !1571
  %633 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), double noundef %549, i64 noundef %632), !dbg !2420
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2421, metadata !DIExpression()) #11, !dbg !2427
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2432
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2435, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2438
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2441, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2446
  call void @llvm.dbg.value(metadata double* %284, metadata !2444, metadata !DIExpression()) #11, !dbg !2446
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %284), metadata !2445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2446
  %634 = icmp eq double* %284, null, !dbg !2449
  br i1 %634, label %637, label %635, !dbg !2451

635:                                              ; preds = %631
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2452, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2457
  call void @llvm.dbg.value(metadata double* %284, metadata !2455, metadata !DIExpression()) #11, !dbg !2457
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %284), metadata !2456, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2457
  call void @llvm.dbg.value(metadata %struct.Mat* undef, metadata !2459, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !2464
  call void @llvm.dbg.value(metadata double* %284, metadata !2462, metadata !DIExpression()) #11, !dbg !2464
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %284), metadata !2463, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2464
  %636 = bitcast double* %284 to i8*, !dbg !2466
  tail call void @_ZdlPv(i8* noundef %636) #14, !dbg !2467
  br label %637, !dbg !2468

637:                                              ; preds = %631, %635
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2239, metadata !DIExpression()) #11, !dbg !2469
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2244, metadata !DIExpression()) #11, !dbg !2471
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2250, metadata !DIExpression()) #11, !dbg !2473
  call void @llvm.dbg.value(metadata i32* %260, metadata !2253, metadata !DIExpression()) #11, !dbg !2473
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %260), metadata !2254, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2473
  %638 = icmp eq i32* %260, null, !dbg !2475
  br i1 %638, label %641, label %639, !dbg !2476

639:                                              ; preds = %637
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2477, metadata !DIExpression()) #11, !dbg !2482
  call void @llvm.dbg.value(metadata i32* %260, metadata !2480, metadata !DIExpression()) #11, !dbg !2482
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %260), metadata !2481, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2482
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2484, metadata !DIExpression()) #11, !dbg !2489
  call void @llvm.dbg.value(metadata i32* %260, metadata !2487, metadata !DIExpression()) #11, !dbg !2489
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %260), metadata !2488, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2489
  %640 = bitcast i32* %260 to i8*, !dbg !2491
  tail call void @_ZdlPv(i8* noundef %640) #14, !dbg !2492
  br label %641, !dbg !2493

641:                                              ; preds = %637, %639
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2429, metadata !DIExpression()) #11, !dbg !2494
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2435, metadata !DIExpression()) #11, !dbg !2496
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2441, metadata !DIExpression()) #11, !dbg !2498
  call void @llvm.dbg.value(metadata double* %100, metadata !2444, metadata !DIExpression()) #11, !dbg !2498
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %100), metadata !2445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2498
  %642 = icmp eq double* %170, null, !dbg !2500
  br i1 %642, label %645, label %643, !dbg !2501

643:                                              ; preds = %641
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2452, metadata !DIExpression()) #11, !dbg !2502
  call void @llvm.dbg.value(metadata double* %100, metadata !2455, metadata !DIExpression()) #11, !dbg !2502
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %100), metadata !2456, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2502
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2459, metadata !DIExpression()) #11, !dbg !2504
  call void @llvm.dbg.value(metadata double* %100, metadata !2462, metadata !DIExpression()) #11, !dbg !2504
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %100), metadata !2463, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2504
  %644 = bitcast double* %170 to i8*, !dbg !2506
  tail call void @_ZdlPv(i8* noundef %644) #14, !dbg !2507
  br label %645, !dbg !2508

645:                                              ; preds = %641, %643
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2429, metadata !DIExpression()) #11, !dbg !2509
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2435, metadata !DIExpression()) #11, !dbg !2511
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2441, metadata !DIExpression()) #11, !dbg !2513
  call void @llvm.dbg.value(metadata double* %50, metadata !2444, metadata !DIExpression()) #11, !dbg !2513
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %50), metadata !2445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2513
  %646 = icmp eq double* %50, null, !dbg !2515
  br i1 %646, label %649, label %647, !dbg !2516

647:                                              ; preds = %645
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2452, metadata !DIExpression()) #11, !dbg !2517
  call void @llvm.dbg.value(metadata double* %50, metadata !2455, metadata !DIExpression()) #11, !dbg !2517
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %50), metadata !2456, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2517
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2459, metadata !DIExpression()) #11, !dbg !2519
  call void @llvm.dbg.value(metadata double* %50, metadata !2462, metadata !DIExpression()) #11, !dbg !2519
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %50), metadata !2463, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2519
  %648 = bitcast double* %50 to i8*, !dbg !2521
  tail call void @_ZdlPv(i8* noundef %648) #14, !dbg !2522
  br label %649, !dbg !2523

649:                                              ; preds = %645, %647
  ret i32 0, !dbg !2237

650:                                              ; preds = %451
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2477, metadata !DIExpression()) #11, !dbg !2524
  call void @llvm.dbg.value(metadata i32* %260, metadata !2480, metadata !DIExpression()) #11, !dbg !2524
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %260), metadata !2481, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2524
  call void @llvm.dbg.value(metadata %"class.std::vector.0"* undef, metadata !2484, metadata !DIExpression()) #11, !dbg !2526
  call void @llvm.dbg.value(metadata i32* %260, metadata !2487, metadata !DIExpression()) #11, !dbg !2526
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %260), metadata !2488, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2526
  %651 = bitcast i32* %260 to i8*, !dbg !2528
  tail call void @_ZdlPv(i8* noundef %651) #14, !dbg !2529
  br label %652, !dbg !2530

652:                                              ; preds = %650, %451, %449
  %653 = phi { i8*, i32 } [ %450, %449 ], [ %452, %451 ], [ %452, %650 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2429, metadata !DIExpression()) #11, !dbg !2531
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2435, metadata !DIExpression()) #11, !dbg !2533
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2441, metadata !DIExpression()) #11, !dbg !2535
  call void @llvm.dbg.value(metadata double* %100, metadata !2444, metadata !DIExpression()) #11, !dbg !2535
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %100), metadata !2445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2535
  %654 = icmp eq double* %170, null, !dbg !2537
  br i1 %654, label %657, label %655, !dbg !2538

655:                                              ; preds = %652
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2452, metadata !DIExpression()) #11, !dbg !2539
  call void @llvm.dbg.value(metadata double* %100, metadata !2455, metadata !DIExpression()) #11, !dbg !2539
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %100), metadata !2456, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2539
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2459, metadata !DIExpression()) #11, !dbg !2541
  call void @llvm.dbg.value(metadata double* %100, metadata !2462, metadata !DIExpression()) #11, !dbg !2541
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %100), metadata !2463, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2541
  %656 = bitcast double* %170 to i8*, !dbg !2543
  tail call void @_ZdlPv(i8* noundef %656) #14, !dbg !2544
  br label %657, !dbg !2545

657:                                              ; preds = %655, %652, %447
  %658 = phi { i8*, i32 } [ %448, %447 ], [ %653, %652 ], [ %653, %655 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2429, metadata !DIExpression()) #11, !dbg !2546
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2435, metadata !DIExpression()) #11, !dbg !2548
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2441, metadata !DIExpression()) #11, !dbg !2550
  call void @llvm.dbg.value(metadata double* %50, metadata !2444, metadata !DIExpression()) #11, !dbg !2550
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %50), metadata !2445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2550
  %659 = icmp eq double* %50, null, !dbg !2552
  br i1 %659, label %662, label %660, !dbg !2553

660:                                              ; preds = %657
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2452, metadata !DIExpression()) #11, !dbg !2554
  call void @llvm.dbg.value(metadata double* %50, metadata !2455, metadata !DIExpression()) #11, !dbg !2554
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %50), metadata !2456, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2554
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !2459, metadata !DIExpression()) #11, !dbg !2556
  call void @llvm.dbg.value(metadata double* %50, metadata !2462, metadata !DIExpression()) #11, !dbg !2556
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %50), metadata !2463, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !2556
  %661 = bitcast double* %50 to i8*, !dbg !2558
  tail call void @_ZdlPv(i8* noundef %661) #14, !dbg !2559
  br label %662, !dbg !2560

662:                                              ; preds = %660, %657
  resume { i8*, i32 } %658, !dbg !2237
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #4

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #10

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { argmemonly nofree nounwind willreturn }
attributes #10 = { nofree nosync nounwind readnone willreturn }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1542, !1543, !1544, !1545, !1546, !1547}
!llvm.ident = !{!1548}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !1114, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_vector_loops.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "5326b219981666d26b5e7457a07dfea4")
!2 = !{!3, !4, !7, !10, !38, !299, !612, !279, !79, !81, !37, !1101, !359, !828, !634, !360, !1102, !559, !1047, !41, !47, !12, !16, !19, !144, !637, !641, !613, !616, !619, !726}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !12, file: !11, line: 455, baseType: !559)
!11 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!12 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !13, file: !11, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !14, templateParams: !237, identifier: "_ZTSSt6vectorIdSaIdEE")
!13 = !DINamespace(name: "std", scope: null)
!14 = !{!15, !238, !257, !273, !274, !280, !283, !286, !290, !296, !300, !306, !311, !315, !325, !328, !331, !334, !339, !340, !344, !347, !350, !353, !356, !418, !422, !423, !424, !429, !434, !435, !436, !437, !438, !439, !440, !443, !444, !447, !448, !449, !450, !453, !454, !462, !469, !472, !473, !474, !477, !480, !481, !482, !485, !488, !491, !495, !496, !499, !502, !505, !508, !511, !514, !517, !518, !519, !520, !521, !524, !525, !528, !529, !530, !536, !539, !544, !547, !550, !553, !556}
!15 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !16, flags: DIFlagProtected, extraData: i32 0)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !13, file: !11, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !17, templateParams: !237, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!17 = !{!18, !188, !193, !198, !202, !205, !210, !213, !216, !220, !223, !226, !229, !230, !233, !236}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !16, file: !11, line: 371, baseType: !19, size: 192)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !16, file: !11, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !20, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!20 = !{!21, !143, !168, !172, !177, !181, !185}
!21 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !19, baseType: !22, extraData: i32 0)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !16, file: !11, line: 88, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !25, file: !24, line: 120, baseType: !142)
!24 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !26, file: !24, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !90, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !27, file: !24, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !28, templateParams: !139, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!27 = !DINamespace(name: "__gnu_cxx", scope: null)
!28 = !{!29, !125, !128, !131, !135, !136, !137, !138}
!29 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !26, baseType: !30, extraData: i32 0)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !13, file: !31, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !32, templateParams: !123, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!31 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!32 = !{!33, !107, !111, !114, !120}
!33 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !30, file: !31, line: 463, type: !34, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !39, !106}
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !30, file: !31, line: 420, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !30, file: !31, line: 414, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !13, file: !42, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !43, templateParams: !90, identifier: "_ZTSSaIdE")
!42 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!43 = !{!44, !92, !96, !101, !105}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !41, baseType: !45, flags: DIFlagPublic, extraData: i32 0)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !13, file: !46, line: 47, baseType: !47)
!46 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!47 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !13, file: !48, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !49, templateParams: !90, identifier: "_ZTSSt15__new_allocatorIdE")
!48 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!60 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !47, file: !48, line: 93, type: !61, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !47, file: !48, line: 63, baseType: !37)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !47, file: !48, line: 65, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64)
!67 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !47, file: !48, line: 97, type: !68, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !64, !73}
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !47, file: !48, line: 64, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !47, file: !48, line: 66, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !72, size: 64)
!75 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !47, file: !48, line: 112, type: !76, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{!37, !53, !78, !81}
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !48, line: 60, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !13, file: !80, line: 298, baseType: !9)
!80 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!83 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !53, !37, !78}
!86 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !47, file: !48, line: 167, type: !87, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(types: !88)
!88 = !{!78, !64}
!89 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !47, file: !48, line: 210, type: !87, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !{!91}
!91 = !DITemplateTypeParameter(name: "_Tp", type: !38)
!92 = !DISubprogram(name: "allocator", scope: !41, file: !42, line: 156, type: !93, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!96 = !DISubprogram(name: "allocator", scope: !41, file: !42, line: 159, type: !97, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !95, !99}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!101 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !41, file: !42, line: 164, type: !102, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !95, !99}
!104 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !41, size: 64)
!105 = !DISubprogram(name: "~allocator", scope: !41, file: !42, line: 174, type: !93, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !31, line: 435, baseType: !79)
!107 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !30, file: !31, line: 477, type: !108, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!36, !39, !106, !110}
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !31, line: 429, baseType: !81)
!111 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !30, file: !31, line: 495, type: !112, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !39, !36, !106}
!114 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !30, file: !31, line: 547, type: !115, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !30, file: !31, line: 435, baseType: !79)
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!120 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !30, file: !31, line: 562, type: !121, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!40, !118}
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "_Alloc", type: !41)
!125 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !26, file: !24, line: 97, type: !126, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!41, !99}
!128 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !26, file: !24, line: 100, type: !129, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !104, !104}
!131 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !26, file: !24, line: 103, type: !132, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!134}
!134 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!135 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !26, file: !24, line: 106, type: !132, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !26, file: !24, line: 109, type: !132, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!137 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !26, file: !24, line: 112, type: !132, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!138 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !26, file: !24, line: 115, type: !132, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!139 = !{!124, !140}
!140 = !DITemplateTypeParameter(type: !38)
!141 = !{}
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !30, file: !31, line: 450, baseType: !41)
!143 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !19, baseType: !144, extraData: i32 0)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !16, file: !11, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !145, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!145 = !{!146, !149, !150, !151, !155, !159, !164}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !144, file: !11, line: 94, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !16, file: !11, line: 90, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !26, file: !24, line: 57, baseType: !36)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !144, file: !11, line: 95, baseType: !147, size: 64, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !144, file: !11, line: 96, baseType: !147, size: 64, offset: 128)
!151 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !11, line: 99, type: !152, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !11, line: 105, type: !156, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !154, !158}
!158 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !144, size: 64)
!159 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !144, file: !11, line: 113, type: !160, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !154, !162}
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!164 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !144, file: !11, line: 122, type: !165, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !154, !167}
!167 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !144, size: 64)
!168 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 137, type: !169, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 143, type: !173, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !171, !175}
!175 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!177 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 151, type: !178, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !171, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !19, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 156, type: !182, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !171, !184}
!184 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !22, size: 64)
!185 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 161, type: !186, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !171, !184, !180}
!188 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !16, file: !11, line: 298, type: !189, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !192}
!191 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !16, file: !11, line: 303, type: !194, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!175, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!198 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !16, file: !11, line: 308, type: !199, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !196}
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !16, file: !11, line: 294, baseType: !41)
!202 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 312, type: !203, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !192}
!205 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 318, type: !206, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !192, !208}
!208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !201)
!210 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 324, type: !211, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !192, !79}
!213 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 330, type: !214, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !192, !79, !208}
!216 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 335, type: !217, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !192, !219}
!219 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16, size: 64)
!220 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 340, type: !221, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !192, !184}
!223 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 344, type: !224, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !192, !219, !208}
!226 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 358, type: !227, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !192, !208, !219}
!229 = !DISubprogram(name: "~_Vector_base", scope: !16, file: !11, line: 364, type: !203, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !16, file: !11, line: 375, type: !231, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!147, !192, !79}
!233 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !16, file: !11, line: 383, type: !234, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !192, !147, !79}
!236 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !16, file: !11, line: 393, type: !211, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !{!91, !124}
!238 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !12, file: !11, line: 465, type: !239, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!134, !241}
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !13, file: !242, line: 82, baseType: !243)
!242 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !13, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !244, templateParams: !254, identifier: "_ZTSSt17integral_constantIbLb1EE")
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
!257 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !12, file: !11, line: 474, type: !258, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!134, !260}
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !13, file: !242, line: 85, baseType: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !13, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !262, templateParams: !271, identifier: "_ZTSSt17integral_constantIbLb0EE")
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
!273 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !12, file: !11, line: 478, type: !132, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!274 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !12, file: !11, line: 487, type: !275, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !277, !277, !277, !278, !241}
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !12, file: !11, line: 449, baseType: !147)
!278 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !279, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !12, file: !11, line: 444, baseType: !22)
!280 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !12, file: !11, line: 494, type: !281, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!277, !277, !277, !277, !278, !260}
!283 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !12, file: !11, line: 499, type: !284, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!277, !277, !277, !277, !278}
!286 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 526, type: !287, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !289}
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!290 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 537, type: !291, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !289, !293}
!293 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !295)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !12, file: !11, line: 460, baseType: !41)
!296 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 551, type: !297, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !289, !299, !293}
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !11, line: 458, baseType: !79)
!300 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 564, type: !301, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{null, !289, !299, !303, !293}
!303 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !305)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !12, file: !11, line: 448, baseType: !38)
!306 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 596, type: !307, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !289, !309}
!309 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!311 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 615, type: !312, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !289, !314}
!314 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !12, size: 64)
!315 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 619, type: !316, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !289, !309, !318}
!318 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !319, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !13, file: !242, line: 128, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !322, file: !242, line: 125, baseType: !41)
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !13, file: !242, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !323, identifier: "_ZTSSt15__type_identityISaIdEE")
!323 = !{!324}
!324 = !DITemplateTypeParameter(name: "_Type", type: !41)
!325 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 630, type: !326, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !289, !314, !293, !241}
!328 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 635, type: !329, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !289, !314, !293, !260}
!331 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 654, type: !332, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !289, !314, !318}
!334 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 673, type: !335, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !289, !337, !293}
!337 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !13, file: !338, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!338 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!339 = !DISubprogram(name: "~vector", scope: !12, file: !11, line: 728, type: !287, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !12, file: !11, line: 746, type: !341, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{!343, !289, !309}
!343 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !12, size: 64)
!344 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !12, file: !11, line: 761, type: !345, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{!343, !289, !314}
!347 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !12, file: !11, line: 783, type: !348, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{!343, !289, !337}
!350 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !12, file: !11, line: 803, type: !351, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{null, !289, !299, !303}
!353 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !12, file: !11, line: 850, type: !354, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{null, !289, !337}
!356 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !12, file: !11, line: 868, type: !357, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!359, !289}
!359 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !12, file: !11, line: 453, baseType: !360)
!360 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !27, file: !361, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !362, templateParams: !416, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!361 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!362 = !{!363, !364, !368, !373, !384, !389, !393, !396, !397, !398, !405, !408, !411, !412, !413}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !360, file: !361, line: 1046, baseType: !37, size: 64, flags: DIFlagProtected)
!364 = !DISubprogram(name: "__normal_iterator", scope: !360, file: !361, line: 1068, type: !365, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = !DISubprogram(name: "__normal_iterator", scope: !360, file: !361, line: 1072, type: !369, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !367, !371}
!371 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !372, size: 64)
!372 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!373 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !360, file: !361, line: 1095, type: !374, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !382}
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !360, file: !361, line: 1061, baseType: !377)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !379, file: !378, line: 216, baseType: !66)
!378 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!379 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !13, file: !378, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !380, identifier: "_ZTSSt15iterator_traitsIPdE")
!380 = !{!381}
!381 = !DITemplateTypeParameter(name: "_Iterator", type: !37)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !360)
!384 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !360, file: !361, line: 1100, type: !385, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !382}
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !360, file: !361, line: 1062, baseType: !388)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !379, file: !378, line: 215, baseType: !37)
!389 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !360, file: !361, line: 1105, type: !390, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{!392, !367}
!392 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !360, size: 64)
!393 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEi", scope: !360, file: !361, line: 1113, type: !394, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{!360, !367, !3}
!396 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !360, file: !361, line: 1119, type: !390, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEi", scope: !360, file: !361, line: 1127, type: !394, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEixEl", scope: !360, file: !361, line: 1133, type: !399, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{!376, !382, !401}
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !360, file: !361, line: 1060, baseType: !402)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !379, file: !378, line: 214, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !13, file: !80, line: 299, baseType: !404)
!404 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!405 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEpLEl", scope: !360, file: !361, line: 1138, type: !406, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!392, !367, !401}
!408 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !360, file: !361, line: 1143, type: !409, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubroutineType(types: !410)
!410 = !{!360, !382, !401}
!411 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmIEl", scope: !360, file: !361, line: 1148, type: !406, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !360, file: !361, line: 1153, type: !409, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !360, file: !361, line: 1158, type: !414, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!371, !382}
!416 = !{!381, !417}
!417 = !DITemplateTypeParameter(name: "_Container", type: !12)
!418 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !12, file: !11, line: 878, type: !419, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!10, !421}
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!422 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !12, file: !11, line: 888, type: !357, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !12, file: !11, line: 898, type: !419, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !12, file: !11, line: 908, type: !425, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!427, !289}
!427 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !12, file: !11, line: 457, baseType: !428)
!428 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !13, file: !361, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!429 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !12, file: !11, line: 918, type: !430, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{!432, !421}
!432 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !12, file: !11, line: 456, baseType: !433)
!433 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !13, file: !361, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!434 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !12, file: !11, line: 928, type: !425, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !12, file: !11, line: 938, type: !430, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !12, file: !11, line: 949, type: !419, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !12, file: !11, line: 959, type: !419, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !12, file: !11, line: 969, type: !430, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !12, file: !11, line: 979, type: !430, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !12, file: !11, line: 987, type: !441, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!299, !421}
!443 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !12, file: !11, line: 993, type: !441, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !12, file: !11, line: 1008, type: !445, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{null, !289, !299}
!447 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !12, file: !11, line: 1029, type: !351, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !12, file: !11, line: 1063, type: !287, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !12, file: !11, line: 1073, type: !441, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !12, file: !11, line: 1083, type: !451, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!134, !421}
!453 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !12, file: !11, line: 1105, type: !445, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1121, type: !455, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!457, !289, !299}
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !12, file: !11, line: 451, baseType: !458)
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !26, file: !24, line: 62, baseType: !459)
!459 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !460, size: 64)
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !26, file: !24, line: 56, baseType: !461)
!461 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !30, file: !31, line: 417, baseType: !38)
!462 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1140, type: !463, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!465, !421, !299}
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !12, file: !11, line: 452, baseType: !466)
!466 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !26, file: !24, line: 63, baseType: !467)
!467 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !468, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !460)
!469 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !12, file: !11, line: 1150, type: !470, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !421, !299}
!472 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !12, file: !11, line: 1173, type: !455, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !12, file: !11, line: 1192, type: !463, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !12, file: !11, line: 1204, type: !475, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DISubroutineType(types: !476)
!476 = !{!457, !289}
!477 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !12, file: !11, line: 1216, type: !478, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DISubroutineType(types: !479)
!479 = !{!465, !421}
!480 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !12, file: !11, line: 1228, type: !475, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !12, file: !11, line: 1240, type: !478, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !12, file: !11, line: 1255, type: !483, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubroutineType(types: !484)
!484 = !{!37, !289}
!485 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !12, file: !11, line: 1260, type: !486, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubroutineType(types: !487)
!487 = !{!71, !421}
!488 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !12, file: !11, line: 1276, type: !489, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!489 = !DISubroutineType(types: !490)
!490 = !{null, !289, !303}
!491 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !12, file: !11, line: 1293, type: !492, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubroutineType(types: !493)
!493 = !{null, !289, !494}
!494 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !305, size: 64)
!495 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !12, file: !11, line: 1317, type: !287, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !12, file: !11, line: 1357, type: !497, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{!359, !289, !10, !303}
!499 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !12, file: !11, line: 1388, type: !500, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!359, !289, !10, !494}
!502 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !12, file: !11, line: 1406, type: !503, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{!359, !289, !10, !337}
!505 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !12, file: !11, line: 1432, type: !506, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!359, !289, !10, !299, !303}
!508 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !12, file: !11, line: 1529, type: !509, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{!359, !289, !10}
!511 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !12, file: !11, line: 1557, type: !512, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{!359, !289, !10, !10}
!514 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !12, file: !11, line: 1581, type: !515, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{null, !289, !343}
!517 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !12, file: !11, line: 1600, type: !287, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !12, file: !11, line: 1699, type: !351, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !12, file: !11, line: 1710, type: !445, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !12, file: !11, line: 1757, type: !351, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !12, file: !11, line: 1801, type: !522, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !289, !359, !299, !303}
!524 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !12, file: !11, line: 1807, type: !445, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !12, file: !11, line: 1811, type: !526, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!134, !289}
!528 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !12, file: !11, line: 1873, type: !500, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !12, file: !11, line: 1884, type: !500, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !12, file: !11, line: 1891, type: !531, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!531 = !DISubroutineType(types: !532)
!532 = !{!533, !421, !299, !534}
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !12, file: !11, line: 458, baseType: !79)
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!535 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!536 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !12, file: !11, line: 1902, type: !537, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!537 = !DISubroutineType(types: !538)
!538 = !{!533, !299, !293}
!539 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !12, file: !11, line: 1911, type: !540, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!540 = !DISubroutineType(types: !541)
!541 = !{!533, !542}
!542 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !543, size: 64)
!543 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !279)
!544 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !12, file: !11, line: 1928, type: !545, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !289, !277}
!547 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !12, file: !11, line: 1941, type: !548, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubroutineType(types: !549)
!549 = !{!359, !289, !359}
!550 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !12, file: !11, line: 1945, type: !551, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!551 = !DISubroutineType(types: !552)
!552 = !{!359, !289, !359, !359}
!553 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !12, file: !11, line: 1954, type: !554, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubroutineType(types: !555)
!555 = !{null, !289, !314, !241}
!556 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !12, file: !11, line: 1966, type: !557, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DISubroutineType(types: !558)
!558 = !{null, !289, !314, !260}
!559 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !27, file: !361, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !560, templateParams: !611, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!560 = !{!561, !562, !566, !571, !581, !586, !590, !593, !594, !595, !600, !603, !606, !607, !608}
!561 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !559, file: !361, line: 1046, baseType: !71, size: 64, flags: DIFlagProtected)
!562 = !DISubprogram(name: "__normal_iterator", scope: !559, file: !361, line: 1068, type: !563, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!563 = !DISubroutineType(types: !564)
!564 = !{null, !565}
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !559, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!566 = !DISubprogram(name: "__normal_iterator", scope: !559, file: !361, line: 1072, type: !567, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubroutineType(types: !568)
!568 = !{null, !565, !569}
!569 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !570, size: 64)
!570 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!571 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEdeEv", scope: !559, file: !361, line: 1095, type: !572, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DISubroutineType(types: !573)
!573 = !{!574, !579}
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !559, file: !361, line: 1061, baseType: !575)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !576, file: !378, line: 227, baseType: !74)
!576 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const double *>", scope: !13, file: !378, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !577, identifier: "_ZTSSt15iterator_traitsIPKdE")
!577 = !{!578}
!578 = !DITemplateTypeParameter(name: "_Iterator", type: !71)
!579 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !580, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!580 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !559)
!581 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEptEv", scope: !559, file: !361, line: 1100, type: !582, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!582 = !DISubroutineType(types: !583)
!583 = !{!584, !579}
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !559, file: !361, line: 1062, baseType: !585)
!585 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !576, file: !378, line: 226, baseType: !71)
!586 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEv", scope: !559, file: !361, line: 1105, type: !587, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubroutineType(types: !588)
!588 = !{!589, !565}
!589 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !559, size: 64)
!590 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEi", scope: !559, file: !361, line: 1113, type: !591, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!591 = !DISubroutineType(types: !592)
!592 = !{!559, !565, !3}
!593 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmmEv", scope: !559, file: !361, line: 1119, type: !587, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!594 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmmEi", scope: !559, file: !361, line: 1127, type: !591, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEixEl", scope: !559, file: !361, line: 1133, type: !596, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DISubroutineType(types: !597)
!597 = !{!574, !579, !598}
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !559, file: !361, line: 1060, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !576, file: !378, line: 225, baseType: !403)
!600 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEpLEl", scope: !559, file: !361, line: 1138, type: !601, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!601 = !DISubroutineType(types: !602)
!602 = !{!589, !565, !598}
!603 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEplEl", scope: !559, file: !361, line: 1143, type: !604, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DISubroutineType(types: !605)
!605 = !{!559, !579, !598}
!606 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmIEl", scope: !559, file: !361, line: 1148, type: !601, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!607 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEmiEl", scope: !559, file: !361, line: 1153, type: !604, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEE4baseEv", scope: !559, file: !361, line: 1158, type: !609, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{!569, !579}
!611 = !{!578, !417}
!612 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !613, file: !11, line: 455, baseType: !1047)
!613 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !13, file: !11, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !614, templateParams: !819, identifier: "_ZTSSt6vectorIiSaIiEE")
!614 = !{!615, !820, !821, !822, !823, !829, !832, !835, !839, !845, !848, !854, !859, !863, !873, !876, !879, !882, !886, !887, !891, !894, !897, !900, !903, !908, !912, !913, !914, !919, !924, !925, !926, !927, !928, !929, !930, !933, !934, !937, !938, !939, !940, !943, !944, !952, !959, !962, !963, !964, !967, !970, !971, !972, !975, !978, !981, !985, !986, !989, !992, !995, !998, !1001, !1004, !1007, !1008, !1009, !1010, !1011, !1014, !1015, !1018, !1019, !1020, !1024, !1027, !1032, !1035, !1038, !1041, !1044}
!615 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !613, baseType: !616, flags: DIFlagProtected, extraData: i32 0)
!616 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !13, file: !11, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !617, templateParams: !819, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!617 = !{!618, !770, !775, !780, !784, !787, !792, !795, !798, !802, !805, !808, !811, !812, !815, !818}
!618 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !616, file: !11, line: 371, baseType: !619, size: 192)
!619 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !616, file: !11, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !620, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!620 = !{!621, !725, !750, !754, !759, !763, !767}
!621 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !619, baseType: !622, extraData: i32 0)
!622 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !616, file: !11, line: 88, baseType: !623)
!623 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !624, file: !24, line: 120, baseType: !724)
!624 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !625, file: !24, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !678, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!625 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !27, file: !24, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !626, templateParams: !722, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!626 = !{!627, !711, !714, !717, !718, !719, !720, !721}
!627 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !625, baseType: !628, extraData: i32 0)
!628 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !13, file: !31, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !629, templateParams: !709, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!629 = !{!630, !694, !697, !700, !706}
!630 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !628, file: !31, line: 463, type: !631, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!631 = !DISubroutineType(types: !632)
!632 = !{!633, !635, !106}
!633 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !628, file: !31, line: 420, baseType: !634)
!634 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!635 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !636, size: 64)
!636 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !628, file: !31, line: 414, baseType: !637)
!637 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !13, file: !42, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !638, templateParams: !678, identifier: "_ZTSSaIiE")
!638 = !{!639, !680, !684, !689, !693}
!639 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !637, baseType: !640, flags: DIFlagPublic, extraData: i32 0)
!640 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !13, file: !46, line: 47, baseType: !641)
!641 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !13, file: !48, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !642, templateParams: !678, identifier: "_ZTSSt15__new_allocatorIiE")
!642 = !{!643, !647, !652, !653, !660, !668, !671, !674, !677}
!643 = !DISubprogram(name: "__new_allocator", scope: !641, file: !48, line: 80, type: !644, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{null, !646}
!646 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !641, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!647 = !DISubprogram(name: "__new_allocator", scope: !641, file: !48, line: 83, type: !648, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DISubroutineType(types: !649)
!649 = !{null, !646, !650}
!650 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !651, size: 64)
!651 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !641)
!652 = !DISubprogram(name: "~__new_allocator", scope: !641, file: !48, line: 90, type: !644, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !641, file: !48, line: 93, type: !654, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DISubroutineType(types: !655)
!655 = !{!656, !657, !658}
!656 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !641, file: !48, line: 63, baseType: !634)
!657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !651, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!658 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !641, file: !48, line: 65, baseType: !659)
!659 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!660 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !641, file: !48, line: 97, type: !661, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!661 = !DISubroutineType(types: !662)
!662 = !{!663, !657, !666}
!663 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !641, file: !48, line: 64, baseType: !664)
!664 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !665, size: 64)
!665 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!666 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !641, file: !48, line: 66, baseType: !667)
!667 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !665, size: 64)
!668 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !641, file: !48, line: 112, type: !669, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DISubroutineType(types: !670)
!670 = !{!634, !646, !78, !81}
!671 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !641, file: !48, line: 142, type: !672, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DISubroutineType(types: !673)
!673 = !{null, !646, !634, !78}
!674 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !641, file: !48, line: 167, type: !675, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!675 = !DISubroutineType(types: !676)
!676 = !{!78, !657}
!677 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !641, file: !48, line: 210, type: !675, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !{!679}
!679 = !DITemplateTypeParameter(name: "_Tp", type: !3)
!680 = !DISubprogram(name: "allocator", scope: !637, file: !42, line: 156, type: !681, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DISubroutineType(types: !682)
!682 = !{null, !683}
!683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !637, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!684 = !DISubprogram(name: "allocator", scope: !637, file: !42, line: 159, type: !685, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{null, !683, !687}
!687 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !688, size: 64)
!688 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !637)
!689 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !637, file: !42, line: 164, type: !690, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!690 = !DISubroutineType(types: !691)
!691 = !{!692, !683, !687}
!692 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !637, size: 64)
!693 = !DISubprogram(name: "~allocator", scope: !637, file: !42, line: 174, type: !681, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!694 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !628, file: !31, line: 477, type: !695, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{!633, !635, !106, !110}
!697 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !628, file: !31, line: 495, type: !698, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!698 = !DISubroutineType(types: !699)
!699 = !{null, !635, !633, !106}
!700 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !628, file: !31, line: 547, type: !701, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!701 = !DISubroutineType(types: !702)
!702 = !{!703, !704}
!703 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !628, file: !31, line: 435, baseType: !79)
!704 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !705, size: 64)
!705 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !636)
!706 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !628, file: !31, line: 562, type: !707, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!707 = !DISubroutineType(types: !708)
!708 = !{!636, !704}
!709 = !{!710}
!710 = !DITemplateTypeParameter(name: "_Alloc", type: !637)
!711 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !625, file: !24, line: 97, type: !712, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!637, !687}
!714 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !625, file: !24, line: 100, type: !715, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{null, !692, !692}
!717 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !625, file: !24, line: 103, type: !132, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!718 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !625, file: !24, line: 106, type: !132, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!719 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !625, file: !24, line: 109, type: !132, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!720 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !625, file: !24, line: 112, type: !132, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!721 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !625, file: !24, line: 115, type: !132, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!722 = !{!710, !723}
!723 = !DITemplateTypeParameter(type: !3)
!724 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<int>", scope: !628, file: !31, line: 450, baseType: !637)
!725 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !619, baseType: !726, extraData: i32 0)
!726 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !616, file: !11, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !727, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!727 = !{!728, !731, !732, !733, !737, !741, !746}
!728 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !726, file: !11, line: 94, baseType: !729, size: 64)
!729 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !616, file: !11, line: 90, baseType: !730)
!730 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !625, file: !24, line: 57, baseType: !633)
!731 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !726, file: !11, line: 95, baseType: !729, size: 64, offset: 64)
!732 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !726, file: !11, line: 96, baseType: !729, size: 64, offset: 128)
!733 = !DISubprogram(name: "_Vector_impl_data", scope: !726, file: !11, line: 99, type: !734, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubroutineType(types: !735)
!735 = !{null, !736}
!736 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!737 = !DISubprogram(name: "_Vector_impl_data", scope: !726, file: !11, line: 105, type: !738, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubroutineType(types: !739)
!739 = !{null, !736, !740}
!740 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !726, size: 64)
!741 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !726, file: !11, line: 113, type: !742, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubroutineType(types: !743)
!743 = !{null, !736, !744}
!744 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !745, size: 64)
!745 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !726)
!746 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !726, file: !11, line: 122, type: !747, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubroutineType(types: !748)
!748 = !{null, !736, !749}
!749 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !726, size: 64)
!750 = !DISubprogram(name: "_Vector_impl", scope: !619, file: !11, line: 137, type: !751, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubroutineType(types: !752)
!752 = !{null, !753}
!753 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !619, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!754 = !DISubprogram(name: "_Vector_impl", scope: !619, file: !11, line: 143, type: !755, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{null, !753, !757}
!757 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !758, size: 64)
!758 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !622)
!759 = !DISubprogram(name: "_Vector_impl", scope: !619, file: !11, line: 151, type: !760, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!760 = !DISubroutineType(types: !761)
!761 = !{null, !753, !762}
!762 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !619, size: 64)
!763 = !DISubprogram(name: "_Vector_impl", scope: !619, file: !11, line: 156, type: !764, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = !DISubroutineType(types: !765)
!765 = !{null, !753, !766}
!766 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !622, size: 64)
!767 = !DISubprogram(name: "_Vector_impl", scope: !619, file: !11, line: 161, type: !768, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DISubroutineType(types: !769)
!769 = !{null, !753, !766, !762}
!770 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !616, file: !11, line: 298, type: !771, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{!773, !774}
!773 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !622, size: 64)
!774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !616, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!775 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !616, file: !11, line: 303, type: !776, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!776 = !DISubroutineType(types: !777)
!777 = !{!757, !778}
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!779 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !616)
!780 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !616, file: !11, line: 308, type: !781, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!783, !778}
!783 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !616, file: !11, line: 294, baseType: !637)
!784 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 312, type: !785, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{null, !774}
!787 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 318, type: !788, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DISubroutineType(types: !789)
!789 = !{null, !774, !790}
!790 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!791 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !783)
!792 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 324, type: !793, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DISubroutineType(types: !794)
!794 = !{null, !774, !79}
!795 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 330, type: !796, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DISubroutineType(types: !797)
!797 = !{null, !774, !79, !790}
!798 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 335, type: !799, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!799 = !DISubroutineType(types: !800)
!800 = !{null, !774, !801}
!801 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !616, size: 64)
!802 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 340, type: !803, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !774, !766}
!805 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 344, type: !806, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!806 = !DISubroutineType(types: !807)
!807 = !{null, !774, !801, !790}
!808 = !DISubprogram(name: "_Vector_base", scope: !616, file: !11, line: 358, type: !809, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!809 = !DISubroutineType(types: !810)
!810 = !{null, !774, !790, !801}
!811 = !DISubprogram(name: "~_Vector_base", scope: !616, file: !11, line: 364, type: !785, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!812 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !616, file: !11, line: 375, type: !813, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!813 = !DISubroutineType(types: !814)
!814 = !{!729, !774, !79}
!815 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !616, file: !11, line: 383, type: !816, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!816 = !DISubroutineType(types: !817)
!817 = !{null, !774, !729, !79}
!818 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !616, file: !11, line: 393, type: !793, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!819 = !{!679, !710}
!820 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !613, file: !11, line: 465, type: !239, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!821 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !613, file: !11, line: 474, type: !258, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!822 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !613, file: !11, line: 478, type: !132, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!823 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !613, file: !11, line: 487, type: !824, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{!826, !826, !826, !826, !827, !241}
!826 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !613, file: !11, line: 449, baseType: !729)
!827 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !828, size: 64)
!828 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !613, file: !11, line: 444, baseType: !622)
!829 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !613, file: !11, line: 494, type: !830, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!830 = !DISubroutineType(types: !831)
!831 = !{!826, !826, !826, !826, !827, !260}
!832 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !613, file: !11, line: 499, type: !833, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!826, !826, !826, !826, !827}
!835 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 526, type: !836, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{null, !838}
!838 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !613, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!839 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 537, type: !840, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{null, !838, !842}
!842 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !843, size: 64)
!843 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !844)
!844 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !613, file: !11, line: 460, baseType: !637)
!845 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 551, type: !846, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!846 = !DISubroutineType(types: !847)
!847 = !{null, !838, !299, !842}
!848 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 564, type: !849, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!849 = !DISubroutineType(types: !850)
!850 = !{null, !838, !299, !851, !842}
!851 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !852, size: 64)
!852 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !853)
!853 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !613, file: !11, line: 448, baseType: !3)
!854 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 596, type: !855, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!855 = !DISubroutineType(types: !856)
!856 = !{null, !838, !857}
!857 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !858, size: 64)
!858 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !613)
!859 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 615, type: !860, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DISubroutineType(types: !861)
!861 = !{null, !838, !862}
!862 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !613, size: 64)
!863 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 619, type: !864, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{null, !838, !857, !866}
!866 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !867, size: 64)
!867 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !868)
!868 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !13, file: !242, line: 128, baseType: !869)
!869 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !870, file: !242, line: 125, baseType: !637)
!870 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !13, file: !242, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !871, identifier: "_ZTSSt15__type_identityISaIiEE")
!871 = !{!872}
!872 = !DITemplateTypeParameter(name: "_Type", type: !637)
!873 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 630, type: !874, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!874 = !DISubroutineType(types: !875)
!875 = !{null, !838, !862, !842, !241}
!876 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 635, type: !877, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!877 = !DISubroutineType(types: !878)
!878 = !{null, !838, !862, !842, !260}
!879 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 654, type: !880, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!880 = !DISubroutineType(types: !881)
!881 = !{null, !838, !862, !866}
!882 = !DISubprogram(name: "vector", scope: !613, file: !11, line: 673, type: !883, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!883 = !DISubroutineType(types: !884)
!884 = !{null, !838, !885, !842}
!885 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !13, file: !338, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!886 = !DISubprogram(name: "~vector", scope: !613, file: !11, line: 728, type: !836, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!887 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !613, file: !11, line: 746, type: !888, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!888 = !DISubroutineType(types: !889)
!889 = !{!890, !838, !857}
!890 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !613, size: 64)
!891 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !613, file: !11, line: 761, type: !892, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!892 = !DISubroutineType(types: !893)
!893 = !{!890, !838, !862}
!894 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !613, file: !11, line: 783, type: !895, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!895 = !DISubroutineType(types: !896)
!896 = !{!890, !838, !885}
!897 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !613, file: !11, line: 803, type: !898, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{null, !838, !299, !851}
!900 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !613, file: !11, line: 850, type: !901, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!901 = !DISubroutineType(types: !902)
!902 = !{null, !838, !885}
!903 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !613, file: !11, line: 868, type: !904, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!904 = !DISubroutineType(types: !905)
!905 = !{!906, !838}
!906 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !613, file: !11, line: 453, baseType: !907)
!907 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !27, file: !361, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!908 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !613, file: !11, line: 878, type: !909, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!909 = !DISubroutineType(types: !910)
!910 = !{!612, !911}
!911 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !858, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!912 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !613, file: !11, line: 888, type: !904, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!913 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !613, file: !11, line: 898, type: !909, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!914 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !613, file: !11, line: 908, type: !915, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!915 = !DISubroutineType(types: !916)
!916 = !{!917, !838}
!917 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !613, file: !11, line: 457, baseType: !918)
!918 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !13, file: !361, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!919 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !613, file: !11, line: 918, type: !920, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!920 = !DISubroutineType(types: !921)
!921 = !{!922, !911}
!922 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !613, file: !11, line: 456, baseType: !923)
!923 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !13, file: !361, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!924 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !613, file: !11, line: 928, type: !915, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!925 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !613, file: !11, line: 938, type: !920, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!926 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !613, file: !11, line: 949, type: !909, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!927 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !613, file: !11, line: 959, type: !909, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!928 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !613, file: !11, line: 969, type: !920, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !613, file: !11, line: 979, type: !920, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !613, file: !11, line: 987, type: !931, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!931 = !DISubroutineType(types: !932)
!932 = !{!299, !911}
!933 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !613, file: !11, line: 993, type: !931, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!934 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !613, file: !11, line: 1008, type: !935, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!935 = !DISubroutineType(types: !936)
!936 = !{null, !838, !299}
!937 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !613, file: !11, line: 1029, type: !898, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !613, file: !11, line: 1063, type: !836, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!939 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !613, file: !11, line: 1073, type: !931, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!940 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !613, file: !11, line: 1083, type: !941, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!941 = !DISubroutineType(types: !942)
!942 = !{!134, !911}
!943 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !613, file: !11, line: 1105, type: !935, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!944 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !613, file: !11, line: 1121, type: !945, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DISubroutineType(types: !946)
!946 = !{!947, !838, !299}
!947 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !613, file: !11, line: 451, baseType: !948)
!948 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !625, file: !24, line: 62, baseType: !949)
!949 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !950, size: 64)
!950 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !625, file: !24, line: 56, baseType: !951)
!951 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !628, file: !31, line: 417, baseType: !3)
!952 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !613, file: !11, line: 1140, type: !953, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!953 = !DISubroutineType(types: !954)
!954 = !{!955, !911, !299}
!955 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !613, file: !11, line: 452, baseType: !956)
!956 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !625, file: !24, line: 63, baseType: !957)
!957 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !958, size: 64)
!958 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !950)
!959 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !613, file: !11, line: 1150, type: !960, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!960 = !DISubroutineType(types: !961)
!961 = !{null, !911, !299}
!962 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !613, file: !11, line: 1173, type: !945, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!963 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !613, file: !11, line: 1192, type: !953, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!964 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !613, file: !11, line: 1204, type: !965, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!965 = !DISubroutineType(types: !966)
!966 = !{!947, !838}
!967 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !613, file: !11, line: 1216, type: !968, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!968 = !DISubroutineType(types: !969)
!969 = !{!955, !911}
!970 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !613, file: !11, line: 1228, type: !965, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!971 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !613, file: !11, line: 1240, type: !968, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!972 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !613, file: !11, line: 1255, type: !973, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!973 = !DISubroutineType(types: !974)
!974 = !{!634, !838}
!975 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !613, file: !11, line: 1260, type: !976, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!976 = !DISubroutineType(types: !977)
!977 = !{!664, !911}
!978 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !613, file: !11, line: 1276, type: !979, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!979 = !DISubroutineType(types: !980)
!980 = !{null, !838, !851}
!981 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !613, file: !11, line: 1293, type: !982, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!982 = !DISubroutineType(types: !983)
!983 = !{null, !838, !984}
!984 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !853, size: 64)
!985 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !613, file: !11, line: 1317, type: !836, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!986 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !613, file: !11, line: 1357, type: !987, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!987 = !DISubroutineType(types: !988)
!988 = !{!906, !838, !612, !851}
!989 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !613, file: !11, line: 1388, type: !990, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!990 = !DISubroutineType(types: !991)
!991 = !{!906, !838, !612, !984}
!992 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !613, file: !11, line: 1406, type: !993, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!993 = !DISubroutineType(types: !994)
!994 = !{!906, !838, !612, !885}
!995 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !613, file: !11, line: 1432, type: !996, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!996 = !DISubroutineType(types: !997)
!997 = !{!906, !838, !612, !299, !851}
!998 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !613, file: !11, line: 1529, type: !999, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!906, !838, !612}
!1001 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !613, file: !11, line: 1557, type: !1002, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1002 = !DISubroutineType(types: !1003)
!1003 = !{!906, !838, !612, !612}
!1004 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !613, file: !11, line: 1581, type: !1005, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1005 = !DISubroutineType(types: !1006)
!1006 = !{null, !838, !890}
!1007 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !613, file: !11, line: 1600, type: !836, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1008 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !613, file: !11, line: 1699, type: !898, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1009 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !613, file: !11, line: 1710, type: !935, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1010 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !613, file: !11, line: 1757, type: !898, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1011 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !613, file: !11, line: 1801, type: !1012, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1012 = !DISubroutineType(types: !1013)
!1013 = !{null, !838, !906, !299, !851}
!1014 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !613, file: !11, line: 1807, type: !935, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1015 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !613, file: !11, line: 1811, type: !1016, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1016 = !DISubroutineType(types: !1017)
!1017 = !{!134, !838}
!1018 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !613, file: !11, line: 1873, type: !990, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1019 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !613, file: !11, line: 1884, type: !990, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1020 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !613, file: !11, line: 1891, type: !1021, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{!1023, !911, !299, !534}
!1023 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !613, file: !11, line: 458, baseType: !79)
!1024 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !613, file: !11, line: 1902, type: !1025, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1025 = !DISubroutineType(types: !1026)
!1026 = !{!1023, !299, !842}
!1027 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !613, file: !11, line: 1911, type: !1028, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{!1023, !1030}
!1030 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1031, size: 64)
!1031 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !828)
!1032 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !613, file: !11, line: 1928, type: !1033, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1033 = !DISubroutineType(types: !1034)
!1034 = !{null, !838, !826}
!1035 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !613, file: !11, line: 1941, type: !1036, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{!906, !838, !906}
!1038 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !613, file: !11, line: 1945, type: !1039, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1039 = !DISubroutineType(types: !1040)
!1040 = !{!906, !838, !906, !906}
!1041 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !613, file: !11, line: 1954, type: !1042, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{null, !838, !862, !241}
!1044 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !613, file: !11, line: 1966, type: !1045, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{null, !838, !862, !260}
!1047 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !27, file: !361, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1048, templateParams: !1099, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!1048 = !{!1049, !1050, !1054, !1059, !1069, !1074, !1078, !1081, !1082, !1083, !1088, !1091, !1094, !1095, !1096}
!1049 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !1047, file: !361, line: 1046, baseType: !664, size: 64, flags: DIFlagProtected)
!1050 = !DISubprogram(name: "__normal_iterator", scope: !1047, file: !361, line: 1068, type: !1051, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1051 = !DISubroutineType(types: !1052)
!1052 = !{null, !1053}
!1053 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1047, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1054 = !DISubprogram(name: "__normal_iterator", scope: !1047, file: !361, line: 1072, type: !1055, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{null, !1053, !1057}
!1057 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1058, size: 64)
!1058 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !664)
!1059 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEdeEv", scope: !1047, file: !361, line: 1095, type: !1060, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1060 = !DISubroutineType(types: !1061)
!1061 = !{!1062, !1067}
!1062 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1047, file: !361, line: 1061, baseType: !1063)
!1063 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1064, file: !378, line: 227, baseType: !667)
!1064 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const int *>", scope: !13, file: !378, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1065, identifier: "_ZTSSt15iterator_traitsIPKiE")
!1065 = !{!1066}
!1066 = !DITemplateTypeParameter(name: "_Iterator", type: !664)
!1067 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1068, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1068 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1047)
!1069 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEptEv", scope: !1047, file: !361, line: 1100, type: !1070, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!1072, !1067}
!1072 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1047, file: !361, line: 1062, baseType: !1073)
!1073 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1064, file: !378, line: 226, baseType: !664)
!1074 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEv", scope: !1047, file: !361, line: 1105, type: !1075, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!1077, !1053}
!1077 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1047, size: 64)
!1078 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEi", scope: !1047, file: !361, line: 1113, type: !1079, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1079 = !DISubroutineType(types: !1080)
!1080 = !{!1047, !1053, !3}
!1081 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmmEv", scope: !1047, file: !361, line: 1119, type: !1075, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmmEi", scope: !1047, file: !361, line: 1127, type: !1079, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1083 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEixEl", scope: !1047, file: !361, line: 1133, type: !1084, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1084 = !DISubroutineType(types: !1085)
!1085 = !{!1062, !1067, !1086}
!1086 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1047, file: !361, line: 1060, baseType: !1087)
!1087 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1064, file: !378, line: 225, baseType: !403)
!1088 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEpLEl", scope: !1047, file: !361, line: 1138, type: !1089, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1089 = !DISubroutineType(types: !1090)
!1090 = !{!1077, !1053, !1086}
!1091 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEplEl", scope: !1047, file: !361, line: 1143, type: !1092, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1092 = !DISubroutineType(types: !1093)
!1093 = !{!1047, !1067, !1086}
!1094 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmIEl", scope: !1047, file: !361, line: 1148, type: !1089, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1095 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEmiEl", scope: !1047, file: !361, line: 1153, type: !1092, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1096 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEE4baseEv", scope: !1047, file: !361, line: 1158, type: !1097, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1097 = !DISubroutineType(types: !1098)
!1098 = !{!1057, !1067}
!1099 = !{!1066, !1100}
!1100 = !DITemplateTypeParameter(name: "_Container", type: !613)
!1101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!1102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mat", file: !1, line: 13, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1103, identifier: "_ZTS3Mat")
!1103 = !{!1104, !1105, !1106, !1107, !1111}
!1104 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !1102, file: !1, line: 14, baseType: !3, size: 32)
!1105 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !1102, file: !1, line: 14, baseType: !3, size: 32, offset: 32)
!1106 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1102, file: !1, line: 15, baseType: !12, size: 192, offset: 64)
!1107 = !DISubprogram(name: "Mat", scope: !1102, file: !1, line: 16, type: !1108, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1108 = !DISubroutineType(types: !1109)
!1109 = !{null, !1110, !3, !3}
!1110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1102, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1111 = !DISubprogram(name: "at", linkageName: "_ZN3Mat2atEii", scope: !1102, file: !1, line: 17, type: !1112, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!66, !1110, !3, !3}
!1114 = !{!1115, !1171, !1177, !1182, !1186, !1188, !1190, !1192, !1194, !1201, !1206, !1211, !1215, !1219, !1223, !1228, !1232, !1234, !1238, !1244, !1248, !1253, !1255, !1260, !1264, !1268, !1270, !1274, !1278, !1280, !1284, !1286, !1288, !1292, !1296, !1300, !1304, !1308, !1312, !1314, !1321, !1325, !1329, !1333, !1335, !1337, !1341, !1345, !1346, !1347, !1348, !1349, !1350, !1354, !1358, !1364, !1368, !1373, !1375, !1380, !1384, !1388, !1397, !1401, !1405, !1409, !1413, !1417, !1421, !1425, !1429, !1433, !1440, !1444, !1448, !1450, !1452, !1456, !1461, !1466, !1470, !1474, !1476, !1483, !1487, !1494, !1496, !1500, !1504, !1508, !1512, !1517, !1522, !1527, !1528, !1529, !1530, !1532, !1533, !1534, !1535, !1536, !1537, !1538}
!1115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1116, file: !1170, line: 98)
!1116 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1117, line: 7, baseType: !1118)
!1117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1119, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !1120, identifier: "_ZTS8_IO_FILE")
!1119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1120 = !{!1121, !1122, !1123, !1124, !1125, !1126, !1127, !1128, !1129, !1130, !1131, !1132, !1133, !1136, !1138, !1139, !1140, !1143, !1145, !1147, !1151, !1154, !1156, !1159, !1162, !1163, !1164, !1165, !1166}
!1121 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1118, file: !1119, line: 51, baseType: !3, size: 32)
!1122 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1118, file: !1119, line: 54, baseType: !5, size: 64, offset: 64)
!1123 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1118, file: !1119, line: 55, baseType: !5, size: 64, offset: 128)
!1124 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1118, file: !1119, line: 56, baseType: !5, size: 64, offset: 192)
!1125 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1118, file: !1119, line: 57, baseType: !5, size: 64, offset: 256)
!1126 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1118, file: !1119, line: 58, baseType: !5, size: 64, offset: 320)
!1127 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1118, file: !1119, line: 59, baseType: !5, size: 64, offset: 384)
!1128 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1118, file: !1119, line: 60, baseType: !5, size: 64, offset: 448)
!1129 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1118, file: !1119, line: 61, baseType: !5, size: 64, offset: 512)
!1130 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1118, file: !1119, line: 64, baseType: !5, size: 64, offset: 576)
!1131 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1118, file: !1119, line: 65, baseType: !5, size: 64, offset: 640)
!1132 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1118, file: !1119, line: 66, baseType: !5, size: 64, offset: 704)
!1133 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1118, file: !1119, line: 68, baseType: !1134, size: 64, offset: 768)
!1134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1135, size: 64)
!1135 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1119, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!1136 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1118, file: !1119, line: 70, baseType: !1137, size: 64, offset: 832)
!1137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1118, size: 64)
!1138 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1118, file: !1119, line: 72, baseType: !3, size: 32, offset: 896)
!1139 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1118, file: !1119, line: 73, baseType: !3, size: 32, offset: 928)
!1140 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1118, file: !1119, line: 74, baseType: !1141, size: 64, offset: 960)
!1141 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1142, line: 152, baseType: !404)
!1142 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1143 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1118, file: !1119, line: 77, baseType: !1144, size: 16, offset: 1024)
!1144 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1145 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1118, file: !1119, line: 78, baseType: !1146, size: 8, offset: 1040)
!1146 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1147 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1118, file: !1119, line: 79, baseType: !1148, size: 8, offset: 1048)
!1148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !1149)
!1149 = !{!1150}
!1150 = !DISubrange(count: 1)
!1151 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1118, file: !1119, line: 81, baseType: !1152, size: 64, offset: 1088)
!1152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1153, size: 64)
!1153 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1119, line: 43, baseType: null)
!1154 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1118, file: !1119, line: 89, baseType: !1155, size: 64, offset: 1152)
!1155 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1142, line: 153, baseType: !404)
!1156 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1118, file: !1119, line: 91, baseType: !1157, size: 64, offset: 1216)
!1157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1158, size: 64)
!1158 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1119, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!1159 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1118, file: !1119, line: 92, baseType: !1160, size: 64, offset: 1280)
!1160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1161, size: 64)
!1161 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1119, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!1162 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1118, file: !1119, line: 93, baseType: !1137, size: 64, offset: 1344)
!1163 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1118, file: !1119, line: 94, baseType: !1101, size: 64, offset: 1408)
!1164 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1118, file: !1119, line: 95, baseType: !7, size: 64, offset: 1472)
!1165 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1118, file: !1119, line: 96, baseType: !3, size: 32, offset: 1536)
!1166 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1118, file: !1119, line: 98, baseType: !1167, size: 160, offset: 1568)
!1167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !1168)
!1168 = !{!1169}
!1169 = !DISubrange(count: 20)
!1170 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!1171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1172, file: !1170, line: 99)
!1172 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1173, line: 84, baseType: !1174)
!1173 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1175, line: 14, baseType: !1176)
!1175 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1176 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1175, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1178, file: !1170, line: 101)
!1178 = !DISubprogram(name: "clearerr", scope: !1173, file: !1173, line: 786, type: !1179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1179 = !DISubroutineType(types: !1180)
!1180 = !{null, !1181}
!1181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1116, size: 64)
!1182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1183, file: !1170, line: 102)
!1183 = !DISubprogram(name: "fclose", scope: !1173, file: !1173, line: 178, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{!3, !1181}
!1186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1187, file: !1170, line: 103)
!1187 = !DISubprogram(name: "feof", scope: !1173, file: !1173, line: 788, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1189, file: !1170, line: 104)
!1189 = !DISubprogram(name: "ferror", scope: !1173, file: !1173, line: 790, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1191, file: !1170, line: 105)
!1191 = !DISubprogram(name: "fflush", scope: !1173, file: !1173, line: 230, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1193, file: !1170, line: 106)
!1193 = !DISubprogram(name: "fgetc", scope: !1173, file: !1173, line: 513, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1195, file: !1170, line: 107)
!1195 = !DISubprogram(name: "fgetpos", scope: !1173, file: !1173, line: 760, type: !1196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{!3, !1198, !1199}
!1198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1181)
!1199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1200)
!1200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1172, size: 64)
!1201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1202, file: !1170, line: 108)
!1202 = !DISubprogram(name: "fgets", scope: !1173, file: !1173, line: 592, type: !1203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1203 = !DISubroutineType(types: !1204)
!1204 = !{!5, !1205, !3, !1198}
!1205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!1206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1207, file: !1170, line: 109)
!1207 = !DISubprogram(name: "fopen", scope: !1173, file: !1173, line: 258, type: !1208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{!1181, !1210, !1210}
!1210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !534)
!1211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1212, file: !1170, line: 110)
!1212 = !DISubprogram(name: "fprintf", scope: !1173, file: !1173, line: 350, type: !1213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{!3, !1198, !1210, null}
!1215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1216, file: !1170, line: 111)
!1216 = !DISubprogram(name: "fputc", scope: !1173, file: !1173, line: 549, type: !1217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1217 = !DISubroutineType(types: !1218)
!1218 = !{!3, !3, !1181}
!1219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1220, file: !1170, line: 112)
!1220 = !DISubprogram(name: "fputs", scope: !1173, file: !1173, line: 655, type: !1221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1221 = !DISubroutineType(types: !1222)
!1222 = !{!3, !1210, !1198}
!1223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1224, file: !1170, line: 113)
!1224 = !DISubprogram(name: "fread", scope: !1173, file: !1173, line: 675, type: !1225, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1225 = !DISubroutineType(types: !1226)
!1226 = !{!7, !1227, !7, !7, !1198}
!1227 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1101)
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1229, file: !1170, line: 114)
!1229 = !DISubprogram(name: "freopen", scope: !1173, file: !1173, line: 265, type: !1230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1230 = !DISubroutineType(types: !1231)
!1231 = !{!1181, !1210, !1210, !1198}
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1233, file: !1170, line: 115)
!1233 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1173, file: !1173, line: 434, type: !1213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1235, file: !1170, line: 116)
!1235 = !DISubprogram(name: "fseek", scope: !1173, file: !1173, line: 713, type: !1236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1236 = !DISubroutineType(types: !1237)
!1237 = !{!3, !1181, !404, !3}
!1238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1239, file: !1170, line: 117)
!1239 = !DISubprogram(name: "fsetpos", scope: !1173, file: !1173, line: 765, type: !1240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1240 = !DISubroutineType(types: !1241)
!1241 = !{!3, !1181, !1242}
!1242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1243, size: 64)
!1243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1172)
!1244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1245, file: !1170, line: 118)
!1245 = !DISubprogram(name: "ftell", scope: !1173, file: !1173, line: 718, type: !1246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1246 = !DISubroutineType(types: !1247)
!1247 = !{!404, !1181}
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1249, file: !1170, line: 119)
!1249 = !DISubprogram(name: "fwrite", scope: !1173, file: !1173, line: 681, type: !1250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{!7, !1252, !7, !7, !1198}
!1252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!1253 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1254, file: !1170, line: 120)
!1254 = !DISubprogram(name: "getc", scope: !1173, file: !1173, line: 514, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1256, file: !1170, line: 121)
!1256 = !DISubprogram(name: "getchar", scope: !1257, file: !1257, line: 47, type: !1258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1257 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1258 = !DISubroutineType(types: !1259)
!1259 = !{!3}
!1260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1261, file: !1170, line: 126)
!1261 = !DISubprogram(name: "perror", scope: !1173, file: !1173, line: 804, type: !1262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1262 = !DISubroutineType(types: !1263)
!1263 = !{null, !534}
!1264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1265, file: !1170, line: 127)
!1265 = !DISubprogram(name: "printf", scope: !1173, file: !1173, line: 356, type: !1266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1266 = !DISubroutineType(types: !1267)
!1267 = !{!3, !1210, null}
!1268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1269, file: !1170, line: 128)
!1269 = !DISubprogram(name: "putc", scope: !1173, file: !1173, line: 550, type: !1217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1271, file: !1170, line: 129)
!1271 = !DISubprogram(name: "putchar", scope: !1257, file: !1257, line: 82, type: !1272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1272 = !DISubroutineType(types: !1273)
!1273 = !{!3, !3}
!1274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1275, file: !1170, line: 130)
!1275 = !DISubprogram(name: "puts", scope: !1173, file: !1173, line: 661, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1276 = !DISubroutineType(types: !1277)
!1277 = !{!3, !534}
!1278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1279, file: !1170, line: 131)
!1279 = !DISubprogram(name: "remove", scope: !1173, file: !1173, line: 152, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1281, file: !1170, line: 132)
!1281 = !DISubprogram(name: "rename", scope: !1173, file: !1173, line: 154, type: !1282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1282 = !DISubroutineType(types: !1283)
!1283 = !{!3, !534, !534}
!1284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1285, file: !1170, line: 133)
!1285 = !DISubprogram(name: "rewind", scope: !1173, file: !1173, line: 723, type: !1179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1287, file: !1170, line: 134)
!1287 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1173, file: !1173, line: 437, type: !1266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1289, file: !1170, line: 135)
!1289 = !DISubprogram(name: "setbuf", scope: !1173, file: !1173, line: 328, type: !1290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1290 = !DISubroutineType(types: !1291)
!1291 = !{null, !1198, !1205}
!1292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1293, file: !1170, line: 136)
!1293 = !DISubprogram(name: "setvbuf", scope: !1173, file: !1173, line: 332, type: !1294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1294 = !DISubroutineType(types: !1295)
!1295 = !{!3, !1198, !1205, !3, !7}
!1296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1297, file: !1170, line: 137)
!1297 = !DISubprogram(name: "sprintf", scope: !1173, file: !1173, line: 358, type: !1298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{!3, !1205, !1210, null}
!1300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1301, file: !1170, line: 138)
!1301 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1173, file: !1173, line: 439, type: !1302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1302 = !DISubroutineType(types: !1303)
!1303 = !{!3, !1210, !1210, null}
!1304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1305, file: !1170, line: 139)
!1305 = !DISubprogram(name: "tmpfile", scope: !1173, file: !1173, line: 188, type: !1306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!1181}
!1308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1309, file: !1170, line: 141)
!1309 = !DISubprogram(name: "tmpnam", scope: !1173, file: !1173, line: 205, type: !1310, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1310 = !DISubroutineType(types: !1311)
!1311 = !{!5, !5}
!1312 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1313, file: !1170, line: 143)
!1313 = !DISubprogram(name: "ungetc", scope: !1173, file: !1173, line: 668, type: !1217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1315, file: !1170, line: 144)
!1315 = !DISubprogram(name: "vfprintf", scope: !1173, file: !1173, line: 365, type: !1316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1316 = !DISubroutineType(types: !1317)
!1317 = !{!3, !1198, !1210, !1318}
!1318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1319, size: 64)
!1319 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !1320, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!1320 = !DIFile(filename: "cxx_vector_loops.cpp", directory: "/work/main/internal/pipeline/testdata")
!1321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1322, file: !1170, line: 145)
!1322 = !DISubprogram(name: "vprintf", scope: !1257, file: !1257, line: 39, type: !1323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1323 = !DISubroutineType(types: !1324)
!1324 = !{!3, !1210, !1318}
!1325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1326, file: !1170, line: 146)
!1326 = !DISubprogram(name: "vsprintf", scope: !1173, file: !1173, line: 373, type: !1327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1327 = !DISubroutineType(types: !1328)
!1328 = !{!3, !1205, !1210, !1318}
!1329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1330, file: !1170, line: 175)
!1330 = !DISubprogram(name: "snprintf", scope: !1173, file: !1173, line: 378, type: !1331, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1331 = !DISubroutineType(types: !1332)
!1332 = !{!3, !1205, !7, !1210, null}
!1333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1334, file: !1170, line: 176)
!1334 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1173, file: !1173, line: 479, type: !1316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1336, file: !1170, line: 177)
!1336 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1173, file: !1173, line: 484, type: !1323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1338, file: !1170, line: 178)
!1338 = !DISubprogram(name: "vsnprintf", scope: !1173, file: !1173, line: 382, type: !1339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1339 = !DISubroutineType(types: !1340)
!1340 = !{!3, !1205, !7, !1210, !1318}
!1341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1342, file: !1170, line: 179)
!1342 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1173, file: !1173, line: 487, type: !1343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1343 = !DISubroutineType(types: !1344)
!1344 = !{!3, !1210, !1210, !1318}
!1345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1330, file: !1170, line: 185)
!1346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1334, file: !1170, line: 186)
!1347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1336, file: !1170, line: 187)
!1348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1338, file: !1170, line: 188)
!1349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1342, file: !1170, line: 189)
!1350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1351, file: !1353, line: 52)
!1351 = !DISubprogram(name: "abs", scope: !1352, file: !1352, line: 861, type: !1272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1352 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1353 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!1354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1355, file: !1357, line: 127)
!1355 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1352, line: 63, baseType: !1356)
!1356 = !DICompositeType(tag: DW_TAG_structure_type, file: !1352, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1357 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!1358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1359, file: !1357, line: 128)
!1359 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1352, line: 71, baseType: !1360)
!1360 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1352, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1361, identifier: "_ZTS6ldiv_t")
!1361 = !{!1362, !1363}
!1362 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1360, file: !1352, line: 69, baseType: !404, size: 64)
!1363 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1360, file: !1352, line: 70, baseType: !404, size: 64, offset: 64)
!1364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1365, file: !1357, line: 130)
!1365 = !DISubprogram(name: "abort", scope: !1352, file: !1352, line: 611, type: !1366, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1366 = !DISubroutineType(types: !1367)
!1367 = !{null}
!1368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1369, file: !1357, line: 134)
!1369 = !DISubprogram(name: "atexit", scope: !1352, file: !1352, line: 615, type: !1370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1370 = !DISubroutineType(types: !1371)
!1371 = !{!3, !1372}
!1372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1366, size: 64)
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1374, file: !1357, line: 137)
!1374 = !DISubprogram(name: "at_quick_exit", scope: !1352, file: !1352, line: 620, type: !1370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1376, file: !1357, line: 140)
!1376 = !DISubprogram(name: "atof", scope: !1377, file: !1377, line: 25, type: !1378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1377 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1378 = !DISubroutineType(types: !1379)
!1379 = !{!38, !534}
!1380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1381, file: !1357, line: 141)
!1381 = distinct !DISubprogram(name: "atoi", scope: !1352, file: !1352, line: 362, type: !1276, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1382)
!1382 = !{!1383}
!1383 = !DILocalVariable(name: "__nptr", arg: 1, scope: !1381, file: !1352, line: 362, type: !534)
!1384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1385, file: !1357, line: 142)
!1385 = !DISubprogram(name: "atol", scope: !1352, file: !1352, line: 367, type: !1386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{!404, !534}
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1389, file: !1357, line: 143)
!1389 = !DISubprogram(name: "bsearch", scope: !1390, file: !1390, line: 20, type: !1391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1390 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1391 = !DISubroutineType(types: !1392)
!1392 = !{!1101, !81, !81, !7, !7, !1393}
!1393 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1352, line: 829, baseType: !1394)
!1394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1395, size: 64)
!1395 = !DISubroutineType(types: !1396)
!1396 = !{!3, !81, !81}
!1397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1398, file: !1357, line: 144)
!1398 = !DISubprogram(name: "calloc", scope: !1352, file: !1352, line: 556, type: !1399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1399 = !DISubroutineType(types: !1400)
!1400 = !{!1101, !7, !7}
!1401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1402, file: !1357, line: 145)
!1402 = !DISubprogram(name: "div", scope: !1352, file: !1352, line: 873, type: !1403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1403 = !DISubroutineType(types: !1404)
!1404 = !{!1355, !3, !3}
!1405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1406, file: !1357, line: 146)
!1406 = !DISubprogram(name: "exit", scope: !1352, file: !1352, line: 637, type: !1407, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1407 = !DISubroutineType(types: !1408)
!1408 = !{null, !3}
!1409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1410, file: !1357, line: 147)
!1410 = !DISubprogram(name: "free", scope: !1352, file: !1352, line: 568, type: !1411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1411 = !DISubroutineType(types: !1412)
!1412 = !{null, !1101}
!1413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1414, file: !1357, line: 148)
!1414 = !DISubprogram(name: "getenv", scope: !1352, file: !1352, line: 654, type: !1415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1415 = !DISubroutineType(types: !1416)
!1416 = !{!5, !534}
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1418, file: !1357, line: 149)
!1418 = !DISubprogram(name: "labs", scope: !1352, file: !1352, line: 862, type: !1419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{!404, !404}
!1421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1422, file: !1357, line: 150)
!1422 = !DISubprogram(name: "ldiv", scope: !1352, file: !1352, line: 875, type: !1423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1423 = !DISubroutineType(types: !1424)
!1424 = !{!1359, !404, !404}
!1425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1426, file: !1357, line: 151)
!1426 = !DISubprogram(name: "malloc", scope: !1352, file: !1352, line: 553, type: !1427, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1427 = !DISubroutineType(types: !1428)
!1428 = !{!1101, !7}
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1430, file: !1357, line: 153)
!1430 = !DISubprogram(name: "mblen", scope: !1352, file: !1352, line: 943, type: !1431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1431 = !DISubroutineType(types: !1432)
!1432 = !{!3, !534, !7}
!1433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1434, file: !1357, line: 154)
!1434 = !DISubprogram(name: "mbstowcs", scope: !1352, file: !1352, line: 954, type: !1435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1435 = !DISubroutineType(types: !1436)
!1436 = !{!7, !1437, !1210, !7}
!1437 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1438)
!1438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1439, size: 64)
!1439 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1441, file: !1357, line: 155)
!1441 = !DISubprogram(name: "mbtowc", scope: !1352, file: !1352, line: 946, type: !1442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1442 = !DISubroutineType(types: !1443)
!1443 = !{!3, !1437, !1210, !7}
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1445, file: !1357, line: 157)
!1445 = !DISubprogram(name: "qsort", scope: !1352, file: !1352, line: 851, type: !1446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1446 = !DISubroutineType(types: !1447)
!1447 = !{null, !1101, !7, !7, !1393}
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1449, file: !1357, line: 160)
!1449 = !DISubprogram(name: "quick_exit", scope: !1352, file: !1352, line: 643, type: !1407, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1451, file: !1357, line: 163)
!1451 = !DISubprogram(name: "rand", scope: !1352, file: !1352, line: 454, type: !1258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1453, file: !1357, line: 164)
!1453 = !DISubprogram(name: "realloc", scope: !1352, file: !1352, line: 564, type: !1454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1454 = !DISubroutineType(types: !1455)
!1455 = !{!1101, !1101, !7}
!1456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1457, file: !1357, line: 165)
!1457 = !DISubprogram(name: "srand", scope: !1352, file: !1352, line: 456, type: !1458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{null, !1460}
!1460 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1462, file: !1357, line: 166)
!1462 = !DISubprogram(name: "strtod", scope: !1352, file: !1352, line: 118, type: !1463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1463 = !DISubroutineType(types: !1464)
!1464 = !{!38, !1210, !1465}
!1465 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!1466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1467, file: !1357, line: 167)
!1467 = !DISubprogram(name: "strtol", scope: !1352, file: !1352, line: 177, type: !1468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1468 = !DISubroutineType(types: !1469)
!1469 = !{!404, !1210, !1465, !3}
!1470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1471, file: !1357, line: 168)
!1471 = !DISubprogram(name: "strtoul", scope: !1352, file: !1352, line: 181, type: !1472, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1472 = !DISubroutineType(types: !1473)
!1473 = !{!9, !1210, !1465, !3}
!1474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1475, file: !1357, line: 169)
!1475 = !DISubprogram(name: "system", scope: !1352, file: !1352, line: 804, type: !1276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1477, file: !1357, line: 171)
!1477 = !DISubprogram(name: "wcstombs", scope: !1352, file: !1352, line: 958, type: !1478, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1478 = !DISubroutineType(types: !1479)
!1479 = !{!7, !1205, !1480, !7}
!1480 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1481)
!1481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1482, size: 64)
!1482 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1439)
!1483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1484, file: !1357, line: 172)
!1484 = !DISubprogram(name: "wctomb", scope: !1352, file: !1352, line: 950, type: !1485, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1485 = !DISubroutineType(types: !1486)
!1486 = !{!3, !5, !1439}
!1487 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1488, file: !1357, line: 200)
!1488 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1352, line: 81, baseType: !1489)
!1489 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1352, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1490, identifier: "_ZTS7lldiv_t")
!1490 = !{!1491, !1493}
!1491 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1489, file: !1352, line: 79, baseType: !1492, size: 64)
!1492 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1493 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1489, file: !1352, line: 80, baseType: !1492, size: 64, offset: 64)
!1494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1495, file: !1357, line: 206)
!1495 = !DISubprogram(name: "_Exit", scope: !1352, file: !1352, line: 649, type: !1407, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1496 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1497, file: !1357, line: 210)
!1497 = !DISubprogram(name: "llabs", scope: !1352, file: !1352, line: 865, type: !1498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1498 = !DISubroutineType(types: !1499)
!1499 = !{!1492, !1492}
!1500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1501, file: !1357, line: 216)
!1501 = !DISubprogram(name: "lldiv", scope: !1352, file: !1352, line: 879, type: !1502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1502 = !DISubroutineType(types: !1503)
!1503 = !{!1488, !1492, !1492}
!1504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1505, file: !1357, line: 227)
!1505 = !DISubprogram(name: "atoll", scope: !1352, file: !1352, line: 374, type: !1506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1506 = !DISubroutineType(types: !1507)
!1507 = !{!1492, !534}
!1508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1509, file: !1357, line: 228)
!1509 = !DISubprogram(name: "strtoll", scope: !1352, file: !1352, line: 201, type: !1510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1510 = !DISubroutineType(types: !1511)
!1511 = !{!1492, !1210, !1465, !3}
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1513, file: !1357, line: 229)
!1513 = !DISubprogram(name: "strtoull", scope: !1352, file: !1352, line: 206, type: !1514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1514 = !DISubroutineType(types: !1515)
!1515 = !{!1516, !1210, !1465, !3}
!1516 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1518, file: !1357, line: 231)
!1518 = !DISubprogram(name: "strtof", scope: !1352, file: !1352, line: 124, type: !1519, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1519 = !DISubroutineType(types: !1520)
!1520 = !{!1521, !1210, !1465}
!1521 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !1523, file: !1357, line: 232)
!1523 = !DISubprogram(name: "strtold", scope: !1352, file: !1352, line: 127, type: !1524, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1524 = !DISubroutineType(types: !1525)
!1525 = !{!1526, !1210, !1465}
!1526 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1488, file: !1357, line: 240)
!1528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1495, file: !1357, line: 242)
!1529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1497, file: !1357, line: 244)
!1530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1531, file: !1357, line: 245)
!1531 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !27, file: !1357, line: 213, type: !1502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1501, file: !1357, line: 246)
!1533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1505, file: !1357, line: 248)
!1534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1518, file: !1357, line: 249)
!1535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1509, file: !1357, line: 250)
!1536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1513, file: !1357, line: 251)
!1537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !1523, file: !1357, line: 252)
!1538 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1539, entity: !1540, file: !1541, line: 58)
!1539 = !DINamespace(name: "__gnu_debug", scope: null)
!1540 = !DINamespace(name: "__debug", scope: !13)
!1541 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1542 = !{i32 7, !"Dwarf Version", i32 5}
!1543 = !{i32 2, !"Debug Info Version", i32 3}
!1544 = !{i32 1, !"wchar_size", i32 4}
!1545 = !{i32 7, !"PIC Level", i32 2}
!1546 = !{i32 7, !"PIE Level", i32 2}
!1547 = !{i32 7, !"uwtable", i32 1}
!1548 = !{!"Debian clang version 14.0.6"}
!1549 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !1550, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1552)
!1550 = !DISubroutineType(types: !1551)
!1551 = !{!3, !3, !4}
!1552 = !{!1553, !1554, !1555, !1556, !1557, !1558, !1559, !1561, !1562, !1563, !1564, !1566, !1569, !1570}
!1553 = !DILocalVariable(name: "argc", arg: 1, scope: !1549, file: !1, line: 46, type: !3)
!1554 = !DILocalVariable(name: "argv", arg: 2, scope: !1549, file: !1, line: 46, type: !4)
!1555 = !DILocalVariable(name: "n", scope: !1549, file: !1, line: 47, type: !3)
!1556 = !DILocalVariable(name: "r", scope: !1549, file: !1, line: 48, type: !3)
!1557 = !DILocalVariable(name: "c", scope: !1549, file: !1, line: 49, type: !3)
!1558 = !DILocalVariable(name: "a", scope: !1549, file: !1, line: 50, type: !12)
!1559 = !DILocalVariable(name: "i", scope: !1560, file: !1, line: 51, type: !3)
!1560 = distinct !DILexicalBlock(scope: !1549, file: !1, line: 51, column: 3)
!1561 = !DILocalVariable(name: "b", scope: !1549, file: !1, line: 53, type: !12)
!1562 = !DILocalVariable(name: "k", scope: !1549, file: !1, line: 55, type: !613)
!1563 = !DILocalVariable(name: "m", scope: !1549, file: !1, line: 56, type: !1102)
!1564 = !DILocalVariable(name: "i", scope: !1565, file: !1, line: 57, type: !3)
!1565 = distinct !DILexicalBlock(scope: !1549, file: !1, line: 57, column: 3)
!1566 = !DILocalVariable(name: "j", scope: !1567, file: !1, line: 58, type: !3)
!1567 = distinct !DILexicalBlock(scope: !1568, file: !1, line: 58, column: 5)
!1568 = distinct !DILexicalBlock(scope: !1565, file: !1, line: 57, column: 3)
!1569 = !DILocalVariable(name: "s", scope: !1549, file: !1, line: 61, type: !38)
!1570 = !DILocalVariable(name: "t", scope: !1549, file: !1, line: 63, type: !404)
!1571 = !DILocation(line: 0, scope: !1549)
!1572 = !DILocation(line: 47, column: 16, scope: !1549)
!1573 = !DILocation(line: 47, column: 11, scope: !1549)
!1574 = !DILocation(line: 47, column: 27, scope: !1549)
!1575 = !{!1576, !1576, i64 0}
!1576 = !{!"any pointer", !1577, i64 0}
!1577 = !{!"omnipotent char", !1578, i64 0}
!1578 = !{!"Simple C++ TBAA"}
!1579 = !DILocation(line: 0, scope: !1381, inlinedAt: !1580)
!1580 = distinct !DILocation(line: 47, column: 22, scope: !1549)
!1581 = !DILocation(line: 364, column: 16, scope: !1381, inlinedAt: !1580)
!1582 = !DILocation(line: 48, column: 16, scope: !1549)
!1583 = !DILocation(line: 48, column: 11, scope: !1549)
!1584 = !DILocation(line: 48, column: 27, scope: !1549)
!1585 = !DILocation(line: 0, scope: !1381, inlinedAt: !1586)
!1586 = distinct !DILocation(line: 48, column: 22, scope: !1549)
!1587 = !DILocation(line: 364, column: 16, scope: !1381, inlinedAt: !1586)
!1588 = !DILocation(line: 49, column: 16, scope: !1549)
!1589 = !DILocation(line: 49, column: 11, scope: !1549)
!1590 = !DILocation(line: 49, column: 27, scope: !1549)
!1591 = !DILocation(line: 0, scope: !1381, inlinedAt: !1592)
!1592 = distinct !DILocation(line: 49, column: 22, scope: !1549)
!1593 = !DILocation(line: 364, column: 16, scope: !1381, inlinedAt: !1592)
!1594 = !DILocation(line: 50, column: 25, scope: !1549)
!1595 = !DILocalVariable(name: "this", arg: 1, scope: !1596, type: !1600, flags: DIFlagArtificial | DIFlagObjectPointer)
!1596 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !12, file: !11, line: 551, type: !297, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !296, retainedNodes: !1597)
!1597 = !{!1595, !1598, !1599}
!1598 = !DILocalVariable(name: "__n", arg: 2, scope: !1596, file: !11, line: 551, type: !299)
!1599 = !DILocalVariable(name: "__a", arg: 3, scope: !1596, file: !11, line: 551, type: !293)
!1600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!1601 = !DILocation(line: 0, scope: !1596, inlinedAt: !1602)
!1602 = distinct !DILocation(line: 50, column: 23, scope: !1549)
!1603 = !DILocalVariable(name: "__n", arg: 1, scope: !1604, file: !11, line: 1902, type: !299)
!1604 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !12, file: !11, line: 1902, type: !537, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !536, retainedNodes: !1605)
!1605 = !{!1603, !1606}
!1606 = !DILocalVariable(name: "__a", arg: 2, scope: !1604, file: !11, line: 1902, type: !293)
!1607 = !DILocation(line: 0, scope: !1604, inlinedAt: !1608)
!1608 = distinct !DILocation(line: 552, column: 15, scope: !1596, inlinedAt: !1602)
!1609 = !DILocation(line: 1904, column: 10, scope: !1610, inlinedAt: !1608)
!1610 = distinct !DILexicalBlock(scope: !1604, file: !11, line: 1904, column: 6)
!1611 = !DILocation(line: 1904, column: 6, scope: !1604, inlinedAt: !1608)
!1612 = !DILocation(line: 1905, column: 4, scope: !1610, inlinedAt: !1608)
!1613 = !DILocalVariable(name: "this", arg: 1, scope: !1614, type: !1618, flags: DIFlagArtificial | DIFlagObjectPointer)
!1614 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !16, file: !11, line: 330, type: !214, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !213, retainedNodes: !1615)
!1615 = !{!1613, !1616, !1617}
!1616 = !DILocalVariable(name: "__n", arg: 2, scope: !1614, file: !11, line: 330, type: !79)
!1617 = !DILocalVariable(name: "__a", arg: 3, scope: !1614, file: !11, line: 330, type: !208)
!1618 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!1619 = !DILocation(line: 0, scope: !1614, inlinedAt: !1620)
!1620 = distinct !DILocation(line: 552, column: 9, scope: !1596, inlinedAt: !1602)
!1621 = !DILocalVariable(name: "this", arg: 1, scope: !1622, type: !1618, flags: DIFlagArtificial | DIFlagObjectPointer)
!1622 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !16, file: !11, line: 393, type: !211, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !236, retainedNodes: !1623)
!1623 = !{!1621, !1624}
!1624 = !DILocalVariable(name: "__n", arg: 2, scope: !1622, file: !11, line: 393, type: !79)
!1625 = !DILocation(line: 0, scope: !1622, inlinedAt: !1626)
!1626 = distinct !DILocation(line: 332, column: 9, scope: !1627, inlinedAt: !1620)
!1627 = distinct !DILexicalBlock(scope: !1614, file: !11, line: 332, column: 7)
!1628 = !DILocalVariable(name: "this", arg: 1, scope: !1629, type: !1618, flags: DIFlagArtificial | DIFlagObjectPointer)
!1629 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !16, file: !11, line: 375, type: !231, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !230, retainedNodes: !1630)
!1630 = !{!1628, !1631}
!1631 = !DILocalVariable(name: "__n", arg: 2, scope: !1629, file: !11, line: 375, type: !79)
!1632 = !DILocation(line: 0, scope: !1629, inlinedAt: !1633)
!1633 = distinct !DILocation(line: 395, column: 33, scope: !1622, inlinedAt: !1626)
!1634 = !DILocation(line: 378, column: 13, scope: !1629, inlinedAt: !1633)
!1635 = !DILocation(line: 378, column: 9, scope: !1629, inlinedAt: !1633)
!1636 = !DILocalVariable(name: "__a", arg: 1, scope: !1637, file: !31, line: 463, type: !39)
!1637 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !30, file: !31, line: 463, type: !34, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !33, retainedNodes: !1638)
!1638 = !{!1636, !1639}
!1639 = !DILocalVariable(name: "__n", arg: 2, scope: !1637, file: !31, line: 463, type: !106)
!1640 = !DILocation(line: 0, scope: !1637, inlinedAt: !1641)
!1641 = distinct !DILocation(line: 378, column: 20, scope: !1629, inlinedAt: !1633)
!1642 = !DILocalVariable(name: "this", arg: 1, scope: !1643, type: !1647, flags: DIFlagArtificial | DIFlagObjectPointer)
!1643 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !47, file: !48, line: 112, type: !76, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !75, retainedNodes: !1644)
!1644 = !{!1642, !1645, !1646}
!1645 = !DILocalVariable(name: "__n", arg: 2, scope: !1643, file: !48, line: 112, type: !78)
!1646 = !DILocalVariable(arg: 3, scope: !1643, file: !48, line: 112, type: !81)
!1647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!1648 = !DILocation(line: 0, scope: !1643, inlinedAt: !1649)
!1649 = distinct !DILocation(line: 464, column: 20, scope: !1637, inlinedAt: !1641)
!1650 = !DILocation(line: 137, column: 53, scope: !1643, inlinedAt: !1649)
!1651 = !DILocation(line: 137, column: 27, scope: !1643, inlinedAt: !1649)
!1652 = !DILocation(line: 137, column: 9, scope: !1643, inlinedAt: !1649)
!1653 = !DILocalVariable(name: "this", arg: 1, scope: !1654, type: !1600, flags: DIFlagArtificial | DIFlagObjectPointer)
!1654 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !12, file: !11, line: 1710, type: !445, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !519, retainedNodes: !1655)
!1655 = !{!1653, !1656}
!1656 = !DILocalVariable(name: "__n", arg: 2, scope: !1654, file: !11, line: 1710, type: !299)
!1657 = !DILocation(line: 0, scope: !1654, inlinedAt: !1658)
!1658 = distinct !DILocation(line: 553, column: 9, scope: !1659, inlinedAt: !1602)
!1659 = distinct !DILexicalBlock(scope: !1596, file: !11, line: 553, column: 7)
!1660 = !DILocalVariable(name: "__first", arg: 1, scope: !1661, file: !1662, line: 764, type: !37)
!1661 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !13, file: !1662, line: 764, type: !1663, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1668, retainedNodes: !1665)
!1662 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1663 = !DISubroutineType(types: !1664)
!1664 = !{!37, !37, !9, !104}
!1665 = !{!1660, !1666, !1667}
!1666 = !DILocalVariable(name: "__n", arg: 2, scope: !1661, file: !1662, line: 764, type: !9)
!1667 = !DILocalVariable(arg: 3, scope: !1661, file: !1662, line: 765, type: !104)
!1668 = !{!1669, !1670, !91}
!1669 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !37)
!1670 = !DITemplateTypeParameter(name: "_Size", type: !9)
!1671 = !DILocation(line: 0, scope: !1661, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 1713, column: 4, scope: !1654, inlinedAt: !1658)
!1673 = !DILocalVariable(name: "__first", arg: 1, scope: !1674, file: !1662, line: 691, type: !37)
!1674 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !13, file: !1662, line: 691, type: !1675, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1680, retainedNodes: !1677)
!1675 = !DISubroutineType(types: !1676)
!1676 = !{!37, !37, !9}
!1677 = !{!1673, !1678, !1679}
!1678 = !DILocalVariable(name: "__n", arg: 2, scope: !1674, file: !1662, line: 691, type: !9)
!1679 = !DILocalVariable(name: "__can_fill", scope: !1674, file: !1662, line: 696, type: !246)
!1680 = !{!1669, !1670}
!1681 = !DILocation(line: 0, scope: !1674, inlinedAt: !1682)
!1682 = distinct !DILocation(line: 766, column: 14, scope: !1661, inlinedAt: !1672)
!1683 = !DILocalVariable(name: "__first", arg: 1, scope: !1684, file: !1662, line: 655, type: !37)
!1684 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1685, file: !1662, line: 655, type: !1675, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1680, declaration: !1688, retainedNodes: !1689)
!1685 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !13, file: !1662, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1686, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1686 = !{!1687}
!1687 = !DITemplateValueParameter(name: "_TrivialValueType", type: !134, value: i8 1)
!1688 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1685, file: !1662, line: 655, type: !1675, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1680)
!1689 = !{!1683, !1690, !1691}
!1690 = !DILocalVariable(name: "__n", arg: 2, scope: !1684, file: !1662, line: 655, type: !9)
!1691 = !DILocalVariable(name: "__val", scope: !1692, file: !1662, line: 659, type: !1694)
!1692 = distinct !DILexicalBlock(scope: !1693, file: !1662, line: 658, column: 6)
!1693 = distinct !DILexicalBlock(scope: !1684, file: !1662, line: 657, column: 8)
!1694 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1695, size: 64)
!1695 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !379, file: !378, line: 213, baseType: !38)
!1696 = !DILocation(line: 0, scope: !1684, inlinedAt: !1697)
!1697 = distinct !DILocation(line: 699, column: 14, scope: !1674, inlinedAt: !1682)
!1698 = !DILocation(line: 0, scope: !1692, inlinedAt: !1697)
!1699 = !DILocalVariable(name: "__p", arg: 1, scope: !1700, file: !1701, line: 109, type: !37)
!1700 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !13, file: !1701, line: 109, type: !1702, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1705, retainedNodes: !1704)
!1701 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1702 = !DISubroutineType(types: !1703)
!1703 = !{null, !37}
!1704 = !{!1699}
!1705 = !{!91, !1706}
!1706 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !141)
!1707 = !DILocation(line: 0, scope: !1700, inlinedAt: !1708)
!1708 = distinct !DILocation(line: 661, column: 8, scope: !1692, inlinedAt: !1697)
!1709 = !DILocation(line: 119, column: 7, scope: !1700, inlinedAt: !1708)
!1710 = !{!1711, !1711, i64 0}
!1711 = !{!"double", !1577, i64 0}
!1712 = !DILocation(line: 662, column: 8, scope: !1692, inlinedAt: !1697)
!1713 = !DILocalVariable(name: "__first", arg: 1, scope: !1714, file: !1720, line: 275, type: !37)
!1714 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !13, file: !1715, line: 1143, type: !1716, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1722, retainedNodes: !1718)
!1715 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1716 = !DISubroutineType(types: !1717)
!1717 = !{!37, !37, !9, !74}
!1718 = !{!1713, !1719, !1721}
!1719 = !DILocalVariable(name: "__n", arg: 2, scope: !1714, file: !1720, line: 275, type: !9)
!1720 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: "")
!1721 = !DILocalVariable(name: "__value", arg: 3, scope: !1714, file: !1720, line: 275, type: !74)
!1722 = !{!1723, !1670, !91}
!1723 = !DITemplateTypeParameter(name: "_OIter", type: !37)
!1724 = !DILocation(line: 0, scope: !1714, inlinedAt: !1725)
!1725 = distinct !DILocation(line: 663, column: 18, scope: !1692, inlinedAt: !1697)
!1726 = !DILocalVariable(name: "__first", arg: 1, scope: !1727, file: !1715, line: 1108, type: !37)
!1727 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !13, file: !1715, line: 1108, type: !1728, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1744, retainedNodes: !1740)
!1728 = !DISubroutineType(types: !1729)
!1729 = !{!37, !37, !9, !74, !1730}
!1730 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !13, file: !378, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1731, identifier: "_ZTSSt26random_access_iterator_tag")
!1731 = !{!1732}
!1732 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1730, baseType: !1733, extraData: i32 0)
!1733 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !13, file: !378, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1734, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1734 = !{!1735}
!1735 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1733, baseType: !1736, extraData: i32 0)
!1736 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !13, file: !378, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1737, identifier: "_ZTSSt20forward_iterator_tag")
!1737 = !{!1738}
!1738 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1736, baseType: !1739, extraData: i32 0)
!1739 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !13, file: !378, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !141, identifier: "_ZTSSt18input_iterator_tag")
!1740 = !{!1726, !1741, !1742, !1743}
!1741 = !DILocalVariable(name: "__n", arg: 2, scope: !1727, file: !1715, line: 1108, type: !9)
!1742 = !DILocalVariable(name: "__value", arg: 3, scope: !1727, file: !1715, line: 1108, type: !74)
!1743 = !DILocalVariable(arg: 4, scope: !1727, file: !1715, line: 1109, type: !1730)
!1744 = !{!1745, !1670, !91}
!1745 = !DITemplateTypeParameter(name: "_OutputIterator", type: !37)
!1746 = !DILocation(line: 0, scope: !1727, inlinedAt: !1747)
!1747 = distinct !DILocation(line: 1148, column: 14, scope: !1714, inlinedAt: !1725)
!1748 = !DILocation(line: 1109, column: 40, scope: !1727, inlinedAt: !1747)
!1749 = !DILocation(line: 1114, column: 15, scope: !1750, inlinedAt: !1747)
!1750 = distinct !DILexicalBlock(scope: !1727, file: !1715, line: 1114, column: 11)
!1751 = !DILocation(line: 1114, column: 11, scope: !1727, inlinedAt: !1747)
!1752 = !DILocation(line: 397, column: 59, scope: !1622, inlinedAt: !1626)
!1753 = !DILocalVariable(name: "__first", arg: 1, scope: !1754, file: !1715, line: 967, type: !37)
!1754 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !13, file: !1715, line: 967, type: !1755, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1760, retainedNodes: !1757)
!1755 = !DISubroutineType(types: !1756)
!1756 = !{null, !37, !37, !74}
!1757 = !{!1753, !1758, !1759}
!1758 = !DILocalVariable(name: "__last", arg: 2, scope: !1754, file: !1715, line: 967, type: !37)
!1759 = !DILocalVariable(name: "__value", arg: 3, scope: !1754, file: !1715, line: 967, type: !74)
!1760 = !{!1761, !91}
!1761 = !DITemplateTypeParameter(name: "_FIte", type: !37)
!1762 = !DILocation(line: 0, scope: !1754, inlinedAt: !1763)
!1763 = distinct !DILocation(line: 1119, column: 7, scope: !1727, inlinedAt: !1747)
!1764 = !DILocalVariable(name: "__value", arg: 3, scope: !1765, file: !1715, line: 918, type: !74)
!1765 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !13, file: !1715, line: 917, type: !1766, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1778, retainedNodes: !1774)
!1766 = !DISubroutineType(types: !1767)
!1767 = !{!1768, !37, !37, !74}
!1768 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1770, file: !1769, line: 50, baseType: null)
!1769 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1770 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !27, file: !1769, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1771, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1771 = !{!1772, !1773}
!1772 = !DITemplateValueParameter(type: !134, value: i8 1)
!1773 = !DITemplateTypeParameter(type: null)
!1774 = !{!1775, !1776, !1764, !1777}
!1775 = !DILocalVariable(name: "__first", arg: 1, scope: !1765, file: !1715, line: 917, type: !37)
!1776 = !DILocalVariable(name: "__last", arg: 2, scope: !1765, file: !1715, line: 917, type: !37)
!1777 = !DILocalVariable(name: "__tmp", scope: !1765, file: !1715, line: 920, type: !72)
!1778 = !{!1669, !91}
!1779 = !DILocation(line: 0, scope: !1765, inlinedAt: !1780)
!1780 = distinct !DILocation(line: 968, column: 7, scope: !1754, inlinedAt: !1763)
!1781 = !DILocation(line: 921, column: 7, scope: !1782, inlinedAt: !1780)
!1782 = distinct !DILexicalBlock(scope: !1765, file: !1715, line: 921, column: 7)
!1783 = !DILocation(line: 922, column: 11, scope: !1784, inlinedAt: !1780)
!1784 = distinct !DILexicalBlock(scope: !1782, file: !1715, line: 921, column: 7)
!1785 = !DILocation(line: 665, column: 4, scope: !1684, inlinedAt: !1697)
!1786 = !DILocation(line: 0, scope: !1560)
!1787 = !DILocation(line: 51, column: 21, scope: !1788)
!1788 = distinct !DILexicalBlock(scope: !1560, file: !1, line: 51, column: 3)
!1789 = !DILocation(line: 51, column: 3, scope: !1560)
!1790 = !DILocation(line: 51, column: 27, scope: !1788)
!1791 = !DILocation(line: 52, column: 14, scope: !1788)
!1792 = !DILocation(line: 52, column: 12, scope: !1788)
!1793 = !DILocation(line: 52, column: 10, scope: !1788)
!1794 = distinct !{!1794, !1789, !1795, !1796, !1797}
!1795 = !DILocation(line: 52, column: 16, scope: !1560)
!1796 = !{!"llvm.loop.mustprogress"}
!1797 = !{!"llvm.loop.isvectorized", i32 1}
!1798 = !DILocalVariable(name: "this", arg: 1, scope: !1799, type: !1600, flags: DIFlagArtificial | DIFlagObjectPointer)
!1799 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2ERKS1_", scope: !12, file: !11, line: 596, type: !307, scopeLine: 599, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !306, retainedNodes: !1800)
!1800 = !{!1798, !1801}
!1801 = !DILocalVariable(name: "__x", arg: 2, scope: !1799, file: !11, line: 596, type: !309)
!1802 = !DILocation(line: 0, scope: !1799, inlinedAt: !1803)
!1803 = distinct !DILocation(line: 53, column: 23, scope: !1549)
!1804 = !DILocalVariable(name: "this", arg: 1, scope: !1805, type: !1807, flags: DIFlagArtificial | DIFlagObjectPointer)
!1805 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !12, file: !11, line: 987, type: !441, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !440, retainedNodes: !1806)
!1806 = !{!1804}
!1807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!1808 = !DILocation(line: 0, scope: !1805, inlinedAt: !1809)
!1809 = distinct !DILocation(line: 597, column: 19, scope: !1799, inlinedAt: !1803)
!1810 = !DILocation(line: 988, column: 50, scope: !1805, inlinedAt: !1809)
!1811 = !DILocation(line: 0, scope: !1614, inlinedAt: !1812)
!1812 = distinct !DILocation(line: 597, column: 9, scope: !1799, inlinedAt: !1803)
!1813 = !DILocation(line: 0, scope: !1622, inlinedAt: !1814)
!1814 = distinct !DILocation(line: 332, column: 9, scope: !1627, inlinedAt: !1812)
!1815 = !DILocation(line: 0, scope: !1629, inlinedAt: !1816)
!1816 = distinct !DILocation(line: 395, column: 33, scope: !1622, inlinedAt: !1814)
!1817 = !DILocation(line: 378, column: 13, scope: !1629, inlinedAt: !1816)
!1818 = !DILocation(line: 378, column: 9, scope: !1629, inlinedAt: !1816)
!1819 = !DILocalVariable(name: "_Num", scope: !1820, file: !1715, line: 429, type: !1833)
!1820 = distinct !DISubprogram(name: "__copy_m<double>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIdEEPT_PKS3_S6_S4_", scope: !1821, file: !1715, line: 420, type: !1826, scopeLine: 421, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !90, declaration: !1828, retainedNodes: !1829)
!1821 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move<false, true, std::random_access_iterator_tag>", scope: !13, file: !1715, line: 415, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1822, identifier: "_ZTSSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE")
!1822 = !{!1823, !1824, !1825}
!1823 = !DITemplateValueParameter(name: "_IsMove", type: !134, value: i8 0)
!1824 = !DITemplateValueParameter(name: "_IsSimple", type: !134, value: i8 1)
!1825 = !DITemplateTypeParameter(name: "_Category", type: !1730)
!1826 = !DISubroutineType(types: !1827)
!1827 = !{!37, !71, !71, !37}
!1828 = !DISubprogram(name: "__copy_m<double>", linkageName: "_ZNSt11__copy_moveILb0ELb1ESt26random_access_iterator_tagE8__copy_mIdEEPT_PKS3_S6_S4_", scope: !1821, file: !1715, line: 420, type: !1826, scopeLine: 420, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !90)
!1829 = !{!1830, !1831, !1832, !1819}
!1830 = !DILocalVariable(name: "__first", arg: 1, scope: !1820, file: !1715, line: 420, type: !71)
!1831 = !DILocalVariable(name: "__last", arg: 2, scope: !1820, file: !1715, line: 420, type: !71)
!1832 = !DILocalVariable(name: "__result", arg: 3, scope: !1820, file: !1715, line: 420, type: !37)
!1833 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !403)
!1834 = !DILocation(line: 0, scope: !1820, inlinedAt: !1835)
!1835 = distinct !DILocation(line: 494, column: 14, scope: !1836, inlinedAt: !1844)
!1836 = distinct !DISubprogram(name: "__copy_move_a2<false, const double *, double *>", linkageName: "_ZSt14__copy_move_a2ILb0EPKdPdET1_T0_S4_S3_", scope: !13, file: !1715, line: 486, type: !1826, scopeLine: 487, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1841, retainedNodes: !1837)
!1837 = !{!1838, !1839, !1840}
!1838 = !DILocalVariable(name: "__first", arg: 1, scope: !1836, file: !1715, line: 486, type: !71)
!1839 = !DILocalVariable(name: "__last", arg: 2, scope: !1836, file: !1715, line: 486, type: !71)
!1840 = !DILocalVariable(name: "__result", arg: 3, scope: !1836, file: !1715, line: 486, type: !37)
!1841 = !{!1823, !1842, !1843}
!1842 = !DITemplateTypeParameter(name: "_II", type: !71)
!1843 = !DITemplateTypeParameter(name: "_OI", type: !37)
!1844 = distinct !DILocation(line: 522, column: 14, scope: !1845, inlinedAt: !1850)
!1845 = distinct !DISubprogram(name: "__copy_move_a1<false, const double *, double *>", linkageName: "_ZSt14__copy_move_a1ILb0EPKdPdET1_T0_S4_S3_", scope: !13, file: !1715, line: 521, type: !1826, scopeLine: 522, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1841, retainedNodes: !1846)
!1846 = !{!1847, !1848, !1849}
!1847 = !DILocalVariable(name: "__first", arg: 1, scope: !1845, file: !1715, line: 521, type: !71)
!1848 = !DILocalVariable(name: "__last", arg: 2, scope: !1845, file: !1715, line: 521, type: !71)
!1849 = !DILocalVariable(name: "__result", arg: 3, scope: !1845, file: !1715, line: 521, type: !37)
!1850 = distinct !DILocation(line: 530, column: 3, scope: !1851, inlinedAt: !1860)
!1851 = distinct !DISubprogram(name: "__copy_move_a<false, __gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZSt13__copy_move_aILb0EN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET1_T0_SA_S9_", scope: !13, file: !1715, line: 527, type: !1852, scopeLine: 528, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1858, retainedNodes: !1854)
!1852 = !DISubroutineType(types: !1853)
!1853 = !{!37, !559, !559, !37}
!1854 = !{!1855, !1856, !1857}
!1855 = !DILocalVariable(name: "__first", arg: 1, scope: !1851, file: !1715, line: 527, type: !559)
!1856 = !DILocalVariable(name: "__last", arg: 2, scope: !1851, file: !1715, line: 527, type: !559)
!1857 = !DILocalVariable(name: "__result", arg: 3, scope: !1851, file: !1715, line: 527, type: !37)
!1858 = !{!1823, !1859, !1843}
!1859 = !DITemplateTypeParameter(name: "_II", type: !559)
!1860 = distinct !DILocation(line: 619, column: 14, scope: !1861, inlinedAt: !1868)
!1861 = distinct !DISubprogram(name: "copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZSt4copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_", scope: !13, file: !1715, line: 611, type: !1852, scopeLine: 612, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1866, retainedNodes: !1862)
!1862 = !{!1863, !1864, !1865}
!1863 = !DILocalVariable(name: "__first", arg: 1, scope: !1861, file: !1720, line: 235, type: !559)
!1864 = !DILocalVariable(name: "__last", arg: 2, scope: !1861, file: !1720, line: 235, type: !559)
!1865 = !DILocalVariable(name: "__result", arg: 3, scope: !1861, file: !1720, line: 235, type: !37)
!1866 = !{!1867, !1723}
!1867 = !DITemplateTypeParameter(name: "_IIter", type: !559)
!1868 = distinct !DILocation(line: 147, column: 18, scope: !1869, inlinedAt: !1880)
!1869 = distinct !DISubprogram(name: "__uninit_copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdEET0_T_SC_SB_", scope: !1870, file: !1662, line: 145, type: !1852, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1874, declaration: !1873, retainedNodes: !1876)
!1870 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_copy<true>", scope: !13, file: !1662, line: 141, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1871, identifier: "_ZTSSt20__uninitialized_copyILb1EE")
!1871 = !{!1872}
!1872 = !DITemplateValueParameter(name: "_TrivialValueTypes", type: !134, value: i8 1)
!1873 = !DISubprogram(name: "__uninit_copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZNSt20__uninitialized_copyILb1EE13__uninit_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdEET0_T_SC_SB_", scope: !1870, file: !1662, line: 145, type: !1852, scopeLine: 145, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1874)
!1874 = !{!1875, !1669}
!1875 = !DITemplateTypeParameter(name: "_InputIterator", type: !559)
!1876 = !{!1877, !1878, !1879}
!1877 = !DILocalVariable(name: "__first", arg: 1, scope: !1869, file: !1662, line: 145, type: !559)
!1878 = !DILocalVariable(name: "__last", arg: 2, scope: !1869, file: !1662, line: 145, type: !559)
!1879 = !DILocalVariable(name: "__result", arg: 3, scope: !1869, file: !1662, line: 146, type: !37)
!1880 = distinct !DILocation(line: 184, column: 14, scope: !1881, inlinedAt: !1888)
!1881 = distinct !DISubprogram(name: "uninitialized_copy<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *>", linkageName: "_ZSt18uninitialized_copyIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPdET0_T_SA_S9_", scope: !13, file: !1662, line: 163, type: !1852, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1874, retainedNodes: !1882)
!1882 = !{!1883, !1884, !1885, !1886, !1887}
!1883 = !DILocalVariable(name: "__first", arg: 1, scope: !1881, file: !1662, line: 163, type: !559)
!1884 = !DILocalVariable(name: "__last", arg: 2, scope: !1881, file: !1662, line: 163, type: !559)
!1885 = !DILocalVariable(name: "__result", arg: 3, scope: !1881, file: !1662, line: 164, type: !37)
!1886 = !DILocalVariable(name: "__can_memmove", scope: !1881, file: !1662, line: 174, type: !246)
!1887 = !DILocalVariable(name: "__assignable", scope: !1881, file: !1662, line: 181, type: !246)
!1888 = distinct !DILocation(line: 372, column: 14, scope: !1889, inlinedAt: !1898)
!1889 = distinct !DISubprogram(name: "__uninitialized_copy_a<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > >, double *, double>", linkageName: "_ZSt22__uninitialized_copy_aIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEPddET0_T_SA_S9_RSaIT1_E", scope: !13, file: !1662, line: 365, type: !1890, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1897, retainedNodes: !1892)
!1890 = !DISubroutineType(types: !1891)
!1891 = !{!37, !559, !559, !37, !104}
!1892 = !{!1893, !1894, !1895, !1896}
!1893 = !DILocalVariable(name: "__first", arg: 1, scope: !1889, file: !1662, line: 365, type: !559)
!1894 = !DILocalVariable(name: "__last", arg: 2, scope: !1889, file: !1662, line: 365, type: !559)
!1895 = !DILocalVariable(name: "__result", arg: 3, scope: !1889, file: !1662, line: 366, type: !37)
!1896 = !DILocalVariable(arg: 4, scope: !1889, file: !1662, line: 366, type: !104)
!1897 = !{!1875, !1669, !91}
!1898 = distinct !DILocation(line: 601, column: 4, scope: !1899, inlinedAt: !1803)
!1899 = distinct !DILexicalBlock(scope: !1799, file: !11, line: 599, column: 7)
!1900 = !DILocation(line: 432, column: 20, scope: !1820, inlinedAt: !1835)
!1901 = !DILocalVariable(name: "v", arg: 1, scope: !1902, file: !1, line: 41, type: !343)
!1902 = distinct !DISubprogram(name: "scale", linkageName: "_ZL5scaleRSt6vectorIdSaIdEEd", scope: !1, file: !1, line: 41, type: !1903, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1905)
!1903 = !DISubroutineType(types: !1904)
!1904 = !{null, !343, !38}
!1905 = !{!1901, !1906, !1907, !1909, !1910, !1911}
!1906 = !DILocalVariable(name: "a", arg: 2, scope: !1902, file: !1, line: 41, type: !38)
!1907 = !DILocalVariable(name: "__range1", scope: !1908, type: !343, flags: DIFlagArtificial)
!1908 = distinct !DILexicalBlock(scope: !1902, file: !1, line: 42, column: 3)
!1909 = !DILocalVariable(name: "__begin1", scope: !1908, type: !359, flags: DIFlagArtificial)
!1910 = !DILocalVariable(name: "__end1", scope: !1908, type: !359, flags: DIFlagArtificial)
!1911 = !DILocalVariable(name: "x", scope: !1912, file: !1, line: 42, type: !66)
!1912 = distinct !DILexicalBlock(scope: !1908, file: !1, line: 42, column: 3)
!1913 = !DILocation(line: 0, scope: !1902, inlinedAt: !1914)
!1914 = distinct !DILocation(line: 54, column: 3, scope: !1549)
!1915 = !DILocation(line: 0, scope: !1908, inlinedAt: !1914)
!1916 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1917, file: !361, line: 1237, type: !1920)
!1917 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !27, file: !361, line: 1237, type: !1918, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !416, retainedNodes: !1921)
!1918 = !DISubroutineType(types: !1919)
!1919 = !{!134, !1920, !1920}
!1920 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !383, size: 64)
!1921 = !{!1916, !1922}
!1922 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1917, file: !361, line: 1238, type: !1920)
!1923 = !DILocation(line: 0, scope: !1917, inlinedAt: !1924)
!1924 = distinct !DILocation(line: 42, column: 16, scope: !1908, inlinedAt: !1914)
!1925 = !DILocation(line: 42, column: 16, scope: !1908, inlinedAt: !1914)
!1926 = !DILocation(line: 0, scope: !1637, inlinedAt: !1927)
!1927 = distinct !DILocation(line: 378, column: 20, scope: !1629, inlinedAt: !1816)
!1928 = !DILocation(line: 0, scope: !1643, inlinedAt: !1929)
!1929 = distinct !DILocation(line: 464, column: 20, scope: !1637, inlinedAt: !1927)
!1930 = !DILocation(line: 120, column: 27, scope: !1931, inlinedAt: !1929)
!1931 = distinct !DILexicalBlock(scope: !1643, file: !48, line: 120, column: 6)
!1932 = !DILocation(line: 120, column: 6, scope: !1643, inlinedAt: !1929)
!1933 = !{!"branch_weights", i32 1, i32 2000}
!1934 = !DILocation(line: 125, column: 8, scope: !1935, inlinedAt: !1929)
!1935 = distinct !DILexicalBlock(scope: !1936, file: !48, line: 124, column: 10)
!1936 = distinct !DILexicalBlock(scope: !1931, file: !48, line: 121, column: 4)
!1937 = !DILocation(line: 137, column: 27, scope: !1643, inlinedAt: !1929)
!1938 = !DILocalVariable(name: "this", arg: 1, scope: !1939, type: !1600, flags: DIFlagArtificial | DIFlagObjectPointer)
!1939 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1121, type: !455, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !454, retainedNodes: !1940)
!1940 = !{!1938, !1941}
!1941 = !DILocalVariable(name: "__n", arg: 2, scope: !1939, file: !11, line: 1121, type: !299)
!1942 = !DILocation(line: 0, scope: !1939, inlinedAt: !1943)
!1943 = distinct !DILocation(line: 52, column: 5, scope: !1788)
!1944 = !DILocation(line: 1124, column: 34, scope: !1939, inlinedAt: !1943)
!1945 = distinct !{!1945, !1789, !1795, !1796, !1946, !1797}
!1946 = !{!"llvm.loop.unroll.runtime.disable"}
!1947 = !DILocation(line: 137, column: 9, scope: !1643, inlinedAt: !1929)
!1948 = !DILocation(line: 0, scope: !1889, inlinedAt: !1898)
!1949 = !DILocation(line: 0, scope: !1881, inlinedAt: !1888)
!1950 = !DILocation(line: 0, scope: !1869, inlinedAt: !1880)
!1951 = !DILocation(line: 0, scope: !1861, inlinedAt: !1868)
!1952 = !DILocation(line: 0, scope: !1851, inlinedAt: !1860)
!1953 = !DILocation(line: 0, scope: !1845, inlinedAt: !1850)
!1954 = !DILocation(line: 0, scope: !1836, inlinedAt: !1844)
!1955 = !DILocation(line: 431, column: 6, scope: !1956, inlinedAt: !1835)
!1956 = distinct !DILexicalBlock(scope: !1820, file: !1715, line: 430, column: 8)
!1957 = !DILocation(line: 42, column: 3, scope: !1908, inlinedAt: !1914)
!1958 = !DILocation(line: 43, column: 7, scope: !1912, inlinedAt: !1914)
!1959 = distinct !{!1959, !1957, !1960, !1797}
!1960 = !DILocation(line: 43, column: 10, scope: !1908, inlinedAt: !1914)
!1961 = !DILocation(line: 0, scope: !1912, inlinedAt: !1914)
!1962 = !DILocalVariable(name: "this", arg: 1, scope: !1963, type: !1965, flags: DIFlagArtificial | DIFlagObjectPointer)
!1963 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !360, file: !361, line: 1105, type: !390, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !389, retainedNodes: !1964)
!1964 = !{!1962}
!1965 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!1966 = !DILocation(line: 0, scope: !1963, inlinedAt: !1967)
!1967 = distinct !DILocation(line: 42, column: 16, scope: !1908, inlinedAt: !1914)
!1968 = !DILocation(line: 1107, column: 2, scope: !1963, inlinedAt: !1967)
!1969 = !DILocation(line: 1240, column: 27, scope: !1917, inlinedAt: !1924)
!1970 = distinct !{!1970, !1957, !1960, !1946, !1797}
!1971 = !DILocation(line: 0, scope: !1972, inlinedAt: !1979)
!1972 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2EmRKiRKS0_", scope: !613, file: !11, line: 564, type: !849, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !848, retainedNodes: !1973)
!1973 = !{!1974, !1976, !1977, !1978}
!1974 = !DILocalVariable(name: "this", arg: 1, scope: !1972, type: !1975, flags: DIFlagArtificial | DIFlagObjectPointer)
!1975 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !613, size: 64)
!1976 = !DILocalVariable(name: "__n", arg: 2, scope: !1972, file: !11, line: 564, type: !299)
!1977 = !DILocalVariable(name: "__value", arg: 3, scope: !1972, file: !11, line: 564, type: !851)
!1978 = !DILocalVariable(name: "__a", arg: 4, scope: !1972, file: !11, line: 565, type: !842)
!1979 = distinct !DILocation(line: 55, column: 20, scope: !1549)
!1980 = !DILocalVariable(name: "__n", arg: 1, scope: !1981, file: !11, line: 1902, type: !299)
!1981 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !613, file: !11, line: 1902, type: !1025, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1024, retainedNodes: !1982)
!1982 = !{!1980, !1983}
!1983 = !DILocalVariable(name: "__a", arg: 2, scope: !1981, file: !11, line: 1902, type: !842)
!1984 = !DILocation(line: 0, scope: !1981, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 566, column: 15, scope: !1972, inlinedAt: !1979)
!1986 = !DILocalVariable(name: "this", arg: 1, scope: !1987, type: !1991, flags: DIFlagArtificial | DIFlagObjectPointer)
!1987 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_", scope: !616, file: !11, line: 330, type: !796, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !795, retainedNodes: !1988)
!1988 = !{!1986, !1989, !1990}
!1989 = !DILocalVariable(name: "__n", arg: 2, scope: !1987, file: !11, line: 330, type: !79)
!1990 = !DILocalVariable(name: "__a", arg: 3, scope: !1987, file: !11, line: 330, type: !790)
!1991 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !616, size: 64)
!1992 = !DILocation(line: 0, scope: !1987, inlinedAt: !1993)
!1993 = distinct !DILocation(line: 566, column: 9, scope: !1972, inlinedAt: !1979)
!1994 = !DILocalVariable(name: "this", arg: 1, scope: !1995, type: !1991, flags: DIFlagArtificial | DIFlagObjectPointer)
!1995 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !616, file: !11, line: 393, type: !793, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !818, retainedNodes: !1996)
!1996 = !{!1994, !1997}
!1997 = !DILocalVariable(name: "__n", arg: 2, scope: !1995, file: !11, line: 393, type: !79)
!1998 = !DILocation(line: 0, scope: !1995, inlinedAt: !1999)
!1999 = distinct !DILocation(line: 332, column: 9, scope: !2000, inlinedAt: !1993)
!2000 = distinct !DILexicalBlock(scope: !1987, file: !11, line: 332, column: 7)
!2001 = !DILocalVariable(name: "this", arg: 1, scope: !2002, type: !1991, flags: DIFlagArtificial | DIFlagObjectPointer)
!2002 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !616, file: !11, line: 375, type: !813, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !812, retainedNodes: !2003)
!2003 = !{!2001, !2004}
!2004 = !DILocalVariable(name: "__n", arg: 2, scope: !2002, file: !11, line: 375, type: !79)
!2005 = !DILocation(line: 0, scope: !2002, inlinedAt: !2006)
!2006 = distinct !DILocation(line: 395, column: 33, scope: !1995, inlinedAt: !1999)
!2007 = !DILocation(line: 378, column: 9, scope: !2002, inlinedAt: !2006)
!2008 = !DILocalVariable(name: "__a", arg: 1, scope: !2009, file: !31, line: 463, type: !635)
!2009 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !628, file: !31, line: 463, type: !631, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !630, retainedNodes: !2010)
!2010 = !{!2008, !2011}
!2011 = !DILocalVariable(name: "__n", arg: 2, scope: !2009, file: !31, line: 463, type: !106)
!2012 = !DILocation(line: 0, scope: !2009, inlinedAt: !2013)
!2013 = distinct !DILocation(line: 378, column: 20, scope: !2002, inlinedAt: !2006)
!2014 = !DILocalVariable(name: "this", arg: 1, scope: !2015, type: !2019, flags: DIFlagArtificial | DIFlagObjectPointer)
!2015 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !641, file: !48, line: 112, type: !669, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !668, retainedNodes: !2016)
!2016 = !{!2014, !2017, !2018}
!2017 = !DILocalVariable(name: "__n", arg: 2, scope: !2015, file: !48, line: 112, type: !78)
!2018 = !DILocalVariable(arg: 3, scope: !2015, file: !48, line: 112, type: !81)
!2019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !641, size: 64)
!2020 = !DILocation(line: 0, scope: !2015, inlinedAt: !2021)
!2021 = distinct !DILocation(line: 464, column: 20, scope: !2009, inlinedAt: !2013)
!2022 = !DILocation(line: 137, column: 53, scope: !2015, inlinedAt: !2021)
!2023 = !DILocation(line: 137, column: 27, scope: !2015, inlinedAt: !2021)
!2024 = !DILocation(line: 137, column: 9, scope: !2015, inlinedAt: !2021)
!2025 = !DILocation(line: 397, column: 59, scope: !1995, inlinedAt: !1999)
!2026 = !DILocalVariable(name: "this", arg: 1, scope: !2027, type: !1975, flags: DIFlagArtificial | DIFlagObjectPointer)
!2027 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !613, file: !11, line: 1699, type: !898, scopeLine: 1700, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1008, retainedNodes: !2028)
!2028 = !{!2026, !2029, !2030}
!2029 = !DILocalVariable(name: "__n", arg: 2, scope: !2027, file: !11, line: 1699, type: !299)
!2030 = !DILocalVariable(name: "__value", arg: 3, scope: !2027, file: !11, line: 1699, type: !851)
!2031 = !DILocation(line: 0, scope: !2027, inlinedAt: !2032)
!2032 = distinct !DILocation(line: 567, column: 9, scope: !2033, inlinedAt: !1979)
!2033 = distinct !DILexicalBlock(scope: !1972, file: !11, line: 567, column: 7)
!2034 = !DILocalVariable(name: "__first", arg: 1, scope: !2035, file: !1662, line: 460, type: !634)
!2035 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<int *, unsigned long, int, int>", linkageName: "_ZSt24__uninitialized_fill_n_aIPimiiET_S1_T0_RKT1_RSaIT2_E", scope: !13, file: !1662, line: 460, type: !2036, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2042, retainedNodes: !2038)
!2036 = !DISubroutineType(types: !2037)
!2037 = !{!634, !634, !9, !667, !692}
!2038 = !{!2034, !2039, !2040, !2041}
!2039 = !DILocalVariable(name: "__n", arg: 2, scope: !2035, file: !1662, line: 460, type: !9)
!2040 = !DILocalVariable(name: "__x", arg: 3, scope: !2035, file: !1662, line: 461, type: !667)
!2041 = !DILocalVariable(arg: 4, scope: !2035, file: !1662, line: 461, type: !692)
!2042 = !{!2043, !1670, !679, !2044}
!2043 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !634)
!2044 = !DITemplateTypeParameter(name: "_Tp2", type: !3)
!2045 = !DILocation(line: 0, scope: !2035, inlinedAt: !2046)
!2046 = distinct !DILocation(line: 1702, column: 4, scope: !2027, inlinedAt: !2032)
!2047 = !DILocalVariable(name: "__first", arg: 1, scope: !2048, file: !1662, line: 312, type: !634)
!2048 = distinct !DISubprogram(name: "uninitialized_fill_n<int *, unsigned long, int>", linkageName: "_ZSt20uninitialized_fill_nIPimiET_S1_T0_RKT1_", scope: !13, file: !1662, line: 312, type: !2049, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2055, retainedNodes: !2051)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{!634, !634, !9, !667}
!2051 = !{!2047, !2052, !2053, !2054}
!2052 = !DILocalVariable(name: "__n", arg: 2, scope: !2048, file: !1662, line: 312, type: !9)
!2053 = !DILocalVariable(name: "__x", arg: 3, scope: !2048, file: !1662, line: 312, type: !667)
!2054 = !DILocalVariable(name: "__can_fill", scope: !2048, file: !1662, line: 319, type: !246)
!2055 = !{!2043, !1670, !679}
!2056 = !DILocation(line: 0, scope: !2048, inlinedAt: !2057)
!2057 = distinct !DILocation(line: 467, column: 14, scope: !2035, inlinedAt: !2046)
!2058 = !DILocalVariable(name: "__first", arg: 1, scope: !2059, file: !1662, line: 292, type: !634)
!2059 = distinct !DISubprogram(name: "__uninit_fill_n<int *, unsigned long, int>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPimiEET_S3_T0_RKT1_", scope: !2060, file: !1662, line: 292, type: !2049, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2055, declaration: !2061, retainedNodes: !2062)
!2060 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !13, file: !1662, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1686, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!2061 = !DISubprogram(name: "__uninit_fill_n<int *, unsigned long, int>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPimiEET_S3_T0_RKT1_", scope: !2060, file: !1662, line: 292, type: !2049, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !2055)
!2062 = !{!2058, !2063, !2064}
!2063 = !DILocalVariable(name: "__n", arg: 2, scope: !2059, file: !1662, line: 292, type: !9)
!2064 = !DILocalVariable(name: "__x", arg: 3, scope: !2059, file: !1662, line: 293, type: !667)
!2065 = !DILocation(line: 0, scope: !2059, inlinedAt: !2066)
!2066 = distinct !DILocation(line: 326, column: 14, scope: !2048, inlinedAt: !2057)
!2067 = !DILocalVariable(name: "__first", arg: 1, scope: !2068, file: !1720, line: 275, type: !634)
!2068 = distinct !DISubprogram(name: "fill_n<int *, unsigned long, int>", linkageName: "_ZSt6fill_nIPimiET_S1_T0_RKT1_", scope: !13, file: !1715, line: 1143, type: !2049, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2072, retainedNodes: !2069)
!2069 = !{!2067, !2070, !2071}
!2070 = !DILocalVariable(name: "__n", arg: 2, scope: !2068, file: !1720, line: 275, type: !9)
!2071 = !DILocalVariable(name: "__value", arg: 3, scope: !2068, file: !1720, line: 275, type: !667)
!2072 = !{!2073, !1670, !679}
!2073 = !DITemplateTypeParameter(name: "_OIter", type: !634)
!2074 = !DILocation(line: 0, scope: !2068, inlinedAt: !2075)
!2075 = distinct !DILocation(line: 294, column: 18, scope: !2059, inlinedAt: !2066)
!2076 = !DILocalVariable(name: "__first", arg: 1, scope: !2077, file: !1715, line: 1108, type: !634)
!2077 = distinct !DISubprogram(name: "__fill_n_a<int *, unsigned long, int>", linkageName: "_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !13, file: !1715, line: 1108, type: !2078, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2084, retainedNodes: !2080)
!2078 = !DISubroutineType(types: !2079)
!2079 = !{!634, !634, !9, !667, !1730}
!2080 = !{!2076, !2081, !2082, !2083}
!2081 = !DILocalVariable(name: "__n", arg: 2, scope: !2077, file: !1715, line: 1108, type: !9)
!2082 = !DILocalVariable(name: "__value", arg: 3, scope: !2077, file: !1715, line: 1108, type: !667)
!2083 = !DILocalVariable(arg: 4, scope: !2077, file: !1715, line: 1109, type: !1730)
!2084 = !{!2085, !1670, !679}
!2085 = !DITemplateTypeParameter(name: "_OutputIterator", type: !634)
!2086 = !DILocation(line: 0, scope: !2077, inlinedAt: !2087)
!2087 = distinct !DILocation(line: 1148, column: 14, scope: !2068, inlinedAt: !2075)
!2088 = !DILocation(line: 1109, column: 40, scope: !2077, inlinedAt: !2087)
!2089 = !DILocalVariable(name: "__first", arg: 1, scope: !2090, file: !1715, line: 967, type: !634)
!2090 = distinct !DISubprogram(name: "__fill_a<int *, int>", linkageName: "_ZSt8__fill_aIPiiEvT_S1_RKT0_", scope: !13, file: !1715, line: 967, type: !2091, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2096, retainedNodes: !2093)
!2091 = !DISubroutineType(types: !2092)
!2092 = !{null, !634, !634, !667}
!2093 = !{!2089, !2094, !2095}
!2094 = !DILocalVariable(name: "__last", arg: 2, scope: !2090, file: !1715, line: 967, type: !634)
!2095 = !DILocalVariable(name: "__value", arg: 3, scope: !2090, file: !1715, line: 967, type: !667)
!2096 = !{!2097, !679}
!2097 = !DITemplateTypeParameter(name: "_FIte", type: !634)
!2098 = !DILocation(line: 0, scope: !2090, inlinedAt: !2099)
!2099 = distinct !DILocation(line: 1119, column: 7, scope: !2077, inlinedAt: !2087)
!2100 = !DILocalVariable(name: "__first", arg: 1, scope: !2101, file: !1715, line: 917, type: !634)
!2101 = distinct !DISubprogram(name: "__fill_a1<int *, int>", linkageName: "_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !13, file: !1715, line: 917, type: !2102, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2108, retainedNodes: !2104)
!2102 = !DISubroutineType(types: !2103)
!2103 = !{!1768, !634, !634, !667}
!2104 = !{!2100, !2105, !2106, !2107}
!2105 = !DILocalVariable(name: "__last", arg: 2, scope: !2101, file: !1715, line: 917, type: !634)
!2106 = !DILocalVariable(name: "__value", arg: 3, scope: !2101, file: !1715, line: 918, type: !667)
!2107 = !DILocalVariable(name: "__tmp", scope: !2101, file: !1715, line: 920, type: !665)
!2108 = !{!2043, !679}
!2109 = !DILocation(line: 0, scope: !2101, inlinedAt: !2110)
!2110 = distinct !DILocation(line: 968, column: 7, scope: !2090, inlinedAt: !2099)
!2111 = !DILocation(line: 921, column: 7, scope: !2112, inlinedAt: !2110)
!2112 = distinct !DILexicalBlock(scope: !2101, file: !1715, line: 921, column: 7)
!2113 = !DILocation(line: 922, column: 11, scope: !2114, inlinedAt: !2110)
!2114 = distinct !DILexicalBlock(scope: !2112, file: !1715, line: 921, column: 7)
!2115 = !{!2116, !2116, i64 0}
!2116 = !{!"int", !1577, i64 0}
!2117 = distinct !{!2117, !2111, !2118, !1796, !1797}
!2118 = !DILocation(line: 922, column: 13, scope: !2112, inlinedAt: !2110)
!2119 = distinct !{!2119, !2120}
!2120 = !{!"llvm.loop.unroll.disable"}
!2121 = !DILocation(line: 921, column: 33, scope: !2114, inlinedAt: !2110)
!2122 = !DILocation(line: 921, column: 22, scope: !2114, inlinedAt: !2110)
!2123 = distinct !{!2123, !2111, !2118, !1796, !1946, !1797}
!2124 = !DILocalVariable(name: "this", arg: 1, scope: !2125, type: !2129, flags: DIFlagArtificial | DIFlagObjectPointer)
!2125 = distinct !DISubprogram(name: "Mat", linkageName: "_ZN3MatC2Eii", scope: !1102, file: !1, line: 16, type: !1108, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1107, retainedNodes: !2126)
!2126 = !{!2124, !2127, !2128}
!2127 = !DILocalVariable(name: "r", arg: 2, scope: !2125, file: !1, line: 16, type: !3)
!2128 = !DILocalVariable(name: "c", arg: 3, scope: !2125, file: !1, line: 16, type: !3)
!2129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1102, size: 64)
!2130 = !DILocation(line: 0, scope: !2125, inlinedAt: !2131)
!2131 = distinct !DILocation(line: 56, column: 7, scope: !1549)
!2132 = !DILocation(line: 16, column: 51, scope: !2125, inlinedAt: !2131)
!2133 = !DILocation(line: 16, column: 55, scope: !2125, inlinedAt: !2131)
!2134 = !DILocation(line: 16, column: 53, scope: !2125, inlinedAt: !2131)
!2135 = !DILocation(line: 0, scope: !1596, inlinedAt: !2136)
!2136 = distinct !DILocation(line: 16, column: 41, scope: !2125, inlinedAt: !2131)
!2137 = !DILocation(line: 0, scope: !1604, inlinedAt: !2138)
!2138 = distinct !DILocation(line: 552, column: 15, scope: !1596, inlinedAt: !2136)
!2139 = !DILocation(line: 1904, column: 10, scope: !1610, inlinedAt: !2138)
!2140 = !DILocation(line: 1904, column: 6, scope: !1604, inlinedAt: !2138)
!2141 = !DILocation(line: 1905, column: 4, scope: !1610, inlinedAt: !2138)
!2142 = !DILocation(line: 0, scope: !1614, inlinedAt: !2143)
!2143 = distinct !DILocation(line: 552, column: 9, scope: !1596, inlinedAt: !2136)
!2144 = !DILocation(line: 0, scope: !1622, inlinedAt: !2145)
!2145 = distinct !DILocation(line: 332, column: 9, scope: !1627, inlinedAt: !2143)
!2146 = !DILocation(line: 0, scope: !1629, inlinedAt: !2147)
!2147 = distinct !DILocation(line: 395, column: 33, scope: !1622, inlinedAt: !2145)
!2148 = !DILocation(line: 378, column: 13, scope: !1629, inlinedAt: !2147)
!2149 = !DILocation(line: 378, column: 9, scope: !1629, inlinedAt: !2147)
!2150 = !DILocation(line: 0, scope: !1637, inlinedAt: !2151)
!2151 = distinct !DILocation(line: 378, column: 20, scope: !1629, inlinedAt: !2147)
!2152 = !DILocation(line: 0, scope: !1643, inlinedAt: !2153)
!2153 = distinct !DILocation(line: 464, column: 20, scope: !1637, inlinedAt: !2151)
!2154 = !DILocation(line: 137, column: 53, scope: !1643, inlinedAt: !2153)
!2155 = !DILocation(line: 137, column: 27, scope: !1643, inlinedAt: !2153)
!2156 = !DILocation(line: 137, column: 9, scope: !1643, inlinedAt: !2153)
!2157 = !DILocation(line: 0, scope: !1654, inlinedAt: !2158)
!2158 = distinct !DILocation(line: 553, column: 9, scope: !1659, inlinedAt: !2136)
!2159 = !DILocation(line: 0, scope: !1661, inlinedAt: !2160)
!2160 = distinct !DILocation(line: 1713, column: 4, scope: !1654, inlinedAt: !2158)
!2161 = !DILocation(line: 0, scope: !1674, inlinedAt: !2162)
!2162 = distinct !DILocation(line: 766, column: 14, scope: !1661, inlinedAt: !2160)
!2163 = !DILocation(line: 0, scope: !1684, inlinedAt: !2164)
!2164 = distinct !DILocation(line: 699, column: 14, scope: !1674, inlinedAt: !2162)
!2165 = !DILocation(line: 0, scope: !1692, inlinedAt: !2164)
!2166 = !DILocation(line: 0, scope: !1700, inlinedAt: !2167)
!2167 = distinct !DILocation(line: 661, column: 8, scope: !1692, inlinedAt: !2164)
!2168 = !DILocation(line: 119, column: 7, scope: !1700, inlinedAt: !2167)
!2169 = !DILocation(line: 662, column: 8, scope: !1692, inlinedAt: !2164)
!2170 = !DILocation(line: 0, scope: !1714, inlinedAt: !2171)
!2171 = distinct !DILocation(line: 663, column: 18, scope: !1692, inlinedAt: !2164)
!2172 = !DILocation(line: 0, scope: !1727, inlinedAt: !2173)
!2173 = distinct !DILocation(line: 1148, column: 14, scope: !1714, inlinedAt: !2171)
!2174 = !DILocation(line: 1109, column: 40, scope: !1727, inlinedAt: !2173)
!2175 = !DILocation(line: 1114, column: 15, scope: !1750, inlinedAt: !2173)
!2176 = !DILocation(line: 1114, column: 11, scope: !1727, inlinedAt: !2173)
!2177 = !DILocation(line: 397, column: 59, scope: !1622, inlinedAt: !2145)
!2178 = !DILocation(line: 0, scope: !1754, inlinedAt: !2179)
!2179 = distinct !DILocation(line: 1119, column: 7, scope: !1727, inlinedAt: !2173)
!2180 = !DILocation(line: 0, scope: !1765, inlinedAt: !2181)
!2181 = distinct !DILocation(line: 968, column: 7, scope: !1754, inlinedAt: !2179)
!2182 = !DILocation(line: 921, column: 7, scope: !1782, inlinedAt: !2181)
!2183 = !DILocation(line: 922, column: 11, scope: !1784, inlinedAt: !2181)
!2184 = !DILocation(line: 665, column: 4, scope: !1684, inlinedAt: !2164)
!2185 = !DILocation(line: 0, scope: !1565)
!2186 = !DILocation(line: 57, column: 21, scope: !1568)
!2187 = !DILocation(line: 57, column: 3, scope: !1565)
!2188 = !DILocation(line: 0, scope: !1567)
!2189 = !DILocation(line: 58, column: 5, scope: !1567)
!2190 = !DILocation(line: 58, column: 34, scope: !2191)
!2191 = distinct !DILexicalBlock(scope: !1567, file: !1, line: 58, column: 5)
!2192 = !DILocation(line: 59, column: 22, scope: !2191)
!2193 = !DILocation(line: 59, column: 20, scope: !2191)
!2194 = !DILocation(line: 59, column: 18, scope: !2191)
!2195 = distinct !{!2195, !2189, !2196, !1796, !1797}
!2196 = !DILocation(line: 59, column: 24, scope: !1567)
!2197 = !DILocalVariable(name: "__first", arg: 1, scope: !2198, file: !1720, line: 270, type: !360)
!2198 = distinct !DISubprogram(name: "fill<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZSt4fillIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_", scope: !13, file: !1715, line: 991, type: !2199, scopeLine: 992, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2204, retainedNodes: !2201)
!2199 = !DISubroutineType(types: !2200)
!2200 = !{null, !360, !360, !74}
!2201 = !{!2197, !2202, !2203}
!2202 = !DILocalVariable(name: "__last", arg: 2, scope: !2198, file: !1720, line: 270, type: !360)
!2203 = !DILocalVariable(name: "__value", arg: 3, scope: !2198, file: !1720, line: 270, type: !74)
!2204 = !{!2205, !91}
!2205 = !DITemplateTypeParameter(name: "_FIter", type: !360)
!2206 = !DILocation(line: 0, scope: !2198, inlinedAt: !2207)
!2207 = distinct !DILocation(line: 60, column: 3, scope: !1549)
!2208 = !DILocalVariable(name: "__first", arg: 1, scope: !2209, file: !1715, line: 967, type: !360)
!2209 = distinct !DISubprogram(name: "__fill_a<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZSt8__fill_aIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEvT_S7_RKT0_", scope: !13, file: !1715, line: 967, type: !2199, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2213, retainedNodes: !2210)
!2210 = !{!2208, !2211, !2212}
!2211 = !DILocalVariable(name: "__last", arg: 2, scope: !2209, file: !1715, line: 967, type: !360)
!2212 = !DILocalVariable(name: "__value", arg: 3, scope: !2209, file: !1715, line: 967, type: !74)
!2213 = !{!2214, !91}
!2214 = !DITemplateTypeParameter(name: "_FIte", type: !360)
!2215 = !DILocation(line: 0, scope: !2209, inlinedAt: !2216)
!2216 = distinct !DILocation(line: 998, column: 7, scope: !2198, inlinedAt: !2207)
!2217 = !DILocalVariable(name: "__first", arg: 1, scope: !2218, file: !1715, line: 948, type: !360)
!2218 = distinct !DISubprogram(name: "__fill_a1<double *, std::vector<double, std::allocator<double> >, double>", linkageName: "_ZSt9__fill_a1IPdSt6vectorIdSaIdEEdEvN9__gnu_cxx17__normal_iteratorIT_T0_EES8_RKT1_", scope: !13, file: !1715, line: 948, type: !2199, scopeLine: 951, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2222, retainedNodes: !2219)
!2219 = !{!2217, !2220, !2221}
!2220 = !DILocalVariable(name: "__last", arg: 2, scope: !2218, file: !1715, line: 949, type: !360)
!2221 = !DILocalVariable(name: "__value", arg: 3, scope: !2218, file: !1715, line: 950, type: !74)
!2222 = !{!2223, !2224, !91}
!2223 = !DITemplateTypeParameter(name: "_Ite", type: !37)
!2224 = !DITemplateTypeParameter(name: "_Cont", type: !12)
!2225 = !DILocation(line: 0, scope: !2218, inlinedAt: !2226)
!2226 = distinct !DILocation(line: 968, column: 7, scope: !2209, inlinedAt: !2216)
!2227 = !DILocation(line: 0, scope: !1765, inlinedAt: !2228)
!2228 = distinct !DILocation(line: 951, column: 7, scope: !2218, inlinedAt: !2226)
!2229 = !DILocation(line: 921, column: 7, scope: !1782, inlinedAt: !2228)
!2230 = !DILocation(line: 922, column: 11, scope: !1784, inlinedAt: !2228)
!2231 = distinct !{!2231, !2229, !2232, !1796, !1797}
!2232 = !DILocation(line: 922, column: 13, scope: !1782, inlinedAt: !2228)
!2233 = distinct !{!2233, !2120}
!2234 = !DILocation(line: 921, column: 33, scope: !1784, inlinedAt: !2228)
!2235 = !DILocation(line: 921, column: 22, scope: !1784, inlinedAt: !2228)
!2236 = distinct !{!2236, !2229, !2232, !1796, !1946, !1797}
!2237 = !DILocation(line: 66, column: 1, scope: !1549)
!2238 = !DILocation(line: 55, column: 20, scope: !1549)
!2239 = !DILocalVariable(name: "this", arg: 1, scope: !2240, type: !1975, flags: DIFlagArtificial | DIFlagObjectPointer)
!2240 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !613, file: !11, line: 728, type: !836, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !886, retainedNodes: !2241)
!2241 = !{!2239}
!2242 = !DILocation(line: 0, scope: !2240, inlinedAt: !2243)
!2243 = distinct !DILocation(line: 66, column: 1, scope: !1549)
!2244 = !DILocalVariable(name: "this", arg: 1, scope: !2245, type: !1991, flags: DIFlagArtificial | DIFlagObjectPointer)
!2245 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !616, file: !11, line: 364, type: !785, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !811, retainedNodes: !2246)
!2246 = !{!2244}
!2247 = !DILocation(line: 0, scope: !2245, inlinedAt: !2248)
!2248 = distinct !DILocation(line: 733, column: 7, scope: !2249, inlinedAt: !2243)
!2249 = distinct !DILexicalBlock(scope: !2240, file: !11, line: 729, column: 7)
!2250 = !DILocalVariable(name: "this", arg: 1, scope: !2251, type: !1991, flags: DIFlagArtificial | DIFlagObjectPointer)
!2251 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !616, file: !11, line: 383, type: !816, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !815, retainedNodes: !2252)
!2252 = !{!2250, !2253, !2254}
!2253 = !DILocalVariable(name: "__p", arg: 2, scope: !2251, file: !11, line: 383, type: !729)
!2254 = !DILocalVariable(name: "__n", arg: 3, scope: !2251, file: !11, line: 383, type: !79)
!2255 = !DILocation(line: 0, scope: !2251, inlinedAt: !2256)
!2256 = distinct !DILocation(line: 366, column: 2, scope: !2257, inlinedAt: !2248)
!2257 = distinct !DILexicalBlock(scope: !2245, file: !11, line: 365, column: 7)
!2258 = !DILocation(line: 386, column: 6, scope: !2259, inlinedAt: !2256)
!2259 = distinct !DILexicalBlock(scope: !2251, file: !11, line: 386, column: 6)
!2260 = !DILocation(line: 386, column: 6, scope: !2251, inlinedAt: !2256)
!2261 = !DILocation(line: 57, column: 32, scope: !1568)
!2262 = distinct !{!2262, !2187, !2263, !1796}
!2263 = !DILocation(line: 59, column: 24, scope: !1565)
!2264 = !DILocalVariable(name: "this", arg: 1, scope: !2265, type: !2129, flags: DIFlagArtificial | DIFlagObjectPointer)
!2265 = distinct !DISubprogram(name: "at", linkageName: "_ZN3Mat2atEii", scope: !1102, file: !1, line: 17, type: !1112, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1111, retainedNodes: !2266)
!2266 = !{!2264, !2267, !2268}
!2267 = !DILocalVariable(name: "i", arg: 2, scope: !2265, file: !1, line: 17, type: !3)
!2268 = !DILocalVariable(name: "j", arg: 3, scope: !2265, file: !1, line: 17, type: !3)
!2269 = !DILocation(line: 0, scope: !2265, inlinedAt: !2270)
!2270 = distinct !DILocation(line: 59, column: 9, scope: !2191)
!2271 = !DILocation(line: 17, column: 56, scope: !2265, inlinedAt: !2270)
!2272 = !DILocation(line: 0, scope: !1939, inlinedAt: !2273)
!2273 = distinct !DILocation(line: 17, column: 37, scope: !2265, inlinedAt: !2270)
!2274 = !DILocation(line: 1124, column: 34, scope: !1939, inlinedAt: !2273)
!2275 = !DILocation(line: 58, column: 23, scope: !2191)
!2276 = distinct !{!2276, !2189, !2196, !1796, !1946, !1797}
!2277 = !DILocalVariable(name: "v", arg: 1, scope: !2278, file: !1, line: 20, type: !309)
!2278 = distinct !DISubprogram(name: "sum_range", linkageName: "_ZL9sum_rangeRKSt6vectorIdSaIdEE", scope: !1, file: !1, line: 20, type: !2279, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2281)
!2279 = !DISubroutineType(types: !2280)
!2280 = !{!38, !309}
!2281 = !{!2277, !2282, !2283, !2285, !2286, !2287}
!2282 = !DILocalVariable(name: "s", scope: !2278, file: !1, line: 21, type: !38)
!2283 = !DILocalVariable(name: "__range1", scope: !2284, type: !309, flags: DIFlagArtificial)
!2284 = distinct !DILexicalBlock(scope: !2278, file: !1, line: 22, column: 3)
!2285 = !DILocalVariable(name: "__begin1", scope: !2284, type: !10, flags: DIFlagArtificial)
!2286 = !DILocalVariable(name: "__end1", scope: !2284, type: !10, flags: DIFlagArtificial)
!2287 = !DILocalVariable(name: "x", scope: !2288, file: !1, line: 22, type: !38)
!2288 = distinct !DILexicalBlock(scope: !2284, file: !1, line: 22, column: 3)
!2289 = !DILocation(line: 0, scope: !2278, inlinedAt: !2290)
!2290 = distinct !DILocation(line: 61, column: 14, scope: !1549)
!2291 = !DILocation(line: 0, scope: !2284, inlinedAt: !2290)
!2292 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2293, file: !361, line: 1237, type: !2296)
!2293 = distinct !DISubprogram(name: "operator!=<const double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPKdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !27, file: !361, line: 1237, type: !2294, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !611, retainedNodes: !2297)
!2294 = !DISubroutineType(types: !2295)
!2295 = !{!134, !2296, !2296}
!2296 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !580, size: 64)
!2297 = !{!2292, !2298}
!2298 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2293, file: !361, line: 1238, type: !2296)
!2299 = !DILocation(line: 0, scope: !2293, inlinedAt: !2300)
!2300 = distinct !DILocation(line: 22, column: 17, scope: !2284, inlinedAt: !2290)
!2301 = !DILocation(line: 1240, column: 27, scope: !2293, inlinedAt: !2300)
!2302 = !DILocation(line: 22, column: 17, scope: !2284, inlinedAt: !2290)
!2303 = !DILocation(line: 22, column: 17, scope: !2288, inlinedAt: !2290)
!2304 = !DILocation(line: 0, scope: !2288, inlinedAt: !2290)
!2305 = !DILocation(line: 23, column: 7, scope: !2288, inlinedAt: !2290)
!2306 = !DILocalVariable(name: "this", arg: 1, scope: !2307, type: !2309, flags: DIFlagArtificial | DIFlagObjectPointer)
!2307 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEppEv", scope: !559, file: !361, line: 1105, type: !587, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !586, retainedNodes: !2308)
!2308 = !{!2306}
!2309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !559, size: 64)
!2310 = !DILocation(line: 0, scope: !2307, inlinedAt: !2311)
!2311 = distinct !DILocation(line: 22, column: 17, scope: !2284, inlinedAt: !2290)
!2312 = !DILocation(line: 1107, column: 2, scope: !2307, inlinedAt: !2311)
!2313 = distinct !{!2313, !2314, !2315}
!2314 = !DILocation(line: 22, column: 3, scope: !2284, inlinedAt: !2290)
!2315 = !DILocation(line: 23, column: 10, scope: !2284, inlinedAt: !2290)
!2316 = !DILocalVariable(name: "v", arg: 1, scope: !2317, file: !1, line: 27, type: !309)
!2317 = distinct !DISubprogram(name: "sum_index", linkageName: "_ZL9sum_indexRKSt6vectorIdSaIdEE", scope: !1, file: !1, line: 27, type: !2279, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2318)
!2318 = !{!2316, !2319, !2320}
!2319 = !DILocalVariable(name: "s", scope: !2317, file: !1, line: 28, type: !38)
!2320 = !DILocalVariable(name: "i", scope: !2321, file: !1, line: 29, type: !7)
!2321 = distinct !DILexicalBlock(scope: !2317, file: !1, line: 29, column: 3)
!2322 = !DILocation(line: 0, scope: !2317, inlinedAt: !2323)
!2323 = distinct !DILocation(line: 61, column: 29, scope: !1549)
!2324 = !DILocation(line: 0, scope: !2321, inlinedAt: !2323)
!2325 = !DILocation(line: 29, column: 3, scope: !2321, inlinedAt: !2323)
!2326 = !DILocalVariable(name: "this", arg: 1, scope: !2327, type: !1807, flags: DIFlagArtificial | DIFlagObjectPointer)
!2327 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1140, type: !463, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !462, retainedNodes: !2328)
!2328 = !{!2326, !2329}
!2329 = !DILocalVariable(name: "__n", arg: 2, scope: !2327, file: !11, line: 1140, type: !299)
!2330 = !DILocation(line: 0, scope: !2327, inlinedAt: !2331)
!2331 = distinct !DILocation(line: 30, column: 10, scope: !2332, inlinedAt: !2323)
!2332 = distinct !DILexicalBlock(scope: !2321, file: !1, line: 29, column: 3)
!2333 = !DILocation(line: 1143, column: 34, scope: !2327, inlinedAt: !2331)
!2334 = !DILocation(line: 30, column: 10, scope: !2332, inlinedAt: !2323)
!2335 = !DILocation(line: 30, column: 25, scope: !2332, inlinedAt: !2323)
!2336 = !DILocation(line: 30, column: 7, scope: !2332, inlinedAt: !2323)
!2337 = !DILocation(line: 29, column: 37, scope: !2332, inlinedAt: !2323)
!2338 = distinct !{!2338, !2325, !2339, !1796}
!2339 = !DILocation(line: 30, column: 25, scope: !2321, inlinedAt: !2323)
!2340 = distinct !{!2340, !2120}
!2341 = !DILocation(line: 61, column: 27, scope: !1549)
!2342 = !DILocation(line: 0, scope: !2278, inlinedAt: !2343)
!2343 = distinct !DILocation(line: 61, column: 44, scope: !1549)
!2344 = !DILocation(line: 0, scope: !2284, inlinedAt: !2343)
!2345 = !DILocation(line: 0, scope: !2293, inlinedAt: !2346)
!2346 = distinct !DILocation(line: 22, column: 17, scope: !2284, inlinedAt: !2343)
!2347 = !DILocation(line: 1240, column: 27, scope: !2293, inlinedAt: !2346)
!2348 = !DILocation(line: 22, column: 17, scope: !2284, inlinedAt: !2343)
!2349 = !DILocation(line: 22, column: 17, scope: !2288, inlinedAt: !2343)
!2350 = !DILocation(line: 0, scope: !2288, inlinedAt: !2343)
!2351 = !DILocation(line: 23, column: 7, scope: !2288, inlinedAt: !2343)
!2352 = !DILocation(line: 0, scope: !2307, inlinedAt: !2353)
!2353 = distinct !DILocation(line: 22, column: 17, scope: !2284, inlinedAt: !2343)
!2354 = !DILocation(line: 1107, column: 2, scope: !2307, inlinedAt: !2353)
!2355 = distinct !{!2355, !2356, !2357}
!2356 = !DILocation(line: 22, column: 3, scope: !2284, inlinedAt: !2343)
!2357 = !DILocation(line: 23, column: 10, scope: !2284, inlinedAt: !2343)
!2358 = !DILocation(line: 61, column: 42, scope: !1549)
!2359 = !DILocalVariable(name: "__first", arg: 1, scope: !2360, file: !2361, line: 134, type: !360)
!2360 = distinct !DISubprogram(name: "accumulate<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZSt10accumulateIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEdET0_T_S8_S7_", scope: !13, file: !2361, line: 134, type: !2362, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2367, retainedNodes: !2364)
!2361 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_numeric.h", directory: "", checksumkind: CSK_MD5, checksum: "36db7ae47394e395415a70ef7cf15fa3")
!2362 = !DISubroutineType(types: !2363)
!2363 = !{!38, !360, !360, !38}
!2364 = !{!2359, !2365, !2366}
!2365 = !DILocalVariable(name: "__last", arg: 2, scope: !2360, file: !2361, line: 134, type: !360)
!2366 = !DILocalVariable(name: "__init", arg: 3, scope: !2360, file: !2361, line: 134, type: !38)
!2367 = !{!2368, !91}
!2368 = !DITemplateTypeParameter(name: "_InputIterator", type: !360)
!2369 = !DILocation(line: 0, scope: !2360, inlinedAt: !2370)
!2370 = distinct !DILocation(line: 62, column: 8, scope: !1549)
!2371 = !DILocation(line: 0, scope: !1917, inlinedAt: !2372)
!2372 = distinct !DILocation(line: 140, column: 22, scope: !2373, inlinedAt: !2370)
!2373 = distinct !DILexicalBlock(scope: !2374, file: !2361, line: 140, column: 7)
!2374 = distinct !DILexicalBlock(scope: !2360, file: !2361, line: 140, column: 7)
!2375 = !DILocation(line: 140, column: 7, scope: !2374, inlinedAt: !2370)
!2376 = !DILocation(line: 141, column: 41, scope: !2373, inlinedAt: !2370)
!2377 = !DILocation(line: 141, column: 39, scope: !2373, inlinedAt: !2370)
!2378 = !DILocation(line: 0, scope: !1963, inlinedAt: !2379)
!2379 = distinct !DILocation(line: 140, column: 33, scope: !2373, inlinedAt: !2370)
!2380 = !DILocation(line: 1107, column: 2, scope: !1963, inlinedAt: !2379)
!2381 = !DILocation(line: 1240, column: 27, scope: !1917, inlinedAt: !2372)
!2382 = distinct !{!2382, !2375, !2383, !1796}
!2383 = !DILocation(line: 141, column: 42, scope: !2374, inlinedAt: !2370)
!2384 = !DILocation(line: 62, column: 5, scope: !1549)
!2385 = !DILocalVariable(name: "v", arg: 1, scope: !2386, file: !1, line: 34, type: !857)
!2386 = distinct !DISubprogram(name: "count_iter", linkageName: "_ZL10count_iterRKSt6vectorIiSaIiEE", scope: !1, file: !1, line: 34, type: !2387, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2389)
!2387 = !DISubroutineType(types: !2388)
!2388 = !{!404, !857}
!2389 = !{!2385, !2390, !2391}
!2390 = !DILocalVariable(name: "c", scope: !2386, file: !1, line: 35, type: !404)
!2391 = !DILocalVariable(name: "it", scope: !2392, file: !1, line: 36, type: !612)
!2392 = distinct !DILexicalBlock(scope: !2386, file: !1, line: 36, column: 3)
!2393 = !DILocation(line: 0, scope: !2386, inlinedAt: !2394)
!2394 = distinct !DILocation(line: 63, column: 12, scope: !1549)
!2395 = !DILocation(line: 0, scope: !2392, inlinedAt: !2394)
!2396 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2397, file: !361, line: 1237, type: !2400)
!2397 = distinct !DISubprogram(name: "operator!=<const int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxneIPKiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !27, file: !361, line: 1237, type: !2398, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1099, retainedNodes: !2401)
!2398 = !DISubroutineType(types: !2399)
!2399 = !{!134, !2400, !2400}
!2400 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1068, size: 64)
!2401 = !{!2396, !2402}
!2402 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2397, file: !361, line: 1238, type: !2400)
!2403 = !DILocation(line: 0, scope: !2397, inlinedAt: !2404)
!2404 = distinct !DILocation(line: 36, column: 60, scope: !2405, inlinedAt: !2394)
!2405 = distinct !DILexicalBlock(scope: !2392, file: !1, line: 36, column: 3)
!2406 = !DILocation(line: 1240, column: 27, scope: !2397, inlinedAt: !2404)
!2407 = !DILocation(line: 36, column: 3, scope: !2392, inlinedAt: !2394)
!2408 = !DILocation(line: 37, column: 10, scope: !2405, inlinedAt: !2394)
!2409 = !DILocation(line: 37, column: 7, scope: !2405, inlinedAt: !2394)
!2410 = distinct !{!2410, !2407, !2411, !1796, !1797}
!2411 = !DILocation(line: 37, column: 11, scope: !2392, inlinedAt: !2394)
!2412 = !DILocalVariable(name: "this", arg: 1, scope: !2413, type: !2415, flags: DIFlagArtificial | DIFlagObjectPointer)
!2413 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEppEv", scope: !1047, file: !361, line: 1105, type: !1075, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1074, retainedNodes: !2414)
!2414 = !{!2412}
!2415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1047, size: 64)
!2416 = !DILocation(line: 0, scope: !2413, inlinedAt: !2417)
!2417 = distinct !DILocation(line: 36, column: 72, scope: !2405, inlinedAt: !2394)
!2418 = !DILocation(line: 1107, column: 2, scope: !2413, inlinedAt: !2417)
!2419 = distinct !{!2419, !2407, !2411, !1796, !1946, !1797}
!2420 = !DILocation(line: 64, column: 3, scope: !1549)
!2421 = !DILocalVariable(name: "this", arg: 1, scope: !2422, type: !2129, flags: DIFlagArtificial | DIFlagObjectPointer)
!2422 = distinct !DISubprogram(name: "~Mat", linkageName: "_ZN3MatD2Ev", scope: !1102, file: !1, line: 13, type: !2423, scopeLine: 13, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !2425, retainedNodes: !2426)
!2423 = !DISubroutineType(types: !2424)
!2424 = !{null, !1110}
!2425 = !DISubprogram(name: "~Mat", scope: !1102, type: !2423, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2426 = !{!2421}
!2427 = !DILocation(line: 0, scope: !2422, inlinedAt: !2428)
!2428 = distinct !DILocation(line: 66, column: 1, scope: !1549)
!2429 = !DILocalVariable(name: "this", arg: 1, scope: !2430, type: !1600, flags: DIFlagArtificial | DIFlagObjectPointer)
!2430 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !12, file: !11, line: 728, type: !287, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !339, retainedNodes: !2431)
!2431 = !{!2429}
!2432 = !DILocation(line: 0, scope: !2430, inlinedAt: !2433)
!2433 = distinct !DILocation(line: 13, column: 8, scope: !2434, inlinedAt: !2428)
!2434 = distinct !DILexicalBlock(scope: !2422, file: !1, line: 13, column: 8)
!2435 = !DILocalVariable(name: "this", arg: 1, scope: !2436, type: !1618, flags: DIFlagArtificial | DIFlagObjectPointer)
!2436 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !16, file: !11, line: 364, type: !203, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !229, retainedNodes: !2437)
!2437 = !{!2435}
!2438 = !DILocation(line: 0, scope: !2436, inlinedAt: !2439)
!2439 = distinct !DILocation(line: 733, column: 7, scope: !2440, inlinedAt: !2433)
!2440 = distinct !DILexicalBlock(scope: !2430, file: !11, line: 729, column: 7)
!2441 = !DILocalVariable(name: "this", arg: 1, scope: !2442, type: !1618, flags: DIFlagArtificial | DIFlagObjectPointer)
!2442 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !16, file: !11, line: 383, type: !234, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !233, retainedNodes: !2443)
!2443 = !{!2441, !2444, !2445}
!2444 = !DILocalVariable(name: "__p", arg: 2, scope: !2442, file: !11, line: 383, type: !147)
!2445 = !DILocalVariable(name: "__n", arg: 3, scope: !2442, file: !11, line: 383, type: !79)
!2446 = !DILocation(line: 0, scope: !2442, inlinedAt: !2447)
!2447 = distinct !DILocation(line: 366, column: 2, scope: !2448, inlinedAt: !2439)
!2448 = distinct !DILexicalBlock(scope: !2436, file: !11, line: 365, column: 7)
!2449 = !DILocation(line: 386, column: 6, scope: !2450, inlinedAt: !2447)
!2450 = distinct !DILexicalBlock(scope: !2442, file: !11, line: 386, column: 6)
!2451 = !DILocation(line: 386, column: 6, scope: !2442, inlinedAt: !2447)
!2452 = !DILocalVariable(name: "__a", arg: 1, scope: !2453, file: !31, line: 495, type: !39)
!2453 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !30, file: !31, line: 495, type: !112, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !111, retainedNodes: !2454)
!2454 = !{!2452, !2455, !2456}
!2455 = !DILocalVariable(name: "__p", arg: 2, scope: !2453, file: !31, line: 495, type: !36)
!2456 = !DILocalVariable(name: "__n", arg: 3, scope: !2453, file: !31, line: 495, type: !106)
!2457 = !DILocation(line: 0, scope: !2453, inlinedAt: !2458)
!2458 = distinct !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2447)
!2459 = !DILocalVariable(name: "this", arg: 1, scope: !2460, type: !1647, flags: DIFlagArtificial | DIFlagObjectPointer)
!2460 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !83, retainedNodes: !2461)
!2461 = !{!2459, !2462, !2463}
!2462 = !DILocalVariable(name: "__p", arg: 2, scope: !2460, file: !48, line: 142, type: !37)
!2463 = !DILocalVariable(name: "__n", arg: 3, scope: !2460, file: !48, line: 142, type: !78)
!2464 = !DILocation(line: 0, scope: !2460, inlinedAt: !2465)
!2465 = distinct !DILocation(line: 496, column: 13, scope: !2453, inlinedAt: !2458)
!2466 = !DILocation(line: 158, column: 27, scope: !2460, inlinedAt: !2465)
!2467 = !DILocation(line: 158, column: 2, scope: !2460, inlinedAt: !2465)
!2468 = !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2447)
!2469 = !DILocation(line: 0, scope: !2240, inlinedAt: !2470)
!2470 = distinct !DILocation(line: 66, column: 1, scope: !1549)
!2471 = !DILocation(line: 0, scope: !2245, inlinedAt: !2472)
!2472 = distinct !DILocation(line: 733, column: 7, scope: !2249, inlinedAt: !2470)
!2473 = !DILocation(line: 0, scope: !2251, inlinedAt: !2474)
!2474 = distinct !DILocation(line: 366, column: 2, scope: !2257, inlinedAt: !2472)
!2475 = !DILocation(line: 386, column: 6, scope: !2259, inlinedAt: !2474)
!2476 = !DILocation(line: 386, column: 6, scope: !2251, inlinedAt: !2474)
!2477 = !DILocalVariable(name: "__a", arg: 1, scope: !2478, file: !31, line: 495, type: !635)
!2478 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !628, file: !31, line: 495, type: !698, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !697, retainedNodes: !2479)
!2479 = !{!2477, !2480, !2481}
!2480 = !DILocalVariable(name: "__p", arg: 2, scope: !2478, file: !31, line: 495, type: !633)
!2481 = !DILocalVariable(name: "__n", arg: 3, scope: !2478, file: !31, line: 495, type: !106)
!2482 = !DILocation(line: 0, scope: !2478, inlinedAt: !2483)
!2483 = distinct !DILocation(line: 387, column: 4, scope: !2259, inlinedAt: !2474)
!2484 = !DILocalVariable(name: "this", arg: 1, scope: !2485, type: !2019, flags: DIFlagArtificial | DIFlagObjectPointer)
!2485 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !641, file: !48, line: 142, type: !672, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !671, retainedNodes: !2486)
!2486 = !{!2484, !2487, !2488}
!2487 = !DILocalVariable(name: "__p", arg: 2, scope: !2485, file: !48, line: 142, type: !634)
!2488 = !DILocalVariable(name: "__n", arg: 3, scope: !2485, file: !48, line: 142, type: !78)
!2489 = !DILocation(line: 0, scope: !2485, inlinedAt: !2490)
!2490 = distinct !DILocation(line: 496, column: 13, scope: !2478, inlinedAt: !2483)
!2491 = !DILocation(line: 158, column: 27, scope: !2485, inlinedAt: !2490)
!2492 = !DILocation(line: 158, column: 2, scope: !2485, inlinedAt: !2490)
!2493 = !DILocation(line: 387, column: 4, scope: !2259, inlinedAt: !2474)
!2494 = !DILocation(line: 0, scope: !2430, inlinedAt: !2495)
!2495 = distinct !DILocation(line: 66, column: 1, scope: !1549)
!2496 = !DILocation(line: 0, scope: !2436, inlinedAt: !2497)
!2497 = distinct !DILocation(line: 733, column: 7, scope: !2440, inlinedAt: !2495)
!2498 = !DILocation(line: 0, scope: !2442, inlinedAt: !2499)
!2499 = distinct !DILocation(line: 366, column: 2, scope: !2448, inlinedAt: !2497)
!2500 = !DILocation(line: 386, column: 6, scope: !2450, inlinedAt: !2499)
!2501 = !DILocation(line: 386, column: 6, scope: !2442, inlinedAt: !2499)
!2502 = !DILocation(line: 0, scope: !2453, inlinedAt: !2503)
!2503 = distinct !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2499)
!2504 = !DILocation(line: 0, scope: !2460, inlinedAt: !2505)
!2505 = distinct !DILocation(line: 496, column: 13, scope: !2453, inlinedAt: !2503)
!2506 = !DILocation(line: 158, column: 27, scope: !2460, inlinedAt: !2505)
!2507 = !DILocation(line: 158, column: 2, scope: !2460, inlinedAt: !2505)
!2508 = !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2499)
!2509 = !DILocation(line: 0, scope: !2430, inlinedAt: !2510)
!2510 = distinct !DILocation(line: 66, column: 1, scope: !1549)
!2511 = !DILocation(line: 0, scope: !2436, inlinedAt: !2512)
!2512 = distinct !DILocation(line: 733, column: 7, scope: !2440, inlinedAt: !2510)
!2513 = !DILocation(line: 0, scope: !2442, inlinedAt: !2514)
!2514 = distinct !DILocation(line: 366, column: 2, scope: !2448, inlinedAt: !2512)
!2515 = !DILocation(line: 386, column: 6, scope: !2450, inlinedAt: !2514)
!2516 = !DILocation(line: 386, column: 6, scope: !2442, inlinedAt: !2514)
!2517 = !DILocation(line: 0, scope: !2453, inlinedAt: !2518)
!2518 = distinct !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2514)
!2519 = !DILocation(line: 0, scope: !2460, inlinedAt: !2520)
!2520 = distinct !DILocation(line: 496, column: 13, scope: !2453, inlinedAt: !2518)
!2521 = !DILocation(line: 158, column: 27, scope: !2460, inlinedAt: !2520)
!2522 = !DILocation(line: 158, column: 2, scope: !2460, inlinedAt: !2520)
!2523 = !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2514)
!2524 = !DILocation(line: 0, scope: !2478, inlinedAt: !2525)
!2525 = distinct !DILocation(line: 387, column: 4, scope: !2259, inlinedAt: !2256)
!2526 = !DILocation(line: 0, scope: !2485, inlinedAt: !2527)
!2527 = distinct !DILocation(line: 496, column: 13, scope: !2478, inlinedAt: !2525)
!2528 = !DILocation(line: 158, column: 27, scope: !2485, inlinedAt: !2527)
!2529 = !DILocation(line: 158, column: 2, scope: !2485, inlinedAt: !2527)
!2530 = !DILocation(line: 387, column: 4, scope: !2259, inlinedAt: !2256)
!2531 = !DILocation(line: 0, scope: !2430, inlinedAt: !2532)
!2532 = distinct !DILocation(line: 66, column: 1, scope: !1549)
!2533 = !DILocation(line: 0, scope: !2436, inlinedAt: !2534)
!2534 = distinct !DILocation(line: 733, column: 7, scope: !2440, inlinedAt: !2532)
!2535 = !DILocation(line: 0, scope: !2442, inlinedAt: !2536)
!2536 = distinct !DILocation(line: 366, column: 2, scope: !2448, inlinedAt: !2534)
!2537 = !DILocation(line: 386, column: 6, scope: !2450, inlinedAt: !2536)
!2538 = !DILocation(line: 386, column: 6, scope: !2442, inlinedAt: !2536)
!2539 = !DILocation(line: 0, scope: !2453, inlinedAt: !2540)
!2540 = distinct !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2536)
!2541 = !DILocation(line: 0, scope: !2460, inlinedAt: !2542)
!2542 = distinct !DILocation(line: 496, column: 13, scope: !2453, inlinedAt: !2540)
!2543 = !DILocation(line: 158, column: 27, scope: !2460, inlinedAt: !2542)
!2544 = !DILocation(line: 158, column: 2, scope: !2460, inlinedAt: !2542)
!2545 = !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2536)
!2546 = !DILocation(line: 0, scope: !2430, inlinedAt: !2547)
!2547 = distinct !DILocation(line: 66, column: 1, scope: !1549)
!2548 = !DILocation(line: 0, scope: !2436, inlinedAt: !2549)
!2549 = distinct !DILocation(line: 733, column: 7, scope: !2440, inlinedAt: !2547)
!2550 = !DILocation(line: 0, scope: !2442, inlinedAt: !2551)
!2551 = distinct !DILocation(line: 366, column: 2, scope: !2448, inlinedAt: !2549)
!2552 = !DILocation(line: 386, column: 6, scope: !2450, inlinedAt: !2551)
!2553 = !DILocation(line: 386, column: 6, scope: !2442, inlinedAt: !2551)
!2554 = !DILocation(line: 0, scope: !2453, inlinedAt: !2555)
!2555 = distinct !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2551)
!2556 = !DILocation(line: 0, scope: !2460, inlinedAt: !2557)
!2557 = distinct !DILocation(line: 496, column: 13, scope: !2453, inlinedAt: !2555)
!2558 = !DILocation(line: 158, column: 27, scope: !2460, inlinedAt: !2557)
!2559 = !DILocation(line: 158, column: 2, scope: !2460, inlinedAt: !2557)
!2560 = !DILocation(line: 387, column: 4, scope: !2450, inlinedAt: !2551)
