; ModuleID = 'deep30.c'
source_filename = "deep30.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !22, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %2, align 4, !dbg !24
  br label %32, !dbg !25

32:                                               ; preds = %278, %0
  %33 = load i32, i32* %2, align 4, !dbg !26
  %34 = icmp slt i32 %33, 7, !dbg !28
  br i1 %34, label %35, label %281, !dbg !29

35:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32* %3, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %3, align 4, !dbg !32
  br label %36, !dbg !33

36:                                               ; preds = %274, %35
  %37 = load i32, i32* %3, align 4, !dbg !34
  %38 = icmp slt i32 %37, 3, !dbg !36
  br i1 %38, label %39, label %277, !dbg !37

39:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i32* %4, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %4, align 4, !dbg !40
  br label %40, !dbg !41

40:                                               ; preds = %270, %39
  %41 = load i32, i32* %4, align 4, !dbg !42
  %42 = icmp slt i32 %41, 7, !dbg !44
  br i1 %42, label %43, label %273, !dbg !45

43:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata i32* %5, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %5, align 4, !dbg !48
  br label %44, !dbg !49

44:                                               ; preds = %266, %43
  %45 = load i32, i32* %5, align 4, !dbg !50
  %46 = icmp slt i32 %45, 3, !dbg !52
  br i1 %46, label %47, label %269, !dbg !53

47:                                               ; preds = %44
  call void @llvm.dbg.declare(metadata i32* %6, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %6, align 4, !dbg !56
  br label %48, !dbg !57

48:                                               ; preds = %262, %47
  %49 = load i32, i32* %6, align 4, !dbg !58
  %50 = icmp slt i32 %49, 7, !dbg !60
  br i1 %50, label %51, label %265, !dbg !61

51:                                               ; preds = %48
  call void @llvm.dbg.declare(metadata i32* %7, metadata !62, metadata !DIExpression()), !dbg !64
  store i32 0, i32* %7, align 4, !dbg !64
  br label %52, !dbg !65

52:                                               ; preds = %258, %51
  %53 = load i32, i32* %7, align 4, !dbg !66
  %54 = icmp slt i32 %53, 3, !dbg !68
  br i1 %54, label %55, label %261, !dbg !69

55:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata i32* %8, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %8, align 4, !dbg !72
  br label %56, !dbg !73

56:                                               ; preds = %254, %55
  %57 = load i32, i32* %8, align 4, !dbg !74
  %58 = icmp slt i32 %57, 7, !dbg !76
  br i1 %58, label %59, label %257, !dbg !77

59:                                               ; preds = %56
  call void @llvm.dbg.declare(metadata i32* %9, metadata !78, metadata !DIExpression()), !dbg !80
  store i32 0, i32* %9, align 4, !dbg !80
  br label %60, !dbg !81

60:                                               ; preds = %250, %59
  %61 = load i32, i32* %9, align 4, !dbg !82
  %62 = icmp slt i32 %61, 3, !dbg !84
  br i1 %62, label %63, label %253, !dbg !85

63:                                               ; preds = %60
  call void @llvm.dbg.declare(metadata i32* %10, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %10, align 4, !dbg !88
  br label %64, !dbg !89

64:                                               ; preds = %246, %63
  %65 = load i32, i32* %10, align 4, !dbg !90
  %66 = icmp slt i32 %65, 7, !dbg !92
  br i1 %66, label %67, label %249, !dbg !93

67:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata i32* %11, metadata !94, metadata !DIExpression()), !dbg !96
  store i32 0, i32* %11, align 4, !dbg !96
  br label %68, !dbg !97

68:                                               ; preds = %242, %67
  %69 = load i32, i32* %11, align 4, !dbg !98
  %70 = icmp slt i32 %69, 3, !dbg !100
  br i1 %70, label %71, label %245, !dbg !101

71:                                               ; preds = %68
  call void @llvm.dbg.declare(metadata i32* %12, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %12, align 4, !dbg !104
  br label %72, !dbg !105

72:                                               ; preds = %238, %71
  %73 = load i32, i32* %12, align 4, !dbg !106
  %74 = icmp slt i32 %73, 7, !dbg !108
  br i1 %74, label %75, label %241, !dbg !109

75:                                               ; preds = %72
  call void @llvm.dbg.declare(metadata i32* %13, metadata !110, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %13, align 4, !dbg !112
  br label %76, !dbg !113

76:                                               ; preds = %234, %75
  %77 = load i32, i32* %13, align 4, !dbg !114
  %78 = icmp slt i32 %77, 3, !dbg !116
  br i1 %78, label %79, label %237, !dbg !117

79:                                               ; preds = %76
  call void @llvm.dbg.declare(metadata i32* %14, metadata !118, metadata !DIExpression()), !dbg !120
  store i32 0, i32* %14, align 4, !dbg !120
  br label %80, !dbg !121

80:                                               ; preds = %230, %79
  %81 = load i32, i32* %14, align 4, !dbg !122
  %82 = icmp slt i32 %81, 7, !dbg !124
  br i1 %82, label %83, label %233, !dbg !125

83:                                               ; preds = %80
  call void @llvm.dbg.declare(metadata i32* %15, metadata !126, metadata !DIExpression()), !dbg !128
  store i32 0, i32* %15, align 4, !dbg !128
  br label %84, !dbg !129

84:                                               ; preds = %226, %83
  %85 = load i32, i32* %15, align 4, !dbg !130
  %86 = icmp slt i32 %85, 3, !dbg !132
  br i1 %86, label %87, label %229, !dbg !133

87:                                               ; preds = %84
  call void @llvm.dbg.declare(metadata i32* %16, metadata !134, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %16, align 4, !dbg !136
  br label %88, !dbg !137

88:                                               ; preds = %222, %87
  %89 = load i32, i32* %16, align 4, !dbg !138
  %90 = icmp slt i32 %89, 7, !dbg !140
  br i1 %90, label %91, label %225, !dbg !141

91:                                               ; preds = %88
  call void @llvm.dbg.declare(metadata i32* %17, metadata !142, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %17, align 4, !dbg !144
  br label %92, !dbg !145

92:                                               ; preds = %218, %91
  %93 = load i32, i32* %17, align 4, !dbg !146
  %94 = icmp slt i32 %93, 3, !dbg !148
  br i1 %94, label %95, label %221, !dbg !149

95:                                               ; preds = %92
  call void @llvm.dbg.declare(metadata i32* %18, metadata !150, metadata !DIExpression()), !dbg !152
  store i32 0, i32* %18, align 4, !dbg !152
  br label %96, !dbg !153

96:                                               ; preds = %214, %95
  %97 = load i32, i32* %18, align 4, !dbg !154
  %98 = icmp slt i32 %97, 7, !dbg !156
  br i1 %98, label %99, label %217, !dbg !157

99:                                               ; preds = %96
  call void @llvm.dbg.declare(metadata i32* %19, metadata !158, metadata !DIExpression()), !dbg !160
  store i32 0, i32* %19, align 4, !dbg !160
  br label %100, !dbg !161

100:                                              ; preds = %210, %99
  %101 = load i32, i32* %19, align 4, !dbg !162
  %102 = icmp slt i32 %101, 3, !dbg !164
  br i1 %102, label %103, label %213, !dbg !165

103:                                              ; preds = %100
  call void @llvm.dbg.declare(metadata i32* %20, metadata !166, metadata !DIExpression()), !dbg !168
  store i32 0, i32* %20, align 4, !dbg !168
  br label %104, !dbg !169

104:                                              ; preds = %206, %103
  %105 = load i32, i32* %20, align 4, !dbg !170
  %106 = icmp slt i32 %105, 7, !dbg !172
  br i1 %106, label %107, label %209, !dbg !173

107:                                              ; preds = %104
  call void @llvm.dbg.declare(metadata i32* %21, metadata !174, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %21, align 4, !dbg !176
  br label %108, !dbg !177

108:                                              ; preds = %202, %107
  %109 = load i32, i32* %21, align 4, !dbg !178
  %110 = icmp slt i32 %109, 3, !dbg !180
  br i1 %110, label %111, label %205, !dbg !181

111:                                              ; preds = %108
  call void @llvm.dbg.declare(metadata i32* %22, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %22, align 4, !dbg !184
  br label %112, !dbg !185

112:                                              ; preds = %198, %111
  %113 = load i32, i32* %22, align 4, !dbg !186
  %114 = icmp slt i32 %113, 7, !dbg !188
  br i1 %114, label %115, label %201, !dbg !189

115:                                              ; preds = %112
  call void @llvm.dbg.declare(metadata i32* %23, metadata !190, metadata !DIExpression()), !dbg !192
  store i32 0, i32* %23, align 4, !dbg !192
  br label %116, !dbg !193

116:                                              ; preds = %194, %115
  %117 = load i32, i32* %23, align 4, !dbg !194
  %118 = icmp slt i32 %117, 3, !dbg !196
  br i1 %118, label %119, label %197, !dbg !197

119:                                              ; preds = %116
  call void @llvm.dbg.declare(metadata i32* %24, metadata !198, metadata !DIExpression()), !dbg !200
  store i32 0, i32* %24, align 4, !dbg !200
  br label %120, !dbg !201

120:                                              ; preds = %190, %119
  %121 = load i32, i32* %24, align 4, !dbg !202
  %122 = icmp slt i32 %121, 7, !dbg !204
  br i1 %122, label %123, label %193, !dbg !205

123:                                              ; preds = %120
  call void @llvm.dbg.declare(metadata i32* %25, metadata !206, metadata !DIExpression()), !dbg !208
  store i32 0, i32* %25, align 4, !dbg !208
  br label %124, !dbg !209

124:                                              ; preds = %186, %123
  %125 = load i32, i32* %25, align 4, !dbg !210
  %126 = icmp slt i32 %125, 3, !dbg !212
  br i1 %126, label %127, label %189, !dbg !213

127:                                              ; preds = %124
  call void @llvm.dbg.declare(metadata i32* %26, metadata !214, metadata !DIExpression()), !dbg !216
  store i32 0, i32* %26, align 4, !dbg !216
  br label %128, !dbg !217

128:                                              ; preds = %182, %127
  %129 = load i32, i32* %26, align 4, !dbg !218
  %130 = icmp slt i32 %129, 7, !dbg !220
  br i1 %130, label %131, label %185, !dbg !221

131:                                              ; preds = %128
  call void @llvm.dbg.declare(metadata i32* %27, metadata !222, metadata !DIExpression()), !dbg !224
  store i32 0, i32* %27, align 4, !dbg !224
  br label %132, !dbg !225

132:                                              ; preds = %178, %131
  %133 = load i32, i32* %27, align 4, !dbg !226
  %134 = icmp slt i32 %133, 3, !dbg !228
  br i1 %134, label %135, label %181, !dbg !229

135:                                              ; preds = %132
  call void @llvm.dbg.declare(metadata i32* %28, metadata !230, metadata !DIExpression()), !dbg !232
  store i32 0, i32* %28, align 4, !dbg !232
  br label %136, !dbg !233

136:                                              ; preds = %174, %135
  %137 = load i32, i32* %28, align 4, !dbg !234
  %138 = icmp slt i32 %137, 7, !dbg !236
  br i1 %138, label %139, label %177, !dbg !237

139:                                              ; preds = %136
  call void @llvm.dbg.declare(metadata i32* %29, metadata !238, metadata !DIExpression()), !dbg !240
  store i32 0, i32* %29, align 4, !dbg !240
  br label %140, !dbg !241

140:                                              ; preds = %170, %139
  %141 = load i32, i32* %29, align 4, !dbg !242
  %142 = icmp slt i32 %141, 3, !dbg !244
  br i1 %142, label %143, label %173, !dbg !245

143:                                              ; preds = %140
  call void @llvm.dbg.declare(metadata i32* %30, metadata !246, metadata !DIExpression()), !dbg !248
  store i32 0, i32* %30, align 4, !dbg !248
  br label %144, !dbg !249

144:                                              ; preds = %166, %143
  %145 = load i32, i32* %30, align 4, !dbg !250
  %146 = icmp slt i32 %145, 7, !dbg !252
  br i1 %146, label %147, label %169, !dbg !253

147:                                              ; preds = %144
  call void @llvm.dbg.declare(metadata i32* %31, metadata !254, metadata !DIExpression()), !dbg !256
  store i32 0, i32* %31, align 4, !dbg !256
  br label %148, !dbg !257

148:                                              ; preds = %162, %147
  %149 = load i32, i32* %31, align 4, !dbg !258
  %150 = icmp slt i32 %149, 3, !dbg !260
  br i1 %150, label %151, label %165, !dbg !261

151:                                              ; preds = %148
  %152 = load i32, i32* %2, align 4, !dbg !262
  %153 = sitofp i32 %152 to double, !dbg !262
  %154 = load i32, i32* %31, align 4, !dbg !263
  %155 = sext i32 %154 to i64, !dbg !264
  %156 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @A, i64 0, i64 %155, !dbg !264
  %157 = load i32, i32* %30, align 4, !dbg !265
  %158 = sext i32 %157 to i64, !dbg !264
  %159 = getelementptr inbounds [64 x double], [64 x double]* %156, i64 0, i64 %158, !dbg !264
  %160 = load double, double* %159, align 8, !dbg !266
  %161 = fadd double %160, %153, !dbg !266
  store double %161, double* %159, align 8, !dbg !266
  br label %162, !dbg !264

162:                                              ; preds = %151
  %163 = load i32, i32* %31, align 4, !dbg !267
  %164 = add nsw i32 %163, 1, !dbg !267
  store i32 %164, i32* %31, align 4, !dbg !267
  br label %148, !dbg !268, !llvm.loop !269

165:                                              ; preds = %148
  br label %166, !dbg !270

166:                                              ; preds = %165
  %167 = load i32, i32* %30, align 4, !dbg !272
  %168 = add nsw i32 %167, 1, !dbg !272
  store i32 %168, i32* %30, align 4, !dbg !272
  br label %144, !dbg !273, !llvm.loop !274

169:                                              ; preds = %144
  br label %170, !dbg !275

170:                                              ; preds = %169
  %171 = load i32, i32* %29, align 4, !dbg !276
  %172 = add nsw i32 %171, 1, !dbg !276
  store i32 %172, i32* %29, align 4, !dbg !276
  br label %140, !dbg !277, !llvm.loop !278

173:                                              ; preds = %140
  br label %174, !dbg !279

174:                                              ; preds = %173
  %175 = load i32, i32* %28, align 4, !dbg !280
  %176 = add nsw i32 %175, 1, !dbg !280
  store i32 %176, i32* %28, align 4, !dbg !280
  br label %136, !dbg !281, !llvm.loop !282

177:                                              ; preds = %136
  br label %178, !dbg !283

178:                                              ; preds = %177
  %179 = load i32, i32* %27, align 4, !dbg !284
  %180 = add nsw i32 %179, 1, !dbg !284
  store i32 %180, i32* %27, align 4, !dbg !284
  br label %132, !dbg !285, !llvm.loop !286

181:                                              ; preds = %132
  br label %182, !dbg !287

182:                                              ; preds = %181
  %183 = load i32, i32* %26, align 4, !dbg !288
  %184 = add nsw i32 %183, 1, !dbg !288
  store i32 %184, i32* %26, align 4, !dbg !288
  br label %128, !dbg !289, !llvm.loop !290

185:                                              ; preds = %128
  br label %186, !dbg !291

186:                                              ; preds = %185
  %187 = load i32, i32* %25, align 4, !dbg !292
  %188 = add nsw i32 %187, 1, !dbg !292
  store i32 %188, i32* %25, align 4, !dbg !292
  br label %124, !dbg !293, !llvm.loop !294

189:                                              ; preds = %124
  br label %190, !dbg !295

190:                                              ; preds = %189
  %191 = load i32, i32* %24, align 4, !dbg !296
  %192 = add nsw i32 %191, 1, !dbg !296
  store i32 %192, i32* %24, align 4, !dbg !296
  br label %120, !dbg !297, !llvm.loop !298

193:                                              ; preds = %120
  br label %194, !dbg !299

194:                                              ; preds = %193
  %195 = load i32, i32* %23, align 4, !dbg !300
  %196 = add nsw i32 %195, 1, !dbg !300
  store i32 %196, i32* %23, align 4, !dbg !300
  br label %116, !dbg !301, !llvm.loop !302

197:                                              ; preds = %116
  br label %198, !dbg !303

198:                                              ; preds = %197
  %199 = load i32, i32* %22, align 4, !dbg !304
  %200 = add nsw i32 %199, 1, !dbg !304
  store i32 %200, i32* %22, align 4, !dbg !304
  br label %112, !dbg !305, !llvm.loop !306

201:                                              ; preds = %112
  br label %202, !dbg !307

202:                                              ; preds = %201
  %203 = load i32, i32* %21, align 4, !dbg !308
  %204 = add nsw i32 %203, 1, !dbg !308
  store i32 %204, i32* %21, align 4, !dbg !308
  br label %108, !dbg !309, !llvm.loop !310

205:                                              ; preds = %108
  br label %206, !dbg !311

206:                                              ; preds = %205
  %207 = load i32, i32* %20, align 4, !dbg !312
  %208 = add nsw i32 %207, 1, !dbg !312
  store i32 %208, i32* %20, align 4, !dbg !312
  br label %104, !dbg !313, !llvm.loop !314

209:                                              ; preds = %104
  br label %210, !dbg !315

210:                                              ; preds = %209
  %211 = load i32, i32* %19, align 4, !dbg !316
  %212 = add nsw i32 %211, 1, !dbg !316
  store i32 %212, i32* %19, align 4, !dbg !316
  br label %100, !dbg !317, !llvm.loop !318

213:                                              ; preds = %100
  br label %214, !dbg !319

214:                                              ; preds = %213
  %215 = load i32, i32* %18, align 4, !dbg !320
  %216 = add nsw i32 %215, 1, !dbg !320
  store i32 %216, i32* %18, align 4, !dbg !320
  br label %96, !dbg !321, !llvm.loop !322

217:                                              ; preds = %96
  br label %218, !dbg !323

218:                                              ; preds = %217
  %219 = load i32, i32* %17, align 4, !dbg !324
  %220 = add nsw i32 %219, 1, !dbg !324
  store i32 %220, i32* %17, align 4, !dbg !324
  br label %92, !dbg !325, !llvm.loop !326

221:                                              ; preds = %92
  br label %222, !dbg !327

222:                                              ; preds = %221
  %223 = load i32, i32* %16, align 4, !dbg !328
  %224 = add nsw i32 %223, 1, !dbg !328
  store i32 %224, i32* %16, align 4, !dbg !328
  br label %88, !dbg !329, !llvm.loop !330

225:                                              ; preds = %88
  br label %226, !dbg !331

226:                                              ; preds = %225
  %227 = load i32, i32* %15, align 4, !dbg !332
  %228 = add nsw i32 %227, 1, !dbg !332
  store i32 %228, i32* %15, align 4, !dbg !332
  br label %84, !dbg !333, !llvm.loop !334

229:                                              ; preds = %84
  br label %230, !dbg !335

230:                                              ; preds = %229
  %231 = load i32, i32* %14, align 4, !dbg !336
  %232 = add nsw i32 %231, 1, !dbg !336
  store i32 %232, i32* %14, align 4, !dbg !336
  br label %80, !dbg !337, !llvm.loop !338

233:                                              ; preds = %80
  br label %234, !dbg !339

234:                                              ; preds = %233
  %235 = load i32, i32* %13, align 4, !dbg !340
  %236 = add nsw i32 %235, 1, !dbg !340
  store i32 %236, i32* %13, align 4, !dbg !340
  br label %76, !dbg !341, !llvm.loop !342

237:                                              ; preds = %76
  br label %238, !dbg !343

238:                                              ; preds = %237
  %239 = load i32, i32* %12, align 4, !dbg !344
  %240 = add nsw i32 %239, 1, !dbg !344
  store i32 %240, i32* %12, align 4, !dbg !344
  br label %72, !dbg !345, !llvm.loop !346

241:                                              ; preds = %72
  br label %242, !dbg !347

242:                                              ; preds = %241
  %243 = load i32, i32* %11, align 4, !dbg !348
  %244 = add nsw i32 %243, 1, !dbg !348
  store i32 %244, i32* %11, align 4, !dbg !348
  br label %68, !dbg !349, !llvm.loop !350

245:                                              ; preds = %68
  br label %246, !dbg !351

246:                                              ; preds = %245
  %247 = load i32, i32* %10, align 4, !dbg !352
  %248 = add nsw i32 %247, 1, !dbg !352
  store i32 %248, i32* %10, align 4, !dbg !352
  br label %64, !dbg !353, !llvm.loop !354

249:                                              ; preds = %64
  br label %250, !dbg !355

250:                                              ; preds = %249
  %251 = load i32, i32* %9, align 4, !dbg !356
  %252 = add nsw i32 %251, 1, !dbg !356
  store i32 %252, i32* %9, align 4, !dbg !356
  br label %60, !dbg !357, !llvm.loop !358

253:                                              ; preds = %60
  br label %254, !dbg !359

254:                                              ; preds = %253
  %255 = load i32, i32* %8, align 4, !dbg !360
  %256 = add nsw i32 %255, 1, !dbg !360
  store i32 %256, i32* %8, align 4, !dbg !360
  br label %56, !dbg !361, !llvm.loop !362

257:                                              ; preds = %56
  br label %258, !dbg !363

258:                                              ; preds = %257
  %259 = load i32, i32* %7, align 4, !dbg !364
  %260 = add nsw i32 %259, 1, !dbg !364
  store i32 %260, i32* %7, align 4, !dbg !364
  br label %52, !dbg !365, !llvm.loop !366

261:                                              ; preds = %52
  br label %262, !dbg !367

262:                                              ; preds = %261
  %263 = load i32, i32* %6, align 4, !dbg !368
  %264 = add nsw i32 %263, 1, !dbg !368
  store i32 %264, i32* %6, align 4, !dbg !368
  br label %48, !dbg !369, !llvm.loop !370

265:                                              ; preds = %48
  br label %266, !dbg !371

266:                                              ; preds = %265
  %267 = load i32, i32* %5, align 4, !dbg !372
  %268 = add nsw i32 %267, 1, !dbg !372
  store i32 %268, i32* %5, align 4, !dbg !372
  br label %44, !dbg !373, !llvm.loop !374

269:                                              ; preds = %44
  br label %270, !dbg !375

270:                                              ; preds = %269
  %271 = load i32, i32* %4, align 4, !dbg !376
  %272 = add nsw i32 %271, 1, !dbg !376
  store i32 %272, i32* %4, align 4, !dbg !376
  br label %40, !dbg !377, !llvm.loop !378

273:                                              ; preds = %40
  br label %274, !dbg !379

274:                                              ; preds = %273
  %275 = load i32, i32* %3, align 4, !dbg !380
  %276 = add nsw i32 %275, 1, !dbg !380
  store i32 %276, i32* %3, align 4, !dbg !380
  br label %36, !dbg !381, !llvm.loop !382

277:                                              ; preds = %36
  br label %278, !dbg !383

278:                                              ; preds = %277
  %279 = load i32, i32* %2, align 4, !dbg !384
  %280 = add nsw i32 %279, 1, !dbg !384
  store i32 %280, i32* %2, align 4, !dbg !384
  br label %32, !dbg !385, !llvm.loop !386

281:                                              ; preds = %32
  %282 = load double, double* getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @A, i64 0, i64 0, i64 0), align 16, !dbg !388
  %283 = fptosi double %282 to i32, !dbg !389
  ret i32 %283, !dbg !390
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 2, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deep30.c", directory: ".", checksumkind: CSK_MD5, checksum: "e7c7a05dd42eb947be4378949c30db63")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 262144, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10, !10}
!10 = !DISubrange(count: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!20 = !DISubroutineType(types: !4)
!21 = !{}
!22 = !DILocalVariable(name: "i0", scope: !23, file: !3, line: 4, type: !5)
!23 = distinct !DILexicalBlock(scope: !19, file: !3, line: 4, column: 3)
!24 = !DILocation(line: 4, column: 12, scope: !23)
!25 = !DILocation(line: 4, column: 8, scope: !23)
!26 = !DILocation(line: 4, column: 20, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !3, line: 4, column: 3)
!28 = !DILocation(line: 4, column: 23, scope: !27)
!29 = !DILocation(line: 4, column: 3, scope: !23)
!30 = !DILocalVariable(name: "i1", scope: !31, file: !3, line: 5, type: !5)
!31 = distinct !DILexicalBlock(scope: !27, file: !3, line: 5, column: 5)
!32 = !DILocation(line: 5, column: 14, scope: !31)
!33 = !DILocation(line: 5, column: 10, scope: !31)
!34 = !DILocation(line: 5, column: 22, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 5, column: 5)
!36 = !DILocation(line: 5, column: 25, scope: !35)
!37 = !DILocation(line: 5, column: 5, scope: !31)
!38 = !DILocalVariable(name: "i2", scope: !39, file: !3, line: 6, type: !5)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 6, column: 7)
!40 = !DILocation(line: 6, column: 16, scope: !39)
!41 = !DILocation(line: 6, column: 12, scope: !39)
!42 = !DILocation(line: 6, column: 24, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 6, column: 7)
!44 = !DILocation(line: 6, column: 27, scope: !43)
!45 = !DILocation(line: 6, column: 7, scope: !39)
!46 = !DILocalVariable(name: "i3", scope: !47, file: !3, line: 7, type: !5)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 7, column: 9)
!48 = !DILocation(line: 7, column: 18, scope: !47)
!49 = !DILocation(line: 7, column: 14, scope: !47)
!50 = !DILocation(line: 7, column: 26, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 7, column: 9)
!52 = !DILocation(line: 7, column: 29, scope: !51)
!53 = !DILocation(line: 7, column: 9, scope: !47)
!54 = !DILocalVariable(name: "i4", scope: !55, file: !3, line: 8, type: !5)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 8, column: 11)
!56 = !DILocation(line: 8, column: 20, scope: !55)
!57 = !DILocation(line: 8, column: 16, scope: !55)
!58 = !DILocation(line: 8, column: 28, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 8, column: 11)
!60 = !DILocation(line: 8, column: 31, scope: !59)
!61 = !DILocation(line: 8, column: 11, scope: !55)
!62 = !DILocalVariable(name: "i5", scope: !63, file: !3, line: 9, type: !5)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 9, column: 13)
!64 = !DILocation(line: 9, column: 22, scope: !63)
!65 = !DILocation(line: 9, column: 18, scope: !63)
!66 = !DILocation(line: 9, column: 30, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 9, column: 13)
!68 = !DILocation(line: 9, column: 33, scope: !67)
!69 = !DILocation(line: 9, column: 13, scope: !63)
!70 = !DILocalVariable(name: "i6", scope: !71, file: !3, line: 10, type: !5)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 10, column: 15)
!72 = !DILocation(line: 10, column: 24, scope: !71)
!73 = !DILocation(line: 10, column: 20, scope: !71)
!74 = !DILocation(line: 10, column: 32, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 10, column: 15)
!76 = !DILocation(line: 10, column: 35, scope: !75)
!77 = !DILocation(line: 10, column: 15, scope: !71)
!78 = !DILocalVariable(name: "i7", scope: !79, file: !3, line: 11, type: !5)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 11, column: 17)
!80 = !DILocation(line: 11, column: 26, scope: !79)
!81 = !DILocation(line: 11, column: 22, scope: !79)
!82 = !DILocation(line: 11, column: 34, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 11, column: 17)
!84 = !DILocation(line: 11, column: 37, scope: !83)
!85 = !DILocation(line: 11, column: 17, scope: !79)
!86 = !DILocalVariable(name: "i8", scope: !87, file: !3, line: 12, type: !5)
!87 = distinct !DILexicalBlock(scope: !83, file: !3, line: 12, column: 19)
!88 = !DILocation(line: 12, column: 28, scope: !87)
!89 = !DILocation(line: 12, column: 24, scope: !87)
!90 = !DILocation(line: 12, column: 36, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 12, column: 19)
!92 = !DILocation(line: 12, column: 39, scope: !91)
!93 = !DILocation(line: 12, column: 19, scope: !87)
!94 = !DILocalVariable(name: "i9", scope: !95, file: !3, line: 13, type: !5)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 13, column: 21)
!96 = !DILocation(line: 13, column: 30, scope: !95)
!97 = !DILocation(line: 13, column: 26, scope: !95)
!98 = !DILocation(line: 13, column: 38, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 13, column: 21)
!100 = !DILocation(line: 13, column: 41, scope: !99)
!101 = !DILocation(line: 13, column: 21, scope: !95)
!102 = !DILocalVariable(name: "i10", scope: !103, file: !3, line: 14, type: !5)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 14, column: 23)
!104 = !DILocation(line: 14, column: 32, scope: !103)
!105 = !DILocation(line: 14, column: 28, scope: !103)
!106 = !DILocation(line: 14, column: 41, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 14, column: 23)
!108 = !DILocation(line: 14, column: 45, scope: !107)
!109 = !DILocation(line: 14, column: 23, scope: !103)
!110 = !DILocalVariable(name: "i11", scope: !111, file: !3, line: 15, type: !5)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 15, column: 25)
!112 = !DILocation(line: 15, column: 34, scope: !111)
!113 = !DILocation(line: 15, column: 30, scope: !111)
!114 = !DILocation(line: 15, column: 43, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 15, column: 25)
!116 = !DILocation(line: 15, column: 47, scope: !115)
!117 = !DILocation(line: 15, column: 25, scope: !111)
!118 = !DILocalVariable(name: "i12", scope: !119, file: !3, line: 16, type: !5)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 16, column: 27)
!120 = !DILocation(line: 16, column: 36, scope: !119)
!121 = !DILocation(line: 16, column: 32, scope: !119)
!122 = !DILocation(line: 16, column: 45, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 16, column: 27)
!124 = !DILocation(line: 16, column: 49, scope: !123)
!125 = !DILocation(line: 16, column: 27, scope: !119)
!126 = !DILocalVariable(name: "i13", scope: !127, file: !3, line: 17, type: !5)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 17, column: 29)
!128 = !DILocation(line: 17, column: 38, scope: !127)
!129 = !DILocation(line: 17, column: 34, scope: !127)
!130 = !DILocation(line: 17, column: 47, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !3, line: 17, column: 29)
!132 = !DILocation(line: 17, column: 51, scope: !131)
!133 = !DILocation(line: 17, column: 29, scope: !127)
!134 = !DILocalVariable(name: "i14", scope: !135, file: !3, line: 18, type: !5)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 18, column: 31)
!136 = !DILocation(line: 18, column: 40, scope: !135)
!137 = !DILocation(line: 18, column: 36, scope: !135)
!138 = !DILocation(line: 18, column: 49, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 18, column: 31)
!140 = !DILocation(line: 18, column: 53, scope: !139)
!141 = !DILocation(line: 18, column: 31, scope: !135)
!142 = !DILocalVariable(name: "i15", scope: !143, file: !3, line: 19, type: !5)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 19, column: 33)
!144 = !DILocation(line: 19, column: 42, scope: !143)
!145 = !DILocation(line: 19, column: 38, scope: !143)
!146 = !DILocation(line: 19, column: 51, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 19, column: 33)
!148 = !DILocation(line: 19, column: 55, scope: !147)
!149 = !DILocation(line: 19, column: 33, scope: !143)
!150 = !DILocalVariable(name: "i16", scope: !151, file: !3, line: 20, type: !5)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 20, column: 35)
!152 = !DILocation(line: 20, column: 44, scope: !151)
!153 = !DILocation(line: 20, column: 40, scope: !151)
!154 = !DILocation(line: 20, column: 53, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 20, column: 35)
!156 = !DILocation(line: 20, column: 57, scope: !155)
!157 = !DILocation(line: 20, column: 35, scope: !151)
!158 = !DILocalVariable(name: "i17", scope: !159, file: !3, line: 21, type: !5)
!159 = distinct !DILexicalBlock(scope: !155, file: !3, line: 21, column: 37)
!160 = !DILocation(line: 21, column: 46, scope: !159)
!161 = !DILocation(line: 21, column: 42, scope: !159)
!162 = !DILocation(line: 21, column: 55, scope: !163)
!163 = distinct !DILexicalBlock(scope: !159, file: !3, line: 21, column: 37)
!164 = !DILocation(line: 21, column: 59, scope: !163)
!165 = !DILocation(line: 21, column: 37, scope: !159)
!166 = !DILocalVariable(name: "i18", scope: !167, file: !3, line: 22, type: !5)
!167 = distinct !DILexicalBlock(scope: !163, file: !3, line: 22, column: 39)
!168 = !DILocation(line: 22, column: 48, scope: !167)
!169 = !DILocation(line: 22, column: 44, scope: !167)
!170 = !DILocation(line: 22, column: 57, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !3, line: 22, column: 39)
!172 = !DILocation(line: 22, column: 61, scope: !171)
!173 = !DILocation(line: 22, column: 39, scope: !167)
!174 = !DILocalVariable(name: "i19", scope: !175, file: !3, line: 23, type: !5)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 23, column: 41)
!176 = !DILocation(line: 23, column: 50, scope: !175)
!177 = !DILocation(line: 23, column: 46, scope: !175)
!178 = !DILocation(line: 23, column: 59, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 23, column: 41)
!180 = !DILocation(line: 23, column: 63, scope: !179)
!181 = !DILocation(line: 23, column: 41, scope: !175)
!182 = !DILocalVariable(name: "i20", scope: !183, file: !3, line: 24, type: !5)
!183 = distinct !DILexicalBlock(scope: !179, file: !3, line: 24, column: 43)
!184 = !DILocation(line: 24, column: 52, scope: !183)
!185 = !DILocation(line: 24, column: 48, scope: !183)
!186 = !DILocation(line: 24, column: 61, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !3, line: 24, column: 43)
!188 = !DILocation(line: 24, column: 65, scope: !187)
!189 = !DILocation(line: 24, column: 43, scope: !183)
!190 = !DILocalVariable(name: "i21", scope: !191, file: !3, line: 25, type: !5)
!191 = distinct !DILexicalBlock(scope: !187, file: !3, line: 25, column: 45)
!192 = !DILocation(line: 25, column: 54, scope: !191)
!193 = !DILocation(line: 25, column: 50, scope: !191)
!194 = !DILocation(line: 25, column: 63, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !3, line: 25, column: 45)
!196 = !DILocation(line: 25, column: 67, scope: !195)
!197 = !DILocation(line: 25, column: 45, scope: !191)
!198 = !DILocalVariable(name: "i22", scope: !199, file: !3, line: 26, type: !5)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 26, column: 47)
!200 = !DILocation(line: 26, column: 56, scope: !199)
!201 = !DILocation(line: 26, column: 52, scope: !199)
!202 = !DILocation(line: 26, column: 65, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !3, line: 26, column: 47)
!204 = !DILocation(line: 26, column: 69, scope: !203)
!205 = !DILocation(line: 26, column: 47, scope: !199)
!206 = !DILocalVariable(name: "i23", scope: !207, file: !3, line: 27, type: !5)
!207 = distinct !DILexicalBlock(scope: !203, file: !3, line: 27, column: 49)
!208 = !DILocation(line: 27, column: 58, scope: !207)
!209 = !DILocation(line: 27, column: 54, scope: !207)
!210 = !DILocation(line: 27, column: 67, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !3, line: 27, column: 49)
!212 = !DILocation(line: 27, column: 71, scope: !211)
!213 = !DILocation(line: 27, column: 49, scope: !207)
!214 = !DILocalVariable(name: "i24", scope: !215, file: !3, line: 28, type: !5)
!215 = distinct !DILexicalBlock(scope: !211, file: !3, line: 28, column: 51)
!216 = !DILocation(line: 28, column: 60, scope: !215)
!217 = !DILocation(line: 28, column: 56, scope: !215)
!218 = !DILocation(line: 28, column: 69, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !3, line: 28, column: 51)
!220 = !DILocation(line: 28, column: 73, scope: !219)
!221 = !DILocation(line: 28, column: 51, scope: !215)
!222 = !DILocalVariable(name: "i25", scope: !223, file: !3, line: 29, type: !5)
!223 = distinct !DILexicalBlock(scope: !219, file: !3, line: 29, column: 53)
!224 = !DILocation(line: 29, column: 62, scope: !223)
!225 = !DILocation(line: 29, column: 58, scope: !223)
!226 = !DILocation(line: 29, column: 71, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !3, line: 29, column: 53)
!228 = !DILocation(line: 29, column: 75, scope: !227)
!229 = !DILocation(line: 29, column: 53, scope: !223)
!230 = !DILocalVariable(name: "i26", scope: !231, file: !3, line: 30, type: !5)
!231 = distinct !DILexicalBlock(scope: !227, file: !3, line: 30, column: 55)
!232 = !DILocation(line: 30, column: 64, scope: !231)
!233 = !DILocation(line: 30, column: 60, scope: !231)
!234 = !DILocation(line: 30, column: 73, scope: !235)
!235 = distinct !DILexicalBlock(scope: !231, file: !3, line: 30, column: 55)
!236 = !DILocation(line: 30, column: 77, scope: !235)
!237 = !DILocation(line: 30, column: 55, scope: !231)
!238 = !DILocalVariable(name: "i27", scope: !239, file: !3, line: 31, type: !5)
!239 = distinct !DILexicalBlock(scope: !235, file: !3, line: 31, column: 57)
!240 = !DILocation(line: 31, column: 66, scope: !239)
!241 = !DILocation(line: 31, column: 62, scope: !239)
!242 = !DILocation(line: 31, column: 75, scope: !243)
!243 = distinct !DILexicalBlock(scope: !239, file: !3, line: 31, column: 57)
!244 = !DILocation(line: 31, column: 79, scope: !243)
!245 = !DILocation(line: 31, column: 57, scope: !239)
!246 = !DILocalVariable(name: "i28", scope: !247, file: !3, line: 32, type: !5)
!247 = distinct !DILexicalBlock(scope: !243, file: !3, line: 32, column: 59)
!248 = !DILocation(line: 32, column: 68, scope: !247)
!249 = !DILocation(line: 32, column: 64, scope: !247)
!250 = !DILocation(line: 32, column: 77, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !3, line: 32, column: 59)
!252 = !DILocation(line: 32, column: 81, scope: !251)
!253 = !DILocation(line: 32, column: 59, scope: !247)
!254 = !DILocalVariable(name: "i29", scope: !255, file: !3, line: 33, type: !5)
!255 = distinct !DILexicalBlock(scope: !251, file: !3, line: 33, column: 61)
!256 = !DILocation(line: 33, column: 70, scope: !255)
!257 = !DILocation(line: 33, column: 66, scope: !255)
!258 = !DILocation(line: 33, column: 79, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !3, line: 33, column: 61)
!260 = !DILocation(line: 33, column: 83, scope: !259)
!261 = !DILocation(line: 33, column: 61, scope: !255)
!262 = !DILocation(line: 34, column: 78, scope: !259)
!263 = !DILocation(line: 34, column: 65, scope: !259)
!264 = !DILocation(line: 34, column: 63, scope: !259)
!265 = !DILocation(line: 34, column: 70, scope: !259)
!266 = !DILocation(line: 34, column: 75, scope: !259)
!267 = !DILocation(line: 33, column: 91, scope: !259)
!268 = !DILocation(line: 33, column: 61, scope: !259)
!269 = distinct !{!269, !261, !270, !271}
!270 = !DILocation(line: 34, column: 78, scope: !255)
!271 = !{!"llvm.loop.mustprogress"}
!272 = !DILocation(line: 32, column: 89, scope: !251)
!273 = !DILocation(line: 32, column: 59, scope: !251)
!274 = distinct !{!274, !253, !275, !271}
!275 = !DILocation(line: 34, column: 78, scope: !247)
!276 = !DILocation(line: 31, column: 87, scope: !243)
!277 = !DILocation(line: 31, column: 57, scope: !243)
!278 = distinct !{!278, !245, !279, !271}
!279 = !DILocation(line: 34, column: 78, scope: !239)
!280 = !DILocation(line: 30, column: 85, scope: !235)
!281 = !DILocation(line: 30, column: 55, scope: !235)
!282 = distinct !{!282, !237, !283, !271}
!283 = !DILocation(line: 34, column: 78, scope: !231)
!284 = !DILocation(line: 29, column: 83, scope: !227)
!285 = !DILocation(line: 29, column: 53, scope: !227)
!286 = distinct !{!286, !229, !287, !271}
!287 = !DILocation(line: 34, column: 78, scope: !223)
!288 = !DILocation(line: 28, column: 81, scope: !219)
!289 = !DILocation(line: 28, column: 51, scope: !219)
!290 = distinct !{!290, !221, !291, !271}
!291 = !DILocation(line: 34, column: 78, scope: !215)
!292 = !DILocation(line: 27, column: 79, scope: !211)
!293 = !DILocation(line: 27, column: 49, scope: !211)
!294 = distinct !{!294, !213, !295, !271}
!295 = !DILocation(line: 34, column: 78, scope: !207)
!296 = !DILocation(line: 26, column: 77, scope: !203)
!297 = !DILocation(line: 26, column: 47, scope: !203)
!298 = distinct !{!298, !205, !299, !271}
!299 = !DILocation(line: 34, column: 78, scope: !199)
!300 = !DILocation(line: 25, column: 75, scope: !195)
!301 = !DILocation(line: 25, column: 45, scope: !195)
!302 = distinct !{!302, !197, !303, !271}
!303 = !DILocation(line: 34, column: 78, scope: !191)
!304 = !DILocation(line: 24, column: 73, scope: !187)
!305 = !DILocation(line: 24, column: 43, scope: !187)
!306 = distinct !{!306, !189, !307, !271}
!307 = !DILocation(line: 34, column: 78, scope: !183)
!308 = !DILocation(line: 23, column: 71, scope: !179)
!309 = !DILocation(line: 23, column: 41, scope: !179)
!310 = distinct !{!310, !181, !311, !271}
!311 = !DILocation(line: 34, column: 78, scope: !175)
!312 = !DILocation(line: 22, column: 69, scope: !171)
!313 = !DILocation(line: 22, column: 39, scope: !171)
!314 = distinct !{!314, !173, !315, !271}
!315 = !DILocation(line: 34, column: 78, scope: !167)
!316 = !DILocation(line: 21, column: 67, scope: !163)
!317 = !DILocation(line: 21, column: 37, scope: !163)
!318 = distinct !{!318, !165, !319, !271}
!319 = !DILocation(line: 34, column: 78, scope: !159)
!320 = !DILocation(line: 20, column: 65, scope: !155)
!321 = !DILocation(line: 20, column: 35, scope: !155)
!322 = distinct !{!322, !157, !323, !271}
!323 = !DILocation(line: 34, column: 78, scope: !151)
!324 = !DILocation(line: 19, column: 63, scope: !147)
!325 = !DILocation(line: 19, column: 33, scope: !147)
!326 = distinct !{!326, !149, !327, !271}
!327 = !DILocation(line: 34, column: 78, scope: !143)
!328 = !DILocation(line: 18, column: 61, scope: !139)
!329 = !DILocation(line: 18, column: 31, scope: !139)
!330 = distinct !{!330, !141, !331, !271}
!331 = !DILocation(line: 34, column: 78, scope: !135)
!332 = !DILocation(line: 17, column: 59, scope: !131)
!333 = !DILocation(line: 17, column: 29, scope: !131)
!334 = distinct !{!334, !133, !335, !271}
!335 = !DILocation(line: 34, column: 78, scope: !127)
!336 = !DILocation(line: 16, column: 57, scope: !123)
!337 = !DILocation(line: 16, column: 27, scope: !123)
!338 = distinct !{!338, !125, !339, !271}
!339 = !DILocation(line: 34, column: 78, scope: !119)
!340 = !DILocation(line: 15, column: 55, scope: !115)
!341 = !DILocation(line: 15, column: 25, scope: !115)
!342 = distinct !{!342, !117, !343, !271}
!343 = !DILocation(line: 34, column: 78, scope: !111)
!344 = !DILocation(line: 14, column: 53, scope: !107)
!345 = !DILocation(line: 14, column: 23, scope: !107)
!346 = distinct !{!346, !109, !347, !271}
!347 = !DILocation(line: 34, column: 78, scope: !103)
!348 = !DILocation(line: 13, column: 48, scope: !99)
!349 = !DILocation(line: 13, column: 21, scope: !99)
!350 = distinct !{!350, !101, !351, !271}
!351 = !DILocation(line: 34, column: 78, scope: !95)
!352 = !DILocation(line: 12, column: 46, scope: !91)
!353 = !DILocation(line: 12, column: 19, scope: !91)
!354 = distinct !{!354, !93, !355, !271}
!355 = !DILocation(line: 34, column: 78, scope: !87)
!356 = !DILocation(line: 11, column: 44, scope: !83)
!357 = !DILocation(line: 11, column: 17, scope: !83)
!358 = distinct !{!358, !85, !359, !271}
!359 = !DILocation(line: 34, column: 78, scope: !79)
!360 = !DILocation(line: 10, column: 42, scope: !75)
!361 = !DILocation(line: 10, column: 15, scope: !75)
!362 = distinct !{!362, !77, !363, !271}
!363 = !DILocation(line: 34, column: 78, scope: !71)
!364 = !DILocation(line: 9, column: 40, scope: !67)
!365 = !DILocation(line: 9, column: 13, scope: !67)
!366 = distinct !{!366, !69, !367, !271}
!367 = !DILocation(line: 34, column: 78, scope: !63)
!368 = !DILocation(line: 8, column: 38, scope: !59)
!369 = !DILocation(line: 8, column: 11, scope: !59)
!370 = distinct !{!370, !61, !371, !271}
!371 = !DILocation(line: 34, column: 78, scope: !55)
!372 = !DILocation(line: 7, column: 36, scope: !51)
!373 = !DILocation(line: 7, column: 9, scope: !51)
!374 = distinct !{!374, !53, !375, !271}
!375 = !DILocation(line: 34, column: 78, scope: !47)
!376 = !DILocation(line: 6, column: 34, scope: !43)
!377 = !DILocation(line: 6, column: 7, scope: !43)
!378 = distinct !{!378, !45, !379, !271}
!379 = !DILocation(line: 34, column: 78, scope: !39)
!380 = !DILocation(line: 5, column: 32, scope: !35)
!381 = !DILocation(line: 5, column: 5, scope: !35)
!382 = distinct !{!382, !37, !383, !271}
!383 = !DILocation(line: 34, column: 78, scope: !31)
!384 = !DILocation(line: 4, column: 30, scope: !27)
!385 = !DILocation(line: 4, column: 3, scope: !27)
!386 = distinct !{!386, !29, !387, !271}
!387 = !DILocation(line: 34, column: 78, scope: !23)
!388 = !DILocation(line: 35, column: 15, scope: !19)
!389 = !DILocation(line: 35, column: 10, scope: !19)
!390 = !DILocation(line: 35, column: 3, scope: !19)
