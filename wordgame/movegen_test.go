package wordgame

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/fnv"
	"iter"
	"math"
	"math/bits"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/internal/race"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// movegenRow is one line of testdata/wordgame-movegen.tsv (see
// /work/shared/testdata/README.md for its conventions).
type movegenRow struct {
	id, cgp   string
	moves     int
	bestScore int
	bestMoves []string
}

func readMovegenTSV(t testing.TB) []movegenRow {
	t.Helper()
	f, err := os.Open("testdata/wordgame-movegen.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []movegenRow
	sc := bufio.NewScanner(f)
	for line := 0; sc.Scan(); line++ {
		if line == 0 {
			continue // header
		}
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 5 {
			t.Fatalf("line %d: %d fields", line+1, len(fields))
		}
		moves, err1 := strconv.Atoi(fields[2])
		best, err2 := strconv.Atoi(fields[3])
		if err := errors.Join(err1, err2); err != nil {
			t.Fatalf("line %d: %v", line+1, err)
		}
		rows = append(rows, movegenRow{fields[0], fields[1], moves, best, strings.Split(fields[4], "|")})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 40 {
		t.Fatalf("read %d rows, want 40", len(rows))
	}
	return rows
}

// topMoves is findTop within MoveBudget steps.
func (s State) topMoves(n int) ([]scored, error) {
	out, _, err := s.findTop(n, budget{steps: MoveBudget})
	return out, err
}

// TestMovegenReference reproduces every row of the reference table: the
// number of placements, the best score, and the moves tying for it. The
// quick run checks every generated move of every fourth row
// (checkGenerated), TILEKIT_LONG=1 of every row.
func TestMovegenReference(t *testing.T) {
	t.Parallel()
	total := 0
	for i, row := range readMovegenTSV(t) {
		t.Run(row.id, func(t *testing.T) {
			s, err := FromCGP(Classic(), dictionary.Default(), row.cgp)
			if err != nil {
				t.Fatal(err)
			}
			hs := allHints(s)
			total += len(hs)
			if len(hs) != row.moves {
				t.Errorf("%d moves, want %d", len(hs), row.moves)
			}
			if len(hs) == 0 {
				return
			}
			if hs[0].Score != row.bestScore {
				t.Errorf("best score %d (%s), want %d", hs[0].Score, hs[0].Move, row.bestScore)
			}
			var top []string
			for _, h := range hs {
				if h.Score == hs[0].Score {
					top = append(top, h.Move.String())
				}
			}
			slices.Sort(top)
			for _, want := range row.bestMoves {
				if !slices.Contains(top, want) {
					t.Errorf("listed best move %s is not among ours: %v", want, top)
				}
			}
			if len(row.bestMoves) < 5 && len(top) != len(row.bestMoves) {
				t.Errorf("%d moves tie for best, want %d: %v", len(top), len(row.bestMoves), top)
			}
			if !slices.Contains(row.bestMoves, hs[0].Move.String()) && len(row.bestMoves) < 5 {
				t.Errorf("our top move %s is not listed", hs[0].Move)
			}
			if gametest.IsLong() || i%4 == 0 {
				checkGenerated(t, s, hs)
			}
			if best, err := s.BestMove(); err != nil || best != hs[0].Move {
				t.Errorf("BestMove = %v, %v; want %v", best, err, hs[0].Move)
			}
		})
	}
	if total != 193037 {
		t.Errorf("%d moves in all, want 193,037", total)
	}
}

// checkGenerated checks that every hint is a distinct legal move whose
// score Score agrees with, and that the list is in LegalMoves' order.
func checkGenerated(t interface {
	Helper()
	Fatalf(string, ...any)
}, s State, hs []Hint) {
	t.Helper()
	seen := make(map[Move]bool, len(hs))
	for i, h := range hs {
		if seen[h.Move] {
			t.Fatalf("%s listed twice", h.Move)
		}
		seen[h.Move] = true
		pts, err := s.points(h.Move)
		if err != nil {
			t.Fatalf("generated move %s: %v", h.Move, err)
		}
		if pts != h.Score {
			sc, _ := s.Score(h.Move)
			t.Fatalf("%s: generator scores %d, Score says %d (%s)", h.Move, h.Score, pts, sc)
		}
		if sc, _ := s.Score(h.Move); len(h.Words) != len(sc.Words) || h.Words[0] != sc.Words[0].Word {
			t.Fatalf("%s: hint words %q, want those of %s", h.Move, h.Words, sc)
		}
		if i > 0 && compareScored(scored{Move: hs[i-1].Move, Score: hs[i-1].Score}, scored{Move: h.Move, Score: h.Score}) >= 0 {
			t.Fatalf("hints out of order at %d: %s (%d) then %s (%d)", i, hs[i-1].Move, hs[i-1].Score, h.Move, h.Score)
		}
	}
}

func TestMovegenNoMoves(t *testing.T) {
	var zero State
	if len(slices.Collect(zero.LegalMoves())) != 0 || hintsOf(zero, 3) != nil || zero.AppendLegalMoves(nil) != nil {
		t.Error("the zero State has moves")
	}
	if _, err := zero.BestMove(); !errors.Is(err, ErrGameOver) {
		t.Errorf("zero State BestMove: %v, want ErrGameOver", err)
	}

	s, err := FromCGP(Classic(), dictionary.Default(), "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 Q/ 0/0 0")
	if err != nil {
		t.Fatal(err)
	}
	if len(slices.Collect(s.LegalMoves())) != 0 {
		t.Error("a lone Q opens the board")
	}
	_, err = s.BestMove()
	var me *MoveError
	if !errors.Is(err, ErrNoMove) || !errors.As(err, &me) {
		t.Errorf("BestMove with no placement: %v, want a *MoveError wrapping ErrNoMove", err)
	}

	nodict := s
	nodict.dict = nil
	if _, err := nodict.BestMove(); !errors.Is(err, ErrDetached) {
		t.Errorf("BestMove without dictionary: %v, want ErrDetached", err)
	}
	if len(slices.Collect(nodict.LegalMoves())) != 0 {
		t.Error("moves without a dictionary")
	}

	// A finished game: six scoreless turns in a row.
	over, err := FromCGP(Classic(), dictionary.Default(), "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AB/CD 0/0 6")
	if err != nil {
		t.Fatal(err)
	}
	if !over.Over() {
		t.Fatal("six scoreless turns do not end the game")
	}
	if _, err := over.BestMove(); !errors.Is(err, ErrGameOver) {
		t.Errorf("BestMove after the end: %v, want ErrGameOver", err)
	}
	if len(slices.Collect(over.LegalMoves())) != 0 {
		t.Error("moves after the end")
	}
}

func TestMovegenDeterministicAndPure(t *testing.T) {
	rows := readMovegenTSV(t)
	s, err := FromCGP(Classic(), dictionary.Default(), rows[10].cgp)
	if err != nil {
		t.Fatal(err)
	}
	before, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	want := sortedMoves(s)
	stream := slices.Collect(s.LegalMoves())
	// Concurrent calls on one State share the automaton and the pool.
	got := make([][]Move, 6)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() {
			if i%2 == 0 {
				got[i] = slices.Collect(s.LegalMoves())
			} else {
				got[i] = s.AppendLegalMoves(nil)
			}
		})
	}
	wg.Wait()
	for i := range got {
		if !slices.Equal(got[i], stream) {
			t.Fatalf("call %d gave a different list", i)
		}
	}
	after, _ := s.MarshalText()
	if string(before) != string(after) {
		t.Fatal("LegalMoves changed the State")
	}
	if best, err := s.BestMove(); err != nil || best != want[0] {
		t.Errorf("BestMove %v, %v; want %v", best, err, want[0])
	}
	if hs := hintsOf(s, 5); len(hs) != 5 || hs[0].Move != want[0] || hs[4].Move != want[4] {
		t.Errorf("Hints(5) = %v", hs)
	}
}

// TestMovegenContainsOnly: a dictionary that only answers Contains gets
// the moves whose words are in the bundled list and that it accepts.
func TestMovegenContainsOnly(t *testing.T) {
	rows := readMovegenTSV(t)
	def := dictionary.Default()
	noX := dictionary.Func(func(w string) bool {
		return !strings.ContainsAny(w, "Xx") && def.Contains(w)
	})
	for _, row := range []movegenRow{rows[0], rows[12]} {
		s, err := FromCGP(Classic(), def, row.cgp)
		if err != nil {
			t.Fatal(err)
		}
		all := allHints(s)
		var want []Hint
		for _, h := range all {
			if !strings.ContainsAny(wordsOf(t, s, h.Move), "Xx") {
				want = append(want, h)
			}
		}
		limited := s.Attach(noX)
		got := allHints(limited)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %d moves with a Contains-only dictionary, want %d", row.id, len(got), len(want))
		}
		checkGenerated(t, limited, got)
	}
}

// wordsOf returns the words a move forms, joined by spaces.
func wordsOf(t *testing.T, s State, m Move) string {
	t.Helper()
	sc, err := s.Score(m)
	if err != nil {
		t.Fatal(err)
	}
	var ws []string
	for _, w := range sc.Words {
		ws = append(ws, w.Word)
	}
	return strings.Join(ws, "")
}

// TestLegalMovesSound plays random games on the full board under both
// presets and checks, at every turn, that each generated move is legal,
// listed once, scored as Score scores it and in order.
func TestLegalMovesSound(t *testing.T) {
	gametest.Long(t)
	rapid.Check(t, func(t *rapid.T) {
		rules := DefaultRules()
		if rapid.Bool().Draw(t, "classic") {
			rules = Classic()
		}
		if rapid.IntRange(0, 3).Draw(t, "biggest") == 0 {
			rules.Layout = biggestLayout()
		}
		s, err := New(rules, Setup{Players: 2, Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		most := 12
		if testing.Short() {
			most = 5
		}
		plies := rapid.IntRange(1, most).Draw(t, "plies")
		for i := 0; i < plies && !s.Over(); i++ {
			hs := allHints(s)
			checkGenerated(t, s, hs)
			if best, err := s.BestMove(); len(hs) > 0 && (err != nil || best != hs[0].Move) {
				t.Fatalf("BestMove = %v, %v; want %v", best, err, hs[0].Move)
			} else if len(hs) == 0 && !errors.Is(err, ErrNoMove) {
				t.Fatalf("BestMove with no placement: %v", err)
			}
			m := Pass()
			if len(hs) > 0 {
				m = hs[rapid.IntRange(0, min(len(hs)-1, 20)).Draw(t, "pick")].Move
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// biggestLayout is a MaxBoardSize square layout with premiums on its
// diagonals and edges.
func biggestLayout() []string {
	rows := make([]string, MaxBoardSize)
	for r := range rows {
		b := []byte(strings.Repeat(".", MaxBoardSize))
		b[r], b[MaxBoardSize-1-r] = 'w', 'l'
		if r == 0 || r == MaxBoardSize-1 {
			b[0], b[MaxBoardSize-1], b[MaxBoardSize/2] = 'W', 'W', 'L'
		}
		rows[r] = string(b)
	}
	return rows
}

// sortedMoves returns the placements of s best first, in the order of
// Hints.
func sortedMoves(s State) []Move {
	var out []Move
	for _, h := range allHints(s) {
		out = append(out, h.Move)
	}
	return out
}

// tripleWords returns the classic rules on a board of size squares a
// side, every one a triple word, the premiums multiplied (Product),
// racks of size tiles and 60 A's worth 110 each.
func tripleWords(t *testing.T, size int) Rules {
	t.Helper()
	rules := Classic()
	var err error
	if rules.Tiles, err = tiles.Letters("A60", "A110"); err != nil {
		t.Fatal(err)
	}
	rules.Layout = make([]string, size)
	for i := range rules.Layout {
		rules.Layout[i] = strings.Repeat("W", size)
	}
	rules.RackSize, rules.WordBonus = size, Product
	return rules
}

// TestMovegenHugeScores: scores far past the int32 range (every square of
// a 15x15 board a triple word, premiums multiplied, racks of 15, a tile
// worth 110, words of A's) come out the same from BestMove, Hints and
// Score. (When the generator summed in int32, BestMove chose a word of 12
// A's worth 701,502,120 over one of 15 worth 23,675,696,600, whose sum had
// wrapped.)
func TestMovegenHugeScores(t *testing.T) {
	const size = 15 // the 15x15 board
	rules := tripleWords(t, size)
	var words []string
	for n := 2; n <= size; n++ {
		words = append(words, strings.Repeat("A", n))
	}
	dict, err := dictionary.FromSlice(words)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(rules, Setup{Players: 2, Seed: 1, Dictionary: dict})
	if bits.UintSize == 32 {
		// Such scores do not fit a 32-bit int: New refuses the rules.
		if !errors.Is(err, ErrBadRules) || !strings.Contains(err.Error(), "32 bits") {
			t.Fatalf("New on a 32-bit platform: %v, want ErrBadRules naming the int's 32 bits", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	for ply := range 2 {
		best, err := s.BestMove()
		if err != nil {
			t.Fatal(err)
		}
		hs := hintsOf(s, 3)
		sc, err := s.Score(best)
		if err != nil {
			t.Fatal(err)
		}
		if len(hs) == 0 || hs[0].Move != best || hs[0].Score != sc.Total {
			t.Fatalf("ply %d: BestMove %s scores %d; Hints %v", ply, best, sc.Total, hs)
		}
		if sc.Total <= math.MaxInt32 {
			t.Fatalf("ply %d: best score %d, want one past the int32 range", ply, sc.Total)
		}
		all := allHints(s)
		checkGenerated(t, s, all)
		if !reflect.DeepEqual(all[0], hs[0]) {
			t.Fatalf("ply %d: Hints(0) starts with %v, Hints(3) with %v", ply, all[0], hs[0])
		}
		// Play a short word so that the next ply has cross words.
		if s, err = s.Apply(all[len(all)-1].Move); err != nil {
			t.Fatal(err)
		}
	}
}

// TestLegalMovesStop: breaking out of the loop stops the search, and the
// moves yielded up to there are the first ones AppendLegalMoves lists.
func TestLegalMovesStop(t *testing.T) {
	s, err := FromCGP(Classic(), dictionary.Default(), readMovegenTSV(t)[3].cgp)
	if err != nil {
		t.Fatal(err)
	}
	all := s.AppendLegalMoves(nil)
	var got []Move
	for m := range s.LegalMoves() {
		got = append(got, m)
		if len(got) == 10 {
			break
		}
	}
	if !slices.Equal(got, all[:10]) {
		t.Fatalf("first ten moves %v, want %v", got, all[:10])
	}
	// Stopping anywhere, between a word across and the same word down
	// too, gives a prefix of the list.
	for n := 1; n <= 21; n++ {
		got = got[:0]
		for m := range s.LegalMoves() {
			if got = append(got, m); len(got) == n {
				break
			}
		}
		if !slices.Equal(got, all[:n]) {
			t.Fatalf("first %d moves %v, want %v", n, got, all[:n])
		}
	}
	// AppendLegalMoves keeps what dst held and does not allocate when it
	// has room.
	buf := make([]Move, 1, len(all)+1)
	buf[0] = Pass()
	buf = s.AppendLegalMoves(buf)
	if buf[0] != Pass() || !slices.Equal(buf[1:], all) {
		t.Fatal("AppendLegalMoves lost dst's moves or listed others")
	}
	if race.Enabled {
		return // the race detector's sync.Pool drops items at random
	}
	if n := testing.AllocsPerRun(5, func() { buf = s.AppendLegalMoves(buf[:0]) }); n != 0 {
		t.Errorf("AppendLegalMoves into a slice with room: %v allocations", n)
	}
}

// yesDict accepts every string, as a prefix and as a word.
type yesDict struct{ words bool }

func (y *yesDict) Contains(string) bool  { return y.words }
func (y *yesDict) HasPrefix(string) bool { return true }

// panicky is a word list whose enumeration panics.
type panicky struct{}

func (*panicky) Contains(string) bool { return false }
func (*panicky) Words() iter.Seq[string] {
	return func(func(string) bool) { panic("no words today") }
}

// TestMovegenBadDictionaries: dictionaries the generator cannot use give
// an error wrapping ErrDetached, and no moves, instead of a panic (on
// every call, not only the first) or an unbounded search.
func TestMovegenBadDictionaries(t *testing.T) {
	base, err := FromCGP(Classic(), dictionary.Default(), readMovegenTSV(t)[12].cgp)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		d       dictionary.Dictionary
		wantErr error
		want    string
	}{
		// New and Attach refuse a nil *List (dictionary.Check); one set
		// behind their back reads as the empty list it behaves as.
		{"nil list", (*dictionary.List)(nil), ErrNoMove, "makes no word"},
		{"panics", &panicky{}, ErrDetached, "failed while its words were read"},
		{"every string a word", &yesDict{words: true}, ErrDetached, "playable words"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base
			s.dict = c.d
			for range 2 {
				_, err := s.BestMove()
				if !errors.Is(err, c.wantErr) || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("BestMove: %v, want %v saying %q", err, c.wantErr, c.want)
				}
				if hintsOf(s, 3) != nil || s.AppendLegalMoves(nil) != nil || len(slices.Collect(s.LegalMoves())) != 0 {
					t.Fatal("moves from an unusable dictionary")
				}
			}
		})
	}
}

// TestPrefixWordsBounded: a dictionary confirming every prefix but no
// word is walked only up to the limit.
func TestPrefixWordsBounded(t *testing.T) {
	var tooMany bool
	n := 0
	for range dawg.PrefixWords(tiles.English(), &yesDict{}, MaxBoardSize, 5000, &tooMany) {
		n++
	}
	if !tooMany || n != 0 {
		t.Fatalf("%d words, tooMany %v; want none and true", n, tooMany)
	}
	if maxPrefixQueries < 2*MaxDictionaryWords {
		t.Errorf("maxPrefixQueries %d leaves too little room for a list of MaxDictionaryWords", maxPrefixQueries)
	}
}

// hintsOf is the placements of the player to move's Hints(n) (the
// generator's n best, which wordgame/bot's Hints lists before its
// exchange or pass), nil when there are none.
func hintsOf(s State, n int) []Hint {
	top, err := s.topMoves(n)
	if err != nil || len(top) == 0 {
		return nil
	}
	out := make([]Hint, len(top))
	for i, x := range top {
		out[i] = hintOf(s, x)
	}
	return out
}

// Hint is the engines' hint (wordgame/bot.Hint), which the generator's
// lists are checked as.
type Hint = gamekit.HintOf[Move]

// hintOf is the hint of placement x as the engines give it: its points,
// its words and a note for the all-tiles bonus.
func hintOf(s State, x scored) Hint {
	var sc Score
	if _, err := s.evaluate(x.Move, &sc); err != nil {
		panic(err)
	}
	words := make([]string, len(sc.Words))
	for i, w := range sc.Words {
		words[i] = w.Word
	}
	note := ""
	if sc.AllTiles != 0 {
		note = fmt.Sprintf("bingo: all %d tiles %+d", sc.Tiles, sc.AllTiles)
	}
	return Hint{Move: x.Move, Score: x.Score, Words: words, Note: note}
}

// allHints lists every legal placement as a hint, best first, in the order
// Hints uses: the reference the bounded search of Hints is checked
// against. It returns nil when there are none.
func allHints(s State) []Hint {
	var xs []scored
	for _, m := range s.AppendLegalMoves(nil) {
		pts, err := s.points(m)
		if err != nil {
			panic(err)
		}
		xs = append(xs, scored{Move: m, Score: pts})
	}
	slices.SortFunc(xs, compareScored)
	var out []Hint
	for _, x := range xs {
		out = append(out, hintOf(s, x))
	}
	return out
}

// The order file holds, for every row of the reference table and every
// stored benchmark position, a fingerprint of the generator's output as
// the generator of commit fdb0efb gave it: the placements in
// AppendLegalMoves' order, and every placement with the generator's own
// score in Hints' order. A faster generator must give the same lists in
// the same order. Rewrite it (only when the order is meant to change) with
//
//	go test -run '^TestMovegenOrder$' -update ./wordgame
const orderFile = "testdata/movegen-order.txt"

// orderPositions lists the positions the order file covers, each with a
// name.
func orderPositions(t testing.TB) (names []string, ps []State) {
	for _, row := range readMovegenTSV(t) {
		s, err := FromCGP(Classic(), dictionary.Default(), row.cgp)
		if err != nil {
			t.Fatal(err)
		}
		names, ps = append(names, "table/"+row.id), append(ps, s)
	}
	for _, set := range benchSets {
		for i, s := range loadBench(t, set.file, set.rules()) {
			names, ps = append(names, set.name+"/"+strconv.Itoa(i)), append(ps, s)
		}
	}
	return names, ps
}

// orderLine fingerprints the generator's lists for s: the count, an
// FNV-1a hash of the moves in AppendLegalMoves' order, and one of the
// moves and scores of topMoves over them all.
func orderLine(t testing.TB, s State) string {
	h1, h2 := fnv.New64a(), fnv.New64a()
	put := func(h hash.Hash64, m Move, score int) {
		b := []byte{byte(m.kind), m.row, m.col, byte(m.dir), m.n}
		for _, x := range m.tiles {
			if isBlankSq(x) {
				x = upper(x) | 0x20 // a blank as the English code it had: 'a'–'z'
			}
			b = append(b, x)
		}
		b = binary.LittleEndian.AppendUint64(b, uint64(score))
		h.Write(b)
	}
	ms := s.AppendLegalMoves(nil)
	for _, m := range ms {
		put(h1, m, 0)
	}
	if !slices.Equal(slices.Collect(s.LegalMoves()), ms) {
		t.Errorf("LegalMoves and AppendLegalMoves give different lists")
	}
	top, err := s.topMoves(1 << 30)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range top {
		put(h2, x.Move, x.Score)
	}
	return fmt.Sprintf("%d %016x %d %016x", len(ms), h1.Sum64(), len(top), h2.Sum64())
}

// TestMovegenOrder checks the generator's lists, order and scores against
// the order file.
func TestMovegenOrder(t *testing.T) {
	t.Parallel()
	names, ps := orderPositions(t)
	var got strings.Builder
	for i, s := range ps {
		fmt.Fprintf(&got, "%s %s\n", names[i], orderLine(t, s))
	}
	if *updateGolden {
		if err := os.WriteFile(orderFile, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(orderFile)
	if err != nil {
		t.Fatal(err)
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(got.String(), "\n")
	if len(wl) != len(gl) {
		t.Fatalf("%d lines, want %d", len(gl), len(wl))
	}
	for i := range wl {
		if wl[i] != gl[i] {
			t.Errorf("got  %s\nwant %s", gl[i], wl[i])
		}
	}
}

// TestFirstMoveUnlisted checks that an empty board whose words are too
// many to list (firstWordsLimit) gets the same moves, in the same order
// and with the same scores, from the search every other board gets: on
// the reference table's empty boards under Classic and DefaultRules (a
// longer least first word), and on empty boards of two layouts that are
// not square (nothing is mirrored).
func TestFirstMoveUnlisted(t *testing.T) {
	var ps []State
	for _, row := range readMovegenTSV(t)[:6] {
		for _, rules := range []Rules{Classic(), DefaultRules()} {
			s, err := FromCGP(rules, dictionary.Default(), row.cgp)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, s)
		}
	}
	for _, layout := range [][]string{layout7x11, layout3x21} {
		rules := Classic()
		rules.Layout = layout
		for seed := range uint64(4) {
			s, err := New(rules, Setup{Players: 2, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, s)
		}
	}
	want := make([]string, len(ps))
	for i, s := range ps {
		if !s.Board().Empty() {
			t.Fatalf("position %d is not an empty board", i)
		}
		want[i] = orderLine(t, s)
	}
	defer func(n int) { firstWordsLimit = n }(firstWordsLimit)
	firstWordsLimit = 10
	for i, s := range ps {
		if got := orderLine(t, s); got != want[i] {
			t.Errorf("position %d (rack %s): unlisted %s, listed %s", i, s.RackLetters(int(s.turn)), got, want[i])
		}
	}
}

// TestScoreRoom: with a 32-bit int's room, New's check (checkScoreRoom)
// refuses the board of triple words multiplied together of
// TestMovegenHugeScores and accepts the presets, whose scores stay far
// below it; with a 64-bit int's room it accepts them all.
func TestScoreRoom(t *testing.T) {
	huge := tripleWords(t, MaxBoardSize)
	// The classic board's line of most word premium: a row or column of
	// three triple words.
	classic, err := compile(Classic())
	if err != nil {
		t.Fatal(err)
	}
	if all, short := classic.lineWord(7), classic.lineWord(2); all != 27 || short != 9 {
		t.Errorf("classic: lines' word premiums multiply to %v, %v for two tiles; want 27, 9", all, short)
	}
	// Columns are lines too: a board whose triple words run down one
	// column (on a wide board) and across no row.
	down := Classic()
	down.Layout = []string{"W" + strings.Repeat(".", 19), "W" + strings.Repeat(".", 19), "W" + strings.Repeat(".", 19)}
	down.MinFirstWord = 2
	tall, err := compile(down)
	if err != nil {
		t.Fatal(err)
	}
	if got := tall.lineWord(7); got != 27 {
		t.Errorf("three triple words down a column: %v, want 27", got)
	}
	for _, c := range []struct {
		name  string
		rules Rules
		ok32  bool
	}{{"classic", Classic(), true}, {"default", DefaultRules(), true}, {"triple words multiplied", huge, false}} {
		r := c.rules
		r.Players = 2
		g, err := compile(r)
		if bits.UintSize == 32 && !c.ok32 {
			if !errors.Is(err, ErrBadRules) {
				t.Errorf("%s: compile on a 32-bit platform: %v, want ErrBadRules", c.name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if err := g.checkScoreRoom(r, math.MaxInt32); (err == nil) != c.ok32 || err != nil && !errors.Is(err, ErrBadRules) {
			t.Errorf("%s under a 32-bit int: %v, want refused %v", c.name, err, !c.ok32)
		}
		if err := g.checkScoreRoom(r, math.MaxInt64); err != nil {
			t.Errorf("%s under a 64-bit int: %v", c.name, err)
		}
	}
}
