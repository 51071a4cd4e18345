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
  br i1 %3, label %4, label %8, !dbg !591

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !592
  %6 = load i8*, i8** %5, align 8, !dbg !592, !tbaa !593
  %7 = call i64 @strtoul(i8* nocapture noundef %6, i8** noundef null, i32 noundef 10) #9, !dbg !597
  br label %8, !dbg !591

8:                                                ; preds = %2, %4
  %9 = phi i64 [ %7, %4 ], [ 5000, %2 ], !dbg !591
  call void @llvm.dbg.value(metadata i64 %9, metadata !578, metadata !DIExpression()), !dbg !589
  %10 = icmp sgt i32 %0, 2, !dbg !598
  br i1 %10, label %11, label %16, !dbg !599

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !600
  %13 = load i8*, i8** %12, align 8, !dbg !600, !tbaa !593
  call void @llvm.dbg.value(metadata i8* %13, metadata !336, metadata !DIExpression()) #9, !dbg !601
  %14 = call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #9, !dbg !603
  %15 = trunc i64 %14 to i32, !dbg !603
  br label %16, !dbg !599

16:                                               ; preds = %8, %11
  %17 = phi i32 [ %15, %11 ], [ 8, %8 ], !dbg !599
  call void @llvm.dbg.value(metadata i32 %17, metadata !579, metadata !DIExpression()), !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !613
  call void @llvm.dbg.value(metadata i64 %9, metadata !607, metadata !DIExpression()), !dbg !613
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !608, metadata !DIExpression()), !dbg !613
  call void @llvm.dbg.value(metadata i64 %9, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  %18 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %9, i64 8), !dbg !615
  %19 = extractvalue { i64, i1 } %18, 1, !dbg !615
  %20 = extractvalue { i64, i1 } %18, 0, !dbg !615
  %21 = select i1 %19, i64 -1, i64 %20, !dbg !615
  %22 = call noalias noundef nonnull i8* @_Znam(i64 noundef %21) #10, !dbg !615, !heapallocsite !3
  %23 = bitcast i8* %22 to double*, !dbg !616
  call void @llvm.dbg.value(metadata double* %23, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !617
  %24 = icmp eq i64 %9, 0, !dbg !618
  br i1 %24, label %27, label %25, !dbg !620

25:                                               ; preds = %16
  %26 = shl nuw i64 %9, 3, !dbg !620
  call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %22, i8 0, i64 %26, i1 false), !dbg !621, !tbaa !622
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression()), !dbg !617
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !617
  br label %27, !dbg !624

27:                                               ; preds = %25, %16
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata i64 %9, metadata !607, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !608, metadata !DIExpression()), !dbg !626
  call void @llvm.dbg.value(metadata i64 %9, metadata !581, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  %28 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %21) #10
          to label %29 unwind label %45, !dbg !624

29:                                               ; preds = %27
  %30 = bitcast i8* %28 to double*, !dbg !627
  call void @llvm.dbg.value(metadata double* %30, metadata !581, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !628
  br i1 %24, label %36, label %31, !dbg !629

31:                                               ; preds = %29, %31
  %32 = phi i64 [ %34, %31 ], [ 0, %29 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !609, metadata !DIExpression()), !dbg !628
  %33 = getelementptr inbounds double, double* %30, i64 %32, !dbg !630
  store double 1.000000e+00, double* %33, align 8, !dbg !631, !tbaa !622
  %34 = add nuw i64 %32, 1, !dbg !632
  call void @llvm.dbg.value(metadata i64 %34, metadata !609, metadata !DIExpression()), !dbg !628
  %35 = icmp eq i64 %34, %9, !dbg !633
  br i1 %35, label %36, label %31, !dbg !629, !llvm.loop !634

36:                                               ; preds = %31, %29
  call void @llvm.dbg.value(metadata i64 0, metadata !582, metadata !DIExpression()), !dbg !638
  %37 = icmp eq i64 %9, 0, !dbg !639
  br i1 %37, label %38, label %47, !dbg !641

38:                                               ; preds = %47, %36
  call void @llvm.dbg.value(metadata double* %23, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i64 %9, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i32 0, metadata !584, metadata !DIExpression()), !dbg !642
  %39 = icmp sgt i32 %17, 0, !dbg !643
  br i1 %39, label %40, label %56, !dbg !644

40:                                               ; preds = %38
  %41 = shl nuw i64 %9, 3
  %42 = add i64 %9, -1
  %43 = icmp ugt i64 %9, 2
  %44 = shl i64 %9, 3
  br label %70, !dbg !644

45:                                               ; preds = %27
  %46 = landingpad { i8*, i32 }
          cleanup, !dbg !645
  br label %138, !dbg !645

47:                                               ; preds = %36, %47
  %48 = phi i64 [ %52, %47 ], [ 0, %36 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !582, metadata !DIExpression()), !dbg !638
  %49 = urem i64 %48, 100, !dbg !646
  %50 = uitofp i64 %49 to double, !dbg !647
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !648, metadata !DIExpression()), !dbg !652
  call void @llvm.dbg.value(metadata i64 %48, metadata !651, metadata !DIExpression()), !dbg !652
  %51 = getelementptr inbounds double, double* %23, i64 %48, !dbg !654
  store double %50, double* %51, align 8, !dbg !655, !tbaa !622
  %52 = add nuw i64 %48, 1, !dbg !656
  call void @llvm.dbg.value(metadata i64 %52, metadata !582, metadata !DIExpression()), !dbg !638
  %53 = icmp eq i64 %52, %9, !dbg !639
  br i1 %53, label %38, label %47, !dbg !641, !llvm.loop !657

54:                                               ; preds = %124
  %55 = bitcast i8* %110 to double*, !dbg !659
  br label %56, !dbg !644

56:                                               ; preds = %54, %38
  %57 = phi double* [ %55, %54 ], [ %23, %38 ], !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !670, metadata !DIExpression()), !dbg !676
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !673, metadata !DIExpression()), !dbg !676
  call void @llvm.dbg.value(metadata i64 0, metadata !674, metadata !DIExpression()), !dbg !678
  call void @llvm.dbg.value(metadata i64 0, metadata !674, metadata !DIExpression()), !dbg !678
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !673, metadata !DIExpression()), !dbg !676
  br i1 %24, label %66, label %58, !dbg !679

58:                                               ; preds = %56, %58
  %59 = phi i64 [ %64, %58 ], [ 0, %56 ]
  %60 = phi double [ %63, %58 ], [ 0.000000e+00, %56 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !674, metadata !DIExpression()), !dbg !678
  call void @llvm.dbg.value(metadata double %60, metadata !673, metadata !DIExpression()), !dbg !676
  %61 = getelementptr inbounds double, double* %57, i64 %59, !dbg !680
  %62 = load double, double* %61, align 8, !dbg !680, !tbaa !622
  %63 = fadd double %60, %62, !dbg !682
  call void @llvm.dbg.value(metadata double %63, metadata !673, metadata !DIExpression()), !dbg !676
  %64 = add nuw i64 %59, 1, !dbg !683
  call void @llvm.dbg.value(metadata i64 %64, metadata !674, metadata !DIExpression()), !dbg !678
  %65 = icmp eq i64 %64, %9, !dbg !684
  br i1 %65, label %66, label %58, !dbg !679, !llvm.loop !685

66:                                               ; preds = %58, %56
  %67 = phi double [ 0.000000e+00, %56 ], [ %63, %58 ], !dbg !676
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %67), !dbg !687
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !691
  call void @_ZdaPv(i8* noundef %28) #11, !dbg !693
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !695
  %69 = bitcast double* %57 to i8*, !dbg !697
  call void @_ZdaPv(i8* noundef %69) #11, !dbg !697
  ret i32 0, !dbg !645

70:                                               ; preds = %40, %124
  %71 = phi i32 [ 0, %40 ], [ %126, %124 ]
  %72 = phi double* [ %23, %40 ], [ %112, %124 ]
  call void @llvm.dbg.value(metadata i32 %71, metadata !584, metadata !DIExpression()), !dbg !642
  call void @llvm.dbg.value(metadata double* %72, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i8* undef, metadata !698, metadata !DIExpression(DW_OP_deref)), !dbg !704
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !701, metadata !DIExpression()), !dbg !704
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !706
  call void @llvm.dbg.value(metadata i64 %9, metadata !607, metadata !DIExpression()), !dbg !706
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !608, metadata !DIExpression()), !dbg !706
  call void @llvm.dbg.value(metadata i64 %9, metadata !586, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !708
  %73 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %21) #10
          to label %74 unwind label %128, !dbg !709

74:                                               ; preds = %70
  %75 = bitcast i8* %73 to double*, !dbg !710
  call void @llvm.dbg.value(metadata double* %75, metadata !586, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !708
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !711
  br i1 %24, label %77, label %76, !dbg !712

76:                                               ; preds = %74
  call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %73, i8 0, i64 %41, i1 false), !dbg !713, !tbaa !622, !noalias !714
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression()), !dbg !711
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !711
  br label %77, !dbg !717

77:                                               ; preds = %76, %74
  %78 = load double, double* %72, align 8, !dbg !717, !tbaa !622, !noalias !714
  store double %78, double* %75, align 8, !dbg !718, !tbaa !622, !noalias !714
  %79 = getelementptr inbounds double, double* %72, i64 %42, !dbg !719
  %80 = load double, double* %79, align 8, !dbg !719, !tbaa !622, !noalias !714
  %81 = getelementptr inbounds double, double* %75, i64 %42, !dbg !720
  store double %80, double* %81, align 8, !dbg !721, !tbaa !622, !noalias !714
  call void @llvm.dbg.value(metadata i64 1, metadata !702, metadata !DIExpression()), !dbg !722
  br i1 %43, label %82, label %98, !dbg !723

82:                                               ; preds = %77, %82
  %83 = phi i64 [ %96, %82 ], [ 2, %77 ]
  %84 = phi i64 [ %83, %82 ], [ 1, %77 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !702, metadata !DIExpression()), !dbg !722
  %85 = add i64 %84, -1, !dbg !724
  %86 = getelementptr inbounds double, double* %72, i64 %85, !dbg !726
  %87 = load double, double* %86, align 8, !dbg !726, !tbaa !622, !noalias !714
  %88 = getelementptr inbounds double, double* %72, i64 %84, !dbg !727
  %89 = load double, double* %88, align 8, !dbg !727, !tbaa !622, !noalias !714
  %90 = fmul double %89, 5.000000e-01, !dbg !728
  %91 = call double @llvm.fmuladd.f64(double %87, double 2.500000e-01, double %90), !dbg !729
  %92 = getelementptr inbounds double, double* %72, i64 %83, !dbg !730
  %93 = load double, double* %92, align 8, !dbg !730, !tbaa !622, !noalias !714
  %94 = call double @llvm.fmuladd.f64(double %93, double 2.500000e-01, double %91), !dbg !731
  %95 = getelementptr inbounds double, double* %75, i64 %84, !dbg !732
  store double %94, double* %95, align 8, !dbg !733, !tbaa !622, !noalias !714
  call void @llvm.dbg.value(metadata i64 %83, metadata !702, metadata !DIExpression()), !dbg !722
  %96 = add nuw i64 %83, 1, !dbg !734
  %97 = icmp eq i64 %96, %9, !dbg !735
  br i1 %97, label %98, label %82, !dbg !723, !llvm.loop !736

98:                                               ; preds = %82, %77
  call void @llvm.dbg.value(metadata i8* undef, metadata !738, metadata !DIExpression(DW_OP_deref)), !dbg !745
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !741, metadata !DIExpression()), !dbg !745
  call void @llvm.dbg.value(metadata double 9.000000e-01, metadata !742, metadata !DIExpression()), !dbg !745
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !747, metadata !DIExpression()), !dbg !751
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !750, metadata !DIExpression()), !dbg !751
  %99 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %21) #10
          to label %100 unwind label %130, !dbg !753

100:                                              ; preds = %98
  %101 = bitcast i8* %99 to double*, !dbg !754
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %99, i8* nonnull align 8 %73, i64 %44, i1 false), !dbg !755, !noalias !757
  call void @llvm.dbg.value(metadata i64 0, metadata !743, metadata !DIExpression()), !dbg !760
  br i1 %24, label %109, label %102, !dbg !761

102:                                              ; preds = %100, %102
  %103 = phi i64 [ %107, %102 ], [ 0, %100 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !743, metadata !DIExpression()), !dbg !760
  %104 = getelementptr inbounds double, double* %101, i64 %103, !dbg !762
  %105 = load double, double* %104, align 8, !dbg !764, !tbaa !622, !noalias !757
  %106 = fmul double %105, 9.000000e-01, !dbg !764
  store double %106, double* %104, align 8, !dbg !764, !tbaa !622, !noalias !757
  %107 = add nuw i64 %103, 1, !dbg !765
  call void @llvm.dbg.value(metadata i64 %107, metadata !743, metadata !DIExpression()), !dbg !760
  %108 = icmp eq i64 %107, %9, !dbg !766
  br i1 %108, label %109, label %102, !dbg !761, !llvm.loop !767

109:                                              ; preds = %102, %100
  call void @llvm.dbg.value(metadata i8* undef, metadata !666, metadata !DIExpression(DW_OP_deref)), !dbg !769
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !663, metadata !DIExpression()), !dbg !769
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !665, metadata !DIExpression()), !dbg !769
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !604, metadata !DIExpression()), !dbg !770
  call void @llvm.dbg.value(metadata i64 %9, metadata !607, metadata !DIExpression()), !dbg !770
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !608, metadata !DIExpression()), !dbg !770
  %110 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef %21) #10
          to label %111 unwind label %132, !dbg !771

111:                                              ; preds = %109
  %112 = bitcast i8* %110 to double*, !dbg !659
  call void @llvm.dbg.value(metadata i64 0, metadata !609, metadata !DIExpression()), !dbg !772
  br i1 %24, label %124, label %113, !dbg !773

113:                                              ; preds = %111
  call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %110, i8 0, i64 %44, i1 false), !dbg !774, !tbaa !622, !noalias !775
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression()), !dbg !772
  call void @llvm.dbg.value(metadata i32 undef, metadata !609, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !772
  call void @llvm.dbg.value(metadata i64 0, metadata !667, metadata !DIExpression()), !dbg !778
  br label %114, !dbg !779

114:                                              ; preds = %114, %113
  %115 = phi i64 [ 0, %113 ], [ %122, %114 ]
  call void @llvm.dbg.value(metadata i64 %115, metadata !667, metadata !DIExpression()), !dbg !778
  %116 = getelementptr inbounds double, double* %101, i64 %115, !dbg !780
  %117 = load double, double* %116, align 8, !dbg !780, !tbaa !622, !noalias !775
  %118 = getelementptr inbounds double, double* %30, i64 %115, !dbg !782
  %119 = load double, double* %118, align 8, !dbg !782, !tbaa !622, !noalias !775
  %120 = fadd double %117, %119, !dbg !783
  %121 = getelementptr inbounds double, double* %112, i64 %115, !dbg !784
  store double %120, double* %121, align 8, !dbg !785, !tbaa !622, !noalias !775
  %122 = add nuw i64 %115, 1, !dbg !786
  call void @llvm.dbg.value(metadata i64 %122, metadata !667, metadata !DIExpression()), !dbg !778
  %123 = icmp eq i64 %122, %9, !dbg !787
  br i1 %123, label %124, label %114, !dbg !779, !llvm.loop !788

124:                                              ; preds = %114, %111
  call void @llvm.dbg.value(metadata i64 %9, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  call void @llvm.dbg.value(metadata double* %112, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !790
  %125 = bitcast double* %72 to i8*, !dbg !792
  call void @_ZdaPv(i8* noundef %125) #11, !dbg !792
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !793
  call void @_ZdaPv(i8* noundef %99) #11, !dbg !795
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !796
  call void @_ZdaPv(i8* noundef %73) #11, !dbg !798
  %126 = add nuw nsw i32 %71, 1, !dbg !799
  call void @llvm.dbg.value(metadata i64 %9, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !589
  call void @llvm.dbg.value(metadata i32 %126, metadata !584, metadata !DIExpression()), !dbg !642
  %127 = icmp eq i32 %126, %17, !dbg !643
  br i1 %127, label %54, label %70, !dbg !644, !llvm.loop !800

128:                                              ; preds = %70
  %129 = landingpad { i8*, i32 }
          cleanup, !dbg !802
  br label %136, !dbg !802

130:                                              ; preds = %98
  %131 = landingpad { i8*, i32 }
          cleanup, !dbg !802
  br label %134, !dbg !802

132:                                              ; preds = %109
  %133 = landingpad { i8*, i32 }
          cleanup, !dbg !802
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !803
  call void @_ZdaPv(i8* noundef %99) #11, !dbg !805
  br label %134, !dbg !806

134:                                              ; preds = %130, %132
  %135 = phi { i8*, i32 } [ %133, %132 ], [ %131, %130 ]
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !807
  call void @_ZdaPv(i8* noundef %73) #11, !dbg !809
  br label %136, !dbg !810

136:                                              ; preds = %128, %134
  %137 = phi { i8*, i32 } [ %135, %134 ], [ %129, %128 ]
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !811
  call void @_ZdaPv(i8* noundef %28) #11, !dbg !813
  br label %138, !dbg !645

138:                                              ; preds = %45, %136
  %139 = phi double* [ %72, %136 ], [ %23, %45 ], !dbg !616
  %140 = phi { i8*, i32 } [ %137, %136 ], [ %46, %45 ]
  call void @llvm.dbg.value(metadata double* %139, metadata !580, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !589
  call void @llvm.dbg.value(metadata %class.Buffer* undef, metadata !688, metadata !DIExpression()) #9, !dbg !814
  %141 = bitcast double* %139 to i8*, !dbg !816
  call void @_ZdaPv(i8* noundef %141) #11, !dbg !816
  resume { i8*, i32 } %140, !dbg !645
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
!630 = !DILocation(line: 18, column: 7, scope: !619, inlinedAt: !625)
!631 = !DILocation(line: 18, column: 13, scope: !619, inlinedAt: !625)
!632 = !DILocation(line: 17, column: 33, scope: !619, inlinedAt: !625)
!633 = !DILocation(line: 17, column: 26, scope: !619, inlinedAt: !625)
!634 = distinct !{!634, !629, !635, !636, !637}
!635 = !DILocation(line: 18, column: 15, scope: !610, inlinedAt: !625)
!636 = !{!"llvm.loop.mustprogress"}
!637 = !{!"llvm.loop.unroll.disable"}
!638 = !DILocation(line: 0, scope: !583)
!639 = !DILocation(line: 78, column: 24, scope: !640)
!640 = distinct !DILexicalBlock(scope: !583, file: !1, line: 78, column: 3)
!641 = !DILocation(line: 78, column: 3, scope: !583)
!642 = !DILocation(line: 0, scope: !585)
!643 = !DILocation(line: 80, column: 21, scope: !588)
!644 = !DILocation(line: 80, column: 3, scope: !585)
!645 = !DILocation(line: 86, column: 1, scope: !572)
!646 = !DILocation(line: 79, column: 34, scope: !640)
!647 = !DILocation(line: 79, column: 32, scope: !640)
!648 = !DILocalVariable(name: "this", arg: 1, scope: !649, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!649 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN6BufferixEm", scope: !8, file: !1, line: 38, type: !41, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !40, retainedNodes: !650)
!650 = !{!648, !651}
!651 = !DILocalVariable(name: "i", arg: 2, scope: !649, file: !1, line: 38, type: !11)
!652 = !DILocation(line: 0, scope: !649, inlinedAt: !653)
!653 = distinct !DILocation(line: 79, column: 5, scope: !640)
!654 = !DILocation(line: 38, column: 41, scope: !649, inlinedAt: !653)
!655 = !DILocation(line: 79, column: 10, scope: !640)
!656 = !DILocation(line: 78, column: 30, scope: !640)
!657 = distinct !{!657, !641, !658, !636, !637}
!658 = !DILocation(line: 79, column: 39, scope: !583)
!659 = !DILocation(line: 15, column: 54, scope: !605, inlinedAt: !660)
!660 = distinct !DILocation(line: 43, column: 12, scope: !661, inlinedAt: !669)
!661 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNK6BufferplERKS_", scope: !8, file: !1, line: 41, type: !48, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !47, retainedNodes: !662)
!662 = !{!663, !665, !666, !667}
!663 = !DILocalVariable(name: "this", arg: 1, scope: !661, type: !664, flags: DIFlagArtificial | DIFlagObjectPointer)
!664 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!665 = !DILocalVariable(name: "o", arg: 2, scope: !661, file: !1, line: 41, type: !23)
!666 = !DILocalVariable(name: "r", scope: !661, file: !1, line: 43, type: !8)
!667 = !DILocalVariable(name: "i", scope: !668, file: !1, line: 44, type: !11)
!668 = distinct !DILexicalBlock(scope: !661, file: !1, line: 44, column: 5)
!669 = distinct !DILocation(line: 82, column: 17, scope: !587)
!670 = !DILocalVariable(name: "this", arg: 1, scope: !671, type: !664, flags: DIFlagArtificial | DIFlagObjectPointer)
!671 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6Buffer3sumEv", scope: !8, file: !1, line: 64, type: !57, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !56, retainedNodes: !672)
!672 = !{!670, !673, !674}
!673 = !DILocalVariable(name: "s", scope: !671, file: !1, line: 66, type: !3)
!674 = !DILocalVariable(name: "i", scope: !675, file: !1, line: 67, type: !11)
!675 = distinct !DILexicalBlock(scope: !671, file: !1, line: 67, column: 5)
!676 = !DILocation(line: 0, scope: !671, inlinedAt: !677)
!677 = distinct !DILocation(line: 84, column: 36, scope: !572)
!678 = !DILocation(line: 0, scope: !675, inlinedAt: !677)
!679 = !DILocation(line: 67, column: 5, scope: !675, inlinedAt: !677)
!680 = !DILocation(line: 68, column: 12, scope: !681, inlinedAt: !677)
!681 = distinct !DILexicalBlock(scope: !675, file: !1, line: 67, column: 5)
!682 = !DILocation(line: 68, column: 9, scope: !681, inlinedAt: !677)
!683 = !DILocation(line: 67, column: 33, scope: !681, inlinedAt: !677)
!684 = !DILocation(line: 67, column: 26, scope: !681, inlinedAt: !677)
!685 = distinct !{!685, !679, !686, !636, !637}
!686 = !DILocation(line: 68, column: 16, scope: !675, inlinedAt: !677)
!687 = !DILocation(line: 84, column: 3, scope: !572)
!688 = !DILocalVariable(name: "this", arg: 1, scope: !689, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!689 = distinct !DISubprogram(name: "~Buffer", linkageName: "_ZN6BufferD2Ev", scope: !8, file: !1, line: 35, type: !34, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !33, retainedNodes: !690)
!690 = !{!688}
!691 = !DILocation(line: 0, scope: !689, inlinedAt: !692)
!692 = distinct !DILocation(line: 86, column: 1, scope: !572)
!693 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !692)
!694 = distinct !DILexicalBlock(scope: !689, file: !1, line: 35, column: 13)
!695 = !DILocation(line: 0, scope: !689, inlinedAt: !696)
!696 = distinct !DILocation(line: 86, column: 1, scope: !572)
!697 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !696)
!698 = !DILocalVariable(name: "r", scope: !699, file: !1, line: 57, type: !8)
!699 = distinct !DISubprogram(name: "kernel_smooth", linkageName: "_ZNK6Buffer13kernel_smoothEv", scope: !8, file: !1, line: 55, type: !54, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !53, retainedNodes: !700)
!700 = !{!701, !698, !702}
!701 = !DILocalVariable(name: "this", arg: 1, scope: !699, type: !664, flags: DIFlagArtificial | DIFlagObjectPointer)
!702 = !DILocalVariable(name: "i", scope: !703, file: !1, line: 60, type: !11)
!703 = distinct !DILexicalBlock(scope: !699, file: !1, line: 60, column: 5)
!704 = !DILocation(line: 0, scope: !699, inlinedAt: !705)
!705 = distinct !DILocation(line: 81, column: 18, scope: !587)
!706 = !DILocation(line: 0, scope: !605, inlinedAt: !707)
!707 = distinct !DILocation(line: 57, column: 12, scope: !699, inlinedAt: !705)
!708 = !DILocation(line: 0, scope: !587)
!709 = !DILocation(line: 15, column: 57, scope: !605, inlinedAt: !707)
!710 = !DILocation(line: 15, column: 54, scope: !605, inlinedAt: !707)
!711 = !DILocation(line: 0, scope: !610, inlinedAt: !707)
!712 = !DILocation(line: 17, column: 5, scope: !610, inlinedAt: !707)
!713 = !DILocation(line: 18, column: 13, scope: !619, inlinedAt: !707)
!714 = !{!715}
!715 = distinct !{!715, !716, !"_ZNK6Buffer13kernel_smoothEv: argument 0"}
!716 = distinct !{!716, !"_ZNK6Buffer13kernel_smoothEv"}
!717 = !DILocation(line: 58, column: 15, scope: !699, inlinedAt: !705)
!718 = !DILocation(line: 58, column: 13, scope: !699, inlinedAt: !705)
!719 = !DILocation(line: 59, column: 20, scope: !699, inlinedAt: !705)
!720 = !DILocation(line: 59, column: 5, scope: !699, inlinedAt: !705)
!721 = !DILocation(line: 59, column: 18, scope: !699, inlinedAt: !705)
!722 = !DILocation(line: 0, scope: !703, inlinedAt: !705)
!723 = !DILocation(line: 60, column: 5, scope: !703, inlinedAt: !705)
!724 = !DILocation(line: 61, column: 29, scope: !725, inlinedAt: !705)
!725 = distinct !DILexicalBlock(scope: !703, file: !1, line: 60, column: 5)
!726 = !DILocation(line: 61, column: 24, scope: !725, inlinedAt: !705)
!727 = !DILocation(line: 61, column: 42, scope: !725, inlinedAt: !705)
!728 = !DILocation(line: 61, column: 40, scope: !725, inlinedAt: !705)
!729 = !DILocation(line: 61, column: 34, scope: !725, inlinedAt: !705)
!730 = !DILocation(line: 61, column: 57, scope: !725, inlinedAt: !705)
!731 = !DILocation(line: 61, column: 48, scope: !725, inlinedAt: !705)
!732 = !DILocation(line: 61, column: 7, scope: !725, inlinedAt: !705)
!733 = !DILocation(line: 61, column: 15, scope: !725, inlinedAt: !705)
!734 = !DILocation(line: 60, column: 26, scope: !725, inlinedAt: !705)
!735 = !DILocation(line: 60, column: 30, scope: !725, inlinedAt: !705)
!736 = distinct !{!736, !723, !737, !636, !637}
!737 = !DILocation(line: 61, column: 65, scope: !703, inlinedAt: !705)
!738 = !DILocalVariable(name: "r", scope: !739, file: !1, line: 50, type: !8)
!739 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK6BuffermlEd", scope: !8, file: !1, line: 48, type: !51, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !50, retainedNodes: !740)
!740 = !{!741, !742, !738, !743}
!741 = !DILocalVariable(name: "this", arg: 1, scope: !739, type: !664, flags: DIFlagArtificial | DIFlagObjectPointer)
!742 = !DILocalVariable(name: "f", arg: 2, scope: !739, file: !1, line: 48, type: !3)
!743 = !DILocalVariable(name: "i", scope: !744, file: !1, line: 51, type: !11)
!744 = distinct !DILexicalBlock(scope: !739, file: !1, line: 51, column: 5)
!745 = !DILocation(line: 0, scope: !739, inlinedAt: !746)
!746 = distinct !DILocation(line: 82, column: 11, scope: !587)
!747 = !DILocalVariable(name: "this", arg: 1, scope: !748, type: !612, flags: DIFlagArtificial | DIFlagObjectPointer)
!748 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2ERKS_", scope: !8, file: !1, line: 20, type: !21, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !20, retainedNodes: !749)
!749 = !{!747, !750}
!750 = !DILocalVariable(name: "o", arg: 2, scope: !748, file: !1, line: 20, type: !23)
!751 = !DILocation(line: 0, scope: !748, inlinedAt: !752)
!752 = distinct !DILocation(line: 50, column: 12, scope: !739, inlinedAt: !746)
!753 = !DILocation(line: 20, column: 42, scope: !748, inlinedAt: !752)
!754 = !DILocation(line: 20, column: 39, scope: !748, inlinedAt: !752)
!755 = !DILocation(line: 22, column: 5, scope: !756, inlinedAt: !752)
!756 = distinct !DILexicalBlock(scope: !748, file: !1, line: 21, column: 3)
!757 = !{!758}
!758 = distinct !{!758, !759, !"_ZNK6BuffermlEd: argument 0"}
!759 = distinct !{!759, !"_ZNK6BuffermlEd"}
!760 = !DILocation(line: 0, scope: !744, inlinedAt: !746)
!761 = !DILocation(line: 51, column: 5, scope: !744, inlinedAt: !746)
!762 = !DILocation(line: 52, column: 7, scope: !763, inlinedAt: !746)
!763 = distinct !DILexicalBlock(scope: !744, file: !1, line: 51, column: 5)
!764 = !DILocation(line: 52, column: 15, scope: !763, inlinedAt: !746)
!765 = !DILocation(line: 51, column: 33, scope: !763, inlinedAt: !746)
!766 = !DILocation(line: 51, column: 26, scope: !763, inlinedAt: !746)
!767 = distinct !{!767, !761, !768, !636, !637}
!768 = !DILocation(line: 52, column: 18, scope: !744, inlinedAt: !746)
!769 = !DILocation(line: 0, scope: !661, inlinedAt: !669)
!770 = !DILocation(line: 0, scope: !605, inlinedAt: !660)
!771 = !DILocation(line: 15, column: 57, scope: !605, inlinedAt: !660)
!772 = !DILocation(line: 0, scope: !610, inlinedAt: !660)
!773 = !DILocation(line: 17, column: 5, scope: !610, inlinedAt: !660)
!774 = !DILocation(line: 18, column: 13, scope: !619, inlinedAt: !660)
!775 = !{!776}
!776 = distinct !{!776, !777, !"_ZNK6BufferplERKS_: argument 0"}
!777 = distinct !{!777, !"_ZNK6BufferplERKS_"}
!778 = !DILocation(line: 0, scope: !668, inlinedAt: !669)
!779 = !DILocation(line: 44, column: 5, scope: !668, inlinedAt: !669)
!780 = !DILocation(line: 45, column: 17, scope: !781, inlinedAt: !669)
!781 = distinct !DILexicalBlock(scope: !668, file: !1, line: 44, column: 5)
!782 = !DILocation(line: 45, column: 25, scope: !781, inlinedAt: !669)
!783 = !DILocation(line: 45, column: 23, scope: !781, inlinedAt: !669)
!784 = !DILocation(line: 45, column: 7, scope: !781, inlinedAt: !669)
!785 = !DILocation(line: 45, column: 15, scope: !781, inlinedAt: !669)
!786 = !DILocation(line: 44, column: 33, scope: !781, inlinedAt: !669)
!787 = !DILocation(line: 44, column: 26, scope: !781, inlinedAt: !669)
!788 = distinct !{!788, !779, !789, !636, !637}
!789 = !DILocation(line: 45, column: 31, scope: !668, inlinedAt: !669)
!790 = !DILocation(line: 0, scope: !689, inlinedAt: !791)
!791 = distinct !DILocation(line: 82, column: 5, scope: !587)
!792 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !791)
!793 = !DILocation(line: 0, scope: !689, inlinedAt: !794)
!794 = distinct !DILocation(line: 82, column: 5, scope: !587)
!795 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !794)
!796 = !DILocation(line: 0, scope: !689, inlinedAt: !797)
!797 = distinct !DILocation(line: 83, column: 3, scope: !588)
!798 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !797)
!799 = !DILocation(line: 80, column: 31, scope: !588)
!800 = distinct !{!800, !644, !801, !636, !637}
!801 = !DILocation(line: 83, column: 3, scope: !585)
!802 = !DILocation(line: 86, column: 1, scope: !587)
!803 = !DILocation(line: 0, scope: !689, inlinedAt: !804)
!804 = distinct !DILocation(line: 82, column: 5, scope: !587)
!805 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !804)
!806 = !DILocation(line: 82, column: 5, scope: !587)
!807 = !DILocation(line: 0, scope: !689, inlinedAt: !808)
!808 = distinct !DILocation(line: 83, column: 3, scope: !588)
!809 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !808)
!810 = !DILocation(line: 83, column: 3, scope: !588)
!811 = !DILocation(line: 0, scope: !689, inlinedAt: !812)
!812 = distinct !DILocation(line: 86, column: 1, scope: !572)
!813 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !812)
!814 = !DILocation(line: 0, scope: !689, inlinedAt: !815)
!815 = distinct !DILocation(line: 86, column: 1, scope: !572)
!816 = !DILocation(line: 35, column: 15, scope: !694, inlinedAt: !815)
