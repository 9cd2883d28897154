package solver

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/sumoku"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// newFromSeed derives a game from seed through the registry: the
// preset, the player count and the names.
func newFromSeed(seed uint64) (sumoku.State, error) {
	k, _ := tilekit.Lookup("sumoku")
	p := k.Presets[seed%uint64(len(k.Presets))]
	n := p.MinPlayers + int(seed/16%uint64(p.MaxPlayers-p.MinPlayers+1))
	names := make([]string, n)
	if seed&128 != 0 {
		for i := range names {
			names[i] = string(rune('A'+i)) + "da"
		}
	}
	g, err := k.New(p.Name, names, seed)
	if err != nil {
		return sumoku.State{}, err
	}
	return g.State().(sumoku.State), nil
}

// allTiles lists every tile in play: the table, hands, face-up tiles and
// the bag. (Solo's layout is made of tiles of the hand.)
func allTiles(s sumoku.State) []tiles.Tile {
	all := slices.Concat(s.Bag(), s.FaceUp())
	if s.Variant() == sumoku.VariantStandard {
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
func claimCandidate(s sumoku.State, p int) (sumoku.Move, bool) {
	if s.Variant() == sumoku.VariantSolo {
		if m, ok := claimFor(s, p, nil); ok {
			return m, true
		}
	}
	l, ok := Solve(sumoku.FormatTiles(s.Hand(p)), s.Key(), s.Rules().NoRepeatNumbers)
	return sumoku.Claim(p, l), ok
}

// candidates proposes legal and illegal moves for every variant.
func candidates(t *rapid.T, s sumoku.State) []sumoku.Move {
	ms := []sumoku.Move{sumoku.Pass(), sumoku.Stop(0)}
	if s.Over() {
		return ms
	}
	switch s.Variant() {
	case sumoku.VariantStandard:
		legal := s.AppendLegalMoves(nil)
		bestMove, err := s.BestMove()
		best := -1
		if err == nil {
			best = 0
		}
		if best >= 0 {
			ms = append(ms, bestMove)
		}
		for range min(len(legal), 3) {
			ms = append(ms, rapid.SampledFrom(legal).Draw(t, "legal"))
		}
		rack := s.Rack()
		if len(rack) > 0 {
			top, left, bottom, right := s.Layout().Bounds()
			var ps []sumoku.Placement
			for range rapid.IntRange(1, 3).Draw(t, "n") {
				ps = append(ps, sumoku.Placement{
					Row:  rapid.IntRange(top-1, bottom+1).Draw(t, "row"),
					Col:  rapid.IntRange(left-1, right+1).Draw(t, "col"),
					Tile: rapid.SampledFrom(rack).Draw(t, "tile"),
				})
			}
			if m, err := sumoku.Place(ps...); err == nil {
				ms = append(ms, m)
			}
		}
		ms = append(ms, sumoku.Swap(0, sumoku.Tile(tiles.Red, 1)))
	case sumoku.VariantSpot:
		claims := sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(s.FaceUp()))
		for _, p := range s.ToMove() {
			if len(claims) > 0 && s.Rules().ClaimSize == 4 {
				c := rapid.SampledFrom(claims).Draw(t, "claim")
				m, _ := sumoku.ClaimSpot(p, c[:]...)
				ms = append(ms, m)
			}
			idx := rapid.SliceOfNDistinct(rapid.IntRange(0, len(s.FaceUp())), 3, 5, rapid.ID).Draw(t, "indices")
			if m, err := sumoku.ClaimSpot(p, idx...); err == nil {
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
			var ps []sumoku.Placement
			for i := range k {
				ps = append(ps, sumoku.Placement{Row: 0, Col: i, Tile: hand[i]})
			}
			l, _ := sumoku.NewLayout(ps...)
			ms = append(ms, sumoku.Claim(p, l))
			if len(hand) > 0 {
				ms = append(ms, sumoku.Swap(p, rapid.SampledFrom(hand).Draw(t, "swap")))
			}
			ms = append(ms, sumoku.Swap(p, sumoku.Tile(tiles.Purple, 8)), sumoku.Stop(p))
		}
		ms = append(ms, sumoku.Claim(sumoku.MaxPlayers-1, sumoku.Layout{}))
	}
	return ms
}

// TestConformance runs gametest's suite on the game (15 sequences in the
// quick run, rapid's 100 with TILEKIT_LONG=1).
func TestConformance(t *testing.T) {
	t.Parallel()
	gametest.Run(t, gametest.Game[sumoku.State, sumoku.Move, sumoku.View]{
		New:       newFromSeed,
		Moves:     candidates,
		Tiles:     allTiles,
		Result:    func(s sumoku.State) any { return s.Result() },
		ParseMove: sumoku.ParseMove,
		Errors: []error{
			sumoku.ErrSyntax, sumoku.ErrBadRules, sumoku.ErrBadSetup, sumoku.ErrGameOver, sumoku.ErrNotYourTurn, sumoku.ErrWrongVariant, sumoku.ErrNotHeld,
			sumoku.ErrNoTiles, sumoku.ErrOccupied, sumoku.ErrNotInLine, sumoku.ErrGap, sumoku.ErrNotTouching, sumoku.ErrOpening, sumoku.ErrDisconnected,
			sumoku.ErrLineTooLong, sumoku.ErrRepeatedColour, sumoku.ErrRepeatedNumber, sumoku.ErrNotMultiple, sumoku.ErrIncomplete,
			sumoku.ErrClaimSize, sumoku.ErrUnknownPlayer, sumoku.ErrMustPlay, sumoku.ErrNoMove, sumoku.ErrMovedTile,
		},
		// In the standard game a placement adds its Score to the mover,
		// unless it ends the game (the racks left are subtracted then).
		Points: func(s sumoku.State, m sumoku.Move) (int, int, bool) {
			if s.Variant() != sumoku.VariantStandard || m.Kind() != sumoku.KindPlace {
				return 0, 0, false
			}
			sc, err := s.Score(m)
			return gametest.MoverEarns(s, m, sc.Total, err)
		},
		Scores: sumoku.State.Scores,
		Kind:   "sumoku",
	})
}

// TestHostile runs the shared hostile-input checks on the state text and
// the move notation.
func TestHostile(t *testing.T) {
	s := gametest.Must(sumoku.New(sumoku.DefaultRules(), sumoku.Setup{Names: []string{"Kim", "Sis"}, Seed: 1}))
	gametest.Hostile(t, s, "-", "1 swap R3", "0 claim 0,0=R3 0,1=Y2", "1 spot 0 3", "0 stop", "0,0=R3")
}
