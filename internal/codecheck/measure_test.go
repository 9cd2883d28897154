package codecheck

import (
	"go/parser"
	"go/token"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// TestMeasure pins what each construct adds to the complexity, and the
// names given to methods.
func TestMeasure(t *testing.T) {
	src := `package p

type T[K any] struct{}

func (t *T[K]) loop(xs []int, c chan int) int {
	n := 0
	for i := 0; i < 3; i++ {
		n++
	}
	for range xs {
		f := func() bool { return n > 1 && n < 9 }
		_ = f
	}
	select {
	case v := <-c:
		n += v
	default:
	}
	switch n {
	case 1, 2:
	case 3:
	default:
	}
	return n
}

func (T[K]) empty() {}

func decl()
`
	fset := token.NewFileSet()
	f := gametest.Must(parser.ParseFile(fset, "p.go", src, 0))
	got := Measure(fset, f)
	// 1 + for + range + && + comm clause + two cases = 7.
	want := []Func{{Name: "T.loop", Lines: 21, Complexity: 7}, {Name: "T.empty", Lines: 1, Complexity: 1}}
	if len(got) != len(want) {
		t.Fatalf("got %d functions, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Name != w.Name || g.Lines != w.Lines || g.Complexity != w.Complexity {
			t.Errorf("got %s: %d lines, complexity %d; want %s: %d, %d", g.Name, g.Lines, g.Complexity, w.Name, w.Lines, w.Complexity)
		}
	}
}
