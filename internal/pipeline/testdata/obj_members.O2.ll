; ModuleID = 'obj_members.cpp'
source_filename = "obj_members.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.Grid = type { i32, i32, double* }
%struct.Params = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !482 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !486, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata i8** %1, metadata !487, metadata !DIExpression()), !dbg !508
  %3 = icmp sgt i32 %0, 1, !dbg !509
  br i1 %3, label %4, label %15, !dbg !510

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !511
  %6 = load i8*, i8** %5, align 8, !dbg !511, !tbaa !512
  call void @llvm.dbg.value(metadata i8* %6, metadata !320, metadata !DIExpression()) #7, !dbg !516
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !518
  %8 = trunc i64 %7 to i32, !dbg !518
  call void @llvm.dbg.value(metadata i32 %8, metadata !488, metadata !DIExpression()), !dbg !508
  %9 = icmp eq i32 %0, 2, !dbg !519
  br i1 %9, label %15, label %10, !dbg !520

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !521
  %12 = load i8*, i8** %11, align 8, !dbg !521, !tbaa !512
  call void @llvm.dbg.value(metadata i8* %12, metadata !320, metadata !DIExpression()) #7, !dbg !522
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !524
  %14 = trunc i64 %13 to i32, !dbg !524
  br label %15, !dbg !520

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 40, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 24, %4 ], [ 24, %2 ], !dbg !520
  call void @llvm.dbg.value(metadata i32 %17, metadata !489, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !525, metadata !DIExpression()), !dbg !530
  call void @llvm.dbg.value(metadata i32 %8, metadata !528, metadata !DIExpression()), !dbg !530
  call void @llvm.dbg.value(metadata i32 %17, metadata !529, metadata !DIExpression()), !dbg !530
  call void @llvm.dbg.value(metadata i32 %8, metadata !490, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %17, metadata !490, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !508
  %18 = sext i32 %16 to i64, !dbg !532
  %19 = sext i32 %17 to i64, !dbg !534
  %20 = mul nsw i64 %19, %18, !dbg !535
  %21 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %20, i64 8), !dbg !536
  %22 = extractvalue { i64, i1 } %21, 1, !dbg !536
  %23 = extractvalue { i64, i1 } %21, 0, !dbg !536
  %24 = select i1 %22, i64 -1, i64 %23, !dbg !536
  %25 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %24) #8, !dbg !536, !heapallocsite !16
  %26 = bitcast i8* %25 to double*, !dbg !537
  call void @llvm.dbg.value(metadata double* %26, metadata !490, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !508
  %27 = add nsw i32 %16, -2, !dbg !538
  %28 = add nsw i32 %17, -2, !dbg !539
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !525, metadata !DIExpression()), !dbg !540
  call void @llvm.dbg.value(metadata i32 %27, metadata !528, metadata !DIExpression()), !dbg !540
  call void @llvm.dbg.value(metadata i32 %28, metadata !529, metadata !DIExpression()), !dbg !540
  call void @llvm.dbg.value(metadata i32 %27, metadata !491, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %28, metadata !491, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !508
  %29 = sext i32 %27 to i64, !dbg !542
  %30 = sext i32 %28 to i64, !dbg !543
  %31 = mul nsw i64 %30, %29, !dbg !544
  %32 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %31, i64 8), !dbg !545
  %33 = extractvalue { i64, i1 } %32, 1, !dbg !545
  %34 = extractvalue { i64, i1 } %32, 0, !dbg !545
  %35 = select i1 %33, i64 -1, i64 %34, !dbg !545
  %36 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %35) #8
          to label %37 unwind label %1162, !dbg !545

37:                                               ; preds = %15
  %38 = bitcast i8* %36 to double*, !dbg !546
  call void @llvm.dbg.value(metadata double* %38, metadata !491, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !508
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !525, metadata !DIExpression()), !dbg !547
  call void @llvm.dbg.value(metadata i32 %17, metadata !528, metadata !DIExpression()), !dbg !547
  call void @llvm.dbg.value(metadata i32 %8, metadata !529, metadata !DIExpression()), !dbg !547
  call void @llvm.dbg.value(metadata i32 %17, metadata !492, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %8, metadata !492, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !508
  %39 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %24) #8
          to label %40 unwind label %1164, !dbg !549

40:                                               ; preds = %37
  call void @llvm.dbg.value(metadata double* %485, metadata !492, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !508
  call void @llvm.dbg.declare(metadata %struct.Params* undef, metadata !493, metadata !DIExpression()), !dbg !550
  call void @llvm.dbg.declare(metadata %struct.Params* undef, metadata !498, metadata !DIExpression()), !dbg !551
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !552, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata %struct.Params* undef, metadata !559, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !565
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !560, metadata !DIExpression()), !dbg !563
  %41 = icmp sgt i32 %16, 0
  %42 = icmp sgt i32 %17, 0
  %43 = zext i32 %16 to i64
  %44 = zext i32 %17 to i64
  %45 = mul i32 %17, %16
  %46 = icmp sgt i32 %45, 0
  %47 = zext i32 %45 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !565
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !560, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !566, metadata !DIExpression()), !dbg !575
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !569, metadata !DIExpression()), !dbg !575
  call void @llvm.dbg.value(metadata i32 0, metadata !570, metadata !DIExpression()), !dbg !579
  br i1 %41, label %48, label %130, !dbg !580

48:                                               ; preds = %40
  %49 = and i64 %44, 4294967292, !dbg !580
  %50 = add nsw i64 %49, -4, !dbg !580
  %51 = lshr exact i64 %50, 2, !dbg !580
  %52 = add nuw nsw i64 %51, 1, !dbg !580
  %53 = icmp ult i32 %17, 4
  %54 = and i64 %44, 4294967292
  %55 = and i64 %52, 1
  %56 = icmp eq i64 %50, 0
  %57 = and i64 %52, 9223372036854775806
  %58 = icmp eq i64 %55, 0
  %59 = icmp eq i64 %54, %44
  br label %60, !dbg !580

60:                                               ; preds = %48, %118
  %61 = phi i64 [ %119, %118 ], [ 0, %48 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !570, metadata !DIExpression()), !dbg !579
  call void @llvm.dbg.value(metadata i32 0, metadata !572, metadata !DIExpression()), !dbg !581
  br i1 %42, label %62, label %118, !dbg !582

62:                                               ; preds = %60
  %63 = trunc i64 %61 to i32
  %64 = sitofp i32 %63 to double
  %65 = mul nsw i64 %61, %19
  br i1 %53, label %116, label %66, !dbg !582

66:                                               ; preds = %62
  %67 = insertelement <2 x double> poison, double %64, i64 0, !dbg !582
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !582
  %69 = insertelement <2 x double> poison, double %64, i64 0, !dbg !582
  %70 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !582
  br i1 %56, label %101, label %71, !dbg !582

71:                                               ; preds = %66, %71
  %72 = phi i64 [ %97, %71 ], [ 0, %66 ], !dbg !583
  %73 = phi <2 x i32> [ %98, %71 ], [ <i32 0, i32 1>, %66 ], !dbg !585
  %74 = phi i64 [ %99, %71 ], [ 0, %66 ]
  %75 = add <2 x i32> %73, <i32 2, i32 2>, !dbg !585
  %76 = sitofp <2 x i32> %73 to <2 x double>, !dbg !585
  %77 = sitofp <2 x i32> %75 to <2 x double>, !dbg !585
  %78 = fsub <2 x double> %68, %76, !dbg !586
  %79 = fsub <2 x double> %70, %77, !dbg !586
  %80 = add nsw i64 %72, %65, !dbg !583
  %81 = getelementptr inbounds double, double* %26, i64 %80, !dbg !583
  %82 = bitcast double* %81 to <2 x double>*, !dbg !587
  store <2 x double> %78, <2 x double>* %82, align 8, !dbg !587, !tbaa !588
  %83 = getelementptr inbounds double, double* %81, i64 2, !dbg !587
  %84 = bitcast double* %83 to <2 x double>*, !dbg !587
  store <2 x double> %79, <2 x double>* %84, align 8, !dbg !587, !tbaa !588
  %85 = or i64 %72, 4, !dbg !583
  %86 = add <2 x i32> %73, <i32 4, i32 4>, !dbg !585
  %87 = add <2 x i32> %73, <i32 6, i32 6>, !dbg !585
  %88 = sitofp <2 x i32> %86 to <2 x double>, !dbg !585
  %89 = sitofp <2 x i32> %87 to <2 x double>, !dbg !585
  %90 = fsub <2 x double> %68, %88, !dbg !586
  %91 = fsub <2 x double> %70, %89, !dbg !586
  %92 = add nsw i64 %85, %65, !dbg !583
  %93 = getelementptr inbounds double, double* %26, i64 %92, !dbg !583
  %94 = bitcast double* %93 to <2 x double>*, !dbg !587
  store <2 x double> %90, <2 x double>* %94, align 8, !dbg !587, !tbaa !588
  %95 = getelementptr inbounds double, double* %93, i64 2, !dbg !587
  %96 = bitcast double* %95 to <2 x double>*, !dbg !587
  store <2 x double> %91, <2 x double>* %96, align 8, !dbg !587, !tbaa !588
  %97 = add nuw i64 %72, 8, !dbg !583
  %98 = add <2 x i32> %73, <i32 8, i32 8>, !dbg !585
  %99 = add i64 %74, 2, !dbg !583
  %100 = icmp eq i64 %99, %57, !dbg !583
  br i1 %100, label %101, label %71, !dbg !583, !llvm.loop !590

101:                                              ; preds = %71, %66
  %102 = phi i64 [ 0, %66 ], [ %97, %71 ]
  %103 = phi <2 x i32> [ <i32 0, i32 1>, %66 ], [ %98, %71 ]
  br i1 %58, label %115, label %104, !dbg !583

104:                                              ; preds = %101
  %105 = add <2 x i32> %103, <i32 2, i32 2>, !dbg !585
  %106 = sitofp <2 x i32> %103 to <2 x double>, !dbg !585
  %107 = sitofp <2 x i32> %105 to <2 x double>, !dbg !585
  %108 = fsub <2 x double> %68, %106, !dbg !586
  %109 = fsub <2 x double> %70, %107, !dbg !586
  %110 = add nsw i64 %102, %65, !dbg !583
  %111 = getelementptr inbounds double, double* %26, i64 %110, !dbg !583
  %112 = bitcast double* %111 to <2 x double>*, !dbg !587
  store <2 x double> %108, <2 x double>* %112, align 8, !dbg !587, !tbaa !588
  %113 = getelementptr inbounds double, double* %111, i64 2, !dbg !587
  %114 = bitcast double* %113 to <2 x double>*, !dbg !587
  store <2 x double> %109, <2 x double>* %114, align 8, !dbg !587, !tbaa !588
  br label %115, !dbg !582

115:                                              ; preds = %101, %104
  br i1 %59, label %118, label %116, !dbg !582

116:                                              ; preds = %62, %115
  %117 = phi i64 [ 0, %62 ], [ %54, %115 ]
  br label %121, !dbg !582

118:                                              ; preds = %121, %115, %60
  %119 = add nuw nsw i64 %61, 1, !dbg !594
  call void @llvm.dbg.value(metadata i64 %119, metadata !570, metadata !DIExpression()), !dbg !579
  %120 = icmp eq i64 %119, %43, !dbg !595
  br i1 %120, label %130, label %60, !dbg !580, !llvm.loop !596

121:                                              ; preds = %116, %121
  %122 = phi i64 [ %128, %121 ], [ %117, %116 ]
  call void @llvm.dbg.value(metadata i64 %122, metadata !572, metadata !DIExpression()), !dbg !581
  %123 = trunc i64 %122 to i32, !dbg !585
  %124 = sitofp i32 %123 to double, !dbg !585
  %125 = fsub double %64, %124, !dbg !586
  %126 = add nsw i64 %122, %65, !dbg !598
  %127 = getelementptr inbounds double, double* %26, i64 %126, !dbg !599
  store double %125, double* %127, align 8, !dbg !587, !tbaa !588
  %128 = add nuw nsw i64 %122, 1, !dbg !583
  call void @llvm.dbg.value(metadata i64 %128, metadata !572, metadata !DIExpression()), !dbg !581
  %129 = icmp eq i64 %128, %44, !dbg !600
  br i1 %129, label %118, label %121, !dbg !582, !llvm.loop !601

130:                                              ; preds = %118, %40
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !603, metadata !DIExpression()), !dbg !610
  call void @llvm.dbg.value(metadata i32 0, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !606, metadata !DIExpression()), !dbg !610
  br i1 %46, label %131, label %193, !dbg !613

131:                                              ; preds = %130
  %132 = add nsw i64 %47, -1, !dbg !613
  %133 = and i64 %47, 7, !dbg !613
  %134 = icmp ult i64 %132, 7, !dbg !613
  br i1 %134, label %175, label %135, !dbg !613

135:                                              ; preds = %131
  %136 = and i64 %47, 4294967288, !dbg !613
  br label %137, !dbg !613

137:                                              ; preds = %137, %135
  %138 = phi i64 [ 0, %135 ], [ %172, %137 ]
  %139 = phi double [ 0.000000e+00, %135 ], [ %171, %137 ]
  %140 = phi i64 [ 0, %135 ], [ %173, %137 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %139, metadata !606, metadata !DIExpression()), !dbg !610
  %141 = getelementptr inbounds double, double* %26, i64 %138, !dbg !614
  %142 = load double, double* %141, align 8, !dbg !614, !tbaa !588
  %143 = fadd double %139, %142, !dbg !616
  call void @llvm.dbg.value(metadata double %143, metadata !606, metadata !DIExpression()), !dbg !610
  %144 = or i64 %138, 1, !dbg !617
  call void @llvm.dbg.value(metadata i64 %144, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %144, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %143, metadata !606, metadata !DIExpression()), !dbg !610
  %145 = getelementptr inbounds double, double* %26, i64 %144, !dbg !614
  %146 = load double, double* %145, align 8, !dbg !614, !tbaa !588
  %147 = fadd double %143, %146, !dbg !616
  call void @llvm.dbg.value(metadata double %147, metadata !606, metadata !DIExpression()), !dbg !610
  %148 = or i64 %138, 2, !dbg !617
  call void @llvm.dbg.value(metadata i64 %148, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %148, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %147, metadata !606, metadata !DIExpression()), !dbg !610
  %149 = getelementptr inbounds double, double* %26, i64 %148, !dbg !614
  %150 = load double, double* %149, align 8, !dbg !614, !tbaa !588
  %151 = fadd double %147, %150, !dbg !616
  call void @llvm.dbg.value(metadata double %151, metadata !606, metadata !DIExpression()), !dbg !610
  %152 = or i64 %138, 3, !dbg !617
  call void @llvm.dbg.value(metadata i64 %152, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %152, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %151, metadata !606, metadata !DIExpression()), !dbg !610
  %153 = getelementptr inbounds double, double* %26, i64 %152, !dbg !614
  %154 = load double, double* %153, align 8, !dbg !614, !tbaa !588
  %155 = fadd double %151, %154, !dbg !616
  call void @llvm.dbg.value(metadata double %155, metadata !606, metadata !DIExpression()), !dbg !610
  %156 = or i64 %138, 4, !dbg !617
  call void @llvm.dbg.value(metadata i64 %156, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %156, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %155, metadata !606, metadata !DIExpression()), !dbg !610
  %157 = getelementptr inbounds double, double* %26, i64 %156, !dbg !614
  %158 = load double, double* %157, align 8, !dbg !614, !tbaa !588
  %159 = fadd double %155, %158, !dbg !616
  call void @llvm.dbg.value(metadata double %159, metadata !606, metadata !DIExpression()), !dbg !610
  %160 = or i64 %138, 5, !dbg !617
  call void @llvm.dbg.value(metadata i64 %160, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %160, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %159, metadata !606, metadata !DIExpression()), !dbg !610
  %161 = getelementptr inbounds double, double* %26, i64 %160, !dbg !614
  %162 = load double, double* %161, align 8, !dbg !614, !tbaa !588
  %163 = fadd double %159, %162, !dbg !616
  call void @llvm.dbg.value(metadata double %163, metadata !606, metadata !DIExpression()), !dbg !610
  %164 = or i64 %138, 6, !dbg !617
  call void @llvm.dbg.value(metadata i64 %164, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %164, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %163, metadata !606, metadata !DIExpression()), !dbg !610
  %165 = getelementptr inbounds double, double* %26, i64 %164, !dbg !614
  %166 = load double, double* %165, align 8, !dbg !614, !tbaa !588
  %167 = fadd double %163, %166, !dbg !616
  call void @llvm.dbg.value(metadata double %167, metadata !606, metadata !DIExpression()), !dbg !610
  %168 = or i64 %138, 7, !dbg !617
  call void @llvm.dbg.value(metadata i64 %168, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %168, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %167, metadata !606, metadata !DIExpression()), !dbg !610
  %169 = getelementptr inbounds double, double* %26, i64 %168, !dbg !614
  %170 = load double, double* %169, align 8, !dbg !614, !tbaa !588
  %171 = fadd double %167, %170, !dbg !616
  call void @llvm.dbg.value(metadata double %171, metadata !606, metadata !DIExpression()), !dbg !610
  %172 = add nuw nsw i64 %138, 8, !dbg !617
  call void @llvm.dbg.value(metadata i64 %172, metadata !607, metadata !DIExpression()), !dbg !612
  %173 = add i64 %140, 8, !dbg !613
  %174 = icmp eq i64 %173, %136, !dbg !613
  br i1 %174, label %175, label %137, !dbg !613, !llvm.loop !618

175:                                              ; preds = %137, %131
  %176 = phi double [ undef, %131 ], [ %171, %137 ]
  %177 = phi i64 [ 0, %131 ], [ %172, %137 ]
  %178 = phi double [ 0.000000e+00, %131 ], [ %171, %137 ]
  %179 = icmp eq i64 %133, 0, !dbg !613
  br i1 %179, label %190, label %180, !dbg !613

180:                                              ; preds = %175, %180
  %181 = phi i64 [ %187, %180 ], [ %177, %175 ]
  %182 = phi double [ %186, %180 ], [ %178, %175 ]
  %183 = phi i64 [ %188, %180 ], [ 0, %175 ]
  call void @llvm.dbg.value(metadata i64 %181, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %182, metadata !606, metadata !DIExpression()), !dbg !610
  %184 = getelementptr inbounds double, double* %26, i64 %181, !dbg !614
  %185 = load double, double* %184, align 8, !dbg !614, !tbaa !588
  %186 = fadd double %182, %185, !dbg !616
  call void @llvm.dbg.value(metadata double %186, metadata !606, metadata !DIExpression()), !dbg !610
  %187 = add nuw nsw i64 %181, 1, !dbg !617
  call void @llvm.dbg.value(metadata i64 %187, metadata !607, metadata !DIExpression()), !dbg !612
  %188 = add i64 %183, 1, !dbg !613
  %189 = icmp eq i64 %188, %133, !dbg !613
  br i1 %189, label %190, label %180, !dbg !613, !llvm.loop !620

190:                                              ; preds = %180, %175
  %191 = phi double [ %176, %175 ], [ %186, %180 ], !dbg !616
  %192 = fadd double %191, 0.000000e+00, !dbg !622
  br label %193, !dbg !622

193:                                              ; preds = %190, %130
  %194 = phi double [ 0.000000e+00, %130 ], [ %192, %190 ]
  call void @llvm.dbg.value(metadata i32 1, metadata !561, metadata !DIExpression()), !dbg !565
  call void @llvm.dbg.value(metadata double undef, metadata !560, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !566, metadata !DIExpression()), !dbg !575
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !569, metadata !DIExpression()), !dbg !575
  call void @llvm.dbg.value(metadata i32 0, metadata !570, metadata !DIExpression()), !dbg !579
  br i1 %41, label %195, label %278, !dbg !580

195:                                              ; preds = %193
  %196 = and i64 %44, 4294967292, !dbg !580
  %197 = add nsw i64 %196, -4, !dbg !580
  %198 = lshr exact i64 %197, 2, !dbg !580
  %199 = add nuw nsw i64 %198, 1, !dbg !580
  %200 = icmp ult i32 %17, 4
  %201 = and i64 %44, 4294967292
  %202 = and i64 %199, 1
  %203 = icmp eq i64 %197, 0
  %204 = and i64 %199, 9223372036854775806
  %205 = icmp eq i64 %202, 0
  %206 = icmp eq i64 %201, %44
  br label %207, !dbg !580

207:                                              ; preds = %195, %275
  %208 = phi i64 [ %276, %275 ], [ 0, %195 ]
  call void @llvm.dbg.value(metadata i64 %208, metadata !570, metadata !DIExpression()), !dbg !579
  call void @llvm.dbg.value(metadata i32 0, metadata !572, metadata !DIExpression()), !dbg !581
  br i1 %42, label %209, label %275, !dbg !582

209:                                              ; preds = %207
  %210 = trunc i64 %208 to i32
  %211 = sitofp i32 %210 to double
  %212 = fadd double %211, 1.000000e+00
  %213 = mul nsw i64 %208, %19
  br i1 %200, label %264, label %214, !dbg !582

214:                                              ; preds = %209
  %215 = insertelement <2 x double> poison, double %212, i64 0, !dbg !582
  %216 = shufflevector <2 x double> %215, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !582
  %217 = insertelement <2 x double> poison, double %212, i64 0, !dbg !582
  %218 = shufflevector <2 x double> %217, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !582
  br i1 %203, label %249, label %219, !dbg !582

219:                                              ; preds = %214, %219
  %220 = phi i64 [ %245, %219 ], [ 0, %214 ], !dbg !583
  %221 = phi <2 x i32> [ %246, %219 ], [ <i32 0, i32 1>, %214 ], !dbg !585
  %222 = phi i64 [ %247, %219 ], [ 0, %214 ]
  %223 = add <2 x i32> %221, <i32 2, i32 2>, !dbg !585
  %224 = sitofp <2 x i32> %221 to <2 x double>, !dbg !585
  %225 = sitofp <2 x i32> %223 to <2 x double>, !dbg !585
  %226 = fsub <2 x double> %216, %224, !dbg !586
  %227 = fsub <2 x double> %218, %225, !dbg !586
  %228 = add nsw i64 %220, %213, !dbg !583
  %229 = getelementptr inbounds double, double* %26, i64 %228, !dbg !583
  %230 = bitcast double* %229 to <2 x double>*, !dbg !587
  store <2 x double> %226, <2 x double>* %230, align 8, !dbg !587, !tbaa !588
  %231 = getelementptr inbounds double, double* %229, i64 2, !dbg !587
  %232 = bitcast double* %231 to <2 x double>*, !dbg !587
  store <2 x double> %227, <2 x double>* %232, align 8, !dbg !587, !tbaa !588
  %233 = or i64 %220, 4, !dbg !583
  %234 = add <2 x i32> %221, <i32 4, i32 4>, !dbg !585
  %235 = add <2 x i32> %221, <i32 6, i32 6>, !dbg !585
  %236 = sitofp <2 x i32> %234 to <2 x double>, !dbg !585
  %237 = sitofp <2 x i32> %235 to <2 x double>, !dbg !585
  %238 = fsub <2 x double> %216, %236, !dbg !586
  %239 = fsub <2 x double> %218, %237, !dbg !586
  %240 = add nsw i64 %233, %213, !dbg !583
  %241 = getelementptr inbounds double, double* %26, i64 %240, !dbg !583
  %242 = bitcast double* %241 to <2 x double>*, !dbg !587
  store <2 x double> %238, <2 x double>* %242, align 8, !dbg !587, !tbaa !588
  %243 = getelementptr inbounds double, double* %241, i64 2, !dbg !587
  %244 = bitcast double* %243 to <2 x double>*, !dbg !587
  store <2 x double> %239, <2 x double>* %244, align 8, !dbg !587, !tbaa !588
  %245 = add nuw i64 %220, 8, !dbg !583
  %246 = add <2 x i32> %221, <i32 8, i32 8>, !dbg !585
  %247 = add i64 %222, 2, !dbg !583
  %248 = icmp eq i64 %247, %204, !dbg !583
  br i1 %248, label %249, label %219, !dbg !583, !llvm.loop !623

249:                                              ; preds = %219, %214
  %250 = phi i64 [ 0, %214 ], [ %245, %219 ]
  %251 = phi <2 x i32> [ <i32 0, i32 1>, %214 ], [ %246, %219 ]
  br i1 %205, label %263, label %252, !dbg !583

252:                                              ; preds = %249
  %253 = add <2 x i32> %251, <i32 2, i32 2>, !dbg !585
  %254 = sitofp <2 x i32> %251 to <2 x double>, !dbg !585
  %255 = sitofp <2 x i32> %253 to <2 x double>, !dbg !585
  %256 = fsub <2 x double> %216, %254, !dbg !586
  %257 = fsub <2 x double> %218, %255, !dbg !586
  %258 = add nsw i64 %250, %213, !dbg !583
  %259 = getelementptr inbounds double, double* %26, i64 %258, !dbg !583
  %260 = bitcast double* %259 to <2 x double>*, !dbg !587
  store <2 x double> %256, <2 x double>* %260, align 8, !dbg !587, !tbaa !588
  %261 = getelementptr inbounds double, double* %259, i64 2, !dbg !587
  %262 = bitcast double* %261 to <2 x double>*, !dbg !587
  store <2 x double> %257, <2 x double>* %262, align 8, !dbg !587, !tbaa !588
  br label %263, !dbg !582

263:                                              ; preds = %249, %252
  br i1 %206, label %275, label %264, !dbg !582

264:                                              ; preds = %209, %263
  %265 = phi i64 [ 0, %209 ], [ %201, %263 ]
  br label %266, !dbg !582

266:                                              ; preds = %264, %266
  %267 = phi i64 [ %273, %266 ], [ %265, %264 ]
  call void @llvm.dbg.value(metadata i64 %267, metadata !572, metadata !DIExpression()), !dbg !581
  %268 = trunc i64 %267 to i32, !dbg !585
  %269 = sitofp i32 %268 to double, !dbg !585
  %270 = fsub double %212, %269, !dbg !586
  %271 = add nsw i64 %267, %213, !dbg !598
  %272 = getelementptr inbounds double, double* %26, i64 %271, !dbg !599
  store double %270, double* %272, align 8, !dbg !587, !tbaa !588
  %273 = add nuw nsw i64 %267, 1, !dbg !583
  call void @llvm.dbg.value(metadata i64 %273, metadata !572, metadata !DIExpression()), !dbg !581
  %274 = icmp eq i64 %273, %44, !dbg !600
  br i1 %274, label %275, label %266, !dbg !582, !llvm.loop !624

275:                                              ; preds = %266, %263, %207
  %276 = add nuw nsw i64 %208, 1, !dbg !594
  call void @llvm.dbg.value(metadata i64 %276, metadata !570, metadata !DIExpression()), !dbg !579
  %277 = icmp eq i64 %276, %43, !dbg !595
  br i1 %277, label %278, label %207, !dbg !580, !llvm.loop !596

278:                                              ; preds = %275, %193
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !603, metadata !DIExpression()), !dbg !610
  call void @llvm.dbg.value(metadata i32 0, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !606, metadata !DIExpression()), !dbg !610
  br i1 %46, label %279, label %338, !dbg !613

279:                                              ; preds = %278
  %280 = add nsw i64 %47, -1, !dbg !613
  %281 = and i64 %47, 7, !dbg !613
  %282 = icmp ult i64 %280, 7, !dbg !613
  br i1 %282, label %323, label %283, !dbg !613

283:                                              ; preds = %279
  %284 = and i64 %47, 4294967288, !dbg !613
  br label %285, !dbg !613

285:                                              ; preds = %285, %283
  %286 = phi i64 [ 0, %283 ], [ %320, %285 ]
  %287 = phi double [ 0.000000e+00, %283 ], [ %319, %285 ]
  %288 = phi i64 [ 0, %283 ], [ %321, %285 ]
  call void @llvm.dbg.value(metadata i64 %286, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %287, metadata !606, metadata !DIExpression()), !dbg !610
  %289 = getelementptr inbounds double, double* %26, i64 %286, !dbg !614
  %290 = load double, double* %289, align 8, !dbg !614, !tbaa !588
  %291 = fadd double %287, %290, !dbg !616
  call void @llvm.dbg.value(metadata double %291, metadata !606, metadata !DIExpression()), !dbg !610
  %292 = or i64 %286, 1, !dbg !617
  call void @llvm.dbg.value(metadata i64 %292, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %292, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %291, metadata !606, metadata !DIExpression()), !dbg !610
  %293 = getelementptr inbounds double, double* %26, i64 %292, !dbg !614
  %294 = load double, double* %293, align 8, !dbg !614, !tbaa !588
  %295 = fadd double %291, %294, !dbg !616
  call void @llvm.dbg.value(metadata double %295, metadata !606, metadata !DIExpression()), !dbg !610
  %296 = or i64 %286, 2, !dbg !617
  call void @llvm.dbg.value(metadata i64 %296, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %296, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %295, metadata !606, metadata !DIExpression()), !dbg !610
  %297 = getelementptr inbounds double, double* %26, i64 %296, !dbg !614
  %298 = load double, double* %297, align 8, !dbg !614, !tbaa !588
  %299 = fadd double %295, %298, !dbg !616
  call void @llvm.dbg.value(metadata double %299, metadata !606, metadata !DIExpression()), !dbg !610
  %300 = or i64 %286, 3, !dbg !617
  call void @llvm.dbg.value(metadata i64 %300, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %300, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %299, metadata !606, metadata !DIExpression()), !dbg !610
  %301 = getelementptr inbounds double, double* %26, i64 %300, !dbg !614
  %302 = load double, double* %301, align 8, !dbg !614, !tbaa !588
  %303 = fadd double %299, %302, !dbg !616
  call void @llvm.dbg.value(metadata double %303, metadata !606, metadata !DIExpression()), !dbg !610
  %304 = or i64 %286, 4, !dbg !617
  call void @llvm.dbg.value(metadata i64 %304, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %304, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %303, metadata !606, metadata !DIExpression()), !dbg !610
  %305 = getelementptr inbounds double, double* %26, i64 %304, !dbg !614
  %306 = load double, double* %305, align 8, !dbg !614, !tbaa !588
  %307 = fadd double %303, %306, !dbg !616
  call void @llvm.dbg.value(metadata double %307, metadata !606, metadata !DIExpression()), !dbg !610
  %308 = or i64 %286, 5, !dbg !617
  call void @llvm.dbg.value(metadata i64 %308, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %308, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %307, metadata !606, metadata !DIExpression()), !dbg !610
  %309 = getelementptr inbounds double, double* %26, i64 %308, !dbg !614
  %310 = load double, double* %309, align 8, !dbg !614, !tbaa !588
  %311 = fadd double %307, %310, !dbg !616
  call void @llvm.dbg.value(metadata double %311, metadata !606, metadata !DIExpression()), !dbg !610
  %312 = or i64 %286, 6, !dbg !617
  call void @llvm.dbg.value(metadata i64 %312, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %312, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %311, metadata !606, metadata !DIExpression()), !dbg !610
  %313 = getelementptr inbounds double, double* %26, i64 %312, !dbg !614
  %314 = load double, double* %313, align 8, !dbg !614, !tbaa !588
  %315 = fadd double %311, %314, !dbg !616
  call void @llvm.dbg.value(metadata double %315, metadata !606, metadata !DIExpression()), !dbg !610
  %316 = or i64 %286, 7, !dbg !617
  call void @llvm.dbg.value(metadata i64 %316, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %316, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %315, metadata !606, metadata !DIExpression()), !dbg !610
  %317 = getelementptr inbounds double, double* %26, i64 %316, !dbg !614
  %318 = load double, double* %317, align 8, !dbg !614, !tbaa !588
  %319 = fadd double %315, %318, !dbg !616
  call void @llvm.dbg.value(metadata double %319, metadata !606, metadata !DIExpression()), !dbg !610
  %320 = add nuw nsw i64 %286, 8, !dbg !617
  call void @llvm.dbg.value(metadata i64 %320, metadata !607, metadata !DIExpression()), !dbg !612
  %321 = add i64 %288, 8, !dbg !613
  %322 = icmp eq i64 %321, %284, !dbg !613
  br i1 %322, label %323, label %285, !dbg !613, !llvm.loop !618

323:                                              ; preds = %285, %279
  %324 = phi double [ undef, %279 ], [ %319, %285 ]
  %325 = phi i64 [ 0, %279 ], [ %320, %285 ]
  %326 = phi double [ 0.000000e+00, %279 ], [ %319, %285 ]
  %327 = icmp eq i64 %281, 0, !dbg !613
  br i1 %327, label %338, label %328, !dbg !613

328:                                              ; preds = %323, %328
  %329 = phi i64 [ %335, %328 ], [ %325, %323 ]
  %330 = phi double [ %334, %328 ], [ %326, %323 ]
  %331 = phi i64 [ %336, %328 ], [ 0, %323 ]
  call void @llvm.dbg.value(metadata i64 %329, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %330, metadata !606, metadata !DIExpression()), !dbg !610
  %332 = getelementptr inbounds double, double* %26, i64 %329, !dbg !614
  %333 = load double, double* %332, align 8, !dbg !614, !tbaa !588
  %334 = fadd double %330, %333, !dbg !616
  call void @llvm.dbg.value(metadata double %334, metadata !606, metadata !DIExpression()), !dbg !610
  %335 = add nuw nsw i64 %329, 1, !dbg !617
  call void @llvm.dbg.value(metadata i64 %335, metadata !607, metadata !DIExpression()), !dbg !612
  %336 = add i64 %331, 1, !dbg !613
  %337 = icmp eq i64 %336, %281, !dbg !613
  br i1 %337, label %338, label %328, !dbg !613, !llvm.loop !625

338:                                              ; preds = %323, %328, %278
  %339 = phi double [ 0.000000e+00, %278 ], [ %324, %323 ], [ %334, %328 ], !dbg !610
  call void @llvm.dbg.value(metadata i32 2, metadata !561, metadata !DIExpression()), !dbg !565
  call void @llvm.dbg.value(metadata double undef, metadata !560, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !566, metadata !DIExpression()), !dbg !575
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !569, metadata !DIExpression()), !dbg !575
  call void @llvm.dbg.value(metadata i32 0, metadata !570, metadata !DIExpression()), !dbg !579
  br i1 %41, label %340, label %423, !dbg !580

340:                                              ; preds = %338
  %341 = and i64 %44, 4294967292, !dbg !580
  %342 = add nsw i64 %341, -4, !dbg !580
  %343 = lshr exact i64 %342, 2, !dbg !580
  %344 = add nuw nsw i64 %343, 1, !dbg !580
  %345 = icmp ult i32 %17, 4
  %346 = and i64 %44, 4294967292
  %347 = and i64 %344, 1
  %348 = icmp eq i64 %342, 0
  %349 = and i64 %344, 9223372036854775806
  %350 = icmp eq i64 %347, 0
  %351 = icmp eq i64 %346, %44
  br label %352, !dbg !580

352:                                              ; preds = %340, %420
  %353 = phi i64 [ %421, %420 ], [ 0, %340 ]
  call void @llvm.dbg.value(metadata i64 %353, metadata !570, metadata !DIExpression()), !dbg !579
  call void @llvm.dbg.value(metadata i32 0, metadata !572, metadata !DIExpression()), !dbg !581
  br i1 %42, label %354, label %420, !dbg !582

354:                                              ; preds = %352
  %355 = trunc i64 %353 to i32
  %356 = sitofp i32 %355 to double
  %357 = fadd double %356, 2.000000e+00
  %358 = mul nsw i64 %353, %19
  br i1 %345, label %409, label %359, !dbg !582

359:                                              ; preds = %354
  %360 = insertelement <2 x double> poison, double %357, i64 0, !dbg !582
  %361 = shufflevector <2 x double> %360, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !582
  %362 = insertelement <2 x double> poison, double %357, i64 0, !dbg !582
  %363 = shufflevector <2 x double> %362, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !582
  br i1 %348, label %394, label %364, !dbg !582

364:                                              ; preds = %359, %364
  %365 = phi i64 [ %390, %364 ], [ 0, %359 ], !dbg !583
  %366 = phi <2 x i32> [ %391, %364 ], [ <i32 0, i32 1>, %359 ], !dbg !585
  %367 = phi i64 [ %392, %364 ], [ 0, %359 ]
  %368 = add <2 x i32> %366, <i32 2, i32 2>, !dbg !585
  %369 = sitofp <2 x i32> %366 to <2 x double>, !dbg !585
  %370 = sitofp <2 x i32> %368 to <2 x double>, !dbg !585
  %371 = fsub <2 x double> %361, %369, !dbg !586
  %372 = fsub <2 x double> %363, %370, !dbg !586
  %373 = add nsw i64 %365, %358, !dbg !583
  %374 = getelementptr inbounds double, double* %26, i64 %373, !dbg !583
  %375 = bitcast double* %374 to <2 x double>*, !dbg !587
  store <2 x double> %371, <2 x double>* %375, align 8, !dbg !587, !tbaa !588
  %376 = getelementptr inbounds double, double* %374, i64 2, !dbg !587
  %377 = bitcast double* %376 to <2 x double>*, !dbg !587
  store <2 x double> %372, <2 x double>* %377, align 8, !dbg !587, !tbaa !588
  %378 = or i64 %365, 4, !dbg !583
  %379 = add <2 x i32> %366, <i32 4, i32 4>, !dbg !585
  %380 = add <2 x i32> %366, <i32 6, i32 6>, !dbg !585
  %381 = sitofp <2 x i32> %379 to <2 x double>, !dbg !585
  %382 = sitofp <2 x i32> %380 to <2 x double>, !dbg !585
  %383 = fsub <2 x double> %361, %381, !dbg !586
  %384 = fsub <2 x double> %363, %382, !dbg !586
  %385 = add nsw i64 %378, %358, !dbg !583
  %386 = getelementptr inbounds double, double* %26, i64 %385, !dbg !583
  %387 = bitcast double* %386 to <2 x double>*, !dbg !587
  store <2 x double> %383, <2 x double>* %387, align 8, !dbg !587, !tbaa !588
  %388 = getelementptr inbounds double, double* %386, i64 2, !dbg !587
  %389 = bitcast double* %388 to <2 x double>*, !dbg !587
  store <2 x double> %384, <2 x double>* %389, align 8, !dbg !587, !tbaa !588
  %390 = add nuw i64 %365, 8, !dbg !583
  %391 = add <2 x i32> %366, <i32 8, i32 8>, !dbg !585
  %392 = add i64 %367, 2, !dbg !583
  %393 = icmp eq i64 %392, %349, !dbg !583
  br i1 %393, label %394, label %364, !dbg !583, !llvm.loop !626

394:                                              ; preds = %364, %359
  %395 = phi i64 [ 0, %359 ], [ %390, %364 ]
  %396 = phi <2 x i32> [ <i32 0, i32 1>, %359 ], [ %391, %364 ]
  br i1 %350, label %408, label %397, !dbg !583

397:                                              ; preds = %394
  %398 = add <2 x i32> %396, <i32 2, i32 2>, !dbg !585
  %399 = sitofp <2 x i32> %396 to <2 x double>, !dbg !585
  %400 = sitofp <2 x i32> %398 to <2 x double>, !dbg !585
  %401 = fsub <2 x double> %361, %399, !dbg !586
  %402 = fsub <2 x double> %363, %400, !dbg !586
  %403 = add nsw i64 %395, %358, !dbg !583
  %404 = getelementptr inbounds double, double* %26, i64 %403, !dbg !583
  %405 = bitcast double* %404 to <2 x double>*, !dbg !587
  store <2 x double> %401, <2 x double>* %405, align 8, !dbg !587, !tbaa !588
  %406 = getelementptr inbounds double, double* %404, i64 2, !dbg !587
  %407 = bitcast double* %406 to <2 x double>*, !dbg !587
  store <2 x double> %402, <2 x double>* %407, align 8, !dbg !587, !tbaa !588
  br label %408, !dbg !582

408:                                              ; preds = %394, %397
  br i1 %351, label %420, label %409, !dbg !582

409:                                              ; preds = %354, %408
  %410 = phi i64 [ 0, %354 ], [ %346, %408 ]
  br label %411, !dbg !582

411:                                              ; preds = %409, %411
  %412 = phi i64 [ %418, %411 ], [ %410, %409 ]
  call void @llvm.dbg.value(metadata i64 %412, metadata !572, metadata !DIExpression()), !dbg !581
  %413 = trunc i64 %412 to i32, !dbg !585
  %414 = sitofp i32 %413 to double, !dbg !585
  %415 = fsub double %357, %414, !dbg !586
  %416 = add nsw i64 %412, %358, !dbg !598
  %417 = getelementptr inbounds double, double* %26, i64 %416, !dbg !599
  store double %415, double* %417, align 8, !dbg !587, !tbaa !588
  %418 = add nuw nsw i64 %412, 1, !dbg !583
  call void @llvm.dbg.value(metadata i64 %418, metadata !572, metadata !DIExpression()), !dbg !581
  %419 = icmp eq i64 %418, %44, !dbg !600
  br i1 %419, label %420, label %411, !dbg !582, !llvm.loop !627

420:                                              ; preds = %411, %408, %352
  %421 = add nuw nsw i64 %353, 1, !dbg !594
  call void @llvm.dbg.value(metadata i64 %421, metadata !570, metadata !DIExpression()), !dbg !579
  %422 = icmp eq i64 %421, %43, !dbg !595
  br i1 %422, label %423, label %352, !dbg !580, !llvm.loop !596

423:                                              ; preds = %420, %338
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !603, metadata !DIExpression()), !dbg !610
  call void @llvm.dbg.value(metadata i32 0, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !606, metadata !DIExpression()), !dbg !610
  br i1 %46, label %424, label %483, !dbg !613

424:                                              ; preds = %423
  %425 = add nsw i64 %47, -1, !dbg !613
  %426 = and i64 %47, 7, !dbg !613
  %427 = icmp ult i64 %425, 7, !dbg !613
  br i1 %427, label %468, label %428, !dbg !613

428:                                              ; preds = %424
  %429 = and i64 %47, 4294967288, !dbg !613
  br label %430, !dbg !613

430:                                              ; preds = %430, %428
  %431 = phi i64 [ 0, %428 ], [ %465, %430 ]
  %432 = phi double [ 0.000000e+00, %428 ], [ %464, %430 ]
  %433 = phi i64 [ 0, %428 ], [ %466, %430 ]
  call void @llvm.dbg.value(metadata i64 %431, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %432, metadata !606, metadata !DIExpression()), !dbg !610
  %434 = getelementptr inbounds double, double* %26, i64 %431, !dbg !614
  %435 = load double, double* %434, align 8, !dbg !614, !tbaa !588
  %436 = fadd double %432, %435, !dbg !616
  call void @llvm.dbg.value(metadata double %436, metadata !606, metadata !DIExpression()), !dbg !610
  %437 = or i64 %431, 1, !dbg !617
  call void @llvm.dbg.value(metadata i64 %437, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %437, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %436, metadata !606, metadata !DIExpression()), !dbg !610
  %438 = getelementptr inbounds double, double* %26, i64 %437, !dbg !614
  %439 = load double, double* %438, align 8, !dbg !614, !tbaa !588
  %440 = fadd double %436, %439, !dbg !616
  call void @llvm.dbg.value(metadata double %440, metadata !606, metadata !DIExpression()), !dbg !610
  %441 = or i64 %431, 2, !dbg !617
  call void @llvm.dbg.value(metadata i64 %441, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %441, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %440, metadata !606, metadata !DIExpression()), !dbg !610
  %442 = getelementptr inbounds double, double* %26, i64 %441, !dbg !614
  %443 = load double, double* %442, align 8, !dbg !614, !tbaa !588
  %444 = fadd double %440, %443, !dbg !616
  call void @llvm.dbg.value(metadata double %444, metadata !606, metadata !DIExpression()), !dbg !610
  %445 = or i64 %431, 3, !dbg !617
  call void @llvm.dbg.value(metadata i64 %445, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %445, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %444, metadata !606, metadata !DIExpression()), !dbg !610
  %446 = getelementptr inbounds double, double* %26, i64 %445, !dbg !614
  %447 = load double, double* %446, align 8, !dbg !614, !tbaa !588
  %448 = fadd double %444, %447, !dbg !616
  call void @llvm.dbg.value(metadata double %448, metadata !606, metadata !DIExpression()), !dbg !610
  %449 = or i64 %431, 4, !dbg !617
  call void @llvm.dbg.value(metadata i64 %449, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %449, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %448, metadata !606, metadata !DIExpression()), !dbg !610
  %450 = getelementptr inbounds double, double* %26, i64 %449, !dbg !614
  %451 = load double, double* %450, align 8, !dbg !614, !tbaa !588
  %452 = fadd double %448, %451, !dbg !616
  call void @llvm.dbg.value(metadata double %452, metadata !606, metadata !DIExpression()), !dbg !610
  %453 = or i64 %431, 5, !dbg !617
  call void @llvm.dbg.value(metadata i64 %453, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %453, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %452, metadata !606, metadata !DIExpression()), !dbg !610
  %454 = getelementptr inbounds double, double* %26, i64 %453, !dbg !614
  %455 = load double, double* %454, align 8, !dbg !614, !tbaa !588
  %456 = fadd double %452, %455, !dbg !616
  call void @llvm.dbg.value(metadata double %456, metadata !606, metadata !DIExpression()), !dbg !610
  %457 = or i64 %431, 6, !dbg !617
  call void @llvm.dbg.value(metadata i64 %457, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %457, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %456, metadata !606, metadata !DIExpression()), !dbg !610
  %458 = getelementptr inbounds double, double* %26, i64 %457, !dbg !614
  %459 = load double, double* %458, align 8, !dbg !614, !tbaa !588
  %460 = fadd double %456, %459, !dbg !616
  call void @llvm.dbg.value(metadata double %460, metadata !606, metadata !DIExpression()), !dbg !610
  %461 = or i64 %431, 7, !dbg !617
  call void @llvm.dbg.value(metadata i64 %461, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata i64 %461, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %460, metadata !606, metadata !DIExpression()), !dbg !610
  %462 = getelementptr inbounds double, double* %26, i64 %461, !dbg !614
  %463 = load double, double* %462, align 8, !dbg !614, !tbaa !588
  %464 = fadd double %460, %463, !dbg !616
  call void @llvm.dbg.value(metadata double %464, metadata !606, metadata !DIExpression()), !dbg !610
  %465 = add nuw nsw i64 %431, 8, !dbg !617
  call void @llvm.dbg.value(metadata i64 %465, metadata !607, metadata !DIExpression()), !dbg !612
  %466 = add i64 %433, 8, !dbg !613
  %467 = icmp eq i64 %466, %429, !dbg !613
  br i1 %467, label %468, label %430, !dbg !613, !llvm.loop !618

468:                                              ; preds = %430, %424
  %469 = phi double [ undef, %424 ], [ %464, %430 ]
  %470 = phi i64 [ 0, %424 ], [ %465, %430 ]
  %471 = phi double [ 0.000000e+00, %424 ], [ %464, %430 ]
  %472 = icmp eq i64 %426, 0, !dbg !613
  br i1 %472, label %483, label %473, !dbg !613

473:                                              ; preds = %468, %473
  %474 = phi i64 [ %480, %473 ], [ %470, %468 ]
  %475 = phi double [ %479, %473 ], [ %471, %468 ]
  %476 = phi i64 [ %481, %473 ], [ 0, %468 ]
  call void @llvm.dbg.value(metadata i64 %474, metadata !607, metadata !DIExpression()), !dbg !612
  call void @llvm.dbg.value(metadata double %475, metadata !606, metadata !DIExpression()), !dbg !610
  %477 = getelementptr inbounds double, double* %26, i64 %474, !dbg !614
  %478 = load double, double* %477, align 8, !dbg !614, !tbaa !588
  %479 = fadd double %475, %478, !dbg !616
  call void @llvm.dbg.value(metadata double %479, metadata !606, metadata !DIExpression()), !dbg !610
  %480 = add nuw nsw i64 %474, 1, !dbg !617
  call void @llvm.dbg.value(metadata i64 %480, metadata !607, metadata !DIExpression()), !dbg !612
  %481 = add i64 %476, 1, !dbg !613
  %482 = icmp eq i64 %481, %426, !dbg !613
  br i1 %482, label %483, label %473, !dbg !613, !llvm.loop !628

483:                                              ; preds = %468, %473, %423
  %484 = phi double [ 0.000000e+00, %423 ], [ %469, %468 ], [ %479, %473 ], !dbg !610
  call void @llvm.dbg.value(metadata double %1152, metadata !560, metadata !DIExpression()), !dbg !563
  call void @llvm.dbg.value(metadata i32 3, metadata !561, metadata !DIExpression()), !dbg !565
  %485 = bitcast i8* %39 to double*, !dbg !629
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !552, metadata !DIExpression()), !dbg !630
  call void @llvm.dbg.value(metadata %struct.Params* undef, metadata !559, metadata !DIExpression()), !dbg !630
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !632
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !560, metadata !DIExpression()), !dbg !630
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !566, metadata !DIExpression()), !dbg !633
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !569, metadata !DIExpression()), !dbg !633
  call void @llvm.dbg.value(metadata i32 0, metadata !570, metadata !DIExpression()), !dbg !635
  br i1 %42, label %486, label %568, !dbg !636

486:                                              ; preds = %483
  %487 = and i64 %43, 4294967292, !dbg !636
  %488 = add nsw i64 %487, -4, !dbg !636
  %489 = lshr exact i64 %488, 2, !dbg !636
  %490 = add nuw nsw i64 %489, 1, !dbg !636
  %491 = icmp ult i32 %16, 4
  %492 = and i64 %43, 4294967292
  %493 = and i64 %490, 1
  %494 = icmp eq i64 %488, 0
  %495 = and i64 %490, 9223372036854775806
  %496 = icmp eq i64 %493, 0
  %497 = icmp eq i64 %492, %43
  br label %498, !dbg !636

498:                                              ; preds = %486, %556
  %499 = phi i64 [ %557, %556 ], [ 0, %486 ]
  call void @llvm.dbg.value(metadata i64 %499, metadata !570, metadata !DIExpression()), !dbg !635
  call void @llvm.dbg.value(metadata i32 0, metadata !572, metadata !DIExpression()), !dbg !637
  br i1 %41, label %500, label %556, !dbg !638

500:                                              ; preds = %498
  %501 = trunc i64 %499 to i32
  %502 = sitofp i32 %501 to double
  %503 = mul nsw i64 %499, %18
  br i1 %491, label %554, label %504, !dbg !638

504:                                              ; preds = %500
  %505 = insertelement <2 x double> poison, double %502, i64 0, !dbg !638
  %506 = shufflevector <2 x double> %505, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !638
  %507 = insertelement <2 x double> poison, double %502, i64 0, !dbg !638
  %508 = shufflevector <2 x double> %507, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !638
  br i1 %494, label %539, label %509, !dbg !638

509:                                              ; preds = %504, %509
  %510 = phi i64 [ %535, %509 ], [ 0, %504 ], !dbg !639
  %511 = phi <2 x i32> [ %536, %509 ], [ <i32 0, i32 1>, %504 ], !dbg !640
  %512 = phi i64 [ %537, %509 ], [ 0, %504 ]
  %513 = add <2 x i32> %511, <i32 2, i32 2>, !dbg !640
  %514 = sitofp <2 x i32> %511 to <2 x double>, !dbg !640
  %515 = sitofp <2 x i32> %513 to <2 x double>, !dbg !640
  %516 = fsub <2 x double> %506, %514, !dbg !641
  %517 = fsub <2 x double> %508, %515, !dbg !641
  %518 = add nsw i64 %510, %503, !dbg !639
  %519 = getelementptr inbounds double, double* %485, i64 %518, !dbg !639
  %520 = bitcast double* %519 to <2 x double>*, !dbg !642
  store <2 x double> %516, <2 x double>* %520, align 8, !dbg !642, !tbaa !588
  %521 = getelementptr inbounds double, double* %519, i64 2, !dbg !642
  %522 = bitcast double* %521 to <2 x double>*, !dbg !642
  store <2 x double> %517, <2 x double>* %522, align 8, !dbg !642, !tbaa !588
  %523 = or i64 %510, 4, !dbg !639
  %524 = add <2 x i32> %511, <i32 4, i32 4>, !dbg !640
  %525 = add <2 x i32> %511, <i32 6, i32 6>, !dbg !640
  %526 = sitofp <2 x i32> %524 to <2 x double>, !dbg !640
  %527 = sitofp <2 x i32> %525 to <2 x double>, !dbg !640
  %528 = fsub <2 x double> %506, %526, !dbg !641
  %529 = fsub <2 x double> %508, %527, !dbg !641
  %530 = add nsw i64 %523, %503, !dbg !639
  %531 = getelementptr inbounds double, double* %485, i64 %530, !dbg !639
  %532 = bitcast double* %531 to <2 x double>*, !dbg !642
  store <2 x double> %528, <2 x double>* %532, align 8, !dbg !642, !tbaa !588
  %533 = getelementptr inbounds double, double* %531, i64 2, !dbg !642
  %534 = bitcast double* %533 to <2 x double>*, !dbg !642
  store <2 x double> %529, <2 x double>* %534, align 8, !dbg !642, !tbaa !588
  %535 = add nuw i64 %510, 8, !dbg !639
  %536 = add <2 x i32> %511, <i32 8, i32 8>, !dbg !640
  %537 = add i64 %512, 2, !dbg !639
  %538 = icmp eq i64 %537, %495, !dbg !639
  br i1 %538, label %539, label %509, !dbg !639, !llvm.loop !643

539:                                              ; preds = %509, %504
  %540 = phi i64 [ 0, %504 ], [ %535, %509 ]
  %541 = phi <2 x i32> [ <i32 0, i32 1>, %504 ], [ %536, %509 ]
  br i1 %496, label %553, label %542, !dbg !639

542:                                              ; preds = %539
  %543 = add <2 x i32> %541, <i32 2, i32 2>, !dbg !640
  %544 = sitofp <2 x i32> %541 to <2 x double>, !dbg !640
  %545 = sitofp <2 x i32> %543 to <2 x double>, !dbg !640
  %546 = fsub <2 x double> %506, %544, !dbg !641
  %547 = fsub <2 x double> %508, %545, !dbg !641
  %548 = add nsw i64 %540, %503, !dbg !639
  %549 = getelementptr inbounds double, double* %485, i64 %548, !dbg !639
  %550 = bitcast double* %549 to <2 x double>*, !dbg !642
  store <2 x double> %546, <2 x double>* %550, align 8, !dbg !642, !tbaa !588
  %551 = getelementptr inbounds double, double* %549, i64 2, !dbg !642
  %552 = bitcast double* %551 to <2 x double>*, !dbg !642
  store <2 x double> %547, <2 x double>* %552, align 8, !dbg !642, !tbaa !588
  br label %553, !dbg !638

553:                                              ; preds = %539, %542
  br i1 %497, label %556, label %554, !dbg !638

554:                                              ; preds = %500, %553
  %555 = phi i64 [ 0, %500 ], [ %492, %553 ]
  br label %559, !dbg !638

556:                                              ; preds = %559, %553, %498
  %557 = add nuw nsw i64 %499, 1, !dbg !645
  call void @llvm.dbg.value(metadata i64 %557, metadata !570, metadata !DIExpression()), !dbg !635
  %558 = icmp eq i64 %557, %44, !dbg !646
  br i1 %558, label %568, label %498, !dbg !636, !llvm.loop !647

559:                                              ; preds = %554, %559
  %560 = phi i64 [ %566, %559 ], [ %555, %554 ]
  call void @llvm.dbg.value(metadata i64 %560, metadata !572, metadata !DIExpression()), !dbg !637
  %561 = trunc i64 %560 to i32, !dbg !640
  %562 = sitofp i32 %561 to double, !dbg !640
  %563 = fsub double %502, %562, !dbg !641
  %564 = add nsw i64 %560, %503, !dbg !649
  %565 = getelementptr inbounds double, double* %485, i64 %564, !dbg !650
  store double %563, double* %565, align 8, !dbg !642, !tbaa !588
  %566 = add nuw nsw i64 %560, 1, !dbg !639
  call void @llvm.dbg.value(metadata i64 %566, metadata !572, metadata !DIExpression()), !dbg !637
  %567 = icmp eq i64 %566, %43, !dbg !651
  br i1 %567, label %556, label %559, !dbg !638, !llvm.loop !652

568:                                              ; preds = %556, %483
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !603, metadata !DIExpression()), !dbg !653
  call void @llvm.dbg.value(metadata i32 0, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !606, metadata !DIExpression()), !dbg !653
  br i1 %46, label %569, label %631, !dbg !656

569:                                              ; preds = %568
  %570 = add nsw i64 %47, -1, !dbg !656
  %571 = and i64 %47, 7, !dbg !656
  %572 = icmp ult i64 %570, 7, !dbg !656
  br i1 %572, label %613, label %573, !dbg !656

573:                                              ; preds = %569
  %574 = and i64 %47, 4294967288, !dbg !656
  br label %575, !dbg !656

575:                                              ; preds = %575, %573
  %576 = phi i64 [ 0, %573 ], [ %610, %575 ]
  %577 = phi double [ 0.000000e+00, %573 ], [ %609, %575 ]
  %578 = phi i64 [ 0, %573 ], [ %611, %575 ]
  call void @llvm.dbg.value(metadata i64 %576, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %577, metadata !606, metadata !DIExpression()), !dbg !653
  %579 = getelementptr inbounds double, double* %485, i64 %576, !dbg !657
  %580 = load double, double* %579, align 8, !dbg !657, !tbaa !588
  %581 = fadd double %577, %580, !dbg !658
  call void @llvm.dbg.value(metadata double %581, metadata !606, metadata !DIExpression()), !dbg !653
  %582 = or i64 %576, 1, !dbg !659
  call void @llvm.dbg.value(metadata i64 %582, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %582, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %581, metadata !606, metadata !DIExpression()), !dbg !653
  %583 = getelementptr inbounds double, double* %485, i64 %582, !dbg !657
  %584 = load double, double* %583, align 8, !dbg !657, !tbaa !588
  %585 = fadd double %581, %584, !dbg !658
  call void @llvm.dbg.value(metadata double %585, metadata !606, metadata !DIExpression()), !dbg !653
  %586 = or i64 %576, 2, !dbg !659
  call void @llvm.dbg.value(metadata i64 %586, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %586, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %585, metadata !606, metadata !DIExpression()), !dbg !653
  %587 = getelementptr inbounds double, double* %485, i64 %586, !dbg !657
  %588 = load double, double* %587, align 8, !dbg !657, !tbaa !588
  %589 = fadd double %585, %588, !dbg !658
  call void @llvm.dbg.value(metadata double %589, metadata !606, metadata !DIExpression()), !dbg !653
  %590 = or i64 %576, 3, !dbg !659
  call void @llvm.dbg.value(metadata i64 %590, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %590, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %589, metadata !606, metadata !DIExpression()), !dbg !653
  %591 = getelementptr inbounds double, double* %485, i64 %590, !dbg !657
  %592 = load double, double* %591, align 8, !dbg !657, !tbaa !588
  %593 = fadd double %589, %592, !dbg !658
  call void @llvm.dbg.value(metadata double %593, metadata !606, metadata !DIExpression()), !dbg !653
  %594 = or i64 %576, 4, !dbg !659
  call void @llvm.dbg.value(metadata i64 %594, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %594, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %593, metadata !606, metadata !DIExpression()), !dbg !653
  %595 = getelementptr inbounds double, double* %485, i64 %594, !dbg !657
  %596 = load double, double* %595, align 8, !dbg !657, !tbaa !588
  %597 = fadd double %593, %596, !dbg !658
  call void @llvm.dbg.value(metadata double %597, metadata !606, metadata !DIExpression()), !dbg !653
  %598 = or i64 %576, 5, !dbg !659
  call void @llvm.dbg.value(metadata i64 %598, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %598, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %597, metadata !606, metadata !DIExpression()), !dbg !653
  %599 = getelementptr inbounds double, double* %485, i64 %598, !dbg !657
  %600 = load double, double* %599, align 8, !dbg !657, !tbaa !588
  %601 = fadd double %597, %600, !dbg !658
  call void @llvm.dbg.value(metadata double %601, metadata !606, metadata !DIExpression()), !dbg !653
  %602 = or i64 %576, 6, !dbg !659
  call void @llvm.dbg.value(metadata i64 %602, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %602, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %601, metadata !606, metadata !DIExpression()), !dbg !653
  %603 = getelementptr inbounds double, double* %485, i64 %602, !dbg !657
  %604 = load double, double* %603, align 8, !dbg !657, !tbaa !588
  %605 = fadd double %601, %604, !dbg !658
  call void @llvm.dbg.value(metadata double %605, metadata !606, metadata !DIExpression()), !dbg !653
  %606 = or i64 %576, 7, !dbg !659
  call void @llvm.dbg.value(metadata i64 %606, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %606, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %605, metadata !606, metadata !DIExpression()), !dbg !653
  %607 = getelementptr inbounds double, double* %485, i64 %606, !dbg !657
  %608 = load double, double* %607, align 8, !dbg !657, !tbaa !588
  %609 = fadd double %605, %608, !dbg !658
  call void @llvm.dbg.value(metadata double %609, metadata !606, metadata !DIExpression()), !dbg !653
  %610 = add nuw nsw i64 %576, 8, !dbg !659
  call void @llvm.dbg.value(metadata i64 %610, metadata !607, metadata !DIExpression()), !dbg !655
  %611 = add i64 %578, 8, !dbg !656
  %612 = icmp eq i64 %611, %574, !dbg !656
  br i1 %612, label %613, label %575, !dbg !656, !llvm.loop !660

613:                                              ; preds = %575, %569
  %614 = phi double [ undef, %569 ], [ %609, %575 ]
  %615 = phi i64 [ 0, %569 ], [ %610, %575 ]
  %616 = phi double [ 0.000000e+00, %569 ], [ %609, %575 ]
  %617 = icmp eq i64 %571, 0, !dbg !656
  br i1 %617, label %628, label %618, !dbg !656

618:                                              ; preds = %613, %618
  %619 = phi i64 [ %625, %618 ], [ %615, %613 ]
  %620 = phi double [ %624, %618 ], [ %616, %613 ]
  %621 = phi i64 [ %626, %618 ], [ 0, %613 ]
  call void @llvm.dbg.value(metadata i64 %619, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %620, metadata !606, metadata !DIExpression()), !dbg !653
  %622 = getelementptr inbounds double, double* %485, i64 %619, !dbg !657
  %623 = load double, double* %622, align 8, !dbg !657, !tbaa !588
  %624 = fadd double %620, %623, !dbg !658
  call void @llvm.dbg.value(metadata double %624, metadata !606, metadata !DIExpression()), !dbg !653
  %625 = add nuw nsw i64 %619, 1, !dbg !659
  call void @llvm.dbg.value(metadata i64 %625, metadata !607, metadata !DIExpression()), !dbg !655
  %626 = add i64 %621, 1, !dbg !656
  %627 = icmp eq i64 %626, %571, !dbg !656
  br i1 %627, label %628, label %618, !dbg !656, !llvm.loop !662

628:                                              ; preds = %618, %613
  %629 = phi double [ %614, %613 ], [ %624, %618 ], !dbg !658
  %630 = fadd double %629, 0.000000e+00, !dbg !663
  br label %631, !dbg !663

631:                                              ; preds = %628, %568
  %632 = phi double [ 0.000000e+00, %568 ], [ %630, %628 ]
  call void @llvm.dbg.value(metadata i32 1, metadata !561, metadata !DIExpression()), !dbg !632
  call void @llvm.dbg.value(metadata double undef, metadata !560, metadata !DIExpression()), !dbg !630
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !566, metadata !DIExpression()), !dbg !633
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !569, metadata !DIExpression()), !dbg !633
  call void @llvm.dbg.value(metadata i32 0, metadata !570, metadata !DIExpression()), !dbg !635
  br i1 %42, label %633, label %716, !dbg !636

633:                                              ; preds = %631
  %634 = and i64 %43, 4294967292, !dbg !636
  %635 = add nsw i64 %634, -4, !dbg !636
  %636 = lshr exact i64 %635, 2, !dbg !636
  %637 = add nuw nsw i64 %636, 1, !dbg !636
  %638 = icmp ult i32 %16, 4
  %639 = and i64 %43, 4294967292
  %640 = and i64 %637, 1
  %641 = icmp eq i64 %635, 0
  %642 = and i64 %637, 9223372036854775806
  %643 = icmp eq i64 %640, 0
  %644 = icmp eq i64 %639, %43
  br label %645, !dbg !636

645:                                              ; preds = %633, %713
  %646 = phi i64 [ %714, %713 ], [ 0, %633 ]
  call void @llvm.dbg.value(metadata i64 %646, metadata !570, metadata !DIExpression()), !dbg !635
  call void @llvm.dbg.value(metadata i32 0, metadata !572, metadata !DIExpression()), !dbg !637
  br i1 %41, label %647, label %713, !dbg !638

647:                                              ; preds = %645
  %648 = trunc i64 %646 to i32
  %649 = sitofp i32 %648 to double
  %650 = fadd double %649, 1.000000e+00
  %651 = mul nsw i64 %646, %18
  br i1 %638, label %702, label %652, !dbg !638

652:                                              ; preds = %647
  %653 = insertelement <2 x double> poison, double %650, i64 0, !dbg !638
  %654 = shufflevector <2 x double> %653, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !638
  %655 = insertelement <2 x double> poison, double %650, i64 0, !dbg !638
  %656 = shufflevector <2 x double> %655, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !638
  br i1 %641, label %687, label %657, !dbg !638

657:                                              ; preds = %652, %657
  %658 = phi i64 [ %683, %657 ], [ 0, %652 ], !dbg !639
  %659 = phi <2 x i32> [ %684, %657 ], [ <i32 0, i32 1>, %652 ], !dbg !640
  %660 = phi i64 [ %685, %657 ], [ 0, %652 ]
  %661 = add <2 x i32> %659, <i32 2, i32 2>, !dbg !640
  %662 = sitofp <2 x i32> %659 to <2 x double>, !dbg !640
  %663 = sitofp <2 x i32> %661 to <2 x double>, !dbg !640
  %664 = fsub <2 x double> %654, %662, !dbg !641
  %665 = fsub <2 x double> %656, %663, !dbg !641
  %666 = add nsw i64 %658, %651, !dbg !639
  %667 = getelementptr inbounds double, double* %485, i64 %666, !dbg !639
  %668 = bitcast double* %667 to <2 x double>*, !dbg !642
  store <2 x double> %664, <2 x double>* %668, align 8, !dbg !642, !tbaa !588
  %669 = getelementptr inbounds double, double* %667, i64 2, !dbg !642
  %670 = bitcast double* %669 to <2 x double>*, !dbg !642
  store <2 x double> %665, <2 x double>* %670, align 8, !dbg !642, !tbaa !588
  %671 = or i64 %658, 4, !dbg !639
  %672 = add <2 x i32> %659, <i32 4, i32 4>, !dbg !640
  %673 = add <2 x i32> %659, <i32 6, i32 6>, !dbg !640
  %674 = sitofp <2 x i32> %672 to <2 x double>, !dbg !640
  %675 = sitofp <2 x i32> %673 to <2 x double>, !dbg !640
  %676 = fsub <2 x double> %654, %674, !dbg !641
  %677 = fsub <2 x double> %656, %675, !dbg !641
  %678 = add nsw i64 %671, %651, !dbg !639
  %679 = getelementptr inbounds double, double* %485, i64 %678, !dbg !639
  %680 = bitcast double* %679 to <2 x double>*, !dbg !642
  store <2 x double> %676, <2 x double>* %680, align 8, !dbg !642, !tbaa !588
  %681 = getelementptr inbounds double, double* %679, i64 2, !dbg !642
  %682 = bitcast double* %681 to <2 x double>*, !dbg !642
  store <2 x double> %677, <2 x double>* %682, align 8, !dbg !642, !tbaa !588
  %683 = add nuw i64 %658, 8, !dbg !639
  %684 = add <2 x i32> %659, <i32 8, i32 8>, !dbg !640
  %685 = add i64 %660, 2, !dbg !639
  %686 = icmp eq i64 %685, %642, !dbg !639
  br i1 %686, label %687, label %657, !dbg !639, !llvm.loop !664

687:                                              ; preds = %657, %652
  %688 = phi i64 [ 0, %652 ], [ %683, %657 ]
  %689 = phi <2 x i32> [ <i32 0, i32 1>, %652 ], [ %684, %657 ]
  br i1 %643, label %701, label %690, !dbg !639

690:                                              ; preds = %687
  %691 = add <2 x i32> %689, <i32 2, i32 2>, !dbg !640
  %692 = sitofp <2 x i32> %689 to <2 x double>, !dbg !640
  %693 = sitofp <2 x i32> %691 to <2 x double>, !dbg !640
  %694 = fsub <2 x double> %654, %692, !dbg !641
  %695 = fsub <2 x double> %656, %693, !dbg !641
  %696 = add nsw i64 %688, %651, !dbg !639
  %697 = getelementptr inbounds double, double* %485, i64 %696, !dbg !639
  %698 = bitcast double* %697 to <2 x double>*, !dbg !642
  store <2 x double> %694, <2 x double>* %698, align 8, !dbg !642, !tbaa !588
  %699 = getelementptr inbounds double, double* %697, i64 2, !dbg !642
  %700 = bitcast double* %699 to <2 x double>*, !dbg !642
  store <2 x double> %695, <2 x double>* %700, align 8, !dbg !642, !tbaa !588
  br label %701, !dbg !638

701:                                              ; preds = %687, %690
  br i1 %644, label %713, label %702, !dbg !638

702:                                              ; preds = %647, %701
  %703 = phi i64 [ 0, %647 ], [ %639, %701 ]
  br label %704, !dbg !638

704:                                              ; preds = %702, %704
  %705 = phi i64 [ %711, %704 ], [ %703, %702 ]
  call void @llvm.dbg.value(metadata i64 %705, metadata !572, metadata !DIExpression()), !dbg !637
  %706 = trunc i64 %705 to i32, !dbg !640
  %707 = sitofp i32 %706 to double, !dbg !640
  %708 = fsub double %650, %707, !dbg !641
  %709 = add nsw i64 %705, %651, !dbg !649
  %710 = getelementptr inbounds double, double* %485, i64 %709, !dbg !650
  store double %708, double* %710, align 8, !dbg !642, !tbaa !588
  %711 = add nuw nsw i64 %705, 1, !dbg !639
  call void @llvm.dbg.value(metadata i64 %711, metadata !572, metadata !DIExpression()), !dbg !637
  %712 = icmp eq i64 %711, %43, !dbg !651
  br i1 %712, label %713, label %704, !dbg !638, !llvm.loop !665

713:                                              ; preds = %704, %701, %645
  %714 = add nuw nsw i64 %646, 1, !dbg !645
  call void @llvm.dbg.value(metadata i64 %714, metadata !570, metadata !DIExpression()), !dbg !635
  %715 = icmp eq i64 %714, %44, !dbg !646
  br i1 %715, label %716, label %645, !dbg !636, !llvm.loop !647

716:                                              ; preds = %713, %631
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !603, metadata !DIExpression()), !dbg !653
  call void @llvm.dbg.value(metadata i32 0, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !606, metadata !DIExpression()), !dbg !653
  br i1 %46, label %717, label %776, !dbg !656

717:                                              ; preds = %716
  %718 = add nsw i64 %47, -1, !dbg !656
  %719 = and i64 %47, 7, !dbg !656
  %720 = icmp ult i64 %718, 7, !dbg !656
  br i1 %720, label %761, label %721, !dbg !656

721:                                              ; preds = %717
  %722 = and i64 %47, 4294967288, !dbg !656
  br label %723, !dbg !656

723:                                              ; preds = %723, %721
  %724 = phi i64 [ 0, %721 ], [ %758, %723 ]
  %725 = phi double [ 0.000000e+00, %721 ], [ %757, %723 ]
  %726 = phi i64 [ 0, %721 ], [ %759, %723 ]
  call void @llvm.dbg.value(metadata i64 %724, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %725, metadata !606, metadata !DIExpression()), !dbg !653
  %727 = getelementptr inbounds double, double* %485, i64 %724, !dbg !657
  %728 = load double, double* %727, align 8, !dbg !657, !tbaa !588
  %729 = fadd double %725, %728, !dbg !658
  call void @llvm.dbg.value(metadata double %729, metadata !606, metadata !DIExpression()), !dbg !653
  %730 = or i64 %724, 1, !dbg !659
  call void @llvm.dbg.value(metadata i64 %730, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %730, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %729, metadata !606, metadata !DIExpression()), !dbg !653
  %731 = getelementptr inbounds double, double* %485, i64 %730, !dbg !657
  %732 = load double, double* %731, align 8, !dbg !657, !tbaa !588
  %733 = fadd double %729, %732, !dbg !658
  call void @llvm.dbg.value(metadata double %733, metadata !606, metadata !DIExpression()), !dbg !653
  %734 = or i64 %724, 2, !dbg !659
  call void @llvm.dbg.value(metadata i64 %734, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %734, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %733, metadata !606, metadata !DIExpression()), !dbg !653
  %735 = getelementptr inbounds double, double* %485, i64 %734, !dbg !657
  %736 = load double, double* %735, align 8, !dbg !657, !tbaa !588
  %737 = fadd double %733, %736, !dbg !658
  call void @llvm.dbg.value(metadata double %737, metadata !606, metadata !DIExpression()), !dbg !653
  %738 = or i64 %724, 3, !dbg !659
  call void @llvm.dbg.value(metadata i64 %738, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %738, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %737, metadata !606, metadata !DIExpression()), !dbg !653
  %739 = getelementptr inbounds double, double* %485, i64 %738, !dbg !657
  %740 = load double, double* %739, align 8, !dbg !657, !tbaa !588
  %741 = fadd double %737, %740, !dbg !658
  call void @llvm.dbg.value(metadata double %741, metadata !606, metadata !DIExpression()), !dbg !653
  %742 = or i64 %724, 4, !dbg !659
  call void @llvm.dbg.value(metadata i64 %742, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %742, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %741, metadata !606, metadata !DIExpression()), !dbg !653
  %743 = getelementptr inbounds double, double* %485, i64 %742, !dbg !657
  %744 = load double, double* %743, align 8, !dbg !657, !tbaa !588
  %745 = fadd double %741, %744, !dbg !658
  call void @llvm.dbg.value(metadata double %745, metadata !606, metadata !DIExpression()), !dbg !653
  %746 = or i64 %724, 5, !dbg !659
  call void @llvm.dbg.value(metadata i64 %746, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %746, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %745, metadata !606, metadata !DIExpression()), !dbg !653
  %747 = getelementptr inbounds double, double* %485, i64 %746, !dbg !657
  %748 = load double, double* %747, align 8, !dbg !657, !tbaa !588
  %749 = fadd double %745, %748, !dbg !658
  call void @llvm.dbg.value(metadata double %749, metadata !606, metadata !DIExpression()), !dbg !653
  %750 = or i64 %724, 6, !dbg !659
  call void @llvm.dbg.value(metadata i64 %750, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %750, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %749, metadata !606, metadata !DIExpression()), !dbg !653
  %751 = getelementptr inbounds double, double* %485, i64 %750, !dbg !657
  %752 = load double, double* %751, align 8, !dbg !657, !tbaa !588
  %753 = fadd double %749, %752, !dbg !658
  call void @llvm.dbg.value(metadata double %753, metadata !606, metadata !DIExpression()), !dbg !653
  %754 = or i64 %724, 7, !dbg !659
  call void @llvm.dbg.value(metadata i64 %754, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata i64 %754, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %753, metadata !606, metadata !DIExpression()), !dbg !653
  %755 = getelementptr inbounds double, double* %485, i64 %754, !dbg !657
  %756 = load double, double* %755, align 8, !dbg !657, !tbaa !588
  %757 = fadd double %753, %756, !dbg !658
  call void @llvm.dbg.value(metadata double %757, metadata !606, metadata !DIExpression()), !dbg !653
  %758 = add nuw nsw i64 %724, 8, !dbg !659
  call void @llvm.dbg.value(metadata i64 %758, metadata !607, metadata !DIExpression()), !dbg !655
  %759 = add i64 %726, 8, !dbg !656
  %760 = icmp eq i64 %759, %722, !dbg !656
  br i1 %760, label %761, label %723, !dbg !656, !llvm.loop !660

761:                                              ; preds = %723, %717
  %762 = phi double [ undef, %717 ], [ %757, %723 ]
  %763 = phi i64 [ 0, %717 ], [ %758, %723 ]
  %764 = phi double [ 0.000000e+00, %717 ], [ %757, %723 ]
  %765 = icmp eq i64 %719, 0, !dbg !656
  br i1 %765, label %776, label %766, !dbg !656

766:                                              ; preds = %761, %766
  %767 = phi i64 [ %773, %766 ], [ %763, %761 ]
  %768 = phi double [ %772, %766 ], [ %764, %761 ]
  %769 = phi i64 [ %774, %766 ], [ 0, %761 ]
  call void @llvm.dbg.value(metadata i64 %767, metadata !607, metadata !DIExpression()), !dbg !655
  call void @llvm.dbg.value(metadata double %768, metadata !606, metadata !DIExpression()), !dbg !653
  %770 = getelementptr inbounds double, double* %485, i64 %767, !dbg !657
  %771 = load double, double* %770, align 8, !dbg !657, !tbaa !588
  %772 = fadd double %768, %771, !dbg !658
  call void @llvm.dbg.value(metadata double %772, metadata !606, metadata !DIExpression()), !dbg !653
  %773 = add nuw nsw i64 %767, 1, !dbg !659
  call void @llvm.dbg.value(metadata i64 %773, metadata !607, metadata !DIExpression()), !dbg !655
  %774 = add i64 %769, 1, !dbg !656
  %775 = icmp eq i64 %774, %719, !dbg !656
  br i1 %775, label %776, label %766, !dbg !656, !llvm.loop !666

776:                                              ; preds = %761, %766, %716
  %777 = phi double [ 0.000000e+00, %716 ], [ %762, %761 ], [ %772, %766 ], !dbg !653
  call void @llvm.dbg.value(metadata double undef, metadata !560, metadata !DIExpression()), !dbg !630
  call void @llvm.dbg.value(metadata i32 2, metadata !561, metadata !DIExpression()), !dbg !632
  call void @llvm.dbg.value(metadata double undef, metadata !499, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !667, metadata !DIExpression()), !dbg !676
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !670, metadata !DIExpression()), !dbg !676
  call void @llvm.dbg.value(metadata i32 1, metadata !671, metadata !DIExpression()), !dbg !678
  %778 = icmp sgt i32 %16, 2, !dbg !679
  br i1 %778, label %779, label %860, !dbg !680

779:                                              ; preds = %776
  %780 = add nsw i32 %16, -1
  %781 = add i32 %17, -1
  %782 = icmp sgt i32 %17, 2
  %783 = zext i32 %780 to i64, !dbg !679
  %784 = zext i32 %781 to i64
  %785 = add nsw i64 %784, -1, !dbg !680
  %786 = icmp ult i64 %785, 2
  %787 = and i64 %785, -2
  %788 = or i64 %785, 1
  %789 = icmp eq i64 %785, %787
  br label %790, !dbg !680

790:                                              ; preds = %834, %779
  %791 = phi i64 [ 1, %779 ], [ %835, %834 ]
  call void @llvm.dbg.value(metadata i64 %791, metadata !671, metadata !DIExpression()), !dbg !678
  call void @llvm.dbg.value(metadata i32 1, metadata !673, metadata !DIExpression()), !dbg !681
  br i1 %782, label %794, label %792, !dbg !682

792:                                              ; preds = %790
  %793 = add nuw nsw i64 %791, 1, !dbg !683
  br label %834, !dbg !682

794:                                              ; preds = %790
  %795 = add nsw i64 %791, -1
  %796 = mul nsw i64 %795, %19
  %797 = add nuw nsw i64 %791, 1
  %798 = mul nsw i64 %797, %19
  %799 = mul nsw i64 %791, %19
  %800 = mul nsw i64 %795, %30
  %801 = add i64 %800, -1
  br i1 %786, label %832, label %802, !dbg !682

802:                                              ; preds = %794, %802
  %803 = phi i64 [ %829, %802 ], [ 0, %794 ]
  %804 = or i64 %803, 1
  %805 = add nsw i64 %804, %796, !dbg !684
  %806 = getelementptr inbounds double, double* %26, i64 %805, !dbg !686
  %807 = bitcast double* %806 to <2 x double>*, !dbg !686
  %808 = load <2 x double>, <2 x double>* %807, align 8, !dbg !686, !tbaa !588
  %809 = add nsw i64 %804, %798, !dbg !687
  %810 = getelementptr inbounds double, double* %26, i64 %809, !dbg !688
  %811 = bitcast double* %810 to <2 x double>*, !dbg !688
  %812 = load <2 x double>, <2 x double>* %811, align 8, !dbg !688, !tbaa !588
  %813 = fadd <2 x double> %808, %812, !dbg !689
  %814 = add nsw i64 %804, %799, !dbg !690
  %815 = add nsw i64 %814, -1, !dbg !691
  %816 = getelementptr inbounds double, double* %26, i64 %815, !dbg !692
  %817 = bitcast double* %816 to <2 x double>*, !dbg !692
  %818 = load <2 x double>, <2 x double>* %817, align 8, !dbg !692, !tbaa !588
  %819 = fadd <2 x double> %813, %818, !dbg !693
  %820 = add nsw i64 %814, 1, !dbg !694
  %821 = getelementptr inbounds double, double* %26, i64 %820, !dbg !695
  %822 = bitcast double* %821 to <2 x double>*, !dbg !695
  %823 = load <2 x double>, <2 x double>* %822, align 8, !dbg !695, !tbaa !588
  %824 = fadd <2 x double> %819, %823, !dbg !696
  %825 = fmul <2 x double> %824, <double 2.500000e-01, double 2.500000e-01>, !dbg !697
  %826 = add i64 %801, %804, !dbg !698
  %827 = getelementptr inbounds double, double* %38, i64 %826, !dbg !699
  %828 = bitcast double* %827 to <2 x double>*, !dbg !700
  store <2 x double> %825, <2 x double>* %828, align 8, !dbg !700, !tbaa !588
  %829 = add nuw i64 %803, 2
  %830 = icmp eq i64 %829, %787
  br i1 %830, label %831, label %802, !llvm.loop !701

831:                                              ; preds = %802
  br i1 %789, label %834, label %832, !dbg !682

832:                                              ; preds = %794, %831
  %833 = phi i64 [ 1, %794 ], [ %788, %831 ]
  br label %837, !dbg !682

834:                                              ; preds = %837, %831, %792
  %835 = phi i64 [ %793, %792 ], [ %797, %831 ], [ %797, %837 ], !dbg !683
  call void @llvm.dbg.value(metadata i64 %835, metadata !671, metadata !DIExpression()), !dbg !678
  %836 = icmp eq i64 %835, %783, !dbg !679
  br i1 %836, label %860, label %790, !dbg !680, !llvm.loop !703

837:                                              ; preds = %832, %837
  %838 = phi i64 [ %858, %837 ], [ %833, %832 ]
  call void @llvm.dbg.value(metadata i64 %838, metadata !673, metadata !DIExpression()), !dbg !681
  %839 = add nsw i64 %838, %796, !dbg !684
  %840 = getelementptr inbounds double, double* %26, i64 %839, !dbg !686
  %841 = load double, double* %840, align 8, !dbg !686, !tbaa !588
  %842 = add nsw i64 %838, %798, !dbg !687
  %843 = getelementptr inbounds double, double* %26, i64 %842, !dbg !688
  %844 = load double, double* %843, align 8, !dbg !688, !tbaa !588
  %845 = fadd double %841, %844, !dbg !689
  %846 = add nsw i64 %838, %799, !dbg !690
  %847 = add nsw i64 %846, -1, !dbg !691
  %848 = getelementptr inbounds double, double* %26, i64 %847, !dbg !692
  %849 = load double, double* %848, align 8, !dbg !692, !tbaa !588
  %850 = fadd double %845, %849, !dbg !693
  %851 = add nsw i64 %846, 1, !dbg !694
  %852 = getelementptr inbounds double, double* %26, i64 %851, !dbg !695
  %853 = load double, double* %852, align 8, !dbg !695, !tbaa !588
  %854 = fadd double %850, %853, !dbg !696
  %855 = fmul double %854, 2.500000e-01, !dbg !697
  %856 = add i64 %801, %838, !dbg !698
  %857 = getelementptr inbounds double, double* %38, i64 %856, !dbg !699
  store double %855, double* %857, align 8, !dbg !700, !tbaa !588
  %858 = add nuw nsw i64 %838, 1, !dbg !705
  call void @llvm.dbg.value(metadata i64 %858, metadata !673, metadata !DIExpression()), !dbg !681
  %859 = icmp eq i64 %858, %784, !dbg !706
  br i1 %859, label %834, label %837, !dbg !682, !llvm.loop !707

860:                                              ; preds = %834, %776
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !603, metadata !DIExpression()), !dbg !708
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !606, metadata !DIExpression()), !dbg !708
  call void @llvm.dbg.value(metadata i32 0, metadata !607, metadata !DIExpression()), !dbg !710
  %861 = mul i32 %28, %27
  %862 = icmp sgt i32 %861, 0, !dbg !711
  br i1 %862, label %863, label %923, !dbg !712

863:                                              ; preds = %860
  %864 = zext i32 %861 to i64, !dbg !711
  %865 = add nsw i64 %864, -1, !dbg !712
  %866 = and i64 %864, 7, !dbg !712
  %867 = icmp ult i64 %865, 7, !dbg !712
  br i1 %867, label %908, label %868, !dbg !712

868:                                              ; preds = %863
  %869 = and i64 %864, 4294967288, !dbg !712
  br label %870, !dbg !712

870:                                              ; preds = %870, %868
  %871 = phi i64 [ 0, %868 ], [ %905, %870 ]
  %872 = phi double [ 0.000000e+00, %868 ], [ %904, %870 ]
  %873 = phi i64 [ 0, %868 ], [ %906, %870 ]
  call void @llvm.dbg.value(metadata i64 %871, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %872, metadata !606, metadata !DIExpression()), !dbg !708
  %874 = getelementptr inbounds double, double* %38, i64 %871, !dbg !713
  %875 = load double, double* %874, align 8, !dbg !713, !tbaa !588
  %876 = fadd double %872, %875, !dbg !714
  call void @llvm.dbg.value(metadata double %876, metadata !606, metadata !DIExpression()), !dbg !708
  %877 = or i64 %871, 1, !dbg !715
  call void @llvm.dbg.value(metadata i64 %877, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i64 %877, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %876, metadata !606, metadata !DIExpression()), !dbg !708
  %878 = getelementptr inbounds double, double* %38, i64 %877, !dbg !713
  %879 = load double, double* %878, align 8, !dbg !713, !tbaa !588
  %880 = fadd double %876, %879, !dbg !714
  call void @llvm.dbg.value(metadata double %880, metadata !606, metadata !DIExpression()), !dbg !708
  %881 = or i64 %871, 2, !dbg !715
  call void @llvm.dbg.value(metadata i64 %881, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i64 %881, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %880, metadata !606, metadata !DIExpression()), !dbg !708
  %882 = getelementptr inbounds double, double* %38, i64 %881, !dbg !713
  %883 = load double, double* %882, align 8, !dbg !713, !tbaa !588
  %884 = fadd double %880, %883, !dbg !714
  call void @llvm.dbg.value(metadata double %884, metadata !606, metadata !DIExpression()), !dbg !708
  %885 = or i64 %871, 3, !dbg !715
  call void @llvm.dbg.value(metadata i64 %885, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i64 %885, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %884, metadata !606, metadata !DIExpression()), !dbg !708
  %886 = getelementptr inbounds double, double* %38, i64 %885, !dbg !713
  %887 = load double, double* %886, align 8, !dbg !713, !tbaa !588
  %888 = fadd double %884, %887, !dbg !714
  call void @llvm.dbg.value(metadata double %888, metadata !606, metadata !DIExpression()), !dbg !708
  %889 = or i64 %871, 4, !dbg !715
  call void @llvm.dbg.value(metadata i64 %889, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i64 %889, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %888, metadata !606, metadata !DIExpression()), !dbg !708
  %890 = getelementptr inbounds double, double* %38, i64 %889, !dbg !713
  %891 = load double, double* %890, align 8, !dbg !713, !tbaa !588
  %892 = fadd double %888, %891, !dbg !714
  call void @llvm.dbg.value(metadata double %892, metadata !606, metadata !DIExpression()), !dbg !708
  %893 = or i64 %871, 5, !dbg !715
  call void @llvm.dbg.value(metadata i64 %893, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i64 %893, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %892, metadata !606, metadata !DIExpression()), !dbg !708
  %894 = getelementptr inbounds double, double* %38, i64 %893, !dbg !713
  %895 = load double, double* %894, align 8, !dbg !713, !tbaa !588
  %896 = fadd double %892, %895, !dbg !714
  call void @llvm.dbg.value(metadata double %896, metadata !606, metadata !DIExpression()), !dbg !708
  %897 = or i64 %871, 6, !dbg !715
  call void @llvm.dbg.value(metadata i64 %897, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i64 %897, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %896, metadata !606, metadata !DIExpression()), !dbg !708
  %898 = getelementptr inbounds double, double* %38, i64 %897, !dbg !713
  %899 = load double, double* %898, align 8, !dbg !713, !tbaa !588
  %900 = fadd double %896, %899, !dbg !714
  call void @llvm.dbg.value(metadata double %900, metadata !606, metadata !DIExpression()), !dbg !708
  %901 = or i64 %871, 7, !dbg !715
  call void @llvm.dbg.value(metadata i64 %901, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i64 %901, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %900, metadata !606, metadata !DIExpression()), !dbg !708
  %902 = getelementptr inbounds double, double* %38, i64 %901, !dbg !713
  %903 = load double, double* %902, align 8, !dbg !713, !tbaa !588
  %904 = fadd double %900, %903, !dbg !714
  call void @llvm.dbg.value(metadata double %904, metadata !606, metadata !DIExpression()), !dbg !708
  %905 = add nuw nsw i64 %871, 8, !dbg !715
  call void @llvm.dbg.value(metadata i64 %905, metadata !607, metadata !DIExpression()), !dbg !710
  %906 = add i64 %873, 8, !dbg !712
  %907 = icmp eq i64 %906, %869, !dbg !712
  br i1 %907, label %908, label %870, !dbg !712, !llvm.loop !716

908:                                              ; preds = %870, %863
  %909 = phi double [ undef, %863 ], [ %904, %870 ]
  %910 = phi i64 [ 0, %863 ], [ %905, %870 ]
  %911 = phi double [ 0.000000e+00, %863 ], [ %904, %870 ]
  %912 = icmp eq i64 %866, 0, !dbg !712
  br i1 %912, label %923, label %913, !dbg !712

913:                                              ; preds = %908, %913
  %914 = phi i64 [ %920, %913 ], [ %910, %908 ]
  %915 = phi double [ %919, %913 ], [ %911, %908 ]
  %916 = phi i64 [ %921, %913 ], [ 0, %908 ]
  call void @llvm.dbg.value(metadata i64 %914, metadata !607, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata double %915, metadata !606, metadata !DIExpression()), !dbg !708
  %917 = getelementptr inbounds double, double* %38, i64 %914, !dbg !713
  %918 = load double, double* %917, align 8, !dbg !713, !tbaa !588
  %919 = fadd double %915, %918, !dbg !714
  call void @llvm.dbg.value(metadata double %919, metadata !606, metadata !DIExpression()), !dbg !708
  %920 = add nuw nsw i64 %914, 1, !dbg !715
  call void @llvm.dbg.value(metadata i64 %920, metadata !607, metadata !DIExpression()), !dbg !710
  %921 = add i64 %916, 1, !dbg !712
  %922 = icmp eq i64 %921, %866, !dbg !712
  br i1 %922, label %923, label %913, !dbg !712, !llvm.loop !718

923:                                              ; preds = %908, %913, %860
  %924 = phi double [ 0.000000e+00, %860 ], [ %909, %908 ], [ %919, %913 ], !dbg !708
  call void @llvm.dbg.value(metadata double undef, metadata !499, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata i32 %8, metadata !500, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %17, metadata !500, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %17, metadata !505, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 2, metadata !505, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %16, metadata !719, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !732
  call void @llvm.dbg.value(metadata i32 %17, metadata !719, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !732
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !725, metadata !DIExpression()), !dbg !732
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !726, metadata !DIExpression()), !dbg !732
  call void @llvm.dbg.value(metadata i32 0, metadata !727, metadata !DIExpression()), !dbg !734
  br i1 %41, label %925, label %981, !dbg !735

925:                                              ; preds = %923
  %926 = add nsw i64 %44, -1, !dbg !735
  %927 = and i64 %44, 3
  %928 = icmp ult i64 %926, 3
  %929 = and i64 %44, 4294967292
  %930 = icmp eq i64 %927, 0
  br label %931, !dbg !735

931:                                              ; preds = %925, %951
  %932 = phi i64 [ %953, %951 ], [ 0, %925 ]
  %933 = phi double [ %952, %951 ], [ 0.000000e+00, %925 ]
  call void @llvm.dbg.value(metadata i64 %932, metadata !727, metadata !DIExpression()), !dbg !734
  call void @llvm.dbg.value(metadata i32 0, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata double %933, metadata !726, metadata !DIExpression()), !dbg !732
  br i1 %42, label %934, label %951, !dbg !737

934:                                              ; preds = %931
  %935 = mul nsw i64 %932, %19
  br i1 %928, label %936, label %955, !dbg !737

936:                                              ; preds = %955, %934
  %937 = phi double [ undef, %934 ], [ %977, %955 ]
  %938 = phi i64 [ 0, %934 ], [ %978, %955 ]
  %939 = phi double [ %933, %934 ], [ %977, %955 ]
  br i1 %930, label %951, label %940, !dbg !737

940:                                              ; preds = %936, %940
  %941 = phi i64 [ %948, %940 ], [ %938, %936 ]
  %942 = phi double [ %947, %940 ], [ %939, %936 ]
  %943 = phi i64 [ %949, %940 ], [ 0, %936 ]
  call void @llvm.dbg.value(metadata i64 %941, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata double %942, metadata !726, metadata !DIExpression()), !dbg !732
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %932, metadata !741, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %941, metadata !742, metadata !DIExpression()), !dbg !743
  %944 = add nsw i64 %941, %935, !dbg !746
  %945 = getelementptr inbounds double, double* %26, i64 %944, !dbg !747
  %946 = load double, double* %945, align 8, !dbg !747, !tbaa !588
  %947 = fadd double %942, %946, !dbg !748
  call void @llvm.dbg.value(metadata double %947, metadata !726, metadata !DIExpression()), !dbg !732
  %948 = add nuw nsw i64 %941, 1, !dbg !749
  call void @llvm.dbg.value(metadata i64 %948, metadata !729, metadata !DIExpression()), !dbg !736
  %949 = add i64 %943, 1, !dbg !737
  %950 = icmp eq i64 %949, %927, !dbg !737
  br i1 %950, label %951, label %940, !dbg !737, !llvm.loop !750

951:                                              ; preds = %936, %940, %931
  %952 = phi double [ %933, %931 ], [ %937, %936 ], [ %947, %940 ], !dbg !732
  %953 = add nuw nsw i64 %932, 1, !dbg !751
  call void @llvm.dbg.value(metadata i64 %953, metadata !727, metadata !DIExpression()), !dbg !734
  call void @llvm.dbg.value(metadata double %952, metadata !726, metadata !DIExpression()), !dbg !732
  %954 = icmp eq i64 %953, %43, !dbg !752
  br i1 %954, label %981, label %931, !dbg !735, !llvm.loop !753

955:                                              ; preds = %934, %955
  %956 = phi i64 [ %978, %955 ], [ 0, %934 ]
  %957 = phi double [ %977, %955 ], [ %933, %934 ]
  %958 = phi i64 [ %979, %955 ], [ 0, %934 ]
  call void @llvm.dbg.value(metadata i64 %956, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata double %957, metadata !726, metadata !DIExpression()), !dbg !732
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %932, metadata !741, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %956, metadata !742, metadata !DIExpression()), !dbg !743
  %959 = add nsw i64 %956, %935, !dbg !746
  %960 = getelementptr inbounds double, double* %26, i64 %959, !dbg !747
  %961 = load double, double* %960, align 8, !dbg !747, !tbaa !588
  %962 = fadd double %957, %961, !dbg !748
  call void @llvm.dbg.value(metadata double %962, metadata !726, metadata !DIExpression()), !dbg !732
  %963 = or i64 %956, 1, !dbg !749
  call void @llvm.dbg.value(metadata i64 %963, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata i64 %963, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata double %962, metadata !726, metadata !DIExpression()), !dbg !732
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %932, metadata !741, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %963, metadata !742, metadata !DIExpression()), !dbg !743
  %964 = add nsw i64 %963, %935, !dbg !746
  %965 = getelementptr inbounds double, double* %26, i64 %964, !dbg !747
  %966 = load double, double* %965, align 8, !dbg !747, !tbaa !588
  %967 = fadd double %962, %966, !dbg !748
  call void @llvm.dbg.value(metadata double %967, metadata !726, metadata !DIExpression()), !dbg !732
  %968 = or i64 %956, 2, !dbg !749
  call void @llvm.dbg.value(metadata i64 %968, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata i64 %968, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata double %967, metadata !726, metadata !DIExpression()), !dbg !732
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %932, metadata !741, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %968, metadata !742, metadata !DIExpression()), !dbg !743
  %969 = add nsw i64 %968, %935, !dbg !746
  %970 = getelementptr inbounds double, double* %26, i64 %969, !dbg !747
  %971 = load double, double* %970, align 8, !dbg !747, !tbaa !588
  %972 = fadd double %967, %971, !dbg !748
  call void @llvm.dbg.value(metadata double %972, metadata !726, metadata !DIExpression()), !dbg !732
  %973 = or i64 %956, 3, !dbg !749
  call void @llvm.dbg.value(metadata i64 %973, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata i64 %973, metadata !729, metadata !DIExpression()), !dbg !736
  call void @llvm.dbg.value(metadata double %972, metadata !726, metadata !DIExpression()), !dbg !732
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %932, metadata !741, metadata !DIExpression()), !dbg !743
  call void @llvm.dbg.value(metadata i64 %973, metadata !742, metadata !DIExpression()), !dbg !743
  %974 = add nsw i64 %973, %935, !dbg !746
  %975 = getelementptr inbounds double, double* %26, i64 %974, !dbg !747
  %976 = load double, double* %975, align 8, !dbg !747, !tbaa !588
  %977 = fadd double %972, %976, !dbg !748
  call void @llvm.dbg.value(metadata double %977, metadata !726, metadata !DIExpression()), !dbg !732
  %978 = add nuw nsw i64 %956, 4, !dbg !749
  call void @llvm.dbg.value(metadata i64 %978, metadata !729, metadata !DIExpression()), !dbg !736
  %979 = add i64 %958, 4, !dbg !737
  %980 = icmp eq i64 %979, %929, !dbg !737
  br i1 %980, label %936, label %955, !dbg !737, !llvm.loop !755

981:                                              ; preds = %951, %923
  %982 = phi double [ 0.000000e+00, %923 ], [ %952, %951 ], !dbg !757
  call void @llvm.dbg.value(metadata i32 %17, metadata !505, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %17, metadata !719, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !758
  call void @llvm.dbg.value(metadata i64 2, metadata !719, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !758
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !725, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !726, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata i32 0, metadata !727, metadata !DIExpression()), !dbg !760
  %983 = icmp sgt i32 %17, 1, !dbg !761
  br i1 %983, label %984, label %1029, !dbg !762

984:                                              ; preds = %981
  %985 = add nsw i32 %17, -1, !dbg !763
  call void @llvm.dbg.value(metadata i32 %985, metadata !505, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !508
  call void @llvm.dbg.value(metadata i32 %985, metadata !719, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !758
  %986 = zext i32 %985 to i64, !dbg !764
  call void @llvm.dbg.value(metadata i64 2, metadata !719, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !758
  %987 = and i64 %986, 1, !dbg !762
  %988 = icmp eq i32 %985, 1, !dbg !762
  br i1 %988, label %1015, label %989, !dbg !762

989:                                              ; preds = %984
  %990 = and i64 %986, 4294967294, !dbg !762
  br label %991, !dbg !762

991:                                              ; preds = %991, %989
  %992 = phi i64 [ 0, %989 ], [ %1012, %991 ]
  %993 = phi double [ 0.000000e+00, %989 ], [ %1011, %991 ]
  %994 = phi i64 [ 0, %989 ], [ %1013, %991 ]
  call void @llvm.dbg.value(metadata i64 %992, metadata !727, metadata !DIExpression()), !dbg !760
  call void @llvm.dbg.value(metadata i32 0, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata double %993, metadata !726, metadata !DIExpression()), !dbg !758
  %995 = mul nsw i64 %992, %18
  call void @llvm.dbg.value(metadata i64 0, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !766
  call void @llvm.dbg.value(metadata i64 %992, metadata !741, metadata !DIExpression()), !dbg !766
  call void @llvm.dbg.value(metadata i64 0, metadata !742, metadata !DIExpression()), !dbg !766
  %996 = getelementptr inbounds double, double* %485, i64 %995, !dbg !768
  %997 = load double, double* %996, align 8, !dbg !768, !tbaa !588
  %998 = fadd double %993, %997, !dbg !769
  call void @llvm.dbg.value(metadata i64 1, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata double %998, metadata !726, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata i64 1, metadata !742, metadata !DIExpression()), !dbg !766
  %999 = or i64 %995, 1, !dbg !770
  %1000 = getelementptr inbounds double, double* %485, i64 %999, !dbg !768
  %1001 = load double, double* %1000, align 8, !dbg !768, !tbaa !588
  %1002 = fadd double %998, %1001, !dbg !769
  call void @llvm.dbg.value(metadata double %1002, metadata !726, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata i64 2, metadata !729, metadata !DIExpression()), !dbg !765
  %1003 = or i64 %992, 1, !dbg !771
  call void @llvm.dbg.value(metadata i64 %1003, metadata !727, metadata !DIExpression()), !dbg !760
  call void @llvm.dbg.value(metadata i64 %1003, metadata !727, metadata !DIExpression()), !dbg !760
  call void @llvm.dbg.value(metadata i32 0, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata double %1002, metadata !726, metadata !DIExpression()), !dbg !758
  %1004 = mul nsw i64 %1003, %18
  call void @llvm.dbg.value(metadata i64 0, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !766
  call void @llvm.dbg.value(metadata i64 %1003, metadata !741, metadata !DIExpression()), !dbg !766
  call void @llvm.dbg.value(metadata i64 0, metadata !742, metadata !DIExpression()), !dbg !766
  %1005 = getelementptr inbounds double, double* %485, i64 %1004, !dbg !768
  %1006 = load double, double* %1005, align 8, !dbg !768, !tbaa !588
  %1007 = fadd double %1002, %1006, !dbg !769
  call void @llvm.dbg.value(metadata i64 1, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata double %1007, metadata !726, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata i64 1, metadata !742, metadata !DIExpression()), !dbg !766
  %1008 = add nsw i64 %1004, 1, !dbg !770
  %1009 = getelementptr inbounds double, double* %485, i64 %1008, !dbg !768
  %1010 = load double, double* %1009, align 8, !dbg !768, !tbaa !588
  %1011 = fadd double %1007, %1010, !dbg !769
  call void @llvm.dbg.value(metadata double %1011, metadata !726, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata i64 2, metadata !729, metadata !DIExpression()), !dbg !765
  %1012 = add nuw nsw i64 %992, 2, !dbg !771
  call void @llvm.dbg.value(metadata i64 %1012, metadata !727, metadata !DIExpression()), !dbg !760
  %1013 = add i64 %994, 2, !dbg !762
  %1014 = icmp eq i64 %1013, %990, !dbg !762
  br i1 %1014, label %1015, label %991, !dbg !762, !llvm.loop !772

1015:                                             ; preds = %991, %984
  %1016 = phi double [ undef, %984 ], [ %1011, %991 ]
  %1017 = phi i64 [ 0, %984 ], [ %1012, %991 ]
  %1018 = phi double [ 0.000000e+00, %984 ], [ %1011, %991 ]
  %1019 = icmp eq i64 %987, 0, !dbg !762
  br i1 %1019, label %1029, label %1020, !dbg !762

1020:                                             ; preds = %1015
  call void @llvm.dbg.value(metadata i64 %1017, metadata !727, metadata !DIExpression()), !dbg !760
  call void @llvm.dbg.value(metadata i32 0, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata double %1018, metadata !726, metadata !DIExpression()), !dbg !758
  %1021 = mul nsw i64 %1017, %18
  call void @llvm.dbg.value(metadata i64 0, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !738, metadata !DIExpression()), !dbg !766
  call void @llvm.dbg.value(metadata i64 %1017, metadata !741, metadata !DIExpression()), !dbg !766
  call void @llvm.dbg.value(metadata i64 0, metadata !742, metadata !DIExpression()), !dbg !766
  %1022 = getelementptr inbounds double, double* %485, i64 %1021, !dbg !768
  %1023 = load double, double* %1022, align 8, !dbg !768, !tbaa !588
  %1024 = fadd double %1018, %1023, !dbg !769
  call void @llvm.dbg.value(metadata i64 1, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata double %1024, metadata !726, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata i64 1, metadata !742, metadata !DIExpression()), !dbg !766
  %1025 = add nsw i64 %1021, 1, !dbg !770
  %1026 = getelementptr inbounds double, double* %485, i64 %1025, !dbg !768
  %1027 = load double, double* %1026, align 8, !dbg !768, !tbaa !588
  %1028 = fadd double %1024, %1027, !dbg !769
  call void @llvm.dbg.value(metadata double %1028, metadata !726, metadata !DIExpression()), !dbg !758
  call void @llvm.dbg.value(metadata i64 2, metadata !729, metadata !DIExpression()), !dbg !765
  call void @llvm.dbg.value(metadata i64 %1017, metadata !727, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !760
  br label %1029, !dbg !774

1029:                                             ; preds = %1020, %1015, %981
  %1030 = phi double [ 0.000000e+00, %981 ], [ %1016, %1015 ], [ %1028, %1020 ], !dbg !776
  call void @llvm.dbg.value(metadata double undef, metadata !499, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !525, metadata !DIExpression()), !dbg !777
  call void @llvm.dbg.value(metadata i32 %17, metadata !528, metadata !DIExpression()), !dbg !777
  call void @llvm.dbg.value(metadata i32 5, metadata !529, metadata !DIExpression()), !dbg !777
  %1031 = mul nsw i64 %19, 5, !dbg !774
  %1032 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1031, i64 8), !dbg !778
  %1033 = extractvalue { i64, i1 } %1032, 1, !dbg !778
  %1034 = extractvalue { i64, i1 } %1032, 0, !dbg !778
  %1035 = select i1 %1033, i64 -1, i64 %1034, !dbg !778
  %1036 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %1035) #8
          to label %1037 unwind label %1166, !dbg !778

1037:                                             ; preds = %1029
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !506, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !566, metadata !DIExpression()), !dbg !779
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !569, metadata !DIExpression()), !dbg !779
  call void @llvm.dbg.value(metadata i32 0, metadata !570, metadata !DIExpression()), !dbg !781
  %1038 = bitcast i8* %1036 to double*, !dbg !782
  br i1 %42, label %1039, label %1086, !dbg !782

1039:                                             ; preds = %1037
  %1040 = icmp eq i32 %17, 1, !dbg !782
  br i1 %1040, label %1065, label %1041, !dbg !782

1041:                                             ; preds = %1039
  %1042 = and i64 %44, 4294967294, !dbg !782
  br label %1043, !dbg !782

1043:                                             ; preds = %1043, %1041
  %1044 = phi i64 [ 0, %1041 ], [ %1060, %1043 ], !dbg !783
  %1045 = phi <2 x i32> [ <i32 0, i32 1>, %1041 ], [ %1061, %1043 ]
  %1046 = sitofp <2 x i32> %1045 to <2 x double>
  %1047 = fadd <2 x double> %1046, <double 1.500000e+00, double 1.500000e+00>
  %1048 = mul nuw nsw i64 %1044, 5, !dbg !783
  %1049 = fadd <2 x double> %1047, <double -1.000000e+00, double -1.000000e+00>, !dbg !784
  %1050 = fadd <2 x double> %1047, <double -2.000000e+00, double -2.000000e+00>, !dbg !784
  %1051 = fadd <2 x double> %1047, <double -3.000000e+00, double -3.000000e+00>, !dbg !784
  %1052 = fadd <2 x double> %1047, <double -4.000000e+00, double -4.000000e+00>, !dbg !784
  %1053 = getelementptr inbounds double, double* %1038, i64 %1048, !dbg !783
  %1054 = bitcast double* %1053 to <10 x double>*, !dbg !783
  %1055 = shufflevector <2 x double> %1047, <2 x double> %1049, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !785
  %1056 = shufflevector <2 x double> %1050, <2 x double> %1051, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !785
  %1057 = shufflevector <4 x double> %1055, <4 x double> %1056, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !785
  %1058 = shufflevector <2 x double> %1052, <2 x double> poison, <8 x i32> <i32 0, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, !dbg !785
  %1059 = shufflevector <8 x double> %1057, <8 x double> %1058, <10 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 1, i32 3, i32 5, i32 7, i32 9>, !dbg !785
  store <10 x double> %1059, <10 x double>* %1054, align 8, !dbg !785, !tbaa !588
  %1060 = add nuw i64 %1044, 2, !dbg !783
  %1061 = add <2 x i32> %1045, <i32 2, i32 2>
  %1062 = icmp eq i64 %1060, %1042, !dbg !783
  br i1 %1062, label %1063, label %1043, !dbg !783, !llvm.loop !786

1063:                                             ; preds = %1043
  %1064 = icmp eq i64 %1042, %44, !dbg !782
  br i1 %1064, label %1086, label %1065, !dbg !782

1065:                                             ; preds = %1039, %1063
  %1066 = phi i64 [ 0, %1039 ], [ %1042, %1063 ]
  br label %1067, !dbg !782

1067:                                             ; preds = %1065, %1067
  %1068 = phi i64 [ %1084, %1067 ], [ %1066, %1065 ]
  call void @llvm.dbg.value(metadata i64 %1068, metadata !570, metadata !DIExpression()), !dbg !781
  call void @llvm.dbg.value(metadata i32 0, metadata !572, metadata !DIExpression()), !dbg !788
  %1069 = trunc i64 %1068 to i32
  %1070 = sitofp i32 %1069 to double
  %1071 = fadd double %1070, 1.500000e+00
  %1072 = mul nuw nsw i64 %1068, 5
  call void @llvm.dbg.value(metadata i64 0, metadata !572, metadata !DIExpression()), !dbg !788
  %1073 = getelementptr inbounds double, double* %1038, i64 %1072, !dbg !789
  store double %1071, double* %1073, align 8, !dbg !785, !tbaa !588
  call void @llvm.dbg.value(metadata i64 1, metadata !572, metadata !DIExpression()), !dbg !788
  %1074 = add nuw nsw i64 %1072, 1, !dbg !790
  %1075 = getelementptr inbounds double, double* %1038, i64 %1074, !dbg !789
  call void @llvm.dbg.value(metadata i64 2, metadata !572, metadata !DIExpression()), !dbg !788
  %1076 = insertelement <2 x double> poison, double %1071, i64 0, !dbg !784
  %1077 = shufflevector <2 x double> %1076, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !784
  %1078 = fadd <2 x double> %1077, <double -1.000000e+00, double -2.000000e+00>, !dbg !784
  %1079 = bitcast double* %1075 to <2 x double>*, !dbg !785
  store <2 x double> %1078, <2 x double>* %1079, align 8, !dbg !785, !tbaa !588
  call void @llvm.dbg.value(metadata i64 3, metadata !572, metadata !DIExpression()), !dbg !788
  %1080 = add nuw nsw i64 %1072, 3, !dbg !790
  %1081 = getelementptr inbounds double, double* %1038, i64 %1080, !dbg !789
  call void @llvm.dbg.value(metadata i64 4, metadata !572, metadata !DIExpression()), !dbg !788
  %1082 = fadd <2 x double> %1077, <double -3.000000e+00, double -4.000000e+00>, !dbg !784
  %1083 = bitcast double* %1081 to <2 x double>*, !dbg !785
  store <2 x double> %1082, <2 x double>* %1083, align 8, !dbg !785, !tbaa !588
  call void @llvm.dbg.value(metadata i64 5, metadata !572, metadata !DIExpression()), !dbg !788
  %1084 = add nuw nsw i64 %1068, 1, !dbg !783
  call void @llvm.dbg.value(metadata i64 %1084, metadata !570, metadata !DIExpression()), !dbg !781
  %1085 = icmp eq i64 %1084, %44, !dbg !791
  br i1 %1085, label %1086, label %1067, !dbg !782, !llvm.loop !792

1086:                                             ; preds = %1067, %1063, %1037
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !603, metadata !DIExpression()), !dbg !793
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !606, metadata !DIExpression()), !dbg !793
  call void @llvm.dbg.value(metadata i32 0, metadata !607, metadata !DIExpression()), !dbg !795
  %1087 = mul i32 %17, 5
  %1088 = icmp sgt i32 %1087, 0, !dbg !796
  br i1 %1088, label %1089, label %1149, !dbg !797

1089:                                             ; preds = %1086
  %1090 = zext i32 %1087 to i64, !dbg !796
  %1091 = add nsw i64 %1090, -1, !dbg !797
  %1092 = and i64 %1090, 7, !dbg !797
  %1093 = icmp ult i64 %1091, 7, !dbg !797
  br i1 %1093, label %1134, label %1094, !dbg !797

1094:                                             ; preds = %1089
  %1095 = and i64 %1090, 4294967288, !dbg !797
  br label %1096, !dbg !797

1096:                                             ; preds = %1096, %1094
  %1097 = phi i64 [ 0, %1094 ], [ %1131, %1096 ]
  %1098 = phi double [ 0.000000e+00, %1094 ], [ %1130, %1096 ]
  %1099 = phi i64 [ 0, %1094 ], [ %1132, %1096 ]
  call void @llvm.dbg.value(metadata i64 %1097, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1098, metadata !606, metadata !DIExpression()), !dbg !793
  %1100 = getelementptr inbounds double, double* %1038, i64 %1097, !dbg !798
  %1101 = load double, double* %1100, align 8, !dbg !798, !tbaa !588
  %1102 = fadd double %1098, %1101, !dbg !799
  call void @llvm.dbg.value(metadata double %1102, metadata !606, metadata !DIExpression()), !dbg !793
  %1103 = or i64 %1097, 1, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1103, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata i64 %1103, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1102, metadata !606, metadata !DIExpression()), !dbg !793
  %1104 = getelementptr inbounds double, double* %1038, i64 %1103, !dbg !798
  %1105 = load double, double* %1104, align 8, !dbg !798, !tbaa !588
  %1106 = fadd double %1102, %1105, !dbg !799
  call void @llvm.dbg.value(metadata double %1106, metadata !606, metadata !DIExpression()), !dbg !793
  %1107 = or i64 %1097, 2, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1107, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata i64 %1107, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1106, metadata !606, metadata !DIExpression()), !dbg !793
  %1108 = getelementptr inbounds double, double* %1038, i64 %1107, !dbg !798
  %1109 = load double, double* %1108, align 8, !dbg !798, !tbaa !588
  %1110 = fadd double %1106, %1109, !dbg !799
  call void @llvm.dbg.value(metadata double %1110, metadata !606, metadata !DIExpression()), !dbg !793
  %1111 = or i64 %1097, 3, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1111, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata i64 %1111, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1110, metadata !606, metadata !DIExpression()), !dbg !793
  %1112 = getelementptr inbounds double, double* %1038, i64 %1111, !dbg !798
  %1113 = load double, double* %1112, align 8, !dbg !798, !tbaa !588
  %1114 = fadd double %1110, %1113, !dbg !799
  call void @llvm.dbg.value(metadata double %1114, metadata !606, metadata !DIExpression()), !dbg !793
  %1115 = or i64 %1097, 4, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1115, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata i64 %1115, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1114, metadata !606, metadata !DIExpression()), !dbg !793
  %1116 = getelementptr inbounds double, double* %1038, i64 %1115, !dbg !798
  %1117 = load double, double* %1116, align 8, !dbg !798, !tbaa !588
  %1118 = fadd double %1114, %1117, !dbg !799
  call void @llvm.dbg.value(metadata double %1118, metadata !606, metadata !DIExpression()), !dbg !793
  %1119 = or i64 %1097, 5, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1119, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata i64 %1119, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1118, metadata !606, metadata !DIExpression()), !dbg !793
  %1120 = getelementptr inbounds double, double* %1038, i64 %1119, !dbg !798
  %1121 = load double, double* %1120, align 8, !dbg !798, !tbaa !588
  %1122 = fadd double %1118, %1121, !dbg !799
  call void @llvm.dbg.value(metadata double %1122, metadata !606, metadata !DIExpression()), !dbg !793
  %1123 = or i64 %1097, 6, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1123, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata i64 %1123, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1122, metadata !606, metadata !DIExpression()), !dbg !793
  %1124 = getelementptr inbounds double, double* %1038, i64 %1123, !dbg !798
  %1125 = load double, double* %1124, align 8, !dbg !798, !tbaa !588
  %1126 = fadd double %1122, %1125, !dbg !799
  call void @llvm.dbg.value(metadata double %1126, metadata !606, metadata !DIExpression()), !dbg !793
  %1127 = or i64 %1097, 7, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1127, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata i64 %1127, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1126, metadata !606, metadata !DIExpression()), !dbg !793
  %1128 = getelementptr inbounds double, double* %1038, i64 %1127, !dbg !798
  %1129 = load double, double* %1128, align 8, !dbg !798, !tbaa !588
  %1130 = fadd double %1126, %1129, !dbg !799
  call void @llvm.dbg.value(metadata double %1130, metadata !606, metadata !DIExpression()), !dbg !793
  %1131 = add nuw nsw i64 %1097, 8, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1131, metadata !607, metadata !DIExpression()), !dbg !795
  %1132 = add i64 %1099, 8, !dbg !797
  %1133 = icmp eq i64 %1132, %1095, !dbg !797
  br i1 %1133, label %1134, label %1096, !dbg !797, !llvm.loop !801

1134:                                             ; preds = %1096, %1089
  %1135 = phi double [ undef, %1089 ], [ %1130, %1096 ]
  %1136 = phi i64 [ 0, %1089 ], [ %1131, %1096 ]
  %1137 = phi double [ 0.000000e+00, %1089 ], [ %1130, %1096 ]
  %1138 = icmp eq i64 %1092, 0, !dbg !797
  br i1 %1138, label %1149, label %1139, !dbg !797

1139:                                             ; preds = %1134, %1139
  %1140 = phi i64 [ %1146, %1139 ], [ %1136, %1134 ]
  %1141 = phi double [ %1145, %1139 ], [ %1137, %1134 ]
  %1142 = phi i64 [ %1147, %1139 ], [ 0, %1134 ]
  call void @llvm.dbg.value(metadata i64 %1140, metadata !607, metadata !DIExpression()), !dbg !795
  call void @llvm.dbg.value(metadata double %1141, metadata !606, metadata !DIExpression()), !dbg !793
  %1143 = getelementptr inbounds double, double* %1038, i64 %1140, !dbg !798
  %1144 = load double, double* %1143, align 8, !dbg !798, !tbaa !588
  %1145 = fadd double %1141, %1144, !dbg !799
  call void @llvm.dbg.value(metadata double %1145, metadata !606, metadata !DIExpression()), !dbg !793
  %1146 = add nuw nsw i64 %1140, 1, !dbg !800
  call void @llvm.dbg.value(metadata i64 %1146, metadata !607, metadata !DIExpression()), !dbg !795
  %1147 = add i64 %1142, 1, !dbg !797
  %1148 = icmp eq i64 %1147, %1092, !dbg !797
  br i1 %1148, label %1149, label %1139, !dbg !797, !llvm.loop !803

1149:                                             ; preds = %1134, %1139, %1086
  %1150 = phi double [ 0.000000e+00, %1086 ], [ %1135, %1134 ], [ %1145, %1139 ], !dbg !793
  call void @llvm.dbg.value(metadata double undef, metadata !499, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !804, metadata !DIExpression()) #7, !dbg !807
  tail call void @_ZdaPv(i8* noundef nonnull %1036) #9, !dbg !809
  call void @llvm.dbg.value(metadata double %194, metadata !560, metadata !DIExpression()), !dbg !563
  %1151 = fadd double %194, %339, !dbg !622
  call void @llvm.dbg.value(metadata double %1151, metadata !560, metadata !DIExpression()), !dbg !563
  %1152 = fadd double %1151, %484, !dbg !622
  call void @llvm.dbg.value(metadata double %632, metadata !560, metadata !DIExpression()), !dbg !630
  %1153 = fadd double %632, %777, !dbg !663
  call void @llvm.dbg.value(metadata double %1153, metadata !560, metadata !DIExpression()), !dbg !630
  %1154 = fadd double %1152, %1153, !dbg !811
  call void @llvm.dbg.value(metadata double %1154, metadata !499, metadata !DIExpression()), !dbg !508
  %1155 = sitofp i32 %45 to double, !dbg !812
  %1156 = fadd double %924, %1155, !dbg !813
  %1157 = fadd double %1154, %1156, !dbg !814
  call void @llvm.dbg.value(metadata double %1157, metadata !499, metadata !DIExpression()), !dbg !508
  %1158 = fadd double %982, %1030, !dbg !815
  %1159 = fadd double %1157, %1158, !dbg !816
  call void @llvm.dbg.value(metadata double %1159, metadata !499, metadata !DIExpression()), !dbg !508
  %1160 = fadd double %1159, %1150, !dbg !817
  call void @llvm.dbg.value(metadata double %1160, metadata !499, metadata !DIExpression()), !dbg !508
  %1161 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %1160), !dbg !818
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !804, metadata !DIExpression()) #7, !dbg !819
  tail call void @_ZdaPv(i8* noundef nonnull %39) #9, !dbg !821
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !804, metadata !DIExpression()) #7, !dbg !822
  tail call void @_ZdaPv(i8* noundef nonnull %36) #9, !dbg !824
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !804, metadata !DIExpression()) #7, !dbg !825
  tail call void @_ZdaPv(i8* noundef nonnull %25) #9, !dbg !827
  ret i32 0, !dbg !828

1162:                                             ; preds = %15
  %1163 = landingpad { i8*, i32 }
          cleanup, !dbg !828
  br label %1170, !dbg !828

1164:                                             ; preds = %37
  %1165 = landingpad { i8*, i32 }
          cleanup, !dbg !828
  br label %1168, !dbg !828

1166:                                             ; preds = %1029
  %1167 = landingpad { i8*, i32 }
          cleanup, !dbg !828
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !804, metadata !DIExpression()) #7, !dbg !829
  tail call void @_ZdaPv(i8* noundef nonnull %39) #9, !dbg !831
  br label %1168, !dbg !828

1168:                                             ; preds = %1166, %1164
  %1169 = phi { i8*, i32 } [ %1167, %1166 ], [ %1165, %1164 ]
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !804, metadata !DIExpression()) #7, !dbg !832
  tail call void @_ZdaPv(i8* noundef nonnull %36) #9, !dbg !834
  br label %1170, !dbg !828

1170:                                             ; preds = %1168, %1162
  %1171 = phi { i8*, i32 } [ %1169, %1168 ], [ %1163, %1162 ]
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !804, metadata !DIExpression()) #7, !dbg !835
  tail call void @_ZdaPv(i8* noundef nonnull %25) #9, !dbg !837
  resume { i8*, i32 } %1171, !dbg !828
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

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { builtin allocsize(0) }
attributes #9 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!475, !476, !477, !478, !479, !480}
!llvm.ident = !{!481}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !43, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "92b0dac175e897ef4706170fa79dec2f")
!2 = !{!3, !4, !7, !10}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Grid", file: !1, line: 8, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, identifier: "_ZTS4Grid")
!11 = !{!12, !13, !14, !17, !21, !24, !27, !32, !36, !39, !42}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !10, file: !1, line: 36, baseType: !3, size: 32)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !10, file: !1, line: 36, baseType: !3, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !10, file: !1, line: 37, baseType: !15, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DISubprogram(name: "Grid", scope: !10, file: !1, line: 10, type: !18, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20, !3, !3}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!21 = !DISubprogram(name: "~Grid", scope: !10, file: !1, line: 13, type: !22, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !20}
!24 = !DISubprogram(name: "fill", linkageName: "_ZN4Grid4fillEd", scope: !10, file: !1, line: 14, type: !25, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !20, !16}
!27 = !DISubprogram(name: "sum", linkageName: "_ZNK4Grid3sumEv", scope: !10, file: !1, line: 19, type: !28, scopeLine: 19, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!28 = !DISubroutineType(types: !29)
!29 = !{!16, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!32 = !DISubprogram(name: "smooth_into", linkageName: "_ZNK4Grid11smooth_intoERS_", scope: !10, file: !1, line: 24, type: !33, scopeLine: 24, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !30, !35}
!35 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!36 = !DISubprogram(name: "get", linkageName: "_ZNK4Grid3getEii", scope: !10, file: !1, line: 31, type: !37, scopeLine: 31, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DISubroutineType(types: !38)
!38 = !{!16, !30, !3, !3}
!39 = !DISubprogram(name: "rows", linkageName: "_ZNK4Grid4rowsEv", scope: !10, file: !1, line: 32, type: !40, scopeLine: 32, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DISubroutineType(types: !41)
!41 = !{!3, !30}
!42 = !DISubprogram(name: "cols", linkageName: "_ZNK4Grid4colsEv", scope: !10, file: !1, line: 33, type: !40, scopeLine: 33, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !{!44, !103, !109, !114, !118, !120, !122, !124, !126, !133, !138, !145, !149, !153, !157, !162, !166, !168, !172, !178, !182, !189, !191, !196, !200, !204, !206, !210, !214, !216, !220, !222, !224, !228, !232, !236, !240, !244, !248, !250, !257, !261, !265, !270, !272, !274, !278, !282, !283, !284, !285, !286, !287, !291, !295, !301, !305, !310, !312, !317, !321, !325, !334, !338, !342, !346, !350, !354, !358, !362, !366, !370, !377, !381, !385, !387, !389, !393, !398, !403, !407, !411, !413, !420, !424, !431, !433, !437, !441, !445, !449, !454, !459, !464, !465, !466, !467, !469, !470, !471, !472, !473, !474}
!44 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !46, file: !102, line: 98)
!45 = !DINamespace(name: "std", scope: null)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !47, line: 7, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !49, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !50, identifier: "_ZTS8_IO_FILE")
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!50 = !{!51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !66, !68, !69, !70, !74, !76, !78, !82, !85, !87, !90, !93, !94, !96, !97, !98}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !48, file: !49, line: 51, baseType: !3, size: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !48, file: !49, line: 54, baseType: !5, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !48, file: !49, line: 55, baseType: !5, size: 64, offset: 128)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !48, file: !49, line: 56, baseType: !5, size: 64, offset: 192)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !48, file: !49, line: 57, baseType: !5, size: 64, offset: 256)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !48, file: !49, line: 58, baseType: !5, size: 64, offset: 320)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !48, file: !49, line: 59, baseType: !5, size: 64, offset: 384)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !48, file: !49, line: 60, baseType: !5, size: 64, offset: 448)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !48, file: !49, line: 61, baseType: !5, size: 64, offset: 512)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !48, file: !49, line: 64, baseType: !5, size: 64, offset: 576)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !48, file: !49, line: 65, baseType: !5, size: 64, offset: 640)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !48, file: !49, line: 66, baseType: !5, size: 64, offset: 704)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !48, file: !49, line: 68, baseType: !64, size: 64, offset: 768)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !49, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !48, file: !49, line: 70, baseType: !67, size: 64, offset: 832)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !48, file: !49, line: 72, baseType: !3, size: 32, offset: 896)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !48, file: !49, line: 73, baseType: !3, size: 32, offset: 928)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !48, file: !49, line: 74, baseType: !71, size: 64, offset: 960)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !72, line: 152, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!73 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !48, file: !49, line: 77, baseType: !75, size: 16, offset: 1024)
!75 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !48, file: !49, line: 78, baseType: !77, size: 8, offset: 1040)
!77 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !48, file: !49, line: 79, baseType: !79, size: 8, offset: 1048)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 1)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !48, file: !49, line: 81, baseType: !83, size: 64, offset: 1088)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !49, line: 43, baseType: null)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !48, file: !49, line: 89, baseType: !86, size: 64, offset: 1152)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !72, line: 153, baseType: !73)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !48, file: !49, line: 91, baseType: !88, size: 64, offset: 1216)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !49, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !48, file: !49, line: 92, baseType: !91, size: 64, offset: 1280)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !49, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!93 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !48, file: !49, line: 93, baseType: !67, size: 64, offset: 1344)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !48, file: !49, line: 94, baseType: !95, size: 64, offset: 1408)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !48, file: !49, line: 95, baseType: !7, size: 64, offset: 1472)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !48, file: !49, line: 96, baseType: !3, size: 32, offset: 1536)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !48, file: !49, line: 98, baseType: !99, size: 160, offset: 1568)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 20)
!102 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !104, file: !102, line: 99)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !105, line: 84, baseType: !106)
!105 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !107, line: 14, baseType: !108)
!107 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !107, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !110, file: !102, line: 101)
!110 = !DISubprogram(name: "clearerr", scope: !105, file: !105, line: 786, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !115, file: !102, line: 102)
!115 = !DISubprogram(name: "fclose", scope: !105, file: !105, line: 178, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!3, !113}
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !119, file: !102, line: 103)
!119 = !DISubprogram(name: "feof", scope: !105, file: !105, line: 788, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !121, file: !102, line: 104)
!121 = !DISubprogram(name: "ferror", scope: !105, file: !105, line: 790, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !123, file: !102, line: 105)
!123 = !DISubprogram(name: "fflush", scope: !105, file: !105, line: 230, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !125, file: !102, line: 106)
!125 = !DISubprogram(name: "fgetc", scope: !105, file: !105, line: 513, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !127, file: !102, line: 107)
!127 = !DISubprogram(name: "fgetpos", scope: !105, file: !105, line: 760, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!3, !130, !131}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !134, file: !102, line: 108)
!134 = !DISubprogram(name: "fgets", scope: !105, file: !105, line: 592, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!5, !137, !3, !130}
!137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !139, file: !102, line: 109)
!139 = !DISubprogram(name: "fopen", scope: !105, file: !105, line: 258, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!113, !142, !142}
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !146, file: !102, line: 110)
!146 = !DISubprogram(name: "fprintf", scope: !105, file: !105, line: 350, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!3, !130, !142, null}
!149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !150, file: !102, line: 111)
!150 = !DISubprogram(name: "fputc", scope: !105, file: !105, line: 549, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!3, !3, !113}
!153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !154, file: !102, line: 112)
!154 = !DISubprogram(name: "fputs", scope: !105, file: !105, line: 655, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{!3, !142, !130}
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !158, file: !102, line: 113)
!158 = !DISubprogram(name: "fread", scope: !105, file: !105, line: 675, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!7, !161, !7, !7, !130}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !163, file: !102, line: 114)
!163 = !DISubprogram(name: "freopen", scope: !105, file: !105, line: 265, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!113, !142, !142, !130}
!166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !167, file: !102, line: 115)
!167 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !105, file: !105, line: 434, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !169, file: !102, line: 116)
!169 = !DISubprogram(name: "fseek", scope: !105, file: !105, line: 713, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!3, !113, !73, !3}
!172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !173, file: !102, line: 117)
!173 = !DISubprogram(name: "fsetpos", scope: !105, file: !105, line: 765, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!3, !113, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !179, file: !102, line: 118)
!179 = !DISubprogram(name: "ftell", scope: !105, file: !105, line: 718, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!73, !113}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !183, file: !102, line: 119)
!183 = !DISubprogram(name: "fwrite", scope: !105, file: !105, line: 681, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!7, !186, !7, !7, !130}
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !190, file: !102, line: 120)
!190 = !DISubprogram(name: "getc", scope: !105, file: !105, line: 514, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !192, file: !102, line: 121)
!192 = !DISubprogram(name: "getchar", scope: !193, file: !193, line: 47, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!194 = !DISubroutineType(types: !195)
!195 = !{!3}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !197, file: !102, line: 126)
!197 = !DISubprogram(name: "perror", scope: !105, file: !105, line: 804, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !143}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !201, file: !102, line: 127)
!201 = !DISubprogram(name: "printf", scope: !105, file: !105, line: 356, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!3, !142, null}
!204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !205, file: !102, line: 128)
!205 = !DISubprogram(name: "putc", scope: !105, file: !105, line: 550, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !207, file: !102, line: 129)
!207 = !DISubprogram(name: "putchar", scope: !193, file: !193, line: 82, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!3, !3}
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !211, file: !102, line: 130)
!211 = !DISubprogram(name: "puts", scope: !105, file: !105, line: 661, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{!3, !143}
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !215, file: !102, line: 131)
!215 = !DISubprogram(name: "remove", scope: !105, file: !105, line: 152, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !217, file: !102, line: 132)
!217 = !DISubprogram(name: "rename", scope: !105, file: !105, line: 154, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{!3, !143, !143}
!220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !221, file: !102, line: 133)
!221 = !DISubprogram(name: "rewind", scope: !105, file: !105, line: 723, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !223, file: !102, line: 134)
!223 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !105, file: !105, line: 437, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !225, file: !102, line: 135)
!225 = !DISubprogram(name: "setbuf", scope: !105, file: !105, line: 328, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !130, !137}
!228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !229, file: !102, line: 136)
!229 = !DISubprogram(name: "setvbuf", scope: !105, file: !105, line: 332, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubroutineType(types: !231)
!231 = !{!3, !130, !137, !3, !7}
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !233, file: !102, line: 137)
!233 = !DISubprogram(name: "sprintf", scope: !105, file: !105, line: 358, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{!3, !137, !142, null}
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !237, file: !102, line: 138)
!237 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !105, file: !105, line: 439, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!3, !142, !142, null}
!240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !241, file: !102, line: 139)
!241 = !DISubprogram(name: "tmpfile", scope: !105, file: !105, line: 188, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!113}
!244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !245, file: !102, line: 141)
!245 = !DISubprogram(name: "tmpnam", scope: !105, file: !105, line: 205, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!5, !5}
!248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !249, file: !102, line: 143)
!249 = !DISubprogram(name: "ungetc", scope: !105, file: !105, line: 668, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !251, file: !102, line: 144)
!251 = !DISubprogram(name: "vfprintf", scope: !105, file: !105, line: 365, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!3, !130, !142, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !256, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!256 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata")
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !258, file: !102, line: 145)
!258 = !DISubprogram(name: "vprintf", scope: !193, file: !193, line: 39, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{!3, !142, !254}
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !262, file: !102, line: 146)
!262 = !DISubprogram(name: "vsprintf", scope: !105, file: !105, line: 373, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!3, !137, !142, !254}
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !267, file: !102, line: 175)
!266 = !DINamespace(name: "__gnu_cxx", scope: null)
!267 = !DISubprogram(name: "snprintf", scope: !105, file: !105, line: 378, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{!3, !137, !7, !142, null}
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !271, file: !102, line: 176)
!271 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !105, file: !105, line: 479, type: !252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !273, file: !102, line: 177)
!273 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !105, file: !105, line: 484, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !275, file: !102, line: 178)
!275 = !DISubprogram(name: "vsnprintf", scope: !105, file: !105, line: 382, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!3, !137, !7, !142, !254}
!278 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !279, file: !102, line: 179)
!279 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !105, file: !105, line: 487, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!3, !142, !142, !254}
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !267, file: !102, line: 185)
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !271, file: !102, line: 186)
!284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !273, file: !102, line: 187)
!285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !275, file: !102, line: 188)
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !279, file: !102, line: 189)
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !288, file: !290, line: 52)
!288 = !DISubprogram(name: "abs", scope: !289, file: !289, line: 861, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!290 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !292, file: !294, line: 127)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !289, line: 63, baseType: !293)
!293 = !DICompositeType(tag: DW_TAG_structure_type, file: !289, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!294 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !296, file: !294, line: 128)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !289, line: 71, baseType: !297)
!297 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !289, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !298, identifier: "_ZTS6ldiv_t")
!298 = !{!299, !300}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !297, file: !289, line: 69, baseType: !73, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !297, file: !289, line: 70, baseType: !73, size: 64, offset: 64)
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !302, file: !294, line: 130)
!302 = !DISubprogram(name: "abort", scope: !289, file: !289, line: 611, type: !303, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{null}
!305 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !306, file: !294, line: 134)
!306 = !DISubprogram(name: "atexit", scope: !289, file: !289, line: 615, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DISubroutineType(types: !308)
!308 = !{!3, !309}
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !311, file: !294, line: 137)
!311 = !DISubprogram(name: "at_quick_exit", scope: !289, file: !289, line: 620, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !313, file: !294, line: 140)
!313 = !DISubprogram(name: "atof", scope: !314, file: !314, line: 25, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!315 = !DISubroutineType(types: !316)
!316 = !{!16, !143}
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !318, file: !294, line: 141)
!318 = distinct !DISubprogram(name: "atoi", scope: !289, file: !289, line: 362, type: !212, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !319)
!319 = !{!320}
!320 = !DILocalVariable(name: "__nptr", arg: 1, scope: !318, file: !289, line: 362, type: !143)
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !322, file: !294, line: 142)
!322 = !DISubprogram(name: "atol", scope: !289, file: !289, line: 367, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{!73, !143}
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !326, file: !294, line: 143)
!326 = !DISubprogram(name: "bsearch", scope: !327, file: !327, line: 20, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!328 = !DISubroutineType(types: !329)
!329 = !{!95, !187, !187, !7, !7, !330}
!330 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !289, line: 829, baseType: !331)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DISubroutineType(types: !333)
!333 = !{!3, !187, !187}
!334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !335, file: !294, line: 144)
!335 = !DISubprogram(name: "calloc", scope: !289, file: !289, line: 556, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{!95, !7, !7}
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !339, file: !294, line: 145)
!339 = !DISubprogram(name: "div", scope: !289, file: !289, line: 873, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!292, !3, !3}
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !343, file: !294, line: 146)
!343 = !DISubprogram(name: "exit", scope: !289, file: !289, line: 637, type: !344, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{null, !3}
!346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !347, file: !294, line: 147)
!347 = !DISubprogram(name: "free", scope: !289, file: !289, line: 568, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !95}
!350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !351, file: !294, line: 148)
!351 = !DISubprogram(name: "getenv", scope: !289, file: !289, line: 654, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DISubroutineType(types: !353)
!353 = !{!5, !143}
!354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !355, file: !294, line: 149)
!355 = !DISubprogram(name: "labs", scope: !289, file: !289, line: 862, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!73, !73}
!358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !359, file: !294, line: 150)
!359 = !DISubprogram(name: "ldiv", scope: !289, file: !289, line: 875, type: !360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{!296, !73, !73}
!362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !363, file: !294, line: 151)
!363 = !DISubprogram(name: "malloc", scope: !289, file: !289, line: 553, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!95, !7}
!366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !367, file: !294, line: 153)
!367 = !DISubprogram(name: "mblen", scope: !289, file: !289, line: 943, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!3, !143, !7}
!370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !371, file: !294, line: 154)
!371 = !DISubprogram(name: "mbstowcs", scope: !289, file: !289, line: 954, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!7, !374, !142, !7}
!374 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !375)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !378, file: !294, line: 155)
!378 = !DISubprogram(name: "mbtowc", scope: !289, file: !289, line: 946, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{!3, !374, !142, !7}
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !382, file: !294, line: 157)
!382 = !DISubprogram(name: "qsort", scope: !289, file: !289, line: 851, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{null, !95, !7, !7, !330}
!385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !386, file: !294, line: 160)
!386 = !DISubprogram(name: "quick_exit", scope: !289, file: !289, line: 643, type: !344, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !388, file: !294, line: 163)
!388 = !DISubprogram(name: "rand", scope: !289, file: !289, line: 454, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !390, file: !294, line: 164)
!390 = !DISubprogram(name: "realloc", scope: !289, file: !289, line: 564, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!95, !95, !7}
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !394, file: !294, line: 165)
!394 = !DISubprogram(name: "srand", scope: !289, file: !289, line: 456, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !397}
!397 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !399, file: !294, line: 166)
!399 = !DISubprogram(name: "strtod", scope: !289, file: !289, line: 118, type: !400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!16, !142, !402}
!402 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !404, file: !294, line: 167)
!404 = !DISubprogram(name: "strtol", scope: !289, file: !289, line: 177, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!73, !142, !402, !3}
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !408, file: !294, line: 168)
!408 = !DISubprogram(name: "strtoul", scope: !289, file: !289, line: 181, type: !409, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubroutineType(types: !410)
!410 = !{!9, !142, !402, !3}
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !412, file: !294, line: 169)
!412 = !DISubprogram(name: "system", scope: !289, file: !289, line: 804, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !414, file: !294, line: 171)
!414 = !DISubprogram(name: "wcstombs", scope: !289, file: !289, line: 958, type: !415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{!7, !137, !417, !7}
!417 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !418)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !419, size: 64)
!419 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !376)
!420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !421, file: !294, line: 172)
!421 = !DISubprogram(name: "wctomb", scope: !289, file: !289, line: 950, type: !422, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubroutineType(types: !423)
!423 = !{!3, !5, !376}
!424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !425, file: !294, line: 200)
!425 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !289, line: 81, baseType: !426)
!426 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !289, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !427, identifier: "_ZTS7lldiv_t")
!427 = !{!428, !430}
!428 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !426, file: !289, line: 79, baseType: !429, size: 64)
!429 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !426, file: !289, line: 80, baseType: !429, size: 64, offset: 64)
!431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !432, file: !294, line: 206)
!432 = !DISubprogram(name: "_Exit", scope: !289, file: !289, line: 649, type: !344, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !434, file: !294, line: 210)
!434 = !DISubprogram(name: "llabs", scope: !289, file: !289, line: 865, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!429, !429}
!437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !438, file: !294, line: 216)
!438 = !DISubprogram(name: "lldiv", scope: !289, file: !289, line: 879, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!425, !429, !429}
!441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !442, file: !294, line: 227)
!442 = !DISubprogram(name: "atoll", scope: !289, file: !289, line: 374, type: !443, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!429, !143}
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !446, file: !294, line: 228)
!446 = !DISubprogram(name: "strtoll", scope: !289, file: !289, line: 201, type: !447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubroutineType(types: !448)
!448 = !{!429, !142, !402, !3}
!449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !450, file: !294, line: 229)
!450 = !DISubprogram(name: "strtoull", scope: !289, file: !289, line: 206, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!453, !142, !402, !3}
!453 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !455, file: !294, line: 231)
!455 = !DISubprogram(name: "strtof", scope: !289, file: !289, line: 124, type: !456, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubroutineType(types: !457)
!457 = !{!458, !142, !402}
!458 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !266, entity: !460, file: !294, line: 232)
!460 = !DISubprogram(name: "strtold", scope: !289, file: !289, line: 127, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{!463, !142, !402}
!463 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !425, file: !294, line: 240)
!465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !432, file: !294, line: 242)
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !434, file: !294, line: 244)
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !468, file: !294, line: 245)
!468 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !266, file: !294, line: 213, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !438, file: !294, line: 246)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !442, file: !294, line: 248)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !455, file: !294, line: 249)
!472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !446, file: !294, line: 250)
!473 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !450, file: !294, line: 251)
!474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !45, entity: !460, file: !294, line: 252)
!475 = !{i32 7, !"Dwarf Version", i32 5}
!476 = !{i32 2, !"Debug Info Version", i32 3}
!477 = !{i32 1, !"wchar_size", i32 4}
!478 = !{i32 7, !"PIC Level", i32 2}
!479 = !{i32 7, !"PIE Level", i32 2}
!480 = !{i32 7, !"uwtable", i32 1}
!481 = !{!"Debian clang version 14.0.6"}
!482 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 60, type: !483, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !485)
!483 = !DISubroutineType(types: !484)
!484 = !{!3, !3, !4}
!485 = !{!486, !487, !488, !489, !490, !491, !492, !493, !498, !499, !500, !505, !506}
!486 = !DILocalVariable(name: "argc", arg: 1, scope: !482, file: !1, line: 60, type: !3)
!487 = !DILocalVariable(name: "argv", arg: 2, scope: !482, file: !1, line: 60, type: !4)
!488 = !DILocalVariable(name: "n", scope: !482, file: !1, line: 61, type: !3)
!489 = !DILocalVariable(name: "m", scope: !482, file: !1, line: 62, type: !3)
!490 = !DILocalVariable(name: "a", scope: !482, file: !1, line: 63, type: !10)
!491 = !DILocalVariable(name: "b", scope: !482, file: !1, line: 63, type: !10)
!492 = !DILocalVariable(name: "c", scope: !482, file: !1, line: 63, type: !10)
!493 = !DILocalVariable(name: "p1", scope: !482, file: !1, line: 64, type: !494)
!494 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Params", file: !1, line: 40, size: 64, flags: DIFlagTypePassByValue, elements: !495, identifier: "_ZTS6Params")
!495 = !{!496, !497}
!496 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !494, file: !1, line: 40, baseType: !3, size: 32)
!497 = !DIDerivedType(tag: DW_TAG_member, name: "stride", scope: !494, file: !1, line: 40, baseType: !3, size: 32, offset: 32)
!498 = !DILocalVariable(name: "p2", scope: !482, file: !1, line: 64, type: !494)
!499 = !DILocalVariable(name: "s", scope: !482, file: !1, line: 65, type: !16)
!500 = !DILocalVariable(name: "da", scope: !482, file: !1, line: 68, type: !501)
!501 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Dims", file: !1, line: 41, size: 64, flags: DIFlagTypePassByValue, elements: !502, identifier: "_ZTS4Dims")
!502 = !{!503, !504}
!503 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !501, file: !1, line: 41, baseType: !3, size: 32)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !501, file: !1, line: 41, baseType: !3, size: 32, offset: 32)
!505 = !DILocalVariable(name: "dc", scope: !482, file: !1, line: 68, type: !501)
!506 = !DILocalVariable(name: "h", scope: !482, file: !1, line: 70, type: !507)
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!508 = !DILocation(line: 0, scope: !482)
!509 = !DILocation(line: 61, column: 16, scope: !482)
!510 = !DILocation(line: 61, column: 11, scope: !482)
!511 = !DILocation(line: 61, column: 32, scope: !482)
!512 = !{!513, !513, i64 0}
!513 = !{!"any pointer", !514, i64 0}
!514 = !{!"omnipotent char", !515, i64 0}
!515 = !{!"Simple C++ TBAA"}
!516 = !DILocation(line: 0, scope: !318, inlinedAt: !517)
!517 = distinct !DILocation(line: 61, column: 22, scope: !482)
!518 = !DILocation(line: 364, column: 16, scope: !318, inlinedAt: !517)
!519 = !DILocation(line: 62, column: 16, scope: !482)
!520 = !DILocation(line: 62, column: 11, scope: !482)
!521 = !DILocation(line: 62, column: 32, scope: !482)
!522 = !DILocation(line: 0, scope: !318, inlinedAt: !523)
!523 = distinct !DILocation(line: 62, column: 22, scope: !482)
!524 = !DILocation(line: 364, column: 16, scope: !318, inlinedAt: !523)
!525 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!526 = distinct !DISubprogram(name: "Grid", linkageName: "_ZN4GridC2Eii", scope: !10, file: !1, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !17, retainedNodes: !527)
!527 = !{!525, !528, !529}
!528 = !DILocalVariable(name: "rows", arg: 2, scope: !526, file: !1, line: 10, type: !3)
!529 = !DILocalVariable(name: "cols", arg: 3, scope: !526, file: !1, line: 10, type: !3)
!530 = !DILocation(line: 0, scope: !526, inlinedAt: !531)
!531 = distinct !DILocation(line: 63, column: 8, scope: !482)
!532 = !DILocation(line: 11, column: 32, scope: !533, inlinedAt: !531)
!533 = distinct !DILexicalBlock(scope: !526, file: !1, line: 10, column: 55)
!534 = !DILocation(line: 11, column: 39, scope: !533, inlinedAt: !531)
!535 = !DILocation(line: 11, column: 37, scope: !533, inlinedAt: !531)
!536 = !DILocation(line: 11, column: 13, scope: !533, inlinedAt: !531)
!537 = !DILocation(line: 11, column: 11, scope: !533, inlinedAt: !531)
!538 = !DILocation(line: 63, column: 21, scope: !482)
!539 = !DILocation(line: 63, column: 28, scope: !482)
!540 = !DILocation(line: 0, scope: !526, inlinedAt: !541)
!541 = distinct !DILocation(line: 63, column: 17, scope: !482)
!542 = !DILocation(line: 11, column: 32, scope: !533, inlinedAt: !541)
!543 = !DILocation(line: 11, column: 39, scope: !533, inlinedAt: !541)
!544 = !DILocation(line: 11, column: 37, scope: !533, inlinedAt: !541)
!545 = !DILocation(line: 11, column: 13, scope: !533, inlinedAt: !541)
!546 = !DILocation(line: 11, column: 11, scope: !533, inlinedAt: !541)
!547 = !DILocation(line: 0, scope: !526, inlinedAt: !548)
!548 = distinct !DILocation(line: 63, column: 34, scope: !482)
!549 = !DILocation(line: 11, column: 13, scope: !533, inlinedAt: !548)
!550 = !DILocation(line: 64, column: 10, scope: !482)
!551 = !DILocation(line: 64, column: 23, scope: !482)
!552 = !DILocalVariable(name: "g", arg: 1, scope: !553, file: !1, line: 51, type: !35)
!553 = distinct !DISubprogram(name: "sweep", linkageName: "_ZL5sweepR4GridRK6Params", scope: !1, file: !1, line: 51, type: !554, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !558)
!554 = !DISubroutineType(types: !555)
!555 = !{!16, !35, !556}
!556 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !557, size: 64)
!557 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !494)
!558 = !{!552, !559, !560, !561}
!559 = !DILocalVariable(name: "p", arg: 2, scope: !553, file: !1, line: 51, type: !556)
!560 = !DILocalVariable(name: "s", scope: !553, file: !1, line: 52, type: !16)
!561 = !DILocalVariable(name: "t", scope: !562, file: !1, line: 53, type: !3)
!562 = distinct !DILexicalBlock(scope: !553, file: !1, line: 53, column: 3)
!563 = !DILocation(line: 0, scope: !553, inlinedAt: !564)
!564 = distinct !DILocation(line: 65, column: 14, scope: !482)
!565 = !DILocation(line: 0, scope: !562, inlinedAt: !564)
!566 = !DILocalVariable(name: "this", arg: 1, scope: !567, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!567 = distinct !DISubprogram(name: "fill", linkageName: "_ZN4Grid4fillEd", scope: !10, file: !1, line: 14, type: !25, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !24, retainedNodes: !568)
!568 = !{!566, !569, !570, !572}
!569 = !DILocalVariable(name: "v", arg: 2, scope: !567, file: !1, line: 14, type: !16)
!570 = !DILocalVariable(name: "i", scope: !571, file: !1, line: 15, type: !3)
!571 = distinct !DILexicalBlock(scope: !567, file: !1, line: 15, column: 5)
!572 = !DILocalVariable(name: "j", scope: !573, file: !1, line: 16, type: !3)
!573 = distinct !DILexicalBlock(scope: !574, file: !1, line: 16, column: 7)
!574 = distinct !DILexicalBlock(scope: !571, file: !1, line: 15, column: 5)
!575 = !DILocation(line: 0, scope: !567, inlinedAt: !576)
!576 = distinct !DILocation(line: 54, column: 7, scope: !577, inlinedAt: !564)
!577 = distinct !DILexicalBlock(scope: !578, file: !1, line: 53, column: 37)
!578 = distinct !DILexicalBlock(scope: !562, file: !1, line: 53, column: 3)
!579 = !DILocation(line: 0, scope: !571, inlinedAt: !576)
!580 = !DILocation(line: 15, column: 5, scope: !571, inlinedAt: !576)
!581 = !DILocation(line: 0, scope: !573, inlinedAt: !576)
!582 = !DILocation(line: 16, column: 7, scope: !573, inlinedAt: !576)
!583 = !DILocation(line: 16, column: 35, scope: !584, inlinedAt: !576)
!584 = distinct !DILexicalBlock(scope: !573, file: !1, line: 16, column: 7)
!585 = !DILocation(line: 17, column: 40, scope: !584, inlinedAt: !576)
!586 = !DILocation(line: 17, column: 38, scope: !584, inlinedAt: !576)
!587 = !DILocation(line: 17, column: 30, scope: !584, inlinedAt: !576)
!588 = !{!589, !589, i64 0}
!589 = !{!"double", !514, i64 0}
!590 = distinct !{!590, !582, !591, !592, !593}
!591 = !DILocation(line: 17, column: 40, scope: !573, inlinedAt: !576)
!592 = !{!"llvm.loop.mustprogress"}
!593 = !{!"llvm.loop.isvectorized", i32 1}
!594 = !DILocation(line: 15, column: 33, scope: !574, inlinedAt: !576)
!595 = !DILocation(line: 15, column: 23, scope: !574, inlinedAt: !576)
!596 = distinct !{!596, !580, !597, !592}
!597 = !DILocation(line: 17, column: 40, scope: !571, inlinedAt: !576)
!598 = !DILocation(line: 17, column: 25, scope: !584, inlinedAt: !576)
!599 = !DILocation(line: 17, column: 9, scope: !584, inlinedAt: !576)
!600 = !DILocation(line: 16, column: 25, scope: !584, inlinedAt: !576)
!601 = distinct !{!601, !582, !591, !592, !602, !593}
!602 = !{!"llvm.loop.unroll.runtime.disable"}
!603 = !DILocalVariable(name: "this", arg: 1, scope: !604, type: !609, flags: DIFlagArtificial | DIFlagObjectPointer)
!604 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK4Grid3sumEv", scope: !10, file: !1, line: 19, type: !28, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !27, retainedNodes: !605)
!605 = !{!603, !606, !607}
!606 = !DILocalVariable(name: "s", scope: !604, file: !1, line: 20, type: !16)
!607 = !DILocalVariable(name: "i", scope: !608, file: !1, line: 21, type: !3)
!608 = distinct !DILexicalBlock(scope: !604, file: !1, line: 21, column: 5)
!609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!610 = !DILocation(line: 0, scope: !604, inlinedAt: !611)
!611 = distinct !DILocation(line: 55, column: 12, scope: !577, inlinedAt: !564)
!612 = !DILocation(line: 0, scope: !608, inlinedAt: !611)
!613 = !DILocation(line: 21, column: 5, scope: !608, inlinedAt: !611)
!614 = !DILocation(line: 21, column: 50, scope: !615, inlinedAt: !611)
!615 = distinct !DILexicalBlock(scope: !608, file: !1, line: 21, column: 5)
!616 = !DILocation(line: 21, column: 47, scope: !615, inlinedAt: !611)
!617 = !DILocation(line: 21, column: 41, scope: !615, inlinedAt: !611)
!618 = distinct !{!618, !613, !619, !592}
!619 = !DILocation(line: 21, column: 57, scope: !608, inlinedAt: !611)
!620 = distinct !{!620, !621}
!621 = !{!"llvm.loop.unroll.disable"}
!622 = !DILocation(line: 55, column: 7, scope: !577, inlinedAt: !564)
!623 = distinct !{!623, !582, !591, !592, !593}
!624 = distinct !{!624, !582, !591, !592, !602, !593}
!625 = distinct !{!625, !621}
!626 = distinct !{!626, !582, !591, !592, !593}
!627 = distinct !{!627, !582, !591, !592, !602, !593}
!628 = distinct !{!628, !621}
!629 = !DILocation(line: 11, column: 11, scope: !533, inlinedAt: !548)
!630 = !DILocation(line: 0, scope: !553, inlinedAt: !631)
!631 = distinct !DILocation(line: 65, column: 29, scope: !482)
!632 = !DILocation(line: 0, scope: !562, inlinedAt: !631)
!633 = !DILocation(line: 0, scope: !567, inlinedAt: !634)
!634 = distinct !DILocation(line: 54, column: 7, scope: !577, inlinedAt: !631)
!635 = !DILocation(line: 0, scope: !571, inlinedAt: !634)
!636 = !DILocation(line: 15, column: 5, scope: !571, inlinedAt: !634)
!637 = !DILocation(line: 0, scope: !573, inlinedAt: !634)
!638 = !DILocation(line: 16, column: 7, scope: !573, inlinedAt: !634)
!639 = !DILocation(line: 16, column: 35, scope: !584, inlinedAt: !634)
!640 = !DILocation(line: 17, column: 40, scope: !584, inlinedAt: !634)
!641 = !DILocation(line: 17, column: 38, scope: !584, inlinedAt: !634)
!642 = !DILocation(line: 17, column: 30, scope: !584, inlinedAt: !634)
!643 = distinct !{!643, !638, !644, !592, !593}
!644 = !DILocation(line: 17, column: 40, scope: !573, inlinedAt: !634)
!645 = !DILocation(line: 15, column: 33, scope: !574, inlinedAt: !634)
!646 = !DILocation(line: 15, column: 23, scope: !574, inlinedAt: !634)
!647 = distinct !{!647, !636, !648, !592}
!648 = !DILocation(line: 17, column: 40, scope: !571, inlinedAt: !634)
!649 = !DILocation(line: 17, column: 25, scope: !584, inlinedAt: !634)
!650 = !DILocation(line: 17, column: 9, scope: !584, inlinedAt: !634)
!651 = !DILocation(line: 16, column: 25, scope: !584, inlinedAt: !634)
!652 = distinct !{!652, !638, !644, !592, !602, !593}
!653 = !DILocation(line: 0, scope: !604, inlinedAt: !654)
!654 = distinct !DILocation(line: 55, column: 12, scope: !577, inlinedAt: !631)
!655 = !DILocation(line: 0, scope: !608, inlinedAt: !654)
!656 = !DILocation(line: 21, column: 5, scope: !608, inlinedAt: !654)
!657 = !DILocation(line: 21, column: 50, scope: !615, inlinedAt: !654)
!658 = !DILocation(line: 21, column: 47, scope: !615, inlinedAt: !654)
!659 = !DILocation(line: 21, column: 41, scope: !615, inlinedAt: !654)
!660 = distinct !{!660, !656, !661, !592}
!661 = !DILocation(line: 21, column: 57, scope: !608, inlinedAt: !654)
!662 = distinct !{!662, !621}
!663 = !DILocation(line: 55, column: 7, scope: !577, inlinedAt: !631)
!664 = distinct !{!664, !638, !644, !592, !593}
!665 = distinct !{!665, !638, !644, !592, !602, !593}
!666 = distinct !{!666, !621}
!667 = !DILocalVariable(name: "this", arg: 1, scope: !668, type: !609, flags: DIFlagArtificial | DIFlagObjectPointer)
!668 = distinct !DISubprogram(name: "smooth_into", linkageName: "_ZNK4Grid11smooth_intoERS_", scope: !10, file: !1, line: 24, type: !33, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !32, retainedNodes: !669)
!669 = !{!667, !670, !671, !673}
!670 = !DILocalVariable(name: "out", arg: 2, scope: !668, file: !1, line: 24, type: !35)
!671 = !DILocalVariable(name: "i", scope: !672, file: !1, line: 25, type: !3)
!672 = distinct !DILexicalBlock(scope: !668, file: !1, line: 25, column: 5)
!673 = !DILocalVariable(name: "j", scope: !674, file: !1, line: 26, type: !3)
!674 = distinct !DILexicalBlock(scope: !675, file: !1, line: 26, column: 7)
!675 = distinct !DILexicalBlock(scope: !672, file: !1, line: 25, column: 5)
!676 = !DILocation(line: 0, scope: !668, inlinedAt: !677)
!677 = distinct !DILocation(line: 66, column: 5, scope: !482)
!678 = !DILocation(line: 0, scope: !672, inlinedAt: !677)
!679 = !DILocation(line: 25, column: 23, scope: !675, inlinedAt: !677)
!680 = !DILocation(line: 25, column: 5, scope: !672, inlinedAt: !677)
!681 = !DILocation(line: 0, scope: !674, inlinedAt: !677)
!682 = !DILocation(line: 26, column: 7, scope: !674, inlinedAt: !677)
!683 = !DILocation(line: 25, column: 37, scope: !675, inlinedAt: !677)
!684 = !DILocation(line: 28, column: 36, scope: !685, inlinedAt: !677)
!685 = distinct !DILexicalBlock(scope: !674, file: !1, line: 26, column: 7)
!686 = !DILocation(line: 28, column: 14, scope: !685, inlinedAt: !677)
!687 = !DILocation(line: 28, column: 65, scope: !685, inlinedAt: !677)
!688 = !DILocation(line: 28, column: 43, scope: !685, inlinedAt: !677)
!689 = !DILocation(line: 28, column: 41, scope: !685, inlinedAt: !677)
!690 = !DILocation(line: 29, column: 30, scope: !685, inlinedAt: !677)
!691 = !DILocation(line: 29, column: 34, scope: !685, inlinedAt: !677)
!692 = !DILocation(line: 29, column: 14, scope: !685, inlinedAt: !677)
!693 = !DILocation(line: 28, column: 70, scope: !685, inlinedAt: !677)
!694 = !DILocation(line: 29, column: 61, scope: !685, inlinedAt: !677)
!695 = !DILocation(line: 29, column: 41, scope: !685, inlinedAt: !677)
!696 = !DILocation(line: 29, column: 39, scope: !685, inlinedAt: !677)
!697 = !DILocation(line: 29, column: 67, scope: !685, inlinedAt: !677)
!698 = !DILocation(line: 27, column: 39, scope: !685, inlinedAt: !677)
!699 = !DILocation(line: 27, column: 9, scope: !685, inlinedAt: !677)
!700 = !DILocation(line: 27, column: 50, scope: !685, inlinedAt: !677)
!701 = distinct !{!701, !682, !702, !592, !593}
!702 = !DILocation(line: 29, column: 69, scope: !674, inlinedAt: !677)
!703 = distinct !{!703, !680, !704, !592}
!704 = !DILocation(line: 29, column: 69, scope: !672, inlinedAt: !677)
!705 = !DILocation(line: 26, column: 39, scope: !685, inlinedAt: !677)
!706 = !DILocation(line: 26, column: 25, scope: !685, inlinedAt: !677)
!707 = distinct !{!707, !682, !702, !592, !602, !593}
!708 = !DILocation(line: 0, scope: !604, inlinedAt: !709)
!709 = distinct !DILocation(line: 67, column: 10, scope: !482)
!710 = !DILocation(line: 0, scope: !608, inlinedAt: !709)
!711 = !DILocation(line: 21, column: 23, scope: !615, inlinedAt: !709)
!712 = !DILocation(line: 21, column: 5, scope: !608, inlinedAt: !709)
!713 = !DILocation(line: 21, column: 50, scope: !615, inlinedAt: !709)
!714 = !DILocation(line: 21, column: 47, scope: !615, inlinedAt: !709)
!715 = !DILocation(line: 21, column: 41, scope: !615, inlinedAt: !709)
!716 = distinct !{!716, !712, !717, !592}
!717 = !DILocation(line: 21, column: 57, scope: !608, inlinedAt: !709)
!718 = distinct !{!718, !621}
!719 = !DILocalVariable(name: "d", arg: 2, scope: !720, file: !1, line: 44, type: !501)
!720 = distinct !DISubprogram(name: "corner", linkageName: "_ZL6cornerRK4Grid4Dims", scope: !1, file: !1, line: 44, type: !721, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !724)
!721 = !DISubroutineType(types: !722)
!722 = !{!16, !723, !501}
!723 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!724 = !{!725, !719, !726, !727, !729}
!725 = !DILocalVariable(name: "g", arg: 1, scope: !720, file: !1, line: 44, type: !723)
!726 = !DILocalVariable(name: "s", scope: !720, file: !1, line: 45, type: !16)
!727 = !DILocalVariable(name: "i", scope: !728, file: !1, line: 46, type: !3)
!728 = distinct !DILexicalBlock(scope: !720, file: !1, line: 46, column: 3)
!729 = !DILocalVariable(name: "j", scope: !730, file: !1, line: 47, type: !3)
!730 = distinct !DILexicalBlock(scope: !731, file: !1, line: 47, column: 5)
!731 = distinct !DILexicalBlock(scope: !728, file: !1, line: 46, column: 3)
!732 = !DILocation(line: 0, scope: !720, inlinedAt: !733)
!733 = distinct !DILocation(line: 69, column: 8, scope: !482)
!734 = !DILocation(line: 0, scope: !728, inlinedAt: !733)
!735 = !DILocation(line: 46, column: 3, scope: !728, inlinedAt: !733)
!736 = !DILocation(line: 0, scope: !730, inlinedAt: !733)
!737 = !DILocation(line: 47, column: 5, scope: !730, inlinedAt: !733)
!738 = !DILocalVariable(name: "this", arg: 1, scope: !739, type: !609, flags: DIFlagArtificial | DIFlagObjectPointer)
!739 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Grid3getEii", scope: !10, file: !1, line: 31, type: !37, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !36, retainedNodes: !740)
!740 = !{!738, !741, !742}
!741 = !DILocalVariable(name: "i", arg: 2, scope: !739, file: !1, line: 31, type: !3)
!742 = !DILocalVariable(name: "j", arg: 3, scope: !739, file: !1, line: 31, type: !3)
!743 = !DILocation(line: 0, scope: !739, inlinedAt: !744)
!744 = distinct !DILocation(line: 47, column: 42, scope: !745, inlinedAt: !733)
!745 = distinct !DILexicalBlock(scope: !730, file: !1, line: 47, column: 5)
!746 = !DILocation(line: 31, column: 59, scope: !739, inlinedAt: !744)
!747 = !DILocation(line: 31, column: 43, scope: !739, inlinedAt: !744)
!748 = !DILocation(line: 47, column: 37, scope: !745, inlinedAt: !733)
!749 = !DILocation(line: 47, column: 31, scope: !745, inlinedAt: !733)
!750 = distinct !{!750, !621}
!751 = !DILocation(line: 46, column: 29, scope: !731, inlinedAt: !733)
!752 = !DILocation(line: 46, column: 21, scope: !731, inlinedAt: !733)
!753 = distinct !{!753, !735, !754, !592}
!754 = !DILocation(line: 47, column: 50, scope: !728, inlinedAt: !733)
!755 = distinct !{!755, !737, !756, !592}
!756 = !DILocation(line: 47, column: 50, scope: !730, inlinedAt: !733)
!757 = !DILocation(line: 45, column: 10, scope: !720, inlinedAt: !733)
!758 = !DILocation(line: 0, scope: !720, inlinedAt: !759)
!759 = distinct !DILocation(line: 69, column: 24, scope: !482)
!760 = !DILocation(line: 0, scope: !728, inlinedAt: !759)
!761 = !DILocation(line: 46, column: 21, scope: !731, inlinedAt: !759)
!762 = !DILocation(line: 46, column: 3, scope: !728, inlinedAt: !759)
!763 = !DILocation(line: 68, column: 50, scope: !482)
!764 = !DILocation(line: 69, column: 34, scope: !482)
!765 = !DILocation(line: 0, scope: !730, inlinedAt: !759)
!766 = !DILocation(line: 0, scope: !739, inlinedAt: !767)
!767 = distinct !DILocation(line: 47, column: 42, scope: !745, inlinedAt: !759)
!768 = !DILocation(line: 31, column: 43, scope: !739, inlinedAt: !767)
!769 = !DILocation(line: 47, column: 37, scope: !745, inlinedAt: !759)
!770 = !DILocation(line: 31, column: 59, scope: !739, inlinedAt: !767)
!771 = !DILocation(line: 46, column: 29, scope: !731, inlinedAt: !759)
!772 = distinct !{!772, !762, !773, !592}
!773 = !DILocation(line: 47, column: 50, scope: !728, inlinedAt: !759)
!774 = !DILocation(line: 11, column: 37, scope: !533, inlinedAt: !775)
!775 = distinct !DILocation(line: 70, column: 17, scope: !482)
!776 = !DILocation(line: 45, column: 10, scope: !720, inlinedAt: !759)
!777 = !DILocation(line: 0, scope: !526, inlinedAt: !775)
!778 = !DILocation(line: 11, column: 13, scope: !533, inlinedAt: !775)
!779 = !DILocation(line: 0, scope: !567, inlinedAt: !780)
!780 = distinct !DILocation(line: 71, column: 6, scope: !482)
!781 = !DILocation(line: 0, scope: !571, inlinedAt: !780)
!782 = !DILocation(line: 15, column: 5, scope: !571, inlinedAt: !780)
!783 = !DILocation(line: 15, column: 33, scope: !574, inlinedAt: !780)
!784 = !DILocation(line: 17, column: 38, scope: !584, inlinedAt: !780)
!785 = !DILocation(line: 17, column: 30, scope: !584, inlinedAt: !780)
!786 = distinct !{!786, !782, !787, !592, !593}
!787 = !DILocation(line: 17, column: 40, scope: !571, inlinedAt: !780)
!788 = !DILocation(line: 0, scope: !573, inlinedAt: !780)
!789 = !DILocation(line: 17, column: 9, scope: !584, inlinedAt: !780)
!790 = !DILocation(line: 17, column: 25, scope: !584, inlinedAt: !780)
!791 = !DILocation(line: 15, column: 23, scope: !574, inlinedAt: !780)
!792 = distinct !{!792, !782, !787, !592, !602, !593}
!793 = !DILocation(line: 0, scope: !604, inlinedAt: !794)
!794 = distinct !DILocation(line: 72, column: 11, scope: !482)
!795 = !DILocation(line: 0, scope: !608, inlinedAt: !794)
!796 = !DILocation(line: 21, column: 23, scope: !615, inlinedAt: !794)
!797 = !DILocation(line: 21, column: 5, scope: !608, inlinedAt: !794)
!798 = !DILocation(line: 21, column: 50, scope: !615, inlinedAt: !794)
!799 = !DILocation(line: 21, column: 47, scope: !615, inlinedAt: !794)
!800 = !DILocation(line: 21, column: 41, scope: !615, inlinedAt: !794)
!801 = distinct !{!801, !797, !802, !592}
!802 = !DILocation(line: 21, column: 57, scope: !608, inlinedAt: !794)
!803 = distinct !{!803, !621}
!804 = !DILocalVariable(name: "this", arg: 1, scope: !805, type: !507, flags: DIFlagArtificial | DIFlagObjectPointer)
!805 = distinct !DISubprogram(name: "~Grid", linkageName: "_ZN4GridD2Ev", scope: !10, file: !1, line: 13, type: !22, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !21, retainedNodes: !806)
!806 = !{!804}
!807 = !DILocation(line: 0, scope: !805, inlinedAt: !808)
!808 = distinct !DILocation(line: 73, column: 3, scope: !482)
!809 = !DILocation(line: 13, column: 13, scope: !810, inlinedAt: !808)
!810 = distinct !DILexicalBlock(scope: !805, file: !1, line: 13, column: 11)
!811 = !DILocation(line: 65, column: 27, scope: !482)
!812 = !DILocation(line: 67, column: 18, scope: !482)
!813 = !DILocation(line: 67, column: 16, scope: !482)
!814 = !DILocation(line: 67, column: 5, scope: !482)
!815 = !DILocation(line: 69, column: 22, scope: !482)
!816 = !DILocation(line: 69, column: 5, scope: !482)
!817 = !DILocation(line: 72, column: 5, scope: !482)
!818 = !DILocation(line: 74, column: 3, scope: !482)
!819 = !DILocation(line: 0, scope: !805, inlinedAt: !820)
!820 = distinct !DILocation(line: 76, column: 1, scope: !482)
!821 = !DILocation(line: 13, column: 13, scope: !810, inlinedAt: !820)
!822 = !DILocation(line: 0, scope: !805, inlinedAt: !823)
!823 = distinct !DILocation(line: 76, column: 1, scope: !482)
!824 = !DILocation(line: 13, column: 13, scope: !810, inlinedAt: !823)
!825 = !DILocation(line: 0, scope: !805, inlinedAt: !826)
!826 = distinct !DILocation(line: 76, column: 1, scope: !482)
!827 = !DILocation(line: 13, column: 13, scope: !810, inlinedAt: !826)
!828 = !DILocation(line: 76, column: 1, scope: !482)
!829 = !DILocation(line: 0, scope: !805, inlinedAt: !830)
!830 = distinct !DILocation(line: 76, column: 1, scope: !482)
!831 = !DILocation(line: 13, column: 13, scope: !810, inlinedAt: !830)
!832 = !DILocation(line: 0, scope: !805, inlinedAt: !833)
!833 = distinct !DILocation(line: 76, column: 1, scope: !482)
!834 = !DILocation(line: 13, column: 13, scope: !810, inlinedAt: !833)
!835 = !DILocation(line: 0, scope: !805, inlinedAt: !836)
!836 = distinct !DILocation(line: 76, column: 1, scope: !482)
!837 = !DILocation(line: 13, column: 13, scope: !810, inlinedAt: !836)
