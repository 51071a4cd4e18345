; ModuleID = 'cxx_loop_temps.cpp'
source_filename = "cxx_loop_temps.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Field = type { i32, float* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !471 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !491
  call void @llvm.dbg.declare(metadata i32* undef, metadata !484, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !492
  call void @llvm.dbg.declare(metadata i32* undef, metadata !487, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !493
  call void @llvm.dbg.value(metadata i32 %0, metadata !475, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.value(metadata i8** %1, metadata !476, metadata !DIExpression()), !dbg !494
  %3 = icmp sgt i32 %0, 1, !dbg !495
  br i1 %3, label %4, label %15, !dbg !496

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !497
  %6 = load i8*, i8** %5, align 8, !dbg !497, !tbaa !498
  call void @llvm.dbg.value(metadata i8* %6, metadata !310, metadata !DIExpression()) #8, !dbg !502
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !504
  %8 = trunc i64 %7 to i32, !dbg !504
  call void @llvm.dbg.value(metadata i32 %8, metadata !477, metadata !DIExpression()), !dbg !494
  %9 = icmp eq i32 %0, 2, !dbg !505
  br i1 %9, label %15, label %10, !dbg !506

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !507
  %12 = load i8*, i8** %11, align 8, !dbg !507, !tbaa !498
  call void @llvm.dbg.value(metadata i8* %12, metadata !310, metadata !DIExpression()) #8, !dbg !508
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !510
  %14 = trunc i64 %13 to i32, !dbg !510
  br label %15, !dbg !506

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 10, %4 ], [ 10, %2 ], !dbg !506
  call void @llvm.dbg.value(metadata i32 %17, metadata !478, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !511, metadata !DIExpression()), !dbg !516
  call void @llvm.dbg.value(metadata i32 %8, metadata !514, metadata !DIExpression()), !dbg !516
  call void @llvm.dbg.value(metadata i32 %8, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !494
  %18 = sext i32 %16 to i64, !dbg !518
  %19 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %18, i64 4), !dbg !519
  %20 = extractvalue { i64, i1 } %19, 1, !dbg !519
  %21 = extractvalue { i64, i1 } %19, 0, !dbg !519
  %22 = select i1 %20, i64 -1, i64 %21, !dbg !519
  %23 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %22) #9, !dbg !519, !heapallocsite !3
  %24 = bitcast i8* %23 to float*, !dbg !520
  call void @llvm.dbg.value(metadata float* %24, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !494
  call void @llvm.dbg.value(metadata i32 0, metadata !480, metadata !DIExpression()), !dbg !521
  %25 = icmp sgt i32 %16, 0, !dbg !522
  br i1 %25, label %26, label %50, !dbg !524

26:                                               ; preds = %15
  %27 = zext i32 %16 to i64, !dbg !522
  %28 = icmp ult i32 %16, 8, !dbg !524
  br i1 %28, label %48, label %29, !dbg !524

29:                                               ; preds = %26
  %30 = and i64 %27, 4294967288, !dbg !524
  br label %31, !dbg !524

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %43, %31 ], !dbg !525
  %33 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %29 ], [ %44, %31 ], !dbg !526
  %34 = add <4 x i32> %33, <i32 4, i32 4, i32 4, i32 4>, !dbg !526
  %35 = urem <4 x i32> %33, <i32 7, i32 7, i32 7, i32 7>, !dbg !526
  %36 = urem <4 x i32> %34, <i32 7, i32 7, i32 7, i32 7>, !dbg !526
  %37 = sitofp <4 x i32> %35 to <4 x float>, !dbg !527
  %38 = sitofp <4 x i32> %36 to <4 x float>, !dbg !527
  %39 = getelementptr inbounds float, float* %24, i64 %32, !dbg !525
  %40 = bitcast float* %39 to <4 x float>*, !dbg !528
  store <4 x float> %37, <4 x float>* %40, align 4, !dbg !528, !tbaa !529
  %41 = getelementptr inbounds float, float* %39, i64 4, !dbg !528
  %42 = bitcast float* %41 to <4 x float>*, !dbg !528
  store <4 x float> %38, <4 x float>* %42, align 4, !dbg !528, !tbaa !529
  %43 = add nuw i64 %32, 8, !dbg !525
  %44 = add <4 x i32> %33, <i32 8, i32 8, i32 8, i32 8>, !dbg !526
  %45 = icmp eq i64 %43, %30, !dbg !525
  br i1 %45, label %46, label %31, !dbg !525, !llvm.loop !531

46:                                               ; preds = %31
  %47 = icmp eq i64 %30, %27, !dbg !524
  br i1 %47, label %50, label %48, !dbg !524

48:                                               ; preds = %26, %46
  %49 = phi i64 [ 0, %26 ], [ %30, %46 ]
  br label %69, !dbg !524

50:                                               ; preds = %69, %46, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !482, metadata !DIExpression()), !dbg !535
  %51 = icmp sgt i32 %17, 0, !dbg !536
  br i1 %51, label %52, label %77, !dbg !537

52:                                               ; preds = %50
  %53 = add nsw i32 %16, -1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, float* %24, i64 %54
  %56 = icmp sgt i32 %16, 2
  %57 = zext i32 %53 to i64
  %58 = zext i32 %16 to i64
  %59 = shl nuw nsw i64 %58, 2, !dbg !537
  %60 = getelementptr inbounds float, float* %24, i64 1
  %61 = add nsw i64 %57, -2, !dbg !537
  %62 = getelementptr inbounds float, float* %24, i64 2
  %63 = icmp eq i32 %53, 2
  %64 = icmp ult i64 %61, 8
  %65 = and i64 %61, -8
  %66 = or i64 %65, 2
  %67 = or i64 %65, 1
  %68 = icmp eq i64 %61, %65
  br label %85, !dbg !537

69:                                               ; preds = %48, %69
  %70 = phi i64 [ %75, %69 ], [ %49, %48 ]
  call void @llvm.dbg.value(metadata i64 %70, metadata !480, metadata !DIExpression()), !dbg !521
  %71 = trunc i64 %70 to i32, !dbg !526
  %72 = urem i32 %71, 7, !dbg !526
  %73 = sitofp i32 %72 to float, !dbg !527
  %74 = getelementptr inbounds float, float* %24, i64 %70, !dbg !538
  store float %73, float* %74, align 4, !dbg !528, !tbaa !529
  %75 = add nuw nsw i64 %70, 1, !dbg !525
  call void @llvm.dbg.value(metadata i64 %75, metadata !480, metadata !DIExpression()), !dbg !521
  %76 = icmp eq i64 %75, %27, !dbg !522
  br i1 %76, label %50, label %69, !dbg !524, !llvm.loop !539

77:                                               ; preds = %157, %50
  call void @llvm.dbg.value(metadata i32 0, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !488, metadata !DIExpression()), !dbg !494
  br i1 %25, label %78, label %180, !dbg !542

78:                                               ; preds = %77
  %79 = zext i32 %16 to i64, !dbg !543
  %80 = add nsw i64 %79, -1, !dbg !542
  %81 = and i64 %79, 7, !dbg !542
  %82 = icmp ult i64 %80, 7, !dbg !542
  br i1 %82, label %162, label %83, !dbg !542

83:                                               ; preds = %78
  %84 = and i64 %79, 4294967288, !dbg !542
  br label %183, !dbg !542

85:                                               ; preds = %52, %157
  %86 = phi i32 [ 0, %52 ], [ %158, %157 ]
  call void @llvm.dbg.value(metadata i32 %86, metadata !482, metadata !DIExpression()), !dbg !535
  call void @llvm.dbg.value(metadata i8* undef, metadata !545, metadata !DIExpression(DW_OP_deref)), !dbg !553
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !550, metadata !DIExpression()), !dbg !553
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !511, metadata !DIExpression()), !dbg !555
  call void @llvm.dbg.value(metadata i32 %8, metadata !514, metadata !DIExpression()), !dbg !555
  call void @llvm.dbg.value(metadata i32 %8, metadata !484, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !557
  %87 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %22) #9
          to label %88 unwind label %160, !dbg !558

88:                                               ; preds = %85
  %89 = bitcast i8* %87 to float*, !dbg !559
  call void @llvm.dbg.value(metadata float* %89, metadata !484, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !557
  %90 = load float, float* %24, align 4, !dbg !560, !tbaa !529, !noalias !561
  store float %90, float* %89, align 4, !dbg !564, !tbaa !529, !noalias !561
  %91 = load float, float* %55, align 4, !dbg !565, !tbaa !529, !noalias !561
  %92 = getelementptr inbounds float, float* %89, i64 %54, !dbg !566
  store float %91, float* %92, align 4, !dbg !567, !tbaa !529, !noalias !561
  call void @llvm.dbg.value(metadata i32 1, metadata !551, metadata !DIExpression()), !dbg !568
  br i1 %56, label %93, label %155, !dbg !569

93:                                               ; preds = %88
  %94 = load float, float* %60, align 4, !dbg !570, !tbaa !529, !noalias !561
  call void @llvm.dbg.value(metadata i64 1, metadata !551, metadata !DIExpression()), !dbg !568
  %95 = load float, float* %62, align 4, !dbg !572, !tbaa !529, !noalias !561
  %96 = fadd float %90, %95, !dbg !573
  %97 = fmul float %96, 2.500000e-01, !dbg !574
  %98 = tail call float @llvm.fmuladd.f32(float %94, float 5.000000e-01, float %97), !dbg !575
  %99 = getelementptr inbounds float, float* %89, i64 1, !dbg !576
  store float %98, float* %99, align 4, !dbg !577, !tbaa !529, !noalias !561
  call void @llvm.dbg.value(metadata i64 2, metadata !551, metadata !DIExpression()), !dbg !568
  br i1 %63, label %155, label %100, !dbg !569, !llvm.loop !578

100:                                              ; preds = %93
  br i1 %64, label %137, label %101, !dbg !569

101:                                              ; preds = %100
  %102 = insertelement <4 x float> poison, float %95, i64 3, !dbg !569
  br label %103, !dbg !569

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %133, %103 ]
  %105 = phi <4 x float> [ %102, %101 ], [ %120, %103 ]
  %106 = or i64 %104, 2
  %107 = or i64 %104, 1
  %108 = getelementptr inbounds float, float* %24, i64 %107, !dbg !570
  %109 = bitcast float* %108 to <4 x float>*, !dbg !580
  %110 = load <4 x float>, <4 x float>* %109, align 4, !dbg !580, !tbaa !529, !noalias !561
  %111 = getelementptr inbounds float, float* %108, i64 4, !dbg !580
  %112 = bitcast float* %111 to <4 x float>*, !dbg !580
  %113 = load <4 x float>, <4 x float>* %112, align 4, !dbg !580, !tbaa !529, !noalias !561
  %114 = or i64 %104, 3, !dbg !581
  %115 = getelementptr inbounds float, float* %24, i64 %114, !dbg !572
  %116 = bitcast float* %115 to <4 x float>*, !dbg !572
  %117 = load <4 x float>, <4 x float>* %116, align 4, !dbg !572, !tbaa !529, !noalias !561
  %118 = getelementptr inbounds float, float* %115, i64 4, !dbg !572
  %119 = bitcast float* %118 to <4 x float>*, !dbg !572
  %120 = load <4 x float>, <4 x float>* %119, align 4, !dbg !572, !tbaa !529, !noalias !561
  %121 = shufflevector <4 x float> %105, <4 x float> %117, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %122 = shufflevector <4 x float> %117, <4 x float> %120, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %123 = fadd <4 x float> %110, %117, !dbg !573
  %124 = fadd <4 x float> %113, %120, !dbg !573
  %125 = fmul <4 x float> %123, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !dbg !574
  %126 = fmul <4 x float> %124, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !dbg !574
  %127 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %121, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %125), !dbg !575
  %128 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %122, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %126), !dbg !575
  %129 = getelementptr inbounds float, float* %89, i64 %106, !dbg !576
  %130 = bitcast float* %129 to <4 x float>*, !dbg !577
  store <4 x float> %127, <4 x float>* %130, align 4, !dbg !577, !tbaa !529, !noalias !561
  %131 = getelementptr inbounds float, float* %129, i64 4, !dbg !577
  %132 = bitcast float* %131 to <4 x float>*, !dbg !577
  store <4 x float> %128, <4 x float>* %132, align 4, !dbg !577, !tbaa !529, !noalias !561
  %133 = add nuw i64 %104, 8
  %134 = icmp eq i64 %133, %65
  br i1 %134, label %135, label %103, !llvm.loop !582

135:                                              ; preds = %103
  %136 = extractelement <4 x float> %120, i64 3, !dbg !569
  br i1 %68, label %155, label %137, !dbg !569

137:                                              ; preds = %100, %135
  %138 = phi float [ %136, %135 ], [ %95, %100 ]
  %139 = phi i64 [ %66, %135 ], [ 2, %100 ]
  %140 = phi i64 [ %67, %135 ], [ 1, %100 ]
  br label %141, !dbg !569

141:                                              ; preds = %137, %141
  %142 = phi float [ %149, %141 ], [ %138, %137 ]
  %143 = phi i64 [ %147, %141 ], [ %139, %137 ]
  %144 = phi i64 [ %143, %141 ], [ %140, %137 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !551, metadata !DIExpression()), !dbg !568
  %145 = getelementptr inbounds float, float* %24, i64 %144, !dbg !570
  %146 = load float, float* %145, align 4, !dbg !580, !tbaa !529, !noalias !561
  call void @llvm.dbg.value(metadata i64 %143, metadata !551, metadata !DIExpression()), !dbg !568
  %147 = add nuw nsw i64 %143, 1, !dbg !581
  %148 = getelementptr inbounds float, float* %24, i64 %147, !dbg !572
  %149 = load float, float* %148, align 4, !dbg !572, !tbaa !529, !noalias !561
  %150 = fadd float %146, %149, !dbg !573
  %151 = fmul float %150, 2.500000e-01, !dbg !574
  %152 = tail call float @llvm.fmuladd.f32(float %142, float 5.000000e-01, float %151), !dbg !575
  %153 = getelementptr inbounds float, float* %89, i64 %143, !dbg !576
  store float %152, float* %153, align 4, !dbg !577, !tbaa !529, !noalias !561
  call void @llvm.dbg.value(metadata i64 %147, metadata !551, metadata !DIExpression()), !dbg !568
  %154 = icmp eq i64 %147, %57, !dbg !583
  br i1 %154, label %155, label %141, !dbg !569, !llvm.loop !584

155:                                              ; preds = %141, %88, %135, %93
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !585, metadata !DIExpression()), !dbg !592
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !588, metadata !DIExpression()), !dbg !592
  call void @llvm.dbg.value(metadata i32 %8, metadata !487, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !557
  call void @llvm.dbg.value(metadata i8* undef, metadata !487, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !557
  call void @llvm.dbg.value(metadata i32 0, metadata !589, metadata !DIExpression()), !dbg !594
  br i1 %25, label %156, label %157, !dbg !595

156:                                              ; preds = %155
  call void @llvm.dbg.value(metadata i32 undef, metadata !589, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !594
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !596, metadata !DIExpression()), !dbg !602
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !599, metadata !DIExpression()), !dbg !602
  call void @llvm.dbg.value(metadata i32 0, metadata !600, metadata !DIExpression()), !dbg !604
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %23, i8* nonnull align 4 %87, i64 %59, i1 false), !dbg !605
  call void @llvm.dbg.value(metadata i32 undef, metadata !600, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !604
  br label %157, !dbg !607

157:                                              ; preds = %156, %155
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !611, metadata !DIExpression()) #8, !dbg !613
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !611, metadata !DIExpression()) #8, !dbg !614
  tail call void @_ZdaPv(i8* noundef nonnull %87) #10, !dbg !616
  %158 = add nuw nsw i32 %86, 1, !dbg !617
  call void @llvm.dbg.value(metadata i32 %158, metadata !482, metadata !DIExpression()), !dbg !535
  %159 = icmp eq i32 %158, %17, !dbg !536
  br i1 %159, label %77, label %85, !dbg !537, !llvm.loop !618

160:                                              ; preds = %85
  %161 = landingpad { i8*, i32 }
          cleanup, !dbg !620
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !611, metadata !DIExpression()) #8, !dbg !621
  tail call void @_ZdaPv(i8* noundef nonnull %23) #10, !dbg !623
  resume { i8*, i32 } %161, !dbg !624

162:                                              ; preds = %183, %78
  %163 = phi float [ undef, %78 ], [ %217, %183 ]
  %164 = phi i64 [ 0, %78 ], [ %218, %183 ]
  %165 = phi float [ 0.000000e+00, %78 ], [ %217, %183 ]
  %166 = icmp eq i64 %81, 0, !dbg !542
  br i1 %166, label %177, label %167, !dbg !542

167:                                              ; preds = %162, %167
  %168 = phi i64 [ %174, %167 ], [ %164, %162 ]
  %169 = phi float [ %173, %167 ], [ %165, %162 ]
  %170 = phi i64 [ %175, %167 ], [ 0, %162 ]
  call void @llvm.dbg.value(metadata i64 %168, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %169, metadata !488, metadata !DIExpression()), !dbg !494
  %171 = getelementptr inbounds float, float* %24, i64 %168, !dbg !625
  %172 = load float, float* %171, align 4, !dbg !625, !tbaa !529
  %173 = fadd float %169, %172, !dbg !626
  call void @llvm.dbg.value(metadata float %173, metadata !488, metadata !DIExpression()), !dbg !494
  %174 = add nuw nsw i64 %168, 1, !dbg !627
  call void @llvm.dbg.value(metadata i64 %174, metadata !489, metadata !DIExpression()), !dbg !541
  %175 = add i64 %170, 1, !dbg !542
  %176 = icmp eq i64 %175, %81, !dbg !542
  br i1 %176, label %177, label %167, !dbg !542, !llvm.loop !628

177:                                              ; preds = %167, %162
  %178 = phi float [ %163, %162 ], [ %173, %167 ], !dbg !626
  %179 = fpext float %178 to double, !dbg !630
  br label %180, !dbg !630

180:                                              ; preds = %177, %77
  %181 = phi double [ 0.000000e+00, %77 ], [ %179, %177 ]
  %182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %181), !dbg !631
  call void @llvm.dbg.value(metadata %struct.Field* undef, metadata !611, metadata !DIExpression()) #8, !dbg !632
  tail call void @_ZdaPv(i8* noundef nonnull %23) #10, !dbg !634
  ret i32 0, !dbg !624

183:                                              ; preds = %183, %83
  %184 = phi i64 [ 0, %83 ], [ %218, %183 ]
  %185 = phi float [ 0.000000e+00, %83 ], [ %217, %183 ]
  %186 = phi i64 [ 0, %83 ], [ %219, %183 ]
  call void @llvm.dbg.value(metadata i64 %184, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %185, metadata !488, metadata !DIExpression()), !dbg !494
  %187 = getelementptr inbounds float, float* %24, i64 %184, !dbg !625
  %188 = load float, float* %187, align 4, !dbg !625, !tbaa !529
  %189 = fadd float %185, %188, !dbg !626
  call void @llvm.dbg.value(metadata float %189, metadata !488, metadata !DIExpression()), !dbg !494
  %190 = or i64 %184, 1, !dbg !627
  call void @llvm.dbg.value(metadata i64 %190, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i64 %190, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %189, metadata !488, metadata !DIExpression()), !dbg !494
  %191 = getelementptr inbounds float, float* %24, i64 %190, !dbg !625
  %192 = load float, float* %191, align 4, !dbg !625, !tbaa !529
  %193 = fadd float %189, %192, !dbg !626
  call void @llvm.dbg.value(metadata float %193, metadata !488, metadata !DIExpression()), !dbg !494
  %194 = or i64 %184, 2, !dbg !627
  call void @llvm.dbg.value(metadata i64 %194, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i64 %194, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %193, metadata !488, metadata !DIExpression()), !dbg !494
  %195 = getelementptr inbounds float, float* %24, i64 %194, !dbg !625
  %196 = load float, float* %195, align 4, !dbg !625, !tbaa !529
  %197 = fadd float %193, %196, !dbg !626
  call void @llvm.dbg.value(metadata float %197, metadata !488, metadata !DIExpression()), !dbg !494
  %198 = or i64 %184, 3, !dbg !627
  call void @llvm.dbg.value(metadata i64 %198, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i64 %198, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %197, metadata !488, metadata !DIExpression()), !dbg !494
  %199 = getelementptr inbounds float, float* %24, i64 %198, !dbg !625
  %200 = load float, float* %199, align 4, !dbg !625, !tbaa !529
  %201 = fadd float %197, %200, !dbg !626
  call void @llvm.dbg.value(metadata float %201, metadata !488, metadata !DIExpression()), !dbg !494
  %202 = or i64 %184, 4, !dbg !627
  call void @llvm.dbg.value(metadata i64 %202, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i64 %202, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %201, metadata !488, metadata !DIExpression()), !dbg !494
  %203 = getelementptr inbounds float, float* %24, i64 %202, !dbg !625
  %204 = load float, float* %203, align 4, !dbg !625, !tbaa !529
  %205 = fadd float %201, %204, !dbg !626
  call void @llvm.dbg.value(metadata float %205, metadata !488, metadata !DIExpression()), !dbg !494
  %206 = or i64 %184, 5, !dbg !627
  call void @llvm.dbg.value(metadata i64 %206, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i64 %206, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %205, metadata !488, metadata !DIExpression()), !dbg !494
  %207 = getelementptr inbounds float, float* %24, i64 %206, !dbg !625
  %208 = load float, float* %207, align 4, !dbg !625, !tbaa !529
  %209 = fadd float %205, %208, !dbg !626
  call void @llvm.dbg.value(metadata float %209, metadata !488, metadata !DIExpression()), !dbg !494
  %210 = or i64 %184, 6, !dbg !627
  call void @llvm.dbg.value(metadata i64 %210, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i64 %210, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %209, metadata !488, metadata !DIExpression()), !dbg !494
  %211 = getelementptr inbounds float, float* %24, i64 %210, !dbg !625
  %212 = load float, float* %211, align 4, !dbg !625, !tbaa !529
  %213 = fadd float %209, %212, !dbg !626
  call void @llvm.dbg.value(metadata float %213, metadata !488, metadata !DIExpression()), !dbg !494
  %214 = or i64 %184, 7, !dbg !627
  call void @llvm.dbg.value(metadata i64 %214, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata i64 %214, metadata !489, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.value(metadata float %213, metadata !488, metadata !DIExpression()), !dbg !494
  %215 = getelementptr inbounds float, float* %24, i64 %214, !dbg !625
  %216 = load float, float* %215, align 4, !dbg !625, !tbaa !529
  %217 = fadd float %213, %216, !dbg !626
  call void @llvm.dbg.value(metadata float %217, metadata !488, metadata !DIExpression()), !dbg !494
  %218 = add nuw nsw i64 %184, 8, !dbg !627
  call void @llvm.dbg.value(metadata i64 %218, metadata !489, metadata !DIExpression()), !dbg !541
  %219 = add i64 %186, 8, !dbg !542
  %220 = icmp eq i64 %219, %84, !dbg !542
  br i1 %220, label %162, label %183, !dbg !542, !llvm.loop !635
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nounwind }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!464, !465, !466, !467, !468, !469}
!llvm.ident = !{!470}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !29, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_loop_temps.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "302d5c2a931b83a20d63fe7836890710")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Field", file: !1, line: 8, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !9, identifier: "_ZTS5Field")
!9 = !{!10, !11, !13, !17, !22, !26}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !8, file: !1, line: 9, baseType: !4, size: 32)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !8, file: !1, line: 10, baseType: !12, size: 64, offset: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!13 = !DISubprogram(name: "Field", scope: !8, file: !1, line: 11, type: !14, scopeLine: 11, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !4}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!17 = !DISubprogram(name: "Field", scope: !8, file: !1, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !16, !20}
!20 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!22 = !DISubprogram(name: "operator=", linkageName: "_ZN5FieldaSERKS_", scope: !8, file: !1, line: 17, type: !23, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !16, !20}
!25 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!26 = !DISubprogram(name: "~Field", scope: !8, file: !1, line: 23, type: !27, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !16}
!29 = !{!30, !92, !98, !103, !107, !109, !111, !113, !115, !122, !127, !134, !138, !142, !146, !151, !155, !157, !161, !167, !171, !178, !180, !185, !189, !193, !195, !199, !203, !205, !209, !211, !213, !217, !221, !225, !229, !233, !237, !239, !246, !250, !254, !259, !261, !263, !267, !271, !272, !273, !274, !275, !276, !280, !284, !290, !294, !299, !301, !307, !311, !315, !324, !328, !332, !336, !340, !344, !348, !352, !356, !360, !367, !371, !375, !377, !379, !383, !388, !393, !397, !401, !403, !410, !414, !421, !423, !427, !431, !435, !439, !444, !448, !453, !454, !455, !456, !458, !459, !460, !461, !462, !463}
!30 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !32, file: !91, line: 98)
!31 = !DINamespace(name: "std", scope: null)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !33, line: 7, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !35, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !36, identifier: "_ZTS8_IO_FILE")
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!36 = !{!37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !52, !54, !55, !56, !60, !62, !64, !68, !71, !73, !76, !79, !80, !82, !86, !87}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !34, file: !35, line: 51, baseType: !4, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !34, file: !35, line: 54, baseType: !6, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !34, file: !35, line: 55, baseType: !6, size: 64, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !34, file: !35, line: 56, baseType: !6, size: 64, offset: 192)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !34, file: !35, line: 57, baseType: !6, size: 64, offset: 256)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !34, file: !35, line: 58, baseType: !6, size: 64, offset: 320)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !34, file: !35, line: 59, baseType: !6, size: 64, offset: 384)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !34, file: !35, line: 60, baseType: !6, size: 64, offset: 448)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !34, file: !35, line: 61, baseType: !6, size: 64, offset: 512)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !34, file: !35, line: 64, baseType: !6, size: 64, offset: 576)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !34, file: !35, line: 65, baseType: !6, size: 64, offset: 640)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !34, file: !35, line: 66, baseType: !6, size: 64, offset: 704)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !34, file: !35, line: 68, baseType: !50, size: 64, offset: 768)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !35, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !34, file: !35, line: 70, baseType: !53, size: 64, offset: 832)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !34, file: !35, line: 72, baseType: !4, size: 32, offset: 896)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !34, file: !35, line: 73, baseType: !4, size: 32, offset: 928)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !34, file: !35, line: 74, baseType: !57, size: 64, offset: 960)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !58, line: 152, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !34, file: !35, line: 77, baseType: !61, size: 16, offset: 1024)
!61 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !34, file: !35, line: 78, baseType: !63, size: 8, offset: 1040)
!63 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !34, file: !35, line: 79, baseType: !65, size: 8, offset: 1048)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 1)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !34, file: !35, line: 81, baseType: !69, size: 64, offset: 1088)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !35, line: 43, baseType: null)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !34, file: !35, line: 89, baseType: !72, size: 64, offset: 1152)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !58, line: 153, baseType: !59)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !34, file: !35, line: 91, baseType: !74, size: 64, offset: 1216)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !35, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !34, file: !35, line: 92, baseType: !77, size: 64, offset: 1280)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !35, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!79 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !34, file: !35, line: 93, baseType: !53, size: 64, offset: 1344)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !34, file: !35, line: 94, baseType: !81, size: 64, offset: 1408)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !34, file: !35, line: 95, baseType: !83, size: 64, offset: 1472)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !84, line: 46, baseType: !85)
!84 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !34, file: !35, line: 96, baseType: !4, size: 32, offset: 1536)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !34, file: !35, line: 98, baseType: !88, size: 160, offset: 1568)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 160, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 20)
!91 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!92 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !93, file: !91, line: 99)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !94, line: 84, baseType: !95)
!94 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !96, line: 14, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !96, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!98 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !99, file: !91, line: 101)
!99 = !DISubprogram(name: "clearerr", scope: !94, file: !94, line: 786, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{null, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !104, file: !91, line: 102)
!104 = !DISubprogram(name: "fclose", scope: !94, file: !94, line: 178, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!4, !102}
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !108, file: !91, line: 103)
!108 = !DISubprogram(name: "feof", scope: !94, file: !94, line: 788, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !110, file: !91, line: 104)
!110 = !DISubprogram(name: "ferror", scope: !94, file: !94, line: 790, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !112, file: !91, line: 105)
!112 = !DISubprogram(name: "fflush", scope: !94, file: !94, line: 230, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !114, file: !91, line: 106)
!114 = !DISubprogram(name: "fgetc", scope: !94, file: !94, line: 513, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !116, file: !91, line: 107)
!116 = !DISubprogram(name: "fgetpos", scope: !94, file: !94, line: 760, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(types: !118)
!118 = !{!4, !119, !120}
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !123, file: !91, line: 108)
!123 = !DISubprogram(name: "fgets", scope: !94, file: !94, line: 592, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!6, !126, !4, !119}
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !128, file: !91, line: 109)
!128 = !DISubprogram(name: "fopen", scope: !94, file: !94, line: 258, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!102, !131, !131}
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !135, file: !91, line: 110)
!135 = !DISubprogram(name: "fprintf", scope: !94, file: !94, line: 350, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{!4, !119, !131, null}
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !139, file: !91, line: 111)
!139 = !DISubprogram(name: "fputc", scope: !94, file: !94, line: 549, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!4, !4, !102}
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !143, file: !91, line: 112)
!143 = !DISubprogram(name: "fputs", scope: !94, file: !94, line: 655, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!4, !131, !119}
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !147, file: !91, line: 113)
!147 = !DISubprogram(name: "fread", scope: !94, file: !94, line: 675, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!83, !150, !83, !83, !119}
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !152, file: !91, line: 114)
!152 = !DISubprogram(name: "freopen", scope: !94, file: !94, line: 265, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{!102, !131, !131, !119}
!155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !156, file: !91, line: 115)
!156 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !94, file: !94, line: 434, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !158, file: !91, line: 116)
!158 = !DISubprogram(name: "fseek", scope: !94, file: !94, line: 713, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!4, !102, !59, !4}
!161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !162, file: !91, line: 117)
!162 = !DISubprogram(name: "fsetpos", scope: !94, file: !94, line: 765, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!4, !102, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !168, file: !91, line: 118)
!168 = !DISubprogram(name: "ftell", scope: !94, file: !94, line: 718, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!59, !102}
!171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !172, file: !91, line: 119)
!172 = !DISubprogram(name: "fwrite", scope: !94, file: !94, line: 681, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!83, !175, !83, !83, !119}
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !179, file: !91, line: 120)
!179 = !DISubprogram(name: "getc", scope: !94, file: !94, line: 514, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !181, file: !91, line: 121)
!181 = !DISubprogram(name: "getchar", scope: !182, file: !182, line: 47, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!183 = !DISubroutineType(types: !184)
!184 = !{!4}
!185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !186, file: !91, line: 126)
!186 = !DISubprogram(name: "perror", scope: !94, file: !94, line: 804, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !132}
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !190, file: !91, line: 127)
!190 = !DISubprogram(name: "printf", scope: !94, file: !94, line: 356, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{!4, !131, null}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !194, file: !91, line: 128)
!194 = !DISubprogram(name: "putc", scope: !94, file: !94, line: 550, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !196, file: !91, line: 129)
!196 = !DISubprogram(name: "putchar", scope: !182, file: !182, line: 82, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!4, !4}
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !200, file: !91, line: 130)
!200 = !DISubprogram(name: "puts", scope: !94, file: !94, line: 661, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{!4, !132}
!203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !204, file: !91, line: 131)
!204 = !DISubprogram(name: "remove", scope: !94, file: !94, line: 152, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !206, file: !91, line: 132)
!206 = !DISubprogram(name: "rename", scope: !94, file: !94, line: 154, type: !207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!4, !132, !132}
!209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !210, file: !91, line: 133)
!210 = !DISubprogram(name: "rewind", scope: !94, file: !94, line: 723, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !212, file: !91, line: 134)
!212 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !94, file: !94, line: 437, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !214, file: !91, line: 135)
!214 = !DISubprogram(name: "setbuf", scope: !94, file: !94, line: 328, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !119, !126}
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !218, file: !91, line: 136)
!218 = !DISubprogram(name: "setvbuf", scope: !94, file: !94, line: 332, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!4, !119, !126, !4, !83}
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !222, file: !91, line: 137)
!222 = !DISubprogram(name: "sprintf", scope: !94, file: !94, line: 358, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{!4, !126, !131, null}
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !226, file: !91, line: 138)
!226 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !94, file: !94, line: 439, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!4, !131, !131, null}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !230, file: !91, line: 139)
!230 = !DISubprogram(name: "tmpfile", scope: !94, file: !94, line: 188, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!102}
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !234, file: !91, line: 141)
!234 = !DISubprogram(name: "tmpnam", scope: !94, file: !94, line: 205, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!6, !6}
!237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !238, file: !91, line: 143)
!238 = !DISubprogram(name: "ungetc", scope: !94, file: !94, line: 668, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !240, file: !91, line: 144)
!240 = !DISubprogram(name: "vfprintf", scope: !94, file: !94, line: 365, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubroutineType(types: !242)
!242 = !{!4, !119, !131, !243}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !245, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!245 = !DIFile(filename: "cxx_loop_temps.cpp", directory: "/work/main/internal/pipeline/testdata")
!246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !247, file: !91, line: 145)
!247 = !DISubprogram(name: "vprintf", scope: !182, file: !182, line: 39, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!4, !131, !243}
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !251, file: !91, line: 146)
!251 = !DISubprogram(name: "vsprintf", scope: !94, file: !94, line: 373, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!4, !126, !131, !243}
!254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !256, file: !91, line: 175)
!255 = !DINamespace(name: "__gnu_cxx", scope: null)
!256 = !DISubprogram(name: "snprintf", scope: !94, file: !94, line: 378, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{!4, !126, !83, !131, null}
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !260, file: !91, line: 176)
!260 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !94, file: !94, line: 479, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !262, file: !91, line: 177)
!262 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !94, file: !94, line: 484, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !264, file: !91, line: 178)
!264 = !DISubprogram(name: "vsnprintf", scope: !94, file: !94, line: 382, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!4, !126, !83, !131, !243}
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !268, file: !91, line: 179)
!268 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !94, file: !94, line: 487, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!4, !131, !131, !243}
!271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !256, file: !91, line: 185)
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !260, file: !91, line: 186)
!273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !262, file: !91, line: 187)
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !264, file: !91, line: 188)
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !268, file: !91, line: 189)
!276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !277, file: !279, line: 52)
!277 = !DISubprogram(name: "abs", scope: !278, file: !278, line: 861, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!279 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !281, file: !283, line: 127)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !278, line: 63, baseType: !282)
!282 = !DICompositeType(tag: DW_TAG_structure_type, file: !278, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!283 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !285, file: !283, line: 128)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !278, line: 71, baseType: !286)
!286 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !278, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !287, identifier: "_ZTS6ldiv_t")
!287 = !{!288, !289}
!288 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !286, file: !278, line: 69, baseType: !59, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !286, file: !278, line: 70, baseType: !59, size: 64, offset: 64)
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !291, file: !283, line: 130)
!291 = !DISubprogram(name: "abort", scope: !278, file: !278, line: 611, type: !292, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{null}
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !295, file: !283, line: 134)
!295 = !DISubprogram(name: "atexit", scope: !278, file: !278, line: 615, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{!4, !298}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !300, file: !283, line: 137)
!300 = !DISubprogram(name: "at_quick_exit", scope: !278, file: !278, line: 620, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !302, file: !283, line: 140)
!302 = !DISubprogram(name: "atof", scope: !303, file: !303, line: 25, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!304 = !DISubroutineType(types: !305)
!305 = !{!306, !132}
!306 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !308, file: !283, line: 141)
!308 = distinct !DISubprogram(name: "atoi", scope: !278, file: !278, line: 362, type: !201, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !309)
!309 = !{!310}
!310 = !DILocalVariable(name: "__nptr", arg: 1, scope: !308, file: !278, line: 362, type: !132)
!311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !312, file: !283, line: 142)
!312 = !DISubprogram(name: "atol", scope: !278, file: !278, line: 367, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{!59, !132}
!315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !316, file: !283, line: 143)
!316 = !DISubprogram(name: "bsearch", scope: !317, file: !317, line: 20, type: !318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!318 = !DISubroutineType(types: !319)
!319 = !{!81, !176, !176, !83, !83, !320}
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !278, line: 829, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
!322 = !DISubroutineType(types: !323)
!323 = !{!4, !176, !176}
!324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !325, file: !283, line: 144)
!325 = !DISubprogram(name: "calloc", scope: !278, file: !278, line: 556, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{!81, !83, !83}
!328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !329, file: !283, line: 145)
!329 = !DISubprogram(name: "div", scope: !278, file: !278, line: 873, type: !330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!330 = !DISubroutineType(types: !331)
!331 = !{!281, !4, !4}
!332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !333, file: !283, line: 146)
!333 = !DISubprogram(name: "exit", scope: !278, file: !278, line: 637, type: !334, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !4}
!336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !337, file: !283, line: 147)
!337 = !DISubprogram(name: "free", scope: !278, file: !278, line: 568, type: !338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !81}
!340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !341, file: !283, line: 148)
!341 = !DISubprogram(name: "getenv", scope: !278, file: !278, line: 654, type: !342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{!6, !132}
!344 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !345, file: !283, line: 149)
!345 = !DISubprogram(name: "labs", scope: !278, file: !278, line: 862, type: !346, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DISubroutineType(types: !347)
!347 = !{!59, !59}
!348 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !349, file: !283, line: 150)
!349 = !DISubprogram(name: "ldiv", scope: !278, file: !278, line: 875, type: !350, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{!285, !59, !59}
!352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !353, file: !283, line: 151)
!353 = !DISubprogram(name: "malloc", scope: !278, file: !278, line: 553, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!81, !83}
!356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !357, file: !283, line: 153)
!357 = !DISubprogram(name: "mblen", scope: !278, file: !278, line: 943, type: !358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{!4, !132, !83}
!360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !361, file: !283, line: 154)
!361 = !DISubprogram(name: "mbstowcs", scope: !278, file: !278, line: 954, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!83, !364, !131, !83}
!364 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !365)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !366, size: 64)
!366 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !368, file: !283, line: 155)
!368 = !DISubprogram(name: "mbtowc", scope: !278, file: !278, line: 946, type: !369, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{!4, !364, !131, !83}
!371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !372, file: !283, line: 157)
!372 = !DISubprogram(name: "qsort", scope: !278, file: !278, line: 851, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{null, !81, !83, !83, !320}
!375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !376, file: !283, line: 160)
!376 = !DISubprogram(name: "quick_exit", scope: !278, file: !278, line: 643, type: !334, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !378, file: !283, line: 163)
!378 = !DISubprogram(name: "rand", scope: !278, file: !278, line: 454, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !380, file: !283, line: 164)
!380 = !DISubprogram(name: "realloc", scope: !278, file: !278, line: 564, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!81, !81, !83}
!383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !384, file: !283, line: 165)
!384 = !DISubprogram(name: "srand", scope: !278, file: !278, line: 456, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubroutineType(types: !386)
!386 = !{null, !387}
!387 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !389, file: !283, line: 166)
!389 = !DISubprogram(name: "strtod", scope: !278, file: !278, line: 118, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{!306, !131, !392}
!392 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !394, file: !283, line: 167)
!394 = !DISubprogram(name: "strtol", scope: !278, file: !278, line: 177, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!59, !131, !392, !4}
!397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !398, file: !283, line: 168)
!398 = !DISubprogram(name: "strtoul", scope: !278, file: !278, line: 181, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{!85, !131, !392, !4}
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !402, file: !283, line: 169)
!402 = !DISubprogram(name: "system", scope: !278, file: !278, line: 804, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !404, file: !283, line: 171)
!404 = !DISubprogram(name: "wcstombs", scope: !278, file: !278, line: 958, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!83, !126, !407, !83}
!407 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !408)
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !366)
!410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !411, file: !283, line: 172)
!411 = !DISubprogram(name: "wctomb", scope: !278, file: !278, line: 950, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!4, !6, !366}
!414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !415, file: !283, line: 200)
!415 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !278, line: 81, baseType: !416)
!416 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !278, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !417, identifier: "_ZTS7lldiv_t")
!417 = !{!418, !420}
!418 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !416, file: !278, line: 79, baseType: !419, size: 64)
!419 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !416, file: !278, line: 80, baseType: !419, size: 64, offset: 64)
!421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !422, file: !283, line: 206)
!422 = !DISubprogram(name: "_Exit", scope: !278, file: !278, line: 649, type: !334, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !424, file: !283, line: 210)
!424 = !DISubprogram(name: "llabs", scope: !278, file: !278, line: 865, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!419, !419}
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !428, file: !283, line: 216)
!428 = !DISubprogram(name: "lldiv", scope: !278, file: !278, line: 879, type: !429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubroutineType(types: !430)
!430 = !{!415, !419, !419}
!431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !432, file: !283, line: 227)
!432 = !DISubprogram(name: "atoll", scope: !278, file: !278, line: 374, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !434)
!434 = !{!419, !132}
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !436, file: !283, line: 228)
!436 = !DISubprogram(name: "strtoll", scope: !278, file: !278, line: 201, type: !437, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{!419, !131, !392, !4}
!439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !440, file: !283, line: 229)
!440 = !DISubprogram(name: "strtoull", scope: !278, file: !278, line: 206, type: !441, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!443, !131, !392, !4}
!443 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !445, file: !283, line: 231)
!445 = !DISubprogram(name: "strtof", scope: !278, file: !278, line: 124, type: !446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{!3, !131, !392}
!448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !255, entity: !449, file: !283, line: 232)
!449 = !DISubprogram(name: "strtold", scope: !278, file: !278, line: 127, type: !450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubroutineType(types: !451)
!451 = !{!452, !131, !392}
!452 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !415, file: !283, line: 240)
!454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !422, file: !283, line: 242)
!455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !424, file: !283, line: 244)
!456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !457, file: !283, line: 245)
!457 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !255, file: !283, line: 213, type: !429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !428, file: !283, line: 246)
!459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !432, file: !283, line: 248)
!460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !445, file: !283, line: 249)
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !436, file: !283, line: 250)
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !440, file: !283, line: 251)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !31, entity: !449, file: !283, line: 252)
!464 = !{i32 7, !"Dwarf Version", i32 5}
!465 = !{i32 2, !"Debug Info Version", i32 3}
!466 = !{i32 1, !"wchar_size", i32 4}
!467 = !{i32 7, !"PIC Level", i32 2}
!468 = !{i32 7, !"PIE Level", i32 2}
!469 = !{i32 7, !"uwtable", i32 1}
!470 = !{!"Debian clang version 14.0.6"}
!471 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !472, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !474)
!472 = !DISubroutineType(types: !473)
!473 = !{!4, !4, !5}
!474 = !{!475, !476, !477, !478, !479, !480, !482, !484, !487, !488, !489}
!475 = !DILocalVariable(name: "argc", arg: 1, scope: !471, file: !1, line: 36, type: !4)
!476 = !DILocalVariable(name: "argv", arg: 2, scope: !471, file: !1, line: 36, type: !5)
!477 = !DILocalVariable(name: "n", scope: !471, file: !1, line: 38, type: !4)
!478 = !DILocalVariable(name: "steps", scope: !471, file: !1, line: 39, type: !4)
!479 = !DILocalVariable(name: "u", scope: !471, file: !1, line: 40, type: !8)
!480 = !DILocalVariable(name: "i", scope: !481, file: !1, line: 41, type: !4)
!481 = distinct !DILexicalBlock(scope: !471, file: !1, line: 41, column: 3)
!482 = !DILocalVariable(name: "t", scope: !483, file: !1, line: 43, type: !4)
!483 = distinct !DILexicalBlock(scope: !471, file: !1, line: 43, column: 3)
!484 = !DILocalVariable(name: "next", scope: !485, file: !1, line: 44, type: !8)
!485 = distinct !DILexicalBlock(scope: !486, file: !1, line: 43, column: 35)
!486 = distinct !DILexicalBlock(scope: !483, file: !1, line: 43, column: 3)
!487 = !DILocalVariable(name: "copy", scope: !485, file: !1, line: 45, type: !8)
!488 = !DILocalVariable(name: "s", scope: !471, file: !1, line: 48, type: !3)
!489 = !DILocalVariable(name: "i", scope: !490, file: !1, line: 49, type: !4)
!490 = distinct !DILexicalBlock(scope: !471, file: !1, line: 49, column: 3)
!491 = !DILocation(line: 40, column: 9, scope: !471)
!492 = !DILocation(line: 44, column: 11, scope: !485)
!493 = !DILocation(line: 45, column: 11, scope: !485)
!494 = !DILocation(line: 0, scope: !471)
!495 = !DILocation(line: 38, column: 16, scope: !471)
!496 = !DILocation(line: 38, column: 11, scope: !471)
!497 = !DILocation(line: 38, column: 27, scope: !471)
!498 = !{!499, !499, i64 0}
!499 = !{!"any pointer", !500, i64 0}
!500 = !{!"omnipotent char", !501, i64 0}
!501 = !{!"Simple C++ TBAA"}
!502 = !DILocation(line: 0, scope: !308, inlinedAt: !503)
!503 = distinct !DILocation(line: 38, column: 22, scope: !471)
!504 = !DILocation(line: 364, column: 16, scope: !308, inlinedAt: !503)
!505 = !DILocation(line: 39, column: 20, scope: !471)
!506 = !DILocation(line: 39, column: 15, scope: !471)
!507 = !DILocation(line: 39, column: 31, scope: !471)
!508 = !DILocation(line: 0, scope: !308, inlinedAt: !509)
!509 = distinct !DILocation(line: 39, column: 26, scope: !471)
!510 = !DILocation(line: 364, column: 16, scope: !308, inlinedAt: !509)
!511 = !DILocalVariable(name: "this", arg: 1, scope: !512, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!512 = distinct !DISubprogram(name: "Field", linkageName: "_ZN5FieldC2Ei", scope: !8, file: !1, line: 11, type: !14, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !13, retainedNodes: !513)
!513 = !{!511, !514}
!514 = !DILocalVariable(name: "n", arg: 2, scope: !512, file: !1, line: 11, type: !4)
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!516 = !DILocation(line: 0, scope: !512, inlinedAt: !517)
!517 = distinct !DILocation(line: 40, column: 9, scope: !471)
!518 = !DILocation(line: 11, column: 45, scope: !512, inlinedAt: !517)
!519 = !DILocation(line: 11, column: 35, scope: !512, inlinedAt: !517)
!520 = !DILocation(line: 11, column: 33, scope: !512, inlinedAt: !517)
!521 = !DILocation(line: 0, scope: !481)
!522 = !DILocation(line: 41, column: 21, scope: !523)
!523 = distinct !DILexicalBlock(scope: !481, file: !1, line: 41, column: 3)
!524 = !DILocation(line: 41, column: 3, scope: !481)
!525 = !DILocation(line: 41, column: 27, scope: !523)
!526 = !DILocation(line: 42, column: 24, scope: !523)
!527 = !DILocation(line: 42, column: 21, scope: !523)
!528 = !DILocation(line: 42, column: 12, scope: !523)
!529 = !{!530, !530, i64 0}
!530 = !{!"float", !500, i64 0}
!531 = distinct !{!531, !524, !532, !533, !534}
!532 = !DILocation(line: 42, column: 27, scope: !481)
!533 = !{!"llvm.loop.mustprogress"}
!534 = !{!"llvm.loop.isvectorized", i32 1}
!535 = !DILocation(line: 0, scope: !483)
!536 = !DILocation(line: 43, column: 21, scope: !486)
!537 = !DILocation(line: 43, column: 3, scope: !483)
!538 = !DILocation(line: 42, column: 5, scope: !523)
!539 = distinct !{!539, !524, !532, !533, !540, !534}
!540 = !{!"llvm.loop.unroll.runtime.disable"}
!541 = !DILocation(line: 0, scope: !490)
!542 = !DILocation(line: 49, column: 3, scope: !490)
!543 = !DILocation(line: 49, column: 21, scope: !544)
!544 = distinct !DILexicalBlock(scope: !490, file: !1, line: 49, column: 3)
!545 = !DILocalVariable(name: "out", scope: !546, file: !1, line: 28, type: !8)
!546 = distinct !DISubprogram(name: "relax", linkageName: "_ZL5relaxRK5Field", scope: !1, file: !1, line: 26, type: !547, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !549)
!547 = !DISubroutineType(types: !548)
!548 = !{!8, !20}
!549 = !{!550, !545, !551}
!550 = !DILocalVariable(name: "f", arg: 1, scope: !546, file: !1, line: 26, type: !20)
!551 = !DILocalVariable(name: "i", scope: !552, file: !1, line: 31, type: !4)
!552 = distinct !DILexicalBlock(scope: !546, file: !1, line: 31, column: 3)
!553 = !DILocation(line: 0, scope: !546, inlinedAt: !554)
!554 = distinct !DILocation(line: 44, column: 18, scope: !485)
!555 = !DILocation(line: 0, scope: !512, inlinedAt: !556)
!556 = distinct !DILocation(line: 28, column: 9, scope: !546, inlinedAt: !554)
!557 = !DILocation(line: 0, scope: !485)
!558 = !DILocation(line: 11, column: 35, scope: !512, inlinedAt: !556)
!559 = !DILocation(line: 11, column: 33, scope: !512, inlinedAt: !556)
!560 = !DILocation(line: 29, column: 14, scope: !546, inlinedAt: !554)
!561 = !{!562}
!562 = distinct !{!562, !563, !"_ZL5relaxRK5Field: argument 0"}
!563 = distinct !{!563, !"_ZL5relaxRK5Field"}
!564 = !DILocation(line: 29, column: 12, scope: !546, inlinedAt: !554)
!565 = !DILocation(line: 30, column: 20, scope: !546, inlinedAt: !554)
!566 = !DILocation(line: 30, column: 3, scope: !546, inlinedAt: !554)
!567 = !DILocation(line: 30, column: 18, scope: !546, inlinedAt: !554)
!568 = !DILocation(line: 0, scope: !552, inlinedAt: !554)
!569 = !DILocation(line: 31, column: 3, scope: !552, inlinedAt: !554)
!570 = !DILocation(line: 32, column: 23, scope: !571, inlinedAt: !554)
!571 = distinct !DILexicalBlock(scope: !552, file: !1, line: 31, column: 3)
!572 = !DILocation(line: 32, column: 54, scope: !571, inlinedAt: !554)
!573 = !DILocation(line: 32, column: 52, scope: !571, inlinedAt: !554)
!574 = !DILocation(line: 32, column: 38, scope: !571, inlinedAt: !554)
!575 = !DILocation(line: 32, column: 30, scope: !571, inlinedAt: !554)
!576 = !DILocation(line: 32, column: 5, scope: !571, inlinedAt: !554)
!577 = !DILocation(line: 32, column: 14, scope: !571, inlinedAt: !554)
!578 = distinct !{!578, !569, !579, !533}
!579 = !DILocation(line: 32, column: 64, scope: !552, inlinedAt: !554)
!580 = !DILocation(line: 32, column: 41, scope: !571, inlinedAt: !554)
!581 = !DILocation(line: 32, column: 60, scope: !571, inlinedAt: !554)
!582 = distinct !{!582, !569, !579, !533, !534}
!583 = !DILocation(line: 31, column: 21, scope: !571, inlinedAt: !554)
!584 = distinct !{!584, !569, !579, !533, !540, !534}
!585 = !DILocalVariable(name: "this", arg: 1, scope: !586, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!586 = distinct !DISubprogram(name: "Field", linkageName: "_ZN5FieldC2ERKS_", scope: !8, file: !1, line: 12, type: !18, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !17, retainedNodes: !587)
!587 = !{!585, !588, !589}
!588 = !DILocalVariable(name: "o", arg: 2, scope: !586, file: !1, line: 12, type: !20)
!589 = !DILocalVariable(name: "i", scope: !590, file: !1, line: 14, type: !4)
!590 = distinct !DILexicalBlock(scope: !591, file: !1, line: 14, column: 5)
!591 = distinct !DILexicalBlock(scope: !586, file: !1, line: 13, column: 3)
!592 = !DILocation(line: 0, scope: !586, inlinedAt: !593)
!593 = distinct !DILocation(line: 45, column: 11, scope: !485)
!594 = !DILocation(line: 0, scope: !590, inlinedAt: !593)
!595 = !DILocation(line: 14, column: 5, scope: !590, inlinedAt: !593)
!596 = !DILocalVariable(name: "this", arg: 1, scope: !597, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!597 = distinct !DISubprogram(name: "operator=", linkageName: "_ZN5FieldaSERKS_", scope: !8, file: !1, line: 17, type: !23, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !22, retainedNodes: !598)
!598 = !{!596, !599, !600}
!599 = !DILocalVariable(name: "o", arg: 2, scope: !597, file: !1, line: 17, type: !20)
!600 = !DILocalVariable(name: "i", scope: !601, file: !1, line: 19, type: !4)
!601 = distinct !DILexicalBlock(scope: !597, file: !1, line: 19, column: 5)
!602 = !DILocation(line: 0, scope: !597, inlinedAt: !603)
!603 = distinct !DILocation(line: 46, column: 7, scope: !485)
!604 = !DILocation(line: 0, scope: !601, inlinedAt: !603)
!605 = !DILocation(line: 20, column: 12, scope: !606, inlinedAt: !603)
!606 = distinct !DILexicalBlock(scope: !601, file: !1, line: 19, column: 5)
!607 = !DILocation(line: 23, column: 14, scope: !608, inlinedAt: !612)
!608 = distinct !DILexicalBlock(scope: !609, file: !1, line: 23, column: 12)
!609 = distinct !DISubprogram(name: "~Field", linkageName: "_ZN5FieldD2Ev", scope: !8, file: !1, line: 23, type: !27, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !26, retainedNodes: !610)
!610 = !{!611}
!611 = !DILocalVariable(name: "this", arg: 1, scope: !609, type: !515, flags: DIFlagArtificial | DIFlagObjectPointer)
!612 = distinct !DILocation(line: 47, column: 3, scope: !486)
!613 = !DILocation(line: 0, scope: !609, inlinedAt: !612)
!614 = !DILocation(line: 0, scope: !609, inlinedAt: !615)
!615 = distinct !DILocation(line: 47, column: 3, scope: !486)
!616 = !DILocation(line: 23, column: 14, scope: !608, inlinedAt: !615)
!617 = !DILocation(line: 43, column: 31, scope: !486)
!618 = distinct !{!618, !537, !619, !533}
!619 = !DILocation(line: 47, column: 3, scope: !483)
!620 = !DILocation(line: 53, column: 1, scope: !485)
!621 = !DILocation(line: 0, scope: !609, inlinedAt: !622)
!622 = distinct !DILocation(line: 53, column: 1, scope: !471)
!623 = !DILocation(line: 23, column: 14, scope: !608, inlinedAt: !622)
!624 = !DILocation(line: 53, column: 1, scope: !471)
!625 = !DILocation(line: 50, column: 10, scope: !544)
!626 = !DILocation(line: 50, column: 7, scope: !544)
!627 = !DILocation(line: 49, column: 27, scope: !544)
!628 = distinct !{!628, !629}
!629 = !{!"llvm.loop.unroll.disable"}
!630 = !DILocation(line: 51, column: 18, scope: !471)
!631 = !DILocation(line: 51, column: 3, scope: !471)
!632 = !DILocation(line: 0, scope: !609, inlinedAt: !633)
!633 = distinct !DILocation(line: 53, column: 1, scope: !471)
!634 = !DILocation(line: 23, column: 14, scope: !608, inlinedAt: !633)
!635 = distinct !{!635, !542, !636, !533}
!636 = !DILocation(line: 50, column: 15, scope: !490)
