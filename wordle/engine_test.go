package wordle_test

import (
	"testing"

	"github.com/tilekit/tilekit"
	// The engine: the registry's bots and Game.Hints for "wordle". Every
	// test of this directory runs in one binary, so the package's own
	// tests (the conformance run's hint checks, the presets played out by
	// bots) run with it registered too, as a program that imports it
	// does. Package wordle itself never imports it.
	_ "github.com/tilekit/tilekit/wordle/solver"
)

// TestEngineRegistered guards the import above: without it the
// conformance run would skip its hint checks, which it does for a game
// with no hints.
func TestEngineRegistered(t *testing.T) {
	k, ok := tilekit.Lookup("wordle")
	if !ok || k.Bot == nil || k.Hints == nil {
		t.Fatalf("wordle's engine is not registered: Bot %v, Hints %v", k.Bot != nil, k.Hints != nil)
	}
}
