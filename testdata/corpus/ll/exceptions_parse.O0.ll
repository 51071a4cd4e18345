; ModuleID = 'exceptions_parse.cpp'
source_filename = "exceptions_parse.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }
%class.Parser = type { %"class.std::__cxx11::basic_string"*, i64 }
%class.ParseError = type <{ %"class.std::runtime_error", i32, [4 x i8] }>
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon.0 }
%union.anon.0 = type { i8* }
%"class.std::allocator" = type { i8 }

$_ZN6ParserC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZN6Parser5parseEv = comdat any

$_ZNSt7__cxx119to_stringEj = comdat any

$_ZNSt8__detail14__to_chars_lenIjEEjT_i = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_ = comdat any

$_ZN6Parser4exprEv = comdat any

$_ZN10ParseErrorC2EPKci = comdat any

$_ZN10ParseErrorD2Ev = comdat any

$_ZN6Parser4termEv = comdat any

$_ZNK6Parser4peekEv = comdat any

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
@_ZL4seed = internal global i32 9, align 4, !dbg !0
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16, !dbg !55
@.str.2 = private unnamed_addr constant [15 x i8] c"trailing input\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"')' expected\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"digit expected\00", align 1
@_ZTV10ParseError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%class.ParseError*)* @_ZN10ParseErrorD2Ev to i8*), i8* bitcast (void (%class.ParseError*)* @_ZN10ParseErrorD0Ev to i8*), i8* bitcast (i8* (%"class.std::runtime_error"*)* @_ZNKSt13runtime_error4whatEv to i8*)] }, comdat, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i64 @_Z15kernel_eval_alliPi(i32 noundef %0, i32* noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !852 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca %class.Parser, align 8
  %11 = alloca %class.ParseError*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !856, metadata !DIExpression()), !dbg !857
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !858, metadata !DIExpression()), !dbg !859
  call void @llvm.dbg.declare(metadata i64* %5, metadata !860, metadata !DIExpression()), !dbg !861
  store i64 0, i64* %5, align 8, !dbg !861
  call void @llvm.dbg.declare(metadata i32* %6, metadata !862, metadata !DIExpression()), !dbg !864
  store i32 0, i32* %6, align 4, !dbg !864
  br label %12, !dbg !865

12:                                               ; preds = %50, %2
  %13 = load i32, i32* %6, align 4, !dbg !866
  %14 = load i32, i32* %3, align 4, !dbg !868
  %15 = icmp slt i32 %13, %14, !dbg !869
  br i1 %15, label %16, label %54, !dbg !870

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata %"class.std::__cxx11::basic_string"* %7, metadata !871, metadata !DIExpression()), !dbg !873
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %7) #12, !dbg !873
  invoke void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef 5)
          to label %17 unwind label %23, !dbg !874

17:                                               ; preds = %16
  invoke void @_ZN6ParserC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(%class.Parser* noundef nonnull align 8 dereferenceable(16) %10, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %7)
          to label %18 unwind label %27, !dbg !875

18:                                               ; preds = %17
  %19 = invoke noundef i64 @_ZN6Parser5parseEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %10)
          to label %20 unwind label %27, !dbg !877

20:                                               ; preds = %18
  %21 = load i64, i64* %5, align 8, !dbg !878
  %22 = add nsw i64 %21, %19, !dbg !878
  store i64 %22, i64* %5, align 8, !dbg !878
  br label %49, !dbg !879

23:                                               ; preds = %35, %16
  %24 = landingpad { i8*, i32 }
          cleanup, !dbg !880
  %25 = extractvalue { i8*, i32 } %24, 0, !dbg !880
  store i8* %25, i8** %8, align 8, !dbg !880
  %26 = extractvalue { i8*, i32 } %24, 1, !dbg !880
  store i32 %26, i32* %9, align 4, !dbg !880
  br label %53, !dbg !880

27:                                               ; preds = %18, %17
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), !dbg !881
  %29 = extractvalue { i8*, i32 } %28, 0, !dbg !881
  store i8* %29, i8** %8, align 8, !dbg !881
  %30 = extractvalue { i8*, i32 } %28, 1, !dbg !881
  store i32 %30, i32* %9, align 4, !dbg !881
  br label %31, !dbg !881

31:                                               ; preds = %27
  %32 = load i32, i32* %9, align 4, !dbg !879
  %33 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*)) #12, !dbg !879
  %34 = icmp eq i32 %32, %33, !dbg !879
  br i1 %34, label %35, label %53, !dbg !879

35:                                               ; preds = %31
  call void @llvm.dbg.declare(metadata %class.ParseError** %11, metadata !882, metadata !DIExpression()), !dbg !885
  %36 = load i8*, i8** %8, align 8, !dbg !879
  %37 = call i8* @__cxa_begin_catch(i8* %36) #12, !dbg !879
  %38 = bitcast i8* %37 to %class.ParseError*, !dbg !879
  store %class.ParseError* %38, %class.ParseError** %11, align 8, !dbg !879
  %39 = load i32*, i32** %4, align 8, !dbg !886
  %40 = load i32, i32* %39, align 4, !dbg !888
  %41 = add nsw i32 %40, 1, !dbg !888
  store i32 %41, i32* %39, align 4, !dbg !888
  %42 = load %class.ParseError*, %class.ParseError** %11, align 8, !dbg !889
  %43 = getelementptr inbounds %class.ParseError, %class.ParseError* %42, i32 0, i32 1, !dbg !890
  %44 = load i32, i32* %43, align 8, !dbg !890
  %45 = sext i32 %44 to i64, !dbg !889
  %46 = load i64, i64* %5, align 8, !dbg !891
  %47 = add nsw i64 %46, %45, !dbg !891
  store i64 %47, i64* %5, align 8, !dbg !891
  invoke void @__cxa_end_catch()
          to label %48 unwind label %23, !dbg !892

48:                                               ; preds = %35
  br label %49, !dbg !892

49:                                               ; preds = %48, %20
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %7) #12, !dbg !893
  br label %50, !dbg !894

50:                                               ; preds = %49
  %51 = load i32, i32* %6, align 4, !dbg !895
  %52 = add nsw i32 %51, 1, !dbg !895
  store i32 %52, i32* %6, align 4, !dbg !895
  br label %12, !dbg !896, !llvm.loop !897

53:                                               ; preds = %31, %23
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %7) #12, !dbg !893
  br label %56, !dbg !893

54:                                               ; preds = %12
  %55 = load i64, i64* %5, align 8, !dbg !900
  ret i64 %55, !dbg !901

56:                                               ; preds = %53
  %57 = load i8*, i8** %8, align 8, !dbg !893
  %58 = load i32, i32* %9, align 4, !dbg !893
  %59 = insertvalue { i8*, i32 } undef, i8* %57, 0, !dbg !893
  %60 = insertvalue { i8*, i32 } %59, i32 %58, 1, !dbg !893
  resume { i8*, i32 } %60, !dbg !893
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) unnamed_addr #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !902 {
  %3 = alloca %"class.std::__cxx11::basic_string"*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::__cxx11::basic_string"* %0, %"class.std::__cxx11::basic_string"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__cxx11::basic_string"** %3, metadata !906, metadata !DIExpression()), !dbg !907
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !908, metadata !DIExpression()), !dbg !909
  call void @llvm.dbg.declare(metadata i32* %5, metadata !910, metadata !DIExpression()), !dbg !911
  %9 = call noundef i32 @_ZL4nextv(), !dbg !912
  %10 = urem i32 %9, 10, !dbg !913
  store i32 %10, i32* %5, align 4, !dbg !911
  %11 = load i32, i32* %4, align 4, !dbg !914
  %12 = icmp eq i32 %11, 0, !dbg !916
  br i1 %12, label %16, label %13, !dbg !917

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4, !dbg !918
  %15 = icmp ult i32 %14, 3, !dbg !919
  br i1 %15, label %16, label %26, !dbg !920

16:                                               ; preds = %13, %2
  %17 = call noundef i32 @_ZL4nextv(), !dbg !921
  %18 = urem i32 %17, 12, !dbg !923
  call void @_ZNSt7__cxx119to_stringEj(%"class.std::__cxx11::basic_string"* sret(%"class.std::__cxx11::basic_string") align 8 %6, i32 noundef %18) #12, !dbg !924
  %19 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !925
  %20 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %19, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %6)
          to label %21 unwind label %22, !dbg !926

21:                                               ; preds = %16
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %6) #12, !dbg !925
  br label %58, !dbg !927

22:                                               ; preds = %16
  %23 = landingpad { i8*, i32 }
          cleanup, !dbg !928
  %24 = extractvalue { i8*, i32 } %23, 0, !dbg !928
  store i8* %24, i8** %7, align 8, !dbg !928
  %25 = extractvalue { i8*, i32 } %23, 1, !dbg !928
  store i32 %25, i32* %8, align 4, !dbg !928
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %6) #12, !dbg !925
  br label %59, !dbg !925

26:                                               ; preds = %13
  %27 = load i32, i32* %5, align 4, !dbg !929
  %28 = icmp eq i32 %27, 3, !dbg !931
  br i1 %28, label %29, label %37, !dbg !932

29:                                               ; preds = %26
  %30 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !933
  %31 = call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %30, i8 noundef signext 40), !dbg !935
  %32 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !936
  %33 = load i32, i32* %4, align 4, !dbg !937
  %34 = sub nsw i32 %33, 1, !dbg !938
  call void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %32, i32 noundef %34), !dbg !939
  %35 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !940
  %36 = call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %35, i8 noundef signext 41), !dbg !941
  br label %58, !dbg !942

37:                                               ; preds = %26
  %38 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !943
  %39 = load i32, i32* %4, align 4, !dbg !944
  %40 = sub nsw i32 %39, 1, !dbg !945
  call void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %38, i32 noundef %40), !dbg !946
  %41 = call noundef i32 @_ZL4nextv(), !dbg !947
  %42 = urem i32 %41, 4, !dbg !948
  %43 = zext i32 %42 to i64, !dbg !949
  %44 = getelementptr inbounds [5 x i8], [5 x i8]* @.str.1, i64 0, i64 %43, !dbg !949
  %45 = load i8, i8* %44, align 1, !dbg !949
  %46 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !950
  %47 = call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %46, i8 noundef signext %45), !dbg !951
  %48 = call noundef i32 @_ZL4nextv(), !dbg !952
  %49 = urem i32 %48, 97, !dbg !954
  %50 = icmp eq i32 %49, 0, !dbg !955
  br i1 %50, label %51, label %54, !dbg !956

51:                                               ; preds = %37
  %52 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !957
  %53 = call noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %52, i8 noundef signext 63), !dbg !958
  br label %54, !dbg !957

54:                                               ; preds = %51, %37
  %55 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %3, align 8, !dbg !959
  %56 = load i32, i32* %4, align 4, !dbg !960
  %57 = sub nsw i32 %56, 1, !dbg !961
  call void @_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %55, i32 noundef %57), !dbg !962
  br label %58, !dbg !963

58:                                               ; preds = %54, %29, %21
  ret void, !dbg !963

59:                                               ; preds = %22
  %60 = load i8*, i8** %7, align 8, !dbg !925
  %61 = load i32, i32* %8, align 4, !dbg !925
  %62 = insertvalue { i8*, i32 } undef, i8* %60, 0, !dbg !925
  %63 = insertvalue { i8*, i32 } %62, i32 %61, 1, !dbg !925
  resume { i8*, i32 } %63, !dbg !925
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6ParserC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #3 comdat align 2 !dbg !964 {
  %3 = alloca %class.Parser*, align 8
  %4 = alloca %"class.std::__cxx11::basic_string"*, align 8
  store %class.Parser* %0, %class.Parser** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Parser** %3, metadata !965, metadata !DIExpression()), !dbg !967
  store %"class.std::__cxx11::basic_string"* %1, %"class.std::__cxx11::basic_string"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__cxx11::basic_string"** %4, metadata !968, metadata !DIExpression()), !dbg !969
  %5 = load %class.Parser*, %class.Parser** %3, align 8
  %6 = getelementptr inbounds %class.Parser, %class.Parser* %5, i32 0, i32 0, !dbg !970
  %7 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %4, align 8, !dbg !971
  store %"class.std::__cxx11::basic_string"* %7, %"class.std::__cxx11::basic_string"** %6, align 8, !dbg !970
  %8 = getelementptr inbounds %class.Parser, %class.Parser* %5, i32 0, i32 1, !dbg !972
  store i64 0, i64* %8, align 8, !dbg !972
  ret void, !dbg !973
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser5parseEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !974 {
  %2 = alloca %class.Parser*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store %class.Parser* %0, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Parser** %2, metadata !975, metadata !DIExpression()), !dbg !976
  %6 = load %class.Parser*, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !977, metadata !DIExpression()), !dbg !978
  %7 = call noundef i64 @_ZN6Parser4exprEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !979
  store i64 %7, i64* %3, align 8, !dbg !978
  %8 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 1, !dbg !980
  %9 = load i64, i64* %8, align 8, !dbg !980
  %10 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 0, !dbg !982
  %11 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %10, align 8, !dbg !982
  %12 = call noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %11) #12, !dbg !983
  %13 = icmp ne i64 %9, %12, !dbg !984
  br i1 %13, label %14, label %25, !dbg !985

14:                                               ; preds = %1
  %15 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !986
  %16 = bitcast i8* %15 to %class.ParseError*, !dbg !986
  %17 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 1, !dbg !987
  %18 = load i64, i64* %17, align 8, !dbg !987
  %19 = trunc i64 %18 to i32, !dbg !987
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %16, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %19)
          to label %20 unwind label %21, !dbg !988

20:                                               ; preds = %14
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%class.ParseError*)* @_ZN10ParseErrorD2Ev to i8*)) #13, !dbg !986
  unreachable, !dbg !986

21:                                               ; preds = %14
  %22 = landingpad { i8*, i32 }
          cleanup, !dbg !989
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !989
  store i8* %23, i8** %4, align 8, !dbg !989
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !989
  store i32 %24, i32* %5, align 4, !dbg !989
  call void @__cxa_free_exception(i8* %15) #12, !dbg !986
  br label %27, !dbg !986

25:                                               ; preds = %1
  %26 = load i64, i64* %3, align 8, !dbg !990
  ret i64 %26, !dbg !991

27:                                               ; preds = %21
  %28 = load i8*, i8** %4, align 8, !dbg !986
  %29 = load i32, i32* %5, align 4, !dbg !986
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !986
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !986
  resume { i8*, i32 } %31, !dbg !986
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: nounwind
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #5 !dbg !992 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !995, metadata !DIExpression()), !dbg !996
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !997, metadata !DIExpression()), !dbg !998
  call void @llvm.dbg.declare(metadata i32* %6, metadata !999, metadata !DIExpression()), !dbg !1000
  %9 = load i32, i32* %4, align 4, !dbg !1001
  %10 = icmp sgt i32 %9, 1, !dbg !1002
  br i1 %10, label %11, label %16, !dbg !1001

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !1003
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !1003
  %14 = load i8*, i8** %13, align 8, !dbg !1003
  %15 = call i32 @atoi(i8* noundef %14) #14, !dbg !1004
  br label %17, !dbg !1001

16:                                               ; preds = %2
  br label %17, !dbg !1001

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 400, %16 ], !dbg !1001
  store i32 %18, i32* %6, align 4, !dbg !1000
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1005, metadata !DIExpression()), !dbg !1006
  store i32 0, i32* %7, align 4, !dbg !1006
  call void @llvm.dbg.declare(metadata i64* %8, metadata !1007, metadata !DIExpression()), !dbg !1008
  %19 = load i32, i32* %6, align 4, !dbg !1009
  %20 = call noundef i64 @_Z15kernel_eval_alliPi(i32 noundef %19, i32* noundef %7), !dbg !1010
  store i64 %20, i64* %8, align 8, !dbg !1008
  %21 = load i64, i64* %8, align 8, !dbg !1011
  %22 = load i32, i32* %7, align 4, !dbg !1012
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i64 noundef %21, i32 noundef %22), !dbg !1013
  ret i32 0, !dbg !1014
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #6

declare i32 @printf(i8* noundef, ...) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL4nextv() #8 !dbg !1015 {
  %1 = load i32, i32* @_ZL4seed, align 4, !dbg !1018
  %2 = mul i32 %1, 1103515245, !dbg !1019
  %3 = add i32 %2, 12345, !dbg !1020
  store i32 %3, i32* @_ZL4seed, align 4, !dbg !1021
  %4 = lshr i32 %3, 16, !dbg !1022
  ret i32 %4, !dbg !1023
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEj(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) #8 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1024 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i1, align 1
  %6 = alloca %"class.std::allocator", align 1
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = bitcast %"class.std::__cxx11::basic_string"* %0 to i8*
  store i8* %9, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1028, metadata !DIExpression()), !dbg !1029
  store i1 false, i1* %5, align 1, !dbg !1030
  call void @llvm.dbg.declare(metadata i8** %3, metadata !1031, metadata !DIExpression(DW_OP_deref)), !dbg !1032
  %10 = load i32, i32* %4, align 4, !dbg !1033
  %11 = call noundef i32 @_ZNSt8__detail14__to_chars_lenIjEEjT_i(i32 noundef %10, i32 noundef 10) #12, !dbg !1034
  %12 = zext i32 %11 to i64, !dbg !1034
  call void @_ZNSaIcEC1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6) #12, !dbg !1032
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EmcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %12, i8 noundef signext 0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6)
          to label %13 unwind label %20, !dbg !1032

13:                                               ; preds = %2
  call void @_ZNSaIcED1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6) #12, !dbg !1032
  %14 = invoke noundef nonnull align 1 dereferenceable(1) i8* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef 0)
          to label %15 unwind label %24, !dbg !1035

15:                                               ; preds = %13
  %16 = call noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0) #12, !dbg !1036
  %17 = trunc i64 %16 to i32, !dbg !1037
  %18 = load i32, i32* %4, align 4, !dbg !1038
  call void @_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_(i8* noundef %14, i32 noundef %17, i32 noundef %18) #12, !dbg !1039
  store i1 true, i1* %5, align 1, !dbg !1040
  %19 = load i1, i1* %5, align 1, !dbg !1041
  br i1 %19, label %29, label %28, !dbg !1041

20:                                               ; preds = %2
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1041
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1041
  store i8* %22, i8** %7, align 8, !dbg !1041
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1041
  store i32 %23, i32* %8, align 4, !dbg !1041
  call void @_ZNSaIcED1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6) #12, !dbg !1032
  br label %30, !dbg !1032

24:                                               ; preds = %13
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1041
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1041
  store i8* %26, i8** %7, align 8, !dbg !1041
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1041
  store i32 %27, i32* %8, align 4, !dbg !1041
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0) #12, !dbg !1041
  br label %30, !dbg !1041

28:                                               ; preds = %15
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0) #12, !dbg !1041
  br label %29, !dbg !1041

29:                                               ; preds = %28, %15
  ret void, !dbg !1041

30:                                               ; preds = %24, %20
  %31 = load i8*, i8** %7, align 8, !dbg !1032
  call void @__clang_call_terminate(i8* %31) #15, !dbg !1032
  unreachable, !dbg !1032
}

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) #7

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLEc(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8 noundef signext) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt8__detail14__to_chars_lenIjEEjT_i(i32 noundef %0, i32 noundef %1) #8 comdat !dbg !1042 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1045, metadata !DIExpression()), !dbg !1046
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1047, metadata !DIExpression()), !dbg !1048
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1049, metadata !DIExpression()), !dbg !1050
  store i32 1, i32* %6, align 4, !dbg !1050
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1051, metadata !DIExpression()), !dbg !1053
  %10 = load i32, i32* %5, align 4, !dbg !1054
  %11 = load i32, i32* %5, align 4, !dbg !1055
  %12 = mul nsw i32 %10, %11, !dbg !1056
  store i32 %12, i32* %7, align 4, !dbg !1053
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1057, metadata !DIExpression()), !dbg !1058
  %13 = load i32, i32* %7, align 4, !dbg !1059
  %14 = load i32, i32* %5, align 4, !dbg !1060
  %15 = mul i32 %13, %14, !dbg !1061
  store i32 %15, i32* %8, align 4, !dbg !1058
  call void @llvm.dbg.declare(metadata i64* %9, metadata !1062, metadata !DIExpression()), !dbg !1064
  %16 = load i32, i32* %8, align 4, !dbg !1065
  %17 = load i32, i32* %5, align 4, !dbg !1066
  %18 = mul i32 %16, %17, !dbg !1067
  %19 = zext i32 %18 to i64, !dbg !1065
  store i64 %19, i64* %9, align 8, !dbg !1064
  br label %20, !dbg !1068

20:                                               ; preds = %48, %2
  %21 = load i32, i32* %4, align 4, !dbg !1069
  %22 = load i32, i32* %5, align 4, !dbg !1074
  %23 = icmp ult i32 %21, %22, !dbg !1075
  br i1 %23, label %24, label %26, !dbg !1076

24:                                               ; preds = %20
  %25 = load i32, i32* %6, align 4, !dbg !1077
  store i32 %25, i32* %3, align 4, !dbg !1078
  br label %56, !dbg !1078

26:                                               ; preds = %20
  %27 = load i32, i32* %4, align 4, !dbg !1079
  %28 = load i32, i32* %7, align 4, !dbg !1081
  %29 = icmp ult i32 %27, %28, !dbg !1082
  br i1 %29, label %30, label %33, !dbg !1083

30:                                               ; preds = %26
  %31 = load i32, i32* %6, align 4, !dbg !1084
  %32 = add i32 %31, 1, !dbg !1085
  store i32 %32, i32* %3, align 4, !dbg !1086
  br label %56, !dbg !1086

33:                                               ; preds = %26
  %34 = load i32, i32* %4, align 4, !dbg !1087
  %35 = load i32, i32* %8, align 4, !dbg !1089
  %36 = icmp ult i32 %34, %35, !dbg !1090
  br i1 %36, label %37, label %40, !dbg !1091

37:                                               ; preds = %33
  %38 = load i32, i32* %6, align 4, !dbg !1092
  %39 = add i32 %38, 2, !dbg !1093
  store i32 %39, i32* %3, align 4, !dbg !1094
  br label %56, !dbg !1094

40:                                               ; preds = %33
  %41 = load i32, i32* %4, align 4, !dbg !1095
  %42 = zext i32 %41 to i64, !dbg !1095
  %43 = load i64, i64* %9, align 8, !dbg !1097
  %44 = icmp ult i64 %42, %43, !dbg !1098
  br i1 %44, label %45, label %48, !dbg !1099

45:                                               ; preds = %40
  %46 = load i32, i32* %6, align 4, !dbg !1100
  %47 = add i32 %46, 3, !dbg !1101
  store i32 %47, i32* %3, align 4, !dbg !1102
  br label %56, !dbg !1102

48:                                               ; preds = %40
  %49 = load i64, i64* %9, align 8, !dbg !1103
  %50 = load i32, i32* %4, align 4, !dbg !1104
  %51 = zext i32 %50 to i64, !dbg !1104
  %52 = udiv i64 %51, %49, !dbg !1104
  %53 = trunc i64 %52 to i32, !dbg !1104
  store i32 %53, i32* %4, align 4, !dbg !1104
  %54 = load i32, i32* %6, align 4, !dbg !1105
  %55 = add i32 %54, 4, !dbg !1105
  store i32 %55, i32* %6, align 4, !dbg !1105
  br label %20, !dbg !1106, !llvm.loop !1107

56:                                               ; preds = %45, %37, %30, %24
  %57 = load i32, i32* %3, align 4, !dbg !1110
  ret i32 %57, !dbg !1110
}

; Function Attrs: nounwind
declare void @_ZNSaIcEC1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #2

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EmcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSaIcED1Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #2

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_(i8* noundef %0, i32 noundef %1, i32 noundef %2) #8 comdat !dbg !57 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !1111, metadata !DIExpression()), !dbg !1112
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1113, metadata !DIExpression()), !dbg !1114
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1115, metadata !DIExpression()), !dbg !1116
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1117, metadata !DIExpression()), !dbg !1118
  %10 = load i32, i32* %5, align 4, !dbg !1119
  %11 = sub i32 %10, 1, !dbg !1120
  store i32 %11, i32* %7, align 4, !dbg !1118
  br label %12, !dbg !1121

12:                                               ; preds = %15, %3
  %13 = load i32, i32* %6, align 4, !dbg !1122
  %14 = icmp uge i32 %13, 100, !dbg !1123
  br i1 %14, label %15, label %41, !dbg !1121

15:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1124, metadata !DIExpression()), !dbg !1126
  %16 = load i32, i32* %6, align 4, !dbg !1127
  %17 = urem i32 %16, 100, !dbg !1128
  %18 = mul i32 %17, 2, !dbg !1129
  store i32 %18, i32* %8, align 4, !dbg !1126
  %19 = load i32, i32* %6, align 4, !dbg !1130
  %20 = udiv i32 %19, 100, !dbg !1130
  store i32 %20, i32* %6, align 4, !dbg !1130
  %21 = load i32, i32* %8, align 4, !dbg !1131
  %22 = add i32 %21, 1, !dbg !1132
  %23 = zext i32 %22 to i64, !dbg !1133
  %24 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %23, !dbg !1133
  %25 = load i8, i8* %24, align 1, !dbg !1133
  %26 = load i8*, i8** %4, align 8, !dbg !1134
  %27 = load i32, i32* %7, align 4, !dbg !1135
  %28 = zext i32 %27 to i64, !dbg !1134
  %29 = getelementptr inbounds i8, i8* %26, i64 %28, !dbg !1134
  store i8 %25, i8* %29, align 1, !dbg !1136
  %30 = load i32, i32* %8, align 4, !dbg !1137
  %31 = zext i32 %30 to i64, !dbg !1138
  %32 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %31, !dbg !1138
  %33 = load i8, i8* %32, align 1, !dbg !1138
  %34 = load i8*, i8** %4, align 8, !dbg !1139
  %35 = load i32, i32* %7, align 4, !dbg !1140
  %36 = sub i32 %35, 1, !dbg !1141
  %37 = zext i32 %36 to i64, !dbg !1139
  %38 = getelementptr inbounds i8, i8* %34, i64 %37, !dbg !1139
  store i8 %33, i8* %38, align 1, !dbg !1142
  %39 = load i32, i32* %7, align 4, !dbg !1143
  %40 = sub i32 %39, 2, !dbg !1143
  store i32 %40, i32* %7, align 4, !dbg !1143
  br label %12, !dbg !1121, !llvm.loop !1144

41:                                               ; preds = %12
  %42 = load i32, i32* %6, align 4, !dbg !1146
  %43 = icmp uge i32 %42, 10, !dbg !1148
  br i1 %43, label %44, label %60, !dbg !1149

44:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata i32* %9, metadata !1150, metadata !DIExpression()), !dbg !1152
  %45 = load i32, i32* %6, align 4, !dbg !1153
  %46 = mul i32 %45, 2, !dbg !1154
  store i32 %46, i32* %9, align 4, !dbg !1152
  %47 = load i32, i32* %9, align 4, !dbg !1155
  %48 = add i32 %47, 1, !dbg !1156
  %49 = zext i32 %48 to i64, !dbg !1157
  %50 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %49, !dbg !1157
  %51 = load i8, i8* %50, align 1, !dbg !1157
  %52 = load i8*, i8** %4, align 8, !dbg !1158
  %53 = getelementptr inbounds i8, i8* %52, i64 1, !dbg !1158
  store i8 %51, i8* %53, align 1, !dbg !1159
  %54 = load i32, i32* %9, align 4, !dbg !1160
  %55 = zext i32 %54 to i64, !dbg !1161
  %56 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %55, !dbg !1161
  %57 = load i8, i8* %56, align 1, !dbg !1161
  %58 = load i8*, i8** %4, align 8, !dbg !1162
  %59 = getelementptr inbounds i8, i8* %58, i64 0, !dbg !1162
  store i8 %57, i8* %59, align 1, !dbg !1163
  br label %66, !dbg !1164

60:                                               ; preds = %41
  %61 = load i32, i32* %6, align 4, !dbg !1165
  %62 = add i32 48, %61, !dbg !1166
  %63 = trunc i32 %62 to i8, !dbg !1167
  %64 = load i8*, i8** %4, align 8, !dbg !1168
  %65 = getelementptr inbounds i8, i8* %64, i64 0, !dbg !1168
  store i8 %63, i8* %65, align 1, !dbg !1169
  br label %66

66:                                               ; preds = %60, %44
  ret void, !dbg !1170
}

declare noundef nonnull align 1 dereferenceable(1) i8* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef) #7

; Function Attrs: nounwind
declare noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) #2

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser4exprEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 !dbg !1171 {
  %2 = alloca %class.Parser*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  store %class.Parser* %0, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Parser** %2, metadata !1172, metadata !DIExpression()), !dbg !1173
  %6 = load %class.Parser*, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1174, metadata !DIExpression()), !dbg !1175
  %7 = call noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1176
  store i64 %7, i64* %3, align 8, !dbg !1175
  br label %8, !dbg !1177

8:                                                ; preds = %38, %1
  %9 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1178
  %10 = sext i8 %9 to i32, !dbg !1178
  %11 = icmp eq i32 %10, 43, !dbg !1179
  br i1 %11, label %16, label %12, !dbg !1180

12:                                               ; preds = %8
  %13 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1181
  %14 = sext i8 %13 to i32, !dbg !1181
  %15 = icmp eq i32 %14, 45, !dbg !1182
  br label %16, !dbg !1180

16:                                               ; preds = %12, %8
  %17 = phi i1 [ true, %8 ], [ %15, %12 ]
  br i1 %17, label %18, label %40, !dbg !1177

18:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i8* %4, metadata !1183, metadata !DIExpression()), !dbg !1185
  %19 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 0, !dbg !1186
  %20 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %19, align 8, !dbg !1186
  %21 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 1, !dbg !1187
  %22 = load i64, i64* %21, align 8, !dbg !1188
  %23 = add i64 %22, 1, !dbg !1188
  store i64 %23, i64* %21, align 8, !dbg !1188
  %24 = call noundef nonnull align 1 dereferenceable(1) i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %20, i64 noundef %22) #12, !dbg !1186
  %25 = load i8, i8* %24, align 1, !dbg !1186
  store i8 %25, i8* %4, align 1, !dbg !1185
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1189, metadata !DIExpression()), !dbg !1190
  %26 = call noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1191
  store i64 %26, i64* %5, align 8, !dbg !1190
  %27 = load i8, i8* %4, align 1, !dbg !1192
  %28 = sext i8 %27 to i32, !dbg !1192
  %29 = icmp eq i32 %28, 43, !dbg !1193
  br i1 %29, label %30, label %34, !dbg !1192

30:                                               ; preds = %18
  %31 = load i64, i64* %3, align 8, !dbg !1194
  %32 = load i64, i64* %5, align 8, !dbg !1195
  %33 = add nsw i64 %31, %32, !dbg !1196
  br label %38, !dbg !1192

34:                                               ; preds = %18
  %35 = load i64, i64* %3, align 8, !dbg !1197
  %36 = load i64, i64* %5, align 8, !dbg !1198
  %37 = sub nsw i64 %35, %36, !dbg !1199
  br label %38, !dbg !1192

38:                                               ; preds = %34, %30
  %39 = phi i64 [ %33, %30 ], [ %37, %34 ], !dbg !1192
  store i64 %39, i64* %3, align 8, !dbg !1200
  br label %8, !dbg !1177, !llvm.loop !1201

40:                                               ; preds = %16
  %41 = load i64, i64* %3, align 8, !dbg !1203
  ret i64 %41, !dbg !1204
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %0, i8* noundef %1, i32 noundef %2) unnamed_addr #10 comdat align 2 !dbg !1205 {
  %4 = alloca %class.ParseError*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.ParseError* %0, %class.ParseError** %4, align 8
  call void @llvm.dbg.declare(metadata %class.ParseError** %4, metadata !1206, metadata !DIExpression()), !dbg !1208
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !1209, metadata !DIExpression()), !dbg !1210
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1211, metadata !DIExpression()), !dbg !1212
  %7 = load %class.ParseError*, %class.ParseError** %4, align 8
  %8 = bitcast %class.ParseError* %7 to %"class.std::runtime_error"*, !dbg !1213
  %9 = load i8*, i8** %5, align 8, !dbg !1214
  call void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %8, i8* noundef %9), !dbg !1215
  %10 = bitcast %class.ParseError* %7 to i32 (...)***, !dbg !1213
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10ParseError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %10, align 8, !dbg !1213
  %11 = getelementptr inbounds %class.ParseError, %class.ParseError* %7, i32 0, i32 1, !dbg !1216
  %12 = load i32, i32* %6, align 4, !dbg !1217
  store i32 %12, i32* %11, align 8, !dbg !1216
  ret void, !dbg !1218
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorD2Ev(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 !dbg !1219 {
  %2 = alloca %class.ParseError*, align 8
  store %class.ParseError* %0, %class.ParseError** %2, align 8
  call void @llvm.dbg.declare(metadata %class.ParseError** %2, metadata !1223, metadata !DIExpression()), !dbg !1224
  %3 = load %class.ParseError*, %class.ParseError** %2, align 8
  %4 = bitcast %class.ParseError* %3 to %"class.std::runtime_error"*, !dbg !1225
  call void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %4) #12, !dbg !1225
  ret void, !dbg !1227
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser4termEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1228 {
  %2 = alloca %class.Parser*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.Parser* %0, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Parser** %2, metadata !1229, metadata !DIExpression()), !dbg !1230
  %7 = load %class.Parser*, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1231, metadata !DIExpression()), !dbg !1232
  %8 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1233
  store i64 %8, i64* %3, align 8, !dbg !1232
  br label %9, !dbg !1234

9:                                                ; preds = %43, %1
  %10 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1235
  %11 = sext i8 %10 to i32, !dbg !1235
  switch i32 %11, label %41 [
    i32 42, label %12
    i32 47, label %19
  ], !dbg !1239

12:                                               ; preds = %9
  %13 = getelementptr inbounds %class.Parser, %class.Parser* %7, i32 0, i32 1, !dbg !1240
  %14 = load i64, i64* %13, align 8, !dbg !1242
  %15 = add i64 %14, 1, !dbg !1242
  store i64 %15, i64* %13, align 8, !dbg !1242
  %16 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1243
  %17 = load i64, i64* %3, align 8, !dbg !1244
  %18 = mul nsw i64 %17, %16, !dbg !1244
  store i64 %18, i64* %3, align 8, !dbg !1244
  br label %43, !dbg !1245

19:                                               ; preds = %9
  %20 = getelementptr inbounds %class.Parser, %class.Parser* %7, i32 0, i32 1, !dbg !1246
  %21 = load i64, i64* %20, align 8, !dbg !1248
  %22 = add i64 %21, 1, !dbg !1248
  store i64 %22, i64* %20, align 8, !dbg !1248
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1249, metadata !DIExpression()), !dbg !1250
  %23 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1251
  store i64 %23, i64* %4, align 8, !dbg !1250
  %24 = load i64, i64* %4, align 8, !dbg !1252
  %25 = icmp eq i64 %24, 0, !dbg !1254
  br i1 %25, label %26, label %37, !dbg !1255

26:                                               ; preds = %19
  %27 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !1256
  %28 = bitcast i8* %27 to %class.ParseError*, !dbg !1256
  %29 = getelementptr inbounds %class.Parser, %class.Parser* %7, i32 0, i32 1, !dbg !1257
  %30 = load i64, i64* %29, align 8, !dbg !1257
  %31 = trunc i64 %30 to i32, !dbg !1257
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %28, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %31)
          to label %32 unwind label %33, !dbg !1258

32:                                               ; preds = %26
  call void @__cxa_throw(i8* %27, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%class.ParseError*)* @_ZN10ParseErrorD2Ev to i8*)) #13, !dbg !1256
  unreachable, !dbg !1256

33:                                               ; preds = %26
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !1259
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !1259
  store i8* %35, i8** %5, align 8, !dbg !1259
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !1259
  store i32 %36, i32* %6, align 4, !dbg !1259
  call void @__cxa_free_exception(i8* %27) #12, !dbg !1256
  br label %44, !dbg !1256

37:                                               ; preds = %19
  %38 = load i64, i64* %4, align 8, !dbg !1260
  %39 = load i64, i64* %3, align 8, !dbg !1261
  %40 = sdiv i64 %39, %38, !dbg !1261
  store i64 %40, i64* %3, align 8, !dbg !1261
  br label %43, !dbg !1262

41:                                               ; preds = %9
  %42 = load i64, i64* %3, align 8, !dbg !1263
  ret i64 %42, !dbg !1264

43:                                               ; preds = %37, %12
  br label %9, !dbg !1265, !llvm.loop !1266

44:                                               ; preds = %33
  %45 = load i8*, i8** %5, align 8, !dbg !1256
  %46 = load i32, i32* %6, align 4, !dbg !1256
  %47 = insertvalue { i8*, i32 } undef, i8* %45, 0, !dbg !1256
  %48 = insertvalue { i8*, i32 } %47, i32 %46, 1, !dbg !1256
  resume { i8*, i32 } %48, !dbg !1256
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) #8 comdat align 2 !dbg !1269 {
  %2 = alloca %class.Parser*, align 8
  store %class.Parser* %0, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Parser** %2, metadata !1270, metadata !DIExpression()), !dbg !1272
  %3 = load %class.Parser*, %class.Parser** %2, align 8
  %4 = getelementptr inbounds %class.Parser, %class.Parser* %3, i32 0, i32 1, !dbg !1273
  %5 = load i64, i64* %4, align 8, !dbg !1273
  %6 = getelementptr inbounds %class.Parser, %class.Parser* %3, i32 0, i32 0, !dbg !1274
  %7 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %6, align 8, !dbg !1274
  %8 = call noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %7) #12, !dbg !1275
  %9 = icmp ult i64 %5, %8, !dbg !1276
  br i1 %9, label %10, label %17, !dbg !1273

10:                                               ; preds = %1
  %11 = getelementptr inbounds %class.Parser, %class.Parser* %3, i32 0, i32 0, !dbg !1277
  %12 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %11, align 8, !dbg !1277
  %13 = getelementptr inbounds %class.Parser, %class.Parser* %3, i32 0, i32 1, !dbg !1278
  %14 = load i64, i64* %13, align 8, !dbg !1278
  %15 = call noundef nonnull align 1 dereferenceable(1) i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %12, i64 noundef %14) #12, !dbg !1277
  %16 = load i8, i8* %15, align 1, !dbg !1277
  br label %18, !dbg !1273

17:                                               ; preds = %1
  br label %18, !dbg !1273

18:                                               ; preds = %17, %10
  %19 = phi i8 [ %16, %10 ], [ 0, %17 ], !dbg !1273
  ret i8 %19, !dbg !1279
}

; Function Attrs: nounwind
declare noundef nonnull align 1 dereferenceable(1) i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1280 {
  %2 = alloca i64, align 8
  %3 = alloca %class.Parser*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.Parser* %0, %class.Parser** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Parser** %3, metadata !1281, metadata !DIExpression()), !dbg !1282
  %7 = load %class.Parser*, %class.Parser** %3, align 8
  %8 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1283
  %9 = sext i8 %8 to i32, !dbg !1283
  %10 = icmp eq i32 %9, 40, !dbg !1285
  br i1 %10, label %11, label %35, !dbg !1286

11:                                               ; preds = %1
  %12 = getelementptr inbounds %class.Parser, %class.Parser* %7, i32 0, i32 1, !dbg !1287
  %13 = load i64, i64* %12, align 8, !dbg !1289
  %14 = add i64 %13, 1, !dbg !1289
  store i64 %14, i64* %12, align 8, !dbg !1289
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1290, metadata !DIExpression()), !dbg !1291
  %15 = call noundef i64 @_ZN6Parser4exprEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1292
  store i64 %15, i64* %4, align 8, !dbg !1291
  %16 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1293
  %17 = sext i8 %16 to i32, !dbg !1293
  %18 = icmp ne i32 %17, 41, !dbg !1295
  br i1 %18, label %19, label %30, !dbg !1296

19:                                               ; preds = %11
  %20 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !1297
  %21 = bitcast i8* %20 to %class.ParseError*, !dbg !1297
  %22 = getelementptr inbounds %class.Parser, %class.Parser* %7, i32 0, i32 1, !dbg !1298
  %23 = load i64, i64* %22, align 8, !dbg !1298
  %24 = trunc i64 %23 to i32, !dbg !1298
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %21, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %24)
          to label %25 unwind label %26, !dbg !1299

25:                                               ; preds = %19
  call void @__cxa_throw(i8* %20, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%class.ParseError*)* @_ZN10ParseErrorD2Ev to i8*)) #13, !dbg !1297
  unreachable, !dbg !1297

26:                                               ; preds = %19
  %27 = landingpad { i8*, i32 }
          cleanup, !dbg !1300
  %28 = extractvalue { i8*, i32 } %27, 0, !dbg !1300
  store i8* %28, i8** %5, align 8, !dbg !1300
  %29 = extractvalue { i8*, i32 } %27, 1, !dbg !1300
  store i32 %29, i32* %6, align 4, !dbg !1300
  call void @__cxa_free_exception(i8* %20) #12, !dbg !1297
  br label %49, !dbg !1297

30:                                               ; preds = %11
  %31 = getelementptr inbounds %class.Parser, %class.Parser* %7, i32 0, i32 1, !dbg !1301
  %32 = load i64, i64* %31, align 8, !dbg !1302
  %33 = add i64 %32, 1, !dbg !1302
  store i64 %33, i64* %31, align 8, !dbg !1302
  %34 = load i64, i64* %4, align 8, !dbg !1303
  store i64 %34, i64* %2, align 8, !dbg !1304
  br label %47, !dbg !1304

35:                                               ; preds = %1
  %36 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1305
  %37 = sext i8 %36 to i32, !dbg !1305
  %38 = icmp eq i32 %37, 45, !dbg !1307
  br i1 %38, label %39, label %45, !dbg !1308

39:                                               ; preds = %35
  %40 = getelementptr inbounds %class.Parser, %class.Parser* %7, i32 0, i32 1, !dbg !1309
  %41 = load i64, i64* %40, align 8, !dbg !1311
  %42 = add i64 %41, 1, !dbg !1311
  store i64 %42, i64* %40, align 8, !dbg !1311
  %43 = call noundef i64 @_ZN6Parser6factorEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1312
  %44 = sub nsw i64 0, %43, !dbg !1313
  store i64 %44, i64* %2, align 8, !dbg !1314
  br label %47, !dbg !1314

45:                                               ; preds = %35
  %46 = call noundef i64 @_ZN6Parser6numberEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %7), !dbg !1315
  store i64 %46, i64* %2, align 8, !dbg !1316
  br label %47, !dbg !1316

47:                                               ; preds = %45, %39, %30
  %48 = load i64, i64* %2, align 8, !dbg !1317
  ret i64 %48, !dbg !1317

49:                                               ; preds = %26
  %50 = load i8*, i8** %5, align 8, !dbg !1297
  %51 = load i32, i32* %6, align 4, !dbg !1297
  %52 = insertvalue { i8*, i32 } undef, i8* %50, 0, !dbg !1297
  %53 = insertvalue { i8*, i32 } %52, i32 %51, 1, !dbg !1297
  resume { i8*, i32 } %53, !dbg !1297
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN6Parser6numberEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1318 {
  %2 = alloca %class.Parser*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store %class.Parser* %0, %class.Parser** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Parser** %2, metadata !1319, metadata !DIExpression()), !dbg !1320
  %6 = load %class.Parser*, %class.Parser** %2, align 8
  %7 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1321
  %8 = sext i8 %7 to i32, !dbg !1321
  %9 = icmp slt i32 %8, 48, !dbg !1323
  br i1 %9, label %14, label %10, !dbg !1324

10:                                               ; preds = %1
  %11 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1325
  %12 = sext i8 %11 to i32, !dbg !1325
  %13 = icmp sgt i32 %12, 57, !dbg !1326
  br i1 %13, label %14, label %25, !dbg !1327

14:                                               ; preds = %10, %1
  %15 = call i8* @__cxa_allocate_exception(i64 24) #12, !dbg !1328
  %16 = bitcast i8* %15 to %class.ParseError*, !dbg !1328
  %17 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 1, !dbg !1329
  %18 = load i64, i64* %17, align 8, !dbg !1329
  %19 = trunc i64 %18 to i32, !dbg !1329
  invoke void @_ZN10ParseErrorC2EPKci(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %16, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.5, i64 0, i64 0), i32 noundef %19)
          to label %20 unwind label %21, !dbg !1330

20:                                               ; preds = %14
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10ParseError to i8*), i8* bitcast (void (%class.ParseError*)* @_ZN10ParseErrorD2Ev to i8*)) #13, !dbg !1328
  unreachable, !dbg !1328

21:                                               ; preds = %14
  %22 = landingpad { i8*, i32 }
          cleanup, !dbg !1331
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !1331
  store i8* %23, i8** %3, align 8, !dbg !1331
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !1331
  store i32 %24, i32* %4, align 4, !dbg !1331
  call void @__cxa_free_exception(i8* %15) #12, !dbg !1328
  br label %52, !dbg !1328

25:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1332, metadata !DIExpression()), !dbg !1333
  store i64 0, i64* %5, align 8, !dbg !1333
  br label %26, !dbg !1334

26:                                               ; preds = %36, %25
  %27 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1335
  %28 = sext i8 %27 to i32, !dbg !1335
  %29 = icmp sge i32 %28, 48, !dbg !1336
  br i1 %29, label %30, label %34, !dbg !1337

30:                                               ; preds = %26
  %31 = call noundef signext i8 @_ZNK6Parser4peekEv(%class.Parser* noundef nonnull align 8 dereferenceable(16) %6), !dbg !1338
  %32 = sext i8 %31 to i32, !dbg !1338
  %33 = icmp sle i32 %32, 57, !dbg !1339
  br label %34

34:                                               ; preds = %30, %26
  %35 = phi i1 [ false, %26 ], [ %33, %30 ], !dbg !1320
  br i1 %35, label %36, label %50, !dbg !1334

36:                                               ; preds = %34
  %37 = load i64, i64* %5, align 8, !dbg !1340
  %38 = mul nsw i64 %37, 10, !dbg !1341
  %39 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 0, !dbg !1342
  %40 = load %"class.std::__cxx11::basic_string"*, %"class.std::__cxx11::basic_string"** %39, align 8, !dbg !1342
  %41 = getelementptr inbounds %class.Parser, %class.Parser* %6, i32 0, i32 1, !dbg !1343
  %42 = load i64, i64* %41, align 8, !dbg !1344
  %43 = add i64 %42, 1, !dbg !1344
  store i64 %43, i64* %41, align 8, !dbg !1344
  %44 = call noundef nonnull align 1 dereferenceable(1) i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %40, i64 noundef %42) #12, !dbg !1342
  %45 = load i8, i8* %44, align 1, !dbg !1342
  %46 = sext i8 %45 to i32, !dbg !1342
  %47 = sub nsw i32 %46, 48, !dbg !1345
  %48 = sext i32 %47 to i64, !dbg !1346
  %49 = add nsw i64 %38, %48, !dbg !1347
  store i64 %49, i64* %5, align 8, !dbg !1348
  br label %26, !dbg !1334, !llvm.loop !1349

50:                                               ; preds = %34
  %51 = load i64, i64* %5, align 8, !dbg !1351
  ret i64 %51, !dbg !1352

52:                                               ; preds = %21
  %53 = load i8*, i8** %3, align 8, !dbg !1328
  %54 = load i32, i32* %4, align 4, !dbg !1328
  %55 = insertvalue { i8*, i32 } undef, i8* %53, 0, !dbg !1328
  %56 = insertvalue { i8*, i32 } %55, i32 %54, 1, !dbg !1328
  resume { i8*, i32 } %56, !dbg !1328
}

declare void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorD0Ev(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 !dbg !1353 {
  %2 = alloca %class.ParseError*, align 8
  store %class.ParseError* %0, %class.ParseError** %2, align 8
  call void @llvm.dbg.declare(metadata %class.ParseError** %2, metadata !1354, metadata !DIExpression()), !dbg !1355
  %3 = load %class.ParseError*, %class.ParseError** %2, align 8
  call void @_ZN10ParseErrorD2Ev(%class.ParseError* noundef nonnull align 8 dereferenceable(20) %3) #12, !dbg !1356
  %4 = bitcast %class.ParseError* %3 to i8*, !dbg !1356
  call void @_ZdlPv(i8* noundef %4) #16, !dbg !1356
  ret void, !dbg !1356
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt13runtime_error4whatEv(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { nounwind readonly willreturn }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!844, !845, !846, !847, !848, !849, !850}
!llvm.ident = !{!851}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seed", linkageName: "_ZL4seed", scope: !2, file: !3, line: 94, type: !38, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !54, imports: !70, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exceptions_parse.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "68c8ae2e82552bd1817d0fd47947419c")
!4 = !{!5, !38, !39, !40}
!5 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Parser", file: !3, line: 15, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !6, identifier: "_ZTS6Parser")
!6 = !{!7, !16, !20, !26, !31, !32, !33, !36, !37}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !5, file: !3, line: 16, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "string", scope: !12, file: !11, line: 77, baseType: !13)
!11 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stringfwd.h", directory: ".")
!12 = !DINamespace(name: "std", scope: null)
!13 = !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !15, file: !14, line: 1082, size: 256, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!14 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.tcc", directory: ".")
!15 = !DINamespace(name: "__cxx11", scope: !12, exportSymbols: true)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !5, file: !3, line: 17, baseType: !17, size: 64, offset: 64)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !18, line: 46, baseType: !19)
!18 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!19 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!20 = !DISubprogram(name: "peek", linkageName: "_ZNK6Parser4peekEv", scope: !5, file: !3, line: 19, type: !21, scopeLine: 19, flags: DIFlagPrototyped, spFlags: 0)
!21 = !DISubroutineType(types: !22)
!22 = !{!23, !24}
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!26 = !DISubprogram(name: "number", linkageName: "_ZN6Parser6numberEv", scope: !5, file: !3, line: 21, type: !27, scopeLine: 21, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !30}
!29 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!31 = !DISubprogram(name: "factor", linkageName: "_ZN6Parser6factorEv", scope: !5, file: !3, line: 31, type: !27, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!32 = !DISubprogram(name: "term", linkageName: "_ZN6Parser4termEv", scope: !5, file: !3, line: 48, type: !27, scopeLine: 48, flags: DIFlagPrototyped, spFlags: 0)
!33 = !DISubprogram(name: "Parser", scope: !5, file: !3, line: 72, type: !34, scopeLine: 72, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !30, !8}
!36 = !DISubprogram(name: "expr", linkageName: "_ZN6Parser4exprEv", scope: !5, file: !3, line: 74, type: !27, scopeLine: 74, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!37 = !DISubprogram(name: "parse", linkageName: "_ZN6Parser5parseEv", scope: !5, file: !3, line: 85, type: !27, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "ParseError", file: !3, line: 9, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !41, vtableHolder: !52, identifier: "_ZTS10ParseError")
!41 = !{!42, !45, !46}
!42 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !40, baseType: !43, flags: DIFlagPublic, extraData: i32 0)
!43 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !12, file: !44, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!44 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: ".")
!45 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !40, file: !3, line: 11, baseType: !39, size: 32, offset: 128, flags: DIFlagPublic)
!46 = !DISubprogram(name: "ParseError", scope: !40, file: !3, line: 12, type: !47, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49, !50, !39}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!52 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !12, file: !53, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!53 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: ".")
!54 = !{!0, !55}
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "__digits", scope: !57, file: !58, line: 77, type: !66, isLocal: false, isDefinition: true)
!57 = distinct !DISubprogram(name: "__to_chars_10_impl<unsigned int>", linkageName: "_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_", scope: !59, file: !58, line: 72, type: !60, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !64, retainedNodes: !63)
!58 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/charconv.h", directory: ".")
!59 = !DINamespace(name: "__detail", scope: !12)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62, !38, !38}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!63 = !{}
!64 = !{!65}
!65 = !DITemplateTypeParameter(name: "_Tp", type: !38)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 1608, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 201)
!70 = !{!71, !77, !83, !88, !92, !94, !96, !98, !100, !107, !112, !117, !121, !125, !129, !135, !139, !141, !145, !151, !155, !162, !164, !168, !172, !176, !178, !182, !186, !188, !192, !194, !196, !200, !204, !208, !212, !216, !220, !222, !234, !238, !242, !247, !249, !251, !255, !259, !260, !261, !262, !263, !264, !268, !272, !278, !282, !287, !289, !294, !296, !300, !308, !312, !316, !320, !324, !328, !332, !336, !340, !344, !351, !355, !359, !361, !363, !367, !371, !377, !381, !385, !387, !394, !398, !405, !407, !411, !415, !419, !423, !428, !433, !438, !439, !440, !441, !443, !444, !445, !446, !447, !448, !449, !453, !457, !474, !477, !482, !489, !494, !498, !502, !506, !510, !512, !514, !518, !524, !528, !534, !540, !542, !546, !550, !554, !558, !562, !564, !568, !572, !576, !578, !582, !586, !590, !592, !594, !598, !606, !610, !614, !618, !620, !626, !628, !634, !638, !642, !646, !650, !654, !658, !660, !662, !666, !670, !674, !676, !680, !684, !686, !688, !692, !696, !700, !704, !705, !706, !707, !708, !709, !710, !711, !712, !713, !714, !721, !725, !728, !731, !734, !736, !738, !740, !743, !746, !749, !752, !755, !757, !762, !766, !769, !772, !774, !776, !778, !780, !783, !786, !789, !792, !795, !797, !801, !805, !810, !814, !816, !818, !820, !822, !824, !826, !828, !830, !832, !834, !836, !838, !840}
!71 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !72, file: !76, line: 98)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !73, line: 7, baseType: !74)
!73 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !75, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!75 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!76 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!77 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !78, file: !76, line: 99)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !79, line: 84, baseType: !80)
!79 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !81, line: 14, baseType: !82)
!81 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!82 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !81, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!83 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !84, file: !76, line: 101)
!84 = !DISubprogram(name: "clearerr", scope: !79, file: !79, line: 786, type: !85, flags: DIFlagPrototyped, spFlags: 0)
!85 = !DISubroutineType(types: !86)
!86 = !{null, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!88 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !89, file: !76, line: 102)
!89 = !DISubprogram(name: "fclose", scope: !79, file: !79, line: 178, type: !90, flags: DIFlagPrototyped, spFlags: 0)
!90 = !DISubroutineType(types: !91)
!91 = !{!39, !87}
!92 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !93, file: !76, line: 103)
!93 = !DISubprogram(name: "feof", scope: !79, file: !79, line: 788, type: !90, flags: DIFlagPrototyped, spFlags: 0)
!94 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !95, file: !76, line: 104)
!95 = !DISubprogram(name: "ferror", scope: !79, file: !79, line: 790, type: !90, flags: DIFlagPrototyped, spFlags: 0)
!96 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !97, file: !76, line: 105)
!97 = !DISubprogram(name: "fflush", scope: !79, file: !79, line: 230, type: !90, flags: DIFlagPrototyped, spFlags: 0)
!98 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !99, file: !76, line: 106)
!99 = !DISubprogram(name: "fgetc", scope: !79, file: !79, line: 513, type: !90, flags: DIFlagPrototyped, spFlags: 0)
!100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !101, file: !76, line: 107)
!101 = !DISubprogram(name: "fgetpos", scope: !79, file: !79, line: 760, type: !102, flags: DIFlagPrototyped, spFlags: 0)
!102 = !DISubroutineType(types: !103)
!103 = !{!39, !104, !105}
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !108, file: !76, line: 108)
!108 = !DISubprogram(name: "fgets", scope: !79, file: !79, line: 592, type: !109, flags: DIFlagPrototyped, spFlags: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{!62, !111, !39, !104}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !113, file: !76, line: 109)
!113 = !DISubprogram(name: "fopen", scope: !79, file: !79, line: 258, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!114 = !DISubroutineType(types: !115)
!115 = !{!87, !116, !116}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !50)
!117 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !118, file: !76, line: 110)
!118 = !DISubprogram(name: "fprintf", scope: !79, file: !79, line: 350, type: !119, flags: DIFlagPrototyped, spFlags: 0)
!119 = !DISubroutineType(types: !120)
!120 = !{!39, !104, !116, null}
!121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !122, file: !76, line: 111)
!122 = !DISubprogram(name: "fputc", scope: !79, file: !79, line: 549, type: !123, flags: DIFlagPrototyped, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!39, !39, !87}
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !126, file: !76, line: 112)
!126 = !DISubprogram(name: "fputs", scope: !79, file: !79, line: 655, type: !127, flags: DIFlagPrototyped, spFlags: 0)
!127 = !DISubroutineType(types: !128)
!128 = !{!39, !116, !104}
!129 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !130, file: !76, line: 113)
!130 = !DISubprogram(name: "fread", scope: !79, file: !79, line: 675, type: !131, flags: DIFlagPrototyped, spFlags: 0)
!131 = !DISubroutineType(types: !132)
!132 = !{!17, !133, !17, !17, !104}
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !136, file: !76, line: 114)
!136 = !DISubprogram(name: "freopen", scope: !79, file: !79, line: 265, type: !137, flags: DIFlagPrototyped, spFlags: 0)
!137 = !DISubroutineType(types: !138)
!138 = !{!87, !116, !116, !104}
!139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !140, file: !76, line: 115)
!140 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !79, file: !79, line: 434, type: !119, flags: DIFlagPrototyped, spFlags: 0)
!141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !142, file: !76, line: 116)
!142 = !DISubprogram(name: "fseek", scope: !79, file: !79, line: 713, type: !143, flags: DIFlagPrototyped, spFlags: 0)
!143 = !DISubroutineType(types: !144)
!144 = !{!39, !87, !29, !39}
!145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !146, file: !76, line: 117)
!146 = !DISubprogram(name: "fsetpos", scope: !79, file: !79, line: 765, type: !147, flags: DIFlagPrototyped, spFlags: 0)
!147 = !DISubroutineType(types: !148)
!148 = !{!39, !87, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !152, file: !76, line: 118)
!152 = !DISubprogram(name: "ftell", scope: !79, file: !79, line: 718, type: !153, flags: DIFlagPrototyped, spFlags: 0)
!153 = !DISubroutineType(types: !154)
!154 = !{!29, !87}
!155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !156, file: !76, line: 119)
!156 = !DISubprogram(name: "fwrite", scope: !79, file: !79, line: 681, type: !157, flags: DIFlagPrototyped, spFlags: 0)
!157 = !DISubroutineType(types: !158)
!158 = !{!17, !159, !17, !17, !104}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !163, file: !76, line: 120)
!163 = !DISubprogram(name: "getc", scope: !79, file: !79, line: 514, type: !90, flags: DIFlagPrototyped, spFlags: 0)
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !165, file: !76, line: 121)
!165 = !DISubprogram(name: "getchar", scope: !79, file: !79, line: 520, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{!39}
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !169, file: !76, line: 126)
!169 = !DISubprogram(name: "perror", scope: !79, file: !79, line: 804, type: !170, flags: DIFlagPrototyped, spFlags: 0)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !50}
!172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !173, file: !76, line: 127)
!173 = !DISubprogram(name: "printf", scope: !79, file: !79, line: 356, type: !174, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{!39, !116, null}
!176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !177, file: !76, line: 128)
!177 = !DISubprogram(name: "putc", scope: !79, file: !79, line: 550, type: !123, flags: DIFlagPrototyped, spFlags: 0)
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !179, file: !76, line: 129)
!179 = !DISubprogram(name: "putchar", scope: !79, file: !79, line: 556, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!180 = !DISubroutineType(types: !181)
!181 = !{!39, !39}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !183, file: !76, line: 130)
!183 = !DISubprogram(name: "puts", scope: !79, file: !79, line: 661, type: !184, flags: DIFlagPrototyped, spFlags: 0)
!184 = !DISubroutineType(types: !185)
!185 = !{!39, !50}
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !187, file: !76, line: 131)
!187 = !DISubprogram(name: "remove", scope: !79, file: !79, line: 152, type: !184, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !189, file: !76, line: 132)
!189 = !DISubprogram(name: "rename", scope: !79, file: !79, line: 154, type: !190, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!39, !50, !50}
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !193, file: !76, line: 133)
!193 = !DISubprogram(name: "rewind", scope: !79, file: !79, line: 723, type: !85, flags: DIFlagPrototyped, spFlags: 0)
!194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !195, file: !76, line: 134)
!195 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !79, file: !79, line: 437, type: !174, flags: DIFlagPrototyped, spFlags: 0)
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !197, file: !76, line: 135)
!197 = !DISubprogram(name: "setbuf", scope: !79, file: !79, line: 328, type: !198, flags: DIFlagPrototyped, spFlags: 0)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !104, !111}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !201, file: !76, line: 136)
!201 = !DISubprogram(name: "setvbuf", scope: !79, file: !79, line: 332, type: !202, flags: DIFlagPrototyped, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{!39, !104, !111, !39, !17}
!204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !205, file: !76, line: 137)
!205 = !DISubprogram(name: "sprintf", scope: !79, file: !79, line: 358, type: !206, flags: DIFlagPrototyped, spFlags: 0)
!206 = !DISubroutineType(types: !207)
!207 = !{!39, !111, !116, null}
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !209, file: !76, line: 138)
!209 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !79, file: !79, line: 439, type: !210, flags: DIFlagPrototyped, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{!39, !116, !116, null}
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !213, file: !76, line: 139)
!213 = !DISubprogram(name: "tmpfile", scope: !79, file: !79, line: 188, type: !214, flags: DIFlagPrototyped, spFlags: 0)
!214 = !DISubroutineType(types: !215)
!215 = !{!87}
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !217, file: !76, line: 141)
!217 = !DISubprogram(name: "tmpnam", scope: !79, file: !79, line: 205, type: !218, flags: DIFlagPrototyped, spFlags: 0)
!218 = !DISubroutineType(types: !219)
!219 = !{!62, !62}
!220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !221, file: !76, line: 143)
!221 = !DISubprogram(name: "ungetc", scope: !79, file: !79, line: 668, type: !123, flags: DIFlagPrototyped, spFlags: 0)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !223, file: !76, line: 144)
!223 = !DISubprogram(name: "vfprintf", scope: !79, file: !79, line: 365, type: !224, flags: DIFlagPrototyped, spFlags: 0)
!224 = !DISubroutineType(types: !225)
!225 = !{!39, !104, !116, !226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!227 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !228, identifier: "_ZTS13__va_list_tag")
!228 = !{!229, !231, !232, !233}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !227, file: !230, baseType: !38, size: 32)
!230 = !DIFile(filename: "exceptions_parse.cpp", directory: ".")
!231 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !227, file: !230, baseType: !38, size: 32, offset: 32)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !227, file: !230, baseType: !134, size: 64, offset: 64)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !227, file: !230, baseType: !134, size: 64, offset: 128)
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !235, file: !76, line: 145)
!235 = !DISubprogram(name: "vprintf", scope: !79, file: !79, line: 371, type: !236, flags: DIFlagPrototyped, spFlags: 0)
!236 = !DISubroutineType(types: !237)
!237 = !{!39, !116, !226}
!238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !239, file: !76, line: 146)
!239 = !DISubprogram(name: "vsprintf", scope: !79, file: !79, line: 373, type: !240, flags: DIFlagPrototyped, spFlags: 0)
!240 = !DISubroutineType(types: !241)
!241 = !{!39, !111, !116, !226}
!242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !244, file: !76, line: 175)
!243 = !DINamespace(name: "__gnu_cxx", scope: null)
!244 = !DISubprogram(name: "snprintf", scope: !79, file: !79, line: 378, type: !245, flags: DIFlagPrototyped, spFlags: 0)
!245 = !DISubroutineType(types: !246)
!246 = !{!39, !111, !17, !116, null}
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !248, file: !76, line: 176)
!248 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !79, file: !79, line: 479, type: !224, flags: DIFlagPrototyped, spFlags: 0)
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !250, file: !76, line: 177)
!250 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !79, file: !79, line: 484, type: !236, flags: DIFlagPrototyped, spFlags: 0)
!251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !252, file: !76, line: 178)
!252 = !DISubprogram(name: "vsnprintf", scope: !79, file: !79, line: 382, type: !253, flags: DIFlagPrototyped, spFlags: 0)
!253 = !DISubroutineType(types: !254)
!254 = !{!39, !111, !17, !116, !226}
!255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !256, file: !76, line: 179)
!256 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !79, file: !79, line: 487, type: !257, flags: DIFlagPrototyped, spFlags: 0)
!257 = !DISubroutineType(types: !258)
!258 = !{!39, !116, !116, !226}
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !244, file: !76, line: 185)
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !248, file: !76, line: 186)
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !250, file: !76, line: 187)
!262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !252, file: !76, line: 188)
!263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !256, file: !76, line: 189)
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !265, file: !267, line: 52)
!265 = !DISubprogram(name: "abs", scope: !266, file: !266, line: 861, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!266 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!267 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !269, file: !271, line: 127)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !266, line: 63, baseType: !270)
!270 = !DICompositeType(tag: DW_TAG_structure_type, file: !266, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!271 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !273, file: !271, line: 128)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !266, line: 71, baseType: !274)
!274 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !266, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !275, identifier: "_ZTS6ldiv_t")
!275 = !{!276, !277}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !274, file: !266, line: 69, baseType: !29, size: 64)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !274, file: !266, line: 70, baseType: !29, size: 64, offset: 64)
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !279, file: !271, line: 130)
!279 = !DISubprogram(name: "abort", scope: !266, file: !266, line: 611, type: !280, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!280 = !DISubroutineType(types: !281)
!281 = !{null}
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !283, file: !271, line: 134)
!283 = !DISubprogram(name: "atexit", scope: !266, file: !266, line: 615, type: !284, flags: DIFlagPrototyped, spFlags: 0)
!284 = !DISubroutineType(types: !285)
!285 = !{!39, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !288, file: !271, line: 137)
!288 = !DISubprogram(name: "at_quick_exit", scope: !266, file: !266, line: 620, type: !284, flags: DIFlagPrototyped, spFlags: 0)
!289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !290, file: !271, line: 140)
!290 = !DISubprogram(name: "atof", scope: !266, file: !266, line: 102, type: !291, flags: DIFlagPrototyped, spFlags: 0)
!291 = !DISubroutineType(types: !292)
!292 = !{!293, !50}
!293 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !295, file: !271, line: 141)
!295 = !DISubprogram(name: "atoi", scope: !266, file: !266, line: 105, type: !184, flags: DIFlagPrototyped, spFlags: 0)
!296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !297, file: !271, line: 142)
!297 = !DISubprogram(name: "atol", scope: !266, file: !266, line: 108, type: !298, flags: DIFlagPrototyped, spFlags: 0)
!298 = !DISubroutineType(types: !299)
!299 = !{!29, !50}
!300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !301, file: !271, line: 143)
!301 = !DISubprogram(name: "bsearch", scope: !266, file: !266, line: 841, type: !302, flags: DIFlagPrototyped, spFlags: 0)
!302 = !DISubroutineType(types: !303)
!303 = !{!134, !160, !160, !17, !17, !304}
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !266, line: 829, baseType: !305)
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DISubroutineType(types: !307)
!307 = !{!39, !160, !160}
!308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !309, file: !271, line: 144)
!309 = !DISubprogram(name: "calloc", scope: !266, file: !266, line: 556, type: !310, flags: DIFlagPrototyped, spFlags: 0)
!310 = !DISubroutineType(types: !311)
!311 = !{!134, !17, !17}
!312 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !313, file: !271, line: 145)
!313 = !DISubprogram(name: "div", scope: !266, file: !266, line: 873, type: !314, flags: DIFlagPrototyped, spFlags: 0)
!314 = !DISubroutineType(types: !315)
!315 = !{!269, !39, !39}
!316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !317, file: !271, line: 146)
!317 = !DISubprogram(name: "exit", scope: !266, file: !266, line: 637, type: !318, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !39}
!320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !321, file: !271, line: 147)
!321 = !DISubprogram(name: "free", scope: !266, file: !266, line: 568, type: !322, flags: DIFlagPrototyped, spFlags: 0)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !134}
!324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !325, file: !271, line: 148)
!325 = !DISubprogram(name: "getenv", scope: !266, file: !266, line: 654, type: !326, flags: DIFlagPrototyped, spFlags: 0)
!326 = !DISubroutineType(types: !327)
!327 = !{!62, !50}
!328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !329, file: !271, line: 149)
!329 = !DISubprogram(name: "labs", scope: !266, file: !266, line: 862, type: !330, flags: DIFlagPrototyped, spFlags: 0)
!330 = !DISubroutineType(types: !331)
!331 = !{!29, !29}
!332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !333, file: !271, line: 150)
!333 = !DISubprogram(name: "ldiv", scope: !266, file: !266, line: 875, type: !334, flags: DIFlagPrototyped, spFlags: 0)
!334 = !DISubroutineType(types: !335)
!335 = !{!273, !29, !29}
!336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !337, file: !271, line: 151)
!337 = !DISubprogram(name: "malloc", scope: !266, file: !266, line: 553, type: !338, flags: DIFlagPrototyped, spFlags: 0)
!338 = !DISubroutineType(types: !339)
!339 = !{!134, !17}
!340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !341, file: !271, line: 153)
!341 = !DISubprogram(name: "mblen", scope: !266, file: !266, line: 943, type: !342, flags: DIFlagPrototyped, spFlags: 0)
!342 = !DISubroutineType(types: !343)
!343 = !{!39, !50, !17}
!344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !345, file: !271, line: 154)
!345 = !DISubprogram(name: "mbstowcs", scope: !266, file: !266, line: 954, type: !346, flags: DIFlagPrototyped, spFlags: 0)
!346 = !DISubroutineType(types: !347)
!347 = !{!17, !348, !116, !17}
!348 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !349)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!350 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !352, file: !271, line: 155)
!352 = !DISubprogram(name: "mbtowc", scope: !266, file: !266, line: 946, type: !353, flags: DIFlagPrototyped, spFlags: 0)
!353 = !DISubroutineType(types: !354)
!354 = !{!39, !348, !116, !17}
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !356, file: !271, line: 157)
!356 = !DISubprogram(name: "qsort", scope: !266, file: !266, line: 851, type: !357, flags: DIFlagPrototyped, spFlags: 0)
!357 = !DISubroutineType(types: !358)
!358 = !{null, !134, !17, !17, !304}
!359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !360, file: !271, line: 160)
!360 = !DISubprogram(name: "quick_exit", scope: !266, file: !266, line: 643, type: !318, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !362, file: !271, line: 163)
!362 = !DISubprogram(name: "rand", scope: !266, file: !266, line: 454, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !364, file: !271, line: 164)
!364 = !DISubprogram(name: "realloc", scope: !266, file: !266, line: 564, type: !365, flags: DIFlagPrototyped, spFlags: 0)
!365 = !DISubroutineType(types: !366)
!366 = !{!134, !134, !17}
!367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !368, file: !271, line: 165)
!368 = !DISubprogram(name: "srand", scope: !266, file: !266, line: 456, type: !369, flags: DIFlagPrototyped, spFlags: 0)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !38}
!371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !372, file: !271, line: 166)
!372 = !DISubprogram(name: "strtod", scope: !266, file: !266, line: 118, type: !373, flags: DIFlagPrototyped, spFlags: 0)
!373 = !DISubroutineType(types: !374)
!374 = !{!293, !116, !375}
!375 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !376)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !378, file: !271, line: 167)
!378 = !DISubprogram(name: "strtol", scope: !266, file: !266, line: 177, type: !379, flags: DIFlagPrototyped, spFlags: 0)
!379 = !DISubroutineType(types: !380)
!380 = !{!29, !116, !375, !39}
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !382, file: !271, line: 168)
!382 = !DISubprogram(name: "strtoul", scope: !266, file: !266, line: 181, type: !383, flags: DIFlagPrototyped, spFlags: 0)
!383 = !DISubroutineType(types: !384)
!384 = !{!19, !116, !375, !39}
!385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !386, file: !271, line: 169)
!386 = !DISubprogram(name: "system", scope: !266, file: !266, line: 804, type: !184, flags: DIFlagPrototyped, spFlags: 0)
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !388, file: !271, line: 171)
!388 = !DISubprogram(name: "wcstombs", scope: !266, file: !266, line: 958, type: !389, flags: DIFlagPrototyped, spFlags: 0)
!389 = !DISubroutineType(types: !390)
!390 = !{!17, !111, !391, !17}
!391 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !392)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64)
!393 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !350)
!394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !395, file: !271, line: 172)
!395 = !DISubprogram(name: "wctomb", scope: !266, file: !266, line: 950, type: !396, flags: DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!39, !62, !350}
!398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !399, file: !271, line: 200)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !266, line: 81, baseType: !400)
!400 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !266, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !401, identifier: "_ZTS7lldiv_t")
!401 = !{!402, !404}
!402 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !400, file: !266, line: 79, baseType: !403, size: 64)
!403 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !400, file: !266, line: 80, baseType: !403, size: 64, offset: 64)
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !406, file: !271, line: 206)
!406 = !DISubprogram(name: "_Exit", scope: !266, file: !266, line: 649, type: !318, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !408, file: !271, line: 210)
!408 = !DISubprogram(name: "llabs", scope: !266, file: !266, line: 865, type: !409, flags: DIFlagPrototyped, spFlags: 0)
!409 = !DISubroutineType(types: !410)
!410 = !{!403, !403}
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !412, file: !271, line: 216)
!412 = !DISubprogram(name: "lldiv", scope: !266, file: !266, line: 879, type: !413, flags: DIFlagPrototyped, spFlags: 0)
!413 = !DISubroutineType(types: !414)
!414 = !{!399, !403, !403}
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !416, file: !271, line: 227)
!416 = !DISubprogram(name: "atoll", scope: !266, file: !266, line: 113, type: !417, flags: DIFlagPrototyped, spFlags: 0)
!417 = !DISubroutineType(types: !418)
!418 = !{!403, !50}
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !420, file: !271, line: 228)
!420 = !DISubprogram(name: "strtoll", scope: !266, file: !266, line: 201, type: !421, flags: DIFlagPrototyped, spFlags: 0)
!421 = !DISubroutineType(types: !422)
!422 = !{!403, !116, !375, !39}
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !424, file: !271, line: 229)
!424 = !DISubprogram(name: "strtoull", scope: !266, file: !266, line: 206, type: !425, flags: DIFlagPrototyped, spFlags: 0)
!425 = !DISubroutineType(types: !426)
!426 = !{!427, !116, !375, !39}
!427 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !429, file: !271, line: 231)
!429 = !DISubprogram(name: "strtof", scope: !266, file: !266, line: 124, type: !430, flags: DIFlagPrototyped, spFlags: 0)
!430 = !DISubroutineType(types: !431)
!431 = !{!432, !116, !375}
!432 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !434, file: !271, line: 232)
!434 = !DISubprogram(name: "strtold", scope: !266, file: !266, line: 127, type: !435, flags: DIFlagPrototyped, spFlags: 0)
!435 = !DISubroutineType(types: !436)
!436 = !{!437, !116, !375}
!437 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !399, file: !271, line: 240)
!439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !406, file: !271, line: 242)
!440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !408, file: !271, line: 244)
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !442, file: !271, line: 245)
!442 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !243, file: !271, line: 213, type: !413, flags: DIFlagPrototyped, spFlags: 0)
!443 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !412, file: !271, line: 246)
!444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !416, file: !271, line: 248)
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !429, file: !271, line: 249)
!446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !420, file: !271, line: 250)
!447 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !424, file: !271, line: 251)
!448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !434, file: !271, line: 252)
!449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !450, file: !451, line: 68)
!450 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !452, file: !451, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!451 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: ".", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!452 = !DINamespace(name: "__exception_ptr", scope: !12)
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !452, entity: !454, file: !451, line: 84)
!454 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !12, file: !451, line: 80, type: !455, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!455 = !DISubroutineType(types: !456)
!456 = !{null, !450}
!457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !458, file: !473, line: 64)
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !459, line: 6, baseType: !460)
!459 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !461, line: 21, baseType: !462)
!461 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!462 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !461, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !463, identifier: "_ZTS11__mbstate_t")
!463 = !{!464, !465}
!464 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !462, file: !461, line: 15, baseType: !39, size: 32)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !462, file: !461, line: 20, baseType: !466, size: 32, offset: 32)
!466 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !462, file: !461, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !467, identifier: "_ZTSN11__mbstate_tUt_E")
!467 = !{!468, !469}
!468 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !466, file: !461, line: 18, baseType: !38, size: 32)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !466, file: !461, line: 19, baseType: !470, size: 32)
!470 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 32, elements: !471)
!471 = !{!472}
!472 = !DISubrange(count: 4)
!473 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: ".")
!474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !475, file: !473, line: 141)
!475 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !476, line: 20, baseType: !38)
!476 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !478, file: !473, line: 143)
!478 = !DISubprogram(name: "btowc", scope: !479, file: !479, line: 285, type: !480, flags: DIFlagPrototyped, spFlags: 0)
!479 = !DIFile(filename: "usr/include/wchar.h", directory: ".", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!480 = !DISubroutineType(types: !481)
!481 = !{!475, !39}
!482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !483, file: !473, line: 144)
!483 = !DISubprogram(name: "fgetwc", scope: !479, file: !479, line: 744, type: !484, flags: DIFlagPrototyped, spFlags: 0)
!484 = !DISubroutineType(types: !485)
!485 = !{!475, !486}
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !487, size: 64)
!487 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !488, line: 5, baseType: !74)
!488 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !490, file: !473, line: 145)
!490 = !DISubprogram(name: "fgetws", scope: !479, file: !479, line: 773, type: !491, flags: DIFlagPrototyped, spFlags: 0)
!491 = !DISubroutineType(types: !492)
!492 = !{!349, !348, !39, !493}
!493 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !486)
!494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !495, file: !473, line: 146)
!495 = !DISubprogram(name: "fputwc", scope: !479, file: !479, line: 758, type: !496, flags: DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{!475, !350, !486}
!498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !499, file: !473, line: 147)
!499 = !DISubprogram(name: "fputws", scope: !479, file: !479, line: 780, type: !500, flags: DIFlagPrototyped, spFlags: 0)
!500 = !DISubroutineType(types: !501)
!501 = !{!39, !391, !493}
!502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !503, file: !473, line: 148)
!503 = !DISubprogram(name: "fwide", scope: !479, file: !479, line: 588, type: !504, flags: DIFlagPrototyped, spFlags: 0)
!504 = !DISubroutineType(types: !505)
!505 = !{!39, !486, !39}
!506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !507, file: !473, line: 149)
!507 = !DISubprogram(name: "fwprintf", scope: !479, file: !479, line: 595, type: !508, flags: DIFlagPrototyped, spFlags: 0)
!508 = !DISubroutineType(types: !509)
!509 = !{!39, !493, !391, null}
!510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !511, file: !473, line: 150)
!511 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !479, file: !479, line: 657, type: !508, flags: DIFlagPrototyped, spFlags: 0)
!512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !513, file: !473, line: 151)
!513 = !DISubprogram(name: "getwc", scope: !479, file: !479, line: 745, type: !484, flags: DIFlagPrototyped, spFlags: 0)
!514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !515, file: !473, line: 152)
!515 = !DISubprogram(name: "getwchar", scope: !479, file: !479, line: 751, type: !516, flags: DIFlagPrototyped, spFlags: 0)
!516 = !DISubroutineType(types: !517)
!517 = !{!475}
!518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !519, file: !473, line: 153)
!519 = !DISubprogram(name: "mbrlen", scope: !479, file: !479, line: 308, type: !520, flags: DIFlagPrototyped, spFlags: 0)
!520 = !DISubroutineType(types: !521)
!521 = !{!17, !116, !17, !522}
!522 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !523)
!523 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !525, file: !473, line: 154)
!525 = !DISubprogram(name: "mbrtowc", scope: !479, file: !479, line: 297, type: !526, flags: DIFlagPrototyped, spFlags: 0)
!526 = !DISubroutineType(types: !527)
!527 = !{!17, !348, !116, !17, !522}
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !529, file: !473, line: 155)
!529 = !DISubprogram(name: "mbsinit", scope: !479, file: !479, line: 293, type: !530, flags: DIFlagPrototyped, spFlags: 0)
!530 = !DISubroutineType(types: !531)
!531 = !{!39, !532}
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !458)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !535, file: !473, line: 156)
!535 = !DISubprogram(name: "mbsrtowcs", scope: !479, file: !479, line: 338, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{!17, !348, !538, !17, !522}
!538 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !539)
!539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !541, file: !473, line: 157)
!541 = !DISubprogram(name: "putwc", scope: !479, file: !479, line: 759, type: !496, flags: DIFlagPrototyped, spFlags: 0)
!542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !543, file: !473, line: 158)
!543 = !DISubprogram(name: "putwchar", scope: !479, file: !479, line: 765, type: !544, flags: DIFlagPrototyped, spFlags: 0)
!544 = !DISubroutineType(types: !545)
!545 = !{!475, !350}
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !547, file: !473, line: 160)
!547 = !DISubprogram(name: "swprintf", scope: !479, file: !479, line: 605, type: !548, flags: DIFlagPrototyped, spFlags: 0)
!548 = !DISubroutineType(types: !549)
!549 = !{!39, !348, !17, !391, null}
!550 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !551, file: !473, line: 162)
!551 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !479, file: !479, line: 664, type: !552, flags: DIFlagPrototyped, spFlags: 0)
!552 = !DISubroutineType(types: !553)
!553 = !{!39, !391, !391, null}
!554 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !555, file: !473, line: 163)
!555 = !DISubprogram(name: "ungetwc", scope: !479, file: !479, line: 788, type: !556, flags: DIFlagPrototyped, spFlags: 0)
!556 = !DISubroutineType(types: !557)
!557 = !{!475, !475, !486}
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !559, file: !473, line: 164)
!559 = !DISubprogram(name: "vfwprintf", scope: !479, file: !479, line: 613, type: !560, flags: DIFlagPrototyped, spFlags: 0)
!560 = !DISubroutineType(types: !561)
!561 = !{!39, !493, !391, !226}
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !563, file: !473, line: 166)
!563 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !479, file: !479, line: 711, type: !560, flags: DIFlagPrototyped, spFlags: 0)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !565, file: !473, line: 169)
!565 = !DISubprogram(name: "vswprintf", scope: !479, file: !479, line: 626, type: !566, flags: DIFlagPrototyped, spFlags: 0)
!566 = !DISubroutineType(types: !567)
!567 = !{!39, !348, !17, !391, !226}
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !569, file: !473, line: 172)
!569 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !479, file: !479, line: 718, type: !570, flags: DIFlagPrototyped, spFlags: 0)
!570 = !DISubroutineType(types: !571)
!571 = !{!39, !391, !391, !226}
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !573, file: !473, line: 174)
!573 = !DISubprogram(name: "vwprintf", scope: !479, file: !479, line: 621, type: !574, flags: DIFlagPrototyped, spFlags: 0)
!574 = !DISubroutineType(types: !575)
!575 = !{!39, !391, !226}
!576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !577, file: !473, line: 176)
!577 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !479, file: !479, line: 715, type: !574, flags: DIFlagPrototyped, spFlags: 0)
!578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !579, file: !473, line: 178)
!579 = !DISubprogram(name: "wcrtomb", scope: !479, file: !479, line: 302, type: !580, flags: DIFlagPrototyped, spFlags: 0)
!580 = !DISubroutineType(types: !581)
!581 = !{!17, !111, !350, !522}
!582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !583, file: !473, line: 179)
!583 = !DISubprogram(name: "wcscat", scope: !479, file: !479, line: 97, type: !584, flags: DIFlagPrototyped, spFlags: 0)
!584 = !DISubroutineType(types: !585)
!585 = !{!349, !348, !391}
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !587, file: !473, line: 180)
!587 = !DISubprogram(name: "wcscmp", scope: !479, file: !479, line: 106, type: !588, flags: DIFlagPrototyped, spFlags: 0)
!588 = !DISubroutineType(types: !589)
!589 = !{!39, !392, !392}
!590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !591, file: !473, line: 181)
!591 = !DISubprogram(name: "wcscoll", scope: !479, file: !479, line: 131, type: !588, flags: DIFlagPrototyped, spFlags: 0)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !593, file: !473, line: 182)
!593 = !DISubprogram(name: "wcscpy", scope: !479, file: !479, line: 87, type: !584, flags: DIFlagPrototyped, spFlags: 0)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !595, file: !473, line: 183)
!595 = !DISubprogram(name: "wcscspn", scope: !479, file: !479, line: 188, type: !596, flags: DIFlagPrototyped, spFlags: 0)
!596 = !DISubroutineType(types: !597)
!597 = !{!17, !392, !392}
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !599, file: !473, line: 184)
!599 = !DISubprogram(name: "wcsftime", scope: !479, file: !479, line: 852, type: !600, flags: DIFlagPrototyped, spFlags: 0)
!600 = !DISubroutineType(types: !601)
!601 = !{!17, !348, !17, !391, !602}
!602 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !603)
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !604, size: 64)
!604 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !605)
!605 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !479, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !607, file: !473, line: 185)
!607 = !DISubprogram(name: "wcslen", scope: !479, file: !479, line: 223, type: !608, flags: DIFlagPrototyped, spFlags: 0)
!608 = !DISubroutineType(types: !609)
!609 = !{!17, !392}
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !611, file: !473, line: 186)
!611 = !DISubprogram(name: "wcsncat", scope: !479, file: !479, line: 101, type: !612, flags: DIFlagPrototyped, spFlags: 0)
!612 = !DISubroutineType(types: !613)
!613 = !{!349, !348, !391, !17}
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !615, file: !473, line: 187)
!615 = !DISubprogram(name: "wcsncmp", scope: !479, file: !479, line: 109, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!616 = !DISubroutineType(types: !617)
!617 = !{!39, !392, !392, !17}
!618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !619, file: !473, line: 188)
!619 = !DISubprogram(name: "wcsncpy", scope: !479, file: !479, line: 92, type: !612, flags: DIFlagPrototyped, spFlags: 0)
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !621, file: !473, line: 189)
!621 = !DISubprogram(name: "wcsrtombs", scope: !479, file: !479, line: 344, type: !622, flags: DIFlagPrototyped, spFlags: 0)
!622 = !DISubroutineType(types: !623)
!623 = !{!17, !111, !624, !17, !522}
!624 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !625)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !627, file: !473, line: 190)
!627 = !DISubprogram(name: "wcsspn", scope: !479, file: !479, line: 192, type: !596, flags: DIFlagPrototyped, spFlags: 0)
!628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !629, file: !473, line: 191)
!629 = !DISubprogram(name: "wcstod", scope: !479, file: !479, line: 378, type: !630, flags: DIFlagPrototyped, spFlags: 0)
!630 = !DISubroutineType(types: !631)
!631 = !{!293, !391, !632}
!632 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !633)
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64)
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !635, file: !473, line: 193)
!635 = !DISubprogram(name: "wcstof", scope: !479, file: !479, line: 383, type: !636, flags: DIFlagPrototyped, spFlags: 0)
!636 = !DISubroutineType(types: !637)
!637 = !{!432, !391, !632}
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !639, file: !473, line: 195)
!639 = !DISubprogram(name: "wcstok", scope: !479, file: !479, line: 218, type: !640, flags: DIFlagPrototyped, spFlags: 0)
!640 = !DISubroutineType(types: !641)
!641 = !{!349, !348, !391, !632}
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !643, file: !473, line: 196)
!643 = !DISubprogram(name: "wcstol", scope: !479, file: !479, line: 429, type: !644, flags: DIFlagPrototyped, spFlags: 0)
!644 = !DISubroutineType(types: !645)
!645 = !{!29, !391, !632, !39}
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !647, file: !473, line: 197)
!647 = !DISubprogram(name: "wcstoul", scope: !479, file: !479, line: 434, type: !648, flags: DIFlagPrototyped, spFlags: 0)
!648 = !DISubroutineType(types: !649)
!649 = !{!19, !391, !632, !39}
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !651, file: !473, line: 198)
!651 = !DISubprogram(name: "wcsxfrm", scope: !479, file: !479, line: 135, type: !652, flags: DIFlagPrototyped, spFlags: 0)
!652 = !DISubroutineType(types: !653)
!653 = !{!17, !348, !391, !17}
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !655, file: !473, line: 199)
!655 = !DISubprogram(name: "wctob", scope: !479, file: !479, line: 289, type: !656, flags: DIFlagPrototyped, spFlags: 0)
!656 = !DISubroutineType(types: !657)
!657 = !{!39, !475}
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !659, file: !473, line: 200)
!659 = !DISubprogram(name: "wmemcmp", scope: !479, file: !479, line: 259, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !661, file: !473, line: 201)
!661 = !DISubprogram(name: "wmemcpy", scope: !479, file: !479, line: 263, type: !612, flags: DIFlagPrototyped, spFlags: 0)
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !663, file: !473, line: 202)
!663 = !DISubprogram(name: "wmemmove", scope: !479, file: !479, line: 268, type: !664, flags: DIFlagPrototyped, spFlags: 0)
!664 = !DISubroutineType(types: !665)
!665 = !{!349, !349, !392, !17}
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !667, file: !473, line: 203)
!667 = !DISubprogram(name: "wmemset", scope: !479, file: !479, line: 272, type: !668, flags: DIFlagPrototyped, spFlags: 0)
!668 = !DISubroutineType(types: !669)
!669 = !{!349, !349, !350, !17}
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !671, file: !473, line: 204)
!671 = !DISubprogram(name: "wprintf", scope: !479, file: !479, line: 602, type: !672, flags: DIFlagPrototyped, spFlags: 0)
!672 = !DISubroutineType(types: !673)
!673 = !{!39, !391, null}
!674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !675, file: !473, line: 205)
!675 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !479, file: !479, line: 661, type: !672, flags: DIFlagPrototyped, spFlags: 0)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !677, file: !473, line: 206)
!677 = !DISubprogram(name: "wcschr", scope: !479, file: !479, line: 165, type: !678, flags: DIFlagPrototyped, spFlags: 0)
!678 = !DISubroutineType(types: !679)
!679 = !{!349, !392, !350}
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !681, file: !473, line: 207)
!681 = !DISubprogram(name: "wcspbrk", scope: !479, file: !479, line: 202, type: !682, flags: DIFlagPrototyped, spFlags: 0)
!682 = !DISubroutineType(types: !683)
!683 = !{!349, !392, !392}
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !685, file: !473, line: 208)
!685 = !DISubprogram(name: "wcsrchr", scope: !479, file: !479, line: 175, type: !678, flags: DIFlagPrototyped, spFlags: 0)
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !687, file: !473, line: 209)
!687 = !DISubprogram(name: "wcsstr", scope: !479, file: !479, line: 213, type: !682, flags: DIFlagPrototyped, spFlags: 0)
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !689, file: !473, line: 210)
!689 = !DISubprogram(name: "wmemchr", scope: !479, file: !479, line: 254, type: !690, flags: DIFlagPrototyped, spFlags: 0)
!690 = !DISubroutineType(types: !691)
!691 = !{!349, !392, !350, !17}
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !693, file: !473, line: 251)
!693 = !DISubprogram(name: "wcstold", scope: !479, file: !479, line: 385, type: !694, flags: DIFlagPrototyped, spFlags: 0)
!694 = !DISubroutineType(types: !695)
!695 = !{!437, !391, !632}
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !697, file: !473, line: 260)
!697 = !DISubprogram(name: "wcstoll", scope: !479, file: !479, line: 442, type: !698, flags: DIFlagPrototyped, spFlags: 0)
!698 = !DISubroutineType(types: !699)
!699 = !{!403, !391, !632, !39}
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !243, entity: !701, file: !473, line: 261)
!701 = !DISubprogram(name: "wcstoull", scope: !479, file: !479, line: 449, type: !702, flags: DIFlagPrototyped, spFlags: 0)
!702 = !DISubroutineType(types: !703)
!703 = !{!427, !391, !632, !39}
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !693, file: !473, line: 267)
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !697, file: !473, line: 268)
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !701, file: !473, line: 269)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !635, file: !473, line: 283)
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !563, file: !473, line: 286)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !569, file: !473, line: 289)
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !577, file: !473, line: 292)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !693, file: !473, line: 296)
!712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !697, file: !473, line: 297)
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !701, file: !473, line: 298)
!714 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !715, file: !720, line: 47)
!715 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !716, line: 24, baseType: !717)
!716 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: ".", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!717 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !718, line: 37, baseType: !719)
!718 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!719 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!720 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: ".")
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !722, file: !720, line: 48)
!722 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !716, line: 25, baseType: !723)
!723 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !718, line: 39, baseType: !724)
!724 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !726, file: !720, line: 49)
!726 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !716, line: 26, baseType: !727)
!727 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !718, line: 41, baseType: !39)
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !729, file: !720, line: 50)
!729 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !716, line: 27, baseType: !730)
!730 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !718, line: 44, baseType: !29)
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !732, file: !720, line: 52)
!732 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !733, line: 58, baseType: !719)
!733 = !DIFile(filename: "usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !735, file: !720, line: 53)
!735 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !733, line: 60, baseType: !29)
!736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !737, file: !720, line: 54)
!737 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !733, line: 61, baseType: !29)
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !739, file: !720, line: 55)
!739 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !733, line: 62, baseType: !29)
!740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !741, file: !720, line: 57)
!741 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !733, line: 43, baseType: !742)
!742 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !718, line: 52, baseType: !717)
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !744, file: !720, line: 58)
!744 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !733, line: 44, baseType: !745)
!745 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !718, line: 54, baseType: !723)
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !747, file: !720, line: 59)
!747 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !733, line: 45, baseType: !748)
!748 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !718, line: 56, baseType: !727)
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !750, file: !720, line: 60)
!750 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !733, line: 46, baseType: !751)
!751 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !718, line: 58, baseType: !730)
!752 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !753, file: !720, line: 62)
!753 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !733, line: 101, baseType: !754)
!754 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !718, line: 72, baseType: !29)
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !756, file: !720, line: 63)
!756 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !733, line: 87, baseType: !29)
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !758, file: !720, line: 65)
!758 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !759, line: 24, baseType: !760)
!759 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: ".", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!760 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !718, line: 38, baseType: !761)
!761 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !763, file: !720, line: 66)
!763 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !759, line: 25, baseType: !764)
!764 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !718, line: 40, baseType: !765)
!765 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !767, file: !720, line: 67)
!767 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !759, line: 26, baseType: !768)
!768 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !718, line: 42, baseType: !38)
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !770, file: !720, line: 68)
!770 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !759, line: 27, baseType: !771)
!771 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !718, line: 45, baseType: !19)
!772 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !773, file: !720, line: 70)
!773 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !733, line: 71, baseType: !761)
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !775, file: !720, line: 71)
!775 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !733, line: 73, baseType: !19)
!776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !777, file: !720, line: 72)
!777 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !733, line: 74, baseType: !19)
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !779, file: !720, line: 73)
!779 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !733, line: 75, baseType: !19)
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !781, file: !720, line: 75)
!781 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !733, line: 49, baseType: !782)
!782 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !718, line: 53, baseType: !760)
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !784, file: !720, line: 76)
!784 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !733, line: 50, baseType: !785)
!785 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !718, line: 55, baseType: !764)
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !787, file: !720, line: 77)
!787 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !733, line: 51, baseType: !788)
!788 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !718, line: 57, baseType: !768)
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !790, file: !720, line: 78)
!790 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !733, line: 52, baseType: !791)
!791 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !718, line: 59, baseType: !771)
!792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !793, file: !720, line: 80)
!793 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !733, line: 102, baseType: !794)
!794 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !718, line: 73, baseType: !19)
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !796, file: !720, line: 81)
!796 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !733, line: 90, baseType: !19)
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !798, file: !800, line: 53)
!798 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !799, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!799 = !DIFile(filename: "usr/include/locale.h", directory: ".", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!800 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: ".")
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !802, file: !800, line: 54)
!802 = !DISubprogram(name: "setlocale", scope: !799, file: !799, line: 122, type: !803, flags: DIFlagPrototyped, spFlags: 0)
!803 = !DISubroutineType(types: !804)
!804 = !{!62, !39, !50}
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !806, file: !800, line: 55)
!806 = !DISubprogram(name: "localeconv", scope: !799, file: !799, line: 125, type: !807, flags: DIFlagPrototyped, spFlags: 0)
!807 = !DISubroutineType(types: !808)
!808 = !{!809}
!809 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !798, size: 64)
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !811, file: !813, line: 64)
!811 = !DISubprogram(name: "isalnum", scope: !812, file: !812, line: 108, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!812 = !DIFile(filename: "usr/include/ctype.h", directory: ".", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!813 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: ".")
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !815, file: !813, line: 65)
!815 = !DISubprogram(name: "isalpha", scope: !812, file: !812, line: 109, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !817, file: !813, line: 66)
!817 = !DISubprogram(name: "iscntrl", scope: !812, file: !812, line: 110, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !819, file: !813, line: 67)
!819 = !DISubprogram(name: "isdigit", scope: !812, file: !812, line: 111, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !821, file: !813, line: 68)
!821 = !DISubprogram(name: "isgraph", scope: !812, file: !812, line: 113, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !823, file: !813, line: 69)
!823 = !DISubprogram(name: "islower", scope: !812, file: !812, line: 112, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !825, file: !813, line: 70)
!825 = !DISubprogram(name: "isprint", scope: !812, file: !812, line: 114, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !827, file: !813, line: 71)
!827 = !DISubprogram(name: "ispunct", scope: !812, file: !812, line: 115, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !829, file: !813, line: 72)
!829 = !DISubprogram(name: "isspace", scope: !812, file: !812, line: 116, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !831, file: !813, line: 73)
!831 = !DISubprogram(name: "isupper", scope: !812, file: !812, line: 117, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !833, file: !813, line: 74)
!833 = !DISubprogram(name: "isxdigit", scope: !812, file: !812, line: 118, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !835, file: !813, line: 75)
!835 = !DISubprogram(name: "tolower", scope: !812, file: !812, line: 122, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !837, file: !813, line: 76)
!837 = !DISubprogram(name: "toupper", scope: !812, file: !812, line: 125, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !839, file: !813, line: 87)
!839 = !DISubprogram(name: "isblank", scope: !812, file: !812, line: 130, type: !180, flags: DIFlagPrototyped, spFlags: 0)
!840 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !841, entity: !842, file: !843, line: 58)
!841 = !DINamespace(name: "__gnu_debug", scope: null)
!842 = !DINamespace(name: "__debug", scope: !12)
!843 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!844 = !{i32 7, !"Dwarf Version", i32 5}
!845 = !{i32 2, !"Debug Info Version", i32 3}
!846 = !{i32 1, !"wchar_size", i32 4}
!847 = !{i32 7, !"PIC Level", i32 2}
!848 = !{i32 7, !"PIE Level", i32 2}
!849 = !{i32 7, !"uwtable", i32 1}
!850 = !{i32 7, !"frame-pointer", i32 2}
!851 = !{!"Debian clang version 14.0.6"}
!852 = distinct !DISubprogram(name: "kernel_eval_all", linkageName: "_Z15kernel_eval_alliPi", scope: !3, file: !3, line: 117, type: !853, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!853 = !DISubroutineType(types: !854)
!854 = !{!29, !39, !855}
!855 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!856 = !DILocalVariable(name: "n", arg: 1, scope: !852, file: !3, line: 117, type: !39)
!857 = !DILocation(line: 117, column: 26, scope: !852)
!858 = !DILocalVariable(name: "errors", arg: 2, scope: !852, file: !3, line: 117, type: !855)
!859 = !DILocation(line: 117, column: 34, scope: !852)
!860 = !DILocalVariable(name: "total", scope: !852, file: !3, line: 119, type: !29)
!861 = !DILocation(line: 119, column: 8, scope: !852)
!862 = !DILocalVariable(name: "k", scope: !863, file: !3, line: 120, type: !39)
!863 = distinct !DILexicalBlock(scope: !852, file: !3, line: 120, column: 3)
!864 = !DILocation(line: 120, column: 12, scope: !863)
!865 = !DILocation(line: 120, column: 8, scope: !863)
!866 = !DILocation(line: 120, column: 19, scope: !867)
!867 = distinct !DILexicalBlock(scope: !863, file: !3, line: 120, column: 3)
!868 = !DILocation(line: 120, column: 23, scope: !867)
!869 = !DILocation(line: 120, column: 21, scope: !867)
!870 = !DILocation(line: 120, column: 3, scope: !863)
!871 = !DILocalVariable(name: "e", scope: !872, file: !3, line: 121, type: !10)
!872 = distinct !DILexicalBlock(scope: !867, file: !3, line: 120, column: 31)
!873 = !DILocation(line: 121, column: 17, scope: !872)
!874 = !DILocation(line: 122, column: 5, scope: !872)
!875 = !DILocation(line: 124, column: 16, scope: !876)
!876 = distinct !DILexicalBlock(scope: !872, file: !3, line: 123, column: 9)
!877 = !DILocation(line: 124, column: 26, scope: !876)
!878 = !DILocation(line: 124, column: 13, scope: !876)
!879 = !DILocation(line: 125, column: 5, scope: !876)
!880 = !DILocation(line: 131, column: 1, scope: !872)
!881 = !DILocation(line: 131, column: 1, scope: !876)
!882 = !DILocalVariable(name: "err", scope: !872, file: !3, line: 125, type: !883)
!883 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !884, size: 64)
!884 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!885 = !DILocation(line: 125, column: 32, scope: !872)
!886 = !DILocation(line: 126, column: 9, scope: !887)
!887 = distinct !DILexicalBlock(scope: !872, file: !3, line: 125, column: 37)
!888 = !DILocation(line: 126, column: 16, scope: !887)
!889 = !DILocation(line: 127, column: 16, scope: !887)
!890 = !DILocation(line: 127, column: 20, scope: !887)
!891 = !DILocation(line: 127, column: 13, scope: !887)
!892 = !DILocation(line: 128, column: 5, scope: !887)
!893 = !DILocation(line: 129, column: 3, scope: !867)
!894 = !DILocation(line: 129, column: 3, scope: !872)
!895 = !DILocation(line: 120, column: 27, scope: !867)
!896 = !DILocation(line: 120, column: 3, scope: !867)
!897 = distinct !{!897, !870, !898, !899}
!898 = !DILocation(line: 129, column: 3, scope: !863)
!899 = !{!"llvm.loop.mustprogress"}
!900 = !DILocation(line: 130, column: 10, scope: !852)
!901 = !DILocation(line: 130, column: 3, scope: !852)
!902 = distinct !DISubprogram(name: "gen", linkageName: "_ZL3genRNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEi", scope: !3, file: !3, line: 97, type: !903, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!903 = !DISubroutineType(types: !904)
!904 = !{null, !905, !39}
!905 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!906 = !DILocalVariable(name: "out", arg: 1, scope: !902, file: !3, line: 97, type: !905)
!907 = !DILocation(line: 97, column: 30, scope: !902)
!908 = !DILocalVariable(name: "depth", arg: 2, scope: !902, file: !3, line: 97, type: !39)
!909 = !DILocation(line: 97, column: 39, scope: !902)
!910 = !DILocalVariable(name: "r", scope: !902, file: !3, line: 99, type: !38)
!911 = !DILocation(line: 99, column: 12, scope: !902)
!912 = !DILocation(line: 99, column: 16, scope: !902)
!913 = !DILocation(line: 99, column: 23, scope: !902)
!914 = !DILocation(line: 100, column: 7, scope: !915)
!915 = distinct !DILexicalBlock(scope: !902, file: !3, line: 100, column: 7)
!916 = !DILocation(line: 100, column: 13, scope: !915)
!917 = !DILocation(line: 100, column: 18, scope: !915)
!918 = !DILocation(line: 100, column: 21, scope: !915)
!919 = !DILocation(line: 100, column: 23, scope: !915)
!920 = !DILocation(line: 100, column: 7, scope: !902)
!921 = !DILocation(line: 101, column: 27, scope: !922)
!922 = distinct !DILexicalBlock(scope: !915, file: !3, line: 100, column: 28)
!923 = !DILocation(line: 101, column: 34, scope: !922)
!924 = !DILocation(line: 101, column: 12, scope: !922)
!925 = !DILocation(line: 101, column: 5, scope: !922)
!926 = !DILocation(line: 101, column: 9, scope: !922)
!927 = !DILocation(line: 102, column: 5, scope: !922)
!928 = !DILocation(line: 115, column: 1, scope: !922)
!929 = !DILocation(line: 104, column: 7, scope: !930)
!930 = distinct !DILexicalBlock(scope: !902, file: !3, line: 104, column: 7)
!931 = !DILocation(line: 104, column: 9, scope: !930)
!932 = !DILocation(line: 104, column: 7, scope: !902)
!933 = !DILocation(line: 105, column: 5, scope: !934)
!934 = distinct !DILexicalBlock(scope: !930, file: !3, line: 104, column: 15)
!935 = !DILocation(line: 105, column: 9, scope: !934)
!936 = !DILocation(line: 106, column: 9, scope: !934)
!937 = !DILocation(line: 106, column: 14, scope: !934)
!938 = !DILocation(line: 106, column: 20, scope: !934)
!939 = !DILocation(line: 106, column: 5, scope: !934)
!940 = !DILocation(line: 107, column: 5, scope: !934)
!941 = !DILocation(line: 107, column: 9, scope: !934)
!942 = !DILocation(line: 108, column: 5, scope: !934)
!943 = !DILocation(line: 110, column: 7, scope: !902)
!944 = !DILocation(line: 110, column: 12, scope: !902)
!945 = !DILocation(line: 110, column: 18, scope: !902)
!946 = !DILocation(line: 110, column: 3, scope: !902)
!947 = !DILocation(line: 111, column: 17, scope: !902)
!948 = !DILocation(line: 111, column: 24, scope: !902)
!949 = !DILocation(line: 111, column: 10, scope: !902)
!950 = !DILocation(line: 111, column: 3, scope: !902)
!951 = !DILocation(line: 111, column: 7, scope: !902)
!952 = !DILocation(line: 112, column: 7, scope: !953)
!953 = distinct !DILexicalBlock(scope: !902, file: !3, line: 112, column: 7)
!954 = !DILocation(line: 112, column: 14, scope: !953)
!955 = !DILocation(line: 112, column: 19, scope: !953)
!956 = !DILocation(line: 112, column: 7, scope: !902)
!957 = !DILocation(line: 113, column: 5, scope: !953)
!958 = !DILocation(line: 113, column: 9, scope: !953)
!959 = !DILocation(line: 114, column: 7, scope: !902)
!960 = !DILocation(line: 114, column: 12, scope: !902)
!961 = !DILocation(line: 114, column: 18, scope: !902)
!962 = !DILocation(line: 114, column: 3, scope: !902)
!963 = !DILocation(line: 115, column: 1, scope: !902)
!964 = distinct !DISubprogram(name: "Parser", linkageName: "_ZN6ParserC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", scope: !5, file: !3, line: 72, type: !34, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !33, retainedNodes: !63)
!965 = !DILocalVariable(name: "this", arg: 1, scope: !964, type: !966, flags: DIFlagArtificial | DIFlagObjectPointer)
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!967 = !DILocation(line: 0, scope: !964)
!968 = !DILocalVariable(name: "s", arg: 2, scope: !964, file: !3, line: 72, type: !8)
!969 = !DILocation(line: 72, column: 38, scope: !964)
!970 = !DILocation(line: 72, column: 43, scope: !964)
!971 = !DILocation(line: 72, column: 45, scope: !964)
!972 = !DILocation(line: 17, column: 10, scope: !964)
!973 = !DILocation(line: 72, column: 49, scope: !964)
!974 = distinct !DISubprogram(name: "parse", linkageName: "_ZN6Parser5parseEv", scope: !5, file: !3, line: 85, type: !27, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !37, retainedNodes: !63)
!975 = !DILocalVariable(name: "this", arg: 1, scope: !974, type: !966, flags: DIFlagArtificial | DIFlagObjectPointer)
!976 = !DILocation(line: 0, scope: !974)
!977 = !DILocalVariable(name: "v", scope: !974, file: !3, line: 87, type: !29)
!978 = !DILocation(line: 87, column: 10, scope: !974)
!979 = !DILocation(line: 87, column: 14, scope: !974)
!980 = !DILocation(line: 88, column: 9, scope: !981)
!981 = distinct !DILexicalBlock(scope: !974, file: !3, line: 88, column: 9)
!982 = !DILocation(line: 88, column: 14, scope: !981)
!983 = !DILocation(line: 88, column: 16, scope: !981)
!984 = !DILocation(line: 88, column: 11, scope: !981)
!985 = !DILocation(line: 88, column: 9, scope: !974)
!986 = !DILocation(line: 89, column: 7, scope: !981)
!987 = !DILocation(line: 89, column: 59, scope: !981)
!988 = !DILocation(line: 89, column: 13, scope: !981)
!989 = !DILocation(line: 91, column: 3, scope: !981)
!990 = !DILocation(line: 90, column: 12, scope: !974)
!991 = !DILocation(line: 90, column: 5, scope: !974)
!992 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 133, type: !993, scopeLine: 134, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!993 = !DISubroutineType(types: !994)
!994 = !{!39, !39, !376}
!995 = !DILocalVariable(name: "argc", arg: 1, scope: !992, file: !3, line: 133, type: !39)
!996 = !DILocation(line: 133, column: 14, scope: !992)
!997 = !DILocalVariable(name: "argv", arg: 2, scope: !992, file: !3, line: 133, type: !376)
!998 = !DILocation(line: 133, column: 27, scope: !992)
!999 = !DILocalVariable(name: "n", scope: !992, file: !3, line: 135, type: !39)
!1000 = !DILocation(line: 135, column: 7, scope: !992)
!1001 = !DILocation(line: 135, column: 11, scope: !992)
!1002 = !DILocation(line: 135, column: 16, scope: !992)
!1003 = !DILocation(line: 135, column: 32, scope: !992)
!1004 = !DILocation(line: 135, column: 22, scope: !992)
!1005 = !DILocalVariable(name: "errors", scope: !992, file: !3, line: 136, type: !39)
!1006 = !DILocation(line: 136, column: 7, scope: !992)
!1007 = !DILocalVariable(name: "total", scope: !992, file: !3, line: 137, type: !29)
!1008 = !DILocation(line: 137, column: 8, scope: !992)
!1009 = !DILocation(line: 137, column: 32, scope: !992)
!1010 = !DILocation(line: 137, column: 16, scope: !992)
!1011 = !DILocation(line: 138, column: 40, scope: !992)
!1012 = !DILocation(line: 138, column: 47, scope: !992)
!1013 = !DILocation(line: 138, column: 3, scope: !992)
!1014 = !DILocation(line: 139, column: 3, scope: !992)
!1015 = distinct !DISubprogram(name: "next", linkageName: "_ZL4nextv", scope: !3, file: !3, line: 95, type: !1016, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!1016 = !DISubroutineType(types: !1017)
!1017 = !{!38}
!1018 = !DILocation(line: 95, column: 41, scope: !1015)
!1019 = !DILocation(line: 95, column: 46, scope: !1015)
!1020 = !DILocation(line: 95, column: 60, scope: !1015)
!1021 = !DILocation(line: 95, column: 39, scope: !1015)
!1022 = !DILocation(line: 95, column: 70, scope: !1015)
!1023 = !DILocation(line: 95, column: 26, scope: !1015)
!1024 = distinct !DISubprogram(name: "to_string", linkageName: "_ZNSt7__cxx119to_stringEj", scope: !15, file: !1025, line: 4026, type: !1026, scopeLine: 4030, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!1025 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.h", directory: ".")
!1026 = !DISubroutineType(types: !1027)
!1027 = !{!10, !38}
!1028 = !DILocalVariable(name: "__val", arg: 1, scope: !1024, file: !1025, line: 4026, type: !38)
!1029 = !DILocation(line: 4026, column: 22, scope: !1024)
!1030 = !DILocation(line: 4031, column: 5, scope: !1024)
!1031 = !DILocalVariable(name: "__str", scope: !1024, file: !1025, line: 4031, type: !10)
!1032 = !DILocation(line: 4031, column: 12, scope: !1024)
!1033 = !DILocation(line: 4031, column: 43, scope: !1024)
!1034 = !DILocation(line: 4031, column: 18, scope: !1024)
!1035 = !DILocation(line: 4032, column: 35, scope: !1024)
!1036 = !DILocation(line: 4032, column: 51, scope: !1024)
!1037 = !DILocation(line: 4032, column: 45, scope: !1024)
!1038 = !DILocation(line: 4032, column: 59, scope: !1024)
!1039 = !DILocation(line: 4032, column: 5, scope: !1024)
!1040 = !DILocation(line: 4033, column: 5, scope: !1024)
!1041 = !DILocation(line: 4034, column: 3, scope: !1024)
!1042 = distinct !DISubprogram(name: "__to_chars_len<unsigned int>", linkageName: "_ZNSt8__detail14__to_chars_lenIjEEjT_i", scope: !59, file: !58, line: 47, type: !1043, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !64, retainedNodes: !63)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{!38, !38, !39}
!1045 = !DILocalVariable(name: "__value", arg: 1, scope: !1042, file: !58, line: 47, type: !38)
!1046 = !DILocation(line: 47, column: 24, scope: !1042)
!1047 = !DILocalVariable(name: "__base", arg: 2, scope: !1042, file: !58, line: 47, type: !39)
!1048 = !DILocation(line: 47, column: 37, scope: !1042)
!1049 = !DILocalVariable(name: "__n", scope: !1042, file: !58, line: 52, type: !38)
!1050 = !DILocation(line: 52, column: 16, scope: !1042)
!1051 = !DILocalVariable(name: "__b2", scope: !1042, file: !58, line: 53, type: !1052)
!1052 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!1053 = !DILocation(line: 53, column: 22, scope: !1042)
!1054 = !DILocation(line: 53, column: 29, scope: !1042)
!1055 = !DILocation(line: 53, column: 39, scope: !1042)
!1056 = !DILocation(line: 53, column: 37, scope: !1042)
!1057 = !DILocalVariable(name: "__b3", scope: !1042, file: !58, line: 54, type: !1052)
!1058 = !DILocation(line: 54, column: 22, scope: !1042)
!1059 = !DILocation(line: 54, column: 29, scope: !1042)
!1060 = !DILocation(line: 54, column: 36, scope: !1042)
!1061 = !DILocation(line: 54, column: 34, scope: !1042)
!1062 = !DILocalVariable(name: "__b4", scope: !1042, file: !58, line: 55, type: !1063)
!1063 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!1064 = !DILocation(line: 55, column: 27, scope: !1042)
!1065 = !DILocation(line: 55, column: 34, scope: !1042)
!1066 = !DILocation(line: 55, column: 41, scope: !1042)
!1067 = !DILocation(line: 55, column: 39, scope: !1042)
!1068 = !DILocation(line: 56, column: 7, scope: !1042)
!1069 = !DILocation(line: 58, column: 8, scope: !1070)
!1070 = distinct !DILexicalBlock(scope: !1071, file: !58, line: 58, column: 8)
!1071 = distinct !DILexicalBlock(scope: !1072, file: !58, line: 57, column: 2)
!1072 = distinct !DILexicalBlock(scope: !1073, file: !58, line: 56, column: 7)
!1073 = distinct !DILexicalBlock(scope: !1042, file: !58, line: 56, column: 7)
!1074 = !DILocation(line: 58, column: 28, scope: !1070)
!1075 = !DILocation(line: 58, column: 16, scope: !1070)
!1076 = !DILocation(line: 58, column: 8, scope: !1071)
!1077 = !DILocation(line: 58, column: 43, scope: !1070)
!1078 = !DILocation(line: 58, column: 36, scope: !1070)
!1079 = !DILocation(line: 59, column: 8, scope: !1080)
!1080 = distinct !DILexicalBlock(scope: !1071, file: !58, line: 59, column: 8)
!1081 = !DILocation(line: 59, column: 18, scope: !1080)
!1082 = !DILocation(line: 59, column: 16, scope: !1080)
!1083 = !DILocation(line: 59, column: 8, scope: !1071)
!1084 = !DILocation(line: 59, column: 31, scope: !1080)
!1085 = !DILocation(line: 59, column: 35, scope: !1080)
!1086 = !DILocation(line: 59, column: 24, scope: !1080)
!1087 = !DILocation(line: 60, column: 8, scope: !1088)
!1088 = distinct !DILexicalBlock(scope: !1071, file: !58, line: 60, column: 8)
!1089 = !DILocation(line: 60, column: 18, scope: !1088)
!1090 = !DILocation(line: 60, column: 16, scope: !1088)
!1091 = !DILocation(line: 60, column: 8, scope: !1071)
!1092 = !DILocation(line: 60, column: 31, scope: !1088)
!1093 = !DILocation(line: 60, column: 35, scope: !1088)
!1094 = !DILocation(line: 60, column: 24, scope: !1088)
!1095 = !DILocation(line: 61, column: 8, scope: !1096)
!1096 = distinct !DILexicalBlock(scope: !1071, file: !58, line: 61, column: 8)
!1097 = !DILocation(line: 61, column: 18, scope: !1096)
!1098 = !DILocation(line: 61, column: 16, scope: !1096)
!1099 = !DILocation(line: 61, column: 8, scope: !1071)
!1100 = !DILocation(line: 61, column: 31, scope: !1096)
!1101 = !DILocation(line: 61, column: 35, scope: !1096)
!1102 = !DILocation(line: 61, column: 24, scope: !1096)
!1103 = !DILocation(line: 62, column: 15, scope: !1071)
!1104 = !DILocation(line: 62, column: 12, scope: !1071)
!1105 = !DILocation(line: 63, column: 8, scope: !1071)
!1106 = !DILocation(line: 56, column: 7, scope: !1072)
!1107 = distinct !{!1107, !1108, !1109, !899}
!1108 = !DILocation(line: 56, column: 7, scope: !1073)
!1109 = !DILocation(line: 64, column: 2, scope: !1073)
!1110 = !DILocation(line: 65, column: 5, scope: !1042)
!1111 = !DILocalVariable(name: "__first", arg: 1, scope: !57, file: !58, line: 72, type: !62)
!1112 = !DILocation(line: 72, column: 30, scope: !57)
!1113 = !DILocalVariable(name: "__len", arg: 2, scope: !57, file: !58, line: 72, type: !38)
!1114 = !DILocation(line: 72, column: 48, scope: !57)
!1115 = !DILocalVariable(name: "__val", arg: 3, scope: !57, file: !58, line: 72, type: !38)
!1116 = !DILocation(line: 72, column: 59, scope: !57)
!1117 = !DILocalVariable(name: "__pos", scope: !57, file: !58, line: 83, type: !38)
!1118 = !DILocation(line: 83, column: 16, scope: !57)
!1119 = !DILocation(line: 83, column: 24, scope: !57)
!1120 = !DILocation(line: 83, column: 30, scope: !57)
!1121 = !DILocation(line: 84, column: 7, scope: !57)
!1122 = !DILocation(line: 84, column: 14, scope: !57)
!1123 = !DILocation(line: 84, column: 20, scope: !57)
!1124 = !DILocalVariable(name: "__num", scope: !1125, file: !58, line: 86, type: !1052)
!1125 = distinct !DILexicalBlock(scope: !57, file: !58, line: 85, column: 2)
!1126 = !DILocation(line: 86, column: 15, scope: !1125)
!1127 = !DILocation(line: 86, column: 24, scope: !1125)
!1128 = !DILocation(line: 86, column: 30, scope: !1125)
!1129 = !DILocation(line: 86, column: 37, scope: !1125)
!1130 = !DILocation(line: 87, column: 10, scope: !1125)
!1131 = !DILocation(line: 88, column: 30, scope: !1125)
!1132 = !DILocation(line: 88, column: 36, scope: !1125)
!1133 = !DILocation(line: 88, column: 21, scope: !1125)
!1134 = !DILocation(line: 88, column: 4, scope: !1125)
!1135 = !DILocation(line: 88, column: 12, scope: !1125)
!1136 = !DILocation(line: 88, column: 19, scope: !1125)
!1137 = !DILocation(line: 89, column: 34, scope: !1125)
!1138 = !DILocation(line: 89, column: 25, scope: !1125)
!1139 = !DILocation(line: 89, column: 4, scope: !1125)
!1140 = !DILocation(line: 89, column: 12, scope: !1125)
!1141 = !DILocation(line: 89, column: 18, scope: !1125)
!1142 = !DILocation(line: 89, column: 23, scope: !1125)
!1143 = !DILocation(line: 90, column: 10, scope: !1125)
!1144 = distinct !{!1144, !1121, !1145, !899}
!1145 = !DILocation(line: 91, column: 2, scope: !57)
!1146 = !DILocation(line: 92, column: 11, scope: !1147)
!1147 = distinct !DILexicalBlock(scope: !57, file: !58, line: 92, column: 11)
!1148 = !DILocation(line: 92, column: 17, scope: !1147)
!1149 = !DILocation(line: 92, column: 11, scope: !57)
!1150 = !DILocalVariable(name: "__num", scope: !1151, file: !58, line: 94, type: !1052)
!1151 = distinct !DILexicalBlock(scope: !1147, file: !58, line: 93, column: 2)
!1152 = !DILocation(line: 94, column: 15, scope: !1151)
!1153 = !DILocation(line: 94, column: 23, scope: !1151)
!1154 = !DILocation(line: 94, column: 29, scope: !1151)
!1155 = !DILocation(line: 95, column: 26, scope: !1151)
!1156 = !DILocation(line: 95, column: 32, scope: !1151)
!1157 = !DILocation(line: 95, column: 17, scope: !1151)
!1158 = !DILocation(line: 95, column: 4, scope: !1151)
!1159 = !DILocation(line: 95, column: 15, scope: !1151)
!1160 = !DILocation(line: 96, column: 26, scope: !1151)
!1161 = !DILocation(line: 96, column: 17, scope: !1151)
!1162 = !DILocation(line: 96, column: 4, scope: !1151)
!1163 = !DILocation(line: 96, column: 15, scope: !1151)
!1164 = !DILocation(line: 97, column: 2, scope: !1151)
!1165 = !DILocation(line: 99, column: 21, scope: !1147)
!1166 = !DILocation(line: 99, column: 19, scope: !1147)
!1167 = !DILocation(line: 99, column: 15, scope: !1147)
!1168 = !DILocation(line: 99, column: 2, scope: !1147)
!1169 = !DILocation(line: 99, column: 13, scope: !1147)
!1170 = !DILocation(line: 100, column: 5, scope: !57)
!1171 = distinct !DISubprogram(name: "expr", linkageName: "_ZN6Parser4exprEv", scope: !5, file: !3, line: 74, type: !27, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !36, retainedNodes: !63)
!1172 = !DILocalVariable(name: "this", arg: 1, scope: !1171, type: !966, flags: DIFlagArtificial | DIFlagObjectPointer)
!1173 = !DILocation(line: 0, scope: !1171)
!1174 = !DILocalVariable(name: "v", scope: !1171, file: !3, line: 76, type: !29)
!1175 = !DILocation(line: 76, column: 10, scope: !1171)
!1176 = !DILocation(line: 76, column: 14, scope: !1171)
!1177 = !DILocation(line: 77, column: 5, scope: !1171)
!1178 = !DILocation(line: 77, column: 12, scope: !1171)
!1179 = !DILocation(line: 77, column: 19, scope: !1171)
!1180 = !DILocation(line: 77, column: 26, scope: !1171)
!1181 = !DILocation(line: 77, column: 29, scope: !1171)
!1182 = !DILocation(line: 77, column: 36, scope: !1171)
!1183 = !DILocalVariable(name: "op", scope: !1184, file: !3, line: 78, type: !23)
!1184 = distinct !DILexicalBlock(scope: !1171, file: !3, line: 77, column: 44)
!1185 = !DILocation(line: 78, column: 12, scope: !1184)
!1186 = !DILocation(line: 78, column: 17, scope: !1184)
!1187 = !DILocation(line: 78, column: 19, scope: !1184)
!1188 = !DILocation(line: 78, column: 20, scope: !1184)
!1189 = !DILocalVariable(name: "t", scope: !1184, file: !3, line: 79, type: !29)
!1190 = !DILocation(line: 79, column: 12, scope: !1184)
!1191 = !DILocation(line: 79, column: 16, scope: !1184)
!1192 = !DILocation(line: 80, column: 11, scope: !1184)
!1193 = !DILocation(line: 80, column: 14, scope: !1184)
!1194 = !DILocation(line: 80, column: 23, scope: !1184)
!1195 = !DILocation(line: 80, column: 27, scope: !1184)
!1196 = !DILocation(line: 80, column: 25, scope: !1184)
!1197 = !DILocation(line: 80, column: 31, scope: !1184)
!1198 = !DILocation(line: 80, column: 35, scope: !1184)
!1199 = !DILocation(line: 80, column: 33, scope: !1184)
!1200 = !DILocation(line: 80, column: 9, scope: !1184)
!1201 = distinct !{!1201, !1177, !1202, !899}
!1202 = !DILocation(line: 81, column: 5, scope: !1171)
!1203 = !DILocation(line: 82, column: 12, scope: !1171)
!1204 = !DILocation(line: 82, column: 5, scope: !1171)
!1205 = distinct !DISubprogram(name: "ParseError", linkageName: "_ZN10ParseErrorC2EPKci", scope: !40, file: !3, line: 12, type: !47, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !46, retainedNodes: !63)
!1206 = !DILocalVariable(name: "this", arg: 1, scope: !1205, type: !1207, flags: DIFlagArtificial | DIFlagObjectPointer)
!1207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!1208 = !DILocation(line: 0, scope: !1205)
!1209 = !DILocalVariable(name: "what", arg: 2, scope: !1205, file: !3, line: 12, type: !50)
!1210 = !DILocation(line: 12, column: 26, scope: !1205)
!1211 = !DILocalVariable(name: "pos", arg: 3, scope: !1205, file: !3, line: 12, type: !39)
!1212 = !DILocation(line: 12, column: 36, scope: !1205)
!1213 = !DILocation(line: 12, column: 78, scope: !1205)
!1214 = !DILocation(line: 12, column: 62, scope: !1205)
!1215 = !DILocation(line: 12, column: 43, scope: !1205)
!1216 = !DILocation(line: 12, column: 69, scope: !1205)
!1217 = !DILocation(line: 12, column: 73, scope: !1205)
!1218 = !DILocation(line: 12, column: 79, scope: !1205)
!1219 = distinct !DISubprogram(name: "~ParseError", linkageName: "_ZN10ParseErrorD2Ev", scope: !40, file: !3, line: 9, type: !1220, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1222, retainedNodes: !63)
!1220 = !DISubroutineType(types: !1221)
!1221 = !{null, !49}
!1222 = !DISubprogram(name: "~ParseError", scope: !40, type: !1220, containingType: !40, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!1223 = !DILocalVariable(name: "this", arg: 1, scope: !1219, type: !1207, flags: DIFlagArtificial | DIFlagObjectPointer)
!1224 = !DILocation(line: 0, scope: !1219)
!1225 = !DILocation(line: 9, column: 7, scope: !1226)
!1226 = distinct !DILexicalBlock(scope: !1219, file: !3, line: 9, column: 7)
!1227 = !DILocation(line: 9, column: 7, scope: !1219)
!1228 = distinct !DISubprogram(name: "term", linkageName: "_ZN6Parser4termEv", scope: !5, file: !3, line: 48, type: !27, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !32, retainedNodes: !63)
!1229 = !DILocalVariable(name: "this", arg: 1, scope: !1228, type: !966, flags: DIFlagArtificial | DIFlagObjectPointer)
!1230 = !DILocation(line: 0, scope: !1228)
!1231 = !DILocalVariable(name: "v", scope: !1228, file: !3, line: 50, type: !29)
!1232 = !DILocation(line: 50, column: 10, scope: !1228)
!1233 = !DILocation(line: 50, column: 14, scope: !1228)
!1234 = !DILocation(line: 51, column: 5, scope: !1228)
!1235 = !DILocation(line: 52, column: 15, scope: !1236)
!1236 = distinct !DILexicalBlock(scope: !1237, file: !3, line: 51, column: 14)
!1237 = distinct !DILexicalBlock(scope: !1238, file: !3, line: 51, column: 5)
!1238 = distinct !DILexicalBlock(scope: !1228, file: !3, line: 51, column: 5)
!1239 = !DILocation(line: 52, column: 7, scope: !1236)
!1240 = !DILocation(line: 54, column: 9, scope: !1241)
!1241 = distinct !DILexicalBlock(scope: !1236, file: !3, line: 52, column: 23)
!1242 = !DILocation(line: 54, column: 10, scope: !1241)
!1243 = !DILocation(line: 55, column: 14, scope: !1241)
!1244 = !DILocation(line: 55, column: 11, scope: !1241)
!1245 = !DILocation(line: 56, column: 9, scope: !1241)
!1246 = !DILocation(line: 58, column: 9, scope: !1247)
!1247 = distinct !DILexicalBlock(scope: !1241, file: !3, line: 57, column: 17)
!1248 = !DILocation(line: 58, column: 10, scope: !1247)
!1249 = !DILocalVariable(name: "d", scope: !1247, file: !3, line: 59, type: !29)
!1250 = !DILocation(line: 59, column: 14, scope: !1247)
!1251 = !DILocation(line: 59, column: 18, scope: !1247)
!1252 = !DILocation(line: 60, column: 13, scope: !1253)
!1253 = distinct !DILexicalBlock(scope: !1247, file: !3, line: 60, column: 13)
!1254 = !DILocation(line: 60, column: 15, scope: !1253)
!1255 = !DILocation(line: 60, column: 13, scope: !1247)
!1256 = !DILocation(line: 61, column: 11, scope: !1253)
!1257 = !DILocation(line: 61, column: 65, scope: !1253)
!1258 = !DILocation(line: 61, column: 17, scope: !1253)
!1259 = !DILocation(line: 69, column: 3, scope: !1253)
!1260 = !DILocation(line: 62, column: 14, scope: !1247)
!1261 = !DILocation(line: 62, column: 11, scope: !1247)
!1262 = !DILocation(line: 63, column: 9, scope: !1247)
!1263 = !DILocation(line: 66, column: 16, scope: !1241)
!1264 = !DILocation(line: 66, column: 9, scope: !1241)
!1265 = !DILocation(line: 51, column: 5, scope: !1237)
!1266 = distinct !{!1266, !1267, !1268, !899}
!1267 = !DILocation(line: 51, column: 5, scope: !1238)
!1268 = !DILocation(line: 68, column: 5, scope: !1238)
!1269 = distinct !DISubprogram(name: "peek", linkageName: "_ZNK6Parser4peekEv", scope: !5, file: !3, line: 19, type: !21, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !20, retainedNodes: !63)
!1270 = !DILocalVariable(name: "this", arg: 1, scope: !1269, type: !1271, flags: DIFlagArtificial | DIFlagObjectPointer)
!1271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!1272 = !DILocation(line: 0, scope: !1269)
!1273 = !DILocation(line: 19, column: 30, scope: !1269)
!1274 = !DILocation(line: 19, column: 34, scope: !1269)
!1275 = !DILocation(line: 19, column: 36, scope: !1269)
!1276 = !DILocation(line: 19, column: 32, scope: !1269)
!1277 = !DILocation(line: 19, column: 45, scope: !1269)
!1278 = !DILocation(line: 19, column: 47, scope: !1269)
!1279 = !DILocation(line: 19, column: 23, scope: !1269)
!1280 = distinct !DISubprogram(name: "factor", linkageName: "_ZN6Parser6factorEv", scope: !5, file: !3, line: 31, type: !27, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !31, retainedNodes: !63)
!1281 = !DILocalVariable(name: "this", arg: 1, scope: !1280, type: !966, flags: DIFlagArtificial | DIFlagObjectPointer)
!1282 = !DILocation(line: 0, scope: !1280)
!1283 = !DILocation(line: 33, column: 9, scope: !1284)
!1284 = distinct !DILexicalBlock(scope: !1280, file: !3, line: 33, column: 9)
!1285 = !DILocation(line: 33, column: 16, scope: !1284)
!1286 = !DILocation(line: 33, column: 9, scope: !1280)
!1287 = !DILocation(line: 34, column: 7, scope: !1288)
!1288 = distinct !DILexicalBlock(scope: !1284, file: !3, line: 33, column: 24)
!1289 = !DILocation(line: 34, column: 8, scope: !1288)
!1290 = !DILocalVariable(name: "v", scope: !1288, file: !3, line: 35, type: !29)
!1291 = !DILocation(line: 35, column: 12, scope: !1288)
!1292 = !DILocation(line: 35, column: 16, scope: !1288)
!1293 = !DILocation(line: 36, column: 11, scope: !1294)
!1294 = distinct !DILexicalBlock(scope: !1288, file: !3, line: 36, column: 11)
!1295 = !DILocation(line: 36, column: 18, scope: !1294)
!1296 = !DILocation(line: 36, column: 11, scope: !1288)
!1297 = !DILocation(line: 37, column: 9, scope: !1294)
!1298 = !DILocation(line: 37, column: 59, scope: !1294)
!1299 = !DILocation(line: 37, column: 15, scope: !1294)
!1300 = !DILocation(line: 46, column: 3, scope: !1294)
!1301 = !DILocation(line: 38, column: 7, scope: !1288)
!1302 = !DILocation(line: 38, column: 8, scope: !1288)
!1303 = !DILocation(line: 39, column: 14, scope: !1288)
!1304 = !DILocation(line: 39, column: 7, scope: !1288)
!1305 = !DILocation(line: 41, column: 9, scope: !1306)
!1306 = distinct !DILexicalBlock(scope: !1280, file: !3, line: 41, column: 9)
!1307 = !DILocation(line: 41, column: 16, scope: !1306)
!1308 = !DILocation(line: 41, column: 9, scope: !1280)
!1309 = !DILocation(line: 42, column: 7, scope: !1310)
!1310 = distinct !DILexicalBlock(scope: !1306, file: !3, line: 41, column: 24)
!1311 = !DILocation(line: 42, column: 8, scope: !1310)
!1312 = !DILocation(line: 43, column: 15, scope: !1310)
!1313 = !DILocation(line: 43, column: 14, scope: !1310)
!1314 = !DILocation(line: 43, column: 7, scope: !1310)
!1315 = !DILocation(line: 45, column: 12, scope: !1280)
!1316 = !DILocation(line: 45, column: 5, scope: !1280)
!1317 = !DILocation(line: 46, column: 3, scope: !1280)
!1318 = distinct !DISubprogram(name: "number", linkageName: "_ZN6Parser6numberEv", scope: !5, file: !3, line: 21, type: !27, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !63)
!1319 = !DILocalVariable(name: "this", arg: 1, scope: !1318, type: !966, flags: DIFlagArtificial | DIFlagObjectPointer)
!1320 = !DILocation(line: 0, scope: !1318)
!1321 = !DILocation(line: 23, column: 9, scope: !1322)
!1322 = distinct !DILexicalBlock(scope: !1318, file: !3, line: 23, column: 9)
!1323 = !DILocation(line: 23, column: 16, scope: !1322)
!1324 = !DILocation(line: 23, column: 22, scope: !1322)
!1325 = !DILocation(line: 23, column: 25, scope: !1322)
!1326 = !DILocation(line: 23, column: 32, scope: !1322)
!1327 = !DILocation(line: 23, column: 9, scope: !1318)
!1328 = !DILocation(line: 24, column: 7, scope: !1322)
!1329 = !DILocation(line: 24, column: 59, scope: !1322)
!1330 = !DILocation(line: 24, column: 13, scope: !1322)
!1331 = !DILocation(line: 29, column: 3, scope: !1322)
!1332 = !DILocalVariable(name: "v", scope: !1318, file: !3, line: 25, type: !29)
!1333 = !DILocation(line: 25, column: 10, scope: !1318)
!1334 = !DILocation(line: 26, column: 5, scope: !1318)
!1335 = !DILocation(line: 26, column: 12, scope: !1318)
!1336 = !DILocation(line: 26, column: 19, scope: !1318)
!1337 = !DILocation(line: 26, column: 26, scope: !1318)
!1338 = !DILocation(line: 26, column: 29, scope: !1318)
!1339 = !DILocation(line: 26, column: 36, scope: !1318)
!1340 = !DILocation(line: 27, column: 11, scope: !1318)
!1341 = !DILocation(line: 27, column: 13, scope: !1318)
!1342 = !DILocation(line: 27, column: 21, scope: !1318)
!1343 = !DILocation(line: 27, column: 23, scope: !1318)
!1344 = !DILocation(line: 27, column: 24, scope: !1318)
!1345 = !DILocation(line: 27, column: 28, scope: !1318)
!1346 = !DILocation(line: 27, column: 20, scope: !1318)
!1347 = !DILocation(line: 27, column: 18, scope: !1318)
!1348 = !DILocation(line: 27, column: 9, scope: !1318)
!1349 = distinct !{!1349, !1334, !1350, !899}
!1350 = !DILocation(line: 27, column: 33, scope: !1318)
!1351 = !DILocation(line: 28, column: 12, scope: !1318)
!1352 = !DILocation(line: 28, column: 5, scope: !1318)
!1353 = distinct !DISubprogram(name: "~ParseError", linkageName: "_ZN10ParseErrorD0Ev", scope: !40, file: !3, line: 9, type: !1220, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1222, retainedNodes: !63)
!1354 = !DILocalVariable(name: "this", arg: 1, scope: !1353, type: !1207, flags: DIFlagArtificial | DIFlagObjectPointer)
!1355 = !DILocation(line: 0, scope: !1353)
!1356 = !DILocation(line: 9, column: 7, scope: !1353)
