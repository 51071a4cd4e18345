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
  br i1 %33, label %34, label %158, !dbg !115

34:                                               ; preds = %17
  %35 = add nsw i32 %18, -1
  %36 = zext i32 %18 to i64, !dbg !115
  %37 = zext i32 %35 to i64, !dbg !115
  %38 = icmp eq i32 %18, 1
  br label %39, !dbg !115

39:                                               ; preds = %153, %34
  %40 = phi i64 [ %156, %153 ], [ 0, %34 ]
  %41 = phi i32 [ %155, %153 ], [ 0, %34 ]
  %42 = phi i32 [ %154, %153 ], [ 1, %34 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !88, metadata !DIExpression()) #10, !dbg !113
  call void @llvm.dbg.value(metadata i32 %41, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %42, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %43 = mul nuw nsw i64 %40, %36
  %44 = icmp eq i64 %40, 0
  %45 = icmp ult i64 %40, %37
  call void @llvm.dbg.value(metadata i64 0, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i64 %43, metadata !93, metadata !DIExpression()) #10, !dbg !117
  %46 = getelementptr inbounds i32, i32* %25, i64 %43, !dbg !118
  store i32 %41, i32* %46, align 4, !dbg !119, !tbaa !120
  br i1 %44, label %54, label %47, !dbg !122

47:                                               ; preds = %39
  %48 = sext i32 %41 to i64, !dbg !123
  %49 = getelementptr inbounds i32, i32* %29, i64 %48, !dbg !123
  %50 = trunc i64 %43 to i32, !dbg !126
  %51 = sub i32 %50, %18, !dbg !126
  store i32 %51, i32* %49, align 4, !dbg !126, !tbaa !120
  %52 = add nsw i32 %41, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %52, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %53 = getelementptr inbounds double, double* %32, i64 %48, !dbg !128
  store double -1.000000e+00, double* %53, align 8, !dbg !129, !tbaa !130
  br label %54, !dbg !132

54:                                               ; preds = %39, %47
  %55 = phi i32 [ %50, %47 ], [ 0, %39 ], !dbg !133
  %56 = phi i32 [ %52, %47 ], [ %41, %39 ], !dbg !98
  call void @llvm.dbg.value(metadata i32 %56, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %57 = sext i32 %56 to i64, !dbg !134
  %58 = add nsw i32 %56, 1, !dbg !135
  %59 = getelementptr inbounds i32, i32* %29, i64 %57, !dbg !134
  store i32 %55, i32* %59, align 4, !dbg !133, !tbaa !120
  call void @llvm.dbg.value(metadata i32 %58, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %60 = getelementptr inbounds double, double* %32, i64 %57, !dbg !136
  store double 4.500000e+00, double* %60, align 8, !dbg !137, !tbaa !130
  br i1 %38, label %67, label %61, !dbg !138

61:                                               ; preds = %54
  %62 = sext i32 %58 to i64, !dbg !139
  %63 = getelementptr inbounds i32, i32* %29, i64 %62, !dbg !139
  %64 = add i32 %55, 1, !dbg !142
  store i32 %64, i32* %63, align 4, !dbg !142, !tbaa !120
  %65 = add nsw i32 %56, 2, !dbg !143
  call void @llvm.dbg.value(metadata i32 %65, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %66 = getelementptr inbounds double, double* %32, i64 %62, !dbg !144
  store double -1.000000e+00, double* %66, align 8, !dbg !145, !tbaa !130
  br label %67, !dbg !146

67:                                               ; preds = %61, %54
  %68 = phi i32 [ %65, %61 ], [ %58, %54 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %68, metadata !86, metadata !DIExpression()) #10, !dbg !98
  br i1 %45, label %69, label %75, !dbg !147

69:                                               ; preds = %67
  %70 = sext i32 %68 to i64, !dbg !148
  %71 = getelementptr inbounds i32, i32* %29, i64 %70, !dbg !148
  %72 = add i32 %18, %55, !dbg !151
  store i32 %72, i32* %71, align 4, !dbg !151, !tbaa !120
  %73 = add nsw i32 %68, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %73, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %74 = getelementptr inbounds double, double* %32, i64 %70, !dbg !153
  store double -1.000000e+00, double* %74, align 8, !dbg !154, !tbaa !130
  br label %75, !dbg !155

75:                                               ; preds = %69, %67
  %76 = phi i32 [ %73, %69 ], [ %68, %67 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %76, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #10, !dbg !156
  call void @llvm.dbg.value(metadata i32 %42, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %77 = sext i32 %76 to i64, !dbg !157
  call void @llvm.dbg.value(metadata i64 %77, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %78 = mul i32 %42, 1103515245, !dbg !158
  %79 = add i32 %78, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %79, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %80 = lshr i32 %79, 8, !dbg !162
  %81 = urem i32 %80, %20, !dbg !163
  %82 = getelementptr inbounds i32, i32* %29, i64 %77, !dbg !164
  store i32 %81, i32* %82, align 4, !dbg !165, !tbaa !120
  %83 = add nsw i64 %77, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %83, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %84 = getelementptr inbounds double, double* %32, i64 %77, !dbg !167
  call void @llvm.dbg.value(metadata i32 1, metadata !96, metadata !DIExpression()) #10, !dbg !156
  %85 = mul i32 %79, 1103515245, !dbg !158
  %86 = add i32 %85, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %86, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %87 = lshr i32 %86, 8, !dbg !162
  %88 = urem i32 %87, %20, !dbg !163
  %89 = getelementptr inbounds i32, i32* %29, i64 %83, !dbg !164
  store i32 %88, i32* %89, align 4, !dbg !165, !tbaa !120
  %90 = add i32 %76, 2, !dbg !166
  call void @llvm.dbg.value(metadata i64 %77, metadata !86, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #10, !dbg !98
  %91 = bitcast double* %84 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double>* %91, align 8, !dbg !168, !tbaa !130
  call void @llvm.dbg.value(metadata i32 2, metadata !96, metadata !DIExpression()) #10, !dbg !156
  call void @llvm.dbg.value(metadata i32 %90, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 1, metadata !90, metadata !DIExpression()) #10, !dbg !116
  br i1 %38, label %153, label %92, !dbg !169

92:                                               ; preds = %75, %134
  %93 = phi i64 [ %151, %134 ], [ 1, %75 ]
  %94 = phi i32 [ %149, %134 ], [ %90, %75 ]
  %95 = phi i32 [ %145, %134 ], [ %86, %75 ]
  call void @llvm.dbg.value(metadata i32 %94, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %93, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %95, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %96 = add nuw nsw i64 %93, %43, !dbg !170
  call void @llvm.dbg.value(metadata i64 %96, metadata !93, metadata !DIExpression()) #10, !dbg !117
  %97 = getelementptr inbounds i32, i32* %25, i64 %96, !dbg !118
  store i32 %94, i32* %97, align 4, !dbg !119, !tbaa !120
  br i1 %44, label %98, label %100, !dbg !122

98:                                               ; preds = %92
  %99 = trunc i64 %96 to i32, !dbg !171
  br label %107, !dbg !122

100:                                              ; preds = %92
  %101 = sext i32 %94 to i64, !dbg !123
  %102 = getelementptr inbounds i32, i32* %29, i64 %101, !dbg !123
  %103 = trunc i64 %96 to i32, !dbg !126
  %104 = sub i32 %103, %18, !dbg !126
  store i32 %104, i32* %102, align 4, !dbg !126, !tbaa !120
  %105 = add nsw i32 %94, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %105, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %106 = getelementptr inbounds double, double* %32, i64 %101, !dbg !128
  store double -1.000000e+00, double* %106, align 8, !dbg !129, !tbaa !130
  br label %107, !dbg !132

107:                                              ; preds = %98, %100
  %108 = phi i32 [ %99, %98 ], [ %103, %100 ], !dbg !171
  %109 = phi i32 [ %94, %98 ], [ %105, %100 ], !dbg !98
  call void @llvm.dbg.value(metadata i32 %109, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %110 = sext i32 %109 to i64, !dbg !174
  %111 = getelementptr inbounds i32, i32* %29, i64 %110, !dbg !174
  %112 = add i32 %108, -1, !dbg !171
  store i32 %112, i32* %111, align 4, !dbg !171, !tbaa !120
  %113 = add nsw i32 %109, 1, !dbg !175
  call void @llvm.dbg.value(metadata i32 %113, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %114 = getelementptr inbounds double, double* %32, i64 %110, !dbg !176
  %115 = sext i32 %113 to i64, !dbg !134
  %116 = getelementptr inbounds i32, i32* %29, i64 %115, !dbg !134
  store i32 %108, i32* %116, align 4, !dbg !133, !tbaa !120
  %117 = add nsw i32 %109, 2, !dbg !135
  call void @llvm.dbg.value(metadata i32 %117, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %118 = bitcast double* %114 to <2 x double>*, !dbg !177
  store <2 x double> <double -1.000000e+00, double 4.500000e+00>, <2 x double>* %118, align 8, !dbg !177, !tbaa !130
  %119 = icmp ult i64 %93, %37, !dbg !178
  br i1 %119, label %120, label %126, !dbg !138

120:                                              ; preds = %107
  %121 = sext i32 %117 to i64, !dbg !139
  %122 = getelementptr inbounds i32, i32* %29, i64 %121, !dbg !139
  %123 = add i32 %108, 1, !dbg !142
  store i32 %123, i32* %122, align 4, !dbg !142, !tbaa !120
  %124 = add nsw i32 %109, 3, !dbg !143
  call void @llvm.dbg.value(metadata i32 %124, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %125 = getelementptr inbounds double, double* %32, i64 %121, !dbg !144
  store double -1.000000e+00, double* %125, align 8, !dbg !145, !tbaa !130
  br label %126, !dbg !146

126:                                              ; preds = %120, %107
  %127 = phi i32 [ %124, %120 ], [ %117, %107 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %127, metadata !86, metadata !DIExpression()) #10, !dbg !98
  br i1 %45, label %128, label %134, !dbg !147

128:                                              ; preds = %126
  %129 = sext i32 %127 to i64, !dbg !148
  %130 = getelementptr inbounds i32, i32* %29, i64 %129, !dbg !148
  %131 = add i32 %18, %108, !dbg !151
  store i32 %131, i32* %130, align 4, !dbg !151, !tbaa !120
  %132 = add nsw i32 %127, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %132, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %133 = getelementptr inbounds double, double* %32, i64 %129, !dbg !153
  store double -1.000000e+00, double* %133, align 8, !dbg !154, !tbaa !130
  br label %134, !dbg !155

134:                                              ; preds = %128, %126
  %135 = phi i32 [ %132, %128 ], [ %127, %126 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %135, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #10, !dbg !156
  call void @llvm.dbg.value(metadata i32 %95, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %136 = sext i32 %135 to i64, !dbg !157
  call void @llvm.dbg.value(metadata i64 %136, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %137 = mul i32 %95, 1103515245, !dbg !158
  %138 = add i32 %137, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %138, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %139 = lshr i32 %138, 8, !dbg !162
  %140 = urem i32 %139, %20, !dbg !163
  %141 = getelementptr inbounds i32, i32* %29, i64 %136, !dbg !164
  store i32 %140, i32* %141, align 4, !dbg !165, !tbaa !120
  %142 = add nsw i64 %136, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %142, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %143 = getelementptr inbounds double, double* %32, i64 %136, !dbg !167
  call void @llvm.dbg.value(metadata i32 1, metadata !96, metadata !DIExpression()) #10, !dbg !156
  %144 = mul i32 %138, 1103515245, !dbg !158
  %145 = add i32 %144, 12345, !dbg !161
  call void @llvm.dbg.value(metadata i32 %145, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %146 = lshr i32 %145, 8, !dbg !162
  %147 = urem i32 %146, %20, !dbg !163
  %148 = getelementptr inbounds i32, i32* %29, i64 %142, !dbg !164
  store i32 %147, i32* %148, align 4, !dbg !165, !tbaa !120
  %149 = add i32 %135, 2, !dbg !166
  call void @llvm.dbg.value(metadata i64 %136, metadata !86, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #10, !dbg !98
  %150 = bitcast double* %143 to <2 x double>*, !dbg !168
  store <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double>* %150, align 8, !dbg !168, !tbaa !130
  call void @llvm.dbg.value(metadata i32 2, metadata !96, metadata !DIExpression()) #10, !dbg !156
  %151 = add nuw nsw i64 %93, 1, !dbg !179
  call void @llvm.dbg.value(metadata i32 %149, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %151, metadata !90, metadata !DIExpression()) #10, !dbg !116
  %152 = icmp eq i64 %151, %36, !dbg !180
  br i1 %152, label %153, label %92, !dbg !169, !llvm.loop !181

153:                                              ; preds = %134, %75
  %154 = phi i32 [ %86, %75 ], [ %145, %134 ], !dbg !161
  %155 = phi i32 [ %90, %75 ], [ %149, %134 ], !dbg !166
  %156 = add nuw nsw i64 %40, 1, !dbg !185
  call void @llvm.dbg.value(metadata i32 undef, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %156, metadata !88, metadata !DIExpression()) #10, !dbg !113
  call void @llvm.dbg.value(metadata i32 undef, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %157 = icmp eq i64 %156, %36, !dbg !114
  br i1 %157, label %158, label %39, !dbg !115, !llvm.loop !186

158:                                              ; preds = %153, %17
  %159 = phi i32 [ 0, %17 ], [ %155, %153 ], !dbg !188
  %160 = getelementptr inbounds i32, i32* %25, i64 %26, !dbg !189
  store i32 %159, i32* %160, align 4, !dbg !190, !tbaa !120
  call void @llvm.dbg.value(metadata i32 %159, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !50
  %161 = shl nuw nsw i64 %26, 3, !dbg !191
  %162 = tail call noalias i8* @malloc(i64 noundef %161) #10, !dbg !192
  %163 = bitcast i8* %162 to double*, !dbg !192
  call void @llvm.dbg.value(metadata double* %163, metadata !39, metadata !DIExpression()), !dbg !50
  %164 = tail call noalias i8* @malloc(i64 noundef %161) #10, !dbg !193
  %165 = bitcast i8* %164 to double*, !dbg !193
  call void @llvm.dbg.value(metadata double* %165, metadata !40, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !194
  %166 = icmp eq i32 %20, 0, !dbg !195
  br i1 %166, label %192, label %167, !dbg !197

167:                                              ; preds = %158
  %168 = icmp ult i32 %20, 4, !dbg !197
  br i1 %168, label %190, label %169, !dbg !197

169:                                              ; preds = %167
  %170 = and i64 %26, 2147483644, !dbg !197
  br label %171, !dbg !197

171:                                              ; preds = %171, %169
  %172 = phi i64 [ 0, %169 ], [ %185, %171 ], !dbg !198
  %173 = phi <2 x i32> [ <i32 0, i32 1>, %169 ], [ %186, %171 ], !dbg !199
  %174 = add <2 x i32> %173, <i32 2, i32 2>, !dbg !199
  %175 = urem <2 x i32> %173, <i32 3, i32 3>, !dbg !199
  %176 = urem <2 x i32> %174, <i32 3, i32 3>, !dbg !199
  %177 = add nuw nsw <2 x i32> %175, <i32 1, i32 1>, !dbg !200
  %178 = add nuw nsw <2 x i32> %176, <i32 1, i32 1>, !dbg !200
  %179 = sitofp <2 x i32> %177 to <2 x double>, !dbg !200
  %180 = sitofp <2 x i32> %178 to <2 x double>, !dbg !200
  %181 = getelementptr inbounds double, double* %163, i64 %172, !dbg !198
  %182 = bitcast double* %181 to <2 x double>*, !dbg !201
  store <2 x double> %179, <2 x double>* %182, align 8, !dbg !201, !tbaa !130
  %183 = getelementptr inbounds double, double* %181, i64 2, !dbg !201
  %184 = bitcast double* %183 to <2 x double>*, !dbg !201
  store <2 x double> %180, <2 x double>* %184, align 8, !dbg !201, !tbaa !130
  %185 = add nuw i64 %172, 4, !dbg !198
  %186 = add <2 x i32> %173, <i32 4, i32 4>, !dbg !199
  %187 = icmp eq i64 %185, %170, !dbg !198
  br i1 %187, label %188, label %171, !dbg !198, !llvm.loop !202

188:                                              ; preds = %171
  %189 = icmp eq i64 %170, %26, !dbg !197
  br i1 %189, label %192, label %190, !dbg !197

190:                                              ; preds = %167, %188
  %191 = phi i64 [ 0, %167 ], [ %170, %188 ]
  br label %223, !dbg !197

192:                                              ; preds = %223, %188, %158
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !50
  %193 = bitcast %struct.timespec* %4 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %193) #10, !dbg !205
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !210, metadata !DIExpression()) #10, !dbg !221
  %194 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %4) #10, !dbg !222
  %195 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !223
  %196 = load i64, i64* %195, align 8, !dbg !223, !tbaa !224
  %197 = sitofp i64 %196 to double, !dbg !227
  %198 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !228
  %199 = load i64, i64* %198, align 8, !dbg !228, !tbaa !229
  %200 = sitofp i64 %199 to double, !dbg !230
  %201 = fdiv double %200, 1.000000e+09, !dbg !231
  %202 = fadd double %201, %197, !dbg !232
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %193) #10, !dbg !233
  call void @llvm.dbg.value(metadata double %202, metadata !44, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !234
  %203 = icmp slt i32 %19, 1, !dbg !235
  %204 = select i1 %203, i1 true, i1 %166, !dbg !237
  br i1 %204, label %232, label %205, !dbg !237

205:                                              ; preds = %192
  %206 = load i32, i32* %25, align 4, !tbaa !120
  %207 = add nsw i64 %26, -1, !dbg !237
  %208 = and i64 %26, 2147483646, !dbg !237
  %209 = add nsw i64 %208, -2, !dbg !237
  %210 = lshr exact i64 %209, 1, !dbg !237
  %211 = add nuw i64 %210, 1, !dbg !237
  %212 = and i64 %26, 3
  %213 = icmp ult i64 %207, 3
  %214 = and i64 %26, 2147483644
  %215 = icmp eq i64 %212, 0
  %216 = icmp ult i32 %20, 2
  %217 = and i64 %26, 2147483646
  %218 = and i64 %211, 1
  %219 = icmp eq i64 %209, 0
  %220 = and i64 %211, -2
  %221 = icmp eq i64 %218, 0
  %222 = icmp eq i64 %217, %26
  br label %248, !dbg !237

223:                                              ; preds = %190, %223
  %224 = phi i64 [ %230, %223 ], [ %191, %190 ]
  call void @llvm.dbg.value(metadata i64 %224, metadata !41, metadata !DIExpression()), !dbg !194
  %225 = trunc i64 %224 to i32, !dbg !199
  %226 = urem i32 %225, 3, !dbg !199
  %227 = add nuw nsw i32 %226, 1, !dbg !200
  %228 = sitofp i32 %227 to double, !dbg !200
  %229 = getelementptr inbounds double, double* %163, i64 %224, !dbg !238
  store double %228, double* %229, align 8, !dbg !201, !tbaa !130
  %230 = add nuw nsw i64 %224, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %230, metadata !41, metadata !DIExpression()), !dbg !194
  %231 = icmp eq i64 %230, %26, !dbg !195
  br i1 %231, label %192, label %223, !dbg !197, !llvm.loop !239

232:                                              ; preds = %411, %192
  %233 = phi double [ 0.000000e+00, %192 ], [ %346, %411 ], !dbg !50
  %234 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !241, !tbaa !54
  %235 = bitcast %struct.timespec* %3 to i8*, !dbg !242
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %235) #10, !dbg !242
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !210, metadata !DIExpression()) #10, !dbg !244
  %236 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %3) #10, !dbg !245
  %237 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !246
  %238 = load i64, i64* %237, align 8, !dbg !246, !tbaa !224
  %239 = sitofp i64 %238 to double, !dbg !247
  %240 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !248
  %241 = load i64, i64* %240, align 8, !dbg !248, !tbaa !229
  %242 = sitofp i64 %241 to double, !dbg !249
  %243 = fdiv double %242, 1.000000e+09, !dbg !250
  %244 = fadd double %243, %239, !dbg !251
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %235) #10, !dbg !252
  %245 = fsub double %244, %202, !dbg !253
  %246 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %234, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %245) #11, !dbg !254
  %247 = icmp sgt i32 %0, 42, !dbg !255
  br i1 %247, label %414, label %428, !dbg !256

248:                                              ; preds = %205, %411
  %249 = phi i32 [ 0, %205 ], [ %412, %411 ]
  call void @llvm.dbg.value(metadata i32 %249, metadata !45, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata %struct.csr_t* undef, metadata !257, metadata !DIExpression()) #10, !dbg !275
  call void @llvm.dbg.value(metadata double* %163, metadata !266, metadata !DIExpression()) #10, !dbg !275
  call void @llvm.dbg.value(metadata double* %165, metadata !267, metadata !DIExpression()) #10, !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !268, metadata !DIExpression()) #10, !dbg !278
  br label %250, !dbg !279

250:                                              ; preds = %285, %248
  %251 = phi i32 [ %206, %248 ], [ %255, %285 ], !dbg !280
  %252 = phi i64 [ 0, %248 ], [ %253, %285 ]
  call void @llvm.dbg.value(metadata i64 %252, metadata !268, metadata !DIExpression()) #10, !dbg !278
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !270, metadata !DIExpression()) #10, !dbg !281
  call void @llvm.dbg.value(metadata i32 %251, metadata !273, metadata !DIExpression()) #10, !dbg !282
  %253 = add nuw nsw i64 %252, 1
  %254 = getelementptr inbounds i32, i32* %25, i64 %253
  %255 = load i32, i32* %254, align 4, !tbaa !120
  %256 = icmp slt i32 %251, %255, !dbg !283
  br i1 %256, label %257, label %285, !dbg !285

257:                                              ; preds = %250
  %258 = sext i32 %251 to i64, !dbg !285
  %259 = sext i32 %255 to i64, !dbg !283
  %260 = sub nsw i64 %259, %258, !dbg !285
  %261 = xor i64 %258, -1, !dbg !285
  %262 = add nsw i64 %261, %259, !dbg !285
  %263 = and i64 %260, 3, !dbg !285
  %264 = icmp eq i64 %263, 0, !dbg !285
  br i1 %264, label %280, label %265, !dbg !285

265:                                              ; preds = %257, %265
  %266 = phi i64 [ %277, %265 ], [ %258, %257 ]
  %267 = phi double [ %276, %265 ], [ 0.000000e+00, %257 ]
  %268 = phi i64 [ %278, %265 ], [ 0, %257 ]
  call void @llvm.dbg.value(metadata i64 %266, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %267, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %269 = getelementptr inbounds double, double* %32, i64 %266, !dbg !286
  %270 = load double, double* %269, align 8, !dbg !286, !tbaa !130
  %271 = getelementptr inbounds i32, i32* %29, i64 %266, !dbg !287
  %272 = load i32, i32* %271, align 4, !dbg !287, !tbaa !120
  %273 = sext i32 %272 to i64, !dbg !288
  %274 = getelementptr inbounds double, double* %163, i64 %273, !dbg !288
  %275 = load double, double* %274, align 8, !dbg !288, !tbaa !130
  %276 = call double @llvm.fmuladd.f64(double %270, double %275, double %267) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %276, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %277 = add nsw i64 %266, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %277, metadata !273, metadata !DIExpression()) #10, !dbg !282
  %278 = add i64 %268, 1, !dbg !285
  %279 = icmp eq i64 %278, %263, !dbg !285
  br i1 %279, label %280, label %265, !dbg !285, !llvm.loop !291

280:                                              ; preds = %265, %257
  %281 = phi double [ undef, %257 ], [ %276, %265 ]
  %282 = phi i64 [ %258, %257 ], [ %277, %265 ]
  %283 = phi double [ 0.000000e+00, %257 ], [ %276, %265 ]
  %284 = icmp ult i64 %262, 3, !dbg !285
  br i1 %284, label %285, label %290, !dbg !285

285:                                              ; preds = %280, %290, %250
  %286 = phi double [ 0.000000e+00, %250 ], [ %281, %280 ], [ %327, %290 ], !dbg !281
  %287 = getelementptr inbounds double, double* %165, i64 %252, !dbg !293
  store double %286, double* %287, align 8, !dbg !294, !tbaa !130
  call void @llvm.dbg.value(metadata i64 %253, metadata !268, metadata !DIExpression()) #10, !dbg !278
  %288 = icmp eq i64 %253, %26, !dbg !295
  br i1 %288, label %289, label %250, !dbg !279, !llvm.loop !296

289:                                              ; preds = %285
  br i1 %213, label %330, label %381, !dbg !298

290:                                              ; preds = %280, %290
  %291 = phi i64 [ %328, %290 ], [ %282, %280 ]
  %292 = phi double [ %327, %290 ], [ %283, %280 ]
  call void @llvm.dbg.value(metadata i64 %291, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %292, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %293 = getelementptr inbounds double, double* %32, i64 %291, !dbg !286
  %294 = load double, double* %293, align 8, !dbg !286, !tbaa !130
  %295 = getelementptr inbounds i32, i32* %29, i64 %291, !dbg !287
  %296 = load i32, i32* %295, align 4, !dbg !287, !tbaa !120
  %297 = sext i32 %296 to i64, !dbg !288
  %298 = getelementptr inbounds double, double* %163, i64 %297, !dbg !288
  %299 = load double, double* %298, align 8, !dbg !288, !tbaa !130
  %300 = call double @llvm.fmuladd.f64(double %294, double %299, double %292) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %300, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %301 = add nsw i64 %291, 1, !dbg !290
  call void @llvm.dbg.value(metadata i64 %301, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata i64 %301, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %300, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %302 = getelementptr inbounds double, double* %32, i64 %301, !dbg !286
  %303 = load double, double* %302, align 8, !dbg !286, !tbaa !130
  %304 = getelementptr inbounds i32, i32* %29, i64 %301, !dbg !287
  %305 = load i32, i32* %304, align 4, !dbg !287, !tbaa !120
  %306 = sext i32 %305 to i64, !dbg !288
  %307 = getelementptr inbounds double, double* %163, i64 %306, !dbg !288
  %308 = load double, double* %307, align 8, !dbg !288, !tbaa !130
  %309 = call double @llvm.fmuladd.f64(double %303, double %308, double %300) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %309, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %310 = add nsw i64 %291, 2, !dbg !290
  call void @llvm.dbg.value(metadata i64 %310, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata i64 %310, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %309, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %311 = getelementptr inbounds double, double* %32, i64 %310, !dbg !286
  %312 = load double, double* %311, align 8, !dbg !286, !tbaa !130
  %313 = getelementptr inbounds i32, i32* %29, i64 %310, !dbg !287
  %314 = load i32, i32* %313, align 4, !dbg !287, !tbaa !120
  %315 = sext i32 %314 to i64, !dbg !288
  %316 = getelementptr inbounds double, double* %163, i64 %315, !dbg !288
  %317 = load double, double* %316, align 8, !dbg !288, !tbaa !130
  %318 = call double @llvm.fmuladd.f64(double %312, double %317, double %309) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %318, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %319 = add nsw i64 %291, 3, !dbg !290
  call void @llvm.dbg.value(metadata i64 %319, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata i64 %319, metadata !273, metadata !DIExpression()) #10, !dbg !282
  call void @llvm.dbg.value(metadata double %318, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %320 = getelementptr inbounds double, double* %32, i64 %319, !dbg !286
  %321 = load double, double* %320, align 8, !dbg !286, !tbaa !130
  %322 = getelementptr inbounds i32, i32* %29, i64 %319, !dbg !287
  %323 = load i32, i32* %322, align 4, !dbg !287, !tbaa !120
  %324 = sext i32 %323 to i64, !dbg !288
  %325 = getelementptr inbounds double, double* %163, i64 %324, !dbg !288
  %326 = load double, double* %325, align 8, !dbg !288, !tbaa !130
  %327 = call double @llvm.fmuladd.f64(double %321, double %326, double %318) #10, !dbg !289
  call void @llvm.dbg.value(metadata double %327, metadata !270, metadata !DIExpression()) #10, !dbg !281
  %328 = add nsw i64 %291, 4, !dbg !290
  call void @llvm.dbg.value(metadata i64 %328, metadata !273, metadata !DIExpression()) #10, !dbg !282
  %329 = icmp eq i64 %328, %259, !dbg !283
  br i1 %329, label %285, label %290, !dbg !285, !llvm.loop !312

330:                                              ; preds = %381, %289
  %331 = phi double [ undef, %289 ], [ %399, %381 ]
  %332 = phi i64 [ 0, %289 ], [ %400, %381 ]
  %333 = phi double [ 0.000000e+00, %289 ], [ %399, %381 ]
  br i1 %215, label %344, label %334, !dbg !298

334:                                              ; preds = %330, %334
  %335 = phi i64 [ %341, %334 ], [ %332, %330 ]
  %336 = phi double [ %340, %334 ], [ %333, %330 ]
  %337 = phi i64 [ %342, %334 ], [ 0, %330 ]
  call void @llvm.dbg.value(metadata i64 %335, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %336, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %338 = getelementptr inbounds double, double* %165, i64 %335, !dbg !316
  %339 = load double, double* %338, align 8, !dbg !316, !tbaa !130
  %340 = call double @llvm.fmuladd.f64(double %339, double %339, double %336) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %340, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %341 = add nuw nsw i64 %335, 1, !dbg !319
  call void @llvm.dbg.value(metadata i64 %341, metadata !308, metadata !DIExpression()) #10, !dbg !314
  %342 = add i64 %337, 1, !dbg !298
  %343 = icmp eq i64 %342, %212, !dbg !298
  br i1 %343, label %344, label %334, !dbg !298, !llvm.loop !320

344:                                              ; preds = %334, %330
  %345 = phi double [ %331, %330 ], [ %340, %334 ], !dbg !318
  %346 = call double @sqrt(double noundef %345) #10, !dbg !321
  call void @llvm.dbg.value(metadata double %346, metadata !307, metadata !DIExpression()) #10, !dbg !315
  call void @llvm.dbg.value(metadata i32 0, metadata !309, metadata !DIExpression()) #10, !dbg !322
  br i1 %216, label %379, label %347, !dbg !323

347:                                              ; preds = %344
  %348 = insertelement <2 x double> poison, double %346, i64 0, !dbg !323
  %349 = shufflevector <2 x double> %348, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !323
  br i1 %219, label %369, label %350, !dbg !323

350:                                              ; preds = %347, %350
  %351 = phi i64 [ %366, %350 ], [ 0, %347 ], !dbg !324
  %352 = phi i64 [ %367, %350 ], [ 0, %347 ]
  %353 = getelementptr inbounds double, double* %165, i64 %351, !dbg !324
  %354 = bitcast double* %353 to <2 x double>*, !dbg !326
  %355 = load <2 x double>, <2 x double>* %354, align 8, !dbg !326, !tbaa !130
  %356 = fdiv <2 x double> %355, %349, !dbg !327
  %357 = getelementptr inbounds double, double* %163, i64 %351, !dbg !324
  %358 = bitcast double* %357 to <2 x double>*, !dbg !328
  store <2 x double> %356, <2 x double>* %358, align 8, !dbg !328, !tbaa !130
  %359 = or i64 %351, 2, !dbg !324
  %360 = getelementptr inbounds double, double* %165, i64 %359, !dbg !324
  %361 = bitcast double* %360 to <2 x double>*, !dbg !326
  %362 = load <2 x double>, <2 x double>* %361, align 8, !dbg !326, !tbaa !130
  %363 = fdiv <2 x double> %362, %349, !dbg !327
  %364 = getelementptr inbounds double, double* %163, i64 %359, !dbg !324
  %365 = bitcast double* %364 to <2 x double>*, !dbg !328
  store <2 x double> %363, <2 x double>* %365, align 8, !dbg !328, !tbaa !130
  %366 = add nuw i64 %351, 4, !dbg !324
  %367 = add nuw i64 %352, 2, !dbg !324
  %368 = icmp eq i64 %367, %220, !dbg !324
  br i1 %368, label %369, label %350, !dbg !324, !llvm.loop !329

369:                                              ; preds = %350, %347
  %370 = phi i64 [ 0, %347 ], [ %366, %350 ]
  br i1 %221, label %378, label %371, !dbg !324

371:                                              ; preds = %369
  %372 = getelementptr inbounds double, double* %165, i64 %370, !dbg !324
  %373 = bitcast double* %372 to <2 x double>*, !dbg !326
  %374 = load <2 x double>, <2 x double>* %373, align 8, !dbg !326, !tbaa !130
  %375 = fdiv <2 x double> %374, %349, !dbg !327
  %376 = getelementptr inbounds double, double* %163, i64 %370, !dbg !324
  %377 = bitcast double* %376 to <2 x double>*, !dbg !328
  store <2 x double> %375, <2 x double>* %377, align 8, !dbg !328, !tbaa !130
  br label %378, !dbg !323

378:                                              ; preds = %369, %371
  br i1 %222, label %411, label %379, !dbg !323

379:                                              ; preds = %344, %378
  %380 = phi i64 [ 0, %344 ], [ %217, %378 ]
  br label %403, !dbg !323

381:                                              ; preds = %289, %381
  %382 = phi i64 [ %400, %381 ], [ 0, %289 ]
  %383 = phi double [ %399, %381 ], [ 0.000000e+00, %289 ]
  %384 = phi i64 [ %401, %381 ], [ 0, %289 ]
  call void @llvm.dbg.value(metadata i64 %382, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %383, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %385 = getelementptr inbounds double, double* %165, i64 %382, !dbg !316
  %386 = load double, double* %385, align 8, !dbg !316, !tbaa !130
  %387 = call double @llvm.fmuladd.f64(double %386, double %386, double %383) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %387, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %388 = or i64 %382, 1, !dbg !319
  call void @llvm.dbg.value(metadata i64 %388, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata i64 %388, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %387, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %389 = getelementptr inbounds double, double* %165, i64 %388, !dbg !316
  %390 = load double, double* %389, align 8, !dbg !316, !tbaa !130
  %391 = call double @llvm.fmuladd.f64(double %390, double %390, double %387) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %391, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %392 = or i64 %382, 2, !dbg !319
  call void @llvm.dbg.value(metadata i64 %392, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata i64 %392, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %391, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %393 = getelementptr inbounds double, double* %165, i64 %392, !dbg !316
  %394 = load double, double* %393, align 8, !dbg !316, !tbaa !130
  %395 = call double @llvm.fmuladd.f64(double %394, double %394, double %391) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %395, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %396 = or i64 %382, 3, !dbg !319
  call void @llvm.dbg.value(metadata i64 %396, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata i64 %396, metadata !308, metadata !DIExpression()) #10, !dbg !314
  call void @llvm.dbg.value(metadata double %395, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %397 = getelementptr inbounds double, double* %165, i64 %396, !dbg !316
  %398 = load double, double* %397, align 8, !dbg !316, !tbaa !130
  %399 = call double @llvm.fmuladd.f64(double %398, double %398, double %395) #10, !dbg !318
  call void @llvm.dbg.value(metadata double %399, metadata !307, metadata !DIExpression()) #10, !dbg !315
  %400 = add nuw nsw i64 %382, 4, !dbg !319
  call void @llvm.dbg.value(metadata i64 %400, metadata !308, metadata !DIExpression()) #10, !dbg !314
  %401 = add i64 %384, 4, !dbg !298
  %402 = icmp eq i64 %401, %214, !dbg !298
  br i1 %402, label %330, label %381, !dbg !298, !llvm.loop !331

403:                                              ; preds = %379, %403
  %404 = phi i64 [ %409, %403 ], [ %380, %379 ]
  call void @llvm.dbg.value(metadata i64 %404, metadata !309, metadata !DIExpression()) #10, !dbg !322
  %405 = getelementptr inbounds double, double* %165, i64 %404, !dbg !326
  %406 = load double, double* %405, align 8, !dbg !326, !tbaa !130
  %407 = fdiv double %406, %346, !dbg !327
  %408 = getelementptr inbounds double, double* %163, i64 %404, !dbg !333
  store double %407, double* %408, align 8, !dbg !328, !tbaa !130
  %409 = add nuw nsw i64 %404, 1, !dbg !324
  call void @llvm.dbg.value(metadata i64 %409, metadata !309, metadata !DIExpression()) #10, !dbg !322
  %410 = icmp eq i64 %409, %26, !dbg !334
  br i1 %410, label %411, label %403, !dbg !323, !llvm.loop !335

411:                                              ; preds = %403, %378
  call void @llvm.dbg.value(metadata double %346, metadata !43, metadata !DIExpression()), !dbg !50
  %412 = add nuw nsw i32 %249, 1, !dbg !336
  call void @llvm.dbg.value(metadata i32 %412, metadata !45, metadata !DIExpression()), !dbg !234
  %413 = icmp eq i32 %412, %19, !dbg !235
  br i1 %413, label %232, label %248, !dbg !237, !llvm.loop !337

414:                                              ; preds = %232
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
  %423 = getelementptr inbounds double, double* %163, i64 %421, !dbg !345
  %424 = load double, double* %423, align 8, !dbg !345, !tbaa !130
  %425 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %422, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %424) #11, !dbg !346
  %426 = add nuw nsw i64 %421, 1, !dbg !347
  call void @llvm.dbg.value(metadata i64 %426, metadata !47, metadata !DIExpression()), !dbg !342
  %427 = icmp eq i64 %426, %26, !dbg !348
  br i1 %427, label %428, label %420, !dbg !349, !llvm.loop !350

428:                                              ; preds = %420, %414, %232
  %429 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %159, double noundef %233), !dbg !352
  call void @free(i8* noundef %24) #10, !dbg !353
  call void @free(i8* noundef %28) #10, !dbg !354
  call void @free(i8* noundef %31) #10, !dbg !355
  call void @free(i8* noundef %162) #10, !dbg !356
  call void @free(i8* noundef %164) #10, !dbg !357
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
!133 = !DILocation(line: 39, column: 17, scope: !94, inlinedAt: !99)
!134 = !DILocation(line: 39, column: 7, scope: !94, inlinedAt: !99)
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
!170 = !DILocation(line: 35, column: 21, scope: !94, inlinedAt: !99)
!171 = !DILocation(line: 38, column: 30, scope: !172, inlinedAt: !99)
!172 = distinct !DILexicalBlock(scope: !173, file: !1, line: 38, column: 18)
!173 = distinct !DILexicalBlock(scope: !94, file: !1, line: 38, column: 11)
!174 = !DILocation(line: 38, column: 20, scope: !172, inlinedAt: !99)
!175 = !DILocation(line: 38, column: 47, scope: !172, inlinedAt: !99)
!176 = !DILocation(line: 38, column: 39, scope: !172, inlinedAt: !99)
!177 = !DILocation(line: 38, column: 51, scope: !172, inlinedAt: !99)
!178 = !DILocation(line: 40, column: 13, scope: !141, inlinedAt: !99)
!179 = !DILocation(line: 34, column: 29, scope: !95, inlinedAt: !99)
!180 = !DILocation(line: 34, column: 23, scope: !95, inlinedAt: !99)
!181 = distinct !{!181, !169, !182, !183, !184}
!182 = !DILocation(line: 47, column: 5, scope: !91, inlinedAt: !99)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !{!"llvm.loop.peeled.count", i32 1}
!185 = !DILocation(line: 33, column: 27, scope: !92, inlinedAt: !99)
!186 = distinct !{!186, !115, !187, !183}
!187 = !DILocation(line: 47, column: 5, scope: !89, inlinedAt: !99)
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
!202 = distinct !{!202, !197, !203, !183, !204}
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
!239 = distinct !{!239, !197, !203, !183, !240, !204}
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
!296 = distinct !{!296, !279, !297, !183}
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
!312 = distinct !{!312, !285, !313, !183}
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
!329 = distinct !{!329, !323, !330, !183, !204}
!330 = !DILocation(line: 69, column: 19, scope: !310, inlinedAt: !311)
!331 = distinct !{!331, !298, !332, !183}
!332 = !DILocation(line: 66, column: 22, scope: !299, inlinedAt: !311)
!333 = !DILocation(line: 69, column: 5, scope: !325, inlinedAt: !311)
!334 = !DILocation(line: 68, column: 21, scope: !325, inlinedAt: !311)
!335 = distinct !{!335, !323, !330, !183, !240, !204}
!336 = !DILocation(line: 85, column: 34, scope: !236)
!337 = distinct !{!337, !237, !338, !183}
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
!350 = distinct !{!350, !349, !351, !183}
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
