; ModuleID = 'placement.c'
source_filename = "placement.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [8 x i8] c"%.3f s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !33
  %5 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %5, label %6, label %11, !dbg !35

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %8 = load i8*, i8** %7, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %8, metadata !41, metadata !DIExpression()) #9, !dbg !49
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #9, !dbg !51
  %10 = trunc i64 %9 to i32, !dbg !52
  br label %11, !dbg !35

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 60, %2 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %12, metadata !25, metadata !DIExpression()), !dbg !33
  %13 = sext i32 %12 to i64, !dbg !53
  %14 = shl nsw i64 %13, 3, !dbg !54
  %15 = mul i64 %14, %13, !dbg !55
  %16 = tail call noalias i8* @malloc(i64 noundef %15) #9, !dbg !56
  %17 = bitcast i8* %16 to double*, !dbg !56
  call void @llvm.dbg.value(metadata double* %17, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !57
  %18 = mul i32 %12, %12
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !57
  %19 = icmp eq i32 %18, 0, !dbg !58
  br i1 %19, label %44, label %20, !dbg !60

20:                                               ; preds = %11
  %21 = zext i32 %18 to i64, !dbg !58
  %22 = icmp ult i32 %18, 4, !dbg !60
  br i1 %22, label %42, label %23, !dbg !60

23:                                               ; preds = %20
  %24 = and i64 %21, 4294967292, !dbg !60
  br label %25, !dbg !60

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %37, %25 ], !dbg !61
  %27 = phi <2 x i32> [ <i32 0, i32 1>, %23 ], [ %38, %25 ], !dbg !62
  %28 = add <2 x i32> %27, <i32 2, i32 2>, !dbg !62
  %29 = urem <2 x i32> %27, <i32 7, i32 7>, !dbg !62
  %30 = urem <2 x i32> %28, <i32 7, i32 7>, !dbg !62
  %31 = sitofp <2 x i32> %29 to <2 x double>, !dbg !63
  %32 = sitofp <2 x i32> %30 to <2 x double>, !dbg !63
  %33 = getelementptr inbounds double, double* %17, i64 %26, !dbg !61
  %34 = bitcast double* %33 to <2 x double>*, !dbg !64
  store <2 x double> %31, <2 x double>* %34, align 8, !dbg !64, !tbaa !65
  %35 = getelementptr inbounds double, double* %33, i64 2, !dbg !64
  %36 = bitcast double* %35 to <2 x double>*, !dbg !64
  store <2 x double> %32, <2 x double>* %36, align 8, !dbg !64, !tbaa !65
  %37 = add nuw i64 %26, 4, !dbg !61
  %38 = add <2 x i32> %27, <i32 4, i32 4>, !dbg !62
  %39 = icmp eq i64 %37, %24, !dbg !61
  br i1 %39, label %40, label %25, !dbg !61, !llvm.loop !67

40:                                               ; preds = %25
  %41 = icmp eq i64 %24, %21, !dbg !60
  br i1 %41, label %44, label %42, !dbg !60

42:                                               ; preds = %20, %40
  %43 = phi i64 [ 0, %20 ], [ %24, %40 ]
  br label %190, !dbg !60

44:                                               ; preds = %190, %40, %11
  %45 = bitcast %struct.timespec* %4 to i8*, !dbg !71
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %45) #9, !dbg !71
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !76, metadata !DIExpression()) #9, !dbg !87
  %46 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %4) #9, !dbg !88
  %47 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !89
  %48 = load i64, i64* %47, align 8, !dbg !89, !tbaa !90
  %49 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !93
  %50 = load i64, i64* %49, align 8, !dbg !93, !tbaa !94
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %45) #9, !dbg !95
  call void @llvm.dbg.value(metadata double undef, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %17, metadata !96, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %12, metadata !103, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %12, metadata !104, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !105, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !113
  %51 = icmp sgt i32 %12, 0, !dbg !114
  br i1 %51, label %52, label %172, !dbg !115

52:                                               ; preds = %44
  %53 = zext i32 %12 to i64
  %54 = add nsw i64 %53, -1, !dbg !115
  %55 = and i64 %53, 3
  %56 = icmp ult i64 %54, 3
  %57 = and i64 %53, 4294967292
  %58 = icmp eq i64 %55, 0
  br label %59, !dbg !115

59:                                               ; preds = %78, %52
  %60 = phi i64 [ 0, %52 ], [ %80, %78 ]
  %61 = phi double [ 0.000000e+00, %52 ], [ %79, %78 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !106, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %61, metadata !105, metadata !DIExpression()), !dbg !111
  br i1 %56, label %62, label %87, !dbg !117

62:                                               ; preds = %87, %59
  %63 = phi double [ undef, %59 ], [ %113, %87 ]
  %64 = phi i64 [ 0, %59 ], [ %114, %87 ]
  %65 = phi double [ %61, %59 ], [ %113, %87 ]
  br i1 %58, label %78, label %66, !dbg !117

66:                                               ; preds = %62, %66
  %67 = phi i64 [ %75, %66 ], [ %64, %62 ]
  %68 = phi double [ %74, %66 ], [ %65, %62 ]
  %69 = phi i64 [ %76, %66 ], [ 0, %62 ]
  call void @llvm.dbg.value(metadata i64 %67, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %68, metadata !105, metadata !DIExpression()), !dbg !111
  %70 = mul nuw nsw i64 %67, %53, !dbg !118
  %71 = add nuw nsw i64 %70, %60, !dbg !120
  %72 = getelementptr inbounds double, double* %17, i64 %71, !dbg !121
  %73 = load double, double* %72, align 8, !dbg !121, !tbaa !65
  %74 = fadd double %68, %73, !dbg !122
  call void @llvm.dbg.value(metadata double %74, metadata !105, metadata !DIExpression()), !dbg !111
  %75 = add nuw nsw i64 %67, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %75, metadata !108, metadata !DIExpression()), !dbg !116
  %76 = add i64 %69, 1, !dbg !117
  %77 = icmp eq i64 %76, %55, !dbg !117
  br i1 %77, label %78, label %66, !dbg !117, !llvm.loop !124

78:                                               ; preds = %66, %62
  %79 = phi double [ %63, %62 ], [ %74, %66 ], !dbg !122
  %80 = add nuw nsw i64 %60, 1, !dbg !126
  call void @llvm.dbg.value(metadata i64 %80, metadata !106, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %79, metadata !105, metadata !DIExpression()), !dbg !111
  %81 = icmp eq i64 %80, %53, !dbg !114
  br i1 %81, label %82, label %59, !dbg !115, !llvm.loop !127

82:                                               ; preds = %78
  %83 = and i64 %53, 3
  %84 = icmp ult i64 %54, 3
  %85 = and i64 %53, 4294967292
  %86 = icmp eq i64 %83, 0
  br label %117, !dbg !129

87:                                               ; preds = %59, %87
  %88 = phi i64 [ %114, %87 ], [ 0, %59 ]
  %89 = phi double [ %113, %87 ], [ %61, %59 ]
  %90 = phi i64 [ %115, %87 ], [ 0, %59 ]
  call void @llvm.dbg.value(metadata i64 %88, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %89, metadata !105, metadata !DIExpression()), !dbg !111
  %91 = mul nuw nsw i64 %88, %53, !dbg !118
  %92 = add nuw nsw i64 %91, %60, !dbg !120
  %93 = getelementptr inbounds double, double* %17, i64 %92, !dbg !121
  %94 = load double, double* %93, align 8, !dbg !121, !tbaa !65
  %95 = fadd double %89, %94, !dbg !122
  call void @llvm.dbg.value(metadata double %95, metadata !105, metadata !DIExpression()), !dbg !111
  %96 = or i64 %88, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %96, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %96, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %95, metadata !105, metadata !DIExpression()), !dbg !111
  %97 = mul nuw nsw i64 %96, %53, !dbg !118
  %98 = add nuw nsw i64 %97, %60, !dbg !120
  %99 = getelementptr inbounds double, double* %17, i64 %98, !dbg !121
  %100 = load double, double* %99, align 8, !dbg !121, !tbaa !65
  %101 = fadd double %95, %100, !dbg !122
  call void @llvm.dbg.value(metadata double %101, metadata !105, metadata !DIExpression()), !dbg !111
  %102 = or i64 %88, 2, !dbg !123
  call void @llvm.dbg.value(metadata i64 %102, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %102, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %101, metadata !105, metadata !DIExpression()), !dbg !111
  %103 = mul nuw nsw i64 %102, %53, !dbg !118
  %104 = add nuw nsw i64 %103, %60, !dbg !120
  %105 = getelementptr inbounds double, double* %17, i64 %104, !dbg !121
  %106 = load double, double* %105, align 8, !dbg !121, !tbaa !65
  %107 = fadd double %101, %106, !dbg !122
  call void @llvm.dbg.value(metadata double %107, metadata !105, metadata !DIExpression()), !dbg !111
  %108 = or i64 %88, 3, !dbg !123
  call void @llvm.dbg.value(metadata i64 %108, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %108, metadata !108, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %107, metadata !105, metadata !DIExpression()), !dbg !111
  %109 = mul nuw nsw i64 %108, %53, !dbg !118
  %110 = add nuw nsw i64 %109, %60, !dbg !120
  %111 = getelementptr inbounds double, double* %17, i64 %110, !dbg !121
  %112 = load double, double* %111, align 8, !dbg !121, !tbaa !65
  %113 = fadd double %107, %112, !dbg !122
  call void @llvm.dbg.value(metadata double %113, metadata !105, metadata !DIExpression()), !dbg !111
  %114 = add nuw nsw i64 %88, 4, !dbg !123
  call void @llvm.dbg.value(metadata i64 %114, metadata !108, metadata !DIExpression()), !dbg !116
  %115 = add i64 %90, 4, !dbg !117
  %116 = icmp eq i64 %115, %57, !dbg !117
  br i1 %116, label %62, label %87, !dbg !117, !llvm.loop !131

117:                                              ; preds = %82, %136
  %118 = phi i64 [ %138, %136 ], [ 0, %82 ]
  %119 = phi double [ %137, %136 ], [ 0.000000e+00, %82 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !106, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %119, metadata !105, metadata !DIExpression()), !dbg !135
  br i1 %84, label %120, label %140, !dbg !136

120:                                              ; preds = %140, %117
  %121 = phi double [ undef, %117 ], [ %166, %140 ]
  %122 = phi i64 [ 0, %117 ], [ %167, %140 ]
  %123 = phi double [ %119, %117 ], [ %166, %140 ]
  br i1 %86, label %136, label %124, !dbg !136

124:                                              ; preds = %120, %124
  %125 = phi i64 [ %133, %124 ], [ %122, %120 ]
  %126 = phi double [ %132, %124 ], [ %123, %120 ]
  %127 = phi i64 [ %134, %124 ], [ 0, %120 ]
  call void @llvm.dbg.value(metadata i64 %125, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %126, metadata !105, metadata !DIExpression()), !dbg !135
  %128 = mul nuw nsw i64 %125, %53, !dbg !137
  %129 = add nuw nsw i64 %128, %118, !dbg !138
  %130 = getelementptr inbounds double, double* %17, i64 %129, !dbg !139
  %131 = load double, double* %130, align 8, !dbg !139, !tbaa !65
  %132 = fadd double %126, %131, !dbg !140
  call void @llvm.dbg.value(metadata double %132, metadata !105, metadata !DIExpression()), !dbg !135
  %133 = add nuw nsw i64 %125, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %133, metadata !108, metadata !DIExpression()), !dbg !134
  %134 = add i64 %127, 1, !dbg !136
  %135 = icmp eq i64 %134, %83, !dbg !136
  br i1 %135, label %136, label %124, !dbg !136, !llvm.loop !142

136:                                              ; preds = %124, %120
  %137 = phi double [ %121, %120 ], [ %132, %124 ], !dbg !140
  %138 = add nuw nsw i64 %118, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %138, metadata !106, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %137, metadata !105, metadata !DIExpression()), !dbg !135
  %139 = icmp eq i64 %138, %53, !dbg !144
  br i1 %139, label %170, label %117, !dbg !129, !llvm.loop !145

140:                                              ; preds = %117, %140
  %141 = phi i64 [ %167, %140 ], [ 0, %117 ]
  %142 = phi double [ %166, %140 ], [ %119, %117 ]
  %143 = phi i64 [ %168, %140 ], [ 0, %117 ]
  call void @llvm.dbg.value(metadata i64 %141, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %142, metadata !105, metadata !DIExpression()), !dbg !135
  %144 = mul nuw nsw i64 %141, %53, !dbg !137
  %145 = add nuw nsw i64 %144, %118, !dbg !138
  %146 = getelementptr inbounds double, double* %17, i64 %145, !dbg !139
  %147 = load double, double* %146, align 8, !dbg !139, !tbaa !65
  %148 = fadd double %142, %147, !dbg !140
  call void @llvm.dbg.value(metadata double %148, metadata !105, metadata !DIExpression()), !dbg !135
  %149 = or i64 %141, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %149, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %149, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %148, metadata !105, metadata !DIExpression()), !dbg !135
  %150 = mul nuw nsw i64 %149, %53, !dbg !137
  %151 = add nuw nsw i64 %150, %118, !dbg !138
  %152 = getelementptr inbounds double, double* %17, i64 %151, !dbg !139
  %153 = load double, double* %152, align 8, !dbg !139, !tbaa !65
  %154 = fadd double %148, %153, !dbg !140
  call void @llvm.dbg.value(metadata double %154, metadata !105, metadata !DIExpression()), !dbg !135
  %155 = or i64 %141, 2, !dbg !141
  call void @llvm.dbg.value(metadata i64 %155, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %155, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %154, metadata !105, metadata !DIExpression()), !dbg !135
  %156 = mul nuw nsw i64 %155, %53, !dbg !137
  %157 = add nuw nsw i64 %156, %118, !dbg !138
  %158 = getelementptr inbounds double, double* %17, i64 %157, !dbg !139
  %159 = load double, double* %158, align 8, !dbg !139, !tbaa !65
  %160 = fadd double %154, %159, !dbg !140
  call void @llvm.dbg.value(metadata double %160, metadata !105, metadata !DIExpression()), !dbg !135
  %161 = or i64 %141, 3, !dbg !141
  call void @llvm.dbg.value(metadata i64 %161, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %161, metadata !108, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %160, metadata !105, metadata !DIExpression()), !dbg !135
  %162 = mul nuw nsw i64 %161, %53, !dbg !137
  %163 = add nuw nsw i64 %162, %118, !dbg !138
  %164 = getelementptr inbounds double, double* %17, i64 %163, !dbg !139
  %165 = load double, double* %164, align 8, !dbg !139, !tbaa !65
  %166 = fadd double %160, %165, !dbg !140
  call void @llvm.dbg.value(metadata double %166, metadata !105, metadata !DIExpression()), !dbg !135
  %167 = add nuw nsw i64 %141, 4, !dbg !141
  call void @llvm.dbg.value(metadata i64 %167, metadata !108, metadata !DIExpression()), !dbg !134
  %168 = add i64 %143, 4, !dbg !136
  %169 = icmp eq i64 %168, %85, !dbg !136
  br i1 %169, label %120, label %140, !dbg !136, !llvm.loop !147

170:                                              ; preds = %136
  %171 = fadd double %79, %137, !dbg !149
  br label %172, !dbg !149

172:                                              ; preds = %170, %44
  %173 = phi double [ %171, %170 ], [ 0.000000e+00, %44 ], !dbg !150
  %174 = sitofp i64 %50 to double, !dbg !149
  %175 = sitofp i64 %48 to double, !dbg !151
  %176 = call double @llvm.fmuladd.f64(double %174, double 1.000000e-09, double %175) #9, !dbg !152
  call void @llvm.dbg.value(metadata double %176, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %173, metadata !31, metadata !DIExpression()), !dbg !33
  %177 = bitcast %struct.timespec* %3 to i8*, !dbg !153
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %177) #9, !dbg !153
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !76, metadata !DIExpression()) #9, !dbg !155
  %178 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #9, !dbg !156
  %179 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !157
  %180 = load i64, i64* %179, align 8, !dbg !157, !tbaa !90
  %181 = sitofp i64 %180 to double, !dbg !158
  %182 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !159
  %183 = load i64, i64* %182, align 8, !dbg !159, !tbaa !94
  %184 = sitofp i64 %183 to double, !dbg !160
  %185 = call double @llvm.fmuladd.f64(double %184, double 1.000000e-09, double %181) #9, !dbg !161
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %177) #9, !dbg !162
  call void @llvm.dbg.value(metadata double %185, metadata !32, metadata !DIExpression()), !dbg !33
  %186 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !163, !tbaa !37
  %187 = fsub double %185, %176, !dbg !164
  %188 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %186, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), double noundef %187) #10, !dbg !165
  %189 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %173), !dbg !166
  call void @free(i8* noundef %16) #9, !dbg !167
  ret i32 0, !dbg !168

190:                                              ; preds = %42, %190
  %191 = phi i64 [ %196, %190 ], [ %43, %42 ]
  call void @llvm.dbg.value(metadata i64 %191, metadata !28, metadata !DIExpression()), !dbg !57
  %192 = trunc i64 %191 to i32, !dbg !62
  %193 = urem i32 %192, 7, !dbg !62
  %194 = sitofp i32 %193 to double, !dbg !63
  %195 = getelementptr inbounds double, double* %17, i64 %191, !dbg !169
  store double %194, double* %195, align 8, !dbg !64, !tbaa !65
  %196 = add nuw nsw i64 %191, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %196, metadata !28, metadata !DIExpression()), !dbg !57
  %197 = icmp eq i64 %196, %21, !dbg !58
  br i1 %197, label %44, label %190, !dbg !60, !llvm.loop !170
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
declare !dbg !172 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "placement.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "09c65635977f1089b1b9a12a34591dc6")
!2 = !{!3, !6, !7, !10, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !20, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!6, !6, !7}
!22 = !{!23, !24, !25, !26, !28, !30, !31, !32}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 27, type: !6)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 27, type: !7)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 29, type: !6)
!26 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 30, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!28 = !DILocalVariable(name: "k", scope: !29, file: !1, line: 31, type: !6)
!29 = distinct !DILexicalBlock(scope: !19, file: !1, line: 31, column: 2)
!30 = !DILocalVariable(name: "t0", scope: !19, file: !1, line: 33, type: !11)
!31 = !DILocalVariable(name: "s", scope: !19, file: !1, line: 34, type: !11)
!32 = !DILocalVariable(name: "t1", scope: !19, file: !1, line: 35, type: !11)
!33 = !DILocation(line: 0, scope: !19)
!34 = !DILocation(line: 29, column: 15, scope: !19)
!35 = !DILocation(line: 29, column: 10, scope: !19)
!36 = !DILocation(line: 29, column: 26, scope: !19)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !46)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!6, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!48 = !{!41}
!49 = !DILocation(line: 0, scope: !42, inlinedAt: !50)
!50 = distinct !DILocation(line: 29, column: 21, scope: !19)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 30, column: 21, scope: !19)
!54 = !DILocation(line: 30, column: 31, scope: !19)
!55 = !DILocation(line: 30, column: 35, scope: !19)
!56 = !DILocation(line: 30, column: 14, scope: !19)
!57 = !DILocation(line: 0, scope: !29)
!58 = !DILocation(line: 31, column: 20, scope: !59)
!59 = distinct !DILexicalBlock(scope: !29, file: !1, line: 31, column: 2)
!60 = !DILocation(line: 31, column: 2, scope: !29)
!61 = !DILocation(line: 31, column: 30, scope: !59)
!62 = !DILocation(line: 32, column: 12, scope: !59)
!63 = !DILocation(line: 32, column: 10, scope: !59)
!64 = !DILocation(line: 32, column: 8, scope: !59)
!65 = !{!66, !66, i64 0}
!66 = !{!"double", !39, i64 0}
!67 = distinct !{!67, !60, !68, !69, !70}
!68 = !DILocation(line: 32, column: 14, scope: !29)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !{!"llvm.loop.isvectorized", i32 1}
!71 = !DILocation(line: 13, column: 2, scope: !72, inlinedAt: !86)
!72 = distinct !DISubprogram(name: "now", scope: !1, file: !1, line: 11, type: !73, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!11}
!75 = !{!76}
!76 = !DILocalVariable(name: "ts", scope: !72, file: !1, line: 13, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !78, line: 11, size: 128, elements: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!79 = !{!80, !84}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !77, file: !78, line: 16, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !82, line: 160, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!83 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !77, file: !78, line: 21, baseType: !85, size: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !82, line: 197, baseType: !83)
!86 = distinct !DILocation(line: 33, column: 14, scope: !19)
!87 = !DILocation(line: 13, column: 18, scope: !72, inlinedAt: !86)
!88 = !DILocation(line: 14, column: 2, scope: !72, inlinedAt: !86)
!89 = !DILocation(line: 15, column: 20, scope: !72, inlinedAt: !86)
!90 = !{!91, !92, i64 0}
!91 = !{!"timespec", !92, i64 0, !92, i64 8}
!92 = !{!"long", !39, i64 0}
!93 = !DILocation(line: 15, column: 47, scope: !72, inlinedAt: !86)
!94 = !{!91, !92, i64 8}
!95 = !DILocation(line: 16, column: 1, scope: !72, inlinedAt: !86)
!96 = !DILocalVariable(name: "a", arg: 1, scope: !97, file: !1, line: 18, type: !100)
!97 = distinct !DISubprogram(name: "colsum", scope: !1, file: !1, line: 18, type: !98, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!98 = !DISubroutineType(types: !99)
!99 = !{!11, !100, !6, !6}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!102 = !{!96, !103, !104, !105, !106, !108}
!103 = !DILocalVariable(name: "rows", arg: 2, scope: !97, file: !1, line: 18, type: !6)
!104 = !DILocalVariable(name: "cols", arg: 3, scope: !97, file: !1, line: 18, type: !6)
!105 = !DILocalVariable(name: "s", scope: !97, file: !1, line: 20, type: !11)
!106 = !DILocalVariable(name: "j", scope: !107, file: !1, line: 21, type: !6)
!107 = distinct !DILexicalBlock(scope: !97, file: !1, line: 21, column: 2)
!108 = !DILocalVariable(name: "i", scope: !109, file: !1, line: 22, type: !6)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 22, column: 3)
!110 = distinct !DILexicalBlock(scope: !107, file: !1, line: 21, column: 2)
!111 = !DILocation(line: 0, scope: !97, inlinedAt: !112)
!112 = distinct !DILocation(line: 34, column: 13, scope: !19)
!113 = !DILocation(line: 0, scope: !107, inlinedAt: !112)
!114 = !DILocation(line: 21, column: 20, scope: !110, inlinedAt: !112)
!115 = !DILocation(line: 21, column: 2, scope: !107, inlinedAt: !112)
!116 = !DILocation(line: 0, scope: !109, inlinedAt: !112)
!117 = !DILocation(line: 22, column: 3, scope: !109, inlinedAt: !112)
!118 = !DILocation(line: 23, column: 21, scope: !119, inlinedAt: !112)
!119 = distinct !DILexicalBlock(scope: !109, file: !1, line: 22, column: 3)
!120 = !DILocation(line: 23, column: 28, scope: !119, inlinedAt: !112)
!121 = !DILocation(line: 23, column: 9, scope: !119, inlinedAt: !112)
!122 = !DILocation(line: 23, column: 6, scope: !119, inlinedAt: !112)
!123 = !DILocation(line: 22, column: 30, scope: !119, inlinedAt: !112)
!124 = distinct !{!124, !125}
!125 = !{!"llvm.loop.unroll.disable"}
!126 = !DILocation(line: 21, column: 29, scope: !110, inlinedAt: !112)
!127 = distinct !{!127, !115, !128, !69}
!128 = !DILocation(line: 23, column: 31, scope: !107, inlinedAt: !112)
!129 = !DILocation(line: 21, column: 2, scope: !107, inlinedAt: !130)
!130 = distinct !DILocation(line: 34, column: 31, scope: !19)
!131 = distinct !{!131, !117, !132, !69}
!132 = !DILocation(line: 23, column: 31, scope: !109, inlinedAt: !112)
!133 = !DILocation(line: 0, scope: !107, inlinedAt: !130)
!134 = !DILocation(line: 0, scope: !109, inlinedAt: !130)
!135 = !DILocation(line: 0, scope: !97, inlinedAt: !130)
!136 = !DILocation(line: 22, column: 3, scope: !109, inlinedAt: !130)
!137 = !DILocation(line: 23, column: 21, scope: !119, inlinedAt: !130)
!138 = !DILocation(line: 23, column: 28, scope: !119, inlinedAt: !130)
!139 = !DILocation(line: 23, column: 9, scope: !119, inlinedAt: !130)
!140 = !DILocation(line: 23, column: 6, scope: !119, inlinedAt: !130)
!141 = !DILocation(line: 22, column: 30, scope: !119, inlinedAt: !130)
!142 = distinct !{!142, !125}
!143 = !DILocation(line: 21, column: 29, scope: !110, inlinedAt: !130)
!144 = !DILocation(line: 21, column: 20, scope: !110, inlinedAt: !130)
!145 = distinct !{!145, !129, !146, !69}
!146 = !DILocation(line: 23, column: 31, scope: !107, inlinedAt: !130)
!147 = distinct !{!147, !136, !148, !69}
!148 = !DILocation(line: 23, column: 31, scope: !109, inlinedAt: !130)
!149 = !DILocation(line: 15, column: 36, scope: !72, inlinedAt: !86)
!150 = !DILocation(line: 34, column: 29, scope: !19)
!151 = !DILocation(line: 15, column: 9, scope: !72, inlinedAt: !86)
!152 = !DILocation(line: 15, column: 27, scope: !72, inlinedAt: !86)
!153 = !DILocation(line: 13, column: 2, scope: !72, inlinedAt: !154)
!154 = distinct !DILocation(line: 35, column: 14, scope: !19)
!155 = !DILocation(line: 13, column: 18, scope: !72, inlinedAt: !154)
!156 = !DILocation(line: 14, column: 2, scope: !72, inlinedAt: !154)
!157 = !DILocation(line: 15, column: 20, scope: !72, inlinedAt: !154)
!158 = !DILocation(line: 15, column: 9, scope: !72, inlinedAt: !154)
!159 = !DILocation(line: 15, column: 47, scope: !72, inlinedAt: !154)
!160 = !DILocation(line: 15, column: 36, scope: !72, inlinedAt: !154)
!161 = !DILocation(line: 15, column: 27, scope: !72, inlinedAt: !154)
!162 = !DILocation(line: 16, column: 1, scope: !72, inlinedAt: !154)
!163 = !DILocation(line: 36, column: 10, scope: !19)
!164 = !DILocation(line: 36, column: 33, scope: !19)
!165 = !DILocation(line: 36, column: 2, scope: !19)
!166 = !DILocation(line: 37, column: 2, scope: !19)
!167 = !DILocation(line: 38, column: 2, scope: !19)
!168 = !DILocation(line: 39, column: 2, scope: !19)
!169 = !DILocation(line: 32, column: 3, scope: !59)
!170 = distinct !{!170, !60, !68, !69, !171, !70}
!171 = !{!"llvm.loop.unroll.runtime.disable"}
!172 = !DISubprogram(name: "clock_gettime", scope: !173, file: !173, line: 288, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !180)
!173 = !DIFile(filename: "/usr/include/time.h", directory: "", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!174 = !DISubroutineType(types: !175)
!175 = !{!6, !176, !179}
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !177, line: 7, baseType: !178)
!177 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: "", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !82, line: 169, baseType: !6)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!180 = !{}
