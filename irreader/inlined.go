package irreader

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir/metadata"
)

// Inlined says where the code of a source function the optimiser inlined
// went: the defined functions holding it and the source lines it covers.
type Inlined struct {
	Into   []string // the functions its code was inlined into, sorted
	Lo, Hi int      // its source lines found in them
}

// InlinedInto finds the source function name in the debug locations of
// the module's instructions: a location whose scope lies in name's
// DISubprogram and that carries an inlinedAt is code of name inlined into
// the function holding the instruction. ok is false when no such code
// exists (the function was removed, or never was).
func (m *Module) InlinedInto(name string) (Inlined, bool) {
	var out Inlined
	into := map[string]bool{}
	for _, f := range m.DefinedFuncs() {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				mds, ok := in.(interface{ MDAttachments() []*metadata.Attachment })
				if !ok {
					continue
				}
				loc := dbgLocation(mds.MDAttachments())
				if loc == nil || loc.InlinedAt == nil {
					continue
				}
				if sp := scopeSubprogram(loc.Scope); sp == nil || !namedBy(sp, "", name) {
					continue
				}
				into[f.Name] = true
				l := int(loc.Line)
				if l > 0 && (out.Lo == 0 || l < out.Lo) {
					out.Lo = l
				}
				if l > out.Hi {
					out.Hi = l
				}
			}
		}
	}
	for f := range into {
		out.Into = append(out.Into, f)
	}
	sort.Strings(out.Into)
	return out, len(out.Into) > 0
}

// scopeSubprogram follows a debug scope up through lexical blocks to its
// DISubprogram, or nil.
func scopeSubprogram(s metadata.Field) *metadata.DISubprogram {
	for depth := 0; depth < 1000 && s != nil; depth++ {
		switch x := s.(type) {
		case *metadata.DISubprogram:
			return x
		case *metadata.DILexicalBlock:
			s = x.Scope
		case *metadata.DILexicalBlockFile:
			s = x.Scope
		default:
			return nil
		}
	}
	return nil
}

// InlinedError is the error of looking up a function the optimiser
// inlined into its callers: it has no body of its own.
type InlinedError struct {
	Path, Name string
	Inlined
}

func (e *InlinedError) Error() string {
	lines := ""
	switch {
	case e.Lo > 0 && e.Lo == e.Hi:
		lines = fmt.Sprintf(" (its line %d)", e.Lo)
	case e.Lo > 0:
		lines = fmt.Sprintf(" (its lines %d-%d)", e.Lo, e.Hi)
	}
	return fmt.Sprintf("%s: function %q was inlined by the optimiser into %s%s and has no body of its own: analyse --func %s (or compile at -O0, or mark it __attribute__((noinline)))",
		e.Path, e.Name, strings.Join(e.Into, ", "), lines, e.Into[0])
}

// inlinedError explains that name has no body of its own because it was
// inlined, and suggests its callers.
func (m *Module) inlinedError(name string, in Inlined) error {
	return &InlinedError{Path: m.Path, Name: name, Inlined: in}
}

// SourceName returns the function's name in the source (its DISubprogram's:
// kernel_stats for the C++ _Z12kernel_statsRSt6vectorIdSaIdEE), else Name.
func (fn *Func) SourceName() string {
	if sp := subprogram(fn.IR); sp != nil && sp.Name != "" {
		return sp.Name
	}
	return fn.Name
}
