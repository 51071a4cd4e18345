; ModuleID = 'heat2d_harness.c'
source_filename = "heat2d_harness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [21 x i8] c"kernel_heat: %.6f s\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"checksum %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%0.3f \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !31
  %5 = icmp sgt i32 %0, 1, !dbg !32
  br i1 %5, label %6, label %23, !dbg !33

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !34
  %8 = load i8*, i8** %7, align 8, !dbg !34, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %8, metadata !39, metadata !DIExpression()) #11, !dbg !47
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #11, !dbg !49
  %10 = trunc i64 %9 to i32, !dbg !50
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !31
  %11 = icmp eq i32 %0, 2, !dbg !51
  br i1 %11, label %23, label %12, !dbg !52

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !53
  %14 = load i8*, i8** %13, align 8, !dbg !53, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %14, metadata !39, metadata !DIExpression()) #11, !dbg !54
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #11, !dbg !56
  %16 = trunc i64 %15 to i32, !dbg !57
  call void @llvm.dbg.value(metadata i32 %16, metadata !22, metadata !DIExpression()), !dbg !31
  %17 = icmp ugt i32 %0, 3, !dbg !58
  br i1 %17, label %18, label %23, !dbg !59

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !60
  %20 = load i8*, i8** %19, align 8, !dbg !60, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %20, metadata !39, metadata !DIExpression()) #11, !dbg !61
  %21 = tail call i64 @strtol(i8* nocapture noundef nonnull %20, i8** noundef null, i32 noundef 10) #11, !dbg !63
  %22 = trunc i64 %21 to i32, !dbg !64
  br label %23, !dbg !59

23:                                               ; preds = %2, %6, %12, %18
  %24 = phi i32 [ %16, %18 ], [ %16, %12 ], [ 60, %6 ], [ 60, %2 ]
  %25 = phi i32 [ %10, %18 ], [ %10, %12 ], [ %10, %6 ], [ 60, %2 ]
  %26 = phi i32 [ %22, %18 ], [ 16, %12 ], [ 16, %6 ], [ 16, %2 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %26, metadata !23, metadata !DIExpression()), !dbg !31
  %27 = sext i32 %25 to i64, !dbg !65
  %28 = shl nsw i64 %27, 3, !dbg !66
  %29 = sext i32 %24 to i64, !dbg !67
  %30 = mul i64 %28, %29, !dbg !68
  %31 = tail call noalias i8* @malloc(i64 noundef %30) #11, !dbg !69
  %32 = bitcast i8* %31 to double*, !dbg !69
  call void @llvm.dbg.value(metadata double* %32, metadata !24, metadata !DIExpression()), !dbg !31
  %33 = tail call noalias i8* @malloc(i64 noundef %30) #11, !dbg !70
  %34 = bitcast i8* %33 to double*, !dbg !70
  call void @llvm.dbg.value(metadata double* %34, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %10, metadata !71, metadata !DIExpression()) #11, !dbg !85
  call void @llvm.dbg.value(metadata i32 %16, metadata !76, metadata !DIExpression()) #11, !dbg !85
  call void @llvm.dbg.value(metadata double* %32, metadata !77, metadata !DIExpression()) #11, !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #11, !dbg !87
  %35 = icmp sgt i32 %25, 0, !dbg !88
  br i1 %35, label %36, label %89, !dbg !89

36:                                               ; preds = %23
  %37 = icmp sgt i32 %24, 0
  %38 = zext i32 %24 to i64, !dbg !89
  %39 = shl nuw nsw i64 %38, 3, !dbg !89
  %40 = zext i32 %25 to i64, !dbg !88
  %41 = add nsw i64 %40, -1, !dbg !89
  %42 = and i64 %40, 3, !dbg !89
  %43 = icmp ult i64 %41, 3, !dbg !89
  br i1 %43, label %73, label %44, !dbg !89

44:                                               ; preds = %36
  %45 = and i64 %40, 4294967292, !dbg !89
  br label %46, !dbg !89

46:                                               ; preds = %165, %44
  %47 = phi i64 [ 0, %44 ], [ %166, %165 ]
  %48 = phi i64 [ 0, %44 ], [ %167, %165 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression()) #11, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !90
  br i1 %37, label %49, label %165, !dbg !91

49:                                               ; preds = %46
  %50 = trunc i64 %47 to i32, !dbg !91
  %51 = mul i32 %24, %50, !dbg !91
  %52 = sext i32 %51 to i64, !dbg !91
  %53 = getelementptr double, double* %32, i64 %52, !dbg !91
  %54 = bitcast double* %53 to i8*, !dbg !91
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %54, i8 0, i64 %39, i1 false) #11, !dbg !92, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !90
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !87
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !90
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !87
  %55 = trunc i64 %47 to i32, !dbg !91
  %56 = or i32 %55, 1, !dbg !91
  %57 = mul i32 %24, %56, !dbg !91
  %58 = sext i32 %57 to i64, !dbg !91
  %59 = getelementptr double, double* %32, i64 %58, !dbg !91
  %60 = bitcast double* %59 to i8*, !dbg !91
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %60, i8 0, i64 %39, i1 false) #11, !dbg !92, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !90
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #11, !dbg !87
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #11, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !90
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #11, !dbg !87
  %61 = trunc i64 %47 to i32, !dbg !91
  %62 = or i32 %61, 2, !dbg !91
  %63 = mul i32 %24, %62, !dbg !91
  %64 = sext i32 %63 to i64, !dbg !91
  %65 = getelementptr double, double* %32, i64 %64, !dbg !91
  %66 = bitcast double* %65 to i8*, !dbg !91
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %66, i8 0, i64 %39, i1 false) #11, !dbg !92, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !90
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)) #11, !dbg !87
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)) #11, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !90
  call void @llvm.dbg.value(metadata i64 %47, metadata !78, metadata !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value)) #11, !dbg !87
  %67 = trunc i64 %47 to i32, !dbg !91
  %68 = or i32 %67, 3, !dbg !91
  %69 = mul i32 %24, %68, !dbg !91
  %70 = sext i32 %69 to i64, !dbg !91
  %71 = getelementptr double, double* %32, i64 %70, !dbg !91
  %72 = bitcast double* %71 to i8*, !dbg !91
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %72, i8 0, i64 %39, i1 false) #11, !dbg !92, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !90
  br label %165, !dbg !96

73:                                               ; preds = %165, %36
  %74 = phi i64 [ 0, %36 ], [ %166, %165 ]
  %75 = icmp eq i64 %42, 0, !dbg !91
  br i1 %75, label %89, label %76, !dbg !91

76:                                               ; preds = %73, %85
  %77 = phi i64 [ %86, %85 ], [ %74, %73 ]
  %78 = phi i64 [ %87, %85 ], [ 0, %73 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !78, metadata !DIExpression()) #11, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !90
  br i1 %37, label %79, label %85, !dbg !91

79:                                               ; preds = %76
  %80 = trunc i64 %77 to i32, !dbg !91
  %81 = mul i32 %24, %80, !dbg !91
  %82 = sext i32 %81 to i64, !dbg !91
  %83 = getelementptr double, double* %32, i64 %82, !dbg !91
  %84 = bitcast double* %83 to i8*, !dbg !91
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %84, i8 0, i64 %39, i1 false) #11, !dbg !92, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !90
  br label %85, !dbg !96

85:                                               ; preds = %79, %76
  %86 = add nuw nsw i64 %77, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %86, metadata !78, metadata !DIExpression()) #11, !dbg !87
  %87 = add i64 %78, 1, !dbg !89
  %88 = icmp eq i64 %87, %42, !dbg !89
  br i1 %88, label %89, label %76, !dbg !89, !llvm.loop !97

89:                                               ; preds = %73, %85, %23
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !99
  %90 = icmp sgt i32 %24, 0, !dbg !100
  br i1 %90, label %91, label %174, !dbg !102

91:                                               ; preds = %89
  %92 = zext i32 %24 to i64, !dbg !100
  %93 = icmp ult i32 %24, 4, !dbg !102
  br i1 %93, label %163, label %94, !dbg !102

94:                                               ; preds = %91
  %95 = and i64 %92, 4294967292, !dbg !102
  %96 = add nsw i64 %95, -4, !dbg !102
  %97 = lshr exact i64 %96, 2, !dbg !102
  %98 = add nuw nsw i64 %97, 1, !dbg !102
  %99 = and i64 %98, 7, !dbg !102
  %100 = icmp ult i64 %96, 28, !dbg !102
  br i1 %100, label %148, label %101, !dbg !102

101:                                              ; preds = %94
  %102 = and i64 %98, 9223372036854775800, !dbg !102
  br label %103, !dbg !102

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %145, %103 ], !dbg !103
  %105 = phi i64 [ 0, %101 ], [ %146, %103 ]
  %106 = getelementptr inbounds double, double* %32, i64 %104, !dbg !103
  %107 = bitcast double* %106 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %107, align 8, !dbg !104, !tbaa !94
  %108 = getelementptr inbounds double, double* %106, i64 2, !dbg !104
  %109 = bitcast double* %108 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %109, align 8, !dbg !104, !tbaa !94
  %110 = or i64 %104, 4, !dbg !103
  %111 = getelementptr inbounds double, double* %32, i64 %110, !dbg !103
  %112 = bitcast double* %111 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %112, align 8, !dbg !104, !tbaa !94
  %113 = getelementptr inbounds double, double* %111, i64 2, !dbg !104
  %114 = bitcast double* %113 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %114, align 8, !dbg !104, !tbaa !94
  %115 = or i64 %104, 8, !dbg !103
  %116 = getelementptr inbounds double, double* %32, i64 %115, !dbg !103
  %117 = bitcast double* %116 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %117, align 8, !dbg !104, !tbaa !94
  %118 = getelementptr inbounds double, double* %116, i64 2, !dbg !104
  %119 = bitcast double* %118 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %119, align 8, !dbg !104, !tbaa !94
  %120 = or i64 %104, 12, !dbg !103
  %121 = getelementptr inbounds double, double* %32, i64 %120, !dbg !103
  %122 = bitcast double* %121 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %122, align 8, !dbg !104, !tbaa !94
  %123 = getelementptr inbounds double, double* %121, i64 2, !dbg !104
  %124 = bitcast double* %123 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %124, align 8, !dbg !104, !tbaa !94
  %125 = or i64 %104, 16, !dbg !103
  %126 = getelementptr inbounds double, double* %32, i64 %125, !dbg !103
  %127 = bitcast double* %126 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %127, align 8, !dbg !104, !tbaa !94
  %128 = getelementptr inbounds double, double* %126, i64 2, !dbg !104
  %129 = bitcast double* %128 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %129, align 8, !dbg !104, !tbaa !94
  %130 = or i64 %104, 20, !dbg !103
  %131 = getelementptr inbounds double, double* %32, i64 %130, !dbg !103
  %132 = bitcast double* %131 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %132, align 8, !dbg !104, !tbaa !94
  %133 = getelementptr inbounds double, double* %131, i64 2, !dbg !104
  %134 = bitcast double* %133 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %134, align 8, !dbg !104, !tbaa !94
  %135 = or i64 %104, 24, !dbg !103
  %136 = getelementptr inbounds double, double* %32, i64 %135, !dbg !103
  %137 = bitcast double* %136 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %137, align 8, !dbg !104, !tbaa !94
  %138 = getelementptr inbounds double, double* %136, i64 2, !dbg !104
  %139 = bitcast double* %138 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %139, align 8, !dbg !104, !tbaa !94
  %140 = or i64 %104, 28, !dbg !103
  %141 = getelementptr inbounds double, double* %32, i64 %140, !dbg !103
  %142 = bitcast double* %141 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %142, align 8, !dbg !104, !tbaa !94
  %143 = getelementptr inbounds double, double* %141, i64 2, !dbg !104
  %144 = bitcast double* %143 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %144, align 8, !dbg !104, !tbaa !94
  %145 = add nuw i64 %104, 32, !dbg !103
  %146 = add i64 %105, 8, !dbg !103
  %147 = icmp eq i64 %146, %102, !dbg !103
  br i1 %147, label %148, label %103, !dbg !103, !llvm.loop !105

148:                                              ; preds = %103, %94
  %149 = phi i64 [ 0, %94 ], [ %145, %103 ]
  %150 = icmp eq i64 %99, 0, !dbg !103
  br i1 %150, label %161, label %151, !dbg !103

151:                                              ; preds = %148, %151
  %152 = phi i64 [ %158, %151 ], [ %149, %148 ], !dbg !103
  %153 = phi i64 [ %159, %151 ], [ 0, %148 ]
  %154 = getelementptr inbounds double, double* %32, i64 %152, !dbg !103
  %155 = bitcast double* %154 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %155, align 8, !dbg !104, !tbaa !94
  %156 = getelementptr inbounds double, double* %154, i64 2, !dbg !104
  %157 = bitcast double* %156 to <2 x double>*, !dbg !104
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %157, align 8, !dbg !104, !tbaa !94
  %158 = add nuw i64 %152, 4, !dbg !103
  %159 = add i64 %153, 1, !dbg !103
  %160 = icmp eq i64 %159, %99, !dbg !103
  br i1 %160, label %161, label %151, !dbg !103, !llvm.loop !109

161:                                              ; preds = %151, %148
  %162 = icmp eq i64 %95, %92, !dbg !102
  br i1 %162, label %174, label %163, !dbg !102

163:                                              ; preds = %91, %161
  %164 = phi i64 [ 0, %91 ], [ %95, %161 ]
  br label %169, !dbg !102

165:                                              ; preds = %46, %49
  %166 = add nuw nsw i64 %47, 4, !dbg !96
  call void @llvm.dbg.value(metadata i64 %166, metadata !78, metadata !DIExpression()) #11, !dbg !87
  %167 = add i64 %48, 4, !dbg !89
  %168 = icmp eq i64 %167, %45, !dbg !89
  br i1 %168, label %73, label %46, !dbg !89, !llvm.loop !110

169:                                              ; preds = %163, %169
  %170 = phi i64 [ %172, %169 ], [ %164, %163 ]
  call void @llvm.dbg.value(metadata i64 %170, metadata !83, metadata !DIExpression()) #11, !dbg !99
  %171 = getelementptr inbounds double, double* %32, i64 %170, !dbg !112
  store double 1.000000e+00, double* %171, align 8, !dbg !104, !tbaa !94
  %172 = add nuw nsw i64 %170, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %172, metadata !83, metadata !DIExpression()) #11, !dbg !99
  %173 = icmp eq i64 %172, %92, !dbg !100
  br i1 %173, label %174, label %169, !dbg !102, !llvm.loop !113

174:                                              ; preds = %169, %161, %89
  call void @llvm.dbg.value(metadata i32 %10, metadata !71, metadata !DIExpression()) #11, !dbg !115
  call void @llvm.dbg.value(metadata i32 %16, metadata !76, metadata !DIExpression()) #11, !dbg !115
  call void @llvm.dbg.value(metadata double* %34, metadata !77, metadata !DIExpression()) #11, !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #11, !dbg !117
  br i1 %35, label %175, label %227, !dbg !118

175:                                              ; preds = %174
  %176 = zext i32 %24 to i64, !dbg !118
  %177 = shl nuw nsw i64 %176, 3, !dbg !118
  %178 = zext i32 %25 to i64, !dbg !119
  %179 = add nsw i64 %178, -1, !dbg !118
  %180 = and i64 %178, 3, !dbg !118
  %181 = icmp ult i64 %179, 3, !dbg !118
  br i1 %181, label %211, label %182, !dbg !118

182:                                              ; preds = %175
  %183 = and i64 %178, 4294967292, !dbg !118
  br label %184, !dbg !118

184:                                              ; preds = %302, %182
  %185 = phi i64 [ 0, %182 ], [ %303, %302 ]
  %186 = phi i64 [ 0, %182 ], [ %304, %302 ]
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression()) #11, !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !120
  br i1 %90, label %187, label %302, !dbg !121

187:                                              ; preds = %184
  %188 = trunc i64 %185 to i32, !dbg !121
  %189 = mul i32 %24, %188, !dbg !121
  %190 = sext i32 %189 to i64, !dbg !121
  %191 = getelementptr double, double* %34, i64 %190, !dbg !121
  %192 = bitcast double* %191 to i8*, !dbg !121
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %192, i8 0, i64 %177, i1 false) #11, !dbg !122, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !120
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !117
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !120
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !117
  %193 = trunc i64 %185 to i32, !dbg !121
  %194 = or i32 %193, 1, !dbg !121
  %195 = mul i32 %24, %194, !dbg !121
  %196 = sext i32 %195 to i64, !dbg !121
  %197 = getelementptr double, double* %34, i64 %196, !dbg !121
  %198 = bitcast double* %197 to i8*, !dbg !121
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %198, i8 0, i64 %177, i1 false) #11, !dbg !122, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !120
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #11, !dbg !117
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #11, !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !120
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #11, !dbg !117
  %199 = trunc i64 %185 to i32, !dbg !121
  %200 = or i32 %199, 2, !dbg !121
  %201 = mul i32 %24, %200, !dbg !121
  %202 = sext i32 %201 to i64, !dbg !121
  %203 = getelementptr double, double* %34, i64 %202, !dbg !121
  %204 = bitcast double* %203 to i8*, !dbg !121
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %204, i8 0, i64 %177, i1 false) #11, !dbg !122, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !120
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)) #11, !dbg !117
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)) #11, !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !120
  call void @llvm.dbg.value(metadata i64 %185, metadata !78, metadata !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value)) #11, !dbg !117
  %205 = trunc i64 %185 to i32, !dbg !121
  %206 = or i32 %205, 3, !dbg !121
  %207 = mul i32 %24, %206, !dbg !121
  %208 = sext i32 %207 to i64, !dbg !121
  %209 = getelementptr double, double* %34, i64 %208, !dbg !121
  %210 = bitcast double* %209 to i8*, !dbg !121
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %210, i8 0, i64 %177, i1 false) #11, !dbg !122, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !120
  br label %302, !dbg !123

211:                                              ; preds = %302, %175
  %212 = phi i64 [ 0, %175 ], [ %303, %302 ]
  %213 = icmp eq i64 %180, 0, !dbg !121
  br i1 %213, label %227, label %214, !dbg !121

214:                                              ; preds = %211, %223
  %215 = phi i64 [ %224, %223 ], [ %212, %211 ]
  %216 = phi i64 [ %225, %223 ], [ 0, %211 ]
  call void @llvm.dbg.value(metadata i64 %215, metadata !78, metadata !DIExpression()) #11, !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !120
  br i1 %90, label %217, label %223, !dbg !121

217:                                              ; preds = %214
  %218 = trunc i64 %215 to i32, !dbg !121
  %219 = mul i32 %24, %218, !dbg !121
  %220 = sext i32 %219 to i64, !dbg !121
  %221 = getelementptr double, double* %34, i64 %220, !dbg !121
  %222 = bitcast double* %221 to i8*, !dbg !121
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %222, i8 0, i64 %177, i1 false) #11, !dbg !122, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !120
  br label %223, !dbg !123

223:                                              ; preds = %217, %214
  %224 = add nuw nsw i64 %215, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %224, metadata !78, metadata !DIExpression()) #11, !dbg !117
  %225 = add i64 %216, 1, !dbg !118
  %226 = icmp eq i64 %225, %180, !dbg !118
  br i1 %226, label %227, label %214, !dbg !118, !llvm.loop !124

227:                                              ; preds = %211, %223, %174
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !125
  br i1 %90, label %228, label %311, !dbg !126

228:                                              ; preds = %227
  %229 = zext i32 %24 to i64, !dbg !127
  %230 = icmp ult i32 %24, 4, !dbg !126
  br i1 %230, label %300, label %231, !dbg !126

231:                                              ; preds = %228
  %232 = and i64 %229, 4294967292, !dbg !126
  %233 = add nsw i64 %232, -4, !dbg !126
  %234 = lshr exact i64 %233, 2, !dbg !126
  %235 = add nuw nsw i64 %234, 1, !dbg !126
  %236 = and i64 %235, 7, !dbg !126
  %237 = icmp ult i64 %233, 28, !dbg !126
  br i1 %237, label %285, label %238, !dbg !126

238:                                              ; preds = %231
  %239 = and i64 %235, 9223372036854775800, !dbg !126
  br label %240, !dbg !126

240:                                              ; preds = %240, %238
  %241 = phi i64 [ 0, %238 ], [ %282, %240 ], !dbg !128
  %242 = phi i64 [ 0, %238 ], [ %283, %240 ]
  %243 = getelementptr inbounds double, double* %34, i64 %241, !dbg !128
  %244 = bitcast double* %243 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %244, align 8, !dbg !129, !tbaa !94
  %245 = getelementptr inbounds double, double* %243, i64 2, !dbg !129
  %246 = bitcast double* %245 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %246, align 8, !dbg !129, !tbaa !94
  %247 = or i64 %241, 4, !dbg !128
  %248 = getelementptr inbounds double, double* %34, i64 %247, !dbg !128
  %249 = bitcast double* %248 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %249, align 8, !dbg !129, !tbaa !94
  %250 = getelementptr inbounds double, double* %248, i64 2, !dbg !129
  %251 = bitcast double* %250 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %251, align 8, !dbg !129, !tbaa !94
  %252 = or i64 %241, 8, !dbg !128
  %253 = getelementptr inbounds double, double* %34, i64 %252, !dbg !128
  %254 = bitcast double* %253 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %254, align 8, !dbg !129, !tbaa !94
  %255 = getelementptr inbounds double, double* %253, i64 2, !dbg !129
  %256 = bitcast double* %255 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %256, align 8, !dbg !129, !tbaa !94
  %257 = or i64 %241, 12, !dbg !128
  %258 = getelementptr inbounds double, double* %34, i64 %257, !dbg !128
  %259 = bitcast double* %258 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %259, align 8, !dbg !129, !tbaa !94
  %260 = getelementptr inbounds double, double* %258, i64 2, !dbg !129
  %261 = bitcast double* %260 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %261, align 8, !dbg !129, !tbaa !94
  %262 = or i64 %241, 16, !dbg !128
  %263 = getelementptr inbounds double, double* %34, i64 %262, !dbg !128
  %264 = bitcast double* %263 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %264, align 8, !dbg !129, !tbaa !94
  %265 = getelementptr inbounds double, double* %263, i64 2, !dbg !129
  %266 = bitcast double* %265 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %266, align 8, !dbg !129, !tbaa !94
  %267 = or i64 %241, 20, !dbg !128
  %268 = getelementptr inbounds double, double* %34, i64 %267, !dbg !128
  %269 = bitcast double* %268 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %269, align 8, !dbg !129, !tbaa !94
  %270 = getelementptr inbounds double, double* %268, i64 2, !dbg !129
  %271 = bitcast double* %270 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %271, align 8, !dbg !129, !tbaa !94
  %272 = or i64 %241, 24, !dbg !128
  %273 = getelementptr inbounds double, double* %34, i64 %272, !dbg !128
  %274 = bitcast double* %273 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %274, align 8, !dbg !129, !tbaa !94
  %275 = getelementptr inbounds double, double* %273, i64 2, !dbg !129
  %276 = bitcast double* %275 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %276, align 8, !dbg !129, !tbaa !94
  %277 = or i64 %241, 28, !dbg !128
  %278 = getelementptr inbounds double, double* %34, i64 %277, !dbg !128
  %279 = bitcast double* %278 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %279, align 8, !dbg !129, !tbaa !94
  %280 = getelementptr inbounds double, double* %278, i64 2, !dbg !129
  %281 = bitcast double* %280 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %281, align 8, !dbg !129, !tbaa !94
  %282 = add nuw i64 %241, 32, !dbg !128
  %283 = add i64 %242, 8, !dbg !128
  %284 = icmp eq i64 %283, %239, !dbg !128
  br i1 %284, label %285, label %240, !dbg !128, !llvm.loop !130

285:                                              ; preds = %240, %231
  %286 = phi i64 [ 0, %231 ], [ %282, %240 ]
  %287 = icmp eq i64 %236, 0, !dbg !128
  br i1 %287, label %298, label %288, !dbg !128

288:                                              ; preds = %285, %288
  %289 = phi i64 [ %295, %288 ], [ %286, %285 ], !dbg !128
  %290 = phi i64 [ %296, %288 ], [ 0, %285 ]
  %291 = getelementptr inbounds double, double* %34, i64 %289, !dbg !128
  %292 = bitcast double* %291 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %292, align 8, !dbg !129, !tbaa !94
  %293 = getelementptr inbounds double, double* %291, i64 2, !dbg !129
  %294 = bitcast double* %293 to <2 x double>*, !dbg !129
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %294, align 8, !dbg !129, !tbaa !94
  %295 = add nuw i64 %289, 4, !dbg !128
  %296 = add i64 %290, 1, !dbg !128
  %297 = icmp eq i64 %296, %236, !dbg !128
  br i1 %297, label %298, label %288, !dbg !128, !llvm.loop !132

298:                                              ; preds = %288, %285
  %299 = icmp eq i64 %232, %229, !dbg !126
  br i1 %299, label %311, label %300, !dbg !126

300:                                              ; preds = %228, %298
  %301 = phi i64 [ 0, %228 ], [ %232, %298 ]
  br label %306, !dbg !126

302:                                              ; preds = %184, %187
  %303 = add nuw nsw i64 %185, 4, !dbg !123
  call void @llvm.dbg.value(metadata i64 %303, metadata !78, metadata !DIExpression()) #11, !dbg !117
  %304 = add i64 %186, 4, !dbg !118
  %305 = icmp eq i64 %304, %183, !dbg !118
  br i1 %305, label %211, label %184, !dbg !118, !llvm.loop !133

306:                                              ; preds = %300, %306
  %307 = phi i64 [ %309, %306 ], [ %301, %300 ]
  call void @llvm.dbg.value(metadata i64 %307, metadata !83, metadata !DIExpression()) #11, !dbg !125
  %308 = getelementptr inbounds double, double* %34, i64 %307, !dbg !135
  store double 1.000000e+00, double* %308, align 8, !dbg !129, !tbaa !94
  %309 = add nuw nsw i64 %307, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %309, metadata !83, metadata !DIExpression()) #11, !dbg !125
  %310 = icmp eq i64 %309, %229, !dbg !127
  br i1 %310, label %311, label %306, !dbg !126, !llvm.loop !136

311:                                              ; preds = %306, %298, %227
  %312 = bitcast %struct.timespec* %4 to i8*, !dbg !137
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %312) #11, !dbg !137
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !142, metadata !DIExpression()) #11, !dbg !153
  %313 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %4) #11, !dbg !154
  %314 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !155
  %315 = load i64, i64* %314, align 8, !dbg !155, !tbaa !156
  %316 = sitofp i64 %315 to double, !dbg !159
  %317 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !160
  %318 = load i64, i64* %317, align 8, !dbg !160, !tbaa !161
  %319 = sitofp i64 %318 to double, !dbg !162
  %320 = call double @llvm.fmuladd.f64(double %319, double 1.000000e-09, double %316) #11, !dbg !163
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %312) #11, !dbg !164
  call void @llvm.dbg.value(metadata double %320, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %10, metadata !165, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata i32 %16, metadata !170, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata i32 %26, metadata !171, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata double 2.000000e-01, metadata !172, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata double* %32, metadata !173, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata double* %34, metadata !174, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()) #11, !dbg !191
  %321 = icmp sgt i32 %26, 0, !dbg !192
  br i1 %321, label %322, label %605, !dbg !193

322:                                              ; preds = %311
  %323 = add i32 %25, -1
  %324 = icmp sgt i32 %25, 2
  %325 = add i32 %24, -1
  %326 = icmp sgt i32 %24, 2
  %327 = mul i32 %323, %24
  %328 = sext i32 %327 to i64, !dbg !193
  %329 = sext i32 %325 to i64, !dbg !193
  %330 = zext i32 %323 to i64
  %331 = zext i32 %325 to i64
  %332 = zext i32 %24 to i64
  %333 = zext i32 %25 to i64
  %334 = add nsw i64 %328, %332, !dbg !193
  %335 = add nsw i64 %331, -1, !dbg !193
  %336 = and i64 %332, 4294967292, !dbg !193
  %337 = add nsw i64 %336, -4, !dbg !193
  %338 = lshr exact i64 %337, 2, !dbg !193
  %339 = add nuw nsw i64 %338, 1, !dbg !193
  %340 = icmp ult i64 %335, 2
  %341 = and i64 %335, -2
  %342 = or i64 %335, 1
  %343 = icmp eq i64 %335, %341
  %344 = icmp ult i32 %24, 4
  %345 = and i64 %332, 4294967292
  %346 = and i64 %339, 1
  %347 = icmp eq i64 %337, 0
  %348 = and i64 %339, 9223372036854775806
  %349 = icmp eq i64 %346, 0
  %350 = icmp eq i64 %345, %332
  %351 = and i64 %332, 1
  %352 = icmp eq i64 %351, 0
  %353 = sub nsw i64 0, %332
  %354 = and i64 %333, 1
  %355 = icmp eq i32 %25, 1
  %356 = and i64 %333, 4294967294
  %357 = icmp eq i64 %354, 0
  br label %358, !dbg !193

358:                                              ; preds = %579, %322
  %359 = phi double* [ %32, %322 ], [ %361, %579 ]
  %360 = phi i32 [ 0, %322 ], [ %580, %579 ]
  %361 = phi double* [ %34, %322 ], [ %359, %579 ]
  call void @llvm.dbg.value(metadata double* %359, metadata !173, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata i32 %360, metadata !175, metadata !DIExpression()) #11, !dbg !191
  call void @llvm.dbg.value(metadata double* %361, metadata !174, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata i32 1, metadata !177, metadata !DIExpression()) #11, !dbg !194
  br i1 %324, label %461, label %362, !dbg !195

362:                                              ; preds = %517, %358
  call void @llvm.dbg.value(metadata i32 0, metadata !184, metadata !DIExpression()) #11, !dbg !196
  br i1 %90, label %363, label %547, !dbg !197

363:                                              ; preds = %362
  br i1 %344, label %446, label %364, !dbg !197

364:                                              ; preds = %363
  %365 = getelementptr double, double* %361, i64 %332, !dbg !197
  %366 = getelementptr double, double* %361, i64 %328, !dbg !197
  %367 = getelementptr double, double* %361, i64 %334, !dbg !197
  %368 = icmp ult double* %361, %367, !dbg !197
  %369 = icmp ult double* %366, %365, !dbg !197
  %370 = and i1 %368, %369, !dbg !197
  br i1 %370, label %446, label %371, !dbg !197

371:                                              ; preds = %364
  br i1 %347, label %421, label %372, !dbg !197

372:                                              ; preds = %371, %372
  %373 = phi i64 [ %418, %372 ], [ 0, %371 ], !dbg !198
  %374 = phi i64 [ %419, %372 ], [ 0, %371 ]
  %375 = getelementptr inbounds double, double* %359, i64 %373, !dbg !198
  %376 = bitcast double* %375 to <2 x double>*, !dbg !200
  %377 = load <2 x double>, <2 x double>* %376, align 8, !dbg !200, !tbaa !94
  %378 = getelementptr inbounds double, double* %375, i64 2, !dbg !200
  %379 = bitcast double* %378 to <2 x double>*, !dbg !200
  %380 = load <2 x double>, <2 x double>* %379, align 8, !dbg !200, !tbaa !94
  %381 = getelementptr inbounds double, double* %361, i64 %373, !dbg !198
  %382 = bitcast double* %381 to <2 x double>*, !dbg !202
  store <2 x double> %377, <2 x double>* %382, align 8, !dbg !202, !tbaa !94, !alias.scope !203, !noalias !206
  %383 = getelementptr inbounds double, double* %381, i64 2, !dbg !202
  %384 = bitcast double* %383 to <2 x double>*, !dbg !202
  store <2 x double> %380, <2 x double>* %384, align 8, !dbg !202, !tbaa !94, !alias.scope !203, !noalias !206
  %385 = add nsw i64 %373, %328, !dbg !198
  %386 = getelementptr inbounds double, double* %359, i64 %385, !dbg !198
  %387 = bitcast double* %386 to <2 x double>*, !dbg !208
  %388 = load <2 x double>, <2 x double>* %387, align 8, !dbg !208, !tbaa !94
  %389 = getelementptr inbounds double, double* %386, i64 2, !dbg !208
  %390 = bitcast double* %389 to <2 x double>*, !dbg !208
  %391 = load <2 x double>, <2 x double>* %390, align 8, !dbg !208, !tbaa !94
  %392 = getelementptr inbounds double, double* %361, i64 %385, !dbg !198
  %393 = bitcast double* %392 to <2 x double>*, !dbg !209
  store <2 x double> %388, <2 x double>* %393, align 8, !dbg !209, !tbaa !94, !alias.scope !206
  %394 = getelementptr inbounds double, double* %392, i64 2, !dbg !209
  %395 = bitcast double* %394 to <2 x double>*, !dbg !209
  store <2 x double> %391, <2 x double>* %395, align 8, !dbg !209, !tbaa !94, !alias.scope !206
  %396 = or i64 %373, 4, !dbg !198
  %397 = getelementptr inbounds double, double* %359, i64 %396, !dbg !198
  %398 = bitcast double* %397 to <2 x double>*, !dbg !200
  %399 = load <2 x double>, <2 x double>* %398, align 8, !dbg !200, !tbaa !94
  %400 = getelementptr inbounds double, double* %397, i64 2, !dbg !200
  %401 = bitcast double* %400 to <2 x double>*, !dbg !200
  %402 = load <2 x double>, <2 x double>* %401, align 8, !dbg !200, !tbaa !94
  %403 = getelementptr inbounds double, double* %361, i64 %396, !dbg !198
  %404 = bitcast double* %403 to <2 x double>*, !dbg !202
  store <2 x double> %399, <2 x double>* %404, align 8, !dbg !202, !tbaa !94, !alias.scope !203, !noalias !206
  %405 = getelementptr inbounds double, double* %403, i64 2, !dbg !202
  %406 = bitcast double* %405 to <2 x double>*, !dbg !202
  store <2 x double> %402, <2 x double>* %406, align 8, !dbg !202, !tbaa !94, !alias.scope !203, !noalias !206
  %407 = add nsw i64 %396, %328, !dbg !198
  %408 = getelementptr inbounds double, double* %359, i64 %407, !dbg !198
  %409 = bitcast double* %408 to <2 x double>*, !dbg !208
  %410 = load <2 x double>, <2 x double>* %409, align 8, !dbg !208, !tbaa !94
  %411 = getelementptr inbounds double, double* %408, i64 2, !dbg !208
  %412 = bitcast double* %411 to <2 x double>*, !dbg !208
  %413 = load <2 x double>, <2 x double>* %412, align 8, !dbg !208, !tbaa !94
  %414 = getelementptr inbounds double, double* %361, i64 %407, !dbg !198
  %415 = bitcast double* %414 to <2 x double>*, !dbg !209
  store <2 x double> %410, <2 x double>* %415, align 8, !dbg !209, !tbaa !94, !alias.scope !206
  %416 = getelementptr inbounds double, double* %414, i64 2, !dbg !209
  %417 = bitcast double* %416 to <2 x double>*, !dbg !209
  store <2 x double> %413, <2 x double>* %417, align 8, !dbg !209, !tbaa !94, !alias.scope !206
  %418 = add nuw i64 %373, 8, !dbg !198
  %419 = add i64 %374, 2, !dbg !198
  %420 = icmp eq i64 %419, %348, !dbg !198
  br i1 %420, label %421, label %372, !dbg !198, !llvm.loop !210

421:                                              ; preds = %372, %371
  %422 = phi i64 [ 0, %371 ], [ %418, %372 ]
  br i1 %349, label %445, label %423, !dbg !198

423:                                              ; preds = %421
  %424 = getelementptr inbounds double, double* %359, i64 %422, !dbg !198
  %425 = bitcast double* %424 to <2 x double>*, !dbg !200
  %426 = load <2 x double>, <2 x double>* %425, align 8, !dbg !200, !tbaa !94
  %427 = getelementptr inbounds double, double* %424, i64 2, !dbg !200
  %428 = bitcast double* %427 to <2 x double>*, !dbg !200
  %429 = load <2 x double>, <2 x double>* %428, align 8, !dbg !200, !tbaa !94
  %430 = getelementptr inbounds double, double* %361, i64 %422, !dbg !198
  %431 = bitcast double* %430 to <2 x double>*, !dbg !202
  store <2 x double> %426, <2 x double>* %431, align 8, !dbg !202, !tbaa !94, !alias.scope !203, !noalias !206
  %432 = getelementptr inbounds double, double* %430, i64 2, !dbg !202
  %433 = bitcast double* %432 to <2 x double>*, !dbg !202
  store <2 x double> %429, <2 x double>* %433, align 8, !dbg !202, !tbaa !94, !alias.scope !203, !noalias !206
  %434 = add nsw i64 %422, %328, !dbg !198
  %435 = getelementptr inbounds double, double* %359, i64 %434, !dbg !198
  %436 = bitcast double* %435 to <2 x double>*, !dbg !208
  %437 = load <2 x double>, <2 x double>* %436, align 8, !dbg !208, !tbaa !94
  %438 = getelementptr inbounds double, double* %435, i64 2, !dbg !208
  %439 = bitcast double* %438 to <2 x double>*, !dbg !208
  %440 = load <2 x double>, <2 x double>* %439, align 8, !dbg !208, !tbaa !94
  %441 = getelementptr inbounds double, double* %361, i64 %434, !dbg !198
  %442 = bitcast double* %441 to <2 x double>*, !dbg !209
  store <2 x double> %437, <2 x double>* %442, align 8, !dbg !209, !tbaa !94, !alias.scope !206
  %443 = getelementptr inbounds double, double* %441, i64 2, !dbg !209
  %444 = bitcast double* %443 to <2 x double>*, !dbg !209
  store <2 x double> %440, <2 x double>* %444, align 8, !dbg !209, !tbaa !94, !alias.scope !206
  br label %445, !dbg !197

445:                                              ; preds = %421, %423
  br i1 %350, label %547, label %446, !dbg !197

446:                                              ; preds = %364, %363, %445
  %447 = phi i64 [ 0, %364 ], [ 0, %363 ], [ %345, %445 ]
  %448 = xor i64 %447, -1, !dbg !197
  br i1 %352, label %458, label %449, !dbg !197

449:                                              ; preds = %446
  call void @llvm.dbg.value(metadata i64 undef, metadata !184, metadata !DIExpression()) #11, !dbg !196
  %450 = getelementptr inbounds double, double* %359, i64 %447, !dbg !200
  %451 = load double, double* %450, align 8, !dbg !200, !tbaa !94
  %452 = getelementptr inbounds double, double* %361, i64 %447, !dbg !212
  store double %451, double* %452, align 8, !dbg !202, !tbaa !94
  %453 = add nsw i64 %447, %328, !dbg !213
  %454 = getelementptr inbounds double, double* %359, i64 %453, !dbg !208
  %455 = load double, double* %454, align 8, !dbg !208, !tbaa !94
  %456 = getelementptr inbounds double, double* %361, i64 %453, !dbg !214
  store double %455, double* %456, align 8, !dbg !209, !tbaa !94
  %457 = or i64 %447, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %457, metadata !184, metadata !DIExpression()) #11, !dbg !196
  br label %458, !dbg !197

458:                                              ; preds = %449, %446
  %459 = phi i64 [ %447, %446 ], [ %457, %449 ]
  %460 = icmp eq i64 %448, %353, !dbg !197
  br i1 %460, label %547, label %549, !dbg !197

461:                                              ; preds = %358, %517
  %462 = phi i64 [ %518, %517 ], [ 1, %358 ]
  call void @llvm.dbg.value(metadata i64 %462, metadata !177, metadata !DIExpression()) #11, !dbg !194
  call void @llvm.dbg.value(metadata i32 1, metadata !181, metadata !DIExpression()) #11, !dbg !215
  br i1 %326, label %465, label %463, !dbg !216

463:                                              ; preds = %461
  %464 = add nuw nsw i64 %462, 1, !dbg !217
  br label %517, !dbg !216

465:                                              ; preds = %461
  %466 = mul nsw i64 %462, %29
  %467 = add nsw i64 %462, -1
  %468 = mul nsw i64 %467, %29
  %469 = add nuw nsw i64 %462, 1
  %470 = mul nsw i64 %469, %29
  br i1 %340, label %515, label %471, !dbg !216

471:                                              ; preds = %465, %471
  %472 = phi i64 [ %512, %471 ], [ 0, %465 ]
  %473 = or i64 %472, 1
  %474 = add i64 %472, 2
  %475 = add nsw i64 %473, %466, !dbg !218
  %476 = add nsw i64 %474, %466, !dbg !218
  %477 = getelementptr inbounds double, double* %359, i64 %475, !dbg !220
  %478 = bitcast double* %477 to <2 x double>*, !dbg !220
  %479 = load <2 x double>, <2 x double>* %478, align 8, !dbg !220, !tbaa !94
  %480 = add nsw i64 %473, %468, !dbg !221
  %481 = getelementptr inbounds double, double* %359, i64 %480, !dbg !222
  %482 = bitcast double* %481 to <2 x double>*, !dbg !222
  %483 = load <2 x double>, <2 x double>* %482, align 8, !dbg !222, !tbaa !94
  %484 = add nsw i64 %473, %470, !dbg !223
  %485 = getelementptr inbounds double, double* %359, i64 %484, !dbg !224
  %486 = bitcast double* %485 to <2 x double>*, !dbg !224
  %487 = load <2 x double>, <2 x double>* %486, align 8, !dbg !224, !tbaa !94
  %488 = fadd <2 x double> %483, %487, !dbg !225
  %489 = shl i64 %475, 32, !dbg !226
  %490 = shl i64 %476, 32, !dbg !226
  %491 = add i64 %489, -4294967296, !dbg !226
  %492 = add i64 %490, -4294967296, !dbg !226
  %493 = ashr exact i64 %491, 32, !dbg !226
  %494 = ashr exact i64 %492, 32, !dbg !226
  %495 = getelementptr inbounds double, double* %359, i64 %493, !dbg !226
  %496 = getelementptr inbounds double, double* %359, i64 %494, !dbg !226
  %497 = load double, double* %495, align 8, !dbg !226, !tbaa !94
  %498 = load double, double* %496, align 8, !dbg !226, !tbaa !94
  %499 = insertelement <2 x double> poison, double %497, i64 0
  %500 = insertelement <2 x double> %499, double %498, i64 1
  %501 = fadd <2 x double> %488, %500
  %502 = add i64 %472, 2, !dbg !227
  %503 = add nsw i64 %502, %466, !dbg !227
  %504 = getelementptr inbounds double, double* %359, i64 %503, !dbg !228
  %505 = bitcast double* %504 to <2 x double>*, !dbg !228
  %506 = load <2 x double>, <2 x double>* %505, align 8, !dbg !228, !tbaa !94
  %507 = fadd <2 x double> %501, %506, !dbg !229
  %508 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %479, <2 x double> <double -4.000000e+00, double -4.000000e+00>, <2 x double> %507), !dbg !230
  %509 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %508, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %479), !dbg !231
  %510 = getelementptr inbounds double, double* %361, i64 %475, !dbg !232
  %511 = bitcast double* %510 to <2 x double>*, !dbg !233
  store <2 x double> %509, <2 x double>* %511, align 8, !dbg !233, !tbaa !94
  %512 = add nuw i64 %472, 2
  %513 = icmp eq i64 %512, %341
  br i1 %513, label %514, label %471, !llvm.loop !234

514:                                              ; preds = %471
  br i1 %343, label %517, label %515, !dbg !216

515:                                              ; preds = %465, %514
  %516 = phi i64 [ 1, %465 ], [ %342, %514 ]
  br label %520, !dbg !216

517:                                              ; preds = %520, %514, %463
  %518 = phi i64 [ %464, %463 ], [ %469, %514 ], [ %469, %520 ], !dbg !217
  call void @llvm.dbg.value(metadata i64 %518, metadata !177, metadata !DIExpression()) #11, !dbg !194
  %519 = icmp eq i64 %518, %330, !dbg !236
  br i1 %519, label %362, label %461, !dbg !195, !llvm.loop !237

520:                                              ; preds = %515, %520
  %521 = phi i64 [ %538, %520 ], [ %516, %515 ]
  call void @llvm.dbg.value(metadata i64 %521, metadata !181, metadata !DIExpression()) #11, !dbg !215
  %522 = add nsw i64 %521, %466, !dbg !218
  %523 = getelementptr inbounds double, double* %359, i64 %522, !dbg !220
  %524 = load double, double* %523, align 8, !dbg !220, !tbaa !94
  %525 = add nsw i64 %521, %468, !dbg !221
  %526 = getelementptr inbounds double, double* %359, i64 %525, !dbg !222
  %527 = load double, double* %526, align 8, !dbg !222, !tbaa !94
  %528 = add nsw i64 %521, %470, !dbg !223
  %529 = getelementptr inbounds double, double* %359, i64 %528, !dbg !224
  %530 = load double, double* %529, align 8, !dbg !224, !tbaa !94
  %531 = fadd double %527, %530, !dbg !225
  %532 = shl i64 %522, 32, !dbg !226
  %533 = add i64 %532, -4294967296, !dbg !226
  %534 = ashr exact i64 %533, 32, !dbg !226
  %535 = getelementptr inbounds double, double* %359, i64 %534, !dbg !226
  %536 = load double, double* %535, align 8, !dbg !226, !tbaa !94
  %537 = fadd double %531, %536, !dbg !239
  %538 = add nuw nsw i64 %521, 1, !dbg !227
  %539 = add nsw i64 %538, %466, !dbg !227
  %540 = getelementptr inbounds double, double* %359, i64 %539, !dbg !228
  %541 = load double, double* %540, align 8, !dbg !228, !tbaa !94
  %542 = fadd double %537, %541, !dbg !229
  %543 = call double @llvm.fmuladd.f64(double %524, double -4.000000e+00, double %542) #11, !dbg !230
  %544 = call double @llvm.fmuladd.f64(double %543, double 2.000000e-01, double %524) #11, !dbg !231
  %545 = getelementptr inbounds double, double* %361, i64 %522, !dbg !232
  store double %544, double* %545, align 8, !dbg !233, !tbaa !94
  call void @llvm.dbg.value(metadata i64 %538, metadata !181, metadata !DIExpression()) #11, !dbg !215
  %546 = icmp eq i64 %538, %331, !dbg !240
  br i1 %546, label %517, label %520, !dbg !216, !llvm.loop !241

547:                                              ; preds = %458, %549, %445, %362
  call void @llvm.dbg.value(metadata i32 0, metadata !186, metadata !DIExpression()) #11, !dbg !242
  br i1 %35, label %548, label %579, !dbg !243

548:                                              ; preds = %547
  br i1 %355, label %568, label %582, !dbg !243

549:                                              ; preds = %458, %549
  %550 = phi i64 [ %566, %549 ], [ %459, %458 ]
  call void @llvm.dbg.value(metadata i64 %550, metadata !184, metadata !DIExpression()) #11, !dbg !196
  %551 = getelementptr inbounds double, double* %359, i64 %550, !dbg !200
  %552 = load double, double* %551, align 8, !dbg !200, !tbaa !94
  %553 = getelementptr inbounds double, double* %361, i64 %550, !dbg !212
  store double %552, double* %553, align 8, !dbg !202, !tbaa !94
  %554 = add nsw i64 %550, %328, !dbg !213
  %555 = getelementptr inbounds double, double* %359, i64 %554, !dbg !208
  %556 = load double, double* %555, align 8, !dbg !208, !tbaa !94
  %557 = getelementptr inbounds double, double* %361, i64 %554, !dbg !214
  store double %556, double* %557, align 8, !dbg !209, !tbaa !94
  %558 = add nuw nsw i64 %550, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %558, metadata !184, metadata !DIExpression()) #11, !dbg !196
  call void @llvm.dbg.value(metadata i64 %558, metadata !184, metadata !DIExpression()) #11, !dbg !196
  %559 = getelementptr inbounds double, double* %359, i64 %558, !dbg !200
  %560 = load double, double* %559, align 8, !dbg !200, !tbaa !94
  %561 = getelementptr inbounds double, double* %361, i64 %558, !dbg !212
  store double %560, double* %561, align 8, !dbg !202, !tbaa !94
  %562 = add nsw i64 %558, %328, !dbg !213
  %563 = getelementptr inbounds double, double* %359, i64 %562, !dbg !208
  %564 = load double, double* %563, align 8, !dbg !208, !tbaa !94
  %565 = getelementptr inbounds double, double* %361, i64 %562, !dbg !214
  store double %564, double* %565, align 8, !dbg !209, !tbaa !94
  %566 = add nuw nsw i64 %550, 2, !dbg !198
  call void @llvm.dbg.value(metadata i64 %566, metadata !184, metadata !DIExpression()) #11, !dbg !196
  %567 = icmp eq i64 %566, %332, !dbg !244
  br i1 %567, label %547, label %549, !dbg !197, !llvm.loop !245

568:                                              ; preds = %582, %548
  %569 = phi i64 [ 0, %548 ], [ %602, %582 ]
  br i1 %357, label %579, label %570, !dbg !243

570:                                              ; preds = %568
  call void @llvm.dbg.value(metadata i64 %569, metadata !186, metadata !DIExpression()) #11, !dbg !242
  %571 = mul nsw i64 %569, %29, !dbg !246
  %572 = getelementptr inbounds double, double* %359, i64 %571, !dbg !249
  %573 = load double, double* %572, align 8, !dbg !249, !tbaa !94
  %574 = getelementptr inbounds double, double* %361, i64 %571, !dbg !250
  store double %573, double* %574, align 8, !dbg !251, !tbaa !94
  %575 = add nsw i64 %571, %329, !dbg !252
  %576 = getelementptr inbounds double, double* %359, i64 %575, !dbg !253
  %577 = load double, double* %576, align 8, !dbg !253, !tbaa !94
  %578 = getelementptr inbounds double, double* %361, i64 %575, !dbg !254
  store double %577, double* %578, align 8, !dbg !255, !tbaa !94
  call void @llvm.dbg.value(metadata i64 %569, metadata !186, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !242
  br label %579, !dbg !256

579:                                              ; preds = %570, %568, %547
  call void @llvm.dbg.value(metadata double* %359, metadata !188, metadata !DIExpression()) #11, !dbg !257
  call void @llvm.dbg.value(metadata double* %361, metadata !173, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata double* %359, metadata !174, metadata !DIExpression()) #11, !dbg !189
  %580 = add nuw nsw i32 %360, 1, !dbg !256
  call void @llvm.dbg.value(metadata i32 %580, metadata !175, metadata !DIExpression()) #11, !dbg !191
  %581 = icmp eq i32 %580, %26, !dbg !192
  br i1 %581, label %605, label %358, !dbg !193, !llvm.loop !258

582:                                              ; preds = %548, %582
  %583 = phi i64 [ %602, %582 ], [ 0, %548 ]
  %584 = phi i64 [ %603, %582 ], [ 0, %548 ]
  call void @llvm.dbg.value(metadata i64 %583, metadata !186, metadata !DIExpression()) #11, !dbg !242
  %585 = mul nsw i64 %583, %29, !dbg !246
  %586 = getelementptr inbounds double, double* %359, i64 %585, !dbg !249
  %587 = load double, double* %586, align 8, !dbg !249, !tbaa !94
  %588 = getelementptr inbounds double, double* %361, i64 %585, !dbg !250
  store double %587, double* %588, align 8, !dbg !251, !tbaa !94
  %589 = add nsw i64 %585, %329, !dbg !252
  %590 = getelementptr inbounds double, double* %359, i64 %589, !dbg !253
  %591 = load double, double* %590, align 8, !dbg !253, !tbaa !94
  %592 = getelementptr inbounds double, double* %361, i64 %589, !dbg !254
  store double %591, double* %592, align 8, !dbg !255, !tbaa !94
  %593 = or i64 %583, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %593, metadata !186, metadata !DIExpression()) #11, !dbg !242
  call void @llvm.dbg.value(metadata i64 %593, metadata !186, metadata !DIExpression()) #11, !dbg !242
  %594 = mul nsw i64 %593, %29, !dbg !246
  %595 = getelementptr inbounds double, double* %359, i64 %594, !dbg !249
  %596 = load double, double* %595, align 8, !dbg !249, !tbaa !94
  %597 = getelementptr inbounds double, double* %361, i64 %594, !dbg !250
  store double %596, double* %597, align 8, !dbg !251, !tbaa !94
  %598 = add nsw i64 %594, %329, !dbg !252
  %599 = getelementptr inbounds double, double* %359, i64 %598, !dbg !253
  %600 = load double, double* %599, align 8, !dbg !253, !tbaa !94
  %601 = getelementptr inbounds double, double* %361, i64 %598, !dbg !254
  store double %600, double* %601, align 8, !dbg !255, !tbaa !94
  %602 = add nuw nsw i64 %583, 2, !dbg !260
  call void @llvm.dbg.value(metadata i64 %602, metadata !186, metadata !DIExpression()) #11, !dbg !242
  %603 = add i64 %584, 2, !dbg !243
  %604 = icmp eq i64 %603, %356, !dbg !243
  br i1 %604, label %568, label %582, !dbg !243, !llvm.loop !261

605:                                              ; preds = %579, %311
  %606 = bitcast %struct.timespec* %3 to i8*, !dbg !263
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %606) #11, !dbg !263
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !142, metadata !DIExpression()) #11, !dbg !265
  %607 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #11, !dbg !266
  %608 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !267
  %609 = load i64, i64* %608, align 8, !dbg !267, !tbaa !156
  %610 = sitofp i64 %609 to double, !dbg !268
  %611 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !269
  %612 = load i64, i64* %611, align 8, !dbg !269, !tbaa !161
  %613 = sitofp i64 %612 to double, !dbg !270
  %614 = call double @llvm.fmuladd.f64(double %613, double 1.000000e-09, double %610) #11, !dbg !271
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %606) #11, !dbg !272
  call void @llvm.dbg.value(metadata double %614, metadata !29, metadata !DIExpression()), !dbg !31
  %615 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !273, !tbaa !35
  %616 = fsub double %614, %320, !dbg !274
  %617 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %615, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %616) #12, !dbg !275
  %618 = and i32 %26, 1, !dbg !276
  %619 = icmp eq i32 %618, 0, !dbg !276
  %620 = select i1 %619, double* %32, double* %34, !dbg !277
  call void @llvm.dbg.value(metadata double* %620, metadata !30, metadata !DIExpression()), !dbg !31
  %621 = icmp sgt i32 %0, 42, !dbg !278
  br i1 %621, label %622, label %648, !dbg !280

622:                                              ; preds = %605
  %623 = load i8*, i8** %1, align 8, !dbg !281, !tbaa !35
  %624 = load i8, i8* %623, align 1, !dbg !282
  %625 = icmp eq i8 %624, 0, !dbg !282
  br i1 %625, label %626, label %648, !dbg !283

626:                                              ; preds = %622
  call void @llvm.dbg.value(metadata i32 %10, metadata !284, metadata !DIExpression()) #11, !dbg !299
  call void @llvm.dbg.value(metadata i32 %16, metadata !291, metadata !DIExpression()) #11, !dbg !299
  call void @llvm.dbg.value(metadata double* %620, metadata !292, metadata !DIExpression()) #11, !dbg !299
  call void @llvm.dbg.value(metadata i32 0, metadata !293, metadata !DIExpression()) #11, !dbg !301
  br i1 %35, label %627, label %705, !dbg !302

627:                                              ; preds = %626
  %628 = zext i32 %25 to i64, !dbg !303
  %629 = zext i32 %24 to i64
  br label %630, !dbg !302

630:                                              ; preds = %634, %627
  %631 = phi i64 [ 0, %627 ], [ %637, %634 ]
  call void @llvm.dbg.value(metadata i64 %631, metadata !293, metadata !DIExpression()) #11, !dbg !301
  call void @llvm.dbg.value(metadata i32 0, metadata !295, metadata !DIExpression()) #11, !dbg !304
  br i1 %90, label %632, label %634, !dbg !305

632:                                              ; preds = %630
  %633 = mul nsw i64 %631, %29
  br label %639, !dbg !305

634:                                              ; preds = %639, %630
  %635 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !306, !tbaa !35
  %636 = call i32 @fputc(i32 10, %struct._IO_FILE* %635) #11, !dbg !307
  %637 = add nuw nsw i64 %631, 1, !dbg !308
  call void @llvm.dbg.value(metadata i64 %637, metadata !293, metadata !DIExpression()) #11, !dbg !301
  %638 = icmp eq i64 %637, %628, !dbg !303
  br i1 %638, label %648, label %630, !dbg !302, !llvm.loop !309

639:                                              ; preds = %639, %632
  %640 = phi i64 [ 0, %632 ], [ %646, %639 ]
  call void @llvm.dbg.value(metadata i64 %640, metadata !295, metadata !DIExpression()) #11, !dbg !304
  %641 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !311, !tbaa !35
  %642 = add nsw i64 %640, %633, !dbg !313
  %643 = getelementptr inbounds double, double* %620, i64 %642, !dbg !314
  %644 = load double, double* %643, align 8, !dbg !314, !tbaa !94
  %645 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %641, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), double noundef %644) #13, !dbg !315
  %646 = add nuw nsw i64 %640, 1, !dbg !316
  call void @llvm.dbg.value(metadata i64 %646, metadata !295, metadata !DIExpression()) #11, !dbg !304
  %647 = icmp eq i64 %646, %629, !dbg !317
  br i1 %647, label %634, label %639, !dbg !305, !llvm.loop !318

648:                                              ; preds = %634, %622, %605
  call void @llvm.dbg.value(metadata i32 %10, metadata !320, metadata !DIExpression()) #11, !dbg !333
  call void @llvm.dbg.value(metadata i32 %16, metadata !325, metadata !DIExpression()) #11, !dbg !333
  call void @llvm.dbg.value(metadata double* %620, metadata !326, metadata !DIExpression()) #11, !dbg !333
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !327, metadata !DIExpression()) #11, !dbg !333
  call void @llvm.dbg.value(metadata i32 0, metadata !328, metadata !DIExpression()) #11, !dbg !335
  br i1 %35, label %649, label %705, !dbg !336

649:                                              ; preds = %648
  %650 = zext i32 %25 to i64, !dbg !337
  %651 = zext i32 %24 to i64
  %652 = and i64 %651, 1
  %653 = icmp eq i32 %24, 1
  %654 = and i64 %651, 4294967294
  %655 = icmp eq i64 %652, 0
  br label %656, !dbg !336

656:                                              ; preds = %675, %649
  %657 = phi i64 [ 0, %649 ], [ %677, %675 ]
  %658 = phi double [ 0.000000e+00, %649 ], [ %676, %675 ]
  call void @llvm.dbg.value(metadata i64 %657, metadata !328, metadata !DIExpression()) #11, !dbg !335
  call void @llvm.dbg.value(metadata i32 0, metadata !330, metadata !DIExpression()) #11, !dbg !338
  call void @llvm.dbg.value(metadata double %658, metadata !327, metadata !DIExpression()) #11, !dbg !333
  br i1 %90, label %659, label %675, !dbg !339

659:                                              ; preds = %656
  %660 = mul nsw i64 %657, %29
  br i1 %653, label %661, label %679, !dbg !339

661:                                              ; preds = %679, %659
  %662 = phi double [ undef, %659 ], [ %701, %679 ]
  %663 = phi i64 [ 0, %659 ], [ %702, %679 ]
  %664 = phi double [ %658, %659 ], [ %701, %679 ]
  br i1 %655, label %675, label %665, !dbg !339

665:                                              ; preds = %661
  call void @llvm.dbg.value(metadata i64 %663, metadata !330, metadata !DIExpression()) #11, !dbg !338
  call void @llvm.dbg.value(metadata double %664, metadata !327, metadata !DIExpression()) #11, !dbg !333
  %666 = add nsw i64 %663, %660, !dbg !340
  %667 = getelementptr inbounds double, double* %620, i64 %666, !dbg !342
  %668 = load double, double* %667, align 8, !dbg !342, !tbaa !94
  %669 = add nuw nsw i64 %663, %657, !dbg !343
  %670 = trunc i64 %669 to i32, !dbg !344
  %671 = urem i32 %670, 3, !dbg !344
  %672 = add nuw nsw i32 %671, 1, !dbg !345
  %673 = sitofp i32 %672 to double, !dbg !346
  %674 = call double @llvm.fmuladd.f64(double %668, double %673, double %664) #11, !dbg !347
  call void @llvm.dbg.value(metadata double %674, metadata !327, metadata !DIExpression()) #11, !dbg !333
  call void @llvm.dbg.value(metadata i64 %663, metadata !330, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !338
  br label %675, !dbg !348

675:                                              ; preds = %665, %661, %656
  %676 = phi double [ %658, %656 ], [ %662, %661 ], [ %674, %665 ], !dbg !333
  %677 = add nuw nsw i64 %657, 1, !dbg !348
  call void @llvm.dbg.value(metadata i64 %677, metadata !328, metadata !DIExpression()) #11, !dbg !335
  call void @llvm.dbg.value(metadata double %676, metadata !327, metadata !DIExpression()) #11, !dbg !333
  %678 = icmp eq i64 %677, %650, !dbg !337
  br i1 %678, label %705, label %656, !dbg !336, !llvm.loop !349

679:                                              ; preds = %659, %679
  %680 = phi i64 [ %702, %679 ], [ 0, %659 ]
  %681 = phi double [ %701, %679 ], [ %658, %659 ]
  %682 = phi i64 [ %703, %679 ], [ 0, %659 ]
  call void @llvm.dbg.value(metadata i64 %680, metadata !330, metadata !DIExpression()) #11, !dbg !338
  call void @llvm.dbg.value(metadata double %681, metadata !327, metadata !DIExpression()) #11, !dbg !333
  %683 = add nsw i64 %680, %660, !dbg !340
  %684 = getelementptr inbounds double, double* %620, i64 %683, !dbg !342
  %685 = load double, double* %684, align 8, !dbg !342, !tbaa !94
  %686 = add nuw nsw i64 %680, %657, !dbg !343
  %687 = trunc i64 %686 to i32, !dbg !344
  %688 = urem i32 %687, 3, !dbg !344
  %689 = add nuw nsw i32 %688, 1, !dbg !345
  %690 = sitofp i32 %689 to double, !dbg !346
  %691 = call double @llvm.fmuladd.f64(double %685, double %690, double %681) #11, !dbg !347
  call void @llvm.dbg.value(metadata double %691, metadata !327, metadata !DIExpression()) #11, !dbg !333
  %692 = or i64 %680, 1, !dbg !351
  call void @llvm.dbg.value(metadata i64 %692, metadata !330, metadata !DIExpression()) #11, !dbg !338
  call void @llvm.dbg.value(metadata i64 %692, metadata !330, metadata !DIExpression()) #11, !dbg !338
  call void @llvm.dbg.value(metadata double %691, metadata !327, metadata !DIExpression()) #11, !dbg !333
  %693 = add nsw i64 %692, %660, !dbg !340
  %694 = getelementptr inbounds double, double* %620, i64 %693, !dbg !342
  %695 = load double, double* %694, align 8, !dbg !342, !tbaa !94
  %696 = add nuw nsw i64 %692, %657, !dbg !343
  %697 = trunc i64 %696 to i32, !dbg !344
  %698 = urem i32 %697, 3, !dbg !344
  %699 = add nuw nsw i32 %698, 1, !dbg !345
  %700 = sitofp i32 %699 to double, !dbg !346
  %701 = call double @llvm.fmuladd.f64(double %695, double %700, double %691) #11, !dbg !347
  call void @llvm.dbg.value(metadata double %701, metadata !327, metadata !DIExpression()) #11, !dbg !333
  %702 = add nuw nsw i64 %680, 2, !dbg !351
  call void @llvm.dbg.value(metadata i64 %702, metadata !330, metadata !DIExpression()) #11, !dbg !338
  %703 = add i64 %682, 2, !dbg !339
  %704 = icmp eq i64 %703, %654, !dbg !339
  br i1 %704, label %661, label %679, !dbg !339, !llvm.loop !352

705:                                              ; preds = %675, %626, %648
  %706 = phi double [ 0.000000e+00, %648 ], [ 0.000000e+00, %626 ], [ %676, %675 ], !dbg !354
  %707 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %706), !dbg !355
  call void @free(i8* noundef %31) #11, !dbg !356
  call void @free(i8* noundef %33) #11, !dbg !357
  ret i32 0, !dbg !358
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !359 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #9

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { nounwind }
attributes #12 = { cold }
attributes #13 = { cold nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heat2d_harness.c", directory: ".", checksumkind: CSK_MD5, checksum: "5f161424ea51b91b33784b6fb026f419")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 69, type: !16, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !24, !27, !28, !29, !30}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 69, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 69, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 71, type: !3)
!22 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 72, type: !3)
!23 = !DILocalVariable(name: "steps", scope: !15, file: !1, line: 73, type: !3)
!24 = !DILocalVariable(name: "u", scope: !15, file: !1, line: 74, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DILocalVariable(name: "v", scope: !15, file: !1, line: 75, type: !25)
!28 = !DILocalVariable(name: "t0", scope: !15, file: !1, line: 79, type: !26)
!29 = !DILocalVariable(name: "t1", scope: !15, file: !1, line: 81, type: !26)
!30 = !DILocalVariable(name: "res", scope: !15, file: !1, line: 83, type: !25)
!31 = !DILocation(line: 0, scope: !15)
!32 = !DILocation(line: 71, column: 16, scope: !15)
!33 = !DILocation(line: 71, column: 11, scope: !15)
!34 = !DILocation(line: 71, column: 27, scope: !15)
!35 = !{!36, !36, i64 0}
!36 = !{!"any pointer", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocalVariable(name: "__nptr", arg: 1, scope: !40, file: !41, line: 362, type: !44)
!40 = distinct !DISubprogram(name: "atoi", scope: !41, file: !41, line: 362, type: !42, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!41 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!42 = !DISubroutineType(types: !43)
!43 = !{!3, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!46 = !{!39}
!47 = !DILocation(line: 0, scope: !40, inlinedAt: !48)
!48 = distinct !DILocation(line: 71, column: 22, scope: !15)
!49 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !48)
!50 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !48)
!51 = !DILocation(line: 72, column: 16, scope: !15)
!52 = !DILocation(line: 72, column: 11, scope: !15)
!53 = !DILocation(line: 72, column: 27, scope: !15)
!54 = !DILocation(line: 0, scope: !40, inlinedAt: !55)
!55 = distinct !DILocation(line: 72, column: 22, scope: !15)
!56 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !55)
!58 = !DILocation(line: 73, column: 20, scope: !15)
!59 = !DILocation(line: 73, column: 15, scope: !15)
!60 = !DILocation(line: 73, column: 31, scope: !15)
!61 = !DILocation(line: 0, scope: !40, inlinedAt: !62)
!62 = distinct !DILocation(line: 73, column: 26, scope: !15)
!63 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !62)
!65 = !DILocation(line: 74, column: 39, scope: !15)
!66 = !DILocation(line: 74, column: 37, scope: !15)
!67 = !DILocation(line: 74, column: 43, scope: !15)
!68 = !DILocation(line: 74, column: 41, scope: !15)
!69 = !DILocation(line: 74, column: 15, scope: !15)
!70 = !DILocation(line: 75, column: 15, scope: !15)
!71 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !1, line: 18, type: !3)
!72 = distinct !DISubprogram(name: "init_grid", scope: !1, file: !1, line: 18, type: !73, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !3, !3, !25}
!75 = !{!71, !76, !77, !78, !80, !83}
!76 = !DILocalVariable(name: "m", arg: 2, scope: !72, file: !1, line: 18, type: !3)
!77 = !DILocalVariable(name: "u", arg: 3, scope: !72, file: !1, line: 18, type: !25)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 20, type: !3)
!79 = distinct !DILexicalBlock(scope: !72, file: !1, line: 20, column: 3)
!80 = !DILocalVariable(name: "j", scope: !81, file: !1, line: 21, type: !3)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 21, column: 5)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 20, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !1, line: 23, type: !3)
!84 = distinct !DILexicalBlock(scope: !72, file: !1, line: 23, column: 3)
!85 = !DILocation(line: 0, scope: !72, inlinedAt: !86)
!86 = distinct !DILocation(line: 77, column: 3, scope: !15)
!87 = !DILocation(line: 0, scope: !79, inlinedAt: !86)
!88 = !DILocation(line: 20, column: 21, scope: !82, inlinedAt: !86)
!89 = !DILocation(line: 20, column: 3, scope: !79, inlinedAt: !86)
!90 = !DILocation(line: 0, scope: !81, inlinedAt: !86)
!91 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !86)
!92 = !DILocation(line: 22, column: 20, scope: !93, inlinedAt: !86)
!93 = distinct !DILexicalBlock(scope: !81, file: !1, line: 21, column: 5)
!94 = !{!95, !95, i64 0}
!95 = !{!"double", !37, i64 0}
!96 = !DILocation(line: 20, column: 27, scope: !82, inlinedAt: !86)
!97 = distinct !{!97, !98}
!98 = !{!"llvm.loop.unroll.disable"}
!99 = !DILocation(line: 0, scope: !84, inlinedAt: !86)
!100 = !DILocation(line: 23, column: 21, scope: !101, inlinedAt: !86)
!101 = distinct !DILexicalBlock(scope: !84, file: !1, line: 23, column: 3)
!102 = !DILocation(line: 23, column: 3, scope: !84, inlinedAt: !86)
!103 = !DILocation(line: 23, column: 27, scope: !101, inlinedAt: !86)
!104 = !DILocation(line: 24, column: 18, scope: !101, inlinedAt: !86)
!105 = distinct !{!105, !102, !106, !107, !108}
!106 = !DILocation(line: 24, column: 20, scope: !84, inlinedAt: !86)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !{!"llvm.loop.isvectorized", i32 1}
!109 = distinct !{!109, !98}
!110 = distinct !{!110, !89, !111, !107}
!111 = !DILocation(line: 22, column: 22, scope: !79, inlinedAt: !86)
!112 = !DILocation(line: 24, column: 5, scope: !101, inlinedAt: !86)
!113 = distinct !{!113, !102, !106, !107, !114, !108}
!114 = !{!"llvm.loop.unroll.runtime.disable"}
!115 = !DILocation(line: 0, scope: !72, inlinedAt: !116)
!116 = distinct !DILocation(line: 78, column: 3, scope: !15)
!117 = !DILocation(line: 0, scope: !79, inlinedAt: !116)
!118 = !DILocation(line: 20, column: 3, scope: !79, inlinedAt: !116)
!119 = !DILocation(line: 20, column: 21, scope: !82, inlinedAt: !116)
!120 = !DILocation(line: 0, scope: !81, inlinedAt: !116)
!121 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !116)
!122 = !DILocation(line: 22, column: 20, scope: !93, inlinedAt: !116)
!123 = !DILocation(line: 20, column: 27, scope: !82, inlinedAt: !116)
!124 = distinct !{!124, !98}
!125 = !DILocation(line: 0, scope: !84, inlinedAt: !116)
!126 = !DILocation(line: 23, column: 3, scope: !84, inlinedAt: !116)
!127 = !DILocation(line: 23, column: 21, scope: !101, inlinedAt: !116)
!128 = !DILocation(line: 23, column: 27, scope: !101, inlinedAt: !116)
!129 = !DILocation(line: 24, column: 18, scope: !101, inlinedAt: !116)
!130 = distinct !{!130, !126, !131, !107, !108}
!131 = !DILocation(line: 24, column: 20, scope: !84, inlinedAt: !116)
!132 = distinct !{!132, !98}
!133 = distinct !{!133, !118, !134, !107}
!134 = !DILocation(line: 22, column: 22, scope: !79, inlinedAt: !116)
!135 = !DILocation(line: 24, column: 5, scope: !101, inlinedAt: !116)
!136 = distinct !{!136, !126, !131, !107, !114, !108}
!137 = !DILocation(line: 13, column: 3, scope: !138, inlinedAt: !152)
!138 = distinct !DISubprogram(name: "wall", scope: !1, file: !1, line: 11, type: !139, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!26}
!141 = !{!142}
!142 = !DILocalVariable(name: "ts", scope: !138, file: !1, line: 13, type: !143)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !144, line: 11, size: 128, elements: !145)
!144 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!145 = !{!146, !150}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !143, file: !144, line: 16, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !148, line: 160, baseType: !149)
!148 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!149 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !143, file: !144, line: 21, baseType: !151, size: 64, offset: 64)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !148, line: 197, baseType: !149)
!152 = distinct !DILocation(line: 79, column: 15, scope: !15)
!153 = !DILocation(line: 13, column: 19, scope: !138, inlinedAt: !152)
!154 = !DILocation(line: 14, column: 3, scope: !138, inlinedAt: !152)
!155 = !DILocation(line: 15, column: 13, scope: !138, inlinedAt: !152)
!156 = !{!157, !158, i64 0}
!157 = !{!"timespec", !158, i64 0, !158, i64 8}
!158 = !{!"long", !37, i64 0}
!159 = !DILocation(line: 15, column: 10, scope: !138, inlinedAt: !152)
!160 = !DILocation(line: 15, column: 25, scope: !138, inlinedAt: !152)
!161 = !{!157, !158, i64 8}
!162 = !DILocation(line: 15, column: 22, scope: !138, inlinedAt: !152)
!163 = !DILocation(line: 15, column: 20, scope: !138, inlinedAt: !152)
!164 = !DILocation(line: 16, column: 1, scope: !138, inlinedAt: !152)
!165 = !DILocalVariable(name: "n", arg: 1, scope: !166, file: !1, line: 27, type: !3)
!166 = distinct !DISubprogram(name: "kernel_heat", scope: !1, file: !1, line: 27, type: !167, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !3, !3, !3, !26, !25, !25}
!169 = !{!165, !170, !171, !172, !173, !174, !175, !177, !181, !184, !186, !188}
!170 = !DILocalVariable(name: "m", arg: 2, scope: !166, file: !1, line: 27, type: !3)
!171 = !DILocalVariable(name: "steps", arg: 3, scope: !166, file: !1, line: 27, type: !3)
!172 = !DILocalVariable(name: "alpha", arg: 4, scope: !166, file: !1, line: 27, type: !26)
!173 = !DILocalVariable(name: "u", arg: 5, scope: !166, file: !1, line: 27, type: !25)
!174 = !DILocalVariable(name: "v", arg: 6, scope: !166, file: !1, line: 28, type: !25)
!175 = !DILocalVariable(name: "t", scope: !176, file: !1, line: 30, type: !3)
!176 = distinct !DILexicalBlock(scope: !166, file: !1, line: 30, column: 3)
!177 = !DILocalVariable(name: "i", scope: !178, file: !1, line: 31, type: !3)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 31, column: 5)
!179 = distinct !DILexicalBlock(scope: !180, file: !1, line: 30, column: 35)
!180 = distinct !DILexicalBlock(scope: !176, file: !1, line: 30, column: 3)
!181 = !DILocalVariable(name: "j", scope: !182, file: !1, line: 32, type: !3)
!182 = distinct !DILexicalBlock(scope: !183, file: !1, line: 32, column: 7)
!183 = distinct !DILexicalBlock(scope: !178, file: !1, line: 31, column: 5)
!184 = !DILocalVariable(name: "j", scope: !185, file: !1, line: 37, type: !3)
!185 = distinct !DILexicalBlock(scope: !179, file: !1, line: 37, column: 5)
!186 = !DILocalVariable(name: "i", scope: !187, file: !1, line: 41, type: !3)
!187 = distinct !DILexicalBlock(scope: !179, file: !1, line: 41, column: 5)
!188 = !DILocalVariable(name: "tmp", scope: !179, file: !1, line: 45, type: !25)
!189 = !DILocation(line: 0, scope: !166, inlinedAt: !190)
!190 = distinct !DILocation(line: 80, column: 3, scope: !15)
!191 = !DILocation(line: 0, scope: !176, inlinedAt: !190)
!192 = !DILocation(line: 30, column: 21, scope: !180, inlinedAt: !190)
!193 = !DILocation(line: 30, column: 3, scope: !176, inlinedAt: !190)
!194 = !DILocation(line: 0, scope: !178, inlinedAt: !190)
!195 = !DILocation(line: 31, column: 5, scope: !178, inlinedAt: !190)
!196 = !DILocation(line: 0, scope: !185, inlinedAt: !190)
!197 = !DILocation(line: 37, column: 5, scope: !185, inlinedAt: !190)
!198 = !DILocation(line: 37, column: 29, scope: !199, inlinedAt: !190)
!199 = distinct !DILexicalBlock(scope: !185, file: !1, line: 37, column: 5)
!200 = !DILocation(line: 38, column: 22, scope: !201, inlinedAt: !190)
!201 = distinct !DILexicalBlock(scope: !199, file: !1, line: 37, column: 33)
!202 = !DILocation(line: 38, column: 20, scope: !201, inlinedAt: !190)
!203 = !{!204}
!204 = distinct !{!204, !205}
!205 = distinct !{!205, !"LVerDomain"}
!206 = !{!207}
!207 = distinct !{!207, !205}
!208 = !DILocation(line: 39, column: 26, scope: !201, inlinedAt: !190)
!209 = !DILocation(line: 39, column: 24, scope: !201, inlinedAt: !190)
!210 = distinct !{!210, !197, !211, !107, !108}
!211 = !DILocation(line: 40, column: 5, scope: !185, inlinedAt: !190)
!212 = !DILocation(line: 38, column: 7, scope: !201, inlinedAt: !190)
!213 = !DILocation(line: 39, column: 28, scope: !201, inlinedAt: !190)
!214 = !DILocation(line: 39, column: 7, scope: !201, inlinedAt: !190)
!215 = !DILocation(line: 0, scope: !182, inlinedAt: !190)
!216 = !DILocation(line: 32, column: 7, scope: !182, inlinedAt: !190)
!217 = !DILocation(line: 31, column: 33, scope: !183, inlinedAt: !190)
!218 = !DILocation(line: 33, column: 26, scope: !219, inlinedAt: !190)
!219 = distinct !DILexicalBlock(scope: !182, file: !1, line: 32, column: 7)
!220 = !DILocation(line: 33, column: 24, scope: !219, inlinedAt: !190)
!221 = !DILocation(line: 34, column: 35, scope: !219, inlinedAt: !190)
!222 = !DILocation(line: 34, column: 33, scope: !219, inlinedAt: !190)
!223 = !DILocation(line: 34, column: 54, scope: !219, inlinedAt: !190)
!224 = !DILocation(line: 34, column: 52, scope: !219, inlinedAt: !190)
!225 = !DILocation(line: 34, column: 50, scope: !219, inlinedAt: !190)
!226 = !DILocation(line: 35, column: 33, scope: !219, inlinedAt: !190)
!227 = !DILocation(line: 35, column: 54, scope: !219, inlinedAt: !190)
!228 = !DILocation(line: 35, column: 52, scope: !219, inlinedAt: !190)
!229 = !DILocation(line: 35, column: 50, scope: !219, inlinedAt: !190)
!230 = !DILocation(line: 35, column: 69, scope: !219, inlinedAt: !190)
!231 = !DILocation(line: 33, column: 37, scope: !219, inlinedAt: !190)
!232 = !DILocation(line: 33, column: 9, scope: !219, inlinedAt: !190)
!233 = !DILocation(line: 33, column: 22, scope: !219, inlinedAt: !190)
!234 = distinct !{!234, !216, !235, !107, !108}
!235 = !DILocation(line: 36, column: 51, scope: !182, inlinedAt: !190)
!236 = !DILocation(line: 31, column: 23, scope: !183, inlinedAt: !190)
!237 = distinct !{!237, !195, !238, !107}
!238 = !DILocation(line: 36, column: 51, scope: !178, inlinedAt: !190)
!239 = !DILocation(line: 34, column: 69, scope: !219, inlinedAt: !190)
!240 = !DILocation(line: 32, column: 25, scope: !219, inlinedAt: !190)
!241 = distinct !{!241, !216, !235, !107, !114, !108}
!242 = !DILocation(line: 0, scope: !187, inlinedAt: !190)
!243 = !DILocation(line: 41, column: 5, scope: !187, inlinedAt: !190)
!244 = !DILocation(line: 37, column: 23, scope: !199, inlinedAt: !190)
!245 = distinct !{!245, !197, !211, !107, !108}
!246 = !DILocation(line: 42, column: 24, scope: !247, inlinedAt: !190)
!247 = distinct !DILexicalBlock(scope: !248, file: !1, line: 41, column: 33)
!248 = distinct !DILexicalBlock(scope: !187, file: !1, line: 41, column: 5)
!249 = !DILocation(line: 42, column: 22, scope: !247, inlinedAt: !190)
!250 = !DILocation(line: 42, column: 7, scope: !247, inlinedAt: !190)
!251 = !DILocation(line: 42, column: 20, scope: !247, inlinedAt: !190)
!252 = !DILocation(line: 43, column: 28, scope: !247, inlinedAt: !190)
!253 = !DILocation(line: 43, column: 26, scope: !247, inlinedAt: !190)
!254 = !DILocation(line: 43, column: 7, scope: !247, inlinedAt: !190)
!255 = !DILocation(line: 43, column: 24, scope: !247, inlinedAt: !190)
!256 = !DILocation(line: 30, column: 31, scope: !180, inlinedAt: !190)
!257 = !DILocation(line: 0, scope: !179, inlinedAt: !190)
!258 = distinct !{!258, !193, !259, !107}
!259 = !DILocation(line: 48, column: 3, scope: !176, inlinedAt: !190)
!260 = !DILocation(line: 41, column: 29, scope: !248, inlinedAt: !190)
!261 = distinct !{!261, !243, !262, !107}
!262 = !DILocation(line: 44, column: 5, scope: !187, inlinedAt: !190)
!263 = !DILocation(line: 13, column: 3, scope: !138, inlinedAt: !264)
!264 = distinct !DILocation(line: 81, column: 15, scope: !15)
!265 = !DILocation(line: 13, column: 19, scope: !138, inlinedAt: !264)
!266 = !DILocation(line: 14, column: 3, scope: !138, inlinedAt: !264)
!267 = !DILocation(line: 15, column: 13, scope: !138, inlinedAt: !264)
!268 = !DILocation(line: 15, column: 10, scope: !138, inlinedAt: !264)
!269 = !DILocation(line: 15, column: 25, scope: !138, inlinedAt: !264)
!270 = !DILocation(line: 15, column: 22, scope: !138, inlinedAt: !264)
!271 = !DILocation(line: 15, column: 20, scope: !138, inlinedAt: !264)
!272 = !DILocation(line: 16, column: 1, scope: !138, inlinedAt: !264)
!273 = !DILocation(line: 82, column: 11, scope: !15)
!274 = !DILocation(line: 82, column: 47, scope: !15)
!275 = !DILocation(line: 82, column: 3, scope: !15)
!276 = !DILocation(line: 83, column: 28, scope: !15)
!277 = !DILocation(line: 83, column: 17, scope: !15)
!278 = !DILocation(line: 84, column: 12, scope: !279)
!279 = distinct !DILexicalBlock(scope: !15, file: !1, line: 84, column: 7)
!280 = !DILocation(line: 84, column: 17, scope: !279)
!281 = !DILocation(line: 84, column: 28, scope: !279)
!282 = !DILocation(line: 84, column: 21, scope: !279)
!283 = !DILocation(line: 84, column: 7, scope: !15)
!284 = !DILocalVariable(name: "n", arg: 1, scope: !285, file: !1, line: 60, type: !3)
!285 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 60, type: !286, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !290)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !3, !3, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!290 = !{!284, !291, !292, !293, !295}
!291 = !DILocalVariable(name: "m", arg: 2, scope: !285, file: !1, line: 60, type: !3)
!292 = !DILocalVariable(name: "u", arg: 3, scope: !285, file: !1, line: 60, type: !288)
!293 = !DILocalVariable(name: "i", scope: !294, file: !1, line: 62, type: !3)
!294 = distinct !DILexicalBlock(scope: !285, file: !1, line: 62, column: 3)
!295 = !DILocalVariable(name: "j", scope: !296, file: !1, line: 63, type: !3)
!296 = distinct !DILexicalBlock(scope: !297, file: !1, line: 63, column: 5)
!297 = distinct !DILexicalBlock(scope: !298, file: !1, line: 62, column: 31)
!298 = distinct !DILexicalBlock(scope: !294, file: !1, line: 62, column: 3)
!299 = !DILocation(line: 0, scope: !285, inlinedAt: !300)
!300 = distinct !DILocation(line: 85, column: 5, scope: !279)
!301 = !DILocation(line: 0, scope: !294, inlinedAt: !300)
!302 = !DILocation(line: 62, column: 3, scope: !294, inlinedAt: !300)
!303 = !DILocation(line: 62, column: 21, scope: !298, inlinedAt: !300)
!304 = !DILocation(line: 0, scope: !296, inlinedAt: !300)
!305 = !DILocation(line: 63, column: 5, scope: !296, inlinedAt: !300)
!306 = !DILocation(line: 65, column: 13, scope: !297, inlinedAt: !300)
!307 = !DILocation(line: 65, column: 5, scope: !297, inlinedAt: !300)
!308 = !DILocation(line: 62, column: 27, scope: !298, inlinedAt: !300)
!309 = distinct !{!309, !302, !310, !107}
!310 = !DILocation(line: 66, column: 3, scope: !294, inlinedAt: !300)
!311 = !DILocation(line: 64, column: 15, scope: !312, inlinedAt: !300)
!312 = distinct !DILexicalBlock(scope: !296, file: !1, line: 63, column: 5)
!313 = !DILocation(line: 64, column: 35, scope: !312, inlinedAt: !300)
!314 = !DILocation(line: 64, column: 33, scope: !312, inlinedAt: !300)
!315 = !DILocation(line: 64, column: 7, scope: !312, inlinedAt: !300)
!316 = !DILocation(line: 63, column: 29, scope: !312, inlinedAt: !300)
!317 = !DILocation(line: 63, column: 23, scope: !312, inlinedAt: !300)
!318 = distinct !{!318, !305, !319, !107}
!319 = !DILocation(line: 64, column: 45, scope: !296, inlinedAt: !300)
!320 = !DILocalVariable(name: "n", arg: 1, scope: !321, file: !1, line: 51, type: !3)
!321 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 51, type: !322, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{!26, !3, !3, !288}
!324 = !{!320, !325, !326, !327, !328, !330}
!325 = !DILocalVariable(name: "m", arg: 2, scope: !321, file: !1, line: 51, type: !3)
!326 = !DILocalVariable(name: "u", arg: 3, scope: !321, file: !1, line: 51, type: !288)
!327 = !DILocalVariable(name: "s", scope: !321, file: !1, line: 53, type: !26)
!328 = !DILocalVariable(name: "i", scope: !329, file: !1, line: 54, type: !3)
!329 = distinct !DILexicalBlock(scope: !321, file: !1, line: 54, column: 3)
!330 = !DILocalVariable(name: "j", scope: !331, file: !1, line: 55, type: !3)
!331 = distinct !DILexicalBlock(scope: !332, file: !1, line: 55, column: 5)
!332 = distinct !DILexicalBlock(scope: !329, file: !1, line: 54, column: 3)
!333 = !DILocation(line: 0, scope: !321, inlinedAt: !334)
!334 = distinct !DILocation(line: 86, column: 29, scope: !15)
!335 = !DILocation(line: 0, scope: !329, inlinedAt: !334)
!336 = !DILocation(line: 54, column: 3, scope: !329, inlinedAt: !334)
!337 = !DILocation(line: 54, column: 21, scope: !332, inlinedAt: !334)
!338 = !DILocation(line: 0, scope: !331, inlinedAt: !334)
!339 = !DILocation(line: 55, column: 5, scope: !331, inlinedAt: !334)
!340 = !DILocation(line: 56, column: 14, scope: !341, inlinedAt: !334)
!341 = distinct !DILexicalBlock(scope: !331, file: !1, line: 55, column: 5)
!342 = !DILocation(line: 56, column: 12, scope: !341, inlinedAt: !334)
!343 = !DILocation(line: 56, column: 35, scope: !341, inlinedAt: !334)
!344 = !DILocation(line: 56, column: 40, scope: !341, inlinedAt: !334)
!345 = !DILocation(line: 56, column: 30, scope: !341, inlinedAt: !334)
!346 = !DILocation(line: 56, column: 27, scope: !341, inlinedAt: !334)
!347 = !DILocation(line: 56, column: 9, scope: !341, inlinedAt: !334)
!348 = !DILocation(line: 54, column: 27, scope: !332, inlinedAt: !334)
!349 = distinct !{!349, !336, !350, !107}
!350 = !DILocation(line: 56, column: 43, scope: !329, inlinedAt: !334)
!351 = !DILocation(line: 55, column: 29, scope: !341, inlinedAt: !334)
!352 = distinct !{!352, !339, !353, !107}
!353 = !DILocation(line: 56, column: 43, scope: !331, inlinedAt: !334)
!354 = !DILocation(line: 53, column: 10, scope: !321, inlinedAt: !334)
!355 = !DILocation(line: 86, column: 3, scope: !15)
!356 = !DILocation(line: 87, column: 3, scope: !15)
!357 = !DILocation(line: 88, column: 3, scope: !15)
!358 = !DILocation(line: 89, column: 3, scope: !15)
!359 = !DISubprogram(name: "clock_gettime", scope: !360, file: !360, line: 288, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !367)
!360 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!361 = !DISubroutineType(types: !362)
!362 = !{!3, !363, !366}
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !364, line: 7, baseType: !365)
!364 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !148, line: 169, baseType: !3)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!367 = !{}
