package history_test

import (
	"fmt"

	"github.com/tilekit/tilekit/internal/history"
)

// Two states applied to one parent share its moves and never see each
// other's.
func Example() {
	var parent history.List[string]
	parent = parent.Push("8H CAT").Push("9G AX")
	left := parent.Push("-")
	right := parent.Push("J7 OX")
	last, _ := right.Last()
	fmt.Println(parent.Len(), left.Slice(), right.Slice(), last)
	// Output: 2 [8H CAT 9G AX -] [8H CAT 9G AX J7 OX] J7 OX
}
