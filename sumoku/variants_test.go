package sumoku

import (
	"errors"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

func mustParse(t *testing.T, s State, text string) Move {
	t.Helper()
	return gametest.Must(ParseMove(s, text))
}

func TestBonusTurn(t *testing.T) {
	r := DefaultRules()
	r.FreePass = true
	s := gametest.Must(FromPosition(r, 5, "0,-2=R1 0,-1=O2 0,0=Y3 0,1=G4 0,2=B5", "P5 R2"))
	m := mustParse(t, s, "0,3=P5")
	sc, err := s.Score(m)
	if err != nil || sc.Total != 20 || !sc.Bonus {
		t.Fatalf("score %+v, %v; want 20 with a bonus", sc, err)
	}
	s = gametest.Play(t, s, m)
	if s.ToMove()[0] != 0 || !s.Bonus() || len(s.Hand(0)) != 1 {
		t.Fatalf("after a line of six: to move %v, bonus %v, rack %s", s.ToMove(), s.Bonus(), FormatTiles(s.Hand(0)))
	}
	s = gametest.Play(t, s, Pass())
	if s.ToMove()[0] != 1 || s.Bonus() || len(s.Hand(0)) != 8 {
		t.Fatalf("after the bonus pass: to move %v, bonus %v, rack %s", s.ToMove(), s.Bonus(), FormatTiles(s.Hand(0)))
	}
}

func TestPassOnlyWhenStuck(t *testing.T) {
	s := gametest.Must(FromPosition(DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "G5 B7"))
	if _, err := s.Apply(Pass()); !errors.Is(err, ErrMustPlay) {
		t.Fatalf("a pass with G5 placeable: %v", err)
	}
	// A second R3 fits nowhere: the row has a red, and a column of R3 with
	// O1 (4) or Y6 (9) is no multiple of 5.
	s, _ = FromPosition(DefaultRules(), 5, "0,-1=R3 0,0=O1 0,1=Y6", "R3")
	if s.canPlace() {
		t.Fatal("R3 can be placed")
	}
	if _, err := s.Apply(Pass()); err != nil {
		t.Fatalf("a pass with nothing to place: %v", err)
	}
}

func TestStandardPlayout(t *testing.T) {
	for seed := range uint64(4) {
		s, err := New(DefaultRules(), Setup{Players: 2 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		first := s.ToMove()[0]
		for p := range s.Players() {
			if handTotal(s.Hand(p)) < handTotal(s.Hand(first)) {
				t.Fatalf("seed %d: player %d opens but %d has a smaller rack", seed, first, p)
			}
		}
		points := make([]int, s.Players())
		for !s.Over() {
			p := s.ToMove()[0]
			m, err := s.BestMove()
			if err != nil {
				m = Pass()
			}
			sc := gametest.Must(s.Score(m))
			points[p] += sc.Total
			s = gametest.Play(t, s, m)
			if err := CheckLayout(s.Layout(), s.Key(), false); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		r := s.Result()
		for p := range s.Players() {
			if r.Scores[p] != points[p]-handTotal(s.Hand(p)) {
				t.Fatalf("seed %d: player %d ends on %d, moves scored %d, hand %s", seed, p, r.Scores[p], points[p], FormatTiles(s.Hand(p)))
			}
		}
		if len(r.Winners) == 0 || !r.Over {
			t.Fatalf("seed %d: result %+v", seed, r)
		}
		if _, err := s.Apply(Pass()); !errors.Is(err, ErrGameOver) {
			t.Fatalf("a move after the end: %v", err)
		}
		t.Logf("seed %d: key %d, %d moves, %d tiles laid, bag %d, result %+v", seed, s.Key(), len(s.History()), s.Layout().Len(), s.BagLen(), r)
	}
}

// wrongSpot returns a spot claim by seat p of four face-up tiles that do
// not form a line.
func wrongSpot(t *testing.T, s State, p int) Move {
	t.Helper()
	var wrong Move
	found := false
	eachCombination(len(s.FaceUp()), 4, func(idx []int) bool {
		ts := []tiles.Tile{s.FaceUp()[idx[0]], s.FaceUp()[idx[1]], s.FaceUp()[idx[2]], s.FaceUp()[idx[3]]}
		if !FormsLine(ts, s.Key(), false) {
			wrong, found = gametest.Must(ClaimSpot(p, idx...)), true
		}
		return !found
	})
	if !found {
		t.Fatalf("every four of %s form a line", FormatTiles(s.FaceUp()))
	}
	return wrong
}

// rightSpot returns the first right spot claim by seat p.
func rightSpot(t *testing.T, s State, p int) Move {
	t.Helper()
	c := SpotClaims(s.Key(), FormatTiles(s.FaceUp()))
	if len(c) == 0 {
		t.Fatalf("no claim among %s but the game goes on", FormatTiles(s.FaceUp()))
	}
	return gametest.Must(ClaimSpot(p, c[0][:]...))
}

// TestSpot plays spot: a wrong claim by a player holding fewer than four
// kept tiles costs them the next round, not the rest of this one (issue
// 38: they sat out at once); a right claim starts that round, and the
// one after it brings them back.
func TestSpot(t *testing.T) {
	s := gametest.Must(New(Spot(), Setup{Players: 2, Seed: 5}))
	if len(s.FaceUp()) < 10 {
		t.Fatalf("%d tiles face up", len(s.FaceUp()))
	}
	// Player 1 claims wrong holding nothing: plays on in round 1.
	s = gametest.Play(t, s, wrongSpot(t, s, 1))
	if s.Out(1) || !s.SitsOutNext(1) || s.SitsOutNext(0) || !slices.Equal(s.ToMove(), []int{0, 1}) || s.Round() != 1 {
		t.Fatalf("after a wrong claim with no tiles: out %v, sits out next %v, to move %v, round %d; want to play on in round 1",
			s.Out(1), s.SitsOutNext(1), s.ToMove(), s.Round())
	}
	if v := s.View(0); v.Out[1] || !v.SitsOutNext[1] || v.SitsOutNext[0] {
		t.Fatalf("view: out %v, sits out next %v", v.Out, v.SitsOutNext)
	}
	// A second wrong claim in the round costs nothing more.
	s = gametest.Play(t, s, wrongSpot(t, s, 1))
	m, _ := ClaimSpot(0, 0, 1, 2)
	if _, err := s.Apply(m); !errors.Is(err, ErrClaimSize) {
		t.Fatalf("a claim of three: %v", err)
	}
	// Player 0's right claim starts round 2, which player 1 sits out.
	s = gametest.Play(t, s, rightSpot(t, s, 0))
	if !s.Out(1) || s.SitsOutNext(1) || !slices.Equal(s.ToMove(), []int{0}) || s.Round() != 2 {
		t.Fatalf("round %d: out %v, sits out next %v, to move %v; want player 1 sitting out round 2", s.Round(), s.Out(1), s.SitsOutNext(1), s.ToMove())
	}
	if _, err := s.Apply(rightSpot(t, s, 1)); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("a claim while sitting out: %v", err)
	}
	// Player 0 claims right until the end; player 1 is back from round 3.
	for !s.Over() {
		s = gametest.Play(t, s, rightSpot(t, s, 0))
		if s.Out(1) {
			t.Fatalf("player 1 still sits out in round %d", s.Round())
		}
	}
	if got := s.Scores(); got[0] != 16 || !slices.Equal(s.Winners(), []int{0}) {
		t.Fatalf("end: scores %v winners %v", got, s.Winners())
	}
}

// TestSpotSitOutEdges: a player whose wrong claim costs the next round
// sits it out even after winning this one; a wrong claim by a player
// holding four or more gives back four tiles and costs no round; and
// when every player would sit out the next round, nobody does.
func TestSpotSitOutEdges(t *testing.T) {
	s := gametest.Must(New(Spot(), Setup{Players: 2, Seed: 5}))
	s = gametest.Play(t, s, wrongSpot(t, s, 0))
	s = gametest.Play(t, s, rightSpot(t, s, 0))
	if !s.Out(0) || s.Out(1) || len(s.Hand(0)) != 4 {
		t.Fatalf("round %d: out %v %v, player 0 keeps %d; want player 0 to sit out with 4 tiles", s.Round(), s.Out(0), s.Out(1), len(s.Hand(0)))
	}
	s = gametest.Play(t, s, rightSpot(t, s, 1))
	if s.Out(0) || s.Out(1) {
		t.Fatalf("round %d: out %v %v", s.Round(), s.Out(0), s.Out(1))
	}
	s = gametest.Play(t, s, wrongSpot(t, s, 0))
	if s.Out(0) || s.SitsOutNext(0) || len(s.Hand(0)) != 0 {
		t.Fatalf("a wrong claim holding four: out %v, sits out next %v, keeps %d; want the four given back", s.Out(0), s.SitsOutNext(0), len(s.Hand(0)))
	}
	// Player 1 gives back the four it kept, then owes a round too.
	s = gametest.Play(t, s, wrongSpot(t, s, 0))
	s = gametest.Play(t, s, wrongSpot(t, s, 1))
	s = gametest.Play(t, s, wrongSpot(t, s, 1))
	if !s.SitsOutNext(0) || !s.SitsOutNext(1) || len(s.Hand(1)) != 0 {
		t.Fatalf("sits out next %v %v, player 1 keeps %d", s.SitsOutNext(0), s.SitsOutNext(1), len(s.Hand(1)))
	}
	s = gametest.Play(t, s, rightSpot(t, s, 1))
	if s.Out(0) || s.Out(1) || s.SitsOutNext(0) || s.SitsOutNext(1) || !slices.Equal(s.ToMove(), []int{0, 1}) {
		t.Fatalf("everyone owed a round: out %v %v, to move %v; want nobody to sit out", s.Out(0), s.Out(1), s.ToMove())
	}
	// The text encoding replays the moves: the state reads back.
	text := gametest.Must(s.MarshalText())
	var back State
	if err := back.UnmarshalText(text); err != nil || back.Out(0) != s.Out(0) || back.Round() != s.Round() {
		t.Fatalf("UnmarshalText: %v", err)
	}
}

func TestSpotClaims(t *testing.T) {
	// Key 5: R1 O2 Y3 G4 = 10; R1 O2 Y6(as 9) G3? the 6 may count 9.
	got := SpotClaims(5, "R1 O2 Y3 G4 R4")
	want := [][4]int{{0, 1, 2, 3}}
	if !slices.Equal(got, want) {
		t.Fatalf("SpotClaims = %v, want %v", got, want)
	}
	if got := SpotClaims(5, "R1 O2 Y6 G3"); len(got) != 1 { // 1+2+9+3 = 15
		t.Fatalf("a 6 counted as 9: %v", got)
	}
	if got := SpotClaims(5, "R1 R2 Y3 G4"); len(got) != 0 {
		t.Fatalf("a colour twice: %v", got)
	}
	if got := SpotClaims(0, "R1 O2 Y3 G4"); len(got) != 0 {
		t.Fatalf("key 0: %v", got)
	}
}

func TestCheckLayout(t *testing.T) {
	l, err := ParseLayout("0,0=R3 0,1=R2 0,2=O4 2,2=Y1")
	if err != nil {
		t.Fatal(err)
	}
	err = CheckLayout(l, 5, false)
	var le LayoutErrors
	if !errors.As(err, &le) || len(le) != 3 || !errors.Is(err, ErrDisconnected) || !errors.Is(err, ErrRepeatedColour) || !errors.Is(err, ErrNotMultiple) {
		t.Fatalf("CheckLayout = %v", err)
	}
	t.Log(err)
	if _, err := ParseLayout("0,0=R3 0,0=O2"); !errors.Is(err, ErrOccupied) {
		t.Fatalf("two tiles on one square: %v", err)
	}
	if _, err := NewLayout(Placement{Tile: Tile(tiles.Red, 3), Nine: true}); err == nil {
		t.Fatal("a 9 on a tile other than a 6")
	}
	if l, err := ParseLayout("0,0=R9"); err != nil || !l.ps[0].Nine || l.ps[0].Tile != Tile(tiles.Red, 6) {
		t.Fatalf("R9 is a red 6 standing as 9: %v, %v", l, err)
	}
	if _, err := ParseTiles("R9"); err == nil {
		t.Fatal("a 9 in a rack")
	}
	l, _ = ParseLayout("0,0=R6 0,1=O6 1,0=Y9 2,0=G6")
	if err := CheckLayout(l, 3, true); !errors.Is(err, ErrRepeatedNumber) {
		t.Fatalf("solo: %v", err)
	}
	l, _ = ParseLayout("0,0=R6 0,1=O9 1,0=Y9")
	if err := CheckLayout(l, 3, true); err != nil {
		t.Fatalf("solo, 6 and 9 differ: %v", err)
	}
}

// handTotal returns the total of the numbers on ts.
func handTotal(ts []tiles.Tile) int {
	t := 0
	for _, x := range ts {
		t += int(x.Number)
	}
	return t
}
