package ccwrap

import (
	"os"
	"path/filepath"
	"strings"
)

// Unit is one translation unit of a command line.
type Unit struct {
	Source string
	// Object is the object file the compiler writes for Source: the -o file
	// with -c, else Source's base name with .o in the output's directory
	// (the object a separate -c compilation would write there).
	Object string
	// CXX reports whether Source is C++ (by its extension, or -x c++).
	CXX bool
}

// Command is what the wrapper needs of a compiler command line.
type Command struct {
	Units []Unit
	// IRFlags are the flags that change the IR of a unit, in their order:
	// -D, -U, -I, -isystem, -iquote, -idirafter, -include, -O, -std, -f
	// and -m flags, and -x languages.
	IRFlags []string
	// Objects reports whether the command writes objects or a binary (not
	// -E, -S, -M or -MM alone, -fsyntax-only or -emit-llvm): only then does
	// the wrapper count.
	Objects bool
}

// cExts and cxxExts are the source extensions clang compiles as C and C++.
var (
	cExts   = map[string]bool{".c": true}
	cxxExts = map[string]bool{".cc": true, ".cpp": true, ".cxx": true, ".c++": true, ".C": true, ".cp": true, ".CPP": true}
)

// separate are the flags whose value is the next argument.
var separate = map[string]bool{
	"-o": true, "-D": true, "-U": true, "-I": true, "-isystem": true, "-iquote": true, "-idirafter": true,
	"-include": true, "-x": true, "-MF": true, "-MT": true, "-MQ": true, "-Xclang": true, "-Xlinker": true,
	"-L": true, "-l": true, "-target": true, "-arch": true, "-imacros": true, "-isysroot": true, "--sysroot": true,
	"-mllvm": true, "-Xpreprocessor": true, "-Xassembler": true, "-Xanalyzer": true,
}

// irValued are the flags with a separate value that shape the IR.
var irValued = map[string]bool{"-D": true, "-U": true, "-I": true, "-isystem": true, "-iquote": true, "-idirafter": true, "-include": true, "-imacros": true, "-x": true,
	"-mllvm": true, "-Xclang": true, "-Xpreprocessor": true}

// irPrefixes are the prefixes of single-argument flags that shape the IR.
var irPrefixes = []string{"-D", "-U", "-I", "-isystem", "-iquote", "-idirafter", "-O", "-std=", "-x", "-Wp,"}

// Parse reads the compiler arguments args (without the compiler's name).
// Response files (@file) are read in place, as clang reads them.
func Parse(args []string) Command {
	args = ExpandResponseFiles(args)
	var cmd Command
	var out string
	compileOnly, noObjects := false, false
	lang := "" // -x: "" is by extension
	var sources []Unit
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case separate[a] && i+1 < len(args):
			v := args[i+1]
			i++
			switch {
			case a == "-o":
				out = v
			case a == "-x":
				lang = v
				cmd.IRFlags = append(cmd.IRFlags, a, v)
			case irValued[a]:
				cmd.IRFlags = append(cmd.IRFlags, a, v)
			}
		case a == "-c":
			compileOnly = true
		case a == "-E" || a == "-S" || a == "-M" || a == "-MM" || a == "-fsyntax-only" || a == "-emit-llvm":
			noObjects = true
		case strings.HasPrefix(a, "-M"): // -MD, -MMD, -MP: dependency files, not IR
		case strings.HasPrefix(a, "-f") && !strings.HasPrefix(a, "-fprofile") && !strings.HasPrefix(a, "-fdebug"),
			strings.HasPrefix(a, "-m"):
			cmd.IRFlags = append(cmd.IRFlags, a)
		case strings.HasPrefix(a, "-"):
			for _, p := range irPrefixes {
				if strings.HasPrefix(a, p) {
					cmd.IRFlags = append(cmd.IRFlags, a)
					break
				}
			}
		default:
			ext := filepath.Ext(a)
			switch {
			case lang == "c" || lang == "" && cExts[ext]:
				sources = append(sources, Unit{Source: a})
			case lang == "c++" || lang == "" && cxxExts[ext]:
				sources = append(sources, Unit{Source: a, CXX: true})
			}
		}
	}
	cmd.Objects = !noObjects
	for _, u := range sources {
		base := strings.TrimSuffix(filepath.Base(u.Source), filepath.Ext(u.Source)) + ".o"
		switch {
		case compileOnly && out != "" && len(sources) == 1:
			u.Object = out
		case compileOnly:
			u.Object = base // clang -c writes it in the working directory
		default:
			u.Object = filepath.Join(filepath.Dir(out), base)
		}
		cmd.Units = append(cmd.Units, u)
	}
	return cmd
}

// CXX reports whether any unit of the command is C++.
func (c Command) CXX() bool {
	for _, u := range c.Units {
		if u.CXX {
			return true
		}
	}
	return false
}

// maxResponseDepth bounds response files that name response files.
const maxResponseDepth = 16

// ExpandResponseFiles replaces each argument @file with the arguments the
// file holds, split as clang splits them on Linux (GNU style: blanks
// separate, single and double quotes group, a backslash escapes the next
// character), response files within them included. An @file that cannot be
// read stays as it is: clang then says why.
func ExpandResponseFiles(args []string) []string {
	return expand(args, 0)
}

func expand(args []string, depth int) []string {
	var out []string
	for _, a := range args {
		if len(a) < 2 || a[0] != '@' || depth >= maxResponseDepth {
			out = append(out, a)
			continue
		}
		data, err := os.ReadFile(a[1:])
		if err != nil {
			out = append(out, a)
			continue
		}
		out = append(out, expand(splitGNU(string(data)), depth+1)...)
	}
	return out
}

// splitGNU splits the text of a response file into arguments (GNU rules).
func splitGNU(s string) []string {
	var out []string
	var cur strings.Builder
	inArg := false
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && quote != '\'':
			i++
			cur.WriteByte(s[i])
			inArg = true
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, inArg = c, true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			if inArg {
				out = append(out, cur.String())
				cur.Reset()
				inArg = false
			}
		default:
			cur.WriteByte(c)
			inArg = true
		}
	}
	if inArg {
		out = append(out, cur.String())
	}
	return out
}
