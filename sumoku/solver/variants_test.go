package solver

import (
	"errors"
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/sumoku"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

func TestSpeedRounds(t *testing.T) {
	s := gametest.Must(sumoku.New(sumoku.Speed(), sumoku.Setup{Names: []string{"Ada", "Bo", "Cy"}, Seed: 3}))
	for p := range 3 {
		if len(s.Hand(p)) != 10 {
			t.Fatalf("hand %d: %s", p, sumoku.FormatTiles(s.Hand(p)))
		}
	}
	// A swap: one tile back, two new.
	bag := s.BagLen()
	s = gametest.Play(t, s, sumoku.Swap(1, s.Hand(1)[0]))
	if len(s.Hand(1)) != 11 || s.BagLen() != bag-1 {
		t.Fatalf("after a swap: hand %d, bag %d", len(s.Hand(1)), s.BagLen())
	}
	if _, err := s.Apply(sumoku.Swap(1, sumoku.Tile(tiles.Red, 9))); !errors.Is(err, sumoku.ErrNotHeld) {
		t.Fatalf("swap of a tile not held: %v", err)
	}
	// A wrong claim: Ada is out, her tiles go back, the others draw 2.
	h0 := s.Hand(0)
	l, _ := sumoku.NewLayout(sumoku.Placement{Row: 0, Col: 0, Tile: h0[0]})
	s = gametest.Play(t, s, sumoku.Claim(0, l))
	if !s.Out(0) || len(s.Hand(0)) != 0 || len(s.Hand(1)) != 13 || len(s.Hand(2)) != 12 || !slices.Equal(s.ToMove(), []int{1, 2}) {
		t.Fatalf("after a wrong claim: out %v, hands %d %d %d, to move %v", s.Out(0), len(s.Hand(0)), len(s.Hand(1)), len(s.Hand(2)), s.ToMove())
	}
	if _, err := s.Apply(sumoku.Swap(0, h0[1])); !errors.Is(err, sumoku.ErrNotYourTurn) {
		t.Fatalf("a move by a player out of the round: %v", err)
	}
	// Right claims: Bo wins twice in a row and takes the match.
	for round := 1; round <= 2; round++ {
		l, ok := Solve(sumoku.FormatTiles(s.Hand(1)), s.Key(), false)
		for !ok {
			s = gametest.Play(t, s, sumoku.Swap(1, s.Hand(1)[0]))
			l, ok = Solve(sumoku.FormatTiles(s.Hand(1)), s.Key(), false)
		}
		s = gametest.Play(t, s, sumoku.Claim(1, l))
		if s.Scores()[1] != round {
			t.Fatalf("Bo has %d round wins, want %d", s.Scores()[1], round)
		}
		if round == 1 && (s.Over() || s.Round() != 2 || s.Out(0) || len(s.Hand(0)) != 10) {
			t.Fatalf("after round 1: over %v, round %d, Ada out %v with %d tiles", s.Over(), s.Round(), s.Out(0), len(s.Hand(0)))
		}
	}
	if !s.Over() || !slices.Equal(s.Winners(), []int{1}) {
		t.Fatalf("after two wins in a row: over %v, winners %v", s.Over(), s.Winners())
	}
}

func TestTeamAndSolo(t *testing.T) {
	s := gametest.Must(sumoku.New(sumoku.Team(3), sumoku.Setup{Players: 3, Seed: 2}))
	if len(s.Hand(2)) != 32 || s.BagLen() != 0 {
		t.Fatalf("team hands %d, bag %d", len(s.Hand(2)), s.BagLen())
	}
	if _, err := s.Apply(sumoku.Claim(0, sumoku.Layout{})); !errors.Is(err, sumoku.ErrIncomplete) {
		t.Fatalf("an empty claim: %v", err)
	}
	l, ok := Solve(sumoku.FormatTiles(s.Hand(2)), s.Key(), false)
	if !ok {
		t.Fatal("no layout for team 2")
	}
	if _, err := s.Apply(sumoku.Claim(1, l)); !errors.Is(err, sumoku.ErrNotHeld) {
		t.Fatalf("a claim with another team's tiles: %v", err)
	}
	s = gametest.Play(t, s, sumoku.Claim(2, l))
	if !s.Over() || !slices.Equal(s.Winners(), []int{2}) {
		t.Fatalf("team claim: over %v winners %v", s.Over(), s.Winners())
	}

	// The first seed whose 16 tiles Solve lays out.
	for seed := uint64(0); seed < 20; seed++ {
		s = gametest.Must(sumoku.New(sumoku.Solo(), sumoku.Setup{Players: 1, Seed: seed}))
		if _, ok := Solve(sumoku.FormatTiles(s.Hand(0)), s.Key(), true); ok {
			break
		}
	}
	for round := 0; round < 3; round++ {
		m, ok := soloClaim(s, nil)
		if !ok {
			break
		}
		s = gametest.Play(t, s, m)
		if s.Scores()[0] != 16+10*round || len(s.Hand(0)) != 26+10*round {
			t.Fatalf("solo round %d: score %v, hand %d", round, s.Scores(), len(s.Hand(0)))
		}
	}
	placed := s.Scores()[0]
	s = gametest.Play(t, s, sumoku.Stop(0))
	if !s.Over() || s.Result().Scores[0] != placed || placed < 16 {
		t.Fatalf("solo stop: over %v, result %+v", s.Over(), s.Result())
	}
}

// Solo: the tiles of a claimed pattern stay where they are. A later
// claim that moves one (here the whole pattern, shifted a square) is
// refused with ErrMovedTile, unless Rules.SoloRearrange allows it.
func TestSoloKeepsTiles(t *testing.T) {
	for seed := range uint64(20) {
		s := gametest.Must(sumoku.New(sumoku.Solo(), sumoku.Setup{Players: 1, Seed: seed}))
		first, ok := soloClaim(s, nil)
		if !ok {
			continue
		}
		s = gametest.Play(t, s, first)
		second, ok := soloClaim(s, nil)
		if !ok {
			continue
		}
		for _, p := range first.Layout().Placements() {
			if q, ok := second.Layout().At(p.Row, p.Col); !ok || q != p {
				t.Fatalf("seed %d: the bot's second claim moves %v", seed, p)
			}
		}
		var shifted []sumoku.Placement
		for _, p := range second.Layout().Placements() {
			p.Col++
			shifted = append(shifted, p)
		}
		l, _ := sumoku.NewLayout(shifted...)
		moved := sumoku.Claim(0, l)
		if sumoku.CheckLayout(l, s.Key(), true) != nil {
			t.Fatalf("seed %d: a shifted valid layout is not valid", seed)
		}
		if _, err := s.Apply(moved); !errors.Is(err, sumoku.ErrMovedTile) {
			t.Fatalf("seed %d: a claim moving every kept tile: %v", seed, err)
		}
		t.Log(tilekit.Detail(s.Validate(moved)))
		next := gametest.Play(t, s, second)
		if next.Scores()[0] != s.Scores()[0]+10 {
			t.Fatalf("seed %d: scores %v after the second claim", seed, next.Scores())
		}

		r := sumoku.Solo()
		r.SoloRearrange = true
		re := gametest.Must(sumoku.New(r, sumoku.Setup{Players: 1, Seed: seed}))
		re = gametest.Play(t, re, first)
		re = gametest.Play(t, re, moved)
		text, _ := re.MarshalText()
		var back sumoku.State
		if err := back.UnmarshalText(text); err != nil || !back.Rules().SoloRearrange {
			t.Fatalf("rearrange=true does not read back: %v\n%s", err, text)
		}
		return
	}
	t.Fatal("no seed gave two solo claims")
}

// A speed bot with no layout and no swap left waits while another
// player's hand can be laid out, and gives up the round otherwise; when
// every player is out, the round is dealt again.
func TestSpeedBotGivesUp(t *testing.T) {
	r := sumoku.Speed()
	r.Tiles = tiles.Distribution{sumoku.Tile(tiles.Red, 1): 3, sumoku.Tile(tiles.Orange, 2): 1, sumoku.Tile(tiles.Yellow, 5): 1}
	r.Hand, r.Die = 2, []int{3}
	waited, gaveUp := false, false
	for seed := uint64(0); seed < 40 && !(waited && gaveUp); seed++ {
		s := gametest.Must(sumoku.New(r, sumoku.Setup{Players: 2, Seed: seed}))
		if s.BagLen() >= r.SwapDraw {
			t.Fatalf("a pile of %d allows a swap", s.BagLen())
		}
		_, own := Solve(sumoku.FormatTiles(s.Hand(0)), s.Key(), false)
		_, other := Solve(sumoku.FormatTiles(s.Hand(1)), s.Key(), false)
		if own {
			continue
		}
		m, err := BotMove(s, tilekit.Hard, 1, 0)
		switch {
		case other:
			if !errors.Is(err, sumoku.ErrNoMove) {
				t.Fatalf("seed %d: seat 1 can claim %s, but the bot sends %v, %v", seed, sumoku.FormatTiles(s.Hand(1)), m, err)
			}
			waited = true
		case err != nil || m != sumoku.Claim(0, sumoku.Layout{}):
			t.Fatalf("seed %d: nobody can claim, but the bot sends %v, %v", seed, m, err)
		default:
			gaveUp = true
			hs := gametest.Must(Hints(s, 0, 5))
			if last := hs[len(hs)-1]; last.Move != m || last.Note == "" {
				t.Errorf("seed %d: hints %+v do not end with giving up", seed, hs)
			}
			s = gametest.Play(t, s, m)
			if !s.Out(0) || len(s.Hand(1)) != 4 || s.Round() != 1 {
				t.Fatalf("seed %d: after giving up: out %v, hand %s, round %d", seed, s.Out(0), sumoku.FormatTiles(s.Hand(1)), s.Round())
			}
			s = gametest.Play(t, s, sumoku.Claim(1, sumoku.Layout{}))
			if s.Out(0) || s.Out(1) || s.Round() != 2 || len(s.Hand(0)) != 2 || len(s.Hand(1)) != 2 {
				t.Fatalf("seed %d: both out: round %d, out %v %v", seed, s.Round(), s.Out(0), s.Out(1))
			}
		}
	}
	if !waited || !gaveUp {
		t.Fatalf("waited %v, gave up %v: no seed shows both", waited, gaveUp)
	}
}
