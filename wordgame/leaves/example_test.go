package leaves_test

import (
	"fmt"

	"github.com/tilekit/tilekit/wordgame/leaves"
)

func Example() {
	t := leaves.Classic()
	good, _ := t.Value("ERS?")
	bad, _ := t.Value("IIUV")
	fmt.Println(good > bad)
	empty, _ := t.Value("")
	fmt.Println(empty)
	// Output:
	// true
	// 0
}
