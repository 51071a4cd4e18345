; ModuleID = 'shapes.cpp'
source_filename = "shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Shape, double }
%struct.Circle = type { %struct.Shape, double }

$_ZN6SquareC2Ed = comdat any

$_ZN6CircleC2Ed = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZN6CircleD2Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTI6Circle = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 8
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*)] }, comdat, align 8
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !252 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x %struct.Shape*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i1, align 1
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i1, align 1
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [10 x %struct.Shape*]* %2, metadata !254, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.declare(metadata i32* %3, metadata !259, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %3, align 4, !dbg !261
  br label %13, !dbg !262

13:                                               ; preds = %39, %0
  %14 = load i32, i32* %3, align 4, !dbg !263
  %15 = icmp slt i32 %14, 10, !dbg !265
  br i1 %15, label %16, label %58, !dbg !266

16:                                               ; preds = %13
  %17 = load i32, i32* %3, align 4, !dbg !267
  %18 = srem i32 %17, 2, !dbg !268
  %19 = icmp ne i32 %18, 0, !dbg !267
  store i1 false, i1* %5, align 1
  store i1 false, i1* %9, align 1
  br i1 %19, label %20, label %27, !dbg !267

20:                                               ; preds = %16
  %21 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #8, !dbg !269, !heapallocsite !22
  store i8* %21, i8** %4, align 8, !dbg !269
  store i1 true, i1* %5, align 1, !dbg !269
  %22 = bitcast i8* %21 to %struct.Square*, !dbg !269
  %23 = load i32, i32* %3, align 4, !dbg !270
  %24 = sitofp i32 %23 to double, !dbg !270
  invoke void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %22, double noundef %24)
          to label %25 unwind label %42, !dbg !271

25:                                               ; preds = %20
  %26 = bitcast %struct.Square* %22 to %struct.Shape*, !dbg !269
  br label %34, !dbg !267

27:                                               ; preds = %16
  %28 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #8, !dbg !272, !heapallocsite !35
  store i8* %28, i8** %8, align 8, !dbg !272
  store i1 true, i1* %9, align 1, !dbg !272
  %29 = bitcast i8* %28 to %struct.Circle*, !dbg !272
  %30 = load i32, i32* %3, align 4, !dbg !273
  %31 = sitofp i32 %30 to double, !dbg !273
  invoke void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %29, double noundef %31)
          to label %32 unwind label %50, !dbg !274

32:                                               ; preds = %27
  %33 = bitcast %struct.Circle* %29 to %struct.Shape*, !dbg !272
  br label %34, !dbg !267

34:                                               ; preds = %32, %25
  %35 = phi %struct.Shape* [ %26, %25 ], [ %33, %32 ], !dbg !267
  %36 = load i32, i32* %3, align 4, !dbg !275
  %37 = sext i32 %36 to i64, !dbg !276
  %38 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %2, i64 0, i64 %37, !dbg !276
  store %struct.Shape* %35, %struct.Shape** %38, align 8, !dbg !277
  br label %39, !dbg !276

39:                                               ; preds = %34
  %40 = load i32, i32* %3, align 4, !dbg !278
  %41 = add nsw i32 %40, 1, !dbg !278
  store i32 %41, i32* %3, align 4, !dbg !278
  br label %13, !dbg !279, !llvm.loop !280

42:                                               ; preds = %20
  %43 = landingpad { i8*, i32 }
          cleanup, !dbg !283
  %44 = extractvalue { i8*, i32 } %43, 0, !dbg !283
  store i8* %44, i8** %6, align 8, !dbg !283
  %45 = extractvalue { i8*, i32 } %43, 1, !dbg !283
  store i32 %45, i32* %7, align 4, !dbg !283
  %46 = load i1, i1* %5, align 1, !dbg !269
  br i1 %46, label %47, label %49, !dbg !269

47:                                               ; preds = %42
  %48 = load i8*, i8** %4, align 8, !dbg !269
  call void @_ZdlPv(i8* noundef %48) #9, !dbg !269
  br label %49, !dbg !269

49:                                               ; preds = %47, %42
  br label %99, !dbg !269

50:                                               ; preds = %27
  %51 = landingpad { i8*, i32 }
          cleanup, !dbg !283
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !283
  store i8* %52, i8** %6, align 8, !dbg !283
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !283
  store i32 %53, i32* %7, align 4, !dbg !283
  %54 = load i1, i1* %9, align 1, !dbg !272
  br i1 %54, label %55, label %57, !dbg !272

55:                                               ; preds = %50
  %56 = load i8*, i8** %8, align 8, !dbg !272
  call void @_ZdlPv(i8* noundef %56) #9, !dbg !272
  br label %57, !dbg !272

57:                                               ; preds = %55, %50
  br label %99, !dbg !272

58:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata double* %10, metadata !284, metadata !DIExpression()), !dbg !285
  store double 0.000000e+00, double* %10, align 8, !dbg !285
  call void @llvm.dbg.declare(metadata i32* %11, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %11, align 4, !dbg !288
  br label %59, !dbg !289

59:                                               ; preds = %74, %58
  %60 = load i32, i32* %11, align 4, !dbg !290
  %61 = icmp slt i32 %60, 10, !dbg !292
  br i1 %61, label %62, label %77, !dbg !293

62:                                               ; preds = %59
  %63 = load i32, i32* %11, align 4, !dbg !294
  %64 = sext i32 %63 to i64, !dbg !295
  %65 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %2, i64 0, i64 %64, !dbg !295
  %66 = load %struct.Shape*, %struct.Shape** %65, align 8, !dbg !295
  %67 = bitcast %struct.Shape* %66 to double (%struct.Shape*)***, !dbg !296
  %68 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %67, align 8, !dbg !296
  %69 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %68, i64 2, !dbg !296
  %70 = load double (%struct.Shape*)*, double (%struct.Shape*)** %69, align 8, !dbg !296
  %71 = call noundef double %70(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %66), !dbg !296
  %72 = load double, double* %10, align 8, !dbg !297
  %73 = fadd double %72, %71, !dbg !297
  store double %73, double* %10, align 8, !dbg !297
  br label %74, !dbg !298

74:                                               ; preds = %62
  %75 = load i32, i32* %11, align 4, !dbg !299
  %76 = add nsw i32 %75, 1, !dbg !299
  store i32 %76, i32* %11, align 4, !dbg !299
  br label %59, !dbg !300, !llvm.loop !301

77:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata i32* %12, metadata !303, metadata !DIExpression()), !dbg !305
  store i32 0, i32* %12, align 4, !dbg !305
  br label %78, !dbg !306

78:                                               ; preds = %93, %77
  %79 = load i32, i32* %12, align 4, !dbg !307
  %80 = icmp slt i32 %79, 10, !dbg !309
  br i1 %80, label %81, label %96, !dbg !310

81:                                               ; preds = %78
  %82 = load i32, i32* %12, align 4, !dbg !311
  %83 = sext i32 %82 to i64, !dbg !312
  %84 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %2, i64 0, i64 %83, !dbg !312
  %85 = load %struct.Shape*, %struct.Shape** %84, align 8, !dbg !312
  %86 = icmp eq %struct.Shape* %85, null, !dbg !313
  br i1 %86, label %92, label %87, !dbg !313

87:                                               ; preds = %81
  %88 = bitcast %struct.Shape* %85 to void (%struct.Shape*)***, !dbg !313
  %89 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %88, align 8, !dbg !313
  %90 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %89, i64 1, !dbg !313
  %91 = load void (%struct.Shape*)*, void (%struct.Shape*)** %90, align 8, !dbg !313
  call void %91(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %85) #10, !dbg !313
  br label %92, !dbg !313

92:                                               ; preds = %87, %81
  br label %93, !dbg !313

93:                                               ; preds = %92
  %94 = load i32, i32* %12, align 4, !dbg !314
  %95 = add nsw i32 %94, 1, !dbg !314
  store i32 %95, i32* %12, align 4, !dbg !314
  br label %78, !dbg !315, !llvm.loop !316

96:                                               ; preds = %78
  %97 = load double, double* %10, align 8, !dbg !318
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %97), !dbg !319
  ret i32 0, !dbg !320

99:                                               ; preds = %57, %49
  %100 = load i8*, i8** %6, align 8, !dbg !269
  %101 = load i32, i32* %7, align 4, !dbg !269
  %102 = insertvalue { i8*, i32 } undef, i8* %100, 0, !dbg !269
  %103 = insertvalue { i8*, i32 } %102, i32 %101, 1, !dbg !269
  resume { i8*, i32 } %103, !dbg !269
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #3 comdat align 2 !dbg !321 {
  %3 = alloca %struct.Square*, align 8
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %3, metadata !322, metadata !DIExpression()), !dbg !324
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !325, metadata !DIExpression()), !dbg !326
  %5 = load %struct.Square*, %struct.Square** %3, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Shape*, !dbg !327
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %6) #10, !dbg !328
  %7 = bitcast %struct.Square* %5 to i32 (...)***, !dbg !327
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8, !dbg !327
  %8 = getelementptr inbounds %struct.Square, %struct.Square* %5, i32 0, i32 1, !dbg !329
  %9 = load double, double* %4, align 8, !dbg !330
  store double %9, double* %8, align 8, !dbg !329
  ret void, !dbg !331
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #3 comdat align 2 !dbg !332 {
  %3 = alloca %struct.Circle*, align 8
  %4 = alloca double, align 8
  store %struct.Circle* %0, %struct.Circle** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Circle** %3, metadata !333, metadata !DIExpression()), !dbg !335
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !336, metadata !DIExpression()), !dbg !337
  %5 = load %struct.Circle*, %struct.Circle** %3, align 8
  %6 = bitcast %struct.Circle* %5 to %struct.Shape*, !dbg !338
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %6) #10, !dbg !339
  %7 = bitcast %struct.Circle* %5 to i32 (...)***, !dbg !338
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Circle, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8, !dbg !338
  %8 = getelementptr inbounds %struct.Circle, %struct.Circle* %5, i32 0, i32 1, !dbg !340
  %9 = load double, double* %4, align 8, !dbg !341
  store double %9, double* %8, align 8, !dbg !340
  ret void, !dbg !342
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !343 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !345, metadata !DIExpression()), !dbg !346
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***, !dbg !347
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !347
  ret void, !dbg !347
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !348 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !352, metadata !DIExpression()), !dbg !353
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Shape*, !dbg !354
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #10, !dbg !354
  ret void, !dbg !356
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !357 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !358, metadata !DIExpression()), !dbg !359
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %3) #10, !dbg !360
  %4 = bitcast %struct.Square* %3 to i8*, !dbg !360
  call void @_ZdlPv(i8* noundef %4) #9, !dbg !360
  ret void, !dbg !360
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !361 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Square** %2, metadata !362, metadata !DIExpression()), !dbg !364
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1, !dbg !365
  %5 = load double, double* %4, align 8, !dbg !365
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1, !dbg !366
  %7 = load double, double* %6, align 8, !dbg !366
  %8 = fmul double %5, %7, !dbg !367
  ret double %8, !dbg !368
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !369 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !370, metadata !DIExpression()), !dbg !371
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void, !dbg !372
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 !dbg !373 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Shape** %2, metadata !374, metadata !DIExpression()), !dbg !375
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  call void @llvm.trap() #11, !dbg !376
  unreachable, !dbg !376
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !377 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Circle** %2, metadata !381, metadata !DIExpression()), !dbg !382
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = bitcast %struct.Circle* %3 to %struct.Shape*, !dbg !383
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #10, !dbg !383
  ret void, !dbg !385
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 !dbg !386 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Circle** %2, metadata !387, metadata !DIExpression()), !dbg !388
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  call void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %3) #10, !dbg !389
  %4 = bitcast %struct.Circle* %3 to i8*, !dbg !389
  call void @_ZdlPv(i8* noundef %4) #9, !dbg !389
  ret void, !dbg !389
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 !dbg !390 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Circle** %2, metadata !391, metadata !DIExpression()), !dbg !393
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1, !dbg !394
  %5 = load double, double* %4, align 8, !dbg !394
  %6 = fmul double 3.141590e+00, %5, !dbg !395
  %7 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1, !dbg !396
  %8 = load double, double* %7, align 8, !dbg !396
  %9 = fmul double %6, %8, !dbg !397
  ret double %9, !dbg !398
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { cold noreturn nounwind }
attributes #8 = { builtin allocsize(0) }
attributes #9 = { builtin nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!244, !245, !246, !247, !248, !249, !250}
!llvm.ident = !{!251}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !48, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shapes.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "2384efe773ad61e1adadd4de82459390")
!2 = !{!3, !22, !4, !35}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !1, line: 5, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !5, vtableHolder: !4, identifier: "_ZTS5Shape")
!5 = !{!6, !12, !16}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !1, file: !1, baseType: !7, size: 64, flags: DIFlagArtificial)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !9, size: 64)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DISubprogram(name: "~Shape", scope: !4, file: !1, line: 6, type: !13, scopeLine: 6, containingType: !4, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !4, file: !1, line: 7, type: !17, scopeLine: 7, containingType: !4, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !20}
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !1, line: 10, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !23, vtableHolder: !4, identifier: "_ZTS6Square")
!23 = !{!24, !25, !26, !30}
!24 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !22, baseType: !4, extraData: i32 0)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "side", scope: !22, file: !1, line: 11, baseType: !19, size: 64, offset: 64)
!26 = !DISubprogram(name: "Square", scope: !22, file: !1, line: 12, type: !27, scopeLine: 12, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !19}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "area", linkageName: "_ZNK6Square4areaEv", scope: !22, file: !1, line: 13, type: !31, scopeLine: 13, containingType: !22, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!31 = !DISubroutineType(types: !32)
!32 = !{!19, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", file: !1, line: 16, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, vtableHolder: !4, identifier: "_ZTS6Circle")
!36 = !{!37, !38, !39, !43}
!37 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !35, baseType: !4, extraData: i32 0)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !35, file: !1, line: 17, baseType: !19, size: 64, offset: 64)
!39 = !DISubprogram(name: "Circle", scope: !35, file: !1, line: 18, type: !40, scopeLine: 18, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !19}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !35, file: !1, line: 19, type: !44, scopeLine: 19, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!44 = !DISubroutineType(types: !45)
!45 = !{!19, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!48 = !{!49, !56, !62, !67, !71, !73, !75, !77, !79, !86, !93, !100, !104, !108, !112, !121, !125, !127, !132, !138, !142, !149, !151, !153, !157, !161, !163, !167, !171, !173, !177, !179, !181, !185, !189, !193, !197, !201, !205, !207, !214, !218, !222, !227, !229, !231, !235, !239, !240, !241, !242, !243}
!49 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !51, file: !55, line: 98)
!50 = !DINamespace(name: "std", scope: null)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !52, line: 7, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !54, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!55 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !57, file: !55, line: 99)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !58, line: 84, baseType: !59)
!58 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !60, line: 14, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!61 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !60, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!62 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !63, file: !55, line: 101)
!63 = !DISubprogram(name: "clearerr", scope: !58, file: !58, line: 786, type: !64, flags: DIFlagPrototyped, spFlags: 0)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!67 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !68, file: !55, line: 102)
!68 = !DISubprogram(name: "fclose", scope: !58, file: !58, line: 178, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!69 = !DISubroutineType(types: !70)
!70 = !{!11, !66}
!71 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !72, file: !55, line: 103)
!72 = !DISubprogram(name: "feof", scope: !58, file: !58, line: 788, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!73 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !74, file: !55, line: 104)
!74 = !DISubprogram(name: "ferror", scope: !58, file: !58, line: 790, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!75 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !76, file: !55, line: 105)
!76 = !DISubprogram(name: "fflush", scope: !58, file: !58, line: 230, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!77 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !78, file: !55, line: 106)
!78 = !DISubprogram(name: "fgetc", scope: !58, file: !58, line: 513, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!79 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !80, file: !55, line: 107)
!80 = !DISubprogram(name: "fgetpos", scope: !58, file: !58, line: 760, type: !81, flags: DIFlagPrototyped, spFlags: 0)
!81 = !DISubroutineType(types: !82)
!82 = !{!11, !83, !84}
!83 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!86 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !87, file: !55, line: 108)
!87 = !DISubprogram(name: "fgets", scope: !58, file: !58, line: 592, type: !88, flags: DIFlagPrototyped, spFlags: 0)
!88 = !DISubroutineType(types: !89)
!89 = !{!90, !92, !11, !83}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!93 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !94, file: !55, line: 109)
!94 = !DISubprogram(name: "fopen", scope: !58, file: !58, line: 258, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!95 = !DISubroutineType(types: !96)
!96 = !{!66, !97, !97}
!97 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !101, file: !55, line: 110)
!101 = !DISubprogram(name: "fprintf", scope: !58, file: !58, line: 350, type: !102, flags: DIFlagPrototyped, spFlags: 0)
!102 = !DISubroutineType(types: !103)
!103 = !{!11, !83, !97, null}
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !105, file: !55, line: 111)
!105 = !DISubprogram(name: "fputc", scope: !58, file: !58, line: 549, type: !106, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DISubroutineType(types: !107)
!107 = !{!11, !11, !66}
!108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !109, file: !55, line: 112)
!109 = !DISubprogram(name: "fputs", scope: !58, file: !58, line: 655, type: !110, flags: DIFlagPrototyped, spFlags: 0)
!110 = !DISubroutineType(types: !111)
!111 = !{!11, !97, !83}
!112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !113, file: !55, line: 113)
!113 = !DISubprogram(name: "fread", scope: !58, file: !58, line: 675, type: !114, flags: DIFlagPrototyped, spFlags: 0)
!114 = !DISubroutineType(types: !115)
!115 = !{!116, !119, !116, !116, !83}
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !117, line: 46, baseType: !118)
!117 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !122, file: !55, line: 114)
!122 = !DISubprogram(name: "freopen", scope: !58, file: !58, line: 265, type: !123, flags: DIFlagPrototyped, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!66, !97, !97, !83}
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !126, file: !55, line: 115)
!126 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !58, file: !58, line: 434, type: !102, flags: DIFlagPrototyped, spFlags: 0)
!127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !128, file: !55, line: 116)
!128 = !DISubprogram(name: "fseek", scope: !58, file: !58, line: 713, type: !129, flags: DIFlagPrototyped, spFlags: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{!11, !66, !131, !11}
!131 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!132 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !133, file: !55, line: 117)
!133 = !DISubprogram(name: "fsetpos", scope: !58, file: !58, line: 765, type: !134, flags: DIFlagPrototyped, spFlags: 0)
!134 = !DISubroutineType(types: !135)
!135 = !{!11, !66, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !139, file: !55, line: 118)
!139 = !DISubprogram(name: "ftell", scope: !58, file: !58, line: 718, type: !140, flags: DIFlagPrototyped, spFlags: 0)
!140 = !DISubroutineType(types: !141)
!141 = !{!131, !66}
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !143, file: !55, line: 119)
!143 = !DISubprogram(name: "fwrite", scope: !58, file: !58, line: 681, type: !144, flags: DIFlagPrototyped, spFlags: 0)
!144 = !DISubroutineType(types: !145)
!145 = !{!116, !146, !116, !116, !83}
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !150, file: !55, line: 120)
!150 = !DISubprogram(name: "getc", scope: !58, file: !58, line: 514, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !152, file: !55, line: 121)
!152 = !DISubprogram(name: "getchar", scope: !58, file: !58, line: 520, type: !9, flags: DIFlagPrototyped, spFlags: 0)
!153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !154, file: !55, line: 126)
!154 = !DISubprogram(name: "perror", scope: !58, file: !58, line: 804, type: !155, flags: DIFlagPrototyped, spFlags: 0)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !98}
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !158, file: !55, line: 127)
!158 = !DISubprogram(name: "printf", scope: !58, file: !58, line: 356, type: !159, flags: DIFlagPrototyped, spFlags: 0)
!159 = !DISubroutineType(types: !160)
!160 = !{!11, !97, null}
!161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !162, file: !55, line: 128)
!162 = !DISubprogram(name: "putc", scope: !58, file: !58, line: 550, type: !106, flags: DIFlagPrototyped, spFlags: 0)
!163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !164, file: !55, line: 129)
!164 = !DISubprogram(name: "putchar", scope: !58, file: !58, line: 556, type: !165, flags: DIFlagPrototyped, spFlags: 0)
!165 = !DISubroutineType(types: !166)
!166 = !{!11, !11}
!167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !168, file: !55, line: 130)
!168 = !DISubprogram(name: "puts", scope: !58, file: !58, line: 661, type: !169, flags: DIFlagPrototyped, spFlags: 0)
!169 = !DISubroutineType(types: !170)
!170 = !{!11, !98}
!171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !172, file: !55, line: 131)
!172 = !DISubprogram(name: "remove", scope: !58, file: !58, line: 152, type: !169, flags: DIFlagPrototyped, spFlags: 0)
!173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !174, file: !55, line: 132)
!174 = !DISubprogram(name: "rename", scope: !58, file: !58, line: 154, type: !175, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{!11, !98, !98}
!177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !178, file: !55, line: 133)
!178 = !DISubprogram(name: "rewind", scope: !58, file: !58, line: 723, type: !64, flags: DIFlagPrototyped, spFlags: 0)
!179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !180, file: !55, line: 134)
!180 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !58, file: !58, line: 437, type: !159, flags: DIFlagPrototyped, spFlags: 0)
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !182, file: !55, line: 135)
!182 = !DISubprogram(name: "setbuf", scope: !58, file: !58, line: 328, type: !183, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !83, !92}
!185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !186, file: !55, line: 136)
!186 = !DISubprogram(name: "setvbuf", scope: !58, file: !58, line: 332, type: !187, flags: DIFlagPrototyped, spFlags: 0)
!187 = !DISubroutineType(types: !188)
!188 = !{!11, !83, !92, !11, !116}
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !190, file: !55, line: 137)
!190 = !DISubprogram(name: "sprintf", scope: !58, file: !58, line: 358, type: !191, flags: DIFlagPrototyped, spFlags: 0)
!191 = !DISubroutineType(types: !192)
!192 = !{!11, !92, !97, null}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !194, file: !55, line: 138)
!194 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !58, file: !58, line: 439, type: !195, flags: DIFlagPrototyped, spFlags: 0)
!195 = !DISubroutineType(types: !196)
!196 = !{!11, !97, !97, null}
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !198, file: !55, line: 139)
!198 = !DISubprogram(name: "tmpfile", scope: !58, file: !58, line: 188, type: !199, flags: DIFlagPrototyped, spFlags: 0)
!199 = !DISubroutineType(types: !200)
!200 = !{!66}
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !202, file: !55, line: 141)
!202 = !DISubprogram(name: "tmpnam", scope: !58, file: !58, line: 205, type: !203, flags: DIFlagPrototyped, spFlags: 0)
!203 = !DISubroutineType(types: !204)
!204 = !{!90, !90}
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !206, file: !55, line: 143)
!206 = !DISubprogram(name: "ungetc", scope: !58, file: !58, line: 668, type: !106, flags: DIFlagPrototyped, spFlags: 0)
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !208, file: !55, line: 144)
!208 = !DISubprogram(name: "vfprintf", scope: !58, file: !58, line: 365, type: !209, flags: DIFlagPrototyped, spFlags: 0)
!209 = !DISubroutineType(types: !210)
!210 = !{!11, !83, !97, !211}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !213, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!213 = !DIFile(filename: "shapes.cpp", directory: ".")
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !215, file: !55, line: 145)
!215 = !DISubprogram(name: "vprintf", scope: !58, file: !58, line: 371, type: !216, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{!11, !97, !211}
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !219, file: !55, line: 146)
!219 = !DISubprogram(name: "vsprintf", scope: !58, file: !58, line: 373, type: !220, flags: DIFlagPrototyped, spFlags: 0)
!220 = !DISubroutineType(types: !221)
!221 = !{!11, !92, !97, !211}
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !223, entity: !224, file: !55, line: 175)
!223 = !DINamespace(name: "__gnu_cxx", scope: null)
!224 = !DISubprogram(name: "snprintf", scope: !58, file: !58, line: 378, type: !225, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DISubroutineType(types: !226)
!226 = !{!11, !92, !116, !97, null}
!227 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !223, entity: !228, file: !55, line: 176)
!228 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !58, file: !58, line: 479, type: !209, flags: DIFlagPrototyped, spFlags: 0)
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !223, entity: !230, file: !55, line: 177)
!230 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !58, file: !58, line: 484, type: !216, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !223, entity: !232, file: !55, line: 178)
!232 = !DISubprogram(name: "vsnprintf", scope: !58, file: !58, line: 382, type: !233, flags: DIFlagPrototyped, spFlags: 0)
!233 = !DISubroutineType(types: !234)
!234 = !{!11, !92, !116, !97, !211}
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !223, entity: !236, file: !55, line: 179)
!236 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !58, file: !58, line: 487, type: !237, flags: DIFlagPrototyped, spFlags: 0)
!237 = !DISubroutineType(types: !238)
!238 = !{!11, !97, !97, !211}
!239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !224, file: !55, line: 185)
!240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !228, file: !55, line: 186)
!241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !230, file: !55, line: 187)
!242 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !232, file: !55, line: 188)
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !236, file: !55, line: 189)
!244 = !{i32 7, !"Dwarf Version", i32 5}
!245 = !{i32 2, !"Debug Info Version", i32 3}
!246 = !{i32 1, !"wchar_size", i32 4}
!247 = !{i32 7, !"PIC Level", i32 2}
!248 = !{i32 7, !"PIE Level", i32 2}
!249 = !{i32 7, !"uwtable", i32 1}
!250 = !{i32 7, !"frame-pointer", i32 2}
!251 = !{!"Debian clang version 14.0.6"}
!252 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !253)
!253 = !{}
!254 = !DILocalVariable(name: "shapes", scope: !252, file: !1, line: 23, type: !255)
!255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 640, elements: !256)
!256 = !{!257}
!257 = !DISubrange(count: 10)
!258 = !DILocation(line: 23, column: 10, scope: !252)
!259 = !DILocalVariable(name: "i", scope: !260, file: !1, line: 24, type: !11)
!260 = distinct !DILexicalBlock(scope: !252, file: !1, line: 24, column: 3)
!261 = !DILocation(line: 24, column: 12, scope: !260)
!262 = !DILocation(line: 24, column: 8, scope: !260)
!263 = !DILocation(line: 24, column: 19, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !1, line: 24, column: 3)
!265 = !DILocation(line: 24, column: 21, scope: !264)
!266 = !DILocation(line: 24, column: 3, scope: !260)
!267 = !DILocation(line: 25, column: 17, scope: !264)
!268 = !DILocation(line: 25, column: 19, scope: !264)
!269 = !DILocation(line: 25, column: 46, scope: !264)
!270 = !DILocation(line: 25, column: 57, scope: !264)
!271 = !DILocation(line: 25, column: 50, scope: !264)
!272 = !DILocation(line: 25, column: 63, scope: !264)
!273 = !DILocation(line: 25, column: 74, scope: !264)
!274 = !DILocation(line: 25, column: 67, scope: !264)
!275 = !DILocation(line: 25, column: 12, scope: !264)
!276 = !DILocation(line: 25, column: 5, scope: !264)
!277 = !DILocation(line: 25, column: 15, scope: !264)
!278 = !DILocation(line: 24, column: 28, scope: !264)
!279 = !DILocation(line: 24, column: 3, scope: !264)
!280 = distinct !{!280, !266, !281, !282}
!281 = !DILocation(line: 25, column: 75, scope: !260)
!282 = !{!"llvm.loop.mustprogress"}
!283 = !DILocation(line: 33, column: 1, scope: !264)
!284 = !DILocalVariable(name: "total", scope: !252, file: !1, line: 26, type: !19)
!285 = !DILocation(line: 26, column: 10, scope: !252)
!286 = !DILocalVariable(name: "i", scope: !287, file: !1, line: 27, type: !11)
!287 = distinct !DILexicalBlock(scope: !252, file: !1, line: 27, column: 3)
!288 = !DILocation(line: 27, column: 12, scope: !287)
!289 = !DILocation(line: 27, column: 8, scope: !287)
!290 = !DILocation(line: 27, column: 19, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !1, line: 27, column: 3)
!292 = !DILocation(line: 27, column: 21, scope: !291)
!293 = !DILocation(line: 27, column: 3, scope: !287)
!294 = !DILocation(line: 28, column: 21, scope: !291)
!295 = !DILocation(line: 28, column: 14, scope: !291)
!296 = !DILocation(line: 28, column: 25, scope: !291)
!297 = !DILocation(line: 28, column: 11, scope: !291)
!298 = !DILocation(line: 28, column: 5, scope: !291)
!299 = !DILocation(line: 27, column: 28, scope: !291)
!300 = !DILocation(line: 27, column: 3, scope: !291)
!301 = distinct !{!301, !293, !302, !282}
!302 = !DILocation(line: 28, column: 30, scope: !287)
!303 = !DILocalVariable(name: "i", scope: !304, file: !1, line: 29, type: !11)
!304 = distinct !DILexicalBlock(scope: !252, file: !1, line: 29, column: 3)
!305 = !DILocation(line: 29, column: 12, scope: !304)
!306 = !DILocation(line: 29, column: 8, scope: !304)
!307 = !DILocation(line: 29, column: 19, scope: !308)
!308 = distinct !DILexicalBlock(scope: !304, file: !1, line: 29, column: 3)
!309 = !DILocation(line: 29, column: 21, scope: !308)
!310 = !DILocation(line: 29, column: 3, scope: !304)
!311 = !DILocation(line: 30, column: 19, scope: !308)
!312 = !DILocation(line: 30, column: 12, scope: !308)
!313 = !DILocation(line: 30, column: 5, scope: !308)
!314 = !DILocation(line: 29, column: 28, scope: !308)
!315 = !DILocation(line: 29, column: 3, scope: !308)
!316 = distinct !{!316, !310, !317, !282}
!317 = !DILocation(line: 30, column: 20, scope: !304)
!318 = !DILocation(line: 31, column: 23, scope: !252)
!319 = !DILocation(line: 31, column: 3, scope: !252)
!320 = !DILocation(line: 32, column: 3, scope: !252)
!321 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !22, file: !1, line: 12, type: !27, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !26, retainedNodes: !253)
!322 = !DILocalVariable(name: "this", arg: 1, scope: !321, type: !323, flags: DIFlagArtificial | DIFlagObjectPointer)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!324 = !DILocation(line: 0, scope: !321)
!325 = !DILocalVariable(name: "s", arg: 2, scope: !321, file: !1, line: 12, type: !19)
!326 = !DILocation(line: 12, column: 26, scope: !321)
!327 = !DILocation(line: 12, column: 39, scope: !321)
!328 = !DILocation(line: 12, column: 12, scope: !321)
!329 = !DILocation(line: 12, column: 31, scope: !321)
!330 = !DILocation(line: 12, column: 36, scope: !321)
!331 = !DILocation(line: 12, column: 40, scope: !321)
!332 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN6CircleC2Ed", scope: !35, file: !1, line: 18, type: !40, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !39, retainedNodes: !253)
!333 = !DILocalVariable(name: "this", arg: 1, scope: !332, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!335 = !DILocation(line: 0, scope: !332)
!336 = !DILocalVariable(name: "r", arg: 2, scope: !332, file: !1, line: 18, type: !19)
!337 = !DILocation(line: 18, column: 26, scope: !332)
!338 = !DILocation(line: 18, column: 36, scope: !332)
!339 = !DILocation(line: 18, column: 12, scope: !332)
!340 = !DILocation(line: 18, column: 31, scope: !332)
!341 = !DILocation(line: 18, column: 33, scope: !332)
!342 = !DILocation(line: 18, column: 37, scope: !332)
!343 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN5ShapeC2Ev", scope: !4, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !344, retainedNodes: !253)
!344 = !DISubprogram(name: "Shape", scope: !4, type: !13, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!345 = !DILocalVariable(name: "this", arg: 1, scope: !343, type: !3, flags: DIFlagArtificial | DIFlagObjectPointer)
!346 = !DILocation(line: 0, scope: !343)
!347 = !DILocation(line: 5, column: 8, scope: !343)
!348 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD2Ev", scope: !22, file: !1, line: 10, type: !349, scopeLine: 10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !351, retainedNodes: !253)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !29}
!351 = !DISubprogram(name: "~Square", scope: !22, type: !349, containingType: !22, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!352 = !DILocalVariable(name: "this", arg: 1, scope: !348, type: !323, flags: DIFlagArtificial | DIFlagObjectPointer)
!353 = !DILocation(line: 0, scope: !348)
!354 = !DILocation(line: 10, column: 8, scope: !355)
!355 = distinct !DILexicalBlock(scope: !348, file: !1, line: 10, column: 8)
!356 = !DILocation(line: 10, column: 8, scope: !348)
!357 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !22, file: !1, line: 10, type: !349, scopeLine: 10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !351, retainedNodes: !253)
!358 = !DILocalVariable(name: "this", arg: 1, scope: !357, type: !323, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = !DILocation(line: 0, scope: !357)
!360 = !DILocation(line: 10, column: 8, scope: !357)
!361 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Square4areaEv", scope: !22, file: !1, line: 13, type: !31, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !30, retainedNodes: !253)
!362 = !DILocalVariable(name: "this", arg: 1, scope: !361, type: !363, flags: DIFlagArtificial | DIFlagObjectPointer)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!364 = !DILocation(line: 0, scope: !361)
!365 = !DILocation(line: 13, column: 41, scope: !361)
!366 = !DILocation(line: 13, column: 48, scope: !361)
!367 = !DILocation(line: 13, column: 46, scope: !361)
!368 = !DILocation(line: 13, column: 34, scope: !361)
!369 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !4, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !12, retainedNodes: !253)
!370 = !DILocalVariable(name: "this", arg: 1, scope: !369, type: !3, flags: DIFlagArtificial | DIFlagObjectPointer)
!371 = !DILocation(line: 0, scope: !369)
!372 = !DILocation(line: 6, column: 21, scope: !369)
!373 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD0Ev", scope: !4, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !12, retainedNodes: !253)
!374 = !DILocalVariable(name: "this", arg: 1, scope: !373, type: !3, flags: DIFlagArtificial | DIFlagObjectPointer)
!375 = !DILocation(line: 0, scope: !373)
!376 = !DILocation(line: 6, column: 20, scope: !373)
!377 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN6CircleD2Ev", scope: !35, file: !1, line: 16, type: !378, scopeLine: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !380, retainedNodes: !253)
!378 = !DISubroutineType(types: !379)
!379 = !{null, !42}
!380 = !DISubprogram(name: "~Circle", scope: !35, type: !378, containingType: !35, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!381 = !DILocalVariable(name: "this", arg: 1, scope: !377, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!382 = !DILocation(line: 0, scope: !377)
!383 = !DILocation(line: 16, column: 8, scope: !384)
!384 = distinct !DILexicalBlock(scope: !377, file: !1, line: 16, column: 8)
!385 = !DILocation(line: 16, column: 8, scope: !377)
!386 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN6CircleD0Ev", scope: !35, file: !1, line: 16, type: !378, scopeLine: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !380, retainedNodes: !253)
!387 = !DILocalVariable(name: "this", arg: 1, scope: !386, type: !334, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DILocation(line: 0, scope: !386)
!389 = !DILocation(line: 16, column: 8, scope: !386)
!390 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !35, file: !1, line: 19, type: !44, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !43, retainedNodes: !253)
!391 = !DILocalVariable(name: "this", arg: 1, scope: !390, type: !392, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!393 = !DILocation(line: 0, scope: !390)
!394 = !DILocation(line: 19, column: 51, scope: !390)
!395 = !DILocation(line: 19, column: 49, scope: !390)
!396 = !DILocation(line: 19, column: 55, scope: !390)
!397 = !DILocation(line: 19, column: 53, scope: !390)
!398 = !DILocation(line: 19, column: 34, scope: !390)
