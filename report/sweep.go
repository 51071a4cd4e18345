package report

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/irreader"
)

// Param is one --set parameter with its value.
type Param struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// SweepPoint is one static analysis of a sweep: one setting of the --set
// parameters, with the size of the access stream it predicts.
type SweepPoint struct {
	Set []Param `json:"set"`
	// Cores is the core count (1: the sequential analysis; above 1: the
	// private level of the parallel model).
	Cores    int     `json:"cores"`
	Accesses float64 `json:"accesses"`
	Events   int     `json:"simulated_accesses"`
	// Estimated is how much of the point's prediction rests on estimates.
	Estimated *Estimated `json:"estimated"`
	Notes     []string   `json:"notes"`
}

// SweepRow is the predicted hit rate of one single-level cache for one point.
// Assoc 0 is fully associative.
type SweepRow struct {
	Point     int     `json:"point"`
	SizeBytes int64   `json:"size_bytes"`
	Assoc     int     `json:"assoc"`
	Line      int     `json:"line"`
	HitRate   float64 `json:"hit_rate"`
	Misses    float64 `json:"misses"`
}

// Sweep is a design-space sweep: hit rates for every point, associativity
// and size, in that order (size varies fastest).
type Sweep struct {
	File     string `json:"file"`
	Function string `json:"function"`
	// Context is "main" when Function's accesses are taken in the
	// program's context (see Hits.Context).
	Context  string       `json:"context,omitempty"`
	Model    string       `json:"model"`
	LineSize int          `json:"line_size"`
	Params   []string     `json:"parameters"`
	Points   []SweepPoint `json:"points"`
	Rows     []SweepRow   `json:"configs"`
	// Skipped lists the (size, assoc) combinations that are no valid cache.
	Skipped []string `json:"skipped"`
}

// AddPoint predicts the hit rate of every size with every associativity
// (lines of s.LineSize bytes) and appends the point and its rows. Invalid
// geometries go to s.Skipped (once: they are the same for every point).
func (s *Sweep) AddPoint(pt SweepPoint, sizes []int64, assocs []int, rate RateFunc) {
	idx := len(s.Points)
	if pt.Notes == nil {
		pt.Notes = []string{}
	}
	s.Points = append(s.Points, pt)
	for _, a := range assocs {
		c, skipped := HitRateCurve("", sizes, a, s.LineSize, rate)
		if idx == 0 {
			for _, sk := range skipped {
				s.Skipped = append(s.Skipped, strings.TrimPrefix(sk, "="))
			}
		}
		for _, cp := range c.Points {
			s.Rows = append(s.Rows, SweepRow{Point: idx, SizeBytes: cp.SizeBytes, Assoc: a, Line: s.LineSize,
				HitRate: cp.HitRate, Misses: (1 - cp.HitRate) * pt.Accesses})
		}
	}
}

// WriteCSV writes one row per configuration with the header
// PARAM...,cores,size_bytes,assoc,line,accesses,hit_rate,misses,estimated_access_share
// (assoc 0 = fully associative; hit_rate to 6 decimals, counts integers
// or, when not integral, to 6 significant digits (csvCount); the last column is the share of the accesses whose
// count rests on an estimated probability).
func (s *Sweep) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := append(append([]string{}, s.Params...), "cores", "size_bytes", "assoc", "line", "accesses", "hit_rate", "misses", "estimated_access_share")
	cw.Write(head)
	for _, r := range s.Rows {
		pt := s.Points[r.Point]
		var rec []string
		for _, p := range pt.Set {
			rec = append(rec, p.Value)
		}
		rec = append(rec, strconv.Itoa(max(pt.Cores, 1)), strconv.FormatInt(r.SizeBytes, 10), strconv.Itoa(r.Assoc), strconv.Itoa(r.Line),
			csvCount(pt.Accesses), strconv.FormatFloat(r.HitRate, 'f', 6, 64), csvCount(r.Misses), csvEst(pt.Estimated.accessShare()))
		cw.Write(rec)
	}
	cw.Flush()
	return cw.Error()
}

// SVG plots the sweep: hit rate against size, one curve per point and
// associativity. It returns a standalone SVG document.
func (s *Sweep) SVG() ([]byte, error) {
	var curves []Curve
	for _, r := range s.Rows {
		name := s.curveName(r)
		if len(curves) == 0 || curves[len(curves)-1].Name != name {
			curves = append(curves, Curve{Name: name, Assoc: r.Assoc, Line: r.Line})
		}
		c := &curves[len(curves)-1]
		c.Points = append(c.Points, CurvePoint{SizeBytes: r.SizeBytes, HitRate: r.HitRate})
	}
	title := fmt.Sprintf("%s: predicted hit rate (%s model, %d B lines)", irreader.Demangle(s.Function), s.Model, s.LineSize)
	share := 0.0
	for _, pt := range s.Points {
		share = max(share, pt.Estimated.accessShare())
	}
	if share > 0 {
		title += fmt.Sprintf("; estimated branch probabilities affect up to %s of accesses", pct(share))
	}
	svg, err := HitRateSVG(title, curves, nil)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.Write(svg)
	b.WriteString("\n")
	return b.Bytes(), nil
}

func (s *Sweep) curveName(r SweepRow) string {
	var parts []string
	for _, p := range s.Points[r.Point].Set {
		parts = append(parts, p.Name+"="+p.Value)
	}
	if c := s.Points[r.Point].Cores; c > 1 {
		parts = append(parts, strconv.Itoa(c)+" cores")
	}
	if r.Assoc == 0 {
		parts = append(parts, "full")
	} else {
		parts = append(parts, strconv.Itoa(r.Assoc)+"-way")
	}
	return strings.Join(parts, ", ")
}

// Write writes the sweep in format svg (SVG), json or, for any other, CSV.
func (s *Sweep) Write(w io.Writer, format string) error {
	switch format {
	case "svg":
		svg, err := s.SVG()
		if err != nil {
			return err
		}
		_, err = w.Write(svg)
		return err
	case "json":
		return WriteJSON(w, s)
	}
	return s.WriteCSV(w)
}
