package sample

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestCIRunsEverySweep: CI runs the sweeps' remainder by name (.ci/run's
// sweeps pattern), so every test that samples (calls Log or Beyond) must
// be named there, or the cases its sample leaves out would never run.
func TestCIRunsEverySweep(t *testing.T) {
	root := filepath.Join("..", "..")
	ci, err := os.ReadFile(filepath.Join(root, ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^sweeps='\^\(([^)]*)\)\$'`).FindSubmatch(ci)
	if m == nil {
		t.Fatal(".ci/run has no sweeps='^(TestA|TestB)$' line")
	}
	listed := strings.Split(string(m[1]), "|")
	var sweeps []string
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "third_party" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") || strings.Contains(path, "internal/sample") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || !strings.HasPrefix(fn.Name.Name, "Test") || fn.Body == nil {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if ok && (sel.Sel.Name == "Log" || sel.Sel.Name == "Beyond") {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "sample" {
						sweeps = append(sweeps, fn.Name.Name)
						return false
					}
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("sweeps: %v", sweeps)
	if len(sweeps) == 0 {
		t.Fatal("found no sweep (a test calling sample.Log or sample.Beyond)")
	}
	for _, s := range sweeps {
		if !slices.Contains(listed, s) {
			t.Errorf("%s samples its cases but .ci/run's sweeps do not name it: the cases its sample leaves out never run", s)
		}
	}
}
