package sumoku

import (
	"slices"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// newFromSeed derives a game from seed: the variant, the player count,
// the challenge die and the names.
func newFromSeed(seed uint64) (State, error) {
	var r Rules
	switch seed % 5 {
	case 0:
		r = DefaultRules()
	case 1:
		r = Speed()
	case 2:
		r = Spot()
	case 3:
		r = Team(2 + int(seed/5%3))
	default:
		r = Solo()
	}
	if seed&64 != 0 {
		r = Challenge(r)
	}
	lo, hi := playerRange(r.Variant)
	n := lo + int(seed/16)%(hi-lo+1)
	if r.Variant == VariantTeam {
		n = r.Tiles.Total() / r.Hand
	}
	setup := Setup{Players: n, Seed: seed}
	if seed&128 != 0 {
		for p := range n {
			setup.Names = append(setup.Names, string(rune('A'+p))+"da")
		}
	}
	return New(r, setup)
}

// allTiles lists every tile in play: the table, hands, face-up tiles and
// the bag. (Solo's layout is made of tiles of the hand.)
func allTiles(s State) []tiles.Tile {
	all := slices.Concat(s.Bag(), s.FaceUp())
	if s.Variant() == VariantStandard {
		all = append(all, s.Layout().Tiles()...)
	}
	for p := range s.Players() {
		all = append(all, s.Hand(p)...)
	}
	return all
}

// claimCandidate is the bots' claim for p under solo, or else p's hand
// solved alone, right or not. Outside solo claimFor is that very Solve,
// so it is searched once there: a failed search is the costly one.
func claimCandidate(s State, p int) (Move, bool) {
	if s.Variant() == VariantSolo {
		if m, ok := s.claimFor(p); ok {
			return m, true
		}
	}
	l, ok := Solve(FormatTiles(s.Hand(p)), s.Key(), s.rules.NoRepeatNumbers)
	return Claim(p, l), ok
}

// candidates proposes legal and illegal moves for every variant.
func candidates(t *rapid.T, s State) []Move {
	ms := []Move{Pass(), Stop(0)}
	if s.Over() {
		return ms
	}
	switch s.Variant() {
	case VariantStandard:
		// One run of the finder gives the legal moves and the best.
		var legal []Move
		var bestMove Move
		best := -1
		f := s.finder()
		f.emit = func(m Move, score int) bool {
			legal = append(legal, m)
			if score > best {
				best, bestMove = score, m
			}
			return true
		}
		f.run()
		if best >= 0 {
			ms = append(ms, bestMove)
		}
		for range min(len(legal), 3) {
			ms = append(ms, rapid.SampledFrom(legal).Draw(t, "legal"))
		}
		rack := s.Rack()
		if len(rack) > 0 {
			top, left, bottom, right := s.Layout().Bounds()
			var ps []Placement
			for range rapid.IntRange(1, 3).Draw(t, "n") {
				ps = append(ps, Placement{
					Row:  rapid.IntRange(top-1, bottom+1).Draw(t, "row"),
					Col:  rapid.IntRange(left-1, right+1).Draw(t, "col"),
					Tile: rapid.SampledFrom(rack).Draw(t, "tile"),
				})
			}
			if m, err := Place(ps...); err == nil {
				ms = append(ms, m)
			}
		}
		ms = append(ms, Swap(0, Tile(tiles.Red, 1)))
	case VariantSpot:
		claims := SpotClaims(s.Key(), FormatTiles(s.FaceUp()))
		for _, p := range s.ToMove() {
			if len(claims) > 0 && s.rules.ClaimSize == 4 {
				c := rapid.SampledFrom(claims).Draw(t, "claim")
				m, _ := ClaimSpot(p, c[:]...)
				ms = append(ms, m)
			}
			idx := rapid.SliceOfNDistinct(rapid.IntRange(0, len(s.FaceUp())), 3, 5, rapid.ID).Draw(t, "indices")
			if m, err := ClaimSpot(p, idx...); err == nil {
				ms = append(ms, m)
			}
		}
	default:
		for _, p := range s.ToMove() {
			hand := s.Hand(p)
			if m, ok := claimCandidate(s, p); ok {
				ms = append(ms, m)
			}
			// A row of some of the hand's tiles: usually wrong.
			k := rapid.IntRange(0, min(len(hand), 4)).Draw(t, "row")
			var ps []Placement
			for i := range k {
				ps = append(ps, Placement{Row: 0, Col: i, Tile: hand[i]})
			}
			l, _ := NewLayout(ps...)
			ms = append(ms, Claim(p, l))
			if len(hand) > 0 {
				ms = append(ms, Swap(p, rapid.SampledFrom(hand).Draw(t, "swap")))
			}
			ms = append(ms, Swap(p, Tile(tiles.Purple, 8)), Stop(p))
		}
		ms = append(ms, Claim(MaxPlayers-1, Layout{}))
	}
	return ms
}

// TestConformance runs gametest's suite on the game (15 sequences in the
// quick run, rapid's 100 with TILEKIT_LONG=1).
func TestConformance(t *testing.T) {
	t.Parallel()
	gametest.Run(t, gametest.Game[State, Move, View]{
		New:       newFromSeed,
		Moves:     candidates,
		Tiles:     allTiles,
		Result:    func(s State) any { return s.Result() },
		ParseMove: ParseMove,
		Errors: []error{
			ErrSyntax, ErrBadRules, ErrBadSetup, ErrGameOver, ErrNotYourTurn, ErrWrongVariant, ErrNotHeld,
			ErrNoTiles, ErrOccupied, ErrNotInLine, ErrGap, ErrNotTouching, ErrOpening, ErrDisconnected,
			ErrLineTooLong, ErrRepeatedColour, ErrRepeatedNumber, ErrNotMultiple, ErrIncomplete,
			ErrClaimSize, ErrUnknownPlayer, ErrMustPlay, ErrNoMove, ErrMovedTile,
		},
		// In the standard game a placement adds its Score to the mover,
		// unless it ends the game (the racks left are subtracted then).
		Points: func(s State, m Move) (int, int, bool) {
			if s.Variant() != VariantStandard || m.Kind() != KindPlace {
				return 0, 0, false
			}
			sc, err := s.Score(m)
			return gametest.MoverEarns(s, m, sc.Total, err)
		},
		Scores: State.Scores,
		Kind:   "sumoku",
	})
}

// TestHostile runs the shared hostile-input checks on the state text and
// the move notation.
func TestHostile(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Kim", "Sis"}, Seed: 1}))
	gametest.Hostile(t, s, "-", "1 swap R3", "0 claim 0,0=R3 0,1=Y2", "1 spot 0 3", "0 stop", "0,0=R3")
}
