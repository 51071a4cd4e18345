; ModuleID = 'lambda.cpp'
source_filename = "lambda.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Array = type { [16 x float] }
%class.anon = type { i32, i32* }

$_ZNK5ArrayIfLi16EE3sumEv = comdat any

@.str = private unnamed_addr constant [10 x i8] c"%f %d %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !209 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.Array, align 4
  %7 = alloca i32, align 4
  %8 = alloca [32 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %class.anon, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !214, metadata !DIExpression()), !dbg !215
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !216, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.declare(metadata %struct.Array* %6, metadata !218, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.declare(metadata i32* %7, metadata !235, metadata !DIExpression()), !dbg !237
  store i32 0, i32* %7, align 4, !dbg !237
  br label %13, !dbg !238

13:                                               ; preds = %23, %2
  %14 = load i32, i32* %7, align 4, !dbg !239
  %15 = icmp slt i32 %14, 16, !dbg !241
  br i1 %15, label %16, label %26, !dbg !242

16:                                               ; preds = %13
  %17 = load i32, i32* %7, align 4, !dbg !243
  %18 = sitofp i32 %17 to float, !dbg !243
  %19 = getelementptr inbounds %struct.Array, %struct.Array* %6, i32 0, i32 0, !dbg !244
  %20 = load i32, i32* %7, align 4, !dbg !245
  %21 = sext i32 %20 to i64, !dbg !246
  %22 = getelementptr inbounds [16 x float], [16 x float]* %19, i64 0, i64 %21, !dbg !246
  store float %18, float* %22, align 4, !dbg !247
  br label %23, !dbg !246

23:                                               ; preds = %16
  %24 = load i32, i32* %7, align 4, !dbg !248
  %25 = add nsw i32 %24, 1, !dbg !248
  store i32 %25, i32* %7, align 4, !dbg !248
  br label %13, !dbg !249, !llvm.loop !250

26:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata [32 x i32]* %8, metadata !253, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.declare(metadata i32* %9, metadata !258, metadata !DIExpression()), !dbg !260
  store i32 0, i32* %9, align 4, !dbg !260
  br label %27, !dbg !261

27:                                               ; preds = %36, %26
  %28 = load i32, i32* %9, align 4, !dbg !262
  %29 = icmp slt i32 %28, 32, !dbg !264
  br i1 %29, label %30, label %39, !dbg !265

30:                                               ; preds = %27
  %31 = load i32, i32* %9, align 4, !dbg !266
  %32 = sub nsw i32 32, %31, !dbg !267
  %33 = load i32, i32* %9, align 4, !dbg !268
  %34 = sext i32 %33 to i64, !dbg !269
  %35 = getelementptr inbounds [32 x i32], [32 x i32]* %8, i64 0, i64 %34, !dbg !269
  store i32 %32, i32* %35, align 4, !dbg !270
  br label %36, !dbg !269

36:                                               ; preds = %30
  %37 = load i32, i32* %9, align 4, !dbg !271
  %38 = add nsw i32 %37, 1, !dbg !271
  store i32 %38, i32* %9, align 4, !dbg !271
  br label %27, !dbg !272, !llvm.loop !273

39:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata i32* %10, metadata !275, metadata !DIExpression()), !dbg !276
  %40 = load i32, i32* %4, align 4, !dbg !277
  %41 = add nsw i32 %40, 2, !dbg !278
  store i32 %41, i32* %10, align 4, !dbg !276
  call void @llvm.dbg.declare(metadata i32* %11, metadata !279, metadata !DIExpression()), !dbg !280
  store i32 0, i32* %11, align 4, !dbg !280
  %42 = getelementptr inbounds [32 x i32], [32 x i32]* %8, i64 0, i64 0, !dbg !281
  %43 = getelementptr inbounds %class.anon, %class.anon* %12, i32 0, i32 0, !dbg !282
  %44 = load i32, i32* %10, align 4, !dbg !283
  store i32 %44, i32* %43, align 8, !dbg !282
  %45 = getelementptr inbounds %class.anon, %class.anon* %12, i32 0, i32 1, !dbg !282
  store i32* %11, i32** %45, align 8, !dbg !282
  %46 = bitcast %class.anon* %12 to { i32, i32* }*, !dbg !284
  %47 = getelementptr inbounds { i32, i32* }, { i32, i32* }* %46, i32 0, i32 0, !dbg !284
  %48 = load i32, i32* %47, align 8, !dbg !284
  %49 = getelementptr inbounds { i32, i32* }, { i32, i32* }* %46, i32 0, i32 1, !dbg !284
  %50 = load i32*, i32** %49, align 8, !dbg !284
  call void @"_Z5applyIZ4mainE3$_0EvPiiT_"(i32* noundef %42, i32 noundef 32, i32 %48, i32* %50), !dbg !284
  %51 = call noundef float @_ZNK5ArrayIfLi16EE3sumEv(%struct.Array* noundef nonnull align 4 dereferenceable(64) %6), !dbg !285
  %52 = fpext float %51 to double, !dbg !286
  %53 = getelementptr inbounds [32 x i32], [32 x i32]* %8, i64 0, i64 0, !dbg !287
  %54 = load i32, i32* %53, align 16, !dbg !287
  %55 = load i32, i32* %11, align 4, !dbg !288
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %52, i32 noundef %54, i32 noundef %55), !dbg !289
  ret i32 0, !dbg !290
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_Z5applyIZ4mainE3$_0EvPiiT_"(i32* noundef %0, i32 noundef %1, i32 %2, i32* %3) #2 !dbg !291 {
  %5 = alloca %class.anon, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = bitcast %class.anon* %5 to { i32, i32* }*
  %10 = getelementptr inbounds { i32, i32* }, { i32, i32* }* %9, i32 0, i32 0
  store i32 %2, i32* %10, align 8
  %11 = getelementptr inbounds { i32, i32* }, { i32, i32* }* %9, i32 0, i32 1
  store i32* %3, i32** %11, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !302, metadata !DIExpression()), !dbg !303
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !304, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.declare(metadata %class.anon* %5, metadata !306, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.declare(metadata i32* %8, metadata !308, metadata !DIExpression()), !dbg !310
  store i32 0, i32* %8, align 4, !dbg !310
  br label %12, !dbg !311

12:                                               ; preds = %27, %4
  %13 = load i32, i32* %8, align 4, !dbg !312
  %14 = load i32, i32* %7, align 4, !dbg !314
  %15 = icmp slt i32 %13, %14, !dbg !315
  br i1 %15, label %16, label %30, !dbg !316

16:                                               ; preds = %12
  %17 = load i32*, i32** %6, align 8, !dbg !317
  %18 = load i32, i32* %8, align 4, !dbg !318
  %19 = sext i32 %18 to i64, !dbg !317
  %20 = getelementptr inbounds i32, i32* %17, i64 %19, !dbg !317
  %21 = load i32, i32* %20, align 4, !dbg !317
  %22 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(16) %5, i32 noundef %21), !dbg !319
  %23 = load i32*, i32** %6, align 8, !dbg !320
  %24 = load i32, i32* %8, align 4, !dbg !321
  %25 = sext i32 %24 to i64, !dbg !320
  %26 = getelementptr inbounds i32, i32* %23, i64 %25, !dbg !320
  store i32 %22, i32* %26, align 4, !dbg !322
  br label %27, !dbg !320

27:                                               ; preds = %16
  %28 = load i32, i32* %8, align 4, !dbg !323
  %29 = add nsw i32 %28, 1, !dbg !323
  store i32 %29, i32* %8, align 4, !dbg !323
  br label %12, !dbg !324, !llvm.loop !325

30:                                               ; preds = %12
  ret void, !dbg !327
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_ZNK5ArrayIfLi16EE3sumEv(%struct.Array* noundef nonnull align 4 dereferenceable(64) %0) #4 comdat align 2 !dbg !328 {
  %2 = alloca %struct.Array*, align 8
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Array** %2, metadata !329, metadata !DIExpression()), !dbg !331
  %5 = load %struct.Array*, %struct.Array** %2, align 8
  call void @llvm.dbg.declare(metadata float* %3, metadata !332, metadata !DIExpression()), !dbg !333
  store float 0.000000e+00, float* %3, align 4, !dbg !333
  call void @llvm.dbg.declare(metadata i32* %4, metadata !334, metadata !DIExpression()), !dbg !336
  store i32 0, i32* %4, align 4, !dbg !336
  br label %6, !dbg !337

6:                                                ; preds = %17, %1
  %7 = load i32, i32* %4, align 4, !dbg !338
  %8 = icmp slt i32 %7, 16, !dbg !340
  br i1 %8, label %9, label %20, !dbg !341

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0, !dbg !342
  %11 = load i32, i32* %4, align 4, !dbg !343
  %12 = sext i32 %11 to i64, !dbg !342
  %13 = getelementptr inbounds [16 x float], [16 x float]* %10, i64 0, i64 %12, !dbg !342
  %14 = load float, float* %13, align 4, !dbg !342
  %15 = load float, float* %3, align 4, !dbg !344
  %16 = fadd float %15, %14, !dbg !344
  store float %16, float* %3, align 4, !dbg !344
  br label %17, !dbg !345

17:                                               ; preds = %9
  %18 = load i32, i32* %4, align 4, !dbg !346
  %19 = add nsw i32 %18, 1, !dbg !346
  store i32 %19, i32* %4, align 4, !dbg !346
  br label %6, !dbg !347, !llvm.loop !348

20:                                               ; preds = %6
  %21 = load float, float* %3, align 4, !dbg !350
  ret float %21, !dbg !351
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #4 align 2 !dbg !352 {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !361, metadata !DIExpression()), !dbg !363
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !364, metadata !DIExpression()), !dbg !365
  %5 = load %class.anon*, %class.anon** %3, align 8
  %6 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 1, !dbg !366
  %7 = load i32*, i32** %6, align 8, !dbg !366
  %8 = load i32, i32* %7, align 4, !dbg !367
  %9 = add nsw i32 %8, 1, !dbg !367
  store i32 %9, i32* %7, align 4, !dbg !367
  %10 = load i32, i32* %4, align 4, !dbg !368
  %11 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0, !dbg !369
  %12 = load i32, i32* %11, align 8, !dbg !369
  %13 = mul nsw i32 %10, %12, !dbg !370
  ret i32 %13, !dbg !371
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!201, !202, !203, !204, !205, !206, !207}
!llvm.ident = !{!208}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lambda.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "cc9a64e492d2cdcd4976c8335f4612ea")
!2 = !{!3, !10, !16, !21, !26, !28, !30, !32, !34, !41, !48, !55, !59, !63, !67, !76, !80, !82, !87, !93, !97, !104, !106, !110, !114, !118, !120, !124, !128, !130, !134, !136, !138, !142, !146, !150, !154, !158, !162, !164, !171, !175, !179, !184, !186, !188, !192, !196, !197, !198, !199, !200}
!3 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !5, file: !9, line: 98)
!4 = !DINamespace(name: "std", scope: null)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !6, line: 7, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !8, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!9 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!10 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !11, file: !9, line: 99)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !12, line: 84, baseType: !13)
!12 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !14, line: 14, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!15 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !14, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!16 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !17, file: !9, line: 101)
!17 = !DISubprogram(name: "clearerr", scope: !12, file: !12, line: 786, type: !18, flags: DIFlagPrototyped, spFlags: 0)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!21 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !22, file: !9, line: 102)
!22 = !DISubprogram(name: "fclose", scope: !12, file: !12, line: 178, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !20}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !27, file: !9, line: 103)
!27 = !DISubprogram(name: "feof", scope: !12, file: !12, line: 788, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!28 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !29, file: !9, line: 104)
!29 = !DISubprogram(name: "ferror", scope: !12, file: !12, line: 790, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!30 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !31, file: !9, line: 105)
!31 = !DISubprogram(name: "fflush", scope: !12, file: !12, line: 230, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!32 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !33, file: !9, line: 106)
!33 = !DISubprogram(name: "fgetc", scope: !12, file: !12, line: 513, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!34 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !35, file: !9, line: 107)
!35 = !DISubprogram(name: "fgetpos", scope: !12, file: !12, line: 760, type: !36, flags: DIFlagPrototyped, spFlags: 0)
!36 = !DISubroutineType(types: !37)
!37 = !{!25, !38, !39}
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!39 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!41 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !42, file: !9, line: 108)
!42 = !DISubprogram(name: "fgets", scope: !12, file: !12, line: 592, type: !43, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !47, !25, !38}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!47 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!48 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !49, file: !9, line: 109)
!49 = !DISubprogram(name: "fopen", scope: !12, file: !12, line: 258, type: !50, flags: DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{!20, !52, !52}
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!55 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !56, file: !9, line: 110)
!56 = !DISubprogram(name: "fprintf", scope: !12, file: !12, line: 350, type: !57, flags: DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{!25, !38, !52, null}
!59 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !60, file: !9, line: 111)
!60 = !DISubprogram(name: "fputc", scope: !12, file: !12, line: 549, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!61 = !DISubroutineType(types: !62)
!62 = !{!25, !25, !20}
!63 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !64, file: !9, line: 112)
!64 = !DISubprogram(name: "fputs", scope: !12, file: !12, line: 655, type: !65, flags: DIFlagPrototyped, spFlags: 0)
!65 = !DISubroutineType(types: !66)
!66 = !{!25, !52, !38}
!67 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !68, file: !9, line: 113)
!68 = !DISubprogram(name: "fread", scope: !12, file: !12, line: 675, type: !69, flags: DIFlagPrototyped, spFlags: 0)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !74, !71, !71, !38}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !72, line: 46, baseType: !73)
!72 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !77, file: !9, line: 114)
!77 = !DISubprogram(name: "freopen", scope: !12, file: !12, line: 265, type: !78, flags: DIFlagPrototyped, spFlags: 0)
!78 = !DISubroutineType(types: !79)
!79 = !{!20, !52, !52, !38}
!80 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !81, file: !9, line: 115)
!81 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !12, file: !12, line: 434, type: !57, flags: DIFlagPrototyped, spFlags: 0)
!82 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !83, file: !9, line: 116)
!83 = !DISubprogram(name: "fseek", scope: !12, file: !12, line: 713, type: !84, flags: DIFlagPrototyped, spFlags: 0)
!84 = !DISubroutineType(types: !85)
!85 = !{!25, !20, !86, !25}
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !88, file: !9, line: 117)
!88 = !DISubprogram(name: "fsetpos", scope: !12, file: !12, line: 765, type: !89, flags: DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{!25, !20, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!93 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !94, file: !9, line: 118)
!94 = !DISubprogram(name: "ftell", scope: !12, file: !12, line: 718, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!95 = !DISubroutineType(types: !96)
!96 = !{!86, !20}
!97 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !98, file: !9, line: 119)
!98 = !DISubprogram(name: "fwrite", scope: !12, file: !12, line: 681, type: !99, flags: DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{!71, !101, !71, !71, !38}
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !105, file: !9, line: 120)
!105 = !DISubprogram(name: "getc", scope: !12, file: !12, line: 514, type: !23, flags: DIFlagPrototyped, spFlags: 0)
!106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !107, file: !9, line: 121)
!107 = !DISubprogram(name: "getchar", scope: !12, file: !12, line: 520, type: !108, flags: DIFlagPrototyped, spFlags: 0)
!108 = !DISubroutineType(types: !109)
!109 = !{!25}
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !111, file: !9, line: 126)
!111 = !DISubprogram(name: "perror", scope: !12, file: !12, line: 804, type: !112, flags: DIFlagPrototyped, spFlags: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !53}
!114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !115, file: !9, line: 127)
!115 = !DISubprogram(name: "printf", scope: !12, file: !12, line: 356, type: !116, flags: DIFlagPrototyped, spFlags: 0)
!116 = !DISubroutineType(types: !117)
!117 = !{!25, !52, null}
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !119, file: !9, line: 128)
!119 = !DISubprogram(name: "putc", scope: !12, file: !12, line: 550, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !121, file: !9, line: 129)
!121 = !DISubprogram(name: "putchar", scope: !12, file: !12, line: 556, type: !122, flags: DIFlagPrototyped, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!25, !25}
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !125, file: !9, line: 130)
!125 = !DISubprogram(name: "puts", scope: !12, file: !12, line: 661, type: !126, flags: DIFlagPrototyped, spFlags: 0)
!126 = !DISubroutineType(types: !127)
!127 = !{!25, !53}
!128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !129, file: !9, line: 131)
!129 = !DISubprogram(name: "remove", scope: !12, file: !12, line: 152, type: !126, flags: DIFlagPrototyped, spFlags: 0)
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !131, file: !9, line: 132)
!131 = !DISubprogram(name: "rename", scope: !12, file: !12, line: 154, type: !132, flags: DIFlagPrototyped, spFlags: 0)
!132 = !DISubroutineType(types: !133)
!133 = !{!25, !53, !53}
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !135, file: !9, line: 133)
!135 = !DISubprogram(name: "rewind", scope: !12, file: !12, line: 723, type: !18, flags: DIFlagPrototyped, spFlags: 0)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !137, file: !9, line: 134)
!137 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !12, file: !12, line: 437, type: !116, flags: DIFlagPrototyped, spFlags: 0)
!138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !139, file: !9, line: 135)
!139 = !DISubprogram(name: "setbuf", scope: !12, file: !12, line: 328, type: !140, flags: DIFlagPrototyped, spFlags: 0)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !38, !47}
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !143, file: !9, line: 136)
!143 = !DISubprogram(name: "setvbuf", scope: !12, file: !12, line: 332, type: !144, flags: DIFlagPrototyped, spFlags: 0)
!144 = !DISubroutineType(types: !145)
!145 = !{!25, !38, !47, !25, !71}
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !147, file: !9, line: 137)
!147 = !DISubprogram(name: "sprintf", scope: !12, file: !12, line: 358, type: !148, flags: DIFlagPrototyped, spFlags: 0)
!148 = !DISubroutineType(types: !149)
!149 = !{!25, !47, !52, null}
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !151, file: !9, line: 138)
!151 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !12, file: !12, line: 439, type: !152, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{!25, !52, !52, null}
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !155, file: !9, line: 139)
!155 = !DISubprogram(name: "tmpfile", scope: !12, file: !12, line: 188, type: !156, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{!20}
!158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !159, file: !9, line: 141)
!159 = !DISubprogram(name: "tmpnam", scope: !12, file: !12, line: 205, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!160 = !DISubroutineType(types: !161)
!161 = !{!45, !45}
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !163, file: !9, line: 143)
!163 = !DISubprogram(name: "ungetc", scope: !12, file: !12, line: 668, type: !61, flags: DIFlagPrototyped, spFlags: 0)
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !165, file: !9, line: 144)
!165 = !DISubprogram(name: "vfprintf", scope: !12, file: !12, line: 365, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{!25, !38, !52, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !170, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!170 = !DIFile(filename: "lambda.cpp", directory: ".")
!171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !172, file: !9, line: 145)
!172 = !DISubprogram(name: "vprintf", scope: !12, file: !12, line: 371, type: !173, flags: DIFlagPrototyped, spFlags: 0)
!173 = !DISubroutineType(types: !174)
!174 = !{!25, !52, !168}
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !176, file: !9, line: 146)
!176 = !DISubprogram(name: "vsprintf", scope: !12, file: !12, line: 373, type: !177, flags: DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{!25, !47, !52, !168}
!179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !181, file: !9, line: 175)
!180 = !DINamespace(name: "__gnu_cxx", scope: null)
!181 = !DISubprogram(name: "snprintf", scope: !12, file: !12, line: 378, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!25, !47, !71, !52, null}
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !185, file: !9, line: 176)
!185 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !12, file: !12, line: 479, type: !166, flags: DIFlagPrototyped, spFlags: 0)
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !187, file: !9, line: 177)
!187 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !12, file: !12, line: 484, type: !173, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !189, file: !9, line: 178)
!189 = !DISubprogram(name: "vsnprintf", scope: !12, file: !12, line: 382, type: !190, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!25, !47, !71, !52, !168}
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !180, entity: !193, file: !9, line: 179)
!193 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !12, file: !12, line: 487, type: !194, flags: DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{!25, !52, !52, !168}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !181, file: !9, line: 185)
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !185, file: !9, line: 186)
!198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !187, file: !9, line: 187)
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !189, file: !9, line: 188)
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !193, file: !9, line: 189)
!201 = !{i32 7, !"Dwarf Version", i32 5}
!202 = !{i32 2, !"Debug Info Version", i32 3}
!203 = !{i32 1, !"wchar_size", i32 4}
!204 = !{i32 7, !"PIC Level", i32 2}
!205 = !{i32 7, !"PIE Level", i32 2}
!206 = !{i32 7, !"uwtable", i32 1}
!207 = !{i32 7, !"frame-pointer", i32 2}
!208 = !{!"Debian clang version 14.0.6"}
!209 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !210, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !213)
!210 = !DISubroutineType(types: !211)
!211 = !{!25, !25, !212}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!213 = !{}
!214 = !DILocalVariable(name: "argc", arg: 1, scope: !209, file: !1, line: 20, type: !25)
!215 = !DILocation(line: 20, column: 14, scope: !209)
!216 = !DILocalVariable(name: "argv", arg: 2, scope: !209, file: !1, line: 20, type: !212)
!217 = !DILocation(line: 20, column: 27, scope: !209)
!218 = !DILocalVariable(name: "x", scope: !209, file: !1, line: 21, type: !219)
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<float, 16>", file: !1, line: 5, size: 512, flags: DIFlagTypePassByValue, elements: !220, templateParams: !231, identifier: "_ZTS5ArrayIfLi16EE")
!220 = !{!221, !226}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !219, file: !1, line: 6, baseType: !222, size: 512)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !223, size: 512, elements: !224)
!223 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!224 = !{!225}
!225 = !DISubrange(count: 16)
!226 = !DISubprogram(name: "sum", linkageName: "_ZNK5ArrayIfLi16EE3sumEv", scope: !219, file: !1, line: 7, type: !227, scopeLine: 7, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{!223, !229}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!231 = !{!232, !233}
!232 = !DITemplateTypeParameter(name: "T", type: !223)
!233 = !DITemplateValueParameter(name: "N", type: !25, value: i32 16)
!234 = !DILocation(line: 21, column: 20, scope: !209)
!235 = !DILocalVariable(name: "i", scope: !236, file: !1, line: 22, type: !25)
!236 = distinct !DILexicalBlock(scope: !209, file: !1, line: 22, column: 3)
!237 = !DILocation(line: 22, column: 12, scope: !236)
!238 = !DILocation(line: 22, column: 8, scope: !236)
!239 = !DILocation(line: 22, column: 19, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !1, line: 22, column: 3)
!241 = !DILocation(line: 22, column: 21, scope: !240)
!242 = !DILocation(line: 22, column: 3, scope: !236)
!243 = !DILocation(line: 23, column: 14, scope: !240)
!244 = !DILocation(line: 23, column: 7, scope: !240)
!245 = !DILocation(line: 23, column: 9, scope: !240)
!246 = !DILocation(line: 23, column: 5, scope: !240)
!247 = !DILocation(line: 23, column: 12, scope: !240)
!248 = !DILocation(line: 22, column: 28, scope: !240)
!249 = !DILocation(line: 22, column: 3, scope: !240)
!250 = distinct !{!250, !242, !251, !252}
!251 = !DILocation(line: 23, column: 14, scope: !236)
!252 = !{!"llvm.loop.mustprogress"}
!253 = !DILocalVariable(name: "b", scope: !209, file: !1, line: 24, type: !254)
!254 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 1024, elements: !255)
!255 = !{!256}
!256 = !DISubrange(count: 32)
!257 = !DILocation(line: 24, column: 7, scope: !209)
!258 = !DILocalVariable(name: "i", scope: !259, file: !1, line: 25, type: !25)
!259 = distinct !DILexicalBlock(scope: !209, file: !1, line: 25, column: 3)
!260 = !DILocation(line: 25, column: 12, scope: !259)
!261 = !DILocation(line: 25, column: 8, scope: !259)
!262 = !DILocation(line: 25, column: 19, scope: !263)
!263 = distinct !DILexicalBlock(scope: !259, file: !1, line: 25, column: 3)
!264 = !DILocation(line: 25, column: 21, scope: !263)
!265 = !DILocation(line: 25, column: 3, scope: !259)
!266 = !DILocation(line: 26, column: 17, scope: !263)
!267 = !DILocation(line: 26, column: 15, scope: !263)
!268 = !DILocation(line: 26, column: 7, scope: !263)
!269 = !DILocation(line: 26, column: 5, scope: !263)
!270 = !DILocation(line: 26, column: 10, scope: !263)
!271 = !DILocation(line: 25, column: 28, scope: !263)
!272 = !DILocation(line: 25, column: 3, scope: !263)
!273 = distinct !{!273, !265, !274, !252}
!274 = !DILocation(line: 26, column: 17, scope: !259)
!275 = !DILocalVariable(name: "k", scope: !209, file: !1, line: 27, type: !25)
!276 = !DILocation(line: 27, column: 7, scope: !209)
!277 = !DILocation(line: 27, column: 11, scope: !209)
!278 = !DILocation(line: 27, column: 16, scope: !209)
!279 = !DILocalVariable(name: "calls", scope: !209, file: !1, line: 27, type: !25)
!280 = !DILocation(line: 27, column: 21, scope: !209)
!281 = !DILocation(line: 28, column: 9, scope: !209)
!282 = !DILocation(line: 28, column: 16, scope: !209)
!283 = !DILocation(line: 28, column: 17, scope: !209)
!284 = !DILocation(line: 28, column: 3, scope: !209)
!285 = !DILocation(line: 32, column: 31, scope: !209)
!286 = !DILocation(line: 32, column: 29, scope: !209)
!287 = !DILocation(line: 32, column: 38, scope: !209)
!288 = !DILocation(line: 32, column: 44, scope: !209)
!289 = !DILocation(line: 32, column: 3, scope: !209)
!290 = !DILocation(line: 33, column: 3, scope: !209)
!291 = distinct !DISubprogram(name: "apply<(lambda at lambda.cpp:28:16)>", linkageName: "_Z5applyIZ4mainE3$_0EvPiiT_", scope: !1, file: !1, line: 15, type: !292, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !300, retainedNodes: !213)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !294, !25, !295}
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!295 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !209, file: !1, line: 28, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !296)
!296 = !{!297, !298}
!297 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !295, file: !1, line: 28, baseType: !25, size: 32)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !295, file: !1, line: 28, baseType: !299, size: 64, offset: 64)
!299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!300 = !{!301}
!301 = !DITemplateTypeParameter(name: "F", type: !295)
!302 = !DILocalVariable(name: "a", arg: 1, scope: !291, file: !1, line: 15, type: !294)
!303 = !DILocation(line: 15, column: 39, scope: !291)
!304 = !DILocalVariable(name: "n", arg: 2, scope: !291, file: !1, line: 15, type: !25)
!305 = !DILocation(line: 15, column: 46, scope: !291)
!306 = !DILocalVariable(name: "f", arg: 3, scope: !291, file: !1, line: 15, type: !295)
!307 = !DILocation(line: 15, column: 51, scope: !291)
!308 = !DILocalVariable(name: "i", scope: !309, file: !1, line: 16, type: !25)
!309 = distinct !DILexicalBlock(scope: !291, file: !1, line: 16, column: 3)
!310 = !DILocation(line: 16, column: 12, scope: !309)
!311 = !DILocation(line: 16, column: 8, scope: !309)
!312 = !DILocation(line: 16, column: 19, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !1, line: 16, column: 3)
!314 = !DILocation(line: 16, column: 23, scope: !313)
!315 = !DILocation(line: 16, column: 21, scope: !313)
!316 = !DILocation(line: 16, column: 3, scope: !309)
!317 = !DILocation(line: 17, column: 14, scope: !313)
!318 = !DILocation(line: 17, column: 16, scope: !313)
!319 = !DILocation(line: 17, column: 12, scope: !313)
!320 = !DILocation(line: 17, column: 5, scope: !313)
!321 = !DILocation(line: 17, column: 7, scope: !313)
!322 = !DILocation(line: 17, column: 10, scope: !313)
!323 = !DILocation(line: 16, column: 27, scope: !313)
!324 = !DILocation(line: 16, column: 3, scope: !313)
!325 = distinct !{!325, !316, !326, !252}
!326 = !DILocation(line: 17, column: 18, scope: !309)
!327 = !DILocation(line: 18, column: 1, scope: !291)
!328 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK5ArrayIfLi16EE3sumEv", scope: !219, file: !1, line: 7, type: !227, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !226, retainedNodes: !213)
!329 = !DILocalVariable(name: "this", arg: 1, scope: !328, type: !330, flags: DIFlagArtificial | DIFlagObjectPointer)
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!331 = !DILocation(line: 0, scope: !328)
!332 = !DILocalVariable(name: "s", scope: !328, file: !1, line: 8, type: !223)
!333 = !DILocation(line: 8, column: 7, scope: !328)
!334 = !DILocalVariable(name: "i", scope: !335, file: !1, line: 9, type: !25)
!335 = distinct !DILexicalBlock(scope: !328, file: !1, line: 9, column: 5)
!336 = !DILocation(line: 9, column: 14, scope: !335)
!337 = !DILocation(line: 9, column: 10, scope: !335)
!338 = !DILocation(line: 9, column: 21, scope: !339)
!339 = distinct !DILexicalBlock(scope: !335, file: !1, line: 9, column: 5)
!340 = !DILocation(line: 9, column: 23, scope: !339)
!341 = !DILocation(line: 9, column: 5, scope: !335)
!342 = !DILocation(line: 10, column: 12, scope: !339)
!343 = !DILocation(line: 10, column: 14, scope: !339)
!344 = !DILocation(line: 10, column: 9, scope: !339)
!345 = !DILocation(line: 10, column: 7, scope: !339)
!346 = !DILocation(line: 9, column: 29, scope: !339)
!347 = !DILocation(line: 9, column: 5, scope: !339)
!348 = distinct !{!348, !341, !349, !252}
!349 = !DILocation(line: 10, column: 15, scope: !335)
!350 = !DILocation(line: 11, column: 12, scope: !328)
!351 = !DILocation(line: 11, column: 5, scope: !328)
!352 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !295, file: !1, line: 28, type: !353, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !357, retainedNodes: !213)
!353 = !DISubroutineType(types: !354)
!354 = !{!25, !355, !25}
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!356 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !295)
!357 = !DISubprogram(name: "operator()", scope: !295, file: !1, line: 28, type: !358, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!358 = !DISubroutineType(types: !359)
!359 = !{!360, !355, !25}
!360 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!361 = !DILocalVariable(name: "this", arg: 1, scope: !352, type: !362, flags: DIFlagArtificial | DIFlagObjectPointer)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!363 = !DILocation(line: 0, scope: !352)
!364 = !DILocalVariable(name: "v", arg: 2, scope: !352, file: !1, line: 28, type: !25)
!365 = !DILocation(line: 28, column: 32, scope: !352)
!366 = !DILocation(line: 29, column: 5, scope: !352)
!367 = !DILocation(line: 29, column: 10, scope: !352)
!368 = !DILocation(line: 30, column: 12, scope: !352)
!369 = !DILocation(line: 30, column: 16, scope: !352)
!370 = !DILocation(line: 30, column: 14, scope: !352)
!371 = !DILocation(line: 30, column: 5, scope: !352)
