package irreader

import (
	"path/filepath"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// SourceLoc is where an instruction comes from in the source: the file of
// its debug location's scope, its line, and the source function whose code
// it is (after inlining, the inlined function, not the one holding it).
type SourceLoc struct {
	// File is the file name as the compiler was given it ("gemm.c",
	// "../src/gemm.c"); Path joins it to the compilation directory
	// unless it is absolute. Both are "" without debug info.
	File, Path string
	Line       int
	// Func is the source name of the function whose code this is: its
	// DISubprogram's name, qualified for C++ (Demangle of its linkage
	// name: std::vector<double>::_M_allocate, not _M_allocate); "" without
	// debug info.
	Func string
	// Symbol is that function's symbol (its linkage name; for C, its
	// name), which tells apart functions whose source names agree
	// (overloads, instances of a long template).
	Symbol string
	// Inlined reports whether the code was inlined into the function that
	// holds it.
	Inlined bool
}

// Source returns the source location of in from its !dbg attachment.
func (in *Inst) Source() SourceLoc {
	loc := in.debugLocation()
	if loc == nil {
		return SourceLoc{}
	}
	out := SourceLoc{Line: int(loc.Line), Inlined: loc.InlinedAt != nil}
	out.File, out.Path = ScopeFile(loc.Scope)
	if sp := scopeSubprogram(loc.Scope); sp != nil {
		out.Func, out.Symbol = sp.Name, sp.Name
		if sp.LinkageName != "" {
			out.Func, out.Symbol = Demangle(sp.LinkageName), sp.LinkageName
		}
	}
	return out
}

// ScopeFile returns the file of a debug scope: its name as given and its
// path joined to the compilation directory (a name that is absolute stays
// as it is); "" for both without one.
func ScopeFile(s metadata.Field) (string, string) {
	var f *metadata.DIFile
	switch x := s.(type) {
	case *metadata.DISubprogram:
		f = x.File
	case *metadata.DILexicalBlock:
		f = x.File
	case *metadata.DILexicalBlockFile:
		f = x.File
	case *metadata.DIFile:
		f = x
	}
	if f == nil {
		return "", ""
	}
	p := f.Filename
	if !filepath.IsAbs(p) && f.Directory != "" {
		p = filepath.Join(f.Directory, p)
	}
	return f.Filename, p
}

// LoopLine returns the source line of the loop whose latch ends with term:
// the start location clang records in the loop's !llvm.loop metadata
// (with -g at every optimisation level), 0 when there is none.
func LoopLine(term ir.Terminator) int {
	for _, md := range termMetadata(term) {
		t, ok := md.Node.(*metadata.Tuple)
		if md.Name != "llvm.loop" || !ok {
			continue
		}
		for _, f := range t.Fields {
			if loc, ok := f.(*metadata.DILocation); ok {
				return int(loc.Line)
			}
		}
	}
	return 0
}

// InlinedFrom reports whether in is code of the function named name
// inlined into the function holding it, directly or through other inlined
// functions: name is the DISubprogram (source or linkage name) of its
// debug location's scope or of a scope in its inlinedAt chain, other than
// the holding function's own.
func (in *Inst) InlinedFrom(name string) bool {
	return inlinedFrom(in.debugLocation(), name)
}

// InlinedFrom is Inst.InlinedFrom for an instruction of llir's module.
func InlinedFrom(inst ir.Instruction, name string) bool {
	m, ok := inst.(interface{ MDAttachments() []*metadata.Attachment })
	if !ok {
		return false
	}
	return inlinedFrom(dbgLocation(m.MDAttachments()), name)
}

// inlinedFrom is InlinedFrom of a debug location.
func inlinedFrom(loc *metadata.DILocation, name string) bool {
	for depth := 0; loc != nil && loc.InlinedAt != nil && depth < 1000; depth++ {
		if sp := scopeSubprogram(loc.Scope); sp != nil && namedBy(sp, "", name) {
			return true
		}
		loc = loc.InlinedAt
	}
	return false
}

// debugLocation is in's !dbg location, nil without one.
func (in *Inst) debugLocation() *metadata.DILocation {
	if in.IR == nil {
		return dbgLocation(termMetadata(in.TermIR))
	}
	if m, ok := in.IR.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return dbgLocation(m.MDAttachments())
	}
	return nil
}

// UserLocation returns, of an instruction's debug location and the chain
// of call sites it was inlined through, the innermost one in the file of
// the outermost: for code the optimiser inlined from a header (strtol of
// atoi, from stdlib.h, into setup, into main), the line of the program's
// own source that made it and the source function holding that line.
// Line 0 and "" without debug info.
func UserLocation(mds []*metadata.Attachment) (line int, fn string) {
	loc := dbgLocation(mds)
	if loc == nil {
		return 0, ""
	}
	var chain []*metadata.DILocation
	for d := 0; loc != nil && d < 1000; d++ {
		chain = append(chain, loc)
		loc = loc.InlinedAt
	}
	_, file := ScopeFile(chain[len(chain)-1].Scope)
	for _, l := range chain {
		if _, f := ScopeFile(l.Scope); f == file {
			if sp := scopeSubprogram(l.Scope); sp != nil {
				fn = sp.Name
			}
			return int(l.Line), fn
		}
	}
	return int(chain[len(chain)-1].Line), ""
}
