; ModuleID = 'obj_members.cpp'
source_filename = "obj_members.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Params = type { i32, i32 }
%class.Grid = type { i32, i32, double* }

$_ZN4GridC2Eii = comdat any

$_ZNK4Grid11smooth_intoERS_ = comdat any

$_ZNK4Grid3sumEv = comdat any

$_ZNK4Grid4rowsEv = comdat any

$_ZNK4Grid4colsEv = comdat any

$_ZN4Grid4fillEd = comdat any

$_ZN4GridD2Ev = comdat any

@__const.main.p1 = private unnamed_addr constant %struct.Params { i32 3, i32 1 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.Params { i32 2, i32 4 }, align 4
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !425 {
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
  %16 = alloca %class.Grid*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !429, metadata !DIExpression()), !dbg !430
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !431, metadata !DIExpression()), !dbg !432
  call void @llvm.dbg.declare(metadata i32* %6, metadata !433, metadata !DIExpression()), !dbg !434
  %17 = load i32, i32* %4, align 4, !dbg !435
  %18 = icmp sgt i32 %17, 1, !dbg !436
  br i1 %18, label %19, label %24, !dbg !435

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !437
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !437
  %22 = load i8*, i8** %21, align 8, !dbg !437
  %23 = call i32 @atoi(i8* noundef %22) #11, !dbg !438
  br label %25, !dbg !435

24:                                               ; preds = %2
  br label %25, !dbg !435

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 40, %24 ], !dbg !435
  store i32 %26, i32* %6, align 4, !dbg !434
  call void @llvm.dbg.declare(metadata i32* %7, metadata !439, metadata !DIExpression()), !dbg !440
  %27 = load i32, i32* %4, align 4, !dbg !441
  %28 = icmp sgt i32 %27, 2, !dbg !442
  br i1 %28, label %29, label %34, !dbg !441

29:                                               ; preds = %25
  %30 = load i8**, i8*** %5, align 8, !dbg !443
  %31 = getelementptr inbounds i8*, i8** %30, i64 2, !dbg !443
  %32 = load i8*, i8** %31, align 8, !dbg !443
  %33 = call i32 @atoi(i8* noundef %32) #11, !dbg !444
  br label %35, !dbg !441

34:                                               ; preds = %25
  br label %35, !dbg !441

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 24, %34 ], !dbg !441
  store i32 %36, i32* %7, align 4, !dbg !440
  call void @llvm.dbg.declare(metadata %class.Grid* %8, metadata !445, metadata !DIExpression()), !dbg !446
  %37 = load i32, i32* %6, align 4, !dbg !447
  %38 = load i32, i32* %7, align 4, !dbg !448
  call void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8, i32 noundef %37, i32 noundef %38), !dbg !446
  call void @llvm.dbg.declare(metadata %class.Grid* %9, metadata !449, metadata !DIExpression()), !dbg !450
  %39 = load i32, i32* %6, align 4, !dbg !451
  %40 = sub nsw i32 %39, 2, !dbg !452
  %41 = load i32, i32* %7, align 4, !dbg !453
  %42 = sub nsw i32 %41, 2, !dbg !454
  invoke void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9, i32 noundef %40, i32 noundef %42)
          to label %43 unwind label %87, !dbg !450

43:                                               ; preds = %35
  call void @llvm.dbg.declare(metadata %class.Grid* %12, metadata !455, metadata !DIExpression()), !dbg !456
  %44 = load i32, i32* %7, align 4, !dbg !457
  %45 = load i32, i32* %6, align 4, !dbg !458
  invoke void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12, i32 noundef %44, i32 noundef %45)
          to label %46 unwind label %91, !dbg !456

46:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata %struct.Params* %13, metadata !459, metadata !DIExpression()), !dbg !464
  %47 = bitcast %struct.Params* %13 to i8*, !dbg !464
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %47, i8* align 4 bitcast (%struct.Params* @__const.main.p1 to i8*), i64 8, i1 false), !dbg !464
  call void @llvm.dbg.declare(metadata %struct.Params* %14, metadata !465, metadata !DIExpression()), !dbg !466
  %48 = bitcast %struct.Params* %14 to i8*, !dbg !466
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %48, i8* align 4 bitcast (%struct.Params* @__const.main.p2 to i8*), i64 8, i1 false), !dbg !466
  call void @llvm.dbg.declare(metadata double* %15, metadata !467, metadata !DIExpression()), !dbg !468
  %49 = invoke noundef double @_ZL5sweepR4GridRK6Params(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8, %struct.Params* noundef nonnull align 4 dereferenceable(8) %13)
          to label %50 unwind label %95, !dbg !469

50:                                               ; preds = %46
  %51 = invoke noundef double @_ZL5sweepR4GridRK6Params(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12, %struct.Params* noundef nonnull align 4 dereferenceable(8) %14)
          to label %52 unwind label %95, !dbg !470

52:                                               ; preds = %50
  %53 = fadd double %49, %51, !dbg !471
  store double %53, double* %15, align 8, !dbg !468
  invoke void @_ZNK4Grid11smooth_intoERS_(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8, %class.Grid* noundef nonnull align 8 dereferenceable(16) %9)
          to label %54 unwind label %95, !dbg !472

54:                                               ; preds = %52
  %55 = invoke noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9)
          to label %56 unwind label %95, !dbg !473

56:                                               ; preds = %54
  %57 = invoke noundef i32 @_ZNK4Grid4rowsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12)
          to label %58 unwind label %95, !dbg !474

58:                                               ; preds = %56
  %59 = invoke noundef i32 @_ZNK4Grid4colsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12)
          to label %60 unwind label %95, !dbg !475

60:                                               ; preds = %58
  %61 = mul nsw i32 %57, %59, !dbg !476
  %62 = sitofp i32 %61 to double, !dbg !477
  %63 = fadd double %55, %62, !dbg !478
  %64 = load double, double* %15, align 8, !dbg !479
  %65 = fadd double %64, %63, !dbg !479
  store double %65, double* %15, align 8, !dbg !479
  call void @llvm.dbg.declare(metadata %class.Grid** %16, metadata !480, metadata !DIExpression()), !dbg !482
  %66 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #12
          to label %67 unwind label %95, !dbg !483, !heapallocsite !6

67:                                               ; preds = %60
  %68 = bitcast i8* %66 to %class.Grid*, !dbg !483
  %69 = load i32, i32* %7, align 4, !dbg !484
  invoke void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %68, i32 noundef %69, i32 noundef 5)
          to label %70 unwind label %99, !dbg !485

70:                                               ; preds = %67
  store %class.Grid* %68, %class.Grid** %16, align 8, !dbg !482
  %71 = load %class.Grid*, %class.Grid** %16, align 8, !dbg !486
  invoke void @_ZN4Grid4fillEd(%class.Grid* noundef nonnull align 8 dereferenceable(16) %71, double noundef 1.500000e+00)
          to label %72 unwind label %95, !dbg !487

72:                                               ; preds = %70
  %73 = load %class.Grid*, %class.Grid** %16, align 8, !dbg !488
  %74 = invoke noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %73)
          to label %75 unwind label %95, !dbg !489

75:                                               ; preds = %72
  %76 = load double, double* %15, align 8, !dbg !490
  %77 = fadd double %76, %74, !dbg !490
  store double %77, double* %15, align 8, !dbg !490
  %78 = load %class.Grid*, %class.Grid** %16, align 8, !dbg !491
  %79 = icmp eq %class.Grid* %78, null, !dbg !492
  br i1 %79, label %82, label %80, !dbg !492

80:                                               ; preds = %75
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %78) #13, !dbg !492
  %81 = bitcast %class.Grid* %78 to i8*, !dbg !492
  call void @_ZdlPv(i8* noundef %81) #14, !dbg !492
  br label %82, !dbg !492

82:                                               ; preds = %80, %75
  %83 = load double, double* %15, align 8, !dbg !493
  %84 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %83)
          to label %85 unwind label %95, !dbg !494

85:                                               ; preds = %82
  store i32 0, i32* %3, align 4, !dbg !495
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12) #13, !dbg !496
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9) #13, !dbg !496
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8) #13, !dbg !496
  %86 = load i32, i32* %3, align 4, !dbg !496
  ret i32 %86, !dbg !496

87:                                               ; preds = %35
  %88 = landingpad { i8*, i32 }
          cleanup, !dbg !496
  %89 = extractvalue { i8*, i32 } %88, 0, !dbg !496
  store i8* %89, i8** %10, align 8, !dbg !496
  %90 = extractvalue { i8*, i32 } %88, 1, !dbg !496
  store i32 %90, i32* %11, align 4, !dbg !496
  br label %105, !dbg !496

91:                                               ; preds = %43
  %92 = landingpad { i8*, i32 }
          cleanup, !dbg !496
  %93 = extractvalue { i8*, i32 } %92, 0, !dbg !496
  store i8* %93, i8** %10, align 8, !dbg !496
  %94 = extractvalue { i8*, i32 } %92, 1, !dbg !496
  store i32 %94, i32* %11, align 4, !dbg !496
  br label %104, !dbg !496

95:                                               ; preds = %82, %72, %70, %60, %58, %56, %54, %52, %50, %46
  %96 = landingpad { i8*, i32 }
          cleanup, !dbg !496
  %97 = extractvalue { i8*, i32 } %96, 0, !dbg !496
  store i8* %97, i8** %10, align 8, !dbg !496
  %98 = extractvalue { i8*, i32 } %96, 1, !dbg !496
  store i32 %98, i32* %11, align 4, !dbg !496
  br label %103, !dbg !496

99:                                               ; preds = %67
  %100 = landingpad { i8*, i32 }
          cleanup, !dbg !496
  %101 = extractvalue { i8*, i32 } %100, 0, !dbg !496
  store i8* %101, i8** %10, align 8, !dbg !496
  %102 = extractvalue { i8*, i32 } %100, 1, !dbg !496
  store i32 %102, i32* %11, align 4, !dbg !496
  call void @_ZdlPv(i8* noundef %66) #14, !dbg !483
  br label %103, !dbg !483

103:                                              ; preds = %99, %95
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %12) #13, !dbg !496
  br label %104, !dbg !496

104:                                              ; preds = %103, %91
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %9) #13, !dbg !496
  br label %105, !dbg !496

105:                                              ; preds = %104, %87
  call void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %8) #13, !dbg !496
  br label %106, !dbg !496

106:                                              ; preds = %105
  %107 = load i8*, i8** %10, align 8, !dbg !496
  %108 = load i32, i32* %11, align 4, !dbg !496
  %109 = insertvalue { i8*, i32 } undef, i8* %107, 0, !dbg !496
  %110 = insertvalue { i8*, i32 } %109, i32 %108, 1, !dbg !496
  resume { i8*, i32 } %110, !dbg !496
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4GridC2Eii(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 !dbg !497 {
  %4 = alloca %class.Grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %4, metadata !498, metadata !DIExpression()), !dbg !499
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !500, metadata !DIExpression()), !dbg !501
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !502, metadata !DIExpression()), !dbg !503
  %7 = load %class.Grid*, %class.Grid** %4, align 8
  %8 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 0, !dbg !504
  %9 = load i32, i32* %5, align 4, !dbg !505
  store i32 %9, i32* %8, align 8, !dbg !504
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !506
  %11 = load i32, i32* %6, align 4, !dbg !507
  store i32 %11, i32* %10, align 4, !dbg !506
  %12 = load i32, i32* %5, align 4, !dbg !508
  %13 = sext i32 %12 to i64, !dbg !508
  %14 = load i32, i32* %6, align 4, !dbg !510
  %15 = sext i32 %14 to i64, !dbg !510
  %16 = mul i64 %13, %15, !dbg !511
  %17 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %16, i64 8), !dbg !512
  %18 = extractvalue { i64, i1 } %17, 1, !dbg !512
  %19 = extractvalue { i64, i1 } %17, 0, !dbg !512
  %20 = select i1 %18, i64 -1, i64 %19, !dbg !512
  %21 = call noalias noundef nonnull i8* @_Znam(i64 noundef %20) #12, !dbg !512, !heapallocsite !13
  %22 = bitcast i8* %21 to double*, !dbg !512
  %23 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !513
  store double* %22, double** %23, align 8, !dbg !514
  ret void, !dbg !515
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL5sweepR4GridRK6Params(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, %struct.Params* noundef nonnull align 4 dereferenceable(8) %1) #5 !dbg !516 {
  %3 = alloca %class.Grid*, align 8
  %4 = alloca %struct.Params*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %3, metadata !521, metadata !DIExpression()), !dbg !522
  store %struct.Params* %1, %struct.Params** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Params** %4, metadata !523, metadata !DIExpression()), !dbg !524
  call void @llvm.dbg.declare(metadata double* %5, metadata !525, metadata !DIExpression()), !dbg !526
  store double 0.000000e+00, double* %5, align 8, !dbg !526
  call void @llvm.dbg.declare(metadata i32* %6, metadata !527, metadata !DIExpression()), !dbg !529
  store i32 0, i32* %6, align 4, !dbg !529
  br label %7, !dbg !530

7:                                                ; preds = %21, %2
  %8 = load i32, i32* %6, align 4, !dbg !531
  %9 = load %struct.Params*, %struct.Params** %4, align 8, !dbg !533
  %10 = getelementptr inbounds %struct.Params, %struct.Params* %9, i32 0, i32 0, !dbg !534
  %11 = load i32, i32* %10, align 4, !dbg !534
  %12 = icmp slt i32 %8, %11, !dbg !535
  br i1 %12, label %13, label %24, !dbg !536

13:                                               ; preds = %7
  %14 = load %class.Grid*, %class.Grid** %3, align 8, !dbg !537
  %15 = load i32, i32* %6, align 4, !dbg !539
  %16 = sitofp i32 %15 to double, !dbg !539
  call void @_ZN4Grid4fillEd(%class.Grid* noundef nonnull align 8 dereferenceable(16) %14, double noundef %16), !dbg !540
  %17 = load %class.Grid*, %class.Grid** %3, align 8, !dbg !541
  %18 = call noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %17), !dbg !542
  %19 = load double, double* %5, align 8, !dbg !543
  %20 = fadd double %19, %18, !dbg !543
  store double %20, double* %5, align 8, !dbg !543
  br label %21, !dbg !544

21:                                               ; preds = %13
  %22 = load i32, i32* %6, align 4, !dbg !545
  %23 = add nsw i32 %22, 1, !dbg !545
  store i32 %23, i32* %6, align 4, !dbg !545
  br label %7, !dbg !546, !llvm.loop !547

24:                                               ; preds = %7
  %25 = load double, double* %5, align 8, !dbg !550
  ret double %25, !dbg !551
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNK4Grid11smooth_intoERS_(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, %class.Grid* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 !dbg !552 {
  %3 = alloca %class.Grid*, align 8
  %4 = alloca %class.Grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %3, metadata !553, metadata !DIExpression()), !dbg !555
  store %class.Grid* %1, %class.Grid** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %4, metadata !556, metadata !DIExpression()), !dbg !557
  %7 = load %class.Grid*, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata i32* %5, metadata !558, metadata !DIExpression()), !dbg !560
  store i32 1, i32* %5, align 4, !dbg !560
  br label %8, !dbg !561

8:                                                ; preds = %92, %2
  %9 = load i32, i32* %5, align 4, !dbg !562
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 0, !dbg !564
  %11 = load i32, i32* %10, align 8, !dbg !564
  %12 = sub nsw i32 %11, 1, !dbg !565
  %13 = icmp slt i32 %9, %12, !dbg !566
  br i1 %13, label %14, label %95, !dbg !567

14:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %6, metadata !568, metadata !DIExpression()), !dbg !570
  store i32 1, i32* %6, align 4, !dbg !570
  br label %15, !dbg !571

15:                                               ; preds = %88, %14
  %16 = load i32, i32* %6, align 4, !dbg !572
  %17 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !574
  %18 = load i32, i32* %17, align 4, !dbg !574
  %19 = sub nsw i32 %18, 1, !dbg !575
  %20 = icmp slt i32 %16, %19, !dbg !576
  br i1 %20, label %21, label %91, !dbg !577

21:                                               ; preds = %15
  %22 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !578
  %23 = load double*, double** %22, align 8, !dbg !578
  %24 = load i32, i32* %5, align 4, !dbg !579
  %25 = sub nsw i32 %24, 1, !dbg !580
  %26 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !581
  %27 = load i32, i32* %26, align 4, !dbg !581
  %28 = mul nsw i32 %25, %27, !dbg !582
  %29 = load i32, i32* %6, align 4, !dbg !583
  %30 = add nsw i32 %28, %29, !dbg !584
  %31 = sext i32 %30 to i64, !dbg !578
  %32 = getelementptr inbounds double, double* %23, i64 %31, !dbg !578
  %33 = load double, double* %32, align 8, !dbg !578
  %34 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !585
  %35 = load double*, double** %34, align 8, !dbg !585
  %36 = load i32, i32* %5, align 4, !dbg !586
  %37 = add nsw i32 %36, 1, !dbg !587
  %38 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !588
  %39 = load i32, i32* %38, align 4, !dbg !588
  %40 = mul nsw i32 %37, %39, !dbg !589
  %41 = load i32, i32* %6, align 4, !dbg !590
  %42 = add nsw i32 %40, %41, !dbg !591
  %43 = sext i32 %42 to i64, !dbg !585
  %44 = getelementptr inbounds double, double* %35, i64 %43, !dbg !585
  %45 = load double, double* %44, align 8, !dbg !585
  %46 = fadd double %33, %45, !dbg !592
  %47 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !593
  %48 = load double*, double** %47, align 8, !dbg !593
  %49 = load i32, i32* %5, align 4, !dbg !594
  %50 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !595
  %51 = load i32, i32* %50, align 4, !dbg !595
  %52 = mul nsw i32 %49, %51, !dbg !596
  %53 = load i32, i32* %6, align 4, !dbg !597
  %54 = add nsw i32 %52, %53, !dbg !598
  %55 = sub nsw i32 %54, 1, !dbg !599
  %56 = sext i32 %55 to i64, !dbg !593
  %57 = getelementptr inbounds double, double* %48, i64 %56, !dbg !593
  %58 = load double, double* %57, align 8, !dbg !593
  %59 = fadd double %46, %58, !dbg !600
  %60 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !601
  %61 = load double*, double** %60, align 8, !dbg !601
  %62 = load i32, i32* %5, align 4, !dbg !602
  %63 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !603
  %64 = load i32, i32* %63, align 4, !dbg !603
  %65 = mul nsw i32 %62, %64, !dbg !604
  %66 = load i32, i32* %6, align 4, !dbg !605
  %67 = add nsw i32 %65, %66, !dbg !606
  %68 = add nsw i32 %67, 1, !dbg !607
  %69 = sext i32 %68 to i64, !dbg !601
  %70 = getelementptr inbounds double, double* %61, i64 %69, !dbg !601
  %71 = load double, double* %70, align 8, !dbg !601
  %72 = fadd double %59, %71, !dbg !608
  %73 = fmul double %72, 2.500000e-01, !dbg !609
  %74 = load %class.Grid*, %class.Grid** %4, align 8, !dbg !610
  %75 = getelementptr inbounds %class.Grid, %class.Grid* %74, i32 0, i32 2, !dbg !611
  %76 = load double*, double** %75, align 8, !dbg !611
  %77 = load i32, i32* %5, align 4, !dbg !612
  %78 = sub nsw i32 %77, 1, !dbg !613
  %79 = load %class.Grid*, %class.Grid** %4, align 8, !dbg !614
  %80 = getelementptr inbounds %class.Grid, %class.Grid* %79, i32 0, i32 1, !dbg !615
  %81 = load i32, i32* %80, align 4, !dbg !615
  %82 = mul nsw i32 %78, %81, !dbg !616
  %83 = load i32, i32* %6, align 4, !dbg !617
  %84 = sub nsw i32 %83, 1, !dbg !618
  %85 = add nsw i32 %82, %84, !dbg !619
  %86 = sext i32 %85 to i64, !dbg !610
  %87 = getelementptr inbounds double, double* %76, i64 %86, !dbg !610
  store double %73, double* %87, align 8, !dbg !620
  br label %88, !dbg !610

88:                                               ; preds = %21
  %89 = load i32, i32* %6, align 4, !dbg !621
  %90 = add nsw i32 %89, 1, !dbg !621
  store i32 %90, i32* %6, align 4, !dbg !621
  br label %15, !dbg !622, !llvm.loop !623

91:                                               ; preds = %15
  br label %92, !dbg !624

92:                                               ; preds = %91
  %93 = load i32, i32* %5, align 4, !dbg !625
  %94 = add nsw i32 %93, 1, !dbg !625
  store i32 %94, i32* %5, align 4, !dbg !625
  br label %8, !dbg !626, !llvm.loop !627

95:                                               ; preds = %8
  ret void, !dbg !629
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Grid3sumEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) #6 comdat align 2 !dbg !630 {
  %2 = alloca %class.Grid*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !631, metadata !DIExpression()), !dbg !632
  %5 = load %class.Grid*, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !633, metadata !DIExpression()), !dbg !634
  store double 0.000000e+00, double* %3, align 8, !dbg !634
  call void @llvm.dbg.declare(metadata i32* %4, metadata !635, metadata !DIExpression()), !dbg !637
  store i32 0, i32* %4, align 4, !dbg !637
  br label %6, !dbg !638

6:                                                ; preds = %23, %1
  %7 = load i32, i32* %4, align 4, !dbg !639
  %8 = getelementptr inbounds %class.Grid, %class.Grid* %5, i32 0, i32 0, !dbg !641
  %9 = load i32, i32* %8, align 8, !dbg !641
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %5, i32 0, i32 1, !dbg !642
  %11 = load i32, i32* %10, align 4, !dbg !642
  %12 = mul nsw i32 %9, %11, !dbg !643
  %13 = icmp slt i32 %7, %12, !dbg !644
  br i1 %13, label %14, label %26, !dbg !645

14:                                               ; preds = %6
  %15 = getelementptr inbounds %class.Grid, %class.Grid* %5, i32 0, i32 2, !dbg !646
  %16 = load double*, double** %15, align 8, !dbg !646
  %17 = load i32, i32* %4, align 4, !dbg !647
  %18 = sext i32 %17 to i64, !dbg !646
  %19 = getelementptr inbounds double, double* %16, i64 %18, !dbg !646
  %20 = load double, double* %19, align 8, !dbg !646
  %21 = load double, double* %3, align 8, !dbg !648
  %22 = fadd double %21, %20, !dbg !648
  store double %22, double* %3, align 8, !dbg !648
  br label %23, !dbg !649

23:                                               ; preds = %14
  %24 = load i32, i32* %4, align 4, !dbg !650
  %25 = add nsw i32 %24, 1, !dbg !650
  store i32 %25, i32* %4, align 4, !dbg !650
  br label %6, !dbg !651, !llvm.loop !652

26:                                               ; preds = %6
  %27 = load double, double* %3, align 8, !dbg !654
  ret double %27, !dbg !655
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Grid4rowsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) #6 comdat align 2 !dbg !656 {
  %2 = alloca %class.Grid*, align 8
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !657, metadata !DIExpression()), !dbg !658
  %3 = load %class.Grid*, %class.Grid** %2, align 8
  %4 = getelementptr inbounds %class.Grid, %class.Grid* %3, i32 0, i32 0, !dbg !659
  %5 = load i32, i32* %4, align 8, !dbg !659
  ret i32 %5, !dbg !660
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Grid4colsEv(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) #6 comdat align 2 !dbg !661 {
  %2 = alloca %class.Grid*, align 8
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !662, metadata !DIExpression()), !dbg !663
  %3 = load %class.Grid*, %class.Grid** %2, align 8
  %4 = getelementptr inbounds %class.Grid, %class.Grid* %3, i32 0, i32 1, !dbg !664
  %5 = load i32, i32* %4, align 4, !dbg !664
  ret i32 %5, !dbg !665
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4Grid4fillEd(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #6 comdat align 2 !dbg !666 {
  %3 = alloca %class.Grid*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Grid* %0, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %3, metadata !667, metadata !DIExpression()), !dbg !668
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !669, metadata !DIExpression()), !dbg !670
  %7 = load %class.Grid*, %class.Grid** %3, align 8
  call void @llvm.dbg.declare(metadata i32* %5, metadata !671, metadata !DIExpression()), !dbg !673
  store i32 0, i32* %5, align 4, !dbg !673
  br label %8, !dbg !674

8:                                                ; preds = %41, %2
  %9 = load i32, i32* %5, align 4, !dbg !675
  %10 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 0, !dbg !677
  %11 = load i32, i32* %10, align 8, !dbg !677
  %12 = icmp slt i32 %9, %11, !dbg !678
  br i1 %12, label %13, label %44, !dbg !679

13:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %6, metadata !680, metadata !DIExpression()), !dbg !682
  store i32 0, i32* %6, align 4, !dbg !682
  br label %14, !dbg !683

14:                                               ; preds = %37, %13
  %15 = load i32, i32* %6, align 4, !dbg !684
  %16 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !686
  %17 = load i32, i32* %16, align 4, !dbg !686
  %18 = icmp slt i32 %15, %17, !dbg !687
  br i1 %18, label %19, label %40, !dbg !688

19:                                               ; preds = %14
  %20 = load double, double* %4, align 8, !dbg !689
  %21 = load i32, i32* %5, align 4, !dbg !690
  %22 = sitofp i32 %21 to double, !dbg !690
  %23 = fadd double %20, %22, !dbg !691
  %24 = load i32, i32* %6, align 4, !dbg !692
  %25 = sitofp i32 %24 to double, !dbg !692
  %26 = fsub double %23, %25, !dbg !693
  %27 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 2, !dbg !694
  %28 = load double*, double** %27, align 8, !dbg !694
  %29 = load i32, i32* %5, align 4, !dbg !695
  %30 = getelementptr inbounds %class.Grid, %class.Grid* %7, i32 0, i32 1, !dbg !696
  %31 = load i32, i32* %30, align 4, !dbg !696
  %32 = mul nsw i32 %29, %31, !dbg !697
  %33 = load i32, i32* %6, align 4, !dbg !698
  %34 = add nsw i32 %32, %33, !dbg !699
  %35 = sext i32 %34 to i64, !dbg !694
  %36 = getelementptr inbounds double, double* %28, i64 %35, !dbg !694
  store double %26, double* %36, align 8, !dbg !700
  br label %37, !dbg !694

37:                                               ; preds = %19
  %38 = load i32, i32* %6, align 4, !dbg !701
  %39 = add nsw i32 %38, 1, !dbg !701
  store i32 %39, i32* %6, align 4, !dbg !701
  br label %14, !dbg !702, !llvm.loop !703

40:                                               ; preds = %14
  br label %41, !dbg !704

41:                                               ; preds = %40
  %42 = load i32, i32* %5, align 4, !dbg !705
  %43 = add nsw i32 %42, 1, !dbg !705
  store i32 %43, i32* %5, align 4, !dbg !705
  br label %8, !dbg !706, !llvm.loop !707

44:                                               ; preds = %8
  ret void, !dbg !709
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4GridD2Ev(%class.Grid* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 !dbg !710 {
  %2 = alloca %class.Grid*, align 8
  store %class.Grid* %0, %class.Grid** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Grid** %2, metadata !711, metadata !DIExpression()), !dbg !712
  %3 = load %class.Grid*, %class.Grid** %2, align 8
  %4 = getelementptr inbounds %class.Grid, %class.Grid* %3, i32 0, i32 2, !dbg !713
  %5 = load double*, double** %4, align 8, !dbg !713
  %6 = icmp eq double* %5, null, !dbg !715
  br i1 %6, label %9, label %7, !dbg !715

7:                                                ; preds = %1
  %8 = bitcast double* %5 to i8*, !dbg !715
  call void @_ZdaPv(i8* noundef %8) #14, !dbg !715
  br label %9, !dbg !715

9:                                                ; preds = %7, %1
  ret void, !dbg !716
}

declare i32 @printf(i8* noundef, ...) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #7

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
!llvm.module.flags = !{!417, !418, !419, !420, !421, !422, !423}
!llvm.ident = !{!424}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !37, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d61b8fc3af5792adf052dc8a32b4e42f")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Grid", file: !1, line: 8, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, identifier: "_ZTS4Grid")
!7 = !{!8, !10, !11, !14, !18, !21, !24, !29, !33, !36}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !6, file: !1, line: 35, baseType: !9, size: 32)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !6, file: !1, line: 35, baseType: !9, size: 32, offset: 32)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !6, file: !1, line: 36, baseType: !12, size: 64, offset: 64)
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
!33 = !DISubprogram(name: "rows", linkageName: "_ZNK4Grid4rowsEv", scope: !6, file: !1, line: 31, type: !34, scopeLine: 31, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(types: !35)
!35 = !{!9, !27}
!36 = !DISubprogram(name: "cols", linkageName: "_ZNK4Grid4colsEv", scope: !6, file: !1, line: 32, type: !34, scopeLine: 32, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!37 = !{!38, !45, !51, !56, !60, !62, !64, !66, !68, !75, !82, !89, !93, !97, !101, !107, !111, !113, !118, !124, !128, !135, !137, !141, !145, !149, !151, !155, !159, !161, !165, !167, !169, !173, !177, !181, !185, !189, !193, !195, !202, !206, !210, !215, !217, !219, !223, !227, !228, !229, !230, !231, !232, !236, !240, !246, !250, !255, !257, !261, !263, !267, !275, !279, !283, !287, !291, !295, !299, !303, !307, !311, !318, !322, !326, !328, !330, !334, !339, !345, !349, !353, !355, !362, !366, !373, !375, !379, !383, !387, !391, !396, !401, !406, !407, !408, !409, !411, !412, !413, !414, !415, !416}
!38 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !40, file: !44, line: 98)
!39 = !DINamespace(name: "std", scope: null)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !41, line: 7, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !43, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!44 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!45 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !46, file: !44, line: 99)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !47, line: 84, baseType: !48)
!47 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !49, line: 14, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!50 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !49, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!51 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !52, file: !44, line: 101)
!52 = !DISubprogram(name: "clearerr", scope: !47, file: !47, line: 786, type: !53, flags: DIFlagPrototyped, spFlags: 0)
!53 = !DISubroutineType(types: !54)
!54 = !{null, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !57, file: !44, line: 102)
!57 = !DISubprogram(name: "fclose", scope: !47, file: !47, line: 178, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{!9, !55}
!60 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !61, file: !44, line: 103)
!61 = !DISubprogram(name: "feof", scope: !47, file: !47, line: 788, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!62 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !63, file: !44, line: 104)
!63 = !DISubprogram(name: "ferror", scope: !47, file: !47, line: 790, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!64 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !65, file: !44, line: 105)
!65 = !DISubprogram(name: "fflush", scope: !47, file: !47, line: 230, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!66 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !67, file: !44, line: 106)
!67 = !DISubprogram(name: "fgetc", scope: !47, file: !47, line: 513, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!68 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !69, file: !44, line: 107)
!69 = !DISubprogram(name: "fgetpos", scope: !47, file: !47, line: 760, type: !70, flags: DIFlagPrototyped, spFlags: 0)
!70 = !DISubroutineType(types: !71)
!71 = !{!9, !72, !73}
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!75 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !76, file: !44, line: 108)
!76 = !DISubprogram(name: "fgets", scope: !47, file: !47, line: 592, type: !77, flags: DIFlagPrototyped, spFlags: 0)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !81, !9, !72}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!82 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !83, file: !44, line: 109)
!83 = !DISubprogram(name: "fopen", scope: !47, file: !47, line: 258, type: !84, flags: DIFlagPrototyped, spFlags: 0)
!84 = !DISubroutineType(types: !85)
!85 = !{!55, !86, !86}
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!89 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !90, file: !44, line: 110)
!90 = !DISubprogram(name: "fprintf", scope: !47, file: !47, line: 350, type: !91, flags: DIFlagPrototyped, spFlags: 0)
!91 = !DISubroutineType(types: !92)
!92 = !{!9, !72, !86, null}
!93 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !94, file: !44, line: 111)
!94 = !DISubprogram(name: "fputc", scope: !47, file: !47, line: 549, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!95 = !DISubroutineType(types: !96)
!96 = !{!9, !9, !55}
!97 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !98, file: !44, line: 112)
!98 = !DISubprogram(name: "fputs", scope: !47, file: !47, line: 655, type: !99, flags: DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{!9, !86, !72}
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !102, file: !44, line: 113)
!102 = !DISubprogram(name: "fread", scope: !47, file: !47, line: 675, type: !103, flags: DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!3, !105, !3, !3, !72}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !108, file: !44, line: 114)
!108 = !DISubprogram(name: "freopen", scope: !47, file: !47, line: 265, type: !109, flags: DIFlagPrototyped, spFlags: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{!55, !86, !86, !72}
!111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !112, file: !44, line: 115)
!112 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !47, file: !47, line: 434, type: !91, flags: DIFlagPrototyped, spFlags: 0)
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !114, file: !44, line: 116)
!114 = !DISubprogram(name: "fseek", scope: !47, file: !47, line: 713, type: !115, flags: DIFlagPrototyped, spFlags: 0)
!115 = !DISubroutineType(types: !116)
!116 = !{!9, !55, !117, !9}
!117 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !119, file: !44, line: 117)
!119 = !DISubprogram(name: "fsetpos", scope: !47, file: !47, line: 765, type: !120, flags: DIFlagPrototyped, spFlags: 0)
!120 = !DISubroutineType(types: !121)
!121 = !{!9, !55, !122}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !125, file: !44, line: 118)
!125 = !DISubprogram(name: "ftell", scope: !47, file: !47, line: 718, type: !126, flags: DIFlagPrototyped, spFlags: 0)
!126 = !DISubroutineType(types: !127)
!127 = !{!117, !55}
!128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !129, file: !44, line: 119)
!129 = !DISubprogram(name: "fwrite", scope: !47, file: !47, line: 681, type: !130, flags: DIFlagPrototyped, spFlags: 0)
!130 = !DISubroutineType(types: !131)
!131 = !{!3, !132, !3, !3, !72}
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !136, file: !44, line: 120)
!136 = !DISubprogram(name: "getc", scope: !47, file: !47, line: 514, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !138, file: !44, line: 121)
!138 = !DISubprogram(name: "getchar", scope: !47, file: !47, line: 520, type: !139, flags: DIFlagPrototyped, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{!9}
!141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !142, file: !44, line: 126)
!142 = !DISubprogram(name: "perror", scope: !47, file: !47, line: 804, type: !143, flags: DIFlagPrototyped, spFlags: 0)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !87}
!145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !146, file: !44, line: 127)
!146 = !DISubprogram(name: "printf", scope: !47, file: !47, line: 356, type: !147, flags: DIFlagPrototyped, spFlags: 0)
!147 = !DISubroutineType(types: !148)
!148 = !{!9, !86, null}
!149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !150, file: !44, line: 128)
!150 = !DISubprogram(name: "putc", scope: !47, file: !47, line: 550, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !152, file: !44, line: 129)
!152 = !DISubprogram(name: "putchar", scope: !47, file: !47, line: 556, type: !153, flags: DIFlagPrototyped, spFlags: 0)
!153 = !DISubroutineType(types: !154)
!154 = !{!9, !9}
!155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !156, file: !44, line: 130)
!156 = !DISubprogram(name: "puts", scope: !47, file: !47, line: 661, type: !157, flags: DIFlagPrototyped, spFlags: 0)
!157 = !DISubroutineType(types: !158)
!158 = !{!9, !87}
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !160, file: !44, line: 131)
!160 = !DISubprogram(name: "remove", scope: !47, file: !47, line: 152, type: !157, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !162, file: !44, line: 132)
!162 = !DISubprogram(name: "rename", scope: !47, file: !47, line: 154, type: !163, flags: DIFlagPrototyped, spFlags: 0)
!163 = !DISubroutineType(types: !164)
!164 = !{!9, !87, !87}
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !166, file: !44, line: 133)
!166 = !DISubprogram(name: "rewind", scope: !47, file: !47, line: 723, type: !53, flags: DIFlagPrototyped, spFlags: 0)
!167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !168, file: !44, line: 134)
!168 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !47, file: !47, line: 437, type: !147, flags: DIFlagPrototyped, spFlags: 0)
!169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !170, file: !44, line: 135)
!170 = !DISubprogram(name: "setbuf", scope: !47, file: !47, line: 328, type: !171, flags: DIFlagPrototyped, spFlags: 0)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !72, !81}
!173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !174, file: !44, line: 136)
!174 = !DISubprogram(name: "setvbuf", scope: !47, file: !47, line: 332, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{!9, !72, !81, !9, !3}
!177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !178, file: !44, line: 137)
!178 = !DISubprogram(name: "sprintf", scope: !47, file: !47, line: 358, type: !179, flags: DIFlagPrototyped, spFlags: 0)
!179 = !DISubroutineType(types: !180)
!180 = !{!9, !81, !86, null}
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !182, file: !44, line: 138)
!182 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !47, file: !47, line: 439, type: !183, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{!9, !86, !86, null}
!185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !186, file: !44, line: 139)
!186 = !DISubprogram(name: "tmpfile", scope: !47, file: !47, line: 188, type: !187, flags: DIFlagPrototyped, spFlags: 0)
!187 = !DISubroutineType(types: !188)
!188 = !{!55}
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !190, file: !44, line: 141)
!190 = !DISubprogram(name: "tmpnam", scope: !47, file: !47, line: 205, type: !191, flags: DIFlagPrototyped, spFlags: 0)
!191 = !DISubroutineType(types: !192)
!192 = !{!79, !79}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !194, file: !44, line: 143)
!194 = !DISubprogram(name: "ungetc", scope: !47, file: !47, line: 668, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !196, file: !44, line: 144)
!196 = !DISubprogram(name: "vfprintf", scope: !47, file: !47, line: 365, type: !197, flags: DIFlagPrototyped, spFlags: 0)
!197 = !DISubroutineType(types: !198)
!198 = !{!9, !72, !86, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !201, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!201 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata")
!202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !203, file: !44, line: 145)
!203 = !DISubprogram(name: "vprintf", scope: !47, file: !47, line: 371, type: !204, flags: DIFlagPrototyped, spFlags: 0)
!204 = !DISubroutineType(types: !205)
!205 = !{!9, !86, !199}
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !207, file: !44, line: 146)
!207 = !DISubprogram(name: "vsprintf", scope: !47, file: !47, line: 373, type: !208, flags: DIFlagPrototyped, spFlags: 0)
!208 = !DISubroutineType(types: !209)
!209 = !{!9, !81, !86, !199}
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !212, file: !44, line: 175)
!211 = !DINamespace(name: "__gnu_cxx", scope: null)
!212 = !DISubprogram(name: "snprintf", scope: !47, file: !47, line: 378, type: !213, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{!9, !81, !3, !86, null}
!215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !216, file: !44, line: 176)
!216 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !47, file: !47, line: 479, type: !197, flags: DIFlagPrototyped, spFlags: 0)
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !218, file: !44, line: 177)
!218 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !47, file: !47, line: 484, type: !204, flags: DIFlagPrototyped, spFlags: 0)
!219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !220, file: !44, line: 178)
!220 = !DISubprogram(name: "vsnprintf", scope: !47, file: !47, line: 382, type: !221, flags: DIFlagPrototyped, spFlags: 0)
!221 = !DISubroutineType(types: !222)
!222 = !{!9, !81, !3, !86, !199}
!223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !224, file: !44, line: 179)
!224 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !47, file: !47, line: 487, type: !225, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DISubroutineType(types: !226)
!226 = !{!9, !86, !86, !199}
!227 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !212, file: !44, line: 185)
!228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !216, file: !44, line: 186)
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !218, file: !44, line: 187)
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !220, file: !44, line: 188)
!231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !224, file: !44, line: 189)
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !233, file: !235, line: 52)
!233 = !DISubprogram(name: "abs", scope: !234, file: !234, line: 861, type: !153, flags: DIFlagPrototyped, spFlags: 0)
!234 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!235 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !237, file: !239, line: 127)
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !234, line: 63, baseType: !238)
!238 = !DICompositeType(tag: DW_TAG_structure_type, file: !234, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!239 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !241, file: !239, line: 128)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !234, line: 71, baseType: !242)
!242 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !234, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !243, identifier: "_ZTS6ldiv_t")
!243 = !{!244, !245}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !242, file: !234, line: 69, baseType: !117, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !242, file: !234, line: 70, baseType: !117, size: 64, offset: 64)
!246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !247, file: !239, line: 130)
!247 = !DISubprogram(name: "abort", scope: !234, file: !234, line: 611, type: !248, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!248 = !DISubroutineType(types: !249)
!249 = !{null}
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !251, file: !239, line: 134)
!251 = !DISubprogram(name: "atexit", scope: !234, file: !234, line: 615, type: !252, flags: DIFlagPrototyped, spFlags: 0)
!252 = !DISubroutineType(types: !253)
!253 = !{!9, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !256, file: !239, line: 137)
!256 = !DISubprogram(name: "at_quick_exit", scope: !234, file: !234, line: 620, type: !252, flags: DIFlagPrototyped, spFlags: 0)
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !258, file: !239, line: 140)
!258 = !DISubprogram(name: "atof", scope: !234, file: !234, line: 102, type: !259, flags: DIFlagPrototyped, spFlags: 0)
!259 = !DISubroutineType(types: !260)
!260 = !{!13, !87}
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !262, file: !239, line: 141)
!262 = !DISubprogram(name: "atoi", scope: !234, file: !234, line: 105, type: !157, flags: DIFlagPrototyped, spFlags: 0)
!263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !264, file: !239, line: 142)
!264 = !DISubprogram(name: "atol", scope: !234, file: !234, line: 108, type: !265, flags: DIFlagPrototyped, spFlags: 0)
!265 = !DISubroutineType(types: !266)
!266 = !{!117, !87}
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !268, file: !239, line: 143)
!268 = !DISubprogram(name: "bsearch", scope: !234, file: !234, line: 841, type: !269, flags: DIFlagPrototyped, spFlags: 0)
!269 = !DISubroutineType(types: !270)
!270 = !{!106, !133, !133, !3, !3, !271}
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !234, line: 829, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DISubroutineType(types: !274)
!274 = !{!9, !133, !133}
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !276, file: !239, line: 144)
!276 = !DISubprogram(name: "calloc", scope: !234, file: !234, line: 556, type: !277, flags: DIFlagPrototyped, spFlags: 0)
!277 = !DISubroutineType(types: !278)
!278 = !{!106, !3, !3}
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !280, file: !239, line: 145)
!280 = !DISubprogram(name: "div", scope: !234, file: !234, line: 873, type: !281, flags: DIFlagPrototyped, spFlags: 0)
!281 = !DISubroutineType(types: !282)
!282 = !{!237, !9, !9}
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !284, file: !239, line: 146)
!284 = !DISubprogram(name: "exit", scope: !234, file: !234, line: 637, type: !285, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !9}
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !288, file: !239, line: 147)
!288 = !DISubprogram(name: "free", scope: !234, file: !234, line: 568, type: !289, flags: DIFlagPrototyped, spFlags: 0)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !106}
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !292, file: !239, line: 148)
!292 = !DISubprogram(name: "getenv", scope: !234, file: !234, line: 654, type: !293, flags: DIFlagPrototyped, spFlags: 0)
!293 = !DISubroutineType(types: !294)
!294 = !{!79, !87}
!295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !296, file: !239, line: 149)
!296 = !DISubprogram(name: "labs", scope: !234, file: !234, line: 862, type: !297, flags: DIFlagPrototyped, spFlags: 0)
!297 = !DISubroutineType(types: !298)
!298 = !{!117, !117}
!299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !300, file: !239, line: 150)
!300 = !DISubprogram(name: "ldiv", scope: !234, file: !234, line: 875, type: !301, flags: DIFlagPrototyped, spFlags: 0)
!301 = !DISubroutineType(types: !302)
!302 = !{!241, !117, !117}
!303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !304, file: !239, line: 151)
!304 = !DISubprogram(name: "malloc", scope: !234, file: !234, line: 553, type: !305, flags: DIFlagPrototyped, spFlags: 0)
!305 = !DISubroutineType(types: !306)
!306 = !{!106, !3}
!307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !308, file: !239, line: 153)
!308 = !DISubprogram(name: "mblen", scope: !234, file: !234, line: 943, type: !309, flags: DIFlagPrototyped, spFlags: 0)
!309 = !DISubroutineType(types: !310)
!310 = !{!9, !87, !3}
!311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !312, file: !239, line: 154)
!312 = !DISubprogram(name: "mbstowcs", scope: !234, file: !234, line: 954, type: !313, flags: DIFlagPrototyped, spFlags: 0)
!313 = !DISubroutineType(types: !314)
!314 = !{!3, !315, !86, !3}
!315 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!317 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !319, file: !239, line: 155)
!319 = !DISubprogram(name: "mbtowc", scope: !234, file: !234, line: 946, type: !320, flags: DIFlagPrototyped, spFlags: 0)
!320 = !DISubroutineType(types: !321)
!321 = !{!9, !315, !86, !3}
!322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !323, file: !239, line: 157)
!323 = !DISubprogram(name: "qsort", scope: !234, file: !234, line: 851, type: !324, flags: DIFlagPrototyped, spFlags: 0)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !106, !3, !3, !271}
!326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !327, file: !239, line: 160)
!327 = !DISubprogram(name: "quick_exit", scope: !234, file: !234, line: 643, type: !285, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !329, file: !239, line: 163)
!329 = !DISubprogram(name: "rand", scope: !234, file: !234, line: 454, type: !139, flags: DIFlagPrototyped, spFlags: 0)
!330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !331, file: !239, line: 164)
!331 = !DISubprogram(name: "realloc", scope: !234, file: !234, line: 564, type: !332, flags: DIFlagPrototyped, spFlags: 0)
!332 = !DISubroutineType(types: !333)
!333 = !{!106, !106, !3}
!334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !335, file: !239, line: 165)
!335 = !DISubprogram(name: "srand", scope: !234, file: !234, line: 456, type: !336, flags: DIFlagPrototyped, spFlags: 0)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !338}
!338 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !340, file: !239, line: 166)
!340 = !DISubprogram(name: "strtod", scope: !234, file: !234, line: 118, type: !341, flags: DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{!13, !86, !343}
!343 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !344)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !346, file: !239, line: 167)
!346 = !DISubprogram(name: "strtol", scope: !234, file: !234, line: 177, type: !347, flags: DIFlagPrototyped, spFlags: 0)
!347 = !DISubroutineType(types: !348)
!348 = !{!117, !86, !343, !9}
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !350, file: !239, line: 168)
!350 = !DISubprogram(name: "strtoul", scope: !234, file: !234, line: 181, type: !351, flags: DIFlagPrototyped, spFlags: 0)
!351 = !DISubroutineType(types: !352)
!352 = !{!5, !86, !343, !9}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !354, file: !239, line: 169)
!354 = !DISubprogram(name: "system", scope: !234, file: !234, line: 804, type: !157, flags: DIFlagPrototyped, spFlags: 0)
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !356, file: !239, line: 171)
!356 = !DISubprogram(name: "wcstombs", scope: !234, file: !234, line: 958, type: !357, flags: DIFlagPrototyped, spFlags: 0)
!357 = !DISubroutineType(types: !358)
!358 = !{!3, !81, !359, !3}
!359 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !360)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !317)
!362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !363, file: !239, line: 172)
!363 = !DISubprogram(name: "wctomb", scope: !234, file: !234, line: 950, type: !364, flags: DIFlagPrototyped, spFlags: 0)
!364 = !DISubroutineType(types: !365)
!365 = !{!9, !79, !317}
!366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !367, file: !239, line: 200)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !234, line: 81, baseType: !368)
!368 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !234, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !369, identifier: "_ZTS7lldiv_t")
!369 = !{!370, !372}
!370 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !368, file: !234, line: 79, baseType: !371, size: 64)
!371 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !368, file: !234, line: 80, baseType: !371, size: 64, offset: 64)
!373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !374, file: !239, line: 206)
!374 = !DISubprogram(name: "_Exit", scope: !234, file: !234, line: 649, type: !285, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !376, file: !239, line: 210)
!376 = !DISubprogram(name: "llabs", scope: !234, file: !234, line: 865, type: !377, flags: DIFlagPrototyped, spFlags: 0)
!377 = !DISubroutineType(types: !378)
!378 = !{!371, !371}
!379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !380, file: !239, line: 216)
!380 = !DISubprogram(name: "lldiv", scope: !234, file: !234, line: 879, type: !381, flags: DIFlagPrototyped, spFlags: 0)
!381 = !DISubroutineType(types: !382)
!382 = !{!367, !371, !371}
!383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !384, file: !239, line: 227)
!384 = !DISubprogram(name: "atoll", scope: !234, file: !234, line: 113, type: !385, flags: DIFlagPrototyped, spFlags: 0)
!385 = !DISubroutineType(types: !386)
!386 = !{!371, !87}
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !388, file: !239, line: 228)
!388 = !DISubprogram(name: "strtoll", scope: !234, file: !234, line: 201, type: !389, flags: DIFlagPrototyped, spFlags: 0)
!389 = !DISubroutineType(types: !390)
!390 = !{!371, !86, !343, !9}
!391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !392, file: !239, line: 229)
!392 = !DISubprogram(name: "strtoull", scope: !234, file: !234, line: 206, type: !393, flags: DIFlagPrototyped, spFlags: 0)
!393 = !DISubroutineType(types: !394)
!394 = !{!395, !86, !343, !9}
!395 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !397, file: !239, line: 231)
!397 = !DISubprogram(name: "strtof", scope: !234, file: !234, line: 124, type: !398, flags: DIFlagPrototyped, spFlags: 0)
!398 = !DISubroutineType(types: !399)
!399 = !{!400, !86, !343}
!400 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !211, entity: !402, file: !239, line: 232)
!402 = !DISubprogram(name: "strtold", scope: !234, file: !234, line: 127, type: !403, flags: DIFlagPrototyped, spFlags: 0)
!403 = !DISubroutineType(types: !404)
!404 = !{!405, !86, !343}
!405 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !367, file: !239, line: 240)
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !374, file: !239, line: 242)
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !376, file: !239, line: 244)
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !410, file: !239, line: 245)
!410 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !211, file: !239, line: 213, type: !381, flags: DIFlagPrototyped, spFlags: 0)
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !380, file: !239, line: 246)
!412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !384, file: !239, line: 248)
!413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !397, file: !239, line: 249)
!414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !388, file: !239, line: 250)
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !392, file: !239, line: 251)
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !402, file: !239, line: 252)
!417 = !{i32 7, !"Dwarf Version", i32 5}
!418 = !{i32 2, !"Debug Info Version", i32 3}
!419 = !{i32 1, !"wchar_size", i32 4}
!420 = !{i32 7, !"PIC Level", i32 2}
!421 = !{i32 7, !"PIE Level", i32 2}
!422 = !{i32 7, !"uwtable", i32 1}
!423 = !{i32 7, !"frame-pointer", i32 2}
!424 = !{!"Debian clang version 14.0.6"}
!425 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 50, type: !426, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !428)
!426 = !DISubroutineType(types: !427)
!427 = !{!9, !9, !344}
!428 = !{}
!429 = !DILocalVariable(name: "argc", arg: 1, scope: !425, file: !1, line: 50, type: !9)
!430 = !DILocation(line: 50, column: 14, scope: !425)
!431 = !DILocalVariable(name: "argv", arg: 2, scope: !425, file: !1, line: 50, type: !344)
!432 = !DILocation(line: 50, column: 27, scope: !425)
!433 = !DILocalVariable(name: "n", scope: !425, file: !1, line: 51, type: !9)
!434 = !DILocation(line: 51, column: 7, scope: !425)
!435 = !DILocation(line: 51, column: 11, scope: !425)
!436 = !DILocation(line: 51, column: 16, scope: !425)
!437 = !DILocation(line: 51, column: 32, scope: !425)
!438 = !DILocation(line: 51, column: 22, scope: !425)
!439 = !DILocalVariable(name: "m", scope: !425, file: !1, line: 52, type: !9)
!440 = !DILocation(line: 52, column: 7, scope: !425)
!441 = !DILocation(line: 52, column: 11, scope: !425)
!442 = !DILocation(line: 52, column: 16, scope: !425)
!443 = !DILocation(line: 52, column: 32, scope: !425)
!444 = !DILocation(line: 52, column: 22, scope: !425)
!445 = !DILocalVariable(name: "a", scope: !425, file: !1, line: 53, type: !6)
!446 = !DILocation(line: 53, column: 8, scope: !425)
!447 = !DILocation(line: 53, column: 10, scope: !425)
!448 = !DILocation(line: 53, column: 13, scope: !425)
!449 = !DILocalVariable(name: "b", scope: !425, file: !1, line: 53, type: !6)
!450 = !DILocation(line: 53, column: 17, scope: !425)
!451 = !DILocation(line: 53, column: 19, scope: !425)
!452 = !DILocation(line: 53, column: 21, scope: !425)
!453 = !DILocation(line: 53, column: 26, scope: !425)
!454 = !DILocation(line: 53, column: 28, scope: !425)
!455 = !DILocalVariable(name: "c", scope: !425, file: !1, line: 53, type: !6)
!456 = !DILocation(line: 53, column: 34, scope: !425)
!457 = !DILocation(line: 53, column: 36, scope: !425)
!458 = !DILocation(line: 53, column: 39, scope: !425)
!459 = !DILocalVariable(name: "p1", scope: !425, file: !1, line: 54, type: !460)
!460 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Params", file: !1, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !461, identifier: "_ZTS6Params")
!461 = !{!462, !463}
!462 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !460, file: !1, line: 39, baseType: !9, size: 32)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "stride", scope: !460, file: !1, line: 39, baseType: !9, size: 32, offset: 32)
!464 = !DILocation(line: 54, column: 10, scope: !425)
!465 = !DILocalVariable(name: "p2", scope: !425, file: !1, line: 54, type: !460)
!466 = !DILocation(line: 54, column: 23, scope: !425)
!467 = !DILocalVariable(name: "s", scope: !425, file: !1, line: 55, type: !13)
!468 = !DILocation(line: 55, column: 10, scope: !425)
!469 = !DILocation(line: 55, column: 14, scope: !425)
!470 = !DILocation(line: 55, column: 29, scope: !425)
!471 = !DILocation(line: 55, column: 27, scope: !425)
!472 = !DILocation(line: 56, column: 5, scope: !425)
!473 = !DILocation(line: 57, column: 10, scope: !425)
!474 = !DILocation(line: 57, column: 20, scope: !425)
!475 = !DILocation(line: 57, column: 31, scope: !425)
!476 = !DILocation(line: 57, column: 27, scope: !425)
!477 = !DILocation(line: 57, column: 18, scope: !425)
!478 = !DILocation(line: 57, column: 16, scope: !425)
!479 = !DILocation(line: 57, column: 5, scope: !425)
!480 = !DILocalVariable(name: "h", scope: !425, file: !1, line: 58, type: !481)
!481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!482 = !DILocation(line: 58, column: 9, scope: !425)
!483 = !DILocation(line: 58, column: 13, scope: !425)
!484 = !DILocation(line: 58, column: 22, scope: !425)
!485 = !DILocation(line: 58, column: 17, scope: !425)
!486 = !DILocation(line: 59, column: 3, scope: !425)
!487 = !DILocation(line: 59, column: 6, scope: !425)
!488 = !DILocation(line: 60, column: 8, scope: !425)
!489 = !DILocation(line: 60, column: 11, scope: !425)
!490 = !DILocation(line: 60, column: 5, scope: !425)
!491 = !DILocation(line: 61, column: 10, scope: !425)
!492 = !DILocation(line: 61, column: 3, scope: !425)
!493 = !DILocation(line: 62, column: 23, scope: !425)
!494 = !DILocation(line: 62, column: 3, scope: !425)
!495 = !DILocation(line: 63, column: 3, scope: !425)
!496 = !DILocation(line: 64, column: 1, scope: !425)
!497 = distinct !DISubprogram(name: "Grid", linkageName: "_ZN4GridC2Eii", scope: !6, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !14, retainedNodes: !428)
!498 = !DILocalVariable(name: "this", arg: 1, scope: !497, type: !481, flags: DIFlagArtificial | DIFlagObjectPointer)
!499 = !DILocation(line: 0, scope: !497)
!500 = !DILocalVariable(name: "rows", arg: 2, scope: !497, file: !1, line: 10, type: !9)
!501 = !DILocation(line: 10, column: 12, scope: !497)
!502 = !DILocalVariable(name: "cols", arg: 3, scope: !497, file: !1, line: 10, type: !9)
!503 = !DILocation(line: 10, column: 22, scope: !497)
!504 = !DILocation(line: 10, column: 30, scope: !497)
!505 = !DILocation(line: 10, column: 36, scope: !497)
!506 = !DILocation(line: 10, column: 43, scope: !497)
!507 = !DILocation(line: 10, column: 49, scope: !497)
!508 = !DILocation(line: 11, column: 32, scope: !509)
!509 = distinct !DILexicalBlock(scope: !497, file: !1, line: 10, column: 55)
!510 = !DILocation(line: 11, column: 39, scope: !509)
!511 = !DILocation(line: 11, column: 37, scope: !509)
!512 = !DILocation(line: 11, column: 13, scope: !509)
!513 = !DILocation(line: 11, column: 5, scope: !509)
!514 = !DILocation(line: 11, column: 11, scope: !509)
!515 = !DILocation(line: 12, column: 3, scope: !497)
!516 = distinct !DISubprogram(name: "sweep", linkageName: "_ZL5sweepR4GridRK6Params", scope: !1, file: !1, line: 41, type: !517, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !428)
!517 = !DISubroutineType(types: !518)
!518 = !{!13, !32, !519}
!519 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !520, size: 64)
!520 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !460)
!521 = !DILocalVariable(name: "g", arg: 1, scope: !516, file: !1, line: 41, type: !32)
!522 = !DILocation(line: 41, column: 27, scope: !516)
!523 = !DILocalVariable(name: "p", arg: 2, scope: !516, file: !1, line: 41, type: !519)
!524 = !DILocation(line: 41, column: 44, scope: !516)
!525 = !DILocalVariable(name: "s", scope: !516, file: !1, line: 42, type: !13)
!526 = !DILocation(line: 42, column: 10, scope: !516)
!527 = !DILocalVariable(name: "t", scope: !528, file: !1, line: 43, type: !9)
!528 = distinct !DILexicalBlock(scope: !516, file: !1, line: 43, column: 3)
!529 = !DILocation(line: 43, column: 12, scope: !528)
!530 = !DILocation(line: 43, column: 8, scope: !528)
!531 = !DILocation(line: 43, column: 19, scope: !532)
!532 = distinct !DILexicalBlock(scope: !528, file: !1, line: 43, column: 3)
!533 = !DILocation(line: 43, column: 23, scope: !532)
!534 = !DILocation(line: 43, column: 25, scope: !532)
!535 = !DILocation(line: 43, column: 21, scope: !532)
!536 = !DILocation(line: 43, column: 3, scope: !528)
!537 = !DILocation(line: 44, column: 5, scope: !538)
!538 = distinct !DILexicalBlock(scope: !532, file: !1, line: 43, column: 37)
!539 = !DILocation(line: 44, column: 12, scope: !538)
!540 = !DILocation(line: 44, column: 7, scope: !538)
!541 = !DILocation(line: 45, column: 10, scope: !538)
!542 = !DILocation(line: 45, column: 12, scope: !538)
!543 = !DILocation(line: 45, column: 7, scope: !538)
!544 = !DILocation(line: 46, column: 3, scope: !538)
!545 = !DILocation(line: 43, column: 33, scope: !532)
!546 = !DILocation(line: 43, column: 3, scope: !532)
!547 = distinct !{!547, !536, !548, !549}
!548 = !DILocation(line: 46, column: 3, scope: !528)
!549 = !{!"llvm.loop.mustprogress"}
!550 = !DILocation(line: 47, column: 10, scope: !516)
!551 = !DILocation(line: 47, column: 3, scope: !516)
!552 = distinct !DISubprogram(name: "smooth_into", linkageName: "_ZNK4Grid11smooth_intoERS_", scope: !6, file: !1, line: 24, type: !30, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !428)
!553 = !DILocalVariable(name: "this", arg: 1, scope: !552, type: !554, flags: DIFlagArtificial | DIFlagObjectPointer)
!554 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!555 = !DILocation(line: 0, scope: !552)
!556 = !DILocalVariable(name: "out", arg: 2, scope: !552, file: !1, line: 24, type: !32)
!557 = !DILocation(line: 24, column: 26, scope: !552)
!558 = !DILocalVariable(name: "i", scope: !559, file: !1, line: 25, type: !9)
!559 = distinct !DILexicalBlock(scope: !552, file: !1, line: 25, column: 5)
!560 = !DILocation(line: 25, column: 14, scope: !559)
!561 = !DILocation(line: 25, column: 10, scope: !559)
!562 = !DILocation(line: 25, column: 21, scope: !563)
!563 = distinct !DILexicalBlock(scope: !559, file: !1, line: 25, column: 5)
!564 = !DILocation(line: 25, column: 25, scope: !563)
!565 = !DILocation(line: 25, column: 31, scope: !563)
!566 = !DILocation(line: 25, column: 23, scope: !563)
!567 = !DILocation(line: 25, column: 5, scope: !559)
!568 = !DILocalVariable(name: "j", scope: !569, file: !1, line: 26, type: !9)
!569 = distinct !DILexicalBlock(scope: !563, file: !1, line: 26, column: 7)
!570 = !DILocation(line: 26, column: 16, scope: !569)
!571 = !DILocation(line: 26, column: 12, scope: !569)
!572 = !DILocation(line: 26, column: 23, scope: !573)
!573 = distinct !DILexicalBlock(scope: !569, file: !1, line: 26, column: 7)
!574 = !DILocation(line: 26, column: 27, scope: !573)
!575 = !DILocation(line: 26, column: 33, scope: !573)
!576 = !DILocation(line: 26, column: 25, scope: !573)
!577 = !DILocation(line: 26, column: 7, scope: !569)
!578 = !DILocation(line: 28, column: 14, scope: !573)
!579 = !DILocation(line: 28, column: 21, scope: !573)
!580 = !DILocation(line: 28, column: 23, scope: !573)
!581 = !DILocation(line: 28, column: 30, scope: !573)
!582 = !DILocation(line: 28, column: 28, scope: !573)
!583 = !DILocation(line: 28, column: 38, scope: !573)
!584 = !DILocation(line: 28, column: 36, scope: !573)
!585 = !DILocation(line: 28, column: 43, scope: !573)
!586 = !DILocation(line: 28, column: 50, scope: !573)
!587 = !DILocation(line: 28, column: 52, scope: !573)
!588 = !DILocation(line: 28, column: 59, scope: !573)
!589 = !DILocation(line: 28, column: 57, scope: !573)
!590 = !DILocation(line: 28, column: 67, scope: !573)
!591 = !DILocation(line: 28, column: 65, scope: !573)
!592 = !DILocation(line: 28, column: 41, scope: !573)
!593 = !DILocation(line: 29, column: 14, scope: !573)
!594 = !DILocation(line: 29, column: 20, scope: !573)
!595 = !DILocation(line: 29, column: 24, scope: !573)
!596 = !DILocation(line: 29, column: 22, scope: !573)
!597 = !DILocation(line: 29, column: 32, scope: !573)
!598 = !DILocation(line: 29, column: 30, scope: !573)
!599 = !DILocation(line: 29, column: 34, scope: !573)
!600 = !DILocation(line: 28, column: 70, scope: !573)
!601 = !DILocation(line: 29, column: 41, scope: !573)
!602 = !DILocation(line: 29, column: 47, scope: !573)
!603 = !DILocation(line: 29, column: 51, scope: !573)
!604 = !DILocation(line: 29, column: 49, scope: !573)
!605 = !DILocation(line: 29, column: 59, scope: !573)
!606 = !DILocation(line: 29, column: 57, scope: !573)
!607 = !DILocation(line: 29, column: 61, scope: !573)
!608 = !DILocation(line: 29, column: 39, scope: !573)
!609 = !DILocation(line: 29, column: 67, scope: !573)
!610 = !DILocation(line: 27, column: 9, scope: !573)
!611 = !DILocation(line: 27, column: 13, scope: !573)
!612 = !DILocation(line: 27, column: 20, scope: !573)
!613 = !DILocation(line: 27, column: 22, scope: !573)
!614 = !DILocation(line: 27, column: 29, scope: !573)
!615 = !DILocation(line: 27, column: 33, scope: !573)
!616 = !DILocation(line: 27, column: 27, scope: !573)
!617 = !DILocation(line: 27, column: 42, scope: !573)
!618 = !DILocation(line: 27, column: 44, scope: !573)
!619 = !DILocation(line: 27, column: 39, scope: !573)
!620 = !DILocation(line: 27, column: 50, scope: !573)
!621 = !DILocation(line: 26, column: 39, scope: !573)
!622 = !DILocation(line: 26, column: 7, scope: !573)
!623 = distinct !{!623, !577, !624, !549}
!624 = !DILocation(line: 29, column: 69, scope: !569)
!625 = !DILocation(line: 25, column: 37, scope: !563)
!626 = !DILocation(line: 25, column: 5, scope: !563)
!627 = distinct !{!627, !567, !628, !549}
!628 = !DILocation(line: 29, column: 69, scope: !559)
!629 = !DILocation(line: 30, column: 3, scope: !552)
!630 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK4Grid3sumEv", scope: !6, file: !1, line: 19, type: !25, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !24, retainedNodes: !428)
!631 = !DILocalVariable(name: "this", arg: 1, scope: !630, type: !554, flags: DIFlagArtificial | DIFlagObjectPointer)
!632 = !DILocation(line: 0, scope: !630)
!633 = !DILocalVariable(name: "s", scope: !630, file: !1, line: 20, type: !13)
!634 = !DILocation(line: 20, column: 12, scope: !630)
!635 = !DILocalVariable(name: "i", scope: !636, file: !1, line: 21, type: !9)
!636 = distinct !DILexicalBlock(scope: !630, file: !1, line: 21, column: 5)
!637 = !DILocation(line: 21, column: 14, scope: !636)
!638 = !DILocation(line: 21, column: 10, scope: !636)
!639 = !DILocation(line: 21, column: 21, scope: !640)
!640 = distinct !DILexicalBlock(scope: !636, file: !1, line: 21, column: 5)
!641 = !DILocation(line: 21, column: 25, scope: !640)
!642 = !DILocation(line: 21, column: 33, scope: !640)
!643 = !DILocation(line: 21, column: 31, scope: !640)
!644 = !DILocation(line: 21, column: 23, scope: !640)
!645 = !DILocation(line: 21, column: 5, scope: !636)
!646 = !DILocation(line: 21, column: 50, scope: !640)
!647 = !DILocation(line: 21, column: 56, scope: !640)
!648 = !DILocation(line: 21, column: 47, scope: !640)
!649 = !DILocation(line: 21, column: 45, scope: !640)
!650 = !DILocation(line: 21, column: 41, scope: !640)
!651 = !DILocation(line: 21, column: 5, scope: !640)
!652 = distinct !{!652, !645, !653, !549}
!653 = !DILocation(line: 21, column: 57, scope: !636)
!654 = !DILocation(line: 22, column: 12, scope: !630)
!655 = !DILocation(line: 22, column: 5, scope: !630)
!656 = distinct !DISubprogram(name: "rows", linkageName: "_ZNK4Grid4rowsEv", scope: !6, file: !1, line: 31, type: !34, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !33, retainedNodes: !428)
!657 = !DILocalVariable(name: "this", arg: 1, scope: !656, type: !554, flags: DIFlagArtificial | DIFlagObjectPointer)
!658 = !DILocation(line: 0, scope: !656)
!659 = !DILocation(line: 31, column: 29, scope: !656)
!660 = !DILocation(line: 31, column: 22, scope: !656)
!661 = distinct !DISubprogram(name: "cols", linkageName: "_ZNK4Grid4colsEv", scope: !6, file: !1, line: 32, type: !34, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !36, retainedNodes: !428)
!662 = !DILocalVariable(name: "this", arg: 1, scope: !661, type: !554, flags: DIFlagArtificial | DIFlagObjectPointer)
!663 = !DILocation(line: 0, scope: !661)
!664 = !DILocation(line: 32, column: 29, scope: !661)
!665 = !DILocation(line: 32, column: 22, scope: !661)
!666 = distinct !DISubprogram(name: "fill", linkageName: "_ZN4Grid4fillEd", scope: !6, file: !1, line: 14, type: !22, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !21, retainedNodes: !428)
!667 = !DILocalVariable(name: "this", arg: 1, scope: !666, type: !481, flags: DIFlagArtificial | DIFlagObjectPointer)
!668 = !DILocation(line: 0, scope: !666)
!669 = !DILocalVariable(name: "v", arg: 2, scope: !666, file: !1, line: 14, type: !13)
!670 = !DILocation(line: 14, column: 20, scope: !666)
!671 = !DILocalVariable(name: "i", scope: !672, file: !1, line: 15, type: !9)
!672 = distinct !DILexicalBlock(scope: !666, file: !1, line: 15, column: 5)
!673 = !DILocation(line: 15, column: 14, scope: !672)
!674 = !DILocation(line: 15, column: 10, scope: !672)
!675 = !DILocation(line: 15, column: 21, scope: !676)
!676 = distinct !DILexicalBlock(scope: !672, file: !1, line: 15, column: 5)
!677 = !DILocation(line: 15, column: 25, scope: !676)
!678 = !DILocation(line: 15, column: 23, scope: !676)
!679 = !DILocation(line: 15, column: 5, scope: !672)
!680 = !DILocalVariable(name: "j", scope: !681, file: !1, line: 16, type: !9)
!681 = distinct !DILexicalBlock(scope: !676, file: !1, line: 16, column: 7)
!682 = !DILocation(line: 16, column: 16, scope: !681)
!683 = !DILocation(line: 16, column: 12, scope: !681)
!684 = !DILocation(line: 16, column: 23, scope: !685)
!685 = distinct !DILexicalBlock(scope: !681, file: !1, line: 16, column: 7)
!686 = !DILocation(line: 16, column: 27, scope: !685)
!687 = !DILocation(line: 16, column: 25, scope: !685)
!688 = !DILocation(line: 16, column: 7, scope: !681)
!689 = !DILocation(line: 17, column: 32, scope: !685)
!690 = !DILocation(line: 17, column: 36, scope: !685)
!691 = !DILocation(line: 17, column: 34, scope: !685)
!692 = !DILocation(line: 17, column: 40, scope: !685)
!693 = !DILocation(line: 17, column: 38, scope: !685)
!694 = !DILocation(line: 17, column: 9, scope: !685)
!695 = !DILocation(line: 17, column: 15, scope: !685)
!696 = !DILocation(line: 17, column: 19, scope: !685)
!697 = !DILocation(line: 17, column: 17, scope: !685)
!698 = !DILocation(line: 17, column: 27, scope: !685)
!699 = !DILocation(line: 17, column: 25, scope: !685)
!700 = !DILocation(line: 17, column: 30, scope: !685)
!701 = !DILocation(line: 16, column: 35, scope: !685)
!702 = !DILocation(line: 16, column: 7, scope: !685)
!703 = distinct !{!703, !688, !704, !549}
!704 = !DILocation(line: 17, column: 40, scope: !681)
!705 = !DILocation(line: 15, column: 33, scope: !676)
!706 = !DILocation(line: 15, column: 5, scope: !676)
!707 = distinct !{!707, !679, !708, !549}
!708 = !DILocation(line: 17, column: 40, scope: !672)
!709 = !DILocation(line: 18, column: 3, scope: !666)
!710 = distinct !DISubprogram(name: "~Grid", linkageName: "_ZN4GridD2Ev", scope: !6, file: !1, line: 13, type: !19, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !18, retainedNodes: !428)
!711 = !DILocalVariable(name: "this", arg: 1, scope: !710, type: !481, flags: DIFlagArtificial | DIFlagObjectPointer)
!712 = !DILocation(line: 0, scope: !710)
!713 = !DILocation(line: 13, column: 22, scope: !714)
!714 = distinct !DILexicalBlock(scope: !710, file: !1, line: 13, column: 11)
!715 = !DILocation(line: 13, column: 13, scope: !714)
!716 = !DILocation(line: 13, column: 29, scope: !710)
