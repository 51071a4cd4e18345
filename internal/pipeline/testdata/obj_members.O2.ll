; ModuleID = 'obj_members.cpp'
source_filename = "obj_members.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.Grid = type { i32, i32, double* }
%struct.Params = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !479 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !483, metadata !DIExpression()), !dbg !499
  call void @llvm.dbg.value(metadata i8** %1, metadata !484, metadata !DIExpression()), !dbg !499
  %3 = icmp sgt i32 %0, 1, !dbg !500
  br i1 %3, label %4, label %15, !dbg !501

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !502
  %6 = load i8*, i8** %5, align 8, !dbg !502, !tbaa !503
  call void @llvm.dbg.value(metadata i8* %6, metadata !317, metadata !DIExpression()) #7, !dbg !507
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !509
  %8 = trunc i64 %7 to i32, !dbg !509
  call void @llvm.dbg.value(metadata i32 %8, metadata !485, metadata !DIExpression()), !dbg !499
  %9 = icmp eq i32 %0, 2, !dbg !510
  br i1 %9, label %15, label %10, !dbg !511

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !512
  %12 = load i8*, i8** %11, align 8, !dbg !512, !tbaa !503
  call void @llvm.dbg.value(metadata i8* %12, metadata !317, metadata !DIExpression()) #7, !dbg !513
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !515
  %14 = trunc i64 %13 to i32, !dbg !515
  br label %15, !dbg !511

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 40, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 24, %4 ], [ 24, %2 ], !dbg !511
  call void @llvm.dbg.value(metadata i32 %17, metadata !486, metadata !DIExpression()), !dbg !499
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !516, metadata !DIExpression()), !dbg !521
  call void @llvm.dbg.value(metadata i32 %8, metadata !519, metadata !DIExpression()), !dbg !521
  call void @llvm.dbg.value(metadata i32 %17, metadata !520, metadata !DIExpression()), !dbg !521
  call void @llvm.dbg.value(metadata i32 %8, metadata !487, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !499
  call void @llvm.dbg.value(metadata i32 %17, metadata !487, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !499
  %18 = sext i32 %16 to i64, !dbg !523
  %19 = sext i32 %17 to i64, !dbg !525
  %20 = mul nsw i64 %19, %18, !dbg !526
  %21 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %20, i64 8), !dbg !527
  %22 = extractvalue { i64, i1 } %21, 1, !dbg !527
  %23 = extractvalue { i64, i1 } %21, 0, !dbg !527
  %24 = select i1 %22, i64 -1, i64 %23, !dbg !527
  %25 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %24) #8, !dbg !527, !heapallocsite !16
  %26 = bitcast i8* %25 to double*, !dbg !528
  call void @llvm.dbg.value(metadata double* %26, metadata !487, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !499
  %27 = add nsw i32 %16, -2, !dbg !529
  %28 = add nsw i32 %17, -2, !dbg !530
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !516, metadata !DIExpression()), !dbg !531
  call void @llvm.dbg.value(metadata i32 %27, metadata !519, metadata !DIExpression()), !dbg !531
  call void @llvm.dbg.value(metadata i32 %28, metadata !520, metadata !DIExpression()), !dbg !531
  call void @llvm.dbg.value(metadata i32 %27, metadata !488, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !499
  call void @llvm.dbg.value(metadata i32 %28, metadata !488, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !499
  %29 = sext i32 %27 to i64, !dbg !533
  %30 = sext i32 %28 to i64, !dbg !534
  %31 = mul nsw i64 %30, %29, !dbg !535
  %32 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %31, i64 8), !dbg !536
  %33 = extractvalue { i64, i1 } %32, 1, !dbg !536
  %34 = extractvalue { i64, i1 } %32, 0, !dbg !536
  %35 = select i1 %33, i64 -1, i64 %34, !dbg !536
  %36 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %35) #8
          to label %37 unwind label %1054, !dbg !536

37:                                               ; preds = %15
  %38 = bitcast i8* %36 to double*, !dbg !537
  call void @llvm.dbg.value(metadata double* %38, metadata !488, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !499
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !516, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i32 %17, metadata !519, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i32 %8, metadata !520, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i32 %17, metadata !489, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !499
  call void @llvm.dbg.value(metadata i32 %8, metadata !489, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !499
  %39 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %24) #8
          to label %40 unwind label %1056, !dbg !540

40:                                               ; preds = %37
  call void @llvm.dbg.value(metadata double* %485, metadata !489, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !499
  call void @llvm.dbg.declare(metadata %struct.Params* undef, metadata !490, metadata !DIExpression()), !dbg !541
  call void @llvm.dbg.declare(metadata %struct.Params* undef, metadata !495, metadata !DIExpression()), !dbg !542
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !543, metadata !DIExpression()), !dbg !554
  call void @llvm.dbg.value(metadata %struct.Params* undef, metadata !550, metadata !DIExpression()), !dbg !554
  call void @llvm.dbg.value(metadata i32 0, metadata !552, metadata !DIExpression()), !dbg !556
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !551, metadata !DIExpression()), !dbg !554
  %41 = icmp sgt i32 %16, 0
  %42 = icmp sgt i32 %17, 0
  %43 = zext i32 %16 to i64
  %44 = zext i32 %17 to i64
  %45 = mul i32 %17, %16
  %46 = icmp sgt i32 %45, 0
  %47 = zext i32 %45 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !552, metadata !DIExpression()), !dbg !556
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !551, metadata !DIExpression()), !dbg !554
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !557, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !560, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !570
  br i1 %41, label %48, label %130, !dbg !571

48:                                               ; preds = %40
  %49 = and i64 %44, 4294967292, !dbg !571
  %50 = add nsw i64 %49, -4, !dbg !571
  %51 = lshr exact i64 %50, 2, !dbg !571
  %52 = add nuw nsw i64 %51, 1, !dbg !571
  %53 = icmp ult i32 %17, 4
  %54 = and i64 %44, 4294967292
  %55 = and i64 %52, 1
  %56 = icmp eq i64 %50, 0
  %57 = and i64 %52, 9223372036854775806
  %58 = icmp eq i64 %55, 0
  %59 = icmp eq i64 %54, %44
  br label %60, !dbg !571

60:                                               ; preds = %48, %118
  %61 = phi i64 [ %119, %118 ], [ 0, %48 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !561, metadata !DIExpression()), !dbg !570
  call void @llvm.dbg.value(metadata i32 0, metadata !563, metadata !DIExpression()), !dbg !572
  br i1 %42, label %62, label %118, !dbg !573

62:                                               ; preds = %60
  %63 = trunc i64 %61 to i32
  %64 = sitofp i32 %63 to double
  %65 = mul nsw i64 %61, %19
  br i1 %53, label %116, label %66, !dbg !573

66:                                               ; preds = %62
  %67 = insertelement <2 x double> poison, double %64, i64 0, !dbg !573
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !573
  %69 = insertelement <2 x double> poison, double %64, i64 0, !dbg !573
  %70 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !573
  br i1 %56, label %101, label %71, !dbg !573

71:                                               ; preds = %66, %71
  %72 = phi i64 [ %97, %71 ], [ 0, %66 ], !dbg !574
  %73 = phi <2 x i32> [ %98, %71 ], [ <i32 0, i32 1>, %66 ], !dbg !576
  %74 = phi i64 [ %99, %71 ], [ 0, %66 ]
  %75 = add <2 x i32> %73, <i32 2, i32 2>, !dbg !576
  %76 = sitofp <2 x i32> %73 to <2 x double>, !dbg !576
  %77 = sitofp <2 x i32> %75 to <2 x double>, !dbg !576
  %78 = fsub <2 x double> %68, %76, !dbg !577
  %79 = fsub <2 x double> %70, %77, !dbg !577
  %80 = add nsw i64 %72, %65, !dbg !574
  %81 = getelementptr inbounds double, double* %26, i64 %80, !dbg !574
  %82 = bitcast double* %81 to <2 x double>*, !dbg !578
  store <2 x double> %78, <2 x double>* %82, align 8, !dbg !578, !tbaa !579
  %83 = getelementptr inbounds double, double* %81, i64 2, !dbg !578
  %84 = bitcast double* %83 to <2 x double>*, !dbg !578
  store <2 x double> %79, <2 x double>* %84, align 8, !dbg !578, !tbaa !579
  %85 = or i64 %72, 4, !dbg !574
  %86 = add <2 x i32> %73, <i32 4, i32 4>, !dbg !576
  %87 = add <2 x i32> %73, <i32 6, i32 6>, !dbg !576
  %88 = sitofp <2 x i32> %86 to <2 x double>, !dbg !576
  %89 = sitofp <2 x i32> %87 to <2 x double>, !dbg !576
  %90 = fsub <2 x double> %68, %88, !dbg !577
  %91 = fsub <2 x double> %70, %89, !dbg !577
  %92 = add nsw i64 %85, %65, !dbg !574
  %93 = getelementptr inbounds double, double* %26, i64 %92, !dbg !574
  %94 = bitcast double* %93 to <2 x double>*, !dbg !578
  store <2 x double> %90, <2 x double>* %94, align 8, !dbg !578, !tbaa !579
  %95 = getelementptr inbounds double, double* %93, i64 2, !dbg !578
  %96 = bitcast double* %95 to <2 x double>*, !dbg !578
  store <2 x double> %91, <2 x double>* %96, align 8, !dbg !578, !tbaa !579
  %97 = add nuw i64 %72, 8, !dbg !574
  %98 = add <2 x i32> %73, <i32 8, i32 8>, !dbg !576
  %99 = add i64 %74, 2, !dbg !574
  %100 = icmp eq i64 %99, %57, !dbg !574
  br i1 %100, label %101, label %71, !dbg !574, !llvm.loop !581

101:                                              ; preds = %71, %66
  %102 = phi i64 [ 0, %66 ], [ %97, %71 ]
  %103 = phi <2 x i32> [ <i32 0, i32 1>, %66 ], [ %98, %71 ]
  br i1 %58, label %115, label %104, !dbg !574

104:                                              ; preds = %101
  %105 = add <2 x i32> %103, <i32 2, i32 2>, !dbg !576
  %106 = sitofp <2 x i32> %103 to <2 x double>, !dbg !576
  %107 = sitofp <2 x i32> %105 to <2 x double>, !dbg !576
  %108 = fsub <2 x double> %68, %106, !dbg !577
  %109 = fsub <2 x double> %70, %107, !dbg !577
  %110 = add nsw i64 %102, %65, !dbg !574
  %111 = getelementptr inbounds double, double* %26, i64 %110, !dbg !574
  %112 = bitcast double* %111 to <2 x double>*, !dbg !578
  store <2 x double> %108, <2 x double>* %112, align 8, !dbg !578, !tbaa !579
  %113 = getelementptr inbounds double, double* %111, i64 2, !dbg !578
  %114 = bitcast double* %113 to <2 x double>*, !dbg !578
  store <2 x double> %109, <2 x double>* %114, align 8, !dbg !578, !tbaa !579
  br label %115, !dbg !573

115:                                              ; preds = %101, %104
  br i1 %59, label %118, label %116, !dbg !573

116:                                              ; preds = %62, %115
  %117 = phi i64 [ 0, %62 ], [ %54, %115 ]
  br label %121, !dbg !573

118:                                              ; preds = %121, %115, %60
  %119 = add nuw nsw i64 %61, 1, !dbg !585
  call void @llvm.dbg.value(metadata i64 %119, metadata !561, metadata !DIExpression()), !dbg !570
  %120 = icmp eq i64 %119, %43, !dbg !586
  br i1 %120, label %130, label %60, !dbg !571, !llvm.loop !587

121:                                              ; preds = %116, %121
  %122 = phi i64 [ %128, %121 ], [ %117, %116 ]
  call void @llvm.dbg.value(metadata i64 %122, metadata !563, metadata !DIExpression()), !dbg !572
  %123 = trunc i64 %122 to i32, !dbg !576
  %124 = sitofp i32 %123 to double, !dbg !576
  %125 = fsub double %64, %124, !dbg !577
  %126 = add nsw i64 %122, %65, !dbg !589
  %127 = getelementptr inbounds double, double* %26, i64 %126, !dbg !590
  store double %125, double* %127, align 8, !dbg !578, !tbaa !579
  %128 = add nuw nsw i64 %122, 1, !dbg !574
  call void @llvm.dbg.value(metadata i64 %128, metadata !563, metadata !DIExpression()), !dbg !572
  %129 = icmp eq i64 %128, %44, !dbg !591
  br i1 %129, label %118, label %121, !dbg !573, !llvm.loop !592

130:                                              ; preds = %118, %40
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !594, metadata !DIExpression()), !dbg !601
  call void @llvm.dbg.value(metadata i32 0, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !597, metadata !DIExpression()), !dbg !601
  br i1 %46, label %131, label %193, !dbg !604

131:                                              ; preds = %130
  %132 = add nsw i64 %47, -1, !dbg !604
  %133 = and i64 %47, 7, !dbg !604
  %134 = icmp ult i64 %132, 7, !dbg !604
  br i1 %134, label %175, label %135, !dbg !604

135:                                              ; preds = %131
  %136 = and i64 %47, 4294967288, !dbg !604
  br label %137, !dbg !604

137:                                              ; preds = %137, %135
  %138 = phi i64 [ 0, %135 ], [ %172, %137 ]
  %139 = phi double [ 0.000000e+00, %135 ], [ %171, %137 ]
  %140 = phi i64 [ 0, %135 ], [ %173, %137 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %139, metadata !597, metadata !DIExpression()), !dbg !601
  %141 = getelementptr inbounds double, double* %26, i64 %138, !dbg !605
  %142 = load double, double* %141, align 8, !dbg !605, !tbaa !579
  %143 = fadd double %139, %142, !dbg !607
  call void @llvm.dbg.value(metadata double %143, metadata !597, metadata !DIExpression()), !dbg !601
  %144 = or i64 %138, 1, !dbg !608
  call void @llvm.dbg.value(metadata i64 %144, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %144, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %143, metadata !597, metadata !DIExpression()), !dbg !601
  %145 = getelementptr inbounds double, double* %26, i64 %144, !dbg !605
  %146 = load double, double* %145, align 8, !dbg !605, !tbaa !579
  %147 = fadd double %143, %146, !dbg !607
  call void @llvm.dbg.value(metadata double %147, metadata !597, metadata !DIExpression()), !dbg !601
  %148 = or i64 %138, 2, !dbg !608
  call void @llvm.dbg.value(metadata i64 %148, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %148, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %147, metadata !597, metadata !DIExpression()), !dbg !601
  %149 = getelementptr inbounds double, double* %26, i64 %148, !dbg !605
  %150 = load double, double* %149, align 8, !dbg !605, !tbaa !579
  %151 = fadd double %147, %150, !dbg !607
  call void @llvm.dbg.value(metadata double %151, metadata !597, metadata !DIExpression()), !dbg !601
  %152 = or i64 %138, 3, !dbg !608
  call void @llvm.dbg.value(metadata i64 %152, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %152, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %151, metadata !597, metadata !DIExpression()), !dbg !601
  %153 = getelementptr inbounds double, double* %26, i64 %152, !dbg !605
  %154 = load double, double* %153, align 8, !dbg !605, !tbaa !579
  %155 = fadd double %151, %154, !dbg !607
  call void @llvm.dbg.value(metadata double %155, metadata !597, metadata !DIExpression()), !dbg !601
  %156 = or i64 %138, 4, !dbg !608
  call void @llvm.dbg.value(metadata i64 %156, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %156, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %155, metadata !597, metadata !DIExpression()), !dbg !601
  %157 = getelementptr inbounds double, double* %26, i64 %156, !dbg !605
  %158 = load double, double* %157, align 8, !dbg !605, !tbaa !579
  %159 = fadd double %155, %158, !dbg !607
  call void @llvm.dbg.value(metadata double %159, metadata !597, metadata !DIExpression()), !dbg !601
  %160 = or i64 %138, 5, !dbg !608
  call void @llvm.dbg.value(metadata i64 %160, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %160, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %159, metadata !597, metadata !DIExpression()), !dbg !601
  %161 = getelementptr inbounds double, double* %26, i64 %160, !dbg !605
  %162 = load double, double* %161, align 8, !dbg !605, !tbaa !579
  %163 = fadd double %159, %162, !dbg !607
  call void @llvm.dbg.value(metadata double %163, metadata !597, metadata !DIExpression()), !dbg !601
  %164 = or i64 %138, 6, !dbg !608
  call void @llvm.dbg.value(metadata i64 %164, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %164, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %163, metadata !597, metadata !DIExpression()), !dbg !601
  %165 = getelementptr inbounds double, double* %26, i64 %164, !dbg !605
  %166 = load double, double* %165, align 8, !dbg !605, !tbaa !579
  %167 = fadd double %163, %166, !dbg !607
  call void @llvm.dbg.value(metadata double %167, metadata !597, metadata !DIExpression()), !dbg !601
  %168 = or i64 %138, 7, !dbg !608
  call void @llvm.dbg.value(metadata i64 %168, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %168, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %167, metadata !597, metadata !DIExpression()), !dbg !601
  %169 = getelementptr inbounds double, double* %26, i64 %168, !dbg !605
  %170 = load double, double* %169, align 8, !dbg !605, !tbaa !579
  %171 = fadd double %167, %170, !dbg !607
  call void @llvm.dbg.value(metadata double %171, metadata !597, metadata !DIExpression()), !dbg !601
  %172 = add nuw nsw i64 %138, 8, !dbg !608
  call void @llvm.dbg.value(metadata i64 %172, metadata !598, metadata !DIExpression()), !dbg !603
  %173 = add i64 %140, 8, !dbg !604
  %174 = icmp eq i64 %173, %136, !dbg !604
  br i1 %174, label %175, label %137, !dbg !604, !llvm.loop !609

175:                                              ; preds = %137, %131
  %176 = phi double [ undef, %131 ], [ %171, %137 ]
  %177 = phi i64 [ 0, %131 ], [ %172, %137 ]
  %178 = phi double [ 0.000000e+00, %131 ], [ %171, %137 ]
  %179 = icmp eq i64 %133, 0, !dbg !604
  br i1 %179, label %190, label %180, !dbg !604

180:                                              ; preds = %175, %180
  %181 = phi i64 [ %187, %180 ], [ %177, %175 ]
  %182 = phi double [ %186, %180 ], [ %178, %175 ]
  %183 = phi i64 [ %188, %180 ], [ 0, %175 ]
  call void @llvm.dbg.value(metadata i64 %181, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %182, metadata !597, metadata !DIExpression()), !dbg !601
  %184 = getelementptr inbounds double, double* %26, i64 %181, !dbg !605
  %185 = load double, double* %184, align 8, !dbg !605, !tbaa !579
  %186 = fadd double %182, %185, !dbg !607
  call void @llvm.dbg.value(metadata double %186, metadata !597, metadata !DIExpression()), !dbg !601
  %187 = add nuw nsw i64 %181, 1, !dbg !608
  call void @llvm.dbg.value(metadata i64 %187, metadata !598, metadata !DIExpression()), !dbg !603
  %188 = add i64 %183, 1, !dbg !604
  %189 = icmp eq i64 %188, %133, !dbg !604
  br i1 %189, label %190, label %180, !dbg !604, !llvm.loop !611

190:                                              ; preds = %180, %175
  %191 = phi double [ %176, %175 ], [ %186, %180 ], !dbg !607
  %192 = fadd double %191, 0.000000e+00, !dbg !613
  br label %193, !dbg !613

193:                                              ; preds = %190, %130
  %194 = phi double [ 0.000000e+00, %130 ], [ %192, %190 ]
  call void @llvm.dbg.value(metadata i32 1, metadata !552, metadata !DIExpression()), !dbg !556
  call void @llvm.dbg.value(metadata double undef, metadata !551, metadata !DIExpression()), !dbg !554
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !557, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !560, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !570
  br i1 %41, label %195, label %278, !dbg !571

195:                                              ; preds = %193
  %196 = and i64 %44, 4294967292, !dbg !571
  %197 = add nsw i64 %196, -4, !dbg !571
  %198 = lshr exact i64 %197, 2, !dbg !571
  %199 = add nuw nsw i64 %198, 1, !dbg !571
  %200 = icmp ult i32 %17, 4
  %201 = and i64 %44, 4294967292
  %202 = and i64 %199, 1
  %203 = icmp eq i64 %197, 0
  %204 = and i64 %199, 9223372036854775806
  %205 = icmp eq i64 %202, 0
  %206 = icmp eq i64 %201, %44
  br label %207, !dbg !571

207:                                              ; preds = %195, %275
  %208 = phi i64 [ %276, %275 ], [ 0, %195 ]
  call void @llvm.dbg.value(metadata i64 %208, metadata !561, metadata !DIExpression()), !dbg !570
  call void @llvm.dbg.value(metadata i32 0, metadata !563, metadata !DIExpression()), !dbg !572
  br i1 %42, label %209, label %275, !dbg !573

209:                                              ; preds = %207
  %210 = trunc i64 %208 to i32
  %211 = sitofp i32 %210 to double
  %212 = fadd double %211, 1.000000e+00
  %213 = mul nsw i64 %208, %19
  br i1 %200, label %264, label %214, !dbg !573

214:                                              ; preds = %209
  %215 = insertelement <2 x double> poison, double %212, i64 0, !dbg !573
  %216 = shufflevector <2 x double> %215, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !573
  %217 = insertelement <2 x double> poison, double %212, i64 0, !dbg !573
  %218 = shufflevector <2 x double> %217, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !573
  br i1 %203, label %249, label %219, !dbg !573

219:                                              ; preds = %214, %219
  %220 = phi i64 [ %245, %219 ], [ 0, %214 ], !dbg !574
  %221 = phi <2 x i32> [ %246, %219 ], [ <i32 0, i32 1>, %214 ], !dbg !576
  %222 = phi i64 [ %247, %219 ], [ 0, %214 ]
  %223 = add <2 x i32> %221, <i32 2, i32 2>, !dbg !576
  %224 = sitofp <2 x i32> %221 to <2 x double>, !dbg !576
  %225 = sitofp <2 x i32> %223 to <2 x double>, !dbg !576
  %226 = fsub <2 x double> %216, %224, !dbg !577
  %227 = fsub <2 x double> %218, %225, !dbg !577
  %228 = add nsw i64 %220, %213, !dbg !574
  %229 = getelementptr inbounds double, double* %26, i64 %228, !dbg !574
  %230 = bitcast double* %229 to <2 x double>*, !dbg !578
  store <2 x double> %226, <2 x double>* %230, align 8, !dbg !578, !tbaa !579
  %231 = getelementptr inbounds double, double* %229, i64 2, !dbg !578
  %232 = bitcast double* %231 to <2 x double>*, !dbg !578
  store <2 x double> %227, <2 x double>* %232, align 8, !dbg !578, !tbaa !579
  %233 = or i64 %220, 4, !dbg !574
  %234 = add <2 x i32> %221, <i32 4, i32 4>, !dbg !576
  %235 = add <2 x i32> %221, <i32 6, i32 6>, !dbg !576
  %236 = sitofp <2 x i32> %234 to <2 x double>, !dbg !576
  %237 = sitofp <2 x i32> %235 to <2 x double>, !dbg !576
  %238 = fsub <2 x double> %216, %236, !dbg !577
  %239 = fsub <2 x double> %218, %237, !dbg !577
  %240 = add nsw i64 %233, %213, !dbg !574
  %241 = getelementptr inbounds double, double* %26, i64 %240, !dbg !574
  %242 = bitcast double* %241 to <2 x double>*, !dbg !578
  store <2 x double> %238, <2 x double>* %242, align 8, !dbg !578, !tbaa !579
  %243 = getelementptr inbounds double, double* %241, i64 2, !dbg !578
  %244 = bitcast double* %243 to <2 x double>*, !dbg !578
  store <2 x double> %239, <2 x double>* %244, align 8, !dbg !578, !tbaa !579
  %245 = add nuw i64 %220, 8, !dbg !574
  %246 = add <2 x i32> %221, <i32 8, i32 8>, !dbg !576
  %247 = add i64 %222, 2, !dbg !574
  %248 = icmp eq i64 %247, %204, !dbg !574
  br i1 %248, label %249, label %219, !dbg !574, !llvm.loop !614

249:                                              ; preds = %219, %214
  %250 = phi i64 [ 0, %214 ], [ %245, %219 ]
  %251 = phi <2 x i32> [ <i32 0, i32 1>, %214 ], [ %246, %219 ]
  br i1 %205, label %263, label %252, !dbg !574

252:                                              ; preds = %249
  %253 = add <2 x i32> %251, <i32 2, i32 2>, !dbg !576
  %254 = sitofp <2 x i32> %251 to <2 x double>, !dbg !576
  %255 = sitofp <2 x i32> %253 to <2 x double>, !dbg !576
  %256 = fsub <2 x double> %216, %254, !dbg !577
  %257 = fsub <2 x double> %218, %255, !dbg !577
  %258 = add nsw i64 %250, %213, !dbg !574
  %259 = getelementptr inbounds double, double* %26, i64 %258, !dbg !574
  %260 = bitcast double* %259 to <2 x double>*, !dbg !578
  store <2 x double> %256, <2 x double>* %260, align 8, !dbg !578, !tbaa !579
  %261 = getelementptr inbounds double, double* %259, i64 2, !dbg !578
  %262 = bitcast double* %261 to <2 x double>*, !dbg !578
  store <2 x double> %257, <2 x double>* %262, align 8, !dbg !578, !tbaa !579
  br label %263, !dbg !573

263:                                              ; preds = %249, %252
  br i1 %206, label %275, label %264, !dbg !573

264:                                              ; preds = %209, %263
  %265 = phi i64 [ 0, %209 ], [ %201, %263 ]
  br label %266, !dbg !573

266:                                              ; preds = %264, %266
  %267 = phi i64 [ %273, %266 ], [ %265, %264 ]
  call void @llvm.dbg.value(metadata i64 %267, metadata !563, metadata !DIExpression()), !dbg !572
  %268 = trunc i64 %267 to i32, !dbg !576
  %269 = sitofp i32 %268 to double, !dbg !576
  %270 = fsub double %212, %269, !dbg !577
  %271 = add nsw i64 %267, %213, !dbg !589
  %272 = getelementptr inbounds double, double* %26, i64 %271, !dbg !590
  store double %270, double* %272, align 8, !dbg !578, !tbaa !579
  %273 = add nuw nsw i64 %267, 1, !dbg !574
  call void @llvm.dbg.value(metadata i64 %273, metadata !563, metadata !DIExpression()), !dbg !572
  %274 = icmp eq i64 %273, %44, !dbg !591
  br i1 %274, label %275, label %266, !dbg !573, !llvm.loop !615

275:                                              ; preds = %266, %263, %207
  %276 = add nuw nsw i64 %208, 1, !dbg !585
  call void @llvm.dbg.value(metadata i64 %276, metadata !561, metadata !DIExpression()), !dbg !570
  %277 = icmp eq i64 %276, %43, !dbg !586
  br i1 %277, label %278, label %207, !dbg !571, !llvm.loop !587

278:                                              ; preds = %275, %193
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !594, metadata !DIExpression()), !dbg !601
  call void @llvm.dbg.value(metadata i32 0, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !597, metadata !DIExpression()), !dbg !601
  br i1 %46, label %279, label %338, !dbg !604

279:                                              ; preds = %278
  %280 = add nsw i64 %47, -1, !dbg !604
  %281 = and i64 %47, 7, !dbg !604
  %282 = icmp ult i64 %280, 7, !dbg !604
  br i1 %282, label %323, label %283, !dbg !604

283:                                              ; preds = %279
  %284 = and i64 %47, 4294967288, !dbg !604
  br label %285, !dbg !604

285:                                              ; preds = %285, %283
  %286 = phi i64 [ 0, %283 ], [ %320, %285 ]
  %287 = phi double [ 0.000000e+00, %283 ], [ %319, %285 ]
  %288 = phi i64 [ 0, %283 ], [ %321, %285 ]
  call void @llvm.dbg.value(metadata i64 %286, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %287, metadata !597, metadata !DIExpression()), !dbg !601
  %289 = getelementptr inbounds double, double* %26, i64 %286, !dbg !605
  %290 = load double, double* %289, align 8, !dbg !605, !tbaa !579
  %291 = fadd double %287, %290, !dbg !607
  call void @llvm.dbg.value(metadata double %291, metadata !597, metadata !DIExpression()), !dbg !601
  %292 = or i64 %286, 1, !dbg !608
  call void @llvm.dbg.value(metadata i64 %292, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %292, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %291, metadata !597, metadata !DIExpression()), !dbg !601
  %293 = getelementptr inbounds double, double* %26, i64 %292, !dbg !605
  %294 = load double, double* %293, align 8, !dbg !605, !tbaa !579
  %295 = fadd double %291, %294, !dbg !607
  call void @llvm.dbg.value(metadata double %295, metadata !597, metadata !DIExpression()), !dbg !601
  %296 = or i64 %286, 2, !dbg !608
  call void @llvm.dbg.value(metadata i64 %296, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %296, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %295, metadata !597, metadata !DIExpression()), !dbg !601
  %297 = getelementptr inbounds double, double* %26, i64 %296, !dbg !605
  %298 = load double, double* %297, align 8, !dbg !605, !tbaa !579
  %299 = fadd double %295, %298, !dbg !607
  call void @llvm.dbg.value(metadata double %299, metadata !597, metadata !DIExpression()), !dbg !601
  %300 = or i64 %286, 3, !dbg !608
  call void @llvm.dbg.value(metadata i64 %300, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %300, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %299, metadata !597, metadata !DIExpression()), !dbg !601
  %301 = getelementptr inbounds double, double* %26, i64 %300, !dbg !605
  %302 = load double, double* %301, align 8, !dbg !605, !tbaa !579
  %303 = fadd double %299, %302, !dbg !607
  call void @llvm.dbg.value(metadata double %303, metadata !597, metadata !DIExpression()), !dbg !601
  %304 = or i64 %286, 4, !dbg !608
  call void @llvm.dbg.value(metadata i64 %304, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %304, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %303, metadata !597, metadata !DIExpression()), !dbg !601
  %305 = getelementptr inbounds double, double* %26, i64 %304, !dbg !605
  %306 = load double, double* %305, align 8, !dbg !605, !tbaa !579
  %307 = fadd double %303, %306, !dbg !607
  call void @llvm.dbg.value(metadata double %307, metadata !597, metadata !DIExpression()), !dbg !601
  %308 = or i64 %286, 5, !dbg !608
  call void @llvm.dbg.value(metadata i64 %308, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %308, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %307, metadata !597, metadata !DIExpression()), !dbg !601
  %309 = getelementptr inbounds double, double* %26, i64 %308, !dbg !605
  %310 = load double, double* %309, align 8, !dbg !605, !tbaa !579
  %311 = fadd double %307, %310, !dbg !607
  call void @llvm.dbg.value(metadata double %311, metadata !597, metadata !DIExpression()), !dbg !601
  %312 = or i64 %286, 6, !dbg !608
  call void @llvm.dbg.value(metadata i64 %312, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %312, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %311, metadata !597, metadata !DIExpression()), !dbg !601
  %313 = getelementptr inbounds double, double* %26, i64 %312, !dbg !605
  %314 = load double, double* %313, align 8, !dbg !605, !tbaa !579
  %315 = fadd double %311, %314, !dbg !607
  call void @llvm.dbg.value(metadata double %315, metadata !597, metadata !DIExpression()), !dbg !601
  %316 = or i64 %286, 7, !dbg !608
  call void @llvm.dbg.value(metadata i64 %316, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %316, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %315, metadata !597, metadata !DIExpression()), !dbg !601
  %317 = getelementptr inbounds double, double* %26, i64 %316, !dbg !605
  %318 = load double, double* %317, align 8, !dbg !605, !tbaa !579
  %319 = fadd double %315, %318, !dbg !607
  call void @llvm.dbg.value(metadata double %319, metadata !597, metadata !DIExpression()), !dbg !601
  %320 = add nuw nsw i64 %286, 8, !dbg !608
  call void @llvm.dbg.value(metadata i64 %320, metadata !598, metadata !DIExpression()), !dbg !603
  %321 = add i64 %288, 8, !dbg !604
  %322 = icmp eq i64 %321, %284, !dbg !604
  br i1 %322, label %323, label %285, !dbg !604, !llvm.loop !609

323:                                              ; preds = %285, %279
  %324 = phi double [ undef, %279 ], [ %319, %285 ]
  %325 = phi i64 [ 0, %279 ], [ %320, %285 ]
  %326 = phi double [ 0.000000e+00, %279 ], [ %319, %285 ]
  %327 = icmp eq i64 %281, 0, !dbg !604
  br i1 %327, label %338, label %328, !dbg !604

328:                                              ; preds = %323, %328
  %329 = phi i64 [ %335, %328 ], [ %325, %323 ]
  %330 = phi double [ %334, %328 ], [ %326, %323 ]
  %331 = phi i64 [ %336, %328 ], [ 0, %323 ]
  call void @llvm.dbg.value(metadata i64 %329, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %330, metadata !597, metadata !DIExpression()), !dbg !601
  %332 = getelementptr inbounds double, double* %26, i64 %329, !dbg !605
  %333 = load double, double* %332, align 8, !dbg !605, !tbaa !579
  %334 = fadd double %330, %333, !dbg !607
  call void @llvm.dbg.value(metadata double %334, metadata !597, metadata !DIExpression()), !dbg !601
  %335 = add nuw nsw i64 %329, 1, !dbg !608
  call void @llvm.dbg.value(metadata i64 %335, metadata !598, metadata !DIExpression()), !dbg !603
  %336 = add i64 %331, 1, !dbg !604
  %337 = icmp eq i64 %336, %281, !dbg !604
  br i1 %337, label %338, label %328, !dbg !604, !llvm.loop !616

338:                                              ; preds = %323, %328, %278
  %339 = phi double [ 0.000000e+00, %278 ], [ %324, %323 ], [ %334, %328 ], !dbg !601
  call void @llvm.dbg.value(metadata i32 2, metadata !552, metadata !DIExpression()), !dbg !556
  call void @llvm.dbg.value(metadata double undef, metadata !551, metadata !DIExpression()), !dbg !554
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !557, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !560, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !570
  br i1 %41, label %340, label %423, !dbg !571

340:                                              ; preds = %338
  %341 = and i64 %44, 4294967292, !dbg !571
  %342 = add nsw i64 %341, -4, !dbg !571
  %343 = lshr exact i64 %342, 2, !dbg !571
  %344 = add nuw nsw i64 %343, 1, !dbg !571
  %345 = icmp ult i32 %17, 4
  %346 = and i64 %44, 4294967292
  %347 = and i64 %344, 1
  %348 = icmp eq i64 %342, 0
  %349 = and i64 %344, 9223372036854775806
  %350 = icmp eq i64 %347, 0
  %351 = icmp eq i64 %346, %44
  br label %352, !dbg !571

352:                                              ; preds = %340, %420
  %353 = phi i64 [ %421, %420 ], [ 0, %340 ]
  call void @llvm.dbg.value(metadata i64 %353, metadata !561, metadata !DIExpression()), !dbg !570
  call void @llvm.dbg.value(metadata i32 0, metadata !563, metadata !DIExpression()), !dbg !572
  br i1 %42, label %354, label %420, !dbg !573

354:                                              ; preds = %352
  %355 = trunc i64 %353 to i32
  %356 = sitofp i32 %355 to double
  %357 = fadd double %356, 2.000000e+00
  %358 = mul nsw i64 %353, %19
  br i1 %345, label %409, label %359, !dbg !573

359:                                              ; preds = %354
  %360 = insertelement <2 x double> poison, double %357, i64 0, !dbg !573
  %361 = shufflevector <2 x double> %360, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !573
  %362 = insertelement <2 x double> poison, double %357, i64 0, !dbg !573
  %363 = shufflevector <2 x double> %362, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !573
  br i1 %348, label %394, label %364, !dbg !573

364:                                              ; preds = %359, %364
  %365 = phi i64 [ %390, %364 ], [ 0, %359 ], !dbg !574
  %366 = phi <2 x i32> [ %391, %364 ], [ <i32 0, i32 1>, %359 ], !dbg !576
  %367 = phi i64 [ %392, %364 ], [ 0, %359 ]
  %368 = add <2 x i32> %366, <i32 2, i32 2>, !dbg !576
  %369 = sitofp <2 x i32> %366 to <2 x double>, !dbg !576
  %370 = sitofp <2 x i32> %368 to <2 x double>, !dbg !576
  %371 = fsub <2 x double> %361, %369, !dbg !577
  %372 = fsub <2 x double> %363, %370, !dbg !577
  %373 = add nsw i64 %365, %358, !dbg !574
  %374 = getelementptr inbounds double, double* %26, i64 %373, !dbg !574
  %375 = bitcast double* %374 to <2 x double>*, !dbg !578
  store <2 x double> %371, <2 x double>* %375, align 8, !dbg !578, !tbaa !579
  %376 = getelementptr inbounds double, double* %374, i64 2, !dbg !578
  %377 = bitcast double* %376 to <2 x double>*, !dbg !578
  store <2 x double> %372, <2 x double>* %377, align 8, !dbg !578, !tbaa !579
  %378 = or i64 %365, 4, !dbg !574
  %379 = add <2 x i32> %366, <i32 4, i32 4>, !dbg !576
  %380 = add <2 x i32> %366, <i32 6, i32 6>, !dbg !576
  %381 = sitofp <2 x i32> %379 to <2 x double>, !dbg !576
  %382 = sitofp <2 x i32> %380 to <2 x double>, !dbg !576
  %383 = fsub <2 x double> %361, %381, !dbg !577
  %384 = fsub <2 x double> %363, %382, !dbg !577
  %385 = add nsw i64 %378, %358, !dbg !574
  %386 = getelementptr inbounds double, double* %26, i64 %385, !dbg !574
  %387 = bitcast double* %386 to <2 x double>*, !dbg !578
  store <2 x double> %383, <2 x double>* %387, align 8, !dbg !578, !tbaa !579
  %388 = getelementptr inbounds double, double* %386, i64 2, !dbg !578
  %389 = bitcast double* %388 to <2 x double>*, !dbg !578
  store <2 x double> %384, <2 x double>* %389, align 8, !dbg !578, !tbaa !579
  %390 = add nuw i64 %365, 8, !dbg !574
  %391 = add <2 x i32> %366, <i32 8, i32 8>, !dbg !576
  %392 = add i64 %367, 2, !dbg !574
  %393 = icmp eq i64 %392, %349, !dbg !574
  br i1 %393, label %394, label %364, !dbg !574, !llvm.loop !617

394:                                              ; preds = %364, %359
  %395 = phi i64 [ 0, %359 ], [ %390, %364 ]
  %396 = phi <2 x i32> [ <i32 0, i32 1>, %359 ], [ %391, %364 ]
  br i1 %350, label %408, label %397, !dbg !574

397:                                              ; preds = %394
  %398 = add <2 x i32> %396, <i32 2, i32 2>, !dbg !576
  %399 = sitofp <2 x i32> %396 to <2 x double>, !dbg !576
  %400 = sitofp <2 x i32> %398 to <2 x double>, !dbg !576
  %401 = fsub <2 x double> %361, %399, !dbg !577
  %402 = fsub <2 x double> %363, %400, !dbg !577
  %403 = add nsw i64 %395, %358, !dbg !574
  %404 = getelementptr inbounds double, double* %26, i64 %403, !dbg !574
  %405 = bitcast double* %404 to <2 x double>*, !dbg !578
  store <2 x double> %401, <2 x double>* %405, align 8, !dbg !578, !tbaa !579
  %406 = getelementptr inbounds double, double* %404, i64 2, !dbg !578
  %407 = bitcast double* %406 to <2 x double>*, !dbg !578
  store <2 x double> %402, <2 x double>* %407, align 8, !dbg !578, !tbaa !579
  br label %408, !dbg !573

408:                                              ; preds = %394, %397
  br i1 %351, label %420, label %409, !dbg !573

409:                                              ; preds = %354, %408
  %410 = phi i64 [ 0, %354 ], [ %346, %408 ]
  br label %411, !dbg !573

411:                                              ; preds = %409, %411
  %412 = phi i64 [ %418, %411 ], [ %410, %409 ]
  call void @llvm.dbg.value(metadata i64 %412, metadata !563, metadata !DIExpression()), !dbg !572
  %413 = trunc i64 %412 to i32, !dbg !576
  %414 = sitofp i32 %413 to double, !dbg !576
  %415 = fsub double %357, %414, !dbg !577
  %416 = add nsw i64 %412, %358, !dbg !589
  %417 = getelementptr inbounds double, double* %26, i64 %416, !dbg !590
  store double %415, double* %417, align 8, !dbg !578, !tbaa !579
  %418 = add nuw nsw i64 %412, 1, !dbg !574
  call void @llvm.dbg.value(metadata i64 %418, metadata !563, metadata !DIExpression()), !dbg !572
  %419 = icmp eq i64 %418, %44, !dbg !591
  br i1 %419, label %420, label %411, !dbg !573, !llvm.loop !618

420:                                              ; preds = %411, %408, %352
  %421 = add nuw nsw i64 %353, 1, !dbg !585
  call void @llvm.dbg.value(metadata i64 %421, metadata !561, metadata !DIExpression()), !dbg !570
  %422 = icmp eq i64 %421, %43, !dbg !586
  br i1 %422, label %423, label %352, !dbg !571, !llvm.loop !587

423:                                              ; preds = %420, %338
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !594, metadata !DIExpression()), !dbg !601
  call void @llvm.dbg.value(metadata i32 0, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !597, metadata !DIExpression()), !dbg !601
  br i1 %46, label %424, label %483, !dbg !604

424:                                              ; preds = %423
  %425 = add nsw i64 %47, -1, !dbg !604
  %426 = and i64 %47, 7, !dbg !604
  %427 = icmp ult i64 %425, 7, !dbg !604
  br i1 %427, label %468, label %428, !dbg !604

428:                                              ; preds = %424
  %429 = and i64 %47, 4294967288, !dbg !604
  br label %430, !dbg !604

430:                                              ; preds = %430, %428
  %431 = phi i64 [ 0, %428 ], [ %465, %430 ]
  %432 = phi double [ 0.000000e+00, %428 ], [ %464, %430 ]
  %433 = phi i64 [ 0, %428 ], [ %466, %430 ]
  call void @llvm.dbg.value(metadata i64 %431, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %432, metadata !597, metadata !DIExpression()), !dbg !601
  %434 = getelementptr inbounds double, double* %26, i64 %431, !dbg !605
  %435 = load double, double* %434, align 8, !dbg !605, !tbaa !579
  %436 = fadd double %432, %435, !dbg !607
  call void @llvm.dbg.value(metadata double %436, metadata !597, metadata !DIExpression()), !dbg !601
  %437 = or i64 %431, 1, !dbg !608
  call void @llvm.dbg.value(metadata i64 %437, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %437, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %436, metadata !597, metadata !DIExpression()), !dbg !601
  %438 = getelementptr inbounds double, double* %26, i64 %437, !dbg !605
  %439 = load double, double* %438, align 8, !dbg !605, !tbaa !579
  %440 = fadd double %436, %439, !dbg !607
  call void @llvm.dbg.value(metadata double %440, metadata !597, metadata !DIExpression()), !dbg !601
  %441 = or i64 %431, 2, !dbg !608
  call void @llvm.dbg.value(metadata i64 %441, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %441, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %440, metadata !597, metadata !DIExpression()), !dbg !601
  %442 = getelementptr inbounds double, double* %26, i64 %441, !dbg !605
  %443 = load double, double* %442, align 8, !dbg !605, !tbaa !579
  %444 = fadd double %440, %443, !dbg !607
  call void @llvm.dbg.value(metadata double %444, metadata !597, metadata !DIExpression()), !dbg !601
  %445 = or i64 %431, 3, !dbg !608
  call void @llvm.dbg.value(metadata i64 %445, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %445, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %444, metadata !597, metadata !DIExpression()), !dbg !601
  %446 = getelementptr inbounds double, double* %26, i64 %445, !dbg !605
  %447 = load double, double* %446, align 8, !dbg !605, !tbaa !579
  %448 = fadd double %444, %447, !dbg !607
  call void @llvm.dbg.value(metadata double %448, metadata !597, metadata !DIExpression()), !dbg !601
  %449 = or i64 %431, 4, !dbg !608
  call void @llvm.dbg.value(metadata i64 %449, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %449, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %448, metadata !597, metadata !DIExpression()), !dbg !601
  %450 = getelementptr inbounds double, double* %26, i64 %449, !dbg !605
  %451 = load double, double* %450, align 8, !dbg !605, !tbaa !579
  %452 = fadd double %448, %451, !dbg !607
  call void @llvm.dbg.value(metadata double %452, metadata !597, metadata !DIExpression()), !dbg !601
  %453 = or i64 %431, 5, !dbg !608
  call void @llvm.dbg.value(metadata i64 %453, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %453, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %452, metadata !597, metadata !DIExpression()), !dbg !601
  %454 = getelementptr inbounds double, double* %26, i64 %453, !dbg !605
  %455 = load double, double* %454, align 8, !dbg !605, !tbaa !579
  %456 = fadd double %452, %455, !dbg !607
  call void @llvm.dbg.value(metadata double %456, metadata !597, metadata !DIExpression()), !dbg !601
  %457 = or i64 %431, 6, !dbg !608
  call void @llvm.dbg.value(metadata i64 %457, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %457, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %456, metadata !597, metadata !DIExpression()), !dbg !601
  %458 = getelementptr inbounds double, double* %26, i64 %457, !dbg !605
  %459 = load double, double* %458, align 8, !dbg !605, !tbaa !579
  %460 = fadd double %456, %459, !dbg !607
  call void @llvm.dbg.value(metadata double %460, metadata !597, metadata !DIExpression()), !dbg !601
  %461 = or i64 %431, 7, !dbg !608
  call void @llvm.dbg.value(metadata i64 %461, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata i64 %461, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %460, metadata !597, metadata !DIExpression()), !dbg !601
  %462 = getelementptr inbounds double, double* %26, i64 %461, !dbg !605
  %463 = load double, double* %462, align 8, !dbg !605, !tbaa !579
  %464 = fadd double %460, %463, !dbg !607
  call void @llvm.dbg.value(metadata double %464, metadata !597, metadata !DIExpression()), !dbg !601
  %465 = add nuw nsw i64 %431, 8, !dbg !608
  call void @llvm.dbg.value(metadata i64 %465, metadata !598, metadata !DIExpression()), !dbg !603
  %466 = add i64 %433, 8, !dbg !604
  %467 = icmp eq i64 %466, %429, !dbg !604
  br i1 %467, label %468, label %430, !dbg !604, !llvm.loop !609

468:                                              ; preds = %430, %424
  %469 = phi double [ undef, %424 ], [ %464, %430 ]
  %470 = phi i64 [ 0, %424 ], [ %465, %430 ]
  %471 = phi double [ 0.000000e+00, %424 ], [ %464, %430 ]
  %472 = icmp eq i64 %426, 0, !dbg !604
  br i1 %472, label %483, label %473, !dbg !604

473:                                              ; preds = %468, %473
  %474 = phi i64 [ %480, %473 ], [ %470, %468 ]
  %475 = phi double [ %479, %473 ], [ %471, %468 ]
  %476 = phi i64 [ %481, %473 ], [ 0, %468 ]
  call void @llvm.dbg.value(metadata i64 %474, metadata !598, metadata !DIExpression()), !dbg !603
  call void @llvm.dbg.value(metadata double %475, metadata !597, metadata !DIExpression()), !dbg !601
  %477 = getelementptr inbounds double, double* %26, i64 %474, !dbg !605
  %478 = load double, double* %477, align 8, !dbg !605, !tbaa !579
  %479 = fadd double %475, %478, !dbg !607
  call void @llvm.dbg.value(metadata double %479, metadata !597, metadata !DIExpression()), !dbg !601
  %480 = add nuw nsw i64 %474, 1, !dbg !608
  call void @llvm.dbg.value(metadata i64 %480, metadata !598, metadata !DIExpression()), !dbg !603
  %481 = add i64 %476, 1, !dbg !604
  %482 = icmp eq i64 %481, %426, !dbg !604
  br i1 %482, label %483, label %473, !dbg !604, !llvm.loop !619

483:                                              ; preds = %468, %473, %423
  %484 = phi double [ 0.000000e+00, %423 ], [ %469, %468 ], [ %479, %473 ], !dbg !601
  call void @llvm.dbg.value(metadata double %1046, metadata !551, metadata !DIExpression()), !dbg !554
  call void @llvm.dbg.value(metadata i32 3, metadata !552, metadata !DIExpression()), !dbg !556
  %485 = bitcast i8* %39 to double*, !dbg !620
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !543, metadata !DIExpression()), !dbg !621
  call void @llvm.dbg.value(metadata %struct.Params* undef, metadata !550, metadata !DIExpression()), !dbg !621
  call void @llvm.dbg.value(metadata i32 0, metadata !552, metadata !DIExpression()), !dbg !623
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !551, metadata !DIExpression()), !dbg !621
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !557, metadata !DIExpression()), !dbg !624
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !560, metadata !DIExpression()), !dbg !624
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !626
  br i1 %42, label %486, label %568, !dbg !627

486:                                              ; preds = %483
  %487 = and i64 %43, 4294967292, !dbg !627
  %488 = add nsw i64 %487, -4, !dbg !627
  %489 = lshr exact i64 %488, 2, !dbg !627
  %490 = add nuw nsw i64 %489, 1, !dbg !627
  %491 = icmp ult i32 %16, 4
  %492 = and i64 %43, 4294967292
  %493 = and i64 %490, 1
  %494 = icmp eq i64 %488, 0
  %495 = and i64 %490, 9223372036854775806
  %496 = icmp eq i64 %493, 0
  %497 = icmp eq i64 %492, %43
  br label %498, !dbg !627

498:                                              ; preds = %486, %556
  %499 = phi i64 [ %557, %556 ], [ 0, %486 ]
  call void @llvm.dbg.value(metadata i64 %499, metadata !561, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata i32 0, metadata !563, metadata !DIExpression()), !dbg !628
  br i1 %41, label %500, label %556, !dbg !629

500:                                              ; preds = %498
  %501 = trunc i64 %499 to i32
  %502 = sitofp i32 %501 to double
  %503 = mul nsw i64 %499, %18
  br i1 %491, label %554, label %504, !dbg !629

504:                                              ; preds = %500
  %505 = insertelement <2 x double> poison, double %502, i64 0, !dbg !629
  %506 = shufflevector <2 x double> %505, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !629
  %507 = insertelement <2 x double> poison, double %502, i64 0, !dbg !629
  %508 = shufflevector <2 x double> %507, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !629
  br i1 %494, label %539, label %509, !dbg !629

509:                                              ; preds = %504, %509
  %510 = phi i64 [ %535, %509 ], [ 0, %504 ], !dbg !630
  %511 = phi <2 x i32> [ %536, %509 ], [ <i32 0, i32 1>, %504 ], !dbg !631
  %512 = phi i64 [ %537, %509 ], [ 0, %504 ]
  %513 = add <2 x i32> %511, <i32 2, i32 2>, !dbg !631
  %514 = sitofp <2 x i32> %511 to <2 x double>, !dbg !631
  %515 = sitofp <2 x i32> %513 to <2 x double>, !dbg !631
  %516 = fsub <2 x double> %506, %514, !dbg !632
  %517 = fsub <2 x double> %508, %515, !dbg !632
  %518 = add nsw i64 %510, %503, !dbg !630
  %519 = getelementptr inbounds double, double* %485, i64 %518, !dbg !630
  %520 = bitcast double* %519 to <2 x double>*, !dbg !633
  store <2 x double> %516, <2 x double>* %520, align 8, !dbg !633, !tbaa !579
  %521 = getelementptr inbounds double, double* %519, i64 2, !dbg !633
  %522 = bitcast double* %521 to <2 x double>*, !dbg !633
  store <2 x double> %517, <2 x double>* %522, align 8, !dbg !633, !tbaa !579
  %523 = or i64 %510, 4, !dbg !630
  %524 = add <2 x i32> %511, <i32 4, i32 4>, !dbg !631
  %525 = add <2 x i32> %511, <i32 6, i32 6>, !dbg !631
  %526 = sitofp <2 x i32> %524 to <2 x double>, !dbg !631
  %527 = sitofp <2 x i32> %525 to <2 x double>, !dbg !631
  %528 = fsub <2 x double> %506, %526, !dbg !632
  %529 = fsub <2 x double> %508, %527, !dbg !632
  %530 = add nsw i64 %523, %503, !dbg !630
  %531 = getelementptr inbounds double, double* %485, i64 %530, !dbg !630
  %532 = bitcast double* %531 to <2 x double>*, !dbg !633
  store <2 x double> %528, <2 x double>* %532, align 8, !dbg !633, !tbaa !579
  %533 = getelementptr inbounds double, double* %531, i64 2, !dbg !633
  %534 = bitcast double* %533 to <2 x double>*, !dbg !633
  store <2 x double> %529, <2 x double>* %534, align 8, !dbg !633, !tbaa !579
  %535 = add nuw i64 %510, 8, !dbg !630
  %536 = add <2 x i32> %511, <i32 8, i32 8>, !dbg !631
  %537 = add i64 %512, 2, !dbg !630
  %538 = icmp eq i64 %537, %495, !dbg !630
  br i1 %538, label %539, label %509, !dbg !630, !llvm.loop !634

539:                                              ; preds = %509, %504
  %540 = phi i64 [ 0, %504 ], [ %535, %509 ]
  %541 = phi <2 x i32> [ <i32 0, i32 1>, %504 ], [ %536, %509 ]
  br i1 %496, label %553, label %542, !dbg !630

542:                                              ; preds = %539
  %543 = add <2 x i32> %541, <i32 2, i32 2>, !dbg !631
  %544 = sitofp <2 x i32> %541 to <2 x double>, !dbg !631
  %545 = sitofp <2 x i32> %543 to <2 x double>, !dbg !631
  %546 = fsub <2 x double> %506, %544, !dbg !632
  %547 = fsub <2 x double> %508, %545, !dbg !632
  %548 = add nsw i64 %540, %503, !dbg !630
  %549 = getelementptr inbounds double, double* %485, i64 %548, !dbg !630
  %550 = bitcast double* %549 to <2 x double>*, !dbg !633
  store <2 x double> %546, <2 x double>* %550, align 8, !dbg !633, !tbaa !579
  %551 = getelementptr inbounds double, double* %549, i64 2, !dbg !633
  %552 = bitcast double* %551 to <2 x double>*, !dbg !633
  store <2 x double> %547, <2 x double>* %552, align 8, !dbg !633, !tbaa !579
  br label %553, !dbg !629

553:                                              ; preds = %539, %542
  br i1 %497, label %556, label %554, !dbg !629

554:                                              ; preds = %500, %553
  %555 = phi i64 [ 0, %500 ], [ %492, %553 ]
  br label %559, !dbg !629

556:                                              ; preds = %559, %553, %498
  %557 = add nuw nsw i64 %499, 1, !dbg !636
  call void @llvm.dbg.value(metadata i64 %557, metadata !561, metadata !DIExpression()), !dbg !626
  %558 = icmp eq i64 %557, %44, !dbg !637
  br i1 %558, label %568, label %498, !dbg !627, !llvm.loop !638

559:                                              ; preds = %554, %559
  %560 = phi i64 [ %566, %559 ], [ %555, %554 ]
  call void @llvm.dbg.value(metadata i64 %560, metadata !563, metadata !DIExpression()), !dbg !628
  %561 = trunc i64 %560 to i32, !dbg !631
  %562 = sitofp i32 %561 to double, !dbg !631
  %563 = fsub double %502, %562, !dbg !632
  %564 = add nsw i64 %560, %503, !dbg !640
  %565 = getelementptr inbounds double, double* %485, i64 %564, !dbg !641
  store double %563, double* %565, align 8, !dbg !633, !tbaa !579
  %566 = add nuw nsw i64 %560, 1, !dbg !630
  call void @llvm.dbg.value(metadata i64 %566, metadata !563, metadata !DIExpression()), !dbg !628
  %567 = icmp eq i64 %566, %43, !dbg !642
  br i1 %567, label %556, label %559, !dbg !629, !llvm.loop !643

568:                                              ; preds = %556, %483
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !594, metadata !DIExpression()), !dbg !644
  call void @llvm.dbg.value(metadata i32 0, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !597, metadata !DIExpression()), !dbg !644
  br i1 %46, label %569, label %631, !dbg !647

569:                                              ; preds = %568
  %570 = add nsw i64 %47, -1, !dbg !647
  %571 = and i64 %47, 7, !dbg !647
  %572 = icmp ult i64 %570, 7, !dbg !647
  br i1 %572, label %613, label %573, !dbg !647

573:                                              ; preds = %569
  %574 = and i64 %47, 4294967288, !dbg !647
  br label %575, !dbg !647

575:                                              ; preds = %575, %573
  %576 = phi i64 [ 0, %573 ], [ %610, %575 ]
  %577 = phi double [ 0.000000e+00, %573 ], [ %609, %575 ]
  %578 = phi i64 [ 0, %573 ], [ %611, %575 ]
  call void @llvm.dbg.value(metadata i64 %576, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %577, metadata !597, metadata !DIExpression()), !dbg !644
  %579 = getelementptr inbounds double, double* %485, i64 %576, !dbg !648
  %580 = load double, double* %579, align 8, !dbg !648, !tbaa !579
  %581 = fadd double %577, %580, !dbg !649
  call void @llvm.dbg.value(metadata double %581, metadata !597, metadata !DIExpression()), !dbg !644
  %582 = or i64 %576, 1, !dbg !650
  call void @llvm.dbg.value(metadata i64 %582, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %582, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %581, metadata !597, metadata !DIExpression()), !dbg !644
  %583 = getelementptr inbounds double, double* %485, i64 %582, !dbg !648
  %584 = load double, double* %583, align 8, !dbg !648, !tbaa !579
  %585 = fadd double %581, %584, !dbg !649
  call void @llvm.dbg.value(metadata double %585, metadata !597, metadata !DIExpression()), !dbg !644
  %586 = or i64 %576, 2, !dbg !650
  call void @llvm.dbg.value(metadata i64 %586, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %586, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %585, metadata !597, metadata !DIExpression()), !dbg !644
  %587 = getelementptr inbounds double, double* %485, i64 %586, !dbg !648
  %588 = load double, double* %587, align 8, !dbg !648, !tbaa !579
  %589 = fadd double %585, %588, !dbg !649
  call void @llvm.dbg.value(metadata double %589, metadata !597, metadata !DIExpression()), !dbg !644
  %590 = or i64 %576, 3, !dbg !650
  call void @llvm.dbg.value(metadata i64 %590, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %590, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %589, metadata !597, metadata !DIExpression()), !dbg !644
  %591 = getelementptr inbounds double, double* %485, i64 %590, !dbg !648
  %592 = load double, double* %591, align 8, !dbg !648, !tbaa !579
  %593 = fadd double %589, %592, !dbg !649
  call void @llvm.dbg.value(metadata double %593, metadata !597, metadata !DIExpression()), !dbg !644
  %594 = or i64 %576, 4, !dbg !650
  call void @llvm.dbg.value(metadata i64 %594, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %594, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %593, metadata !597, metadata !DIExpression()), !dbg !644
  %595 = getelementptr inbounds double, double* %485, i64 %594, !dbg !648
  %596 = load double, double* %595, align 8, !dbg !648, !tbaa !579
  %597 = fadd double %593, %596, !dbg !649
  call void @llvm.dbg.value(metadata double %597, metadata !597, metadata !DIExpression()), !dbg !644
  %598 = or i64 %576, 5, !dbg !650
  call void @llvm.dbg.value(metadata i64 %598, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %598, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %597, metadata !597, metadata !DIExpression()), !dbg !644
  %599 = getelementptr inbounds double, double* %485, i64 %598, !dbg !648
  %600 = load double, double* %599, align 8, !dbg !648, !tbaa !579
  %601 = fadd double %597, %600, !dbg !649
  call void @llvm.dbg.value(metadata double %601, metadata !597, metadata !DIExpression()), !dbg !644
  %602 = or i64 %576, 6, !dbg !650
  call void @llvm.dbg.value(metadata i64 %602, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %602, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %601, metadata !597, metadata !DIExpression()), !dbg !644
  %603 = getelementptr inbounds double, double* %485, i64 %602, !dbg !648
  %604 = load double, double* %603, align 8, !dbg !648, !tbaa !579
  %605 = fadd double %601, %604, !dbg !649
  call void @llvm.dbg.value(metadata double %605, metadata !597, metadata !DIExpression()), !dbg !644
  %606 = or i64 %576, 7, !dbg !650
  call void @llvm.dbg.value(metadata i64 %606, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %606, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %605, metadata !597, metadata !DIExpression()), !dbg !644
  %607 = getelementptr inbounds double, double* %485, i64 %606, !dbg !648
  %608 = load double, double* %607, align 8, !dbg !648, !tbaa !579
  %609 = fadd double %605, %608, !dbg !649
  call void @llvm.dbg.value(metadata double %609, metadata !597, metadata !DIExpression()), !dbg !644
  %610 = add nuw nsw i64 %576, 8, !dbg !650
  call void @llvm.dbg.value(metadata i64 %610, metadata !598, metadata !DIExpression()), !dbg !646
  %611 = add i64 %578, 8, !dbg !647
  %612 = icmp eq i64 %611, %574, !dbg !647
  br i1 %612, label %613, label %575, !dbg !647, !llvm.loop !651

613:                                              ; preds = %575, %569
  %614 = phi double [ undef, %569 ], [ %609, %575 ]
  %615 = phi i64 [ 0, %569 ], [ %610, %575 ]
  %616 = phi double [ 0.000000e+00, %569 ], [ %609, %575 ]
  %617 = icmp eq i64 %571, 0, !dbg !647
  br i1 %617, label %628, label %618, !dbg !647

618:                                              ; preds = %613, %618
  %619 = phi i64 [ %625, %618 ], [ %615, %613 ]
  %620 = phi double [ %624, %618 ], [ %616, %613 ]
  %621 = phi i64 [ %626, %618 ], [ 0, %613 ]
  call void @llvm.dbg.value(metadata i64 %619, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %620, metadata !597, metadata !DIExpression()), !dbg !644
  %622 = getelementptr inbounds double, double* %485, i64 %619, !dbg !648
  %623 = load double, double* %622, align 8, !dbg !648, !tbaa !579
  %624 = fadd double %620, %623, !dbg !649
  call void @llvm.dbg.value(metadata double %624, metadata !597, metadata !DIExpression()), !dbg !644
  %625 = add nuw nsw i64 %619, 1, !dbg !650
  call void @llvm.dbg.value(metadata i64 %625, metadata !598, metadata !DIExpression()), !dbg !646
  %626 = add i64 %621, 1, !dbg !647
  %627 = icmp eq i64 %626, %571, !dbg !647
  br i1 %627, label %628, label %618, !dbg !647, !llvm.loop !653

628:                                              ; preds = %618, %613
  %629 = phi double [ %614, %613 ], [ %624, %618 ], !dbg !649
  %630 = fadd double %629, 0.000000e+00, !dbg !654
  br label %631, !dbg !654

631:                                              ; preds = %628, %568
  %632 = phi double [ 0.000000e+00, %568 ], [ %630, %628 ]
  call void @llvm.dbg.value(metadata i32 1, metadata !552, metadata !DIExpression()), !dbg !623
  call void @llvm.dbg.value(metadata double undef, metadata !551, metadata !DIExpression()), !dbg !621
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !557, metadata !DIExpression()), !dbg !624
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !560, metadata !DIExpression()), !dbg !624
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !626
  br i1 %42, label %633, label %716, !dbg !627

633:                                              ; preds = %631
  %634 = and i64 %43, 4294967292, !dbg !627
  %635 = add nsw i64 %634, -4, !dbg !627
  %636 = lshr exact i64 %635, 2, !dbg !627
  %637 = add nuw nsw i64 %636, 1, !dbg !627
  %638 = icmp ult i32 %16, 4
  %639 = and i64 %43, 4294967292
  %640 = and i64 %637, 1
  %641 = icmp eq i64 %635, 0
  %642 = and i64 %637, 9223372036854775806
  %643 = icmp eq i64 %640, 0
  %644 = icmp eq i64 %639, %43
  br label %645, !dbg !627

645:                                              ; preds = %633, %713
  %646 = phi i64 [ %714, %713 ], [ 0, %633 ]
  call void @llvm.dbg.value(metadata i64 %646, metadata !561, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata i32 0, metadata !563, metadata !DIExpression()), !dbg !628
  br i1 %41, label %647, label %713, !dbg !629

647:                                              ; preds = %645
  %648 = trunc i64 %646 to i32
  %649 = sitofp i32 %648 to double
  %650 = fadd double %649, 1.000000e+00
  %651 = mul nsw i64 %646, %18
  br i1 %638, label %702, label %652, !dbg !629

652:                                              ; preds = %647
  %653 = insertelement <2 x double> poison, double %650, i64 0, !dbg !629
  %654 = shufflevector <2 x double> %653, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !629
  %655 = insertelement <2 x double> poison, double %650, i64 0, !dbg !629
  %656 = shufflevector <2 x double> %655, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !629
  br i1 %641, label %687, label %657, !dbg !629

657:                                              ; preds = %652, %657
  %658 = phi i64 [ %683, %657 ], [ 0, %652 ], !dbg !630
  %659 = phi <2 x i32> [ %684, %657 ], [ <i32 0, i32 1>, %652 ], !dbg !631
  %660 = phi i64 [ %685, %657 ], [ 0, %652 ]
  %661 = add <2 x i32> %659, <i32 2, i32 2>, !dbg !631
  %662 = sitofp <2 x i32> %659 to <2 x double>, !dbg !631
  %663 = sitofp <2 x i32> %661 to <2 x double>, !dbg !631
  %664 = fsub <2 x double> %654, %662, !dbg !632
  %665 = fsub <2 x double> %656, %663, !dbg !632
  %666 = add nsw i64 %658, %651, !dbg !630
  %667 = getelementptr inbounds double, double* %485, i64 %666, !dbg !630
  %668 = bitcast double* %667 to <2 x double>*, !dbg !633
  store <2 x double> %664, <2 x double>* %668, align 8, !dbg !633, !tbaa !579
  %669 = getelementptr inbounds double, double* %667, i64 2, !dbg !633
  %670 = bitcast double* %669 to <2 x double>*, !dbg !633
  store <2 x double> %665, <2 x double>* %670, align 8, !dbg !633, !tbaa !579
  %671 = or i64 %658, 4, !dbg !630
  %672 = add <2 x i32> %659, <i32 4, i32 4>, !dbg !631
  %673 = add <2 x i32> %659, <i32 6, i32 6>, !dbg !631
  %674 = sitofp <2 x i32> %672 to <2 x double>, !dbg !631
  %675 = sitofp <2 x i32> %673 to <2 x double>, !dbg !631
  %676 = fsub <2 x double> %654, %674, !dbg !632
  %677 = fsub <2 x double> %656, %675, !dbg !632
  %678 = add nsw i64 %671, %651, !dbg !630
  %679 = getelementptr inbounds double, double* %485, i64 %678, !dbg !630
  %680 = bitcast double* %679 to <2 x double>*, !dbg !633
  store <2 x double> %676, <2 x double>* %680, align 8, !dbg !633, !tbaa !579
  %681 = getelementptr inbounds double, double* %679, i64 2, !dbg !633
  %682 = bitcast double* %681 to <2 x double>*, !dbg !633
  store <2 x double> %677, <2 x double>* %682, align 8, !dbg !633, !tbaa !579
  %683 = add nuw i64 %658, 8, !dbg !630
  %684 = add <2 x i32> %659, <i32 8, i32 8>, !dbg !631
  %685 = add i64 %660, 2, !dbg !630
  %686 = icmp eq i64 %685, %642, !dbg !630
  br i1 %686, label %687, label %657, !dbg !630, !llvm.loop !655

687:                                              ; preds = %657, %652
  %688 = phi i64 [ 0, %652 ], [ %683, %657 ]
  %689 = phi <2 x i32> [ <i32 0, i32 1>, %652 ], [ %684, %657 ]
  br i1 %643, label %701, label %690, !dbg !630

690:                                              ; preds = %687
  %691 = add <2 x i32> %689, <i32 2, i32 2>, !dbg !631
  %692 = sitofp <2 x i32> %689 to <2 x double>, !dbg !631
  %693 = sitofp <2 x i32> %691 to <2 x double>, !dbg !631
  %694 = fsub <2 x double> %654, %692, !dbg !632
  %695 = fsub <2 x double> %656, %693, !dbg !632
  %696 = add nsw i64 %688, %651, !dbg !630
  %697 = getelementptr inbounds double, double* %485, i64 %696, !dbg !630
  %698 = bitcast double* %697 to <2 x double>*, !dbg !633
  store <2 x double> %694, <2 x double>* %698, align 8, !dbg !633, !tbaa !579
  %699 = getelementptr inbounds double, double* %697, i64 2, !dbg !633
  %700 = bitcast double* %699 to <2 x double>*, !dbg !633
  store <2 x double> %695, <2 x double>* %700, align 8, !dbg !633, !tbaa !579
  br label %701, !dbg !629

701:                                              ; preds = %687, %690
  br i1 %644, label %713, label %702, !dbg !629

702:                                              ; preds = %647, %701
  %703 = phi i64 [ 0, %647 ], [ %639, %701 ]
  br label %704, !dbg !629

704:                                              ; preds = %702, %704
  %705 = phi i64 [ %711, %704 ], [ %703, %702 ]
  call void @llvm.dbg.value(metadata i64 %705, metadata !563, metadata !DIExpression()), !dbg !628
  %706 = trunc i64 %705 to i32, !dbg !631
  %707 = sitofp i32 %706 to double, !dbg !631
  %708 = fsub double %650, %707, !dbg !632
  %709 = add nsw i64 %705, %651, !dbg !640
  %710 = getelementptr inbounds double, double* %485, i64 %709, !dbg !641
  store double %708, double* %710, align 8, !dbg !633, !tbaa !579
  %711 = add nuw nsw i64 %705, 1, !dbg !630
  call void @llvm.dbg.value(metadata i64 %711, metadata !563, metadata !DIExpression()), !dbg !628
  %712 = icmp eq i64 %711, %43, !dbg !642
  br i1 %712, label %713, label %704, !dbg !629, !llvm.loop !656

713:                                              ; preds = %704, %701, %645
  %714 = add nuw nsw i64 %646, 1, !dbg !636
  call void @llvm.dbg.value(metadata i64 %714, metadata !561, metadata !DIExpression()), !dbg !626
  %715 = icmp eq i64 %714, %44, !dbg !637
  br i1 %715, label %716, label %645, !dbg !627, !llvm.loop !638

716:                                              ; preds = %713, %631
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !594, metadata !DIExpression()), !dbg !644
  call void @llvm.dbg.value(metadata i32 0, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !597, metadata !DIExpression()), !dbg !644
  br i1 %46, label %717, label %776, !dbg !647

717:                                              ; preds = %716
  %718 = add nsw i64 %47, -1, !dbg !647
  %719 = and i64 %47, 7, !dbg !647
  %720 = icmp ult i64 %718, 7, !dbg !647
  br i1 %720, label %761, label %721, !dbg !647

721:                                              ; preds = %717
  %722 = and i64 %47, 4294967288, !dbg !647
  br label %723, !dbg !647

723:                                              ; preds = %723, %721
  %724 = phi i64 [ 0, %721 ], [ %758, %723 ]
  %725 = phi double [ 0.000000e+00, %721 ], [ %757, %723 ]
  %726 = phi i64 [ 0, %721 ], [ %759, %723 ]
  call void @llvm.dbg.value(metadata i64 %724, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %725, metadata !597, metadata !DIExpression()), !dbg !644
  %727 = getelementptr inbounds double, double* %485, i64 %724, !dbg !648
  %728 = load double, double* %727, align 8, !dbg !648, !tbaa !579
  %729 = fadd double %725, %728, !dbg !649
  call void @llvm.dbg.value(metadata double %729, metadata !597, metadata !DIExpression()), !dbg !644
  %730 = or i64 %724, 1, !dbg !650
  call void @llvm.dbg.value(metadata i64 %730, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %730, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %729, metadata !597, metadata !DIExpression()), !dbg !644
  %731 = getelementptr inbounds double, double* %485, i64 %730, !dbg !648
  %732 = load double, double* %731, align 8, !dbg !648, !tbaa !579
  %733 = fadd double %729, %732, !dbg !649
  call void @llvm.dbg.value(metadata double %733, metadata !597, metadata !DIExpression()), !dbg !644
  %734 = or i64 %724, 2, !dbg !650
  call void @llvm.dbg.value(metadata i64 %734, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %734, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %733, metadata !597, metadata !DIExpression()), !dbg !644
  %735 = getelementptr inbounds double, double* %485, i64 %734, !dbg !648
  %736 = load double, double* %735, align 8, !dbg !648, !tbaa !579
  %737 = fadd double %733, %736, !dbg !649
  call void @llvm.dbg.value(metadata double %737, metadata !597, metadata !DIExpression()), !dbg !644
  %738 = or i64 %724, 3, !dbg !650
  call void @llvm.dbg.value(metadata i64 %738, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %738, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %737, metadata !597, metadata !DIExpression()), !dbg !644
  %739 = getelementptr inbounds double, double* %485, i64 %738, !dbg !648
  %740 = load double, double* %739, align 8, !dbg !648, !tbaa !579
  %741 = fadd double %737, %740, !dbg !649
  call void @llvm.dbg.value(metadata double %741, metadata !597, metadata !DIExpression()), !dbg !644
  %742 = or i64 %724, 4, !dbg !650
  call void @llvm.dbg.value(metadata i64 %742, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %742, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %741, metadata !597, metadata !DIExpression()), !dbg !644
  %743 = getelementptr inbounds double, double* %485, i64 %742, !dbg !648
  %744 = load double, double* %743, align 8, !dbg !648, !tbaa !579
  %745 = fadd double %741, %744, !dbg !649
  call void @llvm.dbg.value(metadata double %745, metadata !597, metadata !DIExpression()), !dbg !644
  %746 = or i64 %724, 5, !dbg !650
  call void @llvm.dbg.value(metadata i64 %746, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %746, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %745, metadata !597, metadata !DIExpression()), !dbg !644
  %747 = getelementptr inbounds double, double* %485, i64 %746, !dbg !648
  %748 = load double, double* %747, align 8, !dbg !648, !tbaa !579
  %749 = fadd double %745, %748, !dbg !649
  call void @llvm.dbg.value(metadata double %749, metadata !597, metadata !DIExpression()), !dbg !644
  %750 = or i64 %724, 6, !dbg !650
  call void @llvm.dbg.value(metadata i64 %750, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %750, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %749, metadata !597, metadata !DIExpression()), !dbg !644
  %751 = getelementptr inbounds double, double* %485, i64 %750, !dbg !648
  %752 = load double, double* %751, align 8, !dbg !648, !tbaa !579
  %753 = fadd double %749, %752, !dbg !649
  call void @llvm.dbg.value(metadata double %753, metadata !597, metadata !DIExpression()), !dbg !644
  %754 = or i64 %724, 7, !dbg !650
  call void @llvm.dbg.value(metadata i64 %754, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata i64 %754, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %753, metadata !597, metadata !DIExpression()), !dbg !644
  %755 = getelementptr inbounds double, double* %485, i64 %754, !dbg !648
  %756 = load double, double* %755, align 8, !dbg !648, !tbaa !579
  %757 = fadd double %753, %756, !dbg !649
  call void @llvm.dbg.value(metadata double %757, metadata !597, metadata !DIExpression()), !dbg !644
  %758 = add nuw nsw i64 %724, 8, !dbg !650
  call void @llvm.dbg.value(metadata i64 %758, metadata !598, metadata !DIExpression()), !dbg !646
  %759 = add i64 %726, 8, !dbg !647
  %760 = icmp eq i64 %759, %722, !dbg !647
  br i1 %760, label %761, label %723, !dbg !647, !llvm.loop !651

761:                                              ; preds = %723, %717
  %762 = phi double [ undef, %717 ], [ %757, %723 ]
  %763 = phi i64 [ 0, %717 ], [ %758, %723 ]
  %764 = phi double [ 0.000000e+00, %717 ], [ %757, %723 ]
  %765 = icmp eq i64 %719, 0, !dbg !647
  br i1 %765, label %776, label %766, !dbg !647

766:                                              ; preds = %761, %766
  %767 = phi i64 [ %773, %766 ], [ %763, %761 ]
  %768 = phi double [ %772, %766 ], [ %764, %761 ]
  %769 = phi i64 [ %774, %766 ], [ 0, %761 ]
  call void @llvm.dbg.value(metadata i64 %767, metadata !598, metadata !DIExpression()), !dbg !646
  call void @llvm.dbg.value(metadata double %768, metadata !597, metadata !DIExpression()), !dbg !644
  %770 = getelementptr inbounds double, double* %485, i64 %767, !dbg !648
  %771 = load double, double* %770, align 8, !dbg !648, !tbaa !579
  %772 = fadd double %768, %771, !dbg !649
  call void @llvm.dbg.value(metadata double %772, metadata !597, metadata !DIExpression()), !dbg !644
  %773 = add nuw nsw i64 %767, 1, !dbg !650
  call void @llvm.dbg.value(metadata i64 %773, metadata !598, metadata !DIExpression()), !dbg !646
  %774 = add i64 %769, 1, !dbg !647
  %775 = icmp eq i64 %774, %719, !dbg !647
  br i1 %775, label %776, label %766, !dbg !647, !llvm.loop !657

776:                                              ; preds = %761, %766, %716
  %777 = phi double [ 0.000000e+00, %716 ], [ %762, %761 ], [ %772, %766 ], !dbg !644
  call void @llvm.dbg.value(metadata double undef, metadata !551, metadata !DIExpression()), !dbg !621
  call void @llvm.dbg.value(metadata i32 2, metadata !552, metadata !DIExpression()), !dbg !623
  call void @llvm.dbg.value(metadata double undef, metadata !496, metadata !DIExpression()), !dbg !499
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !658, metadata !DIExpression()), !dbg !667
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !661, metadata !DIExpression()), !dbg !667
  call void @llvm.dbg.value(metadata i32 1, metadata !662, metadata !DIExpression()), !dbg !669
  %778 = icmp sgt i32 %16, 2, !dbg !670
  br i1 %778, label %779, label %860, !dbg !671

779:                                              ; preds = %776
  %780 = add nsw i32 %16, -1
  %781 = add i32 %17, -1
  %782 = icmp sgt i32 %17, 2
  %783 = zext i32 %780 to i64, !dbg !670
  %784 = zext i32 %781 to i64
  %785 = add nsw i64 %784, -1, !dbg !671
  %786 = icmp ult i64 %785, 2
  %787 = and i64 %785, -2
  %788 = or i64 %785, 1
  %789 = icmp eq i64 %785, %787
  br label %790, !dbg !671

790:                                              ; preds = %834, %779
  %791 = phi i64 [ 1, %779 ], [ %835, %834 ]
  call void @llvm.dbg.value(metadata i64 %791, metadata !662, metadata !DIExpression()), !dbg !669
  call void @llvm.dbg.value(metadata i32 1, metadata !664, metadata !DIExpression()), !dbg !672
  br i1 %782, label %794, label %792, !dbg !673

792:                                              ; preds = %790
  %793 = add nuw nsw i64 %791, 1, !dbg !674
  br label %834, !dbg !673

794:                                              ; preds = %790
  %795 = add nsw i64 %791, -1
  %796 = mul nsw i64 %795, %19
  %797 = add nuw nsw i64 %791, 1
  %798 = mul nsw i64 %797, %19
  %799 = mul nsw i64 %791, %19
  %800 = mul nsw i64 %795, %30
  %801 = add i64 %800, -1
  br i1 %786, label %832, label %802, !dbg !673

802:                                              ; preds = %794, %802
  %803 = phi i64 [ %829, %802 ], [ 0, %794 ]
  %804 = or i64 %803, 1
  %805 = add nsw i64 %804, %796, !dbg !675
  %806 = getelementptr inbounds double, double* %26, i64 %805, !dbg !677
  %807 = bitcast double* %806 to <2 x double>*, !dbg !677
  %808 = load <2 x double>, <2 x double>* %807, align 8, !dbg !677, !tbaa !579
  %809 = add nsw i64 %804, %798, !dbg !678
  %810 = getelementptr inbounds double, double* %26, i64 %809, !dbg !679
  %811 = bitcast double* %810 to <2 x double>*, !dbg !679
  %812 = load <2 x double>, <2 x double>* %811, align 8, !dbg !679, !tbaa !579
  %813 = fadd <2 x double> %808, %812, !dbg !680
  %814 = add nsw i64 %804, %799, !dbg !681
  %815 = add nsw i64 %814, -1, !dbg !682
  %816 = getelementptr inbounds double, double* %26, i64 %815, !dbg !683
  %817 = bitcast double* %816 to <2 x double>*, !dbg !683
  %818 = load <2 x double>, <2 x double>* %817, align 8, !dbg !683, !tbaa !579
  %819 = fadd <2 x double> %813, %818, !dbg !684
  %820 = add nsw i64 %814, 1, !dbg !685
  %821 = getelementptr inbounds double, double* %26, i64 %820, !dbg !686
  %822 = bitcast double* %821 to <2 x double>*, !dbg !686
  %823 = load <2 x double>, <2 x double>* %822, align 8, !dbg !686, !tbaa !579
  %824 = fadd <2 x double> %819, %823, !dbg !687
  %825 = fmul <2 x double> %824, <double 2.500000e-01, double 2.500000e-01>, !dbg !688
  %826 = add i64 %801, %804, !dbg !689
  %827 = getelementptr inbounds double, double* %38, i64 %826, !dbg !690
  %828 = bitcast double* %827 to <2 x double>*, !dbg !691
  store <2 x double> %825, <2 x double>* %828, align 8, !dbg !691, !tbaa !579
  %829 = add nuw i64 %803, 2
  %830 = icmp eq i64 %829, %787
  br i1 %830, label %831, label %802, !llvm.loop !692

831:                                              ; preds = %802
  br i1 %789, label %834, label %832, !dbg !673

832:                                              ; preds = %794, %831
  %833 = phi i64 [ 1, %794 ], [ %788, %831 ]
  br label %837, !dbg !673

834:                                              ; preds = %837, %831, %792
  %835 = phi i64 [ %793, %792 ], [ %797, %831 ], [ %797, %837 ], !dbg !674
  call void @llvm.dbg.value(metadata i64 %835, metadata !662, metadata !DIExpression()), !dbg !669
  %836 = icmp eq i64 %835, %783, !dbg !670
  br i1 %836, label %860, label %790, !dbg !671, !llvm.loop !694

837:                                              ; preds = %832, %837
  %838 = phi i64 [ %858, %837 ], [ %833, %832 ]
  call void @llvm.dbg.value(metadata i64 %838, metadata !664, metadata !DIExpression()), !dbg !672
  %839 = add nsw i64 %838, %796, !dbg !675
  %840 = getelementptr inbounds double, double* %26, i64 %839, !dbg !677
  %841 = load double, double* %840, align 8, !dbg !677, !tbaa !579
  %842 = add nsw i64 %838, %798, !dbg !678
  %843 = getelementptr inbounds double, double* %26, i64 %842, !dbg !679
  %844 = load double, double* %843, align 8, !dbg !679, !tbaa !579
  %845 = fadd double %841, %844, !dbg !680
  %846 = add nsw i64 %838, %799, !dbg !681
  %847 = add nsw i64 %846, -1, !dbg !682
  %848 = getelementptr inbounds double, double* %26, i64 %847, !dbg !683
  %849 = load double, double* %848, align 8, !dbg !683, !tbaa !579
  %850 = fadd double %845, %849, !dbg !684
  %851 = add nsw i64 %846, 1, !dbg !685
  %852 = getelementptr inbounds double, double* %26, i64 %851, !dbg !686
  %853 = load double, double* %852, align 8, !dbg !686, !tbaa !579
  %854 = fadd double %850, %853, !dbg !687
  %855 = fmul double %854, 2.500000e-01, !dbg !688
  %856 = add i64 %801, %838, !dbg !689
  %857 = getelementptr inbounds double, double* %38, i64 %856, !dbg !690
  store double %855, double* %857, align 8, !dbg !691, !tbaa !579
  %858 = add nuw nsw i64 %838, 1, !dbg !696
  call void @llvm.dbg.value(metadata i64 %858, metadata !664, metadata !DIExpression()), !dbg !672
  %859 = icmp eq i64 %858, %784, !dbg !697
  br i1 %859, label %834, label %837, !dbg !673, !llvm.loop !698

860:                                              ; preds = %834, %776
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !594, metadata !DIExpression()), !dbg !699
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !597, metadata !DIExpression()), !dbg !699
  call void @llvm.dbg.value(metadata i32 0, metadata !598, metadata !DIExpression()), !dbg !701
  %861 = mul i32 %28, %27
  %862 = icmp sgt i32 %861, 0, !dbg !702
  br i1 %862, label %863, label %923, !dbg !703

863:                                              ; preds = %860
  %864 = zext i32 %861 to i64, !dbg !702
  %865 = add nsw i64 %864, -1, !dbg !703
  %866 = and i64 %864, 7, !dbg !703
  %867 = icmp ult i64 %865, 7, !dbg !703
  br i1 %867, label %908, label %868, !dbg !703

868:                                              ; preds = %863
  %869 = and i64 %864, 4294967288, !dbg !703
  br label %870, !dbg !703

870:                                              ; preds = %870, %868
  %871 = phi i64 [ 0, %868 ], [ %905, %870 ]
  %872 = phi double [ 0.000000e+00, %868 ], [ %904, %870 ]
  %873 = phi i64 [ 0, %868 ], [ %906, %870 ]
  call void @llvm.dbg.value(metadata i64 %871, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %872, metadata !597, metadata !DIExpression()), !dbg !699
  %874 = getelementptr inbounds double, double* %38, i64 %871, !dbg !704
  %875 = load double, double* %874, align 8, !dbg !704, !tbaa !579
  %876 = fadd double %872, %875, !dbg !705
  call void @llvm.dbg.value(metadata double %876, metadata !597, metadata !DIExpression()), !dbg !699
  %877 = or i64 %871, 1, !dbg !706
  call void @llvm.dbg.value(metadata i64 %877, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata i64 %877, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %876, metadata !597, metadata !DIExpression()), !dbg !699
  %878 = getelementptr inbounds double, double* %38, i64 %877, !dbg !704
  %879 = load double, double* %878, align 8, !dbg !704, !tbaa !579
  %880 = fadd double %876, %879, !dbg !705
  call void @llvm.dbg.value(metadata double %880, metadata !597, metadata !DIExpression()), !dbg !699
  %881 = or i64 %871, 2, !dbg !706
  call void @llvm.dbg.value(metadata i64 %881, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata i64 %881, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %880, metadata !597, metadata !DIExpression()), !dbg !699
  %882 = getelementptr inbounds double, double* %38, i64 %881, !dbg !704
  %883 = load double, double* %882, align 8, !dbg !704, !tbaa !579
  %884 = fadd double %880, %883, !dbg !705
  call void @llvm.dbg.value(metadata double %884, metadata !597, metadata !DIExpression()), !dbg !699
  %885 = or i64 %871, 3, !dbg !706
  call void @llvm.dbg.value(metadata i64 %885, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata i64 %885, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %884, metadata !597, metadata !DIExpression()), !dbg !699
  %886 = getelementptr inbounds double, double* %38, i64 %885, !dbg !704
  %887 = load double, double* %886, align 8, !dbg !704, !tbaa !579
  %888 = fadd double %884, %887, !dbg !705
  call void @llvm.dbg.value(metadata double %888, metadata !597, metadata !DIExpression()), !dbg !699
  %889 = or i64 %871, 4, !dbg !706
  call void @llvm.dbg.value(metadata i64 %889, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata i64 %889, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %888, metadata !597, metadata !DIExpression()), !dbg !699
  %890 = getelementptr inbounds double, double* %38, i64 %889, !dbg !704
  %891 = load double, double* %890, align 8, !dbg !704, !tbaa !579
  %892 = fadd double %888, %891, !dbg !705
  call void @llvm.dbg.value(metadata double %892, metadata !597, metadata !DIExpression()), !dbg !699
  %893 = or i64 %871, 5, !dbg !706
  call void @llvm.dbg.value(metadata i64 %893, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata i64 %893, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %892, metadata !597, metadata !DIExpression()), !dbg !699
  %894 = getelementptr inbounds double, double* %38, i64 %893, !dbg !704
  %895 = load double, double* %894, align 8, !dbg !704, !tbaa !579
  %896 = fadd double %892, %895, !dbg !705
  call void @llvm.dbg.value(metadata double %896, metadata !597, metadata !DIExpression()), !dbg !699
  %897 = or i64 %871, 6, !dbg !706
  call void @llvm.dbg.value(metadata i64 %897, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata i64 %897, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %896, metadata !597, metadata !DIExpression()), !dbg !699
  %898 = getelementptr inbounds double, double* %38, i64 %897, !dbg !704
  %899 = load double, double* %898, align 8, !dbg !704, !tbaa !579
  %900 = fadd double %896, %899, !dbg !705
  call void @llvm.dbg.value(metadata double %900, metadata !597, metadata !DIExpression()), !dbg !699
  %901 = or i64 %871, 7, !dbg !706
  call void @llvm.dbg.value(metadata i64 %901, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata i64 %901, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %900, metadata !597, metadata !DIExpression()), !dbg !699
  %902 = getelementptr inbounds double, double* %38, i64 %901, !dbg !704
  %903 = load double, double* %902, align 8, !dbg !704, !tbaa !579
  %904 = fadd double %900, %903, !dbg !705
  call void @llvm.dbg.value(metadata double %904, metadata !597, metadata !DIExpression()), !dbg !699
  %905 = add nuw nsw i64 %871, 8, !dbg !706
  call void @llvm.dbg.value(metadata i64 %905, metadata !598, metadata !DIExpression()), !dbg !701
  %906 = add i64 %873, 8, !dbg !703
  %907 = icmp eq i64 %906, %869, !dbg !703
  br i1 %907, label %908, label %870, !dbg !703, !llvm.loop !707

908:                                              ; preds = %870, %863
  %909 = phi double [ undef, %863 ], [ %904, %870 ]
  %910 = phi i64 [ 0, %863 ], [ %905, %870 ]
  %911 = phi double [ 0.000000e+00, %863 ], [ %904, %870 ]
  %912 = icmp eq i64 %866, 0, !dbg !703
  br i1 %912, label %923, label %913, !dbg !703

913:                                              ; preds = %908, %913
  %914 = phi i64 [ %920, %913 ], [ %910, %908 ]
  %915 = phi double [ %919, %913 ], [ %911, %908 ]
  %916 = phi i64 [ %921, %913 ], [ 0, %908 ]
  call void @llvm.dbg.value(metadata i64 %914, metadata !598, metadata !DIExpression()), !dbg !701
  call void @llvm.dbg.value(metadata double %915, metadata !597, metadata !DIExpression()), !dbg !699
  %917 = getelementptr inbounds double, double* %38, i64 %914, !dbg !704
  %918 = load double, double* %917, align 8, !dbg !704, !tbaa !579
  %919 = fadd double %915, %918, !dbg !705
  call void @llvm.dbg.value(metadata double %919, metadata !597, metadata !DIExpression()), !dbg !699
  %920 = add nuw nsw i64 %914, 1, !dbg !706
  call void @llvm.dbg.value(metadata i64 %920, metadata !598, metadata !DIExpression()), !dbg !701
  %921 = add i64 %916, 1, !dbg !703
  %922 = icmp eq i64 %921, %866, !dbg !703
  br i1 %922, label %923, label %913, !dbg !703, !llvm.loop !709

923:                                              ; preds = %908, %913, %860
  %924 = phi double [ 0.000000e+00, %860 ], [ %909, %908 ], [ %919, %913 ], !dbg !699
  call void @llvm.dbg.value(metadata double undef, metadata !496, metadata !DIExpression()), !dbg !499
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !516, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i32 %17, metadata !519, metadata !DIExpression()), !dbg !710
  call void @llvm.dbg.value(metadata i32 5, metadata !520, metadata !DIExpression()), !dbg !710
  %925 = mul nsw i64 %19, 5, !dbg !712
  %926 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %925, i64 8), !dbg !713
  %927 = extractvalue { i64, i1 } %926, 1, !dbg !713
  %928 = extractvalue { i64, i1 } %926, 0, !dbg !713
  %929 = select i1 %927, i64 -1, i64 %928, !dbg !713
  %930 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %929) #8
          to label %931 unwind label %1058, !dbg !713

931:                                              ; preds = %923
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !497, metadata !DIExpression()), !dbg !499
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !557, metadata !DIExpression()), !dbg !714
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !560, metadata !DIExpression()), !dbg !714
  call void @llvm.dbg.value(metadata i32 0, metadata !561, metadata !DIExpression()), !dbg !716
  %932 = bitcast i8* %930 to double*, !dbg !717
  br i1 %42, label %933, label %980, !dbg !717

933:                                              ; preds = %931
  %934 = icmp eq i32 %17, 1, !dbg !717
  br i1 %934, label %959, label %935, !dbg !717

935:                                              ; preds = %933
  %936 = and i64 %44, 4294967294, !dbg !717
  br label %937, !dbg !717

937:                                              ; preds = %937, %935
  %938 = phi i64 [ 0, %935 ], [ %954, %937 ], !dbg !718
  %939 = phi <2 x i32> [ <i32 0, i32 1>, %935 ], [ %955, %937 ]
  %940 = sitofp <2 x i32> %939 to <2 x double>
  %941 = fadd <2 x double> %940, <double 1.500000e+00, double 1.500000e+00>
  %942 = mul nuw nsw i64 %938, 5, !dbg !718
  %943 = fadd <2 x double> %941, <double -1.000000e+00, double -1.000000e+00>, !dbg !719
  %944 = fadd <2 x double> %941, <double -2.000000e+00, double -2.000000e+00>, !dbg !719
  %945 = fadd <2 x double> %941, <double -3.000000e+00, double -3.000000e+00>, !dbg !719
  %946 = fadd <2 x double> %941, <double -4.000000e+00, double -4.000000e+00>, !dbg !719
  %947 = getelementptr inbounds double, double* %932, i64 %942, !dbg !718
  %948 = bitcast double* %947 to <10 x double>*, !dbg !718
  %949 = shufflevector <2 x double> %941, <2 x double> %943, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !720
  %950 = shufflevector <2 x double> %944, <2 x double> %945, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !720
  %951 = shufflevector <4 x double> %949, <4 x double> %950, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !720
  %952 = shufflevector <2 x double> %946, <2 x double> poison, <8 x i32> <i32 0, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, !dbg !720
  %953 = shufflevector <8 x double> %951, <8 x double> %952, <10 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 1, i32 3, i32 5, i32 7, i32 9>, !dbg !720
  store <10 x double> %953, <10 x double>* %948, align 8, !dbg !720, !tbaa !579
  %954 = add nuw i64 %938, 2, !dbg !718
  %955 = add <2 x i32> %939, <i32 2, i32 2>
  %956 = icmp eq i64 %954, %936, !dbg !718
  br i1 %956, label %957, label %937, !dbg !718, !llvm.loop !721

957:                                              ; preds = %937
  %958 = icmp eq i64 %936, %44, !dbg !717
  br i1 %958, label %980, label %959, !dbg !717

959:                                              ; preds = %933, %957
  %960 = phi i64 [ 0, %933 ], [ %936, %957 ]
  br label %961, !dbg !717

961:                                              ; preds = %959, %961
  %962 = phi i64 [ %978, %961 ], [ %960, %959 ]
  call void @llvm.dbg.value(metadata i64 %962, metadata !561, metadata !DIExpression()), !dbg !716
  call void @llvm.dbg.value(metadata i32 0, metadata !563, metadata !DIExpression()), !dbg !723
  %963 = trunc i64 %962 to i32
  %964 = sitofp i32 %963 to double
  %965 = fadd double %964, 1.500000e+00
  %966 = mul nuw nsw i64 %962, 5
  call void @llvm.dbg.value(metadata i64 0, metadata !563, metadata !DIExpression()), !dbg !723
  %967 = getelementptr inbounds double, double* %932, i64 %966, !dbg !724
  store double %965, double* %967, align 8, !dbg !720, !tbaa !579
  call void @llvm.dbg.value(metadata i64 1, metadata !563, metadata !DIExpression()), !dbg !723
  %968 = add nuw nsw i64 %966, 1, !dbg !725
  %969 = getelementptr inbounds double, double* %932, i64 %968, !dbg !724
  call void @llvm.dbg.value(metadata i64 2, metadata !563, metadata !DIExpression()), !dbg !723
  %970 = insertelement <2 x double> poison, double %965, i64 0, !dbg !719
  %971 = shufflevector <2 x double> %970, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !719
  %972 = fadd <2 x double> %971, <double -1.000000e+00, double -2.000000e+00>, !dbg !719
  %973 = bitcast double* %969 to <2 x double>*, !dbg !720
  store <2 x double> %972, <2 x double>* %973, align 8, !dbg !720, !tbaa !579
  call void @llvm.dbg.value(metadata i64 3, metadata !563, metadata !DIExpression()), !dbg !723
  %974 = add nuw nsw i64 %966, 3, !dbg !725
  %975 = getelementptr inbounds double, double* %932, i64 %974, !dbg !724
  call void @llvm.dbg.value(metadata i64 4, metadata !563, metadata !DIExpression()), !dbg !723
  %976 = fadd <2 x double> %971, <double -3.000000e+00, double -4.000000e+00>, !dbg !719
  %977 = bitcast double* %975 to <2 x double>*, !dbg !720
  store <2 x double> %976, <2 x double>* %977, align 8, !dbg !720, !tbaa !579
  call void @llvm.dbg.value(metadata i64 5, metadata !563, metadata !DIExpression()), !dbg !723
  %978 = add nuw nsw i64 %962, 1, !dbg !718
  call void @llvm.dbg.value(metadata i64 %978, metadata !561, metadata !DIExpression()), !dbg !716
  %979 = icmp eq i64 %978, %44, !dbg !726
  br i1 %979, label %980, label %961, !dbg !717, !llvm.loop !727

980:                                              ; preds = %961, %957, %931
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !594, metadata !DIExpression()), !dbg !728
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !597, metadata !DIExpression()), !dbg !728
  call void @llvm.dbg.value(metadata i32 0, metadata !598, metadata !DIExpression()), !dbg !730
  %981 = mul i32 %17, 5
  %982 = icmp sgt i32 %981, 0, !dbg !731
  br i1 %982, label %983, label %1043, !dbg !732

983:                                              ; preds = %980
  %984 = zext i32 %981 to i64, !dbg !731
  %985 = add nsw i64 %984, -1, !dbg !732
  %986 = and i64 %984, 7, !dbg !732
  %987 = icmp ult i64 %985, 7, !dbg !732
  br i1 %987, label %1028, label %988, !dbg !732

988:                                              ; preds = %983
  %989 = and i64 %984, 4294967288, !dbg !732
  br label %990, !dbg !732

990:                                              ; preds = %990, %988
  %991 = phi i64 [ 0, %988 ], [ %1025, %990 ]
  %992 = phi double [ 0.000000e+00, %988 ], [ %1024, %990 ]
  %993 = phi i64 [ 0, %988 ], [ %1026, %990 ]
  call void @llvm.dbg.value(metadata i64 %991, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %992, metadata !597, metadata !DIExpression()), !dbg !728
  %994 = getelementptr inbounds double, double* %932, i64 %991, !dbg !733
  %995 = load double, double* %994, align 8, !dbg !733, !tbaa !579
  %996 = fadd double %992, %995, !dbg !734
  call void @llvm.dbg.value(metadata double %996, metadata !597, metadata !DIExpression()), !dbg !728
  %997 = or i64 %991, 1, !dbg !735
  call void @llvm.dbg.value(metadata i64 %997, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata i64 %997, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %996, metadata !597, metadata !DIExpression()), !dbg !728
  %998 = getelementptr inbounds double, double* %932, i64 %997, !dbg !733
  %999 = load double, double* %998, align 8, !dbg !733, !tbaa !579
  %1000 = fadd double %996, %999, !dbg !734
  call void @llvm.dbg.value(metadata double %1000, metadata !597, metadata !DIExpression()), !dbg !728
  %1001 = or i64 %991, 2, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1001, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata i64 %1001, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %1000, metadata !597, metadata !DIExpression()), !dbg !728
  %1002 = getelementptr inbounds double, double* %932, i64 %1001, !dbg !733
  %1003 = load double, double* %1002, align 8, !dbg !733, !tbaa !579
  %1004 = fadd double %1000, %1003, !dbg !734
  call void @llvm.dbg.value(metadata double %1004, metadata !597, metadata !DIExpression()), !dbg !728
  %1005 = or i64 %991, 3, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1005, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata i64 %1005, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %1004, metadata !597, metadata !DIExpression()), !dbg !728
  %1006 = getelementptr inbounds double, double* %932, i64 %1005, !dbg !733
  %1007 = load double, double* %1006, align 8, !dbg !733, !tbaa !579
  %1008 = fadd double %1004, %1007, !dbg !734
  call void @llvm.dbg.value(metadata double %1008, metadata !597, metadata !DIExpression()), !dbg !728
  %1009 = or i64 %991, 4, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1009, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata i64 %1009, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %1008, metadata !597, metadata !DIExpression()), !dbg !728
  %1010 = getelementptr inbounds double, double* %932, i64 %1009, !dbg !733
  %1011 = load double, double* %1010, align 8, !dbg !733, !tbaa !579
  %1012 = fadd double %1008, %1011, !dbg !734
  call void @llvm.dbg.value(metadata double %1012, metadata !597, metadata !DIExpression()), !dbg !728
  %1013 = or i64 %991, 5, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1013, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata i64 %1013, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %1012, metadata !597, metadata !DIExpression()), !dbg !728
  %1014 = getelementptr inbounds double, double* %932, i64 %1013, !dbg !733
  %1015 = load double, double* %1014, align 8, !dbg !733, !tbaa !579
  %1016 = fadd double %1012, %1015, !dbg !734
  call void @llvm.dbg.value(metadata double %1016, metadata !597, metadata !DIExpression()), !dbg !728
  %1017 = or i64 %991, 6, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1017, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata i64 %1017, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %1016, metadata !597, metadata !DIExpression()), !dbg !728
  %1018 = getelementptr inbounds double, double* %932, i64 %1017, !dbg !733
  %1019 = load double, double* %1018, align 8, !dbg !733, !tbaa !579
  %1020 = fadd double %1016, %1019, !dbg !734
  call void @llvm.dbg.value(metadata double %1020, metadata !597, metadata !DIExpression()), !dbg !728
  %1021 = or i64 %991, 7, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1021, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata i64 %1021, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %1020, metadata !597, metadata !DIExpression()), !dbg !728
  %1022 = getelementptr inbounds double, double* %932, i64 %1021, !dbg !733
  %1023 = load double, double* %1022, align 8, !dbg !733, !tbaa !579
  %1024 = fadd double %1020, %1023, !dbg !734
  call void @llvm.dbg.value(metadata double %1024, metadata !597, metadata !DIExpression()), !dbg !728
  %1025 = add nuw nsw i64 %991, 8, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1025, metadata !598, metadata !DIExpression()), !dbg !730
  %1026 = add i64 %993, 8, !dbg !732
  %1027 = icmp eq i64 %1026, %989, !dbg !732
  br i1 %1027, label %1028, label %990, !dbg !732, !llvm.loop !736

1028:                                             ; preds = %990, %983
  %1029 = phi double [ undef, %983 ], [ %1024, %990 ]
  %1030 = phi i64 [ 0, %983 ], [ %1025, %990 ]
  %1031 = phi double [ 0.000000e+00, %983 ], [ %1024, %990 ]
  %1032 = icmp eq i64 %986, 0, !dbg !732
  br i1 %1032, label %1043, label %1033, !dbg !732

1033:                                             ; preds = %1028, %1033
  %1034 = phi i64 [ %1040, %1033 ], [ %1030, %1028 ]
  %1035 = phi double [ %1039, %1033 ], [ %1031, %1028 ]
  %1036 = phi i64 [ %1041, %1033 ], [ 0, %1028 ]
  call void @llvm.dbg.value(metadata i64 %1034, metadata !598, metadata !DIExpression()), !dbg !730
  call void @llvm.dbg.value(metadata double %1035, metadata !597, metadata !DIExpression()), !dbg !728
  %1037 = getelementptr inbounds double, double* %932, i64 %1034, !dbg !733
  %1038 = load double, double* %1037, align 8, !dbg !733, !tbaa !579
  %1039 = fadd double %1035, %1038, !dbg !734
  call void @llvm.dbg.value(metadata double %1039, metadata !597, metadata !DIExpression()), !dbg !728
  %1040 = add nuw nsw i64 %1034, 1, !dbg !735
  call void @llvm.dbg.value(metadata i64 %1040, metadata !598, metadata !DIExpression()), !dbg !730
  %1041 = add i64 %1036, 1, !dbg !732
  %1042 = icmp eq i64 %1041, %986, !dbg !732
  br i1 %1042, label %1043, label %1033, !dbg !732, !llvm.loop !738

1043:                                             ; preds = %1028, %1033, %980
  %1044 = phi double [ 0.000000e+00, %980 ], [ %1029, %1028 ], [ %1039, %1033 ], !dbg !728
  call void @llvm.dbg.value(metadata double undef, metadata !496, metadata !DIExpression()), !dbg !499
  call void @llvm.dbg.value(metadata %class.Grid* poison, metadata !739, metadata !DIExpression()) #7, !dbg !742
  tail call void @_ZdaPv(i8* noundef nonnull %930) #9, !dbg !744
  call void @llvm.dbg.value(metadata double %194, metadata !551, metadata !DIExpression()), !dbg !554
  %1045 = fadd double %194, %339, !dbg !613
  call void @llvm.dbg.value(metadata double %1045, metadata !551, metadata !DIExpression()), !dbg !554
  %1046 = fadd double %1045, %484, !dbg !613
  call void @llvm.dbg.value(metadata double %632, metadata !551, metadata !DIExpression()), !dbg !621
  %1047 = fadd double %632, %777, !dbg !654
  call void @llvm.dbg.value(metadata double %1047, metadata !551, metadata !DIExpression()), !dbg !621
  %1048 = fadd double %1046, %1047, !dbg !746
  call void @llvm.dbg.value(metadata double %1048, metadata !496, metadata !DIExpression()), !dbg !499
  %1049 = sitofp i32 %45 to double, !dbg !747
  %1050 = fadd double %924, %1049, !dbg !748
  %1051 = fadd double %1048, %1050, !dbg !749
  call void @llvm.dbg.value(metadata double %1051, metadata !496, metadata !DIExpression()), !dbg !499
  %1052 = fadd double %1051, %1044, !dbg !750
  call void @llvm.dbg.value(metadata double %1052, metadata !496, metadata !DIExpression()), !dbg !499
  %1053 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %1052), !dbg !751
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !739, metadata !DIExpression()) #7, !dbg !752
  tail call void @_ZdaPv(i8* noundef nonnull %39) #9, !dbg !754
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !739, metadata !DIExpression()) #7, !dbg !755
  tail call void @_ZdaPv(i8* noundef nonnull %36) #9, !dbg !757
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !739, metadata !DIExpression()) #7, !dbg !758
  tail call void @_ZdaPv(i8* noundef nonnull %25) #9, !dbg !760
  ret i32 0, !dbg !761

1054:                                             ; preds = %15
  %1055 = landingpad { i8*, i32 }
          cleanup, !dbg !761
  br label %1062, !dbg !761

1056:                                             ; preds = %37
  %1057 = landingpad { i8*, i32 }
          cleanup, !dbg !761
  br label %1060, !dbg !761

1058:                                             ; preds = %923
  %1059 = landingpad { i8*, i32 }
          cleanup, !dbg !761
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !739, metadata !DIExpression()) #7, !dbg !762
  tail call void @_ZdaPv(i8* noundef nonnull %39) #9, !dbg !764
  br label %1060, !dbg !761

1060:                                             ; preds = %1058, %1056
  %1061 = phi { i8*, i32 } [ %1059, %1058 ], [ %1057, %1056 ]
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !739, metadata !DIExpression()) #7, !dbg !765
  tail call void @_ZdaPv(i8* noundef nonnull %36) #9, !dbg !767
  br label %1062, !dbg !761

1062:                                             ; preds = %1060, %1054
  %1063 = phi { i8*, i32 } [ %1061, %1060 ], [ %1055, %1054 ]
  call void @llvm.dbg.value(metadata %class.Grid* undef, metadata !739, metadata !DIExpression()) #7, !dbg !768
  tail call void @_ZdaPv(i8* noundef nonnull %25) #9, !dbg !770
  resume { i8*, i32 } %1063, !dbg !761
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
!llvm.module.flags = !{!472, !473, !474, !475, !476, !477}
!llvm.ident = !{!478}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !40, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d61b8fc3af5792adf052dc8a32b4e42f")
!2 = !{!3, !4, !7, !10}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Grid", file: !1, line: 8, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, identifier: "_ZTS4Grid")
!11 = !{!12, !13, !14, !17, !21, !24, !27, !32, !36, !39}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !10, file: !1, line: 35, baseType: !3, size: 32)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !10, file: !1, line: 35, baseType: !3, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !10, file: !1, line: 36, baseType: !15, size: 64, offset: 64)
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
!36 = !DISubprogram(name: "rows", linkageName: "_ZNK4Grid4rowsEv", scope: !10, file: !1, line: 31, type: !37, scopeLine: 31, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DISubroutineType(types: !38)
!38 = !{!3, !30}
!39 = !DISubprogram(name: "cols", linkageName: "_ZNK4Grid4colsEv", scope: !10, file: !1, line: 32, type: !37, scopeLine: 32, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !{!41, !100, !106, !111, !115, !117, !119, !121, !123, !130, !135, !142, !146, !150, !154, !159, !163, !165, !169, !175, !179, !186, !188, !193, !197, !201, !203, !207, !211, !213, !217, !219, !221, !225, !229, !233, !237, !241, !245, !247, !254, !258, !262, !267, !269, !271, !275, !279, !280, !281, !282, !283, !284, !288, !292, !298, !302, !307, !309, !314, !318, !322, !331, !335, !339, !343, !347, !351, !355, !359, !363, !367, !374, !378, !382, !384, !386, !390, !395, !400, !404, !408, !410, !417, !421, !428, !430, !434, !438, !442, !446, !451, !456, !461, !462, !463, !464, !466, !467, !468, !469, !470, !471}
!41 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !43, file: !99, line: 98)
!42 = !DINamespace(name: "std", scope: null)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !44, line: 7, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !46, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !47, identifier: "_ZTS8_IO_FILE")
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!47 = !{!48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !63, !65, !66, !67, !71, !73, !75, !79, !82, !84, !87, !90, !91, !93, !94, !95}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !45, file: !46, line: 51, baseType: !3, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !45, file: !46, line: 54, baseType: !5, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !45, file: !46, line: 55, baseType: !5, size: 64, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !45, file: !46, line: 56, baseType: !5, size: 64, offset: 192)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !45, file: !46, line: 57, baseType: !5, size: 64, offset: 256)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !45, file: !46, line: 58, baseType: !5, size: 64, offset: 320)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !45, file: !46, line: 59, baseType: !5, size: 64, offset: 384)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !45, file: !46, line: 60, baseType: !5, size: 64, offset: 448)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !45, file: !46, line: 61, baseType: !5, size: 64, offset: 512)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !45, file: !46, line: 64, baseType: !5, size: 64, offset: 576)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !45, file: !46, line: 65, baseType: !5, size: 64, offset: 640)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !45, file: !46, line: 66, baseType: !5, size: 64, offset: 704)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !45, file: !46, line: 68, baseType: !61, size: 64, offset: 768)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !46, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!63 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !45, file: !46, line: 70, baseType: !64, size: 64, offset: 832)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !45, file: !46, line: 72, baseType: !3, size: 32, offset: 896)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !45, file: !46, line: 73, baseType: !3, size: 32, offset: 928)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !45, file: !46, line: 74, baseType: !68, size: 64, offset: 960)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !69, line: 152, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !45, file: !46, line: 77, baseType: !72, size: 16, offset: 1024)
!72 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !45, file: !46, line: 78, baseType: !74, size: 8, offset: 1040)
!74 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !45, file: !46, line: 79, baseType: !76, size: 8, offset: 1048)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 1)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !45, file: !46, line: 81, baseType: !80, size: 64, offset: 1088)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !46, line: 43, baseType: null)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !45, file: !46, line: 89, baseType: !83, size: 64, offset: 1152)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !69, line: 153, baseType: !70)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !45, file: !46, line: 91, baseType: !85, size: 64, offset: 1216)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !46, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!87 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !45, file: !46, line: 92, baseType: !88, size: 64, offset: 1280)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !46, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !45, file: !46, line: 93, baseType: !64, size: 64, offset: 1344)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !45, file: !46, line: 94, baseType: !92, size: 64, offset: 1408)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !45, file: !46, line: 95, baseType: !7, size: 64, offset: 1472)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !45, file: !46, line: 96, baseType: !3, size: 32, offset: 1536)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !45, file: !46, line: 98, baseType: !96, size: 160, offset: 1568)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 20)
!99 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !101, file: !99, line: 99)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !102, line: 84, baseType: !103)
!102 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !104, line: 14, baseType: !105)
!104 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !104, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !107, file: !99, line: 101)
!107 = !DISubprogram(name: "clearerr", scope: !102, file: !102, line: 786, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !112, file: !99, line: 102)
!112 = !DISubprogram(name: "fclose", scope: !102, file: !102, line: 178, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!3, !110}
!115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !116, file: !99, line: 103)
!116 = !DISubprogram(name: "feof", scope: !102, file: !102, line: 788, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !118, file: !99, line: 104)
!118 = !DISubprogram(name: "ferror", scope: !102, file: !102, line: 790, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !120, file: !99, line: 105)
!120 = !DISubprogram(name: "fflush", scope: !102, file: !102, line: 230, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !122, file: !99, line: 106)
!122 = !DISubprogram(name: "fgetc", scope: !102, file: !102, line: 513, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !124, file: !99, line: 107)
!124 = !DISubprogram(name: "fgetpos", scope: !102, file: !102, line: 760, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!3, !127, !128}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !110)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !131, file: !99, line: 108)
!131 = !DISubprogram(name: "fgets", scope: !102, file: !102, line: 592, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!5, !134, !3, !127}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !136, file: !99, line: 109)
!136 = !DISubprogram(name: "fopen", scope: !102, file: !102, line: 258, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!110, !139, !139}
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !143, file: !99, line: 110)
!143 = !DISubprogram(name: "fprintf", scope: !102, file: !102, line: 350, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!3, !127, !139, null}
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !147, file: !99, line: 111)
!147 = !DISubprogram(name: "fputc", scope: !102, file: !102, line: 549, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!3, !3, !110}
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !151, file: !99, line: 112)
!151 = !DISubprogram(name: "fputs", scope: !102, file: !102, line: 655, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!3, !139, !127}
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !155, file: !99, line: 113)
!155 = !DISubprogram(name: "fread", scope: !102, file: !102, line: 675, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!7, !158, !7, !7, !127}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !160, file: !99, line: 114)
!160 = !DISubprogram(name: "freopen", scope: !102, file: !102, line: 265, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!110, !139, !139, !127}
!163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !164, file: !99, line: 115)
!164 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !102, file: !102, line: 434, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !166, file: !99, line: 116)
!166 = !DISubprogram(name: "fseek", scope: !102, file: !102, line: 713, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!3, !110, !70, !3}
!169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !170, file: !99, line: 117)
!170 = !DISubprogram(name: "fsetpos", scope: !102, file: !102, line: 765, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!3, !110, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !176, file: !99, line: 118)
!176 = !DISubprogram(name: "ftell", scope: !102, file: !102, line: 718, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!70, !110}
!179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !180, file: !99, line: 119)
!180 = !DISubprogram(name: "fwrite", scope: !102, file: !102, line: 681, type: !181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{!7, !183, !7, !7, !127}
!183 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !184)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !187, file: !99, line: 120)
!187 = !DISubprogram(name: "getc", scope: !102, file: !102, line: 514, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !189, file: !99, line: 121)
!189 = !DISubprogram(name: "getchar", scope: !190, file: !190, line: 47, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!191 = !DISubroutineType(types: !192)
!192 = !{!3}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !194, file: !99, line: 126)
!194 = !DISubprogram(name: "perror", scope: !102, file: !102, line: 804, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !140}
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !198, file: !99, line: 127)
!198 = !DISubprogram(name: "printf", scope: !102, file: !102, line: 356, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!3, !139, null}
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !202, file: !99, line: 128)
!202 = !DISubprogram(name: "putc", scope: !102, file: !102, line: 550, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !204, file: !99, line: 129)
!204 = !DISubprogram(name: "putchar", scope: !190, file: !190, line: 82, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!3, !3}
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !208, file: !99, line: 130)
!208 = !DISubprogram(name: "puts", scope: !102, file: !102, line: 661, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{!3, !140}
!211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !212, file: !99, line: 131)
!212 = !DISubprogram(name: "remove", scope: !102, file: !102, line: 152, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !214, file: !99, line: 132)
!214 = !DISubprogram(name: "rename", scope: !102, file: !102, line: 154, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!3, !140, !140}
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !218, file: !99, line: 133)
!218 = !DISubprogram(name: "rewind", scope: !102, file: !102, line: 723, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !220, file: !99, line: 134)
!220 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !102, file: !102, line: 437, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !222, file: !99, line: 135)
!222 = !DISubprogram(name: "setbuf", scope: !102, file: !102, line: 328, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !127, !134}
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !226, file: !99, line: 136)
!226 = !DISubprogram(name: "setvbuf", scope: !102, file: !102, line: 332, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!3, !127, !134, !3, !7}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !230, file: !99, line: 137)
!230 = !DISubprogram(name: "sprintf", scope: !102, file: !102, line: 358, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!3, !134, !139, null}
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !234, file: !99, line: 138)
!234 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !102, file: !102, line: 439, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!3, !139, !139, null}
!237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !238, file: !99, line: 139)
!238 = !DISubprogram(name: "tmpfile", scope: !102, file: !102, line: 188, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!110}
!241 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !242, file: !99, line: 141)
!242 = !DISubprogram(name: "tmpnam", scope: !102, file: !102, line: 205, type: !243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!5, !5}
!245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !246, file: !99, line: 143)
!246 = !DISubprogram(name: "ungetc", scope: !102, file: !102, line: 668, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !248, file: !99, line: 144)
!248 = !DISubprogram(name: "vfprintf", scope: !102, file: !102, line: 365, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!3, !127, !139, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !253, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!253 = !DIFile(filename: "obj_members.cpp", directory: "/work/main/internal/pipeline/testdata")
!254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !255, file: !99, line: 145)
!255 = !DISubprogram(name: "vprintf", scope: !190, file: !190, line: 39, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!3, !139, !251}
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !259, file: !99, line: 146)
!259 = !DISubprogram(name: "vsprintf", scope: !102, file: !102, line: 373, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !DISubroutineType(types: !261)
!261 = !{!3, !134, !139, !251}
!262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !264, file: !99, line: 175)
!263 = !DINamespace(name: "__gnu_cxx", scope: null)
!264 = !DISubprogram(name: "snprintf", scope: !102, file: !102, line: 378, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!3, !134, !7, !139, null}
!267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !268, file: !99, line: 176)
!268 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !102, file: !102, line: 479, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !270, file: !99, line: 177)
!270 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !102, file: !102, line: 484, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !272, file: !99, line: 178)
!272 = !DISubprogram(name: "vsnprintf", scope: !102, file: !102, line: 382, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!3, !134, !7, !139, !251}
!275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !276, file: !99, line: 179)
!276 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !102, file: !102, line: 487, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!3, !139, !139, !251}
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !264, file: !99, line: 185)
!280 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !268, file: !99, line: 186)
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !270, file: !99, line: 187)
!282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !272, file: !99, line: 188)
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !276, file: !99, line: 189)
!284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !285, file: !287, line: 52)
!285 = !DISubprogram(name: "abs", scope: !286, file: !286, line: 861, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!287 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !289, file: !291, line: 127)
!289 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !286, line: 63, baseType: !290)
!290 = !DICompositeType(tag: DW_TAG_structure_type, file: !286, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!291 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!292 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !293, file: !291, line: 128)
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !286, line: 71, baseType: !294)
!294 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !286, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !295, identifier: "_ZTS6ldiv_t")
!295 = !{!296, !297}
!296 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !294, file: !286, line: 69, baseType: !70, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !294, file: !286, line: 70, baseType: !70, size: 64, offset: 64)
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !299, file: !291, line: 130)
!299 = !DISubprogram(name: "abort", scope: !286, file: !286, line: 611, type: !300, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null}
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !303, file: !291, line: 134)
!303 = !DISubprogram(name: "atexit", scope: !286, file: !286, line: 615, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{!3, !306}
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !308, file: !291, line: 137)
!308 = !DISubprogram(name: "at_quick_exit", scope: !286, file: !286, line: 620, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !310, file: !291, line: 140)
!310 = !DISubprogram(name: "atof", scope: !311, file: !311, line: 25, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!312 = !DISubroutineType(types: !313)
!313 = !{!16, !140}
!314 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !315, file: !291, line: 141)
!315 = distinct !DISubprogram(name: "atoi", scope: !286, file: !286, line: 362, type: !209, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !316)
!316 = !{!317}
!317 = !DILocalVariable(name: "__nptr", arg: 1, scope: !315, file: !286, line: 362, type: !140)
!318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !319, file: !291, line: 142)
!319 = !DISubprogram(name: "atol", scope: !286, file: !286, line: 367, type: !320, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{!70, !140}
!322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !323, file: !291, line: 143)
!323 = !DISubprogram(name: "bsearch", scope: !324, file: !324, line: 20, type: !325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!325 = !DISubroutineType(types: !326)
!326 = !{!92, !184, !184, !7, !7, !327}
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !286, line: 829, baseType: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DISubroutineType(types: !330)
!330 = !{!3, !184, !184}
!331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !332, file: !291, line: 144)
!332 = !DISubprogram(name: "calloc", scope: !286, file: !286, line: 556, type: !333, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!333 = !DISubroutineType(types: !334)
!334 = !{!92, !7, !7}
!335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !336, file: !291, line: 145)
!336 = !DISubprogram(name: "div", scope: !286, file: !286, line: 873, type: !337, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubroutineType(types: !338)
!338 = !{!289, !3, !3}
!339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !340, file: !291, line: 146)
!340 = !DISubprogram(name: "exit", scope: !286, file: !286, line: 637, type: !341, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{null, !3}
!343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !344, file: !291, line: 147)
!344 = !DISubprogram(name: "free", scope: !286, file: !286, line: 568, type: !345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !92}
!347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !348, file: !291, line: 148)
!348 = !DISubprogram(name: "getenv", scope: !286, file: !286, line: 654, type: !349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DISubroutineType(types: !350)
!350 = !{!5, !140}
!351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !352, file: !291, line: 149)
!352 = !DISubprogram(name: "labs", scope: !286, file: !286, line: 862, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!70, !70}
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !356, file: !291, line: 150)
!356 = !DISubprogram(name: "ldiv", scope: !286, file: !286, line: 875, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!293, !70, !70}
!359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !360, file: !291, line: 151)
!360 = !DISubprogram(name: "malloc", scope: !286, file: !286, line: 553, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{!92, !7}
!363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !364, file: !291, line: 153)
!364 = !DISubprogram(name: "mblen", scope: !286, file: !286, line: 943, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{!3, !140, !7}
!367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !368, file: !291, line: 154)
!368 = !DISubprogram(name: "mbstowcs", scope: !286, file: !286, line: 954, type: !369, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{!7, !371, !139, !7}
!371 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !372)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 64)
!373 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!374 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !375, file: !291, line: 155)
!375 = !DISubprogram(name: "mbtowc", scope: !286, file: !286, line: 946, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{!3, !371, !139, !7}
!378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !379, file: !291, line: 157)
!379 = !DISubprogram(name: "qsort", scope: !286, file: !286, line: 851, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{null, !92, !7, !7, !327}
!382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !383, file: !291, line: 160)
!383 = !DISubprogram(name: "quick_exit", scope: !286, file: !286, line: 643, type: !341, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !385, file: !291, line: 163)
!385 = !DISubprogram(name: "rand", scope: !286, file: !286, line: 454, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !387, file: !291, line: 164)
!387 = !DISubprogram(name: "realloc", scope: !286, file: !286, line: 564, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{!92, !92, !7}
!390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !391, file: !291, line: 165)
!391 = !DISubprogram(name: "srand", scope: !286, file: !286, line: 456, type: !392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubroutineType(types: !393)
!393 = !{null, !394}
!394 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !396, file: !291, line: 166)
!396 = !DISubprogram(name: "strtod", scope: !286, file: !286, line: 118, type: !397, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{!16, !139, !399}
!399 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !401, file: !291, line: 167)
!401 = !DISubprogram(name: "strtol", scope: !286, file: !286, line: 177, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!70, !139, !399, !3}
!404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !405, file: !291, line: 168)
!405 = !DISubprogram(name: "strtoul", scope: !286, file: !286, line: 181, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!9, !139, !399, !3}
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !409, file: !291, line: 169)
!409 = !DISubprogram(name: "system", scope: !286, file: !286, line: 804, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !411, file: !291, line: 171)
!411 = !DISubprogram(name: "wcstombs", scope: !286, file: !286, line: 958, type: !412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!7, !134, !414, !7}
!414 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !415)
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !416, size: 64)
!416 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !373)
!417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !418, file: !291, line: 172)
!418 = !DISubprogram(name: "wctomb", scope: !286, file: !286, line: 950, type: !419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!3, !5, !373}
!421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !422, file: !291, line: 200)
!422 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !286, line: 81, baseType: !423)
!423 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !286, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !424, identifier: "_ZTS7lldiv_t")
!424 = !{!425, !427}
!425 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !423, file: !286, line: 79, baseType: !426, size: 64)
!426 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !423, file: !286, line: 80, baseType: !426, size: 64, offset: 64)
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !429, file: !291, line: 206)
!429 = !DISubprogram(name: "_Exit", scope: !286, file: !286, line: 649, type: !341, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!430 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !431, file: !291, line: 210)
!431 = !DISubprogram(name: "llabs", scope: !286, file: !286, line: 865, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!426, !426}
!434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !435, file: !291, line: 216)
!435 = !DISubprogram(name: "lldiv", scope: !286, file: !286, line: 879, type: !436, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubroutineType(types: !437)
!437 = !{!422, !426, !426}
!438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !439, file: !291, line: 227)
!439 = !DISubprogram(name: "atoll", scope: !286, file: !286, line: 374, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!426, !140}
!442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !443, file: !291, line: 228)
!443 = !DISubprogram(name: "strtoll", scope: !286, file: !286, line: 201, type: !444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{!426, !139, !399, !3}
!446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !447, file: !291, line: 229)
!447 = !DISubprogram(name: "strtoull", scope: !286, file: !286, line: 206, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!450, !139, !399, !3}
!450 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!451 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !452, file: !291, line: 231)
!452 = !DISubprogram(name: "strtof", scope: !286, file: !286, line: 124, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubroutineType(types: !454)
!454 = !{!455, !139, !399}
!455 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !263, entity: !457, file: !291, line: 232)
!457 = !DISubprogram(name: "strtold", scope: !286, file: !286, line: 127, type: !458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!460, !139, !399}
!460 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !422, file: !291, line: 240)
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !429, file: !291, line: 242)
!463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !431, file: !291, line: 244)
!464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !465, file: !291, line: 245)
!465 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !263, file: !291, line: 213, type: !436, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !435, file: !291, line: 246)
!467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !439, file: !291, line: 248)
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !452, file: !291, line: 249)
!469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !443, file: !291, line: 250)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !447, file: !291, line: 251)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !457, file: !291, line: 252)
!472 = !{i32 7, !"Dwarf Version", i32 5}
!473 = !{i32 2, !"Debug Info Version", i32 3}
!474 = !{i32 1, !"wchar_size", i32 4}
!475 = !{i32 7, !"PIC Level", i32 2}
!476 = !{i32 7, !"PIE Level", i32 2}
!477 = !{i32 7, !"uwtable", i32 1}
!478 = !{!"Debian clang version 14.0.6"}
!479 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 50, type: !480, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !482)
!480 = !DISubroutineType(types: !481)
!481 = !{!3, !3, !4}
!482 = !{!483, !484, !485, !486, !487, !488, !489, !490, !495, !496, !497}
!483 = !DILocalVariable(name: "argc", arg: 1, scope: !479, file: !1, line: 50, type: !3)
!484 = !DILocalVariable(name: "argv", arg: 2, scope: !479, file: !1, line: 50, type: !4)
!485 = !DILocalVariable(name: "n", scope: !479, file: !1, line: 51, type: !3)
!486 = !DILocalVariable(name: "m", scope: !479, file: !1, line: 52, type: !3)
!487 = !DILocalVariable(name: "a", scope: !479, file: !1, line: 53, type: !10)
!488 = !DILocalVariable(name: "b", scope: !479, file: !1, line: 53, type: !10)
!489 = !DILocalVariable(name: "c", scope: !479, file: !1, line: 53, type: !10)
!490 = !DILocalVariable(name: "p1", scope: !479, file: !1, line: 54, type: !491)
!491 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Params", file: !1, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !492, identifier: "_ZTS6Params")
!492 = !{!493, !494}
!493 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !491, file: !1, line: 39, baseType: !3, size: 32)
!494 = !DIDerivedType(tag: DW_TAG_member, name: "stride", scope: !491, file: !1, line: 39, baseType: !3, size: 32, offset: 32)
!495 = !DILocalVariable(name: "p2", scope: !479, file: !1, line: 54, type: !491)
!496 = !DILocalVariable(name: "s", scope: !479, file: !1, line: 55, type: !16)
!497 = !DILocalVariable(name: "h", scope: !479, file: !1, line: 58, type: !498)
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!499 = !DILocation(line: 0, scope: !479)
!500 = !DILocation(line: 51, column: 16, scope: !479)
!501 = !DILocation(line: 51, column: 11, scope: !479)
!502 = !DILocation(line: 51, column: 32, scope: !479)
!503 = !{!504, !504, i64 0}
!504 = !{!"any pointer", !505, i64 0}
!505 = !{!"omnipotent char", !506, i64 0}
!506 = !{!"Simple C++ TBAA"}
!507 = !DILocation(line: 0, scope: !315, inlinedAt: !508)
!508 = distinct !DILocation(line: 51, column: 22, scope: !479)
!509 = !DILocation(line: 364, column: 16, scope: !315, inlinedAt: !508)
!510 = !DILocation(line: 52, column: 16, scope: !479)
!511 = !DILocation(line: 52, column: 11, scope: !479)
!512 = !DILocation(line: 52, column: 32, scope: !479)
!513 = !DILocation(line: 0, scope: !315, inlinedAt: !514)
!514 = distinct !DILocation(line: 52, column: 22, scope: !479)
!515 = !DILocation(line: 364, column: 16, scope: !315, inlinedAt: !514)
!516 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !498, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = distinct !DISubprogram(name: "Grid", linkageName: "_ZN4GridC2Eii", scope: !10, file: !1, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !17, retainedNodes: !518)
!518 = !{!516, !519, !520}
!519 = !DILocalVariable(name: "rows", arg: 2, scope: !517, file: !1, line: 10, type: !3)
!520 = !DILocalVariable(name: "cols", arg: 3, scope: !517, file: !1, line: 10, type: !3)
!521 = !DILocation(line: 0, scope: !517, inlinedAt: !522)
!522 = distinct !DILocation(line: 53, column: 8, scope: !479)
!523 = !DILocation(line: 11, column: 32, scope: !524, inlinedAt: !522)
!524 = distinct !DILexicalBlock(scope: !517, file: !1, line: 10, column: 55)
!525 = !DILocation(line: 11, column: 39, scope: !524, inlinedAt: !522)
!526 = !DILocation(line: 11, column: 37, scope: !524, inlinedAt: !522)
!527 = !DILocation(line: 11, column: 13, scope: !524, inlinedAt: !522)
!528 = !DILocation(line: 11, column: 11, scope: !524, inlinedAt: !522)
!529 = !DILocation(line: 53, column: 21, scope: !479)
!530 = !DILocation(line: 53, column: 28, scope: !479)
!531 = !DILocation(line: 0, scope: !517, inlinedAt: !532)
!532 = distinct !DILocation(line: 53, column: 17, scope: !479)
!533 = !DILocation(line: 11, column: 32, scope: !524, inlinedAt: !532)
!534 = !DILocation(line: 11, column: 39, scope: !524, inlinedAt: !532)
!535 = !DILocation(line: 11, column: 37, scope: !524, inlinedAt: !532)
!536 = !DILocation(line: 11, column: 13, scope: !524, inlinedAt: !532)
!537 = !DILocation(line: 11, column: 11, scope: !524, inlinedAt: !532)
!538 = !DILocation(line: 0, scope: !517, inlinedAt: !539)
!539 = distinct !DILocation(line: 53, column: 34, scope: !479)
!540 = !DILocation(line: 11, column: 13, scope: !524, inlinedAt: !539)
!541 = !DILocation(line: 54, column: 10, scope: !479)
!542 = !DILocation(line: 54, column: 23, scope: !479)
!543 = !DILocalVariable(name: "g", arg: 1, scope: !544, file: !1, line: 41, type: !35)
!544 = distinct !DISubprogram(name: "sweep", linkageName: "_ZL5sweepR4GridRK6Params", scope: !1, file: !1, line: 41, type: !545, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !549)
!545 = !DISubroutineType(types: !546)
!546 = !{!16, !35, !547}
!547 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !548, size: 64)
!548 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !491)
!549 = !{!543, !550, !551, !552}
!550 = !DILocalVariable(name: "p", arg: 2, scope: !544, file: !1, line: 41, type: !547)
!551 = !DILocalVariable(name: "s", scope: !544, file: !1, line: 42, type: !16)
!552 = !DILocalVariable(name: "t", scope: !553, file: !1, line: 43, type: !3)
!553 = distinct !DILexicalBlock(scope: !544, file: !1, line: 43, column: 3)
!554 = !DILocation(line: 0, scope: !544, inlinedAt: !555)
!555 = distinct !DILocation(line: 55, column: 14, scope: !479)
!556 = !DILocation(line: 0, scope: !553, inlinedAt: !555)
!557 = !DILocalVariable(name: "this", arg: 1, scope: !558, type: !498, flags: DIFlagArtificial | DIFlagObjectPointer)
!558 = distinct !DISubprogram(name: "fill", linkageName: "_ZN4Grid4fillEd", scope: !10, file: !1, line: 14, type: !25, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !24, retainedNodes: !559)
!559 = !{!557, !560, !561, !563}
!560 = !DILocalVariable(name: "v", arg: 2, scope: !558, file: !1, line: 14, type: !16)
!561 = !DILocalVariable(name: "i", scope: !562, file: !1, line: 15, type: !3)
!562 = distinct !DILexicalBlock(scope: !558, file: !1, line: 15, column: 5)
!563 = !DILocalVariable(name: "j", scope: !564, file: !1, line: 16, type: !3)
!564 = distinct !DILexicalBlock(scope: !565, file: !1, line: 16, column: 7)
!565 = distinct !DILexicalBlock(scope: !562, file: !1, line: 15, column: 5)
!566 = !DILocation(line: 0, scope: !558, inlinedAt: !567)
!567 = distinct !DILocation(line: 44, column: 7, scope: !568, inlinedAt: !555)
!568 = distinct !DILexicalBlock(scope: !569, file: !1, line: 43, column: 37)
!569 = distinct !DILexicalBlock(scope: !553, file: !1, line: 43, column: 3)
!570 = !DILocation(line: 0, scope: !562, inlinedAt: !567)
!571 = !DILocation(line: 15, column: 5, scope: !562, inlinedAt: !567)
!572 = !DILocation(line: 0, scope: !564, inlinedAt: !567)
!573 = !DILocation(line: 16, column: 7, scope: !564, inlinedAt: !567)
!574 = !DILocation(line: 16, column: 35, scope: !575, inlinedAt: !567)
!575 = distinct !DILexicalBlock(scope: !564, file: !1, line: 16, column: 7)
!576 = !DILocation(line: 17, column: 40, scope: !575, inlinedAt: !567)
!577 = !DILocation(line: 17, column: 38, scope: !575, inlinedAt: !567)
!578 = !DILocation(line: 17, column: 30, scope: !575, inlinedAt: !567)
!579 = !{!580, !580, i64 0}
!580 = !{!"double", !505, i64 0}
!581 = distinct !{!581, !573, !582, !583, !584}
!582 = !DILocation(line: 17, column: 40, scope: !564, inlinedAt: !567)
!583 = !{!"llvm.loop.mustprogress"}
!584 = !{!"llvm.loop.isvectorized", i32 1}
!585 = !DILocation(line: 15, column: 33, scope: !565, inlinedAt: !567)
!586 = !DILocation(line: 15, column: 23, scope: !565, inlinedAt: !567)
!587 = distinct !{!587, !571, !588, !583}
!588 = !DILocation(line: 17, column: 40, scope: !562, inlinedAt: !567)
!589 = !DILocation(line: 17, column: 25, scope: !575, inlinedAt: !567)
!590 = !DILocation(line: 17, column: 9, scope: !575, inlinedAt: !567)
!591 = !DILocation(line: 16, column: 25, scope: !575, inlinedAt: !567)
!592 = distinct !{!592, !573, !582, !583, !593, !584}
!593 = !{!"llvm.loop.unroll.runtime.disable"}
!594 = !DILocalVariable(name: "this", arg: 1, scope: !595, type: !600, flags: DIFlagArtificial | DIFlagObjectPointer)
!595 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK4Grid3sumEv", scope: !10, file: !1, line: 19, type: !28, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !27, retainedNodes: !596)
!596 = !{!594, !597, !598}
!597 = !DILocalVariable(name: "s", scope: !595, file: !1, line: 20, type: !16)
!598 = !DILocalVariable(name: "i", scope: !599, file: !1, line: 21, type: !3)
!599 = distinct !DILexicalBlock(scope: !595, file: !1, line: 21, column: 5)
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!601 = !DILocation(line: 0, scope: !595, inlinedAt: !602)
!602 = distinct !DILocation(line: 45, column: 12, scope: !568, inlinedAt: !555)
!603 = !DILocation(line: 0, scope: !599, inlinedAt: !602)
!604 = !DILocation(line: 21, column: 5, scope: !599, inlinedAt: !602)
!605 = !DILocation(line: 21, column: 50, scope: !606, inlinedAt: !602)
!606 = distinct !DILexicalBlock(scope: !599, file: !1, line: 21, column: 5)
!607 = !DILocation(line: 21, column: 47, scope: !606, inlinedAt: !602)
!608 = !DILocation(line: 21, column: 41, scope: !606, inlinedAt: !602)
!609 = distinct !{!609, !604, !610, !583}
!610 = !DILocation(line: 21, column: 57, scope: !599, inlinedAt: !602)
!611 = distinct !{!611, !612}
!612 = !{!"llvm.loop.unroll.disable"}
!613 = !DILocation(line: 45, column: 7, scope: !568, inlinedAt: !555)
!614 = distinct !{!614, !573, !582, !583, !584}
!615 = distinct !{!615, !573, !582, !583, !593, !584}
!616 = distinct !{!616, !612}
!617 = distinct !{!617, !573, !582, !583, !584}
!618 = distinct !{!618, !573, !582, !583, !593, !584}
!619 = distinct !{!619, !612}
!620 = !DILocation(line: 11, column: 11, scope: !524, inlinedAt: !539)
!621 = !DILocation(line: 0, scope: !544, inlinedAt: !622)
!622 = distinct !DILocation(line: 55, column: 29, scope: !479)
!623 = !DILocation(line: 0, scope: !553, inlinedAt: !622)
!624 = !DILocation(line: 0, scope: !558, inlinedAt: !625)
!625 = distinct !DILocation(line: 44, column: 7, scope: !568, inlinedAt: !622)
!626 = !DILocation(line: 0, scope: !562, inlinedAt: !625)
!627 = !DILocation(line: 15, column: 5, scope: !562, inlinedAt: !625)
!628 = !DILocation(line: 0, scope: !564, inlinedAt: !625)
!629 = !DILocation(line: 16, column: 7, scope: !564, inlinedAt: !625)
!630 = !DILocation(line: 16, column: 35, scope: !575, inlinedAt: !625)
!631 = !DILocation(line: 17, column: 40, scope: !575, inlinedAt: !625)
!632 = !DILocation(line: 17, column: 38, scope: !575, inlinedAt: !625)
!633 = !DILocation(line: 17, column: 30, scope: !575, inlinedAt: !625)
!634 = distinct !{!634, !629, !635, !583, !584}
!635 = !DILocation(line: 17, column: 40, scope: !564, inlinedAt: !625)
!636 = !DILocation(line: 15, column: 33, scope: !565, inlinedAt: !625)
!637 = !DILocation(line: 15, column: 23, scope: !565, inlinedAt: !625)
!638 = distinct !{!638, !627, !639, !583}
!639 = !DILocation(line: 17, column: 40, scope: !562, inlinedAt: !625)
!640 = !DILocation(line: 17, column: 25, scope: !575, inlinedAt: !625)
!641 = !DILocation(line: 17, column: 9, scope: !575, inlinedAt: !625)
!642 = !DILocation(line: 16, column: 25, scope: !575, inlinedAt: !625)
!643 = distinct !{!643, !629, !635, !583, !593, !584}
!644 = !DILocation(line: 0, scope: !595, inlinedAt: !645)
!645 = distinct !DILocation(line: 45, column: 12, scope: !568, inlinedAt: !622)
!646 = !DILocation(line: 0, scope: !599, inlinedAt: !645)
!647 = !DILocation(line: 21, column: 5, scope: !599, inlinedAt: !645)
!648 = !DILocation(line: 21, column: 50, scope: !606, inlinedAt: !645)
!649 = !DILocation(line: 21, column: 47, scope: !606, inlinedAt: !645)
!650 = !DILocation(line: 21, column: 41, scope: !606, inlinedAt: !645)
!651 = distinct !{!651, !647, !652, !583}
!652 = !DILocation(line: 21, column: 57, scope: !599, inlinedAt: !645)
!653 = distinct !{!653, !612}
!654 = !DILocation(line: 45, column: 7, scope: !568, inlinedAt: !622)
!655 = distinct !{!655, !629, !635, !583, !584}
!656 = distinct !{!656, !629, !635, !583, !593, !584}
!657 = distinct !{!657, !612}
!658 = !DILocalVariable(name: "this", arg: 1, scope: !659, type: !600, flags: DIFlagArtificial | DIFlagObjectPointer)
!659 = distinct !DISubprogram(name: "smooth_into", linkageName: "_ZNK4Grid11smooth_intoERS_", scope: !10, file: !1, line: 24, type: !33, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !32, retainedNodes: !660)
!660 = !{!658, !661, !662, !664}
!661 = !DILocalVariable(name: "out", arg: 2, scope: !659, file: !1, line: 24, type: !35)
!662 = !DILocalVariable(name: "i", scope: !663, file: !1, line: 25, type: !3)
!663 = distinct !DILexicalBlock(scope: !659, file: !1, line: 25, column: 5)
!664 = !DILocalVariable(name: "j", scope: !665, file: !1, line: 26, type: !3)
!665 = distinct !DILexicalBlock(scope: !666, file: !1, line: 26, column: 7)
!666 = distinct !DILexicalBlock(scope: !663, file: !1, line: 25, column: 5)
!667 = !DILocation(line: 0, scope: !659, inlinedAt: !668)
!668 = distinct !DILocation(line: 56, column: 5, scope: !479)
!669 = !DILocation(line: 0, scope: !663, inlinedAt: !668)
!670 = !DILocation(line: 25, column: 23, scope: !666, inlinedAt: !668)
!671 = !DILocation(line: 25, column: 5, scope: !663, inlinedAt: !668)
!672 = !DILocation(line: 0, scope: !665, inlinedAt: !668)
!673 = !DILocation(line: 26, column: 7, scope: !665, inlinedAt: !668)
!674 = !DILocation(line: 25, column: 37, scope: !666, inlinedAt: !668)
!675 = !DILocation(line: 28, column: 36, scope: !676, inlinedAt: !668)
!676 = distinct !DILexicalBlock(scope: !665, file: !1, line: 26, column: 7)
!677 = !DILocation(line: 28, column: 14, scope: !676, inlinedAt: !668)
!678 = !DILocation(line: 28, column: 65, scope: !676, inlinedAt: !668)
!679 = !DILocation(line: 28, column: 43, scope: !676, inlinedAt: !668)
!680 = !DILocation(line: 28, column: 41, scope: !676, inlinedAt: !668)
!681 = !DILocation(line: 29, column: 30, scope: !676, inlinedAt: !668)
!682 = !DILocation(line: 29, column: 34, scope: !676, inlinedAt: !668)
!683 = !DILocation(line: 29, column: 14, scope: !676, inlinedAt: !668)
!684 = !DILocation(line: 28, column: 70, scope: !676, inlinedAt: !668)
!685 = !DILocation(line: 29, column: 61, scope: !676, inlinedAt: !668)
!686 = !DILocation(line: 29, column: 41, scope: !676, inlinedAt: !668)
!687 = !DILocation(line: 29, column: 39, scope: !676, inlinedAt: !668)
!688 = !DILocation(line: 29, column: 67, scope: !676, inlinedAt: !668)
!689 = !DILocation(line: 27, column: 39, scope: !676, inlinedAt: !668)
!690 = !DILocation(line: 27, column: 9, scope: !676, inlinedAt: !668)
!691 = !DILocation(line: 27, column: 50, scope: !676, inlinedAt: !668)
!692 = distinct !{!692, !673, !693, !583, !584}
!693 = !DILocation(line: 29, column: 69, scope: !665, inlinedAt: !668)
!694 = distinct !{!694, !671, !695, !583}
!695 = !DILocation(line: 29, column: 69, scope: !663, inlinedAt: !668)
!696 = !DILocation(line: 26, column: 39, scope: !676, inlinedAt: !668)
!697 = !DILocation(line: 26, column: 25, scope: !676, inlinedAt: !668)
!698 = distinct !{!698, !673, !693, !583, !593, !584}
!699 = !DILocation(line: 0, scope: !595, inlinedAt: !700)
!700 = distinct !DILocation(line: 57, column: 10, scope: !479)
!701 = !DILocation(line: 0, scope: !599, inlinedAt: !700)
!702 = !DILocation(line: 21, column: 23, scope: !606, inlinedAt: !700)
!703 = !DILocation(line: 21, column: 5, scope: !599, inlinedAt: !700)
!704 = !DILocation(line: 21, column: 50, scope: !606, inlinedAt: !700)
!705 = !DILocation(line: 21, column: 47, scope: !606, inlinedAt: !700)
!706 = !DILocation(line: 21, column: 41, scope: !606, inlinedAt: !700)
!707 = distinct !{!707, !703, !708, !583}
!708 = !DILocation(line: 21, column: 57, scope: !599, inlinedAt: !700)
!709 = distinct !{!709, !612}
!710 = !DILocation(line: 0, scope: !517, inlinedAt: !711)
!711 = distinct !DILocation(line: 58, column: 17, scope: !479)
!712 = !DILocation(line: 11, column: 37, scope: !524, inlinedAt: !711)
!713 = !DILocation(line: 11, column: 13, scope: !524, inlinedAt: !711)
!714 = !DILocation(line: 0, scope: !558, inlinedAt: !715)
!715 = distinct !DILocation(line: 59, column: 6, scope: !479)
!716 = !DILocation(line: 0, scope: !562, inlinedAt: !715)
!717 = !DILocation(line: 15, column: 5, scope: !562, inlinedAt: !715)
!718 = !DILocation(line: 15, column: 33, scope: !565, inlinedAt: !715)
!719 = !DILocation(line: 17, column: 38, scope: !575, inlinedAt: !715)
!720 = !DILocation(line: 17, column: 30, scope: !575, inlinedAt: !715)
!721 = distinct !{!721, !717, !722, !583, !584}
!722 = !DILocation(line: 17, column: 40, scope: !562, inlinedAt: !715)
!723 = !DILocation(line: 0, scope: !564, inlinedAt: !715)
!724 = !DILocation(line: 17, column: 9, scope: !575, inlinedAt: !715)
!725 = !DILocation(line: 17, column: 25, scope: !575, inlinedAt: !715)
!726 = !DILocation(line: 15, column: 23, scope: !565, inlinedAt: !715)
!727 = distinct !{!727, !717, !722, !583, !593, !584}
!728 = !DILocation(line: 0, scope: !595, inlinedAt: !729)
!729 = distinct !DILocation(line: 60, column: 11, scope: !479)
!730 = !DILocation(line: 0, scope: !599, inlinedAt: !729)
!731 = !DILocation(line: 21, column: 23, scope: !606, inlinedAt: !729)
!732 = !DILocation(line: 21, column: 5, scope: !599, inlinedAt: !729)
!733 = !DILocation(line: 21, column: 50, scope: !606, inlinedAt: !729)
!734 = !DILocation(line: 21, column: 47, scope: !606, inlinedAt: !729)
!735 = !DILocation(line: 21, column: 41, scope: !606, inlinedAt: !729)
!736 = distinct !{!736, !732, !737, !583}
!737 = !DILocation(line: 21, column: 57, scope: !599, inlinedAt: !729)
!738 = distinct !{!738, !612}
!739 = !DILocalVariable(name: "this", arg: 1, scope: !740, type: !498, flags: DIFlagArtificial | DIFlagObjectPointer)
!740 = distinct !DISubprogram(name: "~Grid", linkageName: "_ZN4GridD2Ev", scope: !10, file: !1, line: 13, type: !22, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !21, retainedNodes: !741)
!741 = !{!739}
!742 = !DILocation(line: 0, scope: !740, inlinedAt: !743)
!743 = distinct !DILocation(line: 61, column: 3, scope: !479)
!744 = !DILocation(line: 13, column: 13, scope: !745, inlinedAt: !743)
!745 = distinct !DILexicalBlock(scope: !740, file: !1, line: 13, column: 11)
!746 = !DILocation(line: 55, column: 27, scope: !479)
!747 = !DILocation(line: 57, column: 18, scope: !479)
!748 = !DILocation(line: 57, column: 16, scope: !479)
!749 = !DILocation(line: 57, column: 5, scope: !479)
!750 = !DILocation(line: 60, column: 5, scope: !479)
!751 = !DILocation(line: 62, column: 3, scope: !479)
!752 = !DILocation(line: 0, scope: !740, inlinedAt: !753)
!753 = distinct !DILocation(line: 64, column: 1, scope: !479)
!754 = !DILocation(line: 13, column: 13, scope: !745, inlinedAt: !753)
!755 = !DILocation(line: 0, scope: !740, inlinedAt: !756)
!756 = distinct !DILocation(line: 64, column: 1, scope: !479)
!757 = !DILocation(line: 13, column: 13, scope: !745, inlinedAt: !756)
!758 = !DILocation(line: 0, scope: !740, inlinedAt: !759)
!759 = distinct !DILocation(line: 64, column: 1, scope: !479)
!760 = !DILocation(line: 13, column: 13, scope: !745, inlinedAt: !759)
!761 = !DILocation(line: 64, column: 1, scope: !479)
!762 = !DILocation(line: 0, scope: !740, inlinedAt: !763)
!763 = distinct !DILocation(line: 64, column: 1, scope: !479)
!764 = !DILocation(line: 13, column: 13, scope: !745, inlinedAt: !763)
!765 = !DILocation(line: 0, scope: !740, inlinedAt: !766)
!766 = distinct !DILocation(line: 64, column: 1, scope: !479)
!767 = !DILocation(line: 13, column: 13, scope: !745, inlinedAt: !766)
!768 = !DILocation(line: 0, scope: !740, inlinedAt: !769)
!769 = distinct !DILocation(line: 64, column: 1, scope: !479)
!770 = !DILocation(line: 13, column: 13, scope: !745, inlinedAt: !769)
