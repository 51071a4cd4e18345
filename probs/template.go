package probs

// The script format follows Figure 4 of Barai et al., "LLVM Static Analysis
// for Program Characterization and Memory Reuse Profile Estimation" (MEMSYS
// 2023):
//
//	local BranchingProbs = {
//	T_11_13 = 1/301, -- main:9:[for.end]
//	}
//	return BranchingProbs
//
// We keep that shape, put parameters first (`local n = param.n or 1000`) so
// that --set re-evaluates the same script, and name the block in the comment
// instead of its number.

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"
)

// templateHeader opens every generated script.
const templateHeader = `-- Branch probabilities for reusescope (the PPT static analyzer's Lua format).
--
-- Each entry T_<line>_<col> is the conditional branch at that source line and
-- column (other keys: branches without debug info or sharing a location).
-- Its value is the probability that the branch goes to the successor named
-- in [brackets] in its comment "function:block:[successor] line L"; the other
-- successor gets 1 minus it. For a loop test that is the exit, 1/(trips+1).
-- A switch has one entry per destination (<key>_caseN, <key>_default); the
-- entries of one switch must sum to 1.
-- Values are Lua expressions (1/101, 1/(n+1)). Entries marked "estimated"
-- come from static heuristics (the branch could not be derived from the IR):
-- replace them with what you know. Entries marked TODO are nil and must be
-- filled in before the script is used.
-- Parameters come first: --set n=4000 on the command line sets param.n, so
-- the same script is re-evaluated for another input size.
-- Entries are sorted by function, source line, then key.
`

// WriteTemplate writes the probability script for sites: the header
// comment, the parameters in the order given, then one line per site in
// the order function, source line, key:
//
//	T_4_5 = 1/101, -- main:for.cond:[for.end] line 4
//	T_12_3 = nil, -- TODO main:while.cond:[while.end] line 12: <hint>
//
// It reports an error, and writes nothing, if a key or parameter name is
// not a Lua name, a key is duplicated, or a Value or Default is not a
// single-line Lua expression.
func WriteTemplate(w io.Writer, params []Param, sites []Site) error {
	return writeScript(w, params, sites, func(s Site) (string, bool) {
		return s.Value, s.Value != ""
	})
}

// WriteFilled writes the script as WriteTemplate does, with the values of
// vals (measured probabilities, keyed by Site.Key) written as exact
// decimals (strconv 'g', -1): reading the script back gives the same
// float64. Sites missing from vals (for example branches the run never
// reached) are written as in the template: their Value, or nil with TODO.
// A key of vals that is no site, or a value that is not a finite number in
// [0,1], is an error.
func WriteFilled(w io.Writer, params []Param, sites []Site, vals map[string]float64) error {
	known := make(map[string]bool, len(sites))
	for _, s := range sites {
		known[s.Key] = true
	}
	keys := make([]string, 0, len(vals))
	for k := range vals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !known[k] {
			return fmt.Errorf("write filled script: value for unknown site %s", k)
		}
		if v := vals[k]; !(v >= 0 && v <= 1) { // also rejects NaN
			return fmt.Errorf("write filled script: %s = %s is not a probability in [0,1]", k, formatFloat(v))
		}
	}
	// A parameter with no default that no remaining expression uses (every
	// site it bounds holds a measured number) would only make the script
	// fail to load: leave it out.
	var kept []Param
	for _, p := range params {
		used := p.Default != ""
		for _, s := range sites {
			if _, measured := vals[s.Key]; !measured && UsesName(s.Value, p.Name) {
				used = true
			}
		}
		if used {
			kept = append(kept, p)
		}
	}
	return writeScript(w, kept, sites, func(s Site) (string, bool) {
		if v, ok := vals[s.Key]; ok {
			return formatFloat(v), true
		}
		return s.Value, s.Value != ""
	})
}

// UsesName reports whether the Lua expression e mentions the identifier name
// (as a whole word: "lens" does not mention "len").
func UsesName(e, name string) bool {
	isIdent := func(c byte) bool {
		return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	for i := 0; ; {
		j := strings.Index(e[i:], name)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(name)
		if (j == 0 || !isIdent(e[j-1])) && (end == len(e) || !isIdent(e[end])) {
			return true
		}
		i = j + 1
	}
}

// formatFloat writes v as the shortest decimal that reads back as v
// ("NaN", "+Inf" for the non-finite values that appear in messages).
func formatFloat(v float64) string {
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// writeScript writes the script; value gives the expression of a site and
// whether it is known.
func writeScript(w io.Writer, params []Param, sites []Site, value func(Site) (string, bool)) error {
	if _, err := checkSites(sites); err != nil {
		return fmt.Errorf("write probability script: %w", err)
	}
	if err := checkParams(params); err != nil {
		return fmt.Errorf("write probability script: %w", err)
	}
	sorted := sortSites(sites)
	exprs := make([]string, len(sorted))
	todo := 0
	checked := exprChecker{}
	for i, s := range sorted {
		v, ok := value(s)
		if !ok {
			todo++
			continue
		}
		if err := checked.check(v); err != nil {
			return fmt.Errorf("write probability script: site %s (%s): value %q: %w", s.Key, s.describe(), v, err)
		}
		exprs[i] = v
	}

	bw := bufio.NewWriter(w)
	bw.WriteString(templateHeader)
	if len(params) > 0 {
		bw.WriteString("\n")
	}
	for _, p := range params {
		bw.WriteString(paramDecl(p))
		if c := sanitizeComment(p.Comment); c != "" {
			fmt.Fprintf(bw, " -- %s", c)
		}
		bw.WriteString("\n")
	}
	bw.WriteString("\nlocal BranchingProbs = {")
	if todo > 0 {
		entries := "entries"
		if todo == 1 {
			entries = "entry"
		}
		fmt.Fprintf(bw, " -- TODO: fill in the %d nil %s for your instance", todo, entries)
	}
	bw.WriteString("\n")
	for i, s := range sorted {
		if exprs[i] == "" {
			fmt.Fprintf(bw, "  %s = nil, -- TODO %s", s.Key, s.describe())
			if h := sanitizeComment(s.Hint); h != "" {
				fmt.Fprintf(bw, ": %s", h)
			}
		} else if e := sanitizeComment(s.Estimated); e != "" && exprs[i] == s.Value {
			fmt.Fprintf(bw, "  %s = %s, -- estimated (%s) %s", s.Key, exprs[i], e, s.describe())
			if h := sanitizeComment(s.Hint); h != "" {
				fmt.Fprintf(bw, ": not derived: %s", h)
			}
		} else {
			fmt.Fprintf(bw, "  %s = %s, -- %s", s.Key, exprs[i], s.describe())
			if h := sanitizeComment(s.Hint); h != "" {
				fmt.Fprintf(bw, ": %s", h) // what a derived value assumes
			}
		}
		if s.Kind == SwitchCase {
			fmt.Fprintf(bw, " (switch %s)", sanitizeComment(s.Group))
		}
		bw.WriteString("\n")
	}
	bw.WriteString("}\nreturn BranchingProbs\n")
	return bw.Flush()
}

// paramDecl returns the Lua statement that declares parameter p: its
// --set value, else its default, else an error asking for it.
func paramDecl(p Param) string {
	def := p.Default
	if def == "" {
		def = fmt.Sprintf("error(%q)", "set parameter "+p.Name+" with --set "+p.Name+"=VALUE")
	}
	return fmt.Sprintf("local %s = param.%s or %s", p.Name, p.Name, def)
}

// exprChecker checks values with checkExpr, each distinct value once: values
// repeat ("1/(n+1)").
type exprChecker map[string]error

func (c exprChecker) check(v string) error {
	err, seen := c[v]
	if !seen {
		err = checkExpr(v)
		c[v] = err
	}
	return err
}

// checkExpr reports whether e is not a single Lua expression that fits on
// one line of the template without changing the lines around it.
func checkExpr(e string) error {
	if strings.ContainsFunc(e, func(r rune) bool { return r < ' ' || r == 0x7f }) {
		return errors.New("contains a control character (newline?)")
	}
	if strings.Contains(e, "--") {
		return errors.New("contains \"--\", which would start a comment")
	}
	if len(e) > maxExprBytes {
		return fmt.Errorf("longer than %d bytes", maxExprBytes)
	}
	chunk, err := parse.Parse(strings.NewReader("return "+e+"\n"), "expr")
	if err != nil {
		return errors.New("not a Lua expression")
	}
	// The template writes the value before a comma and the next entry
	// ("T_1_1 = v, -- ...\n  T_2_1 = ..."), where gopher-lua's lexer may
	// read it differently than before a newline (a malformed number such as
	// 0E swallows the comma): parse it in that context too.
	if _, err := parse.Parse(strings.NewReader("return {k = "+e+", -- c\n  k2 = 1,\n}\n"), "expr"); err != nil {
		return errors.New("not a Lua expression")
	}
	if len(chunk) != 1 {
		return errors.New("not a single Lua expression")
	}
	ret, ok := chunk[0].(*ast.ReturnStmt)
	if !ok || len(ret.Exprs) != 1 {
		return errors.New("not a single Lua expression")
	}
	return nil
}

// maxExprBytes bounds a pre-filled value or default; real ones are a few
// bytes ("1/(n+1)"), so anything longer is a bug upstream.
const maxExprBytes = 4096
