; ModuleID = 'cxx_global_ctor.cpp'
source_filename = "cxx_global_ctor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

@_ZL5table = internal global %"class.std::vector" zeroinitializer, align 8, !dbg !0
@__dso_handle = external hidden global i8
@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_cxx_global_ctor.cpp, i8* null }]

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !944 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !946, metadata !DIExpression()), !dbg !948
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !949, metadata !DIExpression()) #11, !dbg !953
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !956
  %3 = load double*, double** %2, align 8, !dbg !956, !tbaa !958
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !963, metadata !DIExpression()) #11, !dbg !968
  call void @llvm.dbg.value(metadata double* %3, metadata !966, metadata !DIExpression()) #11, !dbg !968
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %3), metadata !967, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !968
  %4 = icmp eq double* %3, null, !dbg !970
  br i1 %4, label %7, label %5, !dbg !972

5:                                                ; preds = %1
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !973, metadata !DIExpression()) #11, !dbg !978
  call void @llvm.dbg.value(metadata double* %3, metadata !976, metadata !DIExpression()) #11, !dbg !978
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %3), metadata !977, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !978
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !980, metadata !DIExpression()) #11, !dbg !986
  call void @llvm.dbg.value(metadata double* %3, metadata !983, metadata !DIExpression()) #11, !dbg !986
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %3), metadata !984, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !986
  %6 = bitcast double* %3 to i8*, !dbg !988
  tail call void @_ZdlPv(i8* noundef %6) #12, !dbg !989
  br label %7, !dbg !990

7:                                                ; preds = %1, %5
  ret void, !dbg !991
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !992 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !996, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata i8** %1, metadata !997, metadata !DIExpression()), !dbg !1002
  %3 = icmp sgt i32 %0, 1, !dbg !1003
  br i1 %3, label %4, label %10, !dbg !1004

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1005
  %6 = load i8*, i8** %5, align 8, !dbg !1005, !tbaa !1006
  call void @llvm.dbg.value(metadata i8* %6, metadata !782, metadata !DIExpression()) #11, !dbg !1007
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #11, !dbg !1009
  %8 = trunc i64 %7 to i32, !dbg !1009
  call void @llvm.dbg.value(metadata i32 %8, metadata !998, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata i32 0, metadata !1000, metadata !DIExpression()), !dbg !1010
  %9 = icmp sgt i32 %8, 0, !dbg !1011
  br i1 %9, label %10, label %34, !dbg !1013

10:                                               ; preds = %2, %4
  %11 = phi i64 [ %7, %4 ], [ 1000, %2 ]
  %12 = load double*, double** getelementptr inbounds (%"class.std::vector", %"class.std::vector"* @_ZL5table, i64 0, i32 0, i32 0, i32 0, i32 0), align 8, !tbaa !958
  %13 = and i64 %11, 4294967295, !dbg !1011
  %14 = add nsw i64 %13, -1, !dbg !1013
  %15 = and i64 %11, 7, !dbg !1013
  %16 = icmp ult i64 %14, 7, !dbg !1013
  br i1 %16, label %19, label %17, !dbg !1013

17:                                               ; preds = %10
  %18 = sub nsw i64 %13, %15, !dbg !1013
  br label %37, !dbg !1013

19:                                               ; preds = %37, %10
  %20 = phi double [ undef, %10 ], [ %71, %37 ]
  %21 = phi i64 [ 0, %10 ], [ %72, %37 ]
  %22 = phi double [ 0.000000e+00, %10 ], [ %71, %37 ]
  %23 = icmp eq i64 %15, 0, !dbg !1013
  br i1 %23, label %34, label %24, !dbg !1013

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %31, %24 ], [ %21, %19 ]
  %26 = phi double [ %30, %24 ], [ %22, %19 ]
  %27 = phi i64 [ %32, %24 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %26, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %25, metadata !1017, metadata !DIExpression()), !dbg !1018
  %28 = getelementptr inbounds double, double* %12, i64 %25, !dbg !1020
  %29 = load double, double* %28, align 8, !dbg !1021, !tbaa !1022
  %30 = fadd double %26, %29, !dbg !1024
  call void @llvm.dbg.value(metadata double %30, metadata !999, metadata !DIExpression()), !dbg !1002
  %31 = add nuw nsw i64 %25, 1, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %31, metadata !1000, metadata !DIExpression()), !dbg !1010
  %32 = add i64 %27, 1, !dbg !1013
  %33 = icmp eq i64 %32, %15, !dbg !1013
  br i1 %33, label %34, label %24, !dbg !1013, !llvm.loop !1026

34:                                               ; preds = %19, %24, %4
  %35 = phi double [ 0.000000e+00, %4 ], [ %20, %19 ], [ %30, %24 ], !dbg !1002
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %35), !dbg !1028
  ret i32 0, !dbg !1029

37:                                               ; preds = %37, %17
  %38 = phi i64 [ 0, %17 ], [ %72, %37 ]
  %39 = phi double [ 0.000000e+00, %17 ], [ %71, %37 ]
  %40 = phi i64 [ 0, %17 ], [ %73, %37 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %39, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %38, metadata !1017, metadata !DIExpression()), !dbg !1018
  %41 = getelementptr inbounds double, double* %12, i64 %38, !dbg !1020
  %42 = load double, double* %41, align 8, !dbg !1021, !tbaa !1022
  %43 = fadd double %39, %42, !dbg !1024
  call void @llvm.dbg.value(metadata double %43, metadata !999, metadata !DIExpression()), !dbg !1002
  %44 = or i64 %38, 1, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %44, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %44, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %43, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %44, metadata !1017, metadata !DIExpression()), !dbg !1018
  %45 = getelementptr inbounds double, double* %12, i64 %44, !dbg !1020
  %46 = load double, double* %45, align 8, !dbg !1021, !tbaa !1022
  %47 = fadd double %43, %46, !dbg !1024
  call void @llvm.dbg.value(metadata double %47, metadata !999, metadata !DIExpression()), !dbg !1002
  %48 = or i64 %38, 2, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %48, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %48, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %47, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %48, metadata !1017, metadata !DIExpression()), !dbg !1018
  %49 = getelementptr inbounds double, double* %12, i64 %48, !dbg !1020
  %50 = load double, double* %49, align 8, !dbg !1021, !tbaa !1022
  %51 = fadd double %47, %50, !dbg !1024
  call void @llvm.dbg.value(metadata double %51, metadata !999, metadata !DIExpression()), !dbg !1002
  %52 = or i64 %38, 3, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %52, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %52, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %51, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %52, metadata !1017, metadata !DIExpression()), !dbg !1018
  %53 = getelementptr inbounds double, double* %12, i64 %52, !dbg !1020
  %54 = load double, double* %53, align 8, !dbg !1021, !tbaa !1022
  %55 = fadd double %51, %54, !dbg !1024
  call void @llvm.dbg.value(metadata double %55, metadata !999, metadata !DIExpression()), !dbg !1002
  %56 = or i64 %38, 4, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %56, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %56, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %55, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %56, metadata !1017, metadata !DIExpression()), !dbg !1018
  %57 = getelementptr inbounds double, double* %12, i64 %56, !dbg !1020
  %58 = load double, double* %57, align 8, !dbg !1021, !tbaa !1022
  %59 = fadd double %55, %58, !dbg !1024
  call void @llvm.dbg.value(metadata double %59, metadata !999, metadata !DIExpression()), !dbg !1002
  %60 = or i64 %38, 5, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %60, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %60, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %59, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %60, metadata !1017, metadata !DIExpression()), !dbg !1018
  %61 = getelementptr inbounds double, double* %12, i64 %60, !dbg !1020
  %62 = load double, double* %61, align 8, !dbg !1021, !tbaa !1022
  %63 = fadd double %59, %62, !dbg !1024
  call void @llvm.dbg.value(metadata double %63, metadata !999, metadata !DIExpression()), !dbg !1002
  %64 = or i64 %38, 6, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %64, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %64, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %63, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %64, metadata !1017, metadata !DIExpression()), !dbg !1018
  %65 = getelementptr inbounds double, double* %12, i64 %64, !dbg !1020
  %66 = load double, double* %65, align 8, !dbg !1021, !tbaa !1022
  %67 = fadd double %63, %66, !dbg !1024
  call void @llvm.dbg.value(metadata double %67, metadata !999, metadata !DIExpression()), !dbg !1002
  %68 = or i64 %38, 7, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %68, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %68, metadata !1000, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata double %67, metadata !999, metadata !DIExpression()), !dbg !1002
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %68, metadata !1017, metadata !DIExpression()), !dbg !1018
  %69 = getelementptr inbounds double, double* %12, i64 %68, !dbg !1020
  %70 = load double, double* %69, align 8, !dbg !1021, !tbaa !1022
  %71 = fadd double %67, %70, !dbg !1024
  call void @llvm.dbg.value(metadata double %71, metadata !999, metadata !DIExpression()), !dbg !1002
  %72 = add nuw nsw i64 %38, 8, !dbg !1025
  call void @llvm.dbg.value(metadata i64 %72, metadata !1000, metadata !DIExpression()), !dbg !1010
  %73 = add i64 %40, 8, !dbg !1013
  %74 = icmp eq i64 %73, %18, !dbg !1013
  br i1 %74, label %19, label %37, !dbg !1013, !llvm.loop !1030
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_cxx_global_ctor.cpp() #8 section ".text.startup" personality i32 (...)* @__gxx_personality_v0 !dbg !1033 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1035, metadata !DIExpression()), !dbg !1041
  call void @llvm.dbg.value(metadata i64 200000, metadata !1038, metadata !DIExpression()), !dbg !1041
  call void @llvm.dbg.value(metadata double* undef, metadata !1039, metadata !DIExpression()), !dbg !1041
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1040, metadata !DIExpression()), !dbg !1041
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1046, metadata !DIExpression()), !dbg !1051
  call void @llvm.dbg.value(metadata i64 200000, metadata !1049, metadata !DIExpression()), !dbg !1051
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1050, metadata !DIExpression()), !dbg !1051
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1053, metadata !DIExpression()) #11, !dbg !1058
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1056, metadata !DIExpression()) #11, !dbg !1058
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1060, metadata !DIExpression()) #11, !dbg !1064
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) bitcast (%"class.std::vector"* @_ZL5table to i8*), i8 0, i64 24, i1 false) #11, !dbg !1066
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1067, metadata !DIExpression()), !dbg !1071
  call void @llvm.dbg.value(metadata i64 200000, metadata !1070, metadata !DIExpression()), !dbg !1071
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1074, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata i64 200000, metadata !1077, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1080, metadata !DIExpression()), !dbg !1084
  call void @llvm.dbg.value(metadata i64 200000, metadata !1083, metadata !DIExpression()), !dbg !1084
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1086, metadata !DIExpression()), !dbg !1091
  call void @llvm.dbg.value(metadata i64 200000, metadata !1089, metadata !DIExpression()), !dbg !1091
  call void @llvm.dbg.value(metadata i8* null, metadata !1090, metadata !DIExpression()), !dbg !1091
  %1 = tail call noalias noundef nonnull dereferenceable(1600000) i8* @_Znwm(i64 noundef 1600000) #13, !dbg !1093
  %2 = bitcast i8* %1 to double*, !dbg !1094
  store i8* %1, i8** bitcast (%"class.std::vector"* @_ZL5table to i8**), align 8, !dbg !1095, !tbaa !958
  %3 = getelementptr inbounds double, double* %2, i64 200000, !dbg !1096
  store double* %3, double** getelementptr inbounds (%"class.std::vector", %"class.std::vector"* @_ZL5table, i64 0, i32 0, i32 0, i32 0, i32 2), align 8, !dbg !1097, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1099, metadata !DIExpression()), !dbg !1104
  call void @llvm.dbg.value(metadata i64 200000, metadata !1102, metadata !DIExpression()), !dbg !1104
  call void @llvm.dbg.value(metadata double* undef, metadata !1103, metadata !DIExpression()), !dbg !1104
  call void @llvm.dbg.value(metadata double* %2, metadata !1107, metadata !DIExpression()), !dbg !1120
  call void @llvm.dbg.value(metadata i64 200000, metadata !1113, metadata !DIExpression()), !dbg !1120
  call void @llvm.dbg.value(metadata double* undef, metadata !1114, metadata !DIExpression()), !dbg !1120
  call void @llvm.dbg.value(metadata %"class.std::vector"* @_ZL5table, metadata !1115, metadata !DIExpression()), !dbg !1120
  call void @llvm.dbg.value(metadata double* %2, metadata !1122, metadata !DIExpression()), !dbg !1131
  call void @llvm.dbg.value(metadata i64 200000, metadata !1127, metadata !DIExpression()), !dbg !1131
  call void @llvm.dbg.value(metadata double* undef, metadata !1128, metadata !DIExpression()), !dbg !1131
  call void @llvm.dbg.value(metadata i8 1, metadata !1129, metadata !DIExpression()), !dbg !1131
  call void @llvm.dbg.value(metadata double* %2, metadata !1133, metadata !DIExpression()), !dbg !1142
  call void @llvm.dbg.value(metadata i64 200000, metadata !1140, metadata !DIExpression()), !dbg !1142
  call void @llvm.dbg.value(metadata double* undef, metadata !1141, metadata !DIExpression()), !dbg !1142
  call void @llvm.dbg.value(metadata double* %2, metadata !1144, metadata !DIExpression()), !dbg !1152
  call void @llvm.dbg.value(metadata i64 200000, metadata !1148, metadata !DIExpression()), !dbg !1152
  call void @llvm.dbg.value(metadata double* undef, metadata !1149, metadata !DIExpression()), !dbg !1152
  call void @llvm.dbg.value(metadata double* %2, metadata !1154, metadata !DIExpression()), !dbg !1175
  call void @llvm.dbg.value(metadata i64 200000, metadata !1170, metadata !DIExpression()), !dbg !1175
  call void @llvm.dbg.value(metadata double* undef, metadata !1171, metadata !DIExpression()), !dbg !1175
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1172, metadata !DIExpression()), !dbg !1177
  call void @llvm.dbg.value(metadata double* %2, metadata !1178, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata double* %3, metadata !1183, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata double* undef, metadata !1184, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata double* %2, metadata !1189, metadata !DIExpression()), !dbg !1204
  call void @llvm.dbg.value(metadata double* %3, metadata !1200, metadata !DIExpression()), !dbg !1204
  call void @llvm.dbg.value(metadata double* undef, metadata !1201, metadata !DIExpression()), !dbg !1204
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !1202, metadata !DIExpression()), !dbg !1204
  br label %4, !dbg !1206

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %45, %4 ], !dbg !1208
  %6 = getelementptr inbounds double, double* %2, i64 %5, !dbg !1208
  %7 = bitcast double* %6 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %7, align 8, !dbg !1210, !tbaa !1022
  %8 = getelementptr inbounds double, double* %6, i64 2, !dbg !1210
  %9 = bitcast double* %8 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %9, align 8, !dbg !1210, !tbaa !1022
  %10 = or i64 %5, 4, !dbg !1208
  %11 = getelementptr inbounds double, double* %2, i64 %10, !dbg !1208
  %12 = bitcast double* %11 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %12, align 8, !dbg !1210, !tbaa !1022
  %13 = getelementptr inbounds double, double* %11, i64 2, !dbg !1210
  %14 = bitcast double* %13 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %14, align 8, !dbg !1210, !tbaa !1022
  %15 = or i64 %5, 8, !dbg !1208
  %16 = getelementptr inbounds double, double* %2, i64 %15, !dbg !1208
  %17 = bitcast double* %16 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %17, align 8, !dbg !1210, !tbaa !1022
  %18 = getelementptr inbounds double, double* %16, i64 2, !dbg !1210
  %19 = bitcast double* %18 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %19, align 8, !dbg !1210, !tbaa !1022
  %20 = or i64 %5, 12, !dbg !1208
  %21 = getelementptr inbounds double, double* %2, i64 %20, !dbg !1208
  %22 = bitcast double* %21 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %22, align 8, !dbg !1210, !tbaa !1022
  %23 = getelementptr inbounds double, double* %21, i64 2, !dbg !1210
  %24 = bitcast double* %23 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %24, align 8, !dbg !1210, !tbaa !1022
  %25 = or i64 %5, 16, !dbg !1208
  %26 = getelementptr inbounds double, double* %2, i64 %25, !dbg !1208
  %27 = bitcast double* %26 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %27, align 8, !dbg !1210, !tbaa !1022
  %28 = getelementptr inbounds double, double* %26, i64 2, !dbg !1210
  %29 = bitcast double* %28 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %29, align 8, !dbg !1210, !tbaa !1022
  %30 = or i64 %5, 20, !dbg !1208
  %31 = getelementptr inbounds double, double* %2, i64 %30, !dbg !1208
  %32 = bitcast double* %31 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %32, align 8, !dbg !1210, !tbaa !1022
  %33 = getelementptr inbounds double, double* %31, i64 2, !dbg !1210
  %34 = bitcast double* %33 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %34, align 8, !dbg !1210, !tbaa !1022
  %35 = or i64 %5, 24, !dbg !1208
  %36 = getelementptr inbounds double, double* %2, i64 %35, !dbg !1208
  %37 = bitcast double* %36 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %37, align 8, !dbg !1210, !tbaa !1022
  %38 = getelementptr inbounds double, double* %36, i64 2, !dbg !1210
  %39 = bitcast double* %38 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %39, align 8, !dbg !1210, !tbaa !1022
  %40 = or i64 %5, 28, !dbg !1208
  %41 = getelementptr inbounds double, double* %2, i64 %40, !dbg !1208
  %42 = bitcast double* %41 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %42, align 8, !dbg !1210, !tbaa !1022
  %43 = getelementptr inbounds double, double* %41, i64 2, !dbg !1210
  %44 = bitcast double* %43 to <2 x double>*, !dbg !1210
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %44, align 8, !dbg !1210, !tbaa !1022
  %45 = add nuw nsw i64 %5, 32, !dbg !1208
  %46 = icmp eq i64 %45, 200000, !dbg !1208
  br i1 %46, label %47, label %4, !dbg !1208, !llvm.loop !1211

47:                                               ; preds = %4
  store double* %3, double** getelementptr inbounds (%"class.std::vector", %"class.std::vector"* @_ZL5table, i64 0, i32 0, i32 0, i32 0, i32 1), align 8, !dbg !1214, !tbaa !1215
  %48 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"class.std::vector"*)* @_ZNSt6vectorIdSaIdEED2Ev to void (i8*)*), i8* bitcast (%"class.std::vector"* @_ZL5table to i8*), i8* nonnull @__dso_handle) #11, !dbg !1216
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { nounwind }
attributes #12 = { builtin nounwind }
attributes #13 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!937, !938, !939, !940, !941, !942}
!llvm.ident = !{!943}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", linkageName: "_ZL5table", scope: !2, file: !3, line: 6, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !504, imports: !505, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cxx_global_ctor.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ae7c925b4518b0f93fcdf4baf9f4924b")
!4 = !{!5, !6, !9, !78, !81, !36, !40, !46, !11, !15, !18, !144}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !11, file: !10, line: 444, baseType: !21)
!10 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!11 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !12, file: !10, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, templateParams: !237, identifier: "_ZTSSt6vectorIdSaIdEE")
!12 = !DINamespace(name: "std", scope: null)
!13 = !{!14, !238, !257, !273, !274, !279, !282, !285, !289, !295, !299, !305, !310, !314, !324, !327, !330, !333, !338, !339, !343, !346, !349, !352, !355, !361, !367, !368, !369, !374, !379, !380, !381, !382, !383, !384, !385, !388, !389, !392, !393, !394, !395, !398, !399, !407, !414, !417, !418, !419, !422, !425, !426, !427, !430, !433, !436, !440, !441, !444, !447, !450, !453, !456, !459, !462, !463, !464, !465, !466, !469, !470, !473, !474, !475, !481, !484, !489, !492, !495, !498, !501}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !11, baseType: !15, flags: DIFlagProtected, extraData: i32 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !12, file: !10, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, templateParams: !237, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!16 = !{!17, !188, !193, !198, !202, !205, !210, !213, !216, !220, !223, !226, !229, !230, !233, !236}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !15, file: !10, line: 371, baseType: !18, size: 192)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !15, file: !10, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !19, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!19 = !{!20, !143, !168, !172, !177, !181, !185}
!20 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !18, baseType: !21, extraData: i32 0)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !15, file: !10, line: 88, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !24, file: !23, line: 120, baseType: !142)
!23 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !25, file: !23, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !90, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !26, file: !23, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !27, templateParams: !139, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!26 = !DINamespace(name: "__gnu_cxx", scope: null)
!27 = !{!28, !125, !128, !131, !135, !136, !137, !138}
!28 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !25, baseType: !29, extraData: i32 0)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !12, file: !30, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !31, templateParams: !123, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!30 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!31 = !{!32, !107, !111, !114, !120}
!32 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !29, file: !30, line: 463, type: !33, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !38, !106}
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !29, file: !30, line: 420, baseType: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !29, file: !30, line: 414, baseType: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !12, file: !41, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !42, templateParams: !90, identifier: "_ZTSSaIdE")
!41 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!42 = !{!43, !92, !96, !101, !105}
!43 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !40, baseType: !44, flags: DIFlagPublic, extraData: i32 0)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !12, file: !45, line: 47, baseType: !46)
!45 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!46 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !12, file: !47, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !48, templateParams: !90, identifier: "_ZTSSt15__new_allocatorIdE")
!47 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!48 = !{!49, !53, !58, !59, !66, !74, !83, !86, !89}
!49 = !DISubprogram(name: "__new_allocator", scope: !46, file: !47, line: 80, type: !50, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DISubprogram(name: "__new_allocator", scope: !46, file: !47, line: 83, type: !54, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !52, !56}
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!58 = !DISubprogram(name: "~__new_allocator", scope: !46, file: !47, line: 90, type: !50, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !46, file: !47, line: 93, type: !60, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !63, !64}
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !46, file: !47, line: 63, baseType: !36)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !46, file: !47, line: 65, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!66 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !46, file: !47, line: 97, type: !67, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !63, !72}
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !46, file: !47, line: 64, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !46, file: !47, line: 66, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !71, size: 64)
!74 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !46, file: !47, line: 112, type: !75, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{!36, !52, !77, !81}
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !47, line: 60, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !12, file: !79, line: 298, baseType: !80)
!79 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!83 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !46, file: !47, line: 142, type: !84, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !52, !36, !77}
!86 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !46, file: !47, line: 167, type: !87, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(types: !88)
!88 = !{!77, !63}
!89 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !46, file: !47, line: 210, type: !87, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !{!91}
!91 = !DITemplateTypeParameter(name: "_Tp", type: !37)
!92 = !DISubprogram(name: "allocator", scope: !40, file: !41, line: 156, type: !93, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!96 = !DISubprogram(name: "allocator", scope: !40, file: !41, line: 159, type: !97, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !95, !99}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!101 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !40, file: !41, line: 164, type: !102, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !95, !99}
!104 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!105 = !DISubprogram(name: "~allocator", scope: !40, file: !41, line: 174, type: !93, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !30, line: 435, baseType: !78)
!107 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !29, file: !30, line: 477, type: !108, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!35, !38, !106, !110}
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !30, line: 429, baseType: !81)
!111 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !29, file: !30, line: 495, type: !112, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !38, !35, !106}
!114 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !29, file: !30, line: 547, type: !115, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !29, file: !30, line: 435, baseType: !78)
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!120 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !29, file: !30, line: 562, type: !121, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!39, !118}
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "_Alloc", type: !40)
!125 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !25, file: !23, line: 97, type: !126, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!40, !99}
!128 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !25, file: !23, line: 100, type: !129, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !104, !104}
!131 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !25, file: !23, line: 103, type: !132, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!134}
!134 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!135 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !25, file: !23, line: 106, type: !132, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !25, file: !23, line: 109, type: !132, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!137 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !25, file: !23, line: 112, type: !132, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!138 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !25, file: !23, line: 115, type: !132, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!139 = !{!124, !140}
!140 = !DITemplateTypeParameter(type: !37)
!141 = !{}
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !29, file: !30, line: 450, baseType: !40)
!143 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !18, baseType: !144, extraData: i32 0)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !15, file: !10, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !145, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!145 = !{!146, !149, !150, !151, !155, !159, !164}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !144, file: !10, line: 94, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !15, file: !10, line: 90, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !25, file: !23, line: 57, baseType: !35)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !144, file: !10, line: 95, baseType: !147, size: 64, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !144, file: !10, line: 96, baseType: !147, size: 64, offset: 128)
!151 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !10, line: 99, type: !152, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !10, line: 105, type: !156, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !154, !158}
!158 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !144, size: 64)
!159 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !144, file: !10, line: 113, type: !160, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !154, !162}
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!164 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !144, file: !10, line: 122, type: !165, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !154, !167}
!167 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !144, size: 64)
!168 = !DISubprogram(name: "_Vector_impl", scope: !18, file: !10, line: 137, type: !169, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DISubprogram(name: "_Vector_impl", scope: !18, file: !10, line: 143, type: !173, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !171, !175}
!175 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!177 = !DISubprogram(name: "_Vector_impl", scope: !18, file: !10, line: 151, type: !178, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !171, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !18, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !18, file: !10, line: 156, type: !182, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !171, !184}
!184 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !21, size: 64)
!185 = !DISubprogram(name: "_Vector_impl", scope: !18, file: !10, line: 161, type: !186, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !171, !184, !180}
!188 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !15, file: !10, line: 298, type: !189, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !192}
!191 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !15, file: !10, line: 303, type: !194, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!175, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!198 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !15, file: !10, line: 308, type: !199, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !196}
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !15, file: !10, line: 294, baseType: !40)
!202 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 312, type: !203, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !192}
!205 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 318, type: !206, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !192, !208}
!208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !201)
!210 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 324, type: !211, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !192, !78}
!213 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 330, type: !214, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !192, !78, !208}
!216 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 335, type: !217, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !192, !219}
!219 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !15, size: 64)
!220 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 340, type: !221, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !192, !184}
!223 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 344, type: !224, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !192, !219, !208}
!226 = !DISubprogram(name: "_Vector_base", scope: !15, file: !10, line: 358, type: !227, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !192, !208, !219}
!229 = !DISubprogram(name: "~_Vector_base", scope: !15, file: !10, line: 364, type: !203, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !15, file: !10, line: 375, type: !231, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!147, !192, !78}
!233 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !15, file: !10, line: 383, type: !234, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !192, !147, !78}
!236 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !15, file: !10, line: 393, type: !211, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !{!91, !124}
!238 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !11, file: !10, line: 465, type: !239, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!134, !241}
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !12, file: !242, line: 82, baseType: !243)
!242 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !12, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !244, templateParams: !254, identifier: "_ZTSSt17integral_constantIbLb1EE")
!244 = !{!245, !247, !253}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !243, file: !242, line: 64, baseType: !246, flags: DIFlagStaticMember, extraData: i1 true)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!247 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !243, file: !242, line: 67, type: !248, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !251}
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !243, file: !242, line: 65, baseType: !134)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!253 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !243, file: !242, line: 72, type: !248, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !{!255, !256}
!255 = !DITemplateTypeParameter(name: "_Tp", type: !134)
!256 = !DITemplateValueParameter(name: "__v", type: !134, value: i8 1)
!257 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !11, file: !10, line: 474, type: !258, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!134, !260}
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !12, file: !242, line: 85, baseType: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !12, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !262, templateParams: !271, identifier: "_ZTSSt17integral_constantIbLb0EE")
!262 = !{!263, !264, !270}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !261, file: !242, line: 64, baseType: !246, flags: DIFlagStaticMember, extraData: i1 false)
!264 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !261, file: !242, line: 67, type: !265, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!267, !268}
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !261, file: !242, line: 65, baseType: !134)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !261)
!270 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !261, file: !242, line: 72, type: !265, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !{!255, !272}
!272 = !DITemplateValueParameter(name: "__v", type: !134, value: i8 0)
!273 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !11, file: !10, line: 478, type: !132, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!274 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !11, file: !10, line: 487, type: !275, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !277, !277, !277, !278, !241}
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !11, file: !10, line: 449, baseType: !147)
!278 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!279 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !11, file: !10, line: 494, type: !280, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!277, !277, !277, !277, !278, !260}
!282 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !11, file: !10, line: 499, type: !283, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!277, !277, !277, !277, !278}
!285 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 526, type: !286, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!289 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 537, type: !290, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !288, !292}
!292 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !294)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !11, file: !10, line: 460, baseType: !40)
!295 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 551, type: !296, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !288, !298, !292}
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !10, line: 458, baseType: !78)
!299 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 564, type: !300, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !288, !298, !302, !292}
!302 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !304)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !11, file: !10, line: 448, baseType: !37)
!305 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 596, type: !306, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !288, !308}
!308 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!310 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 615, type: !311, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !288, !313}
!313 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !11, size: 64)
!314 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 619, type: !315, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !288, !308, !317}
!317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !12, file: !242, line: 128, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !321, file: !242, line: 125, baseType: !40)
!321 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !12, file: !242, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !322, identifier: "_ZTSSt15__type_identityISaIdEE")
!322 = !{!323}
!323 = !DITemplateTypeParameter(name: "_Type", type: !40)
!324 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 630, type: !325, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !288, !313, !292, !241}
!327 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 635, type: !328, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !288, !313, !292, !260}
!330 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 654, type: !331, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !288, !313, !317}
!333 = !DISubprogram(name: "vector", scope: !11, file: !10, line: 673, type: !334, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !288, !336, !292}
!336 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !12, file: !337, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!337 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!338 = !DISubprogram(name: "~vector", scope: !11, file: !10, line: 728, type: !286, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !11, file: !10, line: 746, type: !340, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!342, !288, !308}
!342 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !11, size: 64)
!343 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !11, file: !10, line: 761, type: !344, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!342, !288, !313}
!346 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !11, file: !10, line: 783, type: !347, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!342, !288, !336}
!349 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !11, file: !10, line: 803, type: !350, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !288, !298, !302}
!352 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !11, file: !10, line: 850, type: !353, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !288, !336}
!355 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !11, file: !10, line: 868, type: !356, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!358, !288}
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !11, file: !10, line: 453, baseType: !359)
!359 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !26, file: !360, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!360 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!361 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !11, file: !10, line: 878, type: !362, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!364, !366}
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !11, file: !10, line: 455, baseType: !365)
!365 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !26, file: !360, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !11, file: !10, line: 888, type: !356, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !11, file: !10, line: 898, type: !362, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !11, file: !10, line: 908, type: !370, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!372, !288}
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !11, file: !10, line: 457, baseType: !373)
!373 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !12, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!374 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !11, file: !10, line: 918, type: !375, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!377, !366}
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !11, file: !10, line: 456, baseType: !378)
!378 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !12, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!379 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !11, file: !10, line: 928, type: !370, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !11, file: !10, line: 938, type: !375, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !11, file: !10, line: 949, type: !362, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !11, file: !10, line: 959, type: !362, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !11, file: !10, line: 969, type: !375, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !11, file: !10, line: 979, type: !375, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !11, file: !10, line: 987, type: !386, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!298, !366}
!388 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !11, file: !10, line: 993, type: !386, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !11, file: !10, line: 1008, type: !390, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{null, !288, !298}
!392 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !11, file: !10, line: 1029, type: !350, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !11, file: !10, line: 1063, type: !286, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !11, file: !10, line: 1073, type: !386, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !11, file: !10, line: 1083, type: !396, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubroutineType(types: !397)
!397 = !{!134, !366}
!398 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !11, file: !10, line: 1105, type: !390, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !11, file: !10, line: 1121, type: !400, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!402, !288, !298}
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !11, file: !10, line: 451, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !25, file: !23, line: 62, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !405, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !25, file: !23, line: 56, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !29, file: !30, line: 417, baseType: !37)
!407 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !11, file: !10, line: 1140, type: !408, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!410, !366, !298}
!410 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !11, file: !10, line: 452, baseType: !411)
!411 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !25, file: !23, line: 63, baseType: !412)
!412 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !413, size: 64)
!413 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !405)
!414 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !11, file: !10, line: 1150, type: !415, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !366, !298}
!417 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !11, file: !10, line: 1173, type: !400, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !11, file: !10, line: 1192, type: !408, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !11, file: !10, line: 1204, type: !420, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!402, !288}
!422 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !11, file: !10, line: 1216, type: !423, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!410, !366}
!425 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !11, file: !10, line: 1228, type: !420, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !11, file: !10, line: 1240, type: !423, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !11, file: !10, line: 1255, type: !428, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{!36, !288}
!430 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !11, file: !10, line: 1260, type: !431, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!70, !366}
!433 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !11, file: !10, line: 1276, type: !434, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{null, !288, !302}
!436 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !11, file: !10, line: 1293, type: !437, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{null, !288, !439}
!439 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !304, size: 64)
!440 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !11, file: !10, line: 1317, type: !286, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !11, file: !10, line: 1357, type: !442, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!358, !288, !364, !302}
!444 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !11, file: !10, line: 1388, type: !445, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{!358, !288, !364, !439}
!447 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !11, file: !10, line: 1406, type: !448, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!358, !288, !364, !336}
!450 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !11, file: !10, line: 1432, type: !451, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!358, !288, !364, !298, !302}
!453 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !11, file: !10, line: 1529, type: !454, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{!358, !288, !364}
!456 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !11, file: !10, line: 1557, type: !457, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!358, !288, !364, !364}
!459 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !11, file: !10, line: 1581, type: !460, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !288, !342}
!462 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !11, file: !10, line: 1600, type: !286, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !11, file: !10, line: 1699, type: !350, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !11, file: !10, line: 1710, type: !390, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !11, file: !10, line: 1757, type: !350, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !11, file: !10, line: 1801, type: !467, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{null, !288, !358, !298, !302}
!469 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !11, file: !10, line: 1807, type: !390, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !11, file: !10, line: 1811, type: !471, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubroutineType(types: !472)
!472 = !{!134, !288}
!473 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !11, file: !10, line: 1873, type: !445, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !11, file: !10, line: 1884, type: !445, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !11, file: !10, line: 1891, type: !476, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!478, !366, !298, !479}
!478 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !11, file: !10, line: 458, baseType: !78)
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !480, size: 64)
!480 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!481 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !11, file: !10, line: 1902, type: !482, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!482 = !DISubroutineType(types: !483)
!483 = !{!478, !298, !292}
!484 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !11, file: !10, line: 1911, type: !485, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{!478, !487}
!487 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !488, size: 64)
!488 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!489 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !11, file: !10, line: 1928, type: !490, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !288, !277}
!492 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !11, file: !10, line: 1941, type: !493, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!358, !288, !358}
!495 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !11, file: !10, line: 1945, type: !496, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{!358, !288, !358, !358}
!498 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !11, file: !10, line: 1954, type: !499, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{null, !288, !313, !241}
!501 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !11, file: !10, line: 1966, type: !502, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubroutineType(types: !503)
!503 = !{null, !288, !313, !260}
!504 = !{!0}
!505 = !{!506, !510, !570, !576, !581, !585, !587, !589, !591, !593, !600, !605, !610, !614, !618, !622, !627, !631, !633, !637, !643, !647, !652, !654, !659, !663, !667, !669, !673, !677, !679, !683, !685, !687, !691, !695, !699, !703, !707, !711, !713, !720, !724, !728, !732, !734, !736, !740, !744, !745, !746, !747, !748, !749, !753, !757, !763, !767, !772, !774, !779, !783, !787, !796, !800, !804, !808, !812, !816, !820, !824, !828, !832, !839, !843, !847, !849, !851, !855, !860, !865, !869, !873, !875, !882, !886, !893, !895, !899, !903, !907, !911, !916, !921, !926, !927, !928, !929, !931, !932, !933, !934, !935, !936}
!506 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !507, entity: !508, file: !509, line: 58)
!507 = !DINamespace(name: "__gnu_debug", scope: null)
!508 = !DINamespace(name: "__debug", scope: !12)
!509 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !511, file: !569, line: 98)
!511 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !512, line: 7, baseType: !513)
!512 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!513 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !514, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !515, identifier: "_ZTS8_IO_FILE")
!514 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!515 = !{!516, !517, !518, !519, !520, !521, !522, !523, !524, !525, !526, !527, !528, !531, !533, !534, !535, !539, !541, !543, !547, !550, !552, !555, !558, !559, !561, !564, !565}
!516 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !513, file: !514, line: 51, baseType: !5, size: 32)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !513, file: !514, line: 54, baseType: !7, size: 64, offset: 64)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !513, file: !514, line: 55, baseType: !7, size: 64, offset: 128)
!519 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !513, file: !514, line: 56, baseType: !7, size: 64, offset: 192)
!520 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !513, file: !514, line: 57, baseType: !7, size: 64, offset: 256)
!521 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !513, file: !514, line: 58, baseType: !7, size: 64, offset: 320)
!522 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !513, file: !514, line: 59, baseType: !7, size: 64, offset: 384)
!523 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !513, file: !514, line: 60, baseType: !7, size: 64, offset: 448)
!524 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !513, file: !514, line: 61, baseType: !7, size: 64, offset: 512)
!525 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !513, file: !514, line: 64, baseType: !7, size: 64, offset: 576)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !513, file: !514, line: 65, baseType: !7, size: 64, offset: 640)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !513, file: !514, line: 66, baseType: !7, size: 64, offset: 704)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !513, file: !514, line: 68, baseType: !529, size: 64, offset: 768)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64)
!530 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !514, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!531 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !513, file: !514, line: 70, baseType: !532, size: 64, offset: 832)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !513, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !513, file: !514, line: 72, baseType: !5, size: 32, offset: 896)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !513, file: !514, line: 73, baseType: !5, size: 32, offset: 928)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !513, file: !514, line: 74, baseType: !536, size: 64, offset: 960)
!536 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !537, line: 152, baseType: !538)
!537 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!538 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !513, file: !514, line: 77, baseType: !540, size: 16, offset: 1024)
!540 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !513, file: !514, line: 78, baseType: !542, size: 8, offset: 1040)
!542 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !513, file: !514, line: 79, baseType: !544, size: 8, offset: 1048)
!544 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8, elements: !545)
!545 = !{!546}
!546 = !DISubrange(count: 1)
!547 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !513, file: !514, line: 81, baseType: !548, size: 64, offset: 1088)
!548 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !549, size: 64)
!549 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !514, line: 43, baseType: null)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !513, file: !514, line: 89, baseType: !551, size: 64, offset: 1152)
!551 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !537, line: 153, baseType: !538)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !513, file: !514, line: 91, baseType: !553, size: 64, offset: 1216)
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !554, size: 64)
!554 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !514, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!555 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !513, file: !514, line: 92, baseType: !556, size: 64, offset: 1280)
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !557, size: 64)
!557 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !514, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!558 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !513, file: !514, line: 93, baseType: !532, size: 64, offset: 1344)
!559 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !513, file: !514, line: 94, baseType: !560, size: 64, offset: 1408)
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !513, file: !514, line: 95, baseType: !562, size: 64, offset: 1472)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !563, line: 46, baseType: !80)
!563 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!564 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !513, file: !514, line: 96, baseType: !5, size: 32, offset: 1536)
!565 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !513, file: !514, line: 98, baseType: !566, size: 160, offset: 1568)
!566 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !567)
!567 = !{!568}
!568 = !DISubrange(count: 20)
!569 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !571, file: !569, line: 99)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !572, line: 84, baseType: !573)
!572 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!573 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !574, line: 14, baseType: !575)
!574 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!575 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !574, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !577, file: !569, line: 101)
!577 = !DISubprogram(name: "clearerr", scope: !572, file: !572, line: 786, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubroutineType(types: !579)
!579 = !{null, !580}
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !511, size: 64)
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !582, file: !569, line: 102)
!582 = !DISubprogram(name: "fclose", scope: !572, file: !572, line: 178, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!583 = !DISubroutineType(types: !584)
!584 = !{!5, !580}
!585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !586, file: !569, line: 103)
!586 = !DISubprogram(name: "feof", scope: !572, file: !572, line: 788, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !588, file: !569, line: 104)
!588 = !DISubprogram(name: "ferror", scope: !572, file: !572, line: 790, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !590, file: !569, line: 105)
!590 = !DISubprogram(name: "fflush", scope: !572, file: !572, line: 230, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !592, file: !569, line: 106)
!592 = !DISubprogram(name: "fgetc", scope: !572, file: !572, line: 513, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !594, file: !569, line: 107)
!594 = !DISubprogram(name: "fgetpos", scope: !572, file: !572, line: 760, type: !595, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DISubroutineType(types: !596)
!596 = !{!5, !597, !598}
!597 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !580)
!598 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !571, size: 64)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !601, file: !569, line: 108)
!601 = !DISubprogram(name: "fgets", scope: !572, file: !572, line: 592, type: !602, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = !DISubroutineType(types: !603)
!603 = !{!7, !604, !5, !597}
!604 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !606, file: !569, line: 109)
!606 = !DISubprogram(name: "fopen", scope: !572, file: !572, line: 258, type: !607, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!607 = !DISubroutineType(types: !608)
!608 = !{!580, !609, !609}
!609 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !479)
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !611, file: !569, line: 110)
!611 = !DISubprogram(name: "fprintf", scope: !572, file: !572, line: 350, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{!5, !597, !609, null}
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !615, file: !569, line: 111)
!615 = !DISubprogram(name: "fputc", scope: !572, file: !572, line: 549, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubroutineType(types: !617)
!617 = !{!5, !5, !580}
!618 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !619, file: !569, line: 112)
!619 = !DISubprogram(name: "fputs", scope: !572, file: !572, line: 655, type: !620, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!620 = !DISubroutineType(types: !621)
!621 = !{!5, !609, !597}
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !623, file: !569, line: 113)
!623 = !DISubprogram(name: "fread", scope: !572, file: !572, line: 675, type: !624, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!624 = !DISubroutineType(types: !625)
!625 = !{!562, !626, !562, !562, !597}
!626 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !560)
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !628, file: !569, line: 114)
!628 = !DISubprogram(name: "freopen", scope: !572, file: !572, line: 265, type: !629, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!629 = !DISubroutineType(types: !630)
!630 = !{!580, !609, !609, !597}
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !632, file: !569, line: 115)
!632 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !572, file: !572, line: 434, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !634, file: !569, line: 116)
!634 = !DISubprogram(name: "fseek", scope: !572, file: !572, line: 713, type: !635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DISubroutineType(types: !636)
!636 = !{!5, !580, !538, !5}
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !638, file: !569, line: 117)
!638 = !DISubprogram(name: "fsetpos", scope: !572, file: !572, line: 765, type: !639, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!639 = !DISubroutineType(types: !640)
!640 = !{!5, !580, !641}
!641 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !642, size: 64)
!642 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !571)
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !644, file: !569, line: 118)
!644 = !DISubprogram(name: "ftell", scope: !572, file: !572, line: 718, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DISubroutineType(types: !646)
!646 = !{!538, !580}
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !648, file: !569, line: 119)
!648 = !DISubprogram(name: "fwrite", scope: !572, file: !572, line: 681, type: !649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!649 = !DISubroutineType(types: !650)
!650 = !{!562, !651, !562, !562, !597}
!651 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !653, file: !569, line: 120)
!653 = !DISubprogram(name: "getc", scope: !572, file: !572, line: 514, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !655, file: !569, line: 121)
!655 = !DISubprogram(name: "getchar", scope: !656, file: !656, line: 47, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!657 = !DISubroutineType(types: !658)
!658 = !{!5}
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !660, file: !569, line: 126)
!660 = !DISubprogram(name: "perror", scope: !572, file: !572, line: 804, type: !661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!661 = !DISubroutineType(types: !662)
!662 = !{null, !479}
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !664, file: !569, line: 127)
!664 = !DISubprogram(name: "printf", scope: !572, file: !572, line: 356, type: !665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DISubroutineType(types: !666)
!666 = !{!5, !609, null}
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !668, file: !569, line: 128)
!668 = !DISubprogram(name: "putc", scope: !572, file: !572, line: 550, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !670, file: !569, line: 129)
!670 = !DISubprogram(name: "putchar", scope: !656, file: !656, line: 82, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DISubroutineType(types: !672)
!672 = !{!5, !5}
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !674, file: !569, line: 130)
!674 = !DISubprogram(name: "puts", scope: !572, file: !572, line: 661, type: !675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!675 = !DISubroutineType(types: !676)
!676 = !{!5, !479}
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !678, file: !569, line: 131)
!678 = !DISubprogram(name: "remove", scope: !572, file: !572, line: 152, type: !675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !680, file: !569, line: 132)
!680 = !DISubprogram(name: "rename", scope: !572, file: !572, line: 154, type: !681, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DISubroutineType(types: !682)
!682 = !{!5, !479, !479}
!683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !684, file: !569, line: 133)
!684 = !DISubprogram(name: "rewind", scope: !572, file: !572, line: 723, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !686, file: !569, line: 134)
!686 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !572, file: !572, line: 437, type: !665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !688, file: !569, line: 135)
!688 = !DISubprogram(name: "setbuf", scope: !572, file: !572, line: 328, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DISubroutineType(types: !690)
!690 = !{null, !597, !604}
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !692, file: !569, line: 136)
!692 = !DISubprogram(name: "setvbuf", scope: !572, file: !572, line: 332, type: !693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DISubroutineType(types: !694)
!694 = !{!5, !597, !604, !5, !562}
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !696, file: !569, line: 137)
!696 = !DISubprogram(name: "sprintf", scope: !572, file: !572, line: 358, type: !697, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DISubroutineType(types: !698)
!698 = !{!5, !604, !609, null}
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !700, file: !569, line: 138)
!700 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !572, file: !572, line: 439, type: !701, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DISubroutineType(types: !702)
!702 = !{!5, !609, !609, null}
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !704, file: !569, line: 139)
!704 = !DISubprogram(name: "tmpfile", scope: !572, file: !572, line: 188, type: !705, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DISubroutineType(types: !706)
!706 = !{!580}
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !708, file: !569, line: 141)
!708 = !DISubprogram(name: "tmpnam", scope: !572, file: !572, line: 205, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DISubroutineType(types: !710)
!710 = !{!7, !7}
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !712, file: !569, line: 143)
!712 = !DISubprogram(name: "ungetc", scope: !572, file: !572, line: 668, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !714, file: !569, line: 144)
!714 = !DISubprogram(name: "vfprintf", scope: !572, file: !572, line: 365, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{!5, !597, !609, !717}
!717 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64)
!718 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !719, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!719 = !DIFile(filename: "cxx_global_ctor.cpp", directory: "/work/main/internal/pipeline/testdata")
!720 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !721, file: !569, line: 145)
!721 = !DISubprogram(name: "vprintf", scope: !656, file: !656, line: 39, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubroutineType(types: !723)
!723 = !{!5, !609, !717}
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !725, file: !569, line: 146)
!725 = !DISubprogram(name: "vsprintf", scope: !572, file: !572, line: 373, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DISubroutineType(types: !727)
!727 = !{!5, !604, !609, !717}
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !729, file: !569, line: 175)
!729 = !DISubprogram(name: "snprintf", scope: !572, file: !572, line: 378, type: !730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{!5, !604, !562, !609, null}
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !733, file: !569, line: 176)
!733 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !572, file: !572, line: 479, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !735, file: !569, line: 177)
!735 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !572, file: !572, line: 484, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !737, file: !569, line: 178)
!737 = !DISubprogram(name: "vsnprintf", scope: !572, file: !572, line: 382, type: !738, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DISubroutineType(types: !739)
!739 = !{!5, !604, !562, !609, !717}
!740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !741, file: !569, line: 179)
!741 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !572, file: !572, line: 487, type: !742, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DISubroutineType(types: !743)
!743 = !{!5, !609, !609, !717}
!744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !729, file: !569, line: 185)
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !733, file: !569, line: 186)
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !735, file: !569, line: 187)
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !737, file: !569, line: 188)
!748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !741, file: !569, line: 189)
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !750, file: !752, line: 52)
!750 = !DISubprogram(name: "abs", scope: !751, file: !751, line: 861, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!752 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !754, file: !756, line: 127)
!754 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !751, line: 63, baseType: !755)
!755 = !DICompositeType(tag: DW_TAG_structure_type, file: !751, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!756 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !758, file: !756, line: 128)
!758 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !751, line: 71, baseType: !759)
!759 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !751, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !760, identifier: "_ZTS6ldiv_t")
!760 = !{!761, !762}
!761 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !759, file: !751, line: 69, baseType: !538, size: 64)
!762 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !759, file: !751, line: 70, baseType: !538, size: 64, offset: 64)
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !764, file: !756, line: 130)
!764 = !DISubprogram(name: "abort", scope: !751, file: !751, line: 611, type: !765, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!765 = !DISubroutineType(types: !766)
!766 = !{null}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !768, file: !756, line: 134)
!768 = !DISubprogram(name: "atexit", scope: !751, file: !751, line: 615, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!769 = !DISubroutineType(types: !770)
!770 = !{!5, !771}
!771 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !765, size: 64)
!772 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !773, file: !756, line: 137)
!773 = !DISubprogram(name: "at_quick_exit", scope: !751, file: !751, line: 620, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !775, file: !756, line: 140)
!775 = !DISubprogram(name: "atof", scope: !776, file: !776, line: 25, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!776 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!777 = !DISubroutineType(types: !778)
!778 = !{!37, !479}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !780, file: !756, line: 141)
!780 = distinct !DISubprogram(name: "atoi", scope: !751, file: !751, line: 362, type: !675, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !781)
!781 = !{!782}
!782 = !DILocalVariable(name: "__nptr", arg: 1, scope: !780, file: !751, line: 362, type: !479)
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !784, file: !756, line: 142)
!784 = !DISubprogram(name: "atol", scope: !751, file: !751, line: 367, type: !785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{!538, !479}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !788, file: !756, line: 143)
!788 = !DISubprogram(name: "bsearch", scope: !789, file: !789, line: 20, type: !790, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!790 = !DISubroutineType(types: !791)
!791 = !{!560, !81, !81, !562, !562, !792}
!792 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !751, line: 829, baseType: !793)
!793 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !794, size: 64)
!794 = !DISubroutineType(types: !795)
!795 = !{!5, !81, !81}
!796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !797, file: !756, line: 144)
!797 = !DISubprogram(name: "calloc", scope: !751, file: !751, line: 556, type: !798, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!798 = !DISubroutineType(types: !799)
!799 = !{!560, !562, !562}
!800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !801, file: !756, line: 145)
!801 = !DISubprogram(name: "div", scope: !751, file: !751, line: 873, type: !802, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!802 = !DISubroutineType(types: !803)
!803 = !{!754, !5, !5}
!804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !805, file: !756, line: 146)
!805 = !DISubprogram(name: "exit", scope: !751, file: !751, line: 637, type: !806, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!806 = !DISubroutineType(types: !807)
!807 = !{null, !5}
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !809, file: !756, line: 147)
!809 = !DISubprogram(name: "free", scope: !751, file: !751, line: 568, type: !810, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!810 = !DISubroutineType(types: !811)
!811 = !{null, !560}
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !813, file: !756, line: 148)
!813 = !DISubprogram(name: "getenv", scope: !751, file: !751, line: 654, type: !814, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DISubroutineType(types: !815)
!815 = !{!7, !479}
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !817, file: !756, line: 149)
!817 = !DISubprogram(name: "labs", scope: !751, file: !751, line: 862, type: !818, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DISubroutineType(types: !819)
!819 = !{!538, !538}
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !821, file: !756, line: 150)
!821 = !DISubprogram(name: "ldiv", scope: !751, file: !751, line: 875, type: !822, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DISubroutineType(types: !823)
!823 = !{!758, !538, !538}
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !825, file: !756, line: 151)
!825 = !DISubprogram(name: "malloc", scope: !751, file: !751, line: 553, type: !826, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!826 = !DISubroutineType(types: !827)
!827 = !{!560, !562}
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !829, file: !756, line: 153)
!829 = !DISubprogram(name: "mblen", scope: !751, file: !751, line: 943, type: !830, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!830 = !DISubroutineType(types: !831)
!831 = !{!5, !479, !562}
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !833, file: !756, line: 154)
!833 = !DISubprogram(name: "mbstowcs", scope: !751, file: !751, line: 954, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!834 = !DISubroutineType(types: !835)
!835 = !{!562, !836, !609, !562}
!836 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !837)
!837 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !838, size: 64)
!838 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!839 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !840, file: !756, line: 155)
!840 = !DISubprogram(name: "mbtowc", scope: !751, file: !751, line: 946, type: !841, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!841 = !DISubroutineType(types: !842)
!842 = !{!5, !836, !609, !562}
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !844, file: !756, line: 157)
!844 = !DISubprogram(name: "qsort", scope: !751, file: !751, line: 851, type: !845, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubroutineType(types: !846)
!846 = !{null, !560, !562, !562, !792}
!847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !848, file: !756, line: 160)
!848 = !DISubprogram(name: "quick_exit", scope: !751, file: !751, line: 643, type: !806, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !850, file: !756, line: 163)
!850 = !DISubprogram(name: "rand", scope: !751, file: !751, line: 454, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !852, file: !756, line: 164)
!852 = !DISubprogram(name: "realloc", scope: !751, file: !751, line: 564, type: !853, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!853 = !DISubroutineType(types: !854)
!854 = !{!560, !560, !562}
!855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !856, file: !756, line: 165)
!856 = !DISubprogram(name: "srand", scope: !751, file: !751, line: 456, type: !857, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!857 = !DISubroutineType(types: !858)
!858 = !{null, !859}
!859 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !861, file: !756, line: 166)
!861 = !DISubprogram(name: "strtod", scope: !751, file: !751, line: 118, type: !862, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!862 = !DISubroutineType(types: !863)
!863 = !{!37, !609, !864}
!864 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !866, file: !756, line: 167)
!866 = !DISubprogram(name: "strtol", scope: !751, file: !751, line: 177, type: !867, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!867 = !DISubroutineType(types: !868)
!868 = !{!538, !609, !864, !5}
!869 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !870, file: !756, line: 168)
!870 = !DISubprogram(name: "strtoul", scope: !751, file: !751, line: 181, type: !871, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!871 = !DISubroutineType(types: !872)
!872 = !{!80, !609, !864, !5}
!873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !874, file: !756, line: 169)
!874 = !DISubprogram(name: "system", scope: !751, file: !751, line: 804, type: !675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !876, file: !756, line: 171)
!876 = !DISubprogram(name: "wcstombs", scope: !751, file: !751, line: 958, type: !877, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!877 = !DISubroutineType(types: !878)
!878 = !{!562, !604, !879, !562}
!879 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !880)
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !881, size: 64)
!881 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !838)
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !883, file: !756, line: 172)
!883 = !DISubprogram(name: "wctomb", scope: !751, file: !751, line: 950, type: !884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!884 = !DISubroutineType(types: !885)
!885 = !{!5, !7, !838}
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !887, file: !756, line: 200)
!887 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !751, line: 81, baseType: !888)
!888 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !751, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !889, identifier: "_ZTS7lldiv_t")
!889 = !{!890, !892}
!890 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !888, file: !751, line: 79, baseType: !891, size: 64)
!891 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!892 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !888, file: !751, line: 80, baseType: !891, size: 64, offset: 64)
!893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !894, file: !756, line: 206)
!894 = !DISubprogram(name: "_Exit", scope: !751, file: !751, line: 649, type: !806, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !896, file: !756, line: 210)
!896 = !DISubprogram(name: "llabs", scope: !751, file: !751, line: 865, type: !897, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!897 = !DISubroutineType(types: !898)
!898 = !{!891, !891}
!899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !900, file: !756, line: 216)
!900 = !DISubprogram(name: "lldiv", scope: !751, file: !751, line: 879, type: !901, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!901 = !DISubroutineType(types: !902)
!902 = !{!887, !891, !891}
!903 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !904, file: !756, line: 227)
!904 = !DISubprogram(name: "atoll", scope: !751, file: !751, line: 374, type: !905, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!905 = !DISubroutineType(types: !906)
!906 = !{!891, !479}
!907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !908, file: !756, line: 228)
!908 = !DISubprogram(name: "strtoll", scope: !751, file: !751, line: 201, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!909 = !DISubroutineType(types: !910)
!910 = !{!891, !609, !864, !5}
!911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !912, file: !756, line: 229)
!912 = !DISubprogram(name: "strtoull", scope: !751, file: !751, line: 206, type: !913, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!913 = !DISubroutineType(types: !914)
!914 = !{!915, !609, !864, !5}
!915 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !917, file: !756, line: 231)
!917 = !DISubprogram(name: "strtof", scope: !751, file: !751, line: 124, type: !918, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!918 = !DISubroutineType(types: !919)
!919 = !{!920, !609, !864}
!920 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !26, entity: !922, file: !756, line: 232)
!922 = !DISubprogram(name: "strtold", scope: !751, file: !751, line: 127, type: !923, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{!925, !609, !864}
!925 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !887, file: !756, line: 240)
!927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !894, file: !756, line: 242)
!928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !896, file: !756, line: 244)
!929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !930, file: !756, line: 245)
!930 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !26, file: !756, line: 213, type: !901, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !900, file: !756, line: 246)
!932 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !904, file: !756, line: 248)
!933 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !917, file: !756, line: 249)
!934 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !908, file: !756, line: 250)
!935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !912, file: !756, line: 251)
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !12, entity: !922, file: !756, line: 252)
!937 = !{i32 7, !"Dwarf Version", i32 5}
!938 = !{i32 2, !"Debug Info Version", i32 3}
!939 = !{i32 1, !"wchar_size", i32 4}
!940 = !{i32 7, !"PIC Level", i32 2}
!941 = !{i32 7, !"PIE Level", i32 2}
!942 = !{i32 7, !"uwtable", i32 1}
!943 = !{!"Debian clang version 14.0.6"}
!944 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !11, file: !10, line: 728, type: !286, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !338, retainedNodes: !945)
!945 = !{!946}
!946 = !DILocalVariable(name: "this", arg: 1, scope: !944, type: !947, flags: DIFlagArtificial | DIFlagObjectPointer)
!947 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!948 = !DILocation(line: 0, scope: !944)
!949 = !DILocalVariable(name: "this", arg: 1, scope: !950, type: !952, flags: DIFlagArtificial | DIFlagObjectPointer)
!950 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !15, file: !10, line: 364, type: !203, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !229, retainedNodes: !951)
!951 = !{!949}
!952 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!953 = !DILocation(line: 0, scope: !950, inlinedAt: !954)
!954 = distinct !DILocation(line: 733, column: 7, scope: !955)
!955 = distinct !DILexicalBlock(scope: !944, file: !10, line: 729, column: 7)
!956 = !DILocation(line: 366, column: 24, scope: !957, inlinedAt: !954)
!957 = distinct !DILexicalBlock(scope: !950, file: !10, line: 365, column: 7)
!958 = !{!959, !960, i64 0}
!959 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !960, i64 0, !960, i64 8, !960, i64 16}
!960 = !{!"any pointer", !961, i64 0}
!961 = !{!"omnipotent char", !962, i64 0}
!962 = !{!"Simple C++ TBAA"}
!963 = !DILocalVariable(name: "this", arg: 1, scope: !964, type: !952, flags: DIFlagArtificial | DIFlagObjectPointer)
!964 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !15, file: !10, line: 383, type: !234, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !233, retainedNodes: !965)
!965 = !{!963, !966, !967}
!966 = !DILocalVariable(name: "__p", arg: 2, scope: !964, file: !10, line: 383, type: !147)
!967 = !DILocalVariable(name: "__n", arg: 3, scope: !964, file: !10, line: 383, type: !78)
!968 = !DILocation(line: 0, scope: !964, inlinedAt: !969)
!969 = distinct !DILocation(line: 366, column: 2, scope: !957, inlinedAt: !954)
!970 = !DILocation(line: 386, column: 6, scope: !971, inlinedAt: !969)
!971 = distinct !DILexicalBlock(scope: !964, file: !10, line: 386, column: 6)
!972 = !DILocation(line: 386, column: 6, scope: !964, inlinedAt: !969)
!973 = !DILocalVariable(name: "__a", arg: 1, scope: !974, file: !30, line: 495, type: !38)
!974 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !29, file: !30, line: 495, type: !112, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !111, retainedNodes: !975)
!975 = !{!973, !976, !977}
!976 = !DILocalVariable(name: "__p", arg: 2, scope: !974, file: !30, line: 495, type: !35)
!977 = !DILocalVariable(name: "__n", arg: 3, scope: !974, file: !30, line: 495, type: !106)
!978 = !DILocation(line: 0, scope: !974, inlinedAt: !979)
!979 = distinct !DILocation(line: 387, column: 4, scope: !971, inlinedAt: !969)
!980 = !DILocalVariable(name: "this", arg: 1, scope: !981, type: !985, flags: DIFlagArtificial | DIFlagObjectPointer)
!981 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !46, file: !47, line: 142, type: !84, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !83, retainedNodes: !982)
!982 = !{!980, !983, !984}
!983 = !DILocalVariable(name: "__p", arg: 2, scope: !981, file: !47, line: 142, type: !36)
!984 = !DILocalVariable(name: "__n", arg: 3, scope: !981, file: !47, line: 142, type: !77)
!985 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!986 = !DILocation(line: 0, scope: !981, inlinedAt: !987)
!987 = distinct !DILocation(line: 496, column: 13, scope: !974, inlinedAt: !979)
!988 = !DILocation(line: 158, column: 27, scope: !981, inlinedAt: !987)
!989 = !DILocation(line: 158, column: 2, scope: !981, inlinedAt: !987)
!990 = !DILocation(line: 387, column: 4, scope: !971, inlinedAt: !969)
!991 = !DILocation(line: 733, column: 7, scope: !944)
!992 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !993, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !995)
!993 = !DISubroutineType(types: !994)
!994 = !{!5, !5, !6}
!995 = !{!996, !997, !998, !999, !1000}
!996 = !DILocalVariable(name: "argc", arg: 1, scope: !992, file: !3, line: 7, type: !5)
!997 = !DILocalVariable(name: "argv", arg: 2, scope: !992, file: !3, line: 7, type: !6)
!998 = !DILocalVariable(name: "n", scope: !992, file: !3, line: 8, type: !5)
!999 = !DILocalVariable(name: "s", scope: !992, file: !3, line: 9, type: !37)
!1000 = !DILocalVariable(name: "i", scope: !1001, file: !3, line: 10, type: !5)
!1001 = distinct !DILexicalBlock(scope: !992, file: !3, line: 10, column: 3)
!1002 = !DILocation(line: 0, scope: !992)
!1003 = !DILocation(line: 8, column: 16, scope: !992)
!1004 = !DILocation(line: 8, column: 11, scope: !992)
!1005 = !DILocation(line: 8, column: 27, scope: !992)
!1006 = !{!960, !960, i64 0}
!1007 = !DILocation(line: 0, scope: !780, inlinedAt: !1008)
!1008 = distinct !DILocation(line: 8, column: 22, scope: !992)
!1009 = !DILocation(line: 364, column: 16, scope: !780, inlinedAt: !1008)
!1010 = !DILocation(line: 0, scope: !1001)
!1011 = !DILocation(line: 10, column: 21, scope: !1012)
!1012 = distinct !DILexicalBlock(scope: !1001, file: !3, line: 10, column: 3)
!1013 = !DILocation(line: 10, column: 3, scope: !1001)
!1014 = !DILocalVariable(name: "this", arg: 1, scope: !1015, type: !947, flags: DIFlagArtificial | DIFlagObjectPointer)
!1015 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !11, file: !10, line: 1121, type: !400, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !399, retainedNodes: !1016)
!1016 = !{!1014, !1017}
!1017 = !DILocalVariable(name: "__n", arg: 2, scope: !1015, file: !10, line: 1121, type: !298)
!1018 = !DILocation(line: 0, scope: !1015, inlinedAt: !1019)
!1019 = distinct !DILocation(line: 10, column: 36, scope: !1012)
!1020 = !DILocation(line: 1124, column: 34, scope: !1015, inlinedAt: !1019)
!1021 = !DILocation(line: 10, column: 36, scope: !1012)
!1022 = !{!1023, !1023, i64 0}
!1023 = !{!"double", !961, i64 0}
!1024 = !DILocation(line: 10, column: 33, scope: !1012)
!1025 = !DILocation(line: 10, column: 27, scope: !1012)
!1026 = distinct !{!1026, !1027}
!1027 = !{!"llvm.loop.unroll.disable"}
!1028 = !DILocation(line: 11, column: 3, scope: !992)
!1029 = !DILocation(line: 12, column: 3, scope: !992)
!1030 = distinct !{!1030, !1013, !1031, !1032}
!1031 = !DILocation(line: 10, column: 43, scope: !1001)
!1032 = !{!"llvm.loop.mustprogress"}
!1033 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_cxx_global_ctor.cpp", scope: !719, file: !719, type: !1034, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!1034 = !DISubroutineType(types: !141)
!1035 = !DILocalVariable(name: "this", arg: 1, scope: !1036, type: !947, flags: DIFlagArtificial | DIFlagObjectPointer)
!1036 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_", scope: !11, file: !10, line: 564, type: !300, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !299, retainedNodes: !1037)
!1037 = !{!1035, !1038, !1039, !1040}
!1038 = !DILocalVariable(name: "__n", arg: 2, scope: !1036, file: !10, line: 564, type: !298)
!1039 = !DILocalVariable(name: "__value", arg: 3, scope: !1036, file: !10, line: 564, type: !302)
!1040 = !DILocalVariable(name: "__a", arg: 4, scope: !1036, file: !10, line: 565, type: !292)
!1041 = !DILocation(line: 0, scope: !1036, inlinedAt: !1042)
!1042 = distinct !DILocation(line: 6, column: 28, scope: !1043, inlinedAt: !1045)
!1043 = !DILexicalBlockFile(scope: !1044, file: !3, discriminator: 0)
!1044 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !719, file: !719, type: !765, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!1045 = distinct !DILocation(line: 0, scope: !1033)
!1046 = !DILocalVariable(name: "this", arg: 1, scope: !1047, type: !952, flags: DIFlagArtificial | DIFlagObjectPointer)
!1047 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !15, file: !10, line: 330, type: !214, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !213, retainedNodes: !1048)
!1048 = !{!1046, !1049, !1050}
!1049 = !DILocalVariable(name: "__n", arg: 2, scope: !1047, file: !10, line: 330, type: !78)
!1050 = !DILocalVariable(name: "__a", arg: 3, scope: !1047, file: !10, line: 330, type: !208)
!1051 = !DILocation(line: 0, scope: !1047, inlinedAt: !1052)
!1052 = distinct !DILocation(line: 566, column: 9, scope: !1036, inlinedAt: !1042)
!1053 = !DILocalVariable(name: "this", arg: 1, scope: !1054, type: !1057, flags: DIFlagArtificial | DIFlagObjectPointer)
!1054 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !18, file: !10, line: 143, type: !173, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !172, retainedNodes: !1055)
!1055 = !{!1053, !1056}
!1056 = !DILocalVariable(name: "__a", arg: 2, scope: !1054, file: !10, line: 143, type: !175)
!1057 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!1058 = !DILocation(line: 0, scope: !1054, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 331, column: 9, scope: !1047, inlinedAt: !1052)
!1060 = !DILocalVariable(name: "this", arg: 1, scope: !1061, type: !1063, flags: DIFlagArtificial | DIFlagObjectPointer)
!1061 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !144, file: !10, line: 99, type: !152, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !151, retainedNodes: !1062)
!1062 = !{!1060}
!1063 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!1064 = !DILocation(line: 0, scope: !1061, inlinedAt: !1065)
!1065 = distinct !DILocation(line: 143, column: 2, scope: !1054, inlinedAt: !1059)
!1066 = !DILocation(line: 100, column: 16, scope: !1061, inlinedAt: !1065)
!1067 = !DILocalVariable(name: "this", arg: 1, scope: !1068, type: !952, flags: DIFlagArtificial | DIFlagObjectPointer)
!1068 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !15, file: !10, line: 393, type: !211, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !236, retainedNodes: !1069)
!1069 = !{!1067, !1070}
!1070 = !DILocalVariable(name: "__n", arg: 2, scope: !1068, file: !10, line: 393, type: !78)
!1071 = !DILocation(line: 0, scope: !1068, inlinedAt: !1072)
!1072 = distinct !DILocation(line: 332, column: 9, scope: !1073, inlinedAt: !1052)
!1073 = distinct !DILexicalBlock(scope: !1047, file: !10, line: 332, column: 7)
!1074 = !DILocalVariable(name: "this", arg: 1, scope: !1075, type: !952, flags: DIFlagArtificial | DIFlagObjectPointer)
!1075 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !15, file: !10, line: 375, type: !231, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !230, retainedNodes: !1076)
!1076 = !{!1074, !1077}
!1077 = !DILocalVariable(name: "__n", arg: 2, scope: !1075, file: !10, line: 375, type: !78)
!1078 = !DILocation(line: 0, scope: !1075, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 395, column: 33, scope: !1068, inlinedAt: !1072)
!1080 = !DILocalVariable(name: "__a", arg: 1, scope: !1081, file: !30, line: 463, type: !38)
!1081 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !29, file: !30, line: 463, type: !33, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !32, retainedNodes: !1082)
!1082 = !{!1080, !1083}
!1083 = !DILocalVariable(name: "__n", arg: 2, scope: !1081, file: !30, line: 463, type: !106)
!1084 = !DILocation(line: 0, scope: !1081, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 378, column: 20, scope: !1075, inlinedAt: !1079)
!1086 = !DILocalVariable(name: "this", arg: 1, scope: !1087, type: !985, flags: DIFlagArtificial | DIFlagObjectPointer)
!1087 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !46, file: !47, line: 112, type: !75, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !74, retainedNodes: !1088)
!1088 = !{!1086, !1089, !1090}
!1089 = !DILocalVariable(name: "__n", arg: 2, scope: !1087, file: !47, line: 112, type: !77)
!1090 = !DILocalVariable(arg: 3, scope: !1087, file: !47, line: 112, type: !81)
!1091 = !DILocation(line: 0, scope: !1087, inlinedAt: !1092)
!1092 = distinct !DILocation(line: 464, column: 20, scope: !1081, inlinedAt: !1085)
!1093 = !DILocation(line: 137, column: 27, scope: !1087, inlinedAt: !1092)
!1094 = !DILocation(line: 137, column: 9, scope: !1087, inlinedAt: !1092)
!1095 = !DILocation(line: 395, column: 25, scope: !1068, inlinedAt: !1072)
!1096 = !DILocation(line: 397, column: 59, scope: !1068, inlinedAt: !1072)
!1097 = !DILocation(line: 397, column: 34, scope: !1068, inlinedAt: !1072)
!1098 = !{!959, !960, i64 16}
!1099 = !DILocalVariable(name: "this", arg: 1, scope: !1100, type: !947, flags: DIFlagArtificial | DIFlagObjectPointer)
!1100 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !11, file: !10, line: 1699, type: !350, scopeLine: 1700, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !463, retainedNodes: !1101)
!1101 = !{!1099, !1102, !1103}
!1102 = !DILocalVariable(name: "__n", arg: 2, scope: !1100, file: !10, line: 1699, type: !298)
!1103 = !DILocalVariable(name: "__value", arg: 3, scope: !1100, file: !10, line: 1699, type: !302)
!1104 = !DILocation(line: 0, scope: !1100, inlinedAt: !1105)
!1105 = distinct !DILocation(line: 567, column: 9, scope: !1106, inlinedAt: !1042)
!1106 = distinct !DILexicalBlock(scope: !1036, file: !10, line: 567, column: 7)
!1107 = !DILocalVariable(name: "__first", arg: 1, scope: !1108, file: !1109, line: 460, type: !36)
!1108 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<double *, unsigned long, double, double>", linkageName: "_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E", scope: !12, file: !1109, line: 460, type: !1110, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1116, retainedNodes: !1112)
!1109 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1110 = !DISubroutineType(types: !1111)
!1111 = !{!36, !36, !80, !73, !104}
!1112 = !{!1107, !1113, !1114, !1115}
!1113 = !DILocalVariable(name: "__n", arg: 2, scope: !1108, file: !1109, line: 460, type: !80)
!1114 = !DILocalVariable(name: "__x", arg: 3, scope: !1108, file: !1109, line: 461, type: !73)
!1115 = !DILocalVariable(arg: 4, scope: !1108, file: !1109, line: 461, type: !104)
!1116 = !{!1117, !1118, !91, !1119}
!1117 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !36)
!1118 = !DITemplateTypeParameter(name: "_Size", type: !80)
!1119 = !DITemplateTypeParameter(name: "_Tp2", type: !37)
!1120 = !DILocation(line: 0, scope: !1108, inlinedAt: !1121)
!1121 = distinct !DILocation(line: 1702, column: 4, scope: !1100, inlinedAt: !1105)
!1122 = !DILocalVariable(name: "__first", arg: 1, scope: !1123, file: !1109, line: 312, type: !36)
!1123 = distinct !DISubprogram(name: "uninitialized_fill_n<double *, unsigned long, double>", linkageName: "_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_", scope: !12, file: !1109, line: 312, type: !1124, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1130, retainedNodes: !1126)
!1124 = !DISubroutineType(types: !1125)
!1125 = !{!36, !36, !80, !73}
!1126 = !{!1122, !1127, !1128, !1129}
!1127 = !DILocalVariable(name: "__n", arg: 2, scope: !1123, file: !1109, line: 312, type: !80)
!1128 = !DILocalVariable(name: "__x", arg: 3, scope: !1123, file: !1109, line: 312, type: !73)
!1129 = !DILocalVariable(name: "__can_fill", scope: !1123, file: !1109, line: 319, type: !246)
!1130 = !{!1117, !1118, !91}
!1131 = !DILocation(line: 0, scope: !1123, inlinedAt: !1132)
!1132 = distinct !DILocation(line: 467, column: 14, scope: !1108, inlinedAt: !1121)
!1133 = !DILocalVariable(name: "__first", arg: 1, scope: !1134, file: !1109, line: 292, type: !36)
!1134 = distinct !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1135, file: !1109, line: 292, type: !1124, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1130, declaration: !1138, retainedNodes: !1139)
!1135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !12, file: !1109, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1136, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!1136 = !{!1137}
!1137 = !DITemplateValueParameter(name: "_TrivialValueType", type: !134, value: i8 1)
!1138 = !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1135, file: !1109, line: 292, type: !1124, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1130)
!1139 = !{!1133, !1140, !1141}
!1140 = !DILocalVariable(name: "__n", arg: 2, scope: !1134, file: !1109, line: 292, type: !80)
!1141 = !DILocalVariable(name: "__x", arg: 3, scope: !1134, file: !1109, line: 293, type: !73)
!1142 = !DILocation(line: 0, scope: !1134, inlinedAt: !1143)
!1143 = distinct !DILocation(line: 326, column: 14, scope: !1123, inlinedAt: !1132)
!1144 = !DILocalVariable(name: "__first", arg: 1, scope: !1145, file: !1146, line: 1143, type: !36)
!1145 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !12, file: !1146, line: 1143, type: !1124, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1150, retainedNodes: !1147)
!1146 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1147 = !{!1144, !1148, !1149}
!1148 = !DILocalVariable(name: "__n", arg: 2, scope: !1145, file: !1146, line: 1143, type: !80)
!1149 = !DILocalVariable(name: "__value", arg: 3, scope: !1145, file: !1146, line: 1143, type: !73)
!1150 = !{!1151, !1118, !91}
!1151 = !DITemplateTypeParameter(name: "_OI", type: !36)
!1152 = !DILocation(line: 0, scope: !1145, inlinedAt: !1153)
!1153 = distinct !DILocation(line: 294, column: 18, scope: !1134, inlinedAt: !1143)
!1154 = !DILocalVariable(name: "__first", arg: 1, scope: !1155, file: !1146, line: 1108, type: !36)
!1155 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !12, file: !1146, line: 1108, type: !1156, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1173, retainedNodes: !1169)
!1156 = !DISubroutineType(types: !1157)
!1157 = !{!36, !36, !80, !73, !1158}
!1158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !12, file: !1159, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1160, identifier: "_ZTSSt26random_access_iterator_tag")
!1159 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1160 = !{!1161}
!1161 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1158, baseType: !1162, extraData: i32 0)
!1162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !12, file: !1159, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1163, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1163 = !{!1164}
!1164 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1162, baseType: !1165, extraData: i32 0)
!1165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !12, file: !1159, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1166, identifier: "_ZTSSt20forward_iterator_tag")
!1166 = !{!1167}
!1167 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1165, baseType: !1168, extraData: i32 0)
!1168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !12, file: !1159, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !141, identifier: "_ZTSSt18input_iterator_tag")
!1169 = !{!1154, !1170, !1171, !1172}
!1170 = !DILocalVariable(name: "__n", arg: 2, scope: !1155, file: !1146, line: 1108, type: !80)
!1171 = !DILocalVariable(name: "__value", arg: 3, scope: !1155, file: !1146, line: 1108, type: !73)
!1172 = !DILocalVariable(arg: 4, scope: !1155, file: !1146, line: 1109, type: !1158)
!1173 = !{!1174, !1118, !91}
!1174 = !DITemplateTypeParameter(name: "_OutputIterator", type: !36)
!1175 = !DILocation(line: 0, scope: !1155, inlinedAt: !1176)
!1176 = distinct !DILocation(line: 1148, column: 14, scope: !1145, inlinedAt: !1153)
!1177 = !DILocation(line: 1109, column: 40, scope: !1155, inlinedAt: !1176)
!1178 = !DILocalVariable(name: "__first", arg: 1, scope: !1179, file: !1146, line: 967, type: !36)
!1179 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !12, file: !1146, line: 967, type: !1180, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1185, retainedNodes: !1182)
!1180 = !DISubroutineType(types: !1181)
!1181 = !{null, !36, !36, !73}
!1182 = !{!1178, !1183, !1184}
!1183 = !DILocalVariable(name: "__last", arg: 2, scope: !1179, file: !1146, line: 967, type: !36)
!1184 = !DILocalVariable(name: "__value", arg: 3, scope: !1179, file: !1146, line: 967, type: !73)
!1185 = !{!1186, !91}
!1186 = !DITemplateTypeParameter(name: "_FIte", type: !36)
!1187 = !DILocation(line: 0, scope: !1179, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 1119, column: 7, scope: !1155, inlinedAt: !1176)
!1189 = !DILocalVariable(name: "__first", arg: 1, scope: !1190, file: !1146, line: 917, type: !36)
!1190 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !12, file: !1146, line: 917, type: !1191, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !1203, retainedNodes: !1199)
!1191 = !DISubroutineType(types: !1192)
!1192 = !{!1193, !36, !36, !73}
!1193 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1195, file: !1194, line: 50, baseType: null)
!1194 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1195 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !26, file: !1194, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1196, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1196 = !{!1197, !1198}
!1197 = !DITemplateValueParameter(type: !134, value: i8 1)
!1198 = !DITemplateTypeParameter(type: null)
!1199 = !{!1189, !1200, !1201, !1202}
!1200 = !DILocalVariable(name: "__last", arg: 2, scope: !1190, file: !1146, line: 917, type: !36)
!1201 = !DILocalVariable(name: "__value", arg: 3, scope: !1190, file: !1146, line: 918, type: !73)
!1202 = !DILocalVariable(name: "__tmp", scope: !1190, file: !1146, line: 920, type: !71)
!1203 = !{!1117, !91}
!1204 = !DILocation(line: 0, scope: !1190, inlinedAt: !1205)
!1205 = distinct !DILocation(line: 968, column: 7, scope: !1179, inlinedAt: !1188)
!1206 = !DILocation(line: 921, column: 7, scope: !1207, inlinedAt: !1205)
!1207 = distinct !DILexicalBlock(scope: !1190, file: !1146, line: 921, column: 7)
!1208 = !DILocation(line: 921, column: 33, scope: !1209, inlinedAt: !1205)
!1209 = distinct !DILexicalBlock(scope: !1207, file: !1146, line: 921, column: 7)
!1210 = !DILocation(line: 922, column: 11, scope: !1209, inlinedAt: !1205)
!1211 = distinct !{!1211, !1206, !1212, !1032, !1213}
!1212 = !DILocation(line: 922, column: 13, scope: !1207, inlinedAt: !1205)
!1213 = !{!"llvm.loop.isvectorized", i32 1}
!1214 = !DILocation(line: 1701, column: 26, scope: !1100, inlinedAt: !1105)
!1215 = !{!959, !960, i64 8}
!1216 = !DILocation(line: 0, scope: !1044, inlinedAt: !1045)
