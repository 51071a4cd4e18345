; ModuleID = 'csr_spmv.c'
source_filename = "csr_spmv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }
%struct.csr_t = type { i32, i32, i32*, i32*, double* }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [14 x i8] c"spmv: %.6f s\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"nnz %d lambda %.8f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !50
  %5 = icmp sgt i32 %0, 1, !dbg !51
  br i1 %5, label %6, label %17, !dbg !52

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !53
  %8 = load i8*, i8** %7, align 8, !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %8, metadata !58, metadata !DIExpression()) #10, !dbg !66
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #10, !dbg !68
  %10 = trunc i64 %9 to i32, !dbg !69
  call void @llvm.dbg.value(metadata i32 %10, metadata !25, metadata !DIExpression()), !dbg !50
  %11 = icmp eq i32 %0, 2, !dbg !70
  br i1 %11, label %17, label %12, !dbg !71

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !72
  %14 = load i8*, i8** %13, align 8, !dbg !72, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %14, metadata !58, metadata !DIExpression()) #10, !dbg !73
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #10, !dbg !75
  %16 = trunc i64 %15 to i32, !dbg !76
  br label %17, !dbg !71

17:                                               ; preds = %2, %6, %12
  %18 = phi i32 [ %10, %12 ], [ %10, %6 ], [ 40, %2 ]
  %19 = phi i32 [ %16, %12 ], [ 10, %6 ], [ 10, %2 ], !dbg !71
  call void @llvm.dbg.value(metadata i32 %19, metadata !26, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata %struct.csr_t* undef, metadata !77, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 %10, metadata !83, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 2, metadata !84, metadata !DIExpression()) #10, !dbg !98
  %20 = mul nsw i32 %18, %18, !dbg !100
  call void @llvm.dbg.value(metadata i32 %20, metadata !85, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 1, metadata !87, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 %20, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !50
  %21 = add nuw nsw i32 %20, 1, !dbg !101
  %22 = zext i32 %21 to i64, !dbg !102
  %23 = shl nuw nsw i64 %22, 2, !dbg !103
  %24 = tail call noalias i8* @malloc(i64 noundef %23) #10, !dbg !104
  %25 = bitcast i8* %24 to i32*, !dbg !105
  call void @llvm.dbg.value(metadata i32* %25, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !50
  %26 = zext i32 %20 to i64, !dbg !106
  %27 = mul nuw nsw i64 %26, 28, !dbg !107
  %28 = tail call noalias i8* @malloc(i64 noundef %27) #10, !dbg !108
  %29 = bitcast i8* %28 to i32*, !dbg !109
  call void @llvm.dbg.value(metadata i32* %29, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !50
  %30 = mul nuw nsw i64 %26, 56, !dbg !110
  %31 = tail call noalias i8* @malloc(i64 noundef %30) #10, !dbg !111
  %32 = bitcast i8* %31 to double*, !dbg !112
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()) #10, !dbg !113
  %33 = icmp sgt i32 %18, 0, !dbg !114
  br i1 %33, label %34, label %157, !dbg !115

34:                                               ; preds = %17
  %35 = add nsw i32 %18, -1
  %36 = zext i32 %18 to i64, !dbg !115
  %37 = zext i32 %35 to i64, !dbg !115
  %38 = icmp eq i32 %35, 0
  %39 = icmp eq i32 %18, 1
  br label %40, !dbg !115

40:                                               ; preds = %93, %34
  %41 = phi i64 [ 0, %34 ], [ %96, %93 ]
  %42 = phi i32 [ 0, %34 ], [ %95, %93 ]
  %43 = phi i32 [ 1, %34 ], [ %94, %93 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !88, metadata !DIExpression()) #10, !dbg !113
  call void @llvm.dbg.value(metadata i32 %42, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %43, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %44 = mul nuw nsw i64 %41, %36
  %45 = icmp eq i64 %41, 0
  %46 = icmp ult i64 %41, %37
  call void @llvm.dbg.value(metadata i32 %42, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 0, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %43, metadata !87, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %44, metadata !93, metadata !DIExpression()) #10, !dbg !117
  %47 = getelementptr inbounds i32, i32* %25, i64 %44, !dbg !118
  store i32 %42, i32* %47, align 4, !dbg !119, !tbaa !120
  br i1 %45, label %55, label %48, !dbg !122

48:                                               ; preds = %40
  %49 = sext i32 %42 to i64, !dbg !123
  %50 = getelementptr inbounds i32, i32* %29, i64 %49, !dbg !123
  %51 = trunc i64 %44 to i32, !dbg !126
  %52 = sub i32 %51, %18, !dbg !126
  store i32 %52, i32* %50, align 4, !dbg !126, !tbaa !120
  %53 = add nsw i32 %42, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %53, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %54 = getelementptr inbounds double, double* %32, i64 %49, !dbg !128
  store double -1.000000e+00, double* %54, align 8, !dbg !129, !tbaa !130
  br label %55, !dbg !132

55:                                               ; preds = %48, %40
  %56 = phi i32 [ %53, %48 ], [ %42, %40 ], !dbg !98
  call void @llvm.dbg.value(metadata i32 %56, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %57 = sext i32 %56 to i64, !dbg !133
  %58 = trunc i64 %44 to i32, !dbg !134
  %59 = add nsw i32 %56, 1, !dbg !135
  %60 = getelementptr inbounds i32, i32* %29, i64 %57, !dbg !133
  store i32 %58, i32* %60, align 4, !dbg !134, !tbaa !120
  call void @llvm.dbg.value(metadata i32 %59, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %61 = getelementptr inbounds double, double* %32, i64 %57, !dbg !136
  store double 4.500000e+00, double* %61, align 8, !dbg !137, !tbaa !130
  br i1 %38, label %68, label %62, !dbg !138

62:                                               ; preds = %55
  %63 = sext i32 %59 to i64, !dbg !139
  %64 = getelementptr inbounds i32, i32* %29, i64 %63, !dbg !139
  %65 = add i32 %58, 1, !dbg !142
  store i32 %65, i32* %64, align 4, !dbg !142, !tbaa !120
  %66 = add nsw i32 %56, 2, !dbg !143
  call void @llvm.dbg.value(metadata i32 %66, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %67 = getelementptr inbounds double, double* %32, i64 %63, !dbg !144
  store double -1.000000e+00, double* %67, align 8, !dbg !145, !tbaa !130
  br label %68, !dbg !146

68:                                               ; preds = %62, %55
  %69 = phi i32 [ %66, %62 ], [ %59, %55 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %69, metadata !86, metadata !DIExpression()) #10, !dbg !98
  br i1 %46, label %70, label %76, !dbg !147

70:                                               ; preds = %68
  %71 = sext i32 %69 to i64, !dbg !148
  %72 = getelementptr inbounds i32, i32* %29, i64 %71, !dbg !148
  %73 = add i32 %18, %58, !dbg !151
  store i32 %73, i32* %72, align 4, !dbg !151, !tbaa !120
  %74 = add nsw i32 %69, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %74, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %75 = getelementptr inbounds double, double* %32, i64 %71, !dbg !153
  store double -1.000000e+00, double* %75, align 8, !dbg !154, !tbaa !130
  br label %76, !dbg !155

76:                                               ; preds = %70, %68
  %77 = phi i32 [ %74, %70 ], [ %69, %68 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %77, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #10, !dbg !156
  call void @llvm.dbg.value(metadata i32 %43, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %78 = sext i32 %77 to i64, !dbg !157
  call void @llvm.dbg.value(metadata i64 %78, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %79 = mul i32 %43, 1103515245, !dbg !158
  %80 = add i32 %79, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %80, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %81 = lshr i32 %80, 8, !dbg !162
  %82 = urem i32 %81, %20, !dbg !163
  %83 = getelementptr inbounds i32, i32* %29, i64 %78, !dbg !164
  store i32 %82, i32* %83, align 4, !dbg !165, !tbaa !120
  %84 = add nsw i64 %78, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %84, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %85 = getelementptr inbounds double, double* %32, i64 %78, !dbg !167
  call void @llvm.dbg.value(metadata i32 1, metadata !96, metadata !DIExpression()) #10, !dbg !156
  %86 = mul i32 %80, 1103515245, !dbg !158
  %87 = add i32 %86, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %87, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %88 = lshr i32 %87, 8, !dbg !162
  %89 = urem i32 %88, %20, !dbg !163
  %90 = getelementptr inbounds i32, i32* %29, i64 %84, !dbg !164
  store i32 %89, i32* %90, align 4, !dbg !165, !tbaa !120
  %91 = add i32 %77, 2, !dbg !166
  call void @llvm.dbg.value(metadata i64 %78, metadata !86, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #10, !dbg !98
  %92 = bitcast double* %85 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double>* %92, align 8, !dbg !168, !tbaa !130
  call void @llvm.dbg.value(metadata i32 2, metadata !96, metadata !DIExpression()) #10, !dbg !156
  call void @llvm.dbg.value(metadata i32 %91, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 1, metadata !90, metadata !DIExpression()) #10, !dbg !116
  br i1 %39, label %93, label %98, !dbg !169

93:                                               ; preds = %138, %76
  %94 = phi i32 [ %87, %76 ], [ %149, %138 ], !dbg !161
  %95 = phi i32 [ %91, %76 ], [ %153, %138 ], !dbg !166
  %96 = add nuw nsw i64 %41, 1, !dbg !170
  call void @llvm.dbg.value(metadata i32 %95, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %96, metadata !88, metadata !DIExpression()) #10, !dbg !113
  call void @llvm.dbg.value(metadata i32 %94, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %97 = icmp eq i64 %96, %36, !dbg !114
  br i1 %97, label %157, label %40, !dbg !115, !llvm.loop !171

98:                                               ; preds = %76, %138
  %99 = phi i64 [ %155, %138 ], [ 1, %76 ]
  %100 = phi i32 [ %153, %138 ], [ %91, %76 ]
  %101 = phi i32 [ %149, %138 ], [ %87, %76 ]
  call void @llvm.dbg.value(metadata i32 %100, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %99, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %101, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %102 = add nuw nsw i64 %99, %44, !dbg !174
  call void @llvm.dbg.value(metadata i64 %102, metadata !93, metadata !DIExpression()) #10, !dbg !117
  %103 = getelementptr inbounds i32, i32* %25, i64 %102, !dbg !118
  store i32 %100, i32* %103, align 4, !dbg !119, !tbaa !120
  br i1 %45, label %111, label %104, !dbg !122

104:                                              ; preds = %98
  %105 = sext i32 %100 to i64, !dbg !123
  %106 = getelementptr inbounds i32, i32* %29, i64 %105, !dbg !123
  %107 = trunc i64 %102 to i32, !dbg !126
  %108 = sub i32 %107, %18, !dbg !126
  store i32 %108, i32* %106, align 4, !dbg !126, !tbaa !120
  %109 = add nsw i32 %100, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %109, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %110 = getelementptr inbounds double, double* %32, i64 %105, !dbg !128
  store double -1.000000e+00, double* %110, align 8, !dbg !129, !tbaa !130
  br label %111, !dbg !132

111:                                              ; preds = %104, %98
  %112 = phi i32 [ %109, %104 ], [ %100, %98 ], !dbg !98
  call void @llvm.dbg.value(metadata i32 %112, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %113 = sext i32 %112 to i64, !dbg !175
  %114 = getelementptr inbounds i32, i32* %29, i64 %113, !dbg !175
  %115 = trunc i64 %102 to i32, !dbg !178
  %116 = add i32 %115, -1, !dbg !178
  store i32 %116, i32* %114, align 4, !dbg !178, !tbaa !120
  %117 = add nsw i32 %112, 1, !dbg !179
  call void @llvm.dbg.value(metadata i32 %117, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %118 = getelementptr inbounds double, double* %32, i64 %113, !dbg !180
  %119 = sext i32 %117 to i64, !dbg !133
  %120 = getelementptr inbounds i32, i32* %29, i64 %119, !dbg !133
  store i32 %115, i32* %120, align 4, !dbg !134, !tbaa !120
  %121 = add nsw i32 %112, 2, !dbg !135
  call void @llvm.dbg.value(metadata i32 %121, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %122 = bitcast double* %118 to <2 x double>*, !dbg !181
  store <2 x double> <double -1.000000e+00, double 4.500000e+00>, <2 x double>* %122, align 8, !dbg !181, !tbaa !130
  %123 = icmp ult i64 %99, %37, !dbg !182
  br i1 %123, label %124, label %130, !dbg !138

124:                                              ; preds = %111
  %125 = sext i32 %121 to i64, !dbg !139
  %126 = getelementptr inbounds i32, i32* %29, i64 %125, !dbg !139
  %127 = add i32 %115, 1, !dbg !142
  store i32 %127, i32* %126, align 4, !dbg !142, !tbaa !120
  %128 = add nsw i32 %112, 3, !dbg !143
  call void @llvm.dbg.value(metadata i32 %128, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %129 = getelementptr inbounds double, double* %32, i64 %125, !dbg !144
  store double -1.000000e+00, double* %129, align 8, !dbg !145, !tbaa !130
  br label %130, !dbg !146

130:                                              ; preds = %124, %111
  %131 = phi i32 [ %128, %124 ], [ %121, %111 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %131, metadata !86, metadata !DIExpression()) #10, !dbg !98
  br i1 %46, label %132, label %138, !dbg !147

132:                                              ; preds = %130
  %133 = sext i32 %131 to i64, !dbg !148
  %134 = getelementptr inbounds i32, i32* %29, i64 %133, !dbg !148
  %135 = add i32 %18, %115, !dbg !151
  store i32 %135, i32* %134, align 4, !dbg !151, !tbaa !120
  %136 = add nsw i32 %131, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %136, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %137 = getelementptr inbounds double, double* %32, i64 %133, !dbg !153
  store double -1.000000e+00, double* %137, align 8, !dbg !154, !tbaa !130
  br label %138, !dbg !155

138:                                              ; preds = %132, %130
  %139 = phi i32 [ %136, %132 ], [ %131, %130 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %139, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #10, !dbg !156
  call void @llvm.dbg.value(metadata i32 %101, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %140 = sext i32 %139 to i64, !dbg !157
  call void @llvm.dbg.value(metadata i64 %140, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %141 = mul i32 %101, 1103515245, !dbg !158
  %142 = add i32 %141, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %142, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %143 = lshr i32 %142, 8, !dbg !162
  %144 = urem i32 %143, %20, !dbg !163
  %145 = getelementptr inbounds i32, i32* %29, i64 %140, !dbg !164
  store i32 %144, i32* %145, align 4, !dbg !165, !tbaa !120
  %146 = add nsw i64 %140, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %146, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %147 = getelementptr inbounds double, double* %32, i64 %140, !dbg !167
  call void @llvm.dbg.value(metadata i32 1, metadata !96, metadata !DIExpression()) #10, !dbg !156
  %148 = mul i32 %142, 1103515245, !dbg !158
  %149 = add i32 %148, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %149, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %150 = lshr i32 %149, 8, !dbg !162
  %151 = urem i32 %150, %20, !dbg !163
  %152 = getelementptr inbounds i32, i32* %29, i64 %146, !dbg !164
  store i32 %151, i32* %152, align 4, !dbg !165, !tbaa !120
  %153 = add i32 %139, 2, !dbg !166
  call void @llvm.dbg.value(metadata i64 %140, metadata !86, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #10, !dbg !98
  %154 = bitcast double* %147 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double>* %154, align 8, !dbg !168, !tbaa !130
  call void @llvm.dbg.value(metadata i32 2, metadata !96, metadata !DIExpression()) #10, !dbg !156
  %155 = add nuw nsw i64 %99, 1, !dbg !183
  call void @llvm.dbg.value(metadata i32 %153, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %155, metadata !90, metadata !DIExpression()) #10, !dbg !116
  %156 = icmp eq i64 %155, %36, !dbg !184
  br i1 %156, label %93, label %98, !dbg !169, !llvm.loop !185

157:                                              ; preds = %93, %17
  %158 = phi i32 [ 0, %17 ], [ %95, %93 ], !dbg !188
  %159 = getelementptr inbounds i32, i32* %25, i64 %26, !dbg !189
  store i32 %158, i32* %159, align 4, !dbg !190, !tbaa !120
  call void @llvm.dbg.value(metadata i32 %158, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !50
  %160 = shl nuw nsw i64 %26, 3, !dbg !191
  %161 = tail call noalias i8* @malloc(i64 noundef %160) #10, !dbg !192
  %162 = bitcast i8* %161 to double*, !dbg !192
  call void @llvm.dbg.value(metadata double* %162, metadata !39, metadata !DIExpression()), !dbg !50
  %163 = tail call noalias i8* @malloc(i64 noundef %160) #10, !dbg !193
  %164 = bitcast i8* %163 to double*, !dbg !193
  call void @llvm.dbg.value(metadata double* %164, metadata !40, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !194
  %165 = icmp eq i32 %20, 0, !dbg !195
  br i1 %165, label %191, label %166, !dbg !197

166:                                              ; preds = %157
  %167 = icmp ult i32 %20, 4, !dbg !197
  br i1 %167, label %189, label %168, !dbg !197

168:                                              ; preds = %166
  %169 = and i64 %26, 2147483644, !dbg !197
  br label %170, !dbg !197

170:                                              ; preds = %170, %168
  %171 = phi i64 [ 0, %168 ], [ %184, %170 ], !dbg !198
  %172 = phi <2 x i32> [ <i32 0, i32 1>, %168 ], [ %185, %170 ], !dbg !199
  %173 = add <2 x i32> %172, <i32 2, i32 2>, !dbg !199
  %174 = urem <2 x i32> %172, <i32 3, i32 3>, !dbg !199
  %175 = urem <2 x i32> %173, <i32 3, i32 3>, !dbg !199
  %176 = add nuw nsw <2 x i32> %174, <i32 1, i32 1>, !dbg !200
  %177 = add nuw nsw <2 x i32> %175, <i32 1, i32 1>, !dbg !200
  %178 = sitofp <2 x i32> %176 to <2 x double>, !dbg !200
  %179 = sitofp <2 x i32> %177 to <2 x double>, !dbg !200
  %180 = getelementptr inbounds double, double* %162, i64 %171, !dbg !198
  %181 = bitcast double* %180 to <2 x double>*, !dbg !201
  store <2 x double> %178, <2 x double>* %181, align 8, !dbg !201, !tbaa !130
  %182 = getelementptr inbounds double, double* %180, i64 2, !dbg !201
  %183 = bitcast double* %182 to <2 x double>*, !dbg !201
  store <2 x double> %179, <2 x double>* %183, align 8, !dbg !201, !tbaa !130
  %184 = add nuw i64 %171, 4, !dbg !198
  %185 = add <2 x i32> %172, <i32 4, i32 4>, !dbg !199
  %186 = icmp eq i64 %184, %169, !dbg !198
  br i1 %186, label %187, label %170, !dbg !198, !llvm.loop !202

187:                                              ; preds = %170
  %188 = icmp eq i64 %169, %26, !dbg !197
  br i1 %188, label %191, label %189, !dbg !197

189:                                              ; preds = %166, %187
  %190 = phi i64 [ 0, %166 ], [ %169, %187 ]
  br label %220, !dbg !197

191:                                              ; preds = %220, %187, %157
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !50
  %192 = bitcast %struct.timespec* %4 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %192) #10, !dbg !205
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !210, metadata !DIExpression()) #10, !dbg !221
  %193 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %4) #10, !dbg !222
  %194 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !223
  %195 = load i64, i64* %194, align 8, !dbg !223, !tbaa !224
  %196 = sitofp i64 %195 to double, !dbg !227
  %197 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !228
  %198 = load i64, i64* %197, align 8, !dbg !228, !tbaa !229
  %199 = sitofp i64 %198 to double, !dbg !230
  %200 = fdiv double %199, 1.000000e+09, !dbg !231
  %201 = fadd double %200, %196, !dbg !232
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %192) #10, !dbg !233
  call void @llvm.dbg.value(metadata double %201, metadata !44, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !234
  %202 = icmp sgt i32 %19, 0, !dbg !235
  br i1 %202, label %203, label %229, !dbg !237

203:                                              ; preds = %191
  %204 = add nsw i64 %26, -1, !dbg !237
  %205 = and i64 %26, 2147483646, !dbg !237
  %206 = add nsw i64 %205, -2, !dbg !237
  %207 = lshr exact i64 %206, 1, !dbg !237
  %208 = add nuw i64 %207, 1, !dbg !237
  %209 = and i64 %26, 3
  %210 = icmp ult i64 %204, 3
  %211 = and i64 %26, 2147483644
  %212 = icmp eq i64 %209, 0
  %213 = icmp ult i32 %20, 2
  %214 = and i64 %26, 2147483646
  %215 = and i64 %208, 1
  %216 = icmp eq i64 %206, 0
  %217 = and i64 %208, -2
  %218 = icmp eq i64 %215, 0
  %219 = icmp eq i64 %214, %26
  br label %245, !dbg !237

220:                                              ; preds = %189, %220
  %221 = phi i64 [ %227, %220 ], [ %190, %189 ]
  call void @llvm.dbg.value(metadata i64 %221, metadata !41, metadata !DIExpression()), !dbg !194
  %222 = trunc i64 %221 to i32, !dbg !199
  %223 = urem i32 %222, 3, !dbg !199
  %224 = add nuw nsw i32 %223, 1, !dbg !200
  %225 = sitofp i32 %224 to double, !dbg !200
  %226 = getelementptr inbounds double, double* %162, i64 %221, !dbg !238
  store double %225, double* %226, align 8, !dbg !201, !tbaa !130
  %227 = add nuw nsw i64 %221, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %227, metadata !41, metadata !DIExpression()), !dbg !194
  %228 = icmp eq i64 %227, %26, !dbg !195
  br i1 %228, label %191, label %220, !dbg !197, !llvm.loop !239

229:                                              ; preds = %410, %191
  %230 = phi double [ 0.000000e+00, %191 ], [ %411, %410 ], !dbg !50
  %231 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !241, !tbaa !54
  %232 = bitcast %struct.timespec* %3 to i8*, !dbg !242
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %232) #10, !dbg !242
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !210, metadata !DIExpression()) #10, !dbg !244
  %233 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %3) #10, !dbg !245
  %234 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !246
  %235 = load i64, i64* %234, align 8, !dbg !246, !tbaa !224
  %236 = sitofp i64 %235 to double, !dbg !247
  %237 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !248
  %238 = load i64, i64* %237, align 8, !dbg !248, !tbaa !229
  %239 = sitofp i64 %238 to double, !dbg !249
  %240 = fdiv double %239, 1.000000e+09, !dbg !250
  %241 = fadd double %240, %236, !dbg !251
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %232) #10, !dbg !252
  %242 = fsub double %241, %201, !dbg !253
  %243 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %231, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %242) #11, !dbg !254
  %244 = icmp sgt i32 %0, 42, !dbg !255
  br i1 %244, label %414, label %428, !dbg !256

245:                                              ; preds = %203, %410
  %246 = phi i32 [ %412, %410 ], [ 0, %203 ]
  call void @llvm.dbg.value(metadata i32 %246, metadata !45, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata %struct.csr_t* undef, metadata !257, metadata !DIExpression()) #10, !dbg !275
  call void @llvm.dbg.value(metadata double* %162, metadata !266, metadata !DIExpression()) #10, !dbg !275
  call void @llvm.dbg.value(metadata double* %164, metadata !267, metadata !DIExpression()) #10, !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !268, metadata !DIExpression()) #10, !dbg !278
  br i1 %165, label %410, label %247, !dbg !279

247:                                              ; preds = %245
  %248 = load i32, i32* %25, align 4, !dbg !280, !tbaa !120
  br label %249, !dbg !279

249:                                              ; preds = %284, %247
  %250 = phi i32 [ %248, %247 ], [ %254, %284 ], !dbg !280
  %251 = phi i64 [ 0, %247 ], [ %252, %284 ]
  call void @llvm.dbg.value(metadata i64 %251, metadata !268, metadata !DIExpression()) #10, !dbg !278
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !270, metadata !DIExpression()) #10, !dbg !281
  call void @llvm.dbg.value(metadata i32 %250, metadata !273, metadata !DIExpression()) #10, !dbg !282
  %252 = add nuw nsw i64 %251, 1
  %253 = getelementptr inbounds i32, i32* %25, i64 %252
  %254 = load i32, i32* %253, align 4, !tbaa !120
  %255 = icmp slt i32 %250, %254, !dbg !283
  br i1 %255, label %256, label %284, !dbg !285

256:                                              ; preds = %249
  %257 = sext i32 %250 to i64, !dbg !285
  %258 = sext i32 %254 to i64, !dbg !283
  %259 = sub nsw i64 %258, %257, !dbg !285
  %260 = xor i64 %257, -1, !dbg !285
  %261 = add nsw i64 %260, %258, !dbg !285
  %262 = and i64 %259, 3, !dbg !285
  %263 = icmp eq i64 %262, 0, !dbg !285
  br i1 %263, label %279, label %264, !dbg !285

264:                                              ; preds = %256, %264
  %265 = phi i64 [ %276, %264 ], [ %257, %256 ]
  %266 = phi double [ %275, %264 ], [ 0.000000e+00, %256 ]
  %267 = phi i64 [ %277, %264 ], [ 0, %256 ]
  call void @llvm.dbg.value(metadata i64 %265, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %266, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %268 = getelementptr inbounds double, double* %32, i64 %265, !dbg !286
  %269 = load double, double* %268, align 8, !dbg !286, !tbaa !130
  %270 = getelementptr inbounds i32, i32* %29, i64 %265, !dbg !287
  %271 = load i32, i32* %270, align 4, !dbg !287, !tbaa !120
  %272 = sext i32 %271 to i64, !dbg !288
  %273 = getelementptr inbounds double, double* %162, i64 %272, !dbg !288
  %274 = load double, double* %273, align 8, !dbg !288, !tbaa !130
  %275 = call double @llvm.fmuladd.f64(double %269, double %274, double %266) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %275, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %276 = add nsw i64 %265, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %276, metadata !273, metadata !DIExpression()) #10, !dbg !282
  %277 = add i64 %267, 1, !dbg !285
  %278 = icmp eq i64 %277, %262, !dbg !285
  br i1 %278, label %279, label %264, !dbg !285, !llvm.loop !291

279:                                              ; preds = %264, %256
  %280 = phi double [ undef, %256 ], [ %275, %264 ]
  %281 = phi i64 [ %257, %256 ], [ %276, %264 ]
  %282 = phi double [ 0.000000e+00, %256 ], [ %275, %264 ]
  %283 = icmp ult i64 %261, 3, !dbg !285
  br i1 %283, label %284, label %289, !dbg !285

284:                                              ; preds = %279, %289, %249
  %285 = phi double [ 0.000000e+00, %249 ], [ %280, %279 ], [ %326, %289 ], !dbg !281
  %286 = getelementptr inbounds double, double* %164, i64 %251, !dbg !293
  store double %285, double* %286, align 8, !dbg !294, !tbaa !130
  call void @llvm.dbg.value(metadata i64 %252, metadata !268, metadata !DIExpression()) #10, !dbg !278
  %287 = icmp eq i64 %252, %26, !dbg !295
  br i1 %287, label %288, label %249, !dbg !279, !llvm.loop !296

288:                                              ; preds = %284
  br i1 %210, label %329, label %380, !dbg !298

289:                                              ; preds = %279, %289
  %290 = phi i64 [ %327, %289 ], [ %281, %279 ]
  %291 = phi double [ %326, %289 ], [ %282, %279 ]
  call void @llvm.dbg.value(metadata i64 %290, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %291, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %292 = getelementptr inbounds double, double* %32, i64 %290, !dbg !286
  %293 = load double, double* %292, align 8, !dbg !286, !tbaa !130
  %294 = getelementptr inbounds i32, i32* %29, i64 %290, !dbg !287
  %295 = load i32, i32* %294, align 4, !dbg !287, !tbaa !120
  %296 = sext i32 %295 to i64, !dbg !288
  %297 = getelementptr inbounds double, double* %162, i64 %296, !dbg !288
  %298 = load double, double* %297, align 8, !dbg !288, !tbaa !130
  %299 = call double @llvm.fmuladd.f64(double %293, double %298, double %291) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %299, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %300 = add nsw i64 %290, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %300, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata i64 %300, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %299, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %301 = getelementptr inbounds double, double* %32, i64 %300, !dbg !286
  %302 = load double, double* %301, align 8, !dbg !286, !tbaa !130
  %303 = getelementptr inbounds i32, i32* %29, i64 %300, !dbg !287
  %304 = load i32, i32* %303, align 4, !dbg !287, !tbaa !120
  %305 = sext i32 %304 to i64, !dbg !288
  %306 = getelementptr inbounds double, double* %162, i64 %305, !dbg !288
  %307 = load double, double* %306, align 8, !dbg !288, !tbaa !130
  %308 = call double @llvm.fmuladd.f64(double %302, double %307, double %299) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %308, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %309 = add nsw i64 %290, 2, !dbg !290
  call void @llvm.dbg.value(metadata i64 %309, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata i64 %309, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %308, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %310 = getelementptr inbounds double, double* %32, i64 %309, !dbg !286
  %311 = load double, double* %310, align 8, !dbg !286, !tbaa !130
  %312 = getelementptr inbounds i32, i32* %29, i64 %309, !dbg !287
  %313 = load i32, i32* %312, align 4, !dbg !287, !tbaa !120
  %314 = sext i32 %313 to i64, !dbg !288
  %315 = getelementptr inbounds double, double* %162, i64 %314, !dbg !288
  %316 = load double, double* %315, align 8, !dbg !288, !tbaa !130
  %317 = call double @llvm.fmuladd.f64(double %311, double %316, double %308) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %317, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %318 = add nsw i64 %290, 3, !dbg !290
  call void @llvm.dbg.value(metadata i64 %318, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata i64 %318, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %317, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %319 = getelementptr inbounds double, double* %32, i64 %318, !dbg !286
  %320 = load double, double* %319, align 8, !dbg !286, !tbaa !130
  %321 = getelementptr inbounds i32, i32* %29, i64 %318, !dbg !287
  %322 = load i32, i32* %321, align 4, !dbg !287, !tbaa !120
  %323 = sext i32 %322 to i64, !dbg !288
  %324 = getelementptr inbounds double, double* %162, i64 %323, !dbg !288
  %325 = load double, double* %324, align 8, !dbg !288, !tbaa !130
  %326 = call double @llvm.fmuladd.f64(double %320, double %325, double %317) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %326, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %327 = add nsw i64 %290, 4, !dbg !290
  call void @llvm.dbg.value(metadata i64 %327, metadata !273, metadata !DIExpression()) #10, !dbg !282
  %328 = icmp eq i64 %327, %258, !dbg !283
  br i1 %328, label %284, label %289, !dbg !285, !llvm.loop !312

329:                                              ; preds = %380, %288
  %330 = phi double [ undef, %288 ], [ %398, %380 ]
  %331 = phi i64 [ 0, %288 ], [ %399, %380 ]
  %332 = phi double [ 0.000000e+00, %288 ], [ %398, %380 ]
  br i1 %212, label %343, label %333, !dbg !298

333:                                              ; preds = %329, %333
  %334 = phi i64 [ %340, %333 ], [ %331, %329 ]
  %335 = phi double [ %339, %333 ], [ %332, %329 ]
  %336 = phi i64 [ %341, %333 ], [ 0, %329 ]
  call void @llvm.dbg.value(metadata i64 %334, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %335, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %337 = getelementptr inbounds double, double* %164, i64 %334, !dbg !316
  %338 = load double, double* %337, align 8, !dbg !316, !tbaa !130
  %339 = call double @llvm.fmuladd.f64(double %338, double %338, double %335) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %339, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %340 = add nuw nsw i64 %334, 1, !dbg !319
  call void @llvm.dbg.value(metadata i64 %340, metadata !308, metadata !DIExpression()) #10, !dbg !314
  %341 = add i64 %336, 1, !dbg !298
  %342 = icmp eq i64 %341, %209, !dbg !298
  br i1 %342, label %343, label %333, !dbg !298, !llvm.loop !320

343:                                              ; preds = %333, %329
  %344 = phi double [ %330, %329 ], [ %339, %333 ], !dbg !318
  %345 = call double @sqrt(double noundef %344) #10, !dbg !321
  call void @llvm.dbg.value(metadata double %345, metadata !307, metadata !DIExpression()) #10, !dbg !315
  call void @llvm.dbg.value(metadata i32 0, metadata !309, metadata !DIExpression()) #10, !dbg !322
  br i1 %213, label %378, label %346, !dbg !323

346:                                              ; preds = %343
  %347 = insertelement <2 x double> poison, double %345, i64 0, !dbg !323
  %348 = shufflevector <2 x double> %347, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !323
  br i1 %216, label %368, label %349, !dbg !323

349:                                              ; preds = %346, %349
  %350 = phi i64 [ %365, %349 ], [ 0, %346 ], !dbg !324
  %351 = phi i64 [ %366, %349 ], [ 0, %346 ]
  %352 = getelementptr inbounds double, double* %164, i64 %350, !dbg !324
  %353 = bitcast double* %352 to <2 x double>*, !dbg !326
  %354 = load <2 x double>, <2 x double>* %353, align 8, !dbg !326, !tbaa !130
  %355 = fdiv <2 x double> %354, %348, !dbg !327
  %356 = getelementptr inbounds double, double* %162, i64 %350, !dbg !324
  %357 = bitcast double* %356 to <2 x double>*, !dbg !328
  store <2 x double> %355, <2 x double>* %357, align 8, !dbg !328, !tbaa !130
  %358 = or i64 %350, 2, !dbg !324
  %359 = getelementptr inbounds double, double* %164, i64 %358, !dbg !324
  %360 = bitcast double* %359 to <2 x double>*, !dbg !326
  %361 = load <2 x double>, <2 x double>* %360, align 8, !dbg !326, !tbaa !130
  %362 = fdiv <2 x double> %361, %348, !dbg !327
  %363 = getelementptr inbounds double, double* %162, i64 %358, !dbg !324
  %364 = bitcast double* %363 to <2 x double>*, !dbg !328
  store <2 x double> %362, <2 x double>* %364, align 8, !dbg !328, !tbaa !130
  %365 = add nuw i64 %350, 4, !dbg !324
  %366 = add nuw i64 %351, 2, !dbg !324
  %367 = icmp eq i64 %366, %217, !dbg !324
  br i1 %367, label %368, label %349, !dbg !324, !llvm.loop !329

368:                                              ; preds = %349, %346
  %369 = phi i64 [ 0, %346 ], [ %365, %349 ]
  br i1 %218, label %377, label %370, !dbg !324

370:                                              ; preds = %368
  %371 = getelementptr inbounds double, double* %164, i64 %369, !dbg !324
  %372 = bitcast double* %371 to <2 x double>*, !dbg !326
  %373 = load <2 x double>, <2 x double>* %372, align 8, !dbg !326, !tbaa !130
  %374 = fdiv <2 x double> %373, %348, !dbg !327
  %375 = getelementptr inbounds double, double* %162, i64 %369, !dbg !324
  %376 = bitcast double* %375 to <2 x double>*, !dbg !328
  store <2 x double> %374, <2 x double>* %376, align 8, !dbg !328, !tbaa !130
  br label %377, !dbg !323

377:                                              ; preds = %368, %370
  br i1 %219, label %410, label %378, !dbg !323

378:                                              ; preds = %343, %377
  %379 = phi i64 [ 0, %343 ], [ %214, %377 ]
  br label %402, !dbg !323

380:                                              ; preds = %288, %380
  %381 = phi i64 [ %399, %380 ], [ 0, %288 ]
  %382 = phi double [ %398, %380 ], [ 0.000000e+00, %288 ]
  %383 = phi i64 [ %400, %380 ], [ 0, %288 ]
  call void @llvm.dbg.value(metadata i64 %381, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %382, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %384 = getelementptr inbounds double, double* %164, i64 %381, !dbg !316
  %385 = load double, double* %384, align 8, !dbg !316, !tbaa !130
  %386 = call double @llvm.fmuladd.f64(double %385, double %385, double %382) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %386, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %387 = or i64 %381, 1, !dbg !319
  call void @llvm.dbg.value(metadata i64 %387, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata i64 %387, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %386, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %388 = getelementptr inbounds double, double* %164, i64 %387, !dbg !316
  %389 = load double, double* %388, align 8, !dbg !316, !tbaa !130
  %390 = call double @llvm.fmuladd.f64(double %389, double %389, double %386) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %390, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %391 = or i64 %381, 2, !dbg !319
  call void @llvm.dbg.value(metadata i64 %391, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata i64 %391, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %390, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %392 = getelementptr inbounds double, double* %164, i64 %391, !dbg !316
  %393 = load double, double* %392, align 8, !dbg !316, !tbaa !130
  %394 = call double @llvm.fmuladd.f64(double %393, double %393, double %390) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %394, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %395 = or i64 %381, 3, !dbg !319
  call void @llvm.dbg.value(metadata i64 %395, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata i64 %395, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %394, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %396 = getelementptr inbounds double, double* %164, i64 %395, !dbg !316
  %397 = load double, double* %396, align 8, !dbg !316, !tbaa !130
  %398 = call double @llvm.fmuladd.f64(double %397, double %397, double %394) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %398, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %399 = add nuw nsw i64 %381, 4, !dbg !319
  call void @llvm.dbg.value(metadata i64 %399, metadata !308, metadata !DIExpression()) #10, !dbg !314
  %400 = add i64 %383, 4, !dbg !298
  %401 = icmp eq i64 %400, %211, !dbg !298
  br i1 %401, label %329, label %380, !dbg !298, !llvm.loop !331

402:                                              ; preds = %378, %402
  %403 = phi i64 [ %408, %402 ], [ %379, %378 ]
  call void @llvm.dbg.value(metadata i64 %403, metadata !309, metadata !DIExpression()) #10, !dbg !322
  %404 = getelementptr inbounds double, double* %164, i64 %403, !dbg !326
  %405 = load double, double* %404, align 8, !dbg !326, !tbaa !130
  %406 = fdiv double %405, %345, !dbg !327
  %407 = getelementptr inbounds double, double* %162, i64 %403, !dbg !333
  store double %406, double* %407, align 8, !dbg !328, !tbaa !130
  %408 = add nuw nsw i64 %403, 1, !dbg !324
  call void @llvm.dbg.value(metadata i64 %408, metadata !309, metadata !DIExpression()) #10, !dbg !322
  %409 = icmp eq i64 %408, %26, !dbg !334
  br i1 %409, label %410, label %402, !dbg !323, !llvm.loop !335

410:                                              ; preds = %402, %377, %245
  %411 = phi double [ 0.000000e+00, %245 ], [ %345, %377 ], [ %345, %402 ]
  call void @llvm.dbg.value(metadata double %411, metadata !43, metadata !DIExpression()), !dbg !50
  %412 = add nuw nsw i32 %246, 1, !dbg !336
  call void @llvm.dbg.value(metadata i32 %412, metadata !45, metadata !DIExpression()), !dbg !234
  %413 = icmp eq i32 %412, %19, !dbg !235
  br i1 %413, label %229, label %245, !dbg !237, !llvm.loop !337

414:                                              ; preds = %229
  %415 = load i8*, i8** %1, align 8, !dbg !339, !tbaa !54
  %416 = load i8, i8* %415, align 1, !dbg !340
  %417 = icmp eq i8 %416, 0, !dbg !340
  %418 = icmp ne i32 %20, 0
  %419 = select i1 %417, i1 %418, i1 false, !dbg !341
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !342
  br i1 %419, label %420, label %428, !dbg !341

420:                                              ; preds = %414, %420
  %421 = phi i64 [ %426, %420 ], [ 0, %414 ]
  call void @llvm.dbg.value(metadata i64 %421, metadata !47, metadata !DIExpression()), !dbg !342
  %422 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !343, !tbaa !54
  %423 = getelementptr inbounds double, double* %162, i64 %421, !dbg !345
  %424 = load double, double* %423, align 8, !dbg !345, !tbaa !130
  %425 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %422, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %424) #11, !dbg !346
  %426 = add nuw nsw i64 %421, 1, !dbg !347
  call void @llvm.dbg.value(metadata i64 %426, metadata !47, metadata !DIExpression()), !dbg !342
  %427 = icmp eq i64 %426, %26, !dbg !348
  br i1 %427, label %428, label %420, !dbg !349, !llvm.loop !350

428:                                              ; preds = %420, %414, %229
  %429 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %158, double noundef %230), !dbg !352
  call void @free(i8* noundef %24) #10, !dbg !353
  call void @free(i8* noundef %28) #10, !dbg !354
  call void @free(i8* noundef %31) #10, !dbg !355
  call void @free(i8* noundef %161) #10, !dbg !356
  call void @free(i8* noundef %163) #10, !dbg !357
  ret i32 0, !dbg !358
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !359 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "csr_spmv.c", directory: ".", checksumkind: CSK_MD5, checksum: "97fb893c3e7d6734d8ef1094a93a370a")
!2 = !{!3, !4, !7, !8, !11}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 73, type: !20, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!3, !3, !4}
!22 = !{!23, !24, !25, !26, !27, !39, !40, !41, !43, !44, !45, !47}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 73, type: !3)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 73, type: !4)
!25 = !DILocalVariable(name: "g", scope: !19, file: !1, line: 75, type: !3)
!26 = !DILocalVariable(name: "iters", scope: !19, file: !1, line: 76, type: !3)
!27 = !DILocalVariable(name: "A", scope: !19, file: !1, line: 77, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "csr_t", file: !1, line: 16, baseType: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 11, size: 256, elements: !30)
!30 = !{!31, !32, !33, !35, !36}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !29, file: !1, line: 12, baseType: !3, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "nnz", scope: !29, file: !1, line: 12, baseType: !3, size: 32, offset: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !29, file: !1, line: 13, baseType: !34, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !29, file: !1, line: 14, baseType: !34, size: 64, offset: 128)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !29, file: !1, line: 15, baseType: !37, size: 64, offset: 192)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DILocalVariable(name: "x", scope: !19, file: !1, line: 79, type: !37)
!40 = !DILocalVariable(name: "y", scope: !19, file: !1, line: 80, type: !37)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 81, type: !3)
!42 = distinct !DILexicalBlock(scope: !19, file: !1, line: 81, column: 3)
!43 = !DILocalVariable(name: "lambda", scope: !19, file: !1, line: 83, type: !38)
!44 = !DILocalVariable(name: "t0", scope: !19, file: !1, line: 84, type: !38)
!45 = !DILocalVariable(name: "it", scope: !46, file: !1, line: 85, type: !3)
!46 = distinct !DILexicalBlock(scope: !19, file: !1, line: 85, column: 3)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 91, type: !3)
!48 = distinct !DILexicalBlock(scope: !49, file: !1, line: 91, column: 5)
!49 = distinct !DILexicalBlock(scope: !19, file: !1, line: 90, column: 7)
!50 = !DILocation(line: 0, scope: !19)
!51 = !DILocation(line: 75, column: 16, scope: !19)
!52 = !DILocation(line: 75, column: 11, scope: !19)
!53 = !DILocation(line: 75, column: 27, scope: !19)
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocalVariable(name: "__nptr", arg: 1, scope: !59, file: !60, line: 362, type: !63)
!59 = distinct !DISubprogram(name: "atoi", scope: !60, file: !60, line: 362, type: !61, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!60 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!61 = !DISubroutineType(types: !62)
!62 = !{!3, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!65 = !{!58}
!66 = !DILocation(line: 0, scope: !59, inlinedAt: !67)
!67 = distinct !DILocation(line: 75, column: 22, scope: !19)
!68 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !67)
!69 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !67)
!70 = !DILocation(line: 76, column: 20, scope: !19)
!71 = !DILocation(line: 76, column: 15, scope: !19)
!72 = !DILocation(line: 76, column: 31, scope: !19)
!73 = !DILocation(line: 0, scope: !59, inlinedAt: !74)
!74 = distinct !DILocation(line: 76, column: 26, scope: !19)
!75 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !74)
!76 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !74)
!77 = !DILocalVariable(name: "A", arg: 1, scope: !78, file: !1, line: 25, type: !81)
!78 = distinct !DISubprogram(name: "build", scope: !1, file: !1, line: 25, type: !79, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !82)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81, !3, !3}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!82 = !{!77, !83, !84, !85, !86, !87, !88, !90, !93, !96}
!83 = !DILocalVariable(name: "g", arg: 2, scope: !78, file: !1, line: 25, type: !3)
!84 = !DILocalVariable(name: "extra", arg: 3, scope: !78, file: !1, line: 25, type: !3)
!85 = !DILocalVariable(name: "n", scope: !78, file: !1, line: 27, type: !3)
!86 = !DILocalVariable(name: "k", scope: !78, file: !1, line: 27, type: !3)
!87 = !DILocalVariable(name: "s", scope: !78, file: !1, line: 28, type: !11)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 33, type: !3)
!89 = distinct !DILexicalBlock(scope: !78, file: !1, line: 33, column: 3)
!90 = !DILocalVariable(name: "j", scope: !91, file: !1, line: 34, type: !3)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 34, column: 5)
!92 = distinct !DILexicalBlock(scope: !89, file: !1, line: 33, column: 3)
!93 = !DILocalVariable(name: "r", scope: !94, file: !1, line: 35, type: !3)
!94 = distinct !DILexicalBlock(scope: !95, file: !1, line: 34, column: 33)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 34, column: 5)
!96 = !DILocalVariable(name: "e", scope: !97, file: !1, line: 42, type: !3)
!97 = distinct !DILexicalBlock(scope: !94, file: !1, line: 42, column: 7)
!98 = !DILocation(line: 0, scope: !78, inlinedAt: !99)
!99 = distinct !DILocation(line: 78, column: 3, scope: !19)
!100 = !DILocation(line: 27, column: 13, scope: !78, inlinedAt: !99)
!101 = !DILocation(line: 30, column: 25, scope: !78, inlinedAt: !99)
!102 = !DILocation(line: 30, column: 22, scope: !78, inlinedAt: !99)
!103 = !DILocation(line: 30, column: 30, scope: !78, inlinedAt: !99)
!104 = !DILocation(line: 30, column: 15, scope: !78, inlinedAt: !99)
!105 = !DILocation(line: 30, column: 13, scope: !78, inlinedAt: !99)
!106 = !DILocation(line: 31, column: 19, scope: !78, inlinedAt: !99)
!107 = !DILocation(line: 31, column: 43, scope: !78, inlinedAt: !99)
!108 = !DILocation(line: 31, column: 12, scope: !78, inlinedAt: !99)
!109 = !DILocation(line: 31, column: 10, scope: !78, inlinedAt: !99)
!110 = !DILocation(line: 32, column: 43, scope: !78, inlinedAt: !99)
!111 = !DILocation(line: 32, column: 12, scope: !78, inlinedAt: !99)
!112 = !DILocation(line: 32, column: 10, scope: !78, inlinedAt: !99)
!113 = !DILocation(line: 0, scope: !89, inlinedAt: !99)
!114 = !DILocation(line: 33, column: 21, scope: !92, inlinedAt: !99)
!115 = !DILocation(line: 33, column: 3, scope: !89, inlinedAt: !99)
!116 = !DILocation(line: 0, scope: !91, inlinedAt: !99)
!117 = !DILocation(line: 0, scope: !94, inlinedAt: !99)
!118 = !DILocation(line: 36, column: 7, scope: !94, inlinedAt: !99)
!119 = !DILocation(line: 36, column: 20, scope: !94, inlinedAt: !99)
!120 = !{!121, !121, i64 0}
!121 = !{!"int", !56, i64 0}
!122 = !DILocation(line: 37, column: 11, scope: !94, inlinedAt: !99)
!123 = !DILocation(line: 37, column: 20, scope: !124, inlinedAt: !99)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 37, column: 18)
!125 = distinct !DILexicalBlock(scope: !94, file: !1, line: 37, column: 11)
!126 = !DILocation(line: 37, column: 30, scope: !124, inlinedAt: !99)
!127 = !DILocation(line: 37, column: 47, scope: !124, inlinedAt: !99)
!128 = !DILocation(line: 37, column: 39, scope: !124, inlinedAt: !99)
!129 = !DILocation(line: 37, column: 51, scope: !124, inlinedAt: !99)
!130 = !{!131, !131, i64 0}
!131 = !{!"double", !56, i64 0}
!132 = !DILocation(line: 37, column: 59, scope: !124, inlinedAt: !99)
!133 = !DILocation(line: 39, column: 7, scope: !94, inlinedAt: !99)
!134 = !DILocation(line: 39, column: 17, scope: !94, inlinedAt: !99)
!135 = !DILocation(line: 39, column: 30, scope: !94, inlinedAt: !99)
!136 = !DILocation(line: 39, column: 22, scope: !94, inlinedAt: !99)
!137 = !DILocation(line: 39, column: 34, scope: !94, inlinedAt: !99)
!138 = !DILocation(line: 40, column: 11, scope: !94, inlinedAt: !99)
!139 = !DILocation(line: 40, column: 24, scope: !140, inlinedAt: !99)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 40, column: 22)
!141 = distinct !DILexicalBlock(scope: !94, file: !1, line: 40, column: 11)
!142 = !DILocation(line: 40, column: 34, scope: !140, inlinedAt: !99)
!143 = !DILocation(line: 40, column: 51, scope: !140, inlinedAt: !99)
!144 = !DILocation(line: 40, column: 43, scope: !140, inlinedAt: !99)
!145 = !DILocation(line: 40, column: 55, scope: !140, inlinedAt: !99)
!146 = !DILocation(line: 40, column: 63, scope: !140, inlinedAt: !99)
!147 = !DILocation(line: 41, column: 11, scope: !94, inlinedAt: !99)
!148 = !DILocation(line: 41, column: 24, scope: !149, inlinedAt: !99)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 41, column: 22)
!150 = distinct !DILexicalBlock(scope: !94, file: !1, line: 41, column: 11)
!151 = !DILocation(line: 41, column: 34, scope: !149, inlinedAt: !99)
!152 = !DILocation(line: 41, column: 51, scope: !149, inlinedAt: !99)
!153 = !DILocation(line: 41, column: 43, scope: !149, inlinedAt: !99)
!154 = !DILocation(line: 41, column: 55, scope: !149, inlinedAt: !99)
!155 = !DILocation(line: 41, column: 63, scope: !149, inlinedAt: !99)
!156 = !DILocation(line: 0, scope: !97, inlinedAt: !99)
!157 = !DILocation(line: 42, column: 7, scope: !97, inlinedAt: !99)
!158 = !DILocation(line: 43, column: 15, scope: !159, inlinedAt: !99)
!159 = distinct !DILexicalBlock(scope: !160, file: !1, line: 42, column: 39)
!160 = distinct !DILexicalBlock(scope: !97, file: !1, line: 42, column: 7)
!161 = !DILocation(line: 43, column: 29, scope: !159, inlinedAt: !99)
!162 = !DILocation(line: 44, column: 30, scope: !159, inlinedAt: !99)
!163 = !DILocation(line: 44, column: 36, scope: !159, inlinedAt: !99)
!164 = !DILocation(line: 44, column: 9, scope: !159, inlinedAt: !99)
!165 = !DILocation(line: 44, column: 19, scope: !159, inlinedAt: !99)
!166 = !DILocation(line: 45, column: 17, scope: !159, inlinedAt: !99)
!167 = !DILocation(line: 45, column: 9, scope: !159, inlinedAt: !99)
!168 = !DILocation(line: 45, column: 21, scope: !159, inlinedAt: !99)
!169 = !DILocation(line: 34, column: 5, scope: !91, inlinedAt: !99)
!170 = !DILocation(line: 33, column: 27, scope: !92, inlinedAt: !99)
!171 = distinct !{!171, !115, !172, !173}
!172 = !DILocation(line: 47, column: 5, scope: !89, inlinedAt: !99)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 35, column: 21, scope: !94, inlinedAt: !99)
!175 = !DILocation(line: 38, column: 20, scope: !176, inlinedAt: !99)
!176 = distinct !DILexicalBlock(scope: !177, file: !1, line: 38, column: 18)
!177 = distinct !DILexicalBlock(scope: !94, file: !1, line: 38, column: 11)
!178 = !DILocation(line: 38, column: 30, scope: !176, inlinedAt: !99)
!179 = !DILocation(line: 38, column: 47, scope: !176, inlinedAt: !99)
!180 = !DILocation(line: 38, column: 39, scope: !176, inlinedAt: !99)
!181 = !DILocation(line: 38, column: 51, scope: !176, inlinedAt: !99)
!182 = !DILocation(line: 40, column: 13, scope: !141, inlinedAt: !99)
!183 = !DILocation(line: 34, column: 29, scope: !95, inlinedAt: !99)
!184 = !DILocation(line: 34, column: 23, scope: !95, inlinedAt: !99)
!185 = distinct !{!185, !169, !186, !173, !187}
!186 = !DILocation(line: 47, column: 5, scope: !91, inlinedAt: !99)
!187 = !{!"llvm.loop.peeled.count", i32 1}
!188 = !DILocation(line: 27, column: 18, scope: !78, inlinedAt: !99)
!189 = !DILocation(line: 48, column: 3, scope: !78, inlinedAt: !99)
!190 = !DILocation(line: 48, column: 16, scope: !78, inlinedAt: !99)
!191 = !DILocation(line: 79, column: 26, scope: !19)
!192 = !DILocation(line: 79, column: 15, scope: !19)
!193 = !DILocation(line: 80, column: 15, scope: !19)
!194 = !DILocation(line: 0, scope: !42)
!195 = !DILocation(line: 81, column: 21, scope: !196)
!196 = distinct !DILexicalBlock(scope: !42, file: !1, line: 81, column: 3)
!197 = !DILocation(line: 81, column: 3, scope: !42)
!198 = !DILocation(line: 81, column: 29, scope: !196)
!199 = !DILocation(line: 82, column: 21, scope: !196)
!200 = !DILocation(line: 82, column: 16, scope: !196)
!201 = !DILocation(line: 82, column: 10, scope: !196)
!202 = distinct !{!202, !197, !203, !173, !204}
!203 = !DILocation(line: 82, column: 24, scope: !42)
!204 = !{!"llvm.loop.isvectorized", i32 1}
!205 = !DILocation(line: 20, column: 3, scope: !206, inlinedAt: !220)
!206 = distinct !DISubprogram(name: "seconds", scope: !1, file: !1, line: 18, type: !207, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{!38}
!209 = !{!210}
!210 = !DILocalVariable(name: "ts", scope: !206, file: !1, line: 20, type: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !212, line: 11, size: 128, elements: !213)
!212 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!213 = !{!214, !218}
!214 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !211, file: !212, line: 16, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !216, line: 160, baseType: !217)
!216 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!217 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !211, file: !212, line: 21, baseType: !219, size: 64, offset: 64)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !216, line: 197, baseType: !217)
!220 = distinct !DILocation(line: 84, column: 15, scope: !19)
!221 = !DILocation(line: 20, column: 19, scope: !206, inlinedAt: !220)
!222 = !DILocation(line: 21, column: 3, scope: !206, inlinedAt: !220)
!223 = !DILocation(line: 22, column: 13, scope: !206, inlinedAt: !220)
!224 = !{!225, !226, i64 0}
!225 = !{!"timespec", !226, i64 0, !226, i64 8}
!226 = !{!"long", !56, i64 0}
!227 = !DILocation(line: 22, column: 10, scope: !206, inlinedAt: !220)
!228 = !DILocation(line: 22, column: 25, scope: !206, inlinedAt: !220)
!229 = !{!225, !226, i64 8}
!230 = !DILocation(line: 22, column: 22, scope: !206, inlinedAt: !220)
!231 = !DILocation(line: 22, column: 33, scope: !206, inlinedAt: !220)
!232 = !DILocation(line: 22, column: 20, scope: !206, inlinedAt: !220)
!233 = !DILocation(line: 23, column: 1, scope: !206, inlinedAt: !220)
!234 = !DILocation(line: 0, scope: !46)
!235 = !DILocation(line: 85, column: 23, scope: !236)
!236 = distinct !DILexicalBlock(scope: !46, file: !1, line: 85, column: 3)
!237 = !DILocation(line: 85, column: 3, scope: !46)
!238 = !DILocation(line: 82, column: 5, scope: !196)
!239 = distinct !{!239, !197, !203, !173, !240, !204}
!240 = !{!"llvm.loop.unroll.runtime.disable"}
!241 = !DILocation(line: 89, column: 11, scope: !19)
!242 = !DILocation(line: 20, column: 3, scope: !206, inlinedAt: !243)
!243 = distinct !DILocation(line: 89, column: 37, scope: !19)
!244 = !DILocation(line: 20, column: 19, scope: !206, inlinedAt: !243)
!245 = !DILocation(line: 21, column: 3, scope: !206, inlinedAt: !243)
!246 = !DILocation(line: 22, column: 13, scope: !206, inlinedAt: !243)
!247 = !DILocation(line: 22, column: 10, scope: !206, inlinedAt: !243)
!248 = !DILocation(line: 22, column: 25, scope: !206, inlinedAt: !243)
!249 = !DILocation(line: 22, column: 22, scope: !206, inlinedAt: !243)
!250 = !DILocation(line: 22, column: 33, scope: !206, inlinedAt: !243)
!251 = !DILocation(line: 22, column: 20, scope: !206, inlinedAt: !243)
!252 = !DILocation(line: 23, column: 1, scope: !206, inlinedAt: !243)
!253 = !DILocation(line: 89, column: 47, scope: !19)
!254 = !DILocation(line: 89, column: 3, scope: !19)
!255 = !DILocation(line: 90, column: 12, scope: !49)
!256 = !DILocation(line: 90, column: 17, scope: !49)
!257 = !DILocalVariable(name: "A", arg: 1, scope: !258, file: !1, line: 52, type: !261)
!258 = distinct !DISubprogram(name: "kernel_spmv", scope: !1, file: !1, line: 52, type: !259, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !265)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !261, !263, !37}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!265 = !{!257, !266, !267, !268, !270, !273}
!266 = !DILocalVariable(name: "x", arg: 2, scope: !258, file: !1, line: 52, type: !263)
!267 = !DILocalVariable(name: "y", arg: 3, scope: !258, file: !1, line: 52, type: !37)
!268 = !DILocalVariable(name: "i", scope: !269, file: !1, line: 54, type: !3)
!269 = distinct !DILexicalBlock(scope: !258, file: !1, line: 54, column: 3)
!270 = !DILocalVariable(name: "s", scope: !271, file: !1, line: 55, type: !38)
!271 = distinct !DILexicalBlock(scope: !272, file: !1, line: 54, column: 34)
!272 = distinct !DILexicalBlock(scope: !269, file: !1, line: 54, column: 3)
!273 = !DILocalVariable(name: "k", scope: !274, file: !1, line: 56, type: !3)
!274 = distinct !DILexicalBlock(scope: !271, file: !1, line: 56, column: 5)
!275 = !DILocation(line: 0, scope: !258, inlinedAt: !276)
!276 = distinct !DILocation(line: 86, column: 5, scope: !277)
!277 = distinct !DILexicalBlock(scope: !236, file: !1, line: 85, column: 38)
!278 = !DILocation(line: 0, scope: !269, inlinedAt: !276)
!279 = !DILocation(line: 54, column: 3, scope: !269, inlinedAt: !276)
!280 = !DILocation(line: 56, column: 18, scope: !274, inlinedAt: !276)
!281 = !DILocation(line: 0, scope: !271, inlinedAt: !276)
!282 = !DILocation(line: 0, scope: !274, inlinedAt: !276)
!283 = !DILocation(line: 56, column: 34, scope: !284, inlinedAt: !276)
!284 = distinct !DILexicalBlock(scope: !274, file: !1, line: 56, column: 5)
!285 = !DILocation(line: 56, column: 5, scope: !274, inlinedAt: !276)
!286 = !DILocation(line: 57, column: 12, scope: !284, inlinedAt: !276)
!287 = !DILocation(line: 57, column: 26, scope: !284, inlinedAt: !276)
!288 = !DILocation(line: 57, column: 24, scope: !284, inlinedAt: !276)
!289 = !DILocation(line: 57, column: 9, scope: !284, inlinedAt: !276)
!290 = !DILocation(line: 56, column: 55, scope: !284, inlinedAt: !276)
!291 = distinct !{!291, !292}
!292 = !{!"llvm.loop.unroll.disable"}
!293 = !DILocation(line: 58, column: 5, scope: !271, inlinedAt: !276)
!294 = !DILocation(line: 58, column: 10, scope: !271, inlinedAt: !276)
!295 = !DILocation(line: 54, column: 21, scope: !272, inlinedAt: !276)
!296 = distinct !{!296, !279, !297, !173}
!297 = !DILocation(line: 59, column: 3, scope: !269, inlinedAt: !276)
!298 = !DILocation(line: 65, column: 3, scope: !299, inlinedAt: !311)
!299 = distinct !DILexicalBlock(scope: !300, file: !1, line: 65, column: 3)
!300 = distinct !DISubprogram(name: "normalize", scope: !1, file: !1, line: 62, type: !301, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!38, !3, !37, !37}
!303 = !{!304, !305, !306, !307, !308, !309}
!304 = !DILocalVariable(name: "n", arg: 1, scope: !300, file: !1, line: 62, type: !3)
!305 = !DILocalVariable(name: "y", arg: 2, scope: !300, file: !1, line: 62, type: !37)
!306 = !DILocalVariable(name: "x", arg: 3, scope: !300, file: !1, line: 62, type: !37)
!307 = !DILocalVariable(name: "nrm", scope: !300, file: !1, line: 64, type: !38)
!308 = !DILocalVariable(name: "i", scope: !299, file: !1, line: 65, type: !3)
!309 = !DILocalVariable(name: "i", scope: !310, file: !1, line: 68, type: !3)
!310 = distinct !DILexicalBlock(scope: !300, file: !1, line: 68, column: 3)
!311 = distinct !DILocation(line: 87, column: 14, scope: !277)
!312 = distinct !{!312, !285, !313, !173}
!313 = !DILocation(line: 57, column: 35, scope: !274, inlinedAt: !276)
!314 = !DILocation(line: 0, scope: !299, inlinedAt: !311)
!315 = !DILocation(line: 0, scope: !300, inlinedAt: !311)
!316 = !DILocation(line: 66, column: 12, scope: !317, inlinedAt: !311)
!317 = distinct !DILexicalBlock(scope: !299, file: !1, line: 65, column: 3)
!318 = !DILocation(line: 66, column: 9, scope: !317, inlinedAt: !311)
!319 = !DILocation(line: 65, column: 27, scope: !317, inlinedAt: !311)
!320 = distinct !{!320, !292}
!321 = !DILocation(line: 67, column: 9, scope: !300, inlinedAt: !311)
!322 = !DILocation(line: 0, scope: !310, inlinedAt: !311)
!323 = !DILocation(line: 68, column: 3, scope: !310, inlinedAt: !311)
!324 = !DILocation(line: 68, column: 27, scope: !325, inlinedAt: !311)
!325 = distinct !DILexicalBlock(scope: !310, file: !1, line: 68, column: 3)
!326 = !DILocation(line: 69, column: 12, scope: !325, inlinedAt: !311)
!327 = !DILocation(line: 69, column: 17, scope: !325, inlinedAt: !311)
!328 = !DILocation(line: 69, column: 10, scope: !325, inlinedAt: !311)
!329 = distinct !{!329, !323, !330, !173, !204}
!330 = !DILocation(line: 69, column: 19, scope: !310, inlinedAt: !311)
!331 = distinct !{!331, !298, !332, !173}
!332 = !DILocation(line: 66, column: 22, scope: !299, inlinedAt: !311)
!333 = !DILocation(line: 69, column: 5, scope: !325, inlinedAt: !311)
!334 = !DILocation(line: 68, column: 21, scope: !325, inlinedAt: !311)
!335 = distinct !{!335, !323, !330, !173, !240, !204}
!336 = !DILocation(line: 85, column: 34, scope: !236)
!337 = distinct !{!337, !237, !338, !173}
!338 = !DILocation(line: 88, column: 3, scope: !46)
!339 = !DILocation(line: 90, column: 28, scope: !49)
!340 = !DILocation(line: 90, column: 21, scope: !49)
!341 = !DILocation(line: 90, column: 7, scope: !19)
!342 = !DILocation(line: 0, scope: !48)
!343 = !DILocation(line: 92, column: 15, scope: !344)
!344 = distinct !DILexicalBlock(scope: !48, file: !1, line: 91, column: 5)
!345 = !DILocation(line: 92, column: 31, scope: !344)
!346 = !DILocation(line: 92, column: 7, scope: !344)
!347 = !DILocation(line: 91, column: 31, scope: !344)
!348 = !DILocation(line: 91, column: 23, scope: !344)
!349 = !DILocation(line: 91, column: 5, scope: !48)
!350 = distinct !{!350, !349, !351, !173}
!351 = !DILocation(line: 92, column: 35, scope: !48)
!352 = !DILocation(line: 93, column: 3, scope: !19)
!353 = !DILocation(line: 94, column: 3, scope: !19)
!354 = !DILocation(line: 95, column: 3, scope: !19)
!355 = !DILocation(line: 96, column: 3, scope: !19)
!356 = !DILocation(line: 97, column: 3, scope: !19)
!357 = !DILocation(line: 98, column: 3, scope: !19)
!358 = !DILocation(line: 99, column: 3, scope: !19)
!359 = !DISubprogram(name: "clock_gettime", scope: !360, file: !360, line: 288, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !367)
!360 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!361 = !DISubroutineType(types: !362)
!362 = !{!3, !363, !366}
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !364, line: 7, baseType: !365)
!364 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !216, line: 169, baseType: !3)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!367 = !{}
