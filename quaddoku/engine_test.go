package quaddoku_test

import (
	"testing"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/quaddoku/bot" // the engine, for the whole test binary
)

// The rules never import their engine, but this package's tests run
// with it: importing package quaddoku/bot here registers it for every
// test of the binary, internal ones included, so that gametest's checks
// that hints are never empty while a seat may move (gametest.Run,
// gametest.Checks) run on real hints, not on errors.ErrUnsupported.
func TestEngineRegistered(t *testing.T) {
	k, ok := tilekit.Lookup("quaddoku")
	if !ok || k.Bot == nil || k.Hints == nil {
		t.Fatalf("quaddoku's kind has no engine: %+v, %v", k, ok)
	}
}
