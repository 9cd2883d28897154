package lazy_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit/internal/lazy"
)

func Example() {
	squares := lazy.New(func() []int {
		out := make([]int, 5)
		for i := range out {
			out[i] = i * i
		}
		return out
	})
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	// A caller that is done waiting may or may not get the value,
	// depending on whether the build has finished; later calls always do.
	_, _ = squares.Wait(stopped)
	fmt.Println(squares.Get())
	// Output: [0 1 4 9 16]
}
