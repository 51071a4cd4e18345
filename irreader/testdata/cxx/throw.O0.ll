; ModuleID = 'throw.cpp'
source_filename = "throw.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::exception" = type { i32 (...)** }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }

@_ZTISt9exception = external constant i8*
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"multiple of 3\00", align 1
@_ZTISt13runtime_error = external constant i8*

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !798 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::exception"*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !800, metadata !DIExpression()), !dbg !801
  store i32 0, i32* %2, align 4, !dbg !801
  call void @llvm.dbg.declare(metadata i32* %3, metadata !802, metadata !DIExpression()), !dbg !803
  store i32 0, i32* %3, align 4, !dbg !803
  call void @llvm.dbg.declare(metadata i32* %4, metadata !804, metadata !DIExpression()), !dbg !806
  store i32 0, i32* %4, align 4, !dbg !806
  br label %10, !dbg !807

10:                                               ; preds = %34, %0
  %11 = load i32, i32* %4, align 4, !dbg !808
  %12 = icmp slt i32 %11, 10, !dbg !810
  br i1 %12, label %13, label %37, !dbg !811

13:                                               ; preds = %10
  %14 = load i32, i32* %4, align 4, !dbg !812
  %15 = invoke noundef i32 @_ZL5checki(i32 noundef %14)
          to label %16 unwind label %19, !dbg !815

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4, !dbg !816
  %18 = add nsw i32 %17, %15, !dbg !816
  store i32 %18, i32* %2, align 4, !dbg !816
  br label %33, !dbg !817

19:                                               ; preds = %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9exception to i8*), !dbg !818
  %21 = extractvalue { i8*, i32 } %20, 0, !dbg !818
  store i8* %21, i8** %5, align 8, !dbg !818
  %22 = extractvalue { i8*, i32 } %20, 1, !dbg !818
  store i32 %22, i32* %6, align 4, !dbg !818
  br label %23, !dbg !818

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4, !dbg !817
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #8, !dbg !817
  %26 = icmp eq i32 %24, %25, !dbg !817
  br i1 %26, label %27, label %64, !dbg !817

27:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata %"class.std::exception"** %7, metadata !819, metadata !DIExpression()), !dbg !824
  %28 = load i8*, i8** %5, align 8, !dbg !817
  %29 = call i8* @__cxa_begin_catch(i8* %28) #8, !dbg !817
  %30 = bitcast i8* %29 to %"class.std::exception"*, !dbg !817
  store %"class.std::exception"* %30, %"class.std::exception"** %7, align 8, !dbg !817
  %31 = load i32, i32* %3, align 4, !dbg !825
  %32 = add nsw i32 %31, 1, !dbg !825
  store i32 %32, i32* %3, align 4, !dbg !825
  call void @__cxa_end_catch(), !dbg !827
  br label %33, !dbg !827

33:                                               ; preds = %27, %16
  br label %34, !dbg !828

34:                                               ; preds = %33
  %35 = load i32, i32* %4, align 4, !dbg !829
  %36 = add nsw i32 %35, 1, !dbg !829
  store i32 %36, i32* %4, align 4, !dbg !829
  br label %10, !dbg !830, !llvm.loop !831

37:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32** %8, metadata !834, metadata !DIExpression()), !dbg !836
  %38 = call noalias noundef nonnull i8* @_Znam(i64 noundef 400) #9, !dbg !837, !heapallocsite !28
  %39 = bitcast i8* %38 to i32*, !dbg !837
  store i32* %39, i32** %8, align 8, !dbg !836
  call void @llvm.dbg.declare(metadata i32* %9, metadata !838, metadata !DIExpression()), !dbg !840
  store i32 0, i32* %9, align 4, !dbg !840
  br label %40, !dbg !841

40:                                               ; preds = %49, %37
  %41 = load i32, i32* %9, align 4, !dbg !842
  %42 = icmp slt i32 %41, 100, !dbg !844
  br i1 %42, label %43, label %52, !dbg !845

43:                                               ; preds = %40
  %44 = load i32, i32* %9, align 4, !dbg !846
  %45 = load i32*, i32** %8, align 8, !dbg !847
  %46 = load i32, i32* %9, align 4, !dbg !848
  %47 = sext i32 %46 to i64, !dbg !847
  %48 = getelementptr inbounds i32, i32* %45, i64 %47, !dbg !847
  store i32 %44, i32* %48, align 4, !dbg !849
  br label %49, !dbg !847

49:                                               ; preds = %43
  %50 = load i32, i32* %9, align 4, !dbg !850
  %51 = add nsw i32 %50, 1, !dbg !850
  store i32 %51, i32* %9, align 4, !dbg !850
  br label %40, !dbg !851, !llvm.loop !852

52:                                               ; preds = %40
  %53 = load i32, i32* %2, align 4, !dbg !854
  %54 = load i32, i32* %3, align 4, !dbg !855
  %55 = load i32*, i32** %8, align 8, !dbg !856
  %56 = getelementptr inbounds i32, i32* %55, i64 50, !dbg !856
  %57 = load i32, i32* %56, align 4, !dbg !856
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %53, i32 noundef %54, i32 noundef %57), !dbg !857
  %59 = load i32*, i32** %8, align 8, !dbg !858
  %60 = icmp eq i32* %59, null, !dbg !859
  br i1 %60, label %63, label %61, !dbg !859

61:                                               ; preds = %52
  %62 = bitcast i32* %59 to i8*, !dbg !859
  call void @_ZdaPv(i8* noundef %62) #10, !dbg !859
  br label %63, !dbg !859

63:                                               ; preds = %61, %52
  ret i32 0, !dbg !860

64:                                               ; preds = %23
  %65 = load i8*, i8** %5, align 8, !dbg !817
  %66 = load i32, i32* %6, align 4, !dbg !817
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0, !dbg !817
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1, !dbg !817
  resume { i8*, i32 } %68, !dbg !817
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5checki(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !861 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !862, metadata !DIExpression()), !dbg !863
  %5 = load i32, i32* %2, align 4, !dbg !864
  %6 = srem i32 %5, 3, !dbg !866
  %7 = icmp eq i32 %6, 0, !dbg !867
  br i1 %7, label %8, label %16, !dbg !868

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i64 16) #8, !dbg !869
  %10 = bitcast i8* %9 to %"class.std::runtime_error"*, !dbg !869
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %10, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0))
          to label %11 unwind label %12, !dbg !870

11:                                               ; preds = %8
  call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTISt13runtime_error to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD1Ev to i8*)) #11, !dbg !869
  unreachable, !dbg !869

12:                                               ; preds = %8
  %13 = landingpad { i8*, i32 }
          cleanup, !dbg !871
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !871
  store i8* %14, i8** %3, align 8, !dbg !871
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !871
  store i32 %15, i32* %4, align 4, !dbg !871
  call void @__cxa_free_exception(i8* %9) #8, !dbg !869
  br label %18, !dbg !869

16:                                               ; preds = %1
  %17 = load i32, i32* %2, align 4, !dbg !872
  ret i32 %17, !dbg !873

18:                                               ; preds = %12
  %19 = load i8*, i8** %3, align 8, !dbg !869
  %20 = load i32, i32* %4, align 4, !dbg !869
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !869
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !869
  resume { i8*, i32 } %22, !dbg !869
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #4

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #6

declare i8* @__cxa_allocate_exception(i64)

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #5

declare void @__cxa_free_exception(i8*)

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!790, !791, !792, !793, !794, !795, !796}
!llvm.ident = !{!797}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "throw.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "0188564962bfb43622ddddb5bbac3692")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !5, file: !4, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!4 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!5 = !DINamespace(name: "std", scope: null)
!6 = !{!7, !13, !19, !24, !29, !31, !33, !35, !37, !44, !51, !58, !62, !66, !70, !79, !83, !85, !90, !96, !100, !107, !109, !113, !117, !121, !123, !127, !131, !133, !137, !139, !141, !145, !149, !153, !157, !161, !165, !167, !180, !184, !188, !193, !195, !197, !201, !205, !206, !207, !208, !209, !210, !214, !218, !235, !238, !243, !250, !258, !262, !269, !273, !277, !279, !281, !285, !291, !295, !301, !307, !309, !313, !317, !321, !325, !329, !331, !335, !339, !343, !345, !349, !353, !357, !359, !361, !365, !373, !377, !381, !385, !387, !393, !395, !402, !407, !411, !415, !419, !423, !427, !429, !431, !435, !439, !443, !445, !449, !453, !455, !457, !461, !466, !471, !476, !477, !478, !479, !480, !481, !482, !483, !484, !485, !486, !493, !497, !500, !503, !506, !508, !510, !512, !515, !518, !521, !524, !527, !529, !534, !538, !541, !544, !546, !548, !550, !552, !555, !558, !561, !564, !567, !569, !573, !577, !582, !586, !588, !590, !592, !594, !596, !598, !600, !602, !604, !606, !608, !610, !612, !616, !620, !624, !630, !634, !639, !641, !645, !647, !651, !659, !663, !667, !671, !675, !679, !683, !687, !691, !695, !699, !703, !707, !709, !711, !715, !719, !725, !729, !733, !735, !739, !743, !749, !751, !755, !759, !763, !767, !771, !775, !779, !780, !781, !782, !784, !785, !786, !787, !788, !789}
!7 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !8, file: !12, line: 98)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !9, line: 7, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !11, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!12 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!13 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !14, file: !12, line: 99)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !15, line: 84, baseType: !16)
!15 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !17, line: 14, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!18 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !17, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!19 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !20, file: !12, line: 101)
!20 = !DISubprogram(name: "clearerr", scope: !15, file: !15, line: 786, type: !21, flags: DIFlagPrototyped, spFlags: 0)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !23}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!24 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !25, file: !12, line: 102)
!25 = !DISubprogram(name: "fclose", scope: !15, file: !15, line: 178, type: !26, flags: DIFlagPrototyped, spFlags: 0)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !23}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !30, file: !12, line: 103)
!30 = !DISubprogram(name: "feof", scope: !15, file: !15, line: 788, type: !26, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !32, file: !12, line: 104)
!32 = !DISubprogram(name: "ferror", scope: !15, file: !15, line: 790, type: !26, flags: DIFlagPrototyped, spFlags: 0)
!33 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !34, file: !12, line: 105)
!34 = !DISubprogram(name: "fflush", scope: !15, file: !15, line: 230, type: !26, flags: DIFlagPrototyped, spFlags: 0)
!35 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !36, file: !12, line: 106)
!36 = !DISubprogram(name: "fgetc", scope: !15, file: !15, line: 513, type: !26, flags: DIFlagPrototyped, spFlags: 0)
!37 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !38, file: !12, line: 107)
!38 = !DISubprogram(name: "fgetpos", scope: !15, file: !15, line: 760, type: !39, flags: DIFlagPrototyped, spFlags: 0)
!39 = !DISubroutineType(types: !40)
!40 = !{!28, !41, !42}
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !23)
!42 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!44 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !45, file: !12, line: 108)
!45 = !DISubprogram(name: "fgets", scope: !15, file: !15, line: 592, type: !46, flags: DIFlagPrototyped, spFlags: 0)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !50, !28, !41}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!50 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!51 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !52, file: !12, line: 109)
!52 = !DISubprogram(name: "fopen", scope: !15, file: !15, line: 258, type: !53, flags: DIFlagPrototyped, spFlags: 0)
!53 = !DISubroutineType(types: !54)
!54 = !{!23, !55, !55}
!55 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!58 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !59, file: !12, line: 110)
!59 = !DISubprogram(name: "fprintf", scope: !15, file: !15, line: 350, type: !60, flags: DIFlagPrototyped, spFlags: 0)
!60 = !DISubroutineType(types: !61)
!61 = !{!28, !41, !55, null}
!62 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !63, file: !12, line: 111)
!63 = !DISubprogram(name: "fputc", scope: !15, file: !15, line: 549, type: !64, flags: DIFlagPrototyped, spFlags: 0)
!64 = !DISubroutineType(types: !65)
!65 = !{!28, !28, !23}
!66 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !67, file: !12, line: 112)
!67 = !DISubprogram(name: "fputs", scope: !15, file: !15, line: 655, type: !68, flags: DIFlagPrototyped, spFlags: 0)
!68 = !DISubroutineType(types: !69)
!69 = !{!28, !55, !41}
!70 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !71, file: !12, line: 113)
!71 = !DISubprogram(name: "fread", scope: !15, file: !15, line: 675, type: !72, flags: DIFlagPrototyped, spFlags: 0)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !77, !74, !74, !41}
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !75, line: 46, baseType: !76)
!75 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!76 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!79 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !80, file: !12, line: 114)
!80 = !DISubprogram(name: "freopen", scope: !15, file: !15, line: 265, type: !81, flags: DIFlagPrototyped, spFlags: 0)
!81 = !DISubroutineType(types: !82)
!82 = !{!23, !55, !55, !41}
!83 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !84, file: !12, line: 115)
!84 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !15, file: !15, line: 434, type: !60, flags: DIFlagPrototyped, spFlags: 0)
!85 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !86, file: !12, line: 116)
!86 = !DISubprogram(name: "fseek", scope: !15, file: !15, line: 713, type: !87, flags: DIFlagPrototyped, spFlags: 0)
!87 = !DISubroutineType(types: !88)
!88 = !{!28, !23, !89, !28}
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !91, file: !12, line: 117)
!91 = !DISubprogram(name: "fsetpos", scope: !15, file: !15, line: 765, type: !92, flags: DIFlagPrototyped, spFlags: 0)
!92 = !DISubroutineType(types: !93)
!93 = !{!28, !23, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!96 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !97, file: !12, line: 118)
!97 = !DISubprogram(name: "ftell", scope: !15, file: !15, line: 718, type: !98, flags: DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!89, !23}
!100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !101, file: !12, line: 119)
!101 = !DISubprogram(name: "fwrite", scope: !15, file: !15, line: 681, type: !102, flags: DIFlagPrototyped, spFlags: 0)
!102 = !DISubroutineType(types: !103)
!103 = !{!74, !104, !74, !74, !41}
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !108, file: !12, line: 120)
!108 = !DISubprogram(name: "getc", scope: !15, file: !15, line: 514, type: !26, flags: DIFlagPrototyped, spFlags: 0)
!109 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !110, file: !12, line: 121)
!110 = !DISubprogram(name: "getchar", scope: !15, file: !15, line: 520, type: !111, flags: DIFlagPrototyped, spFlags: 0)
!111 = !DISubroutineType(types: !112)
!112 = !{!28}
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !114, file: !12, line: 126)
!114 = !DISubprogram(name: "perror", scope: !15, file: !15, line: 804, type: !115, flags: DIFlagPrototyped, spFlags: 0)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !56}
!117 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !118, file: !12, line: 127)
!118 = !DISubprogram(name: "printf", scope: !15, file: !15, line: 356, type: !119, flags: DIFlagPrototyped, spFlags: 0)
!119 = !DISubroutineType(types: !120)
!120 = !{!28, !55, null}
!121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !122, file: !12, line: 128)
!122 = !DISubprogram(name: "putc", scope: !15, file: !15, line: 550, type: !64, flags: DIFlagPrototyped, spFlags: 0)
!123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !124, file: !12, line: 129)
!124 = !DISubprogram(name: "putchar", scope: !15, file: !15, line: 556, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!125 = !DISubroutineType(types: !126)
!126 = !{!28, !28}
!127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !128, file: !12, line: 130)
!128 = !DISubprogram(name: "puts", scope: !15, file: !15, line: 661, type: !129, flags: DIFlagPrototyped, spFlags: 0)
!129 = !DISubroutineType(types: !130)
!130 = !{!28, !56}
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !132, file: !12, line: 131)
!132 = !DISubprogram(name: "remove", scope: !15, file: !15, line: 152, type: !129, flags: DIFlagPrototyped, spFlags: 0)
!133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !134, file: !12, line: 132)
!134 = !DISubprogram(name: "rename", scope: !15, file: !15, line: 154, type: !135, flags: DIFlagPrototyped, spFlags: 0)
!135 = !DISubroutineType(types: !136)
!136 = !{!28, !56, !56}
!137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !138, file: !12, line: 133)
!138 = !DISubprogram(name: "rewind", scope: !15, file: !15, line: 723, type: !21, flags: DIFlagPrototyped, spFlags: 0)
!139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !140, file: !12, line: 134)
!140 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !15, file: !15, line: 437, type: !119, flags: DIFlagPrototyped, spFlags: 0)
!141 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !142, file: !12, line: 135)
!142 = !DISubprogram(name: "setbuf", scope: !15, file: !15, line: 328, type: !143, flags: DIFlagPrototyped, spFlags: 0)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !41, !50}
!145 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !146, file: !12, line: 136)
!146 = !DISubprogram(name: "setvbuf", scope: !15, file: !15, line: 332, type: !147, flags: DIFlagPrototyped, spFlags: 0)
!147 = !DISubroutineType(types: !148)
!148 = !{!28, !41, !50, !28, !74}
!149 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !150, file: !12, line: 137)
!150 = !DISubprogram(name: "sprintf", scope: !15, file: !15, line: 358, type: !151, flags: DIFlagPrototyped, spFlags: 0)
!151 = !DISubroutineType(types: !152)
!152 = !{!28, !50, !55, null}
!153 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !154, file: !12, line: 138)
!154 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !15, file: !15, line: 439, type: !155, flags: DIFlagPrototyped, spFlags: 0)
!155 = !DISubroutineType(types: !156)
!156 = !{!28, !55, !55, null}
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !158, file: !12, line: 139)
!158 = !DISubprogram(name: "tmpfile", scope: !15, file: !15, line: 188, type: !159, flags: DIFlagPrototyped, spFlags: 0)
!159 = !DISubroutineType(types: !160)
!160 = !{!23}
!161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !162, file: !12, line: 141)
!162 = !DISubprogram(name: "tmpnam", scope: !15, file: !15, line: 205, type: !163, flags: DIFlagPrototyped, spFlags: 0)
!163 = !DISubroutineType(types: !164)
!164 = !{!48, !48}
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !166, file: !12, line: 143)
!166 = !DISubprogram(name: "ungetc", scope: !15, file: !15, line: 668, type: !64, flags: DIFlagPrototyped, spFlags: 0)
!167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !168, file: !12, line: 144)
!168 = !DISubprogram(name: "vfprintf", scope: !15, file: !15, line: 365, type: !169, flags: DIFlagPrototyped, spFlags: 0)
!169 = !DISubroutineType(types: !170)
!170 = !{!28, !41, !55, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !173, identifier: "_ZTS13__va_list_tag")
!173 = !{!174, !177, !178, !179}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !172, file: !175, baseType: !176, size: 32)
!175 = !DIFile(filename: "throw.cpp", directory: ".")
!176 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !172, file: !175, baseType: !176, size: 32, offset: 32)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !172, file: !175, baseType: !78, size: 64, offset: 64)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !172, file: !175, baseType: !78, size: 64, offset: 128)
!180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !181, file: !12, line: 145)
!181 = !DISubprogram(name: "vprintf", scope: !15, file: !15, line: 371, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!28, !55, !171}
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !185, file: !12, line: 146)
!185 = !DISubprogram(name: "vsprintf", scope: !15, file: !15, line: 373, type: !186, flags: DIFlagPrototyped, spFlags: 0)
!186 = !DISubroutineType(types: !187)
!187 = !{!28, !50, !55, !171}
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !190, file: !12, line: 175)
!189 = !DINamespace(name: "__gnu_cxx", scope: null)
!190 = !DISubprogram(name: "snprintf", scope: !15, file: !15, line: 378, type: !191, flags: DIFlagPrototyped, spFlags: 0)
!191 = !DISubroutineType(types: !192)
!192 = !{!28, !50, !74, !55, null}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !194, file: !12, line: 176)
!194 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !15, file: !15, line: 479, type: !169, flags: DIFlagPrototyped, spFlags: 0)
!195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !196, file: !12, line: 177)
!196 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !15, file: !15, line: 484, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !198, file: !12, line: 178)
!198 = !DISubprogram(name: "vsnprintf", scope: !15, file: !15, line: 382, type: !199, flags: DIFlagPrototyped, spFlags: 0)
!199 = !DISubroutineType(types: !200)
!200 = !{!28, !50, !74, !55, !171}
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !202, file: !12, line: 179)
!202 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !15, file: !15, line: 487, type: !203, flags: DIFlagPrototyped, spFlags: 0)
!203 = !DISubroutineType(types: !204)
!204 = !{!28, !55, !55, !171}
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !190, file: !12, line: 185)
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !194, file: !12, line: 186)
!207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !196, file: !12, line: 187)
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !198, file: !12, line: 188)
!209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !202, file: !12, line: 189)
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !211, file: !212, line: 68)
!211 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !213, file: !212, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!212 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!213 = !DINamespace(name: "__exception_ptr", scope: !5)
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !213, entity: !215, file: !212, line: 84)
!215 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !5, file: !212, line: 80, type: !216, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !211}
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !219, file: !234, line: 64)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !220, line: 6, baseType: !221)
!220 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !222, line: 21, baseType: !223)
!222 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!223 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !222, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !224, identifier: "_ZTS11__mbstate_t")
!224 = !{!225, !226}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !223, file: !222, line: 15, baseType: !28, size: 32)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !223, file: !222, line: 20, baseType: !227, size: 32, offset: 32)
!227 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !223, file: !222, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !228, identifier: "_ZTSN11__mbstate_tUt_E")
!228 = !{!229, !230}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !227, file: !222, line: 18, baseType: !176, size: 32)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !227, file: !222, line: 19, baseType: !231, size: 32)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 32, elements: !232)
!232 = !{!233}
!233 = !DISubrange(count: 4)
!234 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !236, file: !234, line: 141)
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !237, line: 20, baseType: !176)
!237 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !239, file: !234, line: 143)
!239 = !DISubprogram(name: "btowc", scope: !240, file: !240, line: 285, type: !241, flags: DIFlagPrototyped, spFlags: 0)
!240 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!241 = !DISubroutineType(types: !242)
!242 = !{!236, !28}
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !244, file: !234, line: 144)
!244 = !DISubprogram(name: "fgetwc", scope: !240, file: !240, line: 744, type: !245, flags: DIFlagPrototyped, spFlags: 0)
!245 = !DISubroutineType(types: !246)
!246 = !{!236, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !249, line: 5, baseType: !10)
!249 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !251, file: !234, line: 145)
!251 = !DISubprogram(name: "fgetws", scope: !240, file: !240, line: 773, type: !252, flags: DIFlagPrototyped, spFlags: 0)
!252 = !DISubroutineType(types: !253)
!253 = !{!254, !256, !28, !257}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!256 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !254)
!257 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !247)
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !259, file: !234, line: 146)
!259 = !DISubprogram(name: "fputwc", scope: !240, file: !240, line: 758, type: !260, flags: DIFlagPrototyped, spFlags: 0)
!260 = !DISubroutineType(types: !261)
!261 = !{!236, !255, !247}
!262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !263, file: !234, line: 147)
!263 = !DISubprogram(name: "fputws", scope: !240, file: !240, line: 780, type: !264, flags: DIFlagPrototyped, spFlags: 0)
!264 = !DISubroutineType(types: !265)
!265 = !{!28, !266, !257}
!266 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !255)
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !270, file: !234, line: 148)
!270 = !DISubprogram(name: "fwide", scope: !240, file: !240, line: 588, type: !271, flags: DIFlagPrototyped, spFlags: 0)
!271 = !DISubroutineType(types: !272)
!272 = !{!28, !247, !28}
!273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !274, file: !234, line: 149)
!274 = !DISubprogram(name: "fwprintf", scope: !240, file: !240, line: 595, type: !275, flags: DIFlagPrototyped, spFlags: 0)
!275 = !DISubroutineType(types: !276)
!276 = !{!28, !257, !266, null}
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !278, file: !234, line: 150)
!278 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !240, file: !240, line: 657, type: !275, flags: DIFlagPrototyped, spFlags: 0)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !280, file: !234, line: 151)
!280 = !DISubprogram(name: "getwc", scope: !240, file: !240, line: 745, type: !245, flags: DIFlagPrototyped, spFlags: 0)
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !282, file: !234, line: 152)
!282 = !DISubprogram(name: "getwchar", scope: !240, file: !240, line: 751, type: !283, flags: DIFlagPrototyped, spFlags: 0)
!283 = !DISubroutineType(types: !284)
!284 = !{!236}
!285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !286, file: !234, line: 153)
!286 = !DISubprogram(name: "mbrlen", scope: !240, file: !240, line: 308, type: !287, flags: DIFlagPrototyped, spFlags: 0)
!287 = !DISubroutineType(types: !288)
!288 = !{!74, !55, !74, !289}
!289 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !292, file: !234, line: 154)
!292 = !DISubprogram(name: "mbrtowc", scope: !240, file: !240, line: 297, type: !293, flags: DIFlagPrototyped, spFlags: 0)
!293 = !DISubroutineType(types: !294)
!294 = !{!74, !256, !55, !74, !289}
!295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !296, file: !234, line: 155)
!296 = !DISubprogram(name: "mbsinit", scope: !240, file: !240, line: 293, type: !297, flags: DIFlagPrototyped, spFlags: 0)
!297 = !DISubroutineType(types: !298)
!298 = !{!28, !299}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !302, file: !234, line: 156)
!302 = !DISubprogram(name: "mbsrtowcs", scope: !240, file: !240, line: 338, type: !303, flags: DIFlagPrototyped, spFlags: 0)
!303 = !DISubroutineType(types: !304)
!304 = !{!74, !256, !305, !74, !289}
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !308, file: !234, line: 157)
!308 = !DISubprogram(name: "putwc", scope: !240, file: !240, line: 759, type: !260, flags: DIFlagPrototyped, spFlags: 0)
!309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !310, file: !234, line: 158)
!310 = !DISubprogram(name: "putwchar", scope: !240, file: !240, line: 765, type: !311, flags: DIFlagPrototyped, spFlags: 0)
!311 = !DISubroutineType(types: !312)
!312 = !{!236, !255}
!313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !314, file: !234, line: 160)
!314 = !DISubprogram(name: "swprintf", scope: !240, file: !240, line: 605, type: !315, flags: DIFlagPrototyped, spFlags: 0)
!315 = !DISubroutineType(types: !316)
!316 = !{!28, !256, !74, !266, null}
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !318, file: !234, line: 162)
!318 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !240, file: !240, line: 664, type: !319, flags: DIFlagPrototyped, spFlags: 0)
!319 = !DISubroutineType(types: !320)
!320 = !{!28, !266, !266, null}
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !322, file: !234, line: 163)
!322 = !DISubprogram(name: "ungetwc", scope: !240, file: !240, line: 788, type: !323, flags: DIFlagPrototyped, spFlags: 0)
!323 = !DISubroutineType(types: !324)
!324 = !{!236, !236, !247}
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !326, file: !234, line: 164)
!326 = !DISubprogram(name: "vfwprintf", scope: !240, file: !240, line: 613, type: !327, flags: DIFlagPrototyped, spFlags: 0)
!327 = !DISubroutineType(types: !328)
!328 = !{!28, !257, !266, !171}
!329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !330, file: !234, line: 166)
!330 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !240, file: !240, line: 711, type: !327, flags: DIFlagPrototyped, spFlags: 0)
!331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !332, file: !234, line: 169)
!332 = !DISubprogram(name: "vswprintf", scope: !240, file: !240, line: 626, type: !333, flags: DIFlagPrototyped, spFlags: 0)
!333 = !DISubroutineType(types: !334)
!334 = !{!28, !256, !74, !266, !171}
!335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !336, file: !234, line: 172)
!336 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !240, file: !240, line: 718, type: !337, flags: DIFlagPrototyped, spFlags: 0)
!337 = !DISubroutineType(types: !338)
!338 = !{!28, !266, !266, !171}
!339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !340, file: !234, line: 174)
!340 = !DISubprogram(name: "vwprintf", scope: !240, file: !240, line: 621, type: !341, flags: DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{!28, !266, !171}
!343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !344, file: !234, line: 176)
!344 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !240, file: !240, line: 715, type: !341, flags: DIFlagPrototyped, spFlags: 0)
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !346, file: !234, line: 178)
!346 = !DISubprogram(name: "wcrtomb", scope: !240, file: !240, line: 302, type: !347, flags: DIFlagPrototyped, spFlags: 0)
!347 = !DISubroutineType(types: !348)
!348 = !{!74, !50, !255, !289}
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !350, file: !234, line: 179)
!350 = !DISubprogram(name: "wcscat", scope: !240, file: !240, line: 97, type: !351, flags: DIFlagPrototyped, spFlags: 0)
!351 = !DISubroutineType(types: !352)
!352 = !{!254, !256, !266}
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !354, file: !234, line: 180)
!354 = !DISubprogram(name: "wcscmp", scope: !240, file: !240, line: 106, type: !355, flags: DIFlagPrototyped, spFlags: 0)
!355 = !DISubroutineType(types: !356)
!356 = !{!28, !267, !267}
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !358, file: !234, line: 181)
!358 = !DISubprogram(name: "wcscoll", scope: !240, file: !240, line: 131, type: !355, flags: DIFlagPrototyped, spFlags: 0)
!359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !360, file: !234, line: 182)
!360 = !DISubprogram(name: "wcscpy", scope: !240, file: !240, line: 87, type: !351, flags: DIFlagPrototyped, spFlags: 0)
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !362, file: !234, line: 183)
!362 = !DISubprogram(name: "wcscspn", scope: !240, file: !240, line: 188, type: !363, flags: DIFlagPrototyped, spFlags: 0)
!363 = !DISubroutineType(types: !364)
!364 = !{!74, !267, !267}
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !366, file: !234, line: 184)
!366 = !DISubprogram(name: "wcsftime", scope: !240, file: !240, line: 852, type: !367, flags: DIFlagPrototyped, spFlags: 0)
!367 = !DISubroutineType(types: !368)
!368 = !{!74, !256, !74, !266, !369}
!369 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !370)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !372)
!372 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !240, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !374, file: !234, line: 185)
!374 = !DISubprogram(name: "wcslen", scope: !240, file: !240, line: 223, type: !375, flags: DIFlagPrototyped, spFlags: 0)
!375 = !DISubroutineType(types: !376)
!376 = !{!74, !267}
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !378, file: !234, line: 186)
!378 = !DISubprogram(name: "wcsncat", scope: !240, file: !240, line: 101, type: !379, flags: DIFlagPrototyped, spFlags: 0)
!379 = !DISubroutineType(types: !380)
!380 = !{!254, !256, !266, !74}
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !382, file: !234, line: 187)
!382 = !DISubprogram(name: "wcsncmp", scope: !240, file: !240, line: 109, type: !383, flags: DIFlagPrototyped, spFlags: 0)
!383 = !DISubroutineType(types: !384)
!384 = !{!28, !267, !267, !74}
!385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !386, file: !234, line: 188)
!386 = !DISubprogram(name: "wcsncpy", scope: !240, file: !240, line: 92, type: !379, flags: DIFlagPrototyped, spFlags: 0)
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !388, file: !234, line: 189)
!388 = !DISubprogram(name: "wcsrtombs", scope: !240, file: !240, line: 344, type: !389, flags: DIFlagPrototyped, spFlags: 0)
!389 = !DISubroutineType(types: !390)
!390 = !{!74, !50, !391, !74, !289}
!391 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !392)
!392 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !394, file: !234, line: 190)
!394 = !DISubprogram(name: "wcsspn", scope: !240, file: !240, line: 192, type: !363, flags: DIFlagPrototyped, spFlags: 0)
!395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !396, file: !234, line: 191)
!396 = !DISubprogram(name: "wcstod", scope: !240, file: !240, line: 378, type: !397, flags: DIFlagPrototyped, spFlags: 0)
!397 = !DISubroutineType(types: !398)
!398 = !{!399, !266, !400}
!399 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!400 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !401)
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !403, file: !234, line: 193)
!403 = !DISubprogram(name: "wcstof", scope: !240, file: !240, line: 383, type: !404, flags: DIFlagPrototyped, spFlags: 0)
!404 = !DISubroutineType(types: !405)
!405 = !{!406, !266, !400}
!406 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !408, file: !234, line: 195)
!408 = !DISubprogram(name: "wcstok", scope: !240, file: !240, line: 218, type: !409, flags: DIFlagPrototyped, spFlags: 0)
!409 = !DISubroutineType(types: !410)
!410 = !{!254, !256, !266, !400}
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !412, file: !234, line: 196)
!412 = !DISubprogram(name: "wcstol", scope: !240, file: !240, line: 429, type: !413, flags: DIFlagPrototyped, spFlags: 0)
!413 = !DISubroutineType(types: !414)
!414 = !{!89, !266, !400, !28}
!415 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !416, file: !234, line: 197)
!416 = !DISubprogram(name: "wcstoul", scope: !240, file: !240, line: 434, type: !417, flags: DIFlagPrototyped, spFlags: 0)
!417 = !DISubroutineType(types: !418)
!418 = !{!76, !266, !400, !28}
!419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !420, file: !234, line: 198)
!420 = !DISubprogram(name: "wcsxfrm", scope: !240, file: !240, line: 135, type: !421, flags: DIFlagPrototyped, spFlags: 0)
!421 = !DISubroutineType(types: !422)
!422 = !{!74, !256, !266, !74}
!423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !424, file: !234, line: 199)
!424 = !DISubprogram(name: "wctob", scope: !240, file: !240, line: 289, type: !425, flags: DIFlagPrototyped, spFlags: 0)
!425 = !DISubroutineType(types: !426)
!426 = !{!28, !236}
!427 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !428, file: !234, line: 200)
!428 = !DISubprogram(name: "wmemcmp", scope: !240, file: !240, line: 259, type: !383, flags: DIFlagPrototyped, spFlags: 0)
!429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !430, file: !234, line: 201)
!430 = !DISubprogram(name: "wmemcpy", scope: !240, file: !240, line: 263, type: !379, flags: DIFlagPrototyped, spFlags: 0)
!431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !432, file: !234, line: 202)
!432 = !DISubprogram(name: "wmemmove", scope: !240, file: !240, line: 268, type: !433, flags: DIFlagPrototyped, spFlags: 0)
!433 = !DISubroutineType(types: !434)
!434 = !{!254, !254, !267, !74}
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !436, file: !234, line: 203)
!436 = !DISubprogram(name: "wmemset", scope: !240, file: !240, line: 272, type: !437, flags: DIFlagPrototyped, spFlags: 0)
!437 = !DISubroutineType(types: !438)
!438 = !{!254, !254, !255, !74}
!439 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !440, file: !234, line: 204)
!440 = !DISubprogram(name: "wprintf", scope: !240, file: !240, line: 602, type: !441, flags: DIFlagPrototyped, spFlags: 0)
!441 = !DISubroutineType(types: !442)
!442 = !{!28, !266, null}
!443 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !444, file: !234, line: 205)
!444 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !240, file: !240, line: 661, type: !441, flags: DIFlagPrototyped, spFlags: 0)
!445 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !446, file: !234, line: 206)
!446 = !DISubprogram(name: "wcschr", scope: !240, file: !240, line: 165, type: !447, flags: DIFlagPrototyped, spFlags: 0)
!447 = !DISubroutineType(types: !448)
!448 = !{!254, !267, !255}
!449 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !450, file: !234, line: 207)
!450 = !DISubprogram(name: "wcspbrk", scope: !240, file: !240, line: 202, type: !451, flags: DIFlagPrototyped, spFlags: 0)
!451 = !DISubroutineType(types: !452)
!452 = !{!254, !267, !267}
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !454, file: !234, line: 208)
!454 = !DISubprogram(name: "wcsrchr", scope: !240, file: !240, line: 175, type: !447, flags: DIFlagPrototyped, spFlags: 0)
!455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !456, file: !234, line: 209)
!456 = !DISubprogram(name: "wcsstr", scope: !240, file: !240, line: 213, type: !451, flags: DIFlagPrototyped, spFlags: 0)
!457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !458, file: !234, line: 210)
!458 = !DISubprogram(name: "wmemchr", scope: !240, file: !240, line: 254, type: !459, flags: DIFlagPrototyped, spFlags: 0)
!459 = !DISubroutineType(types: !460)
!460 = !{!254, !267, !255, !74}
!461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !462, file: !234, line: 251)
!462 = !DISubprogram(name: "wcstold", scope: !240, file: !240, line: 385, type: !463, flags: DIFlagPrototyped, spFlags: 0)
!463 = !DISubroutineType(types: !464)
!464 = !{!465, !266, !400}
!465 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !467, file: !234, line: 260)
!467 = !DISubprogram(name: "wcstoll", scope: !240, file: !240, line: 442, type: !468, flags: DIFlagPrototyped, spFlags: 0)
!468 = !DISubroutineType(types: !469)
!469 = !{!470, !266, !400, !28}
!470 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!471 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !472, file: !234, line: 261)
!472 = !DISubprogram(name: "wcstoull", scope: !240, file: !240, line: 449, type: !473, flags: DIFlagPrototyped, spFlags: 0)
!473 = !DISubroutineType(types: !474)
!474 = !{!475, !266, !400, !28}
!475 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !462, file: !234, line: 267)
!477 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !467, file: !234, line: 268)
!478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !472, file: !234, line: 269)
!479 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !403, file: !234, line: 283)
!480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !330, file: !234, line: 286)
!481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !336, file: !234, line: 289)
!482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !344, file: !234, line: 292)
!483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !462, file: !234, line: 296)
!484 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !467, file: !234, line: 297)
!485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !472, file: !234, line: 298)
!486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !487, file: !492, line: 47)
!487 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !488, line: 24, baseType: !489)
!488 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!489 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !490, line: 37, baseType: !491)
!490 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!491 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!492 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !494, file: !492, line: 48)
!494 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !488, line: 25, baseType: !495)
!495 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !490, line: 39, baseType: !496)
!496 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!497 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !498, file: !492, line: 49)
!498 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !488, line: 26, baseType: !499)
!499 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !490, line: 41, baseType: !28)
!500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !501, file: !492, line: 50)
!501 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !488, line: 27, baseType: !502)
!502 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !490, line: 44, baseType: !89)
!503 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !504, file: !492, line: 52)
!504 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !505, line: 58, baseType: !491)
!505 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !507, file: !492, line: 53)
!507 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !505, line: 60, baseType: !89)
!508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !509, file: !492, line: 54)
!509 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !505, line: 61, baseType: !89)
!510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !511, file: !492, line: 55)
!511 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !505, line: 62, baseType: !89)
!512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !513, file: !492, line: 57)
!513 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !505, line: 43, baseType: !514)
!514 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !490, line: 52, baseType: !489)
!515 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !516, file: !492, line: 58)
!516 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !505, line: 44, baseType: !517)
!517 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !490, line: 54, baseType: !495)
!518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !519, file: !492, line: 59)
!519 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !505, line: 45, baseType: !520)
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !490, line: 56, baseType: !499)
!521 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !522, file: !492, line: 60)
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !505, line: 46, baseType: !523)
!523 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !490, line: 58, baseType: !502)
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !525, file: !492, line: 62)
!525 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !505, line: 101, baseType: !526)
!526 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !490, line: 72, baseType: !89)
!527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !528, file: !492, line: 63)
!528 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !505, line: 87, baseType: !89)
!529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !530, file: !492, line: 65)
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !531, line: 24, baseType: !532)
!531 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!532 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !490, line: 38, baseType: !533)
!533 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !535, file: !492, line: 66)
!535 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !531, line: 25, baseType: !536)
!536 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !490, line: 40, baseType: !537)
!537 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !539, file: !492, line: 67)
!539 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !531, line: 26, baseType: !540)
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !490, line: 42, baseType: !176)
!541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !542, file: !492, line: 68)
!542 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !531, line: 27, baseType: !543)
!543 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !490, line: 45, baseType: !76)
!544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !545, file: !492, line: 70)
!545 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !505, line: 71, baseType: !533)
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !547, file: !492, line: 71)
!547 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !505, line: 73, baseType: !76)
!548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !549, file: !492, line: 72)
!549 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !505, line: 74, baseType: !76)
!550 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !551, file: !492, line: 73)
!551 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !505, line: 75, baseType: !76)
!552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !553, file: !492, line: 75)
!553 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !505, line: 49, baseType: !554)
!554 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !490, line: 53, baseType: !532)
!555 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !556, file: !492, line: 76)
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !505, line: 50, baseType: !557)
!557 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !490, line: 55, baseType: !536)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !559, file: !492, line: 77)
!559 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !505, line: 51, baseType: !560)
!560 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !490, line: 57, baseType: !540)
!561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !562, file: !492, line: 78)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !505, line: 52, baseType: !563)
!563 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !490, line: 59, baseType: !543)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !565, file: !492, line: 80)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !505, line: 102, baseType: !566)
!566 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !490, line: 73, baseType: !76)
!567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !568, file: !492, line: 81)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !505, line: 90, baseType: !76)
!569 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !570, file: !572, line: 53)
!570 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !571, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!571 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!572 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !574, file: !572, line: 54)
!574 = !DISubprogram(name: "setlocale", scope: !571, file: !571, line: 122, type: !575, flags: DIFlagPrototyped, spFlags: 0)
!575 = !DISubroutineType(types: !576)
!576 = !{!48, !28, !56}
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !578, file: !572, line: 55)
!578 = !DISubprogram(name: "localeconv", scope: !571, file: !571, line: 125, type: !579, flags: DIFlagPrototyped, spFlags: 0)
!579 = !DISubroutineType(types: !580)
!580 = !{!581}
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !570, size: 64)
!582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !583, file: !585, line: 64)
!583 = !DISubprogram(name: "isalnum", scope: !584, file: !584, line: 108, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!584 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!585 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !587, file: !585, line: 65)
!587 = !DISubprogram(name: "isalpha", scope: !584, file: !584, line: 109, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !589, file: !585, line: 66)
!589 = !DISubprogram(name: "iscntrl", scope: !584, file: !584, line: 110, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !591, file: !585, line: 67)
!591 = !DISubprogram(name: "isdigit", scope: !584, file: !584, line: 111, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !593, file: !585, line: 68)
!593 = !DISubprogram(name: "isgraph", scope: !584, file: !584, line: 113, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !595, file: !585, line: 69)
!595 = !DISubprogram(name: "islower", scope: !584, file: !584, line: 112, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !597, file: !585, line: 70)
!597 = !DISubprogram(name: "isprint", scope: !584, file: !584, line: 114, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !599, file: !585, line: 71)
!599 = !DISubprogram(name: "ispunct", scope: !584, file: !584, line: 115, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !601, file: !585, line: 72)
!601 = !DISubprogram(name: "isspace", scope: !584, file: !584, line: 116, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !603, file: !585, line: 73)
!603 = !DISubprogram(name: "isupper", scope: !584, file: !584, line: 117, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !605, file: !585, line: 74)
!605 = !DISubprogram(name: "isxdigit", scope: !584, file: !584, line: 118, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !607, file: !585, line: 75)
!607 = !DISubprogram(name: "tolower", scope: !584, file: !584, line: 122, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!608 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !609, file: !585, line: 76)
!609 = !DISubprogram(name: "toupper", scope: !584, file: !584, line: 125, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !611, file: !585, line: 87)
!611 = !DISubprogram(name: "isblank", scope: !584, file: !584, line: 130, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!612 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !613, entity: !614, file: !615, line: 58)
!613 = !DINamespace(name: "__gnu_debug", scope: null)
!614 = !DINamespace(name: "__debug", scope: !5)
!615 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !617, file: !619, line: 52)
!617 = !DISubprogram(name: "abs", scope: !618, file: !618, line: 861, type: !125, flags: DIFlagPrototyped, spFlags: 0)
!618 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!619 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !621, file: !623, line: 127)
!621 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !618, line: 63, baseType: !622)
!622 = !DICompositeType(tag: DW_TAG_structure_type, file: !618, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!623 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !625, file: !623, line: 128)
!625 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !618, line: 71, baseType: !626)
!626 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !618, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !627, identifier: "_ZTS6ldiv_t")
!627 = !{!628, !629}
!628 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !626, file: !618, line: 69, baseType: !89, size: 64)
!629 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !626, file: !618, line: 70, baseType: !89, size: 64, offset: 64)
!630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !631, file: !623, line: 130)
!631 = !DISubprogram(name: "abort", scope: !618, file: !618, line: 611, type: !632, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!632 = !DISubroutineType(types: !633)
!633 = !{null}
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !635, file: !623, line: 134)
!635 = !DISubprogram(name: "atexit", scope: !618, file: !618, line: 615, type: !636, flags: DIFlagPrototyped, spFlags: 0)
!636 = !DISubroutineType(types: !637)
!637 = !{!28, !638}
!638 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !632, size: 64)
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !640, file: !623, line: 137)
!640 = !DISubprogram(name: "at_quick_exit", scope: !618, file: !618, line: 620, type: !636, flags: DIFlagPrototyped, spFlags: 0)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !642, file: !623, line: 140)
!642 = !DISubprogram(name: "atof", scope: !618, file: !618, line: 102, type: !643, flags: DIFlagPrototyped, spFlags: 0)
!643 = !DISubroutineType(types: !644)
!644 = !{!399, !56}
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !646, file: !623, line: 141)
!646 = !DISubprogram(name: "atoi", scope: !618, file: !618, line: 105, type: !129, flags: DIFlagPrototyped, spFlags: 0)
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !648, file: !623, line: 142)
!648 = !DISubprogram(name: "atol", scope: !618, file: !618, line: 108, type: !649, flags: DIFlagPrototyped, spFlags: 0)
!649 = !DISubroutineType(types: !650)
!650 = !{!89, !56}
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !652, file: !623, line: 143)
!652 = !DISubprogram(name: "bsearch", scope: !618, file: !618, line: 841, type: !653, flags: DIFlagPrototyped, spFlags: 0)
!653 = !DISubroutineType(types: !654)
!654 = !{!78, !105, !105, !74, !74, !655}
!655 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !618, line: 829, baseType: !656)
!656 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !657, size: 64)
!657 = !DISubroutineType(types: !658)
!658 = !{!28, !105, !105}
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !660, file: !623, line: 144)
!660 = !DISubprogram(name: "calloc", scope: !618, file: !618, line: 556, type: !661, flags: DIFlagPrototyped, spFlags: 0)
!661 = !DISubroutineType(types: !662)
!662 = !{!78, !74, !74}
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !664, file: !623, line: 145)
!664 = !DISubprogram(name: "div", scope: !618, file: !618, line: 873, type: !665, flags: DIFlagPrototyped, spFlags: 0)
!665 = !DISubroutineType(types: !666)
!666 = !{!621, !28, !28}
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !668, file: !623, line: 146)
!668 = !DISubprogram(name: "exit", scope: !618, file: !618, line: 637, type: !669, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!669 = !DISubroutineType(types: !670)
!670 = !{null, !28}
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !672, file: !623, line: 147)
!672 = !DISubprogram(name: "free", scope: !618, file: !618, line: 568, type: !673, flags: DIFlagPrototyped, spFlags: 0)
!673 = !DISubroutineType(types: !674)
!674 = !{null, !78}
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !676, file: !623, line: 148)
!676 = !DISubprogram(name: "getenv", scope: !618, file: !618, line: 654, type: !677, flags: DIFlagPrototyped, spFlags: 0)
!677 = !DISubroutineType(types: !678)
!678 = !{!48, !56}
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !680, file: !623, line: 149)
!680 = !DISubprogram(name: "labs", scope: !618, file: !618, line: 862, type: !681, flags: DIFlagPrototyped, spFlags: 0)
!681 = !DISubroutineType(types: !682)
!682 = !{!89, !89}
!683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !684, file: !623, line: 150)
!684 = !DISubprogram(name: "ldiv", scope: !618, file: !618, line: 875, type: !685, flags: DIFlagPrototyped, spFlags: 0)
!685 = !DISubroutineType(types: !686)
!686 = !{!625, !89, !89}
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !688, file: !623, line: 151)
!688 = !DISubprogram(name: "malloc", scope: !618, file: !618, line: 553, type: !689, flags: DIFlagPrototyped, spFlags: 0)
!689 = !DISubroutineType(types: !690)
!690 = !{!78, !74}
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !692, file: !623, line: 153)
!692 = !DISubprogram(name: "mblen", scope: !618, file: !618, line: 943, type: !693, flags: DIFlagPrototyped, spFlags: 0)
!693 = !DISubroutineType(types: !694)
!694 = !{!28, !56, !74}
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !696, file: !623, line: 154)
!696 = !DISubprogram(name: "mbstowcs", scope: !618, file: !618, line: 954, type: !697, flags: DIFlagPrototyped, spFlags: 0)
!697 = !DISubroutineType(types: !698)
!698 = !{!74, !256, !55, !74}
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !700, file: !623, line: 155)
!700 = !DISubprogram(name: "mbtowc", scope: !618, file: !618, line: 946, type: !701, flags: DIFlagPrototyped, spFlags: 0)
!701 = !DISubroutineType(types: !702)
!702 = !{!28, !256, !55, !74}
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !704, file: !623, line: 157)
!704 = !DISubprogram(name: "qsort", scope: !618, file: !618, line: 851, type: !705, flags: DIFlagPrototyped, spFlags: 0)
!705 = !DISubroutineType(types: !706)
!706 = !{null, !78, !74, !74, !655}
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !708, file: !623, line: 160)
!708 = !DISubprogram(name: "quick_exit", scope: !618, file: !618, line: 643, type: !669, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !710, file: !623, line: 163)
!710 = !DISubprogram(name: "rand", scope: !618, file: !618, line: 454, type: !111, flags: DIFlagPrototyped, spFlags: 0)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !712, file: !623, line: 164)
!712 = !DISubprogram(name: "realloc", scope: !618, file: !618, line: 564, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!713 = !DISubroutineType(types: !714)
!714 = !{!78, !78, !74}
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !716, file: !623, line: 165)
!716 = !DISubprogram(name: "srand", scope: !618, file: !618, line: 456, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!717 = !DISubroutineType(types: !718)
!718 = !{null, !176}
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !720, file: !623, line: 166)
!720 = !DISubprogram(name: "strtod", scope: !618, file: !618, line: 118, type: !721, flags: DIFlagPrototyped, spFlags: 0)
!721 = !DISubroutineType(types: !722)
!722 = !{!399, !55, !723}
!723 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !724)
!724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !726, file: !623, line: 167)
!726 = !DISubprogram(name: "strtol", scope: !618, file: !618, line: 177, type: !727, flags: DIFlagPrototyped, spFlags: 0)
!727 = !DISubroutineType(types: !728)
!728 = !{!89, !55, !723, !28}
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !730, file: !623, line: 168)
!730 = !DISubprogram(name: "strtoul", scope: !618, file: !618, line: 181, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!731 = !DISubroutineType(types: !732)
!732 = !{!76, !55, !723, !28}
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !734, file: !623, line: 169)
!734 = !DISubprogram(name: "system", scope: !618, file: !618, line: 804, type: !129, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !736, file: !623, line: 171)
!736 = !DISubprogram(name: "wcstombs", scope: !618, file: !618, line: 958, type: !737, flags: DIFlagPrototyped, spFlags: 0)
!737 = !DISubroutineType(types: !738)
!738 = !{!74, !50, !266, !74}
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !740, file: !623, line: 172)
!740 = !DISubprogram(name: "wctomb", scope: !618, file: !618, line: 950, type: !741, flags: DIFlagPrototyped, spFlags: 0)
!741 = !DISubroutineType(types: !742)
!742 = !{!28, !48, !255}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !744, file: !623, line: 200)
!744 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !618, line: 81, baseType: !745)
!745 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !618, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !746, identifier: "_ZTS7lldiv_t")
!746 = !{!747, !748}
!747 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !745, file: !618, line: 79, baseType: !470, size: 64)
!748 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !745, file: !618, line: 80, baseType: !470, size: 64, offset: 64)
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !750, file: !623, line: 206)
!750 = !DISubprogram(name: "_Exit", scope: !618, file: !618, line: 649, type: !669, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !752, file: !623, line: 210)
!752 = !DISubprogram(name: "llabs", scope: !618, file: !618, line: 865, type: !753, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{!470, !470}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !756, file: !623, line: 216)
!756 = !DISubprogram(name: "lldiv", scope: !618, file: !618, line: 879, type: !757, flags: DIFlagPrototyped, spFlags: 0)
!757 = !DISubroutineType(types: !758)
!758 = !{!744, !470, !470}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !760, file: !623, line: 227)
!760 = !DISubprogram(name: "atoll", scope: !618, file: !618, line: 113, type: !761, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DISubroutineType(types: !762)
!762 = !{!470, !56}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !764, file: !623, line: 228)
!764 = !DISubprogram(name: "strtoll", scope: !618, file: !618, line: 201, type: !765, flags: DIFlagPrototyped, spFlags: 0)
!765 = !DISubroutineType(types: !766)
!766 = !{!470, !55, !723, !28}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !768, file: !623, line: 229)
!768 = !DISubprogram(name: "strtoull", scope: !618, file: !618, line: 206, type: !769, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{!475, !55, !723, !28}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !772, file: !623, line: 231)
!772 = !DISubprogram(name: "strtof", scope: !618, file: !618, line: 124, type: !773, flags: DIFlagPrototyped, spFlags: 0)
!773 = !DISubroutineType(types: !774)
!774 = !{!406, !55, !723}
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !189, entity: !776, file: !623, line: 232)
!776 = !DISubprogram(name: "strtold", scope: !618, file: !618, line: 127, type: !777, flags: DIFlagPrototyped, spFlags: 0)
!777 = !DISubroutineType(types: !778)
!778 = !{!465, !55, !723}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !744, file: !623, line: 240)
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !750, file: !623, line: 242)
!781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !752, file: !623, line: 244)
!782 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !783, file: !623, line: 245)
!783 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !189, file: !623, line: 213, type: !757, flags: DIFlagPrototyped, spFlags: 0)
!784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !756, file: !623, line: 246)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !760, file: !623, line: 248)
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !772, file: !623, line: 249)
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !764, file: !623, line: 250)
!788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !768, file: !623, line: 251)
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !776, file: !623, line: 252)
!790 = !{i32 7, !"Dwarf Version", i32 5}
!791 = !{i32 2, !"Debug Info Version", i32 3}
!792 = !{i32 1, !"wchar_size", i32 4}
!793 = !{i32 7, !"PIC Level", i32 2}
!794 = !{i32 7, !"PIE Level", i32 2}
!795 = !{i32 7, !"uwtable", i32 1}
!796 = !{i32 7, !"frame-pointer", i32 2}
!797 = !{!"Debian clang version 14.0.6"}
!798 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !111, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !799)
!799 = !{}
!800 = !DILocalVariable(name: "ok", scope: !798, file: !1, line: 13, type: !28)
!801 = !DILocation(line: 13, column: 7, scope: !798)
!802 = !DILocalVariable(name: "bad", scope: !798, file: !1, line: 13, type: !28)
!803 = !DILocation(line: 13, column: 15, scope: !798)
!804 = !DILocalVariable(name: "i", scope: !805, file: !1, line: 14, type: !28)
!805 = distinct !DILexicalBlock(scope: !798, file: !1, line: 14, column: 3)
!806 = !DILocation(line: 14, column: 12, scope: !805)
!807 = !DILocation(line: 14, column: 8, scope: !805)
!808 = !DILocation(line: 14, column: 19, scope: !809)
!809 = distinct !DILexicalBlock(scope: !805, file: !1, line: 14, column: 3)
!810 = !DILocation(line: 14, column: 21, scope: !809)
!811 = !DILocation(line: 14, column: 3, scope: !805)
!812 = !DILocation(line: 16, column: 19, scope: !813)
!813 = distinct !DILexicalBlock(scope: !814, file: !1, line: 15, column: 9)
!814 = distinct !DILexicalBlock(scope: !809, file: !1, line: 14, column: 32)
!815 = !DILocation(line: 16, column: 13, scope: !813)
!816 = !DILocation(line: 16, column: 10, scope: !813)
!817 = !DILocation(line: 17, column: 5, scope: !813)
!818 = !DILocation(line: 27, column: 1, scope: !813)
!819 = !DILocalVariable(scope: !814, file: !1, line: 17, type: !820)
!820 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !821, size: 64)
!821 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !822)
!822 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !5, file: !823, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!823 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
!824 = !DILocation(line: 17, column: 36, scope: !814)
!825 = !DILocation(line: 18, column: 10, scope: !826)
!826 = distinct !DILexicalBlock(scope: !814, file: !1, line: 17, column: 38)
!827 = !DILocation(line: 19, column: 5, scope: !826)
!828 = !DILocation(line: 20, column: 3, scope: !814)
!829 = !DILocation(line: 14, column: 28, scope: !809)
!830 = !DILocation(line: 14, column: 3, scope: !809)
!831 = distinct !{!831, !811, !832, !833}
!832 = !DILocation(line: 20, column: 3, scope: !805)
!833 = !{!"llvm.loop.mustprogress"}
!834 = !DILocalVariable(name: "p", scope: !798, file: !1, line: 21, type: !835)
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!836 = !DILocation(line: 21, column: 8, scope: !798)
!837 = !DILocation(line: 21, column: 12, scope: !798)
!838 = !DILocalVariable(name: "i", scope: !839, file: !1, line: 22, type: !28)
!839 = distinct !DILexicalBlock(scope: !798, file: !1, line: 22, column: 3)
!840 = !DILocation(line: 22, column: 12, scope: !839)
!841 = !DILocation(line: 22, column: 8, scope: !839)
!842 = !DILocation(line: 22, column: 19, scope: !843)
!843 = distinct !DILexicalBlock(scope: !839, file: !1, line: 22, column: 3)
!844 = !DILocation(line: 22, column: 21, scope: !843)
!845 = !DILocation(line: 22, column: 3, scope: !839)
!846 = !DILocation(line: 23, column: 12, scope: !843)
!847 = !DILocation(line: 23, column: 5, scope: !843)
!848 = !DILocation(line: 23, column: 7, scope: !843)
!849 = !DILocation(line: 23, column: 10, scope: !843)
!850 = !DILocation(line: 22, column: 29, scope: !843)
!851 = !DILocation(line: 22, column: 3, scope: !843)
!852 = distinct !{!852, !845, !853, !833}
!853 = !DILocation(line: 23, column: 12, scope: !839)
!854 = !DILocation(line: 24, column: 29, scope: !798)
!855 = !DILocation(line: 24, column: 33, scope: !798)
!856 = !DILocation(line: 24, column: 38, scope: !798)
!857 = !DILocation(line: 24, column: 3, scope: !798)
!858 = !DILocation(line: 25, column: 12, scope: !798)
!859 = !DILocation(line: 25, column: 3, scope: !798)
!860 = !DILocation(line: 26, column: 3, scope: !798)
!861 = distinct !DISubprogram(name: "check", linkageName: "_ZL5checki", scope: !1, file: !1, line: 6, type: !125, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !799)
!862 = !DILocalVariable(name: "i", arg: 1, scope: !861, file: !1, line: 6, type: !28)
!863 = !DILocation(line: 6, column: 22, scope: !861)
!864 = !DILocation(line: 7, column: 7, scope: !865)
!865 = distinct !DILexicalBlock(scope: !861, file: !1, line: 7, column: 7)
!866 = !DILocation(line: 7, column: 9, scope: !865)
!867 = !DILocation(line: 7, column: 13, scope: !865)
!868 = !DILocation(line: 7, column: 7, scope: !861)
!869 = !DILocation(line: 8, column: 5, scope: !865)
!870 = !DILocation(line: 8, column: 11, scope: !865)
!871 = !DILocation(line: 10, column: 1, scope: !865)
!872 = !DILocation(line: 9, column: 10, scope: !861)
!873 = !DILocation(line: 9, column: 3, scope: !861)
