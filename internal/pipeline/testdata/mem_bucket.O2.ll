; ModuleID = 'mem_bucket.c'
source_filename = "mem_bucket.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !45
  %3 = icmp sgt i32 %0, 1, !dbg !46
  br i1 %3, label %4, label %15, !dbg !47

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !48
  %6 = load i8*, i8** %5, align 8, !dbg !48, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %6, metadata !53, metadata !DIExpression()) #6, !dbg !61
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !63
  %8 = trunc i64 %7 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !45
  %9 = icmp eq i32 %0, 2, !dbg !65
  br i1 %9, label %15, label %10, !dbg !66

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !67
  %12 = load i8*, i8** %11, align 8, !dbg !67, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %12, metadata !53, metadata !DIExpression()) #6, !dbg !68
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !70
  %14 = trunc i64 %13 to i32, !dbg !71
  br label %15, !dbg !66

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 50000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 256, %4 ], [ 256, %2 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %17, metadata !23, metadata !DIExpression()), !dbg !45
  %18 = sext i32 %16 to i64, !dbg !72
  %19 = shl nsw i64 %18, 2, !dbg !73
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #6, !dbg !74
  %21 = bitcast i8* %20 to i32*, !dbg !74
  call void @llvm.dbg.value(metadata i32* %21, metadata !24, metadata !DIExpression()), !dbg !45
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #6, !dbg !75
  %23 = bitcast i8* %22 to i32*, !dbg !75
  call void @llvm.dbg.value(metadata i32* %23, metadata !26, metadata !DIExpression()), !dbg !45
  %24 = add nsw i32 %17, 1, !dbg !76
  %25 = sext i32 %24 to i64, !dbg !77
  %26 = tail call noalias i8* @calloc(i64 noundef %25, i64 noundef 4) #6, !dbg !78
  %27 = bitcast i8* %26 to i32*, !dbg !78
  call void @llvm.dbg.value(metadata i32* %27, metadata !27, metadata !DIExpression()), !dbg !45
  %28 = shl nsw i64 %25, 2, !dbg !79
  %29 = tail call noalias i8* @malloc(i64 noundef %28) #6, !dbg !80
  %30 = bitcast i8* %29 to i32*, !dbg !80
  call void @llvm.dbg.value(metadata i32* %30, metadata !28, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !81
  %31 = icmp sgt i32 %16, 0, !dbg !82
  br i1 %31, label %32, label %87, !dbg !84

32:                                               ; preds = %15
  %33 = sext i32 %17 to i64
  %34 = zext i32 %16 to i64, !dbg !82
  %35 = add nsw i64 %34, -1, !dbg !84
  %36 = and i64 %34, 1, !dbg !84
  %37 = icmp eq i64 %35, 0, !dbg !84
  br i1 %37, label %40, label %38, !dbg !84

38:                                               ; preds = %32
  %39 = and i64 %34, 4294967294, !dbg !84
  br label %55, !dbg !84

40:                                               ; preds = %55, %32
  %41 = phi i64 [ 0, %32 ], [ %69, %55 ]
  %42 = icmp eq i64 %36, 0, !dbg !84
  br i1 %42, label %49, label %43, !dbg !84

43:                                               ; preds = %40
  call void @llvm.dbg.value(metadata i64 %41, metadata !29, metadata !DIExpression()), !dbg !81
  %44 = mul nuw nsw i64 %41, 2654435761, !dbg !85
  %45 = lshr i64 %44, 7, !dbg !86
  %46 = srem i64 %45, %33, !dbg !87
  %47 = trunc i64 %46 to i32, !dbg !88
  %48 = getelementptr inbounds i32, i32* %21, i64 %41, !dbg !89
  store i32 %47, i32* %48, align 4, !dbg !90, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %41, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !81
  br label %49, !dbg !93

49:                                               ; preds = %40, %43
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !94
  br i1 %31, label %50, label %87, !dbg !93

50:                                               ; preds = %49
  %51 = and i64 %34, 3, !dbg !93
  %52 = icmp ult i64 %35, 3, !dbg !93
  br i1 %52, label %72, label %53, !dbg !93

53:                                               ; preds = %50
  %54 = and i64 %34, 4294967292, !dbg !93
  br label %96, !dbg !93

55:                                               ; preds = %55, %38
  %56 = phi i64 [ 0, %38 ], [ %69, %55 ]
  %57 = phi i64 [ 0, %38 ], [ %70, %55 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !29, metadata !DIExpression()), !dbg !81
  %58 = mul nuw nsw i64 %56, 2654435761, !dbg !85
  %59 = lshr i64 %58, 7, !dbg !86
  %60 = srem i64 %59, %33, !dbg !87
  %61 = trunc i64 %60 to i32, !dbg !88
  %62 = getelementptr inbounds i32, i32* %21, i64 %56, !dbg !89
  store i32 %61, i32* %62, align 4, !dbg !90, !tbaa !91
  %63 = or i64 %56, 1, !dbg !95
  call void @llvm.dbg.value(metadata i64 %63, metadata !29, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %63, metadata !29, metadata !DIExpression()), !dbg !81
  %64 = mul nuw nsw i64 %63, 2654435761, !dbg !85
  %65 = lshr i64 %64, 7, !dbg !86
  %66 = srem i64 %65, %33, !dbg !87
  %67 = trunc i64 %66 to i32, !dbg !88
  %68 = getelementptr inbounds i32, i32* %21, i64 %63, !dbg !89
  store i32 %67, i32* %68, align 4, !dbg !90, !tbaa !91
  %69 = add nuw nsw i64 %56, 2, !dbg !95
  call void @llvm.dbg.value(metadata i64 %69, metadata !29, metadata !DIExpression()), !dbg !81
  %70 = add i64 %57, 2, !dbg !84
  %71 = icmp eq i64 %70, %39, !dbg !84
  br i1 %71, label %40, label %55, !dbg !84, !llvm.loop !96

72:                                               ; preds = %96, %50
  %73 = phi i64 [ 0, %50 ], [ %126, %96 ]
  %74 = icmp eq i64 %51, 0, !dbg !93
  br i1 %74, label %87, label %75, !dbg !93

75:                                               ; preds = %72, %75
  %76 = phi i64 [ %84, %75 ], [ %73, %72 ]
  %77 = phi i64 [ %85, %75 ], [ 0, %72 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !31, metadata !DIExpression()), !dbg !94
  %78 = getelementptr inbounds i32, i32* %21, i64 %76, !dbg !99
  %79 = load i32, i32* %78, align 4, !dbg !99, !tbaa !91
  %80 = sext i32 %79 to i64, !dbg !101
  %81 = getelementptr inbounds i32, i32* %27, i64 %80, !dbg !101
  %82 = load i32, i32* %81, align 4, !dbg !102, !tbaa !91
  %83 = add nsw i32 %82, 1, !dbg !102
  store i32 %83, i32* %81, align 4, !dbg !102, !tbaa !91
  %84 = add nuw nsw i64 %76, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %84, metadata !31, metadata !DIExpression()), !dbg !94
  %85 = add i64 %77, 1, !dbg !93
  %86 = icmp eq i64 %85, %51, !dbg !93
  br i1 %86, label %87, label %75, !dbg !93, !llvm.loop !104

87:                                               ; preds = %72, %75, %15, %49
  store i32 0, i32* %30, align 4, !dbg !106, !tbaa !91
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !107
  %88 = icmp sgt i32 %17, 0, !dbg !108
  br i1 %88, label %89, label %144, !dbg !110

89:                                               ; preds = %87
  %90 = zext i32 %17 to i64, !dbg !108
  %91 = add nsw i64 %90, -1, !dbg !110
  %92 = and i64 %90, 3, !dbg !110
  %93 = icmp ult i64 %91, 3, !dbg !110
  br i1 %93, label %129, label %94, !dbg !110

94:                                               ; preds = %89
  %95 = and i64 %90, 4294967292, !dbg !110
  br label %151, !dbg !110

96:                                               ; preds = %96, %53
  %97 = phi i64 [ 0, %53 ], [ %126, %96 ]
  %98 = phi i64 [ 0, %53 ], [ %127, %96 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !31, metadata !DIExpression()), !dbg !94
  %99 = getelementptr inbounds i32, i32* %21, i64 %97, !dbg !99
  %100 = load i32, i32* %99, align 4, !dbg !99, !tbaa !91
  %101 = sext i32 %100 to i64, !dbg !101
  %102 = getelementptr inbounds i32, i32* %27, i64 %101, !dbg !101
  %103 = load i32, i32* %102, align 4, !dbg !102, !tbaa !91
  %104 = add nsw i32 %103, 1, !dbg !102
  store i32 %104, i32* %102, align 4, !dbg !102, !tbaa !91
  %105 = or i64 %97, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %105, metadata !31, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %105, metadata !31, metadata !DIExpression()), !dbg !94
  %106 = getelementptr inbounds i32, i32* %21, i64 %105, !dbg !99
  %107 = load i32, i32* %106, align 4, !dbg !99, !tbaa !91
  %108 = sext i32 %107 to i64, !dbg !101
  %109 = getelementptr inbounds i32, i32* %27, i64 %108, !dbg !101
  %110 = load i32, i32* %109, align 4, !dbg !102, !tbaa !91
  %111 = add nsw i32 %110, 1, !dbg !102
  store i32 %111, i32* %109, align 4, !dbg !102, !tbaa !91
  %112 = or i64 %97, 2, !dbg !103
  call void @llvm.dbg.value(metadata i64 %112, metadata !31, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %112, metadata !31, metadata !DIExpression()), !dbg !94
  %113 = getelementptr inbounds i32, i32* %21, i64 %112, !dbg !99
  %114 = load i32, i32* %113, align 4, !dbg !99, !tbaa !91
  %115 = sext i32 %114 to i64, !dbg !101
  %116 = getelementptr inbounds i32, i32* %27, i64 %115, !dbg !101
  %117 = load i32, i32* %116, align 4, !dbg !102, !tbaa !91
  %118 = add nsw i32 %117, 1, !dbg !102
  store i32 %118, i32* %116, align 4, !dbg !102, !tbaa !91
  %119 = or i64 %97, 3, !dbg !103
  call void @llvm.dbg.value(metadata i64 %119, metadata !31, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %119, metadata !31, metadata !DIExpression()), !dbg !94
  %120 = getelementptr inbounds i32, i32* %21, i64 %119, !dbg !99
  %121 = load i32, i32* %120, align 4, !dbg !99, !tbaa !91
  %122 = sext i32 %121 to i64, !dbg !101
  %123 = getelementptr inbounds i32, i32* %27, i64 %122, !dbg !101
  %124 = load i32, i32* %123, align 4, !dbg !102, !tbaa !91
  %125 = add nsw i32 %124, 1, !dbg !102
  store i32 %125, i32* %123, align 4, !dbg !102, !tbaa !91
  %126 = add nuw nsw i64 %97, 4, !dbg !103
  call void @llvm.dbg.value(metadata i64 %126, metadata !31, metadata !DIExpression()), !dbg !94
  %127 = add i64 %98, 4, !dbg !93
  %128 = icmp eq i64 %127, %54, !dbg !93
  br i1 %128, label %72, label %96, !dbg !93, !llvm.loop !111

129:                                              ; preds = %151, %89
  %130 = phi i32 [ 0, %89 ], [ %172, %151 ]
  %131 = phi i64 [ 0, %89 ], [ %173, %151 ]
  %132 = icmp eq i64 %92, 0, !dbg !110
  br i1 %132, label %144, label %133, !dbg !110

133:                                              ; preds = %129, %133
  %134 = phi i32 [ %139, %133 ], [ %130, %129 ], !dbg !113
  %135 = phi i64 [ %140, %133 ], [ %131, %129 ]
  %136 = phi i64 [ %142, %133 ], [ 0, %129 ]
  call void @llvm.dbg.value(metadata i64 %135, metadata !33, metadata !DIExpression()), !dbg !107
  %137 = getelementptr inbounds i32, i32* %27, i64 %135, !dbg !114
  %138 = load i32, i32* %137, align 4, !dbg !114, !tbaa !91
  %139 = add nsw i32 %138, %134, !dbg !115
  %140 = add nuw nsw i64 %135, 1, !dbg !116
  %141 = getelementptr inbounds i32, i32* %30, i64 %140, !dbg !117
  store i32 %139, i32* %141, align 4, !dbg !118, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %140, metadata !33, metadata !DIExpression()), !dbg !107
  %142 = add i64 %136, 1, !dbg !110
  %143 = icmp eq i64 %142, %92, !dbg !110
  br i1 %143, label %144, label %133, !dbg !110, !llvm.loop !119

144:                                              ; preds = %129, %133, %87
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !120
  br i1 %31, label %145, label %190, !dbg !121

145:                                              ; preds = %144
  %146 = zext i32 %16 to i64, !dbg !122
  %147 = and i64 %146, 1, !dbg !121
  %148 = icmp eq i32 %16, 1, !dbg !121
  br i1 %148, label %177, label %149, !dbg !121

149:                                              ; preds = %145
  %150 = and i64 %146, 4294967294, !dbg !121
  br label %193, !dbg !121

151:                                              ; preds = %151, %94
  %152 = phi i32 [ 0, %94 ], [ %172, %151 ], !dbg !113
  %153 = phi i64 [ 0, %94 ], [ %173, %151 ]
  %154 = phi i64 [ 0, %94 ], [ %175, %151 ]
  call void @llvm.dbg.value(metadata i64 %153, metadata !33, metadata !DIExpression()), !dbg !107
  %155 = getelementptr inbounds i32, i32* %27, i64 %153, !dbg !114
  %156 = load i32, i32* %155, align 4, !dbg !114, !tbaa !91
  %157 = add nsw i32 %156, %152, !dbg !115
  %158 = or i64 %153, 1, !dbg !116
  %159 = getelementptr inbounds i32, i32* %30, i64 %158, !dbg !117
  store i32 %157, i32* %159, align 4, !dbg !118, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %158, metadata !33, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %158, metadata !33, metadata !DIExpression()), !dbg !107
  %160 = getelementptr inbounds i32, i32* %27, i64 %158, !dbg !114
  %161 = load i32, i32* %160, align 4, !dbg !114, !tbaa !91
  %162 = add nsw i32 %161, %157, !dbg !115
  %163 = or i64 %153, 2, !dbg !116
  %164 = getelementptr inbounds i32, i32* %30, i64 %163, !dbg !117
  store i32 %162, i32* %164, align 4, !dbg !118, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %163, metadata !33, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %163, metadata !33, metadata !DIExpression()), !dbg !107
  %165 = getelementptr inbounds i32, i32* %27, i64 %163, !dbg !114
  %166 = load i32, i32* %165, align 4, !dbg !114, !tbaa !91
  %167 = add nsw i32 %166, %162, !dbg !115
  %168 = or i64 %153, 3, !dbg !116
  %169 = getelementptr inbounds i32, i32* %30, i64 %168, !dbg !117
  store i32 %167, i32* %169, align 4, !dbg !118, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %168, metadata !33, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %168, metadata !33, metadata !DIExpression()), !dbg !107
  %170 = getelementptr inbounds i32, i32* %27, i64 %168, !dbg !114
  %171 = load i32, i32* %170, align 4, !dbg !114, !tbaa !91
  %172 = add nsw i32 %171, %167, !dbg !115
  %173 = add nuw nsw i64 %153, 4, !dbg !116
  %174 = getelementptr inbounds i32, i32* %30, i64 %173, !dbg !117
  store i32 %172, i32* %174, align 4, !dbg !118, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %173, metadata !33, metadata !DIExpression()), !dbg !107
  %175 = add i64 %154, 4, !dbg !110
  %176 = icmp eq i64 %175, %95, !dbg !110
  br i1 %176, label %129, label %151, !dbg !110, !llvm.loop !124

177:                                              ; preds = %193, %145
  %178 = phi i64 [ 0, %145 ], [ %215, %193 ]
  %179 = icmp eq i64 %147, 0, !dbg !121
  br i1 %179, label %190, label %180, !dbg !121

180:                                              ; preds = %177
  call void @llvm.dbg.value(metadata i64 %178, metadata !35, metadata !DIExpression()), !dbg !120
  %181 = getelementptr inbounds i32, i32* %21, i64 %178, !dbg !126
  %182 = load i32, i32* %181, align 4, !dbg !126, !tbaa !91
  %183 = sext i32 %182 to i64, !dbg !127
  %184 = getelementptr inbounds i32, i32* %30, i64 %183, !dbg !127
  %185 = load i32, i32* %184, align 4, !dbg !128, !tbaa !91
  %186 = add nsw i32 %185, 1, !dbg !128
  store i32 %186, i32* %184, align 4, !dbg !128, !tbaa !91
  %187 = sext i32 %185 to i64, !dbg !129
  %188 = getelementptr inbounds i32, i32* %23, i64 %187, !dbg !129
  %189 = trunc i64 %178 to i32, !dbg !130
  store i32 %189, i32* %188, align 4, !dbg !130, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %178, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !120
  br label %190, !dbg !131

190:                                              ; preds = %180, %177, %144
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression()), !dbg !45
  br i1 %88, label %191, label %314, !dbg !131

191:                                              ; preds = %190
  %192 = zext i32 %17 to i64, !dbg !133
  br label %218, !dbg !131

193:                                              ; preds = %193, %149
  %194 = phi i64 [ 0, %149 ], [ %215, %193 ]
  %195 = phi i64 [ 0, %149 ], [ %216, %193 ]
  call void @llvm.dbg.value(metadata i64 %194, metadata !35, metadata !DIExpression()), !dbg !120
  %196 = getelementptr inbounds i32, i32* %21, i64 %194, !dbg !126
  %197 = load i32, i32* %196, align 4, !dbg !126, !tbaa !91
  %198 = sext i32 %197 to i64, !dbg !127
  %199 = getelementptr inbounds i32, i32* %30, i64 %198, !dbg !127
  %200 = load i32, i32* %199, align 4, !dbg !128, !tbaa !91
  %201 = add nsw i32 %200, 1, !dbg !128
  store i32 %201, i32* %199, align 4, !dbg !128, !tbaa !91
  %202 = sext i32 %200 to i64, !dbg !129
  %203 = getelementptr inbounds i32, i32* %23, i64 %202, !dbg !129
  %204 = trunc i64 %194 to i32, !dbg !130
  store i32 %204, i32* %203, align 4, !dbg !130, !tbaa !91
  %205 = or i64 %194, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %205, metadata !35, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i64 %205, metadata !35, metadata !DIExpression()), !dbg !120
  %206 = getelementptr inbounds i32, i32* %21, i64 %205, !dbg !126
  %207 = load i32, i32* %206, align 4, !dbg !126, !tbaa !91
  %208 = sext i32 %207 to i64, !dbg !127
  %209 = getelementptr inbounds i32, i32* %30, i64 %208, !dbg !127
  %210 = load i32, i32* %209, align 4, !dbg !128, !tbaa !91
  %211 = add nsw i32 %210, 1, !dbg !128
  store i32 %211, i32* %209, align 4, !dbg !128, !tbaa !91
  %212 = sext i32 %210 to i64, !dbg !129
  %213 = getelementptr inbounds i32, i32* %23, i64 %212, !dbg !129
  %214 = trunc i64 %205 to i32, !dbg !130
  store i32 %214, i32* %213, align 4, !dbg !130, !tbaa !91
  %215 = add nuw nsw i64 %194, 2, !dbg !134
  call void @llvm.dbg.value(metadata i64 %215, metadata !35, metadata !DIExpression()), !dbg !120
  %216 = add i64 %195, 2, !dbg !121
  %217 = icmp eq i64 %216, %150, !dbg !121
  br i1 %217, label %177, label %193, !dbg !121, !llvm.loop !135

218:                                              ; preds = %191, %317
  %219 = phi i64 [ 0, %191 ], [ %319, %317 ]
  %220 = phi i32 [ 0, %191 ], [ %224, %317 ]
  %221 = phi i64 [ 0, %191 ], [ %318, %317 ]
  call void @llvm.dbg.value(metadata i32 %220, metadata !40, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 %219, metadata !38, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 %221, metadata !37, metadata !DIExpression()), !dbg !45
  %222 = getelementptr inbounds i32, i32* %27, i64 %219
  %223 = load i32, i32* %222, align 4, !tbaa !91
  %224 = add nsw i32 %223, %220
  call void @llvm.dbg.value(metadata i32 %220, metadata !41, metadata !DIExpression()), !dbg !137
  %225 = icmp sgt i32 %223, 0, !dbg !138
  br i1 %225, label %226, label %317, !dbg !140

226:                                              ; preds = %218
  %227 = sext i32 %220 to i64, !dbg !140
  %228 = sext i32 %224 to i64, !dbg !140
  %229 = trunc i64 %219 to i32
  %230 = add nsw i64 %227, 1, !dbg !140
  %231 = call i64 @llvm.smax.i64(i64 %230, i64 %228), !dbg !140
  %232 = sub i64 %231, %227, !dbg !140
  %233 = icmp ult i64 %232, 4, !dbg !140
  br i1 %233, label %311, label %234, !dbg !140

234:                                              ; preds = %226
  %235 = and i64 %232, -4, !dbg !140
  %236 = add i64 %235, %227, !dbg !140
  %237 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %221, i64 0, !dbg !140
  %238 = insertelement <2 x i32> poison, i32 %229, i64 0, !dbg !140
  %239 = shufflevector <2 x i32> %238, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !140
  %240 = insertelement <2 x i32> poison, i32 %229, i64 0, !dbg !140
  %241 = shufflevector <2 x i32> %240, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !140
  %242 = add i64 %235, -4, !dbg !140
  %243 = lshr exact i64 %242, 2, !dbg !140
  %244 = add nuw nsw i64 %243, 1, !dbg !140
  %245 = and i64 %244, 1, !dbg !140
  %246 = icmp eq i64 %242, 0, !dbg !140
  br i1 %246, label %284, label %247, !dbg !140

247:                                              ; preds = %234
  %248 = and i64 %244, 9223372036854775806, !dbg !140
  br label %249, !dbg !140

249:                                              ; preds = %249, %247
  %250 = phi i64 [ 0, %247 ], [ %281, %249 ]
  %251 = phi <2 x i64> [ %237, %247 ], [ %279, %249 ]
  %252 = phi <2 x i64> [ zeroinitializer, %247 ], [ %280, %249 ]
  %253 = phi i64 [ 0, %247 ], [ %282, %249 ]
  %254 = add i64 %250, %227
  %255 = getelementptr inbounds i32, i32* %23, i64 %254, !dbg !141
  %256 = bitcast i32* %255 to <2 x i32>*, !dbg !141
  %257 = load <2 x i32>, <2 x i32>* %256, align 4, !dbg !141, !tbaa !91
  %258 = getelementptr inbounds i32, i32* %255, i64 2, !dbg !141
  %259 = bitcast i32* %258 to <2 x i32>*, !dbg !141
  %260 = load <2 x i32>, <2 x i32>* %259, align 4, !dbg !141, !tbaa !91
  %261 = xor <2 x i32> %257, %239, !dbg !142
  %262 = xor <2 x i32> %260, %241, !dbg !142
  %263 = sext <2 x i32> %261 to <2 x i64>, !dbg !141
  %264 = sext <2 x i32> %262 to <2 x i64>, !dbg !141
  %265 = add <2 x i64> %251, %263, !dbg !143
  %266 = add <2 x i64> %252, %264, !dbg !143
  %267 = or i64 %250, 4
  %268 = add i64 %267, %227
  %269 = getelementptr inbounds i32, i32* %23, i64 %268, !dbg !141
  %270 = bitcast i32* %269 to <2 x i32>*, !dbg !141
  %271 = load <2 x i32>, <2 x i32>* %270, align 4, !dbg !141, !tbaa !91
  %272 = getelementptr inbounds i32, i32* %269, i64 2, !dbg !141
  %273 = bitcast i32* %272 to <2 x i32>*, !dbg !141
  %274 = load <2 x i32>, <2 x i32>* %273, align 4, !dbg !141, !tbaa !91
  %275 = xor <2 x i32> %271, %239, !dbg !142
  %276 = xor <2 x i32> %274, %241, !dbg !142
  %277 = sext <2 x i32> %275 to <2 x i64>, !dbg !141
  %278 = sext <2 x i32> %276 to <2 x i64>, !dbg !141
  %279 = add <2 x i64> %265, %277, !dbg !143
  %280 = add <2 x i64> %266, %278, !dbg !143
  %281 = add nuw i64 %250, 8
  %282 = add i64 %253, 2
  %283 = icmp eq i64 %282, %248
  br i1 %283, label %284, label %249, !llvm.loop !144

284:                                              ; preds = %249, %234
  %285 = phi <2 x i64> [ undef, %234 ], [ %279, %249 ]
  %286 = phi <2 x i64> [ undef, %234 ], [ %280, %249 ]
  %287 = phi i64 [ 0, %234 ], [ %281, %249 ]
  %288 = phi <2 x i64> [ %237, %234 ], [ %279, %249 ]
  %289 = phi <2 x i64> [ zeroinitializer, %234 ], [ %280, %249 ]
  %290 = icmp eq i64 %245, 0
  br i1 %290, label %305, label %291

291:                                              ; preds = %284
  %292 = add i64 %287, %227
  %293 = getelementptr inbounds i32, i32* %23, i64 %292, !dbg !141
  %294 = bitcast i32* %293 to <2 x i32>*, !dbg !141
  %295 = load <2 x i32>, <2 x i32>* %294, align 4, !dbg !141, !tbaa !91
  %296 = getelementptr inbounds i32, i32* %293, i64 2, !dbg !141
  %297 = bitcast i32* %296 to <2 x i32>*, !dbg !141
  %298 = load <2 x i32>, <2 x i32>* %297, align 4, !dbg !141, !tbaa !91
  %299 = xor <2 x i32> %295, %239, !dbg !142
  %300 = xor <2 x i32> %298, %241, !dbg !142
  %301 = sext <2 x i32> %299 to <2 x i64>, !dbg !141
  %302 = sext <2 x i32> %300 to <2 x i64>, !dbg !141
  %303 = add <2 x i64> %288, %301, !dbg !143
  %304 = add <2 x i64> %289, %302, !dbg !143
  br label %305, !dbg !140

305:                                              ; preds = %284, %291
  %306 = phi <2 x i64> [ %285, %284 ], [ %303, %291 ], !dbg !143
  %307 = phi <2 x i64> [ %286, %284 ], [ %304, %291 ], !dbg !143
  %308 = add <2 x i64> %307, %306, !dbg !140
  %309 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %308), !dbg !140
  %310 = icmp eq i64 %232, %235, !dbg !140
  br i1 %310, label %317, label %311, !dbg !140

311:                                              ; preds = %226, %305
  %312 = phi i64 [ %227, %226 ], [ %236, %305 ]
  %313 = phi i64 [ %221, %226 ], [ %309, %305 ]
  br label %321, !dbg !140

314:                                              ; preds = %317, %190
  %315 = phi i64 [ 0, %190 ], [ %318, %317 ], !dbg !147
  %316 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %315), !dbg !148
  ret i32 0, !dbg !149

317:                                              ; preds = %321, %305, %218
  %318 = phi i64 [ %221, %218 ], [ %309, %305 ], [ %328, %321 ], !dbg !45
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression()), !dbg !132
  %319 = add nuw nsw i64 %219, 1, !dbg !150
  call void @llvm.dbg.value(metadata i32 %224, metadata !40, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 %319, metadata !38, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 %318, metadata !37, metadata !DIExpression()), !dbg !45
  %320 = icmp eq i64 %319, %192, !dbg !133
  br i1 %320, label %314, label %218, !dbg !131, !llvm.loop !151

321:                                              ; preds = %311, %321
  %322 = phi i64 [ %329, %321 ], [ %312, %311 ]
  %323 = phi i64 [ %328, %321 ], [ %313, %311 ]
  call void @llvm.dbg.value(metadata i64 %322, metadata !41, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i64 %323, metadata !37, metadata !DIExpression()), !dbg !45
  %324 = getelementptr inbounds i32, i32* %23, i64 %322, !dbg !141
  %325 = load i32, i32* %324, align 4, !dbg !141, !tbaa !91
  %326 = xor i32 %325, %229, !dbg !142
  %327 = sext i32 %326 to i64, !dbg !141
  %328 = add nsw i64 %323, %327, !dbg !143
  call void @llvm.dbg.value(metadata i64 %328, metadata !37, metadata !DIExpression()), !dbg !45
  %329 = add nsw i64 %322, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %329, metadata !41, metadata !DIExpression()), !dbg !137
  %330 = icmp slt i64 %329, %228, !dbg !138
  br i1 %330, label %321, label %317, !dbg !140, !llvm.loop !154
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mem_bucket.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "efb6104d19400163238d8f6fb59b6ab2")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !17, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3, !5}
!19 = !{!20, !21, !22, !23, !24, !26, !27, !28, !29, !31, !33, !35, !37, !38, !40, !41}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 8, type: !3)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 8, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 10, type: !3)
!23 = !DILocalVariable(name: "nb", scope: !16, file: !1, line: 11, type: !3)
!24 = !DILocalVariable(name: "key", scope: !16, file: !1, line: 12, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!26 = !DILocalVariable(name: "out", scope: !16, file: !1, line: 13, type: !25)
!27 = !DILocalVariable(name: "cnt", scope: !16, file: !1, line: 14, type: !25)
!28 = !DILocalVariable(name: "pos", scope: !16, file: !1, line: 15, type: !25)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 16, type: !3)
!30 = distinct !DILexicalBlock(scope: !16, file: !1, line: 16, column: 3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 18, type: !3)
!32 = distinct !DILexicalBlock(scope: !16, file: !1, line: 18, column: 3)
!33 = !DILocalVariable(name: "b", scope: !34, file: !1, line: 21, type: !3)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 21, column: 3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 23, type: !3)
!36 = distinct !DILexicalBlock(scope: !16, file: !1, line: 23, column: 3)
!37 = !DILocalVariable(name: "check", scope: !16, file: !1, line: 25, type: !4)
!38 = !DILocalVariable(name: "b", scope: !39, file: !1, line: 26, type: !3)
!39 = distinct !DILexicalBlock(scope: !16, file: !1, line: 26, column: 3)
!40 = !DILocalVariable(name: "s", scope: !39, file: !1, line: 26, type: !3)
!41 = !DILocalVariable(name: "k", scope: !42, file: !1, line: 27, type: !3)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 27, column: 5)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 26, column: 39)
!44 = distinct !DILexicalBlock(scope: !39, file: !1, line: 26, column: 3)
!45 = !DILocation(line: 0, scope: !16)
!46 = !DILocation(line: 10, column: 16, scope: !16)
!47 = !DILocation(line: 10, column: 11, scope: !16)
!48 = !DILocation(line: 10, column: 27, scope: !16)
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocalVariable(name: "__nptr", arg: 1, scope: !54, file: !55, line: 362, type: !58)
!54 = distinct !DISubprogram(name: "atoi", scope: !55, file: !55, line: 362, type: !56, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!56 = !DISubroutineType(types: !57)
!57 = !{!3, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!60 = !{!53}
!61 = !DILocation(line: 0, scope: !54, inlinedAt: !62)
!62 = distinct !DILocation(line: 10, column: 22, scope: !16)
!63 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !62)
!65 = !DILocation(line: 11, column: 17, scope: !16)
!66 = !DILocation(line: 11, column: 12, scope: !16)
!67 = !DILocation(line: 11, column: 28, scope: !16)
!68 = !DILocation(line: 0, scope: !54, inlinedAt: !69)
!69 = distinct !DILocation(line: 11, column: 23, scope: !16)
!70 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !69)
!71 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !69)
!72 = !DILocation(line: 12, column: 21, scope: !16)
!73 = !DILocation(line: 12, column: 23, scope: !16)
!74 = !DILocation(line: 12, column: 14, scope: !16)
!75 = !DILocation(line: 13, column: 14, scope: !16)
!76 = !DILocation(line: 14, column: 24, scope: !16)
!77 = !DILocation(line: 14, column: 21, scope: !16)
!78 = !DILocation(line: 14, column: 14, scope: !16)
!79 = !DILocation(line: 15, column: 30, scope: !16)
!80 = !DILocation(line: 15, column: 14, scope: !16)
!81 = !DILocation(line: 0, scope: !30)
!82 = !DILocation(line: 16, column: 21, scope: !83)
!83 = distinct !DILexicalBlock(scope: !30, file: !1, line: 16, column: 3)
!84 = !DILocation(line: 16, column: 3, scope: !30)
!85 = !DILocation(line: 17, column: 29, scope: !83)
!86 = !DILocation(line: 17, column: 43, scope: !83)
!87 = !DILocation(line: 17, column: 49, scope: !83)
!88 = !DILocation(line: 17, column: 14, scope: !83)
!89 = !DILocation(line: 17, column: 5, scope: !83)
!90 = !DILocation(line: 17, column: 12, scope: !83)
!91 = !{!92, !92, i64 0}
!92 = !{!"int", !51, i64 0}
!93 = !DILocation(line: 18, column: 3, scope: !32)
!94 = !DILocation(line: 0, scope: !32)
!95 = !DILocation(line: 16, column: 27, scope: !83)
!96 = distinct !{!96, !84, !97, !98}
!97 = !DILocation(line: 17, column: 53, scope: !30)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 19, column: 9, scope: !100)
!100 = distinct !DILexicalBlock(scope: !32, file: !1, line: 18, column: 3)
!101 = !DILocation(line: 19, column: 5, scope: !100)
!102 = !DILocation(line: 19, column: 16, scope: !100)
!103 = !DILocation(line: 18, column: 27, scope: !100)
!104 = distinct !{!104, !105}
!105 = !{!"llvm.loop.unroll.disable"}
!106 = !DILocation(line: 20, column: 10, scope: !16)
!107 = !DILocation(line: 0, scope: !34)
!108 = !DILocation(line: 21, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !34, file: !1, line: 21, column: 3)
!110 = !DILocation(line: 21, column: 3, scope: !34)
!111 = distinct !{!111, !93, !112, !98}
!112 = !DILocation(line: 19, column: 16, scope: !32)
!113 = !DILocation(line: 22, column: 18, scope: !109)
!114 = !DILocation(line: 22, column: 27, scope: !109)
!115 = !DILocation(line: 22, column: 25, scope: !109)
!116 = !DILocation(line: 22, column: 11, scope: !109)
!117 = !DILocation(line: 22, column: 5, scope: !109)
!118 = !DILocation(line: 22, column: 16, scope: !109)
!119 = distinct !{!119, !105}
!120 = !DILocation(line: 0, scope: !36)
!121 = !DILocation(line: 23, column: 3, scope: !36)
!122 = !DILocation(line: 23, column: 21, scope: !123)
!123 = distinct !DILexicalBlock(scope: !36, file: !1, line: 23, column: 3)
!124 = distinct !{!124, !110, !125, !98}
!125 = !DILocation(line: 22, column: 32, scope: !34)
!126 = !DILocation(line: 24, column: 13, scope: !123)
!127 = !DILocation(line: 24, column: 9, scope: !123)
!128 = !DILocation(line: 24, column: 20, scope: !123)
!129 = !DILocation(line: 24, column: 5, scope: !123)
!130 = !DILocation(line: 24, column: 24, scope: !123)
!131 = !DILocation(line: 26, column: 3, scope: !39)
!132 = !DILocation(line: 0, scope: !39)
!133 = !DILocation(line: 26, column: 28, scope: !44)
!134 = !DILocation(line: 23, column: 27, scope: !123)
!135 = distinct !{!135, !121, !136, !98}
!136 = !DILocation(line: 24, column: 26, scope: !36)
!137 = !DILocation(line: 0, scope: !42)
!138 = !DILocation(line: 27, column: 23, scope: !139)
!139 = distinct !DILexicalBlock(scope: !42, file: !1, line: 27, column: 5)
!140 = !DILocation(line: 27, column: 5, scope: !42)
!141 = !DILocation(line: 28, column: 16, scope: !139)
!142 = !DILocation(line: 28, column: 23, scope: !139)
!143 = !DILocation(line: 28, column: 13, scope: !139)
!144 = distinct !{!144, !140, !145, !98, !146}
!145 = !DILocation(line: 28, column: 25, scope: !42)
!146 = !{!"llvm.loop.isvectorized", i32 1}
!147 = !DILocation(line: 25, column: 8, scope: !16)
!148 = !DILocation(line: 31, column: 3, scope: !16)
!149 = !DILocation(line: 33, column: 1, scope: !16)
!150 = !DILocation(line: 26, column: 35, scope: !44)
!151 = distinct !{!151, !131, !152, !98}
!152 = !DILocation(line: 30, column: 3, scope: !39)
!153 = !DILocation(line: 27, column: 38, scope: !139)
!154 = distinct !{!154, !140, !145, !98, !155, !146}
!155 = !{!"llvm.loop.unroll.runtime.disable"}
