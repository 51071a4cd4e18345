; ModuleID = 'tiles.c'
source_filename = "tiles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [33 x i8] c"usage: %s N M BS (all positive)\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !30
  %3 = icmp sgt i32 %0, 1, !dbg !31
  br i1 %3, label %4, label %21, !dbg !32

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !33
  %6 = load i8*, i8** %5, align 8, !dbg !33, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %6, metadata !38, metadata !DIExpression()) #7, !dbg !46
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !48
  %8 = trunc i64 %7 to i32, !dbg !49
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !30
  %9 = icmp eq i32 %0, 2, !dbg !50
  br i1 %9, label %21, label %10, !dbg !51

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !52
  %12 = load i8*, i8** %11, align 8, !dbg !52, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %12, metadata !38, metadata !DIExpression()) #7, !dbg !53
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !55
  %14 = trunc i64 %13 to i32, !dbg !56
  call void @llvm.dbg.value(metadata i32 %14, metadata !22, metadata !DIExpression()), !dbg !30
  %15 = icmp ugt i32 %0, 3, !dbg !57
  br i1 %15, label %16, label %21, !dbg !58

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !59
  %18 = load i8*, i8** %17, align 8, !dbg !59, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %18, metadata !38, metadata !DIExpression()) #7, !dbg !60
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #7, !dbg !62
  %20 = trunc i64 %19 to i32, !dbg !63
  br label %21, !dbg !58

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 70, %4 ], [ 70, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 100, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 16, %10 ], [ 16, %4 ], [ 16, %2 ], !dbg !58
  call void @llvm.dbg.value(metadata i32 %24, metadata !23, metadata !DIExpression()), !dbg !30
  %25 = icmp slt i32 %23, 1, !dbg !64
  %26 = icmp slt i32 %22, 1
  %27 = select i1 %25, i1 true, i1 %26, !dbg !66
  %28 = icmp slt i32 %24, 1
  %29 = select i1 %27, i1 true, i1 %28, !dbg !66
  br i1 %29, label %30, label %34, !dbg !66

30:                                               ; preds = %21
  %31 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !67, !tbaa !34
  %32 = load i8*, i8** %1, align 8, !dbg !69, !tbaa !34
  %33 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %31, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i8* noundef %32) #8, !dbg !70
  br label %382, !dbg !71

34:                                               ; preds = %21
  %35 = zext i32 %23 to i64, !dbg !72
  %36 = shl nuw nsw i64 %35, 3, !dbg !73
  %37 = zext i32 %22 to i64, !dbg !74
  %38 = mul i64 %36, %37, !dbg !75
  %39 = tail call noalias i8* @malloc(i64 noundef %38) #7, !dbg !76
  %40 = bitcast i8* %39 to double*, !dbg !76
  call void @llvm.dbg.value(metadata double* %40, metadata !24, metadata !DIExpression()), !dbg !30
  %41 = tail call noalias i8* @malloc(i64 noundef %38) #7, !dbg !77
  %42 = bitcast i8* %41 to double*, !dbg !77
  call void @llvm.dbg.value(metadata double* %42, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !78
  %43 = mul i32 %23, %22
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !78
  %44 = icmp sgt i32 %43, 0, !dbg !79
  br i1 %44, label %45, label %71, !dbg !81

45:                                               ; preds = %34
  %46 = zext i32 %43 to i64, !dbg !79
  %47 = icmp ult i32 %43, 4, !dbg !81
  br i1 %47, label %67, label %48, !dbg !81

48:                                               ; preds = %45
  %49 = and i64 %46, 4294967292, !dbg !81
  br label %50, !dbg !81

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %62, %50 ], !dbg !82
  %52 = phi <2 x i32> [ <i32 0, i32 1>, %48 ], [ %63, %50 ], !dbg !83
  %53 = add <2 x i32> %52, <i32 2, i32 2>, !dbg !83
  %54 = urem <2 x i32> %52, <i32 13, i32 13>, !dbg !83
  %55 = urem <2 x i32> %53, <i32 13, i32 13>, !dbg !83
  %56 = sitofp <2 x i32> %54 to <2 x double>, !dbg !84
  %57 = sitofp <2 x i32> %55 to <2 x double>, !dbg !84
  %58 = getelementptr inbounds double, double* %40, i64 %51, !dbg !82
  %59 = bitcast double* %58 to <2 x double>*, !dbg !85
  store <2 x double> %56, <2 x double>* %59, align 8, !dbg !85, !tbaa !86
  %60 = getelementptr inbounds double, double* %58, i64 2, !dbg !85
  %61 = bitcast double* %60 to <2 x double>*, !dbg !85
  store <2 x double> %57, <2 x double>* %61, align 8, !dbg !85, !tbaa !86
  %62 = add nuw i64 %51, 4, !dbg !82
  %63 = add <2 x i32> %52, <i32 4, i32 4>, !dbg !83
  %64 = icmp eq i64 %62, %49, !dbg !82
  br i1 %64, label %65, label %50, !dbg !82, !llvm.loop !88

65:                                               ; preds = %50
  %66 = icmp eq i64 %49, %46, !dbg !81
  br i1 %66, label %69, label %67, !dbg !81

67:                                               ; preds = %45, %65
  %68 = phi i64 [ 0, %45 ], [ %49, %65 ]
  br label %374, !dbg !81

69:                                               ; preds = %374, %65
  call void @llvm.dbg.value(metadata double* %40, metadata !92, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %8, metadata !97, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %14, metadata !98, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 %24, metadata !99, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !113
  %70 = icmp sgt i32 %23, 0, !dbg !114
  br i1 %70, label %71, label %320, !dbg !115

71:                                               ; preds = %34, %69
  %72 = icmp sgt i32 %22, 0
  %73 = sext i32 %24 to i64, !dbg !115
  %74 = icmp sgt i32 %24, 0
  br label %75, !dbg !115

75:                                               ; preds = %113, %71
  %76 = phi i64 [ 0, %71 ], [ %77, %113 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !100, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !116
  %77 = add i64 %76, %73
  br i1 %72, label %78, label %113, !dbg !117

78:                                               ; preds = %75, %170
  %79 = phi i64 [ %172, %170 ], [ 0, %75 ]
  %80 = phi i64 [ %103, %170 ], [ 0, %75 ]
  call void @llvm.dbg.value(metadata i64 %80, metadata !102, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %76, metadata !105, metadata !DIExpression()), !dbg !118
  %81 = add i64 %80, %73
  %82 = add i64 %80, 1
  %83 = call i64 @llvm.smax.i64(i64 %81, i64 %82)
  %84 = mul i64 %79, %73
  %85 = xor i64 %84, -1
  %86 = add i64 %83, %85
  %87 = call i64 @llvm.smax.i64(i64 %82, i64 %37)
  %88 = add i64 %87, %85
  %89 = call i64 @llvm.umin.i64(i64 %86, i64 %88)
  %90 = add i64 %89, -3
  %91 = lshr i64 %90, 2
  %92 = add nuw nsw i64 %91, 1
  %93 = add i64 %80, %73
  %94 = add i64 %80, 1
  %95 = call i64 @llvm.smax.i64(i64 %93, i64 %94)
  %96 = mul i64 %79, %73
  %97 = xor i64 %96, -1
  %98 = add i64 %95, %97
  %99 = call i64 @llvm.smax.i64(i64 %94, i64 %37)
  %100 = add i64 %99, %97
  %101 = call i64 @llvm.umin.i64(i64 %98, i64 %100)
  %102 = add i64 %101, 1
  %103 = add i64 %80, %73
  br i1 %74, label %104, label %170, !dbg !119

104:                                              ; preds = %78
  %105 = icmp ult i64 %102, 4
  %106 = and i64 %102, -4
  %107 = add i64 %80, %106
  %108 = and i64 %92, 1
  %109 = icmp ult i64 %90, 4
  %110 = and i64 %92, 9223372036854775806
  %111 = icmp eq i64 %108, 0
  %112 = icmp eq i64 %102, %106
  br label %117, !dbg !119

113:                                              ; preds = %170, %75
  call void @llvm.dbg.value(metadata i64 %77, metadata !100, metadata !DIExpression()), !dbg !113
  %114 = icmp slt i64 %77, %35, !dbg !114
  br i1 %114, label %75, label %115, !dbg !115, !llvm.loop !120

115:                                              ; preds = %113
  %116 = icmp eq i32 %23, 1
  br label %188, !dbg !122

117:                                              ; preds = %104, %173
  %118 = phi i64 [ %174, %173 ], [ %76, %104 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !105, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %80, metadata !108, metadata !DIExpression()), !dbg !146
  %119 = mul nsw i64 %118, %37
  br i1 %105, label %168, label %120, !dbg !147

120:                                              ; preds = %117
  br i1 %109, label %152, label %121, !dbg !147

121:                                              ; preds = %120, %121
  %122 = phi i64 [ %149, %121 ], [ 0, %120 ]
  %123 = phi i64 [ %150, %121 ], [ 0, %120 ]
  %124 = add i64 %80, %122
  %125 = add nsw i64 %124, %119, !dbg !148
  %126 = getelementptr inbounds double, double* %40, i64 %125, !dbg !150
  %127 = bitcast double* %126 to <2 x double>*, !dbg !151
  %128 = load <2 x double>, <2 x double>* %127, align 8, !dbg !151, !tbaa !86
  %129 = getelementptr inbounds double, double* %126, i64 2, !dbg !151
  %130 = bitcast double* %129 to <2 x double>*, !dbg !151
  %131 = load <2 x double>, <2 x double>* %130, align 8, !dbg !151, !tbaa !86
  %132 = fmul <2 x double> %128, <double 5.000000e-01, double 5.000000e-01>, !dbg !151
  %133 = fmul <2 x double> %131, <double 5.000000e-01, double 5.000000e-01>, !dbg !151
  %134 = bitcast double* %126 to <2 x double>*, !dbg !151
  store <2 x double> %132, <2 x double>* %134, align 8, !dbg !151, !tbaa !86
  %135 = bitcast double* %129 to <2 x double>*, !dbg !151
  store <2 x double> %133, <2 x double>* %135, align 8, !dbg !151, !tbaa !86
  %136 = or i64 %122, 4
  %137 = add i64 %80, %136
  %138 = add nsw i64 %137, %119, !dbg !148
  %139 = getelementptr inbounds double, double* %40, i64 %138, !dbg !150
  %140 = bitcast double* %139 to <2 x double>*, !dbg !151
  %141 = load <2 x double>, <2 x double>* %140, align 8, !dbg !151, !tbaa !86
  %142 = getelementptr inbounds double, double* %139, i64 2, !dbg !151
  %143 = bitcast double* %142 to <2 x double>*, !dbg !151
  %144 = load <2 x double>, <2 x double>* %143, align 8, !dbg !151, !tbaa !86
  %145 = fmul <2 x double> %141, <double 5.000000e-01, double 5.000000e-01>, !dbg !151
  %146 = fmul <2 x double> %144, <double 5.000000e-01, double 5.000000e-01>, !dbg !151
  %147 = bitcast double* %139 to <2 x double>*, !dbg !151
  store <2 x double> %145, <2 x double>* %147, align 8, !dbg !151, !tbaa !86
  %148 = bitcast double* %142 to <2 x double>*, !dbg !151
  store <2 x double> %146, <2 x double>* %148, align 8, !dbg !151, !tbaa !86
  %149 = add nuw i64 %122, 8
  %150 = add i64 %123, 2
  %151 = icmp eq i64 %150, %110
  br i1 %151, label %152, label %121, !llvm.loop !152

152:                                              ; preds = %121, %120
  %153 = phi i64 [ 0, %120 ], [ %149, %121 ]
  br i1 %111, label %167, label %154

154:                                              ; preds = %152
  %155 = add i64 %80, %153
  %156 = add nsw i64 %155, %119, !dbg !148
  %157 = getelementptr inbounds double, double* %40, i64 %156, !dbg !150
  %158 = bitcast double* %157 to <2 x double>*, !dbg !151
  %159 = load <2 x double>, <2 x double>* %158, align 8, !dbg !151, !tbaa !86
  %160 = getelementptr inbounds double, double* %157, i64 2, !dbg !151
  %161 = bitcast double* %160 to <2 x double>*, !dbg !151
  %162 = load <2 x double>, <2 x double>* %161, align 8, !dbg !151, !tbaa !86
  %163 = fmul <2 x double> %159, <double 5.000000e-01, double 5.000000e-01>, !dbg !151
  %164 = fmul <2 x double> %162, <double 5.000000e-01, double 5.000000e-01>, !dbg !151
  %165 = bitcast double* %157 to <2 x double>*, !dbg !151
  store <2 x double> %163, <2 x double>* %165, align 8, !dbg !151, !tbaa !86
  %166 = bitcast double* %160 to <2 x double>*, !dbg !151
  store <2 x double> %164, <2 x double>* %166, align 8, !dbg !151, !tbaa !86
  br label %167, !dbg !147

167:                                              ; preds = %152, %154
  br i1 %112, label %173, label %168, !dbg !147

168:                                              ; preds = %117, %167
  %169 = phi i64 [ %80, %117 ], [ %107, %167 ]
  br label %178, !dbg !147

170:                                              ; preds = %173, %78
  call void @llvm.dbg.value(metadata i64 %103, metadata !102, metadata !DIExpression()), !dbg !116
  %171 = icmp slt i64 %103, %37, !dbg !154
  %172 = add i64 %79, 1, !dbg !117
  br i1 %171, label %78, label %113, !dbg !117, !llvm.loop !155

173:                                              ; preds = %178, %167
  %174 = add nsw i64 %118, 1, !dbg !157
  call void @llvm.dbg.value(metadata i64 %174, metadata !105, metadata !DIExpression()), !dbg !118
  %175 = icmp slt i64 %174, %77, !dbg !158
  %176 = icmp slt i64 %174, %35, !dbg !159
  %177 = and i1 %175, %176, !dbg !159
  br i1 %177, label %117, label %170, !dbg !119, !llvm.loop !160

178:                                              ; preds = %168, %178
  %179 = phi i64 [ %184, %178 ], [ %169, %168 ]
  call void @llvm.dbg.value(metadata i64 %179, metadata !108, metadata !DIExpression()), !dbg !146
  %180 = add nsw i64 %179, %119, !dbg !148
  %181 = getelementptr inbounds double, double* %40, i64 %180, !dbg !150
  %182 = load double, double* %181, align 8, !dbg !151, !tbaa !86
  %183 = fmul double %182, 5.000000e-01, !dbg !151
  store double %183, double* %181, align 8, !dbg !151, !tbaa !86
  %184 = add nsw i64 %179, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %184, metadata !108, metadata !DIExpression()), !dbg !146
  %185 = icmp slt i64 %184, %103, !dbg !163
  %186 = icmp slt i64 %184, %37, !dbg !164
  %187 = and i1 %185, %186, !dbg !164
  br i1 %187, label %178, label %173, !dbg !147, !llvm.loop !165

188:                                              ; preds = %115, %237
  %189 = phi i64 [ %238, %237 ], [ 0, %115 ]
  %190 = trunc i64 %189 to i32
  call void @llvm.dbg.value(metadata i32 %190, metadata !135, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !168
  br i1 %72, label %191, label %237, !dbg !169

191:                                              ; preds = %188
  %192 = add nsw i32 %24, %190
  %193 = icmp slt i32 %192, %23
  %194 = select i1 %193, i32 %192, i32 %23
  %195 = icmp sgt i32 %194, %190
  %196 = sext i32 %194 to i64, !dbg !169
  br label %197, !dbg !169

197:                                              ; preds = %301, %191
  %198 = phi i64 [ %306, %301 ], [ 0, %191 ]
  %199 = phi i32 [ %305, %301 ], [ 0, %191 ]
  %200 = phi i64 [ %302, %301 ], [ 0, %191 ]
  %201 = add i64 %200, 1
  %202 = trunc i64 %198 to i32
  %203 = mul i32 %24, %202
  %204 = add i32 %203, %24
  %205 = call i32 @llvm.smin.i32(i32 %22, i32 %204)
  %206 = sext i32 %205 to i64
  %207 = call i64 @llvm.smax.i64(i64 %201, i64 %206)
  %208 = mul i64 %198, %73
  %209 = sub i64 %207, %208
  %210 = add i64 %209, -4
  %211 = lshr i64 %210, 2
  %212 = add nuw nsw i64 %211, 1
  %213 = add i64 %200, 1
  %214 = mul i32 %24, %199
  %215 = add i32 %24, %214
  %216 = call i32 @llvm.smin.i32(i32 %22, i32 %215)
  %217 = sext i32 %216 to i64
  %218 = call i64 @llvm.smax.i64(i64 %213, i64 %217)
  %219 = mul i64 %198, %73
  %220 = sub i64 %218, %219
  %221 = trunc i64 %200 to i32
  call void @llvm.dbg.value(metadata i32 %221, metadata !136, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 %190, metadata !139, metadata !DIExpression()), !dbg !170
  br i1 %195, label %222, label %301, !dbg !171

222:                                              ; preds = %197
  %223 = add nsw i32 %24, %221
  %224 = icmp slt i32 %223, %22
  %225 = select i1 %224, i32 %223, i32 %22
  %226 = icmp sgt i32 %225, %221
  %227 = sext i32 %225 to i64, !dbg !171
  %228 = icmp ugt i64 %220, 3
  %229 = select i1 %228, i1 %116, i1 false
  %230 = and i64 %220, -4
  %231 = add i64 %200, %230
  %232 = and i64 %212, 1
  %233 = icmp ult i64 %210, 4
  %234 = and i64 %212, 9223372036854775806
  %235 = icmp eq i64 %232, 0
  %236 = icmp eq i64 %220, %230
  br label %241, !dbg !171

237:                                              ; preds = %301, %188
  %238 = add nsw i64 %189, %73, !dbg !122
  %239 = trunc i64 %238 to i32, !dbg !172
  call void @llvm.dbg.value(metadata i32 %239, metadata !135, metadata !DIExpression()), !dbg !167
  %240 = icmp sgt i32 %23, %239, !dbg !173
  br i1 %240, label %188, label %320, !dbg !122, !llvm.loop !174

241:                                              ; preds = %307, %222
  %242 = phi i64 [ %189, %222 ], [ %308, %307 ]
  call void @llvm.dbg.value(metadata i64 %242, metadata !139, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %221, metadata !142, metadata !DIExpression()), !dbg !176
  br i1 %226, label %243, label %307, !dbg !177

243:                                              ; preds = %241
  %244 = mul nsw i64 %242, %37
  br i1 %229, label %245, label %299, !dbg !177

245:                                              ; preds = %243
  br i1 %233, label %281, label %246, !dbg !177

246:                                              ; preds = %245, %246
  %247 = phi i64 [ %278, %246 ], [ 0, %245 ]
  %248 = phi i64 [ %279, %246 ], [ 0, %245 ]
  %249 = add i64 %200, %247
  %250 = add nsw i64 %249, %244, !dbg !178
  %251 = getelementptr inbounds double, double* %40, i64 %250, !dbg !180
  %252 = bitcast double* %251 to <2 x double>*, !dbg !180
  %253 = load <2 x double>, <2 x double>* %252, align 8, !dbg !180, !tbaa !86
  %254 = getelementptr inbounds double, double* %251, i64 2, !dbg !180
  %255 = bitcast double* %254 to <2 x double>*, !dbg !180
  %256 = load <2 x double>, <2 x double>* %255, align 8, !dbg !180, !tbaa !86
  %257 = mul nsw i64 %249, %35, !dbg !181
  %258 = add nsw i64 %257, %242, !dbg !182
  %259 = getelementptr inbounds double, double* %42, i64 %258, !dbg !183
  %260 = bitcast double* %259 to <2 x double>*, !dbg !184
  store <2 x double> %253, <2 x double>* %260, align 8, !dbg !184, !tbaa !86
  %261 = getelementptr inbounds double, double* %259, i64 2, !dbg !184
  %262 = bitcast double* %261 to <2 x double>*, !dbg !184
  store <2 x double> %256, <2 x double>* %262, align 8, !dbg !184, !tbaa !86
  %263 = or i64 %247, 4
  %264 = add i64 %200, %263
  %265 = add nsw i64 %264, %244, !dbg !178
  %266 = getelementptr inbounds double, double* %40, i64 %265, !dbg !180
  %267 = bitcast double* %266 to <2 x double>*, !dbg !180
  %268 = load <2 x double>, <2 x double>* %267, align 8, !dbg !180, !tbaa !86
  %269 = getelementptr inbounds double, double* %266, i64 2, !dbg !180
  %270 = bitcast double* %269 to <2 x double>*, !dbg !180
  %271 = load <2 x double>, <2 x double>* %270, align 8, !dbg !180, !tbaa !86
  %272 = mul nsw i64 %264, %35, !dbg !181
  %273 = add nsw i64 %272, %242, !dbg !182
  %274 = getelementptr inbounds double, double* %42, i64 %273, !dbg !183
  %275 = bitcast double* %274 to <2 x double>*, !dbg !184
  store <2 x double> %268, <2 x double>* %275, align 8, !dbg !184, !tbaa !86
  %276 = getelementptr inbounds double, double* %274, i64 2, !dbg !184
  %277 = bitcast double* %276 to <2 x double>*, !dbg !184
  store <2 x double> %271, <2 x double>* %277, align 8, !dbg !184, !tbaa !86
  %278 = add nuw i64 %247, 8
  %279 = add i64 %248, 2
  %280 = icmp eq i64 %279, %234
  br i1 %280, label %281, label %246, !llvm.loop !185

281:                                              ; preds = %246, %245
  %282 = phi i64 [ 0, %245 ], [ %278, %246 ]
  br i1 %235, label %298, label %283

283:                                              ; preds = %281
  %284 = add i64 %200, %282
  %285 = add nsw i64 %284, %244, !dbg !178
  %286 = getelementptr inbounds double, double* %40, i64 %285, !dbg !180
  %287 = bitcast double* %286 to <2 x double>*, !dbg !180
  %288 = load <2 x double>, <2 x double>* %287, align 8, !dbg !180, !tbaa !86
  %289 = getelementptr inbounds double, double* %286, i64 2, !dbg !180
  %290 = bitcast double* %289 to <2 x double>*, !dbg !180
  %291 = load <2 x double>, <2 x double>* %290, align 8, !dbg !180, !tbaa !86
  %292 = mul nsw i64 %284, %35, !dbg !181
  %293 = add nsw i64 %292, %242, !dbg !182
  %294 = getelementptr inbounds double, double* %42, i64 %293, !dbg !183
  %295 = bitcast double* %294 to <2 x double>*, !dbg !184
  store <2 x double> %288, <2 x double>* %295, align 8, !dbg !184, !tbaa !86
  %296 = getelementptr inbounds double, double* %294, i64 2, !dbg !184
  %297 = bitcast double* %296 to <2 x double>*, !dbg !184
  store <2 x double> %291, <2 x double>* %297, align 8, !dbg !184, !tbaa !86
  br label %298, !dbg !177

298:                                              ; preds = %281, %283
  br i1 %236, label %307, label %299, !dbg !177

299:                                              ; preds = %243, %298
  %300 = phi i64 [ %200, %243 ], [ %231, %298 ]
  br label %310, !dbg !177

301:                                              ; preds = %307, %197
  %302 = add i64 %200, %73, !dbg !169
  %303 = trunc i64 %302 to i32, !dbg !187
  call void @llvm.dbg.value(metadata i32 %303, metadata !136, metadata !DIExpression()), !dbg !168
  %304 = icmp sgt i32 %22, %303, !dbg !188
  %305 = add i32 %199, 1, !dbg !169
  %306 = add i64 %198, 1, !dbg !169
  br i1 %304, label %197, label %237, !dbg !169, !llvm.loop !189

307:                                              ; preds = %310, %298, %241
  %308 = add nsw i64 %242, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %308, metadata !139, metadata !DIExpression()), !dbg !170
  %309 = icmp slt i64 %308, %196, !dbg !192
  br i1 %309, label %241, label %301, !dbg !171, !llvm.loop !193

310:                                              ; preds = %299, %310
  %311 = phi i64 [ %318, %310 ], [ %300, %299 ]
  call void @llvm.dbg.value(metadata i64 %311, metadata !142, metadata !DIExpression()), !dbg !176
  %312 = add nsw i64 %311, %244, !dbg !178
  %313 = getelementptr inbounds double, double* %40, i64 %312, !dbg !180
  %314 = load double, double* %313, align 8, !dbg !180, !tbaa !86
  %315 = mul nsw i64 %311, %35, !dbg !181
  %316 = add nsw i64 %315, %242, !dbg !182
  %317 = getelementptr inbounds double, double* %42, i64 %316, !dbg !183
  store double %314, double* %317, align 8, !dbg !184, !tbaa !86
  %318 = add nsw i64 %311, 1, !dbg !195
  call void @llvm.dbg.value(metadata i64 %318, metadata !142, metadata !DIExpression()), !dbg !176
  %319 = icmp slt i64 %318, %227, !dbg !196
  br i1 %319, label %310, label %307, !dbg !177, !llvm.loop !197

320:                                              ; preds = %237, %69
  %321 = phi i1 [ false, %69 ], [ true, %237 ]
  call void @llvm.dbg.value(metadata double* %42, metadata !198, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i32 %8, metadata !203, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i32 %14, metadata !204, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i32 %24, metadata !205, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !206, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i32 0, metadata !207, metadata !DIExpression()) #7, !dbg !224
  %322 = icmp sgt i32 %22, 0, !dbg !225
  br i1 %322, label %323, label %371, !dbg !226

323:                                              ; preds = %320
  %324 = sext i32 %24 to i64, !dbg !226
  br label %327, !dbg !226

325:                                              ; preds = %338, %327
  %326 = phi double [ %329, %327 ], [ %339, %338 ], !dbg !227
  call void @llvm.dbg.value(metadata double %326, metadata !206, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i32 %331, metadata !207, metadata !DIExpression()) #7, !dbg !224
  br i1 %332, label %327, label %371, !dbg !226, !llvm.loop !228

327:                                              ; preds = %325, %323
  %328 = phi i64 [ 0, %323 ], [ %330, %325 ]
  %329 = phi double [ 0.000000e+00, %323 ], [ %326, %325 ]
  call void @llvm.dbg.value(metadata double %329, metadata !206, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i64 %328, metadata !207, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #7, !dbg !224
  %330 = add i64 %328, %324, !dbg !226
  %331 = trunc i64 %330 to i32, !dbg !230
  %332 = icmp sgt i32 %22, %331, !dbg !231
  %333 = select i1 %332, i32 %331, i32 %22, !dbg !232
  call void @llvm.dbg.value(metadata i32 %333, metadata !209, metadata !DIExpression()) #7, !dbg !233
  call void @llvm.dbg.value(metadata i32 0, metadata !212, metadata !DIExpression()) #7, !dbg !234
  br i1 %321, label %334, label %325, !dbg !235

334:                                              ; preds = %327
  %335 = trunc i64 %328 to i32
  call void @llvm.dbg.value(metadata i32 %335, metadata !207, metadata !DIExpression()) #7, !dbg !224
  %336 = icmp sgt i32 %333, %335
  %337 = sext i32 %333 to i64, !dbg !235
  br label %340, !dbg !235

338:                                              ; preds = %356, %340
  %339 = phi double [ %342, %340 ], [ %357, %356 ], !dbg !227
  call void @llvm.dbg.value(metadata double %339, metadata !206, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i32 %344, metadata !212, metadata !DIExpression()) #7, !dbg !234
  br i1 %345, label %340, label %325, !dbg !235, !llvm.loop !236

340:                                              ; preds = %338, %334
  %341 = phi i64 [ 0, %334 ], [ %343, %338 ]
  %342 = phi double [ %329, %334 ], [ %339, %338 ]
  call void @llvm.dbg.value(metadata double %342, metadata !206, metadata !DIExpression()) #7, !dbg !222
  call void @llvm.dbg.value(metadata i64 %341, metadata !212, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #7, !dbg !234
  %343 = add i64 %341, %324, !dbg !235
  %344 = trunc i64 %343 to i32, !dbg !238
  %345 = icmp sgt i32 %23, %344, !dbg !239
  %346 = select i1 %345, i32 %344, i32 %23, !dbg !240
  call void @llvm.dbg.value(metadata i32 %346, metadata !214, metadata !DIExpression()) #7, !dbg !241
  call void @llvm.dbg.value(metadata i64 %328, metadata !217, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #7, !dbg !242
  br i1 %336, label %347, label %338, !dbg !243

347:                                              ; preds = %340
  %348 = trunc i64 %341 to i32
  call void @llvm.dbg.value(metadata i32 %348, metadata !212, metadata !DIExpression()) #7, !dbg !234
  %349 = icmp sgt i32 %346, %348
  %350 = sext i32 %346 to i64, !dbg !243
  br label %351, !dbg !243

351:                                              ; preds = %356, %347
  %352 = phi i64 [ %328, %347 ], [ %358, %356 ]
  %353 = phi double [ %342, %347 ], [ %357, %356 ]
  call void @llvm.dbg.value(metadata i64 %352, metadata !217, metadata !DIExpression()) #7, !dbg !242
  call void @llvm.dbg.value(metadata i64 %341, metadata !219, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #7, !dbg !244
  call void @llvm.dbg.value(metadata double %353, metadata !206, metadata !DIExpression()) #7, !dbg !222
  br i1 %349, label %354, label %356, !dbg !245

354:                                              ; preds = %351
  %355 = mul nsw i64 %352, %35
  br label %360, !dbg !245

356:                                              ; preds = %360, %351
  %357 = phi double [ %353, %351 ], [ %369, %360 ], !dbg !222
  %358 = add nsw i64 %352, 1, !dbg !246
  call void @llvm.dbg.value(metadata i64 %358, metadata !217, metadata !DIExpression()) #7, !dbg !242
  call void @llvm.dbg.value(metadata double %357, metadata !206, metadata !DIExpression()) #7, !dbg !222
  %359 = icmp slt i64 %358, %337, !dbg !247
  br i1 %359, label %351, label %338, !dbg !243, !llvm.loop !248

360:                                              ; preds = %360, %354
  %361 = phi i64 [ %341, %354 ], [ %366, %360 ]
  %362 = phi double [ %353, %354 ], [ %369, %360 ]
  call void @llvm.dbg.value(metadata i64 %361, metadata !219, metadata !DIExpression()) #7, !dbg !244
  call void @llvm.dbg.value(metadata double %362, metadata !206, metadata !DIExpression()) #7, !dbg !222
  %363 = add nsw i64 %361, %355, !dbg !250
  %364 = getelementptr inbounds double, double* %42, i64 %363, !dbg !252
  %365 = load double, double* %364, align 8, !dbg !252, !tbaa !86
  %366 = add nsw i64 %361, 1, !dbg !253
  %367 = trunc i64 %366 to i32, !dbg !254
  %368 = sitofp i32 %367 to double, !dbg !254
  %369 = tail call double @llvm.fmuladd.f64(double %365, double %368, double %362) #7, !dbg !255
  call void @llvm.dbg.value(metadata i64 %366, metadata !219, metadata !DIExpression()) #7, !dbg !244
  call void @llvm.dbg.value(metadata double %369, metadata !206, metadata !DIExpression()) #7, !dbg !222
  %370 = icmp slt i64 %366, %350, !dbg !256
  br i1 %370, label %360, label %356, !dbg !245, !llvm.loop !257

371:                                              ; preds = %325, %320
  %372 = phi double [ 0.000000e+00, %320 ], [ %326, %325 ], !dbg !227
  %373 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), double noundef %372), !dbg !259
  tail call void @free(i8* noundef %39) #7, !dbg !260
  tail call void @free(i8* noundef %41) #7, !dbg !261
  br label %382

374:                                              ; preds = %67, %374
  %375 = phi i64 [ %380, %374 ], [ %68, %67 ]
  call void @llvm.dbg.value(metadata i64 %375, metadata !28, metadata !DIExpression()), !dbg !78
  %376 = trunc i64 %375 to i32, !dbg !83
  %377 = urem i32 %376, 13, !dbg !83
  %378 = sitofp i32 %377 to double, !dbg !84
  %379 = getelementptr inbounds double, double* %40, i64 %375, !dbg !262
  store double %378, double* %379, align 8, !dbg !85, !tbaa !86
  %380 = add nuw nsw i64 %375, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %380, metadata !28, metadata !DIExpression()), !dbg !78
  %381 = icmp eq i64 %380, %46, !dbg !79
  br i1 %381, label %69, label %374, !dbg !81, !llvm.loop !263

382:                                              ; preds = %371, %30
  %383 = phi i32 [ 1, %30 ], [ 0, %371 ], !dbg !30
  ret i32 %383, !dbg !264
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiles.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "23c656e0f0966ee645f2fd2aac961971")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 40, type: !16, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !24, !27, !28}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 40, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 40, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 41, type: !3)
!22 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 42, type: !3)
!23 = !DILocalVariable(name: "bs", scope: !15, file: !1, line: 43, type: !3)
!24 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 48, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 49, type: !25)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 50, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 50, column: 3)
!30 = !DILocation(line: 0, scope: !15)
!31 = !DILocation(line: 41, column: 16, scope: !15)
!32 = !DILocation(line: 41, column: 11, scope: !15)
!33 = !DILocation(line: 41, column: 27, scope: !15)
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocalVariable(name: "__nptr", arg: 1, scope: !39, file: !40, line: 362, type: !43)
!39 = distinct !DISubprogram(name: "atoi", scope: !40, file: !40, line: 362, type: !41, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !45)
!40 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!41 = !DISubroutineType(types: !42)
!42 = !{!3, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!45 = !{!38}
!46 = !DILocation(line: 0, scope: !39, inlinedAt: !47)
!47 = distinct !DILocation(line: 41, column: 22, scope: !15)
!48 = !DILocation(line: 364, column: 16, scope: !39, inlinedAt: !47)
!49 = !DILocation(line: 364, column: 10, scope: !39, inlinedAt: !47)
!50 = !DILocation(line: 42, column: 16, scope: !15)
!51 = !DILocation(line: 42, column: 11, scope: !15)
!52 = !DILocation(line: 42, column: 27, scope: !15)
!53 = !DILocation(line: 0, scope: !39, inlinedAt: !54)
!54 = distinct !DILocation(line: 42, column: 22, scope: !15)
!55 = !DILocation(line: 364, column: 16, scope: !39, inlinedAt: !54)
!56 = !DILocation(line: 364, column: 10, scope: !39, inlinedAt: !54)
!57 = !DILocation(line: 43, column: 17, scope: !15)
!58 = !DILocation(line: 43, column: 12, scope: !15)
!59 = !DILocation(line: 43, column: 28, scope: !15)
!60 = !DILocation(line: 0, scope: !39, inlinedAt: !61)
!61 = distinct !DILocation(line: 43, column: 23, scope: !15)
!62 = !DILocation(line: 364, column: 16, scope: !39, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !39, inlinedAt: !61)
!64 = !DILocation(line: 44, column: 9, scope: !65)
!65 = distinct !DILexicalBlock(scope: !15, file: !1, line: 44, column: 7)
!66 = !DILocation(line: 44, column: 14, scope: !65)
!67 = !DILocation(line: 45, column: 13, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !1, line: 44, column: 36)
!69 = !DILocation(line: 45, column: 58, scope: !68)
!70 = !DILocation(line: 45, column: 5, scope: !68)
!71 = !DILocation(line: 46, column: 5, scope: !68)
!72 = !DILocation(line: 48, column: 39, scope: !15)
!73 = !DILocation(line: 48, column: 37, scope: !15)
!74 = !DILocation(line: 48, column: 43, scope: !15)
!75 = !DILocation(line: 48, column: 41, scope: !15)
!76 = !DILocation(line: 48, column: 15, scope: !15)
!77 = !DILocation(line: 49, column: 15, scope: !15)
!78 = !DILocation(line: 0, scope: !29)
!79 = !DILocation(line: 50, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !29, file: !1, line: 50, column: 3)
!81 = !DILocation(line: 50, column: 3, scope: !29)
!82 = !DILocation(line: 50, column: 31, scope: !80)
!83 = !DILocation(line: 51, column: 14, scope: !80)
!84 = !DILocation(line: 51, column: 12, scope: !80)
!85 = !DILocation(line: 51, column: 10, scope: !80)
!86 = !{!87, !87, i64 0}
!87 = !{!"double", !36, i64 0}
!88 = distinct !{!88, !81, !89, !90, !91}
!89 = !DILocation(line: 51, column: 16, scope: !29)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !{!"llvm.loop.isvectorized", i32 1}
!92 = !DILocalVariable(name: "a", arg: 1, scope: !93, file: !1, line: 10, type: !25)
!93 = distinct !DISubprogram(name: "scale_and", scope: !1, file: !1, line: 10, type: !94, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !25, !3, !3, !3}
!96 = !{!92, !97, !98, !99, !100, !102, !105, !108}
!97 = !DILocalVariable(name: "n", arg: 2, scope: !93, file: !1, line: 10, type: !3)
!98 = !DILocalVariable(name: "m", arg: 3, scope: !93, file: !1, line: 10, type: !3)
!99 = !DILocalVariable(name: "bs", arg: 4, scope: !93, file: !1, line: 10, type: !3)
!100 = !DILocalVariable(name: "ii", scope: !101, file: !1, line: 11, type: !3)
!101 = distinct !DILexicalBlock(scope: !93, file: !1, line: 11, column: 3)
!102 = !DILocalVariable(name: "jj", scope: !103, file: !1, line: 12, type: !3)
!103 = distinct !DILexicalBlock(scope: !104, file: !1, line: 12, column: 5)
!104 = distinct !DILexicalBlock(scope: !101, file: !1, line: 11, column: 3)
!105 = !DILocalVariable(name: "i", scope: !106, file: !1, line: 13, type: !3)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 13, column: 7)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 12, column: 5)
!108 = !DILocalVariable(name: "j", scope: !109, file: !1, line: 14, type: !3)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 14, column: 9)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 13, column: 7)
!111 = !DILocation(line: 0, scope: !93, inlinedAt: !112)
!112 = distinct !DILocation(line: 52, column: 3, scope: !15)
!113 = !DILocation(line: 0, scope: !101, inlinedAt: !112)
!114 = !DILocation(line: 11, column: 23, scope: !104, inlinedAt: !112)
!115 = !DILocation(line: 11, column: 3, scope: !101, inlinedAt: !112)
!116 = !DILocation(line: 0, scope: !103, inlinedAt: !112)
!117 = !DILocation(line: 12, column: 5, scope: !103, inlinedAt: !112)
!118 = !DILocation(line: 0, scope: !106, inlinedAt: !112)
!119 = !DILocation(line: 13, column: 7, scope: !106, inlinedAt: !112)
!120 = distinct !{!120, !115, !121, !90}
!121 = !DILocation(line: 15, column: 27, scope: !101, inlinedAt: !112)
!122 = !DILocation(line: 19, column: 3, scope: !123, inlinedAt: !145)
!123 = distinct !DILexicalBlock(scope: !124, file: !1, line: 19, column: 3)
!124 = distinct !DISubprogram(name: "transpose_min", scope: !1, file: !1, line: 18, type: !125, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !25, !127, !3, !3, !3}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!129 = !{!130, !131, !132, !133, !134, !135, !136, !139, !142}
!130 = !DILocalVariable(name: "b", arg: 1, scope: !124, file: !1, line: 18, type: !25)
!131 = !DILocalVariable(name: "a", arg: 2, scope: !124, file: !1, line: 18, type: !127)
!132 = !DILocalVariable(name: "n", arg: 3, scope: !124, file: !1, line: 18, type: !3)
!133 = !DILocalVariable(name: "m", arg: 4, scope: !124, file: !1, line: 18, type: !3)
!134 = !DILocalVariable(name: "bs", arg: 5, scope: !124, file: !1, line: 18, type: !3)
!135 = !DILocalVariable(name: "ii", scope: !123, file: !1, line: 19, type: !3)
!136 = !DILocalVariable(name: "jj", scope: !137, file: !1, line: 20, type: !3)
!137 = distinct !DILexicalBlock(scope: !138, file: !1, line: 20, column: 5)
!138 = distinct !DILexicalBlock(scope: !123, file: !1, line: 19, column: 3)
!139 = !DILocalVariable(name: "i", scope: !140, file: !1, line: 21, type: !3)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 21, column: 7)
!141 = distinct !DILexicalBlock(scope: !137, file: !1, line: 20, column: 5)
!142 = !DILocalVariable(name: "j", scope: !143, file: !1, line: 22, type: !3)
!143 = distinct !DILexicalBlock(scope: !144, file: !1, line: 22, column: 9)
!144 = distinct !DILexicalBlock(scope: !140, file: !1, line: 21, column: 7)
!145 = distinct !DILocation(line: 53, column: 3, scope: !15)
!146 = !DILocation(line: 0, scope: !109, inlinedAt: !112)
!147 = !DILocation(line: 14, column: 9, scope: !109, inlinedAt: !112)
!148 = !DILocation(line: 15, column: 19, scope: !149, inlinedAt: !112)
!149 = distinct !DILexicalBlock(scope: !109, file: !1, line: 14, column: 9)
!150 = !DILocation(line: 15, column: 11, scope: !149, inlinedAt: !112)
!151 = !DILocation(line: 15, column: 24, scope: !149, inlinedAt: !112)
!152 = distinct !{!152, !147, !153, !90, !91}
!153 = !DILocation(line: 15, column: 27, scope: !109, inlinedAt: !112)
!154 = !DILocation(line: 12, column: 25, scope: !107, inlinedAt: !112)
!155 = distinct !{!155, !117, !156, !90}
!156 = !DILocation(line: 15, column: 27, scope: !103, inlinedAt: !112)
!157 = !DILocation(line: 13, column: 47, scope: !110, inlinedAt: !112)
!158 = !DILocation(line: 13, column: 26, scope: !110, inlinedAt: !112)
!159 = !DILocation(line: 13, column: 36, scope: !110, inlinedAt: !112)
!160 = distinct !{!160, !119, !161, !90}
!161 = !DILocation(line: 15, column: 27, scope: !106, inlinedAt: !112)
!162 = !DILocation(line: 14, column: 49, scope: !149, inlinedAt: !112)
!163 = !DILocation(line: 14, column: 28, scope: !149, inlinedAt: !112)
!164 = !DILocation(line: 14, column: 38, scope: !149, inlinedAt: !112)
!165 = distinct !{!165, !147, !153, !90, !166, !91}
!166 = !{!"llvm.loop.unroll.runtime.disable"}
!167 = !DILocation(line: 0, scope: !123, inlinedAt: !145)
!168 = !DILocation(line: 0, scope: !137, inlinedAt: !145)
!169 = !DILocation(line: 20, column: 5, scope: !137, inlinedAt: !145)
!170 = !DILocation(line: 0, scope: !140, inlinedAt: !145)
!171 = !DILocation(line: 21, column: 7, scope: !140, inlinedAt: !145)
!172 = !DILocation(line: 19, column: 31, scope: !138, inlinedAt: !145)
!173 = !DILocation(line: 19, column: 23, scope: !138, inlinedAt: !145)
!174 = distinct !{!174, !122, !175, !90}
!175 = !DILocation(line: 23, column: 37, scope: !123, inlinedAt: !145)
!176 = !DILocation(line: 0, scope: !143, inlinedAt: !145)
!177 = !DILocation(line: 22, column: 9, scope: !143, inlinedAt: !145)
!178 = !DILocation(line: 23, column: 34, scope: !179, inlinedAt: !145)
!179 = distinct !DILexicalBlock(scope: !143, file: !1, line: 22, column: 9)
!180 = !DILocation(line: 23, column: 26, scope: !179, inlinedAt: !145)
!181 = !DILocation(line: 23, column: 15, scope: !179, inlinedAt: !145)
!182 = !DILocation(line: 23, column: 19, scope: !179, inlinedAt: !145)
!183 = !DILocation(line: 23, column: 11, scope: !179, inlinedAt: !145)
!184 = !DILocation(line: 23, column: 24, scope: !179, inlinedAt: !145)
!185 = distinct !{!185, !177, !186, !90, !91}
!186 = !DILocation(line: 23, column: 37, scope: !143, inlinedAt: !145)
!187 = !DILocation(line: 20, column: 33, scope: !141, inlinedAt: !145)
!188 = !DILocation(line: 20, column: 25, scope: !141, inlinedAt: !145)
!189 = distinct !{!189, !169, !190, !90}
!190 = !DILocation(line: 23, column: 37, scope: !137, inlinedAt: !145)
!191 = !DILocation(line: 21, column: 50, scope: !144, inlinedAt: !145)
!192 = !DILocation(line: 21, column: 26, scope: !144, inlinedAt: !145)
!193 = distinct !{!193, !171, !194, !90}
!194 = !DILocation(line: 23, column: 37, scope: !140, inlinedAt: !145)
!195 = !DILocation(line: 22, column: 52, scope: !179, inlinedAt: !145)
!196 = !DILocation(line: 22, column: 28, scope: !179, inlinedAt: !145)
!197 = distinct !{!197, !177, !186, !90, !91}
!198 = !DILocalVariable(name: "b", arg: 1, scope: !199, file: !1, line: 26, type: !127)
!199 = distinct !DISubprogram(name: "sum_local", scope: !1, file: !1, line: 26, type: !200, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!26, !127, !3, !3, !3}
!202 = !{!198, !203, !204, !205, !206, !207, !209, !212, !214, !217, !219}
!203 = !DILocalVariable(name: "n", arg: 2, scope: !199, file: !1, line: 26, type: !3)
!204 = !DILocalVariable(name: "m", arg: 3, scope: !199, file: !1, line: 26, type: !3)
!205 = !DILocalVariable(name: "bs", arg: 4, scope: !199, file: !1, line: 26, type: !3)
!206 = !DILocalVariable(name: "s", scope: !199, file: !1, line: 27, type: !26)
!207 = !DILocalVariable(name: "jj", scope: !208, file: !1, line: 28, type: !3)
!208 = distinct !DILexicalBlock(scope: !199, file: !1, line: 28, column: 3)
!209 = !DILocalVariable(name: "je", scope: !210, file: !1, line: 29, type: !3)
!210 = distinct !DILexicalBlock(scope: !211, file: !1, line: 28, column: 38)
!211 = distinct !DILexicalBlock(scope: !208, file: !1, line: 28, column: 3)
!212 = !DILocalVariable(name: "ii", scope: !213, file: !1, line: 30, type: !3)
!213 = distinct !DILexicalBlock(scope: !210, file: !1, line: 30, column: 5)
!214 = !DILocalVariable(name: "ie", scope: !215, file: !1, line: 31, type: !3)
!215 = distinct !DILexicalBlock(scope: !216, file: !1, line: 30, column: 40)
!216 = distinct !DILexicalBlock(scope: !213, file: !1, line: 30, column: 5)
!217 = !DILocalVariable(name: "j", scope: !218, file: !1, line: 32, type: !3)
!218 = distinct !DILexicalBlock(scope: !215, file: !1, line: 32, column: 7)
!219 = !DILocalVariable(name: "i", scope: !220, file: !1, line: 33, type: !3)
!220 = distinct !DILexicalBlock(scope: !221, file: !1, line: 33, column: 9)
!221 = distinct !DILexicalBlock(scope: !218, file: !1, line: 32, column: 7)
!222 = !DILocation(line: 0, scope: !199, inlinedAt: !223)
!223 = distinct !DILocation(line: 54, column: 20, scope: !15)
!224 = !DILocation(line: 0, scope: !208, inlinedAt: !223)
!225 = !DILocation(line: 28, column: 23, scope: !211, inlinedAt: !223)
!226 = !DILocation(line: 28, column: 3, scope: !208, inlinedAt: !223)
!227 = !DILocation(line: 27, column: 10, scope: !199, inlinedAt: !223)
!228 = distinct !{!228, !226, !229, !90}
!229 = !DILocation(line: 36, column: 3, scope: !208, inlinedAt: !223)
!230 = !DILocation(line: 29, column: 17, scope: !210, inlinedAt: !223)
!231 = !DILocation(line: 29, column: 22, scope: !210, inlinedAt: !223)
!232 = !DILocation(line: 29, column: 14, scope: !210, inlinedAt: !223)
!233 = !DILocation(line: 0, scope: !210, inlinedAt: !223)
!234 = !DILocation(line: 0, scope: !213, inlinedAt: !223)
!235 = !DILocation(line: 30, column: 5, scope: !213, inlinedAt: !223)
!236 = distinct !{!236, !235, !237, !90}
!237 = !DILocation(line: 35, column: 5, scope: !213, inlinedAt: !223)
!238 = !DILocation(line: 31, column: 19, scope: !215, inlinedAt: !223)
!239 = !DILocation(line: 31, column: 24, scope: !215, inlinedAt: !223)
!240 = !DILocation(line: 31, column: 16, scope: !215, inlinedAt: !223)
!241 = !DILocation(line: 0, scope: !215, inlinedAt: !223)
!242 = !DILocation(line: 0, scope: !218, inlinedAt: !223)
!243 = !DILocation(line: 32, column: 7, scope: !218, inlinedAt: !223)
!244 = !DILocation(line: 0, scope: !220, inlinedAt: !223)
!245 = !DILocation(line: 33, column: 9, scope: !220, inlinedAt: !223)
!246 = !DILocation(line: 32, column: 33, scope: !221, inlinedAt: !223)
!247 = !DILocation(line: 32, column: 26, scope: !221, inlinedAt: !223)
!248 = distinct !{!248, !243, !249, !90}
!249 = !DILocation(line: 34, column: 37, scope: !218, inlinedAt: !223)
!250 = !DILocation(line: 34, column: 24, scope: !251, inlinedAt: !223)
!251 = distinct !DILexicalBlock(scope: !220, file: !1, line: 33, column: 9)
!252 = !DILocation(line: 34, column: 16, scope: !251, inlinedAt: !223)
!253 = !DILocation(line: 34, column: 34, scope: !251, inlinedAt: !223)
!254 = !DILocation(line: 34, column: 31, scope: !251, inlinedAt: !223)
!255 = !DILocation(line: 34, column: 13, scope: !251, inlinedAt: !223)
!256 = !DILocation(line: 33, column: 28, scope: !251, inlinedAt: !223)
!257 = distinct !{!257, !245, !258, !90}
!258 = !DILocation(line: 34, column: 37, scope: !220, inlinedAt: !223)
!259 = !DILocation(line: 54, column: 3, scope: !15)
!260 = !DILocation(line: 55, column: 3, scope: !15)
!261 = !DILocation(line: 56, column: 3, scope: !15)
!262 = !DILocation(line: 51, column: 5, scope: !80)
!263 = distinct !{!263, !81, !89, !90, !166, !91}
!264 = !DILocation(line: 58, column: 1, scope: !15)
