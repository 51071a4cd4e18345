package irreader

import (
	"regexp"

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
