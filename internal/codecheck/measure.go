package codecheck

import (
	"go/ast"
	"go/token"
)

// The limits every function of the module keeps, outside the kernels the
// tests list as exempt.
const (
	// MaxLines is the most lines a function may span, from its func
	// keyword to its closing brace.
	MaxLines = 80
	// MaxComplexity is the highest cyclomatic complexity a function may
	// have, counted as Complexity counts it.
	MaxComplexity = 30
)

// Func is what is measured of one function or method.
type Func struct {
	// Name is the function's name, with its receiver's type for a
	// method: "State.Apply", "decodeState".
	Name string
	// Pos is where its declaration starts.
	Pos token.Position
	// Lines is the number of lines from the func keyword to the closing
	// brace, both included.
	Lines int
	// Complexity is its cyclomatic complexity (see Complexity).
	Complexity int
}

// Measure returns every function with a body declared in f, in the order
// of the file.
func Measure(fset *token.FileSet, f *ast.File) []Func {
	var out []Func
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		start, end := fset.Position(fd.Pos()), fset.Position(fd.End())
		out = append(out, Func{
			Name:       funcName(fd),
			Pos:        start,
			Lines:      end.Line - start.Line + 1,
			Complexity: Complexity(fd.Body),
		})
	}
	return out
}

// funcName is fd's name, prefixed by its receiver's type name for a
// method (without a pointer star or type parameters).
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	if st, ok := t.(*ast.StarExpr); ok {
		t = st.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// Complexity is the cyclomatic complexity of body: 1, plus 1 for every
// if, for, range, case clause and select comm clause (a default clause
// adds nothing, as it is no decision of its own), and 1 for every && and
// ||. Function literals inside body count towards it.
func Complexity(body ast.Node) int {
	n := 1
	ast.Inspect(body, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}
