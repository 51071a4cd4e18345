; ModuleID = 'char_classes.c'
source_filename = "char_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pieces = internal unnamed_addr constant [51 x i8] c"x1 = 42 + foo_bar*(7-y2); /* Hello, World! */\09end\0A\00", align 16, !dbg !0
@.str = private unnamed_addr constant [56 x i8] c"%d words %d numbers (%ld) %d spaces %d puncts %d upper\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !41 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !45, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8** %1, metadata !46, metadata !DIExpression()), !dbg !74
  %3 = icmp sgt i32 %0, 1, !dbg !75
  br i1 %3, label %4, label %9, !dbg !76

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !77
  %6 = load i8*, i8** %5, align 8, !dbg !77, !tbaa !78
  call void @llvm.dbg.value(metadata i8* %6, metadata !82, metadata !DIExpression()) #7, !dbg !89
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !91
  %8 = trunc i64 %7 to i32, !dbg !92
  br label %9, !dbg !76

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 20000, %2 ], !dbg !76
  call void @llvm.dbg.value(metadata i32 %10, metadata !47, metadata !DIExpression()), !dbg !74
  %11 = add nsw i32 %10, 1, !dbg !93
  %12 = sext i32 %11 to i64, !dbg !94
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !95
  call void @llvm.dbg.value(metadata i8* %13, metadata !48, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !96
  %14 = icmp sgt i32 %10, 0, !dbg !97
  br i1 %14, label %18, label %15, !dbg !99

15:                                               ; preds = %9
  %16 = sext i32 %10 to i64, !dbg !100
  %17 = getelementptr inbounds i8, i8* %13, i64 %16, !dbg !100
  store i8 0, i8* %17, align 1, !dbg !101, !tbaa !102
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !103
  br label %171, !dbg !104

18:                                               ; preds = %9
  %19 = zext i32 %10 to i64, !dbg !97
  br label %26, !dbg !99

20:                                               ; preds = %26
  %21 = sext i32 %10 to i64, !dbg !100
  %22 = getelementptr inbounds i8, i8* %13, i64 %21, !dbg !100
  store i8 0, i8* %22, align 1, !dbg !101, !tbaa !102
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 0, metadata !56, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !103
  br i1 %14, label %23, label %171, !dbg !104

23:                                               ; preds = %20
  %24 = tail call i16** @__ctype_b_loc() #8, !dbg !74
  %25 = load i16*, i16** %24, align 8, !tbaa !78
  br label %48, !dbg !104

26:                                               ; preds = %18, %26
  %27 = phi i64 [ 0, %18 ], [ %38, %26 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !49, metadata !DIExpression()), !dbg !96
  %28 = trunc i64 %27 to i32, !dbg !105
  %29 = udiv i32 %28, 13, !dbg !105
  %30 = trunc i64 %27 to i32, !dbg !106
  %31 = mul i32 %30, 7, !dbg !106
  %32 = add nuw nsw i32 %31, %29, !dbg !106
  %33 = urem i32 %32, 50, !dbg !107
  %34 = zext i32 %33 to i64, !dbg !108
  %35 = getelementptr inbounds [51 x i8], [51 x i8]* @pieces, i64 0, i64 %34, !dbg !108
  %36 = load i8, i8* %35, align 1, !dbg !108, !tbaa !102
  %37 = getelementptr inbounds i8, i8* %13, i64 %27, !dbg !109
  store i8 %36, i8* %37, align 1, !dbg !110, !tbaa !102
  %38 = add nuw nsw i64 %27, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %38, metadata !49, metadata !DIExpression()), !dbg !96
  %39 = icmp eq i64 %38, %19, !dbg !97
  br i1 %39, label %20, label %26, !dbg !99, !llvm.loop !112

40:                                               ; preds = %148
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !74
  br i1 %14, label %41, label %171, !dbg !116

41:                                               ; preds = %40
  %42 = tail call i16** @__ctype_b_loc() #8, !dbg !74
  %43 = load i16*, i16** %42, align 8, !tbaa !78
  %44 = and i64 %19, 1, !dbg !116
  %45 = icmp eq i32 %10, 1, !dbg !116
  br i1 %45, label %156, label %46, !dbg !116

46:                                               ; preds = %41
  %47 = and i64 %19, 4294967294, !dbg !116
  br label %179, !dbg !116

48:                                               ; preds = %23, %148
  %49 = phi i32 [ 0, %23 ], [ %154, %148 ]
  %50 = phi i32 [ 0, %23 ], [ %153, %148 ]
  %51 = phi i32 [ 0, %23 ], [ %152, %148 ]
  %52 = phi i64 [ 0, %23 ], [ %151, %148 ]
  %53 = phi i32 [ 0, %23 ], [ %150, %148 ]
  %54 = phi i32 [ 0, %23 ], [ %149, %148 ]
  call void @llvm.dbg.value(metadata i32 %49, metadata !51, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %50, metadata !52, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %51, metadata !58, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %52, metadata !56, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %53, metadata !54, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %54, metadata !53, metadata !DIExpression()), !dbg !74
  %55 = sext i32 %51 to i64, !dbg !117
  %56 = getelementptr inbounds i8, i8* %13, i64 %55, !dbg !117
  %57 = load i8, i8* %56, align 1, !dbg !117, !tbaa !102
  call void @llvm.dbg.value(metadata i8 %57, metadata !60, metadata !DIExpression()), !dbg !118
  %58 = zext i8 %57 to i64
  %59 = getelementptr inbounds i16, i16* %25, i64 %58, !dbg !119
  %60 = load i16, i16* %59, align 2, !dbg !119, !tbaa !120
  %61 = zext i16 %60 to i32, !dbg !119
  %62 = and i32 %61, 1024, !dbg !119
  %63 = icmp ne i32 %62, 0, !dbg !119
  %64 = icmp eq i8 %57, 95
  %65 = select i1 %63, i1 true, i1 %64, !dbg !122
  br i1 %65, label %66, label %102, !dbg !122

66:                                               ; preds = %48
  call void @llvm.dbg.value(metadata i32 %51, metadata !63, metadata !DIExpression()), !dbg !123
  %67 = icmp slt i32 %51, %10, !dbg !124
  br i1 %67, label %68, label %99, !dbg !125

68:                                               ; preds = %66
  call void @llvm.dbg.value(metadata i64 %55, metadata !63, metadata !DIExpression()), !dbg !123
  %69 = and i16 %60, 8, !dbg !126
  %70 = icmp ne i16 %69, 0, !dbg !126
  %71 = icmp eq i8 %57, 95
  %72 = select i1 %70, i1 true, i1 %71, !dbg !127
  br i1 %72, label %73, label %96, !dbg !127

73:                                               ; preds = %68
  %74 = tail call i32** @__ctype_toupper_loc() #8, !dbg !74
  %75 = load i32*, i32** %74, align 8, !tbaa !78
  br label %76, !dbg !125

76:                                               ; preds = %73, %86
  %77 = phi i64 [ %84, %86 ], [ %55, %73 ]
  %78 = phi i8 [ %88, %86 ], [ %57, %73 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !63, metadata !DIExpression()), !dbg !123
  %79 = zext i8 %78 to i64
  %80 = getelementptr inbounds i8, i8* %13, i64 %77, !dbg !126
  %81 = getelementptr inbounds i32, i32* %75, i64 %79, !dbg !128
  %82 = load i32, i32* %81, align 4, !dbg !128, !tbaa !130
  call void @llvm.dbg.value(metadata i32 %82, metadata !66, metadata !DIExpression()), !dbg !132
  %83 = trunc i32 %82 to i8, !dbg !133
  store i8 %83, i8* %80, align 1, !dbg !134, !tbaa !102
  %84 = add nsw i64 %77, 1, !dbg !135
  call void @llvm.dbg.value(metadata i64 %84, metadata !63, metadata !DIExpression()), !dbg !123
  %85 = icmp eq i64 %84, %21, !dbg !124
  br i1 %85, label %99, label %86, !dbg !125, !llvm.loop !136

86:                                               ; preds = %76
  %87 = getelementptr inbounds i8, i8* %13, i64 %84
  %88 = load i8, i8* %87, align 1, !dbg !126, !tbaa !102
  %89 = zext i8 %88 to i64
  %90 = getelementptr inbounds i16, i16* %25, i64 %89
  %91 = load i16, i16* %90, align 2, !dbg !126, !tbaa !120
  call void @llvm.dbg.value(metadata i64 %84, metadata !63, metadata !DIExpression()), !dbg !123
  %92 = and i16 %91, 8, !dbg !126
  %93 = icmp ne i16 %92, 0, !dbg !126
  %94 = icmp eq i8 %88, 95
  %95 = select i1 %93, i1 true, i1 %94, !dbg !127
  br i1 %95, label %76, label %96, !dbg !127

96:                                               ; preds = %86, %68
  %97 = phi i64 [ %55, %68 ], [ %84, %86 ]
  %98 = trunc i64 %97 to i32, !dbg !127
  br label %99, !dbg !139

99:                                               ; preds = %76, %96, %66
  %100 = phi i32 [ %51, %66 ], [ %98, %96 ], [ %10, %76 ], !dbg !123
  %101 = add nsw i32 %49, 1, !dbg !139
  call void @llvm.dbg.value(metadata i32 %101, metadata !51, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %100, metadata !58, metadata !DIExpression()), !dbg !103
  br label %148, !dbg !140

102:                                              ; preds = %48
  %103 = and i32 %61, 2048, !dbg !141
  %104 = icmp eq i32 %103, 0, !dbg !141
  br i1 %104, label %137, label %105, !dbg !142

105:                                              ; preds = %102
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 %51, metadata !58, metadata !DIExpression()), !dbg !103
  %106 = icmp slt i32 %51, %10, !dbg !144
  br i1 %106, label %107, label %132, !dbg !145

107:                                              ; preds = %105
  call void @llvm.dbg.value(metadata i64 0, metadata !69, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %55, metadata !58, metadata !DIExpression()), !dbg !103
  %108 = and i16 %60, 2048, !dbg !146
  %109 = icmp eq i16 %108, 0, !dbg !145
  br i1 %109, label %128, label %110, !dbg !147

110:                                              ; preds = %107, %120
  %111 = phi i64 [ %118, %120 ], [ 0, %107 ]
  %112 = phi i64 [ %115, %120 ], [ %55, %107 ]
  %113 = phi i8 [ %122, %120 ], [ %57, %107 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !69, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %112, metadata !58, metadata !DIExpression()), !dbg !103
  %114 = mul nsw i64 %111, 10, !dbg !148
  %115 = add nsw i64 %112, 1, !dbg !149
  call void @llvm.dbg.value(metadata i64 %115, metadata !58, metadata !DIExpression()), !dbg !103
  %116 = sext i8 %113 to i64, !dbg !150
  %117 = add i64 %114, -48, !dbg !151
  %118 = add i64 %117, %116, !dbg !152
  call void @llvm.dbg.value(metadata i64 %118, metadata !69, metadata !DIExpression()), !dbg !143
  %119 = icmp eq i64 %115, %21, !dbg !144
  br i1 %119, label %132, label %120, !dbg !145, !llvm.loop !153

120:                                              ; preds = %110
  %121 = getelementptr inbounds i8, i8* %13, i64 %115
  %122 = load i8, i8* %121, align 1, !dbg !146, !tbaa !102
  %123 = zext i8 %122 to i64
  %124 = getelementptr inbounds i16, i16* %25, i64 %123
  %125 = load i16, i16* %124, align 2, !dbg !146, !tbaa !120
  call void @llvm.dbg.value(metadata i64 %118, metadata !69, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %115, metadata !58, metadata !DIExpression()), !dbg !103
  %126 = and i16 %125, 2048, !dbg !146
  %127 = icmp eq i16 %126, 0, !dbg !145
  br i1 %127, label %128, label %110, !dbg !147

128:                                              ; preds = %120, %107
  %129 = phi i64 [ %55, %107 ], [ %115, %120 ]
  %130 = phi i64 [ 0, %107 ], [ %118, %120 ]
  %131 = trunc i64 %129 to i32, !dbg !147
  br label %132, !dbg !155

132:                                              ; preds = %110, %128, %105
  %133 = phi i32 [ %51, %105 ], [ %131, %128 ], [ %10, %110 ], !dbg !103
  %134 = phi i64 [ 0, %105 ], [ %130, %128 ], [ %118, %110 ], !dbg !143
  %135 = add nsw i64 %134, %52, !dbg !155
  call void @llvm.dbg.value(metadata i64 %135, metadata !56, metadata !DIExpression()), !dbg !74
  %136 = add nsw i32 %50, 1, !dbg !156
  call void @llvm.dbg.value(metadata i32 %136, metadata !52, metadata !DIExpression()), !dbg !74
  br label %148, !dbg !157

137:                                              ; preds = %102
  %138 = and i32 %61, 8192, !dbg !158
  %139 = icmp eq i32 %138, 0, !dbg !158
  %140 = lshr i32 %61, 2, !dbg !161
  %141 = and i32 %140, 1, !dbg !161
  %142 = xor i1 %139, true, !dbg !161
  %143 = zext i1 %142 to i32, !dbg !161
  %144 = add nsw i32 %54, %143, !dbg !161
  %145 = select i1 %139, i32 %141, i32 0, !dbg !161
  %146 = add nsw i32 %53, %145, !dbg !161
  call void @llvm.dbg.value(metadata i32 %146, metadata !54, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %144, metadata !53, metadata !DIExpression()), !dbg !74
  %147 = add nsw i32 %51, 1, !dbg !162
  call void @llvm.dbg.value(metadata i32 %147, metadata !58, metadata !DIExpression()), !dbg !103
  br label %148

148:                                              ; preds = %132, %137, %99
  %149 = phi i32 [ %54, %99 ], [ %54, %132 ], [ %144, %137 ], !dbg !74
  %150 = phi i32 [ %53, %99 ], [ %53, %132 ], [ %146, %137 ], !dbg !163
  %151 = phi i64 [ %52, %99 ], [ %135, %132 ], [ %52, %137 ], !dbg !74
  %152 = phi i32 [ %100, %99 ], [ %133, %132 ], [ %147, %137 ], !dbg !103
  %153 = phi i32 [ %50, %99 ], [ %136, %132 ], [ %50, %137 ], !dbg !74
  %154 = phi i32 [ %101, %99 ], [ %49, %132 ], [ %49, %137 ], !dbg !74
  call void @llvm.dbg.value(metadata i32 %154, metadata !51, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %153, metadata !52, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %152, metadata !58, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %151, metadata !56, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %150, metadata !54, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %149, metadata !53, metadata !DIExpression()), !dbg !74
  %155 = icmp slt i32 %152, %10, !dbg !164
  br i1 %155, label %48, label %40, !dbg !104, !llvm.loop !165

156:                                              ; preds = %179, %41
  %157 = phi i32 [ undef, %41 ], [ %201, %179 ]
  %158 = phi i64 [ 0, %41 ], [ %202, %179 ]
  %159 = phi i32 [ 0, %41 ], [ %201, %179 ]
  %160 = icmp eq i64 %44, 0, !dbg !116
  br i1 %160, label %171, label %161, !dbg !116

161:                                              ; preds = %156
  call void @llvm.dbg.value(metadata i64 %158, metadata !72, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %159, metadata !55, metadata !DIExpression()), !dbg !74
  %162 = getelementptr inbounds i8, i8* %13, i64 %158, !dbg !167
  %163 = load i8, i8* %162, align 1, !dbg !167, !tbaa !102
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds i16, i16* %43, i64 %164, !dbg !167
  %166 = load i16, i16* %165, align 2, !dbg !167, !tbaa !120
  %167 = lshr i16 %166, 8, !dbg !170
  %168 = and i16 %167, 1, !dbg !170
  %169 = zext i16 %168 to i32, !dbg !170
  %170 = add nuw nsw i32 %159, %169, !dbg !170
  call void @llvm.dbg.value(metadata i32 %170, metadata !55, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %158, metadata !72, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !115
  br label %171, !dbg !171

171:                                              ; preds = %161, %156, %20, %15, %40
  %172 = phi i32 [ %154, %40 ], [ 0, %15 ], [ 0, %20 ], [ %154, %156 ], [ %154, %161 ]
  %173 = phi i32 [ %153, %40 ], [ 0, %15 ], [ 0, %20 ], [ %153, %156 ], [ %153, %161 ]
  %174 = phi i64 [ %151, %40 ], [ 0, %15 ], [ 0, %20 ], [ %151, %156 ], [ %151, %161 ]
  %175 = phi i32 [ %150, %40 ], [ 0, %15 ], [ 0, %20 ], [ %150, %156 ], [ %150, %161 ]
  %176 = phi i32 [ %149, %40 ], [ 0, %15 ], [ 0, %20 ], [ %149, %156 ], [ %149, %161 ]
  %177 = phi i32 [ 0, %40 ], [ 0, %15 ], [ 0, %20 ], [ %157, %156 ], [ %170, %161 ], !dbg !74
  %178 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str, i64 0, i64 0), i32 noundef %172, i32 noundef %173, i64 noundef %174, i32 noundef %176, i32 noundef %175, i32 noundef %177), !dbg !171
  tail call void @free(i8* noundef nonnull %13) #7, !dbg !172
  ret i32 0, !dbg !173

179:                                              ; preds = %179, %46
  %180 = phi i64 [ 0, %46 ], [ %202, %179 ]
  %181 = phi i32 [ 0, %46 ], [ %201, %179 ]
  %182 = phi i64 [ 0, %46 ], [ %203, %179 ]
  call void @llvm.dbg.value(metadata i64 %180, metadata !72, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %181, metadata !55, metadata !DIExpression()), !dbg !74
  %183 = getelementptr inbounds i8, i8* %13, i64 %180, !dbg !167
  %184 = load i8, i8* %183, align 1, !dbg !167, !tbaa !102
  %185 = zext i8 %184 to i64
  %186 = getelementptr inbounds i16, i16* %43, i64 %185, !dbg !167
  %187 = load i16, i16* %186, align 2, !dbg !167, !tbaa !120
  %188 = lshr i16 %187, 8, !dbg !170
  %189 = and i16 %188, 1, !dbg !170
  %190 = zext i16 %189 to i32, !dbg !170
  %191 = add nuw nsw i32 %181, %190, !dbg !170
  call void @llvm.dbg.value(metadata i32 %191, metadata !55, metadata !DIExpression()), !dbg !74
  %192 = or i64 %180, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %192, metadata !72, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %192, metadata !72, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %191, metadata !55, metadata !DIExpression()), !dbg !74
  %193 = getelementptr inbounds i8, i8* %13, i64 %192, !dbg !167
  %194 = load i8, i8* %193, align 1, !dbg !167, !tbaa !102
  %195 = zext i8 %194 to i64
  %196 = getelementptr inbounds i16, i16* %43, i64 %195, !dbg !167
  %197 = load i16, i16* %196, align 2, !dbg !167, !tbaa !120
  %198 = lshr i16 %197, 8, !dbg !170
  %199 = and i16 %198, 1, !dbg !170
  %200 = zext i16 %199 to i32, !dbg !170
  %201 = add nuw nsw i32 %191, %200, !dbg !170
  call void @llvm.dbg.value(metadata i32 %201, metadata !55, metadata !DIExpression()), !dbg !74
  %202 = add nuw nsw i64 %180, 2, !dbg !174
  call void @llvm.dbg.value(metadata i64 %202, metadata !72, metadata !DIExpression()), !dbg !115
  %203 = add i64 %182, 2, !dbg !116
  %204 = icmp eq i64 %203, %47, !dbg !116
  br i1 %204, label %156, label %179, !dbg !116, !llvm.loop !175
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_toupper_loc() local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pieces", scope: !2, file: !3, line: 8, type: !30, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !29, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "char_classes.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b8031aae24772f5d750165c2ef2c5177")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 46, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!9 = !DIEnumerator(name: "_ISupper", value: 256)
!10 = !DIEnumerator(name: "_ISlower", value: 512)
!11 = !DIEnumerator(name: "_ISalpha", value: 1024)
!12 = !DIEnumerator(name: "_ISdigit", value: 2048)
!13 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!14 = !DIEnumerator(name: "_ISspace", value: 8192)
!15 = !DIEnumerator(name: "_ISprint", value: 16384)
!16 = !DIEnumerator(name: "_ISgraph", value: 32768)
!17 = !DIEnumerator(name: "_ISblank", value: 1)
!18 = !DIEnumerator(name: "_IScntrl", value: 2)
!19 = !DIEnumerator(name: "_ISpunct", value: 4)
!20 = !DIEnumerator(name: "_ISalnum", value: 8)
!21 = !{!22, !23, !24, !25, !26, !28}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!29 = !{!0}
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 408, elements: !32)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!32 = !{!33}
!33 = !DISubrange(count: 51)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 7, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 1}
!40 = !{!"Debian clang version 14.0.6"}
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !42, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!22, !22, !26}
!44 = !{!45, !46, !47, !48, !49, !51, !52, !53, !54, !55, !56, !58, !60, !63, !66, !69, !72}
!45 = !DILocalVariable(name: "argc", arg: 1, scope: !41, file: !3, line: 10, type: !22)
!46 = !DILocalVariable(name: "argv", arg: 2, scope: !41, file: !3, line: 10, type: !26)
!47 = !DILocalVariable(name: "n", scope: !41, file: !3, line: 12, type: !22)
!48 = !DILocalVariable(name: "text", scope: !41, file: !3, line: 13, type: !27)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 14, type: !22)
!50 = distinct !DILexicalBlock(scope: !41, file: !3, line: 14, column: 3)
!51 = !DILocalVariable(name: "words", scope: !41, file: !3, line: 17, type: !22)
!52 = !DILocalVariable(name: "numbers", scope: !41, file: !3, line: 17, type: !22)
!53 = !DILocalVariable(name: "spaces", scope: !41, file: !3, line: 17, type: !22)
!54 = !DILocalVariable(name: "puncts", scope: !41, file: !3, line: 17, type: !22)
!55 = !DILocalVariable(name: "upper", scope: !41, file: !3, line: 17, type: !22)
!56 = !DILocalVariable(name: "value", scope: !41, file: !3, line: 18, type: !57)
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 19, type: !22)
!59 = distinct !DILexicalBlock(scope: !41, file: !3, line: 19, column: 3)
!60 = !DILocalVariable(name: "c", scope: !61, file: !3, line: 20, type: !23)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 19, column: 27)
!62 = distinct !DILexicalBlock(scope: !59, file: !3, line: 19, column: 3)
!63 = !DILocalVariable(name: "j", scope: !64, file: !3, line: 22, type: !22)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 21, column: 33)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 21, column: 9)
!66 = !DILocalVariable(name: "__res", scope: !67, file: !3, line: 24, type: !22)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 24, column: 25)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 23, column: 76)
!69 = !DILocalVariable(name: "v", scope: !70, file: !3, line: 30, type: !57)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 29, column: 28)
!71 = distinct !DILexicalBlock(scope: !65, file: !3, line: 29, column: 16)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 43, type: !22)
!73 = distinct !DILexicalBlock(scope: !41, file: !3, line: 43, column: 3)
!74 = !DILocation(line: 0, scope: !41)
!75 = !DILocation(line: 12, column: 16, scope: !41)
!76 = !DILocation(line: 12, column: 11, scope: !41)
!77 = !DILocation(line: 12, column: 27, scope: !41)
!78 = !{!79, !79, i64 0}
!79 = !{!"any pointer", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocalVariable(name: "__nptr", arg: 1, scope: !83, file: !84, line: 362, type: !87)
!83 = distinct !DISubprogram(name: "atoi", scope: !84, file: !84, line: 362, type: !85, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!84 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!85 = !DISubroutineType(types: !86)
!86 = !{!22, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!88 = !{!82}
!89 = !DILocation(line: 0, scope: !83, inlinedAt: !90)
!90 = distinct !DILocation(line: 12, column: 22, scope: !41)
!91 = !DILocation(line: 364, column: 16, scope: !83, inlinedAt: !90)
!92 = !DILocation(line: 364, column: 10, scope: !83, inlinedAt: !90)
!93 = !DILocation(line: 13, column: 25, scope: !41)
!94 = !DILocation(line: 13, column: 23, scope: !41)
!95 = !DILocation(line: 13, column: 16, scope: !41)
!96 = !DILocation(line: 0, scope: !50)
!97 = !DILocation(line: 14, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !50, file: !3, line: 14, column: 3)
!99 = !DILocation(line: 14, column: 3, scope: !50)
!100 = !DILocation(line: 16, column: 3, scope: !41)
!101 = !DILocation(line: 16, column: 11, scope: !41)
!102 = !{!80, !80, i64 0}
!103 = !DILocation(line: 0, scope: !59)
!104 = !DILocation(line: 19, column: 3, scope: !59)
!105 = !DILocation(line: 15, column: 33, scope: !98)
!106 = !DILocation(line: 15, column: 29, scope: !98)
!107 = !DILocation(line: 15, column: 39, scope: !98)
!108 = !DILocation(line: 15, column: 15, scope: !98)
!109 = !DILocation(line: 15, column: 5, scope: !98)
!110 = !DILocation(line: 15, column: 13, scope: !98)
!111 = !DILocation(line: 14, column: 27, scope: !98)
!112 = distinct !{!112, !99, !113, !114}
!113 = !DILocation(line: 15, column: 65, scope: !50)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 0, scope: !73)
!116 = !DILocation(line: 43, column: 3, scope: !73)
!117 = !DILocation(line: 20, column: 38, scope: !61)
!118 = !DILocation(line: 0, scope: !61)
!119 = !DILocation(line: 21, column: 9, scope: !65)
!120 = !{!121, !121, i64 0}
!121 = !{!"short", !80, i64 0}
!122 = !DILocation(line: 21, column: 20, scope: !65)
!123 = !DILocation(line: 0, scope: !64)
!124 = !DILocation(line: 23, column: 16, scope: !64)
!125 = !DILocation(line: 23, column: 20, scope: !64)
!126 = !DILocation(line: 23, column: 24, scope: !64)
!127 = !DILocation(line: 23, column: 56, scope: !64)
!128 = !DILocation(line: 24, column: 25, scope: !129)
!129 = distinct !DILexicalBlock(scope: !67, file: !3, line: 24, column: 25)
!130 = !{!131, !131, i64 0}
!131 = !{!"int", !80, i64 0}
!132 = !DILocation(line: 0, scope: !67)
!133 = !DILocation(line: 24, column: 19, scope: !68)
!134 = !DILocation(line: 24, column: 17, scope: !68)
!135 = !DILocation(line: 25, column: 10, scope: !68)
!136 = distinct !{!136, !137, !138, !114}
!137 = !DILocation(line: 23, column: 7, scope: !64)
!138 = !DILocation(line: 26, column: 7, scope: !64)
!139 = !DILocation(line: 27, column: 12, scope: !64)
!140 = !DILocation(line: 29, column: 5, scope: !64)
!141 = !DILocation(line: 29, column: 16, scope: !71)
!142 = !DILocation(line: 29, column: 16, scope: !65)
!143 = !DILocation(line: 0, scope: !70)
!144 = !DILocation(line: 31, column: 16, scope: !70)
!145 = !DILocation(line: 31, column: 20, scope: !70)
!146 = !DILocation(line: 31, column: 23, scope: !70)
!147 = !DILocation(line: 31, column: 7, scope: !70)
!148 = !DILocation(line: 32, column: 15, scope: !70)
!149 = !DILocation(line: 32, column: 29, scope: !70)
!150 = !DILocation(line: 32, column: 23, scope: !70)
!151 = !DILocation(line: 32, column: 33, scope: !70)
!152 = !DILocation(line: 32, column: 20, scope: !70)
!153 = distinct !{!153, !147, !154, !114}
!154 = !DILocation(line: 32, column: 38, scope: !70)
!155 = !DILocation(line: 33, column: 13, scope: !70)
!156 = !DILocation(line: 34, column: 14, scope: !70)
!157 = !DILocation(line: 35, column: 5, scope: !70)
!158 = !DILocation(line: 36, column: 11, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 36, column: 11)
!160 = distinct !DILexicalBlock(scope: !71, file: !3, line: 35, column: 12)
!161 = !DILocation(line: 36, column: 11, scope: !160)
!162 = !DILocation(line: 40, column: 8, scope: !160)
!163 = !DILocation(line: 17, column: 43, scope: !41)
!164 = !DILocation(line: 19, column: 21, scope: !62)
!165 = distinct !{!165, !104, !166, !114}
!166 = !DILocation(line: 42, column: 3, scope: !59)
!167 = !DILocation(line: 44, column: 9, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 44, column: 9)
!169 = distinct !DILexicalBlock(scope: !73, file: !3, line: 43, column: 3)
!170 = !DILocation(line: 44, column: 9, scope: !169)
!171 = !DILocation(line: 46, column: 3, scope: !41)
!172 = !DILocation(line: 47, column: 3, scope: !41)
!173 = !DILocation(line: 48, column: 3, scope: !41)
!174 = !DILocation(line: 43, column: 27, scope: !169)
!175 = distinct !{!175, !116, !176, !114}
!176 = !DILocation(line: 45, column: 12, scope: !73)
