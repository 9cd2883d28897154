package worker

import (
	"fmt"
	"os"

	"github.com/tilekit/tilekit/examples/web/table"
)

// Choose is what a program that serves games does with its -think and
// -worker flags. With isWorker it is the worker: it lowers its priority
// and serves jobs on standard input until that ends, and served is true.
// Otherwise think names where bots and hints think: "worker" starts this
// program's own executable with -worker (done closes it), "local" thinks
// in the program's own process (done does nothing); anything else is an
// error.
func Choose(think string, isWorker bool) (t table.Thinker, done func(), served bool, err error) {
	if isWorker {
		Lower()
		return nil, func() {}, true, Serve(os.Stdin, os.Stdout)
	}
	switch think {
	case "local":
		return table.Local{}, func() {}, false, nil
	case "worker":
		exe, err := os.Executable()
		if err != nil {
			return nil, nil, false, err
		}
		c := NewClient(exe, "-worker")
		return c, c.Close, false, nil
	}
	return nil, nil, false, fmt.Errorf("-think %q: worker or local, please", think)
}
