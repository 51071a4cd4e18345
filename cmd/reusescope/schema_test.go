package main

import "github.com/reusescope/reusescope/report"

// The JSON schemas the CLI tests decode are package report's.
type (
	compareJSON      = report.Compare
	reuseCompareJSON = report.ReuseCompare
)
