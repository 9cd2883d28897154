package wordoku

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// newFromSeed derives a game from seed: 1–4 players, standard or expert
// rules, short games (one or two rounds) half the time, either bundled
// dictionary, names or none.
func newFromSeed(seed uint64) (State, error) {
	r := DefaultRules()
	if seed&16 != 0 {
		r = Expert()
	}
	if seed&32 != 0 {
		r.Rounds = 1 + int((seed>>6)%2)
	}
	if seed&64 != 0 {
		r.MinWord = 2
	}
	r.Balance = seed&128 == 0
	setup := Setup{Players: 1 + int(seed%4), Seed: seed}
	if seed&4 != 0 {
		setup.Dictionary = dictionary.Common()
	}
	if seed&8 != 0 {
		setup.Names = []string{"Ann", "Bob", "Cy", "Di"}[:setup.Players]
	}
	return New(r, setup)
}

// allTiles lists every tile in play: the bag, every grid (a wild as the
// tile it was) and the tiles swapped out this round.
func allTiles(s State) []tiles.Tile {
	if s.players == 0 {
		return nil
	}
	all := s.Bag()
	for p := range s.players {
		all = slices.Concat(all, s.held(p), s.Removed(p))
	}
	return all
}

// candidates proposes legal and illegal moves: rearrangements (some
// with a tile the player lacks or of the wrong size), swaps and wilds on
// and off the grid, wild letters outside A–Z, finishes, an unknown
// player, and EndRound for this round and others.
func candidates(t *rapid.T, s State) []Move {
	ms := []Move{EndRound(s.round), EndRound(s.round + 1), EndRound(s.round - 1), Finish(s.players), {}}
	n := s.rules.Size
	for p := range s.players {
		g := s.Grid(p)
		perm := rapid.Permutation(g.Tiles()).Draw(t, "perm")
		var rows [][]tiles.Tile
		for r := range n {
			rows = append(rows, perm[r*n:r*n+n])
		}
		if ng, err := NewGrid(rows); err == nil {
			ms = append(ms, Arrange(p, ng), Arrange(p, ng))
			bad := ng.With(0, 0, LetterTile('Q', tiles.Clove))
			ms = append(ms, Arrange(p, bad))
		}
		r, c := rapid.IntRange(0, n).Draw(t, "r"), rapid.IntRange(0, n).Draw(t, "c")
		l := byte(rapid.IntRange('@', '[').Draw(t, "letter"))
		ms = append(ms, Swap(p, r, c), Swap(p, r%n, c%n), Wild(p, r%n, c%n, l), Wild(p, r, c, 'Q'), Finish(p))
		if rapid.IntRange(0, 5).Draw(t, "late") == 0 {
			ms = append(ms, Finish(p))
		}
	}
	return ms
}

// TestConformance runs gametest's suite on the game (15 sequences in the
// quick run, rapid's 100 with TILEKIT_LONG=1).
func TestConformance(t *testing.T) {
	t.Parallel()
	// The suite asks for hints through the registry; they come from the
	// engine, which example_test.go's import of wordoku/solver registers.
	// Without it the suite would skip them as unsupported.
	if k, _ := tilekit.Lookup("wordoku"); k.Hints == nil || k.Bot == nil {
		t.Fatal("the kind has no engine: the tests must import wordoku/solver")
	}
	gametest.Run(t, gametest.Game[State, Move, View]{
		New:       newFromSeed,
		Moves:     candidates,
		Tiles:     allTiles,
		Result:    func(s State) any { return s.Result() },
		ParseMove: ParseMove,
		MaxSteps:  80,
		Kind:      "wordoku",
		// Expire ends the round being played, and only that one.
		Periods: func(s State) int { return len(s.Result().Rounds) },
		// Another player's grid of the round being played is private.
		Hidden: func(s State, seat int) []string {
			var out []string
			for q := range s.Players() {
				if q != seat && !s.Over() {
					out = append(out, s.Grid(q).String())
				}
			}
			return out
		},
		// Every rejection wraps one of these. (No move earns points by
		// itself: a grid scores when its round ends.)
		Errors: []error{
			ErrSyntax, ErrBadGrid, ErrBadMove, ErrUnknownPlayer, ErrNotYourTurn, ErrNotHeld, ErrSwapUsed,
			ErrWildUsed, ErrWildLetter, ErrNoTiles, ErrRoundOver, ErrGameOver, ErrDetached,
		},
	})
}

// TestHostile runs the shared hostile-input checks on the state text and
// the move notation.
func TestHostile(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Kim", "Sis"}, Seed: 1}))
	gametest.Hostile(t, s, "1 swap 12", "0 wild 30=S", "1 finish", "endround 1", "0 arrange "+s.Grid(0).String())
}

// TestPlayPresets: Easy bots play every preset at every number of seats
// it allows to the end through tilekit.NextMove, without the clock: ToMove
// is empty exactly when the game is over, and a seat that may move always
// has a hint.
func TestPlayPresets(t *testing.T) {
	t.Parallel()
	if n := gametest.PlayPresets(t, "wordoku", tilekit.Easy, 3, 400); n != 12 {
		t.Errorf("%d games played, want 6 seat counts of 2 presets", n)
	}
}
