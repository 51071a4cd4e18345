; ModuleID = 'exceptions_parse.cpp'
source_filename = "exceptions_parse.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }
%class.Parser = type { %"class.std::__cxx11::basic_string"*, i64 }
%"class.std::allocator" = type { i8 }
%class.ParseError = type <{ %"class.std::runtime_error", i32, [4 x i8] }>
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon.0 }
%union.anon.0 = type { i8* }

$_ZN6Parser5parseEv = comdat any

$__clang_call_terminate = comdat any

$_ZN10ParseErrorC2EPKci = comdat any

$_ZN6Parser4termEv = comdat any

$_ZN6Parser6factorEv = comdat any

$_ZN6Parser6numberEv = comdat any

$_ZN10ParseErrorD0Ev = comdat any

$_ZTS10ParseError = comdat any

$_ZTI10ParseError = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTV10ParseError = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS10ParseError = linkonce_odr dso_local constant [13 x i8] c"10ParseError\00", comdat, align 1
@_ZTISt13runtime_error = external constant i8*
@_ZTI10ParseError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10ParseError, i32 0, i32 0), i8* bitcast (i8** @_ZTISt13runtime_error to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [21 x i8] c"total %ld errors %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"+-*/\00", align 1
@_ZL4seed = internal unnamed_addr global i32 9, align 4, !dbg !0
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16, !dbg !651
@.str.2 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"trailing input\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"')' expected\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"digit expected\00", align 1
@_ZTV10ParseError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*), i8* bitcast (void (%class.ParseError*)* @_ZN10ParseErrorD0Ev to i8*), i8* bitcast (i8* (%"class.std::runtime_error"*)* @_ZNKSt13runtime_error4whatEv to i8*)] }, comdat, align 8

; Function Attrs: uwtable
define dso_local noundef i64 @_Z15kernel_eval_alliPi(i32 noundef %0, i32* nocapture noundef %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1504 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %class.Parser, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !1509, metadata !DIExpression()), !dbg !1520
  call void @llvm.dbg.value(metadata i32* %1, metadata !1510, metadata !DIExpression()), !dbg !1520
  call void @llvm.dbg.value(metadata i64 0, metadata !1511, metadata !DIExpression()), !dbg !1520
  call void @llvm.dbg.value(metadata i32 0, metadata !1512, metadata !DIExpression()), !dbg !1521
  %5 = icmp sgt i32 %0, 0, !dbg !1522
  br i1 %5, label %6, label %16, !dbg !1523

6:                                                ; preds = %2
  %7 = bitcast %"class.std::__cxx11::basic_string"* %3 to i8*
  %8 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %3, i64 0, i32 2
  %9 = bitcast %"class.std::__cxx11::basic_string"* %3 to %union.anon**
  %10 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %3, i64 0, i32 1
  %11 = bitcast %union.anon* %8 to i8*
  %12 = bitcast %class.Parser* %4 to i8*
  %13 = getelementptr inbounds %class.Parser, %class.Parser* %4, i64 0, i32 0
  %14 = getelementptr inbounds %class.Parser, %class.Parser* %4, i64 0, i32 1
  %15 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %3, i64 0, i32 0, i32 0
  br label %18, !dbg !1523

16:                                               ; preds = %47, %2
  %17 = phi i64 [ 0, %2 ], [ %43, %47 ], !dbg !1520
  ret i64 %17, !dbg !1524

18:                                               ; preds = %6, %47
  %19 = phi i64 [ 0, %6 ], [ %43, %47 ]
  %20 = phi i32 [ 0, %6 ], [ %48, %47 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !1511, metadata !DIExpression()), !dbg !1520
  call void @llvm.dbg.value(metadata i32 %20, metadata !1512, metadata !DIExpression()), !dbg !1521
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %7) #15, !dbg !1525
  call void @llvm.dbg.declare(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1514, metadata !DIExpression()), !dbg !1526
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1527, metadata !DIExpression()), !dbg !1531
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1533, metadata !DIExpression()), !dbg !1539
  call void @llvm.dbg.value(metadata %union.anon* %8, metadata !1536, metadata !DIExpression()), !dbg !1539
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1537, metadata !DIExpression()), !dbg !1539
  store %union.anon* %8, %union.anon** %9, align 8, !dbg !1541, !tbaa !1542
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1547, metadata !DIExpression()), !dbg !1551
  call void @llvm.dbg.value(metadata i64 0, metadata !1550, metadata !DIExpression()), !dbg !1551
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1554, metadata !DIExpression()), !dbg !1558
  call void @llvm.dbg.value(metadata i64 0, metadata !1557, metadata !DIExpression()), !dbg !1558
  store i64 0, i64* %10, align 8, !dbg !1560, !tbaa !1561
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()), !dbg !1568
  call void @llvm.dbg.value(metadata i8* %11, metadata !1570, metadata !DIExpression()), !dbg !1574
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !1574
  store i8 0, i8* %11, align 8, !dbg !1576, !tbaa !1577
  invoke fastcc void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef 5)
          to label %21 unwind label %24, !dbg !1578

21:                                               ; preds = %18
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %12) #15, !dbg !1579
  call void @llvm.dbg.value(metadata %class.Parser* %4, metadata !1581, metadata !DIExpression()), !dbg !1586
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1584, metadata !DIExpression()), !dbg !1586
  store %"class.std::__cxx11::basic_string"* %3, %"class.std::__cxx11::basic_string"** %13, align 8, !dbg !1588, !tbaa !1589
  store i64 0, i64* %14, align 8, !dbg !1590, !tbaa !1591
  %22 = invoke noundef i64 @_ZN6Parser5parseEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %4)
          to label %23 unwind label %26, !dbg !1593

23:                                               ; preds = %21
  call void @llvm.dbg.value(metadata !DIArgList(i64 %19, i64 %22), metadata !1511, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !1520
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #15, !dbg !1594
  br label %41, !dbg !1595

24:                                               ; preds = %18
  %25 = landingpad { i8*, i32 }
          cleanup, !dbg !1596
  br label %52, !dbg !1596

26:                                               ; preds = %21
  %27 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), !dbg !1597
  %28 = extractvalue { i8*, i32 } %27, 1, !dbg !1597
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #15, !dbg !1594
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*)) #15, !dbg !1595
  %30 = icmp eq i32 %28, %29, !dbg !1595
  br i1 %30, label %31, label %52, !dbg !1595

31:                                               ; preds = %26
  %32 = extractvalue { i8*, i32 } %27, 0, !dbg !1597
  %33 = call i8* @__cxa_begin_catch(i8* %32) #15, !dbg !1595
  call void @llvm.dbg.value(metadata i8* %33, metadata !1517, metadata !DIExpression()), !dbg !1598
  %34 = load i32, i32* %1, align 4, !dbg !1599, !tbaa !1601
  %35 = add nsw i32 %34, 1, !dbg !1599
  store i32 %35, i32* %1, align 4, !dbg !1599, !tbaa !1601
  %36 = getelementptr inbounds i8, i8* %33, i64 16, !dbg !1603
  %37 = bitcast i8* %36 to i32*, !dbg !1603
  %38 = load i32, i32* %37, align 8, !dbg !1603, !tbaa !1604
  call void @llvm.dbg.value(metadata !DIArgList(i64 %19, i32 %38), metadata !1511, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_plus, DW_OP_stack_value)), !dbg !1520
  invoke void @__cxa_end_catch()
          to label %39 unwind label %50, !dbg !1606

39:                                               ; preds = %31
  %40 = sext i32 %38 to i64, !dbg !1607
  call void @llvm.dbg.value(metadata !DIArgList(i64 %19, i64 %40), metadata !1511, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !1520
  call void @llvm.dbg.value(metadata !DIArgList(i64 %19, i64 %40), metadata !1511, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !1520
  br label %41, !dbg !1606

41:                                               ; preds = %39, %23
  %42 = phi i64 [ %22, %23 ], [ %40, %39 ]
  %43 = add nsw i64 %42, %19, !dbg !1598
  call void @llvm.dbg.value(metadata i64 %43, metadata !1511, metadata !DIExpression()), !dbg !1520
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1608, metadata !DIExpression()) #15, !dbg !1611
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1613, metadata !DIExpression()) #15, !dbg !1616
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1619, metadata !DIExpression()) #15, !dbg !1622
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1625
  %44 = load i8*, i8** %15, align 8, !dbg !1627, !tbaa !1628
  %45 = icmp eq i8* %44, %11, !dbg !1629
  br i1 %45, label %47, label %46, !dbg !1630

46:                                               ; preds = %41
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1631, metadata !DIExpression()) #15, !dbg !1635
  call void @llvm.dbg.value(metadata i64 undef, metadata !1634, metadata !DIExpression()) #15, !dbg !1635
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1637
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1639, metadata !DIExpression()) #15, !dbg !1644
  call void @llvm.dbg.value(metadata i8* %44, metadata !1642, metadata !DIExpression()) #15, !dbg !1644
  call void @llvm.dbg.value(metadata i64 undef, metadata !1643, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1644
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1646, metadata !DIExpression()) #15, !dbg !1652
  call void @llvm.dbg.value(metadata i8* %44, metadata !1649, metadata !DIExpression()) #15, !dbg !1652
  call void @llvm.dbg.value(metadata i64 undef, metadata !1650, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1652
  call void @_ZdlPv(i8* noundef %44) #16, !dbg !1654
  br label %47, !dbg !1655

47:                                               ; preds = %41, %46
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %7) #15, !dbg !1656
  %48 = add nuw nsw i32 %20, 1, !dbg !1657
  call void @llvm.dbg.value(metadata i64 %43, metadata !1511, metadata !DIExpression()), !dbg !1520
  call void @llvm.dbg.value(metadata i32 %48, metadata !1512, metadata !DIExpression()), !dbg !1521
  %49 = icmp eq i32 %48, %0, !dbg !1522
  br i1 %49, label %16, label %18, !dbg !1523, !llvm.loop !1658

50:                                               ; preds = %31
  %51 = landingpad { i8*, i32 }
          cleanup, !dbg !1596
  br label %52, !dbg !1606

52:                                               ; preds = %26, %50, %24
  %53 = phi { i8*, i32 } [ %51, %50 ], [ %25, %24 ], [ %27, %26 ], !dbg !1656
  %54 = bitcast %union.anon* %8 to i8*, !dbg !1662
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1608, metadata !DIExpression()) #15, !dbg !1663
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1613, metadata !DIExpression()) #15, !dbg !1665
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1619, metadata !DIExpression()) #15, !dbg !1667
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1669
  %55 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %3, i64 0, i32 0, i32 0, !dbg !1671
  %56 = load i8*, i8** %55, align 8, !dbg !1671, !tbaa !1628
  %57 = icmp eq i8* %56, %54, !dbg !1672
  br i1 %57, label %59, label %58, !dbg !1673

58:                                               ; preds = %52
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1631, metadata !DIExpression()) #15, !dbg !1674
  call void @llvm.dbg.value(metadata i64 undef, metadata !1634, metadata !DIExpression()) #15, !dbg !1674
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1676
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1639, metadata !DIExpression()) #15, !dbg !1678
  call void @llvm.dbg.value(metadata i8* %56, metadata !1642, metadata !DIExpression()) #15, !dbg !1678
  call void @llvm.dbg.value(metadata i64 undef, metadata !1643, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1678
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1646, metadata !DIExpression()) #15, !dbg !1680
  call void @llvm.dbg.value(metadata i8* %56, metadata !1649, metadata !DIExpression()) #15, !dbg !1680
  call void @llvm.dbg.value(metadata i64 undef, metadata !1650, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1680
  call void @_ZdlPv(i8* noundef %56) #16, !dbg !1682
  br label %59, !dbg !1683

59:                                               ; preds = %52, %58
  %60 = bitcast %"class.std::__cxx11::basic_string"* %3 to i8*, !dbg !1525
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %60) #15, !dbg !1656
  resume { i8*, i32 } %53, !dbg !1684
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: uwtable
define internal fastcc void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1685 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1690, metadata !DIExpression()), !dbg !1693
  call void @llvm.dbg.value(metadata i32 %1, metadata !1691, metadata !DIExpression()), !dbg !1693
  %4 = load i32, i32* @_ZL4seed, align 4, !dbg !1694, !tbaa !1601
  %5 = mul i32 %4, 1103515245, !dbg !1699
  %6 = add i32 %5, 12345, !dbg !1700
  store i32 %6, i32* @_ZL4seed, align 4, !dbg !1701, !tbaa !1601
  %7 = lshr i32 %6, 16, !dbg !1702
  %8 = urem i32 %7, 10, !dbg !1703
  call void @llvm.dbg.value(metadata i32 %8, metadata !1692, metadata !DIExpression()), !dbg !1693
  %9 = icmp eq i32 %1, 0, !dbg !1704
  %10 = icmp ult i32 %8, 3
  %11 = or i1 %9, %10, !dbg !1706
  br i1 %11, label %12, label %68, !dbg !1706

12:                                               ; preds = %2
  %13 = bitcast %"class.std::__cxx11::basic_string"* %3 to i8*, !dbg !1707
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %13) #15, !dbg !1707
  %14 = mul i32 %6, 1103515245, !dbg !1709
  %15 = add i32 %14, 12345, !dbg !1711
  store i32 %15, i32* @_ZL4seed, align 4, !dbg !1712, !tbaa !1601
  %16 = lshr i32 %15, 16, !dbg !1713
  %17 = urem i32 %16, 12, !dbg !1714
  call void @llvm.dbg.value(metadata i8* undef, metadata !1715, metadata !DIExpression(DW_OP_deref)) #15, !dbg !1721
  call void @llvm.dbg.value(metadata i32 %17, metadata !1720, metadata !DIExpression()) #15, !dbg !1721
  call void @llvm.dbg.value(metadata i32 %17, metadata !1723, metadata !DIExpression()) #15, !dbg !1734
  call void @llvm.dbg.value(metadata i32 10, metadata !1728, metadata !DIExpression()) #15, !dbg !1734
  call void @llvm.dbg.value(metadata i32 1, metadata !1729, metadata !DIExpression()) #15, !dbg !1734
  call void @llvm.dbg.value(metadata i32 100, metadata !1730, metadata !DIExpression()) #15, !dbg !1734
  call void @llvm.dbg.value(metadata i32 1000, metadata !1731, metadata !DIExpression()) #15, !dbg !1734
  call void @llvm.dbg.value(metadata i32 10000, metadata !1732, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)) #15, !dbg !1734
  call void @llvm.dbg.value(metadata i32 %17, metadata !1723, metadata !DIExpression()) #15, !dbg !1734
  call void @llvm.dbg.value(metadata i32 1, metadata !1729, metadata !DIExpression()) #15, !dbg !1734
  %18 = icmp ult i32 %17, 10, !dbg !1736
  %19 = select i1 %18, i64 1, i64 2, !dbg !1741
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1742, metadata !DIExpression()) #15, !dbg !1748
  call void @llvm.dbg.value(metadata i64 %19, metadata !1745, metadata !DIExpression()) #15, !dbg !1748
  call void @llvm.dbg.value(metadata i8 0, metadata !1746, metadata !DIExpression()) #15, !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1747, metadata !DIExpression()) #15, !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1750, metadata !DIExpression()) #15, !dbg !1753
  %20 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %3, i64 0, i32 2, !dbg !1755
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1756, metadata !DIExpression()) #15, !dbg !1761
  call void @llvm.dbg.value(metadata %union.anon* %20, metadata !1759, metadata !DIExpression()) #15, !dbg !1761
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1760, metadata !DIExpression()) #15, !dbg !1761
  %21 = bitcast %"class.std::__cxx11::basic_string"* %3 to %union.anon**, !dbg !1763
  store %union.anon* %20, %union.anon** %21, align 8, !dbg !1763, !tbaa !1542, !alias.scope !1764
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %19, i8 noundef signext 0)
          to label %22 unwind label %39, !dbg !1767

22:                                               ; preds = %12
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1769, metadata !DIExpression()) #15, !dbg !1773
  call void @llvm.dbg.value(metadata i64 0, metadata !1772, metadata !DIExpression()) #15, !dbg !1773
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1775
  %23 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %3, i64 0, i32 0, i32 0, !dbg !1777
  %24 = load i8*, i8** %23, align 8, !dbg !1777, !tbaa !1628, !alias.scope !1764
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1778, metadata !DIExpression()) #15, !dbg !1781
  call void @llvm.dbg.value(metadata i8* %24, metadata !659, metadata !DIExpression()) #15, !dbg !1783
  call void @llvm.dbg.value(metadata i64 undef, metadata !660, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #15, !dbg !1783
  call void @llvm.dbg.value(metadata i32 %17, metadata !661, metadata !DIExpression()) #15, !dbg !1783
  call void @llvm.dbg.value(metadata i64 undef, metadata !662, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #15, !dbg !1783
  call void @llvm.dbg.value(metadata i32 %17, metadata !661, metadata !DIExpression()) #15, !dbg !1783
  %25 = icmp ugt i32 %17, 9, !dbg !1785
  br i1 %25, label %26, label %36, !dbg !1786

26:                                               ; preds = %22
  %27 = shl nuw nsw i32 %17, 1, !dbg !1787
  call void @llvm.dbg.value(metadata i32 %27, metadata !666, metadata !DIExpression()) #15, !dbg !1788
  %28 = or i32 %27, 1, !dbg !1789
  %29 = zext i32 %28 to i64, !dbg !1790
  %30 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %29, !dbg !1790
  %31 = load i8, i8* %30, align 1, !dbg !1790, !tbaa !1577
  %32 = getelementptr inbounds i8, i8* %24, i64 1, !dbg !1791
  store i8 %31, i8* %32, align 1, !dbg !1792, !tbaa !1577
  %33 = zext i32 %27 to i64, !dbg !1793
  %34 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %33, !dbg !1793
  %35 = load i8, i8* %34, align 2, !dbg !1793, !tbaa !1577
  br label %42, !dbg !1794

36:                                               ; preds = %22
  %37 = trunc i32 %17 to i8, !dbg !1795
  %38 = or i8 %37, 48, !dbg !1795
  br label %42

39:                                               ; preds = %12
  %40 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1796
  %41 = extractvalue { i8*, i32 } %40, 0, !dbg !1796
  call void @__clang_call_terminate(i8* %41) #17, !dbg !1797
  unreachable, !dbg !1797

42:                                               ; preds = %26, %36
  %43 = phi i8 [ %38, %36 ], [ %35, %26 ], !dbg !1798
  store i8 %43, i8* %24, align 1, !dbg !1798, !tbaa !1577
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1799, metadata !DIExpression()), !dbg !1803
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1802, metadata !DIExpression()), !dbg !1803
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1805, metadata !DIExpression()), !dbg !1809
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1808, metadata !DIExpression()), !dbg !1809
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1778, metadata !DIExpression()), !dbg !1813
  %44 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %3, i64 0, i32 1, !dbg !1815
  %45 = load i64, i64* %44, align 8, !dbg !1815, !tbaa !1561
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1816, metadata !DIExpression()), !dbg !1821
  call void @llvm.dbg.value(metadata i8* undef, metadata !1819, metadata !DIExpression()), !dbg !1821
  call void @llvm.dbg.value(metadata i64 %45, metadata !1820, metadata !DIExpression()), !dbg !1821
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1823, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata i64 0, metadata !1826, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata i64 %45, metadata !1827, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), metadata !1828, metadata !DIExpression()), !dbg !1829
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1778, metadata !DIExpression()), !dbg !1831
  %46 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 1, !dbg !1834
  %47 = load i64, i64* %46, align 8, !dbg !1834, !tbaa !1561
  %48 = sub i64 4611686018427387903, %47, !dbg !1835
  %49 = icmp ult i64 %48, %45, !dbg !1836
  br i1 %49, label %50, label %52, !dbg !1837

50:                                               ; preds = %42
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0)) #18
          to label %51 unwind label %61, !dbg !1838

51:                                               ; preds = %50
  unreachable, !dbg !1838

52:                                               ; preds = %42
  %53 = load i8*, i8** %23, align 8, !dbg !1839, !tbaa !1628
  call void @llvm.dbg.value(metadata i8* %53, metadata !1819, metadata !DIExpression()), !dbg !1821
  %54 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i8* noundef %53, i64 noundef %45)
          to label %55 unwind label %61, !dbg !1840

55:                                               ; preds = %52
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1608, metadata !DIExpression()) #15, !dbg !1841
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1613, metadata !DIExpression()) #15, !dbg !1843
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1619, metadata !DIExpression()) #15, !dbg !1845
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1847
  %56 = load i8*, i8** %23, align 8, !dbg !1849, !tbaa !1628
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1850, metadata !DIExpression()) #15, !dbg !1853
  %57 = bitcast %union.anon* %20 to i8*, !dbg !1855
  %58 = icmp eq i8* %56, %57, !dbg !1856
  br i1 %58, label %60, label %59, !dbg !1857

59:                                               ; preds = %55
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1631, metadata !DIExpression()) #15, !dbg !1858
  call void @llvm.dbg.value(metadata i64 undef, metadata !1634, metadata !DIExpression()) #15, !dbg !1858
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1860
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1639, metadata !DIExpression()) #15, !dbg !1862
  call void @llvm.dbg.value(metadata i8* %56, metadata !1642, metadata !DIExpression()) #15, !dbg !1862
  call void @llvm.dbg.value(metadata i64 undef, metadata !1643, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1862
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1646, metadata !DIExpression()) #15, !dbg !1864
  call void @llvm.dbg.value(metadata i8* %56, metadata !1649, metadata !DIExpression()) #15, !dbg !1864
  call void @llvm.dbg.value(metadata i64 undef, metadata !1650, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1864
  call void @_ZdlPv(i8* noundef %56) #16, !dbg !1866
  br label %60, !dbg !1867

60:                                               ; preds = %55, %59
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %13) #15, !dbg !1868
  br label %152, !dbg !1869

61:                                               ; preds = %52, %50
  %62 = landingpad { i8*, i32 }
          cleanup, !dbg !1870
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1608, metadata !DIExpression()) #15, !dbg !1871
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1613, metadata !DIExpression()) #15, !dbg !1873
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1619, metadata !DIExpression()) #15, !dbg !1875
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1877
  %63 = load i8*, i8** %23, align 8, !dbg !1879, !tbaa !1628
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1850, metadata !DIExpression()) #15, !dbg !1880
  %64 = bitcast %union.anon* %20 to i8*, !dbg !1882
  %65 = icmp eq i8* %63, %64, !dbg !1883
  br i1 %65, label %67, label %66, !dbg !1884

66:                                               ; preds = %61
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1631, metadata !DIExpression()) #15, !dbg !1885
  call void @llvm.dbg.value(metadata i64 undef, metadata !1634, metadata !DIExpression()) #15, !dbg !1885
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1564, metadata !DIExpression()) #15, !dbg !1887
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1639, metadata !DIExpression()) #15, !dbg !1889
  call void @llvm.dbg.value(metadata i8* %63, metadata !1642, metadata !DIExpression()) #15, !dbg !1889
  call void @llvm.dbg.value(metadata i64 undef, metadata !1643, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1889
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %3, metadata !1646, metadata !DIExpression()) #15, !dbg !1891
  call void @llvm.dbg.value(metadata i8* %63, metadata !1649, metadata !DIExpression()) #15, !dbg !1891
  call void @llvm.dbg.value(metadata i64 undef, metadata !1650, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #15, !dbg !1891
  call void @_ZdlPv(i8* noundef %63) #16, !dbg !1893
  br label %67, !dbg !1894

67:                                               ; preds = %61, %66
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %13) #15, !dbg !1868
  resume { i8*, i32 } %62, !dbg !1895

68:                                               ; preds = %2
  %69 = icmp eq i32 %8, 3, !dbg !1896
  br i1 %69, label %70, label %103, !dbg !1898

70:                                               ; preds = %68
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1899, metadata !DIExpression()), !dbg !1903
  call void @llvm.dbg.value(metadata i8 40, metadata !1902, metadata !DIExpression()), !dbg !1903
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1906, metadata !DIExpression()), !dbg !1911
  call void @llvm.dbg.value(metadata i8 40, metadata !1909, metadata !DIExpression()), !dbg !1911
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1778, metadata !DIExpression()), !dbg !1913
  %71 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 1, !dbg !1915
  %72 = load i64, i64* %71, align 8, !dbg !1915, !tbaa !1561
  call void @llvm.dbg.value(metadata i64 %72, metadata !1910, metadata !DIExpression()), !dbg !1911
  %73 = add i64 %72, 1, !dbg !1916
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1918, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1619, metadata !DIExpression()), !dbg !1923
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !1925
  %74 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0, !dbg !1927
  %75 = load i8*, i8** %74, align 8, !dbg !1927, !tbaa !1628
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1850, metadata !DIExpression()), !dbg !1928
  %76 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, !dbg !1930
  %77 = bitcast %union.anon* %76 to i8*, !dbg !1931
  %78 = icmp eq i8* %75, %77, !dbg !1932
  %79 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, i32 0, !dbg !1933
  %80 = load i64, i64* %79, align 8, !dbg !1933
  %81 = select i1 %78, i64 15, i64 %80, !dbg !1933
  %82 = icmp ugt i64 %73, %81, !dbg !1934
  br i1 %82, label %83, label %84, !dbg !1935

83:                                               ; preds = %70
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %72, i64 noundef 0, i8* noundef null, i64 noundef 1), !dbg !1936
  br label %84, !dbg !1937

84:                                               ; preds = %70, %83
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !1938
  %85 = load i8*, i8** %74, align 8, !dbg !1940, !tbaa !1628
  %86 = getelementptr inbounds i8, i8* %85, i64 %72, !dbg !1941
  call void @llvm.dbg.value(metadata i8* %86, metadata !1570, metadata !DIExpression()), !dbg !1942
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !1942
  store i8 40, i8* %86, align 1, !dbg !1944, !tbaa !1577
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1547, metadata !DIExpression()), !dbg !1945
  call void @llvm.dbg.value(metadata i64 %73, metadata !1550, metadata !DIExpression()), !dbg !1945
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1554, metadata !DIExpression()), !dbg !1947
  call void @llvm.dbg.value(metadata i64 %73, metadata !1557, metadata !DIExpression()), !dbg !1947
  store i64 %73, i64* %71, align 8, !dbg !1949, !tbaa !1561
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !1950
  %87 = load i8*, i8** %74, align 8, !dbg !1952, !tbaa !1628
  %88 = getelementptr inbounds i8, i8* %87, i64 %73, !dbg !1953
  call void @llvm.dbg.value(metadata i8* %88, metadata !1570, metadata !DIExpression()), !dbg !1954
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !1954
  store i8 0, i8* %88, align 1, !dbg !1956, !tbaa !1577
  %89 = add nsw i32 %1, -1, !dbg !1957
  call fastcc void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %89), !dbg !1958
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1899, metadata !DIExpression()), !dbg !1959
  call void @llvm.dbg.value(metadata i8 41, metadata !1902, metadata !DIExpression()), !dbg !1959
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1906, metadata !DIExpression()), !dbg !1961
  call void @llvm.dbg.value(metadata i8 41, metadata !1909, metadata !DIExpression()), !dbg !1961
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1778, metadata !DIExpression()), !dbg !1963
  %90 = load i64, i64* %71, align 8, !dbg !1965, !tbaa !1561
  call void @llvm.dbg.value(metadata i64 %90, metadata !1910, metadata !DIExpression()), !dbg !1961
  %91 = add i64 %90, 1, !dbg !1966
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1918, metadata !DIExpression()), !dbg !1967
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1619, metadata !DIExpression()), !dbg !1969
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !1971
  %92 = load i8*, i8** %74, align 8, !dbg !1973, !tbaa !1628
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1850, metadata !DIExpression()), !dbg !1974
  %93 = icmp eq i8* %92, %77, !dbg !1976
  %94 = load i64, i64* %79, align 8, !dbg !1977
  %95 = select i1 %93, i64 15, i64 %94, !dbg !1977
  %96 = icmp ugt i64 %91, %95, !dbg !1978
  br i1 %96, label %97, label %98, !dbg !1979

97:                                               ; preds = %84
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %90, i64 noundef 0, i8* noundef null, i64 noundef 1), !dbg !1980
  br label %98, !dbg !1981

98:                                               ; preds = %84, %97
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !1982
  %99 = load i8*, i8** %74, align 8, !dbg !1984, !tbaa !1628
  %100 = getelementptr inbounds i8, i8* %99, i64 %90, !dbg !1985
  call void @llvm.dbg.value(metadata i8* %100, metadata !1570, metadata !DIExpression()), !dbg !1986
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !1986
  store i8 41, i8* %100, align 1, !dbg !1988, !tbaa !1577
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1547, metadata !DIExpression()), !dbg !1989
  call void @llvm.dbg.value(metadata i64 %91, metadata !1550, metadata !DIExpression()), !dbg !1989
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1554, metadata !DIExpression()), !dbg !1991
  call void @llvm.dbg.value(metadata i64 %91, metadata !1557, metadata !DIExpression()), !dbg !1991
  store i64 %91, i64* %71, align 8, !dbg !1993, !tbaa !1561
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !1994
  %101 = load i8*, i8** %74, align 8, !dbg !1996, !tbaa !1628
  %102 = getelementptr inbounds i8, i8* %101, i64 %91, !dbg !1997
  call void @llvm.dbg.value(metadata i8* %102, metadata !1570, metadata !DIExpression()), !dbg !1998
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !1998
  store i8 0, i8* %102, align 1, !dbg !2000, !tbaa !1577
  br label %152, !dbg !2001

103:                                              ; preds = %68
  %104 = add nsw i32 %1, -1, !dbg !2002
  call fastcc void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %104), !dbg !2003
  %105 = load i32, i32* @_ZL4seed, align 4, !dbg !2004, !tbaa !1601
  %106 = mul i32 %105, 1103515245, !dbg !2006
  %107 = add i32 %106, 12345, !dbg !2007
  store i32 %107, i32* @_ZL4seed, align 4, !dbg !2008, !tbaa !1601
  %108 = lshr i32 %107, 16, !dbg !2009
  %109 = and i32 %108, 3, !dbg !2010
  %110 = zext i32 %109 to i64, !dbg !2011
  %111 = getelementptr inbounds [5 x i8], [5 x i8]* @.str.1, i64 0, i64 %110, !dbg !2011
  %112 = load i8, i8* %111, align 1, !dbg !2011, !tbaa !1577
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1899, metadata !DIExpression()), !dbg !2012
  call void @llvm.dbg.value(metadata i8 %112, metadata !1902, metadata !DIExpression()), !dbg !2012
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1906, metadata !DIExpression()), !dbg !2014
  call void @llvm.dbg.value(metadata i8 %112, metadata !1909, metadata !DIExpression()), !dbg !2014
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1778, metadata !DIExpression()), !dbg !2016
  %113 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 1, !dbg !2018
  %114 = load i64, i64* %113, align 8, !dbg !2018, !tbaa !1561
  call void @llvm.dbg.value(metadata i64 %114, metadata !1910, metadata !DIExpression()), !dbg !2014
  %115 = add i64 %114, 1, !dbg !2019
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1918, metadata !DIExpression()), !dbg !2020
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1619, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !2024
  %116 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0, !dbg !2026
  %117 = load i8*, i8** %116, align 8, !dbg !2026, !tbaa !1628
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1850, metadata !DIExpression()), !dbg !2027
  %118 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, !dbg !2029
  %119 = bitcast %union.anon* %118 to i8*, !dbg !2030
  %120 = icmp eq i8* %117, %119, !dbg !2031
  %121 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, i32 0, !dbg !2032
  %122 = load i64, i64* %121, align 8, !dbg !2032
  %123 = select i1 %120, i64 15, i64 %122, !dbg !2032
  %124 = icmp ugt i64 %115, %123, !dbg !2033
  br i1 %124, label %125, label %126, !dbg !2034

125:                                              ; preds = %103
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %114, i64 noundef 0, i8* noundef null, i64 noundef 1), !dbg !2035
  br label %126, !dbg !2036

126:                                              ; preds = %103, %125
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !2037
  %127 = load i8*, i8** %116, align 8, !dbg !2039, !tbaa !1628
  %128 = getelementptr inbounds i8, i8* %127, i64 %114, !dbg !2040
  call void @llvm.dbg.value(metadata i8* %128, metadata !1570, metadata !DIExpression()), !dbg !2041
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !2041
  store i8 %112, i8* %128, align 1, !dbg !2043, !tbaa !1577
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1547, metadata !DIExpression()), !dbg !2044
  call void @llvm.dbg.value(metadata i64 %115, metadata !1550, metadata !DIExpression()), !dbg !2044
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1554, metadata !DIExpression()), !dbg !2046
  call void @llvm.dbg.value(metadata i64 %115, metadata !1557, metadata !DIExpression()), !dbg !2046
  store i64 %115, i64* %113, align 8, !dbg !2048, !tbaa !1561
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !2049
  %129 = load i8*, i8** %116, align 8, !dbg !2051, !tbaa !1628
  %130 = getelementptr inbounds i8, i8* %129, i64 %115, !dbg !2052
  call void @llvm.dbg.value(metadata i8* %130, metadata !1570, metadata !DIExpression()), !dbg !2053
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !2053
  store i8 0, i8* %130, align 1, !dbg !2055, !tbaa !1577
  %131 = load i32, i32* @_ZL4seed, align 4, !dbg !2056, !tbaa !1601
  %132 = mul i32 %131, 1103515245, !dbg !2059
  %133 = add i32 %132, 12345, !dbg !2060
  store i32 %133, i32* @_ZL4seed, align 4, !dbg !2061, !tbaa !1601
  %134 = lshr i32 %133, 16, !dbg !2062
  %135 = urem i32 %134, 97, !dbg !2063
  %136 = icmp eq i32 %135, 0, !dbg !2064
  br i1 %136, label %137, label %151, !dbg !2065

137:                                              ; preds = %126
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1899, metadata !DIExpression()), !dbg !2066
  call void @llvm.dbg.value(metadata i8 63, metadata !1902, metadata !DIExpression()), !dbg !2066
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1906, metadata !DIExpression()), !dbg !2068
  call void @llvm.dbg.value(metadata i8 63, metadata !1909, metadata !DIExpression()), !dbg !2068
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1778, metadata !DIExpression()), !dbg !2070
  %138 = load i64, i64* %113, align 8, !dbg !2072, !tbaa !1561
  call void @llvm.dbg.value(metadata i64 %138, metadata !1910, metadata !DIExpression()), !dbg !2068
  %139 = add i64 %138, 1, !dbg !2073
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1918, metadata !DIExpression()), !dbg !2074
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1619, metadata !DIExpression()), !dbg !2076
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !2078
  %140 = load i8*, i8** %116, align 8, !dbg !2080, !tbaa !1628
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1850, metadata !DIExpression()), !dbg !2081
  %141 = icmp eq i8* %140, %119, !dbg !2083
  %142 = load i64, i64* %121, align 8, !dbg !2084
  %143 = select i1 %141, i64 15, i64 %142, !dbg !2084
  %144 = icmp ugt i64 %139, %143, !dbg !2085
  br i1 %144, label %145, label %146, !dbg !2086

145:                                              ; preds = %137
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %138, i64 noundef 0, i8* noundef null, i64 noundef 1), !dbg !2087
  br label %146, !dbg !2088

146:                                              ; preds = %137, %145
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !2089
  %147 = load i8*, i8** %116, align 8, !dbg !2091, !tbaa !1628
  %148 = getelementptr inbounds i8, i8* %147, i64 %138, !dbg !2092
  call void @llvm.dbg.value(metadata i8* %148, metadata !1570, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !2093
  store i8 63, i8* %148, align 1, !dbg !2095, !tbaa !1577
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1547, metadata !DIExpression()), !dbg !2096
  call void @llvm.dbg.value(metadata i64 %139, metadata !1550, metadata !DIExpression()), !dbg !2096
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1554, metadata !DIExpression()), !dbg !2098
  call void @llvm.dbg.value(metadata i64 %139, metadata !1557, metadata !DIExpression()), !dbg !2098
  store i64 %139, i64* %113, align 8, !dbg !2100, !tbaa !1561
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %0, metadata !1564, metadata !DIExpression()), !dbg !2101
  %149 = load i8*, i8** %116, align 8, !dbg !2103, !tbaa !1628
  %150 = getelementptr inbounds i8, i8* %149, i64 %139, !dbg !2104
  call void @llvm.dbg.value(metadata i8* %150, metadata !1570, metadata !DIExpression()), !dbg !2105
  call void @llvm.dbg.value(metadata i8* undef, metadata !1573, metadata !DIExpression()), !dbg !2105
  store i8 0, i8* %150, align 1, !dbg !2107, !tbaa !1577
  br label %151, !dbg !2108

151:                                              ; preds = %146, %126
  call fastcc void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %104), !dbg !2109
  br label %152, !dbg !1895

152:                                              ; preds = %151, %98, %60
  ret void, !dbg !1895
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser5parseEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2110 {
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2112, metadata !DIExpression()), !dbg !2114
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2115, metadata !DIExpression()), !dbg !2122
  %2 = call noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2124
  call void @llvm.dbg.value(metadata i64 %2, metadata !2118, metadata !DIExpression()), !dbg !2122
  %3 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 1
  %4 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 0
  br label %5, !dbg !2125

5:                                                ; preds = %29, %1
  %6 = phi i64 [ %2, %1 ], [ %39, %29 ], !dbg !2122
  call void @llvm.dbg.value(metadata i64 %6, metadata !2118, metadata !DIExpression()), !dbg !2122
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2130
  %7 = load i64, i64* %3, align 8, !dbg !2132, !tbaa !1591
  %8 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !dbg !2133, !tbaa !2134
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1778, metadata !DIExpression()), !dbg !2135
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 1, !dbg !2137
  %10 = load i64, i64* %9, align 8, !dbg !2137, !tbaa !1561
  %11 = icmp ult i64 %7, %10, !dbg !2138
  br i1 %11, label %12, label %17, !dbg !2132

12:                                               ; preds = %5
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !2139, metadata !DIExpression()), !dbg !2143
  call void @llvm.dbg.value(metadata i64 %7, metadata !2142, metadata !DIExpression()), !dbg !2143
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1564, metadata !DIExpression()), !dbg !2145
  %13 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 0, i32 0, !dbg !2147
  %14 = load i8*, i8** %13, align 8, !dbg !2147, !tbaa !1628
  %15 = getelementptr inbounds i8, i8* %14, i64 %7, !dbg !2148
  %16 = load i8, i8* %15, align 1, !dbg !2149, !tbaa !1577
  br label %17, !dbg !2132

17:                                               ; preds = %12, %5
  %18 = phi i8 [ %16, %12 ], [ 0, %5 ], !dbg !2132
  %19 = icmp eq i8 %18, 43, !dbg !2150
  br i1 %19, label %29, label %20, !dbg !2151

20:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2152
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1778, metadata !DIExpression()), !dbg !2154
  br i1 %11, label %21, label %26, !dbg !2156

21:                                               ; preds = %20
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !2139, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata i64 %7, metadata !2142, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1564, metadata !DIExpression()), !dbg !2159
  %22 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 0, i32 0, !dbg !2161
  %23 = load i8*, i8** %22, align 8, !dbg !2161, !tbaa !1628
  %24 = getelementptr inbounds i8, i8* %23, i64 %7, !dbg !2162
  %25 = load i8, i8* %24, align 1, !dbg !2163, !tbaa !1577
  br label %26, !dbg !2156

26:                                               ; preds = %21, %20
  %27 = phi i8 [ %25, %21 ], [ 0, %20 ], !dbg !2156
  %28 = icmp eq i8 %27, 45, !dbg !2164
  br i1 %28, label %29, label %40, !dbg !2125

29:                                               ; preds = %26, %17
  %30 = add i64 %7, 1, !dbg !2165
  store i64 %30, i64* %3, align 8, !dbg !2165, !tbaa !1591
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !2139, metadata !DIExpression()), !dbg !2166
  call void @llvm.dbg.value(metadata i64 %7, metadata !2142, metadata !DIExpression()), !dbg !2166
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1564, metadata !DIExpression()), !dbg !2168
  %31 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 0, i32 0, !dbg !2170
  %32 = load i8*, i8** %31, align 8, !dbg !2170, !tbaa !1628
  %33 = getelementptr inbounds i8, i8* %32, i64 %7, !dbg !2171
  %34 = load i8, i8* %33, align 1, !dbg !2172, !tbaa !1577
  call void @llvm.dbg.value(metadata i8 %34, metadata !2119, metadata !DIExpression()), !dbg !2173
  %35 = call noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2174
  call void @llvm.dbg.value(metadata i64 %35, metadata !2121, metadata !DIExpression()), !dbg !2173
  %36 = icmp eq i8 %34, 43, !dbg !2175
  %37 = sub i64 0, %35, !dbg !2176
  %38 = select i1 %36, i64 %35, i64 %37, !dbg !2176
  %39 = add i64 %38, %6, !dbg !2176
  call void @llvm.dbg.value(metadata i64 %39, metadata !2118, metadata !DIExpression()), !dbg !2122
  br label %5, !dbg !2125, !llvm.loop !2177

40:                                               ; preds = %26
  call void @llvm.dbg.value(metadata i64 %6, metadata !2113, metadata !DIExpression()), !dbg !2114
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1778, metadata !DIExpression()), !dbg !2179
  %41 = icmp eq i64 %7, %10, !dbg !2182
  br i1 %41, label %50, label %42, !dbg !2183

42:                                               ; preds = %40
  %43 = call i8* @__cxa_allocate_exception(i64 24) #15, !dbg !2184
  %44 = bitcast i8* %43 to %class.ParseError*, !dbg !2184
  %45 = load i64, i64* %3, align 8, !dbg !2185, !tbaa !1591
  %46 = trunc i64 %45 to i32, !dbg !2185
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %44, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %46)
          to label %47 unwind label %48, !dbg !2186

47:                                               ; preds = %42
  call void @__cxa_throw(i8* %43, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*)) #18, !dbg !2184
  unreachable, !dbg !2184

48:                                               ; preds = %42
  %49 = landingpad { i8*, i32 }
          cleanup, !dbg !2187
  call void @__cxa_free_exception(i8* %43) #15, !dbg !2184
  resume { i8*, i32 } %49, !dbg !2188

50:                                               ; preds = %40
  ret i64 %6, !dbg !2189
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #5 !dbg !2190 {
  %3 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !2194, metadata !DIExpression()), !dbg !2199
  call void @llvm.dbg.value(metadata i8** %1, metadata !2195, metadata !DIExpression()), !dbg !2199
  %4 = icmp sgt i32 %0, 1, !dbg !2200
  br i1 %4, label %5, label %10, !dbg !2201

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !2202
  %7 = load i8*, i8** %6, align 8, !dbg !2202, !tbaa !1589
  call void @llvm.dbg.value(metadata i8* %7, metadata !951, metadata !DIExpression()) #15, !dbg !2203
  %8 = call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #15, !dbg !2205
  %9 = trunc i64 %8 to i32, !dbg !2205
  br label %10, !dbg !2201

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 400, %2 ], !dbg !2201
  call void @llvm.dbg.value(metadata i32 %11, metadata !2196, metadata !DIExpression()), !dbg !2199
  %12 = bitcast i32* %3 to i8*, !dbg !2206
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #15, !dbg !2206
  call void @llvm.dbg.value(metadata i32 0, metadata !2197, metadata !DIExpression()), !dbg !2199
  store i32 0, i32* %3, align 4, !dbg !2207, !tbaa !1601
  call void @llvm.dbg.value(metadata i32* %3, metadata !2197, metadata !DIExpression(DW_OP_deref)), !dbg !2199
  %13 = call noundef i64 @_Z15kernel_eval_alliPi(i32 noundef %11, i32* noundef nonnull %3), !dbg !2208
  call void @llvm.dbg.value(metadata i64 %13, metadata !2198, metadata !DIExpression()), !dbg !2199
  %14 = load i32, i32* %3, align 4, !dbg !2209, !tbaa !1601
  call void @llvm.dbg.value(metadata i32 %14, metadata !2197, metadata !DIExpression()), !dbg !2199
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i64 noundef %13, i32 noundef %14), !dbg !2210
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #15, !dbg !2211
  ret i32 0, !dbg !2212
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #7 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #15
  call void @_ZSt9terminatev() #17
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8* noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #9

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #8

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %0, i8* noundef %1, i32 noundef %2) unnamed_addr #0 comdat align 2 !dbg !2213 {
  call void @llvm.dbg.value(metadata %class.ParseError* %0, metadata !2215, metadata !DIExpression()), !dbg !2219
  call void @llvm.dbg.value(metadata i8* %1, metadata !2217, metadata !DIExpression()), !dbg !2219
  call void @llvm.dbg.value(metadata i32 %2, metadata !2218, metadata !DIExpression()), !dbg !2219
  %4 = getelementptr inbounds %class.ParseError, %class.ParseError* %0, i64 0, i32 0, !dbg !2220
  call void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %4, i8* noundef %1), !dbg !2221
  %5 = getelementptr inbounds %class.ParseError, %class.ParseError* %0, i64 0, i32 0, i32 0, i32 0, !dbg !2220
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10ParseError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !dbg !2220, !tbaa !2222
  %6 = getelementptr inbounds %class.ParseError, %class.ParseError* %0, i64 0, i32 1, !dbg !2224
  store i32 %2, i32* %6, align 8, !dbg !2224, !tbaa !1604
  ret void, !dbg !2225
}

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #10

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2226 {
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2228, metadata !DIExpression()), !dbg !2236
  %2 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2237
  call void @llvm.dbg.value(metadata i64 %2, metadata !2229, metadata !DIExpression()), !dbg !2236
  %3 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 1
  %4 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 0
  br label %5, !dbg !2238

5:                                                ; preds = %38, %1
  %6 = phi i64 [ %2, %1 ], [ %39, %38 ], !dbg !2236
  call void @llvm.dbg.value(metadata i64 %6, metadata !2229, metadata !DIExpression()), !dbg !2236
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2239
  %7 = load i64, i64* %3, align 8, !dbg !2241, !tbaa !1591
  %8 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !dbg !2242, !tbaa !2134
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1778, metadata !DIExpression()), !dbg !2243
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 1, !dbg !2245
  %10 = load i64, i64* %9, align 8, !dbg !2245, !tbaa !1561
  %11 = icmp ult i64 %7, %10, !dbg !2246
  br i1 %11, label %12, label %17, !dbg !2241

12:                                               ; preds = %5
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !2139, metadata !DIExpression()), !dbg !2247
  call void @llvm.dbg.value(metadata i64 %7, metadata !2142, metadata !DIExpression()), !dbg !2247
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %8, metadata !1564, metadata !DIExpression()), !dbg !2249
  %13 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %8, i64 0, i32 0, i32 0, !dbg !2251
  %14 = load i8*, i8** %13, align 8, !dbg !2251, !tbaa !1628
  %15 = getelementptr inbounds i8, i8* %14, i64 %7, !dbg !2252
  %16 = load i8, i8* %15, align 1, !dbg !2253, !tbaa !1577
  br label %17, !dbg !2241

17:                                               ; preds = %5, %12
  %18 = phi i8 [ %16, %12 ], [ 0, %5 ], !dbg !2241
  %19 = sext i8 %18 to i32, !dbg !2254
  switch i32 %19, label %40 [
    i32 42, label %20
    i32 47, label %24
  ], !dbg !2255

20:                                               ; preds = %17
  %21 = add i64 %7, 1, !dbg !2256
  store i64 %21, i64* %3, align 8, !dbg !2256, !tbaa !1591
  %22 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2257
  %23 = mul nsw i64 %22, %6, !dbg !2258
  call void @llvm.dbg.value(metadata i64 %23, metadata !2229, metadata !DIExpression()), !dbg !2236
  br label %38, !dbg !2259

24:                                               ; preds = %17
  %25 = add i64 %7, 1, !dbg !2260
  store i64 %25, i64* %3, align 8, !dbg !2260, !tbaa !1591
  %26 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2261
  call void @llvm.dbg.value(metadata i64 %26, metadata !2230, metadata !DIExpression()), !dbg !2262
  %27 = icmp eq i64 %26, 0, !dbg !2263
  br i1 %27, label %28, label %36, !dbg !2265

28:                                               ; preds = %24
  %29 = call i8* @__cxa_allocate_exception(i64 24) #15, !dbg !2266
  %30 = bitcast i8* %29 to %class.ParseError*, !dbg !2266
  %31 = load i64, i64* %3, align 8, !dbg !2267, !tbaa !1591
  %32 = trunc i64 %31 to i32, !dbg !2267
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %30, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %32)
          to label %33 unwind label %34, !dbg !2268

33:                                               ; preds = %28
  call void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*)) #18, !dbg !2266
  unreachable, !dbg !2266

34:                                               ; preds = %28
  %35 = landingpad { i8*, i32 }
          cleanup, !dbg !2269
  call void @__cxa_free_exception(i8* %29) #15, !dbg !2266
  resume { i8*, i32 } %35, !dbg !2270

36:                                               ; preds = %24
  %37 = sdiv i64 %6, %26, !dbg !2271
  call void @llvm.dbg.value(metadata i64 %37, metadata !2229, metadata !DIExpression()), !dbg !2236
  br label %38

38:                                               ; preds = %36, %20
  %39 = phi i64 [ %37, %36 ], [ %23, %20 ]
  br label %5, !dbg !2236, !llvm.loop !2272

40:                                               ; preds = %17
  ret i64 %6, !dbg !2275
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2276 {
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2278, metadata !DIExpression()), !dbg !2282
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2283
  %2 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 1, !dbg !2285
  %3 = load i64, i64* %2, align 8, !dbg !2285, !tbaa !1591
  %4 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 0, !dbg !2286
  %5 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !dbg !2286, !tbaa !2134
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1778, metadata !DIExpression()), !dbg !2287
  %6 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1, !dbg !2289
  %7 = load i64, i64* %6, align 8, !dbg !2289, !tbaa !1561
  %8 = icmp ult i64 %3, %7, !dbg !2290
  br i1 %8, label %9, label %73, !dbg !2285

9:                                                ; preds = %1
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !2139, metadata !DIExpression()), !dbg !2291
  call void @llvm.dbg.value(metadata i64 %3, metadata !2142, metadata !DIExpression()), !dbg !2291
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1564, metadata !DIExpression()), !dbg !2293
  %10 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0, !dbg !2295
  %11 = load i8*, i8** %10, align 8, !dbg !2295, !tbaa !1628
  %12 = getelementptr inbounds i8, i8* %11, i64 %3, !dbg !2296
  %13 = load i8, i8* %12, align 1, !dbg !2297, !tbaa !1577
  switch i8 %13, label %73 [
    i8 40, label %14
    i8 45, label %69
  ], !dbg !2298

14:                                               ; preds = %9
  %15 = add i64 %3, 1, !dbg !2299
  store i64 %15, i64* %2, align 8, !dbg !2299, !tbaa !1591
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2115, metadata !DIExpression()), !dbg !2300
  %16 = call noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2302
  call void @llvm.dbg.value(metadata i64 %16, metadata !2118, metadata !DIExpression()), !dbg !2300
  br label %17, !dbg !2303

17:                                               ; preds = %41, %14
  %18 = phi i64 [ %16, %14 ], [ %51, %41 ], !dbg !2300
  call void @llvm.dbg.value(metadata i64 %18, metadata !2118, metadata !DIExpression()), !dbg !2300
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2304
  %19 = load i64, i64* %2, align 8, !dbg !2306, !tbaa !1591
  %20 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !dbg !2307, !tbaa !2134
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !1778, metadata !DIExpression()), !dbg !2308
  %21 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %20, i64 0, i32 1, !dbg !2310
  %22 = load i64, i64* %21, align 8, !dbg !2310, !tbaa !1561
  %23 = icmp ult i64 %19, %22, !dbg !2311
  br i1 %23, label %24, label %29, !dbg !2306

24:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !2139, metadata !DIExpression()), !dbg !2312
  call void @llvm.dbg.value(metadata i64 %19, metadata !2142, metadata !DIExpression()), !dbg !2312
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !1564, metadata !DIExpression()), !dbg !2314
  %25 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %20, i64 0, i32 0, i32 0, !dbg !2316
  %26 = load i8*, i8** %25, align 8, !dbg !2316, !tbaa !1628
  %27 = getelementptr inbounds i8, i8* %26, i64 %19, !dbg !2317
  %28 = load i8, i8* %27, align 1, !dbg !2318, !tbaa !1577
  br label %29, !dbg !2306

29:                                               ; preds = %24, %17
  %30 = phi i8 [ %28, %24 ], [ 0, %17 ], !dbg !2306
  %31 = icmp eq i8 %30, 43, !dbg !2319
  br i1 %31, label %41, label %32, !dbg !2320

32:                                               ; preds = %29
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2321
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !1778, metadata !DIExpression()), !dbg !2323
  br i1 %23, label %33, label %38, !dbg !2325

33:                                               ; preds = %32
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !2139, metadata !DIExpression()), !dbg !2326
  call void @llvm.dbg.value(metadata i64 %19, metadata !2142, metadata !DIExpression()), !dbg !2326
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !1564, metadata !DIExpression()), !dbg !2328
  %34 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %20, i64 0, i32 0, i32 0, !dbg !2330
  %35 = load i8*, i8** %34, align 8, !dbg !2330, !tbaa !1628
  %36 = getelementptr inbounds i8, i8* %35, i64 %19, !dbg !2331
  %37 = load i8, i8* %36, align 1, !dbg !2332, !tbaa !1577
  br label %38, !dbg !2325

38:                                               ; preds = %33, %32
  %39 = phi i8 [ %37, %33 ], [ 0, %32 ], !dbg !2325
  %40 = icmp eq i8 %39, 45, !dbg !2333
  br i1 %40, label %41, label %52, !dbg !2303

41:                                               ; preds = %38, %29
  %42 = add i64 %19, 1, !dbg !2334
  store i64 %42, i64* %2, align 8, !dbg !2334, !tbaa !1591
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !2139, metadata !DIExpression()), !dbg !2335
  call void @llvm.dbg.value(metadata i64 %19, metadata !2142, metadata !DIExpression()), !dbg !2335
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !1564, metadata !DIExpression()), !dbg !2337
  %43 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %20, i64 0, i32 0, i32 0, !dbg !2339
  %44 = load i8*, i8** %43, align 8, !dbg !2339, !tbaa !1628
  %45 = getelementptr inbounds i8, i8* %44, i64 %19, !dbg !2340
  %46 = load i8, i8* %45, align 1, !dbg !2341, !tbaa !1577
  call void @llvm.dbg.value(metadata i8 %46, metadata !2119, metadata !DIExpression()), !dbg !2342
  %47 = call noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2343
  call void @llvm.dbg.value(metadata i64 %47, metadata !2121, metadata !DIExpression()), !dbg !2342
  %48 = icmp eq i8 %46, 43, !dbg !2344
  %49 = sub i64 0, %47, !dbg !2345
  %50 = select i1 %48, i64 %47, i64 %49, !dbg !2345
  %51 = add i64 %50, %18, !dbg !2345
  call void @llvm.dbg.value(metadata i64 %51, metadata !2118, metadata !DIExpression()), !dbg !2300
  br label %17, !dbg !2303, !llvm.loop !2346

52:                                               ; preds = %38
  call void @llvm.dbg.value(metadata i64 %18, metadata !2279, metadata !DIExpression()), !dbg !2348
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2349
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !1778, metadata !DIExpression()), !dbg !2352
  br i1 %23, label %53, label %59, !dbg !2354

53:                                               ; preds = %52
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !2139, metadata !DIExpression()), !dbg !2355
  call void @llvm.dbg.value(metadata i64 %19, metadata !2142, metadata !DIExpression()), !dbg !2355
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %20, metadata !1564, metadata !DIExpression()), !dbg !2357
  %54 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %20, i64 0, i32 0, i32 0, !dbg !2359
  %55 = load i8*, i8** %54, align 8, !dbg !2359, !tbaa !1628
  %56 = getelementptr inbounds i8, i8* %55, i64 %19, !dbg !2360
  %57 = load i8, i8* %56, align 1, !dbg !2361, !tbaa !1577
  %58 = icmp eq i8 %57, 41, !dbg !2354
  br i1 %58, label %67, label %59, !dbg !2362

59:                                               ; preds = %52, %53
  %60 = call i8* @__cxa_allocate_exception(i64 24) #15, !dbg !2363
  %61 = bitcast i8* %60 to %class.ParseError*, !dbg !2363
  %62 = load i64, i64* %2, align 8, !dbg !2364, !tbaa !1591
  %63 = trunc i64 %62 to i32, !dbg !2364
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %61, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef %63)
          to label %64 unwind label %65, !dbg !2365

64:                                               ; preds = %59
  call void @__cxa_throw(i8* %60, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*)) #18, !dbg !2363
  unreachable, !dbg !2363

65:                                               ; preds = %59
  %66 = landingpad { i8*, i32 }
          cleanup, !dbg !2366
  call void @__cxa_free_exception(i8* %60) #15, !dbg !2363
  resume { i8*, i32 } %66, !dbg !2367

67:                                               ; preds = %53
  %68 = add i64 %19, 1, !dbg !2368
  store i64 %68, i64* %2, align 8, !dbg !2368, !tbaa !1591
  br label %75

69:                                               ; preds = %9
  %70 = add i64 %3, 1, !dbg !2369
  store i64 %70, i64* %2, align 8, !dbg !2369, !tbaa !1591
  %71 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2372
  %72 = sub nsw i64 0, %71, !dbg !2373
  br label %75, !dbg !2374

73:                                               ; preds = %9, %1
  %74 = call noundef i64 @_ZN6Parser6numberEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0), !dbg !2375
  br label %75, !dbg !2376

75:                                               ; preds = %73, %69, %67
  %76 = phi i64 [ %18, %67 ], [ %72, %69 ], [ %74, %73 ], !dbg !2282
  ret i64 %76, !dbg !2377
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser6numberEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2378 {
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2380, metadata !DIExpression()), !dbg !2382
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2383
  %2 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 1, !dbg !2386
  %3 = load i64, i64* %2, align 8, !dbg !2386, !tbaa !1591
  %4 = getelementptr inbounds %class.Parser, %class.Parser* %0, i64 0, i32 0, !dbg !2387
  %5 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !dbg !2387, !tbaa !2134
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1778, metadata !DIExpression()), !dbg !2388
  %6 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 1, !dbg !2390
  %7 = load i64, i64* %6, align 8, !dbg !2390, !tbaa !1561
  %8 = icmp ult i64 %3, %7, !dbg !2391
  br i1 %8, label %9, label %26, !dbg !2386

9:                                                ; preds = %1
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !2139, metadata !DIExpression()), !dbg !2392
  call void @llvm.dbg.value(metadata i64 %3, metadata !2142, metadata !DIExpression()), !dbg !2392
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1564, metadata !DIExpression()), !dbg !2394
  %10 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0, !dbg !2396
  %11 = load i8*, i8** %10, align 8, !dbg !2396, !tbaa !1628
  %12 = getelementptr inbounds i8, i8* %11, i64 %3, !dbg !2397
  %13 = load i8, i8* %12, align 1, !dbg !2398, !tbaa !1577
  %14 = icmp slt i8 %13, 48, !dbg !2386
  br i1 %14, label %26, label %15, !dbg !2399

15:                                               ; preds = %9
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2400
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1778, metadata !DIExpression()), !dbg !2402
  br i1 %8, label %20, label %16, !dbg !2404

16:                                               ; preds = %20, %15
  %17 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %18 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  %19 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0
  br label %34, !dbg !2405

20:                                               ; preds = %15
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !2139, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata i64 %3, metadata !2142, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1564, metadata !DIExpression()), !dbg !2408
  %21 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %5, i64 0, i32 0, i32 0, !dbg !2410
  %22 = load i8*, i8** %21, align 8, !dbg !2410, !tbaa !1628
  %23 = getelementptr inbounds i8, i8* %22, i64 %3, !dbg !2411
  %24 = load i8, i8* %23, align 1, !dbg !2412, !tbaa !1577
  %25 = icmp sgt i8 %24, 57, !dbg !2404
  br i1 %25, label %26, label %16, !dbg !2413

26:                                               ; preds = %1, %20, %9
  %27 = call i8* @__cxa_allocate_exception(i64 24) #15, !dbg !2414
  %28 = bitcast i8* %27 to %class.ParseError*, !dbg !2414
  %29 = load i64, i64* %2, align 8, !dbg !2415, !tbaa !1591
  %30 = trunc i64 %29 to i32, !dbg !2415
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %28, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %30)
          to label %31 unwind label %32, !dbg !2416

31:                                               ; preds = %26
  call void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD2Ev to i8*)) #18, !dbg !2414
  unreachable, !dbg !2414

32:                                               ; preds = %26
  %33 = landingpad { i8*, i32 }
          cleanup, !dbg !2417
  call void @__cxa_free_exception(i8* %27) #15, !dbg !2414
  resume { i8*, i32 } %33, !dbg !2414

34:                                               ; preds = %16, %53
  %35 = phi i64 [ %61, %53 ], [ 0, %16 ], !dbg !2382
  call void @llvm.dbg.value(metadata i64 %35, metadata !2381, metadata !DIExpression()), !dbg !2382
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2418
  %36 = load i64, i64* %2, align 8, !dbg !2420, !tbaa !1591
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1778, metadata !DIExpression()), !dbg !2421
  %37 = icmp ult i64 %36, %7, !dbg !2423
  br i1 %37, label %38, label %42, !dbg !2420

38:                                               ; preds = %34
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !2139, metadata !DIExpression()), !dbg !2424
  call void @llvm.dbg.value(metadata i64 %36, metadata !2142, metadata !DIExpression()), !dbg !2424
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1564, metadata !DIExpression()), !dbg !2426
  %39 = load i8*, i8** %17, align 8, !dbg !2428, !tbaa !1628
  %40 = getelementptr inbounds i8, i8* %39, i64 %36, !dbg !2429
  %41 = load i8, i8* %40, align 1, !dbg !2430, !tbaa !1577
  br label %42, !dbg !2420

42:                                               ; preds = %34, %38
  %43 = phi i8 [ %41, %38 ], [ 0, %34 ], !dbg !2420
  %44 = icmp sgt i8 %43, 47, !dbg !2431
  br i1 %44, label %45, label %62, !dbg !2432

45:                                               ; preds = %42
  call void @llvm.dbg.value(metadata %class.Parser* %0, metadata !2126, metadata !DIExpression()), !dbg !2433
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1778, metadata !DIExpression()), !dbg !2435
  br i1 %37, label %46, label %50, !dbg !2437

46:                                               ; preds = %45
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !2139, metadata !DIExpression()), !dbg !2438
  call void @llvm.dbg.value(metadata i64 %36, metadata !2142, metadata !DIExpression()), !dbg !2438
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1564, metadata !DIExpression()), !dbg !2440
  %47 = load i8*, i8** %18, align 8, !dbg !2442, !tbaa !1628
  %48 = getelementptr inbounds i8, i8* %47, i64 %36, !dbg !2443
  %49 = load i8, i8* %48, align 1, !dbg !2444, !tbaa !1577
  br label %50, !dbg !2437

50:                                               ; preds = %45, %46
  %51 = phi i8 [ %49, %46 ], [ 0, %45 ], !dbg !2437
  %52 = icmp slt i8 %51, 58, !dbg !2445
  br i1 %52, label %53, label %62, !dbg !2405

53:                                               ; preds = %50
  %54 = mul nsw i64 %35, 10, !dbg !2446
  %55 = add i64 %36, 1, !dbg !2447
  store i64 %55, i64* %2, align 8, !dbg !2447, !tbaa !1591
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !2139, metadata !DIExpression()), !dbg !2448
  call void @llvm.dbg.value(metadata i64 %36, metadata !2142, metadata !DIExpression()), !dbg !2448
  call void @llvm.dbg.value(metadata %"class.std::__cxx11::basic_string"* %5, metadata !1564, metadata !DIExpression()), !dbg !2450
  %56 = load i8*, i8** %19, align 8, !dbg !2452, !tbaa !1628
  %57 = getelementptr inbounds i8, i8* %56, i64 %36, !dbg !2453
  %58 = load i8, i8* %57, align 1, !dbg !2454, !tbaa !1577
  %59 = sext i8 %58 to i64, !dbg !2454
  %60 = add i64 %54, -48, !dbg !2455
  %61 = add i64 %60, %59, !dbg !2456
  call void @llvm.dbg.value(metadata i64 %61, metadata !2381, metadata !DIExpression()), !dbg !2382
  br label %34, !dbg !2405, !llvm.loop !2457

62:                                               ; preds = %42, %50
  ret i64 %35, !dbg !2459
}

declare void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #8

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorD0Ev(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #11 comdat align 2 !dbg !2460 {
  call void @llvm.dbg.value(metadata %class.ParseError* %0, metadata !2465, metadata !DIExpression()), !dbg !2466
  %2 = getelementptr inbounds %class.ParseError, %class.ParseError* %0, i64 0, i32 0, !dbg !2467
  call void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(20) %2) #15, !dbg !2467
  %3 = bitcast %class.ParseError* %0 to i8*, !dbg !2467
  call void @_ZdlPv(i8* noundef %3) #16, !dbg !2467
  ret void, !dbg !2467
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt13runtime_error4whatEv(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #14

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #15 = { nounwind }
attributes #16 = { builtin nounwind }
attributes #17 = { noreturn nounwind }
attributes #18 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!1497, !1498, !1499, !1500, !1501, !1502}
!llvm.ident = !{!1503}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seed", linkageName: "_ZL4seed", scope: !2, file: !3, line: 94, type: !606, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !609, globals: !650, imports: !675, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exceptions_parse.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "68c8ae2e82552bd1817d0fd47947419c")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !7, file: !6, line: 213, baseType: !606, size: 32, elements: !607, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt_E")
!6 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.h", directory: ".")
!7 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !9, file: !8, line: 1082, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, templateParams: !552, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!8 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.tcc", directory: ".")
!9 = !DINamespace(name: "__cxx11", scope: !10, exportSymbols: true)
!10 = !DINamespace(name: "std", scope: null)
!11 = !{!12, !134, !155, !156, !164, !168, !171, !176, !179, !185, !186, !187, !190, !194, !197, !198, !201, !205, !210, !211, !214, !217, !220, !223, !226, !227, !230, !236, !241, !244, !247, !251, !255, !258, !261, !262, !265, !266, !269, !272, !275, !278, !281, !284, !288, !293, !296, !299, !300, !304, !307, !310, !313, !316, !319, !322, !323, !324, !329, !334, !335, !336, !337, !338, !339, !340, !343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !362, !368, !369, !370, !373, !376, !377, !378, !379, !380, !381, !382, !383, !386, !389, !390, !393, !394, !397, !398, !399, !400, !401, !402, !403, !404, !407, !410, !413, !416, !419, !422, !425, !429, !432, !435, !438, !439, !442, !445, !448, !451, !454, !457, !460, !463, !466, !469, !472, !475, !478, !481, !482, !485, !486, !489, !492, !495, !496, !499, !502, !505, !508, !511, !512, !513, !514, !515, !516, !517, !518, !519, !520, !521, !522, !523, !524, !525, !526, !527, !528, !529, !530, !531, !534, !537, !540, !543, !546, !549}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "npos", scope: !7, file: !6, line: 139, baseType: !13, flags: DIFlagPublic | DIFlagStaticMember, extraData: i64 -1)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !7, file: !6, line: 126, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !17, file: !16, line: 59, baseType: !111)
!16 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: ".")
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<char>, char>", scope: !18, file: !16, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !19, templateParams: !133, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcEE")
!18 = !DINamespace(name: "__gnu_cxx", scope: null)
!19 = !{!20, !119, !122, !125, !129, !130, !131, !132}
!20 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !21, extraData: i32 0)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<char> >", scope: !10, file: !22, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !23, templateParams: !117, identifier: "_ZTSSt16allocator_traitsISaIcEE")
!22 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: ".", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!23 = !{!24, !101, !105, !108, !114}
!24 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_m", scope: !21, file: !22, line: 463, type: !25, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !30, !100}
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !21, file: !22, line: 420, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !21, file: !22, line: 414, baseType: !32)
!32 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<char>", scope: !10, file: !33, line: 262, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !34, templateParams: !98, identifier: "_ZTSSaIcE")
!33 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!34 = !{!35, !84, !88, !93, !97}
!35 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !32, baseType: !36, flags: DIFlagPublic, extraData: i32 0)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<char>", scope: !10, file: !37, line: 47, baseType: !38)
!37 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!38 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<char>", scope: !10, file: !39, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, templateParams: !82, identifier: "_ZTSSt15__new_allocatorIcE")
!39 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!40 = !{!41, !45, !50, !51, !58, !66, !75, !78, !81}
!41 = !DISubprogram(name: "__new_allocator", scope: !38, file: !39, line: 80, type: !42, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!45 = !DISubprogram(name: "__new_allocator", scope: !38, file: !39, line: 83, type: !46, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !44, !48}
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!50 = !DISubprogram(name: "~__new_allocator", scope: !38, file: !39, line: 90, type: !42, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERc", scope: !38, file: !39, line: 93, type: !52, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !38, file: !39, line: 63, baseType: !28)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !38, file: !39, line: 65, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!58 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIcE7addressERKc", scope: !38, file: !39, line: 97, type: !59, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !55, !64}
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !38, file: !39, line: 64, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !38, file: !39, line: 66, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !63, size: 64)
!66 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIcE8allocateEmPKv", scope: !38, file: !39, line: 112, type: !67, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DISubroutineType(types: !68)
!68 = !{!28, !44, !69, !73}
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !39, line: 60, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !10, file: !71, line: 298, baseType: !72)
!71 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: ".", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!75 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !38, file: !39, line: 142, type: !76, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !44, !28, !69}
!78 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIcE8max_sizeEv", scope: !38, file: !39, line: 167, type: !79, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{!69, !55}
!81 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIcE11_M_max_sizeEv", scope: !38, file: !39, line: 210, type: !79, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !{!83}
!83 = !DITemplateTypeParameter(name: "_Tp", type: !29)
!84 = !DISubprogram(name: "allocator", scope: !32, file: !33, line: 156, type: !85, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{null, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!88 = !DISubprogram(name: "allocator", scope: !32, file: !33, line: 159, type: !89, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !87, !91}
!91 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!93 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIcEaSERKS_", scope: !32, file: !33, line: 164, type: !94, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !87, !91}
!96 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!97 = !DISubprogram(name: "~allocator", scope: !32, file: !33, line: 174, type: !85, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !{!99}
!99 = !DITemplateTypeParameter(type: !29)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !22, line: 435, baseType: !70)
!101 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIcEE8allocateERS0_mPKv", scope: !21, file: !22, line: 477, type: !102, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!27, !30, !100, !104}
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !22, line: 429, baseType: !73)
!105 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !21, file: !22, line: 495, type: !106, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !30, !27, !100}
!108 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIcEE8max_sizeERKS0_", scope: !21, file: !22, line: 547, type: !109, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !21, file: !22, line: 435, baseType: !70)
!112 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!114 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIcEE37select_on_container_copy_constructionERKS0_", scope: !21, file: !22, line: 562, type: !115, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!31, !112}
!117 = !{!118}
!118 = !DITemplateTypeParameter(name: "_Alloc", type: !32)
!119 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE17_S_select_on_copyERKS1_", scope: !17, file: !16, line: 97, type: !120, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!32, !91}
!122 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE10_S_on_swapERS1_S3_", scope: !17, file: !16, line: 100, type: !123, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !96, !96}
!125 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_copy_assignEv", scope: !17, file: !16, line: 103, type: !126, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!128}
!128 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!129 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE27_S_propagate_on_move_assignEv", scope: !17, file: !16, line: 106, type: !126, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!130 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE20_S_propagate_on_swapEv", scope: !17, file: !16, line: 109, type: !126, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!131 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_always_equalEv", scope: !17, file: !16, line: 112, type: !126, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIcEcE15_S_nothrow_moveEv", scope: !17, file: !16, line: 115, type: !126, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!133 = !{!118, !99}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "_M_dataplus", scope: !7, file: !6, line: 210, baseType: !135, size: 64)
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Alloc_hider", scope: !7, file: !6, line: 192, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !136, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE")
!136 = !{!137, !144, !147, !151}
!137 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !135, baseType: !138, extraData: i32 0)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !7, file: !6, line: 125, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Char_alloc_type", scope: !7, file: !6, line: 88, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !141, file: !16, line: 120, baseType: !143)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<char>", scope: !17, file: !16, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !82, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIcEcE6rebindIcEE")
!142 = !{}
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<char>", scope: !21, file: !22, line: 450, baseType: !32)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "_M_p", scope: !135, file: !6, line: 207, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !7, file: !6, line: 130, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !17, file: !16, line: 57, baseType: !27)
!147 = !DISubprogram(name: "_Alloc_hider", scope: !135, file: !6, line: 199, type: !148, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150, !145, !91}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DISubprogram(name: "_Alloc_hider", scope: !135, file: !6, line: 203, type: !152, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !150, !145, !154}
!154 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !32, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_M_string_length", scope: !7, file: !6, line: 211, baseType: !14, size: 64, offset: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, scope: !7, file: !6, line: 215, baseType: !157, size: 128, offset: 128)
!157 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !7, file: !6, line: 215, size: 128, flags: DIFlagExportSymbols | DIFlagTypePassByValue, elements: !158, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEUt0_E")
!158 = !{!159, !163}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_M_local_buf", scope: !157, file: !6, line: 217, baseType: !160, size: 128)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 16)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "_M_allocated_capacity", scope: !157, file: !6, line: 218, baseType: !14, size: 64)
!164 = !DISubprogram(name: "_M_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc", scope: !7, file: !6, line: 223, type: !165, scopeLine: 223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !145}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !7, file: !6, line: 228, type: !169, scopeLine: 228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !167, !14}
!171 = !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !7, file: !6, line: 233, type: !172, scopeLine: 233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{!145, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!176 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 238, type: !177, scopeLine: 238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!145, !167}
!179 = !DISubprogram(name: "_M_local_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 249, type: !180, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!182, !174}
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !7, file: !6, line: 131, baseType: !183)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !17, file: !16, line: 58, baseType: !184)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !21, file: !22, line: 423, baseType: !62)
!185 = !DISubprogram(name: "_M_capacity", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm", scope: !7, file: !6, line: 260, type: !169, scopeLine: 260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !7, file: !6, line: 265, type: !169, scopeLine: 265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !7, file: !6, line: 273, type: !188, scopeLine: 273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!128, !174}
!190 = !DISubprogram(name: "_M_create", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm", scope: !7, file: !6, line: 279, type: !191, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{!145, !167, !193, !14}
!193 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!194 = !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !7, file: !6, line: 283, type: !195, scopeLine: 283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !167}
!197 = !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !7, file: !6, line: 291, type: !169, scopeLine: 291, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubprogram(name: "_M_construct", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc", scope: !7, file: !6, line: 335, type: !199, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !167, !14, !29}
!201 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !7, file: !6, line: 339, type: !202, scopeLine: 339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!204, !167}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !138, size: 64)
!205 = !DISubprogram(name: "_M_get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16_M_get_allocatorEv", scope: !7, file: !6, line: 344, type: !206, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{!208, !174}
!208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!210 = !DISubprogram(name: "_M_use_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17_M_use_local_dataEv", scope: !7, file: !6, line: 351, type: !177, scopeLine: 351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubprogram(name: "_M_check", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_checkEmPKc", scope: !7, file: !6, line: 379, type: !212, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{!14, !174, !14, !62}
!214 = !DISubprogram(name: "_M_check_length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE15_M_check_lengthEmmPKc", scope: !7, file: !6, line: 390, type: !215, scopeLine: 390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !174, !14, !14, !62}
!217 = !DISubprogram(name: "_M_limit", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_limitEmm", scope: !7, file: !6, line: 400, type: !218, scopeLine: 400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{!14, !174, !14, !14}
!220 = !DISubprogram(name: "_M_disjunct", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_disjunctEPKc", scope: !7, file: !6, line: 408, type: !221, scopeLine: 408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{!128, !174, !62}
!223 = !DISubprogram(name: "_S_copy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_copyEPcPKcm", scope: !7, file: !6, line: 418, type: !224, scopeLine: 418, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !28, !62, !14}
!226 = !DISubprogram(name: "_S_move", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_S_moveEPcPKcm", scope: !7, file: !6, line: 428, type: !224, scopeLine: 428, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!227 = !DISubprogram(name: "_S_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_S_assignEPcmc", scope: !7, file: !6, line: 438, type: !228, scopeLine: 438, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !28, !14, !29}
!230 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIS5_S4_EES8_", scope: !7, file: !6, line: 459, type: !231, scopeLine: 459, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !28, !233, !233}
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !7, file: !6, line: 132, baseType: !234)
!234 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !18, file: !235, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!235 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!236 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcN9__gnu_cxx17__normal_iteratorIPKcS4_EESA_", scope: !7, file: !6, line: 464, type: !237, scopeLine: 464, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !28, !239, !239}
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !7, file: !6, line: 134, baseType: !240)
!240 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > >", scope: !18, file: !235, line: 1043, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEE")
!241 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcS5_S5_", scope: !7, file: !6, line: 470, type: !242, scopeLine: 470, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !28, !28, !28}
!244 = !DISubprogram(name: "_S_copy_chars", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_", scope: !7, file: !6, line: 475, type: !245, scopeLine: 475, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !28, !62, !62}
!247 = !DISubprogram(name: "_S_compare", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_S_compareEmm", scope: !7, file: !6, line: 481, type: !248, scopeLine: 481, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !14, !14}
!250 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!251 = !DISubprogram(name: "_M_assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_assignERKS4_", scope: !7, file: !6, line: 495, type: !252, scopeLine: 495, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{null, !167, !254}
!254 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !175, size: 64)
!255 = !DISubprogram(name: "_M_mutate", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_mutateEmmPKcm", scope: !7, file: !6, line: 499, type: !256, scopeLine: 499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{null, !167, !14, !14, !62, !14}
!258 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8_M_eraseEmm", scope: !7, file: !6, line: 504, type: !259, scopeLine: 504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !167, !14, !14}
!261 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 515, type: !195, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 528, type: !263, scopeLine: 528, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !167, !91}
!265 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 540, type: !252, scopeLine: 540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 557, type: !267, scopeLine: 557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !167, !254, !14, !91}
!269 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 574, type: !270, scopeLine: 574, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !167, !254, !14, !14}
!272 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 592, type: !273, scopeLine: 592, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{null, !167, !254, !14, !14, !91}
!275 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 612, type: !276, scopeLine: 612, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{null, !167, !62, !14, !91}
!278 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 634, type: !279, scopeLine: 634, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !167, !62, !91}
!281 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 657, type: !282, scopeLine: 657, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !167, !14, !29, !91}
!284 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 670, type: !285, scopeLine: 670, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !167, !287}
!287 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !7, size: 64)
!288 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 698, type: !289, scopeLine: 698, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !167, !291, !91}
!291 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<char>", scope: !10, file: !292, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIcE")
!292 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!293 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 703, type: !294, scopeLine: 703, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !167, !254, !91}
!296 = !DISubprogram(name: "basic_string", scope: !7, file: !6, line: 708, type: !297, scopeLine: 708, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !167, !287, !91}
!299 = !DISubprogram(name: "~basic_string", scope: !7, file: !6, line: 794, type: !195, scopeLine: 794, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSERKS4_", scope: !7, file: !6, line: 803, type: !301, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{!303, !167, !254}
!303 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!304 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEPKc", scope: !7, file: !6, line: 814, type: !305, scopeLine: 814, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{!303, !167, !62}
!307 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEc", scope: !7, file: !6, line: 826, type: !308, scopeLine: 826, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!303, !167, !29}
!310 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSEOS4_", scope: !7, file: !6, line: 844, type: !311, scopeLine: 844, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{!303, !167, !287}
!313 = !DISubprogram(name: "operator=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSESt16initializer_listIcE", scope: !7, file: !6, line: 913, type: !314, scopeLine: 913, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!303, !167, !291}
!316 = !DISubprogram(name: "begin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !7, file: !6, line: 947, type: !317, scopeLine: 947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubroutineType(types: !318)
!318 = !{!233, !167}
!319 = !DISubprogram(name: "begin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5beginEv", scope: !7, file: !6, line: 956, type: !320, scopeLine: 956, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{!239, !174}
!322 = !DISubprogram(name: "end", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !7, file: !6, line: 965, type: !317, scopeLine: 965, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubprogram(name: "end", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE3endEv", scope: !7, file: !6, line: 974, type: !320, scopeLine: 974, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !7, file: !6, line: 984, type: !325, scopeLine: 984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{!327, !167}
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !7, file: !6, line: 136, baseType: !328)
!328 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !10, file: !235, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!329 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6rbeginEv", scope: !7, file: !6, line: 994, type: !330, scopeLine: 994, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!330 = !DISubroutineType(types: !331)
!331 = !{!332, !174}
!332 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !7, file: !6, line: 135, baseType: !333)
!333 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const char *, std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> > > >", scope: !10, file: !235, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKcNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEEE")
!334 = !DISubprogram(name: "rend", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !7, file: !6, line: 1004, type: !325, scopeLine: 1004, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubprogram(name: "rend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4rendEv", scope: !7, file: !6, line: 1014, type: !330, scopeLine: 1014, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6cbeginEv", scope: !7, file: !6, line: 1024, type: !320, scopeLine: 1024, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubprogram(name: "cend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4cendEv", scope: !7, file: !6, line: 1033, type: !320, scopeLine: 1033, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7crbeginEv", scope: !7, file: !6, line: 1043, type: !330, scopeLine: 1043, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubprogram(name: "crend", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5crendEv", scope: !7, file: !6, line: 1053, type: !330, scopeLine: 1053, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubprogram(name: "size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv", scope: !7, file: !6, line: 1063, type: !341, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{!14, !174}
!343 = !DISubprogram(name: "length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6lengthEv", scope: !7, file: !6, line: 1070, type: !341, scopeLine: 1070, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8max_sizeEv", scope: !7, file: !6, line: 1076, type: !341, scopeLine: 1076, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEmc", scope: !7, file: !6, line: 1091, type: !199, scopeLine: 1091, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DISubprogram(name: "resize", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6resizeEm", scope: !7, file: !6, line: 1105, type: !169, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13shrink_to_fitEv", scope: !7, file: !6, line: 1114, type: !195, scopeLine: 1114, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8capacityEv", scope: !7, file: !6, line: 1132, type: !341, scopeLine: 1132, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm", scope: !7, file: !6, line: 1157, type: !169, scopeLine: 1157, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubprogram(name: "reserve", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEv", scope: !7, file: !6, line: 1167, type: !195, scopeLine: 1167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubprogram(name: "clear", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5clearEv", scope: !7, file: !6, line: 1174, type: !195, scopeLine: 1174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DISubprogram(name: "empty", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5emptyEv", scope: !7, file: !6, line: 1183, type: !188, scopeLine: 1183, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1199, type: !354, scopeLine: 1199, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!356, !174, !14}
!356 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !7, file: !6, line: 129, baseType: !357)
!357 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !17, file: !16, line: 63, baseType: !358)
!358 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !360)
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !17, file: !16, line: 56, baseType: !361)
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !21, file: !22, line: 417, baseType: !29)
!362 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1217, type: !363, scopeLine: 1217, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubroutineType(types: !364)
!364 = !{!365, !167, !14}
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !7, file: !6, line: 128, baseType: !366)
!366 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !17, file: !16, line: 62, baseType: !367)
!367 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !360, size: 64)
!368 = !DISubprogram(name: "at", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !7, file: !6, line: 1239, type: !354, scopeLine: 1239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubprogram(name: "at", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE2atEm", scope: !7, file: !6, line: 1261, type: !363, scopeLine: 1261, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubprogram(name: "front", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !7, file: !6, line: 1278, type: !371, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DISubroutineType(types: !372)
!372 = !{!365, !167}
!373 = !DISubprogram(name: "front", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5frontEv", scope: !7, file: !6, line: 1290, type: !374, scopeLine: 1290, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!356, !174}
!376 = !DISubprogram(name: "back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !7, file: !6, line: 1302, type: !371, scopeLine: 1302, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubprogram(name: "back", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4backEv", scope: !7, file: !6, line: 1314, type: !374, scopeLine: 1314, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_", scope: !7, file: !6, line: 1329, type: !301, scopeLine: 1329, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEPKc", scope: !7, file: !6, line: 1339, type: !305, scopeLine: 1339, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc", scope: !7, file: !6, line: 1349, type: !308, scopeLine: 1349, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLESt16initializer_listIcE", scope: !7, file: !6, line: 1363, type: !314, scopeLine: 1363, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_", scope: !7, file: !6, line: 1387, type: !301, scopeLine: 1387, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_mm", scope: !7, file: !6, line: 1405, type: !384, scopeLine: 1405, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!303, !167, !254, !14, !14}
!386 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKcm", scope: !7, file: !6, line: 1418, type: !387, scopeLine: 1418, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{!303, !167, !62, !14}
!389 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKc", scope: !7, file: !6, line: 1432, type: !305, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEmc", scope: !7, file: !6, line: 1450, type: !391, scopeLine: 1450, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!303, !167, !14, !29}
!393 = !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendESt16initializer_listIcE", scope: !7, file: !6, line: 1461, type: !314, scopeLine: 1461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubprogram(name: "push_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9push_backEc", scope: !7, file: !6, line: 1524, type: !395, scopeLine: 1524, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !167, !29}
!397 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_", scope: !7, file: !6, line: 1540, type: !301, scopeLine: 1540, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEOS4_", scope: !7, file: !6, line: 1586, type: !311, scopeLine: 1586, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignERKS4_mm", scope: !7, file: !6, line: 1610, type: !384, scopeLine: 1610, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKcm", scope: !7, file: !6, line: 1627, type: !387, scopeLine: 1627, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEPKc", scope: !7, file: !6, line: 1644, type: !305, scopeLine: 1644, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignEmc", scope: !7, file: !6, line: 1662, type: !391, scopeLine: 1662, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubprogram(name: "assign", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6assignESt16initializer_listIcE", scope: !7, file: !6, line: 1692, type: !314, scopeLine: 1692, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEmc", scope: !7, file: !6, line: 1749, type: !405, scopeLine: 1749, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!233, !167, !239, !14, !29}
!407 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EESt16initializer_listIcE", scope: !7, file: !6, line: 1829, type: !408, scopeLine: 1829, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!233, !167, !239, !291}
!410 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_", scope: !7, file: !6, line: 1857, type: !411, scopeLine: 1857, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!303, !167, !14, !254}
!413 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmRKS4_mm", scope: !7, file: !6, line: 1881, type: !414, scopeLine: 1881, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!303, !167, !14, !254, !14, !14}
!416 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKcm", scope: !7, file: !6, line: 1905, type: !417, scopeLine: 1905, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubroutineType(types: !418)
!418 = !{!303, !167, !14, !62, !14}
!419 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmPKc", scope: !7, file: !6, line: 1925, type: !420, scopeLine: 1925, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!303, !167, !14, !62}
!422 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEmmc", scope: !7, file: !6, line: 1950, type: !423, scopeLine: 1950, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!303, !167, !14, !14, !29}
!425 = !DISubprogram(name: "insert", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6insertEN9__gnu_cxx17__normal_iteratorIPKcS4_EEc", scope: !7, file: !6, line: 1969, type: !426, scopeLine: 1969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!233, !167, !428, !29}
!428 = !DIDerivedType(tag: DW_TAG_typedef, name: "__const_iterator", scope: !7, file: !6, line: 146, baseType: !239)
!429 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEmm", scope: !7, file: !6, line: 2032, type: !430, scopeLine: 2032, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{!303, !167, !14, !14}
!432 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EE", scope: !7, file: !6, line: 2052, type: !433, scopeLine: 2052, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !434)
!434 = !{!233, !167, !428}
!435 = !DISubprogram(name: "erase", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5eraseEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_", scope: !7, file: !6, line: 2072, type: !436, scopeLine: 2072, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubroutineType(types: !437)
!437 = !{!233, !167, !428, !428}
!438 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8pop_backEv", scope: !7, file: !6, line: 2092, type: !195, scopeLine: 2092, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_", scope: !7, file: !6, line: 2118, type: !440, scopeLine: 2118, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!303, !167, !14, !14, !254}
!442 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmRKS4_mm", scope: !7, file: !6, line: 2141, type: !443, scopeLine: 2141, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!303, !167, !14, !14, !254, !14, !14}
!445 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKcm", scope: !7, file: !6, line: 2167, type: !446, scopeLine: 2167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{!303, !167, !14, !14, !62, !14}
!448 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmPKc", scope: !7, file: !6, line: 2193, type: !449, scopeLine: 2193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubroutineType(types: !450)
!450 = !{!303, !167, !14, !14, !62}
!451 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEmmmc", scope: !7, file: !6, line: 2218, type: !452, scopeLine: 2218, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!303, !167, !14, !14, !14, !29}
!454 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_RKS4_", scope: !7, file: !6, line: 2237, type: !455, scopeLine: 2237, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!303, !167, !428, !428, !254}
!457 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_m", scope: !7, file: !6, line: 2258, type: !458, scopeLine: 2258, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!303, !167, !428, !428, !62, !14}
!460 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_", scope: !7, file: !6, line: 2281, type: !461, scopeLine: 2281, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{!303, !167, !428, !428, !62}
!463 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_mc", scope: !7, file: !6, line: 2303, type: !464, scopeLine: 2303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!303, !167, !428, !428, !14, !29}
!466 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_PcSA_", scope: !7, file: !6, line: 2362, type: !467, scopeLine: 2362, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{!303, !167, !428, !428, !28, !28}
!469 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S8_S8_", scope: !7, file: !6, line: 2374, type: !470, scopeLine: 2374, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{!303, !167, !428, !428, !62, !62}
!472 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_NS6_IPcS4_EESB_", scope: !7, file: !6, line: 2386, type: !473, scopeLine: 2386, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubroutineType(types: !474)
!474 = !{!303, !167, !428, !428, !233, !233}
!475 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_S9_S9_", scope: !7, file: !6, line: 2398, type: !476, scopeLine: 2398, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!303, !167, !428, !428, !239, !239}
!478 = !DISubprogram(name: "replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7replaceEN9__gnu_cxx17__normal_iteratorIPKcS4_EES9_St16initializer_listIcE", scope: !7, file: !6, line: 2424, type: !479, scopeLine: 2424, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{!303, !167, !239, !239, !291}
!481 = !DISubprogram(name: "_M_replace_aux", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE14_M_replace_auxEmmmc", scope: !7, file: !6, line: 2504, type: !452, scopeLine: 2504, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubprogram(name: "_M_replace", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm", scope: !7, file: !6, line: 2509, type: !483, scopeLine: 2509, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubroutineType(types: !484)
!484 = !{!303, !167, !14, !14, !62, !13}
!485 = !DISubprogram(name: "_M_append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm", scope: !7, file: !6, line: 2514, type: !387, scopeLine: 2514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubprogram(name: "copy", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4copyEPcmm", scope: !7, file: !6, line: 2532, type: !487, scopeLine: 2532, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubroutineType(types: !488)
!488 = !{!14, !174, !28, !14, !14}
!489 = !DISubprogram(name: "swap", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4swapERS4_", scope: !7, file: !6, line: 2543, type: !490, scopeLine: 2543, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !167, !303}
!492 = !DISubprogram(name: "c_str", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv", scope: !7, file: !6, line: 2554, type: !493, scopeLine: 2554, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!62, !174}
!495 = !DISubprogram(name: "data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4dataEv", scope: !7, file: !6, line: 2567, type: !493, scopeLine: 2567, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13get_allocatorEv", scope: !7, file: !6, line: 2588, type: !497, scopeLine: 2588, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{!138, !174}
!499 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcmm", scope: !7, file: !6, line: 2605, type: !500, scopeLine: 2605, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!14, !174, !62, !14, !14}
!502 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findERKS4_m", scope: !7, file: !6, line: 2620, type: !503, scopeLine: 2620, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{!14, !174, !254, !14}
!505 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEPKcm", scope: !7, file: !6, line: 2654, type: !506, scopeLine: 2654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!14, !174, !62, !14}
!508 = !DISubprogram(name: "find", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEcm", scope: !7, file: !6, line: 2672, type: !509, scopeLine: 2672, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{!14, !174, !29, !14}
!511 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindERKS4_m", scope: !7, file: !6, line: 2686, type: !503, scopeLine: 2686, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcmm", scope: !7, file: !6, line: 2722, type: !500, scopeLine: 2722, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcm", scope: !7, file: !6, line: 2737, type: !506, scopeLine: 2737, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DISubprogram(name: "rfind", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEcm", scope: !7, file: !6, line: 2755, type: !509, scopeLine: 2755, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofERKS4_m", scope: !7, file: !6, line: 2770, type: !503, scopeLine: 2770, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcmm", scope: !7, file: !6, line: 2807, type: !500, scopeLine: 2807, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEPKcm", scope: !7, file: !6, line: 2822, type: !506, scopeLine: 2822, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DISubprogram(name: "find_first_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13find_first_ofEcm", scope: !7, file: !6, line: 2843, type: !509, scopeLine: 2843, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofERKS4_m", scope: !7, file: !6, line: 2859, type: !503, scopeLine: 2859, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcmm", scope: !7, file: !6, line: 2896, type: !500, scopeLine: 2896, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEPKcm", scope: !7, file: !6, line: 2911, type: !506, scopeLine: 2911, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubprogram(name: "find_last_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12find_last_ofEcm", scope: !7, file: !6, line: 2932, type: !509, scopeLine: 2932, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofERKS4_m", scope: !7, file: !6, line: 2947, type: !503, scopeLine: 2947, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcmm", scope: !7, file: !6, line: 2984, type: !500, scopeLine: 2984, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEPKcm", scope: !7, file: !6, line: 2999, type: !506, scopeLine: 2999, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubprogram(name: "find_first_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE17find_first_not_ofEcm", scope: !7, file: !6, line: 3018, type: !509, scopeLine: 3018, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofERKS4_m", scope: !7, file: !6, line: 3034, type: !503, scopeLine: 3034, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcmm", scope: !7, file: !6, line: 3071, type: !500, scopeLine: 3071, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEPKcm", scope: !7, file: !6, line: 3086, type: !506, scopeLine: 3086, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubprogram(name: "find_last_not_of", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE16find_last_not_ofEcm", scope: !7, file: !6, line: 3105, type: !509, scopeLine: 3105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!531 = !DISubprogram(name: "substr", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm", scope: !7, file: !6, line: 3122, type: !532, scopeLine: 3122, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!7, !174, !14, !14}
!534 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareERKS4_", scope: !7, file: !6, line: 3142, type: !535, scopeLine: 3142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubroutineType(types: !536)
!536 = !{!250, !174, !254}
!537 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_", scope: !7, file: !6, line: 3239, type: !538, scopeLine: 3239, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubroutineType(types: !539)
!539 = !{!250, !174, !14, !14, !254}
!540 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmRKS4_mm", scope: !7, file: !6, line: 3266, type: !541, scopeLine: 3266, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubroutineType(types: !542)
!542 = !{!250, !174, !14, !14, !254, !14, !14}
!543 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEPKc", scope: !7, file: !6, line: 3285, type: !544, scopeLine: 3285, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!544 = !DISubroutineType(types: !545)
!545 = !{!250, !174, !62}
!546 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKc", scope: !7, file: !6, line: 3310, type: !547, scopeLine: 3310, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DISubroutineType(types: !548)
!548 = !{!250, !174, !14, !14, !62}
!549 = !DISubprogram(name: "compare", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7compareEmmPKcm", scope: !7, file: !6, line: 3338, type: !550, scopeLine: 3338, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubroutineType(types: !551)
!551 = !{!250, !174, !14, !14, !62, !14}
!552 = !{!553, !554, !118}
!553 = !DITemplateTypeParameter(name: "_CharT", type: !29)
!554 = !DITemplateTypeParameter(name: "_Traits", type: !555)
!555 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "char_traits<char>", scope: !10, file: !556, line: 335, size: 8, flags: DIFlagTypePassByValue, elements: !557, templateParams: !605, identifier: "_ZTSSt11char_traitsIcE")
!556 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/char_traits.h", directory: ".")
!557 = !{!558, !565, !568, !569, !573, !576, !579, !583, !584, !587, !593, !596, !599, !602}
!558 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !555, file: !556, line: 347, type: !559, scopeLine: 347, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!559 = !DISubroutineType(types: !560)
!560 = !{null, !561, !563}
!561 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !562, size: 64)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "char_type", scope: !555, file: !556, line: 337, baseType: !29)
!563 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !564, size: 64)
!564 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !562)
!565 = !DISubprogram(name: "eq", linkageName: "_ZNSt11char_traitsIcE2eqERKcS2_", scope: !555, file: !556, line: 358, type: !566, scopeLine: 358, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!566 = !DISubroutineType(types: !567)
!567 = !{!128, !563, !563}
!568 = !DISubprogram(name: "lt", linkageName: "_ZNSt11char_traitsIcE2ltERKcS2_", scope: !555, file: !556, line: 362, type: !566, scopeLine: 362, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!569 = !DISubprogram(name: "compare", linkageName: "_ZNSt11char_traitsIcE7compareEPKcS2_m", scope: !555, file: !556, line: 370, type: !570, scopeLine: 370, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!570 = !DISubroutineType(types: !571)
!571 = !{!250, !572, !572, !70}
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !564, size: 64)
!573 = !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !555, file: !556, line: 389, type: !574, scopeLine: 389, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!574 = !DISubroutineType(types: !575)
!575 = !{!70, !572}
!576 = !DISubprogram(name: "find", linkageName: "_ZNSt11char_traitsIcE4findEPKcmRS1_", scope: !555, file: !556, line: 399, type: !577, scopeLine: 399, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!577 = !DISubroutineType(types: !578)
!578 = !{!572, !572, !70, !563}
!579 = !DISubprogram(name: "move", linkageName: "_ZNSt11char_traitsIcE4moveEPcPKcm", scope: !555, file: !556, line: 411, type: !580, scopeLine: 411, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!580 = !DISubroutineType(types: !581)
!581 = !{!582, !582, !572, !70}
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64)
!583 = !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !555, file: !556, line: 423, type: !580, scopeLine: 423, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!584 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignEPcmc", scope: !555, file: !556, line: 435, type: !585, scopeLine: 435, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!585 = !DISubroutineType(types: !586)
!586 = !{!582, !582, !70, !562}
!587 = !DISubprogram(name: "to_char_type", linkageName: "_ZNSt11char_traitsIcE12to_char_typeERKi", scope: !555, file: !556, line: 447, type: !588, scopeLine: 447, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!588 = !DISubroutineType(types: !589)
!589 = !{!562, !590}
!590 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !591, size: 64)
!591 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !592)
!592 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_type", scope: !555, file: !556, line: 338, baseType: !250)
!593 = !DISubprogram(name: "to_int_type", linkageName: "_ZNSt11char_traitsIcE11to_int_typeERKc", scope: !555, file: !556, line: 453, type: !594, scopeLine: 453, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!594 = !DISubroutineType(types: !595)
!595 = !{!592, !563}
!596 = !DISubprogram(name: "eq_int_type", linkageName: "_ZNSt11char_traitsIcE11eq_int_typeERKiS2_", scope: !555, file: !556, line: 457, type: !597, scopeLine: 457, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!597 = !DISubroutineType(types: !598)
!598 = !{!128, !590, !590}
!599 = !DISubprogram(name: "eof", linkageName: "_ZNSt11char_traitsIcE3eofEv", scope: !555, file: !556, line: 461, type: !600, scopeLine: 461, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!600 = !DISubroutineType(types: !601)
!601 = !{!592}
!602 = !DISubprogram(name: "not_eof", linkageName: "_ZNSt11char_traitsIcE7not_eofERKi", scope: !555, file: !556, line: 465, type: !603, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{!592, !590}
!605 = !{!553}
!606 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!607 = !{!608}
!608 = !DIEnumerator(name: "_S_local_capacity", value: 15, isUnsigned: true)
!609 = !{!610, !606, !14, !70, !250, !637, !32, !38, !7, !135, !638}
!610 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Parser", file: !3, line: 15, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !611, identifier: "_ZTS6Parser")
!611 = !{!612, !617, !620, !625, !630, !631, !632, !635, !636}
!612 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !610, file: !3, line: 16, baseType: !613, size: 64)
!613 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !614, size: 64)
!614 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !615)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "string", scope: !10, file: !616, line: 77, baseType: !7)
!616 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stringfwd.h", directory: ".")
!617 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !610, file: !3, line: 17, baseType: !618, size: 64, offset: 64)
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !619, line: 46, baseType: !72)
!619 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!620 = !DISubprogram(name: "peek", linkageName: "_ZNK6Parser4peekEv", scope: !610, file: !3, line: 19, type: !621, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{!29, !623}
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !624, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !610)
!625 = !DISubprogram(name: "number", linkageName: "_ZN6Parser6numberEv", scope: !610, file: !3, line: 21, type: !626, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DISubroutineType(types: !627)
!627 = !{!628, !629}
!628 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !610, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!630 = !DISubprogram(name: "factor", linkageName: "_ZN6Parser6factorEv", scope: !610, file: !3, line: 31, type: !626, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubprogram(name: "term", linkageName: "_ZN6Parser4termEv", scope: !610, file: !3, line: 48, type: !626, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubprogram(name: "Parser", scope: !610, file: !3, line: 72, type: !633, scopeLine: 72, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubroutineType(types: !634)
!634 = !{null, !629, !613}
!635 = !DISubprogram(name: "expr", linkageName: "_ZN6Parser4exprEv", scope: !610, file: !3, line: 74, type: !626, scopeLine: 74, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!636 = !DISubprogram(name: "parse", linkageName: "_ZN6Parser5parseEv", scope: !610, file: !3, line: 85, type: !626, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!638 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "ParseError", file: !3, line: 9, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !639, vtableHolder: !648, identifier: "_ZTS10ParseError")
!639 = !{!640, !643, !644}
!640 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !638, baseType: !641, flags: DIFlagPublic, extraData: i32 0)
!641 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !10, file: !642, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!642 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: ".")
!643 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !638, file: !3, line: 11, baseType: !250, size: 32, offset: 128, flags: DIFlagPublic)
!644 = !DISubprogram(name: "ParseError", scope: !638, file: !3, line: 12, type: !645, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DISubroutineType(types: !646)
!646 = !{null, !647, !62, !250}
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !638, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !10, file: !649, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!649 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: ".")
!650 = !{!0, !651}
!651 = !DIGlobalVariableExpression(var: !652, expr: !DIExpression())
!652 = distinct !DIGlobalVariable(name: "__digits", scope: !653, file: !654, line: 77, type: !671, isLocal: false, isDefinition: true)
!653 = distinct !DISubprogram(name: "__to_chars_10_impl<unsigned int>", linkageName: "_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_", scope: !655, file: !654, line: 72, type: !656, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !669, retainedNodes: !658)
!654 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/charconv.h", directory: ".")
!655 = !DINamespace(name: "__detail", scope: !10)
!656 = !DISubroutineType(types: !657)
!657 = !{null, !28, !606, !606}
!658 = !{!659, !660, !661, !662, !663, !666}
!659 = !DILocalVariable(name: "__first", arg: 1, scope: !653, file: !654, line: 72, type: !28)
!660 = !DILocalVariable(name: "__len", arg: 2, scope: !653, file: !654, line: 72, type: !606)
!661 = !DILocalVariable(name: "__val", arg: 3, scope: !653, file: !654, line: 72, type: !606)
!662 = !DILocalVariable(name: "__pos", scope: !653, file: !654, line: 83, type: !606)
!663 = !DILocalVariable(name: "__num", scope: !664, file: !654, line: 86, type: !665)
!664 = distinct !DILexicalBlock(scope: !653, file: !654, line: 85, column: 2)
!665 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !606)
!666 = !DILocalVariable(name: "__num", scope: !667, file: !654, line: 94, type: !665)
!667 = distinct !DILexicalBlock(scope: !668, file: !654, line: 93, column: 2)
!668 = distinct !DILexicalBlock(scope: !653, file: !654, line: 92, column: 11)
!669 = !{!670}
!670 = !DITemplateTypeParameter(name: "_Tp", type: !606)
!671 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !672)
!672 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1608, elements: !673)
!673 = !{!674}
!674 = !DISubrange(count: 201)
!675 = !{!676, !733, !739, !744, !748, !750, !752, !754, !756, !763, !768, !773, !777, !781, !785, !790, !794, !796, !800, !806, !810, !815, !817, !822, !826, !830, !832, !836, !840, !842, !846, !848, !850, !854, !858, !862, !866, !870, !874, !876, !888, !892, !896, !900, !902, !904, !908, !912, !913, !914, !915, !916, !917, !921, !925, !931, !935, !940, !942, !948, !952, !956, !965, !969, !973, !977, !981, !985, !989, !993, !997, !1001, !1008, !1012, !1016, !1018, !1020, !1024, !1028, !1033, !1037, !1041, !1043, !1050, !1054, !1061, !1063, !1067, !1071, !1075, !1079, !1084, !1089, !1094, !1095, !1096, !1097, !1099, !1100, !1101, !1102, !1103, !1104, !1105, !1109, !1113, !1130, !1133, !1138, !1145, !1150, !1154, !1158, !1162, !1166, !1168, !1170, !1174, !1180, !1184, !1190, !1196, !1198, !1202, !1206, !1210, !1214, !1218, !1220, !1224, !1228, !1232, !1234, !1238, !1242, !1246, !1248, !1250, !1254, !1262, !1266, !1270, !1274, !1276, !1282, !1284, !1290, !1294, !1298, !1302, !1306, !1310, !1314, !1316, !1318, !1322, !1326, !1330, !1332, !1336, !1340, !1342, !1344, !1348, !1352, !1356, !1360, !1361, !1362, !1363, !1364, !1365, !1366, !1367, !1368, !1369, !1370, !1375, !1379, !1382, !1385, !1388, !1390, !1392, !1394, !1397, !1400, !1403, !1406, !1409, !1411, !1416, !1419, !1422, !1425, !1427, !1429, !1431, !1433, !1436, !1439, !1442, !1445, !1448, !1450, !1454, !1458, !1463, !1467, !1469, !1471, !1473, !1475, !1477, !1479, !1481, !1483, !1485, !1487, !1489, !1491, !1493}
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !677, file: !732, line: 98)
!677 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !678, line: 7, baseType: !679)
!678 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!679 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !680, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !681, identifier: "_ZTS8_IO_FILE")
!680 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!681 = !{!682, !683, !684, !685, !686, !687, !688, !689, !690, !691, !692, !693, !694, !697, !699, !700, !701, !704, !706, !708, !712, !715, !717, !720, !723, !724, !726, !727, !728}
!682 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !679, file: !680, line: 51, baseType: !250, size: 32)
!683 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !679, file: !680, line: 54, baseType: !28, size: 64, offset: 64)
!684 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !679, file: !680, line: 55, baseType: !28, size: 64, offset: 128)
!685 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !679, file: !680, line: 56, baseType: !28, size: 64, offset: 192)
!686 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !679, file: !680, line: 57, baseType: !28, size: 64, offset: 256)
!687 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !679, file: !680, line: 58, baseType: !28, size: 64, offset: 320)
!688 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !679, file: !680, line: 59, baseType: !28, size: 64, offset: 384)
!689 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !679, file: !680, line: 60, baseType: !28, size: 64, offset: 448)
!690 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !679, file: !680, line: 61, baseType: !28, size: 64, offset: 512)
!691 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !679, file: !680, line: 64, baseType: !28, size: 64, offset: 576)
!692 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !679, file: !680, line: 65, baseType: !28, size: 64, offset: 640)
!693 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !679, file: !680, line: 66, baseType: !28, size: 64, offset: 704)
!694 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !679, file: !680, line: 68, baseType: !695, size: 64, offset: 768)
!695 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !696, size: 64)
!696 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !680, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!697 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !679, file: !680, line: 70, baseType: !698, size: 64, offset: 832)
!698 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !679, size: 64)
!699 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !679, file: !680, line: 72, baseType: !250, size: 32, offset: 896)
!700 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !679, file: !680, line: 73, baseType: !250, size: 32, offset: 928)
!701 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !679, file: !680, line: 74, baseType: !702, size: 64, offset: 960)
!702 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !703, line: 152, baseType: !628)
!703 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!704 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !679, file: !680, line: 77, baseType: !705, size: 16, offset: 1024)
!705 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!706 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !679, file: !680, line: 78, baseType: !707, size: 8, offset: 1040)
!707 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!708 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !679, file: !680, line: 79, baseType: !709, size: 8, offset: 1048)
!709 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 8, elements: !710)
!710 = !{!711}
!711 = !DISubrange(count: 1)
!712 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !679, file: !680, line: 81, baseType: !713, size: 64, offset: 1088)
!713 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !714, size: 64)
!714 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !680, line: 43, baseType: null)
!715 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !679, file: !680, line: 89, baseType: !716, size: 64, offset: 1152)
!716 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !703, line: 153, baseType: !628)
!717 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !679, file: !680, line: 91, baseType: !718, size: 64, offset: 1216)
!718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !719, size: 64)
!719 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !680, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!720 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !679, file: !680, line: 92, baseType: !721, size: 64, offset: 1280)
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !722, size: 64)
!722 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !680, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!723 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !679, file: !680, line: 93, baseType: !698, size: 64, offset: 1344)
!724 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !679, file: !680, line: 94, baseType: !725, size: 64, offset: 1408)
!725 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!726 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !679, file: !680, line: 95, baseType: !618, size: 64, offset: 1472)
!727 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !679, file: !680, line: 96, baseType: !250, size: 32, offset: 1536)
!728 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !679, file: !680, line: 98, baseType: !729, size: 160, offset: 1568)
!729 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 160, elements: !730)
!730 = !{!731}
!731 = !DISubrange(count: 20)
!732 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !734, file: !732, line: 99)
!734 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !735, line: 84, baseType: !736)
!735 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!736 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !737, line: 14, baseType: !738)
!737 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!738 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !737, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !740, file: !732, line: 101)
!740 = !DISubprogram(name: "clearerr", scope: !735, file: !735, line: 786, type: !741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubroutineType(types: !742)
!742 = !{null, !743}
!743 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !677, size: 64)
!744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !745, file: !732, line: 102)
!745 = !DISubprogram(name: "fclose", scope: !735, file: !735, line: 178, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DISubroutineType(types: !747)
!747 = !{!250, !743}
!748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !749, file: !732, line: 103)
!749 = !DISubprogram(name: "feof", scope: !735, file: !735, line: 788, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !751, file: !732, line: 104)
!751 = !DISubprogram(name: "ferror", scope: !735, file: !735, line: 790, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !753, file: !732, line: 105)
!753 = !DISubprogram(name: "fflush", scope: !735, file: !735, line: 230, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !755, file: !732, line: 106)
!755 = !DISubprogram(name: "fgetc", scope: !735, file: !735, line: 513, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !757, file: !732, line: 107)
!757 = !DISubprogram(name: "fgetpos", scope: !735, file: !735, line: 760, type: !758, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!758 = !DISubroutineType(types: !759)
!759 = !{!250, !760, !761}
!760 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !743)
!761 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !762)
!762 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !734, size: 64)
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !764, file: !732, line: 108)
!764 = !DISubprogram(name: "fgets", scope: !735, file: !735, line: 592, type: !765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!28, !767, !250, !760}
!767 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!768 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !769, file: !732, line: 109)
!769 = !DISubprogram(name: "fopen", scope: !735, file: !735, line: 258, type: !770, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!770 = !DISubroutineType(types: !771)
!771 = !{!743, !772, !772}
!772 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!773 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !774, file: !732, line: 110)
!774 = !DISubprogram(name: "fprintf", scope: !735, file: !735, line: 350, type: !775, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!775 = !DISubroutineType(types: !776)
!776 = !{!250, !760, !772, null}
!777 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !778, file: !732, line: 111)
!778 = !DISubprogram(name: "fputc", scope: !735, file: !735, line: 549, type: !779, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!779 = !DISubroutineType(types: !780)
!780 = !{!250, !250, !743}
!781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !782, file: !732, line: 112)
!782 = !DISubprogram(name: "fputs", scope: !735, file: !735, line: 655, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!783 = !DISubroutineType(types: !784)
!784 = !{!250, !772, !760}
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !786, file: !732, line: 113)
!786 = !DISubprogram(name: "fread", scope: !735, file: !735, line: 675, type: !787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DISubroutineType(types: !788)
!788 = !{!618, !789, !618, !618, !760}
!789 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !725)
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !791, file: !732, line: 114)
!791 = !DISubprogram(name: "freopen", scope: !735, file: !735, line: 265, type: !792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!792 = !DISubroutineType(types: !793)
!793 = !{!743, !772, !772, !760}
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !795, file: !732, line: 115)
!795 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !735, file: !735, line: 434, type: !775, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !797, file: !732, line: 116)
!797 = !DISubprogram(name: "fseek", scope: !735, file: !735, line: 713, type: !798, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!798 = !DISubroutineType(types: !799)
!799 = !{!250, !743, !628, !250}
!800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !801, file: !732, line: 117)
!801 = !DISubprogram(name: "fsetpos", scope: !735, file: !735, line: 765, type: !802, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!802 = !DISubroutineType(types: !803)
!803 = !{!250, !743, !804}
!804 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !805, size: 64)
!805 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !734)
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !807, file: !732, line: 118)
!807 = !DISubprogram(name: "ftell", scope: !735, file: !735, line: 718, type: !808, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!808 = !DISubroutineType(types: !809)
!809 = !{!628, !743}
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !811, file: !732, line: 119)
!811 = !DISubprogram(name: "fwrite", scope: !735, file: !735, line: 681, type: !812, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!812 = !DISubroutineType(types: !813)
!813 = !{!618, !814, !618, !618, !760}
!814 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !816, file: !732, line: 120)
!816 = !DISubprogram(name: "getc", scope: !735, file: !735, line: 514, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !818, file: !732, line: 121)
!818 = !DISubprogram(name: "getchar", scope: !819, file: !819, line: 47, type: !820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!819 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!820 = !DISubroutineType(types: !821)
!821 = !{!250}
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !823, file: !732, line: 126)
!823 = !DISubprogram(name: "perror", scope: !735, file: !735, line: 804, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{null, !62}
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !827, file: !732, line: 127)
!827 = !DISubprogram(name: "printf", scope: !735, file: !735, line: 356, type: !828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DISubroutineType(types: !829)
!829 = !{!250, !772, null}
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !831, file: !732, line: 128)
!831 = !DISubprogram(name: "putc", scope: !735, file: !735, line: 550, type: !779, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !833, file: !732, line: 129)
!833 = !DISubprogram(name: "putchar", scope: !819, file: !819, line: 82, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!834 = !DISubroutineType(types: !835)
!835 = !{!250, !250}
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !837, file: !732, line: 130)
!837 = !DISubprogram(name: "puts", scope: !735, file: !735, line: 661, type: !838, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!838 = !DISubroutineType(types: !839)
!839 = !{!250, !62}
!840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !841, file: !732, line: 131)
!841 = !DISubprogram(name: "remove", scope: !735, file: !735, line: 152, type: !838, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !843, file: !732, line: 132)
!843 = !DISubprogram(name: "rename", scope: !735, file: !735, line: 154, type: !844, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DISubroutineType(types: !845)
!845 = !{!250, !62, !62}
!846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !847, file: !732, line: 133)
!847 = !DISubprogram(name: "rewind", scope: !735, file: !735, line: 723, type: !741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !849, file: !732, line: 134)
!849 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !735, file: !735, line: 437, type: !828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !851, file: !732, line: 135)
!851 = !DISubprogram(name: "setbuf", scope: !735, file: !735, line: 328, type: !852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DISubroutineType(types: !853)
!853 = !{null, !760, !767}
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !855, file: !732, line: 136)
!855 = !DISubprogram(name: "setvbuf", scope: !735, file: !735, line: 332, type: !856, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DISubroutineType(types: !857)
!857 = !{!250, !760, !767, !250, !618}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !859, file: !732, line: 137)
!859 = !DISubprogram(name: "sprintf", scope: !735, file: !735, line: 358, type: !860, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DISubroutineType(types: !861)
!861 = !{!250, !767, !772, null}
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !863, file: !732, line: 138)
!863 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !735, file: !735, line: 439, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{!250, !772, !772, null}
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !867, file: !732, line: 139)
!867 = !DISubprogram(name: "tmpfile", scope: !735, file: !735, line: 188, type: !868, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DISubroutineType(types: !869)
!869 = !{!743}
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !871, file: !732, line: 141)
!871 = !DISubprogram(name: "tmpnam", scope: !735, file: !735, line: 205, type: !872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubroutineType(types: !873)
!873 = !{!28, !28}
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !875, file: !732, line: 143)
!875 = !DISubprogram(name: "ungetc", scope: !735, file: !735, line: 668, type: !779, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !877, file: !732, line: 144)
!877 = !DISubprogram(name: "vfprintf", scope: !735, file: !735, line: 365, type: !878, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!878 = !DISubroutineType(types: !879)
!879 = !{!250, !760, !772, !880}
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !881, size: 64)
!881 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !882, identifier: "_ZTS13__va_list_tag")
!882 = !{!883, !885, !886, !887}
!883 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !881, file: !884, baseType: !606, size: 32)
!884 = !DIFile(filename: "exceptions_parse.cpp", directory: ".")
!885 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !881, file: !884, baseType: !606, size: 32, offset: 32)
!886 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !881, file: !884, baseType: !725, size: 64, offset: 64)
!887 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !881, file: !884, baseType: !725, size: 64, offset: 128)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !889, file: !732, line: 145)
!889 = !DISubprogram(name: "vprintf", scope: !819, file: !819, line: 39, type: !890, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!890 = !DISubroutineType(types: !891)
!891 = !{!250, !772, !880}
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !893, file: !732, line: 146)
!893 = !DISubprogram(name: "vsprintf", scope: !735, file: !735, line: 373, type: !894, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!894 = !DISubroutineType(types: !895)
!895 = !{!250, !767, !772, !880}
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !897, file: !732, line: 175)
!897 = !DISubprogram(name: "snprintf", scope: !735, file: !735, line: 378, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{!250, !767, !618, !772, null}
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !901, file: !732, line: 176)
!901 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !735, file: !735, line: 479, type: !878, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!902 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !903, file: !732, line: 177)
!903 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !735, file: !735, line: 484, type: !890, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !905, file: !732, line: 178)
!905 = !DISubprogram(name: "vsnprintf", scope: !735, file: !735, line: 382, type: !906, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!906 = !DISubroutineType(types: !907)
!907 = !{!250, !767, !618, !772, !880}
!908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !909, file: !732, line: 179)
!909 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !735, file: !735, line: 487, type: !910, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!910 = !DISubroutineType(types: !911)
!911 = !{!250, !772, !772, !880}
!912 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !897, file: !732, line: 185)
!913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !901, file: !732, line: 186)
!914 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !903, file: !732, line: 187)
!915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !905, file: !732, line: 188)
!916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !909, file: !732, line: 189)
!917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !918, file: !920, line: 52)
!918 = !DISubprogram(name: "abs", scope: !919, file: !919, line: 861, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!920 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !922, file: !924, line: 127)
!922 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !919, line: 63, baseType: !923)
!923 = !DICompositeType(tag: DW_TAG_structure_type, file: !919, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!924 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !926, file: !924, line: 128)
!926 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !919, line: 71, baseType: !927)
!927 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !919, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !928, identifier: "_ZTS6ldiv_t")
!928 = !{!929, !930}
!929 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !927, file: !919, line: 69, baseType: !628, size: 64)
!930 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !927, file: !919, line: 70, baseType: !628, size: 64, offset: 64)
!931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !932, file: !924, line: 130)
!932 = !DISubprogram(name: "abort", scope: !919, file: !919, line: 611, type: !933, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!933 = !DISubroutineType(types: !934)
!934 = !{null}
!935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !936, file: !924, line: 134)
!936 = !DISubprogram(name: "atexit", scope: !919, file: !919, line: 615, type: !937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DISubroutineType(types: !938)
!938 = !{!250, !939}
!939 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !933, size: 64)
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !941, file: !924, line: 137)
!941 = !DISubprogram(name: "at_quick_exit", scope: !919, file: !919, line: 620, type: !937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !943, file: !924, line: 140)
!943 = !DISubprogram(name: "atof", scope: !944, file: !944, line: 25, type: !945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!944 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: ".", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!945 = !DISubroutineType(types: !946)
!946 = !{!947, !62}
!947 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !949, file: !924, line: 141)
!949 = distinct !DISubprogram(name: "atoi", scope: !919, file: !919, line: 362, type: !838, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !950)
!950 = !{!951}
!951 = !DILocalVariable(name: "__nptr", arg: 1, scope: !949, file: !919, line: 362, type: !62)
!952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !953, file: !924, line: 142)
!953 = !DISubprogram(name: "atol", scope: !919, file: !919, line: 367, type: !954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!954 = !DISubroutineType(types: !955)
!955 = !{!628, !62}
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !957, file: !924, line: 143)
!957 = !DISubprogram(name: "bsearch", scope: !958, file: !958, line: 20, type: !959, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: ".", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!959 = !DISubroutineType(types: !960)
!960 = !{!725, !73, !73, !618, !618, !961}
!961 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !919, line: 829, baseType: !962)
!962 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !963, size: 64)
!963 = !DISubroutineType(types: !964)
!964 = !{!250, !73, !73}
!965 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !966, file: !924, line: 144)
!966 = !DISubprogram(name: "calloc", scope: !919, file: !919, line: 556, type: !967, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!967 = !DISubroutineType(types: !968)
!968 = !{!725, !618, !618}
!969 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !970, file: !924, line: 145)
!970 = !DISubprogram(name: "div", scope: !919, file: !919, line: 873, type: !971, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!971 = !DISubroutineType(types: !972)
!972 = !{!922, !250, !250}
!973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !974, file: !924, line: 146)
!974 = !DISubprogram(name: "exit", scope: !919, file: !919, line: 637, type: !975, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!975 = !DISubroutineType(types: !976)
!976 = !{null, !250}
!977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !978, file: !924, line: 147)
!978 = !DISubprogram(name: "free", scope: !919, file: !919, line: 568, type: !979, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!979 = !DISubroutineType(types: !980)
!980 = !{null, !725}
!981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !982, file: !924, line: 148)
!982 = !DISubprogram(name: "getenv", scope: !919, file: !919, line: 654, type: !983, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!983 = !DISubroutineType(types: !984)
!984 = !{!28, !62}
!985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !986, file: !924, line: 149)
!986 = !DISubprogram(name: "labs", scope: !919, file: !919, line: 862, type: !987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!987 = !DISubroutineType(types: !988)
!988 = !{!628, !628}
!989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !990, file: !924, line: 150)
!990 = !DISubprogram(name: "ldiv", scope: !919, file: !919, line: 875, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!991 = !DISubroutineType(types: !992)
!992 = !{!926, !628, !628}
!993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !994, file: !924, line: 151)
!994 = !DISubprogram(name: "malloc", scope: !919, file: !919, line: 553, type: !995, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!995 = !DISubroutineType(types: !996)
!996 = !{!725, !618}
!997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !998, file: !924, line: 153)
!998 = !DISubprogram(name: "mblen", scope: !919, file: !919, line: 943, type: !999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!250, !62, !618}
!1001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1002, file: !924, line: 154)
!1002 = !DISubprogram(name: "mbstowcs", scope: !919, file: !919, line: 954, type: !1003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!618, !1005, !772, !618}
!1005 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1006)
!1006 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1007, size: 64)
!1007 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1009, file: !924, line: 155)
!1009 = !DISubprogram(name: "mbtowc", scope: !919, file: !919, line: 946, type: !1010, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1010 = !DISubroutineType(types: !1011)
!1011 = !{!250, !1005, !772, !618}
!1012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1013, file: !924, line: 157)
!1013 = !DISubprogram(name: "qsort", scope: !919, file: !919, line: 851, type: !1014, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1014 = !DISubroutineType(types: !1015)
!1015 = !{null, !725, !618, !618, !961}
!1016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1017, file: !924, line: 160)
!1017 = !DISubprogram(name: "quick_exit", scope: !919, file: !919, line: 643, type: !975, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1018 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1019, file: !924, line: 163)
!1019 = !DISubprogram(name: "rand", scope: !919, file: !919, line: 454, type: !820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1021, file: !924, line: 164)
!1021 = !DISubprogram(name: "realloc", scope: !919, file: !919, line: 564, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!725, !725, !618}
!1024 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1025, file: !924, line: 165)
!1025 = !DISubprogram(name: "srand", scope: !919, file: !919, line: 456, type: !1026, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1026 = !DISubroutineType(types: !1027)
!1027 = !{null, !606}
!1028 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1029, file: !924, line: 166)
!1029 = !DISubprogram(name: "strtod", scope: !919, file: !919, line: 118, type: !1030, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1030 = !DISubroutineType(types: !1031)
!1031 = !{!947, !772, !1032}
!1032 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !637)
!1033 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1034, file: !924, line: 167)
!1034 = !DISubprogram(name: "strtol", scope: !919, file: !919, line: 177, type: !1035, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{!628, !772, !1032, !250}
!1037 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1038, file: !924, line: 168)
!1038 = !DISubprogram(name: "strtoul", scope: !919, file: !919, line: 181, type: !1039, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1039 = !DISubroutineType(types: !1040)
!1040 = !{!72, !772, !1032, !250}
!1041 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1042, file: !924, line: 169)
!1042 = !DISubprogram(name: "system", scope: !919, file: !919, line: 804, type: !838, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1043 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1044, file: !924, line: 171)
!1044 = !DISubprogram(name: "wcstombs", scope: !919, file: !919, line: 958, type: !1045, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{!618, !767, !1047, !618}
!1047 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1048)
!1048 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1049, size: 64)
!1049 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1007)
!1050 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1051, file: !924, line: 172)
!1051 = !DISubprogram(name: "wctomb", scope: !919, file: !919, line: 950, type: !1052, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1052 = !DISubroutineType(types: !1053)
!1053 = !{!250, !28, !1007}
!1054 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1055, file: !924, line: 200)
!1055 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !919, line: 81, baseType: !1056)
!1056 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !919, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1057, identifier: "_ZTS7lldiv_t")
!1057 = !{!1058, !1060}
!1058 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1056, file: !919, line: 79, baseType: !1059, size: 64)
!1059 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1060 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1056, file: !919, line: 80, baseType: !1059, size: 64, offset: 64)
!1061 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1062, file: !924, line: 206)
!1062 = !DISubprogram(name: "_Exit", scope: !919, file: !919, line: 649, type: !975, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1063 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1064, file: !924, line: 210)
!1064 = !DISubprogram(name: "llabs", scope: !919, file: !919, line: 865, type: !1065, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1065 = !DISubroutineType(types: !1066)
!1066 = !{!1059, !1059}
!1067 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1068, file: !924, line: 216)
!1068 = !DISubprogram(name: "lldiv", scope: !919, file: !919, line: 879, type: !1069, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1069 = !DISubroutineType(types: !1070)
!1070 = !{!1055, !1059, !1059}
!1071 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1072, file: !924, line: 227)
!1072 = !DISubprogram(name: "atoll", scope: !919, file: !919, line: 374, type: !1073, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1073 = !DISubroutineType(types: !1074)
!1074 = !{!1059, !62}
!1075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1076, file: !924, line: 228)
!1076 = !DISubprogram(name: "strtoll", scope: !919, file: !919, line: 201, type: !1077, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!1059, !772, !1032, !250}
!1079 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1080, file: !924, line: 229)
!1080 = !DISubprogram(name: "strtoull", scope: !919, file: !919, line: 206, type: !1081, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1081 = !DISubroutineType(types: !1082)
!1082 = !{!1083, !772, !1032, !250}
!1083 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1084 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1085, file: !924, line: 231)
!1085 = !DISubprogram(name: "strtof", scope: !919, file: !919, line: 124, type: !1086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{!1088, !772, !1032}
!1088 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1089 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1090, file: !924, line: 232)
!1090 = !DISubprogram(name: "strtold", scope: !919, file: !919, line: 127, type: !1091, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{!1093, !772, !1032}
!1093 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1055, file: !924, line: 240)
!1095 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1062, file: !924, line: 242)
!1096 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1064, file: !924, line: 244)
!1097 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1098, file: !924, line: 245)
!1098 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !18, file: !924, line: 213, type: !1069, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1099 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1068, file: !924, line: 246)
!1100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1072, file: !924, line: 248)
!1101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1085, file: !924, line: 249)
!1102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1076, file: !924, line: 250)
!1103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1080, file: !924, line: 251)
!1104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1090, file: !924, line: 252)
!1105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1106, file: !1107, line: 68)
!1106 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1108, file: !1107, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1107 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: ".", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1108 = !DINamespace(name: "__exception_ptr", scope: !10)
!1109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1108, entity: !1110, file: !1107, line: 84)
!1110 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !10, file: !1107, line: 80, type: !1111, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1111 = !DISubroutineType(types: !1112)
!1112 = !{null, !1106}
!1113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1114, file: !1129, line: 64)
!1114 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1115, line: 6, baseType: !1116)
!1115 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1117, line: 21, baseType: !1118)
!1117 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1118 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1117, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1119, identifier: "_ZTS11__mbstate_t")
!1119 = !{!1120, !1121}
!1120 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1118, file: !1117, line: 15, baseType: !250, size: 32)
!1121 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1118, file: !1117, line: 20, baseType: !1122, size: 32, offset: 32)
!1122 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1118, file: !1117, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1123, identifier: "_ZTSN11__mbstate_tUt_E")
!1123 = !{!1124, !1125}
!1124 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1122, file: !1117, line: 18, baseType: !606, size: 32)
!1125 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1122, file: !1117, line: 19, baseType: !1126, size: 32)
!1126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 32, elements: !1127)
!1127 = !{!1128}
!1128 = !DISubrange(count: 4)
!1129 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: ".")
!1130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1131, file: !1129, line: 141)
!1131 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1132, line: 20, baseType: !606)
!1132 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1134, file: !1129, line: 143)
!1134 = !DISubprogram(name: "btowc", scope: !1135, file: !1135, line: 319, type: !1136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1135 = !DIFile(filename: "usr/include/wchar.h", directory: ".", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1136 = !DISubroutineType(types: !1137)
!1137 = !{!1131, !250}
!1138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1139, file: !1129, line: 144)
!1139 = !DISubprogram(name: "fgetwc", scope: !1135, file: !1135, line: 744, type: !1140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1140 = !DISubroutineType(types: !1141)
!1141 = !{!1131, !1142}
!1142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1143, size: 64)
!1143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1144, line: 5, baseType: !679)
!1144 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1146, file: !1129, line: 145)
!1146 = !DISubprogram(name: "fgetws", scope: !1135, file: !1135, line: 773, type: !1147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{!1006, !1005, !250, !1149}
!1149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1142)
!1150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1151, file: !1129, line: 146)
!1151 = !DISubprogram(name: "fputwc", scope: !1135, file: !1135, line: 758, type: !1152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1152 = !DISubroutineType(types: !1153)
!1153 = !{!1131, !1007, !1142}
!1154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1155, file: !1129, line: 147)
!1155 = !DISubprogram(name: "fputws", scope: !1135, file: !1135, line: 780, type: !1156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1156 = !DISubroutineType(types: !1157)
!1157 = !{!250, !1047, !1149}
!1158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1159, file: !1129, line: 148)
!1159 = !DISubprogram(name: "fwide", scope: !1135, file: !1135, line: 588, type: !1160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1160 = !DISubroutineType(types: !1161)
!1161 = !{!250, !1142, !250}
!1162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1163, file: !1129, line: 149)
!1163 = !DISubprogram(name: "fwprintf", scope: !1135, file: !1135, line: 595, type: !1164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1164 = !DISubroutineType(types: !1165)
!1165 = !{!250, !1149, !1047, null}
!1166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1167, file: !1129, line: 150)
!1167 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1135, file: !1135, line: 657, type: !1164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1169, file: !1129, line: 151)
!1169 = !DISubprogram(name: "getwc", scope: !1135, file: !1135, line: 745, type: !1140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1171, file: !1129, line: 152)
!1171 = !DISubprogram(name: "getwchar", scope: !1135, file: !1135, line: 751, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1172 = !DISubroutineType(types: !1173)
!1173 = !{!1131}
!1174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1175, file: !1129, line: 153)
!1175 = !DISubprogram(name: "mbrlen", scope: !1135, file: !1135, line: 330, type: !1176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1176 = !DISubroutineType(types: !1177)
!1177 = !{!618, !772, !618, !1178}
!1178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1179)
!1179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1114, size: 64)
!1180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1181, file: !1129, line: 154)
!1181 = !DISubprogram(name: "mbrtowc", scope: !1135, file: !1135, line: 297, type: !1182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1182 = !DISubroutineType(types: !1183)
!1183 = !{!618, !1005, !772, !618, !1178}
!1184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1185, file: !1129, line: 155)
!1185 = !DISubprogram(name: "mbsinit", scope: !1135, file: !1135, line: 293, type: !1186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1186 = !DISubroutineType(types: !1187)
!1187 = !{!250, !1188}
!1188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1189, size: 64)
!1189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1114)
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1191, file: !1129, line: 156)
!1191 = !DISubprogram(name: "mbsrtowcs", scope: !1135, file: !1135, line: 338, type: !1192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1192 = !DISubroutineType(types: !1193)
!1193 = !{!618, !1005, !1194, !618, !1178}
!1194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1195)
!1195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!1196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1197, file: !1129, line: 157)
!1197 = !DISubprogram(name: "putwc", scope: !1135, file: !1135, line: 759, type: !1152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1199, file: !1129, line: 158)
!1199 = !DISubprogram(name: "putwchar", scope: !1135, file: !1135, line: 765, type: !1200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1200 = !DISubroutineType(types: !1201)
!1201 = !{!1131, !1007}
!1202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1203, file: !1129, line: 160)
!1203 = !DISubprogram(name: "swprintf", scope: !1135, file: !1135, line: 605, type: !1204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{!250, !1005, !618, !1047, null}
!1206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1207, file: !1129, line: 162)
!1207 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1135, file: !1135, line: 664, type: !1208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{!250, !1047, !1047, null}
!1210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1211, file: !1129, line: 163)
!1211 = !DISubprogram(name: "ungetwc", scope: !1135, file: !1135, line: 788, type: !1212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1212 = !DISubroutineType(types: !1213)
!1213 = !{!1131, !1131, !1142}
!1214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1215, file: !1129, line: 164)
!1215 = !DISubprogram(name: "vfwprintf", scope: !1135, file: !1135, line: 613, type: !1216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1216 = !DISubroutineType(types: !1217)
!1217 = !{!250, !1149, !1047, !880}
!1218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1219, file: !1129, line: 166)
!1219 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1135, file: !1135, line: 711, type: !1216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1221, file: !1129, line: 169)
!1221 = !DISubprogram(name: "vswprintf", scope: !1135, file: !1135, line: 626, type: !1222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1222 = !DISubroutineType(types: !1223)
!1223 = !{!250, !1005, !618, !1047, !880}
!1224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1225, file: !1129, line: 172)
!1225 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1135, file: !1135, line: 718, type: !1226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{!250, !1047, !1047, !880}
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1229, file: !1129, line: 174)
!1229 = !DISubprogram(name: "vwprintf", scope: !1135, file: !1135, line: 621, type: !1230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1230 = !DISubroutineType(types: !1231)
!1231 = !{!250, !1047, !880}
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1233, file: !1129, line: 176)
!1233 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1135, file: !1135, line: 715, type: !1230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1235, file: !1129, line: 178)
!1235 = !DISubprogram(name: "wcrtomb", scope: !1135, file: !1135, line: 302, type: !1236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1236 = !DISubroutineType(types: !1237)
!1237 = !{!618, !767, !1007, !1178}
!1238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1239, file: !1129, line: 179)
!1239 = !DISubprogram(name: "wcscat", scope: !1135, file: !1135, line: 97, type: !1240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1240 = !DISubroutineType(types: !1241)
!1241 = !{!1006, !1005, !1047}
!1242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1243, file: !1129, line: 180)
!1243 = !DISubprogram(name: "wcscmp", scope: !1135, file: !1135, line: 106, type: !1244, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1244 = !DISubroutineType(types: !1245)
!1245 = !{!250, !1048, !1048}
!1246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1247, file: !1129, line: 181)
!1247 = !DISubprogram(name: "wcscoll", scope: !1135, file: !1135, line: 131, type: !1244, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1249, file: !1129, line: 182)
!1249 = !DISubprogram(name: "wcscpy", scope: !1135, file: !1135, line: 87, type: !1240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1251, file: !1129, line: 183)
!1251 = !DISubprogram(name: "wcscspn", scope: !1135, file: !1135, line: 188, type: !1252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1252 = !DISubroutineType(types: !1253)
!1253 = !{!618, !1048, !1048}
!1254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1255, file: !1129, line: 184)
!1255 = !DISubprogram(name: "wcsftime", scope: !1135, file: !1135, line: 852, type: !1256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1256 = !DISubroutineType(types: !1257)
!1257 = !{!618, !1005, !618, !1047, !1258}
!1258 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1259)
!1259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1260, size: 64)
!1260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1261)
!1261 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1135, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1263, file: !1129, line: 185)
!1263 = !DISubprogram(name: "wcslen", scope: !1135, file: !1135, line: 223, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1264 = !DISubroutineType(types: !1265)
!1265 = !{!618, !1048}
!1266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1267, file: !1129, line: 186)
!1267 = !DISubprogram(name: "wcsncat", scope: !1135, file: !1135, line: 101, type: !1268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1268 = !DISubroutineType(types: !1269)
!1269 = !{!1006, !1005, !1047, !618}
!1270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1271, file: !1129, line: 187)
!1271 = !DISubprogram(name: "wcsncmp", scope: !1135, file: !1135, line: 109, type: !1272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1272 = !DISubroutineType(types: !1273)
!1273 = !{!250, !1048, !1048, !618}
!1274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1275, file: !1129, line: 188)
!1275 = !DISubprogram(name: "wcsncpy", scope: !1135, file: !1135, line: 92, type: !1268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1277, file: !1129, line: 189)
!1277 = !DISubprogram(name: "wcsrtombs", scope: !1135, file: !1135, line: 344, type: !1278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{!618, !767, !1280, !618, !1178}
!1280 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1281)
!1281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1048, size: 64)
!1282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1283, file: !1129, line: 190)
!1283 = !DISubprogram(name: "wcsspn", scope: !1135, file: !1135, line: 192, type: !1252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1285, file: !1129, line: 191)
!1285 = !DISubprogram(name: "wcstod", scope: !1135, file: !1135, line: 378, type: !1286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DISubroutineType(types: !1287)
!1287 = !{!947, !1047, !1288}
!1288 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1289)
!1289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1006, size: 64)
!1290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1291, file: !1129, line: 193)
!1291 = !DISubprogram(name: "wcstof", scope: !1135, file: !1135, line: 383, type: !1292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1292 = !DISubroutineType(types: !1293)
!1293 = !{!1088, !1047, !1288}
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1295, file: !1129, line: 195)
!1295 = !DISubprogram(name: "wcstok", scope: !1135, file: !1135, line: 218, type: !1296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{!1006, !1005, !1047, !1288}
!1298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1299, file: !1129, line: 196)
!1299 = !DISubprogram(name: "wcstol", scope: !1135, file: !1135, line: 429, type: !1300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1300 = !DISubroutineType(types: !1301)
!1301 = !{!628, !1047, !1288, !250}
!1302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1303, file: !1129, line: 197)
!1303 = !DISubprogram(name: "wcstoul", scope: !1135, file: !1135, line: 434, type: !1304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!72, !1047, !1288, !250}
!1306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1307, file: !1129, line: 198)
!1307 = !DISubprogram(name: "wcsxfrm", scope: !1135, file: !1135, line: 135, type: !1308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!618, !1005, !1047, !618}
!1310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1311, file: !1129, line: 199)
!1311 = !DISubprogram(name: "wctob", scope: !1135, file: !1135, line: 325, type: !1312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1312 = !DISubroutineType(types: !1313)
!1313 = !{!250, !1131}
!1314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1315, file: !1129, line: 200)
!1315 = !DISubprogram(name: "wmemcmp", scope: !1135, file: !1135, line: 259, type: !1272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1317, file: !1129, line: 201)
!1317 = !DISubprogram(name: "wmemcpy", scope: !1135, file: !1135, line: 263, type: !1268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1319, file: !1129, line: 202)
!1319 = !DISubprogram(name: "wmemmove", scope: !1135, file: !1135, line: 268, type: !1320, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1320 = !DISubroutineType(types: !1321)
!1321 = !{!1006, !1006, !1048, !618}
!1322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1323, file: !1129, line: 203)
!1323 = !DISubprogram(name: "wmemset", scope: !1135, file: !1135, line: 272, type: !1324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1324 = !DISubroutineType(types: !1325)
!1325 = !{!1006, !1006, !1007, !618}
!1326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1327, file: !1129, line: 204)
!1327 = !DISubprogram(name: "wprintf", scope: !1135, file: !1135, line: 602, type: !1328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1328 = !DISubroutineType(types: !1329)
!1329 = !{!250, !1047, null}
!1330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1331, file: !1129, line: 205)
!1331 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1135, file: !1135, line: 661, type: !1328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1333, file: !1129, line: 206)
!1333 = !DISubprogram(name: "wcschr", scope: !1135, file: !1135, line: 165, type: !1334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1334 = !DISubroutineType(types: !1335)
!1335 = !{!1006, !1048, !1007}
!1336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1337, file: !1129, line: 207)
!1337 = !DISubprogram(name: "wcspbrk", scope: !1135, file: !1135, line: 202, type: !1338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1338 = !DISubroutineType(types: !1339)
!1339 = !{!1006, !1048, !1048}
!1340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1341, file: !1129, line: 208)
!1341 = !DISubprogram(name: "wcsrchr", scope: !1135, file: !1135, line: 175, type: !1334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1343, file: !1129, line: 209)
!1343 = !DISubprogram(name: "wcsstr", scope: !1135, file: !1135, line: 213, type: !1338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1345, file: !1129, line: 210)
!1345 = !DISubprogram(name: "wmemchr", scope: !1135, file: !1135, line: 254, type: !1346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1346 = !DISubroutineType(types: !1347)
!1347 = !{!1006, !1048, !1007, !618}
!1348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1349, file: !1129, line: 251)
!1349 = !DISubprogram(name: "wcstold", scope: !1135, file: !1135, line: 385, type: !1350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1350 = !DISubroutineType(types: !1351)
!1351 = !{!1093, !1047, !1288}
!1352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1353, file: !1129, line: 260)
!1353 = !DISubprogram(name: "wcstoll", scope: !1135, file: !1135, line: 442, type: !1354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1354 = !DISubroutineType(types: !1355)
!1355 = !{!1059, !1047, !1288, !250}
!1356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !18, entity: !1357, file: !1129, line: 261)
!1357 = !DISubprogram(name: "wcstoull", scope: !1135, file: !1135, line: 449, type: !1358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1358 = !DISubroutineType(types: !1359)
!1359 = !{!1083, !1047, !1288, !250}
!1360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1349, file: !1129, line: 267)
!1361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1353, file: !1129, line: 268)
!1362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1357, file: !1129, line: 269)
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1291, file: !1129, line: 283)
!1364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1219, file: !1129, line: 286)
!1365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1225, file: !1129, line: 289)
!1366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1233, file: !1129, line: 292)
!1367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1349, file: !1129, line: 296)
!1368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1353, file: !1129, line: 297)
!1369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1357, file: !1129, line: 298)
!1370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1371, file: !1374, line: 47)
!1371 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1372, line: 24, baseType: !1373)
!1372 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: ".", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1373 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !703, line: 37, baseType: !707)
!1374 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: ".")
!1375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1376, file: !1374, line: 48)
!1376 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1372, line: 25, baseType: !1377)
!1377 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !703, line: 39, baseType: !1378)
!1378 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1380, file: !1374, line: 49)
!1380 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1372, line: 26, baseType: !1381)
!1381 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !703, line: 41, baseType: !250)
!1382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1383, file: !1374, line: 50)
!1383 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1372, line: 27, baseType: !1384)
!1384 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !703, line: 44, baseType: !628)
!1385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1386, file: !1374, line: 52)
!1386 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1387, line: 58, baseType: !707)
!1387 = !DIFile(filename: "usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1389, file: !1374, line: 53)
!1389 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1387, line: 60, baseType: !628)
!1390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1391, file: !1374, line: 54)
!1391 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1387, line: 61, baseType: !628)
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1393, file: !1374, line: 55)
!1393 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1387, line: 62, baseType: !628)
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1395, file: !1374, line: 57)
!1395 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1387, line: 43, baseType: !1396)
!1396 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !703, line: 52, baseType: !1373)
!1397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1398, file: !1374, line: 58)
!1398 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1387, line: 44, baseType: !1399)
!1399 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !703, line: 54, baseType: !1377)
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1401, file: !1374, line: 59)
!1401 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1387, line: 45, baseType: !1402)
!1402 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !703, line: 56, baseType: !1381)
!1403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1404, file: !1374, line: 60)
!1404 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1387, line: 46, baseType: !1405)
!1405 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !703, line: 58, baseType: !1384)
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1407, file: !1374, line: 62)
!1407 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1387, line: 101, baseType: !1408)
!1408 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !703, line: 72, baseType: !628)
!1409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1410, file: !1374, line: 63)
!1410 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1387, line: 87, baseType: !628)
!1411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1412, file: !1374, line: 65)
!1412 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1413, line: 24, baseType: !1414)
!1413 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: ".", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1414 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !703, line: 38, baseType: !1415)
!1415 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1417, file: !1374, line: 66)
!1417 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1413, line: 25, baseType: !1418)
!1418 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !703, line: 40, baseType: !705)
!1419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1420, file: !1374, line: 67)
!1420 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1413, line: 26, baseType: !1421)
!1421 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !703, line: 42, baseType: !606)
!1422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1423, file: !1374, line: 68)
!1423 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1413, line: 27, baseType: !1424)
!1424 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !703, line: 45, baseType: !72)
!1425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1426, file: !1374, line: 70)
!1426 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1387, line: 71, baseType: !1415)
!1427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1428, file: !1374, line: 71)
!1428 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1387, line: 73, baseType: !72)
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1430, file: !1374, line: 72)
!1430 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1387, line: 74, baseType: !72)
!1431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1432, file: !1374, line: 73)
!1432 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1387, line: 75, baseType: !72)
!1433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1434, file: !1374, line: 75)
!1434 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1387, line: 49, baseType: !1435)
!1435 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !703, line: 53, baseType: !1414)
!1436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1437, file: !1374, line: 76)
!1437 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1387, line: 50, baseType: !1438)
!1438 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !703, line: 55, baseType: !1418)
!1439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1440, file: !1374, line: 77)
!1440 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1387, line: 51, baseType: !1441)
!1441 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !703, line: 57, baseType: !1421)
!1442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1443, file: !1374, line: 78)
!1443 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1387, line: 52, baseType: !1444)
!1444 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !703, line: 59, baseType: !1424)
!1445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1446, file: !1374, line: 80)
!1446 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1387, line: 102, baseType: !1447)
!1447 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !703, line: 73, baseType: !72)
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1449, file: !1374, line: 81)
!1449 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1387, line: 90, baseType: !72)
!1450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1451, file: !1453, line: 53)
!1451 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1452, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1452 = !DIFile(filename: "usr/include/locale.h", directory: ".", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1453 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: ".")
!1454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1455, file: !1453, line: 54)
!1455 = !DISubprogram(name: "setlocale", scope: !1452, file: !1452, line: 122, type: !1456, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1456 = !DISubroutineType(types: !1457)
!1457 = !{!28, !250, !62}
!1458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1459, file: !1453, line: 55)
!1459 = !DISubprogram(name: "localeconv", scope: !1452, file: !1452, line: 125, type: !1460, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1460 = !DISubroutineType(types: !1461)
!1461 = !{!1462}
!1462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1451, size: 64)
!1463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1464, file: !1466, line: 64)
!1464 = !DISubprogram(name: "isalnum", scope: !1465, file: !1465, line: 108, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1465 = !DIFile(filename: "usr/include/ctype.h", directory: ".", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1466 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: ".")
!1467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1468, file: !1466, line: 65)
!1468 = !DISubprogram(name: "isalpha", scope: !1465, file: !1465, line: 109, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1470, file: !1466, line: 66)
!1470 = !DISubprogram(name: "iscntrl", scope: !1465, file: !1465, line: 110, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1472, file: !1466, line: 67)
!1472 = !DISubprogram(name: "isdigit", scope: !1465, file: !1465, line: 111, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1474, file: !1466, line: 68)
!1474 = !DISubprogram(name: "isgraph", scope: !1465, file: !1465, line: 113, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1476, file: !1466, line: 69)
!1476 = !DISubprogram(name: "islower", scope: !1465, file: !1465, line: 112, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1478, file: !1466, line: 70)
!1478 = !DISubprogram(name: "isprint", scope: !1465, file: !1465, line: 114, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1479 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1480, file: !1466, line: 71)
!1480 = !DISubprogram(name: "ispunct", scope: !1465, file: !1465, line: 115, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1482, file: !1466, line: 72)
!1482 = !DISubprogram(name: "isspace", scope: !1465, file: !1465, line: 116, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1484, file: !1466, line: 73)
!1484 = !DISubprogram(name: "isupper", scope: !1465, file: !1465, line: 117, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1486, file: !1466, line: 74)
!1486 = !DISubprogram(name: "isxdigit", scope: !1465, file: !1465, line: 118, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1487 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1488, file: !1466, line: 75)
!1488 = !DISubprogram(name: "tolower", scope: !1465, file: !1465, line: 122, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1490, file: !1466, line: 76)
!1490 = !DISubprogram(name: "toupper", scope: !1465, file: !1465, line: 125, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1491 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1492, file: !1466, line: 87)
!1492 = !DISubprogram(name: "isblank", scope: !1465, file: !1465, line: 130, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1493 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1494, entity: !1495, file: !1496, line: 58)
!1494 = !DINamespace(name: "__gnu_debug", scope: null)
!1495 = !DINamespace(name: "__debug", scope: !10)
!1496 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1497 = !{i32 7, !"Dwarf Version", i32 5}
!1498 = !{i32 2, !"Debug Info Version", i32 3}
!1499 = !{i32 1, !"wchar_size", i32 4}
!1500 = !{i32 7, !"PIC Level", i32 2}
!1501 = !{i32 7, !"PIE Level", i32 2}
!1502 = !{i32 7, !"uwtable", i32 1}
!1503 = !{!"Debian clang version 14.0.6"}
!1504 = distinct !DISubprogram(name: "kernel_eval_all", linkageName: "_Z15kernel_eval_alliPi", scope: !3, file: !3, line: 117, type: !1505, scopeLine: 118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1508)
!1505 = !DISubroutineType(types: !1506)
!1506 = !{!628, !250, !1507}
!1507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!1508 = !{!1509, !1510, !1511, !1512, !1514, !1517}
!1509 = !DILocalVariable(name: "n", arg: 1, scope: !1504, file: !3, line: 117, type: !250)
!1510 = !DILocalVariable(name: "errors", arg: 2, scope: !1504, file: !3, line: 117, type: !1507)
!1511 = !DILocalVariable(name: "total", scope: !1504, file: !3, line: 119, type: !628)
!1512 = !DILocalVariable(name: "k", scope: !1513, file: !3, line: 120, type: !250)
!1513 = distinct !DILexicalBlock(scope: !1504, file: !3, line: 120, column: 3)
!1514 = !DILocalVariable(name: "e", scope: !1515, file: !3, line: 121, type: !615)
!1515 = distinct !DILexicalBlock(scope: !1516, file: !3, line: 120, column: 31)
!1516 = distinct !DILexicalBlock(scope: !1513, file: !3, line: 120, column: 3)
!1517 = !DILocalVariable(name: "err", scope: !1515, file: !3, line: 125, type: !1518)
!1518 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1519, size: 64)
!1519 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !638)
!1520 = !DILocation(line: 0, scope: !1504)
!1521 = !DILocation(line: 0, scope: !1513)
!1522 = !DILocation(line: 120, column: 21, scope: !1516)
!1523 = !DILocation(line: 120, column: 3, scope: !1513)
!1524 = !DILocation(line: 130, column: 3, scope: !1504)
!1525 = !DILocation(line: 121, column: 5, scope: !1515)
!1526 = !DILocation(line: 121, column: 17, scope: !1515)
!1527 = !DILocalVariable(name: "this", arg: 1, scope: !1528, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1528 = distinct !DISubprogram(name: "basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2Ev", scope: !7, file: !6, line: 515, type: !195, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !261, retainedNodes: !1529)
!1529 = !{!1527}
!1530 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!1531 = !DILocation(line: 0, scope: !1528, inlinedAt: !1532)
!1532 = distinct !DILocation(line: 121, column: 17, scope: !1515)
!1533 = !DILocalVariable(name: "this", arg: 1, scope: !1534, type: !1538, flags: DIFlagArtificial | DIFlagObjectPointer)
!1534 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcOS3_", scope: !135, file: !6, line: 203, type: !152, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !151, retainedNodes: !1535)
!1535 = !{!1533, !1536, !1537}
!1536 = !DILocalVariable(name: "__dat", arg: 2, scope: !1534, file: !6, line: 203, type: !145)
!1537 = !DILocalVariable(name: "__a", arg: 3, scope: !1534, file: !6, line: 203, type: !154)
!1538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!1539 = !DILocation(line: 0, scope: !1534, inlinedAt: !1540)
!1540 = distinct !DILocation(line: 517, column: 9, scope: !1528, inlinedAt: !1532)
!1541 = !DILocation(line: 204, column: 36, scope: !1534, inlinedAt: !1540)
!1542 = !{!1543, !1544, i64 0}
!1543 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !1544, i64 0}
!1544 = !{!"any pointer", !1545, i64 0}
!1545 = !{!"omnipotent char", !1546, i64 0}
!1546 = !{!"Simple C++ TBAA"}
!1547 = !DILocalVariable(name: "this", arg: 1, scope: !1548, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1548 = distinct !DISubprogram(name: "_M_set_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm", scope: !7, file: !6, line: 265, type: !169, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !186, retainedNodes: !1549)
!1549 = !{!1547, !1550}
!1550 = !DILocalVariable(name: "__n", arg: 2, scope: !1548, file: !6, line: 265, type: !14)
!1551 = !DILocation(line: 0, scope: !1548, inlinedAt: !1552)
!1552 = distinct !DILocation(line: 520, column: 2, scope: !1553, inlinedAt: !1532)
!1553 = distinct !DILexicalBlock(scope: !1528, file: !6, line: 518, column: 7)
!1554 = !DILocalVariable(name: "this", arg: 1, scope: !1555, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1555 = distinct !DISubprogram(name: "_M_length", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_lengthEm", scope: !7, file: !6, line: 228, type: !169, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !168, retainedNodes: !1556)
!1556 = !{!1554, !1557}
!1557 = !DILocalVariable(name: "__length", arg: 2, scope: !1555, file: !6, line: 228, type: !14)
!1558 = !DILocation(line: 0, scope: !1555, inlinedAt: !1559)
!1559 = distinct !DILocation(line: 267, column: 2, scope: !1548, inlinedAt: !1552)
!1560 = !DILocation(line: 229, column: 26, scope: !1555, inlinedAt: !1559)
!1561 = !{!1562, !1563, i64 8}
!1562 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !1543, i64 0, !1563, i64 8, !1545, i64 16}
!1563 = !{!"long", !1545, i64 0}
!1564 = !DILocalVariable(name: "this", arg: 1, scope: !1565, type: !1567, flags: DIFlagArtificial | DIFlagObjectPointer)
!1565 = distinct !DISubprogram(name: "_M_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv", scope: !7, file: !6, line: 233, type: !172, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !171, retainedNodes: !1566)
!1566 = !{!1564}
!1567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!1568 = !DILocation(line: 0, scope: !1565, inlinedAt: !1569)
!1569 = distinct !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !1552)
!1570 = !DILocalVariable(name: "__c1", arg: 1, scope: !1571, file: !556, line: 347, type: !561)
!1571 = distinct !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !555, file: !556, line: 347, type: !559, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !558, retainedNodes: !1572)
!1572 = !{!1570, !1573}
!1573 = !DILocalVariable(name: "__c2", arg: 2, scope: !1571, file: !556, line: 347, type: !563)
!1574 = !DILocation(line: 0, scope: !1571, inlinedAt: !1575)
!1575 = distinct !DILocation(line: 268, column: 2, scope: !1548, inlinedAt: !1552)
!1576 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !1575)
!1577 = !{!1545, !1545, i64 0}
!1578 = !DILocation(line: 122, column: 5, scope: !1515)
!1579 = !DILocation(line: 124, column: 16, scope: !1580)
!1580 = distinct !DILexicalBlock(scope: !1515, file: !3, line: 123, column: 9)
!1581 = !DILocalVariable(name: "this", arg: 1, scope: !1582, type: !1585, flags: DIFlagArtificial | DIFlagObjectPointer)
!1582 = distinct !DISubprogram(name: "Parser", linkageName: "_ZN6ParserC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", scope: !610, file: !3, line: 72, type: !633, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !632, retainedNodes: !1583)
!1583 = !{!1581, !1584}
!1584 = !DILocalVariable(name: "s", arg: 2, scope: !1582, file: !3, line: 72, type: !613)
!1585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !610, size: 64)
!1586 = !DILocation(line: 0, scope: !1582, inlinedAt: !1587)
!1587 = distinct !DILocation(line: 124, column: 16, scope: !1580)
!1588 = !DILocation(line: 72, column: 43, scope: !1582, inlinedAt: !1587)
!1589 = !{!1544, !1544, i64 0}
!1590 = !DILocation(line: 17, column: 10, scope: !1582, inlinedAt: !1587)
!1591 = !{!1592, !1563, i64 8}
!1592 = !{!"_ZTS6Parser", !1544, i64 0, !1563, i64 8}
!1593 = !DILocation(line: 124, column: 26, scope: !1580)
!1594 = !DILocation(line: 124, column: 7, scope: !1580)
!1595 = !DILocation(line: 125, column: 5, scope: !1580)
!1596 = !DILocation(line: 131, column: 1, scope: !1515)
!1597 = !DILocation(line: 131, column: 1, scope: !1580)
!1598 = !DILocation(line: 0, scope: !1515)
!1599 = !DILocation(line: 126, column: 16, scope: !1600)
!1600 = distinct !DILexicalBlock(scope: !1515, file: !3, line: 125, column: 37)
!1601 = !{!1602, !1602, i64 0}
!1602 = !{!"int", !1545, i64 0}
!1603 = !DILocation(line: 127, column: 20, scope: !1600)
!1604 = !{!1605, !1602, i64 16}
!1605 = !{!"_ZTS10ParseError", !1602, i64 16}
!1606 = !DILocation(line: 128, column: 5, scope: !1600)
!1607 = !DILocation(line: 127, column: 16, scope: !1600)
!1608 = !DILocalVariable(name: "this", arg: 1, scope: !1609, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1609 = distinct !DISubprogram(name: "~basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev", scope: !7, file: !6, line: 794, type: !195, scopeLine: 795, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !299, retainedNodes: !1610)
!1610 = !{!1608}
!1611 = !DILocation(line: 0, scope: !1609, inlinedAt: !1612)
!1612 = distinct !DILocation(line: 129, column: 3, scope: !1516)
!1613 = !DILocalVariable(name: "this", arg: 1, scope: !1614, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1614 = distinct !DISubprogram(name: "_M_dispose", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv", scope: !7, file: !6, line: 283, type: !195, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !194, retainedNodes: !1615)
!1615 = !{!1613}
!1616 = !DILocation(line: 0, scope: !1614, inlinedAt: !1617)
!1617 = distinct !DILocation(line: 795, column: 9, scope: !1618, inlinedAt: !1612)
!1618 = distinct !DILexicalBlock(scope: !1609, file: !6, line: 795, column: 7)
!1619 = !DILocalVariable(name: "this", arg: 1, scope: !1620, type: !1567, flags: DIFlagArtificial | DIFlagObjectPointer)
!1620 = distinct !DISubprogram(name: "_M_is_local", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_is_localEv", scope: !7, file: !6, line: 273, type: !188, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !187, retainedNodes: !1621)
!1621 = !{!1619}
!1622 = !DILocation(line: 0, scope: !1620, inlinedAt: !1623)
!1623 = distinct !DILocation(line: 285, column: 7, scope: !1624, inlinedAt: !1617)
!1624 = distinct !DILexicalBlock(scope: !1614, file: !6, line: 285, column: 6)
!1625 = !DILocation(line: 0, scope: !1565, inlinedAt: !1626)
!1626 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !1623)
!1627 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1626)
!1628 = !{!1562, !1544, i64 0}
!1629 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !1623)
!1630 = !DILocation(line: 285, column: 6, scope: !1614, inlinedAt: !1617)
!1631 = !DILocalVariable(name: "this", arg: 1, scope: !1632, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1632 = distinct !DISubprogram(name: "_M_destroy", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_destroyEm", scope: !7, file: !6, line: 291, type: !169, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !197, retainedNodes: !1633)
!1633 = !{!1631, !1634}
!1634 = !DILocalVariable(name: "__size", arg: 2, scope: !1632, file: !6, line: 291, type: !14)
!1635 = !DILocation(line: 0, scope: !1632, inlinedAt: !1636)
!1636 = distinct !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1617)
!1637 = !DILocation(line: 0, scope: !1565, inlinedAt: !1638)
!1638 = distinct !DILocation(line: 292, column: 55, scope: !1632, inlinedAt: !1636)
!1639 = !DILocalVariable(name: "__a", arg: 1, scope: !1640, file: !22, line: 495, type: !30)
!1640 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIcEE10deallocateERS0_Pcm", scope: !21, file: !22, line: 495, type: !106, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !105, retainedNodes: !1641)
!1641 = !{!1639, !1642, !1643}
!1642 = !DILocalVariable(name: "__p", arg: 2, scope: !1640, file: !22, line: 495, type: !27)
!1643 = !DILocalVariable(name: "__n", arg: 3, scope: !1640, file: !22, line: 495, type: !100)
!1644 = !DILocation(line: 0, scope: !1640, inlinedAt: !1645)
!1645 = distinct !DILocation(line: 292, column: 9, scope: !1632, inlinedAt: !1636)
!1646 = !DILocalVariable(name: "this", arg: 1, scope: !1647, type: !1651, flags: DIFlagArtificial | DIFlagObjectPointer)
!1647 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIcE10deallocateEPcm", scope: !38, file: !39, line: 142, type: !76, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !75, retainedNodes: !1648)
!1648 = !{!1646, !1649, !1650}
!1649 = !DILocalVariable(name: "__p", arg: 2, scope: !1647, file: !39, line: 142, type: !28)
!1650 = !DILocalVariable(name: "__n", arg: 3, scope: !1647, file: !39, line: 142, type: !69)
!1651 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!1652 = !DILocation(line: 0, scope: !1647, inlinedAt: !1653)
!1653 = distinct !DILocation(line: 496, column: 13, scope: !1640, inlinedAt: !1645)
!1654 = !DILocation(line: 158, column: 2, scope: !1647, inlinedAt: !1653)
!1655 = !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1617)
!1656 = !DILocation(line: 129, column: 3, scope: !1516)
!1657 = !DILocation(line: 120, column: 27, scope: !1516)
!1658 = distinct !{!1658, !1523, !1659, !1660, !1661}
!1659 = !DILocation(line: 129, column: 3, scope: !1513)
!1660 = !{!"llvm.loop.mustprogress"}
!1661 = !{!"llvm.loop.unroll.disable"}
!1662 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1569)
!1663 = !DILocation(line: 0, scope: !1609, inlinedAt: !1664)
!1664 = distinct !DILocation(line: 129, column: 3, scope: !1516)
!1665 = !DILocation(line: 0, scope: !1614, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 795, column: 9, scope: !1618, inlinedAt: !1664)
!1667 = !DILocation(line: 0, scope: !1620, inlinedAt: !1668)
!1668 = distinct !DILocation(line: 285, column: 7, scope: !1624, inlinedAt: !1666)
!1669 = !DILocation(line: 0, scope: !1565, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !1668)
!1671 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1670)
!1672 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !1668)
!1673 = !DILocation(line: 285, column: 6, scope: !1614, inlinedAt: !1666)
!1674 = !DILocation(line: 0, scope: !1632, inlinedAt: !1675)
!1675 = distinct !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1666)
!1676 = !DILocation(line: 0, scope: !1565, inlinedAt: !1677)
!1677 = distinct !DILocation(line: 292, column: 55, scope: !1632, inlinedAt: !1675)
!1678 = !DILocation(line: 0, scope: !1640, inlinedAt: !1679)
!1679 = distinct !DILocation(line: 292, column: 9, scope: !1632, inlinedAt: !1675)
!1680 = !DILocation(line: 0, scope: !1647, inlinedAt: !1681)
!1681 = distinct !DILocation(line: 496, column: 13, scope: !1640, inlinedAt: !1679)
!1682 = !DILocation(line: 158, column: 2, scope: !1647, inlinedAt: !1681)
!1683 = !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1666)
!1684 = !DILocation(line: 131, column: 1, scope: !1504)
!1685 = distinct !DISubprogram(name: "gen", linkageName: "_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi", scope: !3, file: !3, line: 97, type: !1686, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1689)
!1686 = !DISubroutineType(types: !1687)
!1687 = !{null, !1688, !250}
!1688 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !615, size: 64)
!1689 = !{!1690, !1691, !1692}
!1690 = !DILocalVariable(name: "out", arg: 1, scope: !1685, file: !3, line: 97, type: !1688)
!1691 = !DILocalVariable(name: "depth", arg: 2, scope: !1685, file: !3, line: 97, type: !250)
!1692 = !DILocalVariable(name: "r", scope: !1685, file: !3, line: 99, type: !606)
!1693 = !DILocation(line: 0, scope: !1685)
!1694 = !DILocation(line: 95, column: 41, scope: !1695, inlinedAt: !1698)
!1695 = distinct !DISubprogram(name: "next", linkageName: "_ZL4nextv", scope: !3, file: !3, line: 95, type: !1696, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!1696 = !DISubroutineType(types: !1697)
!1697 = !{!606}
!1698 = distinct !DILocation(line: 99, column: 16, scope: !1685)
!1699 = !DILocation(line: 95, column: 46, scope: !1695, inlinedAt: !1698)
!1700 = !DILocation(line: 95, column: 60, scope: !1695, inlinedAt: !1698)
!1701 = !DILocation(line: 95, column: 39, scope: !1695, inlinedAt: !1698)
!1702 = !DILocation(line: 95, column: 70, scope: !1695, inlinedAt: !1698)
!1703 = !DILocation(line: 99, column: 23, scope: !1685)
!1704 = !DILocation(line: 100, column: 13, scope: !1705)
!1705 = distinct !DILexicalBlock(scope: !1685, file: !3, line: 100, column: 7)
!1706 = !DILocation(line: 100, column: 18, scope: !1705)
!1707 = !DILocation(line: 101, column: 12, scope: !1708)
!1708 = distinct !DILexicalBlock(scope: !1705, file: !3, line: 100, column: 28)
!1709 = !DILocation(line: 95, column: 46, scope: !1695, inlinedAt: !1710)
!1710 = distinct !DILocation(line: 101, column: 27, scope: !1708)
!1711 = !DILocation(line: 95, column: 60, scope: !1695, inlinedAt: !1710)
!1712 = !DILocation(line: 95, column: 39, scope: !1695, inlinedAt: !1710)
!1713 = !DILocation(line: 95, column: 70, scope: !1695, inlinedAt: !1710)
!1714 = !DILocation(line: 101, column: 34, scope: !1708)
!1715 = !DILocalVariable(name: "__str", scope: !1716, file: !6, line: 4031, type: !615)
!1716 = distinct !DISubprogram(name: "to_string", linkageName: "_ZNSt7__cxx119to_stringEj", scope: !9, file: !6, line: 4026, type: !1717, scopeLine: 4030, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1719)
!1717 = !DISubroutineType(types: !1718)
!1718 = !{!615, !606}
!1719 = !{!1720, !1715}
!1720 = !DILocalVariable(name: "__val", arg: 1, scope: !1716, file: !6, line: 4026, type: !606)
!1721 = !DILocation(line: 0, scope: !1716, inlinedAt: !1722)
!1722 = distinct !DILocation(line: 101, column: 12, scope: !1708)
!1723 = !DILocalVariable(name: "__value", arg: 1, scope: !1724, file: !654, line: 47, type: !606)
!1724 = distinct !DISubprogram(name: "__to_chars_len<unsigned int>", linkageName: "_ZNSt8__detail14__to_chars_lenIjEEjT_i", scope: !655, file: !654, line: 47, type: !1725, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !669, retainedNodes: !1727)
!1725 = !DISubroutineType(types: !1726)
!1726 = !{!606, !606, !250}
!1727 = !{!1723, !1728, !1729, !1730, !1731, !1732}
!1728 = !DILocalVariable(name: "__base", arg: 2, scope: !1724, file: !654, line: 47, type: !250)
!1729 = !DILocalVariable(name: "__n", scope: !1724, file: !654, line: 52, type: !606)
!1730 = !DILocalVariable(name: "__b2", scope: !1724, file: !654, line: 53, type: !665)
!1731 = !DILocalVariable(name: "__b3", scope: !1724, file: !654, line: 54, type: !665)
!1732 = !DILocalVariable(name: "__b4", scope: !1724, file: !654, line: 55, type: !1733)
!1733 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!1734 = !DILocation(line: 0, scope: !1724, inlinedAt: !1735)
!1735 = distinct !DILocation(line: 4031, column: 18, scope: !1716, inlinedAt: !1722)
!1736 = !DILocation(line: 58, column: 16, scope: !1737, inlinedAt: !1735)
!1737 = distinct !DILexicalBlock(scope: !1738, file: !654, line: 58, column: 8)
!1738 = distinct !DILexicalBlock(scope: !1739, file: !654, line: 57, column: 2)
!1739 = distinct !DILexicalBlock(scope: !1740, file: !654, line: 56, column: 7)
!1740 = distinct !DILexicalBlock(scope: !1724, file: !654, line: 56, column: 7)
!1741 = !DILocation(line: 58, column: 8, scope: !1738, inlinedAt: !1735)
!1742 = !DILocalVariable(name: "this", arg: 1, scope: !1743, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1743 = distinct !DISubprogram(name: "basic_string", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2EmcRKS3_", scope: !7, file: !6, line: 657, type: !282, scopeLine: 659, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !281, retainedNodes: !1744)
!1744 = !{!1742, !1745, !1746, !1747}
!1745 = !DILocalVariable(name: "__n", arg: 2, scope: !1743, file: !6, line: 657, type: !14)
!1746 = !DILocalVariable(name: "__c", arg: 3, scope: !1743, file: !6, line: 657, type: !29)
!1747 = !DILocalVariable(name: "__a", arg: 4, scope: !1743, file: !6, line: 657, type: !91)
!1748 = !DILocation(line: 0, scope: !1743, inlinedAt: !1749)
!1749 = distinct !DILocation(line: 4031, column: 12, scope: !1716, inlinedAt: !1722)
!1750 = !DILocalVariable(name: "this", arg: 1, scope: !1751, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1751 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 238, type: !177, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !176, retainedNodes: !1752)
!1752 = !{!1750}
!1753 = !DILocation(line: 0, scope: !1751, inlinedAt: !1754)
!1754 = distinct !DILocation(line: 658, column: 21, scope: !1743, inlinedAt: !1749)
!1755 = !DILocation(line: 241, column: 51, scope: !1751, inlinedAt: !1754)
!1756 = !DILocalVariable(name: "this", arg: 1, scope: !1757, type: !1538, flags: DIFlagArtificial | DIFlagObjectPointer)
!1757 = distinct !DISubprogram(name: "_Alloc_hider", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC2EPcRKS3_", scope: !135, file: !6, line: 199, type: !148, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !147, retainedNodes: !1758)
!1758 = !{!1756, !1759, !1760}
!1759 = !DILocalVariable(name: "__dat", arg: 2, scope: !1757, file: !6, line: 199, type: !145)
!1760 = !DILocalVariable(name: "__a", arg: 3, scope: !1757, file: !6, line: 199, type: !91)
!1761 = !DILocation(line: 0, scope: !1757, inlinedAt: !1762)
!1762 = distinct !DILocation(line: 658, column: 9, scope: !1743, inlinedAt: !1749)
!1763 = !DILocation(line: 200, column: 25, scope: !1757, inlinedAt: !1762)
!1764 = !{!1765}
!1765 = distinct !{!1765, !1766, !"_ZNSt7__cxx119to_stringEj: argument 0"}
!1766 = distinct !{!1766, !"_ZNSt7__cxx119to_stringEj"}
!1767 = !DILocation(line: 659, column: 9, scope: !1768, inlinedAt: !1749)
!1768 = distinct !DILexicalBlock(scope: !1743, file: !6, line: 659, column: 7)
!1769 = !DILocalVariable(name: "this", arg: 1, scope: !1770, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1770 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1217, type: !363, scopeLine: 1218, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !362, retainedNodes: !1771)
!1771 = !{!1769, !1772}
!1772 = !DILocalVariable(name: "__pos", arg: 2, scope: !1770, file: !6, line: 1217, type: !14)
!1773 = !DILocation(line: 0, scope: !1770, inlinedAt: !1774)
!1774 = distinct !DILocation(line: 4032, column: 35, scope: !1716, inlinedAt: !1722)
!1775 = !DILocation(line: 0, scope: !1565, inlinedAt: !1776)
!1776 = distinct !DILocation(line: 1224, column: 9, scope: !1770, inlinedAt: !1774)
!1777 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1776)
!1778 = !DILocalVariable(name: "this", arg: 1, scope: !1779, type: !1567, flags: DIFlagArtificial | DIFlagObjectPointer)
!1779 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv", scope: !7, file: !6, line: 1063, type: !341, scopeLine: 1064, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !340, retainedNodes: !1780)
!1780 = !{!1778}
!1781 = !DILocation(line: 0, scope: !1779, inlinedAt: !1782)
!1782 = distinct !DILocation(line: 4032, column: 51, scope: !1716, inlinedAt: !1722)
!1783 = !DILocation(line: 0, scope: !653, inlinedAt: !1784)
!1784 = distinct !DILocation(line: 4032, column: 5, scope: !1716, inlinedAt: !1722)
!1785 = !DILocation(line: 92, column: 17, scope: !668, inlinedAt: !1784)
!1786 = !DILocation(line: 92, column: 11, scope: !653, inlinedAt: !1784)
!1787 = !DILocation(line: 94, column: 29, scope: !667, inlinedAt: !1784)
!1788 = !DILocation(line: 0, scope: !667, inlinedAt: !1784)
!1789 = !DILocation(line: 95, column: 32, scope: !667, inlinedAt: !1784)
!1790 = !DILocation(line: 95, column: 17, scope: !667, inlinedAt: !1784)
!1791 = !DILocation(line: 95, column: 4, scope: !667, inlinedAt: !1784)
!1792 = !DILocation(line: 95, column: 15, scope: !667, inlinedAt: !1784)
!1793 = !DILocation(line: 96, column: 17, scope: !667, inlinedAt: !1784)
!1794 = !DILocation(line: 97, column: 2, scope: !667, inlinedAt: !1784)
!1795 = !DILocation(line: 99, column: 15, scope: !668, inlinedAt: !1784)
!1796 = !DILocation(line: 4034, column: 3, scope: !1716, inlinedAt: !1722)
!1797 = !DILocation(line: 4031, column: 12, scope: !1716, inlinedAt: !1722)
!1798 = !DILocation(line: 0, scope: !668, inlinedAt: !1784)
!1799 = !DILocalVariable(name: "this", arg: 1, scope: !1800, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1800 = distinct !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_", scope: !7, file: !6, line: 1329, type: !301, scopeLine: 1330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !378, retainedNodes: !1801)
!1801 = !{!1799, !1802}
!1802 = !DILocalVariable(name: "__str", arg: 2, scope: !1800, file: !6, line: 1329, type: !254)
!1803 = !DILocation(line: 0, scope: !1800, inlinedAt: !1804)
!1804 = distinct !DILocation(line: 101, column: 9, scope: !1708)
!1805 = !DILocalVariable(name: "this", arg: 1, scope: !1806, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1806 = distinct !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendERKS4_", scope: !7, file: !6, line: 1387, type: !301, scopeLine: 1388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !382, retainedNodes: !1807)
!1807 = !{!1805, !1808}
!1808 = !DILocalVariable(name: "__str", arg: 2, scope: !1806, file: !6, line: 1387, type: !254)
!1809 = !DILocation(line: 0, scope: !1806, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 1330, column: 22, scope: !1800, inlinedAt: !1804)
!1811 = !DILocation(line: 0, scope: !1565, inlinedAt: !1812)
!1812 = distinct !DILocation(line: 1388, column: 35, scope: !1806, inlinedAt: !1810)
!1813 = !DILocation(line: 0, scope: !1779, inlinedAt: !1814)
!1814 = distinct !DILocation(line: 1388, column: 52, scope: !1806, inlinedAt: !1810)
!1815 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !1814)
!1816 = !DILocalVariable(name: "this", arg: 1, scope: !1817, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1817 = distinct !DISubprogram(name: "append", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKcm", scope: !7, file: !6, line: 1418, type: !387, scopeLine: 1419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !386, retainedNodes: !1818)
!1818 = !{!1816, !1819, !1820}
!1819 = !DILocalVariable(name: "__s", arg: 2, scope: !1817, file: !6, line: 1418, type: !62)
!1820 = !DILocalVariable(name: "__n", arg: 3, scope: !1817, file: !6, line: 1418, type: !14)
!1821 = !DILocation(line: 0, scope: !1817, inlinedAt: !1822)
!1822 = distinct !DILocation(line: 1388, column: 22, scope: !1806, inlinedAt: !1810)
!1823 = !DILocalVariable(name: "this", arg: 1, scope: !1824, type: !1567, flags: DIFlagArtificial | DIFlagObjectPointer)
!1824 = distinct !DISubprogram(name: "_M_check_length", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE15_M_check_lengthEmmPKc", scope: !7, file: !6, line: 390, type: !215, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !214, retainedNodes: !1825)
!1825 = !{!1823, !1826, !1827, !1828}
!1826 = !DILocalVariable(name: "__n1", arg: 2, scope: !1824, file: !6, line: 390, type: !14)
!1827 = !DILocalVariable(name: "__n2", arg: 3, scope: !1824, file: !6, line: 390, type: !14)
!1828 = !DILocalVariable(name: "__s", arg: 4, scope: !1824, file: !6, line: 390, type: !62)
!1829 = !DILocation(line: 0, scope: !1824, inlinedAt: !1830)
!1830 = distinct !DILocation(line: 1421, column: 2, scope: !1817, inlinedAt: !1822)
!1831 = !DILocation(line: 0, scope: !1779, inlinedAt: !1832)
!1832 = distinct !DILocation(line: 392, column: 32, scope: !1833, inlinedAt: !1830)
!1833 = distinct !DILexicalBlock(scope: !1824, file: !6, line: 392, column: 6)
!1834 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !1832)
!1835 = !DILocation(line: 392, column: 23, scope: !1833, inlinedAt: !1830)
!1836 = !DILocation(line: 392, column: 47, scope: !1833, inlinedAt: !1830)
!1837 = !DILocation(line: 392, column: 6, scope: !1824, inlinedAt: !1830)
!1838 = !DILocation(line: 393, column: 4, scope: !1833, inlinedAt: !1830)
!1839 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1812)
!1840 = !DILocation(line: 1422, column: 9, scope: !1817, inlinedAt: !1822)
!1841 = !DILocation(line: 0, scope: !1609, inlinedAt: !1842)
!1842 = distinct !DILocation(line: 101, column: 5, scope: !1708)
!1843 = !DILocation(line: 0, scope: !1614, inlinedAt: !1844)
!1844 = distinct !DILocation(line: 795, column: 9, scope: !1618, inlinedAt: !1842)
!1845 = !DILocation(line: 0, scope: !1620, inlinedAt: !1846)
!1846 = distinct !DILocation(line: 285, column: 7, scope: !1624, inlinedAt: !1844)
!1847 = !DILocation(line: 0, scope: !1565, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !1846)
!1849 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1848)
!1850 = !DILocalVariable(name: "this", arg: 1, scope: !1851, type: !1567, flags: DIFlagArtificial | DIFlagObjectPointer)
!1851 = distinct !DISubprogram(name: "_M_local_data", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv", scope: !7, file: !6, line: 249, type: !180, scopeLine: 250, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !179, retainedNodes: !1852)
!1852 = !{!1850}
!1853 = !DILocation(line: 0, scope: !1851, inlinedAt: !1854)
!1854 = distinct !DILocation(line: 274, column: 29, scope: !1620, inlinedAt: !1846)
!1855 = !DILocation(line: 252, column: 56, scope: !1851, inlinedAt: !1854)
!1856 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !1846)
!1857 = !DILocation(line: 285, column: 6, scope: !1614, inlinedAt: !1844)
!1858 = !DILocation(line: 0, scope: !1632, inlinedAt: !1859)
!1859 = distinct !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1844)
!1860 = !DILocation(line: 0, scope: !1565, inlinedAt: !1861)
!1861 = distinct !DILocation(line: 292, column: 55, scope: !1632, inlinedAt: !1859)
!1862 = !DILocation(line: 0, scope: !1640, inlinedAt: !1863)
!1863 = distinct !DILocation(line: 292, column: 9, scope: !1632, inlinedAt: !1859)
!1864 = !DILocation(line: 0, scope: !1647, inlinedAt: !1865)
!1865 = distinct !DILocation(line: 496, column: 13, scope: !1640, inlinedAt: !1863)
!1866 = !DILocation(line: 158, column: 2, scope: !1647, inlinedAt: !1865)
!1867 = !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1844)
!1868 = !DILocation(line: 101, column: 5, scope: !1708)
!1869 = !DILocation(line: 102, column: 5, scope: !1708)
!1870 = !DILocation(line: 115, column: 1, scope: !1708)
!1871 = !DILocation(line: 0, scope: !1609, inlinedAt: !1872)
!1872 = distinct !DILocation(line: 101, column: 5, scope: !1708)
!1873 = !DILocation(line: 0, scope: !1614, inlinedAt: !1874)
!1874 = distinct !DILocation(line: 795, column: 9, scope: !1618, inlinedAt: !1872)
!1875 = !DILocation(line: 0, scope: !1620, inlinedAt: !1876)
!1876 = distinct !DILocation(line: 285, column: 7, scope: !1624, inlinedAt: !1874)
!1877 = !DILocation(line: 0, scope: !1565, inlinedAt: !1878)
!1878 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !1876)
!1879 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1878)
!1880 = !DILocation(line: 0, scope: !1851, inlinedAt: !1881)
!1881 = distinct !DILocation(line: 274, column: 29, scope: !1620, inlinedAt: !1876)
!1882 = !DILocation(line: 252, column: 56, scope: !1851, inlinedAt: !1881)
!1883 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !1876)
!1884 = !DILocation(line: 285, column: 6, scope: !1614, inlinedAt: !1874)
!1885 = !DILocation(line: 0, scope: !1632, inlinedAt: !1886)
!1886 = distinct !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1874)
!1887 = !DILocation(line: 0, scope: !1565, inlinedAt: !1888)
!1888 = distinct !DILocation(line: 292, column: 55, scope: !1632, inlinedAt: !1886)
!1889 = !DILocation(line: 0, scope: !1640, inlinedAt: !1890)
!1890 = distinct !DILocation(line: 292, column: 9, scope: !1632, inlinedAt: !1886)
!1891 = !DILocation(line: 0, scope: !1647, inlinedAt: !1892)
!1892 = distinct !DILocation(line: 496, column: 13, scope: !1640, inlinedAt: !1890)
!1893 = !DILocation(line: 158, column: 2, scope: !1647, inlinedAt: !1892)
!1894 = !DILocation(line: 286, column: 4, scope: !1624, inlinedAt: !1874)
!1895 = !DILocation(line: 115, column: 1, scope: !1685)
!1896 = !DILocation(line: 104, column: 9, scope: !1897)
!1897 = distinct !DILexicalBlock(scope: !1685, file: !3, line: 104, column: 7)
!1898 = !DILocation(line: 104, column: 7, scope: !1685)
!1899 = !DILocalVariable(name: "this", arg: 1, scope: !1900, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1900 = distinct !DISubprogram(name: "operator+=", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc", scope: !7, file: !6, line: 1349, type: !308, scopeLine: 1350, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !380, retainedNodes: !1901)
!1901 = !{!1899, !1902}
!1902 = !DILocalVariable(name: "__c", arg: 2, scope: !1900, file: !6, line: 1349, type: !29)
!1903 = !DILocation(line: 0, scope: !1900, inlinedAt: !1904)
!1904 = distinct !DILocation(line: 105, column: 9, scope: !1905)
!1905 = distinct !DILexicalBlock(scope: !1897, file: !3, line: 104, column: 15)
!1906 = !DILocalVariable(name: "this", arg: 1, scope: !1907, type: !1530, flags: DIFlagArtificial | DIFlagObjectPointer)
!1907 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9push_backEc", scope: !7, file: !6, line: 1524, type: !395, scopeLine: 1525, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !394, retainedNodes: !1908)
!1908 = !{!1906, !1909, !1910}
!1909 = !DILocalVariable(name: "__c", arg: 2, scope: !1907, file: !6, line: 1524, type: !29)
!1910 = !DILocalVariable(name: "__size", scope: !1907, file: !6, line: 1526, type: !13)
!1911 = !DILocation(line: 0, scope: !1907, inlinedAt: !1912)
!1912 = distinct !DILocation(line: 1351, column: 8, scope: !1900, inlinedAt: !1904)
!1913 = !DILocation(line: 0, scope: !1779, inlinedAt: !1914)
!1914 = distinct !DILocation(line: 1526, column: 33, scope: !1907, inlinedAt: !1912)
!1915 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !1914)
!1916 = !DILocation(line: 1527, column: 13, scope: !1917, inlinedAt: !1912)
!1917 = distinct !DILexicalBlock(scope: !1907, file: !6, line: 1527, column: 6)
!1918 = !DILocalVariable(name: "this", arg: 1, scope: !1919, type: !1567, flags: DIFlagArtificial | DIFlagObjectPointer)
!1919 = distinct !DISubprogram(name: "capacity", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE8capacityEv", scope: !7, file: !6, line: 1132, type: !341, scopeLine: 1133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !348, retainedNodes: !1920)
!1920 = !{!1918}
!1921 = !DILocation(line: 0, scope: !1919, inlinedAt: !1922)
!1922 = distinct !DILocation(line: 1527, column: 25, scope: !1917, inlinedAt: !1912)
!1923 = !DILocation(line: 0, scope: !1620, inlinedAt: !1924)
!1924 = distinct !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !1922)
!1925 = !DILocation(line: 0, scope: !1565, inlinedAt: !1926)
!1926 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !1924)
!1927 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1926)
!1928 = !DILocation(line: 0, scope: !1851, inlinedAt: !1929)
!1929 = distinct !DILocation(line: 274, column: 29, scope: !1620, inlinedAt: !1924)
!1930 = !DILocation(line: 252, column: 57, scope: !1851, inlinedAt: !1929)
!1931 = !DILocation(line: 252, column: 56, scope: !1851, inlinedAt: !1929)
!1932 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !1924)
!1933 = !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !1922)
!1934 = !DILocation(line: 1527, column: 17, scope: !1917, inlinedAt: !1912)
!1935 = !DILocation(line: 1527, column: 6, scope: !1907, inlinedAt: !1912)
!1936 = !DILocation(line: 1528, column: 10, scope: !1917, inlinedAt: !1912)
!1937 = !DILocation(line: 1528, column: 4, scope: !1917, inlinedAt: !1912)
!1938 = !DILocation(line: 0, scope: !1565, inlinedAt: !1939)
!1939 = distinct !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !1912)
!1940 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1939)
!1941 = !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !1912)
!1942 = !DILocation(line: 0, scope: !1571, inlinedAt: !1943)
!1943 = distinct !DILocation(line: 1529, column: 2, scope: !1907, inlinedAt: !1912)
!1944 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !1943)
!1945 = !DILocation(line: 0, scope: !1548, inlinedAt: !1946)
!1946 = distinct !DILocation(line: 1530, column: 8, scope: !1907, inlinedAt: !1912)
!1947 = !DILocation(line: 0, scope: !1555, inlinedAt: !1948)
!1948 = distinct !DILocation(line: 267, column: 2, scope: !1548, inlinedAt: !1946)
!1949 = !DILocation(line: 229, column: 26, scope: !1555, inlinedAt: !1948)
!1950 = !DILocation(line: 0, scope: !1565, inlinedAt: !1951)
!1951 = distinct !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !1946)
!1952 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1951)
!1953 = !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !1946)
!1954 = !DILocation(line: 0, scope: !1571, inlinedAt: !1955)
!1955 = distinct !DILocation(line: 268, column: 2, scope: !1548, inlinedAt: !1946)
!1956 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !1955)
!1957 = !DILocation(line: 106, column: 20, scope: !1905)
!1958 = !DILocation(line: 106, column: 5, scope: !1905)
!1959 = !DILocation(line: 0, scope: !1900, inlinedAt: !1960)
!1960 = distinct !DILocation(line: 107, column: 9, scope: !1905)
!1961 = !DILocation(line: 0, scope: !1907, inlinedAt: !1962)
!1962 = distinct !DILocation(line: 1351, column: 8, scope: !1900, inlinedAt: !1960)
!1963 = !DILocation(line: 0, scope: !1779, inlinedAt: !1964)
!1964 = distinct !DILocation(line: 1526, column: 33, scope: !1907, inlinedAt: !1962)
!1965 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !1964)
!1966 = !DILocation(line: 1527, column: 13, scope: !1917, inlinedAt: !1962)
!1967 = !DILocation(line: 0, scope: !1919, inlinedAt: !1968)
!1968 = distinct !DILocation(line: 1527, column: 25, scope: !1917, inlinedAt: !1962)
!1969 = !DILocation(line: 0, scope: !1620, inlinedAt: !1970)
!1970 = distinct !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !1968)
!1971 = !DILocation(line: 0, scope: !1565, inlinedAt: !1972)
!1972 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !1970)
!1973 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1972)
!1974 = !DILocation(line: 0, scope: !1851, inlinedAt: !1975)
!1975 = distinct !DILocation(line: 274, column: 29, scope: !1620, inlinedAt: !1970)
!1976 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !1970)
!1977 = !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !1968)
!1978 = !DILocation(line: 1527, column: 17, scope: !1917, inlinedAt: !1962)
!1979 = !DILocation(line: 1527, column: 6, scope: !1907, inlinedAt: !1962)
!1980 = !DILocation(line: 1528, column: 10, scope: !1917, inlinedAt: !1962)
!1981 = !DILocation(line: 1528, column: 4, scope: !1917, inlinedAt: !1962)
!1982 = !DILocation(line: 0, scope: !1565, inlinedAt: !1983)
!1983 = distinct !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !1962)
!1984 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1983)
!1985 = !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !1962)
!1986 = !DILocation(line: 0, scope: !1571, inlinedAt: !1987)
!1987 = distinct !DILocation(line: 1529, column: 2, scope: !1907, inlinedAt: !1962)
!1988 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !1987)
!1989 = !DILocation(line: 0, scope: !1548, inlinedAt: !1990)
!1990 = distinct !DILocation(line: 1530, column: 8, scope: !1907, inlinedAt: !1962)
!1991 = !DILocation(line: 0, scope: !1555, inlinedAt: !1992)
!1992 = distinct !DILocation(line: 267, column: 2, scope: !1548, inlinedAt: !1990)
!1993 = !DILocation(line: 229, column: 26, scope: !1555, inlinedAt: !1992)
!1994 = !DILocation(line: 0, scope: !1565, inlinedAt: !1995)
!1995 = distinct !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !1990)
!1996 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !1995)
!1997 = !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !1990)
!1998 = !DILocation(line: 0, scope: !1571, inlinedAt: !1999)
!1999 = distinct !DILocation(line: 268, column: 2, scope: !1548, inlinedAt: !1990)
!2000 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !1999)
!2001 = !DILocation(line: 108, column: 5, scope: !1905)
!2002 = !DILocation(line: 110, column: 18, scope: !1685)
!2003 = !DILocation(line: 110, column: 3, scope: !1685)
!2004 = !DILocation(line: 95, column: 41, scope: !1695, inlinedAt: !2005)
!2005 = distinct !DILocation(line: 111, column: 17, scope: !1685)
!2006 = !DILocation(line: 95, column: 46, scope: !1695, inlinedAt: !2005)
!2007 = !DILocation(line: 95, column: 60, scope: !1695, inlinedAt: !2005)
!2008 = !DILocation(line: 95, column: 39, scope: !1695, inlinedAt: !2005)
!2009 = !DILocation(line: 95, column: 70, scope: !1695, inlinedAt: !2005)
!2010 = !DILocation(line: 111, column: 24, scope: !1685)
!2011 = !DILocation(line: 111, column: 10, scope: !1685)
!2012 = !DILocation(line: 0, scope: !1900, inlinedAt: !2013)
!2013 = distinct !DILocation(line: 111, column: 7, scope: !1685)
!2014 = !DILocation(line: 0, scope: !1907, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 1351, column: 8, scope: !1900, inlinedAt: !2013)
!2016 = !DILocation(line: 0, scope: !1779, inlinedAt: !2017)
!2017 = distinct !DILocation(line: 1526, column: 33, scope: !1907, inlinedAt: !2015)
!2018 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !2017)
!2019 = !DILocation(line: 1527, column: 13, scope: !1917, inlinedAt: !2015)
!2020 = !DILocation(line: 0, scope: !1919, inlinedAt: !2021)
!2021 = distinct !DILocation(line: 1527, column: 25, scope: !1917, inlinedAt: !2015)
!2022 = !DILocation(line: 0, scope: !1620, inlinedAt: !2023)
!2023 = distinct !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !2021)
!2024 = !DILocation(line: 0, scope: !1565, inlinedAt: !2025)
!2025 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !2023)
!2026 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2025)
!2027 = !DILocation(line: 0, scope: !1851, inlinedAt: !2028)
!2028 = distinct !DILocation(line: 274, column: 29, scope: !1620, inlinedAt: !2023)
!2029 = !DILocation(line: 252, column: 57, scope: !1851, inlinedAt: !2028)
!2030 = !DILocation(line: 252, column: 56, scope: !1851, inlinedAt: !2028)
!2031 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !2023)
!2032 = !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !2021)
!2033 = !DILocation(line: 1527, column: 17, scope: !1917, inlinedAt: !2015)
!2034 = !DILocation(line: 1527, column: 6, scope: !1907, inlinedAt: !2015)
!2035 = !DILocation(line: 1528, column: 10, scope: !1917, inlinedAt: !2015)
!2036 = !DILocation(line: 1528, column: 4, scope: !1917, inlinedAt: !2015)
!2037 = !DILocation(line: 0, scope: !1565, inlinedAt: !2038)
!2038 = distinct !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !2015)
!2039 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2038)
!2040 = !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !2015)
!2041 = !DILocation(line: 0, scope: !1571, inlinedAt: !2042)
!2042 = distinct !DILocation(line: 1529, column: 2, scope: !1907, inlinedAt: !2015)
!2043 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !2042)
!2044 = !DILocation(line: 0, scope: !1548, inlinedAt: !2045)
!2045 = distinct !DILocation(line: 1530, column: 8, scope: !1907, inlinedAt: !2015)
!2046 = !DILocation(line: 0, scope: !1555, inlinedAt: !2047)
!2047 = distinct !DILocation(line: 267, column: 2, scope: !1548, inlinedAt: !2045)
!2048 = !DILocation(line: 229, column: 26, scope: !1555, inlinedAt: !2047)
!2049 = !DILocation(line: 0, scope: !1565, inlinedAt: !2050)
!2050 = distinct !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !2045)
!2051 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2050)
!2052 = !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !2045)
!2053 = !DILocation(line: 0, scope: !1571, inlinedAt: !2054)
!2054 = distinct !DILocation(line: 268, column: 2, scope: !1548, inlinedAt: !2045)
!2055 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !2054)
!2056 = !DILocation(line: 95, column: 41, scope: !1695, inlinedAt: !2057)
!2057 = distinct !DILocation(line: 112, column: 7, scope: !2058)
!2058 = distinct !DILexicalBlock(scope: !1685, file: !3, line: 112, column: 7)
!2059 = !DILocation(line: 95, column: 46, scope: !1695, inlinedAt: !2057)
!2060 = !DILocation(line: 95, column: 60, scope: !1695, inlinedAt: !2057)
!2061 = !DILocation(line: 95, column: 39, scope: !1695, inlinedAt: !2057)
!2062 = !DILocation(line: 95, column: 70, scope: !1695, inlinedAt: !2057)
!2063 = !DILocation(line: 112, column: 14, scope: !2058)
!2064 = !DILocation(line: 112, column: 19, scope: !2058)
!2065 = !DILocation(line: 112, column: 7, scope: !1685)
!2066 = !DILocation(line: 0, scope: !1900, inlinedAt: !2067)
!2067 = distinct !DILocation(line: 113, column: 9, scope: !2058)
!2068 = !DILocation(line: 0, scope: !1907, inlinedAt: !2069)
!2069 = distinct !DILocation(line: 1351, column: 8, scope: !1900, inlinedAt: !2067)
!2070 = !DILocation(line: 0, scope: !1779, inlinedAt: !2071)
!2071 = distinct !DILocation(line: 1526, column: 33, scope: !1907, inlinedAt: !2069)
!2072 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !2071)
!2073 = !DILocation(line: 1527, column: 13, scope: !1917, inlinedAt: !2069)
!2074 = !DILocation(line: 0, scope: !1919, inlinedAt: !2075)
!2075 = distinct !DILocation(line: 1527, column: 25, scope: !1917, inlinedAt: !2069)
!2076 = !DILocation(line: 0, scope: !1620, inlinedAt: !2077)
!2077 = distinct !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !2075)
!2078 = !DILocation(line: 0, scope: !1565, inlinedAt: !2079)
!2079 = distinct !DILocation(line: 274, column: 16, scope: !1620, inlinedAt: !2077)
!2080 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2079)
!2081 = !DILocation(line: 0, scope: !1851, inlinedAt: !2082)
!2082 = distinct !DILocation(line: 274, column: 29, scope: !1620, inlinedAt: !2077)
!2083 = !DILocation(line: 274, column: 26, scope: !1620, inlinedAt: !2077)
!2084 = !DILocation(line: 1134, column: 9, scope: !1919, inlinedAt: !2075)
!2085 = !DILocation(line: 1527, column: 17, scope: !1917, inlinedAt: !2069)
!2086 = !DILocation(line: 1527, column: 6, scope: !1907, inlinedAt: !2069)
!2087 = !DILocation(line: 1528, column: 10, scope: !1917, inlinedAt: !2069)
!2088 = !DILocation(line: 1528, column: 4, scope: !1917, inlinedAt: !2069)
!2089 = !DILocation(line: 0, scope: !1565, inlinedAt: !2090)
!2090 = distinct !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !2069)
!2091 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2090)
!2092 = !DILocation(line: 1529, column: 28, scope: !1907, inlinedAt: !2069)
!2093 = !DILocation(line: 0, scope: !1571, inlinedAt: !2094)
!2094 = distinct !DILocation(line: 1529, column: 2, scope: !1907, inlinedAt: !2069)
!2095 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !2094)
!2096 = !DILocation(line: 0, scope: !1548, inlinedAt: !2097)
!2097 = distinct !DILocation(line: 1530, column: 8, scope: !1907, inlinedAt: !2069)
!2098 = !DILocation(line: 0, scope: !1555, inlinedAt: !2099)
!2099 = distinct !DILocation(line: 267, column: 2, scope: !1548, inlinedAt: !2097)
!2100 = !DILocation(line: 229, column: 26, scope: !1555, inlinedAt: !2099)
!2101 = !DILocation(line: 0, scope: !1565, inlinedAt: !2102)
!2102 = distinct !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !2097)
!2103 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2102)
!2104 = !DILocation(line: 268, column: 22, scope: !1548, inlinedAt: !2097)
!2105 = !DILocation(line: 0, scope: !1571, inlinedAt: !2106)
!2106 = distinct !DILocation(line: 268, column: 2, scope: !1548, inlinedAt: !2097)
!2107 = !DILocation(line: 354, column: 7, scope: !1571, inlinedAt: !2106)
!2108 = !DILocation(line: 113, column: 5, scope: !2058)
!2109 = !DILocation(line: 114, column: 3, scope: !1685)
!2110 = distinct !DISubprogram(name: "parse", linkageName: "_ZN6Parser5parseEv", scope: !610, file: !3, line: 85, type: !626, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !636, retainedNodes: !2111)
!2111 = !{!2112, !2113}
!2112 = !DILocalVariable(name: "this", arg: 1, scope: !2110, type: !1585, flags: DIFlagArtificial | DIFlagObjectPointer)
!2113 = !DILocalVariable(name: "v", scope: !2110, file: !3, line: 87, type: !628)
!2114 = !DILocation(line: 0, scope: !2110)
!2115 = !DILocalVariable(name: "this", arg: 1, scope: !2116, type: !1585, flags: DIFlagArtificial | DIFlagObjectPointer)
!2116 = distinct !DISubprogram(name: "expr", linkageName: "_ZN6Parser4exprEv", scope: !610, file: !3, line: 74, type: !626, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !635, retainedNodes: !2117)
!2117 = !{!2115, !2118, !2119, !2121}
!2118 = !DILocalVariable(name: "v", scope: !2116, file: !3, line: 76, type: !628)
!2119 = !DILocalVariable(name: "op", scope: !2120, file: !3, line: 78, type: !29)
!2120 = distinct !DILexicalBlock(scope: !2116, file: !3, line: 77, column: 44)
!2121 = !DILocalVariable(name: "t", scope: !2120, file: !3, line: 79, type: !628)
!2122 = !DILocation(line: 0, scope: !2116, inlinedAt: !2123)
!2123 = distinct !DILocation(line: 87, column: 14, scope: !2110)
!2124 = !DILocation(line: 76, column: 14, scope: !2116, inlinedAt: !2123)
!2125 = !DILocation(line: 77, column: 5, scope: !2116, inlinedAt: !2123)
!2126 = !DILocalVariable(name: "this", arg: 1, scope: !2127, type: !2129, flags: DIFlagArtificial | DIFlagObjectPointer)
!2127 = distinct !DISubprogram(name: "peek", linkageName: "_ZNK6Parser4peekEv", scope: !610, file: !3, line: 19, type: !621, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !620, retainedNodes: !2128)
!2128 = !{!2126}
!2129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !624, size: 64)
!2130 = !DILocation(line: 0, scope: !2127, inlinedAt: !2131)
!2131 = distinct !DILocation(line: 77, column: 12, scope: !2116, inlinedAt: !2123)
!2132 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2131)
!2133 = !DILocation(line: 19, column: 34, scope: !2127, inlinedAt: !2131)
!2134 = !{!1592, !1544, i64 0}
!2135 = !DILocation(line: 0, scope: !1779, inlinedAt: !2136)
!2136 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2131)
!2137 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !2136)
!2138 = !DILocation(line: 19, column: 32, scope: !2127, inlinedAt: !2131)
!2139 = !DILocalVariable(name: "this", arg: 1, scope: !2140, type: !1567, flags: DIFlagArtificial | DIFlagObjectPointer)
!2140 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm", scope: !7, file: !6, line: 1199, type: !354, scopeLine: 1200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !353, retainedNodes: !2141)
!2141 = !{!2139, !2142}
!2142 = !DILocalVariable(name: "__pos", arg: 2, scope: !2140, file: !6, line: 1199, type: !14)
!2143 = !DILocation(line: 0, scope: !2140, inlinedAt: !2144)
!2144 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2131)
!2145 = !DILocation(line: 0, scope: !1565, inlinedAt: !2146)
!2146 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2144)
!2147 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2146)
!2148 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2144)
!2149 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2131)
!2150 = !DILocation(line: 77, column: 19, scope: !2116, inlinedAt: !2123)
!2151 = !DILocation(line: 77, column: 26, scope: !2116, inlinedAt: !2123)
!2152 = !DILocation(line: 0, scope: !2127, inlinedAt: !2153)
!2153 = distinct !DILocation(line: 77, column: 29, scope: !2116, inlinedAt: !2123)
!2154 = !DILocation(line: 0, scope: !1779, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2153)
!2156 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2153)
!2157 = !DILocation(line: 0, scope: !2140, inlinedAt: !2158)
!2158 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2153)
!2159 = !DILocation(line: 0, scope: !1565, inlinedAt: !2160)
!2160 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2158)
!2161 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2160)
!2162 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2158)
!2163 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2153)
!2164 = !DILocation(line: 77, column: 36, scope: !2116, inlinedAt: !2123)
!2165 = !DILocation(line: 78, column: 20, scope: !2120, inlinedAt: !2123)
!2166 = !DILocation(line: 0, scope: !2140, inlinedAt: !2167)
!2167 = distinct !DILocation(line: 78, column: 17, scope: !2120, inlinedAt: !2123)
!2168 = !DILocation(line: 0, scope: !1565, inlinedAt: !2169)
!2169 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2167)
!2170 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2169)
!2171 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2167)
!2172 = !DILocation(line: 78, column: 17, scope: !2120, inlinedAt: !2123)
!2173 = !DILocation(line: 0, scope: !2120, inlinedAt: !2123)
!2174 = !DILocation(line: 79, column: 16, scope: !2120, inlinedAt: !2123)
!2175 = !DILocation(line: 80, column: 14, scope: !2120, inlinedAt: !2123)
!2176 = !DILocation(line: 80, column: 11, scope: !2120, inlinedAt: !2123)
!2177 = distinct !{!2177, !2125, !2178, !1660, !1661}
!2178 = !DILocation(line: 81, column: 5, scope: !2116, inlinedAt: !2123)
!2179 = !DILocation(line: 0, scope: !1779, inlinedAt: !2180)
!2180 = distinct !DILocation(line: 88, column: 16, scope: !2181)
!2181 = distinct !DILexicalBlock(scope: !2110, file: !3, line: 88, column: 9)
!2182 = !DILocation(line: 88, column: 11, scope: !2181)
!2183 = !DILocation(line: 88, column: 9, scope: !2110)
!2184 = !DILocation(line: 89, column: 7, scope: !2181)
!2185 = !DILocation(line: 89, column: 59, scope: !2181)
!2186 = !DILocation(line: 89, column: 13, scope: !2181)
!2187 = !DILocation(line: 91, column: 3, scope: !2181)
!2188 = !DILocation(line: 91, column: 3, scope: !2110)
!2189 = !DILocation(line: 90, column: 5, scope: !2110)
!2190 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 133, type: !2191, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2193)
!2191 = !DISubroutineType(types: !2192)
!2192 = !{!250, !250, !637}
!2193 = !{!2194, !2195, !2196, !2197, !2198}
!2194 = !DILocalVariable(name: "argc", arg: 1, scope: !2190, file: !3, line: 133, type: !250)
!2195 = !DILocalVariable(name: "argv", arg: 2, scope: !2190, file: !3, line: 133, type: !637)
!2196 = !DILocalVariable(name: "n", scope: !2190, file: !3, line: 135, type: !250)
!2197 = !DILocalVariable(name: "errors", scope: !2190, file: !3, line: 136, type: !250)
!2198 = !DILocalVariable(name: "total", scope: !2190, file: !3, line: 137, type: !628)
!2199 = !DILocation(line: 0, scope: !2190)
!2200 = !DILocation(line: 135, column: 16, scope: !2190)
!2201 = !DILocation(line: 135, column: 11, scope: !2190)
!2202 = !DILocation(line: 135, column: 32, scope: !2190)
!2203 = !DILocation(line: 0, scope: !949, inlinedAt: !2204)
!2204 = distinct !DILocation(line: 135, column: 22, scope: !2190)
!2205 = !DILocation(line: 364, column: 16, scope: !949, inlinedAt: !2204)
!2206 = !DILocation(line: 136, column: 3, scope: !2190)
!2207 = !DILocation(line: 136, column: 7, scope: !2190)
!2208 = !DILocation(line: 137, column: 16, scope: !2190)
!2209 = !DILocation(line: 138, column: 47, scope: !2190)
!2210 = !DILocation(line: 138, column: 3, scope: !2190)
!2211 = !DILocation(line: 140, column: 1, scope: !2190)
!2212 = !DILocation(line: 139, column: 3, scope: !2190)
!2213 = distinct !DISubprogram(name: "ParseError", linkageName: "_ZN10ParseErrorC2EPKci", scope: !638, file: !3, line: 12, type: !645, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !644, retainedNodes: !2214)
!2214 = !{!2215, !2217, !2218}
!2215 = !DILocalVariable(name: "this", arg: 1, scope: !2213, type: !2216, flags: DIFlagArtificial | DIFlagObjectPointer)
!2216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !638, size: 64)
!2217 = !DILocalVariable(name: "what", arg: 2, scope: !2213, file: !3, line: 12, type: !62)
!2218 = !DILocalVariable(name: "pos", arg: 3, scope: !2213, file: !3, line: 12, type: !250)
!2219 = !DILocation(line: 0, scope: !2213)
!2220 = !DILocation(line: 12, column: 78, scope: !2213)
!2221 = !DILocation(line: 12, column: 43, scope: !2213)
!2222 = !{!2223, !2223, i64 0}
!2223 = !{!"vtable pointer", !1546, i64 0}
!2224 = !DILocation(line: 12, column: 69, scope: !2213)
!2225 = !DILocation(line: 12, column: 79, scope: !2213)
!2226 = distinct !DISubprogram(name: "term", linkageName: "_ZN6Parser4termEv", scope: !610, file: !3, line: 48, type: !626, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !631, retainedNodes: !2227)
!2227 = !{!2228, !2229, !2230}
!2228 = !DILocalVariable(name: "this", arg: 1, scope: !2226, type: !1585, flags: DIFlagArtificial | DIFlagObjectPointer)
!2229 = !DILocalVariable(name: "v", scope: !2226, file: !3, line: 50, type: !628)
!2230 = !DILocalVariable(name: "d", scope: !2231, file: !3, line: 59, type: !628)
!2231 = distinct !DILexicalBlock(scope: !2232, file: !3, line: 57, column: 17)
!2232 = distinct !DILexicalBlock(scope: !2233, file: !3, line: 52, column: 23)
!2233 = distinct !DILexicalBlock(scope: !2234, file: !3, line: 51, column: 14)
!2234 = distinct !DILexicalBlock(scope: !2235, file: !3, line: 51, column: 5)
!2235 = distinct !DILexicalBlock(scope: !2226, file: !3, line: 51, column: 5)
!2236 = !DILocation(line: 0, scope: !2226)
!2237 = !DILocation(line: 50, column: 14, scope: !2226)
!2238 = !DILocation(line: 51, column: 5, scope: !2226)
!2239 = !DILocation(line: 0, scope: !2127, inlinedAt: !2240)
!2240 = distinct !DILocation(line: 52, column: 15, scope: !2233)
!2241 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2240)
!2242 = !DILocation(line: 19, column: 34, scope: !2127, inlinedAt: !2240)
!2243 = !DILocation(line: 0, scope: !1779, inlinedAt: !2244)
!2244 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2240)
!2245 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !2244)
!2246 = !DILocation(line: 19, column: 32, scope: !2127, inlinedAt: !2240)
!2247 = !DILocation(line: 0, scope: !2140, inlinedAt: !2248)
!2248 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2240)
!2249 = !DILocation(line: 0, scope: !1565, inlinedAt: !2250)
!2250 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2248)
!2251 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2250)
!2252 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2248)
!2253 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2240)
!2254 = !DILocation(line: 52, column: 15, scope: !2233)
!2255 = !DILocation(line: 52, column: 7, scope: !2233)
!2256 = !DILocation(line: 54, column: 10, scope: !2232)
!2257 = !DILocation(line: 55, column: 14, scope: !2232)
!2258 = !DILocation(line: 55, column: 11, scope: !2232)
!2259 = !DILocation(line: 56, column: 9, scope: !2232)
!2260 = !DILocation(line: 58, column: 10, scope: !2231)
!2261 = !DILocation(line: 59, column: 18, scope: !2231)
!2262 = !DILocation(line: 0, scope: !2231)
!2263 = !DILocation(line: 60, column: 15, scope: !2264)
!2264 = distinct !DILexicalBlock(scope: !2231, file: !3, line: 60, column: 13)
!2265 = !DILocation(line: 60, column: 13, scope: !2231)
!2266 = !DILocation(line: 61, column: 11, scope: !2264)
!2267 = !DILocation(line: 61, column: 65, scope: !2264)
!2268 = !DILocation(line: 61, column: 17, scope: !2264)
!2269 = !DILocation(line: 69, column: 3, scope: !2264)
!2270 = !DILocation(line: 69, column: 3, scope: !2226)
!2271 = !DILocation(line: 62, column: 11, scope: !2231)
!2272 = distinct !{!2272, !2273, !2274, !1660, !1661}
!2273 = !DILocation(line: 51, column: 5, scope: !2235)
!2274 = !DILocation(line: 68, column: 5, scope: !2235)
!2275 = !DILocation(line: 66, column: 9, scope: !2232)
!2276 = distinct !DISubprogram(name: "factor", linkageName: "_ZN6Parser6factorEv", scope: !610, file: !3, line: 31, type: !626, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !630, retainedNodes: !2277)
!2277 = !{!2278, !2279}
!2278 = !DILocalVariable(name: "this", arg: 1, scope: !2276, type: !1585, flags: DIFlagArtificial | DIFlagObjectPointer)
!2279 = !DILocalVariable(name: "v", scope: !2280, file: !3, line: 35, type: !628)
!2280 = distinct !DILexicalBlock(scope: !2281, file: !3, line: 33, column: 24)
!2281 = distinct !DILexicalBlock(scope: !2276, file: !3, line: 33, column: 9)
!2282 = !DILocation(line: 0, scope: !2276)
!2283 = !DILocation(line: 0, scope: !2127, inlinedAt: !2284)
!2284 = distinct !DILocation(line: 33, column: 9, scope: !2281)
!2285 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2284)
!2286 = !DILocation(line: 19, column: 34, scope: !2127, inlinedAt: !2284)
!2287 = !DILocation(line: 0, scope: !1779, inlinedAt: !2288)
!2288 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2284)
!2289 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !2288)
!2290 = !DILocation(line: 19, column: 32, scope: !2127, inlinedAt: !2284)
!2291 = !DILocation(line: 0, scope: !2140, inlinedAt: !2292)
!2292 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2284)
!2293 = !DILocation(line: 0, scope: !1565, inlinedAt: !2294)
!2294 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2292)
!2295 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2294)
!2296 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2292)
!2297 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2284)
!2298 = !DILocation(line: 33, column: 9, scope: !2276)
!2299 = !DILocation(line: 34, column: 8, scope: !2280)
!2300 = !DILocation(line: 0, scope: !2116, inlinedAt: !2301)
!2301 = distinct !DILocation(line: 35, column: 16, scope: !2280)
!2302 = !DILocation(line: 76, column: 14, scope: !2116, inlinedAt: !2301)
!2303 = !DILocation(line: 77, column: 5, scope: !2116, inlinedAt: !2301)
!2304 = !DILocation(line: 0, scope: !2127, inlinedAt: !2305)
!2305 = distinct !DILocation(line: 77, column: 12, scope: !2116, inlinedAt: !2301)
!2306 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2305)
!2307 = !DILocation(line: 19, column: 34, scope: !2127, inlinedAt: !2305)
!2308 = !DILocation(line: 0, scope: !1779, inlinedAt: !2309)
!2309 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2305)
!2310 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !2309)
!2311 = !DILocation(line: 19, column: 32, scope: !2127, inlinedAt: !2305)
!2312 = !DILocation(line: 0, scope: !2140, inlinedAt: !2313)
!2313 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2305)
!2314 = !DILocation(line: 0, scope: !1565, inlinedAt: !2315)
!2315 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2313)
!2316 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2315)
!2317 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2313)
!2318 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2305)
!2319 = !DILocation(line: 77, column: 19, scope: !2116, inlinedAt: !2301)
!2320 = !DILocation(line: 77, column: 26, scope: !2116, inlinedAt: !2301)
!2321 = !DILocation(line: 0, scope: !2127, inlinedAt: !2322)
!2322 = distinct !DILocation(line: 77, column: 29, scope: !2116, inlinedAt: !2301)
!2323 = !DILocation(line: 0, scope: !1779, inlinedAt: !2324)
!2324 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2322)
!2325 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2322)
!2326 = !DILocation(line: 0, scope: !2140, inlinedAt: !2327)
!2327 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2322)
!2328 = !DILocation(line: 0, scope: !1565, inlinedAt: !2329)
!2329 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2327)
!2330 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2329)
!2331 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2327)
!2332 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2322)
!2333 = !DILocation(line: 77, column: 36, scope: !2116, inlinedAt: !2301)
!2334 = !DILocation(line: 78, column: 20, scope: !2120, inlinedAt: !2301)
!2335 = !DILocation(line: 0, scope: !2140, inlinedAt: !2336)
!2336 = distinct !DILocation(line: 78, column: 17, scope: !2120, inlinedAt: !2301)
!2337 = !DILocation(line: 0, scope: !1565, inlinedAt: !2338)
!2338 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2336)
!2339 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2338)
!2340 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2336)
!2341 = !DILocation(line: 78, column: 17, scope: !2120, inlinedAt: !2301)
!2342 = !DILocation(line: 0, scope: !2120, inlinedAt: !2301)
!2343 = !DILocation(line: 79, column: 16, scope: !2120, inlinedAt: !2301)
!2344 = !DILocation(line: 80, column: 14, scope: !2120, inlinedAt: !2301)
!2345 = !DILocation(line: 80, column: 11, scope: !2120, inlinedAt: !2301)
!2346 = distinct !{!2346, !2303, !2347, !1660, !1661}
!2347 = !DILocation(line: 81, column: 5, scope: !2116, inlinedAt: !2301)
!2348 = !DILocation(line: 0, scope: !2280)
!2349 = !DILocation(line: 0, scope: !2127, inlinedAt: !2350)
!2350 = distinct !DILocation(line: 36, column: 11, scope: !2351)
!2351 = distinct !DILexicalBlock(scope: !2280, file: !3, line: 36, column: 11)
!2352 = !DILocation(line: 0, scope: !1779, inlinedAt: !2353)
!2353 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2350)
!2354 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2350)
!2355 = !DILocation(line: 0, scope: !2140, inlinedAt: !2356)
!2356 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2350)
!2357 = !DILocation(line: 0, scope: !1565, inlinedAt: !2358)
!2358 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2356)
!2359 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2358)
!2360 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2356)
!2361 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2350)
!2362 = !DILocation(line: 36, column: 11, scope: !2280)
!2363 = !DILocation(line: 37, column: 9, scope: !2351)
!2364 = !DILocation(line: 37, column: 59, scope: !2351)
!2365 = !DILocation(line: 37, column: 15, scope: !2351)
!2366 = !DILocation(line: 46, column: 3, scope: !2351)
!2367 = !DILocation(line: 40, column: 5, scope: !2281)
!2368 = !DILocation(line: 38, column: 8, scope: !2280)
!2369 = !DILocation(line: 42, column: 8, scope: !2370)
!2370 = distinct !DILexicalBlock(scope: !2371, file: !3, line: 41, column: 24)
!2371 = distinct !DILexicalBlock(scope: !2276, file: !3, line: 41, column: 9)
!2372 = !DILocation(line: 43, column: 15, scope: !2370)
!2373 = !DILocation(line: 43, column: 14, scope: !2370)
!2374 = !DILocation(line: 43, column: 7, scope: !2370)
!2375 = !DILocation(line: 45, column: 12, scope: !2276)
!2376 = !DILocation(line: 45, column: 5, scope: !2276)
!2377 = !DILocation(line: 46, column: 3, scope: !2276)
!2378 = distinct !DISubprogram(name: "number", linkageName: "_ZN6Parser6numberEv", scope: !610, file: !3, line: 21, type: !626, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !625, retainedNodes: !2379)
!2379 = !{!2380, !2381}
!2380 = !DILocalVariable(name: "this", arg: 1, scope: !2378, type: !1585, flags: DIFlagArtificial | DIFlagObjectPointer)
!2381 = !DILocalVariable(name: "v", scope: !2378, file: !3, line: 25, type: !628)
!2382 = !DILocation(line: 0, scope: !2378)
!2383 = !DILocation(line: 0, scope: !2127, inlinedAt: !2384)
!2384 = distinct !DILocation(line: 23, column: 9, scope: !2385)
!2385 = distinct !DILexicalBlock(scope: !2378, file: !3, line: 23, column: 9)
!2386 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2384)
!2387 = !DILocation(line: 19, column: 34, scope: !2127, inlinedAt: !2384)
!2388 = !DILocation(line: 0, scope: !1779, inlinedAt: !2389)
!2389 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2384)
!2390 = !DILocation(line: 1064, column: 16, scope: !1779, inlinedAt: !2389)
!2391 = !DILocation(line: 19, column: 32, scope: !2127, inlinedAt: !2384)
!2392 = !DILocation(line: 0, scope: !2140, inlinedAt: !2393)
!2393 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2384)
!2394 = !DILocation(line: 0, scope: !1565, inlinedAt: !2395)
!2395 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2393)
!2396 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2395)
!2397 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2393)
!2398 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2384)
!2399 = !DILocation(line: 23, column: 22, scope: !2385)
!2400 = !DILocation(line: 0, scope: !2127, inlinedAt: !2401)
!2401 = distinct !DILocation(line: 23, column: 25, scope: !2385)
!2402 = !DILocation(line: 0, scope: !1779, inlinedAt: !2403)
!2403 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2401)
!2404 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2401)
!2405 = !DILocation(line: 26, column: 5, scope: !2378)
!2406 = !DILocation(line: 0, scope: !2140, inlinedAt: !2407)
!2407 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2401)
!2408 = !DILocation(line: 0, scope: !1565, inlinedAt: !2409)
!2409 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2407)
!2410 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2409)
!2411 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2407)
!2412 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2401)
!2413 = !DILocation(line: 23, column: 9, scope: !2378)
!2414 = !DILocation(line: 24, column: 7, scope: !2385)
!2415 = !DILocation(line: 24, column: 59, scope: !2385)
!2416 = !DILocation(line: 24, column: 13, scope: !2385)
!2417 = !DILocation(line: 29, column: 3, scope: !2385)
!2418 = !DILocation(line: 0, scope: !2127, inlinedAt: !2419)
!2419 = distinct !DILocation(line: 26, column: 12, scope: !2378)
!2420 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2419)
!2421 = !DILocation(line: 0, scope: !1779, inlinedAt: !2422)
!2422 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2419)
!2423 = !DILocation(line: 19, column: 32, scope: !2127, inlinedAt: !2419)
!2424 = !DILocation(line: 0, scope: !2140, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2419)
!2426 = !DILocation(line: 0, scope: !1565, inlinedAt: !2427)
!2427 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2425)
!2428 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2427)
!2429 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2425)
!2430 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2419)
!2431 = !DILocation(line: 26, column: 19, scope: !2378)
!2432 = !DILocation(line: 26, column: 26, scope: !2378)
!2433 = !DILocation(line: 0, scope: !2127, inlinedAt: !2434)
!2434 = distinct !DILocation(line: 26, column: 29, scope: !2378)
!2435 = !DILocation(line: 0, scope: !1779, inlinedAt: !2436)
!2436 = distinct !DILocation(line: 19, column: 36, scope: !2127, inlinedAt: !2434)
!2437 = !DILocation(line: 19, column: 30, scope: !2127, inlinedAt: !2434)
!2438 = !DILocation(line: 0, scope: !2140, inlinedAt: !2439)
!2439 = distinct !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2434)
!2440 = !DILocation(line: 0, scope: !1565, inlinedAt: !2441)
!2441 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2439)
!2442 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2441)
!2443 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2439)
!2444 = !DILocation(line: 19, column: 45, scope: !2127, inlinedAt: !2434)
!2445 = !DILocation(line: 26, column: 36, scope: !2378)
!2446 = !DILocation(line: 27, column: 13, scope: !2378)
!2447 = !DILocation(line: 27, column: 24, scope: !2378)
!2448 = !DILocation(line: 0, scope: !2140, inlinedAt: !2449)
!2449 = distinct !DILocation(line: 27, column: 21, scope: !2378)
!2450 = !DILocation(line: 0, scope: !1565, inlinedAt: !2451)
!2451 = distinct !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2449)
!2452 = !DILocation(line: 234, column: 28, scope: !1565, inlinedAt: !2451)
!2453 = !DILocation(line: 1202, column: 9, scope: !2140, inlinedAt: !2449)
!2454 = !DILocation(line: 27, column: 21, scope: !2378)
!2455 = !DILocation(line: 27, column: 28, scope: !2378)
!2456 = !DILocation(line: 27, column: 18, scope: !2378)
!2457 = distinct !{!2457, !2405, !2458, !1660, !1661}
!2458 = !DILocation(line: 27, column: 33, scope: !2378)
!2459 = !DILocation(line: 28, column: 5, scope: !2378)
!2460 = distinct !DISubprogram(name: "~ParseError", linkageName: "_ZN10ParseErrorD0Ev", scope: !638, file: !3, line: 9, type: !2461, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !2463, retainedNodes: !2464)
!2461 = !DISubroutineType(types: !2462)
!2462 = !{null, !647}
!2463 = !DISubprogram(name: "~ParseError", scope: !638, type: !2461, containingType: !638, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!2464 = !{!2465}
!2465 = !DILocalVariable(name: "this", arg: 1, scope: !2460, type: !2216, flags: DIFlagArtificial | DIFlagObjectPointer)
!2466 = !DILocation(line: 0, scope: !2460)
!2467 = !DILocation(line: 9, column: 7, scope: !2460)
