package bot

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/endgame"
	"github.com/tilekit/tilekit/wordgame/equity"
	"github.com/tilekit/tilekit/wordgame/internal/measure"
	"github.com/tilekit/tilekit/wordgame/internal/wgtest"
	"github.com/tilekit/tilekit/wordgame/sim"
)

const emptyBoard = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"

// allHints lists every legal placement of the player to move as a hint,
// best first: the placements of LegalMoves with their Score, sorted by
// points, across before down, then by row and column. Hints are checked
// against it.
func allHints(t testing.TB, s wordgame.State) []Hint {
	t.Helper()
	var out []Hint
	for _, m := range s.AppendLegalMoves(nil) {
		sc, err := s.Score(m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		out = append(out, Hint{Move: m, Score: sc.Total, Words: words(sc), Note: bonusNote(sc)})
	}
	slices.SortStableFunc(out, compareHints)
	return out
}

// compareHints orders hints as Hints does, as far as the public API
// tells: by points, then across before down, then by row and column.
func compareHints(a, b Hint) int {
	return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.Move.Dir(), b.Move.Dir()),
		cmp.Compare(a.Move.Row(), b.Move.Row()), cmp.Compare(a.Move.Col(), b.Move.Col()))
}

// checkFirst checks that got is the first len(got) of want, as far as
// their order is fixed: the same points in the same places, hints in
// Hints' order, and the same moves above the last points.
func checkFirst(t *testing.T, what string, got, want []Hint) {
	t.Helper()
	if len(got) > len(want) {
		t.Fatalf("%s: %d hints, %d placements", what, len(got), len(want))
	}
	byMove := map[wordgame.Move]Hint{}
	for _, h := range want {
		byMove[h.Move] = h
	}
	for i, h := range got {
		if h.Score != want[i].Score {
			t.Fatalf("%s: hint %d scores %d, want %d", what, i, h.Score, want[i].Score)
		}
		if w, ok := byMove[h.Move]; !ok || !slices.Equal(w.Words, h.Words) || w.Note != h.Note {
			t.Fatalf("%s: hint %d is %+v, want %+v", what, i, h, w)
		}
		delete(byMove, h.Move)
		if i > 0 && compareHints(got[i-1], h) > 0 {
			t.Fatalf("%s: hints out of order at %d: %v then %v", what, i, got[i-1].Move, h.Move)
		}
	}
	if len(got) > 0 {
		last := got[len(got)-1].Score
		for _, h := range want[:len(got)] {
			if _, left := byMove[h.Move]; left && h.Score > last {
				t.Fatalf("%s: %v (%d) is missing", what, h.Move, h.Score)
			}
		}
	}
}

// TestHintsBounded: Hints(n) is the first n of every placement, best
// first, for every n; when there are fewer than n, the move of a player
// who places nothing comes last.
func TestHintsBounded(t *testing.T) {
	rows := wgtest.MovegenCGP(t)
	for _, i := range []int{3, 11, 25, 38} {
		s, err := wordgame.FromCGP(wordgame.Classic(), dictionary.Default(), rows[i])
		if err != nil {
			t.Fatal(err)
		}
		all := allHints(t, s)
		for _, n := range []int{1, 2, 5, 17, 100, len(all) - 1, len(all), len(all) + 3} {
			if n <= 0 {
				continue
			}
			got, err := Hints(s, s.ToMove()[0], n)
			if err != nil {
				t.Fatal(err)
			}
			if want := min(n, len(all), MaxHints); len(got) < want {
				t.Fatalf("row %d: Hints(%d) gives %d", i, n, len(got))
			}
			if min(n, MaxHints) > len(all) {
				if last := got[len(got)-1]; len(got) != len(all)+1 || last.Move != fallbackHint(s, false).Move {
					t.Fatalf("row %d: Hints(%d) ends with %v, want the fallback", i, n, last.Move)
				}
				got = got[:len(all)]
			}
			checkFirst(t, "Hints", got, all)
		}
	}
}

// Hints: none for n <= 0, at most n, every placement then the exchange
// (or pass) when n is larger, and never more than MaxHints; words with
// the main word first; a note for a bingo; never empty while the game
// goes on, whatever the rack.
func TestHintsSeatAndBounds(t *testing.T) {
	s := wgtest.MustCGP(t, wordgame.Classic(), emptyBoard+" EGINORS/ABCDEFG 0/0 0")
	for _, n := range []int{0, -1, math.MinInt} {
		if hs, err := Hints(s, 0, n); err != nil || hs == nil || len(hs) != 0 {
			t.Errorf("Hints(0, %d) = %v, %v; want an empty list", n, hs, err)
		}
	}
	all := allHints(t, s)
	if len(all) <= MaxHints {
		t.Fatalf("%d placements: the test needs more than MaxHints", len(all))
	}
	hs, err := Hints(s, 0, math.MaxInt)
	if err != nil || len(hs) != MaxHints {
		t.Fatalf("Hints(0, MaxInt): %d hints, %v; want the first %d placements", len(hs), err, MaxHints)
	}
	checkFirst(t, "Hints(0, MaxInt)", hs, all)
	h := hs[0]
	// Fewer placements than asked for: all of them, then the exchange of
	// the whole rack.
	few := wgtest.MustCGP(t, wordgame.Classic(), emptyBoard+" AB/CDEFGHI 0/0 0")
	all = allHints(t, few)
	if hs, err = Hints(few, 0, len(all)+5); err != nil || len(hs) != len(all)+1 {
		t.Fatalf("Hints(0, %d): %v, %v; want the %d placements and the exchange", len(all)+5, hs, err, len(all))
	}
	checkFirst(t, "few", hs[:len(all)], all)
	if last := hs[len(all)]; last.Move.String() != "-AB" || last.Score != 0 || last.Words == nil || len(last.Words) != 0 || !strings.HasPrefix(last.Note, "exchange: give back 2 tiles") {
		t.Errorf("after the placements: %+v, want the exchange of the whole rack", last)
	}
	if h.Words[0] != "REGIONS" || h.Score != 70 || h.Note != "bingo: all 7 tiles +50" {
		t.Errorf("best hint %+v", h)
	}
	js, err := json.Marshal(h)
	if err != nil || !strings.HasPrefix(string(js), `{"move":"8B REGIONS","score":70,"words":["REGIONS"],"note":"bingo`) {
		t.Errorf("hint JSON %s %v", js, err)
	}
	// A rack that makes no word gets the exchange where the rules allow
	// it, and the pass where they do not, with a note.
	stuck := wgtest.MustCGP(t, wordgame.Classic(), "15/15/15/15/15/15/15/7Q7/15/15/15/15/15/15/15 VVWXZ/ABCDEFG 0/0 0")
	if hs, err := Hints(stuck, 0, 5); err != nil || len(hs) != 1 || hs[0].Move.String() != "-VVWXZ" || !strings.HasPrefix(hs[0].Note, "no word fits the rack; exchange") {
		t.Errorf("stuck rack under Classic: %+v, %v", hs, err)
	}
	stuck = wgtest.MustCGP(t, wordgame.DefaultRules(), "15/15/15/15/15/15/15/7Q7/15/15/15/15/15/15/15 VWWXZ/ABCDEFG 0/0 0")
	if hs, err := Hints(stuck, 0, 1); err != nil || len(hs) != 1 || hs[0].Move != wordgame.Pass() || hs[0].Note != "no word fits the rack; pass: play nothing this turn" {
		t.Errorf("stuck rack under the default rules: %+v, %v", hs, err)
	}
	// A detached State says so.
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back wordgame.State
	if err := back.UnmarshalText([]byte(strings.Replace(string(text), "lex default", "lex custom", 1))); err != nil {
		t.Fatal(err)
	}
	if _, err := Hints(back, 0, 3); !errors.Is(err, wordgame.ErrDetached) {
		t.Errorf("detached Hints: %v", err)
	}
	// A finished game gets none.
	if hs, err := Hints(wordgame.State{}, 0, 3); !errors.Is(err, wordgame.ErrGameOver) || hs == nil || len(hs) != 0 {
		t.Errorf("the zero State: %v, %v", hs, err)
	}
}

// Bots: each level plays a legal move, the same one for the same seed and
// position; Hard the best by equity, Expert one of the candidates it
// simulates, Medium one of the best three, Easy a placement of common
// words. The quick run tries the first two positions (the opening and a
// reply), TILEKIT_LONG=1 all six. Only the seat to move may ask.
func TestBotLevels(t *testing.T) {
	t.Parallel()
	positions := gametest.Size(2, 6)
	s, err := wordgame.New(wordgame.DefaultRules(), wordgame.Setup{Players: 2, Seed: 21})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < positions; i++ {
		top := allHints(t, s)
		seat := s.ToMove()[0]
		if _, err := Move(s, tilekit.Hard, 1, 1-seat); !errors.Is(err, wordgame.ErrNotYourTurn) {
			t.Errorf("Move for seat %d: %v, want ErrNotYourTurn", 1-seat, err)
		}
		for _, level := range tilekit.Levels() {
			m, err := Move(s, level, 9, seat)
			if err != nil || s.Validate(m) != nil {
				t.Fatalf("%v: %v, %v", level, m, err)
			}
			if again, _ := Move(s, level, 9, seat); again != m {
				t.Fatalf("%v plays %v, then %v", level, m, again)
			}
			switch level {
			case tilekit.Hard:
				if want, err := equity.Best(s); err != nil || m != want {
					t.Errorf("hard plays %v, not the best by equity %v (%v)", m, want, err)
				}
			case tilekit.Expert:
				cands, err := equity.Moves(s, expertSim.Candidates)
				if err != nil || !slices.ContainsFunc(cands, func(c equity.Scored) bool { return c.Move == m }) {
					t.Errorf("expert plays %v, not one of its candidates (%v)", m, err)
				}
			case tilekit.Medium:
				if len(top) > 0 && !slices.ContainsFunc(top[:min(3, len(top))], func(h Hint) bool { return h.Move == m }) {
					t.Errorf("medium plays %v, not one of the best three", m)
				}
			case tilekit.Easy:
				if m.Kind() == wordgame.KindPlace {
					sc, _ := s.Score(m)
					for _, w := range sc.Words {
						if !dictionary.Common().Contains(w.Word) {
							t.Errorf("easy plays %s, which is not a common word", w.Word)
						}
					}
				}
			}
		}
		m, _ := Move(s, tilekit.Medium, uint64(i), seat)
		s, _ = s.Apply(m)
	}
	// A rack that makes no word exchanges under Classic and passes
	// under the default rules.
	stuck := wgtest.MustCGP(t, wordgame.Classic(), "15/15/15/15/15/15/15/7Q7/15/15/15/15/15/15/15 VVWXZ/ABCDEFG 0/0 0")
	if m, err := Move(stuck, tilekit.Medium, 1, 0); err != nil || m.String() != "-VVWXZ" {
		t.Errorf("stuck under Classic: %v, %v", m, err)
	}
	stuck = wgtest.MustCGP(t, wordgame.DefaultRules(), "15/15/15/15/15/15/15/7Q7/15/15/15/15/15/15/15 VWWXZ/ABCDEFG 0/0 0")
	if m, err := Move(stuck, tilekit.Easy, 1, 0); err != nil || m != wordgame.Pass() {
		t.Errorf("stuck under the default rules: %v, %v", m, err)
	}
}

// TestBotMoveBudget: on a rack of 21 with 7 blanks (Hints(seat, 5) took
// 24.8 s in the position) the hints stop at wordgame.MoveBudget
// with the best found, in bounded memory, and Medium and Hard play legal
// moves.
func TestBotMoveBudget(t *testing.T) {
	s := wgtest.LongRack(t, "AEINRSTLODCEIU???????", "AE", strings.Repeat("X", 30))
	s.BestMove() // the automaton, built once
	var hints []Hint
	if b := measure.Allocated(func() { hints, _ = Hints(s, 0, 5) }); b > 1<<20 || len(hints) != 5 {
		t.Errorf("Hints: %d hints, %d bytes allocated", len(hints), b)
	}
	for _, h := range hints {
		if err := s.Validate(h.Move); err != nil {
			t.Errorf("%v: %v", h.Move, err)
		}
	}
	for _, level := range []tilekit.Level{tilekit.Medium, tilekit.Hard} {
		if m, err := Move(s, level, 1, 0); err != nil || s.Validate(m) != nil {
			t.Errorf("%v: %v, %v", level, m, err)
		}
	}
}

// TestBotNoGenerator: a Contains-only word list in another alphabet
// cannot be searched; every level, the hints and equity say so (an error
// wrapping wordgame.ErrDetached that names the cause) instead of passing
// or answering with nothing.
func TestBotNoGenerator(t *testing.T) {
	r := wordgame.Classic()
	r.Tiles = wordgame.SpanishTiles()
	s, err := wordgame.New(r, wordgame.Setup{Players: 2, Seed: 1, Dictionary: dictionary.Func(func(string) bool { return true })})
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, err error) {
		t.Helper()
		if !errors.Is(err, wordgame.ErrDetached) || !strings.Contains(err.Error(), "move generator cannot search") {
			t.Errorf("%s: %v, want ErrDetached saying the move generator cannot search the list", what, err)
		}
	}
	for _, level := range tilekit.Levels() {
		m, err := Move(s, level, 1, 0)
		check(fmt.Sprintf("%v (played %v)", level, m), err)
	}
	_, err = Hints(s, 0, 3)
	check("Hints", err)
	_, err = equity.Moves(s, 3)
	check("equity.Moves", err)
	_, err = equity.Best(s)
	check("equity.Best", err)
}

// TestBotBigAlphabet: in an alphabet of more than 32 letters the bots
// passed for ever; each level now refuses at once, through Kind.Bot too.
func TestBotBigAlphabet(t *testing.T) {
	letters := strings.Split("A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Ä Ö Ü Å Æ Ø Ñ Ç", " ")
	a, err := tiles.NewAlphabet("bounds-test-34", letters, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := tiles.Distribution{a.Blank(0): 2}
	for i := range letters {
		d[a.Tile(byte('A'+i), 1)] = 4
	}
	r := wordgame.Classic()
	r.Tiles = d
	list, err := dictionary.FromWords(a, func(yield func(string) bool) { yield("AB") })
	if err != nil {
		t.Fatal(err)
	}
	s, err := wordgame.New(r, wordgame.Setup{Players: 2, Seed: 1, Dictionary: list})
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range tilekit.Levels() {
		_, err := Move(s, level, 1, 0)
		if !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), "34") {
			t.Errorf("%v: %v", level, err)
		}
	}
	k, _ := tilekit.Lookup("wordgame")
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	g, err := tilekit.Decode(text)
	if err != nil {
		t.Skipf("the game does not decode without its list: %v", err)
	}
	if _, err := k.Bot(tilekit.Hard, 1).Move(g, 0); err == nil {
		t.Errorf("Kind.Bot's Move: no error")
	}
}

// TestExpertEndgame checks that Expert, once the bag is empty, plays a
// move worth the exact value, the same every time, where its budget
// solves the position, and a legal move where it does not; and that on
// an endgame against two blanks its move stays within its budget.
func TestExpertEndgame(t *testing.T) {
	t.Parallel()
	for _, id := range []string{"small01", "small04", "mixed02", "four705", "mixed03"} {
		s, row := wgtest.EndgameRowState(t, id)
		me := s.ToMove()[0]
		m, err := Move(s, tilekit.Expert, 1, me)
		if err != nil || s.Validate(m) != nil {
			t.Fatalf("%s: %v, %v", id, m, err)
		}
		if id == "mixed03" {
			// Beyond the budget: a legal move is all there is to check
			// here (endgame's TestEndgameStops checks that a stopped
			// search repeats).
			continue
		}
		if again, _ := Move(s, tilekit.Expert, 2, me); again != m {
			t.Fatalf("%s: Expert plays %v, then %v", id, m, again)
		}
		next, _ := s.Apply(m)
		lead := func(s wordgame.State) int { return s.Scores()[me] - s.Scores()[1-me] }
		got := lead(next) - lead(s)
		if !next.Over() {
			rest, err := endgame.Solve(next)
			if err != nil {
				t.Fatal(err)
			}
			got -= rest.Value
		}
		if got != row.Value {
			t.Errorf("%s: Expert plays %v, worth %d; the best is worth %d", id, m, got, row.Value)
		}
	}
	s := wgtest.TwoBlankEndgame(t)
	if m, err := Move(s, tilekit.Expert, 1, s.ToMove()[0]); err != nil || s.Validate(m) != nil {
		t.Errorf("Expert against two blanks: %v, %v", m, err)
	}
}

// TestExpertPick: Expert plays the best chance of winning only when its
// paired edge in that chance over the best move by equity is beyond the
// simulation's noise, and the best move by equity otherwise.
func TestExpertPick(t *testing.T) {
	expertPick := func(res []sim.Result) wordgame.Move {
		best, ref, edge, se := expertLeader(res)
		return res[expertChoice(best, ref, edge, se)].Move
	}
	a, _ := wordgame.Exchange("A")
	b, _ := wordgame.Exchange("B")
	ref := sim.Result{Move: a, Spread: 10, WinRate: 0.5}
	for _, c := range []struct {
		edge, half float64
		want       wordgame.Move
	}{
		{edge: 0.03, half: 0.08, want: a},    // 3 points of chance, a standard error of about 4: noise
		{edge: 0.05, half: 0.08, want: b},    // beyond one standard error
		{edge: 0.12, half: 0.04, want: b},    // far beyond
		{edge: 0.001, half: 0.0015, want: b}, // small but sure
	} {
		// The spread's edge points the other way: the chance decides.
		best := sim.Result{Move: b, Spread: 5, WinRate: 0.5 + c.edge, Edge: -5, EdgeLow: -6, EdgeHigh: -4,
			WinEdge: c.edge, WinEdgeLow: c.edge - c.half, WinEdgeHigh: c.edge + c.half}
		if got := expertPick([]sim.Result{best, ref}); got != c.want {
			t.Errorf("edge %v ± %v: plays %v, want %v", c.edge, c.half, got, c.want)
		}
	}
	if got := expertPick([]sim.Result{ref, {Move: b, Edge: 2, EdgeLow: 1, EdgeHigh: 3, WinEdge: -0.02, WinEdgeLow: -0.06, WinEdgeHigh: 0.02}}); got != a {
		t.Errorf("the reference leads: plays %v", got)
	}
}

// With inference on (the match test's MATCH_PLAYER=expert-infer), Expert
// still plays a legal move after each of an equity player's placements,
// and the same one from the same seed.
func TestExpertInfers(t *testing.T) {
	SetExpertInfer(true)
	defer SetExpertInfer(false)
	s, err := wordgame.New(wordgame.Classic(), wordgame.Setup{Players: 2, Seed: 41})
	if err != nil {
		t.Fatal(err)
	}
	for ply := range 4 {
		m, err := equity.Best(s)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
		if ply%2 == 1 {
			continue
		}
		a, err := expertMove(context.Background(), s, 3)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := expertMove(context.Background(), s, 3); a != b || s.Validate(a) != nil {
			t.Errorf("ply %d: Expert played %v, then %v (legal: %v)", ply, a, b, s.Validate(a))
		}
	}
}

// TestExpertPreEndgame: with one tile in the bag, Expert finds the move
// that wins however that tile falls (TACK, keeping LSY), where the best
// move by equity (TALCKY, and the pre-endgame search on the five best by
// equity, Expert's rule before) wins in five of the eight. Both are
// valued here by the pre-endgame search without a limit, exactly. The
// position is from a game of Hard against Hard (seed 6158 of the
// pre-endgame study in expertPreEndgameMoves' comment).
func TestExpertPreEndgame(t *testing.T) {
	if testing.Short() {
		t.Skip("two simulations of the late game and an exact pre-endgame: seconds, a minute under the race detector")
	}
	t.Parallel()
	s := wgtest.MustCGP(t, wordgame.Classic(), "B14/ES13/AE13/UN13/1Z13/1AN2J9/2U2IF7V/S1T1CHIVE1P3E/h1T2AL1UTA3G/O1I2DE1OHO2BI/R1L1WE1DIEL2OE/T1YGOe1E2I2X1/A2ION1M4QIN/R2G3P5E1/MADAFU1TANDOORI ACKLSTY/ENRRRSW 368/367 0")
	if s.BagLen() != 1 {
		t.Fatalf("%d tiles in the bag, want 1", s.BagLen())
	}
	me := s.ToMove()[0]
	ref, err := equity.Best(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{1, 2} {
		m, err := Move(s, tilekit.Expert, seed, me)
		if err != nil {
			t.Fatal(err)
		}
		if again, err := Move(s, tilekit.Expert, seed, me); err != nil || again != m {
			t.Fatalf("seed %d: Expert plays %v, then %v (%v)", seed, m, again, err)
		}
		pe, err := endgame.SolvePreEndgame(s, endgame.Candidates(m, ref))
		if err != nil {
			t.Fatal(err)
		}
		win := map[wordgame.Move]float64{}
		for _, pm := range pe.Moves {
			if !pm.Exact {
				t.Fatalf("%v not valued exactly", pm.Move)
			}
			win[pm.Move] = pm.Win
		}
		if win[m] != 1 || win[ref] != 0.625 {
			t.Errorf("seed %d: Expert plays %v, winning %.3f of the draws; equity's %v wins %.3f; want 1 and 0.625", seed, m, win[m], ref, win[ref])
		}
	}
}
