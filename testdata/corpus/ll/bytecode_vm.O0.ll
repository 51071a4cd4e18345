; ModuleID = 'bytecode_vm.c'
source_filename = "bytecode_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"vm: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"len %d steps %ld s %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @kernel_run(i32* noundef %0, i64* noundef %1, i64* noundef %2) #0 !dbg !28 {
  %4 = alloca i32*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !37, metadata !DIExpression()), !dbg !38
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !39, metadata !DIExpression()), !dbg !40
  store i64* %2, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %7, metadata !43, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %7, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %8, metadata !45, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %8, align 4, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %9, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 1, i32* %9, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata i64* %10, metadata !49, metadata !DIExpression()), !dbg !50
  store i64 0, i64* %10, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i64* %11, metadata !51, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.declare(metadata i64* %12, metadata !53, metadata !DIExpression()), !dbg !54
  br label %14, !dbg !55

14:                                               ; preds = %232, %3
  %15 = load i32, i32* %9, align 4, !dbg !56
  %16 = icmp ne i32 %15, 0, !dbg !55
  br i1 %16, label %17, label %233, !dbg !55

17:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %13, metadata !57, metadata !DIExpression()), !dbg !59
  %18 = load i32*, i32** %4, align 8, !dbg !60
  %19 = load i32, i32* %7, align 4, !dbg !61
  %20 = add nsw i32 %19, 1, !dbg !61
  store i32 %20, i32* %7, align 4, !dbg !61
  %21 = sext i32 %19 to i64, !dbg !60
  %22 = getelementptr inbounds i32, i32* %18, i64 %21, !dbg !60
  %23 = load i32, i32* %22, align 4, !dbg !60
  store i32 %23, i32* %13, align 4, !dbg !59
  %24 = load i64, i64* %10, align 8, !dbg !62
  %25 = add nsw i64 %24, 1, !dbg !62
  store i64 %25, i64* %10, align 8, !dbg !62
  %26 = load i32, i32* %13, align 4, !dbg !63
  switch i32 %26, label %231 [
    i32 0, label %27
    i32 1, label %40
    i32 2, label %56
    i32 3, label %72
    i32 4, label %93
    i32 5, label %114
    i32 6, label %135
    i32 7, label %156
    i32 8, label %162
    i32 9, label %180
    i32 10, label %206
    i32 11, label %219
    i32 12, label %222
    i32 13, label %230
  ], !dbg !64

27:                                               ; preds = %17
  %28 = load i32*, i32** %4, align 8, !dbg !65
  %29 = load i32, i32* %7, align 4, !dbg !67
  %30 = add nsw i32 %29, 1, !dbg !67
  store i32 %30, i32* %7, align 4, !dbg !67
  %31 = sext i32 %29 to i64, !dbg !65
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !65
  %33 = load i32, i32* %32, align 4, !dbg !65
  %34 = sext i32 %33 to i64, !dbg !65
  %35 = load i64*, i64** %6, align 8, !dbg !68
  %36 = load i32, i32* %8, align 4, !dbg !69
  %37 = add nsw i32 %36, 1, !dbg !69
  store i32 %37, i32* %8, align 4, !dbg !69
  %38 = sext i32 %36 to i64, !dbg !68
  %39 = getelementptr inbounds i64, i64* %35, i64 %38, !dbg !68
  store i64 %34, i64* %39, align 8, !dbg !70
  br label %232, !dbg !71

40:                                               ; preds = %17
  %41 = load i64*, i64** %5, align 8, !dbg !72
  %42 = load i32*, i32** %4, align 8, !dbg !73
  %43 = load i32, i32* %7, align 4, !dbg !74
  %44 = add nsw i32 %43, 1, !dbg !74
  store i32 %44, i32* %7, align 4, !dbg !74
  %45 = sext i32 %43 to i64, !dbg !73
  %46 = getelementptr inbounds i32, i32* %42, i64 %45, !dbg !73
  %47 = load i32, i32* %46, align 4, !dbg !73
  %48 = sext i32 %47 to i64, !dbg !72
  %49 = getelementptr inbounds i64, i64* %41, i64 %48, !dbg !72
  %50 = load i64, i64* %49, align 8, !dbg !72
  %51 = load i64*, i64** %6, align 8, !dbg !75
  %52 = load i32, i32* %8, align 4, !dbg !76
  %53 = add nsw i32 %52, 1, !dbg !76
  store i32 %53, i32* %8, align 4, !dbg !76
  %54 = sext i32 %52 to i64, !dbg !75
  %55 = getelementptr inbounds i64, i64* %51, i64 %54, !dbg !75
  store i64 %50, i64* %55, align 8, !dbg !77
  br label %232, !dbg !78

56:                                               ; preds = %17
  %57 = load i64*, i64** %6, align 8, !dbg !79
  %58 = load i32, i32* %8, align 4, !dbg !80
  %59 = add nsw i32 %58, -1, !dbg !80
  store i32 %59, i32* %8, align 4, !dbg !80
  %60 = sext i32 %59 to i64, !dbg !79
  %61 = getelementptr inbounds i64, i64* %57, i64 %60, !dbg !79
  %62 = load i64, i64* %61, align 8, !dbg !79
  %63 = load i64*, i64** %5, align 8, !dbg !81
  %64 = load i32*, i32** %4, align 8, !dbg !82
  %65 = load i32, i32* %7, align 4, !dbg !83
  %66 = add nsw i32 %65, 1, !dbg !83
  store i32 %66, i32* %7, align 4, !dbg !83
  %67 = sext i32 %65 to i64, !dbg !82
  %68 = getelementptr inbounds i32, i32* %64, i64 %67, !dbg !82
  %69 = load i32, i32* %68, align 4, !dbg !82
  %70 = sext i32 %69 to i64, !dbg !81
  %71 = getelementptr inbounds i64, i64* %63, i64 %70, !dbg !81
  store i64 %62, i64* %71, align 8, !dbg !84
  br label %232, !dbg !85

72:                                               ; preds = %17
  %73 = load i64*, i64** %6, align 8, !dbg !86
  %74 = load i32, i32* %8, align 4, !dbg !87
  %75 = add nsw i32 %74, -1, !dbg !87
  store i32 %75, i32* %8, align 4, !dbg !87
  %76 = sext i32 %75 to i64, !dbg !86
  %77 = getelementptr inbounds i64, i64* %73, i64 %76, !dbg !86
  %78 = load i64, i64* %77, align 8, !dbg !86
  store i64 %78, i64* %12, align 8, !dbg !88
  %79 = load i64*, i64** %6, align 8, !dbg !89
  %80 = load i32, i32* %8, align 4, !dbg !90
  %81 = add nsw i32 %80, -1, !dbg !90
  store i32 %81, i32* %8, align 4, !dbg !90
  %82 = sext i32 %81 to i64, !dbg !89
  %83 = getelementptr inbounds i64, i64* %79, i64 %82, !dbg !89
  %84 = load i64, i64* %83, align 8, !dbg !89
  store i64 %84, i64* %11, align 8, !dbg !91
  %85 = load i64, i64* %11, align 8, !dbg !92
  %86 = load i64, i64* %12, align 8, !dbg !93
  %87 = add nsw i64 %85, %86, !dbg !94
  %88 = load i64*, i64** %6, align 8, !dbg !95
  %89 = load i32, i32* %8, align 4, !dbg !96
  %90 = add nsw i32 %89, 1, !dbg !96
  store i32 %90, i32* %8, align 4, !dbg !96
  %91 = sext i32 %89 to i64, !dbg !95
  %92 = getelementptr inbounds i64, i64* %88, i64 %91, !dbg !95
  store i64 %87, i64* %92, align 8, !dbg !97
  br label %232, !dbg !98

93:                                               ; preds = %17
  %94 = load i64*, i64** %6, align 8, !dbg !99
  %95 = load i32, i32* %8, align 4, !dbg !100
  %96 = add nsw i32 %95, -1, !dbg !100
  store i32 %96, i32* %8, align 4, !dbg !100
  %97 = sext i32 %96 to i64, !dbg !99
  %98 = getelementptr inbounds i64, i64* %94, i64 %97, !dbg !99
  %99 = load i64, i64* %98, align 8, !dbg !99
  store i64 %99, i64* %12, align 8, !dbg !101
  %100 = load i64*, i64** %6, align 8, !dbg !102
  %101 = load i32, i32* %8, align 4, !dbg !103
  %102 = add nsw i32 %101, -1, !dbg !103
  store i32 %102, i32* %8, align 4, !dbg !103
  %103 = sext i32 %102 to i64, !dbg !102
  %104 = getelementptr inbounds i64, i64* %100, i64 %103, !dbg !102
  %105 = load i64, i64* %104, align 8, !dbg !102
  store i64 %105, i64* %11, align 8, !dbg !104
  %106 = load i64, i64* %11, align 8, !dbg !105
  %107 = load i64, i64* %12, align 8, !dbg !106
  %108 = sub nsw i64 %106, %107, !dbg !107
  %109 = load i64*, i64** %6, align 8, !dbg !108
  %110 = load i32, i32* %8, align 4, !dbg !109
  %111 = add nsw i32 %110, 1, !dbg !109
  store i32 %111, i32* %8, align 4, !dbg !109
  %112 = sext i32 %110 to i64, !dbg !108
  %113 = getelementptr inbounds i64, i64* %109, i64 %112, !dbg !108
  store i64 %108, i64* %113, align 8, !dbg !110
  br label %232, !dbg !111

114:                                              ; preds = %17
  %115 = load i64*, i64** %6, align 8, !dbg !112
  %116 = load i32, i32* %8, align 4, !dbg !113
  %117 = add nsw i32 %116, -1, !dbg !113
  store i32 %117, i32* %8, align 4, !dbg !113
  %118 = sext i32 %117 to i64, !dbg !112
  %119 = getelementptr inbounds i64, i64* %115, i64 %118, !dbg !112
  %120 = load i64, i64* %119, align 8, !dbg !112
  store i64 %120, i64* %12, align 8, !dbg !114
  %121 = load i64*, i64** %6, align 8, !dbg !115
  %122 = load i32, i32* %8, align 4, !dbg !116
  %123 = add nsw i32 %122, -1, !dbg !116
  store i32 %123, i32* %8, align 4, !dbg !116
  %124 = sext i32 %123 to i64, !dbg !115
  %125 = getelementptr inbounds i64, i64* %121, i64 %124, !dbg !115
  %126 = load i64, i64* %125, align 8, !dbg !115
  store i64 %126, i64* %11, align 8, !dbg !117
  %127 = load i64, i64* %11, align 8, !dbg !118
  %128 = load i64, i64* %12, align 8, !dbg !119
  %129 = mul nsw i64 %127, %128, !dbg !120
  %130 = load i64*, i64** %6, align 8, !dbg !121
  %131 = load i32, i32* %8, align 4, !dbg !122
  %132 = add nsw i32 %131, 1, !dbg !122
  store i32 %132, i32* %8, align 4, !dbg !122
  %133 = sext i32 %131 to i64, !dbg !121
  %134 = getelementptr inbounds i64, i64* %130, i64 %133, !dbg !121
  store i64 %129, i64* %134, align 8, !dbg !123
  br label %232, !dbg !124

135:                                              ; preds = %17
  %136 = load i64*, i64** %6, align 8, !dbg !125
  %137 = load i32, i32* %8, align 4, !dbg !126
  %138 = add nsw i32 %137, -1, !dbg !126
  store i32 %138, i32* %8, align 4, !dbg !126
  %139 = sext i32 %138 to i64, !dbg !125
  %140 = getelementptr inbounds i64, i64* %136, i64 %139, !dbg !125
  %141 = load i64, i64* %140, align 8, !dbg !125
  store i64 %141, i64* %12, align 8, !dbg !127
  %142 = load i64*, i64** %6, align 8, !dbg !128
  %143 = load i32, i32* %8, align 4, !dbg !129
  %144 = add nsw i32 %143, -1, !dbg !129
  store i32 %144, i32* %8, align 4, !dbg !129
  %145 = sext i32 %144 to i64, !dbg !128
  %146 = getelementptr inbounds i64, i64* %142, i64 %145, !dbg !128
  %147 = load i64, i64* %146, align 8, !dbg !128
  store i64 %147, i64* %11, align 8, !dbg !130
  %148 = load i64, i64* %11, align 8, !dbg !131
  %149 = load i64, i64* %12, align 8, !dbg !132
  %150 = srem i64 %148, %149, !dbg !133
  %151 = load i64*, i64** %6, align 8, !dbg !134
  %152 = load i32, i32* %8, align 4, !dbg !135
  %153 = add nsw i32 %152, 1, !dbg !135
  store i32 %153, i32* %8, align 4, !dbg !135
  %154 = sext i32 %152 to i64, !dbg !134
  %155 = getelementptr inbounds i64, i64* %151, i64 %154, !dbg !134
  store i64 %150, i64* %155, align 8, !dbg !136
  br label %232, !dbg !137

156:                                              ; preds = %17
  %157 = load i32*, i32** %4, align 8, !dbg !138
  %158 = load i32, i32* %7, align 4, !dbg !139
  %159 = sext i32 %158 to i64, !dbg !138
  %160 = getelementptr inbounds i32, i32* %157, i64 %159, !dbg !138
  %161 = load i32, i32* %160, align 4, !dbg !138
  store i32 %161, i32* %7, align 4, !dbg !140
  br label %232, !dbg !141

162:                                              ; preds = %17
  %163 = load i64*, i64** %6, align 8, !dbg !142
  %164 = load i32, i32* %8, align 4, !dbg !144
  %165 = add nsw i32 %164, -1, !dbg !144
  store i32 %165, i32* %8, align 4, !dbg !144
  %166 = sext i32 %165 to i64, !dbg !142
  %167 = getelementptr inbounds i64, i64* %163, i64 %166, !dbg !142
  %168 = load i64, i64* %167, align 8, !dbg !142
  %169 = icmp eq i64 %168, 0, !dbg !145
  br i1 %169, label %170, label %176, !dbg !146

170:                                              ; preds = %162
  %171 = load i32*, i32** %4, align 8, !dbg !147
  %172 = load i32, i32* %7, align 4, !dbg !148
  %173 = sext i32 %172 to i64, !dbg !147
  %174 = getelementptr inbounds i32, i32* %171, i64 %173, !dbg !147
  %175 = load i32, i32* %174, align 4, !dbg !147
  store i32 %175, i32* %7, align 4, !dbg !149
  br label %179, !dbg !150

176:                                              ; preds = %162
  %177 = load i32, i32* %7, align 4, !dbg !151
  %178 = add nsw i32 %177, 1, !dbg !151
  store i32 %178, i32* %7, align 4, !dbg !151
  br label %179

179:                                              ; preds = %176, %170
  br label %232, !dbg !152

180:                                              ; preds = %17
  %181 = load i64*, i64** %6, align 8, !dbg !153
  %182 = load i32, i32* %8, align 4, !dbg !154
  %183 = add nsw i32 %182, -1, !dbg !154
  store i32 %183, i32* %8, align 4, !dbg !154
  %184 = sext i32 %183 to i64, !dbg !153
  %185 = getelementptr inbounds i64, i64* %181, i64 %184, !dbg !153
  %186 = load i64, i64* %185, align 8, !dbg !153
  store i64 %186, i64* %12, align 8, !dbg !155
  %187 = load i64*, i64** %6, align 8, !dbg !156
  %188 = load i32, i32* %8, align 4, !dbg !157
  %189 = add nsw i32 %188, -1, !dbg !157
  store i32 %189, i32* %8, align 4, !dbg !157
  %190 = sext i32 %189 to i64, !dbg !156
  %191 = getelementptr inbounds i64, i64* %187, i64 %190, !dbg !156
  %192 = load i64, i64* %191, align 8, !dbg !156
  store i64 %192, i64* %11, align 8, !dbg !158
  %193 = load i64, i64* %11, align 8, !dbg !159
  %194 = load i64, i64* %12, align 8, !dbg !161
  %195 = icmp slt i64 %193, %194, !dbg !162
  br i1 %195, label %196, label %202, !dbg !163

196:                                              ; preds = %180
  %197 = load i32*, i32** %4, align 8, !dbg !164
  %198 = load i32, i32* %7, align 4, !dbg !165
  %199 = sext i32 %198 to i64, !dbg !164
  %200 = getelementptr inbounds i32, i32* %197, i64 %199, !dbg !164
  %201 = load i32, i32* %200, align 4, !dbg !164
  store i32 %201, i32* %7, align 4, !dbg !166
  br label %205, !dbg !167

202:                                              ; preds = %180
  %203 = load i32, i32* %7, align 4, !dbg !168
  %204 = add nsw i32 %203, 1, !dbg !168
  store i32 %204, i32* %7, align 4, !dbg !168
  br label %205

205:                                              ; preds = %202, %196
  br label %232, !dbg !169

206:                                              ; preds = %17
  %207 = load i64*, i64** %6, align 8, !dbg !170
  %208 = load i32, i32* %8, align 4, !dbg !171
  %209 = sub nsw i32 %208, 1, !dbg !172
  %210 = sext i32 %209 to i64, !dbg !170
  %211 = getelementptr inbounds i64, i64* %207, i64 %210, !dbg !170
  %212 = load i64, i64* %211, align 8, !dbg !170
  %213 = load i64*, i64** %6, align 8, !dbg !173
  %214 = load i32, i32* %8, align 4, !dbg !174
  %215 = sext i32 %214 to i64, !dbg !173
  %216 = getelementptr inbounds i64, i64* %213, i64 %215, !dbg !173
  store i64 %212, i64* %216, align 8, !dbg !175
  %217 = load i32, i32* %8, align 4, !dbg !176
  %218 = add nsw i32 %217, 1, !dbg !176
  store i32 %218, i32* %8, align 4, !dbg !176
  br label %232, !dbg !177

219:                                              ; preds = %17
  %220 = load i32, i32* %8, align 4, !dbg !178
  %221 = add nsw i32 %220, -1, !dbg !178
  store i32 %221, i32* %8, align 4, !dbg !178
  br label %232, !dbg !179

222:                                              ; preds = %17
  %223 = load i64*, i64** %6, align 8, !dbg !180
  %224 = load i32, i32* %8, align 4, !dbg !181
  %225 = add nsw i32 %224, -1, !dbg !181
  store i32 %225, i32* %8, align 4, !dbg !181
  %226 = sext i32 %225 to i64, !dbg !180
  %227 = getelementptr inbounds i64, i64* %223, i64 %226, !dbg !180
  %228 = load i64, i64* %227, align 8, !dbg !180
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %228), !dbg !182
  br label %232, !dbg !183

230:                                              ; preds = %17
  br label %231, !dbg !184

231:                                              ; preds = %17, %230
  store i32 0, i32* %9, align 4, !dbg !185
  br label %232, !dbg !186

232:                                              ; preds = %231, %222, %219, %206, %205, %179, %156, %135, %114, %93, %72, %56, %40, %27
  br label %14, !dbg !55, !llvm.loop !187

233:                                              ; preds = %14
  %234 = load i64, i64* %10, align 8, !dbg !190
  ret i64 %234, !dbg !191
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !192 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca [128 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [8 x i64], align 16
  %14 = alloca [64 x i64], align 16
  %15 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !198, metadata !DIExpression()), !dbg !199
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !200, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.declare(metadata i32* %6, metadata !202, metadata !DIExpression()), !dbg !203
  %16 = load i32, i32* %4, align 4, !dbg !204
  %17 = icmp sgt i32 %16, 1, !dbg !205
  br i1 %17, label %18, label %23, !dbg !204

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !206
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !206
  %21 = load i8*, i8** %20, align 8, !dbg !206
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !207
  br label %24, !dbg !204

23:                                               ; preds = %2
  br label %24, !dbg !204

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 20000, %23 ], !dbg !204
  store i32 %25, i32* %6, align 4, !dbg !203
  call void @llvm.dbg.declare(metadata [128 x i32]* %7, metadata !208, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.declare(metadata i32* %8, metadata !213, metadata !DIExpression()), !dbg !214
  store i32 0, i32* %8, align 4, !dbg !214
  call void @llvm.dbg.declare(metadata i32* %9, metadata !215, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.declare(metadata i32* %10, metadata !217, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.declare(metadata i32* %11, metadata !219, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.declare(metadata i32* %12, metadata !221, metadata !DIExpression()), !dbg !222
  %26 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !223
  %27 = load i32, i32* %8, align 4, !dbg !224
  %28 = call i32 @emit(i32* noundef %26, i32 noundef %27, i32 noundef 0), !dbg !225
  store i32 %28, i32* %8, align 4, !dbg !226
  %29 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !227
  %30 = load i32, i32* %8, align 4, !dbg !228
  %31 = call i32 @emit(i32* noundef %29, i32 noundef %30, i32 noundef 0), !dbg !229
  store i32 %31, i32* %8, align 4, !dbg !230
  %32 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !231
  %33 = load i32, i32* %8, align 4, !dbg !232
  %34 = call i32 @emit(i32* noundef %32, i32 noundef %33, i32 noundef 2), !dbg !233
  store i32 %34, i32* %8, align 4, !dbg !234
  %35 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !235
  %36 = load i32, i32* %8, align 4, !dbg !236
  %37 = call i32 @emit(i32* noundef %35, i32 noundef %36, i32 noundef 0), !dbg !237
  store i32 %37, i32* %8, align 4, !dbg !238
  %38 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !239
  %39 = load i32, i32* %8, align 4, !dbg !240
  %40 = call i32 @emit(i32* noundef %38, i32 noundef %39, i32 noundef 0), !dbg !241
  store i32 %40, i32* %8, align 4, !dbg !242
  %41 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !243
  %42 = load i32, i32* %8, align 4, !dbg !244
  %43 = call i32 @emit(i32* noundef %41, i32 noundef %42, i32 noundef 0), !dbg !245
  store i32 %43, i32* %8, align 4, !dbg !246
  %44 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !247
  %45 = load i32, i32* %8, align 4, !dbg !248
  %46 = call i32 @emit(i32* noundef %44, i32 noundef %45, i32 noundef 2), !dbg !249
  store i32 %46, i32* %8, align 4, !dbg !250
  %47 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !251
  %48 = load i32, i32* %8, align 4, !dbg !252
  %49 = call i32 @emit(i32* noundef %47, i32 noundef %48, i32 noundef 1), !dbg !253
  store i32 %49, i32* %8, align 4, !dbg !254
  %50 = load i32, i32* %8, align 4, !dbg !255
  store i32 %50, i32* %9, align 4, !dbg !256
  %51 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !257
  %52 = load i32, i32* %8, align 4, !dbg !258
  %53 = call i32 @emit(i32* noundef %51, i32 noundef %52, i32 noundef 1), !dbg !259
  store i32 %53, i32* %8, align 4, !dbg !260
  %54 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !261
  %55 = load i32, i32* %8, align 4, !dbg !262
  %56 = call i32 @emit(i32* noundef %54, i32 noundef %55, i32 noundef 0), !dbg !263
  store i32 %56, i32* %8, align 4, !dbg !264
  %57 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !265
  %58 = load i32, i32* %8, align 4, !dbg !266
  %59 = call i32 @emit(i32* noundef %57, i32 noundef %58, i32 noundef 1), !dbg !267
  store i32 %59, i32* %8, align 4, !dbg !268
  %60 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !269
  %61 = load i32, i32* %8, align 4, !dbg !270
  %62 = call i32 @emit(i32* noundef %60, i32 noundef %61, i32 noundef 2), !dbg !271
  store i32 %62, i32* %8, align 4, !dbg !272
  %63 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !273
  %64 = load i32, i32* %8, align 4, !dbg !274
  %65 = call i32 @emit(i32* noundef %63, i32 noundef %64, i32 noundef 9), !dbg !275
  store i32 %65, i32* %8, align 4, !dbg !276
  %66 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !277
  %67 = load i32, i32* %8, align 4, !dbg !278
  %68 = load i32, i32* %8, align 4, !dbg !279
  %69 = add nsw i32 %68, 3, !dbg !280
  %70 = call i32 @emit(i32* noundef %66, i32 noundef %67, i32 noundef %69), !dbg !281
  store i32 %70, i32* %8, align 4, !dbg !282
  %71 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !283
  %72 = load i32, i32* %8, align 4, !dbg !284
  %73 = call i32 @emit(i32* noundef %71, i32 noundef %72, i32 noundef 7), !dbg !285
  store i32 %73, i32* %8, align 4, !dbg !286
  %74 = load i32, i32* %8, align 4, !dbg !287
  store i32 %74, i32* %10, align 4, !dbg !288
  %75 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !289
  %76 = load i32, i32* %8, align 4, !dbg !290
  %77 = call i32 @emit(i32* noundef %75, i32 noundef %76, i32 noundef 0), !dbg !291
  store i32 %77, i32* %8, align 4, !dbg !292
  %78 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !293
  %79 = load i32, i32* %8, align 4, !dbg !294
  %80 = call i32 @emit(i32* noundef %78, i32 noundef %79, i32 noundef 1), !dbg !295
  store i32 %80, i32* %8, align 4, !dbg !296
  %81 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !297
  %82 = load i32, i32* %8, align 4, !dbg !298
  %83 = call i32 @emit(i32* noundef %81, i32 noundef %82, i32 noundef 1), !dbg !299
  store i32 %83, i32* %8, align 4, !dbg !300
  %84 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !301
  %85 = load i32, i32* %8, align 4, !dbg !302
  %86 = call i32 @emit(i32* noundef %84, i32 noundef %85, i32 noundef 1), !dbg !303
  store i32 %86, i32* %8, align 4, !dbg !304
  %87 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !305
  %88 = load i32, i32* %8, align 4, !dbg !306
  %89 = call i32 @emit(i32* noundef %87, i32 noundef %88, i32 noundef 0), !dbg !307
  store i32 %89, i32* %8, align 4, !dbg !308
  %90 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !309
  %91 = load i32, i32* %8, align 4, !dbg !310
  %92 = call i32 @emit(i32* noundef %90, i32 noundef %91, i32 noundef 10), !dbg !311
  store i32 %92, i32* %8, align 4, !dbg !312
  %93 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !313
  %94 = load i32, i32* %8, align 4, !dbg !314
  %95 = call i32 @emit(i32* noundef %93, i32 noundef %94, i32 noundef 5), !dbg !315
  store i32 %95, i32* %8, align 4, !dbg !316
  %96 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !317
  %97 = load i32, i32* %8, align 4, !dbg !318
  %98 = call i32 @emit(i32* noundef %96, i32 noundef %97, i32 noundef 0), !dbg !319
  store i32 %98, i32* %8, align 4, !dbg !320
  %99 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !321
  %100 = load i32, i32* %8, align 4, !dbg !322
  %101 = call i32 @emit(i32* noundef %99, i32 noundef %100, i32 noundef 7), !dbg !323
  store i32 %101, i32* %8, align 4, !dbg !324
  %102 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !325
  %103 = load i32, i32* %8, align 4, !dbg !326
  %104 = call i32 @emit(i32* noundef %102, i32 noundef %103, i32 noundef 6), !dbg !327
  store i32 %104, i32* %8, align 4, !dbg !328
  %105 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !329
  %106 = load i32, i32* %8, align 4, !dbg !330
  %107 = call i32 @emit(i32* noundef %105, i32 noundef %106, i32 noundef 3), !dbg !331
  store i32 %107, i32* %8, align 4, !dbg !332
  %108 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !333
  %109 = load i32, i32* %8, align 4, !dbg !334
  %110 = call i32 @emit(i32* noundef %108, i32 noundef %109, i32 noundef 2), !dbg !335
  store i32 %110, i32* %8, align 4, !dbg !336
  %111 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !337
  %112 = load i32, i32* %8, align 4, !dbg !338
  %113 = call i32 @emit(i32* noundef %111, i32 noundef %112, i32 noundef 1), !dbg !339
  store i32 %113, i32* %8, align 4, !dbg !340
  %114 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !341
  %115 = load i32, i32* %8, align 4, !dbg !342
  %116 = call i32 @emit(i32* noundef %114, i32 noundef %115, i32 noundef 1), !dbg !343
  store i32 %116, i32* %8, align 4, !dbg !344
  %117 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !345
  %118 = load i32, i32* %8, align 4, !dbg !346
  %119 = call i32 @emit(i32* noundef %117, i32 noundef %118, i32 noundef 0), !dbg !347
  store i32 %119, i32* %8, align 4, !dbg !348
  %120 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !349
  %121 = load i32, i32* %8, align 4, !dbg !350
  %122 = call i32 @emit(i32* noundef %120, i32 noundef %121, i32 noundef 0), !dbg !351
  store i32 %122, i32* %8, align 4, !dbg !352
  %123 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !353
  %124 = load i32, i32* %8, align 4, !dbg !354
  %125 = call i32 @emit(i32* noundef %123, i32 noundef %124, i32 noundef 1), !dbg !355
  store i32 %125, i32* %8, align 4, !dbg !356
  %126 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !357
  %127 = load i32, i32* %8, align 4, !dbg !358
  %128 = call i32 @emit(i32* noundef %126, i32 noundef %127, i32 noundef 3), !dbg !359
  store i32 %128, i32* %8, align 4, !dbg !360
  %129 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !361
  %130 = load i32, i32* %8, align 4, !dbg !362
  %131 = call i32 @emit(i32* noundef %129, i32 noundef %130, i32 noundef 2), !dbg !363
  store i32 %131, i32* %8, align 4, !dbg !364
  %132 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !365
  %133 = load i32, i32* %8, align 4, !dbg !366
  %134 = call i32 @emit(i32* noundef %132, i32 noundef %133, i32 noundef 0), !dbg !367
  store i32 %134, i32* %8, align 4, !dbg !368
  %135 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !369
  %136 = load i32, i32* %8, align 4, !dbg !370
  %137 = call i32 @emit(i32* noundef %135, i32 noundef %136, i32 noundef 7), !dbg !371
  store i32 %137, i32* %8, align 4, !dbg !372
  %138 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !373
  %139 = load i32, i32* %8, align 4, !dbg !374
  %140 = load i32, i32* %9, align 4, !dbg !375
  %141 = call i32 @emit(i32* noundef %138, i32 noundef %139, i32 noundef %140), !dbg !376
  store i32 %141, i32* %8, align 4, !dbg !377
  %142 = load i32, i32* %8, align 4, !dbg !378
  %143 = load i32, i32* %10, align 4, !dbg !379
  %144 = sext i32 %143 to i64, !dbg !380
  %145 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 %144, !dbg !380
  store i32 %142, i32* %145, align 4, !dbg !381
  %146 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !382
  %147 = load i32, i32* %8, align 4, !dbg !383
  %148 = call i32 @emit(i32* noundef %146, i32 noundef %147, i32 noundef 1), !dbg !384
  store i32 %148, i32* %8, align 4, !dbg !385
  %149 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !386
  %150 = load i32, i32* %8, align 4, !dbg !387
  %151 = call i32 @emit(i32* noundef %149, i32 noundef %150, i32 noundef 1), !dbg !388
  store i32 %151, i32* %8, align 4, !dbg !389
  %152 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !390
  %153 = load i32, i32* %8, align 4, !dbg !391
  %154 = call i32 @emit(i32* noundef %152, i32 noundef %153, i32 noundef 2), !dbg !392
  store i32 %154, i32* %8, align 4, !dbg !393
  %155 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !394
  %156 = load i32, i32* %8, align 4, !dbg !395
  %157 = call i32 @emit(i32* noundef %155, i32 noundef %156, i32 noundef 3), !dbg !396
  store i32 %157, i32* %8, align 4, !dbg !397
  %158 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !398
  %159 = load i32, i32* %8, align 4, !dbg !399
  %160 = call i32 @emit(i32* noundef %158, i32 noundef %159, i32 noundef 0), !dbg !400
  store i32 %160, i32* %8, align 4, !dbg !401
  %161 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !402
  %162 = load i32, i32* %8, align 4, !dbg !403
  %163 = call i32 @emit(i32* noundef %161, i32 noundef %162, i32 noundef 1071), !dbg !404
  store i32 %163, i32* %8, align 4, !dbg !405
  %164 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !406
  %165 = load i32, i32* %8, align 4, !dbg !407
  %166 = call i32 @emit(i32* noundef %164, i32 noundef %165, i32 noundef 2), !dbg !408
  store i32 %166, i32* %8, align 4, !dbg !409
  %167 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !410
  %168 = load i32, i32* %8, align 4, !dbg !411
  %169 = call i32 @emit(i32* noundef %167, i32 noundef %168, i32 noundef 4), !dbg !412
  store i32 %169, i32* %8, align 4, !dbg !413
  %170 = load i32, i32* %8, align 4, !dbg !414
  store i32 %170, i32* %11, align 4, !dbg !415
  %171 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !416
  %172 = load i32, i32* %8, align 4, !dbg !417
  %173 = call i32 @emit(i32* noundef %171, i32 noundef %172, i32 noundef 1), !dbg !418
  store i32 %173, i32* %8, align 4, !dbg !419
  %174 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !420
  %175 = load i32, i32* %8, align 4, !dbg !421
  %176 = call i32 @emit(i32* noundef %174, i32 noundef %175, i32 noundef 4), !dbg !422
  store i32 %176, i32* %8, align 4, !dbg !423
  %177 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !424
  %178 = load i32, i32* %8, align 4, !dbg !425
  %179 = call i32 @emit(i32* noundef %177, i32 noundef %178, i32 noundef 8), !dbg !426
  store i32 %179, i32* %8, align 4, !dbg !427
  %180 = load i32, i32* %8, align 4, !dbg !428
  store i32 %180, i32* %12, align 4, !dbg !429
  %181 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !430
  %182 = load i32, i32* %8, align 4, !dbg !431
  %183 = call i32 @emit(i32* noundef %181, i32 noundef %182, i32 noundef 0), !dbg !432
  store i32 %183, i32* %8, align 4, !dbg !433
  %184 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !434
  %185 = load i32, i32* %8, align 4, !dbg !435
  %186 = call i32 @emit(i32* noundef %184, i32 noundef %185, i32 noundef 1), !dbg !436
  store i32 %186, i32* %8, align 4, !dbg !437
  %187 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !438
  %188 = load i32, i32* %8, align 4, !dbg !439
  %189 = call i32 @emit(i32* noundef %187, i32 noundef %188, i32 noundef 3), !dbg !440
  store i32 %189, i32* %8, align 4, !dbg !441
  %190 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !442
  %191 = load i32, i32* %8, align 4, !dbg !443
  %192 = call i32 @emit(i32* noundef %190, i32 noundef %191, i32 noundef 1), !dbg !444
  store i32 %192, i32* %8, align 4, !dbg !445
  %193 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !446
  %194 = load i32, i32* %8, align 4, !dbg !447
  %195 = call i32 @emit(i32* noundef %193, i32 noundef %194, i32 noundef 4), !dbg !448
  store i32 %195, i32* %8, align 4, !dbg !449
  %196 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !450
  %197 = load i32, i32* %8, align 4, !dbg !451
  %198 = call i32 @emit(i32* noundef %196, i32 noundef %197, i32 noundef 6), !dbg !452
  store i32 %198, i32* %8, align 4, !dbg !453
  %199 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !454
  %200 = load i32, i32* %8, align 4, !dbg !455
  %201 = call i32 @emit(i32* noundef %199, i32 noundef %200, i32 noundef 1), !dbg !456
  store i32 %201, i32* %8, align 4, !dbg !457
  %202 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !458
  %203 = load i32, i32* %8, align 4, !dbg !459
  %204 = call i32 @emit(i32* noundef %202, i32 noundef %203, i32 noundef 4), !dbg !460
  store i32 %204, i32* %8, align 4, !dbg !461
  %205 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !462
  %206 = load i32, i32* %8, align 4, !dbg !463
  %207 = call i32 @emit(i32* noundef %205, i32 noundef %206, i32 noundef 2), !dbg !464
  store i32 %207, i32* %8, align 4, !dbg !465
  %208 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !466
  %209 = load i32, i32* %8, align 4, !dbg !467
  %210 = call i32 @emit(i32* noundef %208, i32 noundef %209, i32 noundef 3), !dbg !468
  store i32 %210, i32* %8, align 4, !dbg !469
  %211 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !470
  %212 = load i32, i32* %8, align 4, !dbg !471
  %213 = call i32 @emit(i32* noundef %211, i32 noundef %212, i32 noundef 2), !dbg !472
  store i32 %213, i32* %8, align 4, !dbg !473
  %214 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !474
  %215 = load i32, i32* %8, align 4, !dbg !475
  %216 = call i32 @emit(i32* noundef %214, i32 noundef %215, i32 noundef 4), !dbg !476
  store i32 %216, i32* %8, align 4, !dbg !477
  %217 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !478
  %218 = load i32, i32* %8, align 4, !dbg !479
  %219 = call i32 @emit(i32* noundef %217, i32 noundef %218, i32 noundef 7), !dbg !480
  store i32 %219, i32* %8, align 4, !dbg !481
  %220 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !482
  %221 = load i32, i32* %8, align 4, !dbg !483
  %222 = load i32, i32* %11, align 4, !dbg !484
  %223 = call i32 @emit(i32* noundef %220, i32 noundef %221, i32 noundef %222), !dbg !485
  store i32 %223, i32* %8, align 4, !dbg !486
  %224 = load i32, i32* %8, align 4, !dbg !487
  %225 = load i32, i32* %12, align 4, !dbg !488
  %226 = sext i32 %225 to i64, !dbg !489
  %227 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 %226, !dbg !489
  store i32 %224, i32* %227, align 4, !dbg !490
  %228 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !491
  %229 = load i32, i32* %8, align 4, !dbg !492
  %230 = call i32 @emit(i32* noundef %228, i32 noundef %229, i32 noundef 1), !dbg !493
  store i32 %230, i32* %8, align 4, !dbg !494
  %231 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !495
  %232 = load i32, i32* %8, align 4, !dbg !496
  %233 = call i32 @emit(i32* noundef %231, i32 noundef %232, i32 noundef 3), !dbg !497
  store i32 %233, i32* %8, align 4, !dbg !498
  %234 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !499
  %235 = load i32, i32* %8, align 4, !dbg !500
  %236 = call i32 @emit(i32* noundef %234, i32 noundef %235, i32 noundef 12), !dbg !501
  store i32 %236, i32* %8, align 4, !dbg !502
  %237 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !503
  %238 = load i32, i32* %8, align 4, !dbg !504
  %239 = call i32 @emit(i32* noundef %237, i32 noundef %238, i32 noundef 1), !dbg !505
  store i32 %239, i32* %8, align 4, !dbg !506
  %240 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !507
  %241 = load i32, i32* %8, align 4, !dbg !508
  %242 = call i32 @emit(i32* noundef %240, i32 noundef %241, i32 noundef 1), !dbg !509
  store i32 %242, i32* %8, align 4, !dbg !510
  %243 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !511
  %244 = load i32, i32* %8, align 4, !dbg !512
  %245 = call i32 @emit(i32* noundef %243, i32 noundef %244, i32 noundef 10), !dbg !513
  store i32 %245, i32* %8, align 4, !dbg !514
  %246 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !515
  %247 = load i32, i32* %8, align 4, !dbg !516
  %248 = call i32 @emit(i32* noundef %246, i32 noundef %247, i32 noundef 11), !dbg !517
  store i32 %248, i32* %8, align 4, !dbg !518
  %249 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !519
  %250 = load i32, i32* %8, align 4, !dbg !520
  %251 = call i32 @emit(i32* noundef %249, i32 noundef %250, i32 noundef 12), !dbg !521
  store i32 %251, i32* %8, align 4, !dbg !522
  %252 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !523
  %253 = load i32, i32* %8, align 4, !dbg !524
  %254 = call i32 @emit(i32* noundef %252, i32 noundef %253, i32 noundef 13), !dbg !525
  store i32 %254, i32* %8, align 4, !dbg !526
  call void @llvm.dbg.declare(metadata [8 x i64]* %13, metadata !527, metadata !DIExpression()), !dbg !531
  %255 = bitcast [8 x i64]* %13 to i8*, !dbg !531
  call void @llvm.memset.p0i8.i64(i8* align 16 %255, i8 0, i64 64, i1 false), !dbg !531
  %256 = getelementptr inbounds [8 x i64], [8 x i64]* %13, i64 0, i64 0, !dbg !532
  %257 = getelementptr inbounds i64, i64* %256, i64 1, !dbg !532
  %258 = getelementptr inbounds i64, i64* %257, i64 1, !dbg !532
  %259 = load i32, i32* %6, align 4, !dbg !533
  %260 = sext i32 %259 to i64, !dbg !533
  store i64 %260, i64* %258, align 8, !dbg !532
  %261 = getelementptr inbounds i64, i64* %258, i64 1, !dbg !532
  %262 = getelementptr inbounds i64, i64* %261, i64 1, !dbg !532
  %263 = getelementptr inbounds i64, i64* %262, i64 1, !dbg !532
  %264 = getelementptr inbounds i64, i64* %263, i64 1, !dbg !532
  %265 = getelementptr inbounds i64, i64* %264, i64 1, !dbg !532
  call void @llvm.dbg.declare(metadata [64 x i64]* %14, metadata !534, metadata !DIExpression()), !dbg !538
  %266 = bitcast [64 x i64]* %14 to i8*, !dbg !538
  call void @llvm.memset.p0i8.i64(i8* align 16 %266, i8 0, i64 512, i1 false), !dbg !538
  call void @llvm.dbg.declare(metadata i64* %15, metadata !539, metadata !DIExpression()), !dbg !540
  %267 = getelementptr inbounds [128 x i32], [128 x i32]* %7, i64 0, i64 0, !dbg !541
  %268 = getelementptr inbounds [8 x i64], [8 x i64]* %13, i64 0, i64 0, !dbg !542
  %269 = getelementptr inbounds [64 x i64], [64 x i64]* %14, i64 0, i64 0, !dbg !543
  %270 = call i64 @kernel_run(i32* noundef %267, i64* noundef %268, i64* noundef %269), !dbg !544
  store i64 %270, i64* %15, align 8, !dbg !540
  %271 = load i32, i32* %8, align 4, !dbg !545
  %272 = load i64, i64* %15, align 8, !dbg !546
  %273 = getelementptr inbounds [8 x i64], [8 x i64]* %13, i64 0, i64 1, !dbg !547
  %274 = load i64, i64* %273, align 8, !dbg !547
  %275 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef %271, i64 noundef %272, i64 noundef %274), !dbg !548
  ret i32 0, !dbg !549
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @emit(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !550 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !554, metadata !DIExpression()), !dbg !555
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !556, metadata !DIExpression()), !dbg !557
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !558, metadata !DIExpression()), !dbg !559
  %7 = load i32, i32* %6, align 4, !dbg !560
  %8 = load i32*, i32** %4, align 8, !dbg !561
  %9 = load i32, i32* %5, align 4, !dbg !562
  %10 = sext i32 %9 to i64, !dbg !561
  %11 = getelementptr inbounds i32, i32* %8, i64 %10, !dbg !561
  store i32 %7, i32* %11, align 4, !dbg !563
  %12 = load i32, i32* %5, align 4, !dbg !564
  %13 = add nsw i32 %12, 1, !dbg !565
  ret i32 %13, !dbg !566
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bytecode_vm.c", directory: ".", checksumkind: CSK_MD5, checksum: "32b346c901923b841c1e7be03de90233")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 7, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19}
!6 = !DIEnumerator(name: "PUSH", value: 0)
!7 = !DIEnumerator(name: "LOAD", value: 1)
!8 = !DIEnumerator(name: "STORE", value: 2)
!9 = !DIEnumerator(name: "ADD", value: 3)
!10 = !DIEnumerator(name: "SUB", value: 4)
!11 = !DIEnumerator(name: "MUL", value: 5)
!12 = !DIEnumerator(name: "MOD", value: 6)
!13 = !DIEnumerator(name: "JMP", value: 7)
!14 = !DIEnumerator(name: "JZ", value: 8)
!15 = !DIEnumerator(name: "JLT", value: 9)
!16 = !DIEnumerator(name: "DUP", value: 10)
!17 = !DIEnumerator(name: "POP", value: 11)
!18 = !DIEnumerator(name: "PRINT", value: 12)
!19 = !DIEnumerator(name: "HALT", value: 13)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_run", scope: !1, file: !1, line: 9, type: !29, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !36)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !32, !35, !35}
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!36 = !{}
!37 = !DILocalVariable(name: "code", arg: 1, scope: !28, file: !1, line: 9, type: !32)
!38 = !DILocation(line: 9, column: 28, scope: !28)
!39 = !DILocalVariable(name: "vars", arg: 2, scope: !28, file: !1, line: 9, type: !35)
!40 = !DILocation(line: 9, column: 40, scope: !28)
!41 = !DILocalVariable(name: "stack", arg: 3, scope: !28, file: !1, line: 9, type: !35)
!42 = !DILocation(line: 9, column: 52, scope: !28)
!43 = !DILocalVariable(name: "pc", scope: !28, file: !1, line: 11, type: !34)
!44 = !DILocation(line: 11, column: 7, scope: !28)
!45 = !DILocalVariable(name: "sp", scope: !28, file: !1, line: 11, type: !34)
!46 = !DILocation(line: 11, column: 15, scope: !28)
!47 = !DILocalVariable(name: "running", scope: !28, file: !1, line: 11, type: !34)
!48 = !DILocation(line: 11, column: 23, scope: !28)
!49 = !DILocalVariable(name: "steps", scope: !28, file: !1, line: 12, type: !31)
!50 = !DILocation(line: 12, column: 8, scope: !28)
!51 = !DILocalVariable(name: "a", scope: !28, file: !1, line: 12, type: !31)
!52 = !DILocation(line: 12, column: 19, scope: !28)
!53 = !DILocalVariable(name: "b", scope: !28, file: !1, line: 12, type: !31)
!54 = !DILocation(line: 12, column: 22, scope: !28)
!55 = !DILocation(line: 13, column: 3, scope: !28)
!56 = !DILocation(line: 13, column: 10, scope: !28)
!57 = !DILocalVariable(name: "op", scope: !58, file: !1, line: 14, type: !34)
!58 = distinct !DILexicalBlock(scope: !28, file: !1, line: 13, column: 19)
!59 = !DILocation(line: 14, column: 9, scope: !58)
!60 = !DILocation(line: 14, column: 14, scope: !58)
!61 = !DILocation(line: 14, column: 21, scope: !58)
!62 = !DILocation(line: 15, column: 10, scope: !58)
!63 = !DILocation(line: 16, column: 13, scope: !58)
!64 = !DILocation(line: 16, column: 5, scope: !58)
!65 = !DILocation(line: 17, column: 30, scope: !66)
!66 = distinct !DILexicalBlock(scope: !58, file: !1, line: 16, column: 17)
!67 = !DILocation(line: 17, column: 37, scope: !66)
!68 = !DILocation(line: 17, column: 16, scope: !66)
!69 = !DILocation(line: 17, column: 24, scope: !66)
!70 = !DILocation(line: 17, column: 28, scope: !66)
!71 = !DILocation(line: 17, column: 42, scope: !66)
!72 = !DILocation(line: 18, column: 30, scope: !66)
!73 = !DILocation(line: 18, column: 35, scope: !66)
!74 = !DILocation(line: 18, column: 42, scope: !66)
!75 = !DILocation(line: 18, column: 16, scope: !66)
!76 = !DILocation(line: 18, column: 24, scope: !66)
!77 = !DILocation(line: 18, column: 28, scope: !66)
!78 = !DILocation(line: 18, column: 48, scope: !66)
!79 = !DILocation(line: 19, column: 36, scope: !66)
!80 = !DILocation(line: 19, column: 42, scope: !66)
!81 = !DILocation(line: 19, column: 17, scope: !66)
!82 = !DILocation(line: 19, column: 22, scope: !66)
!83 = !DILocation(line: 19, column: 29, scope: !66)
!84 = !DILocation(line: 19, column: 34, scope: !66)
!85 = !DILocation(line: 19, column: 49, scope: !66)
!86 = !DILocation(line: 20, column: 19, scope: !66)
!87 = !DILocation(line: 20, column: 25, scope: !66)
!88 = !DILocation(line: 20, column: 17, scope: !66)
!89 = !DILocation(line: 20, column: 36, scope: !66)
!90 = !DILocation(line: 20, column: 42, scope: !66)
!91 = !DILocation(line: 20, column: 34, scope: !66)
!92 = !DILocation(line: 20, column: 63, scope: !66)
!93 = !DILocation(line: 20, column: 67, scope: !66)
!94 = !DILocation(line: 20, column: 65, scope: !66)
!95 = !DILocation(line: 20, column: 49, scope: !66)
!96 = !DILocation(line: 20, column: 57, scope: !66)
!97 = !DILocation(line: 20, column: 61, scope: !66)
!98 = !DILocation(line: 20, column: 70, scope: !66)
!99 = !DILocation(line: 21, column: 19, scope: !66)
!100 = !DILocation(line: 21, column: 25, scope: !66)
!101 = !DILocation(line: 21, column: 17, scope: !66)
!102 = !DILocation(line: 21, column: 36, scope: !66)
!103 = !DILocation(line: 21, column: 42, scope: !66)
!104 = !DILocation(line: 21, column: 34, scope: !66)
!105 = !DILocation(line: 21, column: 63, scope: !66)
!106 = !DILocation(line: 21, column: 67, scope: !66)
!107 = !DILocation(line: 21, column: 65, scope: !66)
!108 = !DILocation(line: 21, column: 49, scope: !66)
!109 = !DILocation(line: 21, column: 57, scope: !66)
!110 = !DILocation(line: 21, column: 61, scope: !66)
!111 = !DILocation(line: 21, column: 70, scope: !66)
!112 = !DILocation(line: 22, column: 19, scope: !66)
!113 = !DILocation(line: 22, column: 25, scope: !66)
!114 = !DILocation(line: 22, column: 17, scope: !66)
!115 = !DILocation(line: 22, column: 36, scope: !66)
!116 = !DILocation(line: 22, column: 42, scope: !66)
!117 = !DILocation(line: 22, column: 34, scope: !66)
!118 = !DILocation(line: 22, column: 63, scope: !66)
!119 = !DILocation(line: 22, column: 67, scope: !66)
!120 = !DILocation(line: 22, column: 65, scope: !66)
!121 = !DILocation(line: 22, column: 49, scope: !66)
!122 = !DILocation(line: 22, column: 57, scope: !66)
!123 = !DILocation(line: 22, column: 61, scope: !66)
!124 = !DILocation(line: 22, column: 70, scope: !66)
!125 = !DILocation(line: 23, column: 19, scope: !66)
!126 = !DILocation(line: 23, column: 25, scope: !66)
!127 = !DILocation(line: 23, column: 17, scope: !66)
!128 = !DILocation(line: 23, column: 36, scope: !66)
!129 = !DILocation(line: 23, column: 42, scope: !66)
!130 = !DILocation(line: 23, column: 34, scope: !66)
!131 = !DILocation(line: 23, column: 63, scope: !66)
!132 = !DILocation(line: 23, column: 67, scope: !66)
!133 = !DILocation(line: 23, column: 65, scope: !66)
!134 = !DILocation(line: 23, column: 49, scope: !66)
!135 = !DILocation(line: 23, column: 57, scope: !66)
!136 = !DILocation(line: 23, column: 61, scope: !66)
!137 = !DILocation(line: 23, column: 70, scope: !66)
!138 = !DILocation(line: 24, column: 20, scope: !66)
!139 = !DILocation(line: 24, column: 25, scope: !66)
!140 = !DILocation(line: 24, column: 18, scope: !66)
!141 = !DILocation(line: 24, column: 30, scope: !66)
!142 = !DILocation(line: 26, column: 11, scope: !143)
!143 = distinct !DILexicalBlock(scope: !66, file: !1, line: 26, column: 11)
!144 = !DILocation(line: 26, column: 17, scope: !143)
!145 = !DILocation(line: 26, column: 23, scope: !143)
!146 = !DILocation(line: 26, column: 11, scope: !66)
!147 = !DILocation(line: 27, column: 14, scope: !143)
!148 = !DILocation(line: 27, column: 19, scope: !143)
!149 = !DILocation(line: 27, column: 12, scope: !143)
!150 = !DILocation(line: 27, column: 9, scope: !143)
!151 = !DILocation(line: 29, column: 11, scope: !143)
!152 = !DILocation(line: 30, column: 7, scope: !66)
!153 = !DILocation(line: 32, column: 11, scope: !66)
!154 = !DILocation(line: 32, column: 17, scope: !66)
!155 = !DILocation(line: 32, column: 9, scope: !66)
!156 = !DILocation(line: 33, column: 11, scope: !66)
!157 = !DILocation(line: 33, column: 17, scope: !66)
!158 = !DILocation(line: 33, column: 9, scope: !66)
!159 = !DILocation(line: 34, column: 11, scope: !160)
!160 = distinct !DILexicalBlock(scope: !66, file: !1, line: 34, column: 11)
!161 = !DILocation(line: 34, column: 15, scope: !160)
!162 = !DILocation(line: 34, column: 13, scope: !160)
!163 = !DILocation(line: 34, column: 11, scope: !66)
!164 = !DILocation(line: 35, column: 14, scope: !160)
!165 = !DILocation(line: 35, column: 19, scope: !160)
!166 = !DILocation(line: 35, column: 12, scope: !160)
!167 = !DILocation(line: 35, column: 9, scope: !160)
!168 = !DILocation(line: 37, column: 11, scope: !160)
!169 = !DILocation(line: 38, column: 7, scope: !66)
!170 = !DILocation(line: 39, column: 27, scope: !66)
!171 = !DILocation(line: 39, column: 33, scope: !66)
!172 = !DILocation(line: 39, column: 36, scope: !66)
!173 = !DILocation(line: 39, column: 15, scope: !66)
!174 = !DILocation(line: 39, column: 21, scope: !66)
!175 = !DILocation(line: 39, column: 25, scope: !66)
!176 = !DILocation(line: 39, column: 44, scope: !66)
!177 = !DILocation(line: 39, column: 48, scope: !66)
!178 = !DILocation(line: 40, column: 17, scope: !66)
!179 = !DILocation(line: 40, column: 21, scope: !66)
!180 = !DILocation(line: 41, column: 37, scope: !66)
!181 = !DILocation(line: 41, column: 43, scope: !66)
!182 = !DILocation(line: 41, column: 17, scope: !66)
!183 = !DILocation(line: 41, column: 51, scope: !66)
!184 = !DILocation(line: 42, column: 5, scope: !66)
!185 = !DILocation(line: 43, column: 22, scope: !66)
!186 = !DILocation(line: 43, column: 27, scope: !66)
!187 = distinct !{!187, !55, !188, !189}
!188 = !DILocation(line: 45, column: 3, scope: !28)
!189 = !{!"llvm.loop.mustprogress"}
!190 = !DILocation(line: 46, column: 10, scope: !28)
!191 = !DILocation(line: 46, column: 3, scope: !28)
!192 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 51, type: !193, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !36)
!193 = !DISubroutineType(types: !194)
!194 = !{!34, !34, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!198 = !DILocalVariable(name: "argc", arg: 1, scope: !192, file: !1, line: 51, type: !34)
!199 = !DILocation(line: 51, column: 14, scope: !192)
!200 = !DILocalVariable(name: "argv", arg: 2, scope: !192, file: !1, line: 51, type: !195)
!201 = !DILocation(line: 51, column: 27, scope: !192)
!202 = !DILocalVariable(name: "n", scope: !192, file: !1, line: 53, type: !34)
!203 = !DILocation(line: 53, column: 7, scope: !192)
!204 = !DILocation(line: 53, column: 11, scope: !192)
!205 = !DILocation(line: 53, column: 16, scope: !192)
!206 = !DILocation(line: 53, column: 27, scope: !192)
!207 = !DILocation(line: 53, column: 22, scope: !192)
!208 = !DILocalVariable(name: "code", scope: !192, file: !1, line: 54, type: !209)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 4096, elements: !210)
!210 = !{!211}
!211 = !DISubrange(count: 128)
!212 = !DILocation(line: 54, column: 7, scope: !192)
!213 = !DILocalVariable(name: "pc", scope: !192, file: !1, line: 55, type: !34)
!214 = !DILocation(line: 55, column: 7, scope: !192)
!215 = !DILocalVariable(name: "loop", scope: !192, file: !1, line: 55, type: !34)
!216 = !DILocation(line: 55, column: 15, scope: !192)
!217 = !DILocalVariable(name: "fix_exit", scope: !192, file: !1, line: 55, type: !34)
!218 = !DILocation(line: 55, column: 21, scope: !192)
!219 = !DILocalVariable(name: "gcd", scope: !192, file: !1, line: 55, type: !34)
!220 = !DILocation(line: 55, column: 31, scope: !192)
!221 = !DILocalVariable(name: "fix_done", scope: !192, file: !1, line: 55, type: !34)
!222 = !DILocation(line: 55, column: 36, scope: !192)
!223 = !DILocation(line: 57, column: 13, scope: !192)
!224 = !DILocation(line: 57, column: 19, scope: !192)
!225 = !DILocation(line: 57, column: 8, scope: !192)
!226 = !DILocation(line: 57, column: 6, scope: !192)
!227 = !DILocation(line: 57, column: 40, scope: !192)
!228 = !DILocation(line: 57, column: 46, scope: !192)
!229 = !DILocation(line: 57, column: 35, scope: !192)
!230 = !DILocation(line: 57, column: 33, scope: !192)
!231 = !DILocation(line: 58, column: 13, scope: !192)
!232 = !DILocation(line: 58, column: 19, scope: !192)
!233 = !DILocation(line: 58, column: 8, scope: !192)
!234 = !DILocation(line: 58, column: 6, scope: !192)
!235 = !DILocation(line: 58, column: 41, scope: !192)
!236 = !DILocation(line: 58, column: 47, scope: !192)
!237 = !DILocation(line: 58, column: 36, scope: !192)
!238 = !DILocation(line: 58, column: 34, scope: !192)
!239 = !DILocation(line: 59, column: 13, scope: !192)
!240 = !DILocation(line: 59, column: 19, scope: !192)
!241 = !DILocation(line: 59, column: 8, scope: !192)
!242 = !DILocation(line: 59, column: 6, scope: !192)
!243 = !DILocation(line: 59, column: 40, scope: !192)
!244 = !DILocation(line: 59, column: 46, scope: !192)
!245 = !DILocation(line: 59, column: 35, scope: !192)
!246 = !DILocation(line: 59, column: 33, scope: !192)
!247 = !DILocation(line: 60, column: 13, scope: !192)
!248 = !DILocation(line: 60, column: 19, scope: !192)
!249 = !DILocation(line: 60, column: 8, scope: !192)
!250 = !DILocation(line: 60, column: 6, scope: !192)
!251 = !DILocation(line: 60, column: 41, scope: !192)
!252 = !DILocation(line: 60, column: 47, scope: !192)
!253 = !DILocation(line: 60, column: 36, scope: !192)
!254 = !DILocation(line: 60, column: 34, scope: !192)
!255 = !DILocation(line: 61, column: 10, scope: !192)
!256 = !DILocation(line: 61, column: 8, scope: !192)
!257 = !DILocation(line: 62, column: 13, scope: !192)
!258 = !DILocation(line: 62, column: 19, scope: !192)
!259 = !DILocation(line: 62, column: 8, scope: !192)
!260 = !DILocation(line: 62, column: 6, scope: !192)
!261 = !DILocation(line: 62, column: 40, scope: !192)
!262 = !DILocation(line: 62, column: 46, scope: !192)
!263 = !DILocation(line: 62, column: 35, scope: !192)
!264 = !DILocation(line: 62, column: 33, scope: !192)
!265 = !DILocation(line: 63, column: 13, scope: !192)
!266 = !DILocation(line: 63, column: 19, scope: !192)
!267 = !DILocation(line: 63, column: 8, scope: !192)
!268 = !DILocation(line: 63, column: 6, scope: !192)
!269 = !DILocation(line: 63, column: 40, scope: !192)
!270 = !DILocation(line: 63, column: 46, scope: !192)
!271 = !DILocation(line: 63, column: 35, scope: !192)
!272 = !DILocation(line: 63, column: 33, scope: !192)
!273 = !DILocation(line: 64, column: 13, scope: !192)
!274 = !DILocation(line: 64, column: 19, scope: !192)
!275 = !DILocation(line: 64, column: 8, scope: !192)
!276 = !DILocation(line: 64, column: 6, scope: !192)
!277 = !DILocation(line: 64, column: 39, scope: !192)
!278 = !DILocation(line: 64, column: 45, scope: !192)
!279 = !DILocation(line: 64, column: 49, scope: !192)
!280 = !DILocation(line: 64, column: 52, scope: !192)
!281 = !DILocation(line: 64, column: 34, scope: !192)
!282 = !DILocation(line: 64, column: 32, scope: !192)
!283 = !DILocation(line: 65, column: 13, scope: !192)
!284 = !DILocation(line: 65, column: 19, scope: !192)
!285 = !DILocation(line: 65, column: 8, scope: !192)
!286 = !DILocation(line: 65, column: 6, scope: !192)
!287 = !DILocation(line: 65, column: 40, scope: !192)
!288 = !DILocation(line: 65, column: 38, scope: !192)
!289 = !DILocation(line: 65, column: 54, scope: !192)
!290 = !DILocation(line: 65, column: 60, scope: !192)
!291 = !DILocation(line: 65, column: 49, scope: !192)
!292 = !DILocation(line: 65, column: 47, scope: !192)
!293 = !DILocation(line: 67, column: 13, scope: !192)
!294 = !DILocation(line: 67, column: 19, scope: !192)
!295 = !DILocation(line: 67, column: 8, scope: !192)
!296 = !DILocation(line: 67, column: 6, scope: !192)
!297 = !DILocation(line: 67, column: 40, scope: !192)
!298 = !DILocation(line: 67, column: 46, scope: !192)
!299 = !DILocation(line: 67, column: 35, scope: !192)
!300 = !DILocation(line: 67, column: 33, scope: !192)
!301 = !DILocation(line: 68, column: 13, scope: !192)
!302 = !DILocation(line: 68, column: 19, scope: !192)
!303 = !DILocation(line: 68, column: 8, scope: !192)
!304 = !DILocation(line: 68, column: 6, scope: !192)
!305 = !DILocation(line: 68, column: 40, scope: !192)
!306 = !DILocation(line: 68, column: 46, scope: !192)
!307 = !DILocation(line: 68, column: 35, scope: !192)
!308 = !DILocation(line: 68, column: 33, scope: !192)
!309 = !DILocation(line: 69, column: 13, scope: !192)
!310 = !DILocation(line: 69, column: 19, scope: !192)
!311 = !DILocation(line: 69, column: 8, scope: !192)
!312 = !DILocation(line: 69, column: 6, scope: !192)
!313 = !DILocation(line: 70, column: 13, scope: !192)
!314 = !DILocation(line: 70, column: 19, scope: !192)
!315 = !DILocation(line: 70, column: 8, scope: !192)
!316 = !DILocation(line: 70, column: 6, scope: !192)
!317 = !DILocation(line: 71, column: 13, scope: !192)
!318 = !DILocation(line: 71, column: 19, scope: !192)
!319 = !DILocation(line: 71, column: 8, scope: !192)
!320 = !DILocation(line: 71, column: 6, scope: !192)
!321 = !DILocation(line: 71, column: 40, scope: !192)
!322 = !DILocation(line: 71, column: 46, scope: !192)
!323 = !DILocation(line: 71, column: 35, scope: !192)
!324 = !DILocation(line: 71, column: 33, scope: !192)
!325 = !DILocation(line: 72, column: 13, scope: !192)
!326 = !DILocation(line: 72, column: 19, scope: !192)
!327 = !DILocation(line: 72, column: 8, scope: !192)
!328 = !DILocation(line: 72, column: 6, scope: !192)
!329 = !DILocation(line: 73, column: 13, scope: !192)
!330 = !DILocation(line: 73, column: 19, scope: !192)
!331 = !DILocation(line: 73, column: 8, scope: !192)
!332 = !DILocation(line: 73, column: 6, scope: !192)
!333 = !DILocation(line: 74, column: 13, scope: !192)
!334 = !DILocation(line: 74, column: 19, scope: !192)
!335 = !DILocation(line: 74, column: 8, scope: !192)
!336 = !DILocation(line: 74, column: 6, scope: !192)
!337 = !DILocation(line: 74, column: 41, scope: !192)
!338 = !DILocation(line: 74, column: 47, scope: !192)
!339 = !DILocation(line: 74, column: 36, scope: !192)
!340 = !DILocation(line: 74, column: 34, scope: !192)
!341 = !DILocation(line: 76, column: 13, scope: !192)
!342 = !DILocation(line: 76, column: 19, scope: !192)
!343 = !DILocation(line: 76, column: 8, scope: !192)
!344 = !DILocation(line: 76, column: 6, scope: !192)
!345 = !DILocation(line: 76, column: 40, scope: !192)
!346 = !DILocation(line: 76, column: 46, scope: !192)
!347 = !DILocation(line: 76, column: 35, scope: !192)
!348 = !DILocation(line: 76, column: 33, scope: !192)
!349 = !DILocation(line: 77, column: 13, scope: !192)
!350 = !DILocation(line: 77, column: 19, scope: !192)
!351 = !DILocation(line: 77, column: 8, scope: !192)
!352 = !DILocation(line: 77, column: 6, scope: !192)
!353 = !DILocation(line: 77, column: 40, scope: !192)
!354 = !DILocation(line: 77, column: 46, scope: !192)
!355 = !DILocation(line: 77, column: 35, scope: !192)
!356 = !DILocation(line: 77, column: 33, scope: !192)
!357 = !DILocation(line: 78, column: 13, scope: !192)
!358 = !DILocation(line: 78, column: 19, scope: !192)
!359 = !DILocation(line: 78, column: 8, scope: !192)
!360 = !DILocation(line: 78, column: 6, scope: !192)
!361 = !DILocation(line: 79, column: 13, scope: !192)
!362 = !DILocation(line: 79, column: 19, scope: !192)
!363 = !DILocation(line: 79, column: 8, scope: !192)
!364 = !DILocation(line: 79, column: 6, scope: !192)
!365 = !DILocation(line: 79, column: 41, scope: !192)
!366 = !DILocation(line: 79, column: 47, scope: !192)
!367 = !DILocation(line: 79, column: 36, scope: !192)
!368 = !DILocation(line: 79, column: 34, scope: !192)
!369 = !DILocation(line: 80, column: 13, scope: !192)
!370 = !DILocation(line: 80, column: 19, scope: !192)
!371 = !DILocation(line: 80, column: 8, scope: !192)
!372 = !DILocation(line: 80, column: 6, scope: !192)
!373 = !DILocation(line: 80, column: 39, scope: !192)
!374 = !DILocation(line: 80, column: 45, scope: !192)
!375 = !DILocation(line: 80, column: 49, scope: !192)
!376 = !DILocation(line: 80, column: 34, scope: !192)
!377 = !DILocation(line: 80, column: 32, scope: !192)
!378 = !DILocation(line: 81, column: 20, scope: !192)
!379 = !DILocation(line: 81, column: 8, scope: !192)
!380 = !DILocation(line: 81, column: 3, scope: !192)
!381 = !DILocation(line: 81, column: 18, scope: !192)
!382 = !DILocation(line: 83, column: 13, scope: !192)
!383 = !DILocation(line: 83, column: 19, scope: !192)
!384 = !DILocation(line: 83, column: 8, scope: !192)
!385 = !DILocation(line: 83, column: 6, scope: !192)
!386 = !DILocation(line: 83, column: 40, scope: !192)
!387 = !DILocation(line: 83, column: 46, scope: !192)
!388 = !DILocation(line: 83, column: 35, scope: !192)
!389 = !DILocation(line: 83, column: 33, scope: !192)
!390 = !DILocation(line: 84, column: 13, scope: !192)
!391 = !DILocation(line: 84, column: 19, scope: !192)
!392 = !DILocation(line: 84, column: 8, scope: !192)
!393 = !DILocation(line: 84, column: 6, scope: !192)
!394 = !DILocation(line: 84, column: 41, scope: !192)
!395 = !DILocation(line: 84, column: 47, scope: !192)
!396 = !DILocation(line: 84, column: 36, scope: !192)
!397 = !DILocation(line: 84, column: 34, scope: !192)
!398 = !DILocation(line: 85, column: 13, scope: !192)
!399 = !DILocation(line: 85, column: 19, scope: !192)
!400 = !DILocation(line: 85, column: 8, scope: !192)
!401 = !DILocation(line: 85, column: 6, scope: !192)
!402 = !DILocation(line: 85, column: 40, scope: !192)
!403 = !DILocation(line: 85, column: 46, scope: !192)
!404 = !DILocation(line: 85, column: 35, scope: !192)
!405 = !DILocation(line: 85, column: 33, scope: !192)
!406 = !DILocation(line: 86, column: 13, scope: !192)
!407 = !DILocation(line: 86, column: 19, scope: !192)
!408 = !DILocation(line: 86, column: 8, scope: !192)
!409 = !DILocation(line: 86, column: 6, scope: !192)
!410 = !DILocation(line: 86, column: 41, scope: !192)
!411 = !DILocation(line: 86, column: 47, scope: !192)
!412 = !DILocation(line: 86, column: 36, scope: !192)
!413 = !DILocation(line: 86, column: 34, scope: !192)
!414 = !DILocation(line: 87, column: 9, scope: !192)
!415 = !DILocation(line: 87, column: 7, scope: !192)
!416 = !DILocation(line: 88, column: 13, scope: !192)
!417 = !DILocation(line: 88, column: 19, scope: !192)
!418 = !DILocation(line: 88, column: 8, scope: !192)
!419 = !DILocation(line: 88, column: 6, scope: !192)
!420 = !DILocation(line: 88, column: 40, scope: !192)
!421 = !DILocation(line: 88, column: 46, scope: !192)
!422 = !DILocation(line: 88, column: 35, scope: !192)
!423 = !DILocation(line: 88, column: 33, scope: !192)
!424 = !DILocation(line: 89, column: 13, scope: !192)
!425 = !DILocation(line: 89, column: 19, scope: !192)
!426 = !DILocation(line: 89, column: 8, scope: !192)
!427 = !DILocation(line: 89, column: 6, scope: !192)
!428 = !DILocation(line: 89, column: 39, scope: !192)
!429 = !DILocation(line: 89, column: 37, scope: !192)
!430 = !DILocation(line: 89, column: 53, scope: !192)
!431 = !DILocation(line: 89, column: 59, scope: !192)
!432 = !DILocation(line: 89, column: 48, scope: !192)
!433 = !DILocation(line: 89, column: 46, scope: !192)
!434 = !DILocation(line: 90, column: 13, scope: !192)
!435 = !DILocation(line: 90, column: 19, scope: !192)
!436 = !DILocation(line: 90, column: 8, scope: !192)
!437 = !DILocation(line: 90, column: 6, scope: !192)
!438 = !DILocation(line: 90, column: 40, scope: !192)
!439 = !DILocation(line: 90, column: 46, scope: !192)
!440 = !DILocation(line: 90, column: 35, scope: !192)
!441 = !DILocation(line: 90, column: 33, scope: !192)
!442 = !DILocation(line: 91, column: 13, scope: !192)
!443 = !DILocation(line: 91, column: 19, scope: !192)
!444 = !DILocation(line: 91, column: 8, scope: !192)
!445 = !DILocation(line: 91, column: 6, scope: !192)
!446 = !DILocation(line: 91, column: 40, scope: !192)
!447 = !DILocation(line: 91, column: 46, scope: !192)
!448 = !DILocation(line: 91, column: 35, scope: !192)
!449 = !DILocation(line: 91, column: 33, scope: !192)
!450 = !DILocation(line: 92, column: 13, scope: !192)
!451 = !DILocation(line: 92, column: 19, scope: !192)
!452 = !DILocation(line: 92, column: 8, scope: !192)
!453 = !DILocation(line: 92, column: 6, scope: !192)
!454 = !DILocation(line: 93, column: 13, scope: !192)
!455 = !DILocation(line: 93, column: 19, scope: !192)
!456 = !DILocation(line: 93, column: 8, scope: !192)
!457 = !DILocation(line: 93, column: 6, scope: !192)
!458 = !DILocation(line: 93, column: 40, scope: !192)
!459 = !DILocation(line: 93, column: 46, scope: !192)
!460 = !DILocation(line: 93, column: 35, scope: !192)
!461 = !DILocation(line: 93, column: 33, scope: !192)
!462 = !DILocation(line: 94, column: 13, scope: !192)
!463 = !DILocation(line: 94, column: 19, scope: !192)
!464 = !DILocation(line: 94, column: 8, scope: !192)
!465 = !DILocation(line: 94, column: 6, scope: !192)
!466 = !DILocation(line: 94, column: 41, scope: !192)
!467 = !DILocation(line: 94, column: 47, scope: !192)
!468 = !DILocation(line: 94, column: 36, scope: !192)
!469 = !DILocation(line: 94, column: 34, scope: !192)
!470 = !DILocation(line: 95, column: 13, scope: !192)
!471 = !DILocation(line: 95, column: 19, scope: !192)
!472 = !DILocation(line: 95, column: 8, scope: !192)
!473 = !DILocation(line: 95, column: 6, scope: !192)
!474 = !DILocation(line: 95, column: 41, scope: !192)
!475 = !DILocation(line: 95, column: 47, scope: !192)
!476 = !DILocation(line: 95, column: 36, scope: !192)
!477 = !DILocation(line: 95, column: 34, scope: !192)
!478 = !DILocation(line: 96, column: 13, scope: !192)
!479 = !DILocation(line: 96, column: 19, scope: !192)
!480 = !DILocation(line: 96, column: 8, scope: !192)
!481 = !DILocation(line: 96, column: 6, scope: !192)
!482 = !DILocation(line: 96, column: 39, scope: !192)
!483 = !DILocation(line: 96, column: 45, scope: !192)
!484 = !DILocation(line: 96, column: 49, scope: !192)
!485 = !DILocation(line: 96, column: 34, scope: !192)
!486 = !DILocation(line: 96, column: 32, scope: !192)
!487 = !DILocation(line: 97, column: 20, scope: !192)
!488 = !DILocation(line: 97, column: 8, scope: !192)
!489 = !DILocation(line: 97, column: 3, scope: !192)
!490 = !DILocation(line: 97, column: 18, scope: !192)
!491 = !DILocation(line: 98, column: 13, scope: !192)
!492 = !DILocation(line: 98, column: 19, scope: !192)
!493 = !DILocation(line: 98, column: 8, scope: !192)
!494 = !DILocation(line: 98, column: 6, scope: !192)
!495 = !DILocation(line: 98, column: 40, scope: !192)
!496 = !DILocation(line: 98, column: 46, scope: !192)
!497 = !DILocation(line: 98, column: 35, scope: !192)
!498 = !DILocation(line: 98, column: 33, scope: !192)
!499 = !DILocation(line: 99, column: 13, scope: !192)
!500 = !DILocation(line: 99, column: 19, scope: !192)
!501 = !DILocation(line: 99, column: 8, scope: !192)
!502 = !DILocation(line: 99, column: 6, scope: !192)
!503 = !DILocation(line: 100, column: 13, scope: !192)
!504 = !DILocation(line: 100, column: 19, scope: !192)
!505 = !DILocation(line: 100, column: 8, scope: !192)
!506 = !DILocation(line: 100, column: 6, scope: !192)
!507 = !DILocation(line: 100, column: 40, scope: !192)
!508 = !DILocation(line: 100, column: 46, scope: !192)
!509 = !DILocation(line: 100, column: 35, scope: !192)
!510 = !DILocation(line: 100, column: 33, scope: !192)
!511 = !DILocation(line: 101, column: 13, scope: !192)
!512 = !DILocation(line: 101, column: 19, scope: !192)
!513 = !DILocation(line: 101, column: 8, scope: !192)
!514 = !DILocation(line: 101, column: 6, scope: !192)
!515 = !DILocation(line: 102, column: 13, scope: !192)
!516 = !DILocation(line: 102, column: 19, scope: !192)
!517 = !DILocation(line: 102, column: 8, scope: !192)
!518 = !DILocation(line: 102, column: 6, scope: !192)
!519 = !DILocation(line: 103, column: 13, scope: !192)
!520 = !DILocation(line: 103, column: 19, scope: !192)
!521 = !DILocation(line: 103, column: 8, scope: !192)
!522 = !DILocation(line: 103, column: 6, scope: !192)
!523 = !DILocation(line: 104, column: 13, scope: !192)
!524 = !DILocation(line: 104, column: 19, scope: !192)
!525 = !DILocation(line: 104, column: 8, scope: !192)
!526 = !DILocation(line: 104, column: 6, scope: !192)
!527 = !DILocalVariable(name: "vars", scope: !192, file: !1, line: 106, type: !528)
!528 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 512, elements: !529)
!529 = !{!530}
!530 = !DISubrange(count: 8)
!531 = !DILocation(line: 106, column: 8, scope: !192)
!532 = !DILocation(line: 106, column: 18, scope: !192)
!533 = !DILocation(line: 106, column: 25, scope: !192)
!534 = !DILocalVariable(name: "stack", scope: !192, file: !1, line: 107, type: !535)
!535 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 4096, elements: !536)
!536 = !{!537}
!537 = !DISubrange(count: 64)
!538 = !DILocation(line: 107, column: 8, scope: !192)
!539 = !DILocalVariable(name: "steps", scope: !192, file: !1, line: 108, type: !31)
!540 = !DILocation(line: 108, column: 8, scope: !192)
!541 = !DILocation(line: 108, column: 27, scope: !192)
!542 = !DILocation(line: 108, column: 33, scope: !192)
!543 = !DILocation(line: 108, column: 39, scope: !192)
!544 = !DILocation(line: 108, column: 16, scope: !192)
!545 = !DILocation(line: 109, column: 38, scope: !192)
!546 = !DILocation(line: 109, column: 42, scope: !192)
!547 = !DILocation(line: 109, column: 49, scope: !192)
!548 = !DILocation(line: 109, column: 3, scope: !192)
!549 = !DILocation(line: 110, column: 3, scope: !192)
!550 = distinct !DISubprogram(name: "emit", scope: !1, file: !1, line: 49, type: !551, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !36)
!551 = !DISubroutineType(types: !552)
!552 = !{!34, !553, !34, !34}
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!554 = !DILocalVariable(name: "code", arg: 1, scope: !550, file: !1, line: 49, type: !553)
!555 = !DILocation(line: 49, column: 22, scope: !550)
!556 = !DILocalVariable(name: "pc", arg: 2, scope: !550, file: !1, line: 49, type: !34)
!557 = !DILocation(line: 49, column: 32, scope: !550)
!558 = !DILocalVariable(name: "op", arg: 3, scope: !550, file: !1, line: 49, type: !34)
!559 = !DILocation(line: 49, column: 40, scope: !550)
!560 = !DILocation(line: 49, column: 57, scope: !550)
!561 = !DILocation(line: 49, column: 46, scope: !550)
!562 = !DILocation(line: 49, column: 51, scope: !550)
!563 = !DILocation(line: 49, column: 55, scope: !550)
!564 = !DILocation(line: 49, column: 68, scope: !550)
!565 = !DILocation(line: 49, column: 71, scope: !550)
!566 = !DILocation(line: 49, column: 61, scope: !550)
