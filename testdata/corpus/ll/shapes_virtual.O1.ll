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
  %18 = call noundef double %17(%class.Shape* noundef nonnull align 8 dereferenceable(8) %13), !dbg !3424
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
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !3438 {
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
  call void @llvm.dbg.value(metadata i32 %0, metadata !3442, metadata !DIExpression()), !dbg !3462
  call void @llvm.dbg.value(metadata i8** %1, metadata !3443, metadata !DIExpression()), !dbg !3462
  %13 = icmp sgt i32 %0, 1, !dbg !3463
  br i1 %13, label %14, label %19, !dbg !3464

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !3465
  %16 = load i8*, i8** %15, align 8, !dbg !3465, !tbaa !3341
  call void @llvm.dbg.value(metadata i8* %16, metadata !2400, metadata !DIExpression()) #17, !dbg !3466
  %17 = call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #17, !dbg !3468
  %18 = trunc i64 %17 to i32, !dbg !3468
  br label %19, !dbg !3464

19:                                               ; preds = %2, %14
  %20 = phi i32 [ %18, %14 ], [ 3000, %2 ], !dbg !3464
  call void @llvm.dbg.value(metadata i32 %20, metadata !3444, metadata !DIExpression()), !dbg !3462
  %21 = bitcast %"class.std::vector"* %7 to i8*, !dbg !3469
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %21) #17, !dbg !3469
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !3445, metadata !DIExpression()), !dbg !3470
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3471, metadata !DIExpression()) #17, !dbg !3475
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3477, metadata !DIExpression()) #17, !dbg !3481
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3483, metadata !DIExpression()) #17, !dbg !3487
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3489, metadata !DIExpression()) #17, !dbg !3493
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false) #17, !dbg !3495
  call void @llvm.dbg.value(metadata i32 0, metadata !3446, metadata !DIExpression()), !dbg !3496
  %22 = icmp sgt i32 %20, 0, !dbg !3497
  br i1 %22, label %23, label %44, !dbg !3498

23:                                               ; preds = %19
  %24 = bitcast %"class.std::unique_ptr"* %10 to i8*
  %25 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %10, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %26 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1
  %27 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 2
  %28 = bitcast %"class.std::unique_ptr"* %10 to i64*
  %29 = bitcast %"class.std::unique_ptr"* %9 to i8*
  %30 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %9, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %31 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1
  %32 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 2
  %33 = bitcast %"class.std::unique_ptr"* %9 to i64*
  %34 = bitcast %"class.std::unique_ptr"* %8 to i8*
  %35 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %36 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1
  %37 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 2
  %38 = bitcast %"class.std::unique_ptr"* %8 to i64*
  %39 = bitcast %"class.std::unique_ptr"* %11 to i8*
  %40 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %11, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0
  %41 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1
  %42 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 2
  %43 = bitcast %"class.std::unique_ptr"* %11 to i64*
  br label %64, !dbg !3498

44:                                               ; preds = %238, %19
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3316, metadata !DIExpression()), !dbg !3499
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3499
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3318, metadata !DIExpression()), !dbg !3501
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3326, metadata !DIExpression()), !dbg !3502
  %45 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !3504
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3505
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %45, metadata !3336, metadata !DIExpression()), !dbg !3505
  %46 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %45, align 8, !dbg !3507, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3320, metadata !DIExpression()), !dbg !3501
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3345, metadata !DIExpression()), !dbg !3508
  %47 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %7, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !3510
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !3511
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %47, metadata !3336, metadata !DIExpression()), !dbg !3511
  %48 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %47, align 8, !dbg !3513, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %48, metadata !3321, metadata !DIExpression()), !dbg !3501
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3320, metadata !DIExpression()), !dbg !3501
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !3499
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3514
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3514
  %49 = icmp eq %"class.std::unique_ptr"* %46, %48, !dbg !3516
  br i1 %49, label %241, label %50, !dbg !3517

50:                                               ; preds = %44, %60
  %51 = phi double [ %61, %60 ], [ 0.000000e+00, %44 ]
  %52 = phi %"class.std::unique_ptr"* [ %62, %60 ], [ %46, %44 ]
  call void @llvm.dbg.value(metadata double %51, metadata !3317, metadata !DIExpression()), !dbg !3499
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3320, metadata !DIExpression()), !dbg !3501
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3322, metadata !DIExpression()), !dbg !3518
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3367, metadata !DIExpression()), !dbg !3519
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3372, metadata !DIExpression()), !dbg !3521
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3377, metadata !DIExpression()), !dbg !3523
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3383, metadata !DIExpression()), !dbg !3525
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3405, metadata !DIExpression()), !dbg !3527
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3412, metadata !DIExpression()), !dbg !3529
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !3417, metadata !DIExpression()), !dbg !3531
  %53 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %52, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !3533
  %54 = load %class.Shape*, %class.Shape** %53, align 8, !dbg !3534, !tbaa !3341
  %55 = bitcast %class.Shape* %54 to double (%class.Shape*)***, !dbg !3535
  %56 = load double (%class.Shape*)**, double (%class.Shape*)*** %55, align 8, !dbg !3535, !tbaa !3425
  %57 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %56, i64 2, !dbg !3535
  %58 = load double (%class.Shape*)*, double (%class.Shape*)** %57, align 8, !dbg !3535
  %59 = invoke noundef double %58(%class.Shape* noundef nonnull align 8 dereferenceable(8) %54)
          to label %60 unwind label %266, !dbg !3535

60:                                               ; preds = %50
  %61 = fadd double %51, %59, !dbg !3536
  call void @llvm.dbg.value(metadata double %61, metadata !3317, metadata !DIExpression()), !dbg !3499
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3428, metadata !DIExpression()), !dbg !3537
  %62 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %52, i64 1, !dbg !3539
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %62, metadata !3320, metadata !DIExpression()), !dbg !3501
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !3514
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !3514
  %63 = icmp eq %"class.std::unique_ptr"* %62, %48, !dbg !3516
  br i1 %63, label %241, label %50, !dbg !3517, !llvm.loop !3540

64:                                               ; preds = %23, %238
  %65 = phi i32 [ 0, %23 ], [ %239, %238 ]
  call void @llvm.dbg.value(metadata i32 %65, metadata !3446, metadata !DIExpression()), !dbg !3496
  %66 = urem i32 %65, 7, !dbg !3543
  %67 = add nuw nsw i32 %66, 1, !dbg !3544
  %68 = sitofp i32 %67 to double, !dbg !3544
  call void @llvm.dbg.value(metadata double %68, metadata !3448, metadata !DIExpression()), !dbg !3545
  %69 = and i32 %65, 3, !dbg !3546
  switch i32 %69, label %193 [
    i32 0, label %70
    i32 1, label %110
    i32 2, label %152
  ], !dbg !3547

70:                                               ; preds = %64
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #17, !dbg !3548
  call void @llvm.dbg.value(metadata double* undef, metadata !3550, metadata !DIExpression()), !dbg !3564
  %71 = invoke noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #18
          to label %72 unwind label %95, !dbg !3566

72:                                               ; preds = %70
  %73 = bitcast i8* %71 to %class.Circle*, !dbg !3566
  call void @llvm.dbg.value(metadata %class.Circle* %73, metadata !3567, metadata !DIExpression()), !dbg !3571
  call void @llvm.dbg.value(metadata double %68, metadata !3570, metadata !DIExpression()), !dbg !3571
  %74 = getelementptr inbounds %class.Circle, %class.Circle* %73, i64 0, i32 0, i32 0, !dbg !3573
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %74, align 8, !dbg !3573, !tbaa !3425, !noalias !3574
  %75 = getelementptr inbounds %class.Circle, %class.Circle* %73, i64 0, i32 1, !dbg !3577
  store double %68, double* %75, align 8, !dbg !3577, !tbaa !3578, !noalias !3574
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3581, metadata !DIExpression()), !dbg !3590
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3589, metadata !DIExpression()), !dbg !3590
  %76 = getelementptr %class.Circle, %class.Circle* %73, i64 0, i32 0, !dbg !3592
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3593, metadata !DIExpression()), !dbg !3603
  call void @llvm.dbg.value(metadata %class.Shape* %76, metadata !3600, metadata !DIExpression()), !dbg !3603
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3601, metadata !DIExpression()), !dbg !3603
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3605, metadata !DIExpression()), !dbg !3616
  call void @llvm.dbg.value(metadata %class.Shape* %76, metadata !3613, metadata !DIExpression()), !dbg !3616
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3614, metadata !DIExpression()), !dbg !3616
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3618, metadata !DIExpression()), !dbg !3631
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3628, metadata !DIExpression()), !dbg !3631
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3629, metadata !DIExpression()), !dbg !3631
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3633, metadata !DIExpression()), !dbg !3645
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3642, metadata !DIExpression()), !dbg !3645
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.2"* undef, metadata !3643, metadata !DIExpression()), !dbg !3645
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3647, metadata !DIExpression()), !dbg !3656
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3654, metadata !DIExpression()), !dbg !3656
  store %class.Shape* %76, %class.Shape** %35, align 8, !dbg !3658, !tbaa !3659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3661, metadata !DIExpression()), !dbg !3665
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3664, metadata !DIExpression()), !dbg !3665
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3667, metadata !DIExpression()), !dbg !3678
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3677, metadata !DIExpression()), !dbg !3678
  %77 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %36, align 8, !dbg !3680, !tbaa !3682
  %78 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %37, align 8, !dbg !3684, !tbaa !3685
  %79 = icmp eq %"class.std::unique_ptr"* %77, %78, !dbg !3686
  br i1 %79, label %85, label %80, !dbg !3687

80:                                               ; preds = %72
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3688, metadata !DIExpression()), !dbg !3698
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %77, metadata !3696, metadata !DIExpression()), !dbg !3698
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3697, metadata !DIExpression()), !dbg !3698
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3701, metadata !DIExpression()), !dbg !3710
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %77, metadata !3707, metadata !DIExpression()), !dbg !3710
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3708, metadata !DIExpression()), !dbg !3710
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %77, metadata !3712, metadata !DIExpression()), !dbg !3716
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3715, metadata !DIExpression()), !dbg !3716
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %77, metadata !3718, metadata !DIExpression()), !dbg !3722
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3721, metadata !DIExpression()), !dbg !3722
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %77, metadata !3724, metadata !DIExpression()), !dbg !3728
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3727, metadata !DIExpression()), !dbg !3728
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %77, metadata !3730, metadata !DIExpression()), !dbg !3734
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3733, metadata !DIExpression()), !dbg !3734
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %77, metadata !3736, metadata !DIExpression()), !dbg !3740
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3739, metadata !DIExpression()), !dbg !3740
  %81 = bitcast %"class.std::unique_ptr"* %77 to i64*, !dbg !3742
  %82 = load i64, i64* %38, align 8, !dbg !3742, !tbaa !3341
  store i64 %82, i64* %81, align 8, !dbg !3742, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3743, metadata !DIExpression()), !dbg !3746
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3749, metadata !DIExpression()), !dbg !3755
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3757, metadata !DIExpression()), !dbg !3760
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3762, metadata !DIExpression()), !dbg !3765
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3767, metadata !DIExpression()), !dbg !3770
  store %class.Shape* null, %class.Shape** %35, align 8, !dbg !3772, !tbaa !3341
  %83 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %36, align 8, !dbg !3773, !tbaa !3682
  %84 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %83, i64 1, !dbg !3773
  store %"class.std::unique_ptr"* %84, %"class.std::unique_ptr"** %36, align 8, !dbg !3773, !tbaa !3682
  br label %86, !dbg !3774

85:                                               ; preds = %72
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %77, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %8)
          to label %86 unwind label %97, !dbg !3775

86:                                               ; preds = %80, %85
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3776, metadata !DIExpression()) #17, !dbg !3781
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3743, metadata !DIExpression()) #17, !dbg !3783
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3749, metadata !DIExpression()) #17, !dbg !3785
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3757, metadata !DIExpression()) #17, !dbg !3787
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3762, metadata !DIExpression()) #17, !dbg !3789
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3767, metadata !DIExpression()) #17, !dbg !3791
  call void @llvm.dbg.value(metadata %class.Shape** %35, metadata !3779, metadata !DIExpression()) #17, !dbg !3793
  %87 = load %class.Shape*, %class.Shape** %35, align 8, !dbg !3794, !tbaa !3341
  %88 = icmp eq %class.Shape* %87, null, !dbg !3796
  br i1 %88, label %94, label %89, !dbg !3797

89:                                               ; preds = %86
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3798, metadata !DIExpression()) #17, !dbg !3803
  call void @llvm.dbg.value(metadata %class.Shape* %87, metadata !3801, metadata !DIExpression()) #17, !dbg !3803
  %90 = bitcast %class.Shape* %87 to void (%class.Shape*)***, !dbg !3805
  %91 = load void (%class.Shape*)**, void (%class.Shape*)*** %90, align 8, !dbg !3805, !tbaa !3425
  %92 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %91, i64 1, !dbg !3805
  %93 = load void (%class.Shape*)*, void (%class.Shape*)** %92, align 8, !dbg !3805
  call void %93(%class.Shape* noundef nonnull align 8 dereferenceable(8) %87) #17, !dbg !3805
  br label %94, !dbg !3806

94:                                               ; preds = %86, %89
  store %class.Shape* null, %class.Shape** %35, align 8, !dbg !3807, !tbaa !3341
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #17, !dbg !3808
  br label %238, !dbg !3809

95:                                               ; preds = %70
  %96 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  br label %107, !dbg !3810

97:                                               ; preds = %85
  %98 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3776, metadata !DIExpression()) #17, !dbg !3811
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3743, metadata !DIExpression()) #17, !dbg !3813
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3749, metadata !DIExpression()) #17, !dbg !3815
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3757, metadata !DIExpression()) #17, !dbg !3817
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3762, metadata !DIExpression()) #17, !dbg !3819
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3767, metadata !DIExpression()) #17, !dbg !3821
  call void @llvm.dbg.value(metadata %class.Shape** %35, metadata !3779, metadata !DIExpression()) #17, !dbg !3823
  %99 = load %class.Shape*, %class.Shape** %35, align 8, !dbg !3824, !tbaa !3341
  %100 = icmp eq %class.Shape* %99, null, !dbg !3825
  br i1 %100, label %106, label %101, !dbg !3826

101:                                              ; preds = %97
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3798, metadata !DIExpression()) #17, !dbg !3827
  call void @llvm.dbg.value(metadata %class.Shape* %99, metadata !3801, metadata !DIExpression()) #17, !dbg !3827
  %102 = bitcast %class.Shape* %99 to void (%class.Shape*)***, !dbg !3829
  %103 = load void (%class.Shape*)**, void (%class.Shape*)*** %102, align 8, !dbg !3829, !tbaa !3425
  %104 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %103, i64 1, !dbg !3829
  %105 = load void (%class.Shape*)*, void (%class.Shape*)** %104, align 8, !dbg !3829
  call void %105(%class.Shape* noundef nonnull align 8 dereferenceable(8) %99) #17, !dbg !3829
  br label %106, !dbg !3830

106:                                              ; preds = %97, %101
  store %class.Shape* null, %class.Shape** %35, align 8, !dbg !3831, !tbaa !3341
  br label %107, !dbg !3808

107:                                              ; preds = %106, %95
  %108 = phi { i8*, i32 } [ %98, %106 ], [ %96, %95 ]
  %109 = bitcast %"class.std::unique_ptr"* %8 to i8*, !dbg !3548
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %109) #17, !dbg !3808
  br label %451, !dbg !3808

110:                                              ; preds = %64
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #17, !dbg !3832
  call void @llvm.dbg.value(metadata double %68, metadata !3448, metadata !DIExpression()), !dbg !3545
  call void @llvm.dbg.value(metadata double* undef, metadata !3833, metadata !DIExpression()), !dbg !3847
  call void @llvm.dbg.value(metadata double* undef, metadata !3842, metadata !DIExpression()), !dbg !3847
  %111 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #18
          to label %112 unwind label %137, !dbg !3849

112:                                              ; preds = %110
  %113 = fadd double %68, 1.000000e+00, !dbg !3850
  %114 = bitcast i8* %111 to %class.Rect*, !dbg !3849
  call void @llvm.dbg.value(metadata %class.Rect* %114, metadata !3851, metadata !DIExpression()), !dbg !3856
  call void @llvm.dbg.value(metadata double %68, metadata !3854, metadata !DIExpression()), !dbg !3856
  call void @llvm.dbg.value(metadata double %113, metadata !3855, metadata !DIExpression()), !dbg !3856
  %115 = getelementptr inbounds %class.Rect, %class.Rect* %114, i64 0, i32 0, i32 0, !dbg !3858
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4Rect, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %115, align 8, !dbg !3858, !tbaa !3425, !noalias !3859
  %116 = getelementptr inbounds %class.Rect, %class.Rect* %114, i64 0, i32 1, !dbg !3862
  store double %68, double* %116, align 8, !dbg !3862, !tbaa !3863, !noalias !3859
  %117 = getelementptr inbounds %class.Rect, %class.Rect* %114, i64 0, i32 2, !dbg !3865
  store double %113, double* %117, align 8, !dbg !3865, !tbaa !3866, !noalias !3859
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3867, metadata !DIExpression()), !dbg !3875
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3874, metadata !DIExpression()), !dbg !3875
  %118 = getelementptr %class.Rect, %class.Rect* %114, i64 0, i32 0, !dbg !3877
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3878, metadata !DIExpression()), !dbg !3887
  call void @llvm.dbg.value(metadata %class.Shape* %118, metadata !3885, metadata !DIExpression()), !dbg !3887
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3886, metadata !DIExpression()), !dbg !3887
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3889, metadata !DIExpression()), !dbg !3899
  call void @llvm.dbg.value(metadata %class.Shape* %118, metadata !3897, metadata !DIExpression()), !dbg !3899
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3898, metadata !DIExpression()), !dbg !3899
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3901, metadata !DIExpression()), !dbg !3911
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3909, metadata !DIExpression()), !dbg !3911
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3910, metadata !DIExpression()), !dbg !3911
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3913, metadata !DIExpression()), !dbg !3923
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3921, metadata !DIExpression()), !dbg !3923
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.10"* undef, metadata !3922, metadata !DIExpression()), !dbg !3923
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3647, metadata !DIExpression()), !dbg !3925
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3654, metadata !DIExpression()), !dbg !3925
  store %class.Shape* %118, %class.Shape** %30, align 8, !dbg !3927, !tbaa !3659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3661, metadata !DIExpression()), !dbg !3928
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3664, metadata !DIExpression()), !dbg !3928
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3667, metadata !DIExpression()), !dbg !3930
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3677, metadata !DIExpression()), !dbg !3930
  %119 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %31, align 8, !dbg !3932, !tbaa !3682
  %120 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %32, align 8, !dbg !3933, !tbaa !3685
  %121 = icmp eq %"class.std::unique_ptr"* %119, %120, !dbg !3934
  br i1 %121, label %127, label %122, !dbg !3935

122:                                              ; preds = %112
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3688, metadata !DIExpression()), !dbg !3936
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %119, metadata !3696, metadata !DIExpression()), !dbg !3936
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3697, metadata !DIExpression()), !dbg !3936
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3701, metadata !DIExpression()), !dbg !3938
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %119, metadata !3707, metadata !DIExpression()), !dbg !3938
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3708, metadata !DIExpression()), !dbg !3938
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %119, metadata !3712, metadata !DIExpression()), !dbg !3940
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3715, metadata !DIExpression()), !dbg !3940
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %119, metadata !3718, metadata !DIExpression()), !dbg !3942
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3721, metadata !DIExpression()), !dbg !3942
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %119, metadata !3724, metadata !DIExpression()), !dbg !3944
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3727, metadata !DIExpression()), !dbg !3944
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %119, metadata !3730, metadata !DIExpression()), !dbg !3946
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3733, metadata !DIExpression()), !dbg !3946
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %119, metadata !3736, metadata !DIExpression()), !dbg !3948
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3739, metadata !DIExpression()), !dbg !3948
  %123 = bitcast %"class.std::unique_ptr"* %119 to i64*, !dbg !3950
  %124 = load i64, i64* %33, align 8, !dbg !3950, !tbaa !3341
  store i64 %124, i64* %123, align 8, !dbg !3950, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3743, metadata !DIExpression()), !dbg !3951
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3749, metadata !DIExpression()), !dbg !3953
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3757, metadata !DIExpression()), !dbg !3955
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3762, metadata !DIExpression()), !dbg !3957
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3767, metadata !DIExpression()), !dbg !3959
  store %class.Shape* null, %class.Shape** %30, align 8, !dbg !3961, !tbaa !3341
  %125 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %31, align 8, !dbg !3962, !tbaa !3682
  %126 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %125, i64 1, !dbg !3962
  store %"class.std::unique_ptr"* %126, %"class.std::unique_ptr"** %31, align 8, !dbg !3962, !tbaa !3682
  br label %128, !dbg !3963

127:                                              ; preds = %112
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %119, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %9)
          to label %128 unwind label %139, !dbg !3964

128:                                              ; preds = %122, %127
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3776, metadata !DIExpression()) #17, !dbg !3965
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3743, metadata !DIExpression()) #17, !dbg !3967
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3749, metadata !DIExpression()) #17, !dbg !3969
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3757, metadata !DIExpression()) #17, !dbg !3971
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3762, metadata !DIExpression()) #17, !dbg !3973
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3767, metadata !DIExpression()) #17, !dbg !3975
  call void @llvm.dbg.value(metadata %class.Shape** %30, metadata !3779, metadata !DIExpression()) #17, !dbg !3977
  %129 = load %class.Shape*, %class.Shape** %30, align 8, !dbg !3978, !tbaa !3341
  %130 = icmp eq %class.Shape* %129, null, !dbg !3979
  br i1 %130, label %136, label %131, !dbg !3980

131:                                              ; preds = %128
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3798, metadata !DIExpression()) #17, !dbg !3981
  call void @llvm.dbg.value(metadata %class.Shape* %129, metadata !3801, metadata !DIExpression()) #17, !dbg !3981
  %132 = bitcast %class.Shape* %129 to void (%class.Shape*)***, !dbg !3983
  %133 = load void (%class.Shape*)**, void (%class.Shape*)*** %132, align 8, !dbg !3983, !tbaa !3425
  %134 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %133, i64 1, !dbg !3983
  %135 = load void (%class.Shape*)*, void (%class.Shape*)** %134, align 8, !dbg !3983
  call void %135(%class.Shape* noundef nonnull align 8 dereferenceable(8) %129) #17, !dbg !3983
  br label %136, !dbg !3984

136:                                              ; preds = %128, %131
  store %class.Shape* null, %class.Shape** %30, align 8, !dbg !3985, !tbaa !3341
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #17, !dbg !3986
  br label %238, !dbg !3987

137:                                              ; preds = %110
  %138 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  br label %149, !dbg !3810

139:                                              ; preds = %127
  %140 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3776, metadata !DIExpression()) #17, !dbg !3988
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3743, metadata !DIExpression()) #17, !dbg !3990
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3749, metadata !DIExpression()) #17, !dbg !3992
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3757, metadata !DIExpression()) #17, !dbg !3994
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3762, metadata !DIExpression()) #17, !dbg !3996
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3767, metadata !DIExpression()) #17, !dbg !3998
  call void @llvm.dbg.value(metadata %class.Shape** %30, metadata !3779, metadata !DIExpression()) #17, !dbg !4000
  %141 = load %class.Shape*, %class.Shape** %30, align 8, !dbg !4001, !tbaa !3341
  %142 = icmp eq %class.Shape* %141, null, !dbg !4002
  br i1 %142, label %148, label %143, !dbg !4003

143:                                              ; preds = %139
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %9, metadata !3798, metadata !DIExpression()) #17, !dbg !4004
  call void @llvm.dbg.value(metadata %class.Shape* %141, metadata !3801, metadata !DIExpression()) #17, !dbg !4004
  %144 = bitcast %class.Shape* %141 to void (%class.Shape*)***, !dbg !4006
  %145 = load void (%class.Shape*)**, void (%class.Shape*)*** %144, align 8, !dbg !4006, !tbaa !3425
  %146 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %145, i64 1, !dbg !4006
  %147 = load void (%class.Shape*)*, void (%class.Shape*)** %146, align 8, !dbg !4006
  call void %147(%class.Shape* noundef nonnull align 8 dereferenceable(8) %141) #17, !dbg !4006
  br label %148, !dbg !4007

148:                                              ; preds = %139, %143
  store %class.Shape* null, %class.Shape** %30, align 8, !dbg !4008, !tbaa !3341
  br label %149, !dbg !3986

149:                                              ; preds = %148, %137
  %150 = phi { i8*, i32 } [ %140, %148 ], [ %138, %137 ]
  %151 = bitcast %"class.std::unique_ptr"* %9 to i8*, !dbg !3832
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %151) #17, !dbg !3986
  br label %451, !dbg !3986

152:                                              ; preds = %64
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #17, !dbg !4009
  call void @llvm.dbg.value(metadata double* undef, metadata !4010, metadata !DIExpression()), !dbg !4019
  %153 = invoke noalias noundef nonnull dereferenceable(24) i8* @_Znwm(i64 noundef 24) #18
          to label %154 unwind label %178, !dbg !4021

154:                                              ; preds = %152
  %155 = bitcast i8* %153 to %class.Square*, !dbg !4021
  call void @llvm.dbg.value(metadata %class.Square* %155, metadata !4022, metadata !DIExpression()), !dbg !4026
  call void @llvm.dbg.value(metadata double %68, metadata !4025, metadata !DIExpression()), !dbg !4026
  call void @llvm.dbg.value(metadata %class.Square* %155, metadata !3851, metadata !DIExpression()), !dbg !4028
  call void @llvm.dbg.value(metadata double %68, metadata !3854, metadata !DIExpression()), !dbg !4028
  call void @llvm.dbg.value(metadata double %68, metadata !3855, metadata !DIExpression()), !dbg !4028
  %156 = getelementptr inbounds %class.Square, %class.Square* %155, i64 0, i32 0, i32 0, i32 0, !dbg !4030
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV4Rect, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %156, align 8, !dbg !4030, !tbaa !3425, !noalias !4031
  %157 = getelementptr inbounds %class.Square, %class.Square* %155, i64 0, i32 0, i32 1, !dbg !4034
  store double %68, double* %157, align 8, !dbg !4034, !tbaa !3863, !noalias !4031
  %158 = getelementptr inbounds %class.Square, %class.Square* %155, i64 0, i32 0, i32 2, !dbg !4035
  store double %68, double* %158, align 8, !dbg !4035, !tbaa !3866, !noalias !4031
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %156, align 8, !dbg !4036, !tbaa !3425, !noalias !4031
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4037, metadata !DIExpression()), !dbg !4045
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4044, metadata !DIExpression()), !dbg !4045
  %159 = getelementptr %class.Square, %class.Square* %155, i64 0, i32 0, i32 0, !dbg !4047
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4048, metadata !DIExpression()), !dbg !4057
  call void @llvm.dbg.value(metadata %class.Shape* %159, metadata !4055, metadata !DIExpression()), !dbg !4057
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4056, metadata !DIExpression()), !dbg !4057
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4059, metadata !DIExpression()), !dbg !4069
  call void @llvm.dbg.value(metadata %class.Shape* %159, metadata !4067, metadata !DIExpression()), !dbg !4069
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4068, metadata !DIExpression()), !dbg !4069
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4071, metadata !DIExpression()), !dbg !4081
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4079, metadata !DIExpression()), !dbg !4081
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4080, metadata !DIExpression()), !dbg !4081
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !4083, metadata !DIExpression()), !dbg !4093
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4091, metadata !DIExpression()), !dbg !4093
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.18"* undef, metadata !4092, metadata !DIExpression()), !dbg !4093
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3647, metadata !DIExpression()), !dbg !4095
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3654, metadata !DIExpression()), !dbg !4095
  store %class.Shape* %159, %class.Shape** %25, align 8, !dbg !4097, !tbaa !3659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3661, metadata !DIExpression()), !dbg !4098
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3664, metadata !DIExpression()), !dbg !4098
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3667, metadata !DIExpression()), !dbg !4100
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3677, metadata !DIExpression()), !dbg !4100
  %160 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %26, align 8, !dbg !4102, !tbaa !3682
  %161 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %27, align 8, !dbg !4103, !tbaa !3685
  %162 = icmp eq %"class.std::unique_ptr"* %160, %161, !dbg !4104
  br i1 %162, label %168, label %163, !dbg !4105

163:                                              ; preds = %154
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3688, metadata !DIExpression()), !dbg !4106
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %160, metadata !3696, metadata !DIExpression()), !dbg !4106
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3697, metadata !DIExpression()), !dbg !4106
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3701, metadata !DIExpression()), !dbg !4108
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %160, metadata !3707, metadata !DIExpression()), !dbg !4108
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3708, metadata !DIExpression()), !dbg !4108
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %160, metadata !3712, metadata !DIExpression()), !dbg !4110
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3715, metadata !DIExpression()), !dbg !4110
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %160, metadata !3718, metadata !DIExpression()), !dbg !4112
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3721, metadata !DIExpression()), !dbg !4112
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %160, metadata !3724, metadata !DIExpression()), !dbg !4114
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3727, metadata !DIExpression()), !dbg !4114
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %160, metadata !3730, metadata !DIExpression()), !dbg !4116
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3733, metadata !DIExpression()), !dbg !4116
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %160, metadata !3736, metadata !DIExpression()), !dbg !4118
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3739, metadata !DIExpression()), !dbg !4118
  %164 = bitcast %"class.std::unique_ptr"* %160 to i64*, !dbg !4120
  %165 = load i64, i64* %28, align 8, !dbg !4120, !tbaa !3341
  store i64 %165, i64* %164, align 8, !dbg !4120, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3743, metadata !DIExpression()), !dbg !4121
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3749, metadata !DIExpression()), !dbg !4123
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3757, metadata !DIExpression()), !dbg !4125
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3762, metadata !DIExpression()), !dbg !4127
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3767, metadata !DIExpression()), !dbg !4129
  store %class.Shape* null, %class.Shape** %25, align 8, !dbg !4131, !tbaa !3341
  %166 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %26, align 8, !dbg !4132, !tbaa !3682
  %167 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %166, i64 1, !dbg !4132
  store %"class.std::unique_ptr"* %167, %"class.std::unique_ptr"** %26, align 8, !dbg !4132, !tbaa !3682
  br label %169, !dbg !4133

168:                                              ; preds = %154
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %160, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %10)
          to label %169 unwind label %180, !dbg !4134

169:                                              ; preds = %163, %168
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3776, metadata !DIExpression()) #17, !dbg !4135
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3743, metadata !DIExpression()) #17, !dbg !4137
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3749, metadata !DIExpression()) #17, !dbg !4139
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3757, metadata !DIExpression()) #17, !dbg !4141
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3762, metadata !DIExpression()) #17, !dbg !4143
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3767, metadata !DIExpression()) #17, !dbg !4145
  call void @llvm.dbg.value(metadata %class.Shape** %25, metadata !3779, metadata !DIExpression()) #17, !dbg !4147
  %170 = load %class.Shape*, %class.Shape** %25, align 8, !dbg !4148, !tbaa !3341
  %171 = icmp eq %class.Shape* %170, null, !dbg !4149
  br i1 %171, label %177, label %172, !dbg !4150

172:                                              ; preds = %169
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3798, metadata !DIExpression()) #17, !dbg !4151
  call void @llvm.dbg.value(metadata %class.Shape* %170, metadata !3801, metadata !DIExpression()) #17, !dbg !4151
  %173 = bitcast %class.Shape* %170 to void (%class.Shape*)***, !dbg !4153
  %174 = load void (%class.Shape*)**, void (%class.Shape*)*** %173, align 8, !dbg !4153, !tbaa !3425
  %175 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %174, i64 1, !dbg !4153
  %176 = load void (%class.Shape*)*, void (%class.Shape*)** %175, align 8, !dbg !4153
  call void %176(%class.Shape* noundef nonnull align 8 dereferenceable(8) %170) #17, !dbg !4153
  br label %177, !dbg !4154

177:                                              ; preds = %169, %172
  store %class.Shape* null, %class.Shape** %25, align 8, !dbg !4155, !tbaa !3341
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #17, !dbg !4156
  br label %238, !dbg !4157

178:                                              ; preds = %152
  %179 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  br label %190, !dbg !3810

180:                                              ; preds = %168
  %181 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3776, metadata !DIExpression()) #17, !dbg !4158
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3743, metadata !DIExpression()) #17, !dbg !4160
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3749, metadata !DIExpression()) #17, !dbg !4162
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3757, metadata !DIExpression()) #17, !dbg !4164
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3762, metadata !DIExpression()) #17, !dbg !4166
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3767, metadata !DIExpression()) #17, !dbg !4168
  call void @llvm.dbg.value(metadata %class.Shape** %25, metadata !3779, metadata !DIExpression()) #17, !dbg !4170
  %182 = load %class.Shape*, %class.Shape** %25, align 8, !dbg !4171, !tbaa !3341
  %183 = icmp eq %class.Shape* %182, null, !dbg !4172
  br i1 %183, label %189, label %184, !dbg !4173

184:                                              ; preds = %180
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %10, metadata !3798, metadata !DIExpression()) #17, !dbg !4174
  call void @llvm.dbg.value(metadata %class.Shape* %182, metadata !3801, metadata !DIExpression()) #17, !dbg !4174
  %185 = bitcast %class.Shape* %182 to void (%class.Shape*)***, !dbg !4176
  %186 = load void (%class.Shape*)**, void (%class.Shape*)*** %185, align 8, !dbg !4176, !tbaa !3425
  %187 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %186, i64 1, !dbg !4176
  %188 = load void (%class.Shape*)*, void (%class.Shape*)** %187, align 8, !dbg !4176
  call void %188(%class.Shape* noundef nonnull align 8 dereferenceable(8) %182) #17, !dbg !4176
  br label %189, !dbg !4177

189:                                              ; preds = %180, %184
  store %class.Shape* null, %class.Shape** %25, align 8, !dbg !4178, !tbaa !3341
  br label %190, !dbg !4156

190:                                              ; preds = %189, %178
  %191 = phi { i8*, i32 } [ %181, %189 ], [ %179, %178 ]
  %192 = bitcast %"class.std::unique_ptr"* %10 to i8*, !dbg !4009
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %192) #17, !dbg !4156
  br label %451, !dbg !4156

193:                                              ; preds = %64
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %39) #17, !dbg !4179
  call void @llvm.dbg.value(metadata double %68, metadata !3448, metadata !DIExpression()), !dbg !3545
  call void @llvm.dbg.value(metadata double %68, metadata !3448, metadata !DIExpression()), !dbg !3545
  call void @llvm.dbg.value(metadata double %68, metadata !3448, metadata !DIExpression()), !dbg !3545
  call void @llvm.dbg.value(metadata double* undef, metadata !4180, metadata !DIExpression()), !dbg !4193
  call void @llvm.dbg.value(metadata double* undef, metadata !4188, metadata !DIExpression()), !dbg !4193
  call void @llvm.dbg.value(metadata double* undef, metadata !4189, metadata !DIExpression()), !dbg !4193
  %194 = invoke noalias noundef nonnull dereferenceable(32) i8* @_Znwm(i64 noundef 32) #18
          to label %195 unwind label %223, !dbg !4195

195:                                              ; preds = %193
  %196 = fadd double %68, 4.000000e+00, !dbg !4196
  %197 = fadd double %68, 3.000000e+00, !dbg !4197
  %198 = fadd double %68, 2.000000e+00, !dbg !4198
  %199 = bitcast i8* %194 to %class.Triangle*, !dbg !4195
  call void @llvm.dbg.value(metadata %class.Triangle* %199, metadata !4199, metadata !DIExpression()), !dbg !4205
  call void @llvm.dbg.value(metadata double %198, metadata !4202, metadata !DIExpression()), !dbg !4205
  call void @llvm.dbg.value(metadata double %197, metadata !4203, metadata !DIExpression()), !dbg !4205
  call void @llvm.dbg.value(metadata double %196, metadata !4204, metadata !DIExpression()), !dbg !4205
  %200 = getelementptr inbounds %class.Triangle, %class.Triangle* %199, i64 0, i32 0, i32 0, !dbg !4207
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [8 x i8*] }, { [8 x i8*] }* @_ZTV8Triangle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %200, align 8, !dbg !4207, !tbaa !3425, !noalias !4208
  %201 = getelementptr inbounds %class.Triangle, %class.Triangle* %199, i64 0, i32 1, !dbg !4211
  store double %198, double* %201, align 8, !dbg !4211, !tbaa !4212, !noalias !4208
  %202 = getelementptr inbounds %class.Triangle, %class.Triangle* %199, i64 0, i32 2, !dbg !4214
  store double %197, double* %202, align 8, !dbg !4214, !tbaa !4215, !noalias !4208
  %203 = getelementptr inbounds %class.Triangle, %class.Triangle* %199, i64 0, i32 3, !dbg !4216
  store double %196, double* %203, align 8, !dbg !4216, !tbaa !4217, !noalias !4208
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4218, metadata !DIExpression()), !dbg !4226
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4225, metadata !DIExpression()), !dbg !4226
  %204 = getelementptr %class.Triangle, %class.Triangle* %199, i64 0, i32 0, !dbg !4228
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4229, metadata !DIExpression()), !dbg !4238
  call void @llvm.dbg.value(metadata %class.Shape* %204, metadata !4236, metadata !DIExpression()), !dbg !4238
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4237, metadata !DIExpression()), !dbg !4238
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4240, metadata !DIExpression()), !dbg !4250
  call void @llvm.dbg.value(metadata %class.Shape* %204, metadata !4248, metadata !DIExpression()), !dbg !4250
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4249, metadata !DIExpression()), !dbg !4250
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4252, metadata !DIExpression()), !dbg !4262
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4260, metadata !DIExpression()), !dbg !4262
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4261, metadata !DIExpression()), !dbg !4262
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !4264, metadata !DIExpression()), !dbg !4274
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !4272, metadata !DIExpression()), !dbg !4274
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr.26"* undef, metadata !4273, metadata !DIExpression()), !dbg !4274
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3647, metadata !DIExpression()), !dbg !4276
  call void @llvm.dbg.value(metadata %class.Shape** undef, metadata !3654, metadata !DIExpression()), !dbg !4276
  store %class.Shape* %204, %class.Shape** %40, align 8, !dbg !4278, !tbaa !3659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3661, metadata !DIExpression()), !dbg !4279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3664, metadata !DIExpression()), !dbg !4279
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3667, metadata !DIExpression()), !dbg !4281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3677, metadata !DIExpression()), !dbg !4281
  %205 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %41, align 8, !dbg !4283, !tbaa !3682
  %206 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %42, align 8, !dbg !4284, !tbaa !3685
  %207 = icmp eq %"class.std::unique_ptr"* %205, %206, !dbg !4285
  br i1 %207, label %213, label %208, !dbg !4286

208:                                              ; preds = %195
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3688, metadata !DIExpression()), !dbg !4287
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %205, metadata !3696, metadata !DIExpression()), !dbg !4287
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3697, metadata !DIExpression()), !dbg !4287
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3701, metadata !DIExpression()), !dbg !4289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %205, metadata !3707, metadata !DIExpression()), !dbg !4289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3708, metadata !DIExpression()), !dbg !4289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %205, metadata !3712, metadata !DIExpression()), !dbg !4291
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3715, metadata !DIExpression()), !dbg !4291
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %205, metadata !3718, metadata !DIExpression()), !dbg !4293
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3721, metadata !DIExpression()), !dbg !4293
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %205, metadata !3724, metadata !DIExpression()), !dbg !4295
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3727, metadata !DIExpression()), !dbg !4295
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %205, metadata !3730, metadata !DIExpression()), !dbg !4297
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3733, metadata !DIExpression()), !dbg !4297
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %205, metadata !3736, metadata !DIExpression()), !dbg !4299
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3739, metadata !DIExpression()), !dbg !4299
  %209 = bitcast %"class.std::unique_ptr"* %205 to i64*, !dbg !4301
  %210 = load i64, i64* %43, align 8, !dbg !4301, !tbaa !3341
  store i64 %210, i64* %209, align 8, !dbg !4301, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3743, metadata !DIExpression()), !dbg !4302
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3749, metadata !DIExpression()), !dbg !4304
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3757, metadata !DIExpression()), !dbg !4306
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3762, metadata !DIExpression()), !dbg !4308
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3767, metadata !DIExpression()), !dbg !4310
  store %class.Shape* null, %class.Shape** %40, align 8, !dbg !4312, !tbaa !3341
  %211 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %41, align 8, !dbg !4313, !tbaa !3682
  %212 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %211, i64 1, !dbg !4313
  store %"class.std::unique_ptr"* %212, %"class.std::unique_ptr"** %41, align 8, !dbg !4313, !tbaa !3682
  br label %214, !dbg !4314

213:                                              ; preds = %195
  invoke void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, %"class.std::unique_ptr"* %205, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %11)
          to label %214 unwind label %225, !dbg !4315

214:                                              ; preds = %208, %213
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3776, metadata !DIExpression()) #17, !dbg !4316
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3743, metadata !DIExpression()) #17, !dbg !4318
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3749, metadata !DIExpression()) #17, !dbg !4320
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3757, metadata !DIExpression()) #17, !dbg !4322
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3762, metadata !DIExpression()) #17, !dbg !4324
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3767, metadata !DIExpression()) #17, !dbg !4326
  call void @llvm.dbg.value(metadata %class.Shape** %40, metadata !3779, metadata !DIExpression()) #17, !dbg !4328
  %215 = load %class.Shape*, %class.Shape** %40, align 8, !dbg !4329, !tbaa !3341
  %216 = icmp eq %class.Shape* %215, null, !dbg !4330
  br i1 %216, label %222, label %217, !dbg !4331

217:                                              ; preds = %214
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3798, metadata !DIExpression()) #17, !dbg !4332
  call void @llvm.dbg.value(metadata %class.Shape* %215, metadata !3801, metadata !DIExpression()) #17, !dbg !4332
  %218 = bitcast %class.Shape* %215 to void (%class.Shape*)***, !dbg !4334
  %219 = load void (%class.Shape*)**, void (%class.Shape*)*** %218, align 8, !dbg !4334, !tbaa !3425
  %220 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %219, i64 1, !dbg !4334
  %221 = load void (%class.Shape*)*, void (%class.Shape*)** %220, align 8, !dbg !4334
  call void %221(%class.Shape* noundef nonnull align 8 dereferenceable(8) %215) #17, !dbg !4334
  br label %222, !dbg !4335

222:                                              ; preds = %214, %217
  store %class.Shape* null, %class.Shape** %40, align 8, !dbg !4336, !tbaa !3341
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %39) #17, !dbg !4337
  br label %238, !dbg !4338

223:                                              ; preds = %193
  %224 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  br label %235, !dbg !3810

225:                                              ; preds = %213
  %226 = landingpad { i8*, i32 }
          cleanup, !dbg !3810
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3776, metadata !DIExpression()) #17, !dbg !4339
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3743, metadata !DIExpression()) #17, !dbg !4341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3749, metadata !DIExpression()) #17, !dbg !4343
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3757, metadata !DIExpression()) #17, !dbg !4345
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3762, metadata !DIExpression()) #17, !dbg !4347
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3767, metadata !DIExpression()) #17, !dbg !4349
  call void @llvm.dbg.value(metadata %class.Shape** %40, metadata !3779, metadata !DIExpression()) #17, !dbg !4351
  %227 = load %class.Shape*, %class.Shape** %40, align 8, !dbg !4352, !tbaa !3341
  %228 = icmp eq %class.Shape* %227, null, !dbg !4353
  br i1 %228, label %234, label %229, !dbg !4354

229:                                              ; preds = %225
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %11, metadata !3798, metadata !DIExpression()) #17, !dbg !4355
  call void @llvm.dbg.value(metadata %class.Shape* %227, metadata !3801, metadata !DIExpression()) #17, !dbg !4355
  %230 = bitcast %class.Shape* %227 to void (%class.Shape*)***, !dbg !4357
  %231 = load void (%class.Shape*)**, void (%class.Shape*)*** %230, align 8, !dbg !4357, !tbaa !3425
  %232 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %231, i64 1, !dbg !4357
  %233 = load void (%class.Shape*)*, void (%class.Shape*)** %232, align 8, !dbg !4357
  call void %233(%class.Shape* noundef nonnull align 8 dereferenceable(8) %227) #17, !dbg !4357
  br label %234, !dbg !4358

234:                                              ; preds = %225, %229
  store %class.Shape* null, %class.Shape** %40, align 8, !dbg !4359, !tbaa !3341
  br label %235, !dbg !4337

235:                                              ; preds = %234, %223
  %236 = phi { i8*, i32 } [ %226, %234 ], [ %224, %223 ]
  %237 = bitcast %"class.std::unique_ptr"* %11 to i8*, !dbg !4179
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %237) #17, !dbg !4337
  br label %451, !dbg !4337

238:                                              ; preds = %222, %177, %136, %94
  %239 = add nuw nsw i32 %65, 1, !dbg !4360
  call void @llvm.dbg.value(metadata i32 %239, metadata !3446, metadata !DIExpression()), !dbg !3496
  %240 = icmp eq i32 %239, %20, !dbg !3497
  br i1 %240, label %44, label %64, !dbg !3498, !llvm.loop !4361

241:                                              ; preds = %60, %44
  %242 = phi double [ 0.000000e+00, %44 ], [ %61, %60 ], !dbg !3499
  call void @llvm.dbg.value(metadata double %242, metadata !3451, metadata !DIExpression()), !dbg !3462
  %243 = bitcast [4 x i32]* %12 to i8*, !dbg !4364
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %243) #17, !dbg !4364
  call void @llvm.dbg.declare(metadata [4 x i32]* %12, metadata !3452, metadata !DIExpression()), !dbg !4365
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %243, i8 0, i64 16, i1 false), !dbg !4365
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3454, metadata !DIExpression()), !dbg !3462
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3455, metadata !DIExpression()), !dbg !4366
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4367, metadata !DIExpression()), !dbg !4370
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4372, metadata !DIExpression()), !dbg !4377
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %45, metadata !4375, metadata !DIExpression()), !dbg !4377
  %244 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %45, align 8, !dbg !4379, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %244, metadata !3457, metadata !DIExpression()), !dbg !4366
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4380, metadata !DIExpression()), !dbg !4383
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4372, metadata !DIExpression()), !dbg !4385
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %47, metadata !4375, metadata !DIExpression()), !dbg !4385
  %245 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %47, align 8, !dbg !4387, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %245, metadata !3458, metadata !DIExpression()), !dbg !4366
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %244, metadata !3457, metadata !DIExpression()), !dbg !4366
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3454, metadata !DIExpression()), !dbg !3462
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4388, metadata !DIExpression()), !dbg !4395
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4394, metadata !DIExpression()), !dbg !4395
  %246 = icmp eq %"class.std::unique_ptr"* %244, %245, !dbg !4397
  br i1 %246, label %247, label %268, !dbg !4398

247:                                              ; preds = %306, %241
  %248 = phi double [ 0.000000e+00, %241 ], [ %307, %306 ], !dbg !3462
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3316, metadata !DIExpression()), !dbg !4399
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !4399
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3318, metadata !DIExpression()), !dbg !4401
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3326, metadata !DIExpression()), !dbg !4402
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !4404
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %45, metadata !3336, metadata !DIExpression()), !dbg !4404
  %249 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %45, align 8, !dbg !4406, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %249, metadata !3320, metadata !DIExpression()), !dbg !4401
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !3345, metadata !DIExpression()), !dbg !4407
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3333, metadata !DIExpression()), !dbg !4409
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"** %47, metadata !3336, metadata !DIExpression()), !dbg !4409
  %250 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %47, align 8, !dbg !4411, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %250, metadata !3321, metadata !DIExpression()), !dbg !4401
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %249, metadata !3320, metadata !DIExpression()), !dbg !4401
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !3317, metadata !DIExpression()), !dbg !4399
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !4412
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !4412
  %251 = icmp eq %"class.std::unique_ptr"* %249, %250, !dbg !4414
  br i1 %251, label %310, label %252, !dbg !4415

252:                                              ; preds = %247, %262
  %253 = phi double [ %263, %262 ], [ 0.000000e+00, %247 ]
  %254 = phi %"class.std::unique_ptr"* [ %264, %262 ], [ %249, %247 ]
  call void @llvm.dbg.value(metadata double %253, metadata !3317, metadata !DIExpression()), !dbg !4399
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3320, metadata !DIExpression()), !dbg !4401
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3322, metadata !DIExpression()), !dbg !4416
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3367, metadata !DIExpression()), !dbg !4417
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3372, metadata !DIExpression()), !dbg !4419
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3377, metadata !DIExpression()), !dbg !4421
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3383, metadata !DIExpression()), !dbg !4423
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3405, metadata !DIExpression()), !dbg !4425
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3412, metadata !DIExpression()), !dbg !4427
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %254, metadata !3417, metadata !DIExpression()), !dbg !4429
  %255 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %254, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4431
  %256 = load %class.Shape*, %class.Shape** %255, align 8, !dbg !4432, !tbaa !3341
  %257 = bitcast %class.Shape* %256 to double (%class.Shape*)***, !dbg !4433
  %258 = load double (%class.Shape*)**, double (%class.Shape*)*** %257, align 8, !dbg !4433, !tbaa !3425
  %259 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %258, i64 2, !dbg !4433
  %260 = load double (%class.Shape*)*, double (%class.Shape*)** %259, align 8, !dbg !4433
  %261 = invoke noundef double %260(%class.Shape* noundef nonnull align 8 dereferenceable(8) %256)
          to label %262 unwind label %445, !dbg !4433

262:                                              ; preds = %252
  %263 = fadd double %253, %261, !dbg !4434
  call void @llvm.dbg.value(metadata double %263, metadata !3317, metadata !DIExpression()), !dbg !4399
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3428, metadata !DIExpression()), !dbg !4435
  %264 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %254, i64 1, !dbg !4437
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %264, metadata !3320, metadata !DIExpression()), !dbg !4401
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3354, metadata !DIExpression()), !dbg !4412
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !3360, metadata !DIExpression()), !dbg !4412
  %265 = icmp eq %"class.std::unique_ptr"* %264, %250, !dbg !4414
  br i1 %265, label %310, label %252, !dbg !4415, !llvm.loop !4438

266:                                              ; preds = %50
  %267 = landingpad { i8*, i32 }
          cleanup, !dbg !4441
  br label %451, !dbg !4441

268:                                              ; preds = %241, %306
  %269 = phi double [ %307, %306 ], [ 0.000000e+00, %241 ]
  %270 = phi %"class.std::unique_ptr"* [ %308, %306 ], [ %244, %241 ]
  call void @llvm.dbg.value(metadata double %269, metadata !3454, metadata !DIExpression()), !dbg !3462
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3457, metadata !DIExpression()), !dbg !4366
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3459, metadata !DIExpression()), !dbg !4442
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3367, metadata !DIExpression()), !dbg !4443
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3372, metadata !DIExpression()), !dbg !4446
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3377, metadata !DIExpression()), !dbg !4448
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3383, metadata !DIExpression()), !dbg !4450
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3405, metadata !DIExpression()), !dbg !4452
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3412, metadata !DIExpression()), !dbg !4454
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3417, metadata !DIExpression()), !dbg !4456
  %271 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %270, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4458
  %272 = load %class.Shape*, %class.Shape** %271, align 8, !dbg !4459, !tbaa !3341
  %273 = bitcast %class.Shape* %272 to i32 (%class.Shape*)***, !dbg !4460
  %274 = load i32 (%class.Shape*)**, i32 (%class.Shape*)*** %273, align 8, !dbg !4460, !tbaa !3425
  %275 = getelementptr inbounds i32 (%class.Shape*)*, i32 (%class.Shape*)** %274, i64 5, !dbg !4460
  %276 = load i32 (%class.Shape*)*, i32 (%class.Shape*)** %275, align 8, !dbg !4460
  %277 = invoke noundef i32 %276(%class.Shape* noundef nonnull align 8 dereferenceable(8) %272)
          to label %278 unwind label %297, !dbg !4460

278:                                              ; preds = %268
  %279 = sext i32 %277 to i64, !dbg !4461
  %280 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 %279, !dbg !4461
  %281 = load i32, i32* %280, align 4, !dbg !4462, !tbaa !4463
  %282 = add nsw i32 %281, 1, !dbg !4462
  store i32 %282, i32* %280, align 4, !dbg !4462, !tbaa !4463
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3367, metadata !DIExpression()), !dbg !4465
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3372, metadata !DIExpression()), !dbg !4468
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3377, metadata !DIExpression()), !dbg !4470
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3383, metadata !DIExpression()), !dbg !4472
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3405, metadata !DIExpression()), !dbg !4474
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3412, metadata !DIExpression()), !dbg !4476
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3417, metadata !DIExpression()), !dbg !4478
  %283 = load %class.Shape*, %class.Shape** %271, align 8, !dbg !4480, !tbaa !3341
  %284 = bitcast %class.Shape* %283 to double (%class.Shape*)***, !dbg !4481
  %285 = load double (%class.Shape*)**, double (%class.Shape*)*** %284, align 8, !dbg !4481, !tbaa !3425
  %286 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %285, i64 3, !dbg !4481
  %287 = load double (%class.Shape*)*, double (%class.Shape*)** %286, align 8, !dbg !4481
  %288 = invoke noundef double %287(%class.Shape* noundef nonnull align 8 dereferenceable(8) %283)
          to label %289 unwind label %297, !dbg !4481

289:                                              ; preds = %278
  %290 = fcmp ogt double %288, 2.000000e+01, !dbg !4482
  br i1 %290, label %291, label %299, !dbg !4483

291:                                              ; preds = %289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3367, metadata !DIExpression()), !dbg !4484
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3372, metadata !DIExpression()), !dbg !4486
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3377, metadata !DIExpression()), !dbg !4488
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3383, metadata !DIExpression()), !dbg !4490
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3405, metadata !DIExpression()), !dbg !4492
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3412, metadata !DIExpression()), !dbg !4494
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3417, metadata !DIExpression()), !dbg !4496
  %292 = load %class.Shape*, %class.Shape** %271, align 8, !dbg !4498, !tbaa !3341
  %293 = bitcast %class.Shape* %292 to void (%class.Shape*, double)***, !dbg !4499
  %294 = load void (%class.Shape*, double)**, void (%class.Shape*, double)*** %293, align 8, !dbg !4499, !tbaa !3425
  %295 = getelementptr inbounds void (%class.Shape*, double)*, void (%class.Shape*, double)** %294, i64 4, !dbg !4499
  %296 = load void (%class.Shape*, double)*, void (%class.Shape*, double)** %295, align 8, !dbg !4499
  invoke void %296(%class.Shape* noundef nonnull align 8 dereferenceable(8) %292, double noundef 5.000000e-01)
          to label %299 unwind label %297, !dbg !4499

297:                                              ; preds = %299, %291, %278, %268
  %298 = landingpad { i8*, i32 }
          cleanup, !dbg !4500
  br label %449, !dbg !4398

299:                                              ; preds = %291, %289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3367, metadata !DIExpression()), !dbg !4501
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3372, metadata !DIExpression()), !dbg !4503
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3377, metadata !DIExpression()), !dbg !4505
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3383, metadata !DIExpression()), !dbg !4507
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3405, metadata !DIExpression()), !dbg !4509
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3412, metadata !DIExpression()), !dbg !4511
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %270, metadata !3417, metadata !DIExpression()), !dbg !4513
  %300 = load %class.Shape*, %class.Shape** %271, align 8, !dbg !4515, !tbaa !3341
  %301 = bitcast %class.Shape* %300 to double (%class.Shape*)***, !dbg !4516
  %302 = load double (%class.Shape*)**, double (%class.Shape*)*** %301, align 8, !dbg !4516, !tbaa !3425
  %303 = getelementptr inbounds double (%class.Shape*)*, double (%class.Shape*)** %302, i64 3, !dbg !4516
  %304 = load double (%class.Shape*)*, double (%class.Shape*)** %303, align 8, !dbg !4516
  %305 = invoke noundef double %304(%class.Shape* noundef nonnull align 8 dereferenceable(8) %300)
          to label %306 unwind label %297, !dbg !4516

306:                                              ; preds = %299
  %307 = fadd double %269, %305, !dbg !4517
  call void @llvm.dbg.value(metadata double %307, metadata !3454, metadata !DIExpression()), !dbg !3462
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4518, metadata !DIExpression()), !dbg !4521
  %308 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %270, i64 1, !dbg !4523
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %308, metadata !3457, metadata !DIExpression()), !dbg !4366
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4388, metadata !DIExpression()), !dbg !4395
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !4394, metadata !DIExpression()), !dbg !4395
  %309 = icmp eq %"class.std::unique_ptr"* %308, %245, !dbg !4397
  br i1 %309, label %247, label %268, !dbg !4398, !llvm.loop !4524

310:                                              ; preds = %262, %247
  %311 = phi double [ 0.000000e+00, %247 ], [ %263, %262 ], !dbg !4399
  call void @llvm.dbg.value(metadata double %311, metadata !3461, metadata !DIExpression()), !dbg !3462
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4527, metadata !DIExpression()), !dbg !4545
  %312 = load i8*, i8** bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8**), align 8, !dbg !4547, !tbaa !3425
  %313 = getelementptr i8, i8* %312, i64 -24, !dbg !4547
  %314 = bitcast i8* %313 to i64*, !dbg !4547
  %315 = load i64, i64* %314, align 8, !dbg !4547
  %316 = getelementptr inbounds i8, i8* bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8*), i64 %315, !dbg !4547
  call void @llvm.dbg.value(metadata i8* %316, metadata !4548, metadata !DIExpression()), !dbg !4551
  call void @llvm.dbg.value(metadata i8* %316, metadata !4553, metadata !DIExpression()), !dbg !4565
  call void @llvm.dbg.value(metadata i32 4, metadata !4561, metadata !DIExpression()), !dbg !4565
  call void @llvm.dbg.value(metadata i32 260, metadata !4562, metadata !DIExpression()), !dbg !4565
  %317 = getelementptr inbounds i8, i8* %316, i64 24, !dbg !4567
  %318 = bitcast i8* %317 to i32*, !dbg !4567
  %319 = load i32, i32* %318, align 8, !dbg !4567, !tbaa !4568
  call void @llvm.dbg.value(metadata i32 %319, metadata !4563, metadata !DIExpression()), !dbg !4565
  call void @llvm.dbg.value(metadata i32* %318, metadata !4575, metadata !DIExpression()), !dbg !4584
  call void @llvm.dbg.value(metadata i32 -261, metadata !4583, metadata !DIExpression()), !dbg !4584
  call void @llvm.dbg.value(metadata i32 %319, metadata !4586, metadata !DIExpression()), !dbg !4592
  call void @llvm.dbg.value(metadata i32 -261, metadata !4591, metadata !DIExpression()), !dbg !4592
  %320 = and i32 %319, -261, !dbg !4594
  call void @llvm.dbg.value(metadata i32 4, metadata !4586, metadata !DIExpression()), !dbg !4595
  call void @llvm.dbg.value(metadata i32 260, metadata !4591, metadata !DIExpression()), !dbg !4595
  call void @llvm.dbg.value(metadata i32* %318, metadata !4597, metadata !DIExpression()), !dbg !4601
  call void @llvm.dbg.value(metadata i32 4, metadata !4600, metadata !DIExpression()), !dbg !4601
  call void @llvm.dbg.value(metadata i32 %320, metadata !4603, metadata !DIExpression()), !dbg !4607
  call void @llvm.dbg.value(metadata i32 4, metadata !4606, metadata !DIExpression()), !dbg !4607
  %321 = or i32 %320, 4, !dbg !4609
  store i32 %321, i32* %318, align 8, !dbg !4610, !tbaa !4611
  call void @llvm.dbg.value(metadata i32 4, metadata !4612, metadata !DIExpression()), !dbg !4677
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4622, metadata !DIExpression()), !dbg !4677
  %322 = load i64, i64* %314, align 8, !dbg !4679
  %323 = getelementptr inbounds i8, i8* bitcast (%"class.std::basic_ostream"* @_ZSt4cout to i8*), i64 %322, !dbg !4679
  call void @llvm.dbg.value(metadata i8* %323, metadata !4680, metadata !DIExpression()), !dbg !4688
  call void @llvm.dbg.value(metadata i64 4, metadata !4686, metadata !DIExpression()), !dbg !4688
  %324 = getelementptr inbounds i8, i8* %323, i64 8, !dbg !4690
  %325 = bitcast i8* %324 to i64*, !dbg !4690
  call void @llvm.dbg.value(metadata i64 undef, metadata !4687, metadata !DIExpression()), !dbg !4688
  store i64 4, i64* %325, align 8, !dbg !4691, !tbaa !4692
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4693, metadata !DIExpression()), !dbg !4700
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), metadata !4698, metadata !DIExpression()), !dbg !4700
  %326 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef 7)
          to label %327 unwind label %447, !dbg !4702

327:                                              ; preds = %310
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* @_ZSt4cout, metadata !4704, metadata !DIExpression()), !dbg !4711
  call void @llvm.dbg.value(metadata double %242, metadata !4710, metadata !DIExpression()), !dbg !4711
  %328 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, double noundef %242)
          to label %329 unwind label %447, !dbg !4713

329:                                              ; preds = %327
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %328, metadata !4693, metadata !DIExpression()), !dbg !4714
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), metadata !4698, metadata !DIExpression()), !dbg !4714
  %330 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %328, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i64 noundef 7)
          to label %331 unwind label %447, !dbg !4716

331:                                              ; preds = %329
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %328, metadata !4704, metadata !DIExpression()), !dbg !4717
  call void @llvm.dbg.value(metadata double %311, metadata !4710, metadata !DIExpression()), !dbg !4717
  %332 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %328, double noundef %311)
          to label %333 unwind label %447, !dbg !4719

333:                                              ; preds = %331
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %332, metadata !4693, metadata !DIExpression()), !dbg !4720
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), metadata !4698, metadata !DIExpression()), !dbg !4720
  %334 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %332, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i64 noundef 11)
          to label %335 unwind label %447, !dbg !4722

335:                                              ; preds = %333
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %332, metadata !4704, metadata !DIExpression()), !dbg !4723
  call void @llvm.dbg.value(metadata double %248, metadata !4710, metadata !DIExpression()), !dbg !4723
  %336 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %332, double noundef %248)
          to label %337 unwind label %447, !dbg !4725

337:                                              ; preds = %335
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %336, metadata !4693, metadata !DIExpression()), !dbg !4726
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), metadata !4698, metadata !DIExpression()), !dbg !4726
  %338 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %336, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i64 noundef 7)
          to label %339 unwind label %447, !dbg !4728

339:                                              ; preds = %337
  %340 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 0, !dbg !4729
  %341 = load i32, i32* %340, align 16, !dbg !4729, !tbaa !4463
  %342 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %336, i32 noundef %341)
          to label %343 unwind label %447, !dbg !4730

343:                                              ; preds = %339
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %6), !dbg !4731
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %342, metadata !4736, metadata !DIExpression()), !dbg !4731
  call void @llvm.dbg.value(metadata i8 32, metadata !4737, metadata !DIExpression()), !dbg !4731
  store i8 32, i8* %6, align 1, !tbaa !4739
  %344 = bitcast %"class.std::basic_ostream"* %342 to i8**, !dbg !4740
  %345 = load i8*, i8** %344, align 8, !dbg !4740, !tbaa !3425
  %346 = getelementptr i8, i8* %345, i64 -24, !dbg !4740
  %347 = bitcast i8* %346 to i64*, !dbg !4740
  %348 = load i64, i64* %347, align 8, !dbg !4740
  %349 = bitcast %"class.std::basic_ostream"* %342 to i8*, !dbg !4740
  %350 = getelementptr inbounds i8, i8* %349, i64 %348, !dbg !4740
  call void @llvm.dbg.value(metadata i8* %350, metadata !4742, metadata !DIExpression()), !dbg !4751
  %351 = getelementptr inbounds i8, i8* %350, i64 16, !dbg !4753
  %352 = bitcast i8* %351 to i64*, !dbg !4753
  %353 = load i64, i64* %352, align 8, !dbg !4753, !tbaa !4754
  %354 = icmp eq i64 %353, 0, !dbg !4755
  br i1 %354, label %357, label %355, !dbg !4756

355:                                              ; preds = %343
  call void @llvm.dbg.value(metadata i8* %6, metadata !4737, metadata !DIExpression(DW_OP_deref)), !dbg !4731
  %356 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %342, i8* noundef nonnull %6, i64 noundef 1)
          to label %359 unwind label %447, !dbg !4757

357:                                              ; preds = %343
  call void @llvm.dbg.value(metadata i8 32, metadata !4737, metadata !DIExpression()), !dbg !4731
  %358 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %342, i8 noundef signext 32)
          to label %359 unwind label %447, !dbg !4758

359:                                              ; preds = %357, %355
  %360 = phi %"class.std::basic_ostream"* [ %356, %355 ], [ %342, %357 ], !dbg !4731
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %6), !dbg !4759
  %361 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 1, !dbg !4760
  %362 = load i32, i32* %361, align 4, !dbg !4760, !tbaa !4463
  %363 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %360, i32 noundef %362)
          to label %364 unwind label %447, !dbg !4761

364:                                              ; preds = %359
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %5), !dbg !4762
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %363, metadata !4736, metadata !DIExpression()), !dbg !4762
  call void @llvm.dbg.value(metadata i8 32, metadata !4737, metadata !DIExpression()), !dbg !4762
  store i8 32, i8* %5, align 1, !tbaa !4739
  %365 = bitcast %"class.std::basic_ostream"* %363 to i8**, !dbg !4764
  %366 = load i8*, i8** %365, align 8, !dbg !4764, !tbaa !3425
  %367 = getelementptr i8, i8* %366, i64 -24, !dbg !4764
  %368 = bitcast i8* %367 to i64*, !dbg !4764
  %369 = load i64, i64* %368, align 8, !dbg !4764
  %370 = bitcast %"class.std::basic_ostream"* %363 to i8*, !dbg !4764
  %371 = getelementptr inbounds i8, i8* %370, i64 %369, !dbg !4764
  call void @llvm.dbg.value(metadata i8* %371, metadata !4742, metadata !DIExpression()), !dbg !4765
  %372 = getelementptr inbounds i8, i8* %371, i64 16, !dbg !4767
  %373 = bitcast i8* %372 to i64*, !dbg !4767
  %374 = load i64, i64* %373, align 8, !dbg !4767, !tbaa !4754
  %375 = icmp eq i64 %374, 0, !dbg !4768
  br i1 %375, label %378, label %376, !dbg !4769

376:                                              ; preds = %364
  call void @llvm.dbg.value(metadata i8* %5, metadata !4737, metadata !DIExpression(DW_OP_deref)), !dbg !4762
  %377 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %363, i8* noundef nonnull %5, i64 noundef 1)
          to label %380 unwind label %447, !dbg !4770

378:                                              ; preds = %364
  call void @llvm.dbg.value(metadata i8 32, metadata !4737, metadata !DIExpression()), !dbg !4762
  %379 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %363, i8 noundef signext 32)
          to label %380 unwind label %447, !dbg !4771

380:                                              ; preds = %378, %376
  %381 = phi %"class.std::basic_ostream"* [ %377, %376 ], [ %363, %378 ], !dbg !4762
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %5), !dbg !4772
  %382 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 2, !dbg !4773
  %383 = load i32, i32* %382, align 8, !dbg !4773, !tbaa !4463
  %384 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %381, i32 noundef %383)
          to label %385 unwind label %447, !dbg !4774

385:                                              ; preds = %380
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %4), !dbg !4775
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %384, metadata !4736, metadata !DIExpression()), !dbg !4775
  call void @llvm.dbg.value(metadata i8 32, metadata !4737, metadata !DIExpression()), !dbg !4775
  store i8 32, i8* %4, align 1, !tbaa !4739
  %386 = bitcast %"class.std::basic_ostream"* %384 to i8**, !dbg !4777
  %387 = load i8*, i8** %386, align 8, !dbg !4777, !tbaa !3425
  %388 = getelementptr i8, i8* %387, i64 -24, !dbg !4777
  %389 = bitcast i8* %388 to i64*, !dbg !4777
  %390 = load i64, i64* %389, align 8, !dbg !4777
  %391 = bitcast %"class.std::basic_ostream"* %384 to i8*, !dbg !4777
  %392 = getelementptr inbounds i8, i8* %391, i64 %390, !dbg !4777
  call void @llvm.dbg.value(metadata i8* %392, metadata !4742, metadata !DIExpression()), !dbg !4778
  %393 = getelementptr inbounds i8, i8* %392, i64 16, !dbg !4780
  %394 = bitcast i8* %393 to i64*, !dbg !4780
  %395 = load i64, i64* %394, align 8, !dbg !4780, !tbaa !4754
  %396 = icmp eq i64 %395, 0, !dbg !4781
  br i1 %396, label %399, label %397, !dbg !4782

397:                                              ; preds = %385
  call void @llvm.dbg.value(metadata i8* %4, metadata !4737, metadata !DIExpression(DW_OP_deref)), !dbg !4775
  %398 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %384, i8* noundef nonnull %4, i64 noundef 1)
          to label %401 unwind label %447, !dbg !4783

399:                                              ; preds = %385
  call void @llvm.dbg.value(metadata i8 32, metadata !4737, metadata !DIExpression()), !dbg !4775
  %400 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %384, i8 noundef signext 32)
          to label %401 unwind label %447, !dbg !4784

401:                                              ; preds = %399, %397
  %402 = phi %"class.std::basic_ostream"* [ %398, %397 ], [ %384, %399 ], !dbg !4775
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %4), !dbg !4785
  %403 = getelementptr inbounds [4 x i32], [4 x i32]* %12, i64 0, i64 3, !dbg !4786
  %404 = load i32, i32* %403, align 4, !dbg !4786, !tbaa !4463
  %405 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %402, i32 noundef %404)
          to label %406 unwind label %447, !dbg !4787

406:                                              ; preds = %401
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %3), !dbg !4788
  call void @llvm.dbg.value(metadata %"class.std::basic_ostream"* %405, metadata !4736, metadata !DIExpression()), !dbg !4788
  call void @llvm.dbg.value(metadata i8 10, metadata !4737, metadata !DIExpression()), !dbg !4788
  store i8 10, i8* %3, align 1, !tbaa !4739
  %407 = bitcast %"class.std::basic_ostream"* %405 to i8**, !dbg !4790
  %408 = load i8*, i8** %407, align 8, !dbg !4790, !tbaa !3425
  %409 = getelementptr i8, i8* %408, i64 -24, !dbg !4790
  %410 = bitcast i8* %409 to i64*, !dbg !4790
  %411 = load i64, i64* %410, align 8, !dbg !4790
  %412 = bitcast %"class.std::basic_ostream"* %405 to i8*, !dbg !4790
  %413 = getelementptr inbounds i8, i8* %412, i64 %411, !dbg !4790
  call void @llvm.dbg.value(metadata i8* %413, metadata !4742, metadata !DIExpression()), !dbg !4791
  %414 = getelementptr inbounds i8, i8* %413, i64 16, !dbg !4793
  %415 = bitcast i8* %414 to i64*, !dbg !4793
  %416 = load i64, i64* %415, align 8, !dbg !4793, !tbaa !4754
  %417 = icmp eq i64 %416, 0, !dbg !4794
  br i1 %417, label %420, label %418, !dbg !4795

418:                                              ; preds = %406
  call void @llvm.dbg.value(metadata i8* %3, metadata !4737, metadata !DIExpression(DW_OP_deref)), !dbg !4788
  %419 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %405, i8* noundef nonnull %3, i64 noundef 1)
          to label %422 unwind label %447, !dbg !4796

420:                                              ; preds = %406
  call void @llvm.dbg.value(metadata i8 10, metadata !4737, metadata !DIExpression()), !dbg !4788
  %421 = invoke noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8) %405, i8 noundef signext 10)
          to label %422 unwind label %447, !dbg !4797

422:                                              ; preds = %420, %418
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %3), !dbg !4798
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %243) #17, !dbg !4441
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4799, metadata !DIExpression()) #17, !dbg !4802
  %423 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %45, align 8, !dbg !4804, !tbaa !4806
  %424 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %47, align 8, !dbg !4807, !tbaa !3682
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %423, metadata !4808, metadata !DIExpression()) #17, !dbg !4817
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %424, metadata !4813, metadata !DIExpression()) #17, !dbg !4817
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4814, metadata !DIExpression()) #17, !dbg !4817
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %423, metadata !4819, metadata !DIExpression()) #17, !dbg !4827
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %424, metadata !4825, metadata !DIExpression()) #17, !dbg !4827
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %423, metadata !4829, metadata !DIExpression()) #17, !dbg !4836
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %424, metadata !4835, metadata !DIExpression()) #17, !dbg !4836
  %425 = icmp eq %"class.std::unique_ptr"* %423, %424, !dbg !4838
  br i1 %425, label %439, label %426, !dbg !4841

426:                                              ; preds = %422, %436
  %427 = phi %"class.std::unique_ptr"* [ %437, %436 ], [ %423, %422 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !4829, metadata !DIExpression()) #17, !dbg !4836
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !4842, metadata !DIExpression()) #17, !dbg !4847
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !3776, metadata !DIExpression()) #17, !dbg !4849
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !3743, metadata !DIExpression()) #17, !dbg !4851
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !3749, metadata !DIExpression()) #17, !dbg !4853
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !3757, metadata !DIExpression()) #17, !dbg !4855
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !3762, metadata !DIExpression()) #17, !dbg !4857
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !3767, metadata !DIExpression()) #17, !dbg !4859
  %428 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %427, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4861
  call void @llvm.dbg.value(metadata %class.Shape** %428, metadata !3779, metadata !DIExpression()) #17, !dbg !4862
  %429 = load %class.Shape*, %class.Shape** %428, align 8, !dbg !4863, !tbaa !3341
  %430 = icmp eq %class.Shape* %429, null, !dbg !4864
  br i1 %430, label %436, label %431, !dbg !4865

431:                                              ; preds = %426
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %427, metadata !3798, metadata !DIExpression()) #17, !dbg !4866
  call void @llvm.dbg.value(metadata %class.Shape* %429, metadata !3801, metadata !DIExpression()) #17, !dbg !4866
  %432 = bitcast %class.Shape* %429 to void (%class.Shape*)***, !dbg !4868
  %433 = load void (%class.Shape*)**, void (%class.Shape*)*** %432, align 8, !dbg !4868, !tbaa !3425
  %434 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %433, i64 1, !dbg !4868
  %435 = load void (%class.Shape*)*, void (%class.Shape*)** %434, align 8, !dbg !4868
  call void %435(%class.Shape* noundef nonnull align 8 dereferenceable(8) %429) #17, !dbg !4868
  br label %436, !dbg !4869

436:                                              ; preds = %431, %426
  store %class.Shape* null, %class.Shape** %428, align 8, !dbg !4870, !tbaa !3341
  %437 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %427, i64 1, !dbg !4871
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %437, metadata !4829, metadata !DIExpression()) #17, !dbg !4836
  %438 = icmp eq %"class.std::unique_ptr"* %437, %424, !dbg !4838
  br i1 %438, label %439, label %426, !dbg !4841, !llvm.loop !4872

439:                                              ; preds = %436, %422
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4874, metadata !DIExpression()) #17, !dbg !4877
  %440 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %45, align 8, !dbg !4879, !tbaa !4806
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4881, metadata !DIExpression()) #17, !dbg !4886
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %440, metadata !4884, metadata !DIExpression()) #17, !dbg !4886
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %440), metadata !4885, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4886
  %441 = icmp eq %"class.std::unique_ptr"* %440, null, !dbg !4888
  br i1 %441, label %444, label %442, !dbg !4890

442:                                              ; preds = %439
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4891, metadata !DIExpression()) #17, !dbg !4896
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %440, metadata !4894, metadata !DIExpression()) #17, !dbg !4896
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %440), metadata !4895, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4896
  call void @llvm.dbg.value(metadata %"class.std::vector"* %7, metadata !4898, metadata !DIExpression()) #17, !dbg !4903
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %440, metadata !4901, metadata !DIExpression()) #17, !dbg !4903
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %440), metadata !4902, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4903
  %443 = bitcast %"class.std::unique_ptr"* %440 to i8*, !dbg !4905
  call void @_ZdlPv(i8* noundef %443) #19, !dbg !4906
  br label %444, !dbg !4907

444:                                              ; preds = %439, %442
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %21) #17, !dbg !4441
  ret i32 0, !dbg !4441

445:                                              ; preds = %252
  %446 = landingpad { i8*, i32 }
          cleanup, !dbg !4441
  br label %449, !dbg !4441

447:                                              ; preds = %339, %359, %380, %401, %310, %327, %329, %331, %333, %335, %337, %355, %357, %376, %378, %397, %399, %418, %420
  %448 = landingpad { i8*, i32 }
          cleanup, !dbg !4441
  br label %449, !dbg !4441

449:                                              ; preds = %445, %447, %297
  %450 = phi { i8*, i32 } [ %298, %297 ], [ %446, %445 ], [ %448, %447 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %243) #17, !dbg !4441
  br label %451, !dbg !4441

451:                                              ; preds = %107, %149, %190, %235, %266, %449
  %452 = phi { i8*, i32 } [ %450, %449 ], [ %267, %266 ], [ %236, %235 ], [ %191, %190 ], [ %150, %149 ], [ %108, %107 ]
  call void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #17, !dbg !4441
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %21) #17, !dbg !4441
  resume { i8*, i32 } %452, !dbg !4441
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSolsEi(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !4800 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4799, metadata !DIExpression()), !dbg !4908
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !4909
  %3 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %2, align 8, !dbg !4909, !tbaa !4806
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !4910
  %5 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %4, align 8, !dbg !4910, !tbaa !3682
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !4808, metadata !DIExpression()), !dbg !4911
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !4813, metadata !DIExpression()), !dbg !4911
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4814, metadata !DIExpression()), !dbg !4911
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !4819, metadata !DIExpression()), !dbg !4913
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !4825, metadata !DIExpression()), !dbg !4913
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %3, metadata !4829, metadata !DIExpression()), !dbg !4915
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !4835, metadata !DIExpression()), !dbg !4915
  %6 = icmp eq %"class.std::unique_ptr"* %3, %5, !dbg !4917
  br i1 %6, label %20, label %7, !dbg !4918

7:                                                ; preds = %1, %17
  %8 = phi %"class.std::unique_ptr"* [ %18, %17 ], [ %3, %1 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !4829, metadata !DIExpression()), !dbg !4915
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !4842, metadata !DIExpression()) #17, !dbg !4919
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3776, metadata !DIExpression()) #17, !dbg !4921
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3743, metadata !DIExpression()) #17, !dbg !4923
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3749, metadata !DIExpression()) #17, !dbg !4925
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3757, metadata !DIExpression()) #17, !dbg !4927
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3762, metadata !DIExpression()) #17, !dbg !4929
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3767, metadata !DIExpression()) #17, !dbg !4931
  %9 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !4933
  call void @llvm.dbg.value(metadata %class.Shape** %9, metadata !3779, metadata !DIExpression()) #17, !dbg !4934
  %10 = load %class.Shape*, %class.Shape** %9, align 8, !dbg !4935, !tbaa !3341
  %11 = icmp eq %class.Shape* %10, null, !dbg !4936
  br i1 %11, label %17, label %12, !dbg !4937

12:                                               ; preds = %7
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %8, metadata !3798, metadata !DIExpression()) #17, !dbg !4938
  call void @llvm.dbg.value(metadata %class.Shape* %10, metadata !3801, metadata !DIExpression()) #17, !dbg !4938
  %13 = bitcast %class.Shape* %10 to void (%class.Shape*)***, !dbg !4940
  %14 = load void (%class.Shape*)**, void (%class.Shape*)*** %13, align 8, !dbg !4940, !tbaa !3425
  %15 = getelementptr inbounds void (%class.Shape*)*, void (%class.Shape*)** %14, i64 1, !dbg !4940
  %16 = load void (%class.Shape*)*, void (%class.Shape*)** %15, align 8, !dbg !4940
  call void %16(%class.Shape* noundef nonnull align 8 dereferenceable(8) %10) #17, !dbg !4940
  br label %17, !dbg !4941

17:                                               ; preds = %12, %7
  store %class.Shape* null, %class.Shape** %9, align 8, !dbg !4942, !tbaa !3341
  %18 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %8, i64 1, !dbg !4943
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %18, metadata !4829, metadata !DIExpression()), !dbg !4915
  %19 = icmp eq %"class.std::unique_ptr"* %18, %5, !dbg !4917
  br i1 %19, label %20, label %7, !dbg !4918, !llvm.loop !4944

20:                                               ; preds = %17, %1
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4874, metadata !DIExpression()) #17, !dbg !4946
  %21 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !4948
  %22 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %21, align 8, !dbg !4948, !tbaa !4806
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4881, metadata !DIExpression()) #17, !dbg !4949
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %22, metadata !4884, metadata !DIExpression()) #17, !dbg !4949
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %22), metadata !4885, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4949
  %23 = icmp eq %"class.std::unique_ptr"* %22, null, !dbg !4951
  br i1 %23, label %26, label %24, !dbg !4952

24:                                               ; preds = %20
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4891, metadata !DIExpression()) #17, !dbg !4953
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %22, metadata !4894, metadata !DIExpression()) #17, !dbg !4953
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %22), metadata !4895, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4953
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4898, metadata !DIExpression()) #17, !dbg !4955
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %22, metadata !4901, metadata !DIExpression()) #17, !dbg !4955
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, %"class.std::unique_ptr"* %22), metadata !4902, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !4955
  %25 = bitcast %"class.std::unique_ptr"* %22 to i8*, !dbg !4957
  call void @_ZdlPv(i8* noundef %25) #19, !dbg !4958
  br label %26, !dbg !4959

26:                                               ; preds = %20, %24
  ret void, !dbg !4960
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%class.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 !dbg !4961 {
  call void @llvm.dbg.value(metadata %class.Shape* %0, metadata !4963, metadata !DIExpression()), !dbg !4964
  ret void, !dbg !4965
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #12 comdat align 2 !dbg !4966 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4971, metadata !DIExpression()), !dbg !4972
  %2 = bitcast %class.Circle* %0 to i8*, !dbg !4973
  call void @_ZdlPv(i8* noundef %2) #19, !dbg !4973
  ret void, !dbg !4973
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !4974 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4976, metadata !DIExpression()), !dbg !4978
  %2 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !4979
  %3 = load double, double* %2, align 8, !dbg !4979, !tbaa !3578
  %4 = fmul double %3, 0x400921FB54442D11, !dbg !4980
  %5 = fmul double %3, %4, !dbg !4981
  ret double %5, !dbg !4982
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle9perimeterEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !4983 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4985, metadata !DIExpression()), !dbg !4986
  %2 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !4987
  %3 = load double, double* %2, align 8, !dbg !4987, !tbaa !3578
  %4 = fmul double %3, 0x401921FB54442D11, !dbg !4988
  ret double %4, !dbg !4989
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6Circle5scaleEd(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !4990 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !4992, metadata !DIExpression()), !dbg !4994
  call void @llvm.dbg.value(metadata double %1, metadata !4993, metadata !DIExpression()), !dbg !4994
  %3 = getelementptr inbounds %class.Circle, %class.Circle* %0, i64 0, i32 1, !dbg !4995
  %4 = load double, double* %3, align 8, !dbg !4996, !tbaa !3578
  %5 = fmul double %4, %1, !dbg !4996
  store double %5, double* %3, align 8, !dbg !4996, !tbaa !3578
  ret void, !dbg !4997
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Circle4kindEv(%class.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !4998 {
  call void @llvm.dbg.value(metadata %class.Circle* %0, metadata !5000, metadata !DIExpression()), !dbg !5001
  ret i32 1, !dbg !5002
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5Shape4kindEv(%class.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 !dbg !5003 {
  call void @llvm.dbg.value(metadata %class.Shape* %0, metadata !5005, metadata !DIExpression()), !dbg !5007
  ret i32 0, !dbg !5008
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::unique_ptr"* %1, %"class.std::unique_ptr"* noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #3 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !5009 {
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5015, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5014, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !5016, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5025, metadata !DIExpression()), !dbg !5031
  call void @llvm.dbg.value(metadata i64 1, metadata !5028, metadata !DIExpression()), !dbg !5031
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0), metadata !5029, metadata !DIExpression()), !dbg !5031
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5033, metadata !DIExpression()), !dbg !5036
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !5039
  %5 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %4, align 8, !dbg !5039, !tbaa !3682
  %6 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !5040
  %7 = load %"class.std::unique_ptr"*, %"class.std::unique_ptr"** %6, align 8, !dbg !5040, !tbaa !4806
  %8 = ptrtoint %"class.std::unique_ptr"* %5 to i64, !dbg !5041
  %9 = ptrtoint %"class.std::unique_ptr"* %7 to i64, !dbg !5041
  %10 = sub i64 %8, %9, !dbg !5041
  %11 = ashr exact i64 %10, 3, !dbg !5041
  call void @llvm.dbg.value(metadata i64 1, metadata !5028, metadata !DIExpression()), !dbg !5031
  %12 = icmp eq i64 %10, 9223372036854775800, !dbg !5042
  br i1 %12, label %13, label %14, !dbg !5043

13:                                               ; preds = %3
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.4, i64 0, i64 0)) #20, !dbg !5044
  unreachable, !dbg !5044

14:                                               ; preds = %3
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5033, metadata !DIExpression()), !dbg !5045
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5033, metadata !DIExpression()), !dbg !5047
  call void @llvm.dbg.value(metadata i64* undef, metadata !5049, metadata !DIExpression()), !dbg !5060
  call void @llvm.dbg.value(metadata i64* undef, metadata !5057, metadata !DIExpression()), !dbg !5060
  %15 = icmp eq i64 %10, 0, !dbg !5062
  %16 = select i1 %15, i64 1, i64 %11, !dbg !5064
  %17 = add nsw i64 %16, %11, !dbg !5065
  call void @llvm.dbg.value(metadata i64 %17, metadata !5030, metadata !DIExpression()), !dbg !5031
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5033, metadata !DIExpression()), !dbg !5066
  %18 = icmp ult i64 %17, %11, !dbg !5068
  %19 = icmp ugt i64 %17, 1152921504606846975
  %20 = or i1 %18, %19, !dbg !5069
  %21 = select i1 %20, i64 1152921504606846975, i64 %17, !dbg !5069
  call void @llvm.dbg.value(metadata i64 %21, metadata !5017, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !5019, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !5020, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !5070, metadata !DIExpression()), !dbg !5076
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.34"* undef, metadata !5075, metadata !DIExpression()), !dbg !5076
  %22 = ptrtoint %"class.std::unique_ptr"* %1 to i64, !dbg !5078
  %23 = sub i64 %22, %9, !dbg !5078
  %24 = ashr exact i64 %23, 3, !dbg !5078
  call void @llvm.dbg.value(metadata i64 %24, metadata !5021, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5079, metadata !DIExpression()), !dbg !5083
  call void @llvm.dbg.value(metadata i64 %21, metadata !5082, metadata !DIExpression()), !dbg !5083
  %25 = icmp eq i64 %21, 0, !dbg !5085
  br i1 %25, label %36, label %26, !dbg !5086

26:                                               ; preds = %14
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5087, metadata !DIExpression()), !dbg !5091
  call void @llvm.dbg.value(metadata i64 %21, metadata !5090, metadata !DIExpression()), !dbg !5091
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5093, metadata !DIExpression()), !dbg !5098
  call void @llvm.dbg.value(metadata i64 %21, metadata !5096, metadata !DIExpression()), !dbg !5098
  call void @llvm.dbg.value(metadata i8* null, metadata !5097, metadata !DIExpression()), !dbg !5098
  %27 = icmp ugt i64 %21, 1152921504606846975, !dbg !5100
  br i1 %27, label %28, label %32, !dbg !5102, !prof !5103

28:                                               ; preds = %26
  %29 = icmp ugt i64 %21, 2305843009213693951, !dbg !5104
  br i1 %29, label %30, label %31, !dbg !5107

30:                                               ; preds = %28
  call void @_ZSt28__throw_bad_array_new_lengthv() #20, !dbg !5108
  unreachable, !dbg !5108

31:                                               ; preds = %28
  call void @_ZSt17__throw_bad_allocv() #20, !dbg !5109
  unreachable, !dbg !5109

32:                                               ; preds = %26
  %33 = shl i64 %21, 3, !dbg !5110
  %34 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %33) #18, !dbg !5111
  %35 = bitcast i8* %34 to %"class.std::unique_ptr"*, !dbg !5112
  br label %36, !dbg !5086

36:                                               ; preds = %14, %32
  %37 = phi %"class.std::unique_ptr"* [ %35, %32 ], [ null, %14 ], !dbg !5086
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %37, metadata !5022, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %37, metadata !5023, metadata !DIExpression()), !dbg !5024
  %38 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %37, i64 %24, !dbg !5113
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3688, metadata !DIExpression()), !dbg !5115
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %38, metadata !3696, metadata !DIExpression()), !dbg !5115
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3697, metadata !DIExpression()), !dbg !5115
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3701, metadata !DIExpression()), !dbg !5117
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %38, metadata !3707, metadata !DIExpression()), !dbg !5117
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3708, metadata !DIExpression()), !dbg !5117
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %38, metadata !3712, metadata !DIExpression()), !dbg !5119
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3715, metadata !DIExpression()), !dbg !5119
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %38, metadata !3718, metadata !DIExpression()), !dbg !5121
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3721, metadata !DIExpression()), !dbg !5121
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %38, metadata !3724, metadata !DIExpression()), !dbg !5123
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3727, metadata !DIExpression()), !dbg !5123
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %38, metadata !3730, metadata !DIExpression()), !dbg !5125
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3733, metadata !DIExpression()), !dbg !5125
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %38, metadata !3736, metadata !DIExpression()), !dbg !5127
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3739, metadata !DIExpression()), !dbg !5127
  %39 = bitcast %"class.std::unique_ptr"* %2 to i64*, !dbg !5129
  %40 = bitcast %"class.std::unique_ptr"* %38 to i64*, !dbg !5129
  %41 = load i64, i64* %39, align 8, !dbg !5129, !tbaa !3341
  store i64 %41, i64* %40, align 8, !dbg !5129, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3743, metadata !DIExpression()), !dbg !5130
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3749, metadata !DIExpression()), !dbg !5132
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3757, metadata !DIExpression()), !dbg !5134
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3762, metadata !DIExpression()), !dbg !5136
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %2, metadata !3767, metadata !DIExpression()), !dbg !5138
  %42 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %2, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5140
  store %class.Shape* null, %class.Shape** %42, align 8, !dbg !5141, !tbaa !3341
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* null, metadata !5023, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !1357, metadata !DIExpression()) #17, !dbg !5142
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !1358, metadata !DIExpression()) #17, !dbg !5142
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %37, metadata !1359, metadata !DIExpression()) #17, !dbg !5142
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1360, metadata !DIExpression()) #17, !dbg !5142
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !5146, metadata !DIExpression()) #17, !dbg !5153
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5149, metadata !DIExpression()) #17, !dbg !5153
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %37, metadata !5150, metadata !DIExpression()) #17, !dbg !5153
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5151, metadata !DIExpression()) #17, !dbg !5153
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !5152, metadata !DIExpression()) #17, !dbg !5155
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !5156, metadata !DIExpression()) #17, !dbg !5168
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5162, metadata !DIExpression()) #17, !dbg !5168
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %37, metadata !5163, metadata !DIExpression()) #17, !dbg !5168
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5164, metadata !DIExpression()) #17, !dbg !5168
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !5170, metadata !DIExpression()) #17, !dbg !5177
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5173, metadata !DIExpression()) #17, !dbg !5177
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %37, metadata !5174, metadata !DIExpression()) #17, !dbg !5177
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5175, metadata !DIExpression()) #17, !dbg !5177
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %37, metadata !5176, metadata !DIExpression()) #17, !dbg !5177
  %43 = icmp eq %"class.std::unique_ptr"* %7, %1, !dbg !5179
  br i1 %43, label %54, label %44, !dbg !5182

44:                                               ; preds = %36, %44
  %45 = phi %"class.std::unique_ptr"* [ %52, %44 ], [ %37, %36 ]
  %46 = phi %"class.std::unique_ptr"* [ %51, %44 ], [ %7, %36 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !5176, metadata !DIExpression()) #17, !dbg !5177
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !5170, metadata !DIExpression()) #17, !dbg !5177
  call void @llvm.experimental.noalias.scope.decl(metadata !5183) #17, !dbg !5186
  call void @llvm.experimental.noalias.scope.decl(metadata !5187) #17, !dbg !5186
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !5189, metadata !DIExpression()) #17, !dbg !5198
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !5195, metadata !DIExpression()) #17, !dbg !5198
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5196, metadata !DIExpression()) #17, !dbg !5198
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3688, metadata !DIExpression()) #17, !dbg !5200
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !3696, metadata !DIExpression()) #17, !dbg !5200
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3697, metadata !DIExpression()) #17, !dbg !5200
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3701, metadata !DIExpression()) #17, !dbg !5202
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !3707, metadata !DIExpression()) #17, !dbg !5202
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3708, metadata !DIExpression()) #17, !dbg !5202
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !3712, metadata !DIExpression()) #17, !dbg !5204
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3715, metadata !DIExpression()) #17, !dbg !5204
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !3718, metadata !DIExpression()) #17, !dbg !5206
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3721, metadata !DIExpression()) #17, !dbg !5206
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !3724, metadata !DIExpression()) #17, !dbg !5208
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3727, metadata !DIExpression()) #17, !dbg !5208
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !3730, metadata !DIExpression()) #17, !dbg !5210
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3733, metadata !DIExpression()) #17, !dbg !5210
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %45, metadata !3736, metadata !DIExpression()) #17, !dbg !5212
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3739, metadata !DIExpression()) #17, !dbg !5212
  %47 = bitcast %"class.std::unique_ptr"* %46 to i64*, !dbg !5214
  %48 = bitcast %"class.std::unique_ptr"* %45 to i64*, !dbg !5214
  %49 = load i64, i64* %47, align 8, !dbg !5214, !tbaa !3341, !alias.scope !5187, !noalias !5183
  store i64 %49, i64* %48, align 8, !dbg !5214, !tbaa !3341, !alias.scope !5183, !noalias !5187
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3743, metadata !DIExpression()) #17, !dbg !5215
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3749, metadata !DIExpression()) #17, !dbg !5217
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3757, metadata !DIExpression()) #17, !dbg !5219
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3762, metadata !DIExpression()) #17, !dbg !5221
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3767, metadata !DIExpression()) #17, !dbg !5223
  %50 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %46, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5225
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5226, metadata !DIExpression()) #17, !dbg !5234
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !5233, metadata !DIExpression()) #17, !dbg !5234
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5236, metadata !DIExpression()) #17, !dbg !5243
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !5242, metadata !DIExpression()) #17, !dbg !5243
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3776, metadata !DIExpression()) #17, !dbg !5245
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3743, metadata !DIExpression()) #17, !dbg !5247
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3749, metadata !DIExpression()) #17, !dbg !5249
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3757, metadata !DIExpression()) #17, !dbg !5251
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3762, metadata !DIExpression()) #17, !dbg !5253
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %46, metadata !3767, metadata !DIExpression()) #17, !dbg !5255
  call void @llvm.dbg.value(metadata %class.Shape** %50, metadata !3779, metadata !DIExpression()) #17, !dbg !5257
  store %class.Shape* null, %class.Shape** %50, align 8, !dbg !5258, !tbaa !3341, !alias.scope !5187, !noalias !5183
  %51 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %46, i64 1, !dbg !5259
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %51, metadata !5170, metadata !DIExpression()) #17, !dbg !5177
  %52 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %45, i64 1, !dbg !5260
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %52, metadata !5176, metadata !DIExpression()) #17, !dbg !5177
  %53 = icmp eq %"class.std::unique_ptr"* %51, %1, !dbg !5179
  br i1 %53, label %54, label %44, !dbg !5182, !llvm.loop !5261

54:                                               ; preds = %44, %36
  %55 = phi %"class.std::unique_ptr"* [ %37, %36 ], [ %52, %44 ], !dbg !5177
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %55, metadata !5023, metadata !DIExpression()), !dbg !5024
  %56 = getelementptr %"class.std::unique_ptr", %"class.std::unique_ptr"* %55, i64 1, !dbg !5263
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %56, metadata !5023, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !1357, metadata !DIExpression()) #17, !dbg !5264
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !1358, metadata !DIExpression()) #17, !dbg !5264
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %56, metadata !1359, metadata !DIExpression()) #17, !dbg !5264
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1360, metadata !DIExpression()) #17, !dbg !5264
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5146, metadata !DIExpression()) #17, !dbg !5266
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !5149, metadata !DIExpression()) #17, !dbg !5266
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %56, metadata !5150, metadata !DIExpression()) #17, !dbg !5266
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5151, metadata !DIExpression()) #17, !dbg !5266
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !5152, metadata !DIExpression()) #17, !dbg !5268
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5156, metadata !DIExpression()) #17, !dbg !5269
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !5162, metadata !DIExpression()) #17, !dbg !5269
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %56, metadata !5163, metadata !DIExpression()) #17, !dbg !5269
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5164, metadata !DIExpression()) #17, !dbg !5269
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %1, metadata !5170, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %5, metadata !5173, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %56, metadata !5174, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5175, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %56, metadata !5176, metadata !DIExpression()) #17, !dbg !5271
  %57 = icmp eq %"class.std::unique_ptr"* %5, %1, !dbg !5273
  br i1 %57, label %68, label %58, !dbg !5274

58:                                               ; preds = %54, %58
  %59 = phi %"class.std::unique_ptr"* [ %66, %58 ], [ %56, %54 ]
  %60 = phi %"class.std::unique_ptr"* [ %65, %58 ], [ %1, %54 ]
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !5176, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !5170, metadata !DIExpression()) #17, !dbg !5271
  call void @llvm.experimental.noalias.scope.decl(metadata !5275) #17, !dbg !5278
  call void @llvm.experimental.noalias.scope.decl(metadata !5279) #17, !dbg !5278
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !5189, metadata !DIExpression()) #17, !dbg !5281
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !5195, metadata !DIExpression()) #17, !dbg !5281
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5196, metadata !DIExpression()) #17, !dbg !5281
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3688, metadata !DIExpression()) #17, !dbg !5283
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !3696, metadata !DIExpression()) #17, !dbg !5283
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3697, metadata !DIExpression()) #17, !dbg !5283
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !3701, metadata !DIExpression()) #17, !dbg !5285
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !3707, metadata !DIExpression()) #17, !dbg !5285
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3708, metadata !DIExpression()) #17, !dbg !5285
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !3712, metadata !DIExpression()) #17, !dbg !5287
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3715, metadata !DIExpression()) #17, !dbg !5287
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !3718, metadata !DIExpression()) #17, !dbg !5289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3721, metadata !DIExpression()) #17, !dbg !5289
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !3724, metadata !DIExpression()) #17, !dbg !5291
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3727, metadata !DIExpression()) #17, !dbg !5291
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !3730, metadata !DIExpression()) #17, !dbg !5293
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3733, metadata !DIExpression()) #17, !dbg !5293
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %59, metadata !3736, metadata !DIExpression()) #17, !dbg !5295
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3739, metadata !DIExpression()) #17, !dbg !5295
  %61 = bitcast %"class.std::unique_ptr"* %60 to i64*, !dbg !5297
  %62 = bitcast %"class.std::unique_ptr"* %59 to i64*, !dbg !5297
  %63 = load i64, i64* %61, align 8, !dbg !5297, !tbaa !3341, !alias.scope !5279, !noalias !5275
  store i64 %63, i64* %62, align 8, !dbg !5297, !tbaa !3341, !alias.scope !5275, !noalias !5279
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3743, metadata !DIExpression()) #17, !dbg !5298
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3749, metadata !DIExpression()) #17, !dbg !5300
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3757, metadata !DIExpression()) #17, !dbg !5302
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3762, metadata !DIExpression()) #17, !dbg !5304
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3767, metadata !DIExpression()) #17, !dbg !5306
  %64 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %60, i64 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !dbg !5308
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5226, metadata !DIExpression()) #17, !dbg !5309
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !5233, metadata !DIExpression()) #17, !dbg !5309
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !5236, metadata !DIExpression()) #17, !dbg !5311
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !5242, metadata !DIExpression()) #17, !dbg !5311
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3776, metadata !DIExpression()) #17, !dbg !5313
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3743, metadata !DIExpression()) #17, !dbg !5315
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3749, metadata !DIExpression()) #17, !dbg !5317
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3757, metadata !DIExpression()) #17, !dbg !5319
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3762, metadata !DIExpression()) #17, !dbg !5321
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %60, metadata !3767, metadata !DIExpression()) #17, !dbg !5323
  call void @llvm.dbg.value(metadata %class.Shape** %64, metadata !3779, metadata !DIExpression()) #17, !dbg !5325
  store %class.Shape* null, %class.Shape** %64, align 8, !dbg !5326, !tbaa !3341, !alias.scope !5279, !noalias !5275
  %65 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %60, i64 1, !dbg !5327
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %65, metadata !5170, metadata !DIExpression()) #17, !dbg !5271
  %66 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %59, i64 1, !dbg !5328
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %66, metadata !5176, metadata !DIExpression()) #17, !dbg !5271
  %67 = icmp eq %"class.std::unique_ptr"* %65, %5, !dbg !5273
  br i1 %67, label %68, label %58, !dbg !5274, !llvm.loop !5329

68:                                               ; preds = %58, %54
  %69 = phi %"class.std::unique_ptr"* [ %56, %54 ], [ %66, %58 ], !dbg !5271
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %69, metadata !5023, metadata !DIExpression()), !dbg !5024
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4881, metadata !DIExpression()), !dbg !5331
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !4884, metadata !DIExpression()), !dbg !5331
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %9), metadata !4885, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !5331
  %70 = icmp eq %"class.std::unique_ptr"* %7, null, !dbg !5333
  br i1 %70, label %73, label %71, !dbg !5334

71:                                               ; preds = %68
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4891, metadata !DIExpression()), !dbg !5335
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !4894, metadata !DIExpression()), !dbg !5335
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %9), metadata !4895, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !5335
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !4898, metadata !DIExpression()) #17, !dbg !5337
  call void @llvm.dbg.value(metadata %"class.std::unique_ptr"* %7, metadata !4901, metadata !DIExpression()) #17, !dbg !5337
  call void @llvm.dbg.value(metadata !DIArgList(%"class.std::unique_ptr"* undef, i64 %9), metadata !4902, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #17, !dbg !5337
  %72 = bitcast %"class.std::unique_ptr"* %7 to i8*, !dbg !5339
  call void @_ZdlPv(i8* noundef %72) #19, !dbg !5340
  br label %73, !dbg !5341

73:                                               ; preds = %68, %71
  %74 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 2, !dbg !5342
  store %"class.std::unique_ptr"* %37, %"class.std::unique_ptr"** %6, align 8, !dbg !5343, !tbaa !4806
  store %"class.std::unique_ptr"* %69, %"class.std::unique_ptr"** %4, align 8, !dbg !5344, !tbaa !3682
  %75 = getelementptr inbounds %"class.std::unique_ptr", %"class.std::unique_ptr"* %37, i64 %21, !dbg !5345
  store %"class.std::unique_ptr"* %75, %"class.std::unique_ptr"** %74, align 8, !dbg !5346, !tbaa !3685
  ret void, !dbg !5347
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #14

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 !dbg !5348 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5353, metadata !DIExpression()), !dbg !5354
  %2 = bitcast %class.Rect* %0 to i8*, !dbg !5355
  call void @_ZdlPv(i8* noundef %2) #19, !dbg !5355
  ret void, !dbg !5355
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect4areaEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5356 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5358, metadata !DIExpression()), !dbg !5360
  %2 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5361
  %3 = load double, double* %2, align 8, !dbg !5361, !tbaa !3863
  %4 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 2, !dbg !5362
  %5 = load double, double* %4, align 8, !dbg !5362, !tbaa !3866
  %6 = fmul double %3, %5, !dbg !5363
  ret double %6, !dbg !5364
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Rect9perimeterEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5365 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5367, metadata !DIExpression()), !dbg !5368
  %2 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5369
  %3 = load double, double* %2, align 8, !dbg !5369, !tbaa !3863
  %4 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 2, !dbg !5370
  %5 = load double, double* %4, align 8, !dbg !5370, !tbaa !3866
  %6 = fadd double %3, %5, !dbg !5371
  %7 = fmul double %6, 2.000000e+00, !dbg !5372
  ret double %7, !dbg !5373
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4Rect5scaleEd(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !5374 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5376, metadata !DIExpression()), !dbg !5378
  call void @llvm.dbg.value(metadata double %1, metadata !5377, metadata !DIExpression()), !dbg !5378
  %3 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 1, !dbg !5379
  %4 = load double, double* %3, align 8, !dbg !5380, !tbaa !3863
  %5 = fmul double %4, %1, !dbg !5380
  store double %5, double* %3, align 8, !dbg !5380, !tbaa !3863
  %6 = getelementptr inbounds %class.Rect, %class.Rect* %0, i64 0, i32 2, !dbg !5381
  %7 = load double, double* %6, align 8, !dbg !5382, !tbaa !3866
  %8 = fmul double %7, %1, !dbg !5382
  store double %8, double* %6, align 8, !dbg !5382, !tbaa !3866
  ret void, !dbg !5383
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Rect4kindEv(%class.Rect* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5384 {
  call void @llvm.dbg.value(metadata %class.Rect* %0, metadata !5386, metadata !DIExpression()), !dbg !5387
  ret i32 2, !dbg !5388
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%class.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 !dbg !5389 {
  call void @llvm.dbg.value(metadata %class.Square* %0, metadata !5394, metadata !DIExpression()), !dbg !5395
  %2 = bitcast %class.Square* %0 to i8*, !dbg !5396
  call void @_ZdlPv(i8* noundef %2) #19, !dbg !5396
  ret void, !dbg !5396
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Square4kindEv(%class.Square* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #13 comdat align 2 !dbg !5397 {
  call void @llvm.dbg.value(metadata %class.Square* %0, metadata !5399, metadata !DIExpression()), !dbg !5401
  ret i32 3, !dbg !5402
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN8TriangleD0Ev(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #12 comdat align 2 !dbg !5403 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5408, metadata !DIExpression()), !dbg !5409
  %2 = bitcast %class.Triangle* %0 to i8*, !dbg !5410
  call void @_ZdlPv(i8* noundef %2) #19, !dbg !5410
  ret void, !dbg !5410
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle4areaEv(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 !dbg !5411 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5413, metadata !DIExpression()), !dbg !5420
  %2 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5421
  %3 = load double, double* %2, align 8, !dbg !5421, !tbaa !4212
  %4 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 2, !dbg !5422
  %5 = load double, double* %4, align 8, !dbg !5422, !tbaa !4215
  %6 = fadd double %3, %5, !dbg !5423
  %7 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5424
  %8 = load double, double* %7, align 8, !dbg !5424, !tbaa !4217
  %9 = fadd double %6, %8, !dbg !5425
  %10 = fmul double %9, 5.000000e-01, !dbg !5426
  call void @llvm.dbg.value(metadata double %10, metadata !5415, metadata !DIExpression()), !dbg !5420
  %11 = fsub double %10, %3, !dbg !5427
  %12 = fmul double %10, %11, !dbg !5428
  %13 = fsub double %10, %5, !dbg !5429
  %14 = fmul double %13, %12, !dbg !5430
  %15 = fsub double %10, %8, !dbg !5431
  %16 = fmul double %15, %14, !dbg !5432
  call void @llvm.dbg.value(metadata double %16, metadata !5416, metadata !DIExpression()), !dbg !5420
  %17 = fcmp ogt double %16, 1.000000e+00, !dbg !5433
  %18 = select i1 %17, double %16, double 1.000000e+00, !dbg !5434
  call void @llvm.dbg.value(metadata double %18, metadata !5417, metadata !DIExpression()), !dbg !5420
  call void @llvm.dbg.value(metadata i32 0, metadata !5418, metadata !DIExpression()), !dbg !5435
  br label %20, !dbg !5436

19:                                               ; preds = %20
  ret double %25, !dbg !5437

20:                                               ; preds = %1, %20
  %21 = phi i32 [ 0, %1 ], [ %26, %20 ]
  %22 = phi double [ %18, %1 ], [ %25, %20 ]
  call void @llvm.dbg.value(metadata i32 %21, metadata !5418, metadata !DIExpression()), !dbg !5435
  call void @llvm.dbg.value(metadata double %22, metadata !5417, metadata !DIExpression()), !dbg !5420
  %23 = fdiv double %16, %22, !dbg !5438
  %24 = fadd double %22, %23, !dbg !5440
  %25 = fmul double %24, 5.000000e-01, !dbg !5441
  call void @llvm.dbg.value(metadata double %25, metadata !5417, metadata !DIExpression()), !dbg !5420
  %26 = add nuw nsw i32 %21, 1, !dbg !5442
  call void @llvm.dbg.value(metadata i32 %26, metadata !5418, metadata !DIExpression()), !dbg !5435
  %27 = icmp eq i32 %26, 20, !dbg !5443
  br i1 %27, label %19, label %20, !dbg !5436, !llvm.loop !5444
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK8Triangle9perimeterEv(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #13 comdat align 2 !dbg !5446 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5448, metadata !DIExpression()), !dbg !5449
  %2 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5450
  %3 = load double, double* %2, align 8, !dbg !5450, !tbaa !4212
  %4 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 2, !dbg !5451
  %5 = load double, double* %4, align 8, !dbg !5451, !tbaa !4215
  %6 = fadd double %3, %5, !dbg !5452
  %7 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5453
  %8 = load double, double* %7, align 8, !dbg !5453, !tbaa !4217
  %9 = fadd double %6, %8, !dbg !5454
  ret double %9, !dbg !5455
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN8Triangle5scaleEd(%class.Triangle* noundef nonnull align 8 dereferenceable(32) %0, double noundef %1) unnamed_addr #13 comdat align 2 !dbg !5456 {
  call void @llvm.dbg.value(metadata %class.Triangle* %0, metadata !5458, metadata !DIExpression()), !dbg !5460
  call void @llvm.dbg.value(metadata double %1, metadata !5459, metadata !DIExpression()), !dbg !5460
  %3 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 1, !dbg !5461
  %4 = load double, double* %3, align 8, !dbg !5462, !tbaa !4212
  %5 = fmul double %4, %1, !dbg !5462
  store double %5, double* %3, align 8, !dbg !5462, !tbaa !4212
  %6 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 2, !dbg !5463
  %7 = load double, double* %6, align 8, !dbg !5464, !tbaa !4215
  %8 = fmul double %7, %1, !dbg !5464
  store double %8, double* %6, align 8, !dbg !5464, !tbaa !4215
  %9 = getelementptr inbounds %class.Triangle, %class.Triangle* %0, i64 0, i32 3, !dbg !5465
  %10 = load double, double* %9, align 8, !dbg !5466, !tbaa !4217
  %11 = fmul double %10, %1, !dbg !5466
  store double %11, double* %9, align 8, !dbg !5466, !tbaa !4217
  ret void, !dbg !5467
}

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i8* noundef, i64 noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo9_M_insertIdEERSoT_(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), double noundef) local_unnamed_addr #0

declare noundef nonnull align 8 dereferenceable(8) %"class.std::basic_ostream"* @_ZNSo3putEc(%"class.std::basic_ostream"* noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #0

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_shapes_virtual.cpp() #3 section ".text.startup" !dbg !5468 {
  call void @_ZNSt8ios_base4InitC1Ev(%"class.std::ios_base::Init"* noundef nonnull align 1 dereferenceable(1) @_ZStL8__ioinit), !dbg !5470
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"class.std::ios_base::Init"*)* @_ZNSt8ios_base4InitD1Ev to void (i8*)*), i8* getelementptr inbounds (%"class.std::ios_base::Init", %"class.std::ios_base::Init"* @_ZStL8__ioinit, i64 0, i32 0), i8* nonnull @__dso_handle) #17, !dbg !5474
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
!3434 = distinct !{!3434, !3435, !3436, !3437}
!3435 = !DILocation(line: 79, column: 3, scope: !3319)
!3436 = !DILocation(line: 80, column: 18, scope: !3319)
!3437 = !{!"llvm.loop.unroll.disable"}
!3438 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 84, type: !3439, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !3441)
!3439 = !DISubroutineType(types: !3440)
!3440 = !{!19, !19, !52}
!3441 = !{!3442, !3443, !3444, !3445, !3446, !3448, !3451, !3452, !3454, !3455, !3457, !3458, !3459, !3461}
!3442 = !DILocalVariable(name: "argc", arg: 1, scope: !3438, file: !8, line: 84, type: !19)
!3443 = !DILocalVariable(name: "argv", arg: 2, scope: !3438, file: !8, line: 84, type: !52)
!3444 = !DILocalVariable(name: "n", scope: !3438, file: !8, line: 86, type: !19)
!3445 = !DILocalVariable(name: "shapes", scope: !3438, file: !8, line: 87, type: !57)
!3446 = !DILocalVariable(name: "i", scope: !3447, file: !8, line: 88, type: !19)
!3447 = distinct !DILexicalBlock(scope: !3438, file: !8, line: 88, column: 3)
!3448 = !DILocalVariable(name: "d", scope: !3449, file: !8, line: 89, type: !130)
!3449 = distinct !DILexicalBlock(scope: !3450, file: !8, line: 88, column: 31)
!3450 = distinct !DILexicalBlock(scope: !3447, file: !8, line: 88, column: 3)
!3451 = !DILocalVariable(name: "before", scope: !3438, file: !8, line: 97, type: !130)
!3452 = !DILocalVariable(name: "counts", scope: !3438, file: !8, line: 98, type: !3453)
!3453 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !2572)
!3454 = !DILocalVariable(name: "per", scope: !3438, file: !8, line: 99, type: !130)
!3455 = !DILocalVariable(name: "__range1", scope: !3456, type: !751, flags: DIFlagArtificial)
!3456 = distinct !DILexicalBlock(scope: !3438, file: !8, line: 100, column: 3)
!3457 = !DILocalVariable(name: "__begin1", scope: !3456, type: !767, flags: DIFlagArtificial)
!3458 = !DILocalVariable(name: "__end1", scope: !3456, type: !767, flags: DIFlagArtificial)
!3459 = !DILocalVariable(name: "p", scope: !3460, file: !8, line: 100, type: !408)
!3460 = distinct !DILexicalBlock(scope: !3456, file: !8, line: 100, column: 3)
!3461 = !DILocalVariable(name: "after", scope: !3438, file: !8, line: 106, type: !130)
!3462 = !DILocation(line: 0, scope: !3438)
!3463 = !DILocation(line: 86, column: 16, scope: !3438)
!3464 = !DILocation(line: 86, column: 11, scope: !3438)
!3465 = !DILocation(line: 86, column: 32, scope: !3438)
!3466 = !DILocation(line: 0, scope: !2396, inlinedAt: !3467)
!3467 = distinct !DILocation(line: 86, column: 22, scope: !3438)
!3468 = !DILocation(line: 364, column: 16, scope: !2396, inlinedAt: !3467)
!3469 = !DILocation(line: 87, column: 3, scope: !3438)
!3470 = !DILocation(line: 87, column: 39, scope: !3438)
!3471 = !DILocalVariable(name: "this", arg: 1, scope: !3472, type: !3474, flags: DIFlagArtificial | DIFlagObjectPointer)
!3472 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !57, file: !56, line: 526, type: !695, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !694, retainedNodes: !3473)
!3473 = !{!3471}
!3474 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!3475 = !DILocation(line: 0, scope: !3472, inlinedAt: !3476)
!3476 = distinct !DILocation(line: 87, column: 39, scope: !3438)
!3477 = !DILocalVariable(name: "this", arg: 1, scope: !3478, type: !3480, flags: DIFlagArtificial | DIFlagObjectPointer)
!3478 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EEC2Ev", scope: !60, file: !56, line: 312, type: !612, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !611, retainedNodes: !3479)
!3479 = !{!3477}
!3480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!3481 = !DILocation(line: 0, scope: !3478, inlinedAt: !3482)
!3482 = distinct !DILocation(line: 526, column: 7, scope: !3472, inlinedAt: !3476)
!3483 = !DILocalVariable(name: "this", arg: 1, scope: !3484, type: !3486, flags: DIFlagArtificial | DIFlagObjectPointer)
!3484 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12_Vector_implC2Ev", scope: !63, file: !56, line: 137, type: !578, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !577, retainedNodes: !3485)
!3485 = !{!3483}
!3486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!3487 = !DILocation(line: 0, scope: !3484, inlinedAt: !3488)
!3488 = distinct !DILocation(line: 312, column: 7, scope: !3478, inlinedAt: !3482)
!3489 = !DILocalVariable(name: "this", arg: 1, scope: !3490, type: !3492, flags: DIFlagArtificial | DIFlagObjectPointer)
!3490 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataC2Ev", scope: !553, file: !56, line: 99, type: !561, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !560, retainedNodes: !3491)
!3491 = !{!3489}
!3492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !553, size: 64)
!3493 = !DILocation(line: 0, scope: !3490, inlinedAt: !3494)
!3494 = distinct !DILocation(line: 137, column: 2, scope: !3484, inlinedAt: !3488)
!3495 = !DILocation(line: 100, column: 16, scope: !3490, inlinedAt: !3494)
!3496 = !DILocation(line: 0, scope: !3447)
!3497 = !DILocation(line: 88, column: 21, scope: !3450)
!3498 = !DILocation(line: 88, column: 3, scope: !3447)
!3499 = !DILocation(line: 0, scope: !3312, inlinedAt: !3500)
!3500 = distinct !DILocation(line: 97, column: 19, scope: !3438)
!3501 = !DILocation(line: 0, scope: !3319, inlinedAt: !3500)
!3502 = !DILocation(line: 0, scope: !3327, inlinedAt: !3503)
!3503 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3500)
!3504 = !DILocation(line: 879, column: 45, scope: !3327, inlinedAt: !3503)
!3505 = !DILocation(line: 0, scope: !3334, inlinedAt: !3506)
!3506 = distinct !DILocation(line: 879, column: 16, scope: !3327, inlinedAt: !3503)
!3507 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !3506)
!3508 = !DILocation(line: 0, scope: !3346, inlinedAt: !3509)
!3509 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3500)
!3510 = !DILocation(line: 899, column: 45, scope: !3346, inlinedAt: !3509)
!3511 = !DILocation(line: 0, scope: !3334, inlinedAt: !3512)
!3512 = distinct !DILocation(line: 899, column: 16, scope: !3346, inlinedAt: !3509)
!3513 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !3512)
!3514 = !DILocation(line: 0, scope: !3355, inlinedAt: !3515)
!3515 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3500)
!3516 = !DILocation(line: 1240, column: 27, scope: !3355, inlinedAt: !3515)
!3517 = !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3500)
!3518 = !DILocation(line: 0, scope: !3323, inlinedAt: !3500)
!3519 = !DILocation(line: 0, scope: !3368, inlinedAt: !3520)
!3520 = distinct !DILocation(line: 80, column: 10, scope: !3323, inlinedAt: !3500)
!3521 = !DILocation(line: 0, scope: !3373, inlinedAt: !3522)
!3522 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !3520)
!3523 = !DILocation(line: 0, scope: !3378, inlinedAt: !3524)
!3524 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !3522)
!3525 = !DILocation(line: 0, scope: !3384, inlinedAt: !3526)
!3526 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3524)
!3527 = !DILocation(line: 0, scope: !3406, inlinedAt: !3528)
!3528 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !3526)
!3529 = !DILocation(line: 0, scope: !3413, inlinedAt: !3530)
!3530 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !3528)
!3531 = !DILocation(line: 0, scope: !3418, inlinedAt: !3532)
!3532 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !3530)
!3533 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !3532)
!3534 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !3524)
!3535 = !DILocation(line: 80, column: 13, scope: !3323, inlinedAt: !3500)
!3536 = !DILocation(line: 80, column: 7, scope: !3323, inlinedAt: !3500)
!3537 = !DILocation(line: 0, scope: !3429, inlinedAt: !3538)
!3538 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !3500)
!3539 = !DILocation(line: 1107, column: 2, scope: !3429, inlinedAt: !3538)
!3540 = distinct !{!3540, !3541, !3542, !3437}
!3541 = !DILocation(line: 79, column: 3, scope: !3319, inlinedAt: !3500)
!3542 = !DILocation(line: 80, column: 18, scope: !3319, inlinedAt: !3500)
!3543 = !DILocation(line: 89, column: 25, scope: !3449)
!3544 = !DILocation(line: 89, column: 20, scope: !3449)
!3545 = !DILocation(line: 0, scope: !3449)
!3546 = !DILocation(line: 90, column: 15, scope: !3449)
!3547 = !DILocation(line: 90, column: 5, scope: !3449)
!3548 = !DILocation(line: 91, column: 30, scope: !3549)
!3549 = distinct !DILexicalBlock(scope: !3449, file: !8, line: 90, column: 20)
!3550 = !DILocalVariable(name: "__args", arg: 1, scope: !3551, file: !82, line: 1064, type: !3558)
!3551 = distinct !DISubprogram(name: "make_unique<Circle, double &>", linkageName: "_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !3552, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3560, retainedNodes: !3559)
!3552 = !DISubroutineType(types: !3553)
!3553 = !{!3554, !3558}
!3554 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Circle>", scope: !3555, file: !82, line: 1046, baseType: !3556)
!3555 = !DINamespace(name: "__detail", scope: !2)
!3556 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !3557, file: !82, line: 1035, baseType: !1020)
!3557 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Circle>", scope: !3555, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1071, identifier: "_ZTSNSt8__detail9_MakeUniqI6CircleEE")
!3558 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 64)
!3559 = !{!3550}
!3560 = !{!1072, !3561}
!3561 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3562)
!3562 = !{!3563}
!3563 = !DITemplateTypeParameter(type: !3558)
!3564 = !DILocation(line: 0, scope: !3551, inlinedAt: !3565)
!3565 = distinct !DILocation(line: 91, column: 30, scope: !3549)
!3566 = !DILocation(line: 1065, column: 30, scope: !3551, inlinedAt: !3565)
!3567 = !DILocalVariable(name: "this", arg: 1, scope: !3568, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!3568 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN6CircleC2Ed", scope: !1053, file: !8, line: 23, type: !1058, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1057, retainedNodes: !3569)
!3569 = !{!3567, !3570}
!3570 = !DILocalVariable(name: "r", arg: 2, scope: !3568, file: !8, line: 23, type: !130)
!3571 = !DILocation(line: 0, scope: !3568, inlinedAt: !3572)
!3572 = distinct !DILocation(line: 1065, column: 34, scope: !3551, inlinedAt: !3565)
!3573 = !DILocation(line: 23, column: 36, scope: !3568, inlinedAt: !3572)
!3574 = !{!3575}
!3575 = distinct !{!3575, !3576, !"_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!3576 = distinct !{!3576, !"_ZSt11make_uniqueI6CircleJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!3577 = !DILocation(line: 23, column: 31, scope: !3568, inlinedAt: !3572)
!3578 = !{!3579, !3580, i64 8}
!3579 = !{!"_ZTS6Circle", !3580, i64 8}
!3580 = !{!"double", !3343, i64 0}
!3581 = !DILocalVariable(name: "this", arg: 1, scope: !3582, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3582 = distinct !DISubprogram(name: "unique_ptr<Circle, std::default_delete<Circle>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I6CircleS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !3583, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3586, declaration: !3585, retainedNodes: !3588)
!3583 = !DISubroutineType(types: !3584)
!3584 = !{null, !400, !1299}
!3585 = !DISubprogram(name: "unique_ptr<Circle, std::default_delete<Circle>, void>", scope: !81, file: !82, line: 372, type: !3583, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3586)
!3586 = !{!1251, !1252, !3587}
!3587 = !DITemplateTypeParameter(type: null)
!3588 = !{!3581, !3589}
!3589 = !DILocalVariable(name: "__u", arg: 2, scope: !3582, file: !82, line: 372, type: !1299)
!3590 = !DILocation(line: 0, scope: !3582, inlinedAt: !3591)
!3591 = distinct !DILocation(line: 91, column: 30, scope: !3549)
!3592 = !DILocation(line: 373, column: 9, scope: !3582, inlinedAt: !3591)
!3593 = !DILocalVariable(name: "this", arg: 1, scope: !3594, type: !3602, flags: DIFlagArtificial | DIFlagObjectPointer)
!3594 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I6CircleEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !3595, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !3598, retainedNodes: !3599)
!3595 = !DISubroutineType(types: !3596)
!3596 = !{null, !390, !348, !3597}
!3597 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1041, size: 64)
!3598 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !3595, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3599 = !{!3593, !3600, !3601}
!3600 = !DILocalVariable(arg: 2, scope: !3594, type: !348, flags: DIFlagArtificial)
!3601 = !DILocalVariable(arg: 3, scope: !3594, type: !3597, flags: DIFlagArtificial)
!3602 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!3603 = !DILocation(line: 0, scope: !3594, inlinedAt: !3604)
!3604 = distinct !DILocation(line: 373, column: 4, scope: !3582, inlinedAt: !3591)
!3605 = !DILocalVariable(name: "this", arg: 1, scope: !3606, type: !3615, flags: DIFlagArtificial | DIFlagObjectPointer)
!3606 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Circle> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I6CircleEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !3607, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3610, declaration: !3609, retainedNodes: !3612)
!3607 = !DISubroutineType(types: !3608)
!3608 = !{null, !344, !348, !3597}
!3609 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Circle> >", scope: !88, file: !82, line: 172, type: !3607, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3610)
!3610 = !{!3611}
!3611 = !DITemplateTypeParameter(name: "_Del", type: !1041)
!3612 = !{!3605, !3613, !3614}
!3613 = !DILocalVariable(name: "__p", arg: 2, scope: !3606, file: !82, line: 172, type: !348)
!3614 = !DILocalVariable(name: "__d", arg: 3, scope: !3606, file: !82, line: 172, type: !3597)
!3615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!3616 = !DILocation(line: 0, scope: !3606, inlinedAt: !3617)
!3617 = distinct !DILocation(line: 233, column: 40, scope: !3594, inlinedAt: !3604)
!3618 = !DILocalVariable(name: "this", arg: 1, scope: !3619, type: !3630, flags: DIFlagArtificial | DIFlagObjectPointer)
!3619 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Circle>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I6CircleELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !3620, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3623, declaration: !3622, retainedNodes: !3627)
!3620 = !DISubroutineType(types: !3621)
!3621 = !{null, !316, !258, !3597}
!3622 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Circle>, true>", scope: !91, file: !92, line: 1077, type: !3620, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3623)
!3623 = !{!3624, !3625, !3626}
!3624 = !DITemplateTypeParameter(name: "_U1", type: !258)
!3625 = !DITemplateTypeParameter(name: "_U2", type: !1041)
!3626 = !DITemplateValueParameter(type: !196, defaulted: true, value: i8 1)
!3627 = !{!3618, !3628, !3629}
!3628 = !DILocalVariable(name: "__a1", arg: 2, scope: !3619, file: !92, line: 1077, type: !258)
!3629 = !DILocalVariable(name: "__a2", arg: 3, scope: !3619, file: !92, line: 1077, type: !3597)
!3630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!3631 = !DILocation(line: 0, scope: !3619, inlinedAt: !3632)
!3632 = distinct !DILocation(line: 173, column: 4, scope: !3606, inlinedAt: !3617)
!3633 = !DILocalVariable(name: "this", arg: 1, scope: !3634, type: !3644, flags: DIFlagArtificial | DIFlagObjectPointer)
!3634 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Circle>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I6CircleEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !3635, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3638, declaration: !3637, retainedNodes: !3641)
!3635 = !DISubroutineType(types: !3636)
!3636 = !{null, !289, !258, !3597}
!3637 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Circle>, void>", scope: !95, file: !92, line: 290, type: !3635, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3638)
!3638 = !{!3639, !3640, !3587}
!3639 = !DITemplateTypeParameter(name: "_UHead", type: !258)
!3640 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !1134)
!3641 = !{!3633, !3642, !3643}
!3642 = !DILocalVariable(name: "__head", arg: 2, scope: !3634, file: !92, line: 290, type: !258)
!3643 = !DILocalVariable(name: "__tail", arg: 3, scope: !3634, file: !92, line: 290, type: !3597)
!3644 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!3645 = !DILocation(line: 0, scope: !3634, inlinedAt: !3646)
!3646 = distinct !DILocation(line: 1079, column: 4, scope: !3619, inlinedAt: !3632)
!3647 = !DILocalVariable(name: "this", arg: 1, scope: !3648, type: !3655, flags: DIFlagArtificial | DIFlagObjectPointer)
!3648 = distinct !DISubprogram(name: "_Head_base<Shape *&>", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EEC2IRS1_EEOT_", scope: !231, file: !92, line: 199, type: !3649, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3652, declaration: !3651, retainedNodes: !3653)
!3649 = !DISubroutineType(types: !3650)
!3650 = !{null, !237, !258}
!3651 = !DISubprogram(name: "_Head_base<Shape *&>", scope: !231, file: !92, line: 199, type: !3649, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3652)
!3652 = !{!3639}
!3653 = !{!3647, !3654}
!3654 = !DILocalVariable(name: "__h", arg: 2, scope: !3648, file: !92, line: 199, type: !258)
!3655 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!3656 = !DILocation(line: 0, scope: !3648, inlinedAt: !3657)
!3657 = distinct !DILocation(line: 292, column: 4, scope: !3634, inlinedAt: !3646)
!3658 = !DILocation(line: 200, column: 4, scope: !3648, inlinedAt: !3657)
!3659 = !{!3660, !3342, i64 0}
!3660 = !{!"_ZTSSt10_Head_baseILm0EP5ShapeLb0EE", !3342, i64 0}
!3661 = !DILocalVariable(name: "this", arg: 1, scope: !3662, type: !3474, flags: DIFlagArtificial | DIFlagObjectPointer)
!3662 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE9push_backEOS4_", scope: !57, file: !56, line: 1293, type: !900, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !899, retainedNodes: !3663)
!3663 = !{!3661, !3664}
!3664 = !DILocalVariable(name: "__x", arg: 2, scope: !3662, file: !56, line: 1293, type: !902)
!3665 = !DILocation(line: 0, scope: !3662, inlinedAt: !3666)
!3666 = distinct !DILocation(line: 91, column: 20, scope: !3549)
!3667 = !DILocalVariable(name: "this", arg: 1, scope: !3668, type: !3474, flags: DIFlagArtificial | DIFlagObjectPointer)
!3668 = distinct !DISubprogram(name: "emplace_back<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12emplace_backIJS4_EEEvDpOT_", scope: !57, file: !3669, line: 112, type: !3670, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3673, declaration: !3672, retainedNodes: !3676)
!3669 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!3670 = !DISubroutineType(types: !3671)
!3671 = !{null, !697, !401}
!3672 = !DISubprogram(name: "emplace_back<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12emplace_backIJS4_EEEvDpOT_", scope: !57, file: !56, line: 1303, type: !3670, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3673)
!3673 = !{!3674}
!3674 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3675)
!3675 = !{!550}
!3676 = !{!3667, !3677}
!3677 = !DILocalVariable(name: "__args", arg: 2, scope: !3668, file: !56, line: 1303, type: !401)
!3678 = !DILocation(line: 0, scope: !3668, inlinedAt: !3679)
!3679 = distinct !DILocation(line: 1294, column: 9, scope: !3662, inlinedAt: !3666)
!3680 = !DILocation(line: 114, column: 20, scope: !3681, inlinedAt: !3679)
!3681 = distinct !DILexicalBlock(scope: !3668, file: !3669, line: 114, column: 6)
!3682 = !{!3683, !3342, i64 8}
!3683 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !3342, i64 0, !3342, i64 8, !3342, i64 16}
!3684 = !DILocation(line: 114, column: 47, scope: !3681, inlinedAt: !3679)
!3685 = !{!3683, !3342, i64 16}
!3686 = !DILocation(line: 114, column: 30, scope: !3681, inlinedAt: !3679)
!3687 = !DILocation(line: 114, column: 6, scope: !3668, inlinedAt: !3679)
!3688 = !DILocalVariable(name: "__a", arg: 1, scope: !3689, file: !74, line: 511, type: !458)
!3689 = distinct !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !73, file: !74, line: 511, type: !3690, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3693, declaration: !3692, retainedNodes: !3695)
!3690 = !DISubroutineType(types: !3691)
!3691 = !{null, !458, !80, !401}
!3692 = !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE9constructIS4_JS4_EEEvRS5_PT_DpOT0_", scope: !73, file: !74, line: 511, type: !3690, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !3693)
!3693 = !{!3694, !3674}
!3694 = !DITemplateTypeParameter(name: "_Up", type: !81)
!3695 = !{!3688, !3696, !3697}
!3696 = !DILocalVariable(name: "__p", arg: 2, scope: !3689, file: !74, line: 511, type: !80)
!3697 = !DILocalVariable(name: "__args", arg: 3, scope: !3689, file: !74, line: 512, type: !401)
!3698 = !DILocation(line: 0, scope: !3689, inlinedAt: !3699)
!3699 = distinct !DILocation(line: 117, column: 6, scope: !3700, inlinedAt: !3679)
!3700 = distinct !DILexicalBlock(scope: !3681, file: !3669, line: 115, column: 4)
!3701 = !DILocalVariable(name: "this", arg: 1, scope: !3702, type: !3709, flags: DIFlagArtificial | DIFlagObjectPointer)
!3702 = distinct !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !466, file: !467, line: 173, type: !3703, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3693, declaration: !3705, retainedNodes: !3706)
!3703 = !DISubroutineType(types: !3704)
!3704 = !{null, !472, !80, !401}
!3705 = !DISubprogram(name: "construct<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE9constructIS4_JS4_EEEvPT_DpOT0_", scope: !466, file: !467, line: 173, type: !3703, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3693)
!3706 = !{!3701, !3707, !3708}
!3707 = !DILocalVariable(name: "__p", arg: 2, scope: !3702, file: !467, line: 173, type: !80)
!3708 = !DILocalVariable(name: "__args", arg: 3, scope: !3702, file: !467, line: 173, type: !401)
!3709 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!3710 = !DILocation(line: 0, scope: !3702, inlinedAt: !3711)
!3711 = distinct !DILocation(line: 516, column: 8, scope: !3689, inlinedAt: !3699)
!3712 = !DILocalVariable(name: "this", arg: 1, scope: !3713, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3713 = distinct !DISubprogram(name: "unique_ptr", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2EOS3_", scope: !81, file: !82, line: 358, type: !398, scopeLine: 358, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !397, retainedNodes: !3714)
!3714 = !{!3712, !3715}
!3715 = !DILocalVariable(arg: 2, scope: !3713, file: !82, line: 358, type: !401)
!3716 = !DILocation(line: 0, scope: !3713, inlinedAt: !3717)
!3717 = distinct !DILocation(line: 175, column: 23, scope: !3702, inlinedAt: !3711)
!3718 = !DILocalVariable(name: "this", arg: 1, scope: !3719, type: !3602, flags: DIFlagArtificial | DIFlagObjectPointer)
!3719 = distinct !DISubprogram(name: "__uniq_ptr_data", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EEC2EOS3_", scope: !85, file: !82, line: 234, type: !388, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !387, retainedNodes: !3720)
!3720 = !{!3718, !3721}
!3721 = !DILocalVariable(arg: 2, scope: !3719, file: !82, line: 234, type: !391)
!3722 = !DILocation(line: 0, scope: !3719, inlinedAt: !3723)
!3723 = distinct !DILocation(line: 358, column: 7, scope: !3713, inlinedAt: !3717)
!3724 = !DILocalVariable(name: "this", arg: 1, scope: !3725, type: !3615, flags: DIFlagArtificial | DIFlagObjectPointer)
!3725 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2EOS3_", scope: !88, file: !82, line: 176, type: !356, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !355, retainedNodes: !3726)
!3726 = !{!3724, !3727}
!3727 = !DILocalVariable(name: "__u", arg: 2, scope: !3725, file: !82, line: 176, type: !358)
!3728 = !DILocation(line: 0, scope: !3725, inlinedAt: !3729)
!3729 = distinct !DILocation(line: 234, column: 7, scope: !3719, inlinedAt: !3723)
!3730 = !DILocalVariable(name: "this", arg: 1, scope: !3731, type: !3630, flags: DIFlagArtificial | DIFlagObjectPointer)
!3731 = distinct !DISubprogram(name: "tuple", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2EOS4_", scope: !91, file: !92, line: 1090, type: !320, scopeLine: 1090, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !319, retainedNodes: !3732)
!3732 = !{!3730, !3733}
!3733 = !DILocalVariable(arg: 2, scope: !3731, file: !92, line: 1090, type: !322)
!3734 = !DILocation(line: 0, scope: !3731, inlinedAt: !3735)
!3735 = distinct !DILocation(line: 177, column: 9, scope: !3725, inlinedAt: !3729)
!3736 = !DILocalVariable(name: "this", arg: 1, scope: !3737, type: !3644, flags: DIFlagArtificial | DIFlagObjectPointer)
!3737 = distinct !DISubprogram(name: "_Tuple_impl", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2EOS4_", scope: !95, file: !92, line: 301, type: !300, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !299, retainedNodes: !3738)
!3738 = !{!3736, !3739}
!3739 = !DILocalVariable(arg: 2, scope: !3737, file: !92, line: 301, type: !302)
!3740 = !DILocation(line: 0, scope: !3737, inlinedAt: !3741)
!3741 = distinct !DILocation(line: 1090, column: 17, scope: !3731, inlinedAt: !3735)
!3742 = !DILocation(line: 301, column: 7, scope: !3737, inlinedAt: !3741)
!3743 = !DILocalVariable(name: "this", arg: 1, scope: !3744, type: !3615, flags: DIFlagArtificial | DIFlagObjectPointer)
!3744 = distinct !DISubprogram(name: "_M_ptr", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EE6_M_ptrEv", scope: !88, file: !82, line: 189, type: !364, scopeLine: 189, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !363, retainedNodes: !3745)
!3745 = !{!3743}
!3746 = !DILocation(line: 0, scope: !3744, inlinedAt: !3747)
!3747 = distinct !DILocation(line: 178, column: 13, scope: !3748, inlinedAt: !3729)
!3748 = distinct !DILexicalBlock(scope: !3725, file: !82, line: 178, column: 7)
!3749 = !DILocalVariable(name: "__t", arg: 1, scope: !3750, file: !92, line: 1380, type: !326)
!3750 = distinct !DISubprogram(name: "get<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt3getILm0EJP5ShapeSt14default_deleteIS0_EEERNSt13tuple_elementIXT_ESt5tupleIJDpT0_EEE4typeERS8_", scope: !2, file: !92, line: 1380, type: !3751, scopeLine: 1381, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3402, retainedNodes: !3754)
!3751 = !DISubroutineType(types: !3752)
!3752 = !{!3753, !326}
!3753 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3389, size: 64)
!3754 = !{!3749}
!3755 = !DILocation(line: 0, scope: !3750, inlinedAt: !3756)
!3756 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !3747)
!3757 = !DILocalVariable(name: "__t", arg: 1, scope: !3758, file: !92, line: 1364, type: !270)
!3758 = distinct !DISubprogram(name: "__get_helper<0UL, Shape *, std::default_delete<Shape> >", linkageName: "_ZSt12__get_helperILm0EP5ShapeJSt14default_deleteIS0_EEERT0_RSt11_Tuple_implIXT_EJS4_DpT1_EE", scope: !2, file: !92, line: 1364, type: !268, scopeLine: 1365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3408, retainedNodes: !3759)
!3759 = !{!3757}
!3760 = !DILocation(line: 0, scope: !3758, inlinedAt: !3761)
!3761 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !3756)
!3762 = !DILocalVariable(name: "__t", arg: 1, scope: !3763, file: !92, line: 268, type: !270)
!3763 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEE7_M_headERS4_", scope: !95, file: !92, line: 268, type: !268, scopeLine: 268, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !267, retainedNodes: !3764)
!3764 = !{!3762}
!3765 = !DILocation(line: 0, scope: !3763, inlinedAt: !3766)
!3766 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !3761)
!3767 = !DILocalVariable(name: "__b", arg: 1, scope: !3768, file: !92, line: 233, type: !259)
!3768 = distinct !DISubprogram(name: "_M_head", linkageName: "_ZNSt10_Head_baseILm0EP5ShapeLb0EE7_M_headERS2_", scope: !231, file: !92, line: 233, type: !256, scopeLine: 233, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !255, retainedNodes: !3769)
!3769 = !{!3767}
!3770 = !DILocation(line: 0, scope: !3768, inlinedAt: !3771)
!3771 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !3766)
!3772 = !DILocation(line: 178, column: 22, scope: !3748, inlinedAt: !3729)
!3773 = !DILocation(line: 119, column: 6, scope: !3700, inlinedAt: !3679)
!3774 = !DILocation(line: 121, column: 4, scope: !3700, inlinedAt: !3679)
!3775 = !DILocation(line: 123, column: 4, scope: !3681, inlinedAt: !3679)
!3776 = !DILocalVariable(name: "this", arg: 1, scope: !3777, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3777 = distinct !DISubprogram(name: "~unique_ptr", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EED2Ev", scope: !81, file: !82, line: 390, type: !403, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !402, retainedNodes: !3778)
!3778 = !{!3776, !3779}
!3779 = !DILocalVariable(name: "__ptr", scope: !3780, file: !82, line: 394, type: !366)
!3780 = distinct !DILexicalBlock(scope: !3777, file: !82, line: 391, column: 7)
!3781 = !DILocation(line: 0, scope: !3777, inlinedAt: !3782)
!3782 = distinct !DILocation(line: 91, column: 13, scope: !3549)
!3783 = !DILocation(line: 0, scope: !3744, inlinedAt: !3784)
!3784 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !3782)
!3785 = !DILocation(line: 0, scope: !3750, inlinedAt: !3786)
!3786 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !3784)
!3787 = !DILocation(line: 0, scope: !3758, inlinedAt: !3788)
!3788 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !3786)
!3789 = !DILocation(line: 0, scope: !3763, inlinedAt: !3790)
!3790 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !3788)
!3791 = !DILocation(line: 0, scope: !3768, inlinedAt: !3792)
!3792 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !3790)
!3793 = !DILocation(line: 0, scope: !3780, inlinedAt: !3782)
!3794 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !3782)
!3795 = distinct !DILexicalBlock(scope: !3780, file: !82, line: 395, column: 6)
!3796 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !3782)
!3797 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !3782)
!3798 = !DILocalVariable(name: "this", arg: 1, scope: !3799, type: !3802, flags: DIFlagArtificial | DIFlagObjectPointer)
!3799 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNKSt14default_deleteI5ShapeEclEPS0_", scope: !104, file: !82, line: 89, type: !111, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !110, retainedNodes: !3800)
!3800 = !{!3798, !3801}
!3801 = !DILocalVariable(name: "__ptr", arg: 2, scope: !3799, file: !82, line: 89, type: !115)
!3802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!3803 = !DILocation(line: 0, scope: !3799, inlinedAt: !3804)
!3804 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3782)
!3805 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !3804)
!3806 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3782)
!3807 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !3782)
!3808 = !DILocation(line: 91, column: 13, scope: !3549)
!3809 = !DILocation(line: 91, column: 60, scope: !3549)
!3810 = !DILocation(line: 112, column: 1, scope: !3549)
!3811 = !DILocation(line: 0, scope: !3777, inlinedAt: !3812)
!3812 = distinct !DILocation(line: 91, column: 13, scope: !3549)
!3813 = !DILocation(line: 0, scope: !3744, inlinedAt: !3814)
!3814 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !3812)
!3815 = !DILocation(line: 0, scope: !3750, inlinedAt: !3816)
!3816 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !3814)
!3817 = !DILocation(line: 0, scope: !3758, inlinedAt: !3818)
!3818 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !3816)
!3819 = !DILocation(line: 0, scope: !3763, inlinedAt: !3820)
!3820 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !3818)
!3821 = !DILocation(line: 0, scope: !3768, inlinedAt: !3822)
!3822 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !3820)
!3823 = !DILocation(line: 0, scope: !3780, inlinedAt: !3812)
!3824 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !3812)
!3825 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !3812)
!3826 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !3812)
!3827 = !DILocation(line: 0, scope: !3799, inlinedAt: !3828)
!3828 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3812)
!3829 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !3828)
!3830 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3812)
!3831 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !3812)
!3832 = !DILocation(line: 92, column: 30, scope: !3549)
!3833 = !DILocalVariable(name: "__args", arg: 1, scope: !3834, file: !82, line: 1064, type: !3558)
!3834 = distinct !DISubprogram(name: "make_unique<Rect, double &, double>", linkageName: "_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !3835, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3843, retainedNodes: !3841)
!3835 = !DISubroutineType(types: !3836)
!3836 = !{!3837, !3558, !3840}
!3837 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Rect>", scope: !3555, file: !82, line: 1046, baseType: !3838)
!3838 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !3839, file: !82, line: 1035, baseType: !1362)
!3839 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Rect>", scope: !3555, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1416, identifier: "_ZTSNSt8__detail9_MakeUniqI4RectEE")
!3840 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !130, size: 64)
!3841 = !{!3833, !3842}
!3842 = !DILocalVariable(name: "__args", arg: 2, scope: !3834, file: !82, line: 1064, type: !3840)
!3843 = !{!1417, !3844}
!3844 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3845)
!3845 = !{!3563, !3846}
!3846 = !DITemplateTypeParameter(type: !130)
!3847 = !DILocation(line: 0, scope: !3834, inlinedAt: !3848)
!3848 = distinct !DILocation(line: 92, column: 30, scope: !3549)
!3849 = !DILocation(line: 1065, column: 30, scope: !3834, inlinedAt: !3848)
!3850 = !DILocation(line: 92, column: 58, scope: !3549)
!3851 = !DILocalVariable(name: "this", arg: 1, scope: !3852, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!3852 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN4RectC2Edd", scope: !1395, file: !8, line: 35, type: !1401, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1400, retainedNodes: !3853)
!3853 = !{!3851, !3854, !3855}
!3854 = !DILocalVariable(name: "w", arg: 2, scope: !3852, file: !8, line: 35, type: !130)
!3855 = !DILocalVariable(name: "h", arg: 3, scope: !3852, file: !8, line: 35, type: !130)
!3856 = !DILocation(line: 0, scope: !3852, inlinedAt: !3857)
!3857 = distinct !DILocation(line: 1065, column: 34, scope: !3834, inlinedAt: !3848)
!3858 = !DILocation(line: 35, column: 41, scope: !3852, inlinedAt: !3857)
!3859 = !{!3860}
!3860 = distinct !{!3860, !3861, !"_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!3861 = distinct !{!3861, !"_ZSt11make_uniqueI4RectJRddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!3862 = !DILocation(line: 35, column: 30, scope: !3852, inlinedAt: !3857)
!3863 = !{!3864, !3580, i64 8}
!3864 = !{!"_ZTS4Rect", !3580, i64 8, !3580, i64 16}
!3865 = !DILocation(line: 35, column: 36, scope: !3852, inlinedAt: !3857)
!3866 = !{!3864, !3580, i64 16}
!3867 = !DILocalVariable(name: "this", arg: 1, scope: !3868, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!3868 = distinct !DISubprogram(name: "unique_ptr<Rect, std::default_delete<Rect>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I4RectS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !3869, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3872, declaration: !3871, retainedNodes: !3873)
!3869 = !DISubroutineType(types: !3870)
!3870 = !{null, !400, !1644}
!3871 = !DISubprogram(name: "unique_ptr<Rect, std::default_delete<Rect>, void>", scope: !81, file: !82, line: 372, type: !3869, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3872)
!3872 = !{!1596, !1597, !3587}
!3873 = !{!3867, !3874}
!3874 = !DILocalVariable(name: "__u", arg: 2, scope: !3868, file: !82, line: 372, type: !1644)
!3875 = !DILocation(line: 0, scope: !3868, inlinedAt: !3876)
!3876 = distinct !DILocation(line: 92, column: 30, scope: !3549)
!3877 = !DILocation(line: 373, column: 9, scope: !3868, inlinedAt: !3876)
!3878 = !DILocalVariable(name: "this", arg: 1, scope: !3879, type: !3602, flags: DIFlagArtificial | DIFlagObjectPointer)
!3879 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I4RectEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !3880, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !3883, retainedNodes: !3884)
!3880 = !DISubroutineType(types: !3881)
!3881 = !{null, !390, !348, !3882}
!3882 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1383, size: 64)
!3883 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !3880, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!3884 = !{!3878, !3885, !3886}
!3885 = !DILocalVariable(arg: 2, scope: !3879, type: !348, flags: DIFlagArtificial)
!3886 = !DILocalVariable(arg: 3, scope: !3879, type: !3882, flags: DIFlagArtificial)
!3887 = !DILocation(line: 0, scope: !3879, inlinedAt: !3888)
!3888 = distinct !DILocation(line: 373, column: 4, scope: !3868, inlinedAt: !3876)
!3889 = !DILocalVariable(name: "this", arg: 1, scope: !3890, type: !3615, flags: DIFlagArtificial | DIFlagObjectPointer)
!3890 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Rect> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I4RectEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !3891, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3894, declaration: !3893, retainedNodes: !3896)
!3891 = !DISubroutineType(types: !3892)
!3892 = !{null, !344, !348, !3882}
!3893 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Rect> >", scope: !88, file: !82, line: 172, type: !3891, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3894)
!3894 = !{!3895}
!3895 = !DITemplateTypeParameter(name: "_Del", type: !1383)
!3896 = !{!3889, !3897, !3898}
!3897 = !DILocalVariable(name: "__p", arg: 2, scope: !3890, file: !82, line: 172, type: !348)
!3898 = !DILocalVariable(name: "__d", arg: 3, scope: !3890, file: !82, line: 172, type: !3882)
!3899 = !DILocation(line: 0, scope: !3890, inlinedAt: !3900)
!3900 = distinct !DILocation(line: 233, column: 40, scope: !3879, inlinedAt: !3888)
!3901 = !DILocalVariable(name: "this", arg: 1, scope: !3902, type: !3630, flags: DIFlagArtificial | DIFlagObjectPointer)
!3902 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Rect>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I4RectELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !3903, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3906, declaration: !3905, retainedNodes: !3908)
!3903 = !DISubroutineType(types: !3904)
!3904 = !{null, !316, !258, !3882}
!3905 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Rect>, true>", scope: !91, file: !92, line: 1077, type: !3903, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3906)
!3906 = !{!3624, !3907, !3626}
!3907 = !DITemplateTypeParameter(name: "_U2", type: !1383)
!3908 = !{!3901, !3909, !3910}
!3909 = !DILocalVariable(name: "__a1", arg: 2, scope: !3902, file: !92, line: 1077, type: !258)
!3910 = !DILocalVariable(name: "__a2", arg: 3, scope: !3902, file: !92, line: 1077, type: !3882)
!3911 = !DILocation(line: 0, scope: !3902, inlinedAt: !3912)
!3912 = distinct !DILocation(line: 173, column: 4, scope: !3890, inlinedAt: !3900)
!3913 = !DILocalVariable(name: "this", arg: 1, scope: !3914, type: !3644, flags: DIFlagArtificial | DIFlagObjectPointer)
!3914 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Rect>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I4RectEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !3915, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3918, declaration: !3917, retainedNodes: !3920)
!3915 = !DISubroutineType(types: !3916)
!3916 = !{null, !289, !258, !3882}
!3917 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Rect>, void>", scope: !95, file: !92, line: 290, type: !3915, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3918)
!3918 = !{!3639, !3919, !3587}
!3919 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !1479)
!3920 = !{!3913, !3921, !3922}
!3921 = !DILocalVariable(name: "__head", arg: 2, scope: !3914, file: !92, line: 290, type: !258)
!3922 = !DILocalVariable(name: "__tail", arg: 3, scope: !3914, file: !92, line: 290, type: !3882)
!3923 = !DILocation(line: 0, scope: !3914, inlinedAt: !3924)
!3924 = distinct !DILocation(line: 1079, column: 4, scope: !3902, inlinedAt: !3912)
!3925 = !DILocation(line: 0, scope: !3648, inlinedAt: !3926)
!3926 = distinct !DILocation(line: 292, column: 4, scope: !3914, inlinedAt: !3924)
!3927 = !DILocation(line: 200, column: 4, scope: !3648, inlinedAt: !3926)
!3928 = !DILocation(line: 0, scope: !3662, inlinedAt: !3929)
!3929 = distinct !DILocation(line: 92, column: 20, scope: !3549)
!3930 = !DILocation(line: 0, scope: !3668, inlinedAt: !3931)
!3931 = distinct !DILocation(line: 1294, column: 9, scope: !3662, inlinedAt: !3929)
!3932 = !DILocation(line: 114, column: 20, scope: !3681, inlinedAt: !3931)
!3933 = !DILocation(line: 114, column: 47, scope: !3681, inlinedAt: !3931)
!3934 = !DILocation(line: 114, column: 30, scope: !3681, inlinedAt: !3931)
!3935 = !DILocation(line: 114, column: 6, scope: !3668, inlinedAt: !3931)
!3936 = !DILocation(line: 0, scope: !3689, inlinedAt: !3937)
!3937 = distinct !DILocation(line: 117, column: 6, scope: !3700, inlinedAt: !3931)
!3938 = !DILocation(line: 0, scope: !3702, inlinedAt: !3939)
!3939 = distinct !DILocation(line: 516, column: 8, scope: !3689, inlinedAt: !3937)
!3940 = !DILocation(line: 0, scope: !3713, inlinedAt: !3941)
!3941 = distinct !DILocation(line: 175, column: 23, scope: !3702, inlinedAt: !3939)
!3942 = !DILocation(line: 0, scope: !3719, inlinedAt: !3943)
!3943 = distinct !DILocation(line: 358, column: 7, scope: !3713, inlinedAt: !3941)
!3944 = !DILocation(line: 0, scope: !3725, inlinedAt: !3945)
!3945 = distinct !DILocation(line: 234, column: 7, scope: !3719, inlinedAt: !3943)
!3946 = !DILocation(line: 0, scope: !3731, inlinedAt: !3947)
!3947 = distinct !DILocation(line: 177, column: 9, scope: !3725, inlinedAt: !3945)
!3948 = !DILocation(line: 0, scope: !3737, inlinedAt: !3949)
!3949 = distinct !DILocation(line: 1090, column: 17, scope: !3731, inlinedAt: !3947)
!3950 = !DILocation(line: 301, column: 7, scope: !3737, inlinedAt: !3949)
!3951 = !DILocation(line: 0, scope: !3744, inlinedAt: !3952)
!3952 = distinct !DILocation(line: 178, column: 13, scope: !3748, inlinedAt: !3945)
!3953 = !DILocation(line: 0, scope: !3750, inlinedAt: !3954)
!3954 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !3952)
!3955 = !DILocation(line: 0, scope: !3758, inlinedAt: !3956)
!3956 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !3954)
!3957 = !DILocation(line: 0, scope: !3763, inlinedAt: !3958)
!3958 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !3956)
!3959 = !DILocation(line: 0, scope: !3768, inlinedAt: !3960)
!3960 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !3958)
!3961 = !DILocation(line: 178, column: 22, scope: !3748, inlinedAt: !3945)
!3962 = !DILocation(line: 119, column: 6, scope: !3700, inlinedAt: !3931)
!3963 = !DILocation(line: 121, column: 4, scope: !3700, inlinedAt: !3931)
!3964 = !DILocation(line: 123, column: 4, scope: !3681, inlinedAt: !3931)
!3965 = !DILocation(line: 0, scope: !3777, inlinedAt: !3966)
!3966 = distinct !DILocation(line: 92, column: 13, scope: !3549)
!3967 = !DILocation(line: 0, scope: !3744, inlinedAt: !3968)
!3968 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !3966)
!3969 = !DILocation(line: 0, scope: !3750, inlinedAt: !3970)
!3970 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !3968)
!3971 = !DILocation(line: 0, scope: !3758, inlinedAt: !3972)
!3972 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !3970)
!3973 = !DILocation(line: 0, scope: !3763, inlinedAt: !3974)
!3974 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !3972)
!3975 = !DILocation(line: 0, scope: !3768, inlinedAt: !3976)
!3976 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !3974)
!3977 = !DILocation(line: 0, scope: !3780, inlinedAt: !3966)
!3978 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !3966)
!3979 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !3966)
!3980 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !3966)
!3981 = !DILocation(line: 0, scope: !3799, inlinedAt: !3982)
!3982 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3966)
!3983 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !3982)
!3984 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3966)
!3985 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !3966)
!3986 = !DILocation(line: 92, column: 13, scope: !3549)
!3987 = !DILocation(line: 92, column: 65, scope: !3549)
!3988 = !DILocation(line: 0, scope: !3777, inlinedAt: !3989)
!3989 = distinct !DILocation(line: 92, column: 13, scope: !3549)
!3990 = !DILocation(line: 0, scope: !3744, inlinedAt: !3991)
!3991 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !3989)
!3992 = !DILocation(line: 0, scope: !3750, inlinedAt: !3993)
!3993 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !3991)
!3994 = !DILocation(line: 0, scope: !3758, inlinedAt: !3995)
!3995 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !3993)
!3996 = !DILocation(line: 0, scope: !3763, inlinedAt: !3997)
!3997 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !3995)
!3998 = !DILocation(line: 0, scope: !3768, inlinedAt: !3999)
!3999 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !3997)
!4000 = !DILocation(line: 0, scope: !3780, inlinedAt: !3989)
!4001 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !3989)
!4002 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !3989)
!4003 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !3989)
!4004 = !DILocation(line: 0, scope: !3799, inlinedAt: !4005)
!4005 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3989)
!4006 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !4005)
!4007 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !3989)
!4008 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !3989)
!4009 = !DILocation(line: 93, column: 30, scope: !3549)
!4010 = !DILocalVariable(name: "__args", arg: 1, scope: !4011, file: !82, line: 1064, type: !3558)
!4011 = distinct !DISubprogram(name: "make_unique<Square, double &>", linkageName: "_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !4012, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4018, retainedNodes: !4017)
!4012 = !DISubroutineType(types: !4013)
!4013 = !{!4014, !3558}
!4014 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Square>", scope: !3555, file: !82, line: 1046, baseType: !4015)
!4015 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !4016, file: !82, line: 1035, baseType: !1698)
!4016 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Square>", scope: !3555, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !1743, identifier: "_ZTSNSt8__detail9_MakeUniqI6SquareEE")
!4017 = !{!4010}
!4018 = !{!1744, !3561}
!4019 = !DILocation(line: 0, scope: !4011, inlinedAt: !4020)
!4020 = distinct !DILocation(line: 93, column: 30, scope: !3549)
!4021 = !DILocation(line: 1065, column: 30, scope: !4011, inlinedAt: !4020)
!4022 = !DILocalVariable(name: "this", arg: 1, scope: !4023, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!4023 = distinct !DISubprogram(name: "Square", linkageName: "_ZN6SquareC2Ed", scope: !1731, file: !8, line: 48, type: !1735, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1734, retainedNodes: !4024)
!4024 = !{!4022, !4025}
!4025 = !DILocalVariable(name: "s", arg: 2, scope: !4023, file: !8, line: 48, type: !130)
!4026 = !DILocation(line: 0, scope: !4023, inlinedAt: !4027)
!4027 = distinct !DILocation(line: 1065, column: 34, scope: !4011, inlinedAt: !4020)
!4028 = !DILocation(line: 0, scope: !3852, inlinedAt: !4029)
!4029 = distinct !DILocation(line: 48, column: 31, scope: !4023, inlinedAt: !4027)
!4030 = !DILocation(line: 35, column: 41, scope: !3852, inlinedAt: !4029)
!4031 = !{!4032}
!4032 = distinct !{!4032, !4033, !"_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!4033 = distinct !{!4033, !"_ZSt11make_uniqueI6SquareJRdEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!4034 = !DILocation(line: 35, column: 30, scope: !3852, inlinedAt: !4029)
!4035 = !DILocation(line: 35, column: 36, scope: !3852, inlinedAt: !4029)
!4036 = !DILocation(line: 48, column: 42, scope: !4023, inlinedAt: !4027)
!4037 = !DILocalVariable(name: "this", arg: 1, scope: !4038, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!4038 = distinct !DISubprogram(name: "unique_ptr<Square, std::default_delete<Square>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I6SquareS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !4039, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4042, declaration: !4041, retainedNodes: !4043)
!4039 = !DISubroutineType(types: !4040)
!4040 = !{null, !400, !1971}
!4041 = !DISubprogram(name: "unique_ptr<Square, std::default_delete<Square>, void>", scope: !81, file: !82, line: 372, type: !4039, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4042)
!4042 = !{!1923, !1924, !3587}
!4043 = !{!4037, !4044}
!4044 = !DILocalVariable(name: "__u", arg: 2, scope: !4038, file: !82, line: 372, type: !1971)
!4045 = !DILocation(line: 0, scope: !4038, inlinedAt: !4046)
!4046 = distinct !DILocation(line: 93, column: 30, scope: !3549)
!4047 = !DILocation(line: 373, column: 9, scope: !4038, inlinedAt: !4046)
!4048 = !DILocalVariable(name: "this", arg: 1, scope: !4049, type: !3602, flags: DIFlagArtificial | DIFlagObjectPointer)
!4049 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I6SquareEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !4050, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4053, retainedNodes: !4054)
!4050 = !DISubroutineType(types: !4051)
!4051 = !{null, !390, !348, !4052}
!4052 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1719, size: 64)
!4053 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !4050, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4054 = !{!4048, !4055, !4056}
!4055 = !DILocalVariable(arg: 2, scope: !4049, type: !348, flags: DIFlagArtificial)
!4056 = !DILocalVariable(arg: 3, scope: !4049, type: !4052, flags: DIFlagArtificial)
!4057 = !DILocation(line: 0, scope: !4049, inlinedAt: !4058)
!4058 = distinct !DILocation(line: 373, column: 4, scope: !4038, inlinedAt: !4046)
!4059 = !DILocalVariable(name: "this", arg: 1, scope: !4060, type: !3615, flags: DIFlagArtificial | DIFlagObjectPointer)
!4060 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Square> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I6SquareEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !4061, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4064, declaration: !4063, retainedNodes: !4066)
!4061 = !DISubroutineType(types: !4062)
!4062 = !{null, !344, !348, !4052}
!4063 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Square> >", scope: !88, file: !82, line: 172, type: !4061, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4064)
!4064 = !{!4065}
!4065 = !DITemplateTypeParameter(name: "_Del", type: !1719)
!4066 = !{!4059, !4067, !4068}
!4067 = !DILocalVariable(name: "__p", arg: 2, scope: !4060, file: !82, line: 172, type: !348)
!4068 = !DILocalVariable(name: "__d", arg: 3, scope: !4060, file: !82, line: 172, type: !4052)
!4069 = !DILocation(line: 0, scope: !4060, inlinedAt: !4070)
!4070 = distinct !DILocation(line: 233, column: 40, scope: !4049, inlinedAt: !4058)
!4071 = !DILocalVariable(name: "this", arg: 1, scope: !4072, type: !3630, flags: DIFlagArtificial | DIFlagObjectPointer)
!4072 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Square>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I6SquareELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !4073, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4076, declaration: !4075, retainedNodes: !4078)
!4073 = !DISubroutineType(types: !4074)
!4074 = !{null, !316, !258, !4052}
!4075 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Square>, true>", scope: !91, file: !92, line: 1077, type: !4073, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4076)
!4076 = !{!3624, !4077, !3626}
!4077 = !DITemplateTypeParameter(name: "_U2", type: !1719)
!4078 = !{!4071, !4079, !4080}
!4079 = !DILocalVariable(name: "__a1", arg: 2, scope: !4072, file: !92, line: 1077, type: !258)
!4080 = !DILocalVariable(name: "__a2", arg: 3, scope: !4072, file: !92, line: 1077, type: !4052)
!4081 = !DILocation(line: 0, scope: !4072, inlinedAt: !4082)
!4082 = distinct !DILocation(line: 173, column: 4, scope: !4060, inlinedAt: !4070)
!4083 = !DILocalVariable(name: "this", arg: 1, scope: !4084, type: !3644, flags: DIFlagArtificial | DIFlagObjectPointer)
!4084 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Square>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I6SquareEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !4085, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4088, declaration: !4087, retainedNodes: !4090)
!4085 = !DISubroutineType(types: !4086)
!4086 = !{null, !289, !258, !4052}
!4087 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Square>, void>", scope: !95, file: !92, line: 290, type: !4085, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4088)
!4088 = !{!3639, !4089, !3587}
!4089 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !1806)
!4090 = !{!4083, !4091, !4092}
!4091 = !DILocalVariable(name: "__head", arg: 2, scope: !4084, file: !92, line: 290, type: !258)
!4092 = !DILocalVariable(name: "__tail", arg: 3, scope: !4084, file: !92, line: 290, type: !4052)
!4093 = !DILocation(line: 0, scope: !4084, inlinedAt: !4094)
!4094 = distinct !DILocation(line: 1079, column: 4, scope: !4072, inlinedAt: !4082)
!4095 = !DILocation(line: 0, scope: !3648, inlinedAt: !4096)
!4096 = distinct !DILocation(line: 292, column: 4, scope: !4084, inlinedAt: !4094)
!4097 = !DILocation(line: 200, column: 4, scope: !3648, inlinedAt: !4096)
!4098 = !DILocation(line: 0, scope: !3662, inlinedAt: !4099)
!4099 = distinct !DILocation(line: 93, column: 20, scope: !3549)
!4100 = !DILocation(line: 0, scope: !3668, inlinedAt: !4101)
!4101 = distinct !DILocation(line: 1294, column: 9, scope: !3662, inlinedAt: !4099)
!4102 = !DILocation(line: 114, column: 20, scope: !3681, inlinedAt: !4101)
!4103 = !DILocation(line: 114, column: 47, scope: !3681, inlinedAt: !4101)
!4104 = !DILocation(line: 114, column: 30, scope: !3681, inlinedAt: !4101)
!4105 = !DILocation(line: 114, column: 6, scope: !3668, inlinedAt: !4101)
!4106 = !DILocation(line: 0, scope: !3689, inlinedAt: !4107)
!4107 = distinct !DILocation(line: 117, column: 6, scope: !3700, inlinedAt: !4101)
!4108 = !DILocation(line: 0, scope: !3702, inlinedAt: !4109)
!4109 = distinct !DILocation(line: 516, column: 8, scope: !3689, inlinedAt: !4107)
!4110 = !DILocation(line: 0, scope: !3713, inlinedAt: !4111)
!4111 = distinct !DILocation(line: 175, column: 23, scope: !3702, inlinedAt: !4109)
!4112 = !DILocation(line: 0, scope: !3719, inlinedAt: !4113)
!4113 = distinct !DILocation(line: 358, column: 7, scope: !3713, inlinedAt: !4111)
!4114 = !DILocation(line: 0, scope: !3725, inlinedAt: !4115)
!4115 = distinct !DILocation(line: 234, column: 7, scope: !3719, inlinedAt: !4113)
!4116 = !DILocation(line: 0, scope: !3731, inlinedAt: !4117)
!4117 = distinct !DILocation(line: 177, column: 9, scope: !3725, inlinedAt: !4115)
!4118 = !DILocation(line: 0, scope: !3737, inlinedAt: !4119)
!4119 = distinct !DILocation(line: 1090, column: 17, scope: !3731, inlinedAt: !4117)
!4120 = !DILocation(line: 301, column: 7, scope: !3737, inlinedAt: !4119)
!4121 = !DILocation(line: 0, scope: !3744, inlinedAt: !4122)
!4122 = distinct !DILocation(line: 178, column: 13, scope: !3748, inlinedAt: !4115)
!4123 = !DILocation(line: 0, scope: !3750, inlinedAt: !4124)
!4124 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4122)
!4125 = !DILocation(line: 0, scope: !3758, inlinedAt: !4126)
!4126 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4124)
!4127 = !DILocation(line: 0, scope: !3763, inlinedAt: !4128)
!4128 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4126)
!4129 = !DILocation(line: 0, scope: !3768, inlinedAt: !4130)
!4130 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4128)
!4131 = !DILocation(line: 178, column: 22, scope: !3748, inlinedAt: !4115)
!4132 = !DILocation(line: 119, column: 6, scope: !3700, inlinedAt: !4101)
!4133 = !DILocation(line: 121, column: 4, scope: !3700, inlinedAt: !4101)
!4134 = !DILocation(line: 123, column: 4, scope: !3681, inlinedAt: !4101)
!4135 = !DILocation(line: 0, scope: !3777, inlinedAt: !4136)
!4136 = distinct !DILocation(line: 93, column: 13, scope: !3549)
!4137 = !DILocation(line: 0, scope: !3744, inlinedAt: !4138)
!4138 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !4136)
!4139 = !DILocation(line: 0, scope: !3750, inlinedAt: !4140)
!4140 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4138)
!4141 = !DILocation(line: 0, scope: !3758, inlinedAt: !4142)
!4142 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4140)
!4143 = !DILocation(line: 0, scope: !3763, inlinedAt: !4144)
!4144 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4142)
!4145 = !DILocation(line: 0, scope: !3768, inlinedAt: !4146)
!4146 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4144)
!4147 = !DILocation(line: 0, scope: !3780, inlinedAt: !4136)
!4148 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !4136)
!4149 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !4136)
!4150 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !4136)
!4151 = !DILocation(line: 0, scope: !3799, inlinedAt: !4152)
!4152 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4136)
!4153 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !4152)
!4154 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4136)
!4155 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !4136)
!4156 = !DILocation(line: 93, column: 13, scope: !3549)
!4157 = !DILocation(line: 93, column: 60, scope: !3549)
!4158 = !DILocation(line: 0, scope: !3777, inlinedAt: !4159)
!4159 = distinct !DILocation(line: 93, column: 13, scope: !3549)
!4160 = !DILocation(line: 0, scope: !3744, inlinedAt: !4161)
!4161 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !4159)
!4162 = !DILocation(line: 0, scope: !3750, inlinedAt: !4163)
!4163 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4161)
!4164 = !DILocation(line: 0, scope: !3758, inlinedAt: !4165)
!4165 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4163)
!4166 = !DILocation(line: 0, scope: !3763, inlinedAt: !4167)
!4167 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4165)
!4168 = !DILocation(line: 0, scope: !3768, inlinedAt: !4169)
!4169 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4167)
!4170 = !DILocation(line: 0, scope: !3780, inlinedAt: !4159)
!4171 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !4159)
!4172 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !4159)
!4173 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !4159)
!4174 = !DILocation(line: 0, scope: !3799, inlinedAt: !4175)
!4175 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4159)
!4176 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !4175)
!4177 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4159)
!4178 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !4159)
!4179 = !DILocation(line: 94, column: 31, scope: !3549)
!4180 = !DILocalVariable(name: "__args", arg: 1, scope: !4181, file: !82, line: 1064, type: !3840)
!4181 = distinct !DISubprogram(name: "make_unique<Triangle, double, double, double>", linkageName: "_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_", scope: !2, file: !82, line: 1064, type: !4182, scopeLine: 1065, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4190, retainedNodes: !4187)
!4182 = !DISubroutineType(types: !4183)
!4183 = !{!4184, !3840, !3840, !3840}
!4184 = !DIDerivedType(tag: DW_TAG_typedef, name: "__unique_ptr_t<Triangle>", scope: !3555, file: !82, line: 1046, baseType: !4185)
!4185 = !DIDerivedType(tag: DW_TAG_typedef, name: "__single_object", scope: !4186, file: !82, line: 1035, baseType: !2025)
!4186 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_MakeUniq<Triangle>", scope: !3555, file: !82, line: 1034, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !2077, identifier: "_ZTSNSt8__detail9_MakeUniqI8TriangleEE")
!4187 = !{!4180, !4188, !4189}
!4188 = !DILocalVariable(name: "__args", arg: 2, scope: !4181, file: !82, line: 1064, type: !3840)
!4189 = !DILocalVariable(name: "__args", arg: 3, scope: !4181, file: !82, line: 1064, type: !3840)
!4190 = !{!2078, !4191}
!4191 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !4192)
!4192 = !{!3846, !3846, !3846}
!4193 = !DILocation(line: 0, scope: !4181, inlinedAt: !4194)
!4194 = distinct !DILocation(line: 94, column: 31, scope: !3549)
!4195 = !DILocation(line: 1065, column: 30, scope: !4181, inlinedAt: !4194)
!4196 = !DILocation(line: 94, column: 74, scope: !3549)
!4197 = !DILocation(line: 94, column: 67, scope: !3549)
!4198 = !DILocation(line: 94, column: 60, scope: !3549)
!4199 = !DILocalVariable(name: "this", arg: 1, scope: !4200, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!4200 = distinct !DISubprogram(name: "Triangle", linkageName: "_ZN8TriangleC2Eddd", scope: !2058, file: !8, line: 56, type: !2065, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2064, retainedNodes: !4201)
!4201 = !{!4199, !4202, !4203, !4204}
!4202 = !DILocalVariable(name: "a", arg: 2, scope: !4200, file: !8, line: 56, type: !130)
!4203 = !DILocalVariable(name: "b", arg: 3, scope: !4200, file: !8, line: 56, type: !130)
!4204 = !DILocalVariable(name: "c", arg: 4, scope: !4200, file: !8, line: 56, type: !130)
!4205 = !DILocation(line: 0, scope: !4200, inlinedAt: !4206)
!4206 = distinct !DILocation(line: 1065, column: 34, scope: !4181, inlinedAt: !4194)
!4207 = !DILocation(line: 56, column: 61, scope: !4200, inlinedAt: !4206)
!4208 = !{!4209}
!4209 = distinct !{!4209, !4210, !"_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!4210 = distinct !{!4210, !"_ZSt11make_uniqueI8TriangleJdddEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!4211 = !DILocation(line: 56, column: 44, scope: !4200, inlinedAt: !4206)
!4212 = !{!4213, !3580, i64 8}
!4213 = !{!"_ZTS8Triangle", !3580, i64 8, !3580, i64 16, !3580, i64 24}
!4214 = !DILocation(line: 56, column: 50, scope: !4200, inlinedAt: !4206)
!4215 = !{!4213, !3580, i64 16}
!4216 = !DILocation(line: 56, column: 56, scope: !4200, inlinedAt: !4206)
!4217 = !{!4213, !3580, i64 24}
!4218 = !DILocalVariable(name: "this", arg: 1, scope: !4219, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!4219 = distinct !DISubprogram(name: "unique_ptr<Triangle, std::default_delete<Triangle>, void>", linkageName: "_ZNSt10unique_ptrI5ShapeSt14default_deleteIS0_EEC2I8TriangleS1_IS5_EvEEOS_IT_T0_E", scope: !81, file: !82, line: 372, type: !4220, scopeLine: 374, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4223, declaration: !4222, retainedNodes: !4224)
!4220 = !DISubroutineType(types: !4221)
!4221 = !{null, !400, !2305}
!4222 = !DISubprogram(name: "unique_ptr<Triangle, std::default_delete<Triangle>, void>", scope: !81, file: !82, line: 372, type: !4220, scopeLine: 372, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4223)
!4223 = !{!2257, !2258, !3587}
!4224 = !{!4218, !4225}
!4225 = !DILocalVariable(name: "__u", arg: 2, scope: !4219, file: !82, line: 372, type: !2305)
!4226 = !DILocation(line: 0, scope: !4219, inlinedAt: !4227)
!4227 = distinct !DILocation(line: 94, column: 31, scope: !3549)
!4228 = !DILocation(line: 373, column: 9, scope: !4219, inlinedAt: !4227)
!4229 = !DILocalVariable(name: "this", arg: 1, scope: !4230, type: !3602, flags: DIFlagArtificial | DIFlagObjectPointer)
!4230 = distinct !DISubprogram(name: "__uniq_ptr_impl", linkageName: "_ZNSt15__uniq_ptr_dataI5ShapeSt14default_deleteIS0_ELb1ELb1EECI2St15__uniq_ptr_implIS0_S2_EIS1_I8TriangleEEEPS0_OT_", scope: !85, file: !82, line: 233, type: !4231, scopeLine: 233, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4234, retainedNodes: !4235)
!4231 = !DISubroutineType(types: !4232)
!4232 = !{null, !390, !348, !4233}
!4233 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2046, size: 64)
!4234 = !DISubprogram(name: "__uniq_ptr_impl", scope: !85, type: !4231, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4235 = !{!4229, !4236, !4237}
!4236 = !DILocalVariable(arg: 2, scope: !4230, type: !348, flags: DIFlagArtificial)
!4237 = !DILocalVariable(arg: 3, scope: !4230, type: !4233, flags: DIFlagArtificial)
!4238 = !DILocation(line: 0, scope: !4230, inlinedAt: !4239)
!4239 = distinct !DILocation(line: 373, column: 4, scope: !4219, inlinedAt: !4227)
!4240 = !DILocalVariable(name: "this", arg: 1, scope: !4241, type: !3615, flags: DIFlagArtificial | DIFlagObjectPointer)
!4241 = distinct !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Triangle> >", linkageName: "_ZNSt15__uniq_ptr_implI5ShapeSt14default_deleteIS0_EEC2IS1_I8TriangleEEEPS0_OT_", scope: !88, file: !82, line: 172, type: !4242, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4245, declaration: !4244, retainedNodes: !4247)
!4242 = !DISubroutineType(types: !4243)
!4243 = !{null, !344, !348, !4233}
!4244 = !DISubprogram(name: "__uniq_ptr_impl<std::default_delete<Triangle> >", scope: !88, file: !82, line: 172, type: !4242, scopeLine: 172, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4245)
!4245 = !{!4246}
!4246 = !DITemplateTypeParameter(name: "_Del", type: !2046)
!4247 = !{!4240, !4248, !4249}
!4248 = !DILocalVariable(name: "__p", arg: 2, scope: !4241, file: !82, line: 172, type: !348)
!4249 = !DILocalVariable(name: "__d", arg: 3, scope: !4241, file: !82, line: 172, type: !4233)
!4250 = !DILocation(line: 0, scope: !4241, inlinedAt: !4251)
!4251 = distinct !DILocation(line: 233, column: 40, scope: !4230, inlinedAt: !4239)
!4252 = !DILocalVariable(name: "this", arg: 1, scope: !4253, type: !3630, flags: DIFlagArtificial | DIFlagObjectPointer)
!4253 = distinct !DISubprogram(name: "tuple<Shape *&, std::default_delete<Triangle>, true>", linkageName: "_ZNSt5tupleIJP5ShapeSt14default_deleteIS0_EEEC2IRS1_S2_I8TriangleELb1EEEOT_OT0_", scope: !91, file: !92, line: 1077, type: !4254, scopeLine: 1079, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4257, declaration: !4256, retainedNodes: !4259)
!4254 = !DISubroutineType(types: !4255)
!4255 = !{null, !316, !258, !4233}
!4256 = !DISubprogram(name: "tuple<Shape *&, std::default_delete<Triangle>, true>", scope: !91, file: !92, line: 1077, type: !4254, scopeLine: 1077, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4257)
!4257 = !{!3624, !4258, !3626}
!4258 = !DITemplateTypeParameter(name: "_U2", type: !2046)
!4259 = !{!4252, !4260, !4261}
!4260 = !DILocalVariable(name: "__a1", arg: 2, scope: !4253, file: !92, line: 1077, type: !258)
!4261 = !DILocalVariable(name: "__a2", arg: 3, scope: !4253, file: !92, line: 1077, type: !4233)
!4262 = !DILocation(line: 0, scope: !4253, inlinedAt: !4263)
!4263 = distinct !DILocation(line: 173, column: 4, scope: !4241, inlinedAt: !4251)
!4264 = !DILocalVariable(name: "this", arg: 1, scope: !4265, type: !3644, flags: DIFlagArtificial | DIFlagObjectPointer)
!4265 = distinct !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Triangle>, void>", linkageName: "_ZNSt11_Tuple_implILm0EJP5ShapeSt14default_deleteIS0_EEEC2IRS1_JS2_I8TriangleEEvEEOT_DpOT0_", scope: !95, file: !92, line: 290, type: !4266, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4269, declaration: !4268, retainedNodes: !4271)
!4266 = !DISubroutineType(types: !4267)
!4267 = !{null, !289, !258, !4233}
!4268 = !DISubprogram(name: "_Tuple_impl<Shape *&, std::default_delete<Triangle>, void>", scope: !95, file: !92, line: 290, type: !4266, scopeLine: 290, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !4269)
!4269 = !{!3639, !4270, !3587}
!4270 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_UTail", value: !2140)
!4271 = !{!4264, !4272, !4273}
!4272 = !DILocalVariable(name: "__head", arg: 2, scope: !4265, file: !92, line: 290, type: !258)
!4273 = !DILocalVariable(name: "__tail", arg: 3, scope: !4265, file: !92, line: 290, type: !4233)
!4274 = !DILocation(line: 0, scope: !4265, inlinedAt: !4275)
!4275 = distinct !DILocation(line: 1079, column: 4, scope: !4253, inlinedAt: !4263)
!4276 = !DILocation(line: 0, scope: !3648, inlinedAt: !4277)
!4277 = distinct !DILocation(line: 292, column: 4, scope: !4265, inlinedAt: !4275)
!4278 = !DILocation(line: 200, column: 4, scope: !3648, inlinedAt: !4277)
!4279 = !DILocation(line: 0, scope: !3662, inlinedAt: !4280)
!4280 = distinct !DILocation(line: 94, column: 21, scope: !3549)
!4281 = !DILocation(line: 0, scope: !3668, inlinedAt: !4282)
!4282 = distinct !DILocation(line: 1294, column: 9, scope: !3662, inlinedAt: !4280)
!4283 = !DILocation(line: 114, column: 20, scope: !3681, inlinedAt: !4282)
!4284 = !DILocation(line: 114, column: 47, scope: !3681, inlinedAt: !4282)
!4285 = !DILocation(line: 114, column: 30, scope: !3681, inlinedAt: !4282)
!4286 = !DILocation(line: 114, column: 6, scope: !3668, inlinedAt: !4282)
!4287 = !DILocation(line: 0, scope: !3689, inlinedAt: !4288)
!4288 = distinct !DILocation(line: 117, column: 6, scope: !3700, inlinedAt: !4282)
!4289 = !DILocation(line: 0, scope: !3702, inlinedAt: !4290)
!4290 = distinct !DILocation(line: 516, column: 8, scope: !3689, inlinedAt: !4288)
!4291 = !DILocation(line: 0, scope: !3713, inlinedAt: !4292)
!4292 = distinct !DILocation(line: 175, column: 23, scope: !3702, inlinedAt: !4290)
!4293 = !DILocation(line: 0, scope: !3719, inlinedAt: !4294)
!4294 = distinct !DILocation(line: 358, column: 7, scope: !3713, inlinedAt: !4292)
!4295 = !DILocation(line: 0, scope: !3725, inlinedAt: !4296)
!4296 = distinct !DILocation(line: 234, column: 7, scope: !3719, inlinedAt: !4294)
!4297 = !DILocation(line: 0, scope: !3731, inlinedAt: !4298)
!4298 = distinct !DILocation(line: 177, column: 9, scope: !3725, inlinedAt: !4296)
!4299 = !DILocation(line: 0, scope: !3737, inlinedAt: !4300)
!4300 = distinct !DILocation(line: 1090, column: 17, scope: !3731, inlinedAt: !4298)
!4301 = !DILocation(line: 301, column: 7, scope: !3737, inlinedAt: !4300)
!4302 = !DILocation(line: 0, scope: !3744, inlinedAt: !4303)
!4303 = distinct !DILocation(line: 178, column: 13, scope: !3748, inlinedAt: !4296)
!4304 = !DILocation(line: 0, scope: !3750, inlinedAt: !4305)
!4305 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4303)
!4306 = !DILocation(line: 0, scope: !3758, inlinedAt: !4307)
!4307 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4305)
!4308 = !DILocation(line: 0, scope: !3763, inlinedAt: !4309)
!4309 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4307)
!4310 = !DILocation(line: 0, scope: !3768, inlinedAt: !4311)
!4311 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4309)
!4312 = !DILocation(line: 178, column: 22, scope: !3748, inlinedAt: !4296)
!4313 = !DILocation(line: 119, column: 6, scope: !3700, inlinedAt: !4282)
!4314 = !DILocation(line: 121, column: 4, scope: !3700, inlinedAt: !4282)
!4315 = !DILocation(line: 123, column: 4, scope: !3681, inlinedAt: !4282)
!4316 = !DILocation(line: 0, scope: !3777, inlinedAt: !4317)
!4317 = distinct !DILocation(line: 94, column: 14, scope: !3549)
!4318 = !DILocation(line: 0, scope: !3744, inlinedAt: !4319)
!4319 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !4317)
!4320 = !DILocation(line: 0, scope: !3750, inlinedAt: !4321)
!4321 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4319)
!4322 = !DILocation(line: 0, scope: !3758, inlinedAt: !4323)
!4323 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4321)
!4324 = !DILocation(line: 0, scope: !3763, inlinedAt: !4325)
!4325 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4323)
!4326 = !DILocation(line: 0, scope: !3768, inlinedAt: !4327)
!4327 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4325)
!4328 = !DILocation(line: 0, scope: !3780, inlinedAt: !4317)
!4329 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !4317)
!4330 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !4317)
!4331 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !4317)
!4332 = !DILocation(line: 0, scope: !3799, inlinedAt: !4333)
!4333 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4317)
!4334 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !4333)
!4335 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4317)
!4336 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !4317)
!4337 = !DILocation(line: 94, column: 14, scope: !3549)
!4338 = !DILocation(line: 94, column: 81, scope: !3549)
!4339 = !DILocation(line: 0, scope: !3777, inlinedAt: !4340)
!4340 = distinct !DILocation(line: 94, column: 14, scope: !3549)
!4341 = !DILocation(line: 0, scope: !3744, inlinedAt: !4342)
!4342 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !4340)
!4343 = !DILocation(line: 0, scope: !3750, inlinedAt: !4344)
!4344 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4342)
!4345 = !DILocation(line: 0, scope: !3758, inlinedAt: !4346)
!4346 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4344)
!4347 = !DILocation(line: 0, scope: !3763, inlinedAt: !4348)
!4348 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4346)
!4349 = !DILocation(line: 0, scope: !3768, inlinedAt: !4350)
!4350 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4348)
!4351 = !DILocation(line: 0, scope: !3780, inlinedAt: !4340)
!4352 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !4340)
!4353 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !4340)
!4354 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !4340)
!4355 = !DILocation(line: 0, scope: !3799, inlinedAt: !4356)
!4356 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4340)
!4357 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !4356)
!4358 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4340)
!4359 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !4340)
!4360 = !DILocation(line: 88, column: 27, scope: !3450)
!4361 = distinct !{!4361, !3498, !4362, !4363, !3437}
!4362 = !DILocation(line: 96, column: 3, scope: !3447)
!4363 = !{!"llvm.loop.mustprogress"}
!4364 = !DILocation(line: 98, column: 3, scope: !3438)
!4365 = !DILocation(line: 98, column: 7, scope: !3438)
!4366 = !DILocation(line: 0, scope: !3456)
!4367 = !DILocalVariable(name: "this", arg: 1, scope: !4368, type: !3474, flags: DIFlagArtificial | DIFlagObjectPointer)
!4368 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE5beginEv", scope: !57, file: !56, line: 868, type: !765, scopeLine: 869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !764, retainedNodes: !4369)
!4369 = !{!4367}
!4370 = !DILocation(line: 0, scope: !4368, inlinedAt: !4371)
!4371 = distinct !DILocation(line: 100, column: 16, scope: !3456)
!4372 = !DILocalVariable(name: "this", arg: 1, scope: !4373, type: !4376, flags: DIFlagArtificial | DIFlagObjectPointer)
!4373 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEC2ERKS6_", scope: !768, file: !769, line: 1072, type: !777, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !776, retainedNodes: !4374)
!4374 = !{!4372, !4375}
!4375 = !DILocalVariable(name: "__i", arg: 2, scope: !4373, file: !769, line: 1072, type: !779)
!4376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !768, size: 64)
!4377 = !DILocation(line: 0, scope: !4373, inlinedAt: !4378)
!4378 = distinct !DILocation(line: 869, column: 16, scope: !4368, inlinedAt: !4371)
!4379 = !DILocation(line: 1073, column: 20, scope: !4373, inlinedAt: !4378)
!4380 = !DILocalVariable(name: "this", arg: 1, scope: !4381, type: !3474, flags: DIFlagArtificial | DIFlagObjectPointer)
!4381 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE3endEv", scope: !57, file: !56, line: 888, type: !765, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !830, retainedNodes: !4382)
!4382 = !{!4380}
!4383 = !DILocation(line: 0, scope: !4381, inlinedAt: !4384)
!4384 = distinct !DILocation(line: 100, column: 16, scope: !3456)
!4385 = !DILocation(line: 0, scope: !4373, inlinedAt: !4386)
!4386 = distinct !DILocation(line: 889, column: 16, scope: !4381, inlinedAt: !4384)
!4387 = !DILocation(line: 1073, column: 20, scope: !4373, inlinedAt: !4386)
!4388 = !DILocalVariable(name: "__lhs", arg: 1, scope: !4389, file: !769, line: 1237, type: !4392)
!4389 = distinct !DISubprogram(name: "operator!=<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", linkageName: "_ZN9__gnu_cxxneIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEEbRKNS_17__normal_iteratorIT_T0_EESF_", scope: !12, file: !769, line: 1237, type: !4390, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !824, retainedNodes: !4393)
!4390 = !DISubroutineType(types: !4391)
!4391 = !{!196, !4392, !4392}
!4392 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!4393 = !{!4388, !4394}
!4394 = !DILocalVariable(name: "__rhs", arg: 2, scope: !4389, file: !769, line: 1238, type: !4392)
!4395 = !DILocation(line: 0, scope: !4389, inlinedAt: !4396)
!4396 = distinct !DILocation(line: 100, column: 16, scope: !3456)
!4397 = !DILocation(line: 1240, column: 27, scope: !4389, inlinedAt: !4396)
!4398 = !DILocation(line: 100, column: 16, scope: !3456)
!4399 = !DILocation(line: 0, scope: !3312, inlinedAt: !4400)
!4400 = distinct !DILocation(line: 106, column: 18, scope: !3438)
!4401 = !DILocation(line: 0, scope: !3319, inlinedAt: !4400)
!4402 = !DILocation(line: 0, scope: !3327, inlinedAt: !4403)
!4403 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4400)
!4404 = !DILocation(line: 0, scope: !3334, inlinedAt: !4405)
!4405 = distinct !DILocation(line: 879, column: 16, scope: !3327, inlinedAt: !4403)
!4406 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !4405)
!4407 = !DILocation(line: 0, scope: !3346, inlinedAt: !4408)
!4408 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4400)
!4409 = !DILocation(line: 0, scope: !3334, inlinedAt: !4410)
!4410 = distinct !DILocation(line: 899, column: 16, scope: !3346, inlinedAt: !4408)
!4411 = !DILocation(line: 1073, column: 20, scope: !3334, inlinedAt: !4410)
!4412 = !DILocation(line: 0, scope: !3355, inlinedAt: !4413)
!4413 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4400)
!4414 = !DILocation(line: 1240, column: 27, scope: !3355, inlinedAt: !4413)
!4415 = !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4400)
!4416 = !DILocation(line: 0, scope: !3323, inlinedAt: !4400)
!4417 = !DILocation(line: 0, scope: !3368, inlinedAt: !4418)
!4418 = distinct !DILocation(line: 80, column: 10, scope: !3323, inlinedAt: !4400)
!4419 = !DILocation(line: 0, scope: !3373, inlinedAt: !4420)
!4420 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4418)
!4421 = !DILocation(line: 0, scope: !3378, inlinedAt: !4422)
!4422 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4420)
!4423 = !DILocation(line: 0, scope: !3384, inlinedAt: !4424)
!4424 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4422)
!4425 = !DILocation(line: 0, scope: !3406, inlinedAt: !4426)
!4426 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4424)
!4427 = !DILocation(line: 0, scope: !3413, inlinedAt: !4428)
!4428 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4426)
!4429 = !DILocation(line: 0, scope: !3418, inlinedAt: !4430)
!4430 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4428)
!4431 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !4430)
!4432 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4422)
!4433 = !DILocation(line: 80, column: 13, scope: !3323, inlinedAt: !4400)
!4434 = !DILocation(line: 80, column: 7, scope: !3323, inlinedAt: !4400)
!4435 = !DILocation(line: 0, scope: !3429, inlinedAt: !4436)
!4436 = distinct !DILocation(line: 79, column: 22, scope: !3319, inlinedAt: !4400)
!4437 = !DILocation(line: 1107, column: 2, scope: !3429, inlinedAt: !4436)
!4438 = distinct !{!4438, !4439, !4440, !3437}
!4439 = !DILocation(line: 79, column: 3, scope: !3319, inlinedAt: !4400)
!4440 = !DILocation(line: 80, column: 18, scope: !3319, inlinedAt: !4400)
!4441 = !DILocation(line: 112, column: 1, scope: !3438)
!4442 = !DILocation(line: 0, scope: !3460)
!4443 = !DILocation(line: 0, scope: !3368, inlinedAt: !4444)
!4444 = distinct !DILocation(line: 101, column: 12, scope: !4445)
!4445 = distinct !DILexicalBlock(scope: !3460, file: !8, line: 100, column: 26)
!4446 = !DILocation(line: 0, scope: !3373, inlinedAt: !4447)
!4447 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4444)
!4448 = !DILocation(line: 0, scope: !3378, inlinedAt: !4449)
!4449 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4447)
!4450 = !DILocation(line: 0, scope: !3384, inlinedAt: !4451)
!4451 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4449)
!4452 = !DILocation(line: 0, scope: !3406, inlinedAt: !4453)
!4453 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4451)
!4454 = !DILocation(line: 0, scope: !3413, inlinedAt: !4455)
!4455 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4453)
!4456 = !DILocation(line: 0, scope: !3418, inlinedAt: !4457)
!4457 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4455)
!4458 = !DILocation(line: 236, column: 60, scope: !3418, inlinedAt: !4457)
!4459 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4449)
!4460 = !DILocation(line: 101, column: 15, scope: !4445)
!4461 = !DILocation(line: 101, column: 5, scope: !4445)
!4462 = !DILocation(line: 101, column: 22, scope: !4445)
!4463 = !{!4464, !4464, i64 0}
!4464 = !{!"int", !3343, i64 0}
!4465 = !DILocation(line: 0, scope: !3368, inlinedAt: !4466)
!4466 = distinct !DILocation(line: 102, column: 9, scope: !4467)
!4467 = distinct !DILexicalBlock(scope: !4445, file: !8, line: 102, column: 9)
!4468 = !DILocation(line: 0, scope: !3373, inlinedAt: !4469)
!4469 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4466)
!4470 = !DILocation(line: 0, scope: !3378, inlinedAt: !4471)
!4471 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4469)
!4472 = !DILocation(line: 0, scope: !3384, inlinedAt: !4473)
!4473 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4471)
!4474 = !DILocation(line: 0, scope: !3406, inlinedAt: !4475)
!4475 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4473)
!4476 = !DILocation(line: 0, scope: !3413, inlinedAt: !4477)
!4477 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4475)
!4478 = !DILocation(line: 0, scope: !3418, inlinedAt: !4479)
!4479 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4477)
!4480 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4471)
!4481 = !DILocation(line: 102, column: 12, scope: !4467)
!4482 = !DILocation(line: 102, column: 24, scope: !4467)
!4483 = !DILocation(line: 102, column: 9, scope: !4445)
!4484 = !DILocation(line: 0, scope: !3368, inlinedAt: !4485)
!4485 = distinct !DILocation(line: 103, column: 7, scope: !4467)
!4486 = !DILocation(line: 0, scope: !3373, inlinedAt: !4487)
!4487 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4485)
!4488 = !DILocation(line: 0, scope: !3378, inlinedAt: !4489)
!4489 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4487)
!4490 = !DILocation(line: 0, scope: !3384, inlinedAt: !4491)
!4491 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4489)
!4492 = !DILocation(line: 0, scope: !3406, inlinedAt: !4493)
!4493 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4491)
!4494 = !DILocation(line: 0, scope: !3413, inlinedAt: !4495)
!4495 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4493)
!4496 = !DILocation(line: 0, scope: !3418, inlinedAt: !4497)
!4497 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4495)
!4498 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4489)
!4499 = !DILocation(line: 103, column: 10, scope: !4467)
!4500 = !DILocation(line: 112, column: 1, scope: !4445)
!4501 = !DILocation(line: 0, scope: !3368, inlinedAt: !4502)
!4502 = distinct !DILocation(line: 104, column: 12, scope: !4445)
!4503 = !DILocation(line: 0, scope: !3373, inlinedAt: !4504)
!4504 = distinct !DILocation(line: 455, column: 9, scope: !3368, inlinedAt: !4502)
!4505 = !DILocation(line: 0, scope: !3378, inlinedAt: !4506)
!4506 = distinct !DILocation(line: 462, column: 21, scope: !3373, inlinedAt: !4504)
!4507 = !DILocation(line: 0, scope: !3384, inlinedAt: !4508)
!4508 = distinct !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4506)
!4509 = !DILocation(line: 0, scope: !3406, inlinedAt: !4510)
!4510 = distinct !DILocation(line: 1387, column: 14, scope: !3384, inlinedAt: !4508)
!4511 = !DILocation(line: 0, scope: !3413, inlinedAt: !4512)
!4512 = distinct !DILocation(line: 1370, column: 14, scope: !3406, inlinedAt: !4510)
!4513 = !DILocation(line: 0, scope: !3418, inlinedAt: !4514)
!4514 = distinct !DILocation(line: 271, column: 57, scope: !3413, inlinedAt: !4512)
!4515 = !DILocation(line: 191, column: 51, scope: !3378, inlinedAt: !4506)
!4516 = !DILocation(line: 104, column: 15, scope: !4445)
!4517 = !DILocation(line: 104, column: 9, scope: !4445)
!4518 = !DILocalVariable(name: "this", arg: 1, scope: !4519, type: !4376, flags: DIFlagArtificial | DIFlagObjectPointer)
!4519 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEppEv", scope: !768, file: !769, line: 1105, type: !798, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !797, retainedNodes: !4520)
!4520 = !{!4518}
!4521 = !DILocation(line: 0, scope: !4519, inlinedAt: !4522)
!4522 = distinct !DILocation(line: 100, column: 16, scope: !3456)
!4523 = !DILocation(line: 1107, column: 2, scope: !4519, inlinedAt: !4522)
!4524 = distinct !{!4524, !4525, !4526, !3437}
!4525 = !DILocation(line: 100, column: 3, scope: !3456)
!4526 = !DILocation(line: 105, column: 3, scope: !3456)
!4527 = !DILocalVariable(name: "this", arg: 1, scope: !4528, type: !4544, flags: DIFlagArtificial | DIFlagObjectPointer)
!4528 = distinct !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEPFRSt8ios_baseS0_E", scope: !4530, file: !4529, line: 127, type: !4532, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4541, retainedNodes: !4542)
!4529 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ostream", directory: ".")
!4530 = !DICompositeType(tag: DW_TAG_class_type, name: "basic_ostream<char, std::char_traits<char> >", scope: !2, file: !4531, line: 340, size: 2176, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!4531 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/ostream.tcc", directory: ".")
!4532 = !DISubroutineType(types: !4533)
!4533 = !{!4534, !4536, !4537}
!4534 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4535, size: 64)
!4535 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ostream_type", scope: !4530, file: !4529, line: 71, baseType: !4530)
!4536 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4530, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4538, size: 64)
!4538 = !DISubroutineType(types: !4539)
!4539 = !{!4540, !4540}
!4540 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!4541 = !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEPFRSt8ios_baseS0_E", scope: !4530, file: !4529, line: 127, type: !4532, scopeLine: 127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4542 = !{!4527, !4543}
!4543 = !DILocalVariable(name: "__pf", arg: 2, scope: !4528, file: !4529, line: 127, type: !4537)
!4544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4530, size: 64)
!4545 = !DILocation(line: 0, scope: !4528, inlinedAt: !4546)
!4546 = distinct !DILocation(line: 107, column: 13, scope: !3438)
!4547 = !DILocation(line: 132, column: 7, scope: !4528, inlinedAt: !4546)
!4548 = !DILocalVariable(name: "__base", arg: 1, scope: !4549, file: !5, line: 1080, type: !4540)
!4549 = distinct !DISubprogram(name: "fixed", linkageName: "_ZSt5fixedRSt8ios_base", scope: !2, file: !5, line: 1080, type: !4538, scopeLine: 1081, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4550)
!4550 = !{!4548}
!4551 = !DILocation(line: 0, scope: !4549, inlinedAt: !4552)
!4552 = distinct !DILocation(line: 132, column: 2, scope: !4528, inlinedAt: !4546)
!4553 = !DILocalVariable(name: "this", arg: 1, scope: !4554, type: !4564, flags: DIFlagArtificial | DIFlagObjectPointer)
!4554 = distinct !DISubprogram(name: "setf", linkageName: "_ZNSt8ios_base4setfESt13_Ios_FmtflagsS0_", scope: !6, file: !5, line: 702, type: !4555, scopeLine: 703, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4559, retainedNodes: !4560)
!4555 = !DISubroutineType(types: !4556)
!4556 = !{!4557, !4558, !4557, !4557}
!4557 = !DIDerivedType(tag: DW_TAG_typedef, name: "fmtflags", scope: !6, file: !5, line: 342, baseType: !18)
!4558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4559 = !DISubprogram(name: "setf", linkageName: "_ZNSt8ios_base4setfESt13_Ios_FmtflagsS0_", scope: !6, file: !5, line: 702, type: !4555, scopeLine: 702, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4560 = !{!4553, !4561, !4562, !4563}
!4561 = !DILocalVariable(name: "__fmtfl", arg: 2, scope: !4554, file: !5, line: 702, type: !4557)
!4562 = !DILocalVariable(name: "__mask", arg: 3, scope: !4554, file: !5, line: 702, type: !4557)
!4563 = !DILocalVariable(name: "__old", scope: !4554, file: !5, line: 704, type: !4557)
!4564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!4565 = !DILocation(line: 0, scope: !4554, inlinedAt: !4566)
!4566 = distinct !DILocation(line: 1082, column: 12, scope: !4549, inlinedAt: !4552)
!4567 = !DILocation(line: 704, column: 24, scope: !4554, inlinedAt: !4566)
!4568 = !{!4569, !4571, i64 24}
!4569 = !{!"_ZTSSt8ios_base", !4570, i64 8, !4570, i64 16, !4571, i64 24, !4572, i64 28, !4572, i64 32, !3342, i64 40, !4573, i64 48, !3343, i64 64, !4464, i64 192, !3342, i64 200, !4574, i64 208}
!4570 = !{!"long", !3343, i64 0}
!4571 = !{!"_ZTSSt13_Ios_Fmtflags", !3343, i64 0}
!4572 = !{!"_ZTSSt12_Ios_Iostate", !3343, i64 0}
!4573 = !{!"_ZTSNSt8ios_base6_WordsE", !3342, i64 0, !4570, i64 8}
!4574 = !{!"_ZTSSt6locale", !3342, i64 0}
!4575 = !DILocalVariable(name: "__a", arg: 1, scope: !4576, file: !5, line: 103, type: !4581)
!4576 = distinct !DISubprogram(name: "operator&=", linkageName: "_ZStaNRSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 103, type: !4577, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4582)
!4577 = !DISubroutineType(types: !4578)
!4578 = !{!4579, !4581, !18}
!4579 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4580, size: 64)
!4580 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!4581 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!4582 = !{!4575, !4583}
!4583 = !DILocalVariable(name: "__b", arg: 2, scope: !4576, file: !5, line: 103, type: !18)
!4584 = !DILocation(line: 0, scope: !4576, inlinedAt: !4585)
!4585 = distinct !DILocation(line: 705, column: 16, scope: !4554, inlinedAt: !4566)
!4586 = !DILocalVariable(name: "__a", arg: 1, scope: !4587, file: !5, line: 83, type: !18)
!4587 = distinct !DISubprogram(name: "operator&", linkageName: "_ZStanSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 83, type: !4588, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4590)
!4588 = !DISubroutineType(types: !4589)
!4589 = !{!18, !18, !18}
!4590 = !{!4586, !4591}
!4591 = !DILocalVariable(name: "__b", arg: 2, scope: !4587, file: !5, line: 83, type: !18)
!4592 = !DILocation(line: 0, scope: !4587, inlinedAt: !4593)
!4593 = distinct !DILocation(line: 104, column: 22, scope: !4576, inlinedAt: !4585)
!4594 = !DILocation(line: 84, column: 48, scope: !4587, inlinedAt: !4593)
!4595 = !DILocation(line: 0, scope: !4587, inlinedAt: !4596)
!4596 = distinct !DILocation(line: 706, column: 28, scope: !4554, inlinedAt: !4566)
!4597 = !DILocalVariable(name: "__a", arg: 1, scope: !4598, file: !5, line: 99, type: !4581)
!4598 = distinct !DISubprogram(name: "operator|=", linkageName: "_ZStoRRSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 99, type: !4577, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4599)
!4599 = !{!4597, !4600}
!4600 = !DILocalVariable(name: "__b", arg: 2, scope: !4598, file: !5, line: 99, type: !18)
!4601 = !DILocation(line: 0, scope: !4598, inlinedAt: !4602)
!4602 = distinct !DILocation(line: 706, column: 16, scope: !4554, inlinedAt: !4566)
!4603 = !DILocalVariable(name: "__a", arg: 1, scope: !4604, file: !5, line: 87, type: !18)
!4604 = distinct !DISubprogram(name: "operator|", linkageName: "_ZStorSt13_Ios_FmtflagsS_", scope: !2, file: !5, line: 87, type: !4588, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !4605)
!4605 = !{!4603, !4606}
!4606 = !DILocalVariable(name: "__b", arg: 2, scope: !4604, file: !5, line: 87, type: !18)
!4607 = !DILocation(line: 0, scope: !4604, inlinedAt: !4608)
!4608 = distinct !DILocation(line: 100, column: 22, scope: !4598, inlinedAt: !4602)
!4609 = !DILocation(line: 88, column: 48, scope: !4604, inlinedAt: !4608)
!4610 = !DILocation(line: 100, column: 16, scope: !4598, inlinedAt: !4602)
!4611 = !{!4571, !4571, i64 0}
!4612 = !DILocalVariable(name: "__f", arg: 2, scope: !4613, file: !4614, line: 208, type: !4618)
!4613 = distinct !DISubprogram(name: "operator<<<char, std::char_traits<char> >", linkageName: "_ZStlsIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_St13_Setprecision", scope: !2, file: !4614, line: 208, type: !4615, scopeLine: 209, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4623, retainedNodes: !4621)
!4614 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/iomanip", directory: ".")
!4615 = !DISubroutineType(types: !4616)
!4616 = !{!4617, !4617, !4618}
!4617 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4530, size: 64)
!4618 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Setprecision", scope: !2, file: !4614, line: 185, size: 32, flags: DIFlagTypePassByValue, elements: !4619, identifier: "_ZTSSt13_Setprecision")
!4619 = !{!4620}
!4620 = !DIDerivedType(tag: DW_TAG_member, name: "_M_n", scope: !4618, file: !4614, line: 185, baseType: !19, size: 32)
!4621 = !{!4622, !4612}
!4622 = !DILocalVariable(name: "__os", arg: 1, scope: !4613, file: !4614, line: 208, type: !4617)
!4623 = !{!4624, !4625}
!4624 = !DITemplateTypeParameter(name: "_CharT", type: !54)
!4625 = !DITemplateTypeParameter(name: "_Traits", type: !4626)
!4626 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "char_traits<char>", scope: !2, file: !4627, line: 335, size: 8, flags: DIFlagTypePassByValue, elements: !4628, templateParams: !4676, identifier: "_ZTSSt11char_traitsIcE")
!4627 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/char_traits.h", directory: ".")
!4628 = !{!4629, !4636, !4639, !4640, !4644, !4647, !4650, !4654, !4655, !4658, !4664, !4667, !4670, !4673}
!4629 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignERcRKc", scope: !4626, file: !4627, line: 347, type: !4630, scopeLine: 347, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4630 = !DISubroutineType(types: !4631)
!4631 = !{null, !4632, !4634}
!4632 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4633, size: 64)
!4633 = !DIDerivedType(tag: DW_TAG_typedef, name: "char_type", scope: !4626, file: !4627, line: 337, baseType: !54)
!4634 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4635, size: 64)
!4635 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4633)
!4636 = !DISubprogram(name: "eq", linkageName: "_ZNSt11char_traitsIcE2eqERKcS2_", scope: !4626, file: !4627, line: 358, type: !4637, scopeLine: 358, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4637 = !DISubroutineType(types: !4638)
!4638 = !{!196, !4634, !4634}
!4639 = !DISubprogram(name: "lt", linkageName: "_ZNSt11char_traitsIcE2ltERKcS2_", scope: !4626, file: !4627, line: 362, type: !4637, scopeLine: 362, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4640 = !DISubprogram(name: "compare", linkageName: "_ZNSt11char_traitsIcE7compareEPKcS2_m", scope: !4626, file: !4627, line: 370, type: !4641, scopeLine: 370, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4641 = !DISubroutineType(types: !4642)
!4642 = !{!19, !4643, !4643, !495}
!4643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4635, size: 64)
!4644 = !DISubprogram(name: "length", linkageName: "_ZNSt11char_traitsIcE6lengthEPKc", scope: !4626, file: !4627, line: 389, type: !4645, scopeLine: 389, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4645 = !DISubroutineType(types: !4646)
!4646 = !{!495, !4643}
!4647 = !DISubprogram(name: "find", linkageName: "_ZNSt11char_traitsIcE4findEPKcmRS1_", scope: !4626, file: !4627, line: 399, type: !4648, scopeLine: 399, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4648 = !DISubroutineType(types: !4649)
!4649 = !{!4643, !4643, !495, !4634}
!4650 = !DISubprogram(name: "move", linkageName: "_ZNSt11char_traitsIcE4moveEPcPKcm", scope: !4626, file: !4627, line: 411, type: !4651, scopeLine: 411, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4651 = !DISubroutineType(types: !4652)
!4652 = !{!4653, !4653, !4643, !495}
!4653 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4633, size: 64)
!4654 = !DISubprogram(name: "copy", linkageName: "_ZNSt11char_traitsIcE4copyEPcPKcm", scope: !4626, file: !4627, line: 423, type: !4651, scopeLine: 423, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4655 = !DISubprogram(name: "assign", linkageName: "_ZNSt11char_traitsIcE6assignEPcmc", scope: !4626, file: !4627, line: 435, type: !4656, scopeLine: 435, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4656 = !DISubroutineType(types: !4657)
!4657 = !{!4653, !4653, !495, !4633}
!4658 = !DISubprogram(name: "to_char_type", linkageName: "_ZNSt11char_traitsIcE12to_char_typeERKi", scope: !4626, file: !4627, line: 447, type: !4659, scopeLine: 447, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4659 = !DISubroutineType(types: !4660)
!4660 = !{!4633, !4661}
!4661 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4662, size: 64)
!4662 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4663)
!4663 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_type", scope: !4626, file: !4627, line: 338, baseType: !19)
!4664 = !DISubprogram(name: "to_int_type", linkageName: "_ZNSt11char_traitsIcE11to_int_typeERKc", scope: !4626, file: !4627, line: 453, type: !4665, scopeLine: 453, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4665 = !DISubroutineType(types: !4666)
!4666 = !{!4663, !4634}
!4667 = !DISubprogram(name: "eq_int_type", linkageName: "_ZNSt11char_traitsIcE11eq_int_typeERKiS2_", scope: !4626, file: !4627, line: 457, type: !4668, scopeLine: 457, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4668 = !DISubroutineType(types: !4669)
!4669 = !{!196, !4661, !4661}
!4670 = !DISubprogram(name: "eof", linkageName: "_ZNSt11char_traitsIcE3eofEv", scope: !4626, file: !4627, line: 461, type: !4671, scopeLine: 461, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4671 = !DISubroutineType(types: !4672)
!4672 = !{!4663}
!4673 = !DISubprogram(name: "not_eof", linkageName: "_ZNSt11char_traitsIcE7not_eofERKi", scope: !4626, file: !4627, line: 465, type: !4674, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!4674 = !DISubroutineType(types: !4675)
!4675 = !{!4663, !4661}
!4676 = !{!4624}
!4677 = !DILocation(line: 0, scope: !4613, inlinedAt: !4678)
!4678 = distinct !DILocation(line: 107, column: 27, scope: !3438)
!4679 = !DILocation(line: 210, column: 7, scope: !4613, inlinedAt: !4678)
!4680 = !DILocalVariable(name: "this", arg: 1, scope: !4681, type: !4564, flags: DIFlagArtificial | DIFlagObjectPointer)
!4681 = distinct !DISubprogram(name: "precision", linkageName: "_ZNSt8ios_base9precisionEl", scope: !6, file: !5, line: 737, type: !4682, scopeLine: 738, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4684, retainedNodes: !4685)
!4682 = !DISubroutineType(types: !4683)
!4683 = !{!2359, !4558, !2359}
!4684 = !DISubprogram(name: "precision", linkageName: "_ZNSt8ios_base9precisionEl", scope: !6, file: !5, line: 737, type: !4682, scopeLine: 737, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4685 = !{!4680, !4686, !4687}
!4686 = !DILocalVariable(name: "__prec", arg: 2, scope: !4681, file: !5, line: 737, type: !2359)
!4687 = !DILocalVariable(name: "__old", scope: !4681, file: !5, line: 739, type: !2359)
!4688 = !DILocation(line: 0, scope: !4681, inlinedAt: !4689)
!4689 = distinct !DILocation(line: 210, column: 12, scope: !4613, inlinedAt: !4678)
!4690 = !DILocation(line: 739, column: 26, scope: !4681, inlinedAt: !4689)
!4691 = !DILocation(line: 740, column: 20, scope: !4681, inlinedAt: !4689)
!4692 = !{!4569, !4570, i64 8}
!4693 = !DILocalVariable(name: "__out", arg: 1, scope: !4694, file: !4529, line: 615, type: !4617)
!4694 = distinct !DISubprogram(name: "operator<<<std::char_traits<char> >", linkageName: "_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc", scope: !2, file: !4529, line: 615, type: !4695, scopeLine: 616, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4699, retainedNodes: !4697)
!4695 = !DISubroutineType(types: !4696)
!4696 = !{!4617, !4617, !942}
!4697 = !{!4693, !4698}
!4698 = !DILocalVariable(name: "__s", arg: 2, scope: !4694, file: !4529, line: 615, type: !942)
!4699 = !{!4625}
!4700 = !DILocation(line: 0, scope: !4694, inlinedAt: !4701)
!4701 = distinct !DILocation(line: 107, column: 51, scope: !3438)
!4702 = !DILocation(line: 620, column: 2, scope: !4703, inlinedAt: !4701)
!4703 = distinct !DILexicalBlock(scope: !4694, file: !4529, line: 617, column: 11)
!4704 = !DILocalVariable(name: "this", arg: 1, scope: !4705, type: !4544, flags: DIFlagArtificial | DIFlagObjectPointer)
!4705 = distinct !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEd", scope: !4530, file: !4529, line: 220, type: !4706, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4708, retainedNodes: !4709)
!4706 = !DISubroutineType(types: !4707)
!4707 = !{!4534, !4536, !130}
!4708 = !DISubprogram(name: "operator<<", linkageName: "_ZNSolsEd", scope: !4530, file: !4529, line: 220, type: !4706, scopeLine: 220, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4709 = !{!4704, !4710}
!4710 = !DILocalVariable(name: "__f", arg: 2, scope: !4705, file: !4529, line: 220, type: !130)
!4711 = !DILocation(line: 0, scope: !4705, inlinedAt: !4712)
!4712 = distinct !DILocation(line: 107, column: 64, scope: !3438)
!4713 = !DILocation(line: 221, column: 16, scope: !4705, inlinedAt: !4712)
!4714 = !DILocation(line: 0, scope: !4694, inlinedAt: !4715)
!4715 = distinct !DILocation(line: 108, column: 13, scope: !3438)
!4716 = !DILocation(line: 620, column: 2, scope: !4703, inlinedAt: !4715)
!4717 = !DILocation(line: 0, scope: !4705, inlinedAt: !4718)
!4718 = distinct !DILocation(line: 108, column: 26, scope: !3438)
!4719 = !DILocation(line: 221, column: 16, scope: !4705, inlinedAt: !4718)
!4720 = !DILocation(line: 0, scope: !4694, inlinedAt: !4721)
!4721 = distinct !DILocation(line: 108, column: 35, scope: !3438)
!4722 = !DILocation(line: 620, column: 2, scope: !4703, inlinedAt: !4721)
!4723 = !DILocation(line: 0, scope: !4705, inlinedAt: !4724)
!4724 = distinct !DILocation(line: 108, column: 52, scope: !3438)
!4725 = !DILocation(line: 221, column: 16, scope: !4705, inlinedAt: !4724)
!4726 = !DILocation(line: 0, scope: !4694, inlinedAt: !4727)
!4727 = distinct !DILocation(line: 108, column: 59, scope: !3438)
!4728 = !DILocation(line: 620, column: 2, scope: !4703, inlinedAt: !4727)
!4729 = !DILocation(line: 109, column: 16, scope: !3438)
!4730 = !DILocation(line: 109, column: 13, scope: !3438)
!4731 = !DILocation(line: 0, scope: !4732, inlinedAt: !4738)
!4732 = distinct !DISubprogram(name: "operator<<<std::char_traits<char> >", linkageName: "_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_c", scope: !2, file: !4529, line: 523, type: !4733, scopeLine: 524, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4699, retainedNodes: !4735)
!4733 = !DISubroutineType(types: !4734)
!4734 = !{!4617, !4617, !54}
!4735 = !{!4736, !4737}
!4736 = !DILocalVariable(name: "__out", arg: 1, scope: !4732, file: !4529, line: 523, type: !4617)
!4737 = !DILocalVariable(name: "__c", arg: 2, scope: !4732, file: !4529, line: 523, type: !54)
!4738 = distinct !DILocation(line: 109, column: 26, scope: !3438)
!4739 = !{!3343, !3343, i64 0}
!4740 = !DILocation(line: 525, column: 11, scope: !4741, inlinedAt: !4738)
!4741 = distinct !DILexicalBlock(scope: !4732, file: !4529, line: 525, column: 11)
!4742 = !DILocalVariable(name: "this", arg: 1, scope: !4743, type: !4750, flags: DIFlagArtificial | DIFlagObjectPointer)
!4743 = distinct !DISubprogram(name: "width", linkageName: "_ZNKSt8ios_base5widthEv", scope: !6, file: !5, line: 751, type: !4744, scopeLine: 752, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4748, retainedNodes: !4749)
!4744 = !DISubroutineType(types: !4745)
!4745 = !{!2359, !4746}
!4746 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4747, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!4747 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!4748 = !DISubprogram(name: "width", linkageName: "_ZNKSt8ios_base5widthEv", scope: !6, file: !5, line: 751, type: !4744, scopeLine: 751, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!4749 = !{!4742}
!4750 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4747, size: 64)
!4751 = !DILocation(line: 0, scope: !4743, inlinedAt: !4752)
!4752 = distinct !DILocation(line: 525, column: 17, scope: !4741, inlinedAt: !4738)
!4753 = !DILocation(line: 752, column: 14, scope: !4743, inlinedAt: !4752)
!4754 = !{!4569, !4570, i64 16}
!4755 = !DILocation(line: 525, column: 25, scope: !4741, inlinedAt: !4738)
!4756 = !DILocation(line: 525, column: 11, scope: !4732, inlinedAt: !4738)
!4757 = !DILocation(line: 526, column: 9, scope: !4741, inlinedAt: !4738)
!4758 = !DILocation(line: 527, column: 13, scope: !4732, inlinedAt: !4738)
!4759 = !DILocation(line: 529, column: 5, scope: !4732, inlinedAt: !4738)
!4760 = !DILocation(line: 109, column: 36, scope: !3438)
!4761 = !DILocation(line: 109, column: 33, scope: !3438)
!4762 = !DILocation(line: 0, scope: !4732, inlinedAt: !4763)
!4763 = distinct !DILocation(line: 109, column: 46, scope: !3438)
!4764 = !DILocation(line: 525, column: 11, scope: !4741, inlinedAt: !4763)
!4765 = !DILocation(line: 0, scope: !4743, inlinedAt: !4766)
!4766 = distinct !DILocation(line: 525, column: 17, scope: !4741, inlinedAt: !4763)
!4767 = !DILocation(line: 752, column: 14, scope: !4743, inlinedAt: !4766)
!4768 = !DILocation(line: 525, column: 25, scope: !4741, inlinedAt: !4763)
!4769 = !DILocation(line: 525, column: 11, scope: !4732, inlinedAt: !4763)
!4770 = !DILocation(line: 526, column: 9, scope: !4741, inlinedAt: !4763)
!4771 = !DILocation(line: 527, column: 13, scope: !4732, inlinedAt: !4763)
!4772 = !DILocation(line: 529, column: 5, scope: !4732, inlinedAt: !4763)
!4773 = !DILocation(line: 109, column: 56, scope: !3438)
!4774 = !DILocation(line: 109, column: 53, scope: !3438)
!4775 = !DILocation(line: 0, scope: !4732, inlinedAt: !4776)
!4776 = distinct !DILocation(line: 109, column: 66, scope: !3438)
!4777 = !DILocation(line: 525, column: 11, scope: !4741, inlinedAt: !4776)
!4778 = !DILocation(line: 0, scope: !4743, inlinedAt: !4779)
!4779 = distinct !DILocation(line: 525, column: 17, scope: !4741, inlinedAt: !4776)
!4780 = !DILocation(line: 752, column: 14, scope: !4743, inlinedAt: !4779)
!4781 = !DILocation(line: 525, column: 25, scope: !4741, inlinedAt: !4776)
!4782 = !DILocation(line: 525, column: 11, scope: !4732, inlinedAt: !4776)
!4783 = !DILocation(line: 526, column: 9, scope: !4741, inlinedAt: !4776)
!4784 = !DILocation(line: 527, column: 13, scope: !4732, inlinedAt: !4776)
!4785 = !DILocation(line: 529, column: 5, scope: !4732, inlinedAt: !4776)
!4786 = !DILocation(line: 110, column: 16, scope: !3438)
!4787 = !DILocation(line: 110, column: 13, scope: !3438)
!4788 = !DILocation(line: 0, scope: !4732, inlinedAt: !4789)
!4789 = distinct !DILocation(line: 110, column: 26, scope: !3438)
!4790 = !DILocation(line: 525, column: 11, scope: !4741, inlinedAt: !4789)
!4791 = !DILocation(line: 0, scope: !4743, inlinedAt: !4792)
!4792 = distinct !DILocation(line: 525, column: 17, scope: !4741, inlinedAt: !4789)
!4793 = !DILocation(line: 752, column: 14, scope: !4743, inlinedAt: !4792)
!4794 = !DILocation(line: 525, column: 25, scope: !4741, inlinedAt: !4789)
!4795 = !DILocation(line: 525, column: 11, scope: !4732, inlinedAt: !4789)
!4796 = !DILocation(line: 526, column: 9, scope: !4741, inlinedAt: !4789)
!4797 = !DILocation(line: 527, column: 13, scope: !4732, inlinedAt: !4789)
!4798 = !DILocation(line: 529, column: 5, scope: !4732, inlinedAt: !4789)
!4799 = !DILocalVariable(name: "this", arg: 1, scope: !4800, type: !3474, flags: DIFlagArtificial | DIFlagObjectPointer)
!4800 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !57, file: !56, line: 728, type: !695, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !747, retainedNodes: !4801)
!4801 = !{!4799}
!4802 = !DILocation(line: 0, scope: !4800, inlinedAt: !4803)
!4803 = distinct !DILocation(line: 112, column: 1, scope: !3438)
!4804 = !DILocation(line: 730, column: 30, scope: !4805, inlinedAt: !4803)
!4805 = distinct !DILexicalBlock(scope: !4800, file: !56, line: 729, column: 7)
!4806 = !{!3683, !3342, i64 0}
!4807 = !DILocation(line: 730, column: 54, scope: !4805, inlinedAt: !4803)
!4808 = !DILocalVariable(name: "__first", arg: 1, scope: !4809, file: !74, line: 847, type: !80)
!4809 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_EvT_S6_RSaIT0_E", scope: !2, file: !74, line: 847, type: !4810, scopeLine: 849, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4815, retainedNodes: !4812)
!4810 = !DISubroutineType(types: !4811)
!4811 = !{null, !80, !80, !517}
!4812 = !{!4808, !4813, !4814}
!4813 = !DILocalVariable(name: "__last", arg: 2, scope: !4809, file: !74, line: 847, type: !80)
!4814 = !DILocalVariable(arg: 3, scope: !4809, file: !74, line: 848, type: !517)
!4815 = !{!4816, !504}
!4816 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !80)
!4817 = !DILocation(line: 0, scope: !4809, inlinedAt: !4818)
!4818 = distinct !DILocation(line: 730, column: 2, scope: !4805, inlinedAt: !4803)
!4819 = !DILocalVariable(name: "__first", arg: 1, scope: !4820, file: !4821, line: 182, type: !80)
!4820 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZSt8_DestroyIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EEEvT_S6_", scope: !2, file: !4821, line: 182, type: !4822, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4826, retainedNodes: !4824)
!4821 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!4822 = !DISubroutineType(types: !4823)
!4823 = !{null, !80, !80}
!4824 = !{!4819, !4825}
!4825 = !DILocalVariable(name: "__last", arg: 2, scope: !4820, file: !4821, line: 182, type: !80)
!4826 = !{!4816}
!4827 = !DILocation(line: 0, scope: !4820, inlinedAt: !4828)
!4828 = distinct !DILocation(line: 850, column: 7, scope: !4809, inlinedAt: !4818)
!4829 = !DILocalVariable(name: "__first", arg: 1, scope: !4830, file: !4821, line: 160, type: !80)
!4830 = distinct !DISubprogram(name: "__destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI5ShapeSt14default_deleteIS3_EEEEvT_S8_", scope: !4831, file: !4821, line: 160, type: !4822, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !4826, declaration: !4833, retainedNodes: !4834)
!4831 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !2, file: !4821, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !173, templateParams: !4832, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!4832 = !{!266}
!4833 = !DISubprogram(name: "__destroy<std::unique_ptr<Shape, std::default_delete<Shape> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt10unique_ptrI5ShapeSt14default_deleteIS3_EEEEvT_S8_", scope: !4831, file: !4821, line: 160, type: !4822, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !4826)
!4834 = !{!4829, !4835}
!4835 = !DILocalVariable(name: "__last", arg: 2, scope: !4830, file: !4821, line: 160, type: !80)
!4836 = !DILocation(line: 0, scope: !4830, inlinedAt: !4837)
!4837 = distinct !DILocation(line: 195, column: 7, scope: !4820, inlinedAt: !4828)
!4838 = !DILocation(line: 162, column: 19, scope: !4839, inlinedAt: !4837)
!4839 = distinct !DILexicalBlock(scope: !4840, file: !4821, line: 162, column: 4)
!4840 = distinct !DILexicalBlock(scope: !4830, file: !4821, line: 162, column: 4)
!4841 = !DILocation(line: 162, column: 4, scope: !4840, inlinedAt: !4837)
!4842 = !DILocalVariable(name: "__pointer", arg: 1, scope: !4843, file: !4821, line: 146, type: !80)
!4843 = distinct !DISubprogram(name: "_Destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZSt8_DestroyISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEvPT_", scope: !2, file: !4821, line: 146, type: !4844, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !503, retainedNodes: !4846)
!4844 = !DISubroutineType(types: !4845)
!4845 = !{null, !80}
!4846 = !{!4842}
!4847 = !DILocation(line: 0, scope: !4843, inlinedAt: !4848)
!4848 = distinct !DILocation(line: 163, column: 6, scope: !4839, inlinedAt: !4837)
!4849 = !DILocation(line: 0, scope: !3777, inlinedAt: !4850)
!4850 = distinct !DILocation(line: 151, column: 19, scope: !4843, inlinedAt: !4848)
!4851 = !DILocation(line: 0, scope: !3744, inlinedAt: !4852)
!4852 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !4850)
!4853 = !DILocation(line: 0, scope: !3750, inlinedAt: !4854)
!4854 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4852)
!4855 = !DILocation(line: 0, scope: !3758, inlinedAt: !4856)
!4856 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4854)
!4857 = !DILocation(line: 0, scope: !3763, inlinedAt: !4858)
!4858 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4856)
!4859 = !DILocation(line: 0, scope: !3768, inlinedAt: !4860)
!4860 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4858)
!4861 = !DILocation(line: 233, column: 54, scope: !3768, inlinedAt: !4860)
!4862 = !DILocation(line: 0, scope: !3780, inlinedAt: !4850)
!4863 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !4850)
!4864 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !4850)
!4865 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !4850)
!4866 = !DILocation(line: 0, scope: !3799, inlinedAt: !4867)
!4867 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4850)
!4868 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !4867)
!4869 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4850)
!4870 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !4850)
!4871 = !DILocation(line: 162, column: 30, scope: !4839, inlinedAt: !4837)
!4872 = distinct !{!4872, !4841, !4873, !4363, !3437}
!4873 = !DILocation(line: 163, column: 46, scope: !4840, inlinedAt: !4837)
!4874 = !DILocalVariable(name: "this", arg: 1, scope: !4875, type: !3480, flags: DIFlagArtificial | DIFlagObjectPointer)
!4875 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EED2Ev", scope: !60, file: !56, line: 364, type: !612, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !638, retainedNodes: !4876)
!4876 = !{!4874}
!4877 = !DILocation(line: 0, scope: !4875, inlinedAt: !4878)
!4878 = distinct !DILocation(line: 733, column: 7, scope: !4805, inlinedAt: !4803)
!4879 = !DILocation(line: 366, column: 24, scope: !4880, inlinedAt: !4878)
!4880 = distinct !DILexicalBlock(scope: !4875, file: !56, line: 365, column: 7)
!4881 = !DILocalVariable(name: "this", arg: 1, scope: !4882, type: !3480, flags: DIFlagArtificial | DIFlagObjectPointer)
!4882 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE13_M_deallocateEPS4_m", scope: !60, file: !56, line: 383, type: !643, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !642, retainedNodes: !4883)
!4883 = !{!4881, !4884, !4885}
!4884 = !DILocalVariable(name: "__p", arg: 2, scope: !4882, file: !56, line: 383, type: !556)
!4885 = !DILocalVariable(name: "__n", arg: 3, scope: !4882, file: !56, line: 383, type: !495)
!4886 = !DILocation(line: 0, scope: !4882, inlinedAt: !4887)
!4887 = distinct !DILocation(line: 366, column: 2, scope: !4880, inlinedAt: !4878)
!4888 = !DILocation(line: 386, column: 6, scope: !4889, inlinedAt: !4887)
!4889 = distinct !DILexicalBlock(scope: !4882, file: !56, line: 386, column: 6)
!4890 = !DILocation(line: 386, column: 6, scope: !4882, inlinedAt: !4887)
!4891 = !DILocalVariable(name: "__a", arg: 1, scope: !4892, file: !74, line: 495, type: !458)
!4892 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE10deallocateERS5_PS4_m", scope: !73, file: !74, line: 495, type: !525, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !524, retainedNodes: !4893)
!4893 = !{!4891, !4894, !4895}
!4894 = !DILocalVariable(name: "__p", arg: 2, scope: !4892, file: !74, line: 495, type: !79)
!4895 = !DILocalVariable(name: "__n", arg: 3, scope: !4892, file: !74, line: 495, type: !519)
!4896 = !DILocation(line: 0, scope: !4892, inlinedAt: !4897)
!4897 = distinct !DILocation(line: 387, column: 4, scope: !4889, inlinedAt: !4887)
!4898 = !DILocalVariable(name: "this", arg: 1, scope: !4899, type: !3709, flags: DIFlagArtificial | DIFlagObjectPointer)
!4899 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE10deallocateEPS4_m", scope: !466, file: !467, line: 142, type: !497, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !496, retainedNodes: !4900)
!4900 = !{!4898, !4901, !4902}
!4901 = !DILocalVariable(name: "__p", arg: 2, scope: !4899, file: !467, line: 142, type: !80)
!4902 = !DILocalVariable(name: "__n", arg: 3, scope: !4899, file: !467, line: 142, type: !494)
!4903 = !DILocation(line: 0, scope: !4899, inlinedAt: !4904)
!4904 = distinct !DILocation(line: 496, column: 13, scope: !4892, inlinedAt: !4897)
!4905 = !DILocation(line: 158, column: 27, scope: !4899, inlinedAt: !4904)
!4906 = !DILocation(line: 158, column: 2, scope: !4899, inlinedAt: !4904)
!4907 = !DILocation(line: 387, column: 4, scope: !4889, inlinedAt: !4887)
!4908 = !DILocation(line: 0, scope: !4800)
!4909 = !DILocation(line: 730, column: 30, scope: !4805)
!4910 = !DILocation(line: 730, column: 54, scope: !4805)
!4911 = !DILocation(line: 0, scope: !4809, inlinedAt: !4912)
!4912 = distinct !DILocation(line: 730, column: 2, scope: !4805)
!4913 = !DILocation(line: 0, scope: !4820, inlinedAt: !4914)
!4914 = distinct !DILocation(line: 850, column: 7, scope: !4809, inlinedAt: !4912)
!4915 = !DILocation(line: 0, scope: !4830, inlinedAt: !4916)
!4916 = distinct !DILocation(line: 195, column: 7, scope: !4820, inlinedAt: !4914)
!4917 = !DILocation(line: 162, column: 19, scope: !4839, inlinedAt: !4916)
!4918 = !DILocation(line: 162, column: 4, scope: !4840, inlinedAt: !4916)
!4919 = !DILocation(line: 0, scope: !4843, inlinedAt: !4920)
!4920 = distinct !DILocation(line: 163, column: 6, scope: !4839, inlinedAt: !4916)
!4921 = !DILocation(line: 0, scope: !3777, inlinedAt: !4922)
!4922 = distinct !DILocation(line: 151, column: 19, scope: !4843, inlinedAt: !4920)
!4923 = !DILocation(line: 0, scope: !3744, inlinedAt: !4924)
!4924 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !4922)
!4925 = !DILocation(line: 0, scope: !3750, inlinedAt: !4926)
!4926 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !4924)
!4927 = !DILocation(line: 0, scope: !3758, inlinedAt: !4928)
!4928 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !4926)
!4929 = !DILocation(line: 0, scope: !3763, inlinedAt: !4930)
!4930 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !4928)
!4931 = !DILocation(line: 0, scope: !3768, inlinedAt: !4932)
!4932 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !4930)
!4933 = !DILocation(line: 233, column: 54, scope: !3768, inlinedAt: !4932)
!4934 = !DILocation(line: 0, scope: !3780, inlinedAt: !4922)
!4935 = !DILocation(line: 395, column: 6, scope: !3795, inlinedAt: !4922)
!4936 = !DILocation(line: 395, column: 12, scope: !3795, inlinedAt: !4922)
!4937 = !DILocation(line: 395, column: 6, scope: !3780, inlinedAt: !4922)
!4938 = !DILocation(line: 0, scope: !3799, inlinedAt: !4939)
!4939 = distinct !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4922)
!4940 = !DILocation(line: 95, column: 2, scope: !3799, inlinedAt: !4939)
!4941 = !DILocation(line: 396, column: 4, scope: !3795, inlinedAt: !4922)
!4942 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !4922)
!4943 = !DILocation(line: 162, column: 30, scope: !4839, inlinedAt: !4916)
!4944 = distinct !{!4944, !4918, !4945, !4363, !3437}
!4945 = !DILocation(line: 163, column: 46, scope: !4840, inlinedAt: !4916)
!4946 = !DILocation(line: 0, scope: !4875, inlinedAt: !4947)
!4947 = distinct !DILocation(line: 733, column: 7, scope: !4805)
!4948 = !DILocation(line: 366, column: 24, scope: !4880, inlinedAt: !4947)
!4949 = !DILocation(line: 0, scope: !4882, inlinedAt: !4950)
!4950 = distinct !DILocation(line: 366, column: 2, scope: !4880, inlinedAt: !4947)
!4951 = !DILocation(line: 386, column: 6, scope: !4889, inlinedAt: !4950)
!4952 = !DILocation(line: 386, column: 6, scope: !4882, inlinedAt: !4950)
!4953 = !DILocation(line: 0, scope: !4892, inlinedAt: !4954)
!4954 = distinct !DILocation(line: 387, column: 4, scope: !4889, inlinedAt: !4950)
!4955 = !DILocation(line: 0, scope: !4899, inlinedAt: !4956)
!4956 = distinct !DILocation(line: 496, column: 13, scope: !4892, inlinedAt: !4954)
!4957 = !DILocation(line: 158, column: 27, scope: !4899, inlinedAt: !4956)
!4958 = !DILocation(line: 158, column: 2, scope: !4899, inlinedAt: !4956)
!4959 = !DILocation(line: 387, column: 4, scope: !4889, inlinedAt: !4950)
!4960 = !DILocation(line: 733, column: 7, scope: !4800)
!4961 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN5ShapeD2Ev", scope: !116, file: !8, line: 12, type: !124, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !123, retainedNodes: !4962)
!4962 = !{!4963}
!4963 = !DILocalVariable(name: "this", arg: 1, scope: !4961, type: !115, flags: DIFlagArtificial | DIFlagObjectPointer)
!4964 = !DILocation(line: 0, scope: !4961)
!4965 = !DILocation(line: 12, column: 28, scope: !4961)
!4966 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN6CircleD0Ev", scope: !1053, file: !8, line: 19, type: !4967, scopeLine: 19, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !4969, retainedNodes: !4970)
!4967 = !DISubroutineType(types: !4968)
!4968 = !{null, !1060}
!4969 = !DISubprogram(name: "~Circle", scope: !1053, type: !4967, containingType: !1053, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!4970 = !{!4971}
!4971 = !DILocalVariable(name: "this", arg: 1, scope: !4966, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!4972 = !DILocation(line: 0, scope: !4966)
!4973 = !DILocation(line: 19, column: 7, scope: !4966)
!4974 = distinct !DISubprogram(name: "area", linkageName: "_ZNK6Circle4areaEv", scope: !1053, file: !8, line: 24, type: !1062, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1061, retainedNodes: !4975)
!4975 = !{!4976}
!4976 = !DILocalVariable(name: "this", arg: 1, scope: !4974, type: !4977, flags: DIFlagArtificial | DIFlagObjectPointer)
!4977 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1065, size: 64)
!4978 = !DILocation(line: 0, scope: !4974)
!4979 = !DILocation(line: 24, column: 60, scope: !4974)
!4980 = !DILocation(line: 24, column: 58, scope: !4974)
!4981 = !DILocation(line: 24, column: 62, scope: !4974)
!4982 = !DILocation(line: 24, column: 34, scope: !4974)
!4983 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK6Circle9perimeterEv", scope: !1053, file: !8, line: 25, type: !1062, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1066, retainedNodes: !4984)
!4984 = !{!4985}
!4985 = !DILocalVariable(name: "this", arg: 1, scope: !4983, type: !4977, flags: DIFlagArtificial | DIFlagObjectPointer)
!4986 = !DILocation(line: 0, scope: !4983)
!4987 = !DILocation(line: 25, column: 69, scope: !4983)
!4988 = !DILocation(line: 25, column: 67, scope: !4983)
!4989 = !DILocation(line: 25, column: 39, scope: !4983)
!4990 = distinct !DISubprogram(name: "scale", linkageName: "_ZN6Circle5scaleEd", scope: !1053, file: !8, line: 26, type: !1058, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1067, retainedNodes: !4991)
!4991 = !{!4992, !4993}
!4992 = !DILocalVariable(name: "this", arg: 1, scope: !4990, type: !1052, flags: DIFlagArtificial | DIFlagObjectPointer)
!4993 = !DILocalVariable(name: "f", arg: 2, scope: !4990, file: !8, line: 26, type: !130)
!4994 = !DILocation(line: 0, scope: !4990)
!4995 = !DILocation(line: 26, column: 35, scope: !4990)
!4996 = !DILocation(line: 26, column: 37, scope: !4990)
!4997 = !DILocation(line: 26, column: 43, scope: !4990)
!4998 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK6Circle4kindEv", scope: !1053, file: !8, line: 27, type: !1069, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1068, retainedNodes: !4999)
!4999 = !{!5000}
!5000 = !DILocalVariable(name: "this", arg: 1, scope: !4998, type: !4977, flags: DIFlagArtificial | DIFlagObjectPointer)
!5001 = !DILocation(line: 0, scope: !4998)
!5002 = !DILocation(line: 27, column: 31, scope: !4998)
!5003 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK5Shape4kindEv", scope: !116, file: !8, line: 16, type: !138, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !137, retainedNodes: !5004)
!5004 = !{!5005}
!5005 = !DILocalVariable(name: "this", arg: 1, scope: !5003, type: !5006, flags: DIFlagArtificial | DIFlagObjectPointer)
!5006 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!5007 = !DILocation(line: 0, scope: !5003)
!5008 = !DILocation(line: 16, column: 30, scope: !5003)
!5009 = distinct !DISubprogram(name: "_M_realloc_insert<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !57, file: !3669, line: 440, type: !5010, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !3673, declaration: !5012, retainedNodes: !5013)
!5010 = !DISubroutineType(types: !5011)
!5011 = !{null, !697, !767, !401}
!5012 = !DISubprogram(name: "_M_realloc_insert<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_", scope: !57, file: !56, line: 1868, type: !5010, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !3673)
!5013 = !{!5014, !5015, !5016, !5017, !5019, !5020, !5021, !5022, !5023}
!5014 = !DILocalVariable(name: "this", arg: 1, scope: !5009, type: !3474, flags: DIFlagArtificial | DIFlagObjectPointer)
!5015 = !DILocalVariable(name: "__position", arg: 2, scope: !5009, file: !56, line: 1868, type: !767)
!5016 = !DILocalVariable(name: "__args", arg: 3, scope: !5009, file: !56, line: 1868, type: !401)
!5017 = !DILocalVariable(name: "__len", scope: !5009, file: !3669, line: 448, type: !5018)
!5018 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !707)
!5019 = !DILocalVariable(name: "__old_start", scope: !5009, file: !3669, line: 450, type: !685)
!5020 = !DILocalVariable(name: "__old_finish", scope: !5009, file: !3669, line: 451, type: !685)
!5021 = !DILocalVariable(name: "__elems_before", scope: !5009, file: !3669, line: 452, type: !5018)
!5022 = !DILocalVariable(name: "__new_start", scope: !5009, file: !3669, line: 453, type: !685)
!5023 = !DILocalVariable(name: "__new_finish", scope: !5009, file: !3669, line: 454, type: !685)
!5024 = !DILocation(line: 0, scope: !5009)
!5025 = !DILocalVariable(name: "this", arg: 1, scope: !5026, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!5026 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE12_M_check_lenEmPKc", scope: !57, file: !56, line: 1891, type: !939, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !938, retainedNodes: !5027)
!5027 = !{!5025, !5028, !5029, !5030}
!5028 = !DILocalVariable(name: "__n", arg: 2, scope: !5026, file: !56, line: 1891, type: !707)
!5029 = !DILocalVariable(name: "__s", arg: 3, scope: !5026, file: !56, line: 1891, type: !942)
!5030 = !DILocalVariable(name: "__len", scope: !5026, file: !56, line: 1896, type: !5018)
!5031 = !DILocation(line: 0, scope: !5026, inlinedAt: !5032)
!5032 = distinct !DILocation(line: 449, column: 2, scope: !5009)
!5033 = !DILocalVariable(name: "this", arg: 1, scope: !5034, type: !3329, flags: DIFlagArtificial | DIFlagObjectPointer)
!5034 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE4sizeEv", scope: !57, file: !56, line: 987, type: !849, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !848, retainedNodes: !5035)
!5035 = !{!5033}
!5036 = !DILocation(line: 0, scope: !5034, inlinedAt: !5037)
!5037 = distinct !DILocation(line: 1893, column: 19, scope: !5038, inlinedAt: !5032)
!5038 = distinct !DILexicalBlock(scope: !5026, file: !56, line: 1893, column: 6)
!5039 = !DILocation(line: 988, column: 40, scope: !5034, inlinedAt: !5037)
!5040 = !DILocation(line: 988, column: 66, scope: !5034, inlinedAt: !5037)
!5041 = !DILocation(line: 988, column: 50, scope: !5034, inlinedAt: !5037)
!5042 = !DILocation(line: 1893, column: 26, scope: !5038, inlinedAt: !5032)
!5043 = !DILocation(line: 1893, column: 6, scope: !5026, inlinedAt: !5032)
!5044 = !DILocation(line: 1894, column: 4, scope: !5038, inlinedAt: !5032)
!5045 = !DILocation(line: 0, scope: !5034, inlinedAt: !5046)
!5046 = distinct !DILocation(line: 1896, column: 26, scope: !5026, inlinedAt: !5032)
!5047 = !DILocation(line: 0, scope: !5034, inlinedAt: !5048)
!5048 = distinct !DILocation(line: 1896, column: 46, scope: !5026, inlinedAt: !5032)
!5049 = !DILocalVariable(name: "__a", arg: 1, scope: !5050, file: !5051, line: 254, type: !5054)
!5050 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !2, file: !5051, line: 254, type: !5052, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5058, retainedNodes: !5056)
!5051 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!5052 = !DISubroutineType(types: !5053)
!5053 = !{!5054, !5054, !5054}
!5054 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5055, size: 64)
!5055 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!5056 = !{!5049, !5057}
!5057 = !DILocalVariable(name: "__b", arg: 2, scope: !5050, file: !5051, line: 254, type: !5054)
!5058 = !{!5059}
!5059 = !DITemplateTypeParameter(name: "_Tp", type: !193)
!5060 = !DILocation(line: 0, scope: !5050, inlinedAt: !5061)
!5061 = distinct !DILocation(line: 1896, column: 35, scope: !5026, inlinedAt: !5032)
!5062 = !DILocation(line: 259, column: 15, scope: !5063, inlinedAt: !5061)
!5063 = distinct !DILexicalBlock(scope: !5050, file: !5051, line: 259, column: 11)
!5064 = !DILocation(line: 1896, column: 35, scope: !5026, inlinedAt: !5032)
!5065 = !DILocation(line: 1896, column: 33, scope: !5026, inlinedAt: !5032)
!5066 = !DILocation(line: 0, scope: !5034, inlinedAt: !5067)
!5067 = distinct !DILocation(line: 1897, column: 18, scope: !5026, inlinedAt: !5032)
!5068 = !DILocation(line: 1897, column: 16, scope: !5026, inlinedAt: !5032)
!5069 = !DILocation(line: 1897, column: 25, scope: !5026, inlinedAt: !5032)
!5070 = !DILocalVariable(name: "__lhs", arg: 1, scope: !5071, file: !769, line: 1330, type: !4392)
!5071 = distinct !DISubprogram(name: "operator-<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::vector<std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > > >", linkageName: "_ZN9__gnu_cxxmiIPSt10unique_ptrI5ShapeSt14default_deleteIS2_EESt6vectorIS5_SaIS5_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKSD_SG_", scope: !12, file: !769, line: 1330, type: !5072, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !824, retainedNodes: !5074)
!5072 = !DISubroutineType(types: !5073)
!5073 = !{!809, !4392, !4392}
!5074 = !{!5070, !5075}
!5075 = !DILocalVariable(name: "__rhs", arg: 2, scope: !5071, file: !769, line: 1331, type: !4392)
!5076 = !DILocation(line: 0, scope: !5071, inlinedAt: !5077)
!5077 = distinct !DILocation(line: 452, column: 51, scope: !5009)
!5078 = !DILocation(line: 1333, column: 27, scope: !5071, inlinedAt: !5077)
!5079 = !DILocalVariable(name: "this", arg: 1, scope: !5080, type: !3480, flags: DIFlagArtificial | DIFlagObjectPointer)
!5080 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE11_M_allocateEm", scope: !60, file: !56, line: 375, type: !640, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !639, retainedNodes: !5081)
!5081 = !{!5079, !5082}
!5082 = !DILocalVariable(name: "__n", arg: 2, scope: !5080, file: !56, line: 375, type: !495)
!5083 = !DILocation(line: 0, scope: !5080, inlinedAt: !5084)
!5084 = distinct !DILocation(line: 453, column: 33, scope: !5009)
!5085 = !DILocation(line: 378, column: 13, scope: !5080, inlinedAt: !5084)
!5086 = !DILocation(line: 378, column: 9, scope: !5080, inlinedAt: !5084)
!5087 = !DILocalVariable(name: "__a", arg: 1, scope: !5088, file: !74, line: 463, type: !458)
!5088 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE8allocateERS5_m", scope: !73, file: !74, line: 463, type: !77, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !76, retainedNodes: !5089)
!5089 = !{!5087, !5090}
!5090 = !DILocalVariable(name: "__n", arg: 2, scope: !5088, file: !74, line: 463, type: !519)
!5091 = !DILocation(line: 0, scope: !5088, inlinedAt: !5092)
!5092 = distinct !DILocation(line: 378, column: 20, scope: !5080, inlinedAt: !5084)
!5093 = !DILocalVariable(name: "this", arg: 1, scope: !5094, type: !3709, flags: DIFlagArtificial | DIFlagObjectPointer)
!5094 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE8allocateEmPKv", scope: !466, file: !467, line: 112, type: !492, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !491, retainedNodes: !5095)
!5095 = !{!5093, !5096, !5097}
!5096 = !DILocalVariable(name: "__n", arg: 2, scope: !5094, file: !467, line: 112, type: !494)
!5097 = !DILocalVariable(arg: 3, scope: !5094, file: !467, line: 112, type: !181)
!5098 = !DILocation(line: 0, scope: !5094, inlinedAt: !5099)
!5099 = distinct !DILocation(line: 464, column: 20, scope: !5088, inlinedAt: !5092)
!5100 = !DILocation(line: 120, column: 27, scope: !5101, inlinedAt: !5099)
!5101 = distinct !DILexicalBlock(scope: !5094, file: !467, line: 120, column: 6)
!5102 = !DILocation(line: 120, column: 6, scope: !5094, inlinedAt: !5099)
!5103 = !{!"branch_weights", i32 1, i32 2000}
!5104 = !DILocation(line: 124, column: 14, scope: !5105, inlinedAt: !5099)
!5105 = distinct !DILexicalBlock(scope: !5106, file: !467, line: 124, column: 10)
!5106 = distinct !DILexicalBlock(scope: !5101, file: !467, line: 121, column: 4)
!5107 = !DILocation(line: 124, column: 10, scope: !5106, inlinedAt: !5099)
!5108 = !DILocation(line: 125, column: 8, scope: !5105, inlinedAt: !5099)
!5109 = !DILocation(line: 126, column: 6, scope: !5106, inlinedAt: !5099)
!5110 = !DILocation(line: 137, column: 53, scope: !5094, inlinedAt: !5099)
!5111 = !DILocation(line: 137, column: 27, scope: !5094, inlinedAt: !5099)
!5112 = !DILocation(line: 137, column: 9, scope: !5094, inlinedAt: !5099)
!5113 = !DILocation(line: 463, column: 20, scope: !5114)
!5114 = distinct !DILexicalBlock(scope: !5009, file: !3669, line: 456, column: 2)
!5115 = !DILocation(line: 0, scope: !3689, inlinedAt: !5116)
!5116 = distinct !DILocation(line: 462, column: 4, scope: !5114)
!5117 = !DILocation(line: 0, scope: !3702, inlinedAt: !5118)
!5118 = distinct !DILocation(line: 516, column: 8, scope: !3689, inlinedAt: !5116)
!5119 = !DILocation(line: 0, scope: !3713, inlinedAt: !5120)
!5120 = distinct !DILocation(line: 175, column: 23, scope: !3702, inlinedAt: !5118)
!5121 = !DILocation(line: 0, scope: !3719, inlinedAt: !5122)
!5122 = distinct !DILocation(line: 358, column: 7, scope: !3713, inlinedAt: !5120)
!5123 = !DILocation(line: 0, scope: !3725, inlinedAt: !5124)
!5124 = distinct !DILocation(line: 234, column: 7, scope: !3719, inlinedAt: !5122)
!5125 = !DILocation(line: 0, scope: !3731, inlinedAt: !5126)
!5126 = distinct !DILocation(line: 177, column: 9, scope: !3725, inlinedAt: !5124)
!5127 = !DILocation(line: 0, scope: !3737, inlinedAt: !5128)
!5128 = distinct !DILocation(line: 1090, column: 17, scope: !3731, inlinedAt: !5126)
!5129 = !DILocation(line: 301, column: 7, scope: !3737, inlinedAt: !5128)
!5130 = !DILocation(line: 0, scope: !3744, inlinedAt: !5131)
!5131 = distinct !DILocation(line: 178, column: 13, scope: !3748, inlinedAt: !5124)
!5132 = !DILocation(line: 0, scope: !3750, inlinedAt: !5133)
!5133 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !5131)
!5134 = !DILocation(line: 0, scope: !3758, inlinedAt: !5135)
!5135 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !5133)
!5136 = !DILocation(line: 0, scope: !3763, inlinedAt: !5137)
!5137 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !5135)
!5138 = !DILocation(line: 0, scope: !3768, inlinedAt: !5139)
!5139 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !5137)
!5140 = !DILocation(line: 233, column: 54, scope: !3768, inlinedAt: !5139)
!5141 = !DILocation(line: 178, column: 22, scope: !3748, inlinedAt: !5124)
!5142 = !DILocation(line: 0, scope: !1355, inlinedAt: !5143)
!5143 = distinct !DILocation(line: 474, column: 23, scope: !5144)
!5144 = distinct !DILexicalBlock(scope: !5145, file: !3669, line: 473, column: 6)
!5145 = distinct !DILexicalBlock(scope: !5114, file: !3669, line: 472, column: 29)
!5146 = !DILocalVariable(name: "__first", arg: 1, scope: !5147, file: !56, line: 487, type: !685)
!5147 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorISt10unique_ptrI5ShapeSt14default_deleteIS1_EESaIS4_EE14_S_do_relocateEPS4_S7_S7_RS5_St17integral_constantIbLb1EE", scope: !57, file: !56, line: 487, type: !683, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !682, retainedNodes: !5148)
!5148 = !{!5146, !5149, !5150, !5151, !5152}
!5149 = !DILocalVariable(name: "__last", arg: 2, scope: !5147, file: !56, line: 487, type: !685)
!5150 = !DILocalVariable(name: "__result", arg: 3, scope: !5147, file: !56, line: 487, type: !685)
!5151 = !DILocalVariable(name: "__alloc", arg: 4, scope: !5147, file: !56, line: 488, type: !686)
!5152 = !DILocalVariable(arg: 5, scope: !5147, file: !56, line: 488, type: !650)
!5153 = !DILocation(line: 0, scope: !5147, inlinedAt: !5154)
!5154 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !5143)
!5155 = !DILocation(line: 488, column: 42, scope: !5147, inlinedAt: !5154)
!5156 = !DILocalVariable(name: "__first", arg: 1, scope: !5157, file: !5158, line: 1127, type: !80)
!5157 = distinct !DISubprogram(name: "__relocate_a<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > *, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt12__relocate_aIPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !2, file: !5158, line: 1127, type: !5159, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5165, retainedNodes: !5161)
!5158 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!5159 = !DISubroutineType(types: !5160)
!5160 = !{!80, !80, !80, !80, !517}
!5161 = !{!5156, !5162, !5163, !5164}
!5162 = !DILocalVariable(name: "__last", arg: 2, scope: !5157, file: !5158, line: 1127, type: !80)
!5163 = !DILocalVariable(name: "__result", arg: 3, scope: !5157, file: !5158, line: 1128, type: !80)
!5164 = !DILocalVariable(name: "__alloc", arg: 4, scope: !5157, file: !5158, line: 1128, type: !517)
!5165 = !{!5166, !4816, !5167}
!5166 = !DITemplateTypeParameter(name: "_InputIterator", type: !80)
!5167 = !DITemplateTypeParameter(name: "_Allocator", type: !460)
!5168 = !DILocation(line: 0, scope: !5157, inlinedAt: !5169)
!5169 = distinct !DILocation(line: 490, column: 9, scope: !5147, inlinedAt: !5154)
!5170 = !DILocalVariable(name: "__first", arg: 1, scope: !5171, file: !5158, line: 1078, type: !80)
!5171 = distinct !DISubprogram(name: "__relocate_a_1<std::unique_ptr<Shape, std::default_delete<Shape> > *, std::unique_ptr<Shape, std::default_delete<Shape> > *, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt14__relocate_a_1IPSt10unique_ptrI5ShapeSt14default_deleteIS1_EES5_SaIS4_EET0_T_S8_S7_RT1_", scope: !2, file: !5158, line: 1078, type: !5159, scopeLine: 1083, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5165, retainedNodes: !5172)
!5172 = !{!5170, !5173, !5174, !5175, !5176}
!5173 = !DILocalVariable(name: "__last", arg: 2, scope: !5171, file: !5158, line: 1078, type: !80)
!5174 = !DILocalVariable(name: "__result", arg: 3, scope: !5171, file: !5158, line: 1079, type: !80)
!5175 = !DILocalVariable(name: "__alloc", arg: 4, scope: !5171, file: !5158, line: 1079, type: !517)
!5176 = !DILocalVariable(name: "__cur", scope: !5171, file: !5158, line: 1090, type: !80)
!5177 = !DILocation(line: 0, scope: !5171, inlinedAt: !5178)
!5178 = distinct !DILocation(line: 1133, column: 14, scope: !5157, inlinedAt: !5169)
!5179 = !DILocation(line: 1091, column: 22, scope: !5180, inlinedAt: !5178)
!5180 = distinct !DILexicalBlock(scope: !5181, file: !5158, line: 1091, column: 7)
!5181 = distinct !DILexicalBlock(scope: !5171, file: !5158, line: 1091, column: 7)
!5182 = !DILocation(line: 1091, column: 7, scope: !5181, inlinedAt: !5178)
!5183 = !{!5184}
!5184 = distinct !{!5184, !5185, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!5185 = distinct !{!5185, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!5186 = !DILocation(line: 1092, column: 2, scope: !5180, inlinedAt: !5178)
!5187 = !{!5188}
!5188 = distinct !{!5188, !5185, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!5189 = !DILocalVariable(name: "__dest", arg: 1, scope: !5190, file: !5158, line: 1056, type: !5193)
!5190 = distinct !DISubprogram(name: "__relocate_object_a<std::unique_ptr<Shape, std::default_delete<Shape> >, std::unique_ptr<Shape, std::default_delete<Shape> >, std::allocator<std::unique_ptr<Shape, std::default_delete<Shape> > > >", linkageName: "_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_", scope: !2, file: !5158, line: 1056, type: !5191, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5197, retainedNodes: !5194)
!5191 = !DISubroutineType(types: !5192)
!5192 = !{null, !5193, !5193, !517}
!5193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!5194 = !{!5189, !5195, !5196}
!5195 = !DILocalVariable(name: "__orig", arg: 2, scope: !5190, file: !5158, line: 1056, type: !5193)
!5196 = !DILocalVariable(name: "__alloc", arg: 3, scope: !5190, file: !5158, line: 1057, type: !517)
!5197 = !{!504, !3694, !5167}
!5198 = !DILocation(line: 0, scope: !5190, inlinedAt: !5199)
!5199 = distinct !DILocation(line: 1092, column: 2, scope: !5180, inlinedAt: !5178)
!5200 = !DILocation(line: 0, scope: !3689, inlinedAt: !5201)
!5201 = distinct !DILocation(line: 1064, column: 7, scope: !5190, inlinedAt: !5199)
!5202 = !DILocation(line: 0, scope: !3702, inlinedAt: !5203)
!5203 = distinct !DILocation(line: 516, column: 8, scope: !3689, inlinedAt: !5201)
!5204 = !DILocation(line: 0, scope: !3713, inlinedAt: !5205)
!5205 = distinct !DILocation(line: 175, column: 23, scope: !3702, inlinedAt: !5203)
!5206 = !DILocation(line: 0, scope: !3719, inlinedAt: !5207)
!5207 = distinct !DILocation(line: 358, column: 7, scope: !3713, inlinedAt: !5205)
!5208 = !DILocation(line: 0, scope: !3725, inlinedAt: !5209)
!5209 = distinct !DILocation(line: 234, column: 7, scope: !3719, inlinedAt: !5207)
!5210 = !DILocation(line: 0, scope: !3731, inlinedAt: !5211)
!5211 = distinct !DILocation(line: 177, column: 9, scope: !3725, inlinedAt: !5209)
!5212 = !DILocation(line: 0, scope: !3737, inlinedAt: !5213)
!5213 = distinct !DILocation(line: 1090, column: 17, scope: !3731, inlinedAt: !5211)
!5214 = !DILocation(line: 301, column: 7, scope: !3737, inlinedAt: !5213)
!5215 = !DILocation(line: 0, scope: !3744, inlinedAt: !5216)
!5216 = distinct !DILocation(line: 178, column: 13, scope: !3748, inlinedAt: !5209)
!5217 = !DILocation(line: 0, scope: !3750, inlinedAt: !5218)
!5218 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !5216)
!5219 = !DILocation(line: 0, scope: !3758, inlinedAt: !5220)
!5220 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !5218)
!5221 = !DILocation(line: 0, scope: !3763, inlinedAt: !5222)
!5222 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !5220)
!5223 = !DILocation(line: 0, scope: !3768, inlinedAt: !5224)
!5224 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !5222)
!5225 = !DILocation(line: 233, column: 54, scope: !3768, inlinedAt: !5224)
!5226 = !DILocalVariable(name: "__a", arg: 1, scope: !5227, file: !74, line: 531, type: !458)
!5227 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !73, file: !74, line: 531, type: !5228, scopeLine: 533, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5231, declaration: !5230, retainedNodes: !5232)
!5228 = !DISubroutineType(types: !5229)
!5229 = !{null, !458, !80}
!5230 = !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt16allocator_traitsISaISt10unique_ptrI5ShapeSt14default_deleteIS1_EEEE7destroyIS4_EEvRS5_PT_", scope: !73, file: !74, line: 531, type: !5228, scopeLine: 531, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !5231)
!5231 = !{!3694}
!5232 = !{!5226, !5233}
!5233 = !DILocalVariable(name: "__p", arg: 2, scope: !5227, file: !74, line: 531, type: !80)
!5234 = !DILocation(line: 0, scope: !5227, inlinedAt: !5235)
!5235 = distinct !DILocation(line: 1065, column: 7, scope: !5190, inlinedAt: !5199)
!5236 = !DILocalVariable(name: "this", arg: 1, scope: !5237, type: !3709, flags: DIFlagArtificial | DIFlagObjectPointer)
!5237 = distinct !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !466, file: !467, line: 179, type: !5238, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !5231, declaration: !5240, retainedNodes: !5241)
!5238 = !DISubroutineType(types: !5239)
!5239 = !{null, !472, !80}
!5240 = !DISubprogram(name: "destroy<std::unique_ptr<Shape, std::default_delete<Shape> > >", linkageName: "_ZNSt15__new_allocatorISt10unique_ptrI5ShapeSt14default_deleteIS1_EEE7destroyIS4_EEvPT_", scope: !466, file: !467, line: 179, type: !5238, scopeLine: 179, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !5231)
!5241 = !{!5236, !5242}
!5242 = !DILocalVariable(name: "__p", arg: 2, scope: !5237, file: !467, line: 179, type: !80)
!5243 = !DILocation(line: 0, scope: !5237, inlinedAt: !5244)
!5244 = distinct !DILocation(line: 535, column: 8, scope: !5227, inlinedAt: !5235)
!5245 = !DILocation(line: 0, scope: !3777, inlinedAt: !5246)
!5246 = distinct !DILocation(line: 181, column: 10, scope: !5237, inlinedAt: !5244)
!5247 = !DILocation(line: 0, scope: !3744, inlinedAt: !5248)
!5248 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !5246)
!5249 = !DILocation(line: 0, scope: !3750, inlinedAt: !5250)
!5250 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !5248)
!5251 = !DILocation(line: 0, scope: !3758, inlinedAt: !5252)
!5252 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !5250)
!5253 = !DILocation(line: 0, scope: !3763, inlinedAt: !5254)
!5254 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !5252)
!5255 = !DILocation(line: 0, scope: !3768, inlinedAt: !5256)
!5256 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !5254)
!5257 = !DILocation(line: 0, scope: !3780, inlinedAt: !5246)
!5258 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !5246)
!5259 = !DILocation(line: 1091, column: 33, scope: !5180, inlinedAt: !5178)
!5260 = !DILocation(line: 1091, column: 50, scope: !5180, inlinedAt: !5178)
!5261 = distinct !{!5261, !5182, !5262, !4363, !3437}
!5262 = !DILocation(line: 1093, column: 41, scope: !5181, inlinedAt: !5178)
!5263 = !DILocation(line: 477, column: 8, scope: !5144)
!5264 = !DILocation(line: 0, scope: !1355, inlinedAt: !5265)
!5265 = distinct !DILocation(line: 479, column: 23, scope: !5144)
!5266 = !DILocation(line: 0, scope: !5147, inlinedAt: !5267)
!5267 = distinct !DILocation(line: 507, column: 9, scope: !1355, inlinedAt: !5265)
!5268 = !DILocation(line: 488, column: 42, scope: !5147, inlinedAt: !5267)
!5269 = !DILocation(line: 0, scope: !5157, inlinedAt: !5270)
!5270 = distinct !DILocation(line: 490, column: 9, scope: !5147, inlinedAt: !5267)
!5271 = !DILocation(line: 0, scope: !5171, inlinedAt: !5272)
!5272 = distinct !DILocation(line: 1133, column: 14, scope: !5157, inlinedAt: !5270)
!5273 = !DILocation(line: 1091, column: 22, scope: !5180, inlinedAt: !5272)
!5274 = !DILocation(line: 1091, column: 7, scope: !5181, inlinedAt: !5272)
!5275 = !{!5276}
!5276 = distinct !{!5276, !5277, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!5277 = distinct !{!5277, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!5278 = !DILocation(line: 1092, column: 2, scope: !5180, inlinedAt: !5272)
!5279 = !{!5280}
!5280 = distinct !{!5280, !5277, !"_ZSt19__relocate_object_aISt10unique_ptrI5ShapeSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!5281 = !DILocation(line: 0, scope: !5190, inlinedAt: !5282)
!5282 = distinct !DILocation(line: 1092, column: 2, scope: !5180, inlinedAt: !5272)
!5283 = !DILocation(line: 0, scope: !3689, inlinedAt: !5284)
!5284 = distinct !DILocation(line: 1064, column: 7, scope: !5190, inlinedAt: !5282)
!5285 = !DILocation(line: 0, scope: !3702, inlinedAt: !5286)
!5286 = distinct !DILocation(line: 516, column: 8, scope: !3689, inlinedAt: !5284)
!5287 = !DILocation(line: 0, scope: !3713, inlinedAt: !5288)
!5288 = distinct !DILocation(line: 175, column: 23, scope: !3702, inlinedAt: !5286)
!5289 = !DILocation(line: 0, scope: !3719, inlinedAt: !5290)
!5290 = distinct !DILocation(line: 358, column: 7, scope: !3713, inlinedAt: !5288)
!5291 = !DILocation(line: 0, scope: !3725, inlinedAt: !5292)
!5292 = distinct !DILocation(line: 234, column: 7, scope: !3719, inlinedAt: !5290)
!5293 = !DILocation(line: 0, scope: !3731, inlinedAt: !5294)
!5294 = distinct !DILocation(line: 177, column: 9, scope: !3725, inlinedAt: !5292)
!5295 = !DILocation(line: 0, scope: !3737, inlinedAt: !5296)
!5296 = distinct !DILocation(line: 1090, column: 17, scope: !3731, inlinedAt: !5294)
!5297 = !DILocation(line: 301, column: 7, scope: !3737, inlinedAt: !5296)
!5298 = !DILocation(line: 0, scope: !3744, inlinedAt: !5299)
!5299 = distinct !DILocation(line: 178, column: 13, scope: !3748, inlinedAt: !5292)
!5300 = !DILocation(line: 0, scope: !3750, inlinedAt: !5301)
!5301 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !5299)
!5302 = !DILocation(line: 0, scope: !3758, inlinedAt: !5303)
!5303 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !5301)
!5304 = !DILocation(line: 0, scope: !3763, inlinedAt: !5305)
!5305 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !5303)
!5306 = !DILocation(line: 0, scope: !3768, inlinedAt: !5307)
!5307 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !5305)
!5308 = !DILocation(line: 233, column: 54, scope: !3768, inlinedAt: !5307)
!5309 = !DILocation(line: 0, scope: !5227, inlinedAt: !5310)
!5310 = distinct !DILocation(line: 1065, column: 7, scope: !5190, inlinedAt: !5282)
!5311 = !DILocation(line: 0, scope: !5237, inlinedAt: !5312)
!5312 = distinct !DILocation(line: 535, column: 8, scope: !5227, inlinedAt: !5310)
!5313 = !DILocation(line: 0, scope: !3777, inlinedAt: !5314)
!5314 = distinct !DILocation(line: 181, column: 10, scope: !5237, inlinedAt: !5312)
!5315 = !DILocation(line: 0, scope: !3744, inlinedAt: !5316)
!5316 = distinct !DILocation(line: 394, column: 21, scope: !3780, inlinedAt: !5314)
!5317 = !DILocation(line: 0, scope: !3750, inlinedAt: !5318)
!5318 = distinct !DILocation(line: 189, column: 45, scope: !3744, inlinedAt: !5316)
!5319 = !DILocation(line: 0, scope: !3758, inlinedAt: !5320)
!5320 = distinct !DILocation(line: 1381, column: 14, scope: !3750, inlinedAt: !5318)
!5321 = !DILocation(line: 0, scope: !3763, inlinedAt: !5322)
!5322 = distinct !DILocation(line: 1365, column: 14, scope: !3758, inlinedAt: !5320)
!5323 = !DILocation(line: 0, scope: !3768, inlinedAt: !5324)
!5324 = distinct !DILocation(line: 268, column: 51, scope: !3763, inlinedAt: !5322)
!5325 = !DILocation(line: 0, scope: !3780, inlinedAt: !5314)
!5326 = !DILocation(line: 397, column: 8, scope: !3780, inlinedAt: !5314)
!5327 = !DILocation(line: 1091, column: 33, scope: !5180, inlinedAt: !5272)
!5328 = !DILocation(line: 1091, column: 50, scope: !5180, inlinedAt: !5272)
!5329 = distinct !{!5329, !5274, !5330, !4363, !3437}
!5330 = !DILocation(line: 1093, column: 41, scope: !5181, inlinedAt: !5272)
!5331 = !DILocation(line: 0, scope: !4882, inlinedAt: !5332)
!5332 = distinct !DILocation(line: 513, column: 7, scope: !5009)
!5333 = !DILocation(line: 386, column: 6, scope: !4889, inlinedAt: !5332)
!5334 = !DILocation(line: 386, column: 6, scope: !4882, inlinedAt: !5332)
!5335 = !DILocation(line: 0, scope: !4892, inlinedAt: !5336)
!5336 = distinct !DILocation(line: 387, column: 4, scope: !4889, inlinedAt: !5332)
!5337 = !DILocation(line: 0, scope: !4899, inlinedAt: !5338)
!5338 = distinct !DILocation(line: 496, column: 13, scope: !4892, inlinedAt: !5336)
!5339 = !DILocation(line: 158, column: 27, scope: !4899, inlinedAt: !5338)
!5340 = !DILocation(line: 158, column: 2, scope: !4899, inlinedAt: !5338)
!5341 = !DILocation(line: 387, column: 4, scope: !4889, inlinedAt: !5332)
!5342 = !DILocation(line: 514, column: 21, scope: !5009)
!5343 = !DILocation(line: 515, column: 30, scope: !5009)
!5344 = !DILocation(line: 516, column: 31, scope: !5009)
!5345 = !DILocation(line: 517, column: 53, scope: !5009)
!5346 = !DILocation(line: 517, column: 39, scope: !5009)
!5347 = !DILocation(line: 518, column: 5, scope: !5009)
!5348 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN4RectD0Ev", scope: !1395, file: !8, line: 30, type: !5349, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5351, retainedNodes: !5352)
!5349 = !DISubroutineType(types: !5350)
!5350 = !{null, !1403}
!5351 = !DISubprogram(name: "~Rect", scope: !1395, type: !5349, containingType: !1395, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5352 = !{!5353}
!5353 = !DILocalVariable(name: "this", arg: 1, scope: !5348, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5354 = !DILocation(line: 0, scope: !5348)
!5355 = !DILocation(line: 30, column: 7, scope: !5348)
!5356 = distinct !DISubprogram(name: "area", linkageName: "_ZNK4Rect4areaEv", scope: !1395, file: !8, line: 36, type: !1405, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1404, retainedNodes: !5357)
!5357 = !{!5358}
!5358 = !DILocalVariable(name: "this", arg: 1, scope: !5356, type: !5359, flags: DIFlagArtificial | DIFlagObjectPointer)
!5359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1408, size: 64)
!5360 = !DILocation(line: 0, scope: !5356)
!5361 = !DILocation(line: 36, column: 41, scope: !5356)
!5362 = !DILocation(line: 36, column: 45, scope: !5356)
!5363 = !DILocation(line: 36, column: 43, scope: !5356)
!5364 = !DILocation(line: 36, column: 34, scope: !5356)
!5365 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK4Rect9perimeterEv", scope: !1395, file: !8, line: 37, type: !1405, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1409, retainedNodes: !5366)
!5366 = !{!5367}
!5367 = !DILocalVariable(name: "this", arg: 1, scope: !5365, type: !5359, flags: DIFlagArtificial | DIFlagObjectPointer)
!5368 = !DILocation(line: 0, scope: !5365)
!5369 = !DILocation(line: 37, column: 51, scope: !5365)
!5370 = !DILocation(line: 37, column: 55, scope: !5365)
!5371 = !DILocation(line: 37, column: 53, scope: !5365)
!5372 = !DILocation(line: 37, column: 48, scope: !5365)
!5373 = !DILocation(line: 37, column: 39, scope: !5365)
!5374 = distinct !DISubprogram(name: "scale", linkageName: "_ZN4Rect5scaleEd", scope: !1395, file: !8, line: 38, type: !1411, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1410, retainedNodes: !5375)
!5375 = !{!5376, !5377}
!5376 = !DILocalVariable(name: "this", arg: 1, scope: !5374, type: !1394, flags: DIFlagArtificial | DIFlagObjectPointer)
!5377 = !DILocalVariable(name: "f", arg: 2, scope: !5374, file: !8, line: 38, type: !130)
!5378 = !DILocation(line: 0, scope: !5374)
!5379 = !DILocation(line: 40, column: 5, scope: !5374)
!5380 = !DILocation(line: 40, column: 7, scope: !5374)
!5381 = !DILocation(line: 41, column: 5, scope: !5374)
!5382 = !DILocation(line: 41, column: 7, scope: !5374)
!5383 = !DILocation(line: 42, column: 3, scope: !5374)
!5384 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK4Rect4kindEv", scope: !1395, file: !8, line: 43, type: !1414, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1413, retainedNodes: !5385)
!5385 = !{!5386}
!5386 = !DILocalVariable(name: "this", arg: 1, scope: !5384, type: !5359, flags: DIFlagArtificial | DIFlagObjectPointer)
!5387 = !DILocation(line: 0, scope: !5384)
!5388 = !DILocation(line: 43, column: 31, scope: !5384)
!5389 = distinct !DISubprogram(name: "~Square", linkageName: "_ZN6SquareD0Ev", scope: !1731, file: !8, line: 46, type: !5390, scopeLine: 46, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5392, retainedNodes: !5393)
!5390 = !DISubroutineType(types: !5391)
!5391 = !{null, !1737}
!5392 = !DISubprogram(name: "~Square", scope: !1731, type: !5390, containingType: !1731, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5393 = !{!5394}
!5394 = !DILocalVariable(name: "this", arg: 1, scope: !5389, type: !1730, flags: DIFlagArtificial | DIFlagObjectPointer)
!5395 = !DILocation(line: 0, scope: !5389)
!5396 = !DILocation(line: 46, column: 7, scope: !5389)
!5397 = distinct !DISubprogram(name: "kind", linkageName: "_ZNK6Square4kindEv", scope: !1731, file: !8, line: 49, type: !1739, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !1738, retainedNodes: !5398)
!5398 = !{!5399}
!5399 = !DILocalVariable(name: "this", arg: 1, scope: !5397, type: !5400, flags: DIFlagArtificial | DIFlagObjectPointer)
!5400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1742, size: 64)
!5401 = !DILocation(line: 0, scope: !5397)
!5402 = !DILocation(line: 49, column: 31, scope: !5397)
!5403 = distinct !DISubprogram(name: "~Triangle", linkageName: "_ZN8TriangleD0Ev", scope: !2058, file: !8, line: 52, type: !5404, scopeLine: 52, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !5406, retainedNodes: !5407)
!5404 = !DISubroutineType(types: !5405)
!5405 = !{null, !2067}
!5406 = !DISubprogram(name: "~Triangle", scope: !2058, type: !5404, containingType: !2058, virtualIndex: 0, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!5407 = !{!5408}
!5408 = !DILocalVariable(name: "this", arg: 1, scope: !5403, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!5409 = !DILocation(line: 0, scope: !5403)
!5410 = !DILocation(line: 52, column: 7, scope: !5403)
!5411 = distinct !DISubprogram(name: "area", linkageName: "_ZNK8Triangle4areaEv", scope: !2058, file: !8, line: 57, type: !2069, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2068, retainedNodes: !5412)
!5412 = !{!5413, !5415, !5416, !5417, !5418}
!5413 = !DILocalVariable(name: "this", arg: 1, scope: !5411, type: !5414, flags: DIFlagArtificial | DIFlagObjectPointer)
!5414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2072, size: 64)
!5415 = !DILocalVariable(name: "s", scope: !5411, file: !8, line: 59, type: !130)
!5416 = !DILocalVariable(name: "q", scope: !5411, file: !8, line: 60, type: !130)
!5417 = !DILocalVariable(name: "x", scope: !5411, file: !8, line: 62, type: !130)
!5418 = !DILocalVariable(name: "i", scope: !5419, file: !8, line: 63, type: !19)
!5419 = distinct !DILexicalBlock(scope: !5411, file: !8, line: 63, column: 5)
!5420 = !DILocation(line: 0, scope: !5411)
!5421 = !DILocation(line: 59, column: 17, scope: !5411)
!5422 = !DILocation(line: 59, column: 21, scope: !5411)
!5423 = !DILocation(line: 59, column: 19, scope: !5411)
!5424 = !DILocation(line: 59, column: 25, scope: !5411)
!5425 = !DILocation(line: 59, column: 23, scope: !5411)
!5426 = !DILocation(line: 59, column: 28, scope: !5411)
!5427 = !DILocation(line: 60, column: 23, scope: !5411)
!5428 = !DILocation(line: 60, column: 18, scope: !5411)
!5429 = !DILocation(line: 60, column: 33, scope: !5411)
!5430 = !DILocation(line: 60, column: 28, scope: !5411)
!5431 = !DILocation(line: 60, column: 43, scope: !5411)
!5432 = !DILocation(line: 60, column: 38, scope: !5411)
!5433 = !DILocation(line: 62, column: 18, scope: !5411)
!5434 = !DILocation(line: 62, column: 16, scope: !5411)
!5435 = !DILocation(line: 0, scope: !5419)
!5436 = !DILocation(line: 63, column: 5, scope: !5419)
!5437 = !DILocation(line: 65, column: 5, scope: !5411)
!5438 = !DILocation(line: 64, column: 24, scope: !5439)
!5439 = distinct !DILexicalBlock(scope: !5419, file: !8, line: 63, column: 5)
!5440 = !DILocation(line: 64, column: 20, scope: !5439)
!5441 = !DILocation(line: 64, column: 15, scope: !5439)
!5442 = !DILocation(line: 63, column: 30, scope: !5439)
!5443 = !DILocation(line: 63, column: 23, scope: !5439)
!5444 = distinct !{!5444, !5436, !5445, !4363, !3437}
!5445 = !DILocation(line: 64, column: 27, scope: !5419)
!5446 = distinct !DISubprogram(name: "perimeter", linkageName: "_ZNK8Triangle9perimeterEv", scope: !2058, file: !8, line: 67, type: !2069, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2073, retainedNodes: !5447)
!5447 = !{!5448}
!5448 = !DILocalVariable(name: "this", arg: 1, scope: !5446, type: !5414, flags: DIFlagArtificial | DIFlagObjectPointer)
!5449 = !DILocation(line: 0, scope: !5446)
!5450 = !DILocation(line: 67, column: 46, scope: !5446)
!5451 = !DILocation(line: 67, column: 50, scope: !5446)
!5452 = !DILocation(line: 67, column: 48, scope: !5446)
!5453 = !DILocation(line: 67, column: 54, scope: !5446)
!5454 = !DILocation(line: 67, column: 52, scope: !5446)
!5455 = !DILocation(line: 67, column: 39, scope: !5446)
!5456 = distinct !DISubprogram(name: "scale", linkageName: "_ZN8Triangle5scaleEd", scope: !2058, file: !8, line: 68, type: !2075, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !2074, retainedNodes: !5457)
!5457 = !{!5458, !5459}
!5458 = !DILocalVariable(name: "this", arg: 1, scope: !5456, type: !2057, flags: DIFlagArtificial | DIFlagObjectPointer)
!5459 = !DILocalVariable(name: "f", arg: 2, scope: !5456, file: !8, line: 68, type: !130)
!5460 = !DILocation(line: 0, scope: !5456)
!5461 = !DILocation(line: 70, column: 5, scope: !5456)
!5462 = !DILocation(line: 70, column: 7, scope: !5456)
!5463 = !DILocation(line: 71, column: 5, scope: !5456)
!5464 = !DILocation(line: 71, column: 7, scope: !5456)
!5465 = !DILocation(line: 72, column: 5, scope: !5456)
!5466 = !DILocation(line: 72, column: 7, scope: !5456)
!5467 = !DILocation(line: 73, column: 3, scope: !5456)
!5468 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_shapes_virtual.cpp", scope: !2719, file: !2719, type: !5469, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!5469 = !DISubroutineType(types: !173)
!5470 = !DILocation(line: 74, column: 25, scope: !5471, inlinedAt: !5473)
!5471 = !DILexicalBlockFile(scope: !5472, file: !3, discriminator: 0)
!5472 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !2719, file: !2719, type: !2381, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!5473 = distinct !DILocation(line: 0, scope: !5468)
!5474 = !DILocation(line: 0, scope: !5472, inlinedAt: !5473)
