; ModuleID = 'shapes_virtual.cpp'
source_filename = "shapes_virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::ios_base::Init" = type { i8 }
%"class.std::basic_ostream" = type { i32 (...)**, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", %"class.std::basic_ostream"*, i8, i8, %"class.std::basic_streambuf"*, %"class.std::ctype"*, %"class.std::num_put"*, %"class.std::num_get"* }
%"class.std::ios_base" = type { i32 (...)**, i64, i64, i32, i32, i32, %"struct.std::ios_base::_Callback_list"*, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, %"struct.std::ios_base::_Words"*, %"class.std::locale" }
%"struct.std::ios_base::_Callback_list" = type { %"struct.std::ios_base::_Callback_list"*, void (i32, %"class.std::ios_base"*, i32)*, i32, i32 }
%"struct.std::ios_base::_Words" = type { i8*, i64 }
%"class.std::locale" = type { %"class.std::locale::_Impl"* }
%"class.std::locale::_Impl" = type { i32, %"class.std::locale::facet"**, i64, %"class.std::locale::facet"**, i8** }
%"class.std::locale::facet" = type <{ i32 (...)**, i32, [4 x i8] }>
%"class.std::basic_streambuf" = type { i32 (...)**, i8*, i8*, i8*, i8*, i8*, i8*, %"class.std::locale" }
%"class.std::ctype" = type <{ %"class.std::locale::facet.base", [4 x i8], %struct.__locale_struct*, i8, [7 x i8], i32*, i32*, i16*, i8, [256 x i8], [256 x i8], i8, [6 x i8] }>
%"class.std::locale::facet.base" = type <{ i32 (...)**, i32 }>
%struct.__locale_struct = type { [13 x %struct.__locale_data*], i16*, i32*, i32*, [13 x i8*] }
%struct.__locale_data = type opaque
%"class.std::num_put" = type { %"class.std::locale::facet.base", [4 x i8] }
%"class.std::num_get" = type { %"class.std::locale::facet.base", [4 x i8] }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::unique_ptr<Shape>, std::allocator<std::unique_ptr<Shape>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::unique_ptr<Shape>, std::allocator<std::unique_ptr<Shape>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::unique_ptr<Shape>, std::allocator<std::unique_ptr<Shape>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::unique_ptr<Shape>, std::allocator<std::unique_ptr<Shape>>>::_Vector_impl_data" = type { %"class.std::unique_ptr"*, %"class.std::unique_ptr"*, %"class.std::unique_ptr"* }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.1" }
%"struct.std::_Head_base.1" = type { %class.Shape* }
%class.Shape = type { i32 (...)** }
%"class.__gnu_cxx::__normal_iterator" = type { %"class.std::unique_ptr"* }
%class.Circle = type { %class.Shape, double }
%"class.std::unique_ptr.2" = type { %"struct.std::__uniq_ptr_data.3" }
%"struct.std::__uniq_ptr_data.3" = type { %"class.std::__uniq_ptr_impl.4" }
%"class.std::__uniq_ptr_impl.4" = type { %"class.std::tuple.5" }
%"class.std::tuple.5" = type { %"struct.std::_Tuple_impl.6" }
%"struct.std::_Tuple_impl.6" = type { %"struct.std::_Head_base.9" }
%"struct.std::_Head_base.9" = type { %class.Circle* }
%"struct.std::integral_constant" = type { i8 }
%class.Rect = type { %class.Shape, double, double }
%"class.std::unique_ptr.10" = type { %"struct.std::__uniq_ptr_data.11" }
%"struct.std::__uniq_ptr_data.11" = type { %"class.std::__uniq_ptr_impl.12" }
%"class.std::__uniq_ptr_impl.12" = type { %"class.std::tuple.13" }
%"class.std::tuple.13" = type { %"struct.std::_Tuple_impl.14" }
%"struct.std::_Tuple_impl.14" = type { %"struct.std::_Head_base.17" }
%"struct.std::_Head_base.17" = type { %class.Rect* }
%class.Square = type { %class.Rect }
%"class.std::unique_ptr.18" = type { %"struct.std::__uniq_ptr_data.19" }
%"struct.std::__uniq_ptr_data.19" = type { %"class.std::__uniq_ptr_impl.20" }
%"class.std::__uniq_ptr_impl.20" = type { %"class.std::tuple.21" }
%"class.std::tuple.21" = type { %"struct.std::_Tuple_impl.22" }
%"struct.std::_Tuple_impl.22" = type { %"struct.std::_Head_base.25" }
%"struct.std::_Head_base.25" = type { %class.Square* }
%class.Triangle = type { %class.Shape, double, double, double }
%"class.std::unique_ptr.26" = type { %"struct.std::__uniq_ptr_data.27" }
%"struct.std::__uniq_ptr_data.27" = type { %"class.std::__uniq_ptr_impl.28" }
%"class.std::__uniq_ptr_impl.28" = type { %"class.std::tuple.29" }
%"class.std::tuple.29" = type { %"struct.std::_Tuple_impl.30" }
%"struct.std::_Tuple_impl.30" = type { %"struct.std::_Head_base.33" }
%"struct.std::_Head_base.33" = type { %class.Triangle* }
%"class.__gnu_cxx::__normal_iterator.34" = type { %"class.std::unique_ptr"* }

$_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK6Circle9perimeterEv = comdat any

$_ZN6Circle5scaleEd = comdat any

$_ZNK6Circle4kindEv = comdat any

$_ZNK5Shape4kindEv = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZNK4Rect9perimeterEv = comdat any

$_ZN4Rect5scaleEd = comdat any

$_ZNK4Rect4kindEv = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4kindEv = comdat any

$_ZN8TriangleD0Ev = comdat any

$_ZNK8Triangle4areaEv = comdat any

$_ZNK8Triangle9perimeterEv = comdat any

$_ZN8Triangle5scaleEd = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Circle = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTI4Rect = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTI6Square = comdat any

$_ZTV8Triangle = comdat any

$_ZTS8Triangle = comdat any

$_ZTI8Triangle = comdat any

@_ZStL8__ioinit = internal global %"class.std::ios_base::Init" zeroinitializer, align 1, !dbg !0
@__dso_handle = external hidden global i8
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str = private unnamed_addr constant [8 x i8] c"before \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" after \00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c" perimeter \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c" kinds \00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%class.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%class.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%class.Circle*)* @_ZNK6Circle4areaEv to i8*), i8* bitcast (double (%class.Circle*)* @_ZNK6Circle9perimeterEv to i8*), i8* bitcast (void (%class.Circle*, double)* @_ZN6Circle5scaleEd to i8*), i8* bitcast (i32 (%class.Circle*)* @_ZNK6Circle4kindEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@.str.4 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (void (%class.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%class.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (double (%class.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (double (%class.Rect*)* @_ZNK4Rect9perimeterEv to i8*), i8* bitcast (void (%class.Rect*, double)* @_ZN4Rect5scaleEd to i8*), i8* bitcast (i32 (%class.Rect*)* @_ZNK4Rect4kindEv to i8*)] }, comdat, align 8
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTI4Rect = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%class.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%class.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%class.Rect*)* @_ZNK4Rect4areaEv to i8*), i8* bitcast (double (%class.Rect*)* @_ZNK4Rect9perimeterEv to i8*), i8* bitcast (void (%class.Rect*, double)* @_ZN4Rect5scaleEd to i8*), i8* bitcast (i32 (%class.Square*)* @_ZNK6Square4kindEv to i8*)] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*) }, comdat, align 8
@_ZTV8Triangle = linkonce_odr dso_local unnamed_addr constant { [8 x i8*] } { [8 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI8Triangle to i8*), i8* bitcast (void (%class.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%class.Triangle*)* @_ZN8TriangleD0Ev to i8*), i8* bitcast (double (%class.Triangle*)* @_ZNK8Triangle4areaEv to i8*), i8* bitcast (double (%class.Triangle*)* @_ZNK8Triangle9perimeterEv to i8*), i8* bitcast (void (%class.Triangle*, double)* @_ZN8Triangle5scaleEd to i8*), i8* bitcast (i32 (%class.Shape*)* @_ZNK5Shape4kindEv to i8*)] }, comdat, align 8
@_ZTS8Triangle = linkonce_odr dso_local constant [10 x i8] c"8Triangle\00", comdat, align 1
@_ZTI8Triangle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTS8Triangle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_shapes_virtual.cpp, i8* null }]

declare void @_ZNSt8ios_base4InitC1Ev(%"class.std::ios_base::Init"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #0

; Function Attrs: nounwind
declare void @_ZNSt8ios_base4InitD1Ev(%"class.std::ios_base::Init"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #1

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #2

; Function Attrs: uwtable
define dso_local noundef double @_Z17kernel_total_areaRKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE(%"class.std::vector"* nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) local_unnamed_addr #3 !dbg !3312 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3316, metadata !DIExpression()), !dbg !3324
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3324
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3318, metadata !DIExpression()), !dbg !3325
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3326, metadata !DIExpression()), !dbg !3330
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !3332
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3338
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %2, metadata !3336, metadata !DIExpression()), !dbg !3338
  %3 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %2, align 8, !dbg !3340, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !3320, metadata !DIExpression()), !dbg !3325
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3345, metadata !DIExpression()), !dbg !3348
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !3350
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3351
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %4, metadata !3336, metadata !DIExpression()), !dbg !3351
  %5 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %4, align 8, !dbg !3353, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !3321, metadata !DIExpression()), !dbg !3325
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !3320, metadata !DIExpression()), !dbg !3325
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3324
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3361
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3361
  %6 = icmp eq %"class.std::unique_ptr"* %3, %5, !dbg !3363
  br i1 %6, label %7, label %9, !dbg !3364

7:                                                ; preds = %9, %1
  %8 = phi double [ 0.000000e+00, %1 ], [ %19, %9 ], !dbg !3324
  ret double %8, !dbg !3365

9:                                                ; preds = %1, %9
  %10 = phi double [ %19, %9 ], [ 0.000000e+00, %1 ]
  %11 = phi %"class.std::unique_ptr"* [ %20, %9 ], [ %3, %1 ]
  call void @llvm.dbg.value(metadata double %10, metadata !3317, metadata !DIExpression()), !dbg !3324
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3320, metadata !DIExpression()), !dbg !3325
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3322, metadata !DIExpression()), !dbg !3366
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3367, metadata !DIExpression()), !dbg !3370
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3372, metadata !DIExpression()), !dbg !3375
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3377, metadata !DIExpression()), !dbg !3381
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3383, metadata !DIExpression()), !dbg !3403
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3405, metadata !DIExpression()), !dbg !3410
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3412, metadata !DIExpression()), !dbg !3415
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3417, metadata !DIExpression()), !dbg !3420
  %12 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %11, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !3422
  %13 = load %class.Shape*, %class.Shape** %12, align 8, !dbg !3423, !tbaa !3341
  %14 = bitcast %class.Shape* %13 to double (%class.Shape*)***, !dbg !3424
  %15 = load double (%class.Shape*)**, double (%class.Shape*)*** %14, align 8, !dbg !3424, !tbaa !3425
  %16 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %15, i64 2, !dbg !3424
  %17 = load double (%class.Shape*)*, double (%class.Shape*)** %16, align 8, !dbg !3424
  %18 = tail call noundef double %17(%class.Shape* noundef nonnull align 8 dereferenceable(8) %13), !dbg !3424
  %19 = fadd double %10, %18, !dbg !3427
  call void @llvm.dbg.value(metadata double %19, metadata !3317, metadata !DIExpression()), !dbg !3324
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3428, metadata !DIExpression()), !dbg !3431
  %20 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %11, i64 1, !dbg !3433
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %20, metadata !3320, metadata !DIExpression()), !dbg !3325
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3361
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3361
  %21 = icmp eq %"class.std::unique_ptr"* %20, %5, !dbg !3363
  br i1 %21, label %7, label %9, !dbg !3364, !llvm.loop !3434
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !3437 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca %"class.std::vector", align 8
  %8 = alloca [4 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !3441, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata i8** %1, metadata !3442, metadata !DIExpression()), !dbg !3461
  %9 = icmp sgt i32 %0, 1, !dbg !3462
  br i1 %9, label %12, label %10, !dbg !3463

10:                                               ; preds = %2
  call void @llvm.dbg.value(metadata i32 %16, metadata !3443, metadata !DIExpression()), !dbg !3461
  %11 = bitcast %"class.std::vector"* %7 to i8*, !dbg !3464
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #17, !dbg !3464
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !3444, metadata !DIExpression()), !dbg !3465
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3466, metadata !DIExpression()) #17, !dbg !3470
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3472, metadata !DIExpression()) #17, !dbg !3476
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3478, metadata !DIExpression()) #17, !dbg !3482
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3484, metadata !DIExpression()) #17, !dbg !3488
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %11, i8 0, i64 24, i1 false) #17, !dbg !3490
  call void @llvm.dbg.value(metadata i32 0, metadata !3445, metadata !DIExpression()), !dbg !3491
  br label %19, !dbg !3492

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !3493
  %14 = load i8*, i8** %13, align 8, !dbg !3493, !tbaa !3341
  call void @llvm.dbg.value(metadata i8* %14, metadata !2400, metadata !DIExpression()) #17, !dbg !3494
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #17, !dbg !3496
  %16 = trunc i64 %15 to i32, !dbg !3496
  call void @llvm.dbg.value(metadata i32 %16, metadata !3443, metadata !DIExpression()), !dbg !3461
  %17 = bitcast %"class.std::vector"* %7 to i8*, !dbg !3464
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %17) #17, !dbg !3464
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !3444, metadata !DIExpression()), !dbg !3465
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3466, metadata !DIExpression()) #17, !dbg !3470
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3472, metadata !DIExpression()) #17, !dbg !3476
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3478, metadata !DIExpression()) #17, !dbg !3482
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3484, metadata !DIExpression()) #17, !dbg !3488
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %17, i8 0, i64 24, i1 false) #17, !dbg !3490
  call void @llvm.dbg.value(metadata i32 0, metadata !3445, metadata !DIExpression()), !dbg !3491
  %18 = icmp sgt i32 %16, 0, !dbg !3497
  br i1 %18, label %19, label %654, !dbg !3492

19:                                               ; preds = %10, %12
  %20 = phi i32 [ 3000, %10 ], [ %16, %12 ]
  %21 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1
  %22 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 2
  %23 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 0
  br label %41, !dbg !3492

24:                                               ; preds = %650
  %25 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %23, align 8, !dbg !3498, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3316, metadata !DIExpression()), !dbg !3502
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3502
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3318, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3326, metadata !DIExpression()), !dbg !3504
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3505
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3336, metadata !DIExpression()), !dbg !3505
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3506
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3336, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !3506
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %651, metadata !3321, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %25, metadata !3320, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3509
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3509
  %26 = icmp eq %"class.std::unique_ptr"* %25, %651, !dbg !3511
  br i1 %26, label %654, label %27, !dbg !3512

27:                                               ; preds = %24, %37
  %28 = phi double [ %38, %37 ], [ 0.000000e+00, %24 ]
  %29 = phi %"class.std::unique_ptr"* [ %39, %37 ], [ %25, %24 ]
  call void @llvm.dbg.value(metadata double %28, metadata !3317, metadata !DIExpression()), !dbg !3502
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3320, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3322, metadata !DIExpression()), !dbg !3513
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3367, metadata !DIExpression()), !dbg !3514
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3372, metadata !DIExpression()), !dbg !3516
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3377, metadata !DIExpression()), !dbg !3518
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3383, metadata !DIExpression()), !dbg !3520
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3405, metadata !DIExpression()), !dbg !3522
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3412, metadata !DIExpression()), !dbg !3524
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %29, metadata !3417, metadata !DIExpression()), !dbg !3526
  %30 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %29, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !3528
  %31 = load %class.Shape*, %class.Shape** %30, align 8, !dbg !3529, !tbaa !3341
  %32 = bitcast %class.Shape* %31 to double (%class.Shape*)***, !dbg !3530
  %33 = load double (%class.Shape*)**, double (%class.Shape*)*** %32, align 8, !dbg !3530, !tbaa !3425
  %34 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %33, i64 2, !dbg !3530
  %35 = load double (%class.Shape*)*, double (%class.Shape*)** %34, align 8, !dbg !3530
  %36 = invoke noundef double %35(%class.Shape* noundef nonnull align 8 dereferenceable(8) %31)
          to label %37 unwind label %675, !dbg !3530

37:                                               ; preds = %27
  %38 = fadd double %28, %36, !dbg !3531
  call void @llvm.dbg.value(metadata double %38, metadata !3317, metadata !DIExpression()), !dbg !3502
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3428, metadata !DIExpression()), !dbg !3532
  %39 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %29, i64 1, !dbg !3534
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %39, metadata !3320, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3509
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3509
  %40 = icmp eq %"class.std::unique_ptr"* %39, %651, !dbg !3511
  br i1 %40, label %658, label %27, !dbg !3512, !llvm.loop !3535

41:                                               ; preds = %19, %650
  %42 = phi %"class.std::unique_ptr"* [ null, %19 ], [ %651, %650 ]
  %43 = phi i32 [ 0, %19 ], [ %652, %650 ]
  %44 = ptrtoint %"class.std::unique_ptr"* %42 to i64, !dbg !3491
  call void @llvm.dbg.value(metadata i32 %43, metadata !3445, metadata !DIExpression()), !dbg !3491
  %45 = urem i32 %43, 7, !dbg !3538
  %46 = add nuw nsw i32 %45, 1, !dbg !3539
  %47 = sitofp i32 %46 to double, !dbg !3539
  call void @llvm.dbg.value(metadata double %47, metadata !3447, metadata !DIExpression()), !dbg !3540
  %48 = and i32 %43, 3, !dbg !3541
  switch i32 %48, label %496 [
    i32 0, label %49
    i32 1, label %197
    i32 2, label %347
  ], !dbg !3542

49:                                               ; preds = %41
  call void @llvm.dbg.value(metadata double* undef, metadata !3543, metadata !DIExpression()), !dbg !3557
  %50 = invoke noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #18
          to label %51 unwind label %182, !dbg !3560

51:                                               ; preds = %49
  %52 = bitcast i8* %50 to %class.Circle*, !dbg !3560
  call void @llvm.dbg.value(metadata %class.Circle* %52, metadata !3561, metadata !DIExpression()), !dbg !3565
  call void @llvm.dbg.value(metadata double %47, metadata !3564, metadata !DIExpression()), !dbg !3565
  %53 = getelementptr inbounds %class.Circle, %class.Circle* %52, i64 0, i32 0, i32 0, !dbg !3567
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %53, align 8, !dbg !3567, !tbaa !3425, !noalias !3568
  %54 = getelementptr inbounds %class.Circle, %class.Circle* %52, i64 0, i32 1, !dbg !3571
  store double %47, double* %54, align 8, !dbg !3571, !tbaa !3572, !noalias !3568
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3575, metadata !DIExpression()), !dbg !3584
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3583, metadata !DIExpression()), !dbg !3584
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3586, metadata !DIExpression()), !dbg !3590
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3589, metadata !DIExpression()), !dbg !3590
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3592, metadata !DIExpression()), !dbg !3603
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3602, metadata !DIExpression()), !dbg !3603
  %55 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %22, align 8, !dbg !3605, !tbaa !3607
  %56 = icmp eq %"class.std::unique_ptr"* %42, %55, !dbg !3609
  br i1 %56, label %62, label %57, !dbg !3610

57:                                               ; preds = %51
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !3621
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3619, metadata !DIExpression()), !dbg !3621
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !3621
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !3633
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3630, metadata !DIExpression()), !dbg !3633
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !3633
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3635, metadata !DIExpression()), !dbg !3639
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !3639
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3641, metadata !DIExpression()), !dbg !3646
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !3646
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3648, metadata !DIExpression()), !dbg !3653
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !3653
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3655, metadata !DIExpression()), !dbg !3660
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !3660
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3662, metadata !DIExpression()), !dbg !3667
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !3667
  %58 = bitcast %"class.std::unique_ptr"* %42 to i64*, !dbg !3669
  %59 = ptrtoint i8* %50 to i64, !dbg !3669
  store i64 %59, i64* %58, align 8, !dbg !3669, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !3673
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !3682
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !3687
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !3692
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !3697
  %60 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %21, align 8, !dbg !3699, !tbaa !3700
  %61 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %60, i64 1, !dbg !3699
  store %"class.std::unique_ptr"* %61, %"class.std::unique_ptr"** %21, align 8, !dbg !3699, !tbaa !3700
  br label %650, !dbg !3701

62:                                               ; preds = %51
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3702, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3708, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3709, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3719, metadata !DIExpression()), !dbg !3725
  call void @llvm.dbg.value(metadata i64 1, metadata !3722, metadata !DIExpression()), !dbg !3725
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), metadata !3723, metadata !DIExpression()), !dbg !3725
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !3730
  %63 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %23, align 8, !dbg !3733, !tbaa !3734
  %64 = ptrtoint %"class.std::unique_ptr"* %63 to i64, !dbg !3735
  %65 = ptrtoint %"class.std::unique_ptr"* %42 to i64, !dbg !3735
  %66 = ptrtoint %"class.std::unique_ptr"* %63 to i64, !dbg !3735
  %67 = sub i64 %65, %66, !dbg !3735
  %68 = ashr exact i64 %67, 3, !dbg !3735
  %69 = icmp eq i64 %67, 9223372036854775800, !dbg !3736
  br i1 %69, label %70, label %72, !dbg !3737

70:                                               ; preds = %62
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0)) #19
          to label %71 unwind label %186, !dbg !3738

71:                                               ; preds = %70
  unreachable, !dbg !3738

72:                                               ; preds = %62
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !3739
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !3741
  call void @llvm.dbg.value(metadata i64* undef, metadata !3743, metadata !DIExpression()), !dbg !3754
  call void @llvm.dbg.value(metadata i64* undef, metadata !3751, metadata !DIExpression()), !dbg !3754
  %73 = icmp eq i64 %67, 0, !dbg !3756
  %74 = select i1 %73, i64 1, i64 %68, !dbg !3758
  %75 = add nsw i64 %74, %68, !dbg !3759
  call void @llvm.dbg.value(metadata i64 %75, metadata !3724, metadata !DIExpression()), !dbg !3725
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !3760
  %76 = icmp ult i64 %75, %68, !dbg !3762
  %77 = icmp ugt i64 %75, 1152921504606846975
  %78 = or i1 %76, %77, !dbg !3763
  %79 = select i1 %78, i64 1152921504606846975, i64 %75, !dbg !3763
  call void @llvm.dbg.value(metadata i64 %79, metadata !3710, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !3712, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3713, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata i64 %68, metadata !3714, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3764, metadata !DIExpression()), !dbg !3768
  call void @llvm.dbg.value(metadata i64 %79, metadata !3767, metadata !DIExpression()), !dbg !3768
  %80 = icmp eq i64 %79, 0, !dbg !3770
  br i1 %80, label %86, label %81, !dbg !3771

81:                                               ; preds = %72
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3772, metadata !DIExpression()), !dbg !3776
  call void @llvm.dbg.value(metadata i64 %79, metadata !3775, metadata !DIExpression()), !dbg !3776
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3778, metadata !DIExpression()), !dbg !3783
  call void @llvm.dbg.value(metadata i64 %79, metadata !3781, metadata !DIExpression()), !dbg !3783
  call void @llvm.dbg.value(metadata i8* null, metadata !3782, metadata !DIExpression()), !dbg !3783
  %82 = shl nuw nsw i64 %79, 3, !dbg !3785
  %83 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %82) #18
          to label %84 unwind label %184, !dbg !3786

84:                                               ; preds = %81
  %85 = bitcast i8* %83 to %"class.std::unique_ptr"*, !dbg !3787
  br label %86, !dbg !3771

86:                                               ; preds = %84, %72
  %87 = phi %"class.std::unique_ptr"* [ %85, %84 ], [ null, %72 ], !dbg !3771
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %87, metadata !3715, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %87, metadata !3716, metadata !DIExpression()), !dbg !3717
  %88 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %87, i64 %68, !dbg !3788
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !3790
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %88, metadata !3619, metadata !DIExpression()), !dbg !3790
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !3790
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !3792
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %88, metadata !3630, metadata !DIExpression()), !dbg !3792
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !3792
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %88, metadata !3635, metadata !DIExpression()), !dbg !3794
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !3794
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %88, metadata !3641, metadata !DIExpression()), !dbg !3796
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !3796
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %88, metadata !3648, metadata !DIExpression()), !dbg !3798
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !3798
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %88, metadata !3655, metadata !DIExpression()), !dbg !3800
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !3800
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %88, metadata !3662, metadata !DIExpression()), !dbg !3802
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !3802
  %89 = bitcast %"class.std::unique_ptr"* %88 to i64*, !dbg !3804
  %90 = ptrtoint i8* %50 to i64, !dbg !3804
  store i64 %90, i64* %89, align 8, !dbg !3804, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !3805
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !3807
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !3809
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !3811
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !3813
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* null, metadata !3716, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !1357, metadata !DIExpression()) #17, !dbg !3815
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !3815
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %87, metadata !1359, metadata !DIExpression()) #17, !dbg !3815
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !3815
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !3819, metadata !DIExpression()) #17, !dbg !3826
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !3826
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %87, metadata !3823, metadata !DIExpression()) #17, !dbg !3826
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !3826
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !3828
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !3829, metadata !DIExpression()) #17, !dbg !3842
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !3842
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %87, metadata !3836, metadata !DIExpression()) #17, !dbg !3842
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !3842
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !3844, metadata !DIExpression()) #17, !dbg !3851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !3851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %87, metadata !3848, metadata !DIExpression()) #17, !dbg !3851
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !3851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %87, metadata !3850, metadata !DIExpression()) #17, !dbg !3851
  %91 = icmp eq %"class.std::unique_ptr"* %63, %42, !dbg !3853
  br i1 %91, label %174, label %92, !dbg !3856

92:                                               ; preds = %86
  %93 = add i64 %44, -8, !dbg !3856
  %94 = sub i64 %93, %64, !dbg !3856
  %95 = lshr i64 %94, 3, !dbg !3856
  %96 = add nuw nsw i64 %95, 1, !dbg !3856
  %97 = icmp ult i64 %94, 24, !dbg !3856
  br i1 %97, label %161, label %98, !dbg !3856

98:                                               ; preds = %92
  %99 = and i64 %96, 4611686018427387900, !dbg !3856
  %100 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %87, i64 %99, !dbg !3856
  %101 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %63, i64 %99, !dbg !3856
  %102 = add nsw i64 %99, -4, !dbg !3856
  %103 = lshr exact i64 %102, 2, !dbg !3856
  %104 = add nuw nsw i64 %103, 1, !dbg !3856
  %105 = and i64 %104, 1, !dbg !3856
  %106 = icmp eq i64 %102, 0, !dbg !3856
  br i1 %106, label %142, label %107, !dbg !3856

107:                                              ; preds = %98
  %108 = and i64 %104, 9223372036854775806, !dbg !3856
  br label %109, !dbg !3856

109:                                              ; preds = %109, %107
  %110 = phi i64 [ 0, %107 ], [ %139, %109 ]
  %111 = phi i64 [ 0, %107 ], [ %140, %109 ]
  %112 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %87, i64 %110
  %113 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %63, i64 %110
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3857) #17, !dbg !3860
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3861) #17, !dbg !3860
  %114 = bitcast %"class.std::unique_ptr"* %113 to <2 x i64>*, !dbg !3863
  %115 = load <2 x i64>, <2 x i64>* %114, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %116 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %113, i64 2, !dbg !3863
  %117 = bitcast %"class.std::unique_ptr"* %116 to <2 x i64>*, !dbg !3863
  %118 = load <2 x i64>, <2 x i64>* %117, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %119 = bitcast %"class.std::unique_ptr"* %112 to <2 x i64>*, !dbg !3863
  store <2 x i64> %115, <2 x i64>* %119, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3857, !noalias !3861
  %120 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %112, i64 2, !dbg !3863
  %121 = bitcast %"class.std::unique_ptr"* %120 to <2 x i64>*, !dbg !3863
  store <2 x i64> %118, <2 x i64>* %121, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3857, !noalias !3861
  %122 = bitcast %"class.std::unique_ptr"* %113 to <2 x %class.Shape*>*, !dbg !3881
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %122, align 8, !dbg !3881, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %123 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %113, i64 2, !dbg !3881
  %124 = bitcast %"class.std::unique_ptr"* %123 to <2 x %class.Shape*>*, !dbg !3881
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %124, align 8, !dbg !3881, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %125 = or i64 %110, 4
  %126 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %87, i64 %125
  %127 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %63, i64 %125
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3905) #17, !dbg !3860
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3907) #17, !dbg !3860
  %128 = bitcast %"class.std::unique_ptr"* %127 to <2 x i64>*, !dbg !3863
  %129 = load <2 x i64>, <2 x i64>* %128, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3907, !noalias !3905
  %130 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %127, i64 2, !dbg !3863
  %131 = bitcast %"class.std::unique_ptr"* %130 to <2 x i64>*, !dbg !3863
  %132 = load <2 x i64>, <2 x i64>* %131, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3907, !noalias !3905
  %133 = bitcast %"class.std::unique_ptr"* %126 to <2 x i64>*, !dbg !3863
  store <2 x i64> %129, <2 x i64>* %133, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3905, !noalias !3907
  %134 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %126, i64 2, !dbg !3863
  %135 = bitcast %"class.std::unique_ptr"* %134 to <2 x i64>*, !dbg !3863
  store <2 x i64> %132, <2 x i64>* %135, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3905, !noalias !3907
  %136 = bitcast %"class.std::unique_ptr"* %127 to <2 x %class.Shape*>*, !dbg !3881
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %136, align 8, !dbg !3881, !tbaa !3341, !alias.scope !3907, !noalias !3905
  %137 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %127, i64 2, !dbg !3881
  %138 = bitcast %"class.std::unique_ptr"* %137 to <2 x %class.Shape*>*, !dbg !3881
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %138, align 8, !dbg !3881, !tbaa !3341, !alias.scope !3907, !noalias !3905
  %139 = add nuw i64 %110, 8
  %140 = add i64 %111, 2
  %141 = icmp eq i64 %140, %108
  br i1 %141, label %142, label %109, !llvm.loop !3909

142:                                              ; preds = %109, %98
  %143 = phi i64 [ 0, %98 ], [ %139, %109 ]
  %144 = icmp eq i64 %105, 0
  br i1 %144, label %159, label %145

145:                                              ; preds = %142
  %146 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %87, i64 %143
  %147 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %63, i64 %143
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3857) #17, !dbg !3860
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3861) #17, !dbg !3860
  %148 = bitcast %"class.std::unique_ptr"* %147 to <2 x i64>*, !dbg !3863
  %149 = load <2 x i64>, <2 x i64>* %148, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %150 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %147, i64 2, !dbg !3863
  %151 = bitcast %"class.std::unique_ptr"* %150 to <2 x i64>*, !dbg !3863
  %152 = load <2 x i64>, <2 x i64>* %151, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %153 = bitcast %"class.std::unique_ptr"* %146 to <2 x i64>*, !dbg !3863
  store <2 x i64> %149, <2 x i64>* %153, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3857, !noalias !3861
  %154 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %146, i64 2, !dbg !3863
  %155 = bitcast %"class.std::unique_ptr"* %154 to <2 x i64>*, !dbg !3863
  store <2 x i64> %152, <2 x i64>* %155, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3857, !noalias !3861
  %156 = bitcast %"class.std::unique_ptr"* %147 to <2 x %class.Shape*>*, !dbg !3881
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %156, align 8, !dbg !3881, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %157 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %147, i64 2, !dbg !3881
  %158 = bitcast %"class.std::unique_ptr"* %157 to <2 x %class.Shape*>*, !dbg !3881
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %158, align 8, !dbg !3881, !tbaa !3341, !alias.scope !3861, !noalias !3857
  br label %159, !dbg !3856

159:                                              ; preds = %142, %145
  %160 = icmp eq i64 %96, %99, !dbg !3856
  br i1 %160, label %174, label %161, !dbg !3856

161:                                              ; preds = %92, %159
  %162 = phi %"class.std::unique_ptr"* [ %87, %92 ], [ %100, %159 ]
  %163 = phi %"class.std::unique_ptr"* [ %63, %92 ], [ %101, %159 ]
  br label %164, !dbg !3856

164:                                              ; preds = %161, %164
  %165 = phi %"class.std::unique_ptr"* [ %172, %164 ], [ %162, %161 ]
  %166 = phi %"class.std::unique_ptr"* [ %171, %164 ], [ %163, %161 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3850, metadata !DIExpression()) #17, !dbg !3851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3844, metadata !DIExpression()) #17, !dbg !3851
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3857) #17, !dbg !3860
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3861) #17, !dbg !3860
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3876, metadata !DIExpression()) #17, !dbg !3913
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3877, metadata !DIExpression()) #17, !dbg !3913
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3878, metadata !DIExpression()) #17, !dbg !3913
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()) #17, !dbg !3914
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3619, metadata !DIExpression()) #17, !dbg !3914
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3620, metadata !DIExpression()) #17, !dbg !3914
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()) #17, !dbg !3915
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3630, metadata !DIExpression()) #17, !dbg !3915
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3631, metadata !DIExpression()) #17, !dbg !3915
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3635, metadata !DIExpression()) #17, !dbg !3916
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3638, metadata !DIExpression()) #17, !dbg !3916
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3641, metadata !DIExpression()) #17, !dbg !3917
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3644, metadata !DIExpression()) #17, !dbg !3917
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3648, metadata !DIExpression()) #17, !dbg !3918
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3651, metadata !DIExpression()) #17, !dbg !3918
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3655, metadata !DIExpression()) #17, !dbg !3919
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3658, metadata !DIExpression()) #17, !dbg !3919
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %165, metadata !3662, metadata !DIExpression()) #17, !dbg !3920
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3665, metadata !DIExpression()) #17, !dbg !3920
  %167 = bitcast %"class.std::unique_ptr"* %166 to i64*, !dbg !3863
  %168 = bitcast %"class.std::unique_ptr"* %165 to i64*, !dbg !3863
  %169 = load i64, i64* %167, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3861, !noalias !3857
  store i64 %169, i64* %168, align 8, !dbg !3863, !tbaa !3341, !alias.scope !3857, !noalias !3861
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3670, metadata !DIExpression()) #17, !dbg !3921
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3676, metadata !DIExpression()) #17, !dbg !3923
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3684, metadata !DIExpression()) #17, !dbg !3925
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3689, metadata !DIExpression()) #17, !dbg !3927
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3694, metadata !DIExpression()) #17, !dbg !3929
  %170 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %166, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !3931
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3902, metadata !DIExpression()) #17, !dbg !3932
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3903, metadata !DIExpression()) #17, !dbg !3932
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3894, metadata !DIExpression()) #17, !dbg !3933
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3895, metadata !DIExpression()) #17, !dbg !3933
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3885, metadata !DIExpression()) #17, !dbg !3934
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3670, metadata !DIExpression()) #17, !dbg !3935
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3676, metadata !DIExpression()) #17, !dbg !3937
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3684, metadata !DIExpression()) #17, !dbg !3939
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3689, metadata !DIExpression()) #17, !dbg !3941
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %166, metadata !3694, metadata !DIExpression()) #17, !dbg !3943
  call void @llvm.dbg.value(metadata %class.Shape** %170, metadata !3886, metadata !DIExpression()) #17, !dbg !3945
  store %class.Shape* null, %class.Shape** %170, align 8, !dbg !3881, !tbaa !3341, !alias.scope !3861, !noalias !3857
  %171 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %166, i64 1, !dbg !3946
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %171, metadata !3844, metadata !DIExpression()) #17, !dbg !3851
  %172 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %165, i64 1, !dbg !3947
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %172, metadata !3850, metadata !DIExpression()) #17, !dbg !3851
  %173 = icmp eq %"class.std::unique_ptr"* %171, %42, !dbg !3853
  br i1 %173, label %174, label %164, !dbg !3856, !llvm.loop !3948

174:                                              ; preds = %164, %159, %86
  %175 = phi %"class.std::unique_ptr"* [ %87, %86 ], [ %100, %159 ], [ %172, %164 ], !dbg !3851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %175, metadata !3716, metadata !DIExpression()), !dbg !3717
  %176 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %175, i64 1, !dbg !3950
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %176, metadata !3716, metadata !DIExpression()), !dbg !3717
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1357, metadata !DIExpression()) #17, !dbg !3951
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !3951
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %176, metadata !1359, metadata !DIExpression()) #17, !dbg !3951
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !3951
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3819, metadata !DIExpression()) #17, !dbg !3953
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !3953
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %176, metadata !3823, metadata !DIExpression()) #17, !dbg !3953
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !3953
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !3955
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3829, metadata !DIExpression()) #17, !dbg !3956
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !3956
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %176, metadata !3836, metadata !DIExpression()) #17, !dbg !3956
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !3956
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3844, metadata !DIExpression()) #17, !dbg !3958
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !3958
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %176, metadata !3848, metadata !DIExpression()) #17, !dbg !3958
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !3958
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %176, metadata !3850, metadata !DIExpression()) #17, !dbg !3958
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3960, metadata !DIExpression()), !dbg !3965
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !3963, metadata !DIExpression()), !dbg !3965
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %66), metadata !3964, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !3965
  %177 = icmp eq %"class.std::unique_ptr"* %63, null, !dbg !3967
  br i1 %177, label %180, label %178, !dbg !3969

178:                                              ; preds = %174
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3970, metadata !DIExpression()), !dbg !3975
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !3973, metadata !DIExpression()), !dbg !3975
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %66), metadata !3974, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !3975
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3977, metadata !DIExpression()) #17, !dbg !3982
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %63, metadata !3980, metadata !DIExpression()) #17, !dbg !3982
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %66), metadata !3981, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !3982
  %179 = bitcast %"class.std::unique_ptr"* %63 to i8*, !dbg !3984
  tail call void @_ZdlPv(i8* noundef %179) #20, !dbg !3985
  br label %180, !dbg !3986

180:                                              ; preds = %178, %174
  store %"class.std::unique_ptr"* %87, %"class.std::unique_ptr"** %23, align 8, !dbg !3987, !tbaa !3734
  store %"class.std::unique_ptr"* %176, %"class.std::unique_ptr"** %21, align 8, !dbg !3988, !tbaa !3700
  %181 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %87, i64 %79, !dbg !3989
  store %"class.std::unique_ptr"* %181, %"class.std::unique_ptr"** %22, align 8, !dbg !3990, !tbaa !3607
  br label %650

182:                                              ; preds = %49
  %183 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %868, !dbg !3991

184:                                              ; preds = %81
  %185 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %190, !dbg !3991

186:                                              ; preds = %70
  %187 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  %188 = bitcast i8* %50 to void (%class.Shape*)***
  %189 = load void (%class.Shape*)**, void (%class.Shape*)*** %188, align 8, !dbg !3992, !tbaa !3425
  br label %190, !dbg !3991

190:                                              ; preds = %186, %184
  %191 = phi void (%class.Shape*)** [ bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to void (%class.Shape*)**), %184 ], [ %189, %186 ], !dbg !3992
  %192 = phi { i8*, i32 } [ %185, %184 ], [ %187, %186 ]
  %193 = bitcast i8* %50 to %class.Circle*, !dbg !3560
  %194 = getelementptr %class.Circle, %class.Circle* %193, i64 0, i32 0, !dbg !4001
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3885, metadata !DIExpression()) #17, !dbg !4002
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()) #17, !dbg !4003
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()) #17, !dbg !4005
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()) #17, !dbg !4007
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()) #17, !dbg !4009
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()) #17, !dbg !4011
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3886, metadata !DIExpression()) #17, !dbg !4013
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3995, metadata !DIExpression()) #17, !dbg !4014
  call void @llvm.dbg.value(metadata %class.Shape* %194, metadata !3997, metadata !DIExpression()) #17, !dbg !4014
  %195 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %191, i64 1, !dbg !3992
  %196 = load void (%class.Shape*)*, void (%class.Shape*)** %195, align 8, !dbg !3992
  tail call void %196(%class.Shape* noundef nonnull align 8 dereferenceable(8) %194) #17, !dbg !3992
  br label %868, !dbg !4015

197:                                              ; preds = %41
  call void @llvm.dbg.value(metadata double %47, metadata !3447, metadata !DIExpression()), !dbg !3540
  call void @llvm.dbg.value(metadata double* undef, metadata !4016, metadata !DIExpression()), !dbg !4030
  call void @llvm.dbg.value(metadata double* undef, metadata !4025, metadata !DIExpression()), !dbg !4030
  %198 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #18
          to label %199 unwind label %332, !dbg !4032

199:                                              ; preds = %197
  %200 = fadd double %47, 1.000000e+00, !dbg !4033
  %201 = bitcast i8* %198 to %class.Rect*, !dbg !4032
  call void @llvm.dbg.value(metadata %class.Rect* %201, metadata !4034, metadata !DIExpression()), !dbg !4039
  call void @llvm.dbg.value(metadata double %47, metadata !4037, metadata !DIExpression()), !dbg !4039
  call void @llvm.dbg.value(metadata double %200, metadata !4038, metadata !DIExpression()), !dbg !4039
  %202 = getelementptr inbounds %class.Rect, %class.Rect* %201, i64 0, i32 0, i32 0, !dbg !4041
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4Rect, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %202, align 8, !dbg !4041, !tbaa !3425, !noalias !4042
  %203 = getelementptr inbounds %class.Rect, %class.Rect* %201, i64 0, i32 1, !dbg !4045
  store double %47, double* %203, align 8, !dbg !4045, !tbaa !4046, !noalias !4042
  %204 = getelementptr inbounds %class.Rect, %class.Rect* %201, i64 0, i32 2, !dbg !4048
  store double %200, double* %204, align 8, !dbg !4048, !tbaa !4049, !noalias !4042
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !4050, metadata !DIExpression()), !dbg !4058
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !4057, metadata !DIExpression()), !dbg !4058
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3586, metadata !DIExpression()), !dbg !4060
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3589, metadata !DIExpression()), !dbg !4060
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3592, metadata !DIExpression()), !dbg !4062
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3602, metadata !DIExpression()), !dbg !4062
  %205 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %22, align 8, !dbg !4064, !tbaa !3607
  %206 = icmp eq %"class.std::unique_ptr"* %42, %205, !dbg !4065
  br i1 %206, label %212, label %207, !dbg !4066

207:                                              ; preds = %199
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !4067
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3619, metadata !DIExpression()), !dbg !4067
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !4067
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !4069
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3630, metadata !DIExpression()), !dbg !4069
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !4069
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3635, metadata !DIExpression()), !dbg !4071
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !4071
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3641, metadata !DIExpression()), !dbg !4073
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !4073
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3648, metadata !DIExpression()), !dbg !4075
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !4075
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3655, metadata !DIExpression()), !dbg !4077
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !4077
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3662, metadata !DIExpression()), !dbg !4079
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !4079
  %208 = bitcast %"class.std::unique_ptr"* %42 to i64*, !dbg !4081
  %209 = ptrtoint i8* %198 to i64, !dbg !4081
  store i64 %209, i64* %208, align 8, !dbg !4081, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !4082
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !4084
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !4086
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !4088
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !4090
  %210 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %21, align 8, !dbg !4092, !tbaa !3700
  %211 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %210, i64 1, !dbg !4092
  store %"class.std::unique_ptr"* %211, %"class.std::unique_ptr"** %21, align 8, !dbg !4092, !tbaa !3700
  br label %650, !dbg !4093

212:                                              ; preds = %199
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3702, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3708, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3709, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3719, metadata !DIExpression()), !dbg !4096
  call void @llvm.dbg.value(metadata i64 1, metadata !3722, metadata !DIExpression()), !dbg !4096
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), metadata !3723, metadata !DIExpression()), !dbg !4096
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4098
  %213 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %23, align 8, !dbg !4100, !tbaa !3734
  %214 = ptrtoint %"class.std::unique_ptr"* %213 to i64, !dbg !4101
  %215 = ptrtoint %"class.std::unique_ptr"* %42 to i64, !dbg !4101
  %216 = ptrtoint %"class.std::unique_ptr"* %213 to i64, !dbg !4101
  %217 = sub i64 %215, %216, !dbg !4101
  %218 = ashr exact i64 %217, 3, !dbg !4101
  %219 = icmp eq i64 %217, 9223372036854775800, !dbg !4102
  br i1 %219, label %220, label %222, !dbg !4103

220:                                              ; preds = %212
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0)) #19
          to label %221 unwind label %336, !dbg !4104

221:                                              ; preds = %220
  unreachable, !dbg !4104

222:                                              ; preds = %212
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4105
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4107
  call void @llvm.dbg.value(metadata i64* undef, metadata !3743, metadata !DIExpression()), !dbg !4109
  call void @llvm.dbg.value(metadata i64* undef, metadata !3751, metadata !DIExpression()), !dbg !4109
  %223 = icmp eq i64 %217, 0, !dbg !4111
  %224 = select i1 %223, i64 1, i64 %218, !dbg !4112
  %225 = add nsw i64 %224, %218, !dbg !4113
  call void @llvm.dbg.value(metadata i64 %225, metadata !3724, metadata !DIExpression()), !dbg !4096
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4114
  %226 = icmp ult i64 %225, %218, !dbg !4116
  %227 = icmp ugt i64 %225, 1152921504606846975
  %228 = or i1 %226, %227, !dbg !4117
  %229 = select i1 %228, i64 1152921504606846975, i64 %225, !dbg !4117
  call void @llvm.dbg.value(metadata i64 %229, metadata !3710, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !3712, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3713, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata i64 %218, metadata !3714, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3764, metadata !DIExpression()), !dbg !4118
  call void @llvm.dbg.value(metadata i64 %229, metadata !3767, metadata !DIExpression()), !dbg !4118
  %230 = icmp eq i64 %229, 0, !dbg !4120
  br i1 %230, label %236, label %231, !dbg !4121

231:                                              ; preds = %222
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3772, metadata !DIExpression()), !dbg !4122
  call void @llvm.dbg.value(metadata i64 %229, metadata !3775, metadata !DIExpression()), !dbg !4122
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3778, metadata !DIExpression()), !dbg !4124
  call void @llvm.dbg.value(metadata i64 %229, metadata !3781, metadata !DIExpression()), !dbg !4124
  call void @llvm.dbg.value(metadata i8* null, metadata !3782, metadata !DIExpression()), !dbg !4124
  %232 = shl nuw nsw i64 %229, 3, !dbg !4126
  %233 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %232) #18
          to label %234 unwind label %334, !dbg !4127

234:                                              ; preds = %231
  %235 = bitcast i8* %233 to %"class.std::unique_ptr"*, !dbg !4128
  br label %236, !dbg !4121

236:                                              ; preds = %234, %222
  %237 = phi %"class.std::unique_ptr"* [ %235, %234 ], [ null, %222 ], !dbg !4121
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !3715, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !3716, metadata !DIExpression()), !dbg !4094
  %238 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %237, i64 %218, !dbg !4129
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !4130
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3619, metadata !DIExpression()), !dbg !4130
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !4130
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !4132
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3630, metadata !DIExpression()), !dbg !4132
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !4132
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3635, metadata !DIExpression()), !dbg !4134
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !4134
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3641, metadata !DIExpression()), !dbg !4136
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !4136
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3648, metadata !DIExpression()), !dbg !4138
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !4138
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3655, metadata !DIExpression()), !dbg !4140
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !4140
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3662, metadata !DIExpression()), !dbg !4142
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !4142
  %239 = bitcast %"class.std::unique_ptr"* %238 to i64*, !dbg !4144
  %240 = ptrtoint i8* %198 to i64, !dbg !4144
  store i64 %240, i64* %239, align 8, !dbg !4144, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !4145
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !4147
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !4149
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !4151
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !4153
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* null, metadata !3716, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !1357, metadata !DIExpression()) #17, !dbg !4155
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !4155
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !1359, metadata !DIExpression()) #17, !dbg !4155
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !4155
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !3819, metadata !DIExpression()) #17, !dbg !4157
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !4157
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !3823, metadata !DIExpression()) #17, !dbg !4157
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !4157
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !4159
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !3829, metadata !DIExpression()) #17, !dbg !4160
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !4160
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !3836, metadata !DIExpression()) #17, !dbg !4160
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !4160
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !3844, metadata !DIExpression()) #17, !dbg !4162
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !4162
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !3848, metadata !DIExpression()) #17, !dbg !4162
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !4162
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !3850, metadata !DIExpression()) #17, !dbg !4162
  %241 = icmp eq %"class.std::unique_ptr"* %213, %42, !dbg !4164
  br i1 %241, label %324, label %242, !dbg !4165

242:                                              ; preds = %236
  %243 = add i64 %44, -8, !dbg !4165
  %244 = sub i64 %243, %214, !dbg !4165
  %245 = lshr i64 %244, 3, !dbg !4165
  %246 = add nuw nsw i64 %245, 1, !dbg !4165
  %247 = icmp ult i64 %244, 24, !dbg !4165
  br i1 %247, label %311, label %248, !dbg !4165

248:                                              ; preds = %242
  %249 = and i64 %246, 4611686018427387900, !dbg !4165
  %250 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %237, i64 %249, !dbg !4165
  %251 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %213, i64 %249, !dbg !4165
  %252 = add nsw i64 %249, -4, !dbg !4165
  %253 = lshr exact i64 %252, 2, !dbg !4165
  %254 = add nuw nsw i64 %253, 1, !dbg !4165
  %255 = and i64 %254, 1, !dbg !4165
  %256 = icmp eq i64 %252, 0, !dbg !4165
  br i1 %256, label %292, label %257, !dbg !4165

257:                                              ; preds = %248
  %258 = and i64 %254, 9223372036854775806, !dbg !4165
  br label %259, !dbg !4165

259:                                              ; preds = %259, %257
  %260 = phi i64 [ 0, %257 ], [ %289, %259 ]
  %261 = phi i64 [ 0, %257 ], [ %290, %259 ]
  %262 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %237, i64 %260
  %263 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %213, i64 %260
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4166) #17, !dbg !4169
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4170) #17, !dbg !4169
  %264 = bitcast %"class.std::unique_ptr"* %263 to <2 x i64>*, !dbg !4172
  %265 = load <2 x i64>, <2 x i64>* %264, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %266 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %263, i64 2, !dbg !4172
  %267 = bitcast %"class.std::unique_ptr"* %266 to <2 x i64>*, !dbg !4172
  %268 = load <2 x i64>, <2 x i64>* %267, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %269 = bitcast %"class.std::unique_ptr"* %262 to <2 x i64>*, !dbg !4172
  store <2 x i64> %265, <2 x i64>* %269, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4166, !noalias !4170
  %270 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %262, i64 2, !dbg !4172
  %271 = bitcast %"class.std::unique_ptr"* %270 to <2 x i64>*, !dbg !4172
  store <2 x i64> %268, <2 x i64>* %271, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4166, !noalias !4170
  %272 = bitcast %"class.std::unique_ptr"* %263 to <2 x %class.Shape*>*, !dbg !4181
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %272, align 8, !dbg !4181, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %273 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %263, i64 2, !dbg !4181
  %274 = bitcast %"class.std::unique_ptr"* %273 to <2 x %class.Shape*>*, !dbg !4181
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %274, align 8, !dbg !4181, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %275 = or i64 %260, 4
  %276 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %237, i64 %275
  %277 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %213, i64 %275
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4185) #17, !dbg !4169
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4187) #17, !dbg !4169
  %278 = bitcast %"class.std::unique_ptr"* %277 to <2 x i64>*, !dbg !4172
  %279 = load <2 x i64>, <2 x i64>* %278, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4187, !noalias !4185
  %280 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %277, i64 2, !dbg !4172
  %281 = bitcast %"class.std::unique_ptr"* %280 to <2 x i64>*, !dbg !4172
  %282 = load <2 x i64>, <2 x i64>* %281, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4187, !noalias !4185
  %283 = bitcast %"class.std::unique_ptr"* %276 to <2 x i64>*, !dbg !4172
  store <2 x i64> %279, <2 x i64>* %283, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4185, !noalias !4187
  %284 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %276, i64 2, !dbg !4172
  %285 = bitcast %"class.std::unique_ptr"* %284 to <2 x i64>*, !dbg !4172
  store <2 x i64> %282, <2 x i64>* %285, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4185, !noalias !4187
  %286 = bitcast %"class.std::unique_ptr"* %277 to <2 x %class.Shape*>*, !dbg !4181
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %286, align 8, !dbg !4181, !tbaa !3341, !alias.scope !4187, !noalias !4185
  %287 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %277, i64 2, !dbg !4181
  %288 = bitcast %"class.std::unique_ptr"* %287 to <2 x %class.Shape*>*, !dbg !4181
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %288, align 8, !dbg !4181, !tbaa !3341, !alias.scope !4187, !noalias !4185
  %289 = add nuw i64 %260, 8
  %290 = add i64 %261, 2
  %291 = icmp eq i64 %290, %258
  br i1 %291, label %292, label %259, !llvm.loop !4189

292:                                              ; preds = %259, %248
  %293 = phi i64 [ 0, %248 ], [ %289, %259 ]
  %294 = icmp eq i64 %255, 0
  br i1 %294, label %309, label %295

295:                                              ; preds = %292
  %296 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %237, i64 %293
  %297 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %213, i64 %293
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4166) #17, !dbg !4169
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4170) #17, !dbg !4169
  %298 = bitcast %"class.std::unique_ptr"* %297 to <2 x i64>*, !dbg !4172
  %299 = load <2 x i64>, <2 x i64>* %298, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %300 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %297, i64 2, !dbg !4172
  %301 = bitcast %"class.std::unique_ptr"* %300 to <2 x i64>*, !dbg !4172
  %302 = load <2 x i64>, <2 x i64>* %301, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %303 = bitcast %"class.std::unique_ptr"* %296 to <2 x i64>*, !dbg !4172
  store <2 x i64> %299, <2 x i64>* %303, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4166, !noalias !4170
  %304 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %296, i64 2, !dbg !4172
  %305 = bitcast %"class.std::unique_ptr"* %304 to <2 x i64>*, !dbg !4172
  store <2 x i64> %302, <2 x i64>* %305, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4166, !noalias !4170
  %306 = bitcast %"class.std::unique_ptr"* %297 to <2 x %class.Shape*>*, !dbg !4181
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %306, align 8, !dbg !4181, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %307 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %297, i64 2, !dbg !4181
  %308 = bitcast %"class.std::unique_ptr"* %307 to <2 x %class.Shape*>*, !dbg !4181
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %308, align 8, !dbg !4181, !tbaa !3341, !alias.scope !4170, !noalias !4166
  br label %309, !dbg !4165

309:                                              ; preds = %292, %295
  %310 = icmp eq i64 %246, %249, !dbg !4165
  br i1 %310, label %324, label %311, !dbg !4165

311:                                              ; preds = %242, %309
  %312 = phi %"class.std::unique_ptr"* [ %237, %242 ], [ %250, %309 ]
  %313 = phi %"class.std::unique_ptr"* [ %213, %242 ], [ %251, %309 ]
  br label %314, !dbg !4165

314:                                              ; preds = %311, %314
  %315 = phi %"class.std::unique_ptr"* [ %322, %314 ], [ %312, %311 ]
  %316 = phi %"class.std::unique_ptr"* [ %321, %314 ], [ %313, %311 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3850, metadata !DIExpression()) #17, !dbg !4162
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3844, metadata !DIExpression()) #17, !dbg !4162
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4166) #17, !dbg !4169
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4170) #17, !dbg !4169
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3876, metadata !DIExpression()) #17, !dbg !4191
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3877, metadata !DIExpression()) #17, !dbg !4191
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3878, metadata !DIExpression()) #17, !dbg !4191
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()) #17, !dbg !4192
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3619, metadata !DIExpression()) #17, !dbg !4192
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3620, metadata !DIExpression()) #17, !dbg !4192
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()) #17, !dbg !4193
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3630, metadata !DIExpression()) #17, !dbg !4193
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3631, metadata !DIExpression()) #17, !dbg !4193
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3635, metadata !DIExpression()) #17, !dbg !4194
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3638, metadata !DIExpression()) #17, !dbg !4194
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3641, metadata !DIExpression()) #17, !dbg !4195
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3644, metadata !DIExpression()) #17, !dbg !4195
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3648, metadata !DIExpression()) #17, !dbg !4196
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3651, metadata !DIExpression()) #17, !dbg !4196
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3655, metadata !DIExpression()) #17, !dbg !4197
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3658, metadata !DIExpression()) #17, !dbg !4197
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %315, metadata !3662, metadata !DIExpression()) #17, !dbg !4198
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3665, metadata !DIExpression()) #17, !dbg !4198
  %317 = bitcast %"class.std::unique_ptr"* %316 to i64*, !dbg !4172
  %318 = bitcast %"class.std::unique_ptr"* %315 to i64*, !dbg !4172
  %319 = load i64, i64* %317, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4170, !noalias !4166
  store i64 %319, i64* %318, align 8, !dbg !4172, !tbaa !3341, !alias.scope !4166, !noalias !4170
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3670, metadata !DIExpression()) #17, !dbg !4199
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3676, metadata !DIExpression()) #17, !dbg !4201
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3684, metadata !DIExpression()) #17, !dbg !4203
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3689, metadata !DIExpression()) #17, !dbg !4205
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3694, metadata !DIExpression()) #17, !dbg !4207
  %320 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %316, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4209
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3902, metadata !DIExpression()) #17, !dbg !4210
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3903, metadata !DIExpression()) #17, !dbg !4210
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3894, metadata !DIExpression()) #17, !dbg !4211
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3895, metadata !DIExpression()) #17, !dbg !4211
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3885, metadata !DIExpression()) #17, !dbg !4212
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3670, metadata !DIExpression()) #17, !dbg !4213
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3676, metadata !DIExpression()) #17, !dbg !4215
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3684, metadata !DIExpression()) #17, !dbg !4217
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3689, metadata !DIExpression()) #17, !dbg !4219
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %316, metadata !3694, metadata !DIExpression()) #17, !dbg !4221
  call void @llvm.dbg.value(metadata %class.Shape** %320, metadata !3886, metadata !DIExpression()) #17, !dbg !4223
  store %class.Shape* null, %class.Shape** %320, align 8, !dbg !4181, !tbaa !3341, !alias.scope !4170, !noalias !4166
  %321 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %316, i64 1, !dbg !4224
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %321, metadata !3844, metadata !DIExpression()) #17, !dbg !4162
  %322 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %315, i64 1, !dbg !4225
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %322, metadata !3850, metadata !DIExpression()) #17, !dbg !4162
  %323 = icmp eq %"class.std::unique_ptr"* %321, %42, !dbg !4164
  br i1 %323, label %324, label %314, !dbg !4165, !llvm.loop !4226

324:                                              ; preds = %314, %309, %236
  %325 = phi %"class.std::unique_ptr"* [ %237, %236 ], [ %250, %309 ], [ %322, %314 ], !dbg !4162
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %325, metadata !3716, metadata !DIExpression()), !dbg !4094
  %326 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %325, i64 1, !dbg !4227
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %326, metadata !3716, metadata !DIExpression()), !dbg !4094
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1357, metadata !DIExpression()) #17, !dbg !4228
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !4228
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %326, metadata !1359, metadata !DIExpression()) #17, !dbg !4228
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !4228
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3819, metadata !DIExpression()) #17, !dbg !4230
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !4230
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %326, metadata !3823, metadata !DIExpression()) #17, !dbg !4230
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !4230
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !4232
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3829, metadata !DIExpression()) #17, !dbg !4233
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !4233
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %326, metadata !3836, metadata !DIExpression()) #17, !dbg !4233
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !4233
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3844, metadata !DIExpression()) #17, !dbg !4235
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !4235
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %326, metadata !3848, metadata !DIExpression()) #17, !dbg !4235
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !4235
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %326, metadata !3850, metadata !DIExpression()) #17, !dbg !4235
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3960, metadata !DIExpression()), !dbg !4237
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !3963, metadata !DIExpression()), !dbg !4237
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %216), metadata !3964, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !4237
  %327 = icmp eq %"class.std::unique_ptr"* %213, null, !dbg !4239
  br i1 %327, label %330, label %328, !dbg !4240

328:                                              ; preds = %324
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3970, metadata !DIExpression()), !dbg !4241
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !3973, metadata !DIExpression()), !dbg !4241
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %216), metadata !3974, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !4241
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3977, metadata !DIExpression()) #17, !dbg !4243
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %213, metadata !3980, metadata !DIExpression()) #17, !dbg !4243
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %216), metadata !3981, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4243
  %329 = bitcast %"class.std::unique_ptr"* %213 to i8*, !dbg !4245
  tail call void @_ZdlPv(i8* noundef %329) #20, !dbg !4246
  br label %330, !dbg !4247

330:                                              ; preds = %328, %324
  store %"class.std::unique_ptr"* %237, %"class.std::unique_ptr"** %23, align 8, !dbg !4248, !tbaa !3734
  store %"class.std::unique_ptr"* %326, %"class.std::unique_ptr"** %21, align 8, !dbg !4249, !tbaa !3700
  %331 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %237, i64 %229, !dbg !4250
  store %"class.std::unique_ptr"* %331, %"class.std::unique_ptr"** %22, align 8, !dbg !4251, !tbaa !3607
  br label %650

332:                                              ; preds = %197
  %333 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %868, !dbg !3991

334:                                              ; preds = %231
  %335 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %340, !dbg !3991

336:                                              ; preds = %220
  %337 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  %338 = bitcast i8* %198 to void (%class.Shape*)***
  %339 = load void (%class.Shape*)**, void (%class.Shape*)*** %338, align 8, !dbg !4252, !tbaa !3425
  br label %340, !dbg !3991

340:                                              ; preds = %336, %334
  %341 = phi void (%class.Shape*)** [ bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4Rect, i64 0, inrange i32 0, i64 2) to void (%class.Shape*)**), %334 ], [ %339, %336 ], !dbg !4252
  %342 = phi { i8*, i32 } [ %335, %334 ], [ %337, %336 ]
  %343 = bitcast i8* %198 to %class.Rect*, !dbg !4032
  %344 = getelementptr %class.Rect, %class.Rect* %343, i64 0, i32 0, !dbg !4255
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3885, metadata !DIExpression()) #17, !dbg !4256
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()) #17, !dbg !4257
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()) #17, !dbg !4259
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()) #17, !dbg !4261
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()) #17, !dbg !4263
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()) #17, !dbg !4265
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3886, metadata !DIExpression()) #17, !dbg !4267
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3995, metadata !DIExpression()) #17, !dbg !4268
  call void @llvm.dbg.value(metadata %class.Shape* %344, metadata !3997, metadata !DIExpression()) #17, !dbg !4268
  %345 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %341, i64 1, !dbg !4252
  %346 = load void (%class.Shape*)*, void (%class.Shape*)** %345, align 8, !dbg !4252
  tail call void %346(%class.Shape* noundef nonnull align 8 dereferenceable(8) %344) #17, !dbg !4252
  br label %868, !dbg !4269

347:                                              ; preds = %41
  call void @llvm.dbg.value(metadata double* undef, metadata !4270, metadata !DIExpression()), !dbg !4279
  %348 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #18
          to label %349 unwind label %481, !dbg !4281

349:                                              ; preds = %347
  %350 = bitcast i8* %348 to %class.Square*, !dbg !4281
  call void @llvm.dbg.value(metadata %class.Square* %350, metadata !4282, metadata !DIExpression()), !dbg !4286
  call void @llvm.dbg.value(metadata double %47, metadata !4285, metadata !DIExpression()), !dbg !4286
  call void @llvm.dbg.value(metadata %class.Square* %350, metadata !4034, metadata !DIExpression()), !dbg !4288
  call void @llvm.dbg.value(metadata double %47, metadata !4037, metadata !DIExpression()), !dbg !4288
  call void @llvm.dbg.value(metadata double %47, metadata !4038, metadata !DIExpression()), !dbg !4288
  %351 = getelementptr inbounds %class.Square, %class.Square* %350, i64 0, i32 0, i32 0, i32 0, !dbg !4290
  %352 = getelementptr inbounds %class.Square, %class.Square* %350, i64 0, i32 0, i32 1, !dbg !4291
  store double %47, double* %352, align 8, !dbg !4291, !tbaa !4046, !noalias !4292
  %353 = getelementptr inbounds %class.Square, %class.Square* %350, i64 0, i32 0, i32 2, !dbg !4295
  store double %47, double* %353, align 8, !dbg !4295, !tbaa !4049, !noalias !4292
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %351, align 8, !dbg !4296, !tbaa !3425, !noalias !4292
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !4297, metadata !DIExpression()), !dbg !4305
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4304, metadata !DIExpression()), !dbg !4305
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3586, metadata !DIExpression()), !dbg !4307
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3589, metadata !DIExpression()), !dbg !4307
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3592, metadata !DIExpression()), !dbg !4309
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3602, metadata !DIExpression()), !dbg !4309
  %354 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %22, align 8, !dbg !4311, !tbaa !3607
  %355 = icmp eq %"class.std::unique_ptr"* %42, %354, !dbg !4312
  br i1 %355, label %361, label %356, !dbg !4313

356:                                              ; preds = %349
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !4314
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3619, metadata !DIExpression()), !dbg !4314
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !4314
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !4316
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3630, metadata !DIExpression()), !dbg !4316
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !4316
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3635, metadata !DIExpression()), !dbg !4318
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !4318
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3641, metadata !DIExpression()), !dbg !4320
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !4320
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3648, metadata !DIExpression()), !dbg !4322
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !4322
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3655, metadata !DIExpression()), !dbg !4324
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !4324
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3662, metadata !DIExpression()), !dbg !4326
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !4326
  %357 = bitcast %"class.std::unique_ptr"* %42 to i64*, !dbg !4328
  %358 = ptrtoint i8* %348 to i64, !dbg !4328
  store i64 %358, i64* %357, align 8, !dbg !4328, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !4329
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !4331
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !4333
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !4335
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !4337
  %359 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %21, align 8, !dbg !4339, !tbaa !3700
  %360 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %359, i64 1, !dbg !4339
  store %"class.std::unique_ptr"* %360, %"class.std::unique_ptr"** %21, align 8, !dbg !4339, !tbaa !3700
  br label %650, !dbg !4340

361:                                              ; preds = %349
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3702, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3708, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3709, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3719, metadata !DIExpression()), !dbg !4343
  call void @llvm.dbg.value(metadata i64 1, metadata !3722, metadata !DIExpression()), !dbg !4343
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), metadata !3723, metadata !DIExpression()), !dbg !4343
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4345
  %362 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %23, align 8, !dbg !4347, !tbaa !3734
  %363 = ptrtoint %"class.std::unique_ptr"* %362 to i64, !dbg !4348
  %364 = ptrtoint %"class.std::unique_ptr"* %42 to i64, !dbg !4348
  %365 = ptrtoint %"class.std::unique_ptr"* %362 to i64, !dbg !4348
  %366 = sub i64 %364, %365, !dbg !4348
  %367 = ashr exact i64 %366, 3, !dbg !4348
  %368 = icmp eq i64 %366, 9223372036854775800, !dbg !4349
  br i1 %368, label %369, label %371, !dbg !4350

369:                                              ; preds = %361
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0)) #19
          to label %370 unwind label %485, !dbg !4351

370:                                              ; preds = %369
  unreachable, !dbg !4351

371:                                              ; preds = %361
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4352
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4354
  call void @llvm.dbg.value(metadata i64* undef, metadata !3743, metadata !DIExpression()), !dbg !4356
  call void @llvm.dbg.value(metadata i64* undef, metadata !3751, metadata !DIExpression()), !dbg !4356
  %372 = icmp eq i64 %366, 0, !dbg !4358
  %373 = select i1 %372, i64 1, i64 %367, !dbg !4359
  %374 = add nsw i64 %373, %367, !dbg !4360
  call void @llvm.dbg.value(metadata i64 %374, metadata !3724, metadata !DIExpression()), !dbg !4343
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4361
  %375 = icmp ult i64 %374, %367, !dbg !4363
  %376 = icmp ugt i64 %374, 1152921504606846975
  %377 = or i1 %375, %376, !dbg !4364
  %378 = select i1 %377, i64 1152921504606846975, i64 %374, !dbg !4364
  call void @llvm.dbg.value(metadata i64 %378, metadata !3710, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !3712, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3713, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata i64 %367, metadata !3714, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3764, metadata !DIExpression()), !dbg !4365
  call void @llvm.dbg.value(metadata i64 %378, metadata !3767, metadata !DIExpression()), !dbg !4365
  %379 = icmp eq i64 %378, 0, !dbg !4367
  br i1 %379, label %385, label %380, !dbg !4368

380:                                              ; preds = %371
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3772, metadata !DIExpression()), !dbg !4369
  call void @llvm.dbg.value(metadata i64 %378, metadata !3775, metadata !DIExpression()), !dbg !4369
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3778, metadata !DIExpression()), !dbg !4371
  call void @llvm.dbg.value(metadata i64 %378, metadata !3781, metadata !DIExpression()), !dbg !4371
  call void @llvm.dbg.value(metadata i8* null, metadata !3782, metadata !DIExpression()), !dbg !4371
  %381 = shl nuw nsw i64 %378, 3, !dbg !4373
  %382 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %381) #18
          to label %383 unwind label %483, !dbg !4374

383:                                              ; preds = %380
  %384 = bitcast i8* %382 to %"class.std::unique_ptr"*, !dbg !4375
  br label %385, !dbg !4368

385:                                              ; preds = %383, %371
  %386 = phi %"class.std::unique_ptr"* [ %384, %383 ], [ null, %371 ], !dbg !4368
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %386, metadata !3715, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %386, metadata !3716, metadata !DIExpression()), !dbg !4341
  %387 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %386, i64 %367, !dbg !4376
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !4377
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %387, metadata !3619, metadata !DIExpression()), !dbg !4377
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !4377
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !4379
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %387, metadata !3630, metadata !DIExpression()), !dbg !4379
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !4379
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %387, metadata !3635, metadata !DIExpression()), !dbg !4381
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !4381
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %387, metadata !3641, metadata !DIExpression()), !dbg !4383
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !4383
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %387, metadata !3648, metadata !DIExpression()), !dbg !4385
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !4385
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %387, metadata !3655, metadata !DIExpression()), !dbg !4387
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !4387
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %387, metadata !3662, metadata !DIExpression()), !dbg !4389
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !4389
  %388 = bitcast %"class.std::unique_ptr"* %387 to i64*, !dbg !4391
  %389 = ptrtoint i8* %348 to i64, !dbg !4391
  store i64 %389, i64* %388, align 8, !dbg !4391, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !4392
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !4394
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !4396
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !4398
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !4400
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* null, metadata !3716, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !1357, metadata !DIExpression()) #17, !dbg !4402
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !4402
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %386, metadata !1359, metadata !DIExpression()) #17, !dbg !4402
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !4402
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !3819, metadata !DIExpression()) #17, !dbg !4404
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !4404
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %386, metadata !3823, metadata !DIExpression()) #17, !dbg !4404
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !4404
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !4406
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !3829, metadata !DIExpression()) #17, !dbg !4407
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !4407
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %386, metadata !3836, metadata !DIExpression()) #17, !dbg !4407
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !4407
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !3844, metadata !DIExpression()) #17, !dbg !4409
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !4409
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %386, metadata !3848, metadata !DIExpression()) #17, !dbg !4409
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !4409
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %386, metadata !3850, metadata !DIExpression()) #17, !dbg !4409
  %390 = icmp eq %"class.std::unique_ptr"* %362, %42, !dbg !4411
  br i1 %390, label %473, label %391, !dbg !4412

391:                                              ; preds = %385
  %392 = add i64 %44, -8, !dbg !4412
  %393 = sub i64 %392, %363, !dbg !4412
  %394 = lshr i64 %393, 3, !dbg !4412
  %395 = add nuw nsw i64 %394, 1, !dbg !4412
  %396 = icmp ult i64 %393, 24, !dbg !4412
  br i1 %396, label %460, label %397, !dbg !4412

397:                                              ; preds = %391
  %398 = and i64 %395, 4611686018427387900, !dbg !4412
  %399 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %386, i64 %398, !dbg !4412
  %400 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %362, i64 %398, !dbg !4412
  %401 = add nsw i64 %398, -4, !dbg !4412
  %402 = lshr exact i64 %401, 2, !dbg !4412
  %403 = add nuw nsw i64 %402, 1, !dbg !4412
  %404 = and i64 %403, 1, !dbg !4412
  %405 = icmp eq i64 %401, 0, !dbg !4412
  br i1 %405, label %441, label %406, !dbg !4412

406:                                              ; preds = %397
  %407 = and i64 %403, 9223372036854775806, !dbg !4412
  br label %408, !dbg !4412

408:                                              ; preds = %408, %406
  %409 = phi i64 [ 0, %406 ], [ %438, %408 ]
  %410 = phi i64 [ 0, %406 ], [ %439, %408 ]
  %411 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %386, i64 %409
  %412 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %362, i64 %409
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4413) #17, !dbg !4416
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4417) #17, !dbg !4416
  %413 = bitcast %"class.std::unique_ptr"* %412 to <2 x i64>*, !dbg !4419
  %414 = load <2 x i64>, <2 x i64>* %413, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %415 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %412, i64 2, !dbg !4419
  %416 = bitcast %"class.std::unique_ptr"* %415 to <2 x i64>*, !dbg !4419
  %417 = load <2 x i64>, <2 x i64>* %416, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %418 = bitcast %"class.std::unique_ptr"* %411 to <2 x i64>*, !dbg !4419
  store <2 x i64> %414, <2 x i64>* %418, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4413, !noalias !4417
  %419 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %411, i64 2, !dbg !4419
  %420 = bitcast %"class.std::unique_ptr"* %419 to <2 x i64>*, !dbg !4419
  store <2 x i64> %417, <2 x i64>* %420, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4413, !noalias !4417
  %421 = bitcast %"class.std::unique_ptr"* %412 to <2 x %class.Shape*>*, !dbg !4428
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %421, align 8, !dbg !4428, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %422 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %412, i64 2, !dbg !4428
  %423 = bitcast %"class.std::unique_ptr"* %422 to <2 x %class.Shape*>*, !dbg !4428
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %423, align 8, !dbg !4428, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %424 = or i64 %409, 4
  %425 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %386, i64 %424
  %426 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %362, i64 %424
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4432) #17, !dbg !4416
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4434) #17, !dbg !4416
  %427 = bitcast %"class.std::unique_ptr"* %426 to <2 x i64>*, !dbg !4419
  %428 = load <2 x i64>, <2 x i64>* %427, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4434, !noalias !4432
  %429 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %426, i64 2, !dbg !4419
  %430 = bitcast %"class.std::unique_ptr"* %429 to <2 x i64>*, !dbg !4419
  %431 = load <2 x i64>, <2 x i64>* %430, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4434, !noalias !4432
  %432 = bitcast %"class.std::unique_ptr"* %425 to <2 x i64>*, !dbg !4419
  store <2 x i64> %428, <2 x i64>* %432, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4432, !noalias !4434
  %433 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %425, i64 2, !dbg !4419
  %434 = bitcast %"class.std::unique_ptr"* %433 to <2 x i64>*, !dbg !4419
  store <2 x i64> %431, <2 x i64>* %434, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4432, !noalias !4434
  %435 = bitcast %"class.std::unique_ptr"* %426 to <2 x %class.Shape*>*, !dbg !4428
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %435, align 8, !dbg !4428, !tbaa !3341, !alias.scope !4434, !noalias !4432
  %436 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %426, i64 2, !dbg !4428
  %437 = bitcast %"class.std::unique_ptr"* %436 to <2 x %class.Shape*>*, !dbg !4428
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %437, align 8, !dbg !4428, !tbaa !3341, !alias.scope !4434, !noalias !4432
  %438 = add nuw i64 %409, 8
  %439 = add i64 %410, 2
  %440 = icmp eq i64 %439, %407
  br i1 %440, label %441, label %408, !llvm.loop !4436

441:                                              ; preds = %408, %397
  %442 = phi i64 [ 0, %397 ], [ %438, %408 ]
  %443 = icmp eq i64 %404, 0
  br i1 %443, label %458, label %444

444:                                              ; preds = %441
  %445 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %386, i64 %442
  %446 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %362, i64 %442
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4413) #17, !dbg !4416
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4417) #17, !dbg !4416
  %447 = bitcast %"class.std::unique_ptr"* %446 to <2 x i64>*, !dbg !4419
  %448 = load <2 x i64>, <2 x i64>* %447, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %449 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %446, i64 2, !dbg !4419
  %450 = bitcast %"class.std::unique_ptr"* %449 to <2 x i64>*, !dbg !4419
  %451 = load <2 x i64>, <2 x i64>* %450, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %452 = bitcast %"class.std::unique_ptr"* %445 to <2 x i64>*, !dbg !4419
  store <2 x i64> %448, <2 x i64>* %452, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4413, !noalias !4417
  %453 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %445, i64 2, !dbg !4419
  %454 = bitcast %"class.std::unique_ptr"* %453 to <2 x i64>*, !dbg !4419
  store <2 x i64> %451, <2 x i64>* %454, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4413, !noalias !4417
  %455 = bitcast %"class.std::unique_ptr"* %446 to <2 x %class.Shape*>*, !dbg !4428
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %455, align 8, !dbg !4428, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %456 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %446, i64 2, !dbg !4428
  %457 = bitcast %"class.std::unique_ptr"* %456 to <2 x %class.Shape*>*, !dbg !4428
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %457, align 8, !dbg !4428, !tbaa !3341, !alias.scope !4417, !noalias !4413
  br label %458, !dbg !4412

458:                                              ; preds = %441, %444
  %459 = icmp eq i64 %395, %398, !dbg !4412
  br i1 %459, label %473, label %460, !dbg !4412

460:                                              ; preds = %391, %458
  %461 = phi %"class.std::unique_ptr"* [ %386, %391 ], [ %399, %458 ]
  %462 = phi %"class.std::unique_ptr"* [ %362, %391 ], [ %400, %458 ]
  br label %463, !dbg !4412

463:                                              ; preds = %460, %463
  %464 = phi %"class.std::unique_ptr"* [ %471, %463 ], [ %461, %460 ]
  %465 = phi %"class.std::unique_ptr"* [ %470, %463 ], [ %462, %460 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3850, metadata !DIExpression()) #17, !dbg !4409
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3844, metadata !DIExpression()) #17, !dbg !4409
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4413) #17, !dbg !4416
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4417) #17, !dbg !4416
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3876, metadata !DIExpression()) #17, !dbg !4438
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3877, metadata !DIExpression()) #17, !dbg !4438
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3878, metadata !DIExpression()) #17, !dbg !4438
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()) #17, !dbg !4439
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3619, metadata !DIExpression()) #17, !dbg !4439
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3620, metadata !DIExpression()) #17, !dbg !4439
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()) #17, !dbg !4440
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3630, metadata !DIExpression()) #17, !dbg !4440
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3631, metadata !DIExpression()) #17, !dbg !4440
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3635, metadata !DIExpression()) #17, !dbg !4441
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3638, metadata !DIExpression()) #17, !dbg !4441
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3641, metadata !DIExpression()) #17, !dbg !4442
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3644, metadata !DIExpression()) #17, !dbg !4442
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3648, metadata !DIExpression()) #17, !dbg !4443
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3651, metadata !DIExpression()) #17, !dbg !4443
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3655, metadata !DIExpression()) #17, !dbg !4444
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3658, metadata !DIExpression()) #17, !dbg !4444
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %464, metadata !3662, metadata !DIExpression()) #17, !dbg !4445
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3665, metadata !DIExpression()) #17, !dbg !4445
  %466 = bitcast %"class.std::unique_ptr"* %465 to i64*, !dbg !4419
  %467 = bitcast %"class.std::unique_ptr"* %464 to i64*, !dbg !4419
  %468 = load i64, i64* %466, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4417, !noalias !4413
  store i64 %468, i64* %467, align 8, !dbg !4419, !tbaa !3341, !alias.scope !4413, !noalias !4417
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3670, metadata !DIExpression()) #17, !dbg !4446
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3676, metadata !DIExpression()) #17, !dbg !4448
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3684, metadata !DIExpression()) #17, !dbg !4450
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3689, metadata !DIExpression()) #17, !dbg !4452
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3694, metadata !DIExpression()) #17, !dbg !4454
  %469 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %465, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4456
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3902, metadata !DIExpression()) #17, !dbg !4457
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3903, metadata !DIExpression()) #17, !dbg !4457
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3894, metadata !DIExpression()) #17, !dbg !4458
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3895, metadata !DIExpression()) #17, !dbg !4458
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3885, metadata !DIExpression()) #17, !dbg !4459
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3670, metadata !DIExpression()) #17, !dbg !4460
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3676, metadata !DIExpression()) #17, !dbg !4462
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3684, metadata !DIExpression()) #17, !dbg !4464
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3689, metadata !DIExpression()) #17, !dbg !4466
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %465, metadata !3694, metadata !DIExpression()) #17, !dbg !4468
  call void @llvm.dbg.value(metadata %class.Shape** %469, metadata !3886, metadata !DIExpression()) #17, !dbg !4470
  store %class.Shape* null, %class.Shape** %469, align 8, !dbg !4428, !tbaa !3341, !alias.scope !4417, !noalias !4413
  %470 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %465, i64 1, !dbg !4471
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %470, metadata !3844, metadata !DIExpression()) #17, !dbg !4409
  %471 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %464, i64 1, !dbg !4472
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %471, metadata !3850, metadata !DIExpression()) #17, !dbg !4409
  %472 = icmp eq %"class.std::unique_ptr"* %470, %42, !dbg !4411
  br i1 %472, label %473, label %463, !dbg !4412, !llvm.loop !4473

473:                                              ; preds = %463, %458, %385
  %474 = phi %"class.std::unique_ptr"* [ %386, %385 ], [ %399, %458 ], [ %471, %463 ], !dbg !4409
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %474, metadata !3716, metadata !DIExpression()), !dbg !4341
  %475 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %474, i64 1, !dbg !4474
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %475, metadata !3716, metadata !DIExpression()), !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1357, metadata !DIExpression()) #17, !dbg !4475
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !4475
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %475, metadata !1359, metadata !DIExpression()) #17, !dbg !4475
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !4475
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3819, metadata !DIExpression()) #17, !dbg !4477
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !4477
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %475, metadata !3823, metadata !DIExpression()) #17, !dbg !4477
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !4477
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !4479
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3829, metadata !DIExpression()) #17, !dbg !4480
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !4480
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %475, metadata !3836, metadata !DIExpression()) #17, !dbg !4480
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !4480
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3844, metadata !DIExpression()) #17, !dbg !4482
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !4482
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %475, metadata !3848, metadata !DIExpression()) #17, !dbg !4482
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !4482
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %475, metadata !3850, metadata !DIExpression()) #17, !dbg !4482
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3960, metadata !DIExpression()), !dbg !4484
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !3963, metadata !DIExpression()), !dbg !4484
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %365), metadata !3964, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !4484
  %476 = icmp eq %"class.std::unique_ptr"* %362, null, !dbg !4486
  br i1 %476, label %479, label %477, !dbg !4487

477:                                              ; preds = %473
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3970, metadata !DIExpression()), !dbg !4488
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !3973, metadata !DIExpression()), !dbg !4488
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %365), metadata !3974, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !4488
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3977, metadata !DIExpression()) #17, !dbg !4490
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %362, metadata !3980, metadata !DIExpression()) #17, !dbg !4490
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %365), metadata !3981, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4490
  %478 = bitcast %"class.std::unique_ptr"* %362 to i8*, !dbg !4492
  tail call void @_ZdlPv(i8* noundef %478) #20, !dbg !4493
  br label %479, !dbg !4494

479:                                              ; preds = %477, %473
  store %"class.std::unique_ptr"* %386, %"class.std::unique_ptr"** %23, align 8, !dbg !4495, !tbaa !3734
  store %"class.std::unique_ptr"* %475, %"class.std::unique_ptr"** %21, align 8, !dbg !4496, !tbaa !3700
  %480 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %386, i64 %378, !dbg !4497
  store %"class.std::unique_ptr"* %480, %"class.std::unique_ptr"** %22, align 8, !dbg !4498, !tbaa !3607
  br label %650

481:                                              ; preds = %347
  %482 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %868, !dbg !3991

483:                                              ; preds = %380
  %484 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %489, !dbg !3991

485:                                              ; preds = %369
  %486 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  %487 = bitcast i8* %348 to void (%class.Shape*)***
  %488 = load void (%class.Shape*)**, void (%class.Shape*)*** %487, align 8, !dbg !4499, !tbaa !3425
  br label %489, !dbg !3991

489:                                              ; preds = %485, %483
  %490 = phi void (%class.Shape*)** [ bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to void (%class.Shape*)**), %483 ], [ %488, %485 ], !dbg !4499
  %491 = phi { i8*, i32 } [ %484, %483 ], [ %486, %485 ]
  %492 = bitcast i8* %348 to %class.Square*, !dbg !4281
  %493 = getelementptr %class.Square, %class.Square* %492, i64 0, i32 0, i32 0, !dbg !4502
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3885, metadata !DIExpression()) #17, !dbg !4503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()) #17, !dbg !4504
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()) #17, !dbg !4506
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()) #17, !dbg !4508
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()) #17, !dbg !4510
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()) #17, !dbg !4512
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3886, metadata !DIExpression()) #17, !dbg !4514
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3995, metadata !DIExpression()) #17, !dbg !4515
  call void @llvm.dbg.value(metadata %class.Shape* %493, metadata !3997, metadata !DIExpression()) #17, !dbg !4515
  %494 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %490, i64 1, !dbg !4499
  %495 = load void (%class.Shape*)*, void (%class.Shape*)** %494, align 8, !dbg !4499
  tail call void %495(%class.Shape* noundef nonnull align 8 dereferenceable(8) %493) #17, !dbg !4499
  br label %868, !dbg !4516

496:                                              ; preds = %41
  call void @llvm.dbg.value(metadata double %47, metadata !3447, metadata !DIExpression()), !dbg !3540
  call void @llvm.dbg.value(metadata double* undef, metadata !4517, metadata !DIExpression()), !dbg !4530
  call void @llvm.dbg.value(metadata double* undef, metadata !4525, metadata !DIExpression()), !dbg !4530
  call void @llvm.dbg.value(metadata double* undef, metadata !4526, metadata !DIExpression()), !dbg !4530
  %497 = invoke noalias noundef nonnull dereferenceable(32) i8* @_Znwm(i64 noundef 32) #18
          to label %498 unwind label %635, !dbg !4532

498:                                              ; preds = %496
  %499 = fadd double %47, 4.000000e+00, !dbg !4533
  %500 = insertelement <2 x double> poison, double %47, i64 0, !dbg !4534
  %501 = shufflevector <2 x double> %500, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !4534
  %502 = fadd <2 x double> %501, <double 2.000000e+00, double 3.000000e+00>, !dbg !4534
  %503 = bitcast i8* %497 to %class.Triangle*, !dbg !4532
  call void @llvm.dbg.value(metadata %class.Triangle* %503, metadata !4535, metadata !DIExpression()), !dbg !4541
  call void @llvm.dbg.value(metadata double undef, metadata !4538, metadata !DIExpression()), !dbg !4541
  call void @llvm.dbg.value(metadata double undef, metadata !4539, metadata !DIExpression()), !dbg !4541
  call void @llvm.dbg.value(metadata double %499, metadata !4540, metadata !DIExpression()), !dbg !4541
  %504 = getelementptr inbounds %class.Triangle, %class.Triangle* %503, i64 0, i32 0, i32 0, !dbg !4543
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV8Triangle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %504, align 8, !dbg !4543, !tbaa !3425, !noalias !4544
  %505 = getelementptr inbounds %class.Triangle, %class.Triangle* %503, i64 0, i32 1, !dbg !4547
  %506 = bitcast double* %505 to <2 x double>*, !dbg !4547
  store <2 x double> %502, <2 x double>* %506, align 8, !dbg !4547, !tbaa !4548, !noalias !4544
  %507 = getelementptr inbounds %class.Triangle, %class.Triangle* %503, i64 0, i32 3, !dbg !4549
  store double %499, double* %507, align 8, !dbg !4549, !tbaa !4550, !noalias !4544
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !4552, metadata !DIExpression()), !dbg !4560
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4559, metadata !DIExpression()), !dbg !4560
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3586, metadata !DIExpression()), !dbg !4562
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3589, metadata !DIExpression()), !dbg !4562
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3592, metadata !DIExpression()), !dbg !4564
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3602, metadata !DIExpression()), !dbg !4564
  %508 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %22, align 8, !dbg !4566, !tbaa !3607
  %509 = icmp eq %"class.std::unique_ptr"* %42, %508, !dbg !4567
  br i1 %509, label %515, label %510, !dbg !4568

510:                                              ; preds = %498
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !4569
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3619, metadata !DIExpression()), !dbg !4569
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !4569
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !4571
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3630, metadata !DIExpression()), !dbg !4571
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !4571
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3635, metadata !DIExpression()), !dbg !4573
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !4573
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3641, metadata !DIExpression()), !dbg !4575
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !4575
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3648, metadata !DIExpression()), !dbg !4577
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !4577
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3655, metadata !DIExpression()), !dbg !4579
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !4579
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3662, metadata !DIExpression()), !dbg !4581
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !4581
  %511 = bitcast %"class.std::unique_ptr"* %42 to i64*, !dbg !4583
  %512 = ptrtoint i8* %497 to i64, !dbg !4583
  store i64 %512, i64* %511, align 8, !dbg !4583, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !4584
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !4586
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !4588
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !4590
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !4592
  %513 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %21, align 8, !dbg !4594, !tbaa !3700
  %514 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %513, i64 1, !dbg !4594
  store %"class.std::unique_ptr"* %514, %"class.std::unique_ptr"** %21, align 8, !dbg !4594, !tbaa !3700
  br label %650, !dbg !4595

515:                                              ; preds = %498
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3702, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3708, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3709, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3719, metadata !DIExpression()), !dbg !4598
  call void @llvm.dbg.value(metadata i64 1, metadata !3722, metadata !DIExpression()), !dbg !4598
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), metadata !3723, metadata !DIExpression()), !dbg !4598
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4600
  %516 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %23, align 8, !dbg !4602, !tbaa !3734
  %517 = ptrtoint %"class.std::unique_ptr"* %516 to i64, !dbg !4603
  %518 = ptrtoint %"class.std::unique_ptr"* %42 to i64, !dbg !4603
  %519 = ptrtoint %"class.std::unique_ptr"* %516 to i64, !dbg !4603
  %520 = sub i64 %518, %519, !dbg !4603
  %521 = ashr exact i64 %520, 3, !dbg !4603
  %522 = icmp eq i64 %520, 9223372036854775800, !dbg !4604
  br i1 %522, label %523, label %525, !dbg !4605

523:                                              ; preds = %515
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0)) #19
          to label %524 unwind label %639, !dbg !4606

524:                                              ; preds = %523
  unreachable, !dbg !4606

525:                                              ; preds = %515
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4607
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4609
  call void @llvm.dbg.value(metadata i64* undef, metadata !3743, metadata !DIExpression()), !dbg !4611
  call void @llvm.dbg.value(metadata i64* undef, metadata !3751, metadata !DIExpression()), !dbg !4611
  %526 = icmp eq i64 %520, 0, !dbg !4613
  %527 = select i1 %526, i64 1, i64 %521, !dbg !4614
  %528 = add nsw i64 %527, %521, !dbg !4615
  call void @llvm.dbg.value(metadata i64 %528, metadata !3724, metadata !DIExpression()), !dbg !4598
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3727, metadata !DIExpression()), !dbg !4616
  %529 = icmp ult i64 %528, %521, !dbg !4618
  %530 = icmp ugt i64 %528, 1152921504606846975
  %531 = or i1 %529, %530, !dbg !4619
  %532 = select i1 %531, i64 1152921504606846975, i64 %528, !dbg !4619
  call void @llvm.dbg.value(metadata i64 %532, metadata !3710, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !3712, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3713, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata i64 %521, metadata !3714, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3764, metadata !DIExpression()), !dbg !4620
  call void @llvm.dbg.value(metadata i64 %532, metadata !3767, metadata !DIExpression()), !dbg !4620
  %533 = icmp eq i64 %532, 0, !dbg !4622
  br i1 %533, label %539, label %534, !dbg !4623

534:                                              ; preds = %525
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3772, metadata !DIExpression()), !dbg !4624
  call void @llvm.dbg.value(metadata i64 %532, metadata !3775, metadata !DIExpression()), !dbg !4624
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3778, metadata !DIExpression()), !dbg !4626
  call void @llvm.dbg.value(metadata i64 %532, metadata !3781, metadata !DIExpression()), !dbg !4626
  call void @llvm.dbg.value(metadata i8* null, metadata !3782, metadata !DIExpression()), !dbg !4626
  %535 = shl nuw nsw i64 %532, 3, !dbg !4628
  %536 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %535) #18
          to label %537 unwind label %637, !dbg !4629

537:                                              ; preds = %534
  %538 = bitcast i8* %536 to %"class.std::unique_ptr"*, !dbg !4630
  br label %539, !dbg !4623

539:                                              ; preds = %537, %525
  %540 = phi %"class.std::unique_ptr"* [ %538, %537 ], [ null, %525 ], !dbg !4623
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %540, metadata !3715, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %540, metadata !3716, metadata !DIExpression()), !dbg !4596
  %541 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %540, i64 %521, !dbg !4631
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()), !dbg !4632
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %541, metadata !3619, metadata !DIExpression()), !dbg !4632
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3620, metadata !DIExpression()), !dbg !4632
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()), !dbg !4634
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %541, metadata !3630, metadata !DIExpression()), !dbg !4634
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3631, metadata !DIExpression()), !dbg !4634
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %541, metadata !3635, metadata !DIExpression()), !dbg !4636
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3638, metadata !DIExpression()), !dbg !4636
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %541, metadata !3641, metadata !DIExpression()), !dbg !4638
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3644, metadata !DIExpression()), !dbg !4638
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %541, metadata !3648, metadata !DIExpression()), !dbg !4640
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3651, metadata !DIExpression()), !dbg !4640
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %541, metadata !3655, metadata !DIExpression()), !dbg !4642
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3658, metadata !DIExpression()), !dbg !4642
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %541, metadata !3662, metadata !DIExpression()), !dbg !4644
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3665, metadata !DIExpression()), !dbg !4644
  %542 = bitcast %"class.std::unique_ptr"* %541 to i64*, !dbg !4646
  %543 = ptrtoint i8* %497 to i64, !dbg !4646
  store i64 %543, i64* %542, align 8, !dbg !4646, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()), !dbg !4647
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()), !dbg !4649
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()), !dbg !4651
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()), !dbg !4653
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()), !dbg !4655
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* null, metadata !3716, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !1357, metadata !DIExpression()) #17, !dbg !4657
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !4657
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %540, metadata !1359, metadata !DIExpression()) #17, !dbg !4657
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !4657
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !3819, metadata !DIExpression()) #17, !dbg !4659
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !4659
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %540, metadata !3823, metadata !DIExpression()) #17, !dbg !4659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !4659
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !4661
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !3829, metadata !DIExpression()) #17, !dbg !4662
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !4662
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %540, metadata !3836, metadata !DIExpression()) #17, !dbg !4662
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !4662
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !3844, metadata !DIExpression()) #17, !dbg !4664
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !4664
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %540, metadata !3848, metadata !DIExpression()) #17, !dbg !4664
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !4664
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %540, metadata !3850, metadata !DIExpression()) #17, !dbg !4664
  %544 = icmp eq %"class.std::unique_ptr"* %516, %42, !dbg !4666
  br i1 %544, label %627, label %545, !dbg !4667

545:                                              ; preds = %539
  %546 = add i64 %44, -8, !dbg !4667
  %547 = sub i64 %546, %517, !dbg !4667
  %548 = lshr i64 %547, 3, !dbg !4667
  %549 = add nuw nsw i64 %548, 1, !dbg !4667
  %550 = icmp ult i64 %547, 24, !dbg !4667
  br i1 %550, label %614, label %551, !dbg !4667

551:                                              ; preds = %545
  %552 = and i64 %549, 4611686018427387900, !dbg !4667
  %553 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %540, i64 %552, !dbg !4667
  %554 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %516, i64 %552, !dbg !4667
  %555 = add nsw i64 %552, -4, !dbg !4667
  %556 = lshr exact i64 %555, 2, !dbg !4667
  %557 = add nuw nsw i64 %556, 1, !dbg !4667
  %558 = and i64 %557, 1, !dbg !4667
  %559 = icmp eq i64 %555, 0, !dbg !4667
  br i1 %559, label %595, label %560, !dbg !4667

560:                                              ; preds = %551
  %561 = and i64 %557, 9223372036854775806, !dbg !4667
  br label %562, !dbg !4667

562:                                              ; preds = %562, %560
  %563 = phi i64 [ 0, %560 ], [ %592, %562 ]
  %564 = phi i64 [ 0, %560 ], [ %593, %562 ]
  %565 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %540, i64 %563
  %566 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %516, i64 %563
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4668) #17, !dbg !4671
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4672) #17, !dbg !4671
  %567 = bitcast %"class.std::unique_ptr"* %566 to <2 x i64>*, !dbg !4674
  %568 = load <2 x i64>, <2 x i64>* %567, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %569 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %566, i64 2, !dbg !4674
  %570 = bitcast %"class.std::unique_ptr"* %569 to <2 x i64>*, !dbg !4674
  %571 = load <2 x i64>, <2 x i64>* %570, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %572 = bitcast %"class.std::unique_ptr"* %565 to <2 x i64>*, !dbg !4674
  store <2 x i64> %568, <2 x i64>* %572, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4668, !noalias !4672
  %573 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %565, i64 2, !dbg !4674
  %574 = bitcast %"class.std::unique_ptr"* %573 to <2 x i64>*, !dbg !4674
  store <2 x i64> %571, <2 x i64>* %574, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4668, !noalias !4672
  %575 = bitcast %"class.std::unique_ptr"* %566 to <2 x %class.Shape*>*, !dbg !4683
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %575, align 8, !dbg !4683, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %576 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %566, i64 2, !dbg !4683
  %577 = bitcast %"class.std::unique_ptr"* %576 to <2 x %class.Shape*>*, !dbg !4683
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %577, align 8, !dbg !4683, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %578 = or i64 %563, 4
  %579 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %540, i64 %578
  %580 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %516, i64 %578
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4687) #17, !dbg !4671
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4689) #17, !dbg !4671
  %581 = bitcast %"class.std::unique_ptr"* %580 to <2 x i64>*, !dbg !4674
  %582 = load <2 x i64>, <2 x i64>* %581, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4689, !noalias !4687
  %583 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %580, i64 2, !dbg !4674
  %584 = bitcast %"class.std::unique_ptr"* %583 to <2 x i64>*, !dbg !4674
  %585 = load <2 x i64>, <2 x i64>* %584, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4689, !noalias !4687
  %586 = bitcast %"class.std::unique_ptr"* %579 to <2 x i64>*, !dbg !4674
  store <2 x i64> %582, <2 x i64>* %586, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4687, !noalias !4689
  %587 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %579, i64 2, !dbg !4674
  %588 = bitcast %"class.std::unique_ptr"* %587 to <2 x i64>*, !dbg !4674
  store <2 x i64> %585, <2 x i64>* %588, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4687, !noalias !4689
  %589 = bitcast %"class.std::unique_ptr"* %580 to <2 x %class.Shape*>*, !dbg !4683
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %589, align 8, !dbg !4683, !tbaa !3341, !alias.scope !4689, !noalias !4687
  %590 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %580, i64 2, !dbg !4683
  %591 = bitcast %"class.std::unique_ptr"* %590 to <2 x %class.Shape*>*, !dbg !4683
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %591, align 8, !dbg !4683, !tbaa !3341, !alias.scope !4689, !noalias !4687
  %592 = add nuw i64 %563, 8
  %593 = add i64 %564, 2
  %594 = icmp eq i64 %593, %561
  br i1 %594, label %595, label %562, !llvm.loop !4691

595:                                              ; preds = %562, %551
  %596 = phi i64 [ 0, %551 ], [ %592, %562 ]
  %597 = icmp eq i64 %558, 0
  br i1 %597, label %612, label %598

598:                                              ; preds = %595
  %599 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %540, i64 %596
  %600 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %516, i64 %596
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4668) #17, !dbg !4671
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4672) #17, !dbg !4671
  %601 = bitcast %"class.std::unique_ptr"* %600 to <2 x i64>*, !dbg !4674
  %602 = load <2 x i64>, <2 x i64>* %601, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %603 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %600, i64 2, !dbg !4674
  %604 = bitcast %"class.std::unique_ptr"* %603 to <2 x i64>*, !dbg !4674
  %605 = load <2 x i64>, <2 x i64>* %604, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %606 = bitcast %"class.std::unique_ptr"* %599 to <2 x i64>*, !dbg !4674
  store <2 x i64> %602, <2 x i64>* %606, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4668, !noalias !4672
  %607 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %599, i64 2, !dbg !4674
  %608 = bitcast %"class.std::unique_ptr"* %607 to <2 x i64>*, !dbg !4674
  store <2 x i64> %605, <2 x i64>* %608, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4668, !noalias !4672
  %609 = bitcast %"class.std::unique_ptr"* %600 to <2 x %class.Shape*>*, !dbg !4683
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %609, align 8, !dbg !4683, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %610 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %600, i64 2, !dbg !4683
  %611 = bitcast %"class.std::unique_ptr"* %610 to <2 x %class.Shape*>*, !dbg !4683
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %611, align 8, !dbg !4683, !tbaa !3341, !alias.scope !4672, !noalias !4668
  br label %612, !dbg !4667

612:                                              ; preds = %595, %598
  %613 = icmp eq i64 %549, %552, !dbg !4667
  br i1 %613, label %627, label %614, !dbg !4667

614:                                              ; preds = %545, %612
  %615 = phi %"class.std::unique_ptr"* [ %540, %545 ], [ %553, %612 ]
  %616 = phi %"class.std::unique_ptr"* [ %516, %545 ], [ %554, %612 ]
  br label %617, !dbg !4667

617:                                              ; preds = %614, %617
  %618 = phi %"class.std::unique_ptr"* [ %625, %617 ], [ %615, %614 ]
  %619 = phi %"class.std::unique_ptr"* [ %624, %617 ], [ %616, %614 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3850, metadata !DIExpression()) #17, !dbg !4664
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3844, metadata !DIExpression()) #17, !dbg !4664
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4668) #17, !dbg !4671
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4672) #17, !dbg !4671
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3876, metadata !DIExpression()) #17, !dbg !4693
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3877, metadata !DIExpression()) #17, !dbg !4693
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3878, metadata !DIExpression()) #17, !dbg !4693
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3611, metadata !DIExpression()) #17, !dbg !4694
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3619, metadata !DIExpression()) #17, !dbg !4694
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3620, metadata !DIExpression()) #17, !dbg !4694
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3624, metadata !DIExpression()) #17, !dbg !4695
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3630, metadata !DIExpression()) #17, !dbg !4695
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3631, metadata !DIExpression()) #17, !dbg !4695
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3635, metadata !DIExpression()) #17, !dbg !4696
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3638, metadata !DIExpression()) #17, !dbg !4696
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3641, metadata !DIExpression()) #17, !dbg !4697
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3644, metadata !DIExpression()) #17, !dbg !4697
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3648, metadata !DIExpression()) #17, !dbg !4698
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3651, metadata !DIExpression()) #17, !dbg !4698
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3655, metadata !DIExpression()) #17, !dbg !4699
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3658, metadata !DIExpression()) #17, !dbg !4699
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %618, metadata !3662, metadata !DIExpression()) #17, !dbg !4700
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3665, metadata !DIExpression()) #17, !dbg !4700
  %620 = bitcast %"class.std::unique_ptr"* %619 to i64*, !dbg !4674
  %621 = bitcast %"class.std::unique_ptr"* %618 to i64*, !dbg !4674
  %622 = load i64, i64* %620, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4672, !noalias !4668
  store i64 %622, i64* %621, align 8, !dbg !4674, !tbaa !3341, !alias.scope !4668, !noalias !4672
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3670, metadata !DIExpression()) #17, !dbg !4701
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3676, metadata !DIExpression()) #17, !dbg !4703
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3684, metadata !DIExpression()) #17, !dbg !4705
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3689, metadata !DIExpression()) #17, !dbg !4707
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3694, metadata !DIExpression()) #17, !dbg !4709
  %623 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %619, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4711
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3902, metadata !DIExpression()) #17, !dbg !4712
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3903, metadata !DIExpression()) #17, !dbg !4712
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3894, metadata !DIExpression()) #17, !dbg !4713
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3895, metadata !DIExpression()) #17, !dbg !4713
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3885, metadata !DIExpression()) #17, !dbg !4714
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3670, metadata !DIExpression()) #17, !dbg !4715
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3676, metadata !DIExpression()) #17, !dbg !4717
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3684, metadata !DIExpression()) #17, !dbg !4719
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3689, metadata !DIExpression()) #17, !dbg !4721
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %619, metadata !3694, metadata !DIExpression()) #17, !dbg !4723
  call void @llvm.dbg.value(metadata %class.Shape** %623, metadata !3886, metadata !DIExpression()) #17, !dbg !4725
  store %class.Shape* null, %class.Shape** %623, align 8, !dbg !4683, !tbaa !3341, !alias.scope !4672, !noalias !4668
  %624 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %619, i64 1, !dbg !4726
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %624, metadata !3844, metadata !DIExpression()) #17, !dbg !4664
  %625 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %618, i64 1, !dbg !4727
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %625, metadata !3850, metadata !DIExpression()) #17, !dbg !4664
  %626 = icmp eq %"class.std::unique_ptr"* %624, %42, !dbg !4666
  br i1 %626, label %627, label %617, !dbg !4667, !llvm.loop !4728

627:                                              ; preds = %617, %612, %539
  %628 = phi %"class.std::unique_ptr"* [ %540, %539 ], [ %553, %612 ], [ %625, %617 ], !dbg !4664
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %628, metadata !3716, metadata !DIExpression()), !dbg !4596
  %629 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %628, i64 1, !dbg !4729
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %629, metadata !3716, metadata !DIExpression()), !dbg !4596
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1357, metadata !DIExpression()) #17, !dbg !4730
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !1358, metadata !DIExpression()) #17, !dbg !4730
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %629, metadata !1359, metadata !DIExpression()) #17, !dbg !4730
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !1360, metadata !DIExpression()) #17, !dbg !4730
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3819, metadata !DIExpression()) #17, !dbg !4732
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3822, metadata !DIExpression()) #17, !dbg !4732
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %629, metadata !3823, metadata !DIExpression()) #17, !dbg !4732
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3824, metadata !DIExpression()) #17, !dbg !4732
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !3825, metadata !DIExpression()) #17, !dbg !4734
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3829, metadata !DIExpression()) #17, !dbg !4735
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3835, metadata !DIExpression()) #17, !dbg !4735
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %629, metadata !3836, metadata !DIExpression()) #17, !dbg !4735
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3837, metadata !DIExpression()) #17, !dbg !4735
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3844, metadata !DIExpression()) #17, !dbg !4737
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %42, metadata !3847, metadata !DIExpression()) #17, !dbg !4737
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %629, metadata !3848, metadata !DIExpression()) #17, !dbg !4737
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3849, metadata !DIExpression()) #17, !dbg !4737
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %629, metadata !3850, metadata !DIExpression()) #17, !dbg !4737
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3960, metadata !DIExpression()), !dbg !4739
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !3963, metadata !DIExpression()), !dbg !4739
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %519), metadata !3964, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !4739
  %630 = icmp eq %"class.std::unique_ptr"* %516, null, !dbg !4741
  br i1 %630, label %633, label %631, !dbg !4742

631:                                              ; preds = %627
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3970, metadata !DIExpression()), !dbg !4743
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !3973, metadata !DIExpression()), !dbg !4743
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %519), metadata !3974, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !4743
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3977, metadata !DIExpression()) #17, !dbg !4745
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %516, metadata !3980, metadata !DIExpression()) #17, !dbg !4745
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %519), metadata !3981, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4745
  %632 = bitcast %"class.std::unique_ptr"* %516 to i8*, !dbg !4747
  tail call void @_ZdlPv(i8* noundef %632) #20, !dbg !4748
  br label %633, !dbg !4749

633:                                              ; preds = %631, %627
  store %"class.std::unique_ptr"* %540, %"class.std::unique_ptr"** %23, align 8, !dbg !4750, !tbaa !3734
  store %"class.std::unique_ptr"* %629, %"class.std::unique_ptr"** %21, align 8, !dbg !4751, !tbaa !3700
  %634 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %540, i64 %532, !dbg !4752
  store %"class.std::unique_ptr"* %634, %"class.std::unique_ptr"** %22, align 8, !dbg !4753, !tbaa !3607
  br label %650

635:                                              ; preds = %496
  %636 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %868, !dbg !3991

637:                                              ; preds = %534
  %638 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  br label %643, !dbg !3991

639:                                              ; preds = %523
  %640 = landingpad { i8*, i32 }
          cleanup, !dbg !3991
  %641 = bitcast i8* %497 to void (%class.Shape*)***
  %642 = load void (%class.Shape*)**, void (%class.Shape*)*** %641, align 8, !dbg !4754, !tbaa !3425
  br label %643, !dbg !3991

643:                                              ; preds = %639, %637
  %644 = phi void (%class.Shape*)** [ bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV8Triangle, i64 0, inrange i32 0, i64 2) to void (%class.Shape*)**), %637 ], [ %642, %639 ], !dbg !4754
  %645 = phi { i8*, i32 } [ %638, %637 ], [ %640, %639 ]
  %646 = bitcast i8* %497 to %class.Triangle*, !dbg !4532
  %647 = getelementptr %class.Triangle, %class.Triangle* %646, i64 0, i32 0, !dbg !4757
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3885, metadata !DIExpression()) #17, !dbg !4758
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3670, metadata !DIExpression()) #17, !dbg !4759
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3676, metadata !DIExpression()) #17, !dbg !4761
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3684, metadata !DIExpression()) #17, !dbg !4763
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3689, metadata !DIExpression()) #17, !dbg !4765
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3694, metadata !DIExpression()) #17, !dbg !4767
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3886, metadata !DIExpression()) #17, !dbg !4769
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* undef, metadata !3995, metadata !DIExpression()) #17, !dbg !4770
  call void @llvm.dbg.value(metadata %class.Shape* %647, metadata !3997, metadata !DIExpression()) #17, !dbg !4770
  %648 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %644, i64 1, !dbg !4754
  %649 = load void (%class.Shape*)*, void (%class.Shape*)** %648, align 8, !dbg !4754
  tail call void %649(%class.Shape* noundef nonnull align 8 dereferenceable(8) %647) #17, !dbg !4754
  br label %868, !dbg !4771

650:                                              ; preds = %510, %633, %356, %479, %207, %330, %57, %180
  %651 = phi %"class.std::unique_ptr"* [ %514, %510 ], [ %629, %633 ], [ %360, %356 ], [ %475, %479 ], [ %211, %207 ], [ %326, %330 ], [ %61, %57 ], [ %176, %180 ]
  %652 = add nuw nsw i32 %43, 1, !dbg !4772
  call void @llvm.dbg.value(metadata i32 %652, metadata !3445, metadata !DIExpression()), !dbg !3491
  %653 = icmp eq i32 %652, %20, !dbg !3497
  br i1 %653, label %24, label %41, !dbg !3492, !llvm.loop !4773

654:                                              ; preds = %12, %24
  %655 = phi %"class.std::unique_ptr"* [ %25, %24 ], [ null, %12 ]
  %656 = phi %"class.std::unique_ptr"* [ %651, %24 ], [ null, %12 ]
  call void @llvm.dbg.value(metadata double %38, metadata !3450, metadata !DIExpression()), !dbg !3461
  %657 = bitcast [4 x i32]* %8 to i8*, !dbg !4775
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %657) #17, !dbg !4775
  call void @llvm.dbg.declare(metadata [4 x i32]* %8, metadata !3451, metadata !DIExpression()), !dbg !4776
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %657, i8 0, i64 16, i1 false), !dbg !4776
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3454, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %651, metadata !3457, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %25, metadata !3456, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4778, metadata !DIExpression()), !dbg !4785
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4784, metadata !DIExpression()), !dbg !4785
  br label %719, !dbg !4787

658:                                              ; preds = %37
  call void @llvm.dbg.value(metadata double %38, metadata !3450, metadata !DIExpression()), !dbg !3461
  %659 = bitcast [4 x i32]* %8 to i8*, !dbg !4775
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %659) #17, !dbg !4775
  call void @llvm.dbg.declare(metadata [4 x i32]* %8, metadata !3451, metadata !DIExpression()), !dbg !4776
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %659, i8 0, i64 16, i1 false), !dbg !4776
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3454, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %651, metadata !3457, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %25, metadata !3456, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4778, metadata !DIExpression()), !dbg !4785
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4784, metadata !DIExpression()), !dbg !4785
  br i1 %26, label %719, label %677, !dbg !4787

660:                                              ; preds = %715
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3316, metadata !DIExpression()), !dbg !4788
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !4788
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3318, metadata !DIExpression()), !dbg !4790
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3326, metadata !DIExpression()), !dbg !4791
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !4793
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3336, metadata !DIExpression()), !dbg !4793
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %25, metadata !3320, metadata !DIExpression()), !dbg !4790
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !4795
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3336, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !4795
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %651, metadata !3321, metadata !DIExpression()), !dbg !4790
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !4798
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !4798
  br i1 %26, label %719, label %661, !dbg !4800

661:                                              ; preds = %660, %671
  %662 = phi double [ %672, %671 ], [ 0.000000e+00, %660 ]
  %663 = phi %"class.std::unique_ptr"* [ %673, %671 ], [ %25, %660 ]
  call void @llvm.dbg.value(metadata double %662, metadata !3317, metadata !DIExpression()), !dbg !4788
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3320, metadata !DIExpression()), !dbg !4790
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3322, metadata !DIExpression()), !dbg !4801
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3367, metadata !DIExpression()), !dbg !4802
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3372, metadata !DIExpression()), !dbg !4804
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3377, metadata !DIExpression()), !dbg !4806
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3383, metadata !DIExpression()), !dbg !4808
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3405, metadata !DIExpression()), !dbg !4810
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3412, metadata !DIExpression()), !dbg !4812
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %663, metadata !3417, metadata !DIExpression()), !dbg !4814
  %664 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %663, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4816
  %665 = load %class.Shape*, %class.Shape** %664, align 8, !dbg !4817, !tbaa !3341
  %666 = bitcast %class.Shape* %665 to double (%class.Shape*)***, !dbg !4818
  %667 = load double (%class.Shape*)**, double (%class.Shape*)*** %666, align 8, !dbg !4818, !tbaa !3425
  %668 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %667, i64 2, !dbg !4818
  %669 = load double (%class.Shape*)*, double (%class.Shape*)** %668, align 8, !dbg !4818
  %670 = invoke noundef double %669(%class.Shape* noundef nonnull align 8 dereferenceable(8) %665)
          to label %671 unwind label %861, !dbg !4818

671:                                              ; preds = %661
  %672 = fadd double %662, %670, !dbg !4819
  call void @llvm.dbg.value(metadata double %672, metadata !3317, metadata !DIExpression()), !dbg !4788
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3428, metadata !DIExpression()), !dbg !4820
  %673 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %663, i64 1, !dbg !4822
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %673, metadata !3320, metadata !DIExpression()), !dbg !4790
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !4798
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !4798
  %674 = icmp eq %"class.std::unique_ptr"* %673, %651, !dbg !4823
  br i1 %674, label %719, label %661, !dbg !4800, !llvm.loop !4824

675:                                              ; preds = %27
  %676 = landingpad { i8*, i32 }
          cleanup, !dbg !4827
  br label %868, !dbg !4827

677:                                              ; preds = %658, %715
  %678 = phi double [ %716, %715 ], [ 0.000000e+00, %658 ]
  %679 = phi %"class.std::unique_ptr"* [ %717, %715 ], [ %25, %658 ]
  call void @llvm.dbg.value(metadata double %678, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3456, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3458, metadata !DIExpression()), !dbg !4828
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3367, metadata !DIExpression()), !dbg !4829
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3372, metadata !DIExpression()), !dbg !4832
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3377, metadata !DIExpression()), !dbg !4834
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3383, metadata !DIExpression()), !dbg !4836
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3405, metadata !DIExpression()), !dbg !4838
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3412, metadata !DIExpression()), !dbg !4840
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3417, metadata !DIExpression()), !dbg !4842
  %680 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %679, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4844
  %681 = load %class.Shape*, %class.Shape** %680, align 8, !dbg !4845, !tbaa !3341
  %682 = bitcast %class.Shape* %681 to i32 (%class.Shape*)***, !dbg !4846
  %683 = load i32 (%class.Shape*)**, i32 (%class.Shape*)*** %682, align 8, !dbg !4846, !tbaa !3425
  %684 = getelementptr inbounds i32 (%class.Shape*)*, i32 (%class.Shape*)** %683, i64 5, !dbg !4846
  %685 = load i32 (%class.Shape*)*, i32 (%class.Shape*)** %684, align 8, !dbg !4846
  %686 = invoke noundef i32 %685(%class.Shape* noundef nonnull align 8 dereferenceable(8) %681)
          to label %687 unwind label %706, !dbg !4846

687:                                              ; preds = %677
  %688 = sext i32 %686 to i64, !dbg !4847
  %689 = getelementptr inbounds [4 x i32], [4 x i32]* %8, i64 0, i64 %688, !dbg !4847
  %690 = load i32, i32* %689, align 4, !dbg !4848, !tbaa !4849
  %691 = add nsw i32 %690, 1, !dbg !4848
  store i32 %691, i32* %689, align 4, !dbg !4848, !tbaa !4849
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3367, metadata !DIExpression()), !dbg !4851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3372, metadata !DIExpression()), !dbg !4854
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3377, metadata !DIExpression()), !dbg !4856
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3383, metadata !DIExpression()), !dbg !4858
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3405, metadata !DIExpression()), !dbg !4860
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3412, metadata !DIExpression()), !dbg !4862
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3417, metadata !DIExpression()), !dbg !4864
  %692 = load %class.Shape*, %class.Shape** %680, align 8, !dbg !4866, !tbaa !3341
  %693 = bitcast %class.Shape* %692 to double (%class.Shape*)***, !dbg !4867
  %694 = load double (%class.Shape*)**, double (%class.Shape*)*** %693, align 8, !dbg !4867, !tbaa !3425
  %695 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %694, i64 3, !dbg !4867
  %696 = load double (%class.Shape*)*, double (%class.Shape*)** %695, align 8, !dbg !4867
  %697 = invoke noundef double %696(%class.Shape* noundef nonnull align 8 dereferenceable(8) %692)
          to label %698 unwind label %706, !dbg !4867

698:                                              ; preds = %687
  %699 = fcmp ogt double %697, 2.000000e+01, !dbg !4868
  br i1 %699, label %700, label %708, !dbg !4869

700:                                              ; preds = %698
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3367, metadata !DIExpression()), !dbg !4870
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3372, metadata !DIExpression()), !dbg !4872
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3377, metadata !DIExpression()), !dbg !4874
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3383, metadata !DIExpression()), !dbg !4876
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3405, metadata !DIExpression()), !dbg !4878
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3412, metadata !DIExpression()), !dbg !4880
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3417, metadata !DIExpression()), !dbg !4882
  %701 = load %class.Shape*, %class.Shape** %680, align 8, !dbg !4884, !tbaa !3341
  %702 = bitcast %class.Shape* %701 to void (%class.Shape*, double)***, !dbg !4885
  %703 = load void (%class.Shape*, double)**, void (%class.Shape*, double)*** %702, align 8, !dbg !4885, !tbaa !3425
  %704 = getelementptr inbounds void (%class.Shape*, double)*, void (%class.Shape*, double)** %703, i64 4, !dbg !4885
  %705 = load void (%class.Shape*, double)*, void (%class.Shape*, double)** %704, align 8, !dbg !4885
  invoke void %705(%class.Shape* noundef nonnull align 8 dereferenceable(8) %701, double noundef 5.000000e-01)
          to label %708 unwind label %706, !dbg !4885

706:                                              ; preds = %708, %700, %687, %677
  %707 = landingpad { i8*, i32 }
          cleanup, !dbg !4886
  br label %865, !dbg !4787

708:                                              ; preds = %700, %698
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3367, metadata !DIExpression()), !dbg !4887
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3372, metadata !DIExpression()), !dbg !4889
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3377, metadata !DIExpression()), !dbg !4891
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3383, metadata !DIExpression()), !dbg !4893
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3405, metadata !DIExpression()), !dbg !4895
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3412, metadata !DIExpression()), !dbg !4897
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %679, metadata !3417, metadata !DIExpression()), !dbg !4899
  %709 = load %class.Shape*, %class.Shape** %680, align 8, !dbg !4901, !tbaa !3341
  %710 = bitcast %class.Shape* %709 to double (%class.Shape*)***, !dbg !4902
  %711 = load double (%class.Shape*)**, double (%class.Shape*)*** %710, align 8, !dbg !4902, !tbaa !3425
  %712 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %711, i64 3, !dbg !4902
  %713 = load double (%class.Shape*)*, double (%class.Shape*)** %712, align 8, !dbg !4902
  %714 = invoke noundef double %713(%class.Shape* noundef nonnull align 8 dereferenceable(8) %709)
          to label %715 unwind label %706, !dbg !4902

715:                                              ; preds = %708
  %716 = fadd double %678, %714, !dbg !4903
  call void @llvm.dbg.value(metadata double %716, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4904, metadata !DIExpression()), !dbg !4908
  %717 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %679, i64 1, !dbg !4910
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %717, metadata !3456, metadata !DIExpression()), !dbg !4777
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4778, metadata !DIExpression()), !dbg !4785
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4784, metadata !DIExpression()), !dbg !4785
  %718 = icmp eq %"class.std::unique_ptr"* %717, %651, !dbg !4911
  br i1 %718, label %660, label %677, !dbg !4787, !llvm.loop !4912

719:                                              ; preds = %671, %654, %658, %660
  %720 = phi double [ %716, %660 ], [ 0.000000e+00, %658 ], [ 0.000000e+00, %654 ], [ %716, %671 ]
  %721 = phi i1 [ true, %660 ], [ true, %658 ], [ true, %654 ], [ %26, %671 ]
  %722 = phi %"class.std::unique_ptr"* [ %25, %660 ], [ %25, %658 ], [ %655, %654 ], [ %25, %671 ]
  %723 = phi double [ %38, %660 ], [ %38, %658 ], [ 0.000000e+00, %654 ], [ %38, %671 ]
  %724 = phi %"class.std::unique_ptr"* [ %651, %660 ], [ %651, %658 ], [ %656, %654 ], [ %651, %671 ]
  %725 = phi double [ 0.000000e+00, %660 ], [ 0.000000e+00, %658 ], [ 0.000000e+00, %654 ], [ %672, %671 ], !dbg !4788
  %726 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 0
  %727 = bitcast [4 x i32]* %8 to i8*
  call void @llvm.dbg.value(metadata double %725, metadata !3460, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4915, metadata !DIExpression()), !dbg !4933
  %728 = load i8*, i8** bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8**), align 8, !dbg !4935, !tbaa !3425
  %729 = getelementptr i8, i8* %728, i64 -24, !dbg !4935
  %730 = bitcast i8* %729 to i64*, !dbg !4935
  %731 = load i64, i64* %730, align 8, !dbg !4935
  %732 = getelementptr inbounds i8, i8* bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8*), i64 %731, !dbg !4935
  call void @llvm.dbg.value(metadata i8* %732, metadata !4936, metadata !DIExpression()), !dbg !4939
  call void @llvm.dbg.value(metadata i8* %732, metadata !4941, metadata !DIExpression()), !dbg !4953
  call void @llvm.dbg.value(metadata i32 4, metadata !4949, metadata !DIExpression()), !dbg !4953
  call void @llvm.dbg.value(metadata i32 260, metadata !4950, metadata !DIExpression()), !dbg !4953
  %733 = getelementptr inbounds i8, i8* %732, i64 24, !dbg !4955
  %734 = bitcast i8* %733 to i32*, !dbg !4955
  %735 = load i32, i32* %734, align 8, !dbg !4955, !tbaa !4956
  call void @llvm.dbg.value(metadata i32 %735, metadata !4951, metadata !DIExpression()), !dbg !4953
  call void @llvm.dbg.value(metadata i32* %734, metadata !4963, metadata !DIExpression()), !dbg !4972
  call void @llvm.dbg.value(metadata i32 -261, metadata !4971, metadata !DIExpression()), !dbg !4972
  call void @llvm.dbg.value(metadata i32 %735, metadata !4974, metadata !DIExpression()), !dbg !4980
  call void @llvm.dbg.value(metadata i32 -261, metadata !4979, metadata !DIExpression()), !dbg !4980
  %736 = and i32 %735, -261, !dbg !4982
  call void @llvm.dbg.value(metadata i32 4, metadata !4974, metadata !DIExpression()), !dbg !4983
  call void @llvm.dbg.value(metadata i32 260, metadata !4979, metadata !DIExpression()), !dbg !4983
  call void @llvm.dbg.value(metadata i32* %734, metadata !4985, metadata !DIExpression()), !dbg !4989
  call void @llvm.dbg.value(metadata i32 4, metadata !4988, metadata !DIExpression()), !dbg !4989
  call void @llvm.dbg.value(metadata i32 %736, metadata !4991, metadata !DIExpression()), !dbg !4995
  call void @llvm.dbg.value(metadata i32 4, metadata !4994, metadata !DIExpression()), !dbg !4995
  %737 = or i32 %736, 4, !dbg !4997
  store i32 %737, i32* %734, align 8, !dbg !4998, !tbaa !4999
  call void @llvm.dbg.value(metadata i32 4, metadata !5000, metadata !DIExpression()), !dbg !5065
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !5010, metadata !DIExpression()), !dbg !5065
  %738 = load i64, i64* %730, align 8, !dbg !5067
  %739 = getelementptr inbounds i8, i8* bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8*), i64 %738, !dbg !5067
  call void @llvm.dbg.value(metadata i8* %739, metadata !5068, metadata !DIExpression()), !dbg !5076
  call void @llvm.dbg.value(metadata i64 4, metadata !5074, metadata !DIExpression()), !dbg !5076
  %740 = getelementptr inbounds i8, i8* %739, i64 8, !dbg !5078
  %741 = bitcast i8* %740 to i64*, !dbg !5078
  call void @llvm.dbg.value(metadata i64 undef, metadata !5075, metadata !DIExpression()), !dbg !5076
  store i64 4, i64* %741, align 8, !dbg !5079, !tbaa !5080
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !5081, metadata !DIExpression()), !dbg !5088
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), metadata !5086, metadata !DIExpression()), !dbg !5088
  %742 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef 7)
          to label %743 unwind label %863, !dbg !5090

743:                                              ; preds = %719
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !5092, metadata !DIExpression()), !dbg !5099
  call void @llvm.dbg.value(metadata double %38, metadata !5098, metadata !DIExpression()), !dbg !5099
  %744 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, double noundef %723)
          to label %745 unwind label %863, !dbg !5101

745:                                              ; preds = %743
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %744, metadata !5081, metadata !DIExpression()), !dbg !5102
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), metadata !5086, metadata !DIExpression()), !dbg !5102
  %746 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %744, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i64 noundef 7)
          to label %747 unwind label %863, !dbg !5104

747:                                              ; preds = %745
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %744, metadata !5092, metadata !DIExpression()), !dbg !5105
  call void @llvm.dbg.value(metadata double %725, metadata !5098, metadata !DIExpression()), !dbg !5105
  %748 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %744, double noundef %725)
          to label %749 unwind label %863, !dbg !5107

749:                                              ; preds = %747
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %748, metadata !5081, metadata !DIExpression()), !dbg !5108
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), metadata !5086, metadata !DIExpression()), !dbg !5108
  %750 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %748, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef 11)
          to label %751 unwind label %863, !dbg !5110

751:                                              ; preds = %749
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %748, metadata !5092, metadata !DIExpression()), !dbg !5111
  call void @llvm.dbg.value(metadata double %716, metadata !5098, metadata !DIExpression()), !dbg !5111
  %752 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %748, double noundef %720)
          to label %753 unwind label %863, !dbg !5113

753:                                              ; preds = %751
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %752, metadata !5081, metadata !DIExpression()), !dbg !5114
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), metadata !5086, metadata !DIExpression()), !dbg !5114
  %754 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %752, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i64 noundef 7)
          to label %755 unwind label %863, !dbg !5116

755:                                              ; preds = %753
  %756 = getelementptr inbounds [4 x i32], [4 x i32]* %8, i64 0, i64 0, !dbg !5117
  %757 = load i32, i32* %756, align 16, !dbg !5117, !tbaa !4849
  %758 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %752, i32 noundef %757)
          to label %759 unwind label %863, !dbg !5118

759:                                              ; preds = %755
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %6), !dbg !5119
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %758, metadata !5124, metadata !DIExpression()), !dbg !5119
  call void @llvm.dbg.value(metadata i8 32, metadata !5125, metadata !DIExpression()), !dbg !5119
  store i8 32, i8* %6, align 1, !tbaa !5127
  %760 = bitcast %"class.std::basic_ostream"* %758 to i8**, !dbg !5128
  %761 = load i8*, i8** %760, align 8, !dbg !5128, !tbaa !3425
  %762 = getelementptr i8, i8* %761, i64 -24, !dbg !5128
  %763 = bitcast i8* %762 to i64*, !dbg !5128
  %764 = load i64, i64* %763, align 8, !dbg !5128
  %765 = bitcast %"class.std::basic_ostream"* %758 to i8*, !dbg !5128
  %766 = getelementptr inbounds i8, i8* %765, i64 %764, !dbg !5128
  call void @llvm.dbg.value(metadata i8* %766, metadata !5130, metadata !DIExpression()), !dbg !5139
  %767 = getelementptr inbounds i8, i8* %766, i64 16, !dbg !5141
  %768 = bitcast i8* %767 to i64*, !dbg !5141
  %769 = load i64, i64* %768, align 8, !dbg !5141, !tbaa !5142
  %770 = icmp eq i64 %769, 0, !dbg !5143
  br i1 %770, label %773, label %771, !dbg !5144

771:                                              ; preds = %759
  call void @llvm.dbg.value(metadata i8* %6, metadata !5125, metadata !DIExpression(DW_OP_deref)), !dbg !5119
  %772 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %758, i8* noundef nonnull %6, i64 noundef 1)
          to label %775 unwind label %863, !dbg !5145

773:                                              ; preds = %759
  call void @llvm.dbg.value(metadata i8 32, metadata !5125, metadata !DIExpression()), !dbg !5119
  %774 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %758, i8 noundef signext 32)
          to label %775 unwind label %863, !dbg !5146

775:                                              ; preds = %771, %773
  %776 = phi %"class.std::basic_ostream"* [ %772, %771 ], [ %758, %773 ], !dbg !5119
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %6), !dbg !5147
  %777 = getelementptr inbounds [4 x i32], [4 x i32]* %8, i64 0, i64 1, !dbg !5148
  %778 = load i32, i32* %777, align 4, !dbg !5148, !tbaa !4849
  %779 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %776, i32 noundef %778)
          to label %780 unwind label %863, !dbg !5149

780:                                              ; preds = %775
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %5), !dbg !5150
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %779, metadata !5124, metadata !DIExpression()), !dbg !5150
  call void @llvm.dbg.value(metadata i8 32, metadata !5125, metadata !DIExpression()), !dbg !5150
  store i8 32, i8* %5, align 1, !tbaa !5127
  %781 = bitcast %"class.std::basic_ostream"* %779 to i8**, !dbg !5152
  %782 = load i8*, i8** %781, align 8, !dbg !5152, !tbaa !3425
  %783 = getelementptr i8, i8* %782, i64 -24, !dbg !5152
  %784 = bitcast i8* %783 to i64*, !dbg !5152
  %785 = load i64, i64* %784, align 8, !dbg !5152
  %786 = bitcast %"class.std::basic_ostream"* %779 to i8*, !dbg !5152
  %787 = getelementptr inbounds i8, i8* %786, i64 %785, !dbg !5152
  call void @llvm.dbg.value(metadata i8* %787, metadata !5130, metadata !DIExpression()), !dbg !5153
  %788 = getelementptr inbounds i8, i8* %787, i64 16, !dbg !5155
  %789 = bitcast i8* %788 to i64*, !dbg !5155
  %790 = load i64, i64* %789, align 8, !dbg !5155, !tbaa !5142
  %791 = icmp eq i64 %790, 0, !dbg !5156
  br i1 %791, label %794, label %792, !dbg !5157

792:                                              ; preds = %780
  call void @llvm.dbg.value(metadata i8* %5, metadata !5125, metadata !DIExpression(DW_OP_deref)), !dbg !5150
  %793 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %779, i8* noundef nonnull %5, i64 noundef 1)
          to label %796 unwind label %863, !dbg !5158

794:                                              ; preds = %780
  call void @llvm.dbg.value(metadata i8 32, metadata !5125, metadata !DIExpression()), !dbg !5150
  %795 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %779, i8 noundef signext 32)
          to label %796 unwind label %863, !dbg !5159

796:                                              ; preds = %792, %794
  %797 = phi %"class.std::basic_ostream"* [ %793, %792 ], [ %779, %794 ], !dbg !5150
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %5), !dbg !5160
  %798 = getelementptr inbounds [4 x i32], [4 x i32]* %8, i64 0, i64 2, !dbg !5161
  %799 = load i32, i32* %798, align 8, !dbg !5161, !tbaa !4849
  %800 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %797, i32 noundef %799)
          to label %801 unwind label %863, !dbg !5162

801:                                              ; preds = %796
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %4), !dbg !5163
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %800, metadata !5124, metadata !DIExpression()), !dbg !5163
  call void @llvm.dbg.value(metadata i8 32, metadata !5125, metadata !DIExpression()), !dbg !5163
  store i8 32, i8* %4, align 1, !tbaa !5127
  %802 = bitcast %"class.std::basic_ostream"* %800 to i8**, !dbg !5165
  %803 = load i8*, i8** %802, align 8, !dbg !5165, !tbaa !3425
  %804 = getelementptr i8, i8* %803, i64 -24, !dbg !5165
  %805 = bitcast i8* %804 to i64*, !dbg !5165
  %806 = load i64, i64* %805, align 8, !dbg !5165
  %807 = bitcast %"class.std::basic_ostream"* %800 to i8*, !dbg !5165
  %808 = getelementptr inbounds i8, i8* %807, i64 %806, !dbg !5165
  call void @llvm.dbg.value(metadata i8* %808, metadata !5130, metadata !DIExpression()), !dbg !5166
  %809 = getelementptr inbounds i8, i8* %808, i64 16, !dbg !5168
  %810 = bitcast i8* %809 to i64*, !dbg !5168
  %811 = load i64, i64* %810, align 8, !dbg !5168, !tbaa !5142
  %812 = icmp eq i64 %811, 0, !dbg !5169
  br i1 %812, label %815, label %813, !dbg !5170

813:                                              ; preds = %801
  call void @llvm.dbg.value(metadata i8* %4, metadata !5125, metadata !DIExpression(DW_OP_deref)), !dbg !5163
  %814 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %800, i8* noundef nonnull %4, i64 noundef 1)
          to label %817 unwind label %863, !dbg !5171

815:                                              ; preds = %801
  call void @llvm.dbg.value(metadata i8 32, metadata !5125, metadata !DIExpression()), !dbg !5163
  %816 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %800, i8 noundef signext 32)
          to label %817 unwind label %863, !dbg !5172

817:                                              ; preds = %813, %815
  %818 = phi %"class.std::basic_ostream"* [ %814, %813 ], [ %800, %815 ], !dbg !5163
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %4), !dbg !5173
  %819 = getelementptr inbounds [4 x i32], [4 x i32]* %8, i64 0, i64 3, !dbg !5174
  %820 = load i32, i32* %819, align 4, !dbg !5174, !tbaa !4849
  %821 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %818, i32 noundef %820)
          to label %822 unwind label %863, !dbg !5175

822:                                              ; preds = %817
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3), !dbg !5176
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %821, metadata !5124, metadata !DIExpression()), !dbg !5176
  call void @llvm.dbg.value(metadata i8 10, metadata !5125, metadata !DIExpression()), !dbg !5176
  store i8 10, i8* %3, align 1, !tbaa !5127
  %823 = bitcast %"class.std::basic_ostream"* %821 to i8**, !dbg !5178
  %824 = load i8*, i8** %823, align 8, !dbg !5178, !tbaa !3425
  %825 = getelementptr i8, i8* %824, i64 -24, !dbg !5178
  %826 = bitcast i8* %825 to i64*, !dbg !5178
  %827 = load i64, i64* %826, align 8, !dbg !5178
  %828 = bitcast %"class.std::basic_ostream"* %821 to i8*, !dbg !5178
  %829 = getelementptr inbounds i8, i8* %828, i64 %827, !dbg !5178
  call void @llvm.dbg.value(metadata i8* %829, metadata !5130, metadata !DIExpression()), !dbg !5179
  %830 = getelementptr inbounds i8, i8* %829, i64 16, !dbg !5181
  %831 = bitcast i8* %830 to i64*, !dbg !5181
  %832 = load i64, i64* %831, align 8, !dbg !5181, !tbaa !5142
  %833 = icmp eq i64 %832, 0, !dbg !5182
  br i1 %833, label %836, label %834, !dbg !5183

834:                                              ; preds = %822
  call void @llvm.dbg.value(metadata i8* %3, metadata !5125, metadata !DIExpression(DW_OP_deref)), !dbg !5176
  %835 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %821, i8* noundef nonnull %3, i64 noundef 1)
          to label %838 unwind label %863, !dbg !5184

836:                                              ; preds = %822
  call void @llvm.dbg.value(metadata i8 10, metadata !5125, metadata !DIExpression()), !dbg !5176
  %837 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %821, i8 noundef signext 10)
          to label %838 unwind label %863, !dbg !5185

838:                                              ; preds = %834, %836
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3), !dbg !5186
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %727) #17, !dbg !4827
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !5187, metadata !DIExpression()) #17, !dbg !5190
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %25, metadata !5192, metadata !DIExpression()) #17, !dbg !5200
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %651, metadata !5197, metadata !DIExpression()) #17, !dbg !5200
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !5198, metadata !DIExpression()) #17, !dbg !5200
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %25, metadata !5203, metadata !DIExpression()) #17, !dbg !5211
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %651, metadata !5209, metadata !DIExpression()) #17, !dbg !5211
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %25, metadata !5213, metadata !DIExpression()) #17, !dbg !5220
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %651, metadata !5219, metadata !DIExpression()) #17, !dbg !5220
  br i1 %721, label %854, label %839, !dbg !5222

839:                                              ; preds = %838, %849
  %840 = phi %"class.std::unique_ptr"* [ %850, %849 ], [ %722, %838 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !5213, metadata !DIExpression()) #17, !dbg !5220
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !5224, metadata !DIExpression()) #17, !dbg !5229
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !3885, metadata !DIExpression()) #17, !dbg !5232
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !3670, metadata !DIExpression()) #17, !dbg !5234
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !3676, metadata !DIExpression()) #17, !dbg !5236
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !3684, metadata !DIExpression()) #17, !dbg !5238
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !3689, metadata !DIExpression()) #17, !dbg !5240
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !3694, metadata !DIExpression()) #17, !dbg !5242
  %841 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %840, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5244
  call void @llvm.dbg.value(metadata %class.Shape** %841, metadata !3886, metadata !DIExpression()) #17, !dbg !5245
  %842 = load %class.Shape*, %class.Shape** %841, align 8, !dbg !5246, !tbaa !3341
  %843 = icmp eq %class.Shape* %842, null, !dbg !5247
  br i1 %843, label %849, label %844, !dbg !5248

844:                                              ; preds = %839
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %840, metadata !3995, metadata !DIExpression()) #17, !dbg !5249
  call void @llvm.dbg.value(metadata %class.Shape* %842, metadata !3997, metadata !DIExpression()) #17, !dbg !5249
  %845 = bitcast %class.Shape* %842 to void (%class.Shape*)***, !dbg !5251
  %846 = load void (%class.Shape*)**, void (%class.Shape*)*** %845, align 8, !dbg !5251, !tbaa !3425
  %847 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %846, i64 1, !dbg !5251
  %848 = load void (%class.Shape*)*, void (%class.Shape*)** %847, align 8, !dbg !5251
  call void %848(%class.Shape* noundef nonnull align 8 dereferenceable(8) %842) #17, !dbg !5251
  br label %849, !dbg !5252

849:                                              ; preds = %844, %839
  store %class.Shape* null, %class.Shape** %841, align 8, !dbg !5253, !tbaa !3341
  %850 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %840, i64 1, !dbg !5254
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %850, metadata !5213, metadata !DIExpression()) #17, !dbg !5220
  %851 = icmp eq %"class.std::unique_ptr"* %850, %724, !dbg !5255
  br i1 %851, label %852, label %839, !dbg !5222, !llvm.loop !5256

852:                                              ; preds = %849
  %853 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %726, align 8, !dbg !5258, !tbaa !3734
  br label %854, !dbg !5258

854:                                              ; preds = %852, %838
  %855 = phi %"class.std::unique_ptr"* [ %853, %852 ], [ %724, %838 ], !dbg !5258
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !5262, metadata !DIExpression()) #17, !dbg !5264
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3960, metadata !DIExpression()) #17, !dbg !5265
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %855, metadata !3963, metadata !DIExpression()) #17, !dbg !5265
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %855), metadata !3964, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5265
  %856 = icmp eq %"class.std::unique_ptr"* %855, null, !dbg !5267
  br i1 %856, label %859, label %857, !dbg !5268

857:                                              ; preds = %854
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3970, metadata !DIExpression()) #17, !dbg !5269
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %855, metadata !3973, metadata !DIExpression()) #17, !dbg !5269
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %855), metadata !3974, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5269
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3977, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %855, metadata !3980, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %855), metadata !3981, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5271
  %858 = bitcast %"class.std::unique_ptr"* %855 to i8*, !dbg !5273
  call void @_ZdlPv(i8* noundef %858) #20, !dbg !5274
  br label %859, !dbg !5275

859:                                              ; preds = %854, %857
  %860 = bitcast %"class.std::vector"* %7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %860) #17, !dbg !4827
  ret i32 0, !dbg !4827

861:                                              ; preds = %661
  %862 = landingpad { i8*, i32 }
          cleanup, !dbg !4827
  br label %865, !dbg !4827

863:                                              ; preds = %755, %775, %796, %817, %719, %743, %745, %747, %749, %751, %753, %771, %773, %792, %794, %813, %815, %834, %836
  %864 = landingpad { i8*, i32 }
          cleanup, !dbg !4827
  br label %865, !dbg !4827

865:                                              ; preds = %861, %863, %706
  %866 = phi { i8*, i32 } [ %707, %706 ], [ %862, %861 ], [ %864, %863 ]
  %867 = bitcast [4 x i32]* %8 to i8*
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %867) #17, !dbg !4827
  br label %868, !dbg !4827

868:                                              ; preds = %190, %182, %340, %332, %489, %481, %643, %635, %675, %865
  %869 = phi { i8*, i32 } [ %866, %865 ], [ %676, %675 ], [ %192, %190 ], [ %183, %182 ], [ %342, %340 ], [ %333, %332 ], [ %491, %489 ], [ %482, %481 ], [ %645, %643 ], [ %636, %635 ]
  %870 = bitcast %"class.std::vector"* %7 to i8*
  call void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #17, !dbg !4827
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %870) #17, !dbg !4827
  resume { i8*, i32 } %869, !dbg !4827
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !5188 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5187, metadata !DIExpression()), !dbg !5276
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !5277
  %3 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %2, align 8, !dbg !5277, !tbaa !3734
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !5278
  %5 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %4, align 8, !dbg !5278, !tbaa !3700
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !5192, metadata !DIExpression()), !dbg !5279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !5197, metadata !DIExpression()), !dbg !5279
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5198, metadata !DIExpression()), !dbg !5279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !5203, metadata !DIExpression()), !dbg !5281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !5209, metadata !DIExpression()), !dbg !5281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !5213, metadata !DIExpression()), !dbg !5283
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !5219, metadata !DIExpression()), !dbg !5283
  %6 = icmp eq %"class.std::unique_ptr"* %3, %5, !dbg !5285
  br i1 %6, label %22, label %7, !dbg !5286

7:                                                ; preds = %1, %17
  %8 = phi %"class.std::unique_ptr"* [ %18, %17 ], [ %3, %1 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !5213, metadata !DIExpression()), !dbg !5283
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !5224, metadata !DIExpression()) #17, !dbg !5287
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3885, metadata !DIExpression()) #17, !dbg !5289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3670, metadata !DIExpression()) #17, !dbg !5291
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3676, metadata !DIExpression()) #17, !dbg !5293
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3684, metadata !DIExpression()) #17, !dbg !5295
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3689, metadata !DIExpression()) #17, !dbg !5297
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3694, metadata !DIExpression()) #17, !dbg !5299
  %9 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5301
  call void @llvm.dbg.value(metadata %class.Shape** %9, metadata !3886, metadata !DIExpression()) #17, !dbg !5302
  %10 = load %class.Shape*, %class.Shape** %9, align 8, !dbg !5303, !tbaa !3341
  %11 = icmp eq %class.Shape* %10, null, !dbg !5304
  br i1 %11, label %17, label %12, !dbg !5305

12:                                               ; preds = %7
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3995, metadata !DIExpression()) #17, !dbg !5306
  call void @llvm.dbg.value(metadata %class.Shape* %10, metadata !3997, metadata !DIExpression()) #17, !dbg !5306
  %13 = bitcast %class.Shape* %10 to void (%class.Shape*)***, !dbg !5308
  %14 = load void (%class.Shape*)**, void (%class.Shape*)*** %13, align 8, !dbg !5308, !tbaa !3425
  %15 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %14, i64 1, !dbg !5308
  %16 = load void (%class.Shape*)*, void (%class.Shape*)** %15, align 8, !dbg !5308
  tail call void %16(%class.Shape* noundef nonnull align 8 dereferenceable(8) %10) #17, !dbg !5308
  br label %17, !dbg !5309

17:                                               ; preds = %12, %7
  store %class.Shape* null, %class.Shape** %9, align 8, !dbg !5310, !tbaa !3341
  %18 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 1, !dbg !5311
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %18, metadata !5213, metadata !DIExpression()), !dbg !5283
  %19 = icmp eq %"class.std::unique_ptr"* %18, %5, !dbg !5285
  br i1 %19, label %20, label %7, !dbg !5286, !llvm.loop !5312

20:                                               ; preds = %17
  %21 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %2, align 8, !dbg !5314, !tbaa !3734
  br label %22, !dbg !5314

22:                                               ; preds = %20, %1
  %23 = phi %"class.std::unique_ptr"* [ %21, %20 ], [ %3, %1 ], !dbg !5314
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5262, metadata !DIExpression()) #17, !dbg !5316
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3960, metadata !DIExpression()) #17, !dbg !5317
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %23, metadata !3963, metadata !DIExpression()) #17, !dbg !5317
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %23), metadata !3964, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5317
  %24 = icmp eq %"class.std::unique_ptr"* %23, null, !dbg !5319
  br i1 %24, label %27, label %25, !dbg !5320

25:                                               ; preds = %22
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3970, metadata !DIExpression()) #17, !dbg !5321
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %23, metadata !3973, metadata !DIExpression()) #17, !dbg !5321
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %23), metadata !3974, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5321
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3977, metadata !DIExpression()) #17, !dbg !5323
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %23, metadata !3980, metadata !DIExpression()) #17, !dbg !5323
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %23), metadata !3981, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5323
  %26 = bitcast %"class.std::unique_ptr"* %23 to i8*, !dbg !5325
  tail call void @_ZdlPv(i8* noundef %26) #20, !dbg !5326
  br label %27, !dbg !5327

27:                                               ; preds = %22, %25
  ret void, !dbg !5328
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%class.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !5329 {
  call void @llvm.dbg.value(metadata %class.Shape* %0, metadata !5331, metadata !DIExpression()), !dbg !5332
  ret void, !dbg !5333
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #12 comdat align 2 !dbg !5334 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !5339, metadata !DIExpression()), !dbg !5340
  %2 = bitcast %class.Circle* %0 to i8*, !dbg !5341
  tail call void @_ZdlPv(i8* noundef nonnull %2) #20, !dbg !5341
  ret void, !dbg !5341
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !5342 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !5344, metadata !DIExpression()), !dbg !5346
  %2 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !5347
  %3 = load double, double* %2, align 8, !dbg !5347, !tbaa !3572
  %4 = fmul double %3, 0x400921FB54442D11, !dbg !5348
  %5 = fmul double %3, %4, !dbg !5349
  ret double %5, !dbg !5350
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle9perimeterEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !5351 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !5353, metadata !DIExpression()), !dbg !5354
  %2 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !5355
  %3 = load double, double* %2, align 8, !dbg !5355, !tbaa !3572
  %4 = fmul double %3, 0x401921FB54442D11, !dbg !5356
  ret double %4, !dbg !5357
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6Circle5scaleEd(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !5358 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !5360, metadata !DIExpression()), !dbg !5362
  call void @llvm.dbg.value(metadata double %1, metadata !5361, metadata !DIExpression()), !dbg !5362
  %3 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !5363
  %4 = load double, double* %3, align 8, !dbg !5364, !tbaa !3572
  %5 = fmul double %4, %1, !dbg !5364
  store double %5, double* %3, align 8, !dbg !5364, !tbaa !3572
  ret void, !dbg !5365
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Circle4kindEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !5366 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !5368, metadata !DIExpression()), !dbg !5369
  ret i32 1, !dbg !5370
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Shape4kindEv(%class.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 !dbg !5371 {
  call void @llvm.dbg.value(metadata %class.Shape* %0, metadata !5373, metadata !DIExpression()), !dbg !5375
  ret i32 0, !dbg !5376
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #14

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 !dbg !5377 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5382, metadata !DIExpression()), !dbg !5383
  %2 = bitcast %class.Rect* %0 to i8*, !dbg !5384
  tail call void @_ZdlPv(i8* noundef nonnull %2) #20, !dbg !5384
  ret void, !dbg !5384
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5385 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5387, metadata !DIExpression()), !dbg !5389
  %2 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5390
  %3 = load double, double* %2, align 8, !dbg !5390, !tbaa !4046
  %4 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 2, !dbg !5391
  %5 = load double, double* %4, align 8, !dbg !5391, !tbaa !4049
  %6 = fmul double %3, %5, !dbg !5392
  ret double %6, !dbg !5393
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect9perimeterEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5394 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5396, metadata !DIExpression()), !dbg !5397
  %2 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5398
  %3 = load double, double* %2, align 8, !dbg !5398, !tbaa !4046
  %4 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 2, !dbg !5399
  %5 = load double, double* %4, align 8, !dbg !5399, !tbaa !4049
  %6 = fadd double %3, %5, !dbg !5400
  %7 = fmul double %6, 2.000000e+00, !dbg !5401
  ret double %7, !dbg !5402
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4Rect5scaleEd(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !5403 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5405, metadata !DIExpression()), !dbg !5407
  call void @llvm.dbg.value(metadata double %1, metadata !5406, metadata !DIExpression()), !dbg !5407
  %3 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5408
  %4 = bitcast double* %3 to <2 x double>*, !dbg !5409
  %5 = load <2 x double>, <2 x double>* %4, align 8, !dbg !5409, !tbaa !4548
  %6 = insertelement <2 x double> poison, double %1, i64 0, !dbg !5409
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !5409
  %8 = fmul <2 x double> %5, %7, !dbg !5409
  %9 = bitcast double* %3 to <2 x double>*, !dbg !5409
  store <2 x double> %8, <2 x double>* %9, align 8, !dbg !5409, !tbaa !4548
  ret void, !dbg !5410
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Rect4kindEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5411 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5413, metadata !DIExpression()), !dbg !5414
  ret i32 2, !dbg !5415
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%class.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 !dbg !5416 {
  call void @llvm.dbg.value(metadata %class.Square* %0, metadata !5421, metadata !DIExpression()), !dbg !5422
  %2 = bitcast %class.Square* %0 to i8*, !dbg !5423
  tail call void @_ZdlPv(i8* noundef nonnull %2) #20, !dbg !5423
  ret void, !dbg !5423
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Square4kindEv(%class.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5424 {
  call void @llvm.dbg.value(metadata %class.Square* %0, metadata !5426, metadata !DIExpression()), !dbg !5428
  ret i32 3, !dbg !5429
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN8TriangleD0Ev(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #12 comdat align 2 !dbg !5430 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5435, metadata !DIExpression()), !dbg !5436
  %2 = bitcast %class.Triangle* %0 to i8*, !dbg !5437
  tail call void @_ZdlPv(i8* noundef nonnull %2) #20, !dbg !5437
  ret void, !dbg !5437
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle4areaEv(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 !dbg !5438 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5440, metadata !DIExpression()), !dbg !5447
  %2 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5448
  %3 = load double, double* %2, align 8, !dbg !5448, !tbaa !5449
  %4 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 2, !dbg !5450
  %5 = load double, double* %4, align 8, !dbg !5450, !tbaa !5451
  %6 = fadd double %3, %5, !dbg !5452
  %7 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5453
  %8 = load double, double* %7, align 8, !dbg !5453, !tbaa !4550
  %9 = fadd double %6, %8, !dbg !5454
  %10 = fmul double %9, 5.000000e-01, !dbg !5455
  call void @llvm.dbg.value(metadata double %10, metadata !5442, metadata !DIExpression()), !dbg !5447
  %11 = fsub double %10, %3, !dbg !5456
  %12 = fmul double %10, %11, !dbg !5457
  %13 = fsub double %10, %5, !dbg !5458
  %14 = fmul double %13, %12, !dbg !5459
  %15 = fsub double %10, %8, !dbg !5460
  %16 = fmul double %15, %14, !dbg !5461
  call void @llvm.dbg.value(metadata double %16, metadata !5443, metadata !DIExpression()), !dbg !5447
  %17 = fcmp ogt double %16, 1.000000e+00, !dbg !5462
  %18 = select i1 %17, double %16, double 1.000000e+00, !dbg !5463
  call void @llvm.dbg.value(metadata double %18, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 0, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 0, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %18, metadata !5444, metadata !DIExpression()), !dbg !5447
  %19 = fdiv double %16, %18, !dbg !5465
  %20 = fadd double %18, %19, !dbg !5467
  %21 = fmul double %20, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %21, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 1, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 1, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %21, metadata !5444, metadata !DIExpression()), !dbg !5447
  %22 = fdiv double %16, %21, !dbg !5465
  %23 = fadd double %21, %22, !dbg !5467
  %24 = fmul double %23, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %24, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 2, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 2, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %24, metadata !5444, metadata !DIExpression()), !dbg !5447
  %25 = fdiv double %16, %24, !dbg !5465
  %26 = fadd double %24, %25, !dbg !5467
  %27 = fmul double %26, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %27, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 3, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 3, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %27, metadata !5444, metadata !DIExpression()), !dbg !5447
  %28 = fdiv double %16, %27, !dbg !5465
  %29 = fadd double %27, %28, !dbg !5467
  %30 = fmul double %29, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %30, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 4, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 4, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %30, metadata !5444, metadata !DIExpression()), !dbg !5447
  %31 = fdiv double %16, %30, !dbg !5465
  %32 = fadd double %30, %31, !dbg !5467
  %33 = fmul double %32, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %33, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 5, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 5, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %33, metadata !5444, metadata !DIExpression()), !dbg !5447
  %34 = fdiv double %16, %33, !dbg !5465
  %35 = fadd double %33, %34, !dbg !5467
  %36 = fmul double %35, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %36, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 6, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 6, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %36, metadata !5444, metadata !DIExpression()), !dbg !5447
  %37 = fdiv double %16, %36, !dbg !5465
  %38 = fadd double %36, %37, !dbg !5467
  %39 = fmul double %38, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %39, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 7, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 7, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %39, metadata !5444, metadata !DIExpression()), !dbg !5447
  %40 = fdiv double %16, %39, !dbg !5465
  %41 = fadd double %39, %40, !dbg !5467
  %42 = fmul double %41, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %42, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 8, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 8, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %42, metadata !5444, metadata !DIExpression()), !dbg !5447
  %43 = fdiv double %16, %42, !dbg !5465
  %44 = fadd double %42, %43, !dbg !5467
  %45 = fmul double %44, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %45, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 9, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 9, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %45, metadata !5444, metadata !DIExpression()), !dbg !5447
  %46 = fdiv double %16, %45, !dbg !5465
  %47 = fadd double %45, %46, !dbg !5467
  %48 = fmul double %47, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %48, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 10, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 10, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %48, metadata !5444, metadata !DIExpression()), !dbg !5447
  %49 = fdiv double %16, %48, !dbg !5465
  %50 = fadd double %48, %49, !dbg !5467
  %51 = fmul double %50, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %51, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 11, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 11, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %51, metadata !5444, metadata !DIExpression()), !dbg !5447
  %52 = fdiv double %16, %51, !dbg !5465
  %53 = fadd double %51, %52, !dbg !5467
  %54 = fmul double %53, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %54, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 12, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 12, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %54, metadata !5444, metadata !DIExpression()), !dbg !5447
  %55 = fdiv double %16, %54, !dbg !5465
  %56 = fadd double %54, %55, !dbg !5467
  %57 = fmul double %56, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %57, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 13, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 13, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %57, metadata !5444, metadata !DIExpression()), !dbg !5447
  %58 = fdiv double %16, %57, !dbg !5465
  %59 = fadd double %57, %58, !dbg !5467
  %60 = fmul double %59, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %60, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 14, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 14, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %60, metadata !5444, metadata !DIExpression()), !dbg !5447
  %61 = fdiv double %16, %60, !dbg !5465
  %62 = fadd double %60, %61, !dbg !5467
  %63 = fmul double %62, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %63, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 15, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 15, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %63, metadata !5444, metadata !DIExpression()), !dbg !5447
  %64 = fdiv double %16, %63, !dbg !5465
  %65 = fadd double %63, %64, !dbg !5467
  %66 = fmul double %65, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %66, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 16, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 16, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %66, metadata !5444, metadata !DIExpression()), !dbg !5447
  %67 = fdiv double %16, %66, !dbg !5465
  %68 = fadd double %66, %67, !dbg !5467
  %69 = fmul double %68, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %69, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 17, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 17, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %69, metadata !5444, metadata !DIExpression()), !dbg !5447
  %70 = fdiv double %16, %69, !dbg !5465
  %71 = fadd double %69, %70, !dbg !5467
  %72 = fmul double %71, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %72, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 18, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 18, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %72, metadata !5444, metadata !DIExpression()), !dbg !5447
  %73 = fdiv double %16, %72, !dbg !5465
  %74 = fadd double %72, %73, !dbg !5467
  %75 = fmul double %74, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %75, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 19, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata i32 19, metadata !5445, metadata !DIExpression()), !dbg !5464
  call void @llvm.dbg.value(metadata double %75, metadata !5444, metadata !DIExpression()), !dbg !5447
  %76 = fdiv double %16, %75, !dbg !5465
  %77 = fadd double %75, %76, !dbg !5467
  %78 = fmul double %77, 5.000000e-01, !dbg !5468
  call void @llvm.dbg.value(metadata double %78, metadata !5444, metadata !DIExpression()), !dbg !5447
  call void @llvm.dbg.value(metadata i32 20, metadata !5445, metadata !DIExpression()), !dbg !5464
  ret double %78, !dbg !5469
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle9perimeterEv(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 !dbg !5470 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5472, metadata !DIExpression()), !dbg !5473
  %2 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5474
  %3 = load double, double* %2, align 8, !dbg !5474, !tbaa !5449
  %4 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 2, !dbg !5475
  %5 = load double, double* %4, align 8, !dbg !5475, !tbaa !5451
  %6 = fadd double %3, %5, !dbg !5476
  %7 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5477
  %8 = load double, double* %7, align 8, !dbg !5477, !tbaa !4550
  %9 = fadd double %6, %8, !dbg !5478
  ret double %9, !dbg !5479
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8Triangle5scaleEd(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !5480 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5482, metadata !DIExpression()), !dbg !5484
  call void @llvm.dbg.value(metadata double %1, metadata !5483, metadata !DIExpression()), !dbg !5484
  %3 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5485
  %4 = bitcast double* %3 to <2 x double>*, !dbg !5486
  %5 = load <2 x double>, <2 x double>* %4, align 8, !dbg !5486, !tbaa !4548
  %6 = insertelement <2 x double> poison, double %1, i64 0, !dbg !5486
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !5486
  %8 = fmul <2 x double> %5, %7, !dbg !5486
  %9 = bitcast double* %3 to <2 x double>*, !dbg !5486
  store <2 x double> %8, <2 x double>* %9, align 8, !dbg !5486, !tbaa !4548
  %10 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5487
  %11 = load double, double* %10, align 8, !dbg !5488, !tbaa !4550
  %12 = fmul double %11, %1, !dbg !5488
  store double %12, double* %10, align 8, !dbg !5488, !tbaa !4550
  ret void, !dbg !5489
}

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i8* noundef, i64 noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), double noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #0

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_shapes_virtual.cpp() #3 section ".text.startup" !dbg !5490 {
  tail call void @_ZNSt8ios_base4InitC1Ev(%"class.std::ios_base::Init"* noundef nonnull align 1 dereferenceable(1) @_ZStL8__ioinit), !dbg !5492
  %1 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"class.std::ios_base::Init"*)* @_ZNSt8ios_base4InitD1Ev to void (i8*)*), i8* getelementptr inbounds (%"class.std::ios_base::Init", %"class.std::ios_base::Init"* @_ZStL8__ioinit, i64 0, i32 0), i8* nonnull @__dso_handle) #17, !dbg !5496
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #15

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #16

attributes #0 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #16 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #17 = { nounwind }
attributes #18 = { builtin allocsize(0) }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!3305, !3306, !3307, !3308, !3309, !3310}
!llvm.ident = !{!3311}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "__ioinit", linkageName: "_ZStL8__ioinit", scope: !2, file: !3, line: 74, type: !4, isLocal: true, isDefinition: true)
!2 = !DINamespace(name: "std", scope: null)
!3 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/iostream", directory: ".")
!4 = !DICompositeType(tag: DW_TAG_class_type, name: "Init", scope: !6, file: !5, line: 635, size: 8, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt8ios_base4InitE")
!5 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/ios_base.h", directory: ".")
!6 = !DICompositeType(tag: DW_TAG_class_type, name: "ios_base", scope: !2, file: !5, line: 229, size: 1728, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt8ios_base")
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !8, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !9, retainedTypes: !51, globals: !2361, imports: !2362, splitDebugInlining: false, nameTableKind: None)
!8 = !DIFile(filename: "shapes_virtual.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "1e67e7d7c6ca247219074a9a99c91926")
!9 = !{!10, !18, !42}
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "_Lock_policy", scope: !12, file: !11, line: 49, baseType: !13, size: 32, elements: !14, identifier: "_ZTSN9__gnu_cxx12_Lock_policyE")
!11 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/concurrence.h", directory: ".")
!12 = !DINamespace(name: "__gnu_cxx", scope: null)
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17}
!15 = !DIEnumerator(name: "_S_single", value: 0, isUnsigned: true)
!16 = !DIEnumerator(name: "_S_mutex", value: 1, isUnsigned: true)
!17 = !DIEnumerator(name: "_S_atomic", value: 2, isUnsigned: true)
!18 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "_Ios_Fmtflags", scope: !2, file: !5, line: 57, baseType: !19, size: 32, elements: !20, identifier: "_ZTSSt13_Ios_Fmtflags")
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41}
!21 = !DIEnumerator(name: "_S_boolalpha", value: 1)
!22 = !DIEnumerator(name: "_S_dec", value: 2)
!23 = !DIEnumerator(name: "_S_fixed", value: 4)
!24 = !DIEnumerator(name: "_S_hex", value: 8)
!25 = !DIEnumerator(name: "_S_internal", value: 16)
!26 = !DIEnumerator(name: "_S_left", value: 32)
!27 = !DIEnumerator(name: "_S_oct", value: 64)
!28 = !DIEnumerator(name: "_S_right", value: 128)
!29 = !DIEnumerator(name: "_S_scientific", value: 256)
!30 = !DIEnumerator(name: "_S_showbase", value: 512)
!31 = !DIEnumerator(name: "_S_showpoint", value: 1024)
!32 = !DIEnumerator(name: "_S_showpos", value: 2048)
!33 = !DIEnumerator(name: "_S_skipws", value: 4096)
!34 = !DIEnumerator(name: "_S_unitbuf", value: 8192)
!35 = !DIEnumerator(name: "_S_uppercase", value: 16384)
!36 = !DIEnumerator(name: "_S_adjustfield", value: 176)
!37 = !DIEnumerator(name: "_S_basefield", value: 74)
!38 = !DIEnumerator(name: "_S_floatfield", value: 260)
!39 = !DIEnumerator(name: "_S_ios_fmtflags_end", value: 65536)
!40 = !DIEnumerator(name: "_S_ios_fmtflags_max", value: 2147483647)
!41 = !DIEnumerator(name: "_S_ios_fmtflags_min", value: -2147483648)
!42 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "_Ios_Iostate", scope: !2, file: !5, line: 154, baseType: !19, size: 32, elements: !43, identifier: "_ZTSSt12_Ios_Iostate")
!43 = !{!44, !45, !46, !47, !48, !49, !50}
!44 = !DIEnumerator(name: "_S_goodbit", value: 0)
!45 = !DIEnumerator(name: "_S_badbit", value: 1)
!46 = !DIEnumerator(name: "_S_eofbit", value: 2)
!47 = !DIEnumerator(name: "_S_failbit", value: 4)
!48 = !DIEnumerator(name: "_S_ios_iostate_end", value: 65536)
!49 = !DIEnumerator(name: "_S_ios_iostate_max", value: 2147483647)
!50 = !DIEnumerator(name: "_S_ios_iostate_min", value: -2147483648)
!51 = !{!19, !52, !18, !55, !1020, !1353, !707, !495, !181, !80, !1354, !1362, !1698, !2025, !767, !2359, !42, !104, !101, !162, !98, !231, !95, !91, !88, !85, !81, !967, !768, !57, !60, !63, !460, !466, !553, !6, !1041, !1038, !1035, !1137, !1032, !1029, !1026, !1023, !1053, !116, !1383, !1380, !1377, !1482, !1374, !1371, !1368, !1365, !1395, !1719, !1716, !1713, !1809, !1710, !1707, !1704, !1701, !1731, !2046, !2043, !2040, !2143, !2037, !2034, !2031, !2028, !2058}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !57, file: !56, line: 455, baseType: !967)
!56 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: ".", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!57 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", scope: !2, file: !56, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !58, templateParams: !646, identifier: "_ZTSSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE")
!58 = !{!59, !647, !665, !681, !682, !688, !691, !694, !698, !704, !708, !714, !719, !723, !733, !736, !739, !742, !747, !748, !752, !755, !758, !761, !764, !826, !830, !831, !832, !837, !842, !843, !844, !845, !846, !847, !848, !851, !852, !855, !856, !857, !858, !861, !862, !870, !877, !880, !881, !882, !885, !888, !889, !890, !893, !896, !899, !903, !904, !907, !910, !913, !916, !919, !922, !925, !926, !927, !928, !929, !932, !933, !936, !937, !938, !944, !947, !952, !955, !958, !961, !964}
!59 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !57, baseType: !60, flags: DIFlagProtected, extraData: i32 0)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", scope: !2, file: !56, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !61, templateParams: !646, identifier: "_ZTSSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE")
!61 = !{!62, !597, !602, !607, !611, !614, !619, !622, !625, !629, !632, !635, !638, !639, !642, !645}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !60, file: !56, line: 371, baseType: !63, size: 192)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !60, file: !56, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !64, identifier: "_ZTSNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12_Vector_implE")
!64 = !{!65, !552, !577, !581, !586, !590, !594}
!65 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !63, baseType: !66, extraData: i32 0)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !60, file: !56, line: 88, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !69, file: !68, line: 120, baseType: !551)
!68 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: ".")
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::unique_ptr<Shape, std::default_delete<Shape> > >", scope: !70, file: !68, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !503, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E6rebindIS5_EE")
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > >, std::unique_ptr<Shape, std::default_delete<Shape> > >", scope: !12, file: !68, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !71, templateParams: !549, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_EE")
!71 = !{!72, !538, !541, !544, !545, !546, !547, !548}
!72 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !70, baseType: !73, extraData: i32 0)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", scope: !2, file: !74, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !75, templateParams: !536, identifier: "_ZTSSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE")
!74 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: ".", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!75 = !{!76, !520, !524, !527, !533}
!76 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE8allocateERS5_m", scope: !73, file: !74, line: 463, type: !77, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !458, !519}
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !73, file: !74, line: 420, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "unique_ptr<Shape, std::default_delete<Shape> >", scope: !2, file: !82, line: 269, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !83, templateParams: !385, identifier: "_ZTSSt10unique_ptrI5ShapeSt14default_deleteIS0_EE")
!82 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/unique_ptr.h", directory: ".", checksumkind: CSK_MD5, checksum: "5afa5b43c03beeacf055d44cdc4bb0e6")
!83 = !{!84, !397, !402, !405, !409, !415, !424, !428, !429, !434, !439, !442, !445, !448, !451, !455}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !81, file: !82, line: 275, baseType: !85, size: 64)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uniq_ptr_data<Shape, std::default_delete<Shape>, true, true>", scope: !2, file: !82, line: 231, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !86, templateParams: !396, identifier: "_ZTSSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EE")
!86 = !{!87, !387, !392}
!87 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !85, baseType: !88, extraData: i32 0)
!88 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__uniq_ptr_impl<Shape, std::default_delete<Shape> >", scope: !2, file: !82, line: 140, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !89, templateParams: !385, identifier: "_ZTSSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE")
!89 = !{!90, !341, !345, !355, !359, !363, !367, !372, !375, !378, !379, !382}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !88, file: !82, line: 224, baseType: !91, size: 64)
!91 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<Shape *, std::default_delete<Shape> >", scope: !2, file: !92, line: 981, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !93, templateParams: !340, identifier: "_ZTSSt5tupleIJP5ShapeSt14default_deleteIS0_EEE")
!92 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/tuple", directory: ".")
!93 = !{!94, !310, !313, !319, !323, !332, !337}
!94 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !91, baseType: !95, flags: DIFlagPublic, extraData: i32 0)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<0UL, Shape *, std::default_delete<Shape> >", scope: !2, file: !92, line: 258, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !96, templateParams: !306, identifier: "_ZTSSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE")
!96 = !{!97, !230, !267, !271, !276, !281, !286, !290, !293, !296, !299, !303}
!97 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !95, baseType: !98, extraData: i32 0)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<1UL, std::default_delete<Shape> >", scope: !2, file: !92, line: 416, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !99, templateParams: !226, identifier: "_ZTSSt11_Tuple_implILm1EJSt14default_deleteI5ShapeEEE")
!99 = !{!100, !197, !201, !206, !210, !213, !216, !219, !223}
!100 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !98, baseType: !101, flags: DIFlagPrivate, extraData: i32 0)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<1UL, std::default_delete<Shape>, true>", scope: !2, file: !92, line: 78, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !102, templateParams: !191, identifier: "_ZTSSt10_Head_baseILm1ESt14default_deleteI5ShapeELb1EE")
!102 = !{!103, !142, !146, !150, !155, !159, !183, !188}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !101, file: !92, line: 129, baseType: !104, size: 8)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "default_delete<Shape>", scope: !2, file: !82, line: 71, size: 8, flags: DIFlagTypePassByValue, elements: !105, templateParams: !140, identifier: "_ZTSSt14default_deleteI5ShapeE")
!105 = !{!106, !110}
!106 = !DISubprogram(name: "default_delete", scope: !104, file: !82, line: 74, type: !107, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!110 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI5ShapeEclEPS0_", scope: !104, file: !82, line: 89, type: !111, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !115}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Shape", file: !8, line: 10, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !117, vtableHolder: !116, identifier: "_ZTS5Shape")
!117 = !{!118, !123, !127, !133, !134, !137}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !8, file: !8, baseType: !119, size: 64, flags: DIFlagArtificial)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !121, size: 64)
!121 = !DISubroutineType(types: !122)
!122 = !{!19}
!123 = !DISubprogram(name: "~Shape", scope: !116, file: !8, line: 12, type: !124, scopeLine: 12, containingType: !116, virtualIndex: 0, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = !DISubprogram(name: "area", linkageName: "_ZNK5Shape4areaEv", scope: !116, file: !8, line: 13, type: !128, scopeLine: 13, containingType: !116, virtualIndex: 2, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!130, !131}
!130 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!133 = !DISubprogram(name: "perimeter", linkageName: "_ZNK5Shape9perimeterEv", scope: !116, file: !8, line: 14, type: !128, scopeLine: 14, containingType: !116, virtualIndex: 3, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!134 = !DISubprogram(name: "scale", linkageName: "_ZN5Shape5scaleEd", scope: !116, file: !8, line: 15, type: !135, scopeLine: 15, containingType: !116, virtualIndex: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !126, !130}
!137 = !DISubprogram(name: "kind", linkageName: "_ZNK5Shape4kindEv", scope: !116, file: !8, line: 16, type: !138, scopeLine: 16, containingType: !116, virtualIndex: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!19, !131}
!140 = !{!141}
!141 = !DITemplateTypeParameter(name: "_Tp", type: !116)
!142 = !DISubprogram(name: "_Head_base", scope: !101, file: !92, line: 80, type: !143, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!146 = !DISubprogram(name: "_Head_base", scope: !101, file: !92, line: 83, type: !147, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !145, !149}
!149 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !114, size: 64)
!150 = !DISubprogram(name: "_Head_base", scope: !101, file: !92, line: 86, type: !151, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !145, !153}
!153 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!155 = !DISubprogram(name: "_Head_base", scope: !101, file: !92, line: 87, type: !156, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !145, !158}
!158 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !101, size: 64)
!159 = !DISubprogram(name: "_Head_base", scope: !101, file: !92, line: 94, type: !160, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !145, !162, !169}
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_arg_t", scope: !2, file: !163, line: 51, size: 8, flags: DIFlagTypePassByValue, elements: !164, identifier: "_ZTSSt15allocator_arg_t")
!163 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/uses_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "8fb0bb8a0e08dbc54c6967e43841de9b")
!164 = !{!165}
!165 = !DISubprogram(name: "allocator_arg_t", scope: !162, file: !163, line: 51, type: !166, scopeLine: 51, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uses_alloc0", scope: !2, file: !163, line: 74, size: 8, flags: DIFlagTypePassByValue, elements: !170, identifier: "_ZTSSt13__uses_alloc0")
!170 = !{!171, !174}
!171 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !169, baseType: !172, extraData: i32 0)
!172 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uses_alloc_base", scope: !2, file: !163, line: 72, size: 8, flags: DIFlagTypePassByValue, elements: !173, identifier: "_ZTSSt17__uses_alloc_base")
!173 = !{}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "_M_a", scope: !169, file: !163, line: 76, baseType: !175, size: 8)
!175 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Sink", scope: !169, file: !163, line: 76, size: 8, flags: DIFlagTypePassByValue, elements: !176, identifier: "_ZTSNSt13__uses_alloc05_SinkE")
!176 = !{!177}
!177 = !DISubprogram(name: "operator=", linkageName: "_ZNSt13__uses_alloc05_SinkaSEPKv", scope: !175, file: !163, line: 76, type: !178, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180, !181}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!183 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI5ShapeELb1EE7_M_headERS3_", scope: !101, file: !92, line: 124, type: !184, scopeLine: 124, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!186, !187}
!186 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !104, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !101, size: 64)
!188 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI5ShapeELb1EE7_M_headERKS3_", scope: !101, file: !92, line: 127, type: !189, scopeLine: 127, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!149, !153}
!191 = !{!192, !194, !195}
!192 = !DITemplateValueParameter(name: "_Idx", type: !193, value: i64 1)
!193 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!194 = !DITemplateTypeParameter(name: "_Head", type: !104)
!195 = !DITemplateValueParameter(type: !196, value: i8 1)
!196 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!197 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI5ShapeEEE7_M_headERS3_", scope: !98, file: !92, line: 424, type: !198, scopeLine: 424, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!186, !200}
!200 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !98, size: 64)
!201 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI5ShapeEEE7_M_headERKS3_", scope: !98, file: !92, line: 427, type: !202, scopeLine: 427, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!149, !204}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!206 = !DISubprogram(name: "_Tuple_impl", scope: !98, file: !92, line: 430, type: !207, scopeLine: 430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!210 = !DISubprogram(name: "_Tuple_impl", scope: !98, file: !92, line: 434, type: !211, scopeLine: 434, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !209, !149}
!213 = !DISubprogram(name: "_Tuple_impl", scope: !98, file: !92, line: 444, type: !214, scopeLine: 444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !209, !204}
!216 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI5ShapeEEEaSERKS3_", scope: !98, file: !92, line: 448, type: !217, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!217 = !DISubroutineType(types: !218)
!218 = !{!200, !209, !204}
!219 = !DISubprogram(name: "_Tuple_impl", scope: !98, file: !92, line: 454, type: !220, scopeLine: 454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !209, !222}
!222 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !98, size: 64)
!223 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI5ShapeEEE7_M_swapERS3_", scope: !98, file: !92, line: 544, type: !224, scopeLine: 544, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !209, !200}
!226 = !{!192, !227}
!227 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !228)
!228 = !{!229}
!229 = !DITemplateTypeParameter(type: !104)
!230 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !95, baseType: !231, flags: DIFlagPrivate, extraData: i32 0)
!231 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<0UL, Shape *, false>", scope: !2, file: !92, line: 187, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !232, templateParams: !263, identifier: "_ZTSSt10_Head_baseILm0EP5ShapeLb0EE")
!232 = !{!233, !234, !238, !243, !248, !252, !255, !260}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !231, file: !92, line: 238, baseType: !115, size: 64)
!234 = !DISubprogram(name: "_Head_base", scope: !231, file: !92, line: 189, type: !235, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !237}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!238 = !DISubprogram(name: "_Head_base", scope: !231, file: !92, line: 192, type: !239, scopeLine: 192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !237, !241}
!241 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!243 = !DISubprogram(name: "_Head_base", scope: !231, file: !92, line: 195, type: !244, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !237, !246}
!246 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !231)
!248 = !DISubprogram(name: "_Head_base", scope: !231, file: !92, line: 196, type: !249, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !237, !251}
!251 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !231, size: 64)
!252 = !DISubprogram(name: "_Head_base", scope: !231, file: !92, line: 203, type: !253, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !237, !162, !169}
!255 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EE7_M_headERS2_", scope: !231, file: !92, line: 233, type: !256, scopeLine: 233, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!258, !259}
!258 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !115, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !231, size: 64)
!260 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EE7_M_headERKS2_", scope: !231, file: !92, line: 236, type: !261, scopeLine: 236, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!241, !246}
!263 = !{!264, !265, !266}
!264 = !DITemplateValueParameter(name: "_Idx", type: !193, value: i64 0)
!265 = !DITemplateTypeParameter(name: "_Head", type: !115)
!266 = !DITemplateValueParameter(type: !196, value: i8 0)
!267 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_headERS4_", scope: !95, file: !92, line: 268, type: !268, scopeLine: 268, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{!258, !270}
!270 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !95, size: 64)
!271 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_headERKS4_", scope: !95, file: !92, line: 271, type: !272, scopeLine: 271, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!241, !274}
!274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!276 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_tailERS4_", scope: !95, file: !92, line: 274, type: !277, scopeLine: 274, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!279, !270}
!279 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Inherited", scope: !95, file: !92, line: 264, baseType: !98)
!281 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_tailERKS4_", scope: !95, file: !92, line: 277, type: !282, scopeLine: 277, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!282 = !DISubroutineType(types: !283)
!283 = !{!284, !274}
!284 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !280)
!286 = !DISubprogram(name: "_Tuple_impl", scope: !95, file: !92, line: 279, type: !287, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !289}
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!290 = !DISubprogram(name: "_Tuple_impl", scope: !95, file: !92, line: 283, type: !291, scopeLine: 283, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !289, !241, !149}
!293 = !DISubprogram(name: "_Tuple_impl", scope: !95, file: !92, line: 295, type: !294, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !289, !274}
!296 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEaSERKS4_", scope: !95, file: !92, line: 299, type: !297, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!297 = !DISubroutineType(types: !298)
!298 = !{!270, !289, !274}
!299 = !DISubprogram(name: "_Tuple_impl", scope: !95, file: !92, line: 301, type: !300, scopeLine: 301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !289, !302}
!302 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !95, size: 64)
!303 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_swapERS4_", scope: !95, file: !92, line: 406, type: !304, scopeLine: 406, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{null, !289, !270}
!306 = !{!264, !307}
!307 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !308)
!308 = !{!309, !229}
!309 = !DITemplateTypeParameter(type: !115)
!310 = !DISubprogram(name: "__nothrow_default_constructible", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEE31__nothrow_default_constructibleEv", scope: !91, file: !92, line: 1035, type: !311, scopeLine: 1035, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{!196}
!313 = !DISubprogram(name: "tuple", scope: !91, file: !92, line: 1088, type: !314, scopeLine: 1088, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{null, !316, !317}
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!319 = !DISubprogram(name: "tuple", scope: !91, file: !92, line: 1090, type: !320, scopeLine: 1090, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{null, !316, !322}
!322 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !91, size: 64)
!323 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEaSERKS4_", scope: !91, file: !92, line: 1267, type: !324, scopeLine: 1267, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{!326, !316, !327}
!326 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !91, size: 64)
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Shape *const &, const std::default_delete<Shape> &>(), const std::tuple<Shape *, std::default_delete<Shape> > &, const std::__nonesuch &>", scope: !2, file: !328, line: 119, baseType: !329)
!328 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!329 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<const std::tuple<Shape *, std::default_delete<Shape> > &, const std::__nonesuch &>", scope: !330, file: !328, line: 107, baseType: !317)
!330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__conditional<true>", scope: !2, file: !328, line: 104, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !331, identifier: "_ZTSSt13__conditionalILb1EE")
!331 = !{!195}
!332 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEaSEOS4_", scope: !91, file: !92, line: 1278, type: !333, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!333 = !DISubroutineType(types: !334)
!334 = !{!326, !316, !335}
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Shape *, std::default_delete<Shape> >(), std::tuple<Shape *, std::default_delete<Shape> > &&, std::__nonesuch &&>", scope: !2, file: !328, line: 119, baseType: !336)
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<std::tuple<Shape *, std::default_delete<Shape> > &&, std::__nonesuch &&>", scope: !330, file: !328, line: 107, baseType: !322)
!337 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEE4swapERS4_", scope: !91, file: !92, line: 1331, type: !338, scopeLine: 1331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !316, !326}
!340 = !{!307}
!341 = !DISubprogram(name: "__uniq_ptr_impl", scope: !88, file: !82, line: 166, type: !342, scopeLine: 166, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{null, !344}
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!345 = !DISubprogram(name: "__uniq_ptr_impl", scope: !88, file: !82, line: 168, type: !346, scopeLine: 168, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !344, !348}
!348 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !88, file: !82, line: 160, baseType: !349)
!349 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !350, file: !82, line: 145, baseType: !115)
!350 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Ptr<Shape, std::default_delete<Shape>, void>", scope: !88, file: !82, line: 143, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !351, identifier: "_ZTSNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE4_PtrIS0_S2_vEE")
!351 = !{!352, !353, !354}
!352 = !DITemplateTypeParameter(name: "_Up", type: !116)
!353 = !DITemplateTypeParameter(name: "_Ep", type: !104)
!354 = !DITemplateTypeParameter(type: null, defaulted: true)
!355 = !DISubprogram(name: "__uniq_ptr_impl", scope: !88, file: !82, line: 176, type: !356, scopeLine: 176, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !344, !358}
!358 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !88, size: 64)
!359 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEaSEOS3_", scope: !88, file: !82, line: 181, type: !360, scopeLine: 181, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{!362, !344, !358}
!362 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !88, size: 64)
!363 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE6_M_ptrEv", scope: !88, file: !82, line: 189, type: !364, scopeLine: 189, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!366, !344}
!366 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !348, size: 64)
!367 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNKSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE6_M_ptrEv", scope: !88, file: !82, line: 191, type: !368, scopeLine: 191, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!348, !370}
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!371 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!372 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE10_M_deleterEv", scope: !88, file: !82, line: 193, type: !373, scopeLine: 193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!186, !344}
!375 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNKSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE10_M_deleterEv", scope: !88, file: !82, line: 195, type: !376, scopeLine: 195, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{!149, !370}
!378 = !DISubprogram(name: "reset", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE5resetEPS0_", scope: !88, file: !82, line: 198, type: !346, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubprogram(name: "release", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE7releaseEv", scope: !88, file: !82, line: 207, type: !380, scopeLine: 207, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!348, !344}
!382 = !DISubprogram(name: "swap", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE4swapERS3_", scope: !88, file: !82, line: 216, type: !383, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{null, !344, !362}
!385 = !{!141, !386}
!386 = !DITemplateTypeParameter(name: "_Dp", type: !104)
!387 = !DISubprogram(name: "__uniq_ptr_data", scope: !85, file: !82, line: 234, type: !388, scopeLine: 234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{null, !390, !391}
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!391 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !85, size: 64)
!392 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EEaSEOS3_", scope: !85, file: !82, line: 235, type: !393, scopeLine: 235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubroutineType(types: !394)
!394 = !{!395, !390, !391}
!395 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !85, size: 64)
!396 = !{!141, !386, !195, !195}
!397 = !DISubprogram(name: "unique_ptr", scope: !81, file: !82, line: 358, type: !398, scopeLine: 358, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{null, !400, !401}
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!401 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !81, size: 64)
!402 = !DISubprogram(name: "~unique_ptr", scope: !81, file: !82, line: 390, type: !403, scopeLine: 390, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{null, !400}
!405 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEaSEOS3_", scope: !81, file: !82, line: 406, type: !406, scopeLine: 406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!408, !400, !401}
!408 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !81, size: 64)
!409 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEaSEDn", scope: !81, file: !82, line: 432, type: !410, scopeLine: 432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!408, !400, !412}
!412 = !DIDerivedType(tag: DW_TAG_typedef, name: "nullptr_t", scope: !2, file: !413, line: 302, baseType: !414)
!413 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: ".", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!414 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!415 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt10unique_ptrI5ShapeSt14default_deleteIS0_EEdeEv", scope: !81, file: !82, line: 443, type: !416, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{!418, !422}
!418 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !419, file: !328, line: 1645, baseType: !421)
!419 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__add_lvalue_reference_helper<Shape, true>", scope: !2, file: !328, line: 1644, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !420, identifier: "_ZTSSt29__add_lvalue_reference_helperI5ShapeLb1EE")
!420 = !{!141, !195}
!421 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !116, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!423 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!424 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt10unique_ptrI5ShapeSt14default_deleteIS0_EEptEv", scope: !81, file: !82, line: 452, type: !425, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!427, !422}
!427 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !81, file: !82, line: 278, baseType: !348)
!428 = !DISubprogram(name: "get", linkageName: "_ZNKSt10unique_ptrI5ShapeSt14default_deleteIS0_EE3getEv", scope: !81, file: !82, line: 461, type: !425, scopeLine: 461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubprogram(name: "get_deleter", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EE11get_deleterEv", scope: !81, file: !82, line: 467, type: !430, scopeLine: 467, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{!432, !400}
!432 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !433, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_typedef, name: "deleter_type", scope: !81, file: !82, line: 280, baseType: !104)
!434 = !DISubprogram(name: "get_deleter", linkageName: "_ZNKSt10unique_ptrI5ShapeSt14default_deleteIS0_EE11get_deleterEv", scope: !81, file: !82, line: 473, type: !435, scopeLine: 473, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!437, !422}
!437 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !438, size: 64)
!438 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !433)
!439 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt10unique_ptrI5ShapeSt14default_deleteIS0_EEcvbEv", scope: !81, file: !82, line: 478, type: !440, scopeLine: 478, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!196, !422}
!442 = !DISubprogram(name: "release", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EE7releaseEv", scope: !81, file: !82, line: 486, type: !443, scopeLine: 486, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!427, !400}
!445 = !DISubprogram(name: "reset", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EE5resetEPS0_", scope: !81, file: !82, line: 497, type: !446, scopeLine: 497, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{null, !400, !427}
!448 = !DISubprogram(name: "swap", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EE4swapERS3_", scope: !81, file: !82, line: 507, type: !449, scopeLine: 507, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !400, !408}
!451 = !DISubprogram(name: "unique_ptr", scope: !81, file: !82, line: 514, type: !452, scopeLine: 514, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!452 = !DISubroutineType(types: !453)
!453 = !{null, !400, !454}
!454 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !423, size: 64)
!455 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEaSERKS3_", scope: !81, file: !82, line: 515, type: !456, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!456 = !DISubroutineType(types: !457)
!457 = !{!408, !400, !454}
!458 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !459, size: 64)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !73, file: !74, line: 414, baseType: !460)
!460 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<std::unique_ptr<Shape, std::default_delete<Shape> > >", scope: !2, file: !461, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !462, templateParams: !503, identifier: "_ZTSSaISt10unique_ptrI5ShapeSt14default_deleteIS0_EEE")
!461 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!462 = !{!463, !505, !509, !514, !518}
!463 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !460, baseType: !464, flags: DIFlagPublic, extraData: i32 0)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<std::unique_ptr<Shape, std::default_delete<Shape> > >", scope: !2, file: !465, line: 47, baseType: !466)
!465 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!466 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::unique_ptr<Shape, std::default_delete<Shape> > >", scope: !2, file: !467, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !468, templateParams: !503, identifier: "_ZTSSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE")
!467 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!468 = !{!469, !473, !478, !479, !485, !491, !496, !499, !502}
!469 = !DISubprogram(name: "__new_allocator", scope: !466, file: !467, line: 80, type: !470, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !472}
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!473 = !DISubprogram(name: "__new_allocator", scope: !466, file: !467, line: 83, type: !474, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubroutineType(types: !475)
!475 = !{null, !472, !476}
!476 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !477, size: 64)
!477 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !466)
!478 = !DISubprogram(name: "~__new_allocator", scope: !466, file: !467, line: 90, type: !470, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!479 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7addressERS4_", scope: !466, file: !467, line: 93, type: !480, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!482, !483, !484}
!482 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !466, file: !467, line: 63, baseType: !80)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !466, file: !467, line: 65, baseType: !408)
!485 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7addressERKS4_", scope: !466, file: !467, line: 97, type: !486, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubroutineType(types: !487)
!487 = !{!488, !483, !490}
!488 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !466, file: !467, line: 64, baseType: !489)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!490 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !466, file: !467, line: 66, baseType: !454)
!491 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE8allocateEmPKv", scope: !466, file: !467, line: 112, type: !492, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubroutineType(types: !493)
!493 = !{!80, !472, !494, !181}
!494 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !467, line: 60, baseType: !495)
!495 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !2, file: !413, line: 298, baseType: !193)
!496 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE10deallocateEPS4_m", scope: !466, file: !467, line: 142, type: !497, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !472, !80, !494}
!499 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE8max_sizeEv", scope: !466, file: !467, line: 167, type: !500, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!494, !483}
!502 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE11_M_max_sizeEv", scope: !466, file: !467, line: 210, type: !500, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !{!504}
!504 = !DITemplateTypeParameter(name: "_Tp", type: !81)
!505 = !DISubprogram(name: "allocator", scope: !460, file: !461, line: 156, type: !506, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !508}
!508 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !460, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!509 = !DISubprogram(name: "allocator", scope: !460, file: !461, line: 159, type: !510, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DISubroutineType(types: !511)
!511 = !{null, !508, !512}
!512 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !513, size: 64)
!513 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !460)
!514 = !DISubprogram(name: "operator=", linkageName: "_ZNSaISt10unique_ptrI5ShapeSt14default_deleteIS0_EEEaSERKS4_", scope: !460, file: !461, line: 164, type: !515, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{!517, !508, !512}
!517 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !460, size: 64)
!518 = !DISubprogram(name: "~allocator", scope: !460, file: !461, line: 174, type: !506, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !74, line: 435, baseType: !495)
!520 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE8allocateERS5_mPKv", scope: !73, file: !74, line: 477, type: !521, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!521 = !DISubroutineType(types: !522)
!522 = !{!79, !458, !519, !523}
!523 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !74, line: 429, baseType: !181)
!524 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE10deallocateERS5_PS4_m", scope: !73, file: !74, line: 495, type: !525, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{null, !458, !79, !519}
!527 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE8max_sizeERKS5_", scope: !73, file: !74, line: 547, type: !528, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!528 = !DISubroutineType(types: !529)
!529 = !{!530, !531}
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !73, file: !74, line: 435, baseType: !495)
!531 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !532, size: 64)
!532 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !459)
!533 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE37select_on_container_copy_constructionERKS5_", scope: !73, file: !74, line: 562, type: !534, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!534 = !DISubroutineType(types: !535)
!535 = !{!459, !531}
!536 = !{!537}
!537 = !DITemplateTypeParameter(name: "_Alloc", type: !460)
!538 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E17_S_select_on_copyERKS6_", scope: !70, file: !68, line: 97, type: !539, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!539 = !DISubroutineType(types: !540)
!540 = !{!460, !512}
!541 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E10_S_on_swapERS6_S8_", scope: !70, file: !68, line: 100, type: !542, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!542 = !DISubroutineType(types: !543)
!543 = !{null, !517, !517}
!544 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E27_S_propagate_on_copy_assignEv", scope: !70, file: !68, line: 103, type: !311, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!545 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E27_S_propagate_on_move_assignEv", scope: !70, file: !68, line: 106, type: !311, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!546 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E20_S_propagate_on_swapEv", scope: !70, file: !68, line: 109, type: !311, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!547 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E15_S_always_equalEv", scope: !70, file: !68, line: 112, type: !311, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!548 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS2_EEES5_E15_S_nothrow_moveEv", scope: !70, file: !68, line: 115, type: !311, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!549 = !{!537, !550}
!550 = !DITemplateTypeParameter(type: !81)
!551 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<std::unique_ptr<Shape, std::default_delete<Shape> > >", scope: !73, file: !74, line: 450, baseType: !460)
!552 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !63, baseType: !553, extraData: i32 0)
!553 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !60, file: !56, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !554, identifier: "_ZTSNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE")
!554 = !{!555, !558, !559, !560, !564, !568, !573}
!555 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !553, file: !56, line: 94, baseType: !556, size: 64)
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !60, file: !56, line: 90, baseType: !557)
!557 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !70, file: !68, line: 57, baseType: !79)
!558 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !553, file: !56, line: 95, baseType: !556, size: 64, offset: 64)
!559 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !553, file: !56, line: 96, baseType: !556, size: 64, offset: 128)
!560 = !DISubprogram(name: "_Vector_impl_data", scope: !553, file: !56, line: 99, type: !561, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DISubroutineType(types: !562)
!562 = !{null, !563}
!563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !553, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!564 = !DISubprogram(name: "_Vector_impl_data", scope: !553, file: !56, line: 105, type: !565, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DISubroutineType(types: !566)
!566 = !{null, !563, !567}
!567 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !553, size: 64)
!568 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_data12_M_copy_dataERKS7_", scope: !553, file: !56, line: 113, type: !569, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!569 = !DISubroutineType(types: !570)
!570 = !{null, !563, !571}
!571 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !572, size: 64)
!572 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !553)
!573 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_data12_M_swap_dataERS7_", scope: !553, file: !56, line: 122, type: !574, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DISubroutineType(types: !575)
!575 = !{null, !563, !576}
!576 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !553, size: 64)
!577 = !DISubprogram(name: "_Vector_impl", scope: !63, file: !56, line: 137, type: !578, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubroutineType(types: !579)
!579 = !{null, !580}
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!581 = !DISubprogram(name: "_Vector_impl", scope: !63, file: !56, line: 143, type: !582, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!582 = !DISubroutineType(types: !583)
!583 = !{null, !580, !584}
!584 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !585, size: 64)
!585 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!586 = !DISubprogram(name: "_Vector_impl", scope: !63, file: !56, line: 151, type: !587, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubroutineType(types: !588)
!588 = !{null, !580, !589}
!589 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !63, size: 64)
!590 = !DISubprogram(name: "_Vector_impl", scope: !63, file: !56, line: 156, type: !591, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!591 = !DISubroutineType(types: !592)
!592 = !{null, !580, !593}
!593 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !66, size: 64)
!594 = !DISubprogram(name: "_Vector_impl", scope: !63, file: !56, line: 161, type: !595, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DISubroutineType(types: !596)
!596 = !{null, !580, !593, !589}
!597 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE19_M_get_Tp_allocatorEv", scope: !60, file: !56, line: 298, type: !598, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubroutineType(types: !599)
!599 = !{!600, !601}
!600 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !66, size: 64)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!602 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE19_M_get_Tp_allocatorEv", scope: !60, file: !56, line: 303, type: !603, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{!584, !605}
!605 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !606, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!606 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!607 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE13get_allocatorEv", scope: !60, file: !56, line: 308, type: !608, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubroutineType(types: !609)
!609 = !{!610, !605}
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !60, file: !56, line: 294, baseType: !460)
!611 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 312, type: !612, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{null, !601}
!614 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 318, type: !615, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DISubroutineType(types: !616)
!616 = !{null, !601, !617}
!617 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !618, size: 64)
!618 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !610)
!619 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 324, type: !620, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !DISubroutineType(types: !621)
!621 = !{null, !601, !495}
!622 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 330, type: !623, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{null, !601, !495, !617}
!625 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 335, type: !626, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DISubroutineType(types: !627)
!627 = !{null, !601, !628}
!628 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !60, size: 64)
!629 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 340, type: !630, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!630 = !DISubroutineType(types: !631)
!631 = !{null, !601, !593}
!632 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 344, type: !633, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubroutineType(types: !634)
!634 = !{null, !601, !628, !617}
!635 = !DISubprogram(name: "_Vector_base", scope: !60, file: !56, line: 358, type: !636, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!636 = !DISubroutineType(types: !637)
!637 = !{null, !601, !617, !628}
!638 = !DISubprogram(name: "~_Vector_base", scope: !60, file: !56, line: 364, type: !612, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!639 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE11_M_allocateEm", scope: !60, file: !56, line: 375, type: !640, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!640 = !DISubroutineType(types: !641)
!641 = !{!556, !601, !495}
!642 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE13_M_deallocateEPS4_m", scope: !60, file: !56, line: 383, type: !643, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DISubroutineType(types: !644)
!644 = !{null, !601, !556, !495}
!645 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_create_storageEm", scope: !60, file: !56, line: 393, type: !620, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !{!504, !537}
!647 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !57, file: !56, line: 465, type: !648, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!648 = !DISubroutineType(types: !649)
!649 = !{!196, !650}
!650 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !2, file: !328, line: 82, baseType: !651)
!651 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !2, file: !328, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !652, templateParams: !662, identifier: "_ZTSSt17integral_constantIbLb1EE")
!652 = !{!653, !655, !661}
!653 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !651, file: !328, line: 64, baseType: !654, flags: DIFlagStaticMember, extraData: i1 true)
!654 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !196)
!655 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !651, file: !328, line: 67, type: !656, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DISubroutineType(types: !657)
!657 = !{!658, !659}
!658 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !651, file: !328, line: 65, baseType: !196)
!659 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !660, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!660 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !651)
!661 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !651, file: !328, line: 72, type: !656, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !{!663, !664}
!663 = !DITemplateTypeParameter(name: "_Tp", type: !196)
!664 = !DITemplateValueParameter(name: "__v", type: !196, value: i8 1)
!665 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !57, file: !56, line: 474, type: !666, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!666 = !DISubroutineType(types: !667)
!667 = !{!196, !668}
!668 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !2, file: !328, line: 85, baseType: !669)
!669 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !2, file: !328, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !670, templateParams: !679, identifier: "_ZTSSt17integral_constantIbLb0EE")
!670 = !{!671, !672, !678}
!671 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !669, file: !328, line: 64, baseType: !654, flags: DIFlagStaticMember, extraData: i1 false)
!672 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !669, file: !328, line: 67, type: !673, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!675, !676}
!675 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !669, file: !328, line: 65, baseType: !196)
!676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !677, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!677 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !669)
!678 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !669, file: !328, line: 72, type: !673, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !{!663, !680}
!680 = !DITemplateValueParameter(name: "__v", type: !196, value: i8 0)
!681 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE15_S_use_relocateEv", scope: !57, file: !56, line: 478, type: !311, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!682 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_S_do_relocateEPS4_S7_S7_RS5_St17integral_constantIbLb1EE", scope: !57, file: !56, line: 487, type: !683, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!683 = !DISubroutineType(types: !684)
!684 = !{!685, !685, !685, !685, !686, !650}
!685 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !57, file: !56, line: 449, baseType: !556)
!686 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !687, size: 64)
!687 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !57, file: !56, line: 444, baseType: !66)
!688 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_S_do_relocateEPS4_S7_S7_RS5_St17integral_constantIbLb0EE", scope: !57, file: !56, line: 494, type: !689, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!689 = !DISubroutineType(types: !690)
!690 = !{!685, !685, !685, !685, !686, !668}
!691 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE11_S_relocateEPS4_S7_S7_RS5_", scope: !57, file: !56, line: 499, type: !692, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!692 = !DISubroutineType(types: !693)
!693 = !{!685, !685, !685, !685, !686}
!694 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 526, type: !695, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{null, !697}
!697 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!698 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 537, type: !699, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DISubroutineType(types: !700)
!700 = !{null, !697, !701}
!701 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !702, size: 64)
!702 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !703)
!703 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !57, file: !56, line: 460, baseType: !460)
!704 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 551, type: !705, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DISubroutineType(types: !706)
!706 = !{null, !697, !707, !701}
!707 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !56, line: 458, baseType: !495)
!708 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 564, type: !709, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DISubroutineType(types: !710)
!710 = !{null, !697, !707, !711, !701}
!711 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !712, size: 64)
!712 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !713)
!713 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !57, file: !56, line: 448, baseType: !81)
!714 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 596, type: !715, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{null, !697, !717}
!717 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !718, size: 64)
!718 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!719 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 615, type: !720, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!720 = !DISubroutineType(types: !721)
!721 = !{null, !697, !722}
!722 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !57, size: 64)
!723 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 619, type: !724, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DISubroutineType(types: !725)
!725 = !{null, !697, !717, !726}
!726 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !727, size: 64)
!727 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !728)
!728 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", scope: !2, file: !328, line: 128, baseType: !729)
!729 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !730, file: !328, line: 125, baseType: !460)
!730 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", scope: !2, file: !328, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !731, identifier: "_ZTSSt15__type_identityISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE")
!731 = !{!732}
!732 = !DITemplateTypeParameter(name: "_Type", type: !460)
!733 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 630, type: !734, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubroutineType(types: !735)
!735 = !{null, !697, !722, !701, !650}
!736 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 635, type: !737, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubroutineType(types: !738)
!738 = !{null, !697, !722, !701, !668}
!739 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 654, type: !740, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{null, !697, !722, !726}
!742 = !DISubprogram(name: "vector", scope: !57, file: !56, line: 673, type: !743, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubroutineType(types: !744)
!744 = !{null, !697, !745, !701}
!745 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<std::unique_ptr<Shape, std::default_delete<Shape> > >", scope: !2, file: !746, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE")
!746 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!747 = !DISubprogram(name: "~vector", scope: !57, file: !56, line: 728, type: !695, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEaSERKS6_", scope: !57, file: !56, line: 746, type: !749, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubroutineType(types: !750)
!750 = !{!751, !697, !717}
!751 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!752 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEaSEOS6_", scope: !57, file: !56, line: 761, type: !753, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{!751, !697, !722}
!755 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEaSESt16initializer_listIS4_E", scope: !57, file: !56, line: 783, type: !756, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!751, !697, !745}
!758 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6assignEmRKS4_", scope: !57, file: !56, line: 803, type: !759, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubroutineType(types: !760)
!760 = !{null, !697, !707, !711}
!761 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6assignESt16initializer_listIS4_E", scope: !57, file: !56, line: 850, type: !762, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DISubroutineType(types: !763)
!763 = !{null, !697, !745}
!764 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5beginEv", scope: !57, file: !56, line: 868, type: !765, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{!767, !697}
!767 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !57, file: !56, line: 453, baseType: !768)
!768 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", scope: !12, file: !769, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !770, templateParams: !824, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEE")
!769 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!770 = !{!771, !772, !776, !781, !792, !797, !801, !804, !805, !806, !813, !816, !819, !820, !821}
!771 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !768, file: !769, line: 1046, baseType: !80, size: 64, flags: DIFlagProtected)
!772 = !DISubprogram(name: "__normal_iterator", scope: !768, file: !769, line: 1068, type: !773, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!773 = !DISubroutineType(types: !774)
!774 = !{null, !775}
!775 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !768, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!776 = !DISubprogram(name: "__normal_iterator", scope: !768, file: !769, line: 1072, type: !777, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{null, !775, !779}
!779 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !780, size: 64)
!780 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!781 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEdeEv", scope: !768, file: !769, line: 1095, type: !782, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!782 = !DISubroutineType(types: !783)
!783 = !{!784, !790}
!784 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !768, file: !769, line: 1061, baseType: !785)
!785 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !787, file: !786, line: 216, baseType: !408)
!786 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: ".")
!787 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<std::unique_ptr<Shape, std::default_delete<Shape> > *>", scope: !2, file: !786, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !788, identifier: "_ZTSSt15iterator_traitsIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EEE")
!788 = !{!789}
!789 = !DITemplateTypeParameter(name: "_Iterator", type: !80)
!790 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !791, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!791 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !768)
!792 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEptEv", scope: !768, file: !769, line: 1100, type: !793, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DISubroutineType(types: !794)
!794 = !{!795, !790}
!795 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !768, file: !769, line: 1062, baseType: !796)
!796 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !787, file: !786, line: 215, baseType: !80)
!797 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEv", scope: !768, file: !769, line: 1105, type: !798, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!798 = !DISubroutineType(types: !799)
!799 = !{!800, !775}
!800 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !768, size: 64)
!801 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEi", scope: !768, file: !769, line: 1113, type: !802, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!802 = !DISubroutineType(types: !803)
!803 = !{!768, !775, !19}
!804 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmmEv", scope: !768, file: !769, line: 1119, type: !798, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!805 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmmEi", scope: !768, file: !769, line: 1127, type: !802, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!806 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEixEl", scope: !768, file: !769, line: 1133, type: !807, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!807 = !DISubroutineType(types: !808)
!808 = !{!784, !790, !809}
!809 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !768, file: !769, line: 1060, baseType: !810)
!810 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !787, file: !786, line: 214, baseType: !811)
!811 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !2, file: !413, line: 299, baseType: !812)
!812 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!813 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEpLEl", scope: !768, file: !769, line: 1138, type: !814, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DISubroutineType(types: !815)
!815 = !{!800, !775, !809}
!816 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEplEl", scope: !768, file: !769, line: 1143, type: !817, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!817 = !DISubroutineType(types: !818)
!818 = !{!768, !790, !809}
!819 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmIEl", scope: !768, file: !769, line: 1148, type: !814, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!820 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmiEl", scope: !768, file: !769, line: 1153, type: !817, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!821 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEE4baseEv", scope: !768, file: !769, line: 1158, type: !822, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DISubroutineType(types: !823)
!823 = !{!779, !790}
!824 = !{!789, !825}
!825 = !DITemplateTypeParameter(name: "_Container", type: !57)
!826 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5beginEv", scope: !57, file: !56, line: 878, type: !827, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!827 = !DISubroutineType(types: !828)
!828 = !{!55, !829}
!829 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!830 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !57, file: !56, line: 888, type: !765, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!831 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !57, file: !56, line: 898, type: !827, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6rbeginEv", scope: !57, file: !56, line: 908, type: !833, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!835, !697}
!835 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !57, file: !56, line: 457, baseType: !836)
!836 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > > >", scope: !2, file: !769, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS3_EESt6vectorIS6_SaIS6_EEEEE")
!837 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6rbeginEv", scope: !57, file: !56, line: 918, type: !838, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!838 = !DISubroutineType(types: !839)
!839 = !{!840, !829}
!840 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !57, file: !56, line: 456, baseType: !841)
!841 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > > >", scope: !2, file: !769, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS3_EESt6vectorIS6_SaIS6_EEEEE")
!842 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4rendEv", scope: !57, file: !56, line: 928, type: !833, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4rendEv", scope: !57, file: !56, line: 938, type: !838, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6cbeginEv", scope: !57, file: !56, line: 949, type: !827, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4cendEv", scope: !57, file: !56, line: 959, type: !827, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!846 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE7crbeginEv", scope: !57, file: !56, line: 969, type: !838, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!847 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5crendEv", scope: !57, file: !56, line: 979, type: !838, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!848 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4sizeEv", scope: !57, file: !56, line: 987, type: !849, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!849 = !DISubroutineType(types: !850)
!850 = !{!707, !829}
!851 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE8max_sizeEv", scope: !57, file: !56, line: 993, type: !849, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6resizeEm", scope: !57, file: !56, line: 1008, type: !853, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!853 = !DISubroutineType(types: !854)
!854 = !{null, !697, !707}
!855 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6resizeEmRKS4_", scope: !57, file: !56, line: 1029, type: !759, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE13shrink_to_fitEv", scope: !57, file: !56, line: 1063, type: !695, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!857 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE8capacityEv", scope: !57, file: !56, line: 1073, type: !849, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!858 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5emptyEv", scope: !57, file: !56, line: 1083, type: !859, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = !DISubroutineType(types: !860)
!860 = !{!196, !829}
!861 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE7reserveEm", scope: !57, file: !56, line: 1105, type: !853, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!862 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEixEm", scope: !57, file: !56, line: 1121, type: !863, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!863 = !DISubroutineType(types: !864)
!864 = !{!865, !697, !707}
!865 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !57, file: !56, line: 451, baseType: !866)
!866 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !70, file: !68, line: 62, baseType: !867)
!867 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !868, size: 64)
!868 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !70, file: !68, line: 56, baseType: !869)
!869 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !73, file: !74, line: 417, baseType: !81)
!870 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEixEm", scope: !57, file: !56, line: 1140, type: !871, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!871 = !DISubroutineType(types: !872)
!872 = !{!873, !829, !707}
!873 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !57, file: !56, line: 452, baseType: !874)
!874 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !70, file: !68, line: 63, baseType: !875)
!875 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !876, size: 64)
!876 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !868)
!877 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_M_range_checkEm", scope: !57, file: !56, line: 1150, type: !878, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!878 = !DISubroutineType(types: !879)
!879 = !{null, !829, !707}
!880 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE2atEm", scope: !57, file: !56, line: 1173, type: !863, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!881 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE2atEm", scope: !57, file: !56, line: 1192, type: !871, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!882 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5frontEv", scope: !57, file: !56, line: 1204, type: !883, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!883 = !DISubroutineType(types: !884)
!884 = !{!865, !697}
!885 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5frontEv", scope: !57, file: !56, line: 1216, type: !886, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!886 = !DISubroutineType(types: !887)
!887 = !{!873, !829}
!888 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4backEv", scope: !57, file: !56, line: 1228, type: !883, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!889 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4backEv", scope: !57, file: !56, line: 1240, type: !886, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!890 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4dataEv", scope: !57, file: !56, line: 1255, type: !891, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DISubroutineType(types: !892)
!892 = !{!80, !697}
!893 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4dataEv", scope: !57, file: !56, line: 1260, type: !894, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!894 = !DISubroutineType(types: !895)
!895 = !{!489, !829}
!896 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE9push_backERKS4_", scope: !57, file: !56, line: 1276, type: !897, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!897 = !DISubroutineType(types: !898)
!898 = !{null, !697, !711}
!899 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE9push_backEOS4_", scope: !57, file: !56, line: 1293, type: !900, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!900 = !DISubroutineType(types: !901)
!901 = !{null, !697, !902}
!902 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !713, size: 64)
!903 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE8pop_backEv", scope: !57, file: !56, line: 1317, type: !695, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!904 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EERS9_", scope: !57, file: !56, line: 1357, type: !905, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!905 = !DISubroutineType(types: !906)
!906 = !{!767, !697, !55, !711}
!907 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEOS4_", scope: !57, file: !56, line: 1388, type: !908, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!908 = !DISubroutineType(types: !909)
!909 = !{!767, !697, !55, !902}
!910 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EESt16initializer_listIS4_E", scope: !57, file: !56, line: 1406, type: !911, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!911 = !DISubroutineType(types: !912)
!912 = !{!767, !697, !55, !745}
!913 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEmRS9_", scope: !57, file: !56, line: 1432, type: !914, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!914 = !DISubroutineType(types: !915)
!915 = !{!767, !697, !55, !707, !711}
!916 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EE", scope: !57, file: !56, line: 1529, type: !917, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!917 = !DISubroutineType(types: !918)
!918 = !{!767, !697, !55}
!919 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EESB_", scope: !57, file: !56, line: 1557, type: !920, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!920 = !DISubroutineType(types: !921)
!921 = !{!767, !697, !55, !55}
!922 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4swapERS6_", scope: !57, file: !56, line: 1581, type: !923, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{null, !697, !751}
!925 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5clearEv", scope: !57, file: !56, line: 1600, type: !695, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!926 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE18_M_fill_initializeEmRKS4_", scope: !57, file: !56, line: 1699, type: !759, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!927 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE21_M_default_initializeEm", scope: !57, file: !56, line: 1710, type: !853, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!928 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_M_fill_assignEmRKS4_", scope: !57, file: !56, line: 1757, type: !759, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPS4_S6_EEmRKS4_", scope: !57, file: !56, line: 1801, type: !930, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubroutineType(types: !931)
!931 = !{null, !697, !767, !707, !711}
!932 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_default_appendEm", scope: !57, file: !56, line: 1807, type: !853, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!933 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE16_M_shrink_to_fitEv", scope: !57, file: !56, line: 1811, type: !934, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!934 = !DISubroutineType(types: !935)
!935 = !{!196, !697}
!936 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEOS4_", scope: !57, file: !56, line: 1873, type: !908, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKS4_S6_EEOS4_", scope: !57, file: !56, line: 1884, type: !908, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12_M_check_lenEmPKc", scope: !57, file: !56, line: 1891, type: !939, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!939 = !DISubroutineType(types: !940)
!940 = !{!941, !829, !707, !942}
!941 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !57, file: !56, line: 458, baseType: !495)
!942 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !943, size: 64)
!943 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!944 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_S_check_init_lenEmRKS5_", scope: !57, file: !56, line: 1902, type: !945, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!945 = !DISubroutineType(types: !946)
!946 = !{!941, !707, !701}
!947 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE11_S_max_sizeERKS5_", scope: !57, file: !56, line: 1911, type: !948, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!948 = !DISubroutineType(types: !949)
!949 = !{!941, !950}
!950 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !951, size: 64)
!951 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !687)
!952 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE15_M_erase_at_endEPS4_", scope: !57, file: !56, line: 1928, type: !953, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!953 = !DISubroutineType(types: !954)
!954 = !{null, !697, !685}
!955 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS4_S6_EE", scope: !57, file: !56, line: 1941, type: !956, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!956 = !DISubroutineType(types: !957)
!957 = !{!767, !697, !767}
!958 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS4_S6_EESA_", scope: !57, file: !56, line: 1945, type: !959, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!959 = !DISubroutineType(types: !960)
!960 = !{!767, !697, !767, !767}
!961 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_M_move_assignEOS6_St17integral_constantIbLb1EE", scope: !57, file: !56, line: 1954, type: !962, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!962 = !DISubroutineType(types: !963)
!963 = !{null, !697, !722, !650}
!964 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_M_move_assignEOS6_St17integral_constantIbLb0EE", scope: !57, file: !56, line: 1966, type: !965, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!965 = !DISubroutineType(types: !966)
!966 = !{null, !697, !722, !668}
!967 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", scope: !12, file: !769, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !968, templateParams: !1019, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEE")
!968 = !{!969, !970, !974, !979, !989, !994, !998, !1001, !1002, !1003, !1008, !1011, !1014, !1015, !1016}
!969 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !967, file: !769, line: 1046, baseType: !489, size: 64, flags: DIFlagProtected)
!970 = !DISubprogram(name: "__normal_iterator", scope: !967, file: !769, line: 1068, type: !971, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!971 = !DISubroutineType(types: !972)
!972 = !{null, !973}
!973 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !967, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!974 = !DISubprogram(name: "__normal_iterator", scope: !967, file: !769, line: 1072, type: !975, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!975 = !DISubroutineType(types: !976)
!976 = !{null, !973, !977}
!977 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !978, size: 64)
!978 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !489)
!979 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEdeEv", scope: !967, file: !769, line: 1095, type: !980, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!980 = !DISubroutineType(types: !981)
!981 = !{!982, !987}
!982 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !967, file: !769, line: 1061, baseType: !983)
!983 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !984, file: !786, line: 227, baseType: !454)
!984 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const std::unique_ptr<Shape, std::default_delete<Shape> > *>", scope: !2, file: !786, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !985, identifier: "_ZTSSt15iterator_traitsIPKSt10unique_ptrI5ShapeSt14default_deleteIS1_EEE")
!985 = !{!986}
!986 = !DITemplateTypeParameter(name: "_Iterator", type: !489)
!987 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !988, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!988 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !967)
!989 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEptEv", scope: !967, file: !769, line: 1100, type: !990, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!990 = !DISubroutineType(types: !991)
!991 = !{!992, !987}
!992 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !967, file: !769, line: 1062, baseType: !993)
!993 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !984, file: !786, line: 226, baseType: !489)
!994 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEv", scope: !967, file: !769, line: 1105, type: !995, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!995 = !DISubroutineType(types: !996)
!996 = !{!997, !973}
!997 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !967, size: 64)
!998 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEi", scope: !967, file: !769, line: 1113, type: !999, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!967, !973, !19}
!1001 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmmEv", scope: !967, file: !769, line: 1119, type: !995, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1002 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmmEi", scope: !967, file: !769, line: 1127, type: !999, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1003 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEixEl", scope: !967, file: !769, line: 1133, type: !1004, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1004 = !DISubroutineType(types: !1005)
!1005 = !{!982, !987, !1006}
!1006 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !967, file: !769, line: 1060, baseType: !1007)
!1007 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !984, file: !786, line: 225, baseType: !811)
!1008 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEpLEl", scope: !967, file: !769, line: 1138, type: !1009, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1009 = !DISubroutineType(types: !1010)
!1010 = !{!997, !973, !1006}
!1011 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEplEl", scope: !967, file: !769, line: 1143, type: !1012, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1012 = !DISubroutineType(types: !1013)
!1013 = !{!967, !987, !1006}
!1014 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmIEl", scope: !967, file: !769, line: 1148, type: !1009, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1015 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEmiEl", scope: !967, file: !769, line: 1153, type: !1012, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1016 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEE4baseEv", scope: !967, file: !769, line: 1158, type: !1017, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!977, !987}
!1019 = !{!986, !825}
!1020 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "unique_ptr<Circle, std::default_delete<Circle> >", scope: !2, file: !82, line: 269, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1021, templateParams: !1283, identifier: "_ZTSSt10unique_ptrI6CircleSt14default_deleteIS0_EE")
!1021 = !{!1022, !1295, !1300, !1303, !1307, !1310, !1319, !1323, !1324, !1329, !1334, !1337, !1340, !1343, !1346, !1350}
!1022 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !1020, file: !82, line: 275, baseType: !1023, size: 64)
!1023 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uniq_ptr_data<Circle, std::default_delete<Circle>, true, true>", scope: !2, file: !82, line: 231, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1024, templateParams: !1294, identifier: "_ZTSSt15__uniq_ptr_dataI6CircleSt14default_deleteIS0_ELb1ELb1EE")
!1024 = !{!1025, !1285, !1290}
!1025 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1023, baseType: !1026, extraData: i32 0)
!1026 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__uniq_ptr_impl<Circle, std::default_delete<Circle> >", scope: !2, file: !82, line: 140, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1027, templateParams: !1283, identifier: "_ZTSSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE")
!1027 = !{!1028, !1240, !1244, !1253, !1257, !1261, !1265, !1270, !1273, !1276, !1277, !1280}
!1028 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !1026, file: !82, line: 224, baseType: !1029, size: 64)
!1029 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<Circle *, std::default_delete<Circle> >", scope: !2, file: !92, line: 981, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1030, templateParams: !1239, identifier: "_ZTSSt5tupleIJP6CircleSt14default_deleteIS0_EEE")
!1030 = !{!1031, !1214, !1215, !1221, !1225, !1231, !1236}
!1031 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1029, baseType: !1032, flags: DIFlagPublic, extraData: i32 0)
!1032 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<0UL, Circle *, std::default_delete<Circle> >", scope: !2, file: !92, line: 258, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1033, templateParams: !1210, identifier: "_ZTSSt11_Tuple_implILm0EJP6CircleSt14default_deleteIS0_EEE")
!1033 = !{!1034, !1136, !1171, !1175, !1180, !1185, !1190, !1194, !1197, !1200, !1203, !1207}
!1034 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1032, baseType: !1035, extraData: i32 0)
!1035 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<1UL, std::default_delete<Circle> >", scope: !2, file: !92, line: 416, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1036, templateParams: !1132, identifier: "_ZTSSt11_Tuple_implILm1EJSt14default_deleteI6CircleEEE")
!1036 = !{!1037, !1103, !1107, !1112, !1116, !1119, !1122, !1125, !1129}
!1037 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1035, baseType: !1038, flags: DIFlagPrivate, extraData: i32 0)
!1038 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<1UL, std::default_delete<Circle>, true>", scope: !2, file: !92, line: 78, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1039, templateParams: !1101, identifier: "_ZTSSt10_Head_baseILm1ESt14default_deleteI6CircleELb1EE")
!1039 = !{!1040, !1073, !1077, !1081, !1086, !1090, !1093, !1098}
!1040 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !1038, file: !92, line: 129, baseType: !1041, size: 8)
!1041 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "default_delete<Circle>", scope: !2, file: !82, line: 71, size: 8, flags: DIFlagTypePassByValue, elements: !1042, templateParams: !1071, identifier: "_ZTSSt14default_deleteI6CircleE")
!1042 = !{!1043, !1047}
!1043 = !DISubprogram(name: "default_delete", scope: !1041, file: !82, line: 74, type: !1044, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1044 = !DISubroutineType(types: !1045)
!1045 = !{null, !1046}
!1046 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1041, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1047 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI6CircleEclEPS0_", scope: !1041, file: !82, line: 89, type: !1048, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{null, !1050, !1052}
!1050 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1051, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1051 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1041)
!1052 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1053, size: 64)
!1053 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Circle", file: !8, line: 19, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1054, vtableHolder: !116, identifier: "_ZTS6Circle")
!1054 = !{!1055, !1056, !1057, !1061, !1066, !1067, !1068}
!1055 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1053, baseType: !116, flags: DIFlagPublic, extraData: i32 0)
!1056 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !1053, file: !8, line: 20, baseType: !130, size: 64, offset: 64)
!1057 = !DISubprogram(name: "Circle", scope: !1053, file: !8, line: 23, type: !1058, scopeLine: 23, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1058 = !DISubroutineType(types: !1059)
!1059 = !{null, !1060, !130}
!1060 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1053, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1061 = !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !1053, file: !8, line: 24, type: !1062, scopeLine: 24, containingType: !1053, virtualIndex: 2, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1062 = !DISubroutineType(types: !1063)
!1063 = !{!130, !1064}
!1064 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1065, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1065 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1053)
!1066 = !DISubprogram(name: "perimeter", linkageName: "_ZNK6Circle9perimeterEv", scope: !1053, file: !8, line: 25, type: !1062, scopeLine: 25, containingType: !1053, virtualIndex: 3, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1067 = !DISubprogram(name: "scale", linkageName: "_ZN6Circle5scaleEd", scope: !1053, file: !8, line: 26, type: !1058, scopeLine: 26, containingType: !1053, virtualIndex: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1068 = !DISubprogram(name: "kind", linkageName: "_ZNK6Circle4kindEv", scope: !1053, file: !8, line: 27, type: !1069, scopeLine: 27, containingType: !1053, virtualIndex: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1069 = !DISubroutineType(types: !1070)
!1070 = !{!19, !1064}
!1071 = !{!1072}
!1072 = !DITemplateTypeParameter(name: "_Tp", type: !1053)
!1073 = !DISubprogram(name: "_Head_base", scope: !1038, file: !92, line: 80, type: !1074, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1074 = !DISubroutineType(types: !1075)
!1075 = !{null, !1076}
!1076 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1038, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1077 = !DISubprogram(name: "_Head_base", scope: !1038, file: !92, line: 83, type: !1078, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{null, !1076, !1080}
!1080 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1051, size: 64)
!1081 = !DISubprogram(name: "_Head_base", scope: !1038, file: !92, line: 86, type: !1082, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{null, !1076, !1084}
!1084 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1085, size: 64)
!1085 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1038)
!1086 = !DISubprogram(name: "_Head_base", scope: !1038, file: !92, line: 87, type: !1087, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1087 = !DISubroutineType(types: !1088)
!1088 = !{null, !1076, !1089}
!1089 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1038, size: 64)
!1090 = !DISubprogram(name: "_Head_base", scope: !1038, file: !92, line: 94, type: !1091, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{null, !1076, !162, !169}
!1093 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI6CircleELb1EE7_M_headERS3_", scope: !1038, file: !92, line: 124, type: !1094, scopeLine: 124, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1094 = !DISubroutineType(types: !1095)
!1095 = !{!1096, !1097}
!1096 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1041, size: 64)
!1097 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1038, size: 64)
!1098 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI6CircleELb1EE7_M_headERKS3_", scope: !1038, file: !92, line: 127, type: !1099, scopeLine: 127, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1099 = !DISubroutineType(types: !1100)
!1100 = !{!1080, !1084}
!1101 = !{!192, !1102, !195}
!1102 = !DITemplateTypeParameter(name: "_Head", type: !1041)
!1103 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6CircleEEE7_M_headERS3_", scope: !1035, file: !92, line: 424, type: !1104, scopeLine: 424, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1104 = !DISubroutineType(types: !1105)
!1105 = !{!1096, !1106}
!1106 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1035, size: 64)
!1107 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6CircleEEE7_M_headERKS3_", scope: !1035, file: !92, line: 427, type: !1108, scopeLine: 427, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1108 = !DISubroutineType(types: !1109)
!1109 = !{!1080, !1110}
!1110 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1111, size: 64)
!1111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1035)
!1112 = !DISubprogram(name: "_Tuple_impl", scope: !1035, file: !92, line: 430, type: !1113, scopeLine: 430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1113 = !DISubroutineType(types: !1114)
!1114 = !{null, !1115}
!1115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1035, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1116 = !DISubprogram(name: "_Tuple_impl", scope: !1035, file: !92, line: 434, type: !1117, scopeLine: 434, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{null, !1115, !1080}
!1119 = !DISubprogram(name: "_Tuple_impl", scope: !1035, file: !92, line: 444, type: !1120, scopeLine: 444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1120 = !DISubroutineType(types: !1121)
!1121 = !{null, !1115, !1110}
!1122 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6CircleEEEaSERKS3_", scope: !1035, file: !92, line: 448, type: !1123, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1123 = !DISubroutineType(types: !1124)
!1124 = !{!1106, !1115, !1110}
!1125 = !DISubprogram(name: "_Tuple_impl", scope: !1035, file: !92, line: 454, type: !1126, scopeLine: 454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{null, !1115, !1128}
!1128 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1035, size: 64)
!1129 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6CircleEEE7_M_swapERS3_", scope: !1035, file: !92, line: 544, type: !1130, scopeLine: 544, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1130 = !DISubroutineType(types: !1131)
!1131 = !{null, !1115, !1106}
!1132 = !{!192, !1133}
!1133 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !1134)
!1134 = !{!1135}
!1135 = !DITemplateTypeParameter(type: !1041)
!1136 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1032, baseType: !1137, flags: DIFlagPrivate, extraData: i32 0)
!1137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<0UL, Circle *, false>", scope: !2, file: !92, line: 187, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1138, templateParams: !1169, identifier: "_ZTSSt10_Head_baseILm0EP6CircleLb0EE")
!1138 = !{!1139, !1140, !1144, !1149, !1154, !1158, !1161, !1166}
!1139 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !1137, file: !92, line: 238, baseType: !1052, size: 64)
!1140 = !DISubprogram(name: "_Head_base", scope: !1137, file: !92, line: 189, type: !1141, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1141 = !DISubroutineType(types: !1142)
!1142 = !{null, !1143}
!1143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1137, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1144 = !DISubprogram(name: "_Head_base", scope: !1137, file: !92, line: 192, type: !1145, scopeLine: 192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1145 = !DISubroutineType(types: !1146)
!1146 = !{null, !1143, !1147}
!1147 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1148, size: 64)
!1148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1052)
!1149 = !DISubprogram(name: "_Head_base", scope: !1137, file: !92, line: 195, type: !1150, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1150 = !DISubroutineType(types: !1151)
!1151 = !{null, !1143, !1152}
!1152 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1153, size: 64)
!1153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1137)
!1154 = !DISubprogram(name: "_Head_base", scope: !1137, file: !92, line: 196, type: !1155, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1155 = !DISubroutineType(types: !1156)
!1156 = !{null, !1143, !1157}
!1157 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1137, size: 64)
!1158 = !DISubprogram(name: "_Head_base", scope: !1137, file: !92, line: 203, type: !1159, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1159 = !DISubroutineType(types: !1160)
!1160 = !{null, !1143, !162, !169}
!1161 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP6CircleLb0EE7_M_headERS2_", scope: !1137, file: !92, line: 233, type: !1162, scopeLine: 233, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1162 = !DISubroutineType(types: !1163)
!1163 = !{!1164, !1165}
!1164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1052, size: 64)
!1165 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1137, size: 64)
!1166 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP6CircleLb0EE7_M_headERKS2_", scope: !1137, file: !92, line: 236, type: !1167, scopeLine: 236, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{!1147, !1152}
!1169 = !{!264, !1170, !266}
!1170 = !DITemplateTypeParameter(name: "_Head", type: !1052)
!1171 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP6CircleSt14default_deleteIS0_EEE7_M_headERS4_", scope: !1032, file: !92, line: 268, type: !1172, scopeLine: 268, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1172 = !DISubroutineType(types: !1173)
!1173 = !{!1164, !1174}
!1174 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1032, size: 64)
!1175 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP6CircleSt14default_deleteIS0_EEE7_M_headERKS4_", scope: !1032, file: !92, line: 271, type: !1176, scopeLine: 271, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1176 = !DISubroutineType(types: !1177)
!1177 = !{!1147, !1178}
!1178 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1179, size: 64)
!1179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1032)
!1180 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP6CircleSt14default_deleteIS0_EEE7_M_tailERS4_", scope: !1032, file: !92, line: 274, type: !1181, scopeLine: 274, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1181 = !DISubroutineType(types: !1182)
!1182 = !{!1183, !1174}
!1183 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1184, size: 64)
!1184 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Inherited", scope: !1032, file: !92, line: 264, baseType: !1035)
!1185 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP6CircleSt14default_deleteIS0_EEE7_M_tailERKS4_", scope: !1032, file: !92, line: 277, type: !1186, scopeLine: 277, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1186 = !DISubroutineType(types: !1187)
!1187 = !{!1188, !1178}
!1188 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1189, size: 64)
!1189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1184)
!1190 = !DISubprogram(name: "_Tuple_impl", scope: !1032, file: !92, line: 279, type: !1191, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1191 = !DISubroutineType(types: !1192)
!1192 = !{null, !1193}
!1193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1032, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1194 = !DISubprogram(name: "_Tuple_impl", scope: !1032, file: !92, line: 283, type: !1195, scopeLine: 283, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{null, !1193, !1147, !1080}
!1197 = !DISubprogram(name: "_Tuple_impl", scope: !1032, file: !92, line: 295, type: !1198, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1198 = !DISubroutineType(types: !1199)
!1199 = !{null, !1193, !1178}
!1200 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm0EJP6CircleSt14default_deleteIS0_EEEaSERKS4_", scope: !1032, file: !92, line: 299, type: !1201, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1201 = !DISubroutineType(types: !1202)
!1202 = !{!1174, !1193, !1178}
!1203 = !DISubprogram(name: "_Tuple_impl", scope: !1032, file: !92, line: 301, type: !1204, scopeLine: 301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1204 = !DISubroutineType(types: !1205)
!1205 = !{null, !1193, !1206}
!1206 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1032, size: 64)
!1207 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm0EJP6CircleSt14default_deleteIS0_EEE7_M_swapERS4_", scope: !1032, file: !92, line: 406, type: !1208, scopeLine: 406, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{null, !1193, !1174}
!1210 = !{!264, !1211}
!1211 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !1212)
!1212 = !{!1213, !1135}
!1213 = !DITemplateTypeParameter(type: !1052)
!1214 = !DISubprogram(name: "__nothrow_default_constructible", linkageName: "_ZNSt5tupleIJP6CircleSt14default_deleteIS0_EEE31__nothrow_default_constructibleEv", scope: !1029, file: !92, line: 1035, type: !311, scopeLine: 1035, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1215 = !DISubprogram(name: "tuple", scope: !1029, file: !92, line: 1088, type: !1216, scopeLine: 1088, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1216 = !DISubroutineType(types: !1217)
!1217 = !{null, !1218, !1219}
!1218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1029, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1219 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1220, size: 64)
!1220 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1029)
!1221 = !DISubprogram(name: "tuple", scope: !1029, file: !92, line: 1090, type: !1222, scopeLine: 1090, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1222 = !DISubroutineType(types: !1223)
!1223 = !{null, !1218, !1224}
!1224 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1029, size: 64)
!1225 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP6CircleSt14default_deleteIS0_EEEaSERKS4_", scope: !1029, file: !92, line: 1267, type: !1226, scopeLine: 1267, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{!1228, !1218, !1229}
!1228 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1029, size: 64)
!1229 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Circle *const &, const std::default_delete<Circle> &>(), const std::tuple<Circle *, std::default_delete<Circle> > &, const std::__nonesuch &>", scope: !2, file: !328, line: 119, baseType: !1230)
!1230 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<const std::tuple<Circle *, std::default_delete<Circle> > &, const std::__nonesuch &>", scope: !330, file: !328, line: 107, baseType: !1219)
!1231 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP6CircleSt14default_deleteIS0_EEEaSEOS4_", scope: !1029, file: !92, line: 1278, type: !1232, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1232 = !DISubroutineType(types: !1233)
!1233 = !{!1228, !1218, !1234}
!1234 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Circle *, std::default_delete<Circle> >(), std::tuple<Circle *, std::default_delete<Circle> > &&, std::__nonesuch &&>", scope: !2, file: !328, line: 119, baseType: !1235)
!1235 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<std::tuple<Circle *, std::default_delete<Circle> > &&, std::__nonesuch &&>", scope: !330, file: !328, line: 107, baseType: !1224)
!1236 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJP6CircleSt14default_deleteIS0_EEE4swapERS4_", scope: !1029, file: !92, line: 1331, type: !1237, scopeLine: 1331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1237 = !DISubroutineType(types: !1238)
!1238 = !{null, !1218, !1228}
!1239 = !{!1211}
!1240 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1026, file: !82, line: 166, type: !1241, scopeLine: 166, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1241 = !DISubroutineType(types: !1242)
!1242 = !{null, !1243}
!1243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1026, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1244 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1026, file: !82, line: 168, type: !1245, scopeLine: 168, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1245 = !DISubroutineType(types: !1246)
!1246 = !{null, !1243, !1247}
!1247 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1026, file: !82, line: 160, baseType: !1248)
!1248 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1249, file: !82, line: 145, baseType: !1052)
!1249 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Ptr<Circle, std::default_delete<Circle>, void>", scope: !1026, file: !82, line: 143, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1250, identifier: "_ZTSNSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE4_PtrIS0_S2_vEE")
!1250 = !{!1251, !1252, !354}
!1251 = !DITemplateTypeParameter(name: "_Up", type: !1053)
!1252 = !DITemplateTypeParameter(name: "_Ep", type: !1041)
!1253 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1026, file: !82, line: 176, type: !1254, scopeLine: 176, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1254 = !DISubroutineType(types: !1255)
!1255 = !{null, !1243, !1256}
!1256 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1026, size: 64)
!1257 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EEaSEOS3_", scope: !1026, file: !82, line: 181, type: !1258, scopeLine: 181, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1258 = !DISubroutineType(types: !1259)
!1259 = !{!1260, !1243, !1256}
!1260 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1026, size: 64)
!1261 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE6_M_ptrEv", scope: !1026, file: !82, line: 189, type: !1262, scopeLine: 189, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1262 = !DISubroutineType(types: !1263)
!1263 = !{!1264, !1243}
!1264 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1247, size: 64)
!1265 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNKSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE6_M_ptrEv", scope: !1026, file: !82, line: 191, type: !1266, scopeLine: 191, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1266 = !DISubroutineType(types: !1267)
!1267 = !{!1247, !1268}
!1268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1269, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1026)
!1270 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE10_M_deleterEv", scope: !1026, file: !82, line: 193, type: !1271, scopeLine: 193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1271 = !DISubroutineType(types: !1272)
!1272 = !{!1096, !1243}
!1273 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNKSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE10_M_deleterEv", scope: !1026, file: !82, line: 195, type: !1274, scopeLine: 195, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1274 = !DISubroutineType(types: !1275)
!1275 = !{!1080, !1268}
!1276 = !DISubprogram(name: "reset", linkageName: "_ZNSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE5resetEPS0_", scope: !1026, file: !82, line: 198, type: !1245, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1277 = !DISubprogram(name: "release", linkageName: "_ZNSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE7releaseEv", scope: !1026, file: !82, line: 207, type: !1278, scopeLine: 207, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{!1247, !1243}
!1280 = !DISubprogram(name: "swap", linkageName: "_ZNSt15__uniq_ptr_implI6CircleSt14default_deleteIS0_EE4swapERS3_", scope: !1026, file: !82, line: 216, type: !1281, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{null, !1243, !1260}
!1283 = !{!1072, !1284}
!1284 = !DITemplateTypeParameter(name: "_Dp", type: !1041)
!1285 = !DISubprogram(name: "__uniq_ptr_data", scope: !1023, file: !82, line: 234, type: !1286, scopeLine: 234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1286 = !DISubroutineType(types: !1287)
!1287 = !{null, !1288, !1289}
!1288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1023, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1289 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1023, size: 64)
!1290 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_dataI6CircleSt14default_deleteIS0_ELb1ELb1EEaSEOS3_", scope: !1023, file: !82, line: 235, type: !1291, scopeLine: 235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1291 = !DISubroutineType(types: !1292)
!1292 = !{!1293, !1288, !1289}
!1293 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1023, size: 64)
!1294 = !{!1072, !1284, !195, !195}
!1295 = !DISubprogram(name: "unique_ptr", scope: !1020, file: !82, line: 358, type: !1296, scopeLine: 358, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{null, !1298, !1299}
!1298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1020, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1299 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1020, size: 64)
!1300 = !DISubprogram(name: "~unique_ptr", scope: !1020, file: !82, line: 390, type: !1301, scopeLine: 390, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1301 = !DISubroutineType(types: !1302)
!1302 = !{null, !1298}
!1303 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI6CircleSt14default_deleteIS0_EEaSEOS3_", scope: !1020, file: !82, line: 406, type: !1304, scopeLine: 406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!1306, !1298, !1299}
!1306 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1020, size: 64)
!1307 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI6CircleSt14default_deleteIS0_EEaSEDn", scope: !1020, file: !82, line: 432, type: !1308, scopeLine: 432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!1306, !1298, !412}
!1310 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt10unique_ptrI6CircleSt14default_deleteIS0_EEdeEv", scope: !1020, file: !82, line: 443, type: !1311, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1311 = !DISubroutineType(types: !1312)
!1312 = !{!1313, !1317}
!1313 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1314, file: !328, line: 1645, baseType: !1316)
!1314 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__add_lvalue_reference_helper<Circle, true>", scope: !2, file: !328, line: 1644, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1315, identifier: "_ZTSSt29__add_lvalue_reference_helperI6CircleLb1EE")
!1315 = !{!1072, !195}
!1316 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1053, size: 64)
!1317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1020)
!1319 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt10unique_ptrI6CircleSt14default_deleteIS0_EEptEv", scope: !1020, file: !82, line: 452, type: !1320, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1320 = !DISubroutineType(types: !1321)
!1321 = !{!1322, !1317}
!1322 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1020, file: !82, line: 278, baseType: !1247)
!1323 = !DISubprogram(name: "get", linkageName: "_ZNKSt10unique_ptrI6CircleSt14default_deleteIS0_EE3getEv", scope: !1020, file: !82, line: 461, type: !1320, scopeLine: 461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1324 = !DISubprogram(name: "get_deleter", linkageName: "_ZNSt10unique_ptrI6CircleSt14default_deleteIS0_EE11get_deleterEv", scope: !1020, file: !82, line: 467, type: !1325, scopeLine: 467, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!1327, !1298}
!1327 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1328, size: 64)
!1328 = !DIDerivedType(tag: DW_TAG_typedef, name: "deleter_type", scope: !1020, file: !82, line: 280, baseType: !1041)
!1329 = !DISubprogram(name: "get_deleter", linkageName: "_ZNKSt10unique_ptrI6CircleSt14default_deleteIS0_EE11get_deleterEv", scope: !1020, file: !82, line: 473, type: !1330, scopeLine: 473, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1330 = !DISubroutineType(types: !1331)
!1331 = !{!1332, !1317}
!1332 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1333, size: 64)
!1333 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1328)
!1334 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt10unique_ptrI6CircleSt14default_deleteIS0_EEcvbEv", scope: !1020, file: !82, line: 478, type: !1335, scopeLine: 478, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!196, !1317}
!1337 = !DISubprogram(name: "release", linkageName: "_ZNSt10unique_ptrI6CircleSt14default_deleteIS0_EE7releaseEv", scope: !1020, file: !82, line: 486, type: !1338, scopeLine: 486, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1338 = !DISubroutineType(types: !1339)
!1339 = !{!1322, !1298}
!1340 = !DISubprogram(name: "reset", linkageName: "_ZNSt10unique_ptrI6CircleSt14default_deleteIS0_EE5resetEPS0_", scope: !1020, file: !82, line: 497, type: !1341, scopeLine: 497, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1341 = !DISubroutineType(types: !1342)
!1342 = !{null, !1298, !1322}
!1343 = !DISubprogram(name: "swap", linkageName: "_ZNSt10unique_ptrI6CircleSt14default_deleteIS0_EE4swapERS3_", scope: !1020, file: !82, line: 507, type: !1344, scopeLine: 507, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1344 = !DISubroutineType(types: !1345)
!1345 = !{null, !1298, !1306}
!1346 = !DISubprogram(name: "unique_ptr", scope: !1020, file: !82, line: 514, type: !1347, scopeLine: 514, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1347 = !DISubroutineType(types: !1348)
!1348 = !{null, !1298, !1349}
!1349 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1318, size: 64)
!1350 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI6CircleSt14default_deleteIS0_EEaSERKS3_", scope: !1020, file: !82, line: 515, type: !1351, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{!1306, !1298, !1349}
!1353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!1354 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !1355, file: !56, line: 506, baseType: !1361)
!1355 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE11_S_relocateEPS4_S7_S7_RS5_", scope: !57, file: !56, line: 499, type: !692, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !691, retainedNodes: !1356)
!1356 = !{!1357, !1358, !1359, !1360}
!1357 = !DILocalVariable(name: "__first", arg: 1, scope: !1355, file: !56, line: 499, type: !685)
!1358 = !DILocalVariable(name: "__last", arg: 2, scope: !1355, file: !56, line: 499, type: !685)
!1359 = !DILocalVariable(name: "__result", arg: 3, scope: !1355, file: !56, line: 499, type: !685)
!1360 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1355, file: !56, line: 500, type: !686)
!1361 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !2, file: !328, line: 90, baseType: !651)
!1362 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "unique_ptr<Rect, std::default_delete<Rect> >", scope: !2, file: !82, line: 269, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1363, templateParams: !1628, identifier: "_ZTSSt10unique_ptrI4RectSt14default_deleteIS0_EE")
!1363 = !{!1364, !1640, !1645, !1648, !1652, !1655, !1664, !1668, !1669, !1674, !1679, !1682, !1685, !1688, !1691, !1695}
!1364 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !1362, file: !82, line: 275, baseType: !1365, size: 64)
!1365 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uniq_ptr_data<Rect, std::default_delete<Rect>, true, true>", scope: !2, file: !82, line: 231, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1366, templateParams: !1639, identifier: "_ZTSSt15__uniq_ptr_dataI4RectSt14default_deleteIS0_ELb1ELb1EE")
!1366 = !{!1367, !1630, !1635}
!1367 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1365, baseType: !1368, extraData: i32 0)
!1368 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__uniq_ptr_impl<Rect, std::default_delete<Rect> >", scope: !2, file: !82, line: 140, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1369, templateParams: !1628, identifier: "_ZTSSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE")
!1369 = !{!1370, !1585, !1589, !1598, !1602, !1606, !1610, !1615, !1618, !1621, !1622, !1625}
!1370 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !1368, file: !82, line: 224, baseType: !1371, size: 64)
!1371 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<Rect *, std::default_delete<Rect> >", scope: !2, file: !92, line: 981, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1372, templateParams: !1584, identifier: "_ZTSSt5tupleIJP4RectSt14default_deleteIS0_EEE")
!1372 = !{!1373, !1559, !1560, !1566, !1570, !1576, !1581}
!1373 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1371, baseType: !1374, flags: DIFlagPublic, extraData: i32 0)
!1374 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<0UL, Rect *, std::default_delete<Rect> >", scope: !2, file: !92, line: 258, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1375, templateParams: !1555, identifier: "_ZTSSt11_Tuple_implILm0EJP4RectSt14default_deleteIS0_EEE")
!1375 = !{!1376, !1481, !1516, !1520, !1525, !1530, !1535, !1539, !1542, !1545, !1548, !1552}
!1376 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1374, baseType: !1377, extraData: i32 0)
!1377 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<1UL, std::default_delete<Rect> >", scope: !2, file: !92, line: 416, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1378, templateParams: !1477, identifier: "_ZTSSt11_Tuple_implILm1EJSt14default_deleteI4RectEEE")
!1378 = !{!1379, !1448, !1452, !1457, !1461, !1464, !1467, !1470, !1474}
!1379 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1377, baseType: !1380, flags: DIFlagPrivate, extraData: i32 0)
!1380 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<1UL, std::default_delete<Rect>, true>", scope: !2, file: !92, line: 78, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1381, templateParams: !1446, identifier: "_ZTSSt10_Head_baseILm1ESt14default_deleteI4RectELb1EE")
!1381 = !{!1382, !1418, !1422, !1426, !1431, !1435, !1438, !1443}
!1382 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !1380, file: !92, line: 129, baseType: !1383, size: 8)
!1383 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "default_delete<Rect>", scope: !2, file: !82, line: 71, size: 8, flags: DIFlagTypePassByValue, elements: !1384, templateParams: !1416, identifier: "_ZTSSt14default_deleteI4RectE")
!1384 = !{!1385, !1389}
!1385 = !DISubprogram(name: "default_delete", scope: !1383, file: !82, line: 74, type: !1386, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{null, !1388}
!1388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1383, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1389 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI4RectEclEPS0_", scope: !1383, file: !82, line: 89, type: !1390, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1390 = !DISubroutineType(types: !1391)
!1391 = !{null, !1392, !1394}
!1392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1393, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1393 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1383)
!1394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1395, size: 64)
!1395 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Rect", file: !8, line: 30, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1396, vtableHolder: !116, identifier: "_ZTS4Rect")
!1396 = !{!1397, !1398, !1399, !1400, !1404, !1409, !1410, !1413}
!1397 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1395, baseType: !116, flags: DIFlagPublic, extraData: i32 0)
!1398 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !1395, file: !8, line: 32, baseType: !130, size: 64, offset: 64, flags: DIFlagProtected)
!1399 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !1395, file: !8, line: 32, baseType: !130, size: 64, offset: 128, flags: DIFlagProtected)
!1400 = !DISubprogram(name: "Rect", scope: !1395, file: !8, line: 35, type: !1401, scopeLine: 35, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1401 = !DISubroutineType(types: !1402)
!1402 = !{null, !1403, !130, !130}
!1403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1395, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1404 = !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !1395, file: !8, line: 36, type: !1405, scopeLine: 36, containingType: !1395, virtualIndex: 2, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1405 = !DISubroutineType(types: !1406)
!1406 = !{!130, !1407}
!1407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1408, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1408 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1395)
!1409 = !DISubprogram(name: "perimeter", linkageName: "_ZNK4Rect9perimeterEv", scope: !1395, file: !8, line: 37, type: !1405, scopeLine: 37, containingType: !1395, virtualIndex: 3, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1410 = !DISubprogram(name: "scale", linkageName: "_ZN4Rect5scaleEd", scope: !1395, file: !8, line: 38, type: !1411, scopeLine: 38, containingType: !1395, virtualIndex: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1411 = !DISubroutineType(types: !1412)
!1412 = !{null, !1403, !130}
!1413 = !DISubprogram(name: "kind", linkageName: "_ZNK4Rect4kindEv", scope: !1395, file: !8, line: 43, type: !1414, scopeLine: 43, containingType: !1395, virtualIndex: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1414 = !DISubroutineType(types: !1415)
!1415 = !{!19, !1407}
!1416 = !{!1417}
!1417 = !DITemplateTypeParameter(name: "_Tp", type: !1395)
!1418 = !DISubprogram(name: "_Head_base", scope: !1380, file: !92, line: 80, type: !1419, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{null, !1421}
!1421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1380, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1422 = !DISubprogram(name: "_Head_base", scope: !1380, file: !92, line: 83, type: !1423, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1423 = !DISubroutineType(types: !1424)
!1424 = !{null, !1421, !1425}
!1425 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1393, size: 64)
!1426 = !DISubprogram(name: "_Head_base", scope: !1380, file: !92, line: 86, type: !1427, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1427 = !DISubroutineType(types: !1428)
!1428 = !{null, !1421, !1429}
!1429 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1430, size: 64)
!1430 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1380)
!1431 = !DISubprogram(name: "_Head_base", scope: !1380, file: !92, line: 87, type: !1432, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1432 = !DISubroutineType(types: !1433)
!1433 = !{null, !1421, !1434}
!1434 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1380, size: 64)
!1435 = !DISubprogram(name: "_Head_base", scope: !1380, file: !92, line: 94, type: !1436, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1436 = !DISubroutineType(types: !1437)
!1437 = !{null, !1421, !162, !169}
!1438 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI4RectELb1EE7_M_headERS3_", scope: !1380, file: !92, line: 124, type: !1439, scopeLine: 124, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1439 = !DISubroutineType(types: !1440)
!1440 = !{!1441, !1442}
!1441 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1383, size: 64)
!1442 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1380, size: 64)
!1443 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI4RectELb1EE7_M_headERKS3_", scope: !1380, file: !92, line: 127, type: !1444, scopeLine: 127, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1444 = !DISubroutineType(types: !1445)
!1445 = !{!1425, !1429}
!1446 = !{!192, !1447, !195}
!1447 = !DITemplateTypeParameter(name: "_Head", type: !1383)
!1448 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4RectEEE7_M_headERS3_", scope: !1377, file: !92, line: 424, type: !1449, scopeLine: 424, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1449 = !DISubroutineType(types: !1450)
!1450 = !{!1441, !1451}
!1451 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1377, size: 64)
!1452 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4RectEEE7_M_headERKS3_", scope: !1377, file: !92, line: 427, type: !1453, scopeLine: 427, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1453 = !DISubroutineType(types: !1454)
!1454 = !{!1425, !1455}
!1455 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1456, size: 64)
!1456 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1377)
!1457 = !DISubprogram(name: "_Tuple_impl", scope: !1377, file: !92, line: 430, type: !1458, scopeLine: 430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{null, !1460}
!1460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1377, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1461 = !DISubprogram(name: "_Tuple_impl", scope: !1377, file: !92, line: 434, type: !1462, scopeLine: 434, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{null, !1460, !1425}
!1464 = !DISubprogram(name: "_Tuple_impl", scope: !1377, file: !92, line: 444, type: !1465, scopeLine: 444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1465 = !DISubroutineType(types: !1466)
!1466 = !{null, !1460, !1455}
!1467 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4RectEEEaSERKS3_", scope: !1377, file: !92, line: 448, type: !1468, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1468 = !DISubroutineType(types: !1469)
!1469 = !{!1451, !1460, !1455}
!1470 = !DISubprogram(name: "_Tuple_impl", scope: !1377, file: !92, line: 454, type: !1471, scopeLine: 454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1471 = !DISubroutineType(types: !1472)
!1472 = !{null, !1460, !1473}
!1473 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1377, size: 64)
!1474 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI4RectEEE7_M_swapERS3_", scope: !1377, file: !92, line: 544, type: !1475, scopeLine: 544, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1475 = !DISubroutineType(types: !1476)
!1476 = !{null, !1460, !1451}
!1477 = !{!192, !1478}
!1478 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !1479)
!1479 = !{!1480}
!1480 = !DITemplateTypeParameter(type: !1383)
!1481 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1374, baseType: !1482, flags: DIFlagPrivate, extraData: i32 0)
!1482 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<0UL, Rect *, false>", scope: !2, file: !92, line: 187, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1483, templateParams: !1514, identifier: "_ZTSSt10_Head_baseILm0EP4RectLb0EE")
!1483 = !{!1484, !1485, !1489, !1494, !1499, !1503, !1506, !1511}
!1484 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !1482, file: !92, line: 238, baseType: !1394, size: 64)
!1485 = !DISubprogram(name: "_Head_base", scope: !1482, file: !92, line: 189, type: !1486, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1486 = !DISubroutineType(types: !1487)
!1487 = !{null, !1488}
!1488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1482, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1489 = !DISubprogram(name: "_Head_base", scope: !1482, file: !92, line: 192, type: !1490, scopeLine: 192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1490 = !DISubroutineType(types: !1491)
!1491 = !{null, !1488, !1492}
!1492 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1493, size: 64)
!1493 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1394)
!1494 = !DISubprogram(name: "_Head_base", scope: !1482, file: !92, line: 195, type: !1495, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1495 = !DISubroutineType(types: !1496)
!1496 = !{null, !1488, !1497}
!1497 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1498, size: 64)
!1498 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1482)
!1499 = !DISubprogram(name: "_Head_base", scope: !1482, file: !92, line: 196, type: !1500, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1500 = !DISubroutineType(types: !1501)
!1501 = !{null, !1488, !1502}
!1502 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1482, size: 64)
!1503 = !DISubprogram(name: "_Head_base", scope: !1482, file: !92, line: 203, type: !1504, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1504 = !DISubroutineType(types: !1505)
!1505 = !{null, !1488, !162, !169}
!1506 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP4RectLb0EE7_M_headERS2_", scope: !1482, file: !92, line: 233, type: !1507, scopeLine: 233, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1507 = !DISubroutineType(types: !1508)
!1508 = !{!1509, !1510}
!1509 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1394, size: 64)
!1510 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1482, size: 64)
!1511 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP4RectLb0EE7_M_headERKS2_", scope: !1482, file: !92, line: 236, type: !1512, scopeLine: 236, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1512 = !DISubroutineType(types: !1513)
!1513 = !{!1492, !1497}
!1514 = !{!264, !1515, !266}
!1515 = !DITemplateTypeParameter(name: "_Head", type: !1394)
!1516 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP4RectSt14default_deleteIS0_EEE7_M_headERS4_", scope: !1374, file: !92, line: 268, type: !1517, scopeLine: 268, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1517 = !DISubroutineType(types: !1518)
!1518 = !{!1509, !1519}
!1519 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1374, size: 64)
!1520 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP4RectSt14default_deleteIS0_EEE7_M_headERKS4_", scope: !1374, file: !92, line: 271, type: !1521, scopeLine: 271, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1521 = !DISubroutineType(types: !1522)
!1522 = !{!1492, !1523}
!1523 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1524, size: 64)
!1524 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1374)
!1525 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP4RectSt14default_deleteIS0_EEE7_M_tailERS4_", scope: !1374, file: !92, line: 274, type: !1526, scopeLine: 274, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1526 = !DISubroutineType(types: !1527)
!1527 = !{!1528, !1519}
!1528 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1529, size: 64)
!1529 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Inherited", scope: !1374, file: !92, line: 264, baseType: !1377)
!1530 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP4RectSt14default_deleteIS0_EEE7_M_tailERKS4_", scope: !1374, file: !92, line: 277, type: !1531, scopeLine: 277, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1531 = !DISubroutineType(types: !1532)
!1532 = !{!1533, !1523}
!1533 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1534, size: 64)
!1534 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1529)
!1535 = !DISubprogram(name: "_Tuple_impl", scope: !1374, file: !92, line: 279, type: !1536, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1536 = !DISubroutineType(types: !1537)
!1537 = !{null, !1538}
!1538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1374, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1539 = !DISubprogram(name: "_Tuple_impl", scope: !1374, file: !92, line: 283, type: !1540, scopeLine: 283, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1540 = !DISubroutineType(types: !1541)
!1541 = !{null, !1538, !1492, !1425}
!1542 = !DISubprogram(name: "_Tuple_impl", scope: !1374, file: !92, line: 295, type: !1543, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1543 = !DISubroutineType(types: !1544)
!1544 = !{null, !1538, !1523}
!1545 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm0EJP4RectSt14default_deleteIS0_EEEaSERKS4_", scope: !1374, file: !92, line: 299, type: !1546, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1546 = !DISubroutineType(types: !1547)
!1547 = !{!1519, !1538, !1523}
!1548 = !DISubprogram(name: "_Tuple_impl", scope: !1374, file: !92, line: 301, type: !1549, scopeLine: 301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1549 = !DISubroutineType(types: !1550)
!1550 = !{null, !1538, !1551}
!1551 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1374, size: 64)
!1552 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm0EJP4RectSt14default_deleteIS0_EEE7_M_swapERS4_", scope: !1374, file: !92, line: 406, type: !1553, scopeLine: 406, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1553 = !DISubroutineType(types: !1554)
!1554 = !{null, !1538, !1519}
!1555 = !{!264, !1556}
!1556 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !1557)
!1557 = !{!1558, !1480}
!1558 = !DITemplateTypeParameter(type: !1394)
!1559 = !DISubprogram(name: "__nothrow_default_constructible", linkageName: "_ZNSt5tupleIJP4RectSt14default_deleteIS0_EEE31__nothrow_default_constructibleEv", scope: !1371, file: !92, line: 1035, type: !311, scopeLine: 1035, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1560 = !DISubprogram(name: "tuple", scope: !1371, file: !92, line: 1088, type: !1561, scopeLine: 1088, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1561 = !DISubroutineType(types: !1562)
!1562 = !{null, !1563, !1564}
!1563 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1371, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1564 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1565, size: 64)
!1565 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1371)
!1566 = !DISubprogram(name: "tuple", scope: !1371, file: !92, line: 1090, type: !1567, scopeLine: 1090, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1567 = !DISubroutineType(types: !1568)
!1568 = !{null, !1563, !1569}
!1569 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1371, size: 64)
!1570 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP4RectSt14default_deleteIS0_EEEaSERKS4_", scope: !1371, file: !92, line: 1267, type: !1571, scopeLine: 1267, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1571 = !DISubroutineType(types: !1572)
!1572 = !{!1573, !1563, !1574}
!1573 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1371, size: 64)
!1574 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Rect *const &, const std::default_delete<Rect> &>(), const std::tuple<Rect *, std::default_delete<Rect> > &, const std::__nonesuch &>", scope: !2, file: !328, line: 119, baseType: !1575)
!1575 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<const std::tuple<Rect *, std::default_delete<Rect> > &, const std::__nonesuch &>", scope: !330, file: !328, line: 107, baseType: !1564)
!1576 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP4RectSt14default_deleteIS0_EEEaSEOS4_", scope: !1371, file: !92, line: 1278, type: !1577, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1577 = !DISubroutineType(types: !1578)
!1578 = !{!1573, !1563, !1579}
!1579 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Rect *, std::default_delete<Rect> >(), std::tuple<Rect *, std::default_delete<Rect> > &&, std::__nonesuch &&>", scope: !2, file: !328, line: 119, baseType: !1580)
!1580 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<std::tuple<Rect *, std::default_delete<Rect> > &&, std::__nonesuch &&>", scope: !330, file: !328, line: 107, baseType: !1569)
!1581 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJP4RectSt14default_deleteIS0_EEE4swapERS4_", scope: !1371, file: !92, line: 1331, type: !1582, scopeLine: 1331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1582 = !DISubroutineType(types: !1583)
!1583 = !{null, !1563, !1573}
!1584 = !{!1556}
!1585 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1368, file: !82, line: 166, type: !1586, scopeLine: 166, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1586 = !DISubroutineType(types: !1587)
!1587 = !{null, !1588}
!1588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1368, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1589 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1368, file: !82, line: 168, type: !1590, scopeLine: 168, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1590 = !DISubroutineType(types: !1591)
!1591 = !{null, !1588, !1592}
!1592 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1368, file: !82, line: 160, baseType: !1593)
!1593 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1594, file: !82, line: 145, baseType: !1394)
!1594 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Ptr<Rect, std::default_delete<Rect>, void>", scope: !1368, file: !82, line: 143, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1595, identifier: "_ZTSNSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE4_PtrIS0_S2_vEE")
!1595 = !{!1596, !1597, !354}
!1596 = !DITemplateTypeParameter(name: "_Up", type: !1395)
!1597 = !DITemplateTypeParameter(name: "_Ep", type: !1383)
!1598 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1368, file: !82, line: 176, type: !1599, scopeLine: 176, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1599 = !DISubroutineType(types: !1600)
!1600 = !{null, !1588, !1601}
!1601 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1368, size: 64)
!1602 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EEaSEOS3_", scope: !1368, file: !82, line: 181, type: !1603, scopeLine: 181, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1603 = !DISubroutineType(types: !1604)
!1604 = !{!1605, !1588, !1601}
!1605 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1368, size: 64)
!1606 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE6_M_ptrEv", scope: !1368, file: !82, line: 189, type: !1607, scopeLine: 189, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1607 = !DISubroutineType(types: !1608)
!1608 = !{!1609, !1588}
!1609 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1592, size: 64)
!1610 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNKSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE6_M_ptrEv", scope: !1368, file: !82, line: 191, type: !1611, scopeLine: 191, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1611 = !DISubroutineType(types: !1612)
!1612 = !{!1592, !1613}
!1613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1614, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1614 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1368)
!1615 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE10_M_deleterEv", scope: !1368, file: !82, line: 193, type: !1616, scopeLine: 193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1616 = !DISubroutineType(types: !1617)
!1617 = !{!1441, !1588}
!1618 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNKSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE10_M_deleterEv", scope: !1368, file: !82, line: 195, type: !1619, scopeLine: 195, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1619 = !DISubroutineType(types: !1620)
!1620 = !{!1425, !1613}
!1621 = !DISubprogram(name: "reset", linkageName: "_ZNSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE5resetEPS0_", scope: !1368, file: !82, line: 198, type: !1590, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1622 = !DISubprogram(name: "release", linkageName: "_ZNSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE7releaseEv", scope: !1368, file: !82, line: 207, type: !1623, scopeLine: 207, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1623 = !DISubroutineType(types: !1624)
!1624 = !{!1592, !1588}
!1625 = !DISubprogram(name: "swap", linkageName: "_ZNSt15__uniq_ptr_implI4RectSt14default_deleteIS0_EE4swapERS3_", scope: !1368, file: !82, line: 216, type: !1626, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1626 = !DISubroutineType(types: !1627)
!1627 = !{null, !1588, !1605}
!1628 = !{!1417, !1629}
!1629 = !DITemplateTypeParameter(name: "_Dp", type: !1383)
!1630 = !DISubprogram(name: "__uniq_ptr_data", scope: !1365, file: !82, line: 234, type: !1631, scopeLine: 234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1631 = !DISubroutineType(types: !1632)
!1632 = !{null, !1633, !1634}
!1633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1365, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1634 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1365, size: 64)
!1635 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_dataI4RectSt14default_deleteIS0_ELb1ELb1EEaSEOS3_", scope: !1365, file: !82, line: 235, type: !1636, scopeLine: 235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1636 = !DISubroutineType(types: !1637)
!1637 = !{!1638, !1633, !1634}
!1638 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1365, size: 64)
!1639 = !{!1417, !1629, !195, !195}
!1640 = !DISubprogram(name: "unique_ptr", scope: !1362, file: !82, line: 358, type: !1641, scopeLine: 358, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1641 = !DISubroutineType(types: !1642)
!1642 = !{null, !1643, !1644}
!1643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1362, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1644 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1362, size: 64)
!1645 = !DISubprogram(name: "~unique_ptr", scope: !1362, file: !82, line: 390, type: !1646, scopeLine: 390, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1646 = !DISubroutineType(types: !1647)
!1647 = !{null, !1643}
!1648 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI4RectSt14default_deleteIS0_EEaSEOS3_", scope: !1362, file: !82, line: 406, type: !1649, scopeLine: 406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1649 = !DISubroutineType(types: !1650)
!1650 = !{!1651, !1643, !1644}
!1651 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1362, size: 64)
!1652 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI4RectSt14default_deleteIS0_EEaSEDn", scope: !1362, file: !82, line: 432, type: !1653, scopeLine: 432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1653 = !DISubroutineType(types: !1654)
!1654 = !{!1651, !1643, !412}
!1655 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt10unique_ptrI4RectSt14default_deleteIS0_EEdeEv", scope: !1362, file: !82, line: 443, type: !1656, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1656 = !DISubroutineType(types: !1657)
!1657 = !{!1658, !1662}
!1658 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1659, file: !328, line: 1645, baseType: !1661)
!1659 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__add_lvalue_reference_helper<Rect, true>", scope: !2, file: !328, line: 1644, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1660, identifier: "_ZTSSt29__add_lvalue_reference_helperI4RectLb1EE")
!1660 = !{!1417, !195}
!1661 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1395, size: 64)
!1662 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1663, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1663 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1362)
!1664 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt10unique_ptrI4RectSt14default_deleteIS0_EEptEv", scope: !1362, file: !82, line: 452, type: !1665, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1665 = !DISubroutineType(types: !1666)
!1666 = !{!1667, !1662}
!1667 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1362, file: !82, line: 278, baseType: !1592)
!1668 = !DISubprogram(name: "get", linkageName: "_ZNKSt10unique_ptrI4RectSt14default_deleteIS0_EE3getEv", scope: !1362, file: !82, line: 461, type: !1665, scopeLine: 461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1669 = !DISubprogram(name: "get_deleter", linkageName: "_ZNSt10unique_ptrI4RectSt14default_deleteIS0_EE11get_deleterEv", scope: !1362, file: !82, line: 467, type: !1670, scopeLine: 467, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1670 = !DISubroutineType(types: !1671)
!1671 = !{!1672, !1643}
!1672 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1673, size: 64)
!1673 = !DIDerivedType(tag: DW_TAG_typedef, name: "deleter_type", scope: !1362, file: !82, line: 280, baseType: !1383)
!1674 = !DISubprogram(name: "get_deleter", linkageName: "_ZNKSt10unique_ptrI4RectSt14default_deleteIS0_EE11get_deleterEv", scope: !1362, file: !82, line: 473, type: !1675, scopeLine: 473, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1675 = !DISubroutineType(types: !1676)
!1676 = !{!1677, !1662}
!1677 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1678, size: 64)
!1678 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1673)
!1679 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt10unique_ptrI4RectSt14default_deleteIS0_EEcvbEv", scope: !1362, file: !82, line: 478, type: !1680, scopeLine: 478, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1680 = !DISubroutineType(types: !1681)
!1681 = !{!196, !1662}
!1682 = !DISubprogram(name: "release", linkageName: "_ZNSt10unique_ptrI4RectSt14default_deleteIS0_EE7releaseEv", scope: !1362, file: !82, line: 486, type: !1683, scopeLine: 486, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1683 = !DISubroutineType(types: !1684)
!1684 = !{!1667, !1643}
!1685 = !DISubprogram(name: "reset", linkageName: "_ZNSt10unique_ptrI4RectSt14default_deleteIS0_EE5resetEPS0_", scope: !1362, file: !82, line: 497, type: !1686, scopeLine: 497, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1686 = !DISubroutineType(types: !1687)
!1687 = !{null, !1643, !1667}
!1688 = !DISubprogram(name: "swap", linkageName: "_ZNSt10unique_ptrI4RectSt14default_deleteIS0_EE4swapERS3_", scope: !1362, file: !82, line: 507, type: !1689, scopeLine: 507, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1689 = !DISubroutineType(types: !1690)
!1690 = !{null, !1643, !1651}
!1691 = !DISubprogram(name: "unique_ptr", scope: !1362, file: !82, line: 514, type: !1692, scopeLine: 514, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1692 = !DISubroutineType(types: !1693)
!1693 = !{null, !1643, !1694}
!1694 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1663, size: 64)
!1695 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI4RectSt14default_deleteIS0_EEaSERKS3_", scope: !1362, file: !82, line: 515, type: !1696, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1696 = !DISubroutineType(types: !1697)
!1697 = !{!1651, !1643, !1694}
!1698 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "unique_ptr<Square, std::default_delete<Square> >", scope: !2, file: !82, line: 269, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1699, templateParams: !1955, identifier: "_ZTSSt10unique_ptrI6SquareSt14default_deleteIS0_EE")
!1699 = !{!1700, !1967, !1972, !1975, !1979, !1982, !1991, !1995, !1996, !2001, !2006, !2009, !2012, !2015, !2018, !2022}
!1700 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !1698, file: !82, line: 275, baseType: !1701, size: 64)
!1701 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uniq_ptr_data<Square, std::default_delete<Square>, true, true>", scope: !2, file: !82, line: 231, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1702, templateParams: !1966, identifier: "_ZTSSt15__uniq_ptr_dataI6SquareSt14default_deleteIS0_ELb1ELb1EE")
!1702 = !{!1703, !1957, !1962}
!1703 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1701, baseType: !1704, extraData: i32 0)
!1704 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__uniq_ptr_impl<Square, std::default_delete<Square> >", scope: !2, file: !82, line: 140, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1705, templateParams: !1955, identifier: "_ZTSSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE")
!1705 = !{!1706, !1912, !1916, !1925, !1929, !1933, !1937, !1942, !1945, !1948, !1949, !1952}
!1706 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !1704, file: !82, line: 224, baseType: !1707, size: 64)
!1707 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<Square *, std::default_delete<Square> >", scope: !2, file: !92, line: 981, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1708, templateParams: !1911, identifier: "_ZTSSt5tupleIJP6SquareSt14default_deleteIS0_EEE")
!1708 = !{!1709, !1886, !1887, !1893, !1897, !1903, !1908}
!1709 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1707, baseType: !1710, flags: DIFlagPublic, extraData: i32 0)
!1710 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<0UL, Square *, std::default_delete<Square> >", scope: !2, file: !92, line: 258, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1711, templateParams: !1882, identifier: "_ZTSSt11_Tuple_implILm0EJP6SquareSt14default_deleteIS0_EEE")
!1711 = !{!1712, !1808, !1843, !1847, !1852, !1857, !1862, !1866, !1869, !1872, !1875, !1879}
!1712 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1710, baseType: !1713, extraData: i32 0)
!1713 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<1UL, std::default_delete<Square> >", scope: !2, file: !92, line: 416, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1714, templateParams: !1804, identifier: "_ZTSSt11_Tuple_implILm1EJSt14default_deleteI6SquareEEE")
!1714 = !{!1715, !1775, !1779, !1784, !1788, !1791, !1794, !1797, !1801}
!1715 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1713, baseType: !1716, flags: DIFlagPrivate, extraData: i32 0)
!1716 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<1UL, std::default_delete<Square>, true>", scope: !2, file: !92, line: 78, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1717, templateParams: !1773, identifier: "_ZTSSt10_Head_baseILm1ESt14default_deleteI6SquareELb1EE")
!1717 = !{!1718, !1745, !1749, !1753, !1758, !1762, !1765, !1770}
!1718 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !1716, file: !92, line: 129, baseType: !1719, size: 8)
!1719 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "default_delete<Square>", scope: !2, file: !82, line: 71, size: 8, flags: DIFlagTypePassByValue, elements: !1720, templateParams: !1743, identifier: "_ZTSSt14default_deleteI6SquareE")
!1720 = !{!1721, !1725}
!1721 = !DISubprogram(name: "default_delete", scope: !1719, file: !82, line: 74, type: !1722, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1722 = !DISubroutineType(types: !1723)
!1723 = !{null, !1724}
!1724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1719, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1725 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI6SquareEclEPS0_", scope: !1719, file: !82, line: 89, type: !1726, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1726 = !DISubroutineType(types: !1727)
!1727 = !{null, !1728, !1730}
!1728 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1729, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1729 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1719)
!1730 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1731, size: 64)
!1731 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Square", file: !8, line: 46, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1732, vtableHolder: !116, identifier: "_ZTS6Square")
!1732 = !{!1733, !1734, !1738}
!1733 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1731, baseType: !1395, flags: DIFlagPublic, extraData: i32 0)
!1734 = !DISubprogram(name: "Square", scope: !1731, file: !8, line: 48, type: !1735, scopeLine: 48, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1735 = !DISubroutineType(types: !1736)
!1736 = !{null, !1737, !130}
!1737 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1731, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1738 = !DISubprogram(name: "kind", linkageName: "_ZNK6Square4kindEv", scope: !1731, file: !8, line: 49, type: !1739, scopeLine: 49, containingType: !1731, virtualIndex: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!1739 = !DISubroutineType(types: !1740)
!1740 = !{!19, !1741}
!1741 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1742, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1742 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1731)
!1743 = !{!1744}
!1744 = !DITemplateTypeParameter(name: "_Tp", type: !1731)
!1745 = !DISubprogram(name: "_Head_base", scope: !1716, file: !92, line: 80, type: !1746, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1746 = !DISubroutineType(types: !1747)
!1747 = !{null, !1748}
!1748 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1716, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1749 = !DISubprogram(name: "_Head_base", scope: !1716, file: !92, line: 83, type: !1750, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1750 = !DISubroutineType(types: !1751)
!1751 = !{null, !1748, !1752}
!1752 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1729, size: 64)
!1753 = !DISubprogram(name: "_Head_base", scope: !1716, file: !92, line: 86, type: !1754, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1754 = !DISubroutineType(types: !1755)
!1755 = !{null, !1748, !1756}
!1756 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1757, size: 64)
!1757 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1716)
!1758 = !DISubprogram(name: "_Head_base", scope: !1716, file: !92, line: 87, type: !1759, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1759 = !DISubroutineType(types: !1760)
!1760 = !{null, !1748, !1761}
!1761 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1716, size: 64)
!1762 = !DISubprogram(name: "_Head_base", scope: !1716, file: !92, line: 94, type: !1763, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1763 = !DISubroutineType(types: !1764)
!1764 = !{null, !1748, !162, !169}
!1765 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI6SquareELb1EE7_M_headERS3_", scope: !1716, file: !92, line: 124, type: !1766, scopeLine: 124, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1766 = !DISubroutineType(types: !1767)
!1767 = !{!1768, !1769}
!1768 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1719, size: 64)
!1769 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1716, size: 64)
!1770 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI6SquareELb1EE7_M_headERKS3_", scope: !1716, file: !92, line: 127, type: !1771, scopeLine: 127, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1771 = !DISubroutineType(types: !1772)
!1772 = !{!1752, !1756}
!1773 = !{!192, !1774, !195}
!1774 = !DITemplateTypeParameter(name: "_Head", type: !1719)
!1775 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6SquareEEE7_M_headERS3_", scope: !1713, file: !92, line: 424, type: !1776, scopeLine: 424, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1776 = !DISubroutineType(types: !1777)
!1777 = !{!1768, !1778}
!1778 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1713, size: 64)
!1779 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6SquareEEE7_M_headERKS3_", scope: !1713, file: !92, line: 427, type: !1780, scopeLine: 427, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1780 = !DISubroutineType(types: !1781)
!1781 = !{!1752, !1782}
!1782 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1783, size: 64)
!1783 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1713)
!1784 = !DISubprogram(name: "_Tuple_impl", scope: !1713, file: !92, line: 430, type: !1785, scopeLine: 430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1785 = !DISubroutineType(types: !1786)
!1786 = !{null, !1787}
!1787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1713, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1788 = !DISubprogram(name: "_Tuple_impl", scope: !1713, file: !92, line: 434, type: !1789, scopeLine: 434, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1789 = !DISubroutineType(types: !1790)
!1790 = !{null, !1787, !1752}
!1791 = !DISubprogram(name: "_Tuple_impl", scope: !1713, file: !92, line: 444, type: !1792, scopeLine: 444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1792 = !DISubroutineType(types: !1793)
!1793 = !{null, !1787, !1782}
!1794 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6SquareEEEaSERKS3_", scope: !1713, file: !92, line: 448, type: !1795, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1795 = !DISubroutineType(types: !1796)
!1796 = !{!1778, !1787, !1782}
!1797 = !DISubprogram(name: "_Tuple_impl", scope: !1713, file: !92, line: 454, type: !1798, scopeLine: 454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1798 = !DISubroutineType(types: !1799)
!1799 = !{null, !1787, !1800}
!1800 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1713, size: 64)
!1801 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI6SquareEEE7_M_swapERS3_", scope: !1713, file: !92, line: 544, type: !1802, scopeLine: 544, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1802 = !DISubroutineType(types: !1803)
!1803 = !{null, !1787, !1778}
!1804 = !{!192, !1805}
!1805 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !1806)
!1806 = !{!1807}
!1807 = !DITemplateTypeParameter(type: !1719)
!1808 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1710, baseType: !1809, flags: DIFlagPrivate, extraData: i32 0)
!1809 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<0UL, Square *, false>", scope: !2, file: !92, line: 187, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1810, templateParams: !1841, identifier: "_ZTSSt10_Head_baseILm0EP6SquareLb0EE")
!1810 = !{!1811, !1812, !1816, !1821, !1826, !1830, !1833, !1838}
!1811 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !1809, file: !92, line: 238, baseType: !1730, size: 64)
!1812 = !DISubprogram(name: "_Head_base", scope: !1809, file: !92, line: 189, type: !1813, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1813 = !DISubroutineType(types: !1814)
!1814 = !{null, !1815}
!1815 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1809, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1816 = !DISubprogram(name: "_Head_base", scope: !1809, file: !92, line: 192, type: !1817, scopeLine: 192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1817 = !DISubroutineType(types: !1818)
!1818 = !{null, !1815, !1819}
!1819 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1820, size: 64)
!1820 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1730)
!1821 = !DISubprogram(name: "_Head_base", scope: !1809, file: !92, line: 195, type: !1822, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1822 = !DISubroutineType(types: !1823)
!1823 = !{null, !1815, !1824}
!1824 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1825, size: 64)
!1825 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1809)
!1826 = !DISubprogram(name: "_Head_base", scope: !1809, file: !92, line: 196, type: !1827, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1827 = !DISubroutineType(types: !1828)
!1828 = !{null, !1815, !1829}
!1829 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1809, size: 64)
!1830 = !DISubprogram(name: "_Head_base", scope: !1809, file: !92, line: 203, type: !1831, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1831 = !DISubroutineType(types: !1832)
!1832 = !{null, !1815, !162, !169}
!1833 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP6SquareLb0EE7_M_headERS2_", scope: !1809, file: !92, line: 233, type: !1834, scopeLine: 233, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1834 = !DISubroutineType(types: !1835)
!1835 = !{!1836, !1837}
!1836 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1730, size: 64)
!1837 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1809, size: 64)
!1838 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP6SquareLb0EE7_M_headERKS2_", scope: !1809, file: !92, line: 236, type: !1839, scopeLine: 236, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1839 = !DISubroutineType(types: !1840)
!1840 = !{!1819, !1824}
!1841 = !{!264, !1842, !266}
!1842 = !DITemplateTypeParameter(name: "_Head", type: !1730)
!1843 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP6SquareSt14default_deleteIS0_EEE7_M_headERS4_", scope: !1710, file: !92, line: 268, type: !1844, scopeLine: 268, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1844 = !DISubroutineType(types: !1845)
!1845 = !{!1836, !1846}
!1846 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1710, size: 64)
!1847 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP6SquareSt14default_deleteIS0_EEE7_M_headERKS4_", scope: !1710, file: !92, line: 271, type: !1848, scopeLine: 271, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1848 = !DISubroutineType(types: !1849)
!1849 = !{!1819, !1850}
!1850 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1851, size: 64)
!1851 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1710)
!1852 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP6SquareSt14default_deleteIS0_EEE7_M_tailERS4_", scope: !1710, file: !92, line: 274, type: !1853, scopeLine: 274, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1853 = !DISubroutineType(types: !1854)
!1854 = !{!1855, !1846}
!1855 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1856, size: 64)
!1856 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Inherited", scope: !1710, file: !92, line: 264, baseType: !1713)
!1857 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP6SquareSt14default_deleteIS0_EEE7_M_tailERKS4_", scope: !1710, file: !92, line: 277, type: !1858, scopeLine: 277, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1858 = !DISubroutineType(types: !1859)
!1859 = !{!1860, !1850}
!1860 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1861, size: 64)
!1861 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1856)
!1862 = !DISubprogram(name: "_Tuple_impl", scope: !1710, file: !92, line: 279, type: !1863, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1863 = !DISubroutineType(types: !1864)
!1864 = !{null, !1865}
!1865 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1710, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1866 = !DISubprogram(name: "_Tuple_impl", scope: !1710, file: !92, line: 283, type: !1867, scopeLine: 283, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1867 = !DISubroutineType(types: !1868)
!1868 = !{null, !1865, !1819, !1752}
!1869 = !DISubprogram(name: "_Tuple_impl", scope: !1710, file: !92, line: 295, type: !1870, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1870 = !DISubroutineType(types: !1871)
!1871 = !{null, !1865, !1850}
!1872 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm0EJP6SquareSt14default_deleteIS0_EEEaSERKS4_", scope: !1710, file: !92, line: 299, type: !1873, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!1873 = !DISubroutineType(types: !1874)
!1874 = !{!1846, !1865, !1850}
!1875 = !DISubprogram(name: "_Tuple_impl", scope: !1710, file: !92, line: 301, type: !1876, scopeLine: 301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1876 = !DISubroutineType(types: !1877)
!1877 = !{null, !1865, !1878}
!1878 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1710, size: 64)
!1879 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm0EJP6SquareSt14default_deleteIS0_EEE7_M_swapERS4_", scope: !1710, file: !92, line: 406, type: !1880, scopeLine: 406, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1880 = !DISubroutineType(types: !1881)
!1881 = !{null, !1865, !1846}
!1882 = !{!264, !1883}
!1883 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !1884)
!1884 = !{!1885, !1807}
!1885 = !DITemplateTypeParameter(type: !1730)
!1886 = !DISubprogram(name: "__nothrow_default_constructible", linkageName: "_ZNSt5tupleIJP6SquareSt14default_deleteIS0_EEE31__nothrow_default_constructibleEv", scope: !1707, file: !92, line: 1035, type: !311, scopeLine: 1035, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!1887 = !DISubprogram(name: "tuple", scope: !1707, file: !92, line: 1088, type: !1888, scopeLine: 1088, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1888 = !DISubroutineType(types: !1889)
!1889 = !{null, !1890, !1891}
!1890 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1707, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1891 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1892, size: 64)
!1892 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1707)
!1893 = !DISubprogram(name: "tuple", scope: !1707, file: !92, line: 1090, type: !1894, scopeLine: 1090, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1894 = !DISubroutineType(types: !1895)
!1895 = !{null, !1890, !1896}
!1896 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1707, size: 64)
!1897 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP6SquareSt14default_deleteIS0_EEEaSERKS4_", scope: !1707, file: !92, line: 1267, type: !1898, scopeLine: 1267, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1898 = !DISubroutineType(types: !1899)
!1899 = !{!1900, !1890, !1901}
!1900 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1707, size: 64)
!1901 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Square *const &, const std::default_delete<Square> &>(), const std::tuple<Square *, std::default_delete<Square> > &, const std::__nonesuch &>", scope: !2, file: !328, line: 119, baseType: !1902)
!1902 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<const std::tuple<Square *, std::default_delete<Square> > &, const std::__nonesuch &>", scope: !330, file: !328, line: 107, baseType: !1891)
!1903 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP6SquareSt14default_deleteIS0_EEEaSEOS4_", scope: !1707, file: !92, line: 1278, type: !1904, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1904 = !DISubroutineType(types: !1905)
!1905 = !{!1900, !1890, !1906}
!1906 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Square *, std::default_delete<Square> >(), std::tuple<Square *, std::default_delete<Square> > &&, std::__nonesuch &&>", scope: !2, file: !328, line: 119, baseType: !1907)
!1907 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<std::tuple<Square *, std::default_delete<Square> > &&, std::__nonesuch &&>", scope: !330, file: !328, line: 107, baseType: !1896)
!1908 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJP6SquareSt14default_deleteIS0_EEE4swapERS4_", scope: !1707, file: !92, line: 1331, type: !1909, scopeLine: 1331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1909 = !DISubroutineType(types: !1910)
!1910 = !{null, !1890, !1900}
!1911 = !{!1883}
!1912 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1704, file: !82, line: 166, type: !1913, scopeLine: 166, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1913 = !DISubroutineType(types: !1914)
!1914 = !{null, !1915}
!1915 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1704, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1916 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1704, file: !82, line: 168, type: !1917, scopeLine: 168, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1917 = !DISubroutineType(types: !1918)
!1918 = !{null, !1915, !1919}
!1919 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1704, file: !82, line: 160, baseType: !1920)
!1920 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1921, file: !82, line: 145, baseType: !1730)
!1921 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Ptr<Square, std::default_delete<Square>, void>", scope: !1704, file: !82, line: 143, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1922, identifier: "_ZTSNSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE4_PtrIS0_S2_vEE")
!1922 = !{!1923, !1924, !354}
!1923 = !DITemplateTypeParameter(name: "_Up", type: !1731)
!1924 = !DITemplateTypeParameter(name: "_Ep", type: !1719)
!1925 = !DISubprogram(name: "__uniq_ptr_impl", scope: !1704, file: !82, line: 176, type: !1926, scopeLine: 176, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1926 = !DISubroutineType(types: !1927)
!1927 = !{null, !1915, !1928}
!1928 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1704, size: 64)
!1929 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EEaSEOS3_", scope: !1704, file: !82, line: 181, type: !1930, scopeLine: 181, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1930 = !DISubroutineType(types: !1931)
!1931 = !{!1932, !1915, !1928}
!1932 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1704, size: 64)
!1933 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE6_M_ptrEv", scope: !1704, file: !82, line: 189, type: !1934, scopeLine: 189, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1934 = !DISubroutineType(types: !1935)
!1935 = !{!1936, !1915}
!1936 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1919, size: 64)
!1937 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNKSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE6_M_ptrEv", scope: !1704, file: !82, line: 191, type: !1938, scopeLine: 191, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1938 = !DISubroutineType(types: !1939)
!1939 = !{!1919, !1940}
!1940 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1941, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1941 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1704)
!1942 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE10_M_deleterEv", scope: !1704, file: !82, line: 193, type: !1943, scopeLine: 193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1943 = !DISubroutineType(types: !1944)
!1944 = !{!1768, !1915}
!1945 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNKSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE10_M_deleterEv", scope: !1704, file: !82, line: 195, type: !1946, scopeLine: 195, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1946 = !DISubroutineType(types: !1947)
!1947 = !{!1752, !1940}
!1948 = !DISubprogram(name: "reset", linkageName: "_ZNSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE5resetEPS0_", scope: !1704, file: !82, line: 198, type: !1917, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1949 = !DISubprogram(name: "release", linkageName: "_ZNSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE7releaseEv", scope: !1704, file: !82, line: 207, type: !1950, scopeLine: 207, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1950 = !DISubroutineType(types: !1951)
!1951 = !{!1919, !1915}
!1952 = !DISubprogram(name: "swap", linkageName: "_ZNSt15__uniq_ptr_implI6SquareSt14default_deleteIS0_EE4swapERS3_", scope: !1704, file: !82, line: 216, type: !1953, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1953 = !DISubroutineType(types: !1954)
!1954 = !{null, !1915, !1932}
!1955 = !{!1744, !1956}
!1956 = !DITemplateTypeParameter(name: "_Dp", type: !1719)
!1957 = !DISubprogram(name: "__uniq_ptr_data", scope: !1701, file: !82, line: 234, type: !1958, scopeLine: 234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1958 = !DISubroutineType(types: !1959)
!1959 = !{null, !1960, !1961}
!1960 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1701, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1961 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1701, size: 64)
!1962 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_dataI6SquareSt14default_deleteIS0_ELb1ELb1EEaSEOS3_", scope: !1701, file: !82, line: 235, type: !1963, scopeLine: 235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1963 = !DISubroutineType(types: !1964)
!1964 = !{!1965, !1960, !1961}
!1965 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1701, size: 64)
!1966 = !{!1744, !1956, !195, !195}
!1967 = !DISubprogram(name: "unique_ptr", scope: !1698, file: !82, line: 358, type: !1968, scopeLine: 358, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1968 = !DISubroutineType(types: !1969)
!1969 = !{null, !1970, !1971}
!1970 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1698, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1971 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1698, size: 64)
!1972 = !DISubprogram(name: "~unique_ptr", scope: !1698, file: !82, line: 390, type: !1973, scopeLine: 390, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1973 = !DISubroutineType(types: !1974)
!1974 = !{null, !1970}
!1975 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI6SquareSt14default_deleteIS0_EEaSEOS3_", scope: !1698, file: !82, line: 406, type: !1976, scopeLine: 406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1976 = !DISubroutineType(types: !1977)
!1977 = !{!1978, !1970, !1971}
!1978 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1698, size: 64)
!1979 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI6SquareSt14default_deleteIS0_EEaSEDn", scope: !1698, file: !82, line: 432, type: !1980, scopeLine: 432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1980 = !DISubroutineType(types: !1981)
!1981 = !{!1978, !1970, !412}
!1982 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt10unique_ptrI6SquareSt14default_deleteIS0_EEdeEv", scope: !1698, file: !82, line: 443, type: !1983, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1983 = !DISubroutineType(types: !1984)
!1984 = !{!1985, !1989}
!1985 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1986, file: !328, line: 1645, baseType: !1988)
!1986 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__add_lvalue_reference_helper<Square, true>", scope: !2, file: !328, line: 1644, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1987, identifier: "_ZTSSt29__add_lvalue_reference_helperI6SquareLb1EE")
!1987 = !{!1744, !195}
!1988 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1731, size: 64)
!1989 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1990, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1990 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1698)
!1991 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt10unique_ptrI6SquareSt14default_deleteIS0_EEptEv", scope: !1698, file: !82, line: 452, type: !1992, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1992 = !DISubroutineType(types: !1993)
!1993 = !{!1994, !1989}
!1994 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1698, file: !82, line: 278, baseType: !1919)
!1995 = !DISubprogram(name: "get", linkageName: "_ZNKSt10unique_ptrI6SquareSt14default_deleteIS0_EE3getEv", scope: !1698, file: !82, line: 461, type: !1992, scopeLine: 461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1996 = !DISubprogram(name: "get_deleter", linkageName: "_ZNSt10unique_ptrI6SquareSt14default_deleteIS0_EE11get_deleterEv", scope: !1698, file: !82, line: 467, type: !1997, scopeLine: 467, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1997 = !DISubroutineType(types: !1998)
!1998 = !{!1999, !1970}
!1999 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2000, size: 64)
!2000 = !DIDerivedType(tag: DW_TAG_typedef, name: "deleter_type", scope: !1698, file: !82, line: 280, baseType: !1719)
!2001 = !DISubprogram(name: "get_deleter", linkageName: "_ZNKSt10unique_ptrI6SquareSt14default_deleteIS0_EE11get_deleterEv", scope: !1698, file: !82, line: 473, type: !2002, scopeLine: 473, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2002 = !DISubroutineType(types: !2003)
!2003 = !{!2004, !1989}
!2004 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2005, size: 64)
!2005 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2000)
!2006 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt10unique_ptrI6SquareSt14default_deleteIS0_EEcvbEv", scope: !1698, file: !82, line: 478, type: !2007, scopeLine: 478, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2007 = !DISubroutineType(types: !2008)
!2008 = !{!196, !1989}
!2009 = !DISubprogram(name: "release", linkageName: "_ZNSt10unique_ptrI6SquareSt14default_deleteIS0_EE7releaseEv", scope: !1698, file: !82, line: 486, type: !2010, scopeLine: 486, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2010 = !DISubroutineType(types: !2011)
!2011 = !{!1994, !1970}
!2012 = !DISubprogram(name: "reset", linkageName: "_ZNSt10unique_ptrI6SquareSt14default_deleteIS0_EE5resetEPS0_", scope: !1698, file: !82, line: 497, type: !2013, scopeLine: 497, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2013 = !DISubroutineType(types: !2014)
!2014 = !{null, !1970, !1994}
!2015 = !DISubprogram(name: "swap", linkageName: "_ZNSt10unique_ptrI6SquareSt14default_deleteIS0_EE4swapERS3_", scope: !1698, file: !82, line: 507, type: !2016, scopeLine: 507, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2016 = !DISubroutineType(types: !2017)
!2017 = !{null, !1970, !1978}
!2018 = !DISubprogram(name: "unique_ptr", scope: !1698, file: !82, line: 514, type: !2019, scopeLine: 514, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!2019 = !DISubroutineType(types: !2020)
!2020 = !{null, !1970, !2021}
!2021 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1990, size: 64)
!2022 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI6SquareSt14default_deleteIS0_EEaSERKS3_", scope: !1698, file: !82, line: 515, type: !2023, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!2023 = !DISubroutineType(types: !2024)
!2024 = !{!1978, !1970, !2021}
!2025 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "unique_ptr<Triangle, std::default_delete<Triangle> >", scope: !2, file: !82, line: 269, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !2026, templateParams: !2289, identifier: "_ZTSSt10unique_ptrI8TriangleSt14default_deleteIS0_EE")
!2026 = !{!2027, !2301, !2306, !2309, !2313, !2316, !2325, !2329, !2330, !2335, !2340, !2343, !2346, !2349, !2352, !2356}
!2027 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !2025, file: !82, line: 275, baseType: !2028, size: 64)
!2028 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uniq_ptr_data<Triangle, std::default_delete<Triangle>, true, true>", scope: !2, file: !82, line: 231, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !2029, templateParams: !2300, identifier: "_ZTSSt15__uniq_ptr_dataI8TriangleSt14default_deleteIS0_ELb1ELb1EE")
!2029 = !{!2030, !2291, !2296}
!2030 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2028, baseType: !2031, extraData: i32 0)
!2031 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__uniq_ptr_impl<Triangle, std::default_delete<Triangle> >", scope: !2, file: !82, line: 140, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !2032, templateParams: !2289, identifier: "_ZTSSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE")
!2032 = !{!2033, !2246, !2250, !2259, !2263, !2267, !2271, !2276, !2279, !2282, !2283, !2286}
!2033 = !DIDerivedType(tag: DW_TAG_member, name: "_M_t", scope: !2031, file: !82, line: 224, baseType: !2034, size: 64)
!2034 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "tuple<Triangle *, std::default_delete<Triangle> >", scope: !2, file: !92, line: 981, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !2035, templateParams: !2245, identifier: "_ZTSSt5tupleIJP8TriangleSt14default_deleteIS0_EEE")
!2035 = !{!2036, !2220, !2221, !2227, !2231, !2237, !2242}
!2036 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2034, baseType: !2037, flags: DIFlagPublic, extraData: i32 0)
!2037 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<0UL, Triangle *, std::default_delete<Triangle> >", scope: !2, file: !92, line: 258, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !2038, templateParams: !2216, identifier: "_ZTSSt11_Tuple_implILm0EJP8TriangleSt14default_deleteIS0_EEE")
!2038 = !{!2039, !2142, !2177, !2181, !2186, !2191, !2196, !2200, !2203, !2206, !2209, !2213}
!2039 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2037, baseType: !2040, extraData: i32 0)
!2040 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Tuple_impl<1UL, std::default_delete<Triangle> >", scope: !2, file: !92, line: 416, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !2041, templateParams: !2138, identifier: "_ZTSSt11_Tuple_implILm1EJSt14default_deleteI8TriangleEEE")
!2041 = !{!2042, !2109, !2113, !2118, !2122, !2125, !2128, !2131, !2135}
!2042 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2040, baseType: !2043, flags: DIFlagPrivate, extraData: i32 0)
!2043 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<1UL, std::default_delete<Triangle>, true>", scope: !2, file: !92, line: 78, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !2044, templateParams: !2107, identifier: "_ZTSSt10_Head_baseILm1ESt14default_deleteI8TriangleELb1EE")
!2044 = !{!2045, !2079, !2083, !2087, !2092, !2096, !2099, !2104}
!2045 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !2043, file: !92, line: 129, baseType: !2046, size: 8)
!2046 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "default_delete<Triangle>", scope: !2, file: !82, line: 71, size: 8, flags: DIFlagTypePassByValue, elements: !2047, templateParams: !2077, identifier: "_ZTSSt14default_deleteI8TriangleE")
!2047 = !{!2048, !2052}
!2048 = !DISubprogram(name: "default_delete", scope: !2046, file: !82, line: 74, type: !2049, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{null, !2051}
!2051 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2046, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2052 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI8TriangleEclEPS0_", scope: !2046, file: !82, line: 89, type: !2053, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2053 = !DISubroutineType(types: !2054)
!2054 = !{null, !2055, !2057}
!2055 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2056, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2056 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2046)
!2057 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2058, size: 64)
!2058 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Triangle", file: !8, line: 52, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !2059, vtableHolder: !116, identifier: "_ZTS8Triangle")
!2059 = !{!2060, !2061, !2062, !2063, !2064, !2068, !2073, !2074}
!2060 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2058, baseType: !116, flags: DIFlagPublic, extraData: i32 0)
!2061 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !2058, file: !8, line: 53, baseType: !130, size: 64, offset: 64)
!2062 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !2058, file: !8, line: 53, baseType: !130, size: 64, offset: 128)
!2063 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !2058, file: !8, line: 53, baseType: !130, size: 64, offset: 192)
!2064 = !DISubprogram(name: "Triangle", scope: !2058, file: !8, line: 56, type: !2065, scopeLine: 56, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2065 = !DISubroutineType(types: !2066)
!2066 = !{null, !2067, !130, !130, !130}
!2067 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2058, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2068 = !DISubprogram(name: "area", linkageName: "_ZNK8Triangle4areaEv", scope: !2058, file: !8, line: 57, type: !2069, scopeLine: 57, containingType: !2058, virtualIndex: 2, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!2069 = !DISubroutineType(types: !2070)
!2070 = !{!130, !2071}
!2071 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2072, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2072 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2058)
!2073 = !DISubprogram(name: "perimeter", linkageName: "_ZNK8Triangle9perimeterEv", scope: !2058, file: !8, line: 67, type: !2069, scopeLine: 67, containingType: !2058, virtualIndex: 3, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!2074 = !DISubprogram(name: "scale", linkageName: "_ZN8Triangle5scaleEd", scope: !2058, file: !8, line: 68, type: !2075, scopeLine: 68, containingType: !2058, virtualIndex: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!2075 = !DISubroutineType(types: !2076)
!2076 = !{null, !2067, !130}
!2077 = !{!2078}
!2078 = !DITemplateTypeParameter(name: "_Tp", type: !2058)
!2079 = !DISubprogram(name: "_Head_base", scope: !2043, file: !92, line: 80, type: !2080, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2080 = !DISubroutineType(types: !2081)
!2081 = !{null, !2082}
!2082 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2043, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2083 = !DISubprogram(name: "_Head_base", scope: !2043, file: !92, line: 83, type: !2084, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2084 = !DISubroutineType(types: !2085)
!2085 = !{null, !2082, !2086}
!2086 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2056, size: 64)
!2087 = !DISubprogram(name: "_Head_base", scope: !2043, file: !92, line: 86, type: !2088, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2088 = !DISubroutineType(types: !2089)
!2089 = !{null, !2082, !2090}
!2090 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2091, size: 64)
!2091 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2043)
!2092 = !DISubprogram(name: "_Head_base", scope: !2043, file: !92, line: 87, type: !2093, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2093 = !DISubroutineType(types: !2094)
!2094 = !{null, !2082, !2095}
!2095 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2043, size: 64)
!2096 = !DISubprogram(name: "_Head_base", scope: !2043, file: !92, line: 94, type: !2097, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2097 = !DISubroutineType(types: !2098)
!2098 = !{null, !2082, !162, !169}
!2099 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI8TriangleELb1EE7_M_headERS3_", scope: !2043, file: !92, line: 124, type: !2100, scopeLine: 124, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2100 = !DISubroutineType(types: !2101)
!2101 = !{!2102, !2103}
!2102 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2046, size: 64)
!2103 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2043, size: 64)
!2104 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm1ESt14default_deleteI8TriangleELb1EE7_M_headERKS3_", scope: !2043, file: !92, line: 127, type: !2105, scopeLine: 127, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2105 = !DISubroutineType(types: !2106)
!2106 = !{!2086, !2090}
!2107 = !{!192, !2108, !195}
!2108 = !DITemplateTypeParameter(name: "_Head", type: !2046)
!2109 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI8TriangleEEE7_M_headERS3_", scope: !2040, file: !92, line: 424, type: !2110, scopeLine: 424, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2110 = !DISubroutineType(types: !2111)
!2111 = !{!2102, !2112}
!2112 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2040, size: 64)
!2113 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI8TriangleEEE7_M_headERKS3_", scope: !2040, file: !92, line: 427, type: !2114, scopeLine: 427, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2114 = !DISubroutineType(types: !2115)
!2115 = !{!2086, !2116}
!2116 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2117, size: 64)
!2117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2040)
!2118 = !DISubprogram(name: "_Tuple_impl", scope: !2040, file: !92, line: 430, type: !2119, scopeLine: 430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2119 = !DISubroutineType(types: !2120)
!2120 = !{null, !2121}
!2121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2040, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2122 = !DISubprogram(name: "_Tuple_impl", scope: !2040, file: !92, line: 434, type: !2123, scopeLine: 434, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2123 = !DISubroutineType(types: !2124)
!2124 = !{null, !2121, !2086}
!2125 = !DISubprogram(name: "_Tuple_impl", scope: !2040, file: !92, line: 444, type: !2126, scopeLine: 444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2126 = !DISubroutineType(types: !2127)
!2127 = !{null, !2121, !2116}
!2128 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI8TriangleEEEaSERKS3_", scope: !2040, file: !92, line: 448, type: !2129, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!2129 = !DISubroutineType(types: !2130)
!2130 = !{!2112, !2121, !2116}
!2131 = !DISubprogram(name: "_Tuple_impl", scope: !2040, file: !92, line: 454, type: !2132, scopeLine: 454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2132 = !DISubroutineType(types: !2133)
!2133 = !{null, !2121, !2134}
!2134 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2040, size: 64)
!2135 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm1EJSt14default_deleteI8TriangleEEE7_M_swapERS3_", scope: !2040, file: !92, line: 544, type: !2136, scopeLine: 544, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2136 = !DISubroutineType(types: !2137)
!2137 = !{null, !2121, !2112}
!2138 = !{!192, !2139}
!2139 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !2140)
!2140 = !{!2141}
!2141 = !DITemplateTypeParameter(type: !2046)
!2142 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2037, baseType: !2143, flags: DIFlagPrivate, extraData: i32 0)
!2143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Head_base<0UL, Triangle *, false>", scope: !2, file: !92, line: 187, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !2144, templateParams: !2175, identifier: "_ZTSSt10_Head_baseILm0EP8TriangleLb0EE")
!2144 = !{!2145, !2146, !2150, !2155, !2160, !2164, !2167, !2172}
!2145 = !DIDerivedType(tag: DW_TAG_member, name: "_M_head_impl", scope: !2143, file: !92, line: 238, baseType: !2057, size: 64)
!2146 = !DISubprogram(name: "_Head_base", scope: !2143, file: !92, line: 189, type: !2147, scopeLine: 189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2147 = !DISubroutineType(types: !2148)
!2148 = !{null, !2149}
!2149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2143, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2150 = !DISubprogram(name: "_Head_base", scope: !2143, file: !92, line: 192, type: !2151, scopeLine: 192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2151 = !DISubroutineType(types: !2152)
!2152 = !{null, !2149, !2153}
!2153 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2154, size: 64)
!2154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2057)
!2155 = !DISubprogram(name: "_Head_base", scope: !2143, file: !92, line: 195, type: !2156, scopeLine: 195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2156 = !DISubroutineType(types: !2157)
!2157 = !{null, !2149, !2158}
!2158 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2159, size: 64)
!2159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2143)
!2160 = !DISubprogram(name: "_Head_base", scope: !2143, file: !92, line: 196, type: !2161, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2161 = !DISubroutineType(types: !2162)
!2162 = !{null, !2149, !2163}
!2163 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2143, size: 64)
!2164 = !DISubprogram(name: "_Head_base", scope: !2143, file: !92, line: 203, type: !2165, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2165 = !DISubroutineType(types: !2166)
!2166 = !{null, !2149, !162, !169}
!2167 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP8TriangleLb0EE7_M_headERS2_", scope: !2143, file: !92, line: 233, type: !2168, scopeLine: 233, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2168 = !DISubroutineType(types: !2169)
!2169 = !{!2170, !2171}
!2170 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2057, size: 64)
!2171 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2143, size: 64)
!2172 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP8TriangleLb0EE7_M_headERKS2_", scope: !2143, file: !92, line: 236, type: !2173, scopeLine: 236, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2173 = !DISubroutineType(types: !2174)
!2174 = !{!2153, !2158}
!2175 = !{!264, !2176, !266}
!2176 = !DITemplateTypeParameter(name: "_Head", type: !2057)
!2177 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP8TriangleSt14default_deleteIS0_EEE7_M_headERS4_", scope: !2037, file: !92, line: 268, type: !2178, scopeLine: 268, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2178 = !DISubroutineType(types: !2179)
!2179 = !{!2170, !2180}
!2180 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2037, size: 64)
!2181 = !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP8TriangleSt14default_deleteIS0_EEE7_M_headERKS4_", scope: !2037, file: !92, line: 271, type: !2182, scopeLine: 271, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2182 = !DISubroutineType(types: !2183)
!2183 = !{!2153, !2184}
!2184 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2185, size: 64)
!2185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2037)
!2186 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP8TriangleSt14default_deleteIS0_EEE7_M_tailERS4_", scope: !2037, file: !92, line: 274, type: !2187, scopeLine: 274, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2187 = !DISubroutineType(types: !2188)
!2188 = !{!2189, !2180}
!2189 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2190, size: 64)
!2190 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Inherited", scope: !2037, file: !92, line: 264, baseType: !2040)
!2191 = !DISubprogram(name: "_M_tail", linkageName: "_ZNSt11_Tuple_implILm0EJP8TriangleSt14default_deleteIS0_EEE7_M_tailERKS4_", scope: !2037, file: !92, line: 277, type: !2192, scopeLine: 277, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2192 = !DISubroutineType(types: !2193)
!2193 = !{!2194, !2184}
!2194 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2195, size: 64)
!2195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2190)
!2196 = !DISubprogram(name: "_Tuple_impl", scope: !2037, file: !92, line: 279, type: !2197, scopeLine: 279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2197 = !DISubroutineType(types: !2198)
!2198 = !{null, !2199}
!2199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2037, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2200 = !DISubprogram(name: "_Tuple_impl", scope: !2037, file: !92, line: 283, type: !2201, scopeLine: 283, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2201 = !DISubroutineType(types: !2202)
!2202 = !{null, !2199, !2153, !2086}
!2203 = !DISubprogram(name: "_Tuple_impl", scope: !2037, file: !92, line: 295, type: !2204, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2204 = !DISubroutineType(types: !2205)
!2205 = !{null, !2199, !2184}
!2206 = !DISubprogram(name: "operator=", linkageName: "_ZNSt11_Tuple_implILm0EJP8TriangleSt14default_deleteIS0_EEEaSERKS4_", scope: !2037, file: !92, line: 299, type: !2207, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!2207 = !DISubroutineType(types: !2208)
!2208 = !{!2180, !2199, !2184}
!2209 = !DISubprogram(name: "_Tuple_impl", scope: !2037, file: !92, line: 301, type: !2210, scopeLine: 301, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2210 = !DISubroutineType(types: !2211)
!2211 = !{null, !2199, !2212}
!2212 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2037, size: 64)
!2213 = !DISubprogram(name: "_M_swap", linkageName: "_ZNSt11_Tuple_implILm0EJP8TriangleSt14default_deleteIS0_EEE7_M_swapERS4_", scope: !2037, file: !92, line: 406, type: !2214, scopeLine: 406, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2214 = !DISubroutineType(types: !2215)
!2215 = !{null, !2199, !2180}
!2216 = !{!264, !2217}
!2217 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Elements", value: !2218)
!2218 = !{!2219, !2141}
!2219 = !DITemplateTypeParameter(type: !2057)
!2220 = !DISubprogram(name: "__nothrow_default_constructible", linkageName: "_ZNSt5tupleIJP8TriangleSt14default_deleteIS0_EEE31__nothrow_default_constructibleEv", scope: !2034, file: !92, line: 1035, type: !311, scopeLine: 1035, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!2221 = !DISubprogram(name: "tuple", scope: !2034, file: !92, line: 1088, type: !2222, scopeLine: 1088, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2222 = !DISubroutineType(types: !2223)
!2223 = !{null, !2224, !2225}
!2224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2034, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2225 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2226, size: 64)
!2226 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2034)
!2227 = !DISubprogram(name: "tuple", scope: !2034, file: !92, line: 1090, type: !2228, scopeLine: 1090, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2228 = !DISubroutineType(types: !2229)
!2229 = !{null, !2224, !2230}
!2230 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2034, size: 64)
!2231 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP8TriangleSt14default_deleteIS0_EEEaSERKS4_", scope: !2034, file: !92, line: 1267, type: !2232, scopeLine: 1267, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2232 = !DISubroutineType(types: !2233)
!2233 = !{!2234, !2224, !2235}
!2234 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2034, size: 64)
!2235 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Triangle *const &, const std::default_delete<Triangle> &>(), const std::tuple<Triangle *, std::default_delete<Triangle> > &, const std::__nonesuch &>", scope: !2, file: !328, line: 119, baseType: !2236)
!2236 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<const std::tuple<Triangle *, std::default_delete<Triangle> > &, const std::__nonesuch &>", scope: !330, file: !328, line: 107, baseType: !2225)
!2237 = !DISubprogram(name: "operator=", linkageName: "_ZNSt5tupleIJP8TriangleSt14default_deleteIS0_EEEaSEOS4_", scope: !2034, file: !92, line: 1278, type: !2238, scopeLine: 1278, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2238 = !DISubroutineType(types: !2239)
!2239 = !{!2234, !2224, !2240}
!2240 = !DIDerivedType(tag: DW_TAG_typedef, name: "__conditional_t<__assignable<Triangle *, std::default_delete<Triangle> >(), std::tuple<Triangle *, std::default_delete<Triangle> > &&, std::__nonesuch &&>", scope: !2, file: !328, line: 119, baseType: !2241)
!2241 = !DIDerivedType(tag: DW_TAG_typedef, name: "type<std::tuple<Triangle *, std::default_delete<Triangle> > &&, std::__nonesuch &&>", scope: !330, file: !328, line: 107, baseType: !2230)
!2242 = !DISubprogram(name: "swap", linkageName: "_ZNSt5tupleIJP8TriangleSt14default_deleteIS0_EEE4swapERS4_", scope: !2034, file: !92, line: 1331, type: !2243, scopeLine: 1331, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2243 = !DISubroutineType(types: !2244)
!2244 = !{null, !2224, !2234}
!2245 = !{!2217}
!2246 = !DISubprogram(name: "__uniq_ptr_impl", scope: !2031, file: !82, line: 166, type: !2247, scopeLine: 166, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2247 = !DISubroutineType(types: !2248)
!2248 = !{null, !2249}
!2249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2031, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2250 = !DISubprogram(name: "__uniq_ptr_impl", scope: !2031, file: !82, line: 168, type: !2251, scopeLine: 168, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2251 = !DISubroutineType(types: !2252)
!2252 = !{null, !2249, !2253}
!2253 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !2031, file: !82, line: 160, baseType: !2254)
!2254 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2255, file: !82, line: 145, baseType: !2057)
!2255 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Ptr<Triangle, std::default_delete<Triangle>, void>", scope: !2031, file: !82, line: 143, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !2256, identifier: "_ZTSNSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE4_PtrIS0_S2_vEE")
!2256 = !{!2257, !2258, !354}
!2257 = !DITemplateTypeParameter(name: "_Up", type: !2058)
!2258 = !DITemplateTypeParameter(name: "_Ep", type: !2046)
!2259 = !DISubprogram(name: "__uniq_ptr_impl", scope: !2031, file: !82, line: 176, type: !2260, scopeLine: 176, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2260 = !DISubroutineType(types: !2261)
!2261 = !{null, !2249, !2262}
!2262 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2031, size: 64)
!2263 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EEaSEOS3_", scope: !2031, file: !82, line: 181, type: !2264, scopeLine: 181, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2264 = !DISubroutineType(types: !2265)
!2265 = !{!2266, !2249, !2262}
!2266 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2031, size: 64)
!2267 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE6_M_ptrEv", scope: !2031, file: !82, line: 189, type: !2268, scopeLine: 189, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2268 = !DISubroutineType(types: !2269)
!2269 = !{!2270, !2249}
!2270 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2253, size: 64)
!2271 = !DISubprogram(name: "_M_ptr", linkageName: "_ZNKSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE6_M_ptrEv", scope: !2031, file: !82, line: 191, type: !2272, scopeLine: 191, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2272 = !DISubroutineType(types: !2273)
!2273 = !{!2253, !2274}
!2274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2275, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2031)
!2276 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE10_M_deleterEv", scope: !2031, file: !82, line: 193, type: !2277, scopeLine: 193, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2277 = !DISubroutineType(types: !2278)
!2278 = !{!2102, !2249}
!2279 = !DISubprogram(name: "_M_deleter", linkageName: "_ZNKSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE10_M_deleterEv", scope: !2031, file: !82, line: 195, type: !2280, scopeLine: 195, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2280 = !DISubroutineType(types: !2281)
!2281 = !{!2086, !2274}
!2282 = !DISubprogram(name: "reset", linkageName: "_ZNSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE5resetEPS0_", scope: !2031, file: !82, line: 198, type: !2251, scopeLine: 198, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2283 = !DISubprogram(name: "release", linkageName: "_ZNSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE7releaseEv", scope: !2031, file: !82, line: 207, type: !2284, scopeLine: 207, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2284 = !DISubroutineType(types: !2285)
!2285 = !{!2253, !2249}
!2286 = !DISubprogram(name: "swap", linkageName: "_ZNSt15__uniq_ptr_implI8TriangleSt14default_deleteIS0_EE4swapERS3_", scope: !2031, file: !82, line: 216, type: !2287, scopeLine: 216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2287 = !DISubroutineType(types: !2288)
!2288 = !{null, !2249, !2266}
!2289 = !{!2078, !2290}
!2290 = !DITemplateTypeParameter(name: "_Dp", type: !2046)
!2291 = !DISubprogram(name: "__uniq_ptr_data", scope: !2028, file: !82, line: 234, type: !2292, scopeLine: 234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2292 = !DISubroutineType(types: !2293)
!2293 = !{null, !2294, !2295}
!2294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2028, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2295 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2028, size: 64)
!2296 = !DISubprogram(name: "operator=", linkageName: "_ZNSt15__uniq_ptr_dataI8TriangleSt14default_deleteIS0_ELb1ELb1EEaSEOS3_", scope: !2028, file: !82, line: 235, type: !2297, scopeLine: 235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2297 = !DISubroutineType(types: !2298)
!2298 = !{!2299, !2294, !2295}
!2299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2028, size: 64)
!2300 = !{!2078, !2290, !195, !195}
!2301 = !DISubprogram(name: "unique_ptr", scope: !2025, file: !82, line: 358, type: !2302, scopeLine: 358, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2302 = !DISubroutineType(types: !2303)
!2303 = !{null, !2304, !2305}
!2304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2025, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2305 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2025, size: 64)
!2306 = !DISubprogram(name: "~unique_ptr", scope: !2025, file: !82, line: 390, type: !2307, scopeLine: 390, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2307 = !DISubroutineType(types: !2308)
!2308 = !{null, !2304}
!2309 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI8TriangleSt14default_deleteIS0_EEaSEOS3_", scope: !2025, file: !82, line: 406, type: !2310, scopeLine: 406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2310 = !DISubroutineType(types: !2311)
!2311 = !{!2312, !2304, !2305}
!2312 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2025, size: 64)
!2313 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI8TriangleSt14default_deleteIS0_EEaSEDn", scope: !2025, file: !82, line: 432, type: !2314, scopeLine: 432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2314 = !DISubroutineType(types: !2315)
!2315 = !{!2312, !2304, !412}
!2316 = !DISubprogram(name: "operator*", linkageName: "_ZNKSt10unique_ptrI8TriangleSt14default_deleteIS0_EEdeEv", scope: !2025, file: !82, line: 443, type: !2317, scopeLine: 443, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2317 = !DISubroutineType(types: !2318)
!2318 = !{!2319, !2323}
!2319 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2320, file: !328, line: 1645, baseType: !2322)
!2320 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__add_lvalue_reference_helper<Triangle, true>", scope: !2, file: !328, line: 1644, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !2321, identifier: "_ZTSSt29__add_lvalue_reference_helperI8TriangleLb1EE")
!2321 = !{!2078, !195}
!2322 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2058, size: 64)
!2323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2324, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2025)
!2325 = !DISubprogram(name: "operator->", linkageName: "_ZNKSt10unique_ptrI8TriangleSt14default_deleteIS0_EEptEv", scope: !2025, file: !82, line: 452, type: !2326, scopeLine: 452, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2326 = !DISubroutineType(types: !2327)
!2327 = !{!2328, !2323}
!2328 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !2025, file: !82, line: 278, baseType: !2253)
!2329 = !DISubprogram(name: "get", linkageName: "_ZNKSt10unique_ptrI8TriangleSt14default_deleteIS0_EE3getEv", scope: !2025, file: !82, line: 461, type: !2326, scopeLine: 461, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2330 = !DISubprogram(name: "get_deleter", linkageName: "_ZNSt10unique_ptrI8TriangleSt14default_deleteIS0_EE11get_deleterEv", scope: !2025, file: !82, line: 467, type: !2331, scopeLine: 467, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2331 = !DISubroutineType(types: !2332)
!2332 = !{!2333, !2304}
!2333 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2334, size: 64)
!2334 = !DIDerivedType(tag: DW_TAG_typedef, name: "deleter_type", scope: !2025, file: !82, line: 280, baseType: !2046)
!2335 = !DISubprogram(name: "get_deleter", linkageName: "_ZNKSt10unique_ptrI8TriangleSt14default_deleteIS0_EE11get_deleterEv", scope: !2025, file: !82, line: 473, type: !2336, scopeLine: 473, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2336 = !DISubroutineType(types: !2337)
!2337 = !{!2338, !2323}
!2338 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2339, size: 64)
!2339 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2334)
!2340 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt10unique_ptrI8TriangleSt14default_deleteIS0_EEcvbEv", scope: !2025, file: !82, line: 478, type: !2341, scopeLine: 478, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2341 = !DISubroutineType(types: !2342)
!2342 = !{!196, !2323}
!2343 = !DISubprogram(name: "release", linkageName: "_ZNSt10unique_ptrI8TriangleSt14default_deleteIS0_EE7releaseEv", scope: !2025, file: !82, line: 486, type: !2344, scopeLine: 486, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2344 = !DISubroutineType(types: !2345)
!2345 = !{!2328, !2304}
!2346 = !DISubprogram(name: "reset", linkageName: "_ZNSt10unique_ptrI8TriangleSt14default_deleteIS0_EE5resetEPS0_", scope: !2025, file: !82, line: 497, type: !2347, scopeLine: 497, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2347 = !DISubroutineType(types: !2348)
!2348 = !{null, !2304, !2328}
!2349 = !DISubprogram(name: "swap", linkageName: "_ZNSt10unique_ptrI8TriangleSt14default_deleteIS0_EE4swapERS3_", scope: !2025, file: !82, line: 507, type: !2350, scopeLine: 507, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2350 = !DISubroutineType(types: !2351)
!2351 = !{null, !2304, !2312}
!2352 = !DISubprogram(name: "unique_ptr", scope: !2025, file: !82, line: 514, type: !2353, scopeLine: 514, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!2353 = !DISubroutineType(types: !2354)
!2354 = !{null, !2304, !2355}
!2355 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2324, size: 64)
!2356 = !DISubprogram(name: "operator=", linkageName: "_ZNSt10unique_ptrI8TriangleSt14default_deleteIS0_EEaSERKS3_", scope: !2025, file: !82, line: 515, type: !2357, scopeLine: 515, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!2357 = !DISubroutineType(types: !2358)
!2358 = !{!2312, !2304, !2355}
!2359 = !DIDerivedType(tag: DW_TAG_typedef, name: "streamsize", scope: !2, file: !2360, line: 68, baseType: !811)
!2360 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/postypes.h", directory: ".")
!2361 = !{!0}
!2362 = !{!2363, !2369, !2373, !2379, !2383, !2388, !2390, !2395, !2401, !2405, !2416, !2420, !2424, !2428, !2432, !2436, !2440, !2444, !2448, !2452, !2460, !2464, !2468, !2470, !2472, !2476, !2480, !2485, !2489, !2493, !2495, !2503, !2507, !2514, !2516, !2520, !2524, !2528, !2532, !2537, !2542, !2547, !2548, !2549, !2550, !2552, !2553, !2554, !2555, !2556, !2557, !2558, !2575, !2578, !2583, !2642, !2647, !2651, !2655, !2659, !2663, !2665, !2667, !2671, !2677, !2681, !2687, !2693, !2695, !2699, !2703, !2707, !2711, !2723, !2725, !2729, !2733, !2737, !2739, !2743, !2747, !2751, !2753, !2755, !2759, !2780, !2784, !2788, !2792, !2794, !2800, !2802, !2808, !2812, !2816, !2820, !2824, !2828, !2832, !2834, !2836, !2840, !2844, !2848, !2850, !2854, !2858, !2860, !2862, !2866, !2870, !2874, !2878, !2879, !2880, !2881, !2882, !2883, !2884, !2885, !2886, !2887, !2888, !2892, !2896, !2901, !2905, !2907, !2909, !2911, !2913, !2915, !2917, !2919, !2921, !2923, !2925, !2927, !2929, !2931, !2936, !2940, !2943, !2946, !2949, !2951, !2953, !2955, !2958, !2961, !2964, !2967, !2970, !2972, !2977, !2980, !2983, !2986, !2988, !2990, !2992, !2994, !2997, !3000, !3003, !3006, !3009, !3011, !3015, !3019, !3025, !3030, !3034, !3036, !3038, !3040, !3042, !3049, !3053, !3057, !3061, !3065, !3069, !3074, !3078, !3080, !3084, !3090, !3094, !3099, !3101, !3104, !3108, !3112, !3114, !3116, !3118, !3120, !3124, !3126, !3128, !3132, !3136, !3140, !3144, !3148, !3152, !3154, !3158, !3162, !3166, !3170, !3172, !3174, !3178, !3182, !3183, !3184, !3185, !3186, !3187, !3191, !3195, !3201, !3204, !3205, !3207, !3209, !3211, !3213, !3217, !3219, !3221, !3223, !3225, !3227, !3229, !3231, !3233, !3237, !3241, !3243, !3247, !3251, !3256, !3260, !3261, !3266, !3270, !3275, !3280, !3284, !3290, !3294, !3296, !3300, !3302}
!2363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2364, file: !2368, line: 52)
!2364 = !DISubprogram(name: "abs", scope: !2365, file: !2365, line: 861, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2365 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!2366 = !DISubroutineType(types: !2367)
!2367 = !{!19, !19}
!2368 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!2369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2370, file: !2372, line: 127)
!2370 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !2365, line: 63, baseType: !2371)
!2371 = !DICompositeType(tag: DW_TAG_structure_type, file: !2365, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!2372 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!2373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2374, file: !2372, line: 128)
!2374 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !2365, line: 71, baseType: !2375)
!2375 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2365, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !2376, identifier: "_ZTS6ldiv_t")
!2376 = !{!2377, !2378}
!2377 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2375, file: !2365, line: 69, baseType: !812, size: 64)
!2378 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2375, file: !2365, line: 70, baseType: !812, size: 64, offset: 64)
!2379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2380, file: !2372, line: 130)
!2380 = !DISubprogram(name: "abort", scope: !2365, file: !2365, line: 611, type: !2381, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2381 = !DISubroutineType(types: !2382)
!2382 = !{null}
!2383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2384, file: !2372, line: 134)
!2384 = !DISubprogram(name: "atexit", scope: !2365, file: !2365, line: 615, type: !2385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2385 = !DISubroutineType(types: !2386)
!2386 = !{!19, !2387}
!2387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2381, size: 64)
!2388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2389, file: !2372, line: 137)
!2389 = !DISubprogram(name: "at_quick_exit", scope: !2365, file: !2365, line: 620, type: !2385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2391, file: !2372, line: 140)
!2391 = !DISubprogram(name: "atof", scope: !2392, file: !2392, line: 25, type: !2393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2392 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: ".", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!2393 = !DISubroutineType(types: !2394)
!2394 = !{!130, !942}
!2395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2396, file: !2372, line: 141)
!2396 = distinct !DISubprogram(name: "atoi", scope: !2365, file: !2365, line: 362, type: !2397, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !2399)
!2397 = !DISubroutineType(types: !2398)
!2398 = !{!19, !942}
!2399 = !{!2400}
!2400 = !DILocalVariable(name: "__nptr", arg: 1, scope: !2396, file: !2365, line: 362, type: !942)
!2401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2402, file: !2372, line: 142)
!2402 = !DISubprogram(name: "atol", scope: !2365, file: !2365, line: 367, type: !2403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2403 = !DISubroutineType(types: !2404)
!2404 = !{!812, !942}
!2405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2406, file: !2372, line: 143)
!2406 = !DISubprogram(name: "bsearch", scope: !2407, file: !2407, line: 20, type: !2408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2407 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: ".", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!2408 = !DISubroutineType(types: !2409)
!2409 = !{!1353, !181, !181, !2410, !2410, !2412}
!2410 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !2411, line: 46, baseType: !193)
!2411 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!2412 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !2365, line: 829, baseType: !2413)
!2413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2414, size: 64)
!2414 = !DISubroutineType(types: !2415)
!2415 = !{!19, !181, !181}
!2416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2417, file: !2372, line: 144)
!2417 = !DISubprogram(name: "calloc", scope: !2365, file: !2365, line: 556, type: !2418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2418 = !DISubroutineType(types: !2419)
!2419 = !{!1353, !2410, !2410}
!2420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2421, file: !2372, line: 145)
!2421 = !DISubprogram(name: "div", scope: !2365, file: !2365, line: 873, type: !2422, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2422 = !DISubroutineType(types: !2423)
!2423 = !{!2370, !19, !19}
!2424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2425, file: !2372, line: 146)
!2425 = !DISubprogram(name: "exit", scope: !2365, file: !2365, line: 637, type: !2426, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2426 = !DISubroutineType(types: !2427)
!2427 = !{null, !19}
!2428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2429, file: !2372, line: 147)
!2429 = !DISubprogram(name: "free", scope: !2365, file: !2365, line: 568, type: !2430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2430 = !DISubroutineType(types: !2431)
!2431 = !{null, !1353}
!2432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2433, file: !2372, line: 148)
!2433 = !DISubprogram(name: "getenv", scope: !2365, file: !2365, line: 654, type: !2434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2434 = !DISubroutineType(types: !2435)
!2435 = !{!53, !942}
!2436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2437, file: !2372, line: 149)
!2437 = !DISubprogram(name: "labs", scope: !2365, file: !2365, line: 862, type: !2438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2438 = !DISubroutineType(types: !2439)
!2439 = !{!812, !812}
!2440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2441, file: !2372, line: 150)
!2441 = !DISubprogram(name: "ldiv", scope: !2365, file: !2365, line: 875, type: !2442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2442 = !DISubroutineType(types: !2443)
!2443 = !{!2374, !812, !812}
!2444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2445, file: !2372, line: 151)
!2445 = !DISubprogram(name: "malloc", scope: !2365, file: !2365, line: 553, type: !2446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2446 = !DISubroutineType(types: !2447)
!2447 = !{!1353, !2410}
!2448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2449, file: !2372, line: 153)
!2449 = !DISubprogram(name: "mblen", scope: !2365, file: !2365, line: 943, type: !2450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2450 = !DISubroutineType(types: !2451)
!2451 = !{!19, !942, !2410}
!2452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2453, file: !2372, line: 154)
!2453 = !DISubprogram(name: "mbstowcs", scope: !2365, file: !2365, line: 954, type: !2454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2454 = !DISubroutineType(types: !2455)
!2455 = !{!2410, !2456, !2459, !2410}
!2456 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2457)
!2457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2458, size: 64)
!2458 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!2459 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !942)
!2460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2461, file: !2372, line: 155)
!2461 = !DISubprogram(name: "mbtowc", scope: !2365, file: !2365, line: 946, type: !2462, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2462 = !DISubroutineType(types: !2463)
!2463 = !{!19, !2456, !2459, !2410}
!2464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2465, file: !2372, line: 157)
!2465 = !DISubprogram(name: "qsort", scope: !2365, file: !2365, line: 851, type: !2466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2466 = !DISubroutineType(types: !2467)
!2467 = !{null, !1353, !2410, !2410, !2412}
!2468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2469, file: !2372, line: 160)
!2469 = !DISubprogram(name: "quick_exit", scope: !2365, file: !2365, line: 643, type: !2426, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2471, file: !2372, line: 163)
!2471 = !DISubprogram(name: "rand", scope: !2365, file: !2365, line: 454, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2473, file: !2372, line: 164)
!2473 = !DISubprogram(name: "realloc", scope: !2365, file: !2365, line: 564, type: !2474, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2474 = !DISubroutineType(types: !2475)
!2475 = !{!1353, !1353, !2410}
!2476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2477, file: !2372, line: 165)
!2477 = !DISubprogram(name: "srand", scope: !2365, file: !2365, line: 456, type: !2478, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2478 = !DISubroutineType(types: !2479)
!2479 = !{null, !13}
!2480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2481, file: !2372, line: 166)
!2481 = !DISubprogram(name: "strtod", scope: !2365, file: !2365, line: 118, type: !2482, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2482 = !DISubroutineType(types: !2483)
!2483 = !{!130, !2459, !2484}
!2484 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!2485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2486, file: !2372, line: 167)
!2486 = !DISubprogram(name: "strtol", scope: !2365, file: !2365, line: 177, type: !2487, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2487 = !DISubroutineType(types: !2488)
!2488 = !{!812, !2459, !2484, !19}
!2489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2490, file: !2372, line: 168)
!2490 = !DISubprogram(name: "strtoul", scope: !2365, file: !2365, line: 181, type: !2491, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2491 = !DISubroutineType(types: !2492)
!2492 = !{!193, !2459, !2484, !19}
!2493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2494, file: !2372, line: 169)
!2494 = !DISubprogram(name: "system", scope: !2365, file: !2365, line: 804, type: !2397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2495 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2496, file: !2372, line: 171)
!2496 = !DISubprogram(name: "wcstombs", scope: !2365, file: !2365, line: 958, type: !2497, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2497 = !DISubroutineType(types: !2498)
!2498 = !{!2410, !2499, !2500, !2410}
!2499 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!2500 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2501)
!2501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2502, size: 64)
!2502 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2458)
!2503 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2504, file: !2372, line: 172)
!2504 = !DISubprogram(name: "wctomb", scope: !2365, file: !2365, line: 950, type: !2505, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2505 = !DISubroutineType(types: !2506)
!2506 = !{!19, !53, !2458}
!2507 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2508, file: !2372, line: 200)
!2508 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !2365, line: 81, baseType: !2509)
!2509 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2365, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !2510, identifier: "_ZTS7lldiv_t")
!2510 = !{!2511, !2513}
!2511 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !2509, file: !2365, line: 79, baseType: !2512, size: 64)
!2512 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!2513 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !2509, file: !2365, line: 80, baseType: !2512, size: 64, offset: 64)
!2514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2515, file: !2372, line: 206)
!2515 = !DISubprogram(name: "_Exit", scope: !2365, file: !2365, line: 649, type: !2426, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!2516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2517, file: !2372, line: 210)
!2517 = !DISubprogram(name: "llabs", scope: !2365, file: !2365, line: 865, type: !2518, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2518 = !DISubroutineType(types: !2519)
!2519 = !{!2512, !2512}
!2520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2521, file: !2372, line: 216)
!2521 = !DISubprogram(name: "lldiv", scope: !2365, file: !2365, line: 879, type: !2522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2522 = !DISubroutineType(types: !2523)
!2523 = !{!2508, !2512, !2512}
!2524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2525, file: !2372, line: 227)
!2525 = !DISubprogram(name: "atoll", scope: !2365, file: !2365, line: 374, type: !2526, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2526 = !DISubroutineType(types: !2527)
!2527 = !{!2512, !942}
!2528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2529, file: !2372, line: 228)
!2529 = !DISubprogram(name: "strtoll", scope: !2365, file: !2365, line: 201, type: !2530, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2530 = !DISubroutineType(types: !2531)
!2531 = !{!2512, !2459, !2484, !19}
!2532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2533, file: !2372, line: 229)
!2533 = !DISubprogram(name: "strtoull", scope: !2365, file: !2365, line: 206, type: !2534, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2534 = !DISubroutineType(types: !2535)
!2535 = !{!2536, !2459, !2484, !19}
!2536 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!2537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2538, file: !2372, line: 231)
!2538 = !DISubprogram(name: "strtof", scope: !2365, file: !2365, line: 124, type: !2539, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2539 = !DISubroutineType(types: !2540)
!2540 = !{!2541, !2459, !2484}
!2541 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!2542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2543, file: !2372, line: 232)
!2543 = !DISubprogram(name: "strtold", scope: !2365, file: !2365, line: 127, type: !2544, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2544 = !DISubroutineType(types: !2545)
!2545 = !{!2546, !2459, !2484}
!2546 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!2547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2508, file: !2372, line: 240)
!2548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2515, file: !2372, line: 242)
!2549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2517, file: !2372, line: 244)
!2550 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2551, file: !2372, line: 245)
!2551 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !12, file: !2372, line: 213, type: !2522, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2521, file: !2372, line: 246)
!2553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2525, file: !2372, line: 248)
!2554 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2538, file: !2372, line: 249)
!2555 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2529, file: !2372, line: 250)
!2556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2533, file: !2372, line: 251)
!2557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2543, file: !2372, line: 252)
!2558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2559, file: !2574, line: 64)
!2559 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !2560, line: 6, baseType: !2561)
!2560 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!2561 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !2562, line: 21, baseType: !2563)
!2562 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!2563 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2562, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !2564, identifier: "_ZTS11__mbstate_t")
!2564 = !{!2565, !2566}
!2565 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !2563, file: !2562, line: 15, baseType: !19, size: 32)
!2566 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !2563, file: !2562, line: 20, baseType: !2567, size: 32, offset: 32)
!2567 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !2563, file: !2562, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !2568, identifier: "_ZTSN11__mbstate_tUt_E")
!2568 = !{!2569, !2570}
!2569 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !2567, file: !2562, line: 18, baseType: !13, size: 32)
!2570 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !2567, file: !2562, line: 19, baseType: !2571, size: 32)
!2571 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 32, elements: !2572)
!2572 = !{!2573}
!2573 = !DISubrange(count: 4)
!2574 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: ".")
!2575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2576, file: !2574, line: 141)
!2576 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !2577, line: 20, baseType: !13)
!2577 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!2578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2579, file: !2574, line: 143)
!2579 = !DISubprogram(name: "btowc", scope: !2580, file: !2580, line: 319, type: !2581, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2580 = !DIFile(filename: "usr/include/wchar.h", directory: ".", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!2581 = !DISubroutineType(types: !2582)
!2582 = !{!2576, !19}
!2583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2584, file: !2574, line: 144)
!2584 = !DISubprogram(name: "fgetwc", scope: !2580, file: !2580, line: 744, type: !2585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2585 = !DISubroutineType(types: !2586)
!2586 = !{!2576, !2587}
!2587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2588, size: 64)
!2588 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !2589, line: 5, baseType: !2590)
!2589 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!2590 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !2591, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !2592, identifier: "_ZTS8_IO_FILE")
!2591 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!2592 = !{!2593, !2594, !2595, !2596, !2597, !2598, !2599, !2600, !2601, !2602, !2603, !2604, !2605, !2608, !2610, !2611, !2612, !2615, !2617, !2619, !2623, !2626, !2628, !2631, !2634, !2635, !2636, !2637, !2638}
!2593 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !2590, file: !2591, line: 51, baseType: !19, size: 32)
!2594 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !2590, file: !2591, line: 54, baseType: !53, size: 64, offset: 64)
!2595 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !2590, file: !2591, line: 55, baseType: !53, size: 64, offset: 128)
!2596 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !2590, file: !2591, line: 56, baseType: !53, size: 64, offset: 192)
!2597 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !2590, file: !2591, line: 57, baseType: !53, size: 64, offset: 256)
!2598 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !2590, file: !2591, line: 58, baseType: !53, size: 64, offset: 320)
!2599 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !2590, file: !2591, line: 59, baseType: !53, size: 64, offset: 384)
!2600 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !2590, file: !2591, line: 60, baseType: !53, size: 64, offset: 448)
!2601 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !2590, file: !2591, line: 61, baseType: !53, size: 64, offset: 512)
!2602 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !2590, file: !2591, line: 64, baseType: !53, size: 64, offset: 576)
!2603 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !2590, file: !2591, line: 65, baseType: !53, size: 64, offset: 640)
!2604 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !2590, file: !2591, line: 66, baseType: !53, size: 64, offset: 704)
!2605 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !2590, file: !2591, line: 68, baseType: !2606, size: 64, offset: 768)
!2606 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2607, size: 64)
!2607 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !2591, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!2608 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !2590, file: !2591, line: 70, baseType: !2609, size: 64, offset: 832)
!2609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2590, size: 64)
!2610 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !2590, file: !2591, line: 72, baseType: !19, size: 32, offset: 896)
!2611 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !2590, file: !2591, line: 73, baseType: !19, size: 32, offset: 928)
!2612 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !2590, file: !2591, line: 74, baseType: !2613, size: 64, offset: 960)
!2613 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !2614, line: 152, baseType: !812)
!2614 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!2615 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !2590, file: !2591, line: 77, baseType: !2616, size: 16, offset: 1024)
!2616 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!2617 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !2590, file: !2591, line: 78, baseType: !2618, size: 8, offset: 1040)
!2618 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!2619 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !2590, file: !2591, line: 79, baseType: !2620, size: 8, offset: 1048)
!2620 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 8, elements: !2621)
!2621 = !{!2622}
!2622 = !DISubrange(count: 1)
!2623 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !2590, file: !2591, line: 81, baseType: !2624, size: 64, offset: 1088)
!2624 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2625, size: 64)
!2625 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !2591, line: 43, baseType: null)
!2626 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !2590, file: !2591, line: 89, baseType: !2627, size: 64, offset: 1152)
!2627 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !2614, line: 153, baseType: !812)
!2628 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !2590, file: !2591, line: 91, baseType: !2629, size: 64, offset: 1216)
!2629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2630, size: 64)
!2630 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !2591, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!2631 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !2590, file: !2591, line: 92, baseType: !2632, size: 64, offset: 1280)
!2632 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2633, size: 64)
!2633 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !2591, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!2634 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !2590, file: !2591, line: 93, baseType: !2609, size: 64, offset: 1344)
!2635 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !2590, file: !2591, line: 94, baseType: !1353, size: 64, offset: 1408)
!2636 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !2590, file: !2591, line: 95, baseType: !2410, size: 64, offset: 1472)
!2637 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !2590, file: !2591, line: 96, baseType: !19, size: 32, offset: 1536)
!2638 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !2590, file: !2591, line: 98, baseType: !2639, size: 160, offset: 1568)
!2639 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 160, elements: !2640)
!2640 = !{!2641}
!2641 = !DISubrange(count: 20)
!2642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2643, file: !2574, line: 145)
!2643 = !DISubprogram(name: "fgetws", scope: !2580, file: !2580, line: 773, type: !2644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2644 = !DISubroutineType(types: !2645)
!2645 = !{!2457, !2456, !19, !2646}
!2646 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2587)
!2647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2648, file: !2574, line: 146)
!2648 = !DISubprogram(name: "fputwc", scope: !2580, file: !2580, line: 758, type: !2649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2649 = !DISubroutineType(types: !2650)
!2650 = !{!2576, !2458, !2587}
!2651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2652, file: !2574, line: 147)
!2652 = !DISubprogram(name: "fputws", scope: !2580, file: !2580, line: 780, type: !2653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2653 = !DISubroutineType(types: !2654)
!2654 = !{!19, !2500, !2646}
!2655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2656, file: !2574, line: 148)
!2656 = !DISubprogram(name: "fwide", scope: !2580, file: !2580, line: 588, type: !2657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2657 = !DISubroutineType(types: !2658)
!2658 = !{!19, !2587, !19}
!2659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2660, file: !2574, line: 149)
!2660 = !DISubprogram(name: "fwprintf", scope: !2580, file: !2580, line: 595, type: !2661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2661 = !DISubroutineType(types: !2662)
!2662 = !{!19, !2646, !2500, null}
!2663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2664, file: !2574, line: 150)
!2664 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !2580, file: !2580, line: 657, type: !2661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2666, file: !2574, line: 151)
!2666 = !DISubprogram(name: "getwc", scope: !2580, file: !2580, line: 745, type: !2585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2668, file: !2574, line: 152)
!2668 = !DISubprogram(name: "getwchar", scope: !2580, file: !2580, line: 751, type: !2669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2669 = !DISubroutineType(types: !2670)
!2670 = !{!2576}
!2671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2672, file: !2574, line: 153)
!2672 = !DISubprogram(name: "mbrlen", scope: !2580, file: !2580, line: 330, type: !2673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2673 = !DISubroutineType(types: !2674)
!2674 = !{!2410, !2459, !2410, !2675}
!2675 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2676)
!2676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2559, size: 64)
!2677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2678, file: !2574, line: 154)
!2678 = !DISubprogram(name: "mbrtowc", scope: !2580, file: !2580, line: 297, type: !2679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2679 = !DISubroutineType(types: !2680)
!2680 = !{!2410, !2456, !2459, !2410, !2675}
!2681 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2682, file: !2574, line: 155)
!2682 = !DISubprogram(name: "mbsinit", scope: !2580, file: !2580, line: 293, type: !2683, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2683 = !DISubroutineType(types: !2684)
!2684 = !{!19, !2685}
!2685 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2686, size: 64)
!2686 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2559)
!2687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2688, file: !2574, line: 156)
!2688 = !DISubprogram(name: "mbsrtowcs", scope: !2580, file: !2580, line: 338, type: !2689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2689 = !DISubroutineType(types: !2690)
!2690 = !{!2410, !2456, !2691, !2410, !2675}
!2691 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2692)
!2692 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !942, size: 64)
!2693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2694, file: !2574, line: 157)
!2694 = !DISubprogram(name: "putwc", scope: !2580, file: !2580, line: 759, type: !2649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2696, file: !2574, line: 158)
!2696 = !DISubprogram(name: "putwchar", scope: !2580, file: !2580, line: 765, type: !2697, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2697 = !DISubroutineType(types: !2698)
!2698 = !{!2576, !2458}
!2699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2700, file: !2574, line: 160)
!2700 = !DISubprogram(name: "swprintf", scope: !2580, file: !2580, line: 605, type: !2701, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2701 = !DISubroutineType(types: !2702)
!2702 = !{!19, !2456, !2410, !2500, null}
!2703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2704, file: !2574, line: 162)
!2704 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !2580, file: !2580, line: 664, type: !2705, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2705 = !DISubroutineType(types: !2706)
!2706 = !{!19, !2500, !2500, null}
!2707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2708, file: !2574, line: 163)
!2708 = !DISubprogram(name: "ungetwc", scope: !2580, file: !2580, line: 788, type: !2709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2709 = !DISubroutineType(types: !2710)
!2710 = !{!2576, !2576, !2587}
!2711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2712, file: !2574, line: 164)
!2712 = !DISubprogram(name: "vfwprintf", scope: !2580, file: !2580, line: 613, type: !2713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2713 = !DISubroutineType(types: !2714)
!2714 = !{!19, !2646, !2500, !2715}
!2715 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2716, size: 64)
!2716 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !2717, identifier: "_ZTS13__va_list_tag")
!2717 = !{!2718, !2720, !2721, !2722}
!2718 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !2716, file: !2719, baseType: !13, size: 32)
!2719 = !DIFile(filename: "shapes_virtual.cpp", directory: ".")
!2720 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !2716, file: !2719, baseType: !13, size: 32, offset: 32)
!2721 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !2716, file: !2719, baseType: !1353, size: 64, offset: 64)
!2722 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !2716, file: !2719, baseType: !1353, size: 64, offset: 128)
!2723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2724, file: !2574, line: 166)
!2724 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !2580, file: !2580, line: 711, type: !2713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2726, file: !2574, line: 169)
!2726 = !DISubprogram(name: "vswprintf", scope: !2580, file: !2580, line: 626, type: !2727, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2727 = !DISubroutineType(types: !2728)
!2728 = !{!19, !2456, !2410, !2500, !2715}
!2729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2730, file: !2574, line: 172)
!2730 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !2580, file: !2580, line: 718, type: !2731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2731 = !DISubroutineType(types: !2732)
!2732 = !{!19, !2500, !2500, !2715}
!2733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2734, file: !2574, line: 174)
!2734 = !DISubprogram(name: "vwprintf", scope: !2580, file: !2580, line: 621, type: !2735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2735 = !DISubroutineType(types: !2736)
!2736 = !{!19, !2500, !2715}
!2737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2738, file: !2574, line: 176)
!2738 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !2580, file: !2580, line: 715, type: !2735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2740, file: !2574, line: 178)
!2740 = !DISubprogram(name: "wcrtomb", scope: !2580, file: !2580, line: 302, type: !2741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2741 = !DISubroutineType(types: !2742)
!2742 = !{!2410, !2499, !2458, !2675}
!2743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2744, file: !2574, line: 179)
!2744 = !DISubprogram(name: "wcscat", scope: !2580, file: !2580, line: 97, type: !2745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2745 = !DISubroutineType(types: !2746)
!2746 = !{!2457, !2456, !2500}
!2747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2748, file: !2574, line: 180)
!2748 = !DISubprogram(name: "wcscmp", scope: !2580, file: !2580, line: 106, type: !2749, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2749 = !DISubroutineType(types: !2750)
!2750 = !{!19, !2501, !2501}
!2751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2752, file: !2574, line: 181)
!2752 = !DISubprogram(name: "wcscoll", scope: !2580, file: !2580, line: 131, type: !2749, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2754, file: !2574, line: 182)
!2754 = !DISubprogram(name: "wcscpy", scope: !2580, file: !2580, line: 87, type: !2745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2756, file: !2574, line: 183)
!2756 = !DISubprogram(name: "wcscspn", scope: !2580, file: !2580, line: 188, type: !2757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2757 = !DISubroutineType(types: !2758)
!2758 = !{!2410, !2501, !2501}
!2759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2760, file: !2574, line: 184)
!2760 = !DISubprogram(name: "wcsftime", scope: !2580, file: !2580, line: 852, type: !2761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2761 = !DISubroutineType(types: !2762)
!2762 = !{!2410, !2456, !2410, !2500, !2763}
!2763 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2764)
!2764 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2765, size: 64)
!2765 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2766)
!2766 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !2767, line: 7, size: 448, flags: DIFlagTypePassByValue, elements: !2768, identifier: "_ZTS2tm")
!2767 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_tm.h", directory: ".", checksumkind: CSK_MD5, checksum: "9e5545b565ef031c4cd0faf90b69386f")
!2768 = !{!2769, !2770, !2771, !2772, !2773, !2774, !2775, !2776, !2777, !2778, !2779}
!2769 = !DIDerivedType(tag: DW_TAG_member, name: "tm_sec", scope: !2766, file: !2767, line: 9, baseType: !19, size: 32)
!2770 = !DIDerivedType(tag: DW_TAG_member, name: "tm_min", scope: !2766, file: !2767, line: 10, baseType: !19, size: 32, offset: 32)
!2771 = !DIDerivedType(tag: DW_TAG_member, name: "tm_hour", scope: !2766, file: !2767, line: 11, baseType: !19, size: 32, offset: 64)
!2772 = !DIDerivedType(tag: DW_TAG_member, name: "tm_mday", scope: !2766, file: !2767, line: 12, baseType: !19, size: 32, offset: 96)
!2773 = !DIDerivedType(tag: DW_TAG_member, name: "tm_mon", scope: !2766, file: !2767, line: 13, baseType: !19, size: 32, offset: 128)
!2774 = !DIDerivedType(tag: DW_TAG_member, name: "tm_year", scope: !2766, file: !2767, line: 14, baseType: !19, size: 32, offset: 160)
!2775 = !DIDerivedType(tag: DW_TAG_member, name: "tm_wday", scope: !2766, file: !2767, line: 15, baseType: !19, size: 32, offset: 192)
!2776 = !DIDerivedType(tag: DW_TAG_member, name: "tm_yday", scope: !2766, file: !2767, line: 16, baseType: !19, size: 32, offset: 224)
!2777 = !DIDerivedType(tag: DW_TAG_member, name: "tm_isdst", scope: !2766, file: !2767, line: 17, baseType: !19, size: 32, offset: 256)
!2778 = !DIDerivedType(tag: DW_TAG_member, name: "tm_gmtoff", scope: !2766, file: !2767, line: 20, baseType: !812, size: 64, offset: 320)
!2779 = !DIDerivedType(tag: DW_TAG_member, name: "tm_zone", scope: !2766, file: !2767, line: 21, baseType: !942, size: 64, offset: 384)
!2780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2781, file: !2574, line: 185)
!2781 = !DISubprogram(name: "wcslen", scope: !2580, file: !2580, line: 223, type: !2782, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2782 = !DISubroutineType(types: !2783)
!2783 = !{!2410, !2501}
!2784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2785, file: !2574, line: 186)
!2785 = !DISubprogram(name: "wcsncat", scope: !2580, file: !2580, line: 101, type: !2786, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2786 = !DISubroutineType(types: !2787)
!2787 = !{!2457, !2456, !2500, !2410}
!2788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2789, file: !2574, line: 187)
!2789 = !DISubprogram(name: "wcsncmp", scope: !2580, file: !2580, line: 109, type: !2790, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2790 = !DISubroutineType(types: !2791)
!2791 = !{!19, !2501, !2501, !2410}
!2792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2793, file: !2574, line: 188)
!2793 = !DISubprogram(name: "wcsncpy", scope: !2580, file: !2580, line: 92, type: !2786, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2795, file: !2574, line: 189)
!2795 = !DISubprogram(name: "wcsrtombs", scope: !2580, file: !2580, line: 344, type: !2796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2796 = !DISubroutineType(types: !2797)
!2797 = !{!2410, !2499, !2798, !2410, !2675}
!2798 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2799)
!2799 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2501, size: 64)
!2800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2801, file: !2574, line: 190)
!2801 = !DISubprogram(name: "wcsspn", scope: !2580, file: !2580, line: 192, type: !2757, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2803, file: !2574, line: 191)
!2803 = !DISubprogram(name: "wcstod", scope: !2580, file: !2580, line: 378, type: !2804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2804 = !DISubroutineType(types: !2805)
!2805 = !{!130, !2500, !2806}
!2806 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2807)
!2807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2457, size: 64)
!2808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2809, file: !2574, line: 193)
!2809 = !DISubprogram(name: "wcstof", scope: !2580, file: !2580, line: 383, type: !2810, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2810 = !DISubroutineType(types: !2811)
!2811 = !{!2541, !2500, !2806}
!2812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2813, file: !2574, line: 195)
!2813 = !DISubprogram(name: "wcstok", scope: !2580, file: !2580, line: 218, type: !2814, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2814 = !DISubroutineType(types: !2815)
!2815 = !{!2457, !2456, !2500, !2806}
!2816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2817, file: !2574, line: 196)
!2817 = !DISubprogram(name: "wcstol", scope: !2580, file: !2580, line: 429, type: !2818, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2818 = !DISubroutineType(types: !2819)
!2819 = !{!812, !2500, !2806, !19}
!2820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2821, file: !2574, line: 197)
!2821 = !DISubprogram(name: "wcstoul", scope: !2580, file: !2580, line: 434, type: !2822, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2822 = !DISubroutineType(types: !2823)
!2823 = !{!193, !2500, !2806, !19}
!2824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2825, file: !2574, line: 198)
!2825 = !DISubprogram(name: "wcsxfrm", scope: !2580, file: !2580, line: 135, type: !2826, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2826 = !DISubroutineType(types: !2827)
!2827 = !{!2410, !2456, !2500, !2410}
!2828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2829, file: !2574, line: 199)
!2829 = !DISubprogram(name: "wctob", scope: !2580, file: !2580, line: 325, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2830 = !DISubroutineType(types: !2831)
!2831 = !{!19, !2576}
!2832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2833, file: !2574, line: 200)
!2833 = !DISubprogram(name: "wmemcmp", scope: !2580, file: !2580, line: 259, type: !2790, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2835, file: !2574, line: 201)
!2835 = !DISubprogram(name: "wmemcpy", scope: !2580, file: !2580, line: 263, type: !2786, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2837, file: !2574, line: 202)
!2837 = !DISubprogram(name: "wmemmove", scope: !2580, file: !2580, line: 268, type: !2838, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2838 = !DISubroutineType(types: !2839)
!2839 = !{!2457, !2457, !2501, !2410}
!2840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2841, file: !2574, line: 203)
!2841 = !DISubprogram(name: "wmemset", scope: !2580, file: !2580, line: 272, type: !2842, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2842 = !DISubroutineType(types: !2843)
!2843 = !{!2457, !2457, !2458, !2410}
!2844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2845, file: !2574, line: 204)
!2845 = !DISubprogram(name: "wprintf", scope: !2580, file: !2580, line: 602, type: !2846, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2846 = !DISubroutineType(types: !2847)
!2847 = !{!19, !2500, null}
!2848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2849, file: !2574, line: 205)
!2849 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !2580, file: !2580, line: 661, type: !2846, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2851, file: !2574, line: 206)
!2851 = !DISubprogram(name: "wcschr", scope: !2580, file: !2580, line: 165, type: !2852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2852 = !DISubroutineType(types: !2853)
!2853 = !{!2457, !2501, !2458}
!2854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2855, file: !2574, line: 207)
!2855 = !DISubprogram(name: "wcspbrk", scope: !2580, file: !2580, line: 202, type: !2856, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2856 = !DISubroutineType(types: !2857)
!2857 = !{!2457, !2501, !2501}
!2858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2859, file: !2574, line: 208)
!2859 = !DISubprogram(name: "wcsrchr", scope: !2580, file: !2580, line: 175, type: !2852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2861, file: !2574, line: 209)
!2861 = !DISubprogram(name: "wcsstr", scope: !2580, file: !2580, line: 213, type: !2856, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2863, file: !2574, line: 210)
!2863 = !DISubprogram(name: "wmemchr", scope: !2580, file: !2580, line: 254, type: !2864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2864 = !DISubroutineType(types: !2865)
!2865 = !{!2457, !2501, !2458, !2410}
!2866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2867, file: !2574, line: 251)
!2867 = !DISubprogram(name: "wcstold", scope: !2580, file: !2580, line: 385, type: !2868, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2868 = !DISubroutineType(types: !2869)
!2869 = !{!2546, !2500, !2806}
!2870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2871, file: !2574, line: 260)
!2871 = !DISubprogram(name: "wcstoll", scope: !2580, file: !2580, line: 442, type: !2872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2872 = !DISubroutineType(types: !2873)
!2873 = !{!2512, !2500, !2806, !19}
!2874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !2875, file: !2574, line: 261)
!2875 = !DISubprogram(name: "wcstoull", scope: !2580, file: !2580, line: 449, type: !2876, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2876 = !DISubroutineType(types: !2877)
!2877 = !{!2536, !2500, !2806, !19}
!2878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2867, file: !2574, line: 267)
!2879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2871, file: !2574, line: 268)
!2880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2875, file: !2574, line: 269)
!2881 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2809, file: !2574, line: 283)
!2882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2724, file: !2574, line: 286)
!2883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2730, file: !2574, line: 289)
!2884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2738, file: !2574, line: 292)
!2885 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2867, file: !2574, line: 296)
!2886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2871, file: !2574, line: 297)
!2887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2875, file: !2574, line: 298)
!2888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2889, file: !2891, line: 53)
!2889 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !2890, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!2890 = !DIFile(filename: "usr/include/locale.h", directory: ".", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!2891 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: ".")
!2892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2893, file: !2891, line: 54)
!2893 = !DISubprogram(name: "setlocale", scope: !2890, file: !2890, line: 122, type: !2894, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2894 = !DISubroutineType(types: !2895)
!2895 = !{!53, !19, !942}
!2896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2897, file: !2891, line: 55)
!2897 = !DISubprogram(name: "localeconv", scope: !2890, file: !2890, line: 125, type: !2898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2898 = !DISubroutineType(types: !2899)
!2899 = !{!2900}
!2900 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2889, size: 64)
!2901 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2902, file: !2904, line: 64)
!2902 = !DISubprogram(name: "isalnum", scope: !2903, file: !2903, line: 108, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2903 = !DIFile(filename: "usr/include/ctype.h", directory: ".", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!2904 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: ".")
!2905 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2906, file: !2904, line: 65)
!2906 = !DISubprogram(name: "isalpha", scope: !2903, file: !2903, line: 109, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2908, file: !2904, line: 66)
!2908 = !DISubprogram(name: "iscntrl", scope: !2903, file: !2903, line: 110, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2910, file: !2904, line: 67)
!2910 = !DISubprogram(name: "isdigit", scope: !2903, file: !2903, line: 111, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2912, file: !2904, line: 68)
!2912 = !DISubprogram(name: "isgraph", scope: !2903, file: !2903, line: 113, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2914, file: !2904, line: 69)
!2914 = !DISubprogram(name: "islower", scope: !2903, file: !2903, line: 112, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2916, file: !2904, line: 70)
!2916 = !DISubprogram(name: "isprint", scope: !2903, file: !2903, line: 114, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2918, file: !2904, line: 71)
!2918 = !DISubprogram(name: "ispunct", scope: !2903, file: !2903, line: 115, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2919 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2920, file: !2904, line: 72)
!2920 = !DISubprogram(name: "isspace", scope: !2903, file: !2903, line: 116, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2922, file: !2904, line: 73)
!2922 = !DISubprogram(name: "isupper", scope: !2903, file: !2903, line: 117, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2923 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2924, file: !2904, line: 74)
!2924 = !DISubprogram(name: "isxdigit", scope: !2903, file: !2903, line: 118, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2926, file: !2904, line: 75)
!2926 = !DISubprogram(name: "tolower", scope: !2903, file: !2903, line: 122, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2928, file: !2904, line: 76)
!2928 = !DISubprogram(name: "toupper", scope: !2903, file: !2903, line: 125, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2930, file: !2904, line: 87)
!2930 = !DISubprogram(name: "isblank", scope: !2903, file: !2903, line: 130, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2932, file: !2935, line: 47)
!2932 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !2933, line: 24, baseType: !2934)
!2933 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: ".", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!2934 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !2614, line: 37, baseType: !2618)
!2935 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: ".")
!2936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2937, file: !2935, line: 48)
!2937 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !2933, line: 25, baseType: !2938)
!2938 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !2614, line: 39, baseType: !2939)
!2939 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!2940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2941, file: !2935, line: 49)
!2941 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !2933, line: 26, baseType: !2942)
!2942 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !2614, line: 41, baseType: !19)
!2943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2944, file: !2935, line: 50)
!2944 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !2933, line: 27, baseType: !2945)
!2945 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !2614, line: 44, baseType: !812)
!2946 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2947, file: !2935, line: 52)
!2947 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !2948, line: 58, baseType: !2618)
!2948 = !DIFile(filename: "usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!2949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2950, file: !2935, line: 53)
!2950 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !2948, line: 60, baseType: !812)
!2951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2952, file: !2935, line: 54)
!2952 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !2948, line: 61, baseType: !812)
!2953 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2954, file: !2935, line: 55)
!2954 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !2948, line: 62, baseType: !812)
!2955 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2956, file: !2935, line: 57)
!2956 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !2948, line: 43, baseType: !2957)
!2957 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !2614, line: 52, baseType: !2934)
!2958 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2959, file: !2935, line: 58)
!2959 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !2948, line: 44, baseType: !2960)
!2960 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !2614, line: 54, baseType: !2938)
!2961 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2962, file: !2935, line: 59)
!2962 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !2948, line: 45, baseType: !2963)
!2963 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !2614, line: 56, baseType: !2942)
!2964 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2965, file: !2935, line: 60)
!2965 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !2948, line: 46, baseType: !2966)
!2966 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !2614, line: 58, baseType: !2945)
!2967 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2968, file: !2935, line: 62)
!2968 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !2948, line: 101, baseType: !2969)
!2969 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !2614, line: 72, baseType: !812)
!2970 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2971, file: !2935, line: 63)
!2971 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !2948, line: 87, baseType: !812)
!2972 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2973, file: !2935, line: 65)
!2973 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !2974, line: 24, baseType: !2975)
!2974 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: ".", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!2975 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !2614, line: 38, baseType: !2976)
!2976 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!2977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2978, file: !2935, line: 66)
!2978 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !2974, line: 25, baseType: !2979)
!2979 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !2614, line: 40, baseType: !2616)
!2980 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2981, file: !2935, line: 67)
!2981 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !2974, line: 26, baseType: !2982)
!2982 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !2614, line: 42, baseType: !13)
!2983 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2984, file: !2935, line: 68)
!2984 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !2974, line: 27, baseType: !2985)
!2985 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !2614, line: 45, baseType: !193)
!2986 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2987, file: !2935, line: 70)
!2987 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !2948, line: 71, baseType: !2976)
!2988 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2989, file: !2935, line: 71)
!2989 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !2948, line: 73, baseType: !193)
!2990 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2991, file: !2935, line: 72)
!2991 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !2948, line: 74, baseType: !193)
!2992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2993, file: !2935, line: 73)
!2993 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !2948, line: 75, baseType: !193)
!2994 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2995, file: !2935, line: 75)
!2995 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !2948, line: 49, baseType: !2996)
!2996 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !2614, line: 53, baseType: !2975)
!2997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2998, file: !2935, line: 76)
!2998 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !2948, line: 50, baseType: !2999)
!2999 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !2614, line: 55, baseType: !2979)
!3000 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3001, file: !2935, line: 77)
!3001 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !2948, line: 51, baseType: !3002)
!3002 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !2614, line: 57, baseType: !2982)
!3003 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3004, file: !2935, line: 78)
!3004 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !2948, line: 52, baseType: !3005)
!3005 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !2614, line: 59, baseType: !2985)
!3006 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3007, file: !2935, line: 80)
!3007 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !2948, line: 102, baseType: !3008)
!3008 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !2614, line: 73, baseType: !193)
!3009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3010, file: !2935, line: 81)
!3010 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !2948, line: 90, baseType: !193)
!3011 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !3012, entity: !3013, file: !3014, line: 58)
!3012 = !DINamespace(name: "__gnu_debug", scope: null)
!3013 = !DINamespace(name: "__debug", scope: !2)
!3014 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!3015 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3016, file: !3018, line: 98)
!3016 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !3017, line: 7, baseType: !2590)
!3017 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!3018 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!3019 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3020, file: !3018, line: 99)
!3020 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !3021, line: 84, baseType: !3022)
!3021 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!3022 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !3023, line: 14, baseType: !3024)
!3023 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!3024 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !3023, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!3025 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3026, file: !3018, line: 101)
!3026 = !DISubprogram(name: "clearerr", scope: !3021, file: !3021, line: 786, type: !3027, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3027 = !DISubroutineType(types: !3028)
!3028 = !{null, !3029}
!3029 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3016, size: 64)
!3030 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3031, file: !3018, line: 102)
!3031 = !DISubprogram(name: "fclose", scope: !3021, file: !3021, line: 178, type: !3032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3032 = !DISubroutineType(types: !3033)
!3033 = !{!19, !3029}
!3034 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3035, file: !3018, line: 103)
!3035 = !DISubprogram(name: "feof", scope: !3021, file: !3021, line: 788, type: !3032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3036 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3037, file: !3018, line: 104)
!3037 = !DISubprogram(name: "ferror", scope: !3021, file: !3021, line: 790, type: !3032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3038 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3039, file: !3018, line: 105)
!3039 = !DISubprogram(name: "fflush", scope: !3021, file: !3021, line: 230, type: !3032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3040 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3041, file: !3018, line: 106)
!3041 = !DISubprogram(name: "fgetc", scope: !3021, file: !3021, line: 513, type: !3032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3042 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3043, file: !3018, line: 107)
!3043 = !DISubprogram(name: "fgetpos", scope: !3021, file: !3021, line: 760, type: !3044, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3044 = !DISubroutineType(types: !3045)
!3045 = !{!19, !3046, !3047}
!3046 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3029)
!3047 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3048)
!3048 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3020, size: 64)
!3049 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3050, file: !3018, line: 108)
!3050 = !DISubprogram(name: "fgets", scope: !3021, file: !3021, line: 592, type: !3051, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3051 = !DISubroutineType(types: !3052)
!3052 = !{!53, !2499, !19, !3046}
!3053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3054, file: !3018, line: 109)
!3054 = !DISubprogram(name: "fopen", scope: !3021, file: !3021, line: 258, type: !3055, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3055 = !DISubroutineType(types: !3056)
!3056 = !{!3029, !2459, !2459}
!3057 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3058, file: !3018, line: 110)
!3058 = !DISubprogram(name: "fprintf", scope: !3021, file: !3021, line: 350, type: !3059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3059 = !DISubroutineType(types: !3060)
!3060 = !{!19, !3046, !2459, null}
!3061 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3062, file: !3018, line: 111)
!3062 = !DISubprogram(name: "fputc", scope: !3021, file: !3021, line: 549, type: !3063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3063 = !DISubroutineType(types: !3064)
!3064 = !{!19, !19, !3029}
!3065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3066, file: !3018, line: 112)
!3066 = !DISubprogram(name: "fputs", scope: !3021, file: !3021, line: 655, type: !3067, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3067 = !DISubroutineType(types: !3068)
!3068 = !{!19, !2459, !3046}
!3069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3070, file: !3018, line: 113)
!3070 = !DISubprogram(name: "fread", scope: !3021, file: !3021, line: 675, type: !3071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3071 = !DISubroutineType(types: !3072)
!3072 = !{!2410, !3073, !2410, !2410, !3046}
!3073 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1353)
!3074 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3075, file: !3018, line: 114)
!3075 = !DISubprogram(name: "freopen", scope: !3021, file: !3021, line: 265, type: !3076, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3076 = !DISubroutineType(types: !3077)
!3077 = !{!3029, !2459, !2459, !3046}
!3078 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3079, file: !3018, line: 115)
!3079 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !3021, file: !3021, line: 434, type: !3059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3080 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3081, file: !3018, line: 116)
!3081 = !DISubprogram(name: "fseek", scope: !3021, file: !3021, line: 713, type: !3082, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3082 = !DISubroutineType(types: !3083)
!3083 = !{!19, !3029, !812, !19}
!3084 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3085, file: !3018, line: 117)
!3085 = !DISubprogram(name: "fsetpos", scope: !3021, file: !3021, line: 765, type: !3086, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3086 = !DISubroutineType(types: !3087)
!3087 = !{!19, !3029, !3088}
!3088 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3089, size: 64)
!3089 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3020)
!3090 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3091, file: !3018, line: 118)
!3091 = !DISubprogram(name: "ftell", scope: !3021, file: !3021, line: 718, type: !3092, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3092 = !DISubroutineType(types: !3093)
!3093 = !{!812, !3029}
!3094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3095, file: !3018, line: 119)
!3095 = !DISubprogram(name: "fwrite", scope: !3021, file: !3021, line: 681, type: !3096, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3096 = !DISubroutineType(types: !3097)
!3097 = !{!2410, !3098, !2410, !2410, !3046}
!3098 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !181)
!3099 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3100, file: !3018, line: 120)
!3100 = !DISubprogram(name: "getc", scope: !3021, file: !3021, line: 514, type: !3032, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3102, file: !3018, line: 121)
!3102 = !DISubprogram(name: "getchar", scope: !3103, file: !3103, line: 47, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3103 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!3104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3105, file: !3018, line: 126)
!3105 = !DISubprogram(name: "perror", scope: !3021, file: !3021, line: 804, type: !3106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3106 = !DISubroutineType(types: !3107)
!3107 = !{null, !942}
!3108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3109, file: !3018, line: 127)
!3109 = !DISubprogram(name: "printf", scope: !3021, file: !3021, line: 356, type: !3110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3110 = !DISubroutineType(types: !3111)
!3111 = !{!19, !2459, null}
!3112 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3113, file: !3018, line: 128)
!3113 = !DISubprogram(name: "putc", scope: !3021, file: !3021, line: 550, type: !3063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3115, file: !3018, line: 129)
!3115 = !DISubprogram(name: "putchar", scope: !3103, file: !3103, line: 82, type: !2366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3117, file: !3018, line: 130)
!3117 = !DISubprogram(name: "puts", scope: !3021, file: !3021, line: 661, type: !2397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3119, file: !3018, line: 131)
!3119 = !DISubprogram(name: "remove", scope: !3021, file: !3021, line: 152, type: !2397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3121, file: !3018, line: 132)
!3121 = !DISubprogram(name: "rename", scope: !3021, file: !3021, line: 154, type: !3122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3122 = !DISubroutineType(types: !3123)
!3123 = !{!19, !942, !942}
!3124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3125, file: !3018, line: 133)
!3125 = !DISubprogram(name: "rewind", scope: !3021, file: !3021, line: 723, type: !3027, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3127, file: !3018, line: 134)
!3127 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !3021, file: !3021, line: 437, type: !3110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3129, file: !3018, line: 135)
!3129 = !DISubprogram(name: "setbuf", scope: !3021, file: !3021, line: 328, type: !3130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3130 = !DISubroutineType(types: !3131)
!3131 = !{null, !3046, !2499}
!3132 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3133, file: !3018, line: 136)
!3133 = !DISubprogram(name: "setvbuf", scope: !3021, file: !3021, line: 332, type: !3134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3134 = !DISubroutineType(types: !3135)
!3135 = !{!19, !3046, !2499, !19, !2410}
!3136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3137, file: !3018, line: 137)
!3137 = !DISubprogram(name: "sprintf", scope: !3021, file: !3021, line: 358, type: !3138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3138 = !DISubroutineType(types: !3139)
!3139 = !{!19, !2499, !2459, null}
!3140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3141, file: !3018, line: 138)
!3141 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !3021, file: !3021, line: 439, type: !3142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3142 = !DISubroutineType(types: !3143)
!3143 = !{!19, !2459, !2459, null}
!3144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3145, file: !3018, line: 139)
!3145 = !DISubprogram(name: "tmpfile", scope: !3021, file: !3021, line: 188, type: !3146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3146 = !DISubroutineType(types: !3147)
!3147 = !{!3029}
!3148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3149, file: !3018, line: 141)
!3149 = !DISubprogram(name: "tmpnam", scope: !3021, file: !3021, line: 205, type: !3150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3150 = !DISubroutineType(types: !3151)
!3151 = !{!53, !53}
!3152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3153, file: !3018, line: 143)
!3153 = !DISubprogram(name: "ungetc", scope: !3021, file: !3021, line: 668, type: !3063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3155, file: !3018, line: 144)
!3155 = !DISubprogram(name: "vfprintf", scope: !3021, file: !3021, line: 365, type: !3156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3156 = !DISubroutineType(types: !3157)
!3157 = !{!19, !3046, !2459, !2715}
!3158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3159, file: !3018, line: 145)
!3159 = !DISubprogram(name: "vprintf", scope: !3103, file: !3103, line: 39, type: !3160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3160 = !DISubroutineType(types: !3161)
!3161 = !{!19, !2459, !2715}
!3162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3163, file: !3018, line: 146)
!3163 = !DISubprogram(name: "vsprintf", scope: !3021, file: !3021, line: 373, type: !3164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3164 = !DISubroutineType(types: !3165)
!3165 = !{!19, !2499, !2459, !2715}
!3166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !3167, file: !3018, line: 175)
!3167 = !DISubprogram(name: "snprintf", scope: !3021, file: !3021, line: 378, type: !3168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3168 = !DISubroutineType(types: !3169)
!3169 = !{!19, !2499, !2410, !2459, null}
!3170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !3171, file: !3018, line: 176)
!3171 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !3021, file: !3021, line: 479, type: !3156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !3173, file: !3018, line: 177)
!3173 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !3021, file: !3021, line: 484, type: !3160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !3175, file: !3018, line: 178)
!3175 = !DISubprogram(name: "vsnprintf", scope: !3021, file: !3021, line: 382, type: !3176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3176 = !DISubroutineType(types: !3177)
!3177 = !{!19, !2499, !2410, !2459, !2715}
!3178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !3179, file: !3018, line: 179)
!3179 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !3021, file: !3021, line: 487, type: !3180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3180 = !DISubroutineType(types: !3181)
!3181 = !{!19, !2459, !2459, !2715}
!3182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3167, file: !3018, line: 185)
!3183 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3171, file: !3018, line: 186)
!3184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3173, file: !3018, line: 187)
!3185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3175, file: !3018, line: 188)
!3186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3179, file: !3018, line: 189)
!3187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3188, file: !3189, line: 68)
!3188 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !3190, file: !3189, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!3189 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: ".", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!3190 = !DINamespace(name: "__exception_ptr", scope: !2)
!3191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !3190, entity: !3192, file: !3189, line: 84)
!3192 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !2, file: !3189, line: 80, type: !3193, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!3193 = !DISubroutineType(types: !3194)
!3194 = !{null, !3188}
!3195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3196, file: !3200, line: 82)
!3196 = !DIDerivedType(tag: DW_TAG_typedef, name: "wctrans_t", file: !3197, line: 48, baseType: !3198)
!3197 = !DIFile(filename: "usr/include/wctype.h", directory: ".", checksumkind: CSK_MD5, checksum: "9bcd8e8b8cd2078c8a6c42e262af7d7b")
!3198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3199, size: 64)
!3199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2942)
!3200 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwctype", directory: ".")
!3201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3202, file: !3200, line: 83)
!3202 = !DIDerivedType(tag: DW_TAG_typedef, name: "wctype_t", file: !3203, line: 38, baseType: !193)
!3203 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/wctype-wchar.h", directory: ".", checksumkind: CSK_MD5, checksum: "48fed714a84c77fca0455b433489fc47")
!3204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2576, file: !3200, line: 84)
!3205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3206, file: !3200, line: 86)
!3206 = !DISubprogram(name: "iswalnum", scope: !3203, file: !3203, line: 95, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3208, file: !3200, line: 87)
!3208 = !DISubprogram(name: "iswalpha", scope: !3203, file: !3203, line: 101, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3210, file: !3200, line: 89)
!3210 = !DISubprogram(name: "iswblank", scope: !3203, file: !3203, line: 146, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3212, file: !3200, line: 91)
!3212 = !DISubprogram(name: "iswcntrl", scope: !3203, file: !3203, line: 104, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3214, file: !3200, line: 92)
!3214 = !DISubprogram(name: "iswctype", scope: !3203, file: !3203, line: 159, type: !3215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3215 = !DISubroutineType(types: !3216)
!3216 = !{!19, !2576, !3202}
!3217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3218, file: !3200, line: 93)
!3218 = !DISubprogram(name: "iswdigit", scope: !3203, file: !3203, line: 108, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3220, file: !3200, line: 94)
!3220 = !DISubprogram(name: "iswgraph", scope: !3203, file: !3203, line: 112, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3222, file: !3200, line: 95)
!3222 = !DISubprogram(name: "iswlower", scope: !3203, file: !3203, line: 117, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3224, file: !3200, line: 96)
!3224 = !DISubprogram(name: "iswprint", scope: !3203, file: !3203, line: 120, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3226, file: !3200, line: 97)
!3226 = !DISubprogram(name: "iswpunct", scope: !3203, file: !3203, line: 125, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3227 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3228, file: !3200, line: 98)
!3228 = !DISubprogram(name: "iswspace", scope: !3203, file: !3203, line: 130, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3230, file: !3200, line: 99)
!3230 = !DISubprogram(name: "iswupper", scope: !3203, file: !3203, line: 135, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3232, file: !3200, line: 100)
!3232 = !DISubprogram(name: "iswxdigit", scope: !3203, file: !3203, line: 140, type: !2830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3234, file: !3200, line: 101)
!3234 = !DISubprogram(name: "towctrans", scope: !3197, file: !3197, line: 55, type: !3235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3235 = !DISubroutineType(types: !3236)
!3236 = !{!2576, !2576, !3196}
!3237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3238, file: !3200, line: 102)
!3238 = !DISubprogram(name: "towlower", scope: !3203, file: !3203, line: 166, type: !3239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3239 = !DISubroutineType(types: !3240)
!3240 = !{!2576, !2576}
!3241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3242, file: !3200, line: 103)
!3242 = !DISubprogram(name: "towupper", scope: !3203, file: !3203, line: 169, type: !3239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3244, file: !3200, line: 104)
!3244 = !DISubprogram(name: "wctrans", scope: !3197, file: !3197, line: 52, type: !3245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3245 = !DISubroutineType(types: !3246)
!3246 = !{!3196, !942}
!3247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3248, file: !3200, line: 105)
!3248 = !DISubprogram(name: "wctype", scope: !3203, file: !3203, line: 155, type: !3249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3249 = !DISubroutineType(types: !3250)
!3250 = !{!3202, !942}
!3251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3252, file: !3255, line: 60)
!3252 = !DIDerivedType(tag: DW_TAG_typedef, name: "clock_t", file: !3253, line: 7, baseType: !3254)
!3253 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clock_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "1aade99fd778d1551600c7ca1410b9f1")
!3254 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clock_t", file: !2614, line: 156, baseType: !812)
!3255 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ctime", directory: ".")
!3256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3257, file: !3255, line: 61)
!3257 = !DIDerivedType(tag: DW_TAG_typedef, name: "time_t", file: !3258, line: 10, baseType: !3259)
!3258 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/time_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "5c299a4954617c88bb03645c7864e1b1")
!3259 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !2614, line: 160, baseType: !812)
!3260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !2766, file: !3255, line: 62)
!3261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3262, file: !3255, line: 64)
!3262 = !DISubprogram(name: "clock", scope: !3263, file: !3263, line: 72, type: !3264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3263 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!3264 = !DISubroutineType(types: !3265)
!3265 = !{!3252}
!3266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3267, file: !3255, line: 65)
!3267 = !DISubprogram(name: "difftime", scope: !3263, file: !3263, line: 79, type: !3268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3268 = !DISubroutineType(types: !3269)
!3269 = !{!130, !3257, !3257}
!3270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3271, file: !3255, line: 66)
!3271 = !DISubprogram(name: "mktime", scope: !3263, file: !3263, line: 83, type: !3272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3272 = !DISubroutineType(types: !3273)
!3273 = !{!3257, !3274}
!3274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2766, size: 64)
!3275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3276, file: !3255, line: 67)
!3276 = !DISubprogram(name: "time", scope: !3263, file: !3263, line: 76, type: !3277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3277 = !DISubroutineType(types: !3278)
!3278 = !{!3257, !3279}
!3279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3257, size: 64)
!3280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3281, file: !3255, line: 68)
!3281 = !DISubprogram(name: "asctime", scope: !3263, file: !3263, line: 179, type: !3282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3282 = !DISubroutineType(types: !3283)
!3283 = !{!53, !2764}
!3284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3285, file: !3255, line: 69)
!3285 = !DISubprogram(name: "ctime", scope: !3263, file: !3263, line: 183, type: !3286, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3286 = !DISubroutineType(types: !3287)
!3287 = !{!53, !3288}
!3288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3289, size: 64)
!3289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3257)
!3290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3291, file: !3255, line: 70)
!3291 = !DISubprogram(name: "gmtime", scope: !3263, file: !3263, line: 132, type: !3292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3292 = !DISubroutineType(types: !3293)
!3293 = !{!3274, !3288}
!3294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3295, file: !3255, line: 71)
!3295 = !DISubprogram(name: "localtime", scope: !3263, file: !3263, line: 136, type: !3292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3297, file: !3255, line: 72)
!3297 = !DISubprogram(name: "strftime", scope: !3263, file: !3263, line: 100, type: !3298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3298 = !DISubroutineType(types: !3299)
!3299 = !{!2410, !2499, !2410, !2459, !2763}
!3300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !10, file: !3301, line: 98)
!3301 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/shared_ptr_base.h", directory: ".", checksumkind: CSK_MD5, checksum: "e2b63a5b49d3c553c17b8b8d80272b6f")
!3302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !3303, file: !3301, line: 99)
!3303 = !DIGlobalVariable(name: "__default_lock_policy", linkageName: "_ZN9__gnu_cxxL21__default_lock_policyE", scope: !12, file: !11, line: 53, type: !3304, isLocal: true, isDefinition: false)
!3304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!3305 = !{i32 7, !"Dwarf Version", i32 5}
!3306 = !{i32 2, !"Debug Info Version", i32 3}
!3307 = !{i32 1, !"wchar_size", i32 4}
!3308 = !{i32 7, !"PIC Level", i32 2}
!3309 = !{i32 7, !"PIE Level", i32 2}
!3310 = !{i32 7, !"uwtable", i32 1}
!3311 = !{!"Debian clang version 14.0.6"}
!3312 = distinct !DISubprogram(name: "kernel_total_area", linkageName: "_Z17kernel_total_areaRKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE", scope: !8, file: !8, line: 76, type: !3313, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !3315)
!3313 = !DISubroutineType(types: !3314)
!3314 = !{!130, !717}
!3315 = !{!3316, !3317, !3318, !3320, !3321, !3322}
!3316 = !DILocalVariable(name: "shapes", arg: 1, scope: !3312, file: !8, line: 76, type: !717)
!3317 = !DILocalVariable(name: "s", scope: !3312, file: !8, line: 78, type: !130)
!3318 = !DILocalVariable(name: "__range1", scope: !3319, type: !717, flags: DIFlagArtificial)
!3319 = distinct !DILexicalBlock(scope: !3312, file: !8, line: 79, column: 3)
!3320 = !DILocalVariable(name: "__begin1", scope: !3319, type: !55, flags: DIFlagArtificial)
!3321 = !DILocalVariable(name: "__end1", scope: !3319, type: !55, flags: DIFlagArtificial)
!3322 = !DILocalVariable(name: "p", scope: !3323, file: !8, line: 79, type: !454)
!3323 = distinct !DILexicalBlock(scope: !3319, file: !8, line: 79, column: 3)
!3324 = !DILocation(line: 0, scope: !3312)
!3325 = !DILocation(line: 0, scope: !3319)
!3326 = !DILocalVariable(name: "this", arg: 1, scope: !3327, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!3327 = distinct !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5beginEv", scope: !57, file: !56, line: 878, type: !827, scopeLine: 879, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !826, retainedNodes: !3328)
!3328 = !{!3326}
!3329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64)
!3330 = !DILocation(line: 0, scope: !3327, inlinedAt: !3331)
!3331 = distinct !DILocation(line: 79, column: 22, scope: !3319)
!3332 = !DILocation(line: 879, column: 45, scope: !3327, inlinedAt: !3331)
!3333 = !DILocalVariable(name: "this", arg: 1, scope: !3334, type: !3337, flags: DIFlagArtificial | DIFlagObjectPointer)
!3334 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEC2ERKS7_", scope: !967, file: !769, line: 1072, type: !975, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !974, retainedNodes: !3335)
!3335 = !{!3333, !3336}
!3336 = !DILocalVariable(name: "__i", arg: 2, scope: !3334, file: !769, line: 1072, type: !977)
!3337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !967, size: 64)
!3338 = !DILocation(line: 0, scope: !3334, inlinedAt: !3339)
!3339 = distinct !DILocation(line: 879, column: 16, scope: !3327, inlinedAt: !3331)
!3340 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !3339)
!3341 = !{!3342, !3342, i64 0}
!3342 = !{!"any pointer", !3343, i64 0}
!3343 = !{!"omnipotent char", !3344, i64 0}
!3344 = !{!"Simple C++ TBAA"}
!3345 = !DILocalVariable(name: "this", arg: 1, scope: !3346, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!3346 = distinct !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !57, file: !56, line: 898, type: !827, scopeLine: 899, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !831, retainedNodes: !3347)
!3347 = !{!3345}
!3348 = !DILocation(line: 0, scope: !3346, inlinedAt: !3349)
!3349 = distinct !DILocation(line: 79, column: 22, scope: !3319)
!3350 = !DILocation(line: 899, column: 45, scope: !3346, inlinedAt: !3349)
!3351 = !DILocation(line: 0, scope: !3334, inlinedAt: !3352)
!3352 = distinct !DILocation(line: 899, column: 16, scope: !3346, inlinedAt: !3349)
!3353 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !3352)
!3354 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3355, file: !769, line: 1237, type: !3358)
!3355 = distinct !DISubprogram(name: "operator!=<const std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", linkageName: "_ZN9__gnu_cxxneIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEEbRKNS_17__normal_iteratorIT_T0_EESG_", scope: !12, file: !769, line: 1237, type: !3356, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !1019, retainedNodes: !3359)
!3356 = !DISubroutineType(types: !3357)
!3357 = !{!196, !3358, !3358}
!3358 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !988, size: 64)
!3359 = !{!3354, !3360}
!3360 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3355, file: !769, line: 1238, type: !3358)
!3361 = !DILocation(line: 0, scope: !3355, inlinedAt: !3362)
!3362 = distinct !DILocation(line: 79, column: 22, scope: !3319)
!3363 = !DILocation(line: 1240, column: 27, scope: !3355, inlinedAt: !3362)
!3364 = !DILocation(line: 79, column: 22, scope: !3319)
!3365 = !DILocation(line: 81, column: 3, scope: !3312)
!3366 = !DILocation(line: 0, scope: !3323)
!3367 = !DILocalVariable(name: "this", arg: 1, scope: !3368, type: !489, flags: DIFlagArtificial | DIFlagObjectPointer)
!3368 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNKSt10unique_ptrI5ShapeSt14default_deleteIS0_EEptEv", scope: !81, file: !82, line: 452, type: !425, scopeLine: 453, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !424, retainedNodes: !3369)
!3369 = !{!3367}
!3370 = !DILocation(line: 0, scope: !3368, inlinedAt: !3371)
!3371 = distinct !DILocation(line: 80, column: 10, scope: !3323)
!3372 = !DILocalVariable(name: "this", arg: 1, scope: !3373, type: !489, flags: DIFlagArtificial | DIFlagObjectPointer)
!3373 = distinct !DISubprogram(name: "get", linkageName: "_ZNKSt10unique_ptrI5ShapeSt14default_deleteIS0_EE3getEv", scope: !81, file: !82, line: 461, type: !425, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !428, retainedNodes: !3374)
!3374 = !{!3372}
!3375 = !DILocation(line: 0, scope: !3373, inlinedAt: !3376)
!3376 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !3371)
!3377 = !DILocalVariable(name: "this", arg: 1, scope: !3378, type: !3380, flags: DIFlagArtificial | DIFlagObjectPointer)
!3378 = distinct !DISubprogram(name: "_M_ptr", linkageName: "_ZNKSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE6_M_ptrEv", scope: !88, file: !82, line: 191, type: !368, scopeLine: 191, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !367, retainedNodes: !3379)
!3379 = !{!3377}
!3380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!3381 = !DILocation(line: 0, scope: !3378, inlinedAt: !3382)
!3382 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !3376)
!3383 = !DILocalVariable(name: "__t", arg: 1, scope: !3384, file: !92, line: 1386, type: !317)
!3384 = distinct !DISubprogram(name: "get<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt3getILm0EJP5ShapeSt14default_deleteIS0_EEERKNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERKS8_", scope: !2, file: !92, line: 1386, type: !3385, scopeLine: 1387, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3402, retainedNodes: !3401)
!3385 = !DISubroutineType(types: !3386)
!3386 = !{!3387, !317}
!3387 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3388, size: 64)
!3388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3389)
!3389 = !DIDerivedType(tag: DW_TAG_typedef, name: "__tuple_element_t<0UL, std::tuple<Shape *, std::default_delete<Shape> > >", scope: !2, file: !3390, line: 84, baseType: !3391)
!3390 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/utility.h", directory: ".")
!3391 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3392, file: !92, line: 1359, baseType: !3396)
!3392 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tuple_element<0UL, std::tuple<Shape *, std::default_delete<Shape> > >", scope: !2, file: !92, line: 1355, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !3393, identifier: "_ZTSSt13tuple_elementILm0ESt5tupleIJP5ShapeSt14default_deleteIS1_EEEE")
!3393 = !{!3394, !3395}
!3394 = !DITemplateValueParameter(name: "__i", type: !193, value: i64 0)
!3395 = !DITemplateTypeParameter(name: "_Tp", type: !91)
!3396 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3397, file: !3390, line: 255, baseType: !115)
!3397 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Nth_type<0UL, Shape *, std::default_delete<Shape> >", scope: !2, file: !3390, line: 254, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !3398, identifier: "_ZTSSt9_Nth_typeILm0EJP5ShapeSt14default_deleteIS0_EEE")
!3398 = !{!3399, !3400}
!3399 = !DITemplateValueParameter(name: "_Np", type: !193, value: i64 0)
!3400 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Types", value: !308)
!3401 = !{!3383}
!3402 = !{!3394, !307}
!3403 = !DILocation(line: 0, scope: !3384, inlinedAt: !3404)
!3404 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3382)
!3405 = !DILocalVariable(name: "__t", arg: 1, scope: !3406, file: !92, line: 1369, type: !274)
!3406 = distinct !DISubprogram(name: "__get_helper<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt12__get_helperILm0EP5ShapeJSt14default_deleteIS0_EEERKT0_RKSt11_Tuple_implIXT_EJS4_DpT1_EE", scope: !2, file: !92, line: 1369, type: !272, scopeLine: 1370, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3408, retainedNodes: !3407)
!3407 = !{!3405}
!3408 = !{!3394, !265, !3409}
!3409 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Tail", value: !228)
!3410 = !DILocation(line: 0, scope: !3406, inlinedAt: !3411)
!3411 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !3404)
!3412 = !DILocalVariable(name: "__t", arg: 1, scope: !3413, file: !92, line: 271, type: !274)
!3413 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_headERKS4_", scope: !95, file: !92, line: 271, type: !272, scopeLine: 271, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !271, retainedNodes: !3414)
!3414 = !{!3412}
!3415 = !DILocation(line: 0, scope: !3413, inlinedAt: !3416)
!3416 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !3411)
!3417 = !DILocalVariable(name: "__b", arg: 1, scope: !3418, file: !92, line: 236, type: !246)
!3418 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EE7_M_headERKS2_", scope: !231, file: !92, line: 236, type: !261, scopeLine: 236, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !260, retainedNodes: !3419)
!3419 = !{!3417}
!3420 = !DILocation(line: 0, scope: !3418, inlinedAt: !3421)
!3421 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !3416)
!3422 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !3421)
!3423 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3382)
!3424 = !DILocation(line: 80, column: 13, scope: !3323)
!3425 = !{!3426, !3426, i64 0}
!3426 = !{!"vtable pointer", !3344, i64 0}
!3427 = !DILocation(line: 80, column: 7, scope: !3323)
!3428 = !DILocalVariable(name: "this", arg: 1, scope: !3429, type: !3337, flags: DIFlagArtificial | DIFlagObjectPointer)
!3429 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEv", scope: !967, file: !769, line: 1105, type: !995, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !994, retainedNodes: !3430)
!3430 = !{!3428}
!3431 = !DILocation(line: 0, scope: !3429, inlinedAt: !3432)
!3432 = distinct !DILocation(line: 79, column: 22, scope: !3319)
!3433 = !DILocation(line: 1107, column: 2, scope: !3429, inlinedAt: !3432)
!3434 = distinct !{!3434, !3435, !3436}
!3435 = !DILocation(line: 79, column: 3, scope: !3319)
!3436 = !DILocation(line: 80, column: 18, scope: !3319)
!3437 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 84, type: !3438, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !3440)
!3438 = !DISubroutineType(types: !3439)
!3439 = !{!19, !19, !52}
!3440 = !{!3441, !3442, !3443, !3444, !3445, !3447, !3450, !3451, !3453, !3454, !3456, !3457, !3458, !3460}
!3441 = !DILocalVariable(name: "argc", arg: 1, scope: !3437, file: !8, line: 84, type: !19)
!3442 = !DILocalVariable(name: "argv", arg: 2, scope: !3437, file: !8, line: 84, type: !52)
!3443 = !DILocalVariable(name: "n", scope: !3437, file: !8, line: 86, type: !19)
!3444 = !DILocalVariable(name: "shapes", scope: !3437, file: !8, line: 87, type: !57)
!3445 = !DILocalVariable(name: "i", scope: !3446, file: !8, line: 88, type: !19)
!3446 = distinct !DILexicalBlock(scope: !3437, file: !8, line: 88, column: 3)
!3447 = !DILocalVariable(name: "d", scope: !3448, file: !8, line: 89, type: !130)
!3448 = distinct !DILexicalBlock(scope: !3449, file: !8, line: 88, column: 31)
!3449 = distinct !DILexicalBlock(scope: !3446, file: !8, line: 88, column: 3)
!3450 = !DILocalVariable(name: "before", scope: !3437, file: !8, line: 97, type: !130)
!3451 = !DILocalVariable(name: "counts", scope: !3437, file: !8, line: 98, type: !3452)
!3452 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !2572)
!3453 = !DILocalVariable(name: "per", scope: !3437, file: !8, line: 99, type: !130)
!3454 = !DILocalVariable(name: "__range1", scope: !3455, type: !751, flags: DIFlagArtificial)
!3455 = distinct !DILexicalBlock(scope: !3437, file: !8, line: 100, column: 3)
!3456 = !DILocalVariable(name: "__begin1", scope: !3455, type: !767, flags: DIFlagArtificial)
!3457 = !DILocalVariable(name: "__end1", scope: !3455, type: !767, flags: DIFlagArtificial)
!3458 = !DILocalVariable(name: "p", scope: !3459, file: !8, line: 100, type: !408)
!3459 = distinct !DILexicalBlock(scope: !3455, file: !8, line: 100, column: 3)
!3460 = !DILocalVariable(name: "after", scope: !3437, file: !8, line: 106, type: !130)
!3461 = !DILocation(line: 0, scope: !3437)
!3462 = !DILocation(line: 86, column: 16, scope: !3437)
!3463 = !DILocation(line: 86, column: 11, scope: !3437)
!3464 = !DILocation(line: 87, column: 3, scope: !3437)
!3465 = !DILocation(line: 87, column: 39, scope: !3437)
!3466 = !DILocalVariable(name: "this", arg: 1, scope: !3467, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!3467 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !57, file: !56, line: 526, type: !695, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !694, retainedNodes: !3468)
!3468 = !{!3466}
!3469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!3470 = !DILocation(line: 0, scope: !3467, inlinedAt: !3471)
!3471 = distinct !DILocation(line: 87, column: 39, scope: !3437)
!3472 = !DILocalVariable(name: "this", arg: 1, scope: !3473, type: !3475, flags: DIFlagArtificial | DIFlagObjectPointer)
!3473 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !60, file: !56, line: 312, type: !612, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !611, retainedNodes: !3474)
!3474 = !{!3472}
!3475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!3476 = !DILocation(line: 0, scope: !3473, inlinedAt: !3477)
!3477 = distinct !DILocation(line: 526, column: 7, scope: !3467, inlinedAt: !3471)
!3478 = !DILocalVariable(name: "this", arg: 1, scope: !3479, type: !3481, flags: DIFlagArtificial | DIFlagObjectPointer)
!3479 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12_Vector_implC2Ev", scope: !63, file: !56, line: 137, type: !578, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !577, retainedNodes: !3480)
!3480 = !{!3478}
!3481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!3482 = !DILocation(line: 0, scope: !3479, inlinedAt: !3483)
!3483 = distinct !DILocation(line: 312, column: 7, scope: !3473, inlinedAt: !3477)
!3484 = !DILocalVariable(name: "this", arg: 1, scope: !3485, type: !3487, flags: DIFlagArtificial | DIFlagObjectPointer)
!3485 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataC2Ev", scope: !553, file: !56, line: 99, type: !561, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !560, retainedNodes: !3486)
!3486 = !{!3484}
!3487 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !553, size: 64)
!3488 = !DILocation(line: 0, scope: !3485, inlinedAt: !3489)
!3489 = distinct !DILocation(line: 137, column: 2, scope: !3479, inlinedAt: !3483)
!3490 = !DILocation(line: 100, column: 16, scope: !3485, inlinedAt: !3489)
!3491 = !DILocation(line: 0, scope: !3446)
!3492 = !DILocation(line: 88, column: 3, scope: !3446)
!3493 = !DILocation(line: 86, column: 32, scope: !3437)
!3494 = !DILocation(line: 0, scope: !2396, inlinedAt: !3495)
!3495 = distinct !DILocation(line: 86, column: 22, scope: !3437)
!3496 = !DILocation(line: 364, column: 16, scope: !2396, inlinedAt: !3495)
!3497 = !DILocation(line: 88, column: 21, scope: !3449)
!3498 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !3499)
!3499 = distinct !DILocation(line: 879, column: 16, scope: !3327, inlinedAt: !3500)
!3500 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3501)
!3501 = distinct !DILocation(line: 97, column: 19, scope: !3437)
!3502 = !DILocation(line: 0, scope: !3312, inlinedAt: !3501)
!3503 = !DILocation(line: 0, scope: !3319, inlinedAt: !3501)
!3504 = !DILocation(line: 0, scope: !3327, inlinedAt: !3500)
!3505 = !DILocation(line: 0, scope: !3334, inlinedAt: !3499)
!3506 = !DILocation(line: 0, scope: !3334, inlinedAt: !3507)
!3507 = distinct !DILocation(line: 899, column: 16, scope: !3346, inlinedAt: !3508)
!3508 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3501)
!3509 = !DILocation(line: 0, scope: !3355, inlinedAt: !3510)
!3510 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3501)
!3511 = !DILocation(line: 1240, column: 27, scope: !3355, inlinedAt: !3510)
!3512 = !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3501)
!3513 = !DILocation(line: 0, scope: !3323, inlinedAt: !3501)
!3514 = !DILocation(line: 0, scope: !3368, inlinedAt: !3515)
!3515 = distinct !DILocation(line: 80, column: 10, scope: !3323, inlinedAt: !3501)
!3516 = !DILocation(line: 0, scope: !3373, inlinedAt: !3517)
!3517 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !3515)
!3518 = !DILocation(line: 0, scope: !3378, inlinedAt: !3519)
!3519 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !3517)
!3520 = !DILocation(line: 0, scope: !3384, inlinedAt: !3521)
!3521 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3519)
!3522 = !DILocation(line: 0, scope: !3406, inlinedAt: !3523)
!3523 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !3521)
!3524 = !DILocation(line: 0, scope: !3413, inlinedAt: !3525)
!3525 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !3523)
!3526 = !DILocation(line: 0, scope: !3418, inlinedAt: !3527)
!3527 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !3525)
!3528 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !3527)
!3529 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3519)
!3530 = !DILocation(line: 80, column: 13, scope: !3323, inlinedAt: !3501)
!3531 = !DILocation(line: 80, column: 7, scope: !3323, inlinedAt: !3501)
!3532 = !DILocation(line: 0, scope: !3429, inlinedAt: !3533)
!3533 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3501)
!3534 = !DILocation(line: 1107, column: 2, scope: !3429, inlinedAt: !3533)
!3535 = distinct !{!3535, !3536, !3537}
!3536 = !DILocation(line: 79, column: 3, scope: !3319, inlinedAt: !3501)
!3537 = !DILocation(line: 80, column: 18, scope: !3319, inlinedAt: !3501)
!3538 = !DILocation(line: 89, column: 25, scope: !3448)
!3539 = !DILocation(line: 89, column: 20, scope: !3448)
!3540 = !DILocation(line: 0, scope: !3448)
!3541 = !DILocation(line: 90, column: 15, scope: !3448)
!3542 = !DILocation(line: 90, column: 5, scope: !3448)
!3543 = !DILocalVariable(name: "__args", arg: 1, scope: !3544, file: !82, line: 1064, type: !3551)
!3544 = distinct !DISubprogram(name: "make_unique<Circle, double &>", linkageName: "_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !3545, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3553, retainedNodes: !3552)
!3545 = !DISubroutineType(types: !3546)
!3546 = !{!3547, !3551}
!3547 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Circle>", scope: !3548, file: !82, line: 1046, baseType: !3549)
!3548 = !DINamespace(name: "__detail", scope: !2)
!3549 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !3550, file: !82, line: 1035, baseType: !1020)
!3550 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Circle>", scope: !3548, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1071, identifier: "_ZTSNSt8__detail9_MakeUniqI6CircleEE")
!3551 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 64)
!3552 = !{!3543}
!3553 = !{!1072, !3554}
!3554 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3555)
!3555 = !{!3556}
!3556 = !DITemplateTypeParameter(type: !3551)
!3557 = !DILocation(line: 0, scope: !3544, inlinedAt: !3558)
!3558 = distinct !DILocation(line: 91, column: 30, scope: !3559)
!3559 = distinct !DILexicalBlock(scope: !3448, file: !8, line: 90, column: 20)
!3560 = !DILocation(line: 1065, column: 30, scope: !3544, inlinedAt: !3558)
!3561 = !DILocalVariable(name: "this", arg: 1, scope: !3562, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!3562 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN6CircleC2Ed", scope: !1053, file: !8, line: 23, type: !1058, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1057, retainedNodes: !3563)
!3563 = !{!3561, !3564}
!3564 = !DILocalVariable(name: "r", arg: 2, scope: !3562, file: !8, line: 23, type: !130)
!3565 = !DILocation(line: 0, scope: !3562, inlinedAt: !3566)
!3566 = distinct !DILocation(line: 1065, column: 34, scope: !3544, inlinedAt: !3558)
!3567 = !DILocation(line: 23, column: 36, scope: !3562, inlinedAt: !3566)
!3568 = !{!3569}
!3569 = distinct !{!3569, !3570, !"_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!3570 = distinct !{!3570, !"_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!3571 = !DILocation(line: 23, column: 31, scope: !3562, inlinedAt: !3566)
!3572 = !{!3573, !3574, i64 8}
!3573 = !{!"_ZTS6Circle", !3574, i64 8}
!3574 = !{!"double", !3343, i64 0}
!3575 = !DILocalVariable(name: "this", arg: 1, scope: !3576, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3576 = distinct !DISubprogram(name: "unique_ptr<Circle, std::default_delete<Circle>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I6CircleS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !3577, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3580, declaration: !3579, retainedNodes: !3582)
!3577 = !DISubroutineType(types: !3578)
!3578 = !{null, !400, !1299}
!3579 = !DISubprogram(name: "unique_ptr<Circle, std::default_delete<Circle>, void>", scope: !81, file: !82, line: 372, type: !3577, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3580)
!3580 = !{!1251, !1252, !3581}
!3581 = !DITemplateTypeParameter(type: null)
!3582 = !{!3575, !3583}
!3583 = !DILocalVariable(name: "__u", arg: 2, scope: !3576, file: !82, line: 372, type: !1299)
!3584 = !DILocation(line: 0, scope: !3576, inlinedAt: !3585)
!3585 = distinct !DILocation(line: 91, column: 30, scope: !3559)
!3586 = !DILocalVariable(name: "this", arg: 1, scope: !3587, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!3587 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE9push_backEOS4_", scope: !57, file: !56, line: 1293, type: !900, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !899, retainedNodes: !3588)
!3588 = !{!3586, !3589}
!3589 = !DILocalVariable(name: "__x", arg: 2, scope: !3587, file: !56, line: 1293, type: !902)
!3590 = !DILocation(line: 0, scope: !3587, inlinedAt: !3591)
!3591 = distinct !DILocation(line: 91, column: 20, scope: !3559)
!3592 = !DILocalVariable(name: "this", arg: 1, scope: !3593, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!3593 = distinct !DISubprogram(name: "emplace_back<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12emplace_backIJS4_EEEvDpOT_", scope: !57, file: !3594, line: 112, type: !3595, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3598, declaration: !3597, retainedNodes: !3601)
!3594 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!3595 = !DISubroutineType(types: !3596)
!3596 = !{null, !697, !401}
!3597 = !DISubprogram(name: "emplace_back<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12emplace_backIJS4_EEEvDpOT_", scope: !57, file: !56, line: 1303, type: !3595, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3598)
!3598 = !{!3599}
!3599 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3600)
!3600 = !{!550}
!3601 = !{!3592, !3602}
!3602 = !DILocalVariable(name: "__args", arg: 2, scope: !3593, file: !56, line: 1303, type: !401)
!3603 = !DILocation(line: 0, scope: !3593, inlinedAt: !3604)
!3604 = distinct !DILocation(line: 1294, column: 9, scope: !3587, inlinedAt: !3591)
!3605 = !DILocation(line: 114, column: 47, scope: !3606, inlinedAt: !3604)
!3606 = distinct !DILexicalBlock(scope: !3593, file: !3594, line: 114, column: 6)
!3607 = !{!3608, !3342, i64 16}
!3608 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !3342, i64 0, !3342, i64 8, !3342, i64 16}
!3609 = !DILocation(line: 114, column: 30, scope: !3606, inlinedAt: !3604)
!3610 = !DILocation(line: 114, column: 6, scope: !3593, inlinedAt: !3604)
!3611 = !DILocalVariable(name: "__a", arg: 1, scope: !3612, file: !74, line: 511, type: !458)
!3612 = distinct !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !73, file: !74, line: 511, type: !3613, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3616, declaration: !3615, retainedNodes: !3618)
!3613 = !DISubroutineType(types: !3614)
!3614 = !{null, !458, !80, !401}
!3615 = !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !73, file: !74, line: 511, type: !3613, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3616)
!3616 = !{!3617, !3599}
!3617 = !DITemplateTypeParameter(name: "_Up", type: !81)
!3618 = !{!3611, !3619, !3620}
!3619 = !DILocalVariable(name: "__p", arg: 2, scope: !3612, file: !74, line: 511, type: !80)
!3620 = !DILocalVariable(name: "__args", arg: 3, scope: !3612, file: !74, line: 512, type: !401)
!3621 = !DILocation(line: 0, scope: !3612, inlinedAt: !3622)
!3622 = distinct !DILocation(line: 117, column: 6, scope: !3623, inlinedAt: !3604)
!3623 = distinct !DILexicalBlock(scope: !3606, file: !3594, line: 115, column: 4)
!3624 = !DILocalVariable(name: "this", arg: 1, scope: !3625, type: !3632, flags: DIFlagArtificial | DIFlagObjectPointer)
!3625 = distinct !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !466, file: !467, line: 173, type: !3626, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3616, declaration: !3628, retainedNodes: !3629)
!3626 = !DISubroutineType(types: !3627)
!3627 = !{null, !472, !80, !401}
!3628 = !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !466, file: !467, line: 173, type: !3626, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3616)
!3629 = !{!3624, !3630, !3631}
!3630 = !DILocalVariable(name: "__p", arg: 2, scope: !3625, file: !467, line: 173, type: !80)
!3631 = !DILocalVariable(name: "__args", arg: 3, scope: !3625, file: !467, line: 173, type: !401)
!3632 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!3633 = !DILocation(line: 0, scope: !3625, inlinedAt: !3634)
!3634 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !3622)
!3635 = !DILocalVariable(name: "this", arg: 1, scope: !3636, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3636 = distinct !DISubprogram(name: "unique_ptr", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2EOS3_", scope: !81, file: !82, line: 358, type: !398, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !397, retainedNodes: !3637)
!3637 = !{!3635, !3638}
!3638 = !DILocalVariable(arg: 2, scope: !3636, file: !82, line: 358, type: !401)
!3639 = !DILocation(line: 0, scope: !3636, inlinedAt: !3640)
!3640 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !3634)
!3641 = !DILocalVariable(name: "this", arg: 1, scope: !3642, type: !3645, flags: DIFlagArtificial | DIFlagObjectPointer)
!3642 = distinct !DISubprogram(name: "__uniq_ptr_data", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EEC2EOS3_", scope: !85, file: !82, line: 234, type: !388, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !387, retainedNodes: !3643)
!3643 = !{!3641, !3644}
!3644 = !DILocalVariable(arg: 2, scope: !3642, file: !82, line: 234, type: !391)
!3645 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!3646 = !DILocation(line: 0, scope: !3642, inlinedAt: !3647)
!3647 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !3640)
!3648 = !DILocalVariable(name: "this", arg: 1, scope: !3649, type: !3652, flags: DIFlagArtificial | DIFlagObjectPointer)
!3649 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2EOS3_", scope: !88, file: !82, line: 176, type: !356, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !355, retainedNodes: !3650)
!3650 = !{!3648, !3651}
!3651 = !DILocalVariable(name: "__u", arg: 2, scope: !3649, file: !82, line: 176, type: !358)
!3652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!3653 = !DILocation(line: 0, scope: !3649, inlinedAt: !3654)
!3654 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !3647)
!3655 = !DILocalVariable(name: "this", arg: 1, scope: !3656, type: !3659, flags: DIFlagArtificial | DIFlagObjectPointer)
!3656 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2EOS4_", scope: !91, file: !92, line: 1090, type: !320, scopeLine: 1090, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !319, retainedNodes: !3657)
!3657 = !{!3655, !3658}
!3658 = !DILocalVariable(arg: 2, scope: !3656, file: !92, line: 1090, type: !322)
!3659 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!3660 = !DILocation(line: 0, scope: !3656, inlinedAt: !3661)
!3661 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !3654)
!3662 = !DILocalVariable(name: "this", arg: 1, scope: !3663, type: !3666, flags: DIFlagArtificial | DIFlagObjectPointer)
!3663 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2EOS4_", scope: !95, file: !92, line: 301, type: !300, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !299, retainedNodes: !3664)
!3664 = !{!3662, !3665}
!3665 = !DILocalVariable(arg: 2, scope: !3663, file: !92, line: 301, type: !302)
!3666 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!3667 = !DILocation(line: 0, scope: !3663, inlinedAt: !3668)
!3668 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !3661)
!3669 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !3668)
!3670 = !DILocalVariable(name: "this", arg: 1, scope: !3671, type: !3652, flags: DIFlagArtificial | DIFlagObjectPointer)
!3671 = distinct !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE6_M_ptrEv", scope: !88, file: !82, line: 189, type: !364, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !363, retainedNodes: !3672)
!3672 = !{!3670}
!3673 = !DILocation(line: 0, scope: !3671, inlinedAt: !3674)
!3674 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !3654)
!3675 = distinct !DILexicalBlock(scope: !3649, file: !82, line: 178, column: 7)
!3676 = !DILocalVariable(name: "__t", arg: 1, scope: !3677, file: !92, line: 1380, type: !326)
!3677 = distinct !DISubprogram(name: "get<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt3getILm0EJP5ShapeSt14default_deleteIS0_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERS8_", scope: !2, file: !92, line: 1380, type: !3678, scopeLine: 1381, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3402, retainedNodes: !3681)
!3678 = !DISubroutineType(types: !3679)
!3679 = !{!3680, !326}
!3680 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3389, size: 64)
!3681 = !{!3676}
!3682 = !DILocation(line: 0, scope: !3677, inlinedAt: !3683)
!3683 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !3674)
!3684 = !DILocalVariable(name: "__t", arg: 1, scope: !3685, file: !92, line: 1364, type: !270)
!3685 = distinct !DISubprogram(name: "__get_helper<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt12__get_helperILm0EP5ShapeJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE", scope: !2, file: !92, line: 1364, type: !268, scopeLine: 1365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3408, retainedNodes: !3686)
!3686 = !{!3684}
!3687 = !DILocation(line: 0, scope: !3685, inlinedAt: !3688)
!3688 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !3683)
!3689 = !DILocalVariable(name: "__t", arg: 1, scope: !3690, file: !92, line: 268, type: !270)
!3690 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_headERS4_", scope: !95, file: !92, line: 268, type: !268, scopeLine: 268, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !267, retainedNodes: !3691)
!3691 = !{!3689}
!3692 = !DILocation(line: 0, scope: !3690, inlinedAt: !3693)
!3693 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !3688)
!3694 = !DILocalVariable(name: "__b", arg: 1, scope: !3695, file: !92, line: 233, type: !259)
!3695 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EE7_M_headERS2_", scope: !231, file: !92, line: 233, type: !256, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !255, retainedNodes: !3696)
!3696 = !{!3694}
!3697 = !DILocation(line: 0, scope: !3695, inlinedAt: !3698)
!3698 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !3693)
!3699 = !DILocation(line: 119, column: 6, scope: !3623, inlinedAt: !3604)
!3700 = !{!3608, !3342, i64 8}
!3701 = !DILocation(line: 121, column: 4, scope: !3623, inlinedAt: !3604)
!3702 = !DILocalVariable(name: "__position", arg: 2, scope: !3703, file: !56, line: 1868, type: !767)
!3703 = distinct !DISubprogram(name: "_M_realloc_insert<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !57, file: !3594, line: 440, type: !3704, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3598, declaration: !3706, retainedNodes: !3707)
!3704 = !DISubroutineType(types: !3705)
!3705 = !{null, !697, !767, !401}
!3706 = !DISubprogram(name: "_M_realloc_insert<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !57, file: !56, line: 1868, type: !3704, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3598)
!3707 = !{!3708, !3702, !3709, !3710, !3712, !3713, !3714, !3715, !3716}
!3708 = !DILocalVariable(name: "this", arg: 1, scope: !3703, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!3709 = !DILocalVariable(name: "__args", arg: 3, scope: !3703, file: !56, line: 1868, type: !401)
!3710 = !DILocalVariable(name: "__len", scope: !3703, file: !3594, line: 448, type: !3711)
!3711 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !707)
!3712 = !DILocalVariable(name: "__old_start", scope: !3703, file: !3594, line: 450, type: !685)
!3713 = !DILocalVariable(name: "__old_finish", scope: !3703, file: !3594, line: 451, type: !685)
!3714 = !DILocalVariable(name: "__elems_before", scope: !3703, file: !3594, line: 452, type: !3711)
!3715 = !DILocalVariable(name: "__new_start", scope: !3703, file: !3594, line: 453, type: !685)
!3716 = !DILocalVariable(name: "__new_finish", scope: !3703, file: !3594, line: 454, type: !685)
!3717 = !DILocation(line: 0, scope: !3703, inlinedAt: !3718)
!3718 = distinct !DILocation(line: 123, column: 4, scope: !3606, inlinedAt: !3604)
!3719 = !DILocalVariable(name: "this", arg: 1, scope: !3720, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!3720 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12_M_check_lenEmPKc", scope: !57, file: !56, line: 1891, type: !939, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !938, retainedNodes: !3721)
!3721 = !{!3719, !3722, !3723, !3724}
!3722 = !DILocalVariable(name: "__n", arg: 2, scope: !3720, file: !56, line: 1891, type: !707)
!3723 = !DILocalVariable(name: "__s", arg: 3, scope: !3720, file: !56, line: 1891, type: !942)
!3724 = !DILocalVariable(name: "__len", scope: !3720, file: !56, line: 1896, type: !3711)
!3725 = !DILocation(line: 0, scope: !3720, inlinedAt: !3726)
!3726 = distinct !DILocation(line: 449, column: 2, scope: !3703, inlinedAt: !3718)
!3727 = !DILocalVariable(name: "this", arg: 1, scope: !3728, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!3728 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4sizeEv", scope: !57, file: !56, line: 987, type: !849, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !848, retainedNodes: !3729)
!3729 = !{!3727}
!3730 = !DILocation(line: 0, scope: !3728, inlinedAt: !3731)
!3731 = distinct !DILocation(line: 1893, column: 19, scope: !3732, inlinedAt: !3726)
!3732 = distinct !DILexicalBlock(scope: !3720, file: !56, line: 1893, column: 6)
!3733 = !DILocation(line: 988, column: 66, scope: !3728, inlinedAt: !3731)
!3734 = !{!3608, !3342, i64 0}
!3735 = !DILocation(line: 988, column: 50, scope: !3728, inlinedAt: !3731)
!3736 = !DILocation(line: 1893, column: 26, scope: !3732, inlinedAt: !3726)
!3737 = !DILocation(line: 1893, column: 6, scope: !3720, inlinedAt: !3726)
!3738 = !DILocation(line: 1894, column: 4, scope: !3732, inlinedAt: !3726)
!3739 = !DILocation(line: 0, scope: !3728, inlinedAt: !3740)
!3740 = distinct !DILocation(line: 1896, column: 26, scope: !3720, inlinedAt: !3726)
!3741 = !DILocation(line: 0, scope: !3728, inlinedAt: !3742)
!3742 = distinct !DILocation(line: 1896, column: 46, scope: !3720, inlinedAt: !3726)
!3743 = !DILocalVariable(name: "__a", arg: 1, scope: !3744, file: !3745, line: 254, type: !3748)
!3744 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !2, file: !3745, line: 254, type: !3746, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3752, retainedNodes: !3750)
!3745 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!3746 = !DISubroutineType(types: !3747)
!3747 = !{!3748, !3748, !3748}
!3748 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3749, size: 64)
!3749 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!3750 = !{!3743, !3751}
!3751 = !DILocalVariable(name: "__b", arg: 2, scope: !3744, file: !3745, line: 254, type: !3748)
!3752 = !{!3753}
!3753 = !DITemplateTypeParameter(name: "_Tp", type: !193)
!3754 = !DILocation(line: 0, scope: !3744, inlinedAt: !3755)
!3755 = distinct !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !3726)
!3756 = !DILocation(line: 259, column: 15, scope: !3757, inlinedAt: !3755)
!3757 = distinct !DILexicalBlock(scope: !3744, file: !3745, line: 259, column: 11)
!3758 = !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !3726)
!3759 = !DILocation(line: 1896, column: 33, scope: !3720, inlinedAt: !3726)
!3760 = !DILocation(line: 0, scope: !3728, inlinedAt: !3761)
!3761 = distinct !DILocation(line: 1897, column: 18, scope: !3720, inlinedAt: !3726)
!3762 = !DILocation(line: 1897, column: 16, scope: !3720, inlinedAt: !3726)
!3763 = !DILocation(line: 1897, column: 25, scope: !3720, inlinedAt: !3726)
!3764 = !DILocalVariable(name: "this", arg: 1, scope: !3765, type: !3475, flags: DIFlagArtificial | DIFlagObjectPointer)
!3765 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE11_M_allocateEm", scope: !60, file: !56, line: 375, type: !640, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !639, retainedNodes: !3766)
!3766 = !{!3764, !3767}
!3767 = !DILocalVariable(name: "__n", arg: 2, scope: !3765, file: !56, line: 375, type: !495)
!3768 = !DILocation(line: 0, scope: !3765, inlinedAt: !3769)
!3769 = distinct !DILocation(line: 453, column: 33, scope: !3703, inlinedAt: !3718)
!3770 = !DILocation(line: 378, column: 13, scope: !3765, inlinedAt: !3769)
!3771 = !DILocation(line: 378, column: 9, scope: !3765, inlinedAt: !3769)
!3772 = !DILocalVariable(name: "__a", arg: 1, scope: !3773, file: !74, line: 463, type: !458)
!3773 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE8allocateERS5_m", scope: !73, file: !74, line: 463, type: !77, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !76, retainedNodes: !3774)
!3774 = !{!3772, !3775}
!3775 = !DILocalVariable(name: "__n", arg: 2, scope: !3773, file: !74, line: 463, type: !519)
!3776 = !DILocation(line: 0, scope: !3773, inlinedAt: !3777)
!3777 = distinct !DILocation(line: 378, column: 20, scope: !3765, inlinedAt: !3769)
!3778 = !DILocalVariable(name: "this", arg: 1, scope: !3779, type: !3632, flags: DIFlagArtificial | DIFlagObjectPointer)
!3779 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE8allocateEmPKv", scope: !466, file: !467, line: 112, type: !492, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !491, retainedNodes: !3780)
!3780 = !{!3778, !3781, !3782}
!3781 = !DILocalVariable(name: "__n", arg: 2, scope: !3779, file: !467, line: 112, type: !494)
!3782 = !DILocalVariable(arg: 3, scope: !3779, file: !467, line: 112, type: !181)
!3783 = !DILocation(line: 0, scope: !3779, inlinedAt: !3784)
!3784 = distinct !DILocation(line: 464, column: 20, scope: !3773, inlinedAt: !3777)
!3785 = !DILocation(line: 137, column: 53, scope: !3779, inlinedAt: !3784)
!3786 = !DILocation(line: 137, column: 27, scope: !3779, inlinedAt: !3784)
!3787 = !DILocation(line: 137, column: 9, scope: !3779, inlinedAt: !3784)
!3788 = !DILocation(line: 463, column: 20, scope: !3789, inlinedAt: !3718)
!3789 = distinct !DILexicalBlock(scope: !3703, file: !3594, line: 456, column: 2)
!3790 = !DILocation(line: 0, scope: !3612, inlinedAt: !3791)
!3791 = distinct !DILocation(line: 462, column: 4, scope: !3789, inlinedAt: !3718)
!3792 = !DILocation(line: 0, scope: !3625, inlinedAt: !3793)
!3793 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !3791)
!3794 = !DILocation(line: 0, scope: !3636, inlinedAt: !3795)
!3795 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !3793)
!3796 = !DILocation(line: 0, scope: !3642, inlinedAt: !3797)
!3797 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !3795)
!3798 = !DILocation(line: 0, scope: !3649, inlinedAt: !3799)
!3799 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !3797)
!3800 = !DILocation(line: 0, scope: !3656, inlinedAt: !3801)
!3801 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !3799)
!3802 = !DILocation(line: 0, scope: !3663, inlinedAt: !3803)
!3803 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !3801)
!3804 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !3803)
!3805 = !DILocation(line: 0, scope: !3671, inlinedAt: !3806)
!3806 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !3799)
!3807 = !DILocation(line: 0, scope: !3677, inlinedAt: !3808)
!3808 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !3806)
!3809 = !DILocation(line: 0, scope: !3685, inlinedAt: !3810)
!3810 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !3808)
!3811 = !DILocation(line: 0, scope: !3690, inlinedAt: !3812)
!3812 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !3810)
!3813 = !DILocation(line: 0, scope: !3695, inlinedAt: !3814)
!3814 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !3812)
!3815 = !DILocation(line: 0, scope: !1355, inlinedAt: !3816)
!3816 = distinct !DILocation(line: 474, column: 23, scope: !3817, inlinedAt: !3718)
!3817 = distinct !DILexicalBlock(scope: !3818, file: !3594, line: 473, column: 6)
!3818 = distinct !DILexicalBlock(scope: !3789, file: !3594, line: 472, column: 29)
!3819 = !DILocalVariable(name: "__first", arg: 1, scope: !3820, file: !56, line: 487, type: !685)
!3820 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_S_do_relocateEPS4_S7_S7_RS5_St17integral_constantIbLb1EE", scope: !57, file: !56, line: 487, type: !683, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !682, retainedNodes: !3821)
!3821 = !{!3819, !3822, !3823, !3824, !3825}
!3822 = !DILocalVariable(name: "__last", arg: 2, scope: !3820, file: !56, line: 487, type: !685)
!3823 = !DILocalVariable(name: "__result", arg: 3, scope: !3820, file: !56, line: 487, type: !685)
!3824 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3820, file: !56, line: 488, type: !686)
!3825 = !DILocalVariable(arg: 5, scope: !3820, file: !56, line: 488, type: !650)
!3826 = !DILocation(line: 0, scope: !3820, inlinedAt: !3827)
!3827 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !3816)
!3828 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !3827)
!3829 = !DILocalVariable(name: "__first", arg: 1, scope: !3830, file: !3831, line: 1127, type: !80)
!3830 = distinct !DISubprogram(name: "__relocate_a<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > *, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt12__relocate_aIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !2, file: !3831, line: 1127, type: !3832, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3838, retainedNodes: !3834)
!3831 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!3832 = !DISubroutineType(types: !3833)
!3833 = !{!80, !80, !80, !80, !517}
!3834 = !{!3829, !3835, !3836, !3837}
!3835 = !DILocalVariable(name: "__last", arg: 2, scope: !3830, file: !3831, line: 1127, type: !80)
!3836 = !DILocalVariable(name: "__result", arg: 3, scope: !3830, file: !3831, line: 1128, type: !80)
!3837 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3830, file: !3831, line: 1128, type: !517)
!3838 = !{!3839, !3840, !3841}
!3839 = !DITemplateTypeParameter(name: "_InputIterator", type: !80)
!3840 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !80)
!3841 = !DITemplateTypeParameter(name: "_Allocator", type: !460)
!3842 = !DILocation(line: 0, scope: !3830, inlinedAt: !3843)
!3843 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !3827)
!3844 = !DILocalVariable(name: "__first", arg: 1, scope: !3845, file: !3831, line: 1078, type: !80)
!3845 = distinct !DISubprogram(name: "__relocate_a_1<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > *, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt14__relocate_a_1IPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !2, file: !3831, line: 1078, type: !3832, scopeLine: 1083, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3838, retainedNodes: !3846)
!3846 = !{!3844, !3847, !3848, !3849, !3850}
!3847 = !DILocalVariable(name: "__last", arg: 2, scope: !3845, file: !3831, line: 1078, type: !80)
!3848 = !DILocalVariable(name: "__result", arg: 3, scope: !3845, file: !3831, line: 1079, type: !80)
!3849 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3845, file: !3831, line: 1079, type: !517)
!3850 = !DILocalVariable(name: "__cur", scope: !3845, file: !3831, line: 1090, type: !80)
!3851 = !DILocation(line: 0, scope: !3845, inlinedAt: !3852)
!3852 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !3843)
!3853 = !DILocation(line: 1091, column: 22, scope: !3854, inlinedAt: !3852)
!3854 = distinct !DILexicalBlock(scope: !3855, file: !3831, line: 1091, column: 7)
!3855 = distinct !DILexicalBlock(scope: !3845, file: !3831, line: 1091, column: 7)
!3856 = !DILocation(line: 1091, column: 7, scope: !3855, inlinedAt: !3852)
!3857 = !{!3858}
!3858 = distinct !{!3858, !3859, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!3859 = distinct !{!3859, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!3860 = !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !3852)
!3861 = !{!3862}
!3862 = distinct !{!3862, !3859, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!3863 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !3864)
!3864 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !3865)
!3865 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !3866)
!3866 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !3867)
!3867 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !3868)
!3868 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !3869)
!3869 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !3870)
!3870 = distinct !DILocation(line: 1064, column: 7, scope: !3871, inlinedAt: !3880)
!3871 = distinct !DISubprogram(name: "__relocate_object_a<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_", scope: !2, file: !3831, line: 1056, type: !3872, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3879, retainedNodes: !3875)
!3872 = !DISubroutineType(types: !3873)
!3873 = !{null, !3874, !3874, !517}
!3874 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!3875 = !{!3876, !3877, !3878}
!3876 = !DILocalVariable(name: "__dest", arg: 1, scope: !3871, file: !3831, line: 1056, type: !3874)
!3877 = !DILocalVariable(name: "__orig", arg: 2, scope: !3871, file: !3831, line: 1056, type: !3874)
!3878 = !DILocalVariable(name: "__alloc", arg: 3, scope: !3871, file: !3831, line: 1057, type: !517)
!3879 = !{!504, !3617, !3841}
!3880 = distinct !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !3852)
!3881 = !DILocation(line: 397, column: 8, scope: !3882, inlinedAt: !3887)
!3882 = distinct !DILexicalBlock(scope: !3883, file: !82, line: 391, column: 7)
!3883 = distinct !DISubprogram(name: "~unique_ptr", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EED2Ev", scope: !81, file: !82, line: 390, type: !403, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !402, retainedNodes: !3884)
!3884 = !{!3885, !3886}
!3885 = !DILocalVariable(name: "this", arg: 1, scope: !3883, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3886 = !DILocalVariable(name: "__ptr", scope: !3882, file: !82, line: 394, type: !366)
!3887 = distinct !DILocation(line: 181, column: 10, scope: !3888, inlinedAt: !3896)
!3888 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !466, file: !467, line: 179, type: !3889, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3892, declaration: !3891, retainedNodes: !3893)
!3889 = !DISubroutineType(types: !3890)
!3890 = !{null, !472, !80}
!3891 = !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !466, file: !467, line: 179, type: !3889, scopeLine: 179, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3892)
!3892 = !{!3617}
!3893 = !{!3894, !3895}
!3894 = !DILocalVariable(name: "this", arg: 1, scope: !3888, type: !3632, flags: DIFlagArtificial | DIFlagObjectPointer)
!3895 = !DILocalVariable(name: "__p", arg: 2, scope: !3888, file: !467, line: 179, type: !80)
!3896 = distinct !DILocation(line: 535, column: 8, scope: !3897, inlinedAt: !3904)
!3897 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !73, file: !74, line: 531, type: !3898, scopeLine: 533, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3892, declaration: !3900, retainedNodes: !3901)
!3898 = !DISubroutineType(types: !3899)
!3899 = !{null, !458, !80}
!3900 = !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !73, file: !74, line: 531, type: !3898, scopeLine: 531, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3892)
!3901 = !{!3902, !3903}
!3902 = !DILocalVariable(name: "__a", arg: 1, scope: !3897, file: !74, line: 531, type: !458)
!3903 = !DILocalVariable(name: "__p", arg: 2, scope: !3897, file: !74, line: 531, type: !80)
!3904 = distinct !DILocation(line: 1065, column: 7, scope: !3871, inlinedAt: !3880)
!3905 = !{!3906}
!3906 = distinct !{!3906, !3859, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0:It1"}
!3907 = !{!3908}
!3908 = distinct !{!3908, !3859, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1:It1"}
!3909 = distinct !{!3909, !3856, !3910, !3911, !3912}
!3910 = !DILocation(line: 1093, column: 41, scope: !3855, inlinedAt: !3852)
!3911 = !{!"llvm.loop.mustprogress"}
!3912 = !{!"llvm.loop.isvectorized", i32 1}
!3913 = !DILocation(line: 0, scope: !3871, inlinedAt: !3880)
!3914 = !DILocation(line: 0, scope: !3612, inlinedAt: !3870)
!3915 = !DILocation(line: 0, scope: !3625, inlinedAt: !3869)
!3916 = !DILocation(line: 0, scope: !3636, inlinedAt: !3868)
!3917 = !DILocation(line: 0, scope: !3642, inlinedAt: !3867)
!3918 = !DILocation(line: 0, scope: !3649, inlinedAt: !3866)
!3919 = !DILocation(line: 0, scope: !3656, inlinedAt: !3865)
!3920 = !DILocation(line: 0, scope: !3663, inlinedAt: !3864)
!3921 = !DILocation(line: 0, scope: !3671, inlinedAt: !3922)
!3922 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !3866)
!3923 = !DILocation(line: 0, scope: !3677, inlinedAt: !3924)
!3924 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !3922)
!3925 = !DILocation(line: 0, scope: !3685, inlinedAt: !3926)
!3926 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !3924)
!3927 = !DILocation(line: 0, scope: !3690, inlinedAt: !3928)
!3928 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !3926)
!3929 = !DILocation(line: 0, scope: !3695, inlinedAt: !3930)
!3930 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !3928)
!3931 = !DILocation(line: 233, column: 54, scope: !3695, inlinedAt: !3930)
!3932 = !DILocation(line: 0, scope: !3897, inlinedAt: !3904)
!3933 = !DILocation(line: 0, scope: !3888, inlinedAt: !3896)
!3934 = !DILocation(line: 0, scope: !3883, inlinedAt: !3887)
!3935 = !DILocation(line: 0, scope: !3671, inlinedAt: !3936)
!3936 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !3887)
!3937 = !DILocation(line: 0, scope: !3677, inlinedAt: !3938)
!3938 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !3936)
!3939 = !DILocation(line: 0, scope: !3685, inlinedAt: !3940)
!3940 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !3938)
!3941 = !DILocation(line: 0, scope: !3690, inlinedAt: !3942)
!3942 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !3940)
!3943 = !DILocation(line: 0, scope: !3695, inlinedAt: !3944)
!3944 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !3942)
!3945 = !DILocation(line: 0, scope: !3882, inlinedAt: !3887)
!3946 = !DILocation(line: 1091, column: 33, scope: !3854, inlinedAt: !3852)
!3947 = !DILocation(line: 1091, column: 50, scope: !3854, inlinedAt: !3852)
!3948 = distinct !{!3948, !3856, !3910, !3911, !3949, !3912}
!3949 = !{!"llvm.loop.unroll.runtime.disable"}
!3950 = !DILocation(line: 477, column: 8, scope: !3817, inlinedAt: !3718)
!3951 = !DILocation(line: 0, scope: !1355, inlinedAt: !3952)
!3952 = distinct !DILocation(line: 479, column: 23, scope: !3817, inlinedAt: !3718)
!3953 = !DILocation(line: 0, scope: !3820, inlinedAt: !3954)
!3954 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !3952)
!3955 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !3954)
!3956 = !DILocation(line: 0, scope: !3830, inlinedAt: !3957)
!3957 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !3954)
!3958 = !DILocation(line: 0, scope: !3845, inlinedAt: !3959)
!3959 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !3957)
!3960 = !DILocalVariable(name: "this", arg: 1, scope: !3961, type: !3475, flags: DIFlagArtificial | DIFlagObjectPointer)
!3961 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE13_M_deallocateEPS4_m", scope: !60, file: !56, line: 383, type: !643, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !642, retainedNodes: !3962)
!3962 = !{!3960, !3963, !3964}
!3963 = !DILocalVariable(name: "__p", arg: 2, scope: !3961, file: !56, line: 383, type: !556)
!3964 = !DILocalVariable(name: "__n", arg: 3, scope: !3961, file: !56, line: 383, type: !495)
!3965 = !DILocation(line: 0, scope: !3961, inlinedAt: !3966)
!3966 = distinct !DILocation(line: 513, column: 7, scope: !3703, inlinedAt: !3718)
!3967 = !DILocation(line: 386, column: 6, scope: !3968, inlinedAt: !3966)
!3968 = distinct !DILexicalBlock(scope: !3961, file: !56, line: 386, column: 6)
!3969 = !DILocation(line: 386, column: 6, scope: !3961, inlinedAt: !3966)
!3970 = !DILocalVariable(name: "__a", arg: 1, scope: !3971, file: !74, line: 495, type: !458)
!3971 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE10deallocateERS5_PS4_m", scope: !73, file: !74, line: 495, type: !525, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !524, retainedNodes: !3972)
!3972 = !{!3970, !3973, !3974}
!3973 = !DILocalVariable(name: "__p", arg: 2, scope: !3971, file: !74, line: 495, type: !79)
!3974 = !DILocalVariable(name: "__n", arg: 3, scope: !3971, file: !74, line: 495, type: !519)
!3975 = !DILocation(line: 0, scope: !3971, inlinedAt: !3976)
!3976 = distinct !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !3966)
!3977 = !DILocalVariable(name: "this", arg: 1, scope: !3978, type: !3632, flags: DIFlagArtificial | DIFlagObjectPointer)
!3978 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE10deallocateEPS4_m", scope: !466, file: !467, line: 142, type: !497, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !496, retainedNodes: !3979)
!3979 = !{!3977, !3980, !3981}
!3980 = !DILocalVariable(name: "__p", arg: 2, scope: !3978, file: !467, line: 142, type: !80)
!3981 = !DILocalVariable(name: "__n", arg: 3, scope: !3978, file: !467, line: 142, type: !494)
!3982 = !DILocation(line: 0, scope: !3978, inlinedAt: !3983)
!3983 = distinct !DILocation(line: 496, column: 13, scope: !3971, inlinedAt: !3976)
!3984 = !DILocation(line: 158, column: 27, scope: !3978, inlinedAt: !3983)
!3985 = !DILocation(line: 158, column: 2, scope: !3978, inlinedAt: !3983)
!3986 = !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !3966)
!3987 = !DILocation(line: 515, column: 30, scope: !3703, inlinedAt: !3718)
!3988 = !DILocation(line: 516, column: 31, scope: !3703, inlinedAt: !3718)
!3989 = !DILocation(line: 517, column: 53, scope: !3703, inlinedAt: !3718)
!3990 = !DILocation(line: 517, column: 39, scope: !3703, inlinedAt: !3718)
!3991 = !DILocation(line: 112, column: 1, scope: !3559)
!3992 = !DILocation(line: 95, column: 2, scope: !3993, inlinedAt: !3998)
!3993 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI5ShapeEclEPS0_", scope: !104, file: !82, line: 89, type: !111, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !110, retainedNodes: !3994)
!3994 = !{!3995, !3997}
!3995 = !DILocalVariable(name: "this", arg: 1, scope: !3993, type: !3996, flags: DIFlagArtificial | DIFlagObjectPointer)
!3996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!3997 = !DILocalVariable(name: "__ptr", arg: 2, scope: !3993, file: !82, line: 89, type: !115)
!3998 = distinct !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !4000)
!3999 = distinct !DILexicalBlock(scope: !3882, file: !82, line: 395, column: 6)
!4000 = distinct !DILocation(line: 91, column: 13, scope: !3559)
!4001 = !DILocation(line: 373, column: 9, scope: !3576, inlinedAt: !3585)
!4002 = !DILocation(line: 0, scope: !3883, inlinedAt: !4000)
!4003 = !DILocation(line: 0, scope: !3671, inlinedAt: !4004)
!4004 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !4000)
!4005 = !DILocation(line: 0, scope: !3677, inlinedAt: !4006)
!4006 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4004)
!4007 = !DILocation(line: 0, scope: !3685, inlinedAt: !4008)
!4008 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4006)
!4009 = !DILocation(line: 0, scope: !3690, inlinedAt: !4010)
!4010 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4008)
!4011 = !DILocation(line: 0, scope: !3695, inlinedAt: !4012)
!4012 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4010)
!4013 = !DILocation(line: 0, scope: !3882, inlinedAt: !4000)
!4014 = !DILocation(line: 0, scope: !3993, inlinedAt: !3998)
!4015 = !DILocation(line: 91, column: 13, scope: !3559)
!4016 = !DILocalVariable(name: "__args", arg: 1, scope: !4017, file: !82, line: 1064, type: !3551)
!4017 = distinct !DISubprogram(name: "make_unique<Rect, double &, double>", linkageName: "_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !4018, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4026, retainedNodes: !4024)
!4018 = !DISubroutineType(types: !4019)
!4019 = !{!4020, !3551, !4023}
!4020 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Rect>", scope: !3548, file: !82, line: 1046, baseType: !4021)
!4021 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !4022, file: !82, line: 1035, baseType: !1362)
!4022 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Rect>", scope: !3548, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1416, identifier: "_ZTSNSt8__detail9_MakeUniqI4RectEE")
!4023 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !130, size: 64)
!4024 = !{!4016, !4025}
!4025 = !DILocalVariable(name: "__args", arg: 2, scope: !4017, file: !82, line: 1064, type: !4023)
!4026 = !{!1417, !4027}
!4027 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !4028)
!4028 = !{!3556, !4029}
!4029 = !DITemplateTypeParameter(type: !130)
!4030 = !DILocation(line: 0, scope: !4017, inlinedAt: !4031)
!4031 = distinct !DILocation(line: 92, column: 30, scope: !3559)
!4032 = !DILocation(line: 1065, column: 30, scope: !4017, inlinedAt: !4031)
!4033 = !DILocation(line: 92, column: 58, scope: !3559)
!4034 = !DILocalVariable(name: "this", arg: 1, scope: !4035, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!4035 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !1395, file: !8, line: 35, type: !1401, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1400, retainedNodes: !4036)
!4036 = !{!4034, !4037, !4038}
!4037 = !DILocalVariable(name: "w", arg: 2, scope: !4035, file: !8, line: 35, type: !130)
!4038 = !DILocalVariable(name: "h", arg: 3, scope: !4035, file: !8, line: 35, type: !130)
!4039 = !DILocation(line: 0, scope: !4035, inlinedAt: !4040)
!4040 = distinct !DILocation(line: 1065, column: 34, scope: !4017, inlinedAt: !4031)
!4041 = !DILocation(line: 35, column: 41, scope: !4035, inlinedAt: !4040)
!4042 = !{!4043}
!4043 = distinct !{!4043, !4044, !"_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!4044 = distinct !{!4044, !"_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!4045 = !DILocation(line: 35, column: 30, scope: !4035, inlinedAt: !4040)
!4046 = !{!4047, !3574, i64 8}
!4047 = !{!"_ZTS4Rect", !3574, i64 8, !3574, i64 16}
!4048 = !DILocation(line: 35, column: 36, scope: !4035, inlinedAt: !4040)
!4049 = !{!4047, !3574, i64 16}
!4050 = !DILocalVariable(name: "this", arg: 1, scope: !4051, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!4051 = distinct !DISubprogram(name: "unique_ptr<Rect, std::default_delete<Rect>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I4RectS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !4052, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4055, declaration: !4054, retainedNodes: !4056)
!4052 = !DISubroutineType(types: !4053)
!4053 = !{null, !400, !1644}
!4054 = !DISubprogram(name: "unique_ptr<Rect, std::default_delete<Rect>, void>", scope: !81, file: !82, line: 372, type: !4052, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4055)
!4055 = !{!1596, !1597, !3581}
!4056 = !{!4050, !4057}
!4057 = !DILocalVariable(name: "__u", arg: 2, scope: !4051, file: !82, line: 372, type: !1644)
!4058 = !DILocation(line: 0, scope: !4051, inlinedAt: !4059)
!4059 = distinct !DILocation(line: 92, column: 30, scope: !3559)
!4060 = !DILocation(line: 0, scope: !3587, inlinedAt: !4061)
!4061 = distinct !DILocation(line: 92, column: 20, scope: !3559)
!4062 = !DILocation(line: 0, scope: !3593, inlinedAt: !4063)
!4063 = distinct !DILocation(line: 1294, column: 9, scope: !3587, inlinedAt: !4061)
!4064 = !DILocation(line: 114, column: 47, scope: !3606, inlinedAt: !4063)
!4065 = !DILocation(line: 114, column: 30, scope: !3606, inlinedAt: !4063)
!4066 = !DILocation(line: 114, column: 6, scope: !3593, inlinedAt: !4063)
!4067 = !DILocation(line: 0, scope: !3612, inlinedAt: !4068)
!4068 = distinct !DILocation(line: 117, column: 6, scope: !3623, inlinedAt: !4063)
!4069 = !DILocation(line: 0, scope: !3625, inlinedAt: !4070)
!4070 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4068)
!4071 = !DILocation(line: 0, scope: !3636, inlinedAt: !4072)
!4072 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4070)
!4073 = !DILocation(line: 0, scope: !3642, inlinedAt: !4074)
!4074 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4072)
!4075 = !DILocation(line: 0, scope: !3649, inlinedAt: !4076)
!4076 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4074)
!4077 = !DILocation(line: 0, scope: !3656, inlinedAt: !4078)
!4078 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4076)
!4079 = !DILocation(line: 0, scope: !3663, inlinedAt: !4080)
!4080 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4078)
!4081 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4080)
!4082 = !DILocation(line: 0, scope: !3671, inlinedAt: !4083)
!4083 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4076)
!4084 = !DILocation(line: 0, scope: !3677, inlinedAt: !4085)
!4085 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4083)
!4086 = !DILocation(line: 0, scope: !3685, inlinedAt: !4087)
!4087 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4085)
!4088 = !DILocation(line: 0, scope: !3690, inlinedAt: !4089)
!4089 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4087)
!4090 = !DILocation(line: 0, scope: !3695, inlinedAt: !4091)
!4091 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4089)
!4092 = !DILocation(line: 119, column: 6, scope: !3623, inlinedAt: !4063)
!4093 = !DILocation(line: 121, column: 4, scope: !3623, inlinedAt: !4063)
!4094 = !DILocation(line: 0, scope: !3703, inlinedAt: !4095)
!4095 = distinct !DILocation(line: 123, column: 4, scope: !3606, inlinedAt: !4063)
!4096 = !DILocation(line: 0, scope: !3720, inlinedAt: !4097)
!4097 = distinct !DILocation(line: 449, column: 2, scope: !3703, inlinedAt: !4095)
!4098 = !DILocation(line: 0, scope: !3728, inlinedAt: !4099)
!4099 = distinct !DILocation(line: 1893, column: 19, scope: !3732, inlinedAt: !4097)
!4100 = !DILocation(line: 988, column: 66, scope: !3728, inlinedAt: !4099)
!4101 = !DILocation(line: 988, column: 50, scope: !3728, inlinedAt: !4099)
!4102 = !DILocation(line: 1893, column: 26, scope: !3732, inlinedAt: !4097)
!4103 = !DILocation(line: 1893, column: 6, scope: !3720, inlinedAt: !4097)
!4104 = !DILocation(line: 1894, column: 4, scope: !3732, inlinedAt: !4097)
!4105 = !DILocation(line: 0, scope: !3728, inlinedAt: !4106)
!4106 = distinct !DILocation(line: 1896, column: 26, scope: !3720, inlinedAt: !4097)
!4107 = !DILocation(line: 0, scope: !3728, inlinedAt: !4108)
!4108 = distinct !DILocation(line: 1896, column: 46, scope: !3720, inlinedAt: !4097)
!4109 = !DILocation(line: 0, scope: !3744, inlinedAt: !4110)
!4110 = distinct !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !4097)
!4111 = !DILocation(line: 259, column: 15, scope: !3757, inlinedAt: !4110)
!4112 = !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !4097)
!4113 = !DILocation(line: 1896, column: 33, scope: !3720, inlinedAt: !4097)
!4114 = !DILocation(line: 0, scope: !3728, inlinedAt: !4115)
!4115 = distinct !DILocation(line: 1897, column: 18, scope: !3720, inlinedAt: !4097)
!4116 = !DILocation(line: 1897, column: 16, scope: !3720, inlinedAt: !4097)
!4117 = !DILocation(line: 1897, column: 25, scope: !3720, inlinedAt: !4097)
!4118 = !DILocation(line: 0, scope: !3765, inlinedAt: !4119)
!4119 = distinct !DILocation(line: 453, column: 33, scope: !3703, inlinedAt: !4095)
!4120 = !DILocation(line: 378, column: 13, scope: !3765, inlinedAt: !4119)
!4121 = !DILocation(line: 378, column: 9, scope: !3765, inlinedAt: !4119)
!4122 = !DILocation(line: 0, scope: !3773, inlinedAt: !4123)
!4123 = distinct !DILocation(line: 378, column: 20, scope: !3765, inlinedAt: !4119)
!4124 = !DILocation(line: 0, scope: !3779, inlinedAt: !4125)
!4125 = distinct !DILocation(line: 464, column: 20, scope: !3773, inlinedAt: !4123)
!4126 = !DILocation(line: 137, column: 53, scope: !3779, inlinedAt: !4125)
!4127 = !DILocation(line: 137, column: 27, scope: !3779, inlinedAt: !4125)
!4128 = !DILocation(line: 137, column: 9, scope: !3779, inlinedAt: !4125)
!4129 = !DILocation(line: 463, column: 20, scope: !3789, inlinedAt: !4095)
!4130 = !DILocation(line: 0, scope: !3612, inlinedAt: !4131)
!4131 = distinct !DILocation(line: 462, column: 4, scope: !3789, inlinedAt: !4095)
!4132 = !DILocation(line: 0, scope: !3625, inlinedAt: !4133)
!4133 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4131)
!4134 = !DILocation(line: 0, scope: !3636, inlinedAt: !4135)
!4135 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4133)
!4136 = !DILocation(line: 0, scope: !3642, inlinedAt: !4137)
!4137 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4135)
!4138 = !DILocation(line: 0, scope: !3649, inlinedAt: !4139)
!4139 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4137)
!4140 = !DILocation(line: 0, scope: !3656, inlinedAt: !4141)
!4141 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4139)
!4142 = !DILocation(line: 0, scope: !3663, inlinedAt: !4143)
!4143 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4141)
!4144 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4143)
!4145 = !DILocation(line: 0, scope: !3671, inlinedAt: !4146)
!4146 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4139)
!4147 = !DILocation(line: 0, scope: !3677, inlinedAt: !4148)
!4148 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4146)
!4149 = !DILocation(line: 0, scope: !3685, inlinedAt: !4150)
!4150 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4148)
!4151 = !DILocation(line: 0, scope: !3690, inlinedAt: !4152)
!4152 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4150)
!4153 = !DILocation(line: 0, scope: !3695, inlinedAt: !4154)
!4154 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4152)
!4155 = !DILocation(line: 0, scope: !1355, inlinedAt: !4156)
!4156 = distinct !DILocation(line: 474, column: 23, scope: !3817, inlinedAt: !4095)
!4157 = !DILocation(line: 0, scope: !3820, inlinedAt: !4158)
!4158 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !4156)
!4159 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !4158)
!4160 = !DILocation(line: 0, scope: !3830, inlinedAt: !4161)
!4161 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !4158)
!4162 = !DILocation(line: 0, scope: !3845, inlinedAt: !4163)
!4163 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !4161)
!4164 = !DILocation(line: 1091, column: 22, scope: !3854, inlinedAt: !4163)
!4165 = !DILocation(line: 1091, column: 7, scope: !3855, inlinedAt: !4163)
!4166 = !{!4167}
!4167 = distinct !{!4167, !4168, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!4168 = distinct !{!4168, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!4169 = !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !4163)
!4170 = !{!4171}
!4171 = distinct !{!4171, !4168, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!4172 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4173)
!4173 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4174)
!4174 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4175)
!4175 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4176)
!4176 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4177)
!4177 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4178)
!4178 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4179)
!4179 = distinct !DILocation(line: 1064, column: 7, scope: !3871, inlinedAt: !4180)
!4180 = distinct !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !4163)
!4181 = !DILocation(line: 397, column: 8, scope: !3882, inlinedAt: !4182)
!4182 = distinct !DILocation(line: 181, column: 10, scope: !3888, inlinedAt: !4183)
!4183 = distinct !DILocation(line: 535, column: 8, scope: !3897, inlinedAt: !4184)
!4184 = distinct !DILocation(line: 1065, column: 7, scope: !3871, inlinedAt: !4180)
!4185 = !{!4186}
!4186 = distinct !{!4186, !4168, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0:It1"}
!4187 = !{!4188}
!4188 = distinct !{!4188, !4168, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1:It1"}
!4189 = distinct !{!4189, !4165, !4190, !3911, !3912}
!4190 = !DILocation(line: 1093, column: 41, scope: !3855, inlinedAt: !4163)
!4191 = !DILocation(line: 0, scope: !3871, inlinedAt: !4180)
!4192 = !DILocation(line: 0, scope: !3612, inlinedAt: !4179)
!4193 = !DILocation(line: 0, scope: !3625, inlinedAt: !4178)
!4194 = !DILocation(line: 0, scope: !3636, inlinedAt: !4177)
!4195 = !DILocation(line: 0, scope: !3642, inlinedAt: !4176)
!4196 = !DILocation(line: 0, scope: !3649, inlinedAt: !4175)
!4197 = !DILocation(line: 0, scope: !3656, inlinedAt: !4174)
!4198 = !DILocation(line: 0, scope: !3663, inlinedAt: !4173)
!4199 = !DILocation(line: 0, scope: !3671, inlinedAt: !4200)
!4200 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4175)
!4201 = !DILocation(line: 0, scope: !3677, inlinedAt: !4202)
!4202 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4200)
!4203 = !DILocation(line: 0, scope: !3685, inlinedAt: !4204)
!4204 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4202)
!4205 = !DILocation(line: 0, scope: !3690, inlinedAt: !4206)
!4206 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4204)
!4207 = !DILocation(line: 0, scope: !3695, inlinedAt: !4208)
!4208 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4206)
!4209 = !DILocation(line: 233, column: 54, scope: !3695, inlinedAt: !4208)
!4210 = !DILocation(line: 0, scope: !3897, inlinedAt: !4184)
!4211 = !DILocation(line: 0, scope: !3888, inlinedAt: !4183)
!4212 = !DILocation(line: 0, scope: !3883, inlinedAt: !4182)
!4213 = !DILocation(line: 0, scope: !3671, inlinedAt: !4214)
!4214 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !4182)
!4215 = !DILocation(line: 0, scope: !3677, inlinedAt: !4216)
!4216 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4214)
!4217 = !DILocation(line: 0, scope: !3685, inlinedAt: !4218)
!4218 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4216)
!4219 = !DILocation(line: 0, scope: !3690, inlinedAt: !4220)
!4220 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4218)
!4221 = !DILocation(line: 0, scope: !3695, inlinedAt: !4222)
!4222 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4220)
!4223 = !DILocation(line: 0, scope: !3882, inlinedAt: !4182)
!4224 = !DILocation(line: 1091, column: 33, scope: !3854, inlinedAt: !4163)
!4225 = !DILocation(line: 1091, column: 50, scope: !3854, inlinedAt: !4163)
!4226 = distinct !{!4226, !4165, !4190, !3911, !3949, !3912}
!4227 = !DILocation(line: 477, column: 8, scope: !3817, inlinedAt: !4095)
!4228 = !DILocation(line: 0, scope: !1355, inlinedAt: !4229)
!4229 = distinct !DILocation(line: 479, column: 23, scope: !3817, inlinedAt: !4095)
!4230 = !DILocation(line: 0, scope: !3820, inlinedAt: !4231)
!4231 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !4229)
!4232 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !4231)
!4233 = !DILocation(line: 0, scope: !3830, inlinedAt: !4234)
!4234 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !4231)
!4235 = !DILocation(line: 0, scope: !3845, inlinedAt: !4236)
!4236 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !4234)
!4237 = !DILocation(line: 0, scope: !3961, inlinedAt: !4238)
!4238 = distinct !DILocation(line: 513, column: 7, scope: !3703, inlinedAt: !4095)
!4239 = !DILocation(line: 386, column: 6, scope: !3968, inlinedAt: !4238)
!4240 = !DILocation(line: 386, column: 6, scope: !3961, inlinedAt: !4238)
!4241 = !DILocation(line: 0, scope: !3971, inlinedAt: !4242)
!4242 = distinct !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !4238)
!4243 = !DILocation(line: 0, scope: !3978, inlinedAt: !4244)
!4244 = distinct !DILocation(line: 496, column: 13, scope: !3971, inlinedAt: !4242)
!4245 = !DILocation(line: 158, column: 27, scope: !3978, inlinedAt: !4244)
!4246 = !DILocation(line: 158, column: 2, scope: !3978, inlinedAt: !4244)
!4247 = !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !4238)
!4248 = !DILocation(line: 515, column: 30, scope: !3703, inlinedAt: !4095)
!4249 = !DILocation(line: 516, column: 31, scope: !3703, inlinedAt: !4095)
!4250 = !DILocation(line: 517, column: 53, scope: !3703, inlinedAt: !4095)
!4251 = !DILocation(line: 517, column: 39, scope: !3703, inlinedAt: !4095)
!4252 = !DILocation(line: 95, column: 2, scope: !3993, inlinedAt: !4253)
!4253 = distinct !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !4254)
!4254 = distinct !DILocation(line: 92, column: 13, scope: !3559)
!4255 = !DILocation(line: 373, column: 9, scope: !4051, inlinedAt: !4059)
!4256 = !DILocation(line: 0, scope: !3883, inlinedAt: !4254)
!4257 = !DILocation(line: 0, scope: !3671, inlinedAt: !4258)
!4258 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !4254)
!4259 = !DILocation(line: 0, scope: !3677, inlinedAt: !4260)
!4260 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4258)
!4261 = !DILocation(line: 0, scope: !3685, inlinedAt: !4262)
!4262 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4260)
!4263 = !DILocation(line: 0, scope: !3690, inlinedAt: !4264)
!4264 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4262)
!4265 = !DILocation(line: 0, scope: !3695, inlinedAt: !4266)
!4266 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4264)
!4267 = !DILocation(line: 0, scope: !3882, inlinedAt: !4254)
!4268 = !DILocation(line: 0, scope: !3993, inlinedAt: !4253)
!4269 = !DILocation(line: 92, column: 13, scope: !3559)
!4270 = !DILocalVariable(name: "__args", arg: 1, scope: !4271, file: !82, line: 1064, type: !3551)
!4271 = distinct !DISubprogram(name: "make_unique<Square, double &>", linkageName: "_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !4272, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4278, retainedNodes: !4277)
!4272 = !DISubroutineType(types: !4273)
!4273 = !{!4274, !3551}
!4274 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Square>", scope: !3548, file: !82, line: 1046, baseType: !4275)
!4275 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !4276, file: !82, line: 1035, baseType: !1698)
!4276 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Square>", scope: !3548, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1743, identifier: "_ZTSNSt8__detail9_MakeUniqI6SquareEE")
!4277 = !{!4270}
!4278 = !{!1744, !3554}
!4279 = !DILocation(line: 0, scope: !4271, inlinedAt: !4280)
!4280 = distinct !DILocation(line: 93, column: 30, scope: !3559)
!4281 = !DILocation(line: 1065, column: 30, scope: !4271, inlinedAt: !4280)
!4282 = !DILocalVariable(name: "this", arg: 1, scope: !4283, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!4283 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !1731, file: !8, line: 48, type: !1735, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1734, retainedNodes: !4284)
!4284 = !{!4282, !4285}
!4285 = !DILocalVariable(name: "s", arg: 2, scope: !4283, file: !8, line: 48, type: !130)
!4286 = !DILocation(line: 0, scope: !4283, inlinedAt: !4287)
!4287 = distinct !DILocation(line: 1065, column: 34, scope: !4271, inlinedAt: !4280)
!4288 = !DILocation(line: 0, scope: !4035, inlinedAt: !4289)
!4289 = distinct !DILocation(line: 48, column: 31, scope: !4283, inlinedAt: !4287)
!4290 = !DILocation(line: 35, column: 41, scope: !4035, inlinedAt: !4289)
!4291 = !DILocation(line: 35, column: 30, scope: !4035, inlinedAt: !4289)
!4292 = !{!4293}
!4293 = distinct !{!4293, !4294, !"_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!4294 = distinct !{!4294, !"_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!4295 = !DILocation(line: 35, column: 36, scope: !4035, inlinedAt: !4289)
!4296 = !DILocation(line: 48, column: 42, scope: !4283, inlinedAt: !4287)
!4297 = !DILocalVariable(name: "this", arg: 1, scope: !4298, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!4298 = distinct !DISubprogram(name: "unique_ptr<Square, std::default_delete<Square>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I6SquareS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !4299, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4302, declaration: !4301, retainedNodes: !4303)
!4299 = !DISubroutineType(types: !4300)
!4300 = !{null, !400, !1971}
!4301 = !DISubprogram(name: "unique_ptr<Square, std::default_delete<Square>, void>", scope: !81, file: !82, line: 372, type: !4299, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4302)
!4302 = !{!1923, !1924, !3581}
!4303 = !{!4297, !4304}
!4304 = !DILocalVariable(name: "__u", arg: 2, scope: !4298, file: !82, line: 372, type: !1971)
!4305 = !DILocation(line: 0, scope: !4298, inlinedAt: !4306)
!4306 = distinct !DILocation(line: 93, column: 30, scope: !3559)
!4307 = !DILocation(line: 0, scope: !3587, inlinedAt: !4308)
!4308 = distinct !DILocation(line: 93, column: 20, scope: !3559)
!4309 = !DILocation(line: 0, scope: !3593, inlinedAt: !4310)
!4310 = distinct !DILocation(line: 1294, column: 9, scope: !3587, inlinedAt: !4308)
!4311 = !DILocation(line: 114, column: 47, scope: !3606, inlinedAt: !4310)
!4312 = !DILocation(line: 114, column: 30, scope: !3606, inlinedAt: !4310)
!4313 = !DILocation(line: 114, column: 6, scope: !3593, inlinedAt: !4310)
!4314 = !DILocation(line: 0, scope: !3612, inlinedAt: !4315)
!4315 = distinct !DILocation(line: 117, column: 6, scope: !3623, inlinedAt: !4310)
!4316 = !DILocation(line: 0, scope: !3625, inlinedAt: !4317)
!4317 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4315)
!4318 = !DILocation(line: 0, scope: !3636, inlinedAt: !4319)
!4319 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4317)
!4320 = !DILocation(line: 0, scope: !3642, inlinedAt: !4321)
!4321 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4319)
!4322 = !DILocation(line: 0, scope: !3649, inlinedAt: !4323)
!4323 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4321)
!4324 = !DILocation(line: 0, scope: !3656, inlinedAt: !4325)
!4325 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4323)
!4326 = !DILocation(line: 0, scope: !3663, inlinedAt: !4327)
!4327 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4325)
!4328 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4327)
!4329 = !DILocation(line: 0, scope: !3671, inlinedAt: !4330)
!4330 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4323)
!4331 = !DILocation(line: 0, scope: !3677, inlinedAt: !4332)
!4332 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4330)
!4333 = !DILocation(line: 0, scope: !3685, inlinedAt: !4334)
!4334 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4332)
!4335 = !DILocation(line: 0, scope: !3690, inlinedAt: !4336)
!4336 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4334)
!4337 = !DILocation(line: 0, scope: !3695, inlinedAt: !4338)
!4338 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4336)
!4339 = !DILocation(line: 119, column: 6, scope: !3623, inlinedAt: !4310)
!4340 = !DILocation(line: 121, column: 4, scope: !3623, inlinedAt: !4310)
!4341 = !DILocation(line: 0, scope: !3703, inlinedAt: !4342)
!4342 = distinct !DILocation(line: 123, column: 4, scope: !3606, inlinedAt: !4310)
!4343 = !DILocation(line: 0, scope: !3720, inlinedAt: !4344)
!4344 = distinct !DILocation(line: 449, column: 2, scope: !3703, inlinedAt: !4342)
!4345 = !DILocation(line: 0, scope: !3728, inlinedAt: !4346)
!4346 = distinct !DILocation(line: 1893, column: 19, scope: !3732, inlinedAt: !4344)
!4347 = !DILocation(line: 988, column: 66, scope: !3728, inlinedAt: !4346)
!4348 = !DILocation(line: 988, column: 50, scope: !3728, inlinedAt: !4346)
!4349 = !DILocation(line: 1893, column: 26, scope: !3732, inlinedAt: !4344)
!4350 = !DILocation(line: 1893, column: 6, scope: !3720, inlinedAt: !4344)
!4351 = !DILocation(line: 1894, column: 4, scope: !3732, inlinedAt: !4344)
!4352 = !DILocation(line: 0, scope: !3728, inlinedAt: !4353)
!4353 = distinct !DILocation(line: 1896, column: 26, scope: !3720, inlinedAt: !4344)
!4354 = !DILocation(line: 0, scope: !3728, inlinedAt: !4355)
!4355 = distinct !DILocation(line: 1896, column: 46, scope: !3720, inlinedAt: !4344)
!4356 = !DILocation(line: 0, scope: !3744, inlinedAt: !4357)
!4357 = distinct !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !4344)
!4358 = !DILocation(line: 259, column: 15, scope: !3757, inlinedAt: !4357)
!4359 = !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !4344)
!4360 = !DILocation(line: 1896, column: 33, scope: !3720, inlinedAt: !4344)
!4361 = !DILocation(line: 0, scope: !3728, inlinedAt: !4362)
!4362 = distinct !DILocation(line: 1897, column: 18, scope: !3720, inlinedAt: !4344)
!4363 = !DILocation(line: 1897, column: 16, scope: !3720, inlinedAt: !4344)
!4364 = !DILocation(line: 1897, column: 25, scope: !3720, inlinedAt: !4344)
!4365 = !DILocation(line: 0, scope: !3765, inlinedAt: !4366)
!4366 = distinct !DILocation(line: 453, column: 33, scope: !3703, inlinedAt: !4342)
!4367 = !DILocation(line: 378, column: 13, scope: !3765, inlinedAt: !4366)
!4368 = !DILocation(line: 378, column: 9, scope: !3765, inlinedAt: !4366)
!4369 = !DILocation(line: 0, scope: !3773, inlinedAt: !4370)
!4370 = distinct !DILocation(line: 378, column: 20, scope: !3765, inlinedAt: !4366)
!4371 = !DILocation(line: 0, scope: !3779, inlinedAt: !4372)
!4372 = distinct !DILocation(line: 464, column: 20, scope: !3773, inlinedAt: !4370)
!4373 = !DILocation(line: 137, column: 53, scope: !3779, inlinedAt: !4372)
!4374 = !DILocation(line: 137, column: 27, scope: !3779, inlinedAt: !4372)
!4375 = !DILocation(line: 137, column: 9, scope: !3779, inlinedAt: !4372)
!4376 = !DILocation(line: 463, column: 20, scope: !3789, inlinedAt: !4342)
!4377 = !DILocation(line: 0, scope: !3612, inlinedAt: !4378)
!4378 = distinct !DILocation(line: 462, column: 4, scope: !3789, inlinedAt: !4342)
!4379 = !DILocation(line: 0, scope: !3625, inlinedAt: !4380)
!4380 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4378)
!4381 = !DILocation(line: 0, scope: !3636, inlinedAt: !4382)
!4382 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4380)
!4383 = !DILocation(line: 0, scope: !3642, inlinedAt: !4384)
!4384 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4382)
!4385 = !DILocation(line: 0, scope: !3649, inlinedAt: !4386)
!4386 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4384)
!4387 = !DILocation(line: 0, scope: !3656, inlinedAt: !4388)
!4388 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4386)
!4389 = !DILocation(line: 0, scope: !3663, inlinedAt: !4390)
!4390 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4388)
!4391 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4390)
!4392 = !DILocation(line: 0, scope: !3671, inlinedAt: !4393)
!4393 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4386)
!4394 = !DILocation(line: 0, scope: !3677, inlinedAt: !4395)
!4395 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4393)
!4396 = !DILocation(line: 0, scope: !3685, inlinedAt: !4397)
!4397 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4395)
!4398 = !DILocation(line: 0, scope: !3690, inlinedAt: !4399)
!4399 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4397)
!4400 = !DILocation(line: 0, scope: !3695, inlinedAt: !4401)
!4401 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4399)
!4402 = !DILocation(line: 0, scope: !1355, inlinedAt: !4403)
!4403 = distinct !DILocation(line: 474, column: 23, scope: !3817, inlinedAt: !4342)
!4404 = !DILocation(line: 0, scope: !3820, inlinedAt: !4405)
!4405 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !4403)
!4406 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !4405)
!4407 = !DILocation(line: 0, scope: !3830, inlinedAt: !4408)
!4408 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !4405)
!4409 = !DILocation(line: 0, scope: !3845, inlinedAt: !4410)
!4410 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !4408)
!4411 = !DILocation(line: 1091, column: 22, scope: !3854, inlinedAt: !4410)
!4412 = !DILocation(line: 1091, column: 7, scope: !3855, inlinedAt: !4410)
!4413 = !{!4414}
!4414 = distinct !{!4414, !4415, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!4415 = distinct !{!4415, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!4416 = !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !4410)
!4417 = !{!4418}
!4418 = distinct !{!4418, !4415, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!4419 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4420)
!4420 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4421)
!4421 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4422)
!4422 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4423)
!4423 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4424)
!4424 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4425)
!4425 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4426)
!4426 = distinct !DILocation(line: 1064, column: 7, scope: !3871, inlinedAt: !4427)
!4427 = distinct !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !4410)
!4428 = !DILocation(line: 397, column: 8, scope: !3882, inlinedAt: !4429)
!4429 = distinct !DILocation(line: 181, column: 10, scope: !3888, inlinedAt: !4430)
!4430 = distinct !DILocation(line: 535, column: 8, scope: !3897, inlinedAt: !4431)
!4431 = distinct !DILocation(line: 1065, column: 7, scope: !3871, inlinedAt: !4427)
!4432 = !{!4433}
!4433 = distinct !{!4433, !4415, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0:It1"}
!4434 = !{!4435}
!4435 = distinct !{!4435, !4415, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1:It1"}
!4436 = distinct !{!4436, !4412, !4437, !3911, !3912}
!4437 = !DILocation(line: 1093, column: 41, scope: !3855, inlinedAt: !4410)
!4438 = !DILocation(line: 0, scope: !3871, inlinedAt: !4427)
!4439 = !DILocation(line: 0, scope: !3612, inlinedAt: !4426)
!4440 = !DILocation(line: 0, scope: !3625, inlinedAt: !4425)
!4441 = !DILocation(line: 0, scope: !3636, inlinedAt: !4424)
!4442 = !DILocation(line: 0, scope: !3642, inlinedAt: !4423)
!4443 = !DILocation(line: 0, scope: !3649, inlinedAt: !4422)
!4444 = !DILocation(line: 0, scope: !3656, inlinedAt: !4421)
!4445 = !DILocation(line: 0, scope: !3663, inlinedAt: !4420)
!4446 = !DILocation(line: 0, scope: !3671, inlinedAt: !4447)
!4447 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4422)
!4448 = !DILocation(line: 0, scope: !3677, inlinedAt: !4449)
!4449 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4447)
!4450 = !DILocation(line: 0, scope: !3685, inlinedAt: !4451)
!4451 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4449)
!4452 = !DILocation(line: 0, scope: !3690, inlinedAt: !4453)
!4453 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4451)
!4454 = !DILocation(line: 0, scope: !3695, inlinedAt: !4455)
!4455 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4453)
!4456 = !DILocation(line: 233, column: 54, scope: !3695, inlinedAt: !4455)
!4457 = !DILocation(line: 0, scope: !3897, inlinedAt: !4431)
!4458 = !DILocation(line: 0, scope: !3888, inlinedAt: !4430)
!4459 = !DILocation(line: 0, scope: !3883, inlinedAt: !4429)
!4460 = !DILocation(line: 0, scope: !3671, inlinedAt: !4461)
!4461 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !4429)
!4462 = !DILocation(line: 0, scope: !3677, inlinedAt: !4463)
!4463 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4461)
!4464 = !DILocation(line: 0, scope: !3685, inlinedAt: !4465)
!4465 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4463)
!4466 = !DILocation(line: 0, scope: !3690, inlinedAt: !4467)
!4467 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4465)
!4468 = !DILocation(line: 0, scope: !3695, inlinedAt: !4469)
!4469 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4467)
!4470 = !DILocation(line: 0, scope: !3882, inlinedAt: !4429)
!4471 = !DILocation(line: 1091, column: 33, scope: !3854, inlinedAt: !4410)
!4472 = !DILocation(line: 1091, column: 50, scope: !3854, inlinedAt: !4410)
!4473 = distinct !{!4473, !4412, !4437, !3911, !3949, !3912}
!4474 = !DILocation(line: 477, column: 8, scope: !3817, inlinedAt: !4342)
!4475 = !DILocation(line: 0, scope: !1355, inlinedAt: !4476)
!4476 = distinct !DILocation(line: 479, column: 23, scope: !3817, inlinedAt: !4342)
!4477 = !DILocation(line: 0, scope: !3820, inlinedAt: !4478)
!4478 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !4476)
!4479 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !4478)
!4480 = !DILocation(line: 0, scope: !3830, inlinedAt: !4481)
!4481 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !4478)
!4482 = !DILocation(line: 0, scope: !3845, inlinedAt: !4483)
!4483 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !4481)
!4484 = !DILocation(line: 0, scope: !3961, inlinedAt: !4485)
!4485 = distinct !DILocation(line: 513, column: 7, scope: !3703, inlinedAt: !4342)
!4486 = !DILocation(line: 386, column: 6, scope: !3968, inlinedAt: !4485)
!4487 = !DILocation(line: 386, column: 6, scope: !3961, inlinedAt: !4485)
!4488 = !DILocation(line: 0, scope: !3971, inlinedAt: !4489)
!4489 = distinct !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !4485)
!4490 = !DILocation(line: 0, scope: !3978, inlinedAt: !4491)
!4491 = distinct !DILocation(line: 496, column: 13, scope: !3971, inlinedAt: !4489)
!4492 = !DILocation(line: 158, column: 27, scope: !3978, inlinedAt: !4491)
!4493 = !DILocation(line: 158, column: 2, scope: !3978, inlinedAt: !4491)
!4494 = !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !4485)
!4495 = !DILocation(line: 515, column: 30, scope: !3703, inlinedAt: !4342)
!4496 = !DILocation(line: 516, column: 31, scope: !3703, inlinedAt: !4342)
!4497 = !DILocation(line: 517, column: 53, scope: !3703, inlinedAt: !4342)
!4498 = !DILocation(line: 517, column: 39, scope: !3703, inlinedAt: !4342)
!4499 = !DILocation(line: 95, column: 2, scope: !3993, inlinedAt: !4500)
!4500 = distinct !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !4501)
!4501 = distinct !DILocation(line: 93, column: 13, scope: !3559)
!4502 = !DILocation(line: 373, column: 9, scope: !4298, inlinedAt: !4306)
!4503 = !DILocation(line: 0, scope: !3883, inlinedAt: !4501)
!4504 = !DILocation(line: 0, scope: !3671, inlinedAt: !4505)
!4505 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !4501)
!4506 = !DILocation(line: 0, scope: !3677, inlinedAt: !4507)
!4507 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4505)
!4508 = !DILocation(line: 0, scope: !3685, inlinedAt: !4509)
!4509 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4507)
!4510 = !DILocation(line: 0, scope: !3690, inlinedAt: !4511)
!4511 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4509)
!4512 = !DILocation(line: 0, scope: !3695, inlinedAt: !4513)
!4513 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4511)
!4514 = !DILocation(line: 0, scope: !3882, inlinedAt: !4501)
!4515 = !DILocation(line: 0, scope: !3993, inlinedAt: !4500)
!4516 = !DILocation(line: 93, column: 13, scope: !3559)
!4517 = !DILocalVariable(name: "__args", arg: 1, scope: !4518, file: !82, line: 1064, type: !4023)
!4518 = distinct !DISubprogram(name: "make_unique<Triangle, double, double, double>", linkageName: "_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !4519, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4527, retainedNodes: !4524)
!4519 = !DISubroutineType(types: !4520)
!4520 = !{!4521, !4023, !4023, !4023}
!4521 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Triangle>", scope: !3548, file: !82, line: 1046, baseType: !4522)
!4522 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !4523, file: !82, line: 1035, baseType: !2025)
!4523 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Triangle>", scope: !3548, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !2077, identifier: "_ZTSNSt8__detail9_MakeUniqI8TriangleEE")
!4524 = !{!4517, !4525, !4526}
!4525 = !DILocalVariable(name: "__args", arg: 2, scope: !4518, file: !82, line: 1064, type: !4023)
!4526 = !DILocalVariable(name: "__args", arg: 3, scope: !4518, file: !82, line: 1064, type: !4023)
!4527 = !{!2078, !4528}
!4528 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !4529)
!4529 = !{!4029, !4029, !4029}
!4530 = !DILocation(line: 0, scope: !4518, inlinedAt: !4531)
!4531 = distinct !DILocation(line: 94, column: 31, scope: !3559)
!4532 = !DILocation(line: 1065, column: 30, scope: !4518, inlinedAt: !4531)
!4533 = !DILocation(line: 94, column: 74, scope: !3559)
!4534 = !DILocation(line: 94, column: 60, scope: !3559)
!4535 = !DILocalVariable(name: "this", arg: 1, scope: !4536, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!4536 = distinct !DISubprogram(name: "Triangle", linkageName: "_ZN8TriangleC2Eddd", scope: !2058, file: !8, line: 56, type: !2065, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2064, retainedNodes: !4537)
!4537 = !{!4535, !4538, !4539, !4540}
!4538 = !DILocalVariable(name: "a", arg: 2, scope: !4536, file: !8, line: 56, type: !130)
!4539 = !DILocalVariable(name: "b", arg: 3, scope: !4536, file: !8, line: 56, type: !130)
!4540 = !DILocalVariable(name: "c", arg: 4, scope: !4536, file: !8, line: 56, type: !130)
!4541 = !DILocation(line: 0, scope: !4536, inlinedAt: !4542)
!4542 = distinct !DILocation(line: 1065, column: 34, scope: !4518, inlinedAt: !4531)
!4543 = !DILocation(line: 56, column: 61, scope: !4536, inlinedAt: !4542)
!4544 = !{!4545}
!4545 = distinct !{!4545, !4546, !"_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!4546 = distinct !{!4546, !"_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!4547 = !DILocation(line: 56, column: 44, scope: !4536, inlinedAt: !4542)
!4548 = !{!3574, !3574, i64 0}
!4549 = !DILocation(line: 56, column: 56, scope: !4536, inlinedAt: !4542)
!4550 = !{!4551, !3574, i64 24}
!4551 = !{!"_ZTS8Triangle", !3574, i64 8, !3574, i64 16, !3574, i64 24}
!4552 = !DILocalVariable(name: "this", arg: 1, scope: !4553, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!4553 = distinct !DISubprogram(name: "unique_ptr<Triangle, std::default_delete<Triangle>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I8TriangleS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !4554, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4557, declaration: !4556, retainedNodes: !4558)
!4554 = !DISubroutineType(types: !4555)
!4555 = !{null, !400, !2305}
!4556 = !DISubprogram(name: "unique_ptr<Triangle, std::default_delete<Triangle>, void>", scope: !81, file: !82, line: 372, type: !4554, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4557)
!4557 = !{!2257, !2258, !3581}
!4558 = !{!4552, !4559}
!4559 = !DILocalVariable(name: "__u", arg: 2, scope: !4553, file: !82, line: 372, type: !2305)
!4560 = !DILocation(line: 0, scope: !4553, inlinedAt: !4561)
!4561 = distinct !DILocation(line: 94, column: 31, scope: !3559)
!4562 = !DILocation(line: 0, scope: !3587, inlinedAt: !4563)
!4563 = distinct !DILocation(line: 94, column: 21, scope: !3559)
!4564 = !DILocation(line: 0, scope: !3593, inlinedAt: !4565)
!4565 = distinct !DILocation(line: 1294, column: 9, scope: !3587, inlinedAt: !4563)
!4566 = !DILocation(line: 114, column: 47, scope: !3606, inlinedAt: !4565)
!4567 = !DILocation(line: 114, column: 30, scope: !3606, inlinedAt: !4565)
!4568 = !DILocation(line: 114, column: 6, scope: !3593, inlinedAt: !4565)
!4569 = !DILocation(line: 0, scope: !3612, inlinedAt: !4570)
!4570 = distinct !DILocation(line: 117, column: 6, scope: !3623, inlinedAt: !4565)
!4571 = !DILocation(line: 0, scope: !3625, inlinedAt: !4572)
!4572 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4570)
!4573 = !DILocation(line: 0, scope: !3636, inlinedAt: !4574)
!4574 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4572)
!4575 = !DILocation(line: 0, scope: !3642, inlinedAt: !4576)
!4576 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4574)
!4577 = !DILocation(line: 0, scope: !3649, inlinedAt: !4578)
!4578 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4576)
!4579 = !DILocation(line: 0, scope: !3656, inlinedAt: !4580)
!4580 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4578)
!4581 = !DILocation(line: 0, scope: !3663, inlinedAt: !4582)
!4582 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4580)
!4583 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4582)
!4584 = !DILocation(line: 0, scope: !3671, inlinedAt: !4585)
!4585 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4578)
!4586 = !DILocation(line: 0, scope: !3677, inlinedAt: !4587)
!4587 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4585)
!4588 = !DILocation(line: 0, scope: !3685, inlinedAt: !4589)
!4589 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4587)
!4590 = !DILocation(line: 0, scope: !3690, inlinedAt: !4591)
!4591 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4589)
!4592 = !DILocation(line: 0, scope: !3695, inlinedAt: !4593)
!4593 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4591)
!4594 = !DILocation(line: 119, column: 6, scope: !3623, inlinedAt: !4565)
!4595 = !DILocation(line: 121, column: 4, scope: !3623, inlinedAt: !4565)
!4596 = !DILocation(line: 0, scope: !3703, inlinedAt: !4597)
!4597 = distinct !DILocation(line: 123, column: 4, scope: !3606, inlinedAt: !4565)
!4598 = !DILocation(line: 0, scope: !3720, inlinedAt: !4599)
!4599 = distinct !DILocation(line: 449, column: 2, scope: !3703, inlinedAt: !4597)
!4600 = !DILocation(line: 0, scope: !3728, inlinedAt: !4601)
!4601 = distinct !DILocation(line: 1893, column: 19, scope: !3732, inlinedAt: !4599)
!4602 = !DILocation(line: 988, column: 66, scope: !3728, inlinedAt: !4601)
!4603 = !DILocation(line: 988, column: 50, scope: !3728, inlinedAt: !4601)
!4604 = !DILocation(line: 1893, column: 26, scope: !3732, inlinedAt: !4599)
!4605 = !DILocation(line: 1893, column: 6, scope: !3720, inlinedAt: !4599)
!4606 = !DILocation(line: 1894, column: 4, scope: !3732, inlinedAt: !4599)
!4607 = !DILocation(line: 0, scope: !3728, inlinedAt: !4608)
!4608 = distinct !DILocation(line: 1896, column: 26, scope: !3720, inlinedAt: !4599)
!4609 = !DILocation(line: 0, scope: !3728, inlinedAt: !4610)
!4610 = distinct !DILocation(line: 1896, column: 46, scope: !3720, inlinedAt: !4599)
!4611 = !DILocation(line: 0, scope: !3744, inlinedAt: !4612)
!4612 = distinct !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !4599)
!4613 = !DILocation(line: 259, column: 15, scope: !3757, inlinedAt: !4612)
!4614 = !DILocation(line: 1896, column: 35, scope: !3720, inlinedAt: !4599)
!4615 = !DILocation(line: 1896, column: 33, scope: !3720, inlinedAt: !4599)
!4616 = !DILocation(line: 0, scope: !3728, inlinedAt: !4617)
!4617 = distinct !DILocation(line: 1897, column: 18, scope: !3720, inlinedAt: !4599)
!4618 = !DILocation(line: 1897, column: 16, scope: !3720, inlinedAt: !4599)
!4619 = !DILocation(line: 1897, column: 25, scope: !3720, inlinedAt: !4599)
!4620 = !DILocation(line: 0, scope: !3765, inlinedAt: !4621)
!4621 = distinct !DILocation(line: 453, column: 33, scope: !3703, inlinedAt: !4597)
!4622 = !DILocation(line: 378, column: 13, scope: !3765, inlinedAt: !4621)
!4623 = !DILocation(line: 378, column: 9, scope: !3765, inlinedAt: !4621)
!4624 = !DILocation(line: 0, scope: !3773, inlinedAt: !4625)
!4625 = distinct !DILocation(line: 378, column: 20, scope: !3765, inlinedAt: !4621)
!4626 = !DILocation(line: 0, scope: !3779, inlinedAt: !4627)
!4627 = distinct !DILocation(line: 464, column: 20, scope: !3773, inlinedAt: !4625)
!4628 = !DILocation(line: 137, column: 53, scope: !3779, inlinedAt: !4627)
!4629 = !DILocation(line: 137, column: 27, scope: !3779, inlinedAt: !4627)
!4630 = !DILocation(line: 137, column: 9, scope: !3779, inlinedAt: !4627)
!4631 = !DILocation(line: 463, column: 20, scope: !3789, inlinedAt: !4597)
!4632 = !DILocation(line: 0, scope: !3612, inlinedAt: !4633)
!4633 = distinct !DILocation(line: 462, column: 4, scope: !3789, inlinedAt: !4597)
!4634 = !DILocation(line: 0, scope: !3625, inlinedAt: !4635)
!4635 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4633)
!4636 = !DILocation(line: 0, scope: !3636, inlinedAt: !4637)
!4637 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4635)
!4638 = !DILocation(line: 0, scope: !3642, inlinedAt: !4639)
!4639 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4637)
!4640 = !DILocation(line: 0, scope: !3649, inlinedAt: !4641)
!4641 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4639)
!4642 = !DILocation(line: 0, scope: !3656, inlinedAt: !4643)
!4643 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4641)
!4644 = !DILocation(line: 0, scope: !3663, inlinedAt: !4645)
!4645 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4643)
!4646 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4645)
!4647 = !DILocation(line: 0, scope: !3671, inlinedAt: !4648)
!4648 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4641)
!4649 = !DILocation(line: 0, scope: !3677, inlinedAt: !4650)
!4650 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4648)
!4651 = !DILocation(line: 0, scope: !3685, inlinedAt: !4652)
!4652 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4650)
!4653 = !DILocation(line: 0, scope: !3690, inlinedAt: !4654)
!4654 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4652)
!4655 = !DILocation(line: 0, scope: !3695, inlinedAt: !4656)
!4656 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4654)
!4657 = !DILocation(line: 0, scope: !1355, inlinedAt: !4658)
!4658 = distinct !DILocation(line: 474, column: 23, scope: !3817, inlinedAt: !4597)
!4659 = !DILocation(line: 0, scope: !3820, inlinedAt: !4660)
!4660 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !4658)
!4661 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !4660)
!4662 = !DILocation(line: 0, scope: !3830, inlinedAt: !4663)
!4663 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !4660)
!4664 = !DILocation(line: 0, scope: !3845, inlinedAt: !4665)
!4665 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !4663)
!4666 = !DILocation(line: 1091, column: 22, scope: !3854, inlinedAt: !4665)
!4667 = !DILocation(line: 1091, column: 7, scope: !3855, inlinedAt: !4665)
!4668 = !{!4669}
!4669 = distinct !{!4669, !4670, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!4670 = distinct !{!4670, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!4671 = !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !4665)
!4672 = !{!4673}
!4673 = distinct !{!4673, !4670, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!4674 = !DILocation(line: 301, column: 7, scope: !3663, inlinedAt: !4675)
!4675 = distinct !DILocation(line: 1090, column: 17, scope: !3656, inlinedAt: !4676)
!4676 = distinct !DILocation(line: 177, column: 9, scope: !3649, inlinedAt: !4677)
!4677 = distinct !DILocation(line: 234, column: 7, scope: !3642, inlinedAt: !4678)
!4678 = distinct !DILocation(line: 358, column: 7, scope: !3636, inlinedAt: !4679)
!4679 = distinct !DILocation(line: 175, column: 23, scope: !3625, inlinedAt: !4680)
!4680 = distinct !DILocation(line: 516, column: 8, scope: !3612, inlinedAt: !4681)
!4681 = distinct !DILocation(line: 1064, column: 7, scope: !3871, inlinedAt: !4682)
!4682 = distinct !DILocation(line: 1092, column: 2, scope: !3854, inlinedAt: !4665)
!4683 = !DILocation(line: 397, column: 8, scope: !3882, inlinedAt: !4684)
!4684 = distinct !DILocation(line: 181, column: 10, scope: !3888, inlinedAt: !4685)
!4685 = distinct !DILocation(line: 535, column: 8, scope: !3897, inlinedAt: !4686)
!4686 = distinct !DILocation(line: 1065, column: 7, scope: !3871, inlinedAt: !4682)
!4687 = !{!4688}
!4688 = distinct !{!4688, !4670, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0:It1"}
!4689 = !{!4690}
!4690 = distinct !{!4690, !4670, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1:It1"}
!4691 = distinct !{!4691, !4667, !4692, !3911, !3912}
!4692 = !DILocation(line: 1093, column: 41, scope: !3855, inlinedAt: !4665)
!4693 = !DILocation(line: 0, scope: !3871, inlinedAt: !4682)
!4694 = !DILocation(line: 0, scope: !3612, inlinedAt: !4681)
!4695 = !DILocation(line: 0, scope: !3625, inlinedAt: !4680)
!4696 = !DILocation(line: 0, scope: !3636, inlinedAt: !4679)
!4697 = !DILocation(line: 0, scope: !3642, inlinedAt: !4678)
!4698 = !DILocation(line: 0, scope: !3649, inlinedAt: !4677)
!4699 = !DILocation(line: 0, scope: !3656, inlinedAt: !4676)
!4700 = !DILocation(line: 0, scope: !3663, inlinedAt: !4675)
!4701 = !DILocation(line: 0, scope: !3671, inlinedAt: !4702)
!4702 = distinct !DILocation(line: 178, column: 13, scope: !3675, inlinedAt: !4677)
!4703 = !DILocation(line: 0, scope: !3677, inlinedAt: !4704)
!4704 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4702)
!4705 = !DILocation(line: 0, scope: !3685, inlinedAt: !4706)
!4706 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4704)
!4707 = !DILocation(line: 0, scope: !3690, inlinedAt: !4708)
!4708 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4706)
!4709 = !DILocation(line: 0, scope: !3695, inlinedAt: !4710)
!4710 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4708)
!4711 = !DILocation(line: 233, column: 54, scope: !3695, inlinedAt: !4710)
!4712 = !DILocation(line: 0, scope: !3897, inlinedAt: !4686)
!4713 = !DILocation(line: 0, scope: !3888, inlinedAt: !4685)
!4714 = !DILocation(line: 0, scope: !3883, inlinedAt: !4684)
!4715 = !DILocation(line: 0, scope: !3671, inlinedAt: !4716)
!4716 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !4684)
!4717 = !DILocation(line: 0, scope: !3677, inlinedAt: !4718)
!4718 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4716)
!4719 = !DILocation(line: 0, scope: !3685, inlinedAt: !4720)
!4720 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4718)
!4721 = !DILocation(line: 0, scope: !3690, inlinedAt: !4722)
!4722 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4720)
!4723 = !DILocation(line: 0, scope: !3695, inlinedAt: !4724)
!4724 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4722)
!4725 = !DILocation(line: 0, scope: !3882, inlinedAt: !4684)
!4726 = !DILocation(line: 1091, column: 33, scope: !3854, inlinedAt: !4665)
!4727 = !DILocation(line: 1091, column: 50, scope: !3854, inlinedAt: !4665)
!4728 = distinct !{!4728, !4667, !4692, !3911, !3949, !3912}
!4729 = !DILocation(line: 477, column: 8, scope: !3817, inlinedAt: !4597)
!4730 = !DILocation(line: 0, scope: !1355, inlinedAt: !4731)
!4731 = distinct !DILocation(line: 479, column: 23, scope: !3817, inlinedAt: !4597)
!4732 = !DILocation(line: 0, scope: !3820, inlinedAt: !4733)
!4733 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !4731)
!4734 = !DILocation(line: 488, column: 42, scope: !3820, inlinedAt: !4733)
!4735 = !DILocation(line: 0, scope: !3830, inlinedAt: !4736)
!4736 = distinct !DILocation(line: 490, column: 9, scope: !3820, inlinedAt: !4733)
!4737 = !DILocation(line: 0, scope: !3845, inlinedAt: !4738)
!4738 = distinct !DILocation(line: 1133, column: 14, scope: !3830, inlinedAt: !4736)
!4739 = !DILocation(line: 0, scope: !3961, inlinedAt: !4740)
!4740 = distinct !DILocation(line: 513, column: 7, scope: !3703, inlinedAt: !4597)
!4741 = !DILocation(line: 386, column: 6, scope: !3968, inlinedAt: !4740)
!4742 = !DILocation(line: 386, column: 6, scope: !3961, inlinedAt: !4740)
!4743 = !DILocation(line: 0, scope: !3971, inlinedAt: !4744)
!4744 = distinct !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !4740)
!4745 = !DILocation(line: 0, scope: !3978, inlinedAt: !4746)
!4746 = distinct !DILocation(line: 496, column: 13, scope: !3971, inlinedAt: !4744)
!4747 = !DILocation(line: 158, column: 27, scope: !3978, inlinedAt: !4746)
!4748 = !DILocation(line: 158, column: 2, scope: !3978, inlinedAt: !4746)
!4749 = !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !4740)
!4750 = !DILocation(line: 515, column: 30, scope: !3703, inlinedAt: !4597)
!4751 = !DILocation(line: 516, column: 31, scope: !3703, inlinedAt: !4597)
!4752 = !DILocation(line: 517, column: 53, scope: !3703, inlinedAt: !4597)
!4753 = !DILocation(line: 517, column: 39, scope: !3703, inlinedAt: !4597)
!4754 = !DILocation(line: 95, column: 2, scope: !3993, inlinedAt: !4755)
!4755 = distinct !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !4756)
!4756 = distinct !DILocation(line: 94, column: 14, scope: !3559)
!4757 = !DILocation(line: 373, column: 9, scope: !4553, inlinedAt: !4561)
!4758 = !DILocation(line: 0, scope: !3883, inlinedAt: !4756)
!4759 = !DILocation(line: 0, scope: !3671, inlinedAt: !4760)
!4760 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !4756)
!4761 = !DILocation(line: 0, scope: !3677, inlinedAt: !4762)
!4762 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !4760)
!4763 = !DILocation(line: 0, scope: !3685, inlinedAt: !4764)
!4764 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !4762)
!4765 = !DILocation(line: 0, scope: !3690, inlinedAt: !4766)
!4766 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !4764)
!4767 = !DILocation(line: 0, scope: !3695, inlinedAt: !4768)
!4768 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !4766)
!4769 = !DILocation(line: 0, scope: !3882, inlinedAt: !4756)
!4770 = !DILocation(line: 0, scope: !3993, inlinedAt: !4755)
!4771 = !DILocation(line: 94, column: 14, scope: !3559)
!4772 = !DILocation(line: 88, column: 27, scope: !3449)
!4773 = distinct !{!4773, !3492, !4774, !3911}
!4774 = !DILocation(line: 96, column: 3, scope: !3446)
!4775 = !DILocation(line: 98, column: 3, scope: !3437)
!4776 = !DILocation(line: 98, column: 7, scope: !3437)
!4777 = !DILocation(line: 0, scope: !3455)
!4778 = !DILocalVariable(name: "__lhs", arg: 1, scope: !4779, file: !769, line: 1237, type: !4782)
!4779 = distinct !DISubprogram(name: "operator!=<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", linkageName: "_ZN9__gnu_cxxneIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEEbRKNS_17__normal_iteratorIT_T0_EESF_", scope: !12, file: !769, line: 1237, type: !4780, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !824, retainedNodes: !4783)
!4780 = !DISubroutineType(types: !4781)
!4781 = !{!196, !4782, !4782}
!4782 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!4783 = !{!4778, !4784}
!4784 = !DILocalVariable(name: "__rhs", arg: 2, scope: !4779, file: !769, line: 1238, type: !4782)
!4785 = !DILocation(line: 0, scope: !4779, inlinedAt: !4786)
!4786 = distinct !DILocation(line: 100, column: 16, scope: !3455)
!4787 = !DILocation(line: 100, column: 16, scope: !3455)
!4788 = !DILocation(line: 0, scope: !3312, inlinedAt: !4789)
!4789 = distinct !DILocation(line: 106, column: 18, scope: !3437)
!4790 = !DILocation(line: 0, scope: !3319, inlinedAt: !4789)
!4791 = !DILocation(line: 0, scope: !3327, inlinedAt: !4792)
!4792 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4789)
!4793 = !DILocation(line: 0, scope: !3334, inlinedAt: !4794)
!4794 = distinct !DILocation(line: 879, column: 16, scope: !3327, inlinedAt: !4792)
!4795 = !DILocation(line: 0, scope: !3334, inlinedAt: !4796)
!4796 = distinct !DILocation(line: 899, column: 16, scope: !3346, inlinedAt: !4797)
!4797 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4789)
!4798 = !DILocation(line: 0, scope: !3355, inlinedAt: !4799)
!4799 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4789)
!4800 = !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4789)
!4801 = !DILocation(line: 0, scope: !3323, inlinedAt: !4789)
!4802 = !DILocation(line: 0, scope: !3368, inlinedAt: !4803)
!4803 = distinct !DILocation(line: 80, column: 10, scope: !3323, inlinedAt: !4789)
!4804 = !DILocation(line: 0, scope: !3373, inlinedAt: !4805)
!4805 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4803)
!4806 = !DILocation(line: 0, scope: !3378, inlinedAt: !4807)
!4807 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4805)
!4808 = !DILocation(line: 0, scope: !3384, inlinedAt: !4809)
!4809 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4807)
!4810 = !DILocation(line: 0, scope: !3406, inlinedAt: !4811)
!4811 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4809)
!4812 = !DILocation(line: 0, scope: !3413, inlinedAt: !4813)
!4813 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4811)
!4814 = !DILocation(line: 0, scope: !3418, inlinedAt: !4815)
!4815 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4813)
!4816 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !4815)
!4817 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4807)
!4818 = !DILocation(line: 80, column: 13, scope: !3323, inlinedAt: !4789)
!4819 = !DILocation(line: 80, column: 7, scope: !3323, inlinedAt: !4789)
!4820 = !DILocation(line: 0, scope: !3429, inlinedAt: !4821)
!4821 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4789)
!4822 = !DILocation(line: 1107, column: 2, scope: !3429, inlinedAt: !4821)
!4823 = !DILocation(line: 1240, column: 27, scope: !3355, inlinedAt: !4799)
!4824 = distinct !{!4824, !4825, !4826}
!4825 = !DILocation(line: 79, column: 3, scope: !3319, inlinedAt: !4789)
!4826 = !DILocation(line: 80, column: 18, scope: !3319, inlinedAt: !4789)
!4827 = !DILocation(line: 112, column: 1, scope: !3437)
!4828 = !DILocation(line: 0, scope: !3459)
!4829 = !DILocation(line: 0, scope: !3368, inlinedAt: !4830)
!4830 = distinct !DILocation(line: 101, column: 12, scope: !4831)
!4831 = distinct !DILexicalBlock(scope: !3459, file: !8, line: 100, column: 26)
!4832 = !DILocation(line: 0, scope: !3373, inlinedAt: !4833)
!4833 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4830)
!4834 = !DILocation(line: 0, scope: !3378, inlinedAt: !4835)
!4835 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4833)
!4836 = !DILocation(line: 0, scope: !3384, inlinedAt: !4837)
!4837 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4835)
!4838 = !DILocation(line: 0, scope: !3406, inlinedAt: !4839)
!4839 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4837)
!4840 = !DILocation(line: 0, scope: !3413, inlinedAt: !4841)
!4841 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4839)
!4842 = !DILocation(line: 0, scope: !3418, inlinedAt: !4843)
!4843 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4841)
!4844 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !4843)
!4845 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4835)
!4846 = !DILocation(line: 101, column: 15, scope: !4831)
!4847 = !DILocation(line: 101, column: 5, scope: !4831)
!4848 = !DILocation(line: 101, column: 22, scope: !4831)
!4849 = !{!4850, !4850, i64 0}
!4850 = !{!"int", !3343, i64 0}
!4851 = !DILocation(line: 0, scope: !3368, inlinedAt: !4852)
!4852 = distinct !DILocation(line: 102, column: 9, scope: !4853)
!4853 = distinct !DILexicalBlock(scope: !4831, file: !8, line: 102, column: 9)
!4854 = !DILocation(line: 0, scope: !3373, inlinedAt: !4855)
!4855 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4852)
!4856 = !DILocation(line: 0, scope: !3378, inlinedAt: !4857)
!4857 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4855)
!4858 = !DILocation(line: 0, scope: !3384, inlinedAt: !4859)
!4859 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4857)
!4860 = !DILocation(line: 0, scope: !3406, inlinedAt: !4861)
!4861 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4859)
!4862 = !DILocation(line: 0, scope: !3413, inlinedAt: !4863)
!4863 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4861)
!4864 = !DILocation(line: 0, scope: !3418, inlinedAt: !4865)
!4865 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4863)
!4866 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4857)
!4867 = !DILocation(line: 102, column: 12, scope: !4853)
!4868 = !DILocation(line: 102, column: 24, scope: !4853)
!4869 = !DILocation(line: 102, column: 9, scope: !4831)
!4870 = !DILocation(line: 0, scope: !3368, inlinedAt: !4871)
!4871 = distinct !DILocation(line: 103, column: 7, scope: !4853)
!4872 = !DILocation(line: 0, scope: !3373, inlinedAt: !4873)
!4873 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4871)
!4874 = !DILocation(line: 0, scope: !3378, inlinedAt: !4875)
!4875 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4873)
!4876 = !DILocation(line: 0, scope: !3384, inlinedAt: !4877)
!4877 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4875)
!4878 = !DILocation(line: 0, scope: !3406, inlinedAt: !4879)
!4879 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4877)
!4880 = !DILocation(line: 0, scope: !3413, inlinedAt: !4881)
!4881 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4879)
!4882 = !DILocation(line: 0, scope: !3418, inlinedAt: !4883)
!4883 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4881)
!4884 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4875)
!4885 = !DILocation(line: 103, column: 10, scope: !4853)
!4886 = !DILocation(line: 112, column: 1, scope: !4831)
!4887 = !DILocation(line: 0, scope: !3368, inlinedAt: !4888)
!4888 = distinct !DILocation(line: 104, column: 12, scope: !4831)
!4889 = !DILocation(line: 0, scope: !3373, inlinedAt: !4890)
!4890 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4888)
!4891 = !DILocation(line: 0, scope: !3378, inlinedAt: !4892)
!4892 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4890)
!4893 = !DILocation(line: 0, scope: !3384, inlinedAt: !4894)
!4894 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4892)
!4895 = !DILocation(line: 0, scope: !3406, inlinedAt: !4896)
!4896 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4894)
!4897 = !DILocation(line: 0, scope: !3413, inlinedAt: !4898)
!4898 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4896)
!4899 = !DILocation(line: 0, scope: !3418, inlinedAt: !4900)
!4900 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4898)
!4901 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4892)
!4902 = !DILocation(line: 104, column: 15, scope: !4831)
!4903 = !DILocation(line: 104, column: 9, scope: !4831)
!4904 = !DILocalVariable(name: "this", arg: 1, scope: !4905, type: !4907, flags: DIFlagArtificial | DIFlagObjectPointer)
!4905 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEv", scope: !768, file: !769, line: 1105, type: !798, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !797, retainedNodes: !4906)
!4906 = !{!4904}
!4907 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !768, size: 64)
!4908 = !DILocation(line: 0, scope: !4905, inlinedAt: !4909)
!4909 = distinct !DILocation(line: 100, column: 16, scope: !3455)
!4910 = !DILocation(line: 1107, column: 2, scope: !4905, inlinedAt: !4909)
!4911 = !DILocation(line: 1240, column: 27, scope: !4779, inlinedAt: !4786)
!4912 = distinct !{!4912, !4913, !4914}
!4913 = !DILocation(line: 100, column: 3, scope: !3455)
!4914 = !DILocation(line: 105, column: 3, scope: !3455)
!4915 = !DILocalVariable(name: "this", arg: 1, scope: !4916, type: !4932, flags: DIFlagArtificial | DIFlagObjectPointer)
!4916 = distinct !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEPFRSt8ios_baseS0_E", scope: !4918, file: !4917, line: 127, type: !4920, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4929, retainedNodes: !4930)
!4917 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ostream", directory: ".")
!4918 = !DICompositeType(tag: DW_TAG_class_type, name: "basic_ostream<char, std::char_traits<char> >", scope: !2, file: !4919, line: 340, size: 2176, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!4919 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/ostream.tcc", directory: ".")
!4920 = !DISubroutineType(types: !4921)
!4921 = !{!4922, !4924, !4925}
!4922 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4923, size: 64)
!4923 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ostream_type", scope: !4918, file: !4917, line: 71, baseType: !4918)
!4924 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4918, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4926, size: 64)
!4926 = !DISubroutineType(types: !4927)
!4927 = !{!4928, !4928}
!4928 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!4929 = !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEPFRSt8ios_baseS0_E", scope: !4918, file: !4917, line: 127, type: !4920, scopeLine: 127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4930 = !{!4915, !4931}
!4931 = !DILocalVariable(name: "__pf", arg: 2, scope: !4916, file: !4917, line: 127, type: !4925)
!4932 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4918, size: 64)
!4933 = !DILocation(line: 0, scope: !4916, inlinedAt: !4934)
!4934 = distinct !DILocation(line: 107, column: 13, scope: !3437)
!4935 = !DILocation(line: 132, column: 7, scope: !4916, inlinedAt: !4934)
!4936 = !DILocalVariable(name: "__base", arg: 1, scope: !4937, file: !5, line: 1080, type: !4928)
!4937 = distinct !DISubprogram(name: "fixed", linkageName: "_ZSt5fixedRSt8ios_base", scope: !2, file: !5, line: 1080, type: !4926, scopeLine: 1081, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4938)
!4938 = !{!4936}
!4939 = !DILocation(line: 0, scope: !4937, inlinedAt: !4940)
!4940 = distinct !DILocation(line: 132, column: 2, scope: !4916, inlinedAt: !4934)
!4941 = !DILocalVariable(name: "this", arg: 1, scope: !4942, type: !4952, flags: DIFlagArtificial | DIFlagObjectPointer)
!4942 = distinct !DISubprogram(name: "setf", linkageName: "_ZNSt8ios_base4setfESt13_Ios_FmtflagsS0_", scope: !6, file: !5, line: 702, type: !4943, scopeLine: 703, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4947, retainedNodes: !4948)
!4943 = !DISubroutineType(types: !4944)
!4944 = !{!4945, !4946, !4945, !4945}
!4945 = !DIDerivedType(tag: DW_TAG_typedef, name: "fmtflags", scope: !6, file: !5, line: 342, baseType: !18)
!4946 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4947 = !DISubprogram(name: "setf", linkageName: "_ZNSt8ios_base4setfESt13_Ios_FmtflagsS0_", scope: !6, file: !5, line: 702, type: !4943, scopeLine: 702, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4948 = !{!4941, !4949, !4950, !4951}
!4949 = !DILocalVariable(name: "__fmtfl", arg: 2, scope: !4942, file: !5, line: 702, type: !4945)
!4950 = !DILocalVariable(name: "__mask", arg: 3, scope: !4942, file: !5, line: 702, type: !4945)
!4951 = !DILocalVariable(name: "__old", scope: !4942, file: !5, line: 704, type: !4945)
!4952 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!4953 = !DILocation(line: 0, scope: !4942, inlinedAt: !4954)
!4954 = distinct !DILocation(line: 1082, column: 12, scope: !4937, inlinedAt: !4940)
!4955 = !DILocation(line: 704, column: 24, scope: !4942, inlinedAt: !4954)
!4956 = !{!4957, !4959, i64 24}
!4957 = !{!"_ZTSSt8ios_base", !4958, i64 8, !4958, i64 16, !4959, i64 24, !4960, i64 28, !4960, i64 32, !3342, i64 40, !4961, i64 48, !3343, i64 64, !4850, i64 192, !3342, i64 200, !4962, i64 208}
!4958 = !{!"long", !3343, i64 0}
!4959 = !{!"_ZTSSt13_Ios_Fmtflags", !3343, i64 0}
!4960 = !{!"_ZTSSt12_Ios_Iostate", !3343, i64 0}
!4961 = !{!"_ZTSNSt8ios_base6_WordsE", !3342, i64 0, !4958, i64 8}
!4962 = !{!"_ZTSSt6locale", !3342, i64 0}
!4963 = !DILocalVariable(name: "__a", arg: 1, scope: !4964, file: !5, line: 103, type: !4969)
!4964 = distinct !DISubprogram(name: "operator&=", linkageName: "_ZStaNRSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 103, type: !4965, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4970)
!4965 = !DISubroutineType(types: !4966)
!4966 = !{!4967, !4969, !18}
!4967 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4968, size: 64)
!4968 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!4969 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!4970 = !{!4963, !4971}
!4971 = !DILocalVariable(name: "__b", arg: 2, scope: !4964, file: !5, line: 103, type: !18)
!4972 = !DILocation(line: 0, scope: !4964, inlinedAt: !4973)
!4973 = distinct !DILocation(line: 705, column: 16, scope: !4942, inlinedAt: !4954)
!4974 = !DILocalVariable(name: "__a", arg: 1, scope: !4975, file: !5, line: 83, type: !18)
!4975 = distinct !DISubprogram(name: "operator&", linkageName: "_ZStanSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 83, type: !4976, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4978)
!4976 = !DISubroutineType(types: !4977)
!4977 = !{!18, !18, !18}
!4978 = !{!4974, !4979}
!4979 = !DILocalVariable(name: "__b", arg: 2, scope: !4975, file: !5, line: 83, type: !18)
!4980 = !DILocation(line: 0, scope: !4975, inlinedAt: !4981)
!4981 = distinct !DILocation(line: 104, column: 22, scope: !4964, inlinedAt: !4973)
!4982 = !DILocation(line: 84, column: 48, scope: !4975, inlinedAt: !4981)
!4983 = !DILocation(line: 0, scope: !4975, inlinedAt: !4984)
!4984 = distinct !DILocation(line: 706, column: 28, scope: !4942, inlinedAt: !4954)
!4985 = !DILocalVariable(name: "__a", arg: 1, scope: !4986, file: !5, line: 99, type: !4969)
!4986 = distinct !DISubprogram(name: "operator|=", linkageName: "_ZStoRRSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 99, type: !4965, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4987)
!4987 = !{!4985, !4988}
!4988 = !DILocalVariable(name: "__b", arg: 2, scope: !4986, file: !5, line: 99, type: !18)
!4989 = !DILocation(line: 0, scope: !4986, inlinedAt: !4990)
!4990 = distinct !DILocation(line: 706, column: 16, scope: !4942, inlinedAt: !4954)
!4991 = !DILocalVariable(name: "__a", arg: 1, scope: !4992, file: !5, line: 87, type: !18)
!4992 = distinct !DISubprogram(name: "operator|", linkageName: "_ZStorSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 87, type: !4976, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4993)
!4993 = !{!4991, !4994}
!4994 = !DILocalVariable(name: "__b", arg: 2, scope: !4992, file: !5, line: 87, type: !18)
!4995 = !DILocation(line: 0, scope: !4992, inlinedAt: !4996)
!4996 = distinct !DILocation(line: 100, column: 22, scope: !4986, inlinedAt: !4990)
!4997 = !DILocation(line: 88, column: 48, scope: !4992, inlinedAt: !4996)
!4998 = !DILocation(line: 100, column: 16, scope: !4986, inlinedAt: !4990)
!4999 = !{!4959, !4959, i64 0}
!5000 = !DILocalVariable(name: "__f", arg: 2, scope: !5001, file: !5002, line: 208, type: !5006)
!5001 = distinct !DISubprogram(name: "operator<<<char, std::char_traits<char> >", linkageName: "_ZStlsIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_St13_Setprecision", scope: !2, file: !5002, line: 208, type: !5003, scopeLine: 209, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5011, retainedNodes: !5009)
!5002 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/iomanip", directory: ".")
!5003 = !DISubroutineType(types: !5004)
!5004 = !{!5005, !5005, !5006}
!5005 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4918, size: 64)
!5006 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Setprecision", scope: !2, file: !5002, line: 185, size: 32, flags: DIFlagTypePassByValue, elements: !5007, identifier: "_ZTSSt13_Setprecision")
!5007 = !{!5008}
!5008 = !DIDerivedType(tag: DW_TAG_member, name: "_M_n", scope: !5006, file: !5002, line: 185, baseType: !19, size: 32)
!5009 = !{!5010, !5000}
!5010 = !DILocalVariable(name: "__os", arg: 1, scope: !5001, file: !5002, line: 208, type: !5005)
!5011 = !{!5012, !5013}
!5012 = !DITemplateTypeParameter(name: "_CharT", type: !54)
!5013 = !DITemplateTypeParameter(name: "_Traits", type: !5014)
!5014 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "char_traits<char>", scope: !2, file: !5015, line: 335, size: 8, flags: DIFlagTypePassByValue, elements: !5016, templateParams: !5064, identifier: "_ZTSSt11char_traitsIcE")
!5015 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/char_traits.h", directory: ".")
!5016 = !{!5017, !5024, !5027, !5028, !5032, !5035, !5038, !5042, !5043, !5046, !5052, !5055, !5058, !5061}
!5017 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !5014, file: !5015, line: 347, type: !5018, scopeLine: 347, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5018 = !DISubroutineType(types: !5019)
!5019 = !{null, !5020, !5022}
!5020 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5021, size: 64)
!5021 = !DIDerivedType(tag: DW_TAG_typedef, name: "char_type", scope: !5014, file: !5015, line: 337, baseType: !54)
!5022 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5023, size: 64)
!5023 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5021)
!5024 = !DISubprogram(name: "eq", linkageName: "_ZNSt11char_traitsIcE2eqERKcS2_", scope: !5014, file: !5015, line: 358, type: !5025, scopeLine: 358, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5025 = !DISubroutineType(types: !5026)
!5026 = !{!196, !5022, !5022}
!5027 = !DISubprogram(name: "lt", linkageName: "_ZNSt11char_traitsIcE2ltERKcS2_", scope: !5014, file: !5015, line: 362, type: !5025, scopeLine: 362, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5028 = !DISubprogram(name: "compare", linkageName: "_ZNSt11char_traitsIcE7compareEPKcS2_m", scope: !5014, file: !5015, line: 370, type: !5029, scopeLine: 370, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5029 = !DISubroutineType(types: !5030)
!5030 = !{!19, !5031, !5031, !495}
!5031 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5023, size: 64)
!5032 = !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !5014, file: !5015, line: 389, type: !5033, scopeLine: 389, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5033 = !DISubroutineType(types: !5034)
!5034 = !{!495, !5031}
!5035 = !DISubprogram(name: "find", linkageName: "_ZNSt11char_traitsIcE4findEPKcmRS1_", scope: !5014, file: !5015, line: 399, type: !5036, scopeLine: 399, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5036 = !DISubroutineType(types: !5037)
!5037 = !{!5031, !5031, !495, !5022}
!5038 = !DISubprogram(name: "move", linkageName: "_ZNSt11char_traitsIcE4moveEPcPKcm", scope: !5014, file: !5015, line: 411, type: !5039, scopeLine: 411, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5039 = !DISubroutineType(types: !5040)
!5040 = !{!5041, !5041, !5031, !495}
!5041 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5021, size: 64)
!5042 = !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !5014, file: !5015, line: 423, type: !5039, scopeLine: 423, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5043 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignEPcmc", scope: !5014, file: !5015, line: 435, type: !5044, scopeLine: 435, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5044 = !DISubroutineType(types: !5045)
!5045 = !{!5041, !5041, !495, !5021}
!5046 = !DISubprogram(name: "to_char_type", linkageName: "_ZNSt11char_traitsIcE12to_char_typeERKi", scope: !5014, file: !5015, line: 447, type: !5047, scopeLine: 447, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5047 = !DISubroutineType(types: !5048)
!5048 = !{!5021, !5049}
!5049 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5050, size: 64)
!5050 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5051)
!5051 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_type", scope: !5014, file: !5015, line: 338, baseType: !19)
!5052 = !DISubprogram(name: "to_int_type", linkageName: "_ZNSt11char_traitsIcE11to_int_typeERKc", scope: !5014, file: !5015, line: 453, type: !5053, scopeLine: 453, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5053 = !DISubroutineType(types: !5054)
!5054 = !{!5051, !5022}
!5055 = !DISubprogram(name: "eq_int_type", linkageName: "_ZNSt11char_traitsIcE11eq_int_typeERKiS2_", scope: !5014, file: !5015, line: 457, type: !5056, scopeLine: 457, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5056 = !DISubroutineType(types: !5057)
!5057 = !{!196, !5049, !5049}
!5058 = !DISubprogram(name: "eof", linkageName: "_ZNSt11char_traitsIcE3eofEv", scope: !5014, file: !5015, line: 461, type: !5059, scopeLine: 461, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5059 = !DISubroutineType(types: !5060)
!5060 = !{!5051}
!5061 = !DISubprogram(name: "not_eof", linkageName: "_ZNSt11char_traitsIcE7not_eofERKi", scope: !5014, file: !5015, line: 465, type: !5062, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!5062 = !DISubroutineType(types: !5063)
!5063 = !{!5051, !5049}
!5064 = !{!5012}
!5065 = !DILocation(line: 0, scope: !5001, inlinedAt: !5066)
!5066 = distinct !DILocation(line: 107, column: 27, scope: !3437)
!5067 = !DILocation(line: 210, column: 7, scope: !5001, inlinedAt: !5066)
!5068 = !DILocalVariable(name: "this", arg: 1, scope: !5069, type: !4952, flags: DIFlagArtificial | DIFlagObjectPointer)
!5069 = distinct !DISubprogram(name: "precision", linkageName: "_ZNSt8ios_base9precisionEl", scope: !6, file: !5, line: 737, type: !5070, scopeLine: 738, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5072, retainedNodes: !5073)
!5070 = !DISubroutineType(types: !5071)
!5071 = !{!2359, !4946, !2359}
!5072 = !DISubprogram(name: "precision", linkageName: "_ZNSt8ios_base9precisionEl", scope: !6, file: !5, line: 737, type: !5070, scopeLine: 737, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5073 = !{!5068, !5074, !5075}
!5074 = !DILocalVariable(name: "__prec", arg: 2, scope: !5069, file: !5, line: 737, type: !2359)
!5075 = !DILocalVariable(name: "__old", scope: !5069, file: !5, line: 739, type: !2359)
!5076 = !DILocation(line: 0, scope: !5069, inlinedAt: !5077)
!5077 = distinct !DILocation(line: 210, column: 12, scope: !5001, inlinedAt: !5066)
!5078 = !DILocation(line: 739, column: 26, scope: !5069, inlinedAt: !5077)
!5079 = !DILocation(line: 740, column: 20, scope: !5069, inlinedAt: !5077)
!5080 = !{!4957, !4958, i64 8}
!5081 = !DILocalVariable(name: "__out", arg: 1, scope: !5082, file: !4917, line: 615, type: !5005)
!5082 = distinct !DISubprogram(name: "operator<<<std::char_traits<char> >", linkageName: "_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc", scope: !2, file: !4917, line: 615, type: !5083, scopeLine: 616, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5087, retainedNodes: !5085)
!5083 = !DISubroutineType(types: !5084)
!5084 = !{!5005, !5005, !942}
!5085 = !{!5081, !5086}
!5086 = !DILocalVariable(name: "__s", arg: 2, scope: !5082, file: !4917, line: 615, type: !942)
!5087 = !{!5013}
!5088 = !DILocation(line: 0, scope: !5082, inlinedAt: !5089)
!5089 = distinct !DILocation(line: 107, column: 51, scope: !3437)
!5090 = !DILocation(line: 620, column: 2, scope: !5091, inlinedAt: !5089)
!5091 = distinct !DILexicalBlock(scope: !5082, file: !4917, line: 617, column: 11)
!5092 = !DILocalVariable(name: "this", arg: 1, scope: !5093, type: !4932, flags: DIFlagArtificial | DIFlagObjectPointer)
!5093 = distinct !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEd", scope: !4918, file: !4917, line: 220, type: !5094, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5096, retainedNodes: !5097)
!5094 = !DISubroutineType(types: !5095)
!5095 = !{!4922, !4924, !130}
!5096 = !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEd", scope: !4918, file: !4917, line: 220, type: !5094, scopeLine: 220, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5097 = !{!5092, !5098}
!5098 = !DILocalVariable(name: "__f", arg: 2, scope: !5093, file: !4917, line: 220, type: !130)
!5099 = !DILocation(line: 0, scope: !5093, inlinedAt: !5100)
!5100 = distinct !DILocation(line: 107, column: 64, scope: !3437)
!5101 = !DILocation(line: 221, column: 16, scope: !5093, inlinedAt: !5100)
!5102 = !DILocation(line: 0, scope: !5082, inlinedAt: !5103)
!5103 = distinct !DILocation(line: 108, column: 13, scope: !3437)
!5104 = !DILocation(line: 620, column: 2, scope: !5091, inlinedAt: !5103)
!5105 = !DILocation(line: 0, scope: !5093, inlinedAt: !5106)
!5106 = distinct !DILocation(line: 108, column: 26, scope: !3437)
!5107 = !DILocation(line: 221, column: 16, scope: !5093, inlinedAt: !5106)
!5108 = !DILocation(line: 0, scope: !5082, inlinedAt: !5109)
!5109 = distinct !DILocation(line: 108, column: 35, scope: !3437)
!5110 = !DILocation(line: 620, column: 2, scope: !5091, inlinedAt: !5109)
!5111 = !DILocation(line: 0, scope: !5093, inlinedAt: !5112)
!5112 = distinct !DILocation(line: 108, column: 52, scope: !3437)
!5113 = !DILocation(line: 221, column: 16, scope: !5093, inlinedAt: !5112)
!5114 = !DILocation(line: 0, scope: !5082, inlinedAt: !5115)
!5115 = distinct !DILocation(line: 108, column: 59, scope: !3437)
!5116 = !DILocation(line: 620, column: 2, scope: !5091, inlinedAt: !5115)
!5117 = !DILocation(line: 109, column: 16, scope: !3437)
!5118 = !DILocation(line: 109, column: 13, scope: !3437)
!5119 = !DILocation(line: 0, scope: !5120, inlinedAt: !5126)
!5120 = distinct !DISubprogram(name: "operator<<<std::char_traits<char> >", linkageName: "_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c", scope: !2, file: !4917, line: 523, type: !5121, scopeLine: 524, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5087, retainedNodes: !5123)
!5121 = !DISubroutineType(types: !5122)
!5122 = !{!5005, !5005, !54}
!5123 = !{!5124, !5125}
!5124 = !DILocalVariable(name: "__out", arg: 1, scope: !5120, file: !4917, line: 523, type: !5005)
!5125 = !DILocalVariable(name: "__c", arg: 2, scope: !5120, file: !4917, line: 523, type: !54)
!5126 = distinct !DILocation(line: 109, column: 26, scope: !3437)
!5127 = !{!3343, !3343, i64 0}
!5128 = !DILocation(line: 525, column: 11, scope: !5129, inlinedAt: !5126)
!5129 = distinct !DILexicalBlock(scope: !5120, file: !4917, line: 525, column: 11)
!5130 = !DILocalVariable(name: "this", arg: 1, scope: !5131, type: !5138, flags: DIFlagArtificial | DIFlagObjectPointer)
!5131 = distinct !DISubprogram(name: "width", linkageName: "_ZNKSt8ios_base5widthEv", scope: !6, file: !5, line: 751, type: !5132, scopeLine: 752, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5136, retainedNodes: !5137)
!5132 = !DISubroutineType(types: !5133)
!5133 = !{!2359, !5134}
!5134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5135, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!5135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!5136 = !DISubprogram(name: "width", linkageName: "_ZNKSt8ios_base5widthEv", scope: !6, file: !5, line: 751, type: !5132, scopeLine: 751, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!5137 = !{!5130}
!5138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5135, size: 64)
!5139 = !DILocation(line: 0, scope: !5131, inlinedAt: !5140)
!5140 = distinct !DILocation(line: 525, column: 17, scope: !5129, inlinedAt: !5126)
!5141 = !DILocation(line: 752, column: 14, scope: !5131, inlinedAt: !5140)
!5142 = !{!4957, !4958, i64 16}
!5143 = !DILocation(line: 525, column: 25, scope: !5129, inlinedAt: !5126)
!5144 = !DILocation(line: 525, column: 11, scope: !5120, inlinedAt: !5126)
!5145 = !DILocation(line: 526, column: 9, scope: !5129, inlinedAt: !5126)
!5146 = !DILocation(line: 527, column: 13, scope: !5120, inlinedAt: !5126)
!5147 = !DILocation(line: 529, column: 5, scope: !5120, inlinedAt: !5126)
!5148 = !DILocation(line: 109, column: 36, scope: !3437)
!5149 = !DILocation(line: 109, column: 33, scope: !3437)
!5150 = !DILocation(line: 0, scope: !5120, inlinedAt: !5151)
!5151 = distinct !DILocation(line: 109, column: 46, scope: !3437)
!5152 = !DILocation(line: 525, column: 11, scope: !5129, inlinedAt: !5151)
!5153 = !DILocation(line: 0, scope: !5131, inlinedAt: !5154)
!5154 = distinct !DILocation(line: 525, column: 17, scope: !5129, inlinedAt: !5151)
!5155 = !DILocation(line: 752, column: 14, scope: !5131, inlinedAt: !5154)
!5156 = !DILocation(line: 525, column: 25, scope: !5129, inlinedAt: !5151)
!5157 = !DILocation(line: 525, column: 11, scope: !5120, inlinedAt: !5151)
!5158 = !DILocation(line: 526, column: 9, scope: !5129, inlinedAt: !5151)
!5159 = !DILocation(line: 527, column: 13, scope: !5120, inlinedAt: !5151)
!5160 = !DILocation(line: 529, column: 5, scope: !5120, inlinedAt: !5151)
!5161 = !DILocation(line: 109, column: 56, scope: !3437)
!5162 = !DILocation(line: 109, column: 53, scope: !3437)
!5163 = !DILocation(line: 0, scope: !5120, inlinedAt: !5164)
!5164 = distinct !DILocation(line: 109, column: 66, scope: !3437)
!5165 = !DILocation(line: 525, column: 11, scope: !5129, inlinedAt: !5164)
!5166 = !DILocation(line: 0, scope: !5131, inlinedAt: !5167)
!5167 = distinct !DILocation(line: 525, column: 17, scope: !5129, inlinedAt: !5164)
!5168 = !DILocation(line: 752, column: 14, scope: !5131, inlinedAt: !5167)
!5169 = !DILocation(line: 525, column: 25, scope: !5129, inlinedAt: !5164)
!5170 = !DILocation(line: 525, column: 11, scope: !5120, inlinedAt: !5164)
!5171 = !DILocation(line: 526, column: 9, scope: !5129, inlinedAt: !5164)
!5172 = !DILocation(line: 527, column: 13, scope: !5120, inlinedAt: !5164)
!5173 = !DILocation(line: 529, column: 5, scope: !5120, inlinedAt: !5164)
!5174 = !DILocation(line: 110, column: 16, scope: !3437)
!5175 = !DILocation(line: 110, column: 13, scope: !3437)
!5176 = !DILocation(line: 0, scope: !5120, inlinedAt: !5177)
!5177 = distinct !DILocation(line: 110, column: 26, scope: !3437)
!5178 = !DILocation(line: 525, column: 11, scope: !5129, inlinedAt: !5177)
!5179 = !DILocation(line: 0, scope: !5131, inlinedAt: !5180)
!5180 = distinct !DILocation(line: 525, column: 17, scope: !5129, inlinedAt: !5177)
!5181 = !DILocation(line: 752, column: 14, scope: !5131, inlinedAt: !5180)
!5182 = !DILocation(line: 525, column: 25, scope: !5129, inlinedAt: !5177)
!5183 = !DILocation(line: 525, column: 11, scope: !5120, inlinedAt: !5177)
!5184 = !DILocation(line: 526, column: 9, scope: !5129, inlinedAt: !5177)
!5185 = !DILocation(line: 527, column: 13, scope: !5120, inlinedAt: !5177)
!5186 = !DILocation(line: 529, column: 5, scope: !5120, inlinedAt: !5177)
!5187 = !DILocalVariable(name: "this", arg: 1, scope: !5188, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!5188 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !57, file: !56, line: 728, type: !695, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !747, retainedNodes: !5189)
!5189 = !{!5187}
!5190 = !DILocation(line: 0, scope: !5188, inlinedAt: !5191)
!5191 = distinct !DILocation(line: 112, column: 1, scope: !3437)
!5192 = !DILocalVariable(name: "__first", arg: 1, scope: !5193, file: !74, line: 847, type: !80)
!5193 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_EvT_S6_RSaIT0_E", scope: !2, file: !74, line: 847, type: !5194, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5199, retainedNodes: !5196)
!5194 = !DISubroutineType(types: !5195)
!5195 = !{null, !80, !80, !517}
!5196 = !{!5192, !5197, !5198}
!5197 = !DILocalVariable(name: "__last", arg: 2, scope: !5193, file: !74, line: 847, type: !80)
!5198 = !DILocalVariable(arg: 3, scope: !5193, file: !74, line: 848, type: !517)
!5199 = !{!3840, !504}
!5200 = !DILocation(line: 0, scope: !5193, inlinedAt: !5201)
!5201 = distinct !DILocation(line: 730, column: 2, scope: !5202, inlinedAt: !5191)
!5202 = distinct !DILexicalBlock(scope: !5188, file: !56, line: 729, column: 7)
!5203 = !DILocalVariable(name: "__first", arg: 1, scope: !5204, file: !5205, line: 182, type: !80)
!5204 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EEEvT_S6_", scope: !2, file: !5205, line: 182, type: !5206, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5210, retainedNodes: !5208)
!5205 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!5206 = !DISubroutineType(types: !5207)
!5207 = !{null, !80, !80}
!5208 = !{!5203, !5209}
!5209 = !DILocalVariable(name: "__last", arg: 2, scope: !5204, file: !5205, line: 182, type: !80)
!5210 = !{!3840}
!5211 = !DILocation(line: 0, scope: !5204, inlinedAt: !5212)
!5212 = distinct !DILocation(line: 850, column: 7, scope: !5193, inlinedAt: !5201)
!5213 = !DILocalVariable(name: "__first", arg: 1, scope: !5214, file: !5205, line: 160, type: !80)
!5214 = distinct !DISubprogram(name: "__destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI5ShapeSt14default_deleteIS3_EEEEvT_S8_", scope: !5215, file: !5205, line: 160, type: !5206, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5210, declaration: !5217, retainedNodes: !5218)
!5215 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !2, file: !5205, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !5216, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!5216 = !{!266}
!5217 = !DISubprogram(name: "__destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI5ShapeSt14default_deleteIS3_EEEEvT_S8_", scope: !5215, file: !5205, line: 160, type: !5206, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !5210)
!5218 = !{!5213, !5219}
!5219 = !DILocalVariable(name: "__last", arg: 2, scope: !5214, file: !5205, line: 160, type: !80)
!5220 = !DILocation(line: 0, scope: !5214, inlinedAt: !5221)
!5221 = distinct !DILocation(line: 195, column: 7, scope: !5204, inlinedAt: !5212)
!5222 = !DILocation(line: 162, column: 4, scope: !5223, inlinedAt: !5221)
!5223 = distinct !DILexicalBlock(scope: !5214, file: !5205, line: 162, column: 4)
!5224 = !DILocalVariable(name: "__pointer", arg: 1, scope: !5225, file: !5205, line: 146, type: !80)
!5225 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZSt8_DestroyISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEvPT_", scope: !2, file: !5205, line: 146, type: !5226, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !503, retainedNodes: !5228)
!5226 = !DISubroutineType(types: !5227)
!5227 = !{null, !80}
!5228 = !{!5224}
!5229 = !DILocation(line: 0, scope: !5225, inlinedAt: !5230)
!5230 = distinct !DILocation(line: 163, column: 6, scope: !5231, inlinedAt: !5221)
!5231 = distinct !DILexicalBlock(scope: !5223, file: !5205, line: 162, column: 4)
!5232 = !DILocation(line: 0, scope: !3883, inlinedAt: !5233)
!5233 = distinct !DILocation(line: 151, column: 19, scope: !5225, inlinedAt: !5230)
!5234 = !DILocation(line: 0, scope: !3671, inlinedAt: !5235)
!5235 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !5233)
!5236 = !DILocation(line: 0, scope: !3677, inlinedAt: !5237)
!5237 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !5235)
!5238 = !DILocation(line: 0, scope: !3685, inlinedAt: !5239)
!5239 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !5237)
!5240 = !DILocation(line: 0, scope: !3690, inlinedAt: !5241)
!5241 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !5239)
!5242 = !DILocation(line: 0, scope: !3695, inlinedAt: !5243)
!5243 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !5241)
!5244 = !DILocation(line: 233, column: 54, scope: !3695, inlinedAt: !5243)
!5245 = !DILocation(line: 0, scope: !3882, inlinedAt: !5233)
!5246 = !DILocation(line: 395, column: 6, scope: !3999, inlinedAt: !5233)
!5247 = !DILocation(line: 395, column: 12, scope: !3999, inlinedAt: !5233)
!5248 = !DILocation(line: 395, column: 6, scope: !3882, inlinedAt: !5233)
!5249 = !DILocation(line: 0, scope: !3993, inlinedAt: !5250)
!5250 = distinct !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !5233)
!5251 = !DILocation(line: 95, column: 2, scope: !3993, inlinedAt: !5250)
!5252 = !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !5233)
!5253 = !DILocation(line: 397, column: 8, scope: !3882, inlinedAt: !5233)
!5254 = !DILocation(line: 162, column: 30, scope: !5231, inlinedAt: !5221)
!5255 = !DILocation(line: 162, column: 19, scope: !5231, inlinedAt: !5221)
!5256 = distinct !{!5256, !5222, !5257, !3911}
!5257 = !DILocation(line: 163, column: 46, scope: !5223, inlinedAt: !5221)
!5258 = !DILocation(line: 366, column: 24, scope: !5259, inlinedAt: !5263)
!5259 = distinct !DILexicalBlock(scope: !5260, file: !56, line: 365, column: 7)
!5260 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !60, file: !56, line: 364, type: !612, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !638, retainedNodes: !5261)
!5261 = !{!5262}
!5262 = !DILocalVariable(name: "this", arg: 1, scope: !5260, type: !3475, flags: DIFlagArtificial | DIFlagObjectPointer)
!5263 = distinct !DILocation(line: 733, column: 7, scope: !5202, inlinedAt: !5191)
!5264 = !DILocation(line: 0, scope: !5260, inlinedAt: !5263)
!5265 = !DILocation(line: 0, scope: !3961, inlinedAt: !5266)
!5266 = distinct !DILocation(line: 366, column: 2, scope: !5259, inlinedAt: !5263)
!5267 = !DILocation(line: 386, column: 6, scope: !3968, inlinedAt: !5266)
!5268 = !DILocation(line: 386, column: 6, scope: !3961, inlinedAt: !5266)
!5269 = !DILocation(line: 0, scope: !3971, inlinedAt: !5270)
!5270 = distinct !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !5266)
!5271 = !DILocation(line: 0, scope: !3978, inlinedAt: !5272)
!5272 = distinct !DILocation(line: 496, column: 13, scope: !3971, inlinedAt: !5270)
!5273 = !DILocation(line: 158, column: 27, scope: !3978, inlinedAt: !5272)
!5274 = !DILocation(line: 158, column: 2, scope: !3978, inlinedAt: !5272)
!5275 = !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !5266)
!5276 = !DILocation(line: 0, scope: !5188)
!5277 = !DILocation(line: 730, column: 30, scope: !5202)
!5278 = !DILocation(line: 730, column: 54, scope: !5202)
!5279 = !DILocation(line: 0, scope: !5193, inlinedAt: !5280)
!5280 = distinct !DILocation(line: 730, column: 2, scope: !5202)
!5281 = !DILocation(line: 0, scope: !5204, inlinedAt: !5282)
!5282 = distinct !DILocation(line: 850, column: 7, scope: !5193, inlinedAt: !5280)
!5283 = !DILocation(line: 0, scope: !5214, inlinedAt: !5284)
!5284 = distinct !DILocation(line: 195, column: 7, scope: !5204, inlinedAt: !5282)
!5285 = !DILocation(line: 162, column: 19, scope: !5231, inlinedAt: !5284)
!5286 = !DILocation(line: 162, column: 4, scope: !5223, inlinedAt: !5284)
!5287 = !DILocation(line: 0, scope: !5225, inlinedAt: !5288)
!5288 = distinct !DILocation(line: 163, column: 6, scope: !5231, inlinedAt: !5284)
!5289 = !DILocation(line: 0, scope: !3883, inlinedAt: !5290)
!5290 = distinct !DILocation(line: 151, column: 19, scope: !5225, inlinedAt: !5288)
!5291 = !DILocation(line: 0, scope: !3671, inlinedAt: !5292)
!5292 = distinct !DILocation(line: 394, column: 21, scope: !3882, inlinedAt: !5290)
!5293 = !DILocation(line: 0, scope: !3677, inlinedAt: !5294)
!5294 = distinct !DILocation(line: 189, column: 45, scope: !3671, inlinedAt: !5292)
!5295 = !DILocation(line: 0, scope: !3685, inlinedAt: !5296)
!5296 = distinct !DILocation(line: 1381, column: 14, scope: !3677, inlinedAt: !5294)
!5297 = !DILocation(line: 0, scope: !3690, inlinedAt: !5298)
!5298 = distinct !DILocation(line: 1365, column: 14, scope: !3685, inlinedAt: !5296)
!5299 = !DILocation(line: 0, scope: !3695, inlinedAt: !5300)
!5300 = distinct !DILocation(line: 268, column: 51, scope: !3690, inlinedAt: !5298)
!5301 = !DILocation(line: 233, column: 54, scope: !3695, inlinedAt: !5300)
!5302 = !DILocation(line: 0, scope: !3882, inlinedAt: !5290)
!5303 = !DILocation(line: 395, column: 6, scope: !3999, inlinedAt: !5290)
!5304 = !DILocation(line: 395, column: 12, scope: !3999, inlinedAt: !5290)
!5305 = !DILocation(line: 395, column: 6, scope: !3882, inlinedAt: !5290)
!5306 = !DILocation(line: 0, scope: !3993, inlinedAt: !5307)
!5307 = distinct !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !5290)
!5308 = !DILocation(line: 95, column: 2, scope: !3993, inlinedAt: !5307)
!5309 = !DILocation(line: 396, column: 4, scope: !3999, inlinedAt: !5290)
!5310 = !DILocation(line: 397, column: 8, scope: !3882, inlinedAt: !5290)
!5311 = !DILocation(line: 162, column: 30, scope: !5231, inlinedAt: !5284)
!5312 = distinct !{!5312, !5286, !5313, !3911}
!5313 = !DILocation(line: 163, column: 46, scope: !5223, inlinedAt: !5284)
!5314 = !DILocation(line: 366, column: 24, scope: !5259, inlinedAt: !5315)
!5315 = distinct !DILocation(line: 733, column: 7, scope: !5202)
!5316 = !DILocation(line: 0, scope: !5260, inlinedAt: !5315)
!5317 = !DILocation(line: 0, scope: !3961, inlinedAt: !5318)
!5318 = distinct !DILocation(line: 366, column: 2, scope: !5259, inlinedAt: !5315)
!5319 = !DILocation(line: 386, column: 6, scope: !3968, inlinedAt: !5318)
!5320 = !DILocation(line: 386, column: 6, scope: !3961, inlinedAt: !5318)
!5321 = !DILocation(line: 0, scope: !3971, inlinedAt: !5322)
!5322 = distinct !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !5318)
!5323 = !DILocation(line: 0, scope: !3978, inlinedAt: !5324)
!5324 = distinct !DILocation(line: 496, column: 13, scope: !3971, inlinedAt: !5322)
!5325 = !DILocation(line: 158, column: 27, scope: !3978, inlinedAt: !5324)
!5326 = !DILocation(line: 158, column: 2, scope: !3978, inlinedAt: !5324)
!5327 = !DILocation(line: 387, column: 4, scope: !3968, inlinedAt: !5318)
!5328 = !DILocation(line: 733, column: 7, scope: !5188)
!5329 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !116, file: !8, line: 12, type: !124, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !123, retainedNodes: !5330)
!5330 = !{!5331}
!5331 = !DILocalVariable(name: "this", arg: 1, scope: !5329, type: !115, flags: DIFlagArtificial | DIFlagObjectPointer)
!5332 = !DILocation(line: 0, scope: !5329)
!5333 = !DILocation(line: 12, column: 28, scope: !5329)
!5334 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN6CircleD0Ev", scope: !1053, file: !8, line: 19, type: !5335, scopeLine: 19, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5337, retainedNodes: !5338)
!5335 = !DISubroutineType(types: !5336)
!5336 = !{null, !1060}
!5337 = !DISubprogram(name: "~Circle", scope: !1053, type: !5335, containingType: !1053, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5338 = !{!5339}
!5339 = !DILocalVariable(name: "this", arg: 1, scope: !5334, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!5340 = !DILocation(line: 0, scope: !5334)
!5341 = !DILocation(line: 19, column: 7, scope: !5334)
!5342 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !1053, file: !8, line: 24, type: !1062, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1061, retainedNodes: !5343)
!5343 = !{!5344}
!5344 = !DILocalVariable(name: "this", arg: 1, scope: !5342, type: !5345, flags: DIFlagArtificial | DIFlagObjectPointer)
!5345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1065, size: 64)
!5346 = !DILocation(line: 0, scope: !5342)
!5347 = !DILocation(line: 24, column: 60, scope: !5342)
!5348 = !DILocation(line: 24, column: 58, scope: !5342)
!5349 = !DILocation(line: 24, column: 62, scope: !5342)
!5350 = !DILocation(line: 24, column: 34, scope: !5342)
!5351 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK6Circle9perimeterEv", scope: !1053, file: !8, line: 25, type: !1062, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1066, retainedNodes: !5352)
!5352 = !{!5353}
!5353 = !DILocalVariable(name: "this", arg: 1, scope: !5351, type: !5345, flags: DIFlagArtificial | DIFlagObjectPointer)
!5354 = !DILocation(line: 0, scope: !5351)
!5355 = !DILocation(line: 25, column: 69, scope: !5351)
!5356 = !DILocation(line: 25, column: 67, scope: !5351)
!5357 = !DILocation(line: 25, column: 39, scope: !5351)
!5358 = distinct !DISubprogram(name: "scale", linkageName: "_ZN6Circle5scaleEd", scope: !1053, file: !8, line: 26, type: !1058, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1067, retainedNodes: !5359)
!5359 = !{!5360, !5361}
!5360 = !DILocalVariable(name: "this", arg: 1, scope: !5358, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!5361 = !DILocalVariable(name: "f", arg: 2, scope: !5358, file: !8, line: 26, type: !130)
!5362 = !DILocation(line: 0, scope: !5358)
!5363 = !DILocation(line: 26, column: 35, scope: !5358)
!5364 = !DILocation(line: 26, column: 37, scope: !5358)
!5365 = !DILocation(line: 26, column: 43, scope: !5358)
!5366 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK6Circle4kindEv", scope: !1053, file: !8, line: 27, type: !1069, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1068, retainedNodes: !5367)
!5367 = !{!5368}
!5368 = !DILocalVariable(name: "this", arg: 1, scope: !5366, type: !5345, flags: DIFlagArtificial | DIFlagObjectPointer)
!5369 = !DILocation(line: 0, scope: !5366)
!5370 = !DILocation(line: 27, column: 31, scope: !5366)
!5371 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Shape4kindEv", scope: !116, file: !8, line: 16, type: !138, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !137, retainedNodes: !5372)
!5372 = !{!5373}
!5373 = !DILocalVariable(name: "this", arg: 1, scope: !5371, type: !5374, flags: DIFlagArtificial | DIFlagObjectPointer)
!5374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!5375 = !DILocation(line: 0, scope: !5371)
!5376 = !DILocation(line: 16, column: 30, scope: !5371)
!5377 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !1395, file: !8, line: 30, type: !5378, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5380, retainedNodes: !5381)
!5378 = !DISubroutineType(types: !5379)
!5379 = !{null, !1403}
!5380 = !DISubprogram(name: "~Rect", scope: !1395, type: !5378, containingType: !1395, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5381 = !{!5382}
!5382 = !DILocalVariable(name: "this", arg: 1, scope: !5377, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5383 = !DILocation(line: 0, scope: !5377)
!5384 = !DILocation(line: 30, column: 7, scope: !5377)
!5385 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !1395, file: !8, line: 36, type: !1405, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1404, retainedNodes: !5386)
!5386 = !{!5387}
!5387 = !DILocalVariable(name: "this", arg: 1, scope: !5385, type: !5388, flags: DIFlagArtificial | DIFlagObjectPointer)
!5388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1408, size: 64)
!5389 = !DILocation(line: 0, scope: !5385)
!5390 = !DILocation(line: 36, column: 41, scope: !5385)
!5391 = !DILocation(line: 36, column: 45, scope: !5385)
!5392 = !DILocation(line: 36, column: 43, scope: !5385)
!5393 = !DILocation(line: 36, column: 34, scope: !5385)
!5394 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK4Rect9perimeterEv", scope: !1395, file: !8, line: 37, type: !1405, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1409, retainedNodes: !5395)
!5395 = !{!5396}
!5396 = !DILocalVariable(name: "this", arg: 1, scope: !5394, type: !5388, flags: DIFlagArtificial | DIFlagObjectPointer)
!5397 = !DILocation(line: 0, scope: !5394)
!5398 = !DILocation(line: 37, column: 51, scope: !5394)
!5399 = !DILocation(line: 37, column: 55, scope: !5394)
!5400 = !DILocation(line: 37, column: 53, scope: !5394)
!5401 = !DILocation(line: 37, column: 48, scope: !5394)
!5402 = !DILocation(line: 37, column: 39, scope: !5394)
!5403 = distinct !DISubprogram(name: "scale", linkageName: "_ZN4Rect5scaleEd", scope: !1395, file: !8, line: 38, type: !1411, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1410, retainedNodes: !5404)
!5404 = !{!5405, !5406}
!5405 = !DILocalVariable(name: "this", arg: 1, scope: !5403, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5406 = !DILocalVariable(name: "f", arg: 2, scope: !5403, file: !8, line: 38, type: !130)
!5407 = !DILocation(line: 0, scope: !5403)
!5408 = !DILocation(line: 40, column: 5, scope: !5403)
!5409 = !DILocation(line: 40, column: 7, scope: !5403)
!5410 = !DILocation(line: 42, column: 3, scope: !5403)
!5411 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK4Rect4kindEv", scope: !1395, file: !8, line: 43, type: !1414, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1413, retainedNodes: !5412)
!5412 = !{!5413}
!5413 = !DILocalVariable(name: "this", arg: 1, scope: !5411, type: !5388, flags: DIFlagArtificial | DIFlagObjectPointer)
!5414 = !DILocation(line: 0, scope: !5411)
!5415 = !DILocation(line: 43, column: 31, scope: !5411)
!5416 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !1731, file: !8, line: 46, type: !5417, scopeLine: 46, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5419, retainedNodes: !5420)
!5417 = !DISubroutineType(types: !5418)
!5418 = !{null, !1737}
!5419 = !DISubprogram(name: "~Square", scope: !1731, type: !5417, containingType: !1731, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5420 = !{!5421}
!5421 = !DILocalVariable(name: "this", arg: 1, scope: !5416, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!5422 = !DILocation(line: 0, scope: !5416)
!5423 = !DILocation(line: 46, column: 7, scope: !5416)
!5424 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK6Square4kindEv", scope: !1731, file: !8, line: 49, type: !1739, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1738, retainedNodes: !5425)
!5425 = !{!5426}
!5426 = !DILocalVariable(name: "this", arg: 1, scope: !5424, type: !5427, flags: DIFlagArtificial | DIFlagObjectPointer)
!5427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1742, size: 64)
!5428 = !DILocation(line: 0, scope: !5424)
!5429 = !DILocation(line: 49, column: 31, scope: !5424)
!5430 = distinct !DISubprogram(name: "~Triangle", linkageName: "_ZN8TriangleD0Ev", scope: !2058, file: !8, line: 52, type: !5431, scopeLine: 52, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5433, retainedNodes: !5434)
!5431 = !DISubroutineType(types: !5432)
!5432 = !{null, !2067}
!5433 = !DISubprogram(name: "~Triangle", scope: !2058, type: !5431, containingType: !2058, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5434 = !{!5435}
!5435 = !DILocalVariable(name: "this", arg: 1, scope: !5430, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!5436 = !DILocation(line: 0, scope: !5430)
!5437 = !DILocation(line: 52, column: 7, scope: !5430)
!5438 = distinct !DISubprogram(name: "area", linkageName: "_ZNK8Triangle4areaEv", scope: !2058, file: !8, line: 57, type: !2069, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2068, retainedNodes: !5439)
!5439 = !{!5440, !5442, !5443, !5444, !5445}
!5440 = !DILocalVariable(name: "this", arg: 1, scope: !5438, type: !5441, flags: DIFlagArtificial | DIFlagObjectPointer)
!5441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2072, size: 64)
!5442 = !DILocalVariable(name: "s", scope: !5438, file: !8, line: 59, type: !130)
!5443 = !DILocalVariable(name: "q", scope: !5438, file: !8, line: 60, type: !130)
!5444 = !DILocalVariable(name: "x", scope: !5438, file: !8, line: 62, type: !130)
!5445 = !DILocalVariable(name: "i", scope: !5446, file: !8, line: 63, type: !19)
!5446 = distinct !DILexicalBlock(scope: !5438, file: !8, line: 63, column: 5)
!5447 = !DILocation(line: 0, scope: !5438)
!5448 = !DILocation(line: 59, column: 17, scope: !5438)
!5449 = !{!4551, !3574, i64 8}
!5450 = !DILocation(line: 59, column: 21, scope: !5438)
!5451 = !{!4551, !3574, i64 16}
!5452 = !DILocation(line: 59, column: 19, scope: !5438)
!5453 = !DILocation(line: 59, column: 25, scope: !5438)
!5454 = !DILocation(line: 59, column: 23, scope: !5438)
!5455 = !DILocation(line: 59, column: 28, scope: !5438)
!5456 = !DILocation(line: 60, column: 23, scope: !5438)
!5457 = !DILocation(line: 60, column: 18, scope: !5438)
!5458 = !DILocation(line: 60, column: 33, scope: !5438)
!5459 = !DILocation(line: 60, column: 28, scope: !5438)
!5460 = !DILocation(line: 60, column: 43, scope: !5438)
!5461 = !DILocation(line: 60, column: 38, scope: !5438)
!5462 = !DILocation(line: 62, column: 18, scope: !5438)
!5463 = !DILocation(line: 62, column: 16, scope: !5438)
!5464 = !DILocation(line: 0, scope: !5446)
!5465 = !DILocation(line: 64, column: 24, scope: !5466)
!5466 = distinct !DILexicalBlock(scope: !5446, file: !8, line: 63, column: 5)
!5467 = !DILocation(line: 64, column: 20, scope: !5466)
!5468 = !DILocation(line: 64, column: 15, scope: !5466)
!5469 = !DILocation(line: 65, column: 5, scope: !5438)
!5470 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK8Triangle9perimeterEv", scope: !2058, file: !8, line: 67, type: !2069, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2073, retainedNodes: !5471)
!5471 = !{!5472}
!5472 = !DILocalVariable(name: "this", arg: 1, scope: !5470, type: !5441, flags: DIFlagArtificial | DIFlagObjectPointer)
!5473 = !DILocation(line: 0, scope: !5470)
!5474 = !DILocation(line: 67, column: 46, scope: !5470)
!5475 = !DILocation(line: 67, column: 50, scope: !5470)
!5476 = !DILocation(line: 67, column: 48, scope: !5470)
!5477 = !DILocation(line: 67, column: 54, scope: !5470)
!5478 = !DILocation(line: 67, column: 52, scope: !5470)
!5479 = !DILocation(line: 67, column: 39, scope: !5470)
!5480 = distinct !DISubprogram(name: "scale", linkageName: "_ZN8Triangle5scaleEd", scope: !2058, file: !8, line: 68, type: !2075, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2074, retainedNodes: !5481)
!5481 = !{!5482, !5483}
!5482 = !DILocalVariable(name: "this", arg: 1, scope: !5480, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!5483 = !DILocalVariable(name: "f", arg: 2, scope: !5480, file: !8, line: 68, type: !130)
!5484 = !DILocation(line: 0, scope: !5480)
!5485 = !DILocation(line: 70, column: 5, scope: !5480)
!5486 = !DILocation(line: 70, column: 7, scope: !5480)
!5487 = !DILocation(line: 72, column: 5, scope: !5480)
!5488 = !DILocation(line: 72, column: 7, scope: !5480)
!5489 = !DILocation(line: 73, column: 3, scope: !5480)
!5490 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_shapes_virtual.cpp", scope: !2719, file: !2719, type: !5491, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!5491 = !DISubroutineType(types: !173)
!5492 = !DILocation(line: 74, column: 25, scope: !5493, inlinedAt: !5495)
!5493 = !DILexicalBlockFile(scope: !5494, file: !3, discriminator: 0)
!5494 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !2719, file: !2719, type: !2381, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!5495 = distinct !DILocation(line: 0, scope: !5490)
!5496 = !DILocation(line: 0, scope: !5494, inlinedAt: !5495)
