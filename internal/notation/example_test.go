package notation_test

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// A toy game's state text, written with a Writer and read back with
// Lines: the header, then the moves, replayed. The state is a running
// total and a move adds a number to it.
func Example() {
	w := notation.NewWriter("toy 1")
	w.Line("seed", 42)
	w.Players(2, []string{"Ann", "Bob"}, func(ns []string) string { return strings.Join(ns, " ") })
	w.Line("move", 3)
	w.Line("move", 4)
	text := string(w.Bytes())
	fmt.Print(text)

	in := notation.NewLines(text)
	if err := in.Version("toy 1"); err != nil {
		panic(err)
	}
	seed, _ := in.Uint("seed")
	n, names, _ := in.Players(4, func(s string) ([]string, error) { return strings.Fields(s), nil })
	add := func(total, m int) (int, error) { return total + m, nil }
	total, err := notation.Replay(in, 0, strconv.Atoi, add)
	fmt.Println(seed, n, names, total, err)
	// Output:
	// toy 1
	// seed 42
	// players 2
	// names Ann Bob
	// move 3
	// move 4
	// 42 2 [Ann Bob] 7 <nil>
}
