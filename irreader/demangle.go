package irreader

import (
	"regexp"
	"slices"
	"strings"

	"github.com/llir/llvm/ir/metadata"

	"github.com/ianlancetaylor/demangle"
)

// maxDisplayName is the length above which Demangle drops a name's
// template arguments too.
const maxDisplayName = 60

// Demangle returns the source form of a C++ mangled (Itanium ABI) function
// name for people to read, without its parameter list
// ("_ZN6Circle4areaEv" is "Circle::area"; a template's arguments go too
// when the name is longer than 60 characters); other names are returned
// as they are. Output for machines (JSON, CSV) keeps the IR's names, which
// are unique.
func Demangle(name string) string {
	if len(name) < 3 || name[0] != '_' || name[1] != 'Z' {
		return name
	}
	d := demangle.Filter(name, demangle.NoParams)
	if len(d) > maxDisplayName {
		d = demangle.Filter(name, demangle.NoParams, demangle.NoTemplateParams)
	}
	return d
}

// mangled matches an Itanium-mangled name inside a text.
var mangled = regexp.MustCompile(`\b_Z[A-Za-z0-9_]+`)

// DemangleText replaces every mangled name in s by Demangle's form.
func DemangleText(s string) string {
	if !mangled.MatchString(s) {
		return s
	}
	return mangled.ReplaceAllStringFunc(s, Demangle)
}

// Signature returns the full demangled form of a C++ mangled name, its
// parameter list included ("ns::trace_sum<double>(ns::Mat<double>&)"),
// which tells overloads apart; other names are returned as they are.
func Signature(name string) string {
	if len(name) < 3 || name[0] != '_' || name[1] != 'Z' {
		return name
	}
	return demangle.Filter(name)
}

// sourceNames returns the names a user may give for the function named
// name: its demangled name without parameters, with its template
// arguments and without ("ns::trace_sum<double>", "ns::trace_sum"), and
// with its parameters.
func sourceNames(name string) []string {
	if len(name) < 3 || name[0] != '_' || name[1] != 'Z' {
		return nil
	}
	return []string{demangle.Filter(name, demangle.NoParams), demangle.Filter(name, demangle.NoParams, demangle.NoTemplateParams), demangle.Filter(name)}
}

// namedBy reports whether a user's --func name names the function of
// subprogram sp (nil: none) whose symbol is linkage: its source name
// (trace_sum, or trace_sum for the template instance trace_sum<double>),
// its symbol, or its demangled name (sourceNames). Resolving a defined
// function, finding where one was inlined, and measuring an inlined
// function's code all decide by it.
func namedBy(sp *metadata.DISubprogram, linkage, name string) bool {
	if sp != nil {
		if sp.Name == name || strings.HasPrefix(sp.Name, name+"<") || sp.LinkageName == name {
			return true
		}
		if linkage == "" {
			linkage = sp.LinkageName
		}
	}
	return linkage == name || slices.Contains(sourceNames(linkage), name)
}
