; ModuleID = 'shapes.cpp'
source_filename = "shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Shape, double }
%struct.Circle = type { %struct.Shape, double }

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTI6Circle = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*)] }, comdat, align 8
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !302 {
  %1 = alloca [10 x %struct.Shape*], align 16
  %2 = bitcast [10 x %struct.Shape*]* %1 to i8*, !dbg !315
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %2) #10, !dbg !315
  call void @llvm.dbg.declare(metadata [10 x %struct.Shape*]* %1, metadata !304, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.value(metadata i32 0, metadata !308, metadata !DIExpression()), !dbg !317
  br label %3, !dbg !318

3:                                                ; preds = %0, %19
  %4 = phi i64 [ 0, %0 ], [ %22, %19 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !308, metadata !DIExpression()), !dbg !317
  %5 = trunc i64 %4 to i32, !dbg !319
  %6 = and i32 %5, 1, !dbg !319
  %7 = icmp eq i32 %6, 0, !dbg !321
  %8 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #11, !dbg !322
  br i1 %7, label %14, label %9, !dbg !321

9:                                                ; preds = %3
  %10 = bitcast i8* %8 to %struct.Square*, !dbg !323
  %11 = sitofp i32 %5 to double, !dbg !324
  call void @llvm.dbg.value(metadata %struct.Square* %10, metadata !325, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata double %11, metadata !328, metadata !DIExpression()), !dbg !330
  %12 = getelementptr inbounds %struct.Square, %struct.Square* %10, i64 0, i32 0, i32 0, !dbg !332
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %12, align 8, !dbg !332, !tbaa !333
  %13 = getelementptr inbounds %struct.Square, %struct.Square* %10, i64 0, i32 1, !dbg !336
  store double %11, double* %13, align 8, !dbg !336, !tbaa !337
  br label %19, !dbg !321

14:                                               ; preds = %3
  %15 = bitcast i8* %8 to %struct.Circle*, !dbg !341
  %16 = sitofp i32 %5 to double, !dbg !342
  call void @llvm.dbg.value(metadata %struct.Circle* %15, metadata !343, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata double %16, metadata !346, metadata !DIExpression()), !dbg !348
  %17 = getelementptr inbounds %struct.Circle, %struct.Circle* %15, i64 0, i32 0, i32 0, !dbg !350
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %17, align 8, !dbg !350, !tbaa !333
  %18 = getelementptr inbounds %struct.Circle, %struct.Circle* %15, i64 0, i32 1, !dbg !351
  store double %16, double* %18, align 8, !dbg !351, !tbaa !352
  br label %19, !dbg !321

19:                                               ; preds = %14, %9
  %20 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 %4, !dbg !354
  %21 = bitcast %struct.Shape** %20 to i8**, !dbg !355
  store i8* %8, i8** %21, align 8, !dbg !355, !tbaa !356
  %22 = add nuw nsw i64 %4, 1, !dbg !358
  call void @llvm.dbg.value(metadata i64 %22, metadata !308, metadata !DIExpression()), !dbg !317
  %23 = icmp eq i64 %22, 10, !dbg !359
  br i1 %23, label %24, label %3, !dbg !318, !llvm.loop !360

24:                                               ; preds = %19
  call void @llvm.dbg.value(metadata i64 0, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !310, metadata !DIExpression()), !dbg !364
  %25 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 0, !dbg !365
  %26 = load %struct.Shape*, %struct.Shape** %25, align 16, !dbg !365, !tbaa !356
  %27 = bitcast %struct.Shape* %26 to double (%struct.Shape*)***, !dbg !367
  %28 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %27, align 8, !dbg !367, !tbaa !333
  %29 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %28, i64 2, !dbg !367
  %30 = load double (%struct.Shape*)*, double (%struct.Shape*)** %29, align 8, !dbg !367
  %31 = tail call noundef double %30(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %26), !dbg !367
  call void @llvm.dbg.value(metadata i64 1, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %135, metadata !310, metadata !DIExpression()), !dbg !364
  %32 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 1, !dbg !365
  %33 = load %struct.Shape*, %struct.Shape** %32, align 8, !dbg !365, !tbaa !356
  %34 = bitcast %struct.Shape* %33 to double (%struct.Shape*)***, !dbg !367
  %35 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %34, align 8, !dbg !367, !tbaa !333
  %36 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %35, i64 2, !dbg !367
  %37 = load double (%struct.Shape*)*, double (%struct.Shape*)** %36, align 8, !dbg !367
  %38 = tail call noundef double %37(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %33), !dbg !367
  call void @llvm.dbg.value(metadata i64 2, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %136, metadata !310, metadata !DIExpression()), !dbg !364
  %39 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 2, !dbg !365
  %40 = load %struct.Shape*, %struct.Shape** %39, align 16, !dbg !365, !tbaa !356
  %41 = bitcast %struct.Shape* %40 to double (%struct.Shape*)***, !dbg !367
  %42 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %41, align 8, !dbg !367, !tbaa !333
  %43 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %42, i64 2, !dbg !367
  %44 = load double (%struct.Shape*)*, double (%struct.Shape*)** %43, align 8, !dbg !367
  %45 = tail call noundef double %44(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %40), !dbg !367
  call void @llvm.dbg.value(metadata i64 3, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %137, metadata !310, metadata !DIExpression()), !dbg !364
  %46 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 3, !dbg !365
  %47 = load %struct.Shape*, %struct.Shape** %46, align 8, !dbg !365, !tbaa !356
  %48 = bitcast %struct.Shape* %47 to double (%struct.Shape*)***, !dbg !367
  %49 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %48, align 8, !dbg !367, !tbaa !333
  %50 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %49, i64 2, !dbg !367
  %51 = load double (%struct.Shape*)*, double (%struct.Shape*)** %50, align 8, !dbg !367
  %52 = tail call noundef double %51(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %47), !dbg !367
  call void @llvm.dbg.value(metadata i64 4, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %138, metadata !310, metadata !DIExpression()), !dbg !364
  %53 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 4, !dbg !365
  %54 = load %struct.Shape*, %struct.Shape** %53, align 16, !dbg !365, !tbaa !356
  %55 = bitcast %struct.Shape* %54 to double (%struct.Shape*)***, !dbg !367
  %56 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %55, align 8, !dbg !367, !tbaa !333
  %57 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %56, i64 2, !dbg !367
  %58 = load double (%struct.Shape*)*, double (%struct.Shape*)** %57, align 8, !dbg !367
  %59 = tail call noundef double %58(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %54), !dbg !367
  call void @llvm.dbg.value(metadata i64 5, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %139, metadata !310, metadata !DIExpression()), !dbg !364
  %60 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 5, !dbg !365
  %61 = load %struct.Shape*, %struct.Shape** %60, align 8, !dbg !365, !tbaa !356
  %62 = bitcast %struct.Shape* %61 to double (%struct.Shape*)***, !dbg !367
  %63 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %62, align 8, !dbg !367, !tbaa !333
  %64 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %63, i64 2, !dbg !367
  %65 = load double (%struct.Shape*)*, double (%struct.Shape*)** %64, align 8, !dbg !367
  %66 = tail call noundef double %65(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %61), !dbg !367
  call void @llvm.dbg.value(metadata i64 6, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %140, metadata !310, metadata !DIExpression()), !dbg !364
  %67 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 6, !dbg !365
  %68 = load %struct.Shape*, %struct.Shape** %67, align 16, !dbg !365, !tbaa !356
  %69 = bitcast %struct.Shape* %68 to double (%struct.Shape*)***, !dbg !367
  %70 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %69, align 8, !dbg !367, !tbaa !333
  %71 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %70, i64 2, !dbg !367
  %72 = load double (%struct.Shape*)*, double (%struct.Shape*)** %71, align 8, !dbg !367
  %73 = tail call noundef double %72(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %68), !dbg !367
  call void @llvm.dbg.value(metadata i64 7, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %141, metadata !310, metadata !DIExpression()), !dbg !364
  %74 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 7, !dbg !365
  %75 = load %struct.Shape*, %struct.Shape** %74, align 8, !dbg !365, !tbaa !356
  %76 = bitcast %struct.Shape* %75 to double (%struct.Shape*)***, !dbg !367
  %77 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %76, align 8, !dbg !367, !tbaa !333
  %78 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %77, i64 2, !dbg !367
  %79 = load double (%struct.Shape*)*, double (%struct.Shape*)** %78, align 8, !dbg !367
  %80 = tail call noundef double %79(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %75), !dbg !367
  call void @llvm.dbg.value(metadata i64 8, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %142, metadata !310, metadata !DIExpression()), !dbg !364
  %81 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 8, !dbg !365
  %82 = load %struct.Shape*, %struct.Shape** %81, align 16, !dbg !365, !tbaa !356
  %83 = bitcast %struct.Shape* %82 to double (%struct.Shape*)***, !dbg !367
  %84 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %83, align 8, !dbg !367, !tbaa !333
  %85 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %84, i64 2, !dbg !367
  %86 = load double (%struct.Shape*)*, double (%struct.Shape*)** %85, align 8, !dbg !367
  %87 = tail call noundef double %86(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %82), !dbg !367
  call void @llvm.dbg.value(metadata i64 9, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata double %143, metadata !310, metadata !DIExpression()), !dbg !364
  %88 = getelementptr inbounds [10 x %struct.Shape*], [10 x %struct.Shape*]* %1, i64 0, i64 9, !dbg !365
  %89 = load %struct.Shape*, %struct.Shape** %88, align 8, !dbg !365, !tbaa !356
  %90 = bitcast %struct.Shape* %89 to double (%struct.Shape*)***, !dbg !367
  %91 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %90, align 8, !dbg !367, !tbaa !333
  %92 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %91, i64 2, !dbg !367
  %93 = load double (%struct.Shape*)*, double (%struct.Shape*)** %92, align 8, !dbg !367
  %94 = tail call noundef double %93(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %89), !dbg !367
  call void @llvm.dbg.value(metadata double %144, metadata !310, metadata !DIExpression()), !dbg !364
  call void @llvm.dbg.value(metadata i64 10, metadata !311, metadata !DIExpression()), !dbg !363
  call void @llvm.dbg.value(metadata i64 0, metadata !313, metadata !DIExpression()), !dbg !368
  %95 = bitcast %struct.Shape* %26 to void (%struct.Shape*)***, !dbg !369
  %96 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %95, align 8, !dbg !369, !tbaa !333
  %97 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %96, i64 1, !dbg !369
  %98 = load void (%struct.Shape*)*, void (%struct.Shape*)** %97, align 8, !dbg !369
  tail call void %98(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %26) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 1, metadata !313, metadata !DIExpression()), !dbg !368
  %99 = bitcast %struct.Shape* %33 to void (%struct.Shape*)***, !dbg !369
  %100 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %99, align 8, !dbg !369, !tbaa !333
  %101 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %100, i64 1, !dbg !369
  %102 = load void (%struct.Shape*)*, void (%struct.Shape*)** %101, align 8, !dbg !369
  tail call void %102(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %33) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 2, metadata !313, metadata !DIExpression()), !dbg !368
  %103 = bitcast %struct.Shape* %40 to void (%struct.Shape*)***, !dbg !369
  %104 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %103, align 8, !dbg !369, !tbaa !333
  %105 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %104, i64 1, !dbg !369
  %106 = load void (%struct.Shape*)*, void (%struct.Shape*)** %105, align 8, !dbg !369
  tail call void %106(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %40) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 3, metadata !313, metadata !DIExpression()), !dbg !368
  %107 = bitcast %struct.Shape* %47 to void (%struct.Shape*)***, !dbg !369
  %108 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %107, align 8, !dbg !369, !tbaa !333
  %109 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %108, i64 1, !dbg !369
  %110 = load void (%struct.Shape*)*, void (%struct.Shape*)** %109, align 8, !dbg !369
  tail call void %110(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %47) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 4, metadata !313, metadata !DIExpression()), !dbg !368
  %111 = bitcast %struct.Shape* %54 to void (%struct.Shape*)***, !dbg !369
  %112 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %111, align 8, !dbg !369, !tbaa !333
  %113 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %112, i64 1, !dbg !369
  %114 = load void (%struct.Shape*)*, void (%struct.Shape*)** %113, align 8, !dbg !369
  tail call void %114(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %54) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 5, metadata !313, metadata !DIExpression()), !dbg !368
  %115 = bitcast %struct.Shape* %61 to void (%struct.Shape*)***, !dbg !369
  %116 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %115, align 8, !dbg !369, !tbaa !333
  %117 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %116, i64 1, !dbg !369
  %118 = load void (%struct.Shape*)*, void (%struct.Shape*)** %117, align 8, !dbg !369
  tail call void %118(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %61) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 6, metadata !313, metadata !DIExpression()), !dbg !368
  %119 = bitcast %struct.Shape* %68 to void (%struct.Shape*)***, !dbg !369
  %120 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %119, align 8, !dbg !369, !tbaa !333
  %121 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %120, i64 1, !dbg !369
  %122 = load void (%struct.Shape*)*, void (%struct.Shape*)** %121, align 8, !dbg !369
  tail call void %122(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %68) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 7, metadata !313, metadata !DIExpression()), !dbg !368
  %123 = bitcast %struct.Shape* %75 to void (%struct.Shape*)***, !dbg !369
  %124 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %123, align 8, !dbg !369, !tbaa !333
  %125 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %124, i64 1, !dbg !369
  %126 = load void (%struct.Shape*)*, void (%struct.Shape*)** %125, align 8, !dbg !369
  tail call void %126(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %75) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 8, metadata !313, metadata !DIExpression()), !dbg !368
  %127 = bitcast %struct.Shape* %82 to void (%struct.Shape*)***, !dbg !369
  %128 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %127, align 8, !dbg !369, !tbaa !333
  %129 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %128, i64 1, !dbg !369
  %130 = load void (%struct.Shape*)*, void (%struct.Shape*)** %129, align 8, !dbg !369
  tail call void %130(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %82) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 9, metadata !313, metadata !DIExpression()), !dbg !368
  %131 = bitcast %struct.Shape* %89 to void (%struct.Shape*)***, !dbg !369
  %132 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %131, align 8, !dbg !369, !tbaa !333
  %133 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %132, i64 1, !dbg !369
  %134 = load void (%struct.Shape*)*, void (%struct.Shape*)** %133, align 8, !dbg !369
  tail call void %134(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %89) #10, !dbg !369
  call void @llvm.dbg.value(metadata i64 10, metadata !313, metadata !DIExpression()), !dbg !368
  %135 = fadd double %31, 0.000000e+00, !dbg !371
  %136 = fadd double %135, %38, !dbg !371
  %137 = fadd double %136, %45, !dbg !371
  %138 = fadd double %137, %52, !dbg !371
  %139 = fadd double %138, %59, !dbg !371
  %140 = fadd double %139, %66, !dbg !371
  %141 = fadd double %140, %73, !dbg !371
  %142 = fadd double %141, %80, !dbg !371
  %143 = fadd double %142, %87, !dbg !371
  %144 = fadd double %143, %94, !dbg !371
  %145 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %144), !dbg !372
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %2) #10, !dbg !373
  ret i32 0, !dbg !374
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 !dbg !375 {
  call void @llvm.dbg.value(metadata %struct.Shape* %0, metadata !377, metadata !DIExpression()), !dbg !378
  ret void, !dbg !379
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !380 {
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !385, metadata !DIExpression()), !dbg !386
  %2 = bitcast %struct.Square* %0 to i8*, !dbg !387
  tail call void @_ZdlPv(i8* noundef nonnull %2) #12, !dbg !387
  ret void, !dbg !387
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 !dbg !388 {
  call void @llvm.dbg.value(metadata %struct.Square* %0, metadata !390, metadata !DIExpression()), !dbg !392
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i64 0, i32 1, !dbg !393
  %3 = load double, double* %2, align 8, !dbg !393, !tbaa !337
  %4 = fmul double %3, %3, !dbg !394
  ret double %4, !dbg !395
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !396 {
  call void @llvm.dbg.value(metadata %struct.Circle* %0, metadata !401, metadata !DIExpression()), !dbg !402
  %2 = bitcast %struct.Circle* %0 to i8*, !dbg !403
  tail call void @_ZdlPv(i8* noundef nonnull %2) #12, !dbg !403
  ret void, !dbg !403
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 !dbg !404 {
  call void @llvm.dbg.value(metadata %struct.Circle* %0, metadata !406, metadata !DIExpression()), !dbg !408
  %2 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i64 0, i32 1, !dbg !409
  %3 = load double, double* %2, align 8, !dbg !409, !tbaa !352
  %4 = fmul double %3, 3.141590e+00, !dbg !410
  %5 = fmul double %3, %4, !dbg !411
  ret double %5, !dbg !412
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!295, !296, !297, !298, !299, !300}
!llvm.ident = !{!301}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !48, splitDebugInlining: false, nameTableKind: None)
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
!12 = !DISubprogram(name: "~Shape", scope: !4, file: !1, line: 6, type: !13, scopeLine: 6, containingType: !4, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !4, file: !1, line: 7, type: !17, scopeLine: 7, containingType: !4, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !20}
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Square", file: !1, line: 10, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !23, vtableHolder: !4, identifier: "_ZTS6Square")
!23 = !{!24, !25, !26, !30}
!24 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !22, baseType: !4, extraData: i32 0)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "side", scope: !22, file: !1, line: 11, baseType: !19, size: 64, offset: 64)
!26 = !DISubprogram(name: "Square", scope: !22, file: !1, line: 12, type: !27, scopeLine: 12, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !19}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "area", linkageName: "_ZNK6Square4areaEv", scope: !22, file: !1, line: 13, type: !31, scopeLine: 13, containingType: !22, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!31 = !DISubroutineType(types: !32)
!32 = !{!19, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", file: !1, line: 16, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, vtableHolder: !4, identifier: "_ZTS6Circle")
!36 = !{!37, !38, !39, !43}
!37 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !35, baseType: !4, extraData: i32 0)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !35, file: !1, line: 17, baseType: !19, size: 64, offset: 64)
!39 = !DISubprogram(name: "Circle", scope: !35, file: !1, line: 18, type: !40, scopeLine: 18, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !19}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !35, file: !1, line: 19, type: !44, scopeLine: 19, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{!19, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!48 = !{!49, !113, !119, !124, !128, !130, !132, !134, !136, !143, !148, !155, !159, !163, !167, !172, !176, !178, !182, !188, !192, !199, !201, !204, !208, !212, !214, !218, !222, !224, !228, !230, !232, !236, !240, !244, !248, !252, !256, !258, !265, !269, !273, !278, !280, !282, !286, !290, !291, !292, !293, !294}
!49 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !51, file: !112, line: 98)
!50 = !DINamespace(name: "std", scope: null)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !52, line: 7, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !54, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !55, identifier: "_ZTS8_IO_FILE")
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!55 = !{!56, !57, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !73, !75, !76, !77, !81, !83, !85, !89, !92, !94, !97, !100, !101, !103, !107, !108}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !53, file: !54, line: 51, baseType: !11, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !53, file: !54, line: 54, baseType: !58, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !53, file: !54, line: 55, baseType: !58, size: 64, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !53, file: !54, line: 56, baseType: !58, size: 64, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !53, file: !54, line: 57, baseType: !58, size: 64, offset: 256)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !53, file: !54, line: 58, baseType: !58, size: 64, offset: 320)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !53, file: !54, line: 59, baseType: !58, size: 64, offset: 384)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !53, file: !54, line: 60, baseType: !58, size: 64, offset: 448)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !53, file: !54, line: 61, baseType: !58, size: 64, offset: 512)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !53, file: !54, line: 64, baseType: !58, size: 64, offset: 576)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !53, file: !54, line: 65, baseType: !58, size: 64, offset: 640)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !53, file: !54, line: 66, baseType: !58, size: 64, offset: 704)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !53, file: !54, line: 68, baseType: !71, size: 64, offset: 768)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !54, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !53, file: !54, line: 70, baseType: !74, size: 64, offset: 832)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !53, file: !54, line: 72, baseType: !11, size: 32, offset: 896)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !53, file: !54, line: 73, baseType: !11, size: 32, offset: 928)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !53, file: !54, line: 74, baseType: !78, size: 64, offset: 960)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !79, line: 152, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !53, file: !54, line: 77, baseType: !82, size: 16, offset: 1024)
!82 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !53, file: !54, line: 78, baseType: !84, size: 8, offset: 1040)
!84 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !53, file: !54, line: 79, baseType: !86, size: 8, offset: 1048)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 8, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 1)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !53, file: !54, line: 81, baseType: !90, size: 64, offset: 1088)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !54, line: 43, baseType: null)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !53, file: !54, line: 89, baseType: !93, size: 64, offset: 1152)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !79, line: 153, baseType: !80)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !53, file: !54, line: 91, baseType: !95, size: 64, offset: 1216)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !54, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!97 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !53, file: !54, line: 92, baseType: !98, size: 64, offset: 1280)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !54, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!100 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !53, file: !54, line: 93, baseType: !74, size: 64, offset: 1344)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !53, file: !54, line: 94, baseType: !102, size: 64, offset: 1408)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !53, file: !54, line: 95, baseType: !104, size: 64, offset: 1472)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !105, line: 46, baseType: !106)
!105 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !53, file: !54, line: 96, baseType: !11, size: 32, offset: 1536)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !53, file: !54, line: 98, baseType: !109, size: 160, offset: 1568)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 160, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 20)
!112 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !114, file: !112, line: 99)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !115, line: 84, baseType: !116)
!115 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !117, line: 14, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!118 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !117, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !120, file: !112, line: 101)
!120 = !DISubprogram(name: "clearerr", scope: !115, file: !115, line: 786, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !125, file: !112, line: 102)
!125 = !DISubprogram(name: "fclose", scope: !115, file: !115, line: 178, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!11, !123}
!128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !129, file: !112, line: 103)
!129 = !DISubprogram(name: "feof", scope: !115, file: !115, line: 788, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !131, file: !112, line: 104)
!131 = !DISubprogram(name: "ferror", scope: !115, file: !115, line: 790, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !133, file: !112, line: 105)
!133 = !DISubprogram(name: "fflush", scope: !115, file: !115, line: 230, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !135, file: !112, line: 106)
!135 = !DISubprogram(name: "fgetc", scope: !115, file: !115, line: 513, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !137, file: !112, line: 107)
!137 = !DISubprogram(name: "fgetpos", scope: !115, file: !115, line: 760, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!11, !140, !141}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !144, file: !112, line: 108)
!144 = !DISubprogram(name: "fgets", scope: !115, file: !115, line: 592, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!58, !147, !11, !140}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !149, file: !112, line: 109)
!149 = !DISubprogram(name: "fopen", scope: !115, file: !115, line: 258, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!123, !152, !152}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !156, file: !112, line: 110)
!156 = !DISubprogram(name: "fprintf", scope: !115, file: !115, line: 350, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!11, !140, !152, null}
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !160, file: !112, line: 111)
!160 = !DISubprogram(name: "fputc", scope: !115, file: !115, line: 549, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!11, !11, !123}
!163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !164, file: !112, line: 112)
!164 = !DISubprogram(name: "fputs", scope: !115, file: !115, line: 655, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!11, !152, !140}
!167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !168, file: !112, line: 113)
!168 = !DISubprogram(name: "fread", scope: !115, file: !115, line: 675, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!104, !171, !104, !104, !140}
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !173, file: !112, line: 114)
!173 = !DISubprogram(name: "freopen", scope: !115, file: !115, line: 265, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!123, !152, !152, !140}
!176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !177, file: !112, line: 115)
!177 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !115, file: !115, line: 434, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !179, file: !112, line: 116)
!179 = !DISubprogram(name: "fseek", scope: !115, file: !115, line: 713, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!11, !123, !80, !11}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !183, file: !112, line: 117)
!183 = !DISubprogram(name: "fsetpos", scope: !115, file: !115, line: 765, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!11, !123, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !189, file: !112, line: 118)
!189 = !DISubprogram(name: "ftell", scope: !115, file: !115, line: 718, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DISubroutineType(types: !191)
!191 = !{!80, !123}
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !193, file: !112, line: 119)
!193 = !DISubprogram(name: "fwrite", scope: !115, file: !115, line: 681, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!104, !196, !104, !104, !140}
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !200, file: !112, line: 120)
!200 = !DISubprogram(name: "getc", scope: !115, file: !115, line: 514, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !202, file: !112, line: 121)
!202 = !DISubprogram(name: "getchar", scope: !203, file: !203, line: 47, type: !9, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !205, file: !112, line: 126)
!205 = !DISubprogram(name: "perror", scope: !115, file: !115, line: 804, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !153}
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !209, file: !112, line: 127)
!209 = !DISubprogram(name: "printf", scope: !115, file: !115, line: 356, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{!11, !152, null}
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !213, file: !112, line: 128)
!213 = !DISubprogram(name: "putc", scope: !115, file: !115, line: 550, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !215, file: !112, line: 129)
!215 = !DISubprogram(name: "putchar", scope: !203, file: !203, line: 82, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{!11, !11}
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !219, file: !112, line: 130)
!219 = !DISubprogram(name: "puts", scope: !115, file: !115, line: 661, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!11, !153}
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !223, file: !112, line: 131)
!223 = !DISubprogram(name: "remove", scope: !115, file: !115, line: 152, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !225, file: !112, line: 132)
!225 = !DISubprogram(name: "rename", scope: !115, file: !115, line: 154, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{!11, !153, !153}
!228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !229, file: !112, line: 133)
!229 = !DISubprogram(name: "rewind", scope: !115, file: !115, line: 723, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !231, file: !112, line: 134)
!231 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !115, file: !115, line: 437, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !233, file: !112, line: 135)
!233 = !DISubprogram(name: "setbuf", scope: !115, file: !115, line: 328, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !140, !147}
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !237, file: !112, line: 136)
!237 = !DISubprogram(name: "setvbuf", scope: !115, file: !115, line: 332, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!11, !140, !147, !11, !104}
!240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !241, file: !112, line: 137)
!241 = !DISubprogram(name: "sprintf", scope: !115, file: !115, line: 358, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!11, !147, !152, null}
!244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !245, file: !112, line: 138)
!245 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !115, file: !115, line: 439, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!11, !152, !152, null}
!248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !249, file: !112, line: 139)
!249 = !DISubprogram(name: "tmpfile", scope: !115, file: !115, line: 188, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{!123}
!252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !253, file: !112, line: 141)
!253 = !DISubprogram(name: "tmpnam", scope: !115, file: !115, line: 205, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!58, !58}
!256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !257, file: !112, line: 143)
!257 = !DISubprogram(name: "ungetc", scope: !115, file: !115, line: 668, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !259, file: !112, line: 144)
!259 = !DISubprogram(name: "vfprintf", scope: !115, file: !115, line: 365, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!11, !140, !152, !262}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64)
!263 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !264, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!264 = !DIFile(filename: "shapes.cpp", directory: ".")
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !266, file: !112, line: 145)
!266 = !DISubprogram(name: "vprintf", scope: !203, file: !203, line: 39, type: !267, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DISubroutineType(types: !268)
!268 = !{!11, !152, !262}
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !270, file: !112, line: 146)
!270 = !DISubprogram(name: "vsprintf", scope: !115, file: !115, line: 373, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!11, !147, !152, !262}
!273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !274, entity: !275, file: !112, line: 175)
!274 = !DINamespace(name: "__gnu_cxx", scope: null)
!275 = !DISubprogram(name: "snprintf", scope: !115, file: !115, line: 378, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!11, !147, !104, !152, null}
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !274, entity: !279, file: !112, line: 176)
!279 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !115, file: !115, line: 479, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !274, entity: !281, file: !112, line: 177)
!281 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !115, file: !115, line: 484, type: !267, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !274, entity: !283, file: !112, line: 178)
!283 = !DISubprogram(name: "vsnprintf", scope: !115, file: !115, line: 382, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!11, !147, !104, !152, !262}
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !274, entity: !287, file: !112, line: 179)
!287 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !115, file: !115, line: 487, type: !288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!11, !152, !152, !262}
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !275, file: !112, line: 185)
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !279, file: !112, line: 186)
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !281, file: !112, line: 187)
!293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !283, file: !112, line: 188)
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !50, entity: !287, file: !112, line: 189)
!295 = !{i32 7, !"Dwarf Version", i32 5}
!296 = !{i32 2, !"Debug Info Version", i32 3}
!297 = !{i32 1, !"wchar_size", i32 4}
!298 = !{i32 7, !"PIC Level", i32 2}
!299 = !{i32 7, !"PIE Level", i32 2}
!300 = !{i32 7, !"uwtable", i32 1}
!301 = !{!"Debian clang version 14.0.6"}
!302 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !9, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !303)
!303 = !{!304, !308, !310, !311, !313}
!304 = !DILocalVariable(name: "shapes", scope: !302, file: !1, line: 23, type: !305)
!305 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 640, elements: !306)
!306 = !{!307}
!307 = !DISubrange(count: 10)
!308 = !DILocalVariable(name: "i", scope: !309, file: !1, line: 24, type: !11)
!309 = distinct !DILexicalBlock(scope: !302, file: !1, line: 24, column: 3)
!310 = !DILocalVariable(name: "total", scope: !302, file: !1, line: 26, type: !19)
!311 = !DILocalVariable(name: "i", scope: !312, file: !1, line: 27, type: !11)
!312 = distinct !DILexicalBlock(scope: !302, file: !1, line: 27, column: 3)
!313 = !DILocalVariable(name: "i", scope: !314, file: !1, line: 29, type: !11)
!314 = distinct !DILexicalBlock(scope: !302, file: !1, line: 29, column: 3)
!315 = !DILocation(line: 23, column: 3, scope: !302)
!316 = !DILocation(line: 23, column: 10, scope: !302)
!317 = !DILocation(line: 0, scope: !309)
!318 = !DILocation(line: 24, column: 3, scope: !309)
!319 = !DILocation(line: 25, column: 19, scope: !320)
!320 = distinct !DILexicalBlock(scope: !309, file: !1, line: 24, column: 3)
!321 = !DILocation(line: 25, column: 17, scope: !320)
!322 = !DILocation(line: 0, scope: !320)
!323 = !DILocation(line: 25, column: 46, scope: !320)
!324 = !DILocation(line: 25, column: 57, scope: !320)
!325 = !DILocalVariable(name: "this", arg: 1, scope: !326, type: !329, flags: DIFlagArtificial | DIFlagObjectPointer)
!326 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !22, file: !1, line: 12, type: !27, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !26, retainedNodes: !327)
!327 = !{!325, !328}
!328 = !DILocalVariable(name: "s", arg: 2, scope: !326, file: !1, line: 12, type: !19)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!330 = !DILocation(line: 0, scope: !326, inlinedAt: !331)
!331 = distinct !DILocation(line: 25, column: 50, scope: !320)
!332 = !DILocation(line: 12, column: 39, scope: !326, inlinedAt: !331)
!333 = !{!334, !334, i64 0}
!334 = !{!"vtable pointer", !335, i64 0}
!335 = !{!"Simple C++ TBAA"}
!336 = !DILocation(line: 12, column: 31, scope: !326, inlinedAt: !331)
!337 = !{!338, !339, i64 8}
!338 = !{!"_ZTS6Square", !339, i64 8}
!339 = !{!"double", !340, i64 0}
!340 = !{!"omnipotent char", !335, i64 0}
!341 = !DILocation(line: 25, column: 63, scope: !320)
!342 = !DILocation(line: 25, column: 74, scope: !320)
!343 = !DILocalVariable(name: "this", arg: 1, scope: !344, type: !347, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN6CircleC2Ed", scope: !35, file: !1, line: 18, type: !40, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !39, retainedNodes: !345)
!345 = !{!343, !346}
!346 = !DILocalVariable(name: "r", arg: 2, scope: !344, file: !1, line: 18, type: !19)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!348 = !DILocation(line: 0, scope: !344, inlinedAt: !349)
!349 = distinct !DILocation(line: 25, column: 67, scope: !320)
!350 = !DILocation(line: 18, column: 36, scope: !344, inlinedAt: !349)
!351 = !DILocation(line: 18, column: 31, scope: !344, inlinedAt: !349)
!352 = !{!353, !339, i64 8}
!353 = !{!"_ZTS6Circle", !339, i64 8}
!354 = !DILocation(line: 25, column: 5, scope: !320)
!355 = !DILocation(line: 25, column: 15, scope: !320)
!356 = !{!357, !357, i64 0}
!357 = !{!"any pointer", !340, i64 0}
!358 = !DILocation(line: 24, column: 28, scope: !320)
!359 = !DILocation(line: 24, column: 21, scope: !320)
!360 = distinct !{!360, !318, !361, !362}
!361 = !DILocation(line: 25, column: 75, scope: !309)
!362 = !{!"llvm.loop.mustprogress"}
!363 = !DILocation(line: 0, scope: !312)
!364 = !DILocation(line: 0, scope: !302)
!365 = !DILocation(line: 28, column: 14, scope: !366)
!366 = distinct !DILexicalBlock(scope: !312, file: !1, line: 27, column: 3)
!367 = !DILocation(line: 28, column: 25, scope: !366)
!368 = !DILocation(line: 0, scope: !314)
!369 = !DILocation(line: 30, column: 5, scope: !370)
!370 = distinct !DILexicalBlock(scope: !314, file: !1, line: 29, column: 3)
!371 = !DILocation(line: 28, column: 11, scope: !366)
!372 = !DILocation(line: 31, column: 3, scope: !302)
!373 = !DILocation(line: 33, column: 1, scope: !302)
!374 = !DILocation(line: 32, column: 3, scope: !302)
!375 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !4, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !12, retainedNodes: !376)
!376 = !{!377}
!377 = !DILocalVariable(name: "this", arg: 1, scope: !375, type: !3, flags: DIFlagArtificial | DIFlagObjectPointer)
!378 = !DILocation(line: 0, scope: !375)
!379 = !DILocation(line: 6, column: 21, scope: !375)
!380 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !22, file: !1, line: 10, type: !381, scopeLine: 10, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !383, retainedNodes: !384)
!381 = !DISubroutineType(types: !382)
!382 = !{null, !29}
!383 = !DISubprogram(name: "~Square", scope: !22, type: !381, containingType: !22, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!384 = !{!385}
!385 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !329, flags: DIFlagArtificial | DIFlagObjectPointer)
!386 = !DILocation(line: 0, scope: !380)
!387 = !DILocation(line: 10, column: 8, scope: !380)
!388 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Square4areaEv", scope: !22, file: !1, line: 13, type: !31, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !30, retainedNodes: !389)
!389 = !{!390}
!390 = !DILocalVariable(name: "this", arg: 1, scope: !388, type: !391, flags: DIFlagArtificial | DIFlagObjectPointer)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!392 = !DILocation(line: 0, scope: !388)
!393 = !DILocation(line: 13, column: 41, scope: !388)
!394 = !DILocation(line: 13, column: 46, scope: !388)
!395 = !DILocation(line: 13, column: 34, scope: !388)
!396 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN6CircleD0Ev", scope: !35, file: !1, line: 16, type: !397, scopeLine: 16, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !399, retainedNodes: !400)
!397 = !DISubroutineType(types: !398)
!398 = !{null, !42}
!399 = !DISubprogram(name: "~Circle", scope: !35, type: !397, containingType: !35, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!400 = !{!401}
!401 = !DILocalVariable(name: "this", arg: 1, scope: !396, type: !347, flags: DIFlagArtificial | DIFlagObjectPointer)
!402 = !DILocation(line: 0, scope: !396)
!403 = !DILocation(line: 16, column: 8, scope: !396)
!404 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !35, file: !1, line: 19, type: !44, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !43, retainedNodes: !405)
!405 = !{!406}
!406 = !DILocalVariable(name: "this", arg: 1, scope: !404, type: !407, flags: DIFlagArtificial | DIFlagObjectPointer)
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!408 = !DILocation(line: 0, scope: !404)
!409 = !DILocation(line: 19, column: 51, scope: !404)
!410 = !DILocation(line: 19, column: 49, scope: !404)
!411 = !DILocation(line: 19, column: 53, scope: !404)
!412 = !DILocation(line: 19, column: 34, scope: !404)
