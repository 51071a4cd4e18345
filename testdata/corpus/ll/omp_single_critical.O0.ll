; ModuleID = 'omp_single_critical.c'
source_filename = "omp_single_critical.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@0 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @0, i32 0, i32 0) }, align 8
@3 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;28;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @3, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [43 x i8] c";omp_single_critical.c;kernel_hist;28;33;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @3, i32 0, i32 0) }, align 8
@8 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;31;1;;\00", align 1
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @8, i32 0, i32 0) }, align 8
@.gomp_critical_user_.var = common global [8 x i32] zeroinitializer
@10 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;36;1;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @10, i32 0, i32 0) }, align 8
@12 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;37;1;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @12, i32 0, i32 0) }, align 8
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @12, i32 0, i32 0) }, align 8
@15 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;14;1;;\00", align 1
@16 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @15, i32 0, i32 0) }, align 8
@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [12 x i8] c"threads %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"mode %d checksum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_hist(i32 noundef %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) #0 !dbg !13 {
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !20, metadata !DIExpression()), !dbg !21
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !22, metadata !DIExpression()), !dbg !23
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !24, metadata !DIExpression()), !dbg !25
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !26, metadata !DIExpression()), !dbg !27
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %11, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %11, align 4, !dbg !31
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @16, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32*, i32**, i32**, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %6, i32** %7, i32* %11, i32** %10, i32** %8, i32** %9), !dbg !32
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32** noundef nonnull align 8 dereferenceable(8) %3, i32* noundef nonnull align 4 dereferenceable(4) %4, i32** noundef nonnull align 8 dereferenceable(8) %5, i32** noundef nonnull align 8 dereferenceable(8) %6, i32** noundef nonnull align 8 dereferenceable(8) %7) #2 !dbg !34 {
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32**, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32**, align 8
  %15 = alloca i32**, align 8
  %16 = alloca i32**, align 8
  %17 = alloca [64 x i32], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store i32* %0, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !42, metadata !DIExpression()), !dbg !43
  store i32* %1, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !44, metadata !DIExpression()), !dbg !43
  store i32* %2, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !45, metadata !DIExpression()), !dbg !46
  store i32** %3, i32*** %12, align 8
  call void @llvm.dbg.declare(metadata i32*** %12, metadata !47, metadata !DIExpression()), !dbg !48
  store i32* %4, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !49, metadata !DIExpression()), !dbg !50
  store i32** %5, i32*** %14, align 8
  call void @llvm.dbg.declare(metadata i32*** %14, metadata !51, metadata !DIExpression()), !dbg !52
  store i32** %6, i32*** %15, align 8
  call void @llvm.dbg.declare(metadata i32*** %15, metadata !53, metadata !DIExpression()), !dbg !54
  store i32** %7, i32*** %16, align 8
  call void @llvm.dbg.declare(metadata i32*** %16, metadata !55, metadata !DIExpression()), !dbg !56
  %34 = load i32*, i32** %11, align 8, !dbg !57
  %35 = load i32**, i32*** %12, align 8, !dbg !57
  %36 = load i32*, i32** %13, align 8, !dbg !57
  %37 = load i32**, i32*** %14, align 8, !dbg !57
  %38 = load i32**, i32*** %15, align 8, !dbg !57
  %39 = load i32**, i32*** %16, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata [64 x i32]* %17, metadata !58, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %18, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %18, align 4, !dbg !66
  br label %40, !dbg !67

40:                                               ; preds = %47, %8
  %41 = load i32, i32* %18, align 4, !dbg !68
  %42 = icmp slt i32 %41, 64, !dbg !70
  br i1 %42, label %43, label %50, !dbg !71

43:                                               ; preds = %40
  %44 = load i32, i32* %18, align 4, !dbg !72
  %45 = sext i32 %44 to i64, !dbg !73
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* %17, i64 0, i64 %45, !dbg !73
  store i32 0, i32* %46, align 4, !dbg !74
  br label %47, !dbg !73

47:                                               ; preds = %43
  %48 = load i32, i32* %18, align 4, !dbg !75
  %49 = add nsw i32 %48, 1, !dbg !75
  store i32 %49, i32* %18, align 4, !dbg !75
  br label %40, !dbg !76, !llvm.loop !77

50:                                               ; preds = %40
  %51 = load i32*, i32** %9, align 8, !dbg !80
  %52 = load i32, i32* %51, align 4, !dbg !80
  %53 = call i32 @__kmpc_single(%struct.ident_t* @1, i32 %52), !dbg !80
  %54 = icmp ne i32 %53, 0, !dbg !80
  br i1 %54, label %55, label %84, !dbg !80

55:                                               ; preds = %50
  call void @llvm.dbg.declare(metadata i32* %19, metadata !81, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %19, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %20, metadata !85, metadata !DIExpression()), !dbg !87
  store i32 0, i32* %20, align 4, !dbg !87
  br label %56, !dbg !88

56:                                               ; preds = %75, %55
  %57 = load i32, i32* %20, align 4, !dbg !89
  %58 = load i32, i32* %34, align 4, !dbg !91
  %59 = icmp slt i32 %57, %58, !dbg !92
  br i1 %59, label %60, label %78, !dbg !93

60:                                               ; preds = %56
  %61 = load i32*, i32** %35, align 8, !dbg !94
  %62 = load i32, i32* %20, align 4, !dbg !96
  %63 = sext i32 %62 to i64, !dbg !94
  %64 = getelementptr inbounds i32, i32* %61, i64 %63, !dbg !94
  %65 = load i32, i32* %64, align 4, !dbg !94
  %66 = load i32, i32* %19, align 4, !dbg !97
  %67 = icmp sgt i32 %65, %66, !dbg !98
  br i1 %67, label %68, label %74, !dbg !99

68:                                               ; preds = %60
  %69 = load i32*, i32** %35, align 8, !dbg !100
  %70 = load i32, i32* %20, align 4, !dbg !101
  %71 = sext i32 %70 to i64, !dbg !100
  %72 = getelementptr inbounds i32, i32* %69, i64 %71, !dbg !100
  %73 = load i32, i32* %72, align 4, !dbg !100
  store i32 %73, i32* %19, align 4, !dbg !102
  br label %74, !dbg !103

74:                                               ; preds = %68, %60
  br label %75, !dbg !97

75:                                               ; preds = %74
  %76 = load i32, i32* %20, align 4, !dbg !104
  %77 = add nsw i32 %76, 1, !dbg !104
  store i32 %77, i32* %20, align 4, !dbg !104
  br label %56, !dbg !105, !llvm.loop !106

78:                                               ; preds = %56
  %79 = load i32, i32* %19, align 4, !dbg !108
  %80 = sdiv i32 %79, 64, !dbg !109
  %81 = add nsw i32 %80, 1, !dbg !110
  store i32 %81, i32* %36, align 4, !dbg !111
  %82 = call i32 @omp_get_num_threads(), !dbg !112
  %83 = load i32*, i32** %37, align 8, !dbg !113
  store i32 %82, i32* %83, align 4, !dbg !114
  call void @__kmpc_end_single(%struct.ident_t* @1, i32 %52), !dbg !115
  br label %84, !dbg !115

84:                                               ; preds = %78, %50
  %85 = load i32*, i32** %9, align 8, !dbg !116
  %86 = load i32, i32* %85, align 4, !dbg !116
  call void @__kmpc_barrier(%struct.ident_t* @2, i32 %86), !dbg !116
  call void @llvm.dbg.declare(metadata i32* %21, metadata !117, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.declare(metadata i32* %23, metadata !120, metadata !DIExpression()), !dbg !119
  %87 = load i32, i32* %34, align 4, !dbg !121
  store i32 %87, i32* %23, align 4, !dbg !121
  call void @llvm.dbg.declare(metadata i32* %24, metadata !120, metadata !DIExpression()), !dbg !119
  %88 = load i32, i32* %23, align 4, !dbg !121
  %89 = sub nsw i32 %88, 0, !dbg !122
  %90 = sdiv i32 %89, 1, !dbg !122
  %91 = sub nsw i32 %90, 1, !dbg !122
  store i32 %91, i32* %24, align 4, !dbg !122
  call void @llvm.dbg.declare(metadata i32* %25, metadata !123, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %25, align 4, !dbg !124
  %92 = load i32, i32* %23, align 4, !dbg !121
  %93 = icmp slt i32 0, %92, !dbg !122
  br i1 %93, label %94, label %135, !dbg !125

94:                                               ; preds = %84
  call void @llvm.dbg.declare(metadata i32* %26, metadata !126, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %26, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %27, metadata !128, metadata !DIExpression()), !dbg !119
  %95 = load i32, i32* %24, align 4, !dbg !122
  store i32 %95, i32* %27, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %28, metadata !129, metadata !DIExpression()), !dbg !119
  store i32 1, i32* %28, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %29, metadata !130, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %29, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %30, metadata !123, metadata !DIExpression()), !dbg !119
  %96 = load i32*, i32** %9, align 8, !dbg !125
  %97 = load i32, i32* %96, align 4, !dbg !125
  call void @__kmpc_for_static_init_4(%struct.ident_t* @4, i32 %97, i32 34, i32* %29, i32* %26, i32* %27, i32* %28, i32 1, i32 1), !dbg !131
  %98 = load i32, i32* %27, align 4, !dbg !127
  %99 = load i32, i32* %24, align 4, !dbg !122
  %100 = icmp sgt i32 %98, %99, !dbg !127
  br i1 %100, label %101, label %103, !dbg !127

101:                                              ; preds = %94
  %102 = load i32, i32* %24, align 4, !dbg !122
  br label %105, !dbg !127

103:                                              ; preds = %94
  %104 = load i32, i32* %27, align 4, !dbg !127
  br label %105, !dbg !127

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %102, %101 ], [ %104, %103 ], !dbg !127
  store i32 %106, i32* %27, align 4, !dbg !127
  %107 = load i32, i32* %26, align 4, !dbg !127
  store i32 %107, i32* %21, align 4, !dbg !127
  br label %108, !dbg !125

108:                                              ; preds = %128, %105
  %109 = load i32, i32* %21, align 4, !dbg !127
  %110 = load i32, i32* %27, align 4, !dbg !127
  %111 = icmp sle i32 %109, %110, !dbg !122
  br i1 %111, label %112, label %131, !dbg !125

112:                                              ; preds = %108
  %113 = load i32, i32* %21, align 4, !dbg !127
  %114 = mul nsw i32 %113, 1, !dbg !124
  %115 = add nsw i32 0, %114, !dbg !124
  store i32 %115, i32* %30, align 4, !dbg !124
  %116 = load i32*, i32** %35, align 8, !dbg !132
  %117 = load i32, i32* %30, align 4, !dbg !133
  %118 = sext i32 %117 to i64, !dbg !132
  %119 = getelementptr inbounds i32, i32* %116, i64 %118, !dbg !132
  %120 = load i32, i32* %119, align 4, !dbg !132
  %121 = load i32, i32* %36, align 4, !dbg !134
  %122 = sdiv i32 %120, %121, !dbg !135
  %123 = sext i32 %122 to i64, !dbg !136
  %124 = getelementptr inbounds [64 x i32], [64 x i32]* %17, i64 0, i64 %123, !dbg !136
  %125 = load i32, i32* %124, align 4, !dbg !137
  %126 = add nsw i32 %125, 1, !dbg !137
  store i32 %126, i32* %124, align 4, !dbg !137
  br label %127, !dbg !136

127:                                              ; preds = %112
  br label %128, !dbg !131

128:                                              ; preds = %127
  %129 = load i32, i32* %21, align 4, !dbg !127
  %130 = add nsw i32 %129, 1, !dbg !122
  store i32 %130, i32* %21, align 4, !dbg !122
  br label %108, !dbg !131, !llvm.loop !138

131:                                              ; preds = %108
  br label %132, !dbg !131

132:                                              ; preds = %131
  %133 = load i32*, i32** %9, align 8, !dbg !131
  %134 = load i32, i32* %133, align 4, !dbg !131
  call void @__kmpc_for_static_fini(%struct.ident_t* @6, i32 %134), !dbg !139
  br label %135, !dbg !131

135:                                              ; preds = %132, %84
  %136 = load i32*, i32** %9, align 8, !dbg !139
  %137 = load i32, i32* %136, align 4, !dbg !139
  call void @__kmpc_barrier(%struct.ident_t* @7, i32 %137), !dbg !139
  %138 = load i32*, i32** %9, align 8, !dbg !140
  %139 = load i32, i32* %138, align 4, !dbg !140
  call void @__kmpc_critical(%struct.ident_t* @9, i32 %139, [8 x i32]* @.gomp_critical_user_.var), !dbg !140
  call void @llvm.dbg.declare(metadata i32* %31, metadata !142, metadata !DIExpression()), !dbg !145
  store i32 0, i32* %31, align 4, !dbg !145
  br label %140, !dbg !146

140:                                              ; preds = %154, %135
  %141 = load i32, i32* %31, align 4, !dbg !147
  %142 = icmp slt i32 %141, 64, !dbg !149
  br i1 %142, label %143, label %157, !dbg !150

143:                                              ; preds = %140
  %144 = load i32, i32* %31, align 4, !dbg !151
  %145 = sext i32 %144 to i64, !dbg !152
  %146 = getelementptr inbounds [64 x i32], [64 x i32]* %17, i64 0, i64 %145, !dbg !152
  %147 = load i32, i32* %146, align 4, !dbg !152
  %148 = load i32*, i32** %38, align 8, !dbg !153
  %149 = load i32, i32* %31, align 4, !dbg !154
  %150 = sext i32 %149 to i64, !dbg !153
  %151 = getelementptr inbounds i32, i32* %148, i64 %150, !dbg !153
  %152 = load i32, i32* %151, align 4, !dbg !155
  %153 = add nsw i32 %152, %147, !dbg !155
  store i32 %153, i32* %151, align 4, !dbg !155
  br label %154, !dbg !153

154:                                              ; preds = %143
  %155 = load i32, i32* %31, align 4, !dbg !156
  %156 = add nsw i32 %155, 1, !dbg !156
  store i32 %156, i32* %31, align 4, !dbg !156
  br label %140, !dbg !157, !llvm.loop !158

157:                                              ; preds = %140
  call void @__kmpc_end_critical(%struct.ident_t* @9, i32 %139, [8 x i32]* @.gomp_critical_user_.var), !dbg !160
  %158 = load i32*, i32** %9, align 8, !dbg !161
  %159 = load i32, i32* %158, align 4, !dbg !161
  call void @__kmpc_barrier(%struct.ident_t* @11, i32 %159), !dbg !161
  %160 = load i32*, i32** %9, align 8, !dbg !162
  %161 = load i32, i32* %160, align 4, !dbg !162
  %162 = call i32 @__kmpc_single(%struct.ident_t* @13, i32 %161), !dbg !162
  %163 = icmp ne i32 %162, 0, !dbg !162
  br i1 %163, label %164, label %189, !dbg !162

164:                                              ; preds = %157
  call void @llvm.dbg.declare(metadata i32* %32, metadata !163, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %32, align 4, !dbg !166
  call void @llvm.dbg.declare(metadata i32* %33, metadata !167, metadata !DIExpression()), !dbg !169
  store i32 1, i32* %33, align 4, !dbg !169
  br label %165, !dbg !170

165:                                              ; preds = %183, %164
  %166 = load i32, i32* %33, align 4, !dbg !171
  %167 = icmp slt i32 %166, 64, !dbg !173
  br i1 %167, label %168, label %186, !dbg !174

168:                                              ; preds = %165
  %169 = load i32*, i32** %38, align 8, !dbg !175
  %170 = load i32, i32* %33, align 4, !dbg !177
  %171 = sext i32 %170 to i64, !dbg !175
  %172 = getelementptr inbounds i32, i32* %169, i64 %171, !dbg !175
  %173 = load i32, i32* %172, align 4, !dbg !175
  %174 = load i32*, i32** %38, align 8, !dbg !178
  %175 = load i32, i32* %32, align 4, !dbg !179
  %176 = sext i32 %175 to i64, !dbg !178
  %177 = getelementptr inbounds i32, i32* %174, i64 %176, !dbg !178
  %178 = load i32, i32* %177, align 4, !dbg !178
  %179 = icmp sgt i32 %173, %178, !dbg !180
  br i1 %179, label %180, label %182, !dbg !181

180:                                              ; preds = %168
  %181 = load i32, i32* %33, align 4, !dbg !182
  store i32 %181, i32* %32, align 4, !dbg !183
  br label %182, !dbg !184

182:                                              ; preds = %180, %168
  br label %183, !dbg !185

183:                                              ; preds = %182
  %184 = load i32, i32* %33, align 4, !dbg !186
  %185 = add nsw i32 %184, 1, !dbg !186
  store i32 %185, i32* %33, align 4, !dbg !186
  br label %165, !dbg !187, !llvm.loop !188

186:                                              ; preds = %165
  %187 = load i32, i32* %32, align 4, !dbg !190
  %188 = load i32*, i32** %39, align 8, !dbg !191
  store i32 %187, i32* %188, align 4, !dbg !192
  call void @__kmpc_end_single(%struct.ident_t* @13, i32 %161), !dbg !193
  br label %189, !dbg !193

189:                                              ; preds = %186, %157
  %190 = load i32*, i32** %9, align 8, !dbg !194
  %191 = load i32, i32* %190, align 4, !dbg !194
  call void @__kmpc_barrier(%struct.ident_t* @14, i32 %191), !dbg !194
  ret void, !dbg !195
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) #3

declare i32 @omp_get_num_threads() #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) #3

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(%struct.ident_t*, i32, [8 x i32]*) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(%struct.ident_t*, i32, [8 x i32]*) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32** noundef nonnull align 8 dereferenceable(8) %3, i32* noundef nonnull align 4 dereferenceable(4) %4, i32** noundef nonnull align 8 dereferenceable(8) %5, i32** noundef nonnull align 8 dereferenceable(8) %6, i32** noundef nonnull align 8 dereferenceable(8) %7) #2 !dbg !196 {
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32**, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32**, align 8
  %15 = alloca i32**, align 8
  %16 = alloca i32**, align 8
  store i32* %0, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !197, metadata !DIExpression()), !dbg !198
  store i32* %1, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !199, metadata !DIExpression()), !dbg !198
  store i32* %2, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !200, metadata !DIExpression()), !dbg !198
  store i32** %3, i32*** %12, align 8
  call void @llvm.dbg.declare(metadata i32*** %12, metadata !201, metadata !DIExpression()), !dbg !198
  store i32* %4, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !202, metadata !DIExpression()), !dbg !198
  store i32** %5, i32*** %14, align 8
  call void @llvm.dbg.declare(metadata i32*** %14, metadata !203, metadata !DIExpression()), !dbg !198
  store i32** %6, i32*** %15, align 8
  call void @llvm.dbg.declare(metadata i32*** %15, metadata !204, metadata !DIExpression()), !dbg !198
  store i32** %7, i32*** %16, align 8
  call void @llvm.dbg.declare(metadata i32*** %16, metadata !205, metadata !DIExpression()), !dbg !198
  %17 = load i32*, i32** %11, align 8, !dbg !206
  %18 = load i32**, i32*** %12, align 8, !dbg !206
  %19 = load i32*, i32** %13, align 8, !dbg !206
  %20 = load i32**, i32*** %14, align 8, !dbg !206
  %21 = load i32**, i32*** %15, align 8, !dbg !206
  %22 = load i32**, i32*** %16, align 8, !dbg !206
  %23 = load i32*, i32** %9, align 8, !dbg !206
  %24 = load i32*, i32** %10, align 8, !dbg !206
  %25 = load i32*, i32** %11, align 8, !dbg !206
  %26 = load i32**, i32*** %12, align 8, !dbg !206
  %27 = load i32*, i32** %13, align 8, !dbg !206
  %28 = load i32**, i32*** %14, align 8, !dbg !206
  %29 = load i32**, i32*** %15, align 8, !dbg !206
  %30 = load i32**, i32*** %16, align 8, !dbg !206
  call void @.omp_outlined._debug__(i32* %23, i32* %24, i32* %25, i32** %26, i32* %27, i32** %28, i32** %29, i32** %30) #5, !dbg !206
  ret void, !dbg !206
}

; Function Attrs: nounwind
declare !callback !207 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !209 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca [64 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !215, metadata !DIExpression()), !dbg !216
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !217, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.declare(metadata i32* %6, metadata !219, metadata !DIExpression()), !dbg !220
  %15 = load i32, i32* %4, align 4, !dbg !221
  %16 = icmp sgt i32 %15, 1, !dbg !222
  br i1 %16, label %17, label %22, !dbg !221

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !223
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !223
  %20 = load i8*, i8** %19, align 8, !dbg !223
  %21 = call i32 @atoi(i8* noundef %20) #9, !dbg !224
  br label %23, !dbg !221

22:                                               ; preds = %2
  br label %23, !dbg !221

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 80000, %22 ], !dbg !221
  store i32 %24, i32* %6, align 4, !dbg !220
  call void @llvm.dbg.declare(metadata i32** %7, metadata !225, metadata !DIExpression()), !dbg !226
  %25 = load i32, i32* %6, align 4, !dbg !227
  %26 = sext i32 %25 to i64, !dbg !227
  %27 = mul i64 %26, 4, !dbg !228
  %28 = call noalias i8* @malloc(i64 noundef %27) #5, !dbg !229
  %29 = bitcast i8* %28 to i32*, !dbg !229
  store i32* %29, i32** %7, align 8, !dbg !226
  call void @llvm.dbg.declare(metadata [64 x i32]* %8, metadata !230, metadata !DIExpression()), !dbg !231
  %30 = bitcast [64 x i32]* %8 to i8*, !dbg !231
  call void @llvm.memset.p0i8.i64(i8* align 16 %30, i8 0, i64 256, i1 false), !dbg !231
  call void @llvm.dbg.declare(metadata i32* %9, metadata !232, metadata !DIExpression()), !dbg !233
  store i32 -1, i32* %9, align 4, !dbg !233
  call void @llvm.dbg.declare(metadata i32* %10, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 0, i32* %10, align 4, !dbg !235
  call void @llvm.dbg.declare(metadata i32* %11, metadata !236, metadata !DIExpression()), !dbg !238
  store i32 13, i32* %11, align 4, !dbg !238
  call void @llvm.dbg.declare(metadata i32* %12, metadata !239, metadata !DIExpression()), !dbg !241
  store i32 0, i32* %12, align 4, !dbg !241
  br label %31, !dbg !242

31:                                               ; preds = %50, %23
  %32 = load i32, i32* %12, align 4, !dbg !243
  %33 = load i32, i32* %6, align 4, !dbg !245
  %34 = icmp slt i32 %32, %33, !dbg !246
  br i1 %34, label %35, label %53, !dbg !247

35:                                               ; preds = %31
  %36 = load i32, i32* %11, align 4, !dbg !248
  %37 = mul i32 %36, 1103515245, !dbg !250
  %38 = add i32 %37, 12345, !dbg !251
  store i32 %38, i32* %11, align 4, !dbg !252
  %39 = load i32, i32* %11, align 4, !dbg !253
  %40 = lshr i32 %39, 16, !dbg !254
  %41 = urem i32 %40, 3000, !dbg !255
  %42 = load i32, i32* %11, align 4, !dbg !256
  %43 = lshr i32 %42, 4, !dbg !257
  %44 = urem i32 %43, 2000, !dbg !258
  %45 = add i32 %41, %44, !dbg !259
  %46 = load i32*, i32** %7, align 8, !dbg !260
  %47 = load i32, i32* %12, align 4, !dbg !261
  %48 = sext i32 %47 to i64, !dbg !260
  %49 = getelementptr inbounds i32, i32* %46, i64 %48, !dbg !260
  store i32 %45, i32* %49, align 4, !dbg !262
  br label %50, !dbg !263

50:                                               ; preds = %35
  %51 = load i32, i32* %12, align 4, !dbg !264
  %52 = add nsw i32 %51, 1, !dbg !264
  store i32 %52, i32* %12, align 4, !dbg !264
  br label %31, !dbg !265, !llvm.loop !266

53:                                               ; preds = %31
  %54 = load i32, i32* %6, align 4, !dbg !268
  %55 = load i32*, i32** %7, align 8, !dbg !269
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* %8, i64 0, i64 0, !dbg !270
  call void @kernel_hist(i32 noundef %54, i32* noundef %55, i32* noundef %56, i32* noundef %9, i32* noundef %10), !dbg !271
  call void @llvm.dbg.declare(metadata i64* %13, metadata !272, metadata !DIExpression()), !dbg !274
  store i64 0, i64* %13, align 8, !dbg !274
  call void @llvm.dbg.declare(metadata i32* %14, metadata !275, metadata !DIExpression()), !dbg !277
  store i32 0, i32* %14, align 4, !dbg !277
  br label %57, !dbg !278

57:                                               ; preds = %70, %53
  %58 = load i32, i32* %14, align 4, !dbg !279
  %59 = icmp slt i32 %58, 64, !dbg !281
  br i1 %59, label %60, label %73, !dbg !282

60:                                               ; preds = %57
  %61 = load i64, i64* %13, align 8, !dbg !283
  %62 = mul nsw i64 %61, 31, !dbg !284
  %63 = load i32, i32* %14, align 4, !dbg !285
  %64 = sext i32 %63 to i64, !dbg !286
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* %8, i64 0, i64 %64, !dbg !286
  %66 = load i32, i32* %65, align 4, !dbg !286
  %67 = sext i32 %66 to i64, !dbg !286
  %68 = add nsw i64 %62, %67, !dbg !287
  %69 = srem i64 %68, 1000000007, !dbg !288
  store i64 %69, i64* %13, align 8, !dbg !289
  br label %70, !dbg !290

70:                                               ; preds = %60
  %71 = load i32, i32* %14, align 4, !dbg !291
  %72 = add nsw i32 %71, 1, !dbg !291
  store i32 %72, i32* %14, align 4, !dbg !291
  br label %57, !dbg !292, !llvm.loop !293

73:                                               ; preds = %57
  %74 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !295
  %75 = load i32, i32* %10, align 4, !dbg !296
  %76 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %74, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %75), !dbg !297
  %77 = load i32, i32* %9, align 4, !dbg !298
  %78 = load i64, i64* %13, align 8, !dbg !299
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %77, i64 noundef %78), !dbg !300
  %80 = load i32*, i32** %7, align 8, !dbg !301
  %81 = bitcast i32* %80 to i8*, !dbg !301
  call void @free(i8* noundef %81) #5, !dbg !302
  ret i32 0, !dbg !303
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #6

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent nounwind }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_single_critical.c", directory: ".", checksumkind: CSK_MD5, checksum: "cea5bd89620af0706a5c75c3ca94305b")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 50}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_hist", scope: !1, file: !1, line: 11, type: !14, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !3, !16, !18, !18, !18}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!19 = !{}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 11, type: !3)
!21 = !DILocation(line: 11, column: 22, scope: !13)
!22 = !DILocalVariable(name: "data", arg: 2, scope: !13, file: !1, line: 11, type: !16)
!23 = !DILocation(line: 11, column: 36, scope: !13)
!24 = !DILocalVariable(name: "hist", arg: 3, scope: !13, file: !1, line: 11, type: !18)
!25 = !DILocation(line: 11, column: 47, scope: !13)
!26 = !DILocalVariable(name: "mode", arg: 4, scope: !13, file: !1, line: 11, type: !18)
!27 = !DILocation(line: 11, column: 58, scope: !13)
!28 = !DILocalVariable(name: "nthreads", arg: 5, scope: !13, file: !1, line: 11, type: !18)
!29 = !DILocation(line: 11, column: 69, scope: !13)
!30 = !DILocalVariable(name: "width", scope: !13, file: !1, line: 13, type: !3)
!31 = !DILocation(line: 13, column: 7, scope: !13)
!32 = !DILocation(line: 14, column: 1, scope: !13)
!33 = !DILocation(line: 46, column: 1, scope: !13)
!34 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !35, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37, !39, !40, !39, !41, !41, !41}
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!42 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !34, type: !37, flags: DIFlagArtificial)
!43 = !DILocation(line: 0, scope: !34)
!44 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !34, type: !37, flags: DIFlagArtificial)
!45 = !DILocalVariable(name: "n", arg: 3, scope: !34, file: !1, line: 11, type: !39)
!46 = !DILocation(line: 11, column: 22, scope: !34)
!47 = !DILocalVariable(name: "data", arg: 4, scope: !34, file: !1, line: 11, type: !40)
!48 = !DILocation(line: 11, column: 36, scope: !34)
!49 = !DILocalVariable(name: "width", arg: 5, scope: !34, file: !1, line: 13, type: !39)
!50 = !DILocation(line: 13, column: 7, scope: !34)
!51 = !DILocalVariable(name: "nthreads", arg: 6, scope: !34, file: !1, line: 11, type: !41)
!52 = !DILocation(line: 11, column: 69, scope: !34)
!53 = !DILocalVariable(name: "hist", arg: 7, scope: !34, file: !1, line: 11, type: !41)
!54 = !DILocation(line: 11, column: 47, scope: !34)
!55 = !DILocalVariable(name: "mode", arg: 8, scope: !34, file: !1, line: 11, type: !41)
!56 = !DILocation(line: 11, column: 58, scope: !34)
!57 = !DILocation(line: 15, column: 3, scope: !34)
!58 = !DILocalVariable(name: "local", scope: !59, file: !1, line: 16, type: !60)
!59 = distinct !DILexicalBlock(scope: !34, file: !1, line: 15, column: 3)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 2048, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 64)
!63 = !DILocation(line: 16, column: 9, scope: !59)
!64 = !DILocalVariable(name: "b", scope: !65, file: !1, line: 17, type: !3)
!65 = distinct !DILexicalBlock(scope: !59, file: !1, line: 17, column: 5)
!66 = !DILocation(line: 17, column: 14, scope: !65)
!67 = !DILocation(line: 17, column: 10, scope: !65)
!68 = !DILocation(line: 17, column: 21, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !1, line: 17, column: 5)
!70 = !DILocation(line: 17, column: 23, scope: !69)
!71 = !DILocation(line: 17, column: 5, scope: !65)
!72 = !DILocation(line: 18, column: 13, scope: !69)
!73 = !DILocation(line: 18, column: 7, scope: !69)
!74 = !DILocation(line: 18, column: 16, scope: !69)
!75 = !DILocation(line: 17, column: 33, scope: !69)
!76 = !DILocation(line: 17, column: 5, scope: !69)
!77 = distinct !{!77, !71, !78, !79}
!78 = !DILocation(line: 18, column: 18, scope: !65)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 19, column: 1, scope: !59)
!81 = !DILocalVariable(name: "mx", scope: !82, file: !1, line: 21, type: !3)
!82 = distinct !DILexicalBlock(scope: !83, file: !1, line: 20, column: 5)
!83 = distinct !DILexicalBlock(scope: !59, file: !1, line: 19, column: 1)
!84 = !DILocation(line: 21, column: 11, scope: !82)
!85 = !DILocalVariable(name: "i", scope: !86, file: !1, line: 22, type: !3)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 22, column: 7)
!87 = !DILocation(line: 22, column: 16, scope: !86)
!88 = !DILocation(line: 22, column: 12, scope: !86)
!89 = !DILocation(line: 22, column: 23, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !1, line: 22, column: 7)
!91 = !DILocation(line: 22, column: 27, scope: !90)
!92 = !DILocation(line: 22, column: 25, scope: !90)
!93 = !DILocation(line: 22, column: 7, scope: !86)
!94 = !DILocation(line: 23, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !90, file: !1, line: 23, column: 13)
!96 = !DILocation(line: 23, column: 18, scope: !95)
!97 = !DILocation(line: 23, column: 23, scope: !95)
!98 = !DILocation(line: 23, column: 21, scope: !95)
!99 = !DILocation(line: 23, column: 13, scope: !90)
!100 = !DILocation(line: 24, column: 16, scope: !95)
!101 = !DILocation(line: 24, column: 21, scope: !95)
!102 = !DILocation(line: 24, column: 14, scope: !95)
!103 = !DILocation(line: 24, column: 11, scope: !95)
!104 = !DILocation(line: 22, column: 31, scope: !90)
!105 = !DILocation(line: 22, column: 7, scope: !90)
!106 = distinct !{!106, !93, !107, !79}
!107 = !DILocation(line: 24, column: 22, scope: !86)
!108 = !DILocation(line: 25, column: 15, scope: !82)
!109 = !DILocation(line: 25, column: 18, scope: !82)
!110 = !DILocation(line: 25, column: 26, scope: !82)
!111 = !DILocation(line: 25, column: 13, scope: !82)
!112 = !DILocation(line: 26, column: 19, scope: !82)
!113 = !DILocation(line: 26, column: 8, scope: !82)
!114 = !DILocation(line: 26, column: 17, scope: !82)
!115 = !DILocation(line: 27, column: 5, scope: !82)
!116 = !DILocation(line: 19, column: 19, scope: !83)
!117 = !DILocalVariable(name: ".omp.iv", scope: !118, type: !3, flags: DIFlagArtificial)
!118 = distinct !DILexicalBlock(scope: !59, file: !1, line: 28, column: 1)
!119 = !DILocation(line: 0, scope: !118)
!120 = !DILocalVariable(name: ".capture_expr.", scope: !118, type: !3, flags: DIFlagArtificial)
!121 = !DILocation(line: 29, column: 25, scope: !118)
!122 = !DILocation(line: 29, column: 5, scope: !118)
!123 = !DILocalVariable(name: "i", scope: !118, type: !3, flags: DIFlagArtificial)
!124 = !DILocation(line: 29, column: 28, scope: !118)
!125 = !DILocation(line: 28, column: 1, scope: !59)
!126 = !DILocalVariable(name: ".omp.lb", scope: !118, type: !3, flags: DIFlagArtificial)
!127 = !DILocation(line: 29, column: 10, scope: !118)
!128 = !DILocalVariable(name: ".omp.ub", scope: !118, type: !3, flags: DIFlagArtificial)
!129 = !DILocalVariable(name: ".omp.stride", scope: !118, type: !3, flags: DIFlagArtificial)
!130 = !DILocalVariable(name: ".omp.is_last", scope: !118, type: !3, flags: DIFlagArtificial)
!131 = !DILocation(line: 28, column: 1, scope: !118)
!132 = !DILocation(line: 30, column: 13, scope: !118)
!133 = !DILocation(line: 30, column: 18, scope: !118)
!134 = !DILocation(line: 30, column: 23, scope: !118)
!135 = !DILocation(line: 30, column: 21, scope: !118)
!136 = !DILocation(line: 30, column: 7, scope: !118)
!137 = !DILocation(line: 30, column: 29, scope: !118)
!138 = distinct !{!138, !131, !139}
!139 = !DILocation(line: 28, column: 33, scope: !118)
!140 = !DILocation(line: 31, column: 1, scope: !141)
!141 = distinct !DILexicalBlock(scope: !59, file: !1, line: 31, column: 1)
!142 = !DILocalVariable(name: "b", scope: !143, file: !1, line: 33, type: !3)
!143 = distinct !DILexicalBlock(scope: !144, file: !1, line: 33, column: 7)
!144 = distinct !DILexicalBlock(scope: !141, file: !1, line: 32, column: 5)
!145 = !DILocation(line: 33, column: 16, scope: !143)
!146 = !DILocation(line: 33, column: 12, scope: !143)
!147 = !DILocation(line: 33, column: 23, scope: !148)
!148 = distinct !DILexicalBlock(scope: !143, file: !1, line: 33, column: 7)
!149 = !DILocation(line: 33, column: 25, scope: !148)
!150 = !DILocation(line: 33, column: 7, scope: !143)
!151 = !DILocation(line: 34, column: 26, scope: !148)
!152 = !DILocation(line: 34, column: 20, scope: !148)
!153 = !DILocation(line: 34, column: 9, scope: !148)
!154 = !DILocation(line: 34, column: 14, scope: !148)
!155 = !DILocation(line: 34, column: 17, scope: !148)
!156 = !DILocation(line: 33, column: 35, scope: !148)
!157 = !DILocation(line: 33, column: 7, scope: !148)
!158 = distinct !{!158, !150, !159, !79}
!159 = !DILocation(line: 34, column: 27, scope: !143)
!160 = !DILocation(line: 35, column: 5, scope: !144)
!161 = !DILocation(line: 36, column: 1, scope: !59)
!162 = !DILocation(line: 37, column: 1, scope: !59)
!163 = !DILocalVariable(name: "best", scope: !164, file: !1, line: 39, type: !3)
!164 = distinct !DILexicalBlock(scope: !165, file: !1, line: 38, column: 5)
!165 = distinct !DILexicalBlock(scope: !59, file: !1, line: 37, column: 1)
!166 = !DILocation(line: 39, column: 11, scope: !164)
!167 = !DILocalVariable(name: "b", scope: !168, file: !1, line: 40, type: !3)
!168 = distinct !DILexicalBlock(scope: !164, file: !1, line: 40, column: 7)
!169 = !DILocation(line: 40, column: 16, scope: !168)
!170 = !DILocation(line: 40, column: 12, scope: !168)
!171 = !DILocation(line: 40, column: 23, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !1, line: 40, column: 7)
!173 = !DILocation(line: 40, column: 25, scope: !172)
!174 = !DILocation(line: 40, column: 7, scope: !168)
!175 = !DILocation(line: 41, column: 13, scope: !176)
!176 = distinct !DILexicalBlock(scope: !172, file: !1, line: 41, column: 13)
!177 = !DILocation(line: 41, column: 18, scope: !176)
!178 = !DILocation(line: 41, column: 23, scope: !176)
!179 = !DILocation(line: 41, column: 28, scope: !176)
!180 = !DILocation(line: 41, column: 21, scope: !176)
!181 = !DILocation(line: 41, column: 13, scope: !172)
!182 = !DILocation(line: 42, column: 18, scope: !176)
!183 = !DILocation(line: 42, column: 16, scope: !176)
!184 = !DILocation(line: 42, column: 11, scope: !176)
!185 = !DILocation(line: 41, column: 32, scope: !176)
!186 = !DILocation(line: 40, column: 35, scope: !172)
!187 = !DILocation(line: 40, column: 7, scope: !172)
!188 = distinct !{!188, !174, !189, !79}
!189 = !DILocation(line: 42, column: 18, scope: !168)
!190 = !DILocation(line: 43, column: 15, scope: !164)
!191 = !DILocation(line: 43, column: 8, scope: !164)
!192 = !DILocation(line: 43, column: 13, scope: !164)
!193 = !DILocation(line: 44, column: 5, scope: !164)
!194 = !DILocation(line: 37, column: 19, scope: !165)
!195 = !DILocation(line: 45, column: 3, scope: !34)
!196 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!197 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !196, type: !37, flags: DIFlagArtificial)
!198 = !DILocation(line: 0, scope: !196)
!199 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !196, type: !37, flags: DIFlagArtificial)
!200 = !DILocalVariable(name: "n", arg: 3, scope: !196, type: !39, flags: DIFlagArtificial)
!201 = !DILocalVariable(name: "data", arg: 4, scope: !196, type: !40, flags: DIFlagArtificial)
!202 = !DILocalVariable(name: "width", arg: 5, scope: !196, type: !39, flags: DIFlagArtificial)
!203 = !DILocalVariable(name: "nthreads", arg: 6, scope: !196, type: !41, flags: DIFlagArtificial)
!204 = !DILocalVariable(name: "hist", arg: 7, scope: !196, type: !41, flags: DIFlagArtificial)
!205 = !DILocalVariable(name: "mode", arg: 8, scope: !196, type: !41, flags: DIFlagArtificial)
!206 = !DILocation(line: 14, column: 1, scope: !196)
!207 = !{!208}
!208 = !{i64 2, i64 -1, i64 -1, i1 true}
!209 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 48, type: !210, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!210 = !DISubroutineType(types: !211)
!211 = !{!3, !3, !212}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!215 = !DILocalVariable(name: "argc", arg: 1, scope: !209, file: !1, line: 48, type: !3)
!216 = !DILocation(line: 48, column: 14, scope: !209)
!217 = !DILocalVariable(name: "argv", arg: 2, scope: !209, file: !1, line: 48, type: !212)
!218 = !DILocation(line: 48, column: 27, scope: !209)
!219 = !DILocalVariable(name: "n", scope: !209, file: !1, line: 50, type: !3)
!220 = !DILocation(line: 50, column: 7, scope: !209)
!221 = !DILocation(line: 50, column: 11, scope: !209)
!222 = !DILocation(line: 50, column: 16, scope: !209)
!223 = !DILocation(line: 50, column: 27, scope: !209)
!224 = !DILocation(line: 50, column: 22, scope: !209)
!225 = !DILocalVariable(name: "data", scope: !209, file: !1, line: 51, type: !18)
!226 = !DILocation(line: 51, column: 8, scope: !209)
!227 = !DILocation(line: 51, column: 22, scope: !209)
!228 = !DILocation(line: 51, column: 24, scope: !209)
!229 = !DILocation(line: 51, column: 15, scope: !209)
!230 = !DILocalVariable(name: "hist", scope: !209, file: !1, line: 52, type: !60)
!231 = !DILocation(line: 52, column: 7, scope: !209)
!232 = !DILocalVariable(name: "mode", scope: !209, file: !1, line: 53, type: !3)
!233 = !DILocation(line: 53, column: 7, scope: !209)
!234 = !DILocalVariable(name: "nthreads", scope: !209, file: !1, line: 53, type: !3)
!235 = !DILocation(line: 53, column: 18, scope: !209)
!236 = !DILocalVariable(name: "s", scope: !209, file: !1, line: 54, type: !237)
!237 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!238 = !DILocation(line: 54, column: 12, scope: !209)
!239 = !DILocalVariable(name: "i", scope: !240, file: !1, line: 55, type: !3)
!240 = distinct !DILexicalBlock(scope: !209, file: !1, line: 55, column: 3)
!241 = !DILocation(line: 55, column: 12, scope: !240)
!242 = !DILocation(line: 55, column: 8, scope: !240)
!243 = !DILocation(line: 55, column: 19, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !1, line: 55, column: 3)
!245 = !DILocation(line: 55, column: 23, scope: !244)
!246 = !DILocation(line: 55, column: 21, scope: !244)
!247 = !DILocation(line: 55, column: 3, scope: !240)
!248 = !DILocation(line: 56, column: 9, scope: !249)
!249 = distinct !DILexicalBlock(scope: !244, file: !1, line: 55, column: 31)
!250 = !DILocation(line: 56, column: 11, scope: !249)
!251 = !DILocation(line: 56, column: 25, scope: !249)
!252 = !DILocation(line: 56, column: 7, scope: !249)
!253 = !DILocation(line: 57, column: 22, scope: !249)
!254 = !DILocation(line: 57, column: 24, scope: !249)
!255 = !DILocation(line: 57, column: 31, scope: !249)
!256 = !DILocation(line: 57, column: 41, scope: !249)
!257 = !DILocation(line: 57, column: 43, scope: !249)
!258 = !DILocation(line: 57, column: 49, scope: !249)
!259 = !DILocation(line: 57, column: 38, scope: !249)
!260 = !DILocation(line: 57, column: 5, scope: !249)
!261 = !DILocation(line: 57, column: 10, scope: !249)
!262 = !DILocation(line: 57, column: 13, scope: !249)
!263 = !DILocation(line: 58, column: 3, scope: !249)
!264 = !DILocation(line: 55, column: 27, scope: !244)
!265 = !DILocation(line: 55, column: 3, scope: !244)
!266 = distinct !{!266, !247, !267, !79}
!267 = !DILocation(line: 58, column: 3, scope: !240)
!268 = !DILocation(line: 59, column: 15, scope: !209)
!269 = !DILocation(line: 59, column: 18, scope: !209)
!270 = !DILocation(line: 59, column: 24, scope: !209)
!271 = !DILocation(line: 59, column: 3, scope: !209)
!272 = !DILocalVariable(name: "chk", scope: !209, file: !1, line: 60, type: !273)
!273 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!274 = !DILocation(line: 60, column: 8, scope: !209)
!275 = !DILocalVariable(name: "b", scope: !276, file: !1, line: 61, type: !3)
!276 = distinct !DILexicalBlock(scope: !209, file: !1, line: 61, column: 3)
!277 = !DILocation(line: 61, column: 12, scope: !276)
!278 = !DILocation(line: 61, column: 8, scope: !276)
!279 = !DILocation(line: 61, column: 19, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !1, line: 61, column: 3)
!281 = !DILocation(line: 61, column: 21, scope: !280)
!282 = !DILocation(line: 61, column: 3, scope: !276)
!283 = !DILocation(line: 62, column: 12, scope: !280)
!284 = !DILocation(line: 62, column: 16, scope: !280)
!285 = !DILocation(line: 62, column: 28, scope: !280)
!286 = !DILocation(line: 62, column: 23, scope: !280)
!287 = !DILocation(line: 62, column: 21, scope: !280)
!288 = !DILocation(line: 62, column: 32, scope: !280)
!289 = !DILocation(line: 62, column: 9, scope: !280)
!290 = !DILocation(line: 62, column: 5, scope: !280)
!291 = !DILocation(line: 61, column: 31, scope: !280)
!292 = !DILocation(line: 61, column: 3, scope: !280)
!293 = distinct !{!293, !282, !294, !79}
!294 = !DILocation(line: 62, column: 34, scope: !276)
!295 = !DILocation(line: 63, column: 11, scope: !209)
!296 = !DILocation(line: 63, column: 35, scope: !209)
!297 = !DILocation(line: 63, column: 3, scope: !209)
!298 = !DILocation(line: 64, column: 36, scope: !209)
!299 = !DILocation(line: 64, column: 42, scope: !209)
!300 = !DILocation(line: 64, column: 3, scope: !209)
!301 = !DILocation(line: 65, column: 8, scope: !209)
!302 = !DILocation(line: 65, column: 3, scope: !209)
!303 = !DILocation(line: 66, column: 3, scope: !209)
