; ModuleID = 'raii_buffer.cpp'
source_filename = "raii_buffer.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.Buffer = type { i64, double* }

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !572 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !576, metadata !DIExpression()), !dbg !589
  call void @llvm.dbg.value(metadata i8** %1, metadata !577, metadata !DIExpression()), !dbg !589
  %3 = icmp sgt i32 %0, 1, !dbg !590
  br i1 %3, label %4, label %14, !dbg !591

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !592
  %6 = load i8*, i8** %5, align 8, !dbg !592, !tbaa !593
  %7 = tail call i64 @strtoul(i8* nocapture noundef %6, i8** noundef null, i32 noundef 10) #9, !dbg !597
  call void @llvm.dbg.value(metadata i64 %7, metadata !578, metadata !DIExpression()), !dbg !589
  %8 = icmp eq i32 %0, 2, !dbg !598
  br i1 %8, label %14, label %9, !dbg !599

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !600
  %11 = load i8*, i8** %10, align 8, !dbg !600, !tbaa !593
  call void @llvm.dbg.value(metadata i8* %11, metadata !336, metadata !DIExpression()) #9, !dbg !601
  %12 = tail call i64 @strtol(i8* nocapture noundef nonnull %11, i8** noundef null, i32 noundef 10) #9, !dbg !603
  %13 = trunc i64 %12 to i32, !dbg !603
  br label %14, !dbg !599

14:                                               ; preds = %2, %4, %9
  %15 = phi i64 [ %7, %9 ], [ %7, %4 ], [ 5000, %2 ]
  %16 = phi i32 [ %13, %9 ], [ 8, %4 ], [ 8, %2 ], !dbg !599
  call void @llvm.dbg.value(metadata i32 %16, metadata !579, metadata !DIExpression()), !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !613
  call void @llvm.dbg.value(metadata i64 %7, metadata !607, metadata !DIExpression()), !dbg !613
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !608, metadata !DIExpression()), !dbg !613
  call void @llvm.dbg.value(metadata i64 %7, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  %17 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %15, i64 8), !dbg !615
  %18 = extractvalue { i64, i1 } %17, 1, !dbg !615
  %19 = extractvalue { i64, i1 } %17, 0, !dbg !615
  %20 = select i1 %18, i64 -1, i64 %19, !dbg !615
  %21 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %20) #10, !dbg !615, !heapallocsite !3
  %22 = bitcast i8* %21 to double*, !dbg !616
  call void @llvm.dbg.value(metadata double* %22, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !617
  %23 = icmp eq i64 %15, 0, !dbg !618
  br i1 %23, label %26, label %24, !dbg !620

24:                                               ; preds = %14
  %25 = shl nuw i64 %15, 3, !dbg !620
  call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %21, i8 0, i64 %25, i1 false), !dbg !621, !tbaa !622
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression()), !dbg !617
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !617
  br label %26, !dbg !624

26:                                               ; preds = %24, %14
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata i64 %7, metadata !607, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !608, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata i64 %7, metadata !581, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  %27 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %20) #10
          to label %28 unwind label %150, !dbg !624

28:                                               ; preds = %26
  %29 = bitcast i8* %27 to double*, !dbg !627
  call void @llvm.dbg.value(metadata double* %29, metadata !581, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !628
  br i1 %23, label %121, label %30, !dbg !629

30:                                               ; preds = %28
  %31 = icmp ult i64 %15, 4, !dbg !629
  br i1 %31, label %101, label %32, !dbg !629

32:                                               ; preds = %30
  %33 = and i64 %15, -4, !dbg !629
  %34 = add i64 %33, -4, !dbg !629
  %35 = lshr exact i64 %34, 2, !dbg !629
  %36 = add nuw nsw i64 %35, 1, !dbg !629
  %37 = and i64 %36, 7, !dbg !629
  %38 = icmp ult i64 %34, 28, !dbg !629
  br i1 %38, label %86, label %39, !dbg !629

39:                                               ; preds = %32
  %40 = and i64 %36, 9223372036854775800, !dbg !629
  br label %41, !dbg !629

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %83, %41 ], !dbg !630
  %43 = phi i64 [ 0, %39 ], [ %84, %41 ]
  %44 = getelementptr inbounds double, double* %29, i64 %42, !dbg !630
  %45 = bitcast double* %44 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %45, align 8, !dbg !631, !tbaa !622
  %46 = getelementptr inbounds double, double* %44, i64 2, !dbg !631
  %47 = bitcast double* %46 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %47, align 8, !dbg !631, !tbaa !622
  %48 = or i64 %42, 4, !dbg !630
  %49 = getelementptr inbounds double, double* %29, i64 %48, !dbg !630
  %50 = bitcast double* %49 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %50, align 8, !dbg !631, !tbaa !622
  %51 = getelementptr inbounds double, double* %49, i64 2, !dbg !631
  %52 = bitcast double* %51 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %52, align 8, !dbg !631, !tbaa !622
  %53 = or i64 %42, 8, !dbg !630
  %54 = getelementptr inbounds double, double* %29, i64 %53, !dbg !630
  %55 = bitcast double* %54 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %55, align 8, !dbg !631, !tbaa !622
  %56 = getelementptr inbounds double, double* %54, i64 2, !dbg !631
  %57 = bitcast double* %56 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %57, align 8, !dbg !631, !tbaa !622
  %58 = or i64 %42, 12, !dbg !630
  %59 = getelementptr inbounds double, double* %29, i64 %58, !dbg !630
  %60 = bitcast double* %59 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %60, align 8, !dbg !631, !tbaa !622
  %61 = getelementptr inbounds double, double* %59, i64 2, !dbg !631
  %62 = bitcast double* %61 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %62, align 8, !dbg !631, !tbaa !622
  %63 = or i64 %42, 16, !dbg !630
  %64 = getelementptr inbounds double, double* %29, i64 %63, !dbg !630
  %65 = bitcast double* %64 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %65, align 8, !dbg !631, !tbaa !622
  %66 = getelementptr inbounds double, double* %64, i64 2, !dbg !631
  %67 = bitcast double* %66 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %67, align 8, !dbg !631, !tbaa !622
  %68 = or i64 %42, 20, !dbg !630
  %69 = getelementptr inbounds double, double* %29, i64 %68, !dbg !630
  %70 = bitcast double* %69 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %70, align 8, !dbg !631, !tbaa !622
  %71 = getelementptr inbounds double, double* %69, i64 2, !dbg !631
  %72 = bitcast double* %71 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %72, align 8, !dbg !631, !tbaa !622
  %73 = or i64 %42, 24, !dbg !630
  %74 = getelementptr inbounds double, double* %29, i64 %73, !dbg !630
  %75 = bitcast double* %74 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %75, align 8, !dbg !631, !tbaa !622
  %76 = getelementptr inbounds double, double* %74, i64 2, !dbg !631
  %77 = bitcast double* %76 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %77, align 8, !dbg !631, !tbaa !622
  %78 = or i64 %42, 28, !dbg !630
  %79 = getelementptr inbounds double, double* %29, i64 %78, !dbg !630
  %80 = bitcast double* %79 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %80, align 8, !dbg !631, !tbaa !622
  %81 = getelementptr inbounds double, double* %79, i64 2, !dbg !631
  %82 = bitcast double* %81 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %82, align 8, !dbg !631, !tbaa !622
  %83 = add nuw i64 %42, 32, !dbg !630
  %84 = add i64 %43, 8, !dbg !630
  %85 = icmp eq i64 %84, %40, !dbg !630
  br i1 %85, label %86, label %41, !dbg !630, !llvm.loop !632

86:                                               ; preds = %41, %32
  %87 = phi i64 [ 0, %32 ], [ %83, %41 ]
  %88 = icmp eq i64 %37, 0, !dbg !630
  br i1 %88, label %99, label %89, !dbg !630

89:                                               ; preds = %86, %89
  %90 = phi i64 [ %96, %89 ], [ %87, %86 ], !dbg !630
  %91 = phi i64 [ %97, %89 ], [ 0, %86 ]
  %92 = getelementptr inbounds double, double* %29, i64 %90, !dbg !630
  %93 = bitcast double* %92 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %93, align 8, !dbg !631, !tbaa !622
  %94 = getelementptr inbounds double, double* %92, i64 2, !dbg !631
  %95 = bitcast double* %94 to <2 x double>*, !dbg !631
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %95, align 8, !dbg !631, !tbaa !622
  %96 = add nuw i64 %90, 4, !dbg !630
  %97 = add i64 %91, 1, !dbg !630
  %98 = icmp eq i64 %97, %37, !dbg !630
  br i1 %98, label %99, label %89, !dbg !630, !llvm.loop !636

99:                                               ; preds = %89, %86
  %100 = icmp eq i64 %15, %33, !dbg !629
  br i1 %100, label %108, label %101, !dbg !629

101:                                              ; preds = %30, %99
  %102 = phi i64 [ 0, %30 ], [ %33, %99 ]
  br label %103, !dbg !629

103:                                              ; preds = %101, %103
  %104 = phi i64 [ %106, %103 ], [ %102, %101 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !609, metadata !DIExpression()), !dbg !628
  %105 = getelementptr inbounds double, double* %29, i64 %104, !dbg !638
  store double 1.000000e+00, double* %105, align 8, !dbg !631, !tbaa !622
  %106 = add nuw i64 %104, 1, !dbg !630
  call void @llvm.dbg.value(metadata i64 %106, metadata !609, metadata !DIExpression()), !dbg !628
  %107 = icmp eq i64 %106, %15, !dbg !639
  br i1 %107, label %108, label %103, !dbg !629, !llvm.loop !640

108:                                              ; preds = %103, %99
  call void @llvm.dbg.value(metadata i64 0, metadata !582, metadata !DIExpression()), !dbg !642
  br i1 %23, label %121, label %109, !dbg !643

109:                                              ; preds = %108
  %110 = and i64 %15, 1, !dbg !643
  %111 = icmp eq i64 %15, 1, !dbg !643
  br i1 %111, label %114, label %112, !dbg !643

112:                                              ; preds = %109
  %113 = and i64 %15, -2, !dbg !643
  br label %152, !dbg !643

114:                                              ; preds = %152, %109
  %115 = phi i64 [ 0, %109 ], [ %162, %152 ]
  %116 = icmp eq i64 %110, 0, !dbg !643
  br i1 %116, label %121, label %117, !dbg !643

117:                                              ; preds = %114
  call void @llvm.dbg.value(metadata i64 %115, metadata !582, metadata !DIExpression()), !dbg !642
  %118 = urem i64 %115, 100, !dbg !644
  %119 = uitofp i64 %118 to double, !dbg !646
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !647, metadata !DIExpression()), !dbg !651
  call void @llvm.dbg.value(metadata i64 %115, metadata !650, metadata !DIExpression()), !dbg !651
  %120 = getelementptr inbounds double, double* %22, i64 %115, !dbg !653
  store double %119, double* %120, align 8, !dbg !654, !tbaa !622
  call void @llvm.dbg.value(metadata i64 %115, metadata !582, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !642
  br label %121, !dbg !655

121:                                              ; preds = %117, %114, %28, %108
  call void @llvm.dbg.value(metadata double* %22, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i64 %7, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i32 0, metadata !584, metadata !DIExpression()), !dbg !656
  %122 = icmp sgt i32 %16, 0, !dbg !655
  br i1 %122, label %123, label %167, !dbg !657

123:                                              ; preds = %121
  %124 = shl i64 %15, 3
  %125 = add i64 %15, -1
  %126 = icmp ugt i64 %15, 2
  %127 = add i64 %15, -2, !dbg !657
  %128 = add i64 %15, -4, !dbg !657
  %129 = lshr i64 %128, 2, !dbg !657
  %130 = add nuw nsw i64 %129, 1, !dbg !657
  %131 = icmp ult i64 %127, 4
  %132 = and i64 %127, -4
  %133 = or i64 %132, 2
  %134 = or i64 %132, 1
  %135 = icmp eq i64 %127, %132
  %136 = icmp ult i64 %15, 4
  %137 = and i64 %15, -4
  %138 = and i64 %130, 1
  %139 = icmp ult i64 %128, 4
  %140 = and i64 %130, 9223372036854775806
  %141 = icmp eq i64 %138, 0
  %142 = icmp eq i64 %15, %137
  %143 = icmp ult i64 %15, 4
  %144 = and i64 %15, -4
  %145 = and i64 %130, 1
  %146 = icmp ult i64 %128, 4
  %147 = and i64 %130, 9223372036854775806
  %148 = icmp eq i64 %145, 0
  %149 = icmp eq i64 %15, %144
  br label %232, !dbg !657

150:                                              ; preds = %26
  %151 = landingpad { i8*, i32 }
          cleanup, !dbg !658
  br label %459, !dbg !658

152:                                              ; preds = %152, %112
  %153 = phi i64 [ 0, %112 ], [ %162, %152 ]
  %154 = phi i64 [ 0, %112 ], [ %163, %152 ]
  call void @llvm.dbg.value(metadata i64 %153, metadata !582, metadata !DIExpression()), !dbg !642
  %155 = urem i64 %153, 100, !dbg !644
  %156 = uitofp i64 %155 to double, !dbg !646
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !647, metadata !DIExpression()), !dbg !651
  call void @llvm.dbg.value(metadata i64 %153, metadata !650, metadata !DIExpression()), !dbg !651
  %157 = getelementptr inbounds double, double* %22, i64 %153, !dbg !653
  store double %156, double* %157, align 8, !dbg !654, !tbaa !622
  %158 = or i64 %153, 1, !dbg !659
  call void @llvm.dbg.value(metadata i64 %158, metadata !582, metadata !DIExpression()), !dbg !642
  call void @llvm.dbg.value(metadata i64 %158, metadata !582, metadata !DIExpression()), !dbg !642
  %159 = urem i64 %158, 100, !dbg !644
  %160 = uitofp i64 %159 to double, !dbg !646
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !647, metadata !DIExpression()), !dbg !651
  call void @llvm.dbg.value(metadata i64 %158, metadata !650, metadata !DIExpression()), !dbg !651
  %161 = getelementptr inbounds double, double* %22, i64 %158, !dbg !653
  store double %160, double* %161, align 8, !dbg !654, !tbaa !622
  %162 = add nuw i64 %153, 2, !dbg !659
  call void @llvm.dbg.value(metadata i64 %162, metadata !582, metadata !DIExpression()), !dbg !642
  %163 = add i64 %154, 2, !dbg !643
  %164 = icmp eq i64 %163, %113, !dbg !643
  br i1 %164, label %114, label %152, !dbg !643, !llvm.loop !660

165:                                              ; preds = %445
  %166 = bitcast i8* %363 to double*, !dbg !662
  br label %167, !dbg !673

167:                                              ; preds = %165, %121
  %168 = phi double* [ %22, %121 ], [ %166, %165 ], !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !677, metadata !DIExpression()), !dbg !681
  call void @llvm.dbg.value(metadata i64 0, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !678, metadata !DIExpression()), !dbg !681
  br i1 %23, label %228, label %169, !dbg !673

169:                                              ; preds = %167
  %170 = add i64 %15, -1, !dbg !673
  %171 = and i64 %15, 7, !dbg !673
  %172 = icmp ult i64 %170, 7, !dbg !673
  br i1 %172, label %213, label %173, !dbg !673

173:                                              ; preds = %169
  %174 = and i64 %15, -8, !dbg !673
  br label %175, !dbg !673

175:                                              ; preds = %175, %173
  %176 = phi i64 [ 0, %173 ], [ %210, %175 ]
  %177 = phi double [ 0.000000e+00, %173 ], [ %209, %175 ]
  %178 = phi i64 [ 0, %173 ], [ %211, %175 ]
  call void @llvm.dbg.value(metadata i64 %176, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %177, metadata !678, metadata !DIExpression()), !dbg !681
  %179 = getelementptr inbounds double, double* %168, i64 %176, !dbg !683
  %180 = load double, double* %179, align 8, !dbg !683, !tbaa !622
  %181 = fadd double %177, %180, !dbg !685
  call void @llvm.dbg.value(metadata double %181, metadata !678, metadata !DIExpression()), !dbg !681
  %182 = or i64 %176, 1, !dbg !686
  call void @llvm.dbg.value(metadata i64 %182, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata i64 %182, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %181, metadata !678, metadata !DIExpression()), !dbg !681
  %183 = getelementptr inbounds double, double* %168, i64 %182, !dbg !683
  %184 = load double, double* %183, align 8, !dbg !683, !tbaa !622
  %185 = fadd double %181, %184, !dbg !685
  call void @llvm.dbg.value(metadata double %185, metadata !678, metadata !DIExpression()), !dbg !681
  %186 = or i64 %176, 2, !dbg !686
  call void @llvm.dbg.value(metadata i64 %186, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata i64 %186, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %185, metadata !678, metadata !DIExpression()), !dbg !681
  %187 = getelementptr inbounds double, double* %168, i64 %186, !dbg !683
  %188 = load double, double* %187, align 8, !dbg !683, !tbaa !622
  %189 = fadd double %185, %188, !dbg !685
  call void @llvm.dbg.value(metadata double %189, metadata !678, metadata !DIExpression()), !dbg !681
  %190 = or i64 %176, 3, !dbg !686
  call void @llvm.dbg.value(metadata i64 %190, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata i64 %190, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %189, metadata !678, metadata !DIExpression()), !dbg !681
  %191 = getelementptr inbounds double, double* %168, i64 %190, !dbg !683
  %192 = load double, double* %191, align 8, !dbg !683, !tbaa !622
  %193 = fadd double %189, %192, !dbg !685
  call void @llvm.dbg.value(metadata double %193, metadata !678, metadata !DIExpression()), !dbg !681
  %194 = or i64 %176, 4, !dbg !686
  call void @llvm.dbg.value(metadata i64 %194, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata i64 %194, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %193, metadata !678, metadata !DIExpression()), !dbg !681
  %195 = getelementptr inbounds double, double* %168, i64 %194, !dbg !683
  %196 = load double, double* %195, align 8, !dbg !683, !tbaa !622
  %197 = fadd double %193, %196, !dbg !685
  call void @llvm.dbg.value(metadata double %197, metadata !678, metadata !DIExpression()), !dbg !681
  %198 = or i64 %176, 5, !dbg !686
  call void @llvm.dbg.value(metadata i64 %198, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata i64 %198, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %197, metadata !678, metadata !DIExpression()), !dbg !681
  %199 = getelementptr inbounds double, double* %168, i64 %198, !dbg !683
  %200 = load double, double* %199, align 8, !dbg !683, !tbaa !622
  %201 = fadd double %197, %200, !dbg !685
  call void @llvm.dbg.value(metadata double %201, metadata !678, metadata !DIExpression()), !dbg !681
  %202 = or i64 %176, 6, !dbg !686
  call void @llvm.dbg.value(metadata i64 %202, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata i64 %202, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %201, metadata !678, metadata !DIExpression()), !dbg !681
  %203 = getelementptr inbounds double, double* %168, i64 %202, !dbg !683
  %204 = load double, double* %203, align 8, !dbg !683, !tbaa !622
  %205 = fadd double %201, %204, !dbg !685
  call void @llvm.dbg.value(metadata double %205, metadata !678, metadata !DIExpression()), !dbg !681
  %206 = or i64 %176, 7, !dbg !686
  call void @llvm.dbg.value(metadata i64 %206, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata i64 %206, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %205, metadata !678, metadata !DIExpression()), !dbg !681
  %207 = getelementptr inbounds double, double* %168, i64 %206, !dbg !683
  %208 = load double, double* %207, align 8, !dbg !683, !tbaa !622
  %209 = fadd double %205, %208, !dbg !685
  call void @llvm.dbg.value(metadata double %209, metadata !678, metadata !DIExpression()), !dbg !681
  %210 = add nuw i64 %176, 8, !dbg !686
  call void @llvm.dbg.value(metadata i64 %210, metadata !679, metadata !DIExpression()), !dbg !682
  %211 = add i64 %178, 8, !dbg !673
  %212 = icmp eq i64 %211, %174, !dbg !673
  br i1 %212, label %213, label %175, !dbg !673, !llvm.loop !687

213:                                              ; preds = %175, %169
  %214 = phi double [ undef, %169 ], [ %209, %175 ]
  %215 = phi i64 [ 0, %169 ], [ %210, %175 ]
  %216 = phi double [ 0.000000e+00, %169 ], [ %209, %175 ]
  %217 = icmp eq i64 %171, 0, !dbg !673
  br i1 %217, label %228, label %218, !dbg !673

218:                                              ; preds = %213, %218
  %219 = phi i64 [ %225, %218 ], [ %215, %213 ]
  %220 = phi double [ %224, %218 ], [ %216, %213 ]
  %221 = phi i64 [ %226, %218 ], [ 0, %213 ]
  call void @llvm.dbg.value(metadata i64 %219, metadata !679, metadata !DIExpression()), !dbg !682
  call void @llvm.dbg.value(metadata double %220, metadata !678, metadata !DIExpression()), !dbg !681
  %222 = getelementptr inbounds double, double* %168, i64 %219, !dbg !683
  %223 = load double, double* %222, align 8, !dbg !683, !tbaa !622
  %224 = fadd double %220, %223, !dbg !685
  call void @llvm.dbg.value(metadata double %224, metadata !678, metadata !DIExpression()), !dbg !681
  %225 = add nuw i64 %219, 1, !dbg !686
  call void @llvm.dbg.value(metadata i64 %225, metadata !679, metadata !DIExpression()), !dbg !682
  %226 = add i64 %221, 1, !dbg !673
  %227 = icmp eq i64 %226, %171, !dbg !673
  br i1 %227, label %228, label %218, !dbg !673, !llvm.loop !689

228:                                              ; preds = %213, %218, %167
  %229 = phi double [ 0.000000e+00, %167 ], [ %214, %213 ], [ %224, %218 ], !dbg !681
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %229), !dbg !690
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !694
  tail call void @_ZdaPv(i8* noundef nonnull %27) #11, !dbg !696
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !698
  %231 = bitcast double* %168 to i8*, !dbg !700
  tail call void @_ZdaPv(i8* noundef %231) #11, !dbg !700
  ret i32 0, !dbg !658

232:                                              ; preds = %123, %445
  %233 = phi i32 [ 0, %123 ], [ %447, %445 ]
  %234 = phi double* [ %22, %123 ], [ %365, %445 ]
  call void @llvm.dbg.value(metadata i32 %233, metadata !584, metadata !DIExpression()), !dbg !656
  call void @llvm.dbg.value(metadata double* %234, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i8* undef, metadata !701, metadata !DIExpression(DW_OP_deref)), !dbg !707
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !704, metadata !DIExpression()), !dbg !707
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !709
  call void @llvm.dbg.value(metadata i64 %7, metadata !607, metadata !DIExpression()), !dbg !709
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !608, metadata !DIExpression()), !dbg !709
  call void @llvm.dbg.value(metadata i64 %7, metadata !586, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !711
  %235 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %20) #10
          to label %236 unwind label %449, !dbg !712

236:                                              ; preds = %232
  %237 = bitcast i8* %235 to double*, !dbg !713
  call void @llvm.dbg.value(metadata double* %237, metadata !586, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !711
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !714
  br i1 %23, label %238, label %244, !dbg !715

238:                                              ; preds = %236
  %239 = getelementptr inbounds double, double* %234, i64 -1, !dbg !716
  %240 = bitcast double* %239 to <2 x double>*, !dbg !716
  %241 = load <2 x double>, <2 x double>* %240, align 8, !dbg !716, !tbaa !622, !noalias !717
  %242 = getelementptr inbounds double, double* %237, i64 -1, !dbg !720
  %243 = bitcast double* %242 to <2 x double>*, !dbg !721
  store <2 x double> %241, <2 x double>* %243, align 8, !dbg !721, !tbaa !622, !noalias !717
  call void @llvm.dbg.value(metadata i64 1, metadata !705, metadata !DIExpression()), !dbg !722
  br label %306, !dbg !723

244:                                              ; preds = %236
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %235, i8 0, i64 %124, i1 false), !dbg !724, !tbaa !622, !noalias !717
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !714
  %245 = load double, double* %234, align 8, !dbg !725, !tbaa !622, !noalias !717
  store double %245, double* %237, align 8, !dbg !726, !tbaa !622, !noalias !717
  %246 = getelementptr inbounds double, double* %234, i64 %125, !dbg !716
  %247 = load double, double* %246, align 8, !dbg !716, !tbaa !622, !noalias !717
  %248 = getelementptr inbounds double, double* %237, i64 %125, !dbg !720
  store double %247, double* %248, align 8, !dbg !721, !tbaa !622, !noalias !717
  call void @llvm.dbg.value(metadata i64 1, metadata !705, metadata !DIExpression()), !dbg !722
  br i1 %126, label %249, label %306, !dbg !723

249:                                              ; preds = %244
  %250 = getelementptr inbounds double, double* %234, i64 1
  %251 = load double, double* %250, align 8, !dbg !727, !tbaa !622, !noalias !717
  br i1 %131, label %287, label %252, !dbg !723

252:                                              ; preds = %249
  %253 = insertelement <2 x double> poison, double %251, i64 1, !dbg !723
  br label %254, !dbg !723

254:                                              ; preds = %254, %252
  %255 = phi i64 [ 0, %252 ], [ %283, %254 ]
  %256 = phi <2 x double> [ %253, %252 ], [ %270, %254 ]
  %257 = or i64 %255, 2
  %258 = or i64 %255, 1
  %259 = getelementptr inbounds double, double* %234, i64 %255, !dbg !729
  %260 = bitcast double* %259 to <2 x double>*, !dbg !729
  %261 = load <2 x double>, <2 x double>* %260, align 8, !dbg !729, !tbaa !622, !noalias !717
  %262 = getelementptr inbounds double, double* %259, i64 2, !dbg !729
  %263 = bitcast double* %262 to <2 x double>*, !dbg !729
  %264 = load <2 x double>, <2 x double>* %263, align 8, !dbg !729, !tbaa !622, !noalias !717
  %265 = getelementptr inbounds double, double* %234, i64 %257, !dbg !730
  %266 = bitcast double* %265 to <2 x double>*, !dbg !730
  %267 = load <2 x double>, <2 x double>* %266, align 8, !dbg !730, !tbaa !622, !noalias !717
  %268 = getelementptr inbounds double, double* %265, i64 2, !dbg !730
  %269 = bitcast double* %268 to <2 x double>*, !dbg !730
  %270 = load <2 x double>, <2 x double>* %269, align 8, !dbg !730, !tbaa !622, !noalias !717
  %271 = shufflevector <2 x double> %256, <2 x double> %267, <2 x i32> <i32 1, i32 2>
  %272 = shufflevector <2 x double> %267, <2 x double> %270, <2 x i32> <i32 1, i32 2>
  %273 = fmul <2 x double> %271, <double 5.000000e-01, double 5.000000e-01>, !dbg !731
  %274 = fmul <2 x double> %272, <double 5.000000e-01, double 5.000000e-01>, !dbg !731
  %275 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %261, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %273), !dbg !732
  %276 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %264, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %274), !dbg !732
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %267, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %275), !dbg !733
  %278 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %270, <2 x double> <double 2.500000e-01, double 2.500000e-01>, <2 x double> %276), !dbg !733
  %279 = getelementptr inbounds double, double* %237, i64 %258, !dbg !734
  %280 = bitcast double* %279 to <2 x double>*, !dbg !735
  store <2 x double> %277, <2 x double>* %280, align 8, !dbg !735, !tbaa !622, !noalias !717
  %281 = getelementptr inbounds double, double* %279, i64 2, !dbg !735
  %282 = bitcast double* %281 to <2 x double>*, !dbg !735
  store <2 x double> %278, <2 x double>* %282, align 8, !dbg !735, !tbaa !622, !noalias !717
  %283 = add nuw i64 %255, 4
  %284 = icmp eq i64 %283, %132
  br i1 %284, label %285, label %254, !llvm.loop !736

285:                                              ; preds = %254
  %286 = extractelement <2 x double> %270, i64 1, !dbg !723
  br i1 %135, label %306, label %287, !dbg !723

287:                                              ; preds = %249, %285
  %288 = phi double [ %286, %285 ], [ %251, %249 ]
  %289 = phi i64 [ %133, %285 ], [ 2, %249 ]
  %290 = phi i64 [ %134, %285 ], [ 1, %249 ]
  br label %291, !dbg !723

291:                                              ; preds = %287, %291
  %292 = phi double [ %301, %291 ], [ %288, %287 ], !dbg !727
  %293 = phi i64 [ %304, %291 ], [ %289, %287 ]
  %294 = phi i64 [ %293, %291 ], [ %290, %287 ]
  call void @llvm.dbg.value(metadata i64 %294, metadata !705, metadata !DIExpression()), !dbg !722
  %295 = add i64 %294, -1, !dbg !738
  %296 = getelementptr inbounds double, double* %234, i64 %295, !dbg !729
  %297 = load double, double* %296, align 8, !dbg !729, !tbaa !622, !noalias !717
  %298 = fmul double %292, 5.000000e-01, !dbg !731
  %299 = tail call double @llvm.fmuladd.f64(double %297, double 2.500000e-01, double %298), !dbg !732
  %300 = getelementptr inbounds double, double* %234, i64 %293, !dbg !730
  %301 = load double, double* %300, align 8, !dbg !730, !tbaa !622, !noalias !717
  %302 = tail call double @llvm.fmuladd.f64(double %301, double 2.500000e-01, double %299), !dbg !733
  %303 = getelementptr inbounds double, double* %237, i64 %294, !dbg !734
  store double %302, double* %303, align 8, !dbg !735, !tbaa !622, !noalias !717
  call void @llvm.dbg.value(metadata i64 %293, metadata !705, metadata !DIExpression()), !dbg !722
  %304 = add nuw i64 %293, 1, !dbg !739
  %305 = icmp eq i64 %304, %15, !dbg !740
  br i1 %305, label %306, label %291, !dbg !723, !llvm.loop !741

306:                                              ; preds = %291, %285, %244, %238
  call void @llvm.dbg.value(metadata i8* undef, metadata !742, metadata !DIExpression(DW_OP_deref)), !dbg !749
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !745, metadata !DIExpression()), !dbg !749
  call void @llvm.dbg.value(metadata double 9.000000e-01, metadata !746, metadata !DIExpression()), !dbg !749
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !751, metadata !DIExpression()), !dbg !755
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !754, metadata !DIExpression()), !dbg !755
  %307 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %20) #10
          to label %308 unwind label %451, !dbg !757

308:                                              ; preds = %306
  %309 = bitcast i8* %307 to double*, !dbg !758
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %307, i8* nonnull align 8 %235, i64 %124, i1 false), !dbg !759, !noalias !761
  call void @llvm.dbg.value(metadata i64 0, metadata !747, metadata !DIExpression()), !dbg !764
  br i1 %23, label %362, label %310, !dbg !765

310:                                              ; preds = %308
  br i1 %136, label %353, label %311, !dbg !765

311:                                              ; preds = %310
  br i1 %139, label %339, label %312, !dbg !765

312:                                              ; preds = %311, %312
  %313 = phi i64 [ %336, %312 ], [ 0, %311 ], !dbg !766
  %314 = phi i64 [ %337, %312 ], [ 0, %311 ]
  %315 = getelementptr inbounds double, double* %309, i64 %313, !dbg !766
  %316 = bitcast double* %315 to <2 x double>*, !dbg !768
  %317 = load <2 x double>, <2 x double>* %316, align 8, !dbg !768, !tbaa !622, !noalias !761
  %318 = getelementptr inbounds double, double* %315, i64 2, !dbg !768
  %319 = bitcast double* %318 to <2 x double>*, !dbg !768
  %320 = load <2 x double>, <2 x double>* %319, align 8, !dbg !768, !tbaa !622, !noalias !761
  %321 = fmul <2 x double> %317, <double 9.000000e-01, double 9.000000e-01>, !dbg !768
  %322 = fmul <2 x double> %320, <double 9.000000e-01, double 9.000000e-01>, !dbg !768
  %323 = bitcast double* %315 to <2 x double>*, !dbg !768
  store <2 x double> %321, <2 x double>* %323, align 8, !dbg !768, !tbaa !622, !noalias !761
  %324 = bitcast double* %318 to <2 x double>*, !dbg !768
  store <2 x double> %322, <2 x double>* %324, align 8, !dbg !768, !tbaa !622, !noalias !761
  %325 = or i64 %313, 4, !dbg !766
  %326 = getelementptr inbounds double, double* %309, i64 %325, !dbg !766
  %327 = bitcast double* %326 to <2 x double>*, !dbg !768
  %328 = load <2 x double>, <2 x double>* %327, align 8, !dbg !768, !tbaa !622, !noalias !761
  %329 = getelementptr inbounds double, double* %326, i64 2, !dbg !768
  %330 = bitcast double* %329 to <2 x double>*, !dbg !768
  %331 = load <2 x double>, <2 x double>* %330, align 8, !dbg !768, !tbaa !622, !noalias !761
  %332 = fmul <2 x double> %328, <double 9.000000e-01, double 9.000000e-01>, !dbg !768
  %333 = fmul <2 x double> %331, <double 9.000000e-01, double 9.000000e-01>, !dbg !768
  %334 = bitcast double* %326 to <2 x double>*, !dbg !768
  store <2 x double> %332, <2 x double>* %334, align 8, !dbg !768, !tbaa !622, !noalias !761
  %335 = bitcast double* %329 to <2 x double>*, !dbg !768
  store <2 x double> %333, <2 x double>* %335, align 8, !dbg !768, !tbaa !622, !noalias !761
  %336 = add nuw i64 %313, 8, !dbg !766
  %337 = add i64 %314, 2, !dbg !766
  %338 = icmp eq i64 %337, %140, !dbg !766
  br i1 %338, label %339, label %312, !dbg !766, !llvm.loop !769

339:                                              ; preds = %312, %311
  %340 = phi i64 [ 0, %311 ], [ %336, %312 ]
  br i1 %141, label %352, label %341, !dbg !766

341:                                              ; preds = %339
  %342 = getelementptr inbounds double, double* %309, i64 %340, !dbg !766
  %343 = bitcast double* %342 to <2 x double>*, !dbg !768
  %344 = load <2 x double>, <2 x double>* %343, align 8, !dbg !768, !tbaa !622, !noalias !761
  %345 = getelementptr inbounds double, double* %342, i64 2, !dbg !768
  %346 = bitcast double* %345 to <2 x double>*, !dbg !768
  %347 = load <2 x double>, <2 x double>* %346, align 8, !dbg !768, !tbaa !622, !noalias !761
  %348 = fmul <2 x double> %344, <double 9.000000e-01, double 9.000000e-01>, !dbg !768
  %349 = fmul <2 x double> %347, <double 9.000000e-01, double 9.000000e-01>, !dbg !768
  %350 = bitcast double* %342 to <2 x double>*, !dbg !768
  store <2 x double> %348, <2 x double>* %350, align 8, !dbg !768, !tbaa !622, !noalias !761
  %351 = bitcast double* %345 to <2 x double>*, !dbg !768
  store <2 x double> %349, <2 x double>* %351, align 8, !dbg !768, !tbaa !622, !noalias !761
  br label %352, !dbg !765

352:                                              ; preds = %339, %341
  br i1 %142, label %362, label %353, !dbg !765

353:                                              ; preds = %310, %352
  %354 = phi i64 [ 0, %310 ], [ %137, %352 ]
  br label %355, !dbg !765

355:                                              ; preds = %353, %355
  %356 = phi i64 [ %360, %355 ], [ %354, %353 ]
  call void @llvm.dbg.value(metadata i64 %356, metadata !747, metadata !DIExpression()), !dbg !764
  %357 = getelementptr inbounds double, double* %309, i64 %356, !dbg !771
  %358 = load double, double* %357, align 8, !dbg !768, !tbaa !622, !noalias !761
  %359 = fmul double %358, 9.000000e-01, !dbg !768
  store double %359, double* %357, align 8, !dbg !768, !tbaa !622, !noalias !761
  %360 = add nuw i64 %356, 1, !dbg !766
  call void @llvm.dbg.value(metadata i64 %360, metadata !747, metadata !DIExpression()), !dbg !764
  %361 = icmp eq i64 %360, %15, !dbg !772
  br i1 %361, label %362, label %355, !dbg !765, !llvm.loop !773

362:                                              ; preds = %355, %352, %308
  call void @llvm.dbg.value(metadata i8* undef, metadata !669, metadata !DIExpression(DW_OP_deref)), !dbg !774
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !666, metadata !DIExpression()), !dbg !774
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !668, metadata !DIExpression()), !dbg !774
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !775
  call void @llvm.dbg.value(metadata i64 %7, metadata !607, metadata !DIExpression()), !dbg !775
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !608, metadata !DIExpression()), !dbg !775
  %363 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %20) #10
          to label %364 unwind label %453, !dbg !776

364:                                              ; preds = %362
  %365 = bitcast i8* %363 to double*, !dbg !662
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !777
  br i1 %23, label %445, label %366, !dbg !778

366:                                              ; preds = %364
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %363, i8 0, i64 %124, i1 false), !dbg !779, !tbaa !622, !noalias !780
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !777
  call void @llvm.dbg.value(metadata i64 0, metadata !670, metadata !DIExpression()), !dbg !783
  br i1 %143, label %433, label %367, !dbg !784

367:                                              ; preds = %366
  br i1 %146, label %411, label %368, !dbg !784

368:                                              ; preds = %367, %368
  %369 = phi i64 [ %408, %368 ], [ 0, %367 ], !dbg !785
  %370 = phi i64 [ %409, %368 ], [ 0, %367 ]
  %371 = getelementptr inbounds double, double* %309, i64 %369, !dbg !785
  %372 = bitcast double* %371 to <2 x double>*, !dbg !787
  %373 = load <2 x double>, <2 x double>* %372, align 8, !dbg !787, !tbaa !622, !noalias !780
  %374 = getelementptr inbounds double, double* %371, i64 2, !dbg !787
  %375 = bitcast double* %374 to <2 x double>*, !dbg !787
  %376 = load <2 x double>, <2 x double>* %375, align 8, !dbg !787, !tbaa !622, !noalias !780
  %377 = getelementptr inbounds double, double* %29, i64 %369, !dbg !785
  %378 = bitcast double* %377 to <2 x double>*, !dbg !788
  %379 = load <2 x double>, <2 x double>* %378, align 8, !dbg !788, !tbaa !622, !noalias !780
  %380 = getelementptr inbounds double, double* %377, i64 2, !dbg !788
  %381 = bitcast double* %380 to <2 x double>*, !dbg !788
  %382 = load <2 x double>, <2 x double>* %381, align 8, !dbg !788, !tbaa !622, !noalias !780
  %383 = fadd <2 x double> %373, %379, !dbg !789
  %384 = fadd <2 x double> %376, %382, !dbg !789
  %385 = getelementptr inbounds double, double* %365, i64 %369, !dbg !785
  %386 = bitcast double* %385 to <2 x double>*, !dbg !790
  store <2 x double> %383, <2 x double>* %386, align 8, !dbg !790, !tbaa !622, !noalias !780
  %387 = getelementptr inbounds double, double* %385, i64 2, !dbg !790
  %388 = bitcast double* %387 to <2 x double>*, !dbg !790
  store <2 x double> %384, <2 x double>* %388, align 8, !dbg !790, !tbaa !622, !noalias !780
  %389 = or i64 %369, 4, !dbg !785
  %390 = getelementptr inbounds double, double* %309, i64 %389, !dbg !785
  %391 = bitcast double* %390 to <2 x double>*, !dbg !787
  %392 = load <2 x double>, <2 x double>* %391, align 8, !dbg !787, !tbaa !622, !noalias !780
  %393 = getelementptr inbounds double, double* %390, i64 2, !dbg !787
  %394 = bitcast double* %393 to <2 x double>*, !dbg !787
  %395 = load <2 x double>, <2 x double>* %394, align 8, !dbg !787, !tbaa !622, !noalias !780
  %396 = getelementptr inbounds double, double* %29, i64 %389, !dbg !785
  %397 = bitcast double* %396 to <2 x double>*, !dbg !788
  %398 = load <2 x double>, <2 x double>* %397, align 8, !dbg !788, !tbaa !622, !noalias !780
  %399 = getelementptr inbounds double, double* %396, i64 2, !dbg !788
  %400 = bitcast double* %399 to <2 x double>*, !dbg !788
  %401 = load <2 x double>, <2 x double>* %400, align 8, !dbg !788, !tbaa !622, !noalias !780
  %402 = fadd <2 x double> %392, %398, !dbg !789
  %403 = fadd <2 x double> %395, %401, !dbg !789
  %404 = getelementptr inbounds double, double* %365, i64 %389, !dbg !785
  %405 = bitcast double* %404 to <2 x double>*, !dbg !790
  store <2 x double> %402, <2 x double>* %405, align 8, !dbg !790, !tbaa !622, !noalias !780
  %406 = getelementptr inbounds double, double* %404, i64 2, !dbg !790
  %407 = bitcast double* %406 to <2 x double>*, !dbg !790
  store <2 x double> %403, <2 x double>* %407, align 8, !dbg !790, !tbaa !622, !noalias !780
  %408 = add nuw i64 %369, 8, !dbg !785
  %409 = add i64 %370, 2, !dbg !785
  %410 = icmp eq i64 %409, %147, !dbg !785
  br i1 %410, label %411, label %368, !dbg !785, !llvm.loop !791

411:                                              ; preds = %368, %367
  %412 = phi i64 [ 0, %367 ], [ %408, %368 ]
  br i1 %148, label %432, label %413, !dbg !785

413:                                              ; preds = %411
  %414 = getelementptr inbounds double, double* %309, i64 %412, !dbg !785
  %415 = bitcast double* %414 to <2 x double>*, !dbg !787
  %416 = load <2 x double>, <2 x double>* %415, align 8, !dbg !787, !tbaa !622, !noalias !780
  %417 = getelementptr inbounds double, double* %414, i64 2, !dbg !787
  %418 = bitcast double* %417 to <2 x double>*, !dbg !787
  %419 = load <2 x double>, <2 x double>* %418, align 8, !dbg !787, !tbaa !622, !noalias !780
  %420 = getelementptr inbounds double, double* %29, i64 %412, !dbg !785
  %421 = bitcast double* %420 to <2 x double>*, !dbg !788
  %422 = load <2 x double>, <2 x double>* %421, align 8, !dbg !788, !tbaa !622, !noalias !780
  %423 = getelementptr inbounds double, double* %420, i64 2, !dbg !788
  %424 = bitcast double* %423 to <2 x double>*, !dbg !788
  %425 = load <2 x double>, <2 x double>* %424, align 8, !dbg !788, !tbaa !622, !noalias !780
  %426 = fadd <2 x double> %416, %422, !dbg !789
  %427 = fadd <2 x double> %419, %425, !dbg !789
  %428 = getelementptr inbounds double, double* %365, i64 %412, !dbg !785
  %429 = bitcast double* %428 to <2 x double>*, !dbg !790
  store <2 x double> %426, <2 x double>* %429, align 8, !dbg !790, !tbaa !622, !noalias !780
  %430 = getelementptr inbounds double, double* %428, i64 2, !dbg !790
  %431 = bitcast double* %430 to <2 x double>*, !dbg !790
  store <2 x double> %427, <2 x double>* %431, align 8, !dbg !790, !tbaa !622, !noalias !780
  br label %432, !dbg !784

432:                                              ; preds = %411, %413
  br i1 %149, label %445, label %433, !dbg !784

433:                                              ; preds = %366, %432
  %434 = phi i64 [ 0, %366 ], [ %144, %432 ]
  br label %435, !dbg !784

435:                                              ; preds = %433, %435
  %436 = phi i64 [ %443, %435 ], [ %434, %433 ]
  call void @llvm.dbg.value(metadata i64 %436, metadata !670, metadata !DIExpression()), !dbg !783
  %437 = getelementptr inbounds double, double* %309, i64 %436, !dbg !787
  %438 = load double, double* %437, align 8, !dbg !787, !tbaa !622, !noalias !780
  %439 = getelementptr inbounds double, double* %29, i64 %436, !dbg !788
  %440 = load double, double* %439, align 8, !dbg !788, !tbaa !622, !noalias !780
  %441 = fadd double %438, %440, !dbg !789
  %442 = getelementptr inbounds double, double* %365, i64 %436, !dbg !793
  store double %441, double* %442, align 8, !dbg !790, !tbaa !622, !noalias !780
  %443 = add nuw i64 %436, 1, !dbg !785
  call void @llvm.dbg.value(metadata i64 %443, metadata !670, metadata !DIExpression()), !dbg !783
  %444 = icmp eq i64 %443, %15, !dbg !794
  br i1 %444, label %445, label %435, !dbg !784, !llvm.loop !795

445:                                              ; preds = %435, %432, %364
  call void @llvm.dbg.value(metadata i64 %7, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  call void @llvm.dbg.value(metadata double* %365, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !796
  %446 = bitcast double* %234 to i8*, !dbg !798
  tail call void @_ZdaPv(i8* noundef %446) #11, !dbg !798
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !799
  tail call void @_ZdaPv(i8* noundef nonnull %307) #11, !dbg !801
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !802
  tail call void @_ZdaPv(i8* noundef nonnull %235) #11, !dbg !804
  %447 = add nuw nsw i32 %233, 1, !dbg !805
  call void @llvm.dbg.value(metadata i64 %7, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i32 %447, metadata !584, metadata !DIExpression()), !dbg !656
  %448 = icmp eq i32 %447, %16, !dbg !655
  br i1 %448, label %165, label %232, !dbg !657, !llvm.loop !806

449:                                              ; preds = %232
  %450 = landingpad { i8*, i32 }
          cleanup, !dbg !808
  br label %457, !dbg !808

451:                                              ; preds = %306
  %452 = landingpad { i8*, i32 }
          cleanup, !dbg !808
  br label %455, !dbg !808

453:                                              ; preds = %362
  %454 = landingpad { i8*, i32 }
          cleanup, !dbg !808
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !809
  tail call void @_ZdaPv(i8* noundef nonnull %307) #11, !dbg !811
  br label %455, !dbg !812

455:                                              ; preds = %453, %451
  %456 = phi { i8*, i32 } [ %454, %453 ], [ %452, %451 ]
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !813
  tail call void @_ZdaPv(i8* noundef nonnull %235) #11, !dbg !815
  br label %457, !dbg !816

457:                                              ; preds = %455, %449
  %458 = phi { i8*, i32 } [ %456, %455 ], [ %450, %449 ]
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !817
  tail call void @_ZdaPv(i8* noundef nonnull %27) #11, !dbg !819
  br label %459, !dbg !658

459:                                              ; preds = %457, %150
  %460 = phi double* [ %234, %457 ], [ %22, %150 ], !dbg !616
  %461 = phi { i8*, i32 } [ %458, %457 ], [ %151, %150 ]
  call void @llvm.dbg.value(metadata double* %460, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !691, metadata !DIExpression()) #9, !dbg !820
  %462 = bitcast double* %460 to i8*, !dbg !822
  tail call void @_ZdaPv(i8* noundef %462) #11, !dbg !822
  resume { i8*, i32 } %461, !dbg !658
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!565, !566, !567, !568, !569, !570}
!llvm.ident = !{!571}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !59, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "raii_buffer.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "8a4e7a977746f5dd141120f930c30f46")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Buffer", file: !1, line: 10, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !9, identifier: "_ZTS6Buffer")
!9 = !{!10, !14, !16, !20, !25, !29, !33, !36, !40, !44, !47, !50, !53, !56}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "n_", scope: !8, file: !1, line: 11, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !12, line: 46, baseType: !13)
!12 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !8, file: !1, line: 12, baseType: !15, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!16 = !DISubprogram(name: "Buffer", scope: !8, file: !1, line: 15, type: !17, scopeLine: 15, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !11, !3}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DISubprogram(name: "Buffer", scope: !8, file: !1, line: 20, type: !21, scopeLine: 20, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !19, !23}
!23 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !DISubprogram(name: "Buffer", scope: !8, file: !1, line: 24, type: !26, scopeLine: 24, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !19, !28}
!28 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !8, size: 64)
!29 = !DISubprogram(name: "operator=", linkageName: "_ZN6BufferaSES_", scope: !8, file: !1, line: 29, type: !30, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !19, !8}
!32 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!33 = !DISubprogram(name: "~Buffer", scope: !8, file: !1, line: 35, type: !34, scopeLine: 35, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !19}
!36 = !DISubprogram(name: "size", linkageName: "_ZNK6Buffer4sizeEv", scope: !8, file: !1, line: 37, type: !37, scopeLine: 37, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DISubroutineType(types: !38)
!38 = !{!11, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!40 = !DISubprogram(name: "operator[]", linkageName: "_ZN6BufferixEm", scope: !8, file: !1, line: 38, type: !41, scopeLine: 38, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !19, !11}
!43 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!44 = !DISubprogram(name: "operator[]", linkageName: "_ZNK6BufferixEm", scope: !8, file: !1, line: 39, type: !45, scopeLine: 39, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubroutineType(types: !46)
!46 = !{!3, !39, !11}
!47 = !DISubprogram(name: "operator+", linkageName: "_ZNK6BufferplERKS_", scope: !8, file: !1, line: 41, type: !48, scopeLine: 41, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{!8, !39, !23}
!50 = !DISubprogram(name: "operator*", linkageName: "_ZNK6BuffermlEd", scope: !8, file: !1, line: 48, type: !51, scopeLine: 48, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubroutineType(types: !52)
!52 = !{!8, !39, !3}
!53 = !DISubprogram(name: "kernel_smooth", linkageName: "_ZNK6Buffer13kernel_smoothEv", scope: !8, file: !1, line: 55, type: !54, scopeLine: 55, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{!8, !39}
!56 = !DISubprogram(name: "sum", linkageName: "_ZNK6Buffer3sumEv", scope: !8, file: !1, line: 64, type: !57, scopeLine: 64, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{!3, !39}
!59 = !{!60, !119, !125, !130, !134, !136, !138, !140, !142, !149, !154, !161, !165, !169, !173, !178, !182, !184, !188, !194, !198, !205, !207, !212, !216, !220, !222, !226, !230, !232, !236, !238, !240, !244, !248, !252, !256, !260, !264, !266, !273, !277, !281, !286, !288, !290, !294, !298, !299, !300, !301, !302, !303, !307, !311, !317, !321, !326, !328, !333, !337, !341, !350, !354, !358, !362, !366, !370, !374, !378, !382, !386, !393, !397, !401, !403, !405, !409, !414, !419, !423, !427, !429, !436, !440, !447, !449, !453, !457, !461, !465, !470, !475, !480, !481, !482, !483, !485, !486, !487, !488, !489, !490, !491, !497, !501, !505, !509, !513, !517, !519, !521, !523, !527, !531, !535, !539, !543, !545, !547, !549, !553, !557, !561, !563}
!60 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !62, file: !118, line: 98)
!61 = !DINamespace(name: "std", scope: null)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !63, line: 7, baseType: !64)
!63 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !65, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !66, identifier: "_ZTS8_IO_FILE")
!65 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !82, !84, !85, !86, !90, !92, !94, !98, !101, !103, !106, !109, !110, !112, !113, !114}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !64, file: !65, line: 51, baseType: !4, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !64, file: !65, line: 54, baseType: !6, size: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !64, file: !65, line: 55, baseType: !6, size: 64, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !64, file: !65, line: 56, baseType: !6, size: 64, offset: 192)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !64, file: !65, line: 57, baseType: !6, size: 64, offset: 256)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !64, file: !65, line: 58, baseType: !6, size: 64, offset: 320)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !64, file: !65, line: 59, baseType: !6, size: 64, offset: 384)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !64, file: !65, line: 60, baseType: !6, size: 64, offset: 448)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !64, file: !65, line: 61, baseType: !6, size: 64, offset: 512)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !64, file: !65, line: 64, baseType: !6, size: 64, offset: 576)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !64, file: !65, line: 65, baseType: !6, size: 64, offset: 640)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !64, file: !65, line: 66, baseType: !6, size: 64, offset: 704)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !64, file: !65, line: 68, baseType: !80, size: 64, offset: 768)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !65, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!82 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !64, file: !65, line: 70, baseType: !83, size: 64, offset: 832)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !64, file: !65, line: 72, baseType: !4, size: 32, offset: 896)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !64, file: !65, line: 73, baseType: !4, size: 32, offset: 928)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !64, file: !65, line: 74, baseType: !87, size: 64, offset: 960)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !88, line: 152, baseType: !89)
!88 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !64, file: !65, line: 77, baseType: !91, size: 16, offset: 1024)
!91 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !64, file: !65, line: 78, baseType: !93, size: 8, offset: 1040)
!93 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !64, file: !65, line: 79, baseType: !95, size: 8, offset: 1048)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 1)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !64, file: !65, line: 81, baseType: !99, size: 64, offset: 1088)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !65, line: 43, baseType: null)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !64, file: !65, line: 89, baseType: !102, size: 64, offset: 1152)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !88, line: 153, baseType: !89)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !64, file: !65, line: 91, baseType: !104, size: 64, offset: 1216)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !65, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!106 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !64, file: !65, line: 92, baseType: !107, size: 64, offset: 1280)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !65, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!109 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !64, file: !65, line: 93, baseType: !83, size: 64, offset: 1344)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !64, file: !65, line: 94, baseType: !111, size: 64, offset: 1408)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !64, file: !65, line: 95, baseType: !11, size: 64, offset: 1472)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !64, file: !65, line: 96, baseType: !4, size: 32, offset: 1536)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !64, file: !65, line: 98, baseType: !115, size: 160, offset: 1568)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 160, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 20)
!118 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !120, file: !118, line: 99)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !121, line: 84, baseType: !122)
!121 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !123, line: 14, baseType: !124)
!123 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !123, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !126, file: !118, line: 101)
!126 = !DISubprogram(name: "clearerr", scope: !121, file: !121, line: 786, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !131, file: !118, line: 102)
!131 = !DISubprogram(name: "fclose", scope: !121, file: !121, line: 178, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!4, !129}
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !135, file: !118, line: 103)
!135 = !DISubprogram(name: "feof", scope: !121, file: !121, line: 788, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !137, file: !118, line: 104)
!137 = !DISubprogram(name: "ferror", scope: !121, file: !121, line: 790, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !139, file: !118, line: 105)
!139 = !DISubprogram(name: "fflush", scope: !121, file: !121, line: 230, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !141, file: !118, line: 106)
!141 = !DISubprogram(name: "fgetc", scope: !121, file: !121, line: 513, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !143, file: !118, line: 107)
!143 = !DISubprogram(name: "fgetpos", scope: !121, file: !121, line: 760, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!4, !146, !147}
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !150, file: !118, line: 108)
!150 = !DISubprogram(name: "fgets", scope: !121, file: !121, line: 592, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!6, !153, !4, !146}
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !155, file: !118, line: 109)
!155 = !DISubprogram(name: "fopen", scope: !121, file: !121, line: 258, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!129, !158, !158}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !162, file: !118, line: 110)
!162 = !DISubprogram(name: "fprintf", scope: !121, file: !121, line: 350, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!4, !146, !158, null}
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !166, file: !118, line: 111)
!166 = !DISubprogram(name: "fputc", scope: !121, file: !121, line: 549, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!4, !4, !129}
!169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !170, file: !118, line: 112)
!170 = !DISubprogram(name: "fputs", scope: !121, file: !121, line: 655, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!4, !158, !146}
!173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !174, file: !118, line: 113)
!174 = !DISubprogram(name: "fread", scope: !121, file: !121, line: 675, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!11, !177, !11, !11, !146}
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !179, file: !118, line: 114)
!179 = !DISubprogram(name: "freopen", scope: !121, file: !121, line: 265, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!129, !158, !158, !146}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !183, file: !118, line: 115)
!183 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !121, file: !121, line: 434, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !185, file: !118, line: 116)
!185 = !DISubprogram(name: "fseek", scope: !121, file: !121, line: 713, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{!4, !129, !89, !4}
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !189, file: !118, line: 117)
!189 = !DISubprogram(name: "fsetpos", scope: !121, file: !121, line: 765, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DISubroutineType(types: !191)
!191 = !{!4, !129, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !195, file: !118, line: 118)
!195 = !DISubprogram(name: "ftell", scope: !121, file: !121, line: 718, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{!89, !129}
!198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !199, file: !118, line: 119)
!199 = !DISubprogram(name: "fwrite", scope: !121, file: !121, line: 681, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{!11, !202, !11, !11, !146}
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !203)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !206, file: !118, line: 120)
!206 = !DISubprogram(name: "getc", scope: !121, file: !121, line: 514, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !208, file: !118, line: 121)
!208 = !DISubprogram(name: "getchar", scope: !209, file: !209, line: 47, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!210 = !DISubroutineType(types: !211)
!211 = !{!4}
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !213, file: !118, line: 126)
!213 = !DISubprogram(name: "perror", scope: !121, file: !121, line: 804, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !159}
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !217, file: !118, line: 127)
!217 = !DISubprogram(name: "printf", scope: !121, file: !121, line: 356, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{!4, !158, null}
!220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !221, file: !118, line: 128)
!221 = !DISubprogram(name: "putc", scope: !121, file: !121, line: 550, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !223, file: !118, line: 129)
!223 = !DISubprogram(name: "putchar", scope: !209, file: !209, line: 82, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!4, !4}
!226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !227, file: !118, line: 130)
!227 = !DISubprogram(name: "puts", scope: !121, file: !121, line: 661, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!4, !159}
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !231, file: !118, line: 131)
!231 = !DISubprogram(name: "remove", scope: !121, file: !121, line: 152, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !233, file: !118, line: 132)
!233 = !DISubprogram(name: "rename", scope: !121, file: !121, line: 154, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{!4, !159, !159}
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !237, file: !118, line: 133)
!237 = !DISubprogram(name: "rewind", scope: !121, file: !121, line: 723, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !239, file: !118, line: 134)
!239 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !121, file: !121, line: 437, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !241, file: !118, line: 135)
!241 = !DISubprogram(name: "setbuf", scope: !121, file: !121, line: 328, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !146, !153}
!244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !245, file: !118, line: 136)
!245 = !DISubprogram(name: "setvbuf", scope: !121, file: !121, line: 332, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!4, !146, !153, !4, !11}
!248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !249, file: !118, line: 137)
!249 = !DISubprogram(name: "sprintf", scope: !121, file: !121, line: 358, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{!4, !153, !158, null}
!252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !253, file: !118, line: 138)
!253 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !121, file: !121, line: 439, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!4, !158, !158, null}
!256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !257, file: !118, line: 139)
!257 = !DISubprogram(name: "tmpfile", scope: !121, file: !121, line: 188, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!129}
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !261, file: !118, line: 141)
!261 = !DISubprogram(name: "tmpnam", scope: !121, file: !121, line: 205, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{!6, !6}
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !265, file: !118, line: 143)
!265 = !DISubprogram(name: "ungetc", scope: !121, file: !121, line: 668, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !267, file: !118, line: 144)
!267 = !DISubprogram(name: "vfprintf", scope: !121, file: !121, line: 365, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{!4, !146, !158, !270}
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!271 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !272, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!272 = !DIFile(filename: "raii_buffer.cpp", directory: ".")
!273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !274, file: !118, line: 145)
!274 = !DISubprogram(name: "vprintf", scope: !209, file: !209, line: 39, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!4, !158, !270}
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !278, file: !118, line: 146)
!278 = !DISubprogram(name: "vsprintf", scope: !121, file: !121, line: 373, type: !279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!4, !153, !158, !270}
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !283, file: !118, line: 175)
!282 = !DINamespace(name: "__gnu_cxx", scope: null)
!283 = !DISubprogram(name: "snprintf", scope: !121, file: !121, line: 378, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!4, !153, !11, !158, null}
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !287, file: !118, line: 176)
!287 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !121, file: !121, line: 479, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !289, file: !118, line: 177)
!289 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !121, file: !121, line: 484, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !291, file: !118, line: 178)
!291 = !DISubprogram(name: "vsnprintf", scope: !121, file: !121, line: 382, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!4, !153, !11, !158, !270}
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !295, file: !118, line: 179)
!295 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !121, file: !121, line: 487, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{!4, !158, !158, !270}
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !283, file: !118, line: 185)
!299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !287, file: !118, line: 186)
!300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !289, file: !118, line: 187)
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !291, file: !118, line: 188)
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !295, file: !118, line: 189)
!303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !304, file: !306, line: 52)
!304 = !DISubprogram(name: "abs", scope: !305, file: !305, line: 861, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!306 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !308, file: !310, line: 127)
!308 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !305, line: 63, baseType: !309)
!309 = !DICompositeType(tag: DW_TAG_structure_type, file: !305, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!310 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !312, file: !310, line: 128)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !305, line: 71, baseType: !313)
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !305, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !314, identifier: "_ZTS6ldiv_t")
!314 = !{!315, !316}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !313, file: !305, line: 69, baseType: !89, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !313, file: !305, line: 70, baseType: !89, size: 64, offset: 64)
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !318, file: !310, line: 130)
!318 = !DISubprogram(name: "abort", scope: !305, file: !305, line: 611, type: !319, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{null}
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !322, file: !310, line: 134)
!322 = !DISubprogram(name: "atexit", scope: !305, file: !305, line: 615, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{!4, !325}
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !327, file: !310, line: 137)
!327 = !DISubprogram(name: "at_quick_exit", scope: !305, file: !305, line: 620, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !329, file: !310, line: 140)
!329 = !DISubprogram(name: "atof", scope: !330, file: !330, line: 25, type: !331, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!330 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: ".", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!331 = !DISubroutineType(types: !332)
!332 = !{!3, !159}
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !334, file: !310, line: 141)
!334 = distinct !DISubprogram(name: "atoi", scope: !305, file: !305, line: 362, type: !228, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !335)
!335 = !{!336}
!336 = !DILocalVariable(name: "__nptr", arg: 1, scope: !334, file: !305, line: 362, type: !159)
!337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !338, file: !310, line: 142)
!338 = !DISubprogram(name: "atol", scope: !305, file: !305, line: 367, type: !339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{!89, !159}
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !342, file: !310, line: 143)
!342 = !DISubprogram(name: "bsearch", scope: !343, file: !343, line: 20, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: ".", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!344 = !DISubroutineType(types: !345)
!345 = !{!111, !203, !203, !11, !11, !346}
!346 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !305, line: 829, baseType: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!348 = !DISubroutineType(types: !349)
!349 = !{!4, !203, !203}
!350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !351, file: !310, line: 144)
!351 = !DISubprogram(name: "calloc", scope: !305, file: !305, line: 556, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DISubroutineType(types: !353)
!353 = !{!111, !11, !11}
!354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !355, file: !310, line: 145)
!355 = !DISubprogram(name: "div", scope: !305, file: !305, line: 873, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!308, !4, !4}
!358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !359, file: !310, line: 146)
!359 = !DISubprogram(name: "exit", scope: !305, file: !305, line: 637, type: !360, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{null, !4}
!362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !363, file: !310, line: 147)
!363 = !DISubprogram(name: "free", scope: !305, file: !305, line: 568, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{null, !111}
!366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !367, file: !310, line: 148)
!367 = !DISubprogram(name: "getenv", scope: !305, file: !305, line: 654, type: !368, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!6, !159}
!370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !371, file: !310, line: 149)
!371 = !DISubprogram(name: "labs", scope: !305, file: !305, line: 862, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!89, !89}
!374 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !375, file: !310, line: 150)
!375 = !DISubprogram(name: "ldiv", scope: !305, file: !305, line: 875, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{!312, !89, !89}
!378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !379, file: !310, line: 151)
!379 = !DISubprogram(name: "malloc", scope: !305, file: !305, line: 553, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!111, !11}
!382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !383, file: !310, line: 153)
!383 = !DISubprogram(name: "mblen", scope: !305, file: !305, line: 943, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!4, !159, !11}
!386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !387, file: !310, line: 154)
!387 = !DISubprogram(name: "mbstowcs", scope: !305, file: !305, line: 954, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{!11, !390, !158, !11}
!390 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !391)
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!392 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !394, file: !310, line: 155)
!394 = !DISubprogram(name: "mbtowc", scope: !305, file: !305, line: 946, type: !395, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!4, !390, !158, !11}
!397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !398, file: !310, line: 157)
!398 = !DISubprogram(name: "qsort", scope: !305, file: !305, line: 851, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{null, !111, !11, !11, !346}
!401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !402, file: !310, line: 160)
!402 = !DISubprogram(name: "quick_exit", scope: !305, file: !305, line: 643, type: !360, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !404, file: !310, line: 163)
!404 = !DISubprogram(name: "rand", scope: !305, file: !305, line: 454, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !406, file: !310, line: 164)
!406 = !DISubprogram(name: "realloc", scope: !305, file: !305, line: 564, type: !407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubroutineType(types: !408)
!408 = !{!111, !111, !11}
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !410, file: !310, line: 165)
!410 = !DISubprogram(name: "srand", scope: !305, file: !305, line: 456, type: !411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{null, !413}
!413 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !415, file: !310, line: 166)
!415 = !DISubprogram(name: "strtod", scope: !305, file: !305, line: 118, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{!3, !158, !418}
!418 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !420, file: !310, line: 167)
!420 = !DISubprogram(name: "strtol", scope: !305, file: !305, line: 177, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubroutineType(types: !422)
!422 = !{!89, !158, !418, !4}
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !424, file: !310, line: 168)
!424 = !DISubprogram(name: "strtoul", scope: !305, file: !305, line: 181, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!13, !158, !418, !4}
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !428, file: !310, line: 169)
!428 = !DISubprogram(name: "system", scope: !305, file: !305, line: 804, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !430, file: !310, line: 171)
!430 = !DISubprogram(name: "wcstombs", scope: !305, file: !305, line: 958, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!11, !153, !433, !11}
!433 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !434)
!434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !435, size: 64)
!435 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !392)
!436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !437, file: !310, line: 172)
!437 = !DISubprogram(name: "wctomb", scope: !305, file: !305, line: 950, type: !438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubroutineType(types: !439)
!439 = !{!4, !6, !392}
!440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !441, file: !310, line: 200)
!441 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !305, line: 81, baseType: !442)
!442 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !305, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !443, identifier: "_ZTS7lldiv_t")
!443 = !{!444, !446}
!444 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !442, file: !305, line: 79, baseType: !445, size: 64)
!445 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !442, file: !305, line: 80, baseType: !445, size: 64, offset: 64)
!447 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !448, file: !310, line: 206)
!448 = !DISubprogram(name: "_Exit", scope: !305, file: !305, line: 649, type: !360, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !450, file: !310, line: 210)
!450 = !DISubprogram(name: "llabs", scope: !305, file: !305, line: 865, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!445, !445}
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !454, file: !310, line: 216)
!454 = !DISubprogram(name: "lldiv", scope: !305, file: !305, line: 879, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!441, !445, !445}
!457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !458, file: !310, line: 227)
!458 = !DISubprogram(name: "atoll", scope: !305, file: !305, line: 374, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubroutineType(types: !460)
!460 = !{!445, !159}
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !462, file: !310, line: 228)
!462 = !DISubprogram(name: "strtoll", scope: !305, file: !305, line: 201, type: !463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!445, !158, !418, !4}
!465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !466, file: !310, line: 229)
!466 = !DISubprogram(name: "strtoull", scope: !305, file: !305, line: 206, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{!469, !158, !418, !4}
!469 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !471, file: !310, line: 231)
!471 = !DISubprogram(name: "strtof", scope: !305, file: !305, line: 124, type: !472, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubroutineType(types: !473)
!473 = !{!474, !158, !418}
!474 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !282, entity: !476, file: !310, line: 232)
!476 = !DISubprogram(name: "strtold", scope: !305, file: !305, line: 127, type: !477, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{!479, !158, !418}
!479 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !441, file: !310, line: 240)
!481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !448, file: !310, line: 242)
!482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !450, file: !310, line: 244)
!483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !484, file: !310, line: 245)
!484 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !282, file: !310, line: 213, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !454, file: !310, line: 246)
!486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !458, file: !310, line: 248)
!487 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !471, file: !310, line: 249)
!488 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !462, file: !310, line: 250)
!489 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !466, file: !310, line: 251)
!490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !476, file: !310, line: 252)
!491 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !492, file: !496, line: 77)
!492 = !DISubprogram(name: "memchr", scope: !493, file: !493, line: 100, type: !494, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DIFile(filename: "usr/include/string.h", directory: ".", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!494 = !DISubroutineType(types: !495)
!495 = !{!203, !203, !4, !11}
!496 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstring", directory: ".")
!497 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !498, file: !496, line: 78)
!498 = !DISubprogram(name: "memcmp", scope: !493, file: !493, line: 64, type: !499, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{!4, !203, !203, !11}
!501 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !502, file: !496, line: 79)
!502 = !DISubprogram(name: "memcpy", scope: !493, file: !493, line: 43, type: !503, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{!111, !177, !202, !11}
!505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !506, file: !496, line: 80)
!506 = !DISubprogram(name: "memmove", scope: !493, file: !493, line: 47, type: !507, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DISubroutineType(types: !508)
!508 = !{!111, !111, !203, !11}
!509 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !510, file: !496, line: 81)
!510 = !DISubprogram(name: "memset", scope: !493, file: !493, line: 61, type: !511, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!511 = !DISubroutineType(types: !512)
!512 = !{!111, !111, !4, !11}
!513 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !514, file: !496, line: 82)
!514 = !DISubprogram(name: "strcat", scope: !493, file: !493, line: 149, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{!6, !153, !158}
!517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !518, file: !496, line: 83)
!518 = !DISubprogram(name: "strcmp", scope: !493, file: !493, line: 156, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !520, file: !496, line: 84)
!520 = !DISubprogram(name: "strcoll", scope: !493, file: !493, line: 163, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !522, file: !496, line: 85)
!522 = !DISubprogram(name: "strcpy", scope: !493, file: !493, line: 141, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !524, file: !496, line: 86)
!524 = !DISubprogram(name: "strcspn", scope: !493, file: !493, line: 293, type: !525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{!11, !159, !159}
!527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !528, file: !496, line: 87)
!528 = !DISubprogram(name: "strerror", scope: !493, file: !493, line: 419, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!6, !4}
!531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !532, file: !496, line: 88)
!532 = !DISubprogram(name: "strlen", scope: !493, file: !493, line: 407, type: !533, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DISubroutineType(types: !534)
!534 = !{!11, !159}
!535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !536, file: !496, line: 89)
!536 = !DISubprogram(name: "strncat", scope: !493, file: !493, line: 152, type: !537, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!537 = !DISubroutineType(types: !538)
!538 = !{!6, !153, !158, !11}
!539 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !540, file: !496, line: 90)
!540 = !DISubprogram(name: "strncmp", scope: !493, file: !493, line: 159, type: !541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubroutineType(types: !542)
!542 = !{!4, !159, !159, !11}
!543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !544, file: !496, line: 91)
!544 = !DISubprogram(name: "strncpy", scope: !493, file: !493, line: 144, type: !537, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !546, file: !496, line: 92)
!546 = !DISubprogram(name: "strspn", scope: !493, file: !493, line: 297, type: !525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !548, file: !496, line: 93)
!548 = !DISubprogram(name: "strtok", scope: !493, file: !493, line: 356, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !550, file: !496, line: 94)
!550 = !DISubprogram(name: "strxfrm", scope: !493, file: !493, line: 166, type: !551, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!551 = !DISubroutineType(types: !552)
!552 = !{!11, !153, !158, !11}
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !554, file: !496, line: 95)
!554 = !DISubprogram(name: "strchr", scope: !493, file: !493, line: 239, type: !555, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!555 = !DISubroutineType(types: !556)
!556 = !{!159, !159, !4}
!557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !558, file: !496, line: 96)
!558 = !DISubprogram(name: "strpbrk", scope: !493, file: !493, line: 316, type: !559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!559 = !DISubroutineType(types: !560)
!560 = !{!159, !159, !159}
!561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !562, file: !496, line: 97)
!562 = !DISubprogram(name: "strrchr", scope: !493, file: !493, line: 266, type: !555, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !61, entity: !564, file: !496, line: 98)
!564 = !DISubprogram(name: "strstr", scope: !493, file: !493, line: 343, type: !559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !{i32 7, !"Dwarf Version", i32 5}
!566 = !{i32 2, !"Debug Info Version", i32 3}
!567 = !{i32 1, !"wchar_size", i32 4}
!568 = !{i32 7, !"PIC Level", i32 2}
!569 = !{i32 7, !"PIE Level", i32 2}
!570 = !{i32 7, !"uwtable", i32 1}
!571 = !{!"Debian clang version 14.0.6"}
!572 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 73, type: !573, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !575)
!573 = !DISubroutineType(types: !574)
!574 = !{!4, !4, !5}
!575 = !{!576, !577, !578, !579, !580, !581, !582, !584, !586}
!576 = !DILocalVariable(name: "argc", arg: 1, scope: !572, file: !1, line: 73, type: !4)
!577 = !DILocalVariable(name: "argv", arg: 2, scope: !572, file: !1, line: 73, type: !5)
!578 = !DILocalVariable(name: "n", scope: !572, file: !1, line: 75, type: !11)
!579 = !DILocalVariable(name: "steps", scope: !572, file: !1, line: 76, type: !4)
!580 = !DILocalVariable(name: "a", scope: !572, file: !1, line: 77, type: !8)
!581 = !DILocalVariable(name: "b", scope: !572, file: !1, line: 77, type: !8)
!582 = !DILocalVariable(name: "i", scope: !583, file: !1, line: 78, type: !11)
!583 = distinct !DILexicalBlock(scope: !572, file: !1, line: 78, column: 3)
!584 = !DILocalVariable(name: "t", scope: !585, file: !1, line: 80, type: !4)
!585 = distinct !DILexicalBlock(scope: !572, file: !1, line: 80, column: 3)
!586 = !DILocalVariable(name: "s", scope: !587, file: !1, line: 81, type: !8)
!587 = distinct !DILexicalBlock(scope: !588, file: !1, line: 80, column: 35)
!588 = distinct !DILexicalBlock(scope: !585, file: !1, line: 80, column: 3)
!589 = !DILocation(line: 0, scope: !572)
!590 = !DILocation(line: 75, column: 19, scope: !572)
!591 = !DILocation(line: 75, column: 14, scope: !572)
!592 = !DILocation(line: 75, column: 38, scope: !572)
!593 = !{!594, !594, i64 0}
!594 = !{!"any pointer", !595, i64 0}
!595 = !{!"omnipotent char", !596, i64 0}
!596 = !{!"Simple C++ TBAA"}
!597 = !DILocation(line: 75, column: 25, scope: !572)
!598 = !DILocation(line: 76, column: 20, scope: !572)
!599 = !DILocation(line: 76, column: 15, scope: !572)
!600 = !DILocation(line: 76, column: 36, scope: !572)
!601 = !DILocation(line: 0, scope: !334, inlinedAt: !602)
!602 = distinct !DILocation(line: 76, column: 26, scope: !572)
!603 = !DILocation(line: 364, column: 16, scope: !334, inlinedAt: !602)
!604 = !DILocalVariable(name: "this", arg: 1, scope: !605, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!605 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2Emd", scope: !8, file: !1, line: 15, type: !17, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !16, retainedNodes: !606)
!606 = !{!604, !607, !608, !609}
!607 = !DILocalVariable(name: "n", arg: 2, scope: !605, file: !1, line: 15, type: !11)
!608 = !DILocalVariable(name: "v", arg: 3, scope: !605, file: !1, line: 15, type: !3)
!609 = !DILocalVariable(name: "i", scope: !610, file: !1, line: 17, type: !11)
!610 = distinct !DILexicalBlock(scope: !611, file: !1, line: 17, column: 5)
!611 = distinct !DILexicalBlock(scope: !605, file: !1, line: 16, column: 3)
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!613 = !DILocation(line: 0, scope: !605, inlinedAt: !614)
!614 = distinct !DILocation(line: 77, column: 10, scope: !572)
!615 = !DILocation(line: 15, column: 57, scope: !605, inlinedAt: !614)
!616 = !DILocation(line: 15, column: 54, scope: !605, inlinedAt: !614)
!617 = !DILocation(line: 0, scope: !610, inlinedAt: !614)
!618 = !DILocation(line: 17, column: 26, scope: !619, inlinedAt: !614)
!619 = distinct !DILexicalBlock(scope: !610, file: !1, line: 17, column: 5)
!620 = !DILocation(line: 17, column: 5, scope: !610, inlinedAt: !614)
!621 = !DILocation(line: 18, column: 13, scope: !619, inlinedAt: !614)
!622 = !{!623, !623, i64 0}
!623 = !{!"double", !595, i64 0}
!624 = !DILocation(line: 15, column: 57, scope: !605, inlinedAt: !625)
!625 = distinct !DILocation(line: 77, column: 16, scope: !572)
!626 = !DILocation(line: 0, scope: !605, inlinedAt: !625)
!627 = !DILocation(line: 15, column: 54, scope: !605, inlinedAt: !625)
!628 = !DILocation(line: 0, scope: !610, inlinedAt: !625)
!629 = !DILocation(line: 17, column: 5, scope: !610, inlinedAt: !625)
!630 = !DILocation(line: 17, column: 33, scope: !619, inlinedAt: !625)
!631 = !DILocation(line: 18, column: 13, scope: !619, inlinedAt: !625)
!632 = distinct !{!632, !629, !633, !634, !635}
!633 = !DILocation(line: 18, column: 15, scope: !610, inlinedAt: !625)
!634 = !{!"llvm.loop.mustprogress"}
!635 = !{!"llvm.loop.isvectorized", i32 1}
!636 = distinct !{!636, !637}
!637 = !{!"llvm.loop.unroll.disable"}
!638 = !DILocation(line: 18, column: 7, scope: !619, inlinedAt: !625)
!639 = !DILocation(line: 17, column: 26, scope: !619, inlinedAt: !625)
!640 = distinct !{!640, !629, !633, !634, !641, !635}
!641 = !{!"llvm.loop.unroll.runtime.disable"}
!642 = !DILocation(line: 0, scope: !583)
!643 = !DILocation(line: 78, column: 3, scope: !583)
!644 = !DILocation(line: 79, column: 34, scope: !645)
!645 = distinct !DILexicalBlock(scope: !583, file: !1, line: 78, column: 3)
!646 = !DILocation(line: 79, column: 32, scope: !645)
!647 = !DILocalVariable(name: "this", arg: 1, scope: !648, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!648 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN6BufferixEm", scope: !8, file: !1, line: 38, type: !41, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !40, retainedNodes: !649)
!649 = !{!647, !650}
!650 = !DILocalVariable(name: "i", arg: 2, scope: !648, file: !1, line: 38, type: !11)
!651 = !DILocation(line: 0, scope: !648, inlinedAt: !652)
!652 = distinct !DILocation(line: 79, column: 5, scope: !645)
!653 = !DILocation(line: 38, column: 41, scope: !648, inlinedAt: !652)
!654 = !DILocation(line: 79, column: 10, scope: !645)
!655 = !DILocation(line: 80, column: 21, scope: !588)
!656 = !DILocation(line: 0, scope: !585)
!657 = !DILocation(line: 80, column: 3, scope: !585)
!658 = !DILocation(line: 86, column: 1, scope: !572)
!659 = !DILocation(line: 78, column: 30, scope: !645)
!660 = distinct !{!660, !643, !661, !634}
!661 = !DILocation(line: 79, column: 39, scope: !583)
!662 = !DILocation(line: 15, column: 54, scope: !605, inlinedAt: !663)
!663 = distinct !DILocation(line: 43, column: 12, scope: !664, inlinedAt: !672)
!664 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNK6BufferplERKS_", scope: !8, file: !1, line: 41, type: !48, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !47, retainedNodes: !665)
!665 = !{!666, !668, !669, !670}
!666 = !DILocalVariable(name: "this", arg: 1, scope: !664, type: !667, flags: DIFlagArtificial | DIFlagObjectPointer)
!667 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!668 = !DILocalVariable(name: "o", arg: 2, scope: !664, file: !1, line: 41, type: !23)
!669 = !DILocalVariable(name: "r", scope: !664, file: !1, line: 43, type: !8)
!670 = !DILocalVariable(name: "i", scope: !671, file: !1, line: 44, type: !11)
!671 = distinct !DILexicalBlock(scope: !664, file: !1, line: 44, column: 5)
!672 = distinct !DILocation(line: 82, column: 17, scope: !587)
!673 = !DILocation(line: 67, column: 5, scope: !674, inlinedAt: !680)
!674 = distinct !DILexicalBlock(scope: !675, file: !1, line: 67, column: 5)
!675 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6Buffer3sumEv", scope: !8, file: !1, line: 64, type: !57, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !56, retainedNodes: !676)
!676 = !{!677, !678, !679}
!677 = !DILocalVariable(name: "this", arg: 1, scope: !675, type: !667, flags: DIFlagArtificial | DIFlagObjectPointer)
!678 = !DILocalVariable(name: "s", scope: !675, file: !1, line: 66, type: !3)
!679 = !DILocalVariable(name: "i", scope: !674, file: !1, line: 67, type: !11)
!680 = distinct !DILocation(line: 84, column: 36, scope: !572)
!681 = !DILocation(line: 0, scope: !675, inlinedAt: !680)
!682 = !DILocation(line: 0, scope: !674, inlinedAt: !680)
!683 = !DILocation(line: 68, column: 12, scope: !684, inlinedAt: !680)
!684 = distinct !DILexicalBlock(scope: !674, file: !1, line: 67, column: 5)
!685 = !DILocation(line: 68, column: 9, scope: !684, inlinedAt: !680)
!686 = !DILocation(line: 67, column: 33, scope: !684, inlinedAt: !680)
!687 = distinct !{!687, !673, !688, !634}
!688 = !DILocation(line: 68, column: 16, scope: !674, inlinedAt: !680)
!689 = distinct !{!689, !637}
!690 = !DILocation(line: 84, column: 3, scope: !572)
!691 = !DILocalVariable(name: "this", arg: 1, scope: !692, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!692 = distinct !DISubprogram(name: "~Buffer", linkageName: "_ZN6BufferD2Ev", scope: !8, file: !1, line: 35, type: !34, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !33, retainedNodes: !693)
!693 = !{!691}
!694 = !DILocation(line: 0, scope: !692, inlinedAt: !695)
!695 = distinct !DILocation(line: 86, column: 1, scope: !572)
!696 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !695)
!697 = distinct !DILexicalBlock(scope: !692, file: !1, line: 35, column: 13)
!698 = !DILocation(line: 0, scope: !692, inlinedAt: !699)
!699 = distinct !DILocation(line: 86, column: 1, scope: !572)
!700 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !699)
!701 = !DILocalVariable(name: "r", scope: !702, file: !1, line: 57, type: !8)
!702 = distinct !DISubprogram(name: "kernel_smooth", linkageName: "_ZNK6Buffer13kernel_smoothEv", scope: !8, file: !1, line: 55, type: !54, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !53, retainedNodes: !703)
!703 = !{!704, !701, !705}
!704 = !DILocalVariable(name: "this", arg: 1, scope: !702, type: !667, flags: DIFlagArtificial | DIFlagObjectPointer)
!705 = !DILocalVariable(name: "i", scope: !706, file: !1, line: 60, type: !11)
!706 = distinct !DILexicalBlock(scope: !702, file: !1, line: 60, column: 5)
!707 = !DILocation(line: 0, scope: !702, inlinedAt: !708)
!708 = distinct !DILocation(line: 81, column: 18, scope: !587)
!709 = !DILocation(line: 0, scope: !605, inlinedAt: !710)
!710 = distinct !DILocation(line: 57, column: 12, scope: !702, inlinedAt: !708)
!711 = !DILocation(line: 0, scope: !587)
!712 = !DILocation(line: 15, column: 57, scope: !605, inlinedAt: !710)
!713 = !DILocation(line: 15, column: 54, scope: !605, inlinedAt: !710)
!714 = !DILocation(line: 0, scope: !610, inlinedAt: !710)
!715 = !DILocation(line: 17, column: 5, scope: !610, inlinedAt: !710)
!716 = !DILocation(line: 59, column: 20, scope: !702, inlinedAt: !708)
!717 = !{!718}
!718 = distinct !{!718, !719, !"_ZNK6Buffer13kernel_smoothEv: argument 0"}
!719 = distinct !{!719, !"_ZNK6Buffer13kernel_smoothEv"}
!720 = !DILocation(line: 59, column: 5, scope: !702, inlinedAt: !708)
!721 = !DILocation(line: 59, column: 18, scope: !702, inlinedAt: !708)
!722 = !DILocation(line: 0, scope: !706, inlinedAt: !708)
!723 = !DILocation(line: 60, column: 5, scope: !706, inlinedAt: !708)
!724 = !DILocation(line: 18, column: 13, scope: !619, inlinedAt: !710)
!725 = !DILocation(line: 58, column: 15, scope: !702, inlinedAt: !708)
!726 = !DILocation(line: 58, column: 13, scope: !702, inlinedAt: !708)
!727 = !DILocation(line: 61, column: 42, scope: !728, inlinedAt: !708)
!728 = distinct !DILexicalBlock(scope: !706, file: !1, line: 60, column: 5)
!729 = !DILocation(line: 61, column: 24, scope: !728, inlinedAt: !708)
!730 = !DILocation(line: 61, column: 57, scope: !728, inlinedAt: !708)
!731 = !DILocation(line: 61, column: 40, scope: !728, inlinedAt: !708)
!732 = !DILocation(line: 61, column: 34, scope: !728, inlinedAt: !708)
!733 = !DILocation(line: 61, column: 48, scope: !728, inlinedAt: !708)
!734 = !DILocation(line: 61, column: 7, scope: !728, inlinedAt: !708)
!735 = !DILocation(line: 61, column: 15, scope: !728, inlinedAt: !708)
!736 = distinct !{!736, !723, !737, !634, !635}
!737 = !DILocation(line: 61, column: 65, scope: !706, inlinedAt: !708)
!738 = !DILocation(line: 61, column: 29, scope: !728, inlinedAt: !708)
!739 = !DILocation(line: 60, column: 26, scope: !728, inlinedAt: !708)
!740 = !DILocation(line: 60, column: 30, scope: !728, inlinedAt: !708)
!741 = distinct !{!741, !723, !737, !634, !641, !635}
!742 = !DILocalVariable(name: "r", scope: !743, file: !1, line: 50, type: !8)
!743 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK6BuffermlEd", scope: !8, file: !1, line: 48, type: !51, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !50, retainedNodes: !744)
!744 = !{!745, !746, !742, !747}
!745 = !DILocalVariable(name: "this", arg: 1, scope: !743, type: !667, flags: DIFlagArtificial | DIFlagObjectPointer)
!746 = !DILocalVariable(name: "f", arg: 2, scope: !743, file: !1, line: 48, type: !3)
!747 = !DILocalVariable(name: "i", scope: !748, file: !1, line: 51, type: !11)
!748 = distinct !DILexicalBlock(scope: !743, file: !1, line: 51, column: 5)
!749 = !DILocation(line: 0, scope: !743, inlinedAt: !750)
!750 = distinct !DILocation(line: 82, column: 11, scope: !587)
!751 = !DILocalVariable(name: "this", arg: 1, scope: !752, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!752 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2ERKS_", scope: !8, file: !1, line: 20, type: !21, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !20, retainedNodes: !753)
!753 = !{!751, !754}
!754 = !DILocalVariable(name: "o", arg: 2, scope: !752, file: !1, line: 20, type: !23)
!755 = !DILocation(line: 0, scope: !752, inlinedAt: !756)
!756 = distinct !DILocation(line: 50, column: 12, scope: !743, inlinedAt: !750)
!757 = !DILocation(line: 20, column: 42, scope: !752, inlinedAt: !756)
!758 = !DILocation(line: 20, column: 39, scope: !752, inlinedAt: !756)
!759 = !DILocation(line: 22, column: 5, scope: !760, inlinedAt: !756)
!760 = distinct !DILexicalBlock(scope: !752, file: !1, line: 21, column: 3)
!761 = !{!762}
!762 = distinct !{!762, !763, !"_ZNK6BuffermlEd: argument 0"}
!763 = distinct !{!763, !"_ZNK6BuffermlEd"}
!764 = !DILocation(line: 0, scope: !748, inlinedAt: !750)
!765 = !DILocation(line: 51, column: 5, scope: !748, inlinedAt: !750)
!766 = !DILocation(line: 51, column: 33, scope: !767, inlinedAt: !750)
!767 = distinct !DILexicalBlock(scope: !748, file: !1, line: 51, column: 5)
!768 = !DILocation(line: 52, column: 15, scope: !767, inlinedAt: !750)
!769 = distinct !{!769, !765, !770, !634, !635}
!770 = !DILocation(line: 52, column: 18, scope: !748, inlinedAt: !750)
!771 = !DILocation(line: 52, column: 7, scope: !767, inlinedAt: !750)
!772 = !DILocation(line: 51, column: 26, scope: !767, inlinedAt: !750)
!773 = distinct !{!773, !765, !770, !634, !641, !635}
!774 = !DILocation(line: 0, scope: !664, inlinedAt: !672)
!775 = !DILocation(line: 0, scope: !605, inlinedAt: !663)
!776 = !DILocation(line: 15, column: 57, scope: !605, inlinedAt: !663)
!777 = !DILocation(line: 0, scope: !610, inlinedAt: !663)
!778 = !DILocation(line: 17, column: 5, scope: !610, inlinedAt: !663)
!779 = !DILocation(line: 18, column: 13, scope: !619, inlinedAt: !663)
!780 = !{!781}
!781 = distinct !{!781, !782, !"_ZNK6BufferplERKS_: argument 0"}
!782 = distinct !{!782, !"_ZNK6BufferplERKS_"}
!783 = !DILocation(line: 0, scope: !671, inlinedAt: !672)
!784 = !DILocation(line: 44, column: 5, scope: !671, inlinedAt: !672)
!785 = !DILocation(line: 44, column: 33, scope: !786, inlinedAt: !672)
!786 = distinct !DILexicalBlock(scope: !671, file: !1, line: 44, column: 5)
!787 = !DILocation(line: 45, column: 17, scope: !786, inlinedAt: !672)
!788 = !DILocation(line: 45, column: 25, scope: !786, inlinedAt: !672)
!789 = !DILocation(line: 45, column: 23, scope: !786, inlinedAt: !672)
!790 = !DILocation(line: 45, column: 15, scope: !786, inlinedAt: !672)
!791 = distinct !{!791, !784, !792, !634, !635}
!792 = !DILocation(line: 45, column: 31, scope: !671, inlinedAt: !672)
!793 = !DILocation(line: 45, column: 7, scope: !786, inlinedAt: !672)
!794 = !DILocation(line: 44, column: 26, scope: !786, inlinedAt: !672)
!795 = distinct !{!795, !784, !792, !634, !641, !635}
!796 = !DILocation(line: 0, scope: !692, inlinedAt: !797)
!797 = distinct !DILocation(line: 82, column: 5, scope: !587)
!798 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !797)
!799 = !DILocation(line: 0, scope: !692, inlinedAt: !800)
!800 = distinct !DILocation(line: 82, column: 5, scope: !587)
!801 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !800)
!802 = !DILocation(line: 0, scope: !692, inlinedAt: !803)
!803 = distinct !DILocation(line: 83, column: 3, scope: !588)
!804 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !803)
!805 = !DILocation(line: 80, column: 31, scope: !588)
!806 = distinct !{!806, !657, !807, !634}
!807 = !DILocation(line: 83, column: 3, scope: !585)
!808 = !DILocation(line: 86, column: 1, scope: !587)
!809 = !DILocation(line: 0, scope: !692, inlinedAt: !810)
!810 = distinct !DILocation(line: 82, column: 5, scope: !587)
!811 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !810)
!812 = !DILocation(line: 82, column: 5, scope: !587)
!813 = !DILocation(line: 0, scope: !692, inlinedAt: !814)
!814 = distinct !DILocation(line: 83, column: 3, scope: !588)
!815 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !814)
!816 = !DILocation(line: 83, column: 3, scope: !588)
!817 = !DILocation(line: 0, scope: !692, inlinedAt: !818)
!818 = distinct !DILocation(line: 86, column: 1, scope: !572)
!819 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !818)
!820 = !DILocation(line: 0, scope: !692, inlinedAt: !821)
!821 = distinct !DILocation(line: 86, column: 1, scope: !572)
!822 = !DILocation(line: 35, column: 15, scope: !697, inlinedAt: !821)
