package pipeline

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/poly"
	"github.com/reusescope/reusescope/probs"
)

// Options selects what to analyse.
type Options struct {
	Func      string            // "" = main or the only defined function
	ProbsFile string            // "" = the derived template
	Set       map[string]string // --set parameters
	Check     bool              // run the invariant checkers
	Timeout   time.Duration     // Lua time limit (0 = default)
	// Strict makes a branch the analysis cannot derive an error instead of
	// a heuristic estimate.
	Strict bool
	// Args are the program's arguments (as measure's): main's argc is
	// len(Args)+1 and a size parsed from argv[k] is Args[k-1], unless Set
	// gives them.
	Args []string
}

// Session is one analysed function of a module, with its callees. Its
// Graphs are the module's (ModuleAnalysis.Graphs), shared with the other
// sessions of the module and never written to; the rest is its own.
type Session struct {
	Module *irreader.Module
	Root   *irreader.Func
	Funcs  []*irreader.Func              // root, then callees
	Graphs map[*irreader.Func]*cfg.Graph // the module's graphs of Funcs
	Nests  map[*irreader.Func]*loops.Nest
	Env    *loops.Env
	Sites  []probs.Site
	Params []probs.Param
	// CFGSites lists the cfg sites in the same order as Sites.
	CFGSites []*cfg.Site
	// Regions are the module's OpenMP regions (ModuleAnalysis.Regions);
	// regionsErr is why omp.Find failed, reported by Plan.
	Regions    []omp.Region
	regionsErr error
	// outside holds the branch-site keys of the module's other functions.
	outside map[string]bool
	// trial is the script unsetUnread evaluates values under, and
	// unsetTrials the sites it evaluated.
	trial       *unsetTrial
	unsetTrials int
	// attributor groups the session's access sites (Attribute), made on
	// first use.
	attributor *attrib.Attributor
	// walked reports that the branches the counters decide were counted
	// (walkBranches), once per session.
	walked bool
	// argSet holds the parameters setArgs bound from the program's
	// arguments (not the user's --set): a user's script may ignore them.
	argSet map[string]bool
	// recursion holds the recursive functions (and those only they call)
	// whose call trees recursionBranches derived: the branches that end
	// their recursions are functions of each call's arguments, so a walk
	// may follow them call by call (statictrace.Input.Recursion); made
	// once (derivedRecursion).
	recursion     map[*irreader.Func]bool
	recursionOnce sync.Once
	// analysis holds the module's graphs, shared with the sessions of its
	// other functions (Context opens main's from it).
	analysis *ModuleAnalysis
	opts     Options
}

// Open parses path and analyses the selected function and its callees.
func Open(path string, opts Options) (*Session, error) {
	m, err := irreader.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return OpenModule(m, opts)
}

// Open analyses the function opts.Func selects and its callees, from the
// module's shared graphs (ModuleAnalysis): the session's own are the Lua
// environment of the functions it analyses, their loop nests, the sites'
// probabilities and the Lua parameters.
func (a *ModuleAnalysis) Open(opts Options) (*Session, error) {
	m := a.Module
	root, err := m.LookupFunc(opts.Func)
	if err != nil {
		return nil, err
	}
	s := &Session{Module: m, Root: root, Nests: map[*irreader.Func]*loops.Nest{}, analysis: a, opts: opts}
	s.Funcs = omp.Reachable(m, root)
	if s.Graphs, err = a.graphs(s.Funcs); err != nil {
		return nil, err
	}
	s.outside = a.outside(s.Funcs)
	s.Env = loops.NewEnv(m, s.Funcs)
	// OpenMP regions are modelled as run by one thread. Malformed runtime
	// calls leave them unmodelled: their branches then stay TODO with a hint.
	s.Regions, s.regionsErr = a.Regions, a.regionsErr
	if s.regionsErr == nil && len(s.Regions) > 0 {
		s.Env.SetOneThread(oneThread(s.Regions))
	}
	for _, f := range s.Funcs {
		g := s.Graphs[f]
		if opts.Check {
			if err := g.Check(); err != nil {
				return nil, fmt.Errorf("%s: %w", m.Path, err)
			}
		}
		nest := loops.Find(g, s.Env)
		if opts.Check {
			if err := nest.Check(); err != nil {
				return nil, fmt.Errorf("%s: %w", m.Path, err)
			}
		}
		s.Nests[f] = nest
	}
	// Parameters every call passes the same expression of other
	// parameters (kernel(n / 3)) before the sites that use them.
	s.Env.BindCalls(s.Nests)
	// unread are the parameters without a value that some site's value
	// names but does not read with the inputs given (unsetUnread);
	// unsetRead those a value kept with --strict needs.
	unread, unsetRead := map[string]bool{}, map[string]bool{}
	for _, f := range s.Funcs {
		g, nest := s.Graphs[f], s.Nests[f]
		vals := nest.SiteValues()
		for _, site := range g.Sites {
			v := vals[site]
			ps := probs.Site{
				Key: site.Key, Func: f.Name, Block: f.Blocks[site.Block].Name,
				Succ: site.Target(g).Name, Line: site.Line, Group: site.Group,
				Value: v.Expr, Hint: v.Hint, Kind: probs.Branch,
			}
			if site.Kind == cfg.SwitchCase {
				ps.Kind = probs.SwitchCase
				ps.Succ = site.Target(g).Name + " case " + site.Case
			}
			if ps.Value != "" && !s.paramsKnown(ps.Value) {
				skips := s.unsetUnread(ps)
				for _, p := range s.Env.Params {
					switch {
					case !probs.UsesName(ps.Value, p.Name):
					case skips:
						unread[p.Name] = true
					case opts.Strict:
						unsetRead[p.Name] = true // the value stays
					}
				}
				if !skips {
					ps.Hint = unsetHint + ps.Value
					if s.perCall(ps.Value) {
						ps.Hint = perCallHint + ps.Value
					}
					if !opts.Strict {
						ps.Value = ""
					}
				}
			}
			if ps.Value != "" && ps.Estimated == "" {
				if g := s.usesGuess(ps.Value); g != "" {
					// Derived from a value the run may not have: an
					// estimate, which --strict refuses.
					ps.Hint = fmt.Sprintf("%s%s (%s)", guessHint, ps.Value, g)
					if opts.Strict {
						ps.Value = ""
					} else {
						ps.Estimated = guessedInput + ": " + g
					}
				}
			}
			if ps.Value == "" && !opts.Strict {
				e := nest.Estimate(site)
				ps.Value, ps.Estimated = e.Expr, e.By
			}
			s.Sites = append(s.Sites, ps)
			s.CFGSites = append(s.CFGSites, site)
		}
	}
	needed := s.neededParams()
	for _, p := range s.Env.Params {
		if !p.HasDefault && (p.Expr != "" || !needed[p.Name]) {
			continue // computed (below), or an argument no branch depends on (mix(a, b) called with data)
		}
		pp := probs.Param{Name: p.Name, Comment: p.Where}
		switch {
		case p.HasDefault:
			pp.Default = strconv.FormatFloat(p.Default, 'g', -1, 64)
		case unread[p.Name] && !unsetRead[p.Name] && s.opts.Set[p.Name] == "" && s.argValue(p) == "":
			// Named but not read with these inputs (argv[1] when argc
			// is 1): nil, which a value reading it would say.
			pp.Default = "nil"
			pp.Comment += "; not read with the inputs given"
		}
		s.Params = append(s.Params, pp)
	}
	// Computed from the others: after them in the script, each after the
	// ones it reads.
	for _, p := range s.Env.Computed() {
		if p.HasDefault || !needed[p.Name] {
			continue
		}
		s.Params = append(s.Params, probs.Param{Name: p.Name, Comment: p.Where, Default: "(" + p.Expr + ")"})
	}
	s.setArgs()
	return s, nil
}

// maxUnsetTrials bounds the sites unsetUnread evaluates, each in a Lua
// state of its own.
const maxUnsetTrials = 64

// unsetTrial is the script unsetUnread evaluates a value under: every
// parameter, those without a value nil, and the values --set and the
// program's arguments give.
type unsetTrial struct {
	params []probs.Param
	// computed are the parameters computed from others, in the order they
	// were made; a trial declares those its value reads after params.
	computed []*loops.LuaParam
	set      map[string]string
	of       int // the parameters it was made of: len(Env.Params) + len(Env.Computed())
}

// unsetUnread reports whether site's value, which names parameters without
// a value, evaluates to a probability without reading them: the inputs
// given decide a choice that leaves them out (n = argc > 1 ? atoi(argv[1])
// : 100 with no argument). It evaluates the value with every read of those
// parameters failing (readsFail), the others as the script sets them.
func (s *Session) unsetUnread(site probs.Site) bool {
	if s.unsetTrials >= maxUnsetTrials {
		return false
	}
	s.unsetTrials++
	tr := s.unsetTrial()
	// Only the computed parameters the value reads: one that fails
	// without the unset parameters (a geometric counter's trip from them)
	// must not fail the others' trials.
	params := append([]probs.Param(nil), tr.params...)
	for _, c := range computedRead(site.Value, tr.computed, nil) {
		params = append(params, probs.Param{Name: c.Name, Default: "(" + c.Expr + ")"})
	}
	// Each read of a parameter without a value calls a function that
	// fails: Lua compares nil with a number without an error (k == 0 is
	// false), so a nil alone would not tell.
	params = append(params, probs.Param{Name: unsetReadName, Default: `(function() error("unset") end)`})
	site.Value = readsFail(site.Value, params, tr.set)
	for i := range params {
		params[i].Default = readsFail(params[i].Default, params, tr.set)
	}
	_, err := probs.LoadDerived("<derived probability>", params, []probs.Site{site}, tr.set, probs.LoadOptions{Timeout: s.opts.Timeout})
	return err == nil
}

// unsetReadName is the function unsetUnread's trial calls where a value
// reads a parameter without one.
const unsetReadName = "reusescope_unset_read"

// readsFail returns the Lua expression e with every read of a parameter of
// params that has no value (nil, not set) replaced by a call of
// unsetReadName.
func readsFail(e string, params []probs.Param, set map[string]string) string {
	for _, p := range params {
		if p.Default != "nil" || set[p.Name] != "" || !probs.UsesName(e, p.Name) {
			continue
		}
		e = poly.ReplaceName(e, p.Name, unsetReadName+"()")
	}
	return e
}

// unsetTrial returns the session's unsetTrial, made again only when the
// analysis has made parameters since (the sites' values of a function can
// create quotients and clamps of its own).
func (s *Session) unsetTrial() *unsetTrial {
	of := len(s.Env.Params) + len(s.Env.Computed())
	if s.trial != nil && s.trial.of == of {
		return s.trial
	}
	tr := &unsetTrial{set: map[string]string{}, of: of}
	for k, v := range s.opts.Set {
		tr.set[k] = v
	}
	for _, p := range s.Env.Params {
		switch {
		case p.HasDefault:
			tr.params = append(tr.params, probs.Param{Name: p.Name, Default: strconv.FormatFloat(p.Default, 'g', -1, 64)})
		case p.Expr != "":
		default:
			if v := s.argValue(p); v != "" && tr.set[p.Name] == "" {
				tr.set[p.Name] = v
			}
			tr.params = append(tr.params, probs.Param{Name: p.Name, Default: "nil"})
		}
	}
	for _, p := range s.Env.Computed() {
		if !p.HasDefault {
			tr.computed = append(tr.computed, p)
		}
	}
	s.trial = tr
	return tr
}

// perCallHint starts the hint of a site derived from parameters of a
// function whose calls pass them different values: no --set gives them.
const perCallHint = "depends on the arguments of each call, which differ: "

// perCall reports whether every parameter without a value that expr uses
// is one whose calls pass different values (LuaParam.PerCall).
func (s *Session) perCall(expr string) bool {
	any := false
	for _, p := range s.Env.Params {
		if p.HasDefault || p.Expr != "" || s.opts.Set[p.Name] != "" || s.argValue(p) != "" || !probs.UsesName(expr, p.Name) {
			continue
		}
		if !p.PerCall {
			return false
		}
		any = true
	}
	return any
}

// unsetHint starts the hint of a site derived from parameters without a value.
const unsetHint = "set the parameters it uses with --set: "

// guessHint starts the hint of a site derived from a guessed parameter
// (loops.LuaParam.Guess); guessedInput names the estimate.
const (
	guessHint    = "derived from a guessed input, set it with --set: "
	guessedInput = "guessed input"
)

// guessed reports whether p's value is a guess in this run: a fallback the
// program keeps only when its parse does not run, where the parse may run
// (an argument at an index the analysis does not derive, when the run has
// arguments; a string it cannot read, always), and no --set gives it.
func (s *Session) guessed(p *loops.LuaParam) bool {
	return p.Guess != "" && p.HasDefault && s.opts.Set[p.Name] == "" && (p.Guess == loops.GuessString || len(s.opts.Args) > 0)
}

// usesGuess returns the guessed parameters expr reads, directly or
// through computed parameters ("n = 128"), "" when none.
func (s *Session) usesGuess(expr string) string {
	guess := map[string]bool{}
	var names []string
	for _, p := range s.Env.Params {
		if s.guessed(p) {
			guess[p.Name] = true
			if probs.UsesName(expr, p.Name) {
				names = append(names, fmt.Sprintf("%s = %s", p.Name, strconv.FormatFloat(p.Default, 'g', -1, 64)))
			}
		}
	}
	if len(guess) == 0 {
		return ""
	}
	if len(names) == 0 {
		computed := s.Env.Computed()
		for _, c := range computed { // made after what they read
			for g := range guess {
				if probs.UsesName(c.Expr, g) {
					guess[c.Name] = true
				}
			}
		}
		for _, c := range computed {
			if guess[c.Name] && probs.UsesName(expr, c.Name) {
				names = append(names, c.Name)
			}
		}
	}
	return strings.Join(names, ", ")
}

// neededParams returns the parameters the sites' values read, directly or
// through the expressions of computed parameters they read.
func (s *Session) neededParams() map[string]bool {
	out := map[string]bool{}
	for _, p := range s.Env.Params {
		if s.paramUsed(p.Name) {
			out[p.Name] = true
		}
	}
	computed := s.Env.Computed()
	for i := len(computed) - 1; i >= 0; i-- { // made after what they read
		c := computed[i]
		if !out[c.Name] {
			continue
		}
		for _, p := range s.Env.Params {
			if probs.UsesName(c.Expr, p.Name) {
				out[p.Name] = true
			}
		}
	}
	return out
}

// paramUsed reports whether a derived probability uses the parameter.
func (s *Session) paramUsed(name string) bool {
	for _, site := range s.Sites {
		if probs.UsesName(site.Value, name) {
			return true
		}
	}
	return false
}

// computedRead returns the parameters of computed (in the order they were
// made, each reading only those made before it) that expr reads, directly
// or through one another's expressions; skip, if not nil, leaves out those
// whose value is given.
func computedRead(expr string, computed []*loops.LuaParam, skip func(*loops.LuaParam) bool) []*loops.LuaParam {
	exprs := []string{expr}
	read := make([]bool, len(computed))
	for i := len(computed) - 1; i >= 0; i-- {
		c := computed[i]
		if skip != nil && skip(c) {
			continue
		}
		for _, e := range exprs {
			if probs.UsesName(e, c.Name) {
				read[i] = true
				exprs = append(exprs, c.Expr)
				break
			}
		}
	}
	var out []*loops.LuaParam
	for i, c := range computed {
		if read[i] {
			out = append(out, c)
		}
	}
	return out
}

// paramsKnown reports whether every parameter used in expr has a default, a
// --set value or a program argument.
func (s *Session) paramsKnown(expr string) bool {
	// The expressions of the computed parameters expr reads are read too.
	exprs := []string{expr}
	given := func(c *loops.LuaParam) bool { return s.opts.Set[c.Name] != "" }
	for _, c := range computedRead(expr, s.Env.Computed(), given) {
		exprs = append(exprs, c.Expr)
	}
	for _, p := range s.Env.Params {
		if p.HasDefault || p.Expr != "" || s.opts.Set[p.Name] != "" || s.argValue(p) != "" {
			continue
		}
		for _, e := range exprs {
			if probs.UsesName(e, p.Name) {
				return false
			}
		}
	}
	return true
}

// CountBranches derives the branches the loop counters decide that the
// loop analysis' formulas leave to heuristics, by counting them in a walk
// of the loops (walkBranches), once per session: Probs does it, and the
// template shows the counted values once it has run.
func (s *Session) CountBranches() {
	if !s.walked {
		s.walked = true
		s.Sites = s.walkBranches(s.recursionBranches(s.Sites))
	}
}

// WriteTemplate writes the Lua probability script with every derivable value filled.
func (s *Session) WriteTemplate(w io.Writer) error {
	return probs.WriteTemplate(w, s.Params, s.Sites)
}

// Probs loads the probabilities: the user's script if one was given, else the
// derived template, which must then be complete.
func (s *Session) Probs() (*probs.Values, error) {
	lo := probs.LoadOptions{Timeout: s.opts.Timeout, Outside: s.outside, Implied: s.argSet}
	if s.opts.ProbsFile != "" {
		src, err := readScript(s.opts.ProbsFile)
		if err != nil {
			return nil, err
		}
		return probs.Load(s.opts.ProbsFile, src, s.opts.Set, s.Sites, lo)
	}
	s.CountBranches()
	var unknown []probs.Site
	for _, site := range s.Sites {
		if site.Value == "" {
			unknown = append(unknown, site)
		}
	}
	if len(unknown) > 0 {
		u := unknown[0]
		more := ""
		if len(unknown) > 1 {
			more = fmt.Sprintf(" (and %d more)", len(unknown)-1)
		}
		return nil, fmt.Errorf("%s: no probability for %s (%s:%s, line %d)%s: %s; fill in the script from 'reusescope probs' and pass it with --probs, measure it with 'reusescope probs --from-run', or drop --strict to estimate it by static heuristics",
			s.Module.Path, u.Key, u.Func, u.Block, u.Line, more, u.Hint)
	}
	for _, p := range s.Params {
		if p.Default == "" && s.opts.Set[p.Name] == "" && s.paramUsed(p.Name) {
			return nil, fmt.Errorf("%s: parameter %s (%s) has no value: give it with --set %s=VALUE", s.Module.Path, p.Name, p.Comment, p.Name)
		}
	}
	return probs.LoadDerived("<derived probabilities>", s.Params, s.Sites, s.opts.Set, lo)
}

// Counts solves the balance equations with the given probabilities.
func (s *Session) Counts(vals *probs.Values) (*balance.Result, error) { return s.CountsFrom(vals) }

// StaticCounts loads the probabilities (Probs) and solves the balance
// equations with them.
func (s *Session) StaticCounts() (*probs.Values, *balance.Result, error) {
	vals, err := s.Probs()
	if err != nil {
		return nil, nil, err
	}
	res, err := s.Counts(vals)
	return vals, res, err
}

// CountsFrom solves the balance equations with probabilities from any source
// (a loaded script, or values measured by a run).
func (s *Session) CountsFrom(vals balance.Probs) (*balance.Result, error) {
	an := map[*irreader.Func]*balance.Analysis{}
	for _, f := range s.Funcs {
		an[f] = &balance.Analysis{Graph: s.Graphs[f], Nest: s.Nests[f]}
	}
	var opts balance.Options
	if !s.opts.Strict && s.estimates() {
		// Recursion that estimated probabilities make endless is capped
		// (balance.Options.CapRecursion), and said so by Estimated.
		opts.CapRecursion = recursionCap
	}
	res, err := balance.AnalyzeWith(s.Funcs, an, vals, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Module.Path, err)
	}
	return res, nil
}

// argValue returns the value the program arguments give parameter p (argc,
// or a size parsed from argv[k]), "" when they give none.
func (s *Session) argValue(p *loops.LuaParam) string {
	switch {
	case s.opts.Args == nil:
	case p.Argc:
		return strconv.Itoa(len(s.opts.Args) + 1)
	case p.Compare != nil:
		if p.Argv > 0 && p.Argv <= len(s.opts.Args) {
			return strconv.FormatInt(wrapInt(p.Compare.Result(s.opts.Args[p.Argv-1]), p.Bits), 10)
		}
		return "" // an argument not given, or not placed: the program does not compare it
	case p.Getopt != nil:
		return getoptValue(s.opts.Args, p)
	case p.Argv > 0 && p.Argv <= len(s.opts.Args) && p.Scan != "":
		v, ok := scanArg(s.opts.Args[p.Argv-1], p.Scan, p.Conv)
		if !ok {
			return "" // the conversion fails: the variable keeps its fallback
		}
		return strconv.FormatInt(wrapInt(v, p.Bits), 10)
	case p.Argv > 0 && p.Argv <= len(s.opts.Args):
		return argNumber(s.opts.Args[p.Argv-1], p)
	}
	return ""
}

// argNumber returns the value parameter p takes from the argument a: as
// atoi reads it, kept in p's integer; as strtod reads it for a number
// parsed as floating point (LuaParam.Real; rounded to float by strtof);
// "" for an infinite or NaN one (the script's numbers are finite).
func argNumber(a string, p *loops.LuaParam) string {
	if !p.Real {
		return strconv.FormatInt(wrapInt(atoi(a), p.Bits), 10)
	}
	v := strtod(a, p.Single)
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return ""
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// strtod reads the longest prefix of a (after blanks) that is a number as
// C's strtod does: decimal with fraction and exponent, hexadecimal with a
// binary exponent, inf and nan; 0 when there is none. single rounds it to
// float as strtof does.
func strtod(a string, single bool) float64 {
	a = strings.TrimLeft(a, " \t\n\v\f\r")
	bits := 64
	if single {
		bits = 32
	}
	body := strings.TrimLeft(a, "+-")
	hex := len(body) > 1 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')
	for n := len(a); n > 0; n-- {
		p := a[:n]
		if strings.ContainsRune(p, '_') {
			continue // Go's digit separators: no C syntax
		}
		if hex && !strings.ContainsAny(p, "pP") {
			p += "p0" // C's hexadecimal needs no binary exponent, Go's does
		}
		v, err := strconv.ParseFloat(p, bits)
		if err == nil || errors.Is(err, strconv.ErrRange) {
			return v
		}
	}
	return 0
}

// wrapInt returns v as an integer of bits bits holds it (two's complement,
// the low bits kept, as a C conversion to int does on x86-64): 3000000000
// is -1294967296 in an int. bits 0 or 64 and over leave v as it is.
func wrapInt(v int64, bits int) int64 {
	if bits <= 0 || bits >= 64 {
		return v
	}
	shift := uint(64 - bits)
	return v << shift >> shift
}

// setArgs adds the values the program arguments give to the --set values
// (which take precedence), for the parameters the script reads.
func (s *Session) setArgs() {
	if s.opts.Args == nil {
		return
	}
	set := map[string]string{}
	for k, v := range s.opts.Set {
		set[k] = v
	}
	kept := map[string]bool{}
	for _, p := range s.Params {
		kept[p.Name] = true
	}
	for _, p := range s.Env.Params {
		if v := s.argValue(p); v != "" && set[p.Name] == "" && kept[p.Name] {
			set[p.Name] = v
			if s.argSet == nil {
				s.argSet = map[string]bool{}
			}
			s.argSet[p.Name] = true
		}
	}
	s.opts.Set = set
}

// atoi converts as glibc's strtol does, which its atoi calls: leading
// blanks, a sign, then the longest run of digits (0 when there is none),
// saturating at the bounds of a long. The caller wraps the long to the
// width the program keeps it in (wrapInt).
func atoi(a string) int64 {
	a = strings.TrimLeft(a, " \t\n\v\f\r")
	neg := false
	if a != "" && (a[0] == '-' || a[0] == '+') {
		neg = a[0] == '-'
		a = a[1:]
	}
	var v uint64
	saturated := false
	for i := 0; i < len(a) && a[i] >= '0' && a[i] <= '9'; i++ {
		d := uint64(a[i] - '0')
		if v > (1<<63-d)/10 {
			saturated = true
			break
		}
		v = v*10 + d
	}
	switch {
	case neg && (saturated || v >= 1<<63):
		return math.MinInt64
	case neg:
		return -int64(v)
	case saturated || v >= 1<<63:
		return math.MaxInt64
	}
	return int64(v)
}

// recursionCap is the growth of calls per level of recursion that a
// recursive cycle gets when its estimated probabilities would make it
// endless: one more level of calls on average.
const recursionCap = 0.5

// estimates reports whether any site's probability is a heuristic estimate.
func (s *Session) estimates() bool {
	if s.opts.ProbsFile != "" {
		return false
	}
	for _, site := range s.Sites {
		if site.Estimated != "" {
			return true
		}
	}
	return false
}

// oneThread describes the OpenMP runtime calls of the regions for the
// one-thread model of loops (see loops.OneThread): the static probabilities
// are those of the program run with OMP_NUM_THREADS=1.
func oneThread(regions []omp.Region) loops.OneThread {
	ot := loops.OneThread{Returns: map[*ir.InstCall]int64{}}
	for _, r := range regions {
		for _, w := range r.Loops {
			ws := loops.WorkShare{Init: w.Init, LowerVar: w.LowerVar, UpperVar: w.UpperVar, StrideVar: w.StrideVar,
				Lower: w.Lower.V, Upper: w.Upper.V, Chunked: !w.Dynamic && w.Sched.Chunked()}
			if w.Dynamic {
				ws.Next = w.Next
				if len(ws.Next) == 0 {
					continue
				}
			}
			ot.Loops = append(ot.Loops, ws)
		}
		for _, c := range r.Constructs {
			switch c.Kind {
			case omp.Single, omp.Master, omp.Reduce, omp.ReduceNowait:
				// A team of one executes single and master; its reduction
				// method is empty_reduce_block, for which reduce returns 1.
				ot.Returns[c.Call] = 1
			}
		}
	}
	return ot
}

// Context returns the session of the whole program that runs s's
// function (rooted at main, with s's options), whose static walk with
// reuse.StaticOptions.Extent set to the function gives the function's
// accesses in the cache state the program leaves before them: its program
// context. It returns nil when s is the whole program already or the
// module has no main to start from. The session of main is opened from
// the module's graphs that s's came from (ModuleAnalysis.Open).
func (s *Session) Context() (*Session, error) {
	main := s.Module.Func("main")
	if main == nil || !main.Defined || s.Root == main {
		return nil, nil
	}
	opts := s.opts
	opts.Func = "main"
	return s.analysis.Open(opts)
}
