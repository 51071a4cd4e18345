package main

import (
	"os"
	"testing"

	"github.com/reusescope/reusescope/internal/draw"
)

// TestMain lets the test binary serve the drawings its tests ask for: a
// drawing is rendered by the running executable started again as a child
// (internal/draw).
func TestMain(m *testing.M) {
	draw.ServeIfChild()
	os.Exit(m.Run())
}
