package codecheck_test

import (
	"fmt"
	"go/parser"
	"go/token"

	"github.com/tilekit/tilekit/internal/codecheck"
)

// Measure reads the length and complexity of every function of a file.
func ExampleMeasure() {
	src := `package p

func sign(x int) int {
	if x < 0 && x != -1 || x < -1 {
		return -1
	}
	switch {
	case x > 0:
		return 1
	default:
		return 0
	}
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		panic(err)
	}
	for _, fn := range codecheck.Measure(fset, f) {
		fmt.Printf("%s: %d lines, complexity %d\n", fn.Name, fn.Lines, fn.Complexity)
	}
	// Output:
	// sign: 11 lines, complexity 5
}
