package gametest

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// Determinize deals the tiles seat cannot see (the other hand and the
// bag; both hands and the bag for Onlooker) again from seed. The toy
// offers it only without a flaw or with one of the det* flaws, each a
// deliberate bug of a determinizer:
//
//	detpeek  the draw depends on the other hand's tiles
//	detview  seat's own hand changes
//	detfixed the seed is ignored
func (g toy) Determinize(seat int, seed uint64) (toy, error) {
	if g.flaw != "" && !strings.HasPrefix(g.flaw, "det") {
		return g, errors.ErrUnsupported
	}
	if seat < tilekit.Onlooker || seat > 1 {
		return g, tilekit.ErrUnknownPlayer
	}
	switch g.flaw {
	case "detfixed":
		seed = 7
	case "detpeek":
		for _, x := range g.hands[1-max(seat, 0)] {
			seed += uint64(x.Value)
		}
	}
	pool := g.bag.Tiles()
	for p := range g.hands {
		if p != seat || g.flaw == "detview" {
			pool = append(pool, g.hands[p]...)
		}
	}
	next := g
	b := tiles.NewBag(pool, seed)
	for p := range g.hands {
		if p != seat || g.flaw == "detview" {
			b, next.hands[p], _ = b.Draw(len(g.hands[p]))
		}
	}
	next.bag = b
	return next, nil
}

// toySecret reports whether the toy hides anything from seat that a
// determinization can change: two different tiles among those it cannot
// see.
func toySecret(g toy, seat int) bool {
	pool := g.bag.Tiles()
	for p := range g.hands {
		if p != seat {
			pool = append(pool, g.hands[p]...)
		}
	}
	return len(slices.Compact(tiles.Sort(pool))) > 1
}

func TestToyDeterminizes(t *testing.T) {
	g := toyGame("")
	g.Secret = toySecret
	Run(t, g)
}

func TestBrokenDeterminizersFail(t *testing.T) {
	for _, c := range []struct{ flaw, want string }{
		{"detpeek", "reads what seat"},
		{"detview", "changed View"},
		{"detfixed", "same State for"},
	} {
		t.Run(c.flaw, func(t *testing.T) {
			g := toyGame(c.flaw)
			g.Secret = toySecret
			r := &recorder{T: t}
			rapid.Check(r, Property(g))
			if !r.failed {
				t.Fatalf("the suite passed a toy with the %q flaw", c.flaw)
			}
			if !strings.Contains(r.msg, c.want) {
				t.Errorf("flaw %q reported as %q, want it to mention %q", c.flaw, r.msg, c.want)
			}
		})
	}
}

func TestRequireDeterminize(t *testing.T) {
	RequireDeterminize = true
	defer func() { RequireDeterminize = false }()
	r := &recorder{T: t}
	rapid.Check(r, Property(toyGame("validate")))
	if !r.failed || !strings.Contains(r.msg, "does not implement") && !strings.Contains(r.msg, "Validate says") {
		t.Errorf("with RequireDeterminize, a toy without Determinize: %q", r.msg)
	}
}
