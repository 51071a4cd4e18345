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
%"struct.std::integral_constant" = type { i8 }

$_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZNK6Circle9perimeterEv = comdat any

$_ZN6Circle5scaleEd = comdat any

$_ZNK6Circle4kindEv = comdat any

$_ZNK5Shape4kindEv = comdat any

$_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_ = comdat any

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
  %8 = alloca %"class.std::unique_ptr", align 8
  %9 = alloca %"class.std::unique_ptr", align 8
  %10 = alloca %"class.std::unique_ptr", align 8
  %11 = alloca %"class.std::unique_ptr", align 8
  %12 = alloca [4 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !3441, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata i8** %1, metadata !3442, metadata !DIExpression()), !dbg !3461
  %13 = icmp sgt i32 %0, 1, !dbg !3462
  br i1 %13, label %16, label %14, !dbg !3463

14:                                               ; preds = %2
  call void @llvm.dbg.value(metadata i32 %20, metadata !3443, metadata !DIExpression()), !dbg !3461
  %15 = bitcast %"class.std::vector"* %7 to i8*, !dbg !3464
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %15) #17, !dbg !3464
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !3444, metadata !DIExpression()), !dbg !3465
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3466, metadata !DIExpression()) #17, !dbg !3470
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3472, metadata !DIExpression()) #17, !dbg !3476
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3478, metadata !DIExpression()) #17, !dbg !3482
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3484, metadata !DIExpression()) #17, !dbg !3488
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %15, i8 0, i64 24, i1 false) #17, !dbg !3490
  call void @llvm.dbg.value(metadata i32 0, metadata !3445, metadata !DIExpression()), !dbg !3491
  br label %25, !dbg !3492

16:                                               ; preds = %2
  %17 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !3493
  %18 = load i8*, i8** %17, align 8, !dbg !3493, !tbaa !3341
  call void @llvm.dbg.value(metadata i8* %18, metadata !2400, metadata !DIExpression()) #17, !dbg !3494
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #17, !dbg !3496
  %20 = trunc i64 %19 to i32, !dbg !3496
  call void @llvm.dbg.value(metadata i32 %20, metadata !3443, metadata !DIExpression()), !dbg !3461
  %21 = bitcast %"class.std::vector"* %7 to i8*, !dbg !3464
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %21) #17, !dbg !3464
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !3444, metadata !DIExpression()), !dbg !3465
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3466, metadata !DIExpression()) #17, !dbg !3470
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3472, metadata !DIExpression()) #17, !dbg !3476
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3478, metadata !DIExpression()) #17, !dbg !3482
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3484, metadata !DIExpression()) #17, !dbg !3488
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false) #17, !dbg !3490
  call void @llvm.dbg.value(metadata i32 0, metadata !3445, metadata !DIExpression()), !dbg !3491
  %22 = icmp sgt i32 %20, 0, !dbg !3497
  br i1 %22, label %25, label %23, !dbg !3492

23:                                               ; preds = %16
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3316, metadata !DIExpression()), !dbg !3498
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3498
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3318, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3326, metadata !DIExpression()), !dbg !3501
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %41, metadata !3336, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %39, metadata !3320, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3345, metadata !DIExpression()), !dbg !3505
  %24 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !3507
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3508
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %42, metadata !3336, metadata !DIExpression()), !dbg !3508
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %40, metadata !3321, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %39, metadata !3320, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3498
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3510
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3510
  br label %228, !dbg !3512

25:                                               ; preds = %14, %16
  %26 = phi i32 [ 3000, %14 ], [ %20, %16 ]
  %27 = bitcast %"class.std::unique_ptr"* %10 to i8*
  %28 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %10, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %29 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1
  %30 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 2
  %31 = bitcast %"class.std::unique_ptr"* %9 to i8*
  %32 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %9, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %33 = bitcast %"class.std::unique_ptr"* %8 to i8*
  %34 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %35 = bitcast %"class.std::unique_ptr"* %11 to i8*
  %36 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %11, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  br label %58, !dbg !3492

37:                                               ; preds = %225
  %38 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 0
  %39 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %38, align 8, !dbg !3513, !tbaa !3341
  %40 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !3514, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3316, metadata !DIExpression()), !dbg !3498
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3498
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3318, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3326, metadata !DIExpression()), !dbg !3501
  %41 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !3515
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %41, metadata !3336, metadata !DIExpression()), !dbg !3503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %39, metadata !3320, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3345, metadata !DIExpression()), !dbg !3505
  %42 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !3507
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3508
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %42, metadata !3336, metadata !DIExpression()), !dbg !3508
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %40, metadata !3321, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3510
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3510
  %43 = icmp eq %"class.std::unique_ptr"* %39, %40, !dbg !3516
  br i1 %43, label %228, label %44, !dbg !3512

44:                                               ; preds = %37, %54
  %45 = phi double [ %55, %54 ], [ 0.000000e+00, %37 ]
  %46 = phi %"class.std::unique_ptr"* [ %56, %54 ], [ %39, %37 ]
  call void @llvm.dbg.value(metadata double %45, metadata !3317, metadata !DIExpression()), !dbg !3498
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3320, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3322, metadata !DIExpression()), !dbg !3517
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3367, metadata !DIExpression()), !dbg !3518
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3372, metadata !DIExpression()), !dbg !3520
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3377, metadata !DIExpression()), !dbg !3522
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3383, metadata !DIExpression()), !dbg !3524
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3405, metadata !DIExpression()), !dbg !3526
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3412, metadata !DIExpression()), !dbg !3528
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3417, metadata !DIExpression()), !dbg !3530
  %47 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %46, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !3532
  %48 = load %class.Shape*, %class.Shape** %47, align 8, !dbg !3533, !tbaa !3341
  %49 = bitcast %class.Shape* %48 to double (%class.Shape*)***, !dbg !3534
  %50 = load double (%class.Shape*)**, double (%class.Shape*)*** %49, align 8, !dbg !3534, !tbaa !3425
  %51 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %50, i64 2, !dbg !3534
  %52 = load double (%class.Shape*)*, double (%class.Shape*)** %51, align 8, !dbg !3534
  %53 = invoke noundef double %52(%class.Shape* noundef nonnull align 8 dereferenceable(8) %48)
          to label %54 unwind label %254, !dbg !3534

54:                                               ; preds = %44
  %55 = fadd double %45, %53, !dbg !3535
  call void @llvm.dbg.value(metadata double %55, metadata !3317, metadata !DIExpression()), !dbg !3498
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3428, metadata !DIExpression()), !dbg !3536
  %56 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %46, i64 1, !dbg !3538
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %56, metadata !3320, metadata !DIExpression()), !dbg !3500
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3510
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3510
  %57 = icmp eq %"class.std::unique_ptr"* %56, %40, !dbg !3516
  br i1 %57, label %231, label %44, !dbg !3512, !llvm.loop !3539

58:                                               ; preds = %25, %225
  %59 = phi i32 [ 0, %25 ], [ %226, %225 ]
  call void @llvm.dbg.value(metadata i32 %59, metadata !3445, metadata !DIExpression()), !dbg !3491
  %60 = urem i32 %59, 7, !dbg !3542
  %61 = add nuw nsw i32 %60, 1, !dbg !3543
  %62 = sitofp i32 %61 to double, !dbg !3543
  call void @llvm.dbg.value(metadata double %62, metadata !3447, metadata !DIExpression()), !dbg !3544
  %63 = and i32 %59, 3, !dbg !3545
  switch i32 %63, label %181 [
    i32 0, label %64
    i32 1, label %102
    i32 2, label %142
  ], !dbg !3546

64:                                               ; preds = %58
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #17, !dbg !3547
  call void @llvm.dbg.value(metadata double* undef, metadata !3549, metadata !DIExpression()), !dbg !3563
  %65 = invoke noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #18
          to label %66 unwind label %89, !dbg !3565

66:                                               ; preds = %64
  %67 = bitcast i8* %65 to %class.Circle*, !dbg !3565
  call void @llvm.dbg.value(metadata %class.Circle* %67, metadata !3566, metadata !DIExpression()), !dbg !3570
  call void @llvm.dbg.value(metadata double %62, metadata !3569, metadata !DIExpression()), !dbg !3570
  %68 = getelementptr inbounds %class.Circle, %class.Circle* %67, i64 0, i32 0, i32 0, !dbg !3572
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %68, align 8, !dbg !3572, !tbaa !3425, !noalias !3573
  %69 = getelementptr inbounds %class.Circle, %class.Circle* %67, i64 0, i32 1, !dbg !3576
  store double %62, double* %69, align 8, !dbg !3576, !tbaa !3577, !noalias !3573
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3580, metadata !DIExpression()), !dbg !3589
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3588, metadata !DIExpression()), !dbg !3589
  %70 = getelementptr %class.Circle, %class.Circle* %67, i64 0, i32 0, !dbg !3591
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3592, metadata !DIExpression()), !dbg !3602
  call void @llvm.dbg.value(metadata %class.Shape* %70, metadata !3599, metadata !DIExpression()), !dbg !3602
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3600, metadata !DIExpression()), !dbg !3602
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3604, metadata !DIExpression()), !dbg !3615
  call void @llvm.dbg.value(metadata %class.Shape* %70, metadata !3612, metadata !DIExpression()), !dbg !3615
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3613, metadata !DIExpression()), !dbg !3615
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3617, metadata !DIExpression()), !dbg !3630
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3627, metadata !DIExpression()), !dbg !3630
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3628, metadata !DIExpression()), !dbg !3630
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3632, metadata !DIExpression()), !dbg !3644
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3641, metadata !DIExpression()), !dbg !3644
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3642, metadata !DIExpression()), !dbg !3644
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3646, metadata !DIExpression()), !dbg !3655
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3653, metadata !DIExpression()), !dbg !3655
  store %class.Shape* %70, %class.Shape** %34, align 8, !dbg !3657, !tbaa !3658
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3660, metadata !DIExpression()), !dbg !3664
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3663, metadata !DIExpression()), !dbg !3664
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3666, metadata !DIExpression()), !dbg !3677
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3676, metadata !DIExpression()), !dbg !3677
  %71 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !3679, !tbaa !3681
  %72 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %30, align 8, !dbg !3683, !tbaa !3684
  %73 = icmp eq %"class.std::unique_ptr"* %71, %72, !dbg !3685
  br i1 %73, label %79, label %74, !dbg !3686

74:                                               ; preds = %66
  %75 = ptrtoint i8* %65 to i64, !dbg !3686
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3687, metadata !DIExpression()), !dbg !3697
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %71, metadata !3695, metadata !DIExpression()), !dbg !3697
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3696, metadata !DIExpression()), !dbg !3697
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3700, metadata !DIExpression()), !dbg !3709
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %71, metadata !3706, metadata !DIExpression()), !dbg !3709
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3707, metadata !DIExpression()), !dbg !3709
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %71, metadata !3711, metadata !DIExpression()), !dbg !3715
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3714, metadata !DIExpression()), !dbg !3715
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %71, metadata !3717, metadata !DIExpression()), !dbg !3721
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3720, metadata !DIExpression()), !dbg !3721
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %71, metadata !3723, metadata !DIExpression()), !dbg !3727
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3726, metadata !DIExpression()), !dbg !3727
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %71, metadata !3729, metadata !DIExpression()), !dbg !3733
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3732, metadata !DIExpression()), !dbg !3733
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %71, metadata !3735, metadata !DIExpression()), !dbg !3739
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3738, metadata !DIExpression()), !dbg !3739
  %76 = bitcast %"class.std::unique_ptr"* %71 to i64*, !dbg !3741
  store i64 %75, i64* %76, align 8, !dbg !3741, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3742, metadata !DIExpression()), !dbg !3745
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3748, metadata !DIExpression()), !dbg !3754
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3756, metadata !DIExpression()), !dbg !3759
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3761, metadata !DIExpression()), !dbg !3764
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3766, metadata !DIExpression()), !dbg !3769
  %77 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !3771, !tbaa !3681
  %78 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %77, i64 1, !dbg !3771
  store %"class.std::unique_ptr"* %78, %"class.std::unique_ptr"** %29, align 8, !dbg !3771, !tbaa !3681
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3772, metadata !DIExpression()) #17, !dbg !3777
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3742, metadata !DIExpression()) #17, !dbg !3779
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3748, metadata !DIExpression()) #17, !dbg !3781
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3756, metadata !DIExpression()) #17, !dbg !3783
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3761, metadata !DIExpression()) #17, !dbg !3785
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3766, metadata !DIExpression()) #17, !dbg !3787
  call void @llvm.dbg.value(metadata %class.Shape** %34, metadata !3775, metadata !DIExpression()) #17, !dbg !3789
  br label %88, !dbg !3790

79:                                               ; preds = %66
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %71, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %8)
          to label %80 unwind label %91, !dbg !3791

80:                                               ; preds = %79
  %81 = load %class.Shape*, %class.Shape** %34, align 8, !dbg !3792, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3772, metadata !DIExpression()) #17, !dbg !3777
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3742, metadata !DIExpression()) #17, !dbg !3779
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3748, metadata !DIExpression()) #17, !dbg !3781
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3756, metadata !DIExpression()) #17, !dbg !3783
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3761, metadata !DIExpression()) #17, !dbg !3785
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3766, metadata !DIExpression()) #17, !dbg !3787
  call void @llvm.dbg.value(metadata %class.Shape** %34, metadata !3775, metadata !DIExpression()) #17, !dbg !3789
  %82 = icmp eq %class.Shape* %81, null, !dbg !3794
  br i1 %82, label %88, label %83, !dbg !3790

83:                                               ; preds = %80
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3795, metadata !DIExpression()) #17, !dbg !3800
  call void @llvm.dbg.value(metadata %class.Shape* %81, metadata !3798, metadata !DIExpression()) #17, !dbg !3800
  %84 = bitcast %class.Shape* %81 to void (%class.Shape*)***, !dbg !3802
  %85 = load void (%class.Shape*)**, void (%class.Shape*)*** %84, align 8, !dbg !3802, !tbaa !3425
  %86 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %85, i64 1, !dbg !3802
  %87 = load void (%class.Shape*)*, void (%class.Shape*)** %86, align 8, !dbg !3802
  call void %87(%class.Shape* noundef nonnull align 8 dereferenceable(8) %81) #17, !dbg !3802
  br label %88, !dbg !3803

88:                                               ; preds = %83, %80, %74
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #17, !dbg !3804
  br label %225, !dbg !3805

89:                                               ; preds = %64
  %90 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  br label %100, !dbg !3806

91:                                               ; preds = %79
  %92 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3772, metadata !DIExpression()) #17, !dbg !3807
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3742, metadata !DIExpression()) #17, !dbg !3809
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3748, metadata !DIExpression()) #17, !dbg !3811
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3756, metadata !DIExpression()) #17, !dbg !3813
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3761, metadata !DIExpression()) #17, !dbg !3815
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3766, metadata !DIExpression()) #17, !dbg !3817
  call void @llvm.dbg.value(metadata %class.Shape** %34, metadata !3775, metadata !DIExpression()) #17, !dbg !3819
  %93 = load %class.Shape*, %class.Shape** %34, align 8, !dbg !3820, !tbaa !3341
  %94 = icmp eq %class.Shape* %93, null, !dbg !3821
  br i1 %94, label %100, label %95, !dbg !3822

95:                                               ; preds = %91
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3795, metadata !DIExpression()) #17, !dbg !3823
  call void @llvm.dbg.value(metadata %class.Shape* %93, metadata !3798, metadata !DIExpression()) #17, !dbg !3823
  %96 = bitcast %class.Shape* %93 to void (%class.Shape*)***, !dbg !3825
  %97 = load void (%class.Shape*)**, void (%class.Shape*)*** %96, align 8, !dbg !3825, !tbaa !3425
  %98 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %97, i64 1, !dbg !3825
  %99 = load void (%class.Shape*)*, void (%class.Shape*)** %98, align 8, !dbg !3825
  call void %99(%class.Shape* noundef nonnull align 8 dereferenceable(8) %93) #17, !dbg !3825
  br label %100, !dbg !3826

100:                                              ; preds = %91, %95, %89
  %101 = phi { i8*, i32 } [ %90, %89 ], [ %92, %95 ], [ %92, %91 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #17, !dbg !3804
  br label %448, !dbg !3804

102:                                              ; preds = %58
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31) #17, !dbg !3827
  call void @llvm.dbg.value(metadata double %62, metadata !3447, metadata !DIExpression()), !dbg !3544
  call void @llvm.dbg.value(metadata double* undef, metadata !3828, metadata !DIExpression()), !dbg !3842
  call void @llvm.dbg.value(metadata double* undef, metadata !3837, metadata !DIExpression()), !dbg !3842
  %103 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #18
          to label %104 unwind label %129, !dbg !3844

104:                                              ; preds = %102
  %105 = fadd double %62, 1.000000e+00, !dbg !3845
  %106 = bitcast i8* %103 to %class.Rect*, !dbg !3844
  call void @llvm.dbg.value(metadata %class.Rect* %106, metadata !3846, metadata !DIExpression()), !dbg !3851
  call void @llvm.dbg.value(metadata double %62, metadata !3849, metadata !DIExpression()), !dbg !3851
  call void @llvm.dbg.value(metadata double %105, metadata !3850, metadata !DIExpression()), !dbg !3851
  %107 = getelementptr inbounds %class.Rect, %class.Rect* %106, i64 0, i32 0, i32 0, !dbg !3853
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4Rect, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %107, align 8, !dbg !3853, !tbaa !3425, !noalias !3854
  %108 = getelementptr inbounds %class.Rect, %class.Rect* %106, i64 0, i32 1, !dbg !3857
  store double %62, double* %108, align 8, !dbg !3857, !tbaa !3858, !noalias !3854
  %109 = getelementptr inbounds %class.Rect, %class.Rect* %106, i64 0, i32 2, !dbg !3860
  store double %105, double* %109, align 8, !dbg !3860, !tbaa !3861, !noalias !3854
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3862, metadata !DIExpression()), !dbg !3870
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3869, metadata !DIExpression()), !dbg !3870
  %110 = getelementptr %class.Rect, %class.Rect* %106, i64 0, i32 0, !dbg !3872
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3873, metadata !DIExpression()), !dbg !3882
  call void @llvm.dbg.value(metadata %class.Shape* %110, metadata !3880, metadata !DIExpression()), !dbg !3882
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3881, metadata !DIExpression()), !dbg !3882
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3884, metadata !DIExpression()), !dbg !3894
  call void @llvm.dbg.value(metadata %class.Shape* %110, metadata !3892, metadata !DIExpression()), !dbg !3894
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3893, metadata !DIExpression()), !dbg !3894
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3896, metadata !DIExpression()), !dbg !3906
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3904, metadata !DIExpression()), !dbg !3906
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3905, metadata !DIExpression()), !dbg !3906
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3908, metadata !DIExpression()), !dbg !3918
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3916, metadata !DIExpression()), !dbg !3918
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3917, metadata !DIExpression()), !dbg !3918
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3646, metadata !DIExpression()), !dbg !3920
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3653, metadata !DIExpression()), !dbg !3920
  store %class.Shape* %110, %class.Shape** %32, align 8, !dbg !3922, !tbaa !3658
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3660, metadata !DIExpression()), !dbg !3923
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3663, metadata !DIExpression()), !dbg !3923
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3666, metadata !DIExpression()), !dbg !3925
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3676, metadata !DIExpression()), !dbg !3925
  %111 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !3927, !tbaa !3681
  %112 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %30, align 8, !dbg !3928, !tbaa !3684
  %113 = icmp eq %"class.std::unique_ptr"* %111, %112, !dbg !3929
  br i1 %113, label %119, label %114, !dbg !3930

114:                                              ; preds = %104
  %115 = ptrtoint i8* %103 to i64, !dbg !3930
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3687, metadata !DIExpression()), !dbg !3931
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %111, metadata !3695, metadata !DIExpression()), !dbg !3931
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3696, metadata !DIExpression()), !dbg !3931
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3700, metadata !DIExpression()), !dbg !3933
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %111, metadata !3706, metadata !DIExpression()), !dbg !3933
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3707, metadata !DIExpression()), !dbg !3933
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %111, metadata !3711, metadata !DIExpression()), !dbg !3935
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3714, metadata !DIExpression()), !dbg !3935
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %111, metadata !3717, metadata !DIExpression()), !dbg !3937
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3720, metadata !DIExpression()), !dbg !3937
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %111, metadata !3723, metadata !DIExpression()), !dbg !3939
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3726, metadata !DIExpression()), !dbg !3939
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %111, metadata !3729, metadata !DIExpression()), !dbg !3941
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3732, metadata !DIExpression()), !dbg !3941
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %111, metadata !3735, metadata !DIExpression()), !dbg !3943
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3738, metadata !DIExpression()), !dbg !3943
  %116 = bitcast %"class.std::unique_ptr"* %111 to i64*, !dbg !3945
  store i64 %115, i64* %116, align 8, !dbg !3945, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3742, metadata !DIExpression()), !dbg !3946
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3748, metadata !DIExpression()), !dbg !3948
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3756, metadata !DIExpression()), !dbg !3950
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3761, metadata !DIExpression()), !dbg !3952
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3766, metadata !DIExpression()), !dbg !3954
  %117 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !3956, !tbaa !3681
  %118 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %117, i64 1, !dbg !3956
  store %"class.std::unique_ptr"* %118, %"class.std::unique_ptr"** %29, align 8, !dbg !3956, !tbaa !3681
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3772, metadata !DIExpression()) #17, !dbg !3957
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3742, metadata !DIExpression()) #17, !dbg !3959
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3748, metadata !DIExpression()) #17, !dbg !3961
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3756, metadata !DIExpression()) #17, !dbg !3963
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3761, metadata !DIExpression()) #17, !dbg !3965
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3766, metadata !DIExpression()) #17, !dbg !3967
  call void @llvm.dbg.value(metadata %class.Shape** %32, metadata !3775, metadata !DIExpression()) #17, !dbg !3969
  br label %128, !dbg !3970

119:                                              ; preds = %104
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %111, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %9)
          to label %120 unwind label %131, !dbg !3971

120:                                              ; preds = %119
  %121 = load %class.Shape*, %class.Shape** %32, align 8, !dbg !3972, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3772, metadata !DIExpression()) #17, !dbg !3957
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3742, metadata !DIExpression()) #17, !dbg !3959
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3748, metadata !DIExpression()) #17, !dbg !3961
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3756, metadata !DIExpression()) #17, !dbg !3963
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3761, metadata !DIExpression()) #17, !dbg !3965
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3766, metadata !DIExpression()) #17, !dbg !3967
  call void @llvm.dbg.value(metadata %class.Shape** %32, metadata !3775, metadata !DIExpression()) #17, !dbg !3969
  %122 = icmp eq %class.Shape* %121, null, !dbg !3973
  br i1 %122, label %128, label %123, !dbg !3970

123:                                              ; preds = %120
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3795, metadata !DIExpression()) #17, !dbg !3974
  call void @llvm.dbg.value(metadata %class.Shape* %121, metadata !3798, metadata !DIExpression()) #17, !dbg !3974
  %124 = bitcast %class.Shape* %121 to void (%class.Shape*)***, !dbg !3976
  %125 = load void (%class.Shape*)**, void (%class.Shape*)*** %124, align 8, !dbg !3976, !tbaa !3425
  %126 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %125, i64 1, !dbg !3976
  %127 = load void (%class.Shape*)*, void (%class.Shape*)** %126, align 8, !dbg !3976
  call void %127(%class.Shape* noundef nonnull align 8 dereferenceable(8) %121) #17, !dbg !3976
  br label %128, !dbg !3977

128:                                              ; preds = %123, %120, %114
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31) #17, !dbg !3978
  br label %225, !dbg !3979

129:                                              ; preds = %102
  %130 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  br label %140, !dbg !3806

131:                                              ; preds = %119
  %132 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3772, metadata !DIExpression()) #17, !dbg !3980
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3742, metadata !DIExpression()) #17, !dbg !3982
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3748, metadata !DIExpression()) #17, !dbg !3984
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3756, metadata !DIExpression()) #17, !dbg !3986
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3761, metadata !DIExpression()) #17, !dbg !3988
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3766, metadata !DIExpression()) #17, !dbg !3990
  call void @llvm.dbg.value(metadata %class.Shape** %32, metadata !3775, metadata !DIExpression()) #17, !dbg !3992
  %133 = load %class.Shape*, %class.Shape** %32, align 8, !dbg !3993, !tbaa !3341
  %134 = icmp eq %class.Shape* %133, null, !dbg !3994
  br i1 %134, label %140, label %135, !dbg !3995

135:                                              ; preds = %131
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3795, metadata !DIExpression()) #17, !dbg !3996
  call void @llvm.dbg.value(metadata %class.Shape* %133, metadata !3798, metadata !DIExpression()) #17, !dbg !3996
  %136 = bitcast %class.Shape* %133 to void (%class.Shape*)***, !dbg !3998
  %137 = load void (%class.Shape*)**, void (%class.Shape*)*** %136, align 8, !dbg !3998, !tbaa !3425
  %138 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %137, i64 1, !dbg !3998
  %139 = load void (%class.Shape*)*, void (%class.Shape*)** %138, align 8, !dbg !3998
  call void %139(%class.Shape* noundef nonnull align 8 dereferenceable(8) %133) #17, !dbg !3998
  br label %140, !dbg !3999

140:                                              ; preds = %131, %135, %129
  %141 = phi { i8*, i32 } [ %130, %129 ], [ %132, %135 ], [ %132, %131 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31) #17, !dbg !3978
  br label %448, !dbg !3978

142:                                              ; preds = %58
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #17, !dbg !4000
  call void @llvm.dbg.value(metadata double* undef, metadata !4001, metadata !DIExpression()), !dbg !4010
  %143 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #18
          to label %144 unwind label %168, !dbg !4012

144:                                              ; preds = %142
  %145 = bitcast i8* %143 to %class.Square*, !dbg !4012
  call void @llvm.dbg.value(metadata %class.Square* %145, metadata !4013, metadata !DIExpression()), !dbg !4017
  call void @llvm.dbg.value(metadata double %62, metadata !4016, metadata !DIExpression()), !dbg !4017
  call void @llvm.dbg.value(metadata %class.Square* %145, metadata !3846, metadata !DIExpression()), !dbg !4019
  call void @llvm.dbg.value(metadata double %62, metadata !3849, metadata !DIExpression()), !dbg !4019
  call void @llvm.dbg.value(metadata double %62, metadata !3850, metadata !DIExpression()), !dbg !4019
  %146 = getelementptr inbounds %class.Square, %class.Square* %145, i64 0, i32 0, i32 0, i32 0, !dbg !4021
  %147 = getelementptr inbounds %class.Square, %class.Square* %145, i64 0, i32 0, i32 1, !dbg !4022
  store double %62, double* %147, align 8, !dbg !4022, !tbaa !3858, !noalias !4023
  %148 = getelementptr inbounds %class.Square, %class.Square* %145, i64 0, i32 0, i32 2, !dbg !4026
  store double %62, double* %148, align 8, !dbg !4026, !tbaa !3861, !noalias !4023
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %146, align 8, !dbg !4027, !tbaa !3425, !noalias !4023
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4028, metadata !DIExpression()), !dbg !4036
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4035, metadata !DIExpression()), !dbg !4036
  %149 = getelementptr %class.Square, %class.Square* %145, i64 0, i32 0, i32 0, !dbg !4038
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4039, metadata !DIExpression()), !dbg !4048
  call void @llvm.dbg.value(metadata %class.Shape* %149, metadata !4046, metadata !DIExpression()), !dbg !4048
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4047, metadata !DIExpression()), !dbg !4048
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4050, metadata !DIExpression()), !dbg !4060
  call void @llvm.dbg.value(metadata %class.Shape* %149, metadata !4058, metadata !DIExpression()), !dbg !4060
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4059, metadata !DIExpression()), !dbg !4060
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4062, metadata !DIExpression()), !dbg !4072
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4070, metadata !DIExpression()), !dbg !4072
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4071, metadata !DIExpression()), !dbg !4072
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4074, metadata !DIExpression()), !dbg !4084
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4082, metadata !DIExpression()), !dbg !4084
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4083, metadata !DIExpression()), !dbg !4084
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3646, metadata !DIExpression()), !dbg !4086
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3653, metadata !DIExpression()), !dbg !4086
  store %class.Shape* %149, %class.Shape** %28, align 8, !dbg !4088, !tbaa !3658
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3660, metadata !DIExpression()), !dbg !4089
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3663, metadata !DIExpression()), !dbg !4089
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3666, metadata !DIExpression()), !dbg !4091
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3676, metadata !DIExpression()), !dbg !4091
  %150 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !4093, !tbaa !3681
  %151 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %30, align 8, !dbg !4094, !tbaa !3684
  %152 = icmp eq %"class.std::unique_ptr"* %150, %151, !dbg !4095
  br i1 %152, label %158, label %153, !dbg !4096

153:                                              ; preds = %144
  %154 = ptrtoint i8* %143 to i64, !dbg !4096
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3687, metadata !DIExpression()), !dbg !4097
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %150, metadata !3695, metadata !DIExpression()), !dbg !4097
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3696, metadata !DIExpression()), !dbg !4097
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3700, metadata !DIExpression()), !dbg !4099
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %150, metadata !3706, metadata !DIExpression()), !dbg !4099
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3707, metadata !DIExpression()), !dbg !4099
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %150, metadata !3711, metadata !DIExpression()), !dbg !4101
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3714, metadata !DIExpression()), !dbg !4101
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %150, metadata !3717, metadata !DIExpression()), !dbg !4103
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3720, metadata !DIExpression()), !dbg !4103
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %150, metadata !3723, metadata !DIExpression()), !dbg !4105
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3726, metadata !DIExpression()), !dbg !4105
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %150, metadata !3729, metadata !DIExpression()), !dbg !4107
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3732, metadata !DIExpression()), !dbg !4107
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %150, metadata !3735, metadata !DIExpression()), !dbg !4109
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3738, metadata !DIExpression()), !dbg !4109
  %155 = bitcast %"class.std::unique_ptr"* %150 to i64*, !dbg !4111
  store i64 %154, i64* %155, align 8, !dbg !4111, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3742, metadata !DIExpression()), !dbg !4112
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3748, metadata !DIExpression()), !dbg !4114
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3756, metadata !DIExpression()), !dbg !4116
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3761, metadata !DIExpression()), !dbg !4118
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3766, metadata !DIExpression()), !dbg !4120
  %156 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !4122, !tbaa !3681
  %157 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %156, i64 1, !dbg !4122
  store %"class.std::unique_ptr"* %157, %"class.std::unique_ptr"** %29, align 8, !dbg !4122, !tbaa !3681
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3772, metadata !DIExpression()) #17, !dbg !4123
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3742, metadata !DIExpression()) #17, !dbg !4125
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3748, metadata !DIExpression()) #17, !dbg !4127
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3756, metadata !DIExpression()) #17, !dbg !4129
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3761, metadata !DIExpression()) #17, !dbg !4131
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3766, metadata !DIExpression()) #17, !dbg !4133
  call void @llvm.dbg.value(metadata %class.Shape** %28, metadata !3775, metadata !DIExpression()) #17, !dbg !4135
  br label %167, !dbg !4136

158:                                              ; preds = %144
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %150, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %10)
          to label %159 unwind label %170, !dbg !4137

159:                                              ; preds = %158
  %160 = load %class.Shape*, %class.Shape** %28, align 8, !dbg !4138, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3772, metadata !DIExpression()) #17, !dbg !4123
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3742, metadata !DIExpression()) #17, !dbg !4125
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3748, metadata !DIExpression()) #17, !dbg !4127
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3756, metadata !DIExpression()) #17, !dbg !4129
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3761, metadata !DIExpression()) #17, !dbg !4131
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3766, metadata !DIExpression()) #17, !dbg !4133
  call void @llvm.dbg.value(metadata %class.Shape** %28, metadata !3775, metadata !DIExpression()) #17, !dbg !4135
  %161 = icmp eq %class.Shape* %160, null, !dbg !4139
  br i1 %161, label %167, label %162, !dbg !4136

162:                                              ; preds = %159
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3795, metadata !DIExpression()) #17, !dbg !4140
  call void @llvm.dbg.value(metadata %class.Shape* %160, metadata !3798, metadata !DIExpression()) #17, !dbg !4140
  %163 = bitcast %class.Shape* %160 to void (%class.Shape*)***, !dbg !4142
  %164 = load void (%class.Shape*)**, void (%class.Shape*)*** %163, align 8, !dbg !4142, !tbaa !3425
  %165 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %164, i64 1, !dbg !4142
  %166 = load void (%class.Shape*)*, void (%class.Shape*)** %165, align 8, !dbg !4142
  call void %166(%class.Shape* noundef nonnull align 8 dereferenceable(8) %160) #17, !dbg !4142
  br label %167, !dbg !4143

167:                                              ; preds = %162, %159, %153
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #17, !dbg !4144
  br label %225, !dbg !4145

168:                                              ; preds = %142
  %169 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  br label %179, !dbg !3806

170:                                              ; preds = %158
  %171 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3772, metadata !DIExpression()) #17, !dbg !4146
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3742, metadata !DIExpression()) #17, !dbg !4148
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3748, metadata !DIExpression()) #17, !dbg !4150
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3756, metadata !DIExpression()) #17, !dbg !4152
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3761, metadata !DIExpression()) #17, !dbg !4154
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3766, metadata !DIExpression()) #17, !dbg !4156
  call void @llvm.dbg.value(metadata %class.Shape** %28, metadata !3775, metadata !DIExpression()) #17, !dbg !4158
  %172 = load %class.Shape*, %class.Shape** %28, align 8, !dbg !4159, !tbaa !3341
  %173 = icmp eq %class.Shape* %172, null, !dbg !4160
  br i1 %173, label %179, label %174, !dbg !4161

174:                                              ; preds = %170
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3795, metadata !DIExpression()) #17, !dbg !4162
  call void @llvm.dbg.value(metadata %class.Shape* %172, metadata !3798, metadata !DIExpression()) #17, !dbg !4162
  %175 = bitcast %class.Shape* %172 to void (%class.Shape*)***, !dbg !4164
  %176 = load void (%class.Shape*)**, void (%class.Shape*)*** %175, align 8, !dbg !4164, !tbaa !3425
  %177 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %176, i64 1, !dbg !4164
  %178 = load void (%class.Shape*)*, void (%class.Shape*)** %177, align 8, !dbg !4164
  call void %178(%class.Shape* noundef nonnull align 8 dereferenceable(8) %172) #17, !dbg !4164
  br label %179, !dbg !4165

179:                                              ; preds = %170, %174, %168
  %180 = phi { i8*, i32 } [ %169, %168 ], [ %171, %174 ], [ %171, %170 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #17, !dbg !4144
  br label %448, !dbg !4144

181:                                              ; preds = %58
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #17, !dbg !4166
  call void @llvm.dbg.value(metadata double %62, metadata !3447, metadata !DIExpression()), !dbg !3544
  call void @llvm.dbg.value(metadata double* undef, metadata !4167, metadata !DIExpression()), !dbg !4180
  call void @llvm.dbg.value(metadata double* undef, metadata !4175, metadata !DIExpression()), !dbg !4180
  call void @llvm.dbg.value(metadata double* undef, metadata !4176, metadata !DIExpression()), !dbg !4180
  %182 = invoke noalias noundef nonnull dereferenceable(32) i8* @_Znwm(i64 noundef 32) #18
          to label %183 unwind label %212, !dbg !4182

183:                                              ; preds = %181
  %184 = fadd double %62, 4.000000e+00, !dbg !4183
  %185 = insertelement <2 x double> poison, double %62, i64 0, !dbg !4184
  %186 = shufflevector <2 x double> %185, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !4184
  %187 = fadd <2 x double> %186, <double 2.000000e+00, double 3.000000e+00>, !dbg !4184
  %188 = bitcast i8* %182 to %class.Triangle*, !dbg !4182
  call void @llvm.dbg.value(metadata %class.Triangle* %188, metadata !4185, metadata !DIExpression()), !dbg !4191
  call void @llvm.dbg.value(metadata double undef, metadata !4188, metadata !DIExpression()), !dbg !4191
  call void @llvm.dbg.value(metadata double undef, metadata !4189, metadata !DIExpression()), !dbg !4191
  call void @llvm.dbg.value(metadata double %184, metadata !4190, metadata !DIExpression()), !dbg !4191
  %189 = getelementptr inbounds %class.Triangle, %class.Triangle* %188, i64 0, i32 0, i32 0, !dbg !4193
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV8Triangle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %189, align 8, !dbg !4193, !tbaa !3425, !noalias !4194
  %190 = getelementptr inbounds %class.Triangle, %class.Triangle* %188, i64 0, i32 1, !dbg !4197
  %191 = bitcast double* %190 to <2 x double>*, !dbg !4197
  store <2 x double> %187, <2 x double>* %191, align 8, !dbg !4197, !tbaa !4198, !noalias !4194
  %192 = getelementptr inbounds %class.Triangle, %class.Triangle* %188, i64 0, i32 3, !dbg !4199
  store double %184, double* %192, align 8, !dbg !4199, !tbaa !4200, !noalias !4194
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4202, metadata !DIExpression()), !dbg !4210
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4209, metadata !DIExpression()), !dbg !4210
  %193 = getelementptr %class.Triangle, %class.Triangle* %188, i64 0, i32 0, !dbg !4212
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4213, metadata !DIExpression()), !dbg !4222
  call void @llvm.dbg.value(metadata %class.Shape* %193, metadata !4220, metadata !DIExpression()), !dbg !4222
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4221, metadata !DIExpression()), !dbg !4222
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4224, metadata !DIExpression()), !dbg !4234
  call void @llvm.dbg.value(metadata %class.Shape* %193, metadata !4232, metadata !DIExpression()), !dbg !4234
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4233, metadata !DIExpression()), !dbg !4234
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4236, metadata !DIExpression()), !dbg !4246
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4244, metadata !DIExpression()), !dbg !4246
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4245, metadata !DIExpression()), !dbg !4246
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4248, metadata !DIExpression()), !dbg !4258
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4256, metadata !DIExpression()), !dbg !4258
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4257, metadata !DIExpression()), !dbg !4258
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3646, metadata !DIExpression()), !dbg !4260
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3653, metadata !DIExpression()), !dbg !4260
  store %class.Shape* %193, %class.Shape** %36, align 8, !dbg !4262, !tbaa !3658
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3660, metadata !DIExpression()), !dbg !4263
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3663, metadata !DIExpression()), !dbg !4263
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3666, metadata !DIExpression()), !dbg !4265
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3676, metadata !DIExpression()), !dbg !4265
  %194 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !4267, !tbaa !3681
  %195 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %30, align 8, !dbg !4268, !tbaa !3684
  %196 = icmp eq %"class.std::unique_ptr"* %194, %195, !dbg !4269
  br i1 %196, label %202, label %197, !dbg !4270

197:                                              ; preds = %183
  %198 = ptrtoint i8* %182 to i64, !dbg !4270
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3687, metadata !DIExpression()), !dbg !4271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %194, metadata !3695, metadata !DIExpression()), !dbg !4271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3696, metadata !DIExpression()), !dbg !4271
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3700, metadata !DIExpression()), !dbg !4273
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %194, metadata !3706, metadata !DIExpression()), !dbg !4273
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3707, metadata !DIExpression()), !dbg !4273
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %194, metadata !3711, metadata !DIExpression()), !dbg !4275
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3714, metadata !DIExpression()), !dbg !4275
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %194, metadata !3717, metadata !DIExpression()), !dbg !4277
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3720, metadata !DIExpression()), !dbg !4277
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %194, metadata !3723, metadata !DIExpression()), !dbg !4279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3726, metadata !DIExpression()), !dbg !4279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %194, metadata !3729, metadata !DIExpression()), !dbg !4281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3732, metadata !DIExpression()), !dbg !4281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %194, metadata !3735, metadata !DIExpression()), !dbg !4283
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3738, metadata !DIExpression()), !dbg !4283
  %199 = bitcast %"class.std::unique_ptr"* %194 to i64*, !dbg !4285
  store i64 %198, i64* %199, align 8, !dbg !4285, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3742, metadata !DIExpression()), !dbg !4286
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3748, metadata !DIExpression()), !dbg !4288
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3756, metadata !DIExpression()), !dbg !4290
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3761, metadata !DIExpression()), !dbg !4292
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3766, metadata !DIExpression()), !dbg !4294
  %200 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %29, align 8, !dbg !4296, !tbaa !3681
  %201 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %200, i64 1, !dbg !4296
  store %"class.std::unique_ptr"* %201, %"class.std::unique_ptr"** %29, align 8, !dbg !4296, !tbaa !3681
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3772, metadata !DIExpression()) #17, !dbg !4297
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3742, metadata !DIExpression()) #17, !dbg !4299
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3748, metadata !DIExpression()) #17, !dbg !4301
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3756, metadata !DIExpression()) #17, !dbg !4303
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3761, metadata !DIExpression()) #17, !dbg !4305
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3766, metadata !DIExpression()) #17, !dbg !4307
  call void @llvm.dbg.value(metadata %class.Shape** %36, metadata !3775, metadata !DIExpression()) #17, !dbg !4309
  br label %211, !dbg !4310

202:                                              ; preds = %183
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %194, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %11)
          to label %203 unwind label %214, !dbg !4311

203:                                              ; preds = %202
  %204 = load %class.Shape*, %class.Shape** %36, align 8, !dbg !4312, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3772, metadata !DIExpression()) #17, !dbg !4297
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3742, metadata !DIExpression()) #17, !dbg !4299
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3748, metadata !DIExpression()) #17, !dbg !4301
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3756, metadata !DIExpression()) #17, !dbg !4303
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3761, metadata !DIExpression()) #17, !dbg !4305
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3766, metadata !DIExpression()) #17, !dbg !4307
  call void @llvm.dbg.value(metadata %class.Shape** %36, metadata !3775, metadata !DIExpression()) #17, !dbg !4309
  %205 = icmp eq %class.Shape* %204, null, !dbg !4313
  br i1 %205, label %211, label %206, !dbg !4310

206:                                              ; preds = %203
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3795, metadata !DIExpression()) #17, !dbg !4314
  call void @llvm.dbg.value(metadata %class.Shape* %204, metadata !3798, metadata !DIExpression()) #17, !dbg !4314
  %207 = bitcast %class.Shape* %204 to void (%class.Shape*)***, !dbg !4316
  %208 = load void (%class.Shape*)**, void (%class.Shape*)*** %207, align 8, !dbg !4316, !tbaa !3425
  %209 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %208, i64 1, !dbg !4316
  %210 = load void (%class.Shape*)*, void (%class.Shape*)** %209, align 8, !dbg !4316
  call void %210(%class.Shape* noundef nonnull align 8 dereferenceable(8) %204) #17, !dbg !4316
  br label %211, !dbg !4317

211:                                              ; preds = %206, %203, %197
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #17, !dbg !4318
  br label %225, !dbg !4319

212:                                              ; preds = %181
  %213 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  br label %223, !dbg !3806

214:                                              ; preds = %202
  %215 = landingpad { i8*, i32 }
          cleanup, !dbg !3806
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3772, metadata !DIExpression()) #17, !dbg !4320
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3742, metadata !DIExpression()) #17, !dbg !4322
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3748, metadata !DIExpression()) #17, !dbg !4324
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3756, metadata !DIExpression()) #17, !dbg !4326
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3761, metadata !DIExpression()) #17, !dbg !4328
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3766, metadata !DIExpression()) #17, !dbg !4330
  call void @llvm.dbg.value(metadata %class.Shape** %36, metadata !3775, metadata !DIExpression()) #17, !dbg !4332
  %216 = load %class.Shape*, %class.Shape** %36, align 8, !dbg !4333, !tbaa !3341
  %217 = icmp eq %class.Shape* %216, null, !dbg !4334
  br i1 %217, label %223, label %218, !dbg !4335

218:                                              ; preds = %214
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3795, metadata !DIExpression()) #17, !dbg !4336
  call void @llvm.dbg.value(metadata %class.Shape* %216, metadata !3798, metadata !DIExpression()) #17, !dbg !4336
  %219 = bitcast %class.Shape* %216 to void (%class.Shape*)***, !dbg !4338
  %220 = load void (%class.Shape*)**, void (%class.Shape*)*** %219, align 8, !dbg !4338, !tbaa !3425
  %221 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %220, i64 1, !dbg !4338
  %222 = load void (%class.Shape*)*, void (%class.Shape*)** %221, align 8, !dbg !4338
  call void %222(%class.Shape* noundef nonnull align 8 dereferenceable(8) %216) #17, !dbg !4338
  br label %223, !dbg !4339

223:                                              ; preds = %214, %218, %212
  %224 = phi { i8*, i32 } [ %213, %212 ], [ %215, %218 ], [ %215, %214 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #17, !dbg !4318
  br label %448, !dbg !4318

225:                                              ; preds = %211, %167, %128, %88
  %226 = add nuw nsw i32 %59, 1, !dbg !4340
  call void @llvm.dbg.value(metadata i32 %226, metadata !3445, metadata !DIExpression()), !dbg !3491
  %227 = icmp eq i32 %226, %26, !dbg !3497
  br i1 %227, label %37, label %58, !dbg !3492, !llvm.loop !4341

228:                                              ; preds = %37, %23
  %229 = phi %"class.std::unique_ptr"** [ %24, %23 ], [ %42, %37 ]
  call void @llvm.dbg.value(metadata double %55, metadata !3450, metadata !DIExpression()), !dbg !3461
  %230 = bitcast [4 x i32]* %12 to i8*, !dbg !4344
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %230) #17, !dbg !4344
  call void @llvm.dbg.declare(metadata [4 x i32]* %12, metadata !3451, metadata !DIExpression()), !dbg !4345
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %230, i8 0, i64 16, i1 false), !dbg !4345
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3454, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4347, metadata !DIExpression()), !dbg !4350
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4352, metadata !DIExpression()), !dbg !4357
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %41, metadata !4355, metadata !DIExpression()), !dbg !4357
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4359, metadata !DIExpression()), !dbg !4362
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4352, metadata !DIExpression()), !dbg !4364
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %42, metadata !4355, metadata !DIExpression()), !dbg !4364
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %233, metadata !3457, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %232, metadata !3456, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4366, metadata !DIExpression()), !dbg !4373
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4372, metadata !DIExpression()), !dbg !4373
  br label %298, !dbg !4375

231:                                              ; preds = %54
  %232 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %41, align 8, !dbg !4376, !tbaa !3341
  %233 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %42, align 8, !dbg !4377, !tbaa !3341
  call void @llvm.dbg.value(metadata double %55, metadata !3450, metadata !DIExpression()), !dbg !3461
  %234 = bitcast [4 x i32]* %12 to i8*, !dbg !4344
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %234) #17, !dbg !4344
  call void @llvm.dbg.declare(metadata [4 x i32]* %12, metadata !3451, metadata !DIExpression()), !dbg !4345
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %234, i8 0, i64 16, i1 false), !dbg !4345
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3454, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4347, metadata !DIExpression()), !dbg !4350
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4352, metadata !DIExpression()), !dbg !4357
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %41, metadata !4355, metadata !DIExpression()), !dbg !4357
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4359, metadata !DIExpression()), !dbg !4362
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4352, metadata !DIExpression()), !dbg !4364
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %42, metadata !4355, metadata !DIExpression()), !dbg !4364
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %233, metadata !3457, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %232, metadata !3456, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4366, metadata !DIExpression()), !dbg !4373
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4372, metadata !DIExpression()), !dbg !4373
  %235 = icmp eq %"class.std::unique_ptr"* %232, %233, !dbg !4378
  br i1 %235, label %298, label %256, !dbg !4375

236:                                              ; preds = %294
  %237 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %41, align 8, !dbg !4379, !tbaa !3341
  %238 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %42, align 8, !dbg !4383, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3316, metadata !DIExpression()), !dbg !4386
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !4386
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3318, metadata !DIExpression()), !dbg !4387
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3326, metadata !DIExpression()), !dbg !4388
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !4389
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %41, metadata !3336, metadata !DIExpression()), !dbg !4389
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %237, metadata !3320, metadata !DIExpression()), !dbg !4387
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3345, metadata !DIExpression()), !dbg !4390
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !4391
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %42, metadata !3336, metadata !DIExpression()), !dbg !4391
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %238, metadata !3321, metadata !DIExpression()), !dbg !4387
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !4392
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !4392
  %239 = icmp eq %"class.std::unique_ptr"* %237, %238, !dbg !4394
  br i1 %239, label %298, label %240, !dbg !4395

240:                                              ; preds = %236, %250
  %241 = phi double [ %251, %250 ], [ 0.000000e+00, %236 ]
  %242 = phi %"class.std::unique_ptr"* [ %252, %250 ], [ %237, %236 ]
  call void @llvm.dbg.value(metadata double %241, metadata !3317, metadata !DIExpression()), !dbg !4386
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3320, metadata !DIExpression()), !dbg !4387
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3322, metadata !DIExpression()), !dbg !4396
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3367, metadata !DIExpression()), !dbg !4397
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3372, metadata !DIExpression()), !dbg !4399
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3377, metadata !DIExpression()), !dbg !4401
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3383, metadata !DIExpression()), !dbg !4403
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3405, metadata !DIExpression()), !dbg !4405
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3412, metadata !DIExpression()), !dbg !4407
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %242, metadata !3417, metadata !DIExpression()), !dbg !4409
  %243 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %242, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4411
  %244 = load %class.Shape*, %class.Shape** %243, align 8, !dbg !4412, !tbaa !3341
  %245 = bitcast %class.Shape* %244 to double (%class.Shape*)***, !dbg !4413
  %246 = load double (%class.Shape*)**, double (%class.Shape*)*** %245, align 8, !dbg !4413, !tbaa !3425
  %247 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %246, i64 2, !dbg !4413
  %248 = load double (%class.Shape*)*, double (%class.Shape*)** %247, align 8, !dbg !4413
  %249 = invoke noundef double %248(%class.Shape* noundef nonnull align 8 dereferenceable(8) %244)
          to label %250 unwind label %441, !dbg !4413

250:                                              ; preds = %240
  %251 = fadd double %241, %249, !dbg !4414
  call void @llvm.dbg.value(metadata double %251, metadata !3317, metadata !DIExpression()), !dbg !4386
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3428, metadata !DIExpression()), !dbg !4415
  %252 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %242, i64 1, !dbg !4417
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %252, metadata !3320, metadata !DIExpression()), !dbg !4387
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !4392
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !4392
  %253 = icmp eq %"class.std::unique_ptr"* %252, %238, !dbg !4394
  br i1 %253, label %298, label %240, !dbg !4395, !llvm.loop !4418

254:                                              ; preds = %44
  %255 = landingpad { i8*, i32 }
          cleanup, !dbg !4421
  br label %448, !dbg !4421

256:                                              ; preds = %231, %294
  %257 = phi double [ %295, %294 ], [ 0.000000e+00, %231 ]
  %258 = phi %"class.std::unique_ptr"* [ %296, %294 ], [ %232, %231 ]
  call void @llvm.dbg.value(metadata double %257, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3456, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3458, metadata !DIExpression()), !dbg !4422
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3367, metadata !DIExpression()), !dbg !4423
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3372, metadata !DIExpression()), !dbg !4426
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3377, metadata !DIExpression()), !dbg !4428
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3383, metadata !DIExpression()), !dbg !4430
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3405, metadata !DIExpression()), !dbg !4432
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3412, metadata !DIExpression()), !dbg !4434
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3417, metadata !DIExpression()), !dbg !4436
  %259 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %258, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4438
  %260 = load %class.Shape*, %class.Shape** %259, align 8, !dbg !4439, !tbaa !3341
  %261 = bitcast %class.Shape* %260 to i32 (%class.Shape*)***, !dbg !4440
  %262 = load i32 (%class.Shape*)**, i32 (%class.Shape*)*** %261, align 8, !dbg !4440, !tbaa !3425
  %263 = getelementptr inbounds i32 (%class.Shape*)*, i32 (%class.Shape*)** %262, i64 5, !dbg !4440
  %264 = load i32 (%class.Shape*)*, i32 (%class.Shape*)** %263, align 8, !dbg !4440
  %265 = invoke noundef i32 %264(%class.Shape* noundef nonnull align 8 dereferenceable(8) %260)
          to label %266 unwind label %285, !dbg !4440

266:                                              ; preds = %256
  %267 = sext i32 %265 to i64, !dbg !4441
  %268 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 %267, !dbg !4441
  %269 = load i32, i32* %268, align 4, !dbg !4442, !tbaa !4443
  %270 = add nsw i32 %269, 1, !dbg !4442
  store i32 %270, i32* %268, align 4, !dbg !4442, !tbaa !4443
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3367, metadata !DIExpression()), !dbg !4445
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3372, metadata !DIExpression()), !dbg !4448
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3377, metadata !DIExpression()), !dbg !4450
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3383, metadata !DIExpression()), !dbg !4452
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3405, metadata !DIExpression()), !dbg !4454
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3412, metadata !DIExpression()), !dbg !4456
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3417, metadata !DIExpression()), !dbg !4458
  %271 = load %class.Shape*, %class.Shape** %259, align 8, !dbg !4460, !tbaa !3341
  %272 = bitcast %class.Shape* %271 to double (%class.Shape*)***, !dbg !4461
  %273 = load double (%class.Shape*)**, double (%class.Shape*)*** %272, align 8, !dbg !4461, !tbaa !3425
  %274 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %273, i64 3, !dbg !4461
  %275 = load double (%class.Shape*)*, double (%class.Shape*)** %274, align 8, !dbg !4461
  %276 = invoke noundef double %275(%class.Shape* noundef nonnull align 8 dereferenceable(8) %271)
          to label %277 unwind label %285, !dbg !4461

277:                                              ; preds = %266
  %278 = fcmp ogt double %276, 2.000000e+01, !dbg !4462
  br i1 %278, label %279, label %287, !dbg !4463

279:                                              ; preds = %277
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3367, metadata !DIExpression()), !dbg !4464
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3372, metadata !DIExpression()), !dbg !4466
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3377, metadata !DIExpression()), !dbg !4468
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3383, metadata !DIExpression()), !dbg !4470
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3405, metadata !DIExpression()), !dbg !4472
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3412, metadata !DIExpression()), !dbg !4474
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3417, metadata !DIExpression()), !dbg !4476
  %280 = load %class.Shape*, %class.Shape** %259, align 8, !dbg !4478, !tbaa !3341
  %281 = bitcast %class.Shape* %280 to void (%class.Shape*, double)***, !dbg !4479
  %282 = load void (%class.Shape*, double)**, void (%class.Shape*, double)*** %281, align 8, !dbg !4479, !tbaa !3425
  %283 = getelementptr inbounds void (%class.Shape*, double)*, void (%class.Shape*, double)** %282, i64 4, !dbg !4479
  %284 = load void (%class.Shape*, double)*, void (%class.Shape*, double)** %283, align 8, !dbg !4479
  invoke void %284(%class.Shape* noundef nonnull align 8 dereferenceable(8) %280, double noundef 5.000000e-01)
          to label %287 unwind label %285, !dbg !4479

285:                                              ; preds = %287, %279, %266, %256
  %286 = landingpad { i8*, i32 }
          cleanup, !dbg !4480
  br label %445, !dbg !4375

287:                                              ; preds = %279, %277
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3367, metadata !DIExpression()), !dbg !4481
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3372, metadata !DIExpression()), !dbg !4483
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3377, metadata !DIExpression()), !dbg !4485
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3383, metadata !DIExpression()), !dbg !4487
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3405, metadata !DIExpression()), !dbg !4489
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3412, metadata !DIExpression()), !dbg !4491
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %258, metadata !3417, metadata !DIExpression()), !dbg !4493
  %288 = load %class.Shape*, %class.Shape** %259, align 8, !dbg !4495, !tbaa !3341
  %289 = bitcast %class.Shape* %288 to double (%class.Shape*)***, !dbg !4496
  %290 = load double (%class.Shape*)**, double (%class.Shape*)*** %289, align 8, !dbg !4496, !tbaa !3425
  %291 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %290, i64 3, !dbg !4496
  %292 = load double (%class.Shape*)*, double (%class.Shape*)** %291, align 8, !dbg !4496
  %293 = invoke noundef double %292(%class.Shape* noundef nonnull align 8 dereferenceable(8) %288)
          to label %294 unwind label %285, !dbg !4496

294:                                              ; preds = %287
  %295 = fadd double %257, %293, !dbg !4497
  call void @llvm.dbg.value(metadata double %295, metadata !3453, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4498, metadata !DIExpression()), !dbg !4501
  %296 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %258, i64 1, !dbg !4503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %296, metadata !3456, metadata !DIExpression()), !dbg !4346
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4366, metadata !DIExpression()), !dbg !4373
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4372, metadata !DIExpression()), !dbg !4373
  %297 = icmp eq %"class.std::unique_ptr"* %296, %233, !dbg !4378
  br i1 %297, label %236, label %256, !dbg !4375, !llvm.loop !4504

298:                                              ; preds = %250, %228, %231, %236
  %299 = phi double [ %295, %236 ], [ 0.000000e+00, %231 ], [ 0.000000e+00, %228 ], [ %295, %250 ]
  %300 = phi %"class.std::unique_ptr"** [ %42, %236 ], [ %42, %231 ], [ %229, %228 ], [ %42, %250 ]
  %301 = phi double [ %55, %236 ], [ %55, %231 ], [ 0.000000e+00, %228 ], [ %55, %250 ]
  %302 = phi double [ 0.000000e+00, %236 ], [ 0.000000e+00, %231 ], [ 0.000000e+00, %228 ], [ %251, %250 ], !dbg !4386
  %303 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 0
  %304 = bitcast [4 x i32]* %12 to i8*
  call void @llvm.dbg.value(metadata double %302, metadata !3460, metadata !DIExpression()), !dbg !3461
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4507, metadata !DIExpression()), !dbg !4525
  %305 = load i8*, i8** bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8**), align 8, !dbg !4527, !tbaa !3425
  %306 = getelementptr i8, i8* %305, i64 -24, !dbg !4527
  %307 = bitcast i8* %306 to i64*, !dbg !4527
  %308 = load i64, i64* %307, align 8, !dbg !4527
  %309 = getelementptr inbounds i8, i8* bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8*), i64 %308, !dbg !4527
  call void @llvm.dbg.value(metadata i8* %309, metadata !4528, metadata !DIExpression()), !dbg !4531
  call void @llvm.dbg.value(metadata i8* %309, metadata !4533, metadata !DIExpression()), !dbg !4545
  call void @llvm.dbg.value(metadata i32 4, metadata !4541, metadata !DIExpression()), !dbg !4545
  call void @llvm.dbg.value(metadata i32 260, metadata !4542, metadata !DIExpression()), !dbg !4545
  %310 = getelementptr inbounds i8, i8* %309, i64 24, !dbg !4547
  %311 = bitcast i8* %310 to i32*, !dbg !4547
  %312 = load i32, i32* %311, align 8, !dbg !4547, !tbaa !4548
  call void @llvm.dbg.value(metadata i32 %312, metadata !4543, metadata !DIExpression()), !dbg !4545
  call void @llvm.dbg.value(metadata i32* %311, metadata !4555, metadata !DIExpression()), !dbg !4564
  call void @llvm.dbg.value(metadata i32 -261, metadata !4563, metadata !DIExpression()), !dbg !4564
  call void @llvm.dbg.value(metadata i32 %312, metadata !4566, metadata !DIExpression()), !dbg !4572
  call void @llvm.dbg.value(metadata i32 -261, metadata !4571, metadata !DIExpression()), !dbg !4572
  %313 = and i32 %312, -261, !dbg !4574
  call void @llvm.dbg.value(metadata i32 4, metadata !4566, metadata !DIExpression()), !dbg !4575
  call void @llvm.dbg.value(metadata i32 260, metadata !4571, metadata !DIExpression()), !dbg !4575
  call void @llvm.dbg.value(metadata i32* %311, metadata !4577, metadata !DIExpression()), !dbg !4581
  call void @llvm.dbg.value(metadata i32 4, metadata !4580, metadata !DIExpression()), !dbg !4581
  call void @llvm.dbg.value(metadata i32 %313, metadata !4583, metadata !DIExpression()), !dbg !4587
  call void @llvm.dbg.value(metadata i32 4, metadata !4586, metadata !DIExpression()), !dbg !4587
  %314 = or i32 %313, 4, !dbg !4589
  store i32 %314, i32* %311, align 8, !dbg !4590, !tbaa !4591
  call void @llvm.dbg.value(metadata i32 4, metadata !4592, metadata !DIExpression()), !dbg !4657
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4602, metadata !DIExpression()), !dbg !4657
  %315 = load i64, i64* %307, align 8, !dbg !4659
  %316 = getelementptr inbounds i8, i8* bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8*), i64 %315, !dbg !4659
  call void @llvm.dbg.value(metadata i8* %316, metadata !4660, metadata !DIExpression()), !dbg !4668
  call void @llvm.dbg.value(metadata i64 4, metadata !4666, metadata !DIExpression()), !dbg !4668
  %317 = getelementptr inbounds i8, i8* %316, i64 8, !dbg !4670
  %318 = bitcast i8* %317 to i64*, !dbg !4670
  call void @llvm.dbg.value(metadata i64 undef, metadata !4667, metadata !DIExpression()), !dbg !4668
  store i64 4, i64* %318, align 8, !dbg !4671, !tbaa !4672
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4673, metadata !DIExpression()), !dbg !4680
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), metadata !4678, metadata !DIExpression()), !dbg !4680
  %319 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef 7)
          to label %320 unwind label %443, !dbg !4682

320:                                              ; preds = %298
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4684, metadata !DIExpression()), !dbg !4691
  call void @llvm.dbg.value(metadata double %55, metadata !4690, metadata !DIExpression()), !dbg !4691
  %321 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, double noundef %301)
          to label %322 unwind label %443, !dbg !4693

322:                                              ; preds = %320
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %321, metadata !4673, metadata !DIExpression()), !dbg !4694
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), metadata !4678, metadata !DIExpression()), !dbg !4694
  %323 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %321, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i64 noundef 7)
          to label %324 unwind label %443, !dbg !4696

324:                                              ; preds = %322
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %321, metadata !4684, metadata !DIExpression()), !dbg !4697
  call void @llvm.dbg.value(metadata double %302, metadata !4690, metadata !DIExpression()), !dbg !4697
  %325 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %321, double noundef %302)
          to label %326 unwind label %443, !dbg !4699

326:                                              ; preds = %324
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %325, metadata !4673, metadata !DIExpression()), !dbg !4700
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), metadata !4678, metadata !DIExpression()), !dbg !4700
  %327 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %325, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef 11)
          to label %328 unwind label %443, !dbg !4702

328:                                              ; preds = %326
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %325, metadata !4684, metadata !DIExpression()), !dbg !4703
  call void @llvm.dbg.value(metadata double %295, metadata !4690, metadata !DIExpression()), !dbg !4703
  %329 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %325, double noundef %299)
          to label %330 unwind label %443, !dbg !4705

330:                                              ; preds = %328
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %329, metadata !4673, metadata !DIExpression()), !dbg !4706
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), metadata !4678, metadata !DIExpression()), !dbg !4706
  %331 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %329, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i64 noundef 7)
          to label %332 unwind label %443, !dbg !4708

332:                                              ; preds = %330
  %333 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 0, !dbg !4709
  %334 = load i32, i32* %333, align 16, !dbg !4709, !tbaa !4443
  %335 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %329, i32 noundef %334)
          to label %336 unwind label %443, !dbg !4710

336:                                              ; preds = %332
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %6), !dbg !4711
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %335, metadata !4716, metadata !DIExpression()), !dbg !4711
  call void @llvm.dbg.value(metadata i8 32, metadata !4717, metadata !DIExpression()), !dbg !4711
  store i8 32, i8* %6, align 1, !tbaa !4719
  %337 = bitcast %"class.std::basic_ostream"* %335 to i8**, !dbg !4720
  %338 = load i8*, i8** %337, align 8, !dbg !4720, !tbaa !3425
  %339 = getelementptr i8, i8* %338, i64 -24, !dbg !4720
  %340 = bitcast i8* %339 to i64*, !dbg !4720
  %341 = load i64, i64* %340, align 8, !dbg !4720
  %342 = bitcast %"class.std::basic_ostream"* %335 to i8*, !dbg !4720
  %343 = getelementptr inbounds i8, i8* %342, i64 %341, !dbg !4720
  call void @llvm.dbg.value(metadata i8* %343, metadata !4722, metadata !DIExpression()), !dbg !4731
  %344 = getelementptr inbounds i8, i8* %343, i64 16, !dbg !4733
  %345 = bitcast i8* %344 to i64*, !dbg !4733
  %346 = load i64, i64* %345, align 8, !dbg !4733, !tbaa !4734
  %347 = icmp eq i64 %346, 0, !dbg !4735
  br i1 %347, label %350, label %348, !dbg !4736

348:                                              ; preds = %336
  call void @llvm.dbg.value(metadata i8* %6, metadata !4717, metadata !DIExpression(DW_OP_deref)), !dbg !4711
  %349 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %335, i8* noundef nonnull %6, i64 noundef 1)
          to label %352 unwind label %443, !dbg !4737

350:                                              ; preds = %336
  call void @llvm.dbg.value(metadata i8 32, metadata !4717, metadata !DIExpression()), !dbg !4711
  %351 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %335, i8 noundef signext 32)
          to label %352 unwind label %443, !dbg !4738

352:                                              ; preds = %348, %350
  %353 = phi %"class.std::basic_ostream"* [ %349, %348 ], [ %335, %350 ], !dbg !4711
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %6), !dbg !4739
  %354 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 1, !dbg !4740
  %355 = load i32, i32* %354, align 4, !dbg !4740, !tbaa !4443
  %356 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %353, i32 noundef %355)
          to label %357 unwind label %443, !dbg !4741

357:                                              ; preds = %352
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %5), !dbg !4742
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %356, metadata !4716, metadata !DIExpression()), !dbg !4742
  call void @llvm.dbg.value(metadata i8 32, metadata !4717, metadata !DIExpression()), !dbg !4742
  store i8 32, i8* %5, align 1, !tbaa !4719
  %358 = bitcast %"class.std::basic_ostream"* %356 to i8**, !dbg !4744
  %359 = load i8*, i8** %358, align 8, !dbg !4744, !tbaa !3425
  %360 = getelementptr i8, i8* %359, i64 -24, !dbg !4744
  %361 = bitcast i8* %360 to i64*, !dbg !4744
  %362 = load i64, i64* %361, align 8, !dbg !4744
  %363 = bitcast %"class.std::basic_ostream"* %356 to i8*, !dbg !4744
  %364 = getelementptr inbounds i8, i8* %363, i64 %362, !dbg !4744
  call void @llvm.dbg.value(metadata i8* %364, metadata !4722, metadata !DIExpression()), !dbg !4745
  %365 = getelementptr inbounds i8, i8* %364, i64 16, !dbg !4747
  %366 = bitcast i8* %365 to i64*, !dbg !4747
  %367 = load i64, i64* %366, align 8, !dbg !4747, !tbaa !4734
  %368 = icmp eq i64 %367, 0, !dbg !4748
  br i1 %368, label %371, label %369, !dbg !4749

369:                                              ; preds = %357
  call void @llvm.dbg.value(metadata i8* %5, metadata !4717, metadata !DIExpression(DW_OP_deref)), !dbg !4742
  %370 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %356, i8* noundef nonnull %5, i64 noundef 1)
          to label %373 unwind label %443, !dbg !4750

371:                                              ; preds = %357
  call void @llvm.dbg.value(metadata i8 32, metadata !4717, metadata !DIExpression()), !dbg !4742
  %372 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %356, i8 noundef signext 32)
          to label %373 unwind label %443, !dbg !4751

373:                                              ; preds = %369, %371
  %374 = phi %"class.std::basic_ostream"* [ %370, %369 ], [ %356, %371 ], !dbg !4742
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %5), !dbg !4752
  %375 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 2, !dbg !4753
  %376 = load i32, i32* %375, align 8, !dbg !4753, !tbaa !4443
  %377 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %374, i32 noundef %376)
          to label %378 unwind label %443, !dbg !4754

378:                                              ; preds = %373
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %4), !dbg !4755
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %377, metadata !4716, metadata !DIExpression()), !dbg !4755
  call void @llvm.dbg.value(metadata i8 32, metadata !4717, metadata !DIExpression()), !dbg !4755
  store i8 32, i8* %4, align 1, !tbaa !4719
  %379 = bitcast %"class.std::basic_ostream"* %377 to i8**, !dbg !4757
  %380 = load i8*, i8** %379, align 8, !dbg !4757, !tbaa !3425
  %381 = getelementptr i8, i8* %380, i64 -24, !dbg !4757
  %382 = bitcast i8* %381 to i64*, !dbg !4757
  %383 = load i64, i64* %382, align 8, !dbg !4757
  %384 = bitcast %"class.std::basic_ostream"* %377 to i8*, !dbg !4757
  %385 = getelementptr inbounds i8, i8* %384, i64 %383, !dbg !4757
  call void @llvm.dbg.value(metadata i8* %385, metadata !4722, metadata !DIExpression()), !dbg !4758
  %386 = getelementptr inbounds i8, i8* %385, i64 16, !dbg !4760
  %387 = bitcast i8* %386 to i64*, !dbg !4760
  %388 = load i64, i64* %387, align 8, !dbg !4760, !tbaa !4734
  %389 = icmp eq i64 %388, 0, !dbg !4761
  br i1 %389, label %392, label %390, !dbg !4762

390:                                              ; preds = %378
  call void @llvm.dbg.value(metadata i8* %4, metadata !4717, metadata !DIExpression(DW_OP_deref)), !dbg !4755
  %391 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %377, i8* noundef nonnull %4, i64 noundef 1)
          to label %394 unwind label %443, !dbg !4763

392:                                              ; preds = %378
  call void @llvm.dbg.value(metadata i8 32, metadata !4717, metadata !DIExpression()), !dbg !4755
  %393 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %377, i8 noundef signext 32)
          to label %394 unwind label %443, !dbg !4764

394:                                              ; preds = %390, %392
  %395 = phi %"class.std::basic_ostream"* [ %391, %390 ], [ %377, %392 ], !dbg !4755
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %4), !dbg !4765
  %396 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 3, !dbg !4766
  %397 = load i32, i32* %396, align 4, !dbg !4766, !tbaa !4443
  %398 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %395, i32 noundef %397)
          to label %399 unwind label %443, !dbg !4767

399:                                              ; preds = %394
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3), !dbg !4768
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %398, metadata !4716, metadata !DIExpression()), !dbg !4768
  call void @llvm.dbg.value(metadata i8 10, metadata !4717, metadata !DIExpression()), !dbg !4768
  store i8 10, i8* %3, align 1, !tbaa !4719
  %400 = bitcast %"class.std::basic_ostream"* %398 to i8**, !dbg !4770
  %401 = load i8*, i8** %400, align 8, !dbg !4770, !tbaa !3425
  %402 = getelementptr i8, i8* %401, i64 -24, !dbg !4770
  %403 = bitcast i8* %402 to i64*, !dbg !4770
  %404 = load i64, i64* %403, align 8, !dbg !4770
  %405 = bitcast %"class.std::basic_ostream"* %398 to i8*, !dbg !4770
  %406 = getelementptr inbounds i8, i8* %405, i64 %404, !dbg !4770
  call void @llvm.dbg.value(metadata i8* %406, metadata !4722, metadata !DIExpression()), !dbg !4771
  %407 = getelementptr inbounds i8, i8* %406, i64 16, !dbg !4773
  %408 = bitcast i8* %407 to i64*, !dbg !4773
  %409 = load i64, i64* %408, align 8, !dbg !4773, !tbaa !4734
  %410 = icmp eq i64 %409, 0, !dbg !4774
  br i1 %410, label %413, label %411, !dbg !4775

411:                                              ; preds = %399
  call void @llvm.dbg.value(metadata i8* %3, metadata !4717, metadata !DIExpression(DW_OP_deref)), !dbg !4768
  %412 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %398, i8* noundef nonnull %3, i64 noundef 1)
          to label %415 unwind label %443, !dbg !4776

413:                                              ; preds = %399
  call void @llvm.dbg.value(metadata i8 10, metadata !4717, metadata !DIExpression()), !dbg !4768
  %414 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %398, i8 noundef signext 10)
          to label %415 unwind label %443, !dbg !4777

415:                                              ; preds = %411, %413
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3), !dbg !4778
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %304) #17, !dbg !4421
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4779, metadata !DIExpression()) #17, !dbg !4782
  %416 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %303, align 8, !dbg !4784, !tbaa !4786
  %417 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %300, align 8, !dbg !4787, !tbaa !3681
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %416, metadata !4788, metadata !DIExpression()) #17, !dbg !4797
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %417, metadata !4793, metadata !DIExpression()) #17, !dbg !4797
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4794, metadata !DIExpression()) #17, !dbg !4797
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %416, metadata !4799, metadata !DIExpression()) #17, !dbg !4807
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %417, metadata !4805, metadata !DIExpression()) #17, !dbg !4807
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %416, metadata !4809, metadata !DIExpression()) #17, !dbg !4816
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %417, metadata !4815, metadata !DIExpression()) #17, !dbg !4816
  %418 = icmp eq %"class.std::unique_ptr"* %416, %417, !dbg !4818
  br i1 %418, label %434, label %419, !dbg !4821

419:                                              ; preds = %415, %429
  %420 = phi %"class.std::unique_ptr"* [ %430, %429 ], [ %416, %415 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !4809, metadata !DIExpression()) #17, !dbg !4816
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !4822, metadata !DIExpression()) #17, !dbg !4827
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !3772, metadata !DIExpression()) #17, !dbg !4829
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !3742, metadata !DIExpression()) #17, !dbg !4831
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !3748, metadata !DIExpression()) #17, !dbg !4833
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !3756, metadata !DIExpression()) #17, !dbg !4835
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !3761, metadata !DIExpression()) #17, !dbg !4837
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !3766, metadata !DIExpression()) #17, !dbg !4839
  %421 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %420, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4841
  call void @llvm.dbg.value(metadata %class.Shape** %421, metadata !3775, metadata !DIExpression()) #17, !dbg !4842
  %422 = load %class.Shape*, %class.Shape** %421, align 8, !dbg !4843, !tbaa !3341
  %423 = icmp eq %class.Shape* %422, null, !dbg !4844
  br i1 %423, label %429, label %424, !dbg !4845

424:                                              ; preds = %419
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %420, metadata !3795, metadata !DIExpression()) #17, !dbg !4846
  call void @llvm.dbg.value(metadata %class.Shape* %422, metadata !3798, metadata !DIExpression()) #17, !dbg !4846
  %425 = bitcast %class.Shape* %422 to void (%class.Shape*)***, !dbg !4848
  %426 = load void (%class.Shape*)**, void (%class.Shape*)*** %425, align 8, !dbg !4848, !tbaa !3425
  %427 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %426, i64 1, !dbg !4848
  %428 = load void (%class.Shape*)*, void (%class.Shape*)** %427, align 8, !dbg !4848
  call void %428(%class.Shape* noundef nonnull align 8 dereferenceable(8) %422) #17, !dbg !4848
  br label %429, !dbg !4849

429:                                              ; preds = %424, %419
  store %class.Shape* null, %class.Shape** %421, align 8, !dbg !4850, !tbaa !3341
  %430 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %420, i64 1, !dbg !4851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %430, metadata !4809, metadata !DIExpression()) #17, !dbg !4816
  %431 = icmp eq %"class.std::unique_ptr"* %430, %417, !dbg !4818
  br i1 %431, label %432, label %419, !dbg !4821, !llvm.loop !4852

432:                                              ; preds = %429
  %433 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %303, align 8, !dbg !4854, !tbaa !4786
  br label %434, !dbg !4854

434:                                              ; preds = %432, %415
  %435 = phi %"class.std::unique_ptr"* [ %433, %432 ], [ %416, %415 ], !dbg !4854
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4858, metadata !DIExpression()) #17, !dbg !4860
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4861, metadata !DIExpression()) #17, !dbg !4866
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %435, metadata !4864, metadata !DIExpression()) #17, !dbg !4866
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %435), metadata !4865, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4866
  %436 = icmp eq %"class.std::unique_ptr"* %435, null, !dbg !4868
  br i1 %436, label %439, label %437, !dbg !4870

437:                                              ; preds = %434
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4871, metadata !DIExpression()) #17, !dbg !4876
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %435, metadata !4874, metadata !DIExpression()) #17, !dbg !4876
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %435), metadata !4875, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4876
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4878, metadata !DIExpression()) #17, !dbg !4883
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %435, metadata !4881, metadata !DIExpression()) #17, !dbg !4883
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %435), metadata !4882, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4883
  %438 = bitcast %"class.std::unique_ptr"* %435 to i8*, !dbg !4885
  call void @_ZdlPv(i8* noundef %438) #19, !dbg !4886
  br label %439, !dbg !4887

439:                                              ; preds = %434, %437
  %440 = bitcast %"class.std::vector"* %7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %440) #17, !dbg !4421
  ret i32 0, !dbg !4421

441:                                              ; preds = %240
  %442 = landingpad { i8*, i32 }
          cleanup, !dbg !4421
  br label %445, !dbg !4421

443:                                              ; preds = %332, %352, %373, %394, %298, %320, %322, %324, %326, %328, %330, %348, %350, %369, %371, %390, %392, %411, %413
  %444 = landingpad { i8*, i32 }
          cleanup, !dbg !4421
  br label %445, !dbg !4421

445:                                              ; preds = %441, %443, %285
  %446 = phi { i8*, i32 } [ %286, %285 ], [ %442, %441 ], [ %444, %443 ]
  %447 = bitcast [4 x i32]* %12 to i8*
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %447) #17, !dbg !4421
  br label %448, !dbg !4421

448:                                              ; preds = %100, %140, %179, %223, %254, %445
  %449 = phi { i8*, i32 } [ %446, %445 ], [ %255, %254 ], [ %224, %223 ], [ %180, %179 ], [ %141, %140 ], [ %101, %100 ]
  %450 = bitcast %"class.std::vector"* %7 to i8*
  call void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #17, !dbg !4421
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %450) #17, !dbg !4421
  resume { i8*, i32 } %449, !dbg !4421
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !4780 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4779, metadata !DIExpression()), !dbg !4888
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !4889
  %3 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %2, align 8, !dbg !4889, !tbaa !4786
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !4890
  %5 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %4, align 8, !dbg !4890, !tbaa !3681
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !4788, metadata !DIExpression()), !dbg !4891
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !4793, metadata !DIExpression()), !dbg !4891
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4794, metadata !DIExpression()), !dbg !4891
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !4799, metadata !DIExpression()), !dbg !4893
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !4805, metadata !DIExpression()), !dbg !4893
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !4809, metadata !DIExpression()), !dbg !4895
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !4815, metadata !DIExpression()), !dbg !4895
  %6 = icmp eq %"class.std::unique_ptr"* %3, %5, !dbg !4897
  br i1 %6, label %22, label %7, !dbg !4898

7:                                                ; preds = %1, %17
  %8 = phi %"class.std::unique_ptr"* [ %18, %17 ], [ %3, %1 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !4809, metadata !DIExpression()), !dbg !4895
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !4822, metadata !DIExpression()) #17, !dbg !4899
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3772, metadata !DIExpression()) #17, !dbg !4901
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3742, metadata !DIExpression()) #17, !dbg !4903
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3748, metadata !DIExpression()) #17, !dbg !4905
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3756, metadata !DIExpression()) #17, !dbg !4907
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3761, metadata !DIExpression()) #17, !dbg !4909
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3766, metadata !DIExpression()) #17, !dbg !4911
  %9 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4913
  call void @llvm.dbg.value(metadata %class.Shape** %9, metadata !3775, metadata !DIExpression()) #17, !dbg !4914
  %10 = load %class.Shape*, %class.Shape** %9, align 8, !dbg !4915, !tbaa !3341
  %11 = icmp eq %class.Shape* %10, null, !dbg !4916
  br i1 %11, label %17, label %12, !dbg !4917

12:                                               ; preds = %7
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3795, metadata !DIExpression()) #17, !dbg !4918
  call void @llvm.dbg.value(metadata %class.Shape* %10, metadata !3798, metadata !DIExpression()) #17, !dbg !4918
  %13 = bitcast %class.Shape* %10 to void (%class.Shape*)***, !dbg !4920
  %14 = load void (%class.Shape*)**, void (%class.Shape*)*** %13, align 8, !dbg !4920, !tbaa !3425
  %15 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %14, i64 1, !dbg !4920
  %16 = load void (%class.Shape*)*, void (%class.Shape*)** %15, align 8, !dbg !4920
  tail call void %16(%class.Shape* noundef nonnull align 8 dereferenceable(8) %10) #17, !dbg !4920
  br label %17, !dbg !4921

17:                                               ; preds = %12, %7
  store %class.Shape* null, %class.Shape** %9, align 8, !dbg !4922, !tbaa !3341
  %18 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 1, !dbg !4923
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %18, metadata !4809, metadata !DIExpression()), !dbg !4895
  %19 = icmp eq %"class.std::unique_ptr"* %18, %5, !dbg !4897
  br i1 %19, label %20, label %7, !dbg !4898, !llvm.loop !4924

20:                                               ; preds = %17
  %21 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %2, align 8, !dbg !4926, !tbaa !4786
  br label %22, !dbg !4926

22:                                               ; preds = %20, %1
  %23 = phi %"class.std::unique_ptr"* [ %21, %20 ], [ %3, %1 ], !dbg !4926
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4858, metadata !DIExpression()) #17, !dbg !4928
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4861, metadata !DIExpression()) #17, !dbg !4929
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %23, metadata !4864, metadata !DIExpression()) #17, !dbg !4929
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %23), metadata !4865, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4929
  %24 = icmp eq %"class.std::unique_ptr"* %23, null, !dbg !4931
  br i1 %24, label %27, label %25, !dbg !4932

25:                                               ; preds = %22
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4871, metadata !DIExpression()) #17, !dbg !4933
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %23, metadata !4874, metadata !DIExpression()) #17, !dbg !4933
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %23), metadata !4875, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4933
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4878, metadata !DIExpression()) #17, !dbg !4935
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %23, metadata !4881, metadata !DIExpression()) #17, !dbg !4935
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %23), metadata !4882, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4935
  %26 = bitcast %"class.std::unique_ptr"* %23 to i8*, !dbg !4937
  tail call void @_ZdlPv(i8* noundef %26) #19, !dbg !4938
  br label %27, !dbg !4939

27:                                               ; preds = %22, %25
  ret void, !dbg !4940
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%class.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !4941 {
  call void @llvm.dbg.value(metadata %class.Shape* %0, metadata !4943, metadata !DIExpression()), !dbg !4944
  ret void, !dbg !4945
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #12 comdat align 2 !dbg !4946 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4951, metadata !DIExpression()), !dbg !4952
  %2 = bitcast %class.Circle* %0 to i8*, !dbg !4953
  tail call void @_ZdlPv(i8* noundef nonnull %2) #19, !dbg !4953
  ret void, !dbg !4953
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !4954 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4956, metadata !DIExpression()), !dbg !4958
  %2 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !4959
  %3 = load double, double* %2, align 8, !dbg !4959, !tbaa !3577
  %4 = fmul double %3, 0x400921FB54442D11, !dbg !4960
  %5 = fmul double %3, %4, !dbg !4961
  ret double %5, !dbg !4962
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle9perimeterEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !4963 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4965, metadata !DIExpression()), !dbg !4966
  %2 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !4967
  %3 = load double, double* %2, align 8, !dbg !4967, !tbaa !3577
  %4 = fmul double %3, 0x401921FB54442D11, !dbg !4968
  ret double %4, !dbg !4969
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6Circle5scaleEd(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !4970 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4972, metadata !DIExpression()), !dbg !4974
  call void @llvm.dbg.value(metadata double %1, metadata !4973, metadata !DIExpression()), !dbg !4974
  %3 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !4975
  %4 = load double, double* %3, align 8, !dbg !4976, !tbaa !3577
  %5 = fmul double %4, %1, !dbg !4976
  store double %5, double* %3, align 8, !dbg !4976, !tbaa !3577
  ret void, !dbg !4977
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Circle4kindEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !4978 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4980, metadata !DIExpression()), !dbg !4981
  ret i32 1, !dbg !4982
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Shape4kindEv(%class.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 !dbg !4983 {
  call void @llvm.dbg.value(metadata %class.Shape* %0, metadata !4985, metadata !DIExpression()), !dbg !4987
  ret i32 0, !dbg !4988
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::unique_ptr"* %1, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #3 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !4989 {
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !4995, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4994, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !4996, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5005, metadata !DIExpression()), !dbg !5011
  call void @llvm.dbg.value(metadata i64 1, metadata !5008, metadata !DIExpression()), !dbg !5011
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), metadata !5009, metadata !DIExpression()), !dbg !5011
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5013, metadata !DIExpression()), !dbg !5016
  %4 = ptrtoint %"class.std::unique_ptr"* %1 to i64, !dbg !5019
  %5 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !5019
  %6 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %5, align 8, !dbg !5019, !tbaa !3681
  %7 = ptrtoint %"class.std::unique_ptr"* %6 to i64, !dbg !5020
  %8 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !5020
  %9 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %8, align 8, !dbg !5020, !tbaa !4786
  %10 = ptrtoint %"class.std::unique_ptr"* %9 to i64, !dbg !5021
  %11 = ptrtoint %"class.std::unique_ptr"* %6 to i64, !dbg !5021
  %12 = ptrtoint %"class.std::unique_ptr"* %9 to i64, !dbg !5021
  %13 = sub i64 %11, %12, !dbg !5021
  %14 = ashr exact i64 %13, 3, !dbg !5021
  call void @llvm.dbg.value(metadata i64 1, metadata !5008, metadata !DIExpression()), !dbg !5011
  %15 = icmp eq i64 %13, 9223372036854775800, !dbg !5022
  br i1 %15, label %16, label %17, !dbg !5023

16:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0)) #20, !dbg !5024
  unreachable, !dbg !5024

17:                                               ; preds = %3
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5013, metadata !DIExpression()), !dbg !5025
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5013, metadata !DIExpression()), !dbg !5027
  call void @llvm.dbg.value(metadata i64* undef, metadata !5029, metadata !DIExpression()), !dbg !5040
  call void @llvm.dbg.value(metadata i64* undef, metadata !5037, metadata !DIExpression()), !dbg !5040
  %18 = icmp eq i64 %13, 0, !dbg !5042
  %19 = select i1 %18, i64 1, i64 %14, !dbg !5044
  %20 = add nsw i64 %19, %14, !dbg !5045
  call void @llvm.dbg.value(metadata i64 %20, metadata !5010, metadata !DIExpression()), !dbg !5011
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5013, metadata !DIExpression()), !dbg !5046
  %21 = icmp ult i64 %20, %14, !dbg !5048
  %22 = icmp ugt i64 %20, 1152921504606846975
  %23 = or i1 %21, %22, !dbg !5049
  %24 = select i1 %23, i64 1152921504606846975, i64 %20, !dbg !5049
  call void @llvm.dbg.value(metadata i64 %24, metadata !4997, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !4999, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %6, metadata !5000, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !5050, metadata !DIExpression()), !dbg !5056
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !5055, metadata !DIExpression()), !dbg !5056
  %25 = ptrtoint %"class.std::unique_ptr"* %1 to i64, !dbg !5058
  %26 = sub i64 %25, %12, !dbg !5058
  %27 = ashr exact i64 %26, 3, !dbg !5058
  call void @llvm.dbg.value(metadata i64 %27, metadata !5001, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5059, metadata !DIExpression()), !dbg !5063
  call void @llvm.dbg.value(metadata i64 %24, metadata !5062, metadata !DIExpression()), !dbg !5063
  %28 = icmp eq i64 %24, 0, !dbg !5065
  br i1 %28, label %33, label %29, !dbg !5066

29:                                               ; preds = %17
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5067, metadata !DIExpression()), !dbg !5071
  call void @llvm.dbg.value(metadata i64 %24, metadata !5070, metadata !DIExpression()), !dbg !5071
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5073, metadata !DIExpression()), !dbg !5078
  call void @llvm.dbg.value(metadata i64 %24, metadata !5076, metadata !DIExpression()), !dbg !5078
  call void @llvm.dbg.value(metadata i8* null, metadata !5077, metadata !DIExpression()), !dbg !5078
  %30 = shl nuw nsw i64 %24, 3, !dbg !5080
  %31 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %30) #18, !dbg !5081
  %32 = bitcast i8* %31 to %"class.std::unique_ptr"*, !dbg !5082
  br label %33, !dbg !5066

33:                                               ; preds = %17, %29
  %34 = phi %"class.std::unique_ptr"* [ %32, %29 ], [ null, %17 ], !dbg !5066
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %34, metadata !5002, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %34, metadata !5003, metadata !DIExpression()), !dbg !5004
  %35 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %34, i64 %27, !dbg !5083
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3687, metadata !DIExpression()), !dbg !5085
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %35, metadata !3695, metadata !DIExpression()), !dbg !5085
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3696, metadata !DIExpression()), !dbg !5085
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3700, metadata !DIExpression()), !dbg !5087
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %35, metadata !3706, metadata !DIExpression()), !dbg !5087
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3707, metadata !DIExpression()), !dbg !5087
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %35, metadata !3711, metadata !DIExpression()), !dbg !5089
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3714, metadata !DIExpression()), !dbg !5089
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %35, metadata !3717, metadata !DIExpression()), !dbg !5091
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3720, metadata !DIExpression()), !dbg !5091
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %35, metadata !3723, metadata !DIExpression()), !dbg !5093
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3726, metadata !DIExpression()), !dbg !5093
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %35, metadata !3729, metadata !DIExpression()), !dbg !5095
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3732, metadata !DIExpression()), !dbg !5095
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %35, metadata !3735, metadata !DIExpression()), !dbg !5097
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3738, metadata !DIExpression()), !dbg !5097
  %36 = bitcast %"class.std::unique_ptr"* %2 to i64*, !dbg !5099
  %37 = bitcast %"class.std::unique_ptr"* %35 to i64*, !dbg !5099
  %38 = load i64, i64* %36, align 8, !dbg !5099, !tbaa !3341
  store i64 %38, i64* %37, align 8, !dbg !5099, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3742, metadata !DIExpression()), !dbg !5100
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3748, metadata !DIExpression()), !dbg !5102
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3756, metadata !DIExpression()), !dbg !5104
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3761, metadata !DIExpression()), !dbg !5106
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3766, metadata !DIExpression()), !dbg !5108
  %39 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %2, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5110
  store %class.Shape* null, %class.Shape** %39, align 8, !dbg !5111, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* null, metadata !5003, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !1357, metadata !DIExpression()) #17, !dbg !5112
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !1358, metadata !DIExpression()) #17, !dbg !5112
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %34, metadata !1359, metadata !DIExpression()) #17, !dbg !5112
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1360, metadata !DIExpression()) #17, !dbg !5112
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !5116, metadata !DIExpression()) #17, !dbg !5123
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5119, metadata !DIExpression()) #17, !dbg !5123
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %34, metadata !5120, metadata !DIExpression()) #17, !dbg !5123
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5121, metadata !DIExpression()) #17, !dbg !5123
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !5122, metadata !DIExpression()) #17, !dbg !5125
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !5126, metadata !DIExpression()) #17, !dbg !5138
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5132, metadata !DIExpression()) #17, !dbg !5138
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %34, metadata !5133, metadata !DIExpression()) #17, !dbg !5138
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5134, metadata !DIExpression()) #17, !dbg !5138
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !5140, metadata !DIExpression()) #17, !dbg !5147
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5143, metadata !DIExpression()) #17, !dbg !5147
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %34, metadata !5144, metadata !DIExpression()) #17, !dbg !5147
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5145, metadata !DIExpression()) #17, !dbg !5147
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %34, metadata !5146, metadata !DIExpression()) #17, !dbg !5147
  %40 = icmp eq %"class.std::unique_ptr"* %9, %1, !dbg !5149
  br i1 %40, label %123, label %41, !dbg !5152

41:                                               ; preds = %33
  %42 = add i64 %4, -8, !dbg !5152
  %43 = sub i64 %42, %10, !dbg !5152
  %44 = lshr i64 %43, 3, !dbg !5152
  %45 = add nuw nsw i64 %44, 1, !dbg !5152
  %46 = icmp ult i64 %43, 24, !dbg !5152
  br i1 %46, label %110, label %47, !dbg !5152

47:                                               ; preds = %41
  %48 = and i64 %45, 4611686018427387900, !dbg !5152
  %49 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %34, i64 %48, !dbg !5152
  %50 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %9, i64 %48, !dbg !5152
  %51 = add nsw i64 %48, -4, !dbg !5152
  %52 = lshr exact i64 %51, 2, !dbg !5152
  %53 = add nuw nsw i64 %52, 1, !dbg !5152
  %54 = and i64 %53, 1, !dbg !5152
  %55 = icmp eq i64 %51, 0, !dbg !5152
  br i1 %55, label %91, label %56, !dbg !5152

56:                                               ; preds = %47
  %57 = and i64 %53, 9223372036854775806, !dbg !5152
  br label %58, !dbg !5152

58:                                               ; preds = %58, %56
  %59 = phi i64 [ 0, %56 ], [ %88, %58 ]
  %60 = phi i64 [ 0, %56 ], [ %89, %58 ]
  %61 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %34, i64 %59
  %62 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %9, i64 %59
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5153) #17, !dbg !5156
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5157) #17, !dbg !5156
  %63 = bitcast %"class.std::unique_ptr"* %62 to <2 x i64>*, !dbg !5159
  %64 = load <2 x i64>, <2 x i64>* %63, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %65 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %62, i64 2, !dbg !5159
  %66 = bitcast %"class.std::unique_ptr"* %65 to <2 x i64>*, !dbg !5159
  %67 = load <2 x i64>, <2 x i64>* %66, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %68 = bitcast %"class.std::unique_ptr"* %61 to <2 x i64>*, !dbg !5159
  store <2 x i64> %64, <2 x i64>* %68, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5153, !noalias !5157
  %69 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %61, i64 2, !dbg !5159
  %70 = bitcast %"class.std::unique_ptr"* %69 to <2 x i64>*, !dbg !5159
  store <2 x i64> %67, <2 x i64>* %70, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5153, !noalias !5157
  %71 = bitcast %"class.std::unique_ptr"* %62 to <2 x %class.Shape*>*, !dbg !5177
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %71, align 8, !dbg !5177, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %72 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %62, i64 2, !dbg !5177
  %73 = bitcast %"class.std::unique_ptr"* %72 to <2 x %class.Shape*>*, !dbg !5177
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %73, align 8, !dbg !5177, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %74 = or i64 %59, 4
  %75 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %34, i64 %74
  %76 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %9, i64 %74
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5196) #17, !dbg !5156
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5198) #17, !dbg !5156
  %77 = bitcast %"class.std::unique_ptr"* %76 to <2 x i64>*, !dbg !5159
  %78 = load <2 x i64>, <2 x i64>* %77, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5198, !noalias !5196
  %79 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %76, i64 2, !dbg !5159
  %80 = bitcast %"class.std::unique_ptr"* %79 to <2 x i64>*, !dbg !5159
  %81 = load <2 x i64>, <2 x i64>* %80, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5198, !noalias !5196
  %82 = bitcast %"class.std::unique_ptr"* %75 to <2 x i64>*, !dbg !5159
  store <2 x i64> %78, <2 x i64>* %82, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5196, !noalias !5198
  %83 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %75, i64 2, !dbg !5159
  %84 = bitcast %"class.std::unique_ptr"* %83 to <2 x i64>*, !dbg !5159
  store <2 x i64> %81, <2 x i64>* %84, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5196, !noalias !5198
  %85 = bitcast %"class.std::unique_ptr"* %76 to <2 x %class.Shape*>*, !dbg !5177
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %85, align 8, !dbg !5177, !tbaa !3341, !alias.scope !5198, !noalias !5196
  %86 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %76, i64 2, !dbg !5177
  %87 = bitcast %"class.std::unique_ptr"* %86 to <2 x %class.Shape*>*, !dbg !5177
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %87, align 8, !dbg !5177, !tbaa !3341, !alias.scope !5198, !noalias !5196
  %88 = add nuw i64 %59, 8
  %89 = add i64 %60, 2
  %90 = icmp eq i64 %89, %57
  br i1 %90, label %91, label %58, !llvm.loop !5200

91:                                               ; preds = %58, %47
  %92 = phi i64 [ 0, %47 ], [ %88, %58 ]
  %93 = icmp eq i64 %54, 0
  br i1 %93, label %108, label %94

94:                                               ; preds = %91
  %95 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %34, i64 %92
  %96 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %9, i64 %92
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5153) #17, !dbg !5156
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5157) #17, !dbg !5156
  %97 = bitcast %"class.std::unique_ptr"* %96 to <2 x i64>*, !dbg !5159
  %98 = load <2 x i64>, <2 x i64>* %97, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %99 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %96, i64 2, !dbg !5159
  %100 = bitcast %"class.std::unique_ptr"* %99 to <2 x i64>*, !dbg !5159
  %101 = load <2 x i64>, <2 x i64>* %100, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %102 = bitcast %"class.std::unique_ptr"* %95 to <2 x i64>*, !dbg !5159
  store <2 x i64> %98, <2 x i64>* %102, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5153, !noalias !5157
  %103 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %95, i64 2, !dbg !5159
  %104 = bitcast %"class.std::unique_ptr"* %103 to <2 x i64>*, !dbg !5159
  store <2 x i64> %101, <2 x i64>* %104, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5153, !noalias !5157
  %105 = bitcast %"class.std::unique_ptr"* %96 to <2 x %class.Shape*>*, !dbg !5177
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %105, align 8, !dbg !5177, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %106 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %96, i64 2, !dbg !5177
  %107 = bitcast %"class.std::unique_ptr"* %106 to <2 x %class.Shape*>*, !dbg !5177
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %107, align 8, !dbg !5177, !tbaa !3341, !alias.scope !5157, !noalias !5153
  br label %108, !dbg !5152

108:                                              ; preds = %91, %94
  %109 = icmp eq i64 %45, %48, !dbg !5152
  br i1 %109, label %123, label %110, !dbg !5152

110:                                              ; preds = %41, %108
  %111 = phi %"class.std::unique_ptr"* [ %34, %41 ], [ %49, %108 ]
  %112 = phi %"class.std::unique_ptr"* [ %9, %41 ], [ %50, %108 ]
  br label %113, !dbg !5152

113:                                              ; preds = %110, %113
  %114 = phi %"class.std::unique_ptr"* [ %121, %113 ], [ %111, %110 ]
  %115 = phi %"class.std::unique_ptr"* [ %120, %113 ], [ %112, %110 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !5146, metadata !DIExpression()) #17, !dbg !5147
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !5140, metadata !DIExpression()) #17, !dbg !5147
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5153) #17, !dbg !5156
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5157) #17, !dbg !5156
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !5172, metadata !DIExpression()) #17, !dbg !5203
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !5173, metadata !DIExpression()) #17, !dbg !5203
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5174, metadata !DIExpression()) #17, !dbg !5203
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3687, metadata !DIExpression()) #17, !dbg !5204
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !3695, metadata !DIExpression()) #17, !dbg !5204
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3696, metadata !DIExpression()) #17, !dbg !5204
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3700, metadata !DIExpression()) #17, !dbg !5205
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !3706, metadata !DIExpression()) #17, !dbg !5205
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3707, metadata !DIExpression()) #17, !dbg !5205
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !3711, metadata !DIExpression()) #17, !dbg !5206
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3714, metadata !DIExpression()) #17, !dbg !5206
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !3717, metadata !DIExpression()) #17, !dbg !5207
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3720, metadata !DIExpression()) #17, !dbg !5207
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !3723, metadata !DIExpression()) #17, !dbg !5208
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3726, metadata !DIExpression()) #17, !dbg !5208
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !3729, metadata !DIExpression()) #17, !dbg !5209
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3732, metadata !DIExpression()) #17, !dbg !5209
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %114, metadata !3735, metadata !DIExpression()) #17, !dbg !5210
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3738, metadata !DIExpression()) #17, !dbg !5210
  %116 = bitcast %"class.std::unique_ptr"* %115 to i64*, !dbg !5159
  %117 = bitcast %"class.std::unique_ptr"* %114 to i64*, !dbg !5159
  %118 = load i64, i64* %116, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5157, !noalias !5153
  store i64 %118, i64* %117, align 8, !dbg !5159, !tbaa !3341, !alias.scope !5153, !noalias !5157
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3742, metadata !DIExpression()) #17, !dbg !5211
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3748, metadata !DIExpression()) #17, !dbg !5213
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3756, metadata !DIExpression()) #17, !dbg !5215
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3761, metadata !DIExpression()) #17, !dbg !5217
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3766, metadata !DIExpression()) #17, !dbg !5219
  %119 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %115, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5221
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5193, metadata !DIExpression()) #17, !dbg !5222
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !5194, metadata !DIExpression()) #17, !dbg !5222
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5185, metadata !DIExpression()) #17, !dbg !5223
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !5186, metadata !DIExpression()) #17, !dbg !5223
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3772, metadata !DIExpression()) #17, !dbg !5224
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3742, metadata !DIExpression()) #17, !dbg !5225
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3748, metadata !DIExpression()) #17, !dbg !5227
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3756, metadata !DIExpression()) #17, !dbg !5229
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3761, metadata !DIExpression()) #17, !dbg !5231
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %115, metadata !3766, metadata !DIExpression()) #17, !dbg !5233
  call void @llvm.dbg.value(metadata %class.Shape** %119, metadata !3775, metadata !DIExpression()) #17, !dbg !5235
  store %class.Shape* null, %class.Shape** %119, align 8, !dbg !5177, !tbaa !3341, !alias.scope !5157, !noalias !5153
  %120 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %115, i64 1, !dbg !5236
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %120, metadata !5140, metadata !DIExpression()) #17, !dbg !5147
  %121 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %114, i64 1, !dbg !5237
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %121, metadata !5146, metadata !DIExpression()) #17, !dbg !5147
  %122 = icmp eq %"class.std::unique_ptr"* %120, %1, !dbg !5149
  br i1 %122, label %123, label %113, !dbg !5152, !llvm.loop !5238

123:                                              ; preds = %113, %108, %33
  %124 = phi %"class.std::unique_ptr"* [ %34, %33 ], [ %49, %108 ], [ %121, %113 ], !dbg !5147
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %124, metadata !5003, metadata !DIExpression()), !dbg !5004
  %125 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %124, i64 1, !dbg !5240
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %125, metadata !5003, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !1357, metadata !DIExpression()) #17, !dbg !5241
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %6, metadata !1358, metadata !DIExpression()) #17, !dbg !5241
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %125, metadata !1359, metadata !DIExpression()) #17, !dbg !5241
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1360, metadata !DIExpression()) #17, !dbg !5241
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5116, metadata !DIExpression()) #17, !dbg !5243
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %6, metadata !5119, metadata !DIExpression()) #17, !dbg !5243
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %125, metadata !5120, metadata !DIExpression()) #17, !dbg !5243
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5121, metadata !DIExpression()) #17, !dbg !5243
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !5122, metadata !DIExpression()) #17, !dbg !5245
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5126, metadata !DIExpression()) #17, !dbg !5246
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %6, metadata !5132, metadata !DIExpression()) #17, !dbg !5246
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %125, metadata !5133, metadata !DIExpression()) #17, !dbg !5246
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5134, metadata !DIExpression()) #17, !dbg !5246
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5140, metadata !DIExpression()) #17, !dbg !5248
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %6, metadata !5143, metadata !DIExpression()) #17, !dbg !5248
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %125, metadata !5144, metadata !DIExpression()) #17, !dbg !5248
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5145, metadata !DIExpression()) #17, !dbg !5248
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %125, metadata !5146, metadata !DIExpression()) #17, !dbg !5248
  %126 = icmp eq %"class.std::unique_ptr"* %6, %1, !dbg !5250
  br i1 %126, label %209, label %127, !dbg !5251

127:                                              ; preds = %123
  %128 = add i64 %7, -8, !dbg !5251
  %129 = sub i64 %128, %4, !dbg !5251
  %130 = lshr i64 %129, 3, !dbg !5251
  %131 = add nuw nsw i64 %130, 1, !dbg !5251
  %132 = icmp ult i64 %129, 24, !dbg !5251
  br i1 %132, label %196, label %133, !dbg !5251

133:                                              ; preds = %127
  %134 = and i64 %131, 4611686018427387900, !dbg !5251
  %135 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %125, i64 %134, !dbg !5251
  %136 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %1, i64 %134, !dbg !5251
  %137 = add nsw i64 %134, -4, !dbg !5251
  %138 = lshr exact i64 %137, 2, !dbg !5251
  %139 = add nuw nsw i64 %138, 1, !dbg !5251
  %140 = and i64 %139, 1, !dbg !5251
  %141 = icmp eq i64 %137, 0, !dbg !5251
  br i1 %141, label %177, label %142, !dbg !5251

142:                                              ; preds = %133
  %143 = and i64 %139, 9223372036854775806, !dbg !5251
  br label %144, !dbg !5251

144:                                              ; preds = %144, %142
  %145 = phi i64 [ 0, %142 ], [ %174, %144 ]
  %146 = phi i64 [ 0, %142 ], [ %175, %144 ]
  %147 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %125, i64 %145
  %148 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %1, i64 %145
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5252) #17, !dbg !5255
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5256) #17, !dbg !5255
  %149 = bitcast %"class.std::unique_ptr"* %148 to <2 x i64>*, !dbg !5258
  %150 = load <2 x i64>, <2 x i64>* %149, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %151 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %148, i64 2, !dbg !5258
  %152 = bitcast %"class.std::unique_ptr"* %151 to <2 x i64>*, !dbg !5258
  %153 = load <2 x i64>, <2 x i64>* %152, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %154 = bitcast %"class.std::unique_ptr"* %147 to <2 x i64>*, !dbg !5258
  store <2 x i64> %150, <2 x i64>* %154, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5252, !noalias !5256
  %155 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %147, i64 2, !dbg !5258
  %156 = bitcast %"class.std::unique_ptr"* %155 to <2 x i64>*, !dbg !5258
  store <2 x i64> %153, <2 x i64>* %156, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5252, !noalias !5256
  %157 = bitcast %"class.std::unique_ptr"* %148 to <2 x %class.Shape*>*, !dbg !5267
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %157, align 8, !dbg !5267, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %158 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %148, i64 2, !dbg !5267
  %159 = bitcast %"class.std::unique_ptr"* %158 to <2 x %class.Shape*>*, !dbg !5267
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %159, align 8, !dbg !5267, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %160 = or i64 %145, 4
  %161 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %125, i64 %160
  %162 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %1, i64 %160
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5271) #17, !dbg !5255
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5273) #17, !dbg !5255
  %163 = bitcast %"class.std::unique_ptr"* %162 to <2 x i64>*, !dbg !5258
  %164 = load <2 x i64>, <2 x i64>* %163, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5273, !noalias !5271
  %165 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %162, i64 2, !dbg !5258
  %166 = bitcast %"class.std::unique_ptr"* %165 to <2 x i64>*, !dbg !5258
  %167 = load <2 x i64>, <2 x i64>* %166, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5273, !noalias !5271
  %168 = bitcast %"class.std::unique_ptr"* %161 to <2 x i64>*, !dbg !5258
  store <2 x i64> %164, <2 x i64>* %168, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5271, !noalias !5273
  %169 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %161, i64 2, !dbg !5258
  %170 = bitcast %"class.std::unique_ptr"* %169 to <2 x i64>*, !dbg !5258
  store <2 x i64> %167, <2 x i64>* %170, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5271, !noalias !5273
  %171 = bitcast %"class.std::unique_ptr"* %162 to <2 x %class.Shape*>*, !dbg !5267
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %171, align 8, !dbg !5267, !tbaa !3341, !alias.scope !5273, !noalias !5271
  %172 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %162, i64 2, !dbg !5267
  %173 = bitcast %"class.std::unique_ptr"* %172 to <2 x %class.Shape*>*, !dbg !5267
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %173, align 8, !dbg !5267, !tbaa !3341, !alias.scope !5273, !noalias !5271
  %174 = add nuw i64 %145, 8
  %175 = add i64 %146, 2
  %176 = icmp eq i64 %175, %143
  br i1 %176, label %177, label %144, !llvm.loop !5275

177:                                              ; preds = %144, %133
  %178 = phi i64 [ 0, %133 ], [ %174, %144 ]
  %179 = icmp eq i64 %140, 0
  br i1 %179, label %194, label %180

180:                                              ; preds = %177
  %181 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %125, i64 %178
  %182 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %1, i64 %178
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5252) #17, !dbg !5255
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5256) #17, !dbg !5255
  %183 = bitcast %"class.std::unique_ptr"* %182 to <2 x i64>*, !dbg !5258
  %184 = load <2 x i64>, <2 x i64>* %183, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %185 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %182, i64 2, !dbg !5258
  %186 = bitcast %"class.std::unique_ptr"* %185 to <2 x i64>*, !dbg !5258
  %187 = load <2 x i64>, <2 x i64>* %186, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %188 = bitcast %"class.std::unique_ptr"* %181 to <2 x i64>*, !dbg !5258
  store <2 x i64> %184, <2 x i64>* %188, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5252, !noalias !5256
  %189 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %181, i64 2, !dbg !5258
  %190 = bitcast %"class.std::unique_ptr"* %189 to <2 x i64>*, !dbg !5258
  store <2 x i64> %187, <2 x i64>* %190, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5252, !noalias !5256
  %191 = bitcast %"class.std::unique_ptr"* %182 to <2 x %class.Shape*>*, !dbg !5267
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %191, align 8, !dbg !5267, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %192 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %182, i64 2, !dbg !5267
  %193 = bitcast %"class.std::unique_ptr"* %192 to <2 x %class.Shape*>*, !dbg !5267
  store <2 x %class.Shape*> zeroinitializer, <2 x %class.Shape*>* %193, align 8, !dbg !5267, !tbaa !3341, !alias.scope !5256, !noalias !5252
  br label %194, !dbg !5251

194:                                              ; preds = %177, %180
  %195 = icmp eq i64 %131, %134, !dbg !5251
  br i1 %195, label %209, label %196, !dbg !5251

196:                                              ; preds = %127, %194
  %197 = phi %"class.std::unique_ptr"* [ %125, %127 ], [ %135, %194 ]
  %198 = phi %"class.std::unique_ptr"* [ %1, %127 ], [ %136, %194 ]
  br label %199, !dbg !5251

199:                                              ; preds = %196, %199
  %200 = phi %"class.std::unique_ptr"* [ %207, %199 ], [ %197, %196 ]
  %201 = phi %"class.std::unique_ptr"* [ %206, %199 ], [ %198, %196 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !5146, metadata !DIExpression()) #17, !dbg !5248
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !5140, metadata !DIExpression()) #17, !dbg !5248
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5252) #17, !dbg !5255
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5256) #17, !dbg !5255
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !5172, metadata !DIExpression()) #17, !dbg !5277
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !5173, metadata !DIExpression()) #17, !dbg !5277
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5174, metadata !DIExpression()) #17, !dbg !5277
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3687, metadata !DIExpression()) #17, !dbg !5278
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !3695, metadata !DIExpression()) #17, !dbg !5278
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3696, metadata !DIExpression()) #17, !dbg !5278
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3700, metadata !DIExpression()) #17, !dbg !5279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !3706, metadata !DIExpression()) #17, !dbg !5279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3707, metadata !DIExpression()) #17, !dbg !5279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !3711, metadata !DIExpression()) #17, !dbg !5280
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3714, metadata !DIExpression()) #17, !dbg !5280
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !3717, metadata !DIExpression()) #17, !dbg !5281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3720, metadata !DIExpression()) #17, !dbg !5281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !3723, metadata !DIExpression()) #17, !dbg !5282
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3726, metadata !DIExpression()) #17, !dbg !5282
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !3729, metadata !DIExpression()) #17, !dbg !5283
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3732, metadata !DIExpression()) #17, !dbg !5283
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %200, metadata !3735, metadata !DIExpression()) #17, !dbg !5284
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3738, metadata !DIExpression()) #17, !dbg !5284
  %202 = bitcast %"class.std::unique_ptr"* %201 to i64*, !dbg !5258
  %203 = bitcast %"class.std::unique_ptr"* %200 to i64*, !dbg !5258
  %204 = load i64, i64* %202, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5256, !noalias !5252
  store i64 %204, i64* %203, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5252, !noalias !5256
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3742, metadata !DIExpression()) #17, !dbg !5285
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3748, metadata !DIExpression()) #17, !dbg !5287
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3756, metadata !DIExpression()) #17, !dbg !5289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3761, metadata !DIExpression()) #17, !dbg !5291
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3766, metadata !DIExpression()) #17, !dbg !5293
  %205 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %201, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5295
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5193, metadata !DIExpression()) #17, !dbg !5296
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !5194, metadata !DIExpression()) #17, !dbg !5296
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5185, metadata !DIExpression()) #17, !dbg !5297
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !5186, metadata !DIExpression()) #17, !dbg !5297
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3772, metadata !DIExpression()) #17, !dbg !5298
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3742, metadata !DIExpression()) #17, !dbg !5299
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3748, metadata !DIExpression()) #17, !dbg !5301
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3756, metadata !DIExpression()) #17, !dbg !5303
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3761, metadata !DIExpression()) #17, !dbg !5305
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %201, metadata !3766, metadata !DIExpression()) #17, !dbg !5307
  call void @llvm.dbg.value(metadata %class.Shape** %205, metadata !3775, metadata !DIExpression()) #17, !dbg !5309
  store %class.Shape* null, %class.Shape** %205, align 8, !dbg !5267, !tbaa !3341, !alias.scope !5256, !noalias !5252
  %206 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %201, i64 1, !dbg !5310
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %206, metadata !5140, metadata !DIExpression()) #17, !dbg !5248
  %207 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %200, i64 1, !dbg !5311
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %207, metadata !5146, metadata !DIExpression()) #17, !dbg !5248
  %208 = icmp eq %"class.std::unique_ptr"* %206, %6, !dbg !5250
  br i1 %208, label %209, label %199, !dbg !5251, !llvm.loop !5312

209:                                              ; preds = %199, %194, %123
  %210 = phi %"class.std::unique_ptr"* [ %125, %123 ], [ %135, %194 ], [ %207, %199 ], !dbg !5248
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %210, metadata !5003, metadata !DIExpression()), !dbg !5004
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4861, metadata !DIExpression()), !dbg !5313
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !4864, metadata !DIExpression()), !dbg !5313
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %12), metadata !4865, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !5313
  %211 = icmp eq %"class.std::unique_ptr"* %9, null, !dbg !5315
  br i1 %211, label %214, label %212, !dbg !5316

212:                                              ; preds = %209
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4871, metadata !DIExpression()), !dbg !5317
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !4874, metadata !DIExpression()), !dbg !5317
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %12), metadata !4875, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !5317
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4878, metadata !DIExpression()) #17, !dbg !5319
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !4881, metadata !DIExpression()) #17, !dbg !5319
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %12), metadata !4882, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5319
  %213 = bitcast %"class.std::unique_ptr"* %9 to i8*, !dbg !5321
  tail call void @_ZdlPv(i8* noundef %213) #19, !dbg !5322
  br label %214, !dbg !5323

214:                                              ; preds = %209, %212
  %215 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 2, !dbg !5324
  store %"class.std::unique_ptr"* %34, %"class.std::unique_ptr"** %8, align 8, !dbg !5325, !tbaa !4786
  store %"class.std::unique_ptr"* %210, %"class.std::unique_ptr"** %5, align 8, !dbg !5326, !tbaa !3681
  %216 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %34, i64 %24, !dbg !5327
  store %"class.std::unique_ptr"* %216, %"class.std::unique_ptr"** %215, align 8, !dbg !5328, !tbaa !3684
  ret void, !dbg !5329
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #14

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 !dbg !5330 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5335, metadata !DIExpression()), !dbg !5336
  %2 = bitcast %class.Rect* %0 to i8*, !dbg !5337
  tail call void @_ZdlPv(i8* noundef nonnull %2) #19, !dbg !5337
  ret void, !dbg !5337
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5338 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5340, metadata !DIExpression()), !dbg !5342
  %2 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5343
  %3 = load double, double* %2, align 8, !dbg !5343, !tbaa !3858
  %4 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 2, !dbg !5344
  %5 = load double, double* %4, align 8, !dbg !5344, !tbaa !3861
  %6 = fmul double %3, %5, !dbg !5345
  ret double %6, !dbg !5346
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect9perimeterEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5347 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5349, metadata !DIExpression()), !dbg !5350
  %2 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5351
  %3 = load double, double* %2, align 8, !dbg !5351, !tbaa !3858
  %4 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 2, !dbg !5352
  %5 = load double, double* %4, align 8, !dbg !5352, !tbaa !3861
  %6 = fadd double %3, %5, !dbg !5353
  %7 = fmul double %6, 2.000000e+00, !dbg !5354
  ret double %7, !dbg !5355
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4Rect5scaleEd(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !5356 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5358, metadata !DIExpression()), !dbg !5360
  call void @llvm.dbg.value(metadata double %1, metadata !5359, metadata !DIExpression()), !dbg !5360
  %3 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5361
  %4 = bitcast double* %3 to <2 x double>*, !dbg !5362
  %5 = load <2 x double>, <2 x double>* %4, align 8, !dbg !5362, !tbaa !4198
  %6 = insertelement <2 x double> poison, double %1, i64 0, !dbg !5362
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !5362
  %8 = fmul <2 x double> %5, %7, !dbg !5362
  %9 = bitcast double* %3 to <2 x double>*, !dbg !5362
  store <2 x double> %8, <2 x double>* %9, align 8, !dbg !5362, !tbaa !4198
  ret void, !dbg !5363
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Rect4kindEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5364 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5366, metadata !DIExpression()), !dbg !5367
  ret i32 2, !dbg !5368
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%class.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 !dbg !5369 {
  call void @llvm.dbg.value(metadata %class.Square* %0, metadata !5374, metadata !DIExpression()), !dbg !5375
  %2 = bitcast %class.Square* %0 to i8*, !dbg !5376
  tail call void @_ZdlPv(i8* noundef nonnull %2) #19, !dbg !5376
  ret void, !dbg !5376
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Square4kindEv(%class.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5377 {
  call void @llvm.dbg.value(metadata %class.Square* %0, metadata !5379, metadata !DIExpression()), !dbg !5381
  ret i32 3, !dbg !5382
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN8TriangleD0Ev(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #12 comdat align 2 !dbg !5383 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5388, metadata !DIExpression()), !dbg !5389
  %2 = bitcast %class.Triangle* %0 to i8*, !dbg !5390
  tail call void @_ZdlPv(i8* noundef nonnull %2) #19, !dbg !5390
  ret void, !dbg !5390
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle4areaEv(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 !dbg !5391 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5393, metadata !DIExpression()), !dbg !5400
  %2 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5401
  %3 = load double, double* %2, align 8, !dbg !5401, !tbaa !5402
  %4 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 2, !dbg !5403
  %5 = load double, double* %4, align 8, !dbg !5403, !tbaa !5404
  %6 = fadd double %3, %5, !dbg !5405
  %7 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5406
  %8 = load double, double* %7, align 8, !dbg !5406, !tbaa !4200
  %9 = fadd double %6, %8, !dbg !5407
  %10 = fmul double %9, 5.000000e-01, !dbg !5408
  call void @llvm.dbg.value(metadata double %10, metadata !5395, metadata !DIExpression()), !dbg !5400
  %11 = fsub double %10, %3, !dbg !5409
  %12 = fmul double %10, %11, !dbg !5410
  %13 = fsub double %10, %5, !dbg !5411
  %14 = fmul double %13, %12, !dbg !5412
  %15 = fsub double %10, %8, !dbg !5413
  %16 = fmul double %15, %14, !dbg !5414
  call void @llvm.dbg.value(metadata double %16, metadata !5396, metadata !DIExpression()), !dbg !5400
  %17 = fcmp ogt double %16, 1.000000e+00, !dbg !5415
  %18 = select i1 %17, double %16, double 1.000000e+00, !dbg !5416
  call void @llvm.dbg.value(metadata double %18, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 0, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 0, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %18, metadata !5397, metadata !DIExpression()), !dbg !5400
  %19 = fdiv double %16, %18, !dbg !5418
  %20 = fadd double %18, %19, !dbg !5420
  %21 = fmul double %20, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %21, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 1, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 1, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %21, metadata !5397, metadata !DIExpression()), !dbg !5400
  %22 = fdiv double %16, %21, !dbg !5418
  %23 = fadd double %21, %22, !dbg !5420
  %24 = fmul double %23, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %24, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 2, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 2, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %24, metadata !5397, metadata !DIExpression()), !dbg !5400
  %25 = fdiv double %16, %24, !dbg !5418
  %26 = fadd double %24, %25, !dbg !5420
  %27 = fmul double %26, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %27, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 3, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 3, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %27, metadata !5397, metadata !DIExpression()), !dbg !5400
  %28 = fdiv double %16, %27, !dbg !5418
  %29 = fadd double %27, %28, !dbg !5420
  %30 = fmul double %29, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %30, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 4, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 4, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %30, metadata !5397, metadata !DIExpression()), !dbg !5400
  %31 = fdiv double %16, %30, !dbg !5418
  %32 = fadd double %30, %31, !dbg !5420
  %33 = fmul double %32, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %33, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 5, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 5, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %33, metadata !5397, metadata !DIExpression()), !dbg !5400
  %34 = fdiv double %16, %33, !dbg !5418
  %35 = fadd double %33, %34, !dbg !5420
  %36 = fmul double %35, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %36, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 6, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 6, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %36, metadata !5397, metadata !DIExpression()), !dbg !5400
  %37 = fdiv double %16, %36, !dbg !5418
  %38 = fadd double %36, %37, !dbg !5420
  %39 = fmul double %38, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %39, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 7, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 7, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %39, metadata !5397, metadata !DIExpression()), !dbg !5400
  %40 = fdiv double %16, %39, !dbg !5418
  %41 = fadd double %39, %40, !dbg !5420
  %42 = fmul double %41, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %42, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 8, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 8, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %42, metadata !5397, metadata !DIExpression()), !dbg !5400
  %43 = fdiv double %16, %42, !dbg !5418
  %44 = fadd double %42, %43, !dbg !5420
  %45 = fmul double %44, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %45, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 9, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 9, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %45, metadata !5397, metadata !DIExpression()), !dbg !5400
  %46 = fdiv double %16, %45, !dbg !5418
  %47 = fadd double %45, %46, !dbg !5420
  %48 = fmul double %47, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %48, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 10, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 10, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %48, metadata !5397, metadata !DIExpression()), !dbg !5400
  %49 = fdiv double %16, %48, !dbg !5418
  %50 = fadd double %48, %49, !dbg !5420
  %51 = fmul double %50, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %51, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 11, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 11, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %51, metadata !5397, metadata !DIExpression()), !dbg !5400
  %52 = fdiv double %16, %51, !dbg !5418
  %53 = fadd double %51, %52, !dbg !5420
  %54 = fmul double %53, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %54, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 12, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 12, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %54, metadata !5397, metadata !DIExpression()), !dbg !5400
  %55 = fdiv double %16, %54, !dbg !5418
  %56 = fadd double %54, %55, !dbg !5420
  %57 = fmul double %56, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %57, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 13, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 13, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %57, metadata !5397, metadata !DIExpression()), !dbg !5400
  %58 = fdiv double %16, %57, !dbg !5418
  %59 = fadd double %57, %58, !dbg !5420
  %60 = fmul double %59, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %60, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 14, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 14, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %60, metadata !5397, metadata !DIExpression()), !dbg !5400
  %61 = fdiv double %16, %60, !dbg !5418
  %62 = fadd double %60, %61, !dbg !5420
  %63 = fmul double %62, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %63, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 15, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 15, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %63, metadata !5397, metadata !DIExpression()), !dbg !5400
  %64 = fdiv double %16, %63, !dbg !5418
  %65 = fadd double %63, %64, !dbg !5420
  %66 = fmul double %65, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %66, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 16, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 16, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %66, metadata !5397, metadata !DIExpression()), !dbg !5400
  %67 = fdiv double %16, %66, !dbg !5418
  %68 = fadd double %66, %67, !dbg !5420
  %69 = fmul double %68, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %69, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 17, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 17, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %69, metadata !5397, metadata !DIExpression()), !dbg !5400
  %70 = fdiv double %16, %69, !dbg !5418
  %71 = fadd double %69, %70, !dbg !5420
  %72 = fmul double %71, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %72, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 18, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 18, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %72, metadata !5397, metadata !DIExpression()), !dbg !5400
  %73 = fdiv double %16, %72, !dbg !5418
  %74 = fadd double %72, %73, !dbg !5420
  %75 = fmul double %74, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %75, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 19, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata i32 19, metadata !5398, metadata !DIExpression()), !dbg !5417
  call void @llvm.dbg.value(metadata double %75, metadata !5397, metadata !DIExpression()), !dbg !5400
  %76 = fdiv double %16, %75, !dbg !5418
  %77 = fadd double %75, %76, !dbg !5420
  %78 = fmul double %77, 5.000000e-01, !dbg !5421
  call void @llvm.dbg.value(metadata double %78, metadata !5397, metadata !DIExpression()), !dbg !5400
  call void @llvm.dbg.value(metadata i32 20, metadata !5398, metadata !DIExpression()), !dbg !5417
  ret double %78, !dbg !5422
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle9perimeterEv(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 !dbg !5423 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5425, metadata !DIExpression()), !dbg !5426
  %2 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5427
  %3 = load double, double* %2, align 8, !dbg !5427, !tbaa !5402
  %4 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 2, !dbg !5428
  %5 = load double, double* %4, align 8, !dbg !5428, !tbaa !5404
  %6 = fadd double %3, %5, !dbg !5429
  %7 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5430
  %8 = load double, double* %7, align 8, !dbg !5430, !tbaa !4200
  %9 = fadd double %6, %8, !dbg !5431
  ret double %9, !dbg !5432
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8Triangle5scaleEd(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !5433 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5435, metadata !DIExpression()), !dbg !5437
  call void @llvm.dbg.value(metadata double %1, metadata !5436, metadata !DIExpression()), !dbg !5437
  %3 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5438
  %4 = bitcast double* %3 to <2 x double>*, !dbg !5439
  %5 = load <2 x double>, <2 x double>* %4, align 8, !dbg !5439, !tbaa !4198
  %6 = insertelement <2 x double> poison, double %1, i64 0, !dbg !5439
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !5439
  %8 = fmul <2 x double> %5, %7, !dbg !5439
  %9 = bitcast double* %3 to <2 x double>*, !dbg !5439
  store <2 x double> %8, <2 x double>* %9, align 8, !dbg !5439, !tbaa !4198
  %10 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5440
  %11 = load double, double* %10, align 8, !dbg !5441, !tbaa !4200
  %12 = fmul double %11, %1, !dbg !5441
  store double %12, double* %10, align 8, !dbg !5441, !tbaa !4200
  ret void, !dbg !5442
}

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i8* noundef, i64 noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), double noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #0

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_shapes_virtual.cpp() #3 section ".text.startup" !dbg !5443 {
  tail call void @_ZNSt8ios_base4InitC1Ev(%"class.std::ios_base::Init"* noundef nonnull align 1 dereferenceable(1) @_ZStL8__ioinit), !dbg !5445
  %1 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"class.std::ios_base::Init"*)* @_ZNSt8ios_base4InitD1Ev to void (i8*)*), i8* getelementptr inbounds (%"class.std::ios_base::Init", %"class.std::ios_base::Init"* @_ZStL8__ioinit, i64 0, i32 0), i8* nonnull @__dso_handle) #17, !dbg !5449
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
attributes #19 = { builtin nounwind }
attributes #20 = { noreturn }

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
!3498 = !DILocation(line: 0, scope: !3312, inlinedAt: !3499)
!3499 = distinct !DILocation(line: 97, column: 19, scope: !3437)
!3500 = !DILocation(line: 0, scope: !3319, inlinedAt: !3499)
!3501 = !DILocation(line: 0, scope: !3327, inlinedAt: !3502)
!3502 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3499)
!3503 = !DILocation(line: 0, scope: !3334, inlinedAt: !3504)
!3504 = distinct !DILocation(line: 879, column: 16, scope: !3327, inlinedAt: !3502)
!3505 = !DILocation(line: 0, scope: !3346, inlinedAt: !3506)
!3506 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3499)
!3507 = !DILocation(line: 899, column: 45, scope: !3346, inlinedAt: !3506)
!3508 = !DILocation(line: 0, scope: !3334, inlinedAt: !3509)
!3509 = distinct !DILocation(line: 899, column: 16, scope: !3346, inlinedAt: !3506)
!3510 = !DILocation(line: 0, scope: !3355, inlinedAt: !3511)
!3511 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3499)
!3512 = !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3499)
!3513 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !3504)
!3514 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !3509)
!3515 = !DILocation(line: 879, column: 45, scope: !3327, inlinedAt: !3502)
!3516 = !DILocation(line: 1240, column: 27, scope: !3355, inlinedAt: !3511)
!3517 = !DILocation(line: 0, scope: !3323, inlinedAt: !3499)
!3518 = !DILocation(line: 0, scope: !3368, inlinedAt: !3519)
!3519 = distinct !DILocation(line: 80, column: 10, scope: !3323, inlinedAt: !3499)
!3520 = !DILocation(line: 0, scope: !3373, inlinedAt: !3521)
!3521 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !3519)
!3522 = !DILocation(line: 0, scope: !3378, inlinedAt: !3523)
!3523 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !3521)
!3524 = !DILocation(line: 0, scope: !3384, inlinedAt: !3525)
!3525 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3523)
!3526 = !DILocation(line: 0, scope: !3406, inlinedAt: !3527)
!3527 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !3525)
!3528 = !DILocation(line: 0, scope: !3413, inlinedAt: !3529)
!3529 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !3527)
!3530 = !DILocation(line: 0, scope: !3418, inlinedAt: !3531)
!3531 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !3529)
!3532 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !3531)
!3533 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3523)
!3534 = !DILocation(line: 80, column: 13, scope: !3323, inlinedAt: !3499)
!3535 = !DILocation(line: 80, column: 7, scope: !3323, inlinedAt: !3499)
!3536 = !DILocation(line: 0, scope: !3429, inlinedAt: !3537)
!3537 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3499)
!3538 = !DILocation(line: 1107, column: 2, scope: !3429, inlinedAt: !3537)
!3539 = distinct !{!3539, !3540, !3541}
!3540 = !DILocation(line: 79, column: 3, scope: !3319, inlinedAt: !3499)
!3541 = !DILocation(line: 80, column: 18, scope: !3319, inlinedAt: !3499)
!3542 = !DILocation(line: 89, column: 25, scope: !3448)
!3543 = !DILocation(line: 89, column: 20, scope: !3448)
!3544 = !DILocation(line: 0, scope: !3448)
!3545 = !DILocation(line: 90, column: 15, scope: !3448)
!3546 = !DILocation(line: 90, column: 5, scope: !3448)
!3547 = !DILocation(line: 91, column: 30, scope: !3548)
!3548 = distinct !DILexicalBlock(scope: !3448, file: !8, line: 90, column: 20)
!3549 = !DILocalVariable(name: "__args", arg: 1, scope: !3550, file: !82, line: 1064, type: !3557)
!3550 = distinct !DISubprogram(name: "make_unique<Circle, double &>", linkageName: "_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !3551, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3559, retainedNodes: !3558)
!3551 = !DISubroutineType(types: !3552)
!3552 = !{!3553, !3557}
!3553 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Circle>", scope: !3554, file: !82, line: 1046, baseType: !3555)
!3554 = !DINamespace(name: "__detail", scope: !2)
!3555 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !3556, file: !82, line: 1035, baseType: !1020)
!3556 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Circle>", scope: !3554, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1071, identifier: "_ZTSNSt8__detail9_MakeUniqI6CircleEE")
!3557 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 64)
!3558 = !{!3549}
!3559 = !{!1072, !3560}
!3560 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3561)
!3561 = !{!3562}
!3562 = !DITemplateTypeParameter(type: !3557)
!3563 = !DILocation(line: 0, scope: !3550, inlinedAt: !3564)
!3564 = distinct !DILocation(line: 91, column: 30, scope: !3548)
!3565 = !DILocation(line: 1065, column: 30, scope: !3550, inlinedAt: !3564)
!3566 = !DILocalVariable(name: "this", arg: 1, scope: !3567, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!3567 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN6CircleC2Ed", scope: !1053, file: !8, line: 23, type: !1058, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1057, retainedNodes: !3568)
!3568 = !{!3566, !3569}
!3569 = !DILocalVariable(name: "r", arg: 2, scope: !3567, file: !8, line: 23, type: !130)
!3570 = !DILocation(line: 0, scope: !3567, inlinedAt: !3571)
!3571 = distinct !DILocation(line: 1065, column: 34, scope: !3550, inlinedAt: !3564)
!3572 = !DILocation(line: 23, column: 36, scope: !3567, inlinedAt: !3571)
!3573 = !{!3574}
!3574 = distinct !{!3574, !3575, !"_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!3575 = distinct !{!3575, !"_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!3576 = !DILocation(line: 23, column: 31, scope: !3567, inlinedAt: !3571)
!3577 = !{!3578, !3579, i64 8}
!3578 = !{!"_ZTS6Circle", !3579, i64 8}
!3579 = !{!"double", !3343, i64 0}
!3580 = !DILocalVariable(name: "this", arg: 1, scope: !3581, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3581 = distinct !DISubprogram(name: "unique_ptr<Circle, std::default_delete<Circle>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I6CircleS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !3582, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3585, declaration: !3584, retainedNodes: !3587)
!3582 = !DISubroutineType(types: !3583)
!3583 = !{null, !400, !1299}
!3584 = !DISubprogram(name: "unique_ptr<Circle, std::default_delete<Circle>, void>", scope: !81, file: !82, line: 372, type: !3582, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3585)
!3585 = !{!1251, !1252, !3586}
!3586 = !DITemplateTypeParameter(type: null)
!3587 = !{!3580, !3588}
!3588 = !DILocalVariable(name: "__u", arg: 2, scope: !3581, file: !82, line: 372, type: !1299)
!3589 = !DILocation(line: 0, scope: !3581, inlinedAt: !3590)
!3590 = distinct !DILocation(line: 91, column: 30, scope: !3548)
!3591 = !DILocation(line: 373, column: 9, scope: !3581, inlinedAt: !3590)
!3592 = !DILocalVariable(name: "this", arg: 1, scope: !3593, type: !3601, flags: DIFlagArtificial | DIFlagObjectPointer)
!3593 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I6CircleEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !3594, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !3597, retainedNodes: !3598)
!3594 = !DISubroutineType(types: !3595)
!3595 = !{null, !390, !348, !3596}
!3596 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1041, size: 64)
!3597 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !3594, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3598 = !{!3592, !3599, !3600}
!3599 = !DILocalVariable(arg: 2, scope: !3593, type: !348, flags: DIFlagArtificial)
!3600 = !DILocalVariable(arg: 3, scope: !3593, type: !3596, flags: DIFlagArtificial)
!3601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!3602 = !DILocation(line: 0, scope: !3593, inlinedAt: !3603)
!3603 = distinct !DILocation(line: 373, column: 4, scope: !3581, inlinedAt: !3590)
!3604 = !DILocalVariable(name: "this", arg: 1, scope: !3605, type: !3614, flags: DIFlagArtificial | DIFlagObjectPointer)
!3605 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Circle> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I6CircleEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !3606, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3609, declaration: !3608, retainedNodes: !3611)
!3606 = !DISubroutineType(types: !3607)
!3607 = !{null, !344, !348, !3596}
!3608 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Circle> >", scope: !88, file: !82, line: 172, type: !3606, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3609)
!3609 = !{!3610}
!3610 = !DITemplateTypeParameter(name: "_Del", type: !1041)
!3611 = !{!3604, !3612, !3613}
!3612 = !DILocalVariable(name: "__p", arg: 2, scope: !3605, file: !82, line: 172, type: !348)
!3613 = !DILocalVariable(name: "__d", arg: 3, scope: !3605, file: !82, line: 172, type: !3596)
!3614 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!3615 = !DILocation(line: 0, scope: !3605, inlinedAt: !3616)
!3616 = distinct !DILocation(line: 233, column: 40, scope: !3593, inlinedAt: !3603)
!3617 = !DILocalVariable(name: "this", arg: 1, scope: !3618, type: !3629, flags: DIFlagArtificial | DIFlagObjectPointer)
!3618 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Circle>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I6CircleELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !3619, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3622, declaration: !3621, retainedNodes: !3626)
!3619 = !DISubroutineType(types: !3620)
!3620 = !{null, !316, !258, !3596}
!3621 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Circle>, true>", scope: !91, file: !92, line: 1077, type: !3619, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3622)
!3622 = !{!3623, !3624, !3625}
!3623 = !DITemplateTypeParameter(name: "_U1", type: !258)
!3624 = !DITemplateTypeParameter(name: "_U2", type: !1041)
!3625 = !DITemplateValueParameter(type: !196, defaulted: true, value: i8 1)
!3626 = !{!3617, !3627, !3628}
!3627 = !DILocalVariable(name: "__a1", arg: 2, scope: !3618, file: !92, line: 1077, type: !258)
!3628 = !DILocalVariable(name: "__a2", arg: 3, scope: !3618, file: !92, line: 1077, type: !3596)
!3629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!3630 = !DILocation(line: 0, scope: !3618, inlinedAt: !3631)
!3631 = distinct !DILocation(line: 173, column: 4, scope: !3605, inlinedAt: !3616)
!3632 = !DILocalVariable(name: "this", arg: 1, scope: !3633, type: !3643, flags: DIFlagArtificial | DIFlagObjectPointer)
!3633 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Circle>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I6CircleEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !3634, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3637, declaration: !3636, retainedNodes: !3640)
!3634 = !DISubroutineType(types: !3635)
!3635 = !{null, !289, !258, !3596}
!3636 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Circle>, void>", scope: !95, file: !92, line: 290, type: !3634, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3637)
!3637 = !{!3638, !3639, !3586}
!3638 = !DITemplateTypeParameter(name: "_UHead", type: !258)
!3639 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !1134)
!3640 = !{!3632, !3641, !3642}
!3641 = !DILocalVariable(name: "__head", arg: 2, scope: !3633, file: !92, line: 290, type: !258)
!3642 = !DILocalVariable(name: "__tail", arg: 3, scope: !3633, file: !92, line: 290, type: !3596)
!3643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!3644 = !DILocation(line: 0, scope: !3633, inlinedAt: !3645)
!3645 = distinct !DILocation(line: 1079, column: 4, scope: !3618, inlinedAt: !3631)
!3646 = !DILocalVariable(name: "this", arg: 1, scope: !3647, type: !3654, flags: DIFlagArtificial | DIFlagObjectPointer)
!3647 = distinct !DISubprogram(name: "_Head_base<Shape *&>", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EEC2IRS1_EEOT_", scope: !231, file: !92, line: 199, type: !3648, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3651, declaration: !3650, retainedNodes: !3652)
!3648 = !DISubroutineType(types: !3649)
!3649 = !{null, !237, !258}
!3650 = !DISubprogram(name: "_Head_base<Shape *&>", scope: !231, file: !92, line: 199, type: !3648, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3651)
!3651 = !{!3638}
!3652 = !{!3646, !3653}
!3653 = !DILocalVariable(name: "__h", arg: 2, scope: !3647, file: !92, line: 199, type: !258)
!3654 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!3655 = !DILocation(line: 0, scope: !3647, inlinedAt: !3656)
!3656 = distinct !DILocation(line: 292, column: 4, scope: !3633, inlinedAt: !3645)
!3657 = !DILocation(line: 200, column: 4, scope: !3647, inlinedAt: !3656)
!3658 = !{!3659, !3342, i64 0}
!3659 = !{!"_ZTSSt10_Head_baseILm0EP5ShapeLb0EE", !3342, i64 0}
!3660 = !DILocalVariable(name: "this", arg: 1, scope: !3661, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!3661 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE9push_backEOS4_", scope: !57, file: !56, line: 1293, type: !900, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !899, retainedNodes: !3662)
!3662 = !{!3660, !3663}
!3663 = !DILocalVariable(name: "__x", arg: 2, scope: !3661, file: !56, line: 1293, type: !902)
!3664 = !DILocation(line: 0, scope: !3661, inlinedAt: !3665)
!3665 = distinct !DILocation(line: 91, column: 20, scope: !3548)
!3666 = !DILocalVariable(name: "this", arg: 1, scope: !3667, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!3667 = distinct !DISubprogram(name: "emplace_back<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12emplace_backIJS4_EEEvDpOT_", scope: !57, file: !3668, line: 112, type: !3669, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3672, declaration: !3671, retainedNodes: !3675)
!3668 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!3669 = !DISubroutineType(types: !3670)
!3670 = !{null, !697, !401}
!3671 = !DISubprogram(name: "emplace_back<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12emplace_backIJS4_EEEvDpOT_", scope: !57, file: !56, line: 1303, type: !3669, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3672)
!3672 = !{!3673}
!3673 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3674)
!3674 = !{!550}
!3675 = !{!3666, !3676}
!3676 = !DILocalVariable(name: "__args", arg: 2, scope: !3667, file: !56, line: 1303, type: !401)
!3677 = !DILocation(line: 0, scope: !3667, inlinedAt: !3678)
!3678 = distinct !DILocation(line: 1294, column: 9, scope: !3661, inlinedAt: !3665)
!3679 = !DILocation(line: 114, column: 20, scope: !3680, inlinedAt: !3678)
!3680 = distinct !DILexicalBlock(scope: !3667, file: !3668, line: 114, column: 6)
!3681 = !{!3682, !3342, i64 8}
!3682 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !3342, i64 0, !3342, i64 8, !3342, i64 16}
!3683 = !DILocation(line: 114, column: 47, scope: !3680, inlinedAt: !3678)
!3684 = !{!3682, !3342, i64 16}
!3685 = !DILocation(line: 114, column: 30, scope: !3680, inlinedAt: !3678)
!3686 = !DILocation(line: 114, column: 6, scope: !3667, inlinedAt: !3678)
!3687 = !DILocalVariable(name: "__a", arg: 1, scope: !3688, file: !74, line: 511, type: !458)
!3688 = distinct !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !73, file: !74, line: 511, type: !3689, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3692, declaration: !3691, retainedNodes: !3694)
!3689 = !DISubroutineType(types: !3690)
!3690 = !{null, !458, !80, !401}
!3691 = !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !73, file: !74, line: 511, type: !3689, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3692)
!3692 = !{!3693, !3673}
!3693 = !DITemplateTypeParameter(name: "_Up", type: !81)
!3694 = !{!3687, !3695, !3696}
!3695 = !DILocalVariable(name: "__p", arg: 2, scope: !3688, file: !74, line: 511, type: !80)
!3696 = !DILocalVariable(name: "__args", arg: 3, scope: !3688, file: !74, line: 512, type: !401)
!3697 = !DILocation(line: 0, scope: !3688, inlinedAt: !3698)
!3698 = distinct !DILocation(line: 117, column: 6, scope: !3699, inlinedAt: !3678)
!3699 = distinct !DILexicalBlock(scope: !3680, file: !3668, line: 115, column: 4)
!3700 = !DILocalVariable(name: "this", arg: 1, scope: !3701, type: !3708, flags: DIFlagArtificial | DIFlagObjectPointer)
!3701 = distinct !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !466, file: !467, line: 173, type: !3702, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3692, declaration: !3704, retainedNodes: !3705)
!3702 = !DISubroutineType(types: !3703)
!3703 = !{null, !472, !80, !401}
!3704 = !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !466, file: !467, line: 173, type: !3702, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3692)
!3705 = !{!3700, !3706, !3707}
!3706 = !DILocalVariable(name: "__p", arg: 2, scope: !3701, file: !467, line: 173, type: !80)
!3707 = !DILocalVariable(name: "__args", arg: 3, scope: !3701, file: !467, line: 173, type: !401)
!3708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!3709 = !DILocation(line: 0, scope: !3701, inlinedAt: !3710)
!3710 = distinct !DILocation(line: 516, column: 8, scope: !3688, inlinedAt: !3698)
!3711 = !DILocalVariable(name: "this", arg: 1, scope: !3712, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3712 = distinct !DISubprogram(name: "unique_ptr", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2EOS3_", scope: !81, file: !82, line: 358, type: !398, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !397, retainedNodes: !3713)
!3713 = !{!3711, !3714}
!3714 = !DILocalVariable(arg: 2, scope: !3712, file: !82, line: 358, type: !401)
!3715 = !DILocation(line: 0, scope: !3712, inlinedAt: !3716)
!3716 = distinct !DILocation(line: 175, column: 23, scope: !3701, inlinedAt: !3710)
!3717 = !DILocalVariable(name: "this", arg: 1, scope: !3718, type: !3601, flags: DIFlagArtificial | DIFlagObjectPointer)
!3718 = distinct !DISubprogram(name: "__uniq_ptr_data", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EEC2EOS3_", scope: !85, file: !82, line: 234, type: !388, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !387, retainedNodes: !3719)
!3719 = !{!3717, !3720}
!3720 = !DILocalVariable(arg: 2, scope: !3718, file: !82, line: 234, type: !391)
!3721 = !DILocation(line: 0, scope: !3718, inlinedAt: !3722)
!3722 = distinct !DILocation(line: 358, column: 7, scope: !3712, inlinedAt: !3716)
!3723 = !DILocalVariable(name: "this", arg: 1, scope: !3724, type: !3614, flags: DIFlagArtificial | DIFlagObjectPointer)
!3724 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2EOS3_", scope: !88, file: !82, line: 176, type: !356, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !355, retainedNodes: !3725)
!3725 = !{!3723, !3726}
!3726 = !DILocalVariable(name: "__u", arg: 2, scope: !3724, file: !82, line: 176, type: !358)
!3727 = !DILocation(line: 0, scope: !3724, inlinedAt: !3728)
!3728 = distinct !DILocation(line: 234, column: 7, scope: !3718, inlinedAt: !3722)
!3729 = !DILocalVariable(name: "this", arg: 1, scope: !3730, type: !3629, flags: DIFlagArtificial | DIFlagObjectPointer)
!3730 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2EOS4_", scope: !91, file: !92, line: 1090, type: !320, scopeLine: 1090, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !319, retainedNodes: !3731)
!3731 = !{!3729, !3732}
!3732 = !DILocalVariable(arg: 2, scope: !3730, file: !92, line: 1090, type: !322)
!3733 = !DILocation(line: 0, scope: !3730, inlinedAt: !3734)
!3734 = distinct !DILocation(line: 177, column: 9, scope: !3724, inlinedAt: !3728)
!3735 = !DILocalVariable(name: "this", arg: 1, scope: !3736, type: !3643, flags: DIFlagArtificial | DIFlagObjectPointer)
!3736 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2EOS4_", scope: !95, file: !92, line: 301, type: !300, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !299, retainedNodes: !3737)
!3737 = !{!3735, !3738}
!3738 = !DILocalVariable(arg: 2, scope: !3736, file: !92, line: 301, type: !302)
!3739 = !DILocation(line: 0, scope: !3736, inlinedAt: !3740)
!3740 = distinct !DILocation(line: 1090, column: 17, scope: !3730, inlinedAt: !3734)
!3741 = !DILocation(line: 301, column: 7, scope: !3736, inlinedAt: !3740)
!3742 = !DILocalVariable(name: "this", arg: 1, scope: !3743, type: !3614, flags: DIFlagArtificial | DIFlagObjectPointer)
!3743 = distinct !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE6_M_ptrEv", scope: !88, file: !82, line: 189, type: !364, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !363, retainedNodes: !3744)
!3744 = !{!3742}
!3745 = !DILocation(line: 0, scope: !3743, inlinedAt: !3746)
!3746 = distinct !DILocation(line: 178, column: 13, scope: !3747, inlinedAt: !3728)
!3747 = distinct !DILexicalBlock(scope: !3724, file: !82, line: 178, column: 7)
!3748 = !DILocalVariable(name: "__t", arg: 1, scope: !3749, file: !92, line: 1380, type: !326)
!3749 = distinct !DISubprogram(name: "get<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt3getILm0EJP5ShapeSt14default_deleteIS0_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERS8_", scope: !2, file: !92, line: 1380, type: !3750, scopeLine: 1381, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3402, retainedNodes: !3753)
!3750 = !DISubroutineType(types: !3751)
!3751 = !{!3752, !326}
!3752 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3389, size: 64)
!3753 = !{!3748}
!3754 = !DILocation(line: 0, scope: !3749, inlinedAt: !3755)
!3755 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !3746)
!3756 = !DILocalVariable(name: "__t", arg: 1, scope: !3757, file: !92, line: 1364, type: !270)
!3757 = distinct !DISubprogram(name: "__get_helper<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt12__get_helperILm0EP5ShapeJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE", scope: !2, file: !92, line: 1364, type: !268, scopeLine: 1365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3408, retainedNodes: !3758)
!3758 = !{!3756}
!3759 = !DILocation(line: 0, scope: !3757, inlinedAt: !3760)
!3760 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !3755)
!3761 = !DILocalVariable(name: "__t", arg: 1, scope: !3762, file: !92, line: 268, type: !270)
!3762 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_headERS4_", scope: !95, file: !92, line: 268, type: !268, scopeLine: 268, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !267, retainedNodes: !3763)
!3763 = !{!3761}
!3764 = !DILocation(line: 0, scope: !3762, inlinedAt: !3765)
!3765 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !3760)
!3766 = !DILocalVariable(name: "__b", arg: 1, scope: !3767, file: !92, line: 233, type: !259)
!3767 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EE7_M_headERS2_", scope: !231, file: !92, line: 233, type: !256, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !255, retainedNodes: !3768)
!3768 = !{!3766}
!3769 = !DILocation(line: 0, scope: !3767, inlinedAt: !3770)
!3770 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !3765)
!3771 = !DILocation(line: 119, column: 6, scope: !3699, inlinedAt: !3678)
!3772 = !DILocalVariable(name: "this", arg: 1, scope: !3773, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3773 = distinct !DISubprogram(name: "~unique_ptr", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EED2Ev", scope: !81, file: !82, line: 390, type: !403, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !402, retainedNodes: !3774)
!3774 = !{!3772, !3775}
!3775 = !DILocalVariable(name: "__ptr", scope: !3776, file: !82, line: 394, type: !366)
!3776 = distinct !DILexicalBlock(scope: !3773, file: !82, line: 391, column: 7)
!3777 = !DILocation(line: 0, scope: !3773, inlinedAt: !3778)
!3778 = distinct !DILocation(line: 91, column: 13, scope: !3548)
!3779 = !DILocation(line: 0, scope: !3743, inlinedAt: !3780)
!3780 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !3778)
!3781 = !DILocation(line: 0, scope: !3749, inlinedAt: !3782)
!3782 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !3780)
!3783 = !DILocation(line: 0, scope: !3757, inlinedAt: !3784)
!3784 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !3782)
!3785 = !DILocation(line: 0, scope: !3762, inlinedAt: !3786)
!3786 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !3784)
!3787 = !DILocation(line: 0, scope: !3767, inlinedAt: !3788)
!3788 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !3786)
!3789 = !DILocation(line: 0, scope: !3776, inlinedAt: !3778)
!3790 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !3778)
!3791 = !DILocation(line: 123, column: 4, scope: !3680, inlinedAt: !3678)
!3792 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !3778)
!3793 = distinct !DILexicalBlock(scope: !3776, file: !82, line: 395, column: 6)
!3794 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !3778)
!3795 = !DILocalVariable(name: "this", arg: 1, scope: !3796, type: !3799, flags: DIFlagArtificial | DIFlagObjectPointer)
!3796 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI5ShapeEclEPS0_", scope: !104, file: !82, line: 89, type: !111, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !110, retainedNodes: !3797)
!3797 = !{!3795, !3798}
!3798 = !DILocalVariable(name: "__ptr", arg: 2, scope: !3796, file: !82, line: 89, type: !115)
!3799 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!3800 = !DILocation(line: 0, scope: !3796, inlinedAt: !3801)
!3801 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3778)
!3802 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !3801)
!3803 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3778)
!3804 = !DILocation(line: 91, column: 13, scope: !3548)
!3805 = !DILocation(line: 91, column: 60, scope: !3548)
!3806 = !DILocation(line: 112, column: 1, scope: !3548)
!3807 = !DILocation(line: 0, scope: !3773, inlinedAt: !3808)
!3808 = distinct !DILocation(line: 91, column: 13, scope: !3548)
!3809 = !DILocation(line: 0, scope: !3743, inlinedAt: !3810)
!3810 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !3808)
!3811 = !DILocation(line: 0, scope: !3749, inlinedAt: !3812)
!3812 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !3810)
!3813 = !DILocation(line: 0, scope: !3757, inlinedAt: !3814)
!3814 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !3812)
!3815 = !DILocation(line: 0, scope: !3762, inlinedAt: !3816)
!3816 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !3814)
!3817 = !DILocation(line: 0, scope: !3767, inlinedAt: !3818)
!3818 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !3816)
!3819 = !DILocation(line: 0, scope: !3776, inlinedAt: !3808)
!3820 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !3808)
!3821 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !3808)
!3822 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !3808)
!3823 = !DILocation(line: 0, scope: !3796, inlinedAt: !3824)
!3824 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3808)
!3825 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !3824)
!3826 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3808)
!3827 = !DILocation(line: 92, column: 30, scope: !3548)
!3828 = !DILocalVariable(name: "__args", arg: 1, scope: !3829, file: !82, line: 1064, type: !3557)
!3829 = distinct !DISubprogram(name: "make_unique<Rect, double &, double>", linkageName: "_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !3830, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3838, retainedNodes: !3836)
!3830 = !DISubroutineType(types: !3831)
!3831 = !{!3832, !3557, !3835}
!3832 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Rect>", scope: !3554, file: !82, line: 1046, baseType: !3833)
!3833 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !3834, file: !82, line: 1035, baseType: !1362)
!3834 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Rect>", scope: !3554, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1416, identifier: "_ZTSNSt8__detail9_MakeUniqI4RectEE")
!3835 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !130, size: 64)
!3836 = !{!3828, !3837}
!3837 = !DILocalVariable(name: "__args", arg: 2, scope: !3829, file: !82, line: 1064, type: !3835)
!3838 = !{!1417, !3839}
!3839 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3840)
!3840 = !{!3562, !3841}
!3841 = !DITemplateTypeParameter(type: !130)
!3842 = !DILocation(line: 0, scope: !3829, inlinedAt: !3843)
!3843 = distinct !DILocation(line: 92, column: 30, scope: !3548)
!3844 = !DILocation(line: 1065, column: 30, scope: !3829, inlinedAt: !3843)
!3845 = !DILocation(line: 92, column: 58, scope: !3548)
!3846 = !DILocalVariable(name: "this", arg: 1, scope: !3847, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!3847 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !1395, file: !8, line: 35, type: !1401, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1400, retainedNodes: !3848)
!3848 = !{!3846, !3849, !3850}
!3849 = !DILocalVariable(name: "w", arg: 2, scope: !3847, file: !8, line: 35, type: !130)
!3850 = !DILocalVariable(name: "h", arg: 3, scope: !3847, file: !8, line: 35, type: !130)
!3851 = !DILocation(line: 0, scope: !3847, inlinedAt: !3852)
!3852 = distinct !DILocation(line: 1065, column: 34, scope: !3829, inlinedAt: !3843)
!3853 = !DILocation(line: 35, column: 41, scope: !3847, inlinedAt: !3852)
!3854 = !{!3855}
!3855 = distinct !{!3855, !3856, !"_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!3856 = distinct !{!3856, !"_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!3857 = !DILocation(line: 35, column: 30, scope: !3847, inlinedAt: !3852)
!3858 = !{!3859, !3579, i64 8}
!3859 = !{!"_ZTS4Rect", !3579, i64 8, !3579, i64 16}
!3860 = !DILocation(line: 35, column: 36, scope: !3847, inlinedAt: !3852)
!3861 = !{!3859, !3579, i64 16}
!3862 = !DILocalVariable(name: "this", arg: 1, scope: !3863, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3863 = distinct !DISubprogram(name: "unique_ptr<Rect, std::default_delete<Rect>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I4RectS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !3864, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3867, declaration: !3866, retainedNodes: !3868)
!3864 = !DISubroutineType(types: !3865)
!3865 = !{null, !400, !1644}
!3866 = !DISubprogram(name: "unique_ptr<Rect, std::default_delete<Rect>, void>", scope: !81, file: !82, line: 372, type: !3864, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3867)
!3867 = !{!1596, !1597, !3586}
!3868 = !{!3862, !3869}
!3869 = !DILocalVariable(name: "__u", arg: 2, scope: !3863, file: !82, line: 372, type: !1644)
!3870 = !DILocation(line: 0, scope: !3863, inlinedAt: !3871)
!3871 = distinct !DILocation(line: 92, column: 30, scope: !3548)
!3872 = !DILocation(line: 373, column: 9, scope: !3863, inlinedAt: !3871)
!3873 = !DILocalVariable(name: "this", arg: 1, scope: !3874, type: !3601, flags: DIFlagArtificial | DIFlagObjectPointer)
!3874 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I4RectEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !3875, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !3878, retainedNodes: !3879)
!3875 = !DISubroutineType(types: !3876)
!3876 = !{null, !390, !348, !3877}
!3877 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1383, size: 64)
!3878 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !3875, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3879 = !{!3873, !3880, !3881}
!3880 = !DILocalVariable(arg: 2, scope: !3874, type: !348, flags: DIFlagArtificial)
!3881 = !DILocalVariable(arg: 3, scope: !3874, type: !3877, flags: DIFlagArtificial)
!3882 = !DILocation(line: 0, scope: !3874, inlinedAt: !3883)
!3883 = distinct !DILocation(line: 373, column: 4, scope: !3863, inlinedAt: !3871)
!3884 = !DILocalVariable(name: "this", arg: 1, scope: !3885, type: !3614, flags: DIFlagArtificial | DIFlagObjectPointer)
!3885 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Rect> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I4RectEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !3886, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3889, declaration: !3888, retainedNodes: !3891)
!3886 = !DISubroutineType(types: !3887)
!3887 = !{null, !344, !348, !3877}
!3888 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Rect> >", scope: !88, file: !82, line: 172, type: !3886, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3889)
!3889 = !{!3890}
!3890 = !DITemplateTypeParameter(name: "_Del", type: !1383)
!3891 = !{!3884, !3892, !3893}
!3892 = !DILocalVariable(name: "__p", arg: 2, scope: !3885, file: !82, line: 172, type: !348)
!3893 = !DILocalVariable(name: "__d", arg: 3, scope: !3885, file: !82, line: 172, type: !3877)
!3894 = !DILocation(line: 0, scope: !3885, inlinedAt: !3895)
!3895 = distinct !DILocation(line: 233, column: 40, scope: !3874, inlinedAt: !3883)
!3896 = !DILocalVariable(name: "this", arg: 1, scope: !3897, type: !3629, flags: DIFlagArtificial | DIFlagObjectPointer)
!3897 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Rect>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I4RectELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !3898, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3901, declaration: !3900, retainedNodes: !3903)
!3898 = !DISubroutineType(types: !3899)
!3899 = !{null, !316, !258, !3877}
!3900 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Rect>, true>", scope: !91, file: !92, line: 1077, type: !3898, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3901)
!3901 = !{!3623, !3902, !3625}
!3902 = !DITemplateTypeParameter(name: "_U2", type: !1383)
!3903 = !{!3896, !3904, !3905}
!3904 = !DILocalVariable(name: "__a1", arg: 2, scope: !3897, file: !92, line: 1077, type: !258)
!3905 = !DILocalVariable(name: "__a2", arg: 3, scope: !3897, file: !92, line: 1077, type: !3877)
!3906 = !DILocation(line: 0, scope: !3897, inlinedAt: !3907)
!3907 = distinct !DILocation(line: 173, column: 4, scope: !3885, inlinedAt: !3895)
!3908 = !DILocalVariable(name: "this", arg: 1, scope: !3909, type: !3643, flags: DIFlagArtificial | DIFlagObjectPointer)
!3909 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Rect>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I4RectEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !3910, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3913, declaration: !3912, retainedNodes: !3915)
!3910 = !DISubroutineType(types: !3911)
!3911 = !{null, !289, !258, !3877}
!3912 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Rect>, void>", scope: !95, file: !92, line: 290, type: !3910, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3913)
!3913 = !{!3638, !3914, !3586}
!3914 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !1479)
!3915 = !{!3908, !3916, !3917}
!3916 = !DILocalVariable(name: "__head", arg: 2, scope: !3909, file: !92, line: 290, type: !258)
!3917 = !DILocalVariable(name: "__tail", arg: 3, scope: !3909, file: !92, line: 290, type: !3877)
!3918 = !DILocation(line: 0, scope: !3909, inlinedAt: !3919)
!3919 = distinct !DILocation(line: 1079, column: 4, scope: !3897, inlinedAt: !3907)
!3920 = !DILocation(line: 0, scope: !3647, inlinedAt: !3921)
!3921 = distinct !DILocation(line: 292, column: 4, scope: !3909, inlinedAt: !3919)
!3922 = !DILocation(line: 200, column: 4, scope: !3647, inlinedAt: !3921)
!3923 = !DILocation(line: 0, scope: !3661, inlinedAt: !3924)
!3924 = distinct !DILocation(line: 92, column: 20, scope: !3548)
!3925 = !DILocation(line: 0, scope: !3667, inlinedAt: !3926)
!3926 = distinct !DILocation(line: 1294, column: 9, scope: !3661, inlinedAt: !3924)
!3927 = !DILocation(line: 114, column: 20, scope: !3680, inlinedAt: !3926)
!3928 = !DILocation(line: 114, column: 47, scope: !3680, inlinedAt: !3926)
!3929 = !DILocation(line: 114, column: 30, scope: !3680, inlinedAt: !3926)
!3930 = !DILocation(line: 114, column: 6, scope: !3667, inlinedAt: !3926)
!3931 = !DILocation(line: 0, scope: !3688, inlinedAt: !3932)
!3932 = distinct !DILocation(line: 117, column: 6, scope: !3699, inlinedAt: !3926)
!3933 = !DILocation(line: 0, scope: !3701, inlinedAt: !3934)
!3934 = distinct !DILocation(line: 516, column: 8, scope: !3688, inlinedAt: !3932)
!3935 = !DILocation(line: 0, scope: !3712, inlinedAt: !3936)
!3936 = distinct !DILocation(line: 175, column: 23, scope: !3701, inlinedAt: !3934)
!3937 = !DILocation(line: 0, scope: !3718, inlinedAt: !3938)
!3938 = distinct !DILocation(line: 358, column: 7, scope: !3712, inlinedAt: !3936)
!3939 = !DILocation(line: 0, scope: !3724, inlinedAt: !3940)
!3940 = distinct !DILocation(line: 234, column: 7, scope: !3718, inlinedAt: !3938)
!3941 = !DILocation(line: 0, scope: !3730, inlinedAt: !3942)
!3942 = distinct !DILocation(line: 177, column: 9, scope: !3724, inlinedAt: !3940)
!3943 = !DILocation(line: 0, scope: !3736, inlinedAt: !3944)
!3944 = distinct !DILocation(line: 1090, column: 17, scope: !3730, inlinedAt: !3942)
!3945 = !DILocation(line: 301, column: 7, scope: !3736, inlinedAt: !3944)
!3946 = !DILocation(line: 0, scope: !3743, inlinedAt: !3947)
!3947 = distinct !DILocation(line: 178, column: 13, scope: !3747, inlinedAt: !3940)
!3948 = !DILocation(line: 0, scope: !3749, inlinedAt: !3949)
!3949 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !3947)
!3950 = !DILocation(line: 0, scope: !3757, inlinedAt: !3951)
!3951 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !3949)
!3952 = !DILocation(line: 0, scope: !3762, inlinedAt: !3953)
!3953 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !3951)
!3954 = !DILocation(line: 0, scope: !3767, inlinedAt: !3955)
!3955 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !3953)
!3956 = !DILocation(line: 119, column: 6, scope: !3699, inlinedAt: !3926)
!3957 = !DILocation(line: 0, scope: !3773, inlinedAt: !3958)
!3958 = distinct !DILocation(line: 92, column: 13, scope: !3548)
!3959 = !DILocation(line: 0, scope: !3743, inlinedAt: !3960)
!3960 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !3958)
!3961 = !DILocation(line: 0, scope: !3749, inlinedAt: !3962)
!3962 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !3960)
!3963 = !DILocation(line: 0, scope: !3757, inlinedAt: !3964)
!3964 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !3962)
!3965 = !DILocation(line: 0, scope: !3762, inlinedAt: !3966)
!3966 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !3964)
!3967 = !DILocation(line: 0, scope: !3767, inlinedAt: !3968)
!3968 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !3966)
!3969 = !DILocation(line: 0, scope: !3776, inlinedAt: !3958)
!3970 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !3958)
!3971 = !DILocation(line: 123, column: 4, scope: !3680, inlinedAt: !3926)
!3972 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !3958)
!3973 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !3958)
!3974 = !DILocation(line: 0, scope: !3796, inlinedAt: !3975)
!3975 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3958)
!3976 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !3975)
!3977 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3958)
!3978 = !DILocation(line: 92, column: 13, scope: !3548)
!3979 = !DILocation(line: 92, column: 65, scope: !3548)
!3980 = !DILocation(line: 0, scope: !3773, inlinedAt: !3981)
!3981 = distinct !DILocation(line: 92, column: 13, scope: !3548)
!3982 = !DILocation(line: 0, scope: !3743, inlinedAt: !3983)
!3983 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !3981)
!3984 = !DILocation(line: 0, scope: !3749, inlinedAt: !3985)
!3985 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !3983)
!3986 = !DILocation(line: 0, scope: !3757, inlinedAt: !3987)
!3987 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !3985)
!3988 = !DILocation(line: 0, scope: !3762, inlinedAt: !3989)
!3989 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !3987)
!3990 = !DILocation(line: 0, scope: !3767, inlinedAt: !3991)
!3991 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !3989)
!3992 = !DILocation(line: 0, scope: !3776, inlinedAt: !3981)
!3993 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !3981)
!3994 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !3981)
!3995 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !3981)
!3996 = !DILocation(line: 0, scope: !3796, inlinedAt: !3997)
!3997 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3981)
!3998 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !3997)
!3999 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !3981)
!4000 = !DILocation(line: 93, column: 30, scope: !3548)
!4001 = !DILocalVariable(name: "__args", arg: 1, scope: !4002, file: !82, line: 1064, type: !3557)
!4002 = distinct !DISubprogram(name: "make_unique<Square, double &>", linkageName: "_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !4003, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4009, retainedNodes: !4008)
!4003 = !DISubroutineType(types: !4004)
!4004 = !{!4005, !3557}
!4005 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Square>", scope: !3554, file: !82, line: 1046, baseType: !4006)
!4006 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !4007, file: !82, line: 1035, baseType: !1698)
!4007 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Square>", scope: !3554, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1743, identifier: "_ZTSNSt8__detail9_MakeUniqI6SquareEE")
!4008 = !{!4001}
!4009 = !{!1744, !3560}
!4010 = !DILocation(line: 0, scope: !4002, inlinedAt: !4011)
!4011 = distinct !DILocation(line: 93, column: 30, scope: !3548)
!4012 = !DILocation(line: 1065, column: 30, scope: !4002, inlinedAt: !4011)
!4013 = !DILocalVariable(name: "this", arg: 1, scope: !4014, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!4014 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !1731, file: !8, line: 48, type: !1735, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1734, retainedNodes: !4015)
!4015 = !{!4013, !4016}
!4016 = !DILocalVariable(name: "s", arg: 2, scope: !4014, file: !8, line: 48, type: !130)
!4017 = !DILocation(line: 0, scope: !4014, inlinedAt: !4018)
!4018 = distinct !DILocation(line: 1065, column: 34, scope: !4002, inlinedAt: !4011)
!4019 = !DILocation(line: 0, scope: !3847, inlinedAt: !4020)
!4020 = distinct !DILocation(line: 48, column: 31, scope: !4014, inlinedAt: !4018)
!4021 = !DILocation(line: 35, column: 41, scope: !3847, inlinedAt: !4020)
!4022 = !DILocation(line: 35, column: 30, scope: !3847, inlinedAt: !4020)
!4023 = !{!4024}
!4024 = distinct !{!4024, !4025, !"_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!4025 = distinct !{!4025, !"_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!4026 = !DILocation(line: 35, column: 36, scope: !3847, inlinedAt: !4020)
!4027 = !DILocation(line: 48, column: 42, scope: !4014, inlinedAt: !4018)
!4028 = !DILocalVariable(name: "this", arg: 1, scope: !4029, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!4029 = distinct !DISubprogram(name: "unique_ptr<Square, std::default_delete<Square>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I6SquareS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !4030, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4033, declaration: !4032, retainedNodes: !4034)
!4030 = !DISubroutineType(types: !4031)
!4031 = !{null, !400, !1971}
!4032 = !DISubprogram(name: "unique_ptr<Square, std::default_delete<Square>, void>", scope: !81, file: !82, line: 372, type: !4030, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4033)
!4033 = !{!1923, !1924, !3586}
!4034 = !{!4028, !4035}
!4035 = !DILocalVariable(name: "__u", arg: 2, scope: !4029, file: !82, line: 372, type: !1971)
!4036 = !DILocation(line: 0, scope: !4029, inlinedAt: !4037)
!4037 = distinct !DILocation(line: 93, column: 30, scope: !3548)
!4038 = !DILocation(line: 373, column: 9, scope: !4029, inlinedAt: !4037)
!4039 = !DILocalVariable(name: "this", arg: 1, scope: !4040, type: !3601, flags: DIFlagArtificial | DIFlagObjectPointer)
!4040 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I6SquareEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !4041, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4044, retainedNodes: !4045)
!4041 = !DISubroutineType(types: !4042)
!4042 = !{null, !390, !348, !4043}
!4043 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1719, size: 64)
!4044 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !4041, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4045 = !{!4039, !4046, !4047}
!4046 = !DILocalVariable(arg: 2, scope: !4040, type: !348, flags: DIFlagArtificial)
!4047 = !DILocalVariable(arg: 3, scope: !4040, type: !4043, flags: DIFlagArtificial)
!4048 = !DILocation(line: 0, scope: !4040, inlinedAt: !4049)
!4049 = distinct !DILocation(line: 373, column: 4, scope: !4029, inlinedAt: !4037)
!4050 = !DILocalVariable(name: "this", arg: 1, scope: !4051, type: !3614, flags: DIFlagArtificial | DIFlagObjectPointer)
!4051 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Square> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I6SquareEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !4052, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4055, declaration: !4054, retainedNodes: !4057)
!4052 = !DISubroutineType(types: !4053)
!4053 = !{null, !344, !348, !4043}
!4054 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Square> >", scope: !88, file: !82, line: 172, type: !4052, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4055)
!4055 = !{!4056}
!4056 = !DITemplateTypeParameter(name: "_Del", type: !1719)
!4057 = !{!4050, !4058, !4059}
!4058 = !DILocalVariable(name: "__p", arg: 2, scope: !4051, file: !82, line: 172, type: !348)
!4059 = !DILocalVariable(name: "__d", arg: 3, scope: !4051, file: !82, line: 172, type: !4043)
!4060 = !DILocation(line: 0, scope: !4051, inlinedAt: !4061)
!4061 = distinct !DILocation(line: 233, column: 40, scope: !4040, inlinedAt: !4049)
!4062 = !DILocalVariable(name: "this", arg: 1, scope: !4063, type: !3629, flags: DIFlagArtificial | DIFlagObjectPointer)
!4063 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Square>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I6SquareELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !4064, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4067, declaration: !4066, retainedNodes: !4069)
!4064 = !DISubroutineType(types: !4065)
!4065 = !{null, !316, !258, !4043}
!4066 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Square>, true>", scope: !91, file: !92, line: 1077, type: !4064, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4067)
!4067 = !{!3623, !4068, !3625}
!4068 = !DITemplateTypeParameter(name: "_U2", type: !1719)
!4069 = !{!4062, !4070, !4071}
!4070 = !DILocalVariable(name: "__a1", arg: 2, scope: !4063, file: !92, line: 1077, type: !258)
!4071 = !DILocalVariable(name: "__a2", arg: 3, scope: !4063, file: !92, line: 1077, type: !4043)
!4072 = !DILocation(line: 0, scope: !4063, inlinedAt: !4073)
!4073 = distinct !DILocation(line: 173, column: 4, scope: !4051, inlinedAt: !4061)
!4074 = !DILocalVariable(name: "this", arg: 1, scope: !4075, type: !3643, flags: DIFlagArtificial | DIFlagObjectPointer)
!4075 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Square>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I6SquareEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !4076, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4079, declaration: !4078, retainedNodes: !4081)
!4076 = !DISubroutineType(types: !4077)
!4077 = !{null, !289, !258, !4043}
!4078 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Square>, void>", scope: !95, file: !92, line: 290, type: !4076, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4079)
!4079 = !{!3638, !4080, !3586}
!4080 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !1806)
!4081 = !{!4074, !4082, !4083}
!4082 = !DILocalVariable(name: "__head", arg: 2, scope: !4075, file: !92, line: 290, type: !258)
!4083 = !DILocalVariable(name: "__tail", arg: 3, scope: !4075, file: !92, line: 290, type: !4043)
!4084 = !DILocation(line: 0, scope: !4075, inlinedAt: !4085)
!4085 = distinct !DILocation(line: 1079, column: 4, scope: !4063, inlinedAt: !4073)
!4086 = !DILocation(line: 0, scope: !3647, inlinedAt: !4087)
!4087 = distinct !DILocation(line: 292, column: 4, scope: !4075, inlinedAt: !4085)
!4088 = !DILocation(line: 200, column: 4, scope: !3647, inlinedAt: !4087)
!4089 = !DILocation(line: 0, scope: !3661, inlinedAt: !4090)
!4090 = distinct !DILocation(line: 93, column: 20, scope: !3548)
!4091 = !DILocation(line: 0, scope: !3667, inlinedAt: !4092)
!4092 = distinct !DILocation(line: 1294, column: 9, scope: !3661, inlinedAt: !4090)
!4093 = !DILocation(line: 114, column: 20, scope: !3680, inlinedAt: !4092)
!4094 = !DILocation(line: 114, column: 47, scope: !3680, inlinedAt: !4092)
!4095 = !DILocation(line: 114, column: 30, scope: !3680, inlinedAt: !4092)
!4096 = !DILocation(line: 114, column: 6, scope: !3667, inlinedAt: !4092)
!4097 = !DILocation(line: 0, scope: !3688, inlinedAt: !4098)
!4098 = distinct !DILocation(line: 117, column: 6, scope: !3699, inlinedAt: !4092)
!4099 = !DILocation(line: 0, scope: !3701, inlinedAt: !4100)
!4100 = distinct !DILocation(line: 516, column: 8, scope: !3688, inlinedAt: !4098)
!4101 = !DILocation(line: 0, scope: !3712, inlinedAt: !4102)
!4102 = distinct !DILocation(line: 175, column: 23, scope: !3701, inlinedAt: !4100)
!4103 = !DILocation(line: 0, scope: !3718, inlinedAt: !4104)
!4104 = distinct !DILocation(line: 358, column: 7, scope: !3712, inlinedAt: !4102)
!4105 = !DILocation(line: 0, scope: !3724, inlinedAt: !4106)
!4106 = distinct !DILocation(line: 234, column: 7, scope: !3718, inlinedAt: !4104)
!4107 = !DILocation(line: 0, scope: !3730, inlinedAt: !4108)
!4108 = distinct !DILocation(line: 177, column: 9, scope: !3724, inlinedAt: !4106)
!4109 = !DILocation(line: 0, scope: !3736, inlinedAt: !4110)
!4110 = distinct !DILocation(line: 1090, column: 17, scope: !3730, inlinedAt: !4108)
!4111 = !DILocation(line: 301, column: 7, scope: !3736, inlinedAt: !4110)
!4112 = !DILocation(line: 0, scope: !3743, inlinedAt: !4113)
!4113 = distinct !DILocation(line: 178, column: 13, scope: !3747, inlinedAt: !4106)
!4114 = !DILocation(line: 0, scope: !3749, inlinedAt: !4115)
!4115 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4113)
!4116 = !DILocation(line: 0, scope: !3757, inlinedAt: !4117)
!4117 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4115)
!4118 = !DILocation(line: 0, scope: !3762, inlinedAt: !4119)
!4119 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4117)
!4120 = !DILocation(line: 0, scope: !3767, inlinedAt: !4121)
!4121 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4119)
!4122 = !DILocation(line: 119, column: 6, scope: !3699, inlinedAt: !4092)
!4123 = !DILocation(line: 0, scope: !3773, inlinedAt: !4124)
!4124 = distinct !DILocation(line: 93, column: 13, scope: !3548)
!4125 = !DILocation(line: 0, scope: !3743, inlinedAt: !4126)
!4126 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !4124)
!4127 = !DILocation(line: 0, scope: !3749, inlinedAt: !4128)
!4128 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4126)
!4129 = !DILocation(line: 0, scope: !3757, inlinedAt: !4130)
!4130 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4128)
!4131 = !DILocation(line: 0, scope: !3762, inlinedAt: !4132)
!4132 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4130)
!4133 = !DILocation(line: 0, scope: !3767, inlinedAt: !4134)
!4134 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4132)
!4135 = !DILocation(line: 0, scope: !3776, inlinedAt: !4124)
!4136 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !4124)
!4137 = !DILocation(line: 123, column: 4, scope: !3680, inlinedAt: !4092)
!4138 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !4124)
!4139 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !4124)
!4140 = !DILocation(line: 0, scope: !3796, inlinedAt: !4141)
!4141 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4124)
!4142 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !4141)
!4143 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4124)
!4144 = !DILocation(line: 93, column: 13, scope: !3548)
!4145 = !DILocation(line: 93, column: 60, scope: !3548)
!4146 = !DILocation(line: 0, scope: !3773, inlinedAt: !4147)
!4147 = distinct !DILocation(line: 93, column: 13, scope: !3548)
!4148 = !DILocation(line: 0, scope: !3743, inlinedAt: !4149)
!4149 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !4147)
!4150 = !DILocation(line: 0, scope: !3749, inlinedAt: !4151)
!4151 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4149)
!4152 = !DILocation(line: 0, scope: !3757, inlinedAt: !4153)
!4153 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4151)
!4154 = !DILocation(line: 0, scope: !3762, inlinedAt: !4155)
!4155 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4153)
!4156 = !DILocation(line: 0, scope: !3767, inlinedAt: !4157)
!4157 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4155)
!4158 = !DILocation(line: 0, scope: !3776, inlinedAt: !4147)
!4159 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !4147)
!4160 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !4147)
!4161 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !4147)
!4162 = !DILocation(line: 0, scope: !3796, inlinedAt: !4163)
!4163 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4147)
!4164 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !4163)
!4165 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4147)
!4166 = !DILocation(line: 94, column: 31, scope: !3548)
!4167 = !DILocalVariable(name: "__args", arg: 1, scope: !4168, file: !82, line: 1064, type: !3835)
!4168 = distinct !DISubprogram(name: "make_unique<Triangle, double, double, double>", linkageName: "_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !4169, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4177, retainedNodes: !4174)
!4169 = !DISubroutineType(types: !4170)
!4170 = !{!4171, !3835, !3835, !3835}
!4171 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Triangle>", scope: !3554, file: !82, line: 1046, baseType: !4172)
!4172 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !4173, file: !82, line: 1035, baseType: !2025)
!4173 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Triangle>", scope: !3554, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !2077, identifier: "_ZTSNSt8__detail9_MakeUniqI8TriangleEE")
!4174 = !{!4167, !4175, !4176}
!4175 = !DILocalVariable(name: "__args", arg: 2, scope: !4168, file: !82, line: 1064, type: !3835)
!4176 = !DILocalVariable(name: "__args", arg: 3, scope: !4168, file: !82, line: 1064, type: !3835)
!4177 = !{!2078, !4178}
!4178 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !4179)
!4179 = !{!3841, !3841, !3841}
!4180 = !DILocation(line: 0, scope: !4168, inlinedAt: !4181)
!4181 = distinct !DILocation(line: 94, column: 31, scope: !3548)
!4182 = !DILocation(line: 1065, column: 30, scope: !4168, inlinedAt: !4181)
!4183 = !DILocation(line: 94, column: 74, scope: !3548)
!4184 = !DILocation(line: 94, column: 60, scope: !3548)
!4185 = !DILocalVariable(name: "this", arg: 1, scope: !4186, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!4186 = distinct !DISubprogram(name: "Triangle", linkageName: "_ZN8TriangleC2Eddd", scope: !2058, file: !8, line: 56, type: !2065, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2064, retainedNodes: !4187)
!4187 = !{!4185, !4188, !4189, !4190}
!4188 = !DILocalVariable(name: "a", arg: 2, scope: !4186, file: !8, line: 56, type: !130)
!4189 = !DILocalVariable(name: "b", arg: 3, scope: !4186, file: !8, line: 56, type: !130)
!4190 = !DILocalVariable(name: "c", arg: 4, scope: !4186, file: !8, line: 56, type: !130)
!4191 = !DILocation(line: 0, scope: !4186, inlinedAt: !4192)
!4192 = distinct !DILocation(line: 1065, column: 34, scope: !4168, inlinedAt: !4181)
!4193 = !DILocation(line: 56, column: 61, scope: !4186, inlinedAt: !4192)
!4194 = !{!4195}
!4195 = distinct !{!4195, !4196, !"_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!4196 = distinct !{!4196, !"_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!4197 = !DILocation(line: 56, column: 44, scope: !4186, inlinedAt: !4192)
!4198 = !{!3579, !3579, i64 0}
!4199 = !DILocation(line: 56, column: 56, scope: !4186, inlinedAt: !4192)
!4200 = !{!4201, !3579, i64 24}
!4201 = !{!"_ZTS8Triangle", !3579, i64 8, !3579, i64 16, !3579, i64 24}
!4202 = !DILocalVariable(name: "this", arg: 1, scope: !4203, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!4203 = distinct !DISubprogram(name: "unique_ptr<Triangle, std::default_delete<Triangle>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I8TriangleS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !4204, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4207, declaration: !4206, retainedNodes: !4208)
!4204 = !DISubroutineType(types: !4205)
!4205 = !{null, !400, !2305}
!4206 = !DISubprogram(name: "unique_ptr<Triangle, std::default_delete<Triangle>, void>", scope: !81, file: !82, line: 372, type: !4204, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4207)
!4207 = !{!2257, !2258, !3586}
!4208 = !{!4202, !4209}
!4209 = !DILocalVariable(name: "__u", arg: 2, scope: !4203, file: !82, line: 372, type: !2305)
!4210 = !DILocation(line: 0, scope: !4203, inlinedAt: !4211)
!4211 = distinct !DILocation(line: 94, column: 31, scope: !3548)
!4212 = !DILocation(line: 373, column: 9, scope: !4203, inlinedAt: !4211)
!4213 = !DILocalVariable(name: "this", arg: 1, scope: !4214, type: !3601, flags: DIFlagArtificial | DIFlagObjectPointer)
!4214 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I8TriangleEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !4215, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4218, retainedNodes: !4219)
!4215 = !DISubroutineType(types: !4216)
!4216 = !{null, !390, !348, !4217}
!4217 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2046, size: 64)
!4218 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !4215, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4219 = !{!4213, !4220, !4221}
!4220 = !DILocalVariable(arg: 2, scope: !4214, type: !348, flags: DIFlagArtificial)
!4221 = !DILocalVariable(arg: 3, scope: !4214, type: !4217, flags: DIFlagArtificial)
!4222 = !DILocation(line: 0, scope: !4214, inlinedAt: !4223)
!4223 = distinct !DILocation(line: 373, column: 4, scope: !4203, inlinedAt: !4211)
!4224 = !DILocalVariable(name: "this", arg: 1, scope: !4225, type: !3614, flags: DIFlagArtificial | DIFlagObjectPointer)
!4225 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Triangle> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I8TriangleEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !4226, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4229, declaration: !4228, retainedNodes: !4231)
!4226 = !DISubroutineType(types: !4227)
!4227 = !{null, !344, !348, !4217}
!4228 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Triangle> >", scope: !88, file: !82, line: 172, type: !4226, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4229)
!4229 = !{!4230}
!4230 = !DITemplateTypeParameter(name: "_Del", type: !2046)
!4231 = !{!4224, !4232, !4233}
!4232 = !DILocalVariable(name: "__p", arg: 2, scope: !4225, file: !82, line: 172, type: !348)
!4233 = !DILocalVariable(name: "__d", arg: 3, scope: !4225, file: !82, line: 172, type: !4217)
!4234 = !DILocation(line: 0, scope: !4225, inlinedAt: !4235)
!4235 = distinct !DILocation(line: 233, column: 40, scope: !4214, inlinedAt: !4223)
!4236 = !DILocalVariable(name: "this", arg: 1, scope: !4237, type: !3629, flags: DIFlagArtificial | DIFlagObjectPointer)
!4237 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Triangle>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I8TriangleELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !4238, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4241, declaration: !4240, retainedNodes: !4243)
!4238 = !DISubroutineType(types: !4239)
!4239 = !{null, !316, !258, !4217}
!4240 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Triangle>, true>", scope: !91, file: !92, line: 1077, type: !4238, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4241)
!4241 = !{!3623, !4242, !3625}
!4242 = !DITemplateTypeParameter(name: "_U2", type: !2046)
!4243 = !{!4236, !4244, !4245}
!4244 = !DILocalVariable(name: "__a1", arg: 2, scope: !4237, file: !92, line: 1077, type: !258)
!4245 = !DILocalVariable(name: "__a2", arg: 3, scope: !4237, file: !92, line: 1077, type: !4217)
!4246 = !DILocation(line: 0, scope: !4237, inlinedAt: !4247)
!4247 = distinct !DILocation(line: 173, column: 4, scope: !4225, inlinedAt: !4235)
!4248 = !DILocalVariable(name: "this", arg: 1, scope: !4249, type: !3643, flags: DIFlagArtificial | DIFlagObjectPointer)
!4249 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Triangle>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I8TriangleEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !4250, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4253, declaration: !4252, retainedNodes: !4255)
!4250 = !DISubroutineType(types: !4251)
!4251 = !{null, !289, !258, !4217}
!4252 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Triangle>, void>", scope: !95, file: !92, line: 290, type: !4250, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4253)
!4253 = !{!3638, !4254, !3586}
!4254 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !2140)
!4255 = !{!4248, !4256, !4257}
!4256 = !DILocalVariable(name: "__head", arg: 2, scope: !4249, file: !92, line: 290, type: !258)
!4257 = !DILocalVariable(name: "__tail", arg: 3, scope: !4249, file: !92, line: 290, type: !4217)
!4258 = !DILocation(line: 0, scope: !4249, inlinedAt: !4259)
!4259 = distinct !DILocation(line: 1079, column: 4, scope: !4237, inlinedAt: !4247)
!4260 = !DILocation(line: 0, scope: !3647, inlinedAt: !4261)
!4261 = distinct !DILocation(line: 292, column: 4, scope: !4249, inlinedAt: !4259)
!4262 = !DILocation(line: 200, column: 4, scope: !3647, inlinedAt: !4261)
!4263 = !DILocation(line: 0, scope: !3661, inlinedAt: !4264)
!4264 = distinct !DILocation(line: 94, column: 21, scope: !3548)
!4265 = !DILocation(line: 0, scope: !3667, inlinedAt: !4266)
!4266 = distinct !DILocation(line: 1294, column: 9, scope: !3661, inlinedAt: !4264)
!4267 = !DILocation(line: 114, column: 20, scope: !3680, inlinedAt: !4266)
!4268 = !DILocation(line: 114, column: 47, scope: !3680, inlinedAt: !4266)
!4269 = !DILocation(line: 114, column: 30, scope: !3680, inlinedAt: !4266)
!4270 = !DILocation(line: 114, column: 6, scope: !3667, inlinedAt: !4266)
!4271 = !DILocation(line: 0, scope: !3688, inlinedAt: !4272)
!4272 = distinct !DILocation(line: 117, column: 6, scope: !3699, inlinedAt: !4266)
!4273 = !DILocation(line: 0, scope: !3701, inlinedAt: !4274)
!4274 = distinct !DILocation(line: 516, column: 8, scope: !3688, inlinedAt: !4272)
!4275 = !DILocation(line: 0, scope: !3712, inlinedAt: !4276)
!4276 = distinct !DILocation(line: 175, column: 23, scope: !3701, inlinedAt: !4274)
!4277 = !DILocation(line: 0, scope: !3718, inlinedAt: !4278)
!4278 = distinct !DILocation(line: 358, column: 7, scope: !3712, inlinedAt: !4276)
!4279 = !DILocation(line: 0, scope: !3724, inlinedAt: !4280)
!4280 = distinct !DILocation(line: 234, column: 7, scope: !3718, inlinedAt: !4278)
!4281 = !DILocation(line: 0, scope: !3730, inlinedAt: !4282)
!4282 = distinct !DILocation(line: 177, column: 9, scope: !3724, inlinedAt: !4280)
!4283 = !DILocation(line: 0, scope: !3736, inlinedAt: !4284)
!4284 = distinct !DILocation(line: 1090, column: 17, scope: !3730, inlinedAt: !4282)
!4285 = !DILocation(line: 301, column: 7, scope: !3736, inlinedAt: !4284)
!4286 = !DILocation(line: 0, scope: !3743, inlinedAt: !4287)
!4287 = distinct !DILocation(line: 178, column: 13, scope: !3747, inlinedAt: !4280)
!4288 = !DILocation(line: 0, scope: !3749, inlinedAt: !4289)
!4289 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4287)
!4290 = !DILocation(line: 0, scope: !3757, inlinedAt: !4291)
!4291 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4289)
!4292 = !DILocation(line: 0, scope: !3762, inlinedAt: !4293)
!4293 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4291)
!4294 = !DILocation(line: 0, scope: !3767, inlinedAt: !4295)
!4295 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4293)
!4296 = !DILocation(line: 119, column: 6, scope: !3699, inlinedAt: !4266)
!4297 = !DILocation(line: 0, scope: !3773, inlinedAt: !4298)
!4298 = distinct !DILocation(line: 94, column: 14, scope: !3548)
!4299 = !DILocation(line: 0, scope: !3743, inlinedAt: !4300)
!4300 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !4298)
!4301 = !DILocation(line: 0, scope: !3749, inlinedAt: !4302)
!4302 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4300)
!4303 = !DILocation(line: 0, scope: !3757, inlinedAt: !4304)
!4304 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4302)
!4305 = !DILocation(line: 0, scope: !3762, inlinedAt: !4306)
!4306 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4304)
!4307 = !DILocation(line: 0, scope: !3767, inlinedAt: !4308)
!4308 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4306)
!4309 = !DILocation(line: 0, scope: !3776, inlinedAt: !4298)
!4310 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !4298)
!4311 = !DILocation(line: 123, column: 4, scope: !3680, inlinedAt: !4266)
!4312 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !4298)
!4313 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !4298)
!4314 = !DILocation(line: 0, scope: !3796, inlinedAt: !4315)
!4315 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4298)
!4316 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !4315)
!4317 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4298)
!4318 = !DILocation(line: 94, column: 14, scope: !3548)
!4319 = !DILocation(line: 94, column: 81, scope: !3548)
!4320 = !DILocation(line: 0, scope: !3773, inlinedAt: !4321)
!4321 = distinct !DILocation(line: 94, column: 14, scope: !3548)
!4322 = !DILocation(line: 0, scope: !3743, inlinedAt: !4323)
!4323 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !4321)
!4324 = !DILocation(line: 0, scope: !3749, inlinedAt: !4325)
!4325 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4323)
!4326 = !DILocation(line: 0, scope: !3757, inlinedAt: !4327)
!4327 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4325)
!4328 = !DILocation(line: 0, scope: !3762, inlinedAt: !4329)
!4329 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4327)
!4330 = !DILocation(line: 0, scope: !3767, inlinedAt: !4331)
!4331 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4329)
!4332 = !DILocation(line: 0, scope: !3776, inlinedAt: !4321)
!4333 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !4321)
!4334 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !4321)
!4335 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !4321)
!4336 = !DILocation(line: 0, scope: !3796, inlinedAt: !4337)
!4337 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4321)
!4338 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !4337)
!4339 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4321)
!4340 = !DILocation(line: 88, column: 27, scope: !3449)
!4341 = distinct !{!4341, !3492, !4342, !4343}
!4342 = !DILocation(line: 96, column: 3, scope: !3446)
!4343 = !{!"llvm.loop.mustprogress"}
!4344 = !DILocation(line: 98, column: 3, scope: !3437)
!4345 = !DILocation(line: 98, column: 7, scope: !3437)
!4346 = !DILocation(line: 0, scope: !3455)
!4347 = !DILocalVariable(name: "this", arg: 1, scope: !4348, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!4348 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5beginEv", scope: !57, file: !56, line: 868, type: !765, scopeLine: 869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !764, retainedNodes: !4349)
!4349 = !{!4347}
!4350 = !DILocation(line: 0, scope: !4348, inlinedAt: !4351)
!4351 = distinct !DILocation(line: 100, column: 16, scope: !3455)
!4352 = !DILocalVariable(name: "this", arg: 1, scope: !4353, type: !4356, flags: DIFlagArtificial | DIFlagObjectPointer)
!4353 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEC2ERKS6_", scope: !768, file: !769, line: 1072, type: !777, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !776, retainedNodes: !4354)
!4354 = !{!4352, !4355}
!4355 = !DILocalVariable(name: "__i", arg: 2, scope: !4353, file: !769, line: 1072, type: !779)
!4356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !768, size: 64)
!4357 = !DILocation(line: 0, scope: !4353, inlinedAt: !4358)
!4358 = distinct !DILocation(line: 869, column: 16, scope: !4348, inlinedAt: !4351)
!4359 = !DILocalVariable(name: "this", arg: 1, scope: !4360, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!4360 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !57, file: !56, line: 888, type: !765, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !830, retainedNodes: !4361)
!4361 = !{!4359}
!4362 = !DILocation(line: 0, scope: !4360, inlinedAt: !4363)
!4363 = distinct !DILocation(line: 100, column: 16, scope: !3455)
!4364 = !DILocation(line: 0, scope: !4353, inlinedAt: !4365)
!4365 = distinct !DILocation(line: 889, column: 16, scope: !4360, inlinedAt: !4363)
!4366 = !DILocalVariable(name: "__lhs", arg: 1, scope: !4367, file: !769, line: 1237, type: !4370)
!4367 = distinct !DISubprogram(name: "operator!=<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", linkageName: "_ZN9__gnu_cxxneIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEEbRKNS_17__normal_iteratorIT_T0_EESF_", scope: !12, file: !769, line: 1237, type: !4368, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !824, retainedNodes: !4371)
!4368 = !DISubroutineType(types: !4369)
!4369 = !{!196, !4370, !4370}
!4370 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!4371 = !{!4366, !4372}
!4372 = !DILocalVariable(name: "__rhs", arg: 2, scope: !4367, file: !769, line: 1238, type: !4370)
!4373 = !DILocation(line: 0, scope: !4367, inlinedAt: !4374)
!4374 = distinct !DILocation(line: 100, column: 16, scope: !3455)
!4375 = !DILocation(line: 100, column: 16, scope: !3455)
!4376 = !DILocation(line: 1073, column: 20, scope: !4353, inlinedAt: !4358)
!4377 = !DILocation(line: 1073, column: 20, scope: !4353, inlinedAt: !4365)
!4378 = !DILocation(line: 1240, column: 27, scope: !4367, inlinedAt: !4374)
!4379 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !4380)
!4380 = distinct !DILocation(line: 879, column: 16, scope: !3327, inlinedAt: !4381)
!4381 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4382)
!4382 = distinct !DILocation(line: 106, column: 18, scope: !3437)
!4383 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !4384)
!4384 = distinct !DILocation(line: 899, column: 16, scope: !3346, inlinedAt: !4385)
!4385 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4382)
!4386 = !DILocation(line: 0, scope: !3312, inlinedAt: !4382)
!4387 = !DILocation(line: 0, scope: !3319, inlinedAt: !4382)
!4388 = !DILocation(line: 0, scope: !3327, inlinedAt: !4381)
!4389 = !DILocation(line: 0, scope: !3334, inlinedAt: !4380)
!4390 = !DILocation(line: 0, scope: !3346, inlinedAt: !4385)
!4391 = !DILocation(line: 0, scope: !3334, inlinedAt: !4384)
!4392 = !DILocation(line: 0, scope: !3355, inlinedAt: !4393)
!4393 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4382)
!4394 = !DILocation(line: 1240, column: 27, scope: !3355, inlinedAt: !4393)
!4395 = !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4382)
!4396 = !DILocation(line: 0, scope: !3323, inlinedAt: !4382)
!4397 = !DILocation(line: 0, scope: !3368, inlinedAt: !4398)
!4398 = distinct !DILocation(line: 80, column: 10, scope: !3323, inlinedAt: !4382)
!4399 = !DILocation(line: 0, scope: !3373, inlinedAt: !4400)
!4400 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4398)
!4401 = !DILocation(line: 0, scope: !3378, inlinedAt: !4402)
!4402 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4400)
!4403 = !DILocation(line: 0, scope: !3384, inlinedAt: !4404)
!4404 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4402)
!4405 = !DILocation(line: 0, scope: !3406, inlinedAt: !4406)
!4406 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4404)
!4407 = !DILocation(line: 0, scope: !3413, inlinedAt: !4408)
!4408 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4406)
!4409 = !DILocation(line: 0, scope: !3418, inlinedAt: !4410)
!4410 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4408)
!4411 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !4410)
!4412 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4402)
!4413 = !DILocation(line: 80, column: 13, scope: !3323, inlinedAt: !4382)
!4414 = !DILocation(line: 80, column: 7, scope: !3323, inlinedAt: !4382)
!4415 = !DILocation(line: 0, scope: !3429, inlinedAt: !4416)
!4416 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4382)
!4417 = !DILocation(line: 1107, column: 2, scope: !3429, inlinedAt: !4416)
!4418 = distinct !{!4418, !4419, !4420}
!4419 = !DILocation(line: 79, column: 3, scope: !3319, inlinedAt: !4382)
!4420 = !DILocation(line: 80, column: 18, scope: !3319, inlinedAt: !4382)
!4421 = !DILocation(line: 112, column: 1, scope: !3437)
!4422 = !DILocation(line: 0, scope: !3459)
!4423 = !DILocation(line: 0, scope: !3368, inlinedAt: !4424)
!4424 = distinct !DILocation(line: 101, column: 12, scope: !4425)
!4425 = distinct !DILexicalBlock(scope: !3459, file: !8, line: 100, column: 26)
!4426 = !DILocation(line: 0, scope: !3373, inlinedAt: !4427)
!4427 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4424)
!4428 = !DILocation(line: 0, scope: !3378, inlinedAt: !4429)
!4429 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4427)
!4430 = !DILocation(line: 0, scope: !3384, inlinedAt: !4431)
!4431 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4429)
!4432 = !DILocation(line: 0, scope: !3406, inlinedAt: !4433)
!4433 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4431)
!4434 = !DILocation(line: 0, scope: !3413, inlinedAt: !4435)
!4435 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4433)
!4436 = !DILocation(line: 0, scope: !3418, inlinedAt: !4437)
!4437 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4435)
!4438 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !4437)
!4439 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4429)
!4440 = !DILocation(line: 101, column: 15, scope: !4425)
!4441 = !DILocation(line: 101, column: 5, scope: !4425)
!4442 = !DILocation(line: 101, column: 22, scope: !4425)
!4443 = !{!4444, !4444, i64 0}
!4444 = !{!"int", !3343, i64 0}
!4445 = !DILocation(line: 0, scope: !3368, inlinedAt: !4446)
!4446 = distinct !DILocation(line: 102, column: 9, scope: !4447)
!4447 = distinct !DILexicalBlock(scope: !4425, file: !8, line: 102, column: 9)
!4448 = !DILocation(line: 0, scope: !3373, inlinedAt: !4449)
!4449 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4446)
!4450 = !DILocation(line: 0, scope: !3378, inlinedAt: !4451)
!4451 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4449)
!4452 = !DILocation(line: 0, scope: !3384, inlinedAt: !4453)
!4453 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4451)
!4454 = !DILocation(line: 0, scope: !3406, inlinedAt: !4455)
!4455 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4453)
!4456 = !DILocation(line: 0, scope: !3413, inlinedAt: !4457)
!4457 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4455)
!4458 = !DILocation(line: 0, scope: !3418, inlinedAt: !4459)
!4459 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4457)
!4460 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4451)
!4461 = !DILocation(line: 102, column: 12, scope: !4447)
!4462 = !DILocation(line: 102, column: 24, scope: !4447)
!4463 = !DILocation(line: 102, column: 9, scope: !4425)
!4464 = !DILocation(line: 0, scope: !3368, inlinedAt: !4465)
!4465 = distinct !DILocation(line: 103, column: 7, scope: !4447)
!4466 = !DILocation(line: 0, scope: !3373, inlinedAt: !4467)
!4467 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4465)
!4468 = !DILocation(line: 0, scope: !3378, inlinedAt: !4469)
!4469 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4467)
!4470 = !DILocation(line: 0, scope: !3384, inlinedAt: !4471)
!4471 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4469)
!4472 = !DILocation(line: 0, scope: !3406, inlinedAt: !4473)
!4473 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4471)
!4474 = !DILocation(line: 0, scope: !3413, inlinedAt: !4475)
!4475 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4473)
!4476 = !DILocation(line: 0, scope: !3418, inlinedAt: !4477)
!4477 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4475)
!4478 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4469)
!4479 = !DILocation(line: 103, column: 10, scope: !4447)
!4480 = !DILocation(line: 112, column: 1, scope: !4425)
!4481 = !DILocation(line: 0, scope: !3368, inlinedAt: !4482)
!4482 = distinct !DILocation(line: 104, column: 12, scope: !4425)
!4483 = !DILocation(line: 0, scope: !3373, inlinedAt: !4484)
!4484 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4482)
!4485 = !DILocation(line: 0, scope: !3378, inlinedAt: !4486)
!4486 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4484)
!4487 = !DILocation(line: 0, scope: !3384, inlinedAt: !4488)
!4488 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4486)
!4489 = !DILocation(line: 0, scope: !3406, inlinedAt: !4490)
!4490 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4488)
!4491 = !DILocation(line: 0, scope: !3413, inlinedAt: !4492)
!4492 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4490)
!4493 = !DILocation(line: 0, scope: !3418, inlinedAt: !4494)
!4494 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4492)
!4495 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4486)
!4496 = !DILocation(line: 104, column: 15, scope: !4425)
!4497 = !DILocation(line: 104, column: 9, scope: !4425)
!4498 = !DILocalVariable(name: "this", arg: 1, scope: !4499, type: !4356, flags: DIFlagArtificial | DIFlagObjectPointer)
!4499 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEv", scope: !768, file: !769, line: 1105, type: !798, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !797, retainedNodes: !4500)
!4500 = !{!4498}
!4501 = !DILocation(line: 0, scope: !4499, inlinedAt: !4502)
!4502 = distinct !DILocation(line: 100, column: 16, scope: !3455)
!4503 = !DILocation(line: 1107, column: 2, scope: !4499, inlinedAt: !4502)
!4504 = distinct !{!4504, !4505, !4506}
!4505 = !DILocation(line: 100, column: 3, scope: !3455)
!4506 = !DILocation(line: 105, column: 3, scope: !3455)
!4507 = !DILocalVariable(name: "this", arg: 1, scope: !4508, type: !4524, flags: DIFlagArtificial | DIFlagObjectPointer)
!4508 = distinct !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEPFRSt8ios_baseS0_E", scope: !4510, file: !4509, line: 127, type: !4512, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4521, retainedNodes: !4522)
!4509 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ostream", directory: ".")
!4510 = !DICompositeType(tag: DW_TAG_class_type, name: "basic_ostream<char, std::char_traits<char> >", scope: !2, file: !4511, line: 340, size: 2176, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!4511 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/ostream.tcc", directory: ".")
!4512 = !DISubroutineType(types: !4513)
!4513 = !{!4514, !4516, !4517}
!4514 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4515, size: 64)
!4515 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ostream_type", scope: !4510, file: !4509, line: 71, baseType: !4510)
!4516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4510, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4518, size: 64)
!4518 = !DISubroutineType(types: !4519)
!4519 = !{!4520, !4520}
!4520 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!4521 = !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEPFRSt8ios_baseS0_E", scope: !4510, file: !4509, line: 127, type: !4512, scopeLine: 127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4522 = !{!4507, !4523}
!4523 = !DILocalVariable(name: "__pf", arg: 2, scope: !4508, file: !4509, line: 127, type: !4517)
!4524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4510, size: 64)
!4525 = !DILocation(line: 0, scope: !4508, inlinedAt: !4526)
!4526 = distinct !DILocation(line: 107, column: 13, scope: !3437)
!4527 = !DILocation(line: 132, column: 7, scope: !4508, inlinedAt: !4526)
!4528 = !DILocalVariable(name: "__base", arg: 1, scope: !4529, file: !5, line: 1080, type: !4520)
!4529 = distinct !DISubprogram(name: "fixed", linkageName: "_ZSt5fixedRSt8ios_base", scope: !2, file: !5, line: 1080, type: !4518, scopeLine: 1081, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4530)
!4530 = !{!4528}
!4531 = !DILocation(line: 0, scope: !4529, inlinedAt: !4532)
!4532 = distinct !DILocation(line: 132, column: 2, scope: !4508, inlinedAt: !4526)
!4533 = !DILocalVariable(name: "this", arg: 1, scope: !4534, type: !4544, flags: DIFlagArtificial | DIFlagObjectPointer)
!4534 = distinct !DISubprogram(name: "setf", linkageName: "_ZNSt8ios_base4setfESt13_Ios_FmtflagsS0_", scope: !6, file: !5, line: 702, type: !4535, scopeLine: 703, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4539, retainedNodes: !4540)
!4535 = !DISubroutineType(types: !4536)
!4536 = !{!4537, !4538, !4537, !4537}
!4537 = !DIDerivedType(tag: DW_TAG_typedef, name: "fmtflags", scope: !6, file: !5, line: 342, baseType: !18)
!4538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4539 = !DISubprogram(name: "setf", linkageName: "_ZNSt8ios_base4setfESt13_Ios_FmtflagsS0_", scope: !6, file: !5, line: 702, type: !4535, scopeLine: 702, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4540 = !{!4533, !4541, !4542, !4543}
!4541 = !DILocalVariable(name: "__fmtfl", arg: 2, scope: !4534, file: !5, line: 702, type: !4537)
!4542 = !DILocalVariable(name: "__mask", arg: 3, scope: !4534, file: !5, line: 702, type: !4537)
!4543 = !DILocalVariable(name: "__old", scope: !4534, file: !5, line: 704, type: !4537)
!4544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!4545 = !DILocation(line: 0, scope: !4534, inlinedAt: !4546)
!4546 = distinct !DILocation(line: 1082, column: 12, scope: !4529, inlinedAt: !4532)
!4547 = !DILocation(line: 704, column: 24, scope: !4534, inlinedAt: !4546)
!4548 = !{!4549, !4551, i64 24}
!4549 = !{!"_ZTSSt8ios_base", !4550, i64 8, !4550, i64 16, !4551, i64 24, !4552, i64 28, !4552, i64 32, !3342, i64 40, !4553, i64 48, !3343, i64 64, !4444, i64 192, !3342, i64 200, !4554, i64 208}
!4550 = !{!"long", !3343, i64 0}
!4551 = !{!"_ZTSSt13_Ios_Fmtflags", !3343, i64 0}
!4552 = !{!"_ZTSSt12_Ios_Iostate", !3343, i64 0}
!4553 = !{!"_ZTSNSt8ios_base6_WordsE", !3342, i64 0, !4550, i64 8}
!4554 = !{!"_ZTSSt6locale", !3342, i64 0}
!4555 = !DILocalVariable(name: "__a", arg: 1, scope: !4556, file: !5, line: 103, type: !4561)
!4556 = distinct !DISubprogram(name: "operator&=", linkageName: "_ZStaNRSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 103, type: !4557, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4562)
!4557 = !DISubroutineType(types: !4558)
!4558 = !{!4559, !4561, !18}
!4559 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4560, size: 64)
!4560 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!4561 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!4562 = !{!4555, !4563}
!4563 = !DILocalVariable(name: "__b", arg: 2, scope: !4556, file: !5, line: 103, type: !18)
!4564 = !DILocation(line: 0, scope: !4556, inlinedAt: !4565)
!4565 = distinct !DILocation(line: 705, column: 16, scope: !4534, inlinedAt: !4546)
!4566 = !DILocalVariable(name: "__a", arg: 1, scope: !4567, file: !5, line: 83, type: !18)
!4567 = distinct !DISubprogram(name: "operator&", linkageName: "_ZStanSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 83, type: !4568, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4570)
!4568 = !DISubroutineType(types: !4569)
!4569 = !{!18, !18, !18}
!4570 = !{!4566, !4571}
!4571 = !DILocalVariable(name: "__b", arg: 2, scope: !4567, file: !5, line: 83, type: !18)
!4572 = !DILocation(line: 0, scope: !4567, inlinedAt: !4573)
!4573 = distinct !DILocation(line: 104, column: 22, scope: !4556, inlinedAt: !4565)
!4574 = !DILocation(line: 84, column: 48, scope: !4567, inlinedAt: !4573)
!4575 = !DILocation(line: 0, scope: !4567, inlinedAt: !4576)
!4576 = distinct !DILocation(line: 706, column: 28, scope: !4534, inlinedAt: !4546)
!4577 = !DILocalVariable(name: "__a", arg: 1, scope: !4578, file: !5, line: 99, type: !4561)
!4578 = distinct !DISubprogram(name: "operator|=", linkageName: "_ZStoRRSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 99, type: !4557, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4579)
!4579 = !{!4577, !4580}
!4580 = !DILocalVariable(name: "__b", arg: 2, scope: !4578, file: !5, line: 99, type: !18)
!4581 = !DILocation(line: 0, scope: !4578, inlinedAt: !4582)
!4582 = distinct !DILocation(line: 706, column: 16, scope: !4534, inlinedAt: !4546)
!4583 = !DILocalVariable(name: "__a", arg: 1, scope: !4584, file: !5, line: 87, type: !18)
!4584 = distinct !DISubprogram(name: "operator|", linkageName: "_ZStorSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 87, type: !4568, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4585)
!4585 = !{!4583, !4586}
!4586 = !DILocalVariable(name: "__b", arg: 2, scope: !4584, file: !5, line: 87, type: !18)
!4587 = !DILocation(line: 0, scope: !4584, inlinedAt: !4588)
!4588 = distinct !DILocation(line: 100, column: 22, scope: !4578, inlinedAt: !4582)
!4589 = !DILocation(line: 88, column: 48, scope: !4584, inlinedAt: !4588)
!4590 = !DILocation(line: 100, column: 16, scope: !4578, inlinedAt: !4582)
!4591 = !{!4551, !4551, i64 0}
!4592 = !DILocalVariable(name: "__f", arg: 2, scope: !4593, file: !4594, line: 208, type: !4598)
!4593 = distinct !DISubprogram(name: "operator<<<char, std::char_traits<char> >", linkageName: "_ZStlsIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_St13_Setprecision", scope: !2, file: !4594, line: 208, type: !4595, scopeLine: 209, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4603, retainedNodes: !4601)
!4594 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/iomanip", directory: ".")
!4595 = !DISubroutineType(types: !4596)
!4596 = !{!4597, !4597, !4598}
!4597 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4510, size: 64)
!4598 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Setprecision", scope: !2, file: !4594, line: 185, size: 32, flags: DIFlagTypePassByValue, elements: !4599, identifier: "_ZTSSt13_Setprecision")
!4599 = !{!4600}
!4600 = !DIDerivedType(tag: DW_TAG_member, name: "_M_n", scope: !4598, file: !4594, line: 185, baseType: !19, size: 32)
!4601 = !{!4602, !4592}
!4602 = !DILocalVariable(name: "__os", arg: 1, scope: !4593, file: !4594, line: 208, type: !4597)
!4603 = !{!4604, !4605}
!4604 = !DITemplateTypeParameter(name: "_CharT", type: !54)
!4605 = !DITemplateTypeParameter(name: "_Traits", type: !4606)
!4606 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "char_traits<char>", scope: !2, file: !4607, line: 335, size: 8, flags: DIFlagTypePassByValue, elements: !4608, templateParams: !4656, identifier: "_ZTSSt11char_traitsIcE")
!4607 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/char_traits.h", directory: ".")
!4608 = !{!4609, !4616, !4619, !4620, !4624, !4627, !4630, !4634, !4635, !4638, !4644, !4647, !4650, !4653}
!4609 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !4606, file: !4607, line: 347, type: !4610, scopeLine: 347, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4610 = !DISubroutineType(types: !4611)
!4611 = !{null, !4612, !4614}
!4612 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4613, size: 64)
!4613 = !DIDerivedType(tag: DW_TAG_typedef, name: "char_type", scope: !4606, file: !4607, line: 337, baseType: !54)
!4614 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4615, size: 64)
!4615 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4613)
!4616 = !DISubprogram(name: "eq", linkageName: "_ZNSt11char_traitsIcE2eqERKcS2_", scope: !4606, file: !4607, line: 358, type: !4617, scopeLine: 358, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4617 = !DISubroutineType(types: !4618)
!4618 = !{!196, !4614, !4614}
!4619 = !DISubprogram(name: "lt", linkageName: "_ZNSt11char_traitsIcE2ltERKcS2_", scope: !4606, file: !4607, line: 362, type: !4617, scopeLine: 362, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4620 = !DISubprogram(name: "compare", linkageName: "_ZNSt11char_traitsIcE7compareEPKcS2_m", scope: !4606, file: !4607, line: 370, type: !4621, scopeLine: 370, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4621 = !DISubroutineType(types: !4622)
!4622 = !{!19, !4623, !4623, !495}
!4623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4615, size: 64)
!4624 = !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !4606, file: !4607, line: 389, type: !4625, scopeLine: 389, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4625 = !DISubroutineType(types: !4626)
!4626 = !{!495, !4623}
!4627 = !DISubprogram(name: "find", linkageName: "_ZNSt11char_traitsIcE4findEPKcmRS1_", scope: !4606, file: !4607, line: 399, type: !4628, scopeLine: 399, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4628 = !DISubroutineType(types: !4629)
!4629 = !{!4623, !4623, !495, !4614}
!4630 = !DISubprogram(name: "move", linkageName: "_ZNSt11char_traitsIcE4moveEPcPKcm", scope: !4606, file: !4607, line: 411, type: !4631, scopeLine: 411, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4631 = !DISubroutineType(types: !4632)
!4632 = !{!4633, !4633, !4623, !495}
!4633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4613, size: 64)
!4634 = !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !4606, file: !4607, line: 423, type: !4631, scopeLine: 423, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4635 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignEPcmc", scope: !4606, file: !4607, line: 435, type: !4636, scopeLine: 435, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4636 = !DISubroutineType(types: !4637)
!4637 = !{!4633, !4633, !495, !4613}
!4638 = !DISubprogram(name: "to_char_type", linkageName: "_ZNSt11char_traitsIcE12to_char_typeERKi", scope: !4606, file: !4607, line: 447, type: !4639, scopeLine: 447, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4639 = !DISubroutineType(types: !4640)
!4640 = !{!4613, !4641}
!4641 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4642, size: 64)
!4642 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4643)
!4643 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_type", scope: !4606, file: !4607, line: 338, baseType: !19)
!4644 = !DISubprogram(name: "to_int_type", linkageName: "_ZNSt11char_traitsIcE11to_int_typeERKc", scope: !4606, file: !4607, line: 453, type: !4645, scopeLine: 453, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4645 = !DISubroutineType(types: !4646)
!4646 = !{!4643, !4614}
!4647 = !DISubprogram(name: "eq_int_type", linkageName: "_ZNSt11char_traitsIcE11eq_int_typeERKiS2_", scope: !4606, file: !4607, line: 457, type: !4648, scopeLine: 457, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4648 = !DISubroutineType(types: !4649)
!4649 = !{!196, !4641, !4641}
!4650 = !DISubprogram(name: "eof", linkageName: "_ZNSt11char_traitsIcE3eofEv", scope: !4606, file: !4607, line: 461, type: !4651, scopeLine: 461, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4651 = !DISubroutineType(types: !4652)
!4652 = !{!4643}
!4653 = !DISubprogram(name: "not_eof", linkageName: "_ZNSt11char_traitsIcE7not_eofERKi", scope: !4606, file: !4607, line: 465, type: !4654, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4654 = !DISubroutineType(types: !4655)
!4655 = !{!4643, !4641}
!4656 = !{!4604}
!4657 = !DILocation(line: 0, scope: !4593, inlinedAt: !4658)
!4658 = distinct !DILocation(line: 107, column: 27, scope: !3437)
!4659 = !DILocation(line: 210, column: 7, scope: !4593, inlinedAt: !4658)
!4660 = !DILocalVariable(name: "this", arg: 1, scope: !4661, type: !4544, flags: DIFlagArtificial | DIFlagObjectPointer)
!4661 = distinct !DISubprogram(name: "precision", linkageName: "_ZNSt8ios_base9precisionEl", scope: !6, file: !5, line: 737, type: !4662, scopeLine: 738, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4664, retainedNodes: !4665)
!4662 = !DISubroutineType(types: !4663)
!4663 = !{!2359, !4538, !2359}
!4664 = !DISubprogram(name: "precision", linkageName: "_ZNSt8ios_base9precisionEl", scope: !6, file: !5, line: 737, type: !4662, scopeLine: 737, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4665 = !{!4660, !4666, !4667}
!4666 = !DILocalVariable(name: "__prec", arg: 2, scope: !4661, file: !5, line: 737, type: !2359)
!4667 = !DILocalVariable(name: "__old", scope: !4661, file: !5, line: 739, type: !2359)
!4668 = !DILocation(line: 0, scope: !4661, inlinedAt: !4669)
!4669 = distinct !DILocation(line: 210, column: 12, scope: !4593, inlinedAt: !4658)
!4670 = !DILocation(line: 739, column: 26, scope: !4661, inlinedAt: !4669)
!4671 = !DILocation(line: 740, column: 20, scope: !4661, inlinedAt: !4669)
!4672 = !{!4549, !4550, i64 8}
!4673 = !DILocalVariable(name: "__out", arg: 1, scope: !4674, file: !4509, line: 615, type: !4597)
!4674 = distinct !DISubprogram(name: "operator<<<std::char_traits<char> >", linkageName: "_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc", scope: !2, file: !4509, line: 615, type: !4675, scopeLine: 616, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4679, retainedNodes: !4677)
!4675 = !DISubroutineType(types: !4676)
!4676 = !{!4597, !4597, !942}
!4677 = !{!4673, !4678}
!4678 = !DILocalVariable(name: "__s", arg: 2, scope: !4674, file: !4509, line: 615, type: !942)
!4679 = !{!4605}
!4680 = !DILocation(line: 0, scope: !4674, inlinedAt: !4681)
!4681 = distinct !DILocation(line: 107, column: 51, scope: !3437)
!4682 = !DILocation(line: 620, column: 2, scope: !4683, inlinedAt: !4681)
!4683 = distinct !DILexicalBlock(scope: !4674, file: !4509, line: 617, column: 11)
!4684 = !DILocalVariable(name: "this", arg: 1, scope: !4685, type: !4524, flags: DIFlagArtificial | DIFlagObjectPointer)
!4685 = distinct !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEd", scope: !4510, file: !4509, line: 220, type: !4686, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4688, retainedNodes: !4689)
!4686 = !DISubroutineType(types: !4687)
!4687 = !{!4514, !4516, !130}
!4688 = !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEd", scope: !4510, file: !4509, line: 220, type: !4686, scopeLine: 220, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4689 = !{!4684, !4690}
!4690 = !DILocalVariable(name: "__f", arg: 2, scope: !4685, file: !4509, line: 220, type: !130)
!4691 = !DILocation(line: 0, scope: !4685, inlinedAt: !4692)
!4692 = distinct !DILocation(line: 107, column: 64, scope: !3437)
!4693 = !DILocation(line: 221, column: 16, scope: !4685, inlinedAt: !4692)
!4694 = !DILocation(line: 0, scope: !4674, inlinedAt: !4695)
!4695 = distinct !DILocation(line: 108, column: 13, scope: !3437)
!4696 = !DILocation(line: 620, column: 2, scope: !4683, inlinedAt: !4695)
!4697 = !DILocation(line: 0, scope: !4685, inlinedAt: !4698)
!4698 = distinct !DILocation(line: 108, column: 26, scope: !3437)
!4699 = !DILocation(line: 221, column: 16, scope: !4685, inlinedAt: !4698)
!4700 = !DILocation(line: 0, scope: !4674, inlinedAt: !4701)
!4701 = distinct !DILocation(line: 108, column: 35, scope: !3437)
!4702 = !DILocation(line: 620, column: 2, scope: !4683, inlinedAt: !4701)
!4703 = !DILocation(line: 0, scope: !4685, inlinedAt: !4704)
!4704 = distinct !DILocation(line: 108, column: 52, scope: !3437)
!4705 = !DILocation(line: 221, column: 16, scope: !4685, inlinedAt: !4704)
!4706 = !DILocation(line: 0, scope: !4674, inlinedAt: !4707)
!4707 = distinct !DILocation(line: 108, column: 59, scope: !3437)
!4708 = !DILocation(line: 620, column: 2, scope: !4683, inlinedAt: !4707)
!4709 = !DILocation(line: 109, column: 16, scope: !3437)
!4710 = !DILocation(line: 109, column: 13, scope: !3437)
!4711 = !DILocation(line: 0, scope: !4712, inlinedAt: !4718)
!4712 = distinct !DISubprogram(name: "operator<<<std::char_traits<char> >", linkageName: "_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c", scope: !2, file: !4509, line: 523, type: !4713, scopeLine: 524, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4679, retainedNodes: !4715)
!4713 = !DISubroutineType(types: !4714)
!4714 = !{!4597, !4597, !54}
!4715 = !{!4716, !4717}
!4716 = !DILocalVariable(name: "__out", arg: 1, scope: !4712, file: !4509, line: 523, type: !4597)
!4717 = !DILocalVariable(name: "__c", arg: 2, scope: !4712, file: !4509, line: 523, type: !54)
!4718 = distinct !DILocation(line: 109, column: 26, scope: !3437)
!4719 = !{!3343, !3343, i64 0}
!4720 = !DILocation(line: 525, column: 11, scope: !4721, inlinedAt: !4718)
!4721 = distinct !DILexicalBlock(scope: !4712, file: !4509, line: 525, column: 11)
!4722 = !DILocalVariable(name: "this", arg: 1, scope: !4723, type: !4730, flags: DIFlagArtificial | DIFlagObjectPointer)
!4723 = distinct !DISubprogram(name: "width", linkageName: "_ZNKSt8ios_base5widthEv", scope: !6, file: !5, line: 751, type: !4724, scopeLine: 752, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4728, retainedNodes: !4729)
!4724 = !DISubroutineType(types: !4725)
!4725 = !{!2359, !4726}
!4726 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4727, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4727 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!4728 = !DISubprogram(name: "width", linkageName: "_ZNKSt8ios_base5widthEv", scope: !6, file: !5, line: 751, type: !4724, scopeLine: 751, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4729 = !{!4722}
!4730 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4727, size: 64)
!4731 = !DILocation(line: 0, scope: !4723, inlinedAt: !4732)
!4732 = distinct !DILocation(line: 525, column: 17, scope: !4721, inlinedAt: !4718)
!4733 = !DILocation(line: 752, column: 14, scope: !4723, inlinedAt: !4732)
!4734 = !{!4549, !4550, i64 16}
!4735 = !DILocation(line: 525, column: 25, scope: !4721, inlinedAt: !4718)
!4736 = !DILocation(line: 525, column: 11, scope: !4712, inlinedAt: !4718)
!4737 = !DILocation(line: 526, column: 9, scope: !4721, inlinedAt: !4718)
!4738 = !DILocation(line: 527, column: 13, scope: !4712, inlinedAt: !4718)
!4739 = !DILocation(line: 529, column: 5, scope: !4712, inlinedAt: !4718)
!4740 = !DILocation(line: 109, column: 36, scope: !3437)
!4741 = !DILocation(line: 109, column: 33, scope: !3437)
!4742 = !DILocation(line: 0, scope: !4712, inlinedAt: !4743)
!4743 = distinct !DILocation(line: 109, column: 46, scope: !3437)
!4744 = !DILocation(line: 525, column: 11, scope: !4721, inlinedAt: !4743)
!4745 = !DILocation(line: 0, scope: !4723, inlinedAt: !4746)
!4746 = distinct !DILocation(line: 525, column: 17, scope: !4721, inlinedAt: !4743)
!4747 = !DILocation(line: 752, column: 14, scope: !4723, inlinedAt: !4746)
!4748 = !DILocation(line: 525, column: 25, scope: !4721, inlinedAt: !4743)
!4749 = !DILocation(line: 525, column: 11, scope: !4712, inlinedAt: !4743)
!4750 = !DILocation(line: 526, column: 9, scope: !4721, inlinedAt: !4743)
!4751 = !DILocation(line: 527, column: 13, scope: !4712, inlinedAt: !4743)
!4752 = !DILocation(line: 529, column: 5, scope: !4712, inlinedAt: !4743)
!4753 = !DILocation(line: 109, column: 56, scope: !3437)
!4754 = !DILocation(line: 109, column: 53, scope: !3437)
!4755 = !DILocation(line: 0, scope: !4712, inlinedAt: !4756)
!4756 = distinct !DILocation(line: 109, column: 66, scope: !3437)
!4757 = !DILocation(line: 525, column: 11, scope: !4721, inlinedAt: !4756)
!4758 = !DILocation(line: 0, scope: !4723, inlinedAt: !4759)
!4759 = distinct !DILocation(line: 525, column: 17, scope: !4721, inlinedAt: !4756)
!4760 = !DILocation(line: 752, column: 14, scope: !4723, inlinedAt: !4759)
!4761 = !DILocation(line: 525, column: 25, scope: !4721, inlinedAt: !4756)
!4762 = !DILocation(line: 525, column: 11, scope: !4712, inlinedAt: !4756)
!4763 = !DILocation(line: 526, column: 9, scope: !4721, inlinedAt: !4756)
!4764 = !DILocation(line: 527, column: 13, scope: !4712, inlinedAt: !4756)
!4765 = !DILocation(line: 529, column: 5, scope: !4712, inlinedAt: !4756)
!4766 = !DILocation(line: 110, column: 16, scope: !3437)
!4767 = !DILocation(line: 110, column: 13, scope: !3437)
!4768 = !DILocation(line: 0, scope: !4712, inlinedAt: !4769)
!4769 = distinct !DILocation(line: 110, column: 26, scope: !3437)
!4770 = !DILocation(line: 525, column: 11, scope: !4721, inlinedAt: !4769)
!4771 = !DILocation(line: 0, scope: !4723, inlinedAt: !4772)
!4772 = distinct !DILocation(line: 525, column: 17, scope: !4721, inlinedAt: !4769)
!4773 = !DILocation(line: 752, column: 14, scope: !4723, inlinedAt: !4772)
!4774 = !DILocation(line: 525, column: 25, scope: !4721, inlinedAt: !4769)
!4775 = !DILocation(line: 525, column: 11, scope: !4712, inlinedAt: !4769)
!4776 = !DILocation(line: 526, column: 9, scope: !4721, inlinedAt: !4769)
!4777 = !DILocation(line: 527, column: 13, scope: !4712, inlinedAt: !4769)
!4778 = !DILocation(line: 529, column: 5, scope: !4712, inlinedAt: !4769)
!4779 = !DILocalVariable(name: "this", arg: 1, scope: !4780, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!4780 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !57, file: !56, line: 728, type: !695, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !747, retainedNodes: !4781)
!4781 = !{!4779}
!4782 = !DILocation(line: 0, scope: !4780, inlinedAt: !4783)
!4783 = distinct !DILocation(line: 112, column: 1, scope: !3437)
!4784 = !DILocation(line: 730, column: 30, scope: !4785, inlinedAt: !4783)
!4785 = distinct !DILexicalBlock(scope: !4780, file: !56, line: 729, column: 7)
!4786 = !{!3682, !3342, i64 0}
!4787 = !DILocation(line: 730, column: 54, scope: !4785, inlinedAt: !4783)
!4788 = !DILocalVariable(name: "__first", arg: 1, scope: !4789, file: !74, line: 847, type: !80)
!4789 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_EvT_S6_RSaIT0_E", scope: !2, file: !74, line: 847, type: !4790, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4795, retainedNodes: !4792)
!4790 = !DISubroutineType(types: !4791)
!4791 = !{null, !80, !80, !517}
!4792 = !{!4788, !4793, !4794}
!4793 = !DILocalVariable(name: "__last", arg: 2, scope: !4789, file: !74, line: 847, type: !80)
!4794 = !DILocalVariable(arg: 3, scope: !4789, file: !74, line: 848, type: !517)
!4795 = !{!4796, !504}
!4796 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !80)
!4797 = !DILocation(line: 0, scope: !4789, inlinedAt: !4798)
!4798 = distinct !DILocation(line: 730, column: 2, scope: !4785, inlinedAt: !4783)
!4799 = !DILocalVariable(name: "__first", arg: 1, scope: !4800, file: !4801, line: 182, type: !80)
!4800 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EEEvT_S6_", scope: !2, file: !4801, line: 182, type: !4802, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4806, retainedNodes: !4804)
!4801 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!4802 = !DISubroutineType(types: !4803)
!4803 = !{null, !80, !80}
!4804 = !{!4799, !4805}
!4805 = !DILocalVariable(name: "__last", arg: 2, scope: !4800, file: !4801, line: 182, type: !80)
!4806 = !{!4796}
!4807 = !DILocation(line: 0, scope: !4800, inlinedAt: !4808)
!4808 = distinct !DILocation(line: 850, column: 7, scope: !4789, inlinedAt: !4798)
!4809 = !DILocalVariable(name: "__first", arg: 1, scope: !4810, file: !4801, line: 160, type: !80)
!4810 = distinct !DISubprogram(name: "__destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI5ShapeSt14default_deleteIS3_EEEEvT_S8_", scope: !4811, file: !4801, line: 160, type: !4802, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4806, declaration: !4813, retainedNodes: !4814)
!4811 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !2, file: !4801, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !4812, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!4812 = !{!266}
!4813 = !DISubprogram(name: "__destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI5ShapeSt14default_deleteIS3_EEEEvT_S8_", scope: !4811, file: !4801, line: 160, type: !4802, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !4806)
!4814 = !{!4809, !4815}
!4815 = !DILocalVariable(name: "__last", arg: 2, scope: !4810, file: !4801, line: 160, type: !80)
!4816 = !DILocation(line: 0, scope: !4810, inlinedAt: !4817)
!4817 = distinct !DILocation(line: 195, column: 7, scope: !4800, inlinedAt: !4808)
!4818 = !DILocation(line: 162, column: 19, scope: !4819, inlinedAt: !4817)
!4819 = distinct !DILexicalBlock(scope: !4820, file: !4801, line: 162, column: 4)
!4820 = distinct !DILexicalBlock(scope: !4810, file: !4801, line: 162, column: 4)
!4821 = !DILocation(line: 162, column: 4, scope: !4820, inlinedAt: !4817)
!4822 = !DILocalVariable(name: "__pointer", arg: 1, scope: !4823, file: !4801, line: 146, type: !80)
!4823 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZSt8_DestroyISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEvPT_", scope: !2, file: !4801, line: 146, type: !4824, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !503, retainedNodes: !4826)
!4824 = !DISubroutineType(types: !4825)
!4825 = !{null, !80}
!4826 = !{!4822}
!4827 = !DILocation(line: 0, scope: !4823, inlinedAt: !4828)
!4828 = distinct !DILocation(line: 163, column: 6, scope: !4819, inlinedAt: !4817)
!4829 = !DILocation(line: 0, scope: !3773, inlinedAt: !4830)
!4830 = distinct !DILocation(line: 151, column: 19, scope: !4823, inlinedAt: !4828)
!4831 = !DILocation(line: 0, scope: !3743, inlinedAt: !4832)
!4832 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !4830)
!4833 = !DILocation(line: 0, scope: !3749, inlinedAt: !4834)
!4834 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4832)
!4835 = !DILocation(line: 0, scope: !3757, inlinedAt: !4836)
!4836 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4834)
!4837 = !DILocation(line: 0, scope: !3762, inlinedAt: !4838)
!4838 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4836)
!4839 = !DILocation(line: 0, scope: !3767, inlinedAt: !4840)
!4840 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4838)
!4841 = !DILocation(line: 233, column: 54, scope: !3767, inlinedAt: !4840)
!4842 = !DILocation(line: 0, scope: !3776, inlinedAt: !4830)
!4843 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !4830)
!4844 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !4830)
!4845 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !4830)
!4846 = !DILocation(line: 0, scope: !3796, inlinedAt: !4847)
!4847 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4830)
!4848 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !4847)
!4849 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4830)
!4850 = !DILocation(line: 397, column: 8, scope: !3776, inlinedAt: !4830)
!4851 = !DILocation(line: 162, column: 30, scope: !4819, inlinedAt: !4817)
!4852 = distinct !{!4852, !4821, !4853, !4343}
!4853 = !DILocation(line: 163, column: 46, scope: !4820, inlinedAt: !4817)
!4854 = !DILocation(line: 366, column: 24, scope: !4855, inlinedAt: !4859)
!4855 = distinct !DILexicalBlock(scope: !4856, file: !56, line: 365, column: 7)
!4856 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !60, file: !56, line: 364, type: !612, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !638, retainedNodes: !4857)
!4857 = !{!4858}
!4858 = !DILocalVariable(name: "this", arg: 1, scope: !4856, type: !3475, flags: DIFlagArtificial | DIFlagObjectPointer)
!4859 = distinct !DILocation(line: 733, column: 7, scope: !4785, inlinedAt: !4783)
!4860 = !DILocation(line: 0, scope: !4856, inlinedAt: !4859)
!4861 = !DILocalVariable(name: "this", arg: 1, scope: !4862, type: !3475, flags: DIFlagArtificial | DIFlagObjectPointer)
!4862 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE13_M_deallocateEPS4_m", scope: !60, file: !56, line: 383, type: !643, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !642, retainedNodes: !4863)
!4863 = !{!4861, !4864, !4865}
!4864 = !DILocalVariable(name: "__p", arg: 2, scope: !4862, file: !56, line: 383, type: !556)
!4865 = !DILocalVariable(name: "__n", arg: 3, scope: !4862, file: !56, line: 383, type: !495)
!4866 = !DILocation(line: 0, scope: !4862, inlinedAt: !4867)
!4867 = distinct !DILocation(line: 366, column: 2, scope: !4855, inlinedAt: !4859)
!4868 = !DILocation(line: 386, column: 6, scope: !4869, inlinedAt: !4867)
!4869 = distinct !DILexicalBlock(scope: !4862, file: !56, line: 386, column: 6)
!4870 = !DILocation(line: 386, column: 6, scope: !4862, inlinedAt: !4867)
!4871 = !DILocalVariable(name: "__a", arg: 1, scope: !4872, file: !74, line: 495, type: !458)
!4872 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE10deallocateERS5_PS4_m", scope: !73, file: !74, line: 495, type: !525, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !524, retainedNodes: !4873)
!4873 = !{!4871, !4874, !4875}
!4874 = !DILocalVariable(name: "__p", arg: 2, scope: !4872, file: !74, line: 495, type: !79)
!4875 = !DILocalVariable(name: "__n", arg: 3, scope: !4872, file: !74, line: 495, type: !519)
!4876 = !DILocation(line: 0, scope: !4872, inlinedAt: !4877)
!4877 = distinct !DILocation(line: 387, column: 4, scope: !4869, inlinedAt: !4867)
!4878 = !DILocalVariable(name: "this", arg: 1, scope: !4879, type: !3708, flags: DIFlagArtificial | DIFlagObjectPointer)
!4879 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE10deallocateEPS4_m", scope: !466, file: !467, line: 142, type: !497, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !496, retainedNodes: !4880)
!4880 = !{!4878, !4881, !4882}
!4881 = !DILocalVariable(name: "__p", arg: 2, scope: !4879, file: !467, line: 142, type: !80)
!4882 = !DILocalVariable(name: "__n", arg: 3, scope: !4879, file: !467, line: 142, type: !494)
!4883 = !DILocation(line: 0, scope: !4879, inlinedAt: !4884)
!4884 = distinct !DILocation(line: 496, column: 13, scope: !4872, inlinedAt: !4877)
!4885 = !DILocation(line: 158, column: 27, scope: !4879, inlinedAt: !4884)
!4886 = !DILocation(line: 158, column: 2, scope: !4879, inlinedAt: !4884)
!4887 = !DILocation(line: 387, column: 4, scope: !4869, inlinedAt: !4867)
!4888 = !DILocation(line: 0, scope: !4780)
!4889 = !DILocation(line: 730, column: 30, scope: !4785)
!4890 = !DILocation(line: 730, column: 54, scope: !4785)
!4891 = !DILocation(line: 0, scope: !4789, inlinedAt: !4892)
!4892 = distinct !DILocation(line: 730, column: 2, scope: !4785)
!4893 = !DILocation(line: 0, scope: !4800, inlinedAt: !4894)
!4894 = distinct !DILocation(line: 850, column: 7, scope: !4789, inlinedAt: !4892)
!4895 = !DILocation(line: 0, scope: !4810, inlinedAt: !4896)
!4896 = distinct !DILocation(line: 195, column: 7, scope: !4800, inlinedAt: !4894)
!4897 = !DILocation(line: 162, column: 19, scope: !4819, inlinedAt: !4896)
!4898 = !DILocation(line: 162, column: 4, scope: !4820, inlinedAt: !4896)
!4899 = !DILocation(line: 0, scope: !4823, inlinedAt: !4900)
!4900 = distinct !DILocation(line: 163, column: 6, scope: !4819, inlinedAt: !4896)
!4901 = !DILocation(line: 0, scope: !3773, inlinedAt: !4902)
!4902 = distinct !DILocation(line: 151, column: 19, scope: !4823, inlinedAt: !4900)
!4903 = !DILocation(line: 0, scope: !3743, inlinedAt: !4904)
!4904 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !4902)
!4905 = !DILocation(line: 0, scope: !3749, inlinedAt: !4906)
!4906 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !4904)
!4907 = !DILocation(line: 0, scope: !3757, inlinedAt: !4908)
!4908 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !4906)
!4909 = !DILocation(line: 0, scope: !3762, inlinedAt: !4910)
!4910 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !4908)
!4911 = !DILocation(line: 0, scope: !3767, inlinedAt: !4912)
!4912 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !4910)
!4913 = !DILocation(line: 233, column: 54, scope: !3767, inlinedAt: !4912)
!4914 = !DILocation(line: 0, scope: !3776, inlinedAt: !4902)
!4915 = !DILocation(line: 395, column: 6, scope: !3793, inlinedAt: !4902)
!4916 = !DILocation(line: 395, column: 12, scope: !3793, inlinedAt: !4902)
!4917 = !DILocation(line: 395, column: 6, scope: !3776, inlinedAt: !4902)
!4918 = !DILocation(line: 0, scope: !3796, inlinedAt: !4919)
!4919 = distinct !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4902)
!4920 = !DILocation(line: 95, column: 2, scope: !3796, inlinedAt: !4919)
!4921 = !DILocation(line: 396, column: 4, scope: !3793, inlinedAt: !4902)
!4922 = !DILocation(line: 397, column: 8, scope: !3776, inlinedAt: !4902)
!4923 = !DILocation(line: 162, column: 30, scope: !4819, inlinedAt: !4896)
!4924 = distinct !{!4924, !4898, !4925, !4343}
!4925 = !DILocation(line: 163, column: 46, scope: !4820, inlinedAt: !4896)
!4926 = !DILocation(line: 366, column: 24, scope: !4855, inlinedAt: !4927)
!4927 = distinct !DILocation(line: 733, column: 7, scope: !4785)
!4928 = !DILocation(line: 0, scope: !4856, inlinedAt: !4927)
!4929 = !DILocation(line: 0, scope: !4862, inlinedAt: !4930)
!4930 = distinct !DILocation(line: 366, column: 2, scope: !4855, inlinedAt: !4927)
!4931 = !DILocation(line: 386, column: 6, scope: !4869, inlinedAt: !4930)
!4932 = !DILocation(line: 386, column: 6, scope: !4862, inlinedAt: !4930)
!4933 = !DILocation(line: 0, scope: !4872, inlinedAt: !4934)
!4934 = distinct !DILocation(line: 387, column: 4, scope: !4869, inlinedAt: !4930)
!4935 = !DILocation(line: 0, scope: !4879, inlinedAt: !4936)
!4936 = distinct !DILocation(line: 496, column: 13, scope: !4872, inlinedAt: !4934)
!4937 = !DILocation(line: 158, column: 27, scope: !4879, inlinedAt: !4936)
!4938 = !DILocation(line: 158, column: 2, scope: !4879, inlinedAt: !4936)
!4939 = !DILocation(line: 387, column: 4, scope: !4869, inlinedAt: !4930)
!4940 = !DILocation(line: 733, column: 7, scope: !4780)
!4941 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !116, file: !8, line: 12, type: !124, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !123, retainedNodes: !4942)
!4942 = !{!4943}
!4943 = !DILocalVariable(name: "this", arg: 1, scope: !4941, type: !115, flags: DIFlagArtificial | DIFlagObjectPointer)
!4944 = !DILocation(line: 0, scope: !4941)
!4945 = !DILocation(line: 12, column: 28, scope: !4941)
!4946 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN6CircleD0Ev", scope: !1053, file: !8, line: 19, type: !4947, scopeLine: 19, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4949, retainedNodes: !4950)
!4947 = !DISubroutineType(types: !4948)
!4948 = !{null, !1060}
!4949 = !DISubprogram(name: "~Circle", scope: !1053, type: !4947, containingType: !1053, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!4950 = !{!4951}
!4951 = !DILocalVariable(name: "this", arg: 1, scope: !4946, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!4952 = !DILocation(line: 0, scope: !4946)
!4953 = !DILocation(line: 19, column: 7, scope: !4946)
!4954 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !1053, file: !8, line: 24, type: !1062, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1061, retainedNodes: !4955)
!4955 = !{!4956}
!4956 = !DILocalVariable(name: "this", arg: 1, scope: !4954, type: !4957, flags: DIFlagArtificial | DIFlagObjectPointer)
!4957 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1065, size: 64)
!4958 = !DILocation(line: 0, scope: !4954)
!4959 = !DILocation(line: 24, column: 60, scope: !4954)
!4960 = !DILocation(line: 24, column: 58, scope: !4954)
!4961 = !DILocation(line: 24, column: 62, scope: !4954)
!4962 = !DILocation(line: 24, column: 34, scope: !4954)
!4963 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK6Circle9perimeterEv", scope: !1053, file: !8, line: 25, type: !1062, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1066, retainedNodes: !4964)
!4964 = !{!4965}
!4965 = !DILocalVariable(name: "this", arg: 1, scope: !4963, type: !4957, flags: DIFlagArtificial | DIFlagObjectPointer)
!4966 = !DILocation(line: 0, scope: !4963)
!4967 = !DILocation(line: 25, column: 69, scope: !4963)
!4968 = !DILocation(line: 25, column: 67, scope: !4963)
!4969 = !DILocation(line: 25, column: 39, scope: !4963)
!4970 = distinct !DISubprogram(name: "scale", linkageName: "_ZN6Circle5scaleEd", scope: !1053, file: !8, line: 26, type: !1058, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1067, retainedNodes: !4971)
!4971 = !{!4972, !4973}
!4972 = !DILocalVariable(name: "this", arg: 1, scope: !4970, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!4973 = !DILocalVariable(name: "f", arg: 2, scope: !4970, file: !8, line: 26, type: !130)
!4974 = !DILocation(line: 0, scope: !4970)
!4975 = !DILocation(line: 26, column: 35, scope: !4970)
!4976 = !DILocation(line: 26, column: 37, scope: !4970)
!4977 = !DILocation(line: 26, column: 43, scope: !4970)
!4978 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK6Circle4kindEv", scope: !1053, file: !8, line: 27, type: !1069, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1068, retainedNodes: !4979)
!4979 = !{!4980}
!4980 = !DILocalVariable(name: "this", arg: 1, scope: !4978, type: !4957, flags: DIFlagArtificial | DIFlagObjectPointer)
!4981 = !DILocation(line: 0, scope: !4978)
!4982 = !DILocation(line: 27, column: 31, scope: !4978)
!4983 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Shape4kindEv", scope: !116, file: !8, line: 16, type: !138, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !137, retainedNodes: !4984)
!4984 = !{!4985}
!4985 = !DILocalVariable(name: "this", arg: 1, scope: !4983, type: !4986, flags: DIFlagArtificial | DIFlagObjectPointer)
!4986 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!4987 = !DILocation(line: 0, scope: !4983)
!4988 = !DILocation(line: 16, column: 30, scope: !4983)
!4989 = distinct !DISubprogram(name: "_M_realloc_insert<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !57, file: !3668, line: 440, type: !4990, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3672, declaration: !4992, retainedNodes: !4993)
!4990 = !DISubroutineType(types: !4991)
!4991 = !{null, !697, !767, !401}
!4992 = !DISubprogram(name: "_M_realloc_insert<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !57, file: !56, line: 1868, type: !4990, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3672)
!4993 = !{!4994, !4995, !4996, !4997, !4999, !5000, !5001, !5002, !5003}
!4994 = !DILocalVariable(name: "this", arg: 1, scope: !4989, type: !3469, flags: DIFlagArtificial | DIFlagObjectPointer)
!4995 = !DILocalVariable(name: "__position", arg: 2, scope: !4989, file: !56, line: 1868, type: !767)
!4996 = !DILocalVariable(name: "__args", arg: 3, scope: !4989, file: !56, line: 1868, type: !401)
!4997 = !DILocalVariable(name: "__len", scope: !4989, file: !3668, line: 448, type: !4998)
!4998 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !707)
!4999 = !DILocalVariable(name: "__old_start", scope: !4989, file: !3668, line: 450, type: !685)
!5000 = !DILocalVariable(name: "__old_finish", scope: !4989, file: !3668, line: 451, type: !685)
!5001 = !DILocalVariable(name: "__elems_before", scope: !4989, file: !3668, line: 452, type: !4998)
!5002 = !DILocalVariable(name: "__new_start", scope: !4989, file: !3668, line: 453, type: !685)
!5003 = !DILocalVariable(name: "__new_finish", scope: !4989, file: !3668, line: 454, type: !685)
!5004 = !DILocation(line: 0, scope: !4989)
!5005 = !DILocalVariable(name: "this", arg: 1, scope: !5006, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!5006 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12_M_check_lenEmPKc", scope: !57, file: !56, line: 1891, type: !939, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !938, retainedNodes: !5007)
!5007 = !{!5005, !5008, !5009, !5010}
!5008 = !DILocalVariable(name: "__n", arg: 2, scope: !5006, file: !56, line: 1891, type: !707)
!5009 = !DILocalVariable(name: "__s", arg: 3, scope: !5006, file: !56, line: 1891, type: !942)
!5010 = !DILocalVariable(name: "__len", scope: !5006, file: !56, line: 1896, type: !4998)
!5011 = !DILocation(line: 0, scope: !5006, inlinedAt: !5012)
!5012 = distinct !DILocation(line: 449, column: 2, scope: !4989)
!5013 = !DILocalVariable(name: "this", arg: 1, scope: !5014, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!5014 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4sizeEv", scope: !57, file: !56, line: 987, type: !849, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !848, retainedNodes: !5015)
!5015 = !{!5013}
!5016 = !DILocation(line: 0, scope: !5014, inlinedAt: !5017)
!5017 = distinct !DILocation(line: 1893, column: 19, scope: !5018, inlinedAt: !5012)
!5018 = distinct !DILexicalBlock(scope: !5006, file: !56, line: 1893, column: 6)
!5019 = !DILocation(line: 988, column: 40, scope: !5014, inlinedAt: !5017)
!5020 = !DILocation(line: 988, column: 66, scope: !5014, inlinedAt: !5017)
!5021 = !DILocation(line: 988, column: 50, scope: !5014, inlinedAt: !5017)
!5022 = !DILocation(line: 1893, column: 26, scope: !5018, inlinedAt: !5012)
!5023 = !DILocation(line: 1893, column: 6, scope: !5006, inlinedAt: !5012)
!5024 = !DILocation(line: 1894, column: 4, scope: !5018, inlinedAt: !5012)
!5025 = !DILocation(line: 0, scope: !5014, inlinedAt: !5026)
!5026 = distinct !DILocation(line: 1896, column: 26, scope: !5006, inlinedAt: !5012)
!5027 = !DILocation(line: 0, scope: !5014, inlinedAt: !5028)
!5028 = distinct !DILocation(line: 1896, column: 46, scope: !5006, inlinedAt: !5012)
!5029 = !DILocalVariable(name: "__a", arg: 1, scope: !5030, file: !5031, line: 254, type: !5034)
!5030 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !2, file: !5031, line: 254, type: !5032, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5038, retainedNodes: !5036)
!5031 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!5032 = !DISubroutineType(types: !5033)
!5033 = !{!5034, !5034, !5034}
!5034 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5035, size: 64)
!5035 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!5036 = !{!5029, !5037}
!5037 = !DILocalVariable(name: "__b", arg: 2, scope: !5030, file: !5031, line: 254, type: !5034)
!5038 = !{!5039}
!5039 = !DITemplateTypeParameter(name: "_Tp", type: !193)
!5040 = !DILocation(line: 0, scope: !5030, inlinedAt: !5041)
!5041 = distinct !DILocation(line: 1896, column: 35, scope: !5006, inlinedAt: !5012)
!5042 = !DILocation(line: 259, column: 15, scope: !5043, inlinedAt: !5041)
!5043 = distinct !DILexicalBlock(scope: !5030, file: !5031, line: 259, column: 11)
!5044 = !DILocation(line: 1896, column: 35, scope: !5006, inlinedAt: !5012)
!5045 = !DILocation(line: 1896, column: 33, scope: !5006, inlinedAt: !5012)
!5046 = !DILocation(line: 0, scope: !5014, inlinedAt: !5047)
!5047 = distinct !DILocation(line: 1897, column: 18, scope: !5006, inlinedAt: !5012)
!5048 = !DILocation(line: 1897, column: 16, scope: !5006, inlinedAt: !5012)
!5049 = !DILocation(line: 1897, column: 25, scope: !5006, inlinedAt: !5012)
!5050 = !DILocalVariable(name: "__lhs", arg: 1, scope: !5051, file: !769, line: 1330, type: !4370)
!5051 = distinct !DISubprogram(name: "operator-<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", linkageName: "_ZN9__gnu_cxxmiIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKSD_SG_", scope: !12, file: !769, line: 1330, type: !5052, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !824, retainedNodes: !5054)
!5052 = !DISubroutineType(types: !5053)
!5053 = !{!809, !4370, !4370}
!5054 = !{!5050, !5055}
!5055 = !DILocalVariable(name: "__rhs", arg: 2, scope: !5051, file: !769, line: 1331, type: !4370)
!5056 = !DILocation(line: 0, scope: !5051, inlinedAt: !5057)
!5057 = distinct !DILocation(line: 452, column: 51, scope: !4989)
!5058 = !DILocation(line: 1333, column: 27, scope: !5051, inlinedAt: !5057)
!5059 = !DILocalVariable(name: "this", arg: 1, scope: !5060, type: !3475, flags: DIFlagArtificial | DIFlagObjectPointer)
!5060 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE11_M_allocateEm", scope: !60, file: !56, line: 375, type: !640, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !639, retainedNodes: !5061)
!5061 = !{!5059, !5062}
!5062 = !DILocalVariable(name: "__n", arg: 2, scope: !5060, file: !56, line: 375, type: !495)
!5063 = !DILocation(line: 0, scope: !5060, inlinedAt: !5064)
!5064 = distinct !DILocation(line: 453, column: 33, scope: !4989)
!5065 = !DILocation(line: 378, column: 13, scope: !5060, inlinedAt: !5064)
!5066 = !DILocation(line: 378, column: 9, scope: !5060, inlinedAt: !5064)
!5067 = !DILocalVariable(name: "__a", arg: 1, scope: !5068, file: !74, line: 463, type: !458)
!5068 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE8allocateERS5_m", scope: !73, file: !74, line: 463, type: !77, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !76, retainedNodes: !5069)
!5069 = !{!5067, !5070}
!5070 = !DILocalVariable(name: "__n", arg: 2, scope: !5068, file: !74, line: 463, type: !519)
!5071 = !DILocation(line: 0, scope: !5068, inlinedAt: !5072)
!5072 = distinct !DILocation(line: 378, column: 20, scope: !5060, inlinedAt: !5064)
!5073 = !DILocalVariable(name: "this", arg: 1, scope: !5074, type: !3708, flags: DIFlagArtificial | DIFlagObjectPointer)
!5074 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE8allocateEmPKv", scope: !466, file: !467, line: 112, type: !492, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !491, retainedNodes: !5075)
!5075 = !{!5073, !5076, !5077}
!5076 = !DILocalVariable(name: "__n", arg: 2, scope: !5074, file: !467, line: 112, type: !494)
!5077 = !DILocalVariable(arg: 3, scope: !5074, file: !467, line: 112, type: !181)
!5078 = !DILocation(line: 0, scope: !5074, inlinedAt: !5079)
!5079 = distinct !DILocation(line: 464, column: 20, scope: !5068, inlinedAt: !5072)
!5080 = !DILocation(line: 137, column: 53, scope: !5074, inlinedAt: !5079)
!5081 = !DILocation(line: 137, column: 27, scope: !5074, inlinedAt: !5079)
!5082 = !DILocation(line: 137, column: 9, scope: !5074, inlinedAt: !5079)
!5083 = !DILocation(line: 463, column: 20, scope: !5084)
!5084 = distinct !DILexicalBlock(scope: !4989, file: !3668, line: 456, column: 2)
!5085 = !DILocation(line: 0, scope: !3688, inlinedAt: !5086)
!5086 = distinct !DILocation(line: 462, column: 4, scope: !5084)
!5087 = !DILocation(line: 0, scope: !3701, inlinedAt: !5088)
!5088 = distinct !DILocation(line: 516, column: 8, scope: !3688, inlinedAt: !5086)
!5089 = !DILocation(line: 0, scope: !3712, inlinedAt: !5090)
!5090 = distinct !DILocation(line: 175, column: 23, scope: !3701, inlinedAt: !5088)
!5091 = !DILocation(line: 0, scope: !3718, inlinedAt: !5092)
!5092 = distinct !DILocation(line: 358, column: 7, scope: !3712, inlinedAt: !5090)
!5093 = !DILocation(line: 0, scope: !3724, inlinedAt: !5094)
!5094 = distinct !DILocation(line: 234, column: 7, scope: !3718, inlinedAt: !5092)
!5095 = !DILocation(line: 0, scope: !3730, inlinedAt: !5096)
!5096 = distinct !DILocation(line: 177, column: 9, scope: !3724, inlinedAt: !5094)
!5097 = !DILocation(line: 0, scope: !3736, inlinedAt: !5098)
!5098 = distinct !DILocation(line: 1090, column: 17, scope: !3730, inlinedAt: !5096)
!5099 = !DILocation(line: 301, column: 7, scope: !3736, inlinedAt: !5098)
!5100 = !DILocation(line: 0, scope: !3743, inlinedAt: !5101)
!5101 = distinct !DILocation(line: 178, column: 13, scope: !3747, inlinedAt: !5094)
!5102 = !DILocation(line: 0, scope: !3749, inlinedAt: !5103)
!5103 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !5101)
!5104 = !DILocation(line: 0, scope: !3757, inlinedAt: !5105)
!5105 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !5103)
!5106 = !DILocation(line: 0, scope: !3762, inlinedAt: !5107)
!5107 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !5105)
!5108 = !DILocation(line: 0, scope: !3767, inlinedAt: !5109)
!5109 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !5107)
!5110 = !DILocation(line: 233, column: 54, scope: !3767, inlinedAt: !5109)
!5111 = !DILocation(line: 178, column: 22, scope: !3747, inlinedAt: !5094)
!5112 = !DILocation(line: 0, scope: !1355, inlinedAt: !5113)
!5113 = distinct !DILocation(line: 474, column: 23, scope: !5114)
!5114 = distinct !DILexicalBlock(scope: !5115, file: !3668, line: 473, column: 6)
!5115 = distinct !DILexicalBlock(scope: !5084, file: !3668, line: 472, column: 29)
!5116 = !DILocalVariable(name: "__first", arg: 1, scope: !5117, file: !56, line: 487, type: !685)
!5117 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_S_do_relocateEPS4_S7_S7_RS5_St17integral_constantIbLb1EE", scope: !57, file: !56, line: 487, type: !683, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !682, retainedNodes: !5118)
!5118 = !{!5116, !5119, !5120, !5121, !5122}
!5119 = !DILocalVariable(name: "__last", arg: 2, scope: !5117, file: !56, line: 487, type: !685)
!5120 = !DILocalVariable(name: "__result", arg: 3, scope: !5117, file: !56, line: 487, type: !685)
!5121 = !DILocalVariable(name: "__alloc", arg: 4, scope: !5117, file: !56, line: 488, type: !686)
!5122 = !DILocalVariable(arg: 5, scope: !5117, file: !56, line: 488, type: !650)
!5123 = !DILocation(line: 0, scope: !5117, inlinedAt: !5124)
!5124 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !5113)
!5125 = !DILocation(line: 488, column: 42, scope: !5117, inlinedAt: !5124)
!5126 = !DILocalVariable(name: "__first", arg: 1, scope: !5127, file: !5128, line: 1127, type: !80)
!5127 = distinct !DISubprogram(name: "__relocate_a<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > *, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt12__relocate_aIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !2, file: !5128, line: 1127, type: !5129, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5135, retainedNodes: !5131)
!5128 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!5129 = !DISubroutineType(types: !5130)
!5130 = !{!80, !80, !80, !80, !517}
!5131 = !{!5126, !5132, !5133, !5134}
!5132 = !DILocalVariable(name: "__last", arg: 2, scope: !5127, file: !5128, line: 1127, type: !80)
!5133 = !DILocalVariable(name: "__result", arg: 3, scope: !5127, file: !5128, line: 1128, type: !80)
!5134 = !DILocalVariable(name: "__alloc", arg: 4, scope: !5127, file: !5128, line: 1128, type: !517)
!5135 = !{!5136, !4796, !5137}
!5136 = !DITemplateTypeParameter(name: "_InputIterator", type: !80)
!5137 = !DITemplateTypeParameter(name: "_Allocator", type: !460)
!5138 = !DILocation(line: 0, scope: !5127, inlinedAt: !5139)
!5139 = distinct !DILocation(line: 490, column: 9, scope: !5117, inlinedAt: !5124)
!5140 = !DILocalVariable(name: "__first", arg: 1, scope: !5141, file: !5128, line: 1078, type: !80)
!5141 = distinct !DISubprogram(name: "__relocate_a_1<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > *, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt14__relocate_a_1IPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !2, file: !5128, line: 1078, type: !5129, scopeLine: 1083, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5135, retainedNodes: !5142)
!5142 = !{!5140, !5143, !5144, !5145, !5146}
!5143 = !DILocalVariable(name: "__last", arg: 2, scope: !5141, file: !5128, line: 1078, type: !80)
!5144 = !DILocalVariable(name: "__result", arg: 3, scope: !5141, file: !5128, line: 1079, type: !80)
!5145 = !DILocalVariable(name: "__alloc", arg: 4, scope: !5141, file: !5128, line: 1079, type: !517)
!5146 = !DILocalVariable(name: "__cur", scope: !5141, file: !5128, line: 1090, type: !80)
!5147 = !DILocation(line: 0, scope: !5141, inlinedAt: !5148)
!5148 = distinct !DILocation(line: 1133, column: 14, scope: !5127, inlinedAt: !5139)
!5149 = !DILocation(line: 1091, column: 22, scope: !5150, inlinedAt: !5148)
!5150 = distinct !DILexicalBlock(scope: !5151, file: !5128, line: 1091, column: 7)
!5151 = distinct !DILexicalBlock(scope: !5141, file: !5128, line: 1091, column: 7)
!5152 = !DILocation(line: 1091, column: 7, scope: !5151, inlinedAt: !5148)
!5153 = !{!5154}
!5154 = distinct !{!5154, !5155, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!5155 = distinct !{!5155, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!5156 = !DILocation(line: 1092, column: 2, scope: !5150, inlinedAt: !5148)
!5157 = !{!5158}
!5158 = distinct !{!5158, !5155, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!5159 = !DILocation(line: 301, column: 7, scope: !3736, inlinedAt: !5160)
!5160 = distinct !DILocation(line: 1090, column: 17, scope: !3730, inlinedAt: !5161)
!5161 = distinct !DILocation(line: 177, column: 9, scope: !3724, inlinedAt: !5162)
!5162 = distinct !DILocation(line: 234, column: 7, scope: !3718, inlinedAt: !5163)
!5163 = distinct !DILocation(line: 358, column: 7, scope: !3712, inlinedAt: !5164)
!5164 = distinct !DILocation(line: 175, column: 23, scope: !3701, inlinedAt: !5165)
!5165 = distinct !DILocation(line: 516, column: 8, scope: !3688, inlinedAt: !5166)
!5166 = distinct !DILocation(line: 1064, column: 7, scope: !5167, inlinedAt: !5176)
!5167 = distinct !DISubprogram(name: "__relocate_object_a<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_", scope: !2, file: !5128, line: 1056, type: !5168, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5175, retainedNodes: !5171)
!5168 = !DISubroutineType(types: !5169)
!5169 = !{null, !5170, !5170, !517}
!5170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!5171 = !{!5172, !5173, !5174}
!5172 = !DILocalVariable(name: "__dest", arg: 1, scope: !5167, file: !5128, line: 1056, type: !5170)
!5173 = !DILocalVariable(name: "__orig", arg: 2, scope: !5167, file: !5128, line: 1056, type: !5170)
!5174 = !DILocalVariable(name: "__alloc", arg: 3, scope: !5167, file: !5128, line: 1057, type: !517)
!5175 = !{!504, !3693, !5137}
!5176 = distinct !DILocation(line: 1092, column: 2, scope: !5150, inlinedAt: !5148)
!5177 = !DILocation(line: 397, column: 8, scope: !3776, inlinedAt: !5178)
!5178 = distinct !DILocation(line: 181, column: 10, scope: !5179, inlinedAt: !5187)
!5179 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !466, file: !467, line: 179, type: !5180, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5183, declaration: !5182, retainedNodes: !5184)
!5180 = !DISubroutineType(types: !5181)
!5181 = !{null, !472, !80}
!5182 = !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !466, file: !467, line: 179, type: !5180, scopeLine: 179, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !5183)
!5183 = !{!3693}
!5184 = !{!5185, !5186}
!5185 = !DILocalVariable(name: "this", arg: 1, scope: !5179, type: !3708, flags: DIFlagArtificial | DIFlagObjectPointer)
!5186 = !DILocalVariable(name: "__p", arg: 2, scope: !5179, file: !467, line: 179, type: !80)
!5187 = distinct !DILocation(line: 535, column: 8, scope: !5188, inlinedAt: !5195)
!5188 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !73, file: !74, line: 531, type: !5189, scopeLine: 533, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5183, declaration: !5191, retainedNodes: !5192)
!5189 = !DISubroutineType(types: !5190)
!5190 = !{null, !458, !80}
!5191 = !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !73, file: !74, line: 531, type: !5189, scopeLine: 531, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !5183)
!5192 = !{!5193, !5194}
!5193 = !DILocalVariable(name: "__a", arg: 1, scope: !5188, file: !74, line: 531, type: !458)
!5194 = !DILocalVariable(name: "__p", arg: 2, scope: !5188, file: !74, line: 531, type: !80)
!5195 = distinct !DILocation(line: 1065, column: 7, scope: !5167, inlinedAt: !5176)
!5196 = !{!5197}
!5197 = distinct !{!5197, !5155, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0:It1"}
!5198 = !{!5199}
!5199 = distinct !{!5199, !5155, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1:It1"}
!5200 = distinct !{!5200, !5152, !5201, !4343, !5202}
!5201 = !DILocation(line: 1093, column: 41, scope: !5151, inlinedAt: !5148)
!5202 = !{!"llvm.loop.isvectorized", i32 1}
!5203 = !DILocation(line: 0, scope: !5167, inlinedAt: !5176)
!5204 = !DILocation(line: 0, scope: !3688, inlinedAt: !5166)
!5205 = !DILocation(line: 0, scope: !3701, inlinedAt: !5165)
!5206 = !DILocation(line: 0, scope: !3712, inlinedAt: !5164)
!5207 = !DILocation(line: 0, scope: !3718, inlinedAt: !5163)
!5208 = !DILocation(line: 0, scope: !3724, inlinedAt: !5162)
!5209 = !DILocation(line: 0, scope: !3730, inlinedAt: !5161)
!5210 = !DILocation(line: 0, scope: !3736, inlinedAt: !5160)
!5211 = !DILocation(line: 0, scope: !3743, inlinedAt: !5212)
!5212 = distinct !DILocation(line: 178, column: 13, scope: !3747, inlinedAt: !5162)
!5213 = !DILocation(line: 0, scope: !3749, inlinedAt: !5214)
!5214 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !5212)
!5215 = !DILocation(line: 0, scope: !3757, inlinedAt: !5216)
!5216 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !5214)
!5217 = !DILocation(line: 0, scope: !3762, inlinedAt: !5218)
!5218 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !5216)
!5219 = !DILocation(line: 0, scope: !3767, inlinedAt: !5220)
!5220 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !5218)
!5221 = !DILocation(line: 233, column: 54, scope: !3767, inlinedAt: !5220)
!5222 = !DILocation(line: 0, scope: !5188, inlinedAt: !5195)
!5223 = !DILocation(line: 0, scope: !5179, inlinedAt: !5187)
!5224 = !DILocation(line: 0, scope: !3773, inlinedAt: !5178)
!5225 = !DILocation(line: 0, scope: !3743, inlinedAt: !5226)
!5226 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !5178)
!5227 = !DILocation(line: 0, scope: !3749, inlinedAt: !5228)
!5228 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !5226)
!5229 = !DILocation(line: 0, scope: !3757, inlinedAt: !5230)
!5230 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !5228)
!5231 = !DILocation(line: 0, scope: !3762, inlinedAt: !5232)
!5232 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !5230)
!5233 = !DILocation(line: 0, scope: !3767, inlinedAt: !5234)
!5234 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !5232)
!5235 = !DILocation(line: 0, scope: !3776, inlinedAt: !5178)
!5236 = !DILocation(line: 1091, column: 33, scope: !5150, inlinedAt: !5148)
!5237 = !DILocation(line: 1091, column: 50, scope: !5150, inlinedAt: !5148)
!5238 = distinct !{!5238, !5152, !5201, !4343, !5239, !5202}
!5239 = !{!"llvm.loop.unroll.runtime.disable"}
!5240 = !DILocation(line: 477, column: 8, scope: !5114)
!5241 = !DILocation(line: 0, scope: !1355, inlinedAt: !5242)
!5242 = distinct !DILocation(line: 479, column: 23, scope: !5114)
!5243 = !DILocation(line: 0, scope: !5117, inlinedAt: !5244)
!5244 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !5242)
!5245 = !DILocation(line: 488, column: 42, scope: !5117, inlinedAt: !5244)
!5246 = !DILocation(line: 0, scope: !5127, inlinedAt: !5247)
!5247 = distinct !DILocation(line: 490, column: 9, scope: !5117, inlinedAt: !5244)
!5248 = !DILocation(line: 0, scope: !5141, inlinedAt: !5249)
!5249 = distinct !DILocation(line: 1133, column: 14, scope: !5127, inlinedAt: !5247)
!5250 = !DILocation(line: 1091, column: 22, scope: !5150, inlinedAt: !5249)
!5251 = !DILocation(line: 1091, column: 7, scope: !5151, inlinedAt: !5249)
!5252 = !{!5253}
!5253 = distinct !{!5253, !5254, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!5254 = distinct !{!5254, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!5255 = !DILocation(line: 1092, column: 2, scope: !5150, inlinedAt: !5249)
!5256 = !{!5257}
!5257 = distinct !{!5257, !5254, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!5258 = !DILocation(line: 301, column: 7, scope: !3736, inlinedAt: !5259)
!5259 = distinct !DILocation(line: 1090, column: 17, scope: !3730, inlinedAt: !5260)
!5260 = distinct !DILocation(line: 177, column: 9, scope: !3724, inlinedAt: !5261)
!5261 = distinct !DILocation(line: 234, column: 7, scope: !3718, inlinedAt: !5262)
!5262 = distinct !DILocation(line: 358, column: 7, scope: !3712, inlinedAt: !5263)
!5263 = distinct !DILocation(line: 175, column: 23, scope: !3701, inlinedAt: !5264)
!5264 = distinct !DILocation(line: 516, column: 8, scope: !3688, inlinedAt: !5265)
!5265 = distinct !DILocation(line: 1064, column: 7, scope: !5167, inlinedAt: !5266)
!5266 = distinct !DILocation(line: 1092, column: 2, scope: !5150, inlinedAt: !5249)
!5267 = !DILocation(line: 397, column: 8, scope: !3776, inlinedAt: !5268)
!5268 = distinct !DILocation(line: 181, column: 10, scope: !5179, inlinedAt: !5269)
!5269 = distinct !DILocation(line: 535, column: 8, scope: !5188, inlinedAt: !5270)
!5270 = distinct !DILocation(line: 1065, column: 7, scope: !5167, inlinedAt: !5266)
!5271 = !{!5272}
!5272 = distinct !{!5272, !5254, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0:It1"}
!5273 = !{!5274}
!5274 = distinct !{!5274, !5254, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1:It1"}
!5275 = distinct !{!5275, !5251, !5276, !4343, !5202}
!5276 = !DILocation(line: 1093, column: 41, scope: !5151, inlinedAt: !5249)
!5277 = !DILocation(line: 0, scope: !5167, inlinedAt: !5266)
!5278 = !DILocation(line: 0, scope: !3688, inlinedAt: !5265)
!5279 = !DILocation(line: 0, scope: !3701, inlinedAt: !5264)
!5280 = !DILocation(line: 0, scope: !3712, inlinedAt: !5263)
!5281 = !DILocation(line: 0, scope: !3718, inlinedAt: !5262)
!5282 = !DILocation(line: 0, scope: !3724, inlinedAt: !5261)
!5283 = !DILocation(line: 0, scope: !3730, inlinedAt: !5260)
!5284 = !DILocation(line: 0, scope: !3736, inlinedAt: !5259)
!5285 = !DILocation(line: 0, scope: !3743, inlinedAt: !5286)
!5286 = distinct !DILocation(line: 178, column: 13, scope: !3747, inlinedAt: !5261)
!5287 = !DILocation(line: 0, scope: !3749, inlinedAt: !5288)
!5288 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !5286)
!5289 = !DILocation(line: 0, scope: !3757, inlinedAt: !5290)
!5290 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !5288)
!5291 = !DILocation(line: 0, scope: !3762, inlinedAt: !5292)
!5292 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !5290)
!5293 = !DILocation(line: 0, scope: !3767, inlinedAt: !5294)
!5294 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !5292)
!5295 = !DILocation(line: 233, column: 54, scope: !3767, inlinedAt: !5294)
!5296 = !DILocation(line: 0, scope: !5188, inlinedAt: !5270)
!5297 = !DILocation(line: 0, scope: !5179, inlinedAt: !5269)
!5298 = !DILocation(line: 0, scope: !3773, inlinedAt: !5268)
!5299 = !DILocation(line: 0, scope: !3743, inlinedAt: !5300)
!5300 = distinct !DILocation(line: 394, column: 21, scope: !3776, inlinedAt: !5268)
!5301 = !DILocation(line: 0, scope: !3749, inlinedAt: !5302)
!5302 = distinct !DILocation(line: 189, column: 45, scope: !3743, inlinedAt: !5300)
!5303 = !DILocation(line: 0, scope: !3757, inlinedAt: !5304)
!5304 = distinct !DILocation(line: 1381, column: 14, scope: !3749, inlinedAt: !5302)
!5305 = !DILocation(line: 0, scope: !3762, inlinedAt: !5306)
!5306 = distinct !DILocation(line: 1365, column: 14, scope: !3757, inlinedAt: !5304)
!5307 = !DILocation(line: 0, scope: !3767, inlinedAt: !5308)
!5308 = distinct !DILocation(line: 268, column: 51, scope: !3762, inlinedAt: !5306)
!5309 = !DILocation(line: 0, scope: !3776, inlinedAt: !5268)
!5310 = !DILocation(line: 1091, column: 33, scope: !5150, inlinedAt: !5249)
!5311 = !DILocation(line: 1091, column: 50, scope: !5150, inlinedAt: !5249)
!5312 = distinct !{!5312, !5251, !5276, !4343, !5239, !5202}
!5313 = !DILocation(line: 0, scope: !4862, inlinedAt: !5314)
!5314 = distinct !DILocation(line: 513, column: 7, scope: !4989)
!5315 = !DILocation(line: 386, column: 6, scope: !4869, inlinedAt: !5314)
!5316 = !DILocation(line: 386, column: 6, scope: !4862, inlinedAt: !5314)
!5317 = !DILocation(line: 0, scope: !4872, inlinedAt: !5318)
!5318 = distinct !DILocation(line: 387, column: 4, scope: !4869, inlinedAt: !5314)
!5319 = !DILocation(line: 0, scope: !4879, inlinedAt: !5320)
!5320 = distinct !DILocation(line: 496, column: 13, scope: !4872, inlinedAt: !5318)
!5321 = !DILocation(line: 158, column: 27, scope: !4879, inlinedAt: !5320)
!5322 = !DILocation(line: 158, column: 2, scope: !4879, inlinedAt: !5320)
!5323 = !DILocation(line: 387, column: 4, scope: !4869, inlinedAt: !5314)
!5324 = !DILocation(line: 514, column: 21, scope: !4989)
!5325 = !DILocation(line: 515, column: 30, scope: !4989)
!5326 = !DILocation(line: 516, column: 31, scope: !4989)
!5327 = !DILocation(line: 517, column: 53, scope: !4989)
!5328 = !DILocation(line: 517, column: 39, scope: !4989)
!5329 = !DILocation(line: 518, column: 5, scope: !4989)
!5330 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !1395, file: !8, line: 30, type: !5331, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5333, retainedNodes: !5334)
!5331 = !DISubroutineType(types: !5332)
!5332 = !{null, !1403}
!5333 = !DISubprogram(name: "~Rect", scope: !1395, type: !5331, containingType: !1395, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5334 = !{!5335}
!5335 = !DILocalVariable(name: "this", arg: 1, scope: !5330, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5336 = !DILocation(line: 0, scope: !5330)
!5337 = !DILocation(line: 30, column: 7, scope: !5330)
!5338 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !1395, file: !8, line: 36, type: !1405, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1404, retainedNodes: !5339)
!5339 = !{!5340}
!5340 = !DILocalVariable(name: "this", arg: 1, scope: !5338, type: !5341, flags: DIFlagArtificial | DIFlagObjectPointer)
!5341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1408, size: 64)
!5342 = !DILocation(line: 0, scope: !5338)
!5343 = !DILocation(line: 36, column: 41, scope: !5338)
!5344 = !DILocation(line: 36, column: 45, scope: !5338)
!5345 = !DILocation(line: 36, column: 43, scope: !5338)
!5346 = !DILocation(line: 36, column: 34, scope: !5338)
!5347 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK4Rect9perimeterEv", scope: !1395, file: !8, line: 37, type: !1405, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1409, retainedNodes: !5348)
!5348 = !{!5349}
!5349 = !DILocalVariable(name: "this", arg: 1, scope: !5347, type: !5341, flags: DIFlagArtificial | DIFlagObjectPointer)
!5350 = !DILocation(line: 0, scope: !5347)
!5351 = !DILocation(line: 37, column: 51, scope: !5347)
!5352 = !DILocation(line: 37, column: 55, scope: !5347)
!5353 = !DILocation(line: 37, column: 53, scope: !5347)
!5354 = !DILocation(line: 37, column: 48, scope: !5347)
!5355 = !DILocation(line: 37, column: 39, scope: !5347)
!5356 = distinct !DISubprogram(name: "scale", linkageName: "_ZN4Rect5scaleEd", scope: !1395, file: !8, line: 38, type: !1411, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1410, retainedNodes: !5357)
!5357 = !{!5358, !5359}
!5358 = !DILocalVariable(name: "this", arg: 1, scope: !5356, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5359 = !DILocalVariable(name: "f", arg: 2, scope: !5356, file: !8, line: 38, type: !130)
!5360 = !DILocation(line: 0, scope: !5356)
!5361 = !DILocation(line: 40, column: 5, scope: !5356)
!5362 = !DILocation(line: 40, column: 7, scope: !5356)
!5363 = !DILocation(line: 42, column: 3, scope: !5356)
!5364 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK4Rect4kindEv", scope: !1395, file: !8, line: 43, type: !1414, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1413, retainedNodes: !5365)
!5365 = !{!5366}
!5366 = !DILocalVariable(name: "this", arg: 1, scope: !5364, type: !5341, flags: DIFlagArtificial | DIFlagObjectPointer)
!5367 = !DILocation(line: 0, scope: !5364)
!5368 = !DILocation(line: 43, column: 31, scope: !5364)
!5369 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !1731, file: !8, line: 46, type: !5370, scopeLine: 46, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5372, retainedNodes: !5373)
!5370 = !DISubroutineType(types: !5371)
!5371 = !{null, !1737}
!5372 = !DISubprogram(name: "~Square", scope: !1731, type: !5370, containingType: !1731, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5373 = !{!5374}
!5374 = !DILocalVariable(name: "this", arg: 1, scope: !5369, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!5375 = !DILocation(line: 0, scope: !5369)
!5376 = !DILocation(line: 46, column: 7, scope: !5369)
!5377 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK6Square4kindEv", scope: !1731, file: !8, line: 49, type: !1739, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1738, retainedNodes: !5378)
!5378 = !{!5379}
!5379 = !DILocalVariable(name: "this", arg: 1, scope: !5377, type: !5380, flags: DIFlagArtificial | DIFlagObjectPointer)
!5380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1742, size: 64)
!5381 = !DILocation(line: 0, scope: !5377)
!5382 = !DILocation(line: 49, column: 31, scope: !5377)
!5383 = distinct !DISubprogram(name: "~Triangle", linkageName: "_ZN8TriangleD0Ev", scope: !2058, file: !8, line: 52, type: !5384, scopeLine: 52, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5386, retainedNodes: !5387)
!5384 = !DISubroutineType(types: !5385)
!5385 = !{null, !2067}
!5386 = !DISubprogram(name: "~Triangle", scope: !2058, type: !5384, containingType: !2058, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5387 = !{!5388}
!5388 = !DILocalVariable(name: "this", arg: 1, scope: !5383, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!5389 = !DILocation(line: 0, scope: !5383)
!5390 = !DILocation(line: 52, column: 7, scope: !5383)
!5391 = distinct !DISubprogram(name: "area", linkageName: "_ZNK8Triangle4areaEv", scope: !2058, file: !8, line: 57, type: !2069, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2068, retainedNodes: !5392)
!5392 = !{!5393, !5395, !5396, !5397, !5398}
!5393 = !DILocalVariable(name: "this", arg: 1, scope: !5391, type: !5394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2072, size: 64)
!5395 = !DILocalVariable(name: "s", scope: !5391, file: !8, line: 59, type: !130)
!5396 = !DILocalVariable(name: "q", scope: !5391, file: !8, line: 60, type: !130)
!5397 = !DILocalVariable(name: "x", scope: !5391, file: !8, line: 62, type: !130)
!5398 = !DILocalVariable(name: "i", scope: !5399, file: !8, line: 63, type: !19)
!5399 = distinct !DILexicalBlock(scope: !5391, file: !8, line: 63, column: 5)
!5400 = !DILocation(line: 0, scope: !5391)
!5401 = !DILocation(line: 59, column: 17, scope: !5391)
!5402 = !{!4201, !3579, i64 8}
!5403 = !DILocation(line: 59, column: 21, scope: !5391)
!5404 = !{!4201, !3579, i64 16}
!5405 = !DILocation(line: 59, column: 19, scope: !5391)
!5406 = !DILocation(line: 59, column: 25, scope: !5391)
!5407 = !DILocation(line: 59, column: 23, scope: !5391)
!5408 = !DILocation(line: 59, column: 28, scope: !5391)
!5409 = !DILocation(line: 60, column: 23, scope: !5391)
!5410 = !DILocation(line: 60, column: 18, scope: !5391)
!5411 = !DILocation(line: 60, column: 33, scope: !5391)
!5412 = !DILocation(line: 60, column: 28, scope: !5391)
!5413 = !DILocation(line: 60, column: 43, scope: !5391)
!5414 = !DILocation(line: 60, column: 38, scope: !5391)
!5415 = !DILocation(line: 62, column: 18, scope: !5391)
!5416 = !DILocation(line: 62, column: 16, scope: !5391)
!5417 = !DILocation(line: 0, scope: !5399)
!5418 = !DILocation(line: 64, column: 24, scope: !5419)
!5419 = distinct !DILexicalBlock(scope: !5399, file: !8, line: 63, column: 5)
!5420 = !DILocation(line: 64, column: 20, scope: !5419)
!5421 = !DILocation(line: 64, column: 15, scope: !5419)
!5422 = !DILocation(line: 65, column: 5, scope: !5391)
!5423 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK8Triangle9perimeterEv", scope: !2058, file: !8, line: 67, type: !2069, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2073, retainedNodes: !5424)
!5424 = !{!5425}
!5425 = !DILocalVariable(name: "this", arg: 1, scope: !5423, type: !5394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5426 = !DILocation(line: 0, scope: !5423)
!5427 = !DILocation(line: 67, column: 46, scope: !5423)
!5428 = !DILocation(line: 67, column: 50, scope: !5423)
!5429 = !DILocation(line: 67, column: 48, scope: !5423)
!5430 = !DILocation(line: 67, column: 54, scope: !5423)
!5431 = !DILocation(line: 67, column: 52, scope: !5423)
!5432 = !DILocation(line: 67, column: 39, scope: !5423)
!5433 = distinct !DISubprogram(name: "scale", linkageName: "_ZN8Triangle5scaleEd", scope: !2058, file: !8, line: 68, type: !2075, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2074, retainedNodes: !5434)
!5434 = !{!5435, !5436}
!5435 = !DILocalVariable(name: "this", arg: 1, scope: !5433, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!5436 = !DILocalVariable(name: "f", arg: 2, scope: !5433, file: !8, line: 68, type: !130)
!5437 = !DILocation(line: 0, scope: !5433)
!5438 = !DILocation(line: 70, column: 5, scope: !5433)
!5439 = !DILocation(line: 70, column: 7, scope: !5433)
!5440 = !DILocation(line: 72, column: 5, scope: !5433)
!5441 = !DILocation(line: 72, column: 7, scope: !5433)
!5442 = !DILocation(line: 73, column: 3, scope: !5433)
!5443 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_shapes_virtual.cpp", scope: !2719, file: !2719, type: !5444, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!5444 = !DISubroutineType(types: !173)
!5445 = !DILocation(line: 74, column: 25, scope: !5446, inlinedAt: !5448)
!5446 = !DILexicalBlockFile(scope: !5447, file: !3, discriminator: 0)
!5447 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !2719, file: !2719, type: !2381, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!5448 = distinct !DILocation(line: 0, scope: !5443)
!5449 = !DILocation(line: 0, scope: !5447, inlinedAt: !5448)
