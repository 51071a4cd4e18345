; ModuleID = 'char_classes.c'
source_filename = "char_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pieces = internal constant [51 x i8] c"x1 = 42 + foo_bar*(7-y2); /* Hello, World! */\09end\0A\00", align 16, !dbg !0
@.str = private unnamed_addr constant [56 x i8] c"%d words %d numbers (%ld) %d spaces %d puncts %d upper\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !39 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !45, metadata !DIExpression()), !dbg !46
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata i32* %6, metadata !49, metadata !DIExpression()), !dbg !50
  %20 = load i32, i32* %4, align 4, !dbg !51
  %21 = icmp sgt i32 %20, 1, !dbg !52
  br i1 %21, label %22, label %27, !dbg !51

22:                                               ; preds = %2
  %23 = load i8**, i8*** %5, align 8, !dbg !53
  %24 = getelementptr inbounds i8*, i8** %23, i64 1, !dbg !53
  %25 = load i8*, i8** %24, align 8, !dbg !53
  %26 = call i32 @atoi(i8* noundef %25) #6, !dbg !54
  br label %28, !dbg !51

27:                                               ; preds = %2
  br label %28, !dbg !51

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 20000, %27 ], !dbg !51
  store i32 %29, i32* %6, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata i8** %7, metadata !55, metadata !DIExpression()), !dbg !56
  %30 = load i32, i32* %6, align 4, !dbg !57
  %31 = add nsw i32 %30, 1, !dbg !58
  %32 = sext i32 %31 to i64, !dbg !57
  %33 = call noalias i8* @malloc(i64 noundef %32) #7, !dbg !59
  store i8* %33, i8** %7, align 8, !dbg !56
  call void @llvm.dbg.declare(metadata i32* %8, metadata !60, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %8, align 4, !dbg !62
  br label %34, !dbg !63

34:                                               ; preds = %52, %28
  %35 = load i32, i32* %8, align 4, !dbg !64
  %36 = load i32, i32* %6, align 4, !dbg !66
  %37 = icmp slt i32 %35, %36, !dbg !67
  br i1 %37, label %38, label %55, !dbg !68

38:                                               ; preds = %34
  %39 = load i32, i32* %8, align 4, !dbg !69
  %40 = mul nsw i32 %39, 7, !dbg !70
  %41 = load i32, i32* %8, align 4, !dbg !71
  %42 = sdiv i32 %41, 13, !dbg !72
  %43 = add nsw i32 %40, %42, !dbg !73
  %44 = srem i32 %43, 50, !dbg !74
  %45 = sext i32 %44 to i64, !dbg !75
  %46 = getelementptr inbounds [51 x i8], [51 x i8]* @pieces, i64 0, i64 %45, !dbg !75
  %47 = load i8, i8* %46, align 1, !dbg !75
  %48 = load i8*, i8** %7, align 8, !dbg !76
  %49 = load i32, i32* %8, align 4, !dbg !77
  %50 = sext i32 %49 to i64, !dbg !76
  %51 = getelementptr inbounds i8, i8* %48, i64 %50, !dbg !76
  store i8 %47, i8* %51, align 1, !dbg !78
  br label %52, !dbg !76

52:                                               ; preds = %38
  %53 = load i32, i32* %8, align 4, !dbg !79
  %54 = add nsw i32 %53, 1, !dbg !79
  store i32 %54, i32* %8, align 4, !dbg !79
  br label %34, !dbg !80, !llvm.loop !81

55:                                               ; preds = %34
  %56 = load i8*, i8** %7, align 8, !dbg !84
  %57 = load i32, i32* %6, align 4, !dbg !85
  %58 = sext i32 %57 to i64, !dbg !84
  %59 = getelementptr inbounds i8, i8* %56, i64 %58, !dbg !84
  store i8 0, i8* %59, align 1, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %9, metadata !87, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %9, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %10, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %10, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %11, metadata !91, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %11, align 4, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %12, metadata !93, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %12, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %13, metadata !95, metadata !DIExpression()), !dbg !96
  store i32 0, i32* %13, align 4, !dbg !96
  call void @llvm.dbg.declare(metadata i64* %14, metadata !97, metadata !DIExpression()), !dbg !99
  store i64 0, i64* %14, align 8, !dbg !99
  call void @llvm.dbg.declare(metadata i32* %15, metadata !100, metadata !DIExpression()), !dbg !102
  store i32 0, i32* %15, align 4, !dbg !102
  br label %60, !dbg !103

60:                                               ; preds = %221, %55
  %61 = load i32, i32* %15, align 4, !dbg !104
  %62 = load i32, i32* %6, align 4, !dbg !106
  %63 = icmp slt i32 %61, %62, !dbg !107
  br i1 %63, label %64, label %222, !dbg !108

64:                                               ; preds = %60
  call void @llvm.dbg.declare(metadata i8* %16, metadata !109, metadata !DIExpression()), !dbg !111
  %65 = load i8*, i8** %7, align 8, !dbg !112
  %66 = load i32, i32* %15, align 4, !dbg !113
  %67 = sext i32 %66 to i64, !dbg !112
  %68 = getelementptr inbounds i8, i8* %65, i64 %67, !dbg !112
  %69 = load i8, i8* %68, align 1, !dbg !112
  store i8 %69, i8* %16, align 1, !dbg !111
  %70 = call i16** @__ctype_b_loc() #8, !dbg !114
  %71 = load i16*, i16** %70, align 8, !dbg !114
  %72 = load i8, i8* %16, align 1, !dbg !114
  %73 = zext i8 %72 to i32, !dbg !114
  %74 = sext i32 %73 to i64, !dbg !114
  %75 = getelementptr inbounds i16, i16* %71, i64 %74, !dbg !114
  %76 = load i16, i16* %75, align 2, !dbg !114
  %77 = zext i16 %76 to i32, !dbg !114
  %78 = and i32 %77, 1024, !dbg !114
  %79 = icmp ne i32 %78, 0, !dbg !114
  br i1 %79, label %84, label %80, !dbg !116

80:                                               ; preds = %64
  %81 = load i8, i8* %16, align 1, !dbg !117
  %82 = zext i8 %81 to i32, !dbg !117
  %83 = icmp eq i32 %82, 95, !dbg !118
  br i1 %83, label %84, label %136, !dbg !119

84:                                               ; preds = %80, %64
  call void @llvm.dbg.declare(metadata i32* %17, metadata !120, metadata !DIExpression()), !dbg !122
  %85 = load i32, i32* %15, align 4, !dbg !123
  store i32 %85, i32* %17, align 4, !dbg !122
  br label %86, !dbg !124

86:                                               ; preds = %117, %84
  %87 = load i32, i32* %17, align 4, !dbg !125
  %88 = load i32, i32* %6, align 4, !dbg !126
  %89 = icmp slt i32 %87, %88, !dbg !127
  br i1 %89, label %90, label %115, !dbg !128

90:                                               ; preds = %86
  %91 = call i16** @__ctype_b_loc() #8, !dbg !129
  %92 = load i16*, i16** %91, align 8, !dbg !129
  %93 = load i8*, i8** %7, align 8, !dbg !129
  %94 = load i32, i32* %17, align 4, !dbg !129
  %95 = sext i32 %94 to i64, !dbg !129
  %96 = getelementptr inbounds i8, i8* %93, i64 %95, !dbg !129
  %97 = load i8, i8* %96, align 1, !dbg !129
  %98 = zext i8 %97 to i32, !dbg !129
  %99 = sext i32 %98 to i64, !dbg !129
  %100 = getelementptr inbounds i16, i16* %92, i64 %99, !dbg !129
  %101 = load i16, i16* %100, align 2, !dbg !129
  %102 = zext i16 %101 to i32, !dbg !129
  %103 = and i32 %102, 8, !dbg !129
  %104 = icmp ne i32 %103, 0, !dbg !129
  br i1 %104, label %113, label %105, !dbg !130

105:                                              ; preds = %90
  %106 = load i8*, i8** %7, align 8, !dbg !131
  %107 = load i32, i32* %17, align 4, !dbg !132
  %108 = sext i32 %107 to i64, !dbg !131
  %109 = getelementptr inbounds i8, i8* %106, i64 %108, !dbg !131
  %110 = load i8, i8* %109, align 1, !dbg !131
  %111 = sext i8 %110 to i32, !dbg !131
  %112 = icmp eq i32 %111, 95, !dbg !133
  br label %113, !dbg !130

113:                                              ; preds = %105, %90
  %114 = phi i1 [ true, %90 ], [ %112, %105 ]
  br label %115

115:                                              ; preds = %113, %86
  %116 = phi i1 [ false, %86 ], [ %114, %113 ], !dbg !134
  br i1 %116, label %117, label %132, !dbg !124

117:                                              ; preds = %115
  %118 = load i8*, i8** %7, align 8, !dbg !135
  %119 = load i32, i32* %17, align 4, !dbg !137
  %120 = sext i32 %119 to i64, !dbg !135
  %121 = getelementptr inbounds i8, i8* %118, i64 %120, !dbg !135
  %122 = load i8, i8* %121, align 1, !dbg !135
  %123 = zext i8 %122 to i32, !dbg !138
  %124 = call i32 @toupper(i32 noundef %123) #6, !dbg !139
  %125 = trunc i32 %124 to i8, !dbg !140
  %126 = load i8*, i8** %7, align 8, !dbg !141
  %127 = load i32, i32* %17, align 4, !dbg !142
  %128 = sext i32 %127 to i64, !dbg !141
  %129 = getelementptr inbounds i8, i8* %126, i64 %128, !dbg !141
  store i8 %125, i8* %129, align 1, !dbg !143
  %130 = load i32, i32* %17, align 4, !dbg !144
  %131 = add nsw i32 %130, 1, !dbg !144
  store i32 %131, i32* %17, align 4, !dbg !144
  br label %86, !dbg !124, !llvm.loop !145

132:                                              ; preds = %115
  %133 = load i32, i32* %9, align 4, !dbg !147
  %134 = add nsw i32 %133, 1, !dbg !147
  store i32 %134, i32* %9, align 4, !dbg !147
  %135 = load i32, i32* %17, align 4, !dbg !148
  store i32 %135, i32* %15, align 4, !dbg !149
  br label %221, !dbg !150

136:                                              ; preds = %80
  %137 = call i16** @__ctype_b_loc() #8, !dbg !151
  %138 = load i16*, i16** %137, align 8, !dbg !151
  %139 = load i8, i8* %16, align 1, !dbg !151
  %140 = zext i8 %139 to i32, !dbg !151
  %141 = sext i32 %140 to i64, !dbg !151
  %142 = getelementptr inbounds i16, i16* %138, i64 %141, !dbg !151
  %143 = load i16, i16* %142, align 2, !dbg !151
  %144 = zext i16 %143 to i32, !dbg !151
  %145 = and i32 %144, 2048, !dbg !151
  %146 = icmp ne i32 %145, 0, !dbg !151
  br i1 %146, label %147, label %188, !dbg !153

147:                                              ; preds = %136
  call void @llvm.dbg.declare(metadata i64* %18, metadata !154, metadata !DIExpression()), !dbg !156
  store i64 0, i64* %18, align 8, !dbg !156
  br label %148, !dbg !157

148:                                              ; preds = %169, %147
  %149 = load i32, i32* %15, align 4, !dbg !158
  %150 = load i32, i32* %6, align 4, !dbg !159
  %151 = icmp slt i32 %149, %150, !dbg !160
  br i1 %151, label %152, label %167, !dbg !161

152:                                              ; preds = %148
  %153 = call i16** @__ctype_b_loc() #8, !dbg !162
  %154 = load i16*, i16** %153, align 8, !dbg !162
  %155 = load i8*, i8** %7, align 8, !dbg !162
  %156 = load i32, i32* %15, align 4, !dbg !162
  %157 = sext i32 %156 to i64, !dbg !162
  %158 = getelementptr inbounds i8, i8* %155, i64 %157, !dbg !162
  %159 = load i8, i8* %158, align 1, !dbg !162
  %160 = zext i8 %159 to i32, !dbg !162
  %161 = sext i32 %160 to i64, !dbg !162
  %162 = getelementptr inbounds i16, i16* %154, i64 %161, !dbg !162
  %163 = load i16, i16* %162, align 2, !dbg !162
  %164 = zext i16 %163 to i32, !dbg !162
  %165 = and i32 %164, 2048, !dbg !162
  %166 = icmp ne i32 %165, 0, !dbg !161
  br label %167

167:                                              ; preds = %152, %148
  %168 = phi i1 [ false, %148 ], [ %166, %152 ], !dbg !163
  br i1 %168, label %169, label %182, !dbg !157

169:                                              ; preds = %167
  %170 = load i64, i64* %18, align 8, !dbg !164
  %171 = mul nsw i64 %170, 10, !dbg !165
  %172 = load i8*, i8** %7, align 8, !dbg !166
  %173 = load i32, i32* %15, align 4, !dbg !167
  %174 = add nsw i32 %173, 1, !dbg !167
  store i32 %174, i32* %15, align 4, !dbg !167
  %175 = sext i32 %173 to i64, !dbg !166
  %176 = getelementptr inbounds i8, i8* %172, i64 %175, !dbg !166
  %177 = load i8, i8* %176, align 1, !dbg !166
  %178 = sext i8 %177 to i32, !dbg !166
  %179 = sub nsw i32 %178, 48, !dbg !168
  %180 = sext i32 %179 to i64, !dbg !169
  %181 = add nsw i64 %171, %180, !dbg !170
  store i64 %181, i64* %18, align 8, !dbg !171
  br label %148, !dbg !157, !llvm.loop !172

182:                                              ; preds = %167
  %183 = load i64, i64* %18, align 8, !dbg !174
  %184 = load i64, i64* %14, align 8, !dbg !175
  %185 = add nsw i64 %184, %183, !dbg !175
  store i64 %185, i64* %14, align 8, !dbg !175
  %186 = load i32, i32* %10, align 4, !dbg !176
  %187 = add nsw i32 %186, 1, !dbg !176
  store i32 %187, i32* %10, align 4, !dbg !176
  br label %220, !dbg !177

188:                                              ; preds = %136
  %189 = call i16** @__ctype_b_loc() #8, !dbg !178
  %190 = load i16*, i16** %189, align 8, !dbg !178
  %191 = load i8, i8* %16, align 1, !dbg !178
  %192 = zext i8 %191 to i32, !dbg !178
  %193 = sext i32 %192 to i64, !dbg !178
  %194 = getelementptr inbounds i16, i16* %190, i64 %193, !dbg !178
  %195 = load i16, i16* %194, align 2, !dbg !178
  %196 = zext i16 %195 to i32, !dbg !178
  %197 = and i32 %196, 8192, !dbg !178
  %198 = icmp ne i32 %197, 0, !dbg !178
  br i1 %198, label %199, label %202, !dbg !181

199:                                              ; preds = %188
  %200 = load i32, i32* %11, align 4, !dbg !182
  %201 = add nsw i32 %200, 1, !dbg !182
  store i32 %201, i32* %11, align 4, !dbg !182
  br label %217, !dbg !183

202:                                              ; preds = %188
  %203 = call i16** @__ctype_b_loc() #8, !dbg !184
  %204 = load i16*, i16** %203, align 8, !dbg !184
  %205 = load i8, i8* %16, align 1, !dbg !184
  %206 = zext i8 %205 to i32, !dbg !184
  %207 = sext i32 %206 to i64, !dbg !184
  %208 = getelementptr inbounds i16, i16* %204, i64 %207, !dbg !184
  %209 = load i16, i16* %208, align 2, !dbg !184
  %210 = zext i16 %209 to i32, !dbg !184
  %211 = and i32 %210, 4, !dbg !184
  %212 = icmp ne i32 %211, 0, !dbg !184
  br i1 %212, label %213, label %216, !dbg !186

213:                                              ; preds = %202
  %214 = load i32, i32* %12, align 4, !dbg !187
  %215 = add nsw i32 %214, 1, !dbg !187
  store i32 %215, i32* %12, align 4, !dbg !187
  br label %216, !dbg !188

216:                                              ; preds = %213, %202
  br label %217

217:                                              ; preds = %216, %199
  %218 = load i32, i32* %15, align 4, !dbg !189
  %219 = add nsw i32 %218, 1, !dbg !189
  store i32 %219, i32* %15, align 4, !dbg !189
  br label %220

220:                                              ; preds = %217, %182
  br label %221

221:                                              ; preds = %220, %132
  br label %60, !dbg !190, !llvm.loop !191

222:                                              ; preds = %60
  call void @llvm.dbg.declare(metadata i32* %19, metadata !193, metadata !DIExpression()), !dbg !195
  store i32 0, i32* %19, align 4, !dbg !195
  br label %223, !dbg !196

223:                                              ; preds = %246, %222
  %224 = load i32, i32* %19, align 4, !dbg !197
  %225 = load i32, i32* %6, align 4, !dbg !199
  %226 = icmp slt i32 %224, %225, !dbg !200
  br i1 %226, label %227, label %249, !dbg !201

227:                                              ; preds = %223
  %228 = call i16** @__ctype_b_loc() #8, !dbg !202
  %229 = load i16*, i16** %228, align 8, !dbg !202
  %230 = load i8*, i8** %7, align 8, !dbg !202
  %231 = load i32, i32* %19, align 4, !dbg !202
  %232 = sext i32 %231 to i64, !dbg !202
  %233 = getelementptr inbounds i8, i8* %230, i64 %232, !dbg !202
  %234 = load i8, i8* %233, align 1, !dbg !202
  %235 = zext i8 %234 to i32, !dbg !202
  %236 = sext i32 %235 to i64, !dbg !202
  %237 = getelementptr inbounds i16, i16* %229, i64 %236, !dbg !202
  %238 = load i16, i16* %237, align 2, !dbg !202
  %239 = zext i16 %238 to i32, !dbg !202
  %240 = and i32 %239, 256, !dbg !202
  %241 = icmp ne i32 %240, 0, !dbg !202
  br i1 %241, label %242, label %245, !dbg !204

242:                                              ; preds = %227
  %243 = load i32, i32* %13, align 4, !dbg !205
  %244 = add nsw i32 %243, 1, !dbg !205
  store i32 %244, i32* %13, align 4, !dbg !205
  br label %245, !dbg !206

245:                                              ; preds = %242, %227
  br label %246, !dbg !202

246:                                              ; preds = %245
  %247 = load i32, i32* %19, align 4, !dbg !207
  %248 = add nsw i32 %247, 1, !dbg !207
  store i32 %248, i32* %19, align 4, !dbg !207
  br label %223, !dbg !208, !llvm.loop !209

249:                                              ; preds = %223
  %250 = load i32, i32* %9, align 4, !dbg !211
  %251 = load i32, i32* %10, align 4, !dbg !212
  %252 = load i64, i64* %14, align 8, !dbg !213
  %253 = load i32, i32* %11, align 4, !dbg !214
  %254 = load i32, i32* %12, align 4, !dbg !215
  %255 = load i32, i32* %13, align 4, !dbg !216
  %256 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([56 x i8], [56 x i8]* @.str, i64 0, i64 0), i32 noundef %250, i32 noundef %251, i64 noundef %252, i32 noundef %253, i32 noundef %254, i32 noundef %255), !dbg !217
  %257 = load i8*, i8** %7, align 8, !dbg !218
  call void @free(i8* noundef %257) #7, !dbg !219
  ret i32 0, !dbg !220
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #4

; Function Attrs: nounwind readonly willreturn
declare i32 @toupper(i32 noundef) #2

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pieces", scope: !2, file: !3, line: 8, type: !27, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !26, splitDebugInlining: false, nameTableKind: None)
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
!21 = !{!22, !23, !24, !25}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{!0}
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 408, elements: !29)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!29 = !{!30}
!30 = !DISubrange(count: 51)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 7, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 1}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{!"Debian clang version 14.0.6"}
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !40, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!40 = !DISubroutineType(types: !41)
!41 = !{!22, !22, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!44 = !{}
!45 = !DILocalVariable(name: "argc", arg: 1, scope: !39, file: !3, line: 10, type: !22)
!46 = !DILocation(line: 10, column: 14, scope: !39)
!47 = !DILocalVariable(name: "argv", arg: 2, scope: !39, file: !3, line: 10, type: !42)
!48 = !DILocation(line: 10, column: 27, scope: !39)
!49 = !DILocalVariable(name: "n", scope: !39, file: !3, line: 12, type: !22)
!50 = !DILocation(line: 12, column: 7, scope: !39)
!51 = !DILocation(line: 12, column: 11, scope: !39)
!52 = !DILocation(line: 12, column: 16, scope: !39)
!53 = !DILocation(line: 12, column: 27, scope: !39)
!54 = !DILocation(line: 12, column: 22, scope: !39)
!55 = !DILocalVariable(name: "text", scope: !39, file: !3, line: 13, type: !43)
!56 = !DILocation(line: 13, column: 9, scope: !39)
!57 = !DILocation(line: 13, column: 23, scope: !39)
!58 = !DILocation(line: 13, column: 25, scope: !39)
!59 = !DILocation(line: 13, column: 16, scope: !39)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 14, type: !22)
!61 = distinct !DILexicalBlock(scope: !39, file: !3, line: 14, column: 3)
!62 = !DILocation(line: 14, column: 12, scope: !61)
!63 = !DILocation(line: 14, column: 8, scope: !61)
!64 = !DILocation(line: 14, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 14, column: 3)
!66 = !DILocation(line: 14, column: 23, scope: !65)
!67 = !DILocation(line: 14, column: 21, scope: !65)
!68 = !DILocation(line: 14, column: 3, scope: !61)
!69 = !DILocation(line: 15, column: 23, scope: !65)
!70 = !DILocation(line: 15, column: 25, scope: !65)
!71 = !DILocation(line: 15, column: 31, scope: !65)
!72 = !DILocation(line: 15, column: 33, scope: !65)
!73 = !DILocation(line: 15, column: 29, scope: !65)
!74 = !DILocation(line: 15, column: 39, scope: !65)
!75 = !DILocation(line: 15, column: 15, scope: !65)
!76 = !DILocation(line: 15, column: 5, scope: !65)
!77 = !DILocation(line: 15, column: 10, scope: !65)
!78 = !DILocation(line: 15, column: 13, scope: !65)
!79 = !DILocation(line: 14, column: 27, scope: !65)
!80 = !DILocation(line: 14, column: 3, scope: !65)
!81 = distinct !{!81, !68, !82, !83}
!82 = !DILocation(line: 15, column: 65, scope: !61)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 16, column: 3, scope: !39)
!85 = !DILocation(line: 16, column: 8, scope: !39)
!86 = !DILocation(line: 16, column: 11, scope: !39)
!87 = !DILocalVariable(name: "words", scope: !39, file: !3, line: 17, type: !22)
!88 = !DILocation(line: 17, column: 7, scope: !39)
!89 = !DILocalVariable(name: "numbers", scope: !39, file: !3, line: 17, type: !22)
!90 = !DILocation(line: 17, column: 18, scope: !39)
!91 = !DILocalVariable(name: "spaces", scope: !39, file: !3, line: 17, type: !22)
!92 = !DILocation(line: 17, column: 31, scope: !39)
!93 = !DILocalVariable(name: "puncts", scope: !39, file: !3, line: 17, type: !22)
!94 = !DILocation(line: 17, column: 43, scope: !39)
!95 = !DILocalVariable(name: "upper", scope: !39, file: !3, line: 17, type: !22)
!96 = !DILocation(line: 17, column: 55, scope: !39)
!97 = !DILocalVariable(name: "value", scope: !39, file: !3, line: 18, type: !98)
!98 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!99 = !DILocation(line: 18, column: 8, scope: !39)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 19, type: !22)
!101 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 3)
!102 = !DILocation(line: 19, column: 12, scope: !101)
!103 = !DILocation(line: 19, column: 8, scope: !101)
!104 = !DILocation(line: 19, column: 19, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 19, column: 3)
!106 = !DILocation(line: 19, column: 23, scope: !105)
!107 = !DILocation(line: 19, column: 21, scope: !105)
!108 = !DILocation(line: 19, column: 3, scope: !101)
!109 = !DILocalVariable(name: "c", scope: !110, file: !3, line: 20, type: !23)
!110 = distinct !DILexicalBlock(scope: !105, file: !3, line: 19, column: 27)
!111 = !DILocation(line: 20, column: 19, scope: !110)
!112 = !DILocation(line: 20, column: 38, scope: !110)
!113 = !DILocation(line: 20, column: 43, scope: !110)
!114 = !DILocation(line: 21, column: 9, scope: !115)
!115 = distinct !DILexicalBlock(scope: !110, file: !3, line: 21, column: 9)
!116 = !DILocation(line: 21, column: 20, scope: !115)
!117 = !DILocation(line: 21, column: 23, scope: !115)
!118 = !DILocation(line: 21, column: 25, scope: !115)
!119 = !DILocation(line: 21, column: 9, scope: !110)
!120 = !DILocalVariable(name: "j", scope: !121, file: !3, line: 22, type: !22)
!121 = distinct !DILexicalBlock(scope: !115, file: !3, line: 21, column: 33)
!122 = !DILocation(line: 22, column: 11, scope: !121)
!123 = !DILocation(line: 22, column: 15, scope: !121)
!124 = !DILocation(line: 23, column: 7, scope: !121)
!125 = !DILocation(line: 23, column: 14, scope: !121)
!126 = !DILocation(line: 23, column: 18, scope: !121)
!127 = !DILocation(line: 23, column: 16, scope: !121)
!128 = !DILocation(line: 23, column: 20, scope: !121)
!129 = !DILocation(line: 23, column: 24, scope: !121)
!130 = !DILocation(line: 23, column: 56, scope: !121)
!131 = !DILocation(line: 23, column: 59, scope: !121)
!132 = !DILocation(line: 23, column: 64, scope: !121)
!133 = !DILocation(line: 23, column: 67, scope: !121)
!134 = !DILocation(line: 0, scope: !121)
!135 = !DILocation(line: 24, column: 48, scope: !136)
!136 = distinct !DILexicalBlock(scope: !121, file: !3, line: 23, column: 76)
!137 = !DILocation(line: 24, column: 53, scope: !136)
!138 = !DILocation(line: 24, column: 33, scope: !136)
!139 = !DILocation(line: 24, column: 25, scope: !136)
!140 = !DILocation(line: 24, column: 19, scope: !136)
!141 = !DILocation(line: 24, column: 9, scope: !136)
!142 = !DILocation(line: 24, column: 14, scope: !136)
!143 = !DILocation(line: 24, column: 17, scope: !136)
!144 = !DILocation(line: 25, column: 10, scope: !136)
!145 = distinct !{!145, !124, !146, !83}
!146 = !DILocation(line: 26, column: 7, scope: !121)
!147 = !DILocation(line: 27, column: 12, scope: !121)
!148 = !DILocation(line: 28, column: 11, scope: !121)
!149 = !DILocation(line: 28, column: 9, scope: !121)
!150 = !DILocation(line: 29, column: 5, scope: !121)
!151 = !DILocation(line: 29, column: 16, scope: !152)
!152 = distinct !DILexicalBlock(scope: !115, file: !3, line: 29, column: 16)
!153 = !DILocation(line: 29, column: 16, scope: !115)
!154 = !DILocalVariable(name: "v", scope: !155, file: !3, line: 30, type: !98)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 29, column: 28)
!156 = !DILocation(line: 30, column: 12, scope: !155)
!157 = !DILocation(line: 31, column: 7, scope: !155)
!158 = !DILocation(line: 31, column: 14, scope: !155)
!159 = !DILocation(line: 31, column: 18, scope: !155)
!160 = !DILocation(line: 31, column: 16, scope: !155)
!161 = !DILocation(line: 31, column: 20, scope: !155)
!162 = !DILocation(line: 31, column: 23, scope: !155)
!163 = !DILocation(line: 0, scope: !155)
!164 = !DILocation(line: 32, column: 13, scope: !155)
!165 = !DILocation(line: 32, column: 15, scope: !155)
!166 = !DILocation(line: 32, column: 23, scope: !155)
!167 = !DILocation(line: 32, column: 29, scope: !155)
!168 = !DILocation(line: 32, column: 33, scope: !155)
!169 = !DILocation(line: 32, column: 22, scope: !155)
!170 = !DILocation(line: 32, column: 20, scope: !155)
!171 = !DILocation(line: 32, column: 11, scope: !155)
!172 = distinct !{!172, !157, !173, !83}
!173 = !DILocation(line: 32, column: 38, scope: !155)
!174 = !DILocation(line: 33, column: 16, scope: !155)
!175 = !DILocation(line: 33, column: 13, scope: !155)
!176 = !DILocation(line: 34, column: 14, scope: !155)
!177 = !DILocation(line: 35, column: 5, scope: !155)
!178 = !DILocation(line: 36, column: 11, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 36, column: 11)
!180 = distinct !DILexicalBlock(scope: !152, file: !3, line: 35, column: 12)
!181 = !DILocation(line: 36, column: 11, scope: !180)
!182 = !DILocation(line: 37, column: 15, scope: !179)
!183 = !DILocation(line: 37, column: 9, scope: !179)
!184 = !DILocation(line: 38, column: 16, scope: !185)
!185 = distinct !DILexicalBlock(scope: !179, file: !3, line: 38, column: 16)
!186 = !DILocation(line: 38, column: 16, scope: !179)
!187 = !DILocation(line: 39, column: 15, scope: !185)
!188 = !DILocation(line: 39, column: 9, scope: !185)
!189 = !DILocation(line: 40, column: 8, scope: !180)
!190 = !DILocation(line: 19, column: 3, scope: !105)
!191 = distinct !{!191, !108, !192, !83}
!192 = !DILocation(line: 42, column: 3, scope: !101)
!193 = !DILocalVariable(name: "i", scope: !194, file: !3, line: 43, type: !22)
!194 = distinct !DILexicalBlock(scope: !39, file: !3, line: 43, column: 3)
!195 = !DILocation(line: 43, column: 12, scope: !194)
!196 = !DILocation(line: 43, column: 8, scope: !194)
!197 = !DILocation(line: 43, column: 19, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 43, column: 3)
!199 = !DILocation(line: 43, column: 23, scope: !198)
!200 = !DILocation(line: 43, column: 21, scope: !198)
!201 = !DILocation(line: 43, column: 3, scope: !194)
!202 = !DILocation(line: 44, column: 9, scope: !203)
!203 = distinct !DILexicalBlock(scope: !198, file: !3, line: 44, column: 9)
!204 = !DILocation(line: 44, column: 9, scope: !198)
!205 = !DILocation(line: 45, column: 12, scope: !203)
!206 = !DILocation(line: 45, column: 7, scope: !203)
!207 = !DILocation(line: 43, column: 27, scope: !198)
!208 = !DILocation(line: 43, column: 3, scope: !198)
!209 = distinct !{!209, !201, !210, !83}
!210 = !DILocation(line: 45, column: 12, scope: !194)
!211 = !DILocation(line: 46, column: 70, scope: !39)
!212 = !DILocation(line: 46, column: 77, scope: !39)
!213 = !DILocation(line: 46, column: 86, scope: !39)
!214 = !DILocation(line: 46, column: 93, scope: !39)
!215 = !DILocation(line: 46, column: 101, scope: !39)
!216 = !DILocation(line: 46, column: 109, scope: !39)
!217 = !DILocation(line: 46, column: 3, scope: !39)
!218 = !DILocation(line: 47, column: 8, scope: !39)
!219 = !DILocation(line: 47, column: 3, scope: !39)
!220 = !DILocation(line: 48, column: 3, scope: !39)
