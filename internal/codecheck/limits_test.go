package codecheck

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// exempt lists the search kernels that may pass the limits, by file
// (relative to the module root, with slashes) and function name, each
// with the reason it is one piece. A kernel is still split into named
// steps with a comment each; what is left is a loop whose branches share
// too much state to part without slowing the search.
var exempt = map[string]string{
	// The exact Wordle search: solve is the alpha-beta node (bounds,
	// memo, guess order and cut in one loop), try scores one guess's
	// parts against the running best, and scanRange is the inner scan
	// over guesses that keeps its stamps in registers. Each is the hot
	// loop of a search that visits millions of nodes.
	"wordle/solver/exact.go:search.solve":     "the exact search's node",
	"wordle/solver/exact.go:search.try":       "the exact search's guess scoring",
	"wordle/solver/exact.go:search.scanRange": "the exact search's inner scan",
	// Wordoku's branch-and-bound solver: decide chooses a line's plan
	// with the bound, the witnesses and the undo in one frame.
	"wordoku/solver/solver.go:solver.decide": "the arrangement search's node",
	// Sumoku's line-structure search: embed lays the found lines out
	// with its own backtracking.
	"sumoku/solver/lines.go:structureSearch.embed": "the line-structure layout search",
}

// moduleRoot walks up from the working directory to the go.mod.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir := gametest.Must(os.Getwd())
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = up
	}
}

// sources returns every non-test .go file of the module under root,
// relative to it with slashes, sorted; testdata, hidden directories and
// nested modules are left out, as the go command leaves them out.
func sources(t *testing.T, root string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path == root {
				return nil
			}
			if name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			rel, err := filepath.Rel(root, path)
			if err != nil {
				return err
			}
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	return files
}

// TestLimits fails on every function of the module over MaxLines lines
// or MaxComplexity, unless exempt names it.
func TestLimits(t *testing.T) {
	root := moduleRoot(t)
	files := sources(t, root)
	if len(files) < 50 {
		t.Fatalf("found only %d source files under %s", len(files), root)
	}
	used := map[string]bool{}
	fset := token.NewFileSet()
	for _, rel := range files {
		f := gametest.Must(parser.ParseFile(fset, filepath.Join(root, filepath.FromSlash(rel)), nil, parser.SkipObjectResolution))
		for _, fn := range Measure(fset, f) {
			if fn.Lines <= MaxLines && fn.Complexity <= MaxComplexity {
				continue
			}
			key := rel + ":" + fn.Name
			if _, kernel := exempt[key]; kernel {
				used[key] = true
				continue
			}
			t.Errorf("%s:%d: %s: %d lines (at most %d), complexity %d (at most %d)",
				rel, fn.Pos.Line, fn.Name, fn.Lines, MaxLines, fn.Complexity, MaxComplexity)
		}
	}
	for key := range exempt {
		if !used[key] {
			t.Errorf("%s is exempt but within the limits (or gone): take it off the list", key)
		}
	}
}
