package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

func cmdSweep(args []string, stdout, stderr io.Writer) error {
	c := newCommon("sweep", "Predict the hit rate of a single-level cache for every size (the powers of two in --sizes),\nevery associativity of --assoc and every point of --set (name=v1,v2,...; several parameters\ngive their cross product). One static analysis per --set point; the cache model is applied to\nits reuse profile for every geometry. CSV by default, --format json, or an SVG plot (-o x.svg).", stderr)
	ro := addReuseFlags(c)
	sizesArg := c.fs.String("sizes", "4KiB..64MiB", "cache sizes: SIZE, LO..HI (the powers of two in the range), or a comma-separated list of them")
	assocArg := c.fs.String("assoc", "1,2,4,8,16", "associativities: N, full, LO..HI (the powers of two in the range), or a comma-separated list of them")
	model := c.fs.String("model", "sdcm", "cache model (default sdcm: its cost does not depend on the geometries swept); "+modelHelp)
	cores := c.fs.String("cores", "1", "core counts: 1,2,4 or 1..16; above 1 the rate is the private level's of the parallel model (each core's profile, weighted by its accesses); needs a profile model (not sets)")
	path, err := c.parse(args)
	if err != nil {
		return err
	}
	if *ro.varGr {
		return usagef("sweep: --var does not apply (hit rates need cache-line distances)")
	}
	coreCounts, err := parseCores(*cores)
	if err != nil {
		return usagef("sweep: --cores: %v", err)
	}
	sizes, err := parseSizeList(*sizesArg)
	if err != nil {
		return usagef("sweep: --sizes %s: %v", *sizesArg, err)
	}
	assocs, err := parseAssocList(*assocArg)
	if err != nil {
		return usagef("sweep: --assoc %s: %v", *assocArg, err)
	}
	m, err := cache.ParseModel(*model)
	if err != nil {
		return usagef("--model: %v", err)
	}
	for _, n := range coreCounts {
		if n > 1 && m == cache.Sets {
			return usagef("sweep: --cores above 1 needs a profile model (sdcm, fa-lru or authors), not sets")
		}
	}
	ropts, err := ro.options()
	if err != nil {
		return err
	}
	points, names, err := setPoints(c.sets)
	if err != nil {
		return usagef("sweep: %v", err)
	}
	format := c.format
	if c.out != "" && c.ext() == "svg" {
		format = "svg"
	}
	mod, err := irreader.ReadFile(path)
	if err != nil {
		return err
	}
	sw := &report.Sweep{File: path, Model: m.String(), LineSize: *ro.line, Params: names, Skipped: []string{}}
	for _, pt := range points {
		c.sets = pt
		opts, err := c.options()
		if err != nil {
			return err
		}
		s, err := pipeline.OpenModule(mod, opts)
		if err != nil {
			return setError(path, pt, err)
		}
		vals, res, err := staticCounts(s)
		if err != nil {
			return setError(path, pt, err)
		}
		_, r, err := s.StaticReuse(vals, res, ropts)
		if err != nil {
			return setError(path, pt, err)
		}
		var all []cache.Level
		for _, a := range assocs {
			ls, _ := report.ValidLevels("sweep", sizes, a, *ro.line)
			all = append(all, ls...)
		}
		rate, err := geometryRates(s, vals, res, ropts, m, all, r.Profile)
		if err != nil {
			return setError(path, pt, err)
		}
		sw.Function = s.Root.Name
		var tr *statictrace.Trace
		var plan *parallel.Plan
		for _, n := range coreCounts {
			if n == 1 {
				sw.AddPoint(report.SweepPoint{Set: setParams(pt), Cores: 1, Accesses: r.Accesses, Events: r.Events, Notes: r.Notes}, sizes, assocs, rate)
				continue
			}
			if tr == nil {
				if tr, err = s.Trace(vals, res); err != nil {
					return setError(path, pt, err)
				}
				if plan, err = s.Plan(tr); err != nil {
					return setError(path, pt, err)
				}
			}
			crate, acc, err := coreRate(tr, plan, ropts, m, n)
			if err != nil {
				return setError(path, pt, fmt.Errorf("%s: %w", path, err))
			}
			sw.AddPoint(report.SweepPoint{Set: setParams(pt), Cores: n, Accesses: acc, Events: r.Events, Notes: r.Notes}, sizes, assocs, crate)
		}
	}
	if len(sw.Rows) == 0 {
		return usagef("sweep: no valid cache geometry in --sizes %s x --assoc %s at %d B lines (e.g. %s)", *sizesArg, *assocArg, *ro.line, sw.Skipped[0])
	}
	if len(sw.Skipped) > 0 {
		fmt.Fprintf(stderr, "reusescope: note: %s: skipped %d invalid geometries, e.g. %s\n", path, len(sw.Skipped), sw.Skipped[0])
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	switch format {
	case "svg":
		var svg []byte
		if svg, err = sw.SVG(); err == nil {
			_, err = w.Write(svg)
		}
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		err = enc.Encode(sw)
	default:
		err = sw.WriteCSV(w)
	}
	if err != nil {
		return err
	}
	return closeOut()
}

// coreRate returns the private-level hit rate of an n-core run as a function
// of the geometry: every core's profile under model m, weighted by the core's
// accesses; and the accesses of all cores.
func coreRate(t *statictrace.Trace, plan *parallel.Plan, opts reuse.StaticOptions, m cache.Model, n int) (report.RateFunc, float64, error) {
	profs, err := parallel.CoreProfiles(t, plan, n, opts)
	if err != nil {
		return nil, 0, err
	}
	total := 0.0
	for _, p := range profs {
		total += p.Profile.Total()
	}
	return func(l cache.Level) float64 {
		h := 0.0
		for _, p := range profs {
			h += cache.HitRate(m, l, p.Profile) * p.Profile.Total()
		}
		if total == 0 {
			return 0
		}
		return h / total
	}, total, nil
}

// setError names the --set point an analysis failed at, and the file when the
// error does not (the Lua loader names the script, not the .ll file).
func setError(path string, pt []string, err error) error {
	if len(pt) == 0 {
		return err
	}
	if strings.Contains(err.Error(), path) {
		return fmt.Errorf("--set %s: %w", strings.Join(pt, ","), err)
	}
	return fmt.Errorf("%s: --set %s: %w", path, strings.Join(pt, ","), err)
}

// rangeSep separates the bounds of a range in --sizes and --assoc.
const rangeSep = ".."

// parseSizeList parses "4KiB..64MiB", "32KiB", "32KiB,48KiB,1MiB..4MiB" into
// sorted distinct sizes; a range stands for the powers of two within it.
func parseSizeList(s string) ([]int64, error) {
	var out []int64
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		lo, hi, isRange := strings.Cut(item, rangeSep)
		a, err := parseOneSize(lo)
		if err != nil {
			return nil, err
		}
		if !isRange {
			out = append(out, a)
			continue
		}
		b, err := parseOneSize(hi)
		if err != nil {
			return nil, err
		}
		if a > b {
			return nil, fmt.Errorf("range %s: lower bound above upper bound", item)
		}
		p := report.PowersOfTwo(a, b)
		if len(p) == 0 {
			return nil, fmt.Errorf("range %s holds no power of two", item)
		}
		out = append(out, p...)
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// parseOneSize parses a size with cache.ParseHierarchy's units (a level of
// one-byte lines, fully associative, accepts every size up to its 1TiB limit).
func parseOneSize(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errors.New("empty size")
	}
	ls, err := cache.ParseHierarchy("S=" + s + "/full/1")
	if err != nil {
		if u := errors.Unwrap(err); u != nil {
			err = u // the size's own message, without the made-up level
		}
		return 0, err
	}
	return ls[0].SizeBytes, nil
}

// parseAssocList parses "1,2,4,8,16", "full", "1..16" (the powers of two in
// the range) into distinct associativities in the order given; 0 or full is
// fully associative.
func parseAssocList(s string) ([]int, error) {
	var out []int
	add := func(a int) {
		if !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		lo, hi, isRange := strings.Cut(item, rangeSep)
		a, err := parseOneAssoc(lo)
		if err != nil {
			return nil, err
		}
		if !isRange {
			add(a)
			continue
		}
		b, err := parseOneAssoc(hi)
		if err != nil {
			return nil, err
		}
		if a == 0 || b == 0 || a > b {
			return nil, fmt.Errorf("range %s: want LO..HI with 1 <= LO <= HI", item)
		}
		p := report.PowersOfTwo(int64(a), int64(b))
		if len(p) == 0 {
			return nil, fmt.Errorf("range %s holds no power of two", item)
		}
		for _, v := range p {
			add(int(v))
		}
	}
	return out, nil
}

// maxAssoc bounds an associativity: more ways than this is a typo (it is the
// number of 64 B lines of 1GiB).
const maxAssoc = 1 << 24

func parseOneAssoc(s string) (int, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "full") {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > maxAssoc {
		return 0, fmt.Errorf("associativity %q: want an integer from 1 to %d, or full", s, maxAssoc)
	}
	return n, nil
}

// maxSetPoints bounds the static analyses of one sweep.
const maxSetPoints = 10000

// setPoints expands --set name=v1,v2,... flags into the cross product of
// their values, the first parameter varying slowest. Each point is a list of
// name=value strings for probs.ParseSet. With no --set there is one point.
func setPoints(sets []string) (points [][]string, names []string, err error) {
	points = [][]string{nil}
	names = []string{}
	for _, arg := range sets {
		name, values, ok := strings.Cut(arg, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return nil, nil, fmt.Errorf("--set %q: want name=value[,value...]", arg)
		}
		if slices.Contains(names, name) {
			return nil, nil, fmt.Errorf("--set %s given twice", name)
		}
		names = append(names, name)
		var vs []string
		for _, v := range splitTopLevel(values) {
			if v = strings.TrimSpace(v); v == "" {
				return nil, nil, fmt.Errorf("--set %q: empty value", arg)
			}
			vs = append(vs, v)
		}
		if len(points)*len(vs) > maxSetPoints {
			return nil, nil, fmt.Errorf("--set: more than %d points", maxSetPoints)
		}
		var next [][]string
		for _, p := range points {
			for _, v := range vs {
				next = append(next, append(slices.Clip(p), name+"="+v))
			}
		}
		points = next
	}
	return points, names, nil
}

// splitTopLevel splits a list of Lua expressions at the commas outside
// parentheses and brackets ("2^10,math.max(1,2)" is two values).
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}
