package measure

import (
	"context"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The hooks called for every block and every access (__rs_bb, __rs_ld,
// __rs_st) are inlined into the instrumented module: runtime/rsfast.h is
// compiled to LLVM IR at -O2 and its definitions, marked alwaysinline, are
// appended to the module's text. clang's always-inliner runs at -O0 too and
// inlines them into optnone functions, whose code generation stays that of
// -O0 (the frame layout statictrace assumes). clang 14 cannot link a bitcode
// file into IR input (-mlink-bitcode-file applies to C sources only), and
// llvm-link is not part of the clang-14 package, hence the text.

// fastHookNames are the functions the hooks' IR must define; siteHookName
// too with site markers.
var fastHookNames = []string{"__rs_bb", "__rs_ld", "__rs_st"}

const siteHookName = "__rs_site"

// fastHookType is the IR name of struct rs_fast in the module: clang names
// it %struct.rs_fast, which the instrumented program could use itself.
const fastHookType = "%__rs.fast"

// fastHooks compiles runtime/rsfast.h (written by writeRuntime) and returns
// the hooks' definitions for the instrumented module (hookDefs). fold is
// the run's RS_REPEAT, log2 of the line size the stream is folded on; 0
// when it is not folded, when the fast path streams nothing (counts only, or
// off: rsrt.c, "Fast path"). With sites the fast path streams every access
// unfolded after its site's marker (__rs_site).
func (b *builder) fastHooks(ctx context.Context, fold int, sites bool) ([]byte, error) {
	out := filepath.Join(b.dir, "rsfast.ll")
	stream, lineShift, marks := "1", fold, "0"
	if fold == 0 {
		stream, lineShift = "0", bits.TrailingZeros(DefaultLine) // the line size is unused
	}
	if sites {
		stream, marks = "1", "1"
	}
	// No type-based alias metadata, no unwind tables: the definitions must
	// not refer to the hooks module's metadata or attribute groups.
	if err := b.run(ctx, "compile inlined hooks", runtimeOpt, "-x", "c", "-S", "-emit-llvm", "-g0",
		"-fno-strict-aliasing", "-fno-asynchronous-unwind-tables",
		"-DRSF_HOOKS", "-DRSF_LINE_SHIFT="+strconv.Itoa(lineShift), "-DRSF_STREAM="+stream, "-DRSF_SITES="+marks,
		filepath.Join(b.dir, "rsfast.h"), "-o", out); err != nil {
		return nil, err
	}
	text, err := os.ReadFile(out)
	if err != nil {
		return nil, fmt.Errorf("inlined hooks: %w", err)
	}
	names := fastHookNames
	if sites {
		names = append(slices.Clone(names), siteHookName)
	}
	defs, err := hookDefs(string(text), names)
	if err != nil {
		return nil, fmt.Errorf("inlined hooks: %w", err)
	}
	return []byte(defs), nil
}

var (
	// attrGroupRef matches a reference to an attribute group ("#0").
	attrGroupRef = regexp.MustCompile(` #[0-9]+\b`)
	// defineOpen matches the end of a define line, its attribute group and brace.
	defineOpen = regexp.MustCompile(` #[0-9]+ \{$`)
)

// hookDefs extracts from clang's IR of rsfast.h what the instrumented module
// needs: the struct type (renamed fastHookType), the declaration of the
// state and of the slow hooks, and the definitions of the fast hooks, made
// alwaysinline. Attribute groups, metadata and the module's target lines
// are left out; a metadata attachment is an error (the hooks are compiled
// so as to have none).
func hookDefs(ll string, names []string) (string, error) {
	var out strings.Builder
	out.WriteString("\n; reusescope measurement runtime: inlined hooks (runtime/rsfast.h)\n")
	inDef := false
	defined := map[string]bool{}
	for i, line := range strings.Split(ll, "\n") {
		switch {
		case inDef:
			if line == "}" {
				inDef = false
			}
		case strings.HasPrefix(line, "define "):
			if !defineOpen.MatchString(line) {
				return "", fmt.Errorf("line %d: unexpected define line %q", i+1, line)
			}
			line = defineOpen.ReplaceAllString(line, " alwaysinline nounwind {")
			for _, name := range names {
				if strings.Contains(line, "@"+name+"(") {
					defined[name] = true
				}
			}
			inDef = true
		case strings.HasPrefix(line, "declare "), strings.HasPrefix(line, "%struct."), strings.HasPrefix(line, "@"):
		default:
			continue // comments, target lines, attribute groups, module metadata
		}
		if strings.Contains(line, "!") {
			return "", fmt.Errorf("line %d: unexpected metadata: %q", i+1, line)
		}
		line = attrGroupRef.ReplaceAllString(line, "")
		out.WriteString(strings.ReplaceAll(line, "%struct.rs_fast", fastHookType))
		out.WriteByte('\n')
	}
	if inDef {
		return "", fmt.Errorf("function body not closed")
	}
	for _, name := range names {
		if !defined[name] {
			return "", fmt.Errorf("no definition of %s", name)
		}
	}
	return out.String(), nil
}
