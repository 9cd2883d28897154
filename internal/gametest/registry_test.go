package gametest

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
)

// The registry, tested on the toy kinds this package registers.
func TestRegistry(t *testing.T) {
	k, ok := tilekit.Lookup("toy")
	if !ok || k.Name != "toy" {
		t.Fatalf("Lookup(toy) = %v, %v", k.Name, ok)
	}
	var names []string
	for _, k := range tilekit.Kinds() {
		names = append(names, k.Name)
	}
	if got := strings.Join(names, ","); got != "toy,toylossy" {
		t.Errorf("Kinds() = %v, want toy,toylossy in order", got)
	}
	g, _ := newToy(3, "")
	g = Must(g.Apply(toyMove{g.hands[0][0]}))
	text, _ := g.MarshalText()
	back, err := tilekit.Decode(text)
	if err != nil || len(back.History()) != 1 {
		t.Fatalf("Decode(%q) = %v, %v", text, back, err)
	}
	if _, err := tilekit.Decode([]byte("chess 1\nrnbqkbnr")); !errors.Is(err, tilekit.ErrUnknownKind) || strings.Contains(err.Error(), "rnbq") {
		t.Errorf("Decode of an unknown game: %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("Register of a Kind without a name did not panic")
		}
	}()
	tilekit.Register(tilekit.Kind{})
}
