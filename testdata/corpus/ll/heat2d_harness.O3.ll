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
  %36 = icmp sgt i32 %24, 0
  br i1 %35, label %37, label %43, !dbg !89

37:                                               ; preds = %23
  br i1 %36, label %38, label %210, !dbg !90

38:                                               ; preds = %37
  %39 = zext i32 %24 to i64, !dbg !89
  %40 = zext i32 %25 to i64, !dbg !89
  %41 = shl nuw nsw i64 %39, 3, !dbg !89
  %42 = mul i64 %41, %40, !dbg !89
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %31, i8 0, i64 %42, i1 false) #11, !dbg !91, !tbaa !93
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !95
  call void @llvm.dbg.value(metadata i32 undef, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #11, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !96
  br label %46, !dbg !97

43:                                               ; preds = %23
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !96
  br i1 %36, label %44, label %210, !dbg !97

44:                                               ; preds = %43
  %45 = zext i32 %24 to i64, !dbg !98
  br label %46, !dbg !97

46:                                               ; preds = %44, %38
  %47 = phi i64 [ %45, %44 ], [ %39, %38 ], !dbg !98
  %48 = icmp ult i64 %47, 4, !dbg !97
  br i1 %48, label %118, label %49, !dbg !97

49:                                               ; preds = %46
  %50 = and i64 %47, 4294967292, !dbg !97
  %51 = add nsw i64 %50, -4, !dbg !97
  %52 = lshr exact i64 %51, 2, !dbg !97
  %53 = add nuw nsw i64 %52, 1, !dbg !97
  %54 = and i64 %53, 7, !dbg !97
  %55 = icmp ult i64 %51, 28, !dbg !97
  br i1 %55, label %103, label %56, !dbg !97

56:                                               ; preds = %49
  %57 = and i64 %53, 9223372036854775800, !dbg !97
  br label %58, !dbg !97

58:                                               ; preds = %58, %56
  %59 = phi i64 [ 0, %56 ], [ %100, %58 ], !dbg !100
  %60 = phi i64 [ 0, %56 ], [ %101, %58 ]
  %61 = getelementptr inbounds double, double* %32, i64 %59, !dbg !100
  %62 = bitcast double* %61 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %62, align 8, !dbg !101, !tbaa !93
  %63 = getelementptr inbounds double, double* %61, i64 2, !dbg !101
  %64 = bitcast double* %63 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %64, align 8, !dbg !101, !tbaa !93
  %65 = or i64 %59, 4, !dbg !100
  %66 = getelementptr inbounds double, double* %32, i64 %65, !dbg !100
  %67 = bitcast double* %66 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %67, align 8, !dbg !101, !tbaa !93
  %68 = getelementptr inbounds double, double* %66, i64 2, !dbg !101
  %69 = bitcast double* %68 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %69, align 8, !dbg !101, !tbaa !93
  %70 = or i64 %59, 8, !dbg !100
  %71 = getelementptr inbounds double, double* %32, i64 %70, !dbg !100
  %72 = bitcast double* %71 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %72, align 8, !dbg !101, !tbaa !93
  %73 = getelementptr inbounds double, double* %71, i64 2, !dbg !101
  %74 = bitcast double* %73 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %74, align 8, !dbg !101, !tbaa !93
  %75 = or i64 %59, 12, !dbg !100
  %76 = getelementptr inbounds double, double* %32, i64 %75, !dbg !100
  %77 = bitcast double* %76 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %77, align 8, !dbg !101, !tbaa !93
  %78 = getelementptr inbounds double, double* %76, i64 2, !dbg !101
  %79 = bitcast double* %78 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %79, align 8, !dbg !101, !tbaa !93
  %80 = or i64 %59, 16, !dbg !100
  %81 = getelementptr inbounds double, double* %32, i64 %80, !dbg !100
  %82 = bitcast double* %81 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %82, align 8, !dbg !101, !tbaa !93
  %83 = getelementptr inbounds double, double* %81, i64 2, !dbg !101
  %84 = bitcast double* %83 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %84, align 8, !dbg !101, !tbaa !93
  %85 = or i64 %59, 20, !dbg !100
  %86 = getelementptr inbounds double, double* %32, i64 %85, !dbg !100
  %87 = bitcast double* %86 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %87, align 8, !dbg !101, !tbaa !93
  %88 = getelementptr inbounds double, double* %86, i64 2, !dbg !101
  %89 = bitcast double* %88 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %89, align 8, !dbg !101, !tbaa !93
  %90 = or i64 %59, 24, !dbg !100
  %91 = getelementptr inbounds double, double* %32, i64 %90, !dbg !100
  %92 = bitcast double* %91 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %92, align 8, !dbg !101, !tbaa !93
  %93 = getelementptr inbounds double, double* %91, i64 2, !dbg !101
  %94 = bitcast double* %93 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %94, align 8, !dbg !101, !tbaa !93
  %95 = or i64 %59, 28, !dbg !100
  %96 = getelementptr inbounds double, double* %32, i64 %95, !dbg !100
  %97 = bitcast double* %96 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %97, align 8, !dbg !101, !tbaa !93
  %98 = getelementptr inbounds double, double* %96, i64 2, !dbg !101
  %99 = bitcast double* %98 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %99, align 8, !dbg !101, !tbaa !93
  %100 = add nuw i64 %59, 32, !dbg !100
  %101 = add i64 %60, 8, !dbg !100
  %102 = icmp eq i64 %101, %57, !dbg !100
  br i1 %102, label %103, label %58, !dbg !100, !llvm.loop !102

103:                                              ; preds = %58, %49
  %104 = phi i64 [ 0, %49 ], [ %100, %58 ]
  %105 = icmp eq i64 %54, 0, !dbg !100
  br i1 %105, label %116, label %106, !dbg !100

106:                                              ; preds = %103, %106
  %107 = phi i64 [ %113, %106 ], [ %104, %103 ], !dbg !100
  %108 = phi i64 [ %114, %106 ], [ 0, %103 ]
  %109 = getelementptr inbounds double, double* %32, i64 %107, !dbg !100
  %110 = bitcast double* %109 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %110, align 8, !dbg !101, !tbaa !93
  %111 = getelementptr inbounds double, double* %109, i64 2, !dbg !101
  %112 = bitcast double* %111 to <2 x double>*, !dbg !101
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %112, align 8, !dbg !101, !tbaa !93
  %113 = add nuw i64 %107, 4, !dbg !100
  %114 = add i64 %108, 1, !dbg !100
  %115 = icmp eq i64 %114, %54, !dbg !100
  br i1 %115, label %116, label %106, !dbg !100, !llvm.loop !106

116:                                              ; preds = %106, %103
  %117 = icmp eq i64 %47, %50, !dbg !97
  br i1 %117, label %125, label %118, !dbg !97

118:                                              ; preds = %46, %116
  %119 = phi i64 [ 0, %46 ], [ %50, %116 ]
  br label %120, !dbg !97

120:                                              ; preds = %118, %120
  %121 = phi i64 [ %123, %120 ], [ %119, %118 ]
  call void @llvm.dbg.value(metadata i64 %121, metadata !83, metadata !DIExpression()) #11, !dbg !96
  %122 = getelementptr inbounds double, double* %32, i64 %121, !dbg !108
  store double 1.000000e+00, double* %122, align 8, !dbg !101, !tbaa !93
  %123 = add nuw nsw i64 %121, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %123, metadata !83, metadata !DIExpression()) #11, !dbg !96
  %124 = icmp eq i64 %123, %47, !dbg !98
  br i1 %124, label %125, label %120, !dbg !97, !llvm.loop !109

125:                                              ; preds = %120, %116
  call void @llvm.dbg.value(metadata i32 %10, metadata !71, metadata !DIExpression()) #11, !dbg !111
  call void @llvm.dbg.value(metadata i32 %16, metadata !76, metadata !DIExpression()) #11, !dbg !111
  call void @llvm.dbg.value(metadata double* %34, metadata !77, metadata !DIExpression()) #11, !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #11, !dbg !113
  br i1 %35, label %126, label %131, !dbg !114

126:                                              ; preds = %125
  br i1 %36, label %127, label %210, !dbg !115

127:                                              ; preds = %126
  %128 = zext i32 %25 to i64, !dbg !114
  %129 = shl nuw nsw i64 %47, 3, !dbg !114
  %130 = mul i64 %129, %128, !dbg !114
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %33, i8 0, i64 %130, i1 false) #11, !dbg !116, !tbaa !93
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !117
  call void @llvm.dbg.value(metadata i32 undef, metadata !78, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #11, !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !118
  br label %132, !dbg !119

131:                                              ; preds = %125
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !118
  br i1 %36, label %132, label %210, !dbg !119

132:                                              ; preds = %131, %127
  %133 = icmp ult i64 %47, 4, !dbg !119
  br i1 %133, label %203, label %134, !dbg !119

134:                                              ; preds = %132
  %135 = and i64 %47, 4294967292, !dbg !119
  %136 = add nsw i64 %135, -4, !dbg !119
  %137 = lshr exact i64 %136, 2, !dbg !119
  %138 = add nuw nsw i64 %137, 1, !dbg !119
  %139 = and i64 %138, 7, !dbg !119
  %140 = icmp ult i64 %136, 28, !dbg !119
  br i1 %140, label %188, label %141, !dbg !119

141:                                              ; preds = %134
  %142 = and i64 %138, 9223372036854775800, !dbg !119
  br label %143, !dbg !119

143:                                              ; preds = %143, %141
  %144 = phi i64 [ 0, %141 ], [ %185, %143 ], !dbg !120
  %145 = phi i64 [ 0, %141 ], [ %186, %143 ]
  %146 = getelementptr inbounds double, double* %34, i64 %144, !dbg !120
  %147 = bitcast double* %146 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %147, align 8, !dbg !121, !tbaa !93
  %148 = getelementptr inbounds double, double* %146, i64 2, !dbg !121
  %149 = bitcast double* %148 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %149, align 8, !dbg !121, !tbaa !93
  %150 = or i64 %144, 4, !dbg !120
  %151 = getelementptr inbounds double, double* %34, i64 %150, !dbg !120
  %152 = bitcast double* %151 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %152, align 8, !dbg !121, !tbaa !93
  %153 = getelementptr inbounds double, double* %151, i64 2, !dbg !121
  %154 = bitcast double* %153 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %154, align 8, !dbg !121, !tbaa !93
  %155 = or i64 %144, 8, !dbg !120
  %156 = getelementptr inbounds double, double* %34, i64 %155, !dbg !120
  %157 = bitcast double* %156 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %157, align 8, !dbg !121, !tbaa !93
  %158 = getelementptr inbounds double, double* %156, i64 2, !dbg !121
  %159 = bitcast double* %158 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %159, align 8, !dbg !121, !tbaa !93
  %160 = or i64 %144, 12, !dbg !120
  %161 = getelementptr inbounds double, double* %34, i64 %160, !dbg !120
  %162 = bitcast double* %161 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %162, align 8, !dbg !121, !tbaa !93
  %163 = getelementptr inbounds double, double* %161, i64 2, !dbg !121
  %164 = bitcast double* %163 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %164, align 8, !dbg !121, !tbaa !93
  %165 = or i64 %144, 16, !dbg !120
  %166 = getelementptr inbounds double, double* %34, i64 %165, !dbg !120
  %167 = bitcast double* %166 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %167, align 8, !dbg !121, !tbaa !93
  %168 = getelementptr inbounds double, double* %166, i64 2, !dbg !121
  %169 = bitcast double* %168 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %169, align 8, !dbg !121, !tbaa !93
  %170 = or i64 %144, 20, !dbg !120
  %171 = getelementptr inbounds double, double* %34, i64 %170, !dbg !120
  %172 = bitcast double* %171 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %172, align 8, !dbg !121, !tbaa !93
  %173 = getelementptr inbounds double, double* %171, i64 2, !dbg !121
  %174 = bitcast double* %173 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %174, align 8, !dbg !121, !tbaa !93
  %175 = or i64 %144, 24, !dbg !120
  %176 = getelementptr inbounds double, double* %34, i64 %175, !dbg !120
  %177 = bitcast double* %176 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %177, align 8, !dbg !121, !tbaa !93
  %178 = getelementptr inbounds double, double* %176, i64 2, !dbg !121
  %179 = bitcast double* %178 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %179, align 8, !dbg !121, !tbaa !93
  %180 = or i64 %144, 28, !dbg !120
  %181 = getelementptr inbounds double, double* %34, i64 %180, !dbg !120
  %182 = bitcast double* %181 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %182, align 8, !dbg !121, !tbaa !93
  %183 = getelementptr inbounds double, double* %181, i64 2, !dbg !121
  %184 = bitcast double* %183 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %184, align 8, !dbg !121, !tbaa !93
  %185 = add nuw i64 %144, 32, !dbg !120
  %186 = add i64 %145, 8, !dbg !120
  %187 = icmp eq i64 %186, %142, !dbg !120
  br i1 %187, label %188, label %143, !dbg !120, !llvm.loop !122

188:                                              ; preds = %143, %134
  %189 = phi i64 [ 0, %134 ], [ %185, %143 ]
  %190 = icmp eq i64 %139, 0, !dbg !120
  br i1 %190, label %201, label %191, !dbg !120

191:                                              ; preds = %188, %191
  %192 = phi i64 [ %198, %191 ], [ %189, %188 ], !dbg !120
  %193 = phi i64 [ %199, %191 ], [ 0, %188 ]
  %194 = getelementptr inbounds double, double* %34, i64 %192, !dbg !120
  %195 = bitcast double* %194 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %195, align 8, !dbg !121, !tbaa !93
  %196 = getelementptr inbounds double, double* %194, i64 2, !dbg !121
  %197 = bitcast double* %196 to <2 x double>*, !dbg !121
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %197, align 8, !dbg !121, !tbaa !93
  %198 = add nuw i64 %192, 4, !dbg !120
  %199 = add i64 %193, 1, !dbg !120
  %200 = icmp eq i64 %199, %139, !dbg !120
  br i1 %200, label %201, label %191, !dbg !120, !llvm.loop !124

201:                                              ; preds = %191, %188
  %202 = icmp eq i64 %47, %135, !dbg !119
  br i1 %202, label %210, label %203, !dbg !119

203:                                              ; preds = %132, %201
  %204 = phi i64 [ 0, %132 ], [ %135, %201 ]
  br label %205, !dbg !119

205:                                              ; preds = %203, %205
  %206 = phi i64 [ %208, %205 ], [ %204, %203 ]
  call void @llvm.dbg.value(metadata i64 %206, metadata !83, metadata !DIExpression()) #11, !dbg !118
  %207 = getelementptr inbounds double, double* %34, i64 %206, !dbg !125
  store double 1.000000e+00, double* %207, align 8, !dbg !121, !tbaa !93
  %208 = add nuw nsw i64 %206, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %208, metadata !83, metadata !DIExpression()) #11, !dbg !118
  %209 = icmp eq i64 %208, %47, !dbg !126
  br i1 %209, label %210, label %205, !dbg !119, !llvm.loop !127

210:                                              ; preds = %205, %201, %43, %37, %126, %131
  %211 = bitcast %struct.timespec* %4 to i8*, !dbg !128
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %211) #11, !dbg !128
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !133, metadata !DIExpression()) #11, !dbg !144
  %212 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %4) #11, !dbg !145
  %213 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !146
  %214 = load i64, i64* %213, align 8, !dbg !146, !tbaa !147
  %215 = sitofp i64 %214 to double, !dbg !150
  %216 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !151
  %217 = load i64, i64* %216, align 8, !dbg !151, !tbaa !152
  %218 = sitofp i64 %217 to double, !dbg !153
  %219 = call double @llvm.fmuladd.f64(double %218, double 1.000000e-09, double %215) #11, !dbg !154
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %211) #11, !dbg !155
  call void @llvm.dbg.value(metadata double %219, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %10, metadata !156, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 %16, metadata !161, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 %26, metadata !162, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata double 2.000000e-01, metadata !163, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata double* %32, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata double* %34, metadata !165, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !166, metadata !DIExpression()) #11, !dbg !182
  %220 = icmp sgt i32 %26, 0, !dbg !183
  br i1 %220, label %221, label %823, !dbg !184

221:                                              ; preds = %210
  %222 = add i32 %25, -1
  %223 = icmp sgt i32 %25, 2
  %224 = icmp sgt i32 %24, 2
  %225 = mul i32 %222, %24
  %226 = add i32 %24, -1
  br i1 %223, label %227, label %501, !dbg !185

227:                                              ; preds = %221
  %228 = sext i32 %225 to i64, !dbg !184
  %229 = sext i32 %226 to i64, !dbg !184
  %230 = zext i32 %222 to i64
  %231 = zext i32 %226 to i64
  %232 = zext i32 %24 to i64
  %233 = zext i32 %25 to i64
  %234 = add nsw i64 %228, %232, !dbg !184
  %235 = add nsw i64 %231, -1, !dbg !184
  %236 = and i64 %232, 4294967292, !dbg !184
  %237 = add nsw i64 %236, -4, !dbg !184
  %238 = lshr exact i64 %237, 2, !dbg !184
  %239 = add nuw nsw i64 %238, 1, !dbg !184
  %240 = icmp ult i64 %235, 2
  %241 = and i64 %235, -2
  %242 = or i64 %235, 1
  %243 = icmp eq i64 %235, %241
  %244 = icmp ult i32 %24, 4
  %245 = and i64 %232, 4294967292
  %246 = and i64 %239, 1
  %247 = icmp eq i64 %237, 0
  %248 = and i64 %239, 9223372036854775806
  %249 = icmp eq i64 %246, 0
  %250 = icmp eq i64 %245, %232
  %251 = and i64 %232, 1
  %252 = icmp eq i64 %251, 0
  %253 = sub nsw i64 0, %232
  %254 = and i64 %233, 1
  %255 = icmp eq i32 %25, 1
  %256 = and i64 %233, 4294967294
  %257 = icmp eq i64 %254, 0
  br label %258, !dbg !184

258:                                              ; preds = %273, %227
  %259 = phi double* [ %261, %273 ], [ %32, %227 ]
  %260 = phi i32 [ %274, %273 ], [ 0, %227 ]
  %261 = phi double* [ %259, %273 ], [ %34, %227 ]
  call void @llvm.dbg.value(metadata double* %259, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 %260, metadata !166, metadata !DIExpression()) #11, !dbg !182
  call void @llvm.dbg.value(metadata double* %261, metadata !165, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 1, metadata !168, metadata !DIExpression()) #11, !dbg !186
  br i1 %224, label %419, label %320, !dbg !187

262:                                              ; preds = %276, %319
  %263 = phi i64 [ 0, %319 ], [ %296, %276 ]
  br i1 %257, label %273, label %264, !dbg !188

264:                                              ; preds = %262
  call void @llvm.dbg.value(metadata i64 %263, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %265 = mul nsw i64 %263, %29, !dbg !190
  %266 = getelementptr inbounds double, double* %259, i64 %265, !dbg !193
  %267 = load double, double* %266, align 8, !dbg !193, !tbaa !93
  %268 = getelementptr inbounds double, double* %261, i64 %265, !dbg !194
  store double %267, double* %268, align 8, !dbg !195, !tbaa !93
  %269 = add nsw i64 %265, %229, !dbg !196
  %270 = getelementptr inbounds double, double* %259, i64 %269, !dbg !197
  %271 = load double, double* %270, align 8, !dbg !197, !tbaa !93
  %272 = getelementptr inbounds double, double* %261, i64 %269, !dbg !198
  store double %271, double* %272, align 8, !dbg !199, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %263, metadata !177, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !189
  br label %273, !dbg !200

273:                                              ; preds = %264, %262, %318
  call void @llvm.dbg.value(metadata double* %259, metadata !179, metadata !DIExpression()) #11, !dbg !201
  call void @llvm.dbg.value(metadata double* %261, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata double* %259, metadata !165, metadata !DIExpression()) #11, !dbg !180
  %274 = add nuw nsw i32 %260, 1, !dbg !200
  call void @llvm.dbg.value(metadata i32 %274, metadata !166, metadata !DIExpression()) #11, !dbg !182
  %275 = icmp eq i32 %274, %26, !dbg !183
  br i1 %275, label %823, label %258, !dbg !184, !llvm.loop !202

276:                                              ; preds = %319, %276
  %277 = phi i64 [ %296, %276 ], [ 0, %319 ]
  %278 = phi i64 [ %297, %276 ], [ 0, %319 ]
  call void @llvm.dbg.value(metadata i64 %277, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %279 = mul nsw i64 %277, %29, !dbg !190
  %280 = getelementptr inbounds double, double* %259, i64 %279, !dbg !193
  %281 = load double, double* %280, align 8, !dbg !193, !tbaa !93
  %282 = getelementptr inbounds double, double* %261, i64 %279, !dbg !194
  store double %281, double* %282, align 8, !dbg !195, !tbaa !93
  %283 = add nsw i64 %279, %229, !dbg !196
  %284 = getelementptr inbounds double, double* %259, i64 %283, !dbg !197
  %285 = load double, double* %284, align 8, !dbg !197, !tbaa !93
  %286 = getelementptr inbounds double, double* %261, i64 %283, !dbg !198
  store double %285, double* %286, align 8, !dbg !199, !tbaa !93
  %287 = or i64 %277, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %287, metadata !177, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata i64 %287, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %288 = mul nsw i64 %287, %29, !dbg !190
  %289 = getelementptr inbounds double, double* %259, i64 %288, !dbg !193
  %290 = load double, double* %289, align 8, !dbg !193, !tbaa !93
  %291 = getelementptr inbounds double, double* %261, i64 %288, !dbg !194
  store double %290, double* %291, align 8, !dbg !195, !tbaa !93
  %292 = add nsw i64 %288, %229, !dbg !196
  %293 = getelementptr inbounds double, double* %259, i64 %292, !dbg !197
  %294 = load double, double* %293, align 8, !dbg !197, !tbaa !93
  %295 = getelementptr inbounds double, double* %261, i64 %292, !dbg !198
  store double %294, double* %295, align 8, !dbg !199, !tbaa !93
  %296 = add nuw nsw i64 %277, 2, !dbg !204
  call void @llvm.dbg.value(metadata i64 %296, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %297 = add nuw nsw i64 %278, 2, !dbg !188
  %298 = icmp eq i64 %297, %256, !dbg !188
  br i1 %298, label %262, label %276, !dbg !188, !llvm.loop !205

299:                                              ; preds = %416, %299
  %300 = phi i64 [ %316, %299 ], [ %417, %416 ]
  call void @llvm.dbg.value(metadata i64 %300, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %301 = getelementptr inbounds double, double* %259, i64 %300, !dbg !208
  %302 = load double, double* %301, align 8, !dbg !208, !tbaa !93
  %303 = getelementptr inbounds double, double* %261, i64 %300, !dbg !211
  store double %302, double* %303, align 8, !dbg !212, !tbaa !93
  %304 = add nsw i64 %300, %228, !dbg !213
  %305 = getelementptr inbounds double, double* %259, i64 %304, !dbg !214
  %306 = load double, double* %305, align 8, !dbg !214, !tbaa !93
  %307 = getelementptr inbounds double, double* %261, i64 %304, !dbg !215
  store double %306, double* %307, align 8, !dbg !216, !tbaa !93
  %308 = add nuw nsw i64 %300, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %308, metadata !175, metadata !DIExpression()) #11, !dbg !207
  call void @llvm.dbg.value(metadata i64 %308, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %309 = getelementptr inbounds double, double* %259, i64 %308, !dbg !208
  %310 = load double, double* %309, align 8, !dbg !208, !tbaa !93
  %311 = getelementptr inbounds double, double* %261, i64 %308, !dbg !211
  store double %310, double* %311, align 8, !dbg !212, !tbaa !93
  %312 = add nsw i64 %308, %228, !dbg !213
  %313 = getelementptr inbounds double, double* %259, i64 %312, !dbg !214
  %314 = load double, double* %313, align 8, !dbg !214, !tbaa !93
  %315 = getelementptr inbounds double, double* %261, i64 %312, !dbg !215
  store double %314, double* %315, align 8, !dbg !216, !tbaa !93
  %316 = add nuw nsw i64 %300, 2, !dbg !217
  call void @llvm.dbg.value(metadata i64 %316, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %317 = icmp eq i64 %316, %232, !dbg !218
  br i1 %317, label %318, label %299, !dbg !219, !llvm.loop !220

318:                                              ; preds = %416, %299, %403, %320
  call void @llvm.dbg.value(metadata i32 0, metadata !177, metadata !DIExpression()) #11, !dbg !189
  br i1 %35, label %319, label %273, !dbg !188

319:                                              ; preds = %318
  br i1 %255, label %262, label %276, !dbg !188

320:                                              ; preds = %499, %258
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()) #11, !dbg !207
  br i1 %36, label %321, label %318, !dbg !219

321:                                              ; preds = %320
  br i1 %244, label %404, label %322, !dbg !219

322:                                              ; preds = %321
  %323 = getelementptr double, double* %261, i64 %232, !dbg !219
  %324 = getelementptr double, double* %261, i64 %228, !dbg !219
  %325 = getelementptr double, double* %261, i64 %234, !dbg !219
  %326 = icmp ult double* %261, %325, !dbg !219
  %327 = icmp ult double* %324, %323, !dbg !219
  %328 = and i1 %326, %327, !dbg !219
  br i1 %328, label %404, label %329, !dbg !219

329:                                              ; preds = %322
  br i1 %247, label %379, label %330, !dbg !219

330:                                              ; preds = %329, %330
  %331 = phi i64 [ %376, %330 ], [ 0, %329 ], !dbg !217
  %332 = phi i64 [ %377, %330 ], [ 0, %329 ]
  %333 = getelementptr inbounds double, double* %259, i64 %331, !dbg !217
  %334 = bitcast double* %333 to <2 x double>*, !dbg !208
  %335 = load <2 x double>, <2 x double>* %334, align 8, !dbg !208, !tbaa !93
  %336 = getelementptr inbounds double, double* %333, i64 2, !dbg !208
  %337 = bitcast double* %336 to <2 x double>*, !dbg !208
  %338 = load <2 x double>, <2 x double>* %337, align 8, !dbg !208, !tbaa !93
  %339 = getelementptr inbounds double, double* %261, i64 %331, !dbg !217
  %340 = bitcast double* %339 to <2 x double>*, !dbg !212
  store <2 x double> %335, <2 x double>* %340, align 8, !dbg !212, !tbaa !93, !alias.scope !222, !noalias !225
  %341 = getelementptr inbounds double, double* %339, i64 2, !dbg !212
  %342 = bitcast double* %341 to <2 x double>*, !dbg !212
  store <2 x double> %338, <2 x double>* %342, align 8, !dbg !212, !tbaa !93, !alias.scope !222, !noalias !225
  %343 = add nsw i64 %331, %228, !dbg !217
  %344 = getelementptr inbounds double, double* %259, i64 %343, !dbg !217
  %345 = bitcast double* %344 to <2 x double>*, !dbg !214
  %346 = load <2 x double>, <2 x double>* %345, align 8, !dbg !214, !tbaa !93
  %347 = getelementptr inbounds double, double* %344, i64 2, !dbg !214
  %348 = bitcast double* %347 to <2 x double>*, !dbg !214
  %349 = load <2 x double>, <2 x double>* %348, align 8, !dbg !214, !tbaa !93
  %350 = getelementptr inbounds double, double* %261, i64 %343, !dbg !217
  %351 = bitcast double* %350 to <2 x double>*, !dbg !216
  store <2 x double> %346, <2 x double>* %351, align 8, !dbg !216, !tbaa !93, !alias.scope !225
  %352 = getelementptr inbounds double, double* %350, i64 2, !dbg !216
  %353 = bitcast double* %352 to <2 x double>*, !dbg !216
  store <2 x double> %349, <2 x double>* %353, align 8, !dbg !216, !tbaa !93, !alias.scope !225
  %354 = or i64 %331, 4, !dbg !217
  %355 = getelementptr inbounds double, double* %259, i64 %354, !dbg !217
  %356 = bitcast double* %355 to <2 x double>*, !dbg !208
  %357 = load <2 x double>, <2 x double>* %356, align 8, !dbg !208, !tbaa !93
  %358 = getelementptr inbounds double, double* %355, i64 2, !dbg !208
  %359 = bitcast double* %358 to <2 x double>*, !dbg !208
  %360 = load <2 x double>, <2 x double>* %359, align 8, !dbg !208, !tbaa !93
  %361 = getelementptr inbounds double, double* %261, i64 %354, !dbg !217
  %362 = bitcast double* %361 to <2 x double>*, !dbg !212
  store <2 x double> %357, <2 x double>* %362, align 8, !dbg !212, !tbaa !93, !alias.scope !222, !noalias !225
  %363 = getelementptr inbounds double, double* %361, i64 2, !dbg !212
  %364 = bitcast double* %363 to <2 x double>*, !dbg !212
  store <2 x double> %360, <2 x double>* %364, align 8, !dbg !212, !tbaa !93, !alias.scope !222, !noalias !225
  %365 = add nsw i64 %354, %228, !dbg !217
  %366 = getelementptr inbounds double, double* %259, i64 %365, !dbg !217
  %367 = bitcast double* %366 to <2 x double>*, !dbg !214
  %368 = load <2 x double>, <2 x double>* %367, align 8, !dbg !214, !tbaa !93
  %369 = getelementptr inbounds double, double* %366, i64 2, !dbg !214
  %370 = bitcast double* %369 to <2 x double>*, !dbg !214
  %371 = load <2 x double>, <2 x double>* %370, align 8, !dbg !214, !tbaa !93
  %372 = getelementptr inbounds double, double* %261, i64 %365, !dbg !217
  %373 = bitcast double* %372 to <2 x double>*, !dbg !216
  store <2 x double> %368, <2 x double>* %373, align 8, !dbg !216, !tbaa !93, !alias.scope !225
  %374 = getelementptr inbounds double, double* %372, i64 2, !dbg !216
  %375 = bitcast double* %374 to <2 x double>*, !dbg !216
  store <2 x double> %371, <2 x double>* %375, align 8, !dbg !216, !tbaa !93, !alias.scope !225
  %376 = add nuw i64 %331, 8, !dbg !217
  %377 = add i64 %332, 2, !dbg !217
  %378 = icmp eq i64 %377, %248, !dbg !217
  br i1 %378, label %379, label %330, !dbg !217, !llvm.loop !227

379:                                              ; preds = %330, %329
  %380 = phi i64 [ 0, %329 ], [ %376, %330 ]
  br i1 %249, label %403, label %381, !dbg !217

381:                                              ; preds = %379
  %382 = getelementptr inbounds double, double* %259, i64 %380, !dbg !217
  %383 = bitcast double* %382 to <2 x double>*, !dbg !208
  %384 = load <2 x double>, <2 x double>* %383, align 8, !dbg !208, !tbaa !93
  %385 = getelementptr inbounds double, double* %382, i64 2, !dbg !208
  %386 = bitcast double* %385 to <2 x double>*, !dbg !208
  %387 = load <2 x double>, <2 x double>* %386, align 8, !dbg !208, !tbaa !93
  %388 = getelementptr inbounds double, double* %261, i64 %380, !dbg !217
  %389 = bitcast double* %388 to <2 x double>*, !dbg !212
  store <2 x double> %384, <2 x double>* %389, align 8, !dbg !212, !tbaa !93, !alias.scope !222, !noalias !225
  %390 = getelementptr inbounds double, double* %388, i64 2, !dbg !212
  %391 = bitcast double* %390 to <2 x double>*, !dbg !212
  store <2 x double> %387, <2 x double>* %391, align 8, !dbg !212, !tbaa !93, !alias.scope !222, !noalias !225
  %392 = add nsw i64 %380, %228, !dbg !217
  %393 = getelementptr inbounds double, double* %259, i64 %392, !dbg !217
  %394 = bitcast double* %393 to <2 x double>*, !dbg !214
  %395 = load <2 x double>, <2 x double>* %394, align 8, !dbg !214, !tbaa !93
  %396 = getelementptr inbounds double, double* %393, i64 2, !dbg !214
  %397 = bitcast double* %396 to <2 x double>*, !dbg !214
  %398 = load <2 x double>, <2 x double>* %397, align 8, !dbg !214, !tbaa !93
  %399 = getelementptr inbounds double, double* %261, i64 %392, !dbg !217
  %400 = bitcast double* %399 to <2 x double>*, !dbg !216
  store <2 x double> %395, <2 x double>* %400, align 8, !dbg !216, !tbaa !93, !alias.scope !225
  %401 = getelementptr inbounds double, double* %399, i64 2, !dbg !216
  %402 = bitcast double* %401 to <2 x double>*, !dbg !216
  store <2 x double> %398, <2 x double>* %402, align 8, !dbg !216, !tbaa !93, !alias.scope !225
  br label %403, !dbg !219

403:                                              ; preds = %379, %381
  br i1 %250, label %318, label %404, !dbg !219

404:                                              ; preds = %322, %321, %403
  %405 = phi i64 [ 0, %322 ], [ 0, %321 ], [ %245, %403 ]
  %406 = xor i64 %405, -1, !dbg !219
  br i1 %252, label %416, label %407, !dbg !219

407:                                              ; preds = %404
  call void @llvm.dbg.value(metadata i64 undef, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %408 = getelementptr inbounds double, double* %259, i64 %405, !dbg !208
  %409 = load double, double* %408, align 8, !dbg !208, !tbaa !93
  %410 = getelementptr inbounds double, double* %261, i64 %405, !dbg !211
  store double %409, double* %410, align 8, !dbg !212, !tbaa !93
  %411 = add nsw i64 %405, %228, !dbg !213
  %412 = getelementptr inbounds double, double* %259, i64 %411, !dbg !214
  %413 = load double, double* %412, align 8, !dbg !214, !tbaa !93
  %414 = getelementptr inbounds double, double* %261, i64 %411, !dbg !215
  store double %413, double* %414, align 8, !dbg !216, !tbaa !93
  %415 = or i64 %405, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %415, metadata !175, metadata !DIExpression()) #11, !dbg !207
  br label %416, !dbg !219

416:                                              ; preds = %407, %404
  %417 = phi i64 [ %405, %404 ], [ %415, %407 ]
  %418 = icmp eq i64 %406, %253, !dbg !219
  br i1 %418, label %318, label %299, !dbg !219

419:                                              ; preds = %258, %499
  %420 = phi i64 [ %424, %499 ], [ 1, %258 ]
  call void @llvm.dbg.value(metadata i64 %420, metadata !168, metadata !DIExpression()) #11, !dbg !186
  call void @llvm.dbg.value(metadata i32 1, metadata !172, metadata !DIExpression()) #11, !dbg !228
  %421 = mul nsw i64 %420, %29
  %422 = add nsw i64 %420, -1
  %423 = mul nsw i64 %422, %29
  %424 = add nuw nsw i64 %420, 1, !dbg !229
  %425 = mul nsw i64 %424, %29
  br i1 %240, label %470, label %426, !dbg !187

426:                                              ; preds = %419, %426
  %427 = phi i64 [ %467, %426 ], [ 0, %419 ]
  %428 = or i64 %427, 1
  %429 = add i64 %427, 2
  %430 = add nsw i64 %428, %421, !dbg !230
  %431 = add nsw i64 %429, %421, !dbg !230
  %432 = getelementptr inbounds double, double* %259, i64 %430, !dbg !232
  %433 = bitcast double* %432 to <2 x double>*, !dbg !232
  %434 = load <2 x double>, <2 x double>* %433, align 8, !dbg !232, !tbaa !93
  %435 = add nsw i64 %428, %423, !dbg !233
  %436 = getelementptr inbounds double, double* %259, i64 %435, !dbg !234
  %437 = bitcast double* %436 to <2 x double>*, !dbg !234
  %438 = load <2 x double>, <2 x double>* %437, align 8, !dbg !234, !tbaa !93
  %439 = add nsw i64 %428, %425, !dbg !235
  %440 = getelementptr inbounds double, double* %259, i64 %439, !dbg !236
  %441 = bitcast double* %440 to <2 x double>*, !dbg !236
  %442 = load <2 x double>, <2 x double>* %441, align 8, !dbg !236, !tbaa !93
  %443 = fadd <2 x double> %438, %442, !dbg !237
  %444 = shl i64 %430, 32, !dbg !238
  %445 = shl i64 %431, 32, !dbg !238
  %446 = add i64 %444, -4294967296, !dbg !238
  %447 = add i64 %445, -4294967296, !dbg !238
  %448 = ashr exact i64 %446, 32, !dbg !238
  %449 = ashr exact i64 %447, 32, !dbg !238
  %450 = getelementptr inbounds double, double* %259, i64 %448, !dbg !238
  %451 = getelementptr inbounds double, double* %259, i64 %449, !dbg !238
  %452 = load double, double* %450, align 8, !dbg !238, !tbaa !93
  %453 = load double, double* %451, align 8, !dbg !238, !tbaa !93
  %454 = insertelement <2 x double> poison, double %452, i64 0
  %455 = insertelement <2 x double> %454, double %453, i64 1
  %456 = fadd <2 x double> %443, %455
  %457 = add i64 %427, 2, !dbg !239
  %458 = add nsw i64 %457, %421, !dbg !239
  %459 = getelementptr inbounds double, double* %259, i64 %458, !dbg !240
  %460 = bitcast double* %459 to <2 x double>*, !dbg !240
  %461 = load <2 x double>, <2 x double>* %460, align 8, !dbg !240, !tbaa !93
  %462 = fadd <2 x double> %456, %461, !dbg !241
  %463 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %434, <2 x double> <double -4.000000e+00, double -4.000000e+00>, <2 x double> %462), !dbg !242
  %464 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %463, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %434), !dbg !243
  %465 = getelementptr inbounds double, double* %261, i64 %430, !dbg !244
  %466 = bitcast double* %465 to <2 x double>*, !dbg !245
  store <2 x double> %464, <2 x double>* %466, align 8, !dbg !245, !tbaa !93
  %467 = add nuw i64 %427, 2
  %468 = icmp eq i64 %467, %241
  br i1 %468, label %469, label %426, !llvm.loop !246

469:                                              ; preds = %426
  br i1 %243, label %499, label %470, !dbg !187

470:                                              ; preds = %419, %469
  %471 = phi i64 [ 1, %419 ], [ %242, %469 ]
  br label %472, !dbg !187

472:                                              ; preds = %470, %472
  %473 = phi i64 [ %490, %472 ], [ %471, %470 ]
  call void @llvm.dbg.value(metadata i64 %473, metadata !172, metadata !DIExpression()) #11, !dbg !228
  %474 = add nsw i64 %473, %421, !dbg !230
  %475 = getelementptr inbounds double, double* %259, i64 %474, !dbg !232
  %476 = load double, double* %475, align 8, !dbg !232, !tbaa !93
  %477 = add nsw i64 %473, %423, !dbg !233
  %478 = getelementptr inbounds double, double* %259, i64 %477, !dbg !234
  %479 = load double, double* %478, align 8, !dbg !234, !tbaa !93
  %480 = add nsw i64 %473, %425, !dbg !235
  %481 = getelementptr inbounds double, double* %259, i64 %480, !dbg !236
  %482 = load double, double* %481, align 8, !dbg !236, !tbaa !93
  %483 = fadd double %479, %482, !dbg !237
  %484 = shl i64 %474, 32, !dbg !238
  %485 = add i64 %484, -4294967296, !dbg !238
  %486 = ashr exact i64 %485, 32, !dbg !238
  %487 = getelementptr inbounds double, double* %259, i64 %486, !dbg !238
  %488 = load double, double* %487, align 8, !dbg !238, !tbaa !93
  %489 = fadd double %483, %488, !dbg !248
  %490 = add nuw nsw i64 %473, 1, !dbg !239
  %491 = add nsw i64 %490, %421, !dbg !239
  %492 = getelementptr inbounds double, double* %259, i64 %491, !dbg !240
  %493 = load double, double* %492, align 8, !dbg !240, !tbaa !93
  %494 = fadd double %489, %493, !dbg !241
  %495 = call double @llvm.fmuladd.f64(double %476, double -4.000000e+00, double %494) #11, !dbg !242
  %496 = call double @llvm.fmuladd.f64(double %495, double 2.000000e-01, double %476) #11, !dbg !243
  %497 = getelementptr inbounds double, double* %261, i64 %474, !dbg !244
  store double %496, double* %497, align 8, !dbg !245, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %490, metadata !172, metadata !DIExpression()) #11, !dbg !228
  %498 = icmp eq i64 %490, %231, !dbg !249
  br i1 %498, label %499, label %472, !dbg !187, !llvm.loop !250

499:                                              ; preds = %472, %469
  call void @llvm.dbg.value(metadata i64 %424, metadata !168, metadata !DIExpression()) #11, !dbg !186
  %500 = icmp eq i64 %424, %230, !dbg !251
  br i1 %500, label %320, label %419, !dbg !185, !llvm.loop !252

501:                                              ; preds = %221
  br i1 %35, label %502, label %681, !dbg !188

502:                                              ; preds = %501
  br i1 %36, label %507, label %503, !dbg !219

503:                                              ; preds = %502
  %504 = sext i32 %226 to i64, !dbg !184
  %505 = icmp eq i32 %25, 1
  %506 = add nsw i64 %29, %504
  br label %663, !dbg !184

507:                                              ; preds = %502
  %508 = sext i32 %225 to i64, !dbg !184
  %509 = zext i32 %24 to i64, !dbg !184
  %510 = zext i32 %226 to i64, !dbg !184
  %511 = add nsw i64 %508, %509, !dbg !184
  %512 = and i64 %509, 4294967292, !dbg !184
  %513 = add nsw i64 %512, -4, !dbg !184
  %514 = lshr exact i64 %513, 2, !dbg !184
  %515 = add nuw nsw i64 %514, 1, !dbg !184
  %516 = icmp ult i32 %24, 4
  %517 = and i64 %509, 4294967292
  %518 = and i64 %515, 1
  %519 = icmp eq i64 %513, 0
  %520 = and i64 %515, 9223372036854775806
  %521 = icmp eq i64 %518, 0
  %522 = icmp eq i64 %517, %509
  %523 = and i64 %509, 1
  %524 = icmp eq i64 %523, 0
  %525 = sub nsw i64 0, %509
  %526 = icmp eq i32 %25, 1
  %527 = add nuw nsw i64 %509, %510
  br label %528, !dbg !184

528:                                              ; preds = %660, %507
  %529 = phi double* [ %531, %660 ], [ %32, %507 ]
  %530 = phi i32 [ %661, %660 ], [ 0, %507 ]
  %531 = phi double* [ %529, %660 ], [ %34, %507 ]
  call void @llvm.dbg.value(metadata double* %529, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 %530, metadata !166, metadata !DIExpression()) #11, !dbg !182
  call void @llvm.dbg.value(metadata double* %531, metadata !165, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 1, metadata !168, metadata !DIExpression()) #11, !dbg !186
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()) #11, !dbg !207
  br i1 %516, label %614, label %532, !dbg !219

532:                                              ; preds = %528
  %533 = getelementptr double, double* %531, i64 %509, !dbg !219
  %534 = getelementptr double, double* %531, i64 %508, !dbg !219
  %535 = getelementptr double, double* %531, i64 %511, !dbg !219
  %536 = icmp ult double* %531, %535, !dbg !219
  %537 = icmp ult double* %534, %533, !dbg !219
  %538 = and i1 %536, %537, !dbg !219
  br i1 %538, label %614, label %539, !dbg !219

539:                                              ; preds = %532
  br i1 %519, label %589, label %540, !dbg !219

540:                                              ; preds = %539, %540
  %541 = phi i64 [ %586, %540 ], [ 0, %539 ], !dbg !217
  %542 = phi i64 [ %587, %540 ], [ 0, %539 ]
  %543 = getelementptr inbounds double, double* %529, i64 %541, !dbg !217
  %544 = bitcast double* %543 to <2 x double>*, !dbg !208
  %545 = load <2 x double>, <2 x double>* %544, align 8, !dbg !208, !tbaa !93
  %546 = getelementptr inbounds double, double* %543, i64 2, !dbg !208
  %547 = bitcast double* %546 to <2 x double>*, !dbg !208
  %548 = load <2 x double>, <2 x double>* %547, align 8, !dbg !208, !tbaa !93
  %549 = getelementptr inbounds double, double* %531, i64 %541, !dbg !217
  %550 = bitcast double* %549 to <2 x double>*, !dbg !212
  store <2 x double> %545, <2 x double>* %550, align 8, !dbg !212, !tbaa !93, !alias.scope !254, !noalias !257
  %551 = getelementptr inbounds double, double* %549, i64 2, !dbg !212
  %552 = bitcast double* %551 to <2 x double>*, !dbg !212
  store <2 x double> %548, <2 x double>* %552, align 8, !dbg !212, !tbaa !93, !alias.scope !254, !noalias !257
  %553 = add nsw i64 %541, %508, !dbg !217
  %554 = getelementptr inbounds double, double* %529, i64 %553, !dbg !217
  %555 = bitcast double* %554 to <2 x double>*, !dbg !214
  %556 = load <2 x double>, <2 x double>* %555, align 8, !dbg !214, !tbaa !93
  %557 = getelementptr inbounds double, double* %554, i64 2, !dbg !214
  %558 = bitcast double* %557 to <2 x double>*, !dbg !214
  %559 = load <2 x double>, <2 x double>* %558, align 8, !dbg !214, !tbaa !93
  %560 = getelementptr inbounds double, double* %531, i64 %553, !dbg !217
  %561 = bitcast double* %560 to <2 x double>*, !dbg !216
  store <2 x double> %556, <2 x double>* %561, align 8, !dbg !216, !tbaa !93, !alias.scope !257
  %562 = getelementptr inbounds double, double* %560, i64 2, !dbg !216
  %563 = bitcast double* %562 to <2 x double>*, !dbg !216
  store <2 x double> %559, <2 x double>* %563, align 8, !dbg !216, !tbaa !93, !alias.scope !257
  %564 = or i64 %541, 4, !dbg !217
  %565 = getelementptr inbounds double, double* %529, i64 %564, !dbg !217
  %566 = bitcast double* %565 to <2 x double>*, !dbg !208
  %567 = load <2 x double>, <2 x double>* %566, align 8, !dbg !208, !tbaa !93
  %568 = getelementptr inbounds double, double* %565, i64 2, !dbg !208
  %569 = bitcast double* %568 to <2 x double>*, !dbg !208
  %570 = load <2 x double>, <2 x double>* %569, align 8, !dbg !208, !tbaa !93
  %571 = getelementptr inbounds double, double* %531, i64 %564, !dbg !217
  %572 = bitcast double* %571 to <2 x double>*, !dbg !212
  store <2 x double> %567, <2 x double>* %572, align 8, !dbg !212, !tbaa !93, !alias.scope !254, !noalias !257
  %573 = getelementptr inbounds double, double* %571, i64 2, !dbg !212
  %574 = bitcast double* %573 to <2 x double>*, !dbg !212
  store <2 x double> %570, <2 x double>* %574, align 8, !dbg !212, !tbaa !93, !alias.scope !254, !noalias !257
  %575 = add nsw i64 %564, %508, !dbg !217
  %576 = getelementptr inbounds double, double* %529, i64 %575, !dbg !217
  %577 = bitcast double* %576 to <2 x double>*, !dbg !214
  %578 = load <2 x double>, <2 x double>* %577, align 8, !dbg !214, !tbaa !93
  %579 = getelementptr inbounds double, double* %576, i64 2, !dbg !214
  %580 = bitcast double* %579 to <2 x double>*, !dbg !214
  %581 = load <2 x double>, <2 x double>* %580, align 8, !dbg !214, !tbaa !93
  %582 = getelementptr inbounds double, double* %531, i64 %575, !dbg !217
  %583 = bitcast double* %582 to <2 x double>*, !dbg !216
  store <2 x double> %578, <2 x double>* %583, align 8, !dbg !216, !tbaa !93, !alias.scope !257
  %584 = getelementptr inbounds double, double* %582, i64 2, !dbg !216
  %585 = bitcast double* %584 to <2 x double>*, !dbg !216
  store <2 x double> %581, <2 x double>* %585, align 8, !dbg !216, !tbaa !93, !alias.scope !257
  %586 = add nuw i64 %541, 8, !dbg !217
  %587 = add i64 %542, 2, !dbg !217
  %588 = icmp eq i64 %587, %520, !dbg !217
  br i1 %588, label %589, label %540, !dbg !217, !llvm.loop !259

589:                                              ; preds = %540, %539
  %590 = phi i64 [ 0, %539 ], [ %586, %540 ]
  br i1 %521, label %613, label %591, !dbg !217

591:                                              ; preds = %589
  %592 = getelementptr inbounds double, double* %529, i64 %590, !dbg !217
  %593 = bitcast double* %592 to <2 x double>*, !dbg !208
  %594 = load <2 x double>, <2 x double>* %593, align 8, !dbg !208, !tbaa !93
  %595 = getelementptr inbounds double, double* %592, i64 2, !dbg !208
  %596 = bitcast double* %595 to <2 x double>*, !dbg !208
  %597 = load <2 x double>, <2 x double>* %596, align 8, !dbg !208, !tbaa !93
  %598 = getelementptr inbounds double, double* %531, i64 %590, !dbg !217
  %599 = bitcast double* %598 to <2 x double>*, !dbg !212
  store <2 x double> %594, <2 x double>* %599, align 8, !dbg !212, !tbaa !93, !alias.scope !254, !noalias !257
  %600 = getelementptr inbounds double, double* %598, i64 2, !dbg !212
  %601 = bitcast double* %600 to <2 x double>*, !dbg !212
  store <2 x double> %597, <2 x double>* %601, align 8, !dbg !212, !tbaa !93, !alias.scope !254, !noalias !257
  %602 = add nsw i64 %590, %508, !dbg !217
  %603 = getelementptr inbounds double, double* %529, i64 %602, !dbg !217
  %604 = bitcast double* %603 to <2 x double>*, !dbg !214
  %605 = load <2 x double>, <2 x double>* %604, align 8, !dbg !214, !tbaa !93
  %606 = getelementptr inbounds double, double* %603, i64 2, !dbg !214
  %607 = bitcast double* %606 to <2 x double>*, !dbg !214
  %608 = load <2 x double>, <2 x double>* %607, align 8, !dbg !214, !tbaa !93
  %609 = getelementptr inbounds double, double* %531, i64 %602, !dbg !217
  %610 = bitcast double* %609 to <2 x double>*, !dbg !216
  store <2 x double> %605, <2 x double>* %610, align 8, !dbg !216, !tbaa !93, !alias.scope !257
  %611 = getelementptr inbounds double, double* %609, i64 2, !dbg !216
  %612 = bitcast double* %611 to <2 x double>*, !dbg !216
  store <2 x double> %608, <2 x double>* %612, align 8, !dbg !216, !tbaa !93, !alias.scope !257
  br label %613, !dbg !219

613:                                              ; preds = %589, %591
  br i1 %522, label %629, label %614, !dbg !219

614:                                              ; preds = %532, %528, %613
  %615 = phi i64 [ 0, %532 ], [ 0, %528 ], [ %517, %613 ]
  %616 = xor i64 %615, -1, !dbg !219
  br i1 %524, label %626, label %617, !dbg !219

617:                                              ; preds = %614
  call void @llvm.dbg.value(metadata i64 undef, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %618 = getelementptr inbounds double, double* %529, i64 %615, !dbg !208
  %619 = load double, double* %618, align 8, !dbg !208, !tbaa !93
  %620 = getelementptr inbounds double, double* %531, i64 %615, !dbg !211
  store double %619, double* %620, align 8, !dbg !212, !tbaa !93
  %621 = add nsw i64 %615, %508, !dbg !213
  %622 = getelementptr inbounds double, double* %529, i64 %621, !dbg !214
  %623 = load double, double* %622, align 8, !dbg !214, !tbaa !93
  %624 = getelementptr inbounds double, double* %531, i64 %621, !dbg !215
  store double %623, double* %624, align 8, !dbg !216, !tbaa !93
  %625 = or i64 %615, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %625, metadata !175, metadata !DIExpression()) #11, !dbg !207
  br label %626, !dbg !219

626:                                              ; preds = %617, %614
  %627 = phi i64 [ %615, %614 ], [ %625, %617 ]
  %628 = icmp eq i64 %616, %525, !dbg !219
  br i1 %628, label %629, label %641, !dbg !219

629:                                              ; preds = %613, %641, %626
  call void @llvm.dbg.value(metadata i64 0, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %630 = load double, double* %529, align 8, !dbg !193, !tbaa !93
  store double %630, double* %531, align 8, !dbg !195, !tbaa !93
  %631 = getelementptr inbounds double, double* %529, i64 %510, !dbg !197
  %632 = load double, double* %631, align 8, !dbg !197, !tbaa !93
  %633 = getelementptr inbounds double, double* %531, i64 %510, !dbg !198
  store double %632, double* %633, align 8, !dbg !199, !tbaa !93
  call void @llvm.dbg.value(metadata i64 1, metadata !177, metadata !DIExpression()) #11, !dbg !189
  br i1 %526, label %660, label %634, !dbg !188, !llvm.loop !260

634:                                              ; preds = %629
  call void @llvm.dbg.value(metadata i64 1, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %635 = getelementptr inbounds double, double* %529, i64 %509, !dbg !193
  %636 = load double, double* %635, align 8, !dbg !193, !tbaa !93
  %637 = getelementptr inbounds double, double* %531, i64 %509, !dbg !194
  store double %636, double* %637, align 8, !dbg !195, !tbaa !93
  %638 = getelementptr inbounds double, double* %529, i64 %527, !dbg !197
  %639 = load double, double* %638, align 8, !dbg !197, !tbaa !93
  %640 = getelementptr inbounds double, double* %531, i64 %527, !dbg !198
  store double %639, double* %640, align 8, !dbg !199, !tbaa !93
  call void @llvm.dbg.value(metadata i64 2, metadata !177, metadata !DIExpression()) #11, !dbg !189
  br label %660

641:                                              ; preds = %626, %641
  %642 = phi i64 [ %658, %641 ], [ %627, %626 ]
  call void @llvm.dbg.value(metadata i64 %642, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %643 = getelementptr inbounds double, double* %529, i64 %642, !dbg !208
  %644 = load double, double* %643, align 8, !dbg !208, !tbaa !93
  %645 = getelementptr inbounds double, double* %531, i64 %642, !dbg !211
  store double %644, double* %645, align 8, !dbg !212, !tbaa !93
  %646 = add nsw i64 %642, %508, !dbg !213
  %647 = getelementptr inbounds double, double* %529, i64 %646, !dbg !214
  %648 = load double, double* %647, align 8, !dbg !214, !tbaa !93
  %649 = getelementptr inbounds double, double* %531, i64 %646, !dbg !215
  store double %648, double* %649, align 8, !dbg !216, !tbaa !93
  %650 = add nuw nsw i64 %642, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %650, metadata !175, metadata !DIExpression()) #11, !dbg !207
  call void @llvm.dbg.value(metadata i64 %650, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %651 = getelementptr inbounds double, double* %529, i64 %650, !dbg !208
  %652 = load double, double* %651, align 8, !dbg !208, !tbaa !93
  %653 = getelementptr inbounds double, double* %531, i64 %650, !dbg !211
  store double %652, double* %653, align 8, !dbg !212, !tbaa !93
  %654 = add nsw i64 %650, %508, !dbg !213
  %655 = getelementptr inbounds double, double* %529, i64 %654, !dbg !214
  %656 = load double, double* %655, align 8, !dbg !214, !tbaa !93
  %657 = getelementptr inbounds double, double* %531, i64 %654, !dbg !215
  store double %656, double* %657, align 8, !dbg !216, !tbaa !93
  %658 = add nuw nsw i64 %642, 2, !dbg !217
  call void @llvm.dbg.value(metadata i64 %658, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %659 = icmp eq i64 %658, %509, !dbg !218
  br i1 %659, label %629, label %641, !dbg !219, !llvm.loop !261

660:                                              ; preds = %634, %629
  call void @llvm.dbg.value(metadata double* %529, metadata !179, metadata !DIExpression()) #11, !dbg !201
  call void @llvm.dbg.value(metadata double* %531, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata double* %529, metadata !165, metadata !DIExpression()) #11, !dbg !180
  %661 = add nuw nsw i32 %530, 1, !dbg !200
  call void @llvm.dbg.value(metadata i32 %661, metadata !166, metadata !DIExpression()) #11, !dbg !182
  %662 = icmp eq i32 %661, %26, !dbg !183
  br i1 %662, label %823, label %528, !dbg !184, !llvm.loop !262

663:                                              ; preds = %678, %503
  %664 = phi double* [ %666, %678 ], [ %32, %503 ]
  %665 = phi i32 [ %679, %678 ], [ 0, %503 ]
  %666 = phi double* [ %664, %678 ], [ %34, %503 ]
  call void @llvm.dbg.value(metadata double* %664, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 %665, metadata !166, metadata !DIExpression()) #11, !dbg !182
  call void @llvm.dbg.value(metadata double* %666, metadata !165, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 1, metadata !168, metadata !DIExpression()) #11, !dbg !186
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()) #11, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !177, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata i64 0, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %667 = load double, double* %664, align 8, !dbg !193, !tbaa !93
  store double %667, double* %666, align 8, !dbg !195, !tbaa !93
  %668 = getelementptr inbounds double, double* %664, i64 %504, !dbg !197
  %669 = load double, double* %668, align 8, !dbg !197, !tbaa !93
  %670 = getelementptr inbounds double, double* %666, i64 %504, !dbg !198
  store double %669, double* %670, align 8, !dbg !199, !tbaa !93
  call void @llvm.dbg.value(metadata i64 1, metadata !177, metadata !DIExpression()) #11, !dbg !189
  br i1 %505, label %678, label %671, !dbg !188, !llvm.loop !263

671:                                              ; preds = %663
  call void @llvm.dbg.value(metadata i64 1, metadata !177, metadata !DIExpression()) #11, !dbg !189
  %672 = getelementptr inbounds double, double* %664, i64 %29, !dbg !193
  %673 = load double, double* %672, align 8, !dbg !193, !tbaa !93
  %674 = getelementptr inbounds double, double* %666, i64 %29, !dbg !194
  store double %673, double* %674, align 8, !dbg !195, !tbaa !93
  %675 = getelementptr inbounds double, double* %664, i64 %506, !dbg !197
  %676 = load double, double* %675, align 8, !dbg !197, !tbaa !93
  %677 = getelementptr inbounds double, double* %666, i64 %506, !dbg !198
  store double %676, double* %677, align 8, !dbg !199, !tbaa !93
  call void @llvm.dbg.value(metadata i64 2, metadata !177, metadata !DIExpression()) #11, !dbg !189
  br label %678

678:                                              ; preds = %671, %663
  call void @llvm.dbg.value(metadata double* %664, metadata !179, metadata !DIExpression()) #11, !dbg !201
  call void @llvm.dbg.value(metadata double* %666, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata double* %664, metadata !165, metadata !DIExpression()) #11, !dbg !180
  %679 = add nuw nsw i32 %665, 1, !dbg !200
  call void @llvm.dbg.value(metadata i32 %679, metadata !166, metadata !DIExpression()) #11, !dbg !182
  %680 = icmp eq i32 %679, %26, !dbg !183
  br i1 %680, label %823, label %663, !dbg !184, !llvm.loop !264

681:                                              ; preds = %501
  br i1 %36, label %682, label %823, !dbg !219

682:                                              ; preds = %681
  %683 = sext i32 %225 to i64, !dbg !184
  %684 = zext i32 %24 to i64
  %685 = add nsw i64 %683, %684, !dbg !184
  %686 = and i64 %684, 4294967292, !dbg !184
  %687 = add nsw i64 %686, -4, !dbg !184
  %688 = lshr exact i64 %687, 2, !dbg !184
  %689 = add nuw nsw i64 %688, 1, !dbg !184
  %690 = icmp ult i32 %24, 4
  %691 = and i64 %684, 4294967292
  %692 = and i64 %689, 1
  %693 = icmp eq i64 %687, 0
  %694 = and i64 %689, 9223372036854775806
  %695 = icmp eq i64 %692, 0
  %696 = icmp eq i64 %691, %684
  %697 = and i64 %684, 1
  %698 = icmp eq i64 %697, 0
  %699 = sub nsw i64 0, %684
  br label %700, !dbg !184

700:                                              ; preds = %820, %682
  %701 = phi double* [ %703, %820 ], [ %32, %682 ]
  %702 = phi i32 [ %821, %820 ], [ 0, %682 ]
  %703 = phi double* [ %701, %820 ], [ %34, %682 ]
  call void @llvm.dbg.value(metadata double* %701, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 %702, metadata !166, metadata !DIExpression()) #11, !dbg !182
  call void @llvm.dbg.value(metadata double* %703, metadata !165, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata i32 1, metadata !168, metadata !DIExpression()) #11, !dbg !186
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()) #11, !dbg !207
  br i1 %690, label %786, label %704, !dbg !219

704:                                              ; preds = %700
  %705 = getelementptr double, double* %703, i64 %684, !dbg !219
  %706 = getelementptr double, double* %703, i64 %683, !dbg !219
  %707 = getelementptr double, double* %703, i64 %685, !dbg !219
  %708 = icmp ult double* %703, %707, !dbg !219
  %709 = icmp ult double* %706, %705, !dbg !219
  %710 = and i1 %708, %709, !dbg !219
  br i1 %710, label %786, label %711, !dbg !219

711:                                              ; preds = %704
  br i1 %693, label %761, label %712, !dbg !219

712:                                              ; preds = %711, %712
  %713 = phi i64 [ %758, %712 ], [ 0, %711 ], !dbg !217
  %714 = phi i64 [ %759, %712 ], [ 0, %711 ]
  %715 = getelementptr inbounds double, double* %701, i64 %713, !dbg !217
  %716 = bitcast double* %715 to <2 x double>*, !dbg !208
  %717 = load <2 x double>, <2 x double>* %716, align 8, !dbg !208, !tbaa !93
  %718 = getelementptr inbounds double, double* %715, i64 2, !dbg !208
  %719 = bitcast double* %718 to <2 x double>*, !dbg !208
  %720 = load <2 x double>, <2 x double>* %719, align 8, !dbg !208, !tbaa !93
  %721 = getelementptr inbounds double, double* %703, i64 %713, !dbg !217
  %722 = bitcast double* %721 to <2 x double>*, !dbg !212
  store <2 x double> %717, <2 x double>* %722, align 8, !dbg !212, !tbaa !93, !alias.scope !265, !noalias !268
  %723 = getelementptr inbounds double, double* %721, i64 2, !dbg !212
  %724 = bitcast double* %723 to <2 x double>*, !dbg !212
  store <2 x double> %720, <2 x double>* %724, align 8, !dbg !212, !tbaa !93, !alias.scope !265, !noalias !268
  %725 = add nsw i64 %713, %683, !dbg !217
  %726 = getelementptr inbounds double, double* %701, i64 %725, !dbg !217
  %727 = bitcast double* %726 to <2 x double>*, !dbg !214
  %728 = load <2 x double>, <2 x double>* %727, align 8, !dbg !214, !tbaa !93
  %729 = getelementptr inbounds double, double* %726, i64 2, !dbg !214
  %730 = bitcast double* %729 to <2 x double>*, !dbg !214
  %731 = load <2 x double>, <2 x double>* %730, align 8, !dbg !214, !tbaa !93
  %732 = getelementptr inbounds double, double* %703, i64 %725, !dbg !217
  %733 = bitcast double* %732 to <2 x double>*, !dbg !216
  store <2 x double> %728, <2 x double>* %733, align 8, !dbg !216, !tbaa !93, !alias.scope !268
  %734 = getelementptr inbounds double, double* %732, i64 2, !dbg !216
  %735 = bitcast double* %734 to <2 x double>*, !dbg !216
  store <2 x double> %731, <2 x double>* %735, align 8, !dbg !216, !tbaa !93, !alias.scope !268
  %736 = or i64 %713, 4, !dbg !217
  %737 = getelementptr inbounds double, double* %701, i64 %736, !dbg !217
  %738 = bitcast double* %737 to <2 x double>*, !dbg !208
  %739 = load <2 x double>, <2 x double>* %738, align 8, !dbg !208, !tbaa !93
  %740 = getelementptr inbounds double, double* %737, i64 2, !dbg !208
  %741 = bitcast double* %740 to <2 x double>*, !dbg !208
  %742 = load <2 x double>, <2 x double>* %741, align 8, !dbg !208, !tbaa !93
  %743 = getelementptr inbounds double, double* %703, i64 %736, !dbg !217
  %744 = bitcast double* %743 to <2 x double>*, !dbg !212
  store <2 x double> %739, <2 x double>* %744, align 8, !dbg !212, !tbaa !93, !alias.scope !265, !noalias !268
  %745 = getelementptr inbounds double, double* %743, i64 2, !dbg !212
  %746 = bitcast double* %745 to <2 x double>*, !dbg !212
  store <2 x double> %742, <2 x double>* %746, align 8, !dbg !212, !tbaa !93, !alias.scope !265, !noalias !268
  %747 = add nsw i64 %736, %683, !dbg !217
  %748 = getelementptr inbounds double, double* %701, i64 %747, !dbg !217
  %749 = bitcast double* %748 to <2 x double>*, !dbg !214
  %750 = load <2 x double>, <2 x double>* %749, align 8, !dbg !214, !tbaa !93
  %751 = getelementptr inbounds double, double* %748, i64 2, !dbg !214
  %752 = bitcast double* %751 to <2 x double>*, !dbg !214
  %753 = load <2 x double>, <2 x double>* %752, align 8, !dbg !214, !tbaa !93
  %754 = getelementptr inbounds double, double* %703, i64 %747, !dbg !217
  %755 = bitcast double* %754 to <2 x double>*, !dbg !216
  store <2 x double> %750, <2 x double>* %755, align 8, !dbg !216, !tbaa !93, !alias.scope !268
  %756 = getelementptr inbounds double, double* %754, i64 2, !dbg !216
  %757 = bitcast double* %756 to <2 x double>*, !dbg !216
  store <2 x double> %753, <2 x double>* %757, align 8, !dbg !216, !tbaa !93, !alias.scope !268
  %758 = add nuw i64 %713, 8, !dbg !217
  %759 = add i64 %714, 2, !dbg !217
  %760 = icmp eq i64 %759, %694, !dbg !217
  br i1 %760, label %761, label %712, !dbg !217, !llvm.loop !270

761:                                              ; preds = %712, %711
  %762 = phi i64 [ 0, %711 ], [ %758, %712 ]
  br i1 %695, label %785, label %763, !dbg !217

763:                                              ; preds = %761
  %764 = getelementptr inbounds double, double* %701, i64 %762, !dbg !217
  %765 = bitcast double* %764 to <2 x double>*, !dbg !208
  %766 = load <2 x double>, <2 x double>* %765, align 8, !dbg !208, !tbaa !93
  %767 = getelementptr inbounds double, double* %764, i64 2, !dbg !208
  %768 = bitcast double* %767 to <2 x double>*, !dbg !208
  %769 = load <2 x double>, <2 x double>* %768, align 8, !dbg !208, !tbaa !93
  %770 = getelementptr inbounds double, double* %703, i64 %762, !dbg !217
  %771 = bitcast double* %770 to <2 x double>*, !dbg !212
  store <2 x double> %766, <2 x double>* %771, align 8, !dbg !212, !tbaa !93, !alias.scope !265, !noalias !268
  %772 = getelementptr inbounds double, double* %770, i64 2, !dbg !212
  %773 = bitcast double* %772 to <2 x double>*, !dbg !212
  store <2 x double> %769, <2 x double>* %773, align 8, !dbg !212, !tbaa !93, !alias.scope !265, !noalias !268
  %774 = add nsw i64 %762, %683, !dbg !217
  %775 = getelementptr inbounds double, double* %701, i64 %774, !dbg !217
  %776 = bitcast double* %775 to <2 x double>*, !dbg !214
  %777 = load <2 x double>, <2 x double>* %776, align 8, !dbg !214, !tbaa !93
  %778 = getelementptr inbounds double, double* %775, i64 2, !dbg !214
  %779 = bitcast double* %778 to <2 x double>*, !dbg !214
  %780 = load <2 x double>, <2 x double>* %779, align 8, !dbg !214, !tbaa !93
  %781 = getelementptr inbounds double, double* %703, i64 %774, !dbg !217
  %782 = bitcast double* %781 to <2 x double>*, !dbg !216
  store <2 x double> %777, <2 x double>* %782, align 8, !dbg !216, !tbaa !93, !alias.scope !268
  %783 = getelementptr inbounds double, double* %781, i64 2, !dbg !216
  %784 = bitcast double* %783 to <2 x double>*, !dbg !216
  store <2 x double> %780, <2 x double>* %784, align 8, !dbg !216, !tbaa !93, !alias.scope !268
  br label %785, !dbg !219

785:                                              ; preds = %761, %763
  br i1 %696, label %820, label %786, !dbg !219

786:                                              ; preds = %704, %700, %785
  %787 = phi i64 [ 0, %704 ], [ 0, %700 ], [ %691, %785 ]
  %788 = xor i64 %787, -1, !dbg !219
  br i1 %698, label %798, label %789, !dbg !219

789:                                              ; preds = %786
  call void @llvm.dbg.value(metadata i64 undef, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %790 = getelementptr inbounds double, double* %701, i64 %787, !dbg !208
  %791 = load double, double* %790, align 8, !dbg !208, !tbaa !93
  %792 = getelementptr inbounds double, double* %703, i64 %787, !dbg !211
  store double %791, double* %792, align 8, !dbg !212, !tbaa !93
  %793 = add nsw i64 %787, %683, !dbg !213
  %794 = getelementptr inbounds double, double* %701, i64 %793, !dbg !214
  %795 = load double, double* %794, align 8, !dbg !214, !tbaa !93
  %796 = getelementptr inbounds double, double* %703, i64 %793, !dbg !215
  store double %795, double* %796, align 8, !dbg !216, !tbaa !93
  %797 = or i64 %787, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %797, metadata !175, metadata !DIExpression()) #11, !dbg !207
  br label %798, !dbg !219

798:                                              ; preds = %789, %786
  %799 = phi i64 [ %787, %786 ], [ %797, %789 ]
  %800 = icmp eq i64 %788, %699, !dbg !219
  br i1 %800, label %820, label %801, !dbg !219

801:                                              ; preds = %798, %801
  %802 = phi i64 [ %818, %801 ], [ %799, %798 ]
  call void @llvm.dbg.value(metadata i64 %802, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %803 = getelementptr inbounds double, double* %701, i64 %802, !dbg !208
  %804 = load double, double* %803, align 8, !dbg !208, !tbaa !93
  %805 = getelementptr inbounds double, double* %703, i64 %802, !dbg !211
  store double %804, double* %805, align 8, !dbg !212, !tbaa !93
  %806 = add nsw i64 %802, %683, !dbg !213
  %807 = getelementptr inbounds double, double* %701, i64 %806, !dbg !214
  %808 = load double, double* %807, align 8, !dbg !214, !tbaa !93
  %809 = getelementptr inbounds double, double* %703, i64 %806, !dbg !215
  store double %808, double* %809, align 8, !dbg !216, !tbaa !93
  %810 = add nuw nsw i64 %802, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %810, metadata !175, metadata !DIExpression()) #11, !dbg !207
  call void @llvm.dbg.value(metadata i64 %810, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %811 = getelementptr inbounds double, double* %701, i64 %810, !dbg !208
  %812 = load double, double* %811, align 8, !dbg !208, !tbaa !93
  %813 = getelementptr inbounds double, double* %703, i64 %810, !dbg !211
  store double %812, double* %813, align 8, !dbg !212, !tbaa !93
  %814 = add nsw i64 %810, %683, !dbg !213
  %815 = getelementptr inbounds double, double* %701, i64 %814, !dbg !214
  %816 = load double, double* %815, align 8, !dbg !214, !tbaa !93
  %817 = getelementptr inbounds double, double* %703, i64 %814, !dbg !215
  store double %816, double* %817, align 8, !dbg !216, !tbaa !93
  %818 = add nuw nsw i64 %802, 2, !dbg !217
  call void @llvm.dbg.value(metadata i64 %818, metadata !175, metadata !DIExpression()) #11, !dbg !207
  %819 = icmp eq i64 %818, %684, !dbg !218
  br i1 %819, label %820, label %801, !dbg !219, !llvm.loop !271

820:                                              ; preds = %798, %801, %785
  call void @llvm.dbg.value(metadata i32 0, metadata !177, metadata !DIExpression()) #11, !dbg !189
  call void @llvm.dbg.value(metadata double* %701, metadata !179, metadata !DIExpression()) #11, !dbg !201
  call void @llvm.dbg.value(metadata double* %703, metadata !164, metadata !DIExpression()) #11, !dbg !180
  call void @llvm.dbg.value(metadata double* %701, metadata !165, metadata !DIExpression()) #11, !dbg !180
  %821 = add nuw nsw i32 %702, 1, !dbg !200
  call void @llvm.dbg.value(metadata i32 %821, metadata !166, metadata !DIExpression()) #11, !dbg !182
  %822 = icmp eq i32 %821, %26, !dbg !183
  br i1 %822, label %823, label %700, !dbg !184, !llvm.loop !272

823:                                              ; preds = %820, %678, %660, %273, %210, %681
  %824 = bitcast %struct.timespec* %3 to i8*, !dbg !273
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %824) #11, !dbg !273
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !133, metadata !DIExpression()) #11, !dbg !275
  %825 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #11, !dbg !276
  %826 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !277
  %827 = load i64, i64* %826, align 8, !dbg !277, !tbaa !147
  %828 = sitofp i64 %827 to double, !dbg !278
  %829 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !279
  %830 = load i64, i64* %829, align 8, !dbg !279, !tbaa !152
  %831 = sitofp i64 %830 to double, !dbg !280
  %832 = call double @llvm.fmuladd.f64(double %831, double 1.000000e-09, double %828) #11, !dbg !281
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %824) #11, !dbg !282
  call void @llvm.dbg.value(metadata double %832, metadata !29, metadata !DIExpression()), !dbg !31
  %833 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !283, !tbaa !35
  %834 = fsub double %832, %219, !dbg !284
  %835 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %833, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %834) #12, !dbg !285
  %836 = and i32 %26, 1, !dbg !286
  %837 = icmp eq i32 %836, 0, !dbg !286
  %838 = select i1 %837, double* %32, double* %34, !dbg !287
  call void @llvm.dbg.value(metadata double* %838, metadata !30, metadata !DIExpression()), !dbg !31
  %839 = icmp sgt i32 %0, 42, !dbg !288
  br i1 %839, label %840, label %872, !dbg !290

840:                                              ; preds = %823
  %841 = load i8*, i8** %1, align 8, !dbg !291, !tbaa !35
  %842 = load i8, i8* %841, align 1, !dbg !292
  %843 = icmp eq i8 %842, 0, !dbg !292
  br i1 %843, label %844, label %872, !dbg !293

844:                                              ; preds = %840
  call void @llvm.dbg.value(metadata i32 %10, metadata !294, metadata !DIExpression()) #11, !dbg !309
  call void @llvm.dbg.value(metadata i32 %16, metadata !301, metadata !DIExpression()) #11, !dbg !309
  call void @llvm.dbg.value(metadata double* %838, metadata !302, metadata !DIExpression()) #11, !dbg !309
  call void @llvm.dbg.value(metadata i32 0, metadata !303, metadata !DIExpression()) #11, !dbg !311
  br i1 %35, label %845, label %929, !dbg !312

845:                                              ; preds = %844
  br i1 %36, label %846, label %866, !dbg !313

846:                                              ; preds = %845
  %847 = zext i32 %24 to i64, !dbg !312
  %848 = zext i32 %25 to i64, !dbg !314
  br label %849, !dbg !312

849:                                              ; preds = %861, %846
  %850 = phi i64 [ 0, %846 ], [ %864, %861 ]
  call void @llvm.dbg.value(metadata i64 %850, metadata !303, metadata !DIExpression()) #11, !dbg !311
  call void @llvm.dbg.value(metadata i32 0, metadata !305, metadata !DIExpression()) #11, !dbg !315
  %851 = mul nuw nsw i64 %850, %847
  br label %852, !dbg !313

852:                                              ; preds = %852, %849
  %853 = phi i64 [ 0, %849 ], [ %859, %852 ]
  call void @llvm.dbg.value(metadata i64 %853, metadata !305, metadata !DIExpression()) #11, !dbg !315
  %854 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !316, !tbaa !35
  %855 = add nuw nsw i64 %853, %851, !dbg !318
  %856 = getelementptr inbounds double, double* %838, i64 %855, !dbg !319
  %857 = load double, double* %856, align 8, !dbg !319, !tbaa !93
  %858 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %854, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), double noundef %857) #13, !dbg !320
  %859 = add nuw nsw i64 %853, 1, !dbg !321
  call void @llvm.dbg.value(metadata i64 %859, metadata !305, metadata !DIExpression()) #11, !dbg !315
  %860 = icmp eq i64 %859, %847, !dbg !322
  br i1 %860, label %861, label %852, !dbg !313, !llvm.loop !323

861:                                              ; preds = %852
  %862 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !325, !tbaa !35
  %863 = call i32 @fputc(i32 10, %struct._IO_FILE* %862) #11, !dbg !326
  %864 = add nuw nsw i64 %850, 1, !dbg !327
  call void @llvm.dbg.value(metadata i64 %864, metadata !303, metadata !DIExpression()) #11, !dbg !311
  %865 = icmp eq i64 %864, %848, !dbg !314
  br i1 %865, label %872, label %849, !dbg !312, !llvm.loop !328

866:                                              ; preds = %845, %866
  %867 = phi i32 [ %870, %866 ], [ 0, %845 ]
  call void @llvm.dbg.value(metadata i32 %867, metadata !303, metadata !DIExpression()) #11, !dbg !311
  call void @llvm.dbg.value(metadata i32 0, metadata !305, metadata !DIExpression()) #11, !dbg !315
  %868 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !325, !tbaa !35
  %869 = call i32 @fputc(i32 10, %struct._IO_FILE* %868) #11, !dbg !326
  %870 = add nuw nsw i32 %867, 1, !dbg !327
  call void @llvm.dbg.value(metadata i32 %870, metadata !303, metadata !DIExpression()) #11, !dbg !311
  %871 = icmp eq i32 %870, %25, !dbg !314
  br i1 %871, label %872, label %866, !dbg !312, !llvm.loop !330

872:                                              ; preds = %866, %861, %840, %823
  call void @llvm.dbg.value(metadata i32 %10, metadata !331, metadata !DIExpression()) #11, !dbg !344
  call void @llvm.dbg.value(metadata i32 %16, metadata !336, metadata !DIExpression()) #11, !dbg !344
  call void @llvm.dbg.value(metadata double* %838, metadata !337, metadata !DIExpression()) #11, !dbg !344
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !338, metadata !DIExpression()) #11, !dbg !344
  call void @llvm.dbg.value(metadata i32 0, metadata !339, metadata !DIExpression()) #11, !dbg !346
  %873 = and i1 %36, %35, !dbg !347
  br i1 %873, label %874, label %929, !dbg !347

874:                                              ; preds = %872
  %875 = zext i32 %24 to i64, !dbg !347
  %876 = zext i32 %25 to i64, !dbg !348
  %877 = and i64 %875, 1
  %878 = icmp eq i32 %24, 1
  %879 = and i64 %875, 4294967294
  %880 = icmp eq i64 %877, 0
  br label %881, !dbg !347

881:                                              ; preds = %925, %874
  %882 = phi i64 [ 0, %874 ], [ %927, %925 ]
  %883 = phi double [ 0.000000e+00, %874 ], [ %926, %925 ]
  call void @llvm.dbg.value(metadata i64 %882, metadata !339, metadata !DIExpression()) #11, !dbg !346
  call void @llvm.dbg.value(metadata i32 0, metadata !341, metadata !DIExpression()) #11, !dbg !349
  call void @llvm.dbg.value(metadata double %883, metadata !338, metadata !DIExpression()) #11, !dbg !344
  %884 = mul nuw nsw i64 %882, %875
  br i1 %878, label %911, label %885, !dbg !350

885:                                              ; preds = %881, %885
  %886 = phi i64 [ %908, %885 ], [ 0, %881 ]
  %887 = phi double [ %907, %885 ], [ %883, %881 ]
  %888 = phi i64 [ %909, %885 ], [ 0, %881 ]
  call void @llvm.dbg.value(metadata i64 %886, metadata !341, metadata !DIExpression()) #11, !dbg !349
  call void @llvm.dbg.value(metadata double %887, metadata !338, metadata !DIExpression()) #11, !dbg !344
  %889 = add nuw nsw i64 %886, %884, !dbg !351
  %890 = getelementptr inbounds double, double* %838, i64 %889, !dbg !353
  %891 = load double, double* %890, align 8, !dbg !353, !tbaa !93
  %892 = add nuw nsw i64 %886, %882, !dbg !354
  %893 = trunc i64 %892 to i32, !dbg !355
  %894 = urem i32 %893, 3, !dbg !355
  %895 = add nuw nsw i32 %894, 1, !dbg !356
  %896 = sitofp i32 %895 to double, !dbg !357
  %897 = call double @llvm.fmuladd.f64(double %891, double %896, double %887) #11, !dbg !358
  call void @llvm.dbg.value(metadata double %897, metadata !338, metadata !DIExpression()) #11, !dbg !344
  %898 = or i64 %886, 1, !dbg !359
  call void @llvm.dbg.value(metadata i64 %898, metadata !341, metadata !DIExpression()) #11, !dbg !349
  call void @llvm.dbg.value(metadata i64 %898, metadata !341, metadata !DIExpression()) #11, !dbg !349
  call void @llvm.dbg.value(metadata double %897, metadata !338, metadata !DIExpression()) #11, !dbg !344
  %899 = add nuw nsw i64 %898, %884, !dbg !351
  %900 = getelementptr inbounds double, double* %838, i64 %899, !dbg !353
  %901 = load double, double* %900, align 8, !dbg !353, !tbaa !93
  %902 = add nuw nsw i64 %898, %882, !dbg !354
  %903 = trunc i64 %902 to i32, !dbg !355
  %904 = urem i32 %903, 3, !dbg !355
  %905 = add nuw nsw i32 %904, 1, !dbg !356
  %906 = sitofp i32 %905 to double, !dbg !357
  %907 = call double @llvm.fmuladd.f64(double %901, double %906, double %897) #11, !dbg !358
  call void @llvm.dbg.value(metadata double %907, metadata !338, metadata !DIExpression()) #11, !dbg !344
  %908 = add nuw nsw i64 %886, 2, !dbg !359
  call void @llvm.dbg.value(metadata i64 %908, metadata !341, metadata !DIExpression()) #11, !dbg !349
  %909 = add i64 %888, 2, !dbg !350
  %910 = icmp eq i64 %909, %879, !dbg !350
  br i1 %910, label %911, label %885, !dbg !350, !llvm.loop !360

911:                                              ; preds = %885, %881
  %912 = phi double [ undef, %881 ], [ %907, %885 ]
  %913 = phi i64 [ 0, %881 ], [ %908, %885 ]
  %914 = phi double [ %883, %881 ], [ %907, %885 ]
  br i1 %880, label %925, label %915, !dbg !350

915:                                              ; preds = %911
  call void @llvm.dbg.value(metadata i64 %913, metadata !341, metadata !DIExpression()) #11, !dbg !349
  call void @llvm.dbg.value(metadata double %914, metadata !338, metadata !DIExpression()) #11, !dbg !344
  %916 = add nuw nsw i64 %913, %884, !dbg !351
  %917 = getelementptr inbounds double, double* %838, i64 %916, !dbg !353
  %918 = load double, double* %917, align 8, !dbg !353, !tbaa !93
  %919 = add nuw nsw i64 %913, %882, !dbg !354
  %920 = trunc i64 %919 to i32, !dbg !355
  %921 = urem i32 %920, 3, !dbg !355
  %922 = add nuw nsw i32 %921, 1, !dbg !356
  %923 = sitofp i32 %922 to double, !dbg !357
  %924 = call double @llvm.fmuladd.f64(double %918, double %923, double %914) #11, !dbg !358
  call void @llvm.dbg.value(metadata double %924, metadata !338, metadata !DIExpression()) #11, !dbg !344
  call void @llvm.dbg.value(metadata i64 %913, metadata !341, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !349
  br label %925, !dbg !362

925:                                              ; preds = %911, %915
  %926 = phi double [ %912, %911 ], [ %924, %915 ], !dbg !358
  %927 = add nuw nsw i64 %882, 1, !dbg !362
  call void @llvm.dbg.value(metadata i64 %927, metadata !339, metadata !DIExpression()) #11, !dbg !346
  call void @llvm.dbg.value(metadata double undef, metadata !338, metadata !DIExpression()) #11, !dbg !344
  %928 = icmp eq i64 %927, %876, !dbg !348
  br i1 %928, label %929, label %881, !dbg !347, !llvm.loop !363

929:                                              ; preds = %925, %844, %872
  %930 = phi double [ 0.000000e+00, %872 ], [ 0.000000e+00, %844 ], [ %926, %925 ], !dbg !365
  %931 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %930), !dbg !366
  call void @free(i8* noundef %31) #11, !dbg !367
  call void @free(i8* noundef %33) #11, !dbg !368
  ret i32 0, !dbg !369
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
declare !dbg !370 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

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
!90 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !86)
!91 = !DILocation(line: 22, column: 20, scope: !92, inlinedAt: !86)
!92 = distinct !DILexicalBlock(scope: !81, file: !1, line: 21, column: 5)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !37, i64 0}
!95 = !DILocation(line: 0, scope: !81, inlinedAt: !86)
!96 = !DILocation(line: 0, scope: !84, inlinedAt: !86)
!97 = !DILocation(line: 23, column: 3, scope: !84, inlinedAt: !86)
!98 = !DILocation(line: 23, column: 21, scope: !99, inlinedAt: !86)
!99 = distinct !DILexicalBlock(scope: !84, file: !1, line: 23, column: 3)
!100 = !DILocation(line: 23, column: 27, scope: !99, inlinedAt: !86)
!101 = !DILocation(line: 24, column: 18, scope: !99, inlinedAt: !86)
!102 = distinct !{!102, !97, !103, !104, !105}
!103 = !DILocation(line: 24, column: 20, scope: !84, inlinedAt: !86)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !{!"llvm.loop.isvectorized", i32 1}
!106 = distinct !{!106, !107}
!107 = !{!"llvm.loop.unroll.disable"}
!108 = !DILocation(line: 24, column: 5, scope: !99, inlinedAt: !86)
!109 = distinct !{!109, !97, !103, !104, !110, !105}
!110 = !{!"llvm.loop.unroll.runtime.disable"}
!111 = !DILocation(line: 0, scope: !72, inlinedAt: !112)
!112 = distinct !DILocation(line: 78, column: 3, scope: !15)
!113 = !DILocation(line: 0, scope: !79, inlinedAt: !112)
!114 = !DILocation(line: 20, column: 3, scope: !79, inlinedAt: !112)
!115 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !112)
!116 = !DILocation(line: 22, column: 20, scope: !92, inlinedAt: !112)
!117 = !DILocation(line: 0, scope: !81, inlinedAt: !112)
!118 = !DILocation(line: 0, scope: !84, inlinedAt: !112)
!119 = !DILocation(line: 23, column: 3, scope: !84, inlinedAt: !112)
!120 = !DILocation(line: 23, column: 27, scope: !99, inlinedAt: !112)
!121 = !DILocation(line: 24, column: 18, scope: !99, inlinedAt: !112)
!122 = distinct !{!122, !119, !123, !104, !105}
!123 = !DILocation(line: 24, column: 20, scope: !84, inlinedAt: !112)
!124 = distinct !{!124, !107}
!125 = !DILocation(line: 24, column: 5, scope: !99, inlinedAt: !112)
!126 = !DILocation(line: 23, column: 21, scope: !99, inlinedAt: !112)
!127 = distinct !{!127, !119, !123, !104, !110, !105}
!128 = !DILocation(line: 13, column: 3, scope: !129, inlinedAt: !143)
!129 = distinct !DISubprogram(name: "wall", scope: !1, file: !1, line: 11, type: !130, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!26}
!132 = !{!133}
!133 = !DILocalVariable(name: "ts", scope: !129, file: !1, line: 13, type: !134)
!134 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !135, line: 11, size: 128, elements: !136)
!135 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!136 = !{!137, !141}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !134, file: !135, line: 16, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !139, line: 160, baseType: !140)
!139 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!140 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !134, file: !135, line: 21, baseType: !142, size: 64, offset: 64)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !139, line: 197, baseType: !140)
!143 = distinct !DILocation(line: 79, column: 15, scope: !15)
!144 = !DILocation(line: 13, column: 19, scope: !129, inlinedAt: !143)
!145 = !DILocation(line: 14, column: 3, scope: !129, inlinedAt: !143)
!146 = !DILocation(line: 15, column: 13, scope: !129, inlinedAt: !143)
!147 = !{!148, !149, i64 0}
!148 = !{!"timespec", !149, i64 0, !149, i64 8}
!149 = !{!"long", !37, i64 0}
!150 = !DILocation(line: 15, column: 10, scope: !129, inlinedAt: !143)
!151 = !DILocation(line: 15, column: 25, scope: !129, inlinedAt: !143)
!152 = !{!148, !149, i64 8}
!153 = !DILocation(line: 15, column: 22, scope: !129, inlinedAt: !143)
!154 = !DILocation(line: 15, column: 20, scope: !129, inlinedAt: !143)
!155 = !DILocation(line: 16, column: 1, scope: !129, inlinedAt: !143)
!156 = !DILocalVariable(name: "n", arg: 1, scope: !157, file: !1, line: 27, type: !3)
!157 = distinct !DISubprogram(name: "kernel_heat", scope: !1, file: !1, line: 27, type: !158, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !3, !3, !3, !26, !25, !25}
!160 = !{!156, !161, !162, !163, !164, !165, !166, !168, !172, !175, !177, !179}
!161 = !DILocalVariable(name: "m", arg: 2, scope: !157, file: !1, line: 27, type: !3)
!162 = !DILocalVariable(name: "steps", arg: 3, scope: !157, file: !1, line: 27, type: !3)
!163 = !DILocalVariable(name: "alpha", arg: 4, scope: !157, file: !1, line: 27, type: !26)
!164 = !DILocalVariable(name: "u", arg: 5, scope: !157, file: !1, line: 27, type: !25)
!165 = !DILocalVariable(name: "v", arg: 6, scope: !157, file: !1, line: 28, type: !25)
!166 = !DILocalVariable(name: "t", scope: !167, file: !1, line: 30, type: !3)
!167 = distinct !DILexicalBlock(scope: !157, file: !1, line: 30, column: 3)
!168 = !DILocalVariable(name: "i", scope: !169, file: !1, line: 31, type: !3)
!169 = distinct !DILexicalBlock(scope: !170, file: !1, line: 31, column: 5)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 30, column: 35)
!171 = distinct !DILexicalBlock(scope: !167, file: !1, line: 30, column: 3)
!172 = !DILocalVariable(name: "j", scope: !173, file: !1, line: 32, type: !3)
!173 = distinct !DILexicalBlock(scope: !174, file: !1, line: 32, column: 7)
!174 = distinct !DILexicalBlock(scope: !169, file: !1, line: 31, column: 5)
!175 = !DILocalVariable(name: "j", scope: !176, file: !1, line: 37, type: !3)
!176 = distinct !DILexicalBlock(scope: !170, file: !1, line: 37, column: 5)
!177 = !DILocalVariable(name: "i", scope: !178, file: !1, line: 41, type: !3)
!178 = distinct !DILexicalBlock(scope: !170, file: !1, line: 41, column: 5)
!179 = !DILocalVariable(name: "tmp", scope: !170, file: !1, line: 45, type: !25)
!180 = !DILocation(line: 0, scope: !157, inlinedAt: !181)
!181 = distinct !DILocation(line: 80, column: 3, scope: !15)
!182 = !DILocation(line: 0, scope: !167, inlinedAt: !181)
!183 = !DILocation(line: 30, column: 21, scope: !171, inlinedAt: !181)
!184 = !DILocation(line: 30, column: 3, scope: !167, inlinedAt: !181)
!185 = !DILocation(line: 31, column: 5, scope: !169, inlinedAt: !181)
!186 = !DILocation(line: 0, scope: !169, inlinedAt: !181)
!187 = !DILocation(line: 32, column: 7, scope: !173, inlinedAt: !181)
!188 = !DILocation(line: 41, column: 5, scope: !178, inlinedAt: !181)
!189 = !DILocation(line: 0, scope: !178, inlinedAt: !181)
!190 = !DILocation(line: 42, column: 24, scope: !191, inlinedAt: !181)
!191 = distinct !DILexicalBlock(scope: !192, file: !1, line: 41, column: 33)
!192 = distinct !DILexicalBlock(scope: !178, file: !1, line: 41, column: 5)
!193 = !DILocation(line: 42, column: 22, scope: !191, inlinedAt: !181)
!194 = !DILocation(line: 42, column: 7, scope: !191, inlinedAt: !181)
!195 = !DILocation(line: 42, column: 20, scope: !191, inlinedAt: !181)
!196 = !DILocation(line: 43, column: 28, scope: !191, inlinedAt: !181)
!197 = !DILocation(line: 43, column: 26, scope: !191, inlinedAt: !181)
!198 = !DILocation(line: 43, column: 7, scope: !191, inlinedAt: !181)
!199 = !DILocation(line: 43, column: 24, scope: !191, inlinedAt: !181)
!200 = !DILocation(line: 30, column: 31, scope: !171, inlinedAt: !181)
!201 = !DILocation(line: 0, scope: !170, inlinedAt: !181)
!202 = distinct !{!202, !184, !203, !104}
!203 = !DILocation(line: 48, column: 3, scope: !167, inlinedAt: !181)
!204 = !DILocation(line: 41, column: 29, scope: !192, inlinedAt: !181)
!205 = distinct !{!205, !188, !206, !104}
!206 = !DILocation(line: 44, column: 5, scope: !178, inlinedAt: !181)
!207 = !DILocation(line: 0, scope: !176, inlinedAt: !181)
!208 = !DILocation(line: 38, column: 22, scope: !209, inlinedAt: !181)
!209 = distinct !DILexicalBlock(scope: !210, file: !1, line: 37, column: 33)
!210 = distinct !DILexicalBlock(scope: !176, file: !1, line: 37, column: 5)
!211 = !DILocation(line: 38, column: 7, scope: !209, inlinedAt: !181)
!212 = !DILocation(line: 38, column: 20, scope: !209, inlinedAt: !181)
!213 = !DILocation(line: 39, column: 28, scope: !209, inlinedAt: !181)
!214 = !DILocation(line: 39, column: 26, scope: !209, inlinedAt: !181)
!215 = !DILocation(line: 39, column: 7, scope: !209, inlinedAt: !181)
!216 = !DILocation(line: 39, column: 24, scope: !209, inlinedAt: !181)
!217 = !DILocation(line: 37, column: 29, scope: !210, inlinedAt: !181)
!218 = !DILocation(line: 37, column: 23, scope: !210, inlinedAt: !181)
!219 = !DILocation(line: 37, column: 5, scope: !176, inlinedAt: !181)
!220 = distinct !{!220, !219, !221, !104, !105}
!221 = !DILocation(line: 40, column: 5, scope: !176, inlinedAt: !181)
!222 = !{!223}
!223 = distinct !{!223, !224}
!224 = distinct !{!224, !"LVerDomain"}
!225 = !{!226}
!226 = distinct !{!226, !224}
!227 = distinct !{!227, !219, !221, !104, !105}
!228 = !DILocation(line: 0, scope: !173, inlinedAt: !181)
!229 = !DILocation(line: 31, column: 33, scope: !174, inlinedAt: !181)
!230 = !DILocation(line: 33, column: 26, scope: !231, inlinedAt: !181)
!231 = distinct !DILexicalBlock(scope: !173, file: !1, line: 32, column: 7)
!232 = !DILocation(line: 33, column: 24, scope: !231, inlinedAt: !181)
!233 = !DILocation(line: 34, column: 35, scope: !231, inlinedAt: !181)
!234 = !DILocation(line: 34, column: 33, scope: !231, inlinedAt: !181)
!235 = !DILocation(line: 34, column: 54, scope: !231, inlinedAt: !181)
!236 = !DILocation(line: 34, column: 52, scope: !231, inlinedAt: !181)
!237 = !DILocation(line: 34, column: 50, scope: !231, inlinedAt: !181)
!238 = !DILocation(line: 35, column: 33, scope: !231, inlinedAt: !181)
!239 = !DILocation(line: 35, column: 54, scope: !231, inlinedAt: !181)
!240 = !DILocation(line: 35, column: 52, scope: !231, inlinedAt: !181)
!241 = !DILocation(line: 35, column: 50, scope: !231, inlinedAt: !181)
!242 = !DILocation(line: 35, column: 69, scope: !231, inlinedAt: !181)
!243 = !DILocation(line: 33, column: 37, scope: !231, inlinedAt: !181)
!244 = !DILocation(line: 33, column: 9, scope: !231, inlinedAt: !181)
!245 = !DILocation(line: 33, column: 22, scope: !231, inlinedAt: !181)
!246 = distinct !{!246, !187, !247, !104, !105}
!247 = !DILocation(line: 36, column: 51, scope: !173, inlinedAt: !181)
!248 = !DILocation(line: 34, column: 69, scope: !231, inlinedAt: !181)
!249 = !DILocation(line: 32, column: 25, scope: !231, inlinedAt: !181)
!250 = distinct !{!250, !187, !247, !104, !110, !105}
!251 = !DILocation(line: 31, column: 23, scope: !174, inlinedAt: !181)
!252 = distinct !{!252, !185, !253, !104}
!253 = !DILocation(line: 36, column: 51, scope: !169, inlinedAt: !181)
!254 = !{!255}
!255 = distinct !{!255, !256}
!256 = distinct !{!256, !"LVerDomain"}
!257 = !{!258}
!258 = distinct !{!258, !256}
!259 = distinct !{!259, !219, !221, !104, !105}
!260 = distinct !{!260, !188, !206, !104}
!261 = distinct !{!261, !219, !221, !104, !105}
!262 = distinct !{!262, !184, !203, !104}
!263 = distinct !{!263, !188, !206, !104}
!264 = distinct !{!264, !184, !203, !104}
!265 = !{!266}
!266 = distinct !{!266, !267}
!267 = distinct !{!267, !"LVerDomain"}
!268 = !{!269}
!269 = distinct !{!269, !267}
!270 = distinct !{!270, !219, !221, !104, !105}
!271 = distinct !{!271, !219, !221, !104, !105}
!272 = distinct !{!272, !184, !203, !104}
!273 = !DILocation(line: 13, column: 3, scope: !129, inlinedAt: !274)
!274 = distinct !DILocation(line: 81, column: 15, scope: !15)
!275 = !DILocation(line: 13, column: 19, scope: !129, inlinedAt: !274)
!276 = !DILocation(line: 14, column: 3, scope: !129, inlinedAt: !274)
!277 = !DILocation(line: 15, column: 13, scope: !129, inlinedAt: !274)
!278 = !DILocation(line: 15, column: 10, scope: !129, inlinedAt: !274)
!279 = !DILocation(line: 15, column: 25, scope: !129, inlinedAt: !274)
!280 = !DILocation(line: 15, column: 22, scope: !129, inlinedAt: !274)
!281 = !DILocation(line: 15, column: 20, scope: !129, inlinedAt: !274)
!282 = !DILocation(line: 16, column: 1, scope: !129, inlinedAt: !274)
!283 = !DILocation(line: 82, column: 11, scope: !15)
!284 = !DILocation(line: 82, column: 47, scope: !15)
!285 = !DILocation(line: 82, column: 3, scope: !15)
!286 = !DILocation(line: 83, column: 28, scope: !15)
!287 = !DILocation(line: 83, column: 17, scope: !15)
!288 = !DILocation(line: 84, column: 12, scope: !289)
!289 = distinct !DILexicalBlock(scope: !15, file: !1, line: 84, column: 7)
!290 = !DILocation(line: 84, column: 17, scope: !289)
!291 = !DILocation(line: 84, column: 28, scope: !289)
!292 = !DILocation(line: 84, column: 21, scope: !289)
!293 = !DILocation(line: 84, column: 7, scope: !15)
!294 = !DILocalVariable(name: "n", arg: 1, scope: !295, file: !1, line: 60, type: !3)
!295 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 60, type: !296, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !300)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !3, !3, !298}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!300 = !{!294, !301, !302, !303, !305}
!301 = !DILocalVariable(name: "m", arg: 2, scope: !295, file: !1, line: 60, type: !3)
!302 = !DILocalVariable(name: "u", arg: 3, scope: !295, file: !1, line: 60, type: !298)
!303 = !DILocalVariable(name: "i", scope: !304, file: !1, line: 62, type: !3)
!304 = distinct !DILexicalBlock(scope: !295, file: !1, line: 62, column: 3)
!305 = !DILocalVariable(name: "j", scope: !306, file: !1, line: 63, type: !3)
!306 = distinct !DILexicalBlock(scope: !307, file: !1, line: 63, column: 5)
!307 = distinct !DILexicalBlock(scope: !308, file: !1, line: 62, column: 31)
!308 = distinct !DILexicalBlock(scope: !304, file: !1, line: 62, column: 3)
!309 = !DILocation(line: 0, scope: !295, inlinedAt: !310)
!310 = distinct !DILocation(line: 85, column: 5, scope: !289)
!311 = !DILocation(line: 0, scope: !304, inlinedAt: !310)
!312 = !DILocation(line: 62, column: 3, scope: !304, inlinedAt: !310)
!313 = !DILocation(line: 63, column: 5, scope: !306, inlinedAt: !310)
!314 = !DILocation(line: 62, column: 21, scope: !308, inlinedAt: !310)
!315 = !DILocation(line: 0, scope: !306, inlinedAt: !310)
!316 = !DILocation(line: 64, column: 15, scope: !317, inlinedAt: !310)
!317 = distinct !DILexicalBlock(scope: !306, file: !1, line: 63, column: 5)
!318 = !DILocation(line: 64, column: 35, scope: !317, inlinedAt: !310)
!319 = !DILocation(line: 64, column: 33, scope: !317, inlinedAt: !310)
!320 = !DILocation(line: 64, column: 7, scope: !317, inlinedAt: !310)
!321 = !DILocation(line: 63, column: 29, scope: !317, inlinedAt: !310)
!322 = !DILocation(line: 63, column: 23, scope: !317, inlinedAt: !310)
!323 = distinct !{!323, !313, !324, !104}
!324 = !DILocation(line: 64, column: 45, scope: !306, inlinedAt: !310)
!325 = !DILocation(line: 65, column: 13, scope: !307, inlinedAt: !310)
!326 = !DILocation(line: 65, column: 5, scope: !307, inlinedAt: !310)
!327 = !DILocation(line: 62, column: 27, scope: !308, inlinedAt: !310)
!328 = distinct !{!328, !312, !329, !104}
!329 = !DILocation(line: 66, column: 3, scope: !304, inlinedAt: !310)
!330 = distinct !{!330, !312, !329, !104}
!331 = !DILocalVariable(name: "n", arg: 1, scope: !332, file: !1, line: 51, type: !3)
!332 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 51, type: !333, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !335)
!333 = !DISubroutineType(types: !334)
!334 = !{!26, !3, !3, !298}
!335 = !{!331, !336, !337, !338, !339, !341}
!336 = !DILocalVariable(name: "m", arg: 2, scope: !332, file: !1, line: 51, type: !3)
!337 = !DILocalVariable(name: "u", arg: 3, scope: !332, file: !1, line: 51, type: !298)
!338 = !DILocalVariable(name: "s", scope: !332, file: !1, line: 53, type: !26)
!339 = !DILocalVariable(name: "i", scope: !340, file: !1, line: 54, type: !3)
!340 = distinct !DILexicalBlock(scope: !332, file: !1, line: 54, column: 3)
!341 = !DILocalVariable(name: "j", scope: !342, file: !1, line: 55, type: !3)
!342 = distinct !DILexicalBlock(scope: !343, file: !1, line: 55, column: 5)
!343 = distinct !DILexicalBlock(scope: !340, file: !1, line: 54, column: 3)
!344 = !DILocation(line: 0, scope: !332, inlinedAt: !345)
!345 = distinct !DILocation(line: 86, column: 29, scope: !15)
!346 = !DILocation(line: 0, scope: !340, inlinedAt: !345)
!347 = !DILocation(line: 54, column: 3, scope: !340, inlinedAt: !345)
!348 = !DILocation(line: 54, column: 21, scope: !343, inlinedAt: !345)
!349 = !DILocation(line: 0, scope: !342, inlinedAt: !345)
!350 = !DILocation(line: 55, column: 5, scope: !342, inlinedAt: !345)
!351 = !DILocation(line: 56, column: 14, scope: !352, inlinedAt: !345)
!352 = distinct !DILexicalBlock(scope: !342, file: !1, line: 55, column: 5)
!353 = !DILocation(line: 56, column: 12, scope: !352, inlinedAt: !345)
!354 = !DILocation(line: 56, column: 35, scope: !352, inlinedAt: !345)
!355 = !DILocation(line: 56, column: 40, scope: !352, inlinedAt: !345)
!356 = !DILocation(line: 56, column: 30, scope: !352, inlinedAt: !345)
!357 = !DILocation(line: 56, column: 27, scope: !352, inlinedAt: !345)
!358 = !DILocation(line: 56, column: 9, scope: !352, inlinedAt: !345)
!359 = !DILocation(line: 55, column: 29, scope: !352, inlinedAt: !345)
!360 = distinct !{!360, !350, !361, !104}
!361 = !DILocation(line: 56, column: 43, scope: !342, inlinedAt: !345)
!362 = !DILocation(line: 54, column: 27, scope: !343, inlinedAt: !345)
!363 = distinct !{!363, !347, !364, !104}
!364 = !DILocation(line: 56, column: 43, scope: !340, inlinedAt: !345)
!365 = !DILocation(line: 53, column: 10, scope: !332, inlinedAt: !345)
!366 = !DILocation(line: 86, column: 3, scope: !15)
!367 = !DILocation(line: 87, column: 3, scope: !15)
!368 = !DILocation(line: 88, column: 3, scope: !15)
!369 = !DILocation(line: 89, column: 3, scope: !15)
!370 = !DISubprogram(name: "clock_gettime", scope: !371, file: !371, line: 288, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !378)
!371 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!372 = !DISubroutineType(types: !373)
!373 = !{!3, !374, !377}
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !375, line: 7, baseType: !376)
!375 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !139, line: 169, baseType: !3)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!378 = !{}
