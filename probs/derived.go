package probs

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// derivedChunk is the number of entries of one function of a derived
// script: gopher-lua compiles a function in time quadratic in its distinct
// constants (a linear search per constant), so tens of thousands of
// branch sites in one table constructor take minutes to compile, and in
// functions of derivedChunk entries time linear in their number.
const derivedChunk = 1000

// derivedSitesPerTimeout is how many sites a derived script may hold per
// DefaultTimeout of its time limit.
const derivedSitesPerTimeout = 10000

// LoadDerived loads the values the analysis derived (every site's Value,
// which must all be set) under the parameters params and --set values set.
// It is Load for the tool's own script: written compactly (no comments;
// the entries in functions of derivedChunk), of any size, and with a time
// limit of opts.Timeout (DefaultTimeout when 0) per 10,000 sites, so that a
// module of any number of branches gets its counts. Errors name filename.
func LoadDerived(filename string, params []Param, sites []Site, set map[string]string, opts LoadOptions) (*Values, error) {
	// The derived values are arithmetic on the parameters: a value that is
	// not a number is the user's slip, said as such (not as a Lua error).
	for _, p := range params {
		if v, ok := set[p.Name]; ok && !isNumber(v) {
			return nil, &Error{File: filename, Msg: fmt.Sprintf("--set %s=%s: not a number (%s is %s)", p.Name, v, p.Name, p.Comment)}
		}
	}
	var buf bytes.Buffer
	if err := writeDerived(&buf, params, sites); err != nil {
		return nil, err
	}
	if opts.Timeout == 0 {
		opts.Timeout = DefaultTimeout
	}
	if n := len(sites) / derivedSitesPerTimeout; n > 0 && opts.Timeout > 0 {
		opts.Timeout *= time.Duration(n + 1)
	}
	return load(filename, buf.Bytes(), set, sites, opts, buf.Len())
}

// writeDerived writes the derived script: the parameters as in the
// template, then the entries in functions of derivedChunk each, filling
// one table that the script returns.
func writeDerived(w io.Writer, params []Param, sites []Site) error {
	if _, err := checkSites(sites); err != nil {
		return fmt.Errorf("write derived probabilities: %w", err)
	}
	if err := checkParams(params); err != nil {
		return fmt.Errorf("write derived probabilities: %w", err)
	}
	bw := bufio.NewWriter(w)
	for _, p := range params {
		bw.WriteString(paramDecl(p) + "\n")
	}
	bw.WriteString("local P = {};\n") // ";": the next line starts with "("
	checked := exprChecker{}
	for i, s := range sortSites(sites) {
		if s.Value == "" {
			return fmt.Errorf("write derived probabilities: site %s (%s) has no value", s.Key, s.describe())
		}
		if err := checked.check(s.Value); err != nil {
			return fmt.Errorf("write derived probabilities: site %s (%s): value %q: %w", s.Key, s.describe(), s.Value, err)
		}
		if i%derivedChunk == 0 {
			if i > 0 {
				bw.WriteString("end)();\n")
			}
			bw.WriteString("(function()\n")
		}
		fmt.Fprintf(bw, "P.%s = %s\n", s.Key, s.Value)
	}
	if len(sites) > 0 {
		bw.WriteString("end)();\n")
	}
	bw.WriteString("return P\n")
	return bw.Flush()
}

// isNumber reports whether v reads as a number: decimal, with a fraction or
// an exponent, or hexadecimal (0x10), as Lua's tonumber takes them.
func isNumber(v string) bool {
	v = strings.TrimSpace(v)
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return true
	}
	_, err := strconv.ParseInt(v, 0, 64)
	return err == nil
}
