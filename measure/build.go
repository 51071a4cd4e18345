package measure

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// runtimeSource is the C runtime linked into every instrumented program.
//
//go:embed runtime/rsrt.c
var runtimeSource []byte

// fastSource declares the runtime's fast-path state and defines the hooks
// inlined into the instrumented module (fastHooks).
//
//go:embed runtime/rsfast.h
var fastSource []byte

const (
	// defaultClang is tried first, then fallbackClang.
	defaultClang  = "clang-14"
	fallbackClang = "clang"
	// defaultOpt is the optimisation level of the builds (see doc.go).
	defaultOpt = "-O2"
	// runtimeOpt is the optimisation level of the runtime.
	runtimeOpt = "-O2"
	// stderrTail is how many bytes of a failing command's stderr an error quotes.
	stderrTail = 2048
)

// findClang resolves the clang binary: name if given, else clang-14, else clang.
func findClang(name string) (string, error) {
	cands := []string{defaultClang, fallbackClang}
	if name != "" {
		cands = []string{name}
	}
	for _, c := range cands {
		if p, err := exec.LookPath(c); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("clang not found (tried %s): install it with `apt-get install clang-14`", strings.Join(cands, ", "))
}

// builder compiles the runtime and the programs in a work directory.
type builder struct {
	clang string
	opt   string
	dir   string
}

// run runs clang with args, returning an error quoting its stderr.
func (b *builder) run(ctx context.Context, what string, args ...string) error {
	cmd := exec.CommandContext(ctx, b.clang, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	inGroup(cmd) // the linker clang starts is killed with it
	err := cmd.Start()
	if err == nil {
		err = waitGroup(cmd)
	}
	if err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			// Options.Timeout bounds the builds too: say so, not only
			// that a deadline passed.
			return fmt.Errorf("%s: the timeout expired before the program could run (raise --timeout): %w", what, ctx.Err())
		}
		if ctx.Err() != nil {
			return fmt.Errorf("%s: %w", what, ctx.Err())
		}
		return fmt.Errorf("%s: %s %s: %w: %s", what, filepath.Base(b.clang), strings.Join(args, " "), err, tail(stderr.Bytes(), stderrTail))
	}
	return nil
}

// writeRuntime writes the runtime's sources into the work directory.
func (b *builder) writeRuntime() error {
	for name, src := range map[string][]byte{"rsrt.c": runtimeSource, "rsfast.h": fastSource} {
		if err := os.WriteFile(filepath.Join(b.dir, name), src, 0o644); err != nil {
			return fmt.Errorf("write runtime: %w", err)
		}
	}
	return nil
}

// runtimeObject compiles the runtime (written by writeRuntime) and returns
// the object's path.
func (b *builder) runtimeObject(ctx context.Context) (string, error) {
	src := filepath.Join(b.dir, "rsrt.c")
	obj := filepath.Join(b.dir, "rsrt.o")
	if err := b.run(ctx, "compile runtime", runtimeOpt, "-c", src, "-o", obj); err != nil {
		return "", err
	}
	return obj, nil
}

// The assembly files compile writes in the work directory.
const (
	instrAsm  = "instrumented.s"
	nativeAsm = "native.s"
)

// compile turns the instrumented IR instr (without the fast hooks, which
// it appends: fastHooks for the stream folded on 2^fold-byte lines, or
// with site markers) and the
// native IR into assembly (instrAsm, nativeAsm in the work directory) and
// compiles the runtime and the frame table (frames.go) read from the two
// assemblies' prologues. It returns the objects to link with the
// instrumented assembly.
func (b *builder) compile(ctx context.Context, nativeLL string, instr []byte, fold int, sites bool, p *plan) ([]string, error) {
	if err := b.writeRuntime(); err != nil {
		return nil, err
	}
	instrLL := filepath.Join(b.dir, "instrumented.ll")
	instrS := filepath.Join(b.dir, instrAsm)
	nativeS := filepath.Join(b.dir, nativeAsm)
	var (
		wg                sync.WaitGroup
		rt                string
		rtErr, iErr, nErr error
	)
	wg.Go(func() { rt, rtErr = b.runtimeObject(ctx) })
	wg.Go(func() {
		hooks, err := b.fastHooks(ctx, fold, sites)
		if err != nil {
			iErr = err
			return
		}
		if err := os.WriteFile(instrLL, append(instr, hooks...), 0o644); err != nil {
			iErr = fmt.Errorf("write instrumented program: %w", err)
			return
		}
		iErr = b.run(ctx, "compile instrumented program", b.opt, "-S", "-Wno-override-module", instrLL, "-o", instrS)
	})
	wg.Go(func() {
		nErr = b.run(ctx, "compile native program", b.opt, "-S", "-Wno-override-module", nativeLL, "-o", nativeS)
	})
	wg.Wait()
	for _, err := range []error{rtErr, iErr, nErr} {
		if err != nil {
			return nil, err
		}
	}
	isrc, err := os.ReadFile(instrS)
	if err != nil {
		return nil, err
	}
	nsrc, err := os.ReadFile(nativeS)
	if err != nil {
		return nil, err
	}
	table := filepath.Join(b.dir, "frames.c")
	if err := os.WriteFile(table, frameTable(p, frameSizes(nsrc), frameSizes(isrc)), 0o644); err != nil {
		return nil, fmt.Errorf("write frame table: %w", err)
	}
	obj := filepath.Join(b.dir, "frames.o")
	if err := b.run(ctx, "compile frame table", runtimeOpt, "-c", table, "-o", obj); err != nil {
		return nil, err
	}
	return []string{rt, obj}, nil
}

// link builds the program out from src (IR or assembly) of the module p
// plans and the extra objects.
func (b *builder) link(ctx context.Context, src, out string, p *plan, objs ...string) error {
	args := []string{b.opt, "-Wno-override-module", src}
	args = append(args, objs...)
	// A position-dependent executable: its globals sit at the addresses the
	// link gives them, so the section alignment of alignSections holds at
	// run time whatever base the kernel would choose for a PIE.
	args = append(args, "-no-pie", "-o", out, "-lm", "-lpthread", "-ldl")
	if p.cxx {
		args = append(args, "-lstdc++")
	}
	if p.openmp {
		args = append(args, "-fopenmp")
	}
	return b.run(ctx, "build "+filepath.Base(out), args...)
}

// tail returns the last n bytes of b, starting at a line boundary when possible.
func tail(b []byte, n int) string {
	b = bytes.TrimSpace(b)
	if len(b) > n {
		b = b[len(b)-n:]
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			b = b[i+1:]
		}
	}
	return string(b)
}
