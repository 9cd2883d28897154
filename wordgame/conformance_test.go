package wordgame

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// testWords is the word list the test bots try: the 2-letter words of
// Default, the 3-letter words of Common and a quarter of its 4- and
// 5-letter words. Placements are still checked against Default.
var testWords = sync.OnceValue(func() []string {
	var out []string
	add := func(d dictionary.Dictionary, n, every int) {
		seq, _ := dictionary.WordsOfLength(d, n)
		i := 0
		for w := range seq {
			if i%every == 0 {
				out = append(out, strings.ToUpper(w))
			}
			i++
		}
	}
	add(dictionary.Default(), 2, 1)
	add(dictionary.Common(), 3, 1)
	add(dictionary.Common(), 4, 4)
	add(dictionary.Common(), 5, 8)
	return out
})

// smallRules is a compact variant for the conformance suite: a 9x9 board,
// few tiles, so that random games reach their end.
func smallRules() Rules {
	d, err := tiles.Letters("A4 E5 I3 O3 U1 N2 R2 S3 T3 L2 D2 C1 M1 P1 H1 B1 G1 Y1 ?2", englishValues)
	if err != nil {
		panic(err)
	}
	return Rules{
		Players: 3, Tiles: d,
		Layout:   slices.Clone(layout9x9), // bruteforce_test.go
		RackSize: 5, MinFirstWord: 2, WordBonus: Product,
		AllTiles: DoubleMove, Exchange: true, OpeningRedraw: true,
		ScorelessTurns: 4, End: BoxRule,
	}
}

// rulesForSeed picks one of several rule sets from a seed.
func rulesForSeed(seed uint64) Rules {
	switch seed % 5 {
	case 0:
		return DefaultRules()
	case 1:
		return Classic()
	case 2:
		r := smallRules()
		r.Players = 2 + int(seed/5%3)
		return r
	case 3:
		r := DefaultRules()
		r.Players = 3
		r.AllTiles, r.AllTilesPoints, r.End = FlatBonus, 35, TournamentRule
		return r
	default:
		r := smallRules()
		r.Players, r.End, r.WordBonus, r.AllTiles = 2, MinusOwnRack, Highest, DoubleMainWord
		r.ScorelessTurns = 2
		r.Layout = []string{ // a rectangle: 7 rows of 11
			"W....w....W",
			".l...L...l.",
			"..w.....w..",
			"L....w....L",
			"..w.....w..",
			".l...L...l.",
			"W....w....W",
		}
		return r
	}
}

// placements finds legal placements for the player to move by trying
// every test word through every board tile (or across the start square on
// an empty board), using a blank for a missing letter. It is slow and
// incomplete, and meant only to drive random games.
func placements(s State, words []string, limit int) []Move {
	var out []Move
	seen := map[Move]bool{}
	try := func(r, c int, dir Direction, w string) {
		dr, dc := step(dir)
		b := s.board
		if !b.inside(r, c) || !b.inside(r+dr*(len(w)-1), c+dc*(len(w)-1)) {
			return
		}
		var word [MaxBoardSize]byte
		have := s.racks[s.turn]
		var counts [tiles.MaxLetters + 1]int
		for _, x := range have.letters() {
			counts[rackIndex(x)]++
		}
		placed := 0
		for i := 0; i < len(w); i++ {
			x := b.At(r+dr*i, c+dc*i)
			switch {
			case x != 0 && upper(x) != w[i]:
				return
			case x != 0:
				word[i] = '.'
			case counts[w[i]-'A'] > 0:
				counts[w[i]-'A']--
				word[i], placed = w[i], placed+1
			case counts[tiles.MaxLetters] > 0:
				counts[tiles.MaxLetters]--
				word[i], placed = w[i]|0x20, placed+1 // lower case: a blank
			default:
				return
			}
		}
		if placed == 0 {
			return
		}
		m, err := Place(r, c, dir, string(word[:len(w)]))
		if err != nil {
			return
		}
		m = s.Normalize(m)
		if seen[m] || s.Validate(m) != nil {
			return
		}
		seen[m] = true
		out = append(out, m)
	}
	b := s.board
	if b.Empty() {
		g := s.g
		for _, w := range words {
			for j := 0; j < len(w); j++ {
				try(g.startRow, g.startCol-j, Across, w)
				try(g.startRow-j, g.startCol, Down, w)
			}
			if len(out) >= limit {
				return out
			}
		}
		return out
	}
	for r := 0; r < b.Rows(); r++ {
		for c := 0; c < b.Cols(); c++ {
			x := b.At(r, c)
			if x == 0 {
				continue
			}
			for _, w := range words {
				for j := 0; j < len(w); j++ {
					if w[j] == upper(x) {
						try(r, c-j, Across, w)
						try(r-j, c, Down, w)
					}
				}
			}
			if len(out) >= limit {
				return out
			}
		}
	}
	return out
}

// candidateMoves proposes legal placements (from the move generator), a
// pass, exchanges and near-miss illegal moves. A near miss whose text
// reads back on this board as another move is left out: the text "3H
// AILS" over a board A at 3H is the placement "3H .ILS" (a board tile may
// be written as its letter), so no player can send that Move value as
// text, and the suite plays moves through tilekit.Game as text too.
func candidateMoves(t *rapid.T, s State) []Move {
	out := nearMisses(t, s)
	return slices.DeleteFunc(out, func(m Move) bool {
		back, err := ParseMove(s, m.String())
		return err == nil && back != m
	})
}

// nearMisses is candidateMoves before it leaves out the moves whose text
// reads back as another.
func nearMisses(t *rapid.T, s State) []Move {
	if s.Over() {
		return []Move{Pass(), {}}
	}
	all := s.AppendLegalMoves(nil)
	var legal []Move
	for range min(8, len(all)) {
		legal = append(legal, all[rapid.IntRange(0, len(all)-1).Draw(t, "legal")])
	}
	out := slices.Clone(legal)
	out = append(out, legal...) // weigh placements up
	out = append(out, Pass())
	rk := s.racks[s.turn].String()
	if rk != "" {
		k := rapid.IntRange(1, len(rk)).Draw(t, "exchange")
		if m, err := Exchange(rk[:k]); err == nil {
			out = append(out, m)
		}
	}
	if m, err := Exchange("QZ?"); err == nil {
		out = append(out, m)
	}
	for _, m := range legal[:min(3, len(legal))] {
		bad := m
		bad.row = (bad.row + 1) % MaxBoardSize
		out = append(out, bad)
		bad = m
		bad.tiles[0] = 'Q'
		out = append(out, bad)
		bad = m
		bad.n++ // a gap or a tile off the board
		out = append(out, bad)
	}
	r := rapid.IntRange(0, MaxBoardSize-1).Draw(t, "row")
	c := rapid.IntRange(0, MaxBoardSize-1).Draw(t, "col")
	word := rapid.StringMatching(`[A-Za-z.]{1,5}`).Draw(t, "word")
	if m, err := Place(r, c, Direction(r%2), word); err == nil {
		out = append(out, m)
	}
	out = append(out, Move{kind: KindPlace, n: 2}, Move{kind: 9})
	return out
}

func conformanceGame() gametest.Game[State, Move, View] {
	return gametest.Game[State, Move, View]{
		New: func(seed uint64) (State, error) {
			return New(rulesForSeed(seed), Setup{Players: rulesForSeed(seed).Players, Seed: seed})
		},
		Moves:     candidateMoves,
		Tiles:     func(s State) []tiles.Tile { return s.AllTiles() },
		Result:    func(s State) any { return s.Result() },
		ParseMove: ParseMove,
		MaxSteps:  80,
		Errors: []error{
			ErrBadMove, ErrBagTooSmall, ErrDetached, ErrExchangeOff, ErrFirstMove, ErrGameOver, ErrGap,
			ErrNoTiles, ErrNotAWord, ErrNotConnected, ErrNotHeld, ErrNotNormalized, ErrNotYourTurn,
			ErrOccupied, ErrOffBoard, ErrSyntax, ErrTooManyTiles, ErrTooShort,
		},
		// A move adds its Score to the mover, unless it ends the game
		// (the end-of-game rack adjustments come on top then).
		Points: func(s State, m Move) (int, int, bool) {
			sc, err := s.Score(m)
			return gametest.MoverEarns(s, m, sc.Total, err)
		},
		Scores: State.Scores,
		Kind:   "wordgame",
		Hidden: hiddenExchanges,
	}
}

// hiddenExchanges lists the exchanges of other seats as History writes
// them ("-ABC"): their tiles are what seat may never learn. An exchange
// seat made itself with the same text is left out.
func hiddenExchanges(s State, seat int) []string {
	var own, out []string
	for _, h := range s.hist.Slice() {
		if h.move.kind == KindExchange && int(h.player) == seat {
			own = append(own, h.move.String())
		}
	}
	for _, h := range s.hist.Slice() {
		text := h.move.String()
		if h.move.kind != KindExchange || int(h.player) == seat ||
			slices.ContainsFunc(own, func(o string) bool { return strings.Contains(o, text) }) {
			continue
		}
		out = append(out, text)
	}
	return out
}

// TestConformance plays the shared suite with sequences of up to 25
// moves (15 of them unless TILEKIT_LONG=1 asks for rapid's 100);
// TestConformanceLong plays it with whole games of up to 80.
func TestConformance(t *testing.T) {
	t.Parallel()
	g := conformanceGame()
	g.MaxSteps = 25
	gametest.Run(t, g)
}

// TestConformanceHostile feeds the decoders hostile text. It does not
// run in parallel: it counts the process's allocations while decoding,
// which tests running beside it would add to.
func TestConformanceHostile(t *testing.T) {
	gametest.Hostile(t, gametest.Must(New(Classic(), Setup{Names: []string{"Kim", "Sis"}, Seed: 1})), "8H SKI", "H8 skis", "-SKI", "-")
}

func TestConformanceLong(t *testing.T) {
	gametest.Long(t)
	gametest.Run(t, conformanceGame())
}

// TestPlayPresets: Easy bots play the English presets at every number of
// seats each allows (2 to 4) to the end through tilekit.NextMove: ToMove
// is empty exactly when the game is over, and the seat to move always
// has a hint. (The presets in other alphabets need a word list: see
// TestRegistry.)
func TestPlayPresets(t *testing.T) {
	t.Parallel()
	if n := gametest.PlayPresets(t, "wordgame", tilekit.Easy, 3, 300); n != 6 {
		t.Errorf("%d games played, want 3 seat counts of 2 presets", n)
	}
}
