; ModuleID = 'raii_buffer.cpp'
source_filename = "raii_buffer.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.Buffer = type { i64, double* }

$_ZN6BufferC2Emd = comdat any

$_ZN6BufferixEm = comdat any

$_ZNK6Buffer13kernel_smoothEv = comdat any

$_ZNK6BuffermlEd = comdat any

$_ZNK6BufferplERKS_ = comdat any

$_ZN6BufferaSES_ = comdat any

$_ZN6BufferD2Ev = comdat any

$_ZNK6Buffer3sumEv = comdat any

$_ZN6BufferC2ERKS_ = comdat any

$_ZSt4swapImENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_ = comdat any

$_ZSt4swapIPdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SD_ = comdat any

$_ZSt4moveIRmEONSt16remove_referenceIT_E4typeEOS2_ = comdat any

$_ZSt4moveIRPdEONSt16remove_referenceIT_E4typeEOS3_ = comdat any

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !518 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca %class.Buffer, align 8
  %9 = alloca %class.Buffer, align 8
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca %class.Buffer, align 8
  %15 = alloca %class.Buffer, align 8
  %16 = alloca %class.Buffer, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !522, metadata !DIExpression()), !dbg !523
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !524, metadata !DIExpression()), !dbg !525
  call void @llvm.dbg.declare(metadata i64* %6, metadata !526, metadata !DIExpression()), !dbg !527
  %17 = load i32, i32* %4, align 4, !dbg !528
  %18 = icmp sgt i32 %17, 1, !dbg !529
  br i1 %18, label %19, label %24, !dbg !528

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !530
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !530
  %22 = load i8*, i8** %21, align 8, !dbg !530
  %23 = call i64 @strtoul(i8* noundef %22, i8** noundef null, i32 noundef 10) #12, !dbg !531
  br label %25, !dbg !528

24:                                               ; preds = %2
  br label %25, !dbg !528

25:                                               ; preds = %24, %19
  %26 = phi i64 [ %23, %19 ], [ 5000, %24 ], !dbg !528
  store i64 %26, i64* %6, align 8, !dbg !527
  call void @llvm.dbg.declare(metadata i32* %7, metadata !532, metadata !DIExpression()), !dbg !533
  %27 = load i32, i32* %4, align 4, !dbg !534
  %28 = icmp sgt i32 %27, 2, !dbg !535
  br i1 %28, label %29, label %34, !dbg !534

29:                                               ; preds = %25
  %30 = load i8**, i8*** %5, align 8, !dbg !536
  %31 = getelementptr inbounds i8*, i8** %30, i64 2, !dbg !536
  %32 = load i8*, i8** %31, align 8, !dbg !536
  %33 = call i32 @atoi(i8* noundef %32) #13, !dbg !537
  br label %35, !dbg !534

34:                                               ; preds = %25
  br label %35, !dbg !534

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 8, %34 ], !dbg !534
  store i32 %36, i32* %7, align 4, !dbg !533
  call void @llvm.dbg.declare(metadata %class.Buffer* %8, metadata !538, metadata !DIExpression()), !dbg !539
  %37 = load i64, i64* %6, align 8, !dbg !540
  call void @_ZN6BufferC2Emd(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %8, i64 noundef %37, double noundef 0.000000e+00), !dbg !539
  call void @llvm.dbg.declare(metadata %class.Buffer* %9, metadata !541, metadata !DIExpression()), !dbg !542
  %38 = load i64, i64* %6, align 8, !dbg !543
  invoke void @_ZN6BufferC2Emd(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %9, i64 noundef %38, double noundef 1.000000e+00)
          to label %39 unwind label %54, !dbg !542

39:                                               ; preds = %35
  call void @llvm.dbg.declare(metadata i64* %12, metadata !544, metadata !DIExpression()), !dbg !546
  store i64 0, i64* %12, align 8, !dbg !546
  br label %40, !dbg !547

40:                                               ; preds = %51, %39
  %41 = load i64, i64* %12, align 8, !dbg !548
  %42 = load i64, i64* %6, align 8, !dbg !550
  %43 = icmp ult i64 %41, %42, !dbg !551
  br i1 %43, label %44, label %62, !dbg !552

44:                                               ; preds = %40
  %45 = load i64, i64* %12, align 8, !dbg !553
  %46 = urem i64 %45, 100, !dbg !554
  %47 = uitofp i64 %46 to double, !dbg !553
  %48 = load i64, i64* %12, align 8, !dbg !555
  %49 = invoke noundef nonnull align 8 dereferenceable(8) double* @_ZN6BufferixEm(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %8, i64 noundef %48)
          to label %50 unwind label %58, !dbg !556

50:                                               ; preds = %44
  store double %47, double* %49, align 8, !dbg !557
  br label %51, !dbg !556

51:                                               ; preds = %50
  %52 = load i64, i64* %12, align 8, !dbg !558
  %53 = add i64 %52, 1, !dbg !558
  store i64 %53, i64* %12, align 8, !dbg !558
  br label %40, !dbg !559, !llvm.loop !560

54:                                               ; preds = %35
  %55 = landingpad { i8*, i32 }
          cleanup, !dbg !563
  %56 = extractvalue { i8*, i32 } %55, 0, !dbg !563
  store i8* %56, i8** %10, align 8, !dbg !563
  %57 = extractvalue { i8*, i32 } %55, 1, !dbg !563
  store i32 %57, i32* %11, align 4, !dbg !563
  br label %91, !dbg !563

58:                                               ; preds = %86, %84, %67, %44
  %59 = landingpad { i8*, i32 }
          cleanup, !dbg !564
  %60 = extractvalue { i8*, i32 } %59, 0, !dbg !564
  store i8* %60, i8** %10, align 8, !dbg !564
  %61 = extractvalue { i8*, i32 } %59, 1, !dbg !564
  store i32 %61, i32* %11, align 4, !dbg !564
  br label %90, !dbg !564

62:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata i32* %13, metadata !565, metadata !DIExpression()), !dbg !567
  store i32 0, i32* %13, align 4, !dbg !567
  br label %63, !dbg !568

63:                                               ; preds = %72, %62
  %64 = load i32, i32* %13, align 4, !dbg !569
  %65 = load i32, i32* %7, align 4, !dbg !571
  %66 = icmp slt i32 %64, %65, !dbg !572
  br i1 %66, label %67, label %84, !dbg !573

67:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata %class.Buffer* %14, metadata !574, metadata !DIExpression()), !dbg !576
  invoke void @_ZNK6Buffer13kernel_smoothEv(%class.Buffer* sret(%class.Buffer) align 8 %14, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %8)
          to label %68 unwind label %58, !dbg !577

68:                                               ; preds = %67
  invoke void @_ZNK6BuffermlEd(%class.Buffer* sret(%class.Buffer) align 8 %16, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %14, double noundef 9.000000e-01)
          to label %69 unwind label %75, !dbg !578

69:                                               ; preds = %68
  invoke void @_ZNK6BufferplERKS_(%class.Buffer* sret(%class.Buffer) align 8 %15, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %16, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %9)
          to label %70 unwind label %79, !dbg !579

70:                                               ; preds = %69
  %71 = call noundef nonnull align 8 dereferenceable(16) %class.Buffer* @_ZN6BufferaSES_(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %8, %class.Buffer* noundef %15) #12, !dbg !580
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %15) #12, !dbg !581
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %16) #12, !dbg !581
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %14) #12, !dbg !582
  br label %72, !dbg !583

72:                                               ; preds = %70
  %73 = load i32, i32* %13, align 4, !dbg !584
  %74 = add nsw i32 %73, 1, !dbg !584
  store i32 %74, i32* %13, align 4, !dbg !584
  br label %63, !dbg !585, !llvm.loop !586

75:                                               ; preds = %68
  %76 = landingpad { i8*, i32 }
          cleanup, !dbg !588
  %77 = extractvalue { i8*, i32 } %76, 0, !dbg !588
  store i8* %77, i8** %10, align 8, !dbg !588
  %78 = extractvalue { i8*, i32 } %76, 1, !dbg !588
  store i32 %78, i32* %11, align 4, !dbg !588
  br label %83, !dbg !588

79:                                               ; preds = %69
  %80 = landingpad { i8*, i32 }
          cleanup, !dbg !588
  %81 = extractvalue { i8*, i32 } %80, 0, !dbg !588
  store i8* %81, i8** %10, align 8, !dbg !588
  %82 = extractvalue { i8*, i32 } %80, 1, !dbg !588
  store i32 %82, i32* %11, align 4, !dbg !588
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %16) #12, !dbg !581
  br label %83, !dbg !581

83:                                               ; preds = %79, %75
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %14) #12, !dbg !582
  br label %90, !dbg !582

84:                                               ; preds = %63
  %85 = invoke noundef double @_ZNK6Buffer3sumEv(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %8)
          to label %86 unwind label %58, !dbg !589

86:                                               ; preds = %84
  %87 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %85)
          to label %88 unwind label %58, !dbg !590

88:                                               ; preds = %86
  store i32 0, i32* %3, align 4, !dbg !591
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %9) #12, !dbg !563
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %8) #12, !dbg !563
  %89 = load i32, i32* %3, align 4, !dbg !563
  ret i32 %89, !dbg !563

90:                                               ; preds = %83, %58
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %9) #12, !dbg !563
  br label %91, !dbg !563

91:                                               ; preds = %90, %54
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %8) #12, !dbg !563
  br label %92, !dbg !563

92:                                               ; preds = %91
  %93 = load i8*, i8** %10, align 8, !dbg !563
  %94 = load i32, i32* %11, align 4, !dbg !563
  %95 = insertvalue { i8*, i32 } undef, i8* %93, 0, !dbg !563
  %96 = insertvalue { i8*, i32 } %95, i32 %94, 1, !dbg !563
  resume { i8*, i32 } %96, !dbg !563
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i64 @strtoul(i8* noundef, i8** noundef, i32 noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6BufferC2Emd(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %1, double noundef %2) unnamed_addr #4 comdat align 2 !dbg !592 {
  %4 = alloca %class.Buffer*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = alloca i64, align 8
  store %class.Buffer* %0, %class.Buffer** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %4, metadata !593, metadata !DIExpression()), !dbg !595
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !596, metadata !DIExpression()), !dbg !597
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !598, metadata !DIExpression()), !dbg !599
  %8 = load %class.Buffer*, %class.Buffer** %4, align 8
  %9 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 0, !dbg !600
  %10 = load i64, i64* %5, align 8, !dbg !601
  store i64 %10, i64* %9, align 8, !dbg !600
  %11 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 1, !dbg !602
  %12 = load i64, i64* %5, align 8, !dbg !603
  %13 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %12, i64 8), !dbg !604
  %14 = extractvalue { i64, i1 } %13, 1, !dbg !604
  %15 = extractvalue { i64, i1 } %13, 0, !dbg !604
  %16 = select i1 %14, i64 -1, i64 %15, !dbg !604
  %17 = call noalias noundef nonnull i8* @_Znam(i64 noundef %16) #14, !dbg !604, !heapallocsite !3
  %18 = bitcast i8* %17 to double*, !dbg !604
  store double* %18, double** %11, align 8, !dbg !602
  call void @llvm.dbg.declare(metadata i64* %7, metadata !605, metadata !DIExpression()), !dbg !608
  store i64 0, i64* %7, align 8, !dbg !608
  br label %19, !dbg !609

19:                                               ; preds = %30, %3
  %20 = load i64, i64* %7, align 8, !dbg !610
  %21 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 0, !dbg !612
  %22 = load i64, i64* %21, align 8, !dbg !612
  %23 = icmp ult i64 %20, %22, !dbg !613
  br i1 %23, label %24, label %33, !dbg !614

24:                                               ; preds = %19
  %25 = load double, double* %6, align 8, !dbg !615
  %26 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 1, !dbg !616
  %27 = load double*, double** %26, align 8, !dbg !616
  %28 = load i64, i64* %7, align 8, !dbg !617
  %29 = getelementptr inbounds double, double* %27, i64 %28, !dbg !616
  store double %25, double* %29, align 8, !dbg !618
  br label %30, !dbg !616

30:                                               ; preds = %24
  %31 = load i64, i64* %7, align 8, !dbg !619
  %32 = add i64 %31, 1, !dbg !619
  store i64 %32, i64* %7, align 8, !dbg !619
  br label %19, !dbg !620, !llvm.loop !621

33:                                               ; preds = %19
  ret void, !dbg !623
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZN6BufferixEm(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %1) #5 comdat align 2 !dbg !624 {
  %3 = alloca %class.Buffer*, align 8
  %4 = alloca i64, align 8
  store %class.Buffer* %0, %class.Buffer** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %3, metadata !625, metadata !DIExpression()), !dbg !626
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !627, metadata !DIExpression()), !dbg !628
  %5 = load %class.Buffer*, %class.Buffer** %3, align 8
  %6 = getelementptr inbounds %class.Buffer, %class.Buffer* %5, i32 0, i32 1, !dbg !629
  %7 = load double*, double** %6, align 8, !dbg !629
  %8 = load i64, i64* %4, align 8, !dbg !630
  %9 = getelementptr inbounds double, double* %7, i64 %8, !dbg !629
  ret double* %9, !dbg !631
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK6Buffer13kernel_smoothEv(%class.Buffer* noalias sret(%class.Buffer) align 8 %0, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 !dbg !632 {
  %3 = alloca i8*, align 8
  %4 = alloca %class.Buffer*, align 8
  %5 = alloca i1, align 1
  %6 = alloca i64, align 8
  %7 = bitcast %class.Buffer* %0 to i8*
  store i8* %7, i8** %3, align 8
  store %class.Buffer* %1, %class.Buffer** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %4, metadata !633, metadata !DIExpression()), !dbg !635
  %8 = load %class.Buffer*, %class.Buffer** %4, align 8
  store i1 false, i1* %5, align 1, !dbg !636
  call void @llvm.dbg.declare(metadata i8** %3, metadata !637, metadata !DIExpression(DW_OP_deref)), !dbg !638
  %9 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 0, !dbg !639
  %10 = load i64, i64* %9, align 8, !dbg !639
  call void @_ZN6BufferC2Emd(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %10, double noundef 0.000000e+00), !dbg !638
  %11 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 1, !dbg !640
  %12 = load double*, double** %11, align 8, !dbg !640
  %13 = getelementptr inbounds double, double* %12, i64 0, !dbg !640
  %14 = load double, double* %13, align 8, !dbg !640
  %15 = getelementptr inbounds %class.Buffer, %class.Buffer* %0, i32 0, i32 1, !dbg !641
  %16 = load double*, double** %15, align 8, !dbg !641
  %17 = getelementptr inbounds double, double* %16, i64 0, !dbg !642
  store double %14, double* %17, align 8, !dbg !643
  %18 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 1, !dbg !644
  %19 = load double*, double** %18, align 8, !dbg !644
  %20 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 0, !dbg !645
  %21 = load i64, i64* %20, align 8, !dbg !645
  %22 = sub i64 %21, 1, !dbg !646
  %23 = getelementptr inbounds double, double* %19, i64 %22, !dbg !644
  %24 = load double, double* %23, align 8, !dbg !644
  %25 = getelementptr inbounds %class.Buffer, %class.Buffer* %0, i32 0, i32 1, !dbg !647
  %26 = load double*, double** %25, align 8, !dbg !647
  %27 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 0, !dbg !648
  %28 = load i64, i64* %27, align 8, !dbg !648
  %29 = sub i64 %28, 1, !dbg !649
  %30 = getelementptr inbounds double, double* %26, i64 %29, !dbg !650
  store double %24, double* %30, align 8, !dbg !651
  call void @llvm.dbg.declare(metadata i64* %6, metadata !652, metadata !DIExpression()), !dbg !654
  store i64 1, i64* %6, align 8, !dbg !654
  br label %31, !dbg !655

31:                                               ; preds = %62, %2
  %32 = load i64, i64* %6, align 8, !dbg !656
  %33 = add i64 %32, 1, !dbg !658
  %34 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 0, !dbg !659
  %35 = load i64, i64* %34, align 8, !dbg !659
  %36 = icmp ult i64 %33, %35, !dbg !660
  br i1 %36, label %37, label %65, !dbg !661

37:                                               ; preds = %31
  %38 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 1, !dbg !662
  %39 = load double*, double** %38, align 8, !dbg !662
  %40 = load i64, i64* %6, align 8, !dbg !663
  %41 = sub i64 %40, 1, !dbg !664
  %42 = getelementptr inbounds double, double* %39, i64 %41, !dbg !662
  %43 = load double, double* %42, align 8, !dbg !662
  %44 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 1, !dbg !665
  %45 = load double*, double** %44, align 8, !dbg !665
  %46 = load i64, i64* %6, align 8, !dbg !666
  %47 = getelementptr inbounds double, double* %45, i64 %46, !dbg !665
  %48 = load double, double* %47, align 8, !dbg !665
  %49 = fmul double 5.000000e-01, %48, !dbg !667
  %50 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %43, double %49), !dbg !668
  %51 = getelementptr inbounds %class.Buffer, %class.Buffer* %8, i32 0, i32 1, !dbg !669
  %52 = load double*, double** %51, align 8, !dbg !669
  %53 = load i64, i64* %6, align 8, !dbg !670
  %54 = add i64 %53, 1, !dbg !671
  %55 = getelementptr inbounds double, double* %52, i64 %54, !dbg !669
  %56 = load double, double* %55, align 8, !dbg !669
  %57 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %56, double %50), !dbg !672
  %58 = getelementptr inbounds %class.Buffer, %class.Buffer* %0, i32 0, i32 1, !dbg !673
  %59 = load double*, double** %58, align 8, !dbg !673
  %60 = load i64, i64* %6, align 8, !dbg !674
  %61 = getelementptr inbounds double, double* %59, i64 %60, !dbg !675
  store double %57, double* %61, align 8, !dbg !676
  br label %62, !dbg !675

62:                                               ; preds = %37
  %63 = load i64, i64* %6, align 8, !dbg !677
  %64 = add i64 %63, 1, !dbg !677
  store i64 %64, i64* %6, align 8, !dbg !677
  br label %31, !dbg !678, !llvm.loop !679

65:                                               ; preds = %31
  store i1 true, i1* %5, align 1, !dbg !681
  %66 = load i1, i1* %5, align 1, !dbg !682
  br i1 %66, label %68, label %67, !dbg !682

67:                                               ; preds = %65
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0) #12, !dbg !682
  br label %68, !dbg !682

68:                                               ; preds = %67, %65
  ret void, !dbg !682
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK6BuffermlEd(%class.Buffer* noalias sret(%class.Buffer) align 8 %0, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %1, double noundef %2) #6 comdat align 2 !dbg !683 {
  %4 = alloca i8*, align 8
  %5 = alloca %class.Buffer*, align 8
  %6 = alloca double, align 8
  %7 = alloca i1, align 1
  %8 = alloca i64, align 8
  %9 = bitcast %class.Buffer* %0 to i8*
  store i8* %9, i8** %4, align 8
  store %class.Buffer* %1, %class.Buffer** %5, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %5, metadata !684, metadata !DIExpression()), !dbg !685
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !686, metadata !DIExpression()), !dbg !687
  %10 = load %class.Buffer*, %class.Buffer** %5, align 8
  store i1 false, i1* %7, align 1, !dbg !688
  call void @llvm.dbg.declare(metadata i8** %4, metadata !689, metadata !DIExpression(DW_OP_deref)), !dbg !690
  call void @_ZN6BufferC2ERKS_(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %10), !dbg !690
  call void @llvm.dbg.declare(metadata i64* %8, metadata !691, metadata !DIExpression()), !dbg !693
  store i64 0, i64* %8, align 8, !dbg !693
  br label %11, !dbg !694

11:                                               ; preds = %24, %3
  %12 = load i64, i64* %8, align 8, !dbg !695
  %13 = getelementptr inbounds %class.Buffer, %class.Buffer* %10, i32 0, i32 0, !dbg !697
  %14 = load i64, i64* %13, align 8, !dbg !697
  %15 = icmp ult i64 %12, %14, !dbg !698
  br i1 %15, label %16, label %27, !dbg !699

16:                                               ; preds = %11
  %17 = load double, double* %6, align 8, !dbg !700
  %18 = getelementptr inbounds %class.Buffer, %class.Buffer* %0, i32 0, i32 1, !dbg !701
  %19 = load double*, double** %18, align 8, !dbg !701
  %20 = load i64, i64* %8, align 8, !dbg !702
  %21 = getelementptr inbounds double, double* %19, i64 %20, !dbg !703
  %22 = load double, double* %21, align 8, !dbg !704
  %23 = fmul double %22, %17, !dbg !704
  store double %23, double* %21, align 8, !dbg !704
  br label %24, !dbg !703

24:                                               ; preds = %16
  %25 = load i64, i64* %8, align 8, !dbg !705
  %26 = add i64 %25, 1, !dbg !705
  store i64 %26, i64* %8, align 8, !dbg !705
  br label %11, !dbg !706, !llvm.loop !707

27:                                               ; preds = %11
  store i1 true, i1* %7, align 1, !dbg !709
  %28 = load i1, i1* %7, align 1, !dbg !710
  br i1 %28, label %30, label %29, !dbg !710

29:                                               ; preds = %27
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0) #12, !dbg !710
  br label %30, !dbg !710

30:                                               ; preds = %29, %27
  ret void, !dbg !710
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK6BufferplERKS_(%class.Buffer* noalias sret(%class.Buffer) align 8 %0, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %1, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %2) #6 comdat align 2 !dbg !711 {
  %4 = alloca i8*, align 8
  %5 = alloca %class.Buffer*, align 8
  %6 = alloca %class.Buffer*, align 8
  %7 = alloca i1, align 1
  %8 = alloca i64, align 8
  %9 = bitcast %class.Buffer* %0 to i8*
  store i8* %9, i8** %4, align 8
  store %class.Buffer* %1, %class.Buffer** %5, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %5, metadata !712, metadata !DIExpression()), !dbg !713
  store %class.Buffer* %2, %class.Buffer** %6, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %6, metadata !714, metadata !DIExpression()), !dbg !715
  %10 = load %class.Buffer*, %class.Buffer** %5, align 8
  store i1 false, i1* %7, align 1, !dbg !716
  call void @llvm.dbg.declare(metadata i8** %4, metadata !717, metadata !DIExpression(DW_OP_deref)), !dbg !718
  %11 = getelementptr inbounds %class.Buffer, %class.Buffer* %10, i32 0, i32 0, !dbg !719
  %12 = load i64, i64* %11, align 8, !dbg !719
  call void @_ZN6BufferC2Emd(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %12, double noundef 0.000000e+00), !dbg !718
  call void @llvm.dbg.declare(metadata i64* %8, metadata !720, metadata !DIExpression()), !dbg !722
  store i64 0, i64* %8, align 8, !dbg !722
  br label %13, !dbg !723

13:                                               ; preds = %35, %3
  %14 = load i64, i64* %8, align 8, !dbg !724
  %15 = getelementptr inbounds %class.Buffer, %class.Buffer* %10, i32 0, i32 0, !dbg !726
  %16 = load i64, i64* %15, align 8, !dbg !726
  %17 = icmp ult i64 %14, %16, !dbg !727
  br i1 %17, label %18, label %38, !dbg !728

18:                                               ; preds = %13
  %19 = getelementptr inbounds %class.Buffer, %class.Buffer* %10, i32 0, i32 1, !dbg !729
  %20 = load double*, double** %19, align 8, !dbg !729
  %21 = load i64, i64* %8, align 8, !dbg !730
  %22 = getelementptr inbounds double, double* %20, i64 %21, !dbg !729
  %23 = load double, double* %22, align 8, !dbg !729
  %24 = load %class.Buffer*, %class.Buffer** %6, align 8, !dbg !731
  %25 = getelementptr inbounds %class.Buffer, %class.Buffer* %24, i32 0, i32 1, !dbg !732
  %26 = load double*, double** %25, align 8, !dbg !732
  %27 = load i64, i64* %8, align 8, !dbg !733
  %28 = getelementptr inbounds double, double* %26, i64 %27, !dbg !731
  %29 = load double, double* %28, align 8, !dbg !731
  %30 = fadd double %23, %29, !dbg !734
  %31 = getelementptr inbounds %class.Buffer, %class.Buffer* %0, i32 0, i32 1, !dbg !735
  %32 = load double*, double** %31, align 8, !dbg !735
  %33 = load i64, i64* %8, align 8, !dbg !736
  %34 = getelementptr inbounds double, double* %32, i64 %33, !dbg !737
  store double %30, double* %34, align 8, !dbg !738
  br label %35, !dbg !737

35:                                               ; preds = %18
  %36 = load i64, i64* %8, align 8, !dbg !739
  %37 = add i64 %36, 1, !dbg !739
  store i64 %37, i64* %8, align 8, !dbg !739
  br label %13, !dbg !740, !llvm.loop !741

38:                                               ; preds = %13
  store i1 true, i1* %7, align 1, !dbg !743
  %39 = load i1, i1* %7, align 1, !dbg !744
  br i1 %39, label %41, label %40, !dbg !744

40:                                               ; preds = %38
  call void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0) #12, !dbg !744
  br label %41, !dbg !744

41:                                               ; preds = %40, %38
  ret void, !dbg !744
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) %class.Buffer* @_ZN6BufferaSES_(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0, %class.Buffer* noundef %1) #5 comdat align 2 !dbg !745 {
  %3 = alloca %class.Buffer*, align 8
  store %class.Buffer* %0, %class.Buffer** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %3, metadata !746, metadata !DIExpression()), !dbg !747
  call void @llvm.dbg.declare(metadata %class.Buffer* %1, metadata !748, metadata !DIExpression()), !dbg !749
  %4 = load %class.Buffer*, %class.Buffer** %3, align 8
  %5 = getelementptr inbounds %class.Buffer, %class.Buffer* %4, i32 0, i32 0, !dbg !750
  %6 = getelementptr inbounds %class.Buffer, %class.Buffer* %1, i32 0, i32 0, !dbg !751
  call void @_ZSt4swapImENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(i64* noundef nonnull align 8 dereferenceable(8) %5, i64* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !752
  %7 = getelementptr inbounds %class.Buffer, %class.Buffer* %4, i32 0, i32 1, !dbg !753
  %8 = getelementptr inbounds %class.Buffer, %class.Buffer* %1, i32 0, i32 1, !dbg !754
  call void @_ZSt4swapIPdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SD_(double** noundef nonnull align 8 dereferenceable(8) %7, double** noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !755
  ret %class.Buffer* %4, !dbg !756
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6BufferD2Ev(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !757 {
  %2 = alloca %class.Buffer*, align 8
  store %class.Buffer* %0, %class.Buffer** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %2, metadata !758, metadata !DIExpression()), !dbg !759
  %3 = load %class.Buffer*, %class.Buffer** %2, align 8
  %4 = getelementptr inbounds %class.Buffer, %class.Buffer* %3, i32 0, i32 1, !dbg !760
  %5 = load double*, double** %4, align 8, !dbg !760
  %6 = icmp eq double* %5, null, !dbg !762
  br i1 %6, label %9, label %7, !dbg !762

7:                                                ; preds = %1
  %8 = bitcast double* %5 to i8*, !dbg !762
  call void @_ZdaPv(i8* noundef %8) #15, !dbg !762
  br label %9, !dbg !762

9:                                                ; preds = %7, %1
  ret void, !dbg !763
}

declare i32 @printf(i8* noundef, ...) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Buffer3sumEv(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0) #5 comdat align 2 !dbg !764 {
  %2 = alloca %class.Buffer*, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store %class.Buffer* %0, %class.Buffer** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %2, metadata !765, metadata !DIExpression()), !dbg !766
  %5 = load %class.Buffer*, %class.Buffer** %2, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !767, metadata !DIExpression()), !dbg !768
  store double 0.000000e+00, double* %3, align 8, !dbg !768
  call void @llvm.dbg.declare(metadata i64* %4, metadata !769, metadata !DIExpression()), !dbg !771
  store i64 0, i64* %4, align 8, !dbg !771
  br label %6, !dbg !772

6:                                                ; preds = %19, %1
  %7 = load i64, i64* %4, align 8, !dbg !773
  %8 = getelementptr inbounds %class.Buffer, %class.Buffer* %5, i32 0, i32 0, !dbg !775
  %9 = load i64, i64* %8, align 8, !dbg !775
  %10 = icmp ult i64 %7, %9, !dbg !776
  br i1 %10, label %11, label %22, !dbg !777

11:                                               ; preds = %6
  %12 = getelementptr inbounds %class.Buffer, %class.Buffer* %5, i32 0, i32 1, !dbg !778
  %13 = load double*, double** %12, align 8, !dbg !778
  %14 = load i64, i64* %4, align 8, !dbg !779
  %15 = getelementptr inbounds double, double* %13, i64 %14, !dbg !778
  %16 = load double, double* %15, align 8, !dbg !778
  %17 = load double, double* %3, align 8, !dbg !780
  %18 = fadd double %17, %16, !dbg !780
  store double %18, double* %3, align 8, !dbg !780
  br label %19, !dbg !781

19:                                               ; preds = %11
  %20 = load i64, i64* %4, align 8, !dbg !782
  %21 = add i64 %20, 1, !dbg !782
  store i64 %21, i64* %4, align 8, !dbg !782
  br label %6, !dbg !783, !llvm.loop !784

22:                                               ; preds = %6
  %23 = load double, double* %3, align 8, !dbg !786
  ret double %23, !dbg !787
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6BufferC2ERKS_(%class.Buffer* noundef nonnull align 8 dereferenceable(16) %0, %class.Buffer* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #4 comdat align 2 !dbg !788 {
  %3 = alloca %class.Buffer*, align 8
  %4 = alloca %class.Buffer*, align 8
  store %class.Buffer* %0, %class.Buffer** %3, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %3, metadata !789, metadata !DIExpression()), !dbg !790
  store %class.Buffer* %1, %class.Buffer** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Buffer** %4, metadata !791, metadata !DIExpression()), !dbg !792
  %5 = load %class.Buffer*, %class.Buffer** %3, align 8
  %6 = getelementptr inbounds %class.Buffer, %class.Buffer* %5, i32 0, i32 0, !dbg !793
  %7 = load %class.Buffer*, %class.Buffer** %4, align 8, !dbg !794
  %8 = getelementptr inbounds %class.Buffer, %class.Buffer* %7, i32 0, i32 0, !dbg !795
  %9 = load i64, i64* %8, align 8, !dbg !795
  store i64 %9, i64* %6, align 8, !dbg !793
  %10 = getelementptr inbounds %class.Buffer, %class.Buffer* %5, i32 0, i32 1, !dbg !796
  %11 = load %class.Buffer*, %class.Buffer** %4, align 8, !dbg !797
  %12 = getelementptr inbounds %class.Buffer, %class.Buffer* %11, i32 0, i32 0, !dbg !798
  %13 = load i64, i64* %12, align 8, !dbg !798
  %14 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %13, i64 8), !dbg !799
  %15 = extractvalue { i64, i1 } %14, 1, !dbg !799
  %16 = extractvalue { i64, i1 } %14, 0, !dbg !799
  %17 = select i1 %15, i64 -1, i64 %16, !dbg !799
  %18 = call noalias noundef nonnull i8* @_Znam(i64 noundef %17) #14, !dbg !799, !heapallocsite !3
  %19 = bitcast i8* %18 to double*, !dbg !799
  store double* %19, double** %10, align 8, !dbg !796
  %20 = getelementptr inbounds %class.Buffer, %class.Buffer* %5, i32 0, i32 1, !dbg !800
  %21 = load double*, double** %20, align 8, !dbg !800
  %22 = bitcast double* %21 to i8*, !dbg !802
  %23 = load %class.Buffer*, %class.Buffer** %4, align 8, !dbg !803
  %24 = getelementptr inbounds %class.Buffer, %class.Buffer* %23, i32 0, i32 1, !dbg !804
  %25 = load double*, double** %24, align 8, !dbg !804
  %26 = bitcast double* %25 to i8*, !dbg !802
  %27 = getelementptr inbounds %class.Buffer, %class.Buffer* %5, i32 0, i32 0, !dbg !805
  %28 = load i64, i64* %27, align 8, !dbg !805
  %29 = mul i64 %28, 8, !dbg !806
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %22, i8* align 8 %26, i64 %29, i1 false), !dbg !802
  ret void, !dbg !807
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt4swapImENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #5 comdat !dbg !808 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64, align 8
  store i64* %0, i64** %3, align 8
  call void @llvm.dbg.declare(metadata i64** %3, metadata !822, metadata !DIExpression()), !dbg !823
  store i64* %1, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !824, metadata !DIExpression()), !dbg !825
  call void @llvm.dbg.declare(metadata i64* %5, metadata !826, metadata !DIExpression()), !dbg !827
  %6 = load i64*, i64** %3, align 8, !dbg !828
  %7 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt4moveIRmEONSt16remove_referenceIT_E4typeEOS2_(i64* noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !828
  %8 = load i64, i64* %7, align 8, !dbg !828
  store i64 %8, i64* %5, align 8, !dbg !827
  %9 = load i64*, i64** %4, align 8, !dbg !829
  %10 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt4moveIRmEONSt16remove_referenceIT_E4typeEOS2_(i64* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !829
  %11 = load i64, i64* %10, align 8, !dbg !829
  %12 = load i64*, i64** %3, align 8, !dbg !830
  store i64 %11, i64* %12, align 8, !dbg !831
  %13 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt4moveIRmEONSt16remove_referenceIT_E4typeEOS2_(i64* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !832
  %14 = load i64, i64* %13, align 8, !dbg !832
  %15 = load i64*, i64** %4, align 8, !dbg !833
  store i64 %14, i64* %15, align 8, !dbg !834
  ret void, !dbg !835
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt4swapIPdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SD_(double** noundef nonnull align 8 dereferenceable(8) %0, double** noundef nonnull align 8 dereferenceable(8) %1) #5 comdat !dbg !836 {
  %3 = alloca double**, align 8
  %4 = alloca double**, align 8
  %5 = alloca double*, align 8
  store double** %0, double*** %3, align 8
  call void @llvm.dbg.declare(metadata double*** %3, metadata !842, metadata !DIExpression()), !dbg !843
  store double** %1, double*** %4, align 8
  call void @llvm.dbg.declare(metadata double*** %4, metadata !844, metadata !DIExpression()), !dbg !845
  call void @llvm.dbg.declare(metadata double** %5, metadata !846, metadata !DIExpression()), !dbg !847
  %6 = load double**, double*** %3, align 8, !dbg !848
  %7 = call noundef nonnull align 8 dereferenceable(8) double** @_ZSt4moveIRPdEONSt16remove_referenceIT_E4typeEOS3_(double** noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !848
  %8 = load double*, double** %7, align 8, !dbg !848
  store double* %8, double** %5, align 8, !dbg !847
  %9 = load double**, double*** %4, align 8, !dbg !849
  %10 = call noundef nonnull align 8 dereferenceable(8) double** @_ZSt4moveIRPdEONSt16remove_referenceIT_E4typeEOS3_(double** noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !849
  %11 = load double*, double** %10, align 8, !dbg !849
  %12 = load double**, double*** %3, align 8, !dbg !850
  store double* %11, double** %12, align 8, !dbg !851
  %13 = call noundef nonnull align 8 dereferenceable(8) double** @_ZSt4moveIRPdEONSt16remove_referenceIT_E4typeEOS3_(double** noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !852
  %14 = load double*, double** %13, align 8, !dbg !852
  %15 = load double**, double*** %4, align 8, !dbg !853
  store double* %14, double** %15, align 8, !dbg !854
  ret void, !dbg !855
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt4moveIRmEONSt16remove_referenceIT_E4typeEOS2_(i64* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat !dbg !856 {
  %2 = alloca i64*, align 8
  store i64* %0, i64** %2, align 8
  call void @llvm.dbg.declare(metadata i64** %2, metadata !864, metadata !DIExpression()), !dbg !865
  %3 = load i64*, i64** %2, align 8, !dbg !866
  ret i64* %3, !dbg !867
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double** @_ZSt4moveIRPdEONSt16remove_referenceIT_E4typeEOS3_(double** noundef nonnull align 8 dereferenceable(8) %0) #5 comdat !dbg !868 {
  %2 = alloca double**, align 8
  store double** %0, double*** %2, align 8
  call void @llvm.dbg.declare(metadata double*** %2, metadata !876, metadata !DIExpression()), !dbg !877
  %3 = load double**, double*** %2, align 8, !dbg !878
  ret double** %3, !dbg !879
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #11

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { nounwind readonly willreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!510, !511, !512, !513, !514, !515, !516}
!llvm.ident = !{!517}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !55, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "raii_buffer.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "8a4e7a977746f5dd141120f930c30f46")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Buffer", file: !1, line: 10, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !5, identifier: "_ZTS6Buffer")
!5 = !{!6, !10, !12, !16, !21, !25, !29, !32, !36, !40, !43, !46, !49, !52}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "n_", scope: !4, file: !1, line: 11, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !4, file: !1, line: 12, baseType: !11, size: 64, offset: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!12 = !DISubprogram(name: "Buffer", scope: !4, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !7, !3}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Buffer", scope: !4, file: !1, line: 20, type: !17, scopeLine: 20, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !19}
!19 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !DISubprogram(name: "Buffer", scope: !4, file: !1, line: 24, type: !22, scopeLine: 24, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !15, !24}
!24 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !4, size: 64)
!25 = !DISubprogram(name: "operator=", linkageName: "_ZN6BufferaSES_", scope: !4, file: !1, line: 29, type: !26, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !15, !4}
!28 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!29 = !DISubprogram(name: "~Buffer", scope: !4, file: !1, line: 35, type: !30, scopeLine: 35, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!30 = !DISubroutineType(types: !31)
!31 = !{null, !15}
!32 = !DISubprogram(name: "size", linkageName: "_ZNK6Buffer4sizeEv", scope: !4, file: !1, line: 37, type: !33, scopeLine: 37, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!33 = !DISubroutineType(types: !34)
!34 = !{!7, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!36 = !DISubprogram(name: "operator[]", linkageName: "_ZN6BufferixEm", scope: !4, file: !1, line: 38, type: !37, scopeLine: 38, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !15, !7}
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!40 = !DISubprogram(name: "operator[]", linkageName: "_ZNK6BufferixEm", scope: !4, file: !1, line: 39, type: !41, scopeLine: 39, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!41 = !DISubroutineType(types: !42)
!42 = !{!3, !35, !7}
!43 = !DISubprogram(name: "operator+", linkageName: "_ZNK6BufferplERKS_", scope: !4, file: !1, line: 41, type: !44, scopeLine: 41, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!44 = !DISubroutineType(types: !45)
!45 = !{!4, !35, !19}
!46 = !DISubprogram(name: "operator*", linkageName: "_ZNK6BuffermlEd", scope: !4, file: !1, line: 48, type: !47, scopeLine: 48, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!47 = !DISubroutineType(types: !48)
!48 = !{!4, !35, !3}
!49 = !DISubprogram(name: "kernel_smooth", linkageName: "_ZNK6Buffer13kernel_smoothEv", scope: !4, file: !1, line: 55, type: !50, scopeLine: 55, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{!4, !35}
!52 = !DISubprogram(name: "sum", linkageName: "_ZNK6Buffer3sumEv", scope: !4, file: !1, line: 64, type: !53, scopeLine: 64, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!53 = !DISubroutineType(types: !54)
!54 = !{!3, !35}
!55 = !{!56, !63, !69, !74, !79, !81, !83, !85, !87, !94, !101, !108, !112, !116, !120, !126, !130, !132, !137, !143, !147, !154, !156, !160, !164, !168, !170, !174, !178, !180, !184, !186, !188, !192, !196, !200, !204, !208, !212, !214, !221, !225, !229, !234, !236, !238, !242, !246, !247, !248, !249, !250, !251, !255, !259, !265, !269, !274, !276, !280, !282, !286, !294, !298, !302, !306, !310, !314, !318, !322, !326, !330, !337, !341, !345, !347, !349, !353, !358, !364, !368, !372, !374, !381, !385, !392, !394, !398, !402, !406, !410, !415, !420, !425, !426, !427, !428, !430, !431, !432, !433, !434, !435, !436, !442, !446, !450, !454, !458, !462, !464, !466, !468, !472, !476, !480, !484, !488, !490, !492, !494, !498, !502, !506, !508}
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !58, file: !62, line: 98)
!57 = !DINamespace(name: "std", scope: null)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !59, line: 7, baseType: !60)
!59 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!60 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !61, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!61 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!62 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!63 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !64, file: !62, line: 99)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !65, line: 84, baseType: !66)
!65 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !67, line: 14, baseType: !68)
!67 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!68 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !67, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!69 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !70, file: !62, line: 101)
!70 = !DISubprogram(name: "clearerr", scope: !65, file: !65, line: 786, type: !71, flags: DIFlagPrototyped, spFlags: 0)
!71 = !DISubroutineType(types: !72)
!72 = !{null, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!74 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !75, file: !62, line: 102)
!75 = !DISubprogram(name: "fclose", scope: !65, file: !65, line: 178, type: !76, flags: DIFlagPrototyped, spFlags: 0)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !73}
!78 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!79 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !80, file: !62, line: 103)
!80 = !DISubprogram(name: "feof", scope: !65, file: !65, line: 788, type: !76, flags: DIFlagPrototyped, spFlags: 0)
!81 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !82, file: !62, line: 104)
!82 = !DISubprogram(name: "ferror", scope: !65, file: !65, line: 790, type: !76, flags: DIFlagPrototyped, spFlags: 0)
!83 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !84, file: !62, line: 105)
!84 = !DISubprogram(name: "fflush", scope: !65, file: !65, line: 230, type: !76, flags: DIFlagPrototyped, spFlags: 0)
!85 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !86, file: !62, line: 106)
!86 = !DISubprogram(name: "fgetc", scope: !65, file: !65, line: 513, type: !76, flags: DIFlagPrototyped, spFlags: 0)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !88, file: !62, line: 107)
!88 = !DISubprogram(name: "fgetpos", scope: !65, file: !65, line: 760, type: !89, flags: DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{!78, !91, !92}
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!94 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !95, file: !62, line: 108)
!95 = !DISubprogram(name: "fgets", scope: !65, file: !65, line: 592, type: !96, flags: DIFlagPrototyped, spFlags: 0)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !100, !78, !91}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !102, file: !62, line: 109)
!102 = !DISubprogram(name: "fopen", scope: !65, file: !65, line: 258, type: !103, flags: DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!73, !105, !105}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !109, file: !62, line: 110)
!109 = !DISubprogram(name: "fprintf", scope: !65, file: !65, line: 350, type: !110, flags: DIFlagPrototyped, spFlags: 0)
!110 = !DISubroutineType(types: !111)
!111 = !{!78, !91, !105, null}
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !113, file: !62, line: 111)
!113 = !DISubprogram(name: "fputc", scope: !65, file: !65, line: 549, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!114 = !DISubroutineType(types: !115)
!115 = !{!78, !78, !73}
!116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !117, file: !62, line: 112)
!117 = !DISubprogram(name: "fputs", scope: !65, file: !65, line: 655, type: !118, flags: DIFlagPrototyped, spFlags: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{!78, !105, !91}
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !121, file: !62, line: 113)
!121 = !DISubprogram(name: "fread", scope: !65, file: !65, line: 675, type: !122, flags: DIFlagPrototyped, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!7, !124, !7, !7, !91}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !127, file: !62, line: 114)
!127 = !DISubprogram(name: "freopen", scope: !65, file: !65, line: 265, type: !128, flags: DIFlagPrototyped, spFlags: 0)
!128 = !DISubroutineType(types: !129)
!129 = !{!73, !105, !105, !91}
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !131, file: !62, line: 115)
!131 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !65, file: !65, line: 434, type: !110, flags: DIFlagPrototyped, spFlags: 0)
!132 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !133, file: !62, line: 116)
!133 = !DISubprogram(name: "fseek", scope: !65, file: !65, line: 713, type: !134, flags: DIFlagPrototyped, spFlags: 0)
!134 = !DISubroutineType(types: !135)
!135 = !{!78, !73, !136, !78}
!136 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !138, file: !62, line: 117)
!138 = !DISubprogram(name: "fsetpos", scope: !65, file: !65, line: 765, type: !139, flags: DIFlagPrototyped, spFlags: 0)
!139 = !DISubroutineType(types: !140)
!140 = !{!78, !73, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !144, file: !62, line: 118)
!144 = !DISubprogram(name: "ftell", scope: !65, file: !65, line: 718, type: !145, flags: DIFlagPrototyped, spFlags: 0)
!145 = !DISubroutineType(types: !146)
!146 = !{!136, !73}
!147 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !148, file: !62, line: 119)
!148 = !DISubprogram(name: "fwrite", scope: !65, file: !65, line: 681, type: !149, flags: DIFlagPrototyped, spFlags: 0)
!149 = !DISubroutineType(types: !150)
!150 = !{!7, !151, !7, !7, !91}
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !155, file: !62, line: 120)
!155 = !DISubprogram(name: "getc", scope: !65, file: !65, line: 514, type: !76, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !157, file: !62, line: 121)
!157 = !DISubprogram(name: "getchar", scope: !65, file: !65, line: 520, type: !158, flags: DIFlagPrototyped, spFlags: 0)
!158 = !DISubroutineType(types: !159)
!159 = !{!78}
!160 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !161, file: !62, line: 126)
!161 = !DISubprogram(name: "perror", scope: !65, file: !65, line: 804, type: !162, flags: DIFlagPrototyped, spFlags: 0)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !106}
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !165, file: !62, line: 127)
!165 = !DISubprogram(name: "printf", scope: !65, file: !65, line: 356, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{!78, !105, null}
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !169, file: !62, line: 128)
!169 = !DISubprogram(name: "putc", scope: !65, file: !65, line: 550, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !171, file: !62, line: 129)
!171 = !DISubprogram(name: "putchar", scope: !65, file: !65, line: 556, type: !172, flags: DIFlagPrototyped, spFlags: 0)
!172 = !DISubroutineType(types: !173)
!173 = !{!78, !78}
!174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !175, file: !62, line: 130)
!175 = !DISubprogram(name: "puts", scope: !65, file: !65, line: 661, type: !176, flags: DIFlagPrototyped, spFlags: 0)
!176 = !DISubroutineType(types: !177)
!177 = !{!78, !106}
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !179, file: !62, line: 131)
!179 = !DISubprogram(name: "remove", scope: !65, file: !65, line: 152, type: !176, flags: DIFlagPrototyped, spFlags: 0)
!180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !181, file: !62, line: 132)
!181 = !DISubprogram(name: "rename", scope: !65, file: !65, line: 154, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!78, !106, !106}
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !185, file: !62, line: 133)
!185 = !DISubprogram(name: "rewind", scope: !65, file: !65, line: 723, type: !71, flags: DIFlagPrototyped, spFlags: 0)
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !187, file: !62, line: 134)
!187 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !65, file: !65, line: 437, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !189, file: !62, line: 135)
!189 = !DISubprogram(name: "setbuf", scope: !65, file: !65, line: 328, type: !190, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !91, !100}
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !193, file: !62, line: 136)
!193 = !DISubprogram(name: "setvbuf", scope: !65, file: !65, line: 332, type: !194, flags: DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{!78, !91, !100, !78, !7}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !197, file: !62, line: 137)
!197 = !DISubprogram(name: "sprintf", scope: !65, file: !65, line: 358, type: !198, flags: DIFlagPrototyped, spFlags: 0)
!198 = !DISubroutineType(types: !199)
!199 = !{!78, !100, !105, null}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !201, file: !62, line: 138)
!201 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !65, file: !65, line: 439, type: !202, flags: DIFlagPrototyped, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{!78, !105, !105, null}
!204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !205, file: !62, line: 139)
!205 = !DISubprogram(name: "tmpfile", scope: !65, file: !65, line: 188, type: !206, flags: DIFlagPrototyped, spFlags: 0)
!206 = !DISubroutineType(types: !207)
!207 = !{!73}
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !209, file: !62, line: 141)
!209 = !DISubprogram(name: "tmpnam", scope: !65, file: !65, line: 205, type: !210, flags: DIFlagPrototyped, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{!98, !98}
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !213, file: !62, line: 143)
!213 = !DISubprogram(name: "ungetc", scope: !65, file: !65, line: 668, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !215, file: !62, line: 144)
!215 = !DISubprogram(name: "vfprintf", scope: !65, file: !65, line: 365, type: !216, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{!78, !91, !105, !218}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !220, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!220 = !DIFile(filename: "raii_buffer.cpp", directory: ".")
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !222, file: !62, line: 145)
!222 = !DISubprogram(name: "vprintf", scope: !65, file: !65, line: 371, type: !223, flags: DIFlagPrototyped, spFlags: 0)
!223 = !DISubroutineType(types: !224)
!224 = !{!78, !105, !218}
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !226, file: !62, line: 146)
!226 = !DISubprogram(name: "vsprintf", scope: !65, file: !65, line: 373, type: !227, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{!78, !100, !105, !218}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !231, file: !62, line: 175)
!230 = !DINamespace(name: "__gnu_cxx", scope: null)
!231 = !DISubprogram(name: "snprintf", scope: !65, file: !65, line: 378, type: !232, flags: DIFlagPrototyped, spFlags: 0)
!232 = !DISubroutineType(types: !233)
!233 = !{!78, !100, !7, !105, null}
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !235, file: !62, line: 176)
!235 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !65, file: !65, line: 479, type: !216, flags: DIFlagPrototyped, spFlags: 0)
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !237, file: !62, line: 177)
!237 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !65, file: !65, line: 484, type: !223, flags: DIFlagPrototyped, spFlags: 0)
!238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !239, file: !62, line: 178)
!239 = !DISubprogram(name: "vsnprintf", scope: !65, file: !65, line: 382, type: !240, flags: DIFlagPrototyped, spFlags: 0)
!240 = !DISubroutineType(types: !241)
!241 = !{!78, !100, !7, !105, !218}
!242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !243, file: !62, line: 179)
!243 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !65, file: !65, line: 487, type: !244, flags: DIFlagPrototyped, spFlags: 0)
!244 = !DISubroutineType(types: !245)
!245 = !{!78, !105, !105, !218}
!246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !231, file: !62, line: 185)
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !235, file: !62, line: 186)
!248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !237, file: !62, line: 187)
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !239, file: !62, line: 188)
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !243, file: !62, line: 189)
!251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !252, file: !254, line: 52)
!252 = !DISubprogram(name: "abs", scope: !253, file: !253, line: 861, type: !172, flags: DIFlagPrototyped, spFlags: 0)
!253 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!254 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !256, file: !258, line: 127)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !253, line: 63, baseType: !257)
!257 = !DICompositeType(tag: DW_TAG_structure_type, file: !253, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!258 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !260, file: !258, line: 128)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !253, line: 71, baseType: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !253, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !262, identifier: "_ZTS6ldiv_t")
!262 = !{!263, !264}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !261, file: !253, line: 69, baseType: !136, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !261, file: !253, line: 70, baseType: !136, size: 64, offset: 64)
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !266, file: !258, line: 130)
!266 = !DISubprogram(name: "abort", scope: !253, file: !253, line: 611, type: !267, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!267 = !DISubroutineType(types: !268)
!268 = !{null}
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !270, file: !258, line: 134)
!270 = !DISubprogram(name: "atexit", scope: !253, file: !253, line: 615, type: !271, flags: DIFlagPrototyped, spFlags: 0)
!271 = !DISubroutineType(types: !272)
!272 = !{!78, !273}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !275, file: !258, line: 137)
!275 = !DISubprogram(name: "at_quick_exit", scope: !253, file: !253, line: 620, type: !271, flags: DIFlagPrototyped, spFlags: 0)
!276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !277, file: !258, line: 140)
!277 = !DISubprogram(name: "atof", scope: !253, file: !253, line: 102, type: !278, flags: DIFlagPrototyped, spFlags: 0)
!278 = !DISubroutineType(types: !279)
!279 = !{!3, !106}
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !281, file: !258, line: 141)
!281 = !DISubprogram(name: "atoi", scope: !253, file: !253, line: 105, type: !176, flags: DIFlagPrototyped, spFlags: 0)
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !283, file: !258, line: 142)
!283 = !DISubprogram(name: "atol", scope: !253, file: !253, line: 108, type: !284, flags: DIFlagPrototyped, spFlags: 0)
!284 = !DISubroutineType(types: !285)
!285 = !{!136, !106}
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !287, file: !258, line: 143)
!287 = !DISubprogram(name: "bsearch", scope: !253, file: !253, line: 841, type: !288, flags: DIFlagPrototyped, spFlags: 0)
!288 = !DISubroutineType(types: !289)
!289 = !{!125, !152, !152, !7, !7, !290}
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !253, line: 829, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DISubroutineType(types: !293)
!293 = !{!78, !152, !152}
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !295, file: !258, line: 144)
!295 = !DISubprogram(name: "calloc", scope: !253, file: !253, line: 556, type: !296, flags: DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{!125, !7, !7}
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !299, file: !258, line: 145)
!299 = !DISubprogram(name: "div", scope: !253, file: !253, line: 873, type: !300, flags: DIFlagPrototyped, spFlags: 0)
!300 = !DISubroutineType(types: !301)
!301 = !{!256, !78, !78}
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !303, file: !258, line: 146)
!303 = !DISubprogram(name: "exit", scope: !253, file: !253, line: 637, type: !304, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!304 = !DISubroutineType(types: !305)
!305 = !{null, !78}
!306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !307, file: !258, line: 147)
!307 = !DISubprogram(name: "free", scope: !253, file: !253, line: 568, type: !308, flags: DIFlagPrototyped, spFlags: 0)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !125}
!310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !311, file: !258, line: 148)
!311 = !DISubprogram(name: "getenv", scope: !253, file: !253, line: 654, type: !312, flags: DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{!98, !106}
!314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !315, file: !258, line: 149)
!315 = !DISubprogram(name: "labs", scope: !253, file: !253, line: 862, type: !316, flags: DIFlagPrototyped, spFlags: 0)
!316 = !DISubroutineType(types: !317)
!317 = !{!136, !136}
!318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !319, file: !258, line: 150)
!319 = !DISubprogram(name: "ldiv", scope: !253, file: !253, line: 875, type: !320, flags: DIFlagPrototyped, spFlags: 0)
!320 = !DISubroutineType(types: !321)
!321 = !{!260, !136, !136}
!322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !323, file: !258, line: 151)
!323 = !DISubprogram(name: "malloc", scope: !253, file: !253, line: 553, type: !324, flags: DIFlagPrototyped, spFlags: 0)
!324 = !DISubroutineType(types: !325)
!325 = !{!125, !7}
!326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !327, file: !258, line: 153)
!327 = !DISubprogram(name: "mblen", scope: !253, file: !253, line: 943, type: !328, flags: DIFlagPrototyped, spFlags: 0)
!328 = !DISubroutineType(types: !329)
!329 = !{!78, !106, !7}
!330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !331, file: !258, line: 154)
!331 = !DISubprogram(name: "mbstowcs", scope: !253, file: !253, line: 954, type: !332, flags: DIFlagPrototyped, spFlags: 0)
!332 = !DISubroutineType(types: !333)
!333 = !{!7, !334, !105, !7}
!334 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !338, file: !258, line: 155)
!338 = !DISubprogram(name: "mbtowc", scope: !253, file: !253, line: 946, type: !339, flags: DIFlagPrototyped, spFlags: 0)
!339 = !DISubroutineType(types: !340)
!340 = !{!78, !334, !105, !7}
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !342, file: !258, line: 157)
!342 = !DISubprogram(name: "qsort", scope: !253, file: !253, line: 851, type: !343, flags: DIFlagPrototyped, spFlags: 0)
!343 = !DISubroutineType(types: !344)
!344 = !{null, !125, !7, !7, !290}
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !346, file: !258, line: 160)
!346 = !DISubprogram(name: "quick_exit", scope: !253, file: !253, line: 643, type: !304, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !348, file: !258, line: 163)
!348 = !DISubprogram(name: "rand", scope: !253, file: !253, line: 454, type: !158, flags: DIFlagPrototyped, spFlags: 0)
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !350, file: !258, line: 164)
!350 = !DISubprogram(name: "realloc", scope: !253, file: !253, line: 564, type: !351, flags: DIFlagPrototyped, spFlags: 0)
!351 = !DISubroutineType(types: !352)
!352 = !{!125, !125, !7}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !354, file: !258, line: 165)
!354 = !DISubprogram(name: "srand", scope: !253, file: !253, line: 456, type: !355, flags: DIFlagPrototyped, spFlags: 0)
!355 = !DISubroutineType(types: !356)
!356 = !{null, !357}
!357 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !359, file: !258, line: 166)
!359 = !DISubprogram(name: "strtod", scope: !253, file: !253, line: 118, type: !360, flags: DIFlagPrototyped, spFlags: 0)
!360 = !DISubroutineType(types: !361)
!361 = !{!3, !105, !362}
!362 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !363)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !365, file: !258, line: 167)
!365 = !DISubprogram(name: "strtol", scope: !253, file: !253, line: 177, type: !366, flags: DIFlagPrototyped, spFlags: 0)
!366 = !DISubroutineType(types: !367)
!367 = !{!136, !105, !362, !78}
!368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !369, file: !258, line: 168)
!369 = !DISubprogram(name: "strtoul", scope: !253, file: !253, line: 181, type: !370, flags: DIFlagPrototyped, spFlags: 0)
!370 = !DISubroutineType(types: !371)
!371 = !{!9, !105, !362, !78}
!372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !373, file: !258, line: 169)
!373 = !DISubprogram(name: "system", scope: !253, file: !253, line: 804, type: !176, flags: DIFlagPrototyped, spFlags: 0)
!374 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !375, file: !258, line: 171)
!375 = !DISubprogram(name: "wcstombs", scope: !253, file: !253, line: 958, type: !376, flags: DIFlagPrototyped, spFlags: 0)
!376 = !DISubroutineType(types: !377)
!377 = !{!7, !100, !378, !7}
!378 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !379)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !336)
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !382, file: !258, line: 172)
!382 = !DISubprogram(name: "wctomb", scope: !253, file: !253, line: 950, type: !383, flags: DIFlagPrototyped, spFlags: 0)
!383 = !DISubroutineType(types: !384)
!384 = !{!78, !98, !336}
!385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !386, file: !258, line: 200)
!386 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !253, line: 81, baseType: !387)
!387 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !253, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !388, identifier: "_ZTS7lldiv_t")
!388 = !{!389, !391}
!389 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !387, file: !253, line: 79, baseType: !390, size: 64)
!390 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !387, file: !253, line: 80, baseType: !390, size: 64, offset: 64)
!392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !393, file: !258, line: 206)
!393 = !DISubprogram(name: "_Exit", scope: !253, file: !253, line: 649, type: !304, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !395, file: !258, line: 210)
!395 = !DISubprogram(name: "llabs", scope: !253, file: !253, line: 865, type: !396, flags: DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!390, !390}
!398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !399, file: !258, line: 216)
!399 = !DISubprogram(name: "lldiv", scope: !253, file: !253, line: 879, type: !400, flags: DIFlagPrototyped, spFlags: 0)
!400 = !DISubroutineType(types: !401)
!401 = !{!386, !390, !390}
!402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !403, file: !258, line: 227)
!403 = !DISubprogram(name: "atoll", scope: !253, file: !253, line: 113, type: !404, flags: DIFlagPrototyped, spFlags: 0)
!404 = !DISubroutineType(types: !405)
!405 = !{!390, !106}
!406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !407, file: !258, line: 228)
!407 = !DISubprogram(name: "strtoll", scope: !253, file: !253, line: 201, type: !408, flags: DIFlagPrototyped, spFlags: 0)
!408 = !DISubroutineType(types: !409)
!409 = !{!390, !105, !362, !78}
!410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !411, file: !258, line: 229)
!411 = !DISubprogram(name: "strtoull", scope: !253, file: !253, line: 206, type: !412, flags: DIFlagPrototyped, spFlags: 0)
!412 = !DISubroutineType(types: !413)
!413 = !{!414, !105, !362, !78}
!414 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !416, file: !258, line: 231)
!416 = !DISubprogram(name: "strtof", scope: !253, file: !253, line: 124, type: !417, flags: DIFlagPrototyped, spFlags: 0)
!417 = !DISubroutineType(types: !418)
!418 = !{!419, !105, !362}
!419 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !230, entity: !421, file: !258, line: 232)
!421 = !DISubprogram(name: "strtold", scope: !253, file: !253, line: 127, type: !422, flags: DIFlagPrototyped, spFlags: 0)
!422 = !DISubroutineType(types: !423)
!423 = !{!424, !105, !362}
!424 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!425 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !386, file: !258, line: 240)
!426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !393, file: !258, line: 242)
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !395, file: !258, line: 244)
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !429, file: !258, line: 245)
!429 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !230, file: !258, line: 213, type: !400, flags: DIFlagPrototyped, spFlags: 0)
!430 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !399, file: !258, line: 246)
!431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !403, file: !258, line: 248)
!432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !416, file: !258, line: 249)
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !407, file: !258, line: 250)
!434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !411, file: !258, line: 251)
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !421, file: !258, line: 252)
!436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !437, file: !441, line: 77)
!437 = !DISubprogram(name: "memchr", scope: !438, file: !438, line: 89, type: !439, flags: DIFlagPrototyped, spFlags: 0)
!438 = !DIFile(filename: "usr/include/string.h", directory: ".", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!439 = !DISubroutineType(types: !440)
!440 = !{!152, !152, !78, !7}
!441 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstring", directory: ".")
!442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !443, file: !441, line: 78)
!443 = !DISubprogram(name: "memcmp", scope: !438, file: !438, line: 64, type: !444, flags: DIFlagPrototyped, spFlags: 0)
!444 = !DISubroutineType(types: !445)
!445 = !{!78, !152, !152, !7}
!446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !447, file: !441, line: 79)
!447 = !DISubprogram(name: "memcpy", scope: !438, file: !438, line: 43, type: !448, flags: DIFlagPrototyped, spFlags: 0)
!448 = !DISubroutineType(types: !449)
!449 = !{!125, !124, !151, !7}
!450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !451, file: !441, line: 80)
!451 = !DISubprogram(name: "memmove", scope: !438, file: !438, line: 47, type: !452, flags: DIFlagPrototyped, spFlags: 0)
!452 = !DISubroutineType(types: !453)
!453 = !{!125, !125, !152, !7}
!454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !455, file: !441, line: 81)
!455 = !DISubprogram(name: "memset", scope: !438, file: !438, line: 61, type: !456, flags: DIFlagPrototyped, spFlags: 0)
!456 = !DISubroutineType(types: !457)
!457 = !{!125, !125, !78, !7}
!458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !459, file: !441, line: 82)
!459 = !DISubprogram(name: "strcat", scope: !438, file: !438, line: 149, type: !460, flags: DIFlagPrototyped, spFlags: 0)
!460 = !DISubroutineType(types: !461)
!461 = !{!98, !100, !105}
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !463, file: !441, line: 83)
!463 = !DISubprogram(name: "strcmp", scope: !438, file: !438, line: 156, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !465, file: !441, line: 84)
!465 = !DISubprogram(name: "strcoll", scope: !438, file: !438, line: 163, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !467, file: !441, line: 85)
!467 = !DISubprogram(name: "strcpy", scope: !438, file: !438, line: 141, type: !460, flags: DIFlagPrototyped, spFlags: 0)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !469, file: !441, line: 86)
!469 = !DISubprogram(name: "strcspn", scope: !438, file: !438, line: 293, type: !470, flags: DIFlagPrototyped, spFlags: 0)
!470 = !DISubroutineType(types: !471)
!471 = !{!7, !106, !106}
!472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !473, file: !441, line: 87)
!473 = !DISubprogram(name: "strerror", scope: !438, file: !438, line: 419, type: !474, flags: DIFlagPrototyped, spFlags: 0)
!474 = !DISubroutineType(types: !475)
!475 = !{!98, !78}
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !477, file: !441, line: 88)
!477 = !DISubprogram(name: "strlen", scope: !438, file: !438, line: 407, type: !478, flags: DIFlagPrototyped, spFlags: 0)
!478 = !DISubroutineType(types: !479)
!479 = !{!7, !106}
!480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !481, file: !441, line: 89)
!481 = !DISubprogram(name: "strncat", scope: !438, file: !438, line: 152, type: !482, flags: DIFlagPrototyped, spFlags: 0)
!482 = !DISubroutineType(types: !483)
!483 = !{!98, !100, !105, !7}
!484 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !485, file: !441, line: 90)
!485 = !DISubprogram(name: "strncmp", scope: !438, file: !438, line: 159, type: !486, flags: DIFlagPrototyped, spFlags: 0)
!486 = !DISubroutineType(types: !487)
!487 = !{!78, !106, !106, !7}
!488 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !489, file: !441, line: 91)
!489 = !DISubprogram(name: "strncpy", scope: !438, file: !438, line: 144, type: !482, flags: DIFlagPrototyped, spFlags: 0)
!490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !491, file: !441, line: 92)
!491 = !DISubprogram(name: "strspn", scope: !438, file: !438, line: 297, type: !470, flags: DIFlagPrototyped, spFlags: 0)
!492 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !493, file: !441, line: 93)
!493 = !DISubprogram(name: "strtok", scope: !438, file: !438, line: 356, type: !460, flags: DIFlagPrototyped, spFlags: 0)
!494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !495, file: !441, line: 94)
!495 = !DISubprogram(name: "strxfrm", scope: !438, file: !438, line: 166, type: !496, flags: DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{!7, !100, !105, !7}
!498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !499, file: !441, line: 95)
!499 = !DISubprogram(name: "strchr", scope: !438, file: !438, line: 228, type: !500, flags: DIFlagPrototyped, spFlags: 0)
!500 = !DISubroutineType(types: !501)
!501 = !{!106, !106, !78}
!502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !503, file: !441, line: 96)
!503 = !DISubprogram(name: "strpbrk", scope: !438, file: !438, line: 305, type: !504, flags: DIFlagPrototyped, spFlags: 0)
!504 = !DISubroutineType(types: !505)
!505 = !{!106, !106, !106}
!506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !507, file: !441, line: 97)
!507 = !DISubprogram(name: "strrchr", scope: !438, file: !438, line: 255, type: !500, flags: DIFlagPrototyped, spFlags: 0)
!508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !57, entity: !509, file: !441, line: 98)
!509 = !DISubprogram(name: "strstr", scope: !438, file: !438, line: 332, type: !504, flags: DIFlagPrototyped, spFlags: 0)
!510 = !{i32 7, !"Dwarf Version", i32 5}
!511 = !{i32 2, !"Debug Info Version", i32 3}
!512 = !{i32 1, !"wchar_size", i32 4}
!513 = !{i32 7, !"PIC Level", i32 2}
!514 = !{i32 7, !"PIE Level", i32 2}
!515 = !{i32 7, !"uwtable", i32 1}
!516 = !{i32 7, !"frame-pointer", i32 2}
!517 = !{!"Debian clang version 14.0.6"}
!518 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 73, type: !519, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !521)
!519 = !DISubroutineType(types: !520)
!520 = !{!78, !78, !363}
!521 = !{}
!522 = !DILocalVariable(name: "argc", arg: 1, scope: !518, file: !1, line: 73, type: !78)
!523 = !DILocation(line: 73, column: 14, scope: !518)
!524 = !DILocalVariable(name: "argv", arg: 2, scope: !518, file: !1, line: 73, type: !363)
!525 = !DILocation(line: 73, column: 27, scope: !518)
!526 = !DILocalVariable(name: "n", scope: !518, file: !1, line: 75, type: !7)
!527 = !DILocation(line: 75, column: 10, scope: !518)
!528 = !DILocation(line: 75, column: 14, scope: !518)
!529 = !DILocation(line: 75, column: 19, scope: !518)
!530 = !DILocation(line: 75, column: 38, scope: !518)
!531 = !DILocation(line: 75, column: 25, scope: !518)
!532 = !DILocalVariable(name: "steps", scope: !518, file: !1, line: 76, type: !78)
!533 = !DILocation(line: 76, column: 7, scope: !518)
!534 = !DILocation(line: 76, column: 15, scope: !518)
!535 = !DILocation(line: 76, column: 20, scope: !518)
!536 = !DILocation(line: 76, column: 36, scope: !518)
!537 = !DILocation(line: 76, column: 26, scope: !518)
!538 = !DILocalVariable(name: "a", scope: !518, file: !1, line: 77, type: !4)
!539 = !DILocation(line: 77, column: 10, scope: !518)
!540 = !DILocation(line: 77, column: 12, scope: !518)
!541 = !DILocalVariable(name: "b", scope: !518, file: !1, line: 77, type: !4)
!542 = !DILocation(line: 77, column: 16, scope: !518)
!543 = !DILocation(line: 77, column: 18, scope: !518)
!544 = !DILocalVariable(name: "i", scope: !545, file: !1, line: 78, type: !7)
!545 = distinct !DILexicalBlock(scope: !518, file: !1, line: 78, column: 3)
!546 = !DILocation(line: 78, column: 15, scope: !545)
!547 = !DILocation(line: 78, column: 8, scope: !545)
!548 = !DILocation(line: 78, column: 22, scope: !549)
!549 = distinct !DILexicalBlock(scope: !545, file: !1, line: 78, column: 3)
!550 = !DILocation(line: 78, column: 26, scope: !549)
!551 = !DILocation(line: 78, column: 24, scope: !549)
!552 = !DILocation(line: 78, column: 3, scope: !545)
!553 = !DILocation(line: 79, column: 32, scope: !549)
!554 = !DILocation(line: 79, column: 34, scope: !549)
!555 = !DILocation(line: 79, column: 7, scope: !549)
!556 = !DILocation(line: 79, column: 5, scope: !549)
!557 = !DILocation(line: 79, column: 10, scope: !549)
!558 = !DILocation(line: 78, column: 30, scope: !549)
!559 = !DILocation(line: 78, column: 3, scope: !549)
!560 = distinct !{!560, !552, !561, !562}
!561 = !DILocation(line: 79, column: 39, scope: !545)
!562 = !{!"llvm.loop.mustprogress"}
!563 = !DILocation(line: 86, column: 1, scope: !518)
!564 = !DILocation(line: 86, column: 1, scope: !549)
!565 = !DILocalVariable(name: "t", scope: !566, file: !1, line: 80, type: !78)
!566 = distinct !DILexicalBlock(scope: !518, file: !1, line: 80, column: 3)
!567 = !DILocation(line: 80, column: 12, scope: !566)
!568 = !DILocation(line: 80, column: 8, scope: !566)
!569 = !DILocation(line: 80, column: 19, scope: !570)
!570 = distinct !DILexicalBlock(scope: !566, file: !1, line: 80, column: 3)
!571 = !DILocation(line: 80, column: 23, scope: !570)
!572 = !DILocation(line: 80, column: 21, scope: !570)
!573 = !DILocation(line: 80, column: 3, scope: !566)
!574 = !DILocalVariable(name: "s", scope: !575, file: !1, line: 81, type: !4)
!575 = distinct !DILexicalBlock(scope: !570, file: !1, line: 80, column: 35)
!576 = !DILocation(line: 81, column: 12, scope: !575)
!577 = !DILocation(line: 81, column: 18, scope: !575)
!578 = !DILocation(line: 82, column: 11, scope: !575)
!579 = !DILocation(line: 82, column: 17, scope: !575)
!580 = !DILocation(line: 82, column: 7, scope: !575)
!581 = !DILocation(line: 82, column: 5, scope: !575)
!582 = !DILocation(line: 83, column: 3, scope: !570)
!583 = !DILocation(line: 83, column: 3, scope: !575)
!584 = !DILocation(line: 80, column: 31, scope: !570)
!585 = !DILocation(line: 80, column: 3, scope: !570)
!586 = distinct !{!586, !573, !587, !562}
!587 = !DILocation(line: 83, column: 3, scope: !566)
!588 = !DILocation(line: 86, column: 1, scope: !575)
!589 = !DILocation(line: 84, column: 36, scope: !518)
!590 = !DILocation(line: 84, column: 3, scope: !518)
!591 = !DILocation(line: 85, column: 3, scope: !518)
!592 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2Emd", scope: !4, file: !1, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !12, retainedNodes: !521)
!593 = !DILocalVariable(name: "this", arg: 1, scope: !592, type: !594, flags: DIFlagArtificial | DIFlagObjectPointer)
!594 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!595 = !DILocation(line: 0, scope: !592)
!596 = !DILocalVariable(name: "n", arg: 2, scope: !592, file: !1, line: 15, type: !7)
!597 = !DILocation(line: 15, column: 26, scope: !592)
!598 = !DILocalVariable(name: "v", arg: 3, scope: !592, file: !1, line: 15, type: !3)
!599 = !DILocation(line: 15, column: 36, scope: !592)
!600 = !DILocation(line: 15, column: 47, scope: !592)
!601 = !DILocation(line: 15, column: 50, scope: !592)
!602 = !DILocation(line: 15, column: 54, scope: !592)
!603 = !DILocation(line: 15, column: 68, scope: !592)
!604 = !DILocation(line: 15, column: 57, scope: !592)
!605 = !DILocalVariable(name: "i", scope: !606, file: !1, line: 17, type: !7)
!606 = distinct !DILexicalBlock(scope: !607, file: !1, line: 17, column: 5)
!607 = distinct !DILexicalBlock(scope: !592, file: !1, line: 16, column: 3)
!608 = !DILocation(line: 17, column: 17, scope: !606)
!609 = !DILocation(line: 17, column: 10, scope: !606)
!610 = !DILocation(line: 17, column: 24, scope: !611)
!611 = distinct !DILexicalBlock(scope: !606, file: !1, line: 17, column: 5)
!612 = !DILocation(line: 17, column: 28, scope: !611)
!613 = !DILocation(line: 17, column: 26, scope: !611)
!614 = !DILocation(line: 17, column: 5, scope: !606)
!615 = !DILocation(line: 18, column: 15, scope: !611)
!616 = !DILocation(line: 18, column: 7, scope: !611)
!617 = !DILocation(line: 18, column: 10, scope: !611)
!618 = !DILocation(line: 18, column: 13, scope: !611)
!619 = !DILocation(line: 17, column: 33, scope: !611)
!620 = !DILocation(line: 17, column: 5, scope: !611)
!621 = distinct !{!621, !614, !622, !562}
!622 = !DILocation(line: 18, column: 15, scope: !606)
!623 = !DILocation(line: 19, column: 3, scope: !592)
!624 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN6BufferixEm", scope: !4, file: !1, line: 38, type: !37, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !36, retainedNodes: !521)
!625 = !DILocalVariable(name: "this", arg: 1, scope: !624, type: !594, flags: DIFlagArtificial | DIFlagObjectPointer)
!626 = !DILocation(line: 0, scope: !624)
!627 = !DILocalVariable(name: "i", arg: 2, scope: !624, file: !1, line: 38, type: !7)
!628 = !DILocation(line: 38, column: 29, scope: !624)
!629 = !DILocation(line: 38, column: 41, scope: !624)
!630 = !DILocation(line: 38, column: 44, scope: !624)
!631 = !DILocation(line: 38, column: 34, scope: !624)
!632 = distinct !DISubprogram(name: "kernel_smooth", linkageName: "_ZNK6Buffer13kernel_smoothEv", scope: !4, file: !1, line: 55, type: !50, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !49, retainedNodes: !521)
!633 = !DILocalVariable(name: "this", arg: 1, scope: !632, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!634 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!635 = !DILocation(line: 0, scope: !632)
!636 = !DILocation(line: 57, column: 5, scope: !632)
!637 = !DILocalVariable(name: "r", scope: !632, file: !1, line: 57, type: !4)
!638 = !DILocation(line: 57, column: 12, scope: !632)
!639 = !DILocation(line: 57, column: 14, scope: !632)
!640 = !DILocation(line: 58, column: 15, scope: !632)
!641 = !DILocation(line: 58, column: 7, scope: !632)
!642 = !DILocation(line: 58, column: 5, scope: !632)
!643 = !DILocation(line: 58, column: 13, scope: !632)
!644 = !DILocation(line: 59, column: 20, scope: !632)
!645 = !DILocation(line: 59, column: 23, scope: !632)
!646 = !DILocation(line: 59, column: 26, scope: !632)
!647 = !DILocation(line: 59, column: 7, scope: !632)
!648 = !DILocation(line: 59, column: 10, scope: !632)
!649 = !DILocation(line: 59, column: 13, scope: !632)
!650 = !DILocation(line: 59, column: 5, scope: !632)
!651 = !DILocation(line: 59, column: 18, scope: !632)
!652 = !DILocalVariable(name: "i", scope: !653, file: !1, line: 60, type: !7)
!653 = distinct !DILexicalBlock(scope: !632, file: !1, line: 60, column: 5)
!654 = !DILocation(line: 60, column: 17, scope: !653)
!655 = !DILocation(line: 60, column: 10, scope: !653)
!656 = !DILocation(line: 60, column: 24, scope: !657)
!657 = distinct !DILexicalBlock(scope: !653, file: !1, line: 60, column: 5)
!658 = !DILocation(line: 60, column: 26, scope: !657)
!659 = !DILocation(line: 60, column: 32, scope: !657)
!660 = !DILocation(line: 60, column: 30, scope: !657)
!661 = !DILocation(line: 60, column: 5, scope: !653)
!662 = !DILocation(line: 61, column: 24, scope: !657)
!663 = !DILocation(line: 61, column: 27, scope: !657)
!664 = !DILocation(line: 61, column: 29, scope: !657)
!665 = !DILocation(line: 61, column: 42, scope: !657)
!666 = !DILocation(line: 61, column: 45, scope: !657)
!667 = !DILocation(line: 61, column: 40, scope: !657)
!668 = !DILocation(line: 61, column: 34, scope: !657)
!669 = !DILocation(line: 61, column: 57, scope: !657)
!670 = !DILocation(line: 61, column: 60, scope: !657)
!671 = !DILocation(line: 61, column: 62, scope: !657)
!672 = !DILocation(line: 61, column: 48, scope: !657)
!673 = !DILocation(line: 61, column: 9, scope: !657)
!674 = !DILocation(line: 61, column: 12, scope: !657)
!675 = !DILocation(line: 61, column: 7, scope: !657)
!676 = !DILocation(line: 61, column: 15, scope: !657)
!677 = !DILocation(line: 60, column: 37, scope: !657)
!678 = !DILocation(line: 60, column: 5, scope: !657)
!679 = distinct !{!679, !661, !680, !562}
!680 = !DILocation(line: 61, column: 65, scope: !653)
!681 = !DILocation(line: 62, column: 5, scope: !632)
!682 = !DILocation(line: 63, column: 3, scope: !632)
!683 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK6BuffermlEd", scope: !4, file: !1, line: 48, type: !47, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !521)
!684 = !DILocalVariable(name: "this", arg: 1, scope: !683, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!685 = !DILocation(line: 0, scope: !683)
!686 = !DILocalVariable(name: "f", arg: 2, scope: !683, file: !1, line: 48, type: !3)
!687 = !DILocation(line: 48, column: 27, scope: !683)
!688 = !DILocation(line: 50, column: 5, scope: !683)
!689 = !DILocalVariable(name: "r", scope: !683, file: !1, line: 50, type: !4)
!690 = !DILocation(line: 50, column: 12, scope: !683)
!691 = !DILocalVariable(name: "i", scope: !692, file: !1, line: 51, type: !7)
!692 = distinct !DILexicalBlock(scope: !683, file: !1, line: 51, column: 5)
!693 = !DILocation(line: 51, column: 17, scope: !692)
!694 = !DILocation(line: 51, column: 10, scope: !692)
!695 = !DILocation(line: 51, column: 24, scope: !696)
!696 = distinct !DILexicalBlock(scope: !692, file: !1, line: 51, column: 5)
!697 = !DILocation(line: 51, column: 28, scope: !696)
!698 = !DILocation(line: 51, column: 26, scope: !696)
!699 = !DILocation(line: 51, column: 5, scope: !692)
!700 = !DILocation(line: 52, column: 18, scope: !696)
!701 = !DILocation(line: 52, column: 9, scope: !696)
!702 = !DILocation(line: 52, column: 12, scope: !696)
!703 = !DILocation(line: 52, column: 7, scope: !696)
!704 = !DILocation(line: 52, column: 15, scope: !696)
!705 = !DILocation(line: 51, column: 33, scope: !696)
!706 = !DILocation(line: 51, column: 5, scope: !696)
!707 = distinct !{!707, !699, !708, !562}
!708 = !DILocation(line: 52, column: 18, scope: !692)
!709 = !DILocation(line: 53, column: 5, scope: !683)
!710 = !DILocation(line: 54, column: 3, scope: !683)
!711 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNK6BufferplERKS_", scope: !4, file: !1, line: 41, type: !44, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !43, retainedNodes: !521)
!712 = !DILocalVariable(name: "this", arg: 1, scope: !711, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!713 = !DILocation(line: 0, scope: !711)
!714 = !DILocalVariable(name: "o", arg: 2, scope: !711, file: !1, line: 41, type: !19)
!715 = !DILocation(line: 41, column: 34, scope: !711)
!716 = !DILocation(line: 43, column: 5, scope: !711)
!717 = !DILocalVariable(name: "r", scope: !711, file: !1, line: 43, type: !4)
!718 = !DILocation(line: 43, column: 12, scope: !711)
!719 = !DILocation(line: 43, column: 14, scope: !711)
!720 = !DILocalVariable(name: "i", scope: !721, file: !1, line: 44, type: !7)
!721 = distinct !DILexicalBlock(scope: !711, file: !1, line: 44, column: 5)
!722 = !DILocation(line: 44, column: 17, scope: !721)
!723 = !DILocation(line: 44, column: 10, scope: !721)
!724 = !DILocation(line: 44, column: 24, scope: !725)
!725 = distinct !DILexicalBlock(scope: !721, file: !1, line: 44, column: 5)
!726 = !DILocation(line: 44, column: 28, scope: !725)
!727 = !DILocation(line: 44, column: 26, scope: !725)
!728 = !DILocation(line: 44, column: 5, scope: !721)
!729 = !DILocation(line: 45, column: 17, scope: !725)
!730 = !DILocation(line: 45, column: 20, scope: !725)
!731 = !DILocation(line: 45, column: 25, scope: !725)
!732 = !DILocation(line: 45, column: 27, scope: !725)
!733 = !DILocation(line: 45, column: 30, scope: !725)
!734 = !DILocation(line: 45, column: 23, scope: !725)
!735 = !DILocation(line: 45, column: 9, scope: !725)
!736 = !DILocation(line: 45, column: 12, scope: !725)
!737 = !DILocation(line: 45, column: 7, scope: !725)
!738 = !DILocation(line: 45, column: 15, scope: !725)
!739 = !DILocation(line: 44, column: 33, scope: !725)
!740 = !DILocation(line: 44, column: 5, scope: !725)
!741 = distinct !{!741, !728, !742, !562}
!742 = !DILocation(line: 45, column: 31, scope: !721)
!743 = !DILocation(line: 46, column: 5, scope: !711)
!744 = !DILocation(line: 47, column: 3, scope: !711)
!745 = distinct !DISubprogram(name: "operator=", linkageName: "_ZN6BufferaSES_", scope: !4, file: !1, line: 29, type: !26, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !25, retainedNodes: !521)
!746 = !DILocalVariable(name: "this", arg: 1, scope: !745, type: !594, flags: DIFlagArtificial | DIFlagObjectPointer)
!747 = !DILocation(line: 0, scope: !745)
!748 = !DILocalVariable(name: "o", arg: 2, scope: !745, file: !1, line: 29, type: !4)
!749 = !DILocation(line: 29, column: 28, scope: !745)
!750 = !DILocation(line: 31, column: 15, scope: !745)
!751 = !DILocation(line: 31, column: 21, scope: !745)
!752 = !DILocation(line: 31, column: 5, scope: !745)
!753 = !DILocation(line: 32, column: 15, scope: !745)
!754 = !DILocation(line: 32, column: 21, scope: !745)
!755 = !DILocation(line: 32, column: 5, scope: !745)
!756 = !DILocation(line: 33, column: 5, scope: !745)
!757 = distinct !DISubprogram(name: "~Buffer", linkageName: "_ZN6BufferD2Ev", scope: !4, file: !1, line: 35, type: !30, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !521)
!758 = !DILocalVariable(name: "this", arg: 1, scope: !757, type: !594, flags: DIFlagArtificial | DIFlagObjectPointer)
!759 = !DILocation(line: 0, scope: !757)
!760 = !DILocation(line: 35, column: 24, scope: !761)
!761 = distinct !DILexicalBlock(scope: !757, file: !1, line: 35, column: 13)
!762 = !DILocation(line: 35, column: 15, scope: !761)
!763 = !DILocation(line: 35, column: 28, scope: !757)
!764 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6Buffer3sumEv", scope: !4, file: !1, line: 64, type: !53, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !52, retainedNodes: !521)
!765 = !DILocalVariable(name: "this", arg: 1, scope: !764, type: !634, flags: DIFlagArtificial | DIFlagObjectPointer)
!766 = !DILocation(line: 0, scope: !764)
!767 = !DILocalVariable(name: "s", scope: !764, file: !1, line: 66, type: !3)
!768 = !DILocation(line: 66, column: 12, scope: !764)
!769 = !DILocalVariable(name: "i", scope: !770, file: !1, line: 67, type: !7)
!770 = distinct !DILexicalBlock(scope: !764, file: !1, line: 67, column: 5)
!771 = !DILocation(line: 67, column: 17, scope: !770)
!772 = !DILocation(line: 67, column: 10, scope: !770)
!773 = !DILocation(line: 67, column: 24, scope: !774)
!774 = distinct !DILexicalBlock(scope: !770, file: !1, line: 67, column: 5)
!775 = !DILocation(line: 67, column: 28, scope: !774)
!776 = !DILocation(line: 67, column: 26, scope: !774)
!777 = !DILocation(line: 67, column: 5, scope: !770)
!778 = !DILocation(line: 68, column: 12, scope: !774)
!779 = !DILocation(line: 68, column: 15, scope: !774)
!780 = !DILocation(line: 68, column: 9, scope: !774)
!781 = !DILocation(line: 68, column: 7, scope: !774)
!782 = !DILocation(line: 67, column: 33, scope: !774)
!783 = !DILocation(line: 67, column: 5, scope: !774)
!784 = distinct !{!784, !777, !785, !562}
!785 = !DILocation(line: 68, column: 16, scope: !770)
!786 = !DILocation(line: 69, column: 12, scope: !764)
!787 = !DILocation(line: 69, column: 5, scope: !764)
!788 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2ERKS_", scope: !4, file: !1, line: 20, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !16, retainedNodes: !521)
!789 = !DILocalVariable(name: "this", arg: 1, scope: !788, type: !594, flags: DIFlagArtificial | DIFlagObjectPointer)
!790 = !DILocation(line: 0, scope: !788)
!791 = !DILocalVariable(name: "o", arg: 2, scope: !788, file: !1, line: 20, type: !19)
!792 = !DILocation(line: 20, column: 24, scope: !788)
!793 = !DILocation(line: 20, column: 29, scope: !788)
!794 = !DILocation(line: 20, column: 32, scope: !788)
!795 = !DILocation(line: 20, column: 34, scope: !788)
!796 = !DILocation(line: 20, column: 39, scope: !788)
!797 = !DILocation(line: 20, column: 53, scope: !788)
!798 = !DILocation(line: 20, column: 55, scope: !788)
!799 = !DILocation(line: 20, column: 42, scope: !788)
!800 = !DILocation(line: 22, column: 17, scope: !801)
!801 = distinct !DILexicalBlock(scope: !788, file: !1, line: 21, column: 3)
!802 = !DILocation(line: 22, column: 5, scope: !801)
!803 = !DILocation(line: 22, column: 21, scope: !801)
!804 = !DILocation(line: 22, column: 23, scope: !801)
!805 = !DILocation(line: 22, column: 27, scope: !801)
!806 = !DILocation(line: 22, column: 30, scope: !801)
!807 = !DILocation(line: 23, column: 3, scope: !788)
!808 = distinct !DISubprogram(name: "swap<unsigned long>", linkageName: "_ZSt4swapImENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_", scope: !57, file: !809, line: 196, type: !810, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !820, retainedNodes: !521)
!809 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: ".", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!810 = !DISubroutineType(types: !811)
!811 = !{!812, !819, !819}
!812 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !814, file: !813, line: 2234, baseType: null)
!813 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!814 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, void>", scope: !57, file: !813, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !521, templateParams: !815, identifier: "_ZTSSt9enable_ifILb1EvE")
!815 = !{!816, !818}
!816 = !DITemplateValueParameter(type: !817, value: i8 1)
!817 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!818 = !DITemplateTypeParameter(name: "_Tp", type: null, defaulted: true)
!819 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!820 = !{!821}
!821 = !DITemplateTypeParameter(name: "_Tp", type: !9)
!822 = !DILocalVariable(name: "__a", arg: 1, scope: !808, file: !809, line: 196, type: !819)
!823 = !DILocation(line: 196, column: 15, scope: !808)
!824 = !DILocalVariable(name: "__b", arg: 2, scope: !808, file: !809, line: 196, type: !819)
!825 = !DILocation(line: 196, column: 25, scope: !808)
!826 = !DILocalVariable(name: "__tmp", scope: !808, file: !809, line: 204, type: !9)
!827 = !DILocation(line: 204, column: 11, scope: !808)
!828 = !DILocation(line: 204, column: 19, scope: !808)
!829 = !DILocation(line: 205, column: 13, scope: !808)
!830 = !DILocation(line: 205, column: 7, scope: !808)
!831 = !DILocation(line: 205, column: 11, scope: !808)
!832 = !DILocation(line: 206, column: 13, scope: !808)
!833 = !DILocation(line: 206, column: 7, scope: !808)
!834 = !DILocation(line: 206, column: 11, scope: !808)
!835 = !DILocation(line: 207, column: 5, scope: !808)
!836 = distinct !DISubprogram(name: "swap<double *>", linkageName: "_ZSt4swapIPdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS4_ESt18is_move_assignableIS4_EEE5valueEvE4typeERS4_SD_", scope: !57, file: !809, line: 196, type: !837, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !840, retainedNodes: !521)
!837 = !DISubroutineType(types: !838)
!838 = !{!812, !839, !839}
!839 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !11, size: 64)
!840 = !{!841}
!841 = !DITemplateTypeParameter(name: "_Tp", type: !11)
!842 = !DILocalVariable(name: "__a", arg: 1, scope: !836, file: !809, line: 196, type: !839)
!843 = !DILocation(line: 196, column: 15, scope: !836)
!844 = !DILocalVariable(name: "__b", arg: 2, scope: !836, file: !809, line: 196, type: !839)
!845 = !DILocation(line: 196, column: 25, scope: !836)
!846 = !DILocalVariable(name: "__tmp", scope: !836, file: !809, line: 204, type: !11)
!847 = !DILocation(line: 204, column: 11, scope: !836)
!848 = !DILocation(line: 204, column: 19, scope: !836)
!849 = !DILocation(line: 205, column: 13, scope: !836)
!850 = !DILocation(line: 205, column: 7, scope: !836)
!851 = !DILocation(line: 205, column: 11, scope: !836)
!852 = !DILocation(line: 206, column: 13, scope: !836)
!853 = !DILocation(line: 206, column: 7, scope: !836)
!854 = !DILocation(line: 206, column: 11, scope: !836)
!855 = !DILocation(line: 207, column: 5, scope: !836)
!856 = distinct !DISubprogram(name: "move<unsigned long &>", linkageName: "_ZSt4moveIRmEONSt16remove_referenceIT_E4typeEOS2_", scope: !57, file: !809, line: 104, type: !857, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !862, retainedNodes: !521)
!857 = !DISubroutineType(types: !858)
!858 = !{!859, !819}
!859 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !860, size: 64)
!860 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !861, file: !813, line: 1633, baseType: !9)
!861 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<unsigned long &>", scope: !57, file: !813, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !521, templateParams: !862, identifier: "_ZTSSt16remove_referenceIRmE")
!862 = !{!863}
!863 = !DITemplateTypeParameter(name: "_Tp", type: !819)
!864 = !DILocalVariable(name: "__t", arg: 1, scope: !856, file: !809, line: 104, type: !819)
!865 = !DILocation(line: 104, column: 16, scope: !856)
!866 = !DILocation(line: 105, column: 71, scope: !856)
!867 = !DILocation(line: 105, column: 7, scope: !856)
!868 = distinct !DISubprogram(name: "move<double *&>", linkageName: "_ZSt4moveIRPdEONSt16remove_referenceIT_E4typeEOS3_", scope: !57, file: !809, line: 104, type: !869, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !874, retainedNodes: !521)
!869 = !DISubroutineType(types: !870)
!870 = !{!871, !839}
!871 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !872, size: 64)
!872 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !873, file: !813, line: 1633, baseType: !11)
!873 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<double *&>", scope: !57, file: !813, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !521, templateParams: !874, identifier: "_ZTSSt16remove_referenceIRPdE")
!874 = !{!875}
!875 = !DITemplateTypeParameter(name: "_Tp", type: !839)
!876 = !DILocalVariable(name: "__t", arg: 1, scope: !868, file: !809, line: 104, type: !839)
!877 = !DILocation(line: 104, column: 16, scope: !868)
!878 = !DILocation(line: 105, column: 71, scope: !868)
!879 = !DILocation(line: 105, column: 7, scope: !868)
