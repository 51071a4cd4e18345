; ModuleID = 'search_loops.c'
source_filename = "search_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"abcd \00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"%ld %ld %ld %ld %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %9, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %6 = load i8*, i8** %5, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %6, metadata !41, metadata !DIExpression()) #7, !dbg !49
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !52
  br label %9, !dbg !35

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 5000, %2 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %10, metadata !22, metadata !DIExpression()), !dbg !33
  %11 = add nsw i32 %10, 1, !dbg !53
  %12 = sext i32 %11 to i64, !dbg !54
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !55
  call void @llvm.dbg.value(metadata i8* %13, metadata !23, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 11, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !56
  %14 = icmp sgt i32 %10, 0, !dbg !57
  br i1 %14, label %15, label %36, !dbg !59

15:                                               ; preds = %9
  %16 = zext i32 %10 to i64, !dbg !57
  %17 = and i64 %16, 1, !dbg !59
  %18 = icmp eq i32 %10, 1, !dbg !59
  br i1 %18, label %28, label %19, !dbg !59

19:                                               ; preds = %15
  %20 = and i64 %16, 4294967294, !dbg !59
  br label %150, !dbg !59

21:                                               ; preds = %150
  %22 = mul i32 %165, 1103515245, !dbg !59
  %23 = add i32 %22, 12345, !dbg !59
  %24 = lshr i32 %23, 16, !dbg !59
  %25 = trunc i32 %24 to i16, !dbg !59
  %26 = urem i16 %25, 5, !dbg !59
  %27 = zext i16 %26 to i64, !dbg !59
  br label %28, !dbg !59

28:                                               ; preds = %21, %15
  %29 = phi i64 [ 0, %15 ], [ %173, %21 ]
  %30 = phi i64 [ 4, %15 ], [ %27, %21 ]
  %31 = icmp eq i64 %17, 0, !dbg !59
  br i1 %31, label %36, label %32, !dbg !59

32:                                               ; preds = %28
  call void @llvm.dbg.value(metadata i32 undef, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %29, metadata !26, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i32 undef, metadata !24, metadata !DIExpression()), !dbg !33
  %33 = getelementptr inbounds [6 x i8], [6 x i8]* @.str, i64 0, i64 %30, !dbg !60
  %34 = load i8, i8* %33, align 1, !dbg !60, !tbaa !62
  %35 = getelementptr inbounds i8, i8* %13, i64 %29, !dbg !63
  store i8 %34, i8* %35, align 1, !dbg !64, !tbaa !62
  call void @llvm.dbg.value(metadata i64 %29, metadata !26, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !56
  br label %36, !dbg !65

36:                                               ; preds = %32, %28, %9
  %37 = sext i32 %10 to i64, !dbg !65
  %38 = getelementptr inbounds i8, i8* %13, i64 %37, !dbg !65
  store i8 0, i8* %38, align 1, !dbg !66, !tbaa !62
  call void @llvm.dbg.value(metadata i8* %13, metadata !67, metadata !DIExpression()) #7, !dbg !83
  %39 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %13) #8, !dbg !85
  call void @llvm.dbg.value(metadata i64 %39, metadata !73, metadata !DIExpression()) #7, !dbg !83
  call void @llvm.dbg.value(metadata i64 2, metadata !77, metadata !DIExpression()) #7, !dbg !83
  call void @llvm.dbg.value(metadata i64 0, metadata !78, metadata !DIExpression()) #7, !dbg !86
  %40 = icmp ult i64 %39, 2, !dbg !87
  br i1 %40, label %143, label %41, !dbg !88

41:                                               ; preds = %36, %51
  %42 = phi i64 [ %52, %51 ], [ 0, %36 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !78, metadata !DIExpression()) #7, !dbg !86
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression()) #7, !dbg !89
  %43 = getelementptr inbounds i8, i8* %13, i64 %42, !dbg !90
  %44 = load i8, i8* %43, align 1, !dbg !90, !tbaa !62
  %45 = icmp eq i8 %44, 100, !dbg !91
  br i1 %45, label %46, label %51, !dbg !92

46:                                               ; preds = %41
  call void @llvm.dbg.value(metadata i64 1, metadata !80, metadata !DIExpression()) #7, !dbg !89
  %47 = add i64 %42, 1, !dbg !93
  %48 = getelementptr inbounds i8, i8* %13, i64 %47, !dbg !90
  %49 = load i8, i8* %48, align 1, !dbg !90, !tbaa !62
  %50 = icmp eq i8 %49, 100, !dbg !91
  br i1 %50, label %55, label %51, !dbg !92

51:                                               ; preds = %41, %46
  %52 = add i64 %42, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %52, metadata !78, metadata !DIExpression()) #7, !dbg !86
  %53 = add i64 %42, 3, !dbg !95
  %54 = icmp ugt i64 %53, %39, !dbg !87
  br i1 %54, label %55, label %41, !dbg !88, !llvm.loop !96

55:                                               ; preds = %51, %46
  %56 = phi i64 [ %42, %46 ], [ -1, %51 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8* %13, metadata !67, metadata !DIExpression()) #7, !dbg !99
  call void @llvm.dbg.value(metadata i64 %39, metadata !73, metadata !DIExpression()) #7, !dbg !99
  call void @llvm.dbg.value(metadata i64 3, metadata !77, metadata !DIExpression()) #7, !dbg !99
  call void @llvm.dbg.value(metadata i64 0, metadata !78, metadata !DIExpression()) #7, !dbg !101
  %57 = icmp ult i64 %39, 3, !dbg !102
  br i1 %57, label %125, label %58, !dbg !103

58:                                               ; preds = %55, %73
  %59 = phi i64 [ %74, %73 ], [ 0, %55 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !78, metadata !DIExpression()) #7, !dbg !101
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression()) #7, !dbg !104
  %60 = getelementptr inbounds i8, i8* %13, i64 %59, !dbg !105
  %61 = load i8, i8* %60, align 1, !dbg !105, !tbaa !62
  %62 = icmp eq i8 %61, 97, !dbg !106
  br i1 %62, label %63, label %73, !dbg !107

63:                                               ; preds = %58
  call void @llvm.dbg.value(metadata i64 1, metadata !80, metadata !DIExpression()) #7, !dbg !104
  %64 = add i64 %59, 1, !dbg !108
  %65 = getelementptr inbounds i8, i8* %13, i64 %64, !dbg !105
  %66 = load i8, i8* %65, align 1, !dbg !105, !tbaa !62
  %67 = icmp eq i8 %66, 98, !dbg !106
  br i1 %67, label %68, label %73, !dbg !107

68:                                               ; preds = %63
  call void @llvm.dbg.value(metadata i64 2, metadata !80, metadata !DIExpression()) #7, !dbg !104
  %69 = add i64 %59, 2, !dbg !108
  %70 = getelementptr inbounds i8, i8* %13, i64 %69, !dbg !105
  %71 = load i8, i8* %70, align 1, !dbg !105, !tbaa !62
  %72 = icmp eq i8 %71, 99, !dbg !106
  br i1 %72, label %77, label %73, !dbg !107

73:                                               ; preds = %58, %63, %68
  %74 = add i64 %59, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %74, metadata !78, metadata !DIExpression()) #7, !dbg !101
  %75 = add i64 %59, 4, !dbg !110
  %76 = icmp ugt i64 %75, %39, !dbg !102
  br i1 %76, label %77, label %58, !dbg !103, !llvm.loop !111

77:                                               ; preds = %73, %68
  %78 = phi i64 [ %59, %68 ], [ -1, %73 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8* %13, metadata !67, metadata !DIExpression()) #7, !dbg !113
  call void @llvm.dbg.value(metadata i64 %39, metadata !73, metadata !DIExpression()) #7, !dbg !113
  call void @llvm.dbg.value(metadata i64 4, metadata !77, metadata !DIExpression()) #7, !dbg !113
  call void @llvm.dbg.value(metadata i64 0, metadata !78, metadata !DIExpression()) #7, !dbg !115
  %79 = icmp ult i64 %39, 4, !dbg !116
  br i1 %79, label %104, label %80, !dbg !117

80:                                               ; preds = %77, %100
  %81 = phi i64 [ %101, %100 ], [ 0, %77 ]
  call void @llvm.dbg.value(metadata i64 %81, metadata !78, metadata !DIExpression()) #7, !dbg !115
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression()) #7, !dbg !118
  %82 = getelementptr inbounds i8, i8* %13, i64 %81, !dbg !119
  %83 = load i8, i8* %82, align 1, !dbg !119, !tbaa !62
  %84 = icmp eq i8 %83, 100, !dbg !120
  br i1 %84, label %85, label %100, !dbg !121

85:                                               ; preds = %80
  call void @llvm.dbg.value(metadata i64 1, metadata !80, metadata !DIExpression()) #7, !dbg !118
  %86 = add i64 %81, 1, !dbg !122
  %87 = getelementptr inbounds i8, i8* %13, i64 %86, !dbg !119
  %88 = load i8, i8* %87, align 1, !dbg !119, !tbaa !62
  %89 = icmp eq i8 %88, 99, !dbg !120
  br i1 %89, label %90, label %100, !dbg !121

90:                                               ; preds = %85
  call void @llvm.dbg.value(metadata i64 2, metadata !80, metadata !DIExpression()) #7, !dbg !118
  %91 = add i64 %81, 2, !dbg !122
  %92 = getelementptr inbounds i8, i8* %13, i64 %91, !dbg !119
  %93 = load i8, i8* %92, align 1, !dbg !119, !tbaa !62
  %94 = icmp eq i8 %93, 98, !dbg !120
  br i1 %94, label %95, label %100, !dbg !121

95:                                               ; preds = %90
  call void @llvm.dbg.value(metadata i64 3, metadata !80, metadata !DIExpression()) #7, !dbg !118
  %96 = add i64 %81, 3, !dbg !122
  %97 = getelementptr inbounds i8, i8* %13, i64 %96, !dbg !119
  %98 = load i8, i8* %97, align 1, !dbg !119, !tbaa !62
  %99 = icmp eq i8 %98, 97, !dbg !120
  br i1 %99, label %104, label %100, !dbg !121

100:                                              ; preds = %80, %85, %90, %95
  %101 = add i64 %81, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %101, metadata !78, metadata !DIExpression()) #7, !dbg !115
  %102 = add i64 %81, 5, !dbg !124
  %103 = icmp ugt i64 %102, %39, !dbg !116
  br i1 %103, label %104, label %80, !dbg !117, !llvm.loop !125

104:                                              ; preds = %100, %95, %77
  %105 = phi i64 [ -1, %77 ], [ -1, %100 ], [ %81, %95 ]
  call void @llvm.dbg.value(metadata i64 %105, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8* %13, metadata !67, metadata !DIExpression()) #7, !dbg !127
  call void @llvm.dbg.value(metadata i64 %39, metadata !73, metadata !DIExpression()) #7, !dbg !127
  call void @llvm.dbg.value(metadata i64 3, metadata !77, metadata !DIExpression()) #7, !dbg !127
  call void @llvm.dbg.value(metadata i64 0, metadata !78, metadata !DIExpression()) #7, !dbg !129
  br i1 %57, label %125, label %106, !dbg !130

106:                                              ; preds = %104, %121
  %107 = phi i64 [ %122, %121 ], [ 0, %104 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !78, metadata !DIExpression()) #7, !dbg !129
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression()) #7, !dbg !131
  %108 = getelementptr inbounds i8, i8* %13, i64 %107, !dbg !132
  %109 = load i8, i8* %108, align 1, !dbg !132, !tbaa !62
  %110 = icmp eq i8 %109, 98, !dbg !133
  br i1 %110, label %111, label %121, !dbg !134

111:                                              ; preds = %106
  call void @llvm.dbg.value(metadata i64 1, metadata !80, metadata !DIExpression()) #7, !dbg !131
  %112 = add i64 %107, 1, !dbg !135
  %113 = getelementptr inbounds i8, i8* %13, i64 %112, !dbg !132
  %114 = load i8, i8* %113, align 1, !dbg !132, !tbaa !62
  %115 = icmp eq i8 %114, 97, !dbg !133
  br i1 %115, label %116, label %121, !dbg !134

116:                                              ; preds = %111
  call void @llvm.dbg.value(metadata i64 2, metadata !80, metadata !DIExpression()) #7, !dbg !131
  %117 = add i64 %107, 2, !dbg !135
  %118 = getelementptr inbounds i8, i8* %13, i64 %117, !dbg !132
  %119 = load i8, i8* %118, align 1, !dbg !132, !tbaa !62
  %120 = icmp eq i8 %119, 100, !dbg !133
  br i1 %120, label %125, label %121, !dbg !134

121:                                              ; preds = %106, %111, %116
  %122 = add i64 %107, 1, !dbg !136
  call void @llvm.dbg.value(metadata i64 %122, metadata !78, metadata !DIExpression()) #7, !dbg !129
  %123 = add i64 %107, 4, !dbg !137
  %124 = icmp ugt i64 %123, %39, !dbg !138
  br i1 %124, label %125, label %106, !dbg !130, !llvm.loop !139

125:                                              ; preds = %121, %116, %55, %104
  %126 = phi i64 [ %105, %104 ], [ -1, %55 ], [ %105, %116 ], [ %105, %121 ]
  %127 = phi i64 [ %78, %104 ], [ -1, %55 ], [ %78, %116 ], [ %78, %121 ]
  %128 = phi i64 [ -1, %104 ], [ -1, %55 ], [ -1, %121 ], [ %107, %116 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8* %13, metadata !67, metadata !DIExpression()) #7, !dbg !141
  call void @llvm.dbg.value(metadata i64 %39, metadata !73, metadata !DIExpression()) #7, !dbg !141
  call void @llvm.dbg.value(metadata i64 2, metadata !77, metadata !DIExpression()) #7, !dbg !141
  call void @llvm.dbg.value(metadata i64 0, metadata !78, metadata !DIExpression()) #7, !dbg !143
  br i1 %40, label %143, label %129, !dbg !144

129:                                              ; preds = %125, %139
  %130 = phi i64 [ %140, %139 ], [ 0, %125 ]
  call void @llvm.dbg.value(metadata i64 %130, metadata !78, metadata !DIExpression()) #7, !dbg !143
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression()) #7, !dbg !145
  %131 = getelementptr inbounds i8, i8* %13, i64 %130, !dbg !146
  %132 = load i8, i8* %131, align 1, !dbg !146, !tbaa !62
  %133 = icmp eq i8 %132, 122, !dbg !147
  br i1 %133, label %134, label %139, !dbg !148

134:                                              ; preds = %129
  call void @llvm.dbg.value(metadata i64 1, metadata !80, metadata !DIExpression()) #7, !dbg !145
  %135 = add i64 %130, 1, !dbg !149
  %136 = getelementptr inbounds i8, i8* %13, i64 %135, !dbg !146
  %137 = load i8, i8* %136, align 1, !dbg !146, !tbaa !62
  %138 = icmp eq i8 %137, 122, !dbg !147
  br i1 %138, label %143, label %139, !dbg !148

139:                                              ; preds = %129, %134
  %140 = add i64 %130, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %140, metadata !78, metadata !DIExpression()) #7, !dbg !143
  %141 = add i64 %130, 3, !dbg !151
  %142 = icmp ugt i64 %141, %39, !dbg !152
  br i1 %142, label %143, label %129, !dbg !144, !llvm.loop !153

143:                                              ; preds = %139, %134, %36, %125
  %144 = phi i64 [ %128, %125 ], [ -1, %36 ], [ %128, %134 ], [ %128, %139 ]
  %145 = phi i64 [ %127, %125 ], [ -1, %36 ], [ %127, %134 ], [ %127, %139 ]
  %146 = phi i64 [ %56, %125 ], [ -1, %36 ], [ %56, %134 ], [ %56, %139 ]
  %147 = phi i64 [ %126, %125 ], [ -1, %36 ], [ %126, %134 ], [ %126, %139 ]
  %148 = phi i64 [ -1, %125 ], [ -1, %36 ], [ -1, %139 ], [ %130, %134 ]
  call void @llvm.dbg.value(metadata i64 %148, metadata !32, metadata !DIExpression()), !dbg !33
  %149 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef %146, i64 noundef %145, i64 noundef %147, i64 noundef %144, i64 noundef %148), !dbg !155
  tail call void @free(i8* noundef nonnull %13) #7, !dbg !156
  ret i32 0, !dbg !157

150:                                              ; preds = %150, %19
  %151 = phi i64 [ 0, %19 ], [ %173, %150 ]
  %152 = phi i32 [ 11, %19 ], [ %165, %150 ]
  %153 = phi i64 [ 0, %19 ], [ %174, %150 ]
  call void @llvm.dbg.value(metadata i32 %152, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %151, metadata !26, metadata !DIExpression()), !dbg !56
  %154 = mul i32 %152, 1103515245, !dbg !158
  %155 = add i32 %154, 12345, !dbg !159
  call void @llvm.dbg.value(metadata i32 %155, metadata !24, metadata !DIExpression()), !dbg !33
  %156 = lshr i32 %155, 16, !dbg !160
  %157 = trunc i32 %156 to i16, !dbg !161
  %158 = urem i16 %157, 5, !dbg !161
  %159 = zext i16 %158 to i64, !dbg !60
  %160 = getelementptr inbounds [6 x i8], [6 x i8]* @.str, i64 0, i64 %159, !dbg !60
  %161 = load i8, i8* %160, align 1, !dbg !60, !tbaa !62
  %162 = getelementptr inbounds i8, i8* %13, i64 %151, !dbg !63
  store i8 %161, i8* %162, align 1, !dbg !64, !tbaa !62
  %163 = or i64 %151, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %163, metadata !26, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i32 %155, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %163, metadata !26, metadata !DIExpression()), !dbg !56
  %164 = mul i32 %155, 1103515245, !dbg !158
  %165 = add i32 %164, 12345, !dbg !159
  call void @llvm.dbg.value(metadata i32 %165, metadata !24, metadata !DIExpression()), !dbg !33
  %166 = lshr i32 %165, 16, !dbg !160
  %167 = trunc i32 %166 to i16, !dbg !161
  %168 = urem i16 %167, 5, !dbg !161
  %169 = zext i16 %168 to i64, !dbg !60
  %170 = getelementptr inbounds [6 x i8], [6 x i8]* @.str, i64 0, i64 %169, !dbg !60
  %171 = load i8, i8* %170, align 1, !dbg !60, !tbaa !62
  %172 = getelementptr inbounds i8, i8* %13, i64 %163, !dbg !63
  store i8 %171, i8* %172, align 1, !dbg !64, !tbaa !62
  %173 = add nuw nsw i64 %151, 2, !dbg !162
  call void @llvm.dbg.value(metadata i64 %173, metadata !26, metadata !DIExpression()), !dbg !56
  %174 = add i64 %153, 2, !dbg !59
  %175 = icmp eq i64 %174, %20, !dbg !59
  br i1 %175, label %21, label %150, !dbg !59, !llvm.loop !163
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "search_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "376b06af6aee589ff948c22461f9f241")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !17, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3, !4}
!19 = !{!20, !21, !22, !23, !24, !26, !28, !29, !30, !31, !32}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 22, type: !3)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 22, type: !4)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 24, type: !3)
!23 = !DILocalVariable(name: "text", scope: !16, file: !1, line: 25, type: !5)
!24 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 26, type: !25)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 27, type: !3)
!27 = distinct !DILexicalBlock(scope: !16, file: !1, line: 27, column: 3)
!28 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 32, type: !8)
!29 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 33, type: !8)
!30 = !DILocalVariable(name: "c", scope: !16, file: !1, line: 34, type: !8)
!31 = !DILocalVariable(name: "d", scope: !16, file: !1, line: 35, type: !8)
!32 = !DILocalVariable(name: "e", scope: !16, file: !1, line: 36, type: !8)
!33 = !DILocation(line: 0, scope: !16)
!34 = !DILocation(line: 24, column: 16, scope: !16)
!35 = !DILocation(line: 24, column: 11, scope: !16)
!36 = !DILocation(line: 24, column: 27, scope: !16)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !46)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!3, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!48 = !{!41}
!49 = !DILocation(line: 0, scope: !42, inlinedAt: !50)
!50 = distinct !DILocation(line: 24, column: 22, scope: !16)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 25, column: 25, scope: !16)
!54 = !DILocation(line: 25, column: 23, scope: !16)
!55 = !DILocation(line: 25, column: 16, scope: !16)
!56 = !DILocation(line: 0, scope: !27)
!57 = !DILocation(line: 27, column: 21, scope: !58)
!58 = distinct !DILexicalBlock(scope: !27, file: !1, line: 27, column: 3)
!59 = !DILocation(line: 27, column: 3, scope: !27)
!60 = !DILocation(line: 29, column: 15, scope: !61)
!61 = distinct !DILexicalBlock(scope: !58, file: !1, line: 27, column: 31)
!62 = !{!39, !39, i64 0}
!63 = !DILocation(line: 29, column: 5, scope: !61)
!64 = !DILocation(line: 29, column: 13, scope: !61)
!65 = !DILocation(line: 31, column: 3, scope: !16)
!66 = !DILocation(line: 31, column: 11, scope: !16)
!67 = !DILocalVariable(name: "text", arg: 1, scope: !68, file: !1, line: 9, type: !46)
!68 = distinct !DISubprogram(name: "find", scope: !1, file: !1, line: 9, type: !69, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!8, !46, !46}
!71 = !{!67, !72, !73, !77, !78, !80}
!72 = !DILocalVariable(name: "pat", arg: 2, scope: !68, file: !1, line: 9, type: !46)
!73 = !DILocalVariable(name: "n", scope: !68, file: !1, line: 11, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !75, line: 46, baseType: !76)
!75 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!76 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DILocalVariable(name: "m", scope: !68, file: !1, line: 11, type: !74)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 12, type: !74)
!79 = distinct !DILexicalBlock(scope: !68, file: !1, line: 12, column: 3)
!80 = !DILocalVariable(name: "j", scope: !81, file: !1, line: 13, type: !74)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 12, column: 39)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 12, column: 3)
!83 = !DILocation(line: 0, scope: !68, inlinedAt: !84)
!84 = distinct !DILocation(line: 32, column: 12, scope: !16)
!85 = !DILocation(line: 11, column: 14, scope: !68, inlinedAt: !84)
!86 = !DILocation(line: 0, scope: !79, inlinedAt: !84)
!87 = !DILocation(line: 12, column: 28, scope: !82, inlinedAt: !84)
!88 = !DILocation(line: 12, column: 3, scope: !79, inlinedAt: !84)
!89 = !DILocation(line: 0, scope: !81, inlinedAt: !84)
!90 = !DILocation(line: 14, column: 21, scope: !81, inlinedAt: !84)
!91 = !DILocation(line: 14, column: 33, scope: !81, inlinedAt: !84)
!92 = !DILocation(line: 14, column: 5, scope: !81, inlinedAt: !84)
!93 = !DILocation(line: 14, column: 28, scope: !81, inlinedAt: !84)
!94 = !DILocation(line: 12, column: 35, scope: !82, inlinedAt: !84)
!95 = !DILocation(line: 12, column: 24, scope: !82, inlinedAt: !84)
!96 = distinct !{!96, !88, !97, !98}
!97 = !DILocation(line: 18, column: 3, scope: !79, inlinedAt: !84)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 0, scope: !68, inlinedAt: !100)
!100 = distinct !DILocation(line: 33, column: 12, scope: !16)
!101 = !DILocation(line: 0, scope: !79, inlinedAt: !100)
!102 = !DILocation(line: 12, column: 28, scope: !82, inlinedAt: !100)
!103 = !DILocation(line: 12, column: 3, scope: !79, inlinedAt: !100)
!104 = !DILocation(line: 0, scope: !81, inlinedAt: !100)
!105 = !DILocation(line: 14, column: 21, scope: !81, inlinedAt: !100)
!106 = !DILocation(line: 14, column: 33, scope: !81, inlinedAt: !100)
!107 = !DILocation(line: 14, column: 5, scope: !81, inlinedAt: !100)
!108 = !DILocation(line: 14, column: 28, scope: !81, inlinedAt: !100)
!109 = !DILocation(line: 12, column: 35, scope: !82, inlinedAt: !100)
!110 = !DILocation(line: 12, column: 24, scope: !82, inlinedAt: !100)
!111 = distinct !{!111, !103, !112, !98}
!112 = !DILocation(line: 18, column: 3, scope: !79, inlinedAt: !100)
!113 = !DILocation(line: 0, scope: !68, inlinedAt: !114)
!114 = distinct !DILocation(line: 34, column: 12, scope: !16)
!115 = !DILocation(line: 0, scope: !79, inlinedAt: !114)
!116 = !DILocation(line: 12, column: 28, scope: !82, inlinedAt: !114)
!117 = !DILocation(line: 12, column: 3, scope: !79, inlinedAt: !114)
!118 = !DILocation(line: 0, scope: !81, inlinedAt: !114)
!119 = !DILocation(line: 14, column: 21, scope: !81, inlinedAt: !114)
!120 = !DILocation(line: 14, column: 33, scope: !81, inlinedAt: !114)
!121 = !DILocation(line: 14, column: 5, scope: !81, inlinedAt: !114)
!122 = !DILocation(line: 14, column: 28, scope: !81, inlinedAt: !114)
!123 = !DILocation(line: 12, column: 35, scope: !82, inlinedAt: !114)
!124 = !DILocation(line: 12, column: 24, scope: !82, inlinedAt: !114)
!125 = distinct !{!125, !117, !126, !98}
!126 = !DILocation(line: 18, column: 3, scope: !79, inlinedAt: !114)
!127 = !DILocation(line: 0, scope: !68, inlinedAt: !128)
!128 = distinct !DILocation(line: 35, column: 12, scope: !16)
!129 = !DILocation(line: 0, scope: !79, inlinedAt: !128)
!130 = !DILocation(line: 12, column: 3, scope: !79, inlinedAt: !128)
!131 = !DILocation(line: 0, scope: !81, inlinedAt: !128)
!132 = !DILocation(line: 14, column: 21, scope: !81, inlinedAt: !128)
!133 = !DILocation(line: 14, column: 33, scope: !81, inlinedAt: !128)
!134 = !DILocation(line: 14, column: 5, scope: !81, inlinedAt: !128)
!135 = !DILocation(line: 14, column: 28, scope: !81, inlinedAt: !128)
!136 = !DILocation(line: 12, column: 35, scope: !82, inlinedAt: !128)
!137 = !DILocation(line: 12, column: 24, scope: !82, inlinedAt: !128)
!138 = !DILocation(line: 12, column: 28, scope: !82, inlinedAt: !128)
!139 = distinct !{!139, !130, !140, !98}
!140 = !DILocation(line: 18, column: 3, scope: !79, inlinedAt: !128)
!141 = !DILocation(line: 0, scope: !68, inlinedAt: !142)
!142 = distinct !DILocation(line: 36, column: 12, scope: !16)
!143 = !DILocation(line: 0, scope: !79, inlinedAt: !142)
!144 = !DILocation(line: 12, column: 3, scope: !79, inlinedAt: !142)
!145 = !DILocation(line: 0, scope: !81, inlinedAt: !142)
!146 = !DILocation(line: 14, column: 21, scope: !81, inlinedAt: !142)
!147 = !DILocation(line: 14, column: 33, scope: !81, inlinedAt: !142)
!148 = !DILocation(line: 14, column: 5, scope: !81, inlinedAt: !142)
!149 = !DILocation(line: 14, column: 28, scope: !81, inlinedAt: !142)
!150 = !DILocation(line: 12, column: 35, scope: !82, inlinedAt: !142)
!151 = !DILocation(line: 12, column: 24, scope: !82, inlinedAt: !142)
!152 = !DILocation(line: 12, column: 28, scope: !82, inlinedAt: !142)
!153 = distinct !{!153, !144, !154, !98}
!154 = !DILocation(line: 18, column: 3, scope: !79, inlinedAt: !142)
!155 = !DILocation(line: 37, column: 3, scope: !16)
!156 = !DILocation(line: 38, column: 3, scope: !16)
!157 = !DILocation(line: 39, column: 3, scope: !16)
!158 = !DILocation(line: 28, column: 11, scope: !61)
!159 = !DILocation(line: 28, column: 25, scope: !61)
!160 = !DILocation(line: 29, column: 26, scope: !61)
!161 = !DILocation(line: 29, column: 33, scope: !61)
!162 = !DILocation(line: 27, column: 27, scope: !58)
!163 = distinct !{!163, !59, !164, !98}
!164 = !DILocation(line: 30, column: 3, scope: !27)
