; ModuleID = 'cxx_loop_temps.cpp'
source_filename = "cxx_loop_temps.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Field = type { i32, float* }

$_ZN5FieldC2Ei = comdat any

$_ZN5FieldC2ERKS_ = comdat any

$_ZN5FieldaSERKS_ = comdat any

$_ZN5FieldD2Ev = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !417 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Field, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Field, align 8
  %12 = alloca i8*, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.Field, align 8
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !421, metadata !DIExpression()), !dbg !422
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !423, metadata !DIExpression()), !dbg !424
  call void @llvm.dbg.declare(metadata i32* %6, metadata !425, metadata !DIExpression()), !dbg !426
  %17 = load i32, i32* %4, align 4, !dbg !427
  %18 = icmp sgt i32 %17, 1, !dbg !428
  br i1 %18, label %19, label %24, !dbg !427

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !429
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !429
  %22 = load i8*, i8** %21, align 8, !dbg !429
  %23 = call i32 @atoi(i8* noundef %22) #10, !dbg !430
  br label %25, !dbg !427

24:                                               ; preds = %2
  br label %25, !dbg !427

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 1000, %24 ], !dbg !427
  store i32 %26, i32* %6, align 4, !dbg !426
  call void @llvm.dbg.declare(metadata i32* %7, metadata !431, metadata !DIExpression()), !dbg !432
  %27 = load i32, i32* %4, align 4, !dbg !433
  %28 = icmp sgt i32 %27, 2, !dbg !434
  br i1 %28, label %29, label %34, !dbg !433

29:                                               ; preds = %25
  %30 = load i8**, i8*** %5, align 8, !dbg !435
  %31 = getelementptr inbounds i8*, i8** %30, i64 2, !dbg !435
  %32 = load i8*, i8** %31, align 8, !dbg !435
  %33 = call i32 @atoi(i8* noundef %32) #10, !dbg !436
  br label %35, !dbg !433

34:                                               ; preds = %25
  br label %35, !dbg !433

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 10, %34 ], !dbg !433
  store i32 %36, i32* %7, align 4, !dbg !432
  call void @llvm.dbg.declare(metadata %struct.Field* %8, metadata !437, metadata !DIExpression()), !dbg !438
  %37 = load i32, i32* %6, align 4, !dbg !439
  call void @_ZN5FieldC2Ei(%struct.Field* noundef nonnull align 8 dereferenceable(16) %8, i32 noundef %37), !dbg !438
  call void @llvm.dbg.declare(metadata i32* %9, metadata !440, metadata !DIExpression()), !dbg !442
  store i32 0, i32* %9, align 4, !dbg !442
  br label %38, !dbg !443

38:                                               ; preds = %51, %35
  %39 = load i32, i32* %9, align 4, !dbg !444
  %40 = load i32, i32* %6, align 4, !dbg !446
  %41 = icmp slt i32 %39, %40, !dbg !447
  br i1 %41, label %42, label %54, !dbg !448

42:                                               ; preds = %38
  %43 = load i32, i32* %9, align 4, !dbg !449
  %44 = srem i32 %43, 7, !dbg !450
  %45 = sitofp i32 %44 to float, !dbg !451
  %46 = getelementptr inbounds %struct.Field, %struct.Field* %8, i32 0, i32 1, !dbg !452
  %47 = load float*, float** %46, align 8, !dbg !452
  %48 = load i32, i32* %9, align 4, !dbg !453
  %49 = sext i32 %48 to i64, !dbg !454
  %50 = getelementptr inbounds float, float* %47, i64 %49, !dbg !454
  store float %45, float* %50, align 4, !dbg !455
  br label %51, !dbg !454

51:                                               ; preds = %42
  %52 = load i32, i32* %9, align 4, !dbg !456
  %53 = add nsw i32 %52, 1, !dbg !456
  store i32 %53, i32* %9, align 4, !dbg !456
  br label %38, !dbg !457, !llvm.loop !458

54:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata i32* %10, metadata !461, metadata !DIExpression()), !dbg !463
  store i32 0, i32* %10, align 4, !dbg !463
  br label %55, !dbg !464

55:                                               ; preds = %64, %54
  %56 = load i32, i32* %10, align 4, !dbg !465
  %57 = load i32, i32* %7, align 4, !dbg !467
  %58 = icmp slt i32 %56, %57, !dbg !468
  br i1 %58, label %59, label %80, !dbg !469

59:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata %struct.Field* %11, metadata !470, metadata !DIExpression()), !dbg !472
  invoke void @_ZL5relaxRK5Field(%struct.Field* sret(%struct.Field) align 8 %11, %struct.Field* noundef nonnull align 8 dereferenceable(16) %8)
          to label %60 unwind label %67, !dbg !473

60:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.Field* %14, metadata !474, metadata !DIExpression()), !dbg !475
  invoke void @_ZN5FieldC2ERKS_(%struct.Field* noundef nonnull align 8 dereferenceable(16) %14, %struct.Field* noundef nonnull align 8 dereferenceable(16) %11)
          to label %61 unwind label %71, !dbg !475

61:                                               ; preds = %60
  %62 = invoke noundef nonnull align 8 dereferenceable(16) %struct.Field* @_ZN5FieldaSERKS_(%struct.Field* noundef nonnull align 8 dereferenceable(16) %8, %struct.Field* noundef nonnull align 8 dereferenceable(16) %14)
          to label %63 unwind label %75, !dbg !476

63:                                               ; preds = %61
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %14) #11, !dbg !477
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %11) #11, !dbg !477
  br label %64, !dbg !478

64:                                               ; preds = %63
  %65 = load i32, i32* %10, align 4, !dbg !479
  %66 = add nsw i32 %65, 1, !dbg !479
  store i32 %66, i32* %10, align 4, !dbg !479
  br label %55, !dbg !480, !llvm.loop !481

67:                                               ; preds = %97, %59
  %68 = landingpad { i8*, i32 }
          cleanup, !dbg !483
  %69 = extractvalue { i8*, i32 } %68, 0, !dbg !483
  store i8* %69, i8** %12, align 8, !dbg !483
  %70 = extractvalue { i8*, i32 } %68, 1, !dbg !483
  store i32 %70, i32* %13, align 4, !dbg !483
  br label %103, !dbg !483

71:                                               ; preds = %60
  %72 = landingpad { i8*, i32 }
          cleanup, !dbg !483
  %73 = extractvalue { i8*, i32 } %72, 0, !dbg !483
  store i8* %73, i8** %12, align 8, !dbg !483
  %74 = extractvalue { i8*, i32 } %72, 1, !dbg !483
  store i32 %74, i32* %13, align 4, !dbg !483
  br label %79, !dbg !483

75:                                               ; preds = %61
  %76 = landingpad { i8*, i32 }
          cleanup, !dbg !483
  %77 = extractvalue { i8*, i32 } %76, 0, !dbg !483
  store i8* %77, i8** %12, align 8, !dbg !483
  %78 = extractvalue { i8*, i32 } %76, 1, !dbg !483
  store i32 %78, i32* %13, align 4, !dbg !483
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %14) #11, !dbg !477
  br label %79, !dbg !477

79:                                               ; preds = %75, %71
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %11) #11, !dbg !477
  br label %103, !dbg !477

80:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata float* %15, metadata !484, metadata !DIExpression()), !dbg !485
  store float 0.000000e+00, float* %15, align 4, !dbg !485
  call void @llvm.dbg.declare(metadata i32* %16, metadata !486, metadata !DIExpression()), !dbg !488
  store i32 0, i32* %16, align 4, !dbg !488
  br label %81, !dbg !489

81:                                               ; preds = %94, %80
  %82 = load i32, i32* %16, align 4, !dbg !490
  %83 = load i32, i32* %6, align 4, !dbg !492
  %84 = icmp slt i32 %82, %83, !dbg !493
  br i1 %84, label %85, label %97, !dbg !494

85:                                               ; preds = %81
  %86 = getelementptr inbounds %struct.Field, %struct.Field* %8, i32 0, i32 1, !dbg !495
  %87 = load float*, float** %86, align 8, !dbg !495
  %88 = load i32, i32* %16, align 4, !dbg !496
  %89 = sext i32 %88 to i64, !dbg !497
  %90 = getelementptr inbounds float, float* %87, i64 %89, !dbg !497
  %91 = load float, float* %90, align 4, !dbg !497
  %92 = load float, float* %15, align 4, !dbg !498
  %93 = fadd float %92, %91, !dbg !498
  store float %93, float* %15, align 4, !dbg !498
  br label %94, !dbg !499

94:                                               ; preds = %85
  %95 = load i32, i32* %16, align 4, !dbg !500
  %96 = add nsw i32 %95, 1, !dbg !500
  store i32 %96, i32* %16, align 4, !dbg !500
  br label %81, !dbg !501, !llvm.loop !502

97:                                               ; preds = %81
  %98 = load float, float* %15, align 4, !dbg !504
  %99 = fpext float %98 to double, !dbg !504
  %100 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %99)
          to label %101 unwind label %67, !dbg !505

101:                                              ; preds = %97
  store i32 0, i32* %3, align 4, !dbg !506
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %8) #11, !dbg !507
  %102 = load i32, i32* %3, align 4, !dbg !507
  ret i32 %102, !dbg !507

103:                                              ; preds = %79, %67
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %8) #11, !dbg !507
  br label %104, !dbg !507

104:                                              ; preds = %103
  %105 = load i8*, i8** %12, align 8, !dbg !507
  %106 = load i32, i32* %13, align 4, !dbg !507
  %107 = insertvalue { i8*, i32 } undef, i8* %105, 0, !dbg !507
  %108 = insertvalue { i8*, i32 } %107, i32 %106, 1, !dbg !507
  resume { i8*, i32 } %108, !dbg !507
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5FieldC2Ei(%struct.Field* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 !dbg !508 {
  %3 = alloca %struct.Field*, align 8
  %4 = alloca i32, align 4
  store %struct.Field* %0, %struct.Field** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %3, metadata !509, metadata !DIExpression()), !dbg !511
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !512, metadata !DIExpression()), !dbg !513
  %5 = load %struct.Field*, %struct.Field** %3, align 8
  %6 = getelementptr inbounds %struct.Field, %struct.Field* %5, i32 0, i32 0, !dbg !514
  %7 = load i32, i32* %4, align 4, !dbg !515
  store i32 %7, i32* %6, align 8, !dbg !514
  %8 = getelementptr inbounds %struct.Field, %struct.Field* %5, i32 0, i32 1, !dbg !516
  %9 = load i32, i32* %4, align 4, !dbg !517
  %10 = sext i32 %9 to i64, !dbg !517
  %11 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %10, i64 4), !dbg !518
  %12 = extractvalue { i64, i1 } %11, 1, !dbg !518
  %13 = extractvalue { i64, i1 } %11, 0, !dbg !518
  %14 = select i1 %12, i64 -1, i64 %13, !dbg !518
  %15 = call noalias noundef nonnull i8* @_Znam(i64 noundef %14) #12, !dbg !518, !heapallocsite !3
  %16 = bitcast i8* %15 to float*, !dbg !518
  store float* %16, float** %8, align 8, !dbg !516
  ret void, !dbg !519
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5relaxRK5Field(%struct.Field* noalias sret(%struct.Field) align 8 %0, %struct.Field* noundef nonnull align 8 dereferenceable(16) %1) #4 !dbg !520 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Field*, align 8
  %5 = alloca i1, align 1
  %6 = alloca i32, align 4
  %7 = bitcast %struct.Field* %0 to i8*
  store i8* %7, i8** %3, align 8
  store %struct.Field* %1, %struct.Field** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %4, metadata !523, metadata !DIExpression()), !dbg !524
  store i1 false, i1* %5, align 1, !dbg !525
  call void @llvm.dbg.declare(metadata i8** %3, metadata !526, metadata !DIExpression(DW_OP_deref)), !dbg !527
  %8 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !528
  %9 = getelementptr inbounds %struct.Field, %struct.Field* %8, i32 0, i32 0, !dbg !529
  %10 = load i32, i32* %9, align 8, !dbg !529
  call void @_ZN5FieldC2Ei(%struct.Field* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %10), !dbg !527
  %11 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !530
  %12 = getelementptr inbounds %struct.Field, %struct.Field* %11, i32 0, i32 1, !dbg !531
  %13 = load float*, float** %12, align 8, !dbg !531
  %14 = getelementptr inbounds float, float* %13, i64 0, !dbg !530
  %15 = load float, float* %14, align 4, !dbg !530
  %16 = getelementptr inbounds %struct.Field, %struct.Field* %0, i32 0, i32 1, !dbg !532
  %17 = load float*, float** %16, align 8, !dbg !532
  %18 = getelementptr inbounds float, float* %17, i64 0, !dbg !533
  store float %15, float* %18, align 4, !dbg !534
  %19 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !535
  %20 = getelementptr inbounds %struct.Field, %struct.Field* %19, i32 0, i32 1, !dbg !536
  %21 = load float*, float** %20, align 8, !dbg !536
  %22 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !537
  %23 = getelementptr inbounds %struct.Field, %struct.Field* %22, i32 0, i32 0, !dbg !538
  %24 = load i32, i32* %23, align 8, !dbg !538
  %25 = sub nsw i32 %24, 1, !dbg !539
  %26 = sext i32 %25 to i64, !dbg !535
  %27 = getelementptr inbounds float, float* %21, i64 %26, !dbg !535
  %28 = load float, float* %27, align 4, !dbg !535
  %29 = getelementptr inbounds %struct.Field, %struct.Field* %0, i32 0, i32 1, !dbg !540
  %30 = load float*, float** %29, align 8, !dbg !540
  %31 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !541
  %32 = getelementptr inbounds %struct.Field, %struct.Field* %31, i32 0, i32 0, !dbg !542
  %33 = load i32, i32* %32, align 8, !dbg !542
  %34 = sub nsw i32 %33, 1, !dbg !543
  %35 = sext i32 %34 to i64, !dbg !544
  %36 = getelementptr inbounds float, float* %30, i64 %35, !dbg !544
  store float %28, float* %36, align 4, !dbg !545
  call void @llvm.dbg.declare(metadata i32* %6, metadata !546, metadata !DIExpression()), !dbg !548
  store i32 1, i32* %6, align 4, !dbg !548
  br label %37, !dbg !549

37:                                               ; preds = %76, %2
  %38 = load i32, i32* %6, align 4, !dbg !550
  %39 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !552
  %40 = getelementptr inbounds %struct.Field, %struct.Field* %39, i32 0, i32 0, !dbg !553
  %41 = load i32, i32* %40, align 8, !dbg !553
  %42 = sub nsw i32 %41, 1, !dbg !554
  %43 = icmp slt i32 %38, %42, !dbg !555
  br i1 %43, label %44, label %79, !dbg !556

44:                                               ; preds = %37
  %45 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !557
  %46 = getelementptr inbounds %struct.Field, %struct.Field* %45, i32 0, i32 1, !dbg !558
  %47 = load float*, float** %46, align 8, !dbg !558
  %48 = load i32, i32* %6, align 4, !dbg !559
  %49 = sext i32 %48 to i64, !dbg !557
  %50 = getelementptr inbounds float, float* %47, i64 %49, !dbg !557
  %51 = load float, float* %50, align 4, !dbg !557
  %52 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !560
  %53 = getelementptr inbounds %struct.Field, %struct.Field* %52, i32 0, i32 1, !dbg !561
  %54 = load float*, float** %53, align 8, !dbg !561
  %55 = load i32, i32* %6, align 4, !dbg !562
  %56 = sub nsw i32 %55, 1, !dbg !563
  %57 = sext i32 %56 to i64, !dbg !560
  %58 = getelementptr inbounds float, float* %54, i64 %57, !dbg !560
  %59 = load float, float* %58, align 4, !dbg !560
  %60 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !564
  %61 = getelementptr inbounds %struct.Field, %struct.Field* %60, i32 0, i32 1, !dbg !565
  %62 = load float*, float** %61, align 8, !dbg !565
  %63 = load i32, i32* %6, align 4, !dbg !566
  %64 = add nsw i32 %63, 1, !dbg !567
  %65 = sext i32 %64 to i64, !dbg !564
  %66 = getelementptr inbounds float, float* %62, i64 %65, !dbg !564
  %67 = load float, float* %66, align 4, !dbg !564
  %68 = fadd float %59, %67, !dbg !568
  %69 = fmul float 2.500000e-01, %68, !dbg !569
  %70 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %51, float %69), !dbg !570
  %71 = getelementptr inbounds %struct.Field, %struct.Field* %0, i32 0, i32 1, !dbg !571
  %72 = load float*, float** %71, align 8, !dbg !571
  %73 = load i32, i32* %6, align 4, !dbg !572
  %74 = sext i32 %73 to i64, !dbg !573
  %75 = getelementptr inbounds float, float* %72, i64 %74, !dbg !573
  store float %70, float* %75, align 4, !dbg !574
  br label %76, !dbg !573

76:                                               ; preds = %44
  %77 = load i32, i32* %6, align 4, !dbg !575
  %78 = add nsw i32 %77, 1, !dbg !575
  store i32 %78, i32* %6, align 4, !dbg !575
  br label %37, !dbg !576, !llvm.loop !577

79:                                               ; preds = %37
  store i1 true, i1* %5, align 1, !dbg !579
  %80 = load i1, i1* %5, align 1, !dbg !580
  br i1 %80, label %82, label %81, !dbg !580

81:                                               ; preds = %79
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %0) #11, !dbg !580
  br label %82, !dbg !580

82:                                               ; preds = %81, %79
  ret void, !dbg !580
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5FieldC2ERKS_(%struct.Field* noundef nonnull align 8 dereferenceable(16) %0, %struct.Field* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 !dbg !581 {
  %3 = alloca %struct.Field*, align 8
  %4 = alloca %struct.Field*, align 8
  %5 = alloca i32, align 4
  store %struct.Field* %0, %struct.Field** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %3, metadata !582, metadata !DIExpression()), !dbg !583
  store %struct.Field* %1, %struct.Field** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %4, metadata !584, metadata !DIExpression()), !dbg !585
  %6 = load %struct.Field*, %struct.Field** %3, align 8
  %7 = getelementptr inbounds %struct.Field, %struct.Field* %6, i32 0, i32 0, !dbg !586
  %8 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !587
  %9 = getelementptr inbounds %struct.Field, %struct.Field* %8, i32 0, i32 0, !dbg !588
  %10 = load i32, i32* %9, align 8, !dbg !588
  store i32 %10, i32* %7, align 8, !dbg !586
  %11 = getelementptr inbounds %struct.Field, %struct.Field* %6, i32 0, i32 1, !dbg !589
  %12 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !590
  %13 = getelementptr inbounds %struct.Field, %struct.Field* %12, i32 0, i32 0, !dbg !591
  %14 = load i32, i32* %13, align 8, !dbg !591
  %15 = sext i32 %14 to i64, !dbg !590
  %16 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %15, i64 4), !dbg !592
  %17 = extractvalue { i64, i1 } %16, 1, !dbg !592
  %18 = extractvalue { i64, i1 } %16, 0, !dbg !592
  %19 = select i1 %17, i64 -1, i64 %18, !dbg !592
  %20 = call noalias noundef nonnull i8* @_Znam(i64 noundef %19) #12, !dbg !592, !heapallocsite !3
  %21 = bitcast i8* %20 to float*, !dbg !592
  store float* %21, float** %11, align 8, !dbg !589
  call void @llvm.dbg.declare(metadata i32* %5, metadata !593, metadata !DIExpression()), !dbg !596
  store i32 0, i32* %5, align 4, !dbg !596
  br label %22, !dbg !597

22:                                               ; preds = %40, %2
  %23 = load i32, i32* %5, align 4, !dbg !598
  %24 = getelementptr inbounds %struct.Field, %struct.Field* %6, i32 0, i32 0, !dbg !600
  %25 = load i32, i32* %24, align 8, !dbg !600
  %26 = icmp slt i32 %23, %25, !dbg !601
  br i1 %26, label %27, label %43, !dbg !602

27:                                               ; preds = %22
  %28 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !603
  %29 = getelementptr inbounds %struct.Field, %struct.Field* %28, i32 0, i32 1, !dbg !604
  %30 = load float*, float** %29, align 8, !dbg !604
  %31 = load i32, i32* %5, align 4, !dbg !605
  %32 = sext i32 %31 to i64, !dbg !603
  %33 = getelementptr inbounds float, float* %30, i64 %32, !dbg !603
  %34 = load float, float* %33, align 4, !dbg !603
  %35 = getelementptr inbounds %struct.Field, %struct.Field* %6, i32 0, i32 1, !dbg !606
  %36 = load float*, float** %35, align 8, !dbg !606
  %37 = load i32, i32* %5, align 4, !dbg !607
  %38 = sext i32 %37 to i64, !dbg !606
  %39 = getelementptr inbounds float, float* %36, i64 %38, !dbg !606
  store float %34, float* %39, align 4, !dbg !608
  br label %40, !dbg !606

40:                                               ; preds = %27
  %41 = load i32, i32* %5, align 4, !dbg !609
  %42 = add nsw i32 %41, 1, !dbg !609
  store i32 %42, i32* %5, align 4, !dbg !609
  br label %22, !dbg !610, !llvm.loop !611

43:                                               ; preds = %22
  ret void, !dbg !613
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) %struct.Field* @_ZN5FieldaSERKS_(%struct.Field* noundef nonnull align 8 dereferenceable(16) %0, %struct.Field* noundef nonnull align 8 dereferenceable(16) %1) #5 comdat align 2 !dbg !614 {
  %3 = alloca %struct.Field*, align 8
  %4 = alloca %struct.Field*, align 8
  %5 = alloca i32, align 4
  store %struct.Field* %0, %struct.Field** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %3, metadata !615, metadata !DIExpression()), !dbg !616
  store %struct.Field* %1, %struct.Field** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %4, metadata !617, metadata !DIExpression()), !dbg !618
  %6 = load %struct.Field*, %struct.Field** %3, align 8
  call void @llvm.dbg.declare(metadata i32* %5, metadata !619, metadata !DIExpression()), !dbg !621
  store i32 0, i32* %5, align 4, !dbg !621
  br label %7, !dbg !622

7:                                                ; preds = %25, %2
  %8 = load i32, i32* %5, align 4, !dbg !623
  %9 = getelementptr inbounds %struct.Field, %struct.Field* %6, i32 0, i32 0, !dbg !625
  %10 = load i32, i32* %9, align 8, !dbg !625
  %11 = icmp slt i32 %8, %10, !dbg !626
  br i1 %11, label %12, label %28, !dbg !627

12:                                               ; preds = %7
  %13 = load %struct.Field*, %struct.Field** %4, align 8, !dbg !628
  %14 = getelementptr inbounds %struct.Field, %struct.Field* %13, i32 0, i32 1, !dbg !629
  %15 = load float*, float** %14, align 8, !dbg !629
  %16 = load i32, i32* %5, align 4, !dbg !630
  %17 = sext i32 %16 to i64, !dbg !628
  %18 = getelementptr inbounds float, float* %15, i64 %17, !dbg !628
  %19 = load float, float* %18, align 4, !dbg !628
  %20 = getelementptr inbounds %struct.Field, %struct.Field* %6, i32 0, i32 1, !dbg !631
  %21 = load float*, float** %20, align 8, !dbg !631
  %22 = load i32, i32* %5, align 4, !dbg !632
  %23 = sext i32 %22 to i64, !dbg !631
  %24 = getelementptr inbounds float, float* %21, i64 %23, !dbg !631
  store float %19, float* %24, align 4, !dbg !633
  br label %25, !dbg !631

25:                                               ; preds = %12
  %26 = load i32, i32* %5, align 4, !dbg !634
  %27 = add nsw i32 %26, 1, !dbg !634
  store i32 %27, i32* %5, align 4, !dbg !634
  br label %7, !dbg !635, !llvm.loop !636

28:                                               ; preds = %7
  ret %struct.Field* %6, !dbg !638
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !639 {
  %2 = alloca %struct.Field*, align 8
  store %struct.Field* %0, %struct.Field** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Field** %2, metadata !640, metadata !DIExpression()), !dbg !641
  %3 = load %struct.Field*, %struct.Field** %2, align 8
  %4 = getelementptr inbounds %struct.Field, %struct.Field* %3, i32 0, i32 1, !dbg !642
  %5 = load float*, float** %4, align 8, !dbg !642
  %6 = icmp eq float* %5, null, !dbg !644
  br i1 %6, label %9, label %7, !dbg !644

7:                                                ; preds = %1
  %8 = bitcast float* %5 to i8*, !dbg !644
  call void @_ZdaPv(i8* noundef %8) #13, !dbg !644
  br label %9, !dbg !644

9:                                                ; preds = %7, %1
  ret void, !dbg !645
}

declare i32 @printf(i8* noundef, ...) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #9

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind readonly willreturn }
attributes #11 = { nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!409, !410, !411, !412, !413, !414, !415}
!llvm.ident = !{!416}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !26, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_loop_temps.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "302d5c2a931b83a20d63fe7836890710")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Field", file: !1, line: 8, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !5, identifier: "_ZTS5Field")
!5 = !{!6, !8, !10, !14, !19, !23}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !4, file: !1, line: 9, baseType: !7, size: 32)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !4, file: !1, line: 10, baseType: !9, size: 64, offset: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!10 = !DISubprogram(name: "Field", scope: !4, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !7}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!14 = !DISubprogram(name: "Field", scope: !4, file: !1, line: 12, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: 0)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !13, !17}
!17 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!19 = !DISubprogram(name: "operator=", linkageName: "_ZN5FieldaSERKS_", scope: !4, file: !1, line: 17, type: !20, scopeLine: 17, flags: DIFlagPrototyped, spFlags: 0)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !13, !17}
!22 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!23 = !DISubprogram(name: "~Field", scope: !4, file: !1, line: 23, type: !24, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !13}
!26 = !{!27, !34, !40, !45, !49, !51, !53, !55, !57, !64, !71, !78, !82, !86, !90, !99, !103, !105, !110, !116, !120, !127, !129, !133, !137, !141, !143, !147, !151, !153, !157, !159, !161, !165, !169, !173, !177, !181, !185, !187, !194, !198, !202, !207, !209, !211, !215, !219, !220, !221, !222, !223, !224, !228, !232, !238, !242, !247, !249, !254, !256, !260, !268, !272, !276, !280, !284, !288, !292, !296, !300, !304, !311, !315, !319, !321, !323, !327, !332, !338, !342, !346, !348, !355, !359, !366, !368, !372, !376, !380, !384, !389, !393, !398, !399, !400, !401, !403, !404, !405, !406, !407, !408}
!27 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !29, file: !33, line: 98)
!28 = !DINamespace(name: "std", scope: null)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !30, line: 7, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!31 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !32, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!33 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!34 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !35, file: !33, line: 99)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !36, line: 84, baseType: !37)
!36 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !38, line: 14, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!39 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !38, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!40 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !41, file: !33, line: 101)
!41 = !DISubprogram(name: "clearerr", scope: !36, file: !36, line: 786, type: !42, flags: DIFlagPrototyped, spFlags: 0)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!45 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !46, file: !33, line: 102)
!46 = !DISubprogram(name: "fclose", scope: !36, file: !36, line: 178, type: !47, flags: DIFlagPrototyped, spFlags: 0)
!47 = !DISubroutineType(types: !48)
!48 = !{!7, !44}
!49 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !50, file: !33, line: 103)
!50 = !DISubprogram(name: "feof", scope: !36, file: !36, line: 788, type: !47, flags: DIFlagPrototyped, spFlags: 0)
!51 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !52, file: !33, line: 104)
!52 = !DISubprogram(name: "ferror", scope: !36, file: !36, line: 790, type: !47, flags: DIFlagPrototyped, spFlags: 0)
!53 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !54, file: !33, line: 105)
!54 = !DISubprogram(name: "fflush", scope: !36, file: !36, line: 230, type: !47, flags: DIFlagPrototyped, spFlags: 0)
!55 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !56, file: !33, line: 106)
!56 = !DISubprogram(name: "fgetc", scope: !36, file: !36, line: 513, type: !47, flags: DIFlagPrototyped, spFlags: 0)
!57 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !58, file: !33, line: 107)
!58 = !DISubprogram(name: "fgetpos", scope: !36, file: !36, line: 760, type: !59, flags: DIFlagPrototyped, spFlags: 0)
!59 = !DISubroutineType(types: !60)
!60 = !{!7, !61, !62}
!61 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!64 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !65, file: !33, line: 108)
!65 = !DISubprogram(name: "fgets", scope: !36, file: !36, line: 592, type: !66, flags: DIFlagPrototyped, spFlags: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{!68, !70, !7, !61}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!71 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !72, file: !33, line: 109)
!72 = !DISubprogram(name: "fopen", scope: !36, file: !36, line: 258, type: !73, flags: DIFlagPrototyped, spFlags: 0)
!73 = !DISubroutineType(types: !74)
!74 = !{!44, !75, !75}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!78 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !79, file: !33, line: 110)
!79 = !DISubprogram(name: "fprintf", scope: !36, file: !36, line: 350, type: !80, flags: DIFlagPrototyped, spFlags: 0)
!80 = !DISubroutineType(types: !81)
!81 = !{!7, !61, !75, null}
!82 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !83, file: !33, line: 111)
!83 = !DISubprogram(name: "fputc", scope: !36, file: !36, line: 549, type: !84, flags: DIFlagPrototyped, spFlags: 0)
!84 = !DISubroutineType(types: !85)
!85 = !{!7, !7, !44}
!86 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !87, file: !33, line: 112)
!87 = !DISubprogram(name: "fputs", scope: !36, file: !36, line: 655, type: !88, flags: DIFlagPrototyped, spFlags: 0)
!88 = !DISubroutineType(types: !89)
!89 = !{!7, !75, !61}
!90 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !91, file: !33, line: 113)
!91 = !DISubprogram(name: "fread", scope: !36, file: !36, line: 675, type: !92, flags: DIFlagPrototyped, spFlags: 0)
!92 = !DISubroutineType(types: !93)
!93 = !{!94, !97, !94, !94, !61}
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !95, line: 46, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!99 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !100, file: !33, line: 114)
!100 = !DISubprogram(name: "freopen", scope: !36, file: !36, line: 265, type: !101, flags: DIFlagPrototyped, spFlags: 0)
!101 = !DISubroutineType(types: !102)
!102 = !{!44, !75, !75, !61}
!103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !104, file: !33, line: 115)
!104 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !36, file: !36, line: 434, type: !80, flags: DIFlagPrototyped, spFlags: 0)
!105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !106, file: !33, line: 116)
!106 = !DISubprogram(name: "fseek", scope: !36, file: !36, line: 713, type: !107, flags: DIFlagPrototyped, spFlags: 0)
!107 = !DISubroutineType(types: !108)
!108 = !{!7, !44, !109, !7}
!109 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !111, file: !33, line: 117)
!111 = !DISubprogram(name: "fsetpos", scope: !36, file: !36, line: 765, type: !112, flags: DIFlagPrototyped, spFlags: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{!7, !44, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !117, file: !33, line: 118)
!117 = !DISubprogram(name: "ftell", scope: !36, file: !36, line: 718, type: !118, flags: DIFlagPrototyped, spFlags: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{!109, !44}
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !121, file: !33, line: 119)
!121 = !DISubprogram(name: "fwrite", scope: !36, file: !36, line: 681, type: !122, flags: DIFlagPrototyped, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!94, !124, !94, !94, !61}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !128, file: !33, line: 120)
!128 = !DISubprogram(name: "getc", scope: !36, file: !36, line: 514, type: !47, flags: DIFlagPrototyped, spFlags: 0)
!129 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !130, file: !33, line: 121)
!130 = !DISubprogram(name: "getchar", scope: !36, file: !36, line: 520, type: !131, flags: DIFlagPrototyped, spFlags: 0)
!131 = !DISubroutineType(types: !132)
!132 = !{!7}
!133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !134, file: !33, line: 126)
!134 = !DISubprogram(name: "perror", scope: !36, file: !36, line: 804, type: !135, flags: DIFlagPrototyped, spFlags: 0)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !76}
!137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !138, file: !33, line: 127)
!138 = !DISubprogram(name: "printf", scope: !36, file: !36, line: 356, type: !139, flags: DIFlagPrototyped, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{!7, !75, null}
!141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !142, file: !33, line: 128)
!142 = !DISubprogram(name: "putc", scope: !36, file: !36, line: 550, type: !84, flags: DIFlagPrototyped, spFlags: 0)
!143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !144, file: !33, line: 129)
!144 = !DISubprogram(name: "putchar", scope: !36, file: !36, line: 556, type: !145, flags: DIFlagPrototyped, spFlags: 0)
!145 = !DISubroutineType(types: !146)
!146 = !{!7, !7}
!147 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !148, file: !33, line: 130)
!148 = !DISubprogram(name: "puts", scope: !36, file: !36, line: 661, type: !149, flags: DIFlagPrototyped, spFlags: 0)
!149 = !DISubroutineType(types: !150)
!150 = !{!7, !76}
!151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !152, file: !33, line: 131)
!152 = !DISubprogram(name: "remove", scope: !36, file: !36, line: 152, type: !149, flags: DIFlagPrototyped, spFlags: 0)
!153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !154, file: !33, line: 132)
!154 = !DISubprogram(name: "rename", scope: !36, file: !36, line: 154, type: !155, flags: DIFlagPrototyped, spFlags: 0)
!155 = !DISubroutineType(types: !156)
!156 = !{!7, !76, !76}
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !158, file: !33, line: 133)
!158 = !DISubprogram(name: "rewind", scope: !36, file: !36, line: 723, type: !42, flags: DIFlagPrototyped, spFlags: 0)
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !160, file: !33, line: 134)
!160 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !36, file: !36, line: 437, type: !139, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !162, file: !33, line: 135)
!162 = !DISubprogram(name: "setbuf", scope: !36, file: !36, line: 328, type: !163, flags: DIFlagPrototyped, spFlags: 0)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !61, !70}
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !166, file: !33, line: 136)
!166 = !DISubprogram(name: "setvbuf", scope: !36, file: !36, line: 332, type: !167, flags: DIFlagPrototyped, spFlags: 0)
!167 = !DISubroutineType(types: !168)
!168 = !{!7, !61, !70, !7, !94}
!169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !170, file: !33, line: 137)
!170 = !DISubprogram(name: "sprintf", scope: !36, file: !36, line: 358, type: !171, flags: DIFlagPrototyped, spFlags: 0)
!171 = !DISubroutineType(types: !172)
!172 = !{!7, !70, !75, null}
!173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !174, file: !33, line: 138)
!174 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !36, file: !36, line: 439, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{!7, !75, !75, null}
!177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !178, file: !33, line: 139)
!178 = !DISubprogram(name: "tmpfile", scope: !36, file: !36, line: 188, type: !179, flags: DIFlagPrototyped, spFlags: 0)
!179 = !DISubroutineType(types: !180)
!180 = !{!44}
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !182, file: !33, line: 141)
!182 = !DISubprogram(name: "tmpnam", scope: !36, file: !36, line: 205, type: !183, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{!68, !68}
!185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !186, file: !33, line: 143)
!186 = !DISubprogram(name: "ungetc", scope: !36, file: !36, line: 668, type: !84, flags: DIFlagPrototyped, spFlags: 0)
!187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !188, file: !33, line: 144)
!188 = !DISubprogram(name: "vfprintf", scope: !36, file: !36, line: 365, type: !189, flags: DIFlagPrototyped, spFlags: 0)
!189 = !DISubroutineType(types: !190)
!190 = !{!7, !61, !75, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !193, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!193 = !DIFile(filename: "cxx_loop_temps.cpp", directory: "/work/main/internal/pipeline/testdata")
!194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !195, file: !33, line: 145)
!195 = !DISubprogram(name: "vprintf", scope: !36, file: !36, line: 371, type: !196, flags: DIFlagPrototyped, spFlags: 0)
!196 = !DISubroutineType(types: !197)
!197 = !{!7, !75, !191}
!198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !199, file: !33, line: 146)
!199 = !DISubprogram(name: "vsprintf", scope: !36, file: !36, line: 373, type: !200, flags: DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{!7, !70, !75, !191}
!202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !204, file: !33, line: 175)
!203 = !DINamespace(name: "__gnu_cxx", scope: null)
!204 = !DISubprogram(name: "snprintf", scope: !36, file: !36, line: 378, type: !205, flags: DIFlagPrototyped, spFlags: 0)
!205 = !DISubroutineType(types: !206)
!206 = !{!7, !70, !94, !75, null}
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !208, file: !33, line: 176)
!208 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !36, file: !36, line: 479, type: !189, flags: DIFlagPrototyped, spFlags: 0)
!209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !210, file: !33, line: 177)
!210 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !36, file: !36, line: 484, type: !196, flags: DIFlagPrototyped, spFlags: 0)
!211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !212, file: !33, line: 178)
!212 = !DISubprogram(name: "vsnprintf", scope: !36, file: !36, line: 382, type: !213, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{!7, !70, !94, !75, !191}
!215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !216, file: !33, line: 179)
!216 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !36, file: !36, line: 487, type: !217, flags: DIFlagPrototyped, spFlags: 0)
!217 = !DISubroutineType(types: !218)
!218 = !{!7, !75, !75, !191}
!219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !204, file: !33, line: 185)
!220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !208, file: !33, line: 186)
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !210, file: !33, line: 187)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !212, file: !33, line: 188)
!223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !216, file: !33, line: 189)
!224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !225, file: !227, line: 52)
!225 = !DISubprogram(name: "abs", scope: !226, file: !226, line: 861, type: !145, flags: DIFlagPrototyped, spFlags: 0)
!226 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!227 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !229, file: !231, line: 127)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !226, line: 63, baseType: !230)
!230 = !DICompositeType(tag: DW_TAG_structure_type, file: !226, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!231 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !233, file: !231, line: 128)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !226, line: 71, baseType: !234)
!234 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !226, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !235, identifier: "_ZTS6ldiv_t")
!235 = !{!236, !237}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !234, file: !226, line: 69, baseType: !109, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !234, file: !226, line: 70, baseType: !109, size: 64, offset: 64)
!238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !239, file: !231, line: 130)
!239 = !DISubprogram(name: "abort", scope: !226, file: !226, line: 611, type: !240, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!240 = !DISubroutineType(types: !241)
!241 = !{null}
!242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !243, file: !231, line: 134)
!243 = !DISubprogram(name: "atexit", scope: !226, file: !226, line: 615, type: !244, flags: DIFlagPrototyped, spFlags: 0)
!244 = !DISubroutineType(types: !245)
!245 = !{!7, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !248, file: !231, line: 137)
!248 = !DISubprogram(name: "at_quick_exit", scope: !226, file: !226, line: 620, type: !244, flags: DIFlagPrototyped, spFlags: 0)
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !250, file: !231, line: 140)
!250 = !DISubprogram(name: "atof", scope: !226, file: !226, line: 102, type: !251, flags: DIFlagPrototyped, spFlags: 0)
!251 = !DISubroutineType(types: !252)
!252 = !{!253, !76}
!253 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !255, file: !231, line: 141)
!255 = !DISubprogram(name: "atoi", scope: !226, file: !226, line: 105, type: !149, flags: DIFlagPrototyped, spFlags: 0)
!256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !257, file: !231, line: 142)
!257 = !DISubprogram(name: "atol", scope: !226, file: !226, line: 108, type: !258, flags: DIFlagPrototyped, spFlags: 0)
!258 = !DISubroutineType(types: !259)
!259 = !{!109, !76}
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !261, file: !231, line: 143)
!261 = !DISubprogram(name: "bsearch", scope: !226, file: !226, line: 841, type: !262, flags: DIFlagPrototyped, spFlags: 0)
!262 = !DISubroutineType(types: !263)
!263 = !{!98, !125, !125, !94, !94, !264}
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !226, line: 829, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DISubroutineType(types: !267)
!267 = !{!7, !125, !125}
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !269, file: !231, line: 144)
!269 = !DISubprogram(name: "calloc", scope: !226, file: !226, line: 556, type: !270, flags: DIFlagPrototyped, spFlags: 0)
!270 = !DISubroutineType(types: !271)
!271 = !{!98, !94, !94}
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !273, file: !231, line: 145)
!273 = !DISubprogram(name: "div", scope: !226, file: !226, line: 873, type: !274, flags: DIFlagPrototyped, spFlags: 0)
!274 = !DISubroutineType(types: !275)
!275 = !{!229, !7, !7}
!276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !277, file: !231, line: 146)
!277 = !DISubprogram(name: "exit", scope: !226, file: !226, line: 637, type: !278, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !7}
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !281, file: !231, line: 147)
!281 = !DISubprogram(name: "free", scope: !226, file: !226, line: 568, type: !282, flags: DIFlagPrototyped, spFlags: 0)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !98}
!284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !285, file: !231, line: 148)
!285 = !DISubprogram(name: "getenv", scope: !226, file: !226, line: 654, type: !286, flags: DIFlagPrototyped, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{!68, !76}
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !289, file: !231, line: 149)
!289 = !DISubprogram(name: "labs", scope: !226, file: !226, line: 862, type: !290, flags: DIFlagPrototyped, spFlags: 0)
!290 = !DISubroutineType(types: !291)
!291 = !{!109, !109}
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !293, file: !231, line: 150)
!293 = !DISubprogram(name: "ldiv", scope: !226, file: !226, line: 875, type: !294, flags: DIFlagPrototyped, spFlags: 0)
!294 = !DISubroutineType(types: !295)
!295 = !{!233, !109, !109}
!296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !297, file: !231, line: 151)
!297 = !DISubprogram(name: "malloc", scope: !226, file: !226, line: 553, type: !298, flags: DIFlagPrototyped, spFlags: 0)
!298 = !DISubroutineType(types: !299)
!299 = !{!98, !94}
!300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !301, file: !231, line: 153)
!301 = !DISubprogram(name: "mblen", scope: !226, file: !226, line: 943, type: !302, flags: DIFlagPrototyped, spFlags: 0)
!302 = !DISubroutineType(types: !303)
!303 = !{!7, !76, !94}
!304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !305, file: !231, line: 154)
!305 = !DISubprogram(name: "mbstowcs", scope: !226, file: !226, line: 954, type: !306, flags: DIFlagPrototyped, spFlags: 0)
!306 = !DISubroutineType(types: !307)
!307 = !{!94, !308, !75, !94}
!308 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!310 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !312, file: !231, line: 155)
!312 = !DISubprogram(name: "mbtowc", scope: !226, file: !226, line: 946, type: !313, flags: DIFlagPrototyped, spFlags: 0)
!313 = !DISubroutineType(types: !314)
!314 = !{!7, !308, !75, !94}
!315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !316, file: !231, line: 157)
!316 = !DISubprogram(name: "qsort", scope: !226, file: !226, line: 851, type: !317, flags: DIFlagPrototyped, spFlags: 0)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !98, !94, !94, !264}
!319 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !320, file: !231, line: 160)
!320 = !DISubprogram(name: "quick_exit", scope: !226, file: !226, line: 643, type: !278, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !322, file: !231, line: 163)
!322 = !DISubprogram(name: "rand", scope: !226, file: !226, line: 454, type: !131, flags: DIFlagPrototyped, spFlags: 0)
!323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !324, file: !231, line: 164)
!324 = !DISubprogram(name: "realloc", scope: !226, file: !226, line: 564, type: !325, flags: DIFlagPrototyped, spFlags: 0)
!325 = !DISubroutineType(types: !326)
!326 = !{!98, !98, !94}
!327 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !328, file: !231, line: 165)
!328 = !DISubprogram(name: "srand", scope: !226, file: !226, line: 456, type: !329, flags: DIFlagPrototyped, spFlags: 0)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !331}
!331 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !333, file: !231, line: 166)
!333 = !DISubprogram(name: "strtod", scope: !226, file: !226, line: 118, type: !334, flags: DIFlagPrototyped, spFlags: 0)
!334 = !DISubroutineType(types: !335)
!335 = !{!253, !75, !336}
!336 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !337)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !339, file: !231, line: 167)
!339 = !DISubprogram(name: "strtol", scope: !226, file: !226, line: 177, type: !340, flags: DIFlagPrototyped, spFlags: 0)
!340 = !DISubroutineType(types: !341)
!341 = !{!109, !75, !336, !7}
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !343, file: !231, line: 168)
!343 = !DISubprogram(name: "strtoul", scope: !226, file: !226, line: 181, type: !344, flags: DIFlagPrototyped, spFlags: 0)
!344 = !DISubroutineType(types: !345)
!345 = !{!96, !75, !336, !7}
!346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !347, file: !231, line: 169)
!347 = !DISubprogram(name: "system", scope: !226, file: !226, line: 804, type: !149, flags: DIFlagPrototyped, spFlags: 0)
!348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !349, file: !231, line: 171)
!349 = !DISubprogram(name: "wcstombs", scope: !226, file: !226, line: 958, type: !350, flags: DIFlagPrototyped, spFlags: 0)
!350 = !DISubroutineType(types: !351)
!351 = !{!94, !70, !352, !94}
!352 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !353)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 64)
!354 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !310)
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !356, file: !231, line: 172)
!356 = !DISubprogram(name: "wctomb", scope: !226, file: !226, line: 950, type: !357, flags: DIFlagPrototyped, spFlags: 0)
!357 = !DISubroutineType(types: !358)
!358 = !{!7, !68, !310}
!359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !360, file: !231, line: 200)
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !226, line: 81, baseType: !361)
!361 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !226, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !362, identifier: "_ZTS7lldiv_t")
!362 = !{!363, !365}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !361, file: !226, line: 79, baseType: !364, size: 64)
!364 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !361, file: !226, line: 80, baseType: !364, size: 64, offset: 64)
!366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !367, file: !231, line: 206)
!367 = !DISubprogram(name: "_Exit", scope: !226, file: !226, line: 649, type: !278, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !369, file: !231, line: 210)
!369 = !DISubprogram(name: "llabs", scope: !226, file: !226, line: 865, type: !370, flags: DIFlagPrototyped, spFlags: 0)
!370 = !DISubroutineType(types: !371)
!371 = !{!364, !364}
!372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !373, file: !231, line: 216)
!373 = !DISubprogram(name: "lldiv", scope: !226, file: !226, line: 879, type: !374, flags: DIFlagPrototyped, spFlags: 0)
!374 = !DISubroutineType(types: !375)
!375 = !{!360, !364, !364}
!376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !377, file: !231, line: 227)
!377 = !DISubprogram(name: "atoll", scope: !226, file: !226, line: 113, type: !378, flags: DIFlagPrototyped, spFlags: 0)
!378 = !DISubroutineType(types: !379)
!379 = !{!364, !76}
!380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !381, file: !231, line: 228)
!381 = !DISubprogram(name: "strtoll", scope: !226, file: !226, line: 201, type: !382, flags: DIFlagPrototyped, spFlags: 0)
!382 = !DISubroutineType(types: !383)
!383 = !{!364, !75, !336, !7}
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !385, file: !231, line: 229)
!385 = !DISubprogram(name: "strtoull", scope: !226, file: !226, line: 206, type: !386, flags: DIFlagPrototyped, spFlags: 0)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !75, !336, !7}
!388 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !390, file: !231, line: 231)
!390 = !DISubprogram(name: "strtof", scope: !226, file: !226, line: 124, type: !391, flags: DIFlagPrototyped, spFlags: 0)
!391 = !DISubroutineType(types: !392)
!392 = !{!3, !75, !336}
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !203, entity: !394, file: !231, line: 232)
!394 = !DISubprogram(name: "strtold", scope: !226, file: !226, line: 127, type: !395, flags: DIFlagPrototyped, spFlags: 0)
!395 = !DISubroutineType(types: !396)
!396 = !{!397, !75, !336}
!397 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !360, file: !231, line: 240)
!399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !367, file: !231, line: 242)
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !369, file: !231, line: 244)
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !402, file: !231, line: 245)
!402 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !203, file: !231, line: 213, type: !374, flags: DIFlagPrototyped, spFlags: 0)
!403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !373, file: !231, line: 246)
!404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !377, file: !231, line: 248)
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !390, file: !231, line: 249)
!406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !381, file: !231, line: 250)
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !385, file: !231, line: 251)
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !28, entity: !394, file: !231, line: 252)
!409 = !{i32 7, !"Dwarf Version", i32 5}
!410 = !{i32 2, !"Debug Info Version", i32 3}
!411 = !{i32 1, !"wchar_size", i32 4}
!412 = !{i32 7, !"PIC Level", i32 2}
!413 = !{i32 7, !"PIE Level", i32 2}
!414 = !{i32 7, !"uwtable", i32 1}
!415 = !{i32 7, !"frame-pointer", i32 2}
!416 = !{!"Debian clang version 14.0.6"}
!417 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !418, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{!7, !7, !337}
!420 = !{}
!421 = !DILocalVariable(name: "argc", arg: 1, scope: !417, file: !1, line: 36, type: !7)
!422 = !DILocation(line: 36, column: 14, scope: !417)
!423 = !DILocalVariable(name: "argv", arg: 2, scope: !417, file: !1, line: 36, type: !337)
!424 = !DILocation(line: 36, column: 27, scope: !417)
!425 = !DILocalVariable(name: "n", scope: !417, file: !1, line: 38, type: !7)
!426 = !DILocation(line: 38, column: 7, scope: !417)
!427 = !DILocation(line: 38, column: 11, scope: !417)
!428 = !DILocation(line: 38, column: 16, scope: !417)
!429 = !DILocation(line: 38, column: 27, scope: !417)
!430 = !DILocation(line: 38, column: 22, scope: !417)
!431 = !DILocalVariable(name: "steps", scope: !417, file: !1, line: 39, type: !7)
!432 = !DILocation(line: 39, column: 7, scope: !417)
!433 = !DILocation(line: 39, column: 15, scope: !417)
!434 = !DILocation(line: 39, column: 20, scope: !417)
!435 = !DILocation(line: 39, column: 31, scope: !417)
!436 = !DILocation(line: 39, column: 26, scope: !417)
!437 = !DILocalVariable(name: "u", scope: !417, file: !1, line: 40, type: !4)
!438 = !DILocation(line: 40, column: 9, scope: !417)
!439 = !DILocation(line: 40, column: 11, scope: !417)
!440 = !DILocalVariable(name: "i", scope: !441, file: !1, line: 41, type: !7)
!441 = distinct !DILexicalBlock(scope: !417, file: !1, line: 41, column: 3)
!442 = !DILocation(line: 41, column: 12, scope: !441)
!443 = !DILocation(line: 41, column: 8, scope: !441)
!444 = !DILocation(line: 41, column: 19, scope: !445)
!445 = distinct !DILexicalBlock(scope: !441, file: !1, line: 41, column: 3)
!446 = !DILocation(line: 41, column: 23, scope: !445)
!447 = !DILocation(line: 41, column: 21, scope: !445)
!448 = !DILocation(line: 41, column: 3, scope: !441)
!449 = !DILocation(line: 42, column: 22, scope: !445)
!450 = !DILocation(line: 42, column: 24, scope: !445)
!451 = !DILocation(line: 42, column: 21, scope: !445)
!452 = !DILocation(line: 42, column: 7, scope: !445)
!453 = !DILocation(line: 42, column: 9, scope: !445)
!454 = !DILocation(line: 42, column: 5, scope: !445)
!455 = !DILocation(line: 42, column: 12, scope: !445)
!456 = !DILocation(line: 41, column: 27, scope: !445)
!457 = !DILocation(line: 41, column: 3, scope: !445)
!458 = distinct !{!458, !448, !459, !460}
!459 = !DILocation(line: 42, column: 27, scope: !441)
!460 = !{!"llvm.loop.mustprogress"}
!461 = !DILocalVariable(name: "t", scope: !462, file: !1, line: 43, type: !7)
!462 = distinct !DILexicalBlock(scope: !417, file: !1, line: 43, column: 3)
!463 = !DILocation(line: 43, column: 12, scope: !462)
!464 = !DILocation(line: 43, column: 8, scope: !462)
!465 = !DILocation(line: 43, column: 19, scope: !466)
!466 = distinct !DILexicalBlock(scope: !462, file: !1, line: 43, column: 3)
!467 = !DILocation(line: 43, column: 23, scope: !466)
!468 = !DILocation(line: 43, column: 21, scope: !466)
!469 = !DILocation(line: 43, column: 3, scope: !462)
!470 = !DILocalVariable(name: "next", scope: !471, file: !1, line: 44, type: !4)
!471 = distinct !DILexicalBlock(scope: !466, file: !1, line: 43, column: 35)
!472 = !DILocation(line: 44, column: 11, scope: !471)
!473 = !DILocation(line: 44, column: 18, scope: !471)
!474 = !DILocalVariable(name: "copy", scope: !471, file: !1, line: 45, type: !4)
!475 = !DILocation(line: 45, column: 11, scope: !471)
!476 = !DILocation(line: 46, column: 7, scope: !471)
!477 = !DILocation(line: 47, column: 3, scope: !466)
!478 = !DILocation(line: 47, column: 3, scope: !471)
!479 = !DILocation(line: 43, column: 31, scope: !466)
!480 = !DILocation(line: 43, column: 3, scope: !466)
!481 = distinct !{!481, !469, !482, !460}
!482 = !DILocation(line: 47, column: 3, scope: !462)
!483 = !DILocation(line: 53, column: 1, scope: !471)
!484 = !DILocalVariable(name: "s", scope: !417, file: !1, line: 48, type: !3)
!485 = !DILocation(line: 48, column: 9, scope: !417)
!486 = !DILocalVariable(name: "i", scope: !487, file: !1, line: 49, type: !7)
!487 = distinct !DILexicalBlock(scope: !417, file: !1, line: 49, column: 3)
!488 = !DILocation(line: 49, column: 12, scope: !487)
!489 = !DILocation(line: 49, column: 8, scope: !487)
!490 = !DILocation(line: 49, column: 19, scope: !491)
!491 = distinct !DILexicalBlock(scope: !487, file: !1, line: 49, column: 3)
!492 = !DILocation(line: 49, column: 23, scope: !491)
!493 = !DILocation(line: 49, column: 21, scope: !491)
!494 = !DILocation(line: 49, column: 3, scope: !487)
!495 = !DILocation(line: 50, column: 12, scope: !491)
!496 = !DILocation(line: 50, column: 14, scope: !491)
!497 = !DILocation(line: 50, column: 10, scope: !491)
!498 = !DILocation(line: 50, column: 7, scope: !491)
!499 = !DILocation(line: 50, column: 5, scope: !491)
!500 = !DILocation(line: 49, column: 27, scope: !491)
!501 = !DILocation(line: 49, column: 3, scope: !491)
!502 = distinct !{!502, !494, !503, !460}
!503 = !DILocation(line: 50, column: 15, scope: !487)
!504 = !DILocation(line: 51, column: 18, scope: !417)
!505 = !DILocation(line: 51, column: 3, scope: !417)
!506 = !DILocation(line: 52, column: 3, scope: !417)
!507 = !DILocation(line: 53, column: 1, scope: !417)
!508 = distinct !DISubprogram(name: "Field", linkageName: "_ZN5FieldC2Ei", scope: !4, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !10, retainedNodes: !420)
!509 = !DILocalVariable(name: "this", arg: 1, scope: !508, type: !510, flags: DIFlagArtificial | DIFlagObjectPointer)
!510 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!511 = !DILocation(line: 0, scope: !508)
!512 = !DILocalVariable(name: "n", arg: 2, scope: !508, file: !1, line: 11, type: !7)
!513 = !DILocation(line: 11, column: 22, scope: !508)
!514 = !DILocation(line: 11, column: 27, scope: !508)
!515 = !DILocation(line: 11, column: 29, scope: !508)
!516 = !DILocation(line: 11, column: 33, scope: !508)
!517 = !DILocation(line: 11, column: 45, scope: !508)
!518 = !DILocation(line: 11, column: 35, scope: !508)
!519 = !DILocation(line: 11, column: 50, scope: !508)
!520 = distinct !DISubprogram(name: "relax", linkageName: "_ZL5relaxRK5Field", scope: !1, file: !1, line: 26, type: !521, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !420)
!521 = !DISubroutineType(types: !522)
!522 = !{!4, !17}
!523 = !DILocalVariable(name: "f", arg: 1, scope: !520, file: !1, line: 26, type: !17)
!524 = !DILocation(line: 26, column: 33, scope: !520)
!525 = !DILocation(line: 28, column: 3, scope: !520)
!526 = !DILocalVariable(name: "out", scope: !520, file: !1, line: 28, type: !4)
!527 = !DILocation(line: 28, column: 9, scope: !520)
!528 = !DILocation(line: 28, column: 13, scope: !520)
!529 = !DILocation(line: 28, column: 15, scope: !520)
!530 = !DILocation(line: 29, column: 14, scope: !520)
!531 = !DILocation(line: 29, column: 16, scope: !520)
!532 = !DILocation(line: 29, column: 7, scope: !520)
!533 = !DILocation(line: 29, column: 3, scope: !520)
!534 = !DILocation(line: 29, column: 12, scope: !520)
!535 = !DILocation(line: 30, column: 20, scope: !520)
!536 = !DILocation(line: 30, column: 22, scope: !520)
!537 = !DILocation(line: 30, column: 24, scope: !520)
!538 = !DILocation(line: 30, column: 26, scope: !520)
!539 = !DILocation(line: 30, column: 28, scope: !520)
!540 = !DILocation(line: 30, column: 7, scope: !520)
!541 = !DILocation(line: 30, column: 9, scope: !520)
!542 = !DILocation(line: 30, column: 11, scope: !520)
!543 = !DILocation(line: 30, column: 13, scope: !520)
!544 = !DILocation(line: 30, column: 3, scope: !520)
!545 = !DILocation(line: 30, column: 18, scope: !520)
!546 = !DILocalVariable(name: "i", scope: !547, file: !1, line: 31, type: !7)
!547 = distinct !DILexicalBlock(scope: !520, file: !1, line: 31, column: 3)
!548 = !DILocation(line: 31, column: 12, scope: !547)
!549 = !DILocation(line: 31, column: 8, scope: !547)
!550 = !DILocation(line: 31, column: 19, scope: !551)
!551 = distinct !DILexicalBlock(scope: !547, file: !1, line: 31, column: 3)
!552 = !DILocation(line: 31, column: 23, scope: !551)
!553 = !DILocation(line: 31, column: 25, scope: !551)
!554 = !DILocation(line: 31, column: 27, scope: !551)
!555 = !DILocation(line: 31, column: 21, scope: !551)
!556 = !DILocation(line: 31, column: 3, scope: !547)
!557 = !DILocation(line: 32, column: 23, scope: !551)
!558 = !DILocation(line: 32, column: 25, scope: !551)
!559 = !DILocation(line: 32, column: 27, scope: !551)
!560 = !DILocation(line: 32, column: 41, scope: !551)
!561 = !DILocation(line: 32, column: 43, scope: !551)
!562 = !DILocation(line: 32, column: 45, scope: !551)
!563 = !DILocation(line: 32, column: 47, scope: !551)
!564 = !DILocation(line: 32, column: 54, scope: !551)
!565 = !DILocation(line: 32, column: 56, scope: !551)
!566 = !DILocation(line: 32, column: 58, scope: !551)
!567 = !DILocation(line: 32, column: 60, scope: !551)
!568 = !DILocation(line: 32, column: 52, scope: !551)
!569 = !DILocation(line: 32, column: 38, scope: !551)
!570 = !DILocation(line: 32, column: 30, scope: !551)
!571 = !DILocation(line: 32, column: 9, scope: !551)
!572 = !DILocation(line: 32, column: 11, scope: !551)
!573 = !DILocation(line: 32, column: 5, scope: !551)
!574 = !DILocation(line: 32, column: 14, scope: !551)
!575 = !DILocation(line: 31, column: 33, scope: !551)
!576 = !DILocation(line: 31, column: 3, scope: !551)
!577 = distinct !{!577, !556, !578, !460}
!578 = !DILocation(line: 32, column: 64, scope: !547)
!579 = !DILocation(line: 33, column: 3, scope: !520)
!580 = !DILocation(line: 34, column: 1, scope: !520)
!581 = distinct !DISubprogram(name: "Field", linkageName: "_ZN5FieldC2ERKS_", scope: !4, file: !1, line: 12, type: !15, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !14, retainedNodes: !420)
!582 = !DILocalVariable(name: "this", arg: 1, scope: !581, type: !510, flags: DIFlagArtificial | DIFlagObjectPointer)
!583 = !DILocation(line: 0, scope: !581)
!584 = !DILocalVariable(name: "o", arg: 2, scope: !581, file: !1, line: 12, type: !17)
!585 = !DILocation(line: 12, column: 22, scope: !581)
!586 = !DILocation(line: 12, column: 27, scope: !581)
!587 = !DILocation(line: 12, column: 29, scope: !581)
!588 = !DILocation(line: 12, column: 31, scope: !581)
!589 = !DILocation(line: 12, column: 35, scope: !581)
!590 = !DILocation(line: 12, column: 47, scope: !581)
!591 = !DILocation(line: 12, column: 49, scope: !581)
!592 = !DILocation(line: 12, column: 37, scope: !581)
!593 = !DILocalVariable(name: "i", scope: !594, file: !1, line: 14, type: !7)
!594 = distinct !DILexicalBlock(scope: !595, file: !1, line: 14, column: 5)
!595 = distinct !DILexicalBlock(scope: !581, file: !1, line: 13, column: 3)
!596 = !DILocation(line: 14, column: 14, scope: !594)
!597 = !DILocation(line: 14, column: 10, scope: !594)
!598 = !DILocation(line: 14, column: 21, scope: !599)
!599 = distinct !DILexicalBlock(scope: !594, file: !1, line: 14, column: 5)
!600 = !DILocation(line: 14, column: 25, scope: !599)
!601 = !DILocation(line: 14, column: 23, scope: !599)
!602 = !DILocation(line: 14, column: 5, scope: !594)
!603 = !DILocation(line: 15, column: 14, scope: !599)
!604 = !DILocation(line: 15, column: 16, scope: !599)
!605 = !DILocation(line: 15, column: 18, scope: !599)
!606 = !DILocation(line: 15, column: 7, scope: !599)
!607 = !DILocation(line: 15, column: 9, scope: !599)
!608 = !DILocation(line: 15, column: 12, scope: !599)
!609 = !DILocation(line: 14, column: 29, scope: !599)
!610 = !DILocation(line: 14, column: 5, scope: !599)
!611 = distinct !{!611, !602, !612, !460}
!612 = !DILocation(line: 15, column: 19, scope: !594)
!613 = !DILocation(line: 16, column: 3, scope: !581)
!614 = distinct !DISubprogram(name: "operator=", linkageName: "_ZN5FieldaSERKS_", scope: !4, file: !1, line: 17, type: !20, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !19, retainedNodes: !420)
!615 = !DILocalVariable(name: "this", arg: 1, scope: !614, type: !510, flags: DIFlagArtificial | DIFlagObjectPointer)
!616 = !DILocation(line: 0, scope: !614)
!617 = !DILocalVariable(name: "o", arg: 2, scope: !614, file: !1, line: 17, type: !17)
!618 = !DILocation(line: 17, column: 33, scope: !614)
!619 = !DILocalVariable(name: "i", scope: !620, file: !1, line: 19, type: !7)
!620 = distinct !DILexicalBlock(scope: !614, file: !1, line: 19, column: 5)
!621 = !DILocation(line: 19, column: 14, scope: !620)
!622 = !DILocation(line: 19, column: 10, scope: !620)
!623 = !DILocation(line: 19, column: 21, scope: !624)
!624 = distinct !DILexicalBlock(scope: !620, file: !1, line: 19, column: 5)
!625 = !DILocation(line: 19, column: 25, scope: !624)
!626 = !DILocation(line: 19, column: 23, scope: !624)
!627 = !DILocation(line: 19, column: 5, scope: !620)
!628 = !DILocation(line: 20, column: 14, scope: !624)
!629 = !DILocation(line: 20, column: 16, scope: !624)
!630 = !DILocation(line: 20, column: 18, scope: !624)
!631 = !DILocation(line: 20, column: 7, scope: !624)
!632 = !DILocation(line: 20, column: 9, scope: !624)
!633 = !DILocation(line: 20, column: 12, scope: !624)
!634 = !DILocation(line: 19, column: 29, scope: !624)
!635 = !DILocation(line: 19, column: 5, scope: !624)
!636 = distinct !{!636, !627, !637, !460}
!637 = !DILocation(line: 20, column: 19, scope: !620)
!638 = !DILocation(line: 21, column: 5, scope: !614)
!639 = distinct !DISubprogram(name: "~Field", linkageName: "_ZN5FieldD2Ev", scope: !4, file: !1, line: 23, type: !24, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !23, retainedNodes: !420)
!640 = !DILocalVariable(name: "this", arg: 1, scope: !639, type: !510, flags: DIFlagArtificial | DIFlagObjectPointer)
!641 = !DILocation(line: 0, scope: !639)
!642 = !DILocation(line: 23, column: 23, scope: !643)
!643 = distinct !DILexicalBlock(scope: !639, file: !1, line: 23, column: 12)
!644 = !DILocation(line: 23, column: 14, scope: !643)
!645 = !DILocation(line: 23, column: 26, scope: !639)
