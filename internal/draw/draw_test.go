package draw

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestMain serves drawings as Render's child; with DRAW_TEST_CRASH set the
// child kills itself with SIGSEGV instead, as a fault in the WebAssembly
// engine would.
func TestMain(m *testing.M) {
	if os.Getenv(envChild) != "" && os.Getenv("DRAW_TEST_CRASH") != "" {
		syscall.Kill(os.Getpid(), syscall.SIGSEGV)
	}
	ServeIfChild()
	os.Exit(m.Run())
}

const small = `digraph g { a [shape=box, style="rounded,filled", fillcolor="#ffcc00", label="entry\lcount 1\l"]; a -> b [label="1/2"]; b -> a [style=dashed]; b -> c; c -> a; }`

// TestRender draws SVG and PNG in a child process.
func TestRender(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	svg, err := Render(context.Background(), small, "svg")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(svg, []byte("<svg")) || !bytes.Contains(svg, []byte("entry")) {
		t.Errorf("SVG without the graph: %.200s", svg)
	}
	png, err := Render(context.Background(), small, "png")
	if err != nil {
		t.Fatal(err)
	}
	checkPNG(t, png)
}

// checkPNG decodes a drawing of small and checks what a reader sees: an
// opaque white page, the entry node in its fill colour, and lines, not
// areas, in black (every PNG came out transparent when Graphviz's
// enumerations were read late, and edges as black areas when curves were
// filled).
func checkPNG(t *testing.T, data []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	var total, opaque, fill, black int
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			total++
			if a == 0xffff {
				opaque++
			}
			if r>>8 == 0xff && g>>8 == 0xcc && bl>>8 == 0x00 {
				fill++
			}
			if r>>8 < 0x40 && g>>8 < 0x40 && bl>>8 < 0x40 && a > 0 {
				black++
			}
		}
	}
	t.Logf("%d pixels: %d opaque, %d in the fill colour, %d black", total, opaque, fill, black)
	if opaque < total*9/10 {
		t.Errorf("%d of %d pixels opaque: the page is not drawn", opaque, total)
	}
	if fill < total/50 {
		t.Errorf("%d of %d pixels in the node's fill colour #ffcc00", fill, total)
	}
	if black == 0 || black > total/50 {
		t.Errorf("%d of %d pixels black: want the edges as lines", black, total)
	}
}

// TestRenderCrashContained: a child that dies of a fault is an error, and
// the caller goes on.
func TestRenderCrashContained(t *testing.T) {
	t.Setenv("DRAW_TEST_CRASH", "1")
	_, err := Render(context.Background(), small, "svg")
	if err == nil || !strings.Contains(err.Error(), "Graphviz process failed") || !strings.Contains(err.Error(), "SIGSEGV") {
		t.Fatalf("got %v, want the child's fault reported", err)
	}
}

// TestRenderRefused: DOT that Graphviz rejects is a one-line error.
func TestRenderRefused(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	_, err := Render(context.Background(), "digraph { a -> ", "svg")
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "graphviz") {
		t.Fatalf("got %v, want a one-line Graphviz error", err)
	}
	if _, err := Render(context.Background(), small, "gif"); err == nil || !strings.Contains(err.Error(), "unknown format") {
		t.Fatalf("got %v, want the format refused", err)
	}
}

// TestCacheUnusable: a cache directory that cannot be created, and a cache
// whose entries were truncated, are no cache: the drawing is made all the
// same, and the truncated cache is made anew.
func TestCacheUnusable(t *testing.T) {
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_CACHE_HOME", filepath.Join(blocked, "cache")) // under a regular file: never a directory
	if _, err := Render(context.Background(), small, "svg"); err != nil {
		t.Fatalf("uncreatable cache: %v", err)
	}

	home := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", home)
	if _, err := Render(context.Background(), small, "svg"); err != nil {
		t.Fatal(err)
	}
	dir := CacheDir()
	if !strings.HasPrefix(dir, home) {
		t.Fatalf("cache %s not under XDG_CACHE_HOME %s", dir, home)
	}
	var entries []string
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && info.Mode().IsRegular() {
			entries = append(entries, p)
		}
		return nil
	})
	if len(entries) == 0 {
		t.Fatalf("no cache entries in %s", dir)
	}
	for _, p := range entries {
		if err := os.Truncate(p, 7); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Render(context.Background(), small, "svg"); err != nil {
		t.Fatalf("truncated cache: %v", err)
	}
	if _, err := Render(context.Background(), small, "svg"); err != nil {
		t.Fatalf("after the truncated cache: %v", err)
	}
	for _, p := range entries {
		if info, err := os.Stat(p); err == nil && info.Size() == 7 {
			t.Errorf("truncated entry %s kept", p)
		}
	}
}
