package draw

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/goccy/go-graphviz"
)

// envChild names the environment variable that makes ServeIfChild render:
// its value is the format.
const envChild = "REUSESCOPE_DRAW"

// magic opens a child's output, so that a parent can tell a renderer's
// answer from the output of an executable that does not serve drawings.
const magic = "reusescope-draw 1\n"

// Timeout bounds one drawing; a layout that takes longer is stopped.
var Timeout = 2 * time.Minute

// Formats are the formats Render draws.
var Formats = []string{"svg", "png"}

// Render lays out dot and renders it as format ("svg" or "png") in a child
// process. An error says why nothing was drawn: a DOT that Graphviz rejects,
// a child that crashed or ran out of time, an executable that does not
// serve drawings.
func Render(ctx context.Context, dot, format string) ([]byte, error) {
	if format != "svg" && format != "png" {
		return nil, fmt.Errorf("draw: unknown format %q (use svg or png)", format)
	}
	if os.Getenv(envChild) != "" {
		// This process was started to render and did not serve: a drawing
		// here would start itself again without end.
		return nil, errNotServing
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("draw: find the running executable: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), envChild+"="+format)
	cmd.Stdin = strings.NewReader(dot)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &limitWriter{w: &errb, n: 4096}
	cmd.SysProcAttr = childAttr()
	runErr := cmd.Run()
	if ctx.Err() == context.DeadlineExceeded {
		return nil, fmt.Errorf("draw: Graphviz did not finish the %s drawing within %v (draw DOT instead, -o cfg.dot)", format, Timeout)
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if runErr != nil {
		var ee *exec.ExitError
		if errors.As(runErr, &ee) && ee.ExitCode() == exitRefused {
			return nil, fmt.Errorf("draw: %s", firstLine(errb.String()))
		}
		return nil, fmt.Errorf("draw: the Graphviz process failed (%v)%s; nothing was drawn", runErr, detail(errb.String()))
	}
	data := out.Bytes()
	if !bytes.HasPrefix(data, []byte(magic)) {
		return nil, errNotServing
	}
	return data[len(magic):], nil
}

// errNotServing is Render's error when the executable it starts does not
// render (it never calls ServeIfChild).
var errNotServing = errors.New("draw: this executable does not serve drawings (draw.ServeIfChild must be called first in main or TestMain)")

// exitRefused is a child's exit status when Graphviz returned an error
// (its message is the child's standard error).
const exitRefused = 3

// ServeIfChild renders and exits when the process was started by Render;
// otherwise it returns at once.
func ServeIfChild() {
	format := os.Getenv(envChild)
	if format == "" {
		return
	}
	os.Exit(serve(format, os.Stdin, os.Stdout, os.Stderr))
}

func serve(format string, in io.Reader, out, errw io.Writer) int {
	dot, err := io.ReadAll(in)
	if err != nil {
		fmt.Fprintf(errw, "read DOT: %v\n", err)
		return exitRefused
	}
	graphviz.SetCacheDir(CacheDir())
	data, err := renderHere(string(dot), format)
	if err != nil {
		fmt.Fprintln(errw, strings.ReplaceAll(err.Error(), "\n", " "))
		return exitRefused
	}
	if _, err := io.WriteString(out, magic); err != nil {
		return 1
	}
	if _, err := out.Write(data); err != nil {
		return 1
	}
	return 0
}

// renderHere renders in this process.
func renderHere(dot, format string) ([]byte, error) {
	ctx := context.Background()
	gv, err := graphviz.New(ctx)
	if err != nil {
		return nil, fmt.Errorf("graphviz: %w", err)
	}
	defer gv.Close()
	graph, err := graphviz.ParseBytes([]byte(dot))
	if err != nil {
		return nil, fmt.Errorf("graphviz: parse DOT: %w", err)
	}
	defer graph.Close()
	f := graphviz.SVG
	if format == "png" {
		f = graphviz.PNG
	}
	var buf bytes.Buffer
	if err := gv.Render(ctx, graph, f, &buf); err != nil {
		return nil, fmt.Errorf("graphviz: render %s: %w", format, err)
	}
	return buf.Bytes(), nil
}

// CacheDir is the per-user directory of Graphviz's compiled WebAssembly:
// $XDG_CACHE_HOME/reusescope/graphviz (~/.cache/...), or, without a home,
// reusescope-UID/graphviz in the temporary directory.
func CacheDir() string {
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "reusescope", "graphviz")
	}
	return filepath.Join(os.TempDir(), fmt.Sprintf("reusescope-%d", os.Getuid()), "graphviz")
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if s == "" {
		return "Graphviz failed without a message"
	}
	return s
}

// detail is the first line of a crashed child's standard error that says
// what happened (a Go fatal error, a signal), with a leading ": ".
func detail(stderr string) string {
	for _, l := range strings.Split(stderr, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "unexpected fault") || strings.HasPrefix(l, "SIG") {
			return ": " + l
		}
	}
	return ""
}

// limitWriter keeps the first n bytes written to it.
type limitWriter struct {
	w io.Writer
	n int
}

func (l *limitWriter) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(len(p), l.n)
		l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}
