; ModuleID = 'obj_members.cpp'
source_filename = "obj_members.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Params = type { i32, i32 }
%class.Grid = type { i32, i32, double* }
%struct.Dims = type { i32, i32 }

$_ZN4GridC2Eii = comdat any

$_ZNK4Grid11smooth_intoERS_ = comdat any

$_ZNK4Grid3sumEv = comdat any

$_ZNK4Grid4rowsEv = comdat any

$_ZNK4Grid4colsEv = comdat any

$_ZN4Grid4fillEd = comdat any

$_ZN4GridD2Ev = comdat any

$_ZNK4Grid3getEii = comdat any

@__const.main.p1 = private unnamed_addr constant %struct.Params { i32 3, i32 1 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.Params { i32 2, i32 4 }, align 4
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !428 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %class.Grid, align 8
  %9 = alloca %class.Grid, align 8
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  %12 = alloca %class.Grid, align 8
  %13 = alloca %struct.Params, align 4
  %14 = alloca %struct.Params, align 4
  %15 = alloca double, align 8
  %16 = alloca %struct.Dims, align 4
  %17 = alloca %struct.Dims, align 4
  %18 = alloca %struct.Dims, align 4
  %19 = alloca %struct.Dims, align 4
  %20 = alloca %class.Grid*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !432, metadata !DIExpression()), !dbg !433
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !434, metadata !DIExpression()), !dbg !435
  call void @llvm.dbg.declare(metadata i32* %6, metadata !436, metadata !DIExpression()), !dbg !437
  %21 = load i32, i32* %4, align 4, !dbg !438
  %22 = icmp sgt i32 %21, 1, !dbg !439
  br i1 %22, label %23, label %28, !dbg !438

23:                                               ; preds = %2
  %24 = load i8**, i8*** %5, align 8, !dbg !440
  %25 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !440
  %26 = load i8*, i8** %25, align 8, !dbg !440
  %27 = call i32 @atoi(i8* noundef %26) #11, !dbg !441
  br label %29, !dbg !438

28:                                               ; preds = %2
  br label %29, !dbg !438

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 40, %28 ], !dbg !438
  store i32 %30, i32* %6, align 4, !dbg !437
  call void @llvm.dbg.declare(metadata i32* %7, metadata !442, metadata !DIExpression()), !dbg !443
  %31 = load i32, i32* %4, align 4, !dbg !444
  %32 = icmp sgt i32 %31, 2, !dbg !445
  br i1 %32, label %33, label %38, !dbg !444

33:                                               ; preds = %29
  %34 = load i8**, i8*** %5, align 8, !dbg !446
  %35 = getelementptr inbounds i8*, i8** %34, i64 2, !dbg !446
  %36 = load i8*, i8** %35, align 8, !dbg !446
  %37 = call i32 @atoi(i8* noundef %36) #11, !dbg !447
  br label %39, !dbg !444

38:                                               ; preds = %29
  br label %39, !dbg !444

39:                                               ; preds = %38, %33
  %40 = phi i32 [ %37, %33 ], [ 24, %38 ], !dbg !444
  store i32 %40, i32* %7, align 4, !dbg !443
  call void @llvm.dbg.declare(metadata %class.Grid* %8, metadata !448, metadata !DIExpression()), !dbg !449
  %41 = load i32, i32* %6, align 4, !dbg !450
  %42 = load i32, i32* %7, align 4, !dbg !451
  call void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8, i32 noundef %41, i32 noundef %42), !dbg !449
  call void @llvm.dbg.declare(metadata %class.Grid* %9, metadata !452, metadata !DIExpression()), !dbg !453
  %43 = load i32, i32* %6, align 4, !dbg !454
  %44 = sub nsw i32 %43, 2, !dbg !455
  %45 = load i32, i32* %7, align 4, !dbg !456
  %46 = sub nsw i32 %45, 2, !dbg !457
  invoke void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9, i32 noundef %44, i32 noundef %46)
          to label %47 unwind label %117, !dbg !453

47:                                               ; preds = %39
  call void @llvm.dbg.declare(metadata %class.Grid* %12, metadata !458, metadata !DIExpression()), !dbg !459
  %48 = load i32, i32* %7, align 4, !dbg !460
  %49 = load i32, i32* %6, align 4, !dbg !461
  invoke void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12, i32 noundef %48, i32 noundef %49)
          to label %50 unwind label %121, !dbg !459

50:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata %struct.Params* %13, metadata !462, metadata !DIExpression()), !dbg !467
  %51 = bitcast %struct.Params* %13 to i8*, !dbg !467
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %51, i8* align 4 bitcast (%struct.Params* @__const.main.p1 to i8*), i64 8, i1 false), !dbg !467
  call void @llvm.dbg.declare(metadata %struct.Params* %14, metadata !468, metadata !DIExpression()), !dbg !469
  %52 = bitcast %struct.Params* %14 to i8*, !dbg !469
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %52, i8* align 4 bitcast (%struct.Params* @__const.main.p2 to i8*), i64 8, i1 false), !dbg !469
  call void @llvm.dbg.declare(metadata double* %15, metadata !470, metadata !DIExpression()), !dbg !471
  %53 = invoke noundef double @_ZL5sweepR4GridRK6Params(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8, %struct.Params* noundef nonnull align 4 dereferenceable(8) %13)
          to label %54 unwind label %125, !dbg !472

54:                                               ; preds = %50
  %55 = invoke noundef double @_ZL5sweepR4GridRK6Params(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12, %struct.Params* noundef nonnull align 4 dereferenceable(8) %14)
          to label %56 unwind label %125, !dbg !473

56:                                               ; preds = %54
  %57 = fadd double %53, %55, !dbg !474
  store double %57, double* %15, align 8, !dbg !471
  invoke void @_ZNK4Grid11smooth_intoERS_(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8, %class.Grid* noundef nonnull align 8 dereferenceable(16) %9)
          to label %58 unwind label %125, !dbg !475

58:                                               ; preds = %56
  %59 = invoke noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9)
          to label %60 unwind label %125, !dbg !476

60:                                               ; preds = %58
  %61 = invoke noundef i32 @_ZNK4Grid4rowsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12)
          to label %62 unwind label %125, !dbg !477

62:                                               ; preds = %60
  %63 = invoke noundef i32 @_ZNK4Grid4colsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12)
          to label %64 unwind label %125, !dbg !478

64:                                               ; preds = %62
  %65 = mul nsw i32 %61, %63, !dbg !479
  %66 = sitofp i32 %65 to double, !dbg !480
  %67 = fadd double %59, %66, !dbg !481
  %68 = load double, double* %15, align 8, !dbg !482
  %69 = fadd double %68, %67, !dbg !482
  store double %69, double* %15, align 8, !dbg !482
  call void @llvm.dbg.declare(metadata %struct.Dims* %16, metadata !483, metadata !DIExpression()), !dbg !488
  %70 = getelementptr inbounds %struct.Dims, %struct.Dims* %16, i32 0, i32 0, !dbg !489
  %71 = invoke noundef i32 @_ZNK4Grid4rowsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8)
          to label %72 unwind label %125, !dbg !490

72:                                               ; preds = %64
  store i32 %71, i32* %70, align 4, !dbg !489
  %73 = getelementptr inbounds %struct.Dims, %struct.Dims* %16, i32 0, i32 1, !dbg !489
  %74 = invoke noundef i32 @_ZNK4Grid4colsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8)
          to label %75 unwind label %125, !dbg !491

75:                                               ; preds = %72
  store i32 %74, i32* %73, align 4, !dbg !489
  call void @llvm.dbg.declare(metadata %struct.Dims* %17, metadata !492, metadata !DIExpression()), !dbg !493
  %76 = getelementptr inbounds %struct.Dims, %struct.Dims* %17, i32 0, i32 0, !dbg !494
  %77 = invoke noundef i32 @_ZNK4Grid4rowsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12)
          to label %78 unwind label %125, !dbg !495

78:                                               ; preds = %75
  %79 = sub nsw i32 %77, 1, !dbg !496
  store i32 %79, i32* %76, align 4, !dbg !494
  %80 = getelementptr inbounds %struct.Dims, %struct.Dims* %17, i32 0, i32 1, !dbg !494
  store i32 2, i32* %80, align 4, !dbg !494
  %81 = bitcast %struct.Dims* %18 to i8*, !dbg !497
  %82 = bitcast %struct.Dims* %16 to i8*, !dbg !497
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %81, i8* align 4 %82, i64 8, i1 false), !dbg !497
  %83 = bitcast %struct.Dims* %18 to i64*, !dbg !498
  %84 = load i64, i64* %83, align 4, !dbg !498
  %85 = invoke noundef double @_ZL6cornerRK4Grid4Dims(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8, i64 %84)
          to label %86 unwind label %125, !dbg !498

86:                                               ; preds = %78
  %87 = bitcast %struct.Dims* %19 to i8*, !dbg !499
  %88 = bitcast %struct.Dims* %17 to i8*, !dbg !499
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %87, i8* align 4 %88, i64 8, i1 false), !dbg !499
  %89 = bitcast %struct.Dims* %19 to i64*, !dbg !500
  %90 = load i64, i64* %89, align 4, !dbg !500
  %91 = invoke noundef double @_ZL6cornerRK4Grid4Dims(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12, i64 %90)
          to label %92 unwind label %125, !dbg !500

92:                                               ; preds = %86
  %93 = fadd double %85, %91, !dbg !501
  %94 = load double, double* %15, align 8, !dbg !502
  %95 = fadd double %94, %93, !dbg !502
  store double %95, double* %15, align 8, !dbg !502
  call void @llvm.dbg.declare(metadata %class.Grid** %20, metadata !503, metadata !DIExpression()), !dbg !505
  %96 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #12
          to label %97 unwind label %125, !dbg !506, !heapallocsite !6

97:                                               ; preds = %92
  %98 = bitcast i8* %96 to %class.Grid*, !dbg !506
  %99 = load i32, i32* %7, align 4, !dbg !507
  invoke void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %98, i32 noundef %99, i32 noundef 5)
          to label %100 unwind label %129, !dbg !508

100:                                              ; preds = %97
  store %class.Grid* %98, %class.Grid** %20, align 8, !dbg !505
  %101 = load %class.Grid*, %class.Grid** %20, align 8, !dbg !509
  invoke void @_ZN4Grid4fillEd(%class.Grid* noundef nonnull align 8 dereferenceable(16) %101, double noundef 1.500000e+00)
          to label %102 unwind label %125, !dbg !510

102:                                              ; preds = %100
  %103 = load %class.Grid*, %class.Grid** %20, align 8, !dbg !511
  %104 = invoke noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %103)
          to label %105 unwind label %125, !dbg !512

105:                                              ; preds = %102
  %106 = load double, double* %15, align 8, !dbg !513
  %107 = fadd double %106, %104, !dbg !513
  store double %107, double* %15, align 8, !dbg !513
  %108 = load %class.Grid*, %class.Grid** %20, align 8, !dbg !514
  %109 = icmp eq %class.Grid* %108, null, !dbg !515
  br i1 %109, label %112, label %110, !dbg !515

110:                                              ; preds = %105
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %108) #13, !dbg !515
  %111 = bitcast %class.Grid* %108 to i8*, !dbg !515
  call void @_ZdlPv(i8* noundef %111) #14, !dbg !515
  br label %112, !dbg !515

112:                                              ; preds = %110, %105
  %113 = load double, double* %15, align 8, !dbg !516
  %114 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %113)
          to label %115 unwind label %125, !dbg !517

115:                                              ; preds = %112
  store i32 0, i32* %3, align 4, !dbg !518
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12) #13, !dbg !519
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9) #13, !dbg !519
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8) #13, !dbg !519
  %116 = load i32, i32* %3, align 4, !dbg !519
  ret i32 %116, !dbg !519

117:                                              ; preds = %39
  %118 = landingpad { i8*, i32 }
          cleanup, !dbg !519
  %119 = extractvalue { i8*, i32 } %118, 0, !dbg !519
  store i8* %119, i8** %10, align 8, !dbg !519
  %120 = extractvalue { i8*, i32 } %118, 1, !dbg !519
  store i32 %120, i32* %11, align 4, !dbg !519
  br label %135, !dbg !519

121:                                              ; preds = %47
  %122 = landingpad { i8*, i32 }
          cleanup, !dbg !519
  %123 = extractvalue { i8*, i32 } %122, 0, !dbg !519
  store i8* %123, i8** %10, align 8, !dbg !519
  %124 = extractvalue { i8*, i32 } %122, 1, !dbg !519
  store i32 %124, i32* %11, align 4, !dbg !519
  br label %134, !dbg !519

125:                                              ; preds = %112, %102, %100, %92, %86, %78, %75, %72, %64, %62, %60, %58, %56, %54, %50
  %126 = landingpad { i8*, i32 }
          cleanup, !dbg !519
  %127 = extractvalue { i8*, i32 } %126, 0, !dbg !519
  store i8* %127, i8** %10, align 8, !dbg !519
  %128 = extractvalue { i8*, i32 } %126, 1, !dbg !519
  store i32 %128, i32* %11, align 4, !dbg !519
  br label %133, !dbg !519

129:                                              ; preds = %97
  %130 = landingpad { i8*, i32 }
          cleanup, !dbg !519
  %131 = extractvalue { i8*, i32 } %130, 0, !dbg !519
  store i8* %131, i8** %10, align 8, !dbg !519
  %132 = extractvalue { i8*, i32 } %130, 1, !dbg !519
  store i32 %132, i32* %11, align 4, !dbg !519
  call void @_ZdlPv(i8* noundef %96) #14, !dbg !506
  br label %133, !dbg !506

133:                                              ; preds = %129, %125
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12) #13, !dbg !519
  br label %134, !dbg !519

134:                                              ; preds = %133, %121
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9) #13, !dbg !519
  br label %135, !dbg !519

135:                                              ; preds = %134, %117
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8) #13, !dbg !519
  br label %136, !dbg !519

136:                                              ; preds = %135
  %137 = load i8*, i8** %10, align 8, !dbg !519
  %138 = load i32, i32* %11, align 4, !dbg !519
  %139 = insertvalue { i8*, i32 } undef, i8* %137, 0, !dbg !519
  %140 = insertvalue { i8*, i32 } %139, i32 %138, 1, !dbg !519
  resume { i8*, i32 } %140, !dbg !519
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 !dbg !520 {
  %4 = alloca %class.Grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %4, metadata !521, metadata !DIExpression()), !dbg !522
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !523, metadata !DIExpression()), !dbg !524
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !525, metadata !DIExpression()), !dbg !526
  %7 = load %class.Grid*, %class.Grid** %4, align 8
  %8 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 0, !dbg !527
  %9 = load i32, i32* %5, align 4, !dbg !528
  store i32 %9, i32* %8, align 8, !dbg !527
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !529
  %11 = load i32, i32* %6, align 4, !dbg !530
  store i32 %11, i32* %10, align 4, !dbg !529
  %12 = load i32, i32* %5, align 4, !dbg !531
  %13 = sext i32 %12 to i64, !dbg !531
  %14 = load i32, i32* %6, align 4, !dbg !533
  %15 = sext i32 %14 to i64, !dbg !533
  %16 = mul i64 %13, %15, !dbg !534
  %17 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %16, i64 8), !dbg !535
  %18 = extractvalue { i64, i1 } %17, 1, !dbg !535
  %19 = extractvalue { i64, i1 } %17, 0, !dbg !535
  %20 = select i1 %18, i64 -1, i64 %19, !dbg !535
  %21 = call noalias noundef nonnull i8* @_Znam(i64 noundef %20) #12, !dbg !535, !heapallocsite !13
  %22 = bitcast i8* %21 to double*, !dbg !535
  %23 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !536
  store double* %22, double** %23, align 8, !dbg !537
  ret void, !dbg !538
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL5sweepR4GridRK6Params(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, %struct.Params* noundef nonnull align 4 dereferenceable(8) %1) #5 !dbg !539 {
  %3 = alloca %class.Grid*, align 8
  %4 = alloca %struct.Params*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %3, metadata !544, metadata !DIExpression()), !dbg !545
  store %struct.Params* %1, %struct.Params** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Params** %4, metadata !546, metadata !DIExpression()), !dbg !547
  call void @llvm.dbg.declare(metadata double* %5, metadata !548, metadata !DIExpression()), !dbg !549
  store double 0.000000e+00, double* %5, align 8, !dbg !549
  call void @llvm.dbg.declare(metadata i32* %6, metadata !550, metadata !DIExpression()), !dbg !552
  store i32 0, i32* %6, align 4, !dbg !552
  br label %7, !dbg !553

7:                                                ; preds = %21, %2
  %8 = load i32, i32* %6, align 4, !dbg !554
  %9 = load %struct.Params*, %struct.Params** %4, align 8, !dbg !556
  %10 = getelementptr inbounds %struct.Params, %struct.Params* %9, i32 0, i32 0, !dbg !557
  %11 = load i32, i32* %10, align 4, !dbg !557
  %12 = icmp slt i32 %8, %11, !dbg !558
  br i1 %12, label %13, label %24, !dbg !559

13:                                               ; preds = %7
  %14 = load %class.Grid*, %class.Grid** %3, align 8, !dbg !560
  %15 = load i32, i32* %6, align 4, !dbg !562
  %16 = sitofp i32 %15 to double, !dbg !562
  call void @_ZN4Grid4fillEd(%class.Grid* noundef nonnull align 8 dereferenceable(16) %14, double noundef %16), !dbg !563
  %17 = load %class.Grid*, %class.Grid** %3, align 8, !dbg !564
  %18 = call noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %17), !dbg !565
  %19 = load double, double* %5, align 8, !dbg !566
  %20 = fadd double %19, %18, !dbg !566
  store double %20, double* %5, align 8, !dbg !566
  br label %21, !dbg !567

21:                                               ; preds = %13
  %22 = load i32, i32* %6, align 4, !dbg !568
  %23 = add nsw i32 %22, 1, !dbg !568
  store i32 %23, i32* %6, align 4, !dbg !568
  br label %7, !dbg !569, !llvm.loop !570

24:                                               ; preds = %7
  %25 = load double, double* %5, align 8, !dbg !573
  ret double %25, !dbg !574
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Grid11smooth_intoERS_(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, %class.Grid* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 !dbg !575 {
  %3 = alloca %class.Grid*, align 8
  %4 = alloca %class.Grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %3, metadata !576, metadata !DIExpression()), !dbg !578
  store %class.Grid* %1, %class.Grid** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %4, metadata !579, metadata !DIExpression()), !dbg !580
  %7 = load %class.Grid*, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata i32* %5, metadata !581, metadata !DIExpression()), !dbg !583
  store i32 1, i32* %5, align 4, !dbg !583
  br label %8, !dbg !584

8:                                                ; preds = %92, %2
  %9 = load i32, i32* %5, align 4, !dbg !585
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 0, !dbg !587
  %11 = load i32, i32* %10, align 8, !dbg !587
  %12 = sub nsw i32 %11, 1, !dbg !588
  %13 = icmp slt i32 %9, %12, !dbg !589
  br i1 %13, label %14, label %95, !dbg !590

14:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %6, metadata !591, metadata !DIExpression()), !dbg !593
  store i32 1, i32* %6, align 4, !dbg !593
  br label %15, !dbg !594

15:                                               ; preds = %88, %14
  %16 = load i32, i32* %6, align 4, !dbg !595
  %17 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !597
  %18 = load i32, i32* %17, align 4, !dbg !597
  %19 = sub nsw i32 %18, 1, !dbg !598
  %20 = icmp slt i32 %16, %19, !dbg !599
  br i1 %20, label %21, label %91, !dbg !600

21:                                               ; preds = %15
  %22 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !601
  %23 = load double*, double** %22, align 8, !dbg !601
  %24 = load i32, i32* %5, align 4, !dbg !602
  %25 = sub nsw i32 %24, 1, !dbg !603
  %26 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !604
  %27 = load i32, i32* %26, align 4, !dbg !604
  %28 = mul nsw i32 %25, %27, !dbg !605
  %29 = load i32, i32* %6, align 4, !dbg !606
  %30 = add nsw i32 %28, %29, !dbg !607
  %31 = sext i32 %30 to i64, !dbg !601
  %32 = getelementptr inbounds double, double* %23, i64 %31, !dbg !601
  %33 = load double, double* %32, align 8, !dbg !601
  %34 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !608
  %35 = load double*, double** %34, align 8, !dbg !608
  %36 = load i32, i32* %5, align 4, !dbg !609
  %37 = add nsw i32 %36, 1, !dbg !610
  %38 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !611
  %39 = load i32, i32* %38, align 4, !dbg !611
  %40 = mul nsw i32 %37, %39, !dbg !612
  %41 = load i32, i32* %6, align 4, !dbg !613
  %42 = add nsw i32 %40, %41, !dbg !614
  %43 = sext i32 %42 to i64, !dbg !608
  %44 = getelementptr inbounds double, double* %35, i64 %43, !dbg !608
  %45 = load double, double* %44, align 8, !dbg !608
  %46 = fadd double %33, %45, !dbg !615
  %47 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !616
  %48 = load double*, double** %47, align 8, !dbg !616
  %49 = load i32, i32* %5, align 4, !dbg !617
  %50 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !618
  %51 = load i32, i32* %50, align 4, !dbg !618
  %52 = mul nsw i32 %49, %51, !dbg !619
  %53 = load i32, i32* %6, align 4, !dbg !620
  %54 = add nsw i32 %52, %53, !dbg !621
  %55 = sub nsw i32 %54, 1, !dbg !622
  %56 = sext i32 %55 to i64, !dbg !616
  %57 = getelementptr inbounds double, double* %48, i64 %56, !dbg !616
  %58 = load double, double* %57, align 8, !dbg !616
  %59 = fadd double %46, %58, !dbg !623
  %60 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !624
  %61 = load double*, double** %60, align 8, !dbg !624
  %62 = load i32, i32* %5, align 4, !dbg !625
  %63 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !626
  %64 = load i32, i32* %63, align 4, !dbg !626
  %65 = mul nsw i32 %62, %64, !dbg !627
  %66 = load i32, i32* %6, align 4, !dbg !628
  %67 = add nsw i32 %65, %66, !dbg !629
  %68 = add nsw i32 %67, 1, !dbg !630
  %69 = sext i32 %68 to i64, !dbg !624
  %70 = getelementptr inbounds double, double* %61, i64 %69, !dbg !624
  %71 = load double, double* %70, align 8, !dbg !624
  %72 = fadd double %59, %71, !dbg !631
  %73 = fmul double %72, 2.500000e-01, !dbg !632
  %74 = load %class.Grid*, %class.Grid** %4, align 8, !dbg !633
  %75 = getelementptr inbounds %class.Grid, %class.Grid* %74, i32 0, i32 2, !dbg !634
  %76 = load double*, double** %75, align 8, !dbg !634
  %77 = load i32, i32* %5, align 4, !dbg !635
  %78 = sub nsw i32 %77, 1, !dbg !636
  %79 = load %class.Grid*, %class.Grid** %4, align 8, !dbg !637
  %80 = getelementptr inbounds %class.Grid, %class.Grid* %79, i32 0, i32 1, !dbg !638
  %81 = load i32, i32* %80, align 4, !dbg !638
  %82 = mul nsw i32 %78, %81, !dbg !639
  %83 = load i32, i32* %6, align 4, !dbg !640
  %84 = sub nsw i32 %83, 1, !dbg !641
  %85 = add nsw i32 %82, %84, !dbg !642
  %86 = sext i32 %85 to i64, !dbg !633
  %87 = getelementptr inbounds double, double* %76, i64 %86, !dbg !633
  store double %73, double* %87, align 8, !dbg !643
  br label %88, !dbg !633

88:                                               ; preds = %21
  %89 = load i32, i32* %6, align 4, !dbg !644
  %90 = add nsw i32 %89, 1, !dbg !644
  store i32 %90, i32* %6, align 4, !dbg !644
  br label %15, !dbg !645, !llvm.loop !646

91:                                               ; preds = %15
  br label %92, !dbg !647

92:                                               ; preds = %91
  %93 = load i32, i32* %5, align 4, !dbg !648
  %94 = add nsw i32 %93, 1, !dbg !648
  store i32 %94, i32* %5, align 4, !dbg !648
  br label %8, !dbg !649, !llvm.loop !650

95:                                               ; preds = %8
  ret void, !dbg !652
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) #6 comdat align 2 !dbg !653 {
  %2 = alloca %class.Grid*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !654, metadata !DIExpression()), !dbg !655
  %5 = load %class.Grid*, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !656, metadata !DIExpression()), !dbg !657
  store double 0.000000e+00, double* %3, align 8, !dbg !657
  call void @llvm.dbg.declare(metadata i32* %4, metadata !658, metadata !DIExpression()), !dbg !660
  store i32 0, i32* %4, align 4, !dbg !660
  br label %6, !dbg !661

6:                                                ; preds = %23, %1
  %7 = load i32, i32* %4, align 4, !dbg !662
  %8 = getelementptr inbounds %class.Grid, %class.Grid* %5, i32 0, i32 0, !dbg !664
  %9 = load i32, i32* %8, align 8, !dbg !664
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %5, i32 0, i32 1, !dbg !665
  %11 = load i32, i32* %10, align 4, !dbg !665
  %12 = mul nsw i32 %9, %11, !dbg !666
  %13 = icmp slt i32 %7, %12, !dbg !667
  br i1 %13, label %14, label %26, !dbg !668

14:                                               ; preds = %6
  %15 = getelementptr inbounds %class.Grid, %class.Grid* %5, i32 0, i32 2, !dbg !669
  %16 = load double*, double** %15, align 8, !dbg !669
  %17 = load i32, i32* %4, align 4, !dbg !670
  %18 = sext i32 %17 to i64, !dbg !669
  %19 = getelementptr inbounds double, double* %16, i64 %18, !dbg !669
  %20 = load double, double* %19, align 8, !dbg !669
  %21 = load double, double* %3, align 8, !dbg !671
  %22 = fadd double %21, %20, !dbg !671
  store double %22, double* %3, align 8, !dbg !671
  br label %23, !dbg !672

23:                                               ; preds = %14
  %24 = load i32, i32* %4, align 4, !dbg !673
  %25 = add nsw i32 %24, 1, !dbg !673
  store i32 %25, i32* %4, align 4, !dbg !673
  br label %6, !dbg !674, !llvm.loop !675

26:                                               ; preds = %6
  %27 = load double, double* %3, align 8, !dbg !677
  ret double %27, !dbg !678
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Grid4rowsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) #6 comdat align 2 !dbg !679 {
  %2 = alloca %class.Grid*, align 8
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !680, metadata !DIExpression()), !dbg !681
  %3 = load %class.Grid*, %class.Grid** %2, align 8
  %4 = getelementptr inbounds %class.Grid, %class.Grid* %3, i32 0, i32 0, !dbg !682
  %5 = load i32, i32* %4, align 8, !dbg !682
  ret i32 %5, !dbg !683
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Grid4colsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) #6 comdat align 2 !dbg !684 {
  %2 = alloca %class.Grid*, align 8
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !685, metadata !DIExpression()), !dbg !686
  %3 = load %class.Grid*, %class.Grid** %2, align 8
  %4 = getelementptr inbounds %class.Grid, %class.Grid* %3, i32 0, i32 1, !dbg !687
  %5 = load i32, i32* %4, align 4, !dbg !687
  ret i32 %5, !dbg !688
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL6cornerRK4Grid4Dims(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, i64 %1) #5 !dbg !689 {
  %3 = alloca %struct.Dims, align 4
  %4 = alloca %class.Grid*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = bitcast %struct.Dims* %3 to i64*
  store i64 %1, i64* %8, align 4
  store %class.Grid* %0, %class.Grid** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %4, metadata !693, metadata !DIExpression()), !dbg !694
  call void @llvm.dbg.declare(metadata %struct.Dims* %3, metadata !695, metadata !DIExpression()), !dbg !696
  call void @llvm.dbg.declare(metadata double* %5, metadata !697, metadata !DIExpression()), !dbg !698
  store double 0.000000e+00, double* %5, align 8, !dbg !698
  call void @llvm.dbg.declare(metadata i32* %6, metadata !699, metadata !DIExpression()), !dbg !701
  store i32 0, i32* %6, align 4, !dbg !701
  br label %9, !dbg !702

9:                                                ; preds = %31, %2
  %10 = load i32, i32* %6, align 4, !dbg !703
  %11 = getelementptr inbounds %struct.Dims, %struct.Dims* %3, i32 0, i32 0, !dbg !705
  %12 = load i32, i32* %11, align 4, !dbg !705
  %13 = icmp slt i32 %10, %12, !dbg !706
  br i1 %13, label %14, label %34, !dbg !707

14:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %7, metadata !708, metadata !DIExpression()), !dbg !710
  store i32 0, i32* %7, align 4, !dbg !710
  br label %15, !dbg !711

15:                                               ; preds = %27, %14
  %16 = load i32, i32* %7, align 4, !dbg !712
  %17 = getelementptr inbounds %struct.Dims, %struct.Dims* %3, i32 0, i32 1, !dbg !714
  %18 = load i32, i32* %17, align 4, !dbg !714
  %19 = icmp slt i32 %16, %18, !dbg !715
  br i1 %19, label %20, label %30, !dbg !716

20:                                               ; preds = %15
  %21 = load %class.Grid*, %class.Grid** %4, align 8, !dbg !717
  %22 = load i32, i32* %6, align 4, !dbg !718
  %23 = load i32, i32* %7, align 4, !dbg !719
  %24 = call noundef double @_ZNK4Grid3getEii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %21, i32 noundef %22, i32 noundef %23), !dbg !720
  %25 = load double, double* %5, align 8, !dbg !721
  %26 = fadd double %25, %24, !dbg !721
  store double %26, double* %5, align 8, !dbg !721
  br label %27, !dbg !722

27:                                               ; preds = %20
  %28 = load i32, i32* %7, align 4, !dbg !723
  %29 = add nsw i32 %28, 1, !dbg !723
  store i32 %29, i32* %7, align 4, !dbg !723
  br label %15, !dbg !724, !llvm.loop !725

30:                                               ; preds = %15
  br label %31, !dbg !726

31:                                               ; preds = %30
  %32 = load i32, i32* %6, align 4, !dbg !727
  %33 = add nsw i32 %32, 1, !dbg !727
  store i32 %33, i32* %6, align 4, !dbg !727
  br label %9, !dbg !728, !llvm.loop !729

34:                                               ; preds = %9
  %35 = load double, double* %5, align 8, !dbg !731
  ret double %35, !dbg !732
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4Grid4fillEd(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #6 comdat align 2 !dbg !733 {
  %3 = alloca %class.Grid*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %3, metadata !734, metadata !DIExpression()), !dbg !735
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !736, metadata !DIExpression()), !dbg !737
  %7 = load %class.Grid*, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata i32* %5, metadata !738, metadata !DIExpression()), !dbg !740
  store i32 0, i32* %5, align 4, !dbg !740
  br label %8, !dbg !741

8:                                                ; preds = %41, %2
  %9 = load i32, i32* %5, align 4, !dbg !742
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 0, !dbg !744
  %11 = load i32, i32* %10, align 8, !dbg !744
  %12 = icmp slt i32 %9, %11, !dbg !745
  br i1 %12, label %13, label %44, !dbg !746

13:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %6, metadata !747, metadata !DIExpression()), !dbg !749
  store i32 0, i32* %6, align 4, !dbg !749
  br label %14, !dbg !750

14:                                               ; preds = %37, %13
  %15 = load i32, i32* %6, align 4, !dbg !751
  %16 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !753
  %17 = load i32, i32* %16, align 4, !dbg !753
  %18 = icmp slt i32 %15, %17, !dbg !754
  br i1 %18, label %19, label %40, !dbg !755

19:                                               ; preds = %14
  %20 = load double, double* %4, align 8, !dbg !756
  %21 = load i32, i32* %5, align 4, !dbg !757
  %22 = sitofp i32 %21 to double, !dbg !757
  %23 = fadd double %20, %22, !dbg !758
  %24 = load i32, i32* %6, align 4, !dbg !759
  %25 = sitofp i32 %24 to double, !dbg !759
  %26 = fsub double %23, %25, !dbg !760
  %27 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !761
  %28 = load double*, double** %27, align 8, !dbg !761
  %29 = load i32, i32* %5, align 4, !dbg !762
  %30 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !763
  %31 = load i32, i32* %30, align 4, !dbg !763
  %32 = mul nsw i32 %29, %31, !dbg !764
  %33 = load i32, i32* %6, align 4, !dbg !765
  %34 = add nsw i32 %32, %33, !dbg !766
  %35 = sext i32 %34 to i64, !dbg !761
  %36 = getelementptr inbounds double, double* %28, i64 %35, !dbg !761
  store double %26, double* %36, align 8, !dbg !767
  br label %37, !dbg !761

37:                                               ; preds = %19
  %38 = load i32, i32* %6, align 4, !dbg !768
  %39 = add nsw i32 %38, 1, !dbg !768
  store i32 %39, i32* %6, align 4, !dbg !768
  br label %14, !dbg !769, !llvm.loop !770

40:                                               ; preds = %14
  br label %41, !dbg !771

41:                                               ; preds = %40
  %42 = load i32, i32* %5, align 4, !dbg !772
  %43 = add nsw i32 %42, 1, !dbg !772
  store i32 %43, i32* %5, align 4, !dbg !772
  br label %8, !dbg !773, !llvm.loop !774

44:                                               ; preds = %8
  ret void, !dbg !776
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 !dbg !777 {
  %2 = alloca %class.Grid*, align 8
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !778, metadata !DIExpression()), !dbg !779
  %3 = load %class.Grid*, %class.Grid** %2, align 8
  %4 = getelementptr inbounds %class.Grid, %class.Grid* %3, i32 0, i32 2, !dbg !780
  %5 = load double*, double** %4, align 8, !dbg !780
  %6 = icmp eq double* %5, null, !dbg !782
  br i1 %6, label %9, label %7, !dbg !782

7:                                                ; preds = %1
  %8 = bitcast double* %5 to i8*, !dbg !782
  call void @_ZdaPv(i8* noundef %8) #14, !dbg !782
  br label %9, !dbg !782

9:                                                ; preds = %7, %1
  ret void, !dbg !783
}

declare i32 @printf(i8* noundef, ...) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Grid3getEii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) #6 comdat align 2 !dbg !784 {
  %4 = alloca %class.Grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %4, metadata !785, metadata !DIExpression()), !dbg !786
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !787, metadata !DIExpression()), !dbg !788
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !789, metadata !DIExpression()), !dbg !790
  %7 = load %class.Grid*, %class.Grid** %4, align 8
  %8 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !791
  %9 = load double*, double** %8, align 8, !dbg !791
  %10 = load i32, i32* %5, align 4, !dbg !792
  %11 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !793
  %12 = load i32, i32* %11, align 4, !dbg !793
  %13 = mul nsw i32 %10, %12, !dbg !794
  %14 = load i32, i32* %6, align 4, !dbg !795
  %15 = add nsw i32 %13, %14, !dbg !796
  %16 = sext i32 %15 to i64, !dbg !791
  %17 = getelementptr inbounds double, double* %9, i64 %16, !dbg !791
  %18 = load double, double* %17, align 8, !dbg !791
  ret double %18, !dbg !797
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #8

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind readonly willreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!420, !421, !422, !423, !424, !425, !426}
!llvm.ident = !{!427}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !40, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "92b0dac175e897ef4706170fa79dec2f")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Grid", file: !1, line: 8, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: "_ZTS4Grid")
!7 = !{!8, !10, !11, !14, !18, !21, !24, !29, !33, !36, !39}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !6, file: !1, line: 36, baseType: !9, size: 32)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !6, file: !1, line: 36, baseType: !9, size: 32, offset: 32)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !6, file: !1, line: 37, baseType: !12, size: 64, offset: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !DISubprogram(name: "Grid", scope: !6, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !9, !9}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!18 = !DISubprogram(name: "~Grid", scope: !6, file: !1, line: 13, type: !19, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !17}
!21 = !DISubprogram(name: "fill", linkageName: "_ZN4Grid4fillEd", scope: !6, file: !1, line: 14, type: !22, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !17, !13}
!24 = !DISubprogram(name: "sum", linkageName: "_ZNK4Grid3sumEv", scope: !6, file: !1, line: 19, type: !25, scopeLine: 19, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!25 = !DISubroutineType(types: !26)
!26 = !{!13, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!29 = !DISubprogram(name: "smooth_into", linkageName: "_ZNK4Grid11smooth_intoERS_", scope: !6, file: !1, line: 24, type: !30, scopeLine: 24, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!30 = !DISubroutineType(types: !31)
!31 = !{null, !27, !32}
!32 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!33 = !DISubprogram(name: "get", linkageName: "_ZNK4Grid3getEii", scope: !6, file: !1, line: 31, type: !34, scopeLine: 31, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{!13, !27, !9, !9}
!36 = !DISubprogram(name: "rows", linkageName: "_ZNK4Grid4rowsEv", scope: !6, file: !1, line: 32, type: !37, scopeLine: 32, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!37 = !DISubroutineType(types: !38)
!38 = !{!9, !27}
!39 = !DISubprogram(name: "cols", linkageName: "_ZNK4Grid4colsEv", scope: !6, file: !1, line: 33, type: !37, scopeLine: 33, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!40 = !{!41, !48, !54, !59, !63, !65, !67, !69, !71, !78, !85, !92, !96, !100, !104, !110, !114, !116, !121, !127, !131, !138, !140, !144, !148, !152, !154, !158, !162, !164, !168, !170, !172, !176, !180, !184, !188, !192, !196, !198, !205, !209, !213, !218, !220, !222, !226, !230, !231, !232, !233, !234, !235, !239, !243, !249, !253, !258, !260, !264, !266, !270, !278, !282, !286, !290, !294, !298, !302, !306, !310, !314, !321, !325, !329, !331, !333, !337, !342, !348, !352, !356, !358, !365, !369, !376, !378, !382, !386, !390, !394, !399, !404, !409, !410, !411, !412, !414, !415, !416, !417, !418, !419}
!41 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !43, file: !47, line: 98)
!42 = !DINamespace(name: "std", scope: null)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !44, line: 7, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !46, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!47 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!48 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !49, file: !47, line: 99)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !50, line: 84, baseType: !51)
!50 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !52, line: 14, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !52, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!54 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !55, file: !47, line: 101)
!55 = !DISubprogram(name: "clearerr", scope: !50, file: !50, line: 786, type: !56, flags: DIFlagPrototyped, spFlags: 0)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!59 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !60, file: !47, line: 102)
!60 = !DISubprogram(name: "fclose", scope: !50, file: !50, line: 178, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!61 = !DISubroutineType(types: !62)
!62 = !{!9, !58}
!63 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !64, file: !47, line: 103)
!64 = !DISubprogram(name: "feof", scope: !50, file: !50, line: 788, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!65 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !66, file: !47, line: 104)
!66 = !DISubprogram(name: "ferror", scope: !50, file: !50, line: 790, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!67 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !68, file: !47, line: 105)
!68 = !DISubprogram(name: "fflush", scope: !50, file: !50, line: 230, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!69 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !70, file: !47, line: 106)
!70 = !DISubprogram(name: "fgetc", scope: !50, file: !50, line: 513, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!71 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !72, file: !47, line: 107)
!72 = !DISubprogram(name: "fgetpos", scope: !50, file: !50, line: 760, type: !73, flags: DIFlagPrototyped, spFlags: 0)
!73 = !DISubroutineType(types: !74)
!74 = !{!9, !75, !76}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!76 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!78 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !79, file: !47, line: 108)
!79 = !DISubprogram(name: "fgets", scope: !50, file: !50, line: 592, type: !80, flags: DIFlagPrototyped, spFlags: 0)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !84, !9, !75}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!85 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !86, file: !47, line: 109)
!86 = !DISubprogram(name: "fopen", scope: !50, file: !50, line: 258, type: !87, flags: DIFlagPrototyped, spFlags: 0)
!87 = !DISubroutineType(types: !88)
!88 = !{!58, !89, !89}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!92 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !93, file: !47, line: 110)
!93 = !DISubprogram(name: "fprintf", scope: !50, file: !50, line: 350, type: !94, flags: DIFlagPrototyped, spFlags: 0)
!94 = !DISubroutineType(types: !95)
!95 = !{!9, !75, !89, null}
!96 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !97, file: !47, line: 111)
!97 = !DISubprogram(name: "fputc", scope: !50, file: !50, line: 549, type: !98, flags: DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!9, !9, !58}
!100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !101, file: !47, line: 112)
!101 = !DISubprogram(name: "fputs", scope: !50, file: !50, line: 655, type: !102, flags: DIFlagPrototyped, spFlags: 0)
!102 = !DISubroutineType(types: !103)
!103 = !{!9, !89, !75}
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !105, file: !47, line: 113)
!105 = !DISubprogram(name: "fread", scope: !50, file: !50, line: 675, type: !106, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DISubroutineType(types: !107)
!107 = !{!3, !108, !3, !3, !75}
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !111, file: !47, line: 114)
!111 = !DISubprogram(name: "freopen", scope: !50, file: !50, line: 265, type: !112, flags: DIFlagPrototyped, spFlags: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{!58, !89, !89, !75}
!114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !115, file: !47, line: 115)
!115 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !50, file: !50, line: 434, type: !94, flags: DIFlagPrototyped, spFlags: 0)
!116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !117, file: !47, line: 116)
!117 = !DISubprogram(name: "fseek", scope: !50, file: !50, line: 713, type: !118, flags: DIFlagPrototyped, spFlags: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{!9, !58, !120, !9}
!120 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !122, file: !47, line: 117)
!122 = !DISubprogram(name: "fsetpos", scope: !50, file: !50, line: 765, type: !123, flags: DIFlagPrototyped, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!9, !58, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !128, file: !47, line: 118)
!128 = !DISubprogram(name: "ftell", scope: !50, file: !50, line: 718, type: !129, flags: DIFlagPrototyped, spFlags: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{!120, !58}
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !132, file: !47, line: 119)
!132 = !DISubprogram(name: "fwrite", scope: !50, file: !50, line: 681, type: !133, flags: DIFlagPrototyped, spFlags: 0)
!133 = !DISubroutineType(types: !134)
!134 = !{!3, !135, !3, !3, !75}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !139, file: !47, line: 120)
!139 = !DISubprogram(name: "getc", scope: !50, file: !50, line: 514, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !141, file: !47, line: 121)
!141 = !DISubprogram(name: "getchar", scope: !50, file: !50, line: 520, type: !142, flags: DIFlagPrototyped, spFlags: 0)
!142 = !DISubroutineType(types: !143)
!143 = !{!9}
!144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !145, file: !47, line: 126)
!145 = !DISubprogram(name: "perror", scope: !50, file: !50, line: 804, type: !146, flags: DIFlagPrototyped, spFlags: 0)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !90}
!148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !149, file: !47, line: 127)
!149 = !DISubprogram(name: "printf", scope: !50, file: !50, line: 356, type: !150, flags: DIFlagPrototyped, spFlags: 0)
!150 = !DISubroutineType(types: !151)
!151 = !{!9, !89, null}
!152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !153, file: !47, line: 128)
!153 = !DISubprogram(name: "putc", scope: !50, file: !50, line: 550, type: !98, flags: DIFlagPrototyped, spFlags: 0)
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !155, file: !47, line: 129)
!155 = !DISubprogram(name: "putchar", scope: !50, file: !50, line: 556, type: !156, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{!9, !9}
!158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !159, file: !47, line: 130)
!159 = !DISubprogram(name: "puts", scope: !50, file: !50, line: 661, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!160 = !DISubroutineType(types: !161)
!161 = !{!9, !90}
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !163, file: !47, line: 131)
!163 = !DISubprogram(name: "remove", scope: !50, file: !50, line: 152, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !165, file: !47, line: 132)
!165 = !DISubprogram(name: "rename", scope: !50, file: !50, line: 154, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{!9, !90, !90}
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !169, file: !47, line: 133)
!169 = !DISubprogram(name: "rewind", scope: !50, file: !50, line: 723, type: !56, flags: DIFlagPrototyped, spFlags: 0)
!170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !171, file: !47, line: 134)
!171 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !50, file: !50, line: 437, type: !150, flags: DIFlagPrototyped, spFlags: 0)
!172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !173, file: !47, line: 135)
!173 = !DISubprogram(name: "setbuf", scope: !50, file: !50, line: 328, type: !174, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !75, !84}
!176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !177, file: !47, line: 136)
!177 = !DISubprogram(name: "setvbuf", scope: !50, file: !50, line: 332, type: !178, flags: DIFlagPrototyped, spFlags: 0)
!178 = !DISubroutineType(types: !179)
!179 = !{!9, !75, !84, !9, !3}
!180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !181, file: !47, line: 137)
!181 = !DISubprogram(name: "sprintf", scope: !50, file: !50, line: 358, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!9, !84, !89, null}
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !185, file: !47, line: 138)
!185 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !50, file: !50, line: 439, type: !186, flags: DIFlagPrototyped, spFlags: 0)
!186 = !DISubroutineType(types: !187)
!187 = !{!9, !89, !89, null}
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !189, file: !47, line: 139)
!189 = !DISubprogram(name: "tmpfile", scope: !50, file: !50, line: 188, type: !190, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!58}
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !193, file: !47, line: 141)
!193 = !DISubprogram(name: "tmpnam", scope: !50, file: !50, line: 205, type: !194, flags: DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{!82, !82}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !197, file: !47, line: 143)
!197 = !DISubprogram(name: "ungetc", scope: !50, file: !50, line: 668, type: !98, flags: DIFlagPrototyped, spFlags: 0)
!198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !199, file: !47, line: 144)
!199 = !DISubprogram(name: "vfprintf", scope: !50, file: !50, line: 365, type: !200, flags: DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{!9, !75, !89, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !204, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!204 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata")
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !206, file: !47, line: 145)
!206 = !DISubprogram(name: "vprintf", scope: !50, file: !50, line: 371, type: !207, flags: DIFlagPrototyped, spFlags: 0)
!207 = !DISubroutineType(types: !208)
!208 = !{!9, !89, !202}
!209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !210, file: !47, line: 146)
!210 = !DISubprogram(name: "vsprintf", scope: !50, file: !50, line: 373, type: !211, flags: DIFlagPrototyped, spFlags: 0)
!211 = !DISubroutineType(types: !212)
!212 = !{!9, !84, !89, !202}
!213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !215, file: !47, line: 175)
!214 = !DINamespace(name: "__gnu_cxx", scope: null)
!215 = !DISubprogram(name: "snprintf", scope: !50, file: !50, line: 378, type: !216, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{!9, !84, !3, !89, null}
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !219, file: !47, line: 176)
!219 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !50, file: !50, line: 479, type: !200, flags: DIFlagPrototyped, spFlags: 0)
!220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !221, file: !47, line: 177)
!221 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !50, file: !50, line: 484, type: !207, flags: DIFlagPrototyped, spFlags: 0)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !223, file: !47, line: 178)
!223 = !DISubprogram(name: "vsnprintf", scope: !50, file: !50, line: 382, type: !224, flags: DIFlagPrototyped, spFlags: 0)
!224 = !DISubroutineType(types: !225)
!225 = !{!9, !84, !3, !89, !202}
!226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !227, file: !47, line: 179)
!227 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !50, file: !50, line: 487, type: !228, flags: DIFlagPrototyped, spFlags: 0)
!228 = !DISubroutineType(types: !229)
!229 = !{!9, !89, !89, !202}
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !215, file: !47, line: 185)
!231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !219, file: !47, line: 186)
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !221, file: !47, line: 187)
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !223, file: !47, line: 188)
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !227, file: !47, line: 189)
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !236, file: !238, line: 52)
!236 = !DISubprogram(name: "abs", scope: !237, file: !237, line: 861, type: !156, flags: DIFlagPrototyped, spFlags: 0)
!237 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!238 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !240, file: !242, line: 127)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !237, line: 63, baseType: !241)
!241 = !DICompositeType(tag: DW_TAG_structure_type, file: !237, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!242 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !244, file: !242, line: 128)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !237, line: 71, baseType: !245)
!245 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !237, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !246, identifier: "_ZTS6ldiv_t")
!246 = !{!247, !248}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !245, file: !237, line: 69, baseType: !120, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !245, file: !237, line: 70, baseType: !120, size: 64, offset: 64)
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !250, file: !242, line: 130)
!250 = !DISubprogram(name: "abort", scope: !237, file: !237, line: 611, type: !251, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!251 = !DISubroutineType(types: !252)
!252 = !{null}
!253 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !254, file: !242, line: 134)
!254 = !DISubprogram(name: "atexit", scope: !237, file: !237, line: 615, type: !255, flags: DIFlagPrototyped, spFlags: 0)
!255 = !DISubroutineType(types: !256)
!256 = !{!9, !257}
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !259, file: !242, line: 137)
!259 = !DISubprogram(name: "at_quick_exit", scope: !237, file: !237, line: 620, type: !255, flags: DIFlagPrototyped, spFlags: 0)
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !261, file: !242, line: 140)
!261 = !DISubprogram(name: "atof", scope: !237, file: !237, line: 102, type: !262, flags: DIFlagPrototyped, spFlags: 0)
!262 = !DISubroutineType(types: !263)
!263 = !{!13, !90}
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !265, file: !242, line: 141)
!265 = !DISubprogram(name: "atoi", scope: !237, file: !237, line: 105, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !267, file: !242, line: 142)
!267 = !DISubprogram(name: "atol", scope: !237, file: !237, line: 108, type: !268, flags: DIFlagPrototyped, spFlags: 0)
!268 = !DISubroutineType(types: !269)
!269 = !{!120, !90}
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !271, file: !242, line: 143)
!271 = !DISubprogram(name: "bsearch", scope: !237, file: !237, line: 841, type: !272, flags: DIFlagPrototyped, spFlags: 0)
!272 = !DISubroutineType(types: !273)
!273 = !{!109, !136, !136, !3, !3, !274}
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !237, line: 829, baseType: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DISubroutineType(types: !277)
!277 = !{!9, !136, !136}
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !279, file: !242, line: 144)
!279 = !DISubprogram(name: "calloc", scope: !237, file: !237, line: 556, type: !280, flags: DIFlagPrototyped, spFlags: 0)
!280 = !DISubroutineType(types: !281)
!281 = !{!109, !3, !3}
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !283, file: !242, line: 145)
!283 = !DISubprogram(name: "div", scope: !237, file: !237, line: 873, type: !284, flags: DIFlagPrototyped, spFlags: 0)
!284 = !DISubroutineType(types: !285)
!285 = !{!240, !9, !9}
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !287, file: !242, line: 146)
!287 = !DISubprogram(name: "exit", scope: !237, file: !237, line: 637, type: !288, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !9}
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !291, file: !242, line: 147)
!291 = !DISubprogram(name: "free", scope: !237, file: !237, line: 568, type: !292, flags: DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !109}
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !295, file: !242, line: 148)
!295 = !DISubprogram(name: "getenv", scope: !237, file: !237, line: 654, type: !296, flags: DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{!82, !90}
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !299, file: !242, line: 149)
!299 = !DISubprogram(name: "labs", scope: !237, file: !237, line: 862, type: !300, flags: DIFlagPrototyped, spFlags: 0)
!300 = !DISubroutineType(types: !301)
!301 = !{!120, !120}
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !303, file: !242, line: 150)
!303 = !DISubprogram(name: "ldiv", scope: !237, file: !237, line: 875, type: !304, flags: DIFlagPrototyped, spFlags: 0)
!304 = !DISubroutineType(types: !305)
!305 = !{!244, !120, !120}
!306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !307, file: !242, line: 151)
!307 = !DISubprogram(name: "malloc", scope: !237, file: !237, line: 553, type: !308, flags: DIFlagPrototyped, spFlags: 0)
!308 = !DISubroutineType(types: !309)
!309 = !{!109, !3}
!310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !311, file: !242, line: 153)
!311 = !DISubprogram(name: "mblen", scope: !237, file: !237, line: 943, type: !312, flags: DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{!9, !90, !3}
!314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !315, file: !242, line: 154)
!315 = !DISubprogram(name: "mbstowcs", scope: !237, file: !237, line: 954, type: !316, flags: DIFlagPrototyped, spFlags: 0)
!316 = !DISubroutineType(types: !317)
!317 = !{!3, !318, !89, !3}
!318 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!320 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !322, file: !242, line: 155)
!322 = !DISubprogram(name: "mbtowc", scope: !237, file: !237, line: 946, type: !323, flags: DIFlagPrototyped, spFlags: 0)
!323 = !DISubroutineType(types: !324)
!324 = !{!9, !318, !89, !3}
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !326, file: !242, line: 157)
!326 = !DISubprogram(name: "qsort", scope: !237, file: !237, line: 851, type: !327, flags: DIFlagPrototyped, spFlags: 0)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !109, !3, !3, !274}
!329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !330, file: !242, line: 160)
!330 = !DISubprogram(name: "quick_exit", scope: !237, file: !237, line: 643, type: !288, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !332, file: !242, line: 163)
!332 = !DISubprogram(name: "rand", scope: !237, file: !237, line: 454, type: !142, flags: DIFlagPrototyped, spFlags: 0)
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !334, file: !242, line: 164)
!334 = !DISubprogram(name: "realloc", scope: !237, file: !237, line: 564, type: !335, flags: DIFlagPrototyped, spFlags: 0)
!335 = !DISubroutineType(types: !336)
!336 = !{!109, !109, !3}
!337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !338, file: !242, line: 165)
!338 = !DISubprogram(name: "srand", scope: !237, file: !237, line: 456, type: !339, flags: DIFlagPrototyped, spFlags: 0)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !341}
!341 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !343, file: !242, line: 166)
!343 = !DISubprogram(name: "strtod", scope: !237, file: !237, line: 118, type: !344, flags: DIFlagPrototyped, spFlags: 0)
!344 = !DISubroutineType(types: !345)
!345 = !{!13, !89, !346}
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !349, file: !242, line: 167)
!349 = !DISubprogram(name: "strtol", scope: !237, file: !237, line: 177, type: !350, flags: DIFlagPrototyped, spFlags: 0)
!350 = !DISubroutineType(types: !351)
!351 = !{!120, !89, !346, !9}
!352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !353, file: !242, line: 168)
!353 = !DISubprogram(name: "strtoul", scope: !237, file: !237, line: 181, type: !354, flags: DIFlagPrototyped, spFlags: 0)
!354 = !DISubroutineType(types: !355)
!355 = !{!5, !89, !346, !9}
!356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !357, file: !242, line: 169)
!357 = !DISubprogram(name: "system", scope: !237, file: !237, line: 804, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !359, file: !242, line: 171)
!359 = !DISubprogram(name: "wcstombs", scope: !237, file: !237, line: 958, type: !360, flags: DIFlagPrototyped, spFlags: 0)
!360 = !DISubroutineType(types: !361)
!361 = !{!3, !84, !362, !3}
!362 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !363)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 64)
!364 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !320)
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !366, file: !242, line: 172)
!366 = !DISubprogram(name: "wctomb", scope: !237, file: !237, line: 950, type: !367, flags: DIFlagPrototyped, spFlags: 0)
!367 = !DISubroutineType(types: !368)
!368 = !{!9, !82, !320}
!369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !370, file: !242, line: 200)
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !237, line: 81, baseType: !371)
!371 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !237, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !372, identifier: "_ZTS7lldiv_t")
!372 = !{!373, !375}
!373 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !371, file: !237, line: 79, baseType: !374, size: 64)
!374 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !371, file: !237, line: 80, baseType: !374, size: 64, offset: 64)
!376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !377, file: !242, line: 206)
!377 = !DISubprogram(name: "_Exit", scope: !237, file: !237, line: 649, type: !288, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !379, file: !242, line: 210)
!379 = !DISubprogram(name: "llabs", scope: !237, file: !237, line: 865, type: !380, flags: DIFlagPrototyped, spFlags: 0)
!380 = !DISubroutineType(types: !381)
!381 = !{!374, !374}
!382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !383, file: !242, line: 216)
!383 = !DISubprogram(name: "lldiv", scope: !237, file: !237, line: 879, type: !384, flags: DIFlagPrototyped, spFlags: 0)
!384 = !DISubroutineType(types: !385)
!385 = !{!370, !374, !374}
!386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !387, file: !242, line: 227)
!387 = !DISubprogram(name: "atoll", scope: !237, file: !237, line: 113, type: !388, flags: DIFlagPrototyped, spFlags: 0)
!388 = !DISubroutineType(types: !389)
!389 = !{!374, !90}
!390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !391, file: !242, line: 228)
!391 = !DISubprogram(name: "strtoll", scope: !237, file: !237, line: 201, type: !392, flags: DIFlagPrototyped, spFlags: 0)
!392 = !DISubroutineType(types: !393)
!393 = !{!374, !89, !346, !9}
!394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !395, file: !242, line: 229)
!395 = !DISubprogram(name: "strtoull", scope: !237, file: !237, line: 206, type: !396, flags: DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !89, !346, !9}
!398 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !400, file: !242, line: 231)
!400 = !DISubprogram(name: "strtof", scope: !237, file: !237, line: 124, type: !401, flags: DIFlagPrototyped, spFlags: 0)
!401 = !DISubroutineType(types: !402)
!402 = !{!403, !89, !346}
!403 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !214, entity: !405, file: !242, line: 232)
!405 = !DISubprogram(name: "strtold", scope: !237, file: !237, line: 127, type: !406, flags: DIFlagPrototyped, spFlags: 0)
!406 = !DISubroutineType(types: !407)
!407 = !{!408, !89, !346}
!408 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !370, file: !242, line: 240)
!410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !377, file: !242, line: 242)
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !379, file: !242, line: 244)
!412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !413, file: !242, line: 245)
!413 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !214, file: !242, line: 213, type: !384, flags: DIFlagPrototyped, spFlags: 0)
!414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !383, file: !242, line: 246)
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !387, file: !242, line: 248)
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !400, file: !242, line: 249)
!417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !391, file: !242, line: 250)
!418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !395, file: !242, line: 251)
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !405, file: !242, line: 252)
!420 = !{i32 7, !"Dwarf Version", i32 5}
!421 = !{i32 2, !"Debug Info Version", i32 3}
!422 = !{i32 1, !"wchar_size", i32 4}
!423 = !{i32 7, !"PIC Level", i32 2}
!424 = !{i32 7, !"PIE Level", i32 2}
!425 = !{i32 7, !"uwtable", i32 1}
!426 = !{i32 7, !"frame-pointer", i32 2}
!427 = !{!"Debian clang version 14.0.6"}
!428 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 60, type: !429, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !431)
!429 = !DISubroutineType(types: !430)
!430 = !{!9, !9, !347}
!431 = !{}
!432 = !DILocalVariable(name: "argc", arg: 1, scope: !428, file: !1, line: 60, type: !9)
!433 = !DILocation(line: 60, column: 14, scope: !428)
!434 = !DILocalVariable(name: "argv", arg: 2, scope: !428, file: !1, line: 60, type: !347)
!435 = !DILocation(line: 60, column: 27, scope: !428)
!436 = !DILocalVariable(name: "n", scope: !428, file: !1, line: 61, type: !9)
!437 = !DILocation(line: 61, column: 7, scope: !428)
!438 = !DILocation(line: 61, column: 11, scope: !428)
!439 = !DILocation(line: 61, column: 16, scope: !428)
!440 = !DILocation(line: 61, column: 32, scope: !428)
!441 = !DILocation(line: 61, column: 22, scope: !428)
!442 = !DILocalVariable(name: "m", scope: !428, file: !1, line: 62, type: !9)
!443 = !DILocation(line: 62, column: 7, scope: !428)
!444 = !DILocation(line: 62, column: 11, scope: !428)
!445 = !DILocation(line: 62, column: 16, scope: !428)
!446 = !DILocation(line: 62, column: 32, scope: !428)
!447 = !DILocation(line: 62, column: 22, scope: !428)
!448 = !DILocalVariable(name: "a", scope: !428, file: !1, line: 63, type: !6)
!449 = !DILocation(line: 63, column: 8, scope: !428)
!450 = !DILocation(line: 63, column: 10, scope: !428)
!451 = !DILocation(line: 63, column: 13, scope: !428)
!452 = !DILocalVariable(name: "b", scope: !428, file: !1, line: 63, type: !6)
!453 = !DILocation(line: 63, column: 17, scope: !428)
!454 = !DILocation(line: 63, column: 19, scope: !428)
!455 = !DILocation(line: 63, column: 21, scope: !428)
!456 = !DILocation(line: 63, column: 26, scope: !428)
!457 = !DILocation(line: 63, column: 28, scope: !428)
!458 = !DILocalVariable(name: "c", scope: !428, file: !1, line: 63, type: !6)
!459 = !DILocation(line: 63, column: 34, scope: !428)
!460 = !DILocation(line: 63, column: 36, scope: !428)
!461 = !DILocation(line: 63, column: 39, scope: !428)
!462 = !DILocalVariable(name: "p1", scope: !428, file: !1, line: 64, type: !463)
!463 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Params", file: !1, line: 40, size: 64, flags: DIFlagTypePassByValue, elements: !464, identifier: "_ZTS6Params")
!464 = !{!465, !466}
!465 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !463, file: !1, line: 40, baseType: !9, size: 32)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "stride", scope: !463, file: !1, line: 40, baseType: !9, size: 32, offset: 32)
!467 = !DILocation(line: 64, column: 10, scope: !428)
!468 = !DILocalVariable(name: "p2", scope: !428, file: !1, line: 64, type: !463)
!469 = !DILocation(line: 64, column: 23, scope: !428)
!470 = !DILocalVariable(name: "s", scope: !428, file: !1, line: 65, type: !13)
!471 = !DILocation(line: 65, column: 10, scope: !428)
!472 = !DILocation(line: 65, column: 14, scope: !428)
!473 = !DILocation(line: 65, column: 29, scope: !428)
!474 = !DILocation(line: 65, column: 27, scope: !428)
!475 = !DILocation(line: 66, column: 5, scope: !428)
!476 = !DILocation(line: 67, column: 10, scope: !428)
!477 = !DILocation(line: 67, column: 20, scope: !428)
!478 = !DILocation(line: 67, column: 31, scope: !428)
!479 = !DILocation(line: 67, column: 27, scope: !428)
!480 = !DILocation(line: 67, column: 18, scope: !428)
!481 = !DILocation(line: 67, column: 16, scope: !428)
!482 = !DILocation(line: 67, column: 5, scope: !428)
!483 = !DILocalVariable(name: "da", scope: !428, file: !1, line: 68, type: !484)
!484 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Dims", file: !1, line: 41, size: 64, flags: DIFlagTypePassByValue, elements: !485, identifier: "_ZTS4Dims")
!485 = !{!486, !487}
!486 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !484, file: !1, line: 41, baseType: !9, size: 32)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !484, file: !1, line: 41, baseType: !9, size: 32, offset: 32)
!488 = !DILocation(line: 68, column: 8, scope: !428)
!489 = !DILocation(line: 68, column: 13, scope: !428)
!490 = !DILocation(line: 68, column: 16, scope: !428)
!491 = !DILocation(line: 68, column: 26, scope: !428)
!492 = !DILocalVariable(name: "dc", scope: !428, file: !1, line: 68, type: !484)
!493 = !DILocation(line: 68, column: 35, scope: !428)
!494 = !DILocation(line: 68, column: 40, scope: !428)
!495 = !DILocation(line: 68, column: 43, scope: !428)
!496 = !DILocation(line: 68, column: 50, scope: !428)
!497 = !DILocation(line: 69, column: 18, scope: !428)
!498 = !DILocation(line: 69, column: 8, scope: !428)
!499 = !DILocation(line: 69, column: 34, scope: !428)
!500 = !DILocation(line: 69, column: 24, scope: !428)
!501 = !DILocation(line: 69, column: 22, scope: !428)
!502 = !DILocation(line: 69, column: 5, scope: !428)
!503 = !DILocalVariable(name: "h", scope: !428, file: !1, line: 70, type: !504)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!505 = !DILocation(line: 70, column: 9, scope: !428)
!506 = !DILocation(line: 70, column: 13, scope: !428)
!507 = !DILocation(line: 70, column: 22, scope: !428)
!508 = !DILocation(line: 70, column: 17, scope: !428)
!509 = !DILocation(line: 71, column: 3, scope: !428)
!510 = !DILocation(line: 71, column: 6, scope: !428)
!511 = !DILocation(line: 72, column: 8, scope: !428)
!512 = !DILocation(line: 72, column: 11, scope: !428)
!513 = !DILocation(line: 72, column: 5, scope: !428)
!514 = !DILocation(line: 73, column: 10, scope: !428)
!515 = !DILocation(line: 73, column: 3, scope: !428)
!516 = !DILocation(line: 74, column: 23, scope: !428)
!517 = !DILocation(line: 74, column: 3, scope: !428)
!518 = !DILocation(line: 75, column: 3, scope: !428)
!519 = !DILocation(line: 76, column: 1, scope: !428)
!520 = distinct !DISubprogram(name: "Grid", linkageName: "_ZN4GridC2Eii", scope: !6, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !14, retainedNodes: !431)
!521 = !DILocalVariable(name: "this", arg: 1, scope: !520, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!522 = !DILocation(line: 0, scope: !520)
!523 = !DILocalVariable(name: "rows", arg: 2, scope: !520, file: !1, line: 10, type: !9)
!524 = !DILocation(line: 10, column: 12, scope: !520)
!525 = !DILocalVariable(name: "cols", arg: 3, scope: !520, file: !1, line: 10, type: !9)
!526 = !DILocation(line: 10, column: 22, scope: !520)
!527 = !DILocation(line: 10, column: 30, scope: !520)
!528 = !DILocation(line: 10, column: 36, scope: !520)
!529 = !DILocation(line: 10, column: 43, scope: !520)
!530 = !DILocation(line: 10, column: 49, scope: !520)
!531 = !DILocation(line: 11, column: 32, scope: !532)
!532 = distinct !DILexicalBlock(scope: !520, file: !1, line: 10, column: 55)
!533 = !DILocation(line: 11, column: 39, scope: !532)
!534 = !DILocation(line: 11, column: 37, scope: !532)
!535 = !DILocation(line: 11, column: 13, scope: !532)
!536 = !DILocation(line: 11, column: 5, scope: !532)
!537 = !DILocation(line: 11, column: 11, scope: !532)
!538 = !DILocation(line: 12, column: 3, scope: !520)
!539 = distinct !DISubprogram(name: "sweep", linkageName: "_ZL5sweepR4GridRK6Params", scope: !1, file: !1, line: 51, type: !540, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !431)
!540 = !DISubroutineType(types: !541)
!541 = !{!13, !32, !542}
!542 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !543, size: 64)
!543 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !463)
!544 = !DILocalVariable(name: "g", arg: 1, scope: !539, file: !1, line: 51, type: !32)
!545 = !DILocation(line: 51, column: 27, scope: !539)
!546 = !DILocalVariable(name: "p", arg: 2, scope: !539, file: !1, line: 51, type: !542)
!547 = !DILocation(line: 51, column: 44, scope: !539)
!548 = !DILocalVariable(name: "s", scope: !539, file: !1, line: 52, type: !13)
!549 = !DILocation(line: 52, column: 10, scope: !539)
!550 = !DILocalVariable(name: "t", scope: !551, file: !1, line: 53, type: !9)
!551 = distinct !DILexicalBlock(scope: !539, file: !1, line: 53, column: 3)
!552 = !DILocation(line: 53, column: 12, scope: !551)
!553 = !DILocation(line: 53, column: 8, scope: !551)
!554 = !DILocation(line: 53, column: 19, scope: !555)
!555 = distinct !DILexicalBlock(scope: !551, file: !1, line: 53, column: 3)
!556 = !DILocation(line: 53, column: 23, scope: !555)
!557 = !DILocation(line: 53, column: 25, scope: !555)
!558 = !DILocation(line: 53, column: 21, scope: !555)
!559 = !DILocation(line: 53, column: 3, scope: !551)
!560 = !DILocation(line: 54, column: 5, scope: !561)
!561 = distinct !DILexicalBlock(scope: !555, file: !1, line: 53, column: 37)
!562 = !DILocation(line: 54, column: 12, scope: !561)
!563 = !DILocation(line: 54, column: 7, scope: !561)
!564 = !DILocation(line: 55, column: 10, scope: !561)
!565 = !DILocation(line: 55, column: 12, scope: !561)
!566 = !DILocation(line: 55, column: 7, scope: !561)
!567 = !DILocation(line: 56, column: 3, scope: !561)
!568 = !DILocation(line: 53, column: 33, scope: !555)
!569 = !DILocation(line: 53, column: 3, scope: !555)
!570 = distinct !{!570, !559, !571, !572}
!571 = !DILocation(line: 56, column: 3, scope: !551)
!572 = !{!"llvm.loop.mustprogress"}
!573 = !DILocation(line: 57, column: 10, scope: !539)
!574 = !DILocation(line: 57, column: 3, scope: !539)
!575 = distinct !DISubprogram(name: "smooth_into", linkageName: "_ZNK4Grid11smooth_intoERS_", scope: !6, file: !1, line: 24, type: !30, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !431)
!576 = !DILocalVariable(name: "this", arg: 1, scope: !575, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!578 = !DILocation(line: 0, scope: !575)
!579 = !DILocalVariable(name: "out", arg: 2, scope: !575, file: !1, line: 24, type: !32)
!580 = !DILocation(line: 24, column: 26, scope: !575)
!581 = !DILocalVariable(name: "i", scope: !582, file: !1, line: 25, type: !9)
!582 = distinct !DILexicalBlock(scope: !575, file: !1, line: 25, column: 5)
!583 = !DILocation(line: 25, column: 14, scope: !582)
!584 = !DILocation(line: 25, column: 10, scope: !582)
!585 = !DILocation(line: 25, column: 21, scope: !586)
!586 = distinct !DILexicalBlock(scope: !582, file: !1, line: 25, column: 5)
!587 = !DILocation(line: 25, column: 25, scope: !586)
!588 = !DILocation(line: 25, column: 31, scope: !586)
!589 = !DILocation(line: 25, column: 23, scope: !586)
!590 = !DILocation(line: 25, column: 5, scope: !582)
!591 = !DILocalVariable(name: "j", scope: !592, file: !1, line: 26, type: !9)
!592 = distinct !DILexicalBlock(scope: !586, file: !1, line: 26, column: 7)
!593 = !DILocation(line: 26, column: 16, scope: !592)
!594 = !DILocation(line: 26, column: 12, scope: !592)
!595 = !DILocation(line: 26, column: 23, scope: !596)
!596 = distinct !DILexicalBlock(scope: !592, file: !1, line: 26, column: 7)
!597 = !DILocation(line: 26, column: 27, scope: !596)
!598 = !DILocation(line: 26, column: 33, scope: !596)
!599 = !DILocation(line: 26, column: 25, scope: !596)
!600 = !DILocation(line: 26, column: 7, scope: !592)
!601 = !DILocation(line: 28, column: 14, scope: !596)
!602 = !DILocation(line: 28, column: 21, scope: !596)
!603 = !DILocation(line: 28, column: 23, scope: !596)
!604 = !DILocation(line: 28, column: 30, scope: !596)
!605 = !DILocation(line: 28, column: 28, scope: !596)
!606 = !DILocation(line: 28, column: 38, scope: !596)
!607 = !DILocation(line: 28, column: 36, scope: !596)
!608 = !DILocation(line: 28, column: 43, scope: !596)
!609 = !DILocation(line: 28, column: 50, scope: !596)
!610 = !DILocation(line: 28, column: 52, scope: !596)
!611 = !DILocation(line: 28, column: 59, scope: !596)
!612 = !DILocation(line: 28, column: 57, scope: !596)
!613 = !DILocation(line: 28, column: 67, scope: !596)
!614 = !DILocation(line: 28, column: 65, scope: !596)
!615 = !DILocation(line: 28, column: 41, scope: !596)
!616 = !DILocation(line: 29, column: 14, scope: !596)
!617 = !DILocation(line: 29, column: 20, scope: !596)
!618 = !DILocation(line: 29, column: 24, scope: !596)
!619 = !DILocation(line: 29, column: 22, scope: !596)
!620 = !DILocation(line: 29, column: 32, scope: !596)
!621 = !DILocation(line: 29, column: 30, scope: !596)
!622 = !DILocation(line: 29, column: 34, scope: !596)
!623 = !DILocation(line: 28, column: 70, scope: !596)
!624 = !DILocation(line: 29, column: 41, scope: !596)
!625 = !DILocation(line: 29, column: 47, scope: !596)
!626 = !DILocation(line: 29, column: 51, scope: !596)
!627 = !DILocation(line: 29, column: 49, scope: !596)
!628 = !DILocation(line: 29, column: 59, scope: !596)
!629 = !DILocation(line: 29, column: 57, scope: !596)
!630 = !DILocation(line: 29, column: 61, scope: !596)
!631 = !DILocation(line: 29, column: 39, scope: !596)
!632 = !DILocation(line: 29, column: 67, scope: !596)
!633 = !DILocation(line: 27, column: 9, scope: !596)
!634 = !DILocation(line: 27, column: 13, scope: !596)
!635 = !DILocation(line: 27, column: 20, scope: !596)
!636 = !DILocation(line: 27, column: 22, scope: !596)
!637 = !DILocation(line: 27, column: 29, scope: !596)
!638 = !DILocation(line: 27, column: 33, scope: !596)
!639 = !DILocation(line: 27, column: 27, scope: !596)
!640 = !DILocation(line: 27, column: 42, scope: !596)
!641 = !DILocation(line: 27, column: 44, scope: !596)
!642 = !DILocation(line: 27, column: 39, scope: !596)
!643 = !DILocation(line: 27, column: 50, scope: !596)
!644 = !DILocation(line: 26, column: 39, scope: !596)
!645 = !DILocation(line: 26, column: 7, scope: !596)
!646 = distinct !{!646, !600, !647, !572}
!647 = !DILocation(line: 29, column: 69, scope: !592)
!648 = !DILocation(line: 25, column: 37, scope: !586)
!649 = !DILocation(line: 25, column: 5, scope: !586)
!650 = distinct !{!650, !590, !651, !572}
!651 = !DILocation(line: 29, column: 69, scope: !582)
!652 = !DILocation(line: 30, column: 3, scope: !575)
!653 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK4Grid3sumEv", scope: !6, file: !1, line: 19, type: !25, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !431)
!654 = !DILocalVariable(name: "this", arg: 1, scope: !653, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!655 = !DILocation(line: 0, scope: !653)
!656 = !DILocalVariable(name: "s", scope: !653, file: !1, line: 20, type: !13)
!657 = !DILocation(line: 20, column: 12, scope: !653)
!658 = !DILocalVariable(name: "i", scope: !659, file: !1, line: 21, type: !9)
!659 = distinct !DILexicalBlock(scope: !653, file: !1, line: 21, column: 5)
!660 = !DILocation(line: 21, column: 14, scope: !659)
!661 = !DILocation(line: 21, column: 10, scope: !659)
!662 = !DILocation(line: 21, column: 21, scope: !663)
!663 = distinct !DILexicalBlock(scope: !659, file: !1, line: 21, column: 5)
!664 = !DILocation(line: 21, column: 25, scope: !663)
!665 = !DILocation(line: 21, column: 33, scope: !663)
!666 = !DILocation(line: 21, column: 31, scope: !663)
!667 = !DILocation(line: 21, column: 23, scope: !663)
!668 = !DILocation(line: 21, column: 5, scope: !659)
!669 = !DILocation(line: 21, column: 50, scope: !663)
!670 = !DILocation(line: 21, column: 56, scope: !663)
!671 = !DILocation(line: 21, column: 47, scope: !663)
!672 = !DILocation(line: 21, column: 45, scope: !663)
!673 = !DILocation(line: 21, column: 41, scope: !663)
!674 = !DILocation(line: 21, column: 5, scope: !663)
!675 = distinct !{!675, !668, !676, !572}
!676 = !DILocation(line: 21, column: 57, scope: !659)
!677 = !DILocation(line: 22, column: 12, scope: !653)
!678 = !DILocation(line: 22, column: 5, scope: !653)
!679 = distinct !DISubprogram(name: "rows", linkageName: "_ZNK4Grid4rowsEv", scope: !6, file: !1, line: 32, type: !37, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !36, retainedNodes: !431)
!680 = !DILocalVariable(name: "this", arg: 1, scope: !679, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!681 = !DILocation(line: 0, scope: !679)
!682 = !DILocation(line: 32, column: 29, scope: !679)
!683 = !DILocation(line: 32, column: 22, scope: !679)
!684 = distinct !DISubprogram(name: "cols", linkageName: "_ZNK4Grid4colsEv", scope: !6, file: !1, line: 33, type: !37, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !39, retainedNodes: !431)
!685 = !DILocalVariable(name: "this", arg: 1, scope: !684, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!686 = !DILocation(line: 0, scope: !684)
!687 = !DILocation(line: 33, column: 29, scope: !684)
!688 = !DILocation(line: 33, column: 22, scope: !684)
!689 = distinct !DISubprogram(name: "corner", linkageName: "_ZL6cornerRK4Grid4Dims", scope: !1, file: !1, line: 44, type: !690, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !431)
!690 = !DISubroutineType(types: !691)
!691 = !{!13, !692, !484}
!692 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !28, size: 64)
!693 = !DILocalVariable(name: "g", arg: 1, scope: !689, file: !1, line: 44, type: !692)
!694 = !DILocation(line: 44, column: 34, scope: !689)
!695 = !DILocalVariable(name: "d", arg: 2, scope: !689, file: !1, line: 44, type: !484)
!696 = !DILocation(line: 44, column: 42, scope: !689)
!697 = !DILocalVariable(name: "s", scope: !689, file: !1, line: 45, type: !13)
!698 = !DILocation(line: 45, column: 10, scope: !689)
!699 = !DILocalVariable(name: "i", scope: !700, file: !1, line: 46, type: !9)
!700 = distinct !DILexicalBlock(scope: !689, file: !1, line: 46, column: 3)
!701 = !DILocation(line: 46, column: 12, scope: !700)
!702 = !DILocation(line: 46, column: 8, scope: !700)
!703 = !DILocation(line: 46, column: 19, scope: !704)
!704 = distinct !DILexicalBlock(scope: !700, file: !1, line: 46, column: 3)
!705 = !DILocation(line: 46, column: 25, scope: !704)
!706 = !DILocation(line: 46, column: 21, scope: !704)
!707 = !DILocation(line: 46, column: 3, scope: !700)
!708 = !DILocalVariable(name: "j", scope: !709, file: !1, line: 47, type: !9)
!709 = distinct !DILexicalBlock(scope: !704, file: !1, line: 47, column: 5)
!710 = !DILocation(line: 47, column: 14, scope: !709)
!711 = !DILocation(line: 47, column: 10, scope: !709)
!712 = !DILocation(line: 47, column: 21, scope: !713)
!713 = distinct !DILexicalBlock(scope: !709, file: !1, line: 47, column: 5)
!714 = !DILocation(line: 47, column: 27, scope: !713)
!715 = !DILocation(line: 47, column: 23, scope: !713)
!716 = !DILocation(line: 47, column: 5, scope: !709)
!717 = !DILocation(line: 47, column: 40, scope: !713)
!718 = !DILocation(line: 47, column: 46, scope: !713)
!719 = !DILocation(line: 47, column: 49, scope: !713)
!720 = !DILocation(line: 47, column: 42, scope: !713)
!721 = !DILocation(line: 47, column: 37, scope: !713)
!722 = !DILocation(line: 47, column: 35, scope: !713)
!723 = !DILocation(line: 47, column: 31, scope: !713)
!724 = !DILocation(line: 47, column: 5, scope: !713)
!725 = distinct !{!725, !716, !726, !572}
!726 = !DILocation(line: 47, column: 50, scope: !709)
!727 = !DILocation(line: 46, column: 29, scope: !704)
!728 = !DILocation(line: 46, column: 3, scope: !704)
!729 = distinct !{!729, !707, !730, !572}
!730 = !DILocation(line: 47, column: 50, scope: !700)
!731 = !DILocation(line: 48, column: 10, scope: !689)
!732 = !DILocation(line: 48, column: 3, scope: !689)
!733 = distinct !DISubprogram(name: "fill", linkageName: "_ZN4Grid4fillEd", scope: !6, file: !1, line: 14, type: !22, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !21, retainedNodes: !431)
!734 = !DILocalVariable(name: "this", arg: 1, scope: !733, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!735 = !DILocation(line: 0, scope: !733)
!736 = !DILocalVariable(name: "v", arg: 2, scope: !733, file: !1, line: 14, type: !13)
!737 = !DILocation(line: 14, column: 20, scope: !733)
!738 = !DILocalVariable(name: "i", scope: !739, file: !1, line: 15, type: !9)
!739 = distinct !DILexicalBlock(scope: !733, file: !1, line: 15, column: 5)
!740 = !DILocation(line: 15, column: 14, scope: !739)
!741 = !DILocation(line: 15, column: 10, scope: !739)
!742 = !DILocation(line: 15, column: 21, scope: !743)
!743 = distinct !DILexicalBlock(scope: !739, file: !1, line: 15, column: 5)
!744 = !DILocation(line: 15, column: 25, scope: !743)
!745 = !DILocation(line: 15, column: 23, scope: !743)
!746 = !DILocation(line: 15, column: 5, scope: !739)
!747 = !DILocalVariable(name: "j", scope: !748, file: !1, line: 16, type: !9)
!748 = distinct !DILexicalBlock(scope: !743, file: !1, line: 16, column: 7)
!749 = !DILocation(line: 16, column: 16, scope: !748)
!750 = !DILocation(line: 16, column: 12, scope: !748)
!751 = !DILocation(line: 16, column: 23, scope: !752)
!752 = distinct !DILexicalBlock(scope: !748, file: !1, line: 16, column: 7)
!753 = !DILocation(line: 16, column: 27, scope: !752)
!754 = !DILocation(line: 16, column: 25, scope: !752)
!755 = !DILocation(line: 16, column: 7, scope: !748)
!756 = !DILocation(line: 17, column: 32, scope: !752)
!757 = !DILocation(line: 17, column: 36, scope: !752)
!758 = !DILocation(line: 17, column: 34, scope: !752)
!759 = !DILocation(line: 17, column: 40, scope: !752)
!760 = !DILocation(line: 17, column: 38, scope: !752)
!761 = !DILocation(line: 17, column: 9, scope: !752)
!762 = !DILocation(line: 17, column: 15, scope: !752)
!763 = !DILocation(line: 17, column: 19, scope: !752)
!764 = !DILocation(line: 17, column: 17, scope: !752)
!765 = !DILocation(line: 17, column: 27, scope: !752)
!766 = !DILocation(line: 17, column: 25, scope: !752)
!767 = !DILocation(line: 17, column: 30, scope: !752)
!768 = !DILocation(line: 16, column: 35, scope: !752)
!769 = !DILocation(line: 16, column: 7, scope: !752)
!770 = distinct !{!770, !755, !771, !572}
!771 = !DILocation(line: 17, column: 40, scope: !748)
!772 = !DILocation(line: 15, column: 33, scope: !743)
!773 = !DILocation(line: 15, column: 5, scope: !743)
!774 = distinct !{!774, !746, !775, !572}
!775 = !DILocation(line: 17, column: 40, scope: !739)
!776 = !DILocation(line: 18, column: 3, scope: !733)
!777 = distinct !DISubprogram(name: "~Grid", linkageName: "_ZN4GridD2Ev", scope: !6, file: !1, line: 13, type: !19, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !18, retainedNodes: !431)
!778 = !DILocalVariable(name: "this", arg: 1, scope: !777, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!779 = !DILocation(line: 0, scope: !777)
!780 = !DILocation(line: 13, column: 22, scope: !781)
!781 = distinct !DILexicalBlock(scope: !777, file: !1, line: 13, column: 11)
!782 = !DILocation(line: 13, column: 13, scope: !781)
!783 = !DILocation(line: 13, column: 29, scope: !777)
!784 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Grid3getEii", scope: !6, file: !1, line: 31, type: !34, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !33, retainedNodes: !431)
!785 = !DILocalVariable(name: "this", arg: 1, scope: !784, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!786 = !DILocation(line: 0, scope: !784)
!787 = !DILocalVariable(name: "i", arg: 2, scope: !784, file: !1, line: 31, type: !9)
!788 = !DILocation(line: 31, column: 18, scope: !784)
!789 = !DILocalVariable(name: "j", arg: 3, scope: !784, file: !1, line: 31, type: !9)
!790 = !DILocation(line: 31, column: 25, scope: !784)
!791 = !DILocation(line: 31, column: 43, scope: !784)
!792 = !DILocation(line: 31, column: 49, scope: !784)
!793 = !DILocation(line: 31, column: 53, scope: !784)
!794 = !DILocation(line: 31, column: 51, scope: !784)
!795 = !DILocation(line: 31, column: 61, scope: !784)
!796 = !DILocation(line: 31, column: 59, scope: !784)
!797 = !DILocation(line: 31, column: 36, scope: !784)
