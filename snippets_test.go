package tilekit

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every Go fragment of README.md and of this package's doc comment is the
// body (or a part of the body) of an Example function somewhere in the
// module, so it compiles and prints what its comments say: go test runs
// the Example and checks its Output. This test finds each fragment's
// Example, line by line, ignoring indentation and blank lines.
func TestSnippetsAreExamples(t *testing.T) {
	bodies := exampleBodies(t)
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	frags := fencedGo(string(readme))
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	frags = append(frags, docCode(string(doc))...)
	if len(frags) < 2 {
		t.Fatalf("found only %d Go fragments in README.md and doc.go", len(frags))
	}
	for _, f := range frags {
		lines := normal(f)
		found := false
		for _, b := range bodies {
			if containsRun(b, lines) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("this fragment is not part of any Example function, so nothing checks that it compiles and prints what it says:\n%s", f)
		}
	}
}

// fencedGo returns the ```go blocks of a Markdown text.
func fencedGo(md string) []string {
	var out []string
	for {
		_, rest, ok := strings.Cut(md, "```go\n")
		if !ok {
			return out
		}
		block, after, _ := strings.Cut(rest, "```")
		out = append(out, block)
		md = after
	}
}

// docCode returns the code blocks (lines indented with a tab after "//")
// of a Go file's comments that look like Go statements.
func docCode(src string) []string {
	var out []string
	var cur []string
	flush := func() {
		if len(cur) > 0 && strings.Contains(strings.Join(cur, "\n"), ":=") {
			out = append(out, strings.Join(cur, "\n"))
		}
		cur = nil
	}
	for _, line := range strings.Split(src, "\n") {
		if code, ok := strings.CutPrefix(line, "//\t"); ok {
			cur = append(cur, code)
			continue
		}
		if line == "//" && len(cur) > 0 {
			continue
		}
		flush()
	}
	flush()
	return out
}

// exampleBodies returns the source lines of every Example function's body
// in the module's test files.
func exampleBodies(t *testing.T) [][]string {
	var out [][]string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules" || d.Name() == "testdata") && path != "." {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, src, parser.ParseComments)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || !strings.HasPrefix(fn.Name.Name, "Example") || fn.Body == nil {
				continue
			}
			body := src[fset.Position(fn.Body.Lbrace).Offset+1 : fset.Position(fn.Body.Rbrace).Offset]
			out = append(out, normal(string(bytes.TrimSpace(body))))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// normal trims every line and drops the blank ones.
func normal(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// containsRun reports whether want appears in have as consecutive lines.
func containsRun(have, want []string) bool {
	for i := 0; i+len(want) <= len(have); i++ {
		ok := true
		for j := range want {
			if have[i+j] != want[j] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}
