; ModuleID = 'throw.cpp'
source_filename = "throw.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }

@_ZTISt9exception = external constant i8*
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"multiple of 3\00", align 1
@_ZTISt13runtime_error = external constant i8*

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !847 {
  call void @llvm.dbg.value(metadata i32 0, metadata !849, metadata !DIExpression()), !dbg !864
  call void @llvm.dbg.value(metadata i32 0, metadata !850, metadata !DIExpression()), !dbg !864
  call void @llvm.dbg.value(metadata i32 0, metadata !851, metadata !DIExpression()), !dbg !865
  br label %56, !dbg !866

1:                                                ; preds = %83
  %2 = tail call noalias noundef nonnull dereferenceable(400) i8* @_Znam(i64 noundef 400) #8, !dbg !867, !heapallocsite !14
  %3 = bitcast i8* %2 to i32*, !dbg !867
  call void @llvm.dbg.value(metadata i32* %3, metadata !860, metadata !DIExpression()), !dbg !864
  call void @llvm.dbg.value(metadata i32 0, metadata !862, metadata !DIExpression()), !dbg !868
  %4 = bitcast i8* %2 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, <4 x i32>* %4, align 4, !dbg !869, !tbaa !871
  %5 = getelementptr inbounds i32, i32* %3, i64 4, !dbg !875
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, <4 x i32>* %6, align 4, !dbg !869, !tbaa !871
  %7 = getelementptr inbounds i32, i32* %3, i64 8, !dbg !875
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, <4 x i32>* %8, align 4, !dbg !869, !tbaa !871
  %9 = getelementptr inbounds i32, i32* %3, i64 12, !dbg !875
  %10 = bitcast i32* %9 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, <4 x i32>* %10, align 4, !dbg !869, !tbaa !871
  %11 = getelementptr inbounds i32, i32* %3, i64 16, !dbg !875
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, <4 x i32>* %12, align 4, !dbg !869, !tbaa !871
  %13 = getelementptr inbounds i32, i32* %3, i64 20, !dbg !875
  %14 = bitcast i32* %13 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, <4 x i32>* %14, align 4, !dbg !869, !tbaa !871
  %15 = getelementptr inbounds i32, i32* %3, i64 24, !dbg !875
  %16 = bitcast i32* %15 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, <4 x i32>* %16, align 4, !dbg !869, !tbaa !871
  %17 = getelementptr inbounds i32, i32* %3, i64 28, !dbg !875
  %18 = bitcast i32* %17 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, <4 x i32>* %18, align 4, !dbg !869, !tbaa !871
  %19 = getelementptr inbounds i32, i32* %3, i64 32, !dbg !875
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, <4 x i32>* %20, align 4, !dbg !869, !tbaa !871
  %21 = getelementptr inbounds i32, i32* %3, i64 36, !dbg !875
  %22 = bitcast i32* %21 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, <4 x i32>* %22, align 4, !dbg !869, !tbaa !871
  %23 = getelementptr inbounds i32, i32* %3, i64 40, !dbg !875
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, <4 x i32>* %24, align 4, !dbg !869, !tbaa !871
  %25 = getelementptr inbounds i32, i32* %3, i64 44, !dbg !875
  %26 = bitcast i32* %25 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, <4 x i32>* %26, align 4, !dbg !869, !tbaa !871
  %27 = getelementptr inbounds i32, i32* %3, i64 48, !dbg !875
  %28 = bitcast i32* %27 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, <4 x i32>* %28, align 4, !dbg !869, !tbaa !871
  %29 = getelementptr inbounds i32, i32* %3, i64 52, !dbg !875
  %30 = bitcast i32* %29 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, <4 x i32>* %30, align 4, !dbg !869, !tbaa !871
  %31 = getelementptr inbounds i32, i32* %3, i64 56, !dbg !875
  %32 = bitcast i32* %31 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, <4 x i32>* %32, align 4, !dbg !869, !tbaa !871
  %33 = getelementptr inbounds i32, i32* %3, i64 60, !dbg !875
  %34 = bitcast i32* %33 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, <4 x i32>* %34, align 4, !dbg !869, !tbaa !871
  %35 = getelementptr inbounds i32, i32* %3, i64 64, !dbg !875
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 64, i32 65, i32 66, i32 67>, <4 x i32>* %36, align 4, !dbg !869, !tbaa !871
  %37 = getelementptr inbounds i32, i32* %3, i64 68, !dbg !875
  %38 = bitcast i32* %37 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 68, i32 69, i32 70, i32 71>, <4 x i32>* %38, align 4, !dbg !869, !tbaa !871
  %39 = getelementptr inbounds i32, i32* %3, i64 72, !dbg !875
  %40 = bitcast i32* %39 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 72, i32 73, i32 74, i32 75>, <4 x i32>* %40, align 4, !dbg !869, !tbaa !871
  %41 = getelementptr inbounds i32, i32* %3, i64 76, !dbg !875
  %42 = bitcast i32* %41 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 76, i32 77, i32 78, i32 79>, <4 x i32>* %42, align 4, !dbg !869, !tbaa !871
  %43 = getelementptr inbounds i32, i32* %3, i64 80, !dbg !875
  %44 = bitcast i32* %43 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 80, i32 81, i32 82, i32 83>, <4 x i32>* %44, align 4, !dbg !869, !tbaa !871
  %45 = getelementptr inbounds i32, i32* %3, i64 84, !dbg !875
  %46 = bitcast i32* %45 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 84, i32 85, i32 86, i32 87>, <4 x i32>* %46, align 4, !dbg !869, !tbaa !871
  %47 = getelementptr inbounds i32, i32* %3, i64 88, !dbg !875
  %48 = bitcast i32* %47 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 88, i32 89, i32 90, i32 91>, <4 x i32>* %48, align 4, !dbg !869, !tbaa !871
  %49 = getelementptr inbounds i32, i32* %3, i64 92, !dbg !875
  %50 = bitcast i32* %49 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 92, i32 93, i32 94, i32 95>, <4 x i32>* %50, align 4, !dbg !869, !tbaa !871
  %51 = getelementptr inbounds i32, i32* %3, i64 96, !dbg !875
  %52 = bitcast i32* %51 to <4 x i32>*, !dbg !869
  store <4 x i32> <i32 96, i32 97, i32 98, i32 99>, <4 x i32>* %52, align 4, !dbg !869, !tbaa !871
  %53 = getelementptr inbounds i32, i32* %3, i64 50, !dbg !876
  %54 = load i32, i32* %53, align 4, !dbg !876, !tbaa !871
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %85, i32 noundef %84, i32 noundef %54), !dbg !877
  tail call void @_ZdaPv(i8* noundef nonnull %2) #9, !dbg !878
  ret i32 0, !dbg !879

56:                                               ; preds = %0, %83
  %57 = phi i32 [ 0, %0 ], [ %85, %83 ]
  %58 = phi i32 [ 0, %0 ], [ %84, %83 ]
  %59 = phi i32 [ 0, %0 ], [ %86, %83 ]
  call void @llvm.dbg.value(metadata i32 %57, metadata !849, metadata !DIExpression()), !dbg !864
  call void @llvm.dbg.value(metadata i32 %58, metadata !850, metadata !DIExpression()), !dbg !864
  call void @llvm.dbg.value(metadata i32 %59, metadata !851, metadata !DIExpression()), !dbg !865
  call void @llvm.dbg.value(metadata i32 %59, metadata !880, metadata !DIExpression()), !dbg !883
  %60 = trunc i32 %59 to i8, !dbg !886
  %61 = urem i8 %60, 3, !dbg !886
  %62 = icmp eq i8 %61, 0, !dbg !888
  br i1 %62, label %63, label %70, !dbg !889

63:                                               ; preds = %56
  %64 = tail call i8* @__cxa_allocate_exception(i64 16) #10, !dbg !890
  %65 = bitcast i8* %64 to %"class.std::runtime_error"*, !dbg !890
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %65, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0))
          to label %66 unwind label %68, !dbg !891

66:                                               ; preds = %63
  invoke void @__cxa_throw(i8* %64, i8* bitcast (i8** @_ZTISt13runtime_error to i8*), i8* bitcast (void (%"class.std::runtime_error"*)* @_ZNSt13runtime_errorD1Ev to i8*)) #11
          to label %67 unwind label %72, !dbg !890

67:                                               ; preds = %66
  unreachable, !dbg !890

68:                                               ; preds = %63
  %69 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*), !dbg !892
  tail call void @__cxa_free_exception(i8* %64) #10, !dbg !890
  br label %74

70:                                               ; preds = %56
  %71 = add nsw i32 %57, %59, !dbg !893
  call void @llvm.dbg.value(metadata i32 %71, metadata !849, metadata !DIExpression()), !dbg !864
  br label %83, !dbg !894

72:                                               ; preds = %66
  %73 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*), !dbg !895
  br label %74, !dbg !895

74:                                               ; preds = %68, %72
  %75 = phi { i8*, i32 } [ %73, %72 ], [ %69, %68 ]
  %76 = extractvalue { i8*, i32 } %75, 1, !dbg !895
  %77 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #10, !dbg !894
  %78 = icmp eq i32 %76, %77, !dbg !894
  br i1 %78, label %79, label %88, !dbg !894

79:                                               ; preds = %74
  %80 = extractvalue { i8*, i32 } %75, 0, !dbg !895
  %81 = tail call i8* @__cxa_begin_catch(i8* %80) #10, !dbg !894
  call void @llvm.dbg.value(metadata i8* %81, metadata !853, metadata !DIExpression()), !dbg !896
  %82 = add nsw i32 %58, 1, !dbg !897
  call void @llvm.dbg.value(metadata i32 %82, metadata !850, metadata !DIExpression()), !dbg !864
  tail call void @__cxa_end_catch(), !dbg !899
  br label %83, !dbg !899

83:                                               ; preds = %70, %79
  %84 = phi i32 [ %58, %70 ], [ %82, %79 ], !dbg !864
  %85 = phi i32 [ %71, %70 ], [ %57, %79 ], !dbg !864
  call void @llvm.dbg.value(metadata i32 %85, metadata !849, metadata !DIExpression()), !dbg !864
  call void @llvm.dbg.value(metadata i32 %84, metadata !850, metadata !DIExpression()), !dbg !864
  %86 = add nuw nsw i32 %59, 1, !dbg !900
  call void @llvm.dbg.value(metadata i32 %86, metadata !851, metadata !DIExpression()), !dbg !865
  %87 = icmp eq i32 %86, 10, !dbg !901
  br i1 %87, label %1, label %56, !dbg !866, !llvm.loop !902

88:                                               ; preds = %74
  resume { i8*, i32 } %75, !dbg !905
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #4

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #5

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { builtin allocsize(0) }
attributes #9 = { builtin nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!840, !841, !842, !843, !844, !845}
!llvm.ident = !{!846}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !6, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "throw.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "0188564962bfb43622ddddb5bbac3692")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_class_type, name: "runtime_error", scope: !5, file: !4, line: 219, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt13runtime_error")
!4 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!5 = !DINamespace(name: "std", scope: null)
!6 = !{!7, !71, !77, !82, !86, !88, !90, !92, !94, !101, !106, !113, !117, !121, !125, !130, !134, !136, !140, !146, !150, !157, !159, !164, !168, !172, !174, !178, !182, !184, !188, !190, !192, !196, !200, !204, !208, !212, !216, !218, !231, !235, !239, !244, !246, !248, !252, !256, !257, !258, !259, !260, !261, !265, !269, !286, !289, !294, !301, !309, !313, !320, !324, !328, !330, !332, !336, !342, !346, !352, !358, !360, !364, !368, !372, !376, !380, !382, !386, !390, !394, !396, !400, !404, !408, !410, !412, !416, !424, !428, !432, !436, !438, !444, !446, !453, !458, !462, !466, !470, !474, !478, !480, !482, !486, !490, !494, !496, !500, !504, !506, !508, !512, !517, !522, !527, !528, !529, !530, !531, !532, !533, !534, !535, !536, !537, !542, !546, !549, !552, !555, !557, !559, !561, !564, !567, !570, !573, !576, !578, !583, !586, !589, !592, !594, !596, !598, !600, !603, !606, !609, !612, !615, !617, !621, !625, !630, !634, !636, !638, !640, !642, !644, !646, !648, !650, !652, !654, !656, !658, !660, !664, !668, !672, !678, !682, !687, !689, !694, !696, !700, !709, !713, !717, !721, !725, !729, !733, !737, !741, !745, !749, !753, !757, !759, !761, !765, !769, !775, !779, !783, !785, !789, !793, !799, !801, !805, !809, !813, !817, !821, !825, !829, !830, !831, !832, !834, !835, !836, !837, !838, !839}
!7 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !8, file: !70, line: 98)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !9, line: 7, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !11, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS8_IO_FILE")
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!12 = !{!13, !15, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !31, !33, !34, !35, !39, !41, !43, !47, !50, !52, !55, !58, !59, !61, !65, !66}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !10, file: !11, line: 51, baseType: !14, size: 32)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !10, file: !11, line: 54, baseType: !16, size: 64, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !10, file: !11, line: 55, baseType: !16, size: 64, offset: 128)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !10, file: !11, line: 56, baseType: !16, size: 64, offset: 192)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !10, file: !11, line: 57, baseType: !16, size: 64, offset: 256)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !10, file: !11, line: 58, baseType: !16, size: 64, offset: 320)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !10, file: !11, line: 59, baseType: !16, size: 64, offset: 384)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !10, file: !11, line: 60, baseType: !16, size: 64, offset: 448)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !10, file: !11, line: 61, baseType: !16, size: 64, offset: 512)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !10, file: !11, line: 64, baseType: !16, size: 64, offset: 576)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !10, file: !11, line: 65, baseType: !16, size: 64, offset: 640)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !10, file: !11, line: 66, baseType: !16, size: 64, offset: 704)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !10, file: !11, line: 68, baseType: !29, size: 64, offset: 768)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !11, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !10, file: !11, line: 70, baseType: !32, size: 64, offset: 832)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !10, file: !11, line: 72, baseType: !14, size: 32, offset: 896)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !10, file: !11, line: 73, baseType: !14, size: 32, offset: 928)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !10, file: !11, line: 74, baseType: !36, size: 64, offset: 960)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !37, line: 152, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !10, file: !11, line: 77, baseType: !40, size: 16, offset: 1024)
!40 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !10, file: !11, line: 78, baseType: !42, size: 8, offset: 1040)
!42 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !10, file: !11, line: 79, baseType: !44, size: 8, offset: 1048)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 8, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 1)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !10, file: !11, line: 81, baseType: !48, size: 64, offset: 1088)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !11, line: 43, baseType: null)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !10, file: !11, line: 89, baseType: !51, size: 64, offset: 1152)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !37, line: 153, baseType: !38)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !10, file: !11, line: 91, baseType: !53, size: 64, offset: 1216)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !11, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !10, file: !11, line: 92, baseType: !56, size: 64, offset: 1280)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !11, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !10, file: !11, line: 93, baseType: !32, size: 64, offset: 1344)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !10, file: !11, line: 94, baseType: !60, size: 64, offset: 1408)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !10, file: !11, line: 95, baseType: !62, size: 64, offset: 1472)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !63, line: 46, baseType: !64)
!63 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !10, file: !11, line: 96, baseType: !14, size: 32, offset: 1536)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !10, file: !11, line: 98, baseType: !67, size: 160, offset: 1568)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 160, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 20)
!70 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!71 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !72, file: !70, line: 99)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !73, line: 84, baseType: !74)
!73 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !75, line: 14, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!76 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !75, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!77 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !78, file: !70, line: 101)
!78 = !DISubprogram(name: "clearerr", scope: !73, file: !73, line: 786, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!82 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !83, file: !70, line: 102)
!83 = !DISubprogram(name: "fclose", scope: !73, file: !73, line: 178, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{!14, !81}
!86 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !87, file: !70, line: 103)
!87 = !DISubprogram(name: "feof", scope: !73, file: !73, line: 788, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !89, file: !70, line: 104)
!89 = !DISubprogram(name: "ferror", scope: !73, file: !73, line: 790, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !91, file: !70, line: 105)
!91 = !DISubprogram(name: "fflush", scope: !73, file: !73, line: 230, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !93, file: !70, line: 106)
!93 = !DISubprogram(name: "fgetc", scope: !73, file: !73, line: 513, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !95, file: !70, line: 107)
!95 = !DISubprogram(name: "fgetpos", scope: !73, file: !73, line: 760, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!14, !98, !99}
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !102, file: !70, line: 108)
!102 = !DISubprogram(name: "fgets", scope: !73, file: !73, line: 592, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!16, !105, !14, !98}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !107, file: !70, line: 109)
!107 = !DISubprogram(name: "fopen", scope: !73, file: !73, line: 258, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!81, !110, !110}
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !114, file: !70, line: 110)
!114 = !DISubprogram(name: "fprintf", scope: !73, file: !73, line: 350, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!14, !98, !110, null}
!117 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !118, file: !70, line: 111)
!118 = !DISubprogram(name: "fputc", scope: !73, file: !73, line: 549, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{!14, !14, !81}
!121 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !122, file: !70, line: 112)
!122 = !DISubprogram(name: "fputs", scope: !73, file: !73, line: 655, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{!14, !110, !98}
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !126, file: !70, line: 113)
!126 = !DISubprogram(name: "fread", scope: !73, file: !73, line: 675, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!62, !129, !62, !62, !98}
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !131, file: !70, line: 114)
!131 = !DISubprogram(name: "freopen", scope: !73, file: !73, line: 265, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!81, !110, !110, !98}
!134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !135, file: !70, line: 115)
!135 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !73, file: !73, line: 434, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !137, file: !70, line: 116)
!137 = !DISubprogram(name: "fseek", scope: !73, file: !73, line: 713, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!14, !81, !38, !14}
!140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !141, file: !70, line: 117)
!141 = !DISubprogram(name: "fsetpos", scope: !73, file: !73, line: 765, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DISubroutineType(types: !143)
!143 = !{!14, !81, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!146 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !147, file: !70, line: 118)
!147 = !DISubprogram(name: "ftell", scope: !73, file: !73, line: 718, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!38, !81}
!150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !151, file: !70, line: 119)
!151 = !DISubprogram(name: "fwrite", scope: !73, file: !73, line: 681, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!62, !154, !62, !62, !98}
!154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!157 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !158, file: !70, line: 120)
!158 = !DISubprogram(name: "getc", scope: !73, file: !73, line: 514, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !160, file: !70, line: 121)
!160 = !DISubprogram(name: "getchar", scope: !161, file: !161, line: 47, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!162 = !DISubroutineType(types: !163)
!163 = !{!14}
!164 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !165, file: !70, line: 126)
!165 = !DISubprogram(name: "perror", scope: !73, file: !73, line: 804, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !111}
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !169, file: !70, line: 127)
!169 = !DISubprogram(name: "printf", scope: !73, file: !73, line: 356, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!14, !110, null}
!172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !173, file: !70, line: 128)
!173 = !DISubprogram(name: "putc", scope: !73, file: !73, line: 550, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !175, file: !70, line: 129)
!175 = !DISubprogram(name: "putchar", scope: !161, file: !161, line: 82, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{!14, !14}
!178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !179, file: !70, line: 130)
!179 = !DISubprogram(name: "puts", scope: !73, file: !73, line: 661, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!14, !111}
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !183, file: !70, line: 131)
!183 = !DISubprogram(name: "remove", scope: !73, file: !73, line: 152, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !185, file: !70, line: 132)
!185 = !DISubprogram(name: "rename", scope: !73, file: !73, line: 154, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{!14, !111, !111}
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !189, file: !70, line: 133)
!189 = !DISubprogram(name: "rewind", scope: !73, file: !73, line: 723, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !191, file: !70, line: 134)
!191 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !73, file: !73, line: 437, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !193, file: !70, line: 135)
!193 = !DISubprogram(name: "setbuf", scope: !73, file: !73, line: 328, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !98, !105}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !197, file: !70, line: 136)
!197 = !DISubprogram(name: "setvbuf", scope: !73, file: !73, line: 332, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!14, !98, !105, !14, !62}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !201, file: !70, line: 137)
!201 = !DISubprogram(name: "sprintf", scope: !73, file: !73, line: 358, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!14, !105, !110, null}
!204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !205, file: !70, line: 138)
!205 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !73, file: !73, line: 439, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{!14, !110, !110, null}
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !209, file: !70, line: 139)
!209 = !DISubprogram(name: "tmpfile", scope: !73, file: !73, line: 188, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{!81}
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !213, file: !70, line: 141)
!213 = !DISubprogram(name: "tmpnam", scope: !73, file: !73, line: 205, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{!16, !16}
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !217, file: !70, line: 143)
!217 = !DISubprogram(name: "ungetc", scope: !73, file: !73, line: 668, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !219, file: !70, line: 144)
!219 = !DISubprogram(name: "vfprintf", scope: !73, file: !73, line: 365, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!14, !98, !110, !222}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !224, identifier: "_ZTS13__va_list_tag")
!224 = !{!225, !228, !229, !230}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !223, file: !226, baseType: !227, size: 32)
!226 = !DIFile(filename: "throw.cpp", directory: ".")
!227 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !223, file: !226, baseType: !227, size: 32, offset: 32)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !223, file: !226, baseType: !60, size: 64, offset: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !223, file: !226, baseType: !60, size: 64, offset: 128)
!231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !232, file: !70, line: 145)
!232 = !DISubprogram(name: "vprintf", scope: !161, file: !161, line: 39, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!14, !110, !222}
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !236, file: !70, line: 146)
!236 = !DISubprogram(name: "vsprintf", scope: !73, file: !73, line: 373, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!14, !105, !110, !222}
!239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !241, file: !70, line: 175)
!240 = !DINamespace(name: "__gnu_cxx", scope: null)
!241 = !DISubprogram(name: "snprintf", scope: !73, file: !73, line: 378, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!14, !105, !62, !110, null}
!244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !245, file: !70, line: 176)
!245 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !73, file: !73, line: 479, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !247, file: !70, line: 177)
!247 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !73, file: !73, line: 484, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !249, file: !70, line: 178)
!249 = !DISubprogram(name: "vsnprintf", scope: !73, file: !73, line: 382, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DISubroutineType(types: !251)
!251 = !{!14, !105, !62, !110, !222}
!252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !253, file: !70, line: 179)
!253 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !73, file: !73, line: 487, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!14, !110, !110, !222}
!256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !241, file: !70, line: 185)
!257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !245, file: !70, line: 186)
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !247, file: !70, line: 187)
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !249, file: !70, line: 188)
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !253, file: !70, line: 189)
!261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !262, file: !263, line: 68)
!262 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !264, file: !263, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!263 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!264 = !DINamespace(name: "__exception_ptr", scope: !5)
!265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !264, entity: !266, file: !263, line: 84)
!266 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !5, file: !263, line: 80, type: !267, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !262}
!269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !270, file: !285, line: 64)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !271, line: 6, baseType: !272)
!271 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !273, line: 21, baseType: !274)
!273 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!274 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !273, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !275, identifier: "_ZTS11__mbstate_t")
!275 = !{!276, !277}
!276 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !274, file: !273, line: 15, baseType: !14, size: 32)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !274, file: !273, line: 20, baseType: !278, size: 32, offset: 32)
!278 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !274, file: !273, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !279, identifier: "_ZTSN11__mbstate_tUt_E")
!279 = !{!280, !281}
!280 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !278, file: !273, line: 18, baseType: !227, size: 32)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !278, file: !273, line: 19, baseType: !282, size: 32)
!282 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 32, elements: !283)
!283 = !{!284}
!284 = !DISubrange(count: 4)
!285 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !287, file: !285, line: 141)
!287 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !288, line: 20, baseType: !227)
!288 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !290, file: !285, line: 143)
!290 = !DISubprogram(name: "btowc", scope: !291, file: !291, line: 319, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!292 = !DISubroutineType(types: !293)
!293 = !{!287, !14}
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !295, file: !285, line: 144)
!295 = !DISubprogram(name: "fgetwc", scope: !291, file: !291, line: 744, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{!287, !298}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !300, line: 5, baseType: !10)
!300 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !302, file: !285, line: 145)
!302 = !DISubprogram(name: "fgetws", scope: !291, file: !291, line: 773, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{!305, !307, !14, !308}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!307 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !305)
!308 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !298)
!309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !310, file: !285, line: 146)
!310 = !DISubprogram(name: "fputwc", scope: !291, file: !291, line: 758, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{!287, !306, !298}
!313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !314, file: !285, line: 147)
!314 = !DISubprogram(name: "fputws", scope: !291, file: !291, line: 780, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!14, !317, !308}
!317 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !318)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !306)
!320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !321, file: !285, line: 148)
!321 = !DISubprogram(name: "fwide", scope: !291, file: !291, line: 588, type: !322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{!14, !298, !14}
!324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !325, file: !285, line: 149)
!325 = !DISubprogram(name: "fwprintf", scope: !291, file: !291, line: 595, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{!14, !308, !317, null}
!328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !329, file: !285, line: 150)
!329 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !291, file: !291, line: 657, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !331, file: !285, line: 151)
!331 = !DISubprogram(name: "getwc", scope: !291, file: !291, line: 745, type: !296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !333, file: !285, line: 152)
!333 = !DISubprogram(name: "getwchar", scope: !291, file: !291, line: 751, type: !334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!287}
!336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !337, file: !285, line: 153)
!337 = !DISubprogram(name: "mbrlen", scope: !291, file: !291, line: 330, type: !338, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{!62, !110, !62, !340}
!340 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !341)
!341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !343, file: !285, line: 154)
!343 = !DISubprogram(name: "mbrtowc", scope: !291, file: !291, line: 297, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!62, !307, !110, !62, !340}
!346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !347, file: !285, line: 155)
!347 = !DISubprogram(name: "mbsinit", scope: !291, file: !291, line: 293, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{!14, !350}
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !270)
!352 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !353, file: !285, line: 156)
!353 = !DISubprogram(name: "mbsrtowcs", scope: !291, file: !291, line: 338, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!62, !307, !356, !62, !340}
!356 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !357)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !359, file: !285, line: 157)
!359 = !DISubprogram(name: "putwc", scope: !291, file: !291, line: 759, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !361, file: !285, line: 158)
!361 = !DISubprogram(name: "putwchar", scope: !291, file: !291, line: 765, type: !362, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!287, !306}
!364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !365, file: !285, line: 160)
!365 = !DISubprogram(name: "swprintf", scope: !291, file: !291, line: 605, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubroutineType(types: !367)
!367 = !{!14, !307, !62, !317, null}
!368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !369, file: !285, line: 162)
!369 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !291, file: !291, line: 664, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!14, !317, !317, null}
!372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !373, file: !285, line: 163)
!373 = !DISubprogram(name: "ungetwc", scope: !291, file: !291, line: 788, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!287, !287, !298}
!376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !377, file: !285, line: 164)
!377 = !DISubprogram(name: "vfwprintf", scope: !291, file: !291, line: 613, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!14, !308, !317, !222}
!380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !381, file: !285, line: 166)
!381 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !291, file: !291, line: 711, type: !378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !383, file: !285, line: 169)
!383 = !DISubprogram(name: "vswprintf", scope: !291, file: !291, line: 626, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!14, !307, !62, !317, !222}
!386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !387, file: !285, line: 172)
!387 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !291, file: !291, line: 718, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{!14, !317, !317, !222}
!390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !391, file: !285, line: 174)
!391 = !DISubprogram(name: "vwprintf", scope: !291, file: !291, line: 621, type: !392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubroutineType(types: !393)
!393 = !{!14, !317, !222}
!394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !395, file: !285, line: 176)
!395 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !291, file: !291, line: 715, type: !392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !397, file: !285, line: 178)
!397 = !DISubprogram(name: "wcrtomb", scope: !291, file: !291, line: 302, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!62, !105, !306, !340}
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !401, file: !285, line: 179)
!401 = !DISubprogram(name: "wcscat", scope: !291, file: !291, line: 97, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!305, !307, !317}
!404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !405, file: !285, line: 180)
!405 = !DISubprogram(name: "wcscmp", scope: !291, file: !291, line: 106, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!14, !318, !318}
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !409, file: !285, line: 181)
!409 = !DISubprogram(name: "wcscoll", scope: !291, file: !291, line: 131, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !411, file: !285, line: 182)
!411 = !DISubprogram(name: "wcscpy", scope: !291, file: !291, line: 87, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !413, file: !285, line: 183)
!413 = !DISubprogram(name: "wcscspn", scope: !291, file: !291, line: 188, type: !414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!62, !318, !318}
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !417, file: !285, line: 184)
!417 = !DISubprogram(name: "wcsftime", scope: !291, file: !291, line: 852, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!62, !307, !62, !317, !420}
!420 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !421)
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !423)
!423 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !291, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !425, file: !285, line: 185)
!425 = !DISubprogram(name: "wcslen", scope: !291, file: !291, line: 223, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!62, !318}
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !429, file: !285, line: 186)
!429 = !DISubprogram(name: "wcsncat", scope: !291, file: !291, line: 101, type: !430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{!305, !307, !317, !62}
!432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !433, file: !285, line: 187)
!433 = !DISubprogram(name: "wcsncmp", scope: !291, file: !291, line: 109, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{!14, !318, !318, !62}
!436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !437, file: !285, line: 188)
!437 = !DISubprogram(name: "wcsncpy", scope: !291, file: !291, line: 92, type: !430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !439, file: !285, line: 189)
!439 = !DISubprogram(name: "wcsrtombs", scope: !291, file: !291, line: 344, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!62, !105, !442, !62, !340}
!442 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !443)
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !445, file: !285, line: 190)
!445 = !DISubprogram(name: "wcsspn", scope: !291, file: !291, line: 192, type: !414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !447, file: !285, line: 191)
!447 = !DISubprogram(name: "wcstod", scope: !291, file: !291, line: 378, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!450, !317, !451}
!450 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!451 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !452)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !454, file: !285, line: 193)
!454 = !DISubprogram(name: "wcstof", scope: !291, file: !291, line: 383, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!457, !317, !451}
!457 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !459, file: !285, line: 195)
!459 = !DISubprogram(name: "wcstok", scope: !291, file: !291, line: 218, type: !460, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{!305, !307, !317, !451}
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !463, file: !285, line: 196)
!463 = !DISubprogram(name: "wcstol", scope: !291, file: !291, line: 429, type: !464, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!38, !317, !451, !14}
!466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !467, file: !285, line: 197)
!467 = !DISubprogram(name: "wcstoul", scope: !291, file: !291, line: 434, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!64, !317, !451, !14}
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !471, file: !285, line: 198)
!471 = !DISubprogram(name: "wcsxfrm", scope: !291, file: !291, line: 135, type: !472, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubroutineType(types: !473)
!473 = !{!62, !307, !317, !62}
!474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !475, file: !285, line: 199)
!475 = !DISubprogram(name: "wctob", scope: !291, file: !291, line: 325, type: !476, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!14, !287}
!478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !479, file: !285, line: 200)
!479 = !DISubprogram(name: "wmemcmp", scope: !291, file: !291, line: 259, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !481, file: !285, line: 201)
!481 = !DISubprogram(name: "wmemcpy", scope: !291, file: !291, line: 263, type: !430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !483, file: !285, line: 202)
!483 = !DISubprogram(name: "wmemmove", scope: !291, file: !291, line: 268, type: !484, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DISubroutineType(types: !485)
!485 = !{!305, !305, !318, !62}
!486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !487, file: !285, line: 203)
!487 = !DISubprogram(name: "wmemset", scope: !291, file: !291, line: 272, type: !488, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!305, !305, !306, !62}
!490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !491, file: !285, line: 204)
!491 = !DISubprogram(name: "wprintf", scope: !291, file: !291, line: 602, type: !492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubroutineType(types: !493)
!493 = !{!14, !317, null}
!494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !495, file: !285, line: 205)
!495 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !291, file: !291, line: 661, type: !492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !497, file: !285, line: 206)
!497 = !DISubprogram(name: "wcschr", scope: !291, file: !291, line: 165, type: !498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubroutineType(types: !499)
!499 = !{!305, !318, !306}
!500 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !501, file: !285, line: 207)
!501 = !DISubprogram(name: "wcspbrk", scope: !291, file: !291, line: 202, type: !502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubroutineType(types: !503)
!503 = !{!305, !318, !318}
!504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !505, file: !285, line: 208)
!505 = !DISubprogram(name: "wcsrchr", scope: !291, file: !291, line: 175, type: !498, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !507, file: !285, line: 209)
!507 = !DISubprogram(name: "wcsstr", scope: !291, file: !291, line: 213, type: !502, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !509, file: !285, line: 210)
!509 = !DISubprogram(name: "wmemchr", scope: !291, file: !291, line: 254, type: !510, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DISubroutineType(types: !511)
!511 = !{!305, !318, !306, !62}
!512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !513, file: !285, line: 251)
!513 = !DISubprogram(name: "wcstold", scope: !291, file: !291, line: 385, type: !514, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DISubroutineType(types: !515)
!515 = !{!516, !317, !451}
!516 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !518, file: !285, line: 260)
!518 = !DISubprogram(name: "wcstoll", scope: !291, file: !291, line: 442, type: !519, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubroutineType(types: !520)
!520 = !{!521, !317, !451, !14}
!521 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !523, file: !285, line: 261)
!523 = !DISubprogram(name: "wcstoull", scope: !291, file: !291, line: 449, type: !524, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DISubroutineType(types: !525)
!525 = !{!526, !317, !451, !14}
!526 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !513, file: !285, line: 267)
!528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !518, file: !285, line: 268)
!529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !523, file: !285, line: 269)
!530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !454, file: !285, line: 283)
!531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !381, file: !285, line: 286)
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !387, file: !285, line: 289)
!533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !395, file: !285, line: 292)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !513, file: !285, line: 296)
!535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !518, file: !285, line: 297)
!536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !523, file: !285, line: 298)
!537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !538, file: !541, line: 47)
!538 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !539, line: 24, baseType: !540)
!539 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !37, line: 37, baseType: !42)
!541 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !543, file: !541, line: 48)
!543 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !539, line: 25, baseType: !544)
!544 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !37, line: 39, baseType: !545)
!545 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !547, file: !541, line: 49)
!547 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !539, line: 26, baseType: !548)
!548 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !37, line: 41, baseType: !14)
!549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !550, file: !541, line: 50)
!550 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !539, line: 27, baseType: !551)
!551 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !37, line: 44, baseType: !38)
!552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !553, file: !541, line: 52)
!553 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !554, line: 58, baseType: !42)
!554 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!555 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !556, file: !541, line: 53)
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !554, line: 60, baseType: !38)
!557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !558, file: !541, line: 54)
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !554, line: 61, baseType: !38)
!559 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !560, file: !541, line: 55)
!560 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !554, line: 62, baseType: !38)
!561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !562, file: !541, line: 57)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !554, line: 43, baseType: !563)
!563 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !37, line: 52, baseType: !540)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !565, file: !541, line: 58)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !554, line: 44, baseType: !566)
!566 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !37, line: 54, baseType: !544)
!567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !568, file: !541, line: 59)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !554, line: 45, baseType: !569)
!569 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !37, line: 56, baseType: !548)
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !571, file: !541, line: 60)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !554, line: 46, baseType: !572)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !37, line: 58, baseType: !551)
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !574, file: !541, line: 62)
!574 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !554, line: 101, baseType: !575)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !37, line: 72, baseType: !38)
!576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !577, file: !541, line: 63)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !554, line: 87, baseType: !38)
!578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !579, file: !541, line: 65)
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !580, line: 24, baseType: !581)
!580 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!581 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !37, line: 38, baseType: !582)
!582 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !584, file: !541, line: 66)
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !580, line: 25, baseType: !585)
!585 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !37, line: 40, baseType: !40)
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !587, file: !541, line: 67)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !580, line: 26, baseType: !588)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !37, line: 42, baseType: !227)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !590, file: !541, line: 68)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !580, line: 27, baseType: !591)
!591 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !37, line: 45, baseType: !64)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !593, file: !541, line: 70)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !554, line: 71, baseType: !582)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !595, file: !541, line: 71)
!595 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !554, line: 73, baseType: !64)
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !597, file: !541, line: 72)
!597 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !554, line: 74, baseType: !64)
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !599, file: !541, line: 73)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !554, line: 75, baseType: !64)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !601, file: !541, line: 75)
!601 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !554, line: 49, baseType: !602)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !37, line: 53, baseType: !581)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !604, file: !541, line: 76)
!604 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !554, line: 50, baseType: !605)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !37, line: 55, baseType: !585)
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !607, file: !541, line: 77)
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !554, line: 51, baseType: !608)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !37, line: 57, baseType: !588)
!609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !610, file: !541, line: 78)
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !554, line: 52, baseType: !611)
!611 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !37, line: 59, baseType: !591)
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !613, file: !541, line: 80)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !554, line: 102, baseType: !614)
!614 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !37, line: 73, baseType: !64)
!615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !616, file: !541, line: 81)
!616 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !554, line: 90, baseType: !64)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !618, file: !620, line: 53)
!618 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !619, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!619 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!620 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !622, file: !620, line: 54)
!622 = !DISubprogram(name: "setlocale", scope: !619, file: !619, line: 122, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{!16, !14, !111}
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !626, file: !620, line: 55)
!626 = !DISubprogram(name: "localeconv", scope: !619, file: !619, line: 125, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DISubroutineType(types: !628)
!628 = !{!629}
!629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 64)
!630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !631, file: !633, line: 64)
!631 = !DISubprogram(name: "isalnum", scope: !632, file: !632, line: 108, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!633 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !635, file: !633, line: 65)
!635 = !DISubprogram(name: "isalpha", scope: !632, file: !632, line: 109, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !637, file: !633, line: 66)
!637 = !DISubprogram(name: "iscntrl", scope: !632, file: !632, line: 110, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !639, file: !633, line: 67)
!639 = !DISubprogram(name: "isdigit", scope: !632, file: !632, line: 111, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !641, file: !633, line: 68)
!641 = !DISubprogram(name: "isgraph", scope: !632, file: !632, line: 113, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !643, file: !633, line: 69)
!643 = !DISubprogram(name: "islower", scope: !632, file: !632, line: 112, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !645, file: !633, line: 70)
!645 = !DISubprogram(name: "isprint", scope: !632, file: !632, line: 114, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !647, file: !633, line: 71)
!647 = !DISubprogram(name: "ispunct", scope: !632, file: !632, line: 115, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !649, file: !633, line: 72)
!649 = !DISubprogram(name: "isspace", scope: !632, file: !632, line: 116, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !651, file: !633, line: 73)
!651 = !DISubprogram(name: "isupper", scope: !632, file: !632, line: 117, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !653, file: !633, line: 74)
!653 = !DISubprogram(name: "isxdigit", scope: !632, file: !632, line: 118, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !655, file: !633, line: 75)
!655 = !DISubprogram(name: "tolower", scope: !632, file: !632, line: 122, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !657, file: !633, line: 76)
!657 = !DISubprogram(name: "toupper", scope: !632, file: !632, line: 125, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !659, file: !633, line: 87)
!659 = !DISubprogram(name: "isblank", scope: !632, file: !632, line: 130, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!660 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !661, entity: !662, file: !663, line: 58)
!661 = !DINamespace(name: "__gnu_debug", scope: null)
!662 = !DINamespace(name: "__debug", scope: !5)
!663 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !665, file: !667, line: 52)
!665 = !DISubprogram(name: "abs", scope: !666, file: !666, line: 861, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!667 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !669, file: !671, line: 127)
!669 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !666, line: 63, baseType: !670)
!670 = !DICompositeType(tag: DW_TAG_structure_type, file: !666, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!671 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !673, file: !671, line: 128)
!673 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !666, line: 71, baseType: !674)
!674 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !666, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !675, identifier: "_ZTS6ldiv_t")
!675 = !{!676, !677}
!676 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !674, file: !666, line: 69, baseType: !38, size: 64)
!677 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !674, file: !666, line: 70, baseType: !38, size: 64, offset: 64)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !679, file: !671, line: 130)
!679 = !DISubprogram(name: "abort", scope: !666, file: !666, line: 611, type: !680, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!680 = !DISubroutineType(types: !681)
!681 = !{null}
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !683, file: !671, line: 134)
!683 = !DISubprogram(name: "atexit", scope: !666, file: !666, line: 615, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DISubroutineType(types: !685)
!685 = !{!14, !686}
!686 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !680, size: 64)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !688, file: !671, line: 137)
!688 = !DISubprogram(name: "at_quick_exit", scope: !666, file: !666, line: 620, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !690, file: !671, line: 140)
!690 = !DISubprogram(name: "atof", scope: !691, file: !691, line: 25, type: !692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!692 = !DISubroutineType(types: !693)
!693 = !{!450, !111}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !695, file: !671, line: 141)
!695 = !DISubprogram(name: "atoi", scope: !666, file: !666, line: 362, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !697, file: !671, line: 142)
!697 = !DISubprogram(name: "atol", scope: !666, file: !666, line: 367, type: !698, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!698 = !DISubroutineType(types: !699)
!699 = !{!38, !111}
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !701, file: !671, line: 143)
!701 = !DISubprogram(name: "bsearch", scope: !702, file: !702, line: 20, type: !703, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!702 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!703 = !DISubroutineType(types: !704)
!704 = !{!60, !155, !155, !62, !62, !705}
!705 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !666, line: 829, baseType: !706)
!706 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !707, size: 64)
!707 = !DISubroutineType(types: !708)
!708 = !{!14, !155, !155}
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !710, file: !671, line: 144)
!710 = !DISubprogram(name: "calloc", scope: !666, file: !666, line: 556, type: !711, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubroutineType(types: !712)
!712 = !{!60, !62, !62}
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !714, file: !671, line: 145)
!714 = !DISubprogram(name: "div", scope: !666, file: !666, line: 873, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{!669, !14, !14}
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !718, file: !671, line: 146)
!718 = !DISubprogram(name: "exit", scope: !666, file: !666, line: 637, type: !719, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{null, !14}
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !722, file: !671, line: 147)
!722 = !DISubprogram(name: "free", scope: !666, file: !666, line: 568, type: !723, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!723 = !DISubroutineType(types: !724)
!724 = !{null, !60}
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !726, file: !671, line: 148)
!726 = !DISubprogram(name: "getenv", scope: !666, file: !666, line: 654, type: !727, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DISubroutineType(types: !728)
!728 = !{!16, !111}
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !730, file: !671, line: 149)
!730 = !DISubprogram(name: "labs", scope: !666, file: !666, line: 862, type: !731, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DISubroutineType(types: !732)
!732 = !{!38, !38}
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !734, file: !671, line: 150)
!734 = !DISubprogram(name: "ldiv", scope: !666, file: !666, line: 875, type: !735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!735 = !DISubroutineType(types: !736)
!736 = !{!673, !38, !38}
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !738, file: !671, line: 151)
!738 = !DISubprogram(name: "malloc", scope: !666, file: !666, line: 553, type: !739, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!739 = !DISubroutineType(types: !740)
!740 = !{!60, !62}
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !742, file: !671, line: 153)
!742 = !DISubprogram(name: "mblen", scope: !666, file: !666, line: 943, type: !743, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DISubroutineType(types: !744)
!744 = !{!14, !111, !62}
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !746, file: !671, line: 154)
!746 = !DISubprogram(name: "mbstowcs", scope: !666, file: !666, line: 954, type: !747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubroutineType(types: !748)
!748 = !{!62, !307, !110, !62}
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !750, file: !671, line: 155)
!750 = !DISubprogram(name: "mbtowc", scope: !666, file: !666, line: 946, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubroutineType(types: !752)
!752 = !{!14, !307, !110, !62}
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !754, file: !671, line: 157)
!754 = !DISubprogram(name: "qsort", scope: !666, file: !666, line: 851, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{null, !60, !62, !62, !705}
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !758, file: !671, line: 160)
!758 = !DISubprogram(name: "quick_exit", scope: !666, file: !666, line: 643, type: !719, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !760, file: !671, line: 163)
!760 = !DISubprogram(name: "rand", scope: !666, file: !666, line: 454, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !762, file: !671, line: 164)
!762 = !DISubprogram(name: "realloc", scope: !666, file: !666, line: 564, type: !763, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!763 = !DISubroutineType(types: !764)
!764 = !{!60, !60, !62}
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !766, file: !671, line: 165)
!766 = !DISubprogram(name: "srand", scope: !666, file: !666, line: 456, type: !767, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!767 = !DISubroutineType(types: !768)
!768 = !{null, !227}
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !770, file: !671, line: 166)
!770 = !DISubprogram(name: "strtod", scope: !666, file: !666, line: 118, type: !771, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{!450, !110, !773}
!773 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !774)
!774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !776, file: !671, line: 167)
!776 = !DISubprogram(name: "strtol", scope: !666, file: !666, line: 177, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{!38, !110, !773, !14}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !780, file: !671, line: 168)
!780 = !DISubprogram(name: "strtoul", scope: !666, file: !666, line: 181, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!64, !110, !773, !14}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !784, file: !671, line: 169)
!784 = !DISubprogram(name: "system", scope: !666, file: !666, line: 804, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !786, file: !671, line: 171)
!786 = !DISubprogram(name: "wcstombs", scope: !666, file: !666, line: 958, type: !787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DISubroutineType(types: !788)
!788 = !{!62, !105, !317, !62}
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !790, file: !671, line: 172)
!790 = !DISubprogram(name: "wctomb", scope: !666, file: !666, line: 950, type: !791, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DISubroutineType(types: !792)
!792 = !{!14, !16, !306}
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !794, file: !671, line: 200)
!794 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !666, line: 81, baseType: !795)
!795 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !666, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !796, identifier: "_ZTS7lldiv_t")
!796 = !{!797, !798}
!797 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !795, file: !666, line: 79, baseType: !521, size: 64)
!798 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !795, file: !666, line: 80, baseType: !521, size: 64, offset: 64)
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !800, file: !671, line: 206)
!800 = !DISubprogram(name: "_Exit", scope: !666, file: !666, line: 649, type: !719, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !802, file: !671, line: 210)
!802 = !DISubprogram(name: "llabs", scope: !666, file: !666, line: 865, type: !803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DISubroutineType(types: !804)
!804 = !{!521, !521}
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !806, file: !671, line: 216)
!806 = !DISubprogram(name: "lldiv", scope: !666, file: !666, line: 879, type: !807, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!807 = !DISubroutineType(types: !808)
!808 = !{!794, !521, !521}
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !810, file: !671, line: 227)
!810 = !DISubprogram(name: "atoll", scope: !666, file: !666, line: 374, type: !811, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!811 = !DISubroutineType(types: !812)
!812 = !{!521, !111}
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !814, file: !671, line: 228)
!814 = !DISubprogram(name: "strtoll", scope: !666, file: !666, line: 201, type: !815, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!815 = !DISubroutineType(types: !816)
!816 = !{!521, !110, !773, !14}
!817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !818, file: !671, line: 229)
!818 = !DISubprogram(name: "strtoull", scope: !666, file: !666, line: 206, type: !819, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!819 = !DISubroutineType(types: !820)
!820 = !{!526, !110, !773, !14}
!821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !822, file: !671, line: 231)
!822 = !DISubprogram(name: "strtof", scope: !666, file: !666, line: 124, type: !823, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!823 = !DISubroutineType(types: !824)
!824 = !{!457, !110, !773}
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !240, entity: !826, file: !671, line: 232)
!826 = !DISubprogram(name: "strtold", scope: !666, file: !666, line: 127, type: !827, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!827 = !DISubroutineType(types: !828)
!828 = !{!516, !110, !773}
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !794, file: !671, line: 240)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !800, file: !671, line: 242)
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !802, file: !671, line: 244)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !833, file: !671, line: 245)
!833 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !240, file: !671, line: 213, type: !807, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !806, file: !671, line: 246)
!835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !810, file: !671, line: 248)
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !822, file: !671, line: 249)
!837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !814, file: !671, line: 250)
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !818, file: !671, line: 251)
!839 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !826, file: !671, line: 252)
!840 = !{i32 7, !"Dwarf Version", i32 5}
!841 = !{i32 2, !"Debug Info Version", i32 3}
!842 = !{i32 1, !"wchar_size", i32 4}
!843 = !{i32 7, !"PIC Level", i32 2}
!844 = !{i32 7, !"PIE Level", i32 2}
!845 = !{i32 7, !"uwtable", i32 1}
!846 = !{!"Debian clang version 14.0.6"}
!847 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !162, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !848)
!848 = !{!849, !850, !851, !853, !860, !862}
!849 = !DILocalVariable(name: "ok", scope: !847, file: !1, line: 13, type: !14)
!850 = !DILocalVariable(name: "bad", scope: !847, file: !1, line: 13, type: !14)
!851 = !DILocalVariable(name: "i", scope: !852, file: !1, line: 14, type: !14)
!852 = distinct !DILexicalBlock(scope: !847, file: !1, line: 14, column: 3)
!853 = !DILocalVariable(scope: !854, file: !1, line: 17, type: !856)
!854 = distinct !DILexicalBlock(scope: !855, file: !1, line: 14, column: 32)
!855 = distinct !DILexicalBlock(scope: !852, file: !1, line: 14, column: 3)
!856 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !857, size: 64)
!857 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !858)
!858 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !5, file: !859, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!859 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
!860 = !DILocalVariable(name: "p", scope: !847, file: !1, line: 21, type: !861)
!861 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!862 = !DILocalVariable(name: "i", scope: !863, file: !1, line: 22, type: !14)
!863 = distinct !DILexicalBlock(scope: !847, file: !1, line: 22, column: 3)
!864 = !DILocation(line: 0, scope: !847)
!865 = !DILocation(line: 0, scope: !852)
!866 = !DILocation(line: 14, column: 3, scope: !852)
!867 = !DILocation(line: 21, column: 12, scope: !847)
!868 = !DILocation(line: 0, scope: !863)
!869 = !DILocation(line: 23, column: 10, scope: !870)
!870 = distinct !DILexicalBlock(scope: !863, file: !1, line: 22, column: 3)
!871 = !{!872, !872, i64 0}
!872 = !{!"int", !873, i64 0}
!873 = !{!"omnipotent char", !874, i64 0}
!874 = !{!"Simple C++ TBAA"}
!875 = !DILocation(line: 22, column: 29, scope: !870)
!876 = !DILocation(line: 24, column: 38, scope: !847)
!877 = !DILocation(line: 24, column: 3, scope: !847)
!878 = !DILocation(line: 25, column: 3, scope: !847)
!879 = !DILocation(line: 26, column: 3, scope: !847)
!880 = !DILocalVariable(name: "i", arg: 1, scope: !881, file: !1, line: 6, type: !14)
!881 = distinct !DISubprogram(name: "check", linkageName: "_ZL5checki", scope: !1, file: !1, line: 6, type: !176, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !882)
!882 = !{!880}
!883 = !DILocation(line: 0, scope: !881, inlinedAt: !884)
!884 = distinct !DILocation(line: 16, column: 13, scope: !885)
!885 = distinct !DILexicalBlock(scope: !854, file: !1, line: 15, column: 9)
!886 = !DILocation(line: 7, column: 9, scope: !887, inlinedAt: !884)
!887 = distinct !DILexicalBlock(scope: !881, file: !1, line: 7, column: 7)
!888 = !DILocation(line: 7, column: 13, scope: !887, inlinedAt: !884)
!889 = !DILocation(line: 7, column: 7, scope: !881, inlinedAt: !884)
!890 = !DILocation(line: 8, column: 5, scope: !887, inlinedAt: !884)
!891 = !DILocation(line: 8, column: 11, scope: !887, inlinedAt: !884)
!892 = !DILocation(line: 10, column: 1, scope: !887, inlinedAt: !884)
!893 = !DILocation(line: 16, column: 10, scope: !885)
!894 = !DILocation(line: 17, column: 5, scope: !885)
!895 = !DILocation(line: 27, column: 1, scope: !885)
!896 = !DILocation(line: 0, scope: !854)
!897 = !DILocation(line: 18, column: 10, scope: !898)
!898 = distinct !DILexicalBlock(scope: !854, file: !1, line: 17, column: 38)
!899 = !DILocation(line: 19, column: 5, scope: !898)
!900 = !DILocation(line: 14, column: 28, scope: !855)
!901 = !DILocation(line: 14, column: 21, scope: !855)
!902 = distinct !{!902, !866, !903, !904}
!903 = !DILocation(line: 20, column: 3, scope: !852)
!904 = !{!"llvm.loop.mustprogress"}
!905 = !DILocation(line: 27, column: 1, scope: !847)
